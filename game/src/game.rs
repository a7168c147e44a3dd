//! [`Game`]: one puzzle being played, or typed in. Every change a player makes is an
//! [`Action`] given to [`Game::act`] with the caller's time; everything a face draws is read
//! back from the game, words included.

use crate::clock::Clock;
use crate::explain;
use crate::state::{
    Action, Direction, GradeError, Highlight, HintView, Message, Mode, Origin, Phase, Prefs,
    PuzzleError, PuzzleGrade, Stats, Status, Tone, cells_of, distinct_pairs,
};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, CellSet, Digit, Grid, HintStage, MarkSet, Marks, Puzzle, Step};

/// The state of one cell: a digit (clue or entry) or notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum CellState {
    Digit(Digit),
    Notes(Candidates),
}

/// One change, as undo and redo see it: the cells it changed, before and after, what it was
/// (for the message), and the phase before and after (a change can finish the puzzle).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Change {
    cells: Vec<(Cell, CellState, CellState)>,
    what: String,
    phase: (Phase, Phase),
}

/// A hint in progress.
// A game holds one hint at a time: the size of a step costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum HintState {
    /// A digit that differs from the solution; the next hint erases it.
    WrongEntry(Cell),
    /// Notes that leave out the cell's digit; the next hint gives it back.
    WrongNotes(Cell, Digit),
    /// A step shown up to a stage; after the whole step, the next hint carries it out.
    Step(Step, HintStage),
    /// No technique applies: the solution's digit in a cell; the next hint places it.
    Reveal(Cell, Digit),
}

/// Who carried out a change, for the phase it ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum By {
    Player,
    Computer,
}

/// A game: the puzzle and its one solution, the board with the clues, the player's digits and
/// notes on the library's [`Marks`], the cursor, undo and redo, the hint in progress, the
/// clock, the counts, and the last message.
///
/// Every change is an [`Action`] given to [`Game::act`] with `now`, the caller's clock in
/// milliseconds (see [`Clock`]); the game reads no clock, spawns no thread and touches no
/// file. [`Game::save`] writes it as text and [`Game::load`] reads it back.
///
/// # Examples
///
/// A hint in three stages, then carried out:
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{Action, Game, Origin, Phase, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Hint, 1_000);
/// let hint = game.hint().unwrap();
/// assert_eq!(hint.title, "Hint 1 of 3");
/// assert!(hint.text.starts_with("Look for a"));
/// game.act(Action::Hint, 2_000);
/// game.act(Action::Hint, 3_000);
/// game.act(Action::Hint, 4_000); // carried out
/// assert!(game.hint().is_none());
/// assert!(game.message().unwrap().text.starts_with("Applied: "));
/// assert_eq!(game.stats().hints, 1);
///
/// // Hints alone solve it.
/// while game.phase() == Phase::Playing {
///     game.act(Action::Hint, 5_000);
/// }
/// assert_eq!(game.phase(), Phase::Done { by_player: true });
/// assert_eq!(game.elapsed(9_000), 5_000);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) puzzle: Grid,
    pub(crate) solution: Grid,
    pub(crate) marks: Marks,
    pub(crate) cursor: Cell,
    pub(crate) mode: Mode,
    pub(crate) phase: Phase,
    pub(crate) paused: bool,
    pub(crate) prefs: Prefs,
    pub(crate) stats: Stats,
    pub(crate) origin: Origin,
    pub(crate) clock: Clock,
    grade: Option<Result<PuzzleGrade, GradeError>>,
    undo: Vec<Change>,
    redo: Vec<Change>,
    hint: Option<HintState>,
    /// The wrong digits the last check found, shown while their cells still hold them.
    pub(crate) checked: MarkSet,
    message: Option<Message>,
}

/// Marks with the digits of `grid` placed and no notes.
pub(crate) fn bare_marks(grid: &Grid) -> Marks {
    Marks::from_candidates(grid, |_| Candidates::EMPTY)
}

/// Places `digit` in `cell`; with `auto_remove`, the digit leaves the notes of the cell's
/// peers (what [`Marks::place`] does), else their notes stay as they were.
fn place(marks: &mut Marks, cell: Cell, digit: Digit, auto_remove: bool) {
    if auto_remove {
        marks.place(cell, digit);
        return;
    }
    let peers = cell.peers();
    let saved = peers.map(|peer| marks.candidates(peer));
    marks.place(cell, digit);
    for (&peer, notes) in peers.iter().zip(saved) {
        marks.set_candidates(peer, notes);
    }
}

fn state_of(marks: &Marks, cell: Cell) -> CellState {
    match marks.grid().get(cell) {
        Some(digit) => CellState::Digit(digit),
        None => CellState::Notes(marks.candidates(cell)),
    }
}

/// Gives `cell` exactly `state`, touching no other cell.
fn set_state(marks: &mut Marks, cell: Cell, state: CellState) {
    match state {
        CellState::Digit(digit) => {
            if marks.grid().get(cell) != Some(digit) {
                place(marks, cell, digit, false);
            }
        }
        CellState::Notes(notes) => {
            marks.unplace(cell);
            marks.set_candidates(cell, notes);
        }
    }
}

impl Game {
    /// A game of `puzzle`, which must have exactly one solution, started at `now`.
    ///
    /// # Errors
    ///
    /// [`PuzzleError`] when the puzzle has no solution or several.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Game, Origin, Prefs, PuzzleError};
    ///
    /// let err = Game::new(Grid::EMPTY, Origin::Given, Prefs::default(), 0).unwrap_err();
    /// assert_eq!(err, PuzzleError::Several);
    /// ```
    pub fn new(puzzle: Grid, origin: Origin, prefs: Prefs, now: u64) -> Result<Game, PuzzleError> {
        let solution = verdict(&puzzle)?;
        Ok(Game::with_solution(puzzle, solution, origin, prefs, now))
    }

    /// A game of a generated puzzle, whose solution the generator already knows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Level, Symmetry};
    /// use shudu_game::{Choice, Game, Origin, Prefs};
    ///
    /// let choice = Choice::Level(Level::Easy);
    /// let puzzle = choice.generate(Symmetry::None, 7).unwrap();
    /// let origin = Origin::Generated { choice, symmetry: Symmetry::None, seed: 7 };
    /// let game = Game::generated(&puzzle, origin, Prefs::default(), 0);
    /// assert_eq!(game.title(), "seed 7, easy");
    /// ```
    #[must_use]
    pub fn generated(puzzle: &Puzzle, origin: Origin, prefs: Prefs, now: u64) -> Game {
        Game::with_solution(*puzzle.grid(), *puzzle.solution(), origin, prefs, now)
    }

    pub(crate) fn with_solution(
        puzzle: Grid,
        solution: Grid,
        origin: Origin,
        prefs: Prefs,
        now: u64,
    ) -> Game {
        let mut clock = Clock::stopped(0);
        clock.start(now);
        let mut game = Game {
            puzzle,
            solution,
            marks: bare_marks(&puzzle),
            cursor: Cell::ALL[0],
            mode: Mode::Digits,
            phase: Phase::Playing,
            paused: false,
            prefs,
            stats: Stats::default(),
            origin,
            clock,
            grade: None,
            undo: Vec::new(),
            redo: Vec::new(),
            hint: None,
            checked: MarkSet::EMPTY,
            message: None,
        };
        game.say(Tone::Info, text::started(&game.origin, puzzle.clue_count()));
        game
    }

    /// An empty board on which the player types the clues of a puzzle of their own.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Digit, Grid};
    /// use shudu_game::{Action, Game, Phase, Prefs};
    ///
    /// let mut game = Game::entering(Prefs::default());
    /// assert_eq!(game.phase(), Phase::Entering);
    /// let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// game.act(Action::Paste(line.to_string()), 0);
    /// game.act(Action::FinishEntry, 0);
    /// assert_eq!(game.phase(), Phase::Playing);
    /// assert_eq!(game.puzzle().to_string(), line);
    /// ```
    #[must_use]
    pub fn entering(prefs: Prefs) -> Game {
        let mut game = Game::with_solution(Grid::EMPTY, Grid::EMPTY, Origin::Typed, prefs, 0);
        game.phase = Phase::Entering;
        game.clock = Clock::stopped(0);
        game.say(Tone::Info, text::ENTERING);
        game
    }

    // --- what a face reads ------------------------------------------------------------------

    /// The clues (empty while typing a puzzle).
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
    /// assert_eq!(game.puzzle(), &puzzle);
    /// ```
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The one solution (empty while typing a puzzle).
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
    /// assert!(game.solution().is_solution_of(&puzzle));
    /// ```
    #[must_use]
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The clues and the player's digits.
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
    /// assert_eq!(game.board(), &puzzle); // no digit placed yet
    /// ```
    #[must_use]
    pub fn board(&self) -> &Grid {
        self.marks.grid()
    }

    /// The board and the player's notes, as the library's pencil marks: a cell's candidates
    /// are the player's notes.
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
    /// assert_eq!(game.marks().grid(), game.board());
    /// ```
    #[must_use]
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The player's notes in `cell` (none where a digit is).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Prefs};
    /// use shudu::Cell;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// let r1c1 = Cell::from_row_col(0, 0).unwrap();
    /// game.act(Action::FillNotes, 0);
    /// assert_eq!(game.notes(r1c1), puzzle.candidates(r1c1));
    /// ```
    #[must_use]
    pub fn notes(&self, cell: Cell) -> Candidates {
        self.marks.candidates(cell)
    }

    /// Whether `cell` holds a clue, which the player cannot change.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Game, Origin, Prefs};
    /// use shudu::Cell;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// assert!(game.is_clue(Cell::from_row_col(0, 2).unwrap()));
    /// assert!(!game.is_clue(Cell::from_row_col(0, 0).unwrap()));
    /// ```
    #[must_use]
    pub fn is_clue(&self, cell: Cell) -> bool {
        self.phase != Phase::Entering && self.puzzle.get(cell).is_some()
    }

    /// The cell under the cursor.
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
    /// game.act(Action::Move(Direction::Down), 0);
    /// assert_eq!(game.cursor().to_string(), "r2c1");
    /// ```
    #[must_use]
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Where digits go.
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
    /// assert_eq!(game.mode(), Mode::Digits);
    /// game.act(Action::ToggleMode, 0);
    /// assert_eq!(game.mode(), Mode::Notes);
    /// ```
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// What the game is doing.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Phase, Prefs};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// assert_eq!(game.phase(), Phase::Playing);
    /// game.act(Action::Solve, 0);
    /// assert_eq!(game.phase(), Phase::Done { by_player: false });
    /// ```
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game is paused: the clock is stopped and faces hide the board.
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
    /// game.act(Action::TogglePause, 5_000);
    /// assert!(game.is_paused());
    /// assert_eq!(game.elapsed(60_000), 5_000);
    /// ```
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The player's preferences.
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
    /// game.act(Action::ToggleAutoRemove, 0);
    /// assert!(!game.prefs().auto_remove);
    /// ```
    #[must_use]
    pub fn prefs(&self) -> Prefs {
        self.prefs
    }

    /// Hints, checks and mistakes so far.
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
    /// game.act(Action::Check, 0);
    /// assert_eq!(game.stats().checks, 1);
    /// ```
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Where the puzzle came from.
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
    /// assert_eq!(game.origin(), Origin::Given);
    /// ```
    #[must_use]
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// The title a face shows: where the puzzle came from (`seed 7, medium`).
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
    /// assert_eq!(game.title(), "given puzzle");
    /// ```
    #[must_use]
    pub fn title(&self) -> String {
        self.origin.to_string()
    }

    /// The time played up to `now`, in milliseconds: stopped while paused, while typing a
    /// puzzle and once it is solved.
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
    /// assert_eq!(game.elapsed(90_000), 90_000); // started at 0
    /// ```
    #[must_use]
    pub fn elapsed(&self, now: u64) -> u64 {
        self.clock.read(now)
    }

    /// The puzzle's grade once [`set_grade`](Game::set_grade) has given it.
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
    /// assert!(game.grade().is_none());
    /// let wanted = game.needs_grade().unwrap();
    /// game.set_grade(&wanted, shudu_game::grade(&wanted));
    /// assert_eq!(game.grade().unwrap().level, shudu::Level::Easy);
    /// ```
    #[must_use]
    pub fn grade(&self) -> Option<&PuzzleGrade> {
        self.grade.as_ref().and_then(|g| g.as_ref().ok())
    }

    /// The puzzle to grade, while the game has no grade for it: a face grades it away from its
    /// event loop with [`grade`](crate::grade()) and hands the result to
    /// [`set_grade`](Game::set_grade).
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
    /// assert_eq!(game.needs_grade(), Some(puzzle));
    /// game.set_grade(&puzzle, shudu_game::grade(&puzzle));
    /// assert_eq!(game.needs_grade(), None);
    /// ```
    #[must_use]
    pub fn needs_grade(&self) -> Option<Grid> {
        (self.phase != Phase::Entering && self.grade.is_none()).then_some(self.puzzle)
    }

    /// Gives the game the grade of `puzzle` (or why it has none). A grade for another puzzle
    /// than the one being played (the player moved on meanwhile) is ignored: returns whether
    /// it was taken.
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
    /// // A grade that arrives for another puzzle is not this game's.
    /// assert!(!game.set_grade(&Grid::EMPTY, shudu_game::grade(&puzzle)));
    /// assert!(game.set_grade(&puzzle, shudu_game::grade(&puzzle)));
    /// ```
    pub fn set_grade(&mut self, puzzle: &Grid, grade: Result<PuzzleGrade, GradeError>) -> bool {
        if self.phase == Phase::Entering || *puzzle != self.puzzle {
            return false;
        }
        self.grade = Some(grade);
        true
    }

    /// The last message, if any.
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
    /// assert!(game.message().unwrap().text.ends_with("Good luck!"));
    /// game.act(Action::Undo, 0);
    /// assert_eq!(game.message().unwrap().text, "Nothing to undo.");
    /// ```
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The hint in progress, if any.
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
    /// assert!(game.hint().is_none());
    /// game.act(Action::Hint, 0);
    /// assert_eq!(game.hint().unwrap().title, "Hint 1 of 3");
    /// ```
    #[must_use]
    pub fn hint(&self) -> Option<HintView> {
        let hint = self.hint?;
        let (title, text, highlight) = match hint {
            HintState::WrongEntry(cell) => {
                let digit = self.board().get(cell);
                (
                    text::hint_title(None),
                    text::hint_wrong_entry(cell, digit),
                    Highlight {
                        cells: CellSet::single(cell),
                        ..Highlight::default()
                    },
                )
            }
            HintState::WrongNotes(cell, _) => (
                text::hint_title(None),
                text::hint_wrong_notes(cell),
                Highlight {
                    cells: CellSet::single(cell),
                    ..Highlight::default()
                },
            ),
            HintState::Reveal(cell, digit) => {
                let mut placements = MarkSet::EMPTY;
                placements.insert(cell, digit);
                (
                    text::hint_title(None),
                    text::hint_reveal(cell, digit),
                    Highlight {
                        cells: CellSet::single(cell),
                        placements,
                        ..Highlight::default()
                    },
                )
            }
            HintState::Step(step, stage) => {
                let (n, of) = explain::stage_number(stage);
                (
                    text::hint_title(Some((n, of))),
                    text::hint_stage(
                        &explain::stage_text(&step, stage),
                        explain::next_stage(stage).map(explain::stage_number),
                    ),
                    explain::highlight(&step, stage),
                )
            }
        };
        Some(HintView {
            title,
            text,
            highlight,
        })
    }

    /// The cells whose digit another cell of a row, column or box holds too: they follow the
    /// board, so they go as soon as the clash does.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Prefs};
    /// use shudu::Digit;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// // r1c3 holds the clue 3: a 3 in r1c1 clashes with it, until it goes.
    /// game.act(Action::Digit(Digit::new(3).unwrap()), 0);
    /// assert_eq!(game.clashes().len(), 2);
    /// game.act(Action::Erase, 0);
    /// assert!(game.clashes().is_empty());
    /// ```
    #[must_use]
    pub fn clashes(&self) -> CellSet {
        cells_of(&distinct_pairs(self.board().conflicts()))
    }

    /// The cells the last check found wrong, while they still hold the digit it found.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Prefs};
    /// use shudu::Digit;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// // 5 is not r1c1's digit (4 is), and clashes with nothing.
    /// game.act(Action::Digit(Digit::new(5).unwrap()), 0);
    /// game.act(Action::Check, 0);
    /// assert_eq!(game.wrong().len(), 1);
    /// game.act(Action::Erase, 0);
    /// assert!(game.wrong().is_empty());
    /// ```
    #[must_use]
    pub fn wrong(&self) -> CellSet {
        self.checked
            .iter()
            .filter(|&(cell, digit)| self.board().get(cell) == Some(digit))
            .map(|(cell, _)| cell)
            .collect()
    }

    /// How many cells hold `digit` (a face can dim a digit placed nine times).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Game, Origin, Prefs};
    /// use shudu::Digit;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// let three = Digit::new(3).unwrap();
    /// assert_eq!(game.count(three), puzzle.cells().filter(|&(_, d)| d == Some(three)).count());
    /// ```
    #[must_use]
    pub fn count(&self, digit: Digit) -> usize {
        Cell::ALL
            .into_iter()
            .filter(|&cell| self.board().get(cell) == Some(digit))
            .count()
    }

    /// Whether anything would be lost by leaving without saving: digits or notes the player
    /// added, or clues typed in.
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
    /// assert!(!game.has_progress());
    /// game.act(Action::FillNotes, 0);
    /// assert!(game.has_progress());
    /// ```
    #[must_use]
    pub fn has_progress(&self) -> bool {
        match self.phase {
            Phase::Done { .. } => false,
            Phase::Entering => *self.board() != Grid::EMPTY,
            Phase::Playing => {
                *self.board() != self.puzzle
                    || Cell::ALL.into_iter().any(|c| !self.notes(c).is_empty())
            }
        }
    }

    /// What `cell` holds, in the words of the status line (`r1c5: clue 3`, `r1c5: your 2`,
    /// `r1c5: notes 1 3 9`, `r1c5: empty`): a face that draws every cell gives each this
    /// label for a screen reader, as [`Status::cell`] gives the cursor's.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid};
    /// use shudu_game::{Action, Game, Origin, Prefs};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// let (r1c1, r1c3) = (Cell::from_row_col(0, 0).unwrap(), Cell::from_row_col(0, 2).unwrap());
    /// assert_eq!(game.cell_status(r1c3), "r1c3: clue 3");
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 0);
    /// assert_eq!(game.cell_status(r1c1), "r1c1: your 4");
    /// assert_eq!(game.cell_status(r1c1), game.status(0).cell);
    /// ```
    #[must_use]
    pub fn cell_status(&self, cell: Cell) -> String {
        let what = match self.board().get(cell) {
            Some(d) if self.is_clue(cell) || self.phase == Phase::Entering => {
                text::CellWhat::Clue(d)
            }
            Some(d) => text::CellWhat::Entry(d),
            None => text::CellWhat::Notes(self.notes(cell)),
        };
        text::cell_status(cell, what)
    }

    /// The lines of state beside the board, as of `now`.
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
    /// let game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// let status = game.status(83_000);
    /// assert_eq!(status.time, "Time 1:23");
    /// assert_eq!(status.cell, "r1c1: empty");
    /// assert_eq!(status.progress, "49 cells to fill");
    /// ```
    #[must_use]
    pub fn status(&self, now: u64) -> Status {
        let entering = self.phase == Phase::Entering;
        let grade_shown = !self.prefs.grade_at_end || matches!(self.phase, Phase::Done { .. });
        Status {
            title: self.title(),
            time: text::time(self.elapsed(now), self.paused),
            cell: self.cell_status(self.cursor),
            mode: text::mode(self.phase, self.mode),
            progress: if entering {
                text::clues_typed(self.board().clue_count())
            } else {
                text::cells_to_fill(81 - self.board().clue_count())
            },
            counts: text::counts(self.stats),
            grade: if entering {
                String::new()
            } else {
                text::grade_status(
                    self.grade
                        .as_ref()
                        .map(|g| g.as_ref().map_err(ToString::to_string)),
                    grade_shown,
                )
            },
            auto_remove: text::auto_remove_status(self.prefs.auto_remove),
        }
    }

    /// The summary once the puzzle is solved: time, hints, checks, mistakes, and the grade
    /// when known; `None` before.
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
    /// assert_eq!(game.summary(0), None);
    /// game.act(Action::Solve, 61_000);
    /// assert_eq!(
    ///     game.summary(99_000).unwrap(),
    ///     "Solved by the computer after 1:01 (no hints, no checks and no mistakes)."
    /// );
    /// ```
    #[must_use]
    pub fn summary(&self, now: u64) -> Option<String> {
        let Phase::Done { by_player } = self.phase else {
            return None;
        };
        Some(text::summary(
            by_player,
            self.elapsed(now),
            self.stats,
            self.grade(),
        ))
    }

    // --- actions ----------------------------------------------------------------------------

    /// Does what `action` asks, at `now` (the caller's clock, in milliseconds), and leaves a
    /// [`message`](Game::message) when there is something to say.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Prefs};
    /// use shudu::{Cell, Digit};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 1_000);
    /// assert_eq!(game.board().get(Cell::from_row_col(0, 0).unwrap()), Digit::new(4));
    /// ```
    pub fn act(&mut self, action: Action, now: u64) {
        if self.paused && action != Action::TogglePause {
            self.say(Tone::Info, text::PAUSED_REFUSE);
            return;
        }
        match action {
            Action::Move(direction) => self.move_cursor(direction),
            Action::Select(cell) => self.cursor = cell,
            Action::Digit(digit) => self.digit(digit, now),
            Action::Blank if self.phase == Phase::Entering => {
                self.type_cells(&[None], now);
            }
            Action::Back if self.phase == Phase::Entering => {
                self.cursor = step_back(self.cursor);
                self.erase(now);
            }
            Action::Blank | Action::Back | Action::Erase => self.erase(now),
            Action::ToggleMode => self.toggle_mode(),
            Action::FillNotes => self.fill_notes(now),
            Action::Undo => self.undo(now),
            Action::Redo => self.redo(now),
            Action::Hint => self.hint_action(now),
            Action::Check => self.check(),
            Action::Solve => self.solve(now),
            Action::Reset => self.reset(now),
            Action::TogglePause => self.toggle_pause(now),
            Action::ToggleAutoRemove => self.toggle_auto_remove(now),
            Action::ToggleGradeAtEnd => self.toggle_grade_at_end(),
            Action::FinishEntry => self.finish_entry(now),
            Action::Paste(text) => self.paste(&text, now),
        }
    }

    fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match direction {
            Direction::Up => ((row + 8) % 9, col),
            Direction::Down => ((row + 1) % 9, col),
            Direction::Left => (row, (col + 8) % 9),
            Direction::Right => (row, (col + 1) % 9),
        };
        self.cursor = Cell::from_row_col(row, col).unwrap_or(self.cursor);
    }

    fn toggle_mode(&mut self) {
        if self.phase == Phase::Entering {
            self.say(Tone::Info, text::NOTES_ENTERING);
            return;
        }
        self.mode = match self.mode {
            Mode::Digits => Mode::Notes,
            Mode::Notes => Mode::Digits,
        };
        self.say(Tone::Info, text::mode_switched(self.mode));
    }

    fn digit(&mut self, digit: Digit, now: u64) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Entering => self.type_cells(&[Some(digit)], now),
            Phase::Playing if self.is_clue(cell) => {
                self.say(Tone::Bad, text::is_clue(cell));
            }
            Phase::Playing if self.mode == Mode::Notes => self.toggle_note(cell, digit, now),
            Phase::Playing => {
                if self.board().get(cell) == Some(digit) {
                    return;
                }
                let mut marks = self.marks.clone();
                place(&mut marks, cell, digit, self.prefs.auto_remove);
                if self.solution.get(cell) != Some(digit) {
                    self.stats.mistakes += 1;
                }
                self.message = None;
                self.commit(marks, text::placed(digit, cell), By::Player, now);
                self.after_placing(cell);
            }
        }
    }

    fn toggle_note(&mut self, cell: Cell, digit: Digit, now: u64) {
        if self.board().get(cell).is_some() {
            self.say(Tone::Bad, text::notes_on_digit(cell));
            return;
        }
        let mut marks = self.marks.clone();
        if marks.has(cell, digit) {
            marks.remove(cell, digit);
            self.commit(marks, text::note_removed(digit, cell), By::Player, now);
        } else {
            if self.prefs.auto_remove
                && let Some(peer) = cell
                    .peers()
                    .iter()
                    .copied()
                    .find(|&p| self.board().get(p) == Some(digit))
            {
                self.say(Tone::Bad, text::note_ruled_out(cell, digit, peer));
                return;
            }
            marks.add(cell, digit);
            self.commit(marks, text::note_added(digit, cell), By::Player, now);
        }
        self.message = None;
    }

    /// Types `cells` from the cursor on while typing a puzzle: a digit is a clue, `None` an
    /// empty cell; the cursor moves on after each, and stops at the last cell.
    fn type_cells(&mut self, cells: &[Option<Digit>], now: u64) {
        let mut marks = self.marks.clone();
        let mut cursor = self.cursor;
        let mut at_end = false;
        for &typed in cells {
            if at_end {
                break;
            }
            marks.unplace(cursor);
            if let Some(digit) = typed {
                marks.place(cursor, digit);
            }
            match Cell::new(cursor.index() as u8 + 1) {
                Some(next) => cursor = next,
                None => at_end = true,
            }
        }
        let what = match cells {
            [Some(digit)] => text::typed_clue(*digit, self.cursor),
            [None] => text::typed_blank(self.cursor),
            _ => text::typed_cells(cells.len()),
        };
        let typed_at = self.cursor;
        self.commit(marks, what, By::Player, now);
        self.cursor = cursor;
        self.message = None;
        self.after_placing(typed_at);
    }

    fn erase(&mut self, now: u64) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Playing if self.is_clue(cell) => {
                self.say(Tone::Bad, text::is_clue(cell));
            }
            _ => {
                let mut marks = self.marks.clone();
                let what = if let Some(digit) = marks.unplace(cell) {
                    text::erased(digit, cell)
                } else if !marks.candidates(cell).is_empty() {
                    marks.set_candidates(cell, Candidates::EMPTY);
                    text::erased_notes(cell)
                } else {
                    return;
                };
                self.commit(marks, what, By::Player, now);
                self.message = None;
            }
        }
    }

    fn fill_notes(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let mut marks = self.marks.clone();
        for cell in marks.empty_cells() {
            let open = marks.open_digits(cell);
            marks.set_candidates(cell, open);
        }
        if self.commit(marks, text::FILLED_WHAT.to_string(), By::Player, now) {
            self.say(Tone::Info, text::NOTES_FILLED);
        } else {
            self.say(Tone::Info, text::NOTES_ALREADY_FILLED);
        }
    }

    fn undo(&mut self, now: u64) {
        let Some(change) = self.undo.pop() else {
            self.say(Tone::Bad, text::NOTHING_TO_UNDO);
            return;
        };
        for &(cell, before, _) in &change.cells {
            set_state(&mut self.marks, cell, before);
        }
        self.enter_phase(change.phase.0, now);
        self.hint = None;
        self.say(Tone::Info, text::undone(&change.what));
        self.redo.push(change);
    }

    fn redo(&mut self, now: u64) {
        let Some(change) = self.redo.pop() else {
            self.say(Tone::Bad, text::NOTHING_TO_REDO);
            return;
        };
        for &(cell, _, after) in &change.cells {
            set_state(&mut self.marks, cell, after);
        }
        self.enter_phase(change.phase.1, now);
        self.hint = None;
        self.say(Tone::Info, text::redone(&change.what));
        self.undo.push(change);
    }

    fn check(&mut self) {
        match self.phase {
            Phase::Entering => self.say(Tone::Info, text::CHECK_ENTERING),
            Phase::Done { .. } => self.say_done(),
            Phase::Playing => {
                self.stats.checks += 1;
                let wrong = self.wrong_entries();
                self.checked = MarkSet::EMPTY;
                for cell in wrong {
                    if let Some(digit) = self.board().get(cell) {
                        self.checked.insert(cell, digit);
                    }
                }
                let clashes = distinct_pairs(self.board().conflicts());
                if wrong.is_empty() && clashes.is_empty() {
                    let left = 81 - self.board().clue_count();
                    self.say(Tone::Good, text::all_correct(left));
                } else {
                    self.say(Tone::Bad, text::check_found(&clashes, wrong));
                }
            }
        }
    }

    fn hint_action(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let next = match self.hint {
            Some(hint) => self.carry_on(hint, now),
            None => {
                self.stats.hints += 1;
                Some(self.first_hint())
            }
        };
        self.hint = next;
        if next.is_some() {
            self.message = None;
        }
    }

    fn solve(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let marks = bare_marks(&self.solution);
        self.commit(marks, text::SOLUTION_WHAT.to_string(), By::Computer, now);
    }

    fn reset(&mut self, now: u64) {
        if let Phase::Done { .. } = self.phase {
            self.say_done();
            return;
        }
        let marks = bare_marks(&self.puzzle);
        let entering = self.phase == Phase::Entering;
        if self.commit(marks, text::RESET_WHAT.to_string(), By::Player, now) {
            self.say(Tone::Info, text::reset(entering));
        }
    }

    fn toggle_pause(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        self.paused = !self.paused;
        if self.paused {
            self.clock.stop(now);
            self.say(Tone::Info, text::paused(self.clock.read(now)));
        } else {
            self.clock.start(now);
            self.say(Tone::Info, text::RESUMED);
        }
    }

    fn toggle_auto_remove(&mut self, now: u64) {
        self.prefs.auto_remove = !self.prefs.auto_remove;
        let mut removed = 0;
        if self.prefs.auto_remove && self.phase == Phase::Playing {
            let mut marks = self.marks.clone();
            for cell in marks.empty_cells() {
                let notes = marks.candidates(cell);
                let kept = notes & marks.open_digits(cell);
                removed += notes.len() - kept.len();
                marks.set_candidates(cell, kept);
            }
            self.commit(marks, text::RULED_OUT_WHAT.to_string(), By::Player, now);
        }
        self.say(
            Tone::Info,
            text::auto_remove(self.prefs.auto_remove, removed),
        );
    }

    fn toggle_grade_at_end(&mut self) {
        self.prefs.grade_at_end = !self.prefs.grade_at_end;
        let shown = !self.prefs.grade_at_end || matches!(self.phase, Phase::Done { .. });
        self.say(
            Tone::Info,
            text::grade_at_end(
                self.prefs.grade_at_end,
                shown.then(|| self.grade()).flatten(),
            ),
        );
    }

    fn finish_entry(&mut self, now: u64) {
        if self.phase != Phase::Entering {
            self.say(Tone::Info, text::NOT_ENTERING);
            return;
        }
        let board = *self.board();
        match verdict(&board) {
            Ok(solution) => {
                let cursor = self.cursor;
                *self = Game::with_solution(board, solution, Origin::Typed, self.prefs, now);
                self.cursor = cursor;
                self.say(Tone::Good, text::own_started(board.clue_count()));
            }
            Err(err) => self.say(Tone::Bad, err.to_string()),
        }
    }

    fn paste(&mut self, pasted: &str, now: u64) {
        if self.phase != Phase::Entering {
            self.say(Tone::Info, text::PASTE_WHILE_PLAYING);
            return;
        }
        match pasted.parse::<Grid>() {
            Ok(grid) => {
                self.commit(
                    bare_marks(&grid),
                    text::PASTED_WHAT.to_string(),
                    By::Player,
                    now,
                );
                let clashes = distinct_pairs(grid.conflicts());
                self.say(Tone::Info, text::pasted(grid.clue_count(), &clashes));
            }
            Err(err) => {
                let cells: Option<Vec<Option<Digit>>> = pasted
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .map(|c| match c {
                        '.' | '0' => Some(None),
                        _ => Digit::from_char(c).map(Some),
                    })
                    .collect();
                match cells {
                    Some(cells) if !cells.is_empty() => self.type_cells(&cells, now),
                    _ => self.say(Tone::Bad, text::paste_unreadable(&err.to_string())),
                }
            }
        }
    }

    // --- inside ---------------------------------------------------------------------------

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            tone,
            text: text.into(),
        });
    }

    fn say_done(&mut self) {
        self.say(Tone::Info, text::DONE);
    }

    fn say_not_playing(&mut self) {
        match self.phase {
            Phase::Entering => self.say(Tone::Info, text::START_FIRST),
            _ => self.say_done(),
        }
    }

    /// Makes `marks` the board: records the change for undo, forgets what was undone, drops
    /// the hint, and finishes the puzzle when the board is its solution. Returns false, doing
    /// nothing, when nothing changed.
    fn commit(&mut self, marks: Marks, what: String, by: By, now: u64) -> bool {
        let cells: Vec<_> = Cell::ALL
            .into_iter()
            .filter_map(|cell| {
                let (before, after) = (state_of(&self.marks, cell), state_of(&marks, cell));
                (before != after).then_some((cell, before, after))
            })
            .collect();
        if cells.is_empty() {
            return false;
        }
        let after = match self.phase {
            Phase::Entering => Phase::Entering,
            _ if *marks.grid() == self.solution => Phase::Done {
                by_player: by == By::Player,
            },
            _ => Phase::Playing,
        };
        self.undo.push(Change {
            cells,
            what,
            phase: (self.phase, after),
        });
        self.redo.clear();
        self.hint = None;
        self.marks = marks;
        self.enter_phase(after, now);
        true
    }

    /// Moves to `phase`: the clock stops when the puzzle is done and runs again when a change
    /// is taken back; finishing says how it went.
    fn enter_phase(&mut self, phase: Phase, now: u64) {
        let was = self.phase;
        self.phase = phase;
        match (was, phase) {
            (Phase::Playing, Phase::Done { .. }) => {
                self.clock.stop(now);
                self.mode = Mode::Digits;
                if let Some(summary) = self.summary(now) {
                    self.say(Tone::Good, summary);
                }
            }
            (Phase::Done { .. }, Phase::Playing) => self.clock.start(now),
            _ => {}
        }
    }

    /// After a digit went into `cell`: the clashes it makes, or that the grid is full but
    /// wrong.
    fn after_placing(&mut self, cell: Cell) {
        let clashes: Vec<_> = distinct_pairs(self.board().conflicts())
            .into_iter()
            .filter(|c| c.cells.0 == cell || c.cells.1 == cell)
            .collect();
        if !clashes.is_empty() {
            self.say(Tone::Bad, text::clashes(&clashes));
        } else if self.phase == Phase::Playing && self.board().is_full() {
            self.say(Tone::Bad, text::FULL_BUT_WRONG);
        }
    }

    /// The player's digits that differ from the solution.
    fn wrong_entries(&self) -> CellSet {
        Cell::ALL
            .into_iter()
            .filter(|&cell| {
                !self.is_clue(cell)
                    && self
                        .board()
                        .get(cell)
                        .is_some_and(|d| self.solution.get(cell) != Some(d))
            })
            .collect()
    }

    /// The marks the explainer works on: in a cell with notes, the notes that no placed digit
    /// rules out; in a cell without, every digit no placed digit rules out.
    pub(crate) fn logic_marks(&self) -> Marks {
        Marks::from_candidates(self.board(), |cell| {
            let open = self.marks.open_digits(cell);
            let notes = self.marks.candidates(cell);
            if notes.is_empty() { open } else { notes & open }
        })
    }

    fn first_hint(&self) -> HintState {
        if let Some(cell) = self.wrong_entries().first() {
            return HintState::WrongEntry(cell);
        }
        for cell in self.marks.empty_cells() {
            let notes = self.notes(cell);
            if let Some(digit) = self.solution.get(cell)
                && !notes.is_empty()
                && !notes.contains(digit)
            {
                return HintState::WrongNotes(cell, digit);
            }
        }
        match explain::next_step(&self.logic_marks()) {
            Some(step) => match explain::reveal_of(&step) {
                Some((cell, digit)) => self.reveal(Some((cell, digit))),
                None => HintState::Step(step, explain::FIRST_STAGE),
            },
            None => self.reveal(None),
        }
    }

    /// When no technique finds a step: the solution's digit at the cursor when its cell is
    /// empty, else in `fallback`'s cell or the first empty cell.
    fn reveal(&self, fallback: Option<(Cell, Digit)>) -> HintState {
        let empty = |cell: Cell| self.board().get(cell).is_none();
        let cell = if empty(self.cursor) {
            Some(self.cursor)
        } else {
            fallback
                .map(|(cell, _)| cell)
                .or_else(|| self.marks.empty_cells().first())
        };
        match cell.and_then(|cell| Some((cell, self.solution.get(cell)?))) {
            Some((cell, digit)) => HintState::Reveal(cell, digit),
            // A full board that is not the solution has a wrong entry, found first.
            None => HintState::WrongEntry(self.cursor),
        }
    }

    /// Another hint on `hint`: more of it, or carrying it out (then `None`).
    fn carry_on(&mut self, hint: HintState, now: u64) -> Option<HintState> {
        let mut marks = self.marks.clone();
        match hint {
            HintState::Step(step, stage) => {
                if let Some(next) = explain::next_stage(stage) {
                    return Some(HintState::Step(step, next));
                }
                let logic = self.logic_marks();
                for (cell, digit) in explain::placements(&step) {
                    place(&mut marks, cell, digit, self.prefs.auto_remove);
                }
                // Removals show in the player's notes: a cell without notes gets its
                // candidates first (what the step was found on), a cell with notes keeps them
                // and loses only what the step removes.
                let mut written = CellSet::EMPTY;
                for (cell, digit) in explain::eliminations(&step).iter() {
                    if marks.grid().get(cell).is_some() {
                        continue;
                    }
                    if marks.candidates(cell).is_empty() {
                        let open = logic.candidates(cell) & marks.open_digits(cell);
                        marks.set_candidates(cell, open);
                        written.insert(cell);
                    }
                    marks.remove(cell, digit);
                }
                let what = text::applied_what(explain::technique_name(&step));
                self.commit(marks, what, By::Player, now);
                self.say(
                    Tone::Info,
                    text::applied(&explain::sentence(&step), written),
                );
            }
            HintState::WrongEntry(cell) => {
                if let Some(digit) = marks.unplace(cell) {
                    self.commit(marks, text::erased(digit, cell), By::Player, now);
                    self.say(Tone::Info, text::erased_wrong(digit, cell));
                }
            }
            HintState::WrongNotes(cell, digit) => {
                marks.add(cell, digit);
                self.commit(marks, text::note_added(digit, cell), By::Player, now);
                self.say(Tone::Info, text::gave_note_back(digit, cell));
            }
            HintState::Reveal(cell, digit) => {
                place(&mut marks, cell, digit, self.prefs.auto_remove);
                self.commit(marks, text::placed(digit, cell), By::Player, now);
                self.say(Tone::Info, text::revealed(digit, cell));
            }
        }
        if let Phase::Done { .. } = self.phase
            && let Some(summary) = self.summary(now)
        {
            self.say(Tone::Good, summary);
        }
        None
    }

    // --- for save and load ----------------------------------------------------------------

    pub(crate) fn restore(
        puzzle: Grid,
        solution: Grid,
        marks: Marks,
        phase: Phase,
        clock: Clock,
        parts: Restored,
    ) -> Game {
        let mut game = Game::with_solution(puzzle, solution, parts.origin, parts.prefs, 0);
        game.marks = marks;
        game.phase = phase;
        game.clock = clock;
        game.cursor = parts.cursor;
        game.mode = parts.mode;
        game.stats = parts.stats;
        game.checked = parts.checked;
        game.say(Tone::Info, text::resumed_game(&game.origin));
        game
    }
}

/// The parts of a saved game beyond the board, for [`Game::restore`].
pub(crate) struct Restored {
    pub(crate) origin: Origin,
    pub(crate) prefs: Prefs,
    pub(crate) cursor: Cell,
    pub(crate) mode: Mode,
    pub(crate) stats: Stats,
    pub(crate) checked: MarkSet,
}

/// The cell before `cell` in reading order (r1c1 stays).
fn step_back(cell: Cell) -> Cell {
    cell.index()
        .checked_sub(1)
        .and_then(|i| Cell::new(i as u8))
        .unwrap_or(cell)
}
