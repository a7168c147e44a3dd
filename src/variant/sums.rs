//! Sums of cells whose digits may repeat (little killers, arrows, sandwiches): which digits
//! of each cell some assignment uses whose total lies in a set of targets. A forward pass lists
//! the totals each prefix of the cells can reach, a backward pass the totals each suffix can
//! complete; a digit stays where one meets the other. Exact for the sum alone.

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

    /// The totals the digits of `masks` can reach (each cell one of its candidates).
    pub(crate) fn reachable(masks: &[u16]) -> Sums<W> {
        masks
            .iter()
            .fold(Sums::of(0), |reach, &mask| step(&reach, mask))
    }
}

/// The totals of `before` plus one digit of `mask`.
#[inline]
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
/// none can (a digit left with no candidate is one such case).
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

/// Cells whose digits (which may repeat) sum to one of the targets.
#[derive(Debug)]
pub(crate) struct LineSum<const W: usize> {
    cells: Vec<u16>,
    target: Sums<W>,
}

/// Adds the rule that the digits of `cells` (which may repeat) sum to `total`.
pub(crate) fn line_sum(builder: &mut Builder, cells: Vec<u16>, total: u32) {
    with_width!(total, W => builder.propagator(LineSum::<W> {
        cells,
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
        narrow_to_sums(masks, &self.target).ok_or(Contradiction)?;
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
