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
use crate::explain::sentence::{Words, look_for, name, write_pattern};
use crate::explain::{Level, Sink, Step};
use crate::{Candidates, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::XWing,
        name: "X-Wing",
        hodoku_name: "X-Wing",
        hint: |step, f| look_for(step, f, "an X-Wing"),
        se_tenths: 32,
        hodoku: Some((Level::Hard, 140)),
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::Swordfish,
        name: "Swordfish",
        hodoku_name: "Swordfish",
        hint: |step, f| look_for(step, f, "a Swordfish"),
        se_tenths: 38,
        hodoku: Some((Level::Hard, 150)),
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::Jellyfish,
        name: "Jellyfish",
        hodoku_name: "Jellyfish",
        hint: |step, f| look_for(step, f, "a Jellyfish"),
        se_tenths: 52,
        hodoku: Some((Level::Hard, 160)),
        sentence: basic_sentence,
    },
    Facts {
        technique: Technique::FinnedXWing,
        name: "Finned X-Wing",
        hodoku_name: "Finned X-Wing",
        hint: |step, f| look_for(step, f, "a Finned X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 130)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::SashimiXWing,
        name: "Sashimi X-Wing",
        hodoku_name: "Sashimi X-Wing",
        hint: |step, f| look_for(step, f, "a Sashimi X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 150)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::FinnedSwordfish,
        name: "Finned Swordfish",
        hodoku_name: "Finned Swordfish",
        hint: |step, f| look_for(step, f, "a Finned Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 200)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::SashimiSwordfish,
        name: "Sashimi Swordfish",
        hodoku_name: "Sashimi Swordfish",
        hint: |step, f| look_for(step, f, "a Sashimi Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 240)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::FinnedJellyfish,
        name: "Finned Jellyfish",
        hodoku_name: "Finned Jellyfish",
        hint: |step, f| look_for(step, f, "a Finned Jellyfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 250)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::SashimiJellyfish,
        name: "Sashimi Jellyfish",
        hodoku_name: "Sashimi Jellyfish",
        hint: |step, f| look_for(step, f, "a Sashimi Jellyfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 260)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::FrankenXWing,
        name: "Franken X-Wing",
        hodoku_name: "Franken X-Wing",
        hint: |step, f| look_for(step, f, "a Franken X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 300)),
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FrankenSwordfish,
        name: "Franken Swordfish",
        hodoku_name: "Franken Swordfish",
        hint: |step, f| look_for(step, f, "a Franken Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 350)),
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FinnedFrankenXWing,
        name: "Finned Franken X-Wing",
        hodoku_name: "Finned Franken X-Wing",
        hint: |step, f| look_for(step, f, "a Finned Franken X-Wing"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 390)),
        sentence: franken_sentence,
    },
    Facts {
        technique: Technique::FinnedFrankenSwordfish,
        name: "Finned Franken Swordfish",
        hodoku_name: "Finned Franken Swordfish",
        hint: |step, f| look_for(step, f, "a Finned Franken Swordfish"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 410)),
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
        ..
    } = step.words();
    write!(f, "{} on {digits} in {houses}, {cover}: ", name(step))?;
    step.write_removals(f)
}

/// "Finned Franken Swordfish on 4: its places in columns 5 and 7 and box 2 lie in rows 3, 6
/// and 8, but for the fins r1c4, r7c5 and r9c5; either the fish holds or a fin does, so 4
/// leaves ...: remove 4 from r8c4". Fins are the base places off the covers and the places in
/// two bases (endo fins); the bases' places are the step's cells.
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
    let mut fins = step.cells() - covered;
    let bases: [CellSet; 27] = core::array::from_fn(|i| {
        if step.base_mask() >> i & 1 == 1 {
            CellSet::house(House::ALL[i])
        } else {
            CellSet::EMPTY
        }
    });
    for (i, a) in bases.iter().enumerate() {
        for b in &bases[i + 1..] {
            fins |= step.cells() & *a & *b;
        }
    }
    write!(
        f,
        "{} on {digits}: its places in {houses} lie in {cover}",
        name(step)
    )?;
    if fins.is_empty() {
        f.write_str(", so it leaves the rest of those houses: ")?;
    } else {
        write!(
            f,
            ", but for the fins {}; either the fish holds or a fin does, so {digits} leaves \
             every cell of the cover houses, off the bases, that sees all the fins: ",
            crate::explain::words::Cells(fins)
        )?;
    }
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
                step.with_cells(base)
                    .with_digits(Candidates::only(digit))
                    .with_eliminations(eliminations),
            )?;
        }
    }
    ControlFlow::Continue(())
}
