//! shudu (数独): a fast sudoku engine that parses, checks, solves, counts and generates
//! puzzles, without allocating and without `std`.
//!
//! - **Parse** a [`Grid`] from the 81-character line or from the nine-line block people paste
//!   from articles ([`str::parse`], [`Grid::parse_bytes`]). A [`ParseError`] says what is wrong
//!   and where. Cell values (0 to 9) go in and out with [`Grid::from_values`] and
//!   [`Grid::to_values`].
//! - **Print** it: `{}` writes the line, `{:#}` the block with box separators; both parse back.
//! - **Check** it: [`Grid::conflicts`] names the cells that hold the same digit in a row,
//!   column or box.
//! - **Solve** and **count**: a [`Solver`] tells no solution from one from several
//!   ([`Solution`]), counts solutions up to a limit, finds the first one or lists up to N
//!   into a buffer, and reports the guesses it made ([`Stats`]).
//! - **Generate**: a [`Generator`] makes random complete grids and minimal puzzles with exactly
//!   one solution (from its own grids or from one you bring), the same ones for the same
//!   seed, with any of ten clue-pattern [`Symmetry`]s.
//! - **Pencil marks**: [`Marks`] keeps every empty cell's candidates beside the placed digits,
//!   edited by placing and removing, read and written as the 729-character line or the boxed
//!   candidate grid that Sudoku Explainer and HoDoKu print.
//! - **Explain** like a person: an [`Explainer`] finds the next [`Step`] a person would take,
//!   with Sudoku Explainer's (SE) techniques in SE's order or HoDoKu's in HoDoKu's, as data
//!   (technique, pattern cells, houses, digits, chains, placements, eliminations) and as a
//!   sentence a player can check on paper, or as a [`Hint`] that reveals it in stages (the
//!   technique and where to look, the pattern's cells to highlight, the whole step). It
//!   **rates** puzzles on SE's scale: ER, EP and ED ([`Rating`],
//!   with HoDoKu's level beside; [`Explainer::rate_se`] for SE's scale alone, faster).
//! - **Grade** and **generate to order**: [`Explainer::grade`] puts a puzzle on HoDoKu's
//!   named scale ([`Level`]: Easy, Medium, Hard, Unfair, Extreme, with HoDoKu's score), and
//!   a [`Generator`] makes puzzles of a chosen [`level`](Generator::level), SE rating range
//!   ([`er`](Generator::er)) or [`technique`](Generator::technique), within a
//!   [`budget`](Generator::budget) of attempts.
//!
//! # Examples
//!
//! Parse a grid from a line or from a block, and print it in both forms:
//!
//! ```
//! use shudu::Grid;
//!
//! // 81 cells in a row: a digit for a clue, '.' or '0' for an empty cell.
//! let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
//! let grid: Grid = line.parse().unwrap();
//!
//! // Nine rows of nine; spaces, '|', '+' and '-' are separators.
//! let block = "
//! 4 . . | . . . | 8 . 5
//! . 3 . | . . . | . . .
//! . . . | 7 . . | . . .
//! ------+-------+------
//! . 2 . | . . . | . 6 .
//! . . . | . 8 . | 4 . .
//! . . . | . 1 . | . . .
//! ------+-------+------
//! . . . | 6 . 3 | . 7 .
//! 5 . . | 2 . . | . . .
//! 1 . 4 | . . . | . . .
//! ";
//! assert_eq!(block.parse::<Grid>().unwrap(), grid);
//!
//! assert_eq!(grid.to_string(), line); // `{}`: the line
//! assert_eq!(format!("{grid:#}"), block.trim()); // `{:#}`: the block
//! assert_eq!(grid.clue_count(), 17);
//!
//! // A mistake is an error that says what and where, never a panic.
//! let err = "4.....8.5.3.x".parse::<Grid>().unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "unexpected character 'x' at line 1, column 13: \
//!      a cell is a digit 1 to 9, or '.' or '0' for an empty cell"
//! );
//! let err = "4.....8.5.3".parse::<Grid>().unwrap_err();
//! assert_eq!(err.to_string(), "found 11 cells, a grid needs 81: 70 cells are missing");
//! ```
//!
//! Find the cells that break the rules. Parsing checks only the text, so a grid whose clues
//! clash parses, and has no solution:
//!
//! ```
//! use shudu::{Grid, Solution, Solver, HouseKind};
//!
//! // A second 4 in the first column, on row 6.
//! let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......"
//!     .parse()
//!     .unwrap();
//! assert!(!grid.is_valid());
//!
//! let conflicts: Vec<_> = grid.conflicts().collect();
//! assert_eq!(conflicts.len(), 1);
//! assert_eq!(conflicts[0].house.kind(), HouseKind::Column);
//! assert_eq!((conflicts[0].cells.0.row(), conflicts[0].cells.1.row()), (0, 5));
//! assert_eq!(conflicts[0].to_string(), "r1c1 and r6c1 both hold 4 in column 1");
//!
//! assert_eq!(Solver::new().solve(&grid), Solution::None);
//! ```
//!
//! Solve, count and find a first solution:
//!
//! ```
//! use shudu::{Grid, Solution, Solver};
//!
//! let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()
//!     .unwrap();
//! let solver = Solver::new();
//!
//! match solver.solve(&puzzle) {
//!     Solution::Unique(solution) => {
//!         assert!(solution.is_solution_of(&puzzle));
//!         assert_eq!(
//!             solution.to_string(),
//!             "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
//!         );
//!     }
//!     Solution::Multiple(a, b) => panic!("two solutions, {a} and {b}"),
//!     Solution::None => panic!("no solution"),
//! }
//!
//! // When only a unique solution will do:
//! let solution = solver.solve(&puzzle).unique().expect("one solution");
//! assert!(solution.is_solution_of(&puzzle));
//!
//! // Counting stops at the limit: 2 is enough to know a solution is unique.
//! assert_eq!(solver.count_solutions(&puzzle, 2), 1);
//! assert_eq!(solver.count_solutions(&Grid::EMPTY, 1000), 1000);
//!
//! // The fastest question: any solution at all?
//! let first = solver.solve_first(&Grid::EMPTY).unwrap();
//! assert!(first.is_solved());
//!
//! // How much guessing a search needed.
//! let (_, stats) = solver.solve_with_stats(&puzzle);
//! println!("{} guesses", stats.guesses);
//! ```
//!
//! Generate a puzzle from a seed, here with a symmetric pattern of clues:
//!
//! ```
//! use shudu::{Generator, Solution, Solver, Symmetry};
//!
//! let mut generator = Generator::from_seed(2024).symmetry(Symmetry::Central); // same seed, same puzzles
//! let puzzle = generator.generate();
//!
//! println!("{:#}", puzzle.grid());
//! assert!(Symmetry::Central.matches(puzzle.grid()));
//! assert_eq!(Solver::new().solve(puzzle.grid()), Solution::Unique(*puzzle.solution()));
//!
//! // More clues make easier puzzles; a new complete grid, or a puzzle from a grid you bring.
//! let easy = Generator::from_seed(1).target_clues(36).generate();
//! assert_eq!(easy.clue_count(), 36);
//! let grid = generator.new_solved_grid();
//! assert_eq!(generator.puzzle_from(&grid).unwrap().solution(), &grid);
//! ```
//!
//! [`Generator::from_seed`] uses the built-in [`SplitMix64`]; [`Generator::new`] takes any
//! [`rand_core::Rng`] of rand_core 0.10 (`rand` 0.10's generators, `rand_xoshiro` 0.8, ...).
//!
//! Explain: a hint in stages, the whole path with its sentences, and the rating on Sudoku
//! Explainer's scale (ER, the hardest step; EP, the hardest up to the first placement; ED, the
//! first step):
//!
//! ```
//! use shudu::{Explainer, Grid, HintStage, Marks, Technique};
//!
//! let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
//!     .parse()
//!     .unwrap();
//! let explainer = Explainer::new();
//!
//! // The next step as a hint: first where to look, then the cells, then the whole step.
//! let marks = Marks::new(&grid);
//! let step = explainer.next_step(&marks).unwrap();
//! assert_eq!(step.hint(HintStage::Technique).to_string(), "Look for a hidden single in box 1");
//! assert_eq!(
//!     step.hint(HintStage::Cells).to_string(),
//!     "Hidden single: look at r1c6, r2c3, r3c8 and r6c2 for 5"
//! );
//! assert_eq!(
//!     step.to_string(),
//!     "Hidden single: in box 1, only r2c3 can hold 5: the 5s in r1c6, r3c8 and r6c2 see the \
//!      box's other empty cells"
//! );
//! // What to highlight at each stage: the box, then the pattern's cells.
//! assert_eq!(step.hint(HintStage::Technique).cells().len(), 9);
//! assert_eq!(step.hint(HintStage::Cells).cells(), step.pattern_cells());
//!
//! // The whole path, step by step, and the rating it implies.
//! let mut hardest = String::new();
//! let rating = explainer
//!     .walk(&grid, |step| {
//!         if step.technique() == Technique::XYWing && hardest.is_empty() {
//!             hardest = step.to_string();
//!         }
//!     })
//!     .unwrap();
//! assert_eq!((rating.er(), rating.ep(), rating.ed()), (4.2, 1.2, 1.2));
//! assert_eq!(
//!     hardest,
//!     "XY-Wing: the pivot r4c8 {3,4} sees the pincers r5c9 {2,3} and r8c8 {2,4}; whichever of 3 \
//!      and 4 the pivot holds, a pincer holds 2, so no cell that sees both pincers can: remove 2 \
//!      from r6c8 and r8c9"
//! );
//!
//! // HoDoKu's order (naked singles before hidden ones) names its steps as HoDoKu does.
//! let first = Explainer::hodoku().next_step(&marks).unwrap();
//! assert_eq!(first.name(), "Naked Single");
//!
//! // Pencil marks print as the boxed grid SE and HoDoKu use, and parse back.
//! let printed = format!("{marks:#}");
//! assert_eq!(printed.parse::<Marks>().unwrap().to_string(), marks.to_string());
//! ```
//!
//! Ask for a level, and grade any puzzle on HoDoKu's scale:
//!
//! ```
//! use rand_core::SeedableRng;
//! use rand_xoshiro::Xoshiro256PlusPlus;
//! use shudu::{Explainer, Generator, Level};
//!
//! let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(7)).level(Level::Hard);
//! let puzzle = generator.generate();
//! assert!(puzzle.order_met());
//!
//! let grade = Explainer::new().grade(puzzle.grid()).unwrap();
//! assert_eq!(grade.level(), Level::Hard);
//! println!("{grade}"); // such as "Hard, score 1208 (XY-Wing)"
//! ```
//!
//! # Crate features
//!
//! - `std` (default): implies `alloc` and passes `std` on to `thiserror`; that is all it does.
//!   The error types implement [`core::error::Error`], the trait `std` calls
//!   `std::error::Error`, in every build.
//! - `alloc`: conveniences that allocate: [`Solver::all_solutions`] returns the solutions in a
//!   `Vec`, [`Explainer::path`] a puzzle's steps.
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Grid`], as its
//!   81-character line; it needs neither `std` nor `alloc`.
//! - `fpuzzles` (off by default): the formats setters share, for the variant engine:
//!   [`variant::load`] reads f-puzzles JSON, f-puzzles links and SudokuPad links that carry an
//!   f-puzzles payload, and [`variant::to_fpuzzles_json`], [`variant::to_fpuzzles_link`] and
//!   [`variant::to_sudokupad_link`] write a puzzle back. It implies `alloc` and adds serde_json
//!   (without `std`); the classic core never builds either.
//!
//! With `default-features = false` and no features, everything above works: parsing,
//! printing, checking, solving, counting and generating need neither `std` nor `alloc`, and
//! nothing allocates.
//!
//! # How the solver works
//!
//! The [`Solver`] keeps, for every digit and every band of three rows, a 27-bit mask of the
//! cells where that digit can still go. Propagation applies the rules of rows, columns and
//! boxes to those masks through small lookup tables (naked singles, hidden singles in rows
//! and boxes, locked candidates between rows and boxes, and a digit's column claimed by one
//! box) until nothing changes or a contradiction shows. When propagation stalls, the search
//! guesses a candidate of a cell with two candidates in the box with the most unsolved
//! cells, depth first, and copies its small state at each guess instead of undoing. Everything lives on the stack and the depth is bounded
//! by the 81 cells; [`Stats::guesses`] counts the guesses.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod candidates;
mod canonical;
mod cell;
mod cellset;
mod conflict;
mod digit;
mod explain;
mod generator;
mod geometry;
mod grid;
mod house;
mod marks;
mod parse;
mod rng;
#[cfg(feature = "serde")]
mod serde;
mod solver;
mod symmetry;
mod transform;
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub mod variant;

pub use candidates::{Candidates, CandidatesIter};
pub use canonical::Canonical;
pub use cell::{Cell, ParseCellError};
pub use cellset::{CellSet, CellSetIter};
pub use conflict::{Conflict, Conflicts};
pub use digit::{Digit, InvalidDigit};
pub use explain::{
    Als, CHAIN_NODES, Chain, ChainNode, ChainNodes, Explainer, Grade, Hint, HintStage, Level,
    ParseHintStageError, ParseLevelError, ParseTechniqueError, RateError, Rating, STEP_ALSES,
    SeRating, Step, StepKind, Technique,
};
pub use generator::{
    DEFAULT_BUDGET, GenerateError, Generator, NotASolution, ParsePatternError, Pattern,
    PatternError, Puzzle,
};
pub use grid::{Cells, Grid, InvalidCellValue};
pub use house::{House, HouseKind, Unit, UnitKind};
pub use marks::{MarkSet, MarkSetIter, Marks, ParseGridOrMarksError, ParseMarksError};
pub use parse::ParseError;
pub use rng::SplitMix64;
pub use solver::{GaveUp, Paced, Solution, Solver, Stats};
pub use symmetry::{Orbit, OrbitIter, ParseSymmetryError, Symmetry};
pub use transform::Transform;

/// The Rust examples of the README and of the guide's pages (`docs/`), run as doctests so that
/// they keep compiling and passing: a struct per page.
#[cfg(doctest)]
mod readme_and_guide {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/library.md")]
    struct Library;
    #[doc = include_str!("../docs/ratings.md")]
    struct Ratings;
    #[doc = include_str!("../docs/features.md")]
    struct Features;
    #[cfg(feature = "fpuzzles")]
    #[doc = include_str!("../docs/variants.md")]
    struct Variants;
}
