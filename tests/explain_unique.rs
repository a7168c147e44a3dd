//! The uniqueness techniques (unique rectangles and loops, BUG) and aligned exclusion through
//! the public API: every step on the paths of generated puzzles is true to the solution, and
//! the steps found on known puzzles read as pinned.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Generator, Grid, Marks, Step, Technique};

const OURS: [Technique; 4] = [
    Technique::UniqueRectangle,
    Technique::Bug,
    Technique::AlignedPairExclusion,
    Technique::AlignedTripleExclusion,
];

/// Walks the explainer's path from `grid`, checking every step against `solution`; returns
/// how many steps of each of [`OURS`] it took.
fn check_path(grid: &Grid, solution: &Grid) -> [usize; 4] {
    let explainer = Explainer::new();
    let mut marks = Marks::new(grid);
    let mut used = [0; 4];
    while let Some(step) = explainer.next_step(&marks) {
        for (cell, digit) in step.placements() {
            assert_eq!(
                solution.get(cell),
                Some(digit),
                "{grid}: {step} places a wrong digit"
            );
        }
        for (cell, digit) in step.eliminations() {
            assert_ne!(
                solution.get(cell),
                Some(digit),
                "{grid}: {step} removes the solution"
            );
        }
        if let Some(i) = OURS.iter().position(|&t| t == step.technique()) {
            used[i] += 1;
        }
        step.apply(&mut marks);
    }
    used
}

/// Checks the paths of `count` puzzles generated from `seed`; returns the steps of each of
/// [`OURS`] taken.
fn check_generated(seed: u64, count: usize) -> [usize; 4] {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed));
    let mut used = [0; 4];
    for _ in 0..count {
        let puzzle = generator.generate();
        let counts = check_path(puzzle.grid(), puzzle.solution());
        for (total, n) in used.iter_mut().zip(counts) {
            *total += n;
        }
    }
    used
}

#[test]
fn steps_on_generated_puzzles_keep_the_solution() {
    let used = check_generated(2026, 300);
    // Enough rectangles and graves to mean something (aligned pairs are rarer: the pinned
    // test and the ignored one below cover them).
    assert!(
        used[0] > 10 && used[1] > 0,
        "steps of each technique: {used:?}"
    );
}

/// The same over 4000 puzzles, where every technique shows up (about 20 aligned pairs).
#[test]
#[ignore = "slow in debug builds; run with --release --ignored"]
fn steps_on_many_generated_puzzles_keep_the_solution() {
    let used = check_generated(777, 4000);
    assert!(
        used.iter().all(|&n| n > 0),
        "steps of each technique: {used:?}"
    );
}

/// The first step of `technique` on the path of `puzzle`.
fn first_step(puzzle: &str, technique: Technique) -> Step {
    let grid: Grid = puzzle.parse().unwrap();
    let explainer = Explainer::new();
    let mut marks = Marks::new(&grid);
    while let Some(step) = explainer.next_step(&marks) {
        if step.technique() == technique {
            return step;
        }
        step.apply(&mut marks);
    }
    panic!("no {technique} on the path of {puzzle}");
}

#[test]
fn pinned_steps_read_as_sentences() {
    let cases = [
        (
            "...41...9....3..5..4...6.7...65.....7.86...4...28......2.....931..2..6......9.1..",
            Technique::UniqueRectangle,
            46,
            "Unique loop type 1: if r7c3, r7c6, r8c6, r8c9, r9c3 and r9c9 held only 4 and 7, the \
             two could swap along the loop and the puzzle would have two solutions; r9c3 is the \
             only one with more, so it cannot hold 4 or 7: remove 4 and 7 from r9c3",
        ),
        (
            ".843...255.9.7.6..3...........4.9.87.78.....6..........6..15..4...82..7...7......",
            Technique::Bug,
            56,
            "Bivalue universal grave type 1: every empty cell but r6c7 has two candidates, and without 1 in r6c7 every digit would have two places in each house: the grid would be a deadly pattern with two solutions, so r6c7 holds 1: remove 2 and 3 from r6c7",
        ),
        (
            "5.7..6...68..5..3....4..2..31......6......3.8..6....7..28.4.9..........1..3..8...",
            Technique::Bug,
            57,
            "Bivalue universal grave type 2: every empty cell but r5c3, r6c4 and r6c6 has two candidates, and without 5 in r5c3, r6c4 and r6c6 every digit would have two places in each house: the grid would be a deadly pattern with two solutions, so one of them holds 5, and no cell that sees them all can: remove 5 from r5c4, r5c6 and r6c2",
        ),
        (
            "7...3..6...4..1..5.1.5.....62..14.........7..9.....3....215.8.4..5..........67...",
            Technique::Bug,
            58,
            "Bivalue universal grave type 3: every empty cell but r4c8 and r5c8 has two candidates, and without 2 or 9 in r4c8 and r5c8 every digit would have two places in each house: the grid would be a deadly pattern with two solutions, so one of them holds 2 or 9; with r8c8 {2,9} they make a naked set in column 8, whose other cells cannot hold those digits: remove 2 from r6c8 and 9 from r2c8",
        ),
        (
            ".7..8..2..13..9.76....4..13...9.....796.....1....74.3....3.......9....64..8..1...",
            Technique::AlignedPairExclusion,
            62,
            "Aligned pair exclusion: r4c9 {2,5,7,8} and r6c9 {2,5,8,9} both see r1c9 {5,9}, r4c8 \
             {5,8} and r5c7 {2,5}, so their digits cannot take all the candidates of one of \
             those, nor repeat in two of them that see each other; with r4c9 = 5, r6c9 has no \
             candidate left (2 would empty r5c7, 5 would repeat, 8 would empty r4c8, 9 would \
             empty r1c9): remove 5 from r4c9",
        ),
    ];
    for (puzzle, technique, tenths, sentence) in cases {
        let step = first_step(puzzle, technique);
        assert_eq!(step.tenths(), tenths, "{puzzle}");
        assert_eq!(step.to_string(), sentence);
    }
}

/// SE 1.2.1.3's ratings of puzzles whose hardest step is one of these techniques.
#[test]
fn ratings_match_sudoku_explainer() {
    let cases = [
        (
            "...41...9....3..5..4...6.7...65.....7.86...4...28......2.....931..2..6......9.1..",
            4.6,
        ),
        (
            ".843...255.9.7.6..3...........4.9.87.78.....6..........6..15..4...82..7...7......",
            5.6,
        ),
        (
            "5.7..6...68..5..3....4..2..31......6......3.8..6....7..28.4.9..........1..3..8...",
            5.7,
        ),
        (
            "7...3..6...4..1..5.1.5.....62..14.........7..9.....3....215.8.4..5..........67...",
            5.8,
        ),
    ];
    for (puzzle, er) in cases {
        let rating = Explainer::new().rate(&puzzle.parse().unwrap()).unwrap();
        assert_eq!(rating.er(), er, "{puzzle}");
    }
}
