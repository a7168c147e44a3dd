//! Little killers: the digits along a diagonal, from a clue outside the grid, sum to the clue;
//! digits may repeat (unless another rule says otherwise).

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, MissedSum, Placed, RuleError};
use crate::variant::sums::line_sum;
use crate::variant::{Board, Break, Cell, Puzzle};

/// The way a little killer's diagonal runs from its clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Down and to the right (f-puzzles' `DR`).
    DownRight,
    /// Down and to the left (`DL`).
    DownLeft,
    /// Up and to the right (`UR`).
    UpRight,
    /// Up and to the left (`UL`).
    UpLeft,
}

impl Direction {
    /// The step `(rows, columns)` from one cell of the diagonal to the next.
    #[must_use]
    pub const fn step(self) -> (i8, i8) {
        match self {
            Direction::DownRight => (1, 1),
            Direction::DownLeft => (1, -1),
            Direction::UpRight => (-1, 1),
            Direction::UpLeft => (-1, -1),
        }
    }
}

/// A little killer clue.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Direction, LittleKiller};
///
/// let board = Board::new(6).unwrap();
/// let clue = LittleKiller { start: Cell::new(0, 3), direction: Direction::DownLeft, sum: 10 };
/// assert_eq!(clue.cells(&board), [Cell::new(0, 3), Cell::new(1, 2), Cell::new(2, 1), Cell::new(3, 0)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LittleKiller {
    /// The first cell of the diagonal, next to the clue.
    pub start: Cell,
    /// Which way the diagonal runs.
    pub direction: Direction,
    /// The total.
    pub sum: u32,
}

impl LittleKiller {
    /// The cells of the diagonal, from the clue on.
    #[must_use]
    pub fn cells(&self, board: &Board) -> Vec<Cell> {
        let n = board.size() as i8;
        let (dr, dc) = self.direction.step();
        let (mut r, mut c) = (self.start.row() as i8, self.start.col() as i8);
        let mut cells = Vec::new();
        while (0..n).contains(&r) && (0..n).contains(&c) {
            cells.push(Cell::new(r as u8, c as u8));
            r += dr;
            c += dc;
        }
        cells
    }
}

impl Constrain for LittleKiller {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        if !board.contains(self.start) {
            return Err(RuleError::CellOutside {
                cell: self.start,
                size: board.size(),
            });
        }
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let cells = self
            .cells(puzzle.board())
            .iter()
            .map(|&c| builder.index(c) as u16)
            .collect();
        line_sum(builder, cells, self.sum);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        if let Some(missed) = MissedSum::of(placed, &self.cells(placed.board), self.sum) {
            out.push(Break {
                rule: None,
                message: alloc::format!(
                    "{} on a little killer diagonal of {}",
                    missed.clause(),
                    self.sum
                ),
                cells: missed.filled,
            });
        }
    }
}
