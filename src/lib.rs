//! shudu (数独): parse, check, solve, count and generate sudoku puzzles.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod candidates;
mod cell;
mod conflict;
mod digit;
mod generator;
mod grid;
mod parse;
mod rng;
mod solver;
mod symmetry;
mod unit;

pub use candidates::{Candidates, CandidatesIter};
pub use cell::Cell;
pub use conflict::{Conflict, Conflicts};
pub use digit::{Digit, InvalidDigit};
pub use generator::{Generator, Puzzle};
pub use grid::{Cells, Grid, InvalidCellValue};
pub use parse::ParseError;
pub use solver::{Solution, Solver, Stats};
pub use symmetry::{Orbit, ParseSymmetryError, Symmetry};
pub use unit::{Unit, UnitKind};
