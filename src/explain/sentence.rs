//! What the sentences of every family share: a step's name, its pattern in words, and a
//! chain written as implications. Each technique's own sentence is written in its family's
//! file (its `Facts`, `step.rs`).

use core::fmt;

use super::chain::Rule;
use super::words::{Cells, Digits, Houses};
use super::{ChainNode, Step, Technique};
use crate::{CellSet, House, MarkSet};

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
/// ("Locked Candidates", "Simple Colors", "Multi Colors 1", "Brute Force"; but "a Simple
/// Colors Trap"), "an" before a vowel sound
/// ("an X-Wing", "an AIC", "an Empty Rectangle"), else "a" ("a Uniqueness Test").
pub(crate) fn article(name: &str) -> &'static str {
    let colors = name.contains("Colors") && !name.ends_with("Trap") && !name.ends_with("Wrap");
    if colors || name.contains("Candidates") || name.contains("Brute Force") {
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

/// What a chain's sentence has stated so far: the nodes said true and false, and the last.
/// The halves of a contradiction share one, so that the second half can rest on the first.
#[derive(Default)]
pub(crate) struct Told {
    on: MarkSet,
    off: MarkSet,
    last: Option<ChainNode>,
    /// The cells of the last node when it stands for a group, else none.
    last_group: CellSet,
}

impl Told {
    /// Whether the node said last rules `off` out: a true node (or group) of its digit
    /// that it sees whole, or another digit of its cell.
    fn last_rules_out(&self, off: ChainNode) -> bool {
        match self.last {
            Some(prev) if !self.last_group.is_empty() => {
                prev.on
                    && prev.digit == off.digit
                    && self.last_group.iter().all(|cell| cell.is_peer_of(off.cell))
            }
            Some(prev) => sees(prev, off),
            None => false,
        }
    }
}

/// Writes a chain as implications, premise first: "if r1c1 is 5, then r1c7 is not 5, then
/// r4c7 is 5 (the other place of 5 in column 7), ...". Nodes come each after every node it
/// rests on (a dynamic chain's is a tree of reasons, written out in that order), and each
/// says why it holds unless the node before says it: a true node the cell's other (or last)
/// candidate or the digit's other (or last) place in a house, the others struck before it;
/// a false node the true node it sees, or the rule the chain asked on its reduced marks.
pub(crate) fn write_links(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    nodes: impl IntoIterator<Item = ChainNode>,
    cut: bool,
) -> fmt::Result {
    write_links_after(step, f, "if ", nodes, cut)
}

/// [`write_links`] of a branch's nodes, each with its rule (a group node names its cells).
pub(crate) fn write_branch(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    nodes: super::ChainNodes<'_>,
) -> fmt::Result {
    let cut = nodes.is_cut();
    write_links_told(
        step,
        f,
        "if ",
        nodes.iter_ruled(),
        cut,
        &mut Told::default(),
    )
}

/// [`write_links`], the first node after `first` ("if ", or "then " after a premise).
pub(crate) fn write_links_after(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    first: &str,
    nodes: impl IntoIterator<Item = ChainNode>,
    cut: bool,
) -> fmt::Result {
    let nodes = nodes.into_iter().map(|node| (node, Rule::Link));
    write_links_told(step, f, first, nodes, cut, &mut Told::default())
}

/// [`write_links_after`], going on from what `told` holds, each node with the rule that
/// struck it when no true node did.
pub(crate) fn write_links_told(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    first: &str,
    nodes: impl IntoIterator<Item = (ChainNode, Rule)>,
    cut: bool,
    told: &mut Told,
) -> fmt::Result {
    for (i, (node, rule)) in nodes.into_iter().enumerate() {
        f.write_str(if i == 0 { first } else { ", then " })?;
        if let Rule::Group(_) = rule {
            let cells = rule.cells(node);
            write_group(step, f, node, cells, told)?;
            told.last = Some(node);
            told.last_group = cells;
            continue;
        }
        let not = if node.on { "" } else { "not " };
        write!(f, "{} is {not}{}", node.cell, node.digit)?;
        if let Some(prev) = told.last {
            if node.on {
                write_on_reason(step, f, prev, node, &told.off)?;
            } else if !told.last_rules_out(node) {
                let by = told
                    .on
                    .iter()
                    .map(|(cell, digit)| ChainNode::new(cell, digit, true))
                    .find(|&on| sees(on, node));
                match by {
                    Some(on) => write!(f, " (as {} is {})", on.cell, on.digit)?,
                    None => {
                        // A rule asked on the marks the chain has reduced gave it.
                        let by = match rule {
                            Rule::Technique(Technique::Pointing) => "pointing",
                            Rule::Technique(Technique::Claiming) => "claiming",
                            Rule::Technique(Technique::HiddenPair) => "a hidden pair",
                            Rule::Technique(Technique::NakedPair) => "a naked pair",
                            Rule::Technique(Technique::XWing) => "an X-Wing",
                            _ if step.nesting() >= 2 => "a chain",
                            _ => "a simple technique",
                        };
                        write!(f, " (by {by} on the marks left)")?;
                    }
                }
            }
        }
        if node.on {
            told.on.insert(node.cell, node.digit);
        } else {
            told.off.insert(node.cell, node.digit);
        }
        told.last = Some(node);
        told.last_group = CellSet::EMPTY;
    }
    if cut {
        f.write_str(", ...")?;
    }
    Ok(())
}

/// Writes a node standing for a group of cells, each named: "r5c8 or r6c8 is 9 (the only
/// places of 9 left in column 8)" when true, "neither r5c8 nor r6c8 is 9" when false, with
/// the reason where the node before does not give it.
fn write_group(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    node: ChainNode,
    cells: CellSet,
    told: &mut Told,
) -> fmt::Result {
    let digit = node.digit;
    let n = cells.len();
    if node.on {
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " or " } else { ", " })?;
            }
            write!(f, "{cell}")?;
        }
        write!(f, " is {digit}")?;
        if told.last.is_none() {
            return Ok(()); // the premise
        }
        // A house holding the whole group whose other places of the digit are all struck.
        let left = node.cell.houses().into_iter().find(|&house| {
            let places: CellSet = CellSet::house(house)
                .iter()
                .filter(|&cell| step.seen(cell).contains(digit))
                .collect();
            (cells - CellSet::house(house)).is_empty()
                && (places - cells)
                    .iter()
                    .all(|cell| told.off.contains(cell, digit))
        });
        if let Some(house) = left {
            write!(f, " (the only places of {digit} left in {house})")?;
        }
        return Ok(());
    }
    let word = if n == 2 { "neither " } else { "none of " };
    f.write_str(word)?;
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            f.write_str(match (n, i + 1 == n) {
                (2, _) => " nor ",
                (_, true) => " and ",
                _ => ", ",
            })?;
        }
        write!(f, "{cell}")?;
    }
    write!(f, " is {digit}")?;
    let seen_whole = |on: ChainNode| {
        on.on && on.digit == digit && cells.iter().all(|cell| cell.is_peer_of(on.cell))
    };
    let by_last = match told.last {
        Some(prev) if told.last_group.is_empty() => seen_whole(prev),
        // From a group to a group: the link is the line or box they share.
        Some(prev) => prev.on && prev.digit == digit,
        None => true,
    };
    if !by_last {
        let by = told
            .on
            .iter()
            .map(|(cell, digit)| ChainNode::new(cell, digit, true))
            .find(|&on| seen_whole(on));
        if let Some(on) = by {
            write!(f, " (as {} is {})", on.cell, on.digit)?;
        }
    }
    for cell in cells {
        told.off.insert(cell, digit);
    }
    Ok(())
}

/// Whether the true node `on` rules the node `off` out: the same cell, another digit, or
/// the same digit in a cell it sees.
fn sees(on: ChainNode, off: ChainNode) -> bool {
    on.on
        && if on.cell == off.cell {
            on.digit != off.digit
        } else {
            on.digit == off.digit && on.cell.is_peer_of(off.cell)
        }
}

/// Why the true node `on` holds, given the nodes said false (`struck`), `prev` the node
/// said just before: " (its other candidate)" or " (the last candidate left in it)" when
/// its cell has no other candidate left, " (the other place of 5 in row 3)" or " (the last
/// place of 5 left in row 3)" when a house has no other place left; nothing for a node
/// that is not a consequence of nodes said false (an assumption).
fn write_on_reason(
    step: &Step,
    f: &mut fmt::Formatter<'_>,
    prev: ChainNode,
    on: ChainNode,
    struck: &MarkSet,
) -> fmt::Result {
    let digit = on.digit;
    let cell_left = || {
        let others = step.seen(on.cell).without(digit);
        !others.is_empty() && others.iter().all(|other| struck.contains(on.cell, other))
    };
    let places = |house: House| {
        CellSet::house(house)
            .iter()
            .filter(|&cell| step.seen(cell).contains(digit))
            .collect::<CellSet>()
    };
    let house_left = |house: House| {
        let others = places(house) - CellSet::single(on.cell);
        !others.is_empty() && others.iter().all(|cell| struck.contains(cell, digit))
    };
    let in_cell = |f: &mut fmt::Formatter<'_>| match step.seen(on.cell).len() {
        2 => f.write_str(" (its other candidate)"),
        _ => f.write_str(" (the last candidate left in it)"),
    };
    if prev.cell == on.cell && !prev.on && cell_left() {
        return in_cell(f);
    }
    let houses = on.cell.houses();
    // The house of the link from the node before, then any with no other place left.
    let linked = houses.into_iter().find(|&house| {
        !prev.on && prev.digit == digit && house.contains(prev.cell) && house_left(house)
    });
    match linked.or_else(|| houses.into_iter().find(|&house| house_left(house))) {
        Some(house) if places(house).len() == 2 => {
            write!(f, " (the other place of {digit} in {house})")
        }
        Some(house) => write!(f, " (the last place of {digit} left in {house})"),
        None if cell_left() => in_cell(f),
        // A net plays its premise out on the grid: a single there may rest on eliminations
        // its chain to this node does not pass through.
        None if step.technique() == Technique::ForcingNet => {
            f.write_str(" (a single on the marks the net has reduced)")
        }
        None => Ok(()),
    }
}
