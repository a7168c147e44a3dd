//! HoDoKu's last resort, brute force: the solution's digit placed in one cell, which HoDoKu
//! scores 10000 (Extreme). It ends HoDoKu's path wherever its techniques run out, so every
//! puzzle with one solution finishes.

use core::ops::ControlFlow;

use crate::explain::search::{Search, Sink};
use crate::explain::sentence::name;
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::{Level, Step};
use crate::{Candidates, CellSet, Marks, Solution, Solver};
use core::fmt;

pub(crate) const BRUTE_FORCE: Facts = Facts {
    technique: Technique::BruteForce,
    name: "Brute force",
    hodoku_name: "Brute Force",
    hodoku_key: Some("BRUTE_FORCE"),
    hint: |_, f| {
        f.write_str(
            "No technique the explainer knows finds the next step here: the next hint reveals \
             one digit of the solution",
        )
    },
    se_tenths: 110,
    hodoku: Some((Level::Extreme, 10000)),
    forms: &[],
    sentence: brute_force_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[BRUTE_FORCE];

fn brute_force_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    write!(
        f,
        "{}: no technique of this order applies here, so this reveals a digit of the \
         solution, not a deduction: {cell} holds {digit}",
        name(step)
    )
}

pub(crate) const HODOKU_BRUTE_FORCE: Search = Search {
    find: |cx, sink| brute_force(cx.marks, sink),
    finds: &[Technique::BruteForce],
};

/// HoDoKu's last resort: the solution's digit in the middle one of the empty cells (as
/// HoDoKu picks it). Finds nothing when the placed digits do not have exactly one solution.
fn brute_force(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let empty = marks.empty_cells();
    let Some(cell) = empty.iter().nth(empty.len() / 2) else {
        return ControlFlow::Continue(());
    };
    let Solution::Unique(solution) = Solver::new().solve(marks.grid()) else {
        return ControlFlow::Continue(());
    };
    let Some(digit) = solution.get(cell) else {
        return ControlFlow::Continue(());
    };
    if !marks.has(cell, digit) {
        return ControlFlow::Continue(());
    }
    sink(
        &Step::new(&BRUTE_FORCE)
            .with_cells(CellSet::single(cell))
            .with_focus(cell)
            .with_digits(Candidates::only(digit))
            .with_placement(cell, digit),
    )
}
