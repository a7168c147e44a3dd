//! [`Cell`]: the index of one of the 81 cells, and the tables of its houses and peers.

use core::fmt;

use crate::{House, geometry};

/// One of the 81 cells of the grid, numbered row by row from 0 (top left) to 80 (bottom right).
///
/// Rows, columns and boxes are numbered from 0 to 8: rows top to bottom, columns left to
/// right, boxes left to right and then top to bottom (box 4 is the centre). [`Display`]
/// writes the usual 1-based `r{row}c{column}` name, `r1c1` for cell 0.
///
/// [`Display`]: fmt::Display
///
/// # Examples
///
/// ```
/// use shudu::Cell;
///
/// let centre = Cell::from_row_col(4, 4).unwrap();
/// assert_eq!(centre.index(), 40);
/// assert_eq!(centre.box_index(), 4);
/// assert_eq!(centre.to_string(), "r5c5");
/// assert_eq!(centre.peers().len(), 20);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

const fn all_cells() -> [Cell; 81] {
    let mut all = [Cell(0); 81];
    let mut i = 0;
    while i < 81 {
        all[i] = Cell(i as u8);
        i += 1;
    }
    all
}

impl Cell {
    /// The 81 cells in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::ALL.len(), 81);
    /// assert_eq!(Cell::ALL[80].index(), 80);
    /// ```
    pub const ALL: [Cell; 81] = all_cells();

    /// The cell with index `i`, or `None` unless `i < 81`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::new(80).map(Cell::index), Some(80));
    /// assert_eq!(Cell::new(81), None);
    /// ```
    #[must_use]
    pub const fn new(i: u8) -> Option<Cell> {
        if i < 81 { Some(Cell(i)) } else { None }
    }

    /// The cell in row `row` and column `col` (both 0 to 8), or `None` if either is above 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// let cell = Cell::from_row_col(2, 7).unwrap();
    /// assert_eq!((cell.row(), cell.col()), (2, 7));
    /// assert_eq!(Cell::from_row_col(9, 0), None);
    /// ```
    #[must_use]
    pub const fn from_row_col(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// The cell's index, 0 to 80.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::from_row_col(1, 0).unwrap().index(), 9);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell's row, 0 (top) to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::new(17).unwrap().row(), 1);
    /// ```
    #[must_use]
    pub const fn row(self) -> usize {
        geometry::row(self.0 as usize)
    }

    /// The cell's column, 0 (left) to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::new(17).unwrap().col(), 8);
    /// ```
    #[must_use]
    pub const fn col(self) -> usize {
        geometry::col(self.0 as usize)
    }

    /// The cell's box, 0 (top left) to 8 (bottom right), numbered row by row.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// assert_eq!(Cell::from_row_col(0, 8).unwrap().box_index(), 2);
    /// assert_eq!(Cell::from_row_col(8, 0).unwrap().box_index(), 6);
    /// ```
    #[must_use]
    pub const fn box_index(self) -> usize {
        geometry::box_of(self.0 as usize)
    }

    /// The three houses holding the cell: its row, its column and its box, in that order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, House, HouseKind};
    ///
    /// let [row, col, boxed] = Cell::new(40).unwrap().houses();
    /// assert_eq!(row, House::new(HouseKind::Row, 4).unwrap());
    /// assert_eq!(col.kind(), HouseKind::Column);
    /// assert_eq!(boxed.to_string(), "box 5");
    /// ```
    #[must_use]
    pub const fn houses(self) -> [House; 3] {
        let [row, col, boxed] = geometry::units_of(self.0 as usize);
        [
            House::from_index_unchecked(row),
            House::from_index_unchecked(col),
            House::from_index_unchecked(boxed),
        ]
    }

    /// The old name of [`houses`](Cell::houses).
    #[doc(hidden)]
    #[must_use]
    pub const fn units(self) -> [House; 3] {
        self.houses()
    }

    /// The 20 peers of the cell, in ascending order: the other cells of its row, column and
    /// box, each once. A digit in a cell may appear in none of its peers.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// let corner = Cell::new(0).unwrap();
    /// let peers: Vec<usize> = corner.peers().iter().map(|c| c.index()).collect();
    /// assert_eq!(peers, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]);
    /// ```
    #[must_use]
    pub const fn peers(self) -> &'static [Cell; 20] {
        &geometry::PEERS[self.0 as usize]
    }

    /// Whether `other` is a peer of this cell: a different cell in the same row, column or box.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    ///
    /// let a = Cell::from_row_col(0, 0).unwrap();
    /// assert!(a.is_peer_of(Cell::from_row_col(2, 2).unwrap()));
    /// assert!(!a.is_peer_of(Cell::from_row_col(3, 3).unwrap()));
    /// assert!(!a.is_peer_of(a));
    /// ```
    #[must_use]
    pub const fn is_peer_of(self, other: Cell) -> bool {
        self.0 != other.0 && geometry::share_a_unit(self.0 as usize, other.0 as usize)
    }

    /// Makes a cell from an index the caller knows is below 81.
    pub(crate) const fn new_unchecked(i: u8) -> Cell {
        debug_assert!(i < 81);
        Cell(i)
    }
}

/// Writes the 1-based name `r{row}c{column}`, `r1c1` to `r9c9`.
///
/// # Examples
///
/// ```
/// use shudu::Cell;
///
/// assert_eq!(Cell::new(10).unwrap().to_string(), "r2c2");
/// ```
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// The text was not a cell's name, `r1c1` to `r9c9`.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, ParseCellError};
///
/// assert_eq!("r0c1".parse::<Cell>(), Err(ParseCellError));
/// assert_eq!(ParseCellError.to_string(), "not a cell: expected a name from r1c1 to r9c9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("not a cell: expected a name from r1c1 to r9c9")]
pub struct ParseCellError;

/// Reads a cell's name as [`Display`](fmt::Display) writes it, `r1c1` to `r9c9` (`R1C1` too),
/// with no space around it.
///
/// # Examples
///
/// ```
/// use shudu::Cell;
///
/// let cell: Cell = "r5c6".parse().unwrap();
/// assert_eq!((cell.row(), cell.col()), (4, 5));
/// assert!("R9C9".parse::<Cell>().is_ok());
/// assert!("r10c1".parse::<Cell>().is_err());
/// ```
impl core::str::FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        match s.as_bytes() {
            [
                b'r' | b'R',
                row @ b'1'..=b'9',
                b'c' | b'C',
                col @ b'1'..=b'9',
            ] => Cell::from_row_col(usize::from(row - b'1'), usize::from(col - b'1'))
                .ok_or(ParseCellError),
            _ => Err(ParseCellError),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peers_match_a_direct_check() {
        for a in Cell::ALL {
            let listed = a.peers();
            let mut count = 0;
            for b in Cell::ALL {
                let shares = a != b
                    && (a.row() == b.row() || a.col() == b.col() || a.box_index() == b.box_index());
                assert_eq!(listed.contains(&b), shares, "{a} {b}");
                assert_eq!(a.is_peer_of(b), shares, "{a} {b}");
                count += usize::from(shares);
            }
            assert_eq!(count, 20);
            assert!(
                listed.windows(2).all(|w| w[0] < w[1]),
                "ascending, no repeats"
            );
        }
    }

    #[test]
    fn names_round_trip() {
        for cell in Cell::ALL {
            let mut name = [0u8; 4];
            name.copy_from_slice(&[b'r', b'1' + cell.row() as u8, b'c', b'1' + cell.col() as u8]);
            let name = core::str::from_utf8(&name).unwrap();
            assert_eq!(name.parse::<Cell>(), Ok(cell));
        }
        for bad in [
            "", "r1", "r1c", "c1r1", "r1c0", "r0c1", "r1c10", " r1c1", "r1c1 ", "x1c1",
        ] {
            assert_eq!(bad.parse::<Cell>(), Err(ParseCellError), "{bad:?}");
        }
    }

    #[test]
    fn row_col_round_trip() {
        for cell in Cell::ALL {
            assert_eq!(Cell::from_row_col(cell.row(), cell.col()), Some(cell));
            assert!(cell.houses().iter().all(|u| u.contains(cell)));
        }
        assert_eq!(Cell::from_row_col(0, 9), None);
        assert_eq!(Cell::from_row_col(usize::MAX, 0), None);
    }
}
