//! Canonical form benchmarks: puzzles of `17clue.txt`, random minimal puzzles from the
//! generator, and random complete grids. Each measures a batch, so criterion's throughput
//! line reads in grids per second.
//!
//! Run with `cargo bench --bench canonical`; the 17-clue set is read from
//! `../shared/data/17clue.txt` when present (else that benchmark is skipped).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Generator, Grid};
use std::hint::black_box;

/// How many grids each batch holds.
const BATCH: usize = 1000;

fn seventeen() -> Option<Vec<Grid>> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/17clue.txt");
    let text = std::fs::read_to_string(path).ok()?;
    Some(
        text.lines()
            .take(BATCH)
            .filter_map(|l| l.parse().ok())
            .collect(),
    )
}

fn canonical(c: &mut Criterion) {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1));
    let minimal: Vec<Grid> = (0..BATCH).map(|_| *generator.generate().grid()).collect();
    let complete: Vec<Grid> = (0..BATCH).map(|_| generator.new_solved_grid()).collect();
    let mut sets = vec![("minimal puzzles", minimal), ("complete grids", complete)];
    if let Some(puzzles) = seventeen() {
        sets.insert(0, ("17-clue puzzles", puzzles));
    }
    let mut group = c.benchmark_group("canonical");
    for (name, grids) in &sets {
        group.throughput(Throughput::Elements(grids.len() as u64));
        group.bench_function(*name, |b| {
            b.iter(|| {
                for g in grids {
                    black_box(black_box(g).canonical());
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, canonical);
criterion_main!(benches);
