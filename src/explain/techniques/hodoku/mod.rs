//! HoDoKu 2.2's techniques that SE has not, and [`HODOKU_ORDER`], HoDoKu's default order of
//! searches, which reuses SE's searches where the pattern is the same (singles, locked
//! candidates, subsets, basic fish, XY- and XYZ-Wings).
//!
//! HoDoKu's techniques left out (avoidable rectangles, grouped nice loops, ALS, Franken fish,
//! forcing chains and nets) fall through to the last resort here,
//! [`brute_force`]: the solution's digit placed in one cell, which HoDoKu also uses last and
//! scores 10000 (Extreme). Every puzzle with one solution therefore finishes.

mod chains;
mod coloring;
mod finned;
mod locked_sets;
mod single_digit;
mod sue_de_coq;
mod uniqueness;

use core::ops::ControlFlow;

use super::{empty_in, fish, intersections, places, se_houses, singles, subsets, wings};
use crate::explain::{Search, Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Marks, Solution, Solver};

/// HoDoKu 2.2's default order: the first search that finds a step decides the next step.
pub(crate) const HODOKU_ORDER: &[Search] = &[
    full_houses,
    singles::naked_singles,
    hidden_singles,
    locked_sets::locked_pairs,
    locked_sets::locked_triples,
    pointing,
    claiming,
    subsets::naked_pairs,
    subsets::naked_triples,
    subsets::hidden_pairs,
    subsets::hidden_triples,
    subsets::naked_quads,
    subsets::hidden_quads,
    fish::x_wings,
    fish::swordfish,
    fish::jellyfish,
    remote_pairs,
    uniqueness::bug_plus_one,
    single_digit::skyscrapers,
    single_digit::two_string_kites,
    single_digit::turbot_fish,
    single_digit::empty_rectangles,
    chains::w_wings,
    wings::xy_wings,
    wings::xyz_wings,
    uniqueness::unique_rectangles_1,
    uniqueness::unique_rectangles_2,
    uniqueness::unique_rectangles_3,
    uniqueness::unique_rectangles_4,
    uniqueness::unique_rectangles_5,
    uniqueness::unique_rectangles_6,
    uniqueness::hidden_rectangles,
    finned::x_wings,
    finned::swordfish,
    finned::jellyfish,
    sue_de_coq::sue_de_coq,
    coloring::simple_colors,
    coloring::multi_colors,
    x_chains,
    xy_chains,
    nice_loops,
    brute_force,
];

/// Only the steps of `technique` among those `search` finds.
fn only(marks: &Marks, search: Search, technique: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, &mut |step: Step| {
        if step.technique() == technique {
            sink(step)
        } else {
            ControlFlow::Continue(())
        }
    })
}

/// Only the step of `search` that HoDoKu's sorting of its chains puts first: the most
/// candidates removed; among equals, the smallest weighted sum of the removed candidates (the
/// first counts its cell plus digit, the next its cell 81 times, and so on); for the same
/// removals, the shortest chain; else the first found.
fn best(marks: &Marks, search: Search, sink: Sink<'_>) -> ControlFlow<()> {
    let mut best: Option<(Step, usize, u32)> = None;
    let _ = search(marks, &mut |step: Step| {
        let removes = step.elimination_set().len();
        let weight = removal_weight(&step);
        let better = match &best {
            None => true,
            Some((b, b_removes, b_weight)) => {
                removes > *b_removes
                    || (removes == *b_removes && weight < *b_weight)
                    || (removes == *b_removes
                        && step.elimination_set() == b.elimination_set()
                        && step.chain().len() < b.chain().len())
            }
        };
        if better {
            best = Some((step, removes, weight));
        }
        ControlFlow::Continue(())
    });
    match best {
        Some((step, _, _)) => sink(step),
        None => ControlFlow::Continue(()),
    }
}

/// HoDoKu's tie-break between chains removing as many candidates: each removed candidate, in
/// order, weighs its cell times 1, 81, 161, ... plus its digit.
fn removal_weight(step: &Step) -> u32 {
    let mut weight = 0u32;
    for (n, (cell, digit)) in step.eliminations().enumerate() {
        let offset = 1 + 80 * n as u32;
        weight = weight.saturating_add(
            (cell.index() as u32)
                .saturating_mul(offset)
                .saturating_add(u32::from(digit.get())),
        );
    }
    weight
}

fn remote_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    best(marks, chains::remote_pairs, sink)
}

fn x_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    best(marks, chains::x_chains, sink)
}

fn xy_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    best(marks, chains::xy_chains, sink)
}

fn nice_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    best(marks, chains::nice_loops, sink)
}

/// The last empty cell of a house, houses in SE's order (the full houses SE's hidden-single
/// search gives first, without its search for hidden singles).
fn full_houses(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for house in se_houses() {
        let empty = empty_in(marks, house);
        let (true, Some(cell)) = (empty.is_single(), empty.first()) else {
            continue;
        };
        for digit in marks.candidates(cell) {
            if places(marks, house, digit).is_single() {
                sink(
                    Step::new(Technique::FullHouse)
                        .with_house(house)
                        .with_cells(CellSet::single(cell))
                        .with_focus(cell)
                        .with_digits(Candidates::only(digit))
                        .with_placement(cell, digit),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn hidden_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    only(
        marks,
        singles::hidden_singles,
        Technique::HiddenSingle,
        sink,
    )
}

fn pointing(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    only(marks, intersections::locked, Technique::Pointing, sink)
}

fn claiming(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    only(marks, intersections::locked, Technique::Claiming, sink)
}

/// HoDoKu's last resort: the solution's digit in the middle one of the empty cells (as
/// HoDoKu picks it). Finds nothing when the placed digits do not have exactly one solution.
pub(crate) fn brute_force(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
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
        Step::new(Technique::BruteForce)
            .with_cells(CellSet::single(cell))
            .with_focus(cell)
            .with_digits(Candidates::only(digit))
            .with_placement(cell, digit),
    )
}

/// The cells that see both `a` and `b`, but not themselves.
fn seeing_both(a: Cell, b: Cell) -> CellSet {
    (CellSet::peers_of(a) & CellSet::peers_of(b)) - CellSet::single(a) - CellSet::single(b)
}
