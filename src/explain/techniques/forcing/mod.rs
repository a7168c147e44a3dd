//! Forcing chains. SE's: chains that follow every consequence of an assumption at once (in
//! `dynamic`, on SE's chain engine, `engine/se_chains.rs`): Nishio forcing chains (7.5),
//! multiple forcing chains (8.0), dynamic forcing chains (8.5), dynamic forcing chains (+)
//! (9.0), and nested forcing chains (9.5 to 11.0), which ask other rules, chains among them,
//! for eliminations on the marks they have reduced (what they need is in `nested`); the
//! simple rules they ask are handed in by the catalogue. HoDoKu's: forcing chains and forcing
//! nets on its tables (in `tables`, on `engine/tabling.rs` and `engine/nets.rs`).

mod clash;
mod dynamic;
mod nested;
mod tables;

use core::fmt;

use core::ops::ControlFlow;

use crate::explain::search::{Context, Find, Search, Sink};
use crate::explain::sentence::{Told, Words, ask_for, name, write_links_told, write_result};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::{Level, Step, StepKind};

pub(crate) const NISHIO_FORCING_CHAIN: Facts = Facts {
    technique: Technique::NishioForcingChain,
    name: "Nishio forcing chain",
    hodoku_name: "Nishio forcing chain",
    hodoku_key: None,
    hint: |step, f| forcing_hint(step, f, "a Nishio forcing chain"),
    se_tenths: 75,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const MULTIPLE_FORCING_CHAIN: Facts = Facts {
    technique: Technique::MultipleForcingChain,
    name: "Multiple forcing chain",
    hodoku_name: "Multiple forcing chain",
    hodoku_key: None,
    hint: |step, f| forcing_hint(step, f, "a multiple forcing chain"),
    se_tenths: 80,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const DYNAMIC_FORCING_CHAIN: Facts = Facts {
    technique: Technique::DynamicForcingChain,
    name: "Dynamic forcing chain",
    hodoku_name: "Dynamic forcing chain",
    hodoku_key: None,
    hint: |step, f| forcing_hint(step, f, "a dynamic forcing chain"),
    se_tenths: 85,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const DYNAMIC_FORCING_CHAIN_PLUS: Facts = Facts {
    technique: Technique::DynamicForcingChainPlus,
    name: "Dynamic forcing chain (+)",
    hodoku_name: "Dynamic forcing chain (+)",
    hodoku_key: None,
    hint: |step, f| forcing_hint(step, f, "a dynamic forcing chain (+)"),
    se_tenths: 90,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const NESTED_FORCING_CHAIN: Facts = Facts {
    technique: Technique::NestedForcingChain,
    name: "Nested forcing chain",
    hodoku_name: "Nested forcing chain",
    hodoku_key: None,
    hint: |step, f| forcing_hint(step, f, "a nested forcing chain"),
    se_tenths: 95,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const HODOKU_FORCING_CHAIN: Facts = Facts {
    technique: Technique::HodokuForcingChain,
    name: "Forcing chain (HoDoKu)",
    hodoku_name: "Forcing Chain",
    hodoku_key: Some("FORCING_CHAIN"),
    hint: |step, f| forcing_hint(step, f, "a forcing chain"),
    se_tenths: 70,
    hodoku: Some((Level::Extreme, 500)),
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const FORCING_NET: Facts = Facts {
    technique: Technique::ForcingNet,
    name: "Forcing net",
    hodoku_name: "Forcing Net",
    hodoku_key: Some("FORCING_NET"),
    hint: |step, f| forcing_hint(step, f, "a forcing net"),
    se_tenths: 85,
    hodoku: Some((Level::Extreme, 700)),
    forms: &[],
    sentence: forcing_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[
    NISHIO_FORCING_CHAIN,
    MULTIPLE_FORCING_CHAIN,
    DYNAMIC_FORCING_CHAIN,
    DYNAMIC_FORCING_CHAIN_PLUS,
    NESTED_FORCING_CHAIN,
    HODOKU_FORCING_CHAIN,
    FORCING_NET,
];

/// HoDoKu's forcing nets, on its net tables: the one its tabling order puts first.
pub(crate) const FORCING_NETS: Search = Search {
    find: |cx, sink| tables::forcing_nets(cx.marks, sink),
    finds: &[Technique::ForcingNet],
};

/// HoDoKu's forcing chains, on its tables: the one its tabling order puts first.
pub(crate) const HODOKU_FORCING_CHAINS: Search = Search {
    find: |cx, sink| tables::forcing_chains(cx.marks, sink),
    finds: &[Technique::HodokuForcingChain],
};

pub(crate) const NISHIO: Search = Search {
    find: |cx, sink| dynamic::nishio(cx.marks, sink),
    finds: &[Technique::NishioForcingChain],
};

pub(crate) const MULTIPLE: Search = Search {
    find: |cx, sink| dynamic::multiple(cx.marks, sink),
    finds: &[Technique::MultipleForcingChain],
};

pub(crate) const DYNAMIC: Search = Search {
    find: |cx, sink| dynamic::dynamic(cx.marks, sink),
    finds: &[Technique::DynamicForcingChain],
};

/// SE's dynamic forcing chains (+): dynamic forcing chains that ask `rules` (handed in by
/// the catalogue: pointing and claiming, hidden pairs, naked pairs, X-Wings) for
/// eliminations on the marks an assumption has reduced, when their links run out.
pub(crate) fn dynamic_plus(
    cx: &mut Context<'_>,
    rules: &'static [Find],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    dynamic::dynamic_plus(cx.marks, rules, sink)
}

/// SE's nested forcing chains, levels 2 to 5 in turn, asking `rules` as
/// [`dynamic_plus`] does, and chains.
pub(crate) fn nested(
    cx: &mut Context<'_>,
    rules: &'static [Find],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    dynamic::nested(cx.marks, rules, sink)
}

fn forcing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    write!(f, "{}", name(step))?;
    // What a nested chain searches on the marks it has reduced, as SE names its levels.
    let inside = match step.nesting() {
        2 => "forcing chains",
        3 => "multiple forcing chains",
        4 => "dynamic forcing chains",
        5 => "nested forcing chains",
        _ => "",
    };
    if !inside.is_empty() {
        write!(f, " (with {inside} inside)")?;
    }
    f.write_str(": ")?;
    let branches = step.chain().branches();
    match step.kind() {
        Some(StepKind::Contradiction) => {
            // Both halves start from the same assumption; the second says only what the
            // first has not (it may have said it all).
            let mut told = Told::default();
            for (i, branch) in branches.enumerate() {
                if i == 0 {
                    let nodes = branch.iter_ruled();
                    write_links_told(step, f, "if ", nodes, branch.is_cut(), &mut told)?;
                } else if !branch.is_empty() {
                    f.write_str("; also ")?;
                    let nodes = branch.iter_ruled();
                    write_links_told(step, f, "", nodes, branch.is_cut(), &mut told)?;
                }
            }
            // What the halves empty or double, when their ends show it.
            match clash::clash(step) {
                Some(clash) => write!(f, ": {clash}, a contradiction, so ")?,
                None => f.write_str(": a contradiction, so ")?,
            }
        }
        kind => {
            match (kind, step.focus()) {
                (Some(StepKind::BothWays), Some(cell)) => {
                    write!(f, "{cell} is {digits} or it is not; ")?
                }
                (Some(StepKind::House), _) => {
                    let places = step.chain().branches().filter_map(|b| b.first());
                    write!(f, "in {houses}, {digits} is in ")?;
                    write_or(f, places.map(|node| node.cell))?;
                    f.write_str("; ")?;
                }
                (Some(StepKind::Cell), Some(cell)) => {
                    let values = step.chain().branches().filter_map(|b| b.first());
                    write!(f, "{cell} is ")?;
                    write_or(f, values.map(|node| node.digit))?;
                    f.write_str("; ")?;
                }
                _ => {}
            }
            for (i, branch) in branches.enumerate() {
                f.write_str(if i == 0 { "" } else { "; " })?;
                let (nodes, told) = (branch.iter_ruled(), &mut Told::default());
                write_links_told(step, f, "if ", nodes, branch.is_cut(), told)?;
            }
            f.write_str(": either way, ")?;
        }
    }
    write_result(step, f)
}

/// Writes items as alternatives: `a`, `a or b`, `a, b or c`.
fn write_or<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T> + Clone,
) -> fmt::Result {
    let n = items.clone().count();
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == n { " or " } else { ", " })?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// "Look for a Nishio forcing chain on 5 in box 2": the assumption's digit and box, or the
/// house whose places the chains start from.
fn forcing_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    ask_for(step, f, what)?;
    match (step.kind(), step.focus()) {
        (Some(StepKind::House), _) => write!(f, " from the places of {digits} in {houses}"),
        (Some(StepKind::Cell), Some(cell)) => {
            let [_, _, boxed] = cell.houses();
            write!(f, " from every candidate of a cell in {boxed}")
        }
        (_, Some(cell)) => {
            let [_, _, boxed] = cell.houses();
            write!(f, " from {digits} in {boxed}")
        }
        _ => Ok(()),
    }
}
