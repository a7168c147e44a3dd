//! Uniqueness: patterns that would give a puzzle two solutions, so cannot be all there in a
//! puzzle with one. SE's unique rectangles and loops (in `loops`) and HoDoKu's unique
//! rectangles and hidden rectangle (in `rectangles`), both [`Technique::UniqueRectangle`];
//! SE's bivalue universal graves and HoDoKu's BUG+1 (in `bug`), both [`Technique::Bug`].

mod bug;
mod loops;
mod rectangles;

use core::fmt;

use super::{Facts, Search, Technique};
use crate::explain::sentence::{Words, look_for, name};
use crate::explain::{Level, Step, StepKind};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::UniqueRectangle,
        name: "Unique rectangle",
        hodoku_name: "Uniqueness Test",
        hint: |step, f| look_for(step, f, "a unique rectangle"),
        se_tenths: 45,
        hodoku: Some((Level::Hard, 100)),
        sentence: rectangle_sentence,
    },
    Facts {
        technique: Technique::Bug,
        name: "Bivalue universal grave",
        hodoku_name: "Bivalue Universal Grave + 1",
        hint: |step, f| look_for(step, f, "a bivalue universal grave"),
        se_tenths: 56,
        hodoku: Some((Level::Hard, 100)),
        sentence: bug_sentence,
    },
];

/// SE's unique rectangles and loops, in its order (by rating, then type).
pub(super) const UNIQUE_LOOPS: Search = Search {
    find: loops::unique_loops,
    finds: &[Technique::UniqueRectangle],
};

/// SE's bivalue universal graves, types 1 to 4.
pub(super) const BUGS: Search = Search {
    find: bug::bugs,
    finds: &[Technique::Bug],
};

/// HoDoKu's BUG+1.
pub(super) const BUG_PLUS_ONE: Search = Search {
    find: bug::bug_plus_one,
    finds: &[Technique::Bug],
};

/// HoDoKu's uniqueness test 1.
pub(super) const UNIQUENESS_1: Search = Search {
    find: rectangles::unique_rectangles_1,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 2.
pub(super) const UNIQUENESS_2: Search = Search {
    find: rectangles::unique_rectangles_2,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 3.
pub(super) const UNIQUENESS_3: Search = Search {
    find: rectangles::unique_rectangles_3,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 4.
pub(super) const UNIQUENESS_4: Search = Search {
    find: rectangles::unique_rectangles_4,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 5.
pub(super) const UNIQUENESS_5: Search = Search {
    find: rectangles::unique_rectangles_5,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's uniqueness test 6.
pub(super) const UNIQUENESS_6: Search = Search {
    find: rectangles::unique_rectangles_6,
    finds: &[Technique::UniqueRectangle],
};

/// HoDoKu's hidden rectangle.
pub(super) const HIDDEN_RECTANGLES: Search = Search {
    find: rectangles::hidden_rectangles,
    finds: &[Technique::UniqueRectangle],
};

fn rectangle_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    let shape = if step.cells().len() == 4 {
        "Unique rectangle"
    } else {
        "Unique loop"
    };
    let kind = step.kind_number();
    if step.kind() == Some(StepKind::HiddenRectangle) {
        write!(f, "Hidden rectangle on {digits} in {cells}")?;
    } else {
        write!(f, "{shape} type {kind} on {digits} in {cells}")?;
    }
    match kind {
        3 => write!(f, ", its extra digits forming a set in {houses}")?,
        4 => write!(f, ", one of them only there in {houses}")?,
        _ => {}
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

fn bug_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words {
        houses,
        digits,
        cells,
        ..
    } = step.words();
    let kind = step.kind_number();
    write!(
        f,
        "{} type {kind}: without {digits} in {cells}, the puzzle would have two solutions",
        name(step)
    )?;
    if kind == 3 {
        write!(f, ", and those digits form a set in {houses}")?;
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;
    use std::vec::Vec;

    use core::ops::ControlFlow;

    use super::bug::bugs;
    use super::loops::{loop_difficulty, tenths, unique_loops};
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

    fn steps(marks: &Marks, search: crate::explain::techniques::Find) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = search(marks, &mut |step| {
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
            "Unique rectangle type 1 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: remove 1 and 3 \
             from r2c4"
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
            "Unique rectangle type 2 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4: remove 7 from r2c6"
        );
        assert_eq!(
            found[1].to_string(),
            "Unique rectangle type 4 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4, one of them only \
             there in row 2: remove 3 from r2c2 and r2c4"
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
            "Unique rectangle type 3 on 1 and 3 in r1c2, r1c4, r2c2 and r2c4, its extra digits \
             forming a set in row 2: remove 7 from r2c8"
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
            "Bivalue universal grave type 1: without 5 in r2c4, the puzzle would have two \
             solutions: remove 1 and 3 from r2c4"
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
