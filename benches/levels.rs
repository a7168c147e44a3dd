//! Generation to order: a puzzle of each HoDoKu level, one thread. Each iteration digs and
//! grades as many puzzles as the level takes (see `Puzzle::attempts`).
//!
//! Run with `cargo bench --bench levels`.

use criterion::{Criterion, criterion_group, criterion_main};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Generator, Grid, Level};
use std::hint::black_box;

fn generate_by_level(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate_level");
    group.sample_size(10);
    for level in Level::ALL {
        let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1)).level(level);
        group.bench_function(level.name(), |b| b.iter(|| black_box(generator.generate())));
    }
    group.finish();
}

fn grade(c: &mut Criterion) {
    let puzzles: Vec<Grid> = include_str!("../tests/data/se_rated300.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l[..81].parse().expect("a puzzle"))
        .collect();
    let explainer = Explainer::new();
    c.bench_function("grade_se_rated300", |b| {
        b.iter(|| {
            for grid in &puzzles {
                black_box(explainer.grade(grid).ok());
            }
        })
    });
}

criterion_group!(benches, generate_by_level, grade);
criterion_main!(benches);
