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
use super::intersect::Intersection;
use super::{Board, Cell};

/// The most cells a board has: 16 x 16.
pub(crate) const MAX_CELLS: usize = 256;

/// The candidates of every cell, row by row (cells past the board's stay 0 and are never read).
pub(crate) type State = [u16; MAX_CELLS];

/// A state that no solution can come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// What a propagator may do with the state: read a cell's candidates and narrow them.
pub(crate) struct Narrow<'a> {
    pub(crate) cand: &'a mut State,
    pub(crate) queue: &'a mut Queue,
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
        let old = self.cand[index as usize];
        let new = old & mask;
        if new != old {
            if new == 0 {
                return Err(Contradiction);
            }
            self.cand[index as usize] = new;
            self.queue.push(index);
        }
        Ok(())
    }

    /// Each digit of `needed` appears in `cells`: a digit with no place left is a
    /// contradiction, and a digit with one place goes there.
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
                _ => {}
            }
        }
        Ok(())
    }
}

/// The cells whose candidates changed and are still to be followed up.
#[derive(Clone, Debug)]
pub(crate) struct Queue {
    cells: Vec<u16>,
    queued: [bool; MAX_CELLS],
}

impl Queue {
    pub(crate) fn new() -> Queue {
        Queue {
            cells: Vec::with_capacity(MAX_CELLS),
            queued: [false; MAX_CELLS],
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, index: u16) {
        if !self.queued[index as usize] {
            self.queued[index as usize] = true;
            self.cells.push(index);
        }
    }

    #[inline]
    pub(crate) fn pop(&mut self) -> Option<u16> {
        let index = self.cells.pop()?;
        self.queued[index as usize] = false;
        Some(index)
    }

    pub(crate) fn clear(&mut self) {
        for &index in &self.cells {
            self.queued[index as usize] = false;
        }
        self.cells.clear();
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
    init: State,
    /// Each cell's peers as a 256-bit set.
    peers: Vec<[u64; 4]>,
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
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                if a != b {
                    self.peers[a][b / 64] |= 1 << (b % 64);
                    self.peers[b][a / 64] |= 1 << (a % 64);
                }
            }
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
        let late_from = self.props.len();
        for i in 0..self.houses.len() {
            for j in i + 1..self.houses.len() {
                if let Some(both) = Intersection::of(&self.houses[i], &self.houses[j]) {
                    self.props.push(Box::new(both));
                }
            }
        }
        let mut peers = Csr::new(cells);
        for (cell, set) in self.peers.iter().enumerate() {
            for (word, &bits) in set.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let other = word * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    peers.push(cell, other as u16);
                }
            }
        }
        let mut links = Csr::new(cells);
        // Sorted as one u64 each (from, to, table, in that order of weight): the same order as
        // sorting the triples, without a sort of triples of its own in the `.wasm` (13 KB).
        let mut links_sorted: Vec<u64> = self
            .links
            .iter()
            .map(|&(from, to, table)| {
                u64::from(from) << 32 | u64::from(to) << 16 | u64::from(table)
            })
            .collect();
        links_sorted.sort_unstable();
        for key in links_sorted {
            let from = (key >> 32) as usize;
            links.push(from, (key >> 16) as u16);
            links.push(from, key as u16);
        }
        let mut houses_of = Csr::new(cells);
        for (h, house) in self.houses.iter().enumerate() {
            for &cell in house {
                houses_of.push(cell as usize, h as u16);
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
        Model {
            n: self.n,
            init: self.init,
            peers: peers.finish(),
            links: links.finish(),
            tables: self.tables,
            houses: self.houses,
            houses_of: houses_of.finish(),
            props: self.props,
            late_from,
            props_of: props_of.finish(),
        }
    }
}

/// Lists per cell, built cell by cell in any order, then packed.
struct Csr {
    lists: Vec<Vec<u16>>,
}

impl Csr {
    fn new(cells: usize) -> Csr {
        Csr {
            lists: vec![Vec::new(); cells],
        }
    }

    fn push(&mut self, cell: usize, value: u16) {
        self.lists[cell].push(value);
    }

    fn finish(self) -> Packed {
        let mut start = Vec::with_capacity(self.lists.len() + 1);
        let mut values = Vec::new();
        start.push(0);
        for list in self.lists {
            values.extend_from_slice(&list);
            start.push(values.len() as u32);
        }
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
    pub(crate) init: State,
    pub(crate) peers: Packed,
    /// For each cell, pairs (other cell, table) flattened.
    pub(crate) links: Packed,
    pub(crate) tables: Vec<[u16; 16]>,
    /// Groups of N cells that hold every digit once.
    pub(crate) houses: Vec<Vec<u16>>,
    pub(crate) houses_of: Packed,
    pub(crate) props: Vec<Box<dyn Propagate>>,
    /// The propagators from this index on are locked candidates between houses: cheap to
    /// skip, so they run only when nothing else is waiting.
    pub(crate) late_from: usize,
    pub(crate) props_of: Packed,
}

impl Model {
    /// How many cells.
    pub(crate) fn cells(&self) -> usize {
        self.n * self.n
    }

    /// The digits 1 to N.
    pub(crate) fn full(&self) -> u16 {
        full(self.n)
    }
}
