//! What nested forcing chains need (SE's levels 2 to 5, rated 9.5 to 11.0): the steps of
//! inner rules, harvested for the outer chain.
//!
//! A dynamic chain at level 1 or more, when its plain links run out, asks other rules for
//! eliminations on the marks it has reduced so far (SE's `getAdvancedPotentials`). From
//! level 2 on, chain rules are among them: level 2 adds cycles and forcing chains, level 3
//! multiple forcing chains, level 4 uses dynamic forcing chains instead of both, and level 5
//! adds level-2 nested chains (chains inside chains inside chains).
//!
//! An inner rule's step becomes false potentials of the outer chain only if it rests on
//! candidates the outer chain struck: its *rule parents*, found by walking the inner step's
//! chains and collecting, for every true potential that holds because its cell or one of its
//! houses was down to two places, the candidates of that cell or house the outer chain
//! removed. Steps without rule parents would hold without the outer chain and are ignored.
//!
//! Every step of the inner rule is gathered ([`Harvest`]), in SE's sort order (difficulty,
//! complexity, kind, then discovery), and each candidate it removes is taken from the first
//! step that removes it. An inner chain step also carries its complexity: the outer step's
//! complexity adds that of each distinct inner chain its own chains pass through ([`Tally`]).

use crate::explain::engine::bits::{Bits, for_cells, house_bits};
use crate::explain::engine::houses::se_houses_of;
use crate::explain::engine::se_chains::{
    Bfs, Board, CELL, LinkTable, Links, Potential, Rank, cycle_eliminations, for_each_start,
    off_to_on,
};

/// The most rule parents kept for one step; more are not stored (SE keeps them all, but no
/// step met in practice comes close).
pub(super) const MAX_PARENTS: usize = 256;

/// How many steps of an inner rule one [`Harvest`] can keep, and room for their parents.
/// Steps offered once they are full are left out, which can change a rating; 16,384 parents
/// was too few for one `hardest1905` puzzle (10.9 instead of SE's 11.0), 32,768 was enough.
const HINTS: usize = 2048;
const POOL: usize = 32768;

/// The candidates (`cell * 9 + digit`) an outer chain struck that a set of inner links rests
/// on, each once, in the order found.
pub(super) struct RuleParents<'a> {
    /// The marks before the outer chain's assumption.
    outer: &'a Board,
    /// The outer chain's reduced marks, on which the inner rule runs.
    now: &'a Board,
    seen: Bits,
    list: [u16; MAX_PARENTS],
    len: usize,
}

impl<'a> RuleParents<'a> {
    pub(super) fn new(outer: &'a Board, now: &'a Board) -> RuleParents<'a> {
        RuleParents {
            outer,
            now,
            seen: Bits::EMPTY,
            list: [0; MAX_PARENTS],
            len: 0,
        }
    }

    /// Adds what a true potential `k` rests on: with `cause` [`CELL`], the
    /// candidates of its cell the outer chain struck; else, the places of its digit struck
    /// in house `cause` (an index into [`crate::House::ALL`]).
    pub(super) fn add_cause(&mut self, k: usize, cause: u8) {
        let (cell, d) = (k / 9, k % 9);
        if cause == CELL {
            let mut struck = self.outer.cands[cell] & !self.now.cands[cell];
            while struck != 0 {
                self.push(cell * 9 + struck.trailing_zeros() as usize);
                struck &= struck - 1;
            }
        } else {
            let house = house_bits(usize::from(cause));
            let struck = self.outer.with[d] & house & !self.now.with[d];
            for_cells(struck, |c| self.push(c * 9 + d));
        }
    }

    fn push(&mut self, k: usize) {
        if !self.seen.has(k) && self.len < MAX_PARENTS {
            self.seen.set(k);
            self.list[self.len] = k as u16;
            self.len += 1;
        }
    }

    pub(super) fn as_slice(&self) -> &[u16] {
        &self.list[..self.len]
    }
}

/// The complexity of a chain step as SE counts it: for each of its targets, the potentials
/// its chain rests on (`flat`), plus the complexity of each distinct inner chain met on the
/// way (`nested`); and an identity of the chains, so that an outer step counts an inner chain
/// it meets twice only once.
pub(super) struct Tally {
    pub(super) flat: usize,
    pub(super) nested: usize,
    counted: [u64; 64],
    counted_len: usize,
    /// A hash of the targets in order, each with the set of potentials its chain holds.
    pub(super) identity: u64,
    target_set: u64,
}

impl Tally {
    pub(super) fn new() -> Tally {
        Tally {
            flat: 0,
            nested: 0,
            counted: [0; 64],
            counted_len: 0,
            identity: 0,
            target_set: 0,
        }
    }

    /// Starts a target `(k, on)`.
    pub(super) fn begin(&mut self, k: u16, on: bool) {
        self.identity = mix(self.identity ^ code(k, on));
        self.target_set = 0;
    }

    /// Counts a potential of the current target's chain.
    pub(super) fn potential(&mut self, k: u16, on: bool) {
        self.flat += 1;
        self.target_set = self.target_set.wrapping_add(mix(code(k, on)));
    }

    /// Ends the current target.
    pub(super) fn end(&mut self) {
        self.identity = mix(self.identity.wrapping_add(self.target_set));
    }

    /// Counts an inner chain met on the way, unless already counted.
    pub(super) fn inner(&mut self, identity: u64, complexity: u32) {
        if self.counted[..self.counted_len].contains(&identity) {
            return;
        }
        if self.counted_len < self.counted.len() {
            self.counted[self.counted_len] = identity;
            self.counted_len += 1;
        }
        self.nested += complexity as usize;
    }

    pub(super) fn complexity(&self) -> usize {
        self.flat + self.nested
    }
}

fn code(k: u16, on: bool) -> u64 {
    u64::from(k) << 1 | u64::from(on)
}

/// SplitMix64's finaliser: spreads the bits of `x`.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// One stored step of an inner rule: where its rule parents sit in the pool, its chains'
/// identity and its complexity.
#[derive(Clone, Copy)]
struct Stored {
    at: u16,
    len: u16,
    identity: u64,
    complexity: u32,
}

/// Every step of an inner rule that rests on struck candidates, reduced to what the outer
/// chain uses: for each candidate removed, the first such step (in SE's order) removing it.
pub(super) struct Harvest {
    best: [Option<(Rank, u32)>; 729],
    step_of: [u16; 729],
    steps: [Stored; HINTS],
    steps_len: usize,
    pool: [u16; POOL],
    pool_len: usize,
    seq: u32,
    found: bool,
}

impl Harvest {
    pub(super) fn new() -> Harvest {
        Harvest {
            best: [None; 729],
            step_of: [0; 729],
            steps: [Stored {
                at: 0,
                len: 0,
                identity: 0,
                complexity: 0,
            }; HINTS],
            steps_len: 0,
            pool: [0; POOL],
            pool_len: 0,
            seq: 0,
            found: false,
        }
    }

    /// Whether a step with rule parents was offered (SE then stops asking further rules).
    pub(super) fn found(&self) -> bool {
        self.found
    }

    /// Offers a step, in discovery order: its rank, the candidates it removes, its rule
    /// parents, and its chains' identity and complexity.
    pub(super) fn offer(
        &mut self,
        rank: Rank,
        removes: impl IntoIterator<Item = usize>,
        parents: &[u16],
        identity: u64,
        complexity: usize,
    ) {
        self.seq += 1;
        if parents.is_empty() {
            return;
        }
        let seq = self.seq;
        let mut stored = None;
        for k in removes {
            self.found = true;
            let better = match &self.best[k] {
                None => true,
                Some((old, _)) => rank.beats(Some(old)),
            };
            if !better {
                continue;
            }
            let index = match stored {
                Some(index) => index,
                None => {
                    if self.steps_len == HINTS || self.pool_len + parents.len() > POOL {
                        return;
                    }
                    let at = self.pool_len;
                    self.pool[at..at + parents.len()].copy_from_slice(parents);
                    self.pool_len += parents.len();
                    self.steps[self.steps_len] = Stored {
                        at: at as u16,
                        len: parents.len() as u16,
                        identity,
                        complexity: complexity.min(u32::MAX as usize) as u32,
                    };
                    self.steps_len += 1;
                    stored = Some(self.steps_len - 1);
                    self.steps_len - 1
                }
            };
            self.best[k] = Some((rank, seq));
            self.step_of[k] = index as u16;
        }
    }

    /// Calls `each(candidate, rule parents, identity, complexity)` for every candidate
    /// removed, in SE's order: by the step that removes it first, then by candidate.
    pub(super) fn for_each(&self, mut each: impl FnMut(usize, &[u16], u64, u32)) {
        let mut order = [0u16; 729];
        let mut n = 0;
        for (k, best) in self.best.iter().enumerate() {
            if best.is_some() {
                order[n] = k as u16;
                n += 1;
            }
        }
        order[..n].sort_unstable_by(|&a, &b| {
            let (ra, sa) = self.best[usize::from(a)].expect("listed");
            let (rb, sb) = self.best[usize::from(b)].expect("listed");
            if ra.beats(Some(&rb)) {
                core::cmp::Ordering::Less
            } else if rb.beats(Some(&ra)) {
                core::cmp::Ordering::Greater
            } else {
                (sa, a).cmp(&(sb, b))
            }
        });
        for &k in &order[..n] {
            let step = self.steps[usize::from(self.step_of[usize::from(k)])];
            let at = usize::from(step.at);
            let parents = &self.pool[at..at + usize::from(step.len)];
            each(usize::from(k), parents, step.identity, step.complexity);
        }
    }
}

// The cycles and forcing chains of the chains family (SE's level 2), harvested for an outer
// chain: each with the potentials it rests on and why each true one holds.

/// Why the false potential `q` follows from the true potential `p` by a plain link, in
/// SE's terms: their cell, when it is the same, or the first of `p`'s box, row and column
/// holding `q`.
fn off_cause(p: usize, q: usize) -> u8 {
    if p / 9 == q / 9 {
        return CELL;
    }
    se_houses_of(p / 9)
        .into_iter()
        .find(|&house| se_houses_of(q / 9).contains(&house))
        .map_or(CELL, |house| house as u8)
}

/// Why the true potential `r` follows from the false potential `q` by a plain link: their
/// cell, when it is the same, or the first of `q`'s box, row and column where the digit has
/// two places.
fn link_cause(board: &Board, q: usize, r: usize) -> u8 {
    if q / 9 == r / 9 {
        return CELL;
    }
    let d = r % 9;
    se_houses_of(q / 9)
        .into_iter()
        .find(|&house| {
            house_bits(house) >> (r / 9) & 1 == 1
                && (board.with[d] & house_bits(house)).count_ones() == 2
        })
        .map_or(CELL, |house| house as u8)
}

/// Every cycle and forcing chain on `board` (an outer chain's reduced marks; `outer` holds
/// them before its assumption), to `harvest`, in SE's order.
pub(super) fn harvest_cycles(board: &Board, outer: &Board, harvest: &mut Harvest) {
    let mut links = LinkTable::new();
    links.load(board);
    let mut bfs = Bfs::new(&links);
    for_each_start(board, |src, links| {
        harvest_from(board, outer, &mut bfs, src, links, harvest);
    });
}

/// Offers the step whose chain is the path ending at `end` (walked back to `root`), then
/// `last` reached from `end` by a plain link and, for a cycle, the link `close` back to the
/// start; with its rank, complexity and what it removes.
#[allow(clippy::too_many_arguments)]
fn offer_path(
    board: &Board,
    outer: &Board,
    bfs: &Bfs<'_>,
    (root, end, last): (Potential, Potential, Potential),
    close: Option<(u16, u16)>,
    (rank, complexity): (Rank, usize),
    removes: impl IntoIterator<Item = usize>,
    harvest: &mut Harvest,
) {
    let mut parents = RuleParents::new(outer, board);
    let mut tally = Tally::new();
    tally.begin(last.0, last.1);
    tally.potential(last.0, last.1);
    bfs.walk(end, root, |(k, on)| tally.potential(k, on));
    // The true potentials, each resting on its cell or a house.
    let mut cause = |q: u16, r: u16| {
        let (q, r) = (usize::from(q), usize::from(r));
        parents.add_cause(r, link_cause(board, q, r));
    };
    if last.1 {
        cause(end.0, last.0);
    }
    if let Some((q, r)) = close {
        cause(q, r);
    }
    bfs.walk(end, root, |(k, on)| {
        if on && (k, on) != root {
            cause(bfs.on_parent[usize::from(k)], k);
        }
    });
    // A cycle is also read backwards (SE's reversed cycle: each potential flipped, keeping
    // its cause), which makes its false potentials count as true ones.
    if close.is_some() {
        let mut reversed = |p: u16, q: u16| {
            let q = usize::from(q);
            parents.add_cause(q, off_cause(usize::from(p), q));
        };
        if !last.1 {
            reversed(end.0, last.0);
        }
        bfs.walk(end, root, |(k, on)| {
            if !on && (k, on) != root {
                reversed(bfs.off_parent[usize::from(k)], k);
            }
        });
    }
    tally.end();
    harvest.offer(
        rank,
        removes,
        parents.as_slice(),
        tally.identity,
        complexity,
    );
}

/// The cycles and forcing chains of one candidate, each offered to `harvest`.
fn harvest_from(
    board: &Board,
    outer: &Board,
    bfs: &mut Bfs<'_>,
    src: u16,
    links: Links,
    harvest: &mut Harvest,
) {
    let sort_key = links.sort_key();
    let cycle_base = links.cycle_base();
    let chain_base = links.chain_base();
    let mut closers = [0u16; 4];
    let n = off_to_on(board, usize::from(src), links.y(), links.x(), &mut closers);
    let cycle_limit = if n == 0 { 0 } else { usize::MAX };
    let chain_limit = if links.x() { usize::MAX } else { 0 };
    let forcing = bfs.search_on(
        src,
        links,
        &closers[..n],
        cycle_limit,
        chain_limit,
        |bfs, p, q, complexity| {
            let eliminations = cycle_eliminations(board, bfs, src, p, q);
            if eliminations.is_empty() {
                return;
            }
            let rank = Rank::new(cycle_base, complexity, sort_key);
            let removes = eliminations
                .iter()
                .map(|(cell, digit)| cell.index() * 9 + usize::from(digit.get() - 1));
            offer_path(
                board,
                outer,
                bfs,
                ((src, true), (p, true), (q, false)),
                Some((q, src)),
                (rank, complexity),
                removes,
                harvest,
            );
        },
    );
    if let Some((p, complexity)) = forcing {
        let rank = Rank::new(chain_base, complexity, sort_key);
        offer_path(
            board,
            outer,
            bfs,
            ((src, true), (p, true), (src, false)),
            None,
            (rank, complexity),
            [usize::from(src)],
            harvest,
        );
    }
    if !links.x() {
        return;
    }
    if let Some((q, complexity)) = bfs.search_off(src, links, usize::MAX) {
        let rank = Rank::new(chain_base, complexity, sort_key);
        let k = usize::from(src);
        let mut others = board.cands[k / 9] & !(1 << (k % 9));
        let mut removes = [0usize; 9];
        let mut n = 0;
        while others != 0 {
            removes[n] = k / 9 * 9 + others.trailing_zeros() as usize;
            n += 1;
            others &= others - 1;
        }
        offer_path(
            board,
            outer,
            bfs,
            ((src, false), (q, false), (src, true)),
            None,
            (rank, complexity),
            removes[..n].iter().copied(),
            harvest,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Marks};

    fn k(cell: usize, digit: usize) -> usize {
        cell * 9 + digit - 1
    }

    #[test]
    fn harvest_keeps_the_first_step_removing_each_candidate_in_se_order() {
        let mut harvest = Harvest::new();
        // Found first, but harder: loses r1c2's 5 to the easier step found later.
        harvest.offer(Rank::new(9.5, 10, 1), [k(1, 5), k(2, 5)], &[7], 11, 10);
        // No rule parents: ignored, as SE ignores a step that holds without the outer chain.
        harvest.offer(Rank::new(9.5, 2, 1), [k(3, 5)], &[], 12, 2);
        harvest.offer(Rank::new(9.5, 4, 1), [k(1, 5)], &[8, 9], 13, 4);
        // A tie with the first on every key: the first found keeps r1c3.
        harvest.offer(Rank::new(9.5, 10, 1), [k(2, 5)], &[6], 14, 10);
        assert!(harvest.found());
        let mut seen = [(0, [0u16; 2], 0, 0); 2];
        let mut n = 0;
        harvest.for_each(|cand, parents, id, cx| {
            let mut kept = [0; 2];
            kept[..parents.len()].copy_from_slice(parents);
            seen[n] = (cand, kept, id, cx);
            n += 1;
        });
        assert_eq!(n, 2);
        assert_eq!(seen, [(k(1, 5), [8, 9], 13, 4), (k(2, 5), [7, 0], 11, 10)]);
    }

    #[test]
    fn a_harvest_of_parentless_steps_finds_nothing() {
        let mut harvest = Harvest::new();
        harvest.offer(Rank::new(9.5, 2, 1), [k(3, 5)], &[], 12, 2);
        assert!(!harvest.found());
        harvest.for_each(|_, _, _, _| panic!("nothing to give"));
    }

    #[test]
    fn rule_parents_are_the_struck_candidates_of_the_cell_or_house() {
        let marks = Marks::new(&Grid::EMPTY);
        let outer = Board::new(&marks);
        let mut now = outer;
        // Strike 3 and 4 from r1c1, and 7 from r1c5 and r9c1.
        for (cell, digit) in [(0, 3), (0, 4), (4, 7), (72, 7)] {
            now.cands[cell] &= !(1 << (digit - 1));
            now.with[digit - 1] &= !(1u128 << cell);
        }
        let mut parents = RuleParents::new(&outer, &now);
        parents.add_cause(k(0, 1), CELL);
        assert_eq!(parents.as_slice(), [k(0, 3) as u16, k(0, 4) as u16]);
        // 7's places in row 1 (house 0): r1c5 was struck; r9c1 is not in the row.
        let mut parents = RuleParents::new(&outer, &now);
        parents.add_cause(k(1, 7), 0);
        parents.add_cause(k(1, 7), 0);
        assert_eq!(parents.as_slice(), [k(4, 7) as u16]);
    }

    #[test]
    fn an_inner_chain_met_twice_counts_once() {
        let mut tally = Tally::new();
        tally.begin(5, true);
        tally.potential(5, true);
        tally.potential(6, false);
        tally.inner(99, 12);
        tally.end();
        tally.begin(7, false);
        tally.potential(7, false);
        tally.inner(99, 12);
        tally.inner(100, 3);
        tally.end();
        assert_eq!((tally.flat, tally.nested, tally.complexity()), (3, 15, 18));
    }

    #[test]
    fn the_identity_depends_on_the_chains_not_their_order_within_a_target() {
        let identity = |order: &[(u16, bool)]| {
            let mut tally = Tally::new();
            tally.begin(1, true);
            for &(k, on) in order {
                tally.potential(k, on);
            }
            tally.end();
            tally.identity
        };
        let a = identity(&[(1, true), (2, false), (3, true)]);
        assert_eq!(a, identity(&[(3, true), (1, true), (2, false)]));
        assert_ne!(a, identity(&[(1, true), (2, true), (3, true)]));
    }
}
