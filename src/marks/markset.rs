//! [`MarkSet`]: a set of pencil marks, each a (cell, digit) pair, as nine 81-bit masks.

use core::fmt;
use core::iter::FusedIterator;

use crate::{Candidates, Cell, CellSet, Digit};

/// A set of pencil marks: (cell, digit) pairs, 729 bits, one [`CellSet`] per digit.
///
/// Steps keep their eliminations in one; it iterates cell by cell, then digit by digit.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, MarkSet};
///
/// let mut set = MarkSet::EMPTY;
/// set.insert(Cell::new(10).unwrap(), Digit::new(3).unwrap());
/// set.insert(Cell::new(2).unwrap(), Digit::new(7).unwrap());
/// assert_eq!(set.len(), 2);
/// let pairs: Vec<_> = set.iter().map(|(c, d)| format!("{c}:{d}")).collect();
/// assert_eq!(pairs, ["r1c3:7", "r2c2:3"]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MarkSet([CellSet; 9]);

impl MarkSet {
    /// The empty set.
    pub const EMPTY: MarkSet = MarkSet([CellSet::EMPTY; 9]);

    /// The set whose marks of digit `d` are `cells[d - 1]`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{CellSet, MarkSet};
    ///
    /// assert_eq!(MarkSet::from_cells_by_digit([CellSet::ALL; 9]).len(), 729);
    /// ```
    #[must_use]
    pub const fn from_cells_by_digit(cells: [CellSet; 9]) -> MarkSet {
        MarkSet(cells)
    }

    /// Adds the mark `digit` in `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(0).unwrap(), Digit::new(1).unwrap());
    /// assert!(set.contains(Cell::new(0).unwrap(), Digit::new(1).unwrap()));
    /// ```
    pub fn insert(&mut self, cell: Cell, digit: Digit) {
        self.0[usize::from(digit.get() - 1)].insert(cell);
    }

    /// Adds `digit` in every cell of `cells`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{CellSet, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert_cells(CellSet::ALL, Digit::new(2).unwrap());
    /// assert_eq!(set.len(), 81);
    /// ```
    pub fn insert_cells(&mut self, cells: CellSet, digit: Digit) {
        self.0[usize::from(digit.get() - 1)] |= cells;
    }

    /// Removes the mark `digit` in `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let (c, d) = (Cell::new(0).unwrap(), Digit::new(1).unwrap());
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(c, d);
    /// set.remove(c, d);
    /// assert!(set.is_empty());
    /// ```
    pub fn remove(&mut self, cell: Cell, digit: Digit) {
        self.0[usize::from(digit.get() - 1)].remove(cell);
    }

    /// Whether the set holds `digit` in `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// assert!(!MarkSet::EMPTY.contains(Cell::new(0).unwrap(), Digit::new(1).unwrap()));
    /// ```
    #[must_use]
    pub fn contains(&self, cell: Cell, digit: Digit) -> bool {
        self.0[usize::from(digit.get() - 1)].contains(cell)
    }

    /// The cells where the set holds `digit`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(4).unwrap(), Digit::new(8).unwrap());
    /// assert_eq!(set.cells_with(Digit::new(8).unwrap()).len(), 1);
    /// assert!(set.cells_with(Digit::new(1).unwrap()).is_empty());
    /// ```
    #[must_use]
    pub fn cells_with(&self, digit: Digit) -> CellSet {
        self.0[usize::from(digit.get() - 1)]
    }

    /// The digits the set holds in `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(4).unwrap(), Digit::new(8).unwrap());
    /// assert_eq!(set.digits_in(Cell::new(4).unwrap()).to_string(), "{8}");
    /// ```
    #[must_use]
    pub fn digits_in(&self, cell: Cell) -> Candidates {
        let mut digits = Candidates::EMPTY;
        for digit in Digit::ALL {
            if self.contains(cell, digit) {
                digits.insert(digit);
            }
        }
        digits
    }

    /// Every cell that holds at least one mark of the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(4).unwrap(), Digit::new(8).unwrap());
    /// set.insert(Cell::new(4).unwrap(), Digit::new(9).unwrap());
    /// assert_eq!(set.cells().len(), 1);
    /// ```
    #[must_use]
    pub fn cells(&self) -> CellSet {
        self.0.iter().fold(CellSet::EMPTY, |acc, &c| acc | c)
    }

    /// The digits that have at least one mark in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(4).unwrap(), Digit::new(8).unwrap());
    /// assert_eq!(set.digits().to_string(), "{8}");
    /// ```
    #[must_use]
    pub fn digits(&self) -> Candidates {
        let mut digits = Candidates::EMPTY;
        for digit in Digit::ALL {
            if !self.cells_with(digit).is_empty() {
                digits.insert(digit);
            }
        }
        digits
    }

    /// How many marks the set holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::MarkSet;
    ///
    /// assert_eq!(MarkSet::EMPTY.len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.iter().map(|c| c.len()).sum()
    }

    /// Whether the set holds no mark.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::MarkSet;
    ///
    /// assert!(MarkSet::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|c| c.is_empty())
    }

    /// Adds every mark of `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut a = MarkSet::EMPTY;
    /// let mut b = MarkSet::EMPTY;
    /// b.insert(Cell::new(1).unwrap(), Digit::new(1).unwrap());
    /// a.union_with(&b);
    /// assert_eq!(a, b);
    /// ```
    pub fn union_with(&mut self, other: &MarkSet) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter()) {
            *mine |= *theirs;
        }
    }

    /// Keeps only the marks that are also in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, MarkSet};
    ///
    /// let mut a = MarkSet::EMPTY;
    /// a.insert(Cell::new(1).unwrap(), Digit::new(1).unwrap());
    /// a.intersect_with(&MarkSet::EMPTY);
    /// assert!(a.is_empty());
    /// ```
    pub fn intersect_with(&mut self, other: &MarkSet) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter()) {
            *mine &= *theirs;
        }
    }

    /// The marks, cell by cell in ascending order, each cell's digits ascending.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::MarkSet;
    ///
    /// assert_eq!(MarkSet::EMPTY.iter().count(), 0);
    /// ```
    #[must_use]
    pub fn iter(&self) -> MarkSetIter {
        MarkSetIter {
            set: *self,
            cells: self.cells(),
            digits: Candidates::EMPTY,
            cell: None,
        }
    }
}

/// The marks of a [`MarkSet`], cell by cell, from [`MarkSet::iter`].
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, MarkSet};
///
/// let mut set = MarkSet::EMPTY;
/// set.insert(Cell::new(9).unwrap(), Digit::new(2).unwrap());
/// let mut it = set.iter();
/// assert_eq!(it.next(), Some((Cell::new(9).unwrap(), Digit::new(2).unwrap())));
/// assert_eq!(it.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct MarkSetIter {
    set: MarkSet,
    cells: CellSet,
    digits: Candidates,
    cell: Option<Cell>,
}

impl Iterator for MarkSetIter {
    type Item = (Cell, Digit);

    fn next(&mut self) -> Option<(Cell, Digit)> {
        loop {
            if let (Some(cell), Some(digit)) = (self.cell, self.digits.first()) {
                self.digits.remove(digit);
                return Some((cell, digit));
            }
            let cell = self.cells.first()?;
            self.cells.remove(cell);
            self.cell = Some(cell);
            self.digits = self.set.digits_in(cell);
        }
    }
}

impl FusedIterator for MarkSetIter {}

impl IntoIterator for &MarkSet {
    type Item = (Cell, Digit);
    type IntoIter = MarkSetIter;

    fn into_iter(self) -> MarkSetIter {
        self.iter()
    }
}

impl FromIterator<(Cell, Digit)> for MarkSet {
    fn from_iter<I: IntoIterator<Item = (Cell, Digit)>>(marks: I) -> MarkSet {
        let mut set = MarkSet::EMPTY;
        for (cell, digit) in marks {
            set.insert(cell, digit);
        }
        set
    }
}

impl fmt::Debug for MarkSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MarkSet({self})")
    }
}

/// Writes the marks grouped by digit, the usual way to list eliminations: `r5c4<>3, r9c8<>3`
/// becomes `3 in r5c4,r9c8; 7 in r1c1`.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, MarkSet};
///
/// let mut set = MarkSet::EMPTY;
/// set.insert(Cell::from_row_col(4, 3).unwrap(), Digit::new(3).unwrap());
/// set.insert(Cell::from_row_col(8, 7).unwrap(), Digit::new(3).unwrap());
/// assert_eq!(set.to_string(), "3 in r5c4,r9c8");
/// ```
impl fmt::Display for MarkSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for digit in Digit::ALL {
            let cells = self.cells_with(digit);
            if cells.is_empty() {
                continue;
            }
            if !first {
                f.write_str("; ")?;
            }
            first = false;
            write!(f, "{digit} in {cells}")?;
        }
        Ok(())
    }
}
