//! [`House`]: a row, a column or a box, the nine cells that must hold nine different digits.

use core::fmt;

use crate::{Cell, geometry};

/// The three kinds of [`House`].
///
/// # Examples
///
/// ```
/// use shudu::{House, HouseKind};
///
/// assert_eq!(House::ALL[9].kind(), HouseKind::Column);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HouseKind {
    /// A row, numbered 0 (top) to 8.
    Row,
    /// A column, numbered 0 (left) to 8.
    Column,
    /// A 3×3 box, numbered 0 (top left) to 8 (bottom right), row by row.
    Box,
}

/// A house: one of the 9 rows, 9 columns or 9 boxes, each nine cells that a solution fills
/// with nine different digits (some texts call it a house).
///
/// Houses are numbered 0 to 26: the rows, then the columns, then the boxes. [`Display`] writes
/// a 1-based name for people (`row 1`, `column 9`, `box 5`); [`House::number`] is 0-based.
///
/// [`Display`]: fmt::Display
///
/// # Examples
///
/// ```
/// use shudu::{House, HouseKind};
///
/// let centre = House::new(HouseKind::Box, 4).unwrap();
/// let cells: Vec<usize> = centre.cells().iter().map(|c| c.index()).collect();
/// assert_eq!(cells, [30, 31, 32, 39, 40, 41, 48, 49, 50]);
/// assert_eq!(centre.to_string(), "box 5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct House(u8);

const fn all_houses() -> [House; 27] {
    let mut all = [House(0); 27];
    let mut i = 0;
    while i < 27 {
        all[i] = House(i as u8);
        i += 1;
    }
    all
}

impl House {
    /// The 27 houses: rows 0 to 8, columns 0 to 8, boxes 0 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{House, HouseKind};
    ///
    /// assert_eq!(House::ALL.len(), 27);
    /// assert_eq!(House::ALL[26], House::new(HouseKind::Box, 8).unwrap());
    /// ```
    pub const ALL: [House; 27] = all_houses();

    /// The house of kind `kind` numbered `number` (0 to 8), or `None` if `number` is above 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{House, HouseKind};
    ///
    /// assert_eq!(House::new(HouseKind::Row, 8).unwrap().number(), 8);
    /// assert_eq!(House::new(HouseKind::Row, 9), None);
    /// ```
    #[must_use]
    pub const fn new(kind: HouseKind, number: usize) -> Option<House> {
        if number >= 9 {
            return None;
        }
        let base = match kind {
            HouseKind::Row => 0,
            HouseKind::Column => 9,
            HouseKind::Box => 18,
        };
        Some(House((base + number) as u8))
    }

    /// Whether this is a row, a column or a box.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{House, HouseKind};
    ///
    /// assert_eq!(House::ALL[0].kind(), HouseKind::Row);
    /// assert_eq!(House::ALL[20].kind(), HouseKind::Box);
    /// ```
    #[must_use]
    pub const fn kind(self) -> HouseKind {
        match self.0 / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }

    /// The house's number among the houses of its kind, 0 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::House;
    ///
    /// assert_eq!(House::ALL[20].number(), 2);
    /// ```
    #[must_use]
    pub const fn number(self) -> usize {
        self.0 as usize % 9
    }

    /// The house's place in [`House::ALL`], 0 to 26.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{House, HouseKind};
    ///
    /// assert_eq!(House::new(HouseKind::Column, 1).unwrap().index(), 10);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The house's nine cells, in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{House, HouseKind};
    ///
    /// let col = House::new(HouseKind::Column, 0).unwrap();
    /// assert!(col.cells().iter().all(|c| c.col() == 0));
    /// ```
    #[must_use]
    pub const fn cells(self) -> &'static [Cell; 9] {
        &geometry::UNIT_CELLS[self.0 as usize]
    }

    /// Whether `cell` is one of the house's cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, House, HouseKind};
    ///
    /// let top_left = House::new(HouseKind::Box, 0).unwrap();
    /// assert!(top_left.contains(Cell::from_row_col(2, 2).unwrap()));
    /// assert!(!top_left.contains(Cell::from_row_col(2, 3).unwrap()));
    /// ```
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        let [row, col, boxed] = geometry::units_of(cell.index());
        let u = self.0 as usize;
        u == row || u == col || u == boxed
    }

    /// The house at `index` in [`House::ALL`]; the caller knows `index < 27`.
    pub(crate) const fn from_index_unchecked(index: usize) -> House {
        debug_assert!(index < 27);
        House(index as u8)
    }
}

/// Shows the kind and the 0-based number, as in `House { kind: Box, number: 4 }`.
impl fmt::Debug for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("House")
            .field("kind", &self.kind())
            .field("number", &self.number())
            .finish()
    }
}

/// Writes the 1-based name a person reads: `row 1` to `row 9`, `column 1` to `column 9`,
/// `box 1` to `box 9`.
///
/// # Examples
///
/// ```
/// use shudu::House;
///
/// assert_eq!(House::ALL[0].to_string(), "row 1");
/// assert_eq!(House::ALL[17].to_string(), "column 9");
/// ```
impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind() {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        write!(f, "{kind} {}", self.number() + 1)
    }
}

/// The old name of [`House`], kept so that code written against it still builds: the crate
/// says "house" for a row, a column or a box.
#[doc(hidden)]
pub type Unit = House;

/// The old name of [`HouseKind`].
#[doc(hidden)]
pub type UnitKind = HouseKind;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unit_holds_its_own_nine_cells() {
        for house in House::ALL {
            let cells = house.cells();
            assert!(
                cells.windows(2).all(|w| w[0] < w[1]),
                "{house}: ascending, distinct"
            );
            for cell in Cell::ALL {
                assert_eq!(
                    cells.contains(&cell),
                    house.contains(cell),
                    "{house} {cell}"
                );
            }
            assert_eq!(House::new(house.kind(), house.number()), Some(house));
        }
    }

    #[test]
    fn each_cell_lies_in_three_units() {
        for cell in Cell::ALL {
            let holding = House::ALL.iter().filter(|u| u.contains(cell)).count();
            assert_eq!(holding, 3);
            let [r, c, b] = cell.houses();
            assert_eq!(
                (r.kind(), c.kind(), b.kind()),
                (HouseKind::Row, HouseKind::Column, HouseKind::Box)
            );
        }
    }
}
