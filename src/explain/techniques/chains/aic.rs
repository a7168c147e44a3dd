//! HoDoKu's chains: remote pairs and XY-Chains through bivalue cells.
//!
//! An XY-Chain starts at a bivalue cell's candidate taken as false, so the cell's other one is
//! true, and goes on through bivalue cells that see the last one and hold its true digit; when
//! it reaches a true end of the start's digit, one of its two ends holds the digit, so the
//! digit leaves every cell that sees both. Breadth-first search gives the shortest chain for
//! each pair of ends.

use core::ops::ControlFlow;

use crate::explain::{Chain, ChainNode, Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks};

/// The longest remote pair looked for, in cells (HoDoKu's chains stop at 20 links).
const REMOTE_PAIR_CELLS: usize = 10;

/// Remote pairs: every simple path of at least four bivalue cells with the same two digits,
/// each cell seeing the next, from each start cell (depth first, peers in order). The digits
/// alternate along the path, so both leave every cell that sees two of its cells an odd
/// number (at least three) of links apart.
pub(super) fn remote_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let bivalue: CellSet = marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.candidates(cell).len() == 2)
        .collect();
    for start in bivalue {
        let pair = marks.candidates(start);
        let same: CellSet = bivalue
            .iter()
            .filter(|&cell| marks.candidates(cell) == pair)
            .collect();
        if same.len() < 4 {
            continue;
        }
        let mut path = [start; REMOTE_PAIR_CELLS];
        // The peers still to try from each cell of the path.
        let mut next = [CellSet::EMPTY; REMOTE_PAIR_CELLS];
        next[0] = CellSet::peers_of(start) & same;
        let mut len = 1;
        let mut on_path = CellSet::single(start);
        while len > 0 {
            let Some(cell) = next[len - 1].first() else {
                len -= 1;
                on_path.remove(path[len]);
                continue;
            };
            next[len - 1].remove(cell);
            if on_path.contains(cell) || len == path.len() {
                continue;
            }
            path[len] = cell;
            next[len] = CellSet::peers_of(cell) & same;
            on_path.insert(cell);
            len += 1;
            if len >= 4 && len % 2 == 0 {
                remote_pair_step(marks, pair, &path[..len], sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn remote_pair_step(
    marks: &Marks,
    pair: Candidates,
    path: &[Cell],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let mut eliminations = MarkSet::EMPTY;
    let cells: CellSet = path.iter().copied().collect();
    for (i, &a) in path.iter().enumerate() {
        for &b in path.iter().skip(i + 3).step_by(2) {
            for digit in pair {
                eliminations.insert_cells(
                    ((CellSet::single(a) | CellSet::single(b)).common_peers() - cells)
                        & marks.cells_with(digit),
                    digit,
                );
            }
        }
    }
    if eliminations.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut nodes = [ChainNode::new(path[0], Digit::ALL[0], true); REMOTE_PAIR_CELLS];
    let mut digits = pair.iter();
    let (Some(x), Some(y)) = (digits.next(), digits.next()) else {
        return ControlFlow::Continue(());
    };
    for (i, &cell) in path.iter().enumerate() {
        nodes[i] = ChainNode::new(cell, if i % 2 == 0 { x } else { y }, true);
    }
    sink(
        Step::new(Technique::RemotePair)
            .with_cells(cells)
            .with_digits(pair)
            .with_eliminations(eliminations)
            .with_chain(Chain::new(&nodes[..path.len()], path.len())),
    )
}

/// The search state of a chain: a cell and the digit taken as true there.
type Node = (Cell, Digit);

/// Follows parents back from `end` to the start (whose parent is `None`) and builds the
/// chain of true candidates, start first.
fn build_chain(parent: &[Option<Node>; 81 * 9], end: Node) -> Chain {
    let mut nodes = [ChainNode::new(end.0, end.1, true); 64];
    let mut len = 0;
    let mut at = Some(end);
    while let (Some(node), true) = (at, len < nodes.len()) {
        nodes[len] = ChainNode::new(node.0, node.1, true);
        len += 1;
        at = parent[index(node)];
    }
    nodes[..len].reverse();
    Chain::new(&nodes[..len], len)
}

const fn index(node: Node) -> usize {
    node.0.index() * 9 + (node.1.get() as usize - 1)
}

/// XY-Chains: from each bivalue cell and each of its digits z taken as false (so the other
/// is true), breadth-first through bivalue cells that see the last one and hold its true
/// digit; an end whose true digit is z closes the chain.
pub(super) fn xy_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let bivalue: CellSet = marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.candidates(cell).len() == 2)
        .collect();
    let other = |cell: Cell, digit: Digit| marks.candidates(cell).without(digit).single();
    for start in bivalue {
        for z in marks.candidates(start) {
            let Some(first) = other(start, z) else {
                continue;
            };
            let mut parent = [None; 81 * 9];
            let mut seen = [false; 81 * 9];
            let mut queue = [(start, first); 81 * 2];
            let (mut head, mut tail) = (0, 1);
            seen[index((start, first))] = true;
            while head < tail {
                let (cell, on) = queue[head];
                head += 1;
                if on == z && cell != start {
                    let removed = (CellSet::single(start) | CellSet::single(cell)).common_peers()
                        & marks.cells_with(z);
                    if !removed.is_empty() {
                        let mut eliminations = MarkSet::EMPTY;
                        eliminations.insert_cells(removed, z);
                        let chain = build_chain(&parent, (cell, on));
                        sink(
                            Step::new(Technique::XYChain)
                                .with_cells(CellSet::single(start) | CellSet::single(cell))
                                .with_digits(Candidates::only(z))
                                .with_eliminations(eliminations)
                                .with_chain(chain),
                        )?;
                    }
                }
                for next in CellSet::peers_of(cell) & bivalue & marks.cells_with(on) {
                    let Some(next_on) = other(next, on) else {
                        continue;
                    };
                    let node = (next, next_on);
                    if seen[index(node)] || tail >= queue.len() {
                        continue;
                    }
                    seen[index(node)] = true;
                    parent[index(node)] = Some((cell, on));
                    queue[tail] = node;
                    tail += 1;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
