//! Every word the player reads, in one place for every face: messages, hint texts, the
//! status lines, the menu, the summary. The messages name actions, not keys ("another hint",
//! "undo"), so that a terminal and a page with buttons can show the same sentences.
//!
//! Cells are named as the library names them (`r1c5`), lists of cells as a person writes them
//! ("r1c1, r2c2 and r3c3"), and clashes with the library's [`Conflict`] sentence ("r1c1 and
//! r4c1 both hold 4 in column 1").

use std::fmt;

use crate::state::{
    Choice, LoadError, Message, Mode, Origin, Phase, PuzzleError, PuzzleGrade, Solutions, Stats,
    Tone,
};
use shudu::{Candidates, Cell, CellSet, Conflict, Digit, GenerateError, Level, Symmetry};

/// What a face can do, for its help: each face pairs them with its own keys or buttons, and
/// shows [`describe`](Help::describe)'s words.
///
/// # Examples
///
/// ```
/// use shudu_game::text::Help;
///
/// assert_eq!(Help::Hint.describe(), "hint: where to look, the cells, the whole step, then apply it");
/// assert_eq!(Help::ALL.len(), 21);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Help {
    /// Move the cursor.
    Move,
    /// Place a digit or note it.
    Digit,
    /// Erase.
    Erase,
    /// Digits or notes.
    Mode,
    /// Note every cell's candidates.
    FillNotes,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// A hint.
    Hint,
    /// Check.
    Check,
    /// Solve.
    Solve,
    /// Back to the clues.
    Reset,
    /// Pause.
    Pause,
    /// Auto-remove of notes.
    AutoRemove,
    /// The grade now or at the end.
    GradeAtEnd,
    /// A new puzzle from the menu.
    NewPuzzle,
    /// Type a puzzle of one's own.
    OwnPuzzle,
    /// Start the typed puzzle.
    FinishEntry,
    /// Paste a puzzle while typing one.
    Paste,
    /// Scroll the text beside the board.
    Scroll,
    /// This help.
    Help,
    /// Save and leave.
    Quit,
}

impl Help {
    /// Every entry, in the order a help page lists them.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::text::Help;
    ///
    /// assert_eq!(Help::ALL[0], Help::Move);
    /// ```
    pub const ALL: [Help; 21] = [
        Help::Move,
        Help::Digit,
        Help::Erase,
        Help::Mode,
        Help::FillNotes,
        Help::Undo,
        Help::Redo,
        Help::Hint,
        Help::Check,
        Help::Solve,
        Help::Reset,
        Help::Pause,
        Help::AutoRemove,
        Help::GradeAtEnd,
        Help::NewPuzzle,
        Help::OwnPuzzle,
        Help::FinishEntry,
        Help::Paste,
        Help::Scroll,
        Help::Help,
        Help::Quit,
    ];

    /// What it does, in a few words.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::text::Help;
    ///
    /// assert_eq!(Help::Quit.describe(), "save the game and quit; the next start resumes it");
    /// ```
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Help::Move => "move the cursor",
            Help::Digit => "place a digit (in notes mode: note it or take the note away)",
            Help::Erase => "erase the digit, or the notes, of the cell",
            Help::Mode => "switch between placing digits and writing notes",
            Help::FillNotes => "note in every empty cell the digits its row, column and box leave",
            Help::Undo => "undo",
            Help::Redo => "redo",
            Help::Hint => "hint: where to look, the cells, the whole step, then apply it",
            Help::Check => "check your digits against the solution",
            Help::Solve => "let the computer solve the puzzle",
            Help::Reset => "go back to the clues alone (undo brings your work back)",
            Help::Pause => "pause: hide the board and stop the clock, or go on",
            Help::AutoRemove => {
                "auto-remove of notes on or off: a placed digit leaves the notes it rules out"
            }
            Help::GradeAtEnd => "show the grade now, or keep it a surprise until solved",
            Help::NewPuzzle => "a new puzzle: choose a level",
            Help::OwnPuzzle => "type in a puzzle of your own (0 or . for an empty cell)",
            Help::FinishEntry => "start the puzzle you typed, if it has exactly one solution",
            Help::Paste => "paste a puzzle while typing one: a line of 81 cells or nine rows",
            Help::Scroll => "scroll the text beside the board",
            Help::Help => "this help",
            Help::Quit => "save the game and quit; the next start resumes it",
        }
    }
}

/// The heading of a help page.
///
/// # Examples
///
/// ```
/// assert!(shudu_game::text::HELP_TITLE.starts_with("Help"));
/// ```
pub const HELP_TITLE: &str = "Help: what each key does";

/// The question before a typed puzzle replaces a game in progress, without its answers: a
/// face with buttons puts its own under it, a terminal asks [`OWN_PUZZLE_QUESTION`].
macro_rules! own_puzzle_question {
    () => {
        "Empty the board to type in your own puzzle? This game will be lost."
    };
}

/// The question before a typed puzzle replaces a game in progress, for a face that answers it
/// with buttons (yes, stay).
///
/// # Examples
///
/// ```
/// use shudu_game::text;
///
/// assert!(text::OWN_PUZZLE_QUESTION.starts_with(text::OWN_PUZZLE_CONFIRM));
/// ```
pub const OWN_PUZZLE_CONFIRM: &str = own_puzzle_question!();

/// The question before a typed puzzle replaces a game in progress, with its keys.
///
/// # Examples
///
/// ```
/// assert!(shudu_game::text::OWN_PUZZLE_QUESTION.contains("y: yes"));
/// ```
pub const OWN_PUZZLE_QUESTION: &str =
    concat!(own_puzzle_question!(), " y: yes, any other key: stay");

/// What the menu says while a game is in progress.
///
/// # Examples
///
/// ```
/// assert!(shudu_game::text::MENU_REPLACES.contains("replaces"));
/// ```
pub const MENU_REPLACES: &str =
    "The puzzle you choose replaces your game in progress (go back to keep playing it).";

/// While the generator works on a choice.
///
/// # Examples
///
/// ```
/// use shudu::Level;
/// use shudu_game::{Choice, text};
///
/// assert_eq!(text::making(Choice::Level(Level::Hard), 8), "Making a hard puzzle (seed 8)...");
/// ```
#[must_use]
pub fn making(choice: Choice, seed: u64) -> String {
    match choice {
        Choice::Level(_) => format!("Making a {choice} puzzle (seed {seed})..."),
        _ => format!("Making a puzzle of {choice} (seed {seed})..."),
    }
}

/// When the generator found no puzzle for a choice.
///
/// # Examples
///
/// ```
/// use shudu::GenerateError;
/// use shudu_game::{Choice, text};
///
/// let err = GenerateError::BudgetExhausted { attempts: 1000 };
/// let said = text::no_puzzle(Choice::Se { min: 110, max: 120 }, &err);
/// assert!(said.starts_with("No puzzle of SE 11.0-12.0 in 1000 tries"), "{said}");
/// ```
#[must_use]
pub fn no_puzzle(choice: Choice, err: &GenerateError) -> String {
    match err {
        GenerateError::BudgetExhausted { attempts } => format!(
            "No puzzle of {choice} in {attempts} tries: choose a wider or lower range, or              another level."
        ),
        _ => format!("No puzzle of {choice}: {err}."),
    }
}

/// When a saved game cannot be read.
///
/// # Examples
///
/// ```
/// use shudu_game::{Game, text};
///
/// let err = Game::load("hello", 0).unwrap_err();
/// assert!(text::resume_failed(&err).starts_with("Your saved game could not be read (not a saved game"));
/// ```
#[must_use]
pub fn resume_failed(err: &LoadError) -> String {
    format!("Your saved game could not be read ({err}): your next game will replace it.")
}

/// After quitting, where the game went.
///
/// # Examples
///
/// ```
/// assert_eq!(
///     shudu_game::text::saved_to("/home/me/.local/share/shudu/game.txt"),
///     "Your game is saved in /home/me/.local/share/shudu/game.txt: play again to go on with it."
/// );
/// ```
#[must_use]
pub fn saved_to(place: &str) -> String {
    format!("Your game is saved in {place}: play again to go on with it.")
}

/// When the game could not be saved.
///
/// # Examples
///
/// ```
/// assert!(shudu_game::text::not_saved("here", "disk full").ends_with("here: disk full."));
/// ```
#[must_use]
pub fn not_saved(place: &str, err: &str) -> String {
    format!("Your game could not be saved in {place}: {err}.")
}

/// A duration in milliseconds as `m:ss`, or `h:mm:ss` from an hour on.
///
/// # Examples
///
/// ```
/// use shudu_game::clock;
///
/// assert_eq!(clock(7_000), "0:07");
/// assert_eq!(clock(754_999), "12:34");
/// assert_eq!(clock(3_723_000), "1:02:03");
/// ```
#[must_use]
pub fn clock(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Cells as a person lists them: `r1c1`, `r1c1 and r2c2`, `r1c1, r2c2 and r3c3`.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, CellSet};
/// use shudu_game::cell_list;
///
/// let cells: CellSet = [0, 4, 41].into_iter().map(|i| Cell::new(i).unwrap()).collect();
/// assert_eq!(cell_list(cells), "r1c1, r1c5 and r5c6");
/// ```
#[must_use]
pub fn cell_list(cells: CellSet) -> String {
    join(cells.iter().map(|c| c.to_string()).collect())
}

/// `a`, `a and b`, `a, b and c`.
fn join(items: Vec<String>) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `1 hint`, `2 hints`, `no hints`.
fn count(n: u32, one: &str, many: &str) -> String {
    match n {
        0 => format!("no {many}"),
        1 => format!("1 {one}"),
        _ => format!("{n} {many}"),
    }
}

/// The clashes as one sentence: `r1c1 and r1c5 both hold 5 in row 1; r1c5 and r3c5 both
/// hold 5 in column 5.`
pub(crate) fn clashes(conflicts: &[Conflict]) -> String {
    format!(
        "{}.",
        join(conflicts.iter().map(|c| c.to_string()).collect())
    )
}

// --- puzzles and choices ---------------------------------------------------------------------

pub(crate) fn puzzle_error(err: &PuzzleError) -> String {
    match err {
        PuzzleError::NoSolution { clashes } if clashes.is_empty() => {
            "This puzzle has no solution, though no two clues clash.".to_string()
        }
        PuzzleError::NoSolution { clashes: pairs } => {
            format!("This puzzle has no solution: {}", clashes(pairs))
        }
        PuzzleError::Several => {
            "This puzzle has several solutions: add clues until it has one.".to_string()
        }
        PuzzleError::GaveUp { guesses } => format!(
            "This grid takes too much work to check ({guesses} guesses without an answer): \
             add clues or check them for a mistake."
        ),
    }
}

pub(crate) fn unknown_choice(s: &str) -> String {
    format!(
        "Unknown level \"{s}\": the levels are easy, medium, hard, unfair and extreme, or a \
         range on SE's scale such as SE 4.0-6.0."
    )
}

pub(crate) fn range_reversed(s: &str) -> String {
    format!("The range {s} ends below its start: write the lower rating first, as in 4.0-6.0.")
}

pub(crate) fn not_a_rating(s: &str) -> String {
    format!("\"{s}\" is not a rating: write one such as 4 or 4.5, or a range such as 4.0-6.0.")
}

pub(crate) fn rating_out_of_range(s: &str) -> String {
    let (low, high) = Choice::SE_LIMITS;
    format!(
        "{s} is off SE's scale: ratings go from {} to {}.",
        tenths(low),
        tenths(high)
    )
}

pub(crate) fn origin(origin: &Origin) -> String {
    match origin {
        Origin::Generated {
            choice,
            symmetry,
            seed,
        } => {
            let mut title = format!("seed {seed}, {choice}");
            if *symmetry != Symmetry::None {
                title += &format!(", {symmetry}");
            }
            title
        }
        Origin::Given => "given puzzle".to_string(),
        Origin::Typed => "your puzzle".to_string(),
    }
}

/// An SE range as the menu writes it: "4.0-6.0".
pub(crate) fn se_range((min, max): (u8, u8)) -> String {
    format!("{}-{}", tenths(min), tenths(max))
}

/// The menu's item for a range on SE's scale: "SE rating 4.0-6.0".
pub(crate) fn se_item(range: &str) -> String {
    format!("SE rating {range}")
}

pub(crate) const MENU_TITLE: &str = "New puzzle: choose a level";

pub(crate) fn level_about(level: Level) -> &'static str {
    match level {
        Level::Easy => "singles only",
        Level::Medium => "locked candidates, pairs and triples",
        Level::Hard => "fish, wings, single-digit patterns, uniqueness",
        Level::Unfair => "finned fish, Sue de Coq and chains",
        Level::Extreme => "forcing chains and beyond",
    }
}

pub(crate) const SE_ABOUT: &str = "a range on Sudoku Explainer's scale, 1.0 to 12.0";

/// What the menu says when its SE item is selected: how to type a range.
pub const SE_TYPE: &str =
    "Type a range such as 4.0-6.0 (7.5 and up take a few seconds to make), then choose it.";

// --- grades ----------------------------------------------------------------------------------

pub(crate) fn grade_short(grade: &PuzzleGrade) -> String {
    format!("{}, SE {}", grade.level, tenths(grade.er))
}

pub(crate) fn grade_long(grade: &PuzzleGrade) -> String {
    format!(
        "{} (HoDoKu score {}, hardest {}), SE {}",
        grade.level,
        grade.score,
        grade.hardest.hodoku_name(),
        tenths(grade.er)
    )
}

pub(crate) fn grade_status(grade: Option<Result<&PuzzleGrade, String>>, shown: bool) -> String {
    match grade {
        _ if !shown => "Grade: after you solve it".to_string(),
        None => "Grade: rating the puzzle...".to_string(),
        Some(Ok(grade)) => format!("Grade: {}", grade.short()),
        Some(Err(_)) => "Grade: none (the techniques ran out)".to_string(),
    }
}

pub(crate) fn grade_at_end(at_end: bool, grade: Option<&PuzzleGrade>) -> String {
    match (at_end, grade) {
        (true, _) => "The grade will show once you have solved the puzzle.".to_string(),
        (false, Some(grade)) => format!("This puzzle is {grade}."),
        (false, None) => "The grade shows as soon as the puzzle is rated.".to_string(),
    }
}

// --- status lines ----------------------------------------------------------------------------

/// What a cell holds, for its status line.
pub(crate) enum CellWhat {
    Clue(Digit),
    Entry(Digit),
    Notes(Candidates),
}

pub(crate) fn cell_status(cell: Cell, what: CellWhat) -> String {
    match what {
        CellWhat::Clue(d) => format!("{cell}: clue {d}"),
        CellWhat::Entry(d) => format!("{cell}: your {d}"),
        CellWhat::Notes(notes) if notes.is_empty() => format!("{cell}: empty"),
        CellWhat::Notes(notes) => {
            let digits: Vec<String> = notes.iter().map(|d| d.to_string()).collect();
            format!("{cell}: notes {}", digits.join(" "))
        }
    }
}

pub(crate) fn time(ms: u64, paused: bool) -> String {
    if paused {
        format!("Time {} (paused)", clock(ms))
    } else {
        format!("Time {}", clock(ms))
    }
}

pub(crate) fn mode(phase: Phase, mode: Mode) -> String {
    match (phase, mode) {
        (Phase::Entering, _) => "Typing clues".to_string(),
        (Phase::Done { .. }, _) => "Solved".to_string(),
        (_, Mode::Digits) => "Mode: digits".to_string(),
        (_, Mode::Notes) => "Mode: notes".to_string(),
    }
}

pub(crate) fn clues_typed(n: usize) -> String {
    format!("Clues typed: {n}")
}

pub(crate) fn cells_to_fill(n: usize) -> String {
    match n {
        0 => "Every cell filled".to_string(),
        1 => "1 cell to fill".to_string(),
        _ => format!("{n} cells to fill"),
    }
}

pub(crate) fn counts(stats: Stats) -> String {
    format!(
        "Hints {}, checks {}, mistakes {}",
        stats.hints, stats.checks, stats.mistakes
    )
}

pub(crate) fn auto_remove_status(on: bool) -> String {
    format!("Auto-remove notes: {}", if on { "on" } else { "off" })
}

// --- starting and ending ---------------------------------------------------------------------

pub(crate) fn started(origin: &Origin, clues: usize) -> String {
    match origin {
        Origin::Generated { choice, .. } => {
            format!(
                "A new {choice} puzzle: {clues} clues, {} cells to fill.",
                81 - clues
            )
        }
        Origin::Given | Origin::Typed => {
            format!("{clues} clues, {} cells to fill. Good luck!", 81 - clues)
        }
    }
}

pub(crate) fn resumed_game(origin: &Origin) -> String {
    format!("Welcome back: your game ({origin}) is as you left it.")
}

pub(crate) const ENTERING: &str = "Type the clues of your puzzle (the cursor moves on after \
     each; 0 or . leaves a cell empty), or paste a whole puzzle, then start it.";

pub(crate) fn own_started(clues: usize) -> String {
    format!("Your puzzle has exactly one solution ({clues} clues). Play!")
}

pub(crate) const DONE: &str = "This puzzle is done: choose a new one.";

pub(crate) const START_FIRST: &str =
    "Start your puzzle first: its verdict says whether it has exactly one solution.";

pub(crate) const NOT_ENTERING: &str = "Only a puzzle being typed in is started this way.";

pub(crate) fn summary(
    by_player: bool,
    ms: u64,
    stats: Stats,
    grade: Option<&PuzzleGrade>,
) -> String {
    let counts = format!(
        "{}, {} and {}",
        count(stats.hints, "hint", "hints"),
        count(stats.checks, "check", "checks"),
        count(stats.mistakes, "mistake", "mistakes")
    );
    let mut text = if by_player {
        format!("Solved in {} with {counts}. Well done!", clock(ms))
    } else {
        format!("Solved by the computer after {} ({counts}).", clock(ms))
    };
    if let Some(grade) = grade {
        text += &format!(" The puzzle was {grade}.");
    }
    text
}

// --- moves -----------------------------------------------------------------------------------

pub(crate) fn is_clue(cell: Cell) -> String {
    format!("{cell} is a clue: it cannot change.")
}

pub(crate) fn notes_on_digit(cell: Cell) -> String {
    format!("{cell} holds a digit: erase it to write notes there.")
}

pub(crate) fn note_ruled_out(cell: Cell, digit: Digit, peer: Cell) -> String {
    let house = peer
        .houses()
        .into_iter()
        .find(|u| u.contains(cell))
        .map_or(String::new(), |u| format!(" in {u}"));
    format!(
        "{peer} holds {digit}{house}, so {digit} is no note for {cell} \
         (auto-remove of notes is on)."
    )
}

pub(crate) const NOTES_ENTERING: &str = "A puzzle being typed in has clues, not notes.";

pub(crate) fn mode_switched(mode: Mode) -> &'static str {
    match mode {
        Mode::Notes => "Notes mode: digits go into the notes of the cell.",
        Mode::Digits => "Digits mode: digits go into the cells.",
    }
}

pub(crate) const NOTES_FILLED: &str =
    "Every empty cell now notes the digits its row, column and box leave.";

pub(crate) const NOTES_ALREADY_FILLED: &str = "Every empty cell already notes those digits.";

pub(crate) const NOTHING_TO_UNDO: &str = "Nothing to undo.";
pub(crate) const NOTHING_TO_REDO: &str = "Nothing to redo.";

pub(crate) fn undone(what: &str) -> String {
    format!("Undone: {what}.")
}

pub(crate) fn redone(what: &str) -> String {
    format!("Redone: {what}.")
}

pub(crate) const CHECK_ENTERING: &str =
    "Start your puzzle to check it: its verdict says whether it has exactly one solution.";

pub(crate) fn all_correct(left: usize) -> String {
    match left {
        1 => "All correct so far: 1 cell to go.".to_string(),
        _ => format!("All correct so far: {left} cells to go."),
    }
}

pub(crate) fn check_found(conflicts: &[Conflict], wrong: CellSet) -> String {
    let mut text = String::new();
    if !conflicts.is_empty() {
        text += &clashes(conflicts);
    }
    if !wrong.is_empty() {
        if !text.is_empty() {
            text.push(' ');
        }
        text += &match wrong.len() {
            1 => format!("Your digit at {} is not the solution's.", cell_list(wrong)),
            n => format!(
                "{n} of your digits are not the solution's: {}.",
                cell_list(wrong)
            ),
        };
    }
    text
}

pub(crate) const FULL_BUT_WRONG: &str =
    "The grid is full, but not right: a check shows the mistakes.";

pub(crate) fn reset(entering: bool) -> &'static str {
    if entering {
        "Board emptied (undo brings it back)."
    } else {
        "Back to the clues alone (undo brings your digits and notes back)."
    }
}

pub(crate) fn paused(ms: u64) -> String {
    format!(
        "Paused at {}: the board is hidden and the clock stopped.",
        clock(ms)
    )
}

pub(crate) const RESUMED: &str = "Go on: the clock runs again.";

pub(crate) const PAUSED_REFUSE: &str = "The game is paused: go on to play.";

pub(crate) fn auto_remove(on: bool, removed: usize) -> String {
    let mut text = if on {
        "Auto-remove of notes is on: placing a digit removes it from the notes of its row, \
         column and box."
            .to_string()
    } else {
        "Auto-remove of notes is off: your notes change only when you change them.".to_string()
    };
    match removed {
        0 => {}
        1 => text += " 1 note that a placed digit rules out is gone (undo brings it back).",
        n => {
            text +=
                &format!(" {n} notes that placed digits rule out are gone (undo brings them back).")
        }
    }
    text
}

pub(crate) const PASTE_WHILE_PLAYING: &str =
    "To play a puzzle of your own, start typing one, then paste it there.";

pub(crate) fn pasted(clues: usize, conflicts: &[Conflict]) -> String {
    let mut text = format!("Pasted a puzzle of {clues} clues: start it when it is ready.");
    if !conflicts.is_empty() {
        text = format!(
            "Pasted a puzzle of {clues} clues, but {}",
            clashes(conflicts)
        );
    }
    text
}

pub(crate) fn paste_unreadable(err: &str) -> String {
    format!("That paste is no puzzle: {err}.")
}

// --- what undo and redo name -----------------------------------------------------------------

pub(crate) fn placed(digit: Digit, cell: Cell) -> String {
    format!("{digit} in {cell}")
}

pub(crate) fn note_added(digit: Digit, cell: Cell) -> String {
    format!("note {digit} in {cell}")
}

pub(crate) fn note_removed(digit: Digit, cell: Cell) -> String {
    format!("removing note {digit} from {cell}")
}

pub(crate) fn erased(digit: Digit, cell: Cell) -> String {
    format!("erasing {digit} from {cell}")
}

pub(crate) fn erased_notes(cell: Cell) -> String {
    format!("erasing the notes of {cell}")
}

pub(crate) fn typed_clue(digit: Digit, cell: Cell) -> String {
    format!("clue {digit} in {cell}")
}

pub(crate) fn typed_blank(cell: Cell) -> String {
    format!("clearing {cell}")
}

pub(crate) fn typed_cells(n: usize) -> String {
    format!("typing {n} cells")
}

pub(crate) const FILLED_WHAT: &str = "filling every cell's notes";
pub(crate) const SOLUTION_WHAT: &str = "the solution";
pub(crate) const RESET_WHAT: &str = "going back to the clues";
pub(crate) const PASTED_WHAT: &str = "the pasted puzzle";
pub(crate) const RULED_OUT_WHAT: &str = "removing the notes placed digits rule out";

pub(crate) fn applied_what(technique: &str) -> String {
    format!("the hint ({technique})")
}

// --- hints -----------------------------------------------------------------------------------

pub(crate) fn hint_title(stage: Option<(u8, u8)>) -> String {
    match stage {
        Some((n, of)) => format!("Hint {n} of {of}"),
        None => "Hint".to_string(),
    }
}

/// A stage's sentence and what another hint does next.
pub(crate) fn hint_stage(sentence: &str, next: Option<(u8, u8)>) -> String {
    let then = match next {
        Some((2, _)) => "Another hint shows the cells.",
        Some(_) => "Another hint shows the whole step.",
        None => "Another hint applies it.",
    };
    format!("{sentence}. {then}")
}

pub(crate) fn hint_wrong_entry(cell: Cell, digit: Option<Digit>) -> String {
    match digit {
        Some(d) => {
            format!("Your {d} at {cell} is not the solution's digit. Another hint erases it.")
        }
        None => format!("{cell} is wrong. Another hint erases it."),
    }
}

pub(crate) fn hint_wrong_notes(cell: Cell) -> String {
    format!("Your notes at {cell} leave out the digit that goes there. Another hint gives it back.")
}

pub(crate) fn hint_reveal(cell: Cell, digit: Digit) -> String {
    format!(
        "No technique I know finds the next step here. The solution has {digit} at {cell}: \
         another hint places it, or let the computer solve the puzzle."
    )
}

pub(crate) fn applied(sentence: &str, written: CellSet) -> String {
    let mut text = format!("Applied: {sentence}.");
    if !written.is_empty() {
        text += &format!(
            " Notes written in {}, which had none, so that the removal shows.",
            cell_list(written)
        );
    }
    text
}

pub(crate) fn erased_wrong(digit: Digit, cell: Cell) -> String {
    format!("Erased your {digit} at {cell}.")
}

pub(crate) fn gave_note_back(digit: Digit, cell: Cell) -> String {
    format!("Gave {cell} back its note {digit}.")
}

pub(crate) fn revealed(digit: Digit, cell: Cell) -> String {
    format!("Placed {digit} at {cell}.")
}

// What a save that cannot be read says (`save.rs`): each is the `what` of a
// `LoadError`, after the line it is on.

pub(crate) fn save_second_line(key: &str) -> String {
    format!("a second {key} line")
}

pub(crate) fn save_unknown_phase(v: &str) -> String {
    format!("unknown phase {v:?}: entering, playing, done by player or done by computer")
}

pub(crate) fn save_no_cell(v: &str) -> String {
    format!("{v:?} is no cell: write one as r1c1")
}

pub(crate) fn save_unknown_mode(v: &str) -> String {
    format!("unknown mode {v:?}: digits or notes")
}

pub(crate) fn save_bad_puzzle(err: &PuzzleError) -> String {
    format!("the saved puzzle: {err}")
}

pub(crate) fn save_clue_lost(cell: Cell) -> String {
    format!("the board does not keep the clue at {cell}")
}

pub(crate) const SAVE_DONE_UNSOLVED: &str =
    "the game is saved as done, but the board is not the solution";

pub(crate) fn save_digit_and_notes(cell: Cell) -> String {
    format!("{cell} holds a digit and notes")
}

pub(crate) fn save_not_on_off(v: &str) -> String {
    format!("{v:?} is neither on nor off")
}

pub(crate) fn save_not_a_number(v: &str) -> String {
    format!("{v:?} is not a whole number")
}

pub(crate) fn save_notes_count(n: usize) -> String {
    format!("{n} cells of notes, not 81")
}

pub(crate) fn save_notes_digit(c: char, cell_number: usize) -> String {
    format!("{c:?} in the notes of cell {cell_number} is no digit")
}

pub(crate) fn save_not_a_mark(item: &str) -> String {
    format!("{item:?} is not a cell and digit such as r1c1=5")
}

pub(crate) fn save_no_origin(v: &str) -> String {
    format!("{v:?} is no origin: given, typed, or generated SEED SYMMETRY LEVEL")
}

pub(crate) fn save_bad_symmetry(symmetry: &str, err: &impl fmt::Display) -> String {
    format!("{symmetry:?}: {err}")
}

// The words of the game's plain types (`state.rs`).

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Level(level) => f.write_str(&level.name().to_ascii_lowercase()),
            Choice::Se { min, max } => write!(f, "SE {}-{}", tenths(*min), tenths(*max)),
            Choice::Clues(n) => write!(f, "{n} clues"),
        }
    }
}

/// `45` as `4.5`.
pub(crate) fn tenths(t: u8) -> String {
    format!("{}.{}", t / 10, t % 10)
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&origin(self))
    }
}

impl PuzzleGrade {
    /// `Hard, SE 4.2`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Level};
    /// use shudu_game::grade;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(grade(&puzzle).unwrap().short(), "Easy, SE 1.2");
    /// ```
    #[must_use]
    pub fn short(&self) -> String {
        grade_short(self)
    }
}

impl fmt::Display for PuzzleGrade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grade_long(self))
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&puzzle_error(self))
    }
}

/// Writes what is wrong with a save, and where.
///
/// # Examples
///
/// ```
/// use shudu_game::{Game, LoadError};
///
/// let err = Game::load("hello", 0).unwrap_err();
/// assert_eq!(err.to_string(), "not a saved game: its first line is \"hello\", not \"shudu game 1\"");
/// ```
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotASave(first) => write!(
                f,
                "not a saved game: its first line is {first:?}, not \"shudu game 1\""
            ),
            LoadError::Line { line, what } => write!(f, "line {line} of the save: {what}"),
            LoadError::Missing(key) => write!(f, "the save has no {key} line"),
            LoadError::Inconsistent(what) => write!(f, "the save does not hold together: {what}"),
        }
    }
}

// --- The variant game (VariantGame): any board the variant engine takes -----------------------

/// What the game says when a variant puzzle opens: whether check can compare the digits with
/// one solution, or finds broken rules only.
pub(crate) fn variant_opening(found: Solutions) -> Message {
    let (tone, text) = match found {
        Solutions::One => (
            Tone::Info,
            "Check compares your digits with the puzzle's one solution.",
        ),
        Solutions::None => (
            Tone::Bad,
            "This puzzle has no solution: check finds broken rules only.",
        ),
        Solutions::Several => (
            Tone::Bad,
            "This puzzle has more than one solution: check finds broken rules only.",
        ),
        Solutions::Unknown => (
            Tone::Bad,
            "The engine could not tell in time whether this puzzle has one solution: check \
             finds broken rules only.",
        ),
    };
    Message {
        tone,
        text: text.to_owned(),
    }
}

/// The rules placed digits break, as the engine words them, one sentence each.
pub(crate) fn variant_breaks(breaks: &[&shudu::variant::Break]) -> String {
    let sentences: Vec<String> = breaks.iter().map(|b| format!("{}.", b.message)).collect();
    sentences.join(" ")
}

/// A check against the one solution: the wrong cells, or how many cells are left.
pub(crate) fn variant_checked(wrong: &[shudu::variant::Cell], empty: usize) -> String {
    match wrong {
        [] if empty == 0 => "Every digit is right.".to_owned(),
        [] => format!(
            "Every digit so far is right; {} to fill.",
            count(empty as u32, "cell", "cells")
        ),
        [one] => format!("{one} is wrong."),
        many => format!(
            "{} are wrong.",
            join(many.iter().map(ToString::to_string).collect())
        ),
    }
}

/// A check without one solution to compare with, when no rule is broken.
pub(crate) fn variant_nothing_broken(empty: usize) -> String {
    format!(
        "No rule is broken so far; {} to fill.",
        count(empty as u32, "cell", "cells")
    )
}

pub(crate) fn variant_solved(ms: u64, found: Solutions) -> String {
    match found {
        Solutions::One => format!("Solved in {}. Well done!", clock(ms)),
        _ => format!(
            "Solved in {}: every cell is filled and no rule is broken. Well done!",
            clock(ms)
        ),
    }
}

pub(crate) const VARIANT_FULL_BUT_WRONG: &str =
    "The board is full, but not right: a check shows the mistakes.";

pub(crate) const VARIANT_FULL_BUT_BROKEN: &str =
    "The board is full, but it breaks a rule: a check names it.";

pub(crate) const VARIANT_SOLVED_ALREADY: &str =
    "The puzzle is solved: undo takes the last digit back.";

pub(crate) fn variant_given(cell: shudu::variant::Cell) -> String {
    format!("{cell} is a given: it cannot change.")
}

pub(crate) fn variant_notes_under_digit(cell: shudu::variant::Cell) -> String {
    format!("{cell} holds a digit: erase it to write notes there.")
}

pub(crate) fn variant_no_digit(digit: u8, size: usize) -> String {
    format!("{digit} is not a digit of this board: it takes 1 to {size}.")
}

pub(crate) const TRUE_CANDIDATES_ON: &str = "True candidates on: each empty cell shows the digits some solution puts there, keeping \
     every digit placed.";

pub(crate) const TRUE_CANDIDATES_OFF: &str = "True candidates off.";

pub(crate) const TRUE_CANDIDATES_NONE: &str =
    "True candidates on: no solution keeps every digit placed, so no cell has any.";

pub(crate) const TRUE_CANDIDATES_GAVE_UP: &str = "True candidates on: too many ways to go on from here to work them out; they show once \
     more digits are placed.";

pub(crate) fn variant_time(ms: u64, paused: bool) -> String {
    if paused {
        format!("Time {} (paused)", clock(ms))
    } else {
        format!("Time {}", clock(ms))
    }
}

pub(crate) fn variant_progress(empty: usize, solved: bool) -> String {
    if solved {
        "Solved".to_owned()
    } else {
        format!("{} to fill", count(empty as u32, "cell", "cells"))
    }
}

pub(crate) fn variant_bad_progress(size: usize) -> String {
    format!(
        "The progress in the link is not one of a {size}x{size} board: the puzzle opens \
         without it."
    )
}

pub(crate) fn variant_not_a_save() -> String {
    "not a saved variant game: its first line is not \"shudu variant game 1\"".to_owned()
}

pub(crate) fn variant_save_missing(key: &str) -> String {
    format!("the saved variant game has no {key} line")
}

pub(crate) fn variant_save_wrong(key: &str, what: &str) -> String {
    format!("the {key} line of the saved variant game: {what}")
}

/// The rules a player reads under a variant board: the setter's, or a line that says the
/// drawing shows them.
pub(crate) fn variant_rules(setter: Option<&str>) -> String {
    setter
        .unwrap_or("Normal sudoku rules apply; the drawing shows the rest.")
        .to_owned()
}

/// The rules a drawing cannot show (anti-knight, negative constraints, ...), named, or `None`.
pub(crate) fn variant_global_rules(rules: &[shudu::variant::Rule]) -> Option<String> {
    use shudu::variant::{Negative, Rule};
    let mut names: Vec<String> = Vec::new();
    for rule in rules {
        let name = match rule {
            Rule::AntiKnight => "anti-knight (cells a knight's move apart differ)",
            Rule::AntiKing => "anti-king (diagonally touching cells differ)",
            Rule::NonConsecutive => "non-consecutive (neighbours never differ by 1)",
            Rule::DisjointGroups => "disjoint groups (the same place in each box differs)",
            Rule::Negative(Negative::Difference) => "every white dot is shown",
            Rule::Negative(Negative::Ratio) => "every black dot is shown",
            Rule::Negative(Negative::Xv) => "every X and V is shown",
            _ => continue,
        };
        if !names.iter().any(|n| n == name) {
            names.push(name.to_owned());
        }
    }
    (!names.is_empty()).then(|| format!("Also: {}.", join(names)))
}

/// What a face that plays only classic puzzles says of the variant ones.
///
/// # Examples
///
/// ```
/// assert!(shudu_game::text::CLASSIC_ONLY.contains("classic"));
/// ```
pub const CLASSIC_ONLY: &str = "This game plays classic 9x9 sudoku. Killer cages, \
     thermometers and the other variants that f-puzzles and SudokuPad links carry are played \
     in the web game (web/), which opens such links.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::distinct_pairs;
    use shudu::Grid;

    #[test]
    fn lists_read_as_a_person_writes_them() {
        assert_eq!(join(vec![]), "");
        assert_eq!(join(vec!["a".into()]), "a");
        assert_eq!(join(vec!["a".into(), "b".into()]), "a and b");
        assert_eq!(join(vec!["a".into(), "b".into(), "c".into()]), "a, b and c");
        assert_eq!(count(0, "hint", "hints"), "no hints");
        assert_eq!(count(1, "hint", "hints"), "1 hint");
        assert_eq!(count(3, "hint", "hints"), "3 hints");
    }

    #[test]
    fn a_pair_in_a_row_and_a_box_clashes_once() {
        let grid: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert_eq!(grid.conflicts().count(), 2);
        let pairs = distinct_pairs(grid.conflicts());
        assert_eq!(pairs.len(), 1);
        assert_eq!(clashes(&pairs), "r1c1 and r1c2 both hold 5 in row 1.");
    }
}
