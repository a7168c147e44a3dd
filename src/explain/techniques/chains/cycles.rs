//! SE's "forcing chains and cycles": X-, Y- and XY-cycles (6.5, 6.5, 7.0) and forcing X- and
//! XY-chains (6.6, 7.0), plus the length bonus, as steps. The search is SE's chain engine's
//! (`engine/se_chains.rs`, [`best_cycle_or_chain`]), which its nested forcing chains ask too;
//! this file names what it finds.

use core::ops::ControlFlow;

use crate::Marks;
use crate::explain::engine::bits::{cell_of, digit_of};
use crate::explain::engine::se_chains::{Found, Links, best_cycle_or_chain};
use crate::explain::search::Sink;
use crate::explain::step::{Facts, Step};

/// The facts of SE's cycle of `links`.
fn cycle_facts(links: Links) -> &'static Facts {
    match links {
        Links::X => &super::X_CYCLE,
        Links::Y => &super::Y_CYCLE,
        Links::XY => &super::BIDIRECTIONAL_CYCLE,
    }
}

/// The facts of SE's forcing chain of `links` (Y links alone make none: see
/// [`Links::chain_base`]).
fn chain_facts(links: Links) -> &'static Facts {
    match links {
        Links::X => &super::FORCING_X_CHAIN,
        Links::Y | Links::XY => &super::FORCING_CHAIN,
    }
}

/// SE's easiest cycle or forcing chain, if any, as a step; `barren` is SE's memo of the
/// digits whose chains of X links found nothing, on its path.
pub(super) fn forcing_chains_and_cycles(
    marks: &Marks,
    barren: Option<&mut [u128; 9]>,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    match best_cycle_or_chain(marks, barren) {
        Some(found) => sink(&step(&found)),
        None => ControlFlow::Continue(()),
    }
}

fn step(found: &Found) -> Step {
    let facts = if found.cycle {
        cycle_facts(found.links)
    } else {
        chain_facts(found.links)
    };
    let mut step = Step::new(facts)
        .with_tenths(found.rank.tenths())
        .with_eliminations(found.eliminations)
        .with_chain(found.chain);
    let mut cells = crate::CellSet::EMPTY;
    let mut digits = crate::Candidates::EMPTY;
    for node in found.chain.nodes().iter() {
        cells.insert(node.cell);
        digits.insert(node.digit);
    }
    step = step.with_cells(cells).with_digits(digits);
    if let Some(k) = found.placement {
        step = step.with_placement(cell_of(k / 9), digit_of(k % 9));
    }
    step
}
