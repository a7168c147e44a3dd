//! Chains from one assumption with plain links, SE's "forcing chains and cycles": X-, Y- and
//! XY-cycles (6.5, 6.5, 7.0) and forcing X- and XY-chains (6.6, 7.0), plus the length bonus.
//!
//! Links: a true candidate makes false the other candidates of its cell (Y links, not in
//! X-only chains) and the other places of its digit in its box, row and column; a false
//! candidate makes true the other candidate of a two-candidate cell (Y) and the other place
//! of its digit in a house where it has two places (X).
//!
//! For each candidate, in cell order then digit order, SE runs a breadth-first search from
//! it taken as true, and for forcing chains a second one from it taken as false. Each
//! potential is reached once, by its first discoverer. A cycle closes when a false potential
//! reached from a true one at depth two or more links back to the start and is not on that
//! true potential's own path; a forcing chain is the shortest path to the start's opposite.
//! SE runs X links alone, then Y links alone (cycles only, from two-candidate cells), then
//! both; within each, every candidate's cycles come before its forcing chains.

use core::ops::ControlFlow;

use super::{
    Board, Rank, cell_bit, cell_of, digit_of, for_cells, house_bits, peer_bits, se_houses_of,
    two_bits,
};
use crate::candidates::nine_bit_count;
use crate::explain::{CHAIN_NODES, Chain, ChainNode, Sink, Step, Technique};
use crate::{MarkSet, Marks};

/// Which links a pass uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Links {
    X,
    Y,
    XY,
}

impl Links {
    pub(crate) fn y(self) -> bool {
        self != Links::X
    }

    pub(crate) fn x(self) -> bool {
        self != Links::Y
    }

    pub(crate) fn sort_key(self) -> u8 {
        match self {
            Links::X => 2,
            Links::Y => 3,
            Links::XY => 4,
        }
    }

    pub(crate) fn cycle(self) -> (Technique, f64) {
        match self {
            Links::X => (Technique::XCycle, 6.5),
            Links::Y => (Technique::YCycle, 6.5),
            Links::XY => (Technique::BidirectionalCycle, 7.0),
        }
    }

    /// The forcing chain of these links. Y links alone make none (SE: its length would have
    /// to be both odd and even), so the searches never ask for it with Y links.
    pub(crate) fn chain(self) -> (Technique, f64) {
        match self {
            Links::X => (Technique::ForcingXChain, 6.6),
            Links::Y | Links::XY => (Technique::ForcingChain, 7.0),
        }
    }
}

/// The false potentials a true candidate `k` implies, in SE's order: the cell's other
/// candidates (with Y links), then the digit's other places in the box, row and column.
pub(crate) fn on_to_off(board: &Board, k: usize, y: bool, out: &mut [u16; 32]) -> usize {
    let (cell, d) = (k / 9, k % 9);
    let mut n = 0;
    if y {
        let mut others = board.cands[cell] & !(1 << d);
        while others != 0 {
            out[n] = (cell * 9 + others.trailing_zeros() as usize) as u16;
            n += 1;
            others &= others - 1;
        }
    }
    let [bx, row, col] = se_houses_of(cell);
    let others = board.with[d] & !cell_bit(cell);
    let in_box = house_bits(bx);
    for bits in [
        others & in_box,
        others & house_bits(row) & !in_box,
        others & house_bits(col) & !in_box,
    ] {
        for_cells(bits, |other| {
            out[n] = (other * 9 + d) as u16;
            n += 1;
        });
    }
    n
}

/// The true potentials a false candidate `k` implies, in SE's order: the other candidate of
/// a two-candidate cell (with Y links), then the other place of the digit in each of box,
/// row and column where it has two places (with X links), each once.
pub(crate) fn off_to_on(board: &Board, k: usize, y: bool, x: bool, out: &mut [u16; 4]) -> usize {
    let (cell, d) = (k / 9, k % 9);
    let mut n = 0;
    if y && nine_bit_count(board.cands[cell]) == 2 {
        let other = board.cands[cell] & !(1 << d);
        out[n] = (cell * 9 + other.trailing_zeros() as usize) as u16;
        n += 1;
    }
    if x {
        for house in se_houses_of(cell) {
            let places = board.with[d] & house_bits(house);
            if two_bits(places) {
                let other = (places & !cell_bit(cell)).trailing_zeros() as usize;
                let on = (other * 9 + d) as u16;
                if !out[..n].contains(&on) {
                    out[n] = on;
                    n += 1;
                }
            }
        }
    }
    n
}

/// The plain links of every candidate of one board, worked out once for a whole search (the
/// board does not change while its chains are searched). It lives beside the [`Bfs`] that
/// reads it, not inside: moved into place, its 48 KB were copied on every search.
pub(crate) struct LinkTable {
    /// For each candidate, what [`on_to_off`] gives with Y links: the cell's other
    /// candidates (the first `cell_len`), then the digit's other places.
    offs: [[u16; 28]; 729],
    cell_len: [u8; 729],
    len: [u8; 729],
    /// The other candidate of a two-candidate cell, or `u16::MAX`.
    y_on: [u16; 729],
    /// The other places of the digit in each house where it has two, as [`off_to_on`]
    /// gives them with X links.
    x_on: [[u16; 3]; 729],
    x_len: [u8; 729],
}

impl LinkTable {
    /// An empty table, to [`load`](LinkTable::load).
    #[inline(always)]
    pub(crate) fn new() -> LinkTable {
        LinkTable {
            offs: [[0; 28]; 729],
            cell_len: [0; 729],
            len: [0; 729],
            y_on: [u16::MAX; 729],
            x_on: [[0; 3]; 729],
            x_len: [0; 729],
        }
    }

    /// Fills the table with the links of `board`.
    pub(crate) fn load(&mut self, board: &Board) {
        let mut offs = [0u16; 32];
        let mut ons = [0u16; 4];
        for cell in 0..81 {
            let mut digits = board.cands[cell];
            let others = digits.count_ones().saturating_sub(1) as u8;
            while digits != 0 {
                let k = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let n = on_to_off(board, k, true, &mut offs);
                // Whole rows: a fixed-size copy, cheaper than a call for `n` entries.
                self.offs[k].copy_from_slice(&offs[..28]);
                self.cell_len[k] = others;
                self.len[k] = n as u8;
                let n = off_to_on(board, k, true, false, &mut ons);
                self.y_on[k] = if n == 1 { ons[0] } else { u16::MAX };
                let n = off_to_on(board, k, false, true, &mut ons);
                self.x_on[k].copy_from_slice(&ons[..3]);
                self.x_len[k] = n as u8;
            }
        }
    }

    /// [`on_to_off`] for candidate `k`.
    fn on_to_off(&self, k: usize, y: bool) -> &[u16] {
        let from = if y { 0 } else { usize::from(self.cell_len[k]) };
        &self.offs[k][from..usize::from(self.len[k])]
    }

    /// [`off_to_on`] for candidate `k`, into `out`. (A Y link stays in its cell and X links
    /// leave it, so the two never give the same potential.)
    fn off_to_on(&self, k: usize, y: bool, x: bool, out: &mut [u16; 4]) -> usize {
        let mut n = 0;
        if y && self.y_on[k] != u16::MAX {
            out[0] = self.y_on[k];
            n = 1;
        }
        if x {
            // All three slots (a fixed-size copy; `n` is at most 1): the first `x_len` count.
            out[n..n + 3].copy_from_slice(&self.x_on[k]);
            n += usize::from(self.x_len[k]);
        }
        n
    }
}

/// Breadth-first search state: which potentials were reached (by stamp), by whom, in order,
/// and the links of the board searched.
pub(crate) struct Bfs<'a> {
    links: &'a LinkTable,
    stamp: u32,
    on_seen: [u32; 729],
    off_seen: [u32; 729],
    /// The false potential that first implied each true one.
    pub(crate) on_parent: [u16; 729],
    /// The true potential that first implied each false one.
    pub(crate) off_parent: [u16; 729],
    on_queue: [u16; 729],
    off_queue: [u16; 729],
}

/// One potential of a path: candidate index and state.
pub(crate) type Potential = (u16, bool);

impl<'a> Bfs<'a> {
    /// A search on the board whose links are `links`.
    pub(crate) fn new(links: &'a LinkTable) -> Bfs<'a> {
        Bfs {
            links,
            stamp: 0,
            on_seen: [0; 729],
            off_seen: [0; 729],
            on_parent: [0; 729],
            off_parent: [0; 729],
            on_queue: [0; 729],
            off_queue: [0; 729],
        }
    }

    fn restart(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.on_seen = [0; 729];
            self.off_seen = [0; 729];
            self.stamp = 1;
        }
    }

    /// Walks the path from potential `end` back to the search's start `root`, both included.
    pub(crate) fn walk(&self, end: Potential, root: Potential, mut each: impl FnMut(Potential)) {
        let (mut k, mut on) = end;
        loop {
            each((k, on));
            if (k, on) == root {
                return;
            }
            k = if on {
                self.on_parent[usize::from(k)]
            } else {
                self.off_parent[usize::from(k)]
            };
            on = !on;
        }
    }

    /// Whether the false potential `q` lies on the path from `root` to the true potential `p`.
    fn on_path(&self, p: u16, q: u16, root: u16) -> bool {
        let mut k = p;
        while k != root {
            let off = self.on_parent[usize::from(k)];
            if off == q {
                return true;
            }
            k = self.off_parent[usize::from(off)];
        }
        false
    }

    /// Searches from candidate `src` taken as true. Calls `cycle(bfs, p, q, complexity)` for
    /// each false potential `q` implied by a true `p` at depth two or more that links back to
    /// `src` (`closers`) and is not on `p`'s path, in SE's order, while `complexity` stays
    /// within `cycle_limit`. Returns the first true potential that implies `src` false and the
    /// forcing chain's complexity, if it stays within `chain_limit`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_on(
        &mut self,
        src: u16,
        links: Links,
        closers: &[u16],
        cycle_limit: usize,
        chain_limit: usize,
        mut cycle: impl FnMut(&Bfs<'_>, u16, u16, usize),
    ) -> Option<(u16, usize)> {
        self.restart();
        let stamp = self.stamp;
        self.on_seen[usize::from(src)] = stamp;
        self.on_queue[0] = src;
        let (mut on_start, mut on_end) = (0, 1);
        let mut off_end = 0;
        let mut forcing = None;
        let mut depth = 0;
        let mut ons = [0u16; 4];
        loop {
            let complexity = depth + 2;
            let want_cycles = depth >= 2 && complexity <= cycle_limit;
            let want_chain = forcing.is_none() && complexity <= chain_limit;
            let deeper = complexity + 2;
            let expand = deeper <= cycle_limit || (forcing.is_none() && deeper <= chain_limit);
            if !want_cycles && !want_chain && !expand {
                return forcing;
            }
            let off_start = off_end;
            for i in on_start..on_end {
                let p = self.on_queue[i];
                for &q in self.links.on_to_off(usize::from(p), links.y()) {
                    if want_cycles && closers.contains(&q) && !self.on_path(p, q, src) {
                        cycle(self, p, q, complexity);
                    }
                    if want_chain && forcing.is_none() && q == src {
                        forcing = Some((p, complexity));
                    }
                    if expand && self.off_seen[usize::from(q)] != stamp {
                        self.off_seen[usize::from(q)] = stamp;
                        self.off_parent[usize::from(q)] = p;
                        self.off_queue[off_end] = q;
                        off_end += 1;
                    }
                }
            }
            if !expand {
                return forcing;
            }
            on_start = on_end;
            for j in off_start..off_end {
                let q = self.off_queue[j];
                let n = self
                    .links
                    .off_to_on(usize::from(q), links.y(), links.x(), &mut ons);
                for &r in &ons[..n] {
                    if self.on_seen[usize::from(r)] != stamp {
                        self.on_seen[usize::from(r)] = stamp;
                        self.on_parent[usize::from(r)] = q;
                        self.on_queue[on_end] = r;
                        on_end += 1;
                    }
                }
            }
            if on_start == on_end {
                return forcing;
            }
            depth += 2;
        }
    }

    /// Searches from candidate `src` taken as false for the shortest chain that makes it true,
    /// within `limit`; returns the last false potential and the chain's complexity.
    pub(crate) fn search_off(
        &mut self,
        src: u16,
        links: Links,
        limit: usize,
    ) -> Option<(u16, usize)> {
        self.restart();
        let stamp = self.stamp;
        self.off_seen[usize::from(src)] = stamp;
        self.off_queue[0] = src;
        let (mut off_start, mut off_end) = (0, 1);
        let mut on_end = 0;
        let mut depth = 0;
        let mut ons = [0u16; 4];
        loop {
            let complexity = depth + 2;
            if complexity > limit {
                return None;
            }
            let on_start = on_end;
            for j in off_start..off_end {
                let q = self.off_queue[j];
                let n = self
                    .links
                    .off_to_on(usize::from(q), links.y(), true, &mut ons);
                for &r in &ons[..n] {
                    if r == src {
                        return Some((q, complexity));
                    }
                    if self.on_seen[usize::from(r)] != stamp {
                        self.on_seen[usize::from(r)] = stamp;
                        self.on_parent[usize::from(r)] = q;
                        self.on_queue[on_end] = r;
                        on_end += 1;
                    }
                }
            }
            if complexity + 2 > limit {
                return None;
            }
            off_start = off_end;
            for i in on_start..on_end {
                let p = self.on_queue[i];
                for &q in self.links.on_to_off(usize::from(p), links.y()) {
                    if self.off_seen[usize::from(q)] != stamp {
                        self.off_seen[usize::from(q)] = stamp;
                        self.off_parent[usize::from(q)] = p;
                        self.off_queue[off_end] = q;
                        off_end += 1;
                    }
                }
            }
            if off_start == off_end {
                return None;
            }
            depth += 2;
        }
    }
}

/// The best step so far.
struct Found {
    rank: Rank,
    technique: Technique,
    eliminations: MarkSet,
    placement: Option<usize>,
    chain: Chain,
}

impl Found {
    fn step(&self) -> Step {
        let mut step = Step::new(self.technique)
            .with_tenths(self.rank.tenths())
            .with_eliminations(self.eliminations)
            .with_chain(self.chain);
        let mut cells = crate::CellSet::EMPTY;
        let mut digits = crate::Candidates::EMPTY;
        for node in self.chain.nodes().iter() {
            cells.insert(node.cell);
            digits.insert(node.digit);
        }
        step = step.with_cells(cells).with_digits(digits);
        if let Some(k) = self.placement {
            step = step.with_placement(cell_of(k / 9), digit_of(k % 9));
        }
        step
    }
}

fn node((k, on): Potential) -> ChainNode {
    let k = usize::from(k);
    ChainNode::new(cell_of(k / 9), digit_of(k % 9), on)
}

/// The chain from `root` to `end`, then `last` if any, in order; its length counts every
/// potential.
fn chain_of(bfs: &Bfs<'_>, root: Potential, end: Potential, last: Option<Potential>) -> Chain {
    let mut len = usize::from(last.is_some());
    bfs.walk(end, root, |_| len += 1);
    let blank = node(root);
    let mut nodes = [blank; CHAIN_NODES];
    let mut at = len - usize::from(last.is_some());
    bfs.walk(end, root, |p| {
        at -= 1;
        if at < CHAIN_NODES {
            nodes[at] = node(p);
        }
    });
    if let Some(p) = last.filter(|_| len - 1 < CHAIN_NODES) {
        nodes[len - 1] = node(p);
    }
    Chain::new(&nodes[..len.min(CHAIN_NODES)], len)
}

/// What a cycle removes: each candidate outside the cycle's cells that sees a true and a
/// false potential of its digit in the cycle.
pub(crate) fn cycle_eliminations(
    board: &Board,
    bfs: &Bfs<'_>,
    src: u16,
    p: u16,
    q: u16,
) -> MarkSet {
    let mut forw = [0u128; 9];
    let mut back = [0u128; 9];
    let mut cells = 0u128;
    let mut mark = |(k, on): Potential| {
        let k = usize::from(k);
        let (cell, d) = (k / 9, k % 9);
        cells |= 1 << cell;
        if on {
            forw[d] |= peer_bits(cell);
        } else {
            back[d] |= peer_bits(cell);
        }
    };
    mark((q, false));
    bfs.walk((p, true), (src, true), &mut mark);
    let mut removed = [crate::CellSet::EMPTY; 9];
    for d in 0..9 {
        removed[d] = crate::CellSet::from_bits(forw[d] & back[d] & board.with[d] & !cells);
    }
    MarkSet::from_cells_by_digit(removed)
}

/// SE's `Chaining(false, false, false, 0)`: the easiest cycle or forcing chain, if any.
pub(super) fn forcing_chains_and_cycles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let board = Board::new(marks);
    let mut links = LinkTable::new();
    links.load(&board);
    let mut bfs = Bfs::new(&links);
    let mut best: Option<Found> = None;
    for_each_start(&board, |src, links| {
        search(&board, &mut bfs, src, links, &mut best)
    });
    match best {
        Some(found) => sink(&found.step()),
        None => ControlFlow::Continue(()),
    }
}

/// The cycles and forcing chains of one candidate, offered to `best` in SE's order.
fn search(board: &Board, bfs: &mut Bfs<'_>, src: u16, links: Links, best: &mut Option<Found>) {
    let sort_key = links.sort_key();
    let (cycle_technique, cycle_base) = links.cycle();
    let (chain_technique, chain_base) = links.chain();
    let mut closers = [0u16; 4];
    let n = off_to_on(board, usize::from(src), links.y(), links.x(), &mut closers);
    let cycle_limit = if n == 0 {
        0
    } else {
        Rank::limit(cycle_base, sort_key, best.as_ref().map(|f| &f.rank))
    };
    let chain_limit = if links.x() {
        Rank::limit(chain_base, sort_key, best.as_ref().map(|f| &f.rank))
    } else {
        0
    };
    let forcing = bfs.search_on(
        src,
        links,
        &closers[..n],
        cycle_limit,
        chain_limit,
        |bfs, p, q, complexity| {
            let rank = Rank::new(cycle_base, complexity, sort_key);
            if !rank.beats(best.as_ref().map(|f| &f.rank)) {
                return;
            }
            let eliminations = cycle_eliminations(board, bfs, src, p, q);
            if eliminations.is_empty() {
                return;
            }
            let chain = chain_of(bfs, (src, true), (p, true), Some((q, false)));
            *best = Some(Found {
                rank,
                technique: cycle_technique,
                eliminations,
                placement: None,
                chain,
            });
        },
    );
    if let Some((p, complexity)) = forcing {
        let rank = Rank::new(chain_base, complexity, sort_key);
        if rank.beats(best.as_ref().map(|f| &f.rank)) {
            let mut eliminations = MarkSet::EMPTY;
            let k = usize::from(src);
            eliminations.insert(cell_of(k / 9), digit_of(k % 9));
            *best = Some(Found {
                rank,
                technique: chain_technique,
                eliminations,
                placement: None,
                chain: chain_of(bfs, (src, true), (p, true), Some((src, false))),
            });
        }
    }
    if !links.x() {
        return;
    }
    let limit = Rank::limit(chain_base, sort_key, best.as_ref().map(|f| &f.rank));
    if let Some((q, complexity)) = bfs.search_off(src, links, limit) {
        let rank = Rank::new(chain_base, complexity, sort_key);
        if rank.beats(best.as_ref().map(|f| &f.rank)) {
            *best = Some(Found {
                rank,
                technique: chain_technique,
                eliminations: MarkSet::EMPTY,
                placement: Some(usize::from(src)),
                chain: chain_of(bfs, (src, false), (q, false), Some((src, true))),
            });
        }
    }
}

/// The starts of SE's searches, in its order: X links, then Y links (from two-candidate
/// cells only), then both; within each, every candidate of every unsolved cell in cell order.
pub(crate) fn for_each_start(board: &Board, mut each: impl FnMut(u16, Links)) {
    for links in [Links::X, Links::Y, Links::XY] {
        for cell in 0..81 {
            let count = board.cands[cell].count_ones();
            if count < 2 || (links == Links::Y && count > 2) {
                continue;
            }
            let mut digits = board.cands[cell];
            while digits != 0 {
                each((cell * 9 + digits.trailing_zeros() as usize) as u16, links);
                digits &= digits - 1;
            }
        }
    }
}
