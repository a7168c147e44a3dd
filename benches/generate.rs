//! Generator benchmarks: random complete grids, and puzzles without symmetry and with central
//! symmetry (the two modes the shared peer benchmark compares).
//!
//! Run with `cargo bench --bench generate`.

use criterion::{Criterion, criterion_group, criterion_main};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Generator, Symmetry};
use std::hint::black_box;

fn solved_grid(c: &mut Criterion) {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1));
    c.bench_function("solved_grid", |b| {
        b.iter(|| black_box(generator.new_solved_grid()))
    });
}

fn generate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    for symmetry in [Symmetry::None, Symmetry::Central] {
        let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1)).symmetry(symmetry);
        group.bench_function(symmetry.name(), |b| {
            b.iter(|| black_box(generator.generate()))
        });
    }
    group.finish();
}

criterion_group!(benches, solved_grid, generate);
criterion_main!(benches);
