//! Subsets of nine things (a house's cells, a cell's digits) for the searches of several
//! families: the k-subsets of nine bits in SE's and HoDoKu's orders, and the k-subsets whose
//! masks have exactly k bits between them (the core of naked and hidden subsets and fish),
//! with the tables they read built at compile time.

use core::ops::ControlFlow;

/// The subsets of `within` (bits 0 to 8) with `k` bits, ascending as numbers: the order
/// SE's `Permutations` and HoDoKu's searches give them in. `k` above 9 counts as 9.
#[inline]
pub(crate) fn k_subsets(k: u32, within: u16) -> impl Iterator<Item = u16> + Clone {
    let k = k.min(9) as usize;
    let (from, to) = (usize::from(SIZE_START[k]), usize::from(SIZE_START[k + 1]));
    BY_SIZE[from..to]
        .iter()
        .copied()
        .filter(move |mask| mask & !within == 0)
}

/// The subsets of `within` (bits 0 to 8) with `k` bits, in lexicographic order of their
/// positions ({0,1}, {0,2}, ..., {0,8}, {1,2}, ...): the order of HoDoKu's nested loops.
/// `k` above 9 counts as 9.
#[inline]
pub(crate) fn lex_k_subsets(k: u32, within: u16) -> impl Iterator<Item = u16> + Clone {
    let k = k.min(9) as usize;
    let (from, to) = (usize::from(SIZE_START[k]), usize::from(SIZE_START[k + 1]));
    LEX_BY_SIZE[from..to]
        .iter()
        .copied()
        .filter(move |mask| mask & !within == 0)
}

/// Every mask of nine bits, by number of bits, then in lexicographic order of positions:
/// the masks whose nine bits reversed are largest come first.
static LEX_BY_SIZE: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut n = 0;
    let mut k = 0;
    while k <= 9 {
        let mut r = 512;
        while r > 0 {
            r -= 1;
            let mask = ((r as u16).reverse_bits() >> 7) & 0x1ff;
            if mask.count_ones() == k {
                table[n] = mask;
                n += 1;
            }
        }
        k += 1;
    }
    table
};

/// Every mask of nine bits, by number of bits, then ascending.
static BY_SIZE: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut n = 0;
    let mut k = 0;
    while k <= 9 {
        let mut mask = 0u16;
        while mask < 512 {
            if mask.count_ones() == k {
                table[n] = mask;
                n += 1;
            }
            mask += 1;
        }
        k += 1;
    }
    table
};

/// Where the masks of each number of bits start in [`BY_SIZE`] (and where they end).
static SIZE_START: [u16; 11] = {
    let mut starts = [0u16; 11];
    let mut k = 0;
    while k <= 9 {
        let mut count = 0;
        let mut mask = 0u16;
        while mask < 512 {
            if mask.count_ones() == k {
                count += 1;
            }
            mask += 1;
        }
        starts[k as usize + 1] = starts[k as usize] + count;
        k += 1;
    }
    starts
};

/// Every k-subset of the bits of `usable` (bits 0 to 8) whose `masks` (of 9 bits) have
/// exactly k bits between them, given to `each` with that union, in the order of
/// [`k_subsets`] (ascending as numbers). A subset whose partial union already has more than
/// k bits is cut off with everything that would extend it, which the search by plain
/// subsets could not do.
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

/// Every k-subset of the bits of `usable` (bits 0 to 8) whose `masks` have exactly k bits
/// between them, given to `each` with that union, in lexicographic order of the positions
/// ({0,1}, {0,2}, ..., {0,8}, {1,2}, ...): the order of HoDoKu's nested loops over a house's
/// cells or digits. A partial union of more than k bits is cut off with everything that
/// would extend it, which changes nothing of what is found nor its order.
pub(crate) fn lex_unions_of_k(
    k: u32,
    usable: u16,
    masks: &[u16; 9],
    each: &mut impl FnMut(u16, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn from(
        k: u32,
        left: u32,
        rest: u16,
        masks: &[u16; 9],
        combo: u16,
        union: u16,
        each: &mut impl FnMut(u16, u16) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut rest = rest;
        // Room for the `left - 1` still to pick after this one.
        while crate::candidates::nine_bit_count(rest) >= left {
            let low = rest.trailing_zeros();
            rest &= rest - 1;
            let grown = union | masks[low as usize];
            let n = crate::candidates::nine_bit_count(grown);
            if n > k {
                continue;
            }
            if left > 1 {
                from(k, left - 1, rest, masks, combo | 1 << low, grown, each)?;
            } else if n == k {
                each(combo | 1 << low, grown)?;
            }
        }
        ControlFlow::Continue(())
    }
    if k == 0 {
        return ControlFlow::Continue(());
    }
    from(k, k, usable & 0x1ff, masks, 0, 0, each)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;

    #[test]
    fn k_subsets_are_the_k_bit_masks_inside_ascending() {
        for mask in [0u16, 0b1, 0b1_0110_1001, 0x1ff, 0b1_1000_0011] {
            for k in 0..=9 {
                let naive = (0..512u16).filter(|m| m.count_ones() == k && m & !mask == 0);
                assert!(k_subsets(k, mask).eq(naive), "{mask:b} {k}");
            }
        }
        assert_eq!(k_subsets(0, 0).collect::<Vec<_>>(), [0]);
        assert_eq!(k_subsets(4, 0x1ff).count(), 126);
    }

    /// The plain way: every combination of k usable bits, in order, kept when its masks
    /// have exactly k bits between them.
    fn naive(k: u32, usable: u16, masks: &[u16; 9]) -> Vec<(u16, u16)> {
        k_subsets(k, usable)
            .map(|combo| {
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
    fn lex_k_subsets_are_the_k_bit_masks_inside_in_lexicographic_order() {
        let positions = |m: u16| (0..9).filter(|i| m >> i & 1 == 1).collect::<Vec<_>>();
        for mask in [0u16, 0b1, 0b1_0110_1001, 0x1ff, 0b1_1000_0011] {
            for k in 0..=9 {
                let mut plain: Vec<u16> = k_subsets(k, mask).collect();
                plain.sort_by_key(|&m| positions(m));
                assert_eq!(
                    lex_k_subsets(k, mask).collect::<Vec<_>>(),
                    plain,
                    "{mask:b} {k}"
                );
            }
        }
    }

    #[test]
    fn lex_unions_of_k_are_the_plain_combinations_in_lexicographic_order() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut found = 0;
        for round in 0..2000 {
            let masks: [u16; 9] = core::array::from_fn(|_| {
                let m = next() as u16 & 0x1ff;
                if round % 2 == 0 { m & next() as u16 } else { m }
            });
            let usable = next() as u16 & 0x1ff;
            for k in 1..=4 {
                let mut fast = Vec::new();
                let _ = lex_unions_of_k(k, usable, &masks, &mut |combo, union| {
                    fast.push((combo, union));
                    ControlFlow::Continue(())
                });
                let mut plain = naive(k, usable, &masks);
                // Lexicographic order of the positions: compare the sorted position lists.
                let positions = |m: u16| (0..9).filter(|i| m >> i & 1 == 1).collect::<Vec<_>>();
                plain.sort_by_key(|&(combo, _)| positions(combo));
                found += plain.len();
                assert_eq!(fast, plain, "k {k}, usable {usable:#b}, masks {masks:?}");
            }
        }
        assert!(found > 500, "{found}");
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
