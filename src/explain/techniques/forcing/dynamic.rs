//! Chains that follow every consequence of an assumption at once (SE's `doChaining`):
//! Nishio forcing chains (7.5), multiple forcing chains (8.0), dynamic forcing chains (8.5),
//! dynamic forcing chains (+) (9.0) and nested forcing chains (9.5 to 11.0, see
//! [`nested`](mod@super::nested)).
//!
//! From an assumption, SE takes pending true potentials first, then one pending false one, and
//! so on, each potential once. In dynamic mode each false potential taken is also struck from
//! a working copy of the marks, so later links see the reduced marks (a cell left with one
//! candidate, a digit left with one place); such a link also depends on the struck potentials,
//! and they count in its chain's length. The search stops at the first potential that would be
//! both true and false. From level 1 on, when the links run out, other rules are asked for
//! eliminations on the reduced marks.
//!
//! Steps, per candidate in cell order: a contradiction from it taken true (remove it) or false
//! (place it); in dynamic mode with three or more candidates in the cell, a potential implied
//! the same way by both; for every house where the candidate's digit has its first place in
//! that cell, a potential implied by every place of the digit in the house; after the cell's
//! candidates, a potential implied by every candidate of the cell.

use core::ops::ControlFlow;

use super::nested::{Harvest, MAX_PARENTS, RuleParents, Tally};
use crate::candidates::nine_bit_count;
use crate::explain::chain::Rule;
use crate::explain::engine::bits::{
    Bits, cell_bit, cell_of, digit_of, for_cells, house_bits, two_bits,
};
use crate::explain::engine::houses::se_houses_of;
use crate::explain::engine::se_chains::{Board, CELL, Rank, on_to_off};
use crate::explain::search::{Context, Find, Sink};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::{Chain, ChainNode, Step, StepKind};
use crate::{MarkSet, Marks};

/// No parent: the assumption itself.
const NONE: u16 = u16::MAX;
/// Room for the parents of the false potentials found by rules in one run.
const POOL: usize = 8192;

/// Which of SE's rules runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Nishio,
    Multiple,
    Dynamic,
    /// Dynamic, plus eliminations by pointing, claiming, hidden and naked pairs and X-Wings on
    /// the reduced marks when the plain links run out (SE's level 1, "Dynamic (+)").
    DynamicPlus,
    /// Dynamic, plus those rules and chain rules (SE's levels 2 to 5): see [`nested`](mod@super::nested).
    Nested(u8),
}

impl Kind {
    fn dynamic(self) -> bool {
        self != Kind::Multiple
    }

    fn y(self) -> bool {
        self != Kind::Nishio
    }

    /// SE's nesting level: 0 without other rules.
    fn level(self) -> u8 {
        match self {
            Kind::Nishio | Kind::Multiple | Kind::Dynamic => 0,
            Kind::DynamicPlus => 1,
            Kind::Nested(level) => level,
        }
    }

    fn base(self) -> (&'static Facts, f64) {
        match self {
            Kind::Nishio => (&super::NISHIO_FORCING_CHAIN, 7.5),
            Kind::Multiple => (&super::MULTIPLE_FORCING_CHAIN, 8.0),
            Kind::Dynamic => (&super::DYNAMIC_FORCING_CHAIN, 8.5),
            Kind::DynamicPlus => (&super::DYNAMIC_FORCING_CHAIN_PLUS, 9.0),
            Kind::Nested(level) => (
                &super::NESTED_FORCING_CHAIN,
                9.5 + 0.5 * f64::from(level - 2),
            ),
        }
    }
}

/// The chain rules asked after the plain ones at a nesting level (SE's `otherRules`).
#[derive(Clone, Copy)]
enum Inner {
    /// Cycles and forcing X-, Y- and XY-chains.
    Unary,
    Chains(Kind),
}

fn inner_rules(level: u8) -> &'static [Inner] {
    match level {
        0 | 1 => &[],
        2 => &[Inner::Unary],
        3 => &[Inner::Unary, Inner::Chains(Kind::Multiple)],
        4 => &[Inner::Chains(Kind::Dynamic)],
        _ => &[Inner::Chains(Kind::Dynamic), Inner::Chains(Kind::Nested(2))],
    }
}

/// A potential: candidate index and state.
type Pot = (u16, bool);

/// One run of `doChaining` from one assumption.
struct Run {
    board: Board,
    on: Bits,
    off: Bits,
    on_parent: [u16; 729],
    on_cause: [u8; 729],
    on_time: [u16; 729],
    off_parent: [u16; 729],
    /// How many links lie between each potential and the assumption along its first
    /// parents: its chain holds at least `depth + 1` potentials (see [`Run::least`]).
    on_depth: [u16; 729],
    off_depth: [u16; 729],
    removed_at: [u16; 729],
    on_list: [u16; 729],
    off_list: [u16; 729],
    on_len: usize,
    off_len: usize,
    root: Pot,
    /// The puzzle's placed digits (for the rules of [`Kind::DynamicPlus`]).
    grid: crate::Grid,
    /// The rules asked on the reduced marks from level 1 on, in order (SE's pointing and
    /// claiming, hidden pairs, naked pairs and X-Wings), handed in by the catalogue.
    rules: &'static [Find],
    /// False potentials found by a rule, and where their parents sit in `pool`.
    advanced: Bits,
    pool_at: [u16; 729],
    pool_len: [u16; 729],
    pool: [u16; POOL],
    pool_used: usize,
    /// For false potentials found by an inner chain rule: that chain's identity and
    /// complexity (see [`Tally`]); identity 0 for the other rules.
    nested_id: [u64; 729],
    nested_cx: [u32; 729],
    /// For false potentials found by a rule: which, for the sentence.
    rule: [Rule; 729],
    /// The potential found both true and false: the true one, then the false one; the one
    /// not in the sets is described by `clash_*`.
    clash: Option<u16>,
    clash_new_on: bool,
    clash_parent: u16,
    clash_cause: u8,
    clash_time: u16,
}

impl Run {
    fn new(board: &Board, rules: &'static [Find]) -> Run {
        Run {
            rules,
            board: *board,
            on: Bits::EMPTY,
            off: Bits::EMPTY,
            on_parent: [NONE; 729],
            on_cause: [CELL; 729],
            on_time: [0; 729],
            off_parent: [NONE; 729],
            on_depth: [0; 729],
            off_depth: [0; 729],
            removed_at: [NONE; 729],
            on_list: [0; 729],
            off_list: [0; 729],
            on_len: 0,
            off_len: 0,
            root: (0, true),
            grid: crate::Grid::EMPTY,
            advanced: Bits::EMPTY,
            pool_at: [0; 729],
            pool_len: [0; 729],
            pool: [0; POOL],
            pool_used: 0,
            nested_id: [0; 729],
            nested_cx: [0; 729],
            rule: [Rule::Link; 729],
            clash: None,
            clash_new_on: false,
            clash_parent: NONE,
            clash_cause: CELL,
            clash_time: 0,
        }
    }

    /// Follows every consequence of `root` on `start` (the marks before the assumption).
    fn run(&mut self, start: &Board, root: Pot, kind: Kind) {
        self.board = *start;
        self.advanced = Bits::EMPTY;
        self.pool_used = 0;
        self.on = Bits::EMPTY;
        self.off = Bits::EMPTY;
        self.removed_at = [NONE; 729];
        self.on_len = 0;
        self.off_len = 0;
        self.root = root;
        self.clash = None;
        let k = usize::from(root.0);
        if root.1 {
            self.on.set(k);
            self.on_parent[k] = NONE;
            self.on_depth[k] = 0;
            self.on_list[0] = root.0;
            self.on_len = 1;
        } else {
            self.off.set(k);
            self.off_parent[k] = NONE;
            self.off_depth[k] = 0;
            self.off_list[0] = root.0;
            self.off_len = 1;
        }
        let (mut on_head, mut off_head) = (0, 0);
        let mut removed = 0u16;
        let mut offs = [0u16; 32];
        let mut ons = [(0u16, 0u8); 4];
        while on_head < self.on_len || off_head < self.off_len {
            if on_head < self.on_len {
                let p = self.on_list[on_head];
                on_head += 1;
                let n = on_to_off(&self.board, usize::from(p), kind.y(), &mut offs);
                for &q in &offs[..n] {
                    let qk = usize::from(q);
                    if self.on.has(qk) {
                        self.clash = Some(q);
                        self.clash_new_on = false;
                        self.clash_parent = p;
                        return;
                    }
                    if !self.off.has(qk) {
                        self.off.set(qk);
                        self.off_parent[qk] = p;
                        self.off_depth[qk] = self.on_depth[usize::from(p)] + 1;
                        self.off_list[self.off_len] = q;
                        self.off_len += 1;
                    }
                }
            } else {
                let q = self.off_list[off_head];
                off_head += 1;
                let n = self.off_to_on(usize::from(q), kind.y(), &mut ons);
                if kind.dynamic() {
                    let qk = usize::from(q);
                    self.board.cands[qk / 9] &= !(1 << (qk % 9));
                    self.board.with[qk % 9] &= !cell_bit(qk / 9);
                    self.removed_at[qk] = removed;
                    removed += 1;
                }
                // Links found before `q` was struck depend on what was struck before it.
                let time = removed - u16::from(kind.dynamic());
                for &(r, cause) in &ons[..n] {
                    let rk = usize::from(r);
                    if self.off.has(rk) {
                        self.clash = Some(r);
                        self.clash_new_on = true;
                        self.clash_parent = q;
                        self.clash_cause = cause;
                        self.clash_time = time;
                        return;
                    }
                    if !self.on.has(rk) {
                        self.on.set(rk);
                        self.on_parent[rk] = q;
                        self.on_depth[rk] = self.off_depth[usize::from(q)] + 1;
                        self.on_cause[rk] = cause;
                        self.on_time[rk] = time;
                        self.on_list[self.on_len] = r;
                        self.on_len += 1;
                    }
                }
            }
            if kind.level() > 0 && on_head == self.on_len && off_head == self.off_len {
                self.advance(start, kind.level());
            }
        }
    }

    /// SE's `getAdvancedPotentials`: the first rule that finds eliminations resting on struck
    /// candidates, on the reduced marks; each elimination becomes a false potential whose
    /// parents are those struck candidates. The rules: pointing and claiming, hidden pairs,
    /// naked pairs and X-Wings; from level 2 on, chain rules (see [`inner_rules`]).
    ///
    /// Never inlined: its nested searches keep runs of their own, about 160 KB of stack,
    /// which [`Run::run`] would otherwise set up (and probe) at every call, advancing or not.
    #[inline(never)]
    fn advance(&mut self, start: &Board, level: u8) {
        let board = self.board;
        let marks = Marks::from_candidates(&self.grid, |cell| {
            crate::Candidates::from_bits_truncate(board.cands[cell.index()])
        });
        for rule in self.rules {
            let mut found = false;
            let _ = rule(&mut Context::new(&marks), &mut |step| {
                let mut parents = [0u16; MAX_PARENTS];
                let n = rule_parents(step, start, &board, &mut parents);
                if n == 0 || step.elimination_set().is_empty() {
                    return ControlFlow::Continue(());
                }
                found = true;
                for (cell, digit) in step.eliminations() {
                    let k = cell.index() * 9 + usize::from(digit.get() - 1);
                    let rule = Rule::Technique(step.technique());
                    self.add_advanced(k, &parents[..n], 0, 0, rule);
                }
                ControlFlow::Continue(())
            });
            if found {
                return;
            }
        }
        for &rule in inner_rules(level) {
            let mut harvest = Harvest::new();
            match rule {
                Inner::Unary => super::nested::harvest_cycles(&board, start, &mut harvest),
                Inner::Chains(kind) => {
                    let mut gather = Gather::Harvest {
                        outer: start,
                        harvest: &mut harvest,
                    };
                    search_board(&board, &self.grid, kind, self.rules, &mut gather);
                }
            }
            if harvest.found() {
                harvest.for_each(|k, parents, id, cx| {
                    self.add_advanced(k, parents, id, cx, Rule::Chain);
                });
                return;
            }
        }
    }

    /// Adds the false potential `k` found by `rule` resting on `parents`, unless known.
    fn add_advanced(
        &mut self,
        k: usize,
        parents: &[u16],
        nested_id: u64,
        nested_cx: u32,
        rule: Rule,
    ) {
        let n = parents.len();
        if self.off.has(k) || self.pool_used + n > POOL {
            return;
        }
        self.off.set(k);
        self.advanced.set(k);
        self.off_parent[k] = parents[0];
        self.off_depth[k] = self.off_depth[usize::from(parents[0])] + 1;
        self.pool_at[k] = self.pool_used as u16;
        self.pool_len[k] = n as u16;
        self.pool[self.pool_used..self.pool_used + n].copy_from_slice(parents);
        self.pool_used += n;
        self.nested_id[k] = nested_id;
        self.nested_cx[k] = nested_cx;
        self.rule[k] = rule;
        self.off_list[self.off_len] = k as u16;
        self.off_len += 1;
    }

    /// SE's `getOffToOn` on the working marks, with the reason of each link.
    fn off_to_on(&self, k: usize, y: bool, out: &mut [(u16, u8); 4]) -> usize {
        let (cell, d) = (k / 9, k % 9);
        let mut n = 0;
        let cands = self.board.cands[cell];
        if y && nine_bit_count(cands) == 2 {
            let other = cands & !(1 << d);
            out[n] = ((cell * 9 + other.trailing_zeros() as usize) as u16, CELL);
            n += 1;
        }
        for house in se_houses_of(cell) {
            let places = self.board.with[d] & house_bits(house);
            if two_bits(places) {
                let other = (places & !cell_bit(cell)).trailing_zeros() as usize;
                let on = (other * 9 + d) as u16;
                if !out[..n].iter().any(|&(k, _)| k == on) {
                    out[n] = (on, house as u8);
                    n += 1;
                }
            }
        }
        n
    }

    /// The parents of a true potential made at `time` for `cause` from `parent`.
    fn on_parents(
        &self,
        start: &Board,
        k: usize,
        parent: u16,
        cause: u8,
        time: u16,
        mut each: impl FnMut(Pot),
    ) {
        if parent == NONE {
            return;
        }
        each((parent, false));
        let (cell, d) = (k / 9, k % 9);
        let struck = |k2: usize| self.removed_at[k2] < time;
        if cause == CELL {
            let mut cands = start.cands[cell];
            while cands != 0 {
                let k2 = cell * 9 + cands.trailing_zeros() as usize;
                cands &= cands - 1;
                if struck(k2) {
                    each((k2 as u16, false));
                }
            }
        } else {
            let places = start.with[d] & house_bits(usize::from(cause));
            for_cells(places, |c2| {
                if struck(c2 * 9 + d) {
                    each(((c2 * 9 + d) as u16, false));
                }
            });
        }
    }

    /// The potentials `p` was derived from; `fresh` for the one made at the clash.
    fn parents_of(
        &self,
        start: &Board,
        p: Pot,
        fresh: bool,
        out: &mut [Pot; MAX_PARENTS + 9],
    ) -> usize {
        let mut n = 0;
        let k = usize::from(p.0);
        if p == self.root && !fresh {
            return 0;
        }
        let mut add = |q: Pot| {
            out[n] = q;
            n += 1;
        };
        match (p.1, fresh) {
            (true, true) => self.on_parents(
                start,
                k,
                self.clash_parent,
                self.clash_cause,
                self.clash_time,
                &mut add,
            ),
            (true, false) => self.on_parents(
                start,
                k,
                self.on_parent[k],
                self.on_cause[k],
                self.on_time[k],
                &mut add,
            ),
            (false, true) => add((self.clash_parent, true)),
            (false, false) => {
                if self.advanced.has(k) {
                    let at = usize::from(self.pool_at[k]);
                    for &q in &self.pool[at..at + usize::from(self.pool_len[k])] {
                        add((q, false));
                    }
                } else if self.off_parent[k] != NONE {
                    add((self.off_parent[k], true));
                }
            }
        }
        n
    }

    /// Walks every potential `target` rests on, itself included, each once (SE's
    /// `getChain`); `fresh` for the potential made at the clash, not kept in the sets. Calls
    /// `each` with each potential and, for a true one, why it holds (`None` for the
    /// assumption).
    fn visit(
        &self,
        start: &Board,
        target: Pot,
        fresh: bool,
        mut each: impl FnMut(Pot, Option<u8>),
    ) {
        let mut seen = [Bits::EMPTY; 2];
        let mut stack = [(0u16, false); 1458];
        let mut parents = [(0u16, false); MAX_PARENTS + 9];
        seen[usize::from(target.1)].set(usize::from(target.0));
        stack[0] = target;
        let mut top = 1;
        let mut first = true;
        while top > 0 {
            top -= 1;
            let p = stack[top];
            let fresh_here = first && fresh;
            let cause = if !p.1 {
                None
            } else if fresh_here {
                Some(self.clash_cause)
            } else if p == self.root {
                None
            } else {
                Some(self.on_cause[usize::from(p.0)])
            };
            each(p, cause);
            let n = self.parents_of(start, p, fresh_here, &mut parents);
            first = false;
            for &q in &parents[..n] {
                let bits = &mut seen[usize::from(q.1)];
                if !bits.has(usize::from(q.0)) {
                    bits.set(usize::from(q.0));
                    stack[top] = q;
                    top += 1;
                }
            }
        }
    }

    /// Adds `target`'s chain to `tally` (see [`Tally`]), and to `parents` the candidates an
    /// outer chain struck that its true potentials rest on; `root_cause` is why the
    /// assumption holds in the step's own terms (a cell or a house), if it does.
    fn tally(
        &self,
        start: &Board,
        target: Pot,
        fresh: bool,
        root_cause: Option<u8>,
        tally: &mut Tally,
        mut parents: Option<&mut RuleParents<'_>>,
    ) {
        tally.begin(target.0, target.1);
        self.visit(start, target, fresh, |(k, on), cause| {
            tally.potential(k, on);
            let k = usize::from(k);
            if !on && self.advanced.has(k) && self.nested_id[k] != 0 {
                tally.inner(self.nested_id[k], self.nested_cx[k]);
            }
            if let (true, Some(parents), Some(cause)) =
                (on, parents.as_deref_mut(), cause.or(root_cause))
            {
                parents.add_cause(k, cause);
            }
        });
        tally.end();
    }

    /// The two ends of the clash, each with whether it is the fresh one.
    fn clash_ends(&self) -> Option<((Pot, bool), (Pot, bool))> {
        let k = self.clash?;
        Some((
            ((k, true), self.clash_new_on),
            ((k, false), !self.clash_new_on),
        ))
    }

    /// The fewest potentials the chain of `target` (in the sets) can hold: its first parents
    /// back to the assumption, each a potential of its own (a parent was found before its
    /// child), which [`visit`](Run::visit) walks among the others.
    fn least(&self, target: Pot) -> usize {
        let k = usize::from(target.0);
        let depth = if target.1 {
            self.on_depth[k]
        } else {
            self.off_depth[k]
        };
        usize::from(depth) + 1
    }

    /// [`least`](Run::least) for an end of the clash; `fresh` for the one made at the clash,
    /// whose first parent is the clash's.
    fn least_end(&self, end: Pot, fresh: bool) -> usize {
        if fresh {
            self.least((self.clash_parent, !end.1)) + 1
        } else {
            self.least(end)
        }
    }

    /// Every potential `target` rests on, itself last, each after all of its parents, into
    /// `out` (returns how many); potentials in `done` are left out, and those written are
    /// added to it. A potential's first parent comes right before it, its other parents'
    /// derivations before that, so that a chain read in order states each reason just
    /// before it is used.
    fn ancestry(
        &self,
        start: &Board,
        target: Pot,
        fresh: bool,
        done: &mut [Bits; 2],
        out: &mut [Pot; 1458],
    ) -> usize {
        let mut n = 0;
        if done[usize::from(target.1)].has(usize::from(target.0)) && !fresh {
            return 0;
        }
        // Depth-first, each frame the potential, whether it is the fresh clash end, and how
        // many of its parents were taken; a potential is marked when entered.
        let mut entered = [Bits::EMPTY; 2];
        let mut stack = [((0u16, false), false, 0u16); 1458];
        let mut parents = [(0u16, false); MAX_PARENTS + 9];
        stack[0] = (target, fresh, 0);
        let mut top = 1;
        entered[usize::from(target.1)].set(usize::from(target.0));
        while top > 0 {
            let (p, fresh_here, taken) = stack[top - 1];
            let count = self.parents_of(start, p, fresh_here, &mut parents);
            // The other parents first, the first parent last.
            let next = (usize::from(taken)..count)
                .map(|i| parents[(i + 1) % count])
                .enumerate()
                .find(|&(_, q)| {
                    !entered[usize::from(q.1)].has(usize::from(q.0))
                        && !done[usize::from(q.1)].has(usize::from(q.0))
                });
            match next {
                Some((skipped, q)) if top < stack.len() => {
                    stack[top - 1].2 = taken + skipped as u16 + 1;
                    entered[usize::from(q.1)].set(usize::from(q.0));
                    stack[top] = (q, false, 0);
                    top += 1;
                }
                _ => {
                    top -= 1;
                    if !fresh_here {
                        done[usize::from(p.1)].set(usize::from(p.0));
                    }
                    out[n] = p;
                    n += 1;
                }
            }
        }
        n
    }
}

/// The chains of the step `best` found: its assumptions run again, and each followed to the
/// target (for a contradiction, to both ends of the clash).
fn branches(
    start: &Board,
    grid: &crate::Grid,
    kind: Kind,
    rules: &'static [Find],
    best: &Best,
) -> Chain {
    let mut run = Run::new(start, rules);
    run.grid = *grid;
    let mut chain = Chain::EMPTY;
    let mut out = [(0u16, false); 1458];
    let mut follow = |run: &Run, target: Pot, fresh: bool, done: &mut [Bits; 2]| {
        let n = run.ancestry(start, target, fresh, done, &mut out);
        let ruled = out[..n].iter().map(|&p| {
            let k = usize::from(p.0);
            let rule = if !p.1 && run.advanced.has(k) {
                run.rule[k]
            } else {
                Rule::Link
            };
            (node(p), rule)
        });
        chain.push_ruled_branch(ruled, n);
    };
    match best.source {
        Source::Candidate(src) if best.rank.sort_key() == 7 => {
            run.run(start, (src, !best.target.1), kind);
            if let Some(((on, on_fresh), (off, off_fresh))) = run.clash_ends() {
                // The second half leaves out what the first already said.
                let mut done = [Bits::EMPTY; 2];
                follow(&run, on, on_fresh, &mut done);
                follow(&run, off, off_fresh, &mut done);
            }
        }
        Source::Candidate(src) => {
            for on in [true, false] {
                run.run(start, (src, on), kind);
                follow(&run, best.target, false, &mut [Bits::EMPTY; 2]);
            }
        }
        Source::House(house, d) => {
            for_cells(start.with[d] & house_bits(house), |cell| {
                run.run(start, ((cell * 9 + d) as u16, true), kind);
                follow(&run, best.target, false, &mut [Bits::EMPTY; 2]);
            });
        }
        Source::Cell(cell) => {
            let mut digits = start.cands[cell];
            while digits != 0 {
                let k = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                run.run(start, (k as u16, true), kind);
                follow(&run, best.target, false, &mut [Bits::EMPTY; 2]);
            }
        }
    }
    chain.set_len(best.rank.complexity());
    chain
}

fn node((k, on): Pot) -> ChainNode {
    let k = usize::from(k);
    ChainNode::new(cell_of(k / 9), digit_of(k % 9), on)
}

/// The best step so far and its rank.
struct Best {
    rank: Rank,
    target: Pot,
    source: Source,
}

/// What the chains of a step start from.
#[derive(Clone, Copy)]
enum Source {
    /// One candidate, assumed true and false (contradiction and double steps).
    Candidate(u16),
    /// Every place of a digit (index `0..9`) in a house (index into [`crate::House::ALL`]).
    House(usize, usize),
    /// Every candidate of a cell.
    Cell(usize),
}

/// Where the steps a search finds go.
enum Gather<'a> {
    /// The first in SE's order is kept, to be the step.
    Best(Option<Best>),
    /// Every step resting on candidates an outer chain struck is kept for it; `outer` holds
    /// the marks before the outer chain's assumption.
    Harvest {
        outer: &'a Board,
        harvest: &'a mut Harvest,
    },
}

impl<'a> Gather<'a> {
    /// A collector of rule parents on `now` (the marks searched), when harvesting.
    fn rule_parents<'b>(&self, now: &'b Board) -> Option<RuleParents<'b>>
    where
        'a: 'b,
    {
        match self {
            Gather::Best(_) => None,
            Gather::Harvest { outer, .. } => Some(RuleParents::new(outer, now)),
        }
    }

    /// Whether a step of rank `rank` would lose to the best kept so far, and with it every
    /// step of the same base and kind with more potentials (SE's sort puts them after it):
    /// such steps need not be counted out. Never when harvesting, which keeps every step.
    fn beaten(&self, rank: &Rank) -> bool {
        match self {
            Gather::Best(Some(best)) => !rank.beats(Some(&best.rank)),
            _ => false,
        }
    }

    /// Whether only the best step is kept (so that a step's chains matter only through its
    /// complexity).
    fn is_best(&self) -> bool {
        matches!(self, Gather::Best(_))
    }

    /// Offers a step concluding `target`, with its chains' `tally` and rule `parents`.
    #[allow(clippy::too_many_arguments)]
    fn offer(
        &mut self,
        now: &Board,
        rank: Rank,
        tally: &Tally,
        parents: Option<&RuleParents<'_>>,
        target: Pot,
        source: Source,
    ) {
        match self {
            Gather::Best(best) => {
                if rank.beats(best.as_ref().map(|b| &b.rank)) {
                    *best = Some(Best {
                        rank,
                        target,
                        source,
                    });
                }
            }
            Gather::Harvest { harvest, .. } => {
                let k = usize::from(target.0);
                let (cell, d) = (k / 9, k % 9);
                let mut removes = [0usize; 9];
                let mut n = 0;
                if target.1 {
                    let mut others = now.cands[cell] & !(1 << d);
                    while others != 0 {
                        removes[n] = cell * 9 + others.trailing_zeros() as usize;
                        n += 1;
                        others &= others - 1;
                    }
                } else {
                    removes[0] = k;
                    n = 1;
                }
                let parents = parents.map_or(&[][..], |p| p.as_slice());
                harvest.offer(
                    rank,
                    removes[..n].iter().copied(),
                    parents,
                    tally.identity,
                    tally.complexity(),
                );
            }
        }
    }
}

/// The steps of `kind` on the marks `start` (with `grid`'s placed digits), to `gather`.
fn search_board(
    start: &Board,
    grid: &crate::Grid,
    kind: Kind,
    rules: &'static [Find],
    gather: &mut Gather<'_>,
) {
    let (_, base) = kind.base();
    let mut on_run = Run::new(start, rules);
    let mut off_run = Run::new(start, rules);
    let mut other = Run::new(start, rules);
    for run in [&mut on_run, &mut off_run, &mut other] {
        run.grid = *grid;
    }
    let mut least = Least::new();
    let mut known = Known::new();
    for cell in 0..81 {
        let count = nine_bit_count(start.cands[cell]);
        let wanted = if kind == Kind::Multiple {
            count > 2
        } else {
            count > 1
        };
        if !wanted {
            continue;
        }
        let mut cell_on = Bits::EMPTY;
        let mut cell_off = Bits::EMPTY;
        let mut first_value = true;
        let mut digits = start.cands[cell];
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let src = (cell * 9 + d) as u16;
            // `on_run` holds the run of `src` when `own_ready`; without a dynamic step to
            // look for, only its sets are needed, unless a region finds something in common.
            let (own_ready, own_sets) = if kind.dynamic() {
                (true, None)
            } else {
                let (ran, on, off) = known.sets(start, kind, src, &mut on_run);
                (ran, Some((on, off)))
            };
            if kind.dynamic() {
                on_run.run(start, (src, true), kind);
                off_run.run(start, (src, false), kind);
                // Contradictions: the assumption is wrong.
                for (run, target) in [(&on_run, (src, false)), (&off_run, (src, true))] {
                    if let Some(((on, on_fresh), (off, off_fresh))) = run.clash_ends() {
                        let least = run.least_end(on, on_fresh) + run.least_end(off, off_fresh);
                        if gather.beaten(&Rank::new(base, least, 7)) {
                            continue;
                        }
                        let mut tally = Tally::new();
                        let mut parents = gather.rule_parents(start);
                        run.tally(start, on, on_fresh, None, &mut tally, parents.as_mut());
                        run.tally(start, off, off_fresh, None, &mut tally, parents.as_mut());
                        let rank = Rank::new(base, tally.complexity(), 7);
                        gather.offer(
                            start,
                            rank,
                            &tally,
                            parents.as_ref(),
                            target,
                            Source::Candidate(src),
                        );
                    }
                }
                if kind != Kind::Nishio && count >= 3 {
                    for on in [true, false] {
                        let (list, len) = if on {
                            (&on_run.on_list, on_run.on_len)
                        } else {
                            (&on_run.off_list, on_run.off_len)
                        };
                        let other_set = if on { &off_run.on } else { &off_run.off };
                        for &t in &list[..len] {
                            if !other_set.has(usize::from(t)) {
                                continue;
                            }
                            let least = on_run.least((t, on)) + off_run.least((t, on));
                            if gather.beaten(&Rank::new(base, least, 1)) {
                                continue;
                            }
                            let mut tally = Tally::new();
                            let mut parents = gather.rule_parents(start);
                            for run in [&on_run, &off_run] {
                                run.tally(
                                    start,
                                    (t, on),
                                    false,
                                    None,
                                    &mut tally,
                                    parents.as_mut(),
                                );
                            }
                            let rank = Rank::new(base, tally.complexity(), 1);
                            gather.offer(
                                start,
                                rank,
                                &tally,
                                parents.as_ref(),
                                (t, on),
                                Source::Candidate(src),
                            );
                        }
                    }
                }
            }
            if kind != Kind::Nishio {
                let (own_on, own_off) = own_sets.unwrap_or((on_run.on, on_run.off));
                let mut own = Own {
                    src,
                    on: own_on,
                    off: own_off,
                    run: &mut on_run,
                    ready: own_ready,
                };
                regions(
                    start, kind, cell, d, &mut own, &mut other, &mut known, &mut least, gather,
                    base,
                );
                if first_value {
                    cell_on = own_on;
                    cell_off = own_off;
                } else {
                    cell_on.and(&own_on);
                    cell_off.and(&own_off);
                }
            }
            first_value = false;
        }
        if kind != Kind::Nishio && !(cell_on.is_empty() && cell_off.is_empty()) {
            cell_reductions(
                start,
                kind,
                cell,
                cell_on,
                cell_off,
                &mut on_run,
                &mut other,
                &mut least,
                gather,
                base,
            );
        }
    }
}

/// SE's first step of `kind` on `marks`, if any.
fn search(marks: &Marks, kind: Kind, rules: &'static [Find], sink: Sink<'_>) -> ControlFlow<()> {
    let start = Board::new(marks);
    let (facts, _) = kind.base();
    let mut gather = Gather::Best(None);
    search_board(&start, marks.grid(), kind, rules, &mut gather);
    let Gather::Best(Some(best)) = gather else {
        return ControlFlow::Continue(());
    };
    let (k, on) = (usize::from(best.target.0), best.target.1);
    let mut step = Step::new(facts)
        .with_tenths(best.rank.tenths())
        .with_chain(branches(&start, marks.grid(), kind, rules, &best));
    if let Kind::Nested(level) = kind {
        step = step.with_nesting(level);
    }
    if on {
        step = step.with_placement(cell_of(k / 9), digit_of(k % 9));
    } else {
        let mut eliminations = MarkSet::EMPTY;
        eliminations.insert(cell_of(k / 9), digit_of(k % 9));
        step = step.with_eliminations(eliminations);
    }
    // The form of the step, for its sentence.
    step = match best.source {
        Source::Candidate(src) => {
            let src = usize::from(src);
            let kind = if best.rank.sort_key() == 7 {
                StepKind::Contradiction
            } else {
                StepKind::BothWays
            };
            step.with_kind(kind)
                .with_focus(cell_of(src / 9))
                .with_digits(crate::Candidates::only(digit_of(src % 9)))
        }
        Source::House(house, d) => step
            .with_kind(StepKind::House)
            .with_house(crate::House::ALL[house])
            .with_digits(crate::Candidates::only(digit_of(d))),
        Source::Cell(cell) => step.with_kind(StepKind::Cell).with_focus(cell_of(cell)),
    };
    sink(&step)
}

/// Offers each potential of `common` (in the first run's order, true ones first) with the
/// sum over the runs of its chains, rerunning each assumption; `root_cause` is why the
/// assumptions cover every case (the cell, or the house). With `least`, the fewest
/// potentials each target's chains can hold between them, a target whose step would lose
/// to the best kept anyway is not counted out.
#[allow(clippy::too_many_arguments)]
fn offer_common(
    start: &Board,
    kind: Kind,
    roots: &[u16],
    first: &Run,
    common: [Bits; 2],
    least: Option<&Least>,
    scratch: &mut Run,
    gather: &mut Gather<'_>,
    base: f64,
    sort_key: u8,
    source: Source,
    root_cause: u8,
) {
    // Targets in the first run's order: true ones, then false ones.
    for on in [true, false] {
        let (list, len) = if on {
            (&first.on_list, first.on_len)
        } else {
            (&first.off_list, first.off_len)
        };
        for &t in &list[..len] {
            if !common[usize::from(on)].has(usize::from(t)) {
                continue;
            }
            let fewest = least.map(|least| least.get((t, on)));
            if let Some(fewest) = fewest {
                let rank = Rank::new(base, fewest, sort_key);
                if gather.beaten(&rank) {
                    continue;
                }
                // Without struck candidates (multiple forcing chains do not strike), a
                // chain is its first parents alone: `fewest` is its complexity.
                if !kind.dynamic() && gather.is_best() {
                    debug_assert_eq!(
                        common_tally(start, kind, roots, (t, on), scratch, root_cause, None)
                            .complexity(),
                        fewest
                    );
                    gather.offer(start, rank, &Tally::new(), None, (t, on), source);
                    continue;
                }
            }
            let mut parents = gather.rule_parents(start);
            let tally = common_tally(
                start,
                kind,
                roots,
                (t, on),
                scratch,
                root_cause,
                parents.as_mut(),
            );
            debug_assert!(fewest.is_none_or(|fewest| tally.complexity() >= fewest));
            let rank = Rank::new(base, tally.complexity(), sort_key);
            gather.offer(start, rank, &tally, parents.as_ref(), (t, on), source);
        }
    }
}

/// The chains of `target` from each of `roots` taken true, counted: each assumption run
/// again in `scratch`.
fn common_tally(
    start: &Board,
    kind: Kind,
    roots: &[u16],
    target: Pot,
    scratch: &mut Run,
    root_cause: u8,
    mut parents: Option<&mut RuleParents<'_>>,
) -> Tally {
    let mut tally = Tally::new();
    for &root in roots {
        scratch.run(start, (root, true), kind);
        scratch.tally(
            start,
            target,
            false,
            Some(root_cause),
            &mut tally,
            parents.as_deref_mut(),
        );
    }
    tally
}

/// For the potentials common to several runs, the sum of their [`least`](Run::least) over
/// the runs: the fewest potentials their chains hold between them.
struct Least {
    on: [u16; 729],
    off: [u16; 729],
}

impl Least {
    fn new() -> Least {
        Least {
            on: [0; 729],
            off: [0; 729],
        }
    }

    /// Starts the sums with `run`'s, for the potentials of `on` and `off` (the others are
    /// left as they are, and mean nothing).
    fn start(&mut self, run: &Run, on: &Bits, off: &Bits) {
        on.for_each(|k| self.on[k] = run.least((k as u16, true)) as u16);
        off.for_each(|k| self.off[k] = run.least((k as u16, false)) as u16);
    }

    /// Adds `run`'s to the sums of the potentials of `on` and `off`.
    fn add(&mut self, run: &Run, on: &Bits, off: &Bits) {
        on.for_each(|k| self.on[k] += run.least((k as u16, true)) as u16);
        off.for_each(|k| self.off[k] += run.least((k as u16, false)) as u16);
    }

    fn get(&self, (k, on): Pot) -> usize {
        usize::from(if on {
            self.on[usize::from(k)]
        } else {
            self.off[usize::from(k)]
        })
    }
}

/// The candidate whose regions are looked at: its run's sets, and its run, once made.
struct Own<'a> {
    src: u16,
    on: Bits,
    off: Bits,
    /// Holds the run of `src` when `ready`.
    run: &'a mut Run,
    ready: bool,
}

impl Own<'_> {
    /// The run of `src` taken true, made if it was not.
    fn run(&mut self, start: &Board, kind: Kind) -> &Run {
        if !self.ready {
            self.run.run(start, (self.src, true), kind);
            self.ready = true;
        }
        self.run
    }
}

/// How many candidates' sets [`Known`] keeps; the runs of others are run again when asked.
const KNOWN: usize = 128;

/// The sets of the run of each candidate taken true, kept once made: the places of a digit
/// in a house are run for each house of the first of them, and again for their own cells.
/// The runs of one search are of the same marks and kind, so they are the same each time.
/// (Kept for the first [`KNOWN`] candidates run: a search is made for every nested level,
/// and sets for all 729 candidates were 140 KB to clear each time.)
struct Known {
    /// Where each candidate's sets are kept (valid where `has`).
    slot: [u8; 729],
    on: [Bits; KNOWN],
    off: [Bits; KNOWN],
    len: usize,
    has: Bits,
}

impl Known {
    fn new() -> Known {
        Known {
            slot: [0; 729],
            on: [Bits::EMPTY; KNOWN],
            off: [Bits::EMPTY; KNOWN],
            len: 0,
            has: Bits::EMPTY,
        }
    }

    /// The sets of the run of `k` taken true, running it in `run` unless they are kept;
    /// with whether it ran (then `run` holds its run).
    fn sets(&mut self, start: &Board, kind: Kind, k: u16, run: &mut Run) -> (bool, Bits, Bits) {
        let i = usize::from(k);
        if self.has.has(i) {
            let at = usize::from(self.slot[i]);
            return (false, self.on[at], self.off[at]);
        }
        run.run(start, (k, true), kind);
        if self.len < KNOWN {
            self.slot[i] = self.len as u8;
            self.on[self.len] = run.on;
            self.off[self.len] = run.off;
            self.len += 1;
            self.has.set(i);
        }
        (true, run.on, run.off)
    }
}

#[allow(clippy::too_many_arguments)]
fn regions(
    start: &Board,
    kind: Kind,
    cell: usize,
    d: usize,
    own: &mut Own<'_>,
    other: &mut Run,
    known: &mut Known,
    least: &mut Least,
    gather: &mut Gather<'_>,
    base: f64,
) {
    for house in se_houses_of(cell) {
        let places = start.with[d] & house_bits(house);
        if places & places.wrapping_sub(1) == 0 || places.trailing_zeros() as usize != cell {
            continue;
        }
        let mut on = own.on;
        let mut off = own.off;
        let mut roots = [0u16; 9];
        let mut n = 0;
        for_cells(places, |c2| {
            roots[n] = (c2 * 9 + d) as u16;
            n += 1;
        });
        for &root in &roots[1..n] {
            let (_, root_on, root_off) = known.sets(start, kind, root, other);
            on.and(&root_on);
            off.and(&root_off);
            if on.is_empty() && off.is_empty() {
                // Nothing in common: the other places need not be looked at.
                break;
            }
        }
        if on.is_empty() && off.is_empty() {
            continue;
        }
        let own = own.run(start, kind);
        let counting = gather.is_best();
        if counting {
            least.start(own, &on, &off);
            for &root in &roots[1..n] {
                other.run(start, (root, true), kind);
                least.add(other, &on, &off);
            }
        }
        offer_common(
            start,
            kind,
            &roots[..n],
            own,
            [off, on],
            counting.then_some(&*least),
            other,
            gather,
            base,
            6,
            Source::House(house, d),
            house as u8,
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn cell_reductions(
    start: &Board,
    kind: Kind,
    cell: usize,
    on: Bits,
    off: Bits,
    first: &mut Run,
    scratch: &mut Run,
    least: &mut Least,
    gather: &mut Gather<'_>,
    base: f64,
) {
    let mut roots = [0u16; 9];
    let mut n = 0;
    let mut digits = start.cands[cell];
    while digits != 0 {
        roots[n] = (cell * 9 + digits.trailing_zeros() as usize) as u16;
        n += 1;
        digits &= digits - 1;
    }
    first.run(start, (roots[0], true), kind);
    let counting = gather.is_best();
    if counting {
        least.start(first, &on, &off);
        for &root in &roots[1..n] {
            scratch.run(start, (root, true), kind);
            least.add(scratch, &on, &off);
        }
    }
    offer_common(
        start,
        kind,
        &roots[..n],
        first,
        [off, on],
        counting.then_some(&*least),
        scratch,
        gather,
        base,
        5,
        Source::Cell(cell),
        CELL,
    );
}

pub(super) fn nishio(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::Nishio, &[], sink)
}

pub(super) fn multiple(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::Multiple, &[], sink)
}

pub(super) fn dynamic(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, Kind::Dynamic, &[], sink)
}

/// SE's dynamic forcing chains (+), which ask `rules` on the marks they reduce.
pub(super) fn dynamic_plus(
    marks: &Marks,
    rules: &'static [Find],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    search(marks, Kind::DynamicPlus, rules, sink)
}

/// SE's nested forcing chains, levels 2 to 5 in turn, which ask `rules` (and chains) on the
/// marks they reduce: the first level with a step gives it.
///
/// Only on marks whose placed digits leave exactly one solution, as on the path of a puzzle:
/// with several (the empty grid, say) no chain can prove anything, and searching every level
/// to find that out would take hours.
pub(super) fn nested(marks: &Marks, rules: &'static [Find], sink: Sink<'_>) -> ControlFlow<()> {
    if crate::Solver::new().count_solutions(marks.grid(), 2) != 1 {
        return ControlFlow::Continue(());
    }
    for level in 2..=5 {
        let mut found = false;
        search(marks, Kind::Nested(level), rules, &mut |step| {
            found = true;
            sink(step)
        })?;
        if found {
            break;
        }
    }
    ControlFlow::Continue(())
}

/// The struck candidates a rule's step rests on, in SE's order (`getRuleParents` of its
/// locking, hidden set and naked set hints): the digit's places gone from the base houses
/// outside the cover houses; the other places of a hidden pair's digits in its house; the
/// other candidates of a naked pair's cells.
fn rule_parents(step: &Step, start: &Board, now: &Board, out: &mut [u16; MAX_PARENTS]) -> usize {
    let mut n = 0;
    let mut add = |k: usize| {
        if n < out.len() {
            out[n] = k as u16;
            n += 1;
        }
    };
    let digits = step.digits().bits();
    match step.technique() {
        Technique::Pointing | Technique::Claiming | Technique::XWing => {
            let d = digits.trailing_zeros() as usize;
            let mut cover = 0u128;
            for unit in 0..27 {
                if step.cover_mask() >> unit & 1 == 1 {
                    cover |= house_bits(unit);
                }
            }
            for unit in 0..27 {
                if step.base_mask() >> unit & 1 == 0 {
                    continue;
                }
                for &cell in crate::House::ALL[unit].cells() {
                    let c = cell.index();
                    let gone = start.with[d] >> c & 1 == 1 && now.with[d] >> c & 1 == 0;
                    if gone && cover >> c & 1 == 0 {
                        add(c * 9 + d);
                    }
                }
            }
        }
        Technique::HiddenPair => {
            for unit in 0..27 {
                if step.base_mask() >> unit & 1 == 0 {
                    continue;
                }
                for &cell in crate::House::ALL[unit].cells() {
                    let c = cell.index();
                    if now.cands[c] & digits != 0 {
                        continue;
                    }
                    let mut here = start.cands[c] & digits;
                    while here != 0 {
                        add(c * 9 + here.trailing_zeros() as usize);
                        here &= here - 1;
                    }
                }
            }
        }
        Technique::NakedPair => {
            for cell in step.cells() {
                let c = cell.index();
                let mut others = start.cands[c] & !digits;
                while others != 0 {
                    add(c * 9 + others.trailing_zeros() as usize);
                    others &= others - 1;
                }
            }
        }
        _ => {}
    }
    n
}
