//! A sample of variant puzzles made by the `variant_make` example (every rule alone and mixed,
//! jigsaw boards, 4x4 to 16x16, unique and not, some with a defect on purpose), kept in
//! `tests/data/variant/sample.txt`, each with pencilmark 1.0.0rc1's verdict: its count up to
//! two and, where there is one, its solution. The engine must give the same count and
//! solution, every solution it finds must break no rule, and the true candidates (on boards up
//! to 9x9) must be the solution's digits, or hold the digits of both solutions found.
//!
//! The sample is written by `python3 tests/variant_oracle.py --sample-out
//! tests/data/variant/sample.txt`, which checks every puzzle of it against pencilmark.
#![cfg(feature = "fpuzzles")]

use shudu::variant::{Cell, Solver, load};

/// A sample line: the count (0, 1, or 2 for two or more), the solution or `-`, the link.
struct Entry<'a> {
    count: usize,
    solution: Option<Vec<u8>>,
    link: &'a str,
}

fn entries(text: &str) -> Vec<Entry<'_>> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut fields = line.split('\t');
            let (Some(count), Some(solution), Some(link), None) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                panic!("a sample line is a count, a solution and a link: {line}");
            };
            let solution = (solution != "-")
                .then(|| solution.split(',').map(|d| d.parse().unwrap()).collect());
            Entry {
                count: count.parse().unwrap(),
                solution,
                link,
            }
        })
        .collect()
}

/// Counts and solutions of the puzzles up to 9x9, on every `cargo test --features fpuzzles`.
#[test]
fn sample_puzzles_up_to_9x9_have_pencilmarks_answer() {
    check(false);
}

/// Every puzzle, 12x12 and 16x16 too, with true candidates up to 9x9: about a minute of CPU in
/// a debug build, so ignored by default
/// (`cargo test --release --features fpuzzles --test variant_sample -- --ignored`).
#[test]
#[ignore = "about a minute in debug; run in release with --ignored"]
fn every_sample_puzzle_has_pencilmarks_answer() {
    check(true);
}

fn check(full: bool) {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variant/sample.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let entries = entries(&text);
    assert!(
        entries.len() >= 200,
        "{} puzzles in the sample",
        entries.len()
    );
    let mut sizes = std::collections::BTreeSet::new();
    let mut counts = [0usize; 3];
    for entry in &entries {
        let puzzle = load(entry.link).unwrap_or_else(|e| panic!("{e}: {}", entry.link));
        let title = puzzle
            .title
            .clone()
            .unwrap_or_else(|| entry.link.to_string());
        let n = puzzle.size();
        sizes.insert(n);
        counts[entry.count] += 1;
        let solver = Solver::new(&puzzle);
        let found = solver.solutions(2).unwrap();
        assert_eq!(found.len(), entry.count, "{title}");
        if let Some(solution) = &entry.solution {
            assert_eq!(
                entry.count, 1,
                "{title}: a solution beside a count of {}",
                entry.count
            );
            assert_eq!(&found[0], solution, "{title}");
        }
        for solution in &found {
            assert_eq!(solution.len(), n * n, "{title}");
            assert_eq!(puzzle.breaks(solution), Vec::new(), "{title}");
        }
        if !full || n > 9 {
            continue;
        }
        let candidates = solver.true_candidates().unwrap();
        let Some(candidates) = candidates else {
            assert_eq!(entry.count, 0, "{title}: no true candidates, yet solutions");
            continue;
        };
        for i in 0..n * n {
            let cell = Cell::new((i / n) as u8, (i % n) as u8);
            let digits = candidates.get(cell);
            for solution in &found {
                assert!(
                    digits.contains(solution[i]),
                    "{title}: {cell} lacks {}",
                    solution[i]
                );
            }
            if entry.count == 1 {
                assert_eq!(
                    digits.len(),
                    1,
                    "{title}: {cell} has {digits:?} in a unique puzzle"
                );
            }
        }
    }
    // The sample spans every board size the maker draws, and every verdict.
    assert!(counts.iter().all(|&c| c > 0), "counts {counts:?}");
    assert!(sizes.len() >= if full { 6 } else { 4 }, "sizes {sizes:?}");
}
