//! The batch calls behind `solve_many`, `count_many`, `rate_many`, `generate_many` and
//! `canonical_many` (shudu/__init__.py is their public face: it reads NumPy arrays, picks the
//! number of jobs and shows progress).
//!
//! Each call reads its inputs while it holds the GIL, then releases it and works on `jobs`
//! threads with shudu-batch (the examples' way to run a batch: chunks sized to the work, so
//! that a few hard puzzles do not leave a thread idle, and results in input order). As the
//! results come, the calling thread reports progress and lets Python see Ctrl-C; an exception
//! from either stops the batch. A bad input never stops it: its result is the exception that
//! says what went wrong, in its place.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyString};

use shudu::{Explainer, Grid, RateError, Solver};
use shudu_batch::Batch;

use crate::explain::{PyRating, PySeRating};
use crate::generate::{Options, seed_of};
use crate::grid::{PyGrid, type_name, whole_number};
use crate::solve::limit_of;
use crate::{GenerateError, ParseError, RateError as PyRateError};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(_count_many, m)?)?;
    m.add_function(wrap_pyfunction!(_rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(_generate_many, m)?)?;
    m.add_function(wrap_pyfunction!(_canonical_many, m)?)?;
    m.add_function(wrap_pyfunction!(_default_jobs, m)?)?;
    m.add_function(wrap_pyfunction!(_values, m)?)?;
    Ok(())
}

/// What went wrong for one input; it becomes that input's result, an exception instance.
enum Failure {
    /// The text is not a grid (a `ParseError`).
    Parse(String),
    /// A row of an array holds a value above 9 (a `ValueError`).
    Value(String),
    /// The techniques ran out (a `RateError`).
    Rate(String),
    /// The generator gave no puzzle (a `GenerateError`).
    Generate(String),
}

impl Failure {
    fn into_py(self, py: Python<'_>) -> Py<PyAny> {
        let err = match self {
            Failure::Parse(m) => ParseError::new_err(m),
            Failure::Value(m) => PyValueError::new_err(m),
            Failure::Rate(m) => PyRateError::new_err(m),
            Failure::Generate(m) => GenerateError::new_err(m),
        };
        err.into_value(py).into_any()
    }
}

/// One input, as read while holding the GIL.
enum Item {
    Grid(Grid),
    /// A text, as a range of `Inputs::text`, parsed by the worker that takes it.
    Text(usize, usize),
}

/// The inputs of a batch: puzzles given as texts or grids, or rows of 81 cell values (the
/// bytes of an (N, 81) uint8 array).
enum Inputs<'a> {
    Items { items: Vec<Item>, text: Vec<u8> },
    Values(&'a [u8]),
}

impl Inputs<'_> {
    fn len(&self) -> usize {
        match self {
            Inputs::Items { items, .. } => items.len(),
            Inputs::Values(values) => values.len() / 81,
        }
    }

    /// The grid of input `i`, or why there is none.
    fn grid(&self, i: usize) -> Result<Grid, Failure> {
        match self {
            Inputs::Items { items, text } => match items[i] {
                Item::Grid(grid) => Ok(grid),
                Item::Text(start, end) => {
                    Grid::parse_bytes(&text[start..end]).map_err(|e| Failure::Parse(e.to_string()))
                }
            },
            Inputs::Values(values) => {
                let mut row = [0u8; 81];
                row.copy_from_slice(&values[i * 81..i * 81 + 81]);
                Grid::from_values(row).map_err(|e| Failure::Value(e.to_string()))
            }
        }
    }
}

/// Reads the puzzles argument: with `values`, a bytes object of N x 81 cell values; else
/// any iterable of str, bytes or Grid. A wrong type stops the call before any work, naming
/// the item.
fn read_inputs<'a>(puzzles: &'a Bound<'_, PyAny>, values: bool) -> PyResult<Inputs<'a>> {
    if values {
        let bytes = puzzles.cast::<PyBytes>().map_err(|_| {
            PyTypeError::new_err("values=True takes the bytes of an (N, 81) uint8 array")
        })?;
        let data = bytes.as_bytes();
        if data.len() % 81 != 0 {
            return Err(PyValueError::new_err(format!(
                "{} bytes are not rows of 81 cells",
                data.len()
            )));
        }
        return Ok(Inputs::Values(data));
    }
    if puzzles.cast::<PyString>().is_ok() || puzzles.cast::<PyBytes>().is_ok() {
        return Err(PyTypeError::new_err(
            "the batch calls take a list of puzzles (or an (N, 81) array), not one puzzle: \
             wrap it in a list",
        ));
    }
    let iter = puzzles.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "puzzles is a list of str, bytes or Grid, or an (N, 81) uint8 array, not {}",
            type_name(puzzles)
        ))
    })?;
    let mut items = Vec::with_capacity(puzzles.len().unwrap_or(0));
    let mut text = Vec::new();
    for (i, item) in iter.enumerate() {
        let item = item?;
        if let Ok(grid) = item.cast::<PyGrid>() {
            items.push(Item::Grid(grid.get().0));
        } else if let Ok(s) = item.cast::<PyString>() {
            let start = text.len();
            text.extend_from_slice(s.encode_utf8()?.as_bytes());
            items.push(Item::Text(start, text.len()));
        } else if let Ok(b) = item.cast::<PyBytes>() {
            let start = text.len();
            text.extend_from_slice(b.as_bytes());
            items.push(Item::Text(start, text.len()));
        } else {
            return Err(PyTypeError::new_err(format!(
                "puzzle {i} is {}, not a str, bytes or Grid",
                type_name(&item)
            )));
        }
    }
    Ok(Inputs::Items { items, text })
}

/// The number of threads: `jobs`, or every core the process may use when None.
pub(crate) fn jobs_of(jobs: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    match jobs {
        Some(jobs) if !jobs.is_none() => {
            let n = whole_number(jobs, "jobs")?;
            if n == 0 {
                return Err(PyValueError::new_err(
                    "jobs must be at least 1 (None for every core)",
                ));
            }
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        }
        _ => Ok(default_jobs()),
    }
}

fn default_jobs() -> usize {
    shudu_batch::available_jobs()
}

/// How many threads `jobs=None` uses: every core this process may run on.
#[pyfunction]
fn _default_jobs() -> usize {
    default_jobs()
}

/// How often the calling thread reports progress and checks for Ctrl-C, at most.
const REPORT_EVERY: Duration = Duration::from_millis(100);

/// Runs `work` on inputs `0..n` on `jobs` threads with the GIL released (shudu-batch, the
/// examples' way too: its threads, their stack, its chunks), and returns the results in input
/// order. `progress`, when given, is called with the number of inputs done, at most every
/// `REPORT_EVERY` and once at the end; an exception it raises, or a Ctrl-C, stops the batch
/// and is raised.
pub(crate) fn run<T: Send>(
    py: Python<'_>,
    n: usize,
    jobs: usize,
    progress: Option<&Bound<'_, PyAny>>,
    work: impl Fn(usize) -> T + Sync,
) -> PyResult<Vec<T>> {
    let progress: Option<Py<PyAny>> = progress
        .filter(|p| !p.is_none())
        .map(|p| p.clone().unbind());
    let mut results = Vec::with_capacity(n);
    let mut stopped: Option<PyErr> = None;
    py.detach(|| {
        let mut last_report = Instant::now();
        let _ = Batch::new(jobs).map(0..n, &work, |result| {
            results.push(result);
            if last_report.elapsed() < REPORT_EVERY {
                return ControlFlow::Continue(());
            }
            last_report = Instant::now();
            let done = results.len();
            let reported = Python::attach(|py| {
                py.check_signals()?;
                match &progress {
                    Some(progress) => progress.call1(py, (done,)).map(drop),
                    None => Ok(()),
                }
            });
            match reported {
                Ok(()) => ControlFlow::Continue(()),
                Err(e) => {
                    stopped = Some(e);
                    ControlFlow::Break(())
                }
            }
        });
    });
    if let Some(e) = stopped {
        return Err(e);
    }
    if let Some(progress) = &progress {
        progress.call1(py, (n,))?;
    }
    Ok(results)
}

/// A list of the results, each made a Python object by `convert`.
pub(crate) fn list_of<'py, T>(
    py: Python<'py>,
    results: Vec<T>,
    mut convert: impl FnMut(T) -> PyResult<Py<PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let objects = results
        .into_iter()
        .map(&mut convert)
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, objects)
}

/// The grids as the bytes of an (N, 81) array, a row of zeros where there is none.
fn grid_rows<'py>(py: Python<'py>, grids: &[Option<Grid>]) -> Bound<'py, PyByteArray> {
    let mut data = Vec::with_capacity(grids.len() * 81);
    for grid in grids {
        data.extend_from_slice(&grid.map_or([0; 81], |g| g.to_values()));
    }
    PyByteArray::new(py, &data)
}

/// The first solution of each puzzle: a Grid, None when it has none, or the exception for an
/// unreadable input; with ``values``, the bytes of an (N, 81) array of solutions (zeros for
/// none).
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs = None, progress = None, values = false))]
fn _solve_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
    values: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let inputs = read_inputs(puzzles, values)?;
    let jobs = jobs_of(jobs)?;
    let solver = Solver::new();
    let results = run(py, inputs.len(), jobs, progress, |i| {
        inputs.grid(i).map(|g| solver.solve_first(&g))
    })?;
    if values {
        let grids: Vec<Option<Grid>> = results.into_iter().map(|r| r.ok().flatten()).collect();
        return Ok(grid_rows(py, &grids).into_any());
    }
    Ok(list_of(py, results, |r| match r {
        Ok(Some(grid)) => Ok(Py::new(py, PyGrid(grid))?.into_any()),
        Ok(None) => Ok(py.None()),
        Err(failure) => Ok(failure.into_py(py)),
    })?
    .into_any())
}

/// The number of solutions of each puzzle up to ``limit``, or the exception for an
/// unreadable input.
#[pyfunction]
#[pyo3(signature = (puzzles, limit = None, *, jobs = None, progress = None, values = false))]
fn _count_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    limit: Option<&Bound<'py, PyAny>>,
    jobs: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
    values: bool,
) -> PyResult<Bound<'py, PyList>> {
    let limit = limit_of(limit)?;
    let inputs = read_inputs(puzzles, values)?;
    let jobs = jobs_of(jobs)?;
    let solver = Solver::new();
    let results = run(py, inputs.len(), jobs, progress, |i| {
        inputs.grid(i).map(|g| solver.count_solutions(&g, limit))
    })?;
    list_of(py, results, |r| match r {
        Ok(count) => Ok(count.into_pyobject(py)?.into_any().unbind()),
        Err(failure) => Ok(failure.into_py(py)),
    })
}

/// What rating one puzzle gave.
enum Rated {
    Full(PyRating),
    Se(PySeRating),
    /// No solution or several: no rating, as the Rust rate example prints an error there.
    NotUnique,
}

/// The rating of each puzzle (SE's and HoDoKu's; SE's alone with ``se_only``), None for a
/// puzzle without exactly one solution, or the exception for an unreadable input or a path
/// the techniques could not finish.
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs = None, progress = None, values = false, se_only = false))]
fn _rate_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
    values: bool,
    se_only: bool,
) -> PyResult<Bound<'py, PyList>> {
    let inputs = read_inputs(puzzles, values)?;
    let jobs = jobs_of(jobs)?;
    let explainer = Explainer::new();
    let results = run(py, inputs.len(), jobs, progress, |i| {
        let grid = inputs.grid(i)?;
        let rated = if se_only {
            explainer
                .rate_se(&grid)
                .map(|r| Rated::Se(PySeRating::new(&r)))
        } else {
            explainer
                .rate(&grid)
                .map(|r| Rated::Full(PyRating::new(&r)))
        };
        match rated {
            Ok(rated) => Ok(rated),
            Err(RateError::NoSolution | RateError::MultipleSolutions) => Ok(Rated::NotUnique),
            Err(e) => Err(Failure::Rate(e.to_string())),
        }
    })?;
    list_of(py, results, |r| match r {
        Ok(Rated::Full(rating)) => Ok(Py::new(py, rating)?.into_any()),
        Ok(Rated::Se(rating)) => Ok(Py::new(py, rating)?.into_any()),
        Ok(Rated::NotUnique) => Ok(py.None()),
        Err(failure) => Ok(failure.into_py(py)),
    })
}

/// ``count`` puzzles, puzzle ``i`` made from seed ``seed + i`` (modulo 2**64) with the
/// options, as ``generate(seed=seed + i, ...)`` makes it; a ``GenerateError`` instance where
/// an order's budget ran out.
#[pyfunction]
#[pyo3(signature = (count, seed = None, *, jobs = None, progress = None, symmetry = None, clues = None, best_of = None, level = None, er = None, technique = None, budget = None, pattern = None))]
#[allow(clippy::too_many_arguments)]
fn _generate_many<'py>(
    py: Python<'py>,
    count: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    jobs: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
    symmetry: Option<&str>,
    clues: Option<&Bound<'py, PyAny>>,
    best_of: Option<&Bound<'py, PyAny>>,
    level: Option<&str>,
    er: Option<&Bound<'py, PyAny>>,
    technique: Option<&str>,
    budget: Option<&Bound<'py, PyAny>>,
    pattern: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let count = whole_number(count, "count")?;
    let count = usize::try_from(count)
        .ok()
        .filter(|&c| c <= isize::MAX as usize / 81)
        .ok_or_else(|| PyValueError::new_err(format!("count {count} is too large")))?;
    let seed = seed_of(seed)?;
    let options = Options::new(
        symmetry, clues, best_of, level, er, technique, budget, pattern,
    )?;
    let jobs = jobs_of(jobs)?;
    let results = run(py, count, jobs, progress, |i| {
        options
            .puzzle(seed.wrapping_add(i as u64))
            .map_err(Failure::Generate)
    })?;
    list_of(py, results, |r| match r {
        Ok(puzzle) => Ok(Py::new(py, puzzle)?.into_any()),
        Err(failure) => Ok(failure.into_py(py)),
    })
}

/// The canonical form of each puzzle, or the exception for an unreadable input; with
/// ``values``, the bytes of an (N, 81) array of forms (zeros for an unreadable row).
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs = None, progress = None, values = false))]
fn _canonical_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
    values: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let inputs = read_inputs(puzzles, values)?;
    let jobs = jobs_of(jobs)?;
    let results = run(py, inputs.len(), jobs, progress, |i| {
        inputs.grid(i).map(|g| *g.canonical().grid())
    })?;
    if values {
        let grids: Vec<Option<Grid>> = results.into_iter().map(Result::ok).collect();
        return Ok(grid_rows(py, &grids).into_any());
    }
    Ok(list_of(py, results, |r| match r {
        Ok(grid) => Ok(Py::new(py, PyGrid(grid))?.into_any()),
        Err(failure) => Ok(failure.into_py(py)),
    })?
    .into_any())
}

/// The cell values of puzzles (str, bytes or Grid), as the bytes of an (N, 81) array;
/// a `ParseError` naming the first input that does not read.
#[pyfunction]
fn _values<'py>(py: Python<'py>, puzzles: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyByteArray>> {
    let inputs = read_inputs(puzzles, false)?;
    let mut data = Vec::with_capacity(inputs.len() * 81);
    for i in 0..inputs.len() {
        match inputs.grid(i) {
            Ok(grid) => data.extend_from_slice(&grid.to_values()),
            Err(
                Failure::Parse(message)
                | Failure::Value(message)
                | Failure::Rate(message)
                | Failure::Generate(message),
            ) => {
                return Err(ParseError::new_err(format!("puzzle {i}: {message}")));
            }
        }
    }
    Ok(PyByteArray::new(py, &data))
}
