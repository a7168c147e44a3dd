//! The pencil-mark text formats: the 729-character line and the boxed candidate grid.

use core::fmt;
use core::str::FromStr;

use super::Marks;
use crate::{Candidates, Cell, Digit, Grid};

/// Why a text is not pencil marks.
///
/// # Examples
///
/// ```
/// use shudu::{Marks, ParseMarksError};
///
/// let err = "12".parse::<Marks>().unwrap_err();
/// assert_eq!(err, ParseMarksError::Length { found: 2 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMarksError {
    /// The 729-character line has the wrong number of characters.
    #[error("found {found} characters, a pencil-mark line has 729 (9 for each of 81 cells)")]
    Length {
        /// How many characters were found.
        found: usize,
    },
    /// A character is not where it may be: in the line, position `index` (0-based) of cell
    /// `cell` holds something other than its digit or `.`.
    #[error(
        "unexpected character {found:?} at position {position} (cell {cell}): \
         expected {expected} or '.'"
    )]
    Character {
        /// The character found.
        found: char,
        /// Its 1-based position in the line.
        position: usize,
        /// The cell it belongs to.
        cell: Cell,
        /// The digit that may stand there.
        expected: Digit,
    },
    /// A cell has no candidate at all.
    #[error("cell {cell} has no candidate")]
    EmptyCell {
        /// The cell.
        cell: Cell,
    },
}

impl Marks {
    fn parse_line(text: &str) -> Result<Marks, ParseMarksError> {
        let count = text.chars().count();
        if count != 729 {
            return Err(ParseMarksError::Length { found: count });
        }
        let mut cands = [Candidates::NONE; 81];
        for (i, c) in text.chars().enumerate() {
            let cell = Cell::ALL[i / 9];
            let expected = Digit::ALL[i % 9];
            if c == expected.to_char() {
                cands[i / 9].insert(expected);
            } else if c != '.' && c != '0' {
                return Err(ParseMarksError::Character {
                    found: c,
                    position: i + 1,
                    cell,
                    expected,
                });
            }
        }
        for cell in Cell::ALL {
            if cands[cell.index()].is_empty() {
                return Err(ParseMarksError::EmptyCell { cell });
            }
        }
        Ok(marks_from_cells(&cands))
    }
}

/// Marks from each cell's digits: a cell with one digit whose peers do not hold it as a
/// candidate too is taken as placed... every single-digit cell is taken as placed.
fn marks_from_cells(cands: &[Candidates; 81]) -> Marks {
    let mut grid = Grid::EMPTY;
    for cell in Cell::ALL {
        if let Some(d) = cands[cell.index()].single() {
            grid.set(cell, d);
        }
    }
    Marks::from_candidates(&grid, |cell| cands[cell.index()])
}

/// Parses the 729-character line that `Display` writes.
///
/// # Errors
///
/// A [`ParseMarksError`] that says what is wrong and where.
impl FromStr for Marks {
    type Err = ParseMarksError;

    fn from_str(text: &str) -> Result<Marks, ParseMarksError> {
        Marks::parse_line(text.trim())
    }
}

/// `{}`: the 729-character line (a placed digit is its cell's only character); `{:#}`: the
/// boxed candidate grid, each cell its digits, columns aligned, `|` and `-` between boxes.
impl fmt::Display for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits_of = |cell: Cell| match self.grid().get(cell) {
            Some(d) => Candidates::only(d),
            None => self.candidates(cell),
        };
        if !f.alternate() {
            for cell in Cell::ALL {
                let here = digits_of(cell);
                for d in Digit::ALL {
                    let c = if here.contains(d) { d.to_char() } else { '.' };
                    write!(f, "{c}")?;
                }
            }
            return Ok(());
        }
        let mut widths = [1usize; 9];
        for cell in Cell::ALL {
            widths[cell.col()] = widths[cell.col()].max(digits_of(cell).len());
        }
        let rule = |f: &mut fmt::Formatter<'_>| -> fmt::Result {
            for stack in 0..3 {
                f.write_str(if stack == 0 { "+" } else { "+" })?;
                let w: usize = (0..3).map(|k| widths[stack * 3 + k] + 1).sum::<usize>() + 1;
                for _ in 0..w {
                    f.write_str("-")?;
                }
            }
            f.write_str("+")
        };
        rule(f)?;
        for row in 0..9 {
            f.write_str("\n")?;
            for col in 0..9 {
                if col % 3 == 0 {
                    f.write_str("| ")?;
                }
                let Some(cell) = Cell::from_row_col(row, col) else {
                    continue;
                };
                let mut n = 0;
                for d in digits_of(cell) {
                    write!(f, "{d}")?;
                    n += 1;
                }
                for _ in n..widths[col] + 1 {
                    f.write_str(" ")?;
                }
            }
            f.write_str("|")?;
            if row % 3 == 2 {
                f.write_str("\n")?;
                rule(f)?;
            }
        }
        Ok(())
    }
}
