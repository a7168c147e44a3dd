//! Generating: `generate` and `Puzzle`, and the options that `generate_many` shares.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use shudu::{
    DEFAULT_BUDGET, Explainer, GenerateError as LibGenerateError, Generator, Level, Pattern,
    Puzzle, SplitMix64, Symmetry, Technique,
};

use crate::explain::PyRating;
use crate::grid::{PyGrid, type_name, whole_number};
use crate::names::named_opt;
use crate::{GenerateError, ParseError};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(_puzzle, m)?)?;
    m.add_class::<PyPuzzle>()?;
    Ok(())
}

/// How many attempts an order makes between two looks at Ctrl-C: each digs and rates a
/// puzzle, a few milliseconds at most.
const ORDER_CHUNK: u32 = 8;

/// How many grids a pattern is tried on when no budget is given, as the generate example does.
const PATTERN_BUDGET: u32 = 10_000;

/// What a puzzle is made to: the options of `generate` and `generate_many`, checked.
#[derive(Clone, Copy)]
pub struct Options {
    symmetry: Symmetry,
    clues: Option<usize>,
    best_of: Option<u32>,
    level: Option<Level>,
    er: Option<(f32, f32)>,
    technique: Option<Technique>,
    budget: Option<u32>,
    pattern: Option<Pattern>,
}

impl Options {
    /// Reads and checks the options; a wrong type is a `TypeError`, a wrong value a
    /// `ValueError` (or a `ParseError` for a pattern that does not read).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        symmetry: Option<&Bound<'_, PyAny>>,
        clues: Option<&Bound<'_, PyAny>>,
        best_of: Option<&Bound<'_, PyAny>>,
        level: Option<&Bound<'_, PyAny>>,
        er: Option<&Bound<'_, PyAny>>,
        technique: Option<&Bound<'_, PyAny>>,
        budget: Option<&Bound<'_, PyAny>>,
        pattern: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Options> {
        let symmetry = named_opt(symmetry, "symmetry", "")?.unwrap_or(Symmetry::None);
        let clues = clues.map(clues_of).transpose()?;
        let best_of = best_of.map(|n| u32_of(n, "best_of")).transpose()?;
        let level = named_opt::<Level>(level, "level", "")?;
        let er = er.map(er_range).transpose()?;
        let technique =
            named_opt::<Technique>(technique, "technique", " (shudu.techniques() lists them)")?;
        let budget = budget.map(|n| u32_of(n, "budget")).transpose()?;
        let pattern = pattern.map(pattern_of).transpose()?;
        if pattern.is_some() {
            let given = [
                (symmetry != Symmetry::None, "symmetry"),
                (clues.is_some(), "clues"),
                (level.is_some(), "level"),
                (er.is_some(), "er"),
                (technique.is_some(), "technique"),
                (best_of.is_some(), "best_of"),
            ];
            if let Some((_, name)) = given.iter().find(|(given, _)| *given) {
                return Err(PyValueError::new_err(format!(
                    "a pattern fixes the clues, so {name} does not apply to it"
                )));
            }
        }
        Ok(Options {
            symmetry,
            clues,
            best_of,
            level,
            er,
            technique,
            budget,
            pattern,
        })
    }

    /// The puzzle that `seed` gives with these options, as the Rust API makes it:
    /// `Generator::from_seed(seed)` with the same builder calls; rated as `rate()` rates it
    /// when `rate` is set.
    pub fn puzzle(
        &self,
        seed: u64,
        rate: bool,
        interrupted: &dyn Fn() -> bool,
    ) -> Result<PyPuzzle, String> {
        let mut puzzle = self.unrated(seed, interrupted)?;
        if rate {
            puzzle.rating = Explainer::new()
                .rate(&puzzle.grid.0)
                .ok()
                .map(|rating| PyRating::new(&rating));
        }
        Ok(puzzle)
    }

    /// The puzzle, unrated. An order (level, SE range, technique) is met in chunks of
    /// `ORDER_CHUNK` attempts of the same generator, which digs and rates the same puzzles in
    /// the same order as one call with the whole budget; between chunks `interrupted` is
    /// asked (Ctrl-C), and the budget's end is the same `GenerateError` as the library's.
    fn unrated(&self, seed: u64, interrupted: &dyn Fn() -> bool) -> Result<PyPuzzle, String> {
        let ordered = self.level.is_some() || self.er.is_some() || self.technique.is_some();
        if ordered && self.pattern.is_none() {
            let budget = self.budget.unwrap_or(DEFAULT_BUDGET).max(1);
            let mut generator = self.generator(seed);
            let mut spent: u32 = 0;
            loop {
                generator = generator.budget(ORDER_CHUNK.min(budget - spent));
                let puzzle = generator.generate();
                spent += puzzle.attempts() as u32;
                if puzzle.order_met() {
                    let mut made = PyPuzzle::new(&puzzle, seed);
                    made.attempts = spent as usize;
                    return Ok(made);
                }
                if spent >= budget {
                    return Err(LibGenerateError::BudgetExhausted { attempts: spent }.to_string());
                }
                if interrupted() {
                    return Err("interrupted".to_string());
                }
            }
        }
        if let Some(pattern) = &self.pattern {
            let budget = self.budget.unwrap_or(PATTERN_BUDGET);
            return Generator::from_seed(seed)
                .symmetry(self.symmetry)
                .generate_pattern(pattern, budget)
                .map(|puzzle| PyPuzzle::new(&puzzle, seed))
                .map_err(|e| e.to_string());
        }
        let mut generator = self.generator(seed);
        if let Some(budget) = self.budget {
            generator = generator.budget(budget);
        }
        generator
            .try_generate()
            .map(|puzzle| PyPuzzle::new(&puzzle, seed))
            .map_err(|e| e.to_string())
    }

    /// `Generator::from_seed(seed)` with the options' builder calls, the budget aside.
    fn generator(&self, seed: u64) -> Generator<SplitMix64> {
        let mut generator = Generator::from_seed(seed)
            .symmetry(self.symmetry)
            .best_of(self.best_of.unwrap_or(1));
        if let Some(clues) = self.clues {
            generator = generator.target_clues(clues);
        }
        if let Some(level) = self.level {
            generator = generator.level(level);
        }
        if let Some((low, high)) = self.er {
            generator = generator.er(low..=high);
        }
        if let Some(technique) = self.technique {
            generator = generator.technique(technique);
        }
        generator
    }
}

/// The fewest clues a sudoku with one solution can have.
const FEWEST_CLUES: u64 = 17;

/// A clue target: 17 (the fewest a sudoku with one solution has) to 80; 81 clues would be
/// the full grid, no puzzle.
fn clues_of(obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    let n = whole_number(obj, "clues")?;
    if !(FEWEST_CLUES..=80).contains(&n) {
        return Err(PyValueError::new_err(format!(
            "clues is the number of clues to dig down to, 17 to 80, not {n}: no sudoku with \
             one solution has fewer than 17, and 81 would be the full grid"
        )));
    }
    Ok(n as usize)
}

/// A whole number that fits 32 bits.
fn u32_of(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u32> {
    let n = whole_number(obj, what)?;
    u32::try_from(n)
        .map_err(|_| PyValueError::new_err(format!("{what} must be below 2**32, not {n}")))
}

/// An SE rating range: a pair (low, high) of numbers, low <= high.
fn er_range(obj: &Bound<'_, PyAny>) -> PyResult<(f32, f32)> {
    let Ok((low, high)) = obj.extract::<(f64, f64)>() else {
        return Err(PyTypeError::new_err(format!(
            "er is a pair (low, high) of SE ratings such as (7.0, 8.5), not {}",
            type_name(obj)
        )));
    };
    if !(low.is_finite() && high.is_finite() && 0.0 <= low && low <= high) {
        return Err(PyValueError::new_err(format!(
            "er is a range (low, high) with 0 <= low <= high, not ({low}, {high})"
        )));
    }
    Ok((low as f32, high as f32))
}

/// A clue pattern: 81 cells of 'x' (a clue) and '.' (empty), or the clues of a Grid.
fn pattern_of(obj: &Bound<'_, PyAny>) -> PyResult<Pattern> {
    if let Ok(grid) = obj.cast::<PyGrid>() {
        return Ok(Pattern::of(&grid.get().0));
    }
    if let Ok(text) = obj.cast::<PyString>() {
        return text
            .to_cow()?
            .parse::<Pattern>()
            .map_err(|e| ParseError::new_err(e.to_string()));
    }
    Err(PyTypeError::new_err(format!(
        "a pattern is a str of 81 'x' and '.' cells, or a Grid whose clues it takes, not {}",
        type_name(obj)
    )))
}

/// A seed that differs from call to call, for `seed=None`: the standard library's random
/// hash keys mixed with the clock. The puzzle keeps it (`Puzzle.seed`), so it can be made
/// again.
pub fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    hasher.write_u64(nanos);
    hasher.finish()
}

/// The seed argument: a whole number below 2**64, or None for a fresh one.
pub fn seed_of(seed: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match seed {
        Some(seed) if !seed.is_none() => whole_number(seed, "seed"),
        _ => Ok(fresh_seed()),
    }
}

/// A new puzzle with exactly one solution, the same one for the same seed and options as the
/// Rust API's ``Generator::from_seed(seed)`` gives.
///
/// - ``seed``: a whole number below 2**64; None (the default) draws a fresh one, which the
///   puzzle keeps in ``Puzzle.seed``.
/// - ``symmetry`` of the clue pattern: 'none' (the default), 'central', 'quarter',
///   'mirror-lr', 'mirror-ud', 'both-mirrors', 'diagonal', 'anti-diagonal',
///   'both-diagonals' or 'full'.
/// - ``clues``: stop removing clues at this many, 17 to 80 (more clues, easier); the puzzle
///   is minimal and ``target_met`` false when every clue left is needed before that.
/// - ``best_of``: dig this many puzzles and keep the one with the fewest clues.
/// - Orders, each checked by rating the puzzle: ``level`` (HoDoKu's: 'easy', 'medium',
///   'hard', 'unfair', 'extreme'), ``er`` (an SE rating range such as (7.0, 8.5)),
///   ``technique`` (one the path must use, such as 'skyscraper'; ``techniques()`` lists
///   them), within ``budget`` puzzles dug and rated (1000 when not given). ``GenerateError``
///   when the budget runs out.
/// - ``pattern``: the clues exactly on these cells, 81 characters of 'x' (a clue) and '.'
///   (empty), or a Grid whose clue cells it takes, within ``budget`` complete grids tried
///   (10,000 when not given).
/// - ``rate``: rate the puzzle as it is made (``Puzzle.rating``), as ``rate()`` would.
///
/// >>> import shudu
/// >>> p = shudu.generate(seed=2024, symmetry='central')
/// >>> shudu.solution(p.grid).unique == p.solution
/// True
/// >>> p == shudu.generate(seed=2024, symmetry='central')
/// True
/// >>> shudu.rate(shudu.generate(seed=7, level='hard').grid).level
/// 'Hard'
#[pyfunction]
#[pyo3(signature = (seed = None, *, symmetry = None, clues = None, best_of = None, level = None, er = None, technique = None, budget = None, pattern = None, rate = false))]
#[allow(clippy::too_many_arguments)]
pub fn generate(
    py: Python<'_>,
    seed: Option<&Bound<'_, PyAny>>,
    symmetry: Option<&Bound<'_, PyAny>>,
    clues: Option<&Bound<'_, PyAny>>,
    best_of: Option<&Bound<'_, PyAny>>,
    level: Option<&Bound<'_, PyAny>>,
    er: Option<&Bound<'_, PyAny>>,
    technique: Option<&Bound<'_, PyAny>>,
    budget: Option<&Bound<'_, PyAny>>,
    pattern: Option<&Bound<'_, PyAny>>,
    rate: bool,
) -> PyResult<PyPuzzle> {
    let seed = seed_of(seed)?;
    let options = Options::new(
        symmetry, clues, best_of, level, er, technique, budget, pattern,
    )?;
    // Ctrl-C is seen between chunks of an order's attempts: the signal's exception is kept
    // and raised once the generator has stopped.
    let stopped: std::sync::Mutex<Option<PyErr>> = std::sync::Mutex::new(None);
    let interrupted = || {
        Python::attach(|py| py.check_signals()).map_or_else(
            |e| {
                *stopped.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                true
            },
            |()| false,
        )
    };
    let made = py.detach(|| options.puzzle(seed, rate, &interrupted));
    if let Some(e) = stopped.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    made.map_err(GenerateError::new_err)
}

/// A generated puzzle: ``grid`` (the clues), ``solution`` (its one solution), the ``seed``
/// that makes it again, ``clue_count``, ``symmetry``, whether the clue target and the order
/// were met (``target_met``, ``order_met``) and how many puzzles were dug (or grids tried,
/// for a pattern) to make it (``attempts``).
///
/// >>> import shudu
/// >>> p = shudu.generate(seed=1, clues=36)
/// >>> p.clue_count, p.target_met, p.seed
/// (36, True, 1)
#[pyclass(frozen, eq, hash, module = "shudu", name = "Puzzle")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyPuzzle {
    grid: PyGrid,
    solution: PyGrid,
    seed: u64,
    clue_count: usize,
    symmetry: &'static str,
    target_met: bool,
    order_met: bool,
    attempts: usize,
    rating: Option<PyRating>,
}

impl PyPuzzle {
    fn new(puzzle: &Puzzle, seed: u64) -> PyPuzzle {
        PyPuzzle {
            grid: PyGrid(*puzzle.grid()),
            solution: PyGrid(*puzzle.solution()),
            seed,
            clue_count: puzzle.clue_count(),
            symmetry: puzzle.symmetry().name(),
            target_met: puzzle.target_met(),
            order_met: puzzle.order_met(),
            attempts: puzzle.attempts(),
            rating: None,
        }
    }
}

type PuzzleState = (String, String, u64, usize, String, bool, bool, usize);

/// Rebuilds a `Puzzle` from its pickled parts (`Puzzle.__reduce__`).
#[pyfunction]
#[pyo3(signature = (state, rating = None))]
fn _puzzle(state: PuzzleState, rating: Option<PyRef<'_, PyRating>>) -> PyResult<PyPuzzle> {
    let (grid, solution, seed, clue_count, symmetry, target_met, order_met, attempts) = state;
    let symmetry = symmetry
        .parse::<Symmetry>()
        .map_err(|e| PyValueError::new_err(e.to_string()))?
        .name();
    Ok(PyPuzzle {
        grid: PyGrid(crate::grid::parse_text(&grid)?),
        solution: PyGrid(crate::grid::parse_text(&solution)?),
        seed,
        clue_count,
        symmetry,
        target_met,
        order_met,
        attempts,
        rating: rating.map(|r| r.clone()),
    })
}

#[pymethods]
impl PyPuzzle {
    /// The clues.
    #[getter]
    fn grid(&self) -> PyGrid {
        self.grid
    }

    /// The one solution.
    #[getter]
    fn solution(&self) -> PyGrid {
        self.solution
    }

    /// The seed that makes this puzzle again, with the same options.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// How many clues it has.
    #[getter]
    fn clue_count(&self) -> usize {
        self.clue_count
    }

    /// The symmetry of its clue pattern, by name ('none', 'central', ...).
    #[getter]
    fn symmetry(&self) -> &'static str {
        self.symmetry
    }

    /// Whether the clue target was met (True when none was asked).
    #[getter]
    fn target_met(&self) -> bool {
        self.target_met
    }

    /// Whether the order (level, SE range, technique) was met (True when none was asked).
    #[getter]
    fn order_met(&self) -> bool {
        self.order_met
    }

    /// How many puzzles were dug (and rated, for an order) to make this one.
    #[getter]
    fn attempts(&self) -> usize {
        self.attempts
    }

    /// The puzzle's rating, as ``rate(puzzle.grid)`` gives it, when it was made with
    /// ``rate=True`` (None otherwise, or when the techniques could not finish it).
    ///
    /// >>> import shudu
    /// >>> p = shudu.generate(seed=7, level='hard', rate=True)
    /// >>> p.rating == shudu.rate(p.grid), p.rating.level
    /// (True, 'Hard')
    #[getter]
    fn rating(&self) -> Option<PyRating> {
        self.rating.clone()
    }

    /// The fields as a dict, the row of a data frame: ``grid`` and ``solution`` (81-character
    /// lines), ``seed``, ``clue_count``, ``symmetry``, ``target_met``, ``order_met``,
    /// ``attempts``, then the rating's fields (``Rating.to_dict()``) when it was rated.
    ///
    /// >>> import shudu
    /// >>> row = shudu.generate(seed=1, clues=30, rate=True).to_dict()
    /// >>> row['clue_count'], row['seed'], len(row['grid']), 'er' in row
    /// (30, 1, 81, True)
    fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        let dict = crate::record::to_dict(
            slf.as_any(),
            &[
                "grid",
                "solution",
                "seed",
                "clue_count",
                "symmetry",
                "target_met",
                "order_met",
                "attempts",
            ],
        )?;
        if let Some(rating) = &slf.get().rating {
            let rating = Bound::new(slf.py(), rating.clone())?;
            dict.update(
                rating
                    .call_method0("to_dict")?
                    .cast::<pyo3::types::PyMapping>()?,
            )?;
        }
        Ok(dict)
    }

    /// The clues' 81-character line, as ``str(puzzle.grid)``: ``print(puzzle)`` and
    /// ``f"{puzzle}"`` show the puzzle.
    fn __str__(&self) -> String {
        self.grid.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<shudu.Puzzle '{}', {} clues, seed {}>",
            self.grid.0, self.clue_count, self.seed
        )
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let rebuild = py.import("shudu._shudu")?.getattr("_puzzle")?;
        let state: PuzzleState = (
            self.grid.0.to_string(),
            self.solution.0.to_string(),
            self.seed,
            self.clue_count,
            self.symmetry.to_string(),
            self.target_met,
            self.order_met,
            self.attempts,
        );
        (rebuild, (state, self.rating.clone())).into_pyobject(py)
    }
}
