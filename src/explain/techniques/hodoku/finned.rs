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

fn finned(marks: &Marks, k: u32, sink: Sink<'_>) -> ControlFlow<()> {
    for (base_kind, cover_kind) in [
        (UnitKind::Row, UnitKind::Column),
        (UnitKind::Column, UnitKind::Row),
    ] {
        let line = |kind, n| Unit::new(kind, n).map_or(CellSet::EMPTY, CellSet::house);
        for digit in Digit::ALL {
            let cells = marks.cells_with(digit);
            for base_combo in (0u16..512).filter(|m| m.count_ones() == k) {
                let bases = (0..9).filter(|n| base_combo >> n & 1 == 1);
                let mut base = CellSet::EMPTY;
                if bases
                    .clone()
                    .any(|n| (cells & line(base_kind, n)).is_empty())
                {
                    continue;
                }
                for n in bases.clone() {
                    base |= cells & line(base_kind, n);
                }
                let spread = match cover_kind {
                    UnitKind::Row => base.rows(),
                    _ => base.cols(),
                };
                if spread.count_ones() <= k {
                    continue; // a basic fish, or fewer lines: nothing to fin
                }
                for cover_combo in (0u16..512).filter(|m| m.count_ones() == k && m & !spread == 0) {
                    let mut cover = CellSet::EMPTY;
                    for n in (0..9).filter(|n| cover_combo >> n & 1 == 1) {
                        cover |= line(cover_kind, n);
                    }
                    let fins = base - cover;
                    let boxes = fins.boxes();
                    if boxes.count_ones() != 1 {
                        continue;
                    }
                    let fin_box = line(UnitKind::Box, boxes.trailing_zeros() as usize);
                    // Every base line keeps a place in the covers; sashimi when one keeps one.
                    let kept = bases
                        .clone()
                        .map(|n| (base & cover & line(base_kind, n)).len());
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
