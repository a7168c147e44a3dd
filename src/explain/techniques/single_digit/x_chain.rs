//! X-Chains: a chain of one digit that starts at a candidate taken as false and alternates a
//! strong link (the other place of a conjugate pair is then true) with a weak one (a true
//! candidate rules out the digit in the cells it sees); when it reaches a true end, one of its
//! two ends holds the digit, so the digit leaves every cell that sees both. Breadth-first
//! search gives the shortest chain for each pair of ends.

use core::ops::ControlFlow;

use super::conjugate_pairs;
use crate::explain::{Chain, ChainNode, Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks};

/// X-Chains: from each candidate `start` of `digit` taken as false, breadth-first over the
/// true ends its strong and weak links reach.
pub(super) fn x_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        let cells = marks.cells_with(digit);
        // The other end of each conjugate pair of a cell: in its row, column, then box.
        let mut partner = [[None::<Cell>; 3]; 81];
        for (house, p, q) in conjugate_pairs(marks, digit) {
            let slot = house.kind() as usize;
            partner[p.index()][slot] = Some(q);
            partner[q.index()][slot] = Some(p);
        }
        let partners = |cell: Cell| partner[cell.index()].into_iter().flatten();
        for start in cells {
            // For each true cell reached: the true cell before it and the false one between.
            let mut parent: [Option<(Cell, Cell)>; 81] = [None; 81];
            let mut seen = CellSet::single(start);
            let mut queue = [start; 81];
            let (mut head, mut tail) = (0, 0);
            for next in partners(start) {
                if !seen.contains(next) {
                    seen.insert(next);
                    queue[tail] = next;
                    tail += 1;
                }
            }
            while head < tail {
                let on = queue[head];
                head += 1;
                let removed = (CellSet::single(start) | CellSet::single(on)).common_peers() & cells;
                if parent[on.index()].is_some() && !removed.is_empty() {
                    let mut nodes = [ChainNode::new(start, digit, false); 64];
                    let mut len = 0;
                    let mut at = on;
                    while len + 2 < nodes.len() {
                        nodes[len] = ChainNode::new(at, digit, true);
                        len += 1;
                        let Some((before, off)) = parent[at.index()] else {
                            break;
                        };
                        nodes[len] = ChainNode::new(off, digit, false);
                        len += 1;
                        at = before;
                    }
                    nodes[len] = ChainNode::new(start, digit, false);
                    len += 1;
                    nodes[..len].reverse();
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, digit);
                    sink(
                        Step::new(Technique::XChain)
                            .with_cells(CellSet::single(start) | CellSet::single(on))
                            .with_digits(Candidates::only(digit))
                            .with_eliminations(eliminations)
                            .with_chain(Chain::new(&nodes[..len], len)),
                    )?;
                }
                // A weak link to any other place the true `on` sees, then a strong link on.
                for off in CellSet::peers_of(on) & cells {
                    for next in partners(off) {
                        if seen.contains(next) || tail >= queue.len() {
                            continue;
                        }
                        seen.insert(next);
                        parent[next.index()] = Some((on, off));
                        queue[tail] = next;
                        tail += 1;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}
