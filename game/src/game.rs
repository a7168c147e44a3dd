//! [`Game`]: one puzzle being played, or typed in. Every change a player makes is an
//! [`Action`](crate::Action) given to [`Game::act`] with the caller's time; everything a face draws is read
//! back from the game, words included.

use crate::clock::Clock;
use crate::explain;
use crate::paper::{Change, GivenBack, Paper};
use crate::state::{
    Focus, GradeError, Highlight, HintView, Message, MistakeMode, Mode, Origin, Phase, Prefs,
    PuzzleError, PuzzleGrade, Stats, Status, Tone, cells_of, distinct_pairs,
};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, CellSet, Digit, Grid, HintStage, MarkSet, Marks, Puzzle, Step};

/// A hint in progress.
// A game holds one hint at a time: the size of a step costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HintState {
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
pub(crate) enum By {
    Player,
    Computer,
}

/// A game: the puzzle and its one solution, the board with the clues, the player's digits and
/// notes on the library's [`Marks`], the cursor, undo and redo, the hint in progress, the
/// clock, the counts, and the last message.
///
/// Every change is an [`Action`](crate::Action) given to [`Game::act`] with `now`, the caller's clock in
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
    /// The board, notes, corner marks and colours.
    pub(crate) paper: Paper,
    pub(crate) cursor: Cell,
    pub(crate) mode: Mode,
    pub(crate) phase: Phase,
    pub(crate) paused: bool,
    pub(crate) prefs: Prefs,
    pub(crate) stats: Stats,
    pub(crate) origin: Origin,
    pub(crate) clock: Clock,
    pub(crate) grade: Option<Result<PuzzleGrade, GradeError>>,
    pub(crate) undo: Vec<Change>,
    pub(crate) redo: Vec<Change>,
    pub(crate) hint: Option<HintState>,
    /// The wrong digits the last check found, shown while their cells still hold them.
    pub(crate) checked: MarkSet,
    /// The wrong digits counted as mistakes so far: each counts once.
    pub(crate) revealed: MarkSet,
    /// For each cell, what its digit took when it was placed (its peers' notes of it, its
    /// own notes): given back when the digit goes.
    pub(crate) given_back: [GivenBack; 81],
    pub(crate) message: Option<Message>,
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
            paper: Paper::bare(&puzzle),
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
            revealed: MarkSet::EMPTY,
            given_back: [GivenBack::default(); 81],
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
        self.paper.marks.grid()
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
        &self.paper.marks
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
        self.paper.marks.candidates(cell)
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
            lines: text::hint_lines(&text),
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
    ///
    /// With [`MistakeMode::Hidden`] none show while playing (a puzzle being typed shows them
    /// always).
    #[must_use]
    pub fn clashes(&self) -> CellSet {
        if self.phase == Phase::Playing && self.prefs.mistakes == MistakeMode::Hidden {
            return CellSet::EMPTY;
        }
        cells_of(&distinct_pairs(self.board().conflicts()))
    }

    /// The cells the last check found wrong (or, with [`MistakeMode::Limit`], that were wrong
    /// when placed), while they still hold the digit found.
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
            Phase::Playing | Phase::Lost => {
                *self.board() != self.puzzle
                    || Cell::ALL.into_iter().any(|c| !self.notes(c).is_empty())
                    || self.paper.corner.iter().any(|c| !c.is_empty())
                    || self.paper.colours.iter().any(|&c| c != 0)
            }
        }
    }

    /// What `cell` holds, in the words of the status line (`r1c5: clue 3`, `r1c5: your 2`,
    /// `r1c5: notes 1 3 9`, `r1c5: empty`, then its corner marks and colour if it has them:
    /// `r1c5: notes 1 3 9, corner marks 1 3, colour 4`): a face that draws every cell gives
    /// each this label for a screen reader, as [`Status::cell`] gives the cursor's.
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
        let corner = match self.board().get(cell) {
            None => self.corner(cell),
            Some(_) => Candidates::EMPTY,
        };
        text::cell_status(cell, what, corner, self.colour(cell))
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

    /// The corner marks of `cell` (kept under a digit; a face shows them when it goes).
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
    /// game.act(Action::SetMode(Mode::Corner), 0);
    /// game.act(Action::Digit(Digit::new(7).unwrap()), 0);
    /// assert_eq!(game.corner(Cell::ALL[0]).to_string(), "{7}");
    /// assert!(game.notes(Cell::ALL[0]).is_empty());
    /// ```
    #[must_use]
    pub fn corner(&self, cell: Cell) -> Candidates {
        self.paper.corner[cell.index()]
    }

    /// The colour of `cell`, 1 to 9, or 0 for none.
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
    /// game.act(Action::SetMode(Mode::Colour), 0);
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 0);
    /// assert_eq!(game.colour(Cell::ALL[0]), 4);
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 0); // the same colour again: off
    /// assert_eq!(game.colour(Cell::ALL[0]), 0);
    /// ```
    #[must_use]
    pub fn colour(&self, cell: Cell) -> u8 {
        self.paper.colours[cell.index()]
    }

    /// What to highlight around the cursor (see [`Focus`]): the library's houses and the
    /// board's digits, the one rule both faces follow.
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
    /// let focus = game.focus(); // r1c1, empty: no digit to follow
    /// assert_eq!(focus.digit, None);
    /// assert!(focus.same.is_empty());
    /// ```
    #[must_use]
    pub fn focus(&self) -> Focus {
        let cursor = self.cursor;
        let digit = self.board().get(cursor);
        let mut focus = Focus {
            digit,
            houses: CellSet::peers_of(cursor),
            ..Focus::default()
        };
        if let Some(digit) = digit {
            focus.same = Cell::ALL
                .into_iter()
                .filter(|&cell| self.board().get(cell) == Some(digit))
                .collect();
            for cell in self.paper.marks.empty_cells() {
                if self.notes(cell).contains(digit) || self.corner(cell).contains(digit) {
                    focus.notes.insert(cell, digit);
                }
            }
        }
        focus
    }

    /// The empty cells whose notes leave out the digit that goes there (a cell without notes
    /// leaves out nothing).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Digit, Grid};
    /// use shudu_game::{Action, Game, Origin, Prefs};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// game.act(Action::ToggleMode, 0);
    /// game.act(Action::Digit(Digit::new(5).unwrap()), 0); // r1c1 is 4
    /// assert_eq!(game.wrong_notes().len(), 1);
    /// ```
    #[must_use]
    pub fn wrong_notes(&self) -> CellSet {
        self.wrong_notes_with_digits().cells()
    }

    /// [`wrong_notes`](Game::wrong_notes), each with the digit its notes leave out.
    pub(crate) fn wrong_notes_with_digits(&self) -> MarkSet {
        let mut found = MarkSet::EMPTY;
        if self.phase == Phase::Entering {
            return found;
        }
        for cell in self.paper.marks.empty_cells() {
            let notes = self.notes(cell);
            if let Some(digit) = self.solution.get(cell)
                && !notes.is_empty()
                && !notes.contains(digit)
            {
                found.insert(cell, digit);
            }
        }
        found
    }

    /// How many more changes undo can take back (a face can say so, or dim its button).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Digit, Grid};
    /// use shudu_game::{Action, Game, Origin, Prefs};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 0);
    /// assert_eq!(game.undo_depth(), (1, 0));
    /// game.act(Action::Undo, 0);
    /// assert_eq!(game.undo_depth(), (0, 1));
    /// ```
    #[must_use]
    pub fn undo_depth(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// The player's digits that differ from the solution.
    pub(crate) fn wrong_entries(&self) -> CellSet {
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
            let open = self.paper.marks.open_digits(cell);
            let notes = self.paper.marks.candidates(cell);
            if notes.is_empty() { open } else { notes & open }
        })
    }
}
