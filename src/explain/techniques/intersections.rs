//! Intersections: a digit of a box confined to one row or column (pointing), or a digit of a
//! row or column confined to one box (claiming). The direct forms count only when the
//! removal leaves a hidden single.

use core::fmt;
use core::ops::ControlFlow;

use crate::explain::engine::houses::places;
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Words, look_for, name};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::words::Cells;
use crate::explain::{Level, Step};
use crate::{Candidates, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(crate) const DIRECT_POINTING: Facts = Facts {
    technique: Technique::DirectPointing,
    name: "Direct pointing",
    hodoku_name: "Direct pointing",
    hodoku_key: None,
    hint: |step, f| look_for(step, f, "direct pointing"),
    se_tenths: 17,
    hodoku: None,
    forms: &[],
    sentence: direct,
};

pub(crate) const DIRECT_CLAIMING: Facts = Facts {
    technique: Technique::DirectClaiming,
    name: "Direct claiming",
    hodoku_name: "Direct claiming",
    hodoku_key: None,
    hint: |step, f| look_for(step, f, "direct claiming"),
    se_tenths: 19,
    hodoku: None,
    forms: &[],
    sentence: direct,
};

pub(crate) const POINTING: Facts = Facts {
    technique: Technique::Pointing,
    name: "Pointing",
    hodoku_name: "Locked Candidates Type 1 (Pointing)",
    hodoku_key: Some("LOCKED_CANDIDATES_1"),
    hint: |step, f| {
        look_for(step, f, "pointing")?;
        f.write_str(": a digit whose places there all lie in one row or column")
    },
    se_tenths: 26,
    hodoku: Some((Level::Medium, 50)),
    forms: &[],
    sentence: locked_sentence,
};

pub(crate) const CLAIMING: Facts = Facts {
    technique: Technique::Claiming,
    name: "Claiming",
    hodoku_name: "Locked Candidates Type 2 (Claiming)",
    hodoku_key: Some("LOCKED_CANDIDATES_2"),
    hint: |step, f| {
        look_for(step, f, "claiming")?;
        f.write_str(": a digit whose places there all lie in one box")
    },
    se_tenths: 28,
    hodoku: Some((Level::Medium, 50)),
    forms: &[],
    sentence: locked_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[DIRECT_POINTING, DIRECT_CLAIMING, POINTING, CLAIMING];

/// SE's pointing and claiming, in its order of houses.
pub(crate) const LOCKED: Search = Search {
    find: |cx, sink| locked(cx.marks, sink),
    finds: &[Technique::Pointing, Technique::Claiming],
};

/// SE's direct pointing and claiming.
pub(crate) const DIRECT_LOCKED: Search = Search {
    find: |cx, sink| direct_locked(cx.marks, sink),
    finds: &[Technique::DirectPointing, Technique::DirectClaiming],
};

/// HoDoKu's pointing (its locked candidates of type 1), before its claiming.
pub(crate) const HODOKU_POINTING: Search = Search {
    find: |cx, sink| pointing(cx.marks, sink),
    finds: &[Technique::Pointing],
};

/// HoDoKu's claiming (its locked candidates of type 2).
pub(crate) const HODOKU_CLAIMING: Search = Search {
    find: |cx, sink| claiming(cx.marks, sink),
    finds: &[Technique::Claiming],
};

fn direct(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let single = step.target_house().ok_or(fmt::Error)?;
    write!(f, "{}: ", name(step))?;
    confined(step, f)?;
    write!(
        f,
        ", so {} cannot hold {digit}; then in {single}, only {cell} can hold {digit}",
        Cells(step.group(1))
    )
}

fn locked_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { cover, digits, .. } = step.words();
    write!(f, "{}: ", name(step))?;
    confined(step, f)?;
    write!(f, ", so no other cell of {cover} can hold {digits}: ")?;
    step.write_removals(f)
}

/// "in box 2, 6 can only go in r2c4 and r2c5, both in row 2"
fn confined(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        cover,
        digits,
        cells,
    } = step.words();
    let both = if step.cells().len() == 2 {
        "both"
    } else {
        "all"
    };
    write!(
        f,
        "in {houses}, {digits} can only go in {cells}, {both} in {cover}"
    )
}

/// HoDoKu's pointing: boxes in order, digits in order, a digit with two or three places in
/// the box, all on one row (else all on one column) that has more places: the digit leaves
/// the rest of that line.
fn pointing(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for boxed in &House::ALL[18..] {
        for digit in Digit::ALL {
            let here = places(marks, *boxed, digit);
            if !(2..=3).contains(&here.len()) {
                continue;
            }
            let Some(first) = here.first() else { continue };
            let [row, col, _] = first.houses();
            let line = [row, col].into_iter().find(|&line| {
                here.is_subset(CellSet::house(line))
                    && places(marks, line, digit).len() > here.len()
            });
            if let Some(line) = line {
                sink(&hodoku_locked(marks, *boxed, line, digit, &POINTING))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's claiming: rows, then columns, digits in order, a digit with two or three places
/// in the line, all in one box that has more places: the digit leaves the rest of the box.
fn claiming(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for line in &House::ALL[..18] {
        for digit in Digit::ALL {
            let here = places(marks, *line, digit);
            if !(2..=3).contains(&here.len()) {
                continue;
            }
            let Some(first) = here.first() else { continue };
            let [_, _, boxed] = first.houses();
            if here.is_subset(CellSet::house(boxed))
                && places(marks, boxed, digit).len() > here.len()
            {
                sink(&hodoku_locked(marks, *line, boxed, digit, &CLAIMING))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of `digit`, confined in `house1` to `house2`, leaving the rest of `house2`.
fn hodoku_locked(
    marks: &Marks,
    house1: House,
    house2: House,
    digit: Digit,
    facts: &'static Facts,
) -> Step {
    let (cells1, cells2) = (CellSet::house(house1), CellSet::house(house2));
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(marks.cells_with(digit) & (cells2 - cells1), digit);
    Step::new(facts)
        .with_house(house1)
        .with_cover(house2)
        .with_cells(marks.cells_with(digit) & cells1)
        .with_digits(Candidates::only(digit))
        .with_eliminations(eliminations)
}

/// The pairs of house kinds SE checks, in its order: (the house the digit is confined in,
/// the house it is confined to).
const KINDS: [(HouseKind, HouseKind); 4] = [
    (HouseKind::Box, HouseKind::Column),
    (HouseKind::Box, HouseKind::Row),
    (HouseKind::Column, HouseKind::Box),
    (HouseKind::Row, HouseKind::Box),
];

/// Pointing and claiming, when they remove something.
pub(crate) fn locked(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, false, sink)
}

/// Pointing and claiming that leave a hidden single in a house of the first kind.
pub(crate) fn direct_locked(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, true, sink)
}

fn search(marks: &Marks, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let confined = Confined::find(marks);
    for (kind, (kind1, kind2)) in KINDS.into_iter().enumerate() {
        for n1 in 0..9 {
            if confined.any[kind] >> n1 & 1 == 0 {
                continue;
            }
            let Some(house1) = House::new(kind1, n1) else {
                continue;
            };
            let confined = &confined.digits[kind][n1];
            // SE's order: house2, then digit.
            for n2 in crossing(kind1, n1, kind2) {
                if confined[n2] == 0 {
                    continue;
                }
                let Some(house2) = House::new(kind2, n2) else {
                    continue;
                };
                for digit in Candidates::from_bits_truncate(confined[n2]) {
                    offer(marks, direct, house1, house2, digit, &mut *sink)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Offers the steps of `digit`, whose places in `house1` all lie in `house2`: pointing or
/// claiming, or with `direct`, each hidden single the removals would leave in another house
/// of `house1`'s kind (one step each, as SE gives them).
fn offer(
    marks: &Marks,
    direct: bool,
    house1: House,
    house2: House,
    digit: Digit,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let (cells1, cells2) = (CellSet::house(house1), CellSet::house(house2));
    let here = marks.cells_with(digit) & cells1;
    let removed = marks.cells_with(digit) & (cells2 - cells1);
    let mut eliminations = MarkSet::EMPTY;
    eliminations.insert_cells(removed, digit);
    let base = Step::new(&POINTING)
        .with_house(house1)
        .with_cover(house2)
        .with_cells(here)
        .with_digits(Candidates::only(digit))
        .with_eliminations(eliminations);
    let pointing = house1.kind() == HouseKind::Box;
    if !direct {
        let facts = if pointing { &POINTING } else { &CLAIMING };
        return sink(&base.with_facts(facts));
    }
    // A house of the first kind that crosses house2 and keeps one place for the digit once
    // house2 loses it.
    for n3 in (0..9).filter(|&n3| n3 != house1.number()) {
        let Some(house3) = House::new(house1.kind(), n3) else {
            continue;
        };
        let cells3 = CellSet::house(house3);
        if (cells3 & cells2).is_empty() {
            continue;
        }
        let places3 = places(marks, house3, digit);
        if !places3.has_several() {
            continue;
        }
        let left = places3 - cells2;
        if !left.is_single() {
            continue;
        }
        let Some(cell) = left.first() else { continue };
        let facts = if pointing {
            &DIRECT_POINTING
        } else {
            &DIRECT_CLAIMING
        };
        // SE's direct steps only place: the removals that lead to the single stay in the
        // marks for a later step to make.
        sink(
            &base
                .with_facts(facts)
                .with_eliminations(MarkSet::EMPTY)
                .with_group(1, places3 & cells2)
                .with_target_house(house3)
                .with_focus(cell)
                .with_placement(cell, digit),
        )?;
    }
    ControlFlow::Continue(())
}

/// For each pair of kinds of [`KINDS`], each house1 and each house2: the digits of house1
/// with two places or more, all inside house2, and some place in house2 outside house1.
struct Confined {
    digits: [[[u16; 9]; 9]; 4],
    /// For each pair of kinds, the house1 numbers with some digit confined.
    any: [u16; 4],
}

impl Confined {
    /// Reads every digit's places row by row, as nine 9-bit slices, and decides each
    /// intersection from which stacks and bands hold one place, or two.
    fn find(marks: &Marks) -> Confined {
        let mut found = Confined {
            digits: [[[0; 9]; 9]; 4],
            any: [0; 4],
        };
        for digit in Digit::ALL {
            let d = digit.get() - 1;
            let bits = marks.cells_with(digit).bits();
            // Row r's places by column; the stacks holding one of them, two of them.
            let row: [u16; 9] = core::array::from_fn(|r| (bits >> (9 * r)) as u16 & 0x1ff);
            let one: [u8; 9] = core::array::from_fn(|r| STACKS[usize::from(row[r])].0);
            let two: [u8; 9] = core::array::from_fn(|r| STACKS[usize::from(row[r])].1);
            // Band b's places by column: columns holding one of them, two of them.
            let band_one: [u16; 3] =
                core::array::from_fn(|b| row[3 * b] | row[3 * b + 1] | row[3 * b + 2]);
            let band_two: [u16; 3] = core::array::from_fn(|b| {
                let (x, y, z) = (row[3 * b], row[3 * b + 1], row[3 * b + 2]);
                (x & y) | (x & z) | (y & z)
            });
            let mut mark = |kind: usize, n1: usize, n2: usize| {
                found.digits[kind][n1][n2] |= 1 << d;
                found.any[kind] |= 1 << n1;
            };
            for b in 0..9 {
                let (band, stack) = (b / 3, b % 3);
                // Box to column: the box's places in one column, which has others.
                let cols = band_one[band] >> (3 * stack) & 7;
                if cols.is_power_of_two() {
                    let c = 3 * stack + cols.trailing_zeros() as usize;
                    let elsewhere = (0..3).any(|o| o != band && band_one[o] >> c & 1 == 1);
                    if band_two[band] >> c & 1 == 1 && elsewhere {
                        mark(0, b, c);
                    }
                }
                // Box to row: the box's places in one row, which has others.
                let rows = (0..3).fold(0u8, |m, i| m | (one[3 * band + i] >> stack & 1) << i);
                if rows.is_power_of_two() {
                    let r = 3 * band + rows.trailing_zeros() as usize;
                    if two[r] >> stack & 1 == 1 && one[r] & !(1 << stack) != 0 {
                        mark(1, b, r);
                    }
                }
            }
            for c in 0..9 {
                // Column to box: the column's places in one band, whose box has others.
                let bands = (0..3).fold(0u8, |m, o| m | ((band_one[o] >> c & 1) as u8) << o);
                if bands.is_power_of_two() {
                    let band = bands.trailing_zeros() as usize;
                    let stack = c / 3;
                    let others = (band_one[band] >> (3 * stack) & 7) & !(1 << (c % 3));
                    if band_two[band] >> c & 1 == 1 && others != 0 {
                        mark(2, c, 3 * band + stack);
                    }
                }
            }
            for r in 0..9 {
                // Row to box: the row's places in one stack, whose box has others.
                if one[r].is_power_of_two() {
                    let stack = one[r].trailing_zeros() as usize;
                    let band = r / 3;
                    let others =
                        (3 * band..3 * band + 3).any(|o| o != r && one[o] >> stack & 1 == 1);
                    if two[r] >> stack & 1 == 1 && others {
                        mark(3, r, 3 * band + stack);
                    }
                }
            }
        }
        found
    }
}

/// For each 9-bit slice of a row (bit c for column c): the stacks (bit s for columns 3s to
/// 3s + 2) holding one of its cells, and those holding two or more.
static STACKS: [(u8, u8); 512] = {
    let mut table = [(0u8, 0u8); 512];
    let mut v = 0;
    while v < 512 {
        let mut s = 0;
        while s < 3 {
            let n = (v >> (3 * s) & 7u32).count_ones();
            if n >= 1 {
                table[v as usize].0 |= 1 << s;
            }
            if n >= 2 {
                table[v as usize].1 |= 1 << s;
            }
            s += 1;
        }
        v += 1;
    }
    table
};

/// The three houses of `kind2` that cross house `n1` of `kind1`, in ascending order (one of
/// the two kinds is the box).
fn crossing(kind1: HouseKind, n1: usize, kind2: HouseKind) -> [usize; 3] {
    let (first, step) = match (kind1, kind2) {
        // Rows through box b: 3(b/3) ..; columns through it: 3(b%3) ..
        (HouseKind::Box, HouseKind::Row) => (n1 / 3 * 3, 1),
        (HouseKind::Box, _) => (n1 % 3 * 3, 1),
        // Boxes along row r: 3(r/3) ..; along column c: c/3, c/3 + 3, c/3 + 6.
        (HouseKind::Row, _) => (n1 / 3 * 3, 1),
        (_, _) => (n1 / 3, 3),
    };
    [first, first + step, first + 2 * step]
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;
    use crate::{Cell, Grid};

    /// The plain search, house by house, crossing house by crossing house, digit by digit.
    fn plain_search(marks: &Marks, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
        for (kind1, kind2) in KINDS {
            for n1 in 0..9 {
                let Some(house1) = House::new(kind1, n1) else {
                    continue;
                };
                // Each digit's places in house1, once; SE's order below is house2, then digit.
                let mut where_ = [CellSet::EMPTY; 9];
                for digit in Digit::ALL {
                    where_[usize::from(digit.get() - 1)] = places(marks, house1, digit);
                }
                for n2 in crossing(kind1, n1, kind2) {
                    let Some(house2) = House::new(kind2, n2) else {
                        continue;
                    };
                    let (cells1, cells2) = (CellSet::house(house1), CellSet::house(house2));
                    for digit in Digit::ALL {
                        let here = where_[usize::from(digit.get() - 1)];
                        if !here.has_several() || !here.is_subset(cells2) {
                            continue;
                        }
                        let removed = marks.cells_with(digit) & (cells2 - cells1);
                        if removed.is_empty() {
                            continue;
                        }
                        offer(marks, direct, house1, house2, digit, &mut *sink)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn steps(
        marks: &Marks,
        direct: bool,
        search: fn(&Marks, bool, Sink<'_>) -> ControlFlow<()>,
    ) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = search(marks, direct, &mut |step| {
            out.push(*step);
            ControlFlow::Continue(())
        });
        out
    }

    #[test]
    fn finds_what_the_plain_search_finds_in_its_order() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut found = 0;
        for round in 0..600 {
            // Few candidates per digit, so that digits get confined; some digits dense.
            let keep = [0.25, 0.4, 0.6][round % 3];
            let threshold = (keep * f64::from(u32::MAX)) as u64;
            let marks = Marks::from_candidates(&Grid::EMPTY, |_: Cell| {
                let mut bits = 0u16;
                for d in 0..9 {
                    if next() >> 32 < threshold {
                        bits |= 1 << d;
                    }
                }
                Candidates::from_bits_truncate(bits)
            });
            for direct in [false, true] {
                let fast = steps(&marks, direct, search);
                let plain = steps(&marks, direct, plain_search);
                found += plain.len();
                assert_eq!(fast, plain, "direct {direct}, marks {marks}");
            }
        }
        assert!(found > 1000, "{found}");
    }
}
