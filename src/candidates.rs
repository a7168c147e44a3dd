//! [`Candidates`]: a set of digits as a `u16` bitmask.

/// A set of digits, as a bitmask: bit `d - 1` stands for digit `d`; the high seven bits are zero.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u16);

impl Candidates {
    /// No digit.
    pub const NONE: Candidates = Candidates(0);
    /// All nine digits.
    pub const ALL: Candidates = Candidates(0x1ff);

    /// The raw mask.
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }
}

impl core::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Candidates({:#011b})", self.0)
    }
}
