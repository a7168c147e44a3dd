//! HoDoKu's simple chains (`ChainSolver`): X-Chains, XY-Chains, remote pairs and Turbot
//! fish, found depth first as HoDoKu finds them, every chain offered to HoDoKu's order of
//! chains (`order`), which keeps the first.
//!
//! The links of each candidate, in HoDoKu's order: in a two-candidate cell, a strong link to
//! the other candidate (not for X-Chains); then the other places of the digit in its row,
//! column and box (a box place already in the row or column is left out), strong where the
//! house has two places (X-Chains only). XY-Chains and remote pairs keep only links to
//! two-candidate cells (remote pairs: with the same two candidates).
//!
//! From each candidate of each cell (cell order, then digit order), and each strong link of
//! it (within the cell for XY-Chains and remote pairs, on its digit for X-Chains), a chain
//! starts with the candidate taken false, and grows depth first, links alternating strong and
//! weak (a strong link may serve as a weak one), never into a cell already on it but its
//! start (a chain back to its start stops there), at most 20 links (Turbot fish: 3). Whenever
//! it ends with a strong link on the start's digit in a cell that sees places of that digit
//! also seen by the start, it is a step: those places lose the digit (a remote pair of four
//! cells or more: both digits leave the cells that see two cells of opposite parity).

use core::ops::ControlFlow;

use super::order::{Best, Ranked};
use super::{cell_bit, house_bits, peer_bits};
use crate::explain::{CHAIN_NODES, Chain, ChainNode, Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks};

/// Which chains a search builds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    X,
    Xy,
    RemotePair,
    Turbot,
}

/// The most links a chain has (HoDoKu's default restriction of X- and XY-Chains).
const MAX_LINKS: usize = 20;
/// At most 20 links from each of 729 candidates.
const LINKS: usize = 729 * 21;

/// A link: the cell, digit and whether it is strong, packed.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Link(u16);

impl Link {
    fn new(cell: usize, d: usize, strong: bool) -> Link {
        Link((cell | d << 7 | usize::from(strong) << 11) as u16)
    }
    fn cell(self) -> usize {
        usize::from(self.0 & 0x7f)
    }
    fn digit(self) -> usize {
        usize::from(self.0 >> 7 & 0xf)
    }
    fn strong(self) -> bool {
        self.0 >> 11 & 1 == 1
    }
    fn weak(self) -> Link {
        Link(self.0 & !(1 << 11))
    }
}

/// The links of every candidate, as HoDoKu lists them for a kind of chain.
struct Links {
    start: [u16; 729],
    end: [u16; 729],
    data: [Link; LINKS],
}

impl Links {
    fn new(cands: &[u16; 81], with: &[u128; 9], kind: Kind) -> Links {
        let mut links = Links {
            start: [0; 729],
            end: [0; 729],
            data: [Link::default(); LINKS],
        };
        let bivalue = |cell: usize| cands[cell].count_ones() == 2;
        let mut n = 0;
        for cell in 0..81 {
            let here = cands[cell];
            if here == 0 || (matches!(kind, Kind::Xy | Kind::RemotePair) && !bivalue(cell)) {
                continue;
            }
            for (d, &places_of_d) in with.iter().enumerate() {
                let k = cell * 9 + d;
                links.start[k] = n as u16;
                if here & 1 << d == 0 {
                    links.end[k] = n as u16;
                    continue;
                }
                if bivalue(cell) && matches!(kind, Kind::Xy | Kind::RemotePair) {
                    let other = (here & !(1 << d)).trailing_zeros() as usize;
                    links.data[n] = Link::new(cell, other, true);
                    n += 1;
                }
                let (row, col) = (cell / 9, cell % 9);
                let houses = [row, 9 + col, 18 + cell / 27 * 3 + col / 3];
                for (h, &house) in houses.iter().enumerate() {
                    let places = house_bits(house) & places_of_d;
                    let strong = places.count_ones() == 2 && matches!(kind, Kind::X | Kind::Turbot);
                    let mut rest = places & !cell_bit(cell);
                    while rest != 0 {
                        let other = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        if kind == Kind::RemotePair && cands[other] != here {
                            continue;
                        }
                        if kind == Kind::Xy && !bivalue(other) {
                            continue;
                        }
                        if h == 2 && (other / 9 == row || other % 9 == col) {
                            continue;
                        }
                        links.data[n] = Link::new(other, d, strong);
                        n += 1;
                    }
                }
                links.end[k] = n as u16;
            }
        }
        links
    }

    fn of(&self, cell: usize, d: usize) -> (usize, usize) {
        let k = cell * 9 + d;
        (usize::from(self.start[k]), usize::from(self.end[k]))
    }
}

/// One level of the depth-first search: the link it stands on and the links still to try.
#[derive(Clone, Copy, Default)]
struct Level {
    cell: usize,
    digit: usize,
    strong_only: bool,
    next: usize,
    end: usize,
}

/// The chain kept of the best step: its nodes.
#[derive(Clone, Copy)]
struct Kept {
    nodes: [ChainNode; CHAIN_NODES],
    shown: usize,
}

pub(crate) fn x_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::X, sink)
}

pub(crate) fn xy_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::Xy, sink)
}

pub(crate) fn remote_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::RemotePair, sink)
}

pub(crate) fn turbot_fish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::Turbot, sink)
}

fn search(marks: &Marks, kind: Kind, sink: Sink<'_>) -> ControlFlow<()> {
    let mut cands = [0u16; 81];
    for (slot, cell) in cands.iter_mut().zip(Cell::ALL) {
        *slot = marks.candidates(cell).bits();
    }
    let mut with = [0u128; 9];
    for (slot, digit) in with.iter_mut().zip(Digit::ALL) {
        *slot = marks.cells_with(digit).bits();
    }
    let links = Links::new(&cands, &with, kind);
    let max_links = if kind == Kind::Turbot { 3 } else { MAX_LINKS };
    let mut best = Best::new();
    let mut chain = [Link::default(); MAX_LINKS + 1];
    let mut stack = [Level::default(); MAX_LINKS + 1];
    for start in 0..81 {
        let mut digits = cands[start];
        while digits != 0 {
            let sc = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let sc2 = (cands[start] & !(1 << sc)).trailing_zeros() as usize;
            let start_set = peer_bits(start) & with[sc];
            let start_set2 = if sc2 < 9 {
                peer_bits(start) & with[sc2]
            } else {
                0
            };
            let (from, to) = links.of(start, sc);
            for &first in &links.data[from..to] {
                if !first.strong() {
                    continue;
                }
                match kind {
                    Kind::X | Kind::Turbot if first.digit() != sc => continue,
                    Kind::Xy | Kind::RemotePair
                        if cands[first.cell()].count_ones() != 2 || first.cell() != start =>
                    {
                        continue;
                    }
                    _ => {}
                }
                chain[0] = Link::new(start, sc, false);
                chain[1] = first;
                let (next, end) = links.of(first.cell(), first.digit());
                stack[1] = Level {
                    cell: first.cell(),
                    digit: first.digit(),
                    strong_only: false,
                    next,
                    end,
                };
                let mut level = 1;
                let mut on_chain = cell_bit(start);
                let ends = Ends {
                    kind,
                    sc,
                    sc2,
                    start_set2,
                    with: &with,
                };
                'search: loop {
                    while stack[level].next >= stack[level].end {
                        level -= 1;
                        on_chain &= !cell_bit(stack[level].cell);
                        if level == 0 {
                            break 'search;
                        }
                    }
                    let at = stack[level];
                    let mut link = links.data[at.next];
                    stack[level].next += 1;
                    if at.strong_only && !link.strong() {
                        continue;
                    }
                    let (cell, d) = (link.cell(), link.digit());
                    if at.cell == cell && at.digit == d {
                        continue;
                    }
                    match kind {
                        Kind::RemotePair if cands[cell] != cands[start] => continue,
                        Kind::X | Kind::Turbot if d != sc => continue,
                        _ => {}
                    }
                    if matches!(kind, Kind::Xy | Kind::RemotePair)
                        && (cands[cell].count_ones() != 2 || (at.strong_only && cell != at.cell))
                    {
                        continue;
                    }
                    let mut closes = false;
                    if on_chain & cell_bit(cell) != 0 {
                        if cell != start {
                            continue;
                        }
                        closes = true;
                    }
                    on_chain |= cell_bit(at.cell);
                    if !at.strong_only && link.strong() {
                        link = link.weak();
                    }
                    level += 1;
                    chain[level] = link;
                    if level > 1 && link.strong() && d == sc {
                        let seen = start_set & peer_bits(cell);
                        if seen != 0 {
                            ends.check(&chain[..=level], seen, &mut best);
                        }
                    }
                    if level < max_links && !closes {
                        let (next, end) = links.of(cell, d);
                        stack[level] = Level {
                            cell,
                            digit: d,
                            strong_only: !at.strong_only,
                            next,
                            end,
                        };
                    } else {
                        stack[level].next = stack[level].end;
                    }
                }
            }
        }
    }
    let Some((ranked, kept)) = best.into_inner() else {
        return ControlFlow::Continue(());
    };
    let technique = match kind {
        Kind::X => Technique::XChain,
        Kind::Xy => Technique::XYChain,
        Kind::RemotePair => Technique::RemotePair,
        Kind::Turbot => Technique::TurbotFish,
    };
    let nodes = &kept.nodes[..kept.shown];
    let cells: CellSet = nodes.iter().map(|node| node.cell).collect();
    let digits = nodes
        .iter()
        .fold(Candidates::EMPTY, |digits, node| digits.with(node.digit));
    sink(
        Step::new(technique)
            .with_cells(cells)
            .with_digits(digits)
            .with_eliminations(ranked.eliminations)
            .with_chain(Chain::new(nodes, ranked.length)),
    )
}

/// What a chain's end proves, for one start.
struct Ends<'a> {
    kind: Kind,
    sc: usize,
    sc2: usize,
    start_set2: u128,
    with: &'a [u128; 9],
}

impl Ends<'_> {
    /// The step of `chain` (which ends with a strong link on the start's digit in a cell
    /// seeing the places `seen` of it the start sees), offered to `best`.
    fn check(&self, chain: &[Link], seen: u128, best: &mut Best<Kept>) {
        let last = chain.len() - 1;
        let mut eliminations = MarkSet::EMPTY;
        let mut remove = |cells: u128, d: usize| {
            eliminations.insert_cells(CellSet::from_bits(cells), Digit::ALL[d]);
        };
        match self.kind {
            Kind::Turbot if last != 3 => return,
            Kind::X | Kind::Xy | Kind::Turbot => remove(seen, self.sc),
            Kind::RemotePair => {
                if last < 7 {
                    return;
                }
                if last > 7 {
                    // Cells of opposite parity: the first is three cells (six links) on.
                    let (mut one, mut two) = (0u128, 0u128);
                    for i in (0..=last).step_by(2) {
                        for j in (i + 6..=last).step_by(4) {
                            let both = peer_bits(chain[i].cell()) & peer_bits(chain[j].cell());
                            one |= both & self.with[self.sc];
                            two |= both & self.with[self.sc2];
                        }
                    }
                    remove(one, self.sc);
                    remove(two, self.sc2);
                } else {
                    remove(seen, self.sc);
                    remove(self.start_set2 & peer_bits(chain[last].cell()), self.sc2);
                }
            }
        }
        let kind = self.kind as u8;
        best.offer(Ranked::new(kind, eliminations, chain.len()), || {
            let mut kept = Kept {
                nodes: [ChainNode::new(Cell::ALL[0], Digit::ALL[0], false); CHAIN_NODES],
                shown: chain.len().min(CHAIN_NODES),
            };
            for (slot, link) in kept.nodes.iter_mut().zip(chain) {
                *slot = ChainNode::new(
                    Cell::ALL[link.cell()],
                    Digit::ALL[link.digit()],
                    link.strong(),
                );
            }
            kept
        });
    }
}
