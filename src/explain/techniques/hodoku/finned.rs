//! Finned and sashimi fish: k base lines whose places for a digit lie in k cover lines,
//! except for some extra places (fins) all in one box. Either the fish holds, or a fin holds
//! the digit; both rule it out of the cover lines' cells in the fins' box, off the base
//! lines. Sashimi: without its fins some base line would keep a single place.

use core::ops::ControlFlow;

use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks, Unit, UnitKind};

pub(crate) fn x_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    finned(marks, 2, sink)
}

pub(crate) fn swordfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    finned(marks, 3, sink)
}

pub(crate) fn jellyfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    finned(marks, 4, sink)
}

fn technique(k: u32, sashimi: bool) -> Technique {
    match (k, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (_, false) => Technique::FinnedJellyfish,
        (_, true) => Technique::SashimiJellyfish,
    }
}

/// The nine-bit masks with 2, 3 and 4 bits, each list ascending (at most 126 of them).
const COMBOS: [([u16; 126], usize); 3] = [combos(2), combos(3), combos(4)];

const fn combos(k: u32) -> ([u16; 126], usize) {
    let mut list = [0u16; 126];
    let (mut m, mut len) = (0u16, 0);
    while m < 512 {
        if m.count_ones() == k {
            list[len] = m;
            len += 1;
        }
        m += 1;
    }
    (list, len)
}

/// The subsets of `mask` (nine bits) with `k` bits (2 to 4), in ascending order.
fn subsets(mask: u16, k: u32) -> impl Iterator<Item = u16> {
    let (list, len) = &COMBOS[(k as usize).clamp(2, 4) - 2];
    list[..*len].iter().copied().filter(move |m| m & !mask == 0)
}

fn finned(marks: &Marks, k: u32, sink: Sink<'_>) -> ControlFlow<()> {
    for (base_kind, cover_kind) in [
        (UnitKind::Row, UnitKind::Column),
        (UnitKind::Column, UnitKind::Row),
    ] {
        let line = |kind, n| Unit::new(kind, n).map_or(CellSet::EMPTY, CellSet::house);
        let base_lines: [CellSet; 9] = core::array::from_fn(|n| line(base_kind, n));
        let cover_lines: [CellSet; 9] = core::array::from_fn(|n| line(cover_kind, n));
        for digit in Digit::ALL {
            let cells = marks.cells_with(digit);
            let places: [CellSet; 9] = core::array::from_fn(|n| cells & base_lines[n]);
            // A base line holds its places in the covers (at most k) and fins of one box
            // (at most 3 in a line).
            let mut eligible = 0u16;
            for (n, here) in places.iter().enumerate() {
                if !here.is_empty() && here.len() <= k as usize + 3 {
                    eligible |= 1 << n;
                }
            }
            for base_combo in subsets(eligible, k) {
                let bases = (0..9).filter(|n| base_combo >> n & 1 == 1);
                let mut base = CellSet::EMPTY;
                for n in bases.clone() {
                    base |= places[n];
                }
                let spread = match cover_kind {
                    UnitKind::Row => base.rows(),
                    _ => base.cols(),
                };
                if spread.count_ones() <= k {
                    continue; // a basic fish, or fewer lines: nothing to fin
                }
                for cover_combo in subsets(spread, k) {
                    let mut cover = CellSet::EMPTY;
                    for n in (0..9).filter(|n| cover_combo >> n & 1 == 1) {
                        cover |= cover_lines[n];
                    }
                    let fins = base - cover;
                    let boxes = fins.boxes();
                    if boxes.count_ones() != 1 {
                        continue;
                    }
                    let fin_box = line(UnitKind::Box, boxes.trailing_zeros() as usize);
                    // Every base line keeps a place in the covers; sashimi when one keeps one.
                    let kept = bases.clone().map(|n| (places[n] & cover).len());
                    if kept.clone().any(|len| len == 0) {
                        continue;
                    }
                    let sashimi = kept.clone().any(|len| len == 1);
                    let removed = cells & cover & (fin_box - base);
                    if removed.is_empty() {
                        continue;
                    }
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, digit);
                    let mut step = Step::new(technique(k, sashimi));
                    for n in 0..9 {
                        if let (true, Some(unit)) =
                            (base_combo >> n & 1 == 1, Unit::new(base_kind, n))
                        {
                            step = step.with_house(unit);
                        }
                        if let (true, Some(unit)) =
                            (cover_combo >> n & 1 == 1, Unit::new(cover_kind, n))
                        {
                            step = step.with_cover(unit);
                        }
                    }
                    sink(
                        step.with_cells(base)
                            .with_digits(Candidates::only(digit))
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
