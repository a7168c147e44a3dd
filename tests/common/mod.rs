//! Helpers shared by the integration tests: reading puzzle files and checking a claimed solution.
//!
//! Not a test file itself; `tests/datasets.rs` and `tests/solver.rs` include it with `mod common;`.

// Each test binary that includes this module uses only part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use shudu::{Cell, Digit, Grid, Marks, Solution, Solver, Step};

/// The crate's root folder. The benchmarks include this file too, from a package of their own
/// one folder down (`benches/`, shudu-benches).
fn root_dir() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    if env!("CARGO_PKG_NAME") == "shudu-benches" {
        manifest.join("..")
    } else {
        manifest.to_path_buf()
    }
}

/// The samples kept in the crate, `tests/data/`.
pub fn sample_dir() -> PathBuf {
    root_dir().join("tests/data")
}

/// The full puzzle sets beside the crate, `../shared/data/` (absent in a clone alone).
pub fn shared_dir() -> PathBuf {
    root_dir().join("../shared/data")
}

/// The sample files in `tests/data/` and whether each puzzle in them has one solution (`true`)
/// or several (`false`).
pub const SAMPLES: &[(&str, bool)] = &[
    ("easy50.txt", true),
    ("top95.txt", true),
    ("hardest11.txt", true),
    ("hardest1106.txt", true),
    ("top1465_sample.txt", true),
    ("17clue_sample.txt", true),
    ("royle17_sample.txt", true),
    ("hardest1905_11plus_sample.txt", true),
    ("multi_solution_sample.txt", false),
];

/// One puzzle of a file: its 1-based line number and the line's text.
#[derive(Debug, Clone)]
pub struct Line {
    pub number: usize,
    pub text: String,
}

/// The puzzle lines of `path`, skipping blank lines and `#` comments.
///
/// # Panics
///
/// If the file cannot be read, with a message naming it: a missing set must fail a test, never
/// let it pass with nothing checked.
pub fn read_lines(path: &Path) -> Vec<Line> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read the puzzle file {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(number, l)| Line {
            number,
            text: l.to_owned(),
        })
        .collect()
}

/// Every puzzle of every sample in `tests/data/`, parsed, with whether it has one solution.
///
/// # Panics
///
/// If a sample is missing or holds a line that does not parse.
pub fn sample_puzzles() -> Vec<(Grid, bool)> {
    let mut all = Vec::new();
    for &(name, unique) in SAMPLES {
        for line in read_lines(&sample_dir().join(name)) {
            let grid = line
                .text
                .parse::<Grid>()
                .unwrap_or_else(|e| panic!("{name} line {}: {e}", line.number));
            all.push((grid, unique));
        }
    }
    all
}

/// All 81 cells, row by row.
pub fn cells() -> impl Iterator<Item = Cell> {
    (0..81).map(|i| Cell::new(i).expect("0..81 is a cell"))
}

/// The cell at `row`, `col` (both 0..9).
pub fn cell(row: usize, col: usize) -> Cell {
    assert!(row < 9 && col < 9, "no cell at row {row}, column {col}");
    Cell::new((row * 9 + col) as u8).expect("row and column below 9")
}

/// The digit `n` (1..=9).
pub fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap_or_else(|| panic!("{n} is not a digit"))
}

/// The 27 units (rows, columns, boxes), each as its 9 cell indices.
fn units() -> impl Iterator<Item = [usize; 9]> {
    (0..27).map(|u| {
        let i = u % 9;
        std::array::from_fn(|j| match u / 9 {
            0 => i * 9 + j,                                   // row i
            1 => j * 9 + i,                                   // column i
            _ => (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3, // box i
        })
    })
}

/// Whether the clues of `grid` break no rule: no digit twice in a row, column or box.
pub fn clues_consistent(grid: &Grid) -> bool {
    let digits: Vec<u8> = cells().map(|c| grid.get(c).map_or(0, Digit::get)).collect();
    units().all(|unit| {
        let mut seen = 0u16;
        unit.iter().all(|&i| {
            let d = digits[i];
            let bit = if d == 0 { 0 } else { 1 << d };
            let fresh = seen & bit == 0;
            seen |= bit;
            fresh
        })
    })
}

/// Why `solution` is not a solution of `puzzle`, or `None` when it is one: it must be full,
/// hold each digit once in every row, column and box, and keep every clue of `puzzle`.
pub fn solution_problem(puzzle: &Grid, solution: &Grid) -> Option<String> {
    let name = |i: usize| format!("r{}c{}", i / 9 + 1, i % 9 + 1);
    for c in cells() {
        let i = c.index();
        match (puzzle.get(c), solution.get(c)) {
            (_, None) => return Some(format!("{} is empty in {solution}", name(i))),
            (Some(clue), Some(d)) if clue != d => {
                return Some(format!(
                    "the clue {} at {} became {} in {solution}",
                    clue.get(),
                    name(i),
                    d.get()
                ));
            }
            _ => {}
        }
    }
    if !clues_consistent(solution) {
        return Some(format!(
            "a digit repeats in a row, column or box of {solution}"
        ));
    }
    None
}

/// The one solution of `grid`; panics when it has none or several.
pub fn solution_of(grid: &Grid) -> Grid {
    match Solver::new().solve(grid) {
        Solution::Unique(s) => s,
        other => panic!("{grid}: {other:?}"),
    }
}

/// Checks a step of the path of `grid` against its `solution` and the `marks` it applies to:
/// no placement differs from the solution, no elimination removes the solution's digit or a
/// mark that is not there, and the step does something.
pub fn check_step(grid: &Grid, solution: &Grid, marks: &Marks, step: &Step) {
    for (cell, digit) in step.placements() {
        assert_eq!(solution.get(cell), Some(digit), "{grid}: {step}");
    }
    for (cell, digit) in step.eliminations() {
        assert_ne!(solution.get(cell), Some(digit), "{grid}: {step}");
        assert!(
            marks.has(cell, digit),
            "{grid}: removes what is not there: {step}"
        );
    }
    assert!(
        step.placements().next().is_some() || step.eliminations().next().is_some(),
        "{grid}: a step that does nothing: {step}"
    );
}
