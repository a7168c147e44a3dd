//! Anti-knight and anti-king: two cells a chess knight's (or king's) move apart hold
//! different digits.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Cell, Puzzle};

/// The anti-knight rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AntiKnight;

/// The anti-king rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AntiKing;

const KNIGHT: [(i8, i8); 4] = [(1, 2), (2, 1), (2, -1), (1, -2)];
const KING: [(i8, i8); 2] = [(1, 1), (1, -1)];

/// Each pair of cells `moves` apart, once.
fn pairs(board: &Board, moves: &[(i8, i8)]) -> Vec<(Cell, Cell)> {
    let n = board.size() as i8;
    let mut out = Vec::new();
    for cell in board.cells() {
        for &(dr, dc) in moves {
            let (r, c) = (cell.row() as i8 + dr, cell.col() as i8 + dc);
            if (0..n).contains(&r) && (0..n).contains(&c) {
                out.push((cell, Cell::new(r as u8, c as u8)));
            }
        }
    }
    out
}

fn build(moves: &[(i8, i8)], puzzle: &Puzzle, builder: &mut Builder) {
    for (a, b) in pairs(puzzle.board(), moves) {
        builder.distinct(&[builder.index(a), builder.index(b)]);
    }
}

fn breaks(moves: &[(i8, i8)], what: &str, placed: Placed<'_>, out: &mut Vec<Break>) {
    for (a, b) in pairs(placed.board, moves) {
        if let Some(digit) = placed.get(a).filter(|&d| placed.get(b) == Some(d)) {
            out.push(Break {
                rule: None,
                cells: alloc::vec![a, b],
                message: alloc::format!("{a} and {b} both hold {digit}, {what} apart"),
            });
        }
    }
}

impl Constrain for AntiKnight {
    fn check(&self, _: &Board) -> Result<(), RuleError> {
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        build(&KNIGHT, puzzle, builder);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        breaks(&KNIGHT, "a knight's move", placed, out);
    }
}

impl Constrain for AntiKing {
    fn check(&self, _: &Board) -> Result<(), RuleError> {
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        build(&KING, puzzle, builder);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        breaks(&KING, "a king's move", placed, out);
    }
}
