//! Bit boards for the chain searches: a set of the 729 candidates, and cells as bits of a
//! `u128` (bit `i` for cell `i`) with the house and peer masks from `geometry.rs`.

use crate::{Cell, Digit, geometry};

/// 729 bits, one per candidate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bits([u64; 12]);

impl Bits {
    pub(crate) const EMPTY: Bits = Bits([0; 12]);

    #[inline]
    pub(crate) fn has(&self, k: usize) -> bool {
        self.0[k / 64] >> (k % 64) & 1 == 1
    }

    #[inline]
    pub(crate) fn set(&mut self, k: usize) {
        self.0[k / 64] |= 1 << (k % 64);
    }

    #[inline]
    pub(crate) fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Calls `each` with every bit set, lowest first.
    #[inline]
    pub(crate) fn for_each(&self, mut each: impl FnMut(usize)) {
        for (i, &word) in self.0.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                each(i * 64 + word.trailing_zeros() as usize);
                word &= word - 1;
            }
        }
    }
}

/// The cells of house `house` (indexed as [`House::ALL`](crate::House::ALL): rows, columns,
/// boxes) as a mask.
#[inline]
pub(crate) fn house_bits(house: usize) -> u128 {
    geometry::HOUSE_BITS[house]
}

/// The bit of `cell` in a mask of cells.
#[inline]
pub(crate) fn cell_bit(cell: usize) -> u128 {
    geometry::CELL_BITS[cell]
}

#[inline]
pub(crate) fn peer_bits(cell: usize) -> u128 {
    geometry::PEER_BITS[cell]
}

#[inline]
pub(crate) fn cell_of(cell: usize) -> Cell {
    Cell::ALL[cell]
}

#[inline]
pub(crate) fn digit_of(d: usize) -> Digit {
    Digit::ALL[d]
}

/// Whether exactly two bits of `bits` are set. Cheaper than `count_ones() == 2` where the
/// target has no population count instruction (plain x86-64).
#[inline]
pub(crate) fn two_bits(bits: u128) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Calls `each` with the cells of `bits`, lowest index first.
#[inline]
pub(crate) fn for_cells(mut bits: u128, mut each: impl FnMut(usize)) {
    while bits != 0 {
        each(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_bits_agrees_with_count_ones() {
        for bits in [
            0u128,
            1,
            2,
            3,
            5,
            7,
            1 << 80,
            1 << 80 | 1,
            1 << 127 | 1 << 64,
            u128::MAX,
        ] {
            assert_eq!(two_bits(bits), bits.count_ones() == 2, "{bits:#x}");
        }
        for a in 0..128 {
            for b in 0..128 {
                let bits = 1u128 << a | 1u128 << b;
                assert_eq!(two_bits(bits), a != b);
            }
        }
    }
}
