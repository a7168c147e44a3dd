//! The compiled form of a puzzle that the search runs on: each cell's starting candidates,
//! the pairs of cells that must differ (peers), the houses that hold every digit, the pairs
//! of cells tied by a relation (a table of which digits may sit beside which), and the
//! propagators of the rules that need more than pairs. Rules write into a [`Builder`]; the
//! search reads the [`Model`] and knows no rule by name.

use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::digits::{bit, full};
use super::{Board, Cell};

/// The most cells a board has: 16 x 16.
pub(crate) const MAX_CELLS: usize = 256;

/// A set of cells, one bit each: cell `i` is bit `i % 64` of word `i / 64`.
pub(crate) type Bits = [u64; MAX_CELLS / 64];

/// The fewest words a set of cells of a board of `cells` cells needs: 2 up to 128 cells (a
/// 9x9 board, 10x10 and 11x11), else 4. The search's sets and state are this wide.
///
/// WebAssembly builds take 4 on every board: one width is one copy of the search in the
/// module, which the web page's size budget needs more than the 10% a narrow search saves
/// on small boards.
pub(crate) fn words_for(cells: usize) -> usize {
    if cells <= 128 && !ONE_WIDTH { 2 } else { 4 }
}

/// Whether the search is built at one width only, four words (see [`words_for`]).
pub(crate) const ONE_WIDTH: bool = cfg!(target_arch = "wasm32");

/// The cells of `bits`, in order.
#[inline]
pub(crate) fn cells_of<const W: usize>(bits: [u64; W]) -> CellsOf<W> {
    let mut words = 0;
    for (w, &word) in bits.iter().enumerate() {
        words |= u32::from(word != 0) << w;
    }
    CellsOf { bits, words }
}

/// The cells of a [`Bits`], in order. It keeps which words still have cells, so that each step
/// goes straight to the next cell, without a test of each word on the way: on a 16x16 board
/// (four words) those tests were a third of the search's mispredicted branches, as valgrind's
/// branch simulation counts them.
#[derive(Clone, Debug)]
pub(crate) struct CellsOf<const W: usize> {
    /// What is left of each word.
    bits: [u64; W],
    /// Bit `w` is set while word `w` has cells left.
    words: u32,
}

impl<const W: usize> Iterator for CellsOf<W> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.words == 0 {
            return None;
        }
        let w = self.words.trailing_zeros() as usize % W;
        let word = self.bits[w];
        let left = word & word.wrapping_sub(1);
        self.bits[w] = left;
        self.words &= !(u32::from(left == 0) << w);
        Some(w * 64 + word.trailing_zeros() as usize)
    }
}

/// The cells in both `a` and `b`.
#[inline]
pub(crate) fn and<const W: usize>(a: &[u64; W], b: &[u64; W]) -> [u64; W] {
    core::array::from_fn(|w| a[w] & b[w])
}

/// The cells in `a` or `b`.
#[inline]
pub(crate) fn or<const W: usize>(a: &[u64; W], b: &[u64; W]) -> [u64; W] {
    core::array::from_fn(|w| a[w] | b[w])
}

/// What the search knows: the candidates of every cell, row by row (cells past the board's
/// stay 0 and are never read), and for each digit the cells that still have it, so that a
/// house finds where a digit can go, and a placed digit leaves its peers, a few words at a
/// time. Its sets of cells are `W` words wide (see [`words_for`]): a guess copies 768 bytes
/// on a 9x9 board rather than 1,024, and each set operation reads half as many words.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State<const W: usize> {
    cand: [u16; MAX_CELLS],
    /// `places[d]`: the cells with digit `d + 1` among their candidates.
    places: [[u64; W]; 16],
}

impl<const W: usize> State<W> {
    /// The state of these candidates (those of cells past the `64 * W` first must be 0).
    pub(crate) fn new(cand: &[u16; MAX_CELLS]) -> State<W> {
        let mut places = [[0; W]; 16];
        for (i, &mask) in cand[..64 * W].iter().enumerate() {
            let mut digits = mask;
            while digits != 0 {
                places[digits.trailing_zeros() as usize][i / 64] |= 1 << (i % 64);
                digits &= digits - 1;
            }
        }
        State {
            cand: *cand,
            places,
        }
    }

    /// The candidates of cell `index`.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> u16 {
        self.cand[index]
    }

    /// Every cell's candidates.
    #[inline]
    pub(crate) fn candidates(&self) -> &[u16; MAX_CELLS] {
        &self.cand
    }

    /// The cells that have digit `index + 1` among their candidates.
    #[inline]
    pub(crate) fn places(&self, index: usize) -> &[u64; W] {
        &self.places[index]
    }

    /// Keeps only the candidates of cell `index` in `mask`; returns those it took out.
    #[inline]
    pub(crate) fn keep(&mut self, index: usize, mask: u16) -> u16 {
        let old = self.cand[index];
        let gone = old & !mask;
        let mut digits = gone;
        while digits != 0 {
            self.places[digits.trailing_zeros() as usize][index / 64] &= !(1 << (index % 64));
            digits &= digits - 1;
        }
        self.cand[index] = old & mask;
        gone
    }

    /// Keeps only the candidates of `index` that are in `mask`, the change queued.
    ///
    /// # Errors
    ///
    /// [`Contradiction`] when none is left.
    #[inline]
    pub(crate) fn narrow(
        &mut self,
        queue: &mut Queue,
        index: u16,
        mask: u16,
    ) -> Result<(), Contradiction> {
        let old = self.cand[index as usize];
        if old & !mask != 0 {
            if old & mask == 0 {
                return Err(Contradiction);
            }
            let gone = self.keep(index as usize, mask);
            queue.push(index, gone);
        }
        Ok(())
    }

    /// Takes `digit` (a bit) out of every cell of `bits`, the changes queued: the digit's
    /// places at once, then each cell's candidates.
    ///
    /// # Errors
    ///
    /// The first cell left with none; the state is then half changed, as after any
    /// contradiction, and the search drops it.
    #[inline]
    pub(crate) fn take_digit(
        &mut self,
        queue: &mut Queue,
        bits: &[u64; W],
        digit: u16,
    ) -> Result<(), usize> {
        let places = &mut self.places[digit.trailing_zeros() as usize % 16];
        let targets = and(bits, places);
        for (place, target) in places.iter_mut().zip(&targets) {
            *place &= !target;
        }
        for cell in cells_of(targets) {
            let old = self.cand[cell];
            if old == digit {
                return Err(cell);
            }
            self.cand[cell] = old & !digit;
            queue.push(cell as u16, digit);
        }
        Ok(())
    }

    /// What a propagator may do with this state, changes going to `queue`.
    #[inline]
    pub(crate) fn view<'a>(&'a mut self, queue: &'a mut Queue, peers: &'a [Bits]) -> Narrow<'a> {
        Narrow {
            cand: &mut self.cand,
            places: self.places.as_flattened_mut(),
            words: W,
            queue,
            peers,
        }
    }
}

/// A state that no solution can come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// What a propagator may do with the state: read a cell's candidates and narrow them.
/// The same for a state of any width: each digit's places are `words` words from
/// `places[d * words]`.
pub(crate) struct Narrow<'a> {
    cand: &'a mut [u16; MAX_CELLS],
    places: &'a mut [u64],
    words: usize,
    queue: &'a mut Queue,
    /// Each cell's peers.
    peers: &'a [Bits],
}

impl Narrow<'_> {
    /// The candidates of cell `index`.
    #[inline]
    pub(crate) fn get(&self, index: u16) -> u16 {
        self.cand[index as usize]
    }

    /// Keeps only the candidates of `index` that are in `mask`.
    ///
    /// # Errors
    ///
    /// [`Contradiction`] when none is left.
    #[inline]
    pub(crate) fn narrow(&mut self, index: u16, mask: u16) -> Result<(), Contradiction> {
        let i = index as usize;
        let old = self.cand[i];
        if old & !mask != 0 {
            if old & mask == 0 {
                return Err(Contradiction);
            }
            let gone = old & !mask;
            let mut digits = gone;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                self.places[d * self.words + i / 64] &= !(1 << (i % 64));
                digits &= digits - 1;
            }
            self.cand[i] = old & mask;
            self.queue.push(index, gone);
        }
        Ok(())
    }

    /// Takes `digit` (a bit) out of every cell of `bits` but `except`, the cells that see all
    /// of its places in a group that must hold it.
    ///
    /// # Errors
    ///
    /// [`Contradiction`] when a cell is left with none.
    #[inline]
    pub(crate) fn take_from(&mut self, bits: &[u64], digit: u16) -> Result<(), Contradiction> {
        let start = digit.trailing_zeros() as usize * self.words;
        for (w, &set) in bits.iter().enumerate().take(self.words) {
            let mut targets = set & self.places[start + w];
            while targets != 0 {
                let cell = w * 64 + targets.trailing_zeros() as usize;
                targets &= targets - 1;
                self.narrow(cell as u16, !digit)?;
            }
        }
        Ok(())
    }

    /// The cells that see every cell of `cells` with `digit` (a bit) among its candidates.
    fn seeing_all(&self, cells: &[u16], digit: u16) -> Bits {
        let mut seen = [!0; 4];
        for &c in cells {
            if self.get(c) & digit != 0 {
                seen = and(&seen, &self.peers[c as usize]);
            }
        }
        seen
    }

    /// Each digit of `needed` appears in `cells`, which all differ: a digit with no place left
    /// is a contradiction, a digit with one place goes there, and a cell that sees every place
    /// of a digit cannot hold it.
    ///
    /// # Errors
    ///
    /// [`Contradiction`] when a needed digit has no place.
    pub(crate) fn place_needed(&mut self, cells: &[u16], needed: u16) -> Result<(), Contradiction> {
        let mut needed = needed;
        while needed != 0 {
            let digit = needed & needed.wrapping_neg();
            needed &= needed - 1;
            let mut places = cells.iter().filter(|&&c| self.get(c) & digit != 0);
            match (places.next(), places.next()) {
                (None, _) => return Err(Contradiction),
                (Some(&only), None) => self.narrow(only, digit)?,
                _ => {
                    let seen = self.seeing_all(cells, digit);
                    self.take_from(&seen, digit)?;
                }
            }
        }
        Ok(())
    }
}

/// The cells whose candidates changed and are still to be followed up, each with the digits
/// it lost since.
#[derive(Clone, Debug)]
pub(crate) struct Queue {
    /// The queued cells, `len` of them: each at most once, so never more than a board's.
    cells: [u16; MAX_CELLS],
    len: usize,
    /// The digits each cell lost since it was queued; 0 for a cell not queued.
    gone: [u16; MAX_CELLS],
}

impl Queue {
    pub(crate) fn new() -> Queue {
        Queue {
            cells: [0; MAX_CELLS],
            len: 0,
            gone: [0; MAX_CELLS],
        }
    }

    /// Cell `index` lost the digits `gone` (not 0).
    #[inline]
    pub(crate) fn push(&mut self, index: u16, gone: u16) {
        let i = usize::from(index) % MAX_CELLS;
        if self.gone[i] == 0 && gone != 0 {
            self.cells[self.len % MAX_CELLS] = index;
            self.len += 1;
        }
        self.gone[i] |= gone;
    }

    /// A changed cell and the digits it lost.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(u16, u16)> {
        self.len = self.len.checked_sub(1)?;
        let index = self.cells[self.len % MAX_CELLS];
        let gone = core::mem::take(&mut self.gone[usize::from(index) % MAX_CELLS]);
        Some((index, gone))
    }

    pub(crate) fn clear(&mut self) {
        for &index in &self.cells[..self.len.min(MAX_CELLS)] {
            self.gone[usize::from(index) % MAX_CELLS] = 0;
        }
        self.len = 0;
    }
}

/// A rule's reasoning beyond pairs of cells: given the candidates of the cells it watches,
/// remove what the rule forbids. It must reject every full assignment of its cells that breaks
/// the rule (so that a solution the search reports keeps every rule), and never remove a digit
/// that some assignment keeping the rule uses.
pub(crate) trait Propagate: fmt::Debug + Send + Sync {
    /// The cells (indices) whose changes can let it remove more.
    fn cells(&self) -> &[u16];

    /// Removes what the rule forbids.
    ///
    /// # Errors
    ///
    /// [`Contradiction`] when the cells' candidates cannot keep the rule.
    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction>;
}

/// Collects what every rule of a puzzle asks for; then [`Builder::finish`] compiles it.
#[derive(Debug)]
pub(crate) struct Builder {
    n: usize,
    init: [u16; MAX_CELLS],
    /// Each cell's peers.
    peers: Vec<Bits>,
    houses: Vec<Vec<u16>>,
    /// Directed links: from, to, table.
    links: Vec<(u16, u16, u16)>,
    tables: Vec<[u16; 16]>,
    props: Vec<Box<dyn Propagate>>,
}

impl Builder {
    /// A builder for `board`: rows, columns and the regions, all digits possible everywhere.
    pub(crate) fn new(board: &Board) -> Builder {
        let n = board.size();
        let mut init = [0; MAX_CELLS];
        init[..n * n].fill(full(n));
        let mut builder = Builder {
            n,
            init,
            peers: vec![[0; 4]; n * n],
            houses: Vec::new(),
            links: Vec::new(),
            tables: Vec::new(),
            props: Vec::new(),
        };
        for line in 0..n {
            let row: Vec<usize> = (0..n).map(|c| line * n + c).collect();
            let col: Vec<usize> = (0..n).map(|r| r * n + line).collect();
            builder.distinct(&row);
            builder.distinct(&col);
        }
        for region in 0..board.region_count() {
            let cells: Vec<usize> = board
                .region(region as u8)
                .into_iter()
                .map(|cell| cell.index(n))
                .collect();
            builder.distinct(&cells);
        }
        builder
    }

    /// The board's size.
    pub(crate) fn size(&self) -> usize {
        self.n
    }

    /// The index of `cell` (which the puzzle has checked lies on the board).
    pub(crate) fn index(&self, cell: Cell) -> usize {
        cell.index(self.n)
    }

    /// The digits in `cells` all differ; a group of N cells also holds every digit.
    pub(crate) fn distinct(&mut self, cells: &[usize]) {
        let mut group = [0u64; 4];
        for &c in cells {
            group[c / 64] |= 1 << (c % 64);
        }
        for &c in cells {
            let peers = &mut self.peers[c];
            for (p, g) in peers.iter_mut().zip(group) {
                *p |= g;
            }
            peers[c / 64] &= !(1 << (c % 64));
        }
        if cells.len() == self.n {
            let mut house: Vec<u16> = cells.iter().map(|&c| c as u16).collect();
            house.sort_unstable();
            house.dedup();
            if house.len() == self.n && !self.houses.contains(&house) {
                self.houses.push(house);
            }
        }
    }

    /// Whether cells `a` and `b` must differ (so far).
    pub(crate) fn are_peers(&self, a: usize, b: usize) -> bool {
        self.peers[a][b / 64] >> (b % 64) & 1 == 1
    }

    /// The houses so far: groups of N cells that hold every digit once.
    pub(crate) fn houses(&self) -> &[Vec<u16>] {
        &self.houses
    }

    /// Cell `cell` holds one of the digits of `mask`.
    pub(crate) fn restrict(&mut self, cell: usize, mask: u16) {
        self.init[cell] &= mask;
    }

    /// Cell `cell` holds `digit` (a given).
    pub(crate) fn give(&mut self, cell: usize, digit: u8) {
        self.init[cell] &= bit(digit);
    }

    /// The digits `x` in cell `a` and `y` in cell `b` satisfy `allowed(x, y)`.
    pub(crate) fn relate(&mut self, a: usize, b: usize, allowed: impl Fn(u8, u8) -> bool) {
        let n = self.n as u8;
        let mut forward = [0u16; 16];
        let mut backward = [0u16; 16];
        for x in 1..=n {
            for y in 1..=n {
                if allowed(x, y) {
                    forward[x as usize - 1] |= bit(y);
                    backward[y as usize - 1] |= bit(x);
                }
            }
        }
        if a == b {
            // One cell related to itself keeps the digits related to themselves.
            let own = (1..=n)
                .filter(|&x| forward[x as usize - 1] & bit(x) != 0)
                .fold(0, |m, x| m | bit(x));
            self.restrict(a, own);
            return;
        }
        let forward = self.table(forward);
        let backward = self.table(backward);
        self.links.push((a as u16, b as u16, forward));
        self.links.push((b as u16, a as u16, backward));
    }

    fn table(&mut self, table: [u16; 16]) -> u16 {
        match self.tables.iter().position(|t| *t == table) {
            Some(i) => i as u16,
            None => {
                self.tables.push(table);
                (self.tables.len() - 1) as u16
            }
        }
    }

    /// A propagator for a rule that needs more than pairs.
    pub(crate) fn propagator(&mut self, propagator: impl Propagate + 'static) {
        self.props.push(Box::new(propagator));
    }

    /// The compiled model.
    pub(crate) fn finish(mut self) -> Model {
        let cells = self.n * self.n;
        // One table per ordered pair of cells: the tables of every rule that ties them, and
        // "different" when they are peers, so that each narrowing sees all they say at once.
        let mut links = Csr::new(cells);
        // Sorted as one u64 each (from, to, table, in that order of weight): the same order as
        // sorting the triples, without a sort of triples of its own in the `.wasm` (13 KB).
        let mut links_sorted: Vec<u64> = core::mem::take(&mut self.links)
            .into_iter()
            .map(|(from, to, table)| u64::from(from) << 32 | u64::from(to) << 16 | u64::from(table))
            .collect();
        links_sorted.sort_unstable();
        let mut tied = vec![[0; 4]; MAX_CELLS];
        for (cell, bits) in tied.iter_mut().enumerate() {
            bits[cell / 64] |= 1 << (cell % 64);
        }
        let mut i = 0;
        while i < links_sorted.len() {
            let pair = links_sorted[i] >> 16;
            let (from, to) = ((pair >> 16) as u16, pair as u16);
            let mut table = [u16::MAX; 16];
            while i < links_sorted.len() && links_sorted[i] >> 16 == pair {
                let other = self.tables[(links_sorted[i] & 0xffff) as usize];
                for (t, o) in table.iter_mut().zip(other) {
                    *t &= o;
                }
                i += 1;
            }
            if self.peers[from as usize][to as usize / 64] & (1 << (to % 64)) != 0 {
                for (x, t) in table.iter_mut().enumerate() {
                    *t &= !(1 << x);
                }
            }
            let table = self.table(table);
            tied[from as usize][to as usize / 64] |= 1 << (to % 64);
            links.push(from as usize, to);
            links.push(from as usize, table);
        }
        let mut houses_of = Csr::new(cells);
        let mut house_bits = Vec::with_capacity(self.houses.len());
        for (h, house) in self.houses.iter().enumerate() {
            let mut bits = [0; 4];
            for &cell in house {
                houses_of.push(cell as usize, h as u16);
                bits[cell as usize / 64] |= 1 << (cell % 64);
            }
            house_bits.push(bits);
        }
        // A digit with more places in a house than two houses ever share cannot have all of
        // them in sight of one cell through a second house; more often than not it has none.
        let mut widest = 3;
        for (i, a) in house_bits.iter().enumerate() {
            for b in &house_bits[i + 1..] {
                let shared: u32 = and(a, b).iter().map(|w| w.count_ones()).sum();
                if shared < self.n as u32 {
                    widest = widest.max(shared);
                }
            }
        }
        let mut props_of = Csr::new(cells);
        for (p, prop) in self.props.iter().enumerate() {
            let mut watched: Vec<u16> = prop.cells().to_vec();
            watched.sort_unstable();
            watched.dedup();
            for cell in watched {
                props_of.push(cell as usize, p as u16);
            }
        }
        let mut peers = self.peers;
        peers.resize(MAX_CELLS, [0; 4]);
        let words = words_for(cells);
        // The search's copies, `words` words a set.
        let narrow = |sets: &[Bits]| -> Vec<u64> {
            sets.iter()
                .flat_map(|set| set[..words].iter().copied())
                .collect()
        };
        Model {
            n: self.n,
            init: self.init,
            words,
            search_peers: narrow(&peers),
            search_tied: narrow(&tied),
            search_houses: narrow(&house_bits),
            peers,
            has_links: !links_sorted.is_empty(),
            links: links.finish(),
            unions: self.tables.iter().map(unions).collect(),
            tables: self.tables,
            houses_of: houses_of.finish(),
            houses: self.houses.len(),
            widest,
            props: self.props,
            props_of: props_of.finish(),
        }
    }
}

/// What the digits of every mask allow together under `table`, a byte of the mask at a time.
fn unions(table: &[u16; 16]) -> [u16; 512] {
    let mut out = [0; 512];
    for half in 0..2 {
        for byte in 1..256 {
            let low = byte & (byte - 1);
            let digit = (byte as u16).trailing_zeros() as usize + 8 * half;
            out[half * 256 + byte] = out[half * 256 + low] | table[digit];
        }
    }
    out
}

/// Lists per cell, built cell by cell in any order, then packed.
struct Csr {
    cells: usize,
    /// Each item as one `u64`: its cell, its position in the order pushed and its value, from
    /// the highest bits down, so that sorting the numbers sorts the items by cell and keeps the
    /// order pushed within a cell. One sort of `u64` serves this and the links in
    /// [`Builder::finish`]: a sort of triples of its own took 12 KB of the `.wasm`.
    items: Vec<u64>,
}

impl Csr {
    fn new(cells: usize) -> Csr {
        Csr {
            cells,
            items: Vec::new(),
        }
    }

    fn push(&mut self, cell: usize, value: u16) {
        let order = self.items.len() as u64;
        self.items
            .push((cell as u64) << 48 | order << 16 | u64::from(value));
    }

    fn finish(mut self) -> Packed {
        self.items.sort_unstable();
        let mut start = vec![0u32; self.cells + 1];
        for &item in &self.items {
            start[(item >> 48) as usize + 1] += 1;
        }
        for i in 0..self.cells {
            start[i + 1] += start[i];
        }
        let values = self.items.iter().map(|&item| item as u16).collect();
        Packed { start, values }
    }
}

/// Lists per cell, packed: the list of cell `i` is `values[start[i]..start[i + 1]]`.
#[derive(Debug)]
pub(crate) struct Packed {
    start: Vec<u32>,
    values: Vec<u16>,
}

impl Packed {
    #[inline]
    pub(crate) fn of(&self, cell: usize) -> &[u16] {
        &self.values[self.start[cell] as usize..self.start[cell + 1] as usize]
    }
}

/// A puzzle compiled for the search.
#[derive(Debug)]
pub(crate) struct Model {
    pub(crate) n: usize,
    /// The starting candidates: givens and the rules that fix a cell's digits on their own.
    pub(crate) init: [u16; MAX_CELLS],
    /// Each cell's peers (the cells past the board's have none).
    pub(crate) peers: Vec<Bits>,
    /// How many words the search's sets of cells take (see [`words_for`]).
    pub(crate) words: usize,
    /// For the search, `words` words a set: each cell's peers, each cell and the cells it is
    /// linked to (the cells of its pairs in `links`), the cells of each house.
    pub(crate) search_peers: Vec<u64>,
    pub(crate) search_tied: Vec<u64>,
    pub(crate) search_houses: Vec<u64>,
    /// For each cell, pairs (other cell, table) flattened.
    pub(crate) links: Packed,
    /// Whether any cell has a link.
    pub(crate) has_links: bool,
    pub(crate) tables: Vec<[u16; 16]>,
    /// For each table, what the digits of a mask allow together: the union of the table's
    /// rows for the low byte of the mask (entries 0 to 255) and for the high byte (256 on).
    pub(crate) unions: Vec<[u16; 512]>,
    /// How many houses: groups of N cells that hold every digit once.
    pub(crate) houses: usize,
    pub(crate) houses_of: Packed,
    /// The most cells two houses share, short of a whole house, and at least 3: a digit with
    /// more places in a house is not looked at for cells that see them all.
    pub(crate) widest: u32,
    pub(crate) props: Vec<Box<dyn Propagate>>,
    pub(crate) props_of: Packed,
}

impl Model {
    /// How many cells.
    pub(crate) fn cells(&self) -> usize {
        self.n * self.n
    }

    /// Whether the puzzle has rules beyond houses and peers (links or propagators). On boards
    /// without, a guess that fails at once does not add to its cell's weight: 16x16 classics
    /// made 1% fewer guesses with it, but their worst 36% more (837 to 1,136).
    pub(crate) fn has_rules(&self) -> bool {
        self.has_links || !self.props.is_empty()
    }
}
