//! The variant engine (`shudu::variant`) as the class `VariantPuzzle`: boards from 4x4 to
//! 16x16 with the f-puzzles rules, read from f-puzzles JSON, f-puzzles and SudokuPad links and
//! their payloads, counted, solved, with true candidates and the rules placed digits break.
//!
//! Boards run up to 16x16, so a grid is an array of `size * size` numbers, row by row (0 for
//! an empty cell), rather than the classic exports' 81-character line; cells are named as
//! everywhere in the package, `r1c1` (`r16c16` on the largest board).

use js_sys::{Array, Uint8Array};
use shudu::GaveUp;
use shudu::variant::{self, Break, Puzzle, Solver};
use wasm_bindgen::prelude::*;

use crate::js::{Obj, array, error, range_error, type_error, whole_number};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A rule that placed digits break (`VariantPuzzle.breaks`). */
export interface VariantBreak {
  /** The broken rule's place among the puzzle's rules (from 0, `ruleCount` of them), or
   * null for a row, column or region. */
  rule: number | null;
  /** The cells whose digits break it, "r1c1" to "r16c16". */
  cells: string[];
  /** What is wrong, as a sentence: "r1c1 and r1c2 sum to 4 in a cage of 3". */
  message: string;
}
"#;

/// The guesses a search may make when the caller gives no budget: variant puzzles with few
/// givens need more than classic ones (a 16x16 board far more); a million is a few seconds at
/// most.
const DEFAULT_BUDGET: u32 = 1_000_000;

/// A variant puzzle: a board from 4x4 to 16x16 (boxes, jigsaw regions or none), its givens
/// and its rules (killer cages, thermometers, arrows, kropki dots, XV, whispers, renban,
/// palindromes, between lines, little killers, sandwiches, diagonals, anti-knight, anti-king,
/// non-consecutive, disjoint groups, extra regions, odd and even, minimum and maximum,
/// quadruples). Grids are arrays of `size * size` numbers, row by row, 0 for an empty cell.
/// Every search makes at most `budget` guesses (1,000,000 when left out) and throws a
/// `GaveUp` error past them. Free it with `free()` (or `using`) when done.
#[wasm_bindgen]
#[derive(Debug)]
pub struct VariantPuzzle {
    puzzle: Puzzle,
}

#[wasm_bindgen]
impl VariantPuzzle {
    /// Reads a puzzle from f-puzzles JSON, an f-puzzles link
    /// (`https://f-puzzles.com/?load=...`), a SudokuPad link that carries an f-puzzles payload
    /// (`https://sudokupad.app/fpuzzles...`) or the bare payload.
    ///
    /// # Errors
    ///
    /// A `LoadError` that says what is wrong and where: not one of those forms, not JSON, a
    /// constraint the engine has no rule for ("unsupported constraint 'clone' (1 entry)"), a
    /// value off the board ("killercage 2: cell r10c1 is outside the 9x9 board").
    pub fn load(text: &str) -> Result<VariantPuzzle, JsValue> {
        variant::load(text)
            .map(|puzzle| VariantPuzzle { puzzle })
            .map_err(|e| error("LoadError", e))
    }

    /// The same as `VariantPuzzle.load(text)`.
    ///
    /// # Errors
    ///
    /// A `LoadError`.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<VariantPuzzle, JsValue> {
        VariantPuzzle::load(text)
    }

    /// The size N of the board: N rows, N columns, digits 1 to N.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.puzzle.size() as u32
    }

    /// The givens, row by row, `size * size` numbers, 0 for an empty cell.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn givens(&self) -> Array {
        digits(self.puzzle.givens())
    }

    /// The boxes' shape, `[height, width]`, or null for a board with jigsaw regions or none.
    #[wasm_bindgen(getter, js_name = boxShape, unchecked_return_type = "[number, number] | null")]
    pub fn box_shape(&self) -> JsValue {
        self.puzzle
            .board()
            .box_shape()
            .map_or(JsValue::NULL, |(h, w)| array([h, w]).into())
    }

    /// The region of each cell (a box or a jigsaw piece), row by row: a number from 0, or
    /// null for a cell in no region.
    #[wasm_bindgen(getter, unchecked_return_type = "(number | null)[]")]
    pub fn regions(&self) -> Array {
        let board = self.puzzle.board();
        array(
            board
                .cells()
                .map(|cell| board.region_of(cell).map_or(JsValue::NULL, JsValue::from)),
        )
    }

    /// How many rules the puzzle has beside rows, columns and regions.
    #[wasm_bindgen(getter, js_name = ruleCount)]
    pub fn rule_count(&self) -> u32 {
        self.puzzle.rules().len() as u32
    }

    /// The title the setter gave it, if any.
    #[wasm_bindgen(getter)]
    pub fn title(&self) -> Option<String> {
        self.puzzle.title.clone()
    }

    /// The setter's name, if given.
    #[wasm_bindgen(getter)]
    pub fn author(&self) -> Option<String> {
        self.puzzle.author.clone()
    }

    /// The rules as the setter wrote them, if given.
    #[wasm_bindgen(getter, js_name = rulesText)]
    pub fn rules_text(&self) -> Option<String> {
        self.puzzle.rules_text.clone()
    }

    /// The solution the setter gave with the puzzle (row by row), if any: as written, not
    /// checked (`solve()` finds one).
    #[wasm_bindgen(getter, js_name = setterSolution, unchecked_return_type = "number[] | undefined")]
    pub fn setter_solution(&self) -> JsValue {
        self.puzzle
            .solution
            .as_deref()
            .map_or(JsValue::UNDEFINED, |s| digits(s).into())
    }

    /// How many solutions the puzzle has, counting no further than `limit` (2 when left out:
    /// whether the solution is unique).
    ///
    /// # Errors
    ///
    /// A `RangeError` when `limit` or `budget` is not a whole number from 0 to 2^32 - 1; a
    /// `GaveUp` error when the search reaches its budget before it can answer.
    pub fn count(&self, limit: Option<f64>, budget: Option<f64>) -> Result<f64, JsValue> {
        let limit = limit_of(limit)?;
        self.solver(budget)?
            .count_solutions(limit)
            .map(|count| count as f64)
            .map_err(gave_up)
    }

    /// The first solution the search finds, row by row, or null when there is none. It does
    /// not ask whether there are more (`count()` does).
    ///
    /// # Errors
    ///
    /// A `RangeError` for a `budget` that is not a whole number; a `GaveUp` error.
    #[wasm_bindgen(unchecked_return_type = "number[] | null")]
    pub fn solve(&self, budget: Option<f64>) -> Result<JsValue, JsValue> {
        let first = self.solver(budget)?.solve_first().map_err(gave_up)?;
        Ok(first.map_or(JsValue::NULL, |s| digits(&s).into()))
    }

    /// Up to `limit` solutions (2 when left out), each row by row; the search stops there.
    ///
    /// # Errors
    ///
    /// A `RangeError` for a `limit` or `budget` that is not a whole number; a `GaveUp` error.
    #[wasm_bindgen(unchecked_return_type = "number[][]")]
    pub fn solutions(&self, limit: Option<f64>, budget: Option<f64>) -> Result<Array, JsValue> {
        let limit = limit_of(limit)?;
        let found = self.solver(budget)?.solutions(limit).map_err(gave_up)?;
        Ok(array(found.iter().map(|s| digits(s))))
    }

    /// Every digit that some solution puts in each cell: an array per cell, row by row, of
    /// its digits in increasing order; null when the puzzle has no solution. Exact, never a
    /// guess: past the budget (which counts every search this needs) it throws.
    ///
    /// # Errors
    ///
    /// A `RangeError` for a `budget` that is not a whole number; a `GaveUp` error.
    #[wasm_bindgen(js_name = trueCandidates, unchecked_return_type = "number[][] | null")]
    pub fn true_candidates(&self, budget: Option<f64>) -> Result<JsValue, JsValue> {
        let found = self.solver(budget)?.true_candidates().map_err(gave_up)?;
        Ok(found.map_or(JsValue::NULL, |candidates| {
            array(candidates.iter().map(|d| array(d.iter()))).into()
        }))
    }

    /// The rules that the placed digits of `digits` break (`size * size` numbers row by row,
    /// or `size` rows of `size`; 0 for an empty cell; the givens are not added), each with
    /// the cells that show it and a sentence. Only what the placed digits break on their own:
    /// a board can break nothing and still have no solution.
    ///
    /// # Errors
    ///
    /// A `TypeError` for an argument that is not an array of numbers (or of rows); a
    /// `RangeError` for one of the wrong length or a number that is not 0 to `size`.
    #[wasm_bindgen(unchecked_return_type = "VariantBreak[]")]
    pub fn breaks(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ArrayLike<number> | ArrayLike<number>[]")]
        digits: JsValue,
    ) -> Result<Array, JsValue> {
        let digits = board_digits(&digits, self.puzzle.size())?;
        Ok(array(self.puzzle.breaks(&digits).iter().map(break_object)))
    }

    /// The puzzle as f-puzzles JSON, as f-puzzles.com writes it (`load` reads it back).
    #[wasm_bindgen(js_name = toFpuzzlesJson)]
    pub fn to_fpuzzles_json(&self) -> String {
        variant::to_fpuzzles_json(&self.puzzle)
    }

    /// A link that opens the puzzle in f-puzzles (`https://f-puzzles.com/?load=...`).
    #[wasm_bindgen(js_name = fpuzzlesLink)]
    pub fn fpuzzles_link(&self) -> String {
        variant::to_fpuzzles_link(&self.puzzle)
    }

    /// A link that opens the puzzle in SudokuPad (`https://sudokupad.app/fpuzzles...`).
    #[wasm_bindgen(js_name = sudokupadLink)]
    pub fn sudokupad_link(&self) -> String {
        variant::to_sudokupad_link(&self.puzzle)
    }

    /// The f-puzzles JSON, as `toFpuzzlesJson()`.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        self.to_fpuzzles_json()
    }

    /// Whether `other` is the same puzzle: the same board, givens, rules, title, author,
    /// rules text and setter's solution.
    pub fn equals(&self, other: &VariantPuzzle) -> bool {
        self.puzzle == other.puzzle
    }

    fn solver(&self, budget: Option<f64>) -> Result<Solver, JsValue> {
        let budget = budget.map_or(Ok(DEFAULT_BUDGET), |budget| {
            whole_number(budget, u32::MAX, "the budget")
        })?;
        Ok(Solver::new(&self.puzzle).with_budget(u64::from(budget)))
    }
}

/// The limit argument: 2 when left out.
fn limit_of(limit: Option<f64>) -> Result<usize, JsValue> {
    limit.map_or(Ok(2), |limit| {
        whole_number(limit, u32::MAX, "the limit").map(|l| l as usize)
    })
}

fn gave_up(err: GaveUp) -> JsValue {
    error("GaveUp", err)
}

/// Digits as a plain array of numbers.
fn digits(values: &[u8]) -> Array {
    array(values.iter().copied())
}

fn break_object(broken: &Break) -> JsValue {
    Obj::new()
        .set(
            "rule",
            broken
                .rule
                .map_or(JsValue::NULL, |r| JsValue::from(r as u32)),
        )
        .set("cells", array(broken.cells.iter().map(ToString::to_string)))
        .set("message", broken.message.as_str())
        .into_js()
}

/// The digits of a board of size `n`: `n * n` numbers, or `n` rows of `n`, each 0 to `n`.
fn board_digits(value: &JsValue, n: usize) -> Result<Vec<u8>, JsValue> {
    let cells: Vec<JsValue> = items(value).ok_or_else(|| {
        type_error(format_args!(
            "the digits must be an array of {} numbers (or {n} rows of {n})",
            n * n
        ))
    })?;
    let cells = if cells.len() == n && cells.first().is_some_and(|c| items(c).is_some()) {
        let mut flat = Vec::with_capacity(n * n);
        for (r, row) in cells.iter().enumerate() {
            let row = items(row).ok_or_else(|| {
                type_error(format_args!(
                    "row {} must be an array of {n} numbers",
                    r + 1
                ))
            })?;
            if row.len() != n {
                return Err(range_error(format_args!(
                    "row {} has {} cells, the board {n}",
                    r + 1,
                    row.len()
                )));
            }
            flat.extend(row);
        }
        flat
    } else if cells.len() == n * n {
        cells
    } else {
        return Err(range_error(format_args!(
            "a {n}x{n} board has {} cells (or {n} rows), not {}",
            n * n,
            cells.len()
        )));
    };
    cells
        .iter()
        .enumerate()
        .map(|(i, value)| {
            let cell = variant::Cell::from_index(i, n);
            let number = value
                .as_f64()
                .ok_or_else(|| type_error(format_args!("{cell} must hold a number")))?;
            if number.fract() == 0.0 && (0.0..=n as f64).contains(&number) {
                Ok(number as u8)
            } else {
                Err(range_error(format_args!(
                    "{cell} holds {number}: a cell holds 0 when empty, else a digit 1 to {n}"
                )))
            }
        })
        .collect()
}

/// The items of an array or a typed array, or `None` for anything else.
fn items(value: &JsValue) -> Option<Vec<JsValue>> {
    if Array::is_array(value) {
        Some(Array::from(value).iter().collect())
    } else if value.is_instance_of::<Uint8Array>() {
        Some(
            Uint8Array::from(value.clone())
                .to_vec()
                .into_iter()
                .map(JsValue::from)
                .collect(),
        )
    } else {
        None
    }
}
