//! What pasted text is, while a puzzle is typed in: a whole grid (a line of 81 cells or a
//! block, with `#` comments after it), a few cells typed from the cursor on (up to a row's
//! nine), or nothing the game takes, said with the count of cells it holds so that an almost
//! right grid (80 cells, 83) is never typed in shifted.

use crate::text;
use shudu::{Digit, Grid};

/// The longest paste read, in bytes: a grid written out as a block with every separator
/// and a comment is well under it; anything longer is refused before it is read.
pub const MAX_PASTE: usize = 4096;

/// The most cells a paste types from the cursor on: one row's worth.
pub const MAX_TYPED: usize = 9;

/// What a paste is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pasted {
    /// A whole grid.
    Grid(Grid),
    /// Cells to type from the cursor on: a digit, or `None` for an empty cell.
    Cells(Vec<Option<Digit>>),
    /// Not taken: the sentence that says why.
    Refused(String),
}

/// Reads `pasted`.
pub(crate) fn read(pasted: &str) -> Pasted {
    if pasted.len() > MAX_PASTE {
        return Pasted::Refused(text::paste_too_long(pasted.len()));
    }
    // A comment runs from `#` to the end of its line (files of puzzles have them).
    let lines: Vec<&str> = pasted
        .lines()
        .map(|line| line.split_once('#').map_or(line, |(before, _)| before))
        .collect();
    let uncommented = lines.join("\n");
    let err = match uncommented.parse::<Grid>() {
        Ok(grid) => return Pasted::Grid(grid),
        Err(err) => err,
    };
    let cells: Option<Vec<Option<Digit>>> = uncommented
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '.' | '0' => Some(None),
            _ => Digit::from_char(c).map(Some),
        })
        .collect();
    match cells {
        Some(cells) if !cells.is_empty() && cells.len() <= MAX_TYPED => Pasted::Cells(cells),
        Some(cells) if !cells.is_empty() => Pasted::Refused(text::paste_cells(cells.len())),
        _ => Pasted::Refused(text::paste_unreadable(&err.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn a_grid_with_a_comment_after_it_reads() {
        let grid: Grid = LINE.parse().unwrap();
        assert_eq!(read(&format!("{LINE} # from a file")), Pasted::Grid(grid));
        assert_eq!(read(&format!("# a title\n{LINE}\n")), Pasted::Grid(grid));
    }

    #[test]
    fn almost_a_grid_is_refused_with_its_count() {
        for cut in [&LINE[..80], &format!("{LINE}123")[..]] {
            match read(cut) {
                Pasted::Refused(why) => {
                    assert!(why.contains(&cut.len().to_string()), "{why}")
                }
                other => panic!("{cut:?} read as {other:?}"),
            }
        }
    }

    #[test]
    fn a_row_or_less_is_typed() {
        assert_eq!(
            read("12.").clone(),
            Pasted::Cells(vec![Digit::new(1), Digit::new(2), None])
        );
        assert!(matches!(read("123456789"), Pasted::Cells(cells) if cells.len() == 9));
        assert!(matches!(read("1234567891"), Pasted::Refused(_)));
    }

    #[test]
    fn a_huge_paste_is_refused_unread() {
        let huge = "1".repeat(164_000);
        assert_eq!(read(&huge), Pasted::Refused(text::paste_too_long(164_000)));
    }
}
