//! The search shared by every rule: propagation to a fixed point (peers, relations, hidden
//! singles in houses, the rules' propagators), then depth-first search on the cell with the
//! fewest candidates, each guess on a copy of the state. Counting, first solutions, lists of
//! solutions and true candidates are all this one search with another visitor.

use alloc::vec;
use alloc::vec::Vec;

use super::digits::single;
use super::model::{Contradiction, MAX_CELLS, Model, Narrow, Queue, State};
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
/// propagators waiting to run. Reused across searches of the same model.
#[derive(Debug)]
pub(crate) struct Engine<'m> {
    model: &'m Model,
    queue: Queue,
    houses: Vec<u16>,
    house_waiting: Vec<bool>,
    props: Vec<u16>,
    /// Propagators of the model's late kind (locked candidates), run when nothing else waits.
    late: Vec<u16>,
    prop_waiting: Vec<bool>,
    guesses: u64,
    budget: Option<u64>,
}

impl<'m> Engine<'m> {
    pub(crate) fn new(model: &'m Model, budget: Option<u64>) -> Engine<'m> {
        Engine {
            model,
            queue: Queue::new(),
            houses: Vec::with_capacity(model.houses.len()),
            house_waiting: vec![false; model.houses.len()],
            props: Vec::with_capacity(model.props.len()),
            late: Vec::with_capacity(model.props.len()),
            prop_waiting: vec![false; model.props.len()],
            guesses: 0,
            budget,
        }
    }

    /// The guesses made so far.
    pub(crate) fn guesses(&self) -> u64 {
        self.guesses
    }

    /// The starting state, propagated; `None` when the puzzle has no solution that
    /// propagation alone can rule out.
    pub(crate) fn root(&mut self) -> Option<State> {
        let mut state = self.model.init;
        for (cell, &mask) in state[..self.model.cells()].iter().enumerate() {
            if mask == 0 {
                return None;
            }
            self.queue.push(cell as u16);
        }
        self.propagate(&mut state).ok().map(|()| state)
    }

    /// Narrows cell `cell` of `state` to `mask` and propagates.
    pub(crate) fn assume(&mut self, state: &mut State, cell: usize, mask: u16) -> bool {
        let new = state[cell] & mask;
        if new == 0 {
            return false;
        }
        if new != state[cell] {
            state[cell] = new;
            self.queue.push(cell as u16);
        }
        self.propagate(state).is_ok()
    }

    /// Propagates the queued changes to a fixed point.
    fn propagate(&mut self, state: &mut State) -> Result<(), Contradiction> {
        let result = self.fixed_point(state);
        if result.is_err() {
            self.queue.clear();
            for &h in &self.houses {
                self.house_waiting[h as usize] = false;
            }
            self.houses.clear();
            for &p in self.props.iter().chain(&self.late) {
                self.prop_waiting[p as usize] = false;
            }
            self.props.clear();
            self.late.clear();
        }
        result
    }

    fn fixed_point(&mut self, state: &mut State) -> Result<(), Contradiction> {
        let model = self.model;
        loop {
            while let Some(cell) = self.queue.pop() {
                let cell = cell as usize;
                let mask = state[cell];
                let mut narrow = Narrow {
                    cand: state,
                    queue: &mut self.queue,
                };
                if single(mask).is_some() {
                    for &peer in model.peers.of(cell) {
                        narrow.narrow(peer, !mask)?;
                    }
                }
                for pair in model.links.of(cell).chunks_exact(2) {
                    let table = &model.tables[pair[1] as usize];
                    let mut allowed = 0;
                    let mut digits = mask;
                    while digits != 0 {
                        allowed |= table[digits.trailing_zeros() as usize];
                        digits &= digits - 1;
                    }
                    narrow.narrow(pair[0], allowed)?;
                }
                for &h in model.houses_of.of(cell) {
                    if !self.house_waiting[h as usize] {
                        self.house_waiting[h as usize] = true;
                        self.houses.push(h);
                    }
                }
                for &p in model.props_of.of(cell) {
                    if !self.prop_waiting[p as usize] {
                        self.prop_waiting[p as usize] = true;
                        if (p as usize) < model.late_from {
                            self.props.push(p);
                        } else {
                            self.late.push(p);
                        }
                    }
                }
            }
            if let Some(h) = self.houses.pop() {
                self.house_waiting[h as usize] = false;
                self.hidden_singles(state, h as usize)?;
                continue;
            }
            if let Some(p) = self.props.pop().or_else(|| self.late.pop()) {
                self.prop_waiting[p as usize] = false;
                let mut narrow = Narrow {
                    cand: state,
                    queue: &mut self.queue,
                };
                model.props[p as usize].propagate(&mut narrow)?;
                continue;
            }
            return Ok(());
        }
    }

    /// A house holds every digit: a digit with no place is a contradiction, and a digit with
    /// one place goes there.
    fn hidden_singles(&mut self, state: &mut State, house: usize) -> Result<(), Contradiction> {
        let cells = &self.model.houses[house];
        let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
        for &cell in cells {
            let mask = state[cell as usize];
            twice |= once & mask;
            once |= mask;
            if single(mask).is_some() {
                placed |= mask;
            }
        }
        if once != self.model.full() {
            return Err(Contradiction);
        }
        let mut hidden = once & !twice & !placed;
        while hidden != 0 {
            let digit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            for &cell in cells {
                if state[cell as usize] & digit != 0 {
                    state[cell as usize] = digit;
                    self.queue.push(cell);
                    break;
                }
            }
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
        state: &State,
        visit: &mut dyn FnMut(&State) -> Next,
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
            if self.assume(&mut child, cell, digit) && self.search(&child, visit)? == Next::Stop {
                return Ok(Next::Stop);
            }
            if !self.assume(&mut state, cell, !digit) {
                return Ok(Next::Continue);
            }
        }
    }

    /// Where to guess: the open cell with the fewest candidates, and its lowest digit to try
    /// first; `None` when every cell has one candidate.
    fn choose(&self, state: &State) -> Option<(usize, u16)> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for (cell, &mask) in state[..self.model.cells()].iter().enumerate() {
            let count = mask.count_ones();
            if count > 1 && count < fewest {
                fewest = count;
                best = Some(cell);
                if count == 2 {
                    break;
                }
            }
        }
        let cell = best?;
        let mask = state[cell];
        Some((cell, mask & mask.wrapping_neg()))
    }
}

/// The digits of a solved state, row by row.
pub(crate) fn digits_of(state: &State, cells: usize) -> Vec<u8> {
    state[..cells]
        .iter()
        .map(|&mask| single(mask).unwrap_or(0))
        .collect()
}

/// Every digit that some solution puts in each cell, as masks; `None` when there is no
/// solution at all.
pub(crate) fn true_candidates(engine: &mut Engine<'_>) -> Result<Option<Vec<u16>>, GaveUp> {
    let cells = engine.model.cells();
    let Some(root) = engine.root() else {
        return Ok(None);
    };
    let mut seen = [0u16; MAX_CELLS];
    let mut any = false;
    // Each solution found confirms all of its digits at once.
    for cell in 0..cells {
        let mut open = root[cell] & !seen[cell];
        while open != 0 {
            let digit = open & open.wrapping_neg();
            open &= open - 1;
            if seen[cell] & digit != 0 {
                continue;
            }
            let mut state = root;
            if !engine.assume(&mut state, cell, digit) {
                continue;
            }
            let mut found = false;
            engine.search(&state, &mut |solution| {
                for (seen, &mask) in seen[..cells].iter_mut().zip(solution.iter()) {
                    *seen |= mask;
                }
                found = true;
                Next::Stop
            })?;
            any |= found;
            open &= !seen[cell];
        }
    }
    Ok(any.then(|| seen[..cells].to_vec()))
}
