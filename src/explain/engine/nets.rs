//! HoDoKu's net tables, for its forcing nets: what follows from a candidate taken true or
//! false when its consequences are really played out on a copy of the grid, four rounds of
//! singles deep (`TablingSolver.getTableEntry`, `setCell`).
//!
//! The copy keeps HoDoKu's own bookkeeping, because the order of the singles decides the
//! tables: for each house and digit the number of places left, and the two queues of
//! singles (as `hodoku.rs` keeps them for the path). Removing a candidate queues a naked
//! single when its cell is left with one candidate, and a hidden single (the house's first cell still
//! holding the digit) when a house is left with one place for it. Placing a digit removes it
//! from the cell's peers (in cell order), then counts the cell's candidates out of its
//! houses. A table starts by placing its premise (on) or removing it (off, then placing the
//! cell's last candidate if one is left); then, four times, every naked single of the queue
//! whose cell is still empty, then every hidden single (one per cell, if its digit still has
//! one place in one of the cell's houses), all found before any is placed, are placed.
//!
//! Each placement enters the table as an "on" entry pointing back to the entries that caused
//! it (the cell's other candidates for a naked single; the digit's other places in the house
//! with the fewest places for a hidden single, at most five), and every candidate it removes
//! as an "off" entry pointing to it. An entry's distance is that of the first entry it points
//! to, plus one. Group nodes' links follow, as in the chain tables.

use super::bits::{cell_bit, house_bits, peer_bits};
use super::tabling::{MAX_ENTRIES, Node, Tables};
use crate::candidates::nine_bit_count;
use crate::geometry::units_of;

/// HoDoKu's queues hold three entries per cell.
const QUEUE: usize = 243;
/// How many rounds of singles a net table plays (`ANZ_TABLE_LOOK_AHEAD`).
const ROUNDS: usize = 4;
/// HoDoKu keeps at most five entries an entry follows from.
pub(crate) const RETS: usize = 5;

/// A queue of singles: (cell, digit) pairs, first in first out, with HoDoKu's deletions.
#[derive(Clone, Copy)]
struct Queue {
    cell: [u8; QUEUE],
    digit: [u8; QUEUE],
    len: usize,
}

impl Queue {
    const EMPTY: Queue = Queue {
        cell: [0; QUEUE],
        digit: [0; QUEUE],
        len: 0,
    };

    fn push(&mut self, cell: usize, digit: usize) {
        if self.len < QUEUE {
            self.cell[self.len] = cell as u8;
            self.digit[self.len] = digit as u8;
            self.len += 1;
        }
    }

    /// Deletes the first entry of `digit` whose cell lies in `house`.
    fn delete(&mut self, house: usize, digit: usize) {
        let house = house_bits(house);
        let found = (0..self.len).find(|&i| {
            usize::from(self.digit[i]) == digit && house & cell_bit(usize::from(self.cell[i])) != 0
        });
        if let Some(i) = found {
            self.cell.copy_within(i + 1..self.len, i);
            self.digit.copy_within(i + 1..self.len, i);
            self.len -= 1;
        }
    }
}

/// HoDoKu's grid with its counts and queues, for playing out a premise.
#[derive(Clone, Copy)]
struct Grid {
    cands: [u16; 81],
    placed: [u8; 81],
    /// Places left per house and digit (signed, as HoDoKu's bytes can go below zero).
    free: [[i16; 9]; 27],
    naked: Queue,
    hidden: Queue,
}

impl Grid {
    fn new(tables: &Tables<'_>, placed: &[u8; 81]) -> Grid {
        let mut free = [[0i16; 9]; 27];
        for (house, counts) in free.iter_mut().enumerate() {
            for (d, count) in counts.iter_mut().enumerate() {
                *count = (house_bits(house) & tables.with[d]).count_ones() as i16;
            }
        }
        Grid {
            cands: tables.cands,
            placed: *placed,
            free,
            naked: Queue::EMPTY,
            hidden: Queue::EMPTY,
        }
    }

    fn has(&self, cell: usize, d: usize) -> bool {
        self.cands[cell] & 1 << d != 0
    }

    /// Queues the first cell of `house` that still holds `d` as a hidden single.
    fn queue_hidden(&mut self, house: usize, d: usize) {
        let mut cells = house_bits(house);
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            if self.has(cell, d) {
                self.hidden.push(cell, d);
                return;
            }
        }
    }

    /// Removes candidate `d` from `cell` (HoDoKu's `delCandidate`).
    fn remove(&mut self, cell: usize, d: usize) {
        if !self.has(cell, d) {
            return;
        }
        self.cands[cell] &= !(1 << d);
        if self.cands[cell] == 0 {
            return;
        }
        if nine_bit_count(self.cands[cell]) == 1 {
            self.naked
                .push(cell, self.cands[cell].trailing_zeros() as usize);
        }
        for house in units_of(cell) {
            self.free[house][d] -= 1;
            match self.free[house][d] {
                1 => self.queue_hidden(house, d),
                0 => self.hidden.delete(house, d),
                _ => {}
            }
        }
    }

    /// Places `d` in `cell` (HoDoKu's `setCell`).
    fn place(&mut self, cell: usize, d: usize) {
        if self.placed[cell] == d as u8 + 1 {
            return;
        }
        self.placed[cell] = d as u8 + 1;
        let cands = self.cands[cell];
        self.cands[cell] = 0;
        let mut peers = peer_bits(cell);
        while peers != 0 {
            let peer = peers.trailing_zeros() as usize;
            peers &= peers - 1;
            self.remove(peer, d);
        }
        let mut rest = cands;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for house in units_of(cell) {
                self.free[house][c] -= 1;
                if self.free[house][c] == 1 && c != d {
                    self.queue_hidden(house, c);
                }
            }
        }
    }
}

/// The direct entries of one net table: each node with the entries it follows from and its
/// distance.
pub(crate) struct NetList {
    pub(crate) len: usize,
    pub(crate) node: [Node; MAX_ENTRIES],
    /// The entries each follows from, largest first as HoDoKu orders them; 0 for none (or
    /// the premise).
    pub(crate) ret: [[u16; RETS]; MAX_ENTRIES],
    pub(crate) dist: [u16; MAX_ENTRIES],
    /// Where each candidate node is (valid where `has`).
    at: [u16; 2 * 729],
    seen: [u64; 23],
    /// The premise whose table the list holds whole, if it does: a chain rebuilt from a net
    /// table plays the same premises out again and again, and finds them here.
    holds: Option<Node>,
}

impl NetList {
    pub(crate) fn new() -> NetList {
        NetList {
            len: 0,
            node: [Node::default(); MAX_ENTRIES],
            ret: [[0; RETS]; MAX_ENTRIES],
            dist: [0; MAX_ENTRIES],
            at: [0; 2 * 729],
            seen: [0; 23],
            holds: None,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.seen = [0; 23];
        self.holds = None;
    }

    pub(crate) fn has(&self, node: Node) -> bool {
        !node.is_group() && self.seen[node.index() / 64] >> (node.index() % 64) & 1 == 1
    }

    /// Where a candidate node is, or 0 (HoDoKu's answer for a missing entry).
    pub(crate) fn index_of(&self, node: Node) -> u16 {
        if self.has(node) {
            self.at[node.index()]
        } else {
            0
        }
    }

    /// HoDoKu's `addEntry`: `rets` as given (the first decides the distance), kept with the
    /// largest first.
    pub(crate) fn add(&mut self, node: Node, rets: [u16; RETS]) {
        if self.len >= MAX_ENTRIES {
            return;
        }
        if !node.is_group() {
            if self.has(node) {
                return;
            }
            self.seen[node.index() / 64] |= 1 << (node.index() % 64);
            self.at[node.index()] = self.len as u16;
        }
        let index = self.len;
        let mut sorted = rets;
        for i in 1..RETS {
            if sorted[i] > sorted[0] {
                sorted.swap(0, i);
            }
        }
        self.node[index] = node;
        self.ret[index] = sorted;
        // The distance of the first entry it follows from, plus one (an entry pointing to
        // itself, or the premise, reads distance 0 there).
        let first = usize::from(rets[0]);
        let before = if first < index { self.dist[first] } else { 0 };
        self.dist[index] = (before + 1) & 0x1ff;
        self.len += 1;
    }
}

/// Builds net tables: plays out premises on copies of the grid.
pub(crate) struct NetFill<'a> {
    tables: &'a Tables<'a>,
    start: Grid,
}

impl<'a> NetFill<'a> {
    pub(crate) fn new(tables: &'a Tables<'a>) -> NetFill<'a> {
        NetFill {
            tables,
            start: Grid::new(tables, &tables.placed),
        }
    }

    /// Fills `list` with the net table of `premise` (a candidate node): its played-out
    /// entries, then its group links.
    pub(crate) fn fill(&self, premise: Node, list: &mut NetList) {
        list.clear();
        let mut grid = self.start;
        let k = premise.candidate_index();
        let (cell, d) = (k / 9, k % 9);
        if premise.is_on() {
            self.place(&mut grid, list, cell, d, None);
        } else {
            grid.remove(cell, d);
            list.add(premise, [0; RETS]);
            if nine_bit_count(grid.cands[cell]) == 1 {
                let last = grid.cands[cell].trailing_zeros() as usize;
                self.place(&mut grid, list, cell, last, None);
            }
        }
        let mut singles = [(0u8, 0u8, false); 2 * QUEUE];
        for _ in 0..ROUNDS {
            let mut n = 0;
            for i in 0..grid.naked.len {
                let c = usize::from(grid.naked.cell[i]);
                if grid.placed[c] == 0 {
                    singles[n] = (grid.naked.cell[i], grid.naked.digit[i], true);
                    n += 1;
                }
            }
            let mut found = 0u128;
            for i in 0..grid.hidden.len {
                let (c, v) = (
                    usize::from(grid.hidden.cell[i]),
                    usize::from(grid.hidden.digit[i]),
                );
                if grid.placed[c] != 0 || found & cell_bit(c) != 0 {
                    continue;
                }
                if units_of(c).iter().any(|&h| grid.free[h][v] == 1) {
                    found |= cell_bit(c);
                    singles[n] = (c as u8, v as u8, false);
                    n += 1;
                }
            }
            for &(c, v, naked) in &singles[..n] {
                self.place(&mut grid, list, usize::from(c), usize::from(v), Some(naked));
            }
        }
        // The group links, as in the chain tables.
        self.tables.for_each_direct(premise, |next| {
            if next.is_group() {
                list.add(next, [0; RETS]);
            }
        });
        list.holds = Some(premise);
    }

    /// HoDoKu's `setCell` on the copy, with its entries: `single` is `None` for the premise
    /// (or the last candidate of an off premise's cell), else whether it is a naked single.
    fn place(
        &self,
        grid: &mut Grid,
        list: &mut NetList,
        cell: usize,
        d: usize,
        single: Option<bool>,
    ) {
        let tables = self.tables;
        let seeing = tables.with[d] & peer_bits(cell);
        let cands = grid.cands[cell];
        // The house with the fewest places left, row before column before box.
        let [row, col, bx] = units_of(cell);
        let mut house = row;
        if grid.free[col][d] < grid.free[house][d] {
            house = col;
        }
        if grid.free[bx][d] < grid.free[house][d] {
            house = bx;
        }
        grid.place(cell, d);
        let at = list.len as u16;
        let mut rets = [0u16; RETS];
        match single {
            None => {}
            Some(true) => {
                let mut n = 0;
                let mut others = tables.cands[cell] & !(1 << d);
                while others != 0 && n < RETS {
                    let c = others.trailing_zeros() as usize;
                    others &= others - 1;
                    rets[n] = list.index_of(Node::candidate(cell, c, false));
                    n += 1;
                }
            }
            Some(false) => {
                let mut n = 0;
                let mut others = tables.with[d] & house_bits(house) & !cell_bit(cell);
                while others != 0 && n < RETS {
                    let c = others.trailing_zeros() as usize;
                    others &= others - 1;
                    rets[n] = list.index_of(Node::candidate(c, d, false));
                    n += 1;
                }
            }
        }
        list.add(Node::candidate(cell, d, true), rets);
        let mut rest = seeing;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            list.add(Node::candidate(c, d, false), [at, 0, 0, 0, 0]);
        }
        let mut rest = cands & !(1 << d);
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            list.add(Node::candidate(cell, c, false), [at, 0, 0, 0, 0]);
        }
    }
}

/// How many direct entries of net tables are kept at once; the tables beyond are played
/// out again when needed.
const POOL: usize = 1 << 15;

/// The direct entries of every table (the candidates' net tables and the group nodes'
/// tables), node and distance, as the expansion reads them.
pub(crate) struct Directs<'a> {
    tables: &'a Tables<'a>,
    fill: NetFill<'a>,
    start: [u32; 2 * 729],
    len: [u16; 2 * 729],
    stored: [bool; 2 * 729],
    node: [Node; POOL],
    dist: [u16; POOL],
}

impl<'a> Directs<'a> {
    /// Plays out every candidate of `tables` both ways.
    pub(crate) fn new(tables: &'a Tables<'a>, scratch: &mut NetList) -> Directs<'a> {
        let mut directs = Directs {
            tables,
            fill: NetFill::new(tables),
            start: [0; 2 * 729],
            len: [0; 2 * 729],
            stored: [false; 2 * 729],
            node: [Node::default(); POOL],
            dist: [0; POOL],
        };
        let mut used = 0usize;
        for cell in 0..81 {
            let mut digits = tables.cands[cell];
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                for on in [true, false] {
                    let premise = Node::candidate(cell, d, on);
                    directs.fill.fill(premise, scratch);
                    let key = premise.index();
                    if used + scratch.len <= POOL {
                        directs.start[key] = used as u32;
                        directs.len[key] = scratch.len as u16;
                        directs.stored[key] = true;
                        directs.node[used..used + scratch.len]
                            .copy_from_slice(&scratch.node[..scratch.len]);
                        directs.dist[used..used + scratch.len]
                            .copy_from_slice(&scratch.dist[..scratch.len]);
                        used += scratch.len;
                    }
                }
            }
        }
        directs
    }

    /// Fills `list` with the table of a candidate node, entries it follows from included
    /// (nothing to do when it holds that table already: only these tables' filler writes
    /// the lists they are given).
    pub(crate) fn fill(&self, premise: Node, list: &mut NetList) {
        if list.holds != Some(premise) {
            self.fill.fill(premise, list);
        }
    }

    /// Calls `each` with every direct entry of `node`'s table but its premise, with its
    /// distance.
    fn for_each(&self, node: Node, scratch: &mut NetList, mut each: impl FnMut(Node, u16)) {
        if node.is_group() {
            self.tables.for_each_direct(node, |next| each(next, 2));
            return;
        }
        let key = node.index();
        if self.stored[key] {
            let start = self.start[key] as usize;
            let end = start + usize::from(self.len[key]);
            for i in start + 1..end {
                each(self.node[i], self.dist[i]);
            }
        } else {
            self.fill(node, scratch);
            for i in 1..scratch.len {
                each(scratch.node[i], scratch.dist[i]);
            }
        }
    }
}

/// A net table once expanded: its direct entries, then what follows from them, each with
/// its distance and where it comes from.
pub(crate) struct NetTable {
    pub(crate) len: usize,
    pub(crate) node: [Node; MAX_ENTRIES],
    dist: [u16; MAX_ENTRIES],
    /// A direct entry's entries it follows from, in this table.
    ret: [[u16; RETS]; MAX_ENTRIES],
    /// An expanded entry's source: the node whose table it came from.
    from: [Node; MAX_ENTRIES],
    expanded: [bool; MAX_ENTRIES],
    /// Where each node is (a group node's last place), valid where `seen`.
    at: [u16; super::tabling::NODES],
    seen: [u64; super::tabling::NODES.div_ceil(64)],
    pub(crate) on: [u128; 9],
    pub(crate) off: [u128; 9],
}

/// A chain rebuilt from a net table: its length in nodes, branches and their marks
/// included, and whether it has branches (it is a net).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NetChain {
    pub(crate) length: usize,
    pub(crate) net: bool,
}

/// The most branches a chain keeps (HoDoKu's `mins`).
const BRANCHES: usize = 200;

impl NetTable {
    pub(crate) fn new() -> NetTable {
        NetTable {
            len: 0,
            node: [Node::default(); MAX_ENTRIES],
            dist: [0; MAX_ENTRIES],
            ret: [[0; RETS]; MAX_ENTRIES],
            from: [Node::default(); MAX_ENTRIES],
            expanded: [false; MAX_ENTRIES],
            at: [0; super::tabling::NODES],
            seen: [0; super::tabling::NODES.div_ceil(64)],
            on: [0; 9],
            off: [0; 9],
        }
    }

    pub(crate) fn premise(&self) -> Node {
        self.node[0]
    }

    fn has(&self, node: Node) -> bool {
        self.seen[node.index() / 64] >> (node.index() % 64) & 1 == 1
    }

    /// Where a node is, if it is in the table (a group node: its last place).
    pub(crate) fn find(&self, node: Node) -> Option<usize> {
        self.has(node).then(|| usize::from(self.at[node.index()]))
    }

    fn push(&mut self, node: Node) -> usize {
        let index = self.len;
        self.seen[node.index() / 64] |= 1 << (node.index() % 64);
        self.at[node.index()] = index as u16;
        if !node.is_group() {
            let k = node.candidate_index();
            if node.is_on() {
                self.on[k % 9] |= cell_bit(k / 9);
            } else {
                self.off[k % 9] |= cell_bit(k / 9);
            }
        }
        self.node[index] = node;
        self.len += 1;
        index
    }

    /// Expands the net table of `premise` as HoDoKu does: its direct entries, then, entry
    /// by entry, the direct entries of each entry's own table that are not in it yet (an
    /// entry already there from another table is moved to this one when that makes it
    /// nearer).
    pub(crate) fn expand(&mut self, directs: &Directs<'_>, premise: Node, scratch: &mut NetList) {
        self.len = 0;
        self.seen = [0; super::tabling::NODES.div_ceil(64)];
        self.on = [0; 9];
        self.off = [0; 9];
        directs.fill(premise, scratch);
        for i in 0..scratch.len {
            let index = self.push(scratch.node[i]);
            self.dist[index] = scratch.dist[i];
            self.ret[index] = scratch.ret[i];
            self.expanded[index] = false;
        }
        let mut j = 1;
        while j < self.len && self.len < MAX_ENTRIES {
            let from = self.node[j];
            let base = u32::from(self.dist[j]);
            directs.for_each(from, scratch, |node, dist| {
                let sum = base + u32::from(dist);
                if self.has(node) {
                    let org = usize::from(self.at[node.index()]);
                    if self.expanded[org] && u32::from(self.dist[org]) > sum {
                        self.from[org] = from;
                        self.dist[org] = (sum & 0x1ff) as u16;
                    }
                } else if self.len < MAX_ENTRIES {
                    let index = self.push(node);
                    self.expanded[index] = true;
                    self.from[index] = from;
                    self.dist[index] = (sum & 0x1ff) as u16;
                }
            });
            j += 1;
        }
    }

    /// HoDoKu's `buildChain` and `addChain` for the entry `target`: the chain back from it
    /// (following the first entry each follows from, through the tables expanded entries
    /// came from), each other entry it follows from starting a branch that runs back to the
    /// chain. `path` receives the main chain from the target back to the premise.
    pub(crate) fn chain(
        &self,
        directs: &Directs<'_>,
        target: Node,
        scratch: &mut NetList,
        path: &mut [Node; MAX_ENTRIES],
    ) -> (NetChain, usize) {
        let Some(index) = (0..self.len).find(|&i| self.node[i] == target) else {
            return (
                NetChain {
                    length: 0,
                    net: false,
                },
                0,
            );
        };
        let mut starts = [Node::default(); BRANCHES];
        let mut branches = 0;
        let mut chain_cells = 0u128;
        let main = self.walk(
            directs,
            index,
            scratch,
            path,
            None,
            &mut |node| {
                if branches < BRANCHES {
                    starts[branches] = node;
                    branches += 1;
                }
            },
            &mut chain_cells,
        );
        let mut length = main;
        let mut branch = [Node::default(); MAX_ENTRIES];
        for &start in &starts[..branches] {
            let Some(at) = self.find(start) else {
                continue;
            };
            let n = self.walk(
                directs,
                at,
                scratch,
                &mut branch,
                Some((&path[..main], chain_cells)),
                &mut |_| {},
                &mut 0,
            );
            length += n;
        }
        (
            NetChain {
                length,
                net: branches > 0,
            },
            main,
        )
    }

    /// Follows entry `index` back, writing the nodes into `out`; returns how many. For the
    /// main chain (`main` is `None`) the other entries an entry follows from go to `branch`
    /// and the chain's cells (but the first node's) to `cells`; a branch stops at a node of
    /// the main chain.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        directs: &Directs<'_>,
        index: usize,
        scratch: &mut NetList,
        out: &mut [Node; MAX_ENTRIES],
        main: Option<(&[Node], u128)>,
        branch: &mut dyn FnMut(Node),
        cells: &mut u128,
    ) -> usize {
        let mut n = 1;
        out[0] = self.node[index];
        let mut at = index;
        // Whether the walk is inside the table an expanded entry came from (in `scratch`).
        let mut inside = false;
        while at != 0 && n < MAX_ENTRIES {
            // Each node taken, with what the walk does then; true when a branch has joined.
            let mut take = |node: Node, n: &mut usize| {
                out[*n] = node;
                *n += 1;
                match main {
                    None => {
                        *cells |= directs.tables.cells(node);
                        false
                    }
                    Some((chain, on_chain)) => {
                        on_chain & cell_bit(directs.tables.cell(node)) != 0 && chain.contains(&node)
                    }
                }
            };
            if !inside && self.expanded[at] {
                let from = self.from[at];
                if from.is_group() {
                    // A group's table: its entries follow from its premise alone.
                    if take(from, &mut n) {
                        return n;
                    }
                    at = usize::from(self.at[from.index()]);
                    continue;
                }
                directs.fill(from, scratch);
                at = usize::from(scratch.index_of(self.node[at]));
                inside = true;
            }
            let rets = if inside {
                scratch.ret[at]
            } else {
                self.ret[at]
            };
            let node_at = |i: usize| {
                if inside {
                    scratch.node[i]
                } else {
                    self.node[i]
                }
            };
            at = usize::from(rets[0]);
            let next = node_at(at);
            if take(next, &mut n) {
                return n;
            }
            if main.is_none() {
                for &r in &rets[1..] {
                    if r != 0 {
                        branch(node_at(usize::from(r)));
                    }
                }
            }
            if inside && at == 0 {
                inside = false;
                at = usize::from(self.at[next.index()]);
            }
        }
        n
    }
}
