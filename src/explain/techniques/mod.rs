//! The techniques, one file per family. Each exposes searches of type [`Search`]: given the
//! pencil marks, report every step found, in SE's own order within the family, until the sink
//! says stop. [`SE_ORDER`] lists them in the order Sudoku Explainer tries them.

mod chains;
mod exclusion;
mod fish;
mod hodoku;
mod intersections;
mod singles;
mod subsets;
mod unique;
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
    unique::unique_loops,
    subsets::naked_quads,
    fish::jellyfish,
    subsets::hidden_quads,
    unique::bugs,
    exclusion::aligned_pairs,
    chains::forcing_chains_and_cycles,
    exclusion::aligned_triples,
    chains::nishio,
    chains::multiple,
    chains::dynamic,
    chains::dynamic_plus,
    chains::nested,
];

use crate::{CellSet, Digit, Marks, Unit};

/// The houses in the order SE scans them: boxes, then columns, then rows.
pub(crate) fn se_houses() -> impl Iterator<Item = Unit> {
    SE_HOUSES.into_iter()
}

static SE_HOUSES: [Unit; 27] = {
    let mut houses = [Unit::ALL[0]; 27];
    let mut i = 0;
    while i < 9 {
        houses[i] = Unit::ALL[18 + i];
        houses[9 + i] = Unit::ALL[9 + i];
        houses[18 + i] = Unit::ALL[i];
        i += 1;
    }
    houses
};

/// The cells of `house` where `digit` is still a candidate.
pub(crate) fn places(marks: &Marks, house: Unit, digit: Digit) -> CellSet {
    marks.cells_with(digit) & CellSet::house(house)
}

/// The empty cells of `house`.
pub(crate) fn empty_in(marks: &Marks, house: Unit) -> CellSet {
    marks.empty_cells() & CellSet::house(house)
}

/// The k-subsets of 0..9 as 9-bit masks (k from 1 to 4), in the order SE's `Permutations`
/// gives them: ascending as numbers.
pub(crate) fn combinations(k: u32) -> &'static [u16] {
    match k {
        1 => &COMBOS_1,
        2 => &COMBOS_2,
        3 => &COMBOS_3,
        _ => &COMBOS_4,
    }
}

static COMBOS_1: [u16; 9] = combos();
static COMBOS_2: [u16; 36] = combos();
static COMBOS_3: [u16; 84] = combos();
static COMBOS_4: [u16; 126] = combos();

/// The N masks of 9 bits with the same number of bits set, ascending; N must be a binomial
/// coefficient C(9, k), which picks k.
const fn combos<const N: usize>() -> [u16; N] {
    let k = match N {
        9 => 1,
        36 => 2,
        84 => 3,
        _ => 4,
    };
    let mut out = [0u16; N];
    let mut n = 0;
    let mut m = 0u16;
    while m < 512 {
        if m.count_ones() == k {
            out[n] = m;
            n += 1;
        }
        m += 1;
    }
    assert!(n == N);
    out
}
