//! Sue de Coq: two or three cells where a line crosses a box, holding between them at least
//! two digits more than cells (the set V). Some cells of the line's rest (set L, digits VL)
//! and of the box's rest (set B, digits VB) take up the surplus: together the three sets hold
//! as many digits as cells. Then the line's other cells lose V and VL except what only B
//! holds, and the box's other cells lose V and VB except what only L holds (digits both L
//! and B hold leave both houses).
//!
//! The search follows HoDoKu's order: rows then columns, each line with each box it crosses;
//! the crossing's pairs of cells, each followed by its triples; the line's cells, then the
//! box's, taken as growing sets (each set checked, then grown by the cells after its last).

use core::ops::ControlFlow;

use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Noted, ask_for, name};
use crate::explain::step::{Facts, Removal};
use crate::explain::technique::Technique;
use crate::explain::words::Digits;
use crate::explain::{Level, Step};
use crate::{Candidates, Cell, CellSet, House, HouseKind, MarkSet, Marks};
use core::fmt;

pub(crate) const SUE_DE_COQ: Facts = Facts {
    technique: Technique::SueDeCoq,
    name: "Sue de Coq",
    hodoku_name: "Sue de Coq",
    hodoku_key: Some("SUE_DE_COQ"),
    hint: |step, f| {
        ask_for(step, f, "a Sue de Coq")?;
        let mut houses = step.houses();
        match (houses.next(), houses.next()) {
            (Some(line), Some(boxed)) => write!(f, " where {line} crosses {boxed}"),
            _ => Ok(()),
        }
    },
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 250)),
    forms: &[],
    sentence: sue_de_coq_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[SUE_DE_COQ];

fn sue_de_coq_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (crossing, line_set, box_set) = (step.group(0), step.group(1), step.group(2));
    let mut houses = step.houses();
    let (Some(line), Some(boxed)) = (houses.next(), houses.next()) else {
        return Err(fmt::Error);
    };
    let digits = step.digits();
    let held = |cells: CellSet| {
        cells
            .iter()
            .fold(Candidates::EMPTY, |all, cell| all | step.seen(cell))
    };
    let (line_digits, box_digits) = (held(line_set), held(box_set));
    let both = line_digits & box_digits;
    let from_box = ((digits | box_digits) & !line_digits) | both;
    let from_line = ((digits | line_digits) & !box_digits) | both;
    write!(
        f,
        "{}: where {line} crosses {boxed}, {} hold {} between them, {} more digits than \
         cells; with {} of {line} and {} of {boxed}, the three sets hold as many digits as \
         cells, so each digit is in one of them: no other cell of {line} can hold {}, and \
         no other cell of {boxed} can hold {}: ",
        name(step),
        Noted(step, crossing),
        Digits(digits),
        digits.len() - crossing.len(),
        Noted(step, line_set),
        Noted(step, box_set),
        Digits(from_line).or(),
        Digits(from_box).or(),
    )?;
    step.write_removals(f)
}

pub(crate) const HODOKU_SUE_DE_COQ: Search = Search {
    find: |cx, sink| {
        let marks = cx.marks;
        sue_de_coq(marks, cx.barren_crossings(), sink)
    },
    finds: &[Technique::SueDeCoq],
};

/// The cells of a set, ascending, as a list to take growing subsets from.
#[derive(Clone, Copy)]
struct List {
    cells: [Option<Cell>; 9],
}

impl List {
    fn of(set: CellSet) -> List {
        let mut cells = [None; 9];
        for (slot, cell) in cells.iter_mut().zip(set) {
            *slot = Some(cell);
        }
        List { cells }
    }

    /// Calls `f` with every non-empty subset (its cells and digits), in pre-order: a set,
    /// then the sets grown from it by later cells, before the next cell is taken instead.
    fn subsets(
        &self,
        marks: &Marks,
        f: &mut dyn FnMut(CellSet, Candidates) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.grow(marks, CellSet::EMPTY, Candidates::EMPTY, 0, f)
    }

    fn grow(
        &self,
        marks: &Marks,
        cells: CellSet,
        digits: Candidates,
        from: usize,
        f: &mut dyn FnMut(CellSet, Candidates) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for i in from..self.cells.len() {
            let Some(cell) = self.cells[i] else { break };
            let cells = cells | CellSet::single(cell);
            let digits = digits | marks.candidates(cell);
            f(cells, digits)?;
            self.grow(marks, cells, digits, i + 1, f)?;
        }
        ControlFlow::Continue(())
    }
}

/// The search. A crossing's steps depend only on what the cells of its line and its box
/// hold: `barren`, kept along a path, holds for each crossing what they held when it gave
/// nothing there (see [`held`]), and the crossings that hold the same are skipped.
fn sue_de_coq(
    marks: &Marks,
    mut barren: Option<&mut [[u16; 15]; 54]>,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let empty = marks.empty_cells();
    for (k, kind) in [HouseKind::Row, HouseKind::Column].into_iter().enumerate() {
        for n in 0..9 {
            for b in 0..9 {
                let (Some(line), Some(boxed)) =
                    (House::new(kind, n), House::new(HouseKind::Box, b))
                else {
                    continue;
                };
                let line_cells = CellSet::house(line) & empty;
                let box_cells = CellSet::house(boxed) & empty;
                let crossing = line_cells & box_cells;
                if crossing.len() < 2 {
                    continue;
                }
                // The crossing's slot: its line, and which of the line's three boxes.
                let third = if kind == HouseKind::Row { b % 3 } else { b / 3 };
                let slot = (k * 9 + n) * 3 + third;
                let now = held(marks, empty, line, boxed);
                if barren.as_deref().is_some_and(|barren| barren[slot] == now) {
                    continue;
                }
                let mut gave = false;
                let sink: Sink<'_> = &mut |step| {
                    gave = true;
                    sink(step)
                };
                let houses = Houses {
                    marks,
                    line,
                    boxed,
                    line_cells,
                    box_cells,
                };
                // A line and a box cross in three cells.
                let mut cells = [Cell::ALL[0]; 3];
                for (slot, cell) in cells.iter_mut().zip(crossing) {
                    *slot = cell;
                }
                let len = crossing.len();
                for i1 in 0..len {
                    for i2 in i1 + 1..len {
                        let two = CellSet::single(cells[i1]) | CellSet::single(cells[i2]);
                        let digits = marks.candidates(cells[i1]) | marks.candidates(cells[i2]);
                        if digits.len() >= 4 {
                            houses.check(two, digits, sink)?;
                        }
                        for &third in &cells[i2 + 1..len] {
                            let digits = digits | marks.candidates(third);
                            if digits.len() >= 5 {
                                houses.check(two | CellSet::single(third), digits, sink)?;
                            }
                        }
                    }
                }
                if let (false, Some(barren)) = (gave, barren.as_deref_mut()) {
                    barren[slot] = now;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// What the cells of `line` and `boxed` hold, in cell order: each cell's candidates, with
/// bit 15 for an empty cell (of `empty`).
fn held(marks: &Marks, empty: CellSet, line: House, boxed: House) -> [u16; 15] {
    let mut held = [0u16; 15];
    let cells = CellSet::house(line) | CellSet::house(boxed);
    for (slot, cell) in held.iter_mut().zip(cells) {
        *slot = marks.candidates(cell).bits() | u16::from(empty.contains(cell)) << 15;
    }
    held
}

/// A line, a box it crosses, and their empty cells.
struct Houses<'a> {
    marks: &'a Marks,
    line: House,
    boxed: House,
    line_cells: CellSet,
    box_cells: CellSet,
}

impl Houses<'_> {
    /// Looks for the line's set and the box's set that complete the crossing's `cells`
    /// (holding `digits`).
    fn check(&self, cells: CellSet, digits: Candidates, sink: Sink<'_>) -> ControlFlow<()> {
        let marks = self.marks;
        let surplus = digits.len() - cells.len();
        List::of(self.line_cells - cells).subsets(marks, &mut |line_set, line_digits| {
            let shared = line_digits & digits;
            let extra = (line_digits & !digits).len();
            if shared.is_empty() || line_set.len() <= extra || line_set.len() - extra >= surplus {
                return ControlFlow::Continue(());
            }
            let left = surplus - (line_set.len() - extra);
            // A box cell with a digit the line's set shares with the crossing never belongs
            // to the box's set; leaving such cells out keeps the order of the others' sets.
            let box_pool: CellSet = (self.box_cells - cells - line_set)
                .iter()
                .filter(|&cell| (marks.candidates(cell) & shared).is_empty())
                .collect();
            List::of(box_pool).subsets(marks, &mut |box_set, box_digits| {
                let box_extra = (box_digits & !digits).len();
                if !(box_digits & shared).is_empty()
                    || (box_digits & digits).is_empty()
                    || box_set.len() != left + box_extra
                {
                    return ControlFlow::Continue(());
                }
                let both = box_digits & line_digits;
                let from_box = ((digits | box_digits) & !line_digits) | both;
                let from_line = ((digits | line_digits) & !box_digits) | both;
                let mut eliminations = MarkSet::EMPTY;
                for digit in from_box {
                    let rest = self.box_cells - box_set - cells;
                    eliminations.insert_cells(rest & marks.cells_with(digit), digit);
                }
                for digit in from_line {
                    let rest = self.line_cells - line_set - cells;
                    eliminations.insert_cells(rest & marks.cells_with(digit), digit);
                }
                if eliminations.is_empty() {
                    return ControlFlow::Continue(());
                }
                sink(
                    &Step::new(&SUE_DE_COQ)
                        .with_house(self.line)
                        .with_house(self.boxed)
                        .with_group(0, cells)
                        .with_group(1, line_set)
                        .with_group(2, box_set)
                        .with_cells(cells | line_set | box_set)
                        .with_digits(digits)
                        .with_eliminations(eliminations)
                        .with_removal(Removal::BoxFirst),
                )
            })
        })
    }
}
