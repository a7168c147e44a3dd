//! The one place that binds the library's explanations: which explainer the game asks
//! ([`Explainer::hodoku`]), how a [`Step`] reads at each [`HintStage`], and what a face
//! highlights for it. The rest of the game sees only what this module gives.
//!
//! The explanations are being reworked in the library (better sentences, hint stages, the
//! cells to highlight as data); when that lands, only this module changes.

use shudu::{
    Candidates, Cell, CellSet, Digit, Explainer, HintStage, MarkSet, Marks, Step, Technique,
};

/// What a face highlights on the board for a hint, as plain data: all of it is empty for what
/// the stage does not show yet.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Grid};
/// use shudu_game::{Action, Game, Origin, Prefs};
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
/// game.act(Action::Hint, 0); // where to look
/// game.act(Action::Hint, 0); // the cells
/// let hint = game.hint().unwrap();
/// assert!(!hint.highlight.cells.is_empty());
/// // A single: the cell and the digit it takes, shown at the last stage.
/// assert!(hint.highlight.placements.is_empty());
/// game.act(Action::Hint, 0);
/// assert_eq!(game.hint().unwrap().highlight.placements.len(), 1);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Where to look: the houses the first stage names (or the cell it looks around).
    pub area: CellSet,
    /// The cells of the pattern, from the second stage on.
    pub cells: CellSet,
    /// The candidates of the pattern in those cells, from the second stage on.
    pub candidates: MarkSet,
    /// The candidates the step removes, at the last stage.
    pub removals: MarkSet,
    /// The digits the step places, at the last stage.
    pub placements: MarkSet,
}

/// The next step on `marks` in HoDoKu's order (the order of the game's levels: its names are
/// the ones players learn, and its last resort is instant where SE's nested chains can take
/// seconds), or `None` when no technique applies.
pub(crate) fn next_step(marks: &Marks) -> Option<Step> {
    Explainer::hodoku().next_step(marks)
}

/// Whether a step is logic a player can follow: HoDoKu's last resort (brute force: the
/// solution's digit in a cell) is not, and the game offers it as a reveal instead.
pub(crate) fn reveal_of(step: &Step) -> Option<(Cell, Digit)> {
    if step.technique() == Technique::BruteForce {
        step.placements().next()
    } else {
        None
    }
}

/// The sentence of a stage, without a final full stop.
pub(crate) fn stage_text(step: &Step, stage: HintStage) -> String {
    step.hint(stage).to_string()
}

/// The whole step's sentence, without a final full stop.
pub(crate) fn sentence(step: &Step) -> String {
    step.to_string()
}

/// The technique's name, as the sentences write it.
pub(crate) fn technique_name(step: &Step) -> &'static str {
    step.technique().name()
}

/// The stage's number (1 to 3) and the number of stages.
pub(crate) fn stage_number(stage: HintStage) -> (u8, u8) {
    let n = match stage {
        HintStage::Technique => 1,
        HintStage::Cells => 2,
        HintStage::Full => 3,
    };
    (n, 3)
}

/// The first stage.
pub(crate) const FIRST_STAGE: HintStage = HintStage::Technique;

/// The stage after `stage`, if any.
pub(crate) fn next_stage(stage: HintStage) -> Option<HintStage> {
    stage.next()
}

/// What to highlight for `step` shown up to `stage`, on the `marks` the step was found on.
pub(crate) fn highlight(step: &Step, stage: HintStage, marks: &Marks) -> Highlight {
    let mut area = CellSet::EMPTY;
    for house in step.houses() {
        area |= CellSet::house(house);
    }
    if area.is_empty()
        && let Some(cell) = step.focus()
    {
        area.insert(cell);
    }
    let mut highlight = Highlight {
        area,
        ..Highlight::default()
    };
    if stage == HintStage::Technique {
        return highlight;
    }
    // Every cell the stage-two sentence names: the pattern, its parts, every chain node.
    highlight.cells = step.pattern_cells();
    let nodes = step.chain().nodes();
    if step.cells().is_empty() {
        for node in nodes.iter() {
            if marks.has(node.cell, node.digit) {
                highlight.candidates.insert(node.cell, node.digit);
            }
        }
    } else {
        let digits = if step.digits().is_empty() {
            Candidates::ALL
        } else {
            step.digits()
        };
        for cell in step.cells() {
            for digit in marks.candidates(cell) & digits {
                highlight.candidates.insert(cell, digit);
            }
        }
        for node in nodes.iter() {
            if marks.has(node.cell, node.digit) {
                highlight.candidates.insert(node.cell, node.digit);
            }
        }
    }
    if stage == HintStage::Full {
        highlight.removals = *step.elimination_set();
        for (cell, digit) in step.placements() {
            highlight.placements.insert(cell, digit);
            highlight.cells.insert(cell);
        }
    }
    highlight
}

/// The candidates the step removes.
pub(crate) fn eliminations(step: &Step) -> MarkSet {
    *step.elimination_set()
}

/// The digits the step places.
pub(crate) fn placements(step: &Step) -> impl Iterator<Item = (Cell, Digit)> + '_ {
    step.placements()
}
