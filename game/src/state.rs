//! The game's plain state types: what a player does ([`Action`]), what the game is in
//! ([`Mode`], [`Phase`], [`Prefs`], [`Stats`]), what a face draws ([`Message`], [`HintView`],
//! [`Highlight`], [`Status`]), where a puzzle comes from ([`Choice`], [`Origin`]), its grade
//! ([`PuzzleGrade`]) and the errors a player can meet. Plain data, in no other file's keeping:
//! the words they show are in `text.rs` (their `Display`), the rules that change them in
//! `game.rs` and the files beside it.

use shudu::{Cell, CellSet, Conflict, Digit, Level, MarkSet, Symmetry, Technique};

/// A move of the cursor; it wraps around the edges.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Direction, Game, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Move(Direction::Left), 0); // wraps to the other edge
/// assert_eq!(game.cursor().to_string(), "r1c9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// Where a digit goes: into the cell, or into its notes.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Mode, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::ToggleMode, 0);
/// assert_eq!(game.mode(), Mode::Notes);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Digits are placed.
    Digits,
    /// Digits toggle the cell's notes.
    Notes,
}

/// What the game is doing.
///
/// # Examples
///
/// ```
/// use shudu_game::{Game, Phase, Prefs};
///
/// assert_eq!(Game::entering(Prefs::default()).phase(), Phase::Entering);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player types the clues of a puzzle of their own; [`Action::FinishEntry`] starts it.
    Entering,
    /// A puzzle is being solved.
    Playing,
    /// The grid is complete and right.
    Done {
        /// Whether the player filled it (hints count as the player's), not
        /// [`Action::Solve`].
        by_player: bool,
    },
}

/// How a message reads.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Origin, Prefs, Tone};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Check, 0);
/// assert_eq!(game.message().unwrap().tone, Tone::Good);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// Information.
    Info,
    /// Good news: correct so far, solved.
    Good,
    /// Something is wrong or not allowed.
    Bad,
}

/// A sentence for the player about what the last action did.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Origin, Prefs, Tone};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Redo, 0);
/// let message = game.message().unwrap();
/// assert_eq!((message.tone, message.text.as_str()), (Tone::Bad, "Nothing to redo."));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// How it reads.
    pub tone: Tone,
    /// The words.
    pub text: String,
}

/// The player's preferences, kept from game to game (and in the save).
///
/// # Examples
///
/// ```
/// use shudu_game::Prefs;
///
/// let prefs = Prefs::default();
/// assert!(prefs.auto_remove);
/// assert!(!prefs.grade_at_end);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prefs {
    /// Placing a digit removes it from the notes of the cell's row, column and box, and a
    /// note that a placed digit rules out cannot be written.
    pub auto_remove: bool,
    /// Keep the puzzle's grade a surprise until it is solved.
    pub grade_at_end: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            auto_remove: true,
            grade_at_end: false,
        }
    }
}

/// What the player has asked for so far: the end-of-game summary counts them.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Origin, Prefs, Stats};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Hint, 0);
/// game.act(Action::Hint, 0); // the same hint, a stage further
/// assert_eq!(game.stats(), Stats { hints: 1, checks: 0, mistakes: 0 });
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    /// Hints started (each hint once, however many stages it showed).
    pub hints: u32,
    /// Checks against the solution.
    pub checks: u32,
    /// Digits the player placed that differ from the solution.
    pub mistakes: u32,
}

/// Something the player does. Faces turn keys, clicks and taps into actions.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, Grid};
/// use shudu_game::{Action, Game, Mode, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// let r1c1 = Cell::from_row_col(0, 0).unwrap();
/// game.act(Action::Select(r1c1), 0);
/// game.act(Action::ToggleMode, 0);
/// assert_eq!(game.mode(), Mode::Notes);
/// game.act(Action::Digit(Digit::new(4).unwrap()), 100);
/// assert_eq!(game.notes(r1c1).to_string(), "{4}");
/// game.act(Action::Undo, 200);
/// assert!(game.notes(r1c1).is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Moves the cursor one cell.
    Move(Direction),
    /// Puts the cursor on a cell (a click or a tap).
    Select(Cell),
    /// A digit: placed at the cursor, or toggled in its notes in [`Mode::Notes`]; while typing
    /// a puzzle, a clue, and the cursor moves on to the next cell.
    Digit(Digit),
    /// An empty cell typed (`0` or `.`): while typing a puzzle, clears the cell and moves on,
    /// as a typed line does; while playing, erases as [`Action::Erase`] does.
    Blank,
    /// Backspace: while typing a puzzle, moves back one cell and clears it; while playing,
    /// erases as [`Action::Erase`] does.
    Back,
    /// Erases the digit at the cursor, or its notes when it holds no digit.
    Erase,
    /// Switches between placing digits and writing notes.
    ToggleMode,
    /// Notes in every empty cell the digits that its row, column and box leave.
    FillNotes,
    /// Takes back the last change.
    Undo,
    /// Makes again the last change taken back.
    Redo,
    /// A hint: a wrong digit or note first, then the next step in stages (where to look, the
    /// cells, the whole step), then carries it out.
    Hint,
    /// Marks the digits that differ from the solution, and counts what is left.
    Check,
    /// Fills in the solution.
    Solve,
    /// Back to the clues alone (while typing a puzzle, an empty board).
    Reset,
    /// Pauses (the clock stops and faces hide the board) or goes on.
    TogglePause,
    /// Turns auto-remove of notes on or off (see [`Prefs::auto_remove`]).
    ToggleAutoRemove,
    /// Shows the grade now or only once the puzzle is solved (see [`Prefs::grade_at_end`]).
    ToggleGradeAtEnd,
    /// While typing a puzzle: checks it and starts it when it has exactly one solution.
    FinishEntry,
    /// Pasted text: while typing a puzzle, a whole grid (81 cells as a line or a block), or
    /// digits, `.` and `0` typed from the cursor on.
    Paste(String),
}

/// A hint in progress, as a face shows it.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Hint, 0);
/// let hint = game.hint().unwrap();
/// assert_eq!(hint.title, "Hint 1 of 3");
/// assert!(hint.text.ends_with("Another hint shows the cells."));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintView {
    /// Its heading, such as `Hint 2 of 3`.
    pub title: String,
    /// What it says, ending with what another hint does.
    pub text: String,
    /// What to highlight on the board.
    pub highlight: Highlight,
}

/// The lines of state a face shows beside the board, each a short phrase.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Game, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// let status = game.status(0);
/// assert_eq!(status.title, "given puzzle");
/// assert_eq!(status.counts, "Hints 0, checks 0, mistakes 0");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Where the puzzle came from: `seed 7, medium`.
    pub title: String,
    /// `Time 1:23`, or `Time 1:23 (paused)`.
    pub time: String,
    /// The cell under the cursor: `r1c5: your 2`, `r1c5: notes 1 3 9`.
    pub cell: String,
    /// `Mode: digits` or `Mode: notes` (`Typing clues` while typing a puzzle).
    pub mode: String,
    /// `46 cells to fill`, or `Clues typed: 12`.
    pub progress: String,
    /// `Hints 2, checks 1, mistakes 0`.
    pub counts: String,
    /// The grade, or why it is not shown: `Hard, SE 4.2`, `Grade: after you solve it`.
    pub grade: String,
    /// `Auto-remove notes: on`.
    pub auto_remove: String,
}

/// What a face highlights on the board for a hint, as plain data: all of it is empty for what
/// the stage does not show yet.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Grid};
/// use shudu_game::{Action, Game, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Hint, 0); // where to look
/// game.act(Action::Hint, 0); // the cells
/// let hint = game.hint().unwrap();
/// assert!(!hint.highlight.cells.is_empty());
/// // A single: the cell and the digit it takes, shown at the last stage.
/// assert!(hint.highlight.placements.is_empty());
/// game.act(Action::Hint, 0);
/// assert_eq!(game.hint().unwrap().highlight.placements.len(), 1);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Where to look: the houses the first stage names (or the cell it looks around).
    pub area: CellSet,
    /// The cells of the pattern, from the second stage on.
    pub cells: CellSet,
    /// The candidates of the pattern in those cells, from the second stage on.
    pub candidates: MarkSet,
    /// The candidates the step removes, at the last stage.
    pub removals: MarkSet,
    /// The digits the step places, at the last stage.
    pub placements: MarkSet,
}

/// How hard a new puzzle is.
///
/// `Display` writes the name the game shows and the save file keeps (`medium`,
/// `SE 4.0-6.0`, `32 clues`); `FromStr` reads it back.
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Level, Symmetry};
/// use shudu_game::Choice;
///
/// let choice: Choice = "hard".parse().unwrap();
/// assert_eq!(choice, Choice::Level(Level::Hard));
/// let puzzle = choice.generate(Symmetry::None, 7).unwrap();
/// assert_eq!(Explainer::new().grade(puzzle.grid()).unwrap().level(), Level::Hard);
///
/// let se: Choice = "SE 4.0-6.0".parse().unwrap();
/// assert_eq!(se, Choice::Se { min: 40, max: 60 });
/// assert_eq!(se.to_string(), "SE 4.0-6.0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// One of HoDoKu's levels, generated to order.
    Level(Level),
    /// Sudoku Explainer's rating (ER) between `min` and `max`, in tenths (`40` for 4.0).
    Se {
        /// The lowest rating, in tenths.
        min: u8,
        /// The highest rating, in tenths.
        max: u8,
    },
    /// A number of clues (17 to 81), whatever the techniques it needs.
    Clues(u8),
}

impl Choice {
    /// The level of a new game when none is chosen.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    /// use shudu_game::Choice;
    ///
    /// assert_eq!(Choice::DEFAULT, Choice::Level(Level::Medium));
    /// ```
    pub const DEFAULT: Choice = Choice::Level(Level::Medium);

    /// The lowest and highest SE ratings a range may ask for, in tenths.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, parse_se_range};
    ///
    /// assert_eq!(Choice::SE_LIMITS, (10, 120));
    /// assert!(parse_se_range("12.1").is_err());
    /// ```
    pub const SE_LIMITS: (u8, u8) = (10, 120);
}

/// Why a [`Choice`] could not be read, as the sentence the player reads.
///
/// # Examples
///
/// ```
/// use shudu_game::Choice;
///
/// let err = "SE 6-4".parse::<Choice>().unwrap_err();
/// assert_eq!(err.to_string(), "The range 6-4 ends below its start: write the lower rating first, as in 4.0-6.0.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseChoiceError(pub(crate) String);

/// Where the puzzle being played came from.
///
/// `Display` writes the title the game shows: `seed 7, medium`, `seed 7, SE 4.0-6.0,
/// central`, `given puzzle`, `your puzzle`.
///
/// # Examples
///
/// ```
/// use shudu::{Level, Symmetry};
/// use shudu_game::{Choice, Origin};
///
/// let origin = Origin::Generated {
///     choice: Choice::Level(Level::Medium),
///     symmetry: Symmetry::Central,
///     seed: 7,
/// };
/// assert_eq!(origin.to_string(), "seed 7, medium, central");
/// assert_eq!(Origin::Typed.to_string(), "your puzzle");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Made by the generator.
    Generated {
        /// The difficulty asked for.
        choice: Choice,
        /// The symmetry of the clue pattern.
        symmetry: Symmetry,
        /// The seed; the next puzzle takes the next one.
        seed: u64,
    },
    /// Given to the game (a command line, a link).
    Given,
    /// Typed in by the player.
    Typed,
}

/// A puzzle's grade on both scales.
///
/// `Display` writes the long form: `Hard (HoDoKu score 1208, hardest XY-Wing), SE 4.2`;
/// [`PuzzleGrade::short`] the short one, `Hard, SE 4.2`.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, Level};
/// use shudu_game::grade;
///
/// let puzzle: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
///     .parse()
///     .unwrap();
/// let grade = grade(&puzzle).unwrap();
/// assert!(grade.level >= Level::Hard);
/// assert_eq!(grade.er, 42);
/// assert!(grade.to_string().ends_with("SE 4.2"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PuzzleGrade {
    /// HoDoKu's level.
    pub level: Level,
    /// HoDoKu's score (the sum of its steps' scores).
    pub score: u32,
    /// The hardest technique on HoDoKu's path.
    pub hardest: Technique,
    /// SE's rating (ER), in tenths: the hardest step on SE's path.
    pub er: u8,
    /// SE's EP, in tenths: the hardest step before the first placement.
    pub ep: u8,
    /// SE's ED, in tenths: the hardest step before the first elimination or placement.
    pub ed: u8,
}

/// Why a puzzle has no grade: the library's reason, as a sentence.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::grade;
///
/// let err = grade(&Grid::EMPTY).unwrap_err();
/// assert!(err.to_string().contains("solution"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct GradeError(String);

impl GradeError {
    /// The error of another instance of the game, by its message: a face that grades in
    /// another process (a browser grades in a Web Worker, a memory of its own) hands the
    /// error back to [`Game::set_grade`](crate::Game::set_grade) as the words it got.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{GradeError, grade};
    ///
    /// let err = grade(&Grid::EMPTY).unwrap_err();
    /// assert_eq!(GradeError::new(err.to_string()), err);
    /// ```
    #[must_use]
    pub fn new(message: impl Into<String>) -> GradeError {
        GradeError(message.into())
    }
}

/// Why a grid cannot be played: no solution (with the clues that clash, if any), several, or
/// more work to decide than the budget allows.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{PuzzleError, verdict};
///
/// assert_eq!(verdict(&Grid::EMPTY), Err(PuzzleError::Several));
/// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
/// let err = verdict(&clash).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "This puzzle has no solution: r1c1 and r1c2 both hold 5 in row 1."
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No grid completes it; `clashes` are the pairs of clues that hold the same digit in a
    /// house (empty when the clues only clash further on).
    NoSolution {
        /// The clashing pairs, one per pair of cells.
        clashes: Vec<Conflict>,
    },
    /// More than one grid completes it.
    Several,
    /// The search gave up after `guesses` guesses, its budget, without deciding: a grid
    /// built to stall the search, never a real puzzle with the default budget.
    GaveUp {
        /// The guesses made.
        guesses: u64,
    },
}

impl PuzzleError {
    /// The cells of the clashing clues.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::verdict;
    ///
    /// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// assert_eq!(verdict(&clash).unwrap_err().clashing_cells().len(), 2);
    /// ```
    #[must_use]
    pub fn clashing_cells(&self) -> shudu::CellSet {
        match self {
            PuzzleError::NoSolution { clashes } => cells_of(clashes),
            PuzzleError::Several | PuzzleError::GaveUp { .. } => shudu::CellSet::EMPTY,
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Why a save could not be read: what is wrong, and on which line.
///
/// # Examples
///
/// ```
/// use shudu_game::{Game, LoadError};
///
/// let err = Game::load("hello", 0).unwrap_err();
/// assert_eq!(err.to_string(), "not a saved game: its first line is \"hello\", not \"shudu game 1\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LoadError {
    /// The first line is not the format's.
    NotASave(String),
    /// A line that cannot be read.
    Line {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        what: String,
    },
    /// A line the save needs is not there.
    Missing(&'static str),
    /// The lines do not fit together (a board that is not the puzzle's, say).
    Inconsistent(String),
}

impl std::error::Error for LoadError {}

/// A pair of cells in two houses at once (a row and a box) clashes once, not twice: the
/// conflicts of `conflicts` with each pair of cells once, in the first house found.
pub(crate) fn distinct_pairs(conflicts: impl IntoIterator<Item = Conflict>) -> Vec<Conflict> {
    let mut pairs: Vec<Conflict> = Vec::new();
    for conflict in conflicts {
        if !pairs.iter().any(|p| p.cells == conflict.cells) {
            pairs.push(conflict);
        }
    }
    pairs
}

/// The cells of `conflicts`.
pub(crate) fn cells_of(conflicts: &[Conflict]) -> CellSet {
    let mut cells = CellSet::EMPTY;
    for conflict in conflicts {
        cells.insert(conflict.cells.0);
        cells.insert(conflict.cells.1);
    }
    cells
}

/// What the engine found when the puzzle opened: check compares the digits with the solution
/// only when there is exactly one.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Puzzle};
/// use shudu_game::{Solutions, VariantGame};
///
/// let game = VariantGame::new(Puzzle::new(Board::new(4).unwrap()), 0);
/// assert_eq!(game.solutions(), Solutions::Several);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solutions {
    /// No solution: check finds broken rules only.
    None,
    /// Exactly one, which check compares the digits with.
    One,
    /// More than one: check finds broken rules only.
    Several,
    /// The engine gave up within [`SOLVE_BUDGET`](crate::SOLVE_BUDGET): check finds broken rules only.
    Unknown,
}
