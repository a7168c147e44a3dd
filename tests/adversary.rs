//! The solver's own adversary: a hill-climb that mutates clues to maximise the search's
//! guesses, the way grids that stalled the engine for seconds were found. Whatever it finds
//! must stay under [`BOUND`] guesses, counting to two and to the first solution, with answers
//! that agree. The slowest grids found so far are kept in `tests/data/adversarial.txt` and
//! checked on every `cargo test`; a short climb runs there too, a long one with `--ignored`.
//!
//! Guesses, not time: a count is repeatable on any machine and under any load, and the work
//! between two guesses is bounded (one round of propagation), so a bound on guesses bounds
//! the time.

mod common;

use common::{cells, read_lines, sample_dir, solution_problem};
use shudu::{Cell, Digit, Generator, Grid, Solution, Solver};

/// The most guesses any grid may take, counting to two or to the first solution. The worst
/// the climbs have found need well under a tenth of it; before the worst case was bounded by
/// design, they found grids needing millions.
const BOUND: u64 = 5_000;

/// A small random number generator of the test's own (xorshift64*), so that a climb is the
/// same on every run.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The guesses of the costlier question, counting to two or to the first solution, after
/// checking that the entry points agree and every solution they give is one.
fn cost(grid: &Grid) -> u64 {
    let solver = Solver::new();
    let (count, two) = solver.count_solutions_with_stats(grid, 2);
    let (first, one) = solver.count_solutions_with_stats(grid, 1);
    assert_eq!(first, count.min(1), "{grid}");
    match solver.solve(grid) {
        Solution::None => assert_eq!(count, 0, "{grid}"),
        Solution::Unique(s) => {
            assert_eq!(count, 1, "{grid}");
            assert_eq!(solution_problem(grid, &s), None, "{grid}");
        }
        Solution::Multiple(a, b) => {
            assert_eq!(count, 2, "{grid}");
            assert_ne!(a, b, "{grid}");
            assert_eq!(solution_problem(grid, &a), None, "{grid}");
            assert_eq!(solution_problem(grid, &b), None, "{grid}");
        }
    }
    two.guesses.max(one.guesses)
}

/// A cell at random.
fn any_cell(rng: &mut Rng) -> Cell {
    Cell::new(rng.below(81) as u8).expect("a cell")
}

/// A digit at random.
fn any_digit(rng: &mut Rng) -> Digit {
    Digit::new(1 + rng.below(9) as u8).expect("a digit")
}

/// `clues` cells of a random solved grid: a grid with a solution, often several.
fn start(rng: &mut Rng, clues: usize) -> Grid {
    let solved = Generator::from_seed(rng.next()).new_solved_grid();
    let mut grid = Grid::EMPTY;
    while grid.clue_count() < clues {
        let cell = any_cell(rng);
        grid.set(cell, solved.get(cell).expect("a solved grid is full"));
    }
    grid
}

/// `grid` with one random change: a clue's digit changed (which may leave no solution
/// without a clash), a clue moved, added or taken away. `None` when the change makes two
/// clues clash or leaves fewer than 10 or more than 26 clues.
fn mutate(rng: &mut Rng, grid: &Grid) -> Option<Grid> {
    let clues: Vec<Cell> = cells().filter(|&c| grid.get(c).is_some()).collect();
    let mut next = *grid;
    match rng.below(4) {
        0 => next.set(clues[rng.below(clues.len())], any_digit(rng)),
        1 => {
            let from = clues[rng.below(clues.len())];
            let digit = next.get(from).expect("a clue");
            next.clear(from);
            next.set(any_cell(rng), digit);
        }
        2 => next.set(any_cell(rng), any_digit(rng)),
        _ => next.clear(clues[rng.below(clues.len())]),
    }
    (next.is_valid() && (10..=26).contains(&next.clue_count())).then_some(next)
}

/// Climbs from `starts` random grids of 12 to 24 clues for `steps` mutations each, keeping a
/// mutation that costs at least as many guesses (so that the climb crosses plateaus); the
/// grids it ends on, with their costs, the costliest first.
fn climb(seed: u64, starts: usize, steps: usize) -> Vec<(u64, Grid)> {
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    for _ in 0..starts {
        let clues = 12 + rng.below(13);
        let mut grid = start(&mut rng, clues);
        let mut best = cost(&grid);
        for _ in 0..steps {
            if let Some(next) = mutate(&mut rng, &grid) {
                let guesses = cost(&next);
                if guesses >= best {
                    (grid, best) = (next, guesses);
                }
            }
        }
        found.push((best, grid));
    }
    found.sort_by_key(|&(guesses, _)| std::cmp::Reverse(guesses));
    found
}

/// Asserts that every grid found is under the bound, naming the worst.
fn assert_bounded(found: &[(u64, Grid)]) {
    if let Some((guesses, grid)) = found.first() {
        assert!(
            *guesses <= BOUND,
            "{grid}: {guesses} guesses, over the bound of {BOUND}"
        );
    }
}

#[test]
fn slowest_grids_found_so_far_stay_bounded() {
    let lines = read_lines(&sample_dir().join("adversarial.txt"));
    assert!(lines.len() >= 20, "the regression file lost its grids");
    let mut worst = 0;
    for line in &lines {
        let grid: Grid = line.text.get(..81).unwrap_or("").parse().expect("a grid");
        assert!(
            grid.is_valid(),
            "{grid}: the file keeps grids without a clash"
        );
        let guesses = cost(&grid);
        assert!(
            guesses <= BOUND,
            "{grid} (line {}): {guesses} guesses, over the bound of {BOUND}",
            line.number
        );
        worst = worst.max(guesses);
    }
    // The file holds grids that cost work: a file of easy grids would check nothing.
    assert!(
        worst >= 20,
        "the worst kept grid takes only {worst} guesses"
    );
}

#[test]
fn a_short_climb_finds_no_grid_over_the_bound() {
    assert_bounded(&climb(22, 6, 150));
}

/// The long climb: what CI's `--ignored` run does, and how the regression file was filled
/// (`cargo test --release --test adversary -- --ignored --nocapture` prints the worst grids).
#[test]
#[ignore = "a long adversarial search: run in release with --ignored"]
fn a_long_climb_finds_no_grid_over_the_bound() {
    let found = climb(2026, 1000, 1500);
    for (guesses, grid) in found.iter().take(30) {
        println!("{grid}\t{guesses}");
    }
    assert_bounded(&found);
}
