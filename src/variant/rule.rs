//! [`Rule`]: every rule the variant engine knows, as data; [`RuleError`], what makes a rule
//! unusable on a board; [`Break`], a rule that placed digits break. Each rule's logic lives in
//! a file of its own under `rules/`, behind the [`Constrain`] trait; this file only dispatches.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::model::Builder;
use super::rules::{
    Arrow, Between, Diagonal, Difference, ExtraRegion, Killer, LittleKiller, Negative, Palindrome,
    Quadruple, Ratio, Renban, Sandwich, Thermometer, Whispers, Xv,
};
use super::{Board, Cell, Puzzle, rules};

/// A rule of a variant puzzle, beside the rows, columns and regions every puzzle has. The
/// names follow f-puzzles; each variant's type says what its data means.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Killer, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// puzzle.add_rule(Rule::Killer(Killer { cells: vec![Cell::new(0, 0), Cell::new(0, 1)], sum: Some(7) })).unwrap();
/// puzzle.add_rule(Rule::AntiKing).unwrap();
/// assert_eq!(puzzle.rules().len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// The digits on a diagonal all differ.
    Diagonal(Diagonal),
    /// The digits in a set of cells all differ (windoku boxes, an asterisk, any shape).
    ExtraRegion(ExtraRegion),
    /// Two cells a chess knight's move apart hold different digits.
    AntiKnight,
    /// Two cells a chess king's move apart (diagonally touching) hold different digits.
    AntiKing,
    /// Two cells that share an edge never hold consecutive digits (except across a dot).
    NonConsecutive,
    /// Cells in the same place of their boxes hold different digits.
    DisjointGroups,
    /// A killer cage: different digits, summing to its total when it has one.
    Killer(Killer),
    /// A little killer: the digits along a diagonal sum to the clue; they may repeat.
    LittleKiller(LittleKiller),
    /// The digits between the 1 and the N of a row or column sum to the clue.
    Sandwich(Sandwich),
    /// An arrow: the circle's number equals the sum along each of its lines.
    Arrow(Arrow),
    /// A thermometer: digits increase from the bulb.
    Thermometer(Thermometer),
    /// German whispers: neighbours on the line differ by at least the difference (5 on 9x9).
    Whispers(Whispers),
    /// Renban: the line's digits are a set of consecutive digits, in any order.
    Renban(Renban),
    /// A palindrome: the line reads the same from both ends.
    Palindrome(Palindrome),
    /// A between line: digits strictly between the two bulbs' digits.
    Between(Between),
    /// A white kropki dot (or a difference dot): the two digits differ by its value.
    Difference(Difference),
    /// A black kropki dot (or a ratio dot): one digit is the other times its value.
    Ratio(Ratio),
    /// An X (sum 10) or a V (sum 5) between two cells.
    Xv(Xv),
    /// All dots of a kind are given: neighbours without one do not have its property.
    Negative(Negative),
    /// The cell holds an odd digit.
    Odd(Cell),
    /// The cell holds an even digit.
    Even(Cell),
    /// The cell's digit is smaller than each of its orthogonal neighbours'.
    Minimum(Cell),
    /// The cell's digit is larger than each of its orthogonal neighbours'.
    Maximum(Cell),
    /// A quadruple: the digits in the circle appear in the four cells around it.
    Quadruple(Quadruple),
}

/// Why a rule cannot go on a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// A cell off the board.
    #[error("cell {cell} is outside the {size}x{size} board")]
    CellOutside {
        /// The cell.
        cell: Cell,
        /// The board's size.
        size: usize,
    },
    /// A cell named twice.
    #[error("cell {cell} appears twice")]
    RepeatedCell {
        /// The cell.
        cell: Cell,
    },
    /// Too few cells for the rule.
    #[error("it needs at least {needed} cells, found {found}")]
    TooFewCells {
        /// How many it needs.
        needed: usize,
        /// How many it has.
        found: usize,
    },
    /// Too many cells for the rule.
    #[error("it has {found} cells, more than the {most} it can hold")]
    TooManyCells {
        /// The most it can have.
        most: usize,
        /// How many it has.
        found: usize,
    },
    /// A digit or a value outside what the board allows.
    #[error("{what} is {value}, outside {low} to {high}")]
    OutOfRange {
        /// What the value is.
        what: &'static str,
        /// The value.
        value: u32,
        /// The smallest allowed.
        low: u32,
        /// The largest allowed.
        high: u32,
    },
    /// The rule needs the board to have boxes.
    #[error("it needs a board with boxes, and this one has none")]
    NeedsBoxes,
    /// Four cells that do not meet at a corner.
    #[error("its four cells do not meet at one corner")]
    NotACorner,
}

/// A rule that the placed digits of a board break, with the cells that show it and a sentence
/// that says how ("r3c4 and r3c5 sum to 11 in a cage of 10").
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Puzzle};
///
/// let puzzle = Puzzle::new(Board::new(4).unwrap());
/// let mut digits = vec![0; 16];
/// digits[0] = 3;
/// digits[3] = 3;
/// let breaks = puzzle.breaks(&digits);
/// assert_eq!(breaks[0].to_string(), "r1c1 and r1c4 both hold 3 in row 1");
/// assert_eq!(breaks[0].rule, None); // the board's own rules: rows, columns, regions
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Break {
    /// The index of the broken rule in [`Puzzle::rules`], or `None` for the board's rows,
    /// columns and regions.
    pub rule: Option<usize>,
    /// The cells whose digits break it.
    pub cells: Vec<Cell>,
    /// What is wrong, as a sentence.
    pub message: String,
}

impl fmt::Display for Break {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The placed digits of a board, read by the rules' checks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed<'a> {
    pub(crate) board: &'a Board,
    pub(crate) rules: &'a [Rule],
    pub(crate) digits: &'a [u8],
}

impl Placed<'_> {
    /// The digit in `cell`, if one is placed there.
    pub(crate) fn get(&self, cell: Cell) -> Option<u8> {
        let n = self.board.size();
        let digit = *self.digits.get(cell.index(n))?;
        (1..=n as u8).contains(&digit).then_some(digit)
    }
}

/// One rule's logic: check it fits a board, write it into the search's model, and find what
/// placed digits break.
pub(crate) trait Constrain {
    /// Whether the rule fits `board`.
    fn check(&self, board: &Board) -> Result<(), RuleError>;
    /// Writes the rule into the model (`puzzle` for rules that read others, as negative dots).
    fn build(&self, puzzle: &Puzzle, builder: &mut Builder);
    /// Sentences for what the placed digits break (the rule's index is filled in by the caller).
    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>);
}

/// Calls `$body` with `$rule` bound to the [`Constrain`] inside each variant of [`Rule`].
macro_rules! each_rule {
    ($self:expr, $rule:ident => $body:expr) => {
        match $self {
            Rule::Diagonal($rule) => $body,
            Rule::ExtraRegion($rule) => $body,
            Rule::AntiKnight => {
                let $rule = &rules::AntiKnight;
                $body
            }
            Rule::AntiKing => {
                let $rule = &rules::AntiKing;
                $body
            }
            Rule::NonConsecutive => {
                let $rule = &rules::NonConsecutive;
                $body
            }
            Rule::DisjointGroups => {
                let $rule = &rules::DisjointGroups;
                $body
            }
            Rule::Killer($rule) => $body,
            Rule::LittleKiller($rule) => $body,
            Rule::Sandwich($rule) => $body,
            Rule::Arrow($rule) => $body,
            Rule::Thermometer($rule) => $body,
            Rule::Whispers($rule) => $body,
            Rule::Renban($rule) => $body,
            Rule::Palindrome($rule) => $body,
            Rule::Between($rule) => $body,
            Rule::Difference($rule) => $body,
            Rule::Ratio($rule) => $body,
            Rule::Xv($rule) => $body,
            Rule::Negative($rule) => $body,
            Rule::Odd(cell) => {
                let $rule = &rules::Parity {
                    cell: *cell,
                    odd: true,
                };
                $body
            }
            Rule::Even(cell) => {
                let $rule = &rules::Parity {
                    cell: *cell,
                    odd: false,
                };
                $body
            }
            Rule::Minimum(cell) => {
                let $rule = &rules::Extremum {
                    cell: *cell,
                    maximum: false,
                };
                $body
            }
            Rule::Maximum(cell) => {
                let $rule = &rules::Extremum {
                    cell: *cell,
                    maximum: true,
                };
                $body
            }
            Rule::Quadruple($rule) => $body,
        }
    };
}

impl Rule {
    pub(crate) fn check(&self, board: &Board) -> Result<(), RuleError> {
        each_rule!(self, rule => rule.check(board))
    }

    pub(crate) fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        each_rule!(self, rule => rule.build(puzzle, builder))
    }

    pub(crate) fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        each_rule!(self, rule => rule.breaks(placed, out))
    }

    /// The two cells of a dot rule (difference, ratio, XV), which the negative rules and
    /// non-consecutive leave alone.
    pub(crate) fn dot_cells(&self) -> Option<[Cell; 2]> {
        match self {
            Rule::Difference(Difference { cells, .. })
            | Rule::Ratio(Ratio { cells, .. })
            | Rule::Xv(Xv { cells, .. }) => Some(*cells),
            _ => None,
        }
    }
}

// Checks shared by the rules.

/// Every cell lies on the board, and none is named twice.
pub(crate) fn check_cells(board: &Board, cells: &[Cell]) -> Result<(), RuleError> {
    for (i, &cell) in cells.iter().enumerate() {
        if !board.contains(cell) {
            return Err(RuleError::CellOutside {
                cell,
                size: board.size(),
            });
        }
        if cells[..i].contains(&cell) {
            return Err(RuleError::RepeatedCell { cell });
        }
    }
    Ok(())
}

/// At least `needed` cells.
pub(crate) fn check_len(cells: &[Cell], needed: usize) -> Result<(), RuleError> {
    if cells.len() < needed {
        Err(RuleError::TooFewCells {
            needed,
            found: cells.len(),
        })
    } else {
        Ok(())
    }
}

/// A group of cells: on the board, none twice, one to `most` of them.
pub(crate) fn check_group(board: &Board, cells: &[Cell], most: usize) -> Result<(), RuleError> {
    check_cells(board, cells)?;
    check_len(cells, 1)?;
    if cells.len() > most {
        return Err(RuleError::TooManyCells {
            most,
            found: cells.len(),
        });
    }
    Ok(())
}

/// A total over `cells` that the placed digits already miss: more than `target` with cells
/// still empty, or every cell placed and not `target`.
pub(crate) struct MissedSum {
    /// The placed cells.
    pub(crate) filled: Vec<Cell>,
    /// Their total.
    pub(crate) total: u32,
    complete: bool,
}

impl MissedSum {
    /// The sum over `cells`, if the placed digits already miss `target`.
    pub(crate) fn of(placed: Placed<'_>, cells: &[Cell], target: u32) -> Option<MissedSum> {
        let filled: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| placed.get(c).is_some())
            .collect();
        let total = filled
            .iter()
            .filter_map(|&c| placed.get(c))
            .map(u32::from)
            .sum();
        let complete = filled.len() == cells.len();
        let missed = !filled.is_empty()
            && if complete {
                total != target
            } else {
                total >= target
            };
        missed.then_some(MissedSum {
            filled,
            total,
            complete,
        })
    }

    /// The placed cells and their total as a clause: "r1c1 holds 5", "r1c1 and r1c2 sum to 11",
    /// "r1c1 and r1c2 already sum to 11" (cells still empty).
    pub(crate) fn clause(&self) -> String {
        let (already, one) = (
            if self.complete { "" } else { "already " },
            self.filled.len() == 1,
        );
        let verb = if one { "holds" } else { "sum to" };
        alloc::format!("{} {already}{verb} {}", names(&self.filled), self.total)
    }
}

/// The cells named in a list: "r1c1", "r1c1 and r1c2", "r1c1, r1c2 and r1c3".
pub(crate) fn names(cells: &[Cell]) -> String {
    use core::fmt::Write;
    let mut out = String::new();
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == cells.len() { " and " } else { ", " });
        }
        let _ = write!(out, "{cell}");
    }
    out
}

/// Pairs of cells in `cells` that hold the same placed digit, reported as breaking `what`
/// ("in a cage", "on the falling diagonal").
pub(crate) fn repeats(placed: Placed<'_>, cells: &[Cell], what: &str, out: &mut Vec<Break>) {
    for (i, &a) in cells.iter().enumerate() {
        let Some(digit) = placed.get(a) else { continue };
        for &b in &cells[i + 1..] {
            if placed.get(b) == Some(digit) {
                out.push(Break {
                    rule: None,
                    cells: alloc::vec![a, b],
                    message: alloc::format!("{a} and {b} both hold {digit} {what}"),
                });
            }
        }
    }
}
