//! Explaining and rating: `rate`, `rate_se`, `grade`, `path`, `next_step`, `Step` and `Marks`.
//!
//! The only file that reads the explainer's types (`Step`, `Technique`, `HintStage`,
//! `Rating`, `Grade`): when their API changes, this file is where the binding follows.
//! Library items bound here: `Explainer::{new, hodoku, is_hodoku, rate, rate_se, grade, path,
//! next_step}`; `Rating::{se, grade}`; `SeRating::{tenths, hardest, steps}` and its
//! `Display`; `Grade::{level, score, hardest, steps}` and its `Display`; `Level::name` and
//! `Level: FromStr`; `Technique::{ALL, SE, HODOKU, name, hodoku_name, hodoku}` and
//! `Technique: FromStr`; `Step::{technique, tenths, kind, digits, cells, focus, houses,
//! cover_houses, chain, placements, eliminations, hint, apply}` and its `Display`;
//! `StepKind: Display`; `Chain::{nodes, len}` and `ChainNode: Display`; `HintStage::ALL`,
//! `HintStage: FromStr` and `Hint: Display`; `RateError` (its variants `NoSolution` and
//! `MultipleSolutions` in `batch.rs`, its message here); `Marks::{new, from_grid_or_marks,
//! from_candidates, grid, candidates, place, remove, add, unplace, is_solved, is_broken}`,
//! `Marks: FromStr + Display` (both formats) and the parse errors (their messages);
//! `Candidates::{EMPTY, insert, iter}`; `House: Display`.
//!
//! Every text a Python caller gives for a library value (an order, a level, a technique, a
//! hint stage) is read in one place, the conversions below, by the library's own parsers.

use std::collections::BTreeSet;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use shudu::{
    Candidates, Cell, Explainer, Grade, HintStage, Level, Marks, ParseHintStageError, RateError,
    Rating, SeRating, Step, Technique,
};

use crate::grid::{PuzzleArg, PyGrid, cell_at, cell_tuple, digit, type_name};
use crate::{ParseError, RateError as PyRateError};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(rate_se, m)?)?;
    m.add_function(wrap_pyfunction!(grade, m)?)?;
    m.add_function(wrap_pyfunction!(path, m)?)?;
    m.add_function(wrap_pyfunction!(next_step, m)?)?;
    m.add_function(wrap_pyfunction!(techniques, m)?)?;
    m.add_function(wrap_pyfunction!(_rating, m)?)?;
    m.add_function(wrap_pyfunction!(_se_rating, m)?)?;
    m.add_function(wrap_pyfunction!(_grade, m)?)?;
    m.add_class::<PyRating>()?;
    m.add_class::<PySeRating>()?;
    m.add_class::<PyGrade>()?;
    m.add_class::<PyStep>()?;
    m.add_class::<PyMarks>()?;
    Ok(())
}

/// The exception for a puzzle without a rating, with the library's message.
pub fn rate_error(e: RateError) -> PyErr {
    PyRateError::new_err(e.to_string())
}

/// The explainer of an order: 'se' (Sudoku Explainer's, the default) or 'hodoku'.
fn explainer(order: &str) -> PyResult<Explainer> {
    match order.to_ascii_lowercase().as_str() {
        "se" => Ok(Explainer::new()),
        "hodoku" => Ok(Explainer::hodoku()),
        _ => Err(PyValueError::new_err(format!(
            "order is 'se' (Sudoku Explainer's) or 'hodoku', not {order:?}"
        ))),
    }
}

/// The HoDoKu level named `name`, ignoring case ("easy" to "extreme").
pub fn level_named(name: &str) -> PyResult<Level> {
    name.parse::<Level>().map_err(|e| {
        PyValueError::new_err(format!(
            "{name:?}: {e} (easy, medium, hard, unfair or extreme)"
        ))
    })
}

/// The technique whose name (SE's or HoDoKu's) is `text`, as the library reads it
/// (`Technique: FromStr`: ignoring case, spaces and dashes), as the generate example reads
/// `--technique`.
pub fn technique_named(text: &str) -> PyResult<Technique> {
    text.parse().map_err(|_| {
        PyValueError::new_err(format!(
            "no technique is called {text:?} (shudu.techniques() lists them)"
        ))
    })
}

/// A hint stage: 1 to 3, or its name ('technique', 'cells', 'full'), as the library reads
/// it (`HintStage: FromStr`).
fn hint_stage(stage: &Bound<'_, PyAny>) -> PyResult<HintStage> {
    let text = if let Ok(n) = stage.extract::<i64>() {
        n.to_string()
    } else if let Ok(name) = stage.cast::<PyString>() {
        name.to_cow()?.into_owned()
    } else {
        return Err(PyTypeError::new_err(format!(
            "a hint stage is 1 to 3 or a name, not {}",
            type_name(stage)
        )));
    };
    text.parse()
        .map_err(|e: ParseHintStageError| PyValueError::new_err(format!("{text:?}: {e}")))
}

/// The names of the techniques of an order, in the order they are tried: SE's (``'se'``, the
/// default) or HoDoKu's (``'hodoku'``, with HoDoKu's names). ``generate(technique=...)``
/// takes any of them, ignoring case, spaces and dashes.
///
/// >>> import shudu
/// >>> shudu.techniques()[:3]
/// ['Full house', 'Hidden single', 'Direct pointing']
/// >>> 'Skyscraper' in shudu.techniques('hodoku')
/// True
#[pyfunction]
#[pyo3(signature = (order = "se"))]
fn techniques(order: &str) -> PyResult<Vec<&'static str>> {
    Ok(if explainer(order)?.is_hodoku() {
        Technique::HODOKU.iter().map(|t| t.hodoku_name()).collect()
    } else {
        Technique::SE.iter().map(|t| t.name()).collect()
    })
}

/// A puzzle's difficulty on Sudoku Explainer's scale and on HoDoKu's, from ``rate()``.
///
/// ``er`` (the hardest step: the usual SE rating), ``ep`` (the hardest step up to the first
/// placement) and ``ed`` (the first step) are floats with one decimal; ``hardest`` is SE's
/// hardest technique, ``steps`` the length of SE's path; ``level`` ('Easy', 'Medium',
/// 'Hard', 'Unfair' or 'Extreme'), ``score`` and ``hodoku_hardest`` come from HoDoKu's path.
/// ``se`` and ``grade`` are the two halves.
///
/// >>> import shudu
/// >>> r = shudu.rate('.8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.')
/// >>> r.er, r.ep, r.ed, r.hardest
/// (4.2, 1.2, 1.2, 'XY-Wing')
/// >>> r.level, r.score > 0
/// ('Hard', True)
/// >>> str(r)
/// 'ER 4.2, EP 1.2, ED 1.2 (XY-Wing)'
#[pyclass(frozen, eq, hash, module = "shudu", name = "Rating")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyRating {
    se: PySeRating,
    grade: PyGrade,
}

impl PyRating {
    pub fn new(rating: &Rating) -> PyRating {
        PyRating {
            se: PySeRating::new(&rating.se()),
            grade: PyGrade::new(&rating.grade()),
        }
    }
}

#[pymethods]
impl PyRating {
    /// ER: the hardest step of SE's path.
    #[getter]
    fn er(&self) -> f64 {
        self.se.er()
    }

    /// EP: the hardest step up to and including the first placement.
    #[getter]
    fn ep(&self) -> f64 {
        self.se.ep()
    }

    /// ED: the first step.
    #[getter]
    fn ed(&self) -> f64 {
        self.se.ed()
    }

    /// (ER, EP, ED) in tenths, exact ints for comparing: (42, 12, 12) for 4.2, 1.2, 1.2.
    #[getter]
    fn tenths(&self) -> (u8, u8, u8) {
        self.se.tenths
    }

    /// SE's hardest technique (the one that set ER).
    #[getter]
    fn hardest(&self) -> &str {
        &self.se.hardest
    }

    /// How many steps SE's path took.
    #[getter]
    fn steps(&self) -> usize {
        self.se.steps
    }

    /// HoDoKu's level: 'Easy', 'Medium', 'Hard', 'Unfair' or 'Extreme'.
    #[getter]
    fn level(&self) -> &str {
        &self.grade.level
    }

    /// HoDoKu's score: the sum of its path's technique scores.
    #[getter]
    fn score(&self) -> u32 {
        self.grade.score
    }

    /// HoDoKu's hardest technique, by HoDoKu's name.
    #[getter]
    fn hodoku_hardest(&self) -> &str {
        &self.grade.hardest
    }

    /// The SE half: ER, EP, ED, the hardest technique and the steps.
    #[getter]
    fn se(&self) -> PySeRating {
        self.se.clone()
    }

    /// The HoDoKu half: level, score, hardest technique and steps.
    #[getter]
    fn grade(&self) -> PyGrade {
        self.grade.clone()
    }

    fn __str__(&self) -> &str {
        &self.se.text
    }

    fn __repr__(&self) -> String {
        format!("<shudu.Rating {}; {}>", self.se.text, self.grade.text)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let rebuild = py.import("shudu._shudu")?.getattr("_rating")?;
        (rebuild, (self.se.state(), self.grade.state())).into_pyobject(py)
    }
}

type SeState = (u8, u8, u8, String, usize, String);
type GradeState = (String, u32, String, usize, String);

/// Rebuilds a `Rating` from its pickled parts (`Rating.__reduce__`).
#[pyfunction]
fn _rating(se: SeState, grade: GradeState) -> PyRating {
    PyRating {
        se: PySeRating::from_state(se),
        grade: PyGrade::from_state(grade),
    }
}

/// Rebuilds a `SeRating` from its pickled parts.
#[pyfunction]
fn _se_rating(se: SeState) -> PySeRating {
    PySeRating::from_state(se)
}

/// Rebuilds a `Grade` from its pickled parts.
#[pyfunction]
fn _grade(grade: GradeState) -> PyGrade {
    PyGrade::from_state(grade)
}

/// A puzzle's difficulty on Sudoku Explainer's scale alone, from ``rate_se()``: ``er``,
/// ``ep``, ``ed``, ``hardest`` and ``steps`` as in a ``Rating``.
///
/// >>> import shudu
/// >>> r = shudu.rate_se('.8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.')
/// >>> r.tenths, r.hardest
/// ((42, 12, 12), 'XY-Wing')
#[pyclass(frozen, eq, hash, module = "shudu", name = "SeRating")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PySeRating {
    tenths: (u8, u8, u8),
    hardest: String,
    steps: usize,
    /// The library's `Display`: "ER 4.2, EP 1.2, ED 1.2 (XY-Wing)".
    text: String,
}

impl PySeRating {
    pub fn new(rating: &SeRating) -> PySeRating {
        PySeRating {
            tenths: rating.tenths(),
            hardest: rating.hardest().name().to_string(),
            steps: rating.steps(),
            text: rating.to_string(),
        }
    }

    fn state(&self) -> SeState {
        let (er, ep, ed) = self.tenths;
        (
            er,
            ep,
            ed,
            self.hardest.clone(),
            self.steps,
            self.text.clone(),
        )
    }

    fn from_state((er, ep, ed, hardest, steps, text): SeState) -> PySeRating {
        PySeRating {
            tenths: (er, ep, ed),
            hardest,
            steps,
            text,
        }
    }
}

#[pymethods]
impl PySeRating {
    /// ER: the hardest step of SE's path.
    #[getter]
    fn er(&self) -> f64 {
        f64::from(self.tenths.0) / 10.0
    }

    /// EP: the hardest step up to and including the first placement.
    #[getter]
    fn ep(&self) -> f64 {
        f64::from(self.tenths.1) / 10.0
    }

    /// ED: the first step.
    #[getter]
    fn ed(&self) -> f64 {
        f64::from(self.tenths.2) / 10.0
    }

    /// (ER, EP, ED) in tenths, exact ints for comparing.
    #[getter]
    fn tenths(&self) -> (u8, u8, u8) {
        self.tenths
    }

    /// SE's hardest technique (the one that set ER).
    #[getter]
    fn hardest(&self) -> &str {
        &self.hardest
    }

    /// How many steps SE's path took.
    #[getter]
    fn steps(&self) -> usize {
        self.steps
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("<shudu.SeRating {}>", self.text)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let rebuild = py.import("shudu._shudu")?.getattr("_se_rating")?;
        (rebuild, (self.state(),)).into_pyobject(py)
    }
}

/// A puzzle's difficulty on HoDoKu's scale, from ``grade()`` or ``Rating.grade``: ``level``
/// ('Easy' to 'Extreme'), ``score``, ``hardest`` (HoDoKu's name) and ``steps``.
///
/// >>> import shudu
/// >>> g = shudu.grade('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..')
/// >>> g.level, str(g) == f'Easy, score {g.score} ({g.hardest})'
/// ('Easy', True)
#[pyclass(frozen, eq, hash, module = "shudu", name = "Grade")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyGrade {
    level: String,
    score: u32,
    hardest: String,
    steps: usize,
    /// The library's `Display`: "Hard, score 674 (Skyscraper)".
    text: String,
}

impl PyGrade {
    pub fn new(grade: &Grade) -> PyGrade {
        PyGrade {
            level: grade.level().name().to_string(),
            score: grade.score(),
            hardest: grade.hardest().hodoku_name().to_string(),
            steps: grade.steps(),
            text: grade.to_string(),
        }
    }

    fn state(&self) -> GradeState {
        (
            self.level.clone(),
            self.score,
            self.hardest.clone(),
            self.steps,
            self.text.clone(),
        )
    }

    fn from_state((level, score, hardest, steps, text): GradeState) -> PyGrade {
        PyGrade {
            level,
            score,
            hardest,
            steps,
            text,
        }
    }
}

#[pymethods]
impl PyGrade {
    /// HoDoKu's level: 'Easy', 'Medium', 'Hard', 'Unfair' or 'Extreme'.
    #[getter]
    fn level(&self) -> &str {
        &self.level
    }

    /// The sum of the path's technique scores.
    #[getter]
    fn score(&self) -> u32 {
        self.score
    }

    /// The hardest technique of HoDoKu's path, by HoDoKu's name.
    #[getter]
    fn hardest(&self) -> &str {
        &self.hardest
    }

    /// How many steps HoDoKu's path took.
    #[getter]
    fn steps(&self) -> usize {
        self.steps
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("<shudu.Grade {}>", self.text)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let rebuild = py.import("shudu._shudu")?.getattr("_grade")?;
        (rebuild, (self.state(),)).into_pyobject(py)
    }
}

/// Rates ``puzzle`` by walking its path twice: Sudoku Explainer's (ER, EP, ED) and HoDoKu's
/// (level and score). Raises ``RateError`` when the puzzle has no solution or several (the
/// Rust ``rate`` example prints an error there too), or if the techniques run out.
///
/// >>> import shudu
/// >>> rating = shudu.rate('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// >>> rating.er, rating.level
/// (2.6, 'Medium')
#[pyfunction]
pub fn rate(py: Python<'_>, puzzle: PuzzleArg) -> PyResult<PyRating> {
    py.detach(|| Explainer::new().rate(&puzzle.0))
        .map(|r| PyRating::new(&r))
        .map_err(rate_error)
}

/// Rates ``puzzle`` on Sudoku Explainer's scale alone (ER, EP, ED): what SE's own rater
/// gives, about half again as fast as ``rate()``, which walks HoDoKu's path too.
///
/// >>> import shudu
/// >>> shudu.rate_se('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......').er
/// 2.6
#[pyfunction]
pub fn rate_se(py: Python<'_>, puzzle: PuzzleArg) -> PyResult<PySeRating> {
    py.detach(|| Explainer::new().rate_se(&puzzle.0))
        .map(|r| PySeRating::new(&r))
        .map_err(rate_error)
}

/// Grades ``puzzle`` on HoDoKu's scale alone (level, score, hardest technique), by walking
/// HoDoKu's path.
///
/// >>> import shudu
/// >>> shudu.grade('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......').level
/// 'Medium'
#[pyfunction]
pub fn grade(py: Python<'_>, puzzle: PuzzleArg) -> PyResult<PyGrade> {
    py.detach(|| Explainer::new().grade(&puzzle.0))
        .map(|g| PyGrade::new(&g))
        .map_err(rate_error)
}

/// The steps a person would take to solve ``puzzle``, in order: Sudoku Explainer's path
/// (``order='se'``, the one its rating follows) or HoDoKu's (``order='hodoku'``, the one its
/// level follows). Raises ``RateError`` when the puzzle has no solution or several.
///
/// >>> import shudu
/// >>> steps = shudu.path('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..')
/// >>> str(steps[0])
/// "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the box's other empty cells"
/// >>> steps[0].placements
/// [(1, 1, 6)]
#[pyfunction]
#[pyo3(signature = (puzzle, order = "se"))]
pub fn path(py: Python<'_>, puzzle: PuzzleArg, order: &str) -> PyResult<Vec<PyStep>> {
    let explainer = explainer(order)?;
    let (steps, _) = py
        .detach(|| explainer.path(&puzzle.0))
        .map_err(rate_error)?;
    Ok(steps
        .into_iter()
        .map(|step| PyStep {
            step,
            hodoku: explainer.is_hodoku(),
        })
        .collect())
}

/// The step a person would take next on ``state`` (pencil marks, or a puzzle whose marks
/// are every candidate its peers leave), in SE's order or HoDoKu's; None when the grid is
/// solved or no technique applies.
///
/// >>> import shudu
/// >>> step = shudu.next_step('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..')
/// >>> step.technique, step.hints[0]
/// ('Hidden single', 'Look for a hidden single in box 1')
#[pyfunction]
#[pyo3(signature = (state, order = "se"))]
pub fn next_step(
    py: Python<'_>,
    state: &Bound<'_, PyAny>,
    order: &str,
) -> PyResult<Option<PyStep>> {
    let explainer = explainer(order)?;
    let marks = match state.cast::<PyMarks>() {
        Ok(marks) => marks.borrow().0.clone(),
        Err(_) => Marks::new(&state.extract::<PuzzleArg>()?.0),
    };
    let step = py.detach(|| explainer.next_step(&marks));
    Ok(step.map(|step| PyStep {
        step,
        hodoku: explainer.is_hodoku(),
    }))
}

/// One step of a solving path: the technique, the sentence a person reads, hints in three
/// stages, and what it places and removes. Cells are (row, column) from 0; digits 1 to 9.
///
/// ``technique`` is SE's name of the technique (``hodoku_technique`` HoDoKu's), ``difficulty``
/// the step's rating on SE's scale, ``hodoku_score`` its score on HoDoKu's (None for SE's
/// own techniques), ``str(step)`` the sentence, ``hints`` the three hints (where to look, the
/// cells, the whole step), ``placements`` and ``eliminations`` lists of (row, column, digit).
///
/// >>> import shudu
/// >>> step = shudu.next_step('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..')
/// >>> step.hints
/// ('Look for a hidden single in box 1', 'Hidden single: look at r1c7, r2c2, r3c6 and r6c3 for 6', "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the box's other empty cells")
/// >>> step.difficulty, step.cells, step.houses, step.digits
/// (1.2, [(1, 1)], ['box 1'], [6])
#[pyclass(frozen, module = "shudu", name = "Step")]
pub struct PyStep {
    step: Step,
    /// Whether it comes from HoDoKu's order.
    hodoku: bool,
}

#[pymethods]
impl PyStep {
    /// The technique, by SE's name ('Hidden single', 'X-Wing', ...).
    #[getter]
    fn technique(&self) -> &'static str {
        self.step.technique().name()
    }

    /// The technique, by HoDoKu's name where it differs ('Locked Candidates Type 1
    /// (Pointing)').
    #[getter]
    fn hodoku_technique(&self) -> &'static str {
        self.step.technique().hodoku_name()
    }

    /// The step's rating on SE's scale (the technique's base plus what SE adds for length
    /// or size).
    #[getter]
    fn difficulty(&self) -> f64 {
        f64::from(self.step.tenths()) / 10.0
    }

    /// The step's score on HoDoKu's scale, or None for SE's own techniques.
    #[getter]
    fn hodoku_score(&self) -> Option<u32> {
        self.step.technique().hodoku().map(|(_, score)| score)
    }

    /// Whether the step comes from HoDoKu's order ('hodoku') or SE's ('se').
    #[getter]
    fn order(&self) -> &'static str {
        if self.hodoku { "hodoku" } else { "se" }
    }

    /// The form the technique took, where it has several: 'type 1' to 'type 6' (a unique
    /// rectangle or loop, a BUG, multi colors), 'hidden rectangle', and for forcing chains
    /// 'contradiction', 'both ways', 'house' or 'cell'; None for the others.
    #[getter]
    fn kind(&self) -> Option<String> {
        self.step.kind().map(|kind| kind.to_string())
    }

    /// The sentence: what the step found and what it does.
    #[getter]
    fn sentence(&self) -> String {
        self.step.to_string()
    }

    /// The three hints, each showing more: where to look, then the cells, then the whole
    /// step.
    #[getter]
    fn hints(&self) -> (String, String, String) {
        (
            self.step.hint(HintStage::Technique).to_string(),
            self.step.hint(HintStage::Cells).to_string(),
            self.step.hint(HintStage::Full).to_string(),
        )
    }

    /// The digits it places, as (row, column, digit).
    #[getter]
    fn placements(&self) -> Vec<(usize, usize, u8)> {
        self.step
            .placements()
            .map(|(cell, digit)| (cell.row(), cell.col(), digit.get()))
            .collect()
    }

    /// The candidates it removes, as (row, column, digit), cell by cell.
    #[getter]
    fn eliminations(&self) -> Vec<(usize, usize, u8)> {
        self.step
            .eliminations()
            .map(|(cell, digit)| (cell.row(), cell.col(), digit.get()))
            .collect()
    }

    /// The cells of the pattern, to highlight.
    #[getter]
    fn cells(&self) -> Vec<(usize, usize)> {
        self.step.cells().iter().map(cell_tuple).collect()
    }

    /// The key cell of the pattern (a single's cell, a wing's pivot), or None.
    #[getter]
    fn focus(&self) -> Option<(usize, usize)> {
        self.step.focus().map(cell_tuple)
    }

    /// The digits of the pattern.
    #[getter]
    fn digits(&self) -> Vec<u32> {
        self.step
            .digits()
            .iter()
            .map(|d| u32::from(d.get()))
            .collect()
    }

    /// The houses the pattern lives in ('row 1', 'column 4', 'box 9').
    #[getter]
    fn houses(&self) -> Vec<String> {
        self.step.houses().map(|u| u.to_string()).collect()
    }

    /// The second set of houses: a fish's cover houses, a pointing's line, a claiming's box.
    #[getter]
    fn cover_houses(&self) -> Vec<String> {
        self.step.cover_houses().map(|u| u.to_string()).collect()
    }

    /// A chain technique's nodes ('r1c1=5' for a true candidate, 'r1c1<>5' for a false one),
    /// the first 32 of them; empty for the other techniques.
    #[getter]
    fn chain(&self) -> Vec<String> {
        self.step
            .chain()
            .nodes()
            .iter()
            .map(|n| n.to_string())
            .collect()
    }

    /// The chain's length as SE counts it for the rating (0 when not a chain).
    #[getter]
    fn chain_length(&self) -> usize {
        self.step.chain().len()
    }

    /// The hint at a stage: 1 or 'technique' (where to look), 2 or 'cells', 3 or 'full'.
    ///
    /// >>> import shudu
    /// >>> shudu.next_step('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..').hint('cells')
    /// 'Hidden single: look at r1c7, r2c2, r3c6 and r6c3 for 6'
    fn hint(&self, stage: &Bound<'_, PyAny>) -> PyResult<String> {
        Ok(self.step.hint(hint_stage(stage)?).to_string())
    }

    fn __str__(&self) -> String {
        self.step.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<shudu.Step {:.1}: {}>", self.difficulty(), self.step)
    }
}

/// Pencil marks: the digits placed so far and the candidates of every empty cell, the state
/// a person works on and the explainer reads.
///
/// ``Marks(grid)`` gives every empty cell of a puzzle (a Grid, str or bytes) the digits its
/// peers leave. ``Marks(text)`` also reads both pencil-mark formats: the 729-character line
/// (nine characters a cell) and the boxed candidate grid Sudoku Explainer and HoDoKu print;
/// ``str(marks)`` writes the line and ``marks.boxed()`` the grid, and both read back.
///
/// >>> import shudu
/// >>> marks = shudu.Marks('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// >>> sorted(marks.candidates(0, 1))
/// [1, 6, 7, 9]
/// >>> marks.remove(0, 1, 7)
/// True
/// >>> shudu.Marks(str(marks)) == marks == shudu.Marks(marks.boxed())
/// True
#[pyclass(eq, module = "shudu", name = "Marks")]
#[derive(Clone, PartialEq)]
pub struct PyMarks(Marks);

#[pymethods]
impl PyMarks {
    #[new]
    fn new(source: &Bound<'_, PyAny>) -> PyResult<PyMarks> {
        if let Ok(marks) = source.cast::<PyMarks>() {
            return Ok(marks.borrow().clone());
        }
        if let Ok(text) = source.cast::<PyString>() {
            // A grid's text, or pencil marks: the library tells which.
            return Marks::from_grid_or_marks(&text.to_cow()?)
                .map(PyMarks)
                .map_err(|e| ParseError::new_err(e.to_string()));
        }
        let grid = source.extract::<PuzzleArg>().map_err(|e| {
            if e.is_instance_of::<PyTypeError>(source.py()) {
                PyTypeError::new_err(format!(
                    "pencil marks come from a str, bytes, a Grid or Marks, not {}",
                    type_name(source)
                ))
            } else {
                e
            }
        })?;
        Ok(PyMarks(Marks::new(&grid.0)))
    }

    /// The 729-character line: nine characters a cell, the digit where it is a candidate,
    /// '.' where not; a placed digit shows alone in its cell.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("shudu.Marks('{}')", self.0)
    }

    /// The boxed candidate grid that Sudoku Explainer and HoDoKu print.
    ///
    /// >>> import shudu
    /// >>> print(shudu.Marks(shudu.solve(shudu.Grid())).boxed().splitlines()[0])
    /// +-------+-------+-------+
    fn boxed(&self) -> String {
        format!("{:#}", self.0)
    }

    /// A copy, to edit without changing these marks.
    fn copy(&self) -> PyMarks {
        self.clone()
    }

    fn __copy__(&self) -> PyMarks {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyMarks {
        self.clone()
    }

    /// Pickled as the grid and every cell's candidates (the text formats show a cell's one
    /// candidate as a placed digit, so they are not exact).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let marks = &slf.borrow().0;
        let candidates: Vec<Vec<u32>> = Cell::ALL
            .iter()
            .map(|&cell| {
                marks
                    .candidates(cell)
                    .iter()
                    .map(|d| u32::from(d.get()))
                    .collect()
            })
            .collect();
        let rebuild = slf.get_type().getattr("from_candidates")?;
        (rebuild, (PyGrid(*marks.grid()), candidates)).into_pyobject(py)
    }

    /// Pencil marks as given: ``grid`` for the placed digits and ``candidates`` for each of
    /// the 81 cells (row by row, each an iterable of digits; ignored for placed cells).
    /// Nothing is removed for being seen by a placed digit: what is given is what the marks
    /// hold, as when a player's own notes are loaded.
    ///
    /// >>> import shudu
    /// >>> marks = shudu.Marks.from_candidates(shudu.Grid(), [[1, 2]] * 81)
    /// >>> marks.candidates(4, 4)
    /// {1, 2}
    #[staticmethod]
    fn from_candidates(grid: PuzzleArg, candidates: &Bound<'_, PyAny>) -> PyResult<PyMarks> {
        let cells: Vec<Bound<'_, PyAny>> = candidates
            .try_iter()
            .map_err(|_| {
                PyTypeError::new_err(format!(
                    "candidates is a sequence of 81 iterables of digits, not {}",
                    type_name(candidates)
                ))
            })?
            .collect::<PyResult<_>>()?;
        if cells.len() != 81 {
            return Err(PyValueError::new_err(format!(
                "candidates has {} cells, pencil marks need 81",
                cells.len()
            )));
        }
        let mut sets = [Candidates::EMPTY; 81];
        for (set, cell) in sets.iter_mut().zip(&cells) {
            for d in cell.try_iter().map_err(|_| {
                PyTypeError::new_err(format!(
                    "a cell's candidates are an iterable of digits, not {}",
                    type_name(cell)
                ))
            })? {
                set.insert(digit(&d?)?);
            }
        }
        Ok(PyMarks(Marks::from_candidates(&grid.0, |cell| {
            sets[cell.index()]
        })))
    }

    /// The placed digits, as a Grid.
    ///
    /// >>> import shudu
    /// >>> shudu.Marks('12' + '.' * 79).grid.clue_count
    /// 2
    #[getter]
    fn grid(&self) -> PyGrid {
        PyGrid(*self.0.grid())
    }

    /// The candidates of the cell at (row, column), as a set (empty for a placed cell).
    fn candidates(
        &self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
    ) -> PyResult<BTreeSet<u8>> {
        let cell = cell_at(row, column)?;
        Ok(self.0.candidates(cell).iter().map(|d| d.get()).collect())
    }

    /// Places ``digit`` at (row, column) and removes it from the cell's peers.
    ///
    /// >>> import shudu
    /// >>> marks = shudu.Marks(shudu.Grid())
    /// >>> marks.place(0, 0, 5)
    /// >>> marks.grid[0, 0], 5 in marks.candidates(0, 1)
    /// (5, False)
    fn place(
        &mut self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
        digit: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let cell = cell_at(row, column)?;
        let digit = self::digit(digit)?;
        self.0.place(cell, digit);
        Ok(())
    }

    /// Removes the candidate ``digit`` from (row, column); whether it was there.
    fn remove(
        &mut self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
        digit: &Bound<'_, PyAny>,
    ) -> PyResult<bool> {
        let cell = cell_at(row, column)?;
        let digit = self::digit(digit)?;
        Ok(self.0.remove(cell, digit))
    }

    /// Gives (row, column) the candidate ``digit`` back; whether it was missing.
    fn add(
        &mut self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
        digit: &Bound<'_, PyAny>,
    ) -> PyResult<bool> {
        let cell = cell_at(row, column)?;
        let digit = self::digit(digit)?;
        Ok(self.0.add(cell, digit))
    }

    /// Takes the digit placed at (row, column) back out; the digit, or None if the cell was
    /// empty.
    ///
    /// >>> import shudu
    /// >>> marks = shudu.Marks(shudu.Grid())
    /// >>> marks.place(4, 4, 9)
    /// >>> marks.unplace(4, 4), marks.unplace(4, 4)
    /// (9, None)
    fn unplace(
        &mut self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
    ) -> PyResult<Option<u8>> {
        let cell = cell_at(row, column)?;
        Ok(self.0.unplace(cell).map(|d| d.get()))
    }

    /// Carries ``step`` out: its placements, then its eliminations.
    ///
    /// >>> import shudu
    /// >>> marks = shudu.Marks('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..')
    /// >>> while (step := shudu.next_step(marks)) is not None:
    /// ...     marks.apply(step)
    /// >>> marks.is_solved
    /// True
    fn apply(&mut self, step: PyRef<'_, PyStep>) {
        step.step.apply(&mut self.0);
    }

    /// Whether every cell holds a digit.
    #[getter]
    fn is_solved(&self) -> bool {
        self.0.is_solved()
    }

    /// Whether the marks contradict themselves: an empty cell without candidates, or a digit
    /// with no place left in some house.
    #[getter]
    fn is_broken(&self) -> bool {
        self.0.is_broken()
    }
}
