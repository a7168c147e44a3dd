//! Solver throughput over the public puzzle sets, in puzzles per second.
//!
//! Run with `cargo bench --bench solve` (or `cargo bench --bench solve -- 17clue` for one set,
//! `-- adversarial` for the adversary's kept grids on its three questions).
//! For each set it times two tasks over the same puzzles: `limit_1`, finding a first solution
//! (`solve_first`), and `limit_2`, counting solutions up to 2 (`count_solutions(g, 2)`, the
//! uniqueness check that published solver benchmarks report). Always say which limit a figure
//! used: on hard sets stopping at the first solution is about twice as fast.
//!
//! The puzzles are the first `PER_SET` lines of each set in `../shared/data/` when it is there,
//! else the crate's own samples in `tests/data/`, so `cargo bench` works on a clone alone;
//! which one was used is printed on standard error. A full run takes a few minutes.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shudu::{Grid, Solver};

#[path = "../tests/common/mod.rs"]
mod common;

/// Puzzles per set and per iteration: enough to average over a set's spread of difficulty,
/// few enough that one iteration stays in the milliseconds.
const PER_SET: usize = 300;

/// The sets: the file in `../shared/data/`, and its sample in `tests/data/`.
const SETS: &[(&str, &str)] = &[
    ("easy50.txt", "easy50.txt"),
    ("top95.txt", "top95.txt"),
    ("hardest11.txt", "hardest11.txt"),
    ("hardest1106.txt", "hardest1106.txt"),
    ("top1465.txt", "top1465_sample.txt"),
    ("17clue.txt", "17clue_sample.txt"),
    ("royle17.txt", "royle17_sample.txt"),
    ("hardest1905_11plus.txt", "hardest1905_11plus_sample.txt"),
    ("multi_solution.txt", "multi_solution_sample.txt"),
];

/// The first `PER_SET` puzzles of a set, and where they were read from.
fn load(full: &str, sample: &str) -> (Vec<Grid>, String) {
    let shared = common::shared_dir().join(full);
    let path = if shared.is_file() {
        shared
    } else {
        common::sample_dir().join(sample)
    };
    let puzzles = common::read_lines(&path)
        .iter()
        .take(PER_SET)
        .map(|line| {
            line.text
                .parse()
                .unwrap_or_else(|e| panic!("{} line {}: {e}", path.display(), line.number))
        })
        .collect();
    (puzzles, path.display().to_string())
}

fn sets(c: &mut Criterion) {
    let solver = Solver::new();
    for &(full, sample) in SETS {
        let (puzzles, source) = load(full, sample);
        eprintln!("{} puzzles from {source}", puzzles.len());
        let name = full.trim_end_matches(".txt");
        let mut group = c.benchmark_group(name);
        group
            .throughput(Throughput::Elements(puzzles.len() as u64))
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(4));
        group.bench_function("limit_1", |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(solver.solve_first(black_box(p)));
                }
            });
        });
        group.bench_function("limit_2", |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(solver.count_solutions(black_box(p), 2));
                }
            });
        });
        group.finish();
    }
}

/// The grids adversarial searches found costly (`tests/data/adversarial.txt`), on the three
/// questions of the adversary: counting to two, a first solution, counting to 1,000. Worst
/// cases, not a workload: the figure to watch is how it moves with a change to the search.
fn adversarial(c: &mut Criterion) {
    let solver = Solver::new();
    let path = common::sample_dir().join("adversarial.txt");
    let grids: Vec<Grid> = common::read_lines(&path)
        .iter()
        .map(|line| line.text[..81].parse().expect("a grid"))
        .collect();
    let mut group = c.benchmark_group("adversarial");
    group
        .throughput(Throughput::Elements(grids.len() as u64))
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    for limit in [1, 2, 1_000] {
        group.bench_function(format!("limit_{limit}"), |b| {
            b.iter(|| {
                for g in &grids {
                    black_box(solver.count_solutions(black_box(g), limit));
                }
            });
        });
    }
    group.finish();
}

criterion_group!(benches, sets, adversarial);
criterion_main!(benches);
