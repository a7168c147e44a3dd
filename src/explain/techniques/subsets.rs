//! Subsets: naked pairs, triples and quads (k cells of a house holding only k digits between
//! them) and hidden ones (k digits of a house confined to k cells), with SE's direct forms of
//! the hidden pair and triple, and HoDoKu's locked pairs and triples (a naked pair or triple
//! whose cells share a box and a line, so its digits leave both houses).

use core::fmt;
use core::ops::ControlFlow;

use super::{Facts, Search, Technique, empty_in, places, se_houses, shared::unions_of_k};
use crate::explain::sentence::{Words, look_for, name, write_pattern};
use crate::explain::{Level, Sink, Step};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::DirectHiddenPair,
        name: "Direct hidden pair",
        hodoku_name: "Direct hidden pair",
        hint: |step, f| look_for(step, f, "a direct hidden pair"),
        se_tenths: 20,
        hodoku: None,
        sentence: direct_hidden,
    },
    Facts {
        technique: Technique::DirectHiddenTriple,
        name: "Direct hidden triple",
        hodoku_name: "Direct hidden triple",
        hint: |step, f| look_for(step, f, "a direct hidden triple"),
        se_tenths: 25,
        hodoku: None,
        sentence: direct_hidden,
    },
    Facts {
        technique: Technique::NakedPair,
        name: "Naked pair",
        hodoku_name: "Naked pair",
        hint: |step, f| look_for(step, f, "a naked pair"),
        se_tenths: 30,
        hodoku: Some((Level::Medium, 60)),
        sentence: naked_sentence,
    },
    Facts {
        technique: Technique::HiddenPair,
        name: "Hidden pair",
        hodoku_name: "Hidden pair",
        hint: |step, f| look_for(step, f, "a hidden pair"),
        se_tenths: 34,
        hodoku: Some((Level::Medium, 70)),
        sentence: hidden_sentence,
    },
    Facts {
        technique: Technique::NakedTriple,
        name: "Naked triple",
        hodoku_name: "Naked triple",
        hint: |step, f| look_for(step, f, "a naked triple"),
        se_tenths: 36,
        hodoku: Some((Level::Medium, 80)),
        sentence: naked_sentence,
    },
    Facts {
        technique: Technique::HiddenTriple,
        name: "Hidden triple",
        hodoku_name: "Hidden triple",
        hint: |step, f| look_for(step, f, "a hidden triple"),
        se_tenths: 40,
        hodoku: Some((Level::Medium, 100)),
        sentence: hidden_sentence,
    },
    Facts {
        technique: Technique::NakedQuad,
        name: "Naked quad",
        hodoku_name: "Naked quad",
        hint: |step, f| look_for(step, f, "a naked quad"),
        se_tenths: 50,
        hodoku: Some((Level::Hard, 120)),
        sentence: naked_sentence,
    },
    Facts {
        technique: Technique::HiddenQuad,
        name: "Hidden quad",
        hodoku_name: "Hidden quad",
        hint: |step, f| look_for(step, f, "a hidden quad"),
        se_tenths: 54,
        hodoku: Some((Level::Hard, 150)),
        sentence: hidden_sentence,
    },
    Facts {
        technique: Technique::LockedPair,
        name: "Locked pair",
        hodoku_name: "Locked pair",
        hint: |step, f| look_for(step, f, "a locked pair"),
        se_tenths: 30,
        hodoku: Some((Level::Medium, 40)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::LockedTriple,
        name: "Locked triple",
        hodoku_name: "Locked triple",
        hint: |step, f| look_for(step, f, "a locked triple"),
        se_tenths: 36,
        hodoku: Some((Level::Medium, 60)),
        sentence: write_pattern,
    },
];

pub(super) const NAKED_PAIRS: Search = Search {
    find: naked_pairs,
    finds: &[Technique::NakedPair],
};

pub(super) const NAKED_TRIPLES: Search = Search {
    find: naked_triples,
    finds: &[Technique::NakedTriple],
};

pub(super) const NAKED_QUADS: Search = Search {
    find: naked_quads,
    finds: &[Technique::NakedQuad],
};

pub(super) const HIDDEN_PAIRS: Search = Search {
    find: hidden_pairs,
    finds: &[Technique::HiddenPair],
};

pub(super) const HIDDEN_TRIPLES: Search = Search {
    find: hidden_triples,
    finds: &[Technique::HiddenTriple],
};

pub(super) const HIDDEN_QUADS: Search = Search {
    find: hidden_quads,
    finds: &[Technique::HiddenQuad],
};

pub(super) const DIRECT_HIDDEN_PAIRS: Search = Search {
    find: direct_hidden_pairs,
    finds: &[Technique::DirectHiddenPair],
};

pub(super) const DIRECT_HIDDEN_TRIPLES: Search = Search {
    find: direct_hidden_triples,
    finds: &[Technique::DirectHiddenTriple],
};

pub(super) const LOCKED_PAIRS: Search = Search {
    find: locked_pairs,
    finds: &[Technique::LockedPair],
};

pub(super) const LOCKED_TRIPLES: Search = Search {
    find: locked_triples,
    finds: &[Technique::LockedTriple],
};

fn naked_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    write!(
        f,
        "{}: {cells} hold only {digits} between them in {houses}: ",
        name(step)
    )?;
    step.write_removals(f)
}

fn hidden_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    write!(
        f,
        "{}: in {houses}, {digits} can only go in {cells}: ",
        name(step)
    )?;
    step.write_removals(f)
}

fn direct_hidden(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let single = step.target_house().ok_or(fmt::Error)?;
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    write!(
        f,
        "{}: in {houses}, {digits} can only go in {cells}, so those cells hold nothing \
         else; then in {single}, only {cell} can hold {digit}",
        name(step)
    )
}

pub(super) fn naked_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 2, Technique::NakedPair, sink)
}

fn naked_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 3, Technique::NakedTriple, sink)
}

fn naked_quads(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 4, Technique::NakedQuad, sink)
}

pub(super) fn hidden_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 2, false, sink)
}

fn hidden_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 3, false, sink)
}

fn hidden_quads(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 4, false, sink)
}

fn direct_hidden_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 2, true, sink)
}

fn direct_hidden_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 3, true, sink)
}

/// k cells of a house, each with at least two candidates, holding k digits between them.
fn naked(marks: &Marks, k: u32, technique: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    for house in se_houses() {
        if empty_in(marks, house).len() < 2 * k as usize {
            continue;
        }
        let cells = house.cells();
        // Positions whose cell has two candidates or more: the only ones a set can use.
        let mut usable = 0u16;
        let mut cands = [0u16; 9];
        for (i, &cell) in cells.iter().enumerate() {
            cands[i] = marks.candidates(cell).bits();
            if cands[i] & cands[i].wrapping_sub(1) != 0 {
                usable |= 1 << i;
            }
        }
        unions_of_k(k, usable, &cands, &mut |combo, union| {
            let union = Candidates::from_bits_truncate(union);
            let chosen = cells_at(cells, combo);
            let mut eliminations = MarkSet::EMPTY;
            for digit in union {
                let others = places(marks, house, digit) - chosen;
                eliminations.insert_cells(others, digit);
            }
            if eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            sink(
                Step::new(technique)
                    .with_house(house)
                    .with_cells(chosen)
                    .with_digits(union)
                    .with_eliminations(eliminations),
            )
        })?;
    }
    ControlFlow::Continue(())
}

/// The cells of `cells` at the positions of the bits of `positions`.
fn cells_at(cells: &[Cell; 9], positions: u16) -> CellSet {
    let mut set = CellSet::EMPTY;
    let mut rest = positions;
    while rest != 0 {
        set.insert(cells[rest.trailing_zeros() as usize]);
        rest &= rest - 1;
    }
    set
}

/// k digits of a house, each with at least two places, confined to k cells.
fn hidden(marks: &Marks, k: u32, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let k_cells = k as usize;
    for house in se_houses() {
        let empty = empty_in(marks, house).len();
        if !(empty > 2 * k_cells || (direct && empty > k_cells)) {
            continue;
        }
        // Each digit's places in the house as positions 0 to 8, and the digits with two
        // places or more: the only ones a set can use.
        let cells = house.cells();
        let mut where_ = [0u16; 9];
        for (i, &cell) in cells.iter().enumerate() {
            let mut rest = marks.candidates(cell).bits();
            while rest != 0 {
                where_[rest.trailing_zeros() as usize] |= 1 << i;
                rest &= rest - 1;
            }
        }
        let mut usable = 0u16;
        for (d, &places) in where_.iter().enumerate() {
            if places & places.wrapping_sub(1) != 0 {
                usable |= 1 << d;
            }
        }
        unions_of_k(k, usable, &where_, &mut |combo, positions| {
            let union = cells_at(cells, positions);
            let digits = Candidates::from_bits_truncate(combo);
            let mut eliminations = MarkSet::EMPTY;
            for cell in union {
                for digit in marks.candidates(cell) & !digits {
                    eliminations.insert(cell, digit);
                }
            }
            if eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            let step = Step::new(technique_of(k, direct))
                .with_house(house)
                .with_cells(union)
                .with_digits(digits)
                .with_eliminations(eliminations);
            if !direct {
                return sink(step);
            }
            // Direct: some other digit of the house is left with one place outside the set.
            for digit in Digit::ALL {
                if digits.contains(digit) {
                    continue;
                }
                let here = places(marks, house, digit);
                if !here.has_several() {
                    continue;
                }
                let left = here - union;
                if left.is_single() {
                    if let Some(cell) = left.first() {
                        // SE's direct steps only place: the other candidates of the set's
                        // cells stay for a later step to remove.
                        sink(
                            step.with_eliminations(MarkSet::EMPTY)
                                .with_target_house(house)
                                .with_focus(cell)
                                .with_placement(cell, digit),
                        )?;
                    }
                    break;
                }
            }
            ControlFlow::Continue(())
        })?;
    }
    ControlFlow::Continue(())
}

fn technique_of(k: u32, direct: bool) -> Technique {
    match (k, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (3, true) => Technique::DirectHiddenTriple,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

fn locked_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    locked(marks, 2, sink)
}

fn locked_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    locked(marks, 3, sink)
}

fn locked(marks: &Marks, k: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let technique = if k == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    for b in 0..9 {
        let Some(boxed) = House::new(HouseKind::Box, b) else {
            continue;
        };
        let box_cells = CellSet::house(boxed);
        let (row0, col0) = (b / 3 * 3, b % 3 * 3);
        let lines = (0..3)
            .filter_map(|i| House::new(HouseKind::Row, row0 + i))
            .chain((0..3).filter_map(|i| House::new(HouseKind::Column, col0 + i)));
        for line in lines {
            let line_cells = CellSet::house(line);
            let open: CellSet = (box_cells & line_cells)
                .iter()
                .filter(|&cell| (2..=k).contains(&marks.candidates(cell).len()))
                .collect();
            if open.len() < k {
                continue;
            }
            // The k-subsets of at most three cells: all three, or leave one out.
            for skip in open.iter().map(Some).chain([None]) {
                let chosen = match skip {
                    Some(cell) => open - CellSet::single(cell),
                    None => open,
                };
                if chosen.len() != k {
                    continue;
                }
                let mut union = Candidates::EMPTY;
                for cell in chosen {
                    union |= marks.candidates(cell);
                }
                if union.len() != k {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                for digit in union {
                    eliminations.insert_cells(
                        marks.cells_with(digit) & ((box_cells | line_cells) - chosen),
                        digit,
                    );
                }
                if eliminations.is_empty() {
                    continue;
                }
                sink(
                    Step::new(technique)
                        .with_house(boxed)
                        .with_house(line)
                        .with_cells(chosen)
                        .with_digits(union)
                        .with_eliminations(eliminations),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}
