//! Fish: a digit whose places in k base lines (rows or columns) lie in k cover lines of the
//! other direction; the digit leaves the rest of the cover lines. X-Wing (k = 2), Swordfish
//! (3), Jellyfish (4); and HoDoKu's finned and sashimi forms (in `finned`), with extra places
//! (fins) in one box.

mod finned;
mod franken;

use core::fmt;
use core::ops::ControlFlow;

use super::chains::simple;
use super::shared::unions_of_k;
use super::{Facts, Search, Technique};
use crate::explain::sentence::{Words, ask_for, look_for, name};
use crate::explain::words::{Cells, Houses};
use crate::explain::{Level, Sink, Step};
use crate::{Candidates, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::XWing,
        name: "X-Wing",
        hodoku_name: "X-Wing",
        hint: |step, f| fish_hint(step, f, "an X-Wing"),
        se_tenths: 32,
        hodoku: Some((Level::Hard, 140)),
        forms: &[],
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::Swordfish,
        name: "Swordfish",
        hodoku_name: "Swordfish",
        hint: |step, f| fish_hint(step, f, "a Swordfish"),
        se_tenths: 38,
        hodoku: Some((Level::Hard, 150)),
        forms: &[],
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::Jellyfish,
        name: "Jellyfish",
        hodoku_name: "Jellyfish",
        hint: |step, f| fish_hint(step, f, "a Jellyfish"),
        se_tenths: 52,
        hodoku: Some((Level::Hard, 160)),
        forms: &[],
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::FinnedXWing,
        name: "Finned X-Wing",
        hodoku_name: "Finned X-Wing",
        hint: |step, f| fish_hint(step, f, "a finned X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 130)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::SashimiXWing,
        name: "Sashimi X-Wing",
        hodoku_name: "Sashimi X-Wing",
        hint: |step, f| fish_hint(step, f, "a sashimi X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 150)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::FinnedSwordfish,
        name: "Finned Swordfish",
        hodoku_name: "Finned Swordfish",
        hint: |step, f| fish_hint(step, f, "a finned Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 200)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::SashimiSwordfish,
        name: "Sashimi Swordfish",
        hodoku_name: "Sashimi Swordfish",
        hint: |step, f| fish_hint(step, f, "a sashimi Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 240)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::FinnedJellyfish,
        name: "Finned Jellyfish",
        hodoku_name: "Finned Jellyfish",
        hint: |step, f| fish_hint(step, f, "a finned Jellyfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 250)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::SashimiJellyfish,
        name: "Sashimi Jellyfish",
        hodoku_name: "Sashimi Jellyfish",
        hint: |step, f| fish_hint(step, f, "a sashimi Jellyfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 260)),
        forms: &[],
        sentence: finned_sentence,
    },
    Facts {
        technique: Technique::FrankenXWing,
        name: "Franken X-Wing",
        hodoku_name: "Franken X-Wing",
        hint: |step, f| look_for(step, f, "a Franken X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 300)),
        forms: &[],
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FrankenSwordfish,
        name: "Franken Swordfish",
        hodoku_name: "Franken Swordfish",
        hint: |step, f| look_for(step, f, "a Franken Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 350)),
        forms: &[],
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FinnedFrankenXWing,
        name: "Finned Franken X-Wing",
        hodoku_name: "Finned Franken X-Wing",
        hint: |step, f| look_for(step, f, "a Finned Franken X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 390)),
        forms: &[],
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FinnedFrankenSwordfish,
        name: "Finned Franken Swordfish",
        hodoku_name: "Finned Franken Swordfish",
        hint: |step, f| look_for(step, f, "a Finned Franken Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 410)),
        forms: &[],
        sentence: franken_sentence,
    },
];

/// What HoDoKu's searches of one digit (its basic, finned and Franken fish, Turbot fish,
/// X-Chains, empty rectangles, simple and multi colors) found nothing in, kept from one step of a path to the next: for each search
/// and digit, the digit's places when that search last looked at them and gave no step (0
/// for none). Such a search reads only the digit's places, so while they stay the same it
/// gives nothing again and is skipped: on a path, most steps change a digit or two.
#[derive(Clone, Debug)]
pub(crate) struct DigitMemo {
    barren: [[u128; 9]; 12],
    /// Empty rectangles, simple and multi colors.
    single: [[u128; 9]; 3],
}

impl DigitMemo {
    /// Nothing remembered.
    pub(crate) const EMPTY: DigitMemo = DigitMemo {
        barren: [[0; 9]; 12],
        single: [[0; 9]; 3],
    };

    /// Runs the search that finds `finds` if it is one of HoDoKu's searches of one digit
    /// (else `None`) on `marks`, skipping the digits whose places it found nothing in
    /// before.
    pub(crate) fn find(
        &mut self,
        finds: &[Technique],
        marks: &Marks,
        sink: Sink<'_>,
    ) -> Option<ControlFlow<()>> {
        use Technique as T;
        let barren = &mut self.barren;
        Some(match finds {
            [T::XWing] => finned::basic(marks, 2, T::XWing, &mut barren[0], sink),
            [T::Swordfish] => finned::basic(marks, 3, T::Swordfish, &mut barren[1], sink),
            [T::Jellyfish] => finned::basic(marks, 4, T::Jellyfish, &mut barren[2], sink),
            [T::FinnedXWing, T::SashimiXWing] => {
                finned::finned_then_sashimi(marks, 2, &mut barren[3], sink)
            }
            [T::FinnedSwordfish, T::SashimiSwordfish] => {
                finned::finned_then_sashimi(marks, 3, &mut barren[4], sink)
            }
            [T::FinnedJellyfish, T::SashimiJellyfish] => {
                finned::finned_then_sashimi(marks, 4, &mut barren[5], sink)
            }
            [T::FrankenXWing] => franken::franken(marks, 2, false, &mut barren[6], sink),
            [T::FrankenSwordfish] => franken::franken(marks, 3, false, &mut barren[7], sink),
            [T::FinnedFrankenXWing] => franken::franken(marks, 2, true, &mut barren[8], sink),
            [T::FinnedFrankenSwordfish] => franken::franken(marks, 3, true, &mut barren[9], sink),
            [T::TurbotFish] => simple::turbot_fish_remembering(marks, &mut barren[10], sink),
            [T::XChain] => simple::x_chains_remembering(marks, &mut barren[11], sink),
            _ => return super::single_digit::remembering(finds, marks, &mut self.single, sink),
        })
    }
}

pub(super) const FRANKEN_X_WINGS: Search = Search {
    find: franken::x_wings,
    finds: &[Technique::FrankenXWing],
};

pub(super) const FRANKEN_SWORDFISH: Search = Search {
    find: franken::swordfish,
    finds: &[Technique::FrankenSwordfish],
};

pub(super) const FINNED_FRANKEN_X_WINGS: Search = Search {
    find: franken::finned_x_wings,
    finds: &[Technique::FinnedFrankenXWing],
};

pub(super) const FINNED_FRANKEN_SWORDFISH: Search = Search {
    find: franken::finned_swordfish,
    finds: &[Technique::FinnedFrankenSwordfish],
};

pub(super) const X_WINGS: Search = Search {
    find: x_wings,
    finds: &[Technique::XWing],
};

pub(super) const SWORDFISH: Search = Search {
    find: swordfish,
    finds: &[Technique::Swordfish],
};

pub(super) const JELLYFISH: Search = Search {
    find: jellyfish,
    finds: &[Technique::Jellyfish],
};

/// HoDoKu's X-Wings: its order of digits and lines (see `finned::basic`).
pub(super) const HODOKU_X_WINGS: Search = Search {
    find: |marks, sink| finned::basic(marks, 2, Technique::XWing, &mut [0; 9], sink),
    finds: &[Technique::XWing],
};

pub(super) const HODOKU_SWORDFISH: Search = Search {
    find: |marks, sink| finned::basic(marks, 3, Technique::Swordfish, &mut [0; 9], sink),
    finds: &[Technique::Swordfish],
};

pub(super) const HODOKU_JELLYFISH: Search = Search {
    find: |marks, sink| finned::basic(marks, 4, Technique::Jellyfish, &mut [0; 9], sink),
    finds: &[Technique::Jellyfish],
};

/// HoDoKu's finned X-Wings, then its sashimi X-Wings (two techniques HoDoKu tries one after
/// the other): the first finned one, else the first sashimi one.
pub(super) const FINNED_X_WINGS: Search = Search {
    find: finned::x_wings,
    finds: &[Technique::FinnedXWing, Technique::SashimiXWing],
};

pub(super) const FINNED_SWORDFISH: Search = Search {
    find: finned::swordfish,
    finds: &[Technique::FinnedSwordfish, Technique::SashimiSwordfish],
};

pub(super) const FINNED_JELLYFISH: Search = Search {
    find: finned::jellyfish,
    finds: &[Technique::FinnedJellyfish, Technique::SashimiJellyfish],
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
         {} in {fin_box}. If {none} {digits}, the fish holds and {digits} leaves the rest of \
         {cover}; if {one}, {digits} leaves the rest of {fin_box}; either way the cells of \
         {cover} in {fin_box} cannot hold {digits}: ",
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

pub(super) fn x_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 2, Technique::XWing, sink)
}

fn swordfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 3, Technique::Swordfish, sink)
}

fn jellyfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 4, Technique::Jellyfish, sink)
}

/// Columns as base lines first, then rows, as SE does; base lines by combination, then
/// digits in order.
fn fish(marks: &Marks, k: u32, technique: Technique, sink: Sink<'_>) -> ControlFlow<()> {
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
            let mut step = Step::new(technique);
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
