//! The names the library reads (`FromStr`): levels, symmetries, techniques. The one place an
//! argument becomes one of the library's enums, with the library's own message when it is
//! not one, said once.

use std::fmt::Display;
use std::str::FromStr;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::grid::type_name;

/// The `T` named by `obj`, a str read as the library reads it; `what` names the argument and
/// `more` is added to the library's message. A str that names nothing is a `ValueError`, any
/// other object (an int for a level) a `TypeError`, both with the library's list of names.
pub fn named<T>(obj: &Bound<'_, PyAny>, what: &str, more: &str) -> PyResult<T>
where
    T: FromStr,
    T::Err: Display,
{
    let shown = obj.repr().map_or_else(|_| String::new(), |r| r.to_string());
    if let Ok(text) = obj.cast::<PyString>() {
        return text
            .to_cow()?
            .parse()
            .map_err(|e| PyValueError::new_err(format!("{what} {shown}: {e}{more}")));
    }
    // The library's message for a name that is not one: what the names are.
    let expected = ""
        .parse::<T>()
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    Err(PyTypeError::new_err(format!(
        "{what} is a str, not {} {shown}: {expected}{more}",
        type_name(obj),
    )))
}

/// An optional name: `None` (or Python's None) is `None`.
pub fn named_opt<T>(obj: Option<&Bound<'_, PyAny>>, what: &str, more: &str) -> PyResult<Option<T>>
where
    T: FromStr,
    T::Err: Display,
{
    obj.filter(|obj| !obj.is_none())
        .map(|obj| named(obj, what, more))
        .transpose()
}
