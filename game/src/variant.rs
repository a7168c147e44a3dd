//! [`VariantGame`]: the rules of play for any puzzle the variant engine takes (boards from 4x4
//! to 16x16, boxes, jigsaw regions or none, and every rule of [`shudu::variant`]): digits and
//! notes, undo and redo, check, the rules the placed digits break named as the engine's
//! sentences, true candidates as an aid the player turns on, pause, the clock, save and load,
//! and a short code of the player's digits for a shared link.
//!
//! The classic [`Game`](crate::Game) stays as it is: it keeps its hints and grades, which
//! only the 9x9 classic engine has.

use shudu::GaveUp;
use shudu::variant::{Break, Cell, Digits, Puzzle, Solution, Solver};

use crate::clock::Clock;
use crate::state::{Direction, Message, Mode, Solutions, Tone};
use crate::text;

/// The guesses the game lets the engine make to find a puzzle's solutions when it opens: a
/// fraction of a second on a 16x16 board made to have one solution; a puzzle that needs more
/// is played with checks of broken rules only.
pub const SOLVE_BUDGET: u64 = 200_000;

/// The guesses the engine may make for the true candidates of one position (every search of
/// it together); past them the aid says the position is still too open.
pub const TRUE_CANDIDATES_BUDGET: u64 = 50_000;

/// Something the player does in a [`VariantGame`].
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle};
/// use shudu_game::{VariantAction, VariantGame};
///
/// let mut game = VariantGame::new(Puzzle::new(Board::new(6).unwrap()), 0);
/// game.act(VariantAction::Select(Cell::new(2, 3)), 0);
/// game.act(VariantAction::Digit(6), 0);
/// assert_eq!(game.digit(Cell::new(2, 3)), 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantAction {
    /// Moves the cursor one cell (wrapping at the edges).
    Move(Direction),
    /// Puts the cursor on a cell.
    Select(Cell),
    /// A digit, 1 to N: placed at the cursor, or toggled in its notes in [`Mode::Notes`].
    Digit(u8),
    /// Erases the digit at the cursor, or its notes when it holds no digit.
    Erase,
    /// Switches between placing digits and writing notes.
    ToggleMode,
    /// Takes back the last change.
    Undo,
    /// Makes again the last change taken back.
    Redo,
    /// Compares the digits with the solution (or, without one, finds broken rules).
    Check,
    /// Back to the givens alone (undo brings the rest back).
    Reset,
    /// Pauses (the clock stops and a face hides the board) or goes on.
    TogglePause,
    /// Turns the true candidates on or off.
    ToggleTrueCandidates,
}

/// The board the player changes: digits (givens included) and notes, cell by cell.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Marks {
    digits: Vec<u8>,
    notes: Vec<u16>,
}

/// A variant puzzle being played. Every change is [`act`](VariantGame::act) with `now` in
/// milliseconds on the caller's clock, as in [`Game`](crate::Game).
///
/// # Examples
///
/// ```
/// use shudu::variant::{load, Cell};
/// use shudu_game::{Direction, Solutions, VariantAction, VariantGame};
///
/// let puzzle = load(r#"{"size": 4, "grid": [[{"value": 1, "given": true}, {}, {}, {}],
///     [{"value": 3, "given": true}, {}, {}, {}], [{}, {}, {}, {}],
///     [{}, {}, {}, {"value": 1, "given": true}]], "killercage": [
///     {"cells": ["R1C2", "R1C3"], "value": "5"}, {"cells": ["R3C1", "R3C2"], "value": "3"},
///     {"cells": ["R3C3", "R4C3"], "value": "6"}]}"#)
///     .unwrap();
/// let mut game = VariantGame::new(puzzle, 0);
/// assert_eq!(game.solutions(), Solutions::One);
///
/// game.act(VariantAction::Select(Cell::new(0, 1)), 1_000);
/// game.act(VariantAction::Digit(2), 1_000);
/// game.act(VariantAction::Move(Direction::Right), 1_000);
/// game.act(VariantAction::Digit(4), 2_000);
/// assert_eq!(game.message().unwrap().text, "r1c2 and r1c3 sum to 6 in a cage of 5.");
/// assert_eq!(game.clashes(), [Cell::new(0, 1), Cell::new(0, 2)]);
/// game.act(VariantAction::Undo, 3_000);
/// assert_eq!(game.digit(Cell::new(0, 2)), 0);
///
/// let saved = game.save(5_000);
/// let again = VariantGame::load(&saved, 0).unwrap();
/// assert_eq!(again.digit(Cell::new(0, 1)), 2);
/// assert_eq!(again.elapsed(0), 5_000);
/// ```
#[derive(Clone, Debug)]
pub struct VariantGame {
    puzzle: Puzzle,
    solutions: Solutions,
    solution: Option<Vec<u8>>,
    marks: Marks,
    undo: Vec<Marks>,
    redo: Vec<Marks>,
    cursor: Cell,
    mode: Mode,
    clock: Clock,
    paused: bool,
    solved: bool,
    checks: u32,
    breaks: Vec<Break>,
    /// Cells the last check found wrong, with the digit they held then.
    wrong: Vec<(Cell, u8)>,
    aid: bool,
    true_candidates: Option<Result<Option<Vec<u16>>, GaveUp>>,
    message: Option<Message>,
}

impl VariantGame {
    /// A game of `puzzle`, started at `now`. The engine looks for the puzzle's solutions
    /// (within [`SOLVE_BUDGET`]); the opening message says when check can only find broken
    /// rules.
    #[must_use]
    pub fn new(puzzle: Puzzle, now: u64) -> VariantGame {
        let (solutions, solution) = match Solver::new(&puzzle).with_budget(SOLVE_BUDGET).solve() {
            Ok(Solution::Unique(digits)) => (Solutions::One, Some(digits)),
            Ok(Solution::None) => (Solutions::None, None),
            Ok(Solution::Multiple(..)) => (Solutions::Several, None),
            Err(_) => (Solutions::Unknown, None),
        };
        let cells = puzzle.board().cell_count();
        let digits = puzzle.givens().to_vec();
        let mut clock = Clock::stopped(0);
        clock.start(now);
        let mut game = VariantGame {
            marks: Marks {
                digits,
                notes: vec![0; cells],
            },
            puzzle,
            solutions,
            solution,
            undo: Vec::new(),
            redo: Vec::new(),
            cursor: Cell::new(0, 0),
            mode: Mode::Digits,
            clock,
            paused: false,
            solved: false,
            checks: 0,
            breaks: Vec::new(),
            wrong: Vec::new(),
            aid: false,
            true_candidates: None,
            message: None,
        };
        game.breaks = game.puzzle.breaks(&game.marks.digits);
        game.message = Some(text::variant_opening(solutions));
        game
    }

    /// The puzzle.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The board's size N.
    #[must_use]
    pub fn size(&self) -> usize {
        self.puzzle.size()
    }

    /// The rules as the player reads them: the setter's text, or a line that says the
    /// drawing shows them.
    #[must_use]
    pub fn rules_text(&self) -> String {
        text::variant_rules(self.puzzle.rules_text.as_deref())
    }

    /// The rules that no drawing shows (anti-knight, anti-king, non-consecutive, disjoint
    /// groups, negative constraints), named in a sentence, or `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Puzzle, Rule};
    /// use shudu_game::VariantGame;
    ///
    /// let mut puzzle = Puzzle::new(Board::new(6).unwrap());
    /// puzzle.add_rule(Rule::AntiKnight).unwrap();
    /// let game = VariantGame::new(puzzle, 0);
    /// assert_eq!(game.global_rules().unwrap(), "Also: anti-knight (cells a knight's move apart differ).");
    /// ```
    #[must_use]
    pub fn global_rules(&self) -> Option<String> {
        text::variant_global_rules(self.puzzle.rules())
    }

    /// What the engine found when the puzzle opened.
    #[must_use]
    pub fn solutions(&self) -> Solutions {
        self.solutions
    }

    /// The digit in `cell` (a given or the player's), 0 when empty or off the board.
    #[must_use]
    pub fn digit(&self, cell: Cell) -> u8 {
        self.index(cell).map_or(0, |i| self.marks.digits[i])
    }

    /// The digits, row by row, givens included, 0 for an empty cell.
    #[must_use]
    pub fn digits(&self) -> &[u8] {
        &self.marks.digits
    }

    /// Whether `cell` holds a given.
    #[must_use]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.index(cell)
            .is_some_and(|i| self.puzzle.givens()[i] != 0)
    }

    /// The player's notes in `cell`.
    #[must_use]
    pub fn notes(&self, cell: Cell) -> Digits {
        self.index(cell)
            .map_or(Digits::EMPTY, |i| Digits::from_bits(self.marks.notes[i]))
    }

    /// The cell under the cursor.
    #[must_use]
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Whether digits go into cells or into their notes.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Whether the game is paused.
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the board is full and right: the solution when there is one, else no rule
    /// broken.
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// What the last action came to, for the player (kept while the cursor moves).
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The rules the placed digits break now, as the engine words them.
    #[must_use]
    pub fn breaks(&self) -> &[Break] {
        &self.breaks
    }

    /// The cells in a broken rule, in reading order, each once.
    #[must_use]
    pub fn clashes(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.breaks.iter().flat_map(|b| b.cells.clone()).collect();
        let n = self.size();
        cells.sort_by_key(|c| c.index(n));
        cells.dedup();
        cells
    }

    /// The cells the last check found wrong, while they still hold the digit it found.
    #[must_use]
    pub fn wrong(&self) -> Vec<Cell> {
        self.wrong
            .iter()
            .filter(|&&(cell, digit)| self.digit(cell) == digit)
            .map(|&(cell, _)| cell)
            .collect()
    }

    /// Whether the true candidates are shown.
    #[must_use]
    pub fn shows_true_candidates(&self) -> bool {
        self.aid
    }

    /// The true candidates of the position, when shown and found: for each cell, row by row,
    /// the digits some solution that keeps every placed digit puts there.
    #[must_use]
    pub fn true_candidates(&self) -> Option<Vec<Digits>> {
        match &self.true_candidates {
            Some(Ok(Some(masks))) if self.aid => {
                Some(masks.iter().map(|&m| Digits::from_bits(m)).collect())
            }
            _ => None,
        }
    }

    /// Why the true candidates show nothing while they are on: no solution keeps the placed
    /// digits, or the position is too open to work them out within
    /// [`TRUE_CANDIDATES_BUDGET`]. `None` when they are off or found.
    #[must_use]
    pub fn true_candidates_note(&self) -> Option<&'static str> {
        match &self.true_candidates {
            _ if !self.aid => None,
            Some(Ok(Some(_))) => None,
            Some(Ok(None)) => Some(text::TRUE_CANDIDATES_NONE),
            _ => Some(text::TRUE_CANDIDATES_GAVE_UP),
        }
    }

    /// How many checks the player asked for.
    #[must_use]
    pub fn checks(&self) -> u32 {
        self.checks
    }

    /// The time played up to `now`, in milliseconds.
    #[must_use]
    pub fn elapsed(&self, now: u64) -> u64 {
        self.clock.read(now)
    }

    /// `Time 1:23`, or `Time 1:23 (paused)`.
    #[must_use]
    pub fn time(&self, now: u64) -> String {
        text::variant_time(self.elapsed(now), self.paused)
    }

    /// `46 cells to fill`, or `Solved`.
    #[must_use]
    pub fn progress(&self) -> String {
        text::variant_progress(self.empty_cells(), self.solved)
    }

    /// Whether anything would be lost by opening another puzzle.
    #[must_use]
    pub fn has_progress(&self) -> bool {
        self.marks.digits != self.puzzle.givens() || self.marks.notes.iter().any(|&n| n != 0)
    }

    /// Does what `action` asks, at `now`.
    pub fn act(&mut self, action: VariantAction, now: u64) {
        // Moving the cursor keeps the last message (a clash, "Solved") in view.
        if !matches!(action, VariantAction::Move(_) | VariantAction::Select(_)) {
            self.message = None;
        }
        if self.paused
            && !matches!(
                action,
                VariantAction::TogglePause | VariantAction::Select(_) | VariantAction::Move(_)
            )
        {
            self.say(Tone::Info, text::PAUSED_REFUSE);
            return;
        }
        match action {
            VariantAction::Move(direction) => self.cursor = self.moved(direction),
            VariantAction::Select(cell) => {
                if self.index(cell).is_some() {
                    self.cursor = cell;
                }
            }
            VariantAction::Digit(digit) => self.digit_at_cursor(digit, now),
            VariantAction::Erase => self.erase(now),
            VariantAction::ToggleMode => {
                self.mode = match self.mode {
                    Mode::Digits => Mode::Notes,
                    Mode::Notes => Mode::Digits,
                };
            }
            VariantAction::Undo => self.step_back(now, true),
            VariantAction::Redo => self.step_back(now, false),
            VariantAction::Check => self.check(),
            VariantAction::Reset => {
                let mut marks = self.marks.clone();
                marks.digits = self.puzzle.givens().to_vec();
                marks.notes.fill(0);
                if self.change(marks, now) {
                    self.say(Tone::Info, text::reset(false));
                }
            }
            VariantAction::TogglePause => {
                if self.paused {
                    self.paused = false;
                    if !self.solved {
                        self.clock.start(now);
                    }
                    self.say(Tone::Info, text::RESUMED);
                } else if !self.solved {
                    self.clock.stop(now);
                    self.paused = true;
                    let said = text::paused(self.clock.read(now));
                    self.say(Tone::Info, &said);
                }
            }
            VariantAction::ToggleTrueCandidates => {
                self.aid = !self.aid;
                self.true_candidates = None;
                self.refresh_aid();
                let said = if self.aid {
                    self.true_candidates_note()
                        .unwrap_or(text::TRUE_CANDIDATES_ON)
                } else {
                    text::TRUE_CANDIDATES_OFF
                };
                self.say(Tone::Info, said);
            }
        }
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        let n = self.size();
        self.puzzle.board().contains(cell).then(|| cell.index(n))
    }

    fn say(&mut self, tone: Tone, text: &str) {
        self.message = Some(Message {
            tone,
            text: text.to_owned(),
        });
    }

    fn empty_cells(&self) -> usize {
        self.marks.digits.iter().filter(|&&d| d == 0).count()
    }

    fn moved(&self, direction: Direction) -> Cell {
        let n = self.size() as u8;
        let (r, c) = (self.cursor.row(), self.cursor.col());
        let (r, c) = match direction {
            Direction::Up => ((r + n - 1) % n, c),
            Direction::Down => ((r + 1) % n, c),
            Direction::Left => (r, (c + n - 1) % n),
            Direction::Right => (r, (c + 1) % n),
        };
        Cell::new(r, c)
    }

    fn digit_at_cursor(&mut self, digit: u8, now: u64) {
        let n = self.size();
        if digit == 0 || usize::from(digit) > n {
            self.say(Tone::Bad, &text::variant_no_digit(digit, n));
            return;
        }
        if self.solved {
            self.say(Tone::Info, text::VARIANT_SOLVED_ALREADY);
            return;
        }
        let cell = self.cursor;
        let i = cell.index(n);
        if self.puzzle.givens()[i] != 0 {
            self.say(Tone::Bad, &text::variant_given(cell));
            return;
        }
        let mut marks = self.marks.clone();
        match self.mode {
            Mode::Digits => {
                if marks.digits[i] == digit {
                    return;
                }
                marks.digits[i] = digit;
            }
            Mode::Notes => {
                if marks.digits[i] != 0 {
                    self.say(Tone::Bad, &text::variant_notes_under_digit(cell));
                    return;
                }
                marks.notes[i] ^= 1 << (digit - 1);
            }
        }
        let before = self.breaks.clone();
        self.change(marks, now);
        if self.solved || self.mode == Mode::Notes {
            return;
        }
        // The rules this digit breaks that were not broken before, as the engine words them.
        let new: Vec<&Break> = self
            .breaks
            .iter()
            .filter(|b| b.cells.contains(&cell) && !before.contains(b))
            .collect();
        if !new.is_empty() {
            let said = text::variant_breaks(&new);
            self.say(Tone::Bad, &said);
        } else if self.empty_cells() == 0 {
            let said = match self.solutions {
                Solutions::One => text::VARIANT_FULL_BUT_WRONG,
                _ => text::VARIANT_FULL_BUT_BROKEN,
            };
            self.say(Tone::Bad, said);
        }
    }

    fn erase(&mut self, now: u64) {
        if self.solved {
            self.say(Tone::Info, text::VARIANT_SOLVED_ALREADY);
            return;
        }
        let cell = self.cursor;
        let i = cell.index(self.size());
        if self.puzzle.givens()[i] != 0 {
            self.say(Tone::Bad, &text::variant_given(cell));
            return;
        }
        let mut marks = self.marks.clone();
        if marks.digits[i] != 0 {
            marks.digits[i] = 0;
        } else {
            marks.notes[i] = 0;
        }
        self.change(marks, now);
    }

    /// Makes `marks` the board, with an undo step, and looks again at what follows from it.
    /// Returns whether anything changed.
    fn change(&mut self, marks: Marks, now: u64) -> bool {
        if marks == self.marks {
            return false;
        }
        let old = std::mem::replace(&mut self.marks, marks);
        self.undo.push(old);
        self.redo.clear();
        self.after_change(now);
        true
    }

    fn step_back(&mut self, now: u64, undo: bool) {
        let (from, to) = if undo {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(marks) = from.pop() else {
            let said = if undo {
                text::NOTHING_TO_UNDO
            } else {
                text::NOTHING_TO_REDO
            };
            self.say(Tone::Bad, said);
            return;
        };
        to.push(std::mem::replace(&mut self.marks, marks));
        self.after_change(now);
    }

    /// The breaks, whether solved (the clock stops, or runs again after an undo), and the true
    /// candidates anew.
    fn after_change(&mut self, now: u64) {
        self.breaks = self.puzzle.breaks(&self.marks.digits);
        let full = self.empty_cells() == 0;
        let solved = full
            && match &self.solution {
                Some(solution) => *solution == self.marks.digits,
                None => self.breaks.is_empty(),
            };
        if solved && !self.solved {
            self.clock.stop(now);
            let said = text::variant_solved(self.clock.read(now), self.solutions);
            self.say(Tone::Good, &said);
        } else if !solved && self.solved {
            self.clock.start(now);
        }
        self.solved = solved;
        self.true_candidates = None;
        self.refresh_aid();
    }

    fn refresh_aid(&mut self) {
        if !self.aid || self.true_candidates.is_some() {
            return;
        }
        let mut position = self.puzzle.clone();
        for (i, &digit) in self.marks.digits.iter().enumerate() {
            // Each digit fits the board, so setting it cannot fail.
            let _ = position.set_given(Cell::from_index(i, self.size()), digit);
        }
        let found = Solver::new(&position)
            .with_budget(TRUE_CANDIDATES_BUDGET)
            .true_candidates()
            .map(|found| found.map(|c| c.iter().map(Digits::bits).collect()));
        self.true_candidates = Some(found);
    }

    fn check(&mut self) {
        self.checks += 1;
        let n = self.size();
        if let Some(solution) = &self.solution {
            let wrong: Vec<(Cell, u8)> = (0..n * n)
                .filter(|&i| {
                    let d = self.marks.digits[i];
                    d != 0 && d != solution[i]
                })
                .map(|i| (Cell::from_index(i, n), self.marks.digits[i]))
                .collect();
            let cells: Vec<Cell> = wrong.iter().map(|&(c, _)| c).collect();
            let empty = self.empty_cells();
            self.wrong = wrong;
            let said = text::variant_checked(&cells, empty);
            let tone = if cells.is_empty() {
                Tone::Good
            } else {
                Tone::Bad
            };
            self.say(tone, &said);
        } else if self.breaks.is_empty() {
            let said = text::variant_nothing_broken(self.empty_cells());
            self.say(Tone::Good, &said);
        } else {
            let all: Vec<&Break> = self.breaks.iter().collect();
            let said = text::variant_breaks(&all);
            self.say(Tone::Bad, &said);
        }
    }

    /// The player's digits (not the givens) as a short code for a shared link: one character
    /// a cell, row by row, `0` for an empty cell or a given, `1` to `9`, then `a` (10) to `g`
    /// (16); trailing empty cells left out.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell, Puzzle};
    /// use shudu_game::{VariantAction, VariantGame};
    ///
    /// let mut game = VariantGame::new(Puzzle::new(Board::new(12).unwrap()), 0);
    /// game.act(VariantAction::Select(Cell::new(0, 2)), 0);
    /// game.act(VariantAction::Digit(11), 0);
    /// assert_eq!(game.progress_code(), "00b");
    ///
    /// let mut again = VariantGame::new(game.puzzle().clone(), 0);
    /// again.restore_progress("00b", 0).unwrap();
    /// assert_eq!(again.digit(Cell::new(0, 2)), 11);
    /// ```
    #[must_use]
    pub fn progress_code(&self) -> String {
        let givens = self.puzzle.givens();
        let mut code: String = self
            .marks
            .digits
            .iter()
            .zip(givens)
            .map(|(&d, &g)| {
                let d = if g != 0 { 0 } else { d };
                char::from_digit(u32::from(d), 17).unwrap_or('0')
            })
            .collect();
        let kept = code.trim_end_matches('0').len();
        code.truncate(kept);
        code
    }

    /// Places the digits of a [`progress_code`](VariantGame::progress_code) (one undo step
    /// takes them back); a code's digits in given cells are passed over.
    ///
    /// # Errors
    ///
    /// The sentence a player reads when the code is longer than the board or holds a
    /// character that is no digit of it.
    pub fn restore_progress(&mut self, code: &str, now: u64) -> Result<(), String> {
        let n = self.size();
        let cells = n * n;
        if code.chars().count() > cells {
            return Err(text::variant_bad_progress(n));
        }
        let mut marks = self.marks.clone();
        for (i, ch) in code.chars().enumerate() {
            let digit = ch
                .to_digit(17)
                .filter(|&d| d as usize <= n)
                .ok_or_else(|| text::variant_bad_progress(n))?;
            if self.puzzle.givens()[i] == 0 {
                marks.digits[i] = digit as u8;
            }
        }
        self.change(marks, now);
        Ok(())
    }

    /// The game as text, as of `now`: a few `key value` lines, then the puzzle as f-puzzles
    /// JSON on the last line. [`VariantGame::load`] reads it back (the undo history is not
    /// kept).
    #[must_use]
    pub fn save(&self, now: u64) -> String {
        use std::fmt::Write as _;
        let list = |values: &mut dyn Iterator<Item = String>| values.collect::<Vec<_>>().join(",");
        let mut out = String::from(SAVE_HEADER);
        out.push('\n');
        let _ = writeln!(out, "time {}", self.elapsed(now));
        let _ = writeln!(out, "cursor {}", self.cursor);
        let mode = match self.mode {
            Mode::Digits => "digits",
            Mode::Notes => "notes",
        };
        let _ = writeln!(out, "mode {mode}");
        let _ = writeln!(out, "aid {}", if self.aid { "on" } else { "off" });
        let _ = writeln!(out, "checks {}", self.checks);
        let digits = list(&mut self.marks.digits.iter().map(u8::to_string));
        let _ = writeln!(out, "digits {digits}");
        let notes = list(&mut self.marks.notes.iter().map(|&m| {
            Digits::from_bits(m)
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        }));
        let _ = writeln!(out, "notes {notes}");
        let _ = writeln!(
            out,
            "puzzle {}",
            shudu::variant::to_fpuzzles_json(&self.puzzle)
        );
        out
    }

    /// A game saved by [`save`](VariantGame::save), loaded at `now`: its clock counts on from
    /// there.
    ///
    /// # Errors
    ///
    /// A sentence that says which line is wrong and how.
    pub fn load(text: &str, now: u64) -> Result<VariantGame, String> {
        let mut lines = text.lines();
        if lines.next() != Some(SAVE_HEADER) {
            return Err(text::variant_not_a_save());
        }
        let mut fields = std::collections::HashMap::new();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            fields.insert(key, value);
        }
        let field = |key: &'static str| {
            fields
                .get(key)
                .copied()
                .ok_or_else(|| text::variant_save_missing(key))
        };
        let puzzle = shudu::variant::load(field("puzzle")?)
            .map_err(|e| text::variant_save_wrong("puzzle", &e.to_string()))?;
        let n = puzzle.size();
        let mut game = VariantGame::new(puzzle, now);
        let wrong = |key: &str, what: &str| text::variant_save_wrong(key, what);
        let number = |key: &'static str| -> Result<u64, String> {
            field(key)?
                .parse()
                .map_err(|_| wrong(key, "not a whole number"))
        };
        let digits: Vec<u8> = field("digits")?
            .split(',')
            .map(|d| d.parse::<u8>().ok().filter(|&d| usize::from(d) <= n))
            .collect::<Option<_>>()
            .ok_or_else(|| wrong("digits", "a digit off the board"))?;
        let notes: Vec<u16> = field("notes")?
            .split(',')
            .map(|cell| {
                let mut mask = 0u16;
                for d in cell.split_whitespace() {
                    let d: u8 = d
                        .parse()
                        .ok()
                        .filter(|&d| (1..=n).contains(&usize::from(d)))?;
                    mask |= 1 << (d - 1);
                }
                Some(mask)
            })
            .collect::<Option<_>>()
            .ok_or_else(|| wrong("notes", "a note off the board"))?;
        if digits.len() != n * n || notes.len() != n * n {
            return Err(wrong("digits", "not one entry a cell"));
        }
        let keeps_givens = game
            .puzzle
            .givens()
            .iter()
            .zip(&digits)
            .all(|(&g, &d)| g == 0 || g == d);
        if !keeps_givens {
            return Err(wrong("digits", "a given changed"));
        }
        game.cursor = field("cursor")?
            .parse::<Cell>()
            .ok()
            .filter(|&c| game.puzzle.board().contains(c))
            .ok_or_else(|| wrong("cursor", "not a cell of the board"))?;
        game.mode = match field("mode")? {
            "digits" => Mode::Digits,
            "notes" => Mode::Notes,
            _ => return Err(wrong("mode", "neither digits nor notes")),
        };
        game.aid = field("aid")? == "on";
        game.checks = u32::try_from(number("checks")?).unwrap_or(u32::MAX);
        game.marks = Marks { digits, notes };
        game.clock = Clock::stopped(number("time")?);
        game.clock.start(now);
        game.after_change(now);
        game.message = Some(text::variant_opening(game.solutions));
        Ok(game)
    }
}

/// The first line of a saved variant game.
const SAVE_HEADER: &str = "shudu variant game 1";
