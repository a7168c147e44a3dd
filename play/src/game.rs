//! The rules of the game, with no terminal in sight: the board and the player's notes, moves,
//! undo and redo, check, staged hints, solve, reset, and typing in a puzzle of one's own.
//!
//! Every action is a method of [`Game`] that changes the state and leaves a [`Message`] for
//! the player; the drawing in [`ui`](crate::ui) only reads the state.

use shudu::{
    Candidates, Cell, CellSet, Digit, Explainer, Grid, HintStage, Marks, Solution, Solver, Step,
};
use std::fmt;
use std::time::{Duration, Instant};

/// A move of the cursor; it wraps around the edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// What the game is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The player types the clues of a puzzle of their own; Enter starts it.
    Entering,
    /// A puzzle is being solved.
    Playing,
    /// The grid is complete and correct.
    Done {
        /// How long the player took.
        elapsed: Duration,
        /// Whether the player filled it (not `s`, solve).
        by_player: bool,
    },
}

/// How a message reads: neutral, good news, or a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Information.
    Info,
    /// Good news: correct so far, solved.
    Good,
    /// Something is wrong or not allowed.
    Bad,
}

/// A line for the player about what the last action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// How it reads.
    pub tone: Tone,
    /// The sentence.
    pub text: String,
}

/// Why a grid cannot be played: no solution (with the cells whose digits clash, if any), or
/// several solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No grid completes it; `clashes` are the cells that hold the same digit as a peer
    /// (empty when the clues only clash further on).
    NoSolution {
        /// The clashing cells.
        clashes: CellSet,
    },
    /// More than one grid completes it.
    Several,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::NoSolution { clashes } if clashes.is_empty() => {
                f.write_str("this puzzle has no solution, though no two clues clash")
            }
            PuzzleError::NoSolution { clashes } => {
                write!(
                    f,
                    "this puzzle has no solution: clashing clues at {clashes}"
                )
            }
            PuzzleError::Several => {
                f.write_str("this puzzle has several solutions: add clues to make it unique")
            }
        }
    }
}

/// The one solution of `puzzle`, or why it has none or several.
///
/// # Errors
///
/// [`PuzzleError::NoSolution`] with the clashing cells, or [`PuzzleError::Several`].
pub fn solve_unique(puzzle: &Grid) -> Result<Grid, PuzzleError> {
    match Solver::new().solve(puzzle) {
        Solution::Unique(solution) => Ok(solution),
        Solution::Multiple(..) => Err(PuzzleError::Several),
        Solution::None => Err(PuzzleError::NoSolution {
            clashes: clashes(puzzle),
        }),
    }
}

/// The cells of `grid` that hold the same digit as one of their peers.
#[must_use]
pub fn clashes(grid: &Grid) -> CellSet {
    let mut cells = CellSet::EMPTY;
    for conflict in grid.conflicts() {
        cells.insert(conflict.cells.0);
        cells.insert(conflict.cells.1);
    }
    cells
}

/// The board and the player's notes at one moment: what undo brings back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Snapshot {
    board: Grid,
    notes: [Candidates; 81],
}

/// What the hint key shows, a little more at each press.
// A game holds one hint at a time: the size of a step costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An entry that differs from the solution; the next press erases it.
    WrongEntry(Cell),
    /// A cell whose notes leave out its digit; the next press gives it back.
    WrongNotes(Cell, Digit),
    /// A step of the explaining solver shown up to a stage; after the whole step, the next
    /// press applies it.
    Step(Step, HintStage),
    /// No technique applies: the solution's digit for a cell; the next press places it.
    Reveal(Cell, Digit),
}

impl Hint {
    /// The cells the board highlights for this hint.
    #[must_use]
    pub fn cells(&self) -> CellSet {
        match *self {
            Hint::WrongEntry(cell) | Hint::WrongNotes(cell, _) | Hint::Reveal(cell, _) => {
                CellSet::single(cell)
            }
            Hint::Step(_, HintStage::Technique) => CellSet::EMPTY,
            Hint::Step(step, _) => {
                let mut cells = step.cells();
                for (cell, _) in step.placements() {
                    cells.insert(cell);
                }
                cells
            }
        }
    }

    /// The sentence the player reads.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            Hint::WrongEntry(cell) => {
                format!("The digit at {cell} is wrong. Press h again to erase it.")
            }
            Hint::WrongNotes(cell, _) => format!(
                "Your notes at {cell} leave out its digit. Press h again to fill its notes."
            ),
            Hint::Step(step, HintStage::Full) => {
                format!("{}. Press h again to apply it.", step.hint(HintStage::Full))
            }
            Hint::Step(step, stage) => format!("{}. Press h for more.", step.hint(*stage)),
            Hint::Reveal(cell, digit) => format!(
                "No technique I know finds the next step here. The solution has {digit} at \
                 {cell}: press h again to place it, or s to solve."
            ),
        }
    }
}

/// A game: the puzzle, its solution, the player's digits and notes, the cursor, the history
/// for undo and redo, the hint in progress and the last message.
#[derive(Clone, Debug)]
pub struct Game {
    /// The clues. While entering a puzzle of one's own, empty.
    puzzle: Grid,
    /// The one solution (the empty grid while entering).
    solution: Grid,
    /// The clues and the player's digits.
    board: Grid,
    /// The player's notes for each empty cell.
    notes: [Candidates; 81],
    cursor: Cell,
    pencil: bool,
    phase: Phase,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    hint: Option<Hint>,
    /// Cells that the last check found wrong, shown until they change.
    wrong: CellSet,
    message: Option<Message>,
    started: Instant,
}

const NO_NOTES: [Candidates; 81] = [Candidates::EMPTY; 81];

impl Game {
    /// A game of `puzzle`, which must have exactly one solution.
    ///
    /// # Errors
    ///
    /// [`PuzzleError`] when the puzzle has no solution or several.
    pub fn new(puzzle: Grid) -> Result<Game, PuzzleError> {
        let solution = solve_unique(&puzzle)?;
        Ok(Game::with_solution(puzzle, solution))
    }

    /// A game of `puzzle` whose one solution is already known (from the generator).
    #[must_use]
    pub fn with_solution(puzzle: Grid, solution: Grid) -> Game {
        Game {
            puzzle,
            solution,
            board: puzzle,
            notes: NO_NOTES,
            cursor: Cell::ALL[0],
            pencil: false,
            phase: Phase::Playing,
            undo: Vec::new(),
            redo: Vec::new(),
            hint: None,
            wrong: CellSet::EMPTY,
            message: None,
            started: Instant::now(),
        }
    }

    /// An empty board on which the player types the clues of a puzzle of their own.
    #[must_use]
    pub fn entering() -> Game {
        let mut game = Game::with_solution(Grid::EMPTY, Grid::EMPTY);
        game.phase = Phase::Entering;
        game.say(
            Tone::Info,
            "Type the clues of your puzzle, then press Enter to play it.",
        );
        game
    }

    // --- what the drawing reads ------------------------------------------------------------

    /// The clues.
    #[must_use]
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The clues and the player's digits.
    #[must_use]
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The player's notes in `cell` (none where a digit is).
    #[must_use]
    pub fn notes(&self, cell: Cell) -> Candidates {
        self.notes[cell.index()]
    }

    /// Whether `cell` holds a clue, which the player cannot change.
    #[must_use]
    pub fn is_clue(&self, cell: Cell) -> bool {
        self.puzzle.get(cell).is_some()
    }

    /// The cell under the cursor.
    #[must_use]
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Whether digits go into the notes instead of the cells.
    #[must_use]
    pub fn pencil(&self) -> bool {
        self.pencil
    }

    /// What the game is doing.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The hint in progress, if any.
    #[must_use]
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The last message, if any.
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The cells whose digit clashes with a peer's, shown at once.
    #[must_use]
    pub fn clashes(&self) -> CellSet {
        clashes(&self.board)
    }

    /// The cells the last check found wrong (until they change).
    #[must_use]
    pub fn wrong(&self) -> CellSet {
        self.wrong
    }

    /// The time since the puzzle started, or the time it took once done.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        match self.phase {
            Phase::Done { elapsed, .. } => elapsed,
            _ => self.started.elapsed(),
        }
    }

    /// Whether anything would be lost by leaving: digits or notes the player added, or clues
    /// typed in.
    #[must_use]
    pub fn has_progress(&self) -> bool {
        match self.phase {
            Phase::Done { .. } => false,
            Phase::Entering => self.board != Grid::EMPTY,
            Phase::Playing => self.board != self.puzzle || self.notes != NO_NOTES,
        }
    }

    // --- moves ---------------------------------------------------------------------------

    /// Moves the cursor one cell, wrapping around the edges.
    pub fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match direction {
            Direction::Up => ((row + 8) % 9, col),
            Direction::Down => ((row + 1) % 9, col),
            Direction::Left => (row, (col + 8) % 9),
            Direction::Right => (row, (col + 1) % 9),
        };
        self.cursor = Cell::from_row_col(row, col).unwrap_or(self.cursor);
    }

    /// Puts the cursor on `cell` (a mouse click).
    pub fn set_cursor(&mut self, cell: Cell) {
        self.cursor = cell;
    }

    /// Switches between placing digits and writing notes.
    pub fn toggle_pencil(&mut self) {
        self.pencil = !self.pencil;
        let text = if self.pencil {
            "Pencil mode: digits go into the notes (p to leave)."
        } else {
            "Digit mode: digits go into the cells."
        };
        self.say(Tone::Info, text);
    }

    /// The digit key: while entering, a clue; in pencil mode, toggles a note; otherwise
    /// places the digit at the cursor.
    pub fn input(&mut self, digit: Digit) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Entering => {
                self.record();
                self.board.set(cell, digit);
                self.message = None;
                self.report_clashes();
            }
            Phase::Playing if self.is_clue(cell) => {
                self.say(Tone::Bad, format!("{cell} is a clue; it cannot change."));
            }
            Phase::Playing if self.pencil => {
                if self.board.get(cell).is_some() {
                    self.say(
                        Tone::Bad,
                        format!("{cell} holds a digit; erase it to add notes."),
                    );
                    return;
                }
                self.record();
                let notes = &mut self.notes[cell.index()];
                if notes.contains(digit) {
                    notes.remove(digit);
                } else {
                    notes.insert(digit);
                }
                self.message = None;
            }
            Phase::Playing => {
                if self.board.get(cell) == Some(digit) {
                    return;
                }
                self.record();
                self.place(cell, digit);
                self.message = None;
                self.report_clashes();
                self.check_complete();
            }
        }
    }

    /// Erases the digit at the cursor, or its notes when it has no digit.
    pub fn erase(&mut self) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Playing if self.is_clue(cell) => {
                self.say(Tone::Bad, format!("{cell} is a clue; it cannot change."));
            }
            _ => {
                if self.board.get(cell).is_some() {
                    self.record();
                    self.board.clear(cell);
                    self.wrong.remove(cell);
                } else if !self.notes[cell.index()].is_empty() {
                    self.record();
                    self.notes[cell.index()] = Candidates::EMPTY;
                }
                self.message = None;
            }
        }
    }

    /// Writes into the notes of every empty cell the digits its peers leave.
    pub fn fill_candidates(&mut self) {
        if self.phase != Phase::Playing {
            self.say(Tone::Bad, "Notes are for playing a puzzle.");
            return;
        }
        self.record();
        self.fill_notes();
        self.say(
            Tone::Info,
            "Every empty cell now notes the digits its row, column and box leave.",
        );
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        match self.undo.pop() {
            Some(snapshot) => {
                self.redo.push(self.snapshot());
                self.restore(snapshot);
                self.say(Tone::Info, "Undone.");
            }
            None => self.say(Tone::Bad, "Nothing to undo."),
        }
    }

    /// Makes again the last change undone.
    pub fn redo(&mut self) {
        match self.redo.pop() {
            Some(snapshot) => {
                self.undo.push(self.snapshot());
                self.restore(snapshot);
                self.say(Tone::Info, "Redone.");
            }
            None => self.say(Tone::Bad, "Nothing to redo."),
        }
    }

    /// Marks clashes and the entries that differ from the solution; congratulates on a
    /// complete correct grid.
    pub fn check(&mut self) {
        if self.phase == Phase::Entering {
            self.say(Tone::Info, "Press Enter to check and start your puzzle.");
            return;
        }
        if let Phase::Done { .. } = self.phase {
            self.say_done();
            return;
        }
        let clashes = self.clashes();
        self.wrong = self.wrong_entries() | clashes;
        let left = 81 - self.board.clue_count();
        if self.wrong.is_empty() {
            self.say(
                Tone::Good,
                format!("All correct so far: {left} cells to go."),
            );
        } else {
            let mut text = String::new();
            if !clashes.is_empty() {
                text += &format!("Clashes at {clashes}. ");
            }
            let wrong = self.wrong - clashes;
            if !wrong.is_empty() {
                let n = wrong.len();
                let (entries, differ) = if n == 1 {
                    ("entry", "differs")
                } else {
                    ("entries", "differ")
                };
                text += &format!("{n} {entries} {differ} from the solution: {wrong}.");
            }
            self.say(Tone::Bad, text.trim_end().to_string());
        }
    }

    /// The hint key: a wrong entry or wrong notes first, else the next logical step in
    /// stages (technique and where, then the cells, then the whole step, then applied).
    pub fn hint_key(&mut self) {
        if self.phase != Phase::Playing {
            match self.phase {
                Phase::Entering => self.say(Tone::Info, "Press Enter to start your puzzle first."),
                _ => self.say_done(),
            }
            return;
        }
        let next = match self.hint {
            Some(hint) => self.advance(hint),
            None => Some(self.first_hint()),
        };
        self.hint = next;
        // The panel shows a hint in progress; a hint carried out has said what it did.
        if next.is_some() {
            self.message = None;
        }
    }

    /// Fills in the solution.
    pub fn solve(&mut self) {
        match self.phase {
            Phase::Entering => self.say(Tone::Info, "Press Enter to start your puzzle first."),
            Phase::Done { .. } => self.say_done(),
            Phase::Playing => {
                self.record();
                self.board = self.solution;
                self.notes = NO_NOTES;
                self.phase = Phase::Done {
                    elapsed: self.started.elapsed(),
                    by_player: false,
                };
                self.say(
                    Tone::Info,
                    "Solved by the computer. Press n for a new puzzle.",
                );
            }
        }
    }

    /// Back to the clues alone (while entering: an empty board). Undo brings it back.
    pub fn reset(&mut self) {
        if let Phase::Done { .. } = self.phase {
            self.phase = Phase::Playing;
            self.started = Instant::now();
        }
        self.record();
        self.board = self.puzzle;
        self.notes = NO_NOTES;
        if self.phase == Phase::Entering {
            self.say(Tone::Info, "Board emptied (u to undo).");
        } else {
            self.say(Tone::Info, "Back to the clues alone (u to undo).");
        }
    }

    /// Enter: while entering a puzzle, checks it and starts it when it has exactly one
    /// solution; otherwise says whether it has none (and which cells clash) or several.
    pub fn finish_entry(&mut self) {
        if self.phase != Phase::Entering {
            return;
        }
        match solve_unique(&self.board) {
            Ok(solution) => {
                let clues = self.board.clue_count();
                *self = Game::with_solution(self.board, solution);
                self.say(
                    Tone::Good,
                    format!("Your puzzle has exactly one solution ({clues} clues). Play!"),
                );
            }
            Err(err) => {
                self.wrong = match err {
                    PuzzleError::NoSolution { clashes } => clashes,
                    PuzzleError::Several => CellSet::EMPTY,
                };
                let mut text = err.to_string();
                if let Some(first) = text.get(..1) {
                    text = first.to_uppercase() + &text[1..];
                }
                self.say(Tone::Bad, format!("{text}."));
            }
        }
    }

    /// Leaves a message for the player.
    pub fn note(&mut self, tone: Tone, text: impl Into<String>) {
        self.say(tone, text);
    }

    // --- inside --------------------------------------------------------------------------

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            tone,
            text: text.into(),
        });
    }

    fn say_done(&mut self) {
        self.say(Tone::Info, "This puzzle is done. Press n for a new one.");
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            board: self.board,
            notes: self.notes,
        }
    }

    /// Saves the state before a change, forgets what was undone, and drops the hint.
    fn record(&mut self) {
        self.undo.push(self.snapshot());
        self.redo.clear();
        self.hint = None;
    }

    fn restore(&mut self, snapshot: Snapshot) {
        self.board = snapshot.board;
        self.notes = snapshot.notes;
        self.hint = None;
        self.wrong = CellSet::EMPTY;
        if let Phase::Done { .. } = self.phase {
            self.phase = Phase::Playing;
        }
    }

    /// Places a digit, drops the cell's notes and the digit from its peers' notes.
    fn place(&mut self, cell: Cell, digit: Digit) {
        self.board.set(cell, digit);
        self.notes[cell.index()] = Candidates::EMPTY;
        self.wrong.remove(cell);
        for peer in cell.peers() {
            self.notes[peer.index()].remove(digit);
        }
    }

    fn fill_notes(&mut self) {
        for cell in Cell::ALL {
            self.notes[cell.index()] = match self.board.get(cell) {
                Some(_) => Candidates::EMPTY,
                None => self.board.candidates(cell),
            };
        }
    }

    fn report_clashes(&mut self) {
        let clashes = self.clashes();
        if !clashes.is_empty() {
            self.say(Tone::Bad, format!("Clash: {clashes} break the rules."));
        }
    }

    fn check_complete(&mut self) {
        if !self.board.is_full() {
            return;
        }
        if self.board == self.solution {
            let elapsed = self.started.elapsed();
            self.phase = Phase::Done {
                elapsed,
                by_player: true,
            };
            self.say(
                Tone::Good,
                format!(
                    "Solved in {}. Well done! Press n for a new puzzle.",
                    clock(elapsed)
                ),
            );
        } else {
            self.say(
                Tone::Bad,
                "The grid is full but not right: c marks the mistakes.",
            );
        }
    }

    /// The player's digits that differ from the solution.
    fn wrong_entries(&self) -> CellSet {
        Cell::ALL
            .into_iter()
            .filter(|&cell| {
                !self.is_clue(cell)
                    && self
                        .board
                        .get(cell)
                        .is_some_and(|d| Some(d) != self.solution.get(cell))
            })
            .collect()
    }

    /// Whether every empty cell has notes: then hints work on the player's notes.
    fn notes_complete(&self) -> bool {
        Cell::ALL
            .into_iter()
            .all(|cell| self.board.get(cell).is_some() || !self.notes[cell.index()].is_empty())
    }

    /// The marks the explainer works on: the player's notes when every empty cell has some
    /// (so that a step they applied stays applied), else every candidate.
    fn logic_marks(&self) -> Marks {
        if self.notes_complete() {
            Marks::from_candidates(&self.board, |cell| {
                self.notes[cell.index()] & self.board.candidates(cell)
            })
        } else {
            Marks::new(&self.board)
        }
    }

    fn first_hint(&self) -> Hint {
        if let Some(cell) = self.wrong_entries().first() {
            return Hint::WrongEntry(cell);
        }
        if self.notes_complete() {
            for cell in Cell::ALL {
                if let Some(digit) = self.solution.get(cell)
                    && self.board.get(cell).is_none()
                    && !self.notes[cell.index()].contains(digit)
                {
                    return Hint::WrongNotes(cell, digit);
                }
            }
        }
        // HoDoKu's order, the order of the game's levels: its names are the ones players
        // learn, and its last resort (brute force) is instant where SE's nested chains can
        // take seconds.
        match Explainer::hodoku().next_step(&self.logic_marks()) {
            Some(step) => Hint::Step(step, HintStage::Technique),
            None => self.reveal(),
        }
    }

    /// When no technique finds a step: the solution's digit at the cursor, or at the first
    /// empty cell when the cursor's is filled.
    fn reveal(&self) -> Hint {
        let empty = |cell: Cell| self.board.get(cell).is_none();
        let cell = if empty(self.cursor) {
            Some(self.cursor)
        } else {
            Cell::ALL.into_iter().find(|&c| empty(c))
        };
        match cell.and_then(|cell| Some((cell, self.solution.get(cell)?))) {
            Some((cell, digit)) => Hint::Reveal(cell, digit),
            // Full and correct is Done; full and wrong has a wrong entry, found first.
            None => Hint::WrongEntry(self.cursor),
        }
    }

    /// The next press on a hint: more of it, or carrying it out (then `None`).
    fn advance(&mut self, hint: Hint) -> Option<Hint> {
        match hint {
            Hint::Step(step, stage) => {
                if let Some(next) = stage.next() {
                    return Some(Hint::Step(step, next));
                }
                self.record();
                if step.eliminations().next().is_some() && !self.notes_complete() {
                    self.fill_notes();
                }
                let mut marks = self.logic_marks();
                step.apply(&mut marks);
                for (cell, digit) in step.placements() {
                    self.place(cell, digit);
                }
                for (cell, _) in step.eliminations() {
                    if self.board.get(cell).is_none() {
                        self.notes[cell.index()] = marks.candidates(cell);
                    }
                }
                self.say(Tone::Info, format!("Applied: {step}."));
            }
            Hint::WrongEntry(cell) => {
                self.record();
                self.board.clear(cell);
                self.wrong.remove(cell);
                self.say(Tone::Info, format!("Erased the wrong digit at {cell}."));
            }
            Hint::WrongNotes(cell, digit) => {
                self.record();
                self.notes[cell.index()].insert(digit);
                self.say(Tone::Info, format!("Gave {cell} back its note {digit}."));
            }
            Hint::Reveal(cell, digit) => {
                self.record();
                self.place(cell, digit);
                self.say(Tone::Info, format!("Placed {digit} at {cell}."));
            }
        }
        self.check_complete();
        None
    }
}

/// A duration as `m:ss`, or `h:mm:ss` from an hour on.
#[must_use]
pub fn clock(elapsed: Duration) -> String {
    let s = elapsed.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solved by singles alone; its first step is a hidden single (9 at r3c5).
    const EASY: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// Needs more than singles: the explainer removes candidates on the way.
    const HARD: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn game(line: &str) -> Game {
        Game::new(line.parse().unwrap()).unwrap()
    }

    fn cell(row: usize, col: usize) -> Cell {
        Cell::from_row_col(row, col).unwrap()
    }

    fn digit(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    /// The first empty cell and its solution digit.
    fn first_empty(game: &Game) -> (Cell, Digit) {
        let cell = Cell::ALL
            .into_iter()
            .find(|&c| game.board().get(c).is_none())
            .unwrap();
        (cell, game.solution.get(cell).unwrap())
    }

    /// A digit for `cell` that differs from its solution and clashes with no peer.
    fn wrong_but_no_clash(game: &Game, cell: Cell) -> Digit {
        game.board()
            .candidates(cell)
            .into_iter()
            .find(|&d| Some(d) != game.solution.get(cell))
            .unwrap()
    }

    #[test]
    fn the_cursor_moves_and_wraps_around() {
        let mut game = game(EASY);
        assert_eq!(game.cursor(), cell(0, 0));
        game.move_cursor(Direction::Up);
        assert_eq!(game.cursor(), cell(8, 0));
        game.move_cursor(Direction::Left);
        assert_eq!(game.cursor(), cell(8, 8));
        game.move_cursor(Direction::Down);
        game.move_cursor(Direction::Right);
        assert_eq!(game.cursor(), cell(0, 0));
        game.set_cursor(cell(4, 5));
        assert_eq!(game.cursor(), cell(4, 5));
    }

    #[test]
    fn clues_cannot_change() {
        let mut game = game(EASY);
        let clue = cell(0, 2);
        assert!(game.is_clue(clue));
        game.set_cursor(clue);
        game.input(digit(1));
        game.erase();
        game.toggle_pencil();
        game.input(digit(1));
        assert_eq!(game.board(), game.puzzle());
        assert_eq!(game.notes(clue), Candidates::EMPTY);
        assert_eq!(game.message().unwrap().tone, Tone::Bad);
        assert!(game.message().unwrap().text.contains("r1c3 is a clue"));
        assert!(!game.has_progress());
    }

    #[test]
    fn placing_erasing_undo_and_redo() {
        let mut game = game(EASY);
        let (cell, right) = first_empty(&game);
        game.set_cursor(cell);
        game.input(right);
        assert_eq!(game.board().get(cell), Some(right));
        assert!(game.has_progress());
        game.erase();
        assert_eq!(game.board().get(cell), None);
        game.undo();
        assert_eq!(game.board().get(cell), Some(right));
        game.undo();
        assert_eq!(game.board(), game.puzzle());
        game.undo();
        assert_eq!(game.message().unwrap().text, "Nothing to undo.");
        game.redo();
        assert_eq!(game.board().get(cell), Some(right));
        // A new change forgets what was undone.
        game.undo();
        game.input(right);
        game.redo();
        assert_eq!(game.message().unwrap().text, "Nothing to redo.");
    }

    #[test]
    fn pencil_notes_toggle_and_placing_clears_them_from_peers() {
        let mut game = game(EASY);
        let (here, right) = first_empty(&game);
        let peer = here
            .peers()
            .iter()
            .copied()
            .find(|&p| game.board().get(p).is_none())
            .unwrap();
        game.toggle_pencil();
        assert!(game.pencil());
        game.set_cursor(peer);
        game.input(right);
        game.input(digit(9));
        game.input(digit(9));
        assert_eq!(game.notes(peer), Candidates::only(right));
        assert_eq!(game.board(), game.puzzle(), "notes place no digit");
        game.set_cursor(here);
        game.toggle_pencil();
        game.input(right);
        assert_eq!(game.notes(peer), Candidates::EMPTY);
        // Notes go only into empty cells.
        game.toggle_pencil();
        game.input(digit(1));
        assert_eq!(game.notes(here), Candidates::EMPTY);
        assert_eq!(game.message().unwrap().tone, Tone::Bad);
    }

    #[test]
    fn erase_takes_the_notes_of_an_empty_cell() {
        let mut game = game(EASY);
        let (here, right) = first_empty(&game);
        game.set_cursor(here);
        game.toggle_pencil();
        game.input(right);
        game.erase();
        assert_eq!(game.notes(here), Candidates::EMPTY);
        game.undo();
        assert_eq!(game.notes(here), Candidates::only(right));
    }

    #[test]
    fn fill_candidates_notes_what_each_cell_can_hold() {
        let mut game = game(EASY);
        game.fill_candidates();
        for cell in Cell::ALL {
            let expected = match game.board().get(cell) {
                Some(_) => Candidates::EMPTY,
                None => game.puzzle().candidates(cell),
            };
            assert_eq!(game.notes(cell), expected, "{cell}");
        }
        game.undo();
        assert!(Cell::ALL.into_iter().all(|c| game.notes(c).is_empty()));
    }

    #[test]
    fn a_clash_shows_at_once() {
        let mut game = game(EASY);
        // r1c1 is empty; r1c3 holds the clue 3.
        game.input(digit(3));
        assert_eq!(game.clashes(), CellSet::from_iter([cell(0, 0), cell(0, 2)]));
        assert_eq!(game.message().unwrap().tone, Tone::Bad);
        assert!(game.message().unwrap().text.contains("Clash"));
        game.erase();
        assert!(game.clashes().is_empty());
    }

    #[test]
    fn check_marks_clashes_and_wrong_entries() {
        let mut game = game(EASY);
        game.check();
        assert_eq!(game.message().unwrap().tone, Tone::Good);
        assert!(game.message().unwrap().text.contains("49 cells to go"));

        let (here, _) = first_empty(&game);
        let wrong = wrong_but_no_clash(&game, here);
        game.set_cursor(here);
        game.input(wrong);
        assert!(game.clashes().is_empty());
        game.check();
        assert_eq!(game.wrong(), CellSet::single(here));
        assert_eq!(game.message().unwrap().tone, Tone::Bad);
        assert!(game.message().unwrap().text.contains("1 entry differs"));
        // Changing the cell takes the mark away.
        game.erase();
        assert!(game.wrong().is_empty());
    }

    #[test]
    fn a_hint_points_out_a_wrong_entry_first_then_erases_it() {
        let mut game = game(EASY);
        let (here, _) = first_empty(&game);
        let wrong = wrong_but_no_clash(&game, here);
        game.set_cursor(here);
        game.input(wrong);
        game.hint_key();
        assert_eq!(game.hint(), Some(&Hint::WrongEntry(here)));
        assert_eq!(game.hint().unwrap().cells(), CellSet::single(here));
        game.hint_key();
        assert_eq!(game.board().get(here), None);
        assert!(game.hint().is_none());
    }

    #[test]
    fn a_hint_shows_a_step_in_stages_then_applies_it() {
        let mut game = game(EASY);
        let step = Explainer::hodoku()
            .next_step(&Marks::new(game.puzzle()))
            .unwrap();
        game.hint_key();
        assert_eq!(game.hint(), Some(&Hint::Step(step, HintStage::Technique)));
        assert_eq!(
            game.hint().unwrap().text(),
            format!("{}. Press h for more.", step.hint(HintStage::Technique))
        );
        assert!(game.hint().unwrap().cells().is_empty());
        game.hint_key();
        assert_eq!(game.hint(), Some(&Hint::Step(step, HintStage::Cells)));
        let (target, value) = step.placements().next().unwrap();
        assert!(game.hint().unwrap().cells().contains(target));
        game.hint_key();
        assert_eq!(game.hint(), Some(&Hint::Step(step, HintStage::Full)));
        assert!(game.hint().unwrap().text().contains(&step.to_string()));
        game.hint_key();
        assert!(game.hint().is_none());
        assert_eq!(game.board().get(target), Some(value));
        // Applying a hint is a change like any other.
        game.undo();
        assert_eq!(game.board(), game.puzzle());
    }

    #[test]
    fn any_change_drops_the_hint_in_progress() {
        let mut game = game(EASY);
        game.hint_key();
        assert!(game.hint().is_some());
        game.fill_candidates();
        assert!(game.hint().is_none());
    }

    #[test]
    fn hints_alone_solve_an_easy_puzzle_and_count_as_the_players() {
        let mut game = game(EASY);
        for _ in 0..4 * 81 {
            if game.phase() != Phase::Playing {
                break;
            }
            game.hint_key();
        }
        assert!(matches!(
            game.phase(),
            Phase::Done {
                by_player: true,
                ..
            }
        ));
        assert_eq!(game.board(), &game.solution);
    }

    #[test]
    fn applied_eliminations_stay_in_the_notes() {
        let mut game = game(HARD);
        let mut eliminated = 0;
        for _ in 0..200 {
            game.hint_key();
            if let Some(Hint::Step(step, HintStage::Full)) = game.hint().copied() {
                let removed: Vec<_> = step.eliminations().collect();
                game.hint_key();
                for (cell, digit) in removed {
                    assert!(
                        !game.notes(cell).contains(digit),
                        "{cell} still notes {digit}"
                    );
                    eliminated += 1;
                }
            }
            if eliminated > 0 {
                break;
            }
        }
        assert!(eliminated > 0, "the hard puzzle needs an elimination");
        // The notes were filled for it, and the next hint builds on them.
        assert!(game.notes_complete());
    }

    #[test]
    fn a_hint_points_out_notes_that_leave_out_the_solution() {
        let mut game = game(EASY);
        game.fill_candidates();
        let (here, right) = first_empty(&game);
        game.set_cursor(here);
        game.toggle_pencil();
        game.input(right);
        game.hint_key();
        assert_eq!(game.hint(), Some(&Hint::WrongNotes(here, right)));
        game.hint_key();
        assert!(game.notes(here).contains(right));
    }

    #[test]
    fn without_a_technique_the_hint_reveals_a_digit() {
        let mut game = game(EASY);
        let (here, right) = first_empty(&game);
        let (cursor, at_cursor) = (cell(0, 0), game.solution.get(cell(0, 0)).unwrap());
        assert_eq!(game.reveal(), Hint::Reveal(cursor, at_cursor));
        game.set_cursor(cell(0, 2)); // a clue: the first empty cell instead
        assert_eq!(game.reveal(), Hint::Reveal(here, right));
        game.hint = Some(game.reveal());
        assert!(game.hint().unwrap().text().contains("or s to solve"));
        game.hint_key();
        assert_eq!(game.board().get(here), Some(right));
    }

    #[test]
    fn solve_fills_the_solution_and_undo_takes_it_back() {
        let mut game = game(EASY);
        game.solve();
        assert_eq!(game.board(), &game.solution);
        assert!(matches!(
            game.phase(),
            Phase::Done {
                by_player: false,
                ..
            }
        ));
        assert!(!game.has_progress());
        game.input(digit(1));
        assert!(game.message().unwrap().text.contains("done"));
        game.undo();
        assert_eq!(game.phase(), Phase::Playing);
        assert_eq!(game.board(), game.puzzle());
    }

    #[test]
    fn reset_goes_back_to_the_clues() {
        let mut game = game(EASY);
        let (here, right) = first_empty(&game);
        game.set_cursor(here);
        game.input(right);
        game.fill_candidates();
        game.reset();
        assert_eq!(game.board(), game.puzzle());
        assert!(!game.has_progress());
        game.undo();
        assert_eq!(game.board().get(here), Some(right));
    }

    #[test]
    fn completing_the_grid_congratulates_with_the_time() {
        let mut game = game(EASY);
        let solution = game.solution;
        for cell in Cell::ALL {
            if game.board().get(cell).is_none() {
                game.set_cursor(cell);
                game.input(solution.get(cell).unwrap());
            }
        }
        assert!(matches!(
            game.phase(),
            Phase::Done {
                by_player: true,
                ..
            }
        ));
        let message = game.message().unwrap();
        assert_eq!(message.tone, Tone::Good);
        assert!(message.text.starts_with("Solved in 0:"), "{}", message.text);
    }

    #[test]
    fn a_full_wrong_grid_is_not_congratulated() {
        let mut game = game(EASY);
        let mut solution = game.solution;
        // Swap two digits of an empty cell's row in the player's grid: full, but wrong.
        let row: Vec<Cell> = (0..9)
            .map(|c| cell(0, c))
            .filter(|&c| !game.is_clue(c))
            .collect();
        let (a, b) = (solution.get(row[0]).unwrap(), solution.get(row[1]).unwrap());
        solution.set(row[0], b);
        solution.set(row[1], a);
        for cell in Cell::ALL {
            if !game.is_clue(cell) {
                game.set_cursor(cell);
                game.input(solution.get(cell).unwrap());
            }
        }
        assert!(game.board().is_full());
        assert_eq!(game.phase(), Phase::Playing);
        assert!(game.message().unwrap().text.contains("full but not right"));
    }

    #[test]
    fn own_puzzle_with_clashing_clues_has_no_solution() {
        let mut game = Game::entering();
        assert_eq!(game.phase(), Phase::Entering);
        game.input(digit(5));
        game.move_cursor(Direction::Right);
        game.move_cursor(Direction::Right);
        game.input(digit(5));
        assert!(game.has_progress());
        game.finish_entry();
        assert_eq!(game.phase(), Phase::Entering);
        let clash = CellSet::from_iter([cell(0, 0), cell(0, 2)]);
        assert_eq!(game.wrong(), clash);
        assert_eq!(
            game.message().unwrap().text,
            "This puzzle has no solution: clashing clues at r1c13."
        );
    }

    #[test]
    fn own_puzzle_typing_can_be_undone_and_emptied() {
        let mut game = Game::entering();
        game.input(digit(5));
        game.undo();
        assert_eq!(game.board(), &Grid::EMPTY);
        game.redo();
        game.reset();
        assert_eq!(game.board(), &Grid::EMPTY);
        assert_eq!(game.message().unwrap().text, "Board emptied (u to undo).");
        game.undo();
        assert_eq!(game.board().get(cell(0, 0)), Some(digit(5)));
    }

    #[test]
    fn own_puzzle_with_several_solutions_is_not_started() {
        let mut game = Game::entering();
        game.input(digit(5));
        game.finish_entry();
        assert_eq!(game.phase(), Phase::Entering);
        assert!(game.message().unwrap().text.contains("several solutions"));
    }

    #[test]
    fn own_puzzle_with_one_solution_starts() {
        let puzzle: Grid = EASY.parse().unwrap();
        let mut game = Game::entering();
        for (cell, digit) in puzzle.cells() {
            if let Some(digit) = digit {
                game.set_cursor(cell);
                game.input(digit);
            }
        }
        game.finish_entry();
        assert_eq!(game.phase(), Phase::Playing);
        assert_eq!(game.puzzle(), &puzzle);
        assert!(
            game.message()
                .unwrap()
                .text
                .contains("exactly one solution (32 clues)")
        );
        // Its clues are clues now.
        game.set_cursor(cell(0, 2));
        game.erase();
        assert_eq!(game.board(), &puzzle);
    }

    #[test]
    fn a_puzzle_with_several_solutions_or_none_cannot_be_played() {
        assert_eq!(Game::new(Grid::EMPTY).unwrap_err(), PuzzleError::Several);
        let mut clash = Grid::EMPTY;
        clash.set(cell(0, 0), digit(1));
        clash.set(cell(8, 0), digit(1));
        assert_eq!(
            Game::new(clash).unwrap_err(),
            PuzzleError::NoSolution {
                clashes: CellSet::from_iter([cell(0, 0), cell(8, 0)])
            }
        );
    }

    #[test]
    fn clock_reads_minutes_and_hours() {
        assert_eq!(clock(Duration::from_secs(7)), "0:07");
        assert_eq!(clock(Duration::from_secs(754)), "12:34");
        assert_eq!(clock(Duration::from_secs(3723)), "1:02:03");
    }
}
