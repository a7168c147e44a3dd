//! Fish: a digit whose places in k base lines (rows or columns) lie in k cover lines of the
//! other direction; the digit leaves the rest of the cover lines. X-Wing (k = 2), Swordfish
//! (3), Jellyfish (4); and HoDoKu's finned and sashimi forms (in `finned`), with extra places
//! (fins) in one box.

mod finned;
mod franken;

use core::fmt;
use core::ops::ControlFlow;

use crate::explain::engine::subsets::unions_of_k;
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Words, ask_for, look_for, name};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Houses};
use crate::explain::{Level, Step};
use crate::{Candidates, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(crate) const X_WING: Facts = Facts {
    technique: Technique::XWing,
    name: "X-Wing",
    hodoku_name: "X-Wing",
    hodoku_key: Some("X_WING"),
    hint: |step, f| fish_hint(step, f, "an X-Wing"),
    se_tenths: 32,
    hodoku: Some((Level::Hard, 140)),
    forms: &[],
    sentence: basic_sentence,
};

pub(crate) const SWORDFISH: Facts = Facts {
    technique: Technique::Swordfish,
    name: "Swordfish",
    hodoku_name: "Swordfish",
    hodoku_key: Some("SWORDFISH"),
    hint: |step, f| fish_hint(step, f, "a Swordfish"),
    se_tenths: 38,
    hodoku: Some((Level::Hard, 150)),
    forms: &[],
    sentence: basic_sentence,
};

pub(crate) const JELLYFISH: Facts = Facts {
    technique: Technique::Jellyfish,
    name: "Jellyfish",
    hodoku_name: "Jellyfish",
    hodoku_key: Some("JELLYFISH"),
    hint: |step, f| fish_hint(step, f, "a Jellyfish"),
    se_tenths: 52,
    hodoku: Some((Level::Hard, 160)),
    forms: &[],
    sentence: basic_sentence,
};

pub(crate) const FINNED_X_WING: Facts = Facts {
    technique: Technique::FinnedXWing,
    name: "Finned X-Wing",
    hodoku_name: "Finned X-Wing",
    hodoku_key: Some("FINNED_X_WING"),
    hint: |step, f| fish_hint(step, f, "a finned X-Wing"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 130)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const SASHIMI_X_WING: Facts = Facts {
    technique: Technique::SashimiXWing,
    name: "Sashimi X-Wing",
    hodoku_name: "Sashimi X-Wing",
    hodoku_key: Some("SASHIMI_X_WING"),
    hint: |step, f| fish_hint(step, f, "a sashimi X-Wing"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 150)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const FINNED_SWORDFISH: Facts = Facts {
    technique: Technique::FinnedSwordfish,
    name: "Finned Swordfish",
    hodoku_name: "Finned Swordfish",
    hodoku_key: Some("FINNED_SWORDFISH"),
    hint: |step, f| fish_hint(step, f, "a finned Swordfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 200)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const SASHIMI_SWORDFISH: Facts = Facts {
    technique: Technique::SashimiSwordfish,
    name: "Sashimi Swordfish",
    hodoku_name: "Sashimi Swordfish",
    hodoku_key: Some("SASHIMI_SWORDFISH"),
    hint: |step, f| fish_hint(step, f, "a sashimi Swordfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 240)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const FINNED_JELLYFISH: Facts = Facts {
    technique: Technique::FinnedJellyfish,
    name: "Finned Jellyfish",
    hodoku_name: "Finned Jellyfish",
    hodoku_key: Some("FINNED_JELLYFISH"),
    hint: |step, f| fish_hint(step, f, "a finned Jellyfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 250)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const SASHIMI_JELLYFISH: Facts = Facts {
    technique: Technique::SashimiJellyfish,
    name: "Sashimi Jellyfish",
    hodoku_name: "Sashimi Jellyfish",
    hodoku_key: Some("SASHIMI_JELLYFISH"),
    hint: |step, f| fish_hint(step, f, "a sashimi Jellyfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 260)),
    forms: &[],
    sentence: finned_sentence,
};

pub(crate) const FRANKEN_X_WING: Facts = Facts {
    technique: Technique::FrankenXWing,
    name: "Franken X-Wing",
    hodoku_name: "Franken X-Wing",
    hodoku_key: Some("FRANKEN_X_WING"),
    hint: |step, f| look_for(step, f, "a Franken X-Wing"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 300)),
    forms: &[],
    sentence: franken_sentence,
};

pub(crate) const FRANKEN_SWORDFISH: Facts = Facts {
    technique: Technique::FrankenSwordfish,
    name: "Franken Swordfish",
    hodoku_name: "Franken Swordfish",
    hodoku_key: Some("FRANKEN_SWORDFISH"),
    hint: |step, f| look_for(step, f, "a Franken Swordfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 350)),
    forms: &[],
    sentence: franken_sentence,
};

pub(crate) const FINNED_FRANKEN_X_WING: Facts = Facts {
    technique: Technique::FinnedFrankenXWing,
    name: "Finned Franken X-Wing",
    hodoku_name: "Finned Franken X-Wing",
    hodoku_key: Some("FINNED_FRANKEN_X_WING"),
    hint: |step, f| look_for(step, f, "a Finned Franken X-Wing"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 390)),
    forms: &[],
    sentence: franken_sentence,
};

pub(crate) const FINNED_FRANKEN_SWORDFISH: Facts = Facts {
    technique: Technique::FinnedFrankenSwordfish,
    name: "Finned Franken Swordfish",
    hodoku_name: "Finned Franken Swordfish",
    hodoku_key: Some("FINNED_FRANKEN_SWORDFISH"),
    hint: |step, f| look_for(step, f, "a Finned Franken Swordfish"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 410)),
    forms: &[],
    sentence: franken_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[
    X_WING,
    SWORDFISH,
    JELLYFISH,
    FINNED_X_WING,
    SASHIMI_X_WING,
    FINNED_SWORDFISH,
    SASHIMI_SWORDFISH,
    FINNED_JELLYFISH,
    SASHIMI_JELLYFISH,
    FRANKEN_X_WING,
    FRANKEN_SWORDFISH,
    FINNED_FRANKEN_X_WING,
    FINNED_FRANKEN_SWORDFISH,
];

/// SE's X-Wings, Swordfish and Jellyfish: columns as base lines first, then rows.
pub(crate) const SE_X_WINGS: Search = Search {
    find: |cx, sink| fish(cx.marks, 2, &X_WING, sink),
    finds: &[Technique::XWing],
};

pub(crate) const SE_SWORDFISH: Search = Search {
    find: |cx, sink| fish(cx.marks, 3, &SWORDFISH, sink),
    finds: &[Technique::Swordfish],
};

pub(crate) const SE_JELLYFISH: Search = Search {
    find: |cx, sink| fish(cx.marks, 4, &JELLYFISH, sink),
    finds: &[Technique::Jellyfish],
};

// HoDoKu's fish are searches of one digit at a time: on HoDoKu's path they skip the digits
// whose places they found nothing in before (`Context::barren`, keyed by the first
// technique each finds).

/// HoDoKu's X-Wings: its order of digits and lines (see `finned::basic`).
pub(crate) const HODOKU_X_WINGS: Search = Search {
    find: |cx, sink| finned::basic(cx.marks, 2, &X_WING, cx.barren(Technique::XWing), sink),
    finds: &[Technique::XWing],
};

pub(crate) const HODOKU_SWORDFISH: Search = Search {
    find: |cx, sink| {
        finned::basic(
            cx.marks,
            3,
            &SWORDFISH,
            cx.barren(Technique::Swordfish),
            sink,
        )
    },
    finds: &[Technique::Swordfish],
};

pub(crate) const HODOKU_JELLYFISH: Search = Search {
    find: |cx, sink| {
        finned::basic(
            cx.marks,
            4,
            &JELLYFISH,
            cx.barren(Technique::Jellyfish),
            sink,
        )
    },
    finds: &[Technique::Jellyfish],
};

/// HoDoKu's finned X-Wings, then its sashimi X-Wings (two techniques HoDoKu tries one after
/// the other): the first finned one, else the first sashimi one.
pub(crate) const HODOKU_FINNED_X_WINGS: Search = Search {
    find: |cx, sink| {
        finned::finned_then_sashimi(cx.marks, 2, cx.barren(Technique::FinnedXWing), sink)
    },
    finds: &[Technique::FinnedXWing, Technique::SashimiXWing],
};

pub(crate) const HODOKU_FINNED_SWORDFISH: Search = Search {
    find: |cx, sink| {
        finned::finned_then_sashimi(cx.marks, 3, cx.barren(Technique::FinnedSwordfish), sink)
    },
    finds: &[Technique::FinnedSwordfish, Technique::SashimiSwordfish],
};

pub(crate) const HODOKU_FINNED_JELLYFISH: Search = Search {
    find: |cx, sink| {
        finned::finned_then_sashimi(cx.marks, 4, cx.barren(Technique::FinnedJellyfish), sink)
    },
    finds: &[Technique::FinnedJellyfish, Technique::SashimiJellyfish],
};

pub(crate) const HODOKU_FRANKEN_X_WINGS: Search = Search {
    find: |cx, sink| franken::franken(cx.marks, 2, false, cx.barren(Technique::FrankenXWing), sink),
    finds: &[Technique::FrankenXWing],
};

pub(crate) const HODOKU_FRANKEN_SWORDFISH: Search = Search {
    find: |cx, sink| {
        franken::franken(
            cx.marks,
            3,
            false,
            cx.barren(Technique::FrankenSwordfish),
            sink,
        )
    },
    finds: &[Technique::FrankenSwordfish],
};

pub(crate) const HODOKU_FINNED_FRANKEN_X_WINGS: Search = Search {
    find: |cx, sink| {
        franken::franken(
            cx.marks,
            2,
            true,
            cx.barren(Technique::FinnedFrankenXWing),
            sink,
        )
    },
    finds: &[Technique::FinnedFrankenXWing],
};

pub(crate) const HODOKU_FINNED_FRANKEN_SWORDFISH: Search = Search {
    find: |cx, sink| {
        franken::franken(
            cx.marks,
            3,
            true,
            cx.barren(Technique::FinnedFrankenSwordfish),
            sink,
        )
    },
    finds: &[Technique::FinnedFrankenSwordfish],
};

fn basic_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        cover,
        digits,
        cells,
    } = step.words();
    write!(
        f,
        "{} on {digits}: in {houses}, {digits} can only go in {cover} ({cells}), so the rest \
         of {cover} cannot hold {digits}: ",
        name(step)
    )?;
    step.write_removals(f)
}

fn finned_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        cover,
        digits,
        ..
    } = step.words();
    let fins = step.group(0);
    let body = step.cells() - fins;
    let fin_box = Houses(u32::from(fins.boxes()) << 18);
    let (fin, none, one) = if fins.has_several() {
        ("fins", "no fin is", "one is")
    } else {
        ("fin", "the fin is not", "it is")
    };
    write!(
        f,
        "{} on {digits}: in {houses}, {digits} can only go in {cover} ({}) or in the {fin} \
         {} in {fin_box}. If {none} {digits}, the fish holds and {digits} is removed from the \
         rest of {cover}; if {one}, {digits} is removed from the rest of {fin_box}; either way \
         the cells of {cover} in {fin_box} cannot hold {digits}: ",
        name(step),
        Cells(body),
        Cells(fins),
    )?;
    step.write_removals(f)
}

/// "Look for an X-Wing on 9 in columns 5 and 8"
fn fish_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    ask_for(step, f, what)?;
    write!(f, " on {digits} in {houses}")
}

/// "Finned Franken Swordfish on 1: in the base houses rows 5 and 8 and box 5, which hold one
/// 1 each, 1 can only go in the cover houses columns 1, 6 and 8 (r4c6, r5c1...) or in the
/// fins r5c7 and r6c5, and each cover holds one 1 at most. If no fin is 1, ...; if a fin is,
/// ...; either way ...: remove 1 from r6c8". Fins are the base places off the covers and the
/// places in two bases (endo fins); the bases' places are the step's cells. A removal inside
/// a base (cannibalism) lies in two covers, and says so.
fn franken_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        cover,
        digits,
        ..
    } = step.words();
    let mut covered = CellSet::EMPTY;
    for house in step.cover_houses() {
        covered |= CellSet::house(house);
    }
    let outside = step.cells() - covered;
    let bases: [CellSet; 27] = core::array::from_fn(|i| {
        if step.base_mask() >> i & 1 == 1 {
            CellSet::house(House::ALL[i])
        } else {
            CellSet::EMPTY
        }
    });
    let mut endo = CellSet::EMPTY;
    for (i, a) in bases.iter().enumerate() {
        for b in &bases[i + 1..] {
            endo |= step.cells() & *a & *b;
        }
    }
    let fins = outside | endo;
    let k = ["no", "one", "two", "three", "four"]
        .get(step.base_mask().count_ones() as usize)
        .copied()
        .unwrap_or("the");
    write!(
        f,
        "{} on {digits}: in the base houses {houses}, which hold one {digits} each, {digits} \
         can only go in the cover houses {cover} ({})",
        name(step),
        Cells(step.cells() - fins)
    )?;
    let (fin, every_fin) = if fins.has_several() {
        ("fins", "all the fins")
    } else {
        ("fin", "the fin")
    };
    if !fins.is_empty() {
        write!(f, " or in the {fin} {}", Cells(fins))?;
        if !endo.is_empty() {
            let (verb, what) = if endo.has_several() {
                ("lie", "each in two bases")
            } else {
                ("lies", "in two bases")
            };
            write!(
                f,
                " ({} {verb} {what}, which could share its {digits})",
                Cells(endo)
            )?;
        }
    }
    write!(f, ", and each cover holds one {digits} at most. ")?;
    if fins.is_empty() {
        write!(
            f,
            "So the {k} bases' {digits}s fill the {k} covers, and {digits} leaves every other \
             cell of them"
        )?;
    } else {
        write!(
            f,
            "If no fin is {digits}, the {k} bases' {digits}s fill the {k} covers, and {digits} \
             leaves every other cell of them; if a fin is, {digits} leaves every cell that \
             sees it; either way {digits} leaves the cells of the covers that see {every_fin}"
        )?;
    }
    let inside = step.elimination_set().cells() & step.cells();
    if !inside.is_empty() {
        let verb = if inside.has_several() { "lie" } else { "lies" };
        // "an 8", "a 5": a fish is of one digit.
        let an = step.digits().iter().any(|digit| digit.get() == 8);
        write!(
            f,
            "; {} {verb} in a base too, but in two covers: {} {digits} there would fill both \
             and leave the other bases too few covers (cannibalism)",
            Cells(inside),
            if an { "an" } else { "a" }
        )?;
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

/// Columns as base lines first, then rows, as SE does; base lines by combination, then
/// digits in order.
fn fish(marks: &Marks, k: u32, facts: &'static Facts, sink: Sink<'_>) -> ControlFlow<()> {
    let mut placed = [0usize; 9];
    for cell in crate::Cell::ALL {
        if let Some(d) = marks.grid().get(cell) {
            placed[usize::from(d.get() - 1)] += 1;
        }
    }
    // For each digit, the columns of its places in each row, and the rows in each column.
    let mut in_row = [[0u16; 9]; 9];
    let mut in_col = [[0u16; 9]; 9];
    for digit in Digit::ALL {
        let d = usize::from(digit.get() - 1);
        for cell in marks.cells_with(digit) {
            in_row[d][cell.row()] |= 1 << cell.col();
            in_col[d][cell.col()] |= 1 << cell.row();
        }
    }
    for (base_kind, cover_kind, covers_of) in [
        (HouseKind::Column, HouseKind::Row, &in_col),
        (HouseKind::Row, HouseKind::Column, &in_row),
    ] {
        // Every (base lines, digit) whose places lie in k cover lines, found digit by digit
        // and then put in SE's order: by combination of base lines, then digit.
        let mut found = [0u16; 9 * 126];
        let mut n_found = 0;
        for d in 0..9 {
            if placed[d] + 2 * k as usize > 9 {
                continue;
            }
            // The base lines with at least two places for the digit.
            let mut usable = 0u16;
            for (n, covers) in covers_of[d].iter().enumerate() {
                if covers & covers.wrapping_sub(1) != 0 {
                    usable |= 1 << n;
                }
            }
            let _ = unions_of_k(k, usable, &covers_of[d], &mut |combo, _| {
                if n_found < found.len() {
                    found[n_found] = combo << 4 | d as u16;
                    n_found += 1;
                }
                ControlFlow::Continue(())
            });
        }
        let found = &mut found[..n_found];
        found.sort_unstable();
        for &hit in found.iter() {
            let (combo, d) = (hit >> 4, usize::from(hit & 15));
            let Some(digit) = Digit::new(d as u8 + 1) else {
                continue;
            };
            let mut covers = 0u16;
            let mut rest = combo;
            while rest != 0 {
                covers |= covers_of[d][rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            let cells = marks.cells_with(digit);
            let mut base_cells = CellSet::EMPTY;
            let mut cover_cells = CellSet::EMPTY;
            for n in 0..9 {
                if let (true, Some(line)) = (combo >> n & 1 == 1, House::new(base_kind, n)) {
                    base_cells |= CellSet::house(line);
                }
                if let (true, Some(line)) = (covers >> n & 1 == 1, House::new(cover_kind, n)) {
                    cover_cells |= CellSet::house(line);
                }
            }
            let base = cells & base_cells;
            let removed = (cells & cover_cells) - base;
            if removed.is_empty() {
                continue;
            }
            let mut step = Step::new(facts);
            for n in 0..9 {
                if let (true, Some(line)) = (combo >> n & 1 == 1, House::new(base_kind, n)) {
                    step = step.with_house(line);
                }
                if let (true, Some(line)) = (covers >> n & 1 == 1, House::new(cover_kind, n)) {
                    step = step.with_cover(line);
                }
            }
            let mut eliminations = MarkSet::EMPTY;
            eliminations.insert_cells(removed, digit);
            sink(
                &step
                    .with_cells(base)
                    .with_digits(Candidates::only(digit))
                    .with_eliminations(eliminations),
            )?;
        }
    }
    ControlFlow::Continue(())
}
