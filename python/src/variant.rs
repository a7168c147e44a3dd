//! The variant engine (`shudu::variant`): `shudu.variant.Puzzle` and `Break`, `load`, and the
//! batch calls behind `shudu.variant.count_many` and `solve_many` (shudu/variant.py is the
//! public face: it picks the number of jobs and shows progress).
//!
//! Puzzles come from `shudu::variant::load` (f-puzzles JSON, f-puzzles and SudokuPad links,
//! the bare payload); every answer is the library's. Boards run from 4x4 to 16x16, so a grid
//! is a list of `size * size` ints, row by row, 0 for an empty cell, and a cell is
//! `(row, column)` from 0, as everywhere in the package.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use shudu::GaveUp;
use shudu::variant::{self, Break, Puzzle, Solver};

use crate::batch::{jobs_of, list_of, run};
use crate::grid::{type_name, whole_number};
use crate::solve::limit_of;
use crate::{GaveUpError, ParseError};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    // Named for the extension module, where `Puzzle` is the generator's; shudu/variant.py
    // gives them their public names, which the classes carry (`shudu.variant.Puzzle`).
    m.add("VariantPuzzle", py.get_type::<PyVariantPuzzle>())?;
    m.add("VariantBreak", py.get_type::<PyBreak>())?;
    m.add_function(wrap_pyfunction!(_variant_load, m)?)?;
    m.add_function(wrap_pyfunction!(_variant_count_many, m)?)?;
    m.add_function(wrap_pyfunction!(_variant_solve_many, m)?)?;
    Ok(())
}

/// The guesses a search may make when the caller gives no ``budget``: variant puzzles with
/// few givens need more guesses than classic ones (a 16x16 board far more), and a million is
/// still a few seconds at most.
const DEFAULT_BUDGET: u64 = 1_000_000;

/// The guesses for the ``budget`` argument: [`DEFAULT_BUDGET`] when not given.
fn budget_of(budget: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match budget {
        Some(budget) if !budget.is_none() => whole_number(budget, "budget"),
        _ => Ok(DEFAULT_BUDGET),
    }
}

/// The Python exception of a search that gave up.
fn gave_up(err: GaveUp) -> PyErr {
    GaveUpError::new_err(err.to_string())
}

/// The puzzle of `text`, or a `ParseError` with the reader's message.
fn load(text: &str) -> PyResult<Puzzle> {
    variant::load(text).map_err(|e| ParseError::new_err(e.to_string()))
}

/// Reads a variant puzzle from f-puzzles JSON, an f-puzzles link, a SudokuPad link that
/// carries an f-puzzles payload, or the bare payload (``shudu.variant.load``).
#[pyfunction]
fn _variant_load(text: &str) -> PyResult<PyVariantPuzzle> {
    load(text).map(PyVariantPuzzle)
}

/// A variant puzzle: a board from 4x4 to 16x16 (boxes, jigsaw regions or none), its givens
/// and its rules (killer cages, thermometers, arrows, kropki dots, XV, whispers, renban,
/// palindromes, between lines, little killers, sandwiches, diagonals, anti-knight,
/// anti-king, non-consecutive, disjoint groups, extra regions, odd and even, minimum and
/// maximum, quadruples), read by ``shudu.variant.load`` (or ``Puzzle(text)``, the same).
///
/// A grid is a list of ``size * size`` ints, row by row, 0 for an empty cell; a cell is
/// ``(row, column)`` from 0. Every search makes at most ``budget`` guesses (1,000,000 when not
/// given) and raises ``shudu.GaveUpError`` past them; the GIL is released while it works.
/// ``str()`` is the f-puzzles JSON, which ``load`` reads back to an equal puzzle.
///
/// >>> import shudu
/// >>> p = shudu.variant.load('{"size": 4, "antiknight": true, "grid": [[{"value": 1, "given": true}, {}, {}, {}],'
/// ...     ' [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}')
/// >>> p.size, p.count(limit=100), p.solve()
/// (4, 6, [1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3])
/// >>> p
/// <shudu.variant.Puzzle 4x4, boxes 2x2, 1 given, 1 rule>
#[pyclass(frozen, eq, hash, module = "shudu.variant", name = "Puzzle")]
#[derive(PartialEq, Eq, Hash)]
pub struct PyVariantPuzzle(Puzzle);

#[pymethods]
impl PyVariantPuzzle {
    /// The puzzle of ``text``, as ``shudu.variant.load(text)`` reads it.
    #[new]
    fn new(text: &str) -> PyResult<PyVariantPuzzle> {
        _variant_load(text)
    }

    /// The size N of the board: N rows, N columns, digits 1 to N.
    ///
    /// >>> import shudu
    /// >>> shudu.variant.load('{"size": 6}').size
    /// 6
    #[getter]
    fn size(&self) -> usize {
        self.0.size()
    }

    /// The givens, row by row, ``size * size`` ints, 0 for an empty cell.
    #[getter]
    fn givens(&self) -> Vec<u32> {
        ints(self.0.givens())
    }

    /// The shape of the boxes, (height, width), or None for a board with jigsaw regions or
    /// none.
    ///
    /// >>> import shudu
    /// >>> shudu.variant.load('{"size": 6}').box_shape
    /// (2, 3)
    #[getter]
    fn box_shape(&self) -> Option<(u8, u8)> {
        self.0.board().box_shape()
    }

    /// The region of each cell (a box or a jigsaw piece), row by row: an int from 0, or None
    /// for a cell in no region.
    #[getter]
    fn regions(&self) -> Vec<Option<u8>> {
        let board = self.0.board();
        board.cells().map(|cell| board.region_of(cell)).collect()
    }

    /// How many rules the puzzle has beside rows, columns and regions (a ``Break``'s
    /// ``rule`` counts them from 0, in the order the puzzle lists them).
    #[getter]
    fn rule_count(&self) -> usize {
        self.0.rules().len()
    }

    /// The title the setter gave it, or None.
    #[getter]
    fn title(&self) -> Option<&str> {
        self.0.title.as_deref()
    }

    /// The setter's name, or None.
    #[getter]
    fn author(&self) -> Option<&str> {
        self.0.author.as_deref()
    }

    /// The rules as the setter wrote them, or None.
    #[getter]
    fn rules_text(&self) -> Option<&str> {
        self.0.rules_text.as_deref()
    }

    /// The solution the setter gave with the puzzle (row by row), or None: as written, not
    /// checked (``solve()`` finds one).
    #[getter]
    fn setter_solution(&self) -> Option<Vec<u32>> {
        self.0.solution.as_deref().map(ints)
    }

    /// How many solutions the puzzle has, counting no further than ``limit``: the result is
    /// the smaller of ``limit`` and the true count, so ``limit=2`` (the default) asks whether
    /// the solution is unique.
    ///
    /// >>> import shudu
    /// >>> shudu.variant.load('{"size": 4}').count(limit=1000)
    /// 288
    #[pyo3(signature = (limit = None, *, budget = None))]
    fn count(
        &self,
        py: Python<'_>,
        limit: Option<&Bound<'_, PyAny>>,
        budget: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<usize> {
        let limit = limit_of(limit)?;
        let solver = Solver::new(&self.0).with_budget(budget_of(budget)?);
        py.detach(|| solver.count_solutions(limit)).map_err(gave_up)
    }

    /// The first solution the search finds, row by row (``size * size`` ints), or None when
    /// there is none. It does not ask whether there are more (``count()`` does).
    #[pyo3(signature = (*, budget = None))]
    fn solve(
        &self,
        py: Python<'_>,
        budget: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<Vec<u32>>> {
        let solver = Solver::new(&self.0).with_budget(budget_of(budget)?);
        let first = py.detach(|| solver.solve_first()).map_err(gave_up)?;
        Ok(first.as_deref().map(ints))
    }

    /// Up to ``limit`` solutions (2 when not given), each row by row; the search stops there.
    ///
    /// >>> import shudu
    /// >>> len(shudu.variant.load('{"size": 4}').solutions(limit=5))
    /// 5
    #[pyo3(signature = (limit = None, *, budget = None))]
    fn solutions(
        &self,
        py: Python<'_>,
        limit: Option<&Bound<'_, PyAny>>,
        budget: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Vec<u32>>> {
        let limit = limit_of(limit)?;
        let solver = Solver::new(&self.0).with_budget(budget_of(budget)?);
        let found = py.detach(|| solver.solutions(limit)).map_err(gave_up)?;
        Ok(found.iter().map(|s| ints(s)).collect())
    }

    /// Every digit that some solution puts in each cell: a list per cell, row by row, of its
    /// digits in increasing order; None when the puzzle has no solution. Exact, never a
    /// guess: a search past the budget (which counts every search this needs) raises
    /// ``GaveUpError``.
    ///
    /// >>> import shudu
    /// >>> p = shudu.variant.load('{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}]}')
    /// >>> p.true_candidates()[:4]
    /// [[1, 2], [1, 2], [3, 4], [3, 4]]
    #[pyo3(signature = (*, budget = None))]
    fn true_candidates(
        &self,
        py: Python<'_>,
        budget: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<Vec<Vec<u32>>>> {
        let solver = Solver::new(&self.0).with_budget(budget_of(budget)?);
        let found = py.detach(|| solver.true_candidates()).map_err(gave_up)?;
        Ok(found.map(|candidates| {
            candidates
                .iter()
                .map(|digits| digits.iter().map(u32::from).collect())
                .collect()
        }))
    }

    /// The rules that the placed digits of ``digits`` break (``size * size`` ints row by row,
    /// or ``size`` rows of ``size``; 0 for an empty cell; the givens are not added), each a
    /// ``Break`` with the cells that show it and a sentence. Only what the placed digits
    /// break on their own: a board can break nothing and still have no solution.
    ///
    /// >>> import shudu
    /// >>> p = shudu.variant.load('{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}]}')
    /// >>> [str(b) for b in p.breaks([[1, 3, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]])]
    /// ['r1c1 and r1c2 sum to 4 in a cage of 3']
    fn breaks(&self, digits: &Bound<'_, PyAny>) -> PyResult<Vec<PyBreak>> {
        let digits = board_digits(digits, self.0.size())?;
        Ok(self
            .0
            .breaks(&digits)
            .into_iter()
            .map(PyBreak::new)
            .collect())
    }

    /// The puzzle as f-puzzles JSON, as f-puzzles.com writes it (``load`` reads it back).
    fn to_fpuzzles_json(&self) -> String {
        variant::to_fpuzzles_json(&self.0)
    }

    /// A link that opens the puzzle in f-puzzles (``https://f-puzzles.com/?load=...``).
    ///
    /// >>> import shudu
    /// >>> p = shudu.variant.load('{"size": 9, "antiking": true}')
    /// >>> link = p.fpuzzles_link()
    /// >>> link.startswith('https://f-puzzles.com/?load='), shudu.variant.load(link) == p
    /// (True, True)
    fn fpuzzles_link(&self) -> String {
        variant::to_fpuzzles_link(&self.0)
    }

    /// A link that opens the puzzle in SudokuPad (``https://sudokupad.app/fpuzzles...``).
    fn sudokupad_link(&self) -> String {
        variant::to_sudokupad_link(&self.0)
    }

    fn __str__(&self) -> String {
        self.to_fpuzzles_json()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let puzzle = &self.0;
        let n = puzzle.size();
        let regions = match puzzle.board().box_shape() {
            Some((h, w)) => format!("boxes {h}x{w}"),
            None if puzzle.board().region_count() > 0 => "jigsaw regions".to_string(),
            None => "no regions".to_string(),
        };
        let givens = puzzle.givens().iter().filter(|&&d| d != 0).count();
        let title = match &puzzle.title {
            Some(title) => format!(" {}", PyString::new(py, title).repr()?),
            None => String::new(),
        };
        Ok(format!(
            "<shudu.variant.Puzzle{title} {n}x{n}, {regions}, {}, {}>",
            plural(givens, "given"),
            plural(puzzle.rules().len(), "rule"),
        ))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        (slf.get_type(), (slf.get().to_fpuzzles_json(),)).into_pyobject(py)
    }
}

/// Digits as a list of ints (PyO3 makes a `Vec<u8>` bytes).
fn ints(digits: &[u8]) -> Vec<u32> {
    digits.iter().map(|&d| u32::from(d)).collect()
}

/// "1 rule", "2 rules".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The digits of a board of size `n`: `n * n` ints, or `n` rows of `n`, each 0 to `n`.
fn board_digits(obj: &Bound<'_, PyAny>, n: usize) -> PyResult<Vec<u8>> {
    let not_a_board = || {
        PyTypeError::new_err(format!(
            "a board is {} ints (or {n} rows of {n}), not {}",
            n * n,
            type_name(obj)
        ))
    };
    if obj.cast::<PyString>().is_ok() {
        return Err(not_a_board());
    }
    let items: Vec<Bound<'_, PyAny>> = obj
        .try_iter()
        .map_err(|_| not_a_board())?
        .collect::<PyResult<_>>()?;
    let mut cells = Vec::with_capacity(n * n);
    if items.len() == n && n * n != n {
        for (r, row) in items.iter().enumerate() {
            let row: Vec<Bound<'_, PyAny>> = row
                .try_iter()
                .map_err(|_| {
                    PyTypeError::new_err(format!(
                        "row {r} is {}, not a sequence of {n} ints",
                        type_name(row)
                    ))
                })?
                .collect::<PyResult<_>>()?;
            if row.len() != n {
                return Err(PyValueError::new_err(format!(
                    "row {r} has {} cells, the board {n}",
                    row.len()
                )));
            }
            cells.extend(row);
        }
    } else if items.len() == n * n {
        cells = items;
    } else {
        return Err(PyValueError::new_err(format!(
            "a {n}x{n} board has {} cells (or {n} rows), not {}",
            n * n,
            items.len()
        )));
    }
    cells
        .iter()
        .enumerate()
        .map(|(i, item)| {
            if item.cast::<pyo3::types::PyInt>().is_err() {
                return Err(PyTypeError::new_err(format!(
                    "cell ({}, {}) is {}, not an int",
                    i / n,
                    i % n,
                    type_name(item)
                )));
            }
            item.extract::<u8>()
                .ok()
                .filter(|&d| usize::from(d) <= n)
                .ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "cell ({}, {}) holds {item}: a cell holds 0 when empty, else a digit 1 \
                         to {n}",
                        i / n,
                        i % n
                    ))
                })
        })
        .collect()
}

/// A rule that placed digits break: ``rule`` (its place among the puzzle's rules, from 0, or
/// None for a row, column or region), ``cells`` (the cells that show it, ``(row, column)``
/// from 0) and ``message``, the sentence (also ``str()``).
///
/// >>> import shudu
/// >>> p = shudu.variant.load('{"size": 4}')
/// >>> b = p.breaks([3, 0, 0, 3] + [0] * 12)[0]
/// >>> b.rule, b.cells, b.message
/// (None, [(0, 0), (0, 3)], 'r1c1 and r1c4 both hold 3 in row 1')
#[pyclass(frozen, eq, module = "shudu.variant", name = "Break")]
#[derive(PartialEq, Eq)]
pub struct PyBreak {
    rule: Option<usize>,
    cells: Vec<(u8, u8)>,
    message: String,
}

impl PyBreak {
    fn new(broken: Break) -> PyBreak {
        PyBreak {
            rule: broken.rule,
            cells: broken.cells.iter().map(|c| (c.row(), c.col())).collect(),
            message: broken.message,
        }
    }
}

#[pymethods]
impl PyBreak {
    /// The broken rule's place among the puzzle's rules (from 0), or None for a row, column or
    /// region.
    #[getter]
    fn rule(&self) -> Option<usize> {
        self.rule
    }

    /// The cells whose digits break it, ``(row, column)`` from 0.
    #[getter]
    fn cells(&self) -> Vec<(u8, u8)> {
        self.cells.clone()
    }

    /// What is wrong, as a sentence.
    #[getter]
    fn message(&self) -> &str {
        &self.message
    }

    fn __str__(&self) -> &str {
        &self.message
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let rule = self
            .rule
            .map_or_else(|| "board".to_string(), |r| format!("rule {r}"));
        let message = PyString::new(py, &self.message).repr()?;
        Ok(format!("<shudu.variant.Break {rule}: {message}>"))
    }
}

// --- batch calls ---------------------------------------------------------------------------------

/// One input of a batch, read while holding the GIL: a text (read by the worker that takes
/// it) or a puzzle.
enum Input {
    Text(String),
    Puzzle(Puzzle),
}

/// Why an input has no answer; it becomes that input's result, an exception instance.
enum Failure {
    Load(String),
    GaveUp(String),
}

impl Failure {
    fn into_py(self, py: Python<'_>) -> Py<PyAny> {
        let err = match self {
            Failure::Load(m) => ParseError::new_err(m),
            Failure::GaveUp(m) => GaveUpError::new_err(m),
        };
        err.into_value(py).into_any()
    }
}

/// Reads the puzzles argument: any iterable of str or `shudu.variant.Puzzle`. A wrong type
/// stops the call before any work, naming the item.
fn read_inputs(puzzles: &Bound<'_, PyAny>) -> PyResult<Vec<Input>> {
    if puzzles.cast::<PyString>().is_ok() || puzzles.cast::<PyVariantPuzzle>().is_ok() {
        return Err(PyTypeError::new_err(
            "the batch calls take a list of puzzles, not one puzzle: wrap it in a list",
        ));
    }
    let iter = puzzles.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "puzzles is a list of str or shudu.variant.Puzzle, not {}",
            type_name(puzzles)
        ))
    })?;
    iter.enumerate()
        .map(|(i, item)| {
            let item = item?;
            if let Ok(puzzle) = item.cast::<PyVariantPuzzle>() {
                Ok(Input::Puzzle(puzzle.get().0.clone()))
            } else if let Ok(text) = item.cast::<PyString>() {
                Ok(Input::Text(text.to_cow()?.into_owned()))
            } else {
                Err(PyTypeError::new_err(format!(
                    "puzzle {i} is {}, not a str or shudu.variant.Puzzle",
                    type_name(&item)
                )))
            }
        })
        .collect()
}

/// Answers `ask` about input `input` within `budget` guesses.
fn answer<T>(
    input: &Input,
    budget: u64,
    ask: impl FnOnce(&Solver) -> Result<T, GaveUp>,
) -> Result<T, Failure> {
    let loaded;
    let puzzle = match input {
        Input::Puzzle(puzzle) => puzzle,
        Input::Text(text) => {
            loaded = variant::load(text).map_err(|e| Failure::Load(e.to_string()))?;
            &loaded
        }
    };
    ask(&Solver::new(puzzle).with_budget(budget)).map_err(|e| Failure::GaveUp(e.to_string()))
}

/// Each puzzle's number of solutions up to ``limit``, or the exception for an input that does
/// not load or a search that gave up.
#[pyfunction]
#[pyo3(signature = (puzzles, limit = None, *, jobs = None, budget = None, progress = None))]
fn _variant_count_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    limit: Option<&Bound<'py, PyAny>>,
    jobs: Option<&Bound<'py, PyAny>>,
    budget: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let limit = limit_of(limit)?;
    let budget = budget_of(budget)?;
    let inputs = read_inputs(puzzles)?;
    let jobs = jobs_of(jobs)?;
    // One puzzle at a time: variant puzzles differ widely in the work they take.
    let results = run(py, inputs.len(), jobs, progress, |i| {
        answer(&inputs[i], budget, |solver| solver.count_solutions(limit))
    })?;
    list_of(py, results, |r| match r {
        Ok(count) => Ok(count.into_pyobject(py)?.into_any().unbind()),
        Err(failure) => Ok(failure.into_py(py)),
    })
}

/// Each puzzle's first solution (a list of ints), None when it has none, or the exception for
/// an input that does not load or a search that gave up.
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs = None, budget = None, progress = None))]
fn _variant_solve_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<&Bound<'py, PyAny>>,
    budget: Option<&Bound<'py, PyAny>>,
    progress: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let budget = budget_of(budget)?;
    let inputs = read_inputs(puzzles)?;
    let jobs = jobs_of(jobs)?;
    let results = run(py, inputs.len(), jobs, progress, |i| {
        answer(&inputs[i], budget, Solver::solve_first)
    })?;
    list_of(py, results, |r| match r {
        Ok(Some(solution)) => Ok(ints(&solution).into_pyobject(py)?.into_any().unbind()),
        Ok(None) => Ok(py.None()),
        Err(failure) => Ok(failure.into_py(py)),
    })
}
