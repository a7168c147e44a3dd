//! [`Grid`]: 81 cells, each empty or holding a digit.

use core::fmt::{self, Write as _};
use core::iter::FusedIterator;

use crate::{Candidates, Cell, Conflicts, Digit, ParseError, geometry};

/// A sudoku grid: 81 cells, each empty or holding a [`Digit`]. A puzzle, a solution, or
/// anything between; it may even break the rules (see [`Grid::conflicts`]).
///
/// Text: parse with [`str::parse`], [`Grid::try_from`]`(&str)` or [`Grid::parse_bytes`] (the
/// forms read are listed on [`Grid::parse_bytes`]); [`Display`](fmt::Display) writes the
/// 81-character line with `.` for an empty cell, and `{:#}` the nine-line block with box
/// separators. Both parse back to the same grid.
///
/// Cell values, 0 for an empty cell and 1 to 9 for a digit: [`Grid::from_values`] (or
/// [`Grid::try_from`]`([u8; 81])`) and [`Grid::to_values`] (or `<[u8; 81]>::from`). "Parse" and
/// "bytes" always mean text; "values" always mean the numbers 0 to 9.
///
/// Grids compare, order and hash by their cells, row by row (an empty cell before any digit),
/// so they can be sorted, deduplicated and used as keys.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Digit, Grid};
///
/// let mut grid = Grid::EMPTY;
/// let centre = Cell::from_row_col(4, 4).unwrap();
/// grid.set(centre, Digit::new(5).unwrap());
/// assert_eq!(grid.get(centre), Digit::new(5));
/// assert_eq!(grid.clue_count(), 1);
/// assert_eq!(grid.to_string().parse::<Grid>(), Ok(grid));
/// assert_eq!(format!("{grid:#}").parse::<Grid>(), Ok(grid));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grid {
    /// 0 for an empty cell, else the digit 1..=9. No other value is ever stored.
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// assert_eq!(Grid::EMPTY.clue_count(), 0);
    /// assert_eq!(Grid::EMPTY, Grid::default());
    /// ```
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// Reads a grid from text given as bytes, which need not be UTF-8: bytes that are not are
    /// an error, never a panic.
    ///
    /// The text holds 81 cells, read row by row:
    /// - a cell is a digit `1`-`9`, or `.`, `0`, `_` or `*` for an empty cell (full-width
    ///   `１`-`９` and `０` too);
    /// - whitespace, `|`, `+`, `-`, `,`, `[`, `]`, `"`, `'` and the box-drawing characters
    ///   (`│ ─ ┼ …`) are separators and skipped; a byte-order mark (U+FEFF) is skipped wherever it stands;
    /// - the cells come all on one line, or one row of nine per line (lines of separators
    ///   between bands are fine), which is what `{:#}` prints;
    /// - a line of exactly eight tabs whose nine fields each hold at most one cell is a row of
    ///   a table copied from a web page or a spreadsheet: an empty field is an empty cell.
    ///
    /// Only the text is checked: a grid whose clues clash parses, and
    /// [`Grid::conflicts`] finds the clashes.
    ///
    /// # Errors
    ///
    /// A [`ParseError`]: [`Empty`](ParseError::Empty) when there is no cell at all;
    /// [`UnexpectedChar`](ParseError::UnexpectedChar) for a character that is neither a
    /// cell nor a separator (a letter, say); [`InvalidUtf8`](ParseError::InvalidUtf8) for
    /// bytes that are not UTF-8; [`WrongRowLength`](ParseError::WrongRowLength) when the
    /// cells span several lines and one does not hold 9;
    /// [`TooFewCells`](ParseError::TooFewCells) or [`TooManyCells`](ParseError::TooManyCells)
    /// when there are not 81. The first mistake in reading order is the one reported.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, ParseError};
    ///
    /// let block = b"
    /// 4 . . | . . . | 8 . 5
    /// . 3 . | . . . | . . .
    /// . . . | 7 . . | . . .
    /// ------+-------+------
    /// . 2 . | . . . | . 6 .
    /// . . . | . 8 . | 4 . .
    /// . . . | . 1 . | . . .
    /// ------+-------+------
    /// . . . | 6 . 3 | . 7 .
    /// 5 . . | 2 . . | . . .
    /// 1 . 4 | . . . | . . .
    /// ";
    /// let grid = Grid::parse_bytes(block)?;
    /// assert_eq!(grid.to_string(), "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    ///
    /// assert!(matches!(Grid::parse_bytes(b"4.\xff"), Err(ParseError::InvalidUtf8 { offset: 2, .. })));
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn parse_bytes(text: &[u8]) -> Result<Grid, ParseError> {
        crate::parse::parse_bytes(text)
    }

    /// Reads a grid with a label after it, as a line of a puzzle file often has one: the 81
    /// cells, a tab or spaces, then the label (a name, a rating, a source). Returns the grid
    /// and the label, trimmed; `None` when there is none. A text without a label reads as
    /// [`str::parse`] reads it, the nine-line block too.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] saying what is wrong and where, as for [`Grid::parse_bytes`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\ttop95 #1";
    /// let (grid, label) = Grid::parse_labelled(line)?;
    /// assert_eq!(grid.clue_count(), 17);
    /// assert_eq!(label, Some("top95 #1"));
    ///
    /// let (_, label) = Grid::parse_labelled(&line[..81])?;
    /// assert_eq!(label, None);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn parse_labelled(text: &str) -> Result<(Grid, Option<&str>), ParseError> {
        let (cells, label) = crate::parse::split_label(text);
        Ok((crate::parse::parse_str(cells)?, label))
    }

    /// The digit in `cell`, or `None` when it is empty.
    ///
    /// `Grid` does not implement [`Index`](core::ops::Index): indexing must return a
    /// reference, and what a grid stores is a number 0 to 9 per cell, not an
    /// `Option<Digit>`; `grid[cell]` giving that raw number would be a second, weaker way to
    /// read a cell. [`Grid::to_values`] gives the numbers when they are wanted.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid};
    ///
    /// let grid: Grid = format!("7{}", ".".repeat(80)).parse().unwrap();
    /// assert_eq!(grid.get(Cell::new(0).unwrap()), Digit::new(7));
    /// assert_eq!(grid.get(Cell::new(1).unwrap()), None);
    /// ```
    #[must_use]
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Puts `digit` in `cell`, replacing whatever was there.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid};
    ///
    /// let mut grid = Grid::EMPTY;
    /// grid.set(Cell::new(80).unwrap(), Digit::new(9).unwrap());
    /// assert!(grid.to_string().ends_with(".9"));
    /// ```
    pub const fn set(&mut self, cell: Cell, digit: Digit) {
        self.cells[cell.index()] = digit.get();
    }

    /// Empties `cell`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid};
    ///
    /// let mut grid = Grid::EMPTY;
    /// let cell = Cell::new(3).unwrap();
    /// grid.set(cell, Digit::new(1).unwrap());
    /// grid.clear(cell);
    /// assert_eq!(grid, Grid::EMPTY);
    /// ```
    pub const fn clear(&mut self, cell: Cell) {
        self.cells[cell.index()] = 0;
    }

    /// A grid from its cell values, row by row: 0 for an empty cell, 1 to 9 for a digit. The
    /// inverse of [`Grid::to_values`]; [`Grid::try_from`] does the same.
    ///
    /// # Errors
    ///
    /// [`InvalidCellValue`] naming the first value above 9.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let mut values = [0u8; 81];
    /// values[10] = 4;
    /// let grid = Grid::from_values(values)?;
    /// assert_eq!(grid.to_values(), values);
    /// assert_eq!(grid.to_string().find('4'), Some(10));
    ///
    /// values[0] = b'4'; // text is not a value: parse it instead
    /// assert!(Grid::from_values(values).is_err());
    /// # Ok::<(), shudu::InvalidCellValue>(())
    /// ```
    pub fn from_values(values: [u8; 81]) -> Result<Grid, InvalidCellValue> {
        match values.iter().position(|&v| v > 9) {
            Some(i) => Err(InvalidCellValue {
                cell: Cell::new_unchecked(i as u8),
                value: values[i],
            }),
            None => Ok(Grid { cells: values }),
        }
    }

    /// The cell values, row by row: 0 for an empty cell, else the digit. The inverse of
    /// [`Grid::from_values`]; these are numbers, not text (`b'.'` or `b'1'`).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let mut values = [0u8; 81];
    /// values[10] = 4;
    /// let grid = Grid::from_values(values).unwrap();
    /// assert_eq!(grid.to_values(), values);
    /// ```
    #[must_use]
    pub const fn to_values(&self) -> [u8; 81] {
        self.cells
    }

    /// An iterator over the 81 cells in order, each with its digit or `None` when empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let grid: Grid = format!("{}12", ".".repeat(79)).parse().unwrap();
    /// let filled: Vec<(usize, u8)> = grid
    ///     .cells()
    ///     .filter_map(|(cell, digit)| Some((cell.index(), digit?.get())))
    ///     .collect();
    /// assert_eq!(filled, [(79, 1), (80, 2)]);
    /// ```
    #[must_use]
    pub fn cells(&self) -> Cells<'_> {
        Cells {
            grid: self,
            next: 0,
        }
    }

    /// How many cells hold a digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".parse().unwrap();
    /// assert_eq!(grid.clue_count(), 17);
    /// ```
    #[must_use]
    pub const fn clue_count(&self) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < 81 {
            if self.cells[i] != 0 {
                n += 1;
            }
            i += 1;
        }
        n
    }

    /// Whether every cell holds a digit (the digits may still clash).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// assert!(!Grid::EMPTY.is_full());
    /// assert!("1".repeat(81).parse::<Grid>().unwrap().is_full());
    /// ```
    #[must_use]
    pub const fn is_full(&self) -> bool {
        self.clue_count() == 81
    }

    /// The digits that no peer of `cell` holds: those its row, column and box leave free.
    ///
    /// The cell's own content is ignored, so for a filled cell the set holds its own digit
    /// exactly when no peer repeats it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Grid};
    ///
    /// let grid: Grid = format!("12345678.{}", ".".repeat(72)).parse().unwrap();
    /// let last = Cell::from_row_col(0, 8).unwrap();
    /// assert_eq!(grid.candidates(last).to_string(), "{9}");
    /// let first = Cell::from_row_col(0, 0).unwrap();
    /// assert_eq!(grid.candidates(first).to_string(), "{1,9}");
    /// ```
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> Candidates {
        let mut used = 0u16;
        for peer in cell.peers() {
            used |= (1u16 << self.cells[peer.index()]) >> 1;
        }
        Candidates::from_bits_truncate(!used)
    }

    /// Every pair of filled cells that share a house and hold the same digit, so a program
    /// can show them; see [`Conflicts`] for the order and how often each pair appears.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, HouseKind};
    ///
    /// let grid: Grid = format!("5...5{}", ".".repeat(76)).parse().unwrap();
    /// let clashes: Vec<_> = grid.conflicts().collect();
    /// assert_eq!(clashes.len(), 1);
    /// assert_eq!(clashes[0].house.kind(), HouseKind::Row);
    /// assert_eq!(clashes[0].digit.get(), 5);
    /// assert_eq!(clashes[0].to_string(), "r1c1 and r1c5 both hold 5 in row 1");
    /// ```
    #[must_use]
    pub fn conflicts(&self) -> Conflicts<'_> {
        Conflicts::new(self)
    }

    /// Whether no digit repeats in any row, column or box: no [`Grid::conflicts`]. Empty cells
    /// do not matter, so a valid grid may still have no solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// assert!(Grid::EMPTY.is_valid());
    /// let two_fives: Grid = format!("5{}5{}", ".".repeat(8), ".".repeat(71)).parse().unwrap();
    /// assert!(!two_fives.is_valid()); // same column
    /// ```
    #[must_use]
    pub const fn is_valid(&self) -> bool {
        let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        let mut i = 0;
        while i < 81 {
            let v = self.cells[i];
            if v != 0 {
                let bit = 1u16 << (v - 1);
                let (r, c, b) = (geometry::row(i), geometry::col(i), geometry::box_of(i));
                if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
                    return false;
                }
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
            }
            i += 1;
        }
        true
    }

    /// Whether the grid is a finished sudoku: full and valid.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let solved: Grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179".parse().unwrap();
    /// assert!(solved.is_solved());
    /// assert!(!Grid::EMPTY.is_solved());
    /// ```
    #[must_use]
    pub const fn is_solved(&self) -> bool {
        self.is_full() && self.is_valid()
    }

    /// Whether this grid solves `puzzle`: it is solved and keeps every clue of `puzzle`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let solved: Grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179".parse().unwrap();
    /// let puzzle: Grid = format!("53..7{}", ".".repeat(76)).parse().unwrap();
    /// assert!(solved.is_solution_of(&puzzle));
    /// let other: Grid = format!("9{}", ".".repeat(80)).parse().unwrap();
    /// assert!(!solved.is_solution_of(&other));
    /// ```
    #[must_use]
    pub const fn is_solution_of(&self, puzzle: &Grid) -> bool {
        if !self.is_solved() {
            return false;
        }
        let mut i = 0;
        while i < 81 {
            if puzzle.cells[i] != 0 && puzzle.cells[i] != self.cells[i] {
                return false;
            }
            i += 1;
        }
        true
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

impl Default for Grid {
    /// The empty grid, [`Grid::EMPTY`].
    fn default() -> Grid {
        Grid::EMPTY
    }
}

/// Why 81 numbers are not a grid: one is above 9.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let mut bytes = [0u8; 81];
/// bytes[40] = 12;
/// let err = Grid::try_from(bytes).unwrap_err();
/// assert_eq!((err.cell().index(), err.value()), (40, 12));
/// assert_eq!(err.to_string(), "cell r5c5 (index 40) holds 12: a cell holds 0 when empty, else a digit 1 to 9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "cell {cell} (index {index}) holds {value}: a cell holds 0 when empty, else a digit 1 to 9",
    index = .cell.index()
)]
pub struct InvalidCellValue {
    cell: Cell,
    value: u8,
}

impl InvalidCellValue {
    /// The first cell whose number is above 9.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// assert_eq!(Grid::try_from([10u8; 81]).unwrap_err().cell().index(), 0);
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Cell {
        self.cell
    }

    /// Its number.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// assert_eq!(Grid::try_from([255u8; 81]).unwrap_err().value(), 255);
    /// ```
    #[must_use]
    pub const fn value(&self) -> u8 {
        self.value
    }
}

/// Reads 81 cell values row by row, as [`Grid::from_values`] does.
///
/// # Errors
///
/// [`InvalidCellValue`] naming the first value above 9.
impl TryFrom<[u8; 81]> for Grid {
    type Error = InvalidCellValue;

    fn try_from(values: [u8; 81]) -> Result<Grid, InvalidCellValue> {
        Grid::from_values(values)
    }
}

/// Parses text, as [`str::parse`] does; see [`Grid::parse_bytes`] for the forms read.
///
/// # Errors
///
/// A [`ParseError`] saying what is wrong and where.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let grid = Grid::try_from(".".repeat(81).as_str()).unwrap();
/// assert_eq!(grid, Grid::EMPTY);
/// ```
impl TryFrom<&str> for Grid {
    type Error = ParseError;

    fn try_from(text: &str) -> Result<Grid, ParseError> {
        crate::parse::parse_str(text)
    }
}

/// The cell values, as [`Grid::to_values`] gives them.
impl From<Grid> for [u8; 81] {
    fn from(grid: Grid) -> [u8; 81] {
        grid.cells
    }
}

impl core::str::FromStr for Grid {
    type Err = ParseError;

    /// Reads a grid from text; see [`Grid::parse_bytes`] for the forms read.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] saying what is wrong and where, as for [`Grid::parse_bytes`].
    fn from_str(s: &str) -> Result<Grid, ParseError> {
        crate::parse::parse_str(s)
    }
}

/// `Grid("4.....8.5…")`: the 81-character line, short enough for assertion messages.
impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}

/// `{}` writes the 81 cells on one line, row by row, `.` for an empty cell. `{:#}` writes nine
/// lines with boxes marked, and no newline after the last:
///
/// ```text
/// 4 . . | . . . | 8 . 5
/// . 3 . | . . . | . . .
/// . . . | 7 . . | . . .
/// ------+-------+------
/// . 2 . | . . . | . 6 .
/// ...
/// ```
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// let grid: Grid = line.parse().unwrap();
/// assert_eq!(grid.to_string(), line);
/// let block = format!("{grid:#}");
/// assert_eq!(block.lines().next(), Some("4 . . | . . . | 8 . 5"));
/// assert_eq!(block.lines().nth(3), Some("------+-------+------"));
/// assert_eq!(block.parse::<Grid>(), Ok(grid));
/// ```
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbol = |v: u8| if v == 0 { '.' } else { char::from(b'0' + v) };
        if !f.alternate() {
            return self.cells.iter().try_for_each(|&v| f.write_char(symbol(v)));
        }
        for (row, cells) in self.cells.chunks_exact(9).enumerate() {
            if row > 0 {
                f.write_char('\n')?;
                if row % 3 == 0 {
                    f.write_str("------+-------+------\n")?;
                }
            }
            for (col, &v) in cells.iter().enumerate() {
                if col > 0 {
                    f.write_str(if col % 3 == 0 { " | " } else { " " })?;
                }
                f.write_char(symbol(v))?;
            }
        }
        Ok(())
    }
}

/// The cells of a [`Grid`] in order, each with its digit or `None`; see [`Grid::cells`].
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// assert_eq!(Grid::EMPTY.cells().filter(|(_, d)| d.is_none()).count(), 81);
/// ```
#[derive(Clone, Debug)]
pub struct Cells<'a> {
    grid: &'a Grid,
    next: u8,
}

impl Iterator for Cells<'_> {
    type Item = (Cell, Option<Digit>);

    fn next(&mut self) -> Option<(Cell, Option<Digit>)> {
        let cell = Cell::new(self.next)?;
        self.next += 1;
        Some((cell, self.grid.get(cell)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = 81usize.saturating_sub(usize::from(self.next));
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cells<'_> {}
impl FusedIterator for Cells<'_> {}

impl<'a> IntoIterator for &'a Grid {
    type Item = (Cell, Option<Digit>);
    type IntoIter = Cells<'a>;

    fn into_iter(self) -> Cells<'a> {
        self.cells()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn try_from_names_the_first_bad_value() {
        let mut bytes = [9u8; 81];
        bytes[7] = 10;
        bytes[8] = 200;
        let err = Grid::try_from(bytes).unwrap_err();
        assert_eq!((err.cell().index(), err.value()), (7, 10));
        bytes[7] = 0;
        bytes[8] = 0;
        assert_eq!(Grid::try_from(bytes).map(<[u8; 81]>::from), Ok(bytes));
    }

    #[test]
    fn candidates_ignore_the_cell_itself() {
        let mut grid = Grid::EMPTY;
        let a = Cell::new(0).unwrap();
        let d = Digit::new(3).unwrap();
        grid.set(a, d);
        assert_eq!(grid.candidates(a), Candidates::ALL);
        let far = Cell::new(80).unwrap();
        assert_eq!(
            grid.candidates(far),
            Candidates::ALL,
            "r9c9 does not see r1c1"
        );
        assert_eq!(
            grid.candidates(Cell::new(10).unwrap()),
            Candidates::ALL.without(d)
        );
    }

    #[test]
    fn cells_iterator_counts_down() {
        let mut it = Grid::EMPTY.cells();
        assert_eq!(it.len(), 81);
        it.nth(79);
        assert_eq!(it.len(), 1);
        assert!(it.next().is_some());
        assert!(it.next().is_none());
        assert!(it.next().is_none());
    }
}
