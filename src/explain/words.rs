//! Small writers for the sentences: lists of cells, digits and houses in plain English
//! ("r5c4 and r9c8", "2, 5 and 7", "rows 2 and 7").

use core::fmt;

use crate::{Candidates, CellSet, HouseKind, MarkSet};

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

/// The word for a kind of house: "row", "column", "box".
pub(crate) const fn kind_word(kind: HouseKind) -> &'static str {
    match kind {
        HouseKind::Row => "row",
        HouseKind::Column => "column",
        HouseKind::Box => "box",
    }
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

impl Digits {
    /// The digits as alternatives: `2, 5 or 7`.
    pub(crate) fn or(self) -> OrDigits {
        OrDigits(self.0)
    }
}

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.0.iter())
    }
}

/// Digits as alternatives: `2, 5 or 7`.
pub(crate) struct OrDigits(Candidates);

impl fmt::Display for OrDigits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        for (i, digit) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " or " } else { ", " })?;
            }
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

/// Houses from a 27-bit mask, grouped by kind: `rows 2 and 7`, `box 5`, `row 1 and column 3`.
pub(crate) struct Houses(pub u32);

impl Houses {
    pub(crate) fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The houses as alternatives: `row 5 or column 7`.
    pub(crate) fn or(self) -> OrHouses {
        OrHouses(self.0)
    }
}

/// Houses as alternatives, from [`Houses::or`]: `row 5 or column 7`.
pub(crate) struct OrHouses(u32);

impl fmt::Display for OrHouses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_houses(f, self.0, " or ")
    }
}

impl fmt::Display for Houses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_houses(f, self.0, " and ")
    }
}

/// Writes the houses of a 27-bit mask grouped by kind, the last two of a list and the kinds
/// joined by `last` (" and ", " or ").
fn write_houses(f: &mut fmt::Formatter<'_>, mask: u32, last: &str) -> fmt::Result {
    let mut first = true;
    for (shift, one, many) in [
        (0, "row", "rows"),
        (9, "column", "columns"),
        (18, "box", "boxes"),
    ] {
        let bits = mask >> shift & 0x1ff;
        if bits == 0 {
            continue;
        }
        if !first {
            f.write_str(last)?;
        }
        first = false;
        let word = if bits.count_ones() == 1 { one } else { many };
        write!(f, "{word} ")?;
        let n = bits.count_ones() as usize;
        for (i, number) in (0..9).filter(|n| bits >> n & 1 == 1).enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { last } else { ", " })?;
            }
            write!(f, "{}", number + 1)?;
        }
    }
    Ok(())
}

/// Eliminations grouped by digit, digits that leave the same cells together: `3 from r5c4
/// and r9c8`, `1 and 3 from r2c2`; groups joined as a person writes them, with a comma
/// before the last when a group has its own "and": `2 from r9c8 and r9c9, and 1 from r9c8`.
pub(crate) struct Removals<'a>(pub &'a MarkSet);

impl fmt::Display for Removals<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // (digits, cells) for each distinct set of cells, by lowest digit.
        let mut groups = [(Candidates::EMPTY, CellSet::EMPTY); 9];
        let mut n = 0;
        for digit in self.0.digits() {
            let cells = self.0.cells_with(digit);
            match groups[..n].iter_mut().find(|(_, c)| *c == cells) {
                Some((digits, _)) => digits.insert(digit),
                None => {
                    groups[n] = (Candidates::only(digit), cells);
                    n += 1;
                }
            }
        }
        let groups = &groups[..n];
        if groups.is_empty() {
            return f.write_str("nothing");
        }
        let compound = groups
            .iter()
            .any(|(digits, cells)| digits.len() > 1 || cells.len() > 1);
        for (i, &(digits, cells)) in groups.iter().enumerate() {
            if i > 0 {
                let last = i + 1 == groups.len();
                f.write_str(match (last, compound || groups.len() > 2) {
                    (true, true) => ", and ",
                    (true, false) => " and ",
                    (false, _) => ", ",
                })?;
            }
            write!(f, "{} from {}", Digits(digits), Cells(cells))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;
    use crate::{Cell, Digit};

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
        // r9c8 loses 1 and 2, r9c9 loses 2: "2 from r9c8 and r9c9, and 1 from r9c8" reads
        // as a person writes it; digits that leave the same cells go together.
        let cell = |r, c| Cell::from_row_col(r, c).unwrap();
        let mut set = MarkSet::EMPTY;
        set.insert(cell(8, 7), Digit::new(1).unwrap());
        set.insert(cell(8, 7), Digit::new(2).unwrap());
        set.insert(cell(8, 8), Digit::new(2).unwrap());
        assert_eq!(
            Removals(&set).to_string(),
            "1 from r9c8, and 2 from r9c8 and r9c9"
        );
        set.insert(cell(8, 8), Digit::new(1).unwrap());
        set.insert(cell(0, 0), Digit::new(5).unwrap());
        assert_eq!(
            Removals(&set).to_string(),
            "1 and 2 from r9c8 and r9c9, and 5 from r1c1"
        );
        assert_eq!(Removals(&MarkSet::EMPTY).to_string(), "nothing");
    }
}
