//! Rating throughput on Sudoku Explainer's scale, in puzzles per second, one thread.
//!
//! Run with `cargo bench --bench rate`. Two sets, as the anchor skfr (the fastest
//! SE-compatible rater) is measured: random minimal puzzles, made with the crate's generator
//! from a fixed seed, and `top1465` (the first `PER_SET` lines of `../shared/data/top1465.txt`
//! when it is there, else the sample in `tests/data/`). Each iteration rates every puzzle of
//! the set. `rate/...` is `Explainer::rate`: both paths (SE's for ER, EP and ED, HoDoKu's for
//! the level and score) after the uniqueness check. `rate_se/...` is `Explainer::rate_se`:
//! the uniqueness check and SE's path alone, which is what skfr computes.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Generator, Grid};

#[path = "../tests/common/mod.rs"]
mod common;

const PER_SET: usize = 200;

fn random_minimal() -> Vec<Grid> {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(2026));
    (0..PER_SET).map(|_| *generator.generate().grid()).collect()
}

fn top1465() -> Vec<Grid> {
    let shared = common::shared_dir().join("top1465.txt");
    let path = if shared.is_file() {
        shared
    } else {
        common::sample_dir().join("top1465_sample.txt")
    };
    eprintln!("top1465 from {}", path.display());
    common::read_lines(&path)
        .iter()
        .take(PER_SET)
        .map(|line| line.text.parse().expect("a puzzle"))
        .collect()
}

/// Ten samples of five seconds each, counted in puzzles.
fn configure(group: &mut BenchmarkGroup<'_, WallTime>, puzzles: usize) {
    group
        .throughput(Throughput::Elements(puzzles as u64))
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
}

fn rate(c: &mut Criterion) {
    let explainer = Explainer::new();
    for (name, puzzles) in [("random_minimal", random_minimal()), ("top1465", top1465())] {
        let mut group = c.benchmark_group("rate");
        configure(&mut group, puzzles.len());
        group.bench_function(name, |b| {
            b.iter(|| {
                for p in &puzzles {
                    let _ = black_box(explainer.rate(black_box(p)));
                }
            });
        });
        group.finish();
        let mut group = c.benchmark_group("rate_se");
        configure(&mut group, puzzles.len());
        group.bench_function(name, |b| {
            b.iter(|| {
                for p in &puzzles {
                    let _ = black_box(explainer.rate_se(black_box(p)));
                }
            });
        });
        group.finish();
    }
}

criterion_group!(benches, rate);
criterion_main!(benches);
