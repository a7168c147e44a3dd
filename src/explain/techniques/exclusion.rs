//! Aligned exclusion: two (or three) cells, and the cells with two (or three) candidates that
//! see them all. A combination of digits for the base cells is impossible when it repeats a
//! digit in two cells that see each other, or when it holds every candidate of one of those
//! cells (that cell would be left empty). A candidate of a base cell that appears in no
//! possible combination goes.
//!
//! SE 1.2.1's rules: aligned pair exclusion (6.2) and aligned triplet exclusion (7.5), with
//! its choice of base cells (two or more candidates, no naked single in sight, at least one
//! cell with few candidates in sight), its order of trying them, and at least two common
//! excluding cells.

use core::fmt;
use core::ops::ControlFlow;

use crate::candidates::nine_bit_count;
use crate::explain::Step;
use crate::explain::engine::bits::peer_bits;
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Noted, ask_for, name};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::words::Houses;
use crate::{Candidates, Cell, CellSet, MarkSet, Marks};

pub(crate) const ALIGNED_PAIR_EXCLUSION: Facts = Facts {
    technique: Technique::AlignedPairExclusion,
    name: "Aligned pair exclusion",
    hodoku_name: "Aligned pair exclusion",
    hodoku_key: None,
    hint: |step, f| exclusion_hint(step, f, "an aligned pair exclusion"),
    se_tenths: 62,
    hodoku: None,
    forms: &[],
    sentence: exclusion_sentence,
};

pub(crate) const ALIGNED_TRIPLE_EXCLUSION: Facts = Facts {
    technique: Technique::AlignedTripleExclusion,
    name: "Aligned triple exclusion",
    hodoku_name: "Aligned triple exclusion",
    hodoku_key: None,
    hint: |step, f| exclusion_hint(step, f, "an aligned triple exclusion"),
    se_tenths: 75,
    hodoku: None,
    forms: &[],
    sentence: exclusion_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[ALIGNED_PAIR_EXCLUSION, ALIGNED_TRIPLE_EXCLUSION];

pub(crate) const ALIGNED_PAIRS: Search = Search {
    find: |cx, sink| aligned_pairs(cx.marks, sink),
    finds: &[Technique::AlignedPairExclusion],
};

pub(crate) const ALIGNED_TRIPLES: Search = Search {
    find: |cx, sink| aligned_triples(cx.marks, sink),
    finds: &[Technique::AlignedTripleExclusion],
};

fn exclusion_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let base = step.cells();
    let excluders = step.group(0);
    let both = if base.len() == 2 { "both" } else { "all" };
    write!(
        f,
        "{}: {} {both} see {}, so their digits cannot take all the candidates of one of \
         those, nor repeat in two of them that see each other; ",
        name(step),
        Noted(step, base),
        Noted(step, excluders)
    )?;
    let triple = base.len() == 3;
    for (i, (cell, x)) in step.eliminations().enumerate() {
        f.write_str(if i == 0 { "" } else { "; " })?;
        let partners = base - CellSet::single(cell);
        if triple {
            let mut two = partners.iter();
            let (Some(p), Some(q)) = (two.next(), two.next()) else {
                continue;
            };
            write!(
                f,
                "with {cell} = {x}, {p} and {q} have no pair of digits left ("
            )?;
            let mut first = true;
            for y in step.seen(p) {
                for z in step.seen(q) {
                    f.write_str(if first { "" } else { ", " })?;
                    first = false;
                    let repeats = (x == y && cell.is_peer_of(p))
                        || (x == z && cell.is_peer_of(q))
                        || (y == z && p.is_peer_of(q));
                    let set = Candidates::only(x).with(y).with(z);
                    match excluders.iter().find(|&e| step.seen(e).is_subset(set)) {
                        _ if repeats => write!(f, "{y} and {z} repeat a digit")?,
                        Some(empty) => write!(f, "{y} and {z} empty {empty}")?,
                        None => write!(f, "{y} and {z} are ruled out")?,
                    }
                }
            }
            f.write_str(")")?;
            continue;
        }
        let Some(other) = partners.first() else {
            continue;
        };
        write!(f, "with {cell} = {x}, {other} has no candidate left (")?;
        for (j, y) in step.seen(other).iter().enumerate() {
            f.write_str(if j == 0 { "" } else { ", " })?;
            let pair = Candidates::only(x).with(y);
            match excluders.iter().find(|&e| step.seen(e).is_subset(pair)) {
                _ if x == y && cell.is_peer_of(other) => write!(f, "{y} would repeat")?,
                Some(empty) => write!(f, "{y} would empty {empty}")?,
                None => write!(f, "{y} is ruled out")?,
            }
        }
        f.write_str(")")?;
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

/// "Look for an aligned pair exclusion in boxes 1 and 2"
fn exclusion_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
    let boxes = Houses(u32::from(step.cells().boxes()) << 18);
    write!(f, " in {boxes}")
}

fn aligned_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    aligned(marks, 2, sink)
}

fn aligned_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    aligned(marks, 3, sink)
}

/// The base cells SE may use, in row order, and for each cell the cells that can exclude:
/// those it sees with two to `degree` candidates.
struct Bases {
    list: [Cell; 81],
    len: usize,
    in_list: CellSet,
    excluders: [CellSet; 81],
}

impl Bases {
    fn new(cands: &[u16; 81], degree: usize) -> Bases {
        let mut bases = Bases {
            list: [Cell::ALL[0]; 81],
            len: 0,
            in_list: CellSet::EMPTY,
            excluders: [CellSet::EMPTY; 81],
        };
        // The cells with one candidate, and those with two to `degree`.
        let (mut singles, mut few) = (0u128, 0u128);
        for (i, &m) in cands.iter().enumerate() {
            match nine_bit_count(m) as usize {
                1 => singles |= 1 << i,
                n if n >= 2 && n <= degree => few |= 1 << i,
                _ => {}
            }
        }
        for cell in Cell::ALL {
            if nine_bit_count(cands[cell.index()]) < 2 {
                continue;
            }
            let peers = peer_bits(cell.index());
            let excluders = peers & few;
            if peers & singles == 0 && excluders != 0 {
                bases.list[bases.len] = cell;
                bases.len += 1;
                bases.in_list.insert(cell);
                bases.excluders[cell.index()] = CellSet::from_bits(excluders);
            }
        }
        bases
    }
}

fn aligned(marks: &Marks, degree: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let cands: [u16; 81] = core::array::from_fn(|i| marks.candidates(Cell::ALL[i]).bits());
    let bases = Bases::new(&cands, degree);
    if bases.len < degree {
        return ControlFlow::Continue(());
    }
    // Only the triples' search remembers sets of cells (some kilobytes to clear).
    let mut fruitless = (degree == 3).then(Triples::new);
    // Pairs in the order of SE's `Permutations`: (0,1), (0,2), (1,2), (0,3), ...
    for j in 1..bases.len {
        for i in 0..j {
            let (c0, c1) = (bases.list[i], bases.list[j]);
            let common = bases.excluders[c0.index()] & bases.excluders[c1.index()];
            // Every exclusion needs two common excluding cells, a third base cell only
            // narrows them.
            if !common.has_several() {
                continue;
            }
            if degree == 2 {
                if !pair_removes(&cands, c0, c1, common) {
                    continue;
                }
                if let Some(step) = exclude(marks, &[c0, c1], common) {
                    sink(&step)?;
                }
                continue;
            }
            let Some(fruitless) = fruitless.as_mut() else {
                continue;
            };
            // The third cell: another base cell that one of the two sees with few
            // candidates, in SE's order (the first cell's houses, then the second's).
            let mut tried = CellSet::single(c0) | CellSet::single(c1);
            for first in [c0, c1] {
                let area = (bases.excluders[first.index()] & bases.in_list) - tried;
                if area.is_empty() {
                    continue;
                }
                // SE's order of peers: the box, then the rest of the row, then of the
                // column, each ascending.
                let [row, col, boxed] = first.houses().map(CellSet::house);
                let parts = [boxed, row - boxed, col - boxed - row];
                for peer in parts.into_iter().flat_map(|part| area & part) {
                    tried.insert(peer);
                    let all = common & bases.excluders[peer.index()];
                    if !all.has_several() || fruitless.has(c0, c1, peer) {
                        continue;
                    }
                    match exclude(marks, &[c0, c1, peer], all) {
                        Some(step) => sink(&step)?,
                        None => fruitless.insert(c0, c1, peer),
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether [`exclude`] finds something for the base pair `c0`, `c1` and the excluding cells
/// `common` (each with two candidates), told apart cheaply: a pair of digits is ruled out by
/// an excluding cell holding exactly those two, or by a repeat in cells that see each other,
/// so a digit of one base cell goes when each digit of the other is one of those.
fn pair_removes(cands: &[u16; 81], c0: Cell, c1: Cell, common: CellSet) -> bool {
    let (m0, m1) = (cands[c0.index()], cands[c1.index()]);
    let within = m0 | m1;
    // Per digit, the digits it makes an excluding cell's pair with.
    let mut partners = [0u16; 9];
    let mut any = false;
    for cell in common {
        let m = cands[cell.index()];
        if m & !within == 0 {
            let (a, b) = (m.trailing_zeros(), 15 - m.leading_zeros());
            partners[a as usize] |= 1 << b;
            partners[b as usize] |= 1 << a;
            any = true;
        }
    }
    if !any {
        // Repeats alone rule out a digit only when the other cell has nothing else, and a
        // base cell has two candidates or more.
        return false;
    }
    let clash = CellSet::peers_of(c0).contains(c1);
    let gone = |mine: u16, other: u16| {
        let mut rest = mine;
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let repeat = if clash { 1 << d } else { 0 };
            if other & !(partners[d] | repeat) == 0 {
                return true;
            }
        }
        false
    };
    gone(m0, m1) || gone(m1, m0)
}

/// Sets of three cells, as SE meets the same three base cells again from another pair of
/// them: what `exclude` finds depends only on the set (the common excluding cells of all
/// three, their candidates, which of them see each other), so a set that gave nothing once
/// gives nothing again.
struct Triples([u64; TRIPLE_WORDS]);

/// C(81, 3) bits.
const TRIPLE_WORDS: usize = (81 * 80 * 79 / 6usize).div_ceil(64);

impl Triples {
    fn new() -> Triples {
        Triples([0; TRIPLE_WORDS])
    }

    /// The set's rank among the 3-subsets of 0..81.
    fn index(a: Cell, b: Cell, c: Cell) -> usize {
        let mut k = [a.index(), b.index(), c.index()];
        k.sort_unstable();
        let [x, y, z] = k;
        z * (z - 1) * (z - 2) / 6 + y * (y - 1) / 2 + x
    }

    fn has(&self, a: Cell, b: Cell, c: Cell) -> bool {
        let i = Triples::index(a, b, c);
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    fn insert(&mut self, a: Cell, b: Cell, c: Cell) {
        let i = Triples::index(a, b, c);
        self.0[i / 64] |= 1 << (i % 64);
    }
}

/// Tries every combination of the base cells' candidates against the excluding cells, and
/// gives the step removing the candidates no combination allows, if any.
fn exclude(marks: &Marks, cells: &[Cell], excluders: CellSet) -> Option<Step> {
    let cands: [u16; 3] =
        core::array::from_fn(|i| cells.get(i).map_or(0, |&c| marks.candidates(c).bits()));
    // Only an excluding cell whose candidates all lie among the base cells' can rule a
    // combination out; the others are dropped, and so are repeats.
    let within = cands[0] | cands[1] | cands[2];
    let mut masks = [0u16; 20];
    let mut n = 0;
    let mut used = CellSet::EMPTY;
    for cell in excluders {
        let m = marks.candidates(cell).bits();
        if m & !within == 0 && n < masks.len() && !masks[..n].contains(&m) {
            masks[n] = m;
            n += 1;
            used.insert(cell);
        }
    }
    let masks = &masks[..n];
    // A digit twice in two cells that see each other is no combination.
    let sees = |a: usize, b: usize| CellSet::peers_of(cells[a]).contains(cells[b]);
    let excluded = |set: u16| masks.iter().any(|&m| m & !set == 0);
    let mut allowed = [0u16; 3];
    if cells.len() == 2 {
        let clash01 = sees(0, 1);
        for a in bits(cands[0]) {
            for b in bits(cands[1]) {
                if a == b && clash01 {
                    continue;
                }
                if !excluded(a | b) {
                    allowed[0] |= a;
                    allowed[1] |= b;
                }
            }
        }
    } else {
        let (clash01, clash02, clash12) = (sees(0, 1), sees(0, 2), sees(1, 2));
        'all: for a in bits(cands[0]) {
            for b in bits(cands[1]) {
                if a == b && clash01 {
                    continue;
                }
                // The third cell's digits that complete no combination with `a` and `b`:
                // a repeat, or an excluding cell's candidates all among the three digits
                // (those of a cell with at most one candidate besides `a` and `b`).
                let ab = a | b;
                let mut ruled_out = if clash02 { a } else { 0 } | if clash12 { b } else { 0 };
                for &m in masks {
                    let rest = m & !ab;
                    if rest & rest.wrapping_sub(1) == 0 {
                        ruled_out |= if rest == 0 { 0x1ff } else { rest };
                    }
                }
                let c = cands[2] & !ruled_out;
                if c == 0 {
                    continue;
                }
                allowed[0] |= a;
                allowed[1] |= b;
                allowed[2] |= c;
                // Once every candidate is allowed, nothing can go.
                let missing = (cands[0] ^ allowed[0]) | (cands[1] ^ allowed[1]);
                if missing | (cands[2] ^ allowed[2]) == 0 {
                    break 'all;
                }
            }
        }
    }
    if allowed == cands {
        return None;
    }
    let mut eliminations = MarkSet::EMPTY;
    let mut base = CellSet::EMPTY;
    for (i, &cell) in cells.iter().enumerate() {
        base.insert(cell);
        for digit in Candidates::from_bits_truncate(cands[i] & !allowed[i]) {
            eliminations.insert(cell, digit);
        }
    }
    let facts = if cells.len() == 2 {
        &ALIGNED_PAIR_EXCLUSION
    } else {
        &ALIGNED_TRIPLE_EXCLUSION
    };
    Some(
        Step::new(facts)
            .with_cells(base)
            .with_group(0, used)
            .with_eliminations(eliminations),
    )
}

/// The bits of `mask`, lowest first, each as a mask of its own.
fn bits(mask: u16) -> impl Iterator<Item = u16> {
    let mut rest = mask;
    core::iter::from_fn(move || {
        let bit = rest & rest.wrapping_neg();
        rest &= rest.wrapping_sub(1);
        (bit != 0).then_some(bit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quick_pair_test_agrees_with_trying_every_combination() {
        // Along SE's paths of hard puzzles, for every base pair with two common excluding
        // cells, the quick test says there is something to remove exactly when trying every
        // combination removes something.
        let (mut pairs, mut removing) = (0, 0);
        for line in include_str!("../../../tests/data/top95.txt")
            .lines()
            .take(4)
        {
            let grid: crate::Grid = line.parse().unwrap();
            let mut marks = Marks::new(&grid);
            let explainer = crate::explain::Explainer::new();
            while let Some(step) = explainer.find(&marks) {
                let cands = core::array::from_fn(|i| marks.candidates(Cell::ALL[i]).bits());
                let bases = Bases::new(&cands, 2);
                for j in 1..bases.len {
                    for i in 0..j {
                        let (c0, c1) = (bases.list[i], bases.list[j]);
                        let common = bases.excluders[c0.index()] & bases.excluders[c1.index()];
                        if !common.has_several() {
                            continue;
                        }
                        let full = exclude(&marks, &[c0, c1], common).is_some();
                        assert_eq!(
                            pair_removes(&cands, c0, c1, common),
                            full,
                            "{line} {c0} {c1}"
                        );
                        pairs += 1;
                        removing += usize::from(full);
                    }
                }
                step.apply(&mut marks);
            }
            assert!(marks.is_solved(), "{line}");
        }
        assert!(pairs > 1000 && removing > 0, "{pairs} {removing}");
    }

    #[test]
    fn every_set_of_three_cells_has_its_own_bit_in_any_order() {
        let mut set = Triples::new();
        let mut count = 0;
        for c in 2..81 {
            for b in 1..c {
                for a in 0..b {
                    let [a, b, c] = [a, b, c].map(|i| Cell::ALL[i]);
                    assert!(!set.has(a, b, c), "{a} {b} {c} already there");
                    set.insert(c, a, b);
                    assert!(set.has(a, b, c) && set.has(b, c, a) && set.has(c, b, a));
                    count += 1;
                }
            }
        }
        assert_eq!(count, 81 * 80 * 79 / 6);
        assert!(set.0.iter().map(|w| w.count_ones() as usize).sum::<usize>() == count);
    }
}
