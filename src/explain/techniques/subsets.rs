//! Subsets: naked pairs, triples and quads (k cells of a house holding only k digits between
//! them) and hidden ones (k digits of a house confined to k cells), with SE's direct forms of
//! the hidden pair and triple, and HoDoKu's locked pairs and triples (a naked pair or triple
//! whose cells share a box and a line, so its digits leave both houses).

use crate::candidates::nine_bit_count;
use core::fmt;
use core::ops::ControlFlow;

use crate::explain::engine::houses::{empty_in, places, se_houses};
use crate::explain::engine::subsets::{lex_unions_of_k, unions_of_k};
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Noted, Words, look_for, name};
use crate::explain::step::{Facts, Removal};
use crate::explain::technique::Technique;
use crate::explain::words::Digits;
use crate::explain::{Level, Step};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

pub(crate) const DIRECT_HIDDEN_PAIR: Facts = Facts {
    technique: Technique::DirectHiddenPair,
    name: "Direct hidden pair",
    hodoku_name: "Direct hidden pair",
    hodoku_key: None,
    hint: |step, f| look_for(step, f, "a direct hidden pair"),
    se_tenths: 20,
    hodoku: None,
    forms: &[],
    sentence: direct_hidden,
};

pub(crate) const DIRECT_HIDDEN_TRIPLE: Facts = Facts {
    technique: Technique::DirectHiddenTriple,
    name: "Direct hidden triple",
    hodoku_name: "Direct hidden triple",
    hodoku_key: None,
    hint: |step, f| look_for(step, f, "a direct hidden triple"),
    se_tenths: 25,
    hodoku: None,
    forms: &[],
    sentence: direct_hidden,
};

pub(crate) const NAKED_PAIR: Facts = Facts {
    technique: Technique::NakedPair,
    name: "Naked pair",
    hodoku_name: "Naked Pair",
    hodoku_key: Some("NAKED_PAIR"),
    hint: |step, f| look_for(step, f, "a naked pair"),
    se_tenths: 30,
    hodoku: Some((Level::Medium, 60)),
    forms: &[],
    sentence: naked_sentence,
};

pub(crate) const HIDDEN_PAIR: Facts = Facts {
    technique: Technique::HiddenPair,
    name: "Hidden pair",
    hodoku_name: "Hidden Pair",
    hodoku_key: Some("HIDDEN_PAIR"),
    hint: |step, f| look_for(step, f, "a hidden pair"),
    se_tenths: 34,
    hodoku: Some((Level::Medium, 70)),
    forms: &[],
    sentence: hidden_sentence,
};

pub(crate) const NAKED_TRIPLE: Facts = Facts {
    technique: Technique::NakedTriple,
    name: "Naked triple",
    hodoku_name: "Naked Triple",
    hodoku_key: Some("NAKED_TRIPLE"),
    hint: |step, f| look_for(step, f, "a naked triple"),
    se_tenths: 36,
    hodoku: Some((Level::Medium, 80)),
    forms: &[],
    sentence: naked_sentence,
};

pub(crate) const HIDDEN_TRIPLE: Facts = Facts {
    technique: Technique::HiddenTriple,
    name: "Hidden triple",
    hodoku_name: "Hidden Triple",
    hodoku_key: Some("HIDDEN_TRIPLE"),
    hint: |step, f| look_for(step, f, "a hidden triple"),
    se_tenths: 40,
    hodoku: Some((Level::Medium, 100)),
    forms: &[],
    sentence: hidden_sentence,
};

pub(crate) const NAKED_QUAD: Facts = Facts {
    technique: Technique::NakedQuad,
    name: "Naked quad",
    hodoku_name: "Naked Quadruple",
    hodoku_key: Some("NAKED_QUADRUPLE"),
    hint: |step, f| look_for(step, f, "a naked quad"),
    se_tenths: 50,
    hodoku: Some((Level::Hard, 120)),
    forms: &[],
    sentence: naked_sentence,
};

pub(crate) const HIDDEN_QUAD: Facts = Facts {
    technique: Technique::HiddenQuad,
    name: "Hidden quad",
    hodoku_name: "Hidden Quadruple",
    hodoku_key: Some("HIDDEN_QUADRUPLE"),
    hint: |step, f| look_for(step, f, "a hidden quad"),
    se_tenths: 54,
    hodoku: Some((Level::Hard, 150)),
    forms: &[],
    sentence: hidden_sentence,
};

pub(crate) const LOCKED_PAIR: Facts = Facts {
    technique: Technique::LockedPair,
    name: "Locked pair",
    hodoku_name: "Locked Pair",
    hodoku_key: Some("LOCKED_PAIR"),
    hint: |step, f| look_for(step, f, "a locked pair"),
    se_tenths: 30,
    hodoku: Some((Level::Medium, 40)),
    forms: &[],
    sentence: locked_sentence,
};

pub(crate) const LOCKED_TRIPLE: Facts = Facts {
    technique: Technique::LockedTriple,
    name: "Locked triple",
    hodoku_name: "Locked Triple",
    hodoku_key: Some("LOCKED_TRIPLE"),
    hint: |step, f| look_for(step, f, "a locked triple"),
    se_tenths: 36,
    hodoku: Some((Level::Medium, 60)),
    forms: &[],
    sentence: locked_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[
    DIRECT_HIDDEN_PAIR,
    DIRECT_HIDDEN_TRIPLE,
    NAKED_PAIR,
    HIDDEN_PAIR,
    NAKED_TRIPLE,
    HIDDEN_TRIPLE,
    NAKED_QUAD,
    HIDDEN_QUAD,
    LOCKED_PAIR,
    LOCKED_TRIPLE,
];

pub(crate) const NAKED_PAIRS: Search = Search {
    find: |cx, sink| naked_pairs(cx.marks, sink),
    finds: &[Technique::NakedPair],
};

pub(crate) const NAKED_TRIPLES: Search = Search {
    find: |cx, sink| naked_triples(cx.marks, sink),
    finds: &[Technique::NakedTriple],
};

pub(crate) const NAKED_QUADS: Search = Search {
    find: |cx, sink| naked_quads(cx.marks, sink),
    finds: &[Technique::NakedQuad],
};

pub(crate) const HIDDEN_PAIRS: Search = Search {
    find: |cx, sink| hidden_pairs(cx.marks, sink),
    finds: &[Technique::HiddenPair],
};

pub(crate) const HIDDEN_TRIPLES: Search = Search {
    find: |cx, sink| hidden_triples(cx.marks, sink),
    finds: &[Technique::HiddenTriple],
};

pub(crate) const HIDDEN_QUADS: Search = Search {
    find: |cx, sink| hidden_quads(cx.marks, sink),
    finds: &[Technique::HiddenQuad],
};

pub(crate) const DIRECT_HIDDEN_PAIRS: Search = Search {
    find: |cx, sink| direct_hidden_pairs(cx.marks, sink),
    finds: &[Technique::DirectHiddenPair],
};

pub(crate) const DIRECT_HIDDEN_TRIPLES: Search = Search {
    find: |cx, sink| direct_hidden_triples(cx.marks, sink),
    finds: &[Technique::DirectHiddenTriple],
};

/// HoDoKu's naked pairs: its order of houses and of sets, its eliminations in every house
/// the cells share, the locked ones left to [`LOCKED_PAIRS`].
pub(crate) const HODOKU_NAKED_PAIRS: Search = Search {
    find: |cx, sink| {
        hodoku_naked(
            cx.marks,
            2,
            false,
            cx.barren_houses(Technique::NakedPair),
            sink,
        )
    },
    finds: &[Technique::NakedPair],
};

pub(crate) const HODOKU_NAKED_TRIPLES: Search = Search {
    find: |cx, sink| {
        hodoku_naked(
            cx.marks,
            3,
            false,
            cx.barren_houses(Technique::NakedTriple),
            sink,
        )
    },
    finds: &[Technique::NakedTriple],
};

pub(crate) const HODOKU_NAKED_QUADS: Search = Search {
    find: |cx, sink| {
        hodoku_naked(
            cx.marks,
            4,
            false,
            cx.barren_houses(Technique::NakedQuad),
            sink,
        )
    },
    finds: &[Technique::NakedQuad],
};

/// HoDoKu's hidden pairs: its order of houses and of sets, digits with one place included.
pub(crate) const HODOKU_HIDDEN_PAIRS: Search = Search {
    find: |cx, sink| hodoku_hidden(cx.marks, 2, cx.barren_houses(Technique::HiddenPair), sink),
    finds: &[Technique::HiddenPair],
};

pub(crate) const HODOKU_HIDDEN_TRIPLES: Search = Search {
    find: |cx, sink| hodoku_hidden(cx.marks, 3, cx.barren_houses(Technique::HiddenTriple), sink),
    finds: &[Technique::HiddenTriple],
};

pub(crate) const HODOKU_HIDDEN_QUADS: Search = Search {
    find: |cx, sink| hodoku_hidden(cx.marks, 4, cx.barren_houses(Technique::HiddenQuad), sink),
    finds: &[Technique::HiddenQuad],
};

/// HoDoKu's locked pairs: naked pairs in a box and a line that remove in both.
pub(crate) const LOCKED_PAIRS: Search = Search {
    find: |cx, sink| {
        hodoku_naked(
            cx.marks,
            2,
            true,
            cx.barren_houses(Technique::LockedPair),
            sink,
        )
    },
    finds: &[Technique::LockedPair],
};

pub(crate) const LOCKED_TRIPLES: Search = Search {
    find: |cx, sink| {
        hodoku_naked(
            cx.marks,
            3,
            true,
            cx.barren_houses(Technique::LockedTriple),
            sink,
        )
    },
    finds: &[Technique::LockedTriple],
};

fn naked_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    write!(
        f,
        "{}: in {houses}, {} hold only {digits} between them, so those digits go in those \
         cells and nowhere else in {houses}: ",
        name(step),
        Noted(step, step.cells())
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
        "{}: in {houses}, {digits} can only go in {cells}, so those cells hold nothing else: ",
        name(step)
    )?;
    step.write_removals(f)
}

fn locked_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    let either = if step.houses().count() == 2 {
        "either"
    } else {
        "any"
    };
    write!(
        f,
        "{}: {} hold only {digits} between them and share {houses}, so no other cell of \
         {either} can hold {}: ",
        name(step),
        Noted(step, step.cells()),
        Digits(step.digits()).or()
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
    naked(marks, 2, &NAKED_PAIR, sink)
}

fn naked_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 3, &NAKED_TRIPLE, sink)
}

fn naked_quads(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 4, &NAKED_QUAD, sink)
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
fn naked(marks: &Marks, k: u32, facts: &'static Facts, sink: Sink<'_>) -> ControlFlow<()> {
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
                &Step::new(facts)
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
            let step = Step::new(hidden_facts(k, direct))
                .with_house(house)
                .with_cells(union)
                .with_digits(digits)
                .with_eliminations(eliminations);
            if !direct {
                return sink(&step);
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
                            &step
                                .with_eliminations(MarkSet::EMPTY)
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

fn hidden_facts(k: u32, direct: bool) -> &'static Facts {
    match (k, direct) {
        (2, true) => &DIRECT_HIDDEN_PAIR,
        (3, true) => &DIRECT_HIDDEN_TRIPLE,
        (2, false) => &HIDDEN_PAIR,
        (3, false) => &HIDDEN_TRIPLE,
        _ => &HIDDEN_QUAD,
    }
}

/// HoDoKu's houses for naked and hidden subsets: boxes, then rows, then columns.
fn hodoku_houses() -> impl Iterator<Item = House> {
    House::ALL[18..].iter().chain(&House::ALL[..18]).copied()
}

/// HoDoKu's naked subsets of k cells: boxes, rows, then columns (boxes alone for the locked
/// ones, which all lie in a box); in each house the cells with 1 to k candidates, sets taken
/// in lexicographic order, kept when their candidates number k and they remove something.
/// With `locked`, only the locked subsets (see [`hodoku_naked_step`]), else only the others.
/// `barren` (see `Context::barren_houses`) skips the houses that hold what they held when no
/// subset of theirs removed anything (locked or not), and gets those where none does now.
fn hodoku_naked(
    marks: &Marks,
    k: u32,
    locked: bool,
    mut barren: Option<&mut [[u16; 9]; 27]>,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    for house in hodoku_houses().filter(|house| !locked || house.kind() == HouseKind::Box) {
        let cells = house.cells();
        let mut usable = 0u16;
        let mut cands = [0u16; 9];
        for (i, &cell) in cells.iter().enumerate() {
            cands[i] = marks.candidates(cell).bits();
            if (1..=k).contains(&nine_bit_count(cands[i])) {
                usable |= 1 << i;
            }
        }
        let slot = house.index();
        if barren
            .as_deref()
            .is_some_and(|barren| barren[slot] == cands)
        {
            continue;
        }
        let mut removes = false;
        lex_unions_of_k(k, usable, &cands, &mut |combo, union| {
            let chosen = cells_at(cells, combo);
            match hodoku_naked_step(marks, chosen, Candidates::from_bits_truncate(union)) {
                Some((step, is_locked)) => {
                    removes = true;
                    if is_locked == locked {
                        sink(&step)
                    } else {
                        ControlFlow::Continue(())
                    }
                }
                None => ControlFlow::Continue(()),
            }
        })?;
        if let (false, Some(barren)) = (removes, barren.as_deref_mut()) {
            barren[slot] = cands;
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's step for the naked subset of `cells` on `digits`, with whether it is locked;
/// `None` when it removes nothing. The digits leave every house the cells share (row,
/// column, box, in that order). The subset is locked when it has two or three cells, lies
/// in a box and a line, and removes in both: in the box, or in the line outside the box.
fn hodoku_naked_step(marks: &Marks, cells: CellSet, digits: Candidates) -> Option<(Step, bool)> {
    let first = cells.first()?;
    let [row, col, boxed] = first.houses();
    let box_cells = CellSet::house(boxed);
    let mut eliminations = MarkSet::EMPTY;
    let mut step = Step::new(&NAKED_PAIR);
    let mut removes_in = [false; 3];
    let mut shares = [false; 3];
    for (n, house) in [row, col, boxed].into_iter().enumerate() {
        if !cells.is_subset(CellSet::house(house)) {
            continue;
        }
        shares[n] = true;
        step = step.with_house(house);
        for digit in digits {
            let others = places(marks, house, digit) - cells;
            eliminations.insert_cells(others, digit);
            if !others.is_empty() && (n == 2 || !(others - box_cells).is_empty()) {
                removes_in[n] = true;
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let k = cells.len();
    let locked = k < 4
        && removes_in.iter().filter(|&&r| r).count() > 1
        && shares[2]
        && (shares[0] || shares[1]);
    let facts = match (k, locked) {
        (2, true) => &LOCKED_PAIR,
        (3, true) => &LOCKED_TRIPLE,
        (2, false) => &NAKED_PAIR,
        (3, false) => &NAKED_TRIPLE,
        _ => &NAKED_QUAD,
    };
    let step = step
        .with_facts(facts)
        .with_cells(cells)
        .with_digits(digits)
        .with_eliminations(eliminations)
        .with_removal(Removal::SharedHouses);
    Some((step, locked))
}

/// HoDoKu's hidden subsets of k digits: boxes, rows, then columns, each house with more than
/// k cells that have candidates; the digits with 1 to k places there, sets taken in
/// lexicographic order, kept when their places are k cells with other candidates to remove.
/// `barren` (see `Context::barren_houses`) skips the houses that hold what they held when
/// they gave nothing, and gets those that give nothing now.
fn hodoku_hidden(
    marks: &Marks,
    k: u32,
    mut barren: Option<&mut [[u16; 9]; 27]>,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    for house in hodoku_houses() {
        let cells = house.cells();
        let mut held = [0u16; 9];
        for (slot, &cell) in held.iter_mut().zip(cells) {
            *slot = marks.candidates(cell).bits();
        }
        let open = held.iter().filter(|&&here| here != 0).count();
        if open <= k as usize {
            continue;
        }
        let slot = house.index();
        if barren.as_deref().is_some_and(|barren| barren[slot] == held) {
            continue;
        }
        let mut where_ = [0u16; 9];
        for (i, &here) in held.iter().enumerate() {
            let mut rest = here;
            while rest != 0 {
                where_[rest.trailing_zeros() as usize] |= 1 << i;
                rest &= rest - 1;
            }
        }
        let mut usable = 0u16;
        for (d, &places) in where_.iter().enumerate() {
            if (1..=k).contains(&nine_bit_count(places)) {
                usable |= 1 << d;
            }
        }
        let mut gave = false;
        lex_unions_of_k(k, usable, &where_, &mut |combo, positions| {
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
            gave = true;
            sink(
                &Step::new(hidden_facts(k, false))
                    .with_house(house)
                    .with_cells(union)
                    .with_digits(digits)
                    .with_eliminations(eliminations),
            )
        })?;
        if let (false, Some(barren)) = (gave, barren.as_deref_mut()) {
            barren[slot] = held;
        }
    }
    ControlFlow::Continue(())
}
