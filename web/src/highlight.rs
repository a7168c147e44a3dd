//! The cells a hint highlights on the board at each stage.
//!
//! The explaining solver's steps are being reworked to say which cells each hint stage shows
//! (issue 17); until the library answers that itself, this file reads it off the step, and it
//! is the only file that will change when it does.

use shudu::{CellSet, HintStage, Step};

/// The cells to highlight for `step` shown up to `stage`:
/// - the technique: where to look, the houses the hint names (else the one cell it names);
/// - the cells: the cells of the pattern (a chain's cells when the pattern lists none) and
///   the cells the step fills;
/// - the whole step: those, and the cells it strikes candidates from.
pub(crate) fn cells(step: &Step, stage: HintStage) -> CellSet {
    match stage {
        HintStage::Technique => {
            let houses = step
                .houses()
                .fold(CellSet::EMPTY, |cells, house| cells | CellSet::house(house));
            match step.focus() {
                Some(cell) if houses.is_empty() => CellSet::single(cell),
                _ => houses,
            }
        }
        HintStage::Cells => {
            let mut cells = if step.cells().is_empty() {
                step.chain().nodes().iter().map(|node| node.cell).collect()
            } else {
                step.cells()
            };
            for (cell, _) in step.placements() {
                cells.insert(cell);
            }
            cells
        }
        HintStage::Full => {
            let mut cells = cells(step, HintStage::Cells);
            for (cell, _) in step.eliminations() {
                cells.insert(cell);
            }
            cells
        }
    }
}
