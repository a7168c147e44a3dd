//! The variant engine over the puzzle sets kept in `tests/data/variant/`, in puzzles per second.
//!
//! Run with `cargo bench -p shudu-benches --features fpuzzles --bench variant` (the puzzles
//! are f-puzzles links, read with the `fpuzzles` feature). Each set is timed counting
//! solutions up to two (`count_2`, the uniqueness check; compiling each puzzle for the search
//! is part of it, as it is of every question a [`Puzzle`] answers) and stopping at the first
//! (`first`); the mixed 9x9 set also compiling alone (`compile`), and true candidates on its
//! first 20 puzzles (`true_candidates`).
//!
//! `benches/variant_side_by_side.py` times the same sets beside pencilmark's `solve`, puzzle by
//! puzzle, for the medians, the largest and the ratio.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shudu::variant::{Puzzle, Solver, load};

/// The sets, in `tests/data/variant/`.
const SETS: &[&str] = &["mixed9", "each9", "classic16"];

/// The puzzles of a set.
fn read(name: &str) -> Vec<Puzzle> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/variant")
        .join(format!("{name}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| load(l).unwrap_or_else(|e| panic!("{}: {e}: {l}", path.display())))
        .collect()
}

fn sets(c: &mut Criterion) {
    for &name in SETS {
        let puzzles = read(name);
        let mut group = c.benchmark_group(format!("variant_{name}"));
        group
            .throughput(Throughput::Elements(puzzles.len() as u64))
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(5));
        group.bench_function("count_2", |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(Solver::new(black_box(p)).count_solutions(2).ok());
                }
            });
        });
        group.bench_function("first", |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(Solver::new(black_box(p)).solve_first().ok());
                }
            });
        });
        if name == "mixed9" {
            group.bench_function("compile", |b| {
                b.iter(|| {
                    for p in &puzzles {
                        black_box(Solver::new(black_box(p)));
                    }
                });
            });
            let few = &puzzles[..20.min(puzzles.len())];
            group.throughput(Throughput::Elements(few.len() as u64));
            group.bench_function("true_candidates", |b| {
                b.iter(|| {
                    for p in few {
                        black_box(Solver::new(black_box(p)).true_candidates().ok());
                    }
                });
            });
        }
        group.finish();
    }
}

criterion_group!(benches, sets);
criterion_main!(benches);
