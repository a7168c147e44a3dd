//! The rules of a sudoku game on [shudu], written once for every face: the terminal
//! game (`play/`) and the browser game draw this state and turn keys, clicks and taps into
//! its [`Action`]s. No terminal, no browser, no clock, no thread and no file here.
//!
//! - [`Game`]: the puzzle, its one solution, and the board with clues, the player's digits
//!   and notes on the library's [`Marks`](shudu::Marks); the cursor, digit or notes
//!   [`Mode`], undo and redo, check, staged hints with what to highlight ([`HintView`],
//!   [`Highlight`]), solve, reset, typing or pasting a puzzle of one's own and its
//!   [`verdict`], pause, auto-remove of notes, the [`Clock`], hints, checks and mistakes
//!   ([`Stats`]) and the summary at the end.
//! - [`Choice`] and [`Menu`]: HoDoKu's levels and a range on SE's scale, and the puzzle of a
//!   choice and a seed; [`Origin`]: where a puzzle came from, which is its title.
//! - [`grade`]: a puzzle's HoDoKu level and SE rating ([`PuzzleGrade`]).
//! - [`Game::save`] and [`Game::load`]: the game as plain text.
//! - Every sentence the player reads ([`Game::message`], [`HintView::text`], [`Status`],
//!   [`Game::summary`], the menu's items), so that both faces show the same words.
//!
//! # Time
//!
//! The game never reads a clock. Every call that changes it takes `now`, milliseconds on a
//! clock of the caller's that never goes back (`std::time::Instant` in a terminal,
//! `performance.now()` in a browser); only differences count, and a loaded game starts
//! counting again from the `now` it is loaded at.
//!
//! # Slow work
//!
//! Two calls can take a while and are plain functions, so that a face runs them where it
//! wants (a thread, a Web Worker): [`Choice::generate`] (a second or two for a narrow SE range
//! above 9) and [`grade`] (seconds for the hardest typed puzzles, which need SE's nested
//! chains). [`Game::needs_grade`] says when a grade is wanted; [`Game::set_grade`] takes it.
//!
//! # Binding it
//!
//! Everything in and out is plain data: [`Action`] is an enum of cells, digits, directions and
//! a pasted string; the state comes back as library values (`Grid`, `CellSet`, `MarkSet`,
//! `Candidates`, all `Copy`) and `String`s. A thin binding (wasm-bindgen) keeps a `Game` in
//! an object and forwards calls, converting cells to indices 0 to 80 and sets to arrays.
//!
//! # Examples
//!
//! A game from the menu's first choice, played with hints, saved and loaded:
//!
//! ```
//! use shudu::Symmetry;
//! use shudu_game::{Action, Choice, Game, Menu, Origin, Phase, Prefs, grade};
//!
//! let mut menu = Menu::new(Choice::DEFAULT);
//! menu.up(); // Easy
//! let choice = menu.choose().unwrap();
//! let puzzle = choice.generate(Symmetry::None, 7).unwrap();
//! let origin = Origin::Generated { choice, symmetry: Symmetry::None, seed: 7 };
//! let mut game = Game::generated(&puzzle, origin, Prefs::default(), 0);
//! assert_eq!(game.title(), "seed 7, easy");
//!
//! // The face grades the puzzle wherever slow work goes, and hands the grade back.
//! let wanted = game.needs_grade().unwrap();
//! assert!(game.set_grade(&wanted, grade(&wanted)));
//! assert!(game.status(0).grade.starts_with("Grade: Easy, SE "));
//!
//! // Two hints carried out: three stages each, then applied.
//! for _ in 0..8 {
//!     game.act(Action::Hint, 1_000);
//! }
//! assert_eq!(game.stats().hints, 2);
//!
//! // Saved as text, and loaded a session later with the clock of that session.
//! let text = game.save(30_000);
//! let mut again = Game::load(&text, 5).unwrap();
//! assert_eq!(again.board(), game.board());
//! assert_eq!(again.elapsed(5), 30_000);
//!
//! while again.phase() == Phase::Playing {
//!     again.act(Action::Hint, 60_000);
//! }
//! let summary = again.summary(60_000).unwrap();
//! assert!(summary.starts_with("Solved in 1:29 with "), "{summary}");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

mod choice;
mod clock;
mod explain;
mod game;
mod grade;
pub mod save;
mod state;
pub mod text;
mod variant;
mod verdict;

pub use choice::{Menu, MenuItem, parse_se_range};
pub use clock::Clock;
pub use game::Game;
pub use grade::grade;
pub use state::{
    Action, Choice, Direction, GradeError, Highlight, HintView, LoadError, Message, Mode, Origin,
    ParseChoiceError, Phase, Prefs, PuzzleError, PuzzleGrade, Solutions, Stats, Status, Tone,
};
pub use text::{cell_list, clock};
pub use variant::{SOLVE_BUDGET, TRUE_CANDIDATES_BUDGET, VariantAction, VariantGame};

pub use verdict::{VERDICT_BUDGET, verdict, verdict_within};
