//! Reading grids from text.

use crate::Grid;

/// Why a text is not a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input has no cells at all.
    #[error("the input is empty")]
    Empty,
    /// Not 81 cells.
    #[error("found {found} cells, a grid has 81")]
    WrongCount {
        /// How many cells were found.
        found: usize,
    },
}

/// Reads an 81-character line (digits, `.` or `0` for empty). Placeholder until the full parser.
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<Grid, ParseError> {
    let mut cells = [0u8; 81];
    let mut n = 0;
    for &b in bytes {
        let v = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => continue,
        };
        if n < 81 {
            cells[n] = v;
        }
        n += 1;
    }
    match n {
        0 => Err(ParseError::Empty),
        81 => Ok(Grid::from_bytes_unchecked(cells)),
        found => Err(ParseError::WrongCount { found }),
    }
}
