//! The solver over the public puzzle sets: every puzzle gets the right solution count, and every
//! solution the solver hands back is full, valid and keeps the puzzle's clues.
//!
//! `cargo test --test datasets` checks the samples kept in `tests/data/` (a few hundred puzzles of
//! each set; see `tests/data/README.md`). The tests over the whole sets in `../shared/data/` are
//! ignored by default, being slow and needing files a clone of the crate alone does not have; run
//! them with `cargo test --release --test datasets -- --ignored` (CI does, through `.ci/run`).
//! A missing set fails its test; a failing puzzle is reported with its file and line number.

mod common;

use std::path::Path;

use common::{read_lines, sample_dir, shared_dir, solution_problem};
use shudu::{Grid, Solution, Solver};

/// How many solutions every puzzle of a set has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// Exactly one.
    One,
    /// Two or more.
    Several,
}

/// How many failures to list in the panic message; the total is always given.
const SHOWN: usize = 20;

/// Checks one puzzle, returning what is wrong with the solver's answers.
fn check_puzzle(solver: &Solver, puzzle: &Grid, expect: Expect) -> Result<(), String> {
    let count = solver.count_solutions(puzzle, 2);
    let want = match expect {
        Expect::One => 1,
        Expect::Several => 2,
    };
    if count != want {
        return Err(format!("count_solutions(_, 2) is {count}, expected {want}"));
    }

    let first = solver
        .solve_first(puzzle)
        .ok_or("solve_first found no solution")?;
    if let Some(problem) = solution_problem(puzzle, &first) {
        return Err(format!("solve_first: {problem}"));
    }

    match (solver.solve(puzzle), expect) {
        (Solution::Unique(s), Expect::One) => {
            if let Some(problem) = solution_problem(puzzle, &s) {
                return Err(format!("solve, Unique: {problem}"));
            }
            if s != first {
                return Err(format!(
                    "solve gave Unique({s}) but solve_first gave {first}"
                ));
            }
        }
        (Solution::Multiple(a, b), Expect::Several) => {
            if a == b {
                return Err(format!("solve gave Multiple with twice the same grid {a}"));
            }
            for s in [a, b] {
                if let Some(problem) = solution_problem(puzzle, &s) {
                    return Err(format!("solve, Multiple: {problem}"));
                }
            }
        }
        (other, _) => return Err(format!("solve gave {other:?}, expected {expect:?}")),
    }
    Ok(())
}

/// Checks every puzzle of the file at `path`, then panics listing the failures, if any.
/// With `expected_len`, the file must hold exactly that many puzzles (a truncated or
/// replaced set fails rather than passing on fewer puzzles).
fn check_file(path: &Path, expect: Expect, expected_len: Option<usize>) {
    let lines = read_lines(path);
    let name = path.display();
    assert!(!lines.is_empty(), "{name} holds no puzzles");
    if let Some(n) = expected_len {
        assert_eq!(lines.len(), n, "{name} should hold {n} puzzles");
    }

    let solver = Solver::new();
    let mut failures = Vec::new();
    for line in &lines {
        let result = match line.text.parse::<Grid>() {
            Ok(puzzle) => check_puzzle(&solver, &puzzle, expect),
            Err(e) => Err(format!("cannot parse the line: {e}")),
        };
        if let Err(why) = result {
            failures.push(format!("{name} line {}: {why}", line.number));
        }
    }

    if !failures.is_empty() {
        let total = failures.len();
        failures.truncate(SHOWN);
        panic!(
            "{total} of {} puzzles failed (first {}):\n{}",
            lines.len(),
            failures.len(),
            failures.join("\n")
        );
    }
}

fn sample(name: &str, expect: Expect) {
    check_file(&sample_dir().join(name), expect, None);
}

fn full(name: &str, expect: Expect, len: usize) {
    check_file(&shared_dir().join(name), expect, Some(len));
}

#[test]
fn sample_easy50() {
    sample("easy50.txt", Expect::One);
}

#[test]
fn sample_top95() {
    sample("top95.txt", Expect::One);
}

#[test]
fn sample_hardest11() {
    sample("hardest11.txt", Expect::One);
}

#[test]
fn sample_hardest1106() {
    sample("hardest1106.txt", Expect::One);
}

#[test]
fn sample_top1465() {
    sample("top1465_sample.txt", Expect::One);
}

#[test]
fn sample_17clue() {
    sample("17clue_sample.txt", Expect::One);
}

#[test]
fn sample_royle17() {
    sample("royle17_sample.txt", Expect::One);
}

#[test]
fn sample_hardest1905_11plus() {
    sample("hardest1905_11plus_sample.txt", Expect::One);
}

#[test]
fn sample_multi_solution() {
    sample("multi_solution_sample.txt", Expect::Several);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_easy50() {
    full("easy50.txt", Expect::One, 50);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_top95() {
    full("top95.txt", Expect::One, 95);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_hardest11() {
    full("hardest11.txt", Expect::One, 11);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_hardest1106() {
    full("hardest1106.txt", Expect::One, 375);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_top1465() {
    full("top1465.txt", Expect::One, 1_465);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_17clue() {
    full("17clue.txt", Expect::One, 49_158);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_royle17() {
    full("royle17.txt", Expect::One, 49_151);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_hardest1905_11plus() {
    full("hardest1905_11plus.txt", Expect::One, 48_766);
}

#[test]
#[ignore = "reads the full set in ../shared/data; run by .ci/run"]
fn full_multi_solution() {
    full("multi_solution.txt", Expect::Several, 10_000);
}

/// The checker itself must be able to fail: a wrong count, a changed clue, a broken row.
#[test]
fn checker_rejects_wrong_answers() {
    let solver = Solver::new();
    let puzzle: Grid =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
            .parse()
            .unwrap();
    assert!(check_puzzle(&solver, &puzzle, Expect::One).is_ok());
    assert!(check_puzzle(&solver, &puzzle, Expect::Several).is_err());
    assert!(check_puzzle(&solver, &Grid::EMPTY, Expect::One).is_err());

    let solution = solver.solve_first(&puzzle).unwrap();
    assert_eq!(solution_problem(&puzzle, &solution), None);
    // In this puzzle r1c1 is free and r1c3 holds the clue 3.
    let mut broken = solution;
    let c = common::cell(0, 0);
    let other = solution.get(common::cell(0, 1)).unwrap();
    broken.set(c, other);
    assert!(
        solution_problem(&puzzle, &broken).is_some(),
        "repeated digit"
    );
    let mut changed_clue = solution;
    let clue_cell = common::cell(0, 2);
    let d = solution.get(clue_cell).unwrap().get() % 9 + 1;
    changed_clue.set(clue_cell, common::digit(d));
    assert!(
        solution_problem(&puzzle, &changed_clue).is_some(),
        "changed clue"
    );
    let mut holed = solution;
    holed.clear(c);
    assert!(solution_problem(&puzzle, &holed).is_some(), "empty cell");
}

/// A missing set must fail, not pass with nothing checked.
#[test]
#[should_panic(expected = "cannot read the puzzle file")]
fn missing_file_fails() {
    check_file(&sample_dir().join("no_such_set.txt"), Expect::One, None);
}
