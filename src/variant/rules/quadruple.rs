//! Quadruples: the digits in a circle on the corner where four cells meet all appear in those
//! four cells (a digit written twice appears twice).

use alloc::vec::Vec;

use crate::variant::cell::sort_cells;
use crate::variant::digits::bit;
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells, names};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A quadruple clue.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Quadruple, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// // Two 1s and a 2 around the centre of a 4x4 board.
/// let cells = [Cell::new(1, 1), Cell::new(1, 2), Cell::new(2, 1), Cell::new(2, 2)];
/// puzzle.add_rule(Rule::Quadruple(Quadruple { cells, digits: vec![1, 1, 2] })).unwrap();
/// assert_eq!(puzzle.count_solutions(1000), 20);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quadruple {
    /// The four cells around the corner.
    pub cells: [Cell; 4],
    /// The digits in the circle, one to four, a digit repeated when it appears twice.
    pub digits: Vec<u8>,
}

impl Constrain for Quadruple {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.cells)?;
        let rows = self.cells.map(|c| c.row());
        let cols = self.cells.map(|c| c.col());
        let (r, c) = (
            *rows.iter().min().unwrap_or(&0),
            *cols.iter().min().unwrap_or(&0),
        );
        let mut expected = [
            Cell::new(r, c),
            Cell::new(r, c + 1),
            Cell::new(r + 1, c),
            Cell::new(r + 1, c + 1),
        ];
        let mut given = self.cells;
        sort_cells(&mut expected);
        sort_cells(&mut given);
        if expected != given {
            return Err(RuleError::NotACorner);
        }
        if self.digits.is_empty() || self.digits.len() > 4 {
            return Err(RuleError::OutOfRange {
                what: "the number of digits in the circle",
                value: self.digits.len() as u32,
                low: 1,
                high: 4,
            });
        }
        for &digit in &self.digits {
            if digit == 0 || digit as usize > board.size() {
                return Err(RuleError::OutOfRange {
                    what: "a digit in the circle",
                    value: u32::from(digit),
                    low: 1,
                    high: board.size() as u32,
                });
            }
        }
        Ok(())
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let mut counts = [0u8; 16];
        for &digit in &self.digits {
            counts[digit as usize - 1] += 1;
        }
        builder.propagator(Circle {
            cells: self.cells.map(|c| builder.index(c) as u16),
            counts,
        });
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let mut counts = [0u8; 16];
        for &digit in &self.digits {
            counts[digit as usize - 1] += 1;
        }
        let empty = self
            .cells
            .iter()
            .filter(|&&c| placed.get(c).is_none())
            .count();
        let mut missing = Vec::new();
        for (i, &count) in counts.iter().enumerate() {
            let digit = i as u8 + 1;
            let found = self
                .cells
                .iter()
                .filter(|&&c| placed.get(c) == Some(digit))
                .count();
            missing.extend(core::iter::repeat_n(
                digit,
                (count as usize).saturating_sub(found),
            ));
        }
        if missing.len() > empty {
            let list: Vec<alloc::string::String> =
                missing.iter().map(|d| alloc::format!("{d}")).collect();
            out.push(Break {
                rule: None,
                cells: self.cells.to_vec(),
                message: alloc::format!(
                    "{} leave no room for {} from their quadruple",
                    names(&self.cells),
                    list.join(", ")
                ),
            });
        }
    }
}

/// The four cells hold each digit at least its count of times; a cell that sees every place
/// a circled digit has among them (the rest of a box that holds the corner, the rest of a row
/// that holds the digit's places) cannot hold it.
#[derive(Debug)]
struct Circle {
    cells: [u16; 4],
    counts: [u8; 16],
}

impl Propagate for Circle {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let masks = self.cells.map(|c| state.get(c));
        let mut needed = 0u16;
        let mut slots = 0usize;
        for (i, &count) in self.counts.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let digit = bit(i as u8 + 1);
            needed |= digit;
            slots += count as usize;
            let places = masks.iter().filter(|&&m| m & digit != 0).count();
            let fixed = masks.iter().filter(|&&m| m == digit).count();
            if places < count as usize {
                return Err(Contradiction);
            }
            if places == count as usize && fixed < places {
                for (&cell, &mask) in self.cells.iter().zip(&masks) {
                    if mask & digit != 0 {
                        state.narrow(cell, digit)?;
                    }
                }
            }
        }
        // Cells that cannot hold a needed digit take the room of none.
        let free = masks.iter().filter(|&&m| m & needed == 0).count();
        if free + slots > 4 {
            return Err(Contradiction);
        }
        if slots == 4 {
            for &cell in &self.cells {
                state.narrow(cell, needed)?;
            }
        }
        state.place_needed(&self.cells, needed)
    }
}

#[cfg(test)]
mod tests {
    use super::Circle;
    use crate::variant::Board;
    use crate::variant::digits::full;
    use crate::variant::model::{Builder, MAX_CELLS, Propagate, Queue, State};
    use alloc::vec;
    use alloc::vec::Vec;

    /// Runs the circle with `digits` on the corner below and right of row `r`, column `c`
    /// (from 0) of an empty 9x9 board whose candidates `start` has narrowed; returns every
    /// cell's candidates after, or `None` on a contradiction.
    fn run(r: usize, c: usize, digits: &[u8], start: &[(usize, u16)]) -> Option<Vec<u16>> {
        let model = Builder::new(&Board::new(9).unwrap()).finish();
        let mut cand = [0u16; MAX_CELLS];
        cand[..81].fill(full(9));
        for &(cell, mask) in start {
            cand[cell] = mask;
        }
        let mut counts = [0u8; 16];
        for &d in digits {
            counts[d as usize - 1] += 1;
        }
        let at = |r: usize, c: usize| (r * 9 + c) as u16;
        let circle = Circle {
            cells: [at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1)],
            counts,
        };
        let mut state = State::<2>::new(&cand);
        let mut queue = Queue::new();
        let mut narrow = state.view(&mut queue, &model.peers);
        circle.propagate(&mut narrow).ok()?;
        Some(state.candidates()[..81].to_vec())
    }

    /// Every cell full but those listed.
    fn expect(changed: &[(usize, u16)]) -> Vec<u16> {
        let mut out = vec![full(9); 81];
        for &(cell, mask) in changed {
            out[cell] = mask;
        }
        out
    }

    #[test]
    fn four_digits_in_a_box_leave_the_rest_of_the_box() {
        // r1c1, r1c2, r2c1, r2c2 hold 1, 2, 3 and 4: they keep those, and the other five
        // cells of box 1 lose them; rows and columns keep them (each digit has a place in
        // either row and either column).
        let quad = 0b1111;
        let rest = full(9) & !quad;
        let want = expect(&[
            (0, quad),
            (1, quad),
            (9, quad),
            (10, quad),
            (2, rest),
            (11, rest),
            (18, rest),
            (19, rest),
            (20, rest),
        ]);
        assert_eq!(run(0, 0, &[1, 2, 3, 4], &[]), Some(want));
    }

    #[test]
    fn a_digit_in_one_row_of_the_corner_leaves_that_row() {
        // 5 around r3c3..r4c4, and not in r4c3 or r4c4: it is in r3c3 or r3c4, so the rest of
        // row 3 loses it; nothing else changes (the two cells lie in different boxes).
        let no5 = full(9) & !(1 << 4);
        let start = [(29, no5), (30, no5)];
        let mut changed: Vec<(usize, u16)> = start.to_vec();
        changed.extend((0..9).filter(|&c| c != 2 && c != 3).map(|c| (18 + c, no5)));
        assert_eq!(run(2, 2, &[5], &start), Some(expect(&changed)));
    }

    #[test]
    fn a_digit_twice_stays_in_its_corner_of_the_box() {
        // Two 7s in box 1's corner: 7 is twice among the four cells, so no other cell of the
        // box holds it.
        let no7 = full(9) & !(1 << 6);
        let want = expect(&[(2, no7), (11, no7), (18, no7), (19, no7), (20, no7)]);
        assert_eq!(run(0, 0, &[7, 7], &[]), Some(want));
    }

    #[test]
    fn a_digit_with_no_place_is_a_contradiction() {
        let no9 = full(9) & !(1 << 8);
        assert_eq!(
            run(0, 0, &[9], &[(0, no9), (1, no9), (9, no9), (10, no9)]),
            None
        );
    }
}
