//! Wings: a pivot cell and two pincers it sees. XY-Wing: pivot {x,y}, pincers {x,z} and
//! {y,z}; whichever the pivot holds, one pincer holds z, so z leaves every cell that sees
//! both pincers. XYZ-Wing: pivot {x,y,z}, and the cell must see the pivot too.

use core::ops::ControlFlow;

use super::unique::se_peers;
use crate::explain::{Sink, Step, Technique};
use crate::{Cell, CellSet, MarkSet, Marks};

pub(crate) fn xy_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    wings(marks, false, sink)
}

pub(crate) fn xyz_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
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
