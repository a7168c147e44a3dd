//! HoDoKu's forcing chains and forcing nets (`TablingSolver.getForcingChains`,
//! `checkForcingChains`), on the tables of the chains family (`chains::tabling`), group nodes
//! included.
//!
//! Checks, in HoDoKu's order, each offering what it proves to HoDoKu's choice among them:
//!
//! 1. every table alone, on then off, candidate by candidate: a table whose premise leads
//!    to a contradiction (its own inverse; a candidate both true and false; two digits true in
//!    one cell; a digit true twice in a house; a cell with every candidate false; a house
//!    where every allowed place of a digit is false) proves the premise false: an on premise
//!    goes, an off premise is placed;
//! 2. the on and off tables of each candidate together: what both make true is true, what
//!    both make false is false (a *verity*);
//! 3. the on tables of every candidate of a cell, cell by cell, then
//! 4. the on tables of every place of a digit in a house, rows, then columns, then boxes:
//!    what all make true or all make false holds.
//!
//! HoDoKu keeps one step per result (the shortest chains), sorts them with its tabling order
//! (placements first, by cell; then eliminations by cell and digit; then the shorter chains;
//! the first found among equals) and takes the first. The chains of a step are its tables'
//! chains to what it proves; their length is the number of their nodes, all chains together.

use core::ops::ControlFlow;

use crate::explain::chain::Rule;
use crate::explain::engine::bits::house_bits;
use crate::explain::engine::nets::{Directs, NetChain, NetList, NetTable};
use crate::explain::engine::tabling::{Groups, MAX_ENTRIES, Node, Table, Tables};
use crate::explain::search::Sink;
use crate::explain::step::Facts;
use crate::explain::{Chain, ChainNode, Step, StepKind};
use crate::geometry::units_of;
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet, Marks};

const ALL_CELLS: u128 = (1 << 81) - 1;

/// What a step proves: a digit placed or a candidate removed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Effect {
    place: bool,
    cell: u8,
    digit: u8,
}

impl Effect {
    fn new(place: bool, cell: usize, digit: usize) -> Effect {
        Effect {
            place,
            cell: cell as u8,
            digit: digit as u8,
        }
    }
}

/// A step found, as HoDoKu's tabling order sees it, with where to find its first chain.
#[derive(Clone, Copy, Debug)]
struct Found {
    effect: Effect,
    /// HoDoKu's type: a contradiction or a verity (steps of two types are not equivalent).
    kind: StepKind,
    /// The chains' length, all together.
    length: usize,
    /// The first chain: its table's premise and its end.
    premise: Node,
    target: Node,
    /// The house of a house verity.
    house: u8,
}

impl Found {
    fn verity(&self) -> bool {
        self.kind != StepKind::Contradiction
    }

    /// Whether this step, found after `best`, sorts before it in HoDoKu's tabling order.
    fn beats(&self, best: &Found) -> bool {
        match self.before(best) {
            Some(before) => before,
            None => self.length < best.length,
        }
    }

    /// The order by what the steps prove alone: `Some(true)` when this one goes first
    /// whatever the chains, `Some(false)` when it does not, `None` when the shorter chains
    /// decide (and the first found, when they are as long).
    fn before(&self, best: &Found) -> Option<bool> {
        let (a, b) = (self.effect, best.effect);
        if a.place != b.place {
            return Some(a.place);
        }
        let equivalent = self.verity() == best.verity() && a.cell == b.cell;
        if a.place {
            // Two placements that are not equivalent go by cell; on the same cell HoDoKu's
            // comparator calls either one greater, so the first found stays first.
            if !equivalent {
                return Some(a.cell < b.cell);
            }
        } else if !(equivalent && a.digit == b.digit) {
            let (ka, kb) = (
                u32::from(a.cell) * 10 + u32::from(a.digit),
                u32::from(b.cell) * 10 + u32::from(b.digit),
            );
            if ka != kb {
                return Some(ka < kb);
            }
        }
        None
    }
}

/// The best step offered so far.
struct Keep(Option<Found>);

impl Keep {
    /// Whether a step proving `effect` could beat the best, with chains short enough.
    fn could_take(&self, effect: Effect, kind: StepKind) -> bool {
        match &self.0 {
            None => true,
            Some(best) => {
                let probe = Found {
                    effect,
                    kind,
                    length: 0,
                    premise: Node::default(),
                    target: Node::default(),
                    house: 0,
                };
                match probe.before(best) {
                    Some(before) => before,
                    None => best.length > 0,
                }
            }
        }
    }

    fn offer(&mut self, found: Found) {
        if self.0.as_ref().is_none_or(|best| found.beats(best)) {
            self.0 = Some(found);
        }
    }

    /// Adds the best of `later`, whose steps were all found after this one's.
    fn then(self, later: Keep) -> Keep {
        match (self.0, later.0) {
            (Some(a), Some(b)) if b.beats(&a) => Keep(Some(b)),
            (Some(a), _) => Keep(Some(a)),
            (None, b) => Keep(b),
        }
    }
}

/// The tables a search stands on: HoDoKu's chain tables (direct links only) or its net
/// tables (premises played out on the grid).
trait Mode {
    type Table;
    /// Whether only nets count (HoDoKu's net search drops steps whose chains are plain).
    const NETS: bool;
    fn table(&self) -> Self::Table;
    fn expand(&mut self, premise: Node, table: &mut Self::Table);
    fn len(table: &Self::Table) -> usize;
    fn premise(table: &Self::Table) -> Node;
    /// What the table makes true and false, by digit.
    fn sets(table: &Self::Table) -> (&[u128; 9], &[u128; 9]);
    /// The chain to `target`: its length in nodes (branches included) and whether it is a net.
    fn chain(&mut self, table: &Self::Table, target: Node) -> NetChain;
    /// The main chain to `target`, from the premise, in `out`; returns its length.
    fn path(&mut self, table: &Self::Table, target: Node, out: &mut [Node; MAX_ENTRIES]) -> usize;
}

/// HoDoKu's chain tables, group nodes included.
struct Chains<'a> {
    tables: &'a Tables<'a>,
}

impl Mode for Chains<'_> {
    type Table = Table;
    const NETS: bool = false;

    fn table(&self) -> Table {
        Table::new()
    }

    fn expand(&mut self, premise: Node, table: &mut Table) {
        self.tables.expand(premise, table);
    }

    fn len(table: &Table) -> usize {
        table.len
    }

    fn premise(table: &Table) -> Node {
        table.premise()
    }

    fn sets(table: &Table) -> (&[u128; 9], &[u128; 9]) {
        (&table.on, &table.off)
    }

    fn chain(&mut self, table: &Table, target: Node) -> NetChain {
        NetChain {
            length: table.find(target).map_or(0, |at| table.depth(at) + 1),
            net: false,
        }
    }

    fn path(&mut self, table: &Table, target: Node, out: &mut [Node; MAX_ENTRIES]) -> usize {
        let n = table
            .find(target)
            .map_or(0, |at| table.path_back(at, out).min(MAX_ENTRIES));
        out[..n].reverse();
        n
    }
}

/// HoDoKu's net tables, group nodes included.
struct Nets<'a, 'b> {
    directs: &'b Directs<'a>,
    scratch: NetList,
    path: [Node; MAX_ENTRIES],
}

impl Mode for Nets<'_, '_> {
    type Table = NetTable;
    const NETS: bool = true;

    fn table(&self) -> NetTable {
        NetTable::new()
    }

    fn expand(&mut self, premise: Node, table: &mut NetTable) {
        table.expand(self.directs, premise, &mut self.scratch);
    }

    fn len(table: &NetTable) -> usize {
        table.len
    }

    fn premise(table: &NetTable) -> Node {
        table.premise()
    }

    fn sets(table: &NetTable) -> (&[u128; 9], &[u128; 9]) {
        (&table.on, &table.off)
    }

    fn chain(&mut self, table: &NetTable, target: Node) -> NetChain {
        table
            .chain(self.directs, target, &mut self.scratch, &mut self.path)
            .0
    }

    fn path(&mut self, table: &NetTable, target: Node, out: &mut [Node; MAX_ENTRIES]) -> usize {
        let (_, n) = table.chain(self.directs, target, &mut self.scratch, out);
        out[..n].reverse();
        n
    }
}

/// The chains of one step, added up.
#[derive(Clone, Copy, Default)]
struct Sum {
    length: usize,
    net: bool,
}

impl Sum {
    fn add(&mut self, chain: NetChain) {
        self.length += chain.length;
        self.net |= chain.net;
    }
}

fn cells_of(mut bits: u128, mut each: impl FnMut(usize)) {
    while bits != 0 {
        each(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

/// What every table of a list makes true and false, by digit.
#[derive(Clone, Copy)]
struct Common {
    on: [u128; 9],
    off: [u128; 9],
}

impl Common {
    const NONE: Common = Common {
        on: [ALL_CELLS; 9],
        off: [ALL_CELLS; 9],
    };

    fn add(&mut self, (on, off): (&[u128; 9], &[u128; 9])) {
        for d in 0..9 {
            self.on[d] &= on[d];
            self.off[d] &= off[d];
        }
    }
}

/// HoDoKu's forcing chain search: every table, group nodes included, chains only.
pub(super) fn forcing_chains(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let base = Tables::new(marks);
    let mut groups = Groups::new();
    groups.fill(&base.with);
    let tables = base.with_groups(&groups);
    let mut mode = Chains { tables: &tables };
    let found = search(&tables, &mut mode);
    give(
        &tables,
        &mut mode,
        found,
        &super::HODOKU_FORCING_CHAIN,
        sink,
    )
}

/// HoDoKu's forcing net search: every net table, group nodes included, nets only.
pub(super) fn forcing_nets(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let base = Tables::new(marks);
    let mut groups = Groups::new();
    groups.fill(&base.with);
    let tables = base.with_groups(&groups);
    let mut scratch = NetList::new();
    let directs = Directs::new(&tables, &mut scratch);
    let mut mode = Nets {
        directs: &directs,
        scratch,
        path: [Node::default(); MAX_ENTRIES],
    };
    let found = search(&tables, &mut mode);
    give(&tables, &mut mode, found, &super::FORCING_NET, sink)
}

fn search<M: Mode>(tables: &Tables<'_>, mode: &mut M) -> Option<Found> {
    let mut on_table = mode.table();
    let mut off_table = mode.table();
    let mut one = Keep(None);
    let mut two = Keep(None);
    let mut cells = [Common::NONE; 81];
    // Rows, columns, boxes (as `House::ALL`), each by digit.
    let mut houses = [[Common::NONE; 9]; 27];
    for (cell, common) in cells.iter_mut().enumerate() {
        let mut digits = tables.cands[cell];
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            mode.expand(Node::candidate(cell, d, true), &mut on_table);
            check_one(tables, mode, &on_table, &mut one);
            mode.expand(Node::candidate(cell, d, false), &mut off_table);
            check_one(tables, mode, &off_table, &mut one);
            check_two(mode, &on_table, &off_table, &mut two);
            common.add(M::sets(&on_table));
            for house in units_of(cell) {
                houses[house][d].add(M::sets(&on_table));
            }
        }
    }
    // Cells, then rows, columns and boxes, after every table alone and every pair.
    let mut best = one.then(two);
    let mut scratch = on_table;
    for (cell, common) in cells.iter().enumerate() {
        if tables.empty & 1 << cell == 0 || tables.cands[cell] == 0 {
            continue;
        }
        let mut premises = [Node::default(); 9];
        let mut n = 0;
        let mut digits = tables.cands[cell];
        while digits != 0 {
            premises[n] = Node::candidate(cell, digits.trailing_zeros() as usize, true);
            n += 1;
            digits &= digits - 1;
        }
        check_list(
            mode,
            &premises[..n],
            common,
            StepKind::Cell,
            0,
            &mut scratch,
            &mut best,
        );
    }
    for (house, by_digit) in houses.iter().enumerate() {
        for (d, common) in by_digit.iter().enumerate() {
            let places = house_bits(house) & tables.with[d];
            if places == 0 {
                continue;
            }
            let mut premises = [Node::default(); 9];
            let mut n = 0;
            cells_of(places, |c| {
                premises[n] = Node::candidate(c, d, true);
                n += 1;
            });
            check_list(
                mode,
                &premises[..n],
                common,
                StepKind::House,
                house as u8,
                &mut scratch,
                &mut best,
            );
        }
    }
    best.0
}

/// Offers a step whose chains add up to `sum` (in the net search, only if one is a net).
fn offer<M: Mode>(keep: &mut Keep, found: Found, sum: Sum) {
    if M::NETS && !sum.net {
        return;
    }
    keep.offer(Found {
        length: sum.length,
        ..found
    });
}

/// The chains of one table already rebuilt, by their end: check 1 asks for the same chain
/// in several contradictions (a candidate true in a cell where another is true, and twice in
/// a row, a column, a box), and a net's chain is costly to rebuild.
struct Lengths {
    len: usize,
    known: [(Node, NetChain); 64],
}

impl Lengths {
    fn new() -> Lengths {
        Lengths {
            len: 0,
            known: [(
                Node::default(),
                NetChain {
                    length: 0,
                    net: false,
                },
            ); 64],
        }
    }

    /// The chain of `table` to `target`.
    fn of<M: Mode>(&mut self, mode: &mut M, table: &M::Table, target: Node) -> NetChain {
        if let Some(&(_, chain)) = self.known[..self.len]
            .iter()
            .find(|(end, _)| *end == target)
        {
            return chain;
        }
        let chain = mode.chain(table, target);
        if self.len < self.known.len() {
            self.known[self.len] = (target, chain);
            self.len += 1;
        }
        chain
    }
}

/// Check 1: what one table alone proves by contradiction.
fn check_one<M: Mode>(tables: &Tables<'_>, mode: &mut M, table: &M::Table, keep: &mut Keep) {
    if M::len(table) == 0 {
        return;
    }
    let premise = M::premise(table);
    let k = premise.candidate_index();
    let (cell0, d0) = (k / 9, k % 9);
    let effect = Effect::new(!premise.is_on(), cell0, d0);
    if !keep.could_take(effect, StepKind::Contradiction) {
        return;
    }
    let found = |target: Node| Found {
        effect,
        kind: StepKind::Contradiction,
        length: 0,
        premise,
        target,
        house: 0,
    };
    let (on, off) = M::sets(table);
    let (on, off) = (*on, *off);
    let mut lengths = Lengths::new();
    let bit0 = 1u128 << cell0;
    // The premise's own inverse.
    let inverse = premise.inverse();
    if (premise.is_on() && off[d0] & bit0 != 0) || (!premise.is_on() && on[d0] & bit0 != 0) {
        let mut sum = Sum::default();
        sum.add(lengths.of(mode, table, inverse));
        offer::<M>(keep, found(inverse), sum);
    }
    // A candidate both true and false.
    for d in 0..9 {
        let both = on[d] & off[d];
        if both != 0 {
            let c = both.trailing_zeros() as usize;
            let (no, yes) = (Node::candidate(c, d, false), Node::candidate(c, d, true));
            let mut sum = Sum::default();
            sum.add(lengths.of(mode, table, no));
            sum.add(lengths.of(mode, table, yes));
            offer::<M>(keep, found(no), sum);
        }
    }
    // Two digits true in one cell.
    for i in 0..9 {
        for j in i + 1..9 {
            let both = on[i] & on[j];
            if both != 0 {
                let c = both.trailing_zeros() as usize;
                let (a, b) = (Node::candidate(c, i, true), Node::candidate(c, j, true));
                let mut sum = Sum::default();
                sum.add(lengths.of(mode, table, a));
                sum.add(lengths.of(mode, table, b));
                offer::<M>(keep, found(a), sum);
            }
        }
    }
    // A digit true twice in a row, a column, a box.
    for kind in 0..3 {
        for (d, &true_cells) in on.iter().enumerate() {
            for h in 0..9 {
                let twice = true_cells & house_bits(kind * 9 + h);
                if twice & twice.wrapping_sub(1) != 0 {
                    let mut sum = Sum::default();
                    cells_of(twice, |c| {
                        sum.add(lengths.of(mode, table, Node::candidate(c, d, true)))
                    });
                    let first = Node::candidate(twice.trailing_zeros() as usize, d, true);
                    offer::<M>(keep, found(first), sum);
                }
            }
        }
    }
    // A cell with every candidate false.
    let mut none = ALL_CELLS;
    for (false_cells, places) in off.iter().zip(&tables.with) {
        none &= false_cells | !places;
    }
    for true_cells in &on {
        none &= !true_cells;
    }
    none &= tables.empty;
    cells_of(none, |c| {
        let mut sum = Sum::default();
        let mut first = None;
        let mut digits = tables.cands[c];
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let node = Node::candidate(c, d, false);
            first.get_or_insert(node);
            sum.add(lengths.of(mode, table, node));
        }
        offer::<M>(keep, found(first.unwrap_or(inverse)), sum);
    });
    // A house where every allowed place of a digit is false.
    for kind in 0..3 {
        for (d, &false_cells) in off.iter().enumerate() {
            for h in 0..9 {
                let places = house_bits(kind * 9 + h) & tables.allowed[d];
                if places != 0 && places & !false_cells == 0 {
                    let mut sum = Sum::default();
                    cells_of(places, |c| {
                        sum.add(lengths.of(mode, table, Node::candidate(c, d, false)))
                    });
                    let first = Node::candidate(places.trailing_zeros() as usize, d, false);
                    offer::<M>(keep, found(first), sum);
                }
            }
        }
    }
}

/// Check 2: what a candidate's on and off tables both make true or false.
fn check_two<M: Mode>(mode: &mut M, on: &M::Table, off: &M::Table, keep: &mut Keep) {
    if M::len(on) == 0 || M::len(off) == 0 {
        return;
    }
    let premise = M::premise(on);
    let cell0 = premise.candidate_index() / 9;
    let (on_sets, off_sets) = (M::sets(on), M::sets(off));
    let (on_sets, off_sets) = ((*on_sets.0, *on_sets.1), (*off_sets.0, *off_sets.1));
    for place in [true, false] {
        for d in 0..9 {
            let both = if place {
                on_sets.0[d] & off_sets.0[d]
            } else {
                on_sets.1[d] & off_sets.1[d]
            } & !(1u128 << cell0);
            cells_of(both, |c| {
                let effect = Effect::new(place, c, d);
                if !keep.could_take(effect, StepKind::BothWays) {
                    return;
                }
                let target = Node::candidate(c, d, place);
                let mut sum = Sum::default();
                sum.add(mode.chain(on, target));
                sum.add(mode.chain(off, target));
                offer::<M>(
                    keep,
                    Found {
                        effect,
                        kind: StepKind::BothWays,
                        length: 0,
                        premise,
                        target,
                        house: 0,
                    },
                    sum,
                );
            });
        }
    }
}

/// Checks 3 and 4: what all the on tables of a list (a cell's candidates, a digit's places
/// in a house) make true or false, given what they have in `common`.
#[allow(clippy::too_many_arguments)]
fn check_list<M: Mode>(
    mode: &mut M,
    premises: &[Node],
    common: &Common,
    kind: StepKind,
    house: u8,
    scratch: &mut M::Table,
    keep: &mut Keep,
) {
    // Most lists have no result that could be taken: settle that before clearing the arrays.
    let mut any = false;
    for d in 0..9 {
        for place in [true, false] {
            let cells = if place { common.on[d] } else { common.off[d] };
            cells_of(cells, |c| {
                any = any || keep.could_take(Effect::new(place, c, d), kind)
            });
        }
    }
    if !any {
        return;
    }
    // The results in HoDoKu's order, those that could be taken.
    let mut results = [Effect::new(false, 0, 0); 2 * 81 * 9];
    let mut n = 0;
    for d in 0..9 {
        for place in [true, false] {
            let cells = if place { common.on[d] } else { common.off[d] };
            cells_of(cells, |c| {
                let effect = Effect::new(place, c, d);
                if keep.could_take(effect, kind) {
                    results[n] = effect;
                    n += 1;
                }
            });
        }
    }
    if n == 0 {
        return;
    }
    let mut sums = [Sum::default(); 2 * 81 * 9];
    for &premise in premises {
        mode.expand(premise, scratch);
        for (r, effect) in results[..n].iter().enumerate() {
            let target = Node::candidate(
                usize::from(effect.cell),
                usize::from(effect.digit),
                effect.place,
            );
            sums[r].add(mode.chain(scratch, target));
        }
    }
    for (r, &effect) in results[..n].iter().enumerate() {
        offer::<M>(
            keep,
            Found {
                effect,
                kind,
                length: 0,
                premise: premises[0],
                target: Node::candidate(
                    usize::from(effect.cell),
                    usize::from(effect.digit),
                    effect.place,
                ),
                house,
            },
            sums[r],
        );
    }
}

/// Gives the step of `found`, with every chain it rests on: both halves of a contradiction
/// (or all its parts: every place of a digit found false in a house, ...), the chain from
/// the premise taken true and from it taken false for a verity of both, one chain from each
/// candidate of the cell or each place of the digit in the house for theirs.
fn give<M: Mode>(
    tables: &Tables<'_>,
    mode: &mut M,
    found: Option<Found>,
    facts: &'static Facts,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let Some(found) = found else {
        return ControlFlow::Continue(());
    };
    let mut table = mode.table();
    let start = found.premise.candidate_index();
    // Each branch: its premise and its end.
    let mut branches = [(found.premise, found.target); 9];
    let mut n = 0;
    let mut push = |premise: Node, target: Node| {
        if n < branches.len() {
            branches[n] = (premise, target);
            n += 1;
        }
    };
    match found.kind {
        StepKind::Contradiction => {
            mode.expand(found.premise, &mut table);
            let (on, off) = M::sets(&table);
            let (on, off) = (*on, *off);
            for_each_clash(tables, &on, &off, found.premise, found.target, |target| {
                push(found.premise, target)
            });
        }
        StepKind::BothWays => {
            push(found.premise, found.target);
            push(found.premise.inverse(), found.target);
        }
        StepKind::Cell => {
            let cell = start / 9;
            let mut digits = tables.cands[cell];
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                push(Node::candidate(cell, d, true), found.target);
            }
        }
        _ => {
            let d = start % 9;
            let places = house_bits(usize::from(found.house)) & tables.with[d];
            cells_of(places, |c| push(Node::candidate(c, d, true), found.target));
        }
    }
    let mut path = [Node::default(); MAX_ENTRIES];
    let mut chain = Chain::EMPTY;
    let mut cells = CellSet::EMPTY;
    // The nodes a contradiction's earlier halves have said, which the later ones rest on.
    let (mut said_on, mut said_off) = (MarkSet::EMPTY, MarkSet::EMPTY);
    for &(premise, target) in &branches[..n] {
        mode.expand(premise, &mut table);
        let len = mode.path(&table, target, &mut path);
        let node_of = |node: Node| {
            let chain_node = ChainNode::new(
                Cell::ALL[tables.cell(node)],
                Digit::ALL[tables.digit(node)],
                node.is_on(),
            );
            let rule = if node.is_group() {
                Rule::group(CellSet::from_bits(tables.cells(node)))
            } else {
                Rule::Link
            };
            (chain_node, rule)
        };
        let new = |&(node, rule): &(ChainNode, Rule)| {
            let said = if node.on { &said_on } else { &said_off };
            rule != Rule::Link || !said.contains(node.cell, node.digit)
        };
        let full = path[..len]
            .iter()
            .map(|&node| node_of(node))
            .filter(new)
            .count();
        chain.push_ruled_branch(
            path[..len].iter().map(|&node| node_of(node)).filter(new),
            full,
        );
        for &node in &path[..len] {
            cells |= CellSet::from_bits(tables.cells(node));
            let (chain_node, rule) = node_of(node);
            if found.kind == StepKind::Contradiction && rule == Rule::Link {
                let said = if chain_node.on {
                    &mut said_on
                } else {
                    &mut said_off
                };
                said.insert(chain_node.cell, chain_node.digit);
            }
        }
    }
    chain.set_len(found.length);
    let Effect { place, cell, digit } = found.effect;
    let (cell, digit) = (Cell::ALL[usize::from(cell)], Digit::ALL[usize::from(digit)]);
    let mut step = Step::new(facts)
        .with_kind(found.kind)
        .with_cells(cells)
        .with_chain(chain);
    step = if place {
        step.with_placement(cell, digit)
    } else {
        let mut eliminations = MarkSet::EMPTY;
        eliminations.insert(cell, digit);
        step.with_eliminations(eliminations)
    };
    step = match found.kind {
        StepKind::House => step
            .with_house(House::ALL[usize::from(found.house)])
            .with_digits(Candidates::only(Digit::ALL[start % 9])),
        StepKind::Cell => step.with_focus(Cell::ALL[start / 9]),
        _ => step
            .with_focus(Cell::ALL[start / 9])
            .with_digits(Candidates::only(Digit::ALL[start % 9])),
    };
    sink(&step)
}

/// The ends of every chain of a contradiction from `premise`, whose first is `target`, as
/// check 1 finds them: the premise's inverse; a candidate true and false; two digits true
/// in one cell; a digit true in every cell of a house where it is true more than once; every
/// candidate of a cell false; every allowed place of a digit in a house false.
fn for_each_clash(
    tables: &Tables<'_>,
    on: &[u128; 9],
    off: &[u128; 9],
    premise: Node,
    target: Node,
    mut each: impl FnMut(Node),
) {
    if target == premise.inverse() {
        return each(target);
    }
    let k = target.candidate_index();
    let (c, d) = (k / 9, k % 9);
    let bit = 1u128 << c;
    let houses = units_of(c);
    if target.is_on() {
        if let Some(j) = (0..9).find(|&j| j != d && on[j] & bit != 0) {
            each(target);
            return each(Node::candidate(c, j, true));
        }
        for house in houses {
            let twice = on[d] & house_bits(house);
            if twice & twice.wrapping_sub(1) != 0 {
                return cells_of(twice, |cell| each(Node::candidate(cell, d, true)));
            }
        }
    } else {
        if on[d] & bit != 0 {
            each(target);
            return each(Node::candidate(c, d, true));
        }
        let mut digits = tables.cands[c];
        let none = digits != 0 && (0..9).all(|j| digits >> j & 1 == 0 || off[j] & bit != 0);
        if none {
            while digits != 0 {
                let j = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                each(Node::candidate(c, j, false));
            }
            return;
        }
        for house in houses {
            let places = house_bits(house) & tables.allowed[d];
            if places != 0 && places & !off[d] == 0 {
                return cells_of(places, |cell| each(Node::candidate(cell, d, false)));
            }
        }
    }
    each(target);
}
