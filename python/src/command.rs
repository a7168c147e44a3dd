//! `_main`: the `shudu` command (crate `shudu-cli`) on given arguments, for the console
//! script `shudu` and `python -m shudu` (`shudu/__main__.py`). The command is the library's,
//! whole: it reads and writes the process's standard streams itself.

use std::ffi::OsString;

use pyo3::prelude::*;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_main, m)?)?;
    Ok(())
}

/// Runs the ``shudu`` command with ``args`` (the arguments after the program's name) on the
/// process's standard streams, with the GIL released, and returns its exit status (0, 1 or
/// 2, as ``shudu --help`` says).
#[pyfunction]
fn _main(py: Python<'_>, args: Vec<OsString>) -> u8 {
    py.detach(|| shudu_cli::main(args).code())
}
