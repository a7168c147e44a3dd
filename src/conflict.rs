//! [`Conflict`]: two cells of one house holding the same digit, and the iterator that finds them.

use core::fmt;
use core::iter::FusedIterator;

use crate::{Cell, Digit, Grid, House};

/// Two filled cells of one house (row, column or box) that hold the same digit.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, HouseKind};
///
/// // Two 7s in the top-left box, in different rows and columns.
/// let grid: Grid = format!("7{}7{}", ".".repeat(9), ".".repeat(70)).parse().unwrap();
/// let c = grid.conflicts().next().unwrap();
/// assert_eq!(c.house.kind(), HouseKind::Box);
/// assert_eq!((c.cells.0.index(), c.cells.1.index()), (0, 10));
/// assert_eq!(c.digit.get(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Conflict {
    /// The house both cells lie in.
    pub house: House,
    /// The digit both cells hold.
    pub digit: Digit,
    /// The two cells, the lower index first.
    pub cells: (Cell, Cell),
}

/// Writes `r1c1 and r1c5 both hold 5 in row 1`.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let grid: Grid = format!("{}33", ".".repeat(79)).parse().unwrap();
/// let c = grid.conflicts().next().unwrap();
/// assert_eq!(c.to_string(), "r9c8 and r9c9 both hold 3 in row 9");
/// ```
impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.cells;
        write!(f, "{a} and {b} both hold {} in {}", self.digit, self.house)
    }
}

/// The [`Conflict`]s of a grid, from [`Grid::conflicts`]; it allocates nothing.
///
/// Houses come in the order of [`House::ALL`] (rows, then columns, then boxes), and the pairs of
/// a house in the order of its cells. A pair is reported once for each house the two cells share:
/// two equal digits side by side in one box and one row appear twice, once for the row and once
/// for the box. Three equal digits in a house make three pairs.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, HouseKind};
///
/// let grid: Grid = format!("11{}", ".".repeat(79)).parse().unwrap();
/// let kinds: Vec<HouseKind> = grid.conflicts().map(|c| c.house.kind()).collect();
/// assert_eq!(kinds, [HouseKind::Row, HouseKind::Box]);
/// ```
#[derive(Clone, Debug)]
pub struct Conflicts<'a> {
    grid: &'a Grid,
    /// The house being searched, 0 to 27 (27 when done).
    house: usize,
    /// The positions in the house of the pair to look at next.
    i: usize,
    j: usize,
}

impl<'a> Conflicts<'a> {
    pub(crate) fn new(grid: &'a Grid) -> Conflicts<'a> {
        let mut conflicts = Conflicts {
            grid,
            house: 0,
            i: 0,
            j: 1,
        };
        conflicts.skip_clean_units();
        conflicts
    }

    /// Moves on from the current house until one repeats a digit, or to the end.
    fn skip_clean_units(&mut self) {
        let bytes = self.grid.as_bytes();
        while let Some(house) = House::ALL.get(self.house) {
            let mut seen = 0u16;
            let repeats = house.cells().iter().any(|cell| {
                let bit = (1u16 << bytes[cell.index()]) >> 1;
                let repeated = seen & bit != 0;
                seen |= bit;
                repeated
            });
            if repeats {
                return;
            }
            self.house += 1;
        }
    }
}

impl Iterator for Conflicts<'_> {
    type Item = Conflict;

    fn next(&mut self) -> Option<Conflict> {
        let bytes = self.grid.as_bytes();
        while let Some(&house) = House::ALL.get(self.house) {
            let cells = house.cells();
            while self.i < 8 {
                let a = cells[self.i];
                let v = bytes[a.index()];
                while v != 0 && self.j < 9 {
                    let b = cells[self.j];
                    self.j += 1;
                    if bytes[b.index()] == v {
                        return Some(Conflict {
                            house,
                            digit: Digit::new_unchecked(v),
                            cells: (a, b),
                        });
                    }
                }
                self.i += 1;
                self.j = self.i + 1;
            }
            self.house += 1;
            self.i = 0;
            self.j = 1;
            self.skip_clean_units();
        }
        None
    }
}

impl FusedIterator for Conflicts<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_equal_digits_make_three_pairs_per_unit() {
        let mut bytes = [0u8; 81];
        bytes[0] = 1;
        bytes[3] = 1;
        bytes[6] = 1;
        let grid = Grid::try_from(bytes).unwrap();
        let pairs: [(usize, usize); 3] = [(0, 3), (0, 6), (3, 6)];
        let mut found = grid.conflicts();
        for (a, b) in pairs {
            let c = found.next().unwrap();
            assert_eq!((c.cells.0.index(), c.cells.1.index()), (a, b));
            assert_eq!(c.house, House::ALL[0]);
        }
        assert_eq!(found.next(), None);
        assert_eq!(found.next(), None);
    }
}
