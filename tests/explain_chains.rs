//! The chain techniques of the explaining solver: each on a state where Sudoku Explainer
//! 1.2.1 takes it (rating and sentence pinned), and soundness of every step along the paths
//! of many puzzles.

mod common;

use rand_core::SeedableRng;
use shudu::{Explainer, Generator, Grid, Marks, Solution, Solver, Step, Technique};

/// The first step of `technique` on the path of `puzzle`.
fn first_step(puzzle: &str, technique: Technique) -> Step {
    let grid: Grid = puzzle.parse().unwrap();
    let mut found = None;
    let _ = Explainer::new().walk(&grid, |step| {
        if found.is_none() && step.technique() == technique {
            found = Some(*step);
        }
    });
    found.unwrap_or_else(|| panic!("no {technique:?} on the path of {puzzle}"))
}

fn check(puzzle: &str, technique: Technique, tenths: u8, sentence: &str) {
    let step = first_step(puzzle, technique);
    assert_eq!(step.tenths(), tenths, "{step}");
    assert_eq!(step.to_string(), sentence);
}

#[test]
fn forcing_x_chain() {
    check(
        "..175.........8..9..8.3.5147.......8..6....3.52.....96.....6....42.89..1...42....",
        Technique::ForcingXChain,
        66,
        "Forcing X-Chain: if r5c1 is 1, then r4c2 is not 1, then r4c6 is 1 (the other place of 1 \
         in row 4), then r9c6 is not 1, then r9c1 is 1 (the other place of 1 in row 9), then r5c1 \
         is not 1: a contradiction, so r5c1 is not 1: remove 1 from r5c1",
    );
}

#[test]
fn forcing_xy_chain_with_length_bonus() {
    check(
        ".9........4.31..5...2....1....27......1.8..4.87....1...5..923..76...34.....7....9",
        Technique::ForcingChain,
        71,
        "Forcing chain: if r3c5 is 4, then r1c4 is not 4, then r1c4 is 8 (its other candidate), \
         then r1c6 is not 8, then r9c6 is 8 (the other place of 8 in column 6), then r9c6 is not \
         4, then r9c5 is 4 (the other place of 4 in row 9), then r3c5 is not 4: a contradiction, \
         so r3c5 is not 4: remove 4 from r3c5",
    );
}

#[test]
fn bidirectional_cycle() {
    check(
        "94........3..8...5.5.13.....65....71...8..2..3.8...5..4...6..3.........2.....176.",
        Technique::BidirectionalCycle,
        71,
        "Bidirectional cycle: r3c3=7 -> r7c3<>7 -> r7c2=7 -> r7c2<>2 -> r7c6=2 -> r6c6<>2 -> \
         r6c6=7 -> r3c6<>7 -> r3c3=7 is a loop that holds either way round (each node true and \
         the next false, or each false and the next true), so every link has one true end, and a \
         candidate that sees both ends of a link, or a cell with both, cannot be true: remove 7 \
         from r2c6",
    );
}

#[test]
fn y_cycle() {
    check(
        ".2...83...4....5.2....71.6.7........46....8..28...9..5.1..329.....5.6...89.......",
        Technique::YCycle,
        66,
        "Y-Cycle: r4c2=3 -> r6c3<>3 -> r6c3=1 -> r6c5<>1 -> r6c5=4 -> r4c6<>4 -> r4c6=5 -> \
         r4c2<>5 -> r4c2=3 is a loop that holds either way round (each node true and the next \
         false, or each false and the next true), so every link has one true end, and a candidate \
         that sees both ends of a link, or a cell with both, cannot be true: remove 1 from r6c8, \
         3 from r4c3 and r5c3, and 5 from r4c3",
    );
}

#[test]
fn x_cycle() {
    check(
        "....6....5..7......2....3.....6.4..3..1..5..736.9...4.4.5........6.1.57.8......69",
        Technique::XCycle,
        65,
        "X-Cycle: r5c1=2 -> r6c3<>2 -> r6c7=2 -> r7c7<>2 -> r8c9=2 -> r8c1<>2 -> r5c1=2 is a \
         loop that holds either way round (each node true and the next false, or each false and \
         the next true), so every link has one true end, and a candidate that sees both ends of a \
         link, or a cell with both, cannot be true: remove 2 from r4c3 and r8c6",
    );
}

#[test]
fn no_chain_where_simpler_techniques_do() {
    for line in std::fs::read_to_string(common::sample_dir().join("easy50.txt"))
        .unwrap()
        .lines()
        .take(10)
    {
        let Some(text) = line.get(..81) else { continue };
        let grid: Grid = text.parse().unwrap();
        let rating = Explainer::new().rate(&grid).unwrap();
        assert!(rating.er() < 6.5, "{text}: {rating:?}");
    }
}

/// Every placement is the solution's digit and no elimination removes it (or a mark that is
/// not there).
fn check_path(grid: &Grid) -> usize {
    let solution = common::solution_of(grid);
    let mut marks = Marks::new(grid);
    let mut steps = 0;
    let _ = Explainer::new().walk(grid, |step| {
        steps += 1;
        common::check_step(grid, &solution, &marks, step);
        step.apply(&mut marks);
    });
    steps
}

#[test]
fn chain_steps_are_sound_on_generated_puzzles() {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    let mut chains = 0;
    for _ in 0..40 {
        let grid = *Generator::new(&mut rng).generate().grid();
        check_path(&grid);
        let _ = Explainer::new().walk(&grid, |step| {
            chains += usize::from(step.tenths() >= 65);
        });
    }
    assert!(chains > 0, "no chain step was checked");
}

/// Every sample of `tests/data` that SE solves without nested chains (slow in a debug build:
/// `cargo test --release -- --ignored`). The hardest puzzles need nested chains, seconds each:
/// `tests/explain.rs` checks a sample of them.
#[test]
#[ignore = "slow in a debug build; run with --release -- --ignored"]
fn steps_are_sound_on_all_samples() {
    for name in ["top1465_sample.txt", "top95.txt", "17clue_sample.txt"] {
        for line in common::read_lines(&common::sample_dir().join(name)) {
            check_path(&line.text[..81].parse().unwrap());
        }
    }
}

#[test]
fn steps_are_sound_on_samples() {
    let lines = common::read_lines(&common::sample_dir().join("top1465_sample.txt"));
    for line in lines.iter().take(4) {
        check_path(&line.text[..81].parse().unwrap());
    }
}

#[test]
fn nishio_forcing_chain() {
    let step = first_step(
        ".......123..52......83........6.95..46.....91..5.8.....4.7...5.5.7.1..4...2....78",
        Technique::NishioForcingChain,
    );
    assert_eq!(step.tenths(), 78);
    assert_eq!(
        step.to_string(),
        "Nishio forcing chain: if r9c7 is 6, then r9c5 is not 6, then r8c7 is not 6 (as r9c7 is \
         6), then r8c9 is not 6 (as r9c7 is 6), then r8c6 is 6 (the last place of 6 left in row \
         8), then r7c5 is not 6, then r1c5 is 6 (the last place of 6 left in column 5); also r9c1 \
         is not 6 (as r9c7 is 6), then r1c1 is 6 (the other place of 6 in column 1), then r1c5 is \
         not 6: r1c5 would both be 6 and not be it, a contradiction, so remove 6 from r9c7"
    );
}

#[test]
fn multiple_forcing_chain() {
    let step = first_step(
        ".....8.2....273..647.9....13.......285...43.........5.1..........6.8..7.5...4.2..",
        Technique::MultipleForcingChain,
    );
    assert_eq!(step.tenths(), 83);
    assert_eq!(
        step.to_string(),
        "Multiple forcing chain: in column 4, 5 is in r4c4, r7c4 or r8c4; if r4c4 is 5, then \
         r4c4 is not 8, then r6c4 is 8 (the other place of 8 in column 4), then r6c9 is not 8, \
         then r6c9 is 4 (its other candidate), then r8c9 is not 4; if r7c4 is 5, then r7c9 is not \
         5, then r8c9 is 5 (the other place of 5 in column 9), then r8c9 is not 4; if r8c4 is 5, \
         then r8c4 is not 3, then r8c9 is 3 (the other place of 3 in row 8), then r8c9 is not 4: \
         either way, remove 4 from r8c9"
    );
}

#[test]
fn dynamic_forcing_chain() {
    let step = first_step(
        "..4...3..31..4..7..8.7....1...6...3.5....2..7....7.5.6....6.9.84...5....87.9.....",
        Technique::DynamicForcingChain,
    );
    assert_eq!(step.tenths(), 89);
    assert_eq!(
        step.to_string(),
        "Dynamic forcing chain: r7c8 is 1, 2 or 4; if r7c8 is 1, then r7c1 is not 1, then r7c1 \
         is 2 (its other candidate), then r7c3 is not 2; if r7c8 is 2, then r7c3 is not 2; if \
         r7c8 is 4, then r9c9 is not 4, then r4c9 is 4 (the other place of 4 in column 9), then \
         r4c2 is not 4, then r4c2 is 2 (its other candidate), then r4c1 is not 2, then r6c1 is \
         not 2 (as r4c2 is 2), then r7c1 is 2 (the last place of 2 left in column 1), then r7c3 \
         is not 2: either way, remove 2 from r7c3"
    );
}

#[test]
fn ratings_match_se_on_puzzles_that_need_dynamic_chains() {
    // Sudoku Explainer 1.2.1.3's ER/EP/ED.
    for (puzzle, er) in [
        (
            ".......123..52......83........6.95..46.....91..5.8.....4.7...5.5.7.1..4...2....78",
            7.8,
        ),
        (
            ".....8.2....273..647.9....13.......285...43.........5.1..........6.8..7.5...4.2..",
            8.4,
        ),
        (
            "..4...3..31..4..7..8.7....1...6...3.5....2..7....7.5.6....6.9.84...5....87.9.....",
            9.0,
        ),
    ] {
        let rating = Explainer::new().rate(&puzzle.parse().unwrap()).unwrap();
        assert!((rating.er() - er).abs() < 0.01, "{puzzle}: {rating:?}");
    }
}

#[test]
fn dynamic_forcing_chain_plus() {
    // A state on the path of a top1465 puzzle: dynamic chains alone find nothing; with a
    // pointing, pair or X-Wing on the reduced marks they do.
    let marks: Marks = concat!(
        "......7..1...5..89....56.8.12...6..91.3.56..9.23.56..9...4.....12..5....123......",
        "1..456..9.2..........456...1..4....9......7....345...91...56..........8.1.3......",
        "1..456...1..45......3......12.4.6...1...56..........8.12..567..12..5.7..........9",
        ".2.4...89...4..789.2.4..78.....5....1....6.89...4.6.....3......12.4..7..12.4..78.",
        "..3.5..8......6......45.7..1......8..2.........34.....1...5.78.........91..4..78.",
        ".2345..89...45..891...........4...89..3.....9......7...2..5..8..2.45.........6...",
        "12..56.8.1...5.78..2..5678...3..........56.8..2..5............912.4..7..12.4..78.",
        "12..5..8...3.......2..5.78..2....789...4......2..5...912....78......6...12....78.",
        ".2.4.6.8....4..78.........9.2...678......6.8.1.........2....78...3..........5....",
    )
    .parse()
    .unwrap();
    let step = Explainer::new().next_step(&marks).unwrap();
    assert_eq!(step.technique(), Technique::DynamicForcingChainPlus);
    assert_eq!(step.tenths(), 97);
    assert_eq!(
        step.to_string(),
        "Dynamic forcing chain (+): in column 8, 5 is in r1c8, r3c8 or r6c8; if r1c8 is 5, then \
         r1c3 is not 5; if r3c8 is 5, then r3c8 is not 7, then r3c7 is 7 (the other place of 7 in \
         row 3), then r3c7 is not 6, then r2c7 is 6 (the other place of 6 in column 7), then r2c3 \
         is not 6, then r3c8 is not 2 (as r3c8 is 5), then r3c7 is not 2 (as r3c7 is 7), then \
         r3c4 is 2 (the last place of 2 left in row 3), then r3c4 is not 4, then r2c3 is not 4 \
         (by pointing on the marks left), then r2c3 is 5 (the last candidate left in it), then \
         r1c3 is not 5; if r6c8 is 5, then r3c8 is not 5, then r1c8 is not 5 (as r6c8 is 5), then \
         r3c7 is not 2 (by a hidden pair on the marks left), then r3c7 is not 7 (by a hidden pair \
         on the marks left), then r3c8 is 7 (the other place of 7 in row 3), then r3c8 is not 2, \
         then r3c4 is 2 (the last place of 2 left in row 3), then r3c4 is not 4, then r2c3 is not \
         4 (by pointing on the marks left), then r6c2 is not 4 (by claiming on the marks left), \
         then r6c2 is not 5 (as r6c8 is 5), then r6c1 is not 4 (by claiming on the marks left), \
         then r6c8 is not 4 (as r6c8 is 5), then r6c4 is 4 (the last place of 4 left in row 6), \
         then r5c6 is not 4, then r5c6 is 3 (its other candidate), then r6c5 is not 3, then r6c5 \
         is 9 (its other candidate), then r6c2 is not 9, then r6c2 is 8 (the last candidate left \
         in it), then r1c2 is not 8, then r1c3 is 8 (the other place of 8 in row 1), then r1c3 is \
         not 5: either way, remove 5 from r1c3"
    );
}

#[test]
fn nested_forcing_chain() {
    // The state after the first step of the first puzzle of hardest1106, which Sudoku
    // Explainer 1.2.1.3 rates 10.3: no dynamic chain (+) is left; a dynamic chain that also
    // uses forcing chains on the marks it has reduced proves the step.
    let puzzle: Grid =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
            .parse()
            .unwrap();
    let marks: Marks = concat!(
        "12..567...2.45.7..12.4.67..1.34.67.91.345...9..34567..1.3...7.91.3.5...9.......8.",
        "1...5678.....5.78...3......1....67891...5..89....5678....4.....1...5...9.2.......",
        "1...5.78.........91..4..7..1.34..78..2.........345.78.1.3...7.......6...1...5.7..",
        "123.5..8..2345..8.12.4.......34...8.......7..........91.3..6.8.1.345..8.1..456...",
        "..3.5.789..345.78....4..7.9..34...8......6...1.........2.........345..89...45...9",
        "1.3....89.....6...1..4....9....5......34...8..2.......1.3....89......7..1..4....9",
        ".23..67.9.23...7.........8.1234.67.91.34....9..34.67......5....1..4....91..4.67.9",
        "..3..67.91.............67.9..34.6789..345..89..345678......6789.2..........4.67.9",
        "...4......2....7......5....12...67891......89.....678.1....67891......89..3......",
    )
    .parse()
    .unwrap();
    let step = Explainer::new().next_step(&marks).unwrap();
    assert_eq!(step.technique(), Technique::NestedForcingChain);
    assert_eq!(step.tenths(), 103);
    assert_eq!(
        step.to_string(),
        "Nested forcing chain (with forcing chains inside): in row 6, 3 is in r6c1, r6c5 or \
         r6c7; if r6c1 is 3, then r4c2 is not 3, then r5c2 is not 3 (as r6c1 is 3), then r7c2 is \
         3 (the last place of 3 left in column 2), then r7c5 is not 3, then r7c6 is not 3 (as \
         r7c2 is 3), then r6c5 is not 3 (as r6c1 is 3), then r8c4 is not 3 (by pointing on the \
         marks left), then r7c4 is not 3 (as r7c2 is 3), then r8c6 is not 8 (by a hidden pair on \
         the marks left), then r6c1 is not 8 (as r6c1 is 3), then r8c5 is not 8 (by a hidden pair \
         on the marks left), then r4c4 is not 8 (by a chain on the marks left), then r5c4 is not \
         8 (by a chain on the marks left), then r6c5 is 8 (the last place of 8 left in box 5), \
         then r6c5 is not 4; if r6c5 is 3, then r6c5 is not 4; if r6c7 is 3, then r6c7 is not 8, \
         then r4c8 is not 3 (as r6c7 is 3), then r5c8 is not 3 (as r6c7 is 3), then r1c8 is 3 \
         (the last place of 3 left in column 8), then r1c4 is not 3, then r1c5 is not 3 (as r1c8 \
         is 3), then r1c6 is not 3 (as r1c8 is 3), then r6c5 is not 3 (as r6c7 is 3), then r3c4 \
         is not 3 (by pointing on the marks left), then r3c6 is 3 (the last place of 3 left in \
         box 2), then r3c6 is not 8, then r4c4 is not 8 (by a chain on the marks left), then r5c4 \
         is not 8 (by a chain on the marks left), then r6c5 is 8 (the last place of 8 left in box \
         5), then r6c5 is not 4: either way, remove 4 from r6c5"
    );
    let Solution::Unique(solution) = Solver::new().solve(&puzzle) else {
        panic!("one solution");
    };
    for (cell, digit) in step.eliminations() {
        assert_ne!(solution.get(cell), Some(digit));
    }
}

#[test]
fn no_step_and_no_long_search_on_a_grid_with_several_solutions() {
    // Nothing can be proved on the empty grid; SE's last resort, nested chains, must not
    // spend hours finding that out.
    let marks = Marks::new(&Grid::EMPTY);
    assert!(Explainer::new().next_step(&marks).is_none());
}
