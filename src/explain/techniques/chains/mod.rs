//! Chains: SE's cycles and forcing X-, Y- and XY-chains (in `cycles`, on SE's chain engine,
//! `engine/se_chains.rs`), HoDoKu's X-Chains, XY-Chains and remote pairs (on its chain
//! search, `engine/hodoku_chains.rs`), and its nice loops, AICs and their grouped forms (in
//! `loops`, on its tables, `engine/tabling.rs`).
//!
//! The engines find the chains; this family names them as steps and writes their sentences.

mod cycles;
mod loops;

use core::fmt;
use core::ops::ControlFlow;

use crate::explain::engine::hodoku_chains;
use crate::explain::search::{Context, Search, Sink};
use crate::explain::sentence::{ask_for, name, write_branch, write_links, write_result};
use crate::explain::step::{Facts, Form};
use crate::explain::technique::Technique;
use crate::explain::words::Digits;
use crate::explain::{CHAIN_NODES, StepKind};
use crate::explain::{Level, Step};
use crate::{Candidates, Cell, Marks};

pub(crate) const X_CYCLE: Facts = Facts {
    technique: Technique::XCycle,
    name: "X-Cycle",
    hodoku_name: "X-Cycle",
    hodoku_key: None,
    hint: |step, f| chain_hint(step, f, "an X-Cycle"),
    se_tenths: 65,
    hodoku: None,
    forms: &[],
    sentence: cycle_sentence,
};

pub(crate) const Y_CYCLE: Facts = Facts {
    technique: Technique::YCycle,
    name: "Y-Cycle",
    hodoku_name: "Y-Cycle",
    hodoku_key: None,
    hint: |step, f| chain_hint(step, f, "a Y-Cycle"),
    se_tenths: 65,
    hodoku: None,
    forms: &[],
    sentence: cycle_sentence,
};

pub(crate) const BIDIRECTIONAL_CYCLE: Facts = Facts {
    technique: Technique::BidirectionalCycle,
    name: "Bidirectional cycle",
    hodoku_name: "Bidirectional cycle",
    hodoku_key: None,
    hint: |step, f| chain_hint(step, f, "a bidirectional cycle"),
    se_tenths: 70,
    hodoku: None,
    forms: &[],
    sentence: cycle_sentence,
};

pub(crate) const FORCING_X_CHAIN: Facts = Facts {
    technique: Technique::ForcingXChain,
    name: "Forcing X-Chain",
    hodoku_name: "Forcing X-Chain",
    hodoku_key: None,
    hint: |step, f| chain_hint(step, f, "a forcing X-Chain"),
    se_tenths: 66,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const FORCING_CHAIN: Facts = Facts {
    technique: Technique::ForcingChain,
    name: "Forcing chain",
    hodoku_name: "Forcing chain",
    hodoku_key: None,
    hint: |step, f| chain_hint(step, f, "a forcing chain"),
    se_tenths: 70,
    hodoku: None,
    forms: &[],
    sentence: forcing_sentence,
};

pub(crate) const XY_CHAIN: Facts = Facts {
    technique: Technique::XYChain,
    name: "XY-Chain",
    hodoku_name: "XY-Chain",
    hodoku_key: Some("XY_CHAIN"),
    hint: |step, f| chain_hint(step, f, "an XY-Chain"),
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 260)),
    forms: &[],
    sentence: aic_sentence,
};

pub(crate) const NICE_LOOP: Facts = Facts {
    technique: Technique::NiceLoop,
    name: "Nice loop",
    hodoku_name: "Nice Loop/AIC",
    hodoku_key: Some("NICE_LOOP"),
    hint: |step, f| chain_hint(step, f, "a nice loop"),
    se_tenths: 70,
    hodoku: Some((Level::Unfair, 280)),
    forms: &[
        Form::new(StepKind::Aic, "AIC", "AIC"),
        Form::new(
            StepKind::DiscontinuousLoop,
            "Discontinuous nice loop",
            "Discontinuous Nice Loop",
        ),
        Form::new(
            StepKind::ContinuousLoop,
            "Continuous nice loop",
            "Continuous Nice Loop",
        ),
    ],
    sentence: nice_loop_sentence,
};

pub(crate) const GROUPED_NICE_LOOP: Facts = Facts {
    technique: Technique::GroupedNiceLoop,
    name: "Grouped nice loop",
    hodoku_name: "Grouped Nice Loop/AIC",
    hodoku_key: Some("GROUPED_NICE_LOOP"),
    hint: |step, f| chain_hint(step, f, "a grouped nice loop"),
    se_tenths: 70,
    hodoku: Some((Level::Unfair, 300)),
    forms: &[
        Form::new(StepKind::Aic, "Grouped AIC", "Grouped AIC"),
        Form::new(
            StepKind::DiscontinuousLoop,
            "Grouped discontinuous nice loop",
            "Grouped Discontinuous Nice Loop",
        ),
        Form::new(
            StepKind::ContinuousLoop,
            "Grouped continuous nice loop",
            "Grouped Continuous Nice Loop",
        ),
    ],
    sentence: nice_loop_sentence,
};

pub(crate) const REMOTE_PAIR: Facts = Facts {
    technique: Technique::RemotePair,
    name: "Remote pair",
    hodoku_name: "Remote Pair",
    hodoku_key: Some("REMOTE_PAIR"),
    hint: |step, f| chain_hint(step, f, "a remote pair"),
    se_tenths: 66,
    hodoku: Some((Level::Hard, 110)),
    forms: &[],
    sentence: remote_pair_sentence,
};

pub(crate) const X_CHAIN: Facts = Facts {
    technique: Technique::XChain,
    name: "X-Chain",
    hodoku_name: "X-Chain",
    hodoku_key: Some("X_CHAIN"),
    hint: |step, f| {
        ask_for(step, f, "an X-Chain")?;
        write!(f, " on {}", Digits(step.digits()))
    },
    se_tenths: 66,
    hodoku: Some((Level::Unfair, 260)),
    forms: &[],
    sentence: aic_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[
    X_CYCLE,
    Y_CYCLE,
    BIDIRECTIONAL_CYCLE,
    FORCING_X_CHAIN,
    FORCING_CHAIN,
    XY_CHAIN,
    NICE_LOOP,
    GROUPED_NICE_LOOP,
    REMOTE_PAIR,
    X_CHAIN,
];

/// SE's cycles and forcing X-, Y- and XY-chains: the easiest of them all.
pub(crate) const CYCLES_AND_FORCING_CHAINS: Search = Search {
    find: |cx, sink| {
        let marks = cx.marks;
        cycles::forcing_chains_and_cycles(marks, cx.barren_x_chains(), sink)
    },
    finds: &[
        Technique::XCycle,
        Technique::YCycle,
        Technique::BidirectionalCycle,
        Technique::ForcingXChain,
        Technique::ForcingChain,
    ],
};

/// HoDoKu's remote pair: the one its sorting of chains puts first.
pub(crate) const REMOTE_PAIRS: Search = Search {
    find: |cx, sink| {
        by_pairs(cx, Technique::RemotePair, sink, |marks, sink| {
            hodoku_chains::remote_pairs(marks, &REMOTE_PAIR, sink)
        })
    },
    finds: &[Technique::RemotePair],
};

/// HoDoKu's XY-Chain: the one its sorting of chains puts first.
pub(crate) const XY_CHAINS: Search = Search {
    find: |cx, sink| {
        by_pairs(cx, Technique::XYChain, sink, |marks, sink| {
            hodoku_chains::xy_chains(marks, &XY_CHAIN, sink)
        })
    },
    finds: &[Technique::XYChain],
};

/// Runs `search`, a search of chains through two-candidate cells keyed `key`, unless the
/// memo says it gave nothing on the same two-candidate cells ([`Context::barren_pairs`]);
/// remembers them when it gives nothing now.
fn by_pairs(
    cx: &mut Context<'_>,
    key: Technique,
    sink: Sink<'_>,
    search: fn(&Marks, Sink<'_>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let marks = cx.marks;
    let Some(barren) = cx.barren_pairs(key) else {
        return search(marks, sink);
    };
    let mut pairs = [0u16; 81];
    for (slot, cell) in pairs.iter_mut().zip(Cell::ALL) {
        let here = marks.candidates(cell);
        if here.len() == 2 {
            *slot = here.bits();
        }
    }
    if *barren == pairs {
        return ControlFlow::Continue(());
    }
    let mut gave = false;
    let flow = search(marks, &mut |step| {
        gave = true;
        sink(step)
    });
    if !gave {
        *barren = pairs;
    }
    flow
}

/// HoDoKu's nice loop or AIC, on its tables: the one its sorting of chains puts first.
pub(crate) const NICE_LOOPS: Search = Search {
    find: |cx, sink| loops::nice_loops(cx.marks, sink),
    finds: &[Technique::NiceLoop],
};

/// HoDoKu's grouped nice loop or AIC, on its tables with group nodes.
pub(crate) const GROUPED_NICE_LOOPS: Search = Search {
    find: |cx, sink| loops::grouped_nice_loops(cx.marks, sink),
    finds: &[Technique::GroupedNiceLoop],
};

/// HoDoKu's X-Chain: the one its sorting of chains puts first.
pub(crate) const X_CHAINS: Search = Search {
    find: |cx, sink| {
        let marks = cx.marks;
        hodoku_chains::x_chains(marks, &X_CHAIN, cx.barren(Technique::XChain), sink)
    },
    finds: &[Technique::XChain],
};

/// "Look for an X-Cycle on 5"; the digit only when the chain has one.
fn chain_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
    let digits = match (step.technique(), step.chain().nodes().last()) {
        // An XY-Chain's digit is the one its ends share, which it removes.
        (Technique::XYChain, Some(end)) => Candidates::only(end.digit),
        (Technique::RemotePair, _) => step.digits(),
        _ => chain_digits(step),
    };
    // The box the chain starts in follows, as the first stage lights it (`Hint`).
    if digits.len() <= 2 && !digits.is_empty() {
        write!(f, " on {}", Digits(digits))?;
    }
    Ok(())
}

/// The digits of the chain's nodes.
fn chain_digits(step: &Step) -> Candidates {
    step.chain()
        .nodes()
        .iter()
        .fold(Candidates::EMPTY, |digits, node| digits.with(node.digit))
}

fn forcing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    write!(f, "{}: ", name(step))?;
    write_links(step, f, nodes.iter(), nodes.is_cut())?;
    if step.placement().is_some() {
        f.write_str(": a contradiction, so ")?;
    } else {
        write!(
            f,
            ": a contradiction, so {} is not {}: ",
            start.cell, start.digit
        )?;
    }
    write_result(step, f)
}

fn cycle_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let chain = step.chain();
    write!(f, "{}: {}", name(step), chain.nodes())?;
    if let Some(first) = chain.nodes().first() {
        write!(f, " -> {first}")?;
    }
    f.write_str(
        " is a loop that holds either way round (each node true and the next false, or each \
         false and the next true), so every link has one true end, and a candidate that sees \
         both ends of a link, or a cell with both, cannot be true: ",
    )?;
    step.write_removals(f)
}

/// HoDoKu's X-Chain, XY-Chain or AIC: every link from the first node to the last, then
/// what it proves about the two ends, then the removals.
fn aic_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let digits = chain_digits(step);
    write!(f, "{}", name(step))?;
    if digits.len() == 1 {
        write!(f, " on {}", Digits(digits))?;
    } else if step.technique() == Technique::XYChain {
        // The digit its two ends share, which it removes.
        let end = nodes.last().ok_or(fmt::Error)?;
        write!(f, " on {}", end.digit)?;
    }
    f.write_str(": ")?;
    write_branch(step, f, nodes)?;
    write_ends(step, f)?;
    step.write_removals(f)
}

/// What a chain from its first node to its last proves: from a node taken false to one
/// true, that one of the two ends holds; from a node taken true back to its own cell, that
/// the premise is false.
fn write_ends(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    let end = nodes.last().ok_or(fmt::Error)?;
    if start.on {
        return write!(
            f,
            ", which cannot be with {} = {}: a contradiction, so {} is not {}: ",
            start.cell, start.digit, start.cell, start.digit
        );
    }
    if !end.on {
        // From the start taken false to another candidate false: that candidate is false
        // whether the start holds or not.
        return write!(
            f,
            "; and if {} is {}, {} is not {} either: so it is not {} either way: ",
            start.cell, start.digit, end.cell, end.digit, end.digit
        );
    }
    match (start.cell == end.cell, start.digit == end.digit) {
        (true, true) => write!(
            f,
            "; so {} is {} either way, and no cell that sees it can be: ",
            start.cell, start.digit
        ),
        (true, false) => write!(
            f,
            "; so {} is {} or {}, and holds nothing else: ",
            start.cell, start.digit, end.digit
        ),
        (false, true) => write!(
            f,
            "; so {} or {} is {}, and no cell that sees both can be: ",
            start.cell, end.cell, start.digit
        ),
        (false, false) => write!(
            f,
            "; so {} is {} or {} is {}, and as the two see each other, neither can hold \
             the other's digit: ",
            start.cell, start.digit, end.cell, end.digit
        ),
    }
}

fn nice_loop_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let nodes = step.chain().nodes();
    let start = nodes.first().ok_or(fmt::Error)?;
    let end = nodes.last().ok_or(fmt::Error)?;
    write!(f, "{}: ", name(step))?;
    write_branch(step, f, nodes)?;
    if step.kind() == Some(StepKind::ContinuousLoop) {
        write!(
            f,
            "; so {} is {} or {}, and the chain is a loop that holds either way round: every \
             weak link has one true end, so no candidate that sees both ends of a weak link can \
             be true, and a cell where a weak link joins two of its digits holds one of those \
             two and nothing else: ",
            start.cell, start.digit, end.digit
        )?;
        return step.write_removals(f);
    }
    write_ends(step, f)?;
    step.write_removals(f)
}

fn remote_pair_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let digits = Digits(step.digits());
    write!(f, "{} on {digits}: ", name(step))?;
    // Each cell of the chain once, in chain order (each comes as a false and a true node).
    let nodes = step.chain().nodes();
    let mut cells = [nodes.first().ok_or(fmt::Error)?.cell; CHAIN_NODES];
    let mut n = 0;
    for node in nodes.iter() {
        if n == 0 || cells[n - 1] != node.cell {
            cells[n] = node.cell;
            n += 1;
        }
    }
    for (i, cell) in cells[..n].iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == n { " and " } else { ", " })?;
        }
        write!(f, "{cell}")?;
    }
    write!(
        f,
        " hold only {digits}, each seeing the next, so the two digits alternate along them; \
         two of them an odd number of links apart hold both digits between them, so a cell \
         that sees two such holds neither: "
    )?;
    step.write_removals(f)
}
