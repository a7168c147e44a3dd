//! HoDoKu's chains: remote pairs, XY-Chains through bivalue cells, and nice loops and AICs
//! through any candidates.
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

/// A candidate as a search node: `cell * 9 + digit - 1`.
fn candidate(cell: Cell, digit: Digit) -> usize {
    cell.index() * 9 + usize::from(digit.get() - 1)
}

fn node_of(index: usize) -> Option<Node> {
    let cell = Cell::new(u8::try_from(index / 9).ok()?)?;
    let digit = Digit::new(u8::try_from(index % 9 + 1).ok()?)?;
    Some((cell, digit))
}

/// Nice loops and AICs: from each candidate taken as false, breadth-first through strong
/// links (the other candidate of a bivalue cell, the other place of a conjugate pair: true)
/// and weak links (a true candidate makes false the cell's other candidates and its digit in
/// the cells it sees). A true end proves: the start or the end holds. With one digit in two
/// cells, the digit leaves the cells that see both; with two digits in one cell, the cell
/// loses its other candidates; with two digits in two cells that see each other, each cell
/// loses the other end's digit.
pub(super) fn nice_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    const OFF: usize = 0;
    const ON: usize = 81 * 9;
    // States: OFF + candidate (taken false) and ON + candidate (taken true). Each search
    // leaves `parent` unset again for the states it queued, so it is filled once.
    let mut parent = [u16::MAX; 2 * 81 * 9];
    let mut queue = [0u16; 2 * 81 * 9];
    for start_cell in marks.empty_cells() {
        for start_digit in marks.candidates(start_cell) {
            let start = candidate(start_cell, start_digit);
            let (mut head, mut tail) = (0, 1);
            queue[0] = (OFF + start) as u16;
            parent[OFF + start] = (OFF + start) as u16;
            while head < tail {
                let state = usize::from(queue[head]);
                head += 1;
                let (on, index) = if state >= ON {
                    (true, state - ON)
                } else {
                    (false, state)
                };
                let Some((cell, digit)) = node_of(index) else {
                    continue;
                };
                if on {
                    let eliminations = proves(marks, (start_cell, start_digit), (cell, digit));
                    if !eliminations.is_empty() {
                        let chain = loop_chain(&parent, state, ON);
                        sink(
                            Step::new(Technique::NiceLoop)
                                .with_cells(CellSet::single(start_cell) | CellSet::single(cell))
                                .with_digits(Candidates::only(start_digit).with(digit))
                                .with_eliminations(eliminations)
                                .with_chain(chain),
                        )?;
                    }
                }
                let mut visit = |next: usize| {
                    if parent[next] == u16::MAX && tail < queue.len() {
                        parent[next] = state as u16;
                        queue[tail] = next as u16;
                        tail += 1;
                    }
                };
                if on {
                    for other in marks.candidates(cell).without(digit) {
                        visit(OFF + candidate(cell, other));
                    }
                    for peer in CellSet::peers_of(cell) & marks.cells_with(digit) {
                        visit(OFF + candidate(peer, digit));
                    }
                } else {
                    let here = marks.candidates(cell);
                    if here.len() == 2
                        && let Some(other) = here.without(digit).single()
                    {
                        visit(ON + candidate(cell, other));
                    }
                    for house in cell.houses() {
                        let places = marks.cells_with(digit) & CellSet::house(house);
                        if places.is_pair()
                            && let Some(other) = (places - CellSet::single(cell)).first()
                        {
                            visit(ON + candidate(other, digit));
                        }
                    }
                }
            }
            for &state in &queue[..tail] {
                parent[usize::from(state)] = u16::MAX;
            }
        }
    }
    ControlFlow::Continue(())
}

/// What "`start` or `end` holds" removes.
fn proves(marks: &Marks, start: Node, end: Node) -> MarkSet {
    let mut eliminations = MarkSet::EMPTY;
    let ((c0, d0), (c1, d1)) = (start, end);
    if c0 == c1 {
        if d0 != d1 {
            for other in marks.candidates(c0).without(d0).without(d1) {
                eliminations.insert(c0, other);
            }
        }
    } else if d0 == d1 {
        eliminations.insert_cells(
            (CellSet::single(c0) | CellSet::single(c1)).common_peers() & marks.cells_with(d0),
            d0,
        );
    } else if c0.is_peer_of(c1) {
        if marks.has(c0, d1) {
            eliminations.insert(c0, d1);
        }
        if marks.has(c1, d0) {
            eliminations.insert(c1, d0);
        }
    }
    eliminations
}

/// The chain from the start to `state`, following parents (the start is its own parent).
fn loop_chain(parent: &[u16; 2 * 81 * 9], state: usize, on_base: usize) -> Chain {
    let mut nodes = [ChainNode::new(Cell::ALL[0], Digit::ALL[0], false); 64];
    let mut len = 0;
    let mut at = state;
    loop {
        let (on, index) = if at >= on_base {
            (true, at - on_base)
        } else {
            (false, at)
        };
        if let (Some((cell, digit)), true) = (node_of(index), len < nodes.len()) {
            nodes[len] = ChainNode::new(cell, digit, on);
            len += 1;
        }
        let up = usize::from(parent[at]);
        if up == at || len >= nodes.len() {
            break;
        }
        at = up;
    }
    nodes[..len].reverse();
    Chain::new(&nodes[..len], len)
}
