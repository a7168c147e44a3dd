//! What the sentences of every family share: a step's name, its pattern in words, and a
//! chain written as implications. Each technique's own sentence is written in its family's
//! file (its [`Facts`](super::techniques::Facts)).

use core::fmt;

use super::words::{Cells, Digits, Houses};
use super::{ChainNode, Step};
use crate::{CellSet, House, MarkSet};

/// Writes the step's sentence, as its technique's facts say.
pub(crate) fn write_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    (step.technique().facts().sentence)(step, f)
}

/// Writes a first hint: "Look for {what}" (HoDoKu's name of the step on HoDoKu's path),
/// then where: the step's houses, or around its key cell, or on its digits.
pub(crate) fn look_for(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
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

/// Writes "Look for {what}", or on HoDoKu's path "Look for" and HoDoKu's name of the step
/// with its article ("a Hidden Single", "an X-Wing", "Locked Candidates Type 1 (Pointing)").
pub(crate) fn ask_for(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    if step.by_hodoku() {
        let name = step.name();
        write!(f, "Look for {}{name}", article(name))
    } else {
        write!(f, "Look for {what}")
    }
}

/// The article before a technique's name: none for the names of plural or mass nouns
/// ("Locked Candidates", "Simple Colors", "Brute Force"), "an" before a vowel sound
/// ("an X-Wing", "an AIC", "an Empty Rectangle"), else "a" ("a Uniqueness Test").
pub(crate) fn article(name: &str) -> &'static str {
    if ["Candidates", "Colors", "Brute Force"]
        .iter()
        .any(|plural| name.contains(plural))
    {
        ""
    } else if name.starts_with(['A', 'E', 'I', 'O', 'X']) {
        "an "
    } else {
        "a "
    }
}

/// The name a sentence gives the step: its technique's or its form's, HoDoKu's on HoDoKu's
/// path ([`Step::name`]).
pub(crate) fn name(step: &Step) -> &'static str {
    step.name()
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

/// Cells with the candidates they had when the step was found: `r4c6 {4,9} and r6c6 {4,6}`.
pub(crate) struct Noted<'a>(pub(crate) &'a Step, pub(crate) CellSet);

impl fmt::Display for Noted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Noted(step, cells) = *self;
        let n = cells.len();
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " and " } else { ", " })?;
            }
            write!(f, "{cell} {}", step.seen(cell))?;
        }
        Ok(())
    }
}

/// Writes what the step does: "r5c4 holds 3" for a placement, else its removals.
pub(crate) fn write_result(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match step.placement() {
        Some((cell, digit)) => write!(f, "{cell} holds {digit}"),
        None => step.write_removals(f),
    }
}

/// Writes a chain as implications, premise first: "if r1c1 is 5, then r1c7 is not 5, then
/// r4c7 is 5 (the other place of 5 in column 7), ...". A true node after a false one gives
/// its reason: the cell's other candidate, or the digit's other place in a house where the
/// step's marks leave it two.
pub(crate) fn write_links(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    nodes: impl IntoIterator<Item = ChainNode>,
    cut: bool,
) -> fmt::Result {
    write_links_after(step, f, "if ", nodes, cut)
}

/// [`write_links`], the first node after `first` ("if ", or "then " after a premise).
pub(crate) fn write_links_after(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    first: &str,
    nodes: impl IntoIterator<Item = ChainNode>,
    cut: bool,
) -> fmt::Result {
    let mut before: Option<ChainNode> = None;
    let mut struck = MarkSet::EMPTY;
    for (i, node) in nodes.into_iter().enumerate() {
        f.write_str(if i == 0 { first } else { ", then " })?;
        let not = if node.on { "" } else { "not " };
        write!(f, "{} is {not}{}", node.cell, node.digit)?;
        match before {
            Some(prev) if !prev.on && node.on => {
                write_strong_reason(step, f, prev, node, &struck)?;
            }
            Some(prev) if !prev.on && !node.on => {
                // A rule asked on the marks the chain has reduced gave it.
                let by = if step.nesting() >= 2 {
                    "a chain"
                } else {
                    "a simple technique"
                };
                write!(f, " (by {by} on the marks left)")?;
            }
            _ => {}
        }
        if !node.on {
            struck.insert(node.cell, node.digit);
        }
        before = Some(node);
    }
    if cut {
        f.write_str(", ...")?;
    }
    Ok(())
}

/// Why `on` follows from `off` being false: " (its other candidate)" in one cell, or
/// " (the other place of 5 in row 3)"; in a dynamic chain, where the chain has struck other
/// candidates first, " (the last candidate left in it)" or " (the last place of 5 left in
/// row 3)".
fn write_strong_reason(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    off: ChainNode,
    on: ChainNode,
    struck: &MarkSet,
) -> fmt::Result {
    if off.cell == on.cell {
        return match step.seen(on.cell).len() {
            2 => f.write_str(" (its other candidate)"),
            _ => f.write_str(" (the last candidate left in it)"),
        };
    }
    if off.digit != on.digit {
        return Ok(());
    }
    let digit = on.digit;
    let [row, col, boxed] = off.cell.houses();
    let shared = [row, col, boxed]
        .into_iter()
        .filter(|house| house.contains(on.cell));
    let places = |house: House| {
        CellSet::house(house)
            .iter()
            .filter(|&cell| step.seen(cell).contains(digit))
            .collect::<CellSet>()
    };
    for house in shared.clone() {
        if places(house).len() == 2 {
            return write!(f, " (the other place of {digit} in {house})");
        }
    }
    // The house whose other places the chain struck, else the first it shares.
    let left = shared
        .clone()
        .find(|&house| {
            (places(house) - CellSet::single(on.cell))
                .iter()
                .all(|cell| struck.contains(cell, digit))
        })
        .or_else(|| shared.clone().next());
    match left {
        Some(house) => write!(f, " (the last place of {digit} left in {house})"),
        None => Ok(()),
    }
}
