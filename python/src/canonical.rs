//! Canonical forms and transformations: `canonical`, `canonical_form`, `Canonical` and
//! `Transform`.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use shudu::{Canonical, Digit, SplitMix64, Transform};

use crate::generate::seed_of;
use crate::grid::{PuzzleArg, PyGrid, cell_at, cell_tuple, digit, type_name};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(canonical, m)?)?;
    m.add_function(wrap_pyfunction!(canonical_form, m)?)?;
    m.add_class::<PyCanonical>()?;
    m.add_class::<PyTransform>()?;
    Ok(())
}

/// The canonical (minlex) form of ``puzzle``: the smallest grid, read row by row with empty
/// cells as 0, among all its variants by relabelling digits, transposing and permuting rows,
/// columns, bands and stacks. Puzzles that are the same up to those changes have the same
/// form; exact for puzzles and complete grids alike.
///
/// >>> import shudu
/// >>> a = shudu.generate(seed=5).grid
/// >>> b = shudu.Transform.rotate().apply(a)
/// >>> a != b and shudu.canonical(a) == shudu.canonical(b)
/// True
#[pyfunction]
pub fn canonical(py: Python<'_>, puzzle: PuzzleArg) -> PyGrid {
    PyGrid(*py.detach(|| puzzle.0.canonical()).grid())
}

/// The canonical form of ``puzzle`` with the transformation that makes it and the number of
/// its automorphisms.
///
/// >>> import shudu
/// >>> puzzle = shudu.generate(seed=5).grid
/// >>> form = shudu.canonical_form(puzzle)
/// >>> form.transform.apply(puzzle) == form.grid == shudu.canonical(puzzle)
/// True
/// >>> shudu.canonical_form(shudu.Grid()).automorphisms
/// 3359232
#[pyfunction]
pub fn canonical_form(py: Python<'_>, puzzle: PuzzleArg) -> PyCanonical {
    PyCanonical(py.detach(|| puzzle.0.canonical()))
}

/// A canonical form, from ``canonical_form()``: the ``grid``, the ``transform`` that turns
/// the original into it, and ``automorphisms``, how many of the geometric transformations
/// map the grid to its form (1 for almost every puzzle).
///
/// >>> import shudu
/// >>> shudu.canonical_form('1' + '.' * 80).grid == shudu.Grid('.' * 80 + '1')
/// True
#[pyclass(frozen, eq, hash, module = "shudu", name = "Canonical")]
#[derive(PartialEq, Eq, Hash)]
pub struct PyCanonical(Canonical);

#[pymethods]
impl PyCanonical {
    /// The canonical grid (its 81-character line) and the automorphisms, as a dict.
    fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        crate::record::to_dict(slf.as_any(), &["grid", "automorphisms"])
    }
    /// The canonical grid.
    #[getter]
    fn grid(&self) -> PyGrid {
        PyGrid(*self.0.grid())
    }

    /// The transformation from the original grid to the canonical one.
    #[getter]
    fn transform(&self) -> PyTransform {
        PyTransform(*self.0.transform())
    }

    /// The number of geometric transformations that map the grid to its form (at least 1).
    #[getter]
    fn automorphisms(&self) -> u32 {
        self.0.automorphisms()
    }

    fn __repr__(&self) -> String {
        format!(
            "<shudu.Canonical '{}', {} automorphisms>",
            self.0.grid(),
            self.0.automorphisms()
        )
    }
}

/// Nine values from a sequence of 9 ints.
fn nine(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<[i64; 9]> {
    let values: Vec<i64> = obj.extract().map_err(|_| {
        PyTypeError::new_err(format!(
            "{what} is a sequence of 9 ints, not {}",
            type_name(obj)
        ))
    })?;
    values.try_into().map_err(|v: Vec<i64>| {
        PyValueError::new_err(format!("{what} needs 9 values, not {}", v.len()))
    })
}

/// Nine line numbers 0 to 8.
fn lines(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<[u8; 9]> {
    let values = nine(obj, what)?;
    let mut lines = [0u8; 9];
    for (line, value) in lines.iter_mut().zip(values) {
        *line = u8::try_from(value)
            .ok()
            .filter(|&v| v < 9)
            .ok_or_else(|| PyValueError::new_err(format!("{what} holds {value}, not 0 to 8")))?;
    }
    Ok(lines)
}

/// Nine digits 1 to 9.
fn digits(obj: &Bound<'_, PyAny>) -> PyResult<[Digit; 9]> {
    let values = nine(obj, "digits")?;
    let mut digits = [Digit::ALL[0]; 9];
    for (digit, value) in digits.iter_mut().zip(values) {
        *digit = u8::try_from(value)
            .ok()
            .and_then(Digit::new)
            .ok_or_else(|| PyValueError::new_err(format!("digits holds {value}, not 1 to 9")))?;
    }
    Ok(digits)
}

/// A transformation's parts, as `Transform(transpose, rows, cols, digits)` takes them.
type Parts = (bool, [u32; 9], [u32; 9], [u32; 9]);

/// A change of a grid that keeps it a sudoku: an optional transposition, a permutation of
/// rows that keeps bands together, one of columns that keeps stacks together, and a
/// relabelling of the digits. ``apply(grid)`` (or calling it) changes a grid, ``then(other)``
/// composes, ``inverse()`` undoes, ``cell(row, column)`` and ``digit(d)`` say where one cell
/// or digit goes.
///
/// >>> import shudu
/// >>> turn = shudu.Transform.rotate()
/// >>> grid = shudu.Grid('4' + '.' * 80)
/// >>> turn(grid)[0, 8], turn.cell(0, 0)
/// (4, (0, 8))
/// >>> turn.then(turn).then(turn).then(turn) == shudu.Transform()
/// True
/// >>> turn.inverse().apply(turn.apply(grid)) == grid
/// True
#[pyclass(frozen, eq, hash, module = "shudu", name = "Transform")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyTransform(Transform);

#[pymethods]
impl PyTransform {
    /// ``Transform()`` is the identity; ``Transform(transpose, rows, cols, digits)`` is made
    /// of parts: whether to transpose first, which source row each row of the result takes
    /// (``rows[r]``), which source column each column takes, and the digit that replaces
    /// each digit (``digits[d - 1]`` replaces ``d``). ``ValueError`` unless rows keep bands
    /// together, columns keep stacks together and ``digits`` holds each digit once.
    ///
    /// >>> import shudu
    /// >>> swap_bands = shudu.Transform(False, [3, 4, 5, 0, 1, 2, 6, 7, 8], range(9), range(1, 10))
    /// >>> swap_bands.apply(shudu.Grid('1' + '.' * 80))[3, 0]
    /// 1
    #[new]
    #[pyo3(signature = (transpose = false, rows = None, cols = None, digits = None))]
    fn new(
        transpose: bool,
        rows: Option<&Bound<'_, PyAny>>,
        cols: Option<&Bound<'_, PyAny>>,
        digits: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyTransform> {
        let identity = Transform::IDENTITY;
        let rows = rows.map_or(Ok(identity.rows()), |r| lines(r, "rows"))?;
        let cols = cols.map_or(Ok(identity.cols()), |c| lines(c, "cols"))?;
        let digits = digits.map_or(Ok(Digit::ALL), self::digits)?;
        Transform::from_parts(transpose, rows, cols, digits)
            .map(PyTransform)
            .ok_or_else(|| {
                PyValueError::new_err(
                    "not a sudoku transformation: rows must keep bands together and cols \
                     stacks (each a permutation of 0 to 8), and digits hold each of 1 to 9 once",
                )
            })
    }

    /// Transposes: row r, column c goes to row c, column r.
    ///
    /// >>> import shudu
    /// >>> shudu.Transform.transpose().cell(1, 7)
    /// (7, 1)
    #[staticmethod]
    fn transpose() -> PyTransform {
        PyTransform(Transform::transpose())
    }

    /// A quarter turn clockwise: the top-left corner goes to the top-right.
    #[staticmethod]
    fn rotate() -> PyTransform {
        PyTransform(Transform::rotate())
    }

    /// A mirror across the middle column.
    #[staticmethod]
    fn mirror_left_right() -> PyTransform {
        PyTransform(Transform::mirror_left_right())
    }

    /// A mirror across the middle row.
    #[staticmethod]
    fn mirror_up_down() -> PyTransform {
        PyTransform(Transform::mirror_up_down())
    }

    /// Relabels the digits: ``digits[d - 1]`` replaces ``d``; cells stay where they are.
    ///
    /// >>> import shudu
    /// >>> str(shudu.Transform.relabel([2, 1, 3, 4, 5, 6, 7, 8, 9]).apply(shudu.Grid('12' + '.' * 79)))[:3]
    /// '21.'
    #[staticmethod]
    fn relabel(digits: &Bound<'_, PyAny>) -> PyResult<PyTransform> {
        PyTransform::new(false, None, None, Some(digits))
    }

    /// A transformation drawn uniformly at random from all of them; the same for the same
    /// seed (None draws a fresh seed).
    ///
    /// >>> import shudu
    /// >>> shudu.Transform.random(seed=3) == shudu.Transform.random(seed=3)
    /// True
    #[staticmethod]
    #[pyo3(signature = (seed = None))]
    fn random(seed: Option<&Bound<'_, PyAny>>) -> PyResult<PyTransform> {
        let mut rng = SplitMix64::new(seed_of(seed)?);
        Ok(PyTransform(Transform::random(&mut rng)))
    }

    /// Whether it transposes first.
    #[getter]
    fn transposes(&self) -> bool {
        self.0.transposes()
    }

    /// Which source row each row of the result takes.
    #[getter]
    fn rows(&self) -> [u32; 9] {
        self.0.rows().map(u32::from)
    }

    /// Which source column each column of the result takes.
    #[getter]
    fn cols(&self) -> [u32; 9] {
        self.0.cols().map(u32::from)
    }

    /// The digit that replaces each digit: ``digits[d - 1]`` replaces ``d``.
    #[getter]
    fn digits(&self) -> [u32; 9] {
        Digit::ALL.map(|d| u32::from(self.0.digit(d).get()))
    }

    /// The grid this transformation makes of ``grid``.
    fn apply(&self, grid: PuzzleArg) -> PyGrid {
        PyGrid(self.0.apply(&grid.0))
    }

    fn __call__(&self, grid: PuzzleArg) -> PyGrid {
        self.apply(grid)
    }

    /// This transformation, then ``next``.
    fn then(&self, next: &PyTransform) -> PyTransform {
        PyTransform(self.0.then(&next.0))
    }

    /// The transformation that undoes this one.
    fn inverse(&self) -> PyTransform {
        PyTransform(self.0.inverse())
    }

    /// Where the cell at (row, column) goes.
    fn cell(&self, row: &Bound<'_, PyAny>, column: &Bound<'_, PyAny>) -> PyResult<(usize, usize)> {
        Ok(cell_tuple(self.0.cell(cell_at(row, column)?)))
    }

    /// The digit that replaces ``d``.
    fn digit(&self, d: &Bound<'_, PyAny>) -> PyResult<u8> {
        Ok(self.0.digit(digit(d)?).get())
    }

    fn __repr__(&self) -> String {
        format!(
            "shudu.Transform({}, {:?}, {:?}, {:?})",
            if self.0.transposes() { "True" } else { "False" },
            self.rows(),
            self.cols(),
            self.digits()
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Parts)> {
        let t = slf.get();
        Ok((
            slf.get_type().into_any(),
            (t.0.transposes(), t.rows(), t.cols(), t.digits()),
        ))
    }
}
