//! Single-digit patterns and colouring, all HoDoKu's: two conjugate pairs of a digit whose
//! ends see each other (Skyscraper, 2-String Kite), the empty rectangle (in `turbot`); a
//! digit's conjugate pairs coloured in two colours (simple and multi colors, in `coloring`).
//! Turbot fish and X-Chains are HoDoKu's chain search (`chains::simple`), declared here.

mod coloring;
mod turbot;

use core::ops::ControlFlow;

use super::{Facts, Search, Technique};
use crate::explain::Level;
use crate::explain::Sink;
use crate::explain::sentence::{look_for, write_pattern};
use crate::{Cell, CellSet, Digit, House, HouseKind, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::Skyscraper,
        name: "Skyscraper",
        hodoku_name: "Skyscraper",
        hint: |step, f| look_for(step, f, "a Skyscraper"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 130)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::TwoStringKite,
        name: "2-String Kite",
        hodoku_name: "2-String Kite",
        hint: |step, f| look_for(step, f, "a 2-String Kite"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 150)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::TurbotFish,
        name: "Turbot fish",
        hodoku_name: "Turbot fish",
        hint: |step, f| look_for(step, f, "a Turbot fish"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 120)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::EmptyRectangle,
        name: "Empty rectangle",
        hodoku_name: "Empty rectangle",
        hint: |step, f| look_for(step, f, "an empty rectangle"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 120)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::SimpleColors,
        name: "Simple colors",
        hodoku_name: "Simple colors",
        hint: |step, f| look_for(step, f, "Simple Colors"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 150)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::MultiColors,
        name: "Multi colors",
        hodoku_name: "Multi colors",
        hint: |step, f| look_for(step, f, "Multi Colors"),
        se_tenths: 66,
        hodoku: Some((Level::Hard, 200)),
        sentence: write_pattern,
    },
    Facts {
        technique: Technique::XChain,
        name: "X-Chain",
        hodoku_name: "X-Chain",
        hint: |step, f| look_for(step, f, "an X-Chain"),
        se_tenths: 66,
        hodoku: Some((Level::Unfair, 260)),
        sentence: write_pattern,
    },
];

pub(super) const SKYSCRAPERS: Search = Search {
    find: turbot::skyscrapers,
    finds: &[Technique::Skyscraper],
};

pub(super) const TWO_STRING_KITES: Search = Search {
    find: turbot::two_string_kites,
    finds: &[Technique::TwoStringKite],
};

/// HoDoKu's Turbot fish: X-Chains of three links, the one its sorting of chains puts first.
pub(super) const TURBOT_FISH: Search = Search {
    find: super::chains::simple::turbot_fish,
    finds: &[Technique::TurbotFish],
};

pub(super) const EMPTY_RECTANGLES: Search = Search {
    find: turbot::empty_rectangles,
    finds: &[Technique::EmptyRectangle],
};

pub(super) const SIMPLE_COLORS: Search = Search {
    find: coloring::simple_colors,
    finds: &[Technique::SimpleColors],
};

pub(super) const MULTI_COLORS: Search = Search {
    find: coloring::multi_colors,
    finds: &[Technique::MultiColors],
};

/// HoDoKu's X-Chain: the one its sorting of chains puts first.
pub(super) const X_CHAINS: Search = Search {
    find: super::chains::simple::x_chains,
    finds: &[Technique::XChain],
};

/// HoDoKu's empty rectangles, simple colors and multi colors (`finds`, else `None`) on
/// `marks`, each a search of one digit at a time with its slot of `barren` (see
/// [`super::DigitMemo`]).
pub(crate) fn remembering(
    finds: &[Technique],
    marks: &Marks,
    barren: &mut [[u128; 9]; 3],
    sink: Sink<'_>,
) -> Option<ControlFlow<()>> {
    Some(match finds {
        [Technique::EmptyRectangle] => {
            turbot::empty_rectangles_remembering(marks, &mut barren[0], sink)
        }
        [Technique::SimpleColors] => {
            coloring::simple_colors_remembering(marks, &mut barren[1], sink)
        }
        [Technique::MultiColors] => coloring::multi_colors_remembering(marks, &mut barren[2], sink),
        _ => return None,
    })
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
