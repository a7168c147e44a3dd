//! Small writers for the sentences: lists of cells, digits and houses in plain English
//! ("r5c4 and r9c8", "2, 5 and 7", "rows 2 and 7").

use core::fmt;

use crate::{Candidates, CellSet, Digit, MarkSet};

/// Writes items as `a`, `a and b`, `a, b and c`.
fn write_list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T> + Clone,
) -> fmt::Result {
    let n = items.clone().count();
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == n { " and " } else { ", " })?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Cells as `r1c1, r1c2 and r3c3`.
pub(crate) struct Cells(pub CellSet);

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.0.iter())
    }
}

/// Digits as `2, 5 and 7`.
pub(crate) struct Digits(pub Candidates);

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.0.iter())
    }
}

/// Houses from a 27-bit mask, grouped by kind: `rows 2 and 7`, `box 5`, `row 1 and column 3`.
pub(crate) struct Houses(pub u32);

impl Houses {
    pub(crate) fn is_empty(&self) -> bool {
        self.0 == 0
    }
}

impl fmt::Display for Houses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (shift, one, many) in [
            (0, "row", "rows"),
            (9, "column", "columns"),
            (18, "box", "boxes"),
        ] {
            let bits = self.0 >> shift & 0x1ff;
            if bits == 0 {
                continue;
            }
            if !first {
                f.write_str(" and ")?;
            }
            first = false;
            let word = if bits.count_ones() == 1 { one } else { many };
            write!(f, "{word} ")?;
            write_list(f, (0..9).filter(move |n| bits >> n & 1 == 1).map(|n| n + 1))?;
        }
        Ok(())
    }
}

/// Eliminations grouped by digit: `3 from r5c4 and r9c8`, `2 from r1c1 and 7 from r2c2 and
/// r3c3`.
pub(crate) struct Removals<'a>(pub &'a MarkSet);

impl fmt::Display for Removals<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits: Candidates = self.0.digits();
        // One set of cells for every digit: "2 and 7 from r3c2 and r3c9".
        let mut same = true;
        let mut cells = None;
        for digit in digits {
            let these = self.0.cells_with(digit);
            if cells.is_some_and(|c| c != these) {
                same = false;
            }
            cells = Some(these);
        }
        if same {
            if let Some(cells) = cells {
                return write!(f, "{} from {}", Digits(digits), Cells(cells));
            }
            return f.write_str("nothing");
        }
        let groups = digits.iter().map(|d: Digit| Group(d, self.0.cells_with(d)));
        let n = groups.clone().count();
        for (i, group) in groups.enumerate() {
            if i > 0 {
                f.write_str(match (i + 1 == n, n) {
                    (true, 2) => " and ",
                    (true, _) => ", and ",
                    _ => ", ",
                })?;
            }
            write!(f, "{group}")?;
        }
        Ok(())
    }
}

struct Group(Digit, CellSet);

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} from {}", self.0, Cells(self.1))
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;
    use crate::Cell;

    #[test]
    fn lists_read_as_english() {
        let cells: CellSet = [0, 1, 20].iter().map(|&i| Cell::new(i).unwrap()).collect();
        assert_eq!(Cells(cells).to_string(), "r1c1, r1c2 and r3c3");
        assert_eq!(Houses(1 << 1 | 1 << 10).to_string(), "row 2 and column 2");
        assert_eq!(Houses(0b1000010).to_string(), "rows 2 and 7");
        let mut set = MarkSet::EMPTY;
        set.insert(Cell::new(0).unwrap(), Digit::new(2).unwrap());
        set.insert(Cell::new(1).unwrap(), Digit::new(7).unwrap());
        assert_eq!(Removals(&set).to_string(), "2 from r1c1 and 7 from r1c2");
    }
}
