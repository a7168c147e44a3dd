//! Solving and counting: `solve`, `count_solutions`, `solution` (none, one or several, with
//! witnesses and the guess count) and `solutions`.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::types::PyTuple;

use shudu::{GaveUp, Grid, Paced, Solution, Solver, Stats};

use crate::GaveUpError;
use crate::grid::{PuzzleArg, PyGrid, whole_number};

/// The guesses a search may make when the caller gives no ``budget``: far more than any real
/// puzzle needs (the hardest known take a few thousand), a fraction of a second at most.
pub const DEFAULT_BUDGET: u64 = 100_000;

/// The solver for the ``budget`` argument: [`DEFAULT_BUDGET`] when not given.
pub fn solver_of(budget: Option<&Bound<'_, PyAny>>) -> PyResult<Solver> {
    let guesses = match budget {
        None => DEFAULT_BUDGET,
        Some(budget) => whole_number(budget, "budget")?,
    };
    Ok(Solver::with_budget(guesses))
}

/// Guesses between two looks for Ctrl-C in a single search: a few milliseconds of search.
const PACE: u64 = 10_000;

/// Runs `search` on the solver of the ``budget`` argument, paced (see [`Solver::paced`]) so
/// that Ctrl-C stops it: Python's signal handlers run every [`PACE`] guesses, and the
/// exception one raises (``KeyboardInterrupt``) is the call's. `detach` releases the GIL
/// meanwhile.
fn interruptible<T: Send>(
    py: Python<'_>,
    budget: Option<&Bound<'_, PyAny>>,
    detach: bool,
    search: impl FnOnce(&mut Paced<'_>) -> Result<T, GaveUp> + Send,
) -> PyResult<T> {
    let solver = solver_of(budget)?;
    let run = || {
        let mut interrupted = None;
        let mut go_on = |_: Stats| match Python::attach(|py| py.check_signals()) {
            Ok(()) => true,
            Err(err) => {
                interrupted = Some(err);
                false
            }
        };
        let answer = search(&mut solver.paced(PACE, &mut go_on));
        (answer, interrupted)
    };
    let (answer, interrupted) = if detach { py.detach(run) } else { run() };
    match interrupted {
        Some(err) => Err(err),
        None => answer.map_err(gave_up),
    }
}

/// The Python exception of a search that gave up.
fn gave_up(err: GaveUp) -> PyErr {
    GaveUpError::new_err(err.to_string())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(solution, m)?)?;
    m.add_function(wrap_pyfunction!(solutions, m)?)?;
    m.add_class::<PySolution>()?;
    Ok(())
}

/// A first solution of ``puzzle`` (a str, bytes or Grid), or None when it has none. The
/// fastest question: it does not ask whether there are more (``solution()`` does).
///
/// The search makes at most ``budget`` guesses (100,000 when not given, far more than any
/// real puzzle needs) and raises ``GaveUpError`` past them, so that a grid built to stall a
/// search cannot hold up a program. Ctrl-C stops a long search (one with a raised budget)
/// within milliseconds, here and in ``count_solutions`` and ``solution``.
///
/// >>> import shudu
/// >>> print(shudu.solve('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'))
/// 417369825632158947958724316825437169791586432346912758289643571573291684164875293
/// >>> shudu.solve('55' + '.' * 79) is None
/// True
#[pyfunction]
#[pyo3(signature = (puzzle, *, budget = None))]
pub fn solve(
    py: Python<'_>,
    puzzle: PuzzleArg,
    budget: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<PyGrid>> {
    let grid = puzzle.0;
    interruptible(py, budget, true, |paced| paced.try_solve_first(&grid))
        .map(|first| first.map(PyGrid))
}

/// How many solutions ``puzzle`` has, counting no further than ``limit``: the result is the
/// smaller of ``limit`` and the true count. ``limit=2`` (the default) asks whether the
/// solution is unique.
///
/// The search makes at most ``budget`` guesses (100,000 when not given) and raises
/// ``GaveUpError`` past them. Counting many solutions takes about one guess each: give a
/// higher budget to count far.
///
/// >>> import shudu
/// >>> shudu.count_solutions('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// 1
/// >>> shudu.count_solutions(shudu.Grid(), limit=1000)
/// 1000
/// >>> shudu.count_solutions(shudu.Grid(), limit=200_000, budget=10**6)
/// 200000
#[pyfunction]
#[pyo3(signature = (puzzle, limit = None, *, budget = None))]
pub fn count_solutions(
    py: Python<'_>,
    puzzle: PuzzleArg,
    limit: Option<&Bound<'_, PyAny>>,
    budget: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let limit = limit_of(limit)?;
    let grid = puzzle.0;
    // A count to a high limit can take a while: let other Python threads run meanwhile.
    interruptible(py, budget, limit > 2, |paced| {
        paced.try_count_solutions(&grid, limit)
    })
    .map(|count| count as u64)
}

/// The limit argument of the counting calls: 2 when not given.
pub fn limit_of(limit: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    match limit {
        None => Ok(2),
        Some(limit) => {
            let n = whole_number(limit, "limit")?;
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        }
    }
}

/// Whether ``puzzle`` has no solution, exactly one, or several, with the solutions found
/// (two of them when there are several) and the number of guesses the search made.
///
/// The search makes at most ``budget`` guesses (100,000 when not given) and raises
/// ``GaveUpError`` past them.
///
/// >>> import shudu
/// >>> s = shudu.solution('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// >>> s.kind, len(s.grids), s.unique == s.grids[0]
/// ('unique', 1, True)
/// >>> s = shudu.solution(shudu.Grid())
/// >>> s.kind, len(s.grids), s.unique is None
/// ('multiple', 2, True)
#[pyfunction]
#[pyo3(signature = (puzzle, *, budget = None))]
pub fn solution(
    py: Python<'_>,
    puzzle: PuzzleArg,
    budget: Option<&Bound<'_, PyAny>>,
) -> PyResult<PySolution> {
    let grid = puzzle.0;
    let (solution, stats) =
        interruptible(py, budget, true, |paced| paced.try_solve_with_stats(&grid))?;
    Ok(PySolution {
        solution,
        guesses: stats.guesses,
    })
}

/// Every solution of ``puzzle``, up to ``limit`` of them (the search stops there).
///
/// >>> import shudu
/// >>> len(shudu.solutions(shudu.Grid(), limit=5))
/// 5
/// >>> two = '4.7.698256.2.58947958724316825437169791586432346912758289643571573291684164875293'
/// >>> [str(g)[:4] for g in shudu.solutions(two, limit=10)]
/// ['4173', '4371']
#[pyfunction]
#[pyo3(signature = (puzzle, limit = None))]
pub fn solutions(
    py: Python<'_>,
    puzzle: PuzzleArg,
    limit: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyGrid>> {
    let limit = limit_of(limit)?;
    let found: Vec<Grid> = py.detach(|| Solver::new().all_solutions(&puzzle.0, limit));
    Ok(found.into_iter().map(PyGrid).collect())
}

/// What ``solution()`` found: ``kind`` is 'none', 'unique' or 'multiple'; ``grids`` holds the
/// solutions found (none, the one, or two witnesses that the solution is not unique);
/// ``unique`` is the solution when there is exactly one, else None; ``guesses`` counts the
/// guesses of the search.
///
/// >>> import shudu
/// >>> s = shudu.solution('55' + '.' * 79)
/// >>> s.kind, s.grids, s.unique
/// ('none', (), None)
#[pyclass(frozen, module = "shudu", name = "Solution")]
pub struct PySolution {
    solution: Solution,
    guesses: u64,
}

#[pymethods]
impl PySolution {
    /// The fields as a dict, grids as their 81-character lines: ``kind``, ``grids``, ``unique``,
    /// ``is_unique``, ``guesses``.
    fn to_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        crate::record::to_dict(
            slf.as_any(),
            &["kind", "grids", "unique", "is_unique", "guesses"],
        )
    }
    /// 'none', 'unique' or 'multiple'.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.solution {
            Solution::None => "none",
            Solution::Unique(_) => "unique",
            Solution::Multiple(..) => "multiple",
        }
    }

    /// The solutions found: none, the unique one, or two different ones.
    #[getter]
    fn grids<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(
            py,
            self.solution.solutions().map(PyGrid).collect::<Vec<_>>(),
        )
    }

    /// The solution when it is unique, else None.
    #[getter]
    fn unique(&self) -> Option<PyGrid> {
        self.solution.unique().map(PyGrid)
    }

    /// Whether there is exactly one solution.
    #[getter]
    fn is_unique(&self) -> bool {
        self.solution.is_unique()
    }

    /// How many guesses the search made (0 when logic alone solved it).
    #[getter]
    fn guesses(&self) -> u64 {
        self.guesses
    }

    fn __repr__(&self) -> String {
        let grids: Vec<String> = self
            .solution
            .solutions()
            .map(|g| format!("'{g}'"))
            .collect();
        format!(
            "<shudu.Solution {}: {} ({} guesses)>",
            self.kind(),
            if grids.is_empty() {
                "no grid".to_string()
            } else {
                grids.join(", ")
            },
            self.guesses
        )
    }
}
