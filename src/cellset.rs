//! [`CellSet`]: a set of cells as an 81-bit mask, with the house and peer masks the logic uses.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

use crate::{Cell, House, geometry};

const FULL: u128 = (1u128 << 81) - 1;

/// A set of cells: bit `i` stands for the cell with index `i`.
///
/// Sets combine with `|` (union), `&` (intersection), `-` (difference), `^` and `!`
/// (complement within the 81 cells). The masks of every house and of every cell's peers are
/// ready-made ([`CellSet::house`], [`CellSet::peers_of`]), so questions such as "which cells of
/// box 5 still hold 7" are one `&`.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, CellSet, House, HouseKind};
///
/// let row = CellSet::house(House::new(HouseKind::Row, 0).unwrap());
/// let b = CellSet::house(House::new(HouseKind::Box, 0).unwrap());
/// let overlap = row & b;
/// assert_eq!(overlap.len(), 3);
/// assert_eq!(overlap.iter().map(|c| c.index()).collect::<Vec<_>>(), [0, 1, 2]);
///
/// let r1c1 = Cell::new(0).unwrap();
/// assert_eq!(CellSet::peers_of(r1c1).len(), 20);
/// assert!(!CellSet::peers_of(r1c1).contains(r1c1));
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CellSet(u128);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(FULL);

    /// The set whose bit `i` is bit `i` of `bits`; bits above 80 are dropped.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::CellSet;
    ///
    /// assert_eq!(CellSet::from_bits(0b101).len(), 2);
    /// assert_eq!(CellSet::from_bits(u128::MAX), CellSet::ALL);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & FULL)
    }

    /// The mask: bit `i` set when the cell with index `i` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert_eq!(CellSet::single(Cell::new(3).unwrap()).bits(), 8);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let c = Cell::new(40).unwrap();
    /// assert!(CellSet::single(c).contains(c));
    /// assert_eq!(CellSet::single(c).len(), 1);
    /// ```
    #[must_use]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }

    /// The nine cells of a house (row, column or box).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{CellSet, House, HouseKind};
    ///
    /// let column = House::new(HouseKind::Column, 8).unwrap();
    /// assert!(CellSet::house(column).iter().all(|c| c.col() == 8));
    /// ```
    #[must_use]
    pub fn house(house: House) -> CellSet {
        CellSet(geometry::HOUSE_BITS[house.index()])
    }

    /// The 20 peers of a cell: the other cells of its row, column and box.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let c = Cell::from_row_col(4, 4).unwrap();
    /// assert!(CellSet::peers_of(c).contains(Cell::from_row_col(4, 0).unwrap()));
    /// ```
    #[must_use]
    pub fn peers_of(cell: Cell) -> CellSet {
        CellSet(geometry::PEER_BITS[cell.index()])
    }

    /// The cells that see every cell of `self` (are a peer of each), not counting the cells of
    /// `self`. Empty for the empty set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// // Two cells of row 1 in different boxes see the rest of the row, nothing else.
    /// let pair = CellSet::single(Cell::new(0).unwrap()) | CellSet::single(Cell::new(8).unwrap());
    /// assert_eq!(pair.common_peers().len(), 7);
    /// ```
    #[must_use]
    pub fn common_peers(self) -> CellSet {
        let mut cells = self.iter();
        let Some(first) = cells.next() else {
            return CellSet::EMPTY;
        };
        let mut seen = CellSet::peers_of(first);
        for cell in cells {
            seen &= CellSet::peers_of(cell);
        }
        seen - self
    }

    /// Whether `cell` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert!(CellSet::ALL.contains(Cell::new(80).unwrap()));
    /// assert!(!CellSet::EMPTY.contains(Cell::new(0).unwrap()));
    /// ```
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 == 1
    }

    /// Adds `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let mut set = CellSet::EMPTY;
    /// set.insert(Cell::new(5).unwrap());
    /// assert_eq!(set.len(), 1);
    /// ```
    pub const fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.index();
    }

    /// Removes `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let mut set = CellSet::ALL;
    /// set.remove(Cell::new(5).unwrap());
    /// assert_eq!(set.len(), 80);
    /// ```
    pub const fn remove(&mut self, cell: Cell) {
        self.0 &= !(1 << cell.index());
    }

    /// How many cells the set holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::CellSet;
    ///
    /// assert_eq!(CellSet::ALL.len(), 81);
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
    /// use shudu::CellSet;
    ///
    /// assert!(CellSet::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds exactly one cell (cheaper than `len() == 1`).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert!(CellSet::single(Cell::new(3).unwrap()).is_single());
    /// assert!(!CellSet::EMPTY.is_single());
    /// ```
    #[must_use]
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// Whether the set holds two cells or more (cheaper than `len() >= 2`).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert!(CellSet::ALL.has_several());
    /// assert!(!CellSet::single(Cell::new(3).unwrap()).has_several());
    /// ```
    #[must_use]
    pub const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Whether the set holds exactly two cells (cheaper than `len() == 2` on CPUs without
    /// a `popcnt` instruction, the default x86-64 target's case).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let two = CellSet::single(Cell::new(3).unwrap()) | CellSet::single(Cell::new(80).unwrap());
    /// assert!(two.is_pair());
    /// assert!(!CellSet::single(Cell::new(3).unwrap()).is_pair());
    /// assert!(!CellSet::ALL.is_pair());
    /// ```
    #[must_use]
    pub const fn is_pair(self) -> bool {
        let rest = self.0 & self.0.wrapping_sub(1);
        rest != 0 && rest & (rest - 1) == 0
    }

    /// The cell with the lowest index, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::CellSet;
    ///
    /// assert_eq!(CellSet::ALL.first().unwrap().index(), 0);
    /// assert_eq!(CellSet::EMPTY.first(), None);
    /// ```
    #[must_use]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::new_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// Whether every cell of `self` is in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::CellSet;
    ///
    /// assert!(CellSet::EMPTY.is_subset(CellSet::ALL));
    /// ```
    #[must_use]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The rows (bit `r`), columns (bit `c`) or boxes (bit `b`) the cells lie in, as a 9-bit
    /// mask: `rows()`, `cols()`, `boxes()`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// let set = CellSet::single(Cell::from_row_col(2, 7).unwrap());
    /// assert_eq!((set.rows(), set.cols(), set.boxes()), (1 << 2, 1 << 7, 1 << 2));
    /// ```
    #[must_use]
    pub const fn rows(self) -> u16 {
        let mut mask = 0;
        let mut r = 0;
        while r < 9 {
            if self.0 >> (9 * r) & 0x1ff != 0 {
                mask |= 1 << r;
            }
            r += 1;
        }
        mask
    }

    /// The columns the cells lie in, bit `c` for column `c`; see [`CellSet::rows`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert_eq!(CellSet::single(Cell::new(80).unwrap()).cols(), 1 << 8);
    /// ```
    #[must_use]
    pub const fn cols(self) -> u16 {
        // The union of the nine rows, each a 9-bit slice of columns.
        let mut mask = 0;
        let mut r = 0;
        while r < 9 {
            mask |= (self.0 >> (9 * r)) as u16 & 0x1ff;
            r += 1;
        }
        mask
    }

    /// The boxes the cells lie in, bit `b` for box `b`; see [`CellSet::rows`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    ///
    /// assert_eq!(CellSet::single(Cell::new(80).unwrap()).boxes(), 1 << 8);
    /// ```
    #[must_use]
    pub fn boxes(self) -> u16 {
        self.mask_of(18)
    }

    fn mask_of(self, first_unit: usize) -> u16 {
        let mut mask = 0;
        for n in 0..9 {
            if self.0 & geometry::HOUSE_BITS[first_unit + n] != 0 {
                mask |= 1 << n;
            }
        }
        mask
    }

    /// The cells in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::CellSet;
    ///
    /// assert_eq!(CellSet::ALL.iter().count(), 81);
    /// ```
    #[must_use]
    pub const fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }
}

/// The cells of a [`CellSet`] in ascending order, from [`CellSet::iter`].
///
/// # Examples
///
/// ```
/// use shudu::CellSet;
///
/// let mut cells = CellSet::from_bits(0b110).iter();
/// assert_eq!(cells.next().map(|c| c.index()), Some(1));
/// assert_eq!(cells.next().map(|c| c.index()), Some(2));
/// assert_eq!(cells.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct CellSetIter(u128);

impl Iterator for CellSetIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Cell::new_unchecked(i as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}
impl FusedIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;

    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }
}

impl From<Cell> for CellSet {
    fn from(cell: Cell) -> CellSet {
        CellSet::single(cell)
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}

impl BitXor for CellSet {
    type Output = CellSet;
    fn bitxor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 ^ rhs.0)
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}

impl Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        CellSet(!self.0 & FULL)
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}

impl SubAssign for CellSet {
    fn sub_assign(&mut self, rhs: CellSet) {
        self.0 &= !rhs.0;
    }
}

/// Writes the cells as `{r1c1, r2c5}`.
impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Writes the cells in the usual compact notation, grouped by row: `r1c15,r4c6`.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, CellSet};
///
/// let set: CellSet = [0, 4, 41].iter().map(|&i| Cell::new(i).unwrap()).collect();
/// assert_eq!(set.to_string(), "r1c15,r5c6");
/// ```
impl fmt::Display for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for row in 0..9 {
            let in_row = self.0 >> (row * 9) & 0x1ff;
            if in_row == 0 {
                continue;
            }
            if !first {
                f.write_str(",")?;
            }
            first = false;
            write!(f, "r{}c", row + 1)?;
            for col in 0..9 {
                if in_row >> col & 1 == 1 {
                    write!(f, "{}", col + 1)?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_hold_nine_cells_and_peers_agree_with_cells() {
        for unit in House::ALL {
            let set = CellSet::house(unit);
            assert_eq!(set.len(), 9);
            assert!(unit.cells().iter().all(|&c| set.contains(c)));
        }
        for cell in Cell::ALL {
            let peers = CellSet::peers_of(cell);
            for other in Cell::ALL {
                assert_eq!(
                    peers.contains(other),
                    cell.is_peer_of(other),
                    "{cell} {other}"
                );
            }
        }
    }

    #[test]
    fn complement_stays_within_the_grid() {
        assert_eq!(!CellSet::EMPTY, CellSet::ALL);
        assert_eq!(!CellSet::ALL, CellSet::EMPTY);
    }

    #[test]
    fn row_col_box_masks() {
        let set: CellSet = [Cell::new(0).unwrap(), Cell::new(80).unwrap()]
            .into_iter()
            .collect();
        assert_eq!(set.rows(), 0b1_0000_0001);
        assert_eq!(set.cols(), 0b1_0000_0001);
        assert_eq!(set.boxes(), 0b1_0000_0001);
    }
}
