//! What the sentences of every family share: a step's name, its pattern in words, and a
//! chain written as implications. Each technique's own sentence is written in its family's
//! file (its [`Facts`](super::techniques::Facts)).

use core::fmt;

use super::Step;
use super::words::{Cells, Digits, Houses};

/// Writes the step's sentence, as its technique's facts say.
pub(crate) fn write_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    (step.technique().facts().sentence)(step, f)
}

/// Writes a first hint: "Look for {what}", then where: the step's houses, or around its key
/// cell, or on its digits.
pub(crate) fn look_for(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    write!(f, "Look for {what}")?;
    let houses = Houses(step.base_mask());
    if !houses.is_empty() {
        write!(f, " in {houses}")
    } else if let Some(cell) = step.focus() {
        write!(f, " around {cell}")
    } else if !step.digits().is_empty() {
        write!(f, " on {}", Digits(step.digits()))
    } else {
        Ok(())
    }
}

/// The name a sentence gives the step's technique.
pub(crate) fn name(step: &Step) -> &'static str {
    step.technique().name()
}

/// A step's pattern in words: its houses, cover houses, digits and cells.
pub(crate) struct Words {
    pub(crate) houses: Houses,
    pub(crate) cover: Houses,
    pub(crate) digits: Digits,
    pub(crate) cells: Cells,
}

impl Step {
    pub(crate) fn words(&self) -> Words {
        Words {
            houses: Houses(self.base_mask()),
            cover: Houses(self.cover_mask()),
            digits: Digits(self.digits()),
            cells: Cells(self.cells()),
        }
    }
}

/// Writes what the step does: "r5c4 holds 3" for a placement, else its removals.
pub(crate) fn write_result(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match step.placement() {
        Some((cell, digit)) => write!(f, "{cell} holds {digit}"),
        None => step.write_removals(f),
    }
}

/// Writes a chain as implications: "if r1c1 is 5, then r1c7 is not 5, then ...".
pub(crate) fn write_implications(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let chain = step.chain();
    for (i, node) in chain.nodes().iter().enumerate() {
        f.write_str(if i == 0 { "if " } else { ", then " })?;
        let not = if node.on { "" } else { "not " };
        write!(f, "{} is {not}{}", node.cell, node.digit)?;
    }
    if chain.len() > chain.nodes().len() {
        f.write_str(", ...")?;
    }
    Ok(())
}

/// HoDoKu's techniques' sentence: the name, the pattern's cells and digits (or its chain),
/// and what the step does.
pub(crate) fn write_pattern(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { cells, digits, .. } = step.words();
    write!(f, "{}", name(step))?;
    if !step.chain().is_empty() {
        write!(f, " {}", step.chain().nodes())?;
    } else if !step.cells().is_empty() {
        write!(f, " in {cells}")?;
        if !step.digits().is_empty() {
            write!(f, " on {digits}")?;
        }
    }
    if let Some((cell, digit)) = step.placement() {
        write!(f, ": {cell} holds {digit}")
    } else {
        f.write_str(": ")?;
        step.write_removals(f)
    }
}
