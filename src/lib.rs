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
mod digit;
mod generator;
mod grid;
mod parse;
mod rng;
mod solver;
mod symmetry;

pub use candidates::Candidates;
pub use cell::Cell;
pub use digit::Digit;
pub use generator::{Generator, Puzzle};
pub use grid::Grid;
pub use parse::ParseError;
pub use solver::{Solution, Solver, Stats};
pub use symmetry::{Orbit, ParseSymmetryError, Symmetry};
