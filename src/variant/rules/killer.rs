//! Killer cages: the digits in a cage all differ and, when the cage has a total, sum to it.
//!
//! With a total, the cage keeps the sets of different digits that reach the total (listed once
//! when the puzzle is compiled): a set stays possible while every cell can take one of its
//! digits and each of its digits has a place; each cell keeps the digits of the sets still
//! possible, and a digit that every such set needs, with one place left, goes there.

use alloc::vec::Vec;

use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, MissedSum, Placed, RuleError, check_group, repeats};
use crate::variant::sums::{digit_sets, line_sum};
use crate::variant::{Board, Break, Cell, Puzzle, Rule};

/// A killer cage.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Killer, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// // Two cells summing to 7 on a 4x4 board: 3 and 4.
/// let cage = Killer { cells: vec![Cell::new(0, 0), Cell::new(0, 1)], sum: Some(7) };
/// puzzle.add_rule(Rule::Killer(cage)).unwrap();
/// let candidates = puzzle.true_candidates().unwrap();
/// assert_eq!(candidates.get(Cell::new(0, 0)).to_string(), "{3,4}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Killer {
    /// The cage's cells.
    pub cells: Vec<Cell>,
    /// The total, or `None` for a cage whose digits only differ.
    pub sum: Option<u32>,
}

impl Constrain for Killer {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_group(board, &self.cells, board.size())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let cells: Vec<usize> = self.cells.iter().map(|&c| builder.index(c)).collect();
        builder.distinct(&cells);
        if let Some(sum) = self.sum {
            let sets = digit_sets(builder.size(), cells.len(), sum);
            builder.propagator(CageSum {
                cells: cells.iter().map(|&c| c as u16).collect(),
                sets,
            });
            // The first cage with a total also adds what the cages tell about each house.
            let first = puzzle.rules().iter().find_map(|rule| match rule {
                Rule::Killer(cage) if cage.sum.is_some() => Some(cage),
                _ => None,
            });
            if first.is_some_and(|first| core::ptr::eq(first, self)) {
                house_totals(puzzle, builder);
            }
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        repeats(placed, &self.cells, "in a cage", out);
        let Some(sum) = self.sum else { return };
        if let Some(missed) = MissedSum::of(placed, &self.cells, sum) {
            out.push(Break {
                rule: None,
                message: alloc::format!("{} in a cage of {sum}", missed.clause()),
                cells: missed.filled,
            });
        }
    }
}

/// The rule of 45 (of N(N+1)/2 on any board): a house holds every digit once, so its total is
/// known. The cells of a house that no cage inside it covers (its innies) sum to that total less
/// the cages' totals, with different digits; the cells outside a house of the cages that reach
/// into it (its outies) sum to the cages' totals less the house's, digits perhaps repeating.
/// Both become sums of their own; the search would find the same in time, with guesses.
fn house_totals(puzzle: &Puzzle, builder: &mut Builder) {
    let n = builder.size();
    let cages: Vec<(Vec<u16>, u32)> = puzzle
        .rules()
        .iter()
        .filter_map(|rule| match rule {
            Rule::Killer(Killer {
                cells,
                sum: Some(sum),
            }) => Some((
                cells.iter().map(|&c| builder.index(c) as u16).collect(),
                *sum,
            )),
            _ => None,
        })
        .collect();
    let mut seen = alloc::vec![false; n * n];
    for &cell in cages.iter().flat_map(|(cells, _)| cells) {
        if core::mem::replace(&mut seen[cell as usize], true) {
            return; // Cages that overlap: their totals count some cells twice.
        }
    }
    let total = (n * (n + 1) / 2) as u32;
    let houses = builder.houses().to_vec();
    for house in &houses {
        let (mut inside, mut inside_sum) = (Vec::new(), 0u32);
        let (mut outside, mut touching_sum) = (Vec::new(), 0u32);
        for (cells, sum) in &cages {
            let within = cells.iter().filter(|c| house.contains(c)).count();
            if within == cells.len() {
                inside.extend_from_slice(cells);
                inside_sum += sum;
            } else if within > 0 {
                outside.extend(cells.iter().copied().filter(|c| !house.contains(c)));
                touching_sum += sum;
            }
        }
        let innies: Vec<u16> = house
            .iter()
            .copied()
            .filter(|c| !inside.contains(c))
            .collect();
        if !innies.is_empty() && innies.len() < n && inside_sum <= total {
            let sets = digit_sets(n, innies.len(), total - inside_sum);
            builder.propagator(CageSum {
                cells: innies.clone(),
                sets,
            });
        }
        // Outies, when the cages reaching in cover every innie.
        let covered = innies
            .iter()
            .all(|c| cages.iter().any(|(cells, _)| cells.contains(c)));
        if covered
            && !outside.is_empty()
            && outside.len() <= 6
            && touching_sum + inside_sum >= total
        {
            outside.sort_unstable();
            outside.dedup();
            let rest = touching_sum + inside_sum - total;
            line_sum(builder, outside, rest);
        }
    }
}

/// A cage's total, as the sets of digits that reach it.
#[derive(Debug)]
struct CageSum {
    cells: Vec<u16>,
    sets: Vec<u16>,
}

impl Propagate for CageSum {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let union = self.cells.iter().fold(0, |m, &c| m | state.get(c));
        let (mut allowed, mut needed) = (0u16, u16::MAX);
        for &set in &self.sets {
            if set & !union == 0 && self.cells.iter().all(|&c| state.get(c) & set != 0) {
                allowed |= set;
                needed &= set;
            }
        }
        if allowed == 0 {
            return Err(Contradiction);
        }
        for &cell in &self.cells {
            state.narrow(cell, allowed)?;
        }
        state.place_needed(&self.cells, needed)
    }
}

#[cfg(test)]
mod tests {
    use crate::variant::sums::digit_sets;
    use alloc::vec::Vec;

    #[test]
    fn digit_sets_are_every_set_with_the_total() {
        for n in 4..=16usize {
            // Every set of digits 1..=n, by its size and total.
            let mut by = alloc::vec![Vec::new(); (n + 1) * 137];
            for mask in 1..(1u32 << n) {
                let total: u32 = (0..n as u32)
                    .filter(|d| mask >> d & 1 == 1)
                    .map(|d| d + 1)
                    .sum();
                by[mask.count_ones() as usize * 137 + total as usize].push(mask as u16);
            }
            for cells in 1..=n {
                for sum in 0..137 {
                    let mut sets = digit_sets(n, cells, sum);
                    sets.sort_unstable();
                    assert_eq!(sets, by[cells * 137 + sum as usize], "{n} {cells} {sum}");
                }
            }
        }
    }
}
