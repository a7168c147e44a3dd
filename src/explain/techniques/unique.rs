//! Uniqueness: patterns that would give a puzzle two solutions, so cannot be all there in a
//! puzzle with one.
//!
//! - **Unique rectangles and loops.** Cells holding the same two digits, linked by houses in a
//!   closed loop that visits each of its houses twice (once from an even position, once from
//!   an odd one): if they held only those two digits, the digits could be swapped along the
//!   loop. So one of the cells with more candidates (the rescue cells) holds an extra digit.
//!   Type 1: one rescue cell, which loses the two loop digits. Type 2: the rescue cells share
//!   one extra digit, which leaves every cell that sees them all. Type 3: two rescue cells in
//!   a house act as one cell holding their extra digits, which forms a naked set with other
//!   cells of the house (or the loop digits a hidden set). Type 4: one loop digit is confined
//!   to the two rescue cells in a house, so they lose the other one.
//! - **Bivalue universal grave (BUG).** When every empty cell but a few has two candidates
//!   and every digit two places in each house, the state would have two solutions, so one of
//!   the few cells holds its extra digit. Type 1: one such cell; type 2: the extra digits are
//!   one digit, which leaves the cells that see them all; type 3: the extra digits form a
//!   naked set with other cells of a house; type 4: two cells share a digit besides their
//!   extras in a house.
//!
//! Both follow Sudoku Explainer 1.2.1: the loops are found by its depth-first search from each
//! bivalue cell in row order, its steps ordered by rating (then type, then the order found),
//! and its ratings: 4.5 for a rectangle, 4.6 for a loop of 6 cells, 4.7 of 8, 5.0 of 10 or
//! more, plus 0.1 for each cell beyond the first in a type 3 set; BUG 5.6 for type 1, 5.7 for
//! types 2 and 4, 5.7 plus 0.1 for each digit of the set beyond the first in type 3.

use core::ops::ControlFlow;

use super::{combinations, empty_in, places};
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks, Unit};

/// The houses of a cell in SE's order: box, row, column.
fn se_units(cell: Cell) -> [Unit; 3] {
    let [row, col, boxed] = cell.units();
    [boxed, row, col]
}

/// The cells a cell sees, in the order SE lists them (box, then row, then column, each
/// cell once): the order some of SE's searches depend on.
pub(crate) fn se_peers(cell: Cell) -> &'static [Cell; 20] {
    &SE_PEERS[cell.index()]
}

/// Every cell's peers in SE's order, computed once: the searches read them in their inner
/// loops.
static SE_PEERS: [[Cell; 20]; 81] = {
    let mut table = [[Cell::ALL[0]; 20]; 81];
    let mut i = 0;
    while i < 81 {
        let cell = Cell::ALL[i];
        let [row, col, boxed] = cell.units();
        let units = [boxed, row, col];
        let mut seen = 1u128 << i;
        let mut n = 0;
        let mut u = 0;
        while u < 3 {
            let cells = units[u].cells();
            let mut k = 0;
            while k < 9 {
                let other = cells[k];
                if seen >> other.index() & 1 == 0 {
                    seen |= 1 << other.index();
                    table[i][n] = other;
                    n += 1;
                }
                k += 1;
            }
            u += 1;
        }
        assert!(n == 20);
        i += 1;
    }
    table
};

/// The index of `cell` in `unit`'s cells.
fn index_in(unit: Unit, cell: Cell) -> usize {
    unit.cells().iter().position(|&c| c == cell).unwrap_or(0)
}

/// The k-subsets of 0..n as masks, in the order of SE's `Permutations` (ascending).
fn subsets(k: u32, n: u32) -> impl Iterator<Item = u32> {
    (0u32..1 << n).filter(move |m| m.count_ones() == k)
}

/// SE's rating of a unique loop of `size` cells, as the double it computes, plus `add`
/// tenths the way type 3 adds them (`add * 0.1`).
fn loop_difficulty(size: usize, add: u32) -> f64 {
    let mut result = 4.5;
    if size >= 10 {
        result += 0.3;
    }
    if size >= 8 {
        result += 0.2;
    } else if size >= 6 {
        result += 0.1;
    }
    if add > 0 {
        result += f64::from(add) * 0.1;
    }
    result
}

/// Tenths of a rating, rounded.
fn tenths(difficulty: f64) -> u8 {
    let t = difficulty * 10.0 + 0.5;
    // The ratings here lie between 4.5 and 6.5.
    t as u8
}

/// The steps of every unique loop, in SE's order: by rating (as SE's doubles compare), then
/// by type, then in the order found.
pub(crate) fn unique_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    // First pass: which (rating, type) keys occur, and the first step of the least.
    let mut keys = [(0.0f64, 0u8); 64];
    let mut n_keys = 0;
    let mut first: Option<(f64, u8, Step)> = None;
    let _ = each_loop_step(marks, &mut |step, difficulty| {
        let key = (difficulty, step.kind());
        if !keys[..n_keys].contains(&key) && n_keys < keys.len() {
            keys[n_keys] = key;
            n_keys += 1;
        }
        if first.is_none_or(|(d, k, _)| less(key, (d, k))) {
            first = Some((difficulty, step.kind(), step));
        }
        ControlFlow::Continue(())
    });
    let Some((_, _, first)) = first else {
        return ControlFlow::Continue(());
    };
    sink(first)?;
    let keys = &mut keys[..n_keys];
    keys.sort_unstable_by(|a, b| {
        a.0.partial_cmp(&b.0)
            .unwrap_or(core::cmp::Ordering::Equal)
            .then(a.1.cmp(&b.1))
    });
    // Then every key in order, each step once (the first, already given, skipped).
    for &key in keys.iter() {
        let mut given = Given::new();
        given.add(&first);
        each_loop_step(marks, &mut |step, difficulty| {
            if (difficulty, step.kind()) != key || !given.add(&step) {
                return ControlFlow::Continue(());
            }
            sink(step)
        })?;
    }
    ControlFlow::Continue(())
}

fn less(a: (f64, u8), b: (f64, u8)) -> bool {
    a.0 < b.0 || (a.0 == b.0 && a.1 < b.1)
}

/// The steps given so far in a pass (up to a bound; beyond it, repeats may show again).
struct Given {
    seen: [(u128, u8, u64); 48],
    len: usize,
}

impl Given {
    fn new() -> Given {
        Given {
            seen: [(0, 0, 0); 48],
            len: 0,
        }
    }

    /// Records the step; false when an equal one was recorded already.
    fn add(&mut self, step: &Step) -> bool {
        let mut hash = 0u64;
        for (cell, digit) in step.eliminations() {
            hash = hash.rotate_left(7) ^ (cell.index() as u64 * 10 + u64::from(digit.get()));
        }
        let key = (step.cells().bits(), step.kind(), hash);
        if self.seen[..self.len].contains(&key) {
            return false;
        }
        if self.len < self.seen.len() {
            self.seen[self.len] = key;
            self.len += 1;
        }
        true
    }
}

type LoopSink<'a> = &'a mut dyn FnMut(Step, f64) -> ControlFlow<()>;

/// Every unique loop step with SE's rating, in the order SE finds them.
fn each_loop_step(marks: &Marks, found: LoopSink<'_>) -> ControlFlow<()> {
    for start in Cell::ALL {
        let pair = marks.candidates(start);
        if pair.len() != 2 {
            continue;
        }
        let mut search = LoopSearch {
            marks,
            pair,
            with_pair: pair
                .iter()
                .fold(CellSet::ALL, |cells, digit| cells & marks.cells_with(digit)),
            path: [start; 81],
            len: 0,
            on_path: CellSet::EMPTY,
        };
        search.extend(start, 2, Candidates::NONE, 3, &mut |path| {
            loop_steps(marks, path, pair, found)
        })?;
    }
    ControlFlow::Continue(())
}

/// SE's depth-first search for loops through cells holding both digits of `pair`.
struct LoopSearch<'a> {
    marks: &'a Marks,
    pair: Candidates,
    /// The cells holding both digits of the pair: the only ones a loop goes through.
    with_pair: CellSet,
    path: [Cell; 81],
    len: usize,
    on_path: CellSet,
}

impl LoopSearch<'_> {
    /// Adds `cell` to the path and tries every next cell through a house of a kind other
    /// than `last` (0 box, 1 row, 2 column, 3 none). `allowed` counts the cells with extra
    /// candidates still allowed; `extra` gathers extra digits as SE does (over the cells
    /// tried at each level, not only those on the path).
    fn extend(
        &mut self,
        cell: Cell,
        allowed: i32,
        extra: Candidates,
        last: usize,
        closed: &mut dyn FnMut(&[Cell]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.path[self.len] = cell;
        self.len += 1;
        self.on_path.insert(cell);
        let mut extra = extra;
        let mut flow = ControlFlow::Continue(());
        'kinds: for (kind, unit) in se_units(cell).into_iter().enumerate() {
            if kind == last {
                continue;
            }
            // The house's cells in its order (ascending), those without the pair skipped.
            for next in CellSet::house(unit) & self.with_pair {
                if next == self.path[0] && self.len >= 4 {
                    flow = closed(&self.path[..self.len]);
                } else if !self.on_path.contains(next) {
                    let here = self.marks.candidates(next);
                    extra = (extra | here) & !self.pair;
                    if here.len() == 2 || extra.len() == 1 || allowed > 0 {
                        let left = allowed - i32::from(here.len() > 2);
                        flow = self.extend(next, left, extra, kind, closed);
                    }
                }
                if flow.is_break() {
                    break 'kinds;
                }
            }
        }
        self.len -= 1;
        self.on_path.remove(cell);
        flow
    }
}

/// Whether each house the loop visits is visited exactly twice, from an even and an odd
/// position.
fn is_valid_loop(path: &[Cell]) -> bool {
    let mut visited = [0u32; 2];
    for (i, &cell) in path.iter().enumerate() {
        for unit in cell.units() {
            let bit = 1u32 << unit.index();
            if visited[i % 2] & bit != 0 {
                return false;
            }
            visited[i % 2] |= bit;
        }
    }
    visited[0] == visited[1]
}

/// The steps a closed loop gives, in SE's order: type 1, 2, 3 then 4.
fn loop_steps(
    marks: &Marks,
    path: &[Cell],
    pair: Candidates,
    found: LoopSink<'_>,
) -> ControlFlow<()> {
    if !is_valid_loop(path) {
        return ControlFlow::Continue(());
    }
    let mut cells = CellSet::EMPTY;
    let mut extra_cells = CellSet::EMPTY;
    let mut rescue = [path[0]; 2];
    for &cell in path {
        cells.insert(cell);
        if marks.candidates(cell).len() > 2 {
            if extra_cells.len() < 2 {
                rescue[extra_cells.len()] = cell;
            }
            extra_cells.insert(cell);
        }
    }
    let size = path.len();
    let base = Step::new(Technique::UniqueRectangle)
        .with_cells(cells)
        .with_digits(pair);
    let [c1, c2] = rescue;
    match extra_cells.len() {
        1 => {
            let mut eliminations = MarkSet::EMPTY;
            for digit in pair {
                eliminations.insert(c1, digit);
            }
            let d = loop_difficulty(size, 0);
            found(
                base.with_kind(1)
                    .with_tenths(tenths(d))
                    .with_focus(c1)
                    .with_eliminations(eliminations),
                d,
            )
        }
        0 => ControlFlow::Continue(()),
        n => {
            let extra = (marks.candidates(c1) | marks.candidates(c2)) & !pair;
            if n > 2 || extra.len() == 1 {
                type_2(marks, size, base, extra_cells, c1, pair, found)?;
            } else {
                type_3(marks, size, base, c1, c2, pair, extra, found)?;
            }
            if n == 2 {
                type_4(marks, size, base, c1, c2, pair, found)?;
            }
            ControlFlow::Continue(())
        }
    }
}

/// The rescue cells share one extra digit: it leaves the cells that see them all.
fn type_2(
    marks: &Marks,
    size: usize,
    base: Step,
    extra_cells: CellSet,
    first: Cell,
    pair: Candidates,
    found: LoopSink<'_>,
) -> ControlFlow<()> {
    let Some(value) = (marks.candidates(first) & !pair).first() else {
        return ControlFlow::Continue(());
    };
    let mut seen = CellSet::ALL;
    for cell in extra_cells {
        seen &= CellSet::peers_of(cell);
    }
    let removed = (seen - extra_cells) & marks.cells_with(value);
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(removed, value);
    let d = loop_difficulty(size, 0);
    found(
        base.with_kind(2)
            .with_tenths(tenths(d))
            .with_eliminations(eliminations),
        d,
    )
}

/// Two rescue cells in a house, taken as one cell holding their extra digits, form a naked
/// set with other cells of the house; or the loop digits and others form a hidden set.
#[allow(clippy::too_many_arguments)]
fn type_3(
    marks: &Marks,
    size: usize,
    base: Step,
    c1: Cell,
    c2: Cell,
    pair: Candidates,
    extra: Candidates,
    found: LoopSink<'_>,
) -> ControlFlow<()> {
    let both = extra & marks.candidates(c1) & marks.candidates(c2);
    for degree in extra.len() as u32..=7 {
        for unit in se_units(c1) {
            if !unit.contains(c2) {
                continue;
            }
            let empty = empty_in(marks, unit).len() as u32;
            let cells = unit.cells();
            let (i1, i2) = (index_in(unit, c1), index_in(unit, c2));
            if degree * 2 <= empty {
                for combo in combinations(degree) {
                    if combo >> i1 & 1 == 0 || combo >> i2 & 1 == 1 {
                        continue;
                    }
                    let mut naked = both;
                    let mut union = extra;
                    let mut others = CellSet::EMPTY;
                    let mut ok = true;
                    for (i, &cell) in cells.iter().enumerate() {
                        if combo >> i & 1 == 0 || i == i1 {
                            continue;
                        }
                        let here = marks.candidates(cell);
                        if here.len() <= 1 {
                            ok = false;
                        }
                        naked |= here;
                        union |= here;
                        others.insert(cell);
                    }
                    if !ok || naked.len() != degree as usize || union.len() != degree as usize {
                        continue;
                    }
                    let rest =
                        CellSet::house(unit) - others - CellSet::single(c1) - CellSet::single(c2);
                    let mut eliminations = MarkSet::EMPTY;
                    for digit in union {
                        eliminations.insert_cells(rest & marks.cells_with(digit), digit);
                    }
                    if eliminations.is_empty() {
                        continue;
                    }
                    let d = loop_difficulty(size, degree - 1);
                    found(
                        base.with_kind(3)
                            .with_tenths(tenths(d))
                            .with_house(unit)
                            .with_eliminations(eliminations),
                        d,
                    )?;
                }
            }
            if degree * 2 < empty {
                let mut rem = [Digit::ALL[0]; 9];
                let mut n_rem = 0;
                for digit in Digit::ALL {
                    if !pair.contains(digit) && !extra.contains(digit) {
                        rem[n_rem] = digit;
                        n_rem += 1;
                    }
                }
                if degree - 2 > n_rem as u32 {
                    continue;
                }
                let without_c2 = CellSet::house(unit) - CellSet::single(c2);
                for chosen in subsets(degree - 2, n_rem as u32) {
                    let mut values = pair;
                    for (i, &digit) in rem[..n_rem].iter().enumerate() {
                        if chosen >> i & 1 == 1 {
                            values.insert(digit);
                        }
                    }
                    let mut union = CellSet::EMPTY;
                    let mut ok = true;
                    for digit in values {
                        let here = places(marks, unit, digit) & without_c2;
                        if here.is_empty() {
                            ok = false;
                        }
                        union |= here;
                    }
                    if !ok || union.len() != degree as usize {
                        continue;
                    }
                    let hidden = union - CellSet::single(c1);
                    let mut eliminations = MarkSet::EMPTY;
                    for cell in hidden {
                        for digit in marks.candidates(cell) & !values {
                            eliminations.insert(cell, digit);
                        }
                    }
                    if eliminations.is_empty() {
                        continue;
                    }
                    let d = loop_difficulty(size, hidden.len() as u32 - 1);
                    found(
                        base.with_kind(3)
                            .with_tenths(tenths(d))
                            .with_house(unit)
                            .with_eliminations(eliminations),
                        d,
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// One loop digit confined to the two rescue cells in a house of both: they lose the other.
#[allow(clippy::too_many_arguments)]
fn type_4(
    marks: &Marks,
    size: usize,
    base: Step,
    c1: Cell,
    c2: Cell,
    pair: Candidates,
    found: LoopSink<'_>,
) -> ControlFlow<()> {
    let mut digits = pair.iter();
    let (Some(v1), Some(v2)) = (digits.next(), digits.next()) else {
        return ControlFlow::Continue(());
    };
    let both = CellSet::single(c1) | CellSet::single(c2);
    let (mut r1, mut r2) = (None, None);
    for unit in se_units(c1) {
        if !unit.contains(c2) {
            continue;
        }
        if (places(marks, unit, v1) - both).is_empty() {
            r1 = Some(unit);
        }
        if (places(marks, unit, v2) - both).is_empty() {
            r2 = Some(unit);
        }
    }
    let (unit, remove) = match (r1, r2) {
        (Some(unit), _) => (unit, v2),
        (None, Some(unit)) => (unit, v1),
        (None, None) => return ControlFlow::Continue(()),
    };
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(both, remove);
    let d = loop_difficulty(size, 0);
    found(
        base.with_kind(4)
            .with_tenths(tenths(d))
            .with_house(unit)
            .with_focus(c1)
            .with_eliminations(eliminations),
        d,
    )
}

/// The bivalue universal grave, types 1 to 4, in SE's order (the first it finds wins).
pub(crate) fn bugs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let Some(bug) = Bug::find(marks) else {
        return ControlFlow::Continue(());
    };
    let cells = bug.cells();
    let all = bug.all_values;
    let base = Step::new(Technique::Bug).with_cells(cells).with_digits(all);
    if bug.len == 1 {
        let cell = bug.list[0];
        let mut eliminations = MarkSet::EMPTY;
        for digit in marks.candidates(cell) & !all {
            eliminations.insert(cell, digit);
        }
        return sink(
            base.with_kind(1)
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
                    base.with_kind(2)
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
            values: [Candidates::NONE; 81],
            all_values: Candidates::NONE,
            common: CellSet::EMPTY,
        };
        let mut started = false;
        let mut temp = MarkSet::EMPTY;
        for kind in [
            crate::UnitKind::Box,
            crate::UnitKind::Row,
            crate::UnitKind::Column,
        ] {
            for number in 0..9 {
                let Some(unit) = Unit::new(kind, number) else {
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
        for unit in Unit::ALL {
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
    fn shared_units(&self) -> impl Iterator<Item = Unit> + '_ {
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
                base.with_kind(4)
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
                for chosen in subsets(degree - 1, len as u32) {
                    let mut naked_cells = CellSet::EMPTY;
                    let mut others = Candidates::NONE;
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
                        base.with_kind(3)
                            .with_tenths(tenths)
                            .with_house(unit)
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;
    use std::vec::Vec;

    use super::*;
    use crate::Grid;

    const SOLVED: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::from_row_col(row, col).unwrap()
    }

    fn digits(list: &[u8]) -> Candidates {
        list.iter()
            .map(|&d| Candidates::only(Digit::new(d).unwrap()))
            .fold(Candidates::NONE, |a, b| a | b)
    }

    /// The solved grid with `empty` cells emptied, their candidates those the grid leaves,
    /// then replaced as `set` says.
    fn state(empty: &[(usize, usize)], set: &[(usize, usize, &[u8])]) -> Marks {
        let mut grid: Grid = SOLVED.parse().unwrap();
        for &(r, c) in empty {
            grid.clear(cell(r, c));
        }
        let natural = Marks::new(&grid);
        Marks::from_candidates(&grid, |at| {
            set.iter()
                .find(|&&(r, c, _)| cell(r, c) == at)
                .map_or(natural.candidates(at), |&(_, _, d)| digits(d))
        })
    }

    fn steps(marks: &Marks, search: crate::explain::Search) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = search(marks, &mut |step| {
            out.push(step);
            ControlFlow::Continue(())
        });
        out
    }

    // In SOLVED, r1c2 = r2c4 = 1 and r1c4 = r2c2 = 3: a rectangle in boxes 1 and 2.
    const CORNERS: [(usize, usize); 4] = [(0, 1), (0, 3), (1, 1), (1, 3)];

    #[test]
    fn type_1_removes_the_pair_from_the_only_rescue_cell() {
        let marks = state(&CORNERS, &[(1, 3, &[1, 3, 5])]);
        let found = steps(&marks, unique_loops);
        assert_eq!(found.len(), 1);
        let step = found[0];
        assert_eq!((step.kind(), step.tenths()), (1, 45));
        assert_eq!(
            step.to_string(),
            "Unique rectangle type 1 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: remove 1 and 3 \
             from r2c4"
        );
    }

    #[test]
    fn no_rectangle_over_four_boxes_or_through_a_given() {
        // r3c3 = r6c9 = 8 and r3c9 = r6c3 = 6: the same digits, but in four boxes, where
        // swapping them breaks the boxes.
        let four = [(2, 2), (2, 8), (5, 2), (5, 8)];
        let marks = state(
            &four,
            &[
                (2, 2, &[6, 8]),
                (2, 8, &[6, 8]),
                (5, 2, &[6, 8]),
                (5, 8, &[6, 8, 1]),
            ],
        );
        assert!(steps(&marks, unique_loops).is_empty());
        // Three corners empty, the fourth a given: nothing.
        let marks = state(&CORNERS[..3], &[(1, 1, &[1, 3, 5])]);
        assert!(steps(&marks, unique_loops).is_empty());
    }

    #[test]
    fn type_2_then_type_4_in_order() {
        let marks = state(
            &[(0, 1), (0, 3), (1, 1), (1, 3), (1, 5)],
            &[(1, 1, &[1, 3, 7]), (1, 3, &[1, 3, 7]), (1, 5, &[7, 8])],
        );
        let found = steps(&marks, unique_loops);
        let kinds: Vec<_> = found.iter().map(|s| (s.kind(), s.tenths())).collect();
        assert_eq!(kinds, [(2, 45), (4, 45)]);
        assert_eq!(
            found[0].to_string(),
            "Unique rectangle type 2 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: remove 7 from r2c6"
        );
        assert_eq!(
            found[1].to_string(),
            "Unique rectangle type 4 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4, one of them only \
             there in row 2: remove 3 from r2c2 and r2c4"
        );
    }

    #[test]
    fn type_3_naked_pair_rates_one_tenth_more() {
        let marks = state(
            &[(0, 1), (0, 3), (1, 1), (1, 3), (1, 5), (1, 7)],
            &[
                (1, 1, &[1, 3, 7]),
                (1, 3, &[1, 3, 8]),
                (1, 5, &[7, 8]),
                (1, 7, &[4, 7]),
            ],
        );
        let found = steps(&marks, unique_loops);
        let kinds: Vec<_> = found.iter().map(|s| (s.kind(), s.tenths())).collect();
        assert_eq!(kinds, [(4, 45), (3, 46)]);
        assert_eq!(
            found[1].to_string(),
            "Unique rectangle type 3 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4, its extra digits \
             forming a set in row 2: remove 7 from r2c8"
        );
    }

    #[test]
    fn bug_type_1_on_a_grave_with_one_extra() {
        // The rectangle's four cells bivalue, one with a third digit: every digit has two
        // places in each house but 5 (once in row 2, column 4 and box 2).
        let marks = state(&CORNERS, &[(1, 3, &[1, 3, 5])]);
        let found = steps(&marks, bugs);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].kind(), found[0].tenths()), (1, 56));
        assert_eq!(
            found[0].to_string(),
            "Bivalue universal grave type 1: without 5 in r2c4, the puzzle would have two \
             solutions: remove 1 and 3 from r2c4"
        );
        // All bivalue: a grave with no way out, not a step.
        assert!(steps(&state(&CORNERS, &[]), bugs).is_empty());
    }

    #[test]
    fn loop_ratings_follow_se() {
        assert_eq!(tenths(loop_difficulty(4, 0)), 45);
        assert_eq!(tenths(loop_difficulty(6, 0)), 46);
        assert_eq!(tenths(loop_difficulty(8, 0)), 47);
        assert_eq!(tenths(loop_difficulty(10, 0)), 50);
        assert_eq!(tenths(loop_difficulty(6, 2)), 48);
        // SE compares doubles: a loop of 6 with a pair is a hair below a loop of 8.
        assert!(loop_difficulty(6, 1) < loop_difficulty(8, 0));
    }
}
