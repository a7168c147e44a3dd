//! Sudoku Explainer's unique rectangles and loops: cells holding the same two digits, linked
//! by houses in a closed loop that visits each of its houses twice (once from an even
//! position, once from an odd one): if they held only those two digits, the digits could be
//! swapped along the loop. So one of the cells with more candidates (the rescue cells) holds
//! an extra digit. Type 1: one rescue cell, which loses the two loop digits. Type 2: the
//! rescue cells share one extra digit, which leaves every cell that sees them all. Type 3:
//! two rescue cells in a house act as one cell holding their extra digits, which forms a
//! naked set with other cells of the house (or the loop digits a hidden set). Type 4: one loop
//! digit is confined to the two rescue cells in a house, so they lose the other one.
//!
//! As SE 1.2.1 does it: the loops are found by its depth-first search from each bivalue cell
//! in row order, its steps ordered by rating (then type, then the order found), and its
//! ratings: 4.5 for a rectangle, 4.6 for a loop of 6 cells, 4.7 of 8, 5.0 of 10 or more, plus
//! 0.1 for each cell beyond the first in a type 3 set.

use core::ops::ControlFlow;

use crate::explain::engine::houses::{empty_in, places, se_units};
use crate::explain::engine::subsets::k_subsets;
use crate::explain::search::Sink;
use crate::explain::{Step, StepKind};
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet, Marks};

/// The index of `cell` in `unit`'s cells.
fn index_in(unit: House, cell: Cell) -> usize {
    unit.cells().iter().position(|&c| c == cell).unwrap_or(0)
}

/// SE's rating of a unique loop of `size` cells, as the double it computes, plus `add`
/// tenths the way type 3 adds them (`add * 0.1`).
pub(super) fn loop_difficulty(size: usize, add: u32) -> f64 {
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

/// Type `number` of a loop of `size` cells: a unique rectangle's, or a unique loop's.
fn form(size: usize, number: u8) -> StepKind {
    if size > 4 {
        StepKind::Loop(number)
    } else {
        StepKind::Type(number)
    }
}

/// Tenths of a rating, rounded.
pub(super) fn tenths(difficulty: f64) -> u8 {
    let t = difficulty * 10.0 + 0.5;
    // The ratings here lie between 4.5 and 6.5.
    t as u8
}

/// The steps of every unique loop, in SE's order: by rating (as SE's doubles compare), then
/// by type, then in the order found.
pub(super) fn unique_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    // First pass: which (rating, type) keys occur, and the first step of the least.
    let mut keys = [(0.0f64, 0u8); 64];
    let mut n_keys = 0;
    let mut first: Option<(f64, u8, Step)> = None;
    let _ = each_loop_step(marks, &mut |step, difficulty| {
        let key = (difficulty, step.kind_number());
        if !keys[..n_keys].contains(&key) && n_keys < keys.len() {
            keys[n_keys] = key;
            n_keys += 1;
        }
        if first.is_none_or(|(d, k, _)| less(key, (d, k))) {
            first = Some((difficulty, step.kind_number(), step));
        }
        ControlFlow::Continue(())
    });
    let Some((_, _, first)) = first else {
        return ControlFlow::Continue(());
    };
    sink(&first)?;
    let keys = &mut keys[..n_keys];
    // At most 64 keys, each once: sorted by `less` in place (a slice sort of these pairs would
    // bring 9 KB of its own into the `.wasm`).
    for i in 1..keys.len() {
        let mut j = i;
        while j > 0 && less(keys[j], keys[j - 1]) {
            keys.swap(j, j - 1);
            j -= 1;
        }
    }
    // Then every key in order, each step once (the first, already given, skipped).
    for &key in keys.iter() {
        let mut given = Given::new();
        given.add(&first);
        each_loop_step(marks, &mut |step, difficulty| {
            if (difficulty, step.kind_number()) != key || !given.add(&step) {
                return ControlFlow::Continue(());
            }
            sink(&step)
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
        let key = (step.cells().bits(), step.kind_number(), hash);
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
        let with_pair = pair
            .iter()
            .fold(CellSet::ALL, |cells, digit| cells & marks.cells_with(digit));
        let in_loops = loop_cells(with_pair);
        if !in_loops.contains(start) {
            continue;
        }
        let mut search = LoopSearch {
            marks,
            pair,
            with_pair,
            in_loops,
            path: [start; 81],
            len: 0,
            on_path: CellSet::EMPTY,
            visited: [0; 2],
        };
        search.extend(start, 2, Candidates::EMPTY, 3, &mut |path| {
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
    /// Those of them that can lie on a valid loop ([`loop_cells`]): the search goes into no
    /// other (it still reads their digits, as SE does).
    in_loops: CellSet,
    path: [Cell; 81],
    len: usize,
    on_path: CellSet,
    /// The houses of the path's cells at even and at odd positions, as bits of
    /// [`House::index`]: a valid loop visits each house once from each ([`is_valid_loop`]),
    /// so a path that visits a house twice from the same parity never becomes one.
    visited: [u32; 2],
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
        let parity = self.len % 2;
        self.visited[parity] |= house_bits(cell);
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
                    // A path through a cell outside `in_loops`, or visiting a house twice
                    // from the same parity, closes into no valid loop.
                    let can_close = self.in_loops.contains(next)
                        && house_bits(next) & self.visited[self.len % 2] == 0;
                    if can_close && (here.len() == 2 || extra.len() == 1 || allowed > 0) {
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
        self.visited[parity] &= !house_bits(cell);
        flow
    }
}

/// The cells of `cells` that can lie on a valid loop through them: a valid loop visits each
/// house of each of its cells twice ([`is_valid_loop`]), so each of its cells shares its box,
/// its row and its column with another of its cells. Cells without such partners are taken
/// out until all that remain have them.
fn loop_cells(cells: CellSet) -> CellSet {
    let mut left = cells;
    loop {
        let mut kept = CellSet::EMPTY;
        for cell in left {
            let alone = CellSet::single(cell);
            if cell
                .houses()
                .into_iter()
                .all(|unit| !(CellSet::house(unit) & (left - alone)).is_empty())
            {
                kept.insert(cell);
            }
        }
        if kept == left {
            return left;
        }
        left = kept;
    }
}

/// The houses of `cell` as bits of [`House::index`].
fn house_bits(cell: Cell) -> u32 {
    cell.houses()
        .into_iter()
        .fold(0, |bits, unit| bits | 1 << unit.index())
}

/// Whether each house the loop visits is visited exactly twice, from an even and an odd
/// position.
fn is_valid_loop(path: &[Cell]) -> bool {
    let mut visited = [0u32; 2];
    for (i, &cell) in path.iter().enumerate() {
        for unit in cell.houses() {
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
    let base = Step::new(&super::UNIQUE_RECTANGLE)
        .with_cells(cells)
        .with_group(0, extra_cells)
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
                base.with_kind(form(size, 1))
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
    let removed = extra_cells.common_peers() & marks.cells_with(value);
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(removed, value);
    let d = loop_difficulty(size, 0);
    found(
        base.with_kind(form(size, 2))
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
                // A set with `c2`, or with a cell of fewer than two candidates, is no naked
                // set: only the others are tried.
                let within = cells
                    .iter()
                    .enumerate()
                    .filter(|&(i, &cell)| i != i2 && marks.candidates(cell).len() >= 2)
                    .fold(1u16 << i1, |mask, (i, _)| mask | 1 << i);
                // The sets with `c1`, ascending: with its bit added to every set of the
                // others, the order stays (degree is 2 or more: `extra` has two digits).
                let with_c1 = 1u16 << i1;
                for combo in k_subsets(degree - 1, within & !with_c1).map(|rest| rest | with_c1) {
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
                        base.with_kind(form(size, 3))
                            .with_tenths(tenths(d))
                            .with_house(unit)
                            .with_group(1, others)
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
                for chosen in k_subsets(degree - 2, (1 << n_rem) - 1) {
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
                        base.with_kind(form(size, 3))
                            .with_tenths(tenths(d))
                            .with_house(unit)
                            .with_group(1, hidden)
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
        base.with_kind(form(size, 4))
            .with_tenths(tenths(d))
            .with_house(unit)
            .with_focus(c1)
            .with_eliminations(eliminations),
        d,
    )
}
