//! `shudu._shudu`, the extension module behind the Python package `shudu`.
//!
//! A binding translates and decides nothing: every answer comes from the library's public API.
//! Each file holds one part of it:
//! - [`grid`]: `Grid` (text, lists, NumPy arrays) and how a function reads a puzzle argument;
//! - [`solve`]: solving and counting;
//! - [`generate`]: `generate` and `Puzzle`;
//! - [`explain`]: ratings, paths, steps and pencil marks (the only file that reads `Step`,
//!   so that a change of the explainer's API is adapted in one place);
//! - [`canonical`]: the canonical form and `Transform`;
//! - [`batch`]: the batch calls, on every core with the GIL released;
//! - [`variant`]: the variant engine (`shudu.variant`), boards from 4x4 to 16x16 with the
//!   f-puzzles rules, and its batch calls.
//!
//! No panic reaches Python: the library does not panic on any input, the conversions check
//! every value before the library sees it, and a wrong type or value is a `TypeError` or
//! `ValueError`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod batch;
mod canonical;
mod explain;
mod generate;
mod grid;
mod solve;
mod variant;

pyo3::create_exception!(
    shudu,
    Error,
    PyValueError,
    "The base of shudu's own exceptions, a ValueError.

>>> import shudu
>>> issubclass(shudu.ParseError, shudu.Error) and issubclass(shudu.Error, ValueError)
True"
);
pyo3::create_exception!(
    shudu,
    ParseError,
    Error,
    "A text that is not a grid (or not pencil marks, a pattern, a level...): the message says
what is wrong and where.

>>> import shudu
>>> shudu.Grid('4.....8.5.3.x')
Traceback (most recent call last):
...
shudu.ParseError: unexpected character 'x' at line 1, column 13: a cell is a digit 1 to 9, or '.' or '0' for an empty cell"
);
pyo3::create_exception!(
    shudu,
    RateError,
    Error,
    "A puzzle without a rating: it has no solution or several, or the techniques ran out.

>>> import shudu
>>> shudu.rate(shudu.Grid())
Traceback (most recent call last):
...
shudu.RateError: the puzzle has more than one solution, so it has no rating"
);
pyo3::create_exception!(
    shudu,
    GenerateError,
    Error,
    "A generator that gave no puzzle: no puzzle of its budget fit the order, or a pattern has
no puzzle.

>>> import shudu
>>> shudu.generate(seed=1, level='extreme', budget=1)
Traceback (most recent call last):
...
shudu.GenerateError: no puzzle of 1 attempts fit the order: raise the budget or widen the order"
);
pyo3::create_exception!(
    shudu,
    GaveUpError,
    Error,
    "A search that reached its budget of guesses before it could answer: a grid built to stall
a backtracking search, or a count to a limit that needs more guesses than allowed. Raise the
``budget`` argument to search on.

>>> import shudu
>>> shudu.count_solutions(shudu.Grid(), limit=10**9)
Traceback (most recent call last):
...
shudu.GaveUpError: the search gave up after 100000 guesses, its budget: the grid needs more work than allowed"
);

/// The extension module; `shudu/__init__.py` re-exports it.
#[pymodule]
fn _shudu(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("Error", py.get_type::<Error>())?;
    m.add("ParseError", py.get_type::<ParseError>())?;
    m.add("RateError", py.get_type::<RateError>())?;
    m.add("GenerateError", py.get_type::<GenerateError>())?;
    m.add("GaveUpError", py.get_type::<GaveUpError>())?;
    grid::register(m)?;
    solve::register(m)?;
    generate::register(m)?;
    explain::register(m)?;
    canonical::register(m)?;
    batch::register(m)?;
    variant::register(m)?;
    Ok(())
}
