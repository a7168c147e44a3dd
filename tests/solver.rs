//! The [`Solver`]'s public behaviour: the edge cases of its API, and metamorphic properties that
//! must hold whatever the engine inside does.
//!
//! Run with `cargo test --test solver`; `cargo test --test solver -- --ignored` adds the slow
//! count of a million solutions of the empty grid. The property tests (proptest) draw puzzles from
//! the samples in `tests/data/` and random puzzles cut from full grids, and check that the
//! sudoku symmetries (relabelling digits, permuting rows within a band, bands, columns within a
//! stack, stacks, transposing) change neither the solution count nor, up to the same symmetry,
//! the unique solution; and that the count honours its limit.

mod common;

use std::sync::LazyLock;

use common::{
    cell, cells, clues_consistent, digit, read_lines, sample_dir, sample_puzzles, solution_problem,
};
use proptest::prelude::*;
use shudu::{Grid, Solution, Solver};

/// Project Euler 96, grid 01: propagation alone solves it.
const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

fn grid(s: &str) -> Grid {
    s.parse()
        .unwrap_or_else(|e| panic!("test grid {s:?} does not parse: {e}"))
}

/// The solution of `EASY`, a full valid grid.
fn full_grid() -> Grid {
    let full = Solver::new()
        .solve_first(&grid(EASY))
        .expect("EASY has a solution");
    assert_eq!(solution_problem(&grid(EASY), &full), None);
    full
}

/// Asserts that `g` has no solution, through every entry point.
fn assert_no_solution(g: &Grid) {
    let solver = Solver::new();
    assert_eq!(solver.solve(g), Solution::None, "solve({g})");
    assert_eq!(solver.solve_first(g), None, "solve_first({g})");
    for limit in [1, 2, 10, 1000] {
        assert_eq!(
            solver.count_solutions(g, limit),
            0,
            "count_solutions({g}, {limit})"
        );
    }
}

#[test]
fn conflicting_clues_have_no_solution() {
    let mut row = grid(EASY);
    row.set(cell(0, 0), digit(3)); // r1c3 holds a 3 already
    let mut col = grid(EASY);
    col.set(cell(2, 0), digit(9)); // r2c1 holds a 9 already
    let mut bx = grid(EASY);
    bx.set(cell(1, 1), digit(3)); // r1c3, same box, holds a 3
    for g in [row, col, bx] {
        assert!(!clues_consistent(&g), "{g} should have conflicting clues");
        assert_no_solution(&g);
    }

    // Two clues alone on an otherwise empty grid.
    let mut pair = Grid::EMPTY;
    pair.set(cell(4, 2), digit(7));
    pair.set(cell(4, 8), digit(7));
    assert_no_solution(&pair);
}

#[test]
fn a_cell_without_candidates_means_no_solution() {
    // Row 1 holds 1..=8 in its first eight cells and r2c9 holds 9: no clue conflicts, but
    // r1c9 can take no digit.
    let mut g = Grid::EMPTY;
    for n in 1..=8 {
        g.set(cell(0, usize::from(n) - 1), digit(n));
    }
    g.set(cell(1, 8), digit(9));
    assert!(clues_consistent(&g));
    assert_no_solution(&g);
}

#[test]
fn limit_zero_counts_nothing() {
    let solver = Solver::new();
    let mut conflict = Grid::EMPTY;
    conflict.set(cell(0, 0), digit(1));
    conflict.set(cell(0, 1), digit(1));
    for g in [Grid::EMPTY, grid(EASY), full_grid(), conflict] {
        assert_eq!(solver.count_solutions(&g, 0), 0, "{g}");
        assert_eq!(solver.count_solutions_with_stats(&g, 0).0, 0, "{g}");
    }
}

#[test]
fn empty_grid_counts_up_to_the_limit() {
    let solver = Solver::new();
    for limit in [1, 2, 3, 1000] {
        assert_eq!(solver.count_solutions(&Grid::EMPTY, limit), limit);
    }
}

#[test]
#[ignore = "counts a million solutions: slow in a debug build"]
fn empty_grid_counts_a_million() {
    assert_eq!(
        Solver::new().count_solutions(&Grid::EMPTY, 1_000_000),
        1_000_000
    );
}

#[test]
fn empty_grid_has_multiple_solutions() {
    let solver = Solver::new();
    let Solution::Multiple(a, b) = solver.solve(&Grid::EMPTY) else {
        panic!("the empty grid should have several solutions");
    };
    assert_ne!(a, b);
    assert_eq!(solution_problem(&Grid::EMPTY, &a), None);
    assert_eq!(solution_problem(&Grid::EMPTY, &b), None);
    let first = solver.solve_first(&Grid::EMPTY).expect("a solution");
    assert_eq!(solution_problem(&Grid::EMPTY, &first), None);
}

#[test]
fn a_full_grid_is_its_own_unique_solution() {
    let solver = Solver::new();
    let full = full_grid();
    assert_eq!(solver.solve(&full), Solution::Unique(full));
    assert_eq!(solver.solve_first(&full), Some(full));
    assert_eq!(solver.count_solutions(&full, 2), 1);
    assert_eq!(solver.count_solutions(&full, 1_000), 1);
    // Nothing to guess in a solved grid.
    let (solution, stats) = solver.solve_with_stats(&full);
    assert_eq!((solution, stats.guesses), (Solution::Unique(full), 0));
    let (count, stats) = solver.count_solutions_with_stats(&full, 2);
    assert_eq!((count, stats.guesses), (1, 0));
}

#[test]
fn a_missing_row_needs_no_guess() {
    // Each cell of the cleared row has one candidate left: the digit its column lacks.
    let solver = Solver::new();
    let full = full_grid();
    for row in 0..9 {
        let mut g = full;
        for col in 0..9 {
            g.clear(cell(row, col));
        }
        let (solution, stats) = solver.solve_with_stats(&g);
        assert_eq!(solution, Solution::Unique(full), "row {row} cleared");
        assert_eq!(stats.guesses, 0, "row {row} cleared");
    }
}

/// Threads can share one solver (`Send + Sync`: this does not compile otherwise) and get the
/// answers one thread gets.
#[test]
fn a_solver_is_shared_across_threads() {
    fn send_sync<T: Send + Sync>(_: &T) {}
    let solver = Solver::new();
    send_sync(&solver);
    send_sync(&grid(EASY));
    let puzzles: Vec<Grid> = SAMPLES.iter().map(|&(g, _)| g).take(64).collect();
    let alone: Vec<Solution> = puzzles.iter().map(|g| solver.solve(g)).collect();
    let mut shared = vec![Solution::None; puzzles.len()];
    std::thread::scope(|scope| {
        for (puzzles, answers) in puzzles.chunks(16).zip(shared.chunks_mut(16)) {
            scope.spawn(|| {
                for (g, answer) in puzzles.iter().zip(answers) {
                    *answer = solver.solve(g);
                }
            });
        }
    });
    assert_eq!(shared, alone);
}

// ---------------------------------------------------------------------------------------------
// Adversarial grids: found by hill-climbing on the guess count. Each has no solution, and a
// contradiction propagation cannot see sits in one area while another area is free; the engine
// once refuted the contradiction again under every way of filling the free area.

/// Fourteen clues, none clashing, no solution: 21 million guesses before the fix, 9.8 million
/// for its left-right mirror.
const ADVERSARIAL: &str =
    "1...............................3.......4..53......8.....8.637....73.68..........";

/// The guesses an adversarial grid may take, whatever its orientation: before the fix some
/// took millions. Propagation with the segment rule now refutes it without a guess, as
/// tdoku's does.
const ADVERSARIAL_BUDGET: u64 = 1000;

/// `g` with its columns in reverse order.
fn mirror(g: &Grid) -> Grid {
    let mut out = Grid::EMPTY;
    for c in cells() {
        if let Some(d) = g.get(c) {
            out.set(cell(c.row(), 8 - c.col()), d);
        }
    }
    out
}

/// `g` with rows and columns swapped.
fn transpose(g: &Grid) -> Grid {
    let mut out = Grid::EMPTY;
    for c in cells() {
        if let Some(d) = g.get(c) {
            out.set(cell(c.col(), c.row()), d);
        }
    }
    out
}

/// Checks that `g` has no solution, and that every entry point says so within the budget.
fn assert_refuted_within_budget(g: &Grid) {
    let solver = Solver::new();
    for limit in [1, 2] {
        let (count, stats) = solver.count_solutions_with_stats(g, limit);
        assert_eq!(count, 0, "{g}");
        assert!(
            stats.guesses < ADVERSARIAL_BUDGET,
            "{g}: {} guesses counting to {limit}",
            stats.guesses
        );
    }
    let (solution, stats) = solver.solve_with_stats(g);
    assert_eq!(solution, Solution::None, "{g}");
    assert!(
        stats.guesses < ADVERSARIAL_BUDGET,
        "{g}: {} guesses",
        stats.guesses
    );
}

#[test]
fn adversarial_grid_is_refuted_within_budget_in_every_orientation() {
    let g = grid(ADVERSARIAL);
    assert!(clues_consistent(&g));
    for oriented in [g, mirror(&g), transpose(&g), mirror(&transpose(&g))] {
        assert_refuted_within_budget(&oriented);
        assert_refuted_within_budget(&transpose(&mirror(&oriented)));
    }
}

/// Every puzzle of the samples, with whether it has one solution.
static SAMPLES: LazyLock<Vec<(Grid, bool)>> = LazyLock::new(sample_puzzles);

/// Full grids to cut random puzzles from: the solutions of the easy50 sample.
static FULL_GRIDS: LazyLock<Vec<Grid>> = LazyLock::new(|| {
    let solver = Solver::new();
    read_lines(&sample_dir().join("easy50.txt"))
        .iter()
        .map(|line| {
            solver
                .solve_first(&grid(&line.text))
                .unwrap_or_else(|| panic!("easy50 line {} has no solution", line.number))
        })
        .collect()
});

/// A validity-preserving symmetry of sudoku: output cell (r, c) takes the digit of input cell
/// (`rows[r]`, `cols[c]`), relabelled by `digits`, and the result is then transposed or not.
#[derive(Clone, Debug)]
struct Symmetry {
    /// `digits[d - 1]` replaces digit `d`.
    digits: Vec<u8>,
    rows: [usize; 9],
    cols: [usize; 9],
    transpose: bool,
}

impl Symmetry {
    fn apply(&self, g: &Grid) -> Grid {
        let mut out = Grid::EMPTY;
        for r in 0..9 {
            for c in 0..9 {
                if let Some(d) = g.get(cell(self.rows[r], self.cols[c])) {
                    let to = if self.transpose {
                        cell(c, r)
                    } else {
                        cell(r, c)
                    };
                    out.set(to, digit(self.digits[usize::from(d.get()) - 1]));
                }
            }
        }
        out
    }
}

/// A permutation of 0..3.
fn perm3() -> impl Strategy<Value = Vec<usize>> {
    Just(vec![0, 1, 2]).prop_shuffle()
}

/// A permutation of the nine rows (or columns) that keeps bands (stacks) together: the bands
/// permuted, and the rows permuted within each band.
fn line_permutation() -> impl Strategy<Value = [usize; 9]> {
    (perm3(), [perm3(), perm3(), perm3()]).prop_map(|(bands, within)| {
        std::array::from_fn(|i| bands[i / 3] * 3 + within[i / 3][i % 3])
    })
}

fn symmetry() -> impl Strategy<Value = Symmetry> {
    (
        Just((1..=9).collect::<Vec<u8>>()).prop_shuffle(),
        line_permutation(),
        line_permutation(),
        any::<bool>(),
    )
        .prop_map(|(digits, rows, cols, transpose)| Symmetry {
            digits,
            rows,
            cols,
            transpose,
        })
}

/// A puzzle of the samples, with whether it has one solution.
fn sample_puzzle() -> impl Strategy<Value = (Grid, bool)> {
    (0..SAMPLES.len()).prop_map(|i| SAMPLES[i])
}

/// A full valid grid: one of `FULL_GRIDS` under a random symmetry.
fn full() -> impl Strategy<Value = Grid> {
    ((0..FULL_GRIDS.len()), symmetry()).prop_map(|(i, sym)| sym.apply(&FULL_GRIDS[i]))
}

/// A random puzzle: a full grid keeping `clues` of its cells, chosen at random. Often has many
/// solutions when `clues` is small. Returns the full grid too (one of the puzzle's solutions)
/// and the cells in the random order used, clues first.
fn cut(clues: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = (Grid, Grid, Vec<usize>)> {
    (
        full(),
        clues,
        Just((0..81).collect::<Vec<usize>>()).prop_shuffle(),
    )
        .prop_map(|(full, clues, order)| {
            let mut puzzle = full;
            for &i in &order[clues..] {
                puzzle.clear(cell(i / 9, i % 9));
            }
            (puzzle, full, order)
        })
}

/// What the solution count up to 2 says `solve` must return, checked against `solve`.
fn check_solve_agrees(solver: &Solver, g: &Grid) -> Result<usize, TestCaseError> {
    let count = solver.count_solutions(g, 2);
    match (count, solver.solve(g)) {
        (0, Solution::None) => {}
        (1, Solution::Unique(s)) => {
            prop_assert_eq!(solution_problem(g, &s), None);
            prop_assert_eq!(solver.solve_first(g), Some(s));
        }
        (2, Solution::Multiple(a, b)) => {
            prop_assert_ne!(a, b);
            prop_assert_eq!(solution_problem(g, &a), None);
            prop_assert_eq!(solution_problem(g, &b), None);
        }
        (count, answer) => {
            return Err(TestCaseError::fail(format!(
                "count_solutions({g}, 2) is {count} but solve gave {answer:?}"
            )));
        }
    }
    if count > 0 {
        let first = solver.solve_first(g);
        prop_assert!(first.is_some(), "solve_first found nothing for {}", g);
        prop_assert_eq!(solution_problem(g, &first.unwrap()), None);
    }
    Ok(count)
}

/// Checks that `sym` changes neither the count of `g` (up to 2) nor its unique solution, but
/// for the symmetry itself.
fn check_symmetry(g: &Grid, sym: &Symmetry) -> Result<usize, TestCaseError> {
    let solver = Solver::new();
    let moved = sym.apply(g);
    let count = check_solve_agrees(&solver, g)?;
    prop_assert_eq!(
        check_solve_agrees(&solver, &moved)?,
        count,
        "{} moved to {}",
        g,
        moved
    );
    if let Solution::Unique(s) = solver.solve(g) {
        prop_assert_eq!(solver.solve(&moved), Solution::Unique(sym.apply(&s)));
    }
    Ok(count)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The test's own symmetries keep a full grid valid (else the properties below prove little).
    #[test]
    fn symmetries_keep_grids_valid(g in full(), sym in symmetry()) {
        let moved = sym.apply(&g);
        prop_assert_eq!(solution_problem(&Grid::EMPTY, &moved), None);
    }

    #[test]
    fn symmetries_keep_sample_counts((g, unique) in sample_puzzle(), sym in symmetry()) {
        let count = check_symmetry(&g, &sym)?;
        prop_assert_eq!(count, if unique { 1 } else { 2 }, "{}", g);
    }

    #[test]
    fn symmetries_keep_random_puzzle_counts((g, full, _) in cut(20..=50), sym in symmetry()) {
        let count = check_symmetry(&g, &sym)?;
        prop_assert!(count >= 1, "{} was cut from {} yet has no solution", g, full);
        if count == 1 {
            prop_assert_eq!(Solver::new().solve(&g), Solution::Unique(full));
        }
    }

    #[test]
    fn count_honours_its_limit((g, _, _) in cut(25..=45)) {
        const BIG: usize = 50;
        let solver = Solver::new();
        let big = solver.count_solutions(&g, BIG);
        prop_assert!((1..=BIG).contains(&big), "{} counted {}", g, big);
        for k in [0, 1, 2, 3, 7, 20, BIG] {
            prop_assert_eq!(solver.count_solutions(&g, k), k.min(big), "{} limit {}", g, k);
        }
        if big < BIG {
            // `big` is then the exact count: a higher limit changes nothing.
            prop_assert_eq!(solver.count_solutions(&g, 10_000), big, "{}", g);
        }
    }

    #[test]
    fn one_missing_cell_needs_no_guess(full in full(), i in 0..81usize) {
        let mut g = full;
        g.clear(cell(i / 9, i % 9));
        let solver = Solver::new();
        let (solution, stats) = solver.solve_with_stats(&g);
        prop_assert_eq!(solution, Solution::Unique(full));
        prop_assert_eq!(stats.guesses, 0);
        let (count, stats) = solver.count_solutions_with_stats(&g, 2);
        prop_assert_eq!((count, stats.guesses), (1, 0));
    }

    /// Adding a clue taken from the unique solution keeps that solution.
    #[test]
    fn a_clue_from_the_solution_keeps_it((g, unique) in sample_puzzle(), pick in any::<prop::sample::Index>()) {
        prop_assume!(unique);
        let solver = Solver::new();
        let Solution::Unique(s) = solver.solve(&g) else {
            return Err(TestCaseError::fail(format!("{g} should have one solution")));
        };
        let empty: Vec<_> = cells().filter(|&c| g.get(c).is_none()).collect();
        let c = empty[pick.index(empty.len())];
        let mut more = g;
        more.set(c, s.get(c).expect("a solution is full"));
        prop_assert_eq!(solver.solve(&more), Solution::Unique(s));
    }

    /// A clue copied onto one of its peers (same row, column or box) leaves no solution.
    #[test]
    fn a_repeated_clue_leaves_no_solution(
        (g, _, order) in cut(17..=40),
        peer in any::<prop::sample::Index>(),
    ) {
        let from = order[0]; // a clue: the cut keeps the first cells of `order`
        let (r, c) = (from / 9, from % 9);
        let peers: Vec<usize> = (0..81)
            .filter(|&j| j != from && (j / 9 == r || j % 9 == c || (j / 27 == r / 3 && j % 9 / 3 == c / 3)))
            .collect();
        prop_assert_eq!(peers.len(), 20);
        let to = peers[peer.index(peers.len())];
        let mut bad = g;
        bad.set(cell(to / 9, to % 9), g.get(cell(from / 9, from % 9)).expect("a clue"));
        prop_assert!(!clues_consistent(&bad));
        let solver = Solver::new();
        prop_assert_eq!(solver.solve(&bad), Solution::None);
        prop_assert_eq!(solver.solve_first(&bad), None);
        prop_assert_eq!(solver.count_solutions(&bad, 2), 0);
    }

    /// The adversarial grid stays cheap under any relabelling and permutation: the fix is not
    /// tied to where its contradiction sits.
    #[test]
    fn adversarial_grid_is_refuted_within_budget_under_symmetries(sym in symmetry()) {
        assert_refuted_within_budget(&sym.apply(&grid(ADVERSARIAL)));
    }

    /// The entry points that search differently (with and without a buffer for solutions,
    /// stopping at one or at two) tell the same story, and a search with limit 2 makes the
    /// same guesses whether it keeps the solutions or only counts them.
    #[test]
    fn entry_points_agree((g, unique) in sample_puzzle(), keep in 0usize..81) {
        let solver = Solver::new();
        let (solution, solve_stats) = solver.solve_with_stats(&g);
        let (count, count_stats) = solver.count_solutions_with_stats(&g, 2);
        prop_assert_eq!(solve_stats, count_stats);
        let mut found = [Grid::EMPTY; 2];
        let listed = solver.solutions(&g, &mut found);
        prop_assert_eq!(listed, count);
        prop_assert_eq!(solution.solutions().collect::<Vec<_>>(), &found[..listed]);
        prop_assert_eq!(solution.is_unique(), unique && count == 1);
        prop_assert_eq!(solver.solve_first(&g), solution.first());
        // A puzzle with more solutions: the sample's solution with fewer cells kept.
        if let Some(full) = solution.first() {
            let mut looser = Grid::EMPTY;
            for (cell, digit) in full.cells().take(keep) {
                looser.set(cell, digit.unwrap());
            }
            let mut found = [Grid::EMPTY; 3];
            let listed = solver.solutions(&looser, &mut found);
            prop_assert_eq!(listed, solver.count_solutions(&looser, 3));
            for (i, a) in found[..listed].iter().enumerate() {
                prop_assert!(a.is_solution_of(&looser));
                prop_assert!(found[..i].iter().all(|b| b != a), "a solution listed twice");
            }
        }
    }
}
