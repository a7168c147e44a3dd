//! HoDoKu's nice loops and AICs, plain and grouped, on its tables (`engine/tabling.rs`).
//!
//! A *nice loop* is a table's chain that comes back to the cell it started from: for each
//! table, on tables first then off tables, each in candidate order, every entry in the start
//! cell more than one link away is a loop, unless its chain leaves the start cell only after a
//! first link inside it, comes back to it by a link inside it, or crosses itself (a *lasso*).
//! What it proves depends on its two ends:
//!
//! - discontinuous: the start taken true leads to it false (it goes); the start taken false
//!   leads to it true (the cell keeps only it); the start true leads to another digit of the
//!   cell true, or the start false to another false (the digit of the weak end goes);
//! - continuous, when the ends close the loop (a true start back to another digit false in a
//!   two-candidate cell, a false start back to another digit true): every weak link's digit
//!   leaves the cells that see both its ends, and a cell entered and left by strong links
//!   keeps only their two digits.
//!
//! An *AIC* is an off table's chain to a true candidate in another cell: with the same digit
//! as the start, the digit leaves the cells that see both ends (when there are at least two);
//! with another digit, where the ends see each other, each end loses the other's digit.
//!
//! Every loop and AIC that eliminates something is offered to HoDoKu's order of chains
//! (`engine/chain_order.rs`); the search gives the first. A chain with a group node makes a grouped loop or
//! AIC; the grouped search finds plain ones too, and HoDoKu counts whatever it takes there
//! as a grouped nice loop, as the technique searched.

use crate::candidates::nine_bit_count;
use core::ops::ControlFlow;

use crate::explain::engine::bits::{cell_bit, peer_bits};
use crate::explain::engine::chain_order::{Best, Ranked};
use crate::explain::engine::tabling::{Groups, MAX_ENTRIES, Node, Table, Tables};
use crate::explain::search::Sink;
use crate::explain::step::{Facts, Removal};
use crate::explain::{CHAIN_NODES, Chain, ChainNode, Step, StepKind};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks};

/// HoDoKu's types of loops, as [`Ranked::kind`]: two steps of different types are never
/// equivalent.
const CONTINUOUS: u8 = 0;
const DISCONTINUOUS: u8 = 1;
const AIC: u8 = 2;
const GROUPED: u8 = 4;

/// What is kept of the best loop: the first nodes of its chain and all its cells.
#[derive(Clone, Copy)]
struct Kept {
    nodes: [ChainNode; CHAIN_NODES],
    shown: usize,
    /// Bit `i`: node `i` stands for a group, whose cells are `group_cells[i]`.
    groups: u128,
    group_cells: [CellSet; CHAIN_NODES],
    cells: CellSet,
    digits: Candidates,
}

/// HoDoKu's nice loop or AIC search, without group nodes.
pub(super) fn nice_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, false, &super::NICE_LOOP, sink)
}

/// HoDoKu's grouped nice loop or AIC search: the same with group nodes.
pub(super) fn grouped_nice_loops(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, true, &super::GROUPED_NICE_LOOP, sink)
}

fn search(marks: &Marks, groups: bool, facts: &'static Facts, sink: Sink<'_>) -> ControlFlow<()> {
    let base = Tables::new(marks);
    if !groups {
        return search_on(&base, facts, sink);
    }
    let mut groups = Groups::new();
    groups.fill(&base.with);
    search_on(&base.with_groups(&groups), facts, sink)
}

fn search_on(tables: &Tables<'_>, facts: &'static Facts, sink: Sink<'_>) -> ControlFlow<()> {
    let mut table = Table::new();
    let mut path = [Node::default(); MAX_ENTRIES];
    let mut loops = Best::new();
    let mut aics = Best::new();
    for on in [true, false] {
        for cell in 0..81 {
            let mut digits = tables.cands[cell];
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                // An on table can only prove its premise false: a continuous loop from it
                // would end on another candidate of a two-candidate start cell taken false,
                // which is the table's first entry, one link away. Skip it when that could
                // not beat the best loop so far.
                if on {
                    let mut only = MarkSet::EMPTY;
                    only.insert(Cell::ALL[cell], Digit::ALL[d]);
                    if !loops.could_take(DISCONTINUOUS, only)
                        && !loops.could_take(DISCONTINUOUS | GROUPED, only)
                    {
                        continue;
                    }
                }
                tables.expand(Node::candidate(cell, d, on), &mut table);
                // The entries in the start cell, in table order.
                let mut ends = [0u16; 18];
                let mut n = 0;
                let mut here = tables.cands[cell];
                while here != 0 {
                    let e = here.trailing_zeros() as usize;
                    here &= here - 1;
                    for end_on in [true, false] {
                        if let Some(at) = table.find(Node::candidate(cell, e, end_on)) {
                            ends[n] = at as u16;
                            n += 1;
                        }
                    }
                }
                ends[..n].sort_unstable();
                for &j in &ends[..n] {
                    if j != 0 {
                        check_loop(tables, &table, usize::from(j), &mut path, &mut loops);
                    }
                }
                if !on {
                    for j in 1..table.len {
                        check_aic(tables, &table, j, &mut path, &mut aics);
                    }
                }
            }
        }
    }
    // HoDoKu checks the AICs after all the loops.
    let Some((ranked, kept)) = loops.then(aics).into_inner() else {
        return ControlFlow::Continue(());
    };
    let kind = match ranked.kind & !GROUPED {
        CONTINUOUS => StepKind::ContinuousLoop,
        DISCONTINUOUS => StepKind::DiscontinuousLoop,
        _ => StepKind::Aic,
    };
    let mut chain = Chain::new(&kept.nodes[..kept.shown], ranked.length);
    for i in 0..kept.shown {
        if kept.groups >> i & 1 == 1 {
            chain.set_group(i, kept.group_cells[i]);
        }
    }
    sink(
        &Step::new(facts)
            .with_kind(kind)
            .with_cells(kept.cells)
            .with_digits(kept.digits)
            .with_eliminations(ranked.eliminations)
            // HoDoKu sorts a chain's eliminations by digit, then cell, and removes them so.
            .with_removal(Removal::ByDigit)
            .with_chain(chain),
    )
}

/// The chain to entry `j`, from the premise, in `path[..n]` (reversed from the table's
/// pointers), unless it is a lasso: a node in a cell of a node before the one just before it
/// (for loops, the start cell does not count). `None` for a lasso.
fn chain(
    tables: &Tables,
    table: &Table,
    j: usize,
    path: &mut [Node],
    is_loop: bool,
) -> Option<usize> {
    let n = table.path_back(j, path).min(path.len());
    path[..n].reverse();
    let start = tables.cell(path[0]);
    let mut lasso = 0u128;
    for i in 0..n {
        if lasso & cell_bit(tables.cell(path[i])) != 0 {
            return None;
        }
        if i > 0 {
            let last = path[i - 1];
            if !is_loop || tables.cell(last) != start {
                lasso |= tables.cells(last);
            }
        }
    }
    Some(n)
}

/// Whether entry `j` of an off or on table, in the start cell, makes a nice loop that
/// eliminates something; offers it.
fn check_loop(
    tables: &Tables<'_>,
    table: &Table,
    j: usize,
    path: &mut [Node],
    best: &mut Best<Kept>,
) {
    if !table.beyond_first(j) {
        return;
    }
    // HoDoKu drops a loop whose last link stays in the start cell before it rebuilds it.
    let parent = table.node[usize::from(table.parent[j])];
    if tables.cell(parent) == tables.cell(table.node[j]) {
        return;
    }
    let Some(n) = chain(tables, table, j, path, true) else {
        return;
    };
    let path = &path[..n];
    if tables.cell(path[0]) == tables.cell(path[1]) {
        return;
    }
    let premise = path[0];
    let end = path[n - 1];
    let first_strong = !premise.is_on();
    let last_strong = end.is_on();
    let (sc, ec) = (tables.digit(premise), tables.digit(end));
    let start = tables.cell(premise);
    let mut eliminations = MarkSet::EMPTY;
    let mut remove = |cell: usize, d: usize| {
        eliminations.insert(Cell::ALL[cell], Digit::ALL[d]);
    };
    let kind;
    if !first_strong && !last_strong && sc == ec {
        kind = DISCONTINUOUS;
        remove(start, sc);
    } else if first_strong && last_strong && sc == ec {
        kind = DISCONTINUOUS;
        let mut others = tables.cands[start] & !(1 << sc);
        while others != 0 {
            remove(start, others.trailing_zeros() as usize);
            others &= others - 1;
        }
    } else if first_strong != last_strong && sc != ec {
        kind = DISCONTINUOUS;
        remove(start, if first_strong { ec } else { sc });
    } else if (!first_strong
        && !last_strong
        && nine_bit_count(tables.cands[start]) == 2
        && sc != ec)
        || (first_strong && last_strong && sc != ec)
        || (first_strong != last_strong && sc == ec)
    {
        kind = CONTINUOUS;
        // The cells of the chain, but for its end (which is in the start cell).
        let mut chain_cells = 0u128;
        for &node in &path[..n - 1] {
            chain_cells |= tables.cells(node);
        }
        let last = n - 1;
        for i in 0..n {
            let node = path[i];
            let entered_strong = i > 0
                && node.is_on()
                && i + 2 <= last
                && tables.cell(path[i - 1]) != tables.cell(node);
            if (i == 0 && first_strong && last_strong) || entered_strong {
                let left_strong = i == 0
                    || (!path[i + 1].is_on()
                        && tables.cell(node) == tables.cell(path[i + 1])
                        && path[i + 2].is_on()
                        && tables.cell(path[i + 1]) != tables.cell(path[i + 2]));
                if left_strong {
                    let (c1, c2) = if i == 0 {
                        (sc, ec)
                    } else {
                        (tables.digit(node), tables.digit(path[i + 2]))
                    };
                    let cell = tables.cell(node);
                    let mut others = tables.cands[cell] & !(1 << c1) & !(1 << c2);
                    while others != 0 {
                        remove(cell, others.trailing_zeros() as usize);
                        others &= others - 1;
                    }
                }
            }
            if i > 0 && !node.is_on() && tables.cell(path[i - 1]) != tables.cell(node) {
                let d = tables.digit(node);
                let mut seeing = tables.buddies(path[i - 1])
                    & tables.buddies(node)
                    & !chain_cells
                    & !cell_bit(start)
                    & tables.with[d];
                while seeing != 0 {
                    remove(seeing.trailing_zeros() as usize, d);
                    seeing &= seeing - 1;
                }
            }
        }
    } else {
        return;
    }
    offer(tables, path, kind, eliminations, best);
}

/// Whether entry `j` of an off table is the end of an AIC that eliminates something; offers
/// it.
fn check_aic(
    tables: &Tables<'_>,
    table: &Table,
    j: usize,
    path: &mut [Node],
    best: &mut Best<Kept>,
) {
    let end = table.node[j];
    let premise = table.premise();
    let start = tables.cell(premise);
    if end.is_group() || !end.is_on() || tables.cell(end) == start {
        return;
    }
    let (sc, ec) = (tables.digit(premise), tables.digit(end));
    let end_cell = tables.cell(end);
    let mut eliminations = MarkSet::EMPTY;
    if sc == ec {
        let mut seeing = peer_bits(start) & peer_bits(end_cell) & tables.with[sc];
        // One elimination is a nice loop's, already found.
        if seeing & seeing.wrapping_sub(1) == 0 {
            return;
        }
        if !table.beyond_first(j) {
            return;
        }
        while seeing != 0 {
            eliminations.insert(Cell::ALL[seeing.trailing_zeros() as usize], Digit::ALL[sc]);
            seeing &= seeing - 1;
        }
    } else {
        if peer_bits(start) & cell_bit(end_cell) == 0 {
            return;
        }
        let (start_has, end_has) = (
            tables.cands[start] & 1 << ec != 0,
            tables.cands[end_cell] & 1 << sc != 0,
        );
        if !(start_has && end_has && table.beyond_first(j)) {
            return;
        }
        eliminations.insert(Cell::ALL[start], Digit::ALL[ec]);
        eliminations.insert(Cell::ALL[end_cell], Digit::ALL[sc]);
    }
    let Some(n) = chain(tables, table, j, path, false) else {
        return;
    };
    offer(tables, &path[..n], AIC, eliminations, best);
}

fn offer(
    tables: &Tables<'_>,
    path: &[Node],
    kind: u8,
    eliminations: MarkSet,
    best: &mut Best<Kept>,
) {
    if eliminations.is_empty() {
        return;
    }
    let grouped = path.iter().any(|node| node.is_group());
    let kind = if grouped { kind | GROUPED } else { kind };
    let ranked = Ranked::new(kind, eliminations, path.len());
    best.offer(ranked, || {
        let mut kept = Kept {
            nodes: [ChainNode::new(Cell::ALL[0], Digit::ALL[0], false); CHAIN_NODES],
            shown: path.len().min(CHAIN_NODES),
            groups: 0,
            group_cells: [CellSet::EMPTY; CHAIN_NODES],
            cells: CellSet::EMPTY,
            digits: Candidates::EMPTY,
        };
        for (i, &node) in path.iter().enumerate() {
            let digit = Digit::ALL[tables.digit(node)];
            if i < CHAIN_NODES {
                kept.nodes[i] = ChainNode::new(Cell::ALL[tables.cell(node)], digit, node.is_on());
                if node.is_group() {
                    kept.groups |= 1 << i;
                    kept.group_cells[i] = CellSet::from_bits(tables.cells(node));
                }
            }
            kept.cells |= CellSet::from_bits(tables.cells(node));
            kept.digits = kept.digits.with(digit);
        }
        kept
    });
}
