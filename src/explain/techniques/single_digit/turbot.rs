//! Two conjugate pairs of a digit (the only two places in a house) whose ends see each
//! other. One of the two far ends holds the digit, so it leaves every
//! cell that sees both. Skyscraper: both pairs in parallel lines, the near ends in one line;
//! 2-String Kite: a row pair and a column pair, the near ends in one box; Turbot fish: the
//! other shapes. Empty rectangle: a box whose places for the digit lie on one row and one
//! column, joined to a conjugate pair.

use core::ops::ControlFlow;

use crate::explain::Step;
use crate::explain::search::Sink;
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

/// The two places of `digit` in each line of `kind` that has exactly two, lines in order,
/// each pair in increasing order; returns how many.
fn line_pairs(
    marks: &Marks,
    digit: Digit,
    kind: HouseKind,
    out: &mut [(House, [Cell; 2]); 9],
) -> usize {
    let mut len = 0;
    for n in 0..9 {
        let Some(line) = House::new(kind, n) else {
            continue;
        };
        let places = marks.cells_with(digit) & CellSet::house(line);
        let mut two = places.iter();
        if let (true, Some(a), Some(b)) = (places.is_pair(), two.next(), two.next()) {
            out[len] = (line, [a, b]);
            len += 1;
        }
    }
    len
}

/// HoDoKu's Skyscraper: rows first (every digit), then columns. Two lines where the digit
/// has two places, in order; their first places share a cross line (else their second
/// places do); the other two places, not on one cross line, see the cells the digit leaves.
pub(super) fn skyscrapers(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    // As `by_digit` does, over both passes: a digit whose places are `barren`'s is skipped in
    // both; one that gave no step in either gets its places there.
    let places: [u128; 9] = core::array::from_fn(|d| marks.cells_with(Digit::ALL[d]).bits());
    let skip: [bool; 9] = core::array::from_fn(|d| places[d] == barren[d]);
    let mut gave = [false; 9];
    for kind in [HouseKind::Row, HouseKind::Column] {
        let cross = |cell: Cell| {
            if kind == HouseKind::Row {
                cell.col()
            } else {
                cell.row()
            }
        };
        for digit in Digit::ALL {
            let d = usize::from(digit.get() - 1);
            if skip[d] {
                continue;
            }
            let mut pairs = [(House::ALL[0], [Cell::ALL[0]; 2]); 9];
            let len = line_pairs(marks, digit, kind, &mut pairs);
            let pairs = &pairs[..len];
            for (i, &(h1, p1)) in pairs.iter().enumerate() {
                for &(h2, p2) in &pairs[i + 1..] {
                    let free = if cross(p1[0]) == cross(p2[0]) {
                        1
                    } else if cross(p1[1]) == cross(p2[1]) {
                        0
                    } else {
                        continue;
                    };
                    if cross(p1[free]) == cross(p2[free]) {
                        continue; // an X-Wing
                    }
                    let removed = (CellSet::single(p1[free]) | CellSet::single(p2[free]))
                        .common_peers()
                        & marks.cells_with(digit);
                    if removed.is_empty() {
                        continue;
                    }
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, digit);
                    let cells: CellSet = p1.into_iter().chain(p2).collect();
                    let ends = CellSet::single(p1[free]) | CellSet::single(p2[free]);
                    gave[d] = true;
                    sink(
                        &Step::new(&super::SKYSCRAPER)
                            .with_house(h1)
                            .with_house(h2)
                            .with_group(0, ends)
                            .with_group(1, cells - ends)
                            .with_cells(cells)
                            .with_digits(Candidates::only(digit))
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
    }
    for d in 0..9 {
        if !skip[d] && !gave[d] {
            barren[d] = places[d];
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's 2-String Kite: digits in order; every row with two places against every column
/// with two places, one place of each in one box (tried first place against first, first
/// against second, second against first, second against second; HoDoKu keeps the pairs'
/// order as that test swaps them, and so does this), no place shared: the digit leaves the
/// cell where the row's far place's column crosses the column's far place's row.
pub(super) fn two_string_kites(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    super::by_digit(marks, barren, sink, |digit, sink| {
        let mut rows = [(House::ALL[0], [Cell::ALL[0]; 2]); 9];
        let mut cols = rows;
        let n_rows = line_pairs(marks, digit, HouseKind::Row, &mut rows);
        let n_cols = line_pairs(marks, digit, HouseKind::Column, &mut cols);
        for (row, r) in rows.iter_mut().take(n_rows) {
            for (col, c) in cols.iter_mut().take(n_cols) {
                let same_box = |a: Cell, b: Cell| a.box_index() == b.box_index();
                if same_box(r[0], c[0]) {
                } else if same_box(r[0], c[1]) {
                    c.swap(0, 1);
                } else if same_box(r[1], c[0]) {
                    r.swap(0, 1);
                } else if same_box(r[1], c[1]) {
                    c.swap(0, 1);
                    r.swap(0, 1);
                } else {
                    continue;
                }
                let (r, c) = (*r, *c);
                if r[0] == c[0] || r[0] == c[1] || r[1] == c[0] || r[1] == c[1] {
                    continue;
                }
                let Some(target) = Cell::from_row_col(c[1].row(), r[1].col()) else {
                    continue;
                };
                if !marks.has(target, digit) {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert(target, digit);
                let cells: CellSet = r.into_iter().chain(c).collect();
                let ends = CellSet::single(r[1]) | CellSet::single(c[1]);
                sink(
                    &Step::new(&super::TWO_STRING_KITE)
                        .with_house(*row)
                        .with_house(*col)
                        .with_group(0, ends)
                        .with_group(1, cells - ends)
                        .with_cells(cells)
                        .with_digits(Candidates::only(digit))
                        .with_eliminations(eliminations),
                )?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// HoDoKu's empty rectangle: digits in order, boxes in order, a box with two to five places
/// for the digit; the box's row and column through it, tried from its bottom-right cell
/// back to its top-left (rows outer), that hold every place, each with a place off the
/// other and one of them at least two (so three places or more); then along the row, cell
/// by cell outside the box, a place whose column has two places: the digit leaves the cell
/// where the other place's row crosses the box's column (and the same along the column, with
/// rows and columns exchanged).
/// HoDoKu's empty rectangles, skipping the digits whose places it found nothing in before (see
/// [`super::by_digit`]).
pub(super) fn empty_rectangles(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    super::by_digit(marks, barren, sink, |digit, sink| {
        let cells = marks.cells_with(digit);
        for b in 0..9 {
            let Some(boxed) = House::new(HouseKind::Box, b) else {
                continue;
            };
            let box_cells = CellSet::house(boxed);
            let places = cells & box_cells;
            if !(2..=5).contains(&places.len()) {
                continue;
            }
            for r in (b / 3 * 3..b / 3 * 3 + 3).rev() {
                for c in (b % 3 * 3..b % 3 * 3 + 3).rev() {
                    let (Some(row), Some(col)) = (
                        House::new(HouseKind::Row, r),
                        House::new(HouseKind::Column, c),
                    ) else {
                        continue;
                    };
                    let (row_cells, col_cells) = (CellSet::house(row), CellSet::house(col));
                    let (on_row, on_col) = (places & row_cells, places & col_cells);
                    if !places.is_subset(row_cells | col_cells)
                        || (on_row - col_cells).is_empty()
                        || (on_col - row_cells).is_empty()
                        || (on_row.len() < 2 && on_col.len() < 2)
                    {
                        continue;
                    }
                    for (line, cross_kind, other) in
                        [(row, HouseKind::Column, col), (col, HouseKind::Row, row)]
                    {
                        for &p in line.cells() {
                            if box_cells.contains(p) || !marks.has(p, digit) {
                                continue;
                            }
                            let [p_row, p_col, _] = p.houses();
                            let cross = if cross_kind == HouseKind::Column {
                                p_col
                            } else {
                                p_row
                            };
                            let pair = cells & CellSet::house(cross);
                            if !pair.is_pair() {
                                continue;
                            }
                            let Some(q) = (pair - CellSet::single(p)).first() else {
                                continue;
                            };
                            let [q_row, q_col, _] = q.houses();
                            let q_line = if cross_kind == HouseKind::Column {
                                q_row
                            } else {
                                q_col
                            };
                            let target = (cells & CellSet::house(q_line) & CellSet::house(other))
                                - box_cells;
                            let Some(target) = target.first() else {
                                continue;
                            };
                            let mut eliminations = MarkSet::EMPTY;
                            eliminations.insert(target, digit);
                            sink(
                                &Step::new(&super::EMPTY_RECTANGLE)
                                    .with_house(boxed)
                                    .with_house(cross)
                                    .with_cover(row)
                                    .with_cover(col)
                                    .with_group(0, places)
                                    .with_group(1, pair)
                                    .with_cells(places | pair)
                                    .with_digits(Candidates::only(digit))
                                    .with_eliminations(eliminations),
                            )?;
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    })
}
