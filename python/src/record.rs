//! `to_dict()` on the result types: a result's fields as a dict, the row of a data frame.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::grid::PyGrid;

/// The getters `fields` of `obj` as a dict, in that order; a Grid becomes its 81-character
/// line and a tuple of Grids a list of lines, so that a record holds plain values.
pub fn to_dict<'py>(obj: &Bound<'py, PyAny>, fields: &[&str]) -> PyResult<Bound<'py, PyDict>> {
    let py = obj.py();
    let dict = PyDict::new(py);
    for &field in fields {
        dict.set_item(field, plain(&obj.getattr(field)?)?)?;
    }
    Ok(dict)
}

fn plain<'py>(value: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if value.cast::<PyGrid>().is_ok() {
        return Ok(value.str()?.into_any());
    }
    if value.cast::<PyTuple>().is_ok() || value.cast::<PyList>().is_ok() {
        let items: Vec<Bound<'py, PyAny>> = value.try_iter()?.collect::<PyResult<_>>()?;
        if items.iter().any(|item| item.cast::<PyGrid>().is_ok()) {
            let lines = items.iter().map(plain).collect::<PyResult<Vec<_>>>()?;
            return Ok(PyList::new(value.py(), lines)?.into_any());
        }
    }
    Ok(value.clone())
}
