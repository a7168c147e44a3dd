//! [`Unit`]: a row, a column or a box, the nine cells that must hold nine different digits.

use core::fmt;

use crate::{Cell, geometry};

/// The three kinds of [`Unit`].
///
/// # Examples
///
/// ```
/// use shudu::{Unit, UnitKind};
///
/// assert_eq!(Unit::ALL[9].kind(), UnitKind::Column);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UnitKind {
    /// A row, numbered 0 (top) to 8.
    Row,
    /// A column, numbered 0 (left) to 8.
    Column,
    /// A 3×3 box, numbered 0 (top left) to 8 (bottom right), row by row.
    Box,
}

/// A unit: one of the 9 rows, 9 columns or 9 boxes, each nine cells that a solution fills
/// with nine different digits.
///
/// Units are numbered 0 to 26: the rows, then the columns, then the boxes. [`Display`] writes
/// a 1-based name for people (`row 1`, `column 9`, `box 5`); [`Unit::number`] is 0-based.
///
/// [`Display`]: fmt::Display
///
/// # Examples
///
/// ```
/// use shudu::{Unit, UnitKind};
///
/// let centre = Unit::new(UnitKind::Box, 4).unwrap();
/// let cells: Vec<usize> = centre.cells().iter().map(|c| c.index()).collect();
/// assert_eq!(cells, [30, 31, 32, 39, 40, 41, 48, 49, 50]);
/// assert_eq!(centre.to_string(), "box 5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit(u8);

const fn all_units() -> [Unit; 27] {
    let mut all = [Unit(0); 27];
    let mut i = 0;
    while i < 27 {
        all[i] = Unit(i as u8);
        i += 1;
    }
    all
}

impl Unit {
    /// The 27 units: rows 0 to 8, columns 0 to 8, boxes 0 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Unit, UnitKind};
    ///
    /// assert_eq!(Unit::ALL.len(), 27);
    /// assert_eq!(Unit::ALL[26], Unit::new(UnitKind::Box, 8).unwrap());
    /// ```
    pub const ALL: [Unit; 27] = all_units();

    /// The unit of kind `kind` numbered `number` (0 to 8), or `None` if `number` is above 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Unit, UnitKind};
    ///
    /// assert_eq!(Unit::new(UnitKind::Row, 8).unwrap().number(), 8);
    /// assert_eq!(Unit::new(UnitKind::Row, 9), None);
    /// ```
    #[must_use]
    pub const fn new(kind: UnitKind, number: usize) -> Option<Unit> {
        if number >= 9 {
            return None;
        }
        let base = match kind {
            UnitKind::Row => 0,
            UnitKind::Column => 9,
            UnitKind::Box => 18,
        };
        Some(Unit((base + number) as u8))
    }

    /// Whether this is a row, a column or a box.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Unit, UnitKind};
    ///
    /// assert_eq!(Unit::ALL[0].kind(), UnitKind::Row);
    /// assert_eq!(Unit::ALL[20].kind(), UnitKind::Box);
    /// ```
    #[must_use]
    pub const fn kind(self) -> UnitKind {
        match self.0 / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Column,
            _ => UnitKind::Box,
        }
    }

    /// The unit's number among the units of its kind, 0 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Unit;
    ///
    /// assert_eq!(Unit::ALL[20].number(), 2);
    /// ```
    #[must_use]
    pub const fn number(self) -> usize {
        self.0 as usize % 9
    }

    /// The unit's place in [`Unit::ALL`], 0 to 26.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Unit, UnitKind};
    ///
    /// assert_eq!(Unit::new(UnitKind::Column, 1).unwrap().index(), 10);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The unit's nine cells, in ascending order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Unit, UnitKind};
    ///
    /// let col = Unit::new(UnitKind::Column, 0).unwrap();
    /// assert!(col.cells().iter().all(|c| c.col() == 0));
    /// ```
    #[must_use]
    pub const fn cells(self) -> &'static [Cell; 9] {
        &geometry::UNIT_CELLS[self.0 as usize]
    }

    /// Whether `cell` is one of the unit's cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Unit, UnitKind};
    ///
    /// let top_left = Unit::new(UnitKind::Box, 0).unwrap();
    /// assert!(top_left.contains(Cell::from_row_col(2, 2).unwrap()));
    /// assert!(!top_left.contains(Cell::from_row_col(2, 3).unwrap()));
    /// ```
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        let [row, col, boxed] = geometry::units_of(cell.index());
        let u = self.0 as usize;
        u == row || u == col || u == boxed
    }

    /// The unit at `index` in [`Unit::ALL`]; the caller knows `index < 27`.
    pub(crate) const fn from_index_unchecked(index: usize) -> Unit {
        debug_assert!(index < 27);
        Unit(index as u8)
    }
}

/// Shows the kind and the 0-based number, as in `Unit { kind: Box, number: 4 }`.
impl fmt::Debug for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Unit")
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
/// use shudu::Unit;
///
/// assert_eq!(Unit::ALL[0].to_string(), "row 1");
/// assert_eq!(Unit::ALL[17].to_string(), "column 9");
/// ```
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind() {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        };
        write!(f, "{kind} {}", self.number() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unit_holds_its_own_nine_cells() {
        for unit in Unit::ALL {
            let cells = unit.cells();
            assert!(
                cells.windows(2).all(|w| w[0] < w[1]),
                "{unit}: ascending, distinct"
            );
            for cell in Cell::ALL {
                assert_eq!(cells.contains(&cell), unit.contains(cell), "{unit} {cell}");
            }
            assert_eq!(Unit::new(unit.kind(), unit.number()), Some(unit));
        }
    }

    #[test]
    fn each_cell_lies_in_three_units() {
        for cell in Cell::ALL {
            let holding = Unit::ALL.iter().filter(|u| u.contains(cell)).count();
            assert_eq!(holding, 3);
            let [r, c, b] = cell.units();
            assert_eq!(
                (r.kind(), c.kind(), b.kind()),
                (UnitKind::Row, UnitKind::Column, UnitKind::Box)
            );
        }
    }
}
