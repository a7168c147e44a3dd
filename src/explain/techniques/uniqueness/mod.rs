//! Uniqueness: patterns that would give a puzzle two solutions, so cannot be all there in a
//! puzzle with one. SE's unique rectangles and loops (in `loops`) and HoDoKu's unique
//! rectangles and hidden rectangle (in `rectangles`), both [`Technique::UniqueRectangle`];
//! SE's bivalue universal graves and HoDoKu's BUG+1 (in `bug`), both [`Technique::Bug`];
//! HoDoKu's avoidable rectangles (in `avoidable`), [`Technique::AvoidableRectangle`].

mod avoidable;
mod bug;
mod loops;
mod rectangles;

use core::fmt;

use crate::explain::search::Search;
use crate::explain::sentence::{Noted, Words, ask_for, look_for, name};
use crate::explain::step::{Facts, Form};
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Digits};
use crate::explain::{Level, Step, StepKind};
use crate::{Candidates, Cell, CellSet};

pub(crate) const UNIQUE_RECTANGLE: Facts = Facts {
    technique: Technique::UniqueRectangle,
    name: "Unique rectangle",
    hodoku_name: "Uniqueness Test",
    hodoku_key: None,
    hint: rectangle_hint,
    se_tenths: 45,
    hodoku: Some((Level::Hard, 100)),
    forms: &[
        Form::new(
            StepKind::Type(1),
            "Unique rectangle type 1",
            "Uniqueness Test 1",
        )
        .keyed("UNIQUENESS_1"),
        Form::new(
            StepKind::Type(2),
            "Unique rectangle type 2",
            "Uniqueness Test 2",
        )
        .keyed("UNIQUENESS_2"),
        Form::new(
            StepKind::Type(3),
            "Unique rectangle type 3",
            "Uniqueness Test 3",
        )
        .keyed("UNIQUENESS_3"),
        Form::new(
            StepKind::Type(4),
            "Unique rectangle type 4",
            "Uniqueness Test 4",
        )
        .keyed("UNIQUENESS_4"),
        Form::new(
            StepKind::Type(5),
            "Unique rectangle type 5",
            "Uniqueness Test 5",
        )
        .keyed("UNIQUENESS_5"),
        Form::new(
            StepKind::Type(6),
            "Unique rectangle type 6",
            "Uniqueness Test 6",
        )
        .keyed("UNIQUENESS_6"),
        Form::new(StepKind::Loop(1), "Unique loop type 1", "Uniqueness Test 1"),
        Form::new(StepKind::Loop(2), "Unique loop type 2", "Uniqueness Test 2"),
        Form::new(StepKind::Loop(3), "Unique loop type 3", "Uniqueness Test 3"),
        Form::new(StepKind::Loop(4), "Unique loop type 4", "Uniqueness Test 4"),
        Form::new(
            StepKind::HiddenRectangle,
            "Hidden rectangle",
            "Hidden Rectangle",
        )
        .keyed("HIDDEN_RECTANGLE"),
    ],
    sentence: rectangle_sentence,
};

pub(crate) const BUG: Facts = Facts {
    technique: Technique::Bug,
    name: "Bivalue universal grave",
    hodoku_name: "Bivalue Universal Grave + 1",
    hodoku_key: Some("BUG_PLUS_1"),
    hint: |step, f| {
        ask_for(step, f, "a bivalue universal grave")?;
        f.write_str(": every empty cell but a few with two candidates")
    },
    se_tenths: 56,
    hodoku: Some((Level::Hard, 100)),
    forms: &[
        Form::new(
            StepKind::Type(1),
            "Bivalue universal grave type 1",
            "Bivalue Universal Grave + 1",
        ),
        Form::new(
            StepKind::Type(2),
            "Bivalue universal grave type 2",
            "Bivalue Universal Grave + 1",
        ),
        Form::new(
            StepKind::Type(3),
            "Bivalue universal grave type 3",
            "Bivalue Universal Grave + 1",
        ),
        Form::new(
            StepKind::Type(4),
            "Bivalue universal grave type 4",
            "Bivalue Universal Grave + 1",
        ),
    ],
    sentence: bug_sentence,
};

pub(crate) const AVOIDABLE_RECTANGLE: Facts = Facts {
    technique: Technique::AvoidableRectangle,
    name: "Avoidable rectangle",
    hodoku_name: "Avoidable Rectangle",
    hodoku_key: None,
    hint: |step, f| look_for(step, f, "an avoidable rectangle"),
    se_tenths: 45,
    hodoku: Some((Level::Hard, 100)),
    forms: &[
        Form::new(
            StepKind::Type(1),
            "Avoidable rectangle type 1",
            "Avoidable Rectangle Type 1",
        )
        .keyed("AVOIDABLE_RECTANGLE_1"),
        Form::new(
            StepKind::Type(2),
            "Avoidable rectangle type 2",
            "Avoidable Rectangle Type 2",
        )
        .keyed("AVOIDABLE_RECTANGLE_2"),
    ],
    sentence: avoidable_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[UNIQUE_RECTANGLE, BUG, AVOIDABLE_RECTANGLE];

/// HoDoKu's avoidable rectangles, type 1 then type 2, made of digits solved on the way: the
/// context's clues say which placed digits are not (on bare marks every placed digit counts
/// as a clue, and it finds none).
pub(crate) const AVOIDABLE_RECTANGLES: Search = Search {
    find: |cx, sink| avoidable::avoidable_rectangles(cx.marks, cx.clues, sink),
    finds: &[Technique::AvoidableRectangle],
};

/// SE's unique rectangles and loops, in its order (by rating, then type).
pub(crate) const UNIQUE_LOOPS: Search = Search {
    find: |cx, sink| loops::unique_loops(cx.marks, sink),
    finds: &[Technique::UniqueRectangle],
};

/// SE's bivalue universal graves, types 1 to 4.
pub(crate) const BUGS: Search = Search {
    find: |cx, sink| bug::bugs(cx.marks, sink),
    finds: &[Technique::Bug],
};

/// HoDoKu's BUG+1.
pub(crate) const BUG_PLUS_ONE: Search = Search {
    find: |cx, sink| bug::bug_plus_one(cx.marks, sink),
    finds: &[Technique::Bug],
};

/// HoDoKu's uniqueness test 1.
pub(crate) const UNIQUENESS_1: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_1(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 2.
pub(crate) const UNIQUENESS_2: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_2(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 3.
pub(crate) const UNIQUENESS_3: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_3(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 4.
pub(crate) const UNIQUENESS_4: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_4(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 5.
pub(crate) const UNIQUENESS_5: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_5(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 6.
pub(crate) const UNIQUENESS_6: Search = Search {
    find: |cx, sink| rectangles::unique_rectangles_6(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's hidden rectangle.
pub(crate) const HIDDEN_RECTANGLES: Search = Search {
    find: |cx, sink| rectangles::hidden_rectangles(cx, sink),
    finds: &[Technique::UniqueRectangle],
};

/// "Look for a unique rectangle on 1 and 3"
fn rectangle_hint(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let what = match step.kind() {
        Some(StepKind::Loop(_)) => "a unique loop",
        Some(StepKind::HiddenRectangle) => "a hidden rectangle",
        _ => "a unique rectangle",
    };
    ask_for(step, f, what)?;
    write!(f, " on {}", Digits(step.digits()))
}

fn rectangle_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    let roof = step.group(0);
    let removed = step.elimination_set().digits();
    let kind = step.kind().ok_or(fmt::Error)?;
    let swap = if matches!(kind, StepKind::Loop(_)) {
        "along the loop"
    } else {
        "around the rectangle"
    };
    write!(f, "{}: ", name(step))?;
    if kind == StepKind::HiddenRectangle {
        return hidden_rectangle(step, f);
    }
    let deadly = |f: &mut fmt::Formatter<'_>| {
        write!(
            f,
            "if {cells} held only {digits}, the two could swap {swap} and the puzzle would \
             have two solutions"
        )
    };
    match step.kind_number() {
        1 => {
            deadly(f)?;
            write!(
                f,
                "; {} is the only one with more, so it cannot hold {}: ",
                Cells(roof),
                Digits(digits_of(step)).or()
            )?;
        }
        2 | 5 => {
            deadly(f)?;
            let (all, seeing) = if roof.is_pair() {
                ("both", "both")
            } else {
                ("all", "them all")
            };
            write!(
                f,
                "; {} {all} hold {} as well, so one of them is {}, and no cell that sees \
                 {seeing} can hold it: ",
                Cells(roof),
                Digits(removed),
                Digits(removed)
            )?;
        }
        3 => {
            deadly(f)?;
            let set = step.group(1);
            let extras = roof
                .iter()
                .fold(Candidates::EMPTY, |all, cell| all | step.seen(cell))
                & !step.digits();
            if step.elimination_set().cells().is_subset(set) {
                // The hidden form: the rescue cells hold at most one loop digit.
                let mut values = step.digits();
                for cell in set {
                    values |= step.seen(cell) & !step.elimination_set().digits_in(cell);
                }
                let (hold, only) = if set.is_single() {
                    ("holds", "it holds")
                } else {
                    ("hold", "they hold")
                };
                write!(
                    f,
                    "; one of {} holds another digit, so between them they hold at most one \
                     of {}; in {houses}, {} can only go in those two cells and {}, which {hold} \
                     the rest, so {only} nothing else: ",
                    Cells(roof),
                    Digits(step.digits()),
                    Digits(values),
                    Cells(set)
                )?;
            } else {
                let mut all = extras;
                for cell in set {
                    all |= step.seen(cell);
                }
                write!(
                    f,
                    "; one of {} holds {}, so as one cell they make with {} a naked set of {} \
                     in {houses}, and no other cell there can hold those digits",
                    Cells(roof),
                    Digits(extras).or(),
                    Noted(step, set),
                    Digits(all)
                )?;
                let house = step
                    .houses()
                    .fold(CellSet::EMPTY, |cells, h| cells | CellSet::house(h));
                let boxes = (roof | set).boxes();
                if !step.elimination_set().cells().is_subset(house) && boxes.is_power_of_two() {
                    let boxed = crate::House::ALL[18 + boxes.trailing_zeros() as usize];
                    write!(f, ", nor any other cell of {boxed}, where the set lies")?;
                }
                f.write_str(": ")?;
            }
        }
        4 => {
            deadly(f)?;
            let kept = step.digits() & !removed;
            write!(
                f,
                "; in {houses}, {} can only go in {}, so one of them holds it, and neither can \
                 hold {}: ",
                Digits(kept),
                Cells(roof),
                Digits(removed)
            )?;
        }
        6 => {
            let floor = step.cells() - roof;
            let kept = step.digits() & !removed;
            write!(
                f,
                "{cells} hold {digits}, and {} only those; in the rectangle's rows and columns \
                 {} can only go in its corners, so it fills one diagonal; on {} it would leave \
                 {} with {}, and the two could swap {swap}: two solutions, so ",
                Cells(floor),
                Digits(removed),
                Cells(roof),
                Cells(floor),
                Digits(kept)
            )?;
        }
        _ => deadly(f)?,
    }
    step.write_removals(f)
}

/// The two loop digits.
fn digits_of(step: &Step) -> Candidates {
    step.digits()
}

fn hidden_rectangle(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { digits, cells, .. } = step.words();
    let (target, y) = step.eliminations().next().ok_or(fmt::Error)?;
    let x = (step.digits().without(y)).single().ok_or(fmt::Error)?;
    let corner = cells
        .0
        .iter()
        .find(|c| c.row() != target.row() && c.col() != target.col())
        .ok_or(fmt::Error)?;
    let sides = cells.0 - CellSet::single(target) - CellSet::single(corner);
    let [row, col, _] = target.houses();
    write!(
        f,
        "{cells} hold {digits}, and {corner} only those; in {row} and {col}, {x} can only go \
         in the rectangle's corners, so if {target} were {y}, {x} would fill {}, {corner} \
         would be {y}, and the corners could swap the two digits: two solutions, so ",
        Cells(sides)
    )?;
    step.write_removals(f)
}

/// "Avoidable rectangle type 1 on 4 and 8 in r2c1, r2c2, r6c1 and r6c2: r2c2 = 4, r6c1 = 4
/// and r6c2 = 8 were solved on the way, none of them a clue, so ...; if r2c1 were 8, ...: remove
/// 8 from r2c1". The solved corners are those the step found placed; type 2 names the two open
/// corners with their candidates and the digit one of them must hold.
fn avoidable_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { digits, cells, .. } = step.words();
    let corners = step.cells();
    let solved: CellSet = corners
        .iter()
        .filter(|&cell| step.placed(cell).is_some())
        .collect();
    let open = corners - solved;
    write!(f, "{} on {digits} in {cells}: ", name(step))?;
    for (i, cell) in solved.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == solved.len() { " and " } else { ", " })?;
        }
        if let Some(digit) = step.placed(cell) {
            write!(f, "{cell} = {digit}")?;
        }
    }
    let (were, none) = match solved.len() {
        0 | 1 => ("was", "not"),
        2 => ("were", "neither"),
        _ => ("were", "none of them"),
    };
    write!(
        f,
        " {were} solved on the way, {none} a clue, so no clue fixes which way round the two \
         digits go; "
    )?;
    let removed = step.elimination_set().digits();
    if step.kind_number() == 1 {
        // The open corner loses the digit of the corner across the diagonal from it.
        write!(
            f,
            "if {} were {}, the four corners, on two rows, two columns and two boxes, would \
             hold the two digits crosswise, and the digits could swap in all four: the puzzle \
             would have two solutions, so {} cannot hold {}: ",
            Cells(open),
            Digits(removed).or(),
            Cells(open),
            Digits(removed).or()
        )?;
    } else {
        write!(
            f,
            "{} hold {} besides a digit of the rectangle: were neither of them {}, they would \
             complete it with the two digits crosswise, which could then swap in all four (two \
             solutions); so one of them is {}, and no cell that sees both can hold it: ",
            Noted(step, open),
            Digits(removed),
            Digits(removed).or(),
            Digits(removed).or()
        )?;
    }
    step.write_removals(f)
}

fn bug_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { houses, cells, .. } = step.words();
    write!(f, "{}: ", name(step))?;
    write!(
        f,
        "every empty cell but {cells} has two candidates, and without {} in {cells} every \
         digit would have two places in each house: the grid would be a deadly pattern with \
         two solutions, so ",
        Digits(step.digits()).or(),
    )?;
    if step.cells().is_single() {
        write!(f, "{cells} holds {}", Digits(step.digits()).or())?;
    } else {
        write!(f, "one of them holds {}", Digits(step.digits()).or())?;
    }
    match step.kind_number() {
        1 if step.placement().is_some() => return Ok(()),
        1 => f.write_str(": ")?,
        2 => f.write_str(", and no cell that sees them all can: ")?,
        3 => {
            let set = step.group(1);
            write!(
                f,
                "; with {} they make a naked set in {houses}, whose other cells cannot hold \
                 those digits: ",
                Noted(step, set)
            )?;
        }
        4 => {
            let [c1, c2] = two(step.cells()).ok_or(fmt::Error)?;
            let v = step.seen(c1) & step.seen(c2) & !step.digits();
            write!(
                f,
                "; in {houses}, {} can only go in {c1} and {c2}, so one holds {} and the \
                 other its extra digit, and they hold nothing else: ",
                Digits(v),
                Digits(v)
            )?;
        }
        _ => f.write_str(": ")?,
    }
    step.write_removals(f)
}

/// The two cells of a set of two.
fn two(cells: CellSet) -> Option<[Cell; 2]> {
    let mut it = cells.iter();
    Some([it.next()?, it.next()?])
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;
    use std::vec::Vec;

    use core::ops::ControlFlow;

    use super::bug::bugs;
    use super::loops::{loop_difficulty, tenths, unique_loops};
    use crate::explain::search::Sink;
    use crate::explain::{Step, StepKind};
    use crate::{Candidates, Cell, Digit, Grid, Marks};

    const SOLVED: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::from_row_col(row, col).unwrap()
    }

    fn digits(list: &[u8]) -> Candidates {
        list.iter()
            .map(|&d| Candidates::only(Digit::new(d).unwrap()))
            .fold(Candidates::EMPTY, |a, b| a | b)
    }

    /// The solved grid with `empty` cells emptied, their candidates those the grid leaves,
    /// then replaced as `set` says.
    fn state(empty: &[(usize, usize)], set: &[(usize, usize, &[u8])]) -> Marks {
        let mut grid: Grid = SOLVED.parse().unwrap();
        for &(r, c) in empty {
            grid.clear(cell(r, c));
        }
        let natural = Marks::new(&grid);
        Marks::from_candidates(&grid, |at| {
            set.iter()
                .find(|&&(r, c, _)| cell(r, c) == at)
                .map_or(natural.candidates(at), |&(_, _, d)| digits(d))
        })
    }

    fn steps(marks: &Marks, search: fn(&Marks, Sink<'_>) -> ControlFlow<()>) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = search(marks, &mut |step: &Step| {
            let mut step = *step;
            step.found_on(marks, false);
            out.push(step);
            ControlFlow::Continue(())
        });
        out
    }

    // In SOLVED, r1c2 = r2c4 = 1 and r1c4 = r2c2 = 3: a rectangle in boxes 1 and 2.
    const CORNERS: [(usize, usize); 4] = [(0, 1), (0, 3), (1, 1), (1, 3)];

    #[test]
    fn type_1_removes_the_pair_from_the_only_rescue_cell() {
        let marks = state(&CORNERS, &[(1, 3, &[1, 3, 5])]);
        let found = steps(&marks, unique_loops);
        assert_eq!(found.len(), 1);
        let step = found[0];
        assert_eq!((step.kind(), step.tenths()), (Some(StepKind::Type(1)), 45));
        assert_eq!(
            step.to_string(),
            "Unique rectangle type 1: if r1c2, r1c4, r2c2 and r2c4 held only 1 and 3, the two \
             could swap around the rectangle and the puzzle would have two solutions; r2c4 is \
             the only one with more, so it cannot hold 1 or 3: remove 1 and 3 from r2c4"
        );
    }

    #[test]
    fn no_rectangle_over_four_boxes_or_through_a_given() {
        // r3c3 = r6c9 = 8 and r3c9 = r6c3 = 6: the same digits, but in four boxes, where
        // swapping them breaks the boxes.
        let four = [(2, 2), (2, 8), (5, 2), (5, 8)];
        let marks = state(
            &four,
            &[
                (2, 2, &[6, 8]),
                (2, 8, &[6, 8]),
                (5, 2, &[6, 8]),
                (5, 8, &[6, 8, 1]),
            ],
        );
        assert!(steps(&marks, unique_loops).is_empty());
        // Three corners empty, the fourth a given: nothing.
        let marks = state(&CORNERS[..3], &[(1, 1, &[1, 3, 5])]);
        assert!(steps(&marks, unique_loops).is_empty());
    }

    #[test]
    fn type_2_then_type_4_in_order() {
        let marks = state(
            &[(0, 1), (0, 3), (1, 1), (1, 3), (1, 5)],
            &[(1, 1, &[1, 3, 7]), (1, 3, &[1, 3, 7]), (1, 5, &[7, 8])],
        );
        let found = steps(&marks, unique_loops);
        let kinds: Vec<_> = found
            .iter()
            .map(|s| (s.kind_number(), s.tenths()))
            .collect();
        assert_eq!(kinds, [(2, 45), (4, 45)]);
        assert_eq!(
            found[0].to_string(),
            "Unique rectangle type 2: if r1c2, r1c4, r2c2 and r2c4 held only 1 and 3, the two \
             could swap around the rectangle and the puzzle would have two solutions; r2c2 and \
             r2c4 both hold 7 as well, so one of them is 7, and no cell that sees both can hold \
             it: remove 7 from r2c6"
        );
        assert_eq!(
            found[1].to_string(),
            "Unique rectangle type 4: if r1c2, r1c4, r2c2 and r2c4 held only 1 and 3, the two \
             could swap around the rectangle and the puzzle would have two solutions; in row 2, 1 \
             can only go in r2c2 and r2c4, so one of them holds it, and neither can hold 3: \
             remove 3 from r2c2 and r2c4"
        );
    }

    #[test]
    fn type_3_naked_pair_rates_one_tenth_more() {
        let marks = state(
            &[(0, 1), (0, 3), (1, 1), (1, 3), (1, 5), (1, 7)],
            &[
                (1, 1, &[1, 3, 7]),
                (1, 3, &[1, 3, 8]),
                (1, 5, &[7, 8]),
                (1, 7, &[4, 7]),
            ],
        );
        let found = steps(&marks, unique_loops);
        let kinds: Vec<_> = found
            .iter()
            .map(|s| (s.kind_number(), s.tenths()))
            .collect();
        assert_eq!(kinds, [(4, 45), (3, 46)]);
        assert_eq!(
            found[1].to_string(),
            "Unique rectangle type 3: if r1c2, r1c4, r2c2 and r2c4 held only 1 and 3, the two \
             could swap around the rectangle and the puzzle would have two solutions; one of r2c2 \
             and r2c4 holds 7 or 8, so as one cell they make with r2c6 {7,8} a naked set of 7 \
             and 8 in row 2, and no other cell there can hold those digits: remove 7 from r2c8"
        );
    }

    #[test]
    fn bug_type_1_on_a_grave_with_one_extra() {
        // The rectangle's four cells bivalue, one with a third digit: every digit has two
        // places in each house but 5 (once in row 2, column 4 and box 2).
        let marks = state(&CORNERS, &[(1, 3, &[1, 3, 5])]);
        let found = steps(&marks, bugs);
        assert_eq!(found.len(), 1);
        assert_eq!(
            (found[0].kind(), found[0].tenths()),
            (Some(StepKind::Type(1)), 56)
        );
        assert_eq!(
            found[0].to_string(),
            "Bivalue universal grave type 1: every empty cell but r2c4 has two candidates, and without 5 in r2c4 every digit would have two places in each house: the grid would be a deadly pattern with two solutions, so r2c4 holds 5: remove 1 and 3 from r2c4"
        );
        // All bivalue: a grave with no way out, not a step.
        assert!(steps(&state(&CORNERS, &[]), bugs).is_empty());
    }

    #[test]
    fn loop_ratings_follow_se() {
        assert_eq!(tenths(loop_difficulty(4, 0)), 45);
        assert_eq!(tenths(loop_difficulty(6, 0)), 46);
        assert_eq!(tenths(loop_difficulty(8, 0)), 47);
        assert_eq!(tenths(loop_difficulty(10, 0)), 50);
        assert_eq!(tenths(loop_difficulty(6, 2)), 48);
        // SE compares doubles: a loop of 6 with a pair is a hair below a loop of 8.
        assert!(loop_difficulty(6, 1) < loop_difficulty(8, 0));
    }
}
