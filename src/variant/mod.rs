//! The variant engine: sudoku on boards from 4x4 to 16x16, with boxes, jigsaw regions or none,
//! and the rules setters use (killer cages, thermometers, arrows, kropki dots, XV, whispers,
//! renban, palindromes, between lines, little killers, sandwiches, diagonals, anti-knight,
//! anti-king, non-consecutive, disjoint groups, extra regions, odd and even, minimum and
//! maximum, quadruples).
//!
//! Candidates are `u16` bitmasks, one per cell. The search propagates to a fixed point (a
//! placed digit leaves its peers; pairs of cells tied by a dot, a thermometer step or a line
//! narrow each other through a table; houses of N cells place hidden singles; the rules that
//! need more, as cages and arrows, run their own propagators), then guesses on the cell with
//! the fewest candidates, each guess on a copy of the state. Counting, first solutions, lists
//! of solutions and true candidates are one search with another visitor, and a [`Solver`]
//! can stop at a budget of guesses ([`GaveUp`](crate::GaveUp)).
//!
//! The engine needs `alloc` (a puzzle's rules are lists of any length); the classic 9x9 solver
//! does not, and shares nothing of its hot loop with this one.
//!
//! # Examples
//!
//! A 6x6 killer: count the solutions, and read the true candidates of a cell.
//!
//! ```
//! use shudu::variant::{Board, Cell, Killer, Puzzle, Rule};
//!
//! let mut puzzle = Puzzle::new(Board::new(6).unwrap());
//! let cage = |cells: &[(u8, u8)], sum| {
//!     Rule::Killer(Killer { cells: cells.iter().map(|&(r, c)| Cell::new(r, c)).collect(), sum: Some(sum) })
//! };
//! puzzle.add_rule(cage(&[(0, 0), (0, 1)], 3)).unwrap();
//! puzzle.add_rule(cage(&[(5, 4), (5, 5)], 11)).unwrap();
//! let candidates = puzzle.true_candidates().unwrap();
//! assert_eq!(candidates.get(Cell::new(0, 0)).to_string(), "{1,2}");
//! assert_eq!(candidates.get(Cell::new(5, 5)).to_string(), "{5,6}");
//! assert!(puzzle.count_solutions(2) == 2);
//! ```

mod board;
mod cell;
mod digits;
#[cfg(feature = "fpuzzles")]
mod fpuzzles;
mod model;
#[cfg(test)]
mod naive;
mod puzzle;
mod rule;
mod rules;
mod search;
mod sums;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardError, MAX_SIZE, MIN_SIZE, standard_boxes};
pub use cell::{Cell, CellError};
pub use digits::{Digits, Iter as DigitsIter};
#[cfg(feature = "fpuzzles")]
#[cfg_attr(docsrs, doc(cfg(feature = "fpuzzles")))]
pub use fpuzzles::{
    LoadError, fpuzzles_json, fpuzzles_key, load, to_fpuzzles_json, to_fpuzzles_link,
    to_sudokupad_link,
};
pub use puzzle::{GivenError, Puzzle, Solution, Solver, TrueCandidates};
pub use rule::{Break, Rule, RuleError};
pub use rules::{
    Arrow, Between, Diagonal, Difference, Direction, ExtraRegion, Killer, LittleKiller, Negative,
    Palindrome, Quadruple, Ratio, Renban, Sandwich, Side, Thermometer, Whispers, Xv,
};
