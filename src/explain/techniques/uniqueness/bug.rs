//! The bivalue universal grave (BUG). When every empty cell but a few has two candidates and
//! every digit two places in each house, the state would have two solutions, so one of the
//! few cells holds its extra digit.
//!
//! SE's four types (`bugs`): type 1, one such cell, which loses its other candidates; type 2,
//! the extra digits are one digit, which leaves the cells that see them all; type 3, the
//! extra digits form a naked set with other cells of a house; type 4, two cells share a digit
//! besides their extras in a house. Rated 5.6 for type 1, 5.7 for types 2 and 4, 5.7 plus 0.1
//! for each digit of the set beyond the first in type 3.
//!
//! HoDoKu's BUG+1 (`bug_plus_one`): every empty cell is bivalue but one, which has three
//! candidates; without that cell's extra digit (the one digit with three places in a house,
//! and those houses the cell's row, column and box) the grid would have two solutions, so the
//! cell holds it. HoDoKu removes the cell's two other candidates, and takes the naked single
//! as a step of its own.

use core::ops::ControlFlow;

use crate::explain::Step;
use crate::explain::engine::houses::{places, se_peers, se_units};
use crate::explain::engine::subsets::k_subsets;
use crate::explain::search::Sink;
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet, Marks};

/// The bivalue universal grave, types 1 to 4, in SE's order (the first it finds wins).
pub(super) fn bugs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let Some(bug) = Bug::find(marks) else {
        return ControlFlow::Continue(());
    };
    let cells = bug.cells();
    let all = bug.all_values;
    let base = Step::new(&super::BUG).with_cells(cells).with_digits(all);
    if bug.len == 1 {
        let cell = bug.list[0];
        let mut eliminations = MarkSet::EMPTY;
        for digit in marks.candidates(cell) & !all {
            eliminations.insert(cell, digit);
        }
        return sink(
            &base
                .with_type(1)
                .with_tenths(56)
                .with_focus(cell)
                .with_eliminations(eliminations),
        );
    }
    if all.len() == 1 {
        if let (Some(value), false) = (all.first(), bug.common.is_empty()) {
            let removed = bug.common & marks.cells_with(value);
            if !removed.is_empty() {
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert_cells(removed, value);
                sink(
                    &base
                        .with_type(2)
                        .with_tenths(57)
                        .with_eliminations(eliminations),
                )?;
            }
        }
        if bug.len == 2 {
            bug.type_4(marks, base, sink)?;
        }
    } else if !bug.common.is_empty() {
        if bug.len == 2 {
            bug.type_4(marks, base, sink)?;
        }
        bug.type_3(marks, base, sink)?;
    }
    ControlFlow::Continue(())
}

/// A BUG pattern as SE finds it: the cells with extra digits, in the order found, their
/// extra digits, and the cells that see them all.
struct Bug {
    list: [Cell; 81],
    len: usize,
    values: [Candidates; 81],
    all_values: Candidates,
    common: CellSet,
}

impl Bug {
    fn cells(&self) -> CellSet {
        self.list[..self.len].iter().copied().collect()
    }

    /// The pattern, if the marks are a BUG: every house's digits with two places but those
    /// of one cell each, and those cells bivalue without their extra digits.
    fn find(marks: &Marks) -> Option<Bug> {
        let mut bug = Bug {
            list: [Cell::ALL[0]; 81],
            len: 0,
            values: [Candidates::EMPTY; 81],
            all_values: Candidates::EMPTY,
            common: CellSet::EMPTY,
        };
        let mut started = false;
        let mut temp = MarkSet::EMPTY;
        for kind in [
            crate::HouseKind::Box,
            crate::HouseKind::Row,
            crate::HouseKind::Column,
        ] {
            for number in 0..9 {
                let Some(unit) = House::new(kind, number) else {
                    continue;
                };
                for digit in Digit::ALL {
                    let positions = places(marks, unit, digit);
                    if positions.is_empty() || positions.len() == 2 {
                        continue;
                    }
                    let mut wide = CellSet::EMPTY;
                    for cell in positions {
                        if marks.candidates(cell).len() >= 3 {
                            wide.insert(cell);
                        }
                    }
                    if wide.len() == 1 {
                        let cell = wide.first()?;
                        if !bug.cells().contains(cell) {
                            bug.list[bug.len] = cell;
                            bug.len += 1;
                        }
                        bug.values[cell.index()].insert(digit);
                        bug.all_values.insert(digit);
                        temp.insert(cell, digit);
                        let peers = CellSet::peers_of(cell);
                        bug.common = if started { bug.common & peers } else { peers };
                        started = true;
                        bug.common -= bug.cells();
                        if bug.len > 1 && bug.all_values.len() > 1 && bug.common.is_empty() {
                            return None;
                        }
                    }
                    if wide.is_empty() {
                        return None;
                    }
                }
            }
        }
        // Without the extra digits, every empty cell is bivalue and every digit has two
        // places (or none) in every house.
        for cell in marks.empty_cells() {
            if (marks.candidates(cell) & !temp.digits_in(cell)).len() != 2 {
                return None;
            }
        }
        for unit in House::ALL {
            for digit in Digit::ALL {
                let n = (places(marks, unit, digit) - temp.cells_with(digit)).len();
                if n != 0 && n != 2 {
                    return None;
                }
            }
        }
        Some(bug)
    }

    /// The houses of one kind that hold every BUG cell, in SE's order of kinds.
    fn shared_units(&self) -> impl Iterator<Item = House> + '_ {
        let first = self.list[0];
        se_units(first)
            .into_iter()
            .filter(move |unit| self.list[..self.len].iter().all(|&c| unit.contains(c)))
    }

    /// Two BUG cells in a house share one digit besides their extras: each holds its extra
    /// digits or that one.
    fn type_4(&self, marks: &Marks, base: Step, sink: Sink<'_>) -> ControlFlow<()> {
        let (c1, c2) = (self.list[0], self.list[1]);
        let common = marks.candidates(c1) & marks.candidates(c2) & !self.all_values;
        let Some(value) = common.single() else {
            return ControlFlow::Continue(());
        };
        for unit in self.shared_units() {
            let mut eliminations = MarkSet::EMPTY;
            for cell in [c1, c2] {
                let keep = self.values[cell.index()].with(value);
                for digit in marks.candidates(cell) & !keep {
                    eliminations.insert(cell, digit);
                }
            }
            sink(
                &base
                    .with_type(4)
                    .with_tenths(57)
                    .with_house(unit)
                    .with_eliminations(eliminations),
            )?;
        }
        ControlFlow::Continue(())
    }

    /// The BUG cells' extra digits, as one cell, form a naked set with other cells of a house
    /// they share.
    fn type_3(&self, marks: &Marks, base: Step, sink: Sink<'_>) -> ControlFlow<()> {
        let order = se_peers(self.list[0]);
        let bug_cells = self.cells();
        for unit in self.shared_units() {
            // The other cells of the house that see every BUG cell, in SE's order.
            let mut region = [Cell::ALL[0]; 9];
            let mut len = 0;
            for &cell in order {
                if self.common.contains(cell) && unit.contains(cell) {
                    region[len] = cell;
                    len += 1;
                }
            }
            for degree in 2..=6u32 {
                if len < degree as usize {
                    continue;
                }
                for chosen in k_subsets(degree - 1, (1 << len) - 1) {
                    let mut naked_cells = CellSet::EMPTY;
                    let mut others = Candidates::EMPTY;
                    let mut ok = self.all_values.len() > 1;
                    for (i, &cell) in region[..len].iter().enumerate() {
                        if chosen >> i & 1 == 1 {
                            let here = marks.candidates(cell);
                            if here.len() <= 1 {
                                ok = false;
                            }
                            naked_cells.insert(cell);
                            others |= here;
                        }
                    }
                    let naked = others | self.all_values;
                    if others.len() != degree as usize || !ok || naked.len() != degree as usize {
                        continue;
                    }
                    let mut erasable = CellSet::EMPTY;
                    for &cell in &region[..len] {
                        erasable.insert(cell);
                    }
                    erasable = erasable - naked_cells - bug_cells;
                    let mut eliminations = MarkSet::EMPTY;
                    for digit in naked {
                        eliminations.insert_cells(erasable & marks.cells_with(digit), digit);
                    }
                    if eliminations.is_empty() {
                        continue;
                    }
                    let tenths = 57 + (degree as u8 - 1);
                    sink(
                        &base
                            .with_type(3)
                            .with_tenths(tenths)
                            .with_house(unit)
                            .with_group(1, naked_cells)
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// HoDoKu's BUG+1.
pub(super) fn bug_plus_one(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    // Every cell has at most three candidates, and one cell exactly three.
    let mut odd = None;
    for cell in marks.empty_cells() {
        match marks.candidates(cell).len() {
            0..=2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return ControlFlow::Continue(()),
        }
    }
    let Some(cell) = odd else {
        return ControlFlow::Continue(());
    };
    // No digit has more than three places in a house; the digits with three are one digit,
    // in at most one house of each kind.
    let mut extra = None;
    let mut three = [None; 3];
    for house in House::ALL {
        for digit in Digit::ALL {
            match places(marks, house, digit).len() {
                0..=2 => {}
                3 if extra.is_none_or(|d| d == digit) && three[house.kind() as usize].is_none() => {
                    extra = Some(digit);
                    three[house.kind() as usize] = Some(house);
                }
                _ => return ControlFlow::Continue(()),
            }
        }
    }
    // Those houses are the cell's own, and the digit is one of its candidates.
    let Some(digit) = extra.filter(|&digit| marks.has(cell, digit)) else {
        return ControlFlow::Continue(());
    };
    if three != cell.houses().map(Some) {
        return ControlFlow::Continue(());
    }
    let mut eliminations = MarkSet::EMPTY;
    for other in marks.candidates(cell).without(digit) {
        eliminations.insert(cell, other);
    }
    sink(
        &Step::new(&super::BUG)
            .with_type(1)
            .with_cells(CellSet::single(cell))
            .with_focus(cell)
            .with_digits(Candidates::only(digit))
            .with_eliminations(eliminations),
    )
}
