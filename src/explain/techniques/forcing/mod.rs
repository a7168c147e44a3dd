//! Forcing chains, SE's: chains that follow every consequence of an assumption at once
//! (in `dynamic`): Nishio forcing chains (7.5), multiple forcing chains (8.0), dynamic forcing
//! chains (8.5), dynamic forcing chains (+) (9.0), and nested forcing chains (9.5 to 11.0),
//! which ask other rules, chains among them, for eliminations on the marks they have reduced
//! (what they need is in `nested`).

mod dynamic;
mod nested;
mod tables;

use core::fmt;

use super::{Facts, Search, Technique};
use crate::explain::sentence::{Words, look_for, name, write_result};
use crate::explain::{Level, Step, StepKind};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::NishioForcingChain,
        name: "Nishio forcing chain",
        hodoku_name: "Nishio forcing chain",
        hint: |step, f| look_for(step, f, "a Nishio forcing chain"),
        se_tenths: 75,
        hodoku: None,
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::MultipleForcingChain,
        name: "Multiple forcing chain",
        hodoku_name: "Multiple forcing chain",
        hint: |step, f| look_for(step, f, "a multiple forcing chain"),
        se_tenths: 80,
        hodoku: None,
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::DynamicForcingChain,
        name: "Dynamic forcing chain",
        hodoku_name: "Dynamic forcing chain",
        hint: |step, f| look_for(step, f, "a dynamic forcing chain"),
        se_tenths: 85,
        hodoku: None,
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::DynamicForcingChainPlus,
        name: "Dynamic forcing chain (+)",
        hodoku_name: "Dynamic forcing chain (+)",
        hint: |step, f| look_for(step, f, "a dynamic forcing chain (+)"),
        se_tenths: 90,
        hodoku: None,
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::NestedForcingChain,
        name: "Nested forcing chain",
        hodoku_name: "Nested forcing chain",
        hint: |step, f| look_for(step, f, "a nested forcing chain"),
        se_tenths: 95,
        hodoku: None,
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::HodokuForcingChain,
        name: "Forcing chain (HoDoKu)",
        hodoku_name: "Forcing Chain",
        hint: |step, f| look_for(step, f, "a forcing chain"),
        se_tenths: 70,
        hodoku: Some((Level::Extreme, 500)),
        sentence: forcing_sentence,
    },
    Facts {
        technique: Technique::ForcingNet,
        name: "Forcing net",
        hodoku_name: "Forcing Net",
        hint: |step, f| look_for(step, f, "a forcing net"),
        se_tenths: 85,
        hodoku: Some((Level::Extreme, 700)),
        sentence: forcing_sentence,
    },
];

/// HoDoKu's forcing nets, on its net tables: the one its tabling order puts first.
pub(super) const FORCING_NETS: Search = Search {
    find: tables::forcing_nets,
    finds: &[Technique::ForcingNet],
};

/// HoDoKu's forcing chains, on its tables: the one its tabling order puts first.
pub(super) const HODOKU_FORCING_CHAINS: Search = Search {
    find: tables::forcing_chains,
    finds: &[Technique::HodokuForcingChain],
};

pub(super) const NISHIO: Search = Search {
    find: dynamic::nishio,
    finds: &[Technique::NishioForcingChain],
};

pub(super) const MULTIPLE: Search = Search {
    find: dynamic::multiple,
    finds: &[Technique::MultipleForcingChain],
};

pub(super) const DYNAMIC: Search = Search {
    find: dynamic::dynamic,
    finds: &[Technique::DynamicForcingChain],
};

pub(super) const DYNAMIC_PLUS: Search = Search {
    find: dynamic::dynamic_plus,
    finds: &[Technique::DynamicForcingChainPlus],
};

/// SE's nested forcing chains, levels 2 to 5 in turn.
pub(super) const NESTED: Search = Search {
    find: dynamic::nested,
    finds: &[Technique::NestedForcingChain],
};

fn forcing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let chain = step.chain().nodes();
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
    match (step.kind(), step.focus()) {
        (Some(StepKind::Contradiction), Some(cell)) => {
            let not = if step.placement().is_some() {
                " not"
            } else {
                ""
            };
            write!(
                f,
                "assuming {cell} is{not} {digits} leads to a contradiction ({chain} clashes)"
            )?
        }
        (Some(StepKind::BothWays), Some(cell)) => write!(
            f,
            "whether {cell} is {digits} or not, the same follows (one way: {chain})"
        )?,
        (Some(StepKind::House), _) => write!(
            f,
            "wherever {digits} goes in {houses}, the same follows (one place: {chain})"
        )?,
        (Some(StepKind::Cell), Some(cell)) => write!(
            f,
            "whichever digit {cell} holds, the same follows (one digit: {chain})"
        )?,
        _ => write!(f, "{chain}")?,
    }
    f.write_str(", so ")?;
    write_result(step, f)
}
