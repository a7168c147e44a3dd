//! shudu for JavaScript: the sudoku engine as a WebAssembly package, for browsers and Node.
//!
//! `web/build` compiles this crate for `wasm32-unknown-unknown` and runs `wasm-bindgen` on it,
//! which writes the JavaScript module `shudu.js`, its TypeScript types `shudu.d.ts` and the
//! `.wasm` into `web/dist/pkg/`. Every export takes grids as text (an 81-character line, a
//! nine-line block, anything the library's parser reads) and gives plain JavaScript values
//! back: strings, numbers and plain objects, so nothing needs freeing but a `Generator`.
//! A Rust error becomes a thrown `Error` whose `name` is the Rust type (`ParseError`,
//! `RateError`, ...) and whose `message` is the Rust message; an argument of the wrong type
//! or out of range throws a `TypeError` or a `RangeError`.
//!
//! The variant engine (boards from 4x4 to 16x16 with the f-puzzles rules, read from f-puzzles
//! and SudokuPad links) is the class `VariantPuzzle` (`variant.rs`): its grids are arrays of
//! numbers, row by row, and it needs freeing too.
//!
//! The binding translates and decides nothing: the rules are the library's.
#![warn(missing_docs, missing_debug_implementations)]

mod game;
mod generate;
mod js;
mod solving;
mod variant;
mod variant_game;

use shudu::{Candidates, Explainer, Grid, HintStage, Marks, Solution, Step};
use wasm_bindgen::prelude::*;

pub use game::{Game, grade, help_items, help_title, make_puzzle, making, menu, se_range};
pub use generate::{Generator, generate};
use js::{Obj, array, cell_name, error, mark, range_error};
pub use variant::VariantPuzzle;
pub use variant_game::{VariantGame, classic_only};

// The options objects, typed for TypeScript by the interfaces below.
#[wasm_bindgen]
extern "C" {
    /// The options of `generate` and `new Generator`.
    #[wasm_bindgen(typescript_type = "GenerateOptions")]
    pub type GenerateOptions;

    /// The options of `nextStep`.
    #[wasm_bindgen(typescript_type = "StepOptions")]
    pub type StepOptions;
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A level of HoDoKu's scale, as the library names it. */
export type Level = "Easy" | "Medium" | "Hard" | "Unfair" | "Extreme";

/** Two cells of one row, column or box that hold the same digit. */
export interface Conflict {
  /** The sentence: "r1c1 and r6c1 both hold 4 in column 1". */
  text: string;
  /** The two cells, "r1c1" to "r9c9", the first in reading order first. */
  cells: [string, string];
  digit: number;
  /** The row, column or box: "row 1", "column 1", "box 1". */
  house: string;
}

/** What solving found: no solution, one, or several (two of them as a witness), or
 * "gaveUp" when the search reached its budget of guesses without an answer. */
export interface Solved {
  status: "none" | "unique" | "multiple" | "gaveUp";
  /** No grid, the solution, or two different solutions; each an 81-digit line. None when
   * the search gave up. */
  solutions: string[];
}

/** A digit placed in a cell, or a candidate struck from a cell. */
export interface Mark {
  cell: string;
  digit: number;
}

/** A step shown up to one stage: the text a player reads, and the cells to highlight. */
export interface Hint {
  stage: "technique" | "cells" | "full";
  text: string;
  cells: string[];
}

/** One step of the explaining solver. */
export interface Step {
  /** The technique, by Sudoku Explainer's name: "Hidden single". */
  technique: string;
  /** The technique, by HoDoKu's name. */
  hodokuName: string;
  /** The step's rating on Sudoku Explainer's scale, such as 1.2. */
  difficulty: number;
  /** The whole step as a sentence. */
  sentence: string;
  /** The cells of the pattern. */
  cells: string[];
  /** The houses the pattern lives in: "box 1", "row 4". */
  houses: string[];
  digits: number[];
  placements: Mark[];
  eliminations: Mark[];
  /** The step in three stages: the technique and where to look, the cells, the whole step. */
  hints: [Hint, Hint, Hint];
  /** The placed digits after the step (clues included), as a line. */
  gridAfter: string;
  /** The candidates after the step, as the 729-character line: with `gridAfter`, the
   * position to ask `nextStep` about next. */
  candidatesAfter: string;
}

/** Options of `nextStep`; all optional. */
export interface StepOptions {
  /** "se" (Sudoku Explainer's order of techniques, the default) or "hodoku". */
  order?: "se" | "hodoku";
  /** The candidates of the grid's empty cells: the 729-character line (nine places a cell,
   * a digit or "." each) or the boxed candidate grid. Without it, every candidate the
   * placed digits leave. */
  candidates?: string;
}

/** A puzzle's rating on Sudoku Explainer's scale (ER, EP, ED) and on HoDoKu's. */
export interface Rating {
  er: number;
  ep: number;
  ed: number;
  /** The hardest technique of Sudoku Explainer's path. */
  hardest: string;
  /** How many steps Sudoku Explainer's path takes. */
  steps: number;
  level: Level;
  /** HoDoKu's summed score. */
  score: number;
  /** The hardest technique of HoDoKu's path, by HoDoKu's name. */
  hodokuHardest: string;
}

/** The canonical (minlex) form of a grid. */
export interface Canonical {
  grid: string;
  /** How many transformations map the grid onto itself (1 for most puzzles). */
  automorphisms: number;
}

/** Options of `generate` and `new Generator`; all optional. */
export interface GenerateOptions {
  /** A whole number up to 2^53 - 1, or a bigint up to 2^64 - 1; random when left out. */
  seed?: number | bigint;
  /** none, central, quarter, mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
   * both-diagonals, full. */
  symmetry?: string;
  /** A level of HoDoKu's scale, in any case: "hard". */
  level?: string;
  /** A range of Sudoku Explainer ratings, both ends included: [7.0, 8.5]. */
  er?: [number, number];
  /** Stop removing clues at this many (more clues, easier). */
  clues?: number;
  /** Dig this many puzzles and keep the one with the fewest clues (the generate example's
   * --attempts). */
  bestOf?: number;
  /** Give up an order (level, er) after this many puzzles (default 1000). */
  budget?: number;
}

/** A generated puzzle and its one solution. */
export interface Puzzle {
  puzzle: string;
  solution: string;
  clues: number;
  seed: number | bigint;
  symmetry: string;
  /** How many puzzles were dug to make this one. */
  attempts: number;
  /** False when a clue target could not be reached (the puzzle is then minimal). */
  targetMet: boolean;
  /** False when an order was not met within the budget (never, from `generate`). */
  orderMet: boolean;
}
"#;

/// The version of this package.
#[wasm_bindgen]
#[must_use]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

/// The grid in `text` as its 81-character line (`.` for an empty cell).
///
/// # Errors
///
/// A `ParseError` that says what is wrong and where.
#[wasm_bindgen]
pub fn parse(text: &str) -> Result<String, JsValue> {
    Ok(js::grid(text)?.to_string())
}

/// The grid in `text` as a nine-line block, with `|` and `-` between the boxes.
///
/// # Errors
///
/// A `ParseError`.
#[wasm_bindgen(js_name = printBlock)]
pub fn print_block(text: &str) -> Result<String, JsValue> {
    Ok(format!("{:#}", js::grid(text)?))
}

/// The grid's 81 cells in reading order: 1 to 9, or 0 for an empty cell.
///
/// # Errors
///
/// A `ParseError`.
#[wasm_bindgen(js_name = toValues)]
pub fn to_values(text: &str) -> Result<Vec<u8>, JsValue> {
    Ok(js::grid(text)?.to_values().to_vec())
}

/// The grid of 81 values (1 to 9, or 0 for an empty cell) as its line.
///
/// # Errors
///
/// A `RangeError` when there are not 81 values, an `InvalidCellValue` error for a value over 9.
#[wasm_bindgen(js_name = fromValues)]
pub fn from_values(values: &[u8]) -> Result<String, JsValue> {
    let values: [u8; 81] = values.try_into().map_err(|_| {
        range_error(format_args!(
            "a grid needs 81 values, found {}",
            values.len()
        ))
    })?;
    let grid = Grid::from_values(values).map_err(|e| error("InvalidCellValue", e))?;
    Ok(grid.to_string())
}

/// The pairs of cells that break the rules (the same digit twice in a row, column or box);
/// none for a valid grid.
///
/// # Errors
///
/// A `ParseError`.
#[wasm_bindgen(unchecked_return_type = "Conflict[]")]
pub fn check(text: &str) -> Result<JsValue, JsValue> {
    let grid = js::grid(text)?;
    let conflicts = grid.conflicts().map(|conflict| {
        let (a, b) = conflict.cells;
        Obj::new()
            .set("text", conflict.to_string())
            .set("cells", array([cell_name(a), cell_name(b)]))
            .set("digit", conflict.digit.get())
            .set("house", conflict.house.to_string())
            .into_js()
    });
    Ok(array(conflicts).into())
}

/// Solves the grid: no solution, one, or several (with two of them), or `"gaveUp"` when the
/// search needs more than `budget` guesses (100,000 when left out: far more than any real
/// puzzle needs, so only a grid built to stall the search gives up).
///
/// # Errors
///
/// A `ParseError`; a `RangeError` when `budget` is not a whole number from 0 to 2^32 - 1.
#[wasm_bindgen(unchecked_return_type = "Solved")]
pub fn solve(text: &str, budget: Option<f64>) -> Result<JsValue, JsValue> {
    let grid = js::grid(text)?;
    let budget = budget_of(budget)?;
    let (status, solutions) = match solving::solve(&grid, budget) {
        Ok(Solution::None) => ("none", vec![]),
        Ok(Solution::Unique(solution)) => ("unique", vec![solution.to_string()]),
        Ok(Solution::Multiple(a, b)) => ("multiple", vec![a.to_string(), b.to_string()]),
        Err(_) => ("gaveUp", vec![]),
    };
    Ok(Obj::new()
        .set("status", status)
        .set("solutions", array(solutions))
        .into_js())
}

/// The budget argument of the solving exports: [`solving::DEFAULT_BUDGET`] when left out.
fn budget_of(budget: Option<f64>) -> Result<u32, JsValue> {
    budget.map_or(Ok(solving::DEFAULT_BUDGET), |budget| {
        js::whole_number(budget, u32::MAX, "the budget")
    })
}

/// How many solutions the grid has, counting up to `limit` (2 tells unique from several),
/// within `budget` guesses (100,000 when left out; counting many solutions takes about one
/// guess each, so a high `limit` needs a higher budget).
///
/// # Errors
///
/// A `ParseError`; a `RangeError` when `limit` or `budget` is not a whole number from 0 to
/// 2^32 - 1; a `GaveUp` error when the search reaches its budget before it can answer.
#[wasm_bindgen]
pub fn count(text: &str, limit: f64, budget: Option<f64>) -> Result<f64, JsValue> {
    let grid = js::grid(text)?;
    let limit = js::whole_number(limit, u32::MAX, "the limit")?;
    let budget = budget_of(budget)?;
    solving::count(&grid, limit as usize, budget)
        .map(|count| count as f64)
        .map_err(|e| error("GaveUp", e))
}

/// A first solution the search finds, or `undefined` when there is none, within `budget`
/// guesses (100,000 when left out).
///
/// # Errors
///
/// A `ParseError`; a `RangeError` when `budget` is not a whole number from 0 to 2^32 - 1; a
/// `GaveUp` error when the search reaches its budget before it can answer.
#[wasm_bindgen(js_name = firstSolution)]
pub fn first_solution(text: &str, budget: Option<f64>) -> Result<Option<String>, JsValue> {
    let grid = js::grid(text)?;
    let budget = budget_of(budget)?;
    solving::first(&grid, budget)
        .map(|first| first.map(|grid| grid.to_string()))
        .map_err(|e| error("GaveUp", e))
}

/// The grid's pencil marks: each empty cell's candidates (every digit the placed digits
/// leave) beside the placed digits, as the 729-character line, or with `boxed` as the
/// candidate grid Sudoku Explainer prints.
///
/// # Errors
///
/// A `ParseError`.
#[wasm_bindgen(js_name = pencilMarks)]
pub fn pencil_marks(text: &str, boxed: Option<bool>) -> Result<String, JsValue> {
    let marks = Marks::new(&js::grid(text)?);
    Ok(if boxed.unwrap_or(false) {
        format!("{marks:#}")
    } else {
        marks.to_string()
    })
}

/// The explainer of `order`: `"se"` (Sudoku Explainer's order, the default) or `"hodoku"`.
fn explainer(order: Option<String>) -> Result<Explainer, JsValue> {
    match order.as_deref() {
        None | Some("se") => Ok(Explainer::new()),
        Some("hodoku") => Ok(Explainer::hodoku()),
        Some(other) => Err(range_error(format_args!(
            "the order must be \"se\" or \"hodoku\", not {other:?}"
        ))),
    }
}

/// The pencil marks of a position: the placed digits of `grid`, and for its empty cells the
/// candidates of `candidates` (the 729-character line or the boxed grid), or, without it,
/// every digit the placed digits leave.
fn position(grid: &Grid, candidates: Option<String>) -> Result<Marks, JsValue> {
    let Some(text) = candidates else {
        return Ok(Marks::new(grid));
    };
    // The text formats read a cell with one candidate as a placed digit; `grid` says which
    // digits are placed, so such a cell of the text is a cell with that one candidate.
    let given = js::marks(&text)?;
    Ok(Marks::from_candidates(grid, |cell| {
        given
            .grid()
            .get(cell)
            .map_or(given.candidates(cell), Candidates::only)
    }))
}

fn step_object(step: &Step, marks: &Marks) -> JsValue {
    let hints = HintStage::ALL.map(|stage| {
        let hint = step.hint(stage);
        Obj::new()
            .set("stage", stage.name())
            .set("text", hint.to_string())
            .set("cells", array(hint.cells().iter().map(cell_name)))
            .into_js()
    });
    let mut after = marks.clone();
    step.apply(&mut after);
    Obj::new()
        .set("technique", step.technique().name())
        .set("hodokuName", step.technique().hodoku_name())
        .set("difficulty", f64::from(step.tenths()) / 10.0)
        .set("sentence", step.to_string())
        .set("cells", array(step.cells().iter().map(cell_name)))
        .set(
            "houses",
            array(step.houses().map(|house| house.to_string())),
        )
        .set(
            "digits",
            array(step.digits().iter().map(|digit| digit.get())),
        )
        .set("placements", array(step.placements().map(mark)))
        .set("eliminations", array(step.eliminations().map(mark)))
        .set("hints", array(hints))
        .set("gridAfter", after.grid().to_string())
        .set("candidatesAfter", after.to_string())
        .into_js()
}

/// The next step a person would take, or `undefined` when the grid is solved or no technique
/// finds one. The position is the grid's placed digits (clues and digits found) and, with
/// the option `candidates`, the candidates of its empty cells as a player's notes or a step's
/// `candidatesAfter` give them; without it, every candidate the placed digits leave. The
/// option `order` is `"se"` (Sudoku Explainer's order of techniques, the default) or
/// `"hodoku"`.
///
/// # Errors
///
/// A `ParseError` for the grid, a `ParseMarksError` for the candidates; a `RangeError` for
/// another order.
#[wasm_bindgen(js_name = nextStep, unchecked_return_type = "Step | undefined")]
pub fn next_step(text: &str, options: Option<StepOptions>) -> Result<JsValue, JsValue> {
    let options = js::Options::new(options.map(JsValue::from))?;
    let explainer = explainer(options.string("order")?)?;
    let marks = position(&js::grid(text)?, options.string("candidates")?)?;
    Ok(explainer
        .next_step(&marks)
        .map_or(JsValue::UNDEFINED, |step| step_object(&step, &marks)))
}

/// Rates a puzzle on Sudoku Explainer's scale (ER, EP, ED) and on HoDoKu's (level, score).
///
/// # Errors
///
/// A `ParseError`; a `RateError` when the puzzle has no solution or several, or no technique
/// finds a step.
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(text: &str) -> Result<JsValue, JsValue> {
    let grid = js::grid(text)?;
    let rating = Explainer::new()
        .rate(&grid)
        .map_err(|e| error("RateError", e))?;
    let (er, ep, ed) = rating.tenths();
    let tenths = |t: u8| f64::from(t) / 10.0;
    Ok(Obj::new()
        .set("er", tenths(er))
        .set("ep", tenths(ep))
        .set("ed", tenths(ed))
        .set("hardest", rating.hardest().name())
        .set("steps", rating.steps() as u32)
        .set("level", rating.level().name())
        .set("score", rating.score())
        .set("hodokuHardest", rating.grade().hardest().hodoku_name())
        .into_js())
}

/// The grid's canonical (minlex) form: the same for every grid that is the same up to
/// relabelling digits, transposing, and permuting rows, columns, bands and stacks.
///
/// # Errors
///
/// A `ParseError`.
#[wasm_bindgen(unchecked_return_type = "Canonical")]
pub fn canonical(text: &str) -> Result<JsValue, JsValue> {
    let canonical = js::grid(text)?.canonical();
    Ok(Obj::new()
        .set("grid", canonical.grid().to_string())
        .set("automorphisms", canonical.automorphisms())
        .into_js())
}
