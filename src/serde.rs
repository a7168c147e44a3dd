//! `serde` support (the `serde` feature): a [`Grid`] is its 81-character line.

use core::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::Grid;

/// Writes the grid as its 81-character line, `.` for an empty cell, as `{}` prints it.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let grid: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
/// let json = serde_json::to_string(&grid).unwrap();
/// assert_eq!(json, format!("\"5{}\"", ".".repeat(80)));
/// ```
impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut line = [0u8; 81];
        for (byte, value) in line.iter_mut().zip(self.to_values()) {
            *byte = if value == 0 { b'.' } else { b'0' + value };
        }
        // Only ASCII digits and dots: always UTF-8.
        let text = core::str::from_utf8(&line).map_err(serde::ser::Error::custom)?;
        serializer.serialize_str(text)
    }
}

/// Reads a grid from a string in any form [`Grid::parse_bytes`] reads (the line, the block,
/// ...), or from bytes holding such text.
///
/// # Errors
///
/// The format's error, with the [`ParseError`](crate::ParseError)'s message, when the text
/// is not a grid.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
///
/// let grid: Grid = serde_json::from_str(&format!("\"{}9\"", "0".repeat(80))).unwrap();
/// assert_eq!(grid.clue_count(), 1);
/// let err = serde_json::from_str::<Grid>("\"12x\"").unwrap_err();
/// assert!(err.to_string().starts_with("unexpected character 'x' at line 1, column 3"));
/// ```
impl<'de> serde::Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Grid, D::Error> {
        deserializer.deserialize_str(GridVisitor)
    }
}

struct GridVisitor;

impl Visitor<'_> for GridVisitor {
    type Value = Grid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a sudoku grid as text: 81 cells, each a digit 1 to 9 or '.' for empty")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Grid, E> {
        text.parse().map_err(E::custom)
    }

    fn visit_bytes<E: de::Error>(self, text: &[u8]) -> Result<Grid, E> {
        Grid::parse_bytes(text).map_err(E::custom)
    }
}

#[cfg(test)]
mod tests {
    use crate::Grid;

    const LINE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn grids_round_trip_through_json() {
        let grid: Grid = LINE.parse().unwrap();
        let json = serde_json::to_string(&[grid, grid]).unwrap();
        assert_eq!(json.len(), 2 * 83 + 3);
        assert!(json.starts_with("[\"4.....8.5.3...") && json.contains(LINE));
        let back: [Grid; 2] = serde_json::from_str(&json).unwrap();
        assert_eq!(back, [grid, grid]);
        // Bytes holding the text read too, and wrong text or a number is an error.
        let from_bytes: Grid =
            serde::Deserialize::deserialize(serde::de::value::BytesDeserializer::<
                serde::de::value::Error,
            >::new(LINE.as_bytes()))
            .unwrap();
        assert_eq!(from_bytes, grid);
        assert!(serde_json::from_str::<Grid>("81").is_err());
        assert!(serde_json::from_str::<Grid>("\"1234\"").is_err());
    }
}
