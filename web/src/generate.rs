//! `generate(options)` and the `Generator` class: the library's generator seeded from
//! JavaScript, with the options of the `generate` example, so that a seed gives the same
//! puzzles here as `cargo run --release --example generate -- --seed S`.

use js_sys::Array;
use shudu::{Generator as Inner, Level, Puzzle, SplitMix64, Symmetry};
use wasm_bindgen::prelude::*;

use crate::GenerateOptions;
use crate::js::{Obj, Options, error, range_error, type_error};

/// The largest integer a JavaScript number holds exactly, 2^53 - 1.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A source of puzzles: each `generate()` makes the next puzzle of its seed, as the Rust
/// generator does (the first is the function `generate` with the same options).
#[wasm_bindgen]
#[derive(Debug)]
pub struct Generator {
    inner: Inner<SplitMix64>,
    seed: u64,
}

#[wasm_bindgen]
impl Generator {
    /// A generator with these options (see `GenerateOptions`); without a seed, a random one.
    ///
    /// # Errors
    ///
    /// A `TypeError` or `RangeError` for an option of the wrong type or out of range, a
    /// `ParseLevelError` or `ParseSymmetryError` for a name the library does not know.
    #[wasm_bindgen(constructor)]
    pub fn new(options: Option<GenerateOptions>) -> Result<Generator, JsValue> {
        let options = Options::new(options.map(JsValue::from))?;
        let seed = match options.get("seed") {
            None => random_seed(),
            Some(seed) => read_seed(&seed)?,
        };
        let mut inner = Inner::from_seed(seed);
        if let Some(name) = options.string("symmetry")? {
            let symmetry: Symmetry = name.parse().map_err(|e| error("ParseSymmetryError", e))?;
            inner = inner.symmetry(symmetry);
        }
        if let Some(best_of) = options.whole_number("bestOf")? {
            inner = inner.best_of(best_of);
        }
        if let Some(clues) = options.whole_number("clues")? {
            // Any whole number is a target the library takes: 81 keeps every clue, fewer
            // than 17 cannot be met and leaves the puzzle minimal.
            inner = inner.target_clues(clues as usize);
        }
        if let Some(name) = options.string("level")? {
            let level: Level = name.parse().map_err(|e| error("ParseLevelError", e))?;
            inner = inner.level(level);
        }
        if let Some(er) = options.get("er") {
            let (low, high) = read_range(&er)?;
            inner = inner.er(low..=high);
        }
        if let Some(budget) = options.whole_number("budget")? {
            inner = inner.budget(budget);
        }
        Ok(Generator { inner, seed })
    }

    /// The next puzzle.
    ///
    /// # Errors
    ///
    /// A `GenerateError` when an order (level, ER range) was not met within the budget.
    #[wasm_bindgen(unchecked_return_type = "Puzzle")]
    pub fn generate(&mut self) -> Result<JsValue, JsValue> {
        let puzzle = self
            .inner
            .try_generate()
            .map_err(|e| error("GenerateError", e))?;
        Ok(puzzle_object(&puzzle, self.seed))
    }

    /// The seed the puzzles come from (a `number` when it is at most 2^53 - 1, else a
    /// `bigint`).
    #[wasm_bindgen(getter, unchecked_return_type = "number | bigint")]
    pub fn seed(&self) -> JsValue {
        seed_value(self.seed)
    }
}

/// The first puzzle of a new generator with these options.
///
/// # Errors
///
/// As `new Generator(options)` and `Generator.generate()`.
#[wasm_bindgen(unchecked_return_type = "Puzzle")]
pub fn generate(options: Option<GenerateOptions>) -> Result<JsValue, JsValue> {
    Generator::new(options)?.generate()
}

fn puzzle_object(puzzle: &Puzzle, seed: u64) -> JsValue {
    Obj::new()
        .set("puzzle", puzzle.grid().to_string())
        .set("solution", puzzle.solution().to_string())
        .set("clues", puzzle.clue_count() as u32)
        .set("seed", seed_value(seed))
        .set("symmetry", puzzle.symmetry().name())
        .set("attempts", puzzle.attempts() as u32)
        .set("targetMet", puzzle.target_met())
        .set("orderMet", puzzle.order_met())
        .into_js()
}

pub(crate) fn seed_value(seed: u64) -> JsValue {
    if seed <= MAX_SAFE_INTEGER {
        JsValue::from_f64(seed as f64)
    } else {
        JsValue::from(seed)
    }
}

/// A seed from JavaScript's `Math.random`, below 2^53 so that it prints and reads back as a
/// plain number.
pub(crate) fn random_seed() -> u64 {
    (js_sys::Math::random() * (MAX_SAFE_INTEGER as f64 + 1.0)) as u64
}

/// A seed: a whole `number` from 0 to 2^53 - 1, or a `bigint` from 0 to 2^64 - 1.
pub(crate) fn read_seed(value: &JsValue) -> Result<u64, JsValue> {
    if value.is_bigint() {
        return u64::try_from(value.clone()).map_err(|_| {
            range_error("a bigint seed must be from 0 to 18446744073709551615 (2^64 - 1)")
        });
    }
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=MAX_SAFE_INTEGER as f64).contains(&n) => Ok(n as u64),
        Some(n) => Err(range_error(format_args!(
            "the seed must be a whole number from 0 to 9007199254740991 (or a bigint up to \
             2^64 - 1), not {n}"
        ))),
        None => Err(type_error("the seed must be a number or a bigint")),
    }
}

/// An ER range given as `[low, high]`.
fn read_range(value: &JsValue) -> Result<(f32, f32), JsValue> {
    let bad = || type_error("the option er must be an array of two numbers, [low, high]");
    if !Array::is_array(value) {
        return Err(bad());
    }
    let range = Array::from(value);
    if range.length() != 2 {
        return Err(bad());
    }
    let (low, high) = match (range.get(0).as_f64(), range.get(1).as_f64()) {
        (Some(low), Some(high)) => (low, high),
        _ => return Err(bad()),
    };
    if !(low.is_finite() && high.is_finite() && low <= high) {
        return Err(range_error(format_args!(
            "the option er must be a range [low, high] with low <= high, not [{low}, {high}]"
        )));
    }
    Ok((low as f32, high as f32))
}
