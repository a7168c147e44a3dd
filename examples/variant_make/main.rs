//! Makes variant sudoku puzzles, printed as f-puzzles links one a line; and answers a file of
//! links (counts, solutions, true candidates), or times the count of each.
//!
//! ```text
//! cargo run --release -p shudu-examples --features fpuzzles --example variant_make -- --count 50
//! ... --example variant_make -- --kinds mix --size 9 --count 200 --seed 7 > mixed.txt
//! ... --example variant_make -- --kinds classic --size 16 --count 20     # minimal 16x16
//! ... --example variant_make -- --answer mixed.txt --candidates           # one JSON line each
//! ... --example variant_make -- --time mixed.txt                          # a count to two, timed
//! ```
//!
//! Puzzle `k` (from 1) is made from seed `S + k - 1` alone, so a run is the same on any number
//! of threads, and one puzzle can be made again on its own; its title says its seed, kinds and
//! what it was made to have.

mod kinds;
mod make;

use std::io::{BufRead, Write};
use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use kinds::KINDS;
use make::{Kinds, Recipe};
use shudu::variant::{Puzzle, Solver, load, to_fpuzzles_link};

const USAGE: &str = "\
usage: variant_make [OPTIONS]                      make puzzles, one f-puzzles link a line
       variant_make --answer [FILE] [--candidates]  answer each link of FILE (or stdin)
       variant_make --time [FILE] [--rounds R]      time a count to two of each link
       variant_make --count-only [FILE]               count each link to two, untimed

Makes variant sudoku puzzles: a random solution grid, rules of the kinds asked for read off it
(or drawn before it, for the rules that only forbid: diagonals, anti-knight, ...), and givens
dug while the solution stays unique, down to a minimal set.

options:
  --count N        how many puzzles (default 25)
  --seed S         seed (default 1); puzzle k is made from seed S + k - 1 alone
  --size N[,N...]  board sizes to draw from: 4 to 16 with standard boxes (default 9)
  --kinds K        each (default): puzzle k takes the k-th kind alone, round and round;
                   mix: two to four kinds at random; or a list such as killercage,arrow.
                   Kinds: KINDS
  --jigsaw P       percent of the puzzles on jigsaw regions (default 0)
  --defects P      percent of the puzzles left with no solution or several on purpose: a
                   given taken out of a minimal set, or a wrong one put in (default 0)
  --budget G       guesses a search may make before a puzzle is given up (default 200000)
  --jobs N         threads (default: every core); the output does not depend on it
  --answer [FILE]  for each link of FILE (or stdin) print a JSON line: count (up to 2),
                   solution (the first found, or null), and with --candidates the true
                   candidates of each cell as bit masks (bit d-1 for digit d), or null
  --time [FILE]    for each link print its count (up to 2), the mean time of --rounds
                   counts (default 5) in microseconds of CPU time (Linux; else of the wall
                   clock), then of the wall clock, and its guesses; a summary on stderr
  --count-only [FILE]
                   for each link print its count (up to 2) and its guesses, untimed (for
                   callgrind, which the CPU clock of --time trips)
                   (both count within --budget guesses, and say 'gave up' for the count
                   of a puzzle that needs more)
  --help           this message";

struct Options {
    count: u64,
    seed: u64,
    recipe: Recipe,
    jobs: usize,
    answer: Option<Option<String>>,
    time: Option<Option<String>>,
    count_only: Option<Option<String>>,
    candidates: bool,
    rounds: usize,
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        count: 25,
        seed: 1,
        recipe: Recipe {
            sizes: vec![9],
            kinds: Kinds::Each,
            jigsaw: 0,
            defects: 0,
            budget: 200_000,
        },
        jobs: std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
        answer: None,
        time: None,
        count_only: None,
        candidates: false,
        rounds: 5,
    };
    let mut args = std::env::args().skip(1).peekable();
    let number = |flag: &str, value: Option<String>| -> Result<u64, String> {
        let value = value.ok_or_else(|| format!("{flag} needs a number"))?;
        value
            .parse()
            .map_err(|_| format!("{flag} needs a number, not {value:?}"))
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => {
                println!("{}", USAGE.replace("KINDS", &KINDS.join(", ")));
                std::process::exit(0);
            }
            "--count" => options.count = number("--count", args.next())?,
            "--seed" => options.seed = number("--seed", args.next())?,
            "--jigsaw" => options.recipe.jigsaw = number("--jigsaw", args.next())? as usize,
            "--defects" => options.recipe.defects = number("--defects", args.next())? as usize,
            "--budget" => options.recipe.budget = number("--budget", args.next())?,
            "--rounds" => options.rounds = number("--rounds", args.next())?.max(1) as usize,
            "--jobs" => options.jobs = number("--jobs", args.next())?.max(1) as usize,
            "--candidates" => options.candidates = true,
            "--size" => {
                let list = args.next().ok_or("--size needs a list of sizes")?;
                options.recipe.sizes = list
                    .split(',')
                    .map(|s| match s.trim().parse::<usize>() {
                        Ok(n) if shudu::variant::standard_boxes(n as u8).is_some() && n <= 16 => {
                            Ok(n)
                        }
                        _ => Err(format!("--size takes sizes with standard boxes, not {s:?}")),
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--kinds" => {
                let list = args.next().ok_or("--kinds needs each, mix or a list")?;
                options.recipe.kinds = match list.as_str() {
                    "each" => Kinds::Each,
                    "mix" => Kinds::Mix,
                    _ => Kinds::These(
                        list.split(',')
                            .map(|k| {
                                KINDS
                                    .iter()
                                    .copied()
                                    .find(|&known| known == k.trim())
                                    .ok_or_else(|| format!("no kind is called {k:?}"))
                            })
                            .collect::<Result<_, _>>()?,
                    ),
                };
            }
            "--answer" | "--time" | "--count-only" => {
                let file = args.next_if(|a| !a.starts_with("--"));
                match arg.as_str() {
                    "--answer" => options.answer = Some(file),
                    "--time" => options.time = Some(file),
                    _ => options.count_only = Some(file),
                }
            }
            _ => return Err(format!("unknown argument {arg:?} (try --help)")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("variant_make: {message}");
            return ExitCode::from(2);
        }
    };
    let result = if let Some(file) = &options.answer {
        answer(file.as_deref(), options.candidates, options.recipe.budget)
    } else if let Some(file) = &options.time {
        time(file.as_deref(), options.rounds, options.recipe.budget)
    } else if let Some(file) = &options.count_only {
        count_only(file.as_deref(), options.recipe.budget)
    } else {
        make_all(&options)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("variant_make: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Makes the puzzles on `jobs` threads and prints them in order.
fn make_all(options: &Options) -> Result<(), String> {
    let next = AtomicU64::new(0);
    let done: Mutex<Vec<Option<String>>> = Mutex::new(vec![None; options.count as usize]);
    std::thread::scope(|scope| {
        for _ in 0..options.jobs {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= options.count {
                        break;
                    }
                    let line = make_one(options, k);
                    done.lock().expect("a maker thread panicked")[k as usize] = Some(line);
                }
            });
        }
    });
    let mut out = std::io::stdout().lock();
    for line in done
        .into_inner()
        .expect("a maker thread panicked")
        .into_iter()
        .flatten()
    {
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Puzzle `k` (from 0): from seed `seed + k`, or the seeds after it when a seed gives none
/// (rules no grid keeps, a search over budget); its link.
fn make_one(options: &Options, k: u64) -> String {
    let mut seed = options.seed.wrapping_add(k);
    loop {
        if let Some(out) = make::make(&options.recipe, k, seed) {
            let mut puzzle = out.puzzle;
            puzzle.title = Some(format!(
                "variant_make seed {seed}: {}x{} {}{} ({})",
                puzzle.size(),
                puzzle.size(),
                if puzzle.board().box_shape().is_none() {
                    "jigsaw "
                } else {
                    ""
                },
                out.kinds.join("+"),
                out.made.name()
            ));
            puzzle.author = Some("shudu variant_make".into());
            return to_fpuzzles_link(&puzzle);
        }
        // A seed far from the run's, so that it is nobody else's.
        seed = seed.wrapping_add(1 << 40);
    }
}

/// The puzzle lines of a file (or stdin): blank lines and `#` comments left out.
fn lines(file: Option<&str>) -> Result<Vec<String>, String> {
    let reader: Box<dyn BufRead> = match file {
        None | Some("-") => Box::new(std::io::stdin().lock()),
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?,
        )),
    };
    let mut out = Vec::new();
    for line in reader.lines() {
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        if !line.is_empty() && !line.starts_with('#') {
            out.push(line.to_string());
        }
    }
    Ok(out)
}

/// A JSON string.
fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(","))
}

/// One JSON line per link: its count up to two, its first solution, its true candidates.
fn answer(file: Option<&str>, candidates: bool, budget: u64) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    for line in lines(file)? {
        let text = match load(&line) {
            Err(e) => format!("{{\"error\":{}}}", json_string(&e.to_string())),
            Ok(puzzle) => {
                let solver = Solver::new(&puzzle).with_budget(budget);
                match solver.solutions(2) {
                    Err(e) => format!("{{\"error\":{}}}", json_string(&e.to_string())),
                    Ok(found) => {
                        let solution = found.first().map_or("null".into(), json_list);
                        let mut text =
                            format!("{{\"count\":{},\"solution\":{solution}", found.len());
                        if candidates {
                            let masks = match solver.true_candidates() {
                                Ok(Some(tc)) => json_list(tc.iter().map(|d| d.bits())),
                                Ok(None) | Err(_) => "null".into(),
                            };
                            text.push_str(&format!(",\"candidates\":{masks}"));
                        }
                        text.push('}');
                        text
                    }
                }
            }
        };
        writeln!(out, "{text}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The CPU time this thread has run, in nanoseconds (unix); `None` elsewhere. On a shared
/// machine it leaves out the time spent waiting for a core, which the wall clock counts.
#[cfg(unix)]
fn cpu_time() -> Option<u64> {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Some(t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64)
}

#[cfg(not(unix))]
fn cpu_time() -> Option<u64> {
    None
}

/// A count to two within `budget` guesses: the count (`None` when the budget ran out) and
/// the guesses made. Nothing is formatted here, so that a timed count times the search alone.
fn count_to_two(puzzle: &Puzzle, budget: u64) -> (Option<usize>, u64) {
    match Solver::new(std::hint::black_box(puzzle))
        .with_budget(budget)
        .count_solutions_with_guesses(2)
    {
        Ok((count, guesses)) => (Some(count), guesses),
        Err(gave_up) => (None, gave_up.guesses()),
    }
}

/// A count as the lines of `--time` and `--count-only` print it.
fn shown(count: Option<usize>) -> String {
    count.map_or_else(|| "gave up".to_string(), |count| count.to_string())
}

/// For each link: its count up to two, the time of a count (compiling the puzzle for the
/// search included, reading the link not) in microseconds of CPU time, the mean of `rounds`
/// counts after one not timed, the same on the wall clock, and the guesses.
fn time(file: Option<&str>, rounds: usize, budget: u64) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    let (mut cpu, mut wall) = (Vec::new(), Vec::new());
    for line in lines(file)? {
        let puzzle = load(&line).map_err(|e| format!("{e}: {line}"))?;
        let (count, guesses) = count_to_two(&puzzle, budget);
        let (start_cpu, start) = (cpu_time(), Instant::now());
        for _ in 0..rounds {
            count_to_two(&puzzle, budget);
        }
        let elapsed = start.elapsed().as_secs_f64() * 1e6 / rounds as f64;
        let used = match (start_cpu, cpu_time()) {
            (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e3 / rounds as f64,
            _ => elapsed,
        };
        cpu.push(used);
        wall.push(elapsed);
        let count = shown(count);
        writeln!(out, "{count}\t{used:.1}\t{elapsed:.1}\t{guesses}").map_err(|e| e.to_string())?;
    }
    for (name, times) in [("cpu", &mut cpu), ("wall", &mut wall)] {
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        let total: f64 = times.iter().sum();
        eprintln!(
            "{} puzzles, {name}: median {:.1} us, mean {:.1} us, max {:.1} us",
            times.len(),
            times[times.len() / 2],
            total / times.len() as f64,
            times[times.len() - 1]
        );
    }
    Ok(())
}

/// For each link: its count up to two and the guesses, untimed.
fn count_only(file: Option<&str>, budget: u64) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    for line in lines(file)? {
        let puzzle = load(&line).map_err(|e| format!("{e}: {line}"))?;
        let (count, guesses) = count_to_two(&puzzle, budget);
        writeln!(out, "{}\t{guesses}", shown(count)).map_err(|e| e.to_string())?;
    }
    Ok(())
}
