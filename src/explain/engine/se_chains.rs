//! Sudoku Explainer's (SE) chain machinery, which its cycles and forcing chains (the `chains`
//! family) and its dynamic and nested forcing chains (the `forcing` family) both build on:
//! a snapshot of the marks ([`Board`]), the plain links between potentials and a table of
//! them, the breadth-first search from one potential (and a cheap one over sets, [`Sieve`],
//! which tells the cycles and forcing chains which searches to run and how deep), the starts
//! in SE's order, what a cycle removes, and SE's rank of a chain step with its length bonus.
//!
//! A *potential* is a candidate (a cell and a digit) taken as true ("on") or false ("off").
//! Candidates are numbered `cell * 9 + digit - 1` (0..729); the searches keep their state in
//! fixed arrays indexed that way.
//!
//! Links: a true candidate makes false the other candidates of its cell (Y links, not in
//! X-only chains) and the other places of its digit in its box, row and column; a false
//! candidate makes true the other candidate of a two-candidate cell (Y) and the other place
//! of its digit in a house where it has two places (X).
//!
//! SE gathers every chain step of a family, sorts them by difficulty, then by complexity (how
//! many potentials the chains use), then by a per-kind key, keeping discovery order for ties,
//! and applies the first. The searches walk the potentials in SE's order and keep the best
//! step so far by the same comparison ([`Rank`]), so they need not store the others.

use super::bits::{cell_bit, cell_of, digit_of, for_cells, house_bits, peer_bits, two_bits};
use super::houses::se_houses_of;
use crate::candidates::nine_bit_count;
use crate::explain::{CHAIN_NODES, Chain, ChainNode};
use crate::{Cell, Digit, MarkSet, Marks};

/// SE's length bonus: 0.1 for each of 4, 6, 8, 12, 16, 24, 32, ... that `complexity - 2`
/// exceeds, summed in `f64` as SE sums it so that ties compare as SE's do.
#[inline]
pub(crate) fn length_bonus(complexity: usize) -> f64 {
    let mut added = 0.0;
    let mut ceil = 4usize;
    let length = complexity.saturating_sub(2);
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// Where a chain step stands in SE's sort: difficulty, then complexity, then a key by kind.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rank {
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
}

impl Rank {
    #[inline]
    pub(crate) fn new(base: f64, complexity: usize, sort_key: u8) -> Rank {
        Rank {
            difficulty: base + length_bonus(complexity),
            complexity,
            sort_key,
        }
    }

    /// Whether a step of this rank, found after one of rank `other`, sorts before it.
    #[inline]
    pub(crate) fn beats(&self, other: Option<&Rank>) -> bool {
        let Some(other) = other else { return true };
        if self.difficulty != other.difficulty {
            return self.difficulty < other.difficulty;
        }
        if self.complexity != other.complexity {
            return self.complexity < other.complexity;
        }
        self.sort_key < other.sort_key
    }

    /// The largest complexity a step of `base` and `sort_key` may have and still sort before
    /// `best`; `usize::MAX` when there is no best yet.
    #[inline]
    pub(crate) fn limit(base: f64, sort_key: u8, best: Option<&Rank>) -> usize {
        if best.is_none() {
            return usize::MAX;
        }
        let mut complexity = 1;
        while Rank::new(base, complexity + 1, sort_key).beats(best) {
            complexity += 1;
        }
        complexity
    }

    /// How many potentials the step's chains use, nested chains included.
    #[inline]
    pub(crate) fn complexity(&self) -> usize {
        self.complexity
    }

    /// SE's key for the kind of step (see [`Rank`]).
    #[inline]
    pub(crate) fn sort_key(&self) -> u8 {
        self.sort_key
    }

    /// The rating in tenths, as SE prints it.
    #[inline]
    pub(crate) fn tenths(&self) -> u8 {
        let tenths = (self.difficulty * 10.0 + 0.5) as u32;
        tenths.min(u32::from(u8::MAX)) as u8
    }
}

/// The cause of a true potential that holds because its cell has no other candidate left;
/// other causes are houses, as indices into [`House::ALL`](crate::House::ALL).
pub(crate) const CELL: u8 = u8::MAX;

/// A snapshot of the pencil marks as bit masks, for fast link queries.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    /// Candidates of each cell: bit `d` for digit `d + 1`.
    pub(crate) cands: [u16; 81],
    /// Cells holding each digit as a candidate, indexed by `digit - 1`.
    pub(crate) with: [u128; 9],
}

impl Board {
    pub(crate) fn new(marks: &Marks) -> Board {
        let mut board = Board {
            cands: [0; 81],
            with: [0; 9],
        };
        for cell in Cell::ALL {
            board.cands[cell.index()] = marks.candidates(cell).bits();
        }
        for (d, digit) in Digit::ALL.into_iter().enumerate() {
            board.with[d] = marks.cells_with(digit).bits();
        }
        board
    }
}

/// Which links a pass uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Links {
    X = 0,
    Y = 1,
    XY = 2,
}

impl Links {
    #[inline]
    pub(crate) fn y(self) -> bool {
        self != Links::X
    }

    #[inline]
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

    /// SE's base rating of a cycle of these links: X- and Y-Cycles 6.5, bidirectional
    /// cycles 7.0.
    #[inline]
    pub(crate) fn cycle_base(self) -> f64 {
        match self {
            Links::X | Links::Y => 6.5,
            Links::XY => 7.0,
        }
    }

    /// SE's base rating of a forcing chain of these links: forcing X-Chains 6.6, forcing
    /// chains 7.0. Y links alone make none (SE: its length would have to be both odd and
    /// even), so the searches never ask for it with Y links.
    #[inline]
    pub(crate) fn chain_base(self) -> f64 {
        match self {
            Links::X => 6.6,
            Links::Y | Links::XY => 7.0,
        }
    }
}

/// The false potentials a true candidate `k` implies, in SE's order: the cell's other
/// candidates (with Y links), then the digit's other places in the box, row and column.
#[inline]
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
#[inline]
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
    /// What [`off_to_on`] gives with Y links, X links and both (as [`Links`] numbers them),
    /// the first `ons_len` of each row.
    ons: [[[u16; 4]; 729]; 3],
    ons_len: [[u8; 729]; 3],
}

impl LinkTable {
    /// An empty table, to [`load`](LinkTable::load).
    #[inline(always)]
    pub(crate) fn new() -> LinkTable {
        LinkTable {
            offs: [[0; 28]; 729],
            cell_len: [0; 729],
            len: [0; 729],
            ons: [[[0; 4]; 729]; 3],
            ons_len: [[0; 729]; 3],
        }
    }

    /// Fills the table with the links of `board`.
    pub(crate) fn load(&mut self, board: &Board) {
        let mut offs = [0u16; 32];
        let mut ons = [0u16; 4];
        for cell in 0..81 {
            let mut digits = board.cands[cell];
            let others = nine_bit_count(digits).saturating_sub(1) as u8;
            while digits != 0 {
                let k = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let n = on_to_off(board, k, true, &mut offs);
                // Whole rows: a fixed-size copy, cheaper than a call for `n` entries.
                self.offs[k].copy_from_slice(&offs[..28]);
                self.cell_len[k] = others;
                self.len[k] = n as u8;
                // Both links give the Y link (in the cell) then the X links (in other
                // cells, so none repeats it): the two lists one after the other.
                let x = off_to_on(board, k, false, true, &mut ons);
                self.ons[Links::X as usize][k] = ons;
                self.ons_len[Links::X as usize][k] = x as u8;
                let mut y_ons = [0u16; 4];
                let y = off_to_on(board, k, true, false, &mut y_ons);
                self.ons[Links::Y as usize][k] = y_ons;
                self.ons_len[Links::Y as usize][k] = y as u8;
                y_ons[y..y + x].copy_from_slice(&ons[..x]);
                self.ons[Links::XY as usize][k] = y_ons;
                self.ons_len[Links::XY as usize][k] = (y + x) as u8;
            }
        }
    }

    /// [`on_to_off`] for candidate `k`.
    #[inline]
    fn on_to_off(&self, k: usize, y: bool) -> &[u16] {
        let from = if y { 0 } else { usize::from(self.cell_len[k]) };
        &self.offs[k][from..usize::from(self.len[k])]
    }

    /// [`off_to_on`] for candidate `k` with `links`.
    #[inline]
    fn off_to_on(&self, k: usize, links: Links) -> &[u16] {
        let i = links as usize;
        &self.ons[i][k][..usize::from(self.ons_len[i][k])]
    }
}

/// A set of the board's candidates by their rank among them ([`Sieve`]): 256 at most.
type Set = [u64; 4];

#[inline(always)]
fn set_add(set: &mut Set, i: usize) {
    set[i / 64] |= 1 << (i % 64);
}

/// [`set_add`] without a store at a computed word, for a set kept in registers.
#[inline(always)]
fn set_add_reg(set: &mut Set, i: usize) {
    let bit = 1 << (i % 64);
    let w = i / 64;
    for (at, word) in set.iter_mut().enumerate() {
        *word |= if at == w { bit } else { 0 };
    }
}

#[inline(always)]
fn or(a: &Set, b: &Set) -> Set {
    [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]]
}

#[inline(always)]
fn and(a: &Set, b: &Set) -> Set {
    [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]]
}

#[inline(always)]
fn meets(a: &Set, b: &Set) -> bool {
    (a[0] & b[0]) | (a[1] & b[1]) | (a[2] & b[2]) | (a[3] & b[3]) != 0
}

/// Calls `each` with the members of `set`, lowest first.
#[inline(always)]
fn for_members(set: &Set, mut each: impl FnMut(usize)) {
    for (w, &word) in set.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            each(w * 64 + bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
}

/// One step of a search over sets: what the members of `from` lead to through `rows` (a row
/// per member) that `seen` does not hold yet, added to `seen`.
#[inline(always)]
fn step(from: &Set, rows: &[Set], seen: &mut Set) -> Set {
    let mut next = [0u64; 4];
    for_members(from, |p| next = or(&next, &rows[p]));
    for w in 0..4 {
        next[w] &= !seen[w];
        seen[w] |= next[w];
    }
    next
}

/// The breadth-first searches' levels as sets, to tell cheaply which starts' searches find
/// nothing and how deep the others need go. The set of potentials first reached at each
/// depth does not hang on the order in which a level is walked, and neither does which
/// levels hold a potential that ends a forcing chain or may close a cycle: where no level
/// within the limits does, the ordered search ([`Bfs`]) would find nothing and is skipped;
/// else it stops at the last such level. Candidates are numbered by their rank on the board,
/// which holds 256 of them at most for the sieve to be used.
pub(crate) struct Sieve {
    /// Each candidate's rank, for the candidates of the board.
    rank: [u8; 729],
    /// The false potentials a true candidate implies ([`on_to_off`]): with Y links, and
    /// without (the digit's other places only), by rank.
    offs: [Set; 2 * 256],
    /// The true potentials a false candidate implies ([`off_to_on`]) with each [`Links`],
    /// by rank.
    ons: [Set; 3 * 256],
    /// The candidates whose rows of `ons` are not empty, for each [`Links`].
    linked: [Set; 3],
}

impl Sieve {
    /// An empty sieve, to [`load`](Sieve::load); built in place (as [`LinkTable::new`]), not
    /// copied there.
    #[inline(always)]
    pub(crate) fn new() -> Sieve {
        Sieve {
            rank: [0; 729],
            offs: [[0; 4]; 2 * 256],
            ons: [[0; 4]; 3 * 256],
            linked: [[0; 4]; 3],
        }
    }

    /// A sieve for `board` whose links `links` hold, if the board has 256 candidates or fewer.
    pub(crate) fn load(&mut self, board: &Board, links: &LinkTable) -> bool {
        let mut n = 0usize;
        for cell in 0..81 {
            let mut digits = board.cands[cell];
            while digits != 0 {
                if n == 256 {
                    return false;
                }
                let k = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                self.rank[k] = n as u8;
                n += 1;
            }
        }
        self.linked = [[0; 4]; 3];
        for cell in 0..81 {
            let mut digits = board.cands[cell];
            while digits != 0 {
                let k = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let i = usize::from(self.rank[k]);
                let ranks = |ks: &[u16]| {
                    let mut set = [0; 4];
                    for &k in ks {
                        set_add_reg(&mut set, usize::from(self.rank[usize::from(k)]));
                    }
                    set
                };
                let all = &links.offs[k][..usize::from(links.len[k])];
                let (cell_part, houses) = all.split_at(usize::from(links.cell_len[k]));
                let houses = ranks(houses);
                let cell_part = ranks(cell_part);
                self.offs[i] = houses;
                self.offs[256 + i] = or(&houses, &cell_part);
                let x = ranks(links.off_to_on(k, Links::X));
                let y = ranks(links.off_to_on(k, Links::Y));
                self.ons[Links::X as usize * 256 + i] = x;
                self.ons[Links::Y as usize * 256 + i] = y;
                self.ons[Links::XY as usize * 256 + i] = or(&x, &y);
                for (j, set) in [x, y, or(&x, &y)].iter().enumerate() {
                    if *set != [0; 4] {
                        set_add(&mut self.linked[j], i);
                    }
                }
            }
        }
        true
    }

    /// The limits within which [`Bfs::search_on`] from `src` with these arguments finds
    /// what it finds, for cycles and for forcing chains (0 where it finds none): the depth
    /// of the last level where a cycle may close and of the first where a forcing chain
    /// ends, within the limits given.
    fn limits_on(
        &self,
        src: u16,
        links: Links,
        closers: &[u16],
        cycle_limit: usize,
        chain_limit: usize,
    ) -> (usize, usize) {
        let y = links.y();
        let offs = &self.offs[usize::from(y) * 256..][..256];
        let ons = &self.ons[links as usize * 256..][..256];
        let linked = &self.linked[links as usize];
        let s = usize::from(self.rank[usize::from(src)]);
        let to_start = offs[s];
        let mut to_close = [0; 4];
        for &c in closers {
            let c = &offs[usize::from(self.rank[usize::from(c)])];
            for w in 0..4 {
                to_close[w] |= c[w];
            }
        }
        let mut on_seen = [0; 4];
        set_add(&mut on_seen, s);
        let mut off_seen = [0; 4];
        let mut level = on_seen;
        let (mut cycles, mut chain) = (0, 0);
        let mut depth = 0;
        loop {
            let complexity = depth + 2;
            if depth >= 2 && complexity <= cycle_limit && meets(&level, &to_close) {
                cycles = complexity;
            }
            if chain == 0 && complexity <= chain_limit && meets(&level, &to_start) {
                chain = complexity;
            }
            let deeper = complexity + 2;
            if deeper > cycle_limit && (chain != 0 || deeper > chain_limit) {
                return (cycles, chain);
            }
            let offs_next = step(&level, offs, &mut off_seen);
            let next = step(&and(&offs_next, linked), ons, &mut on_seen);
            if next == [0; 4] {
                return (cycles, chain);
            }
            level = next;
            depth += 2;
        }
    }

    /// Whether [`Bfs::search_off`] from `src` with these arguments may find a forcing chain:
    /// false when it would return `None`.
    fn may_find_off(&self, src: u16, links: Links, limit: usize) -> bool {
        // As in `search_off`, X links are always followed.
        let links = if links.y() { Links::XY } else { Links::X };
        let offs = &self.offs[usize::from(links.y()) * 256..][..256];
        let ons = &self.ons[links as usize * 256..][..256];
        let linked = &self.linked[links as usize];
        let s = usize::from(self.rank[usize::from(src)]);
        let to_close = ons[s];
        let mut off_seen = [0; 4];
        set_add(&mut off_seen, s);
        let mut on_seen = [0u64; 4];
        let mut level = off_seen;
        let mut depth = 0;
        loop {
            let complexity = depth + 2;
            if complexity > limit {
                return false;
            }
            if meets(&level, &to_close) {
                return true;
            }
            if complexity + 2 > limit {
                return false;
            }
            let on_next = step(&and(&level, linked), ons, &mut on_seen);
            let next = step(&on_next, offs, &mut off_seen);
            if next == [0; 4] {
                return false;
            }
            level = next;
            depth += 2;
        }
    }
}

/// Breadth-first search state: which potentials were reached (by stamp), by whom, in order,
/// and the links of the board searched.
pub(crate) struct Bfs<'a> {
    links: &'a LinkTable,
    /// The search's stamp: 16 bits (half the memory of 32 to clear and to keep in cache),
    /// which a board's searches, two per start at most, never wrap; [`Bfs::restart`]
    /// clears the stamps if they ever do.
    stamp: u16,
    on_seen: [u16; 729],
    off_seen: [u16; 729],
    /// The false potential that first implied each true one.
    pub(crate) on_parent: [u16; 729],
    /// The true potential that first implied each false one.
    pub(crate) off_parent: [u16; 729],
    on_queue: [u16; 729],
    off_queue: [u16; 729],
    /// Stamped (with the search's stamp) for the true potentials that make the start false:
    /// a forcing chain from the start true ends at the first of them reached.
    to_start: [u16; 729],
    /// Stamped for the true potentials that make a cycle's closer false (see
    /// [`search_on`](Bfs::search_on)), and for the false potentials that make the start
    /// true (see [`search_off`](Bfs::search_off)).
    to_close: [u16; 729],
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
            to_start: [0; 729],
            to_close: [0; 729],
        }
    }

    #[inline]
    fn restart(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.on_seen = [0; 729];
            self.off_seen = [0; 729];
            self.to_start = [0; 729];
            self.to_close = [0; 729];
            self.stamp = 1;
        }
    }

    /// Walks the path from potential `end` back to the search's start `root`, both included.
    #[inline]
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
    #[inline]
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
        let y = links.y();
        // The links are symmetric: `p` true makes `q` false exactly when `q` true makes `p`
        // false. So the true potentials that make the start false are those the start true
        // makes false, and those that make a closer false those the closer makes false: each
        // true potential reached is looked up once, not each of its links.
        for &p in self.links.on_to_off(usize::from(src), y) {
            self.to_start[usize::from(p)] = stamp;
        }
        if cycle_limit > 0 {
            for &c in closers {
                for &p in self.links.on_to_off(usize::from(c), y) {
                    self.to_close[usize::from(p)] = stamp;
                }
            }
        }
        let (mut on_start, mut on_end) = (0, 1);
        let mut off_end = 0;
        let mut forcing = None;
        let mut depth = 0;
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
                if want_cycles && self.to_close[usize::from(p)] == stamp {
                    for &q in self.links.on_to_off(usize::from(p), y) {
                        if closers.contains(&q) && !self.on_path(p, q, src) {
                            cycle(self, p, q, complexity);
                        }
                    }
                }
                if want_chain && forcing.is_none() && self.to_start[usize::from(p)] == stamp {
                    forcing = Some((p, complexity));
                }
                if expand {
                    for &q in self.links.on_to_off(usize::from(p), y) {
                        if self.off_seen[usize::from(q)] != stamp {
                            self.off_seen[usize::from(q)] = stamp;
                            self.off_parent[usize::from(q)] = p;
                            self.off_queue[off_end] = q;
                            off_end += 1;
                        }
                    }
                }
            }
            if !expand {
                return forcing;
            }
            on_start = on_end;
            for j in off_start..off_end {
                let q = self.off_queue[j];
                for &r in self.links.off_to_on(usize::from(q), links) {
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
        // The false potentials that make the start true are those the start false makes true
        // (the links are symmetric, as in `search_on`). X links are always followed here.
        let links = if links.y() { Links::XY } else { Links::X };
        for &q in self.links.off_to_on(usize::from(src), links) {
            self.to_close[usize::from(q)] = stamp;
        }
        let (mut off_start, mut off_end) = (0, 1);
        let mut on_end = 0;
        let mut depth = 0;
        loop {
            let complexity = depth + 2;
            if complexity > limit {
                return None;
            }
            let on_start = on_end;
            for j in off_start..off_end {
                let q = self.off_queue[j];
                if self.to_close[usize::from(q)] == stamp {
                    return Some((q, complexity));
                }
                for &r in self.links.off_to_on(usize::from(q), links) {
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

/// What a cycle removes: each candidate outside the cycle's cells that sees a true and a
/// false potential of its digit in the cycle.
#[inline]
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

/// The starts of SE's searches, in its order: X links, then Y links (from two-candidate
/// cells only), then both; within each, every candidate of every unsolved cell in cell order.
#[inline]
pub(crate) fn for_each_start(board: &Board, mut each: impl FnMut(u16, Links)) {
    for links in [Links::X, Links::Y, Links::XY] {
        for cell in 0..81 {
            let count = nine_bit_count(board.cands[cell]);
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

/// SE's easiest cycle or forcing chain on some marks ([`best_cycle_or_chain`]).
pub(crate) struct Found {
    /// Where it stands in SE's sort, and its rating.
    pub(crate) rank: Rank,
    /// The links it uses.
    pub(crate) links: Links,
    /// Whether it is a cycle; else a forcing chain.
    pub(crate) cycle: bool,
    pub(crate) eliminations: MarkSet,
    /// The candidate it proves true, as `cell * 9 + digit - 1`: a forcing chain from the
    /// candidate taken false that comes back to it true.
    pub(crate) placement: Option<usize>,
    pub(crate) chain: Chain,
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

/// SE's `Chaining(false, false, false, 0)`: the easiest cycle or forcing chain on `marks`,
/// if any. For each candidate, in cell order then digit order, SE runs a breadth-first
/// search from it taken as true, and for forcing chains a second one from it taken as false.
/// Each potential is reached once, by its first discoverer. A cycle closes when a false
/// potential reached from a true one at depth two or more links back to the start and is not
/// on that true potential's own path; a forcing chain is the shortest path to the start's
/// opposite. SE runs X links alone, then Y links alone (cycles only, from two-candidate
/// cells), then both; within each, every candidate's cycles come before its forcing chains.
///
/// `barren`, on SE's path, holds for each digit its places when the searches of X links
/// from its starts found nothing (see [`Context::barren_x_chains`]): those searches read only
/// the digit's places, so while they are the same the digit's starts are skipped. A digit
/// whose searches all ran before any step was found (with no limit) and found none has its
/// places written there.
///
/// [`Context::barren_x_chains`]: crate::explain::search::Context::barren_x_chains
pub(crate) fn best_cycle_or_chain(marks: &Marks, barren: Option<&mut [u128; 9]>) -> Option<Found> {
    let board = Board::new(marks);
    let mut links = LinkTable::new();
    links.load(&board);
    let mut sieve = Sieve::new();
    let sieve = sieve.load(&board, &links).then_some(&sieve);
    let mut bfs = Bfs::new(&links);
    let mut best: Option<Found> = None;
    let mut limits = Limits::default();
    // The digits whose searches of X links ran within a limit or found a step.
    let mut found = [false; 9];
    for_each_start(&board, |src, links| {
        if links == Links::X {
            let d = usize::from(src) % 9;
            if barren.as_ref().is_some_and(|b| b[d] == board.with[d]) {
                return;
            }
            search(&board, sieve, &mut bfs, src, links, &mut best, &mut limits);
            // A step found before or by this search: then it ran within a limit or found
            // one, and says nothing of the digit's chains.
            found[d] |= best.is_some();
        } else {
            search(&board, sieve, &mut bfs, src, links, &mut best, &mut limits);
        }
    });
    if let Some(barren) = barren {
        for d in 0..9 {
            if !found[d] {
                barren[d] = board.with[d];
            }
        }
    }
    best
}

/// The limits of [`Rank::limit`] for cycles and for forcing chains of one kind of links
/// against one best step, kept while neither changes (the best changes seldom, and every
/// start asks).
#[derive(Default)]
struct Limits {
    /// The links the limits are for (none yet at first).
    links: Option<Links>,
    /// The best rank they are for: difficulty as bits, complexity and key.
    best: Option<(u64, usize, u8)>,
    cycle: usize,
    chain: usize,
}

impl Limits {
    /// The longest cycle and forcing chain of `links` that would sort before `best`.
    fn of(&mut self, links: Links, best: Option<&Rank>) -> (usize, usize) {
        let rank = best.map(|r| (r.difficulty.to_bits(), r.complexity, r.sort_key));
        if self.links != Some(links) || self.best != rank {
            let sort_key = links.sort_key();
            self.cycle = Rank::limit(links.cycle_base(), sort_key, best);
            self.chain = Rank::limit(links.chain_base(), sort_key, best);
            self.links = Some(links);
            self.best = rank;
        }
        (self.cycle, self.chain)
    }
}

/// The cycles and forcing chains of one candidate, offered to `best` in SE's order.
fn search(
    board: &Board,
    sieve: Option<&Sieve>,
    bfs: &mut Bfs<'_>,
    src: u16,
    links: Links,
    best: &mut Option<Found>,
    limits: &mut Limits,
) {
    let sort_key = links.sort_key();
    let (cycle_base, chain_base) = (links.cycle_base(), links.chain_base());
    // What makes the start true when false, as the link table already holds it.
    let mut closers = [0u16; 4];
    let closing = bfs.links.off_to_on(usize::from(src), links);
    let n = closing.len();
    closers[..n].copy_from_slice(closing);
    let (cycles, chains) = limits.of(links, best.as_ref().map(|f| &f.rank));
    let cycle_limit = if n == 0 { 0 } else { cycles };
    let chain_limit = if links.x() { chains } else { 0 };
    // A cycle has four potentials or more and a forcing chain two: past those limits there
    // is nothing to search.
    let (cycle_limit, chain_limit) = match sieve {
        Some(s) if cycle_limit >= 4 || chain_limit >= 2 => {
            s.limits_on(src, links, &closers[..n], cycle_limit, chain_limit)
        }
        _ => (cycle_limit, chain_limit),
    };
    let forcing = if cycle_limit < 4 && chain_limit < 2 {
        None
    } else {
        bfs.search_on(
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
                    links,
                    cycle: true,
                    eliminations,
                    placement: None,
                    chain,
                });
            },
        )
    };
    if let Some((p, complexity)) = forcing {
        let rank = Rank::new(chain_base, complexity, sort_key);
        if rank.beats(best.as_ref().map(|f| &f.rank)) {
            let mut eliminations = MarkSet::EMPTY;
            let k = usize::from(src);
            eliminations.insert(cell_of(k / 9), digit_of(k % 9));
            *best = Some(Found {
                rank,
                links,
                cycle: false,
                eliminations,
                placement: None,
                chain: chain_of(bfs, (src, true), (p, true), Some((src, false))),
            });
        }
    }
    if !links.x() {
        return;
    }
    let (_, limit) = limits.of(links, best.as_ref().map(|f| &f.rank));
    if limit < 2 || sieve.is_some_and(|s| !s.may_find_off(src, links, limit)) {
        return;
    }
    if let Some((q, complexity)) = bfs.search_off(src, links, limit) {
        let rank = Rank::new(chain_base, complexity, sort_key);
        if rank.beats(best.as_ref().map(|f| &f.rank)) {
            *best = Some(Found {
                rank,
                links,
                cycle: false,
                eliminations: MarkSet::EMPTY,
                placement: Some(usize::from(src)),
                chain: chain_of(bfs, (src, false), (q, false), Some((src, true))),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_steps_at_se_thresholds() {
        let steps: [(usize, u32); 9] = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
            (19, 5),
        ];
        for (complexity, tenths) in steps {
            let bonus = length_bonus(complexity);
            assert_eq!(
                (bonus * 10.0).round() as u32,
                tenths,
                "complexity {complexity}"
            );
        }
    }

    #[test]
    fn rank_orders_by_difficulty_then_complexity_then_key() {
        let a = Rank::new(6.5, 6, 2);
        let b = Rank::new(6.6, 4, 2);
        assert!(a.beats(Some(&b)));
        assert!(!b.beats(Some(&a)));
        // 6.5 + 0.1 ties 6.6 + 0.0 exactly; then the shorter wins.
        let c = Rank::new(6.5, 7, 2);
        assert!(b.beats(Some(&c)));
        assert_eq!(c.tenths(), 66);
        // An equal rank found later does not win.
        assert!(!Rank::new(6.6, 4, 2).beats(Some(&b)));
        assert_eq!(Rank::limit(6.6, 2, Some(&c)), 6);
    }
}
