//! Generation to order: a puzzle of each HoDoKu level, and of ER at least 7 and at least 9, one
//! thread. Each iteration digs and rates as many puzzles as the order takes (see
//! `Puzzle::attempts`).
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

/// ER at least 7 and at least 9 on SE's scale, with a budget of attempts as the generate
/// example's default; ER 9 and more is about one random minimal puzzle in a thousand.
fn generate_by_er(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate_er");
    group.sample_size(10);
    for (name, low, budget) in [("ER>=7", 7.0, 1000), ("ER>=9", 9.0, 20_000)] {
        let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1))
            .er(low..=20.0)
            .budget(budget);
        group.bench_function(name, |b| {
            b.iter(|| black_box(generator.try_generate().ok()))
        });
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

criterion_group!(benches, generate_by_level, generate_by_er, grade);
criterion_main!(benches);
