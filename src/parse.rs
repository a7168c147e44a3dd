//! Reading grids from text: the 81-character line, the nine-line block, and the tables people
//! paste from web pages and spreadsheets.
//!
//! The reader goes line by line. On each line, a cell is a digit `1`-`9` or an empty marker
//! (`.`, `0`, `_` or `*`); full-width digits `１`-`９` and `０`, as Chinese and Japanese text
//! often has them, count too. Separators are skipped: whitespace, `|`, `+`, `-`, `,`, `[`,
//! `]`, quotes and the box-drawing characters (`│`, `─`, `┼`, …). Any other character is a
//! mistake and an error. A line of exactly eight tabs whose nine fields each hold at most one
//! cell is a table row: there an empty field is an empty cell.
//!
//! The cells may come on one line (81 of them) or one row per line (nine lines of nine, with
//! lines of separators between bands if you like). Parsing checks the text only: two 5s in a
//! row parse, and [`Grid::conflicts`](crate::Grid::conflicts) reports them.

use core::fmt;

use crate::Grid;

/// Why a text is not a grid.
///
/// Lines and columns are 1-based; a column counts characters (a tab or a `数` is one column).
///
/// # Examples
///
/// ```
/// use shudu::{Grid, ParseError};
///
/// let err = "1".repeat(80).parse::<Grid>().unwrap_err();
/// assert_eq!(err, ParseError::TooFewCells { found: 80, lines: 1 });
/// assert_eq!(err.to_string(), "found 80 cells, a grid needs 81: a cell is missing");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input holds no cell at all: it is empty, or only whitespace and separators.
    #[error(
        "found no cells: a grid needs 81, each a digit 1 to 9, or '.' or '0' for an empty cell"
    )]
    Empty,
    /// A character that is neither a cell nor a separator, such as a letter.
    #[error(
        "unexpected character {ch:?} at line {line}, column {column}: \
         a cell is a digit 1 to 9, or '.' or '0' for an empty cell"
    )]
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column on that line, from 1, counted in characters.
        column: usize,
    },
    /// The input is not UTF-8 text (only [`Grid::parse_bytes`] can return this).
    #[error(
        "the input is not UTF-8 text: byte {byte:#04x} at line {line}, column {column} \
         (byte offset {offset}) does not start a valid character"
    )]
    InvalidUtf8 {
        /// The first byte that is not valid UTF-8.
        byte: u8,
        /// Its offset in the input, from 0.
        offset: usize,
        /// Its line, from 1.
        line: usize,
        /// Its column on that line, from 1, counted in characters.
        column: usize,
    },
    /// The cells span several lines, so each line is a row, but this line does not hold 9.
    #[error("{}", row_length_message(*.line, *.found))]
    WrongRowLength {
        /// The line, from 1.
        line: usize,
        /// How many cells it holds.
        found: usize,
    },
    /// Fewer than 81 cells.
    #[error("{}", too_few_message(*.found, *.lines))]
    TooFewCells {
        /// How many cells there were, 1 to 80.
        found: usize,
        /// How many lines held at least one cell.
        lines: usize,
    },
    /// More than 81 cells.
    #[error("{}", too_many_message(*.found, *.lines))]
    TooManyCells {
        /// How many cells there were, 82 or more.
        found: usize,
        /// How many lines held at least one cell.
        lines: usize,
    },
}

/// `n` followed by `word`, with an `s` unless `n` is 1.
struct Count(usize, &'static str);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// A message built when the error is shown, so the error itself stays a few plain numbers.
struct Message<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result>(F);

impl<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result> fmt::Display for Message<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

fn row_length_message(line: usize, found: usize) -> impl fmt::Display {
    Message(move |f| {
        write!(f, "line {line} holds {}, ", Count(found, "cell"))?;
        f.write_str("but when a grid spans several lines each line is a row of 9 cells: ")?;
        if found < 9 {
            write!(f, "{} missing", Count(9 - found, "cell"))
        } else {
            write!(f, "{} too many", Count(found - 9, "cell"))
        }
    })
}

fn too_few_message(found: usize, lines: usize) -> impl fmt::Display {
    Message(move |f| {
        // Whole rows, fewer than nine of them. (The parser never reports more lines than
        // cells, but a caller can build any error: no arithmetic here may overflow.)
        if (2..9).contains(&lines) && lines.checked_mul(9) == Some(found) {
            let missing = 9 - lines;
            write!(
                f,
                "found {} of 9 cells, a grid needs 9 rows: ",
                Count(lines, "row")
            )?;
            return if missing == 1 {
                f.write_str("a row is missing")
            } else {
                write!(f, "{missing} rows are missing")
            };
        }
        write!(f, "found {}", Count(found, "cell"))?;
        if lines > 1 {
            write!(f, " on {lines} lines")?;
        }
        let missing = 81usize.saturating_sub(found);
        if missing == 1 {
            f.write_str(", a grid needs 81: a cell is missing")
        } else {
            write!(f, ", a grid needs 81: {missing} cells are missing")
        }
    })
}

fn too_many_message(found: usize, lines: usize) -> impl fmt::Display {
    Message(move |f| {
        let rows = lines > 9 && lines.checked_mul(9) == Some(found);
        if rows {
            write!(
                f,
                "found {} of 9 cells, a grid has 9 rows: ",
                Count(lines, "row")
            )?;
        } else {
            write!(f, "found {found} cells")?;
            if lines > 1 {
                write!(f, " on {lines} lines")?;
            }
            f.write_str(", a grid has 81: ")?;
        }
        let extra = found.saturating_sub(81);
        if found.is_multiple_of(81) {
            write!(f, "that is {} grids, parse them one at a time", found / 81)
        } else if rows {
            write!(f, "{} too many", Count(lines.saturating_sub(9), "row"))
        } else {
            write!(f, "{} too many", Count(extra, "cell"))
        }
    })
}

/// What a character is to the reader.
enum Class {
    /// A cell: 0 for empty, else the digit.
    Cell(u8),
    /// A separator, skipped.
    Skip,
    /// Neither: a mistake.
    Bad,
}

fn classify(c: char) -> Class {
    match c {
        '1'..='9' => Class::Cell(c as u8 - b'0'),
        '0' | '.' | '_' | '*' | '０' => Class::Cell(0),
        // Full-width digits: '１' is U+FF11.
        '１'..='９' => Class::Cell((u32::from(c) - u32::from('０')) as u8),
        '|' | '+' | '-' | ',' | '[' | ']' | '"' | '\'' | '\u{feff}' | '\u{2500}'..='\u{257f}' => {
            Class::Skip
        }
        c if c.is_whitespace() => Class::Skip,
        _ => Class::Bad,
    }
}

/// The nine cells of a table row: exactly eight tabs, each field empty or a single cell,
/// with whitespace around it. `None` when the line is not such a row.
fn table_row(line: &str) -> Option<[u8; 9]> {
    if line.bytes().filter(|&b| b == b'\t').count() != 8 {
        return None;
    }
    let mut row = [0u8; 9];
    for (slot, field) in row.iter_mut().zip(line.split('\t')) {
        let mut chars = field.trim().chars();
        *slot = match (chars.next(), chars.next()) {
            (None, _) => 0,
            (Some(c), None) => match classify(c) {
                Class::Cell(v) => v,
                Class::Skip | Class::Bad => return None,
            },
            (Some(_), Some(_)) => return None,
        };
    }
    Some(row)
}

/// The cells read so far and the facts the errors need.
struct Reader {
    cells: [u8; 81],
    /// Cells read, which may pass 81.
    count: usize,
    /// Lines that held at least one cell.
    lines: usize,
    /// How many cells the first line with cells held.
    first_line: usize,
    /// The first line with cells that did not hold 9, and how many it held.
    odd_row: Option<(usize, usize)>,
}

impl Reader {
    const fn new() -> Reader {
        Reader {
            cells: [0; 81],
            count: 0,
            lines: 0,
            first_line: 0,
            odd_row: None,
        }
    }

    fn push(&mut self, value: u8) {
        if let Some(slot) = self.cells.get_mut(self.count) {
            *slot = value;
        }
        self.count = self.count.saturating_add(1);
    }

    /// Reads every line of `text`, stopping at the first character that is not allowed.
    fn read(&mut self, text: &str) -> Result<(), ParseError> {
        for (n, line) in text.split('\n').enumerate() {
            let before = self.count;
            if let Some(row) = table_row(line) {
                row.iter().for_each(|&v| self.push(v));
            } else {
                for (column, ch) in line.chars().enumerate() {
                    match classify(ch) {
                        Class::Cell(v) => self.push(v),
                        Class::Skip => {}
                        Class::Bad => {
                            return Err(ParseError::UnexpectedChar {
                                ch,
                                line: n + 1,
                                column: column + 1,
                            });
                        }
                    }
                }
            }
            let held = self.count - before;
            if held > 0 {
                if self.lines == 0 {
                    self.first_line = held;
                }
                self.lines += 1;
                if held != 9 && self.odd_row.is_none() {
                    self.odd_row = Some((n + 1, held));
                }
            }
        }
        Ok(())
    }

    /// The grid, or why the cells read do not make one.
    fn finish(self) -> Result<Grid, ParseError> {
        let (found, lines) = (self.count, self.lines);
        if found == 0 {
            return Err(ParseError::Empty);
        }
        // One grid per line: a second line of cells is a second grid, not rows.
        if lines > 1 && self.first_line == 81 {
            return Err(ParseError::TooManyCells { found, lines });
        }
        if let (true, Some((line, found))) = (lines > 1, self.odd_row) {
            return Err(ParseError::WrongRowLength { line, found });
        }
        match found {
            81 => Ok(Grid::from_bytes_unchecked(self.cells)),
            0..81 => Err(ParseError::TooFewCells { found, lines }),
            _ => Err(ParseError::TooManyCells { found, lines }),
        }
    }
}

/// Splits a line into its grid and the label after it: the text up to and with the 81st
/// cell, and the rest of that line past the separators that follow it (a tab, spaces),
/// when the 81st cell is followed by a separator and then text on the same line. Otherwise
/// the whole text and no label, for the parser to read (or to name the mistake in).
pub(crate) fn split_label(text: &str) -> (&str, Option<&str>) {
    let mut cells = 0;
    for (at, c) in text.char_indices() {
        if !matches!(classify(c), Class::Cell(_)) {
            continue;
        }
        cells += 1;
        if cells < 81 {
            continue;
        }
        let end = at + c.len_utf8();
        let rest = &text[end..];
        let gap = rest.len()
            - rest
                .trim_start_matches(|c| {
                    matches!(classify(c), Class::Skip) && c != '\n' && c != '\r'
                })
                .len();
        let label = rest[gap..].trim_end();
        return if gap == 0 || label.is_empty() || label.contains(['\n', '\r']) {
            (text, None)
        } else {
            (&text[..end], Some(label))
        };
    }
    (text, None)
}

/// Parses text known to be UTF-8.
pub(crate) fn parse_str(text: &str) -> Result<Grid, ParseError> {
    let mut reader = Reader::new();
    reader.read(text)?;
    reader.finish()
}

/// Parses any bytes: text that is not UTF-8 is an error, reported at the first bad byte
/// unless a mistake comes before it.
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<Grid, ParseError> {
    match core::str::from_utf8(bytes) {
        Ok(text) => parse_str(text),
        Err(e) => {
            let offset = e.valid_up_to();
            let (good, rest) = bytes.split_at(offset);
            // `good` is valid UTF-8 by the definition of `valid_up_to`.
            let good = core::str::from_utf8(good).unwrap_or_default();
            Reader::new().read(good)?;
            let line_start = good.rfind('\n').map_or(0, |i| i + 1);
            Err(ParseError::InvalidUtf8 {
                byte: rest.first().copied().unwrap_or_default(),
                offset,
                line: good.matches('\n').count() + 1,
                column: good[line_start..].chars().count() + 1,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes a message nowhere, only to see that writing it does not panic.
    fn shown_length(error: ParseError) -> usize {
        struct Sink(usize);
        impl fmt::Write for Sink {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0 += s.len();
                Ok(())
            }
        }
        let mut sink = Sink(0);
        fmt::write(&mut sink, format_args!("{error}")).unwrap();
        sink.0
    }

    #[test]
    fn errors_a_caller_builds_display_without_panicking() {
        for n in [0, 1, 2, 8, 9, 10, 81, 90, usize::MAX / 9, usize::MAX] {
            for m in [0, 1, 2, 8, 9, 10, 81, 90, usize::MAX / 9, usize::MAX] {
                assert!(shown_length(ParseError::TooFewCells { found: n, lines: m }) > 0);
                assert!(shown_length(ParseError::TooManyCells { found: n, lines: m }) > 0);
                assert!(shown_length(ParseError::WrongRowLength { line: n, found: m }) > 0);
            }
        }
    }

    #[test]
    fn a_label_follows_the_81st_cell_and_a_separator_on_its_line() {
        macro_rules! line {
            ($($rest:literal)?) => {
                concat!(
                    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                    $($rest)?
                )
            };
        }
        let cells = line!();
        assert_eq!(
            split_label(line!("\t11.0 Escargot ")),
            (cells, Some("11.0 Escargot"))
        );
        assert_eq!(split_label(line!("  a, b")), (cells, Some("a, b")));
        for whole in [
            cells,
            line!("\t"),
            line!("x"),
            line!("1 label"),
            line!("\nlabel"),
            line!(" two\nlines"),
            &cells[..80],
        ] {
            assert_eq!(split_label(whole), (whole, None), "{whole:?}");
        }
    }

    #[test]
    fn classify_knows_cells_separators_and_mistakes() {
        for (c, v) in [
            ('1', 1),
            ('9', 9),
            ('0', 0),
            ('.', 0),
            ('_', 0),
            ('*', 0),
            ('５', 5),
            ('０', 0),
        ] {
            assert!(matches!(classify(c), Class::Cell(x) if x == v), "{c:?}");
        }
        for c in [
            ' ', '\t', '\r', '\u{3000}', '|', '+', '-', '─', '│', '┼', '[', ',', '"',
        ] {
            assert!(matches!(classify(c), Class::Skip), "{c:?}");
        }
        for c in ['a', 'x', 'X', '数', '?', '#', '\0', '/', 'Ⅸ', '٣'] {
            assert!(matches!(classify(c), Class::Bad), "{c:?}");
        }
    }

    #[test]
    fn table_rows_need_eight_tabs_and_single_cells() {
        assert_eq!(
            table_row("8\t\t\t\t\t\t\t\t"),
            Some([8, 0, 0, 0, 0, 0, 0, 0, 0])
        );
        assert_eq!(
            table_row("\t\t1\t\t\t \t\t6\t8\r"),
            Some([0, 0, 1, 0, 0, 0, 0, 6, 8])
        );
        assert_eq!(table_row("8\t\t\t\t\t\t\t"), None, "seven tabs");
        assert_eq!(
            table_row("12\t\t\t\t\t\t\t\t"),
            None,
            "two cells in a field"
        );
        assert_eq!(table_row("|\t\t\t\t\t\t\t\t"), None, "a separator field");
    }
}
