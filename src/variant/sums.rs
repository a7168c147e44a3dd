//! Sums of cells (little killers, arrows, killer cages' totals): which digits of each cell some
//! assignment uses whose total lies in a set of targets. The cells come in groups that see each
//! other (up to three, see [`group`]), whose digits differ; digits of different groups may
//! repeat. A forward pass lists the totals each prefix of the groups can reach, a backward pass
//! the totals each suffix can complete; a group's digits stay where one meets the other. Exact
//! for the sum with the groups' differences alone.

use super::digits::bit;
use alloc::vec::Vec;

use super::model::{Builder, Contradiction, Narrow, Propagate};

/// The largest total a set of sums holds: 64 cells of 16.
pub(crate) const MAX_SUM: usize = 1023;
/// The most cells a sum runs over.
pub(crate) const MAX_CELLS: usize = 64;

/// A set of totals from 0 to `64 * W - 1` (at most [`MAX_SUM`]), as bits. `W` is chosen for
/// the largest total a rule can ask for: one word for the sums of a 9x9 board, where the
/// search spends its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sums<const W: usize>([u64; W]);

/// Runs `$body` with `$w` a constant: the fewest words of [`Sums`] that hold totals up to
/// `$max`.
macro_rules! with_width {
    ($max:expr, $w:ident => $body:expr) => {
        match $max {
            0..64 => {
                const $w: usize = 1;
                $body
            }
            64..128 => {
                const $w: usize = 2;
                $body
            }
            128..256 => {
                const $w: usize = 4;
                $body
            }
            _ => {
                const $w: usize = 16;
                $body
            }
        }
    };
}
pub(crate) use with_width;

impl<const W: usize> Sums<W> {
    pub(crate) const EMPTY: Sums<W> = Sums([0; W]);

    /// The set of one total (empty if it is above what `W` words hold).
    pub(crate) fn of(total: u32) -> Sums<W> {
        let mut sums = Sums::EMPTY;
        sums.insert(total);
        sums
    }

    pub(crate) fn insert(&mut self, total: u32) {
        if (total as usize) < 64 * W {
            self.0[total as usize / 64] |= 1 << (total % 64);
        }
    }

    pub(crate) fn contains(&self, total: u32) -> bool {
        (total as usize) < 64 * W && self.0[total as usize / 64] & (1 << (total % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(crate) fn and(&self, other: &Sums<W>) -> Sums<W> {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        out
    }

    fn intersects(&self, other: &Sums<W>) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    fn or_assign(&mut self, other: &Sums<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    /// Every total plus `by` (totals past the top drop out).
    #[inline]
    fn up(&self, by: u32) -> Sums<W> {
        if W == 1 {
            let mut out = Sums::EMPTY;
            out.0[0] = self.0[0].checked_shl(by).unwrap_or(0);
            return out;
        }
        let (words, bits) = (by as usize / 64, by % 64);
        let mut out = Sums::EMPTY;
        for i in (words..W).rev() {
            let low = self.0[i - words];
            out.0[i] = low << bits;
            if bits > 0 && i > words {
                out.0[i] |= self.0[i - words - 1] >> (64 - bits);
            }
        }
        out
    }

    /// Every total minus `by` (totals below 0 drop out).
    #[inline]
    fn down(&self, by: u32) -> Sums<W> {
        if W == 1 {
            let mut out = Sums::EMPTY;
            out.0[0] = self.0[0].checked_shr(by).unwrap_or(0);
            return out;
        }
        let (words, bits) = (by as usize / 64, by % 64);
        let mut out = Sums::EMPTY;
        for i in 0..W.saturating_sub(words) {
            out.0[i] = self.0[i + words] >> bits;
            if bits > 0 && i + words + 1 < W {
                out.0[i] |= self.0[i + words + 1] << (64 - bits);
            }
        }
        out
    }
}

/// The totals of `before` plus one digit of `mask`.
#[cfg(test)]
fn step<const W: usize>(before: &Sums<W>, mask: u16) -> Sums<W> {
    let mut out = Sums::EMPTY;
    let mut digits = mask;
    while digits != 0 {
        let digit = digits.trailing_zeros() + 1;
        digits &= digits - 1;
        out.or_assign(&before.up(digit));
    }
    out
}

/// Narrows `masks` (the candidates of the cells, in order) to the digits of assignments whose
/// total lies in `targets`, and returns the totals in `targets` they can reach; `None` when
/// none can (a digit left with no candidate is one such case). The reference the grouped sums
/// are tested against (each cell a group of its own).
#[cfg(test)]
pub(crate) fn narrow_to_sums<const W: usize>(
    masks: &mut [u16],
    targets: &Sums<W>,
) -> Option<Sums<W>> {
    let k = masks.len().min(MAX_CELLS);
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    prefix[0] = Sums::of(0);
    for i in 0..k {
        prefix[i + 1] = step(&prefix[i], masks[i]);
    }
    let reached = prefix[k].and(targets);
    if reached.is_empty() {
        return None;
    }
    // `need`: the totals after the cells before `i` from which the rest can reach a target.
    let mut need = reached;
    for i in (0..k).rev() {
        let (mut keep, mut before) = (0u16, Sums::EMPTY);
        let mut digits = masks[i];
        while digits != 0 {
            let digit = digits.trailing_zeros() + 1;
            digits &= digits - 1;
            let from = need.down(digit);
            if from.intersects(&prefix[i]) {
                keep |= bit(digit as u8);
                before.or_assign(&from);
            }
        }
        masks[i] = keep;
        need = before.and(&prefix[i]);
    }
    Some(reached)
}

/// The most cells a group of a grouped sum holds (see [`group`]).
pub(crate) const MAX_GROUP: usize = 3;

/// Cells whose digits sum to a total, in groups of cells that all see each other (so hold
/// different digits): `cells` reordered group by group, and each group's length. Each cell
/// joins the first group it fits (all of whose cells are its peers, and fewer than
/// [`MAX_GROUP`]); a cell alone is a group of one.
pub(crate) fn group(builder: &Builder, cells: &[u16]) -> (Vec<u16>, Vec<u8>) {
    let mut groups: Vec<Vec<u16>> = Vec::new();
    for &cell in cells {
        let fits = groups.iter_mut().find(|g| {
            g.len() < MAX_GROUP && g.iter().all(|&o| builder.are_peers(o.into(), cell.into()))
        });
        match fits {
            Some(g) => g.push(cell),
            None => groups.push(alloc::vec![cell]),
        }
    }
    let lens = groups.iter().map(|g| g.len() as u8).collect();
    (groups.concat(), lens)
}

/// The totals of one cell: digit `d` (bit `d - 1` of `mask`) is total `d` (bit `d`).
#[inline]
fn one_totals(mask: u16) -> u64 {
    u64::from(mask) << 1
}

/// The totals two cells with different digits of `a` and `b` can make, a bit per total: for
/// each digit `x` of `a`, the digits of `b` but `x`, shifted up by `x`.
#[inline]
fn pair_totals(a: u16, b: u16) -> u64 {
    let mut totals = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        totals |= one_totals(b & !x) << (x.trailing_zeros() + 1);
    }
    totals
}

/// The totals three cells with different digits of `a`, `b` and `c` can make.
#[inline]
fn triple_totals(a: u16, b: u16, c: u16) -> u64 {
    let mut totals = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        totals |= pair_totals(b & !x, c & !x) << (x.trailing_zeros() + 1);
    }
    totals
}

/// The totals one group (one to [`MAX_GROUP`] cells) can make with different digits of
/// `masks`: a bit per total (at most 48).
#[inline]
fn group_totals(masks: &[u16]) -> u64 {
    match *masks {
        [a] => one_totals(a),
        [a, b] => pair_totals(a, b),
        [a, b, c] => triple_totals(a, b, c),
        _ => 0,
    }
}

/// The digits of `a` that, with different digits of the other cells (`rest` gives the totals
/// they make without a digit), make a total of `good`.
#[inline]
fn keep_of(a: u16, good: u64, rest: impl Fn(u16) -> u64) -> u16 {
    let mut keep = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        if rest(x) << (x.trailing_zeros() + 1) & good != 0 {
            keep |= x;
        }
    }
    keep
}

/// The digits of each cell of one group that make a total of `good` (a bit per total) with
/// different digits of the group's other cells.
#[inline]
fn group_keep(masks: &[u16], good: u64) -> [u16; MAX_GROUP] {
    match *masks {
        [a] => [a & (good >> 1) as u16, 0, 0],
        [a, b] => [
            keep_of(a, good, |x| one_totals(b & !x)),
            keep_of(b, good, |y| one_totals(a & !y)),
            0,
        ],
        [a, b, c] => [
            keep_of(a, good, |x| pair_totals(b & !x, c & !x)),
            keep_of(b, good, |y| pair_totals(a & !y, c & !y)),
            keep_of(c, good, |z| pair_totals(a & !z, b & !z)),
        ],
        _ => [0; MAX_GROUP],
    }
}

/// The totals that cells in groups of different digits (`lens`, from [`group`]) can reach,
/// after each group: `prefix[g]` before group `g`; and each group's own totals in `totals`.
fn grouped_prefix<const W: usize>(
    masks: &[u16],
    lens: &[u8],
    prefix: &mut [Sums<W>; MAX_CELLS + 1],
    totals: &mut [u64; MAX_CELLS],
) -> usize {
    let groups = lens.len().min(MAX_CELLS);
    let mut start = 0;
    prefix[0] = Sums::of(0);
    for g in 0..groups {
        let end = start + usize::from(lens[g]);
        totals[g] = group_totals(&masks[start..end]);
        let mut left = totals[g];
        let mut next = Sums::EMPTY;
        while left != 0 {
            next.or_assign(&prefix[g].up(left.trailing_zeros()));
            left &= left - 1;
        }
        prefix[g + 1] = next;
        start = end;
    }
    groups
}

/// The totals cells in groups of different digits (`lens`, from [`group`]) can reach.
pub(crate) fn reach_grouped<const W: usize>(masks: &[u16], lens: &[u8]) -> Sums<W> {
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    let groups = grouped_prefix(masks, lens, &mut prefix, &mut [0; MAX_CELLS]);
    prefix[groups]
}

/// [`narrow_to_sums`] for cells in groups of different digits (`lens`, from [`group`]): the
/// digits of assignments whose total lies in `targets`, each group's digits all different.
pub(crate) fn narrow_grouped<const W: usize>(
    masks: &mut [u16],
    lens: &[u8],
    targets: &Sums<W>,
) -> Option<Sums<W>> {
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    let mut totals = [0u64; MAX_CELLS];
    let groups = grouped_prefix(masks, lens, &mut prefix, &mut totals);
    let reached = prefix[groups].and(targets);
    if reached.is_empty() {
        return None;
    }
    let mut need = reached;
    let mut end = masks.len().min(lens.iter().map(|&l| usize::from(l)).sum());
    for g in (0..groups).rev() {
        let start = end - usize::from(lens[g]);
        // The group's totals that some way before it and some way after it complete.
        let (mut good, mut before) = (0u64, Sums::EMPTY);
        let mut left = totals[g];
        while left != 0 {
            let total = left.trailing_zeros();
            left &= left - 1;
            let from = need.down(total);
            if from.intersects(&prefix[g]) {
                good |= 1 << total;
                before.or_assign(&from);
            }
        }
        let keep = group_keep(&masks[start..end], good);
        masks[start..end].copy_from_slice(&keep[..end - start]);
        need = before.and(&prefix[g]);
        end = start;
    }
    Some(reached)
}

/// Every set of `cells` different digits from 1 to `n` that sums to `sum`, as masks (listed
/// digit by digit, each branch cut as soon as its total is out of reach).
pub(crate) fn digit_sets(n: usize, cells: usize, sum: u32) -> Vec<u16> {
    /// Sets of `k` digits from 1 to `top` summing to `sum`, with `chosen` added.
    fn walk(top: u32, k: u32, sum: u32, chosen: u16, out: &mut Vec<u16>) {
        if k == 0 {
            if sum == 0 {
                out.push(chosen);
            }
            return;
        }
        // The k smallest digits sum to k(k+1)/2; the k largest up to `top`, to that much more.
        let least = k * (k + 1) / 2;
        if top < k || sum < least || sum > least + k * (top - k) {
            return;
        }
        if top <= sum {
            walk(top - 1, k - 1, sum - top, chosen | bit(top as u8), out);
        }
        walk(top - 1, k, sum, chosen, out);
    }
    let mut out = Vec::new();
    walk(n as u32, cells as u32, sum, 0, &mut out);
    out
}

/// Loads the candidates of `cells` into `masks` (which must be as long).
pub(crate) fn load(cells: &[u16], state: &Narrow<'_>, masks: &mut [u16]) {
    for (mask, &cell) in masks.iter_mut().zip(cells) {
        *mask = state.get(cell);
    }
}

/// Narrows `cells` to `masks`.
///
/// # Errors
///
/// [`Contradiction`] when a cell is left with none.
pub(crate) fn store(
    cells: &[u16],
    masks: &[u16],
    state: &mut Narrow<'_>,
) -> Result<(), Contradiction> {
    for (&cell, &mask) in cells.iter().zip(masks) {
        state.narrow(cell, mask)?;
    }
    Ok(())
}

/// Cells whose digits sum to a total; digits repeat unless the cells see each other.
#[derive(Debug)]
pub(crate) struct LineSum<const W: usize> {
    /// The cells, group by group (see [`group`]).
    cells: Vec<u16>,
    lens: Vec<u8>,
    target: Sums<W>,
}

/// Adds the rule that the digits of `cells` (which may repeat, unless cells see each other)
/// sum to `total`.
pub(crate) fn line_sum(builder: &mut Builder, cells: Vec<u16>, total: u32) {
    let (cells, lens) = group(builder, &cells);
    with_width!(total, W => builder.propagator(LineSum::<W> {
        cells,
        lens,
        target: Sums::of(total),
    }));
}

impl<const W: usize> Propagate for LineSum<W> {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let mut masks = [0u16; MAX_CELLS];
        let masks = &mut masks[..self.cells.len()];
        load(&self.cells, state, masks);
        narrow_grouped(masks, &self.lens, &self.target).ok_or(Contradiction)?;
        store(&self.cells, masks, state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// One word, two or sixteen: the same digits kept and the same totals reached, for
        /// targets that one word holds.
        #[test]
        fn widths_agree(masks in proptest::collection::vec(1u16..512, 1..10), target in 0u32..64) {
            let mut one = masks.clone();
            let mut two = masks.clone();
            let mut wide = masks.clone();
            let a = narrow_to_sums(&mut one, &Sums::<1>::of(target)).map(|s| s.contains(target));
            let b = narrow_to_sums(&mut two, &Sums::<2>::of(target)).map(|s| s.contains(target));
            let c = narrow_to_sums(&mut wide, &Sums::<16>::of(target)).map(|s| s.contains(target));
            prop_assert_eq!(a, c);
            prop_assert_eq!(b, c);
            if c.is_some() {
                prop_assert_eq!(&one, &wide);
                prop_assert_eq!(&two, &wide);
            }
        }
    }

    /// Every digit of each cell that some assignment of `masks` totalling `target` uses, each
    /// group's digits all different; `None` when there is no such assignment.
    fn brute_grouped(masks: &[u16], lens: &[u8], target: u32) -> Option<Vec<u16>> {
        fn walk(
            masks: &[u16],
            group_of: &[usize],
            i: usize,
            chosen: &mut Vec<u32>,
            target: u32,
            keep: &mut Vec<u16>,
        ) -> bool {
            let total = chosen.iter().sum::<u32>();
            if total > target {
                return false;
            }
            if i == masks.len() {
                if total != target {
                    return false;
                }
                for (k, &d) in keep.iter_mut().zip(chosen.iter()) {
                    *k |= bit(d as u8);
                }
                return true;
            }
            let mut any = false;
            for d in 1..=16u32 {
                let clash = (0..i).any(|j| group_of[j] == group_of[i] && chosen[j] == d);
                if masks[i] & bit(d as u8) != 0 && !clash {
                    chosen.push(d);
                    any |= walk(masks, group_of, i + 1, chosen, target, keep);
                    chosen.pop();
                }
            }
            any
        }
        let group_of: Vec<usize> = lens
            .iter()
            .enumerate()
            .flat_map(|(g, &l)| core::iter::repeat_n(g, usize::from(l)))
            .collect();
        let mut keep = alloc::vec![0u16; masks.len()];
        walk(masks, &group_of, 0, &mut Vec::new(), target, &mut keep).then_some(keep)
    }

    proptest! {
        /// Cells in groups of different digits keep exactly the digits of some assignment
        /// that reaches the target, as a walk over every assignment finds; with every cell a
        /// group of its own, the same as the plain sums.
        #[test]
        fn grouped_sums_are_exact(
            cells in proptest::collection::vec((1u16..512, 1u8..=3), 1..6),
            target in 0u32..64,
        ) {
            let mut masks = Vec::new();
            let mut lens = Vec::new();
            for (i, &(_, len)) in cells.iter().enumerate() {
                // Groups of `len` cells, from consecutive masks of the list (wrapping); at
                // most six cells, for the walk over every assignment.
                if masks.len() + usize::from(len) > 6 {
                    break;
                }
                lens.push(len);
                for k in 0..usize::from(len) {
                    masks.push(cells[(i + k) % cells.len()].0.rotate_left(k as u32) & 511);
                }
            }
            let mut grouped = masks.clone();
            let reached = narrow_grouped(&mut grouped, &lens, &Sums::<1>::of(target));
            let brute = brute_grouped(&masks, &lens, target);
            prop_assert_eq!(reached.is_some(), brute.is_some());
            if let Some(keep) = brute {
                prop_assert_eq!(&grouped, &keep);
            }
            let ones = alloc::vec![1u8; masks.len()];
            let mut alone = masks.clone();
            let mut plain = masks.clone();
            let a = narrow_grouped(&mut alone, &ones, &Sums::<1>::of(target));
            let b = narrow_to_sums(&mut plain, &Sums::<1>::of(target));
            prop_assert_eq!(a, b);
            if a.is_some() {
                prop_assert_eq!(&alone, &plain);
            }
        }
    }

    #[test]
    fn shifts_cross_words() {
        let mut sums = Sums::<16>::of(3);
        sums.insert(63);
        sums.insert(100);
        let up = sums.up(70);
        assert!(up.contains(73) && up.contains(133) && up.contains(170));
        assert!(!up.contains(3));
        let down = up.down(70);
        assert_eq!(down, sums);
        assert_eq!(Sums::<16>::of(5).down(6), Sums::EMPTY);
        assert_eq!(Sums::<16>::of(1000).up(100), Sums::EMPTY);
        // One word: shifts by 64 and more empty it.
        assert_eq!(Sums::<1>::of(3).up(61), Sums::EMPTY);
        assert_eq!(Sums::<1>::of(63).down(64), Sums::EMPTY);
        assert!(Sums::<1>::of(3).up(60).contains(63));
    }
}
