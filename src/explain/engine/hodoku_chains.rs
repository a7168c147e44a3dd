//! HoDoKu's simple chains (`ChainSolver`): X-Chains, XY-Chains and remote pairs (the
//! `chains` family) and Turbot fish (the `single_digit` family), found depth first as HoDoKu
//! finds them, every chain offered to HoDoKu's order of chains (`chain_order`), which keeps
//! the first. The caller hands in the facts of the technique its steps are of.
//!
//! The links of each candidate, in HoDoKu's order: in a two-candidate cell, a strong link to
//! the other candidate (not for X-Chains); then the other places of the digit in its row,
//! column and box (a box place already in the row or column is left out), strong where the
//! house has two places (X-Chains only). XY-Chains and remote pairs keep only links to
//! two-candidate cells (remote pairs: with the same two candidates).
//!
//! From each candidate of each cell (cell order, then digit order), and each strong link of
//! it (within the cell for XY-Chains and remote pairs, on its digit for X-Chains), a chain
//! starts with the candidate taken false, and grows depth first, links alternating strong and
//! weak (a strong link may serve as a weak one), never into a cell already on it but its
//! start (a chain back to its start stops there), at most 20 links (Turbot fish: 3). Whenever
//! it ends with a strong link on the start's digit in a cell that sees places of that digit
//! also seen by the start, it is a step: those places lose the digit (a remote pair of four
//! cells or more: both digits leave the cells that see two cells of opposite parity).

use core::ops::ControlFlow;

use super::bits::{cell_bit, house_bits, peer_bits, two_bits};
use super::chain_order::{Best, Ranked};
use crate::explain::search::Sink;
use crate::explain::step::{Facts, Removal};
use crate::explain::{CHAIN_NODES, Chain, ChainNode, Step};
use crate::geometry::{PEERS_BY_HOUSE, units_of};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, MarkSet, Marks};

/// Which chains a search builds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    X,
    Xy,
    RemotePair,
    Turbot,
}

/// The most links a chain has (HoDoKu's default restriction of X- and XY-Chains).
const MAX_LINKS: usize = 20;
/// A link: the cell, digit and whether it is strong, packed.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Link(u16);

impl Link {
    fn new(cell: usize, d: usize, strong: bool) -> Link {
        Link((cell | d << 7 | usize::from(strong) << 11) as u16)
    }
    fn cell(self) -> usize {
        usize::from(self.0 & 0x7f)
    }
    fn digit(self) -> usize {
        usize::from(self.0 >> 7 & 0xf)
    }
    fn strong(self) -> bool {
        self.0 >> 11 & 1 == 1
    }
    fn weak(self) -> Link {
        Link(self.0 & !(1 << 11))
    }
}

/// One level of the depth-first search: the link it stands on, and the links of its
/// candidate still to try, in HoDoKu's order: the link within the cell, then the places
/// left in the row, the column and the box (a level that takes only strong links keeps
/// only those).
#[derive(Clone, Copy, Default)]
struct Level {
    cell: usize,
    digit: usize,
    strong_only: bool,
    inner: Option<Link>,
    rest: [u128; 3],
    /// Bit `h` set when the links of house `h` (row, column, box) are strong.
    strong: u8,
}

impl Level {
    fn next(&mut self) -> Option<Link> {
        if let Some(link) = self.inner.take() {
            return Some(link);
        }
        for h in 0..3 {
            let rest = self.rest[h];
            if rest != 0 {
                self.rest[h] = rest & (rest - 1);
                let cell = rest.trailing_zeros() as usize;
                return Some(Link::new(cell, self.digit, self.strong >> h & 1 == 1));
            }
        }
        None
    }
}

/// What the links of a search stand on.
struct Ground {
    kind: Kind,
    cands: [u16; 81],
    with: [u128; 9],
    /// For each digit, the houses where it has two places (bit per `House::ALL` index).
    pairs: [u32; 9],
    /// The cells links may go to (two-candidate cells for XY-Chains; for remote pairs, those
    /// with the start's two candidates).
    reach: u128,
}

impl Ground {
    /// The level for the links of `digit` in `cell`.
    fn level(&self, cell: usize, digit: usize, strong_only: bool) -> Level {
        let xy = matches!(self.kind, Kind::Xy | Kind::RemotePair);
        let mut level = Level {
            cell,
            digit,
            strong_only,
            ..Level::default()
        };
        if xy {
            let here = self.cands[cell];
            let other = here & !(1 << digit);
            if other != 0 && other & (other - 1) == 0 {
                level.inner = Some(Link::new(cell, other.trailing_zeros() as usize, true));
            }
            if strong_only {
                // Links between cells are weak in XY-Chains and remote pairs.
                return level;
            }
        }
        let peers = &PEERS_BY_HOUSE[cell];
        for (h, house) in units_of(cell).into_iter().enumerate() {
            let strong = !xy && self.pairs[digit] >> house & 1 == 1;
            if strong_only && !strong {
                continue;
            }
            level.strong |= u8::from(strong) << h;
            level.rest[h] = peers[h] & self.with[digit] & self.reach;
        }
        level
    }
}

impl Ground {
    /// Whether some chain from candidate `sc` of `start` could beat `best`: the cells where
    /// a chain can end with a strong link on `sc` (at an odd link, the third or later), found
    /// breadth first over (cell, digit, parity) without HoDoKu's rule against a cell twice,
    /// so a superset of the ends of its chains.
    fn could_beat(
        &self,
        start: usize,
        sc: usize,
        start_set: u128,
        max_links: usize,
        best: &Best<Kept>,
        frontiers: &mut Frontiers,
    ) -> bool {
        // Reached states, by parity of the links taken so far: cells, per digit.
        let mut seen = [[0u128; 9]; 2];
        let Frontiers { frontier, next } = frontiers;
        let mut ends = 0u128;
        let mut first = self.level(start, sc, true);
        if self.kind == Kind::Xy {
            first.rest = [0; 3];
        } else {
            first.inner = None;
        }
        let mut n = 0;
        while let Some(link) = first.next() {
            let (c, d) = (link.cell(), link.digit());
            if seen[1][d] & cell_bit(c) == 0 {
                seen[1][d] |= cell_bit(c);
                frontier[n] = (c as u8, d as u8);
                n += 1;
            }
        }
        // After an odd number of links the next is any link (taken as weak), after an even
        // number a strong one.
        for links in 1..max_links {
            let parity = links % 2;
            let mut m = 0;
            for &(c, d) in &frontier[..n] {
                let (c, d) = (usize::from(c), usize::from(d));
                if c == start && links > 1 {
                    continue;
                }
                let mut level = self.level(c, d, parity == 0);
                while let Some(link) = level.next() {
                    let (c2, d2) = (link.cell(), link.digit());
                    let strong = parity == 0;
                    if strong && d2 == sc {
                        ends |= cell_bit(c2);
                    }
                    let to = 1 - parity;
                    if seen[to][d2] & cell_bit(c2) == 0 {
                        seen[to][d2] |= cell_bit(c2);
                        next[m] = (c2 as u8, d2 as u8);
                        m += 1;
                    }
                }
            }
            frontier[..m].copy_from_slice(&next[..m]);
            n = m;
            if n == 0 {
                break;
            }
        }
        let mut rest = ends;
        while rest != 0 {
            let end = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let seen_both = start_set & peer_bits(end);
            if seen_both == 0 {
                continue;
            }
            let mut eliminations = MarkSet::EMPTY;
            eliminations.insert_cells(CellSet::from_bits(seen_both), Digit::ALL[sc]);
            if best.could_take(self.kind as u8, eliminations) {
                return true;
            }
        }
        false
    }
}

/// The breadth-first frontiers of [`Ground::could_beat`], made once a search (they are too
/// large to clear at every start).
struct Frontiers {
    frontier: [(u8, u8); 2 * 729],
    next: [(u8, u8); 2 * 729],
}

impl Frontiers {
    fn new() -> Frontiers {
        Frontiers {
            frontier: [(0, 0); 2 * 729],
            next: [(0, 0); 2 * 729],
        }
    }
}

/// The chain kept of the best step: its nodes.
#[derive(Clone, Copy)]
struct Kept {
    nodes: [ChainNode; CHAIN_NODES],
    shown: usize,
}

/// The depth-first searches' stack of levels, one a link: 21 for chains of 20 links.
const LEVELS: usize = MAX_LINKS + 1;

/// HoDoKu's X-Chain, the one its sorting of chains puts first, as a step of `facts`. The
/// search skips the digits whose places are those in `barren`, where it found no chain
/// before; `barren` gets the places of the digits where it finds none now (an X-Chain reads
/// only its digit's places).
pub(crate) fn x_chains(
    marks: &Marks,
    facts: &'static Facts,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    search::<LEVELS>(marks, Kind::X, facts, barren, sink)
}

/// HoDoKu's XY-Chain, the one its sorting of chains puts first, as a step of `facts`.
pub(crate) fn xy_chains(marks: &Marks, facts: &'static Facts, sink: Sink<'_>) -> ControlFlow<()> {
    search::<LEVELS>(marks, Kind::Xy, facts, &mut [0; 9], sink)
}

/// HoDoKu's remote pair, the one its sorting of chains puts first, as a step of `facts`.
pub(crate) fn remote_pairs(
    marks: &Marks,
    facts: &'static Facts,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    search::<LEVELS>(marks, Kind::RemotePair, facts, &mut [0; 9], sink)
}

/// HoDoKu's Turbot fish: X-Chains of three links, the one its sorting of chains puts first,
/// as a step of `facts`, remembering barren digits as [`x_chains`] does. They are written
/// out as three nested loops ([`turbot`]): no stack of levels to clear at every search (a
/// cost at every step that comes this far).
pub(crate) fn turbot_fish(
    marks: &Marks,
    facts: &'static Facts,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    search::<1>(marks, Kind::Turbot, facts, barren, sink)
}

/// The search of `kind`. For the chains of one digit (X-Chains and Turbot fish), `barren`
/// holds each digit's places where the search found no chain before: the digit is skipped
/// while they stay the same, and gets its places when the search finds none now. (Other
/// kinds leave it alone.)
fn search<const N: usize>(
    marks: &Marks,
    kind: Kind,
    facts: &'static Facts,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let mut ground = Ground {
        kind,
        cands: [0; 81],
        with: [0; 9],
        pairs: [0; 9],
        reach: u128::MAX,
    };
    for (slot, cell) in ground.cands.iter_mut().zip(Cell::ALL) {
        *slot = marks.candidates(cell).bits();
    }
    for (slot, digit) in ground.with.iter_mut().zip(Digit::ALL) {
        *slot = marks.cells_with(digit).bits();
    }
    for (pairs, &places) in ground.pairs.iter_mut().zip(&ground.with) {
        for house in 0..27 {
            if two_bits(house_bits(house) & places) {
                *pairs |= 1 << house;
            }
        }
    }
    let cands = ground.cands;
    let with = ground.with;
    let mut bivalue = 0u128;
    for (cell, &here) in cands.iter().enumerate() {
        let rest = here & here.wrapping_sub(1);
        if rest != 0 && rest & (rest - 1) == 0 {
            bivalue |= cell_bit(cell);
        }
    }
    let max_links = if kind == Kind::Turbot { 3 } else { N - 1 };
    // A remote pair needs four cells with the same two candidates: without them, no search.
    if kind == Kind::RemotePair {
        let mut rest = bivalue;
        let mut four = false;
        while rest != 0 && !four {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut same = 1;
            let mut others = rest;
            while others != 0 {
                let other = others.trailing_zeros() as usize;
                others &= others - 1;
                same += usize::from(cands[other] == cands[cell]);
            }
            four = same >= 4;
        }
        if !four {
            return ControlFlow::Continue(());
        }
    }
    let one_digit = matches!(kind, Kind::X | Kind::Turbot);
    // The digits whose chains gave some elimination to `best`.
    let offered = core::cell::Cell::new(0u16);
    let mut best = Best::new();
    let mut chain = [Link::default(); MAX_LINKS + 1];
    let mut stack = [Level::default(); N];
    let mut frontiers = None;
    for start in 0..81 {
        if cands[start] == 0 {
            continue;
        }
        match kind {
            Kind::X | Kind::Turbot => {}
            Kind::Xy => {
                if bivalue & cell_bit(start) == 0 {
                    continue;
                }
                ground.reach = bivalue;
            }
            Kind::RemotePair => {
                if bivalue & cell_bit(start) == 0 {
                    continue;
                }
                let mut same = 0u128;
                let mut rest = bivalue;
                while rest != 0 {
                    let cell = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    if cands[cell] == cands[start] {
                        same |= cell_bit(cell);
                    }
                }
                // A remote pair needs four cells with the pair.
                if same.count_ones() < 4 {
                    continue;
                }
                ground.reach = same;
            }
        }
        let mut digits = cands[start];
        while digits != 0 {
            let sc = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if one_digit && with[sc] == barren[sc] {
                continue;
            }
            let sc2 = (cands[start] & !(1 << sc)).trailing_zeros() as usize;
            let start_set = peer_bits(start) & with[sc];
            let start_set2 = if sc2 < 9 {
                peer_bits(start) & with[sc2]
            } else {
                0
            };
            let ends = Ends {
                kind,
                sc,
                sc2,
                start_set2,
                with: &with,
                offered: &offered,
            };
            if kind == Kind::Turbot {
                turbot(&ground, start, sc, start_set, &ends, &mut chain, &mut best);
                continue;
            }
            // Skip a start none of whose chains could beat the best, whatever their length:
            // every cell its chains can end in, even through a cell twice, leaves a set of
            // eliminations that could not. (Worth it for XY-Chains, whose searches branch
            // widely; X-Chains have too many ends for it to pay.)
            if kind == Kind::Xy
                && !ground.could_beat(
                    start,
                    sc,
                    start_set,
                    max_links,
                    &best,
                    frontiers.get_or_insert_with(Frontiers::new),
                )
            {
                continue;
            }
            // The first link is strong: within the cell for XY-Chains and remote pairs, on
            // the start's digit for X-Chains.
            let mut firsts = ground.level(start, sc, true);
            if matches!(kind, Kind::X | Kind::Turbot) {
                firsts.inner = None;
            } else {
                firsts.rest = [0; 3];
            }
            while let Some(first) = firsts.next() {
                chain[0] = Link::new(start, sc, false);
                chain[1] = first;
                stack[1] = ground.level(first.cell(), first.digit(), false);
                let mut level = 1;
                let mut on_chain = cell_bit(start);
                loop {
                    let Some(mut link) = stack[level].next() else {
                        level -= 1;
                        on_chain &= !cell_bit(stack[level].cell);
                        if level == 0 {
                            break;
                        }
                        continue;
                    };
                    let at_cell = stack[level].cell;
                    let strong_only = stack[level].strong_only;
                    let (cell, d) = (link.cell(), link.digit());
                    let mut closes = false;
                    if on_chain & cell_bit(cell) != 0 {
                        if cell != start {
                            continue;
                        }
                        closes = true;
                    }
                    on_chain |= cell_bit(at_cell);
                    if !strong_only && link.strong() {
                        link = link.weak();
                    }
                    level += 1;
                    chain[level] = link;
                    if level > 1 && link.strong() && d == sc {
                        let seen = start_set & peer_bits(cell);
                        if seen != 0 {
                            ends.check(&chain[..=level], seen, &mut best);
                        }
                    }
                    stack[level] = if level < max_links && !closes {
                        ground.level(cell, d, !strong_only)
                    } else {
                        // Nothing more from here: the level is done at once.
                        Level {
                            cell: at_cell,
                            ..Level::default()
                        }
                    };
                }
            }
        }
    }
    if one_digit {
        for (d, slot) in barren.iter_mut().enumerate() {
            if offered.get() >> d & 1 == 0 {
                *slot = with[d];
            }
        }
    }
    let Some((ranked, kept)) = best.into_inner() else {
        return ControlFlow::Continue(());
    };
    let nodes = &kept.nodes[..kept.shown];
    let cells: CellSet = nodes.iter().map(|node| node.cell).collect();
    let digits = nodes
        .iter()
        .fold(Candidates::EMPTY, |digits, node| digits.with(node.digit));
    let step = Step::new(facts)
        .with_cells(cells)
        .with_digits(digits)
        .with_eliminations(ranked.eliminations)
        // HoDoKu sorts a chain's eliminations by digit, then cell, and removes them so.
        .with_removal(Removal::ByDigit);
    if let (Kind::Turbot, [c0, c1, c2, c3]) = (kind, nodes) {
        // A Turbot fish is told as its pattern: the houses of its two strong links.
        // Its ends (one of which holds the digit) and its two middle cells, for the sentence.
        let ends = CellSet::single(c0.cell) | CellSet::single(c3.cell);
        return sink(
            &step
                .with_house(link_house(c0.cell, c1.cell))
                .with_house(link_house(c2.cell, c3.cell))
                .with_group(0, ends)
                .with_group(1, cells - ends),
        );
    }
    sink(&step.with_chain(Chain::new(nodes, ranked.length)))
}

/// The house of a link between two cells, as HoDoKu lists links: their row if they share
/// it, else their column, else their box.
fn link_house(a: Cell, b: Cell) -> House {
    let kind = if a.row() == b.row() {
        HouseKind::Row
    } else if a.col() == b.col() {
        HouseKind::Column
    } else {
        HouseKind::Box
    };
    let [row, col, boxed] = a.houses();
    match kind {
        HouseKind::Row => row,
        HouseKind::Column => col,
        HouseKind::Box => boxed,
    }
}

/// The Turbot fish from candidate `sc` of `start`: the search of X-Chains cut at three
/// links, written out (a strong link, any link used as a weak one, a strong link; a cell
/// already on the chain is left out, the start closes it).
fn turbot(
    ground: &Ground,
    start: usize,
    sc: usize,
    start_set: u128,
    ends: &Ends<'_>,
    chain: &mut [Link; MAX_LINKS + 1],
    best: &mut Best<Kept>,
) {
    let strong_in = |cell: usize, h: usize| {
        if ground.pairs[sc] >> units_of(cell)[h] & 1 == 1 {
            PEERS_BY_HOUSE[cell][h] & ground.with[sc]
        } else {
            0
        }
    };
    chain[0] = Link::new(start, sc, false);
    for h1 in 0..3 {
        let a_bits = strong_in(start, h1);
        if a_bits == 0 {
            continue;
        }
        let a = a_bits.trailing_zeros() as usize;
        chain[1] = Link::new(a, sc, true);
        for peers in PEERS_BY_HOUSE[a] {
            let mut bs = peers & ground.with[sc];
            while bs != 0 {
                let b = bs.trailing_zeros() as usize;
                bs &= bs - 1;
                // Back to the start: a loop of two links, which proves nothing here.
                if b == start {
                    continue;
                }
                chain[2] = Link::new(b, sc, false);
                for h3 in 0..3 {
                    let e_bits = strong_in(b, h3);
                    if e_bits == 0 {
                        continue;
                    }
                    let e = e_bits.trailing_zeros() as usize;
                    if e == a {
                        continue;
                    }
                    let seen = start_set & peer_bits(e);
                    if seen != 0 {
                        chain[3] = Link::new(e, sc, true);
                        ends.check(&chain[..4], seen, best);
                    }
                }
            }
        }
    }
}

/// What a chain's end proves, for one start.
struct Ends<'a> {
    kind: Kind,
    sc: usize,
    sc2: usize,
    start_set2: u128,
    with: &'a [u128; 9],
    /// The digits of the chains offered to the best so far, as a mask.
    offered: &'a core::cell::Cell<u16>,
}

impl Ends<'_> {
    /// The step of `chain` (which ends with a strong link on the start's digit in a cell
    /// seeing the places `seen` of it the start sees), offered to `best`.
    fn check(&self, chain: &[Link], seen: u128, best: &mut Best<Kept>) {
        let last = chain.len() - 1;
        let mut eliminations = MarkSet::EMPTY;
        let mut remove = |cells: u128, d: usize| {
            eliminations.insert_cells(CellSet::from_bits(cells), Digit::ALL[d]);
        };
        match self.kind {
            Kind::Turbot if last != 3 => return,
            Kind::X | Kind::Xy | Kind::Turbot => remove(seen, self.sc),
            Kind::RemotePair => {
                if last < 7 {
                    return;
                }
                if last > 7 {
                    // Cells of opposite parity: the first is three cells (six links) on.
                    let (mut one, mut two) = (0u128, 0u128);
                    for i in (0..=last).step_by(2) {
                        for j in (i + 6..=last).step_by(4) {
                            let both = peer_bits(chain[i].cell()) & peer_bits(chain[j].cell());
                            one |= both & self.with[self.sc];
                            two |= both & self.with[self.sc2];
                        }
                    }
                    remove(one, self.sc);
                    remove(two, self.sc2);
                } else {
                    remove(seen, self.sc);
                    remove(self.start_set2 & peer_bits(chain[last].cell()), self.sc2);
                }
            }
        }
        self.offered.set(self.offered.get() | 1 << self.sc);
        let kind = self.kind as u8;
        best.offer(Ranked::new(kind, eliminations, chain.len()), || {
            let mut kept = Kept {
                nodes: [ChainNode::new(Cell::ALL[0], Digit::ALL[0], false); CHAIN_NODES],
                shown: chain.len().min(CHAIN_NODES),
            };
            for (slot, link) in kept.nodes.iter_mut().zip(chain) {
                *slot = ChainNode::new(
                    Cell::ALL[link.cell()],
                    Digit::ALL[link.digit()],
                    link.strong(),
                );
            }
            kept
        });
    }
}
