//! Chains of implications, as Sudoku Explainer 1.2.1 finds and rates them.
//!
//! A *potential* is a candidate (a cell and a digit) taken as true ("on") or false ("off").
//! Candidates are numbered `cell * 9 + digit - 1` (0..729); the searches keep their state in
//! fixed arrays indexed that way.
//!
//! SE gathers every chain step of a family, sorts them by difficulty, then by complexity (how
//! many potentials the chains use), then by a per-kind key, keeping discovery order for ties,
//! and applies the first. The searches here walk the potentials in SE's order and keep the
//! best step so far by the same comparison ([`Rank`]), so they need not store the others.

mod multiple;
mod nested;
mod unary;

pub(crate) use multiple::{dynamic, dynamic_plus, multiple, nested, nishio};
pub(crate) use unary::forcing_chains_and_cycles;

use crate::{Cell, CellSet, Digit, Marks};

/// SE's length bonus: 0.1 for each of 4, 6, 8, 12, 16, 24, 32, ... that `complexity - 2`
/// exceeds, summed in `f64` as SE sums it so that ties compare as SE's do.
pub(super) fn length_bonus(complexity: usize) -> f64 {
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
pub(super) struct Rank {
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
}

impl Rank {
    pub(super) fn new(base: f64, complexity: usize, sort_key: u8) -> Rank {
        Rank {
            difficulty: base + length_bonus(complexity),
            complexity,
            sort_key,
        }
    }

    /// Whether a step of this rank, found after one of rank `other`, sorts before it.
    pub(super) fn beats(&self, other: Option<&Rank>) -> bool {
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
    pub(super) fn limit(base: f64, sort_key: u8, best: Option<&Rank>) -> usize {
        if best.is_none() {
            return usize::MAX;
        }
        let mut complexity = 1;
        while Rank::new(base, complexity + 1, sort_key).beats(best) {
            complexity += 1;
        }
        complexity
    }

    /// SE's key for the kind of step (see [`Rank`]).
    pub(super) fn sort_key(&self) -> u8 {
        self.sort_key
    }

    /// The rating in tenths, as SE prints it.
    pub(super) fn tenths(&self) -> u8 {
        let tenths = (self.difficulty * 10.0 + 0.5) as u32;
        tenths.min(u32::from(u8::MAX)) as u8
    }
}

/// 729 bits, one per candidate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Bits([u64; 12]);

impl Bits {
    pub(super) const EMPTY: Bits = Bits([0; 12]);

    pub(super) fn has(&self, k: usize) -> bool {
        self.0[k / 64] >> (k % 64) & 1 == 1
    }

    pub(super) fn set(&mut self, k: usize) {
        self.0[k / 64] |= 1 << (k % 64);
    }

    pub(super) fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// The cause of a true potential that holds because its cell has no other candidate left;
/// other causes are houses, as indices into [`Unit::ALL`](crate::Unit::ALL).
pub(super) const CELL: u8 = u8::MAX;

/// A snapshot of the pencil marks as bit masks, for fast link queries.
#[derive(Clone, Copy)]
pub(super) struct Board {
    /// Candidates of each cell: bit `d` for digit `d + 1`.
    pub(super) cands: [u16; 81],
    /// Cells holding each digit as a candidate, indexed by `digit - 1`.
    pub(super) with: [u128; 9],
}

impl Board {
    pub(super) fn new(marks: &Marks) -> Board {
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

/// The houses of a cell in the order SE visits them: box, row, column (indices into
/// [`Unit::ALL`](crate::Unit::ALL)).
pub(super) fn se_houses_of(cell: usize) -> [usize; 3] {
    let [bx, row, col] = SE_HOUSES[cell];
    [usize::from(bx), usize::from(row), usize::from(col)]
}

/// [`se_houses_of`] for every cell, looked up: the chains ask it in their inner loops.
static SE_HOUSES: [[u8; 3]; 81] = {
    let mut table = [[0; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = [
            (18 + cell / 27 * 3 + cell % 9 / 3) as u8,
            (cell / 9) as u8,
            (9 + cell % 9) as u8,
        ];
        cell += 1;
    }
    table
};

/// The cells of house `house` (indexed as [`Unit::ALL`](crate::Unit::ALL): rows, columns,
/// boxes) as a mask.
pub(super) fn house_bits(house: usize) -> u128 {
    crate::cellset::house_bits(house)
}

/// The bit of `cell` in a mask of cells: looked up, as a 128-bit shift by a variable amount
/// takes a dozen instructions on x86-64 and the chains make it in their inner loops.
pub(super) fn cell_bit(cell: usize) -> u128 {
    CELL_BITS[cell]
}

static CELL_BITS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = 1 << cell;
        cell += 1;
    }
    table
};

pub(super) fn peer_bits(cell: usize) -> u128 {
    CellSet::peers_of(cell_of(cell)).bits()
}

pub(super) fn cell_of(cell: usize) -> Cell {
    Cell::ALL[cell]
}

pub(super) fn digit_of(d: usize) -> Digit {
    Digit::ALL[d]
}

/// Whether exactly two bits of `bits` are set. Cheaper than `count_ones() == 2` where the
/// target has no population count instruction (plain x86-64).
pub(super) fn two_bits(bits: u128) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Calls `each` with the cells of `bits`, lowest index first.
pub(super) fn for_cells(mut bits: u128, mut each: impl FnMut(usize)) {
    while bits != 0 {
        each(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_bits_agrees_with_count_ones() {
        for bits in [
            0u128,
            1,
            2,
            3,
            5,
            7,
            1 << 80,
            1 << 80 | 1,
            1 << 127 | 1 << 64,
            u128::MAX,
        ] {
            assert_eq!(two_bits(bits), bits.count_ones() == 2, "{bits:#x}");
        }
        for a in 0..128 {
            for b in 0..128 {
                let bits = 1u128 << a | 1u128 << b;
                assert_eq!(two_bits(bits), a != b);
            }
        }
    }

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
