//! HoDoKu's avoidable rectangles: four cells on two rows, two columns and two boxes, some of
//! them solved on the way (none a clue), that would become a deadly pattern. Were the four
//! cells to hold two digits crosswise, the two digits could swap places in all four, and the
//! puzzle, whose clues none of them is, would have a second solution.
//!
//! - Type 1: three corners are solved, the fourth is empty: it cannot take the digit that
//!   would complete the pattern.
//! - Type 2: two corners in a box are solved, the two others are empty, each holding its
//!   pattern digit and one same other digit: one of them holds that digit, which leaves every
//!   cell that sees both.
//!
//! The search is HoDoKu's (`UniquenessSolver`, avoidable rectangles), first found: start
//! cells in index order, each solved and not a clue; a second solved cell in its box, on its
//! row or column, in the box's order; the far pair of cells on the lines through them, in
//! the other boxes along those lines; each rectangle looked at once. Every type 1 comes
//! before any type 2, as HoDoKu's two searches give them.
//!
//! Which digits are clues is known only on a path walked from the puzzle: on bare marks
//! every placed digit counts as a clue, and nothing is found.

use core::ops::ControlFlow;

use crate::explain::Step;
use crate::explain::search::Sink;
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet, Marks};

/// The most rectangles remembered as looked at (HoDoKu's limit); past it every rectangle
/// counts as new, which only repeats a step already given.
const MAX_SEEN: usize = 400;

/// HoDoKu's avoidable rectangles of type 1, then type 2, on `marks` whose clues are the
/// cells `clues`.
pub(super) fn avoidable_rectangles(
    marks: &Marks,
    clues: CellSet,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let solved = CellSet::ALL - marks.empty_cells() - clues;
    if solved.len() < 2 {
        return ControlFlow::Continue(());
    }
    for kind in [1, 2] {
        search(marks, solved, kind, sink)?;
    }
    ControlFlow::Continue(())
}

fn value(marks: &Marks, cell: Cell) -> Option<Digit> {
    marks.grid().get(cell)
}

/// Whether `cell` is empty with exactly two candidates, `digit` one of them.
fn bivalue_with(marks: &Marks, cell: Cell, digit: Digit) -> bool {
    value(marks, cell).is_none()
        && marks.candidates(cell).len() == 2
        && marks.candidates(cell).contains(digit)
}

fn search(marks: &Marks, solved: CellSet, kind: u8, sink: Sink<'_>) -> ControlFlow<()> {
    let mut seen = [CellSet::EMPTY; MAX_SEEN];
    let mut n_seen = 0;
    for first in solved {
        let Some(d1) = value(marks, first) else {
            continue;
        };
        // The box's cells in index order: row by row.
        for second in CellSet::house(House::ALL[18 + first.box_index()]) {
            if second == first
                || (second.row() != first.row() && second.col() != first.col())
                || !solved.contains(second)
            {
                continue;
            }
            let Some(d2) = value(marks, second) else {
                continue;
            };
            let on_row = second.row() == first.row();
            for j in 0..9 {
                // The far pair: on the lines across the first two cells' line, in line `j`.
                let (third, fourth) = if on_row {
                    (cell(j, first.col()), cell(j, second.col()))
                } else {
                    (cell(first.row(), j), cell(second.row(), j))
                };
                if third.box_index() == first.box_index() {
                    continue;
                }
                let third_solved = value(marks, third) == Some(d2) && solved.contains(third);
                let fourth_solved = value(marks, fourth) == Some(d1) && solved.contains(fourth);
                let third_open = bivalue_with(marks, third, d2);
                let fourth_open = bivalue_with(marks, fourth, d1);
                if !((third_solved && fourth_open)
                    || (fourth_solved && third_open)
                    || (third_open && fourth_open))
                {
                    continue;
                }
                let corners = CellSet::single(first)
                    | CellSet::single(second)
                    | CellSet::single(third)
                    | CellSet::single(fourth);
                if seen[..n_seen].contains(&corners) {
                    continue;
                }
                if n_seen < MAX_SEEN {
                    seen[n_seen] = corners;
                    n_seen += 1;
                }
                let mut removed = MarkSet::EMPTY;
                let found = if value(marks, third).is_some() || value(marks, fourth).is_some() {
                    // Type 1: the empty corner cannot take the digit that completes it.
                    if value(marks, third).is_some() {
                        if marks.has(fourth, d1) {
                            removed.insert(fourth, d1);
                        }
                    } else if marks.has(third, d2) {
                        removed.insert(third, d2);
                    }
                    1
                } else {
                    // Type 2: the far corners' other digit, if it is the same, is in one.
                    let Some(extra) = (marks.candidates(third) & !Candidates::only(d2))
                        .iter()
                        .next()
                    else {
                        continue;
                    };
                    if marks.has(fourth, extra) {
                        let seeing = CellSet::peers_of(third)
                            & CellSet::peers_of(fourth)
                            & marks.cells_with(extra);
                        removed.insert_cells(seeing, extra);
                    }
                    2
                };
                if found == kind && !removed.is_empty() {
                    sink(
                        &Step::new(&super::AVOIDABLE_RECTANGLE)
                            .with_type(kind)
                            .with_cells(corners)
                            .with_digits(Candidates::only(d1) | Candidates::only(d2))
                            .with_eliminations(removed),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::ALL[row * 9 + col]
}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::{Grid, Technique};

    const SOLVED: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    fn at(row: usize, col: usize) -> Cell {
        cell(row, col)
    }

    fn digits(list: &[u8]) -> Candidates {
        list.iter()
            .map(|&d| Candidates::only(Digit::new(d).unwrap()))
            .fold(Candidates::EMPTY, |a, b| a | b)
    }

    /// The solved grid with `empty` cells emptied and given the candidates listed; the clues
    /// are every placed cell but `solved`.
    fn state(empty: &[(usize, usize, &[u8])], solved: &[(usize, usize)]) -> (Marks, CellSet) {
        let mut grid: Grid = SOLVED.parse().unwrap();
        for &(r, c, _) in empty {
            grid.clear(at(r, c));
        }
        let marks = Marks::from_candidates(&grid, |cell| {
            empty
                .iter()
                .find(|&&(r, c, _)| at(r, c) == cell)
                .map_or(Candidates::EMPTY, |&(_, _, d)| digits(d))
        });
        let mut clues = CellSet::ALL - marks.empty_cells();
        for &(r, c) in solved {
            clues.remove(at(r, c));
        }
        (marks, clues)
    }

    fn steps(marks: &Marks, clues: CellSet) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = avoidable_rectangles(marks, clues, &mut |step| {
            out.push(*step);
            ControlFlow::Continue(())
        });
        out
    }

    // In SOLVED, r1c2 = 1, r2c2 = 3 (box 1) and r1c4 = 3, r2c4 = 1 (box 2).

    #[test]
    fn type_1_keeps_the_last_corner_from_completing_the_rectangle() {
        let (marks, clues) = state(&[(1, 3, &[1, 5])], &[(0, 1), (1, 1), (0, 3)]);
        let found = steps(&marks, clues);
        assert_eq!(found.len(), 1);
        let mut step = found[0];
        step.found_on(&marks, false);
        assert_eq!(step.technique(), Technique::AvoidableRectangle);
        assert_eq!(step.kind_number(), 1);
        assert_eq!(
            step.to_string(),
            "Avoidable rectangle type 1 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: r1c2 = 1, \
             r1c4 = 3 and r2c2 = 3 were solved on the way, none of them a clue, so no clue fixes \
             which way round the two digits go; if r2c4 were 1, the four corners, on two rows, \
             two columns and two boxes, would hold the two digits crosswise, and the digits \
             could swap in all four: the puzzle would have two solutions, so r2c4 cannot hold \
             1: remove 1 from r2c4"
        );
        // Near misses: one of the three a clue; on bare marks every digit counts as one.
        let (marks, clues) = state(&[(1, 3, &[1, 5])], &[(0, 1), (1, 1)]);
        assert!(steps(&marks, clues).is_empty());
        assert!(steps(&marks, CellSet::ALL - marks.empty_cells()).is_empty());
        let mut none = true;
        let _ = (super::super::AVOIDABLE_RECTANGLES.find)(
            &mut crate::explain::search::Context::new(&marks),
            &mut |_| {
                none = false;
                ControlFlow::Break(())
            },
        );
        assert!(none);
    }

    #[test]
    fn type_2_removes_the_far_corners_shared_digit_from_cells_seeing_both() {
        let empty: &[(usize, usize, &[u8])] = &[(0, 3, &[3, 5]), (1, 3, &[1, 5]), (2, 3, &[5, 7])];
        let (marks, clues) = state(empty, &[(0, 1), (1, 1)]);
        let found = steps(&marks, clues);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind_number(), 2);
        let removed: Vec<_> = found[0].eliminations().collect();
        assert_eq!(removed, [(at(2, 3), Digit::new(5).unwrap())]);
        let mut step = found[0];
        step.found_on(&marks, true);
        assert_eq!(
            step.to_string(),
            "Avoidable Rectangle Type 2 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: r1c2 = 1 and \
             r2c2 = 3 were solved on the way, neither a clue, so no clue fixes which way round \
             the two digits go; r1c4 {3,5} and r2c4 {1,5} hold 5 besides a digit of the \
             rectangle: were neither of them 5, they would complete it with the two digits \
             crosswise, which could then swap in all four (two solutions); so one of them is 5, \
             and no cell that sees both can hold it: remove 5 from r3c4"
        );
        assert_eq!(
            step.hint(crate::HintStage::Technique).to_string(),
            "Look for an Avoidable Rectangle Type 2 on 1 and 3 in boxes 1 and 2"
        );
        assert_eq!(
            step.hint(crate::HintStage::Cells).to_string(),
            "Avoidable Rectangle Type 2: look at r1c2, r1c4, r2c2 and r2c4 for 1 and 3"
        );
        // Near miss: the far corners' other digits differ.
        let empty: &[(usize, usize, &[u8])] = &[(0, 3, &[3, 5]), (1, 3, &[1, 7]), (2, 3, &[5, 7])];
        let (marks, clues) = state(empty, &[(0, 1), (1, 1)]);
        assert!(steps(&marks, clues).is_empty());
    }
}
