//! [`Digits`]: a set of the digits 1 to 16, as a `u16` bitmask (bit `d - 1` for digit `d`).

use core::fmt;
use core::iter::FusedIterator;

/// A set of digits from 1 to 16: a cell's candidates on a board of any size the variant engine
/// takes. Bit `d - 1` stands for digit `d`.
///
/// [`Display`](fmt::Display) writes the digits in braces, `{1,4,12}` (and `{}` for the empty
/// set). Iteration yields them in ascending order.
///
/// # Examples
///
/// ```
/// use shudu::variant::Digits;
///
/// let set = Digits::from_digits([1, 4, 12]);
/// assert_eq!(set.to_string(), "{1,4,12}");
/// assert_eq!(set.len(), 3);
/// assert!(set.contains(12) && !set.contains(2));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [1, 4, 12]);
/// assert_eq!(Digits::all(6).to_string(), "{1,2,3,4,5,6}");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Digits(u16);

impl Digits {
    /// No digit.
    pub const EMPTY: Digits = Digits(0);

    /// The set with bits `bits` (bit `d - 1` for digit `d`).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::from_bits(0b101).to_string(), "{1,3}");
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u16) -> Digits {
        Digits(bits)
    }

    /// The bits of the set: bit `d - 1` for digit `d`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::from_digits([1, 3]).bits(), 0b101);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The digits 1 to `size` (at most 16).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::all(16).len(), 16);
    /// ```
    #[must_use]
    pub const fn all(size: u8) -> Digits {
        Digits(full(size as usize))
    }

    /// The set of the given digits; digits outside 1 to 16 are left out.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::from_digits([2, 0, 17, 2]).to_string(), "{2}");
    /// ```
    #[must_use]
    pub fn from_digits(digits: impl IntoIterator<Item = u8>) -> Digits {
        Digits(
            digits
                .into_iter()
                .filter(|d| (1..=16).contains(d))
                .fold(0, |bits, d| bits | bit(d)),
        )
    }

    /// Whether `digit` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert!(Digits::all(9).contains(9));
    /// assert!(!Digits::all(9).contains(10));
    /// ```
    #[must_use]
    pub const fn contains(self, digit: u8) -> bool {
        digit >= 1 && digit <= 16 && self.0 & bit(digit) != 0
    }

    /// How many digits the set holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::EMPTY.len(), 0);
    /// ```
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert!(Digits::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a set of one, or `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::from_digits([7]).single(), Some(7));
    /// assert_eq!(Digits::from_digits([7, 8]).single(), None);
    /// ```
    #[must_use]
    pub const fn single(self) -> Option<u8> {
        single(self.0)
    }

    /// The digits in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Digits;
    ///
    /// assert_eq!(Digits::from_bits(0b1010).iter().collect::<Vec<_>>(), [2, 4]);
    /// ```
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }
}

impl IntoIterator for Digits {
    type Item = u8;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

/// The digits of a [`Digits`] set in ascending order.
#[derive(Clone, Debug)]
pub struct Iter(u16);

impl Iterator for Iter {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let digit = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(digit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}
impl FusedIterator for Iter {}

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, digit) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{digit}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digits({self})")
    }
}

/// The bit of `digit` (1 to 16).
#[inline]
pub(crate) const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The digits 1 to `size`.
#[inline]
pub(crate) const fn full(size: usize) -> u16 {
    ((1u32 << size) - 1) as u16
}

/// The only digit of a mask of one bit.
#[inline]
pub(crate) const fn single(mask: u16) -> Option<u8> {
    if mask != 0 && mask & (mask - 1) == 0 {
        Some(mask.trailing_zeros() as u8 + 1)
    } else {
        None
    }
}

/// The digits from `low` to `high` inclusive (empty when `low > high`), within 1 to 16.
#[inline]
pub(crate) const fn range(low: u8, high: u8) -> u16 {
    let low = if low < 1 { 1 } else { low };
    let high = if high > 16 { 16 } else { high };
    if low > high {
        0
    } else {
        full(high as usize) & !full(low as usize - 1)
    }
}
