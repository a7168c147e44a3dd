//! [`Digit`]: a sudoku digit, 1 to 9.

use core::fmt;

/// A sudoku digit: a value from 1 to 9, never anything else.
///
/// Digits order as numbers do. Convert from a number or a character with [`Digit::new`],
/// [`Digit::from_char`] or `TryFrom`; back with [`Digit::get`], [`Digit::to_char`] or `From`.
///
/// # Examples
///
/// ```
/// use shudu::Digit;
///
/// let five = Digit::new(5).unwrap();
/// assert_eq!(five.get(), 5);
/// assert_eq!(char::from(five), '5');
/// assert_eq!(Digit::try_from('5'), Ok(five));
/// assert!(Digit::new(0).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(u8);

impl Digit {
    /// The nine digits in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Digit;
    ///
    /// let sum: u32 = Digit::ALL.iter().map(|d| u32::from(d.get())).sum();
    /// assert_eq!(sum, 45);
    /// ```
    pub const ALL: [Digit; 9] = [
        Digit(1),
        Digit(2),
        Digit(3),
        Digit(4),
        Digit(5),
        Digit(6),
        Digit(7),
        Digit(8),
        Digit(9),
    ];

    /// The digit `n`, or `None` unless `1 <= n <= 9`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Digit;
    ///
    /// assert_eq!(Digit::new(9).map(Digit::get), Some(9));
    /// assert_eq!(Digit::new(0), None);
    /// assert_eq!(Digit::new(10), None);
    /// ```
    #[must_use]
    pub const fn new(n: u8) -> Option<Digit> {
        if n >= 1 && n <= 9 {
            Some(Digit(n))
        } else {
            None
        }
    }

    /// The digit written as the character `c` (`'1'` to `'9'`), or `None` for any other
    /// character, `'0'` included.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Digit;
    ///
    /// assert_eq!(Digit::from_char('7'), Digit::new(7));
    /// assert_eq!(Digit::from_char('0'), None);
    /// assert_eq!(Digit::from_char('x'), None);
    /// ```
    #[must_use]
    pub const fn from_char(c: char) -> Option<Digit> {
        match c {
            '1'..='9' => Some(Digit(c as u8 - b'0')),
            _ => None,
        }
    }

    /// The digit as a number from 1 to 9.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Digit;
    ///
    /// assert_eq!(Digit::new(3).unwrap().get(), 3);
    /// ```
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The digit as the character `'1'` to `'9'`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Digit;
    ///
    /// assert_eq!(Digit::new(3).unwrap().to_char(), '3');
    /// ```
    #[must_use]
    pub const fn to_char(self) -> char {
        (b'0' + self.0) as char
    }

    /// Makes a digit from a number the caller knows is in 1..=9.
    pub(crate) const fn new_unchecked(n: u8) -> Digit {
        debug_assert!(n >= 1 && n <= 9);
        Digit(n)
    }
}

/// Why a number or a character is not a [`Digit`].
///
/// # Examples
///
/// ```
/// use shudu::{Digit, InvalidDigit};
///
/// let err = Digit::try_from(10u8).unwrap_err();
/// assert_eq!(err, InvalidDigit::Number(10));
/// assert_eq!(err.to_string(), "10 is not a sudoku digit: a digit is a number from 1 to 9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum InvalidDigit {
    /// The number given, which is 0 or above 9.
    #[error("{0} is not a sudoku digit: a digit is a number from 1 to 9")]
    Number(u8),
    /// The character given, which is not `'1'` to `'9'`.
    #[error("{0:?} is not a sudoku digit: a digit is a character from '1' to '9'")]
    Char(char),
}

impl TryFrom<u8> for Digit {
    type Error = InvalidDigit;

    /// # Errors
    ///
    /// [`InvalidDigit::Number`] unless `1 <= n <= 9`.
    fn try_from(n: u8) -> Result<Digit, InvalidDigit> {
        Digit::new(n).ok_or(InvalidDigit::Number(n))
    }
}

impl TryFrom<char> for Digit {
    type Error = InvalidDigit;

    /// # Errors
    ///
    /// [`InvalidDigit::Char`] unless `c` is `'1'` to `'9'`.
    fn try_from(c: char) -> Result<Digit, InvalidDigit> {
        Digit::from_char(c).ok_or(InvalidDigit::Char(c))
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.get()
    }
}

impl From<Digit> for char {
    fn from(d: Digit) -> char {
        d.to_char()
    }
}

/// Writes the digit as its single character, `1` to `9`.
///
/// # Examples
///
/// ```
/// use shudu::Digit;
///
/// assert_eq!(Digit::new(8).unwrap().to_string(), "8");
/// ```
impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_accepts_exactly_one_to_nine() {
        for n in 0..=u8::MAX {
            assert_eq!(Digit::new(n).is_some(), (1..=9).contains(&n), "{n}");
        }
    }

    #[test]
    fn chars_round_trip() {
        for d in Digit::ALL {
            assert_eq!(Digit::from_char(d.to_char()), Some(d));
            assert_eq!(Digit::try_from(char::from(d)), Ok(d));
            assert_eq!(Digit::try_from(u8::from(d)), Ok(d));
        }
        assert_eq!(Digit::try_from('0'), Err(InvalidDigit::Char('0')));
        assert_eq!(Digit::try_from('٣'), Err(InvalidDigit::Char('٣')));
        assert_eq!(Digit::try_from(0u8), Err(InvalidDigit::Number(0)));
    }

    #[test]
    fn all_is_ascending_and_complete() {
        for (i, d) in Digit::ALL.iter().enumerate() {
            assert_eq!(usize::from(d.get()), i + 1);
        }
    }
}
