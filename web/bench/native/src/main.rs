//! The native side of `web/bench/run`: the loop `bench/solve.mjs` runs in WebAssembly, in Rust.
//!
//! `shudu-web-bench-native FILE LIMIT ROUNDS` reads one puzzle per line and, in each round,
//! parses every line and counts its solutions up to LIMIT, as the JavaScript `count(line,
//! LIMIT)` does; it prints each round's puzzles per second of the thread's CPU time (from
//! Linux's `/proc/thread-self/schedstat`, so that other programs on a busy machine do not
//! count), on a line of its own.

use std::hint::black_box;
use std::process::ExitCode;

use shudu::{Grid, Solver};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file, limit, rounds] = args.as_slice() else {
        eprintln!("usage: shudu-web-bench-native FILE LIMIT ROUNDS");
        return ExitCode::from(2);
    };
    let (Ok(limit), Ok(rounds)) = (limit.parse::<usize>(), rounds.parse::<usize>()) else {
        eprintln!("LIMIT and ROUNDS are whole numbers");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    let solver = Solver::new();
    for _ in 0..rounds {
        let start = cpu_seconds();
        let mut solutions = 0;
        for line in &lines {
            let Ok(grid) = black_box(*line).parse::<Grid>() else {
                eprintln!("not a grid: {line}");
                return ExitCode::FAILURE;
            };
            solutions += solver.count_solutions(&grid, limit);
        }
        let seconds = cpu_seconds() - start;
        // The count keeps the work from being optimised away, and checks it was done.
        if solutions < lines.len() {
            eprintln!("{} puzzles have no solution", lines.len() - solutions);
        }
        println!("{:.0}", lines.len() as f64 / seconds);
    }
    ExitCode::SUCCESS
}

/// The CPU time this thread has run, in seconds: the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos: u64 = stat
        .split_whitespace()
        .next()
        .and_then(|field| field.parse().ok())
        .unwrap_or(0);
    nanos as f64 / 1e9
}
