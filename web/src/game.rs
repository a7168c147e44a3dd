//! The game for JavaScript: the class `Game`, which keeps one `shudu_game::Game` and forwards
//! to it, and the slow work a page runs in a Web Worker as plain functions (`makePuzzle`,
//! `grade`), with the words of the level menu and the help (`menu`, `seRange`, `helpItems`).
//!
//! The rules crate decides everything, words included: this file only converts. Cells are
//! named as the library names them ("r1c1"), sets become arrays, and the game's time is the
//! caller's clock in milliseconds (`performance.now()`), which only has to go forward.

use js_sys::Reflect;
use shudu::{Cell, CellSet, Digit, Level, MarkSet, Symmetry, Technique};
use shudu_game::text::{self, Help};
use shudu_game::{
    Action, Choice, Direction, Game as Inner, GradeError, Menu, Message, Mode, Origin, Phase,
    Prefs, PuzzleGrade, Tone, parse_se_range,
};
use wasm_bindgen::prelude::*;

use crate::js::{Obj, Options, array, cell_name, error, range_error, type_error};

#[wasm_bindgen]
extern "C" {
    /// What a player does, for `Game.act`.
    #[wasm_bindgen(typescript_type = "GameAction")]
    pub type GameAction;

    /// The preferences of a new game.
    #[wasm_bindgen(typescript_type = "GamePrefs")]
    pub type GamePrefs;

    /// A puzzle `makePuzzle` made, for `Game.generated`.
    #[wasm_bindgen(typescript_type = "MadePuzzle")]
    pub type MadePuzzle;

    /// The options of `makePuzzle`.
    #[wasm_bindgen(typescript_type = "MakeOptions")]
    pub type MakeOptions;

    /// A grade `grade` gave, or the message of the error it threw, for `Game.setGrade`.
    #[wasm_bindgen(typescript_type = "GameGrade | { error: string }")]
    pub type GradeResult;
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** What a player does, for `Game.act`: a name, or a move, a cell, a digit or pasted text. */
export type GameAction =
  | "erase" | "blank" | "back" | "toggleMode" | "fillNotes" | "undo" | "redo" | "hint" | "check"
  | "solve" | "reset" | "togglePause" | "toggleAutoRemove" | "toggleGradeAtEnd" | "finishEntry"
  | { move: "up" | "down" | "left" | "right" }
  | { select: string }
  | { digit: number }
  | { paste: string };

/** Options of `makePuzzle`; all optional. */
export interface MakeOptions {
  /** The symmetry of the clue pattern, by the library's names (default "none"). */
  symmetry?: string;
  /** A whole number up to 2^53 - 1, or a bigint; random when left out. */
  seed?: number | bigint;
}

/** The player's preferences, kept from game to game. */
export interface GamePrefs {
  /** A placed digit leaves the notes of its row, column and box (default true). */
  autoRemove?: boolean;
  /** Keep the grade a surprise until the puzzle is solved (default false). */
  gradeAtEnd?: boolean;
}

/** A puzzle of a choice, made by `makePuzzle`. */
export interface MadePuzzle {
  puzzle: string;
  solution: string;
  /** The choice as the game writes it: "hard", "SE 4.0-6.0". */
  choice: string;
  symmetry: string;
  seed: number | bigint;
}

/** A puzzle's grade: HoDoKu's level, score and hardest technique, and SE's ratings. */
export interface GameGrade {
  level: Level;
  score: number;
  /** HoDoKu's name of the hardest technique on HoDoKu's path. */
  hardest: string;
  er: number;
  ep: number;
  ed: number;
  /** "Hard, SE 4.2". */
  short: string;
  /** "Hard (HoDoKu score 1208, hardest XY-Wing), SE 4.2". */
  text: string;
}

/** One cell of the board. */
export interface GameCell {
  /** "r1c1" to "r9c9". */
  name: string;
  /** The digit, or 0 for an empty cell. */
  digit: number;
  /** Whether the digit is a clue (while typing a puzzle, no cell is). */
  clue: boolean;
  /** The player's notes in an empty cell. */
  notes: number[];
  /** What the cell holds, for a screen reader: "r1c5: notes 1 3 9". */
  label: string;
}

/** What to highlight for a hint; each part is empty until the stage shows it. */
export interface GameHighlight {
  /** Where to look: the houses the first stage names, or the cell it looks around. */
  area: string[];
  /** The cells of the pattern. */
  cells: string[];
  /** The pattern's candidates in those cells. */
  candidates: Mark[];
  /** The candidates the step removes. */
  removals: Mark[];
  /** The digits the step places. */
  placements: Mark[];
}

/** Everything a face draws, as of one moment. */
export interface GameState {
  phase: "entering" | "playing" | "done";
  /** Once done: whether the player filled the grid (hints count as the player's). */
  byPlayer: boolean;
  paused: boolean;
  mode: "digits" | "notes";
  /** The cell under the cursor. */
  cursor: string;
  /** Where the puzzle came from: "seed 7, medium". */
  title: string;
  /** The difficulty asked for, for a generated puzzle: "medium", "SE 4.0-6.0". */
  choice?: string;
  puzzle: string;
  board: string;
  cells: GameCell[];
  /** Cells whose digit another cell of a row, column or box holds too. */
  clashes: string[];
  /** Cells the last check found wrong, while they hold the digit it found. */
  wrong: string[];
  /** How many cells hold each digit, 1 to 9 (index 0 is the 1s). */
  digitCounts: number[];
  message?: { tone: "info" | "good" | "bad"; text: string };
  hint?: { title: string; text: string; highlight: GameHighlight };
  status: {
    title: string; time: string; cell: string; mode: string; progress: string;
    counts: string; grade: string; autoRemove: string;
  };
  /** The summary once solved. */
  summary?: string;
  /** The time played, in milliseconds. */
  elapsed: number;
  /** The puzzle to grade, while the game has no grade for it. */
  needsGrade?: string;
  /** Whether anything would be lost by starting another game. */
  hasProgress: boolean;
  prefs: { autoRemove: boolean; gradeAtEnd: boolean };
  stats: { hints: number; checks: number; mistakes: number };
  grade?: GameGrade;
}

/** The level menu's words. */
export interface GameMenu {
  title: string;
  /** HoDoKu's five levels, then the SE range; `choice` is what `makePuzzle` takes. */
  items: { label: string; about: string; choice?: string }[];
  /** The item of the last choice. */
  selected: number;
  /** The SE range shown. */
  range: string;
  /** How to type a range. */
  rangeHelp: string;
  /** What the menu says while a game is in progress. */
  replaces: string;
  /** The question before a typed puzzle replaces a game in progress. */
  ownPuzzle: string;
}
"#;

/// A sudoku game: the puzzle and its one solution, the board with clues, digits and notes,
/// the cursor, undo and redo, staged hints, check, the clock and every sentence the player
/// reads. Every change is `act(action, now)` with `now` in milliseconds on the caller's clock;
/// `state(now)` gives what to draw.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Game {
    inner: Inner,
}

#[wasm_bindgen]
impl Game {
    /// A game of a puzzle `makePuzzle` made, started at `now`.
    ///
    /// # Errors
    ///
    /// A `PuzzleError` when the puzzle has no solution or several (never for what
    /// `makePuzzle` gives), a `ParseError`, `ParseChoiceError` or `ParseSymmetryError` for
    /// fields that are not one.
    pub fn generated(
        made: MadePuzzle,
        now: f64,
        prefs: Option<GamePrefs>,
    ) -> Result<Game, JsValue> {
        let made = Options::new(Some(made.into()))?;
        let field = |key: &str| {
            made.string(key)?
                .ok_or_else(|| type_error(format_args!("the puzzle has no {key}")))
        };
        let puzzle = crate::js::grid(&field("puzzle")?)?;
        let choice: Choice = field("choice")?
            .parse()
            .map_err(|e| error("ParseChoiceError", e))?;
        let symmetry: Symmetry = field("symmetry")?
            .parse()
            .map_err(|e| error("ParseSymmetryError", e))?;
        let seed = match made.get("seed") {
            Some(seed) => crate::generate::read_seed(&seed)?,
            None => return Err(type_error("the puzzle has no seed")),
        };
        let origin = Origin::Generated {
            choice,
            symmetry,
            seed,
        };
        let inner = Inner::new(puzzle, origin, read_prefs(prefs)?, time(now)?)
            .map_err(|e| error("PuzzleError", e))?;
        Ok(Game { inner })
    }

    /// A game of a puzzle given as text (a link, a file), started at `now`.
    ///
    /// # Errors
    ///
    /// A `ParseError`, or a `PuzzleError` whose message is the game's sentence when the
    /// puzzle has no solution (naming the clues that clash) or several.
    pub fn given(puzzle: &str, now: f64, prefs: Option<GamePrefs>) -> Result<Game, JsValue> {
        let grid = crate::js::grid(puzzle)?;
        let inner = Inner::new(grid, Origin::Given, read_prefs(prefs)?, time(now)?)
            .map_err(|e| error("PuzzleError", e))?;
        Ok(Game { inner })
    }

    /// An empty board on which the player types the clues of a puzzle of their own; the
    /// action `"finishEntry"` starts it when it has exactly one solution.
    ///
    /// # Errors
    ///
    /// A `TypeError` for preferences that are not an object of booleans.
    pub fn entering(prefs: Option<GamePrefs>) -> Result<Game, JsValue> {
        Ok(Game {
            inner: Inner::entering(read_prefs(prefs)?),
        })
    }

    /// A game saved by `save`, loaded at `now` (its clock counts on from there).
    ///
    /// # Errors
    ///
    /// A `LoadError` with the game's message, and the sentence a player reads in its
    /// property `notice` ("Your saved game could not be read (...): ...").
    pub fn load(text: &str, now: f64) -> Result<Game, JsValue> {
        let now = time(now)?;
        Inner::load(text, now)
            .map(|inner| Game { inner })
            .map_err(|e| {
                let thrown = error("LoadError", &e);
                let _ = Reflect::set(&thrown, &"notice".into(), &text::resume_failed(&e).into());
                thrown
            })
    }

    /// The game as text, as of `now`: what `Game.load` reads back (keep it in local storage).
    ///
    /// # Errors
    ///
    /// A `RangeError` for a time that is not a number of milliseconds.
    pub fn save(&self, now: f64) -> Result<String, JsValue> {
        Ok(self.inner.save(time(now)?))
    }

    /// Does what `action` asks, at `now`; the game's message says what came of it.
    ///
    /// # Errors
    ///
    /// A `TypeError` or `RangeError` for an action that is not one of `GameAction`.
    pub fn act(&mut self, action: GameAction, now: f64) -> Result<(), JsValue> {
        let action = read_action(&action.into())?;
        self.inner.act(action, time(now)?);
        Ok(())
    }

    /// Everything a face draws, as of `now`.
    ///
    /// # Errors
    ///
    /// A `RangeError` for a time that is not a number of milliseconds.
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self, now: f64) -> Result<JsValue, JsValue> {
        Ok(state(&self.inner, time(now)?))
    }

    /// The puzzle to grade (with `grade`, in a worker), while the game has no grade for it.
    #[wasm_bindgen(getter, js_name = needsGrade)]
    pub fn needs_grade(&self) -> Option<String> {
        self.inner.needs_grade().map(|grid| grid.to_string())
    }

    /// Gives the game the grade of `puzzle` as `grade` gave it, or `{ error: message }` when
    /// it threw; a grade for another puzzle than the one played is ignored. Returns whether
    /// it was taken.
    ///
    /// # Errors
    ///
    /// A `ParseError` for the puzzle, a `TypeError` or `RangeError` for a grade that is not
    /// one `grade` gives.
    #[wasm_bindgen(js_name = setGrade)]
    pub fn set_grade(&mut self, puzzle: &str, grade: GradeResult) -> Result<bool, JsValue> {
        let puzzle = crate::js::grid(puzzle)?;
        let grade = read_grade(&grade.into())?;
        Ok(self.inner.set_grade(&puzzle, grade))
    }
}

/// A puzzle of `choice` ("easy" to "extreme", or an SE range such as "SE 4.0-6.0"), the same
/// one for the same seed as the `generate` example and the terminal game: slow for the
/// hardest choices, so a page calls it in a worker. Options: `symmetry` (default "none") and
/// `seed` (random when left out).
///
/// # Errors
///
/// A `ParseChoiceError` or `ParseSymmetryError` for a name the game does not know, a
/// `GenerateError` whose message is the game's sentence when no puzzle of the choice was
/// found in the generator's budget.
#[wasm_bindgen(js_name = makePuzzle, unchecked_return_type = "MadePuzzle")]
pub fn make_puzzle(choice: &str, options: Option<MakeOptions>) -> Result<JsValue, JsValue> {
    let choice: Choice = choice.parse().map_err(|e| error("ParseChoiceError", e))?;
    let options = Options::new(options.map(JsValue::from))?;
    let symmetry = match options.string("symmetry")? {
        Some(name) => name.parse().map_err(|e| error("ParseSymmetryError", e))?,
        None => Symmetry::None,
    };
    let seed = match options.get("seed") {
        Some(seed) => crate::generate::read_seed(&seed)?,
        None => crate::generate::random_seed(),
    };
    let puzzle = choice
        .generate(symmetry, seed)
        .map_err(|e| error("GenerateError", text::no_puzzle(choice, &e)))?;
    Ok(Obj::new()
        .set("puzzle", puzzle.grid().to_string())
        .set("solution", puzzle.solution().to_string())
        .set("choice", choice.to_string())
        .set("symmetry", symmetry.name())
        .set("seed", crate::generate::seed_value(seed))
        .into_js())
}

/// What the page says while `makePuzzle` works: "Making a hard puzzle (seed 8)...". (A
/// seed above 2^53 - 1 is a bigint, which `MadePuzzle.seed` gives and this does not take.)
///
/// # Errors
///
/// A `ParseChoiceError`, or a `RangeError` or `TypeError` for a seed that is not one.
#[wasm_bindgen]
pub fn making(choice: &str, seed: f64) -> Result<String, JsValue> {
    let choice: Choice = choice.parse().map_err(|e| error("ParseChoiceError", e))?;
    let seed = crate::generate::read_seed(&JsValue::from_f64(seed))?;
    Ok(text::making(choice, seed))
}

/// A puzzle's grade on HoDoKu's scale and SE's, as the game shows it: slow for the hardest
/// typed puzzles (seconds), so a page calls it in a worker and hands it to `Game.setGrade`.
///
/// # Errors
///
/// A `ParseError`, or a `GradeError` when the puzzle has no solution or several, or the
/// techniques run out.
#[wasm_bindgen(unchecked_return_type = "GameGrade")]
pub fn grade(puzzle: &str) -> Result<JsValue, JsValue> {
    let grid = crate::js::grid(puzzle)?;
    let grade = shudu_game::grade(&grid).map_err(|e| error("GradeError", e))?;
    Ok(grade_object(&grade))
}

/// The level menu's words, with the item of `last` selected (a choice as `makePuzzle` takes
/// it; the default level without it).
///
/// # Errors
///
/// A `ParseChoiceError` for a choice the game does not know.
#[wasm_bindgen(unchecked_return_type = "GameMenu")]
pub fn menu(last: Option<String>) -> Result<JsValue, JsValue> {
    let last = match last {
        Some(last) => last.parse().map_err(|e| error("ParseChoiceError", e))?,
        None => Choice::DEFAULT,
    };
    let menu = Menu::new(last);
    let items = menu.items().into_iter().enumerate().map(|(index, item)| {
        let item_obj = Obj::new().set("label", item.label).set("about", item.about);
        match Level::ALL.get(index) {
            Some(&level) => item_obj.set("choice", Choice::Level(level).to_string()),
            None => item_obj,
        }
        .into_js()
    });
    Ok(Obj::new()
        .set("title", Menu::title())
        .set("items", array(items))
        .set("selected", menu.selected() as u32)
        .set("range", menu.range())
        .set("rangeHelp", text::SE_TYPE)
        .set("replaces", text::MENU_REPLACES)
        .set("ownPuzzle", text::OWN_PUZZLE_CONFIRM)
        .into_js())
}

/// The choice of an SE range as a player types it ("4-6", "7.5 - 8.5", "7.2"): "SE 4.0-6.0".
///
/// # Errors
///
/// A `ParseChoiceError` whose message says what is wrong with the range.
#[wasm_bindgen(js_name = seRange)]
pub fn se_range(range: &str) -> Result<String, JsValue> {
    let (min, max) = parse_se_range(range).map_err(|e| error("ParseChoiceError", e))?;
    Ok(Choice::Se { min, max }.to_string())
}

/// What each thing a player can do does, for a help page: `name` (a face pairs it with its
/// own keys) and the game's words.
#[wasm_bindgen(js_name = helpItems, unchecked_return_type = "{ name: string; text: string }[]")]
#[must_use]
pub fn help_items() -> JsValue {
    let items = Help::ALL.iter().map(|&help| {
        Obj::new()
            .set("name", help_name(help))
            .set("text", help.describe())
            .into_js()
    });
    array(items).into()
}

/// The heading of a help page.
#[wasm_bindgen(js_name = helpTitle)]
#[must_use]
pub fn help_title() -> String {
    text::HELP_TITLE.to_owned()
}

/// A time in milliseconds from JavaScript: a finite number, at least 0 (rounded down).
pub(crate) fn time(now: f64) -> Result<u64, JsValue> {
    if now.is_finite() && now >= 0.0 {
        Ok(now as u64)
    } else {
        Err(range_error(format_args!(
            "the time must be a number of milliseconds from 0 on, not {now}"
        )))
    }
}

fn read_prefs(prefs: Option<GamePrefs>) -> Result<Prefs, JsValue> {
    let options = Options::new(prefs.map(JsValue::from))?;
    let flag = |key: &str, default: bool| match options.get(key) {
        None => Ok(default),
        Some(value) => value
            .as_bool()
            .ok_or_else(|| type_error(format_args!("the preference {key} must be a boolean"))),
    };
    let defaults = Prefs::default();
    Ok(Prefs {
        auto_remove: flag("autoRemove", defaults.auto_remove)?,
        grade_at_end: flag("gradeAtEnd", defaults.grade_at_end)?,
    })
}

fn read_action(value: &JsValue) -> Result<Action, JsValue> {
    if let Some(name) = value.as_string() {
        return Ok(match name.as_str() {
            "erase" => Action::Erase,
            "blank" => Action::Blank,
            "back" => Action::Back,
            "toggleMode" => Action::ToggleMode,
            "fillNotes" => Action::FillNotes,
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            "hint" => Action::Hint,
            "check" => Action::Check,
            "solve" => Action::Solve,
            "reset" => Action::Reset,
            "togglePause" => Action::TogglePause,
            "toggleAutoRemove" => Action::ToggleAutoRemove,
            "toggleGradeAtEnd" => Action::ToggleGradeAtEnd,
            "finishEntry" => Action::FinishEntry,
            _ => {
                return Err(range_error(format_args!("no action is called {name:?}")));
            }
        });
    }
    let options = Options::new(Some(value.clone()))
        .map_err(|_| type_error("an action is a name or an object such as { digit: 5 }"))?;
    if let Some(direction) = options.string("move")? {
        let direction = match direction.as_str() {
            "up" => Direction::Up,
            "down" => Direction::Down,
            "left" => Direction::Left,
            "right" => Direction::Right,
            _ => {
                return Err(range_error(format_args!(
                    "a move is \"up\", \"down\", \"left\" or \"right\", not {direction:?}"
                )));
            }
        };
        return Ok(Action::Move(direction));
    }
    if let Some(name) = options.string("select")? {
        return name
            .parse::<Cell>()
            .map(Action::Select)
            .map_err(|e| range_error(format_args!("{name:?}: {e}")));
    }
    if let Some(digit) = options.whole_number("digit")? {
        return u8::try_from(digit)
            .ok()
            .and_then(Digit::new)
            .map(Action::Digit)
            .ok_or_else(|| range_error(format_args!("a digit is 1 to 9, not {digit}")));
    }
    if let Some(text) = options.string("paste")? {
        return Ok(Action::Paste(text));
    }
    Err(type_error(
        "an action is a name or an object with move, select, digit or paste",
    ))
}

fn read_grade(value: &JsValue) -> Result<Result<PuzzleGrade, GradeError>, JsValue> {
    let options = Options::new(Some(value.clone()))?;
    if let Some(message) = options.string("error")? {
        return Ok(Err(GradeError::new(message)));
    }
    let level: Level = options
        .string("level")?
        .ok_or_else(|| type_error("the grade has no level"))?
        .parse()
        .map_err(|e| error("ParseLevelError", e))?;
    let hardest = options
        .string("hardest")?
        .ok_or_else(|| type_error("the grade has no hardest technique"))?;
    let hardest: Technique = hardest
        .parse()
        .map_err(|e| range_error(format_args!("{hardest:?}: {e}")))?;
    let score = options
        .whole_number("score")?
        .ok_or_else(|| type_error("the grade has no score"))?;
    let rating = |key: &str| -> Result<u8, JsValue> {
        let value = options
            .get(key)
            .and_then(|v| v.as_f64())
            .ok_or_else(|| type_error(format_args!("the grade has no {key}")))?;
        let tenths = (value * 10.0).round();
        if (0.0..=255.0).contains(&tenths) {
            Ok(tenths as u8)
        } else {
            Err(range_error(format_args!("{key} {value} is off SE's scale")))
        }
    };
    Ok(Ok(PuzzleGrade {
        level,
        score,
        hardest,
        er: rating("er")?,
        ep: rating("ep")?,
        ed: rating("ed")?,
    }))
}

fn grade_object(grade: &PuzzleGrade) -> JsValue {
    let tenths = |t: u8| f64::from(t) / 10.0;
    Obj::new()
        .set("level", grade.level.name())
        .set("score", grade.score)
        .set("hardest", grade.hardest.hodoku_name())
        .set("er", tenths(grade.er))
        .set("ep", tenths(grade.ep))
        .set("ed", tenths(grade.ed))
        .set("short", grade.short())
        .set("text", grade.to_string())
        .into_js()
}

fn help_name(help: Help) -> &'static str {
    match help {
        Help::Move => "move",
        Help::Digit => "digit",
        Help::Erase => "erase",
        Help::Mode => "mode",
        Help::FillNotes => "fillNotes",
        Help::Undo => "undo",
        Help::Redo => "redo",
        Help::Hint => "hint",
        Help::Check => "check",
        Help::Solve => "solve",
        Help::Reset => "reset",
        Help::Pause => "pause",
        Help::AutoRemove => "autoRemove",
        Help::GradeAtEnd => "gradeAtEnd",
        Help::NewPuzzle => "newPuzzle",
        Help::OwnPuzzle => "ownPuzzle",
        Help::FinishEntry => "finishEntry",
        Help::Paste => "paste",
        Help::Scroll => "scroll",
        Help::Help => "help",
        Help::Quit => "quit",
    }
}

fn cells(set: CellSet) -> js_sys::Array {
    array(set.iter().map(cell_name))
}

fn marks(set: &MarkSet) -> js_sys::Array {
    array(set.iter().map(crate::js::mark))
}

fn message_object(message: &Message) -> JsValue {
    let tone = match message.tone {
        Tone::Info => "info",
        Tone::Good => "good",
        Tone::Bad => "bad",
    };
    Obj::new()
        .set("tone", tone)
        .set("text", message.text.as_str())
        .into_js()
}

fn state(game: &Inner, now: u64) -> JsValue {
    let board = game.board();
    let cell_objects = Cell::ALL.iter().map(|&cell| {
        let digit = board.get(cell);
        Obj::new()
            .set("name", cell_name(cell))
            .set("digit", digit.map_or(0, Digit::get))
            .set("clue", game.is_clue(cell))
            .set("notes", array(game.notes(cell).iter().map(Digit::get)))
            .set("label", game.cell_status(cell))
            .into_js()
    });
    let (phase, by_player) = match game.phase() {
        Phase::Entering => ("entering", false),
        Phase::Playing => ("playing", false),
        Phase::Done { by_player } => ("done", by_player),
    };
    let status = game.status(now);
    let stats = game.stats();
    let prefs = game.prefs();
    let mut state = Obj::new()
        .set("phase", phase)
        .set("byPlayer", by_player)
        .set("paused", game.is_paused())
        .set(
            "mode",
            match game.mode() {
                Mode::Digits => "digits",
                Mode::Notes => "notes",
            },
        )
        .set("cursor", cell_name(game.cursor()))
        .set("title", game.title())
        .set("puzzle", game.puzzle().to_string())
        .set("board", board.to_string())
        .set("cells", array(cell_objects))
        .set("clashes", cells(game.clashes()))
        .set("wrong", cells(game.wrong()))
        .set(
            "digitCounts",
            array(Digit::ALL.iter().map(|&d| game.count(d) as u32)),
        )
        .set(
            "status",
            Obj::new()
                .set("title", status.title)
                .set("time", status.time)
                .set("cell", status.cell)
                .set("mode", status.mode)
                .set("progress", status.progress)
                .set("counts", status.counts)
                .set("grade", status.grade)
                .set("autoRemove", status.auto_remove)
                .into_js(),
        )
        .set("elapsed", game.elapsed(now) as f64)
        .set("hasProgress", game.has_progress())
        .set(
            "prefs",
            Obj::new()
                .set("autoRemove", prefs.auto_remove)
                .set("gradeAtEnd", prefs.grade_at_end)
                .into_js(),
        )
        .set(
            "stats",
            Obj::new()
                .set("hints", stats.hints)
                .set("checks", stats.checks)
                .set("mistakes", stats.mistakes)
                .into_js(),
        );
    if let Origin::Generated { choice, .. } = game.origin() {
        state = state.set("choice", choice.to_string());
    }
    if let Some(message) = game.message() {
        state = state.set("message", message_object(message));
    }
    if let Some(hint) = game.hint() {
        let h = hint.highlight;
        let highlight = Obj::new()
            .set("area", cells(h.area))
            .set("cells", cells(h.cells))
            .set("candidates", marks(&h.candidates))
            .set("removals", marks(&h.removals))
            .set("placements", marks(&h.placements))
            .into_js();
        state = state.set(
            "hint",
            Obj::new()
                .set("title", hint.title)
                .set("text", hint.text)
                .set("highlight", highlight)
                .into_js(),
        );
    }
    if let Some(summary) = game.summary(now) {
        state = state.set("summary", summary);
    }
    if let Some(puzzle) = game.needs_grade() {
        state = state.set("needsGrade", puzzle.to_string());
    }
    if let Some(grade) = game.grade() {
        state = state.set("grade", grade_object(grade));
    }
    state.into_js()
}
