//! The pencil-mark text formats: the 729-character line and the boxed candidate grid.

use core::fmt;
use core::str::FromStr;

use super::Marks;
use crate::{Candidates, Cell, Digit, Grid};

/// Why a text is not pencil marks: what is wrong, and where.
///
/// # Examples
///
/// ```
/// use shudu::{Marks, ParseMarksError};
///
/// let err = "12".parse::<Marks>().unwrap_err();
/// assert_eq!(err, ParseMarksError::Length { found: 2 });
/// assert_eq!(
///     err.to_string(),
///     "found 2 characters, a pencil-mark line has 729 (9 for each of 81 cells)"
/// );
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
    /// In the 729-character line, a character is neither its cell's digit nor `.`.
    #[error(
        "unexpected character {found:?} at position {position} (cell {cell}): \
         expected {expected} or '.'"
    )]
    Misplaced {
        /// The character found.
        found: char,
        /// Its 1-based position in the line.
        position: usize,
        /// The cell it belongs to.
        cell: Cell,
        /// The digit that may stand there.
        expected: Digit,
    },
    /// A cell of the 729-character line lists no digit.
    #[error("cell {cell} has no candidate")]
    EmptyCell {
        /// The cell.
        cell: Cell,
    },
    /// In the boxed grid, a character that is neither a digit nor a border.
    #[error(
        "unexpected character {found:?} at line {line}, column {column}: a cell is a run of \
         digits 1 to 9, and spaces, '|', '-', '+', '.', ':' or '*' are borders"
    )]
    Character {
        /// The character found.
        found: char,
        /// Its 1-based line.
        line: usize,
        /// Its 1-based column, in characters.
        column: usize,
    },
    /// In the boxed grid, a cell lists a digit twice.
    #[error("digit {digit} appears twice in the cell at line {line}, column {column}")]
    Repeated {
        /// The digit.
        digit: Digit,
        /// The 1-based line of the cell.
        line: usize,
        /// The 1-based column where the cell starts.
        column: usize,
    },
    /// The boxed grid does not have 81 cells.
    #[error("found {found} cells, pencil marks need 81 (a run of digits for each cell)")]
    CellCount {
        /// How many cells (runs of digits) were found.
        found: usize,
    },
}

impl Marks {
    fn parse_line(text: &str) -> Result<Marks, ParseMarksError> {
        let count = text.chars().count();
        if count != 729 {
            return Err(ParseMarksError::Length { found: count });
        }
        let mut cands = [Candidates::EMPTY; 81];
        for (i, c) in text.chars().enumerate() {
            let cell = Cell::ALL[i / 9];
            let expected = Digit::ALL[i % 9];
            if c == expected.to_char() {
                cands[i / 9].insert(expected);
            } else if c != '.' && c != '0' {
                return Err(ParseMarksError::Misplaced {
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

    fn parse_boxed(text: &str) -> Result<Marks, ParseMarksError> {
        let mut cands = [Candidates::EMPTY; 81];
        let mut found = 0usize;
        for (l, line) in text.lines().enumerate() {
            let mut cell_start: Option<usize> = None;
            for (c, ch) in line.chars().enumerate() {
                let digit = ch.to_digit(10).and_then(|d| Digit::new(d as u8));
                if let Some(digit) = digit {
                    let start = *cell_start.get_or_insert_with(|| {
                        found += 1;
                        c
                    });
                    if let Some(here) = cands.get_mut(found - 1) {
                        if here.contains(digit) {
                            return Err(ParseMarksError::Repeated {
                                digit,
                                line: l + 1,
                                column: start + 1,
                            });
                        }
                        here.insert(digit);
                    }
                } else if matches!(
                    ch,
                    ' ' | '\t' | '|' | '-' | '+' | '.' | ':' | '*' | '\'' | '=' | '\u{feff}'
                ) {
                    cell_start = None;
                } else {
                    return Err(ParseMarksError::Character {
                        found: ch,
                        line: l + 1,
                        column: c + 1,
                    });
                }
            }
        }
        if found != 81 {
            return Err(ParseMarksError::CellCount { found });
        }
        Ok(marks_from_cells(&cands))
    }
}

/// Marks from each cell's digits, as the formats write them: a cell with one digit holds it.
fn marks_from_cells(cands: &[Candidates; 81]) -> Marks {
    let mut grid = Grid::EMPTY;
    for cell in Cell::ALL {
        if let Some(d) = cands[cell.index()].single() {
            grid.set(cell, d);
        }
    }
    Marks::from_candidates(&grid, |cell| cands[cell.index()])
}

/// Parses either format `Display` writes: the 729-character line (only digits and `.`, no
/// spaces), or the boxed candidate grid (any layout: every run of digits is a cell, row by
/// row; spaces, `|`, `-`, `+`, `.`, `:` and `*` are borders). A cell with one digit holds
/// that digit: the formats do not tell a placed digit from a last candidate, so marks with an
/// empty cell down to one candidate come back with that digit placed. The marks are taken as
/// given: nothing is removed for being seen by a placed digit.
///
/// # Errors
///
/// A [`ParseMarksError`] that says what is wrong and where.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, Marks};
///
/// let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()
///     .unwrap();
/// let marks = Marks::new(&grid);
/// assert_eq!(marks.to_string().parse::<Marks>().unwrap(), marks);
/// assert_eq!(format!("{marks:#}").parse::<Marks>().unwrap(), marks);
///
/// let err = "| 12 x |".parse::<Marks>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unexpected character 'x' at line 1, column 6: a cell is a run of digits 1 to 9, \
///      and spaces, '|', '-', '+', '.', ':' or '*' are borders"
/// );
/// ```
impl FromStr for Marks {
    type Err = ParseMarksError;

    fn from_str(text: &str) -> Result<Marks, ParseMarksError> {
        let trimmed = text.trim();
        let is_line = trimmed.chars().all(|c| c.is_ascii_digit() || c == '.');
        if is_line && !trimmed.is_empty() {
            Marks::parse_line(trimmed)
        } else {
            Marks::parse_boxed(text)
        }
    }
}

/// Why a text is neither a grid nor pencil marks ([`Marks::from_grid_or_marks`]): the
/// mistake, told against the format the text is closer to.
///
/// # Examples
///
/// ```
/// use shudu::{Marks, ParseGridOrMarksError};
///
/// let err = Marks::from_grid_or_marks("12x").unwrap_err();
/// assert!(matches!(err, ParseGridOrMarksError::Grid(_)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseGridOrMarksError {
    /// The text has 81 digits and dots at most: read as a grid, this is what is wrong.
    #[error(transparent)]
    Grid(crate::ParseError),
    /// The text has more: read as pencil marks, this is what is wrong.
    #[error(transparent)]
    Marks(ParseMarksError),
}

impl Marks {
    /// The pencil marks a text holds, whichever of the two it is: a grid, in any form
    /// [`Grid`] reads (its marks are then every candidate its peers leave, as
    /// [`Marks::new`] gives them), or pencil marks in either of their formats (the
    /// 729-character line, the boxed candidate grid). The one rule for a face or a binding
    /// that takes either: the grid is tried first.
    ///
    /// # Errors
    ///
    /// [`ParseGridOrMarksError`] when the text is neither, with the mistake against the format
    /// it is closer to: a grid when it holds 81 digits and dots at most, else pencil marks.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Marks};
    ///
    /// let puzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// let grid: Grid = puzzle.parse().unwrap();
    /// let marks = Marks::from_grid_or_marks(puzzle).unwrap();
    /// assert_eq!(marks, Marks::new(&grid));
    /// // Pencil marks are read as pencil marks.
    /// let line = marks.to_string();
    /// assert_eq!(Marks::from_grid_or_marks(&line).unwrap().to_string(), line);
    /// ```
    pub fn from_grid_or_marks(text: &str) -> Result<Marks, ParseGridOrMarksError> {
        let grid_error = match text.parse::<Grid>() {
            Ok(grid) => return Ok(Marks::new(&grid)),
            Err(e) => e,
        };
        text.parse::<Marks>().map_err(|marks_error| {
            let cells = text
                .chars()
                .filter(|c| c.is_ascii_digit() || *c == '.')
                .count();
            if cells > 81 {
                ParseGridOrMarksError::Marks(marks_error)
            } else {
                ParseGridOrMarksError::Grid(grid_error)
            }
        })
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
                f.write_str("+")?;
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
            for (col, width) in widths.iter().enumerate() {
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
                for _ in n..width + 1 {
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

#[cfg(test)]
mod tests {
    extern crate std;
    use std::format;
    use std::string::ToString;

    use super::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn both_formats_round_trip() {
        let mut marks = Marks::new(&PUZZLE.parse().unwrap());
        marks.remove(Cell::new(1).unwrap(), Digit::new(1).unwrap());
        assert_eq!(marks.to_string().len(), 729);
        assert_eq!(marks.to_string().parse::<Marks>(), Ok(marks.clone()));
        assert_eq!(format!("{marks:#}").parse::<Marks>(), Ok(marks));
    }

    #[test]
    fn hodoku_style_borders_parse() {
        let marks = Marks::new(&PUZZLE.parse().unwrap());
        let boxed = format!("{marks:#}").replace('+', ".").replace("|-", ":-");
        assert_eq!(boxed.parse::<Marks>(), Ok(marks));
    }

    #[test]
    fn errors_say_what_and_where() {
        let line = ".".repeat(729);
        assert_eq!(
            line.parse::<Marks>(),
            Err(ParseMarksError::EmptyCell {
                cell: Cell::new(0).unwrap()
            })
        );
        let mut bad = "123456789".repeat(81);
        bad.replace_range(10..11, "5");
        let err = bad.parse::<Marks>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unexpected character '5' at position 11 (cell r1c2): expected 2 or '.'"
        );
        assert_eq!(
            "12 3\n4 x".parse::<Marks>(),
            Err(ParseMarksError::Character {
                found: 'x',
                line: 2,
                column: 3
            })
        );
        assert_eq!(
            "1 232".parse::<Marks>(),
            Err(ParseMarksError::Repeated {
                digit: Digit::new(2).unwrap(),
                line: 1,
                column: 3
            })
        );
        assert_eq!(
            "1 2 3".parse::<Marks>(),
            Err(ParseMarksError::CellCount { found: 3 })
        );
        assert_eq!(
            "".parse::<Marks>(),
            Err(ParseMarksError::CellCount { found: 0 })
        );
    }
}
