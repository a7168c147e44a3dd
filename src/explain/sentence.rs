//! The sentence of each step: one line a player understands, in the usual notation.

use core::fmt;

use super::words::{Cells, Digits, Houses};
use super::{Step, Technique};

pub(crate) fn write_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let name = step.technique().name();
    let houses = Houses(step.base_mask());
    let cover = Houses(step.cover_mask());
    let digits = Digits(step.digits());
    let cells = Cells(step.cells());
    match step.technique() {
        Technique::FullHouse => {
            let (cell, digit) = step.placement().ok_or(fmt::Error)?;
            write!(
                f,
                "{name}: {cell} is the last empty cell of {houses}, so it holds {digit}"
            )
        }
        Technique::HiddenSingle => {
            let (cell, digit) = step.placement().ok_or(fmt::Error)?;
            write!(f, "{name}: in {houses}, only {cell} can hold {digit}")
        }
        Technique::NakedSingle => {
            let (cell, digit) = step.placement().ok_or(fmt::Error)?;
            write!(f, "{name}: {cell} can only hold {digit}")
        }
        Technique::DirectPointing | Technique::DirectClaiming => {
            let (cell, digit) = step.placement().ok_or(fmt::Error)?;
            let single = step.target_house().ok_or(fmt::Error)?;
            write!(
                f,
                "{name}: in {houses}, {digits} can only go in {cover}, so it leaves the rest \
                 of {cover}; then in {single}, only {cell} can hold {digit}"
            )
        }
        Technique::DirectHiddenPair | Technique::DirectHiddenTriple => {
            let (cell, digit) = step.placement().ok_or(fmt::Error)?;
            let single = step.target_house().ok_or(fmt::Error)?;
            write!(
                f,
                "{name}: in {houses}, {digits} can only go in {cells}, so those cells hold \
                 nothing else; then in {single}, only {cell} can hold {digit}"
            )
        }
        Technique::Pointing => {
            write!(f, "{name}: in {houses}, {digits} can only go in {cover}: ")?;
            step.write_removals(f)
        }
        Technique::Claiming => {
            write!(f, "{name}: in {houses}, {digits} can only go in {cover}: ")?;
            step.write_removals(f)
        }
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            write!(
                f,
                "{name}: {cells} hold only {digits} between them in {houses}: "
            )?;
            step.write_removals(f)
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            write!(f, "{name}: in {houses}, {digits} can only go in {cells}: ")?;
            step.write_removals(f)
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            write!(f, "{name} on {digits} in {houses}, {cover}: ")?;
            step.write_removals(f)
        }
        Technique::XYWing | Technique::XYZWing => {
            let pivot = step.focus().ok_or(fmt::Error)?;
            let pincers = Cells(step.cells() - crate::CellSet::single(pivot));
            write!(
                f,
                "{name} with pivot {pivot} and pincers {pincers} on {digits}: "
            )?;
            step.write_removals(f)
        }
        Technique::ForcingXChain | Technique::ForcingYChain | Technique::ForcingChain => {
            write!(f, "{name}: ")?;
            write_implications(step, f)?;
            f.write_str("; so ")?;
            match step.placement() {
                Some((cell, digit)) => write!(f, "{cell} holds {digit}"),
                None => step.write_removals(f),
            }
        }
        Technique::XCycle | Technique::YCycle | Technique::BidirectionalCycle => {
            let chain = step.chain();
            write!(f, "{name}: {}", chain.nodes())?;
            if chain.len() > chain.nodes().len() {
                f.write_str(" -> ...")?;
            }
            if let Some(first) = chain.nodes().iter().next() {
                write!(f, " -> {first}")?;
            }
            f.write_str(" is a loop that holds either way round, so ")?;
            step.write_removals(f)
        }
        Technique::UniqueRectangle => {
            let shape = if step.cells().len() == 4 {
                "Unique rectangle"
            } else {
                "Unique loop"
            };
            let kind = step.kind();
            if kind == 7 {
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
        Technique::Bug => {
            let kind = step.kind();
            write!(
                f,
                "{name} type {kind}: without {digits} in {cells}, the puzzle would have two \
                 solutions"
            )?;
            if kind == 3 {
                write!(f, ", and those digits form a set in {houses}")?;
            }
            f.write_str(": ")?;
            step.write_removals(f)
        }
        Technique::AlignedPairExclusion | Technique::AlignedTripleExclusion => {
            write!(
                f,
                "{name} on {cells}: some of their digits together would leave a cell they \
                 all see empty: "
            )?;
            step.write_removals(f)
        }
        Technique::NishioForcingChain
        | Technique::MultipleForcingChain
        | Technique::DynamicForcingChain
        | Technique::DynamicForcingChainPlus
        | Technique::NestedForcingChain => {
            let chain = step.chain().nodes();
            write!(f, "{name}")?;
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
                (0, Some(cell)) => {
                    let not = if step.placement().is_some() {
                        " not"
                    } else {
                        ""
                    };
                    write!(
                        f,
                        "assuming {cell} is{not} {digits} leads to a contradiction ({chain} \
                         clashes)"
                    )?
                }
                (1, Some(cell)) => write!(
                    f,
                    "whether {cell} is {digits} or not, the same follows (one way: {chain})"
                )?,
                (2, _) => write!(
                    f,
                    "wherever {digits} goes in {houses}, the same follows (one place: {chain})"
                )?,
                (3, Some(cell)) => write!(
                    f,
                    "whichever digit {cell} holds, the same follows (one digit: {chain})"
                )?,
                _ => write!(f, "{chain}")?,
            }
            f.write_str(", so ")?;
            match step.placement() {
                Some((cell, digit)) => write!(f, "{cell} holds {digit}"),
                None => step.write_removals(f),
            }
        }
        // HoDoKu's techniques: the name, the pattern's cells and digits (or its chain), and
        // what the step does.
        _ => {
            write!(f, "{name}")?;
            if !step.chain().is_empty() {
                write!(f, " {}", step.chain().nodes())?;
            } else if !step.cells().is_empty() {
                write!(f, " in {cells}")?;
                if !step.digits().is_empty() {
                    write!(f, " on {digits}")?;
                }
            }
            if let Some((cell, digit)) = step.placement() {
                write!(f, ": {cell} holds {digit}")
            } else {
                f.write_str(": ")?;
                step.write_removals(f)
            }
        }
    }
}

/// Writes a chain as implications: "if r1c1 is 5, then r1c7 is not 5, then ...".
fn write_implications(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let chain = step.chain();
    for (i, node) in chain.nodes().iter().enumerate() {
        f.write_str(if i == 0 { "if " } else { ", then " })?;
        let not = if node.on { "" } else { "not " };
        write!(f, "{} is {not}{}", node.cell, node.digit)?;
    }
    if chain.len() > chain.nodes().len() {
        f.write_str(", ...")?;
    }
    Ok(())
}
