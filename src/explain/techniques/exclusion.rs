//! Aligned exclusion: two (or three) cells, and the cells with two (or three) candidates that
//! see them all. A combination of digits for the base cells is impossible when it repeats a
//! digit in two cells that see each other, or when it holds every candidate of one of those
//! cells (that cell would be left empty). A candidate of a base cell that appears in no
//! possible combination goes.
//!
//! SE 1.2.1's rules: aligned pair exclusion (6.2) and aligned triplet exclusion (7.5), with
//! its choice of base cells (two or more candidates, no naked single in sight, at least one
//! cell with few candidates in sight), its order of trying them, and at least two common
//! excluding cells.

use core::ops::ControlFlow;

use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, MarkSet, Marks};

pub(crate) fn aligned_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    aligned(marks, 2, sink)
}

pub(crate) fn aligned_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    aligned(marks, 3, sink)
}

/// The base cells SE may use, in row order, and for each cell the cells that can exclude:
/// those it sees with two to `degree` candidates.
struct Bases {
    list: [Cell; 81],
    len: usize,
    in_list: CellSet,
    excluders: [CellSet; 81],
}

impl Bases {
    fn new(marks: &Marks, degree: usize) -> Bases {
        let mut bases = Bases {
            list: [Cell::ALL[0]; 81],
            len: 0,
            in_list: CellSet::EMPTY,
            excluders: [CellSet::EMPTY; 81],
        };
        for cell in Cell::ALL {
            if marks.candidates(cell).len() < 2 {
                continue;
            }
            let mut excluders = CellSet::EMPTY;
            let mut single = false;
            for &peer in cell.peers() {
                let n = marks.candidates(peer).len();
                if n == 1 {
                    single = true;
                } else if n >= 2 && n <= degree {
                    excluders.insert(peer);
                }
            }
            if !single && !excluders.is_empty() {
                bases.list[bases.len] = cell;
                bases.len += 1;
                bases.in_list.insert(cell);
                bases.excluders[cell.index()] = excluders;
            }
        }
        bases
    }
}

fn aligned(marks: &Marks, degree: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let bases = Bases::new(marks, degree);
    if bases.len < degree {
        return ControlFlow::Continue(());
    }
    // Pairs in the order of SE's `Permutations`: (0,1), (0,2), (1,2), (0,3), ...
    for j in 1..bases.len {
        for i in 0..j {
            let (c0, c1) = (bases.list[i], bases.list[j]);
            let common = bases.excluders[c0.index()] & bases.excluders[c1.index()];
            if degree == 2 {
                if common.len() >= 2 {
                    exclude(marks, &[c0, c1], common, sink)?;
                }
                continue;
            }
            // The third cell: another base cell that one of the two sees with few
            // candidates, in SE's order (the first cell's houses, then the second's).
            let mut tried = CellSet::single(c0) | CellSet::single(c1);
            for first in [c0, c1] {
                let area = bases.excluders[first.index()] & bases.in_list;
                for peer in super::unique::se_house_order(first) {
                    if !area.contains(peer) || tried.contains(peer) {
                        continue;
                    }
                    tried.insert(peer);
                    let all = common & bases.excluders[peer.index()];
                    if all.len() >= 2 {
                        exclude(marks, &[c0, c1, peer], all, sink)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Tries every combination of the base cells' candidates against the excluding cells, and
/// reports the candidates no combination allows.
fn exclude(marks: &Marks, cells: &[Cell], excluders: CellSet, sink: Sink<'_>) -> ControlFlow<()> {
    let mut masks = [0u16; 20];
    let mut n = 0;
    for cell in excluders {
        if n < masks.len() {
            masks[n] = marks.candidates(cell).bits();
            n += 1;
        }
    }
    let masks = &masks[..n];
    let cands: [Candidates; 3] = core::array::from_fn(|i| {
        cells
            .get(i)
            .map_or(Candidates::NONE, |&c| marks.candidates(c))
    });
    let sees = |a: usize, b: usize| cells[a].is_peer_of(cells[b]);
    let excluded = |set: u16| masks.iter().any(|&m| m & !set == 0);
    let mut allowed = [0u16; 3];
    if cells.len() == 2 {
        for a in cands[0] {
            for b in cands[1] {
                if a == b && sees(0, 1) {
                    continue;
                }
                let set = cands_bit(a) | cands_bit(b);
                if !excluded(set) {
                    allowed[0] |= cands_bit(a);
                    allowed[1] |= cands_bit(b);
                }
            }
        }
    } else {
        for a in cands[0] {
            for b in cands[1] {
                if a == b && sees(0, 1) {
                    continue;
                }
                for c in cands[2] {
                    if (a == c && sees(0, 2)) || (b == c && sees(1, 2)) {
                        continue;
                    }
                    let set = cands_bit(a) | cands_bit(b) | cands_bit(c);
                    if !excluded(set) {
                        allowed[0] |= cands_bit(a);
                        allowed[1] |= cands_bit(b);
                        allowed[2] |= cands_bit(c);
                    }
                }
            }
        }
    }
    let mut eliminations = MarkSet::EMPTY;
    let mut base = CellSet::EMPTY;
    for (i, &cell) in cells.iter().enumerate() {
        base.insert(cell);
        for digit in cands[i] {
            if allowed[i] & cands_bit(digit) == 0 {
                eliminations.insert(cell, digit);
            }
        }
    }
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    let technique = if cells.len() == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripleExclusion
    };
    sink(
        Step::new(technique)
            .with_cells(base)
            .with_eliminations(eliminations),
    )
}

fn cands_bit(digit: crate::Digit) -> u16 {
    Candidates::only(digit).bits()
}
