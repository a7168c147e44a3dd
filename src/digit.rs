//! [`Digit`]: a sudoku digit, 1 to 9.

/// A sudoku digit: a value from 1 to 9, never anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(u8);

impl Digit {
    /// The digit `n`, or `None` unless `1 <= n <= 9`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Digit> {
        if n >= 1 && n <= 9 {
            Some(Digit(n))
        } else {
            None
        }
    }

    /// The digit as a number from 1 to 9.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Makes a digit from a number the caller knows is in 1..=9.
    pub(crate) const fn new_unchecked(n: u8) -> Digit {
        debug_assert!(n >= 1 && n <= 9);
        Digit(n)
    }
}
