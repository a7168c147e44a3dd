//! Two conjugate pairs of a digit (the only two places in a house) whose ends see each
//! other. One of the two far ends holds the digit, so it leaves every
//! cell that sees both. Skyscraper: both pairs in parallel lines, the near ends in one line;
//! 2-String Kite: a row pair and a column pair, the near ends in one box (HoDoKu's Turbot fish,
//! any shape, is an X-Chain of three links: see `chains::simple`). Empty rectangle: a box whose places for the digit lie on one row and one
//! column, joined to a conjugate pair.

use core::ops::ControlFlow;

use super::conjugate_pairs;
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(super) fn skyscrapers(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    turbot(marks, Technique::Skyscraper, sink)
}

pub(super) fn two_string_kites(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    turbot(marks, Technique::TwoStringKite, sink)
}

fn shape(h1: House, h2: House, near1: Cell, near2: Cell) -> Technique {
    let (k1, k2) = (h1.kind(), h2.kind());
    let parallel = k1 == k2 && k1 != HouseKind::Box;
    if parallel {
        let shared_line = match k1 {
            HouseKind::Row => near1.col() == near2.col(),
            _ => near1.row() == near2.row(),
        };
        if shared_line {
            return Technique::Skyscraper;
        }
    }
    let crossing = matches!(
        (k1, k2),
        (HouseKind::Row, HouseKind::Column) | (HouseKind::Column, HouseKind::Row)
    );
    if crossing && near1.box_index() == near2.box_index() {
        return Technique::TwoStringKite;
    }
    Technique::TurbotFish
}

fn turbot(marks: &Marks, want: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        // Gathered into an array, so that the inner loop starts past `i` without walking
        // the 27 houses again.
        let first = Cell::ALL[0];
        let mut list = [(first.houses()[0], first, first); 27];
        let mut len = 0;
        for pair in conjugate_pairs(marks, digit) {
            list[len] = pair;
            len += 1;
        }
        let pairs = &list[..len];
        for (i, &(h1, a1, b1)) in pairs.iter().enumerate() {
            for &(h2, a2, b2) in &pairs[i + 1..] {
                let pair1 = CellSet::single(a1) | CellSet::single(b1);
                let pair2 = CellSet::single(a2) | CellSet::single(b2);
                if !(pair1 & pair2).is_empty() {
                    continue;
                }
                for (near1, far1) in [(a1, b1), (b1, a1)] {
                    for (near2, far2) in [(a2, b2), (b2, a2)] {
                        if !near1.is_peer_of(near2) || shape(h1, h2, near1, near2) != want {
                            continue;
                        }
                        let removed = (CellSet::single(far1) | CellSet::single(far2))
                            .common_peers()
                            & marks.cells_with(digit);
                        if removed.is_empty() {
                            continue;
                        }
                        let mut eliminations = MarkSet::EMPTY;
                        eliminations.insert_cells(removed, digit);
                        sink(
                            Step::new(want)
                                .with_house(h1)
                                .with_house(h2)
                                .with_cells(pair1 | pair2)
                                .with_digits(Candidates::only(digit))
                                .with_eliminations(eliminations),
                        )?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// For each box and digit, each row `r` and column `c` through the box that hold all its
/// places (with places off both); then a conjugate pair in a column (row) with one end on
/// `r` (`c`) outside the box: the digit leaves the cell where the other end's row (column)
/// crosses `c` (`r`).
pub(super) fn empty_rectangles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let pairs_of: [_; 9] = core::array::from_fn(|d| {
        let digit = Digit::ALL[d];
        conjugate_pairs(marks, digit)
    });
    for b in 0..9 {
        let Some(boxed) = House::new(HouseKind::Box, b) else {
            continue;
        };
        let box_cells = CellSet::house(boxed);
        for digit in Digit::ALL {
            let places = marks.cells_with(digit) & box_cells;
            if places.len() < 2 {
                continue;
            }
            for r in (b / 3 * 3)..(b / 3 * 3 + 3) {
                for c in (b % 3 * 3)..(b % 3 * 3 + 3) {
                    let (Some(row), Some(col)) = (
                        House::new(HouseKind::Row, r),
                        House::new(HouseKind::Column, c),
                    ) else {
                        continue;
                    };
                    let (row_cells, col_cells) = (CellSet::house(row), CellSet::house(col));
                    if !places.is_subset(row_cells | col_cells)
                        || places.is_subset(row_cells)
                        || places.is_subset(col_cells)
                    {
                        continue;
                    }
                    for (house, p, q) in pairs_of[usize::from(digit.get() - 1)].clone() {
                        if house.kind() == HouseKind::Box {
                            continue;
                        }
                        for (p, q) in [(p, q), (q, p)] {
                            if box_cells.contains(p) || box_cells.contains(q) {
                                continue;
                            }
                            let target = match house.kind() {
                                // A column pair: p on row r, q's row crosses column c.
                                HouseKind::Column if p.row() == r && q.box_index() / 3 != b / 3 => {
                                    Cell::from_row_col(q.row(), c)
                                }
                                HouseKind::Row if p.col() == c && q.box_index() % 3 != b % 3 => {
                                    Cell::from_row_col(r, q.col())
                                }
                                _ => None,
                            };
                            let Some(target) = target else { continue };
                            if !marks.has(target, digit) {
                                continue;
                            }
                            let mut eliminations = MarkSet::EMPTY;
                            eliminations.insert(target, digit);
                            sink(
                                Step::new(Technique::EmptyRectangle)
                                    .with_house(boxed)
                                    .with_house(house)
                                    .with_cells(places | CellSet::single(p) | CellSet::single(q))
                                    .with_digits(Candidates::only(digit))
                                    .with_eliminations(eliminations),
                            )?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}
