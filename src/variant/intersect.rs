//! Locked candidates between two houses that share two or more cells (a row and a box, a
//! diagonal and a jigsaw region, ...): a digit that one house can hold only in the shared
//! cells is taken from the rest of the other. Built for every such pair of houses; on big
//! boards it saves most of the guesses.

use alloc::vec::Vec;

use super::model::{Contradiction, Narrow, Propagate};

/// Two houses and the cells they share.
#[derive(Debug)]
pub(crate) struct Intersection {
    /// Every cell of either house (what it watches).
    cells: Vec<u16>,
    /// The cells of the first house only, of the second only, and of both.
    first: Vec<u16>,
    second: Vec<u16>,
    shared: Vec<u16>,
}

impl Intersection {
    /// The intersection of two houses (sorted cell lists), if they share two or more cells.
    pub(crate) fn of(a: &[u16], b: &[u16]) -> Option<Intersection> {
        let shared: Vec<u16> = a.iter().copied().filter(|c| b.contains(c)).collect();
        if shared.len() < 2 {
            return None;
        }
        let first: Vec<u16> = a.iter().copied().filter(|c| !shared.contains(c)).collect();
        let second: Vec<u16> = b.iter().copied().filter(|c| !shared.contains(c)).collect();
        if first.is_empty() || second.is_empty() {
            return None;
        }
        let mut cells = a.to_vec();
        cells.extend_from_slice(&second);
        Some(Intersection {
            cells,
            first,
            second,
            shared,
        })
    }
}

fn union(cells: &[u16], state: &Narrow<'_>) -> u16 {
    cells.iter().fold(0, |m, &c| m | state.get(c))
}

impl Propagate for Intersection {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let shared = union(&self.shared, state);
        let first = union(&self.first, state);
        let second = union(&self.second, state);
        // Digits the first house keeps only in the shared cells leave the second's others.
        let locked = shared & !first;
        if locked & second != 0 {
            for &cell in &self.second {
                state.narrow(cell, !locked)?;
            }
        }
        let locked = shared & !second;
        if locked & first != 0 {
            for &cell in &self.first {
                state.narrow(cell, !locked)?;
            }
        }
        Ok(())
    }
}
