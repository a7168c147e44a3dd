//! The cells a hint highlights on the board at each stage.
//!
//! The library's step says which cells make its pattern (`Step::pattern_cells`); this file
//! adds, stage by stage, the houses to look in, the cells filled and the cells struck.

use shudu::{CellSet, HintStage, Step};

/// The cells to highlight for `step` shown up to `stage`:
/// - the technique: where to look, the houses the hint names (else the one cell it names);
/// - the cells: every cell the pattern's sentence names (its parts, every node of its
///   chains) and the cells the step fills;
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
            let mut cells = step.pattern_cells();
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
