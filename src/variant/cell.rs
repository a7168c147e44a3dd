//! [`Cell`]: a cell of a board of any size, by row and column.

use core::fmt;
use core::str::FromStr;

/// A cell of a variant board, by row and column, both counted from 0 (top left). Boards have
/// at most 16 rows and columns.
///
/// [`Display`](fmt::Display) writes the usual 1-based name, `r1c1` for the top left cell, and
/// [`FromStr`] reads it back, in either case (`R10C3` as f-puzzles writes it).
///
/// # Examples
///
/// ```
/// use shudu::variant::Cell;
///
/// let cell = Cell::new(9, 2);
/// assert_eq!(cell.to_string(), "r10c3");
/// assert_eq!("R10C3".parse::<Cell>(), Ok(cell));
/// assert_eq!((cell.row(), cell.col()), (9, 2));
/// assert_eq!(cell.index(16), 146);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell in row `row` and column `col`, counted from 0. Whether it lies on a board is
    /// for the board to say ([`Board::contains`](super::Board::contains)).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Cell;
    ///
    /// assert_eq!(Cell::new(0, 0).to_string(), "r1c1");
    /// ```
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }

    /// The cell of index `index` on a board of `size` columns (row by row from 0).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Cell;
    ///
    /// assert_eq!(Cell::from_index(10, 6), Cell::new(1, 4));
    /// ```
    #[must_use]
    pub const fn from_index(index: usize, size: usize) -> Cell {
        Cell {
            row: (index / size) as u8,
            col: (index % size) as u8,
        }
    }

    /// The row, from 0.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.row
    }

    /// The column, from 0.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.col
    }

    /// The cell's index on a board of `size` columns: `row * size + col`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Cell;
    ///
    /// assert_eq!(Cell::new(2, 3).index(9), 21);
    /// ```
    #[must_use]
    pub const fn index(self, size: usize) -> usize {
        self.row as usize * size + self.col as usize
    }

    /// Whether `other` is one of the four cells beside this one (sharing an edge).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Cell;
    ///
    /// assert!(Cell::new(3, 3).is_orthogonal_to(Cell::new(3, 4)));
    /// assert!(!Cell::new(3, 3).is_orthogonal_to(Cell::new(4, 4)));
    /// ```
    #[must_use]
    pub const fn is_orthogonal_to(self, other: Cell) -> bool {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col) == 1
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row as u16 + 1, self.col as u16 + 1)
    }
}

/// The error of reading a [`Cell`] from text that is not of the form `r<row>c<column>`, with
/// both numbers from 1 to 16.
///
/// # Examples
///
/// ```
/// use shudu::variant::Cell;
///
/// let err = "r0c3".parse::<Cell>().unwrap_err();
/// assert_eq!(err.to_string(), "'r0c3' is not a cell: write r<row>c<column>, both from 1 to 16, as r3c4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a cell: write r<row>c<column>, both from 1 to 16, as r3c4")]
pub struct CellError {
    text: alloc::string::String,
}

impl FromStr for Cell {
    type Err = CellError;

    fn from_str(text: &str) -> Result<Cell, CellError> {
        let err = || CellError { text: text.into() };
        let rest = text.strip_prefix(['r', 'R']).ok_or_else(err)?;
        let split = rest.find(['c', 'C']).ok_or_else(err)?;
        let number = |s: &str| -> Option<u8> {
            if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            s.parse::<u8>().ok().filter(|n| (1..=16).contains(n))
        };
        let row = number(&rest[..split]).ok_or_else(err)?;
        let col = number(&rest[split + 1..]).ok_or_else(err)?;
        Ok(Cell::new(row - 1, col - 1))
    }
}

/// Sorts cells in reading order (by row, then column: `Cell`'s order), as `sort_unstable`
/// would. Each is sorted as one `u16` (row, then column), so that the `.wasm` shares its one
/// sort of `u16` instead of carrying a sort of cells of its own (about 9 KB).
pub(crate) fn sort_cells(cells: &mut [Cell]) {
    let mut keys: alloc::vec::Vec<u16> = cells
        .iter()
        .map(|cell| u16::from(cell.row) << 8 | u16::from(cell.col))
        .collect();
    keys.sort_unstable();
    for (cell, key) in cells.iter_mut().zip(keys) {
        *cell = Cell::new((key >> 8) as u8, key as u8);
    }
}
