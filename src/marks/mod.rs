//! [`Marks`]: pencil marks, the candidates of every cell beside the digits already placed.
//!
//! This is the state a person works on and the state the [`Explainer`](crate::Explainer)
//! reads: each empty cell keeps the digits it may still hold, and every technique removes some
//! of them or places a digit. The text formats people paste are in [`text`](self::text).

mod markset;
mod text;

pub use markset::{MarkSet, MarkSetIter};
pub use text::{ParseGridOrMarksError, ParseMarksError};

use crate::{Candidates, Cell, CellSet, Digit, Grid};

/// The pencil marks of a grid: the digits placed so far and, for every empty cell, the
/// candidates it may still hold.
///
/// [`Marks::new`] starts from a grid and gives every empty cell the digits its peers leave.
/// From there the marks are edited by [`place`](Marks::place), [`remove`](Marks::remove) and
/// [`Step::apply`](crate::Step::apply) (a step of the explaining solver), and taken back by
/// [`unplace`](Marks::unplace), [`add`](Marks::add) and
/// [`set_candidates`](Marks::set_candidates), so that they can hold a game's state. A placed cell holds no
/// candidates. The marks keep, beside each cell's candidates, the cells where each digit is
/// still a candidate ([`Marks::cells_with`]), which the techniques read.
///
/// `Display` writes the 729-character line (nine characters a cell: the digit where it is a
/// candidate, `.` where it is not; a placed digit shows alone in its cell); `{:#}` writes the
/// boxed candidate grid SE and HoDoKu print. Both parse back with [`str::parse`].
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, Grid, Marks};
///
/// let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()
///     .unwrap();
/// let mut marks = Marks::new(&grid);
/// let r1c2 = Cell::from_row_col(0, 1).unwrap();
/// assert_eq!(marks.candidates(r1c2).to_string(), "{1,6,7,9}");
///
/// let seven = Digit::new(7).unwrap();
/// marks.remove(r1c2, seven);
/// assert!(!marks.candidates(r1c2).contains(seven));
///
/// marks.place(r1c2, Digit::new(1).unwrap());
/// assert_eq!(marks.grid().get(r1c2), Digit::new(1));
/// assert!(marks.candidates(r1c2).is_empty());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Marks {
    grid: Grid,
    cells: [Candidates; 81],
    /// `digits[d]`: the empty cells where digit `d + 1` is a candidate.
    digits: [CellSet; 9],
    /// The cells with no digit placed.
    empty: CellSet,
}

impl Marks {
    /// The pencil marks of a grid: its digits placed, and every empty cell given the digits
    /// that no peer holds.
    ///
    /// A grid whose clues clash still has marks (the clashing digits simply rule each other
    /// out of their peers); the explainer reports such a grid as having no solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Grid, Marks};
    ///
    /// let marks = Marks::new(&Grid::EMPTY);
    /// assert_eq!(marks.candidates(Cell::new(0).unwrap()).len(), 9);
    /// ```
    #[must_use]
    pub fn new(grid: &Grid) -> Marks {
        let mut marks = Marks {
            grid: Grid::EMPTY,
            cells: [Candidates::ALL; 81],
            digits: [CellSet::ALL; 9],
            empty: CellSet::ALL,
        };
        for cell in Cell::ALL {
            if let Some(digit) = grid.get(cell) {
                marks.place(cell, digit);
            }
        }
        marks
    }

    /// Pencil marks as given: `grid` for the placed digits and `candidates(cell)` for each
    /// empty cell (masked to nothing for placed cells). Nothing is removed for being seen by a
    /// placed digit: what the caller gives is what the marks hold, as when a player's own
    /// notes are loaded.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Cell, Digit, Grid, Marks};
    ///
    /// let two = Candidates::only(Digit::new(1).unwrap()) | Candidates::only(Digit::new(2).unwrap());
    /// let marks = Marks::from_candidates(&Grid::EMPTY, |_| two);
    /// assert_eq!(marks.candidates(Cell::new(7).unwrap()), two);
    /// ```
    #[must_use]
    pub fn from_candidates(grid: &Grid, mut candidates: impl FnMut(Cell) -> Candidates) -> Marks {
        let mut marks = Marks {
            grid: *grid,
            cells: [Candidates::EMPTY; 81],
            digits: [CellSet::EMPTY; 9],
            empty: CellSet::EMPTY,
        };
        for cell in Cell::ALL {
            if grid.get(cell).is_none() {
                marks.empty.insert(cell);
                let here = candidates(cell);
                marks.cells[cell.index()] = here;
                for digit in here {
                    marks.digits[usize::from(digit.get() - 1)].insert(cell);
                }
            }
        }
        marks
    }

    /// The digits placed so far, clues included.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Marks};
    ///
    /// let grid: Grid = "1".repeat(1).chars().chain(core::iter::repeat('.').take(80))
    ///     .collect::<String>().parse().unwrap();
    /// assert_eq!(Marks::new(&grid).grid(), &grid);
    /// ```
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Every cell's candidates, by cell index: for copying them all at once.
    pub(crate) const fn all_candidates(&self) -> &[Candidates; 81] {
        &self.cells
    }

    /// The candidates of `cell`; none for a cell that holds a digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Grid, Marks};
    ///
    /// assert_eq!(Marks::new(&Grid::EMPTY).candidates(Cell::new(3).unwrap()).len(), 9);
    /// ```
    #[must_use]
    pub const fn candidates(&self, cell: Cell) -> Candidates {
        self.cells[cell.index()]
    }

    /// The empty cells where `digit` is still a candidate.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Digit, Grid, Marks};
    ///
    /// let marks = Marks::new(&Grid::EMPTY);
    /// assert_eq!(marks.cells_with(Digit::new(5).unwrap()).len(), 81);
    /// ```
    #[must_use]
    pub const fn cells_with(&self, digit: Digit) -> CellSet {
        self.digits[(digit.get() - 1) as usize]
    }

    /// The empty cells (those with no digit placed).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Marks};
    ///
    /// assert_eq!(Marks::new(&Grid::EMPTY).empty_cells().len(), 81);
    /// ```
    #[must_use]
    pub const fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// Whether `digit` is a candidate of `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let marks = Marks::new(&Grid::EMPTY);
    /// assert!(marks.has(Cell::new(0).unwrap(), Digit::new(9).unwrap()));
    /// ```
    #[must_use]
    pub const fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.cells[cell.index()].contains(digit)
    }

    /// Places `digit` in `cell`: the cell loses its candidates and `digit` leaves the
    /// candidates of every peer. Placing over a digit replaces it (the peers keep what they
    /// lost to the old one: re-create the marks from the grid to recompute them).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let five = Digit::new(5).unwrap();
    /// marks.place(Cell::new(0).unwrap(), five);
    /// assert!(!marks.has(Cell::new(8).unwrap(), five)); // same row
    /// assert!(marks.has(Cell::new(40).unwrap(), five)); // elsewhere
    /// ```
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.grid.set(cell, digit);
        self.empty.remove(cell);
        let here = self.cells[cell.index()];
        for d in here {
            self.digits[usize::from(d.get() - 1)].remove(cell);
        }
        self.cells[cell.index()] = Candidates::EMPTY;
        let index = usize::from(digit.get() - 1);
        let seen = self.digits[index] & CellSet::peers_of(cell);
        for peer in seen {
            self.cells[peer.index()].remove(digit);
        }
        self.digits[index] -= seen;
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was there.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let (cell, one) = (Cell::new(0).unwrap(), Digit::new(1).unwrap());
    /// assert!(marks.remove(cell, one));
    /// assert!(!marks.remove(cell, one));
    /// ```
    pub fn remove(&mut self, cell: Cell, digit: Digit) -> bool {
        let was = self.cells[cell.index()].contains(digit);
        self.cells[cell.index()].remove(digit);
        self.digits[usize::from(digit.get() - 1)].remove(cell);
        was
    }

    /// Removes every mark of `set` (a candidate that is not there is skipped).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks, MarkSet};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let mut set = MarkSet::EMPTY;
    /// set.insert(Cell::new(0).unwrap(), Digit::new(4).unwrap());
    /// marks.remove_all(&set);
    /// assert_eq!(marks.candidates(Cell::new(0).unwrap()).len(), 8);
    /// ```
    pub fn remove_all(&mut self, set: &MarkSet) {
        for digit in Digit::ALL {
            let cells = set.cells_with(digit);
            if cells.is_empty() {
                continue;
            }
            for cell in cells & self.cells_with(digit) {
                self.cells[cell.index()].remove(digit);
            }
            self.digits[usize::from(digit.get() - 1)] -= cells;
        }
    }

    /// Takes the digit out of `cell` and returns it (`None` when the cell was empty). The cell
    /// becomes empty with no candidates, and nothing else changes: the peers do not get back
    /// what the digit ruled out. Give the cell its candidates with
    /// [`set_candidates`](Marks::set_candidates) or [`add`](Marks::add), as a game does when a
    /// player takes back a move and gets the notes the cell had before.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let (cell, five) = (Cell::new(0).unwrap(), Digit::new(5).unwrap());
    /// marks.place(cell, five);
    /// assert_eq!(marks.unplace(cell), Some(five));
    /// assert_eq!(marks.grid().get(cell), None);
    /// assert!(marks.candidates(cell).is_empty());
    /// assert_eq!(marks.unplace(cell), None);
    /// ```
    pub fn unplace(&mut self, cell: Cell) -> Option<Digit> {
        let digit = self.grid.get(cell)?;
        self.grid.clear(cell);
        self.empty.insert(cell);
        Some(digit)
    }

    /// Adds `digit` back to the candidates of the empty cell `cell`; returns whether it was
    /// added (false when it was already there or the cell holds a digit). Nothing checks that
    /// a peer does not hold `digit`: the marks hold what they are given.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let (cell, one) = (Cell::new(0).unwrap(), Digit::new(1).unwrap());
    /// marks.remove(cell, one);
    /// assert!(marks.add(cell, one));
    /// assert!(marks.has(cell, one));
    /// assert!(!marks.add(cell, one));
    /// ```
    pub fn add(&mut self, cell: Cell, digit: Digit) -> bool {
        if !self.empty.contains(cell) || self.cells[cell.index()].contains(digit) {
            return false;
        }
        self.cells[cell.index()].insert(digit);
        self.digits[usize::from(digit.get() - 1)].insert(cell);
        true
    }

    /// Sets the candidates of the empty cell `cell` to exactly `candidates`; returns false,
    /// changing nothing, when the cell holds a digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Candidates, Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// let cell = Cell::new(0).unwrap();
    /// let notes: Candidates = [1, 3].into_iter().filter_map(Digit::new).collect();
    /// assert!(marks.set_candidates(cell, notes));
    /// assert_eq!(marks.candidates(cell), notes);
    /// ```
    pub fn set_candidates(&mut self, cell: Cell, candidates: Candidates) -> bool {
        if !self.empty.contains(cell) {
            return false;
        }
        let old = self.cells[cell.index()];
        for d in old & !candidates {
            self.digits[usize::from(d.get() - 1)].remove(cell);
        }
        for d in candidates & !old {
            self.digits[usize::from(d.get() - 1)].insert(cell);
        }
        self.cells[cell.index()] = candidates;
        true
    }

    /// The candidates no placed peer rules out: for an empty cell, the digits of
    /// [`Marks::new`] on the digits placed now; empty for a placed cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// marks.place(Cell::new(0).unwrap(), Digit::new(5).unwrap());
    /// let r1c2 = Cell::new(1).unwrap();
    /// marks.remove(r1c2, Digit::new(1).unwrap());
    /// assert_eq!(marks.open_digits(r1c2).to_string(), "{1,2,3,4,6,7,8,9}");
    /// ```
    #[must_use]
    pub fn open_digits(&self, cell: Cell) -> Candidates {
        if !self.empty.contains(cell) {
            return Candidates::EMPTY;
        }
        let mut open = Candidates::ALL;
        for peer in CellSet::peers_of(cell) - self.empty {
            if let Some(d) = self.grid.get(peer) {
                open.remove(d);
            }
        }
        open
    }

    /// Whether every cell holds a digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Marks};
    ///
    /// assert!(!Marks::new(&Grid::EMPTY).is_solved());
    /// ```
    #[must_use]
    pub const fn is_solved(&self) -> bool {
        // The empty cells are kept beside the grid: no need to count its 81 cells.
        self.empty.is_empty()
    }

    /// All candidates as a [`MarkSet`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Marks};
    ///
    /// assert_eq!(Marks::new(&Grid::EMPTY).to_mark_set().len(), 729);
    /// ```
    #[must_use]
    pub fn to_mark_set(&self) -> MarkSet {
        MarkSet::from_cells_by_digit(self.digits)
    }

    /// Whether some empty cell has no candidate left, or some digit has no place left in a
    /// house where it is not yet placed: the marks cannot lead to a solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Marks};
    ///
    /// let mut marks = Marks::new(&Grid::EMPTY);
    /// assert!(!marks.is_broken());
    /// for d in Digit::ALL {
    ///     marks.remove(Cell::new(0).unwrap(), d);
    /// }
    /// assert!(marks.is_broken());
    /// ```
    #[must_use]
    pub fn is_broken(&self) -> bool {
        for cell in Cell::ALL {
            if self.grid.get(cell).is_none() && self.cells[cell.index()].is_empty() {
                return true;
            }
        }
        for unit in crate::House::ALL {
            let house = CellSet::house(unit);
            let mut placed = Candidates::EMPTY;
            for &cell in unit.cells() {
                if let Some(d) = self.grid.get(cell) {
                    placed.insert(d);
                }
            }
            for digit in !placed {
                if (self.cells_with(digit) & house).is_empty() {
                    return true;
                }
            }
        }
        false
    }
}

impl core::fmt::Debug for Marks {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Marks({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn consistent(marks: &Marks) -> bool {
        Cell::ALL.iter().all(|&cell| {
            Digit::ALL
                .iter()
                .all(|&d| marks.has(cell, d) == marks.cells_with(d).contains(cell))
        })
    }

    #[test]
    fn new_marks_leave_what_peers_do_not_hold() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let marks = Marks::new(&grid);
        assert!(consistent(&marks));
        for cell in Cell::ALL {
            if grid.get(cell).is_some() {
                assert!(marks.candidates(cell).is_empty());
            } else {
                assert_eq!(marks.candidates(cell), grid.candidates(cell), "{cell}");
            }
        }
    }

    #[test]
    fn editing_keeps_both_views_in_step() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut marks = Marks::new(&grid);
        marks.place(Cell::new(1).unwrap(), Digit::new(1).unwrap());
        marks.remove(Cell::new(2).unwrap(), Digit::new(2).unwrap());
        let mut set = MarkSet::EMPTY;
        set.insert(Cell::new(3).unwrap(), Digit::new(3).unwrap());
        set.insert(Cell::new(80).unwrap(), Digit::new(9).unwrap());
        marks.remove_all(&set);
        assert!(consistent(&marks));
        assert!(!marks.has(Cell::new(3).unwrap(), Digit::new(3).unwrap()));
    }

    #[test]
    fn a_placement_taken_back_with_its_notes_restores_the_marks() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let start = Marks::new(&grid);
        let mut marks = start.clone();
        // Every empty cell in turn: remember its notes and the peers that lose the digit,
        // place, then undo by hand.
        for cell in start.empty_cells() {
            let notes = marks.candidates(cell);
            let Some(digit) = notes.iter().next() else {
                continue;
            };
            let losers = marks.cells_with(digit) & CellSet::peers_of(cell);
            marks.place(cell, digit);
            assert!(consistent(&marks));
            assert_eq!(marks.unplace(cell), Some(digit));
            assert!(marks.candidates(cell).is_empty());
            assert!(marks.set_candidates(cell, notes));
            for peer in losers {
                assert!(marks.add(peer, digit));
            }
            assert!(consistent(&marks));
            assert_eq!(marks, start, "{cell}");
        }
        // A placed cell takes no candidates.
        let clue = (CellSet::ALL - start.empty_cells()).iter().next().unwrap();
        assert!(!marks.set_candidates(clue, Candidates::ALL));
        assert!(!marks.add(clue, Digit::new(1).unwrap()));
        assert!(marks.candidates(clue).is_empty());
    }

    #[test]
    fn open_digits_are_what_new_marks_would_give() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut marks = Marks::new(&grid);
        for cell in Cell::ALL {
            marks.remove(cell, Digit::new(1).unwrap());
            assert_eq!(marks.open_digits(cell), Marks::new(&grid).candidates(cell));
        }
    }
}
