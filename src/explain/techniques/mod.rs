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

use core::ops::ControlFlow;

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
];

/// SE's last resort after [`SE_ORDER`]: nested forcing chains. They can take seconds, so
/// they run only when no technique of the order finds anything.
pub(crate) const SE_LAST_RESORT: Search = chains::nested;

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

/// Every k-subset of the bits of `usable` (bits 0 to 8) whose `masks` (of 9 bits) have exactly k bits
/// between them, given to `each` with that union, in the order of [`combinations`]
/// (ascending as numbers). A subset whose partial union already has more than k bits is cut
/// off with everything that would extend it, which the search by plain combinations could
/// not do.
pub(crate) fn unions_of_k(
    k: u32,
    usable: u16,
    masks: &[u16; 9],
    each: &mut impl FnMut(u16, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Ascending masks of k bits put the highest bit first: choose it, then the rest below.
    struct Pick<'a> {
        k: u32,
        usable: u16,
        masks: &'a [u16; 9],
    }
    impl Pick<'_> {
        fn below(
            &self,
            left: u32,
            below: u32,
            combo: u16,
            union: u16,
            each: &mut impl FnMut(u16, u16) -> ControlFlow<()>,
        ) -> ControlFlow<()> {
            // The usable bits below `below`, leaving room for the `left - 1` still to pick.
            let mut rest = self.usable & ((1 << below) - 1) & !((1 << (left - 1)) - 1);
            while rest != 0 {
                let top = rest.trailing_zeros();
                rest &= rest - 1;
                let grown = union | self.masks[top as usize];
                let n = crate::candidates::nine_bit_count(grown);
                if n > self.k {
                    continue;
                }
                if left > 1 {
                    self.below(left - 1, top, combo | 1 << top, grown, each)?;
                } else if n == self.k {
                    each(combo | 1 << top, grown)?;
                }
            }
            ControlFlow::Continue(())
        }
    }
    if k == 0 {
        return ControlFlow::Continue(());
    }
    Pick { k, usable, masks }.below(k, 9, 0, 0, each)
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

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;

    /// The plain way: every combination of k usable bits, in order, kept when its masks
    /// have exactly k bits between them.
    fn naive(k: u32, usable: u16, masks: &[u16; 9]) -> Vec<(u16, u16)> {
        combinations(k)
            .iter()
            .filter(|&&combo| combo & !usable == 0)
            .map(|&combo| {
                let union = (0..9)
                    .filter(|i| combo >> i & 1 == 1)
                    .fold(0, |u, i| u | masks[i]);
                (combo, union)
            })
            .filter(|&(_, union)| union.count_ones() == k)
            .collect()
    }

    #[test]
    fn unions_of_k_agree_with_plain_combinations() {
        // Masks of few bits, as candidates and places are late in a puzzle, and of many.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut found = 0;
        for round in 0..4000 {
            let sparse = round % 2 == 0;
            let masks: [u16; 9] = core::array::from_fn(|_| {
                let m = next() as u16 & 0x1ff;
                if sparse {
                    m & next() as u16 & next() as u16
                } else {
                    m
                }
            });
            let usable = next() as u16 & 0x1ff | if sparse { 0x1ff } else { 0 };
            for k in 1..=4 {
                let mut fast = Vec::new();
                let _ = unions_of_k(k, usable, &masks, &mut |combo, union| {
                    fast.push((combo, union));
                    ControlFlow::Continue(())
                });
                let plain = naive(k, usable, &masks);
                found += plain.len();
                assert_eq!(fast, plain, "k {k}, usable {usable:#b}, masks {masks:?}");
            }
        }
        // The rounds must find sets, or the comparison proves little.
        assert!(found > 1000, "{found}");
    }

    #[test]
    fn unions_of_k_stop_when_told() {
        let masks = [0b11; 9];
        let mut seen = 0;
        let flow = unions_of_k(2, 0x1ff, &masks, &mut |_, _| {
            seen += 1;
            ControlFlow::Break(())
        });
        assert!(flow.is_break());
        assert_eq!(seen, 1);
    }
}
