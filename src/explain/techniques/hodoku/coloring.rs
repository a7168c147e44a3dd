//! Simple colors: the conjugate pairs of one digit join cells into clusters, coloured in two
//! colours that alternate along each pair; one colour holds the digit in every cell, the
//! other in none. Color wrap: two cells of one colour see each other, so that colour is
//! false everywhere. Color trap: a cell that sees both colours cannot hold the digit.

use core::ops::ControlFlow;

use super::single_digit::conjugate_pairs;
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks};

pub(crate) fn simple_colors(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        let mut links = [CellSet::EMPTY; 81];
        let mut linked = CellSet::EMPTY;
        for (_, p, q) in conjugate_pairs(marks, digit) {
            links[p.index()].insert(q);
            links[q.index()].insert(p);
            linked.insert(p);
            linked.insert(q);
        }
        let mut done = CellSet::EMPTY;
        for seed in linked {
            if done.contains(seed) {
                continue;
            }
            // Grow the cluster of `seed`, colour by colour.
            let mut colors = [CellSet::single(seed), CellSet::EMPTY];
            let mut frontier = CellSet::single(seed);
            let mut side = 0;
            while !frontier.is_empty() {
                let mut next = CellSet::EMPTY;
                for cell in frontier {
                    next |= links[cell.index()];
                }
                side = 1 - side;
                next = next - colors[0] - colors[1];
                colors[side] |= next;
                frontier = next;
            }
            let cluster = colors[0] | colors[1];
            done |= cluster;
            let clash = |set: CellSet| {
                set.iter()
                    .any(|c| links[c.index()].iter().any(|d| set.contains(d)))
            };
            if cluster.len() < 4 || clash(colors[0]) || clash(colors[1]) {
                continue; // too small to say more than a pair does, or not two-coloured
            }
            let mut eliminations = MarkSet::EMPTY;
            for color in colors {
                let wrapped = color
                    .iter()
                    .any(|c| !(CellSet::peers_of(c) & color).is_empty());
                if wrapped {
                    eliminations.insert_cells(color, digit);
                    break;
                }
            }
            if eliminations.is_empty() {
                let mut sees = [CellSet::EMPTY; 2];
                for (i, color) in colors.into_iter().enumerate() {
                    for cell in color {
                        sees[i] |= CellSet::peers_of(cell);
                    }
                }
                let trapped = sees[0] & sees[1] & (marks.cells_with(digit) - cluster);
                eliminations.insert_cells(trapped, digit);
            }
            if eliminations.is_empty() {
                continue;
            }
            sink(
                Step::new(Technique::SimpleColors)
                    .with_cells(cluster)
                    .with_digits(Candidates::only(digit))
                    .with_eliminations(eliminations),
            )?;
        }
    }
    ControlFlow::Continue(())
}
