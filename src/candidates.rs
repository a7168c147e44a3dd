//! [`Candidates`]: a set of digits as a `u16` bitmask.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::Digit;

/// A set of digits, as a bitmask: bit `d - 1` stands for digit `d`; the high seven bits are
/// always zero.
///
/// Set operations are the bit operators: `|` union, `&` intersection, `^` symmetric
/// difference, `!` complement within the nine digits (so `!Candidates::EMPTY` is
/// [`Candidates::ALL`]). Iteration yields the digits in ascending order.
///
/// [`Display`](fmt::Display) writes the digits in braces, `{1,4,9}` (and `{}` for the empty
/// set); [`Debug`](fmt::Debug) writes the same inside `Candidates(…)`.
///
/// # Examples
///
/// ```
/// use shudu::{Candidates, Digit};
///
/// let d = |n| Digit::new(n).unwrap();
/// let mut set: Candidates = [d(1), d(4), d(9)].into_iter().collect();
/// assert_eq!(set.to_string(), "{1,4,9}");
/// set.remove(d(4));
/// assert_eq!(set.len(), 2);
/// assert_eq!((!set).len(), 7);
/// assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), [1, 9]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u16);

/// How many of the nine low bits of `mask` are set. Without a `popcnt` instruction (the
/// default x86-64 target) `count_ones` takes a dozen instructions; this is one load from a
/// table of the 512 nine-bit masks. Used wherever the crate counts digits in inner loops.
pub(crate) const fn nine_bit_count(mask: u16) -> u32 {
    if cfg!(target_feature = "popcnt") {
        (mask & 0x1ff).count_ones()
    } else {
        NINE_BIT_COUNT[(mask & 0x1ff) as usize] as u32
    }
}

const NINE_BIT_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut bits = 0;
    while bits < 512 {
        table[bits] = (bits as u16).count_ones() as u8;
        bits += 1;
    }
    table
};

impl Candidates {
    /// No digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert!(Candidates::EMPTY.is_empty());
    /// ```
    pub const EMPTY: Candidates = Candidates(0);

    /// The old name of [`EMPTY`](Candidates::EMPTY), the word every empty set of the crate
    /// goes by.
    #[doc(hidden)]
    pub const NONE: Candidates = Candidates::EMPTY;

    /// All nine digits.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert_eq!(Candidates::ALL.len(), 9);
    /// assert_eq!(Candidates::ALL.bits(), 0x1ff);
    /// ```
    pub const ALL: Candidates = Candidates(0x1ff);

    /// The set whose mask is `bits`, or `None` if any of the high seven bits is set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert_eq!(Candidates::from_bits(0b1_0000_0001).unwrap().to_string(), "{1,9}");
    /// assert_eq!(Candidates::from_bits(0x200), None);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u16) -> Option<Candidates> {
        if bits & !Candidates::ALL.0 == 0 {
            Some(Candidates(bits))
        } else {
            None
        }
    }

    /// The set whose mask is the low nine bits of `bits`; the high seven are dropped.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert_eq!(Candidates::from_bits_truncate(0xffff), Candidates::ALL);
    /// ```
    #[must_use]
    pub const fn from_bits_truncate(bits: u16) -> Candidates {
        Candidates(bits & Candidates::ALL.0)
    }

    /// The set holding only `digit`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// let three = Digit::new(3).unwrap();
    /// assert_eq!(Candidates::only(three).single(), Some(three));
    /// ```
    #[must_use]
    pub const fn only(digit: Digit) -> Candidates {
        Candidates(1 << (digit.get() - 1))
    }

    /// The mask: bit `d - 1` set for each digit `d` in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// assert_eq!(Candidates::only(Digit::new(2).unwrap()).bits(), 0b10);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `digit` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// let five = Digit::new(5).unwrap();
    /// assert!(Candidates::ALL.contains(five));
    /// assert!(!Candidates::EMPTY.contains(five));
    /// ```
    #[must_use]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & Candidates::only(digit).0 != 0
    }

    /// Adds `digit` to the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// let mut set = Candidates::EMPTY;
    /// set.insert(Digit::new(7).unwrap());
    /// assert_eq!(set.to_string(), "{7}");
    /// ```
    pub const fn insert(&mut self, digit: Digit) {
        self.0 |= Candidates::only(digit).0;
    }

    /// Takes `digit` out of the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// let mut set = Candidates::ALL;
    /// set.remove(Digit::new(7).unwrap());
    /// assert_eq!(set.len(), 8);
    /// ```
    pub const fn remove(&mut self, digit: Digit) {
        self.0 &= !Candidates::only(digit).0;
    }

    /// The set with `digit` added, for building sets in `const` context.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// const ODD: Candidates = Candidates::EMPTY
    ///     .with(Digit::new(1).unwrap())
    ///     .with(Digit::new(3).unwrap());
    /// assert_eq!(ODD.to_string(), "{1,3}");
    /// ```
    #[must_use]
    pub const fn with(self, digit: Digit) -> Candidates {
        Candidates(self.0 | Candidates::only(digit).0)
    }

    /// The set with `digit` taken out.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// assert_eq!(Candidates::ALL.without(Digit::new(1).unwrap()).bits(), 0x1fe);
    /// ```
    #[must_use]
    pub const fn without(self, digit: Digit) -> Candidates {
        Candidates(self.0 & !Candidates::only(digit).0)
    }

    /// How many digits the set holds, 0 to 9.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert_eq!(Candidates::from_bits_truncate(0b1011).len(), 3);
    /// ```
    #[must_use]
    pub const fn len(self) -> usize {
        nine_bit_count(self.0) as usize
    }

    /// Whether the set holds no digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert!(Candidates::EMPTY.is_empty());
    /// assert!(!Candidates::ALL.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of the set, or `None` if it holds no digit or several.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// assert_eq!(Candidates::from_bits_truncate(0b1000).single(), Digit::new(4));
    /// assert_eq!(Candidates::ALL.single(), None);
    /// assert_eq!(Candidates::EMPTY.single(), None);
    /// ```
    #[must_use]
    pub const fn single(self) -> Option<Digit> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            Some(Digit::new_unchecked(self.0.trailing_zeros() as u8 + 1))
        } else {
            None
        }
    }

    /// The smallest digit of the set, or `None` if it is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Digit};
    ///
    /// assert_eq!(Candidates::from_bits_truncate(0b1100).first(), Digit::new(3));
    /// assert_eq!(Candidates::EMPTY.first(), None);
    /// ```
    #[must_use]
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Some(Digit::new_unchecked(self.0.trailing_zeros() as u8 + 1))
        }
    }

    /// Whether every digit of this set is also in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// assert!(Candidates::EMPTY.is_subset(Candidates::ALL));
    /// assert!(!Candidates::ALL.is_subset(Candidates::EMPTY));
    /// ```
    #[must_use]
    pub const fn is_subset(self, other: Candidates) -> bool {
        self.0 & !other.0 == 0
    }

    /// An iterator over the digits of the set, in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Candidates;
    ///
    /// let digits: Vec<u8> = Candidates::from_bits_truncate(0b1_0000_0110).iter().map(|d| d.get()).collect();
    /// assert_eq!(digits, [2, 3, 9]);
    /// ```
    #[must_use]
    pub const fn iter(self) -> CandidatesIter {
        CandidatesIter(self.0)
    }
}

/// The digits of a [`Candidates`] set in ascending order (or descending, from the back).
///
/// # Examples
///
/// ```
/// use shudu::Candidates;
///
/// let mut it = Candidates::from_bits_truncate(0b101).iter();
/// assert_eq!(it.len(), 2);
/// assert_eq!(it.next_back().map(|d| d.get()), Some(3));
/// assert_eq!(it.next().map(|d| d.get()), Some(1));
/// assert_eq!(it.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct CandidatesIter(u16);

impl Iterator for CandidatesIter {
    type Item = Digit;

    fn next(&mut self) -> Option<Digit> {
        let first = Candidates(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for CandidatesIter {
    fn next_back(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let top = 15 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << top);
        Some(Digit::new_unchecked(top + 1))
    }
}

impl ExactSizeIterator for CandidatesIter {}
impl FusedIterator for CandidatesIter {}

impl IntoIterator for Candidates {
    type Item = Digit;
    type IntoIter = CandidatesIter;

    fn into_iter(self) -> CandidatesIter {
        self.iter()
    }
}

impl IntoIterator for &Candidates {
    type Item = Digit;
    type IntoIter = CandidatesIter;

    fn into_iter(self) -> CandidatesIter {
        self.iter()
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(digits: I) -> Candidates {
        let mut set = Candidates::EMPTY;
        set.extend(digits);
        set
    }
}

impl Extend<Digit> for Candidates {
    fn extend<I: IntoIterator<Item = Digit>>(&mut self, digits: I) {
        for d in digits {
            self.insert(d);
        }
    }
}

impl From<Digit> for Candidates {
    fn from(digit: Digit) -> Candidates {
        Candidates::only(digit)
    }
}

impl BitOr for Candidates {
    type Output = Candidates;
    fn bitor(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 | rhs.0)
    }
}

impl BitAnd for Candidates {
    type Output = Candidates;
    fn bitand(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 & rhs.0)
    }
}

impl BitXor for Candidates {
    type Output = Candidates;
    fn bitxor(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 ^ rhs.0)
    }
}

/// The complement within the nine digits: the high seven bits stay zero.
impl Not for Candidates {
    type Output = Candidates;
    fn not(self) -> Candidates {
        Candidates(!self.0 & Candidates::ALL.0)
    }
}

impl BitOrAssign for Candidates {
    fn bitor_assign(&mut self, rhs: Candidates) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for Candidates {
    fn bitand_assign(&mut self, rhs: Candidates) {
        self.0 &= rhs.0;
    }
}

impl BitXorAssign for Candidates {
    fn bitxor_assign(&mut self, rhs: Candidates) {
        self.0 ^= rhs.0;
    }
}

/// Writes the digits in ascending order, in braces and separated by commas: `{1,4,9}`, or
/// `{}` for the empty set.
///
/// # Examples
///
/// ```
/// use shudu::Candidates;
///
/// assert_eq!(Candidates::ALL.to_string(), "{1,2,3,4,5,6,7,8,9}");
/// assert_eq!(Candidates::EMPTY.to_string(), "{}");
/// ```
impl fmt::Display for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, d) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("}")
    }
}

/// Writes `Candidates({1,4,9})`: the digits, as [`Display`](fmt::Display) does.
impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Candidates({self})")
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::format;

    #[test]
    fn every_mask_agrees_with_its_digits() {
        for bits in 0..=0x1ffu16 {
            let set = Candidates::from_bits(bits).unwrap();
            let digits: std::vec::Vec<u8> = set.iter().map(Digit::get).collect();
            let expected: std::vec::Vec<u8> =
                (1..=9).filter(|d| bits >> (d - 1) & 1 == 1).collect();
            assert_eq!(digits, expected);
            let mut backwards: std::vec::Vec<u8> = set.iter().rev().map(Digit::get).collect();
            backwards.reverse();
            assert_eq!(backwards, expected);
            assert_eq!(set.len(), expected.len());
            assert_eq!(set.iter().len(), expected.len());
            assert_eq!((!set).bits(), 0x1ff ^ bits);
            assert_eq!(set.single().is_some(), expected.len() == 1);
        }
        for bits in 0x200..=u16::MAX {
            assert_eq!(Candidates::from_bits(bits), None);
        }
    }

    #[test]
    fn debug_and_display_show_digits() {
        let set = Candidates::from_bits_truncate(0b1_0000_1001);
        assert_eq!(format!("{set}"), "{1,4,9}");
        assert_eq!(format!("{set:?}"), "Candidates({1,4,9})");
    }
}
