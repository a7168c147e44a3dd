//! HoDoKu's unique rectangles (its uniqueness tests) and hidden rectangle.
//!
//! - Unique rectangle type 1: four cells in two rows, two columns and two boxes, all with
//!   candidates {a, b}, three of them only {a, b}: the fourth cannot be a or b.
//! - Type 2: two cells only {a, b} (the floor), the other two (the roof, in one row or
//!   column) with the same one extra digit c: c is in one of them, so it leaves every cell
//!   that sees both. Type 5: the same with the extra cells diagonal, or three of them.
//! - Type 3: a roof in one house, whose extra digits, as if one cell, form a naked set with
//!   other cells of the house (without a or b): the set's digits leave the house's other
//!   cells (and the box's, when the set lies in one box of a line).
//! - Type 4: a roof in one row or column, and a or b has no other place in a house the roof
//!   shares: that digit is in the roof, so the other one leaves both roof cells.
//! - Type 6: the two extra cells diagonal, and a (or b) has no place in the rectangle's rows
//!   and columns off its corners: a would fill the diagonal of bivalue cells or the other
//!   one, and the other one makes the deadly pattern, so a leaves the extra cells.
//! - Hidden rectangle: with a bivalue corner, if a has no place off the rectangle in the row
//!   and the column through the opposite corner, that corner cannot be b.
//!
//! The rectangles come in HoDoKu's order: from each bivalue cell, a second corner in its box
//! and row (or column), then the other side along the columns (or rows), in another box. For
//! each type, the first rectangle that gives a step of that type decides.

use core::ops::ControlFlow;

use crate::explain::search::{Context, RECTANGLES, Sink};
use crate::explain::step::Removal;
use crate::explain::{Step, StepKind};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

fn house(kind: HouseKind, n: usize) -> CellSet {
    House::new(kind, n).map_or(CellSet::EMPTY, CellSet::house)
}

/// A unique rectangle's corners (in the order found), its two digits, the corners with only
/// those (the floor) and the others (with extra digits), each ascending.
#[derive(Clone, Copy)]
struct Rectangle {
    corners: [Cell; 4],
    digits: [Digit; 2],
    floor: CellSet,
    extra: CellSet,
}

impl Rectangle {
    fn cells(&self) -> CellSet {
        self.floor | self.extra
    }

    fn pair(&self) -> Candidates {
        Candidates::only(self.digits[0]).with(self.digits[1])
    }

    fn step(&self, kind: u8, eliminations: MarkSet) -> Step {
        let kind = if kind == HIDDEN {
            StepKind::HiddenRectangle
        } else {
            StepKind::Type(kind)
        };
        Step::new(&super::UNIQUE_RECTANGLE)
            .with_kind(kind)
            .with_group(0, self.extra)
            .with_cells(self.cells())
            .with_digits(self.pair())
            .with_eliminations(eliminations)
    }

    /// The first two extra cells, lowest first.
    fn roof(&self) -> Option<(Cell, Cell)> {
        let mut it = self.extra.iter();
        Some((it.next()?, it.next()?))
    }
}

/// The empty cells where each digit is allowed: not seen by a cell where it is placed
/// (HoDoKu's "candidates allowed", blind to eliminations).
fn allowed(marks: &Marks) -> [CellSet; 9] {
    let mut allowed = [marks.empty_cells(); 9];
    for cell in Cell::ALL {
        if let Some(digit) = marks.grid().get(cell) {
            allowed[usize::from(digit.get() - 1)] -= CellSet::peers_of(cell);
        }
    }
    allowed
}

/// Calls `f` with every rectangle HoDoKu's uniqueness tests examine, in its order: from each
/// bivalue cell (in order), with its two digits a < b, a second corner in its box and row
/// (or column), then the other two corners along the columns (or rows), in another box.
/// HoDoKu allows missing candidates: a corner need only be empty with neither digit seen
/// placed, and it checks, literally, a and b in the second and fourth corners but only a in
/// the third. A rectangle met again (by HoDoKu's key of its sorted cells, which two
/// rectangles can share) is passed over, as HoDoKu does.
fn rectangles(marks: &Marks, mut f: impl FnMut(&Rectangle) -> ControlFlow<()>) -> ControlFlow<()> {
    // Rectangles met already, by HoDoKu's key; past its capacity, one is met again.
    let mut seen = [0u32; 400];
    let mut seen_len = 0;
    let allowed = allowed(marks);
    for start in Cell::ALL {
        let pair = marks.candidates(start);
        if pair.len() != 2 {
            continue;
        }
        let mut digits = pair.iter();
        let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
            continue;
        };
        let (allowed_a, allowed_b) = (
            allowed[usize::from(a.get() - 1)],
            allowed[usize::from(b.get() - 1)],
        );
        let box_cells = house(HouseKind::Box, start.box_index());
        for second in box_cells {
            let same_row = second.row() == start.row();
            if second == start
                || (!same_row && second.col() != start.col())
                || !allowed_a.contains(second)
                || !allowed_b.contains(second)
            {
                continue;
            }
            for k in 0..9 {
                // Along the columns of a row pair, or the rows of a column pair.
                let (third, fourth) = if same_row {
                    (
                        Cell::from_row_col(k, start.col()),
                        Cell::from_row_col(k, second.col()),
                    )
                } else {
                    (
                        Cell::from_row_col(start.row(), k),
                        Cell::from_row_col(second.row(), k),
                    )
                };
                let (Some(third), Some(fourth)) = (third, fourth) else {
                    continue;
                };
                if third.box_index() == start.box_index()
                    || !allowed_a.contains(third)
                    || !allowed_a.contains(fourth)
                    || !allowed_b.contains(fourth)
                {
                    continue;
                }
                let corners = [start, second, third, fourth];
                let mut sorted = corners.map(|cell| cell.index() as u32);
                sorted.sort_unstable();
                let key = sorted.iter().fold(0, |key, &i| key * 10 + i);
                if seen[..seen_len].contains(&key) {
                    continue;
                }
                if seen_len < seen.len() {
                    seen[seen_len] = key;
                    seen_len += 1;
                }
                let floor: CellSet = corners
                    .into_iter()
                    .filter(|&cell| marks.candidates(cell).is_subset(pair))
                    .collect();
                let all: CellSet = corners.into_iter().collect();
                f(&Rectangle {
                    corners,
                    digits: [a, b],
                    floor,
                    extra: all - floor,
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Runs `check` over the rectangles, passing on only the steps of `kind`. With a memo, the
/// rectangles come from the list the searches before made on the same marks (see
/// `Context::rectangles`), or are listed there for those after.
fn of_kind(
    cx: &mut Context<'_>,
    kind: u8,
    check: fn(&Marks, &Rectangle, u8, Sink<'_>) -> ControlFlow<()>,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let marks = cx.marks;
    let Some(listed) = cx.rectangles() else {
        return rectangles(marks, |rectangle| check(marks, rectangle, kind, sink));
    };
    let mut cands = [0u16; 81];
    for (slot, cell) in cands.iter_mut().zip(Cell::ALL) {
        *slot = marks.candidates(cell).bits();
    }
    let on = Some((cands, marks.empty_cells().bits()));
    if listed.on != on {
        listed.on = None;
        let mut len = 0;
        let mut whole = true;
        let _ = rectangles(marks, |rectangle| {
            if len == RECTANGLES {
                whole = false;
                return ControlFlow::Break(());
            }
            let [a, b, c, d] = rectangle.corners.map(|cell| cell.index() as u8);
            let [x, y] = rectangle.digits.map(|digit| digit.get() - 1);
            listed.list[len] = [a, b, c, d, x, y];
            len += 1;
            ControlFlow::Continue(())
        });
        if !whole {
            return rectangles(marks, |rectangle| check(marks, rectangle, kind, sink));
        }
        listed.on = on;
        listed.len = len;
    }
    for &[a, b, c, d, x, y] in &listed.list[..listed.len] {
        let corners = [a, b, c, d].map(|i| Cell::ALL[usize::from(i)]);
        let digits = [x, y].map(|d| Digit::ALL[usize::from(d)]);
        let pair = Candidates::EMPTY.with(digits[0]).with(digits[1]);
        let floor: CellSet = corners
            .into_iter()
            .filter(|&cell| marks.candidates(cell).is_subset(pair))
            .collect();
        let all: CellSet = corners.into_iter().collect();
        let rectangle = Rectangle {
            corners,
            digits,
            floor,
            extra: all - floor,
        };
        check(marks, &rectangle, kind, sink)?;
    }
    ControlFlow::Continue(())
}

pub(super) fn unique_rectangles_1(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 1, type_1, sink)
}

pub(super) fn unique_rectangles_2(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 2, type_2_or_5, sink)
}

pub(super) fn unique_rectangles_3(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 3, type_3, sink)
}

pub(super) fn unique_rectangles_4(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 4, type_4, sink)
}

pub(super) fn unique_rectangles_5(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 5, type_2_or_5, sink)
}

pub(super) fn unique_rectangles_6(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, 6, type_6, sink)
}

pub(super) fn hidden_rectangles(cx: &mut Context<'_>, sink: Sink<'_>) -> ControlFlow<()> {
    of_kind(cx, HIDDEN, hidden, sink)
}

/// The number the hidden rectangle goes by among the types here.
const HIDDEN: u8 = 7;

fn type_1(marks: &Marks, r: &Rectangle, _: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let (3, Some(corner)) = (r.floor.len(), r.extra.first()) else {
        return ControlFlow::Continue(());
    };
    let mut eliminations = MarkSet::EMPTY;
    for digit in r.digits {
        if marks.has(corner, digit) {
            eliminations.insert(corner, digit);
        }
    }
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    sink(&r.step(1, eliminations))
}

fn type_2_or_5(marks: &Marks, r: &Rectangle, kind: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let Some((p, q)) = r.roof() else {
        return ControlFlow::Continue(());
    };
    if !(1..=2).contains(&r.floor.len()) {
        return ControlFlow::Continue(());
    }
    let mut extra = Candidates::EMPTY;
    for cell in r.extra {
        extra |= marks.candidates(cell) & !r.pair();
    }
    let seeing_all = r.extra.common_peers();
    let Some(c) = extra.single() else {
        return ControlFlow::Continue(());
    };
    let removed = seeing_all & marks.cells_with(c);
    let side = r.extra.len() == 2 && (p.row() == q.row() || p.col() == q.col());
    if removed.is_empty() || (kind == 2) != side {
        return ControlFlow::Continue(());
    }
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(removed, c);
    sink(&r.step(kind, eliminations))
}

fn type_3(marks: &Marks, r: &Rectangle, _: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let Some((p, q)) = r.roof() else {
        return ControlFlow::Continue(());
    };
    if r.floor.len() != 2 {
        return ControlFlow::Continue(());
    }
    let mut extra = Candidates::EMPTY;
    for cell in r.extra {
        extra |= marks.candidates(cell) & !r.pair();
    }
    let shared = [
        (p.row() == q.row()).then(|| House::new(HouseKind::Row, p.row())),
        (p.col() == q.col()).then(|| House::new(HouseKind::Column, p.col())),
        (p.box_index() == q.box_index()).then(|| House::new(HouseKind::Box, p.box_index())),
    ];
    for house in shared.into_iter().flatten().flatten() {
        // The house's empty cells off the rectangle without a or b, ascending.
        let others: CellSet = CellSet::house(house)
            .iter()
            .filter(|&cell| {
                let here = marks.candidates(cell);
                !here.is_empty() && (here & r.pair()).is_empty() && !r.cells().contains(cell)
            })
            .collect();
        let mut list = [None; 9];
        for (slot, cell) in list.iter_mut().zip(others) {
            *slot = Some(cell);
        }
        Subset {
            marks,
            rectangle: r,
            house,
            others: list,
            sink: &mut *sink,
        }
        .grow(extra, r.extra, 0)?;
    }
    ControlFlow::Continue(())
}

/// The search for type 3's naked sets in one house, in HoDoKu's order: each cell added in
/// turn (ascending), checked, then grown further.
struct Subset<'a, 'b> {
    marks: &'a Marks,
    rectangle: &'a Rectangle,
    house: House,
    /// The house's empty cells off the rectangle without its digits, ascending.
    others: [Option<Cell>; 9],
    sink: Sink<'b>,
}

impl Subset<'_, '_> {
    /// Adds each of the cells from `from` on to the set of `cells` (the roof and the cells
    /// chosen so far, with `digits` between them).
    fn grow(&mut self, digits: Candidates, cells: CellSet, from: usize) -> ControlFlow<()> {
        for i in from..self.others.len() {
            let Some(cell) = self.others[i] else { break };
            let digits = digits | self.marks.candidates(cell);
            let cells = cells | CellSet::single(cell);
            let lined = cells.rows().count_ones() == 1 || cells.cols().count_ones() == 1;
            if (self.house.kind() != HouseKind::Box || !lined) && digits.len() + 1 == cells.len() {
                self.check(digits, cells)?;
            }
            self.grow(digits, cells, i + 1)?;
        }
        ControlFlow::Continue(())
    }

    fn check(&mut self, digits: Candidates, cells: CellSet) -> ControlFlow<()> {
        let mut reach = CellSet::house(self.house);
        if self.house.kind() != HouseKind::Box && cells.boxes().count_ones() == 1 {
            reach |= house(HouseKind::Box, cells.boxes().trailing_zeros() as usize);
        }
        let mut eliminations = MarkSet::EMPTY;
        for digit in digits {
            eliminations.insert_cells((reach - cells) & self.marks.cells_with(digit), digit);
        }
        if eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        let set = cells - self.rectangle.extra;
        (self.sink)(
            &self
                .rectangle
                .step(3, eliminations)
                .with_house(self.house)
                .with_group(1, set)
                .with_removal(Removal::HouseFirst),
        )
    }
}

/// Removes `digit` from the two extra cells.
fn from_roof(marks: &Marks, r: &Rectangle, digit: Digit) -> MarkSet {
    let mut eliminations = MarkSet::EMPTY;
    for cell in r.extra {
        if marks.has(cell, digit) {
            eliminations.insert(cell, digit);
        }
    }
    eliminations
}

fn type_4(marks: &Marks, r: &Rectangle, _: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let Some((p, q)) = r.roof() else {
        return ControlFlow::Continue(());
    };
    if r.floor.len() != 2 || (p.row() != q.row() && p.col() != q.col()) {
        return ControlFlow::Continue(());
    }
    let shared = (CellSet::single(p) | CellSet::single(q)).common_peers();
    let [a, b] = r.digits;
    let removed = if (shared & marks.cells_with(a)).is_empty() {
        b
    } else if (shared & marks.cells_with(b)).is_empty() {
        a
    } else {
        return ControlFlow::Continue(());
    };
    let eliminations = from_roof(marks, r, removed);
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    let house = if p.row() == q.row() {
        House::new(HouseKind::Row, p.row())
    } else {
        House::new(HouseKind::Column, p.col())
    };
    let step = r.step(4, eliminations);
    sink(&match house {
        Some(house) => step.with_house(house),
        None => step,
    })
}

/// The cells of the rectangle's two rows and two columns, off its corners.
fn lines_off(r: &Rectangle) -> CellSet {
    let mut lines = CellSet::EMPTY;
    for cell in r.corners {
        lines |= house(HouseKind::Row, cell.row()) | house(HouseKind::Column, cell.col());
    }
    lines - r.cells()
}

fn type_6(marks: &Marks, r: &Rectangle, _: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let Some((p, q)) = r.roof() else {
        return ControlFlow::Continue(());
    };
    if r.floor.len() != 2 || p.row() == q.row() || p.col() == q.col() {
        return ControlFlow::Continue(());
    }
    let off = lines_off(r);
    let [a, b] = r.digits;
    let removed = if (off & marks.cells_with(a)).is_empty() {
        a
    } else if (off & marks.cells_with(b)).is_empty() {
        b
    } else {
        return ControlFlow::Continue(());
    };
    let eliminations = from_roof(marks, r, removed);
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    sink(&r.step(6, eliminations))
}

fn hidden(marks: &Marks, r: &Rectangle, _: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let Some((p, q)) = r.roof() else {
        return ControlFlow::Continue(());
    };
    let diagonal_floor = r.floor.len() == 2
        && {
            let mut it = r.floor.iter();
            matches!((it.next(), it.next()), (Some(x), Some(y)) if x.row() != y.row() && x.col() != y.col())
        };
    if r.floor.len() != 1 && !diagonal_floor {
        return ControlFlow::Continue(());
    }
    for corner in r.floor {
        // The row and column through the opposite corner.
        let row = if p.row() == corner.row() {
            q.row()
        } else {
            p.row()
        };
        let col = if p.col() == corner.col() {
            q.col()
        } else {
            p.col()
        };
        let Some(target) = Cell::from_row_col(row, col) else {
            continue;
        };
        let lines = (house(HouseKind::Row, row) | house(HouseKind::Column, col)) - r.cells();
        for (x, y) in [(r.digits[0], r.digits[1]), (r.digits[1], r.digits[0])] {
            if !(lines & marks.cells_with(x)).is_empty() || !marks.has(target, y) {
                continue;
            }
            let mut eliminations = MarkSet::EMPTY;
            eliminations.insert(target, y);
            sink(&r.step(HIDDEN, eliminations))?;
        }
    }
    ControlFlow::Continue(())
}
