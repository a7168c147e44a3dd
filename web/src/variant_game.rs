//! The variant game for JavaScript: the class `VariantGame`, which keeps one
//! `shudu_game::VariantGame` and forwards to it, and what a page needs to draw its puzzle
//! (`drawing()`: the board, its regions and every rule as plain data, named by its f-puzzles
//! key).
//!
//! The rules crate decides everything, words included: this file only converts. Cells are
//! named as everywhere in the package ("r1c1", "r16c16"); sets of digits are bit masks (bit
//! d - 1 for the digit d); the time is the caller's clock in milliseconds.

use js_sys::Array;
use shudu::variant::{self, Cell, Digits, Rule, Side};
use shudu_game::{
    Direction, Mode, Solutions, Tone, VariantAction, VariantGame as Inner, text as words,
};
use wasm_bindgen::prelude::*;

use crate::game::time;
use crate::js::{Obj, Options, array, error, range_error, type_error};

#[wasm_bindgen]
extern "C" {
    /// What a player does, for `VariantGame.act`.
    #[wasm_bindgen(typescript_type = "VariantGameAction")]
    pub type VariantGameAction;
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** What a player does, for `VariantGame.act`: a name, or a move, a cell or a digit. */
export type VariantGameAction =
  | "erase" | "toggleMode" | "undo" | "redo" | "check" | "reset" | "togglePause"
  | "toggleTrueCandidates"
  | { move: "up" | "down" | "left" | "right" }
  | { select: string }
  | { digit: number };

/** One rule of a variant puzzle, as a page draws it: `key` is its f-puzzles key
 * ("killercage", "diagonal+", ...); the other fields are there for the rules that have them. */
export interface VariantRule {
  key: string;
  /** The rule's cells: a cage's, a dot's two, an arrow's circle, a quadruple's four, an odd
   * cell, a little killer's diagonal. */
  cells?: string[];
  /** Lines of cells: a thermometer's (bulb first), an arrow's, a whisper's, ... */
  lines?: string[][];
  /** The number or letter to show: a cage's sum, a dot's value, "X" or "V", a clue. */
  value?: string;
  /** A quadruple's digits. */
  values?: number[];
  /** Where a clue outside the board sits, [row, column] from 0 (-1 or the size outside). */
  clue?: [number, number];
  /** A little killer's step along its diagonal, [rows, columns]. */
  step?: [number, number];
}

/** Everything a page needs to draw a variant puzzle. */
export interface VariantDrawing {
  size: number;
  /** Boxes [height, width], or null for jigsaw regions or none. */
  boxShape: [number, number] | null;
  /** Each cell's region, row by row, or null for none. */
  regions: (number | null)[];
  givens: number[];
  title?: string;
  author?: string;
  rulesText?: string;
  /** The rules as a player reads them: the setter's text, or a line that says the drawing
   * shows them. */
  rulesShown: string;
  /** The rules no drawing shows (anti-knight, negative constraints, ...), in a sentence. */
  globalRules?: string;
  rules: VariantRule[];
  /** The puzzle as an f-puzzles payload (lz-string base64), for a `?load=` link. */
  payload: string;
}

/** What a page draws of a variant game, as of one moment. */
export interface VariantGameState {
  size: number;
  /** The digits, row by row, givens included, 0 for an empty cell. */
  digits: number[];
  /** The player's notes of each cell, as bit masks (bit d - 1 for the digit d). */
  notes: number[];
  cursor: string;
  mode: "digits" | "notes";
  paused: boolean;
  solved: boolean;
  /** "one", "none", "several" or "unknown": check compares with a solution only for "one". */
  solutions: "one" | "none" | "several" | "unknown";
  message?: { tone: "info" | "good" | "bad"; text: string };
  /** The rules the placed digits break, as the engine words them. */
  breaks: VariantBreak[];
  /** The cells of those breaks. */
  clashes: string[];
  /** The cells the last check found wrong, while they hold the digit it found. */
  wrong: string[];
  trueCandidatesOn: boolean;
  /** The true candidates of each cell as bit masks, when on and found. */
  trueCandidates: number[] | null;
  /** Why the true candidates show nothing while on. */
  trueCandidatesNote?: string;
  time: string;
  progress: string;
  elapsed: number;
  hasProgress: boolean;
  /** The player's digits as a code for a shared link (`restoreProgress` reads it). */
  progressCode: string;
}
"#;

/// A variant puzzle being played: any board from 4x4 to 16x16 with every rule of the variant
/// engine, with digits and notes, undo and redo, check, the rules broken as sentences, true
/// candidates as an aid, pause, the clock, save and load. Every change is `act(action, now)`;
/// `state(now)` gives what to draw and `drawing()` the puzzle itself.
#[wasm_bindgen]
#[derive(Debug)]
pub struct VariantGame {
    inner: Inner,
}

#[wasm_bindgen]
impl VariantGame {
    /// A game of the puzzle `text` carries (f-puzzles JSON, an f-puzzles or SudokuPad link,
    /// or the bare payload), started at `now`.
    ///
    /// # Errors
    ///
    /// A `LoadError` that says what is wrong with the text.
    pub fn open(text: &str, now: f64) -> Result<VariantGame, JsValue> {
        let puzzle = variant::load(text).map_err(|e| error("LoadError", e))?;
        Ok(VariantGame {
            inner: Inner::new(puzzle, time(now)?),
        })
    }

    /// A game saved by `save`, loaded at `now`.
    ///
    /// # Errors
    ///
    /// A `LoadError` whose message says which line is wrong.
    pub fn load(text: &str, now: f64) -> Result<VariantGame, JsValue> {
        Inner::load(text, time(now)?)
            .map(|inner| VariantGame { inner })
            .map_err(|e| error("LoadError", e))
    }

    /// The game as text, as of `now`.
    ///
    /// # Errors
    ///
    /// A `RangeError` for a time that is not a number of milliseconds.
    pub fn save(&self, now: f64) -> Result<String, JsValue> {
        Ok(self.inner.save(time(now)?))
    }

    /// Places the digits of a progress code (`state().progressCode`), as a shared link
    /// carries them.
    ///
    /// # Errors
    ///
    /// A `ProgressError` whose message is the sentence a player reads.
    #[wasm_bindgen(js_name = restoreProgress)]
    pub fn restore_progress(&mut self, code: &str, now: f64) -> Result<(), JsValue> {
        self.inner
            .restore_progress(code, time(now)?)
            .map_err(|e| error("ProgressError", e))
    }

    /// Does what `action` asks, at `now`.
    ///
    /// # Errors
    ///
    /// A `TypeError` or `RangeError` for an action that is not one of `VariantGameAction`.
    pub fn act(&mut self, action: VariantGameAction, now: f64) -> Result<(), JsValue> {
        let action = read_action(&action.into())?;
        self.inner.act(action, time(now)?);
        Ok(())
    }

    /// What to draw, as of `now`.
    ///
    /// # Errors
    ///
    /// A `RangeError` for a time that is not a number of milliseconds.
    #[wasm_bindgen(unchecked_return_type = "VariantGameState")]
    pub fn state(&self, now: f64) -> Result<JsValue, JsValue> {
        Ok(state(&self.inner, time(now)?))
    }

    /// The puzzle as a page draws it: the board, regions, givens, title, author, rules text,
    /// and each rule as one entry named by its f-puzzles key.
    #[wasm_bindgen(unchecked_return_type = "VariantDrawing")]
    pub fn drawing(&self) -> JsValue {
        let mut o = drawing(self.inner.puzzle()).set("rulesShown", self.inner.rules_text());
        if let Some(global) = self.inner.global_rules() {
            o = o.set("globalRules", global);
        }
        o.into_js()
    }
}

/// What the terminal game says of variant puzzles (for a page's help too).
#[wasm_bindgen(js_name = classicOnly)]
#[must_use]
pub fn classic_only() -> String {
    words::CLASSIC_ONLY.to_owned()
}

fn read_action(value: &JsValue) -> Result<VariantAction, JsValue> {
    if let Some(name) = value.as_string() {
        return Ok(match name.as_str() {
            "erase" => VariantAction::Erase,
            "toggleMode" => VariantAction::ToggleMode,
            "undo" => VariantAction::Undo,
            "redo" => VariantAction::Redo,
            "check" => VariantAction::Check,
            "reset" => VariantAction::Reset,
            "togglePause" => VariantAction::TogglePause,
            "toggleTrueCandidates" => VariantAction::ToggleTrueCandidates,
            _ => return Err(range_error(format_args!("no action is called {name:?}"))),
        });
    }
    let options = Options::new(Some(value.clone()))
        .map_err(|_| type_error("an action is a name or an object such as { digit: 5 }"))?;
    if let Some(direction) = options.string("move")? {
        return Ok(VariantAction::Move(match direction.as_str() {
            "up" => Direction::Up,
            "down" => Direction::Down,
            "left" => Direction::Left,
            "right" => Direction::Right,
            _ => {
                return Err(range_error(format_args!(
                    "a move is \"up\", \"down\", \"left\" or \"right\", not {direction:?}"
                )));
            }
        }));
    }
    if let Some(name) = options.string("select")? {
        return name
            .parse::<Cell>()
            .map(VariantAction::Select)
            .map_err(|e| range_error(format_args!("{name:?}: {e}")));
    }
    if let Some(digit) = options.whole_number("digit")? {
        // The game says when a digit is not one of the board's.
        return Ok(VariantAction::Digit(u8::try_from(digit).unwrap_or(u8::MAX)));
    }
    Err(type_error(
        "an action is a name or an object with move, select or digit",
    ))
}

fn names(cells: &[Cell]) -> Array {
    array(cells.iter().map(ToString::to_string))
}

fn lines(lines: &[Vec<Cell>]) -> Array {
    array(lines.iter().map(|line| names(line)))
}

fn masks(digits: impl Iterator<Item = Digits>) -> Array {
    array(digits.map(Digits::bits))
}

/// One rule as a page draws it.
fn rule_object(rule: &Rule, puzzle: &variant::Puzzle) -> JsValue {
    let n = puzzle.size() as i32;
    let o = Obj::new().set("key", variant::fpuzzles_key(rule));
    let o = match rule {
        Rule::ExtraRegion(r) => o.set("cells", names(&r.cells)),
        Rule::Odd(c) | Rule::Even(c) | Rule::Minimum(c) | Rule::Maximum(c) => {
            o.set("cells", names(&[*c]))
        }
        Rule::Thermometer(r) => o.set("lines", lines(&r.lines)),
        Rule::Palindrome(r) => o.set("lines", lines(&r.lines)),
        Rule::Renban(r) => o.set("lines", lines(&r.lines)),
        Rule::Between(r) => o.set("lines", lines(&r.lines)),
        Rule::Whispers(r) => o.set("lines", lines(&r.lines)),
        Rule::Killer(r) => {
            let o = o.set("cells", names(&r.cells));
            match r.sum {
                Some(sum) => o.set("value", sum.to_string()),
                None => o,
            }
        }
        Rule::LittleKiller(r) => {
            let (dr, dc) = r.direction.step();
            let clue = [
                i32::from(r.start.row()) - i32::from(dr),
                i32::from(r.start.col()) - i32::from(dc),
            ];
            o.set("cells", names(&r.cells(puzzle.board())))
                .set("clue", array(clue))
                .set("step", array([i32::from(dr), i32::from(dc)]))
                .set("value", r.sum.to_string())
        }
        Rule::Sandwich(r) => {
            let i = i32::from(r.index);
            let clue = match r.side {
                Side::Top => [-1, i],
                Side::Bottom => [n, i],
                Side::Left => [i, -1],
                Side::Right => [i, n],
            };
            o.set("clue", array(clue)).set("value", r.sum.to_string())
        }
        Rule::Difference(r) => o
            .set("cells", names(&r.cells))
            .set("value", r.difference.to_string()),
        Rule::Ratio(r) => o
            .set("cells", names(&r.cells))
            .set("value", r.ratio.to_string()),
        Rule::Xv(r) => {
            let value = match r.sum {
                10 => "X".to_owned(),
                5 => "V".to_owned(),
                sum => sum.to_string(),
            };
            o.set("cells", names(&r.cells)).set("value", value)
        }
        Rule::Arrow(r) => o
            .set("cells", names(&r.circle))
            .set("lines", lines(&r.lines)),
        Rule::Quadruple(r) => o
            .set("cells", names(&r.cells))
            .set("values", array(r.digits.iter().copied())),
        // Global rules (diagonals, anti-knight, negative constraints, ...): the key says it.
        _ => o,
    };
    o.into_js()
}

fn drawing(puzzle: &variant::Puzzle) -> Obj {
    let board = puzzle.board();
    let link = variant::to_fpuzzles_link(puzzle);
    let payload = link.split_once("?load=").map_or("", |(_, p)| p);
    let mut o = Obj::new()
        .set("size", puzzle.size() as u32)
        .set(
            "boxShape",
            board
                .box_shape()
                .map_or(JsValue::NULL, |(h, w)| array([h, w]).into()),
        )
        .set(
            "regions",
            array(
                board
                    .cells()
                    .map(|c| board.region_of(c).map_or(JsValue::NULL, JsValue::from)),
            ),
        )
        .set("givens", array(puzzle.givens().iter().copied()))
        .set(
            "rules",
            array(puzzle.rules().iter().map(|r| rule_object(r, puzzle))),
        )
        .set("payload", payload);
    for (key, value) in [
        ("title", &puzzle.title),
        ("author", &puzzle.author),
        ("rulesText", &puzzle.rules_text),
    ] {
        if let Some(value) = value {
            o = o.set(key, value.as_str());
        }
    }
    o
}

fn state(game: &Inner, now: u64) -> JsValue {
    let n = game.size();
    let cells: Vec<Cell> = (0..n * n).map(|i| Cell::from_index(i, n)).collect();
    let solutions = match game.solutions() {
        Solutions::One => "one",
        Solutions::None => "none",
        Solutions::Several => "several",
        Solutions::Unknown => "unknown",
    };
    let breaks = game.breaks().iter().map(|b| {
        Obj::new()
            .set(
                "rule",
                b.rule.map_or(JsValue::NULL, |r| JsValue::from(r as u32)),
            )
            .set("cells", names(&b.cells))
            .set("message", b.message.as_str())
            .into_js()
    });
    let mut o = Obj::new()
        .set("size", n as u32)
        .set("digits", array(game.digits().iter().copied()))
        .set("notes", masks(cells.iter().map(|&c| game.notes(c))))
        .set("cursor", game.cursor().to_string())
        .set(
            "mode",
            match game.mode() {
                Mode::Digits => "digits",
                Mode::Notes => "notes",
            },
        )
        .set("paused", game.is_paused())
        .set("solved", game.is_solved())
        .set("solutions", solutions)
        .set("breaks", array(breaks))
        .set("clashes", names(&game.clashes()))
        .set("wrong", names(&game.wrong()))
        .set("trueCandidatesOn", game.shows_true_candidates())
        .set(
            "trueCandidates",
            game.true_candidates()
                .map_or(JsValue::NULL, |found| masks(found.into_iter()).into()),
        )
        .set("time", game.time(now))
        .set("progress", game.progress())
        .set("elapsed", game.elapsed(now) as f64)
        .set("hasProgress", game.has_progress())
        .set("progressCode", game.progress_code());
    if let Some(note) = game.true_candidates_note() {
        o = o.set("trueCandidatesNote", note);
    }
    if let Some(message) = game.message() {
        let tone = match message.tone {
            Tone::Info => "info",
            Tone::Good => "good",
            Tone::Bad => "bad",
        };
        let m = Obj::new()
            .set("tone", tone)
            .set("text", message.text.as_str());
        o = o.set("message", m.into_js());
    }
    o.into_js()
}
