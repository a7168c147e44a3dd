//! Solving and counting: `solve`, `count_solutions`, `solution` (none, one or several, with
//! witnesses and the guess count) and `solutions`.

use pyo3::prelude::*;
use pyo3::types::PyTuple;

use shudu::{Grid, Solution, Solver};

use crate::grid::{PuzzleArg, PyGrid, whole_number};

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
/// >>> import shudu
/// >>> print(shudu.solve('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'))
/// 417369825632158947958724316825437169791586432346912758289643571573291684164875293
/// >>> shudu.solve('55' + '.' * 79) is None
/// True
#[pyfunction]
pub fn solve(puzzle: PuzzleArg) -> Option<PyGrid> {
    Solver::new().solve_first(&puzzle.0).map(PyGrid)
}

/// How many solutions ``puzzle`` has, counting no further than ``limit``: the result is the
/// smaller of ``limit`` and the true count. ``limit=2`` (the default) asks whether the
/// solution is unique.
///
/// >>> import shudu
/// >>> shudu.count_solutions('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// 1
/// >>> shudu.count_solutions(shudu.Grid(), limit=1000)
/// 1000
#[pyfunction]
#[pyo3(signature = (puzzle, limit = None))]
pub fn count_solutions(
    py: Python<'_>,
    puzzle: PuzzleArg,
    limit: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let limit = limit_of(limit)?;
    // A count to a high limit can take a while: let other Python threads run meanwhile.
    let count = if limit <= 2 {
        Solver::new().count_solutions(&puzzle.0, limit)
    } else {
        py.detach(|| Solver::new().count_solutions(&puzzle.0, limit))
    };
    Ok(count as u64)
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
/// >>> import shudu
/// >>> s = shudu.solution('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
/// >>> s.kind, len(s.grids), s.unique == s.grids[0]
/// ('unique', 1, True)
/// >>> s = shudu.solution(shudu.Grid())
/// >>> s.kind, len(s.grids), s.unique is None
/// ('multiple', 2, True)
#[pyfunction]
pub fn solution(py: Python<'_>, puzzle: PuzzleArg) -> PySolution {
    let (solution, stats) = py.detach(|| Solver::new().solve_with_stats(&puzzle.0));
    PySolution {
        solution,
        guesses: stats.guesses,
    }
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
