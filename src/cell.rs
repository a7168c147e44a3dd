//! [`Cell`]: the index of one of the 81 cells.

/// One of the 81 cells of the grid, numbered row by row from 0 (top left) to 80 (bottom right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `i`, or `None` unless `i < 81`.
    #[must_use]
    pub const fn new(i: u8) -> Option<Cell> {
        if i < 81 { Some(Cell(i)) } else { None }
    }

    /// The cell's index, 0 to 80.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Makes a cell from an index the caller knows is below 81.
    pub(crate) const fn new_unchecked(i: u8) -> Cell {
        debug_assert!(i < 81);
        Cell(i)
    }
}
