//! Thermometers: digits strictly increase from the bulb along each line.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells, check_len};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A thermometer: one bulb, one or more lines from it.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Rule, Thermometer};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let line = vec![Cell::new(0, 0), Cell::new(0, 1), Cell::new(0, 2), Cell::new(0, 3)];
/// puzzle.add_rule(Rule::Thermometer(Thermometer { lines: vec![line] })).unwrap();
/// assert_eq!(puzzle.count_solutions(1000), 12);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thermometer {
    /// The lines, each starting at the bulb.
    pub lines: Vec<Vec<Cell>>,
}

impl Constrain for Thermometer {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_lines(board, &self.lines, 2)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        for line in &self.lines {
            for pair in line.windows(2) {
                let (a, b) = (builder.index(pair[0]), builder.index(pair[1]));
                builder.relate(a, b, |x, y| x < y);
            }
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for line in &self.lines {
            // Each pair of placed digits out of order along the line, the empty cells between
            // them included: 5 then 6 with two empty cells between cannot fit.
            for (i, &a) in line.iter().enumerate() {
                let Some(x) = placed.get(a) else { continue };
                for (gap, &b) in line[i + 1..].iter().enumerate() {
                    let Some(y) = placed.get(b) else { continue };
                    if u32::from(y) < u32::from(x) + gap as u32 + 1 {
                        let message = if y <= x {
                            alloc::format!(
                                "{b} holds {y}, not more than the {x} in {a} nearer the thermometer's bulb"
                            )
                        } else {
                            let between = if gap == 1 {
                                alloc::string::String::from("the cell")
                            } else {
                                alloc::format!("the {gap} cells")
                            };
                            alloc::format!(
                                "{a} holds {x} and {b} {y}: the thermometer cannot rise through {between} between"
                            )
                        };
                        out.push(Break {
                            rule: None,
                            cells: alloc::vec![a, b],
                            message,
                        });
                    }
                    break;
                }
            }
        }
    }
}

/// Every line's cells lie on the board, none twice within a line, at least `needed` each.
pub(crate) fn check_lines(
    board: &Board,
    lines: &[Vec<Cell>],
    needed: usize,
) -> Result<(), RuleError> {
    if lines.is_empty() {
        return Err(RuleError::TooFewCells { needed, found: 0 });
    }
    for line in lines {
        check_cells(board, line)?;
        check_len(line, needed)?;
    }
    Ok(())
}
