//! `Grid`, and the conversions every function shares: a puzzle argument (`str`, `bytes` or
//! `Grid`), cells as `(row, column)` from 0, digits 1 to 9, and NumPy arrays made on demand.

use std::collections::BTreeSet;

use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::types::{PyByteArray, PyBytes, PyFloat, PyList, PyString, PyTuple};

use shudu::{Cell, Conflict, Digit, Grid};

use crate::ParseError;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGrid>()?;
    m.add_class::<PyConflict>()?;
    Ok(())
}

/// A puzzle argument: whatever `Grid()` reads (see [`grid_of`]).
pub struct PuzzleArg(pub Grid);

impl<'a, 'py> FromPyObject<'a, 'py> for PuzzleArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<PuzzleArg> {
        grid_of(&obj).map(PuzzleArg)
    }
}

/// The one reading of a puzzle argument, shared by `Grid()`, every function that takes a
/// puzzle and the batch calls: a `Grid`; a `str`, `bytes` or `bytearray` holding text in any
/// form the parser reads, with a label after the 81 cells ignored; or 81 ints (flat or as
/// 9 rows of 9: lists, tuples, NumPy arrays). `None` and a float NaN (a missing value in a
/// data frame) are a `TypeError` that says so, never an empty grid.
pub fn grid_of(obj: &Bound<'_, PyAny>) -> PyResult<Grid> {
    if let Ok(grid) = obj.cast::<PyGrid>() {
        return Ok(grid.get().0);
    }
    if let Some(text) = text_of(obj)? {
        return parse_labelled(&text).map(|(grid, _)| grid);
    }
    if obj.is_none() || obj.cast::<PyFloat>().is_ok() {
        return Err(not_a_puzzle(obj));
    }
    values_of(obj).map(|values| Grid::from_values(values).expect("checked to be 0 to 9"))
}

/// The bytes of a `str` (as UTF-8), `bytes` or `bytearray`; `None` for any other object.
pub fn text_of(obj: &Bound<'_, PyAny>) -> PyResult<Option<Vec<u8>>> {
    if let Ok(text) = obj.cast::<PyString>() {
        return Ok(Some(text.encode_utf8()?.as_bytes().to_vec()));
    }
    if let Ok(bytes) = obj.cast::<PyBytes>() {
        return Ok(Some(bytes.as_bytes().to_vec()));
    }
    if let Ok(bytes) = obj.cast::<PyByteArray>() {
        return Ok(Some(bytes.to_vec()));
    }
    Ok(None)
}

/// The `TypeError` for an object that is no puzzle, naming a missing value as one.
pub fn not_a_puzzle(obj: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!(
        "a puzzle is a str, bytes, a shudu.Grid, or 81 ints (flat or as 9 rows of 9), not {}",
        what_is(obj)
    ))
}

/// What an object that was not wanted is, for a `TypeError`: its type's name, or "None (a
/// missing value?)", "NaN (...)" and pandas' `NA` for the missing values of a data column.
pub fn what_is(obj: &Bound<'_, PyAny>) -> String {
    if obj.is_none() {
        "None (a missing value?)".to_string()
    } else if obj.extract::<f64>().is_ok_and(f64::is_nan) {
        "NaN (a missing value, as pandas and NumPy mark one)".to_string()
    } else {
        match type_name(obj).as_str() {
            // pandas' missing values of string and datetime columns.
            name @ ("NAType" | "NaTType") => {
                format!("{name} (a missing value, as pandas marks one)")
            }
            name => name.to_string(),
        }
    }
}

/// The grid of `text` read as the library reads a line with a label (`Grid::parse_labelled`),
/// and its label; bytes that are not UTF-8 are the parser's `ParseError`, saying where.
pub fn parse_labelled(text: &[u8]) -> PyResult<(Grid, Option<String>)> {
    match std::str::from_utf8(text) {
        Ok(text) => Grid::parse_labelled(text)
            .map(|(grid, label)| (grid, label.map(str::to_owned)))
            .map_err(|e| ParseError::new_err(e.to_string())),
        Err(_) => parse_bytes(text).map(|grid| (grid, None)),
    }
}

/// The grid of `text`, or a `ParseError` with the parser's message.
pub fn parse_text(text: &str) -> PyResult<Grid> {
    text.parse::<Grid>()
        .map_err(|e| ParseError::new_err(e.to_string()))
}

/// The grid of `bytes` read as text, or a `ParseError` with the parser's message.
pub fn parse_bytes(bytes: &[u8]) -> PyResult<Grid> {
    Grid::parse_bytes(bytes).map_err(|e| ParseError::new_err(e.to_string()))
}

/// The name of an object's type, for a `TypeError`'s message.
pub fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| "an unknown type".to_string(), |name| name.to_string())
}

/// A whole number of at least 0 (a count, a limit, a seed), or a `TypeError` / `ValueError`
/// naming `what`; numbers past `u64::MAX` are a `ValueError` too.
pub fn whole_number(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    if obj.cast::<pyo3::types::PyInt>().is_err() {
        return Err(PyTypeError::new_err(format!(
            "{what} is a whole number, not {}",
            type_name(obj)
        )));
    }
    if obj.lt(0)? {
        return Err(PyValueError::new_err(format!(
            "{what} must be at least 0, not {obj}"
        )));
    }
    obj.extract::<u64>()
        .map_err(|_| PyValueError::new_err(format!("{what} must be below 2**64, not {obj}")))
}

/// A row or column index: 0 to 8, or -9 to -1 counted from the end as Python does.
fn line_index(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<usize> {
    let Ok(i) = obj.extract::<i64>() else {
        return Err(PyTypeError::new_err(format!(
            "a {what} is an int from 0 to 8, not {}",
            type_name(obj)
        )));
    };
    let i = if i < 0 { i + 9 } else { i };
    if (0..9).contains(&i) {
        Ok(i as usize)
    } else {
        Err(PyIndexError::new_err(format!(
            "{what} {obj} is out of range: a grid has 9, 0 to 8"
        )))
    }
}

/// The cell at `(row, column)` from 0, negative indices counting from the end.
pub fn cell_at(row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> PyResult<Cell> {
    let (r, c) = (line_index(row, "row")?, line_index(col, "column")?);
    Ok(Cell::from_row_col(r, c).expect("0 to 8 each"))
}

/// A digit 1 to 9, or a `TypeError` / `ValueError`.
pub fn digit(obj: &Bound<'_, PyAny>) -> PyResult<Digit> {
    let Ok(n) = obj.extract::<i64>() else {
        return Err(PyTypeError::new_err(format!(
            "a digit is an int from 1 to 9, not {}",
            type_name(obj)
        )));
    };
    u8::try_from(n)
        .ok()
        .and_then(Digit::new)
        .ok_or_else(|| PyValueError::new_err(format!("a digit is 1 to 9, not {n}")))
}

/// `(row, column)` from 0.
pub fn cell_tuple(cell: Cell) -> (usize, usize) {
    (cell.row(), cell.col())
}

/// A cell index for `grid[key]`: an int 0 to 80 (or -81 to -1), or a `(row, column)` pair.
fn cell_key(key: &Bound<'_, PyAny>) -> PyResult<Cell> {
    if let Ok(pair) = key.cast::<PyTuple>() {
        if pair.len() != 2 {
            return Err(PyTypeError::new_err(format!(
                "a cell is (row, column), not a tuple of {}",
                pair.len()
            )));
        }
        return cell_at(&pair.get_item(0)?, &pair.get_item(1)?);
    }
    let Ok(i) = key.extract::<i64>() else {
        return Err(PyTypeError::new_err(format!(
            "a grid is indexed by (row, column) or by a cell number 0 to 80, not {}",
            type_name(key)
        )));
    };
    let i = if i < 0 { i + 81 } else { i };
    u8::try_from(i)
        .ok()
        .and_then(Cell::new)
        .ok_or_else(|| PyIndexError::new_err(format!("cell {key} is out of range: 0 to 80")))
}

/// The 81 values of a sequence of 81 ints, or of 9 rows of 9 (lists, tuples, NumPy arrays).
fn values_of(obj: &Bound<'_, PyAny>) -> PyResult<[u8; 81]> {
    let not_a_grid = || not_a_puzzle(obj);
    let items: Vec<Bound<'_, PyAny>> = obj
        .try_iter()
        .map_err(|_| not_a_grid())?
        .collect::<PyResult<_>>()?;
    let mut values = [0u8; 81];
    let mut put = |index: usize, item: &Bound<'_, PyAny>| -> PyResult<()> {
        let Ok(n) = item.extract::<i64>() else {
            return Err(PyTypeError::new_err(format!(
                "cell {index} is {}, not an int",
                type_name(item)
            )));
        };
        match u8::try_from(n) {
            Ok(v) if v <= 9 => {
                values[index] = v;
                Ok(())
            }
            _ => Err(PyValueError::new_err(format!(
                "cell {} (index {index}) holds {n}: a cell holds 0 when empty, else a digit 1 to 9",
                Cell::new(index as u8).expect("below 81")
            ))),
        }
    };
    match items.len() {
        81 => {
            for (i, item) in items.iter().enumerate() {
                put(i, item)?;
            }
        }
        9 => {
            for (r, row) in items.iter().enumerate() {
                let cells: Vec<Bound<'_, PyAny>> = row
                    .try_iter()
                    .map_err(|_| {
                        PyTypeError::new_err(format!(
                            "row {r} is {}, not a sequence of 9 ints",
                            type_name(row)
                        ))
                    })?
                    .collect::<PyResult<_>>()?;
                if cells.len() != 9 {
                    return Err(PyValueError::new_err(format!(
                        "row {r} has {} cells, a row has 9",
                        cells.len()
                    )));
                }
                for (c, item) in cells.iter().enumerate() {
                    put(r * 9 + c, item)?;
                }
            }
        }
        n => {
            return Err(PyValueError::new_err(format!(
                "found {n} items, a grid needs 81 cells or 9 rows of 9"
            )));
        }
    }
    Ok(values)
}

/// A NumPy array of a grid's values, shape `(9, 9)` or `(81,)`, dtype uint8, writable.
fn numpy_array<'py>(py: Python<'py>, grid: &Grid, flat: bool) -> PyResult<Bound<'py, PyAny>> {
    let numpy = import_numpy(py)?;
    let buffer = PyByteArray::new(py, &grid.to_values());
    let array = numpy.call_method1("frombuffer", (buffer, "uint8"))?;
    if flat {
        Ok(array)
    } else {
        array.call_method1("reshape", ((9, 9),))
    }
}

/// NumPy, imported only when an array is asked for: `shudu` itself never needs it.
pub fn import_numpy(py: Python<'_>) -> PyResult<Bound<'_, PyModule>> {
    py.import("numpy").map_err(|e| {
        let err = pyo3::exceptions::PyImportError::new_err(
            "NumPy arrays need NumPy: pip install numpy (or pip install 'shudu[numpy]')",
        );
        err.set_cause(py, Some(e));
        err
    })
}

/// A 9x9 sudoku grid: 81 cells, each empty or holding a digit 1 to 9. Immutable and
/// hashable, so it can be a dict key or a set member.
///
/// ``Grid(text)`` reads the texts the Rust parser reads (a ``str``, or ``bytes`` or a
/// ``bytearray`` of UTF-8 text): the 81-character line ('.', '0', '_' or '*' for an empty
/// cell), with a label after a tab or spaces ignored as the Rust tools do
/// (``Grid.parse_line`` gives it), the nine-line block with '|', '+' and '-' separators,
/// tables copied from a spreadsheet; a mistake is a ``ParseError`` saying what and where.
/// ``Grid(values)`` takes 81 ints (0 for empty) or 9 rows of 9, as lists, tuples or NumPy
/// arrays of shape (81,) or (9, 9). ``Grid()`` is the empty grid; ``Grid(None)`` (a missing
/// value) is a ``TypeError``. Every function that takes a puzzle reads it as ``Grid()`` does.
///
/// ``str(grid)`` is the 81-character line, ``grid.block()`` the nine-line block; both read
/// back. ``grid[row, column]`` (from 0) and ``grid[i]`` (0 to 80) are a cell's digit, 0 when
/// empty; ``list(grid)`` and ``grid.to_list()`` the 81 values.
///
/// >>> import shudu
/// >>> grid = shudu.Grid('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// >>> grid[0, 0], grid[0, 1], grid.clue_count
/// (4, 0, 17)
/// >>> str(grid)[:9]
/// '4.....8.5'
/// >>> shudu.Grid(grid.block()) == grid == shudu.Grid(grid.to_list())
/// True
#[pyclass(frozen, eq, hash, ord, module = "shudu", name = "Grid")]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PyGrid(pub Grid);

// PyO3 hands methods `&self`, whatever the type: `to_list(&self)` is how a method reads here.
#[allow(clippy::wrong_self_convention)]
#[pymethods]
impl PyGrid {
    // `Grid()` is the empty grid, `Grid(None)` a TypeError: hence `*args`, as `None` given
    // and no argument look alike to an `Option`.
    #[new]
    #[pyo3(signature = (*value), text_signature = "(value=...)")]
    fn new(value: &Bound<'_, PyTuple>) -> PyResult<PyGrid> {
        match value.len() {
            0 => Ok(PyGrid(Grid::EMPTY)),
            1 => grid_of(&value.get_item(0)?).map(PyGrid),
            n => Err(PyTypeError::new_err(format!(
                "Grid() takes one puzzle (or none, for the empty grid), not {n} arguments"
            ))),
        }
    }

    /// Reads one line of a puzzle file: the grid (anything ``Grid()`` reads) and the label
    /// after its 81 cells (past a tab or spaces), or None when there is none. ``Grid(line)``
    /// reads the same grid and drops the label.
    ///
    /// >>> import shudu
    /// >>> grid, label = shudu.Grid.parse_line('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\ttop95 #1')
    /// >>> grid.clue_count, label
    /// (17, 'top95 #1')
    /// >>> shudu.Grid.parse_line('.' * 81)[1] is None
    /// True
    #[staticmethod]
    fn parse_line(line: &Bound<'_, PyAny>) -> PyResult<(PyGrid, Option<String>)> {
        match text_of(line)? {
            Some(text) => parse_labelled(&text).map(|(grid, label)| (PyGrid(grid), label)),
            None => grid_of(line).map(|grid| (PyGrid(grid), None)),
        }
    }

    /// The 81-character line: a digit for a clue, '.' for an empty cell.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("shudu.Grid('{}')", self.0)
    }

    /// The nine-line block, with '|' between stacks and a rule between bands.
    ///
    /// >>> import shudu
    /// >>> print(shudu.Grid('123' + '.' * 78).block().splitlines()[0])
    /// 1 2 3 | . . . | . . .
    fn block(&self) -> String {
        format!("{:#}", self.0)
    }

    fn __getitem__(&self, key: &Bound<'_, PyAny>) -> PyResult<u8> {
        let cell = cell_key(key)?;
        Ok(self.0.get(cell).map_or(0, Digit::get))
    }

    fn __len__(&self) -> usize {
        81
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyList::new(py, self.0.to_values().map(u32::from))?
            .try_iter()?
            .into_any())
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((slf.get_type().into_any(), (slf.get().0.to_string(),)))
    }

    /// The empty grid (the same as ``Grid()``).
    ///
    /// >>> import shudu
    /// >>> shudu.Grid.EMPTY.clue_count
    /// 0
    #[classattr]
    #[allow(non_snake_case)]
    fn EMPTY() -> PyGrid {
        PyGrid(Grid::EMPTY)
    }

    /// The 81 values row by row, 0 for an empty cell.
    ///
    /// >>> import shudu
    /// >>> shudu.Grid('12' + '.' * 79).to_list()[:4]
    /// [1, 2, 0, 0]
    fn to_list(&self) -> Vec<u32> {
        self.0.to_values().map(u32::from).to_vec()
    }

    /// The 9 rows, each a list of 9 values (0 for an empty cell).
    ///
    /// >>> import shudu
    /// >>> shudu.Grid('12' + '.' * 79).to_rows()[0]
    /// [1, 2, 0, 0, 0, 0, 0, 0, 0]
    fn to_rows(&self) -> Vec<Vec<u32>> {
        let values = self.0.to_values().map(u32::from);
        values.chunks(9).map(<[u32]>::to_vec).collect()
    }

    /// A NumPy array of the values, dtype uint8: shape (9, 9), or (81,) with ``flat=True``.
    /// Needs NumPy.
    ///
    /// >>> import shudu
    /// >>> shudu.Grid('12' + '.' * 79).to_numpy().shape
    /// (9, 9)
    /// >>> shudu.Grid('12' + '.' * 79).to_numpy(flat=True)[:3].tolist()
    /// [1, 2, 0]
    #[pyo3(signature = (*, flat = false))]
    fn to_numpy<'py>(&self, py: Python<'py>, flat: bool) -> PyResult<Bound<'py, PyAny>> {
        numpy_array(py, &self.0, flat)
    }

    /// NumPy's array protocol: ``numpy.asarray(grid)`` is the (9, 9) array of values.
    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let _ = copy; // always a new array, so every value of `copy` is met
        let array = numpy_array(py, &self.0, false)?;
        match dtype {
            Some(dtype) if !dtype.is_none() => array.call_method1("astype", (dtype,)),
            _ => Ok(array),
        }
    }

    /// How many cells hold a digit.
    ///
    /// >>> import shudu
    /// >>> shudu.Grid('12' + '.' * 79).clue_count
    /// 2
    #[getter]
    fn clue_count(&self) -> usize {
        self.0.clue_count()
    }

    /// Whether every cell holds a digit (rightly or not).
    ///
    /// >>> import shudu
    /// >>> shudu.Grid().is_full
    /// False
    #[getter]
    fn is_full(&self) -> bool {
        self.0.is_full()
    }

    /// Whether no row, column or box holds a digit twice.
    ///
    /// >>> import shudu
    /// >>> shudu.Grid('11' + '.' * 79).is_valid
    /// False
    #[getter]
    fn is_valid(&self) -> bool {
        self.0.is_valid()
    }

    /// Whether the grid is full and valid: a solved sudoku.
    ///
    /// >>> import shudu
    /// >>> shudu.solve(shudu.Grid()).is_solved
    /// True
    #[getter]
    fn is_solved(&self) -> bool {
        self.0.is_solved()
    }

    /// Whether this grid is solved and keeps every clue of ``puzzle``.
    ///
    /// >>> import shudu
    /// >>> puzzle = shudu.Grid('1' + '.' * 80)
    /// >>> shudu.solve(puzzle).is_solution_of(puzzle)
    /// True
    fn is_solution_of(&self, puzzle: PuzzleArg) -> bool {
        self.0.is_solution_of(&puzzle.0)
    }

    /// The digits no peer of the cell at (row, column) holds, as a set (empty for a filled
    /// cell).
    ///
    /// >>> import shudu
    /// >>> sorted(shudu.Grid('12345678' + '.' * 73).candidates(0, 8))
    /// [9]
    fn candidates(
        &self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
    ) -> PyResult<BTreeSet<u8>> {
        let cell = cell_at(row, column)?;
        if self.0.get(cell).is_some() {
            return Ok(BTreeSet::new());
        }
        Ok(self.0.candidates(cell).iter().map(Digit::get).collect())
    }

    /// The pairs of cells that hold the same digit in a row, column or box.
    ///
    /// >>> import shudu
    /// >>> [str(c) for c in shudu.Grid('5.5' + '.' * 78).conflicts()]
    /// ['r1c1 and r1c3 both hold 5 in row 1', 'r1c1 and r1c3 both hold 5 in box 1']
    fn conflicts(&self) -> Vec<PyConflict> {
        self.0.conflicts().map(PyConflict).collect()
    }

    /// A copy of the grid with the cell at (row, column) set to ``digit`` (0 empties it).
    ///
    /// >>> import shudu
    /// >>> shudu.Grid().with_digit(0, 2, 7)[0, 2]
    /// 7
    fn with_digit(
        &self,
        row: &Bound<'_, PyAny>,
        column: &Bound<'_, PyAny>,
        digit: &Bound<'_, PyAny>,
    ) -> PyResult<PyGrid> {
        let cell = cell_at(row, column)?;
        let mut grid = self.0;
        if digit.extract::<i64>().ok() == Some(0) {
            grid.clear(cell);
        } else {
            grid.set(cell, self::digit(digit)?);
        }
        Ok(PyGrid(grid))
    }
}

/// Two cells that hold the same digit in one row, column or box: from ``Grid.conflicts()``.
///
/// >>> import shudu
/// >>> c = shudu.Grid('5.5' + '.' * 78).conflicts()[0]
/// >>> c.cells, c.digit, c.house
/// (((0, 0), (0, 2)), 5, 'row 1')
#[pyclass(frozen, module = "shudu", name = "Conflict")]
pub struct PyConflict(Conflict);

#[pymethods]
impl PyConflict {
    /// The fields as a dict: ``cells``, ``digit``, ``house``.
    fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        crate::record::to_dict(slf.as_any(), &["cells", "digit", "house"])
    }
    /// The two cells, as (row, column) from 0.
    #[getter]
    fn cells(&self) -> ((usize, usize), (usize, usize)) {
        (cell_tuple(self.0.cells.0), cell_tuple(self.0.cells.1))
    }

    /// The digit both hold.
    #[getter]
    fn digit(&self) -> u8 {
        self.0.digit.get()
    }

    /// The house both lie in: 'row 1' to 'row 9', 'column 1'..., 'box 1'...
    #[getter]
    fn house(&self) -> String {
        self.0.house.to_string()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<shudu.Conflict: {}>", self.0)
    }
}
