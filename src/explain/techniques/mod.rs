//! The techniques, one file per family. Each exposes searches of type [`Search`]: given the
//! pencil marks, report every step found, in SE's own order within the family, until the sink
//! says stop. [`SE_ORDER`] lists them in the order Sudoku Explainer tries them.

mod fish;
mod hodoku;
mod intersections;
mod singles;
mod subsets;
mod wings;

use super::Search;

pub(crate) use hodoku::HODOKU_ORDER;

/// Sudoku Explainer 1.2.1's order: the first search that finds a step decides the next step.
pub(crate) const SE_ORDER: &[Search] = &[
    singles::hidden_singles,
    intersections::direct_locked,
    subsets::direct_hidden_pairs,
    singles::naked_singles,
    subsets::direct_hidden_triples,
    intersections::locked,
    subsets::naked_pairs,
    fish::x_wings,
    subsets::hidden_pairs,
    subsets::naked_triples,
    fish::swordfish,
    subsets::hidden_triples,
    wings::xy_wings,
    wings::xyz_wings,
    subsets::naked_quads,
    fish::jellyfish,
    subsets::hidden_quads,
];

use crate::{CellSet, Digit, Marks, Unit, UnitKind};

/// The houses in the order SE scans them: boxes, then columns, then rows.
pub(crate) fn se_houses() -> impl Iterator<Item = Unit> {
    [UnitKind::Box, UnitKind::Column, UnitKind::Row]
        .into_iter()
        .flat_map(|kind| (0..9).filter_map(move |n| Unit::new(kind, n)))
}

/// The cells of `house` where `digit` is still a candidate.
pub(crate) fn places(marks: &Marks, house: Unit, digit: Digit) -> CellSet {
    marks.cells_with(digit) & CellSet::house(house)
}

/// The empty cells of `house`.
pub(crate) fn empty_in(marks: &Marks, house: Unit) -> CellSet {
    let mut set = CellSet::EMPTY;
    for &cell in house.cells() {
        if marks.grid().get(cell).is_none() {
            set.insert(cell);
        }
    }
    set
}

/// The k-subsets of 0..9 as 9-bit masks, in the order SE's `Permutations` gives them
/// (ascending as numbers).
pub(crate) fn combinations(k: u32) -> impl Iterator<Item = u16> {
    (0u16..512).filter(move |m| m.count_ones() == k)
}
