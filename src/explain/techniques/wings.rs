//! Wings. XY-Wing: a pivot cell {x,y} and two pincers it sees, {x,z} and {y,z}; whichever
//! the pivot holds, one pincer holds z, so z leaves every cell that sees both pincers.
//! XYZ-Wing: pivot {x,y,z}, and the cell must see the pivot too. HoDoKu's W-Wing: two cells
//! {x,y} that do not see each other, joined by a conjugate pair on x (one end seeing each
//! cell): one of the cells holds y.

use core::fmt;
use core::ops::ControlFlow;

use super::shared::se_peers;
use super::single_digit::conjugate_pairs;
use super::{Facts, Search, Technique};
use crate::explain::sentence::{Words, look_for, name, write_pattern};
use crate::explain::{Level, Sink, Step};
use crate::{Cell, CellSet, Digit, MarkSet, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::XYWing,
        name: "XY-Wing",
        hodoku_name: "XY-Wing",
        hint: |step, f| look_for(step, f, "an XY-Wing"),
        se_tenths: 42,
        hodoku: Some((Level::Hard, 160)),
        sentence: pivot_sentence,
    },
    Facts {
        technique: Technique::XYZWing,
        name: "XYZ-Wing",
        hodoku_name: "XYZ-Wing",
        hint: |step, f| look_for(step, f, "an XYZ-Wing"),
        se_tenths: 44,
        hodoku: Some((Level::Hard, 180)),
        sentence: pivot_sentence,
    },
    Facts {
        technique: Technique::WWing,
        name: "W-Wing",
        hodoku_name: "W-Wing",
        hint: |step, f| look_for(step, f, "a W-Wing"),
        se_tenths: 70,
        hodoku: Some((Level::Hard, 150)),
        sentence: write_pattern,
    },
];

pub(super) const XY_WINGS: Search = Search {
    find: xy_wings,
    finds: &[Technique::XYWing],
};

pub(super) const XYZ_WINGS: Search = Search {
    find: xyz_wings,
    finds: &[Technique::XYZWing],
};

pub(super) const W_WINGS: Search = Search {
    find: w_wings,
    finds: &[Technique::WWing],
};

fn pivot_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let pivot = step.focus().ok_or(fmt::Error)?;
    let Words { digits, .. } = step.words();
    let pincers = crate::explain::words::Cells(step.cells() - CellSet::single(pivot));
    write!(
        f,
        "{} with pivot {pivot} and pincers {pincers} on {digits}: ",
        name(step)
    )?;
    step.write_removals(f)
}

fn xy_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    wings(marks, false, sink)
}

fn xyz_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    wings(marks, true, sink)
}

fn wings(marks: &Marks, xyz: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in Cell::ALL {
        let xy = marks.candidates(pivot);
        if xy.len() != pivot_size {
            continue;
        }
        for &xz_cell in se_peers(pivot) {
            let xz = marks.candidates(xz_cell);
            if xz.len() != 2 || (xy & !xz).len() != 1 {
                continue;
            }
            for &yz_cell in se_peers(pivot) {
                let yz = marks.candidates(yz_cell);
                if yz.len() != 2 {
                    continue;
                }
                let union = xy | xz | yz;
                let common = xy & xz & yz;
                let fits = union.len() == 3 && common.len() == if xyz { 1 } else { 0 };
                if !fits {
                    continue;
                }
                let Some(z) = (xz & yz).first() else { continue };
                let mut seen = CellSet::peers_of(xz_cell) & CellSet::peers_of(yz_cell);
                if xyz {
                    seen &= CellSet::peers_of(pivot);
                }
                let pattern =
                    CellSet::single(pivot) | CellSet::single(xz_cell) | CellSet::single(yz_cell);
                let removed = (seen - pattern) & marks.cells_with(z);
                if removed.is_empty() {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert_cells(removed, z);
                let technique = if xyz {
                    Technique::XYZWing
                } else {
                    Technique::XYWing
                };
                sink(
                    Step::new(technique)
                        .with_cells(pattern)
                        .with_focus(pivot)
                        .with_digits(union)
                        .with_eliminations(eliminations),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Two cells with the same two candidates {x, y} that do not see each other, and a conjugate
/// pair on x with one end seeing each cell: one of the cells holds y.
fn w_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let bivalue: CellSet = marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.candidates(cell).len() == 2)
        .collect();
    let pairs_of: [_; 9] = core::array::from_fn(|d| conjugate_pairs(marks, Digit::ALL[d]));
    for c1 in bivalue {
        let pair = marks.candidates(c1);
        for c2 in bivalue.iter().filter(|&c2| c2 > c1) {
            if marks.candidates(c2) != pair || c1.is_peer_of(c2) {
                continue;
            }
            for x in pair {
                let Some(y) = pair.without(x).single() else {
                    continue;
                };
                let removed = (CellSet::single(c1) | CellSet::single(c2)).common_peers()
                    & marks.cells_with(y);
                if removed.is_empty() {
                    continue;
                }
                for (house, p, q) in pairs_of[usize::from(x.get() - 1)].clone() {
                    let ends = CellSet::single(c1) | CellSet::single(c2);
                    if ends.contains(p) || ends.contains(q) {
                        continue;
                    }
                    let links = (p.is_peer_of(c1) && q.is_peer_of(c2))
                        || (p.is_peer_of(c2) && q.is_peer_of(c1));
                    if !links {
                        continue;
                    }
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, y);
                    sink(
                        Step::new(Technique::WWing)
                            .with_house(house)
                            .with_cells(ends | CellSet::single(p) | CellSet::single(q))
                            .with_digits(pair)
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
