//! Simple colors: the conjugate pairs of one digit join cells into clusters, coloured in two
//! colours that alternate along each pair; one colour holds the digit in every cell, the
//! other in none. Color wrap: two cells of one colour see each other, so that colour is
//! false everywhere. Color trap: a cell that sees both colours cannot hold the digit.
//!
//! Multi colors: two clusters of the digit, colours a1/a2 and b1/b2. Type 1: a1 sees b1, so
//! one of a2 and b2 holds the digit, and a cell that sees both loses it. Type 2: a1 sees both
//! b1 and b2, one of which holds the digit, so a1 is false everywhere.

use core::ops::ControlFlow;

use super::conjugate_pairs;
use crate::explain::search::Sink;
use crate::explain::{Step, StepKind};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks};

/// HoDoKu keeps at most this many clusters of a digit.
const MAX_CLUSTERS: usize = 20;

/// A digit's conjugate pairs, as links between cells, and the clusters they join in HoDoKu's
/// order (by their lowest cell), each as its two colours (the lowest cell's first).
struct Clusters {
    links: [CellSet; 81],
    /// Every cluster has two cells or more, so 81 cells make at most 40.
    colors: [[CellSet; 2]; 40],
    len: usize,
}

impl Clusters {
    fn new(marks: &Marks, digit: Digit) -> Clusters {
        let mut found = Clusters {
            links: [CellSet::EMPTY; 81],
            colors: [[CellSet::EMPTY; 2]; 40],
            len: 0,
        };
        let mut linked = CellSet::EMPTY;
        for (_, p, q) in conjugate_pairs(marks, digit) {
            found.links[p.index()].insert(q);
            found.links[q.index()].insert(p);
            linked.insert(p);
            linked.insert(q);
        }
        let mut done = CellSet::EMPTY;
        for seed in linked {
            if done.contains(seed) || found.len == found.colors.len() {
                continue;
            }
            // Grow the cluster of `seed`, colour by colour.
            let mut colors = [CellSet::single(seed), CellSet::EMPTY];
            let mut frontier = CellSet::single(seed);
            let mut side = 0;
            while !frontier.is_empty() {
                let mut next = CellSet::EMPTY;
                for cell in frontier {
                    next |= found.links[cell.index()];
                }
                side = 1 - side;
                next = next - colors[0] - colors[1];
                colors[side] |= next;
                frontier = next;
            }
            done |= colors[0] | colors[1];
            found.colors[found.len] = colors;
            found.len += 1;
        }
        found
    }

    fn all(&self) -> &[[CellSet; 2]] {
        &self.colors[..self.len]
    }

    /// Whether two cells of `set` are linked (a cluster whose colours clash).
    fn clash(&self, set: CellSet) -> bool {
        set.iter()
            .any(|c| self.links[c.index()].iter().any(|d| set.contains(d)))
    }
}

/// Every cell that sees a cell of `set`.
fn seen_by(set: CellSet) -> CellSet {
    let mut seen = CellSet::EMPTY;
    for cell in set {
        seen |= CellSet::peers_of(cell);
    }
    seen
}

/// HoDoKu's multi colors, skipping the digits whose places it found nothing in before (see
/// [`super::by_digit`]).
pub(super) fn multi_colors(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    super::by_digit(marks, barren, sink, |digit, sink| {
        let clusters = Clusters::new(marks, digit);
        let found = &clusters.all()[..clusters.len.min(MAX_CLUSTERS)];
        let len = found.len();
        let cells = marks.cells_with(digit);
        for i in 0..len {
            for j in 0..len {
                if i == j {
                    continue;
                }
                let ([a1, a2], [b1, b2]) = (found[i], found[j]);
                let step = |kind: u8, eliminations: MarkSet| {
                    Step::new(&super::MULTI_COLORS)
                        .with_type(kind)
                        .with_group(0, a1)
                        .with_group(1, a2)
                        .with_group(2, b1)
                        .with_group(3, b2)
                        .with_cells(a1 | a2 | b1 | b2)
                        .with_digits(Candidates::only(digit))
                        .with_eliminations(eliminations)
                };
                // Type 2: a colour that sees both colours of the other cluster is false.
                let mut eliminations = MarkSet::EMPTY;
                for a in [a1, a2] {
                    let seen = seen_by(a);
                    if !(seen & b1).is_empty() && !(seen & b2).is_empty() {
                        eliminations.insert_cells(a & cells, digit);
                    }
                }
                if !eliminations.is_empty() {
                    sink(&step(2, eliminations))?;
                }
                // Type 1: colours of the two clusters that see each other are not both true,
                // so one of their partners is.
                let mut eliminations = MarkSet::EMPTY;
                for (a, b, a_other, b_other) in [
                    (a1, b1, a2, b2),
                    (a1, b2, a2, b1),
                    (a2, b1, a1, b2),
                    (a2, b2, a1, b1),
                ] {
                    if !(seen_by(a) & b).is_empty() {
                        let both = seen_by(a_other) & seen_by(b_other) & cells;
                        eliminations.insert_cells(both, digit);
                    }
                }
                if !eliminations.is_empty() {
                    sink(&step(1, eliminations))?;
                }
            }
        }
        ControlFlow::Continue(())
    })
}

/// HoDoKu's simple colors, skipping the digits whose places it found nothing in before (see
/// [`super::by_digit`]).
pub(super) fn simple_colors(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    super::by_digit(marks, barren, sink, |digit, sink| {
        let clusters = Clusters::new(marks, digit);
        for &colors in clusters.all() {
            let cluster = colors[0] | colors[1];
            if cluster.len() < 4 || clusters.clash(colors[0]) || clusters.clash(colors[1]) {
                continue; // too small to say more than a pair does, or not two-coloured
            }
            let mut eliminations = MarkSet::EMPTY;
            let mut kind = StepKind::ColorWrap;
            let mut order = colors;
            for (i, color) in colors.into_iter().enumerate() {
                let wrapped = color
                    .iter()
                    .any(|c| !(CellSet::peers_of(c) & color).is_empty());
                if wrapped {
                    eliminations.insert_cells(color, digit);
                    // The wrapped colour first.
                    order = [color, colors[1 - i]];
                    break;
                }
            }
            if eliminations.is_empty() {
                kind = StepKind::ColorTrap;
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
                &Step::new(&super::SIMPLE_COLORS)
                    .with_kind(kind)
                    .with_group(0, order[0])
                    .with_group(1, order[1])
                    .with_cells(cluster)
                    .with_digits(Candidates::only(digit))
                    .with_eliminations(eliminations),
            )?;
        }
        ControlFlow::Continue(())
    })
}
