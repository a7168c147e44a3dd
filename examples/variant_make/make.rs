//! One puzzle from its seed: a board (boxes or jigsaw regions), the rules of its kinds, a
//! solution grid that keeps them, givens dug down to a minimal set, and now and then a defect
//! on purpose (a given too few, or a wrong one).

use shudu::SplitMix64;
use shudu::variant::{Board, Cell, Puzzle, Rule, Solver};

use crate::kinds::{
    Grid, KINDS, below, between, chance, global_rules, grid_rules, is_global, shuffle,
};

/// Which kinds each puzzle takes.
#[derive(Clone, Debug)]
pub enum Kinds {
    /// Puzzle i takes kind i of [`KINDS`] alone, round and round.
    Each,
    /// Two to four kinds at random (never "classic").
    Mix,
    /// These kinds together.
    These(Vec<&'static str>),
}

/// What the options ask of every puzzle.
#[derive(Clone, Debug)]
pub struct Recipe {
    pub sizes: Vec<usize>,
    pub kinds: Kinds,
    /// Percent of the puzzles on a jigsaw board.
    pub jigsaw: usize,
    /// Percent of the puzzles left with no solution or several on purpose.
    pub defects: usize,
    /// Guesses a search may make before the maker gives up on it.
    pub budget: u64,
}

/// What a puzzle was made to have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Made {
    /// Exactly one solution: the givens were dug down to a minimal set.
    Unique,
    /// Two or more: a given of a minimal set was taken out.
    Several,
    /// None: a given that the solution does not have was put in.
    NoSolution,
}

impl Made {
    pub fn name(self) -> &'static str {
        match self {
            Made::Unique => "unique",
            Made::Several => "several",
            Made::NoSolution => "none",
        }
    }
}

/// A puzzle, the grid its rules were read from, its kinds and what it was made to have.
pub struct Output {
    pub puzzle: Puzzle,
    pub kinds: Vec<&'static str>,
    pub made: Made,
}

/// The puzzle of number `index` (which picks its kind under [`Kinds::Each`]) from `seed`;
/// `None` when no grid keeps the rules drawn, or a search ran out of budget.
pub fn make(recipe: &Recipe, index: u64, seed: u64) -> Option<Output> {
    let mut rng = SplitMix64::new(seed);
    let rng = &mut rng;
    let n = recipe.sizes[below(rng, recipe.sizes.len())];
    let jigsaw = chance(rng, recipe.jigsaw);
    let kinds: Vec<&'static str> = match &recipe.kinds {
        Kinds::Each => vec![KINDS[index as usize % KINDS.len()]],
        Kinds::These(kinds) => kinds.clone(),
        Kinds::Mix => {
            let mut all: Vec<&'static str> = KINDS[1..].to_vec();
            shuffle(rng, &mut all);
            all.truncate(between(rng, 2, 4));
            all
        }
    };
    // Negative constraints last, so that they see every mark drawn before them.
    let mut kinds = kinds;
    kinds.sort_by_key(|&k| k == "negative");
    let board = if jigsaw {
        jigsaw_board(rng, n)?
    } else {
        Board::new(n).ok()?
    };
    let mut puzzle = Puzzle::new(board.clone());
    // The kinds that gave a rule (disjoint groups need boxes, a line may not be found).
    let mut used = Vec::new();
    for &kind in &kinds {
        let rules = global_rules(kind, rng, &board);
        if !rules.is_empty() {
            used.push(kind);
        }
        for rule in rules {
            puzzle.add_rule(rule).ok()?;
        }
    }
    let grid = random_grid(&puzzle, rng, recipe.budget)?;
    for &kind in kinds.iter().filter(|k| !is_global(k)) {
        let marked: Vec<[Cell; 2]> = puzzle.rules().iter().filter_map(dot_cells).collect();
        let g = Grid {
            board: &board,
            digits: &grid,
        };
        let rules = grid_rules(kind, rng, &g, &marked);
        if !rules.is_empty() && !used.contains(&kind) {
            used.push(kind);
        }
        for rule in rules {
            puzzle.add_rule(rule).ok()?;
        }
    }
    if used.is_empty() && kinds != ["classic"] {
        return None;
    }
    let kinds = if used.is_empty() { kinds } else { used };
    let broken = puzzle.breaks(&grid);
    assert!(
        broken.is_empty(),
        "seed {seed}: the grid breaks a rule the maker drew: {}",
        broken[0]
    );
    dig(&mut puzzle, &grid, rng, recipe.budget)?;
    let mut made = Made::Unique;
    if chance(rng, recipe.defects) {
        made = if chance(rng, 50) {
            several(&mut puzzle, rng)?
        } else {
            no_solution(&mut puzzle, &grid, rng)?
        };
    }
    Some(Output {
        puzzle,
        kinds,
        made,
    })
}

/// The cells of a dot or an XV.
fn dot_cells(rule: &Rule) -> Option<[Cell; 2]> {
    match rule {
        Rule::Difference(d) => Some(d.cells),
        Rule::Ratio(r) => Some(r.cells),
        Rule::Xv(x) => Some(x.cells),
        _ => None,
    }
}

/// A jigsaw board: the standard boxes, then many random swaps of a cell of one region for a
/// cell of a neighbouring one, each kept only when both regions stay in one piece.
fn jigsaw_board(rng: &mut SplitMix64, n: usize) -> Option<Board> {
    let boxes = Board::new(n).ok()?;
    let mut region: Vec<u8> = boxes
        .cells()
        .map(|c| boxes.region_of(c).unwrap_or(0))
        .collect();
    let around = |i: usize| {
        let (r, c) = (i / n, i % n);
        let mut out = Vec::with_capacity(4);
        if r > 0 {
            out.push(i - n);
        }
        if r + 1 < n {
            out.push(i + n);
        }
        if c > 0 {
            out.push(i - 1);
        }
        if c + 1 < n {
            out.push(i + 1);
        }
        out
    };
    let connected = |region: &[u8], which: u8| {
        let cells: Vec<usize> = (0..n * n).filter(|&i| region[i] == which).collect();
        let mut seen = vec![false; n * n];
        let mut stack = vec![cells[0]];
        seen[cells[0]] = true;
        let mut count = 0;
        while let Some(i) = stack.pop() {
            count += 1;
            for j in around(i) {
                if region[j] == which && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        count == cells.len()
    };
    for _ in 0..n * n * 4 {
        let a = below(rng, n * n);
        let neighbours: Vec<usize> = around(a)
            .into_iter()
            .filter(|&b| region[b] != region[a])
            .collect();
        if neighbours.is_empty() {
            continue;
        }
        let (from, to) = (region[a], region[neighbours[below(rng, neighbours.len())]]);
        // `a` moves to region `to`; a cell of `to` beside region `from` moves back.
        region[a] = to;
        let back: Vec<usize> = (0..n * n)
            .filter(|&c| c != a && region[c] == to && around(c).iter().any(|&d| region[d] == from))
            .collect();
        if back.is_empty() {
            region[a] = from;
            continue;
        }
        let c = back[below(rng, back.len())];
        region[c] = from;
        if !(connected(&region, from) && connected(&region, to)) {
            region[a] = from;
            region[c] = to;
        }
    }
    let regions: Vec<Option<u8>> = region.into_iter().map(Some).collect();
    Board::irregular(n, &regions).ok()
}

/// A solution of `puzzle` (its rules, no givens), made random by a few random givens first.
fn random_grid(puzzle: &Puzzle, rng: &mut SplitMix64, budget: u64) -> Option<Vec<u8>> {
    let n = puzzle.size();
    for _ in 0..12 {
        let mut seeded = puzzle.clone();
        let mut order: Vec<usize> = (0..n * n).collect();
        shuffle(rng, &mut order);
        for &i in &order[..n] {
            let cell = Cell::from_index(i, n);
            seeded.set_given(cell, below(rng, n) as u8 + 1).ok()?;
            if !seeded.breaks(seeded.givens()).is_empty() {
                seeded.set_given(cell, 0).ok()?;
            }
        }
        if let Ok(Some(grid)) = Solver::new(&seeded).with_budget(budget).solve_first() {
            return Some(grid);
        }
    }
    None
}

/// Gives digits of `grid` until it is the only solution (each where a second solution
/// differs from it), then takes out each given in a random order whose absence keeps the
/// solution unique: a minimal set of givens.
fn dig(puzzle: &mut Puzzle, grid: &[u8], rng: &mut SplitMix64, budget: u64) -> Option<()> {
    let n = puzzle.size();
    loop {
        let found = Solver::new(puzzle).with_budget(budget).solutions(2).ok()?;
        let other = found.iter().find(|s| s.as_slice() != grid);
        let Some(other) = other else {
            assert!(found.len() == 1, "the maker's grid is not a solution");
            break;
        };
        let differ: Vec<usize> = (0..n * n).filter(|&i| other[i] != grid[i]).collect();
        let i = differ[below(rng, differ.len())];
        puzzle.set_given(Cell::from_index(i, n), grid[i]).ok()?;
    }
    let mut given: Vec<usize> = (0..n * n).filter(|&i| puzzle.givens()[i] != 0).collect();
    shuffle(rng, &mut given);
    for i in given {
        let cell = Cell::from_index(i, n);
        puzzle.set_given(cell, 0).ok()?;
        if Solver::new(puzzle).with_budget(budget).count_solutions(2) != Ok(1) {
            puzzle.set_given(cell, grid[i]).ok()?;
        }
    }
    Some(())
}

/// Takes out one or two givens of a minimal set: two solutions or more.
fn several(puzzle: &mut Puzzle, rng: &mut SplitMix64) -> Option<Made> {
    let n = puzzle.size();
    let mut given: Vec<usize> = (0..n * n).filter(|&i| puzzle.givens()[i] != 0).collect();
    if given.is_empty() {
        return None;
    }
    shuffle(rng, &mut given);
    for &i in &given[..between(rng, 1, 2).min(given.len())] {
        puzzle.set_given(Cell::from_index(i, n), 0).ok()?;
    }
    Some(Made::Several)
}

/// Gives an empty cell a digit the solution does not put there, one that no given in its
/// row, column or region already holds: no solution, and none that a glance shows.
fn no_solution(puzzle: &mut Puzzle, grid: &[u8], rng: &mut SplitMix64) -> Option<Made> {
    let n = puzzle.size();
    let mut empty: Vec<usize> = (0..n * n).filter(|&i| puzzle.givens()[i] == 0).collect();
    shuffle(rng, &mut empty);
    for i in empty {
        let cell = Cell::from_index(i, n);
        let mut digits: Vec<u8> = (1..=n as u8).filter(|&d| d != grid[i]).collect();
        shuffle(rng, &mut digits);
        for d in digits {
            puzzle.set_given(cell, d).ok()?;
            if puzzle.breaks(puzzle.givens()).is_empty() {
                return Some(Made::NoSolution);
            }
        }
        puzzle.set_given(cell, 0).ok()?;
    }
    None
}
