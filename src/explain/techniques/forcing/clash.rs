//! What a forcing chain's contradiction empties or doubles, named from its nodes: the house
//! left with no place for a digit, the cell left with no candidate, the cell or house that
//! would hold a digit twice, or the candidate that would be both true and false.

use core::fmt;

use crate::explain::Step;
use crate::explain::chain::ChainNode;
use crate::{CellSet, House};

/// What the halves of a contradiction lead to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Clash {
    /// Every place of the digit in the house is ruled out.
    NoPlace(crate::Digit, House),
    /// Every candidate of the cell is ruled out.
    NoCandidate(crate::Cell),
    /// The candidate is taken both true and false.
    BothWays(ChainNode),
    /// The cell would hold two digits.
    TwoDigits(crate::Cell, crate::Digit, crate::Digit),
    /// Two cells of the house would hold the digit.
    Twice(crate::Cell, crate::Cell, crate::Digit, House),
}

/// "no place is left for 7 in row 2", "r5c5 has no candidate left", ...
impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Clash::NoPlace(digit, house) => write!(f, "no place is left for {digit} in {house}"),
            Clash::NoCandidate(cell) => write!(f, "{cell} has no candidate left"),
            Clash::BothWays(node) => {
                write!(
                    f,
                    "{} would both be {} and not be it",
                    node.cell, node.digit
                )
            }
            Clash::TwoDigits(cell, a, b) => write!(f, "{cell} would be both {a} and {b}"),
            Clash::Twice(a, b, digit, house) => {
                write!(f, "{a} and {b} would both be {digit} in {house}")
            }
        }
    }
}

/// The clash the step's branches end in, when their last nodes show one: a candidate taken
/// both ways, a cell or a house holding a digit twice, or a house or a cell whose every
/// place or candidate (as the step was found) the chains rule out. `None` for a cut chain
/// or an end on a group of cells.
pub(super) fn clash(step: &Step) -> Option<Clash> {
    let chain = step.chain();
    let mut ends = [None; 9];
    let mut n = 0;
    for branch in chain.branches() {
        if branch.is_cut() {
            return None;
        }
        if let Some((node, cells)) = branch.iter_cells().last() {
            if !cells.is_single() {
                return None;
            }
            if let Some(slot) = ends.get_mut(n) {
                *slot = Some(node);
                n += 1;
            }
        }
    }
    let ends: &[Option<ChainNode>] = &ends[..n];
    let ends = || ends.iter().flatten().copied();
    // Whether the chains take a candidate as false.
    let off = |cell: crate::Cell, digit: crate::Digit| {
        chain.branches().any(|branch| {
            branch
                .iter()
                .any(|node| !node.on && node.cell == cell && node.digit == digit)
        })
    };
    // An end that the chains contradict elsewhere: the same candidate the other way (the
    // start, or another end), a second digit in its cell, its digit twice in a house.
    let find = |wanted: &dyn Fn(ChainNode) -> bool| {
        chain
            .branches()
            .find_map(|branch| branch.iter().find(|&node| wanted(node)))
    };
    // Two ends that cannot both hold, before any other node: a cell with two digits, a
    // digit twice in a house.
    for end in ends().filter(|node| node.on) {
        if let Some(clash) = doubled(end, &mut ends()) {
            return Some(clash);
        }
    }
    for end in ends() {
        let other_way =
            |node: ChainNode| node.cell == end.cell && node.digit == end.digit && node.on != end.on;
        if find(&other_way).is_some() {
            return Some(Clash::BothWays(ChainNode { on: true, ..end }));
        }
    }
    for end in ends().filter(|node| node.on) {
        for branch in chain.branches() {
            if let Some(clash) = doubled(end, &mut branch.iter()) {
                return Some(clash);
            }
        }
    }
    let first = ends().find(|node| !node.on)?;
    // A house whose every place of the digit the chains rule out.
    for house in first.cell.houses() {
        let places: CellSet = house
            .cells()
            .iter()
            .copied()
            .filter(|&cell| step.seen(cell).contains(first.digit))
            .collect();
        if !places.is_empty()
            && ends().all(|node| !node.on && node.digit == first.digit && house.contains(node.cell))
            && places.iter().all(|cell| off(cell, first.digit))
        {
            return Some(Clash::NoPlace(first.digit, house));
        }
    }
    // A cell whose every candidate the chains rule out.
    let seen = step.seen(first.cell);
    if !seen.is_empty()
        && ends().all(|node| !node.on && node.cell == first.cell)
        && seen.iter().all(|digit| off(first.cell, digit))
    {
        return Some(Clash::NoCandidate(first.cell));
    }
    None
}

/// A true node among `others` that cannot hold with the true `end`: another digit in its
/// cell, or its digit in another cell of a house.
fn doubled(end: ChainNode, others: &mut dyn Iterator<Item = ChainNode>) -> Option<Clash> {
    for node in others.filter(|node| node.on) {
        if node.cell == end.cell && node.digit != end.digit {
            let (a, b) = (node.digit.min(end.digit), node.digit.max(end.digit));
            return Some(Clash::TwoDigits(end.cell, a, b));
        }
        if node.digit == end.digit && node.cell != end.cell && node.cell.is_peer_of(end.cell) {
            let (a, b) = (node.cell.min(end.cell), node.cell.max(end.cell));
            let house = a.houses().into_iter().find(|house| house.contains(b))?;
            return Some(Clash::Twice(a, b, end.digit, house));
        }
    }
    None
}
