//! Finned and sashimi fish: k base lines whose places for a digit lie in k cover lines,
//! except for some extra places (fins) all in one box. Either the fish holds, or a fin holds
//! the digit; both rule it out of the cover lines' cells in the fins' box, off the base
//! lines. Sashimi: without its fins some base line would keep a single place.

use core::ops::ControlFlow;

use crate::candidates::nine_bit_count;
use crate::explain::Step;
use crate::explain::engine::subsets::{lex_k_subsets, lex_unions_of_k};
use crate::explain::search::Sink;
use crate::explain::step::Facts;
use crate::{Candidates, CellSet, Digit, House, HouseKind, MarkSet, Marks};

/// HoDoKu's finned fish of `k` lines, then its sashimi ones: HoDoKu looks for a finned one
/// first, then (the next technique in its order) for a sashimi one, each the first in its
/// scan. One scan serves both: the finned steps go to the sink as found, the first sashimi
/// one is kept and given after them; a second scan gives the other sashimi ones only to a
/// sink that asks for more.
///
/// `barren` holds each digit's places where the search found nothing before (see
/// `Context::barren`), and gets those where it finds nothing now.
pub(super) fn finned_then_sashimi(
    marks: &Marks,
    k: u32,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let mut first_sashimi = None;
    scan(marks, k, barren, &mut |step, sashimi| {
        if !sashimi {
            sink(&step)
        } else {
            first_sashimi.get_or_insert(step);
            ControlFlow::Continue(())
        }
    })?;
    let Some(first) = first_sashimi else {
        return ControlFlow::Continue(());
    };
    sink(&first)?;
    let mut passed_first = false;
    scan(marks, k, barren, &mut |step, sashimi| {
        if !sashimi {
            ControlFlow::Continue(())
        } else if !passed_first {
            passed_first = true;
            ControlFlow::Continue(())
        } else {
            sink(&step)
        }
    })
}

fn facts(k: u32, sashimi: bool) -> &'static Facts {
    match (k, sashimi) {
        (2, false) => &super::FINNED_X_WING,
        (2, true) => &super::SASHIMI_X_WING,
        (3, false) => &super::FINNED_SWORDFISH,
        (3, true) => &super::SASHIMI_SWORDFISH,
        (_, false) => &super::FINNED_JELLYFISH,
        (_, true) => &super::SASHIMI_JELLYFISH,
    }
}

/// The sets of `k` cover lines (as masks) that could make the base lines `bases` (each with
/// its places as a mask of cover lines in `positions`) a finned fish, ascending, in `out`;
/// returns how many. With the fins in the box of band `b` and stack `s`, every place off
/// that box needs its cover; the covers left to choose are places in stack `s`.
fn cover_candidates(bases: u16, positions: &[u16; 9], k: u32, out: &mut [u16; 32]) -> usize {
    // The places of the base lines in each band.
    let mut of_band = [0u16; 3];
    for n in bits(bases) {
        of_band[n / 3] |= positions[n];
    }
    let spread = of_band[0] | of_band[1] | of_band[2];
    let mut len = 0;
    for band in 0..3 {
        if bases >> (3 * band) & 0b111 == 0 {
            continue; // no base line in this band, so no fin either
        }
        let elsewhere = of_band[(band + 1) % 3] | of_band[(band + 2) % 3];
        for stack in 0..3 {
            let in_stack = 0b111u16 << (3 * stack);
            let required = elsewhere | of_band[band] & !in_stack;
            let Some(extra) = k.checked_sub(nine_bit_count(required)) else {
                continue;
            };
            let free = spread & !required;
            let mut sub = free;
            loop {
                let covers = required | sub;
                if nine_bit_count(sub) == extra && len < out.len() && !out[..len].contains(&covers)
                {
                    out[len] = covers;
                    len += 1;
                }
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & free;
            }
        }
    }
    // HoDoKu's order: cover lines in lexicographic order of their numbers, which is the
    // descending order of the masks with their nine bits reversed, so the ascending order of
    // the complements of those. Sorted as plain numbers, the `.wasm` shares its one sort of
    // u16 instead of a 13 KB sort of its own.
    for covers in &mut out[..len] {
        *covers = !covers.reverse_bits();
    }
    out[..len].sort_unstable();
    for covers in &mut out[..len] {
        *covers = (!*covers).reverse_bits();
    }
    len
}

/// The set bits of a nine-bit mask, lowest first.
fn bits(mask: u16) -> impl Iterator<Item = usize> + Clone {
    let mut rest = mask & 0x1ff;
    core::iter::from_fn(move || {
        let n = rest.trailing_zeros() as usize;
        rest &= rest.wrapping_sub(1);
        (n < 16).then_some(n)
    })
}

/// The stack (or band) of positions 0..9 that holds every bit of `mask`, if one does.
fn chunk_of(mask: u16) -> Option<usize> {
    (0..3).find(|&c| mask & !(0b111 << (3 * c)) == 0)
}

/// HoDoKu's finned and sashimi fish of `k` lines, each given to `each` with whether it is
/// sashimi, in HoDoKu's order: digits in order; rows as base lines, then columns; base
/// lines in lexicographic order; cover lines likewise. At most five fins; a fish is sashimi
/// when a base line keeps at most one place in the covers.
fn scan(
    marks: &Marks,
    k: u32,
    barren: &mut [u128; 9],
    each: &mut dyn FnMut(Step, bool) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let line = |kind, n| House::new(kind, n).map_or(CellSet::EMPTY, CellSet::house);
    for digit in Digit::ALL {
        let cells = marks.cells_with(digit);
        let barren = &mut barren[usize::from(digit.get() - 1)];
        if cells.bits() == *barren {
            continue;
        }
        // Whether this digit gave a step: then its places are not barren.
        let mut gave = false;
        let each = &mut |step, sashimi| {
            gave = true;
            each(step, sashimi)
        };
        for (base_kind, cover_kind) in [
            (HouseKind::Row, HouseKind::Column),
            (HouseKind::Column, HouseKind::Row),
        ] {
            let base_lines: [CellSet; 9] = core::array::from_fn(|n| line(base_kind, n));
            let cover_lines: [CellSet; 9] = core::array::from_fn(|n| line(cover_kind, n));
            let places: [CellSet; 9] = core::array::from_fn(|n| cells & base_lines[n]);
            // Each base line's places as a mask of the cover lines through them.
            let positions: [u16; 9] = core::array::from_fn(|n| match cover_kind {
                HouseKind::Row => places[n].rows(),
                _ => places[n].cols(),
            });
            // A base line holds its places in the covers (at most k) and fins of one box
            // (at most 3 in a line).
            let mut eligible = 0u16;
            for (n, here) in positions.iter().enumerate() {
                if *here != 0 && nine_bit_count(*here) <= k + 3 {
                    eligible |= 1 << n;
                }
            }
            for base_combo in lex_k_subsets(k, eligible) {
                let spread = bits(base_combo).fold(0, |spread, n| spread | positions[n]);
                if nine_bit_count(spread) <= k {
                    continue; // a basic fish, or fewer lines: no fin
                }
                let mut candidates = [0u16; 32];
                let count = cover_candidates(base_combo, &positions, k, &mut candidates);
                for &cover_combo in &candidates[..count] {
                    // The fins, the places off the covers, lie in one box: base lines of one
                    // band (or stack) and positions of one stack (or band).
                    let mut fin_band = None;
                    let mut fin_positions = 0u16;
                    let mut sashimi = false;
                    let mut fins = 0;
                    let mut fits = true;
                    for n in bits(base_combo) {
                        let kept = positions[n] & cover_combo;
                        let off = positions[n] & !cover_combo;
                        if off != 0 && fin_band.is_some_and(|b| b != n / 3) {
                            fits = false;
                            break;
                        }
                        sashimi |= nine_bit_count(kept) <= 1;
                        if off != 0 {
                            fin_band = Some(n / 3);
                            fin_positions |= off;
                            fins += nine_bit_count(off);
                        }
                    }
                    let (true, Some(band), Some(stack)) = (fits, fin_band, chunk_of(fin_positions))
                    else {
                        continue;
                    };
                    if fins > 5 {
                        continue;
                    }
                    let fin_box = match base_kind {
                        HouseKind::Row => line(HouseKind::Box, 3 * band + stack),
                        _ => line(HouseKind::Box, 3 * stack + band),
                    };
                    let mut base = CellSet::EMPTY;
                    for n in bits(base_combo) {
                        base |= places[n];
                    }
                    let mut cover = CellSet::EMPTY;
                    for n in bits(cover_combo) {
                        cover |= cover_lines[n];
                    }
                    let removed = cells & cover & (fin_box - base);
                    if removed.is_empty() {
                        continue;
                    }
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, digit);
                    let mut step = Step::new(facts(k, sashimi));
                    for n in 0..9 {
                        if let (true, Some(unit)) =
                            (base_combo >> n & 1 == 1, House::new(base_kind, n))
                        {
                            step = step.with_house(unit);
                        }
                        if let (true, Some(unit)) =
                            (cover_combo >> n & 1 == 1, House::new(cover_kind, n))
                        {
                            step = step.with_cover(unit);
                        }
                    }
                    each(
                        step.with_cells(base)
                            .with_group(0, base - cover)
                            .with_digits(Candidates::only(digit))
                            .with_eliminations(eliminations),
                        sashimi,
                    )?;
                }
            }
        }
        if !gave {
            *barren = cells.bits();
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's basic fish of `k` lines, in its order: digits in order; rows as base lines, then
/// columns; base lines (each with 1 to k places) in lexicographic order; a fish when their
/// places lie in k cover lines and the covers hold the digit elsewhere.
///
/// `barren` holds each digit's places where the search found nothing before (see
/// `Context::barren`), and gets those where it finds nothing now.
pub(super) fn basic(
    marks: &Marks,
    k: u32,
    facts: &'static Facts,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let line = |kind, n| House::new(kind, n).map_or(CellSet::EMPTY, CellSet::house);
    for digit in Digit::ALL {
        let cells = marks.cells_with(digit);
        let barren = &mut barren[usize::from(digit.get() - 1)];
        if cells.bits() == *barren {
            continue;
        }
        // Whether this digit gave a step: then its places are not barren.
        let mut gave = false;
        let sink: Sink<'_> = &mut |step| {
            gave = true;
            sink(step)
        };
        for (base_kind, cover_kind) in [
            (HouseKind::Row, HouseKind::Column),
            (HouseKind::Column, HouseKind::Row),
        ] {
            let places: [CellSet; 9] = core::array::from_fn(|n| cells & line(base_kind, n));
            let positions: [u16; 9] = core::array::from_fn(|n| match cover_kind {
                HouseKind::Row => places[n].rows(),
                _ => places[n].cols(),
            });
            let mut usable = 0u16;
            for (n, here) in positions.iter().enumerate() {
                if (1..=k).contains(&nine_bit_count(*here)) {
                    usable |= 1 << n;
                }
            }
            lex_unions_of_k(k, usable, &positions, &mut |base_combo, cover_combo| {
                let mut base = CellSet::EMPTY;
                let mut cover = CellSet::EMPTY;
                let mut step = Step::new(facts);
                for (n, &here) in places.iter().enumerate() {
                    if base_combo >> n & 1 == 1 {
                        base |= here;
                        if let Some(unit) = House::new(base_kind, n) {
                            step = step.with_house(unit);
                        }
                    }
                    if cover_combo >> n & 1 == 1 {
                        cover |= line(cover_kind, n);
                        if let Some(unit) = House::new(cover_kind, n) {
                            step = step.with_cover(unit);
                        }
                    }
                }
                let removed = (cells & cover) - base;
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert_cells(removed, digit);
                sink(
                    &step
                        .with_cells(base)
                        .with_digits(Candidates::only(digit))
                        .with_eliminations(eliminations),
                )
            })?;
        }
        if !gave {
            *barren = cells.bits();
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Technique;
    use crate::explain::engine::subsets::k_subsets;

    /// Whether the places off `covers` of the base lines `bases` lie in one box.
    fn fins_in_one_box(bases: u16, positions: &[u16; 9], covers: u16) -> bool {
        let (lines, places) = bits(bases).fold((0u16, 0u16), |(lines, places), n| {
            let off = positions[n] & !covers;
            if off == 0 {
                (lines, places)
            } else {
                (lines | 1 << n, places | off)
            }
        });
        lines != 0 && chunk_of(lines).is_some() && chunk_of(places).is_some()
    }

    #[test]
    fn cover_candidates_hold_every_cover_with_fins_in_one_box() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut fitting = 0;
        for _ in 0..100 {
            let positions: [u16; 9] = core::array::from_fn(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Sparse lines, as a digit's places are late in a path.
                (state & (state >> 9) & 0x1ff) as u16
            });
            for k in 2..=4 {
                for bases in k_subsets(k, 0x1ff) {
                    let spread = bits(bases).fold(0, |spread, n| spread | positions[n]);
                    let mut out = [0u16; 32];
                    let len = cover_candidates(bases, &positions, k, &mut out);
                    assert!(out[..len].is_sorted_by_key(|c| core::cmp::Reverse(c.reverse_bits())));
                    for covers in k_subsets(k, spread) {
                        if fins_in_one_box(bases, &positions, covers) {
                            fitting += 1;
                            assert!(out[..len].contains(&covers), "{positions:?} {bases:b}");
                        }
                    }
                }
            }
        }
        assert!(fitting > 100, "{fitting}");
    }

    /// On the marks of HoDoKu's paths of generated puzzles: the first fish the combined
    /// search gives is the scan's first finned one, or without one its first sashimi one,
    /// and the searches give every fish the scan finds, the finned ones first.
    #[test]
    fn finned_fish_come_before_sashimi_ones_whatever_the_scan_meets_first() {
        extern crate std;
        use std::vec::Vec;

        use crate::{Explainer, Generator};

        let mut generator = Generator::from_seed(31);
        let mut sashimi_first = 0;
        for _ in 0..100 {
            let puzzle = generator.generate();
            let mut marks = Marks::new(puzzle.grid());
            let mut steps = Vec::new();
            let _ = Explainer::hodoku().grade_walk(puzzle.grid(), |step| steps.push(*step));
            for step in &steps {
                // The states where HoDoKu looks past its singles.
                let single = matches!(
                    step.technique(),
                    Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
                );
                for k in (2..=4).filter(|_| !single) {
                    let mut scanned = Vec::new();
                    let _ = scan(&marks, k, &mut [0; 9], &mut |step, sashimi| {
                        scanned.push((step, sashimi));
                        ControlFlow::Continue(())
                    });
                    let mut given = Vec::new();
                    let _ = finned_then_sashimi(&marks, k, &mut [0; 9], &mut |step| {
                        given.push(*step);
                        ControlFlow::Continue(())
                    });
                    let mut expected: Vec<Step> =
                        scanned.iter().filter(|f| !f.1).map(|f| f.0).collect();
                    expected.extend(scanned.iter().filter(|f| f.1).map(|f| f.0));
                    assert_eq!(given, expected);
                    if scanned.first().is_some_and(|f| f.1) && scanned.iter().any(|f| !f.1) {
                        sashimi_first += 1;
                    }
                }
                step.apply(&mut marks);
            }
        }
        // The reordering mattered on some of these states, or the test proves little.
        assert!(sashimi_first > 0, "{sashimi_first}");
    }
}
