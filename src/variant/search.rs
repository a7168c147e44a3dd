//! The search shared by every rule: propagation to a fixed point (peers, relations, hidden
//! singles in houses, the rules' propagators), then depth-first search on the cell with the
//! fewest candidates, each guess on a copy of the state. Counting, first solutions, lists of
//! solutions and true candidates are all this one search with another visitor.

use alloc::vec;
use alloc::vec::Vec;

use super::digits::single;
use super::model::{Contradiction, MAX_CELLS, Model, Queue, State, and, cells_of, or};
use crate::GaveUp;

/// What a visitor tells the search after a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Look for more.
    Continue,
    /// Stop the search.
    Stop,
}

/// The search's working memory for one model: the queue of changed cells and the houses and
/// propagators waiting to run. Reused across searches of the same model. Its sets of cells
/// are `W` words wide, the model's [`Model::words`].
#[derive(Debug)]
pub(crate) struct Engine<'m, const W: usize> {
    model: &'m Model,
    /// The model's sets for the search, `W` words each: each cell's peers, each cell's tied
    /// set, each house's cells.
    peers: &'m [[u64; W]],
    tied: &'m [[u64; W]],
    house_bits: &'m [[u64; W]],
    queue: Queue,
    /// Houses waiting to be looked at (the first `waiting_houses`, each once; one slot more
    /// than there are houses), and for each house the digits that lost a place in it since
    /// (0 for a house not waiting).
    houses: Vec<u16>,
    waiting_houses: usize,
    house_digits: Vec<u16>,
    props: Vec<u16>,
    prop_waiting: Vec<bool>,
    guesses: u64,
    budget: Option<u64>,
    /// Each cell's weight: its degree (the houses, relations and rules it is in) to start
    /// with, and one more each time it takes part in a contradiction. The search guesses first
    /// where candidates are few and weight is high.
    weight: [u32; MAX_CELLS],
}

impl<'m, const W: usize> Engine<'m, W> {
    /// The engine for `model`, whose sets take `W` words (`model.words == W`).
    pub(crate) fn new(model: &'m Model, budget: Option<u64>) -> Engine<'m, W> {
        debug_assert_eq!(model.words, W);
        Engine {
            model,
            peers: model.search_peers.as_chunks().0,
            tied: model.search_tied.as_chunks().0,
            house_bits: model.search_houses.as_chunks().0,
            queue: Queue::new(),
            houses: vec![0; model.houses + 1],
            waiting_houses: 0,
            house_digits: vec![0; model.houses],
            props: Vec::with_capacity(model.props.len()),
            prop_waiting: vec![false; model.props.len()],
            guesses: 0,
            budget,
            weight: degrees(model),
        }
    }

    /// The guesses made so far.
    pub(crate) fn guesses(&self) -> u64 {
        self.guesses
    }

    /// The starting state, propagated; `None` when the puzzle has no solution that
    /// propagation alone can rule out.
    pub(crate) fn root(&mut self) -> Option<State<W>> {
        let model = self.model;
        let mut state = State::new(&model.init);
        for (cell, &mask) in model.init[..model.cells()].iter().enumerate() {
            if mask == 0 {
                return None;
            }
            // Every cell as if it had just lost every digit: every house and rule looks.
            self.queue.push(cell as u16, u16::MAX);
        }
        self.propagate(&mut state).ok().map(|()| state)
    }

    /// Narrows cell `cell` of `state` to `mask` and propagates.
    pub(crate) fn assume(&mut self, state: &mut State<W>, cell: usize, mask: u16) -> bool {
        let old = state.get(cell);
        if old & mask == 0 {
            return false;
        }
        if old & !mask != 0 {
            let gone = state.keep(cell, mask);
            self.queue.push(cell as u16, gone);
        }
        self.propagate(state).is_ok()
    }

    /// Propagates the queued changes to a fixed point.
    fn propagate(&mut self, state: &mut State<W>) -> Result<(), Contradiction> {
        let result = self.fixed_point(state);
        if result.is_err() {
            self.queue.clear();
            for &h in &self.houses[..self.waiting_houses] {
                self.house_digits[h as usize] = 0;
            }
            self.waiting_houses = 0;
            for &p in &self.props {
                self.prop_waiting[p as usize] = false;
            }
            self.props.clear();
        }
        result
    }

    /// Counts a contradiction against `cells`, where the search will look first.
    fn blame(&mut self, cells: impl IntoIterator<Item = usize>) -> Contradiction {
        for cell in cells {
            self.weight[cell] += 1;
        }
        Contradiction
    }

    /// Counts a contradiction found through the naked pair of `cell` and `twin` at `other`:
    /// against the cells of a house the three share (as a house's contradiction counts), or
    /// against the three themselves when they share none.
    fn blame_pair(&mut self, cell: usize, twin: usize, other: usize) -> Contradiction {
        let has = |h: u16, x: usize| self.house_bits[h as usize][x / 64] >> (x % 64) & 1 == 1;
        let mut houses = self.model.houses_of.of(cell).iter();
        match houses.find(|&&h| has(h, twin) && has(h, other)) {
            Some(&h) => self.blame(cells_of(self.house_bits[h as usize])),
            None => self.blame([cell, twin, other]),
        }
    }

    fn fixed_point(&mut self, state: &mut State<W>) -> Result<(), Contradiction> {
        let model = self.model;
        loop {
            while let Some((cell, gone)) = self.queue.pop() {
                let cell = cell as usize;
                let mask = state.get(cell);
                if mask & mask.wrapping_sub(1) == 0 {
                    // A placed digit leaves its peers.
                    if let Err(peer) = state.take_digit(&mut self.queue, &self.peers[cell], mask) {
                        return Err(self.blame([cell, peer]));
                    }
                }
                let links = model.links.of(cell);
                for pair in links.chunks_exact(2) {
                    let unions = &model.unions[pair[1] as usize];
                    let allowed =
                        unions[usize::from(mask & 0xff)] | unions[256 + usize::from(mask >> 8)];
                    if state.narrow(&mut self.queue, pair[0], allowed).is_err() {
                        return Err(self.blame([cell, pair[0] as usize]));
                    }
                }
                if count(mask) == 2 {
                    // A naked pair: a peer with the same two candidates. The two cells hold
                    // both digits between them, so every cell that sees both loses them: the
                    // rest of a house they share, and beyond houses (a knight's move, a cage).
                    let (a, b) = (
                        mask.trailing_zeros() as usize,
                        15 - mask.leading_zeros() as usize,
                    );
                    let (at, bt) = (state.places(a), state.places(b));
                    let twins = and(&and(at, bt), &self.peers[cell]);
                    let seen = and(&or(at, bt), &self.peers[cell]);
                    for twin in cells_of(twins) {
                        if state.get(twin) != mask {
                            continue;
                        }
                        let rest = and(&seen, &self.peers[twin]);
                        for other in cells_of(rest) {
                            if state.narrow(&mut self.queue, other as u16, !mask).is_err() {
                                return Err(self.blame_pair(cell, twin, other));
                            }
                        }
                    }
                }
                for &h in model.houses_of.of(cell) {
                    // Queued unless already waiting, without a branch the processor would
                    // mispredict: the slot past the last is written either way.
                    let waiting = &mut self.house_digits[h as usize];
                    self.houses[self.waiting_houses] = h;
                    self.waiting_houses += usize::from(*waiting == 0);
                    *waiting |= gone;
                }
                for &p in model.props_of.of(cell) {
                    if !self.prop_waiting[p as usize] {
                        self.prop_waiting[p as usize] = true;
                        self.props.push(p);
                    }
                }
            }
            if self.waiting_houses > 0 {
                self.waiting_houses -= 1;
                let h = self.houses[self.waiting_houses];
                let digits = core::mem::take(&mut self.house_digits[h as usize]);
                if self.house(state, h as usize, digits).is_err() {
                    return Err(self.blame(cells_of(self.house_bits[h as usize])));
                }
                continue;
            }
            if let Some(p) = self.props.pop() {
                self.prop_waiting[p as usize] = false;
                let mut narrow = state.view(&mut self.queue, &model.peers);
                let prop = &model.props[p as usize];
                if prop.propagate(&mut narrow).is_err() {
                    return Err(self.blame(prop.cells().iter().map(|&c| c as usize)));
                }
                continue;
            }
            return Ok(());
        }
    }

    /// A house holds every digit; for each digit of `digits` (which lost a place in it): no
    /// place is a contradiction, one place gets the digit, and when a few places are left,
    /// the cells that see them all (through rows, columns, regions, diagonals, cages, a
    /// knight's move ...) lose it: locked candidates between any two groups, and more.
    fn house(
        &mut self,
        state: &mut State<W>,
        house: usize,
        digits: u16,
    ) -> Result<(), Contradiction> {
        let model = self.model;
        let cells = &self.house_bits[house];
        let mut digits = digits & ((1u32 << model.n) - 1) as u16;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            let digit = 1 << d;
            digits &= digits - 1;
            let places = and(state.places(d), cells);
            let count: u32 = places.iter().map(|w| w.count_ones()).sum();
            let queue = &mut self.queue;
            match count {
                0 => return Err(Contradiction),
                1 => {
                    let only = cells_of(places).next().unwrap_or(0);
                    state.narrow(queue, only as u16, digit)?;
                }
                _ if count <= model.widest => {
                    // The cells that see every place; with links, also those tied to every
                    // place, and those tied to or seeing each (for `through_links`).
                    let (mut seen, mut tied, mut near) = ([!0; W], [!0; W], [!0; W]);
                    if model.has_links {
                        for cell in cells_of(places) {
                            let peers = &self.peers[cell];
                            seen = and(&seen, peers);
                            let own = &self.tied[cell];
                            tied = and(&tied, own);
                            near = and(&near, &or(own, peers));
                        }
                    } else {
                        for cell in cells_of(places) {
                            seen = and(&seen, &self.peers[cell]);
                        }
                    }
                    if seen != [0; W] {
                        state
                            .take_digit(queue, &seen, digit)
                            .map_err(|_| Contradiction)?;
                    }
                    if count == 2 {
                        // A hidden pair: another digit with the same two places.
                        let mut two = cells_of(places);
                        let (a, b) = (two.next().unwrap_or(0), two.next().unwrap_or(0));
                        let mut others = state.get(a) & state.get(b) & !digit;
                        while others != 0 {
                            let e = others & others.wrapping_neg();
                            others &= others - 1;
                            let theirs = and(state.places(e.trailing_zeros() as usize), cells);
                            if theirs == places {
                                state.narrow(queue, a as u16, digit | e)?;
                                state.narrow(queue, b as u16, digit | e)?;
                                break;
                            }
                        }
                    }
                    if model.has_links {
                        self.through_links(state, places, d, tied, near)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Digit `d + 1` goes in one of the cells of `places`: what every one of them, holding it,
    /// would take from a cell goes (through the table of their link; the digit, as the cell's
    /// peer; every other digit, from the place itself). On a non-consecutive board, a 5 that a
    /// box holds in one of two cells diagonally apart takes 4 and 6 from the two cells beside
    /// both.
    fn through_links(
        &mut self,
        state: &mut State<W>,
        places: [u64; W],
        d: usize,
        tied: [u64; W],
        near: [u64; W],
    ) -> Result<(), Contradiction> {
        let model = self.model;
        let digit = 1u16 << d;
        // Only a cell tied to every place (`tied`: linked to it, or the place) can lose digits
        // other than d, and only a cell with d, not a place, that is tied to or sees every
        // place (`near`) can lose d (the rest of a house that sees them all lost it already):
        // most calls have neither.
        let near = and(&near, state.places(d));
        let open: [u64; W] = core::array::from_fn(|w| tied[w] | (near[w] & !places[w]));
        for cell in cells_of(open) {
            let mut gone = u16::MAX;
            for place in cells_of(places) {
                if cell == place {
                    gone &= !digit;
                } else if let Some(pair) = model
                    .links
                    .of(place)
                    .chunks_exact(2)
                    .find(|pair| usize::from(pair[0]) == cell)
                {
                    gone &= !model.tables[pair[1] as usize][d];
                } else {
                    // Not tied to this place, so in `near`: its peer.
                    gone &= digit;
                }
                if gone & state.get(cell) == 0 {
                    break;
                }
            }
            state.narrow(&mut self.queue, cell as u16, !gone)?;
        }
        Ok(())
    }

    /// Searches from `state` (already propagated), calling `visit` on each solution until it
    /// says stop. Returns whether it stopped.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget of guesses runs out.
    pub(crate) fn search(
        &mut self,
        state: &State<W>,
        visit: &mut dyn FnMut(&State<W>) -> Next,
    ) -> Result<Next, GaveUp> {
        let mut state = *state;
        loop {
            let Some((cell, digit)) = self.choose(&state) else {
                return Ok(visit(&state));
            };
            if let Some(budget) = self.budget
                && self.guesses >= budget
            {
                return Err(GaveUp::after(self.guesses));
            }
            self.guesses += 1;
            let mut child = state;
            if !self.assume(&mut child, cell, digit) {
                if self.model.has_rules() {
                    // A guess that fails at once counts against its cell too, beside the
                    // cells of the contradiction: the search comes back to it sooner.
                    self.weight[cell] += 1;
                }
            } else if self.search(&child, visit)? == Next::Stop {
                return Ok(Next::Stop);
            }
            if !self.assume(&mut state, cell, !digit) {
                return Ok(Next::Continue);
            }
        }
    }

    /// Where to guess: the open cell with the fewest candidates, and its lowest digit to try
    /// first; `None` when every cell has one candidate.
    fn choose(&self, state: &State<W>) -> Option<(usize, u16)> {
        // The ratio of weight to candidates as a whole number, exact (every count divides
        // 720,720), and 0 for a cell with one candidate: the first best cell is a select at
        // each cell rather than a branch, which the processor could not predict.
        let (mut best, mut best_score) = (0, 0);
        for (cell, &mask) in state.candidates()[..self.model.cells()].iter().enumerate() {
            let score = (u64::from(self.weight[cell]) + 1) * SHARE[count(mask)];
            let better = score > best_score;
            best = if better { cell } else { best };
            best_score = if better { score } else { best_score };
        }
        if best_score == 0 {
            return None;
        }
        let cell = best;
        let mask = state.get(cell);
        Some((cell, mask & mask.wrapping_neg()))
    }
}

/// 720,720 (the least multiple of 1 to 16) over a cell's number of candidates, and 0 for a
/// cell with one or none: [`Engine::choose`]'s score of a cell, times its weight.
const SHARE: [u64; 17] = {
    let mut share = [0; 17];
    let mut count = 2;
    while count <= 16 {
        share[count] = 720_720 / count as u64;
        count += 1;
    }
    share
};

/// How many candidates `mask` has. The default x86 and x86-64 targets have no population count
/// instruction, and `count_ones` takes a dozen instructions there: two lookups in a table take
/// fewer. Elsewhere (WebAssembly, ARM, or x86-64 built for a processor that has it) it is one
/// instruction.
#[inline]
fn count(mask: u16) -> usize {
    if cfg!(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(target_feature = "popcnt")
    )) {
        usize::from(BITS[usize::from(mask as u8)] + BITS[usize::from(mask >> 8)])
    } else {
        mask.count_ones() as usize
    }
}

/// How many bits each byte has, for [`count`].
const BITS: [u8; 256] = {
    let mut bits = [0; 256];
    let mut byte = 1;
    while byte < 256 {
        bits[byte] = bits[byte / 2] + (byte % 2) as u8;
        byte += 1;
    }
    bits
};

/// Each cell's degree: how many houses, relations (a link to another cell) and rules it is in,
/// the weight it starts the search with. As in dom/wdeg, where every constraint starts at a
/// weight of one: before the first contradiction, the search guesses where the puzzle's rules
/// are densest, rather than on the first cell with the fewest candidates. Guesses on our own
/// puzzle sets, per puzzle (the geometric mean of new over old): 8% fewer, on batches made
/// after the change was chosen as well as on the kept sets (BENCHMARKS.md).
fn degrees(model: &Model) -> [u32; MAX_CELLS] {
    core::array::from_fn(|cell| {
        if cell >= model.cells() {
            return 0;
        }
        let relations = model.links.of(cell).len() / 2;
        let count = model.houses_of.of(cell).len() + relations + model.props_of.of(cell).len();
        count as u32
    })
}

/// The digits of a solved state, row by row.
pub(crate) fn digits_of<const W: usize>(state: &State<W>, cells: usize) -> Vec<u8> {
    state.candidates()[..cells]
        .iter()
        .map(|&mask| single(mask).unwrap_or(0))
        .collect()
}

/// Every digit that some solution puts in each cell, as masks; `None` when there is no
/// solution at all.
pub(crate) fn true_candidates<const W: usize>(
    engine: &mut Engine<'_, W>,
) -> Result<Option<Vec<u16>>, GaveUp> {
    let cells = engine.model.cells();
    let Some(root) = engine.root() else {
        return Ok(None);
    };
    let mut seen = [0u16; MAX_CELLS];
    // Two solutions looked for first: a puzzle with one (what a setter aims at) has its digits
    // as its only candidates, at the cost of a count to two, where looking for each other digit
    // on its own would refute each of them in a search of its own.
    let mut found = 0;
    engine.search(&root, &mut |solution| {
        confirm(&mut seen[..cells], solution);
        found += 1;
        if found == 2 {
            Next::Stop
        } else {
            Next::Continue
        }
    })?;
    if found < 2 {
        return Ok((found == 1).then(|| seen[..cells].to_vec()));
    }
    // Several solutions: each digit that none found so far holds is looked for on its own, and
    // each solution found confirms all of its digits at once. A digit that no solution holds
    // leaves the root, so that the searches after it start from a narrower state.
    let mut root = root;
    for cell in 0..cells {
        let mut open = root.get(cell) & !seen[cell];
        while open != 0 {
            let digit = open & open.wrapping_neg();
            open &= open - 1;
            let mut state = root;
            let mut found = false;
            if engine.assume(&mut state, cell, digit) {
                engine.search(&state, &mut |solution| {
                    confirm(&mut seen[..cells], solution);
                    found = true;
                    Next::Stop
                })?;
            }
            if found {
                open &= !seen[cell];
            } else {
                // Sound: the solutions found so far keep the root consistent.
                let consistent = engine.assume(&mut root, cell, !digit);
                debug_assert!(consistent, "a root with solutions met a contradiction");
            }
        }
    }
    Ok(Some(seen[..cells].to_vec()))
}

/// Marks every digit of `solution` as seen in its cell.
fn confirm<const W: usize>(seen: &mut [u16], solution: &State<W>) {
    for (seen, &mask) in seen.iter_mut().zip(solution.candidates()) {
        *seen |= mask;
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Engine, SHARE, count};
    use crate::variant::{Board, Puzzle, Rule};

    /// Two cells a knight's move apart on an anti-knight board, in no house together, both
    /// left with 1 and 2: they hold both digits between them, so the cells that see both lose
    /// them (r1c5 sees r1c3 along its row and r2c5 down its column), and a cell that sees one
    /// of them only keeps them.
    #[test]
    fn a_naked_pair_of_peers_outside_every_house() {
        let mut puzzle = Puzzle::new(Board::new(9).unwrap());
        puzzle.add_rule(Rule::AntiKnight).unwrap();
        let model = puzzle.model();
        let mut engine = Engine::<2>::new(&model, None);
        let mut state = engine.root().unwrap();
        let at = |row: usize, column: usize| (row - 1) * 9 + column - 1;
        assert!(engine.assume(&mut state, at(1, 3), 0b11));
        assert_eq!(state.get(at(1, 5)) & 0b11, 0b11, "r1c5 before the pair");
        assert!(engine.assume(&mut state, at(2, 5), 0b11));
        for (row, column) in [(1, 5), (2, 3)] {
            assert_eq!(state.get(at(row, column)) & 0b11, 0, "r{row}c{column}");
        }
        assert_eq!(state.get(at(1, 9)) & 0b11, 0b11, "r1c9 sees r1c3 only");
    }

    #[test]
    fn count_is_the_number_of_candidates() {
        for mask in 0..=u16::MAX {
            assert_eq!(count(mask), mask.count_ones() as usize, "mask {mask:#06x}");
        }
    }

    proptest! {
        /// Scores order cells as the ratio of weight to candidates does, ties included, so
        /// `choose` picks the cell the cross-multiplied comparison picked.
        #[test]
        fn scores_order_as_the_ratios_do(
            a in 1u64..1 << 32, b in 1u64..1 << 32, m in 2usize..=16, n in 2usize..=16
        ) {
            prop_assert_eq!(a * SHARE[m] > b * SHARE[n], a * n as u64 > b * m as u64);
            prop_assert_eq!(a * SHARE[m] == b * SHARE[n], a * n as u64 == b * m as u64);
        }
    }
}
