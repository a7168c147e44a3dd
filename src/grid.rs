//! [`Grid`]: 81 cells, each empty or holding a digit.

use crate::{Cell, Digit};

/// A sudoku grid: 81 cells, each empty or holding a [`Digit`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    /// 0 for an empty cell, else the digit 1..=9. No other value is ever stored.
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// The digit in `cell`, or `None` when it is empty.
    #[must_use]
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Puts `digit` in `cell`.
    pub fn set(&mut self, cell: Cell, digit: Digit) {
        self.cells[cell.index()] = digit.get();
    }

    /// Empties `cell`.
    pub fn clear(&mut self, cell: Cell) {
        self.cells[cell.index()] = 0;
    }

    /// The cells as bytes: 0 for empty, else the digit. The solver's fast way in.
    pub(crate) const fn as_bytes(&self) -> &[u8; 81] {
        &self.cells
    }

    /// A grid from bytes the caller knows are all in 0..=9.
    pub(crate) const fn from_bytes_unchecked(cells: [u8; 81]) -> Grid {
        Grid { cells }
    }
}

impl core::fmt::Debug for Grid {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}

impl core::fmt::Display for Grid {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        for &c in &self.cells {
            f.write_char(if c == 0 { '.' } else { (b'0' + c) as char })?;
        }
        Ok(())
    }
}

impl core::str::FromStr for Grid {
    type Err = crate::ParseError;
    fn from_str(s: &str) -> Result<Grid, crate::ParseError> {
        crate::parse::parse_bytes(s.as_bytes())
    }
}
