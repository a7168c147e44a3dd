//! Chains: SE's cycles and forcing X-, Y- and XY-chains (in `cycles`), and HoDoKu's remote
//! pairs, XY-Chains and nice loops (in `aic`); and the machinery of SE's chains that its
//! forcing chains (the `forcing` family) build on.
//!
//! A *potential* is a candidate (a cell and a digit) taken as true ("on") or false ("off").
//! Candidates are numbered `cell * 9 + digit - 1` (0..729); the searches keep their state in
//! fixed arrays indexed that way.
//!
//! SE gathers every chain step of a family, sorts them by difficulty, then by complexity (how
//! many potentials the chains use), then by a per-kind key, keeping discovery order for ties,
//! and applies the first. The searches here walk the potentials in SE's order and keep the
//! best step so far by the same comparison ([`Rank`]), so they need not store the others.

mod cycles;
mod loops;
pub(super) mod nets;
mod order;
pub(super) mod simple;
pub(super) mod tabling;

use core::fmt;

pub(crate) use super::shared::se_houses_of;
pub(crate) use cycles::{
    Bfs, LinkTable, Links, Potential, cycle_eliminations, for_each_start, off_to_on, on_to_off,
};

use super::{Facts, Search, Technique};
use crate::Candidates;
use crate::explain::sentence::{ask_for, name, write_branch, write_links, write_result};
use crate::explain::words::Digits;
use crate::explain::{CHAIN_NODES, StepKind};
use crate::explain::{Level, Step};
use crate::{Cell, Digit, Marks, geometry};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::XCycle,
        name: "X-Cycle",
        hodoku_name: "X-Cycle",
        hint: |step, f| chain_hint(step, f, "an X-Cycle"),
        se_tenths: 65,
        hodoku: None,
        forms: &[],
        sentence: cycle_sentence,
    },
    Facts {
        technique: Technique::YCycle,
        name: "Y-Cycle",
        hodoku_name: "Y-Cycle",
        hint: |step, f| chain_hint(step, f, "a Y-Cycle"),
        se_tenths: 65,
        hodoku: None,
        forms: &[],
        sentence: cycle_sentence,
    },
    Facts {
        technique: Technique::BidirectionalCycle,
        name: "Bidirectional cycle",
        hodoku_name: "Bidirectional cycle",
        hint: |step, f| chain_hint(step, f, "a bidirectional cycle"),
        se_tenths: 70,
        hodoku: None,
        forms: &[],
        sentence: cycle_sentence,
    },
    Facts {
        technique: Technique::ForcingXChain,
        name: "Forcing X-Chain",
        hodoku_name: "Forcing X-Chain",
        hint: |step, f| chain_hint(step, f, "a forcing X-Chain"),
        se_tenths: 66,
        hodoku: None,
        forms: &[],
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::ForcingChain,
        name: "Forcing chain",
        hodoku_name: "Forcing chain",
        hint: |step, f| chain_hint(step, f, "a forcing chain"),
        se_tenths: 70,
        hodoku: None,
        forms: &[],
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::XYChain,
        name: "XY-Chain",
        hodoku_name: "XY-Chain",
        hint: |step, f| chain_hint(step, f, "an XY-Chain"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 260)),
        forms: &[],
        sentence: aic_sentence,
    },
    Facts {
        technique: Technique::NiceLoop,
        name: "Nice loop",
        hodoku_name: "Nice Loop/AIC",
        hint: |step, f| chain_hint(step, f, "a nice loop"),
        se_tenths: 70,
        hodoku: Some((Level::Unfair, 280)),
        forms: &[
            (StepKind::Aic, "AIC", "AIC"),
            (
                StepKind::DiscontinuousLoop,
                "Discontinuous nice loop",
                "Discontinuous Nice Loop",
            ),
            (
                StepKind::ContinuousLoop,
                "Continuous nice loop",
                "Continuous Nice Loop",
            ),
        ],
        sentence: nice_loop_sentence,
    },
    Facts {
        technique: Technique::GroupedNiceLoop,
        name: "Grouped nice loop",
        hodoku_name: "Grouped Nice Loop/AIC",
        hint: |step, f| chain_hint(step, f, "a grouped nice loop"),
        se_tenths: 70,
        hodoku: Some((Level::Unfair, 300)),
        forms: &[
            (StepKind::Aic, "Grouped AIC", "Grouped AIC"),
            (
                StepKind::DiscontinuousLoop,
                "Grouped discontinuous nice loop",
                "Grouped Discontinuous Nice Loop",
            ),
            (
                StepKind::ContinuousLoop,
                "Grouped continuous nice loop",
                "Grouped Continuous Nice Loop",
            ),
        ],
        sentence: nice_loop_sentence,
    },
    Facts {
        technique: Technique::RemotePair,
        name: "Remote pair",
        hodoku_name: "Remote Pair",
        hint: |step, f| chain_hint(step, f, "a remote pair"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 110)),
        forms: &[],
        sentence: remote_pair_sentence,
    },
];

/// SE's cycles and forcing X-, Y- and XY-chains: the easiest of them all.
pub(super) const CYCLES_AND_FORCING_CHAINS: Search = Search {
    find: cycles::forcing_chains_and_cycles,
    finds: &[
        Technique::XCycle,
        Technique::YCycle,
        Technique::BidirectionalCycle,
        Technique::ForcingXChain,
        Technique::ForcingChain,
    ],
};

/// HoDoKu's remote pair: the one its sorting of chains puts first.
pub(super) const REMOTE_PAIRS: Search = Search {
    find: simple::remote_pairs,
    finds: &[Technique::RemotePair],
};

/// HoDoKu's XY-Chain: the one its sorting of chains puts first.
pub(super) const XY_CHAINS: Search = Search {
    find: simple::xy_chains,
    finds: &[Technique::XYChain],
};

/// HoDoKu's nice loop or AIC, on its tables: the one its sorting of chains puts first.
pub(super) const NICE_LOOPS: Search = Search {
    find: loops::nice_loops,
    finds: &[Technique::NiceLoop],
};

/// HoDoKu's grouped nice loop or AIC, on its tables with group nodes.
pub(super) const GROUPED_NICE_LOOPS: Search = Search {
    find: loops::grouped_nice_loops,
    finds: &[Technique::GroupedNiceLoop],
};

/// "Look for an X-Cycle on 5"; the digit only when the chain has one.
fn chain_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
    let digits = match (step.technique(), step.chain().nodes().last()) {
        // An XY-Chain's digit is the one its ends share, which it removes.
        (Technique::XYChain, Some(end)) => Candidates::only(end.digit),
        (Technique::RemotePair, _) => step.digits(),
        _ => chain_digits(step),
    };
    if digits.len() <= 2 && !digits.is_empty() {
        write!(f, " on {}", Digits(digits))?;
    } else if let Some(first) = step.chain().nodes().first() {
        // On more digits, the box the chain starts in.
        let [_, _, boxed] = first.cell.houses();
        write!(f, " starting in {boxed}")?;
    }
    Ok(())
}

/// The digits of the chain's nodes.
fn chain_digits(step: &Step) -> Candidates {
    step.chain()
        .nodes()
        .iter()
        .fold(Candidates::EMPTY, |digits, node| digits.with(node.digit))
}

fn forcing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    write!(f, "{}: ", name(step))?;
    write_links(step, f, nodes.iter(), nodes.is_cut())?;
    if step.placement().is_some() {
        f.write_str(": a contradiction, so ")?;
    } else {
        write!(
            f,
            ": a contradiction, so {} is not {}: ",
            start.cell, start.digit
        )?;
    }
    write_result(step, f)
}

fn cycle_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let chain = step.chain();
    write!(f, "{}: {}", name(step), chain.nodes())?;
    if let Some(first) = chain.nodes().first() {
        write!(f, " -> {first}")?;
    }
    f.write_str(
        " is a loop that holds either way round (each node true and the next false, or each \
         false and the next true), so every link has one true end, and a candidate that sees \
         both ends of a link, or a cell with both, cannot be true: ",
    )?;
    step.write_removals(f)
}

/// HoDoKu's X-Chain, XY-Chain or AIC: every link from the first node to the last, then
/// what it proves about the two ends, then the removals.
pub(super) fn aic_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let digits = chain_digits(step);
    write!(f, "{}", name(step))?;
    if digits.len() == 1 {
        write!(f, " on {}", Digits(digits))?;
    } else if step.technique() == Technique::XYChain {
        // The digit its two ends share, which it removes.
        let end = nodes.last().ok_or(fmt::Error)?;
        write!(f, " on {}", end.digit)?;
    }
    f.write_str(": ")?;
    write_branch(step, f, nodes)?;
    write_ends(step, f)?;
    step.write_removals(f)
}

/// What a chain from its first node to its last proves: from a node taken false to one
/// true, that one of the two ends holds; from a node taken true back to its own cell, that
/// the premise is false.
fn write_ends(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    let end = nodes.last().ok_or(fmt::Error)?;
    if start.on {
        return write!(
            f,
            ", which cannot be with {} = {}: a contradiction, so {} is not {}: ",
            start.cell, start.digit, start.cell, start.digit
        );
    }
    if !end.on {
        // From the start taken false to another candidate false: that candidate is false
        // whether the start holds or not.
        return write!(
            f,
            "; and if {} is {}, {} is not {} either: so it is not {} either way: ",
            start.cell, start.digit, end.cell, end.digit, end.digit
        );
    }
    match (start.cell == end.cell, start.digit == end.digit) {
        (true, true) => write!(
            f,
            "; so {} is {} either way, and no cell that sees it can be: ",
            start.cell, start.digit
        ),
        (true, false) => write!(
            f,
            "; so {} is {} or {}, and holds nothing else: ",
            start.cell, start.digit, end.digit
        ),
        (false, true) => write!(
            f,
            "; so {} or {} is {}, and no cell that sees both can be: ",
            start.cell, end.cell, start.digit
        ),
        (false, false) => write!(
            f,
            "; so {} is {} or {} is {}, and as the two see each other, neither can hold \
             the other's digit: ",
            start.cell, start.digit, end.cell, end.digit
        ),
    }
}

fn nice_loop_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    let end = nodes.last().ok_or(fmt::Error)?;
    write!(f, "{}: ", name(step))?;
    write_branch(step, f, nodes)?;
    if step.kind() == Some(StepKind::ContinuousLoop) {
        write!(
            f,
            "; so {} is {} or {}, and the chain is a loop that holds either way round: every \
             weak link has one true end, so a candidate that sees both ends of one, or another \
             candidate of a cell a weak link stays in, cannot be true: ",
            start.cell, start.digit, end.digit
        )?;
        return step.write_removals(f);
    }
    write_ends(step, f)?;
    step.write_removals(f)
}

fn remote_pair_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digits = Digits(step.digits());
    write!(f, "{} on {digits}: ", name(step))?;
    // Each cell of the chain once, in chain order (each comes as a false and a true node).
    let nodes = step.chain().nodes();
    let mut cells = [nodes.first().ok_or(fmt::Error)?.cell; CHAIN_NODES];
    let mut n = 0;
    for node in nodes.iter() {
        if n == 0 || cells[n - 1] != node.cell {
            cells[n] = node.cell;
            n += 1;
        }
    }
    for (i, cell) in cells[..n].iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == n { " and " } else { ", " })?;
        }
        write!(f, "{cell}")?;
    }
    write!(
        f,
        " hold only {digits}, each seeing the next, so the two digits alternate along them; \
         two of them an odd number of links apart hold both digits between them, so a cell \
         that sees two such holds neither: "
    )?;
    step.write_removals(f)
}

/// SE's length bonus: 0.1 for each of 4, 6, 8, 12, 16, 24, 32, ... that `complexity - 2`
/// exceeds, summed in `f64` as SE sums it so that ties compare as SE's do.
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
    pub(crate) fn new(base: f64, complexity: usize, sort_key: u8) -> Rank {
        Rank {
            difficulty: base + length_bonus(complexity),
            complexity,
            sort_key,
        }
    }

    /// Whether a step of this rank, found after one of rank `other`, sorts before it.
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
    pub(crate) fn complexity(&self) -> usize {
        self.complexity
    }

    /// SE's key for the kind of step (see [`Rank`]).
    pub(crate) fn sort_key(&self) -> u8 {
        self.sort_key
    }

    /// The rating in tenths, as SE prints it.
    pub(crate) fn tenths(&self) -> u8 {
        let tenths = (self.difficulty * 10.0 + 0.5) as u32;
        tenths.min(u32::from(u8::MAX)) as u8
    }
}

/// 729 bits, one per candidate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bits([u64; 12]);

impl Bits {
    pub(crate) const EMPTY: Bits = Bits([0; 12]);

    pub(crate) fn has(&self, k: usize) -> bool {
        self.0[k / 64] >> (k % 64) & 1 == 1
    }

    pub(crate) fn set(&mut self, k: usize) {
        self.0[k / 64] |= 1 << (k % 64);
    }

    pub(crate) fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
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

/// The cells of house `house` (indexed as [`House::ALL`](crate::House::ALL): rows, columns,
/// boxes) as a mask.
pub(crate) fn house_bits(house: usize) -> u128 {
    geometry::HOUSE_BITS[house]
}

/// The bit of `cell` in a mask of cells.
pub(crate) fn cell_bit(cell: usize) -> u128 {
    geometry::CELL_BITS[cell]
}

pub(crate) fn peer_bits(cell: usize) -> u128 {
    geometry::PEER_BITS[cell]
}

pub(crate) fn cell_of(cell: usize) -> Cell {
    Cell::ALL[cell]
}

pub(crate) fn digit_of(d: usize) -> Digit {
    Digit::ALL[d]
}

/// Whether exactly two bits of `bits` are set. Cheaper than `count_ones() == 2` where the
/// target has no population count instruction (plain x86-64).
pub(crate) fn two_bits(bits: u128) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Calls `each` with the cells of `bits`, lowest index first.
pub(crate) fn for_cells(mut bits: u128, mut each: impl FnMut(usize)) {
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
