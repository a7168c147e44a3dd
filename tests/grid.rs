//! Grid invariants: both text forms round-trip, conflicts and validity agree with a naive
//! checker, candidates agree with a direct scan, solutions keep their clues.

use proptest::prelude::*;
use shudu::{Cell, Digit, Grid, HouseKind};

/// A solved grid to derive valid grids from.
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Grids of every density: each cell empty with probability `empty / 10`.
fn grids() -> impl Strategy<Value = Grid> {
    (0u32..=10).prop_flat_map(|empty| {
        proptest::collection::vec(prop_oneof![empty => Just(0u8), (10 - empty) => 1u8..=9], 81)
            .prop_map(|v| Grid::try_from(<[u8; 81]>::try_from(v).unwrap()).unwrap())
    })
}

/// A solved grid with its digits relabelled by a random permutation.
fn solved_grids() -> impl Strategy<Value = Grid> {
    Just((1..=9u8).collect::<Vec<_>>())
        .prop_shuffle()
        .prop_map(|perm| {
            let mut bytes = SOLVED.parse::<Grid>().unwrap().to_values();
            for b in &mut bytes {
                *b = perm[usize::from(*b - 1)];
            }
            Grid::try_from(bytes).unwrap()
        })
}

/// Every clashing pair, computed the plain way: all pairs of cells, every unit they share.
fn naive_conflicts(grid: &Grid) -> Vec<(HouseKind, usize, usize, usize, u8)> {
    let bytes = grid.to_values();
    let mut out = Vec::new();
    for a in 0..81 {
        for b in a + 1..81 {
            if bytes[a] == 0 || bytes[a] != bytes[b] {
                continue;
            }
            let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
            if ra == rb {
                out.push((HouseKind::Row, ra, a, b, bytes[a]));
            }
            if ca == cb {
                out.push((HouseKind::Column, ca, a, b, bytes[a]));
            }
            if (ra / 3, ca / 3) == (rb / 3, cb / 3) {
                out.push((HouseKind::Box, ra / 3 * 3 + ca / 3, a, b, bytes[a]));
            }
        }
    }
    out.sort();
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn both_text_forms_round_trip(grid in grids()) {
        let line = grid.to_string();
        prop_assert_eq!(line.len(), 81);
        prop_assert_eq!(line.parse::<Grid>(), Ok(grid));
        let block = format!("{grid:#}");
        prop_assert_eq!(block.lines().count(), 11);
        prop_assert_eq!(block.parse::<Grid>(), Ok(grid));
        prop_assert_eq!(Grid::parse_bytes(block.as_bytes()), Ok(grid));
        prop_assert_eq!(Grid::try_from(grid.to_values()), Ok(grid));
        prop_assert_eq!(format!("{grid:?}"), format!("Grid(\"{line}\")"));
    }

    #[test]
    fn conflicts_match_the_naive_checker(grid in grids()) {
        let mut fast: Vec<_> = grid
            .conflicts()
            .map(|c| {
                prop_assert!(c.house.contains(c.cells.0) && c.house.contains(c.cells.1));
                prop_assert_eq!(grid.get(c.cells.0), Some(c.digit));
                Ok((c.house.kind(), c.house.number(), c.cells.0.index(), c.cells.1.index(), c.digit.get()))
            })
            .collect::<Result<_, _>>()?;
        let in_order = fast.clone();
        fast.sort();
        let naive = naive_conflicts(&grid);
        prop_assert_eq!(&fast, &naive);
        // Units in order of `House::ALL`: rows, columns, boxes.
        let unit_order: Vec<_> = in_order.iter().map(|c| (c.0, c.1)).collect();
        prop_assert!(unit_order.windows(2).all(|w| w[0] <= w[1]));
        prop_assert_eq!(grid.is_valid(), naive.is_empty());
        prop_assert_eq!(grid.is_solved(), naive.is_empty() && grid.clue_count() == 81);
    }

    #[test]
    fn candidates_match_a_direct_scan(grid in grids(), index in 0u8..81) {
        let cell = Cell::new(index).unwrap();
        let bytes = grid.to_values();
        let (r, c) = (cell.row(), cell.col());
        for d in Digit::ALL {
            let seen = (0..81).any(|j| {
                let (rj, cj) = (j / 9, j % 9);
                j != cell.index()
                    && bytes[j] == d.get()
                    && (rj == r || cj == c || (rj / 3, cj / 3) == (r / 3, c / 3))
            });
            prop_assert_eq!(grid.candidates(cell).contains(d), !seen, "{} {}", cell, d);
        }
    }

    #[test]
    fn a_solution_keeps_its_clues(solved in solved_grids(), mask in proptest::collection::vec(any::<bool>(), 81), change in 0u8..81) {
        prop_assert!(solved.is_solved());
        let mut puzzle = solved;
        for (cell, keep) in Cell::ALL.into_iter().zip(mask) {
            if !keep {
                puzzle.clear(cell);
            }
        }
        prop_assert!(solved.is_solution_of(&puzzle));
        prop_assert!(solved.is_solution_of(&Grid::EMPTY));
        prop_assert!(!puzzle.is_solution_of(&puzzle) || puzzle == solved);
        // Another digit in a cell breaks both validity and the solution.
        let cell = Cell::new(change).unwrap();
        let mut wrong = solved;
        let other = Digit::new(solved.get(cell).unwrap().get() % 9 + 1).unwrap();
        wrong.set(cell, other);
        prop_assert!(!wrong.is_valid());
        prop_assert!(!wrong.is_solution_of(&puzzle));
        // A puzzle whose clue disagrees with a valid full grid is not solved by it.
        let mut other_puzzle = Grid::EMPTY;
        other_puzzle.set(cell, other);
        prop_assert!(!solved.is_solution_of(&other_puzzle));
    }

    /// Bytes near a grid: the 81 cells of one, then a few edits that may add any byte at
    /// all (a stray letter, a broken UTF-8 sequence, a newline that splits a row). Many parse,
    /// so the round trip is checked often; the rest must fail as `str` parsing does.
    #[test]
    fn near_grid_bytes_parse_or_fail_without_panic(
        grid in grids(),
        edits in proptest::collection::vec((0usize..200, any::<u8>(), 0u8..3), 0..3),
    ) {
        let mut bytes = grid.to_string().into_bytes();
        for (at, byte, kind) in edits {
            let at = at % (bytes.len() + 1);
            match kind {
                0 => bytes.insert(at, byte),
                1 if at < bytes.len() => bytes[at] = byte,
                _ => bytes.insert(at, b" |\n"[usize::from(byte) % 3]),
            }
        }
        let parsed = Grid::parse_bytes(&bytes);
        if let Ok(grid) = parsed {
            prop_assert_eq!(grid.to_string().parse::<Grid>(), Ok(grid));
        }
        if let Ok(text) = std::str::from_utf8(&bytes) {
            prop_assert_eq!(text.parse::<Grid>(), parsed);
        }
    }

    #[test]
    fn near_grids_parse_as_str_and_bytes_alike(text in "[0-9._*|+\\- \t\r\nx数１]{0,200}") {
        let parsed = text.parse::<Grid>();
        prop_assert_eq!(Grid::parse_bytes(text.as_bytes()), parsed);
        if let Ok(grid) = parsed {
            prop_assert_eq!(format!("{grid:#}").parse::<Grid>(), Ok(grid));
        }
    }
}

#[test]
fn cells_iterate_in_order_with_digits() {
    let grid: Grid = SOLVED.parse().unwrap();
    let mut n = 0;
    for (i, (cell, digit)) in (&grid).into_iter().enumerate() {
        assert_eq!(cell.index(), i);
        assert_eq!(digit.map(|d| d.to_char()), SOLVED.chars().nth(i));
        n += 1;
    }
    assert_eq!(n, 81);
}

#[test]
fn conflicts_report_a_pair_once_per_shared_unit() {
    // r1c1 and r1c2 share a row and a box: two reports. r1c1 and r4c1 share a column only.
    let mut grid = Grid::EMPTY;
    let five = Digit::new(5).unwrap();
    for (r, c) in [(0, 0), (0, 1), (3, 0)] {
        grid.set(Cell::from_row_col(r, c).unwrap(), five);
    }
    let shown: Vec<String> = grid.conflicts().map(|c| c.to_string()).collect();
    assert_eq!(
        shown,
        [
            "r1c1 and r1c2 both hold 5 in row 1",
            "r1c1 and r4c1 both hold 5 in column 1",
            "r1c1 and r1c2 both hold 5 in box 1",
        ]
    );
}

/// The public puzzle sets, when the shared data folder sits beside the crate.
#[test]
#[ignore = "needs ../shared/data"]
fn shared_sets_round_trip() {
    for name in [
        "easy50.txt",
        "top95.txt",
        "hardest11.txt",
        "top1465.txt",
        "17clue.txt",
    ] {
        let text = std::fs::read_to_string(format!("../shared/data/{name}")).unwrap();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let grid: Grid = line
                .parse()
                .unwrap_or_else(|e| panic!("{name}: {e}: {line}"));
            assert!(grid.is_valid(), "{name}: {line}");
            assert_eq!(format!("{grid:#}").parse::<Grid>(), Ok(grid));
        }
    }
}
