//! Single-digit patterns and colouring, all HoDoKu's: two conjugate pairs of a digit whose
//! ends see each other (Skyscraper, 2-String Kite), the empty rectangle (in `turbot`); a
//! digit's conjugate pairs coloured in two colours (simple and multi colors, in `coloring`).
//! Turbot fish, X-Chains of three links, are found by HoDoKu's chain search
//! (`engine/hodoku_chains.rs`). These searches go one digit at a time: on HoDoKu's path they
//! skip the digits whose places they found nothing in before (`Context::barren`).

mod coloring;
mod turbot;

use core::ops::ControlFlow;

use crate::explain::Level;
use crate::explain::engine::hodoku_chains;
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{ask_for, name};
use crate::explain::step::{Facts, Form};
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Digits, kind_word};
use crate::explain::{Step, StepKind};
use crate::{Cell, CellSet, Digit, House, HouseKind, Marks};
use core::fmt;

pub(crate) const SKYSCRAPER: Facts = Facts {
    technique: Technique::Skyscraper,
    name: "Skyscraper",
    hodoku_name: "Skyscraper",
    hodoku_key: Some("SKYSCRAPER"),
    hint: |step, f| digit_hint(step, f, "a Skyscraper"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 130)),
    forms: &[],
    sentence: two_pairs_sentence,
};

pub(crate) const TWO_STRING_KITE: Facts = Facts {
    technique: Technique::TwoStringKite,
    name: "2-String Kite",
    hodoku_name: "2-String Kite",
    hodoku_key: Some("TWO_STRING_KITE"),
    hint: |step, f| digit_hint(step, f, "a 2-String Kite"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 150)),
    forms: &[],
    sentence: two_pairs_sentence,
};

pub(crate) const TURBOT_FISH: Facts = Facts {
    technique: Technique::TurbotFish,
    name: "Turbot fish",
    hodoku_name: "Turbot Fish",
    hodoku_key: Some("TURBOT_FISH"),
    hint: |step, f| digit_hint(step, f, "a Turbot fish"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 120)),
    forms: &[],
    sentence: two_pairs_sentence,
};

pub(crate) const EMPTY_RECTANGLE: Facts = Facts {
    technique: Technique::EmptyRectangle,
    name: "Empty rectangle",
    hodoku_name: "Empty Rectangle",
    hodoku_key: Some("EMPTY_RECTANGLE"),
    hint: |step, f| digit_hint(step, f, "an empty rectangle"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 120)),
    forms: &[],
    sentence: empty_rectangle_sentence,
};

pub(crate) const SIMPLE_COLORS: Facts = Facts {
    technique: Technique::SimpleColors,
    name: "Simple colors",
    hodoku_name: "Simple Colors",
    hodoku_key: Some("SIMPLE_COLORS"),
    hint: |step, f| digit_hint(step, f, "simple colors"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 150)),
    forms: &[
        Form::new(
            StepKind::ColorTrap,
            "Simple colors trap",
            "Simple Colors Trap",
        ),
        Form::new(
            StepKind::ColorWrap,
            "Simple colors wrap",
            "Simple Colors Wrap",
        ),
    ],
    sentence: simple_colors_sentence,
};

pub(crate) const MULTI_COLORS: Facts = Facts {
    technique: Technique::MultiColors,
    name: "Multi colors",
    hodoku_name: "Multi Colors",
    hodoku_key: Some("MULTI_COLORS"),
    hint: |step, f| digit_hint(step, f, "multi colors"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 200)),
    forms: &[
        Form::new(StepKind::Type(1), "Multi colors type 1", "Multi Colors 1"),
        Form::new(StepKind::Type(2), "Multi colors type 2", "Multi Colors 2"),
    ],
    sentence: multi_colors_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[
    SKYSCRAPER,
    TWO_STRING_KITE,
    TURBOT_FISH,
    EMPTY_RECTANGLE,
    SIMPLE_COLORS,
    MULTI_COLORS,
];

pub(crate) const SKYSCRAPERS: Search = Search {
    find: |cx, sink| turbot::skyscrapers(cx.marks, cx.barren(Technique::Skyscraper), sink),
    finds: &[Technique::Skyscraper],
};

pub(crate) const TWO_STRING_KITES: Search = Search {
    find: |cx, sink| turbot::two_string_kites(cx.marks, cx.barren(Technique::TwoStringKite), sink),
    finds: &[Technique::TwoStringKite],
};

/// HoDoKu's Turbot fish: X-Chains of three links, the one its sorting of chains puts first
/// (HoDoKu's chain search, shared with the chains family).
pub(crate) const HODOKU_TURBOT_FISH: Search = Search {
    find: |cx, sink| {
        let marks = cx.marks;
        hodoku_chains::turbot_fish(marks, &TURBOT_FISH, cx.barren(Technique::TurbotFish), sink)
    },
    finds: &[Technique::TurbotFish],
};

pub(crate) const EMPTY_RECTANGLES: Search = Search {
    find: |cx, sink| turbot::empty_rectangles(cx.marks, cx.barren(Technique::EmptyRectangle), sink),
    finds: &[Technique::EmptyRectangle],
};

pub(crate) const HODOKU_SIMPLE_COLORS: Search = Search {
    find: |cx, sink| coloring::simple_colors(cx.marks, cx.barren(Technique::SimpleColors), sink),
    finds: &[Technique::SimpleColors],
};

pub(crate) const HODOKU_MULTI_COLORS: Search = Search {
    find: |cx, sink| coloring::multi_colors(cx.marks, cx.barren(Technique::MultiColors), sink),
    finds: &[Technique::MultiColors],
};

/// "Look for a Skyscraper on 3"
fn digit_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
    write!(f, " on {}", Digits(step.digits()))
}

/// The house two cells share, rows first.
fn shared_house(a: Cell, b: Cell) -> Option<House> {
    let [row, col, boxed] = a.houses();
    [row, col, boxed]
        .into_iter()
        .find(|house| house.contains(b))
}

fn two_pairs_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digit = Digits(step.digits());
    let ends = step.group(0);
    let near = step.group(1);
    write!(f, "{} on {digit}: ", name(step))?;
    for (i, house) in step.houses().enumerate() {
        let pair = CellSet::house(house) & step.cells();
        let only = if i == 0 { "can only go in" } else { "only in" };
        write!(
            f,
            "{}in {house}, {digit} {only} {}",
            if i == 0 { "" } else { ", and " },
            Cells(pair)
        )?;
    }
    let mut two = near.iter();
    let (Some(a), Some(b)) = (two.next(), two.next()) else {
        return Err(fmt::Error);
    };
    let link = shared_house(a, b).map_or("see each other", |house| kind_word(house.kind()));
    write!(
        f,
        "; {a} and {b} share a {link}, so at most one of them is {digit}, and one of {} is: \
         no cell that sees both can be {digit}: ",
        Cells(ends)
    )?;
    step.write_removals(f)
}

fn empty_rectangle_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digit = Digits(step.digits());
    let places = step.group(0);
    let link = step.group(1);
    let (target, _) = step.eliminations().next().ok_or(fmt::Error)?;
    let mut houses = step.houses();
    let (Some(boxed), Some(line)) = (houses.next(), houses.next()) else {
        return Err(fmt::Error);
    };
    // The box first in the order of houses is the row or column; boxes come last.
    let (boxed, line) = if boxed.kind() == crate::HouseKind::Box {
        (boxed, line)
    } else {
        (line, boxed)
    };
    let cross = crate::explain::words::Houses(step.cover_mask());
    // The end of the pair on the box's row or column, and the far one.
    let (near, far) = {
        let mut two = link.iter();
        let (Some(p), Some(q)) = (two.next(), two.next()) else {
            return Err(fmt::Error);
        };
        if step.cover_houses().any(|h| h.contains(p)) {
            (p, q)
        } else {
            (q, p)
        }
    };
    let through = step
        .cover_houses()
        .find(|h| h.contains(target))
        .ok_or(fmt::Error)?;
    write!(
        f,
        "{} on {digit}: in {boxed}, {digit} can only go in {} ({}); in {line}, {digit} \
         can only go in {near} and {far}. If {far} is {digit}, {target} cannot be; if not, \
         {near} is, so {boxed}'s {digit} is in {through}, which {target} sees: either way \
         ",
        name(step),
        cross.or(),
        Cells(places)
    )?;
    step.write_removals(f)
}

fn simple_colors_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digit = Digits(step.digits());
    let (first, second) = (step.group(0), step.group(1));
    write!(
        f,
        "{} on {digit}: the conjugate pairs of {digit} (houses where it has two places) \
         colour the cells in two colours that alternate along each pair, A ({}) and B ({}), \
         so one colour holds {digit} everywhere and the other nowhere; ",
        name(step),
        Cells(first),
        Cells(second)
    )?;
    if step.kind() == Some(StepKind::ColorWrap) {
        let (a, b) = first
            .iter()
            .find_map(|a| (CellSet::peers_of(a) & first).first().map(|b| (a, b)))
            .ok_or(fmt::Error)?;
        write!(
            f,
            "{a} and {b}, both A, see each other, so A is the colour without {digit}: "
        )?;
    } else {
        write!(f, "a cell that sees both colours cannot hold {digit}: ")?;
    }
    step.write_removals(f)
}

fn multi_colors_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digit = Digits(step.digits());
    let [a1, a2, b1, b2] = [0, 1, 2, 3].map(|i| step.group(i));
    write!(
        f,
        "{} on {digit}: two clusters of conjugate pairs of {digit}, each coloured in two \
         colours of which one holds {digit}: A ({}) against B ({}), and C ({}) against D \
         ({}); ",
        name(step),
        Cells(a1),
        Cells(a2),
        Cells(b1),
        Cells(b2)
    )?;
    let letter = |x: CellSet| {
        ["A", "B", "C", "D"][[a1, a2, b1, b2].iter().position(|&c| c == x).unwrap_or(0)]
    };
    let sees = |x: CellSet, y: CellSet| {
        x.iter()
            .find_map(|c| (CellSet::peers_of(c) & y).first().map(|d| (c, d)))
    };
    if step.kind() == Some(StepKind::Type(2)) {
        let gone = step.elimination_set().cells();
        let colour = if (gone & a1).is_empty() { a2 } else { a1 };
        write!(
            f,
            "{} sees cells of both C and D, one of which holds {digit}, so {} is the colour \
             without it: ",
            letter(colour),
            letter(colour)
        )?;
    } else {
        // Every pair of colours that see each other, with the cells it rules out.
        let seen_by = |x: CellSet| {
            x.iter()
                .fold(CellSet::EMPTY, |all, c| all | CellSet::peers_of(c))
        };
        let gone = step.elimination_set().cells();
        let pairs = [
            (a1, b1, a2, b2),
            (a1, b2, a2, b1),
            (a2, b1, a1, b2),
            (a2, b2, a1, b1),
        ];
        let mut told = 0;
        for (x, y, x_other, y_other) in pairs {
            let (Some((c, d)), here) = (sees(x, y), gone & seen_by(x_other) & seen_by(y_other))
            else {
                continue;
            };
            if here.is_empty() {
                continue;
            }
            f.write_str(if told == 0 { "" } else { "; " })?;
            let which = if here.len() == 1 { "sees" } else { "see" };
            write!(
                f,
                "{} and {} see each other ({c} and {d}), so they are not both the colour with \
                 {digit}, and {} or {} is: {}, which {which} both, cannot be {digit}",
                letter(x),
                letter(y),
                letter(x_other),
                letter(y_other),
                Cells(here)
            )?;
            told += 1;
        }
        if told == 0 {
            return Err(fmt::Error);
        }
        f.write_str(": ")?;
    }
    step.write_removals(f)
}

/// Runs `each` on each digit in order, but for those whose places are `barren`'s (where it
/// found nothing before: a search of one digit reads only its places, so it would find
/// nothing again); a digit where it gives no step gets its places in `barren`.
fn by_digit(
    marks: &Marks,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
    mut each: impl FnMut(Digit, Sink<'_>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        let places = marks.cells_with(digit).bits();
        let barren = &mut barren[usize::from(digit.get() - 1)];
        if places == *barren {
            continue;
        }
        let mut gave = false;
        each(digit, &mut |step| {
            gave = true;
            sink(step)
        })?;
        if !gave {
            *barren = places;
        }
    }
    ControlFlow::Continue(())
}

/// Every house, rows, then columns, then boxes.
fn houses() -> impl Iterator<Item = House> {
    [HouseKind::Row, HouseKind::Column, HouseKind::Box]
        .into_iter()
        .flat_map(|kind| (0..9).filter_map(move |n| House::new(kind, n)))
}

/// The conjugate pairs of `digit`: the houses where it has exactly two places, with them,
/// in the order of [`houses`]. Found at once, so a clone of the iterator costs no search.
pub(super) fn conjugate_pairs(
    marks: &Marks,
    digit: Digit,
) -> impl Iterator<Item = (House, Cell, Cell)> + Clone {
    let cells = marks.cells_with(digit);
    let mut list = [None; 27];
    for (slot, house) in list.iter_mut().zip(houses()) {
        let places = cells & CellSet::house(house);
        if places.is_pair() {
            let mut two = places.iter();
            if let (Some(a), Some(b)) = (two.next(), two.next()) {
                *slot = Some((house, a, b));
            }
        }
    }
    list.into_iter().flatten()
}
