//! The one place that binds the library's explanations: which explainer the game asks
//! ([`Explainer::hodoku`]), how a [`Step`] reads at each [`HintStage`], and what a face
//! highlights for it (the library's rule, [`shudu::Hint::cells`] and
//! [`shudu::Hint::marks`]). The rest of the game sees only what this module gives.

use crate::state::Highlight;
use shudu::{Cell, Digit, Explainer, HintStage, MarkSet, Marks, Step, Technique};

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
    (stage.number(), HintStage::ALL.len() as u8)
}

/// The first stage.
pub(crate) const FIRST_STAGE: HintStage = HintStage::Technique;

/// The stage after `stage`, if any.
pub(crate) fn next_stage(stage: HintStage) -> Option<HintStage> {
    stage.next()
}

/// What to highlight for `step` shown up to `stage`: the library's one rule
/// ([`Hint::cells`](shudu::Hint::cells), [`Hint::marks`](shudu::Hint::marks)), split into
/// what a face draws differently: where to look, the pattern, what the step removes and what
/// it places.
pub(crate) fn highlight(step: &Step, stage: HintStage) -> Highlight {
    let area = step.hint(HintStage::Technique).cells();
    if stage == HintStage::Technique {
        return Highlight {
            area,
            ..Highlight::default()
        };
    }
    let hint = step.hint(stage);
    let pattern = step.hint(HintStage::Cells).marks();
    let mut highlight = Highlight {
        area,
        cells: hint.cells(),
        candidates: pattern,
        ..Highlight::default()
    };
    if stage == HintStage::Full {
        highlight.removals = *step.elimination_set();
        for (cell, digit) in step.placements() {
            highlight.placements.insert(cell, digit);
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
