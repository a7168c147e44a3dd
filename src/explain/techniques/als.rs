//! Almost locked sets (ALS): `n` empty cells of one house whose candidates number `n + 1`.
//! The cells hold `n` different digits, so the set lacks exactly one of its digits: take any
//! one away and the set is locked, holding all the others. Two sets share a *restricted
//! common* digit when every place of it in one sees every place of it in the other: they
//! cannot both hold it. HoDoKu's three techniques on them, as its default settings have them
//! (no two sets of a step overlap; restricted commons are taken only towards sets later in
//! its list):
//!
//! - ALS-XZ: sets A and B with a restricted common X. One of them lacks X and holds all its
//!   other digits, so a digit Z of both is in A or in B: Z leaves every cell that sees all
//!   its places in both. With a second restricted common each set lacks one of the two and
//!   is locked on the rest: its other digits leave the cells that see all their places in it.
//! - ALS-XY-Wing: A and B each joined to a set C, by X and by Y (X ≠ Y). C lacks only one
//!   digit, so it holds X or Y, and A or B is locked: a digit Z of both leaves the cells that
//!   see all its places in A and B.
//! - ALS chain: sets joined one to the next, each link's digit other than the one before. The
//!   first set or the last is locked, and a digit of both other than the end links' leaves
//!   the cells that see all its places in the two.
//!
//! One search finds the three in HoDoKu's order on one list of sets and restricted commons:
//! ALS-XZ and ALS-XY-Wing are the first found in the list's order (as HoDoKu's `AlsSolver`
//! does); the ALS chain is HoDoKu's choice among all chains (most candidates removed, then the
//! smallest weighted sum of the removals, one chain per set of removals, the fewest cells).

use core::fmt;
use core::ops::ControlFlow;

use crate::explain::search::{Search, Sink};
use crate::explain::sentence::look_for;
use crate::explain::step::{Facts, Removal};
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Digits};
use crate::explain::{Als, Level, STEP_ALSES, Step};
use crate::{Candidates, CellSet, Digit, House, MarkSet, Marks};

pub(crate) const ALS_XZ: Facts = Facts {
    technique: Technique::AlsXz,
    name: "ALS-XZ",
    hodoku_name: "Almost Locked Set XZ-Rule",
    hodoku_key: Some("ALS_XZ"),
    hint: |step, f| look_for(step, f, "an ALS-XZ"),
    se_tenths: 70,
    hodoku: Some((Level::Unfair, 300)),
    forms: &[],
    sentence: xz_sentence,
};

pub(crate) const ALS_XY_WING: Facts = Facts {
    technique: Technique::AlsXyWing,
    name: "ALS-XY-Wing",
    hodoku_name: "Almost Locked Set XY-Wing",
    hodoku_key: Some("ALS_XY_WING"),
    hint: |step, f| look_for(step, f, "an ALS-XY-Wing"),
    se_tenths: 70,
    hodoku: Some((Level::Unfair, 320)),
    forms: &[],
    sentence: xy_wing_sentence,
};

pub(crate) const ALS_CHAIN: Facts = Facts {
    technique: Technique::AlsChain,
    name: "ALS chain",
    hodoku_name: "Almost Locked Set Chain",
    hodoku_key: Some("ALS_XY_CHAIN"),
    hint: |step, f| look_for(step, f, "an ALS chain"),
    se_tenths: 70,
    hodoku: Some((Level::Unfair, 340)),
    forms: &[],
    sentence: chain_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[ALS_XZ, ALS_XY_WING, ALS_CHAIN];

/// HoDoKu's ALS-XZ, then its ALS-XY-Wing, then its ALS chain: three techniques in a row of
/// its order, on the same lists.
pub(crate) const ALS: Search = Search {
    find: |cx, sink| als(cx.marks, sink),
    finds: &[Technique::AlsXz, Technique::AlsXyWing, Technique::AlsChain],
};

/// The most sets the list keeps; the rest of a longer list is left out (sets found late in
/// HoDoKu's order then take no part). The puzzles measured need far fewer.
const MAX_SETS: usize = 1024;

/// The most restricted commons kept; those of a longer list are left out.
const MAX_COMMONS: usize = 16384;

/// The most restricted commons of an ALS chain, as HoDoKu limits its search.
const MAX_LINKS: usize = 50;

/// An almost locked set of the list.
#[derive(Clone, Copy)]
struct Set {
    cells: CellSet,
    digits: Candidates,
    /// The house it was found in (first in HoDoKu's order of houses), as an index of
    /// [`House::ALL`].
    house: u8,
}

/// A restricted common between the sets `a < b` of the list: one digit, or two.
#[derive(Clone, Copy, Default)]
struct Common {
    a: u16,
    b: u16,
    first: u8,
    /// The second digit, or 0.
    second: u8,
}

impl Common {
    /// The restricted common digits the chain's link uses: `actual` 1 for the first, 2 for
    /// the second, 3 for both (HoDoKu's `actualRC`).
    fn used(self, actual: u8) -> Candidates {
        let mut digits = Candidates::EMPTY;
        if actual & 1 != 0 {
            digits |= candidates_of(self.first);
        }
        if actual & 2 != 0 {
            digits |= candidates_of(self.second);
        }
        digits
    }

    fn digits(self) -> Candidates {
        candidates_of(self.first) | candidates_of(self.second)
    }
}

/// The digit `d` (1 to 9) as a set; empty for 0.
fn candidates_of(d: u8) -> Candidates {
    Digit::new(d).map_or(Candidates::EMPTY, Candidates::only)
}

/// The cells that see every cell of `cells`, which lie in one house (as the cells of a set
/// do): the other cells of every house holding them all.
fn seen_by_all(cells: CellSet) -> CellSet {
    let Some(first) = cells.first() else {
        return CellSet::EMPTY;
    };
    let mut seen = CellSet::EMPTY;
    for house in first.houses() {
        let house = CellSet::house(house);
        if cells.is_subset(house) {
            seen |= house;
        }
    }
    seen - cells
}

/// The sets of the marks and their restricted commons, as HoDoKu lists them.
struct Lists {
    /// Where each digit is a candidate.
    with: [CellSet; 9],
    sets: [Set; MAX_SETS],
    len: usize,
    commons: [Common; MAX_COMMONS],
    commons_len: usize,
    /// The commons of set `i` (with later sets) are `starts[i]..starts[i + 1]`.
    starts: [u16; MAX_SETS + 1],
}

impl Lists {
    #[inline(always)]
    fn new(marks: &Marks) -> Lists {
        let mut lists = Lists {
            with: core::array::from_fn(|d| marks.cells_with(Digit::ALL[d])),
            sets: [Set {
                cells: CellSet::EMPTY,
                digits: Candidates::EMPTY,
                house: 0,
            }; MAX_SETS],
            len: 0,
            commons: [Common::default(); MAX_COMMONS],
            commons_len: 0,
            starts: [0; MAX_SETS + 1],
        };
        lists.find_sets(marks);
        lists.find_commons();
        lists
    }

    /// The places of `digit` (1 to 9) among `cells`.
    fn places(&self, cells: CellSet, digit: Digit) -> CellSet {
        cells & self.with[usize::from(digit.get() - 1)]
    }

    /// The cells outside the set holding `digit` that see every place of it in the set.
    fn seeing(&self, set: &Set, digit: Digit) -> CellSet {
        seen_by_all(self.places(set.cells, digit)) & self.with[usize::from(digit.get() - 1)]
    }

    /// HoDoKu's list: houses in the order rows, columns, boxes; in each, the sets of 1 to 8
    /// empty cells in depth-first order of positions ({a}, {a,b}, {a,b,c}..., then {b}...),
    /// each kept if its candidates number one more than its cells and it is not already in
    /// the list from an earlier house.
    fn find_sets(&mut self, marks: &Marks) {
        for (index, house) in House::ALL.iter().enumerate() {
            let mut cells = [crate::Cell::ALL[0]; 9];
            let mut n = 0;
            for &cell in house.cells() {
                if marks.grid().get(cell).is_none() {
                    cells[n] = cell;
                    n += 1;
                }
            }
            self.grow(
                marks,
                index,
                &cells[..n],
                0,
                CellSet::EMPTY,
                Candidates::EMPTY,
            );
        }
    }

    fn grow(
        &mut self,
        marks: &Marks,
        house: usize,
        cells: &[crate::Cell],
        from: usize,
        set: CellSet,
        digits: Candidates,
    ) {
        let size = set.len() + 1;
        if size > 8 {
            return;
        }
        for (i, &cell) in cells.iter().enumerate().skip(from) {
            let set = set | CellSet::single(cell);
            let digits = digits | marks.candidates(cell);
            // A set already listed from an earlier house: a single cell from its row, a set
            // of a box in one line from that line.
            let listed = || match house {
                0..9 => false,
                9..18 => size == 1,
                _ => set.rows().count_ones() == 1 || set.cols().count_ones() == 1,
            };
            if digits.len() == size + 1 && self.len < MAX_SETS && !listed() {
                self.sets[self.len] = Set {
                    cells: set,
                    digits,
                    house: house as u8,
                };
                self.len += 1;
            }
            self.grow(marks, house, cells, i + 1, set, digits);
        }
    }

    /// HoDoKu's restricted commons, forward only and between sets that share no cell: for
    /// each set, with each later one, the common digits whose places in one all see their
    /// places in the other (at most two).
    fn find_commons(&mut self) {
        for i in 0..self.len {
            self.starts[i] = self.commons_len as u16;
            let a = self.sets[i];
            // The cells seeing all the places of each digit in `a`.
            let mut seen = [CellSet::EMPTY; 9];
            // The cells a set's places must lie in to share a restricted common with `a`.
            let mut near = CellSet::EMPTY;
            for digit in a.digits {
                let d = usize::from(digit.get() - 1);
                seen[d] = seen_by_all(self.places(a.cells, digit));
                near |= seen[d];
            }
            for j in i + 1..self.len {
                let b = &self.sets[j];
                let shared = a.digits & b.digits;
                if shared.is_empty()
                    || (b.cells & near).is_empty()
                    || !(a.cells & b.cells).is_empty()
                {
                    continue;
                }
                let mut common = Common {
                    a: i as u16,
                    b: j as u16,
                    first: 0,
                    second: 0,
                };
                for digit in shared {
                    let d = usize::from(digit.get() - 1);
                    if (b.cells & self.with[d]).is_subset(seen[d]) {
                        if common.first == 0 {
                            common.first = digit.get();
                        } else {
                            common.second = digit.get();
                        }
                    }
                }
                if common.first != 0 && self.commons_len < MAX_COMMONS {
                    self.commons[self.commons_len] = common;
                    self.commons_len += 1;
                }
            }
        }
        self.starts[self.len] = self.commons_len as u16;
    }

    /// The commons of set `i` with later sets, as indices.
    fn commons_of(&self, i: usize) -> core::ops::Range<usize> {
        usize::from(self.starts[i])..usize::from(self.starts[i + 1])
    }

    /// Adds to `removed` what a digit `z` of both `a` and `b`, other than `except`, proves:
    /// it leaves the cells outside both that see all its places in them.
    fn remove_shared(&self, a: &Set, b: &Set, except: Candidates, removed: &mut MarkSet) {
        for z in (a.digits & b.digits) & !except {
            removed.insert_cells(self.seeing(a, z) & self.seeing(b, z), z);
        }
    }

    /// Adds to `removed` what `a`, locked on its digits other than `except` (both of a doubly
    /// linked pair of sets), proves: each leaves the cells outside `a` and `b` that see all
    /// its places in `a`.
    fn remove_locked(&self, a: &Set, b: &Set, except: Candidates, removed: &mut MarkSet) {
        for digit in a.digits & !except {
            removed.insert_cells(self.seeing(a, digit) - b.cells, digit);
        }
    }

    /// The step's sets, in order, each with the digits linking it to the next.
    fn step(&self, facts: &'static Facts, sets: &[(usize, Candidates)], removed: MarkSet) -> Step {
        let mut step = Step::new(facts);
        let mut cells = CellSet::EMPTY;
        let mut digits = removed.digits();
        for &(i, link) in sets {
            let set = &self.sets[i];
            let house = House::ALL[usize::from(set.house)];
            step = step
                .with_house(house)
                .with_als(house, set.cells, set.digits, link);
            cells |= set.cells;
            digits |= link;
        }
        step.with_cells(cells)
            .with_digits(digits)
            .with_eliminations(removed)
            .with_removal(Removal::ByDigit)
    }
}

fn als(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let lists = Lists::new(marks);
    xz(&lists, sink)?;
    xy_wings(&lists, sink)?;
    chains(&lists, sink)
}

/// HoDoKu's ALS-XZ: the restricted commons in list order, each step as soon as found.
fn xz(lists: &Lists, sink: Sink<'_>) -> ControlFlow<()> {
    for common in &lists.commons[..lists.commons_len] {
        let a = &lists.sets[usize::from(common.a)];
        let b = &lists.sets[usize::from(common.b)];
        let x1 = candidates_of(common.first);
        let x2 = candidates_of(common.second);
        let mut removed = MarkSet::EMPTY;
        lists.remove_shared(a, b, x1, &mut removed);
        if common.second != 0 {
            lists.remove_shared(a, b, x2, &mut removed);
            lists.remove_locked(a, b, x1 | x2, &mut removed);
            lists.remove_locked(b, a, x1 | x2, &mut removed);
        }
        if !removed.is_empty() {
            let link = common.digits();
            sink(&lists.step(
                &ALS_XZ,
                &[
                    (usize::from(common.a), link),
                    (usize::from(common.b), Candidates::EMPTY),
                ],
                removed,
            ))?;
        }
    }
    ControlFlow::Continue(())
}

/// The restricted commons by their second set, each set's in list order.
struct BySecond {
    /// Those of set `b` are `list[starts[b]..starts[b + 1]]`.
    starts: [u16; MAX_SETS + 1],
    list: [u16; MAX_COMMONS],
}

impl BySecond {
    fn new(lists: &Lists) -> BySecond {
        let mut by = BySecond {
            starts: [0; MAX_SETS + 1],
            list: [0; MAX_COMMONS],
        };
        let commons = &lists.commons[..lists.commons_len];
        // Counts first (shifted by one), then where each set's part starts.
        for common in commons {
            by.starts[usize::from(common.b) + 1] += 1;
        }
        for b in 0..lists.len {
            by.starts[b + 1] += by.starts[b];
        }
        let mut next = by.starts;
        for (k, common) in commons.iter().enumerate() {
            let b = usize::from(common.b);
            by.list[usize::from(next[b])] = k as u16;
            next[b] += 1;
        }
        by
    }

    /// The indices of the commons whose second set is `b`, in list order.
    fn ending_at(&self, b: usize) -> &[u16] {
        &self.list[usize::from(self.starts[b])..usize::from(self.starts[b + 1])]
    }
}

/// HoDoKu's ALS-XY-Wing: pairs of restricted commons in list order (the second after the
/// first) that join three sets, A and B each to C; the first pair that removes something.
fn xy_wings(lists: &Lists, sink: Sink<'_>) -> ControlFlow<()> {
    let commons = &lists.commons[..lists.commons_len];
    let by_second = BySecond::new(lists);
    for (i, &first) in commons.iter().enumerate() {
        let (a1, a2) = (usize::from(first.a), usize::from(first.b));
        // The later commons that share exactly one set with `first`, in list order: those
        // of the same first set, those into the same second set from sets in between, and
        // those of the second set (a later one never ends at `first`'s first set).
        let same_first = i + 1..lists.commons_of(a1).end;
        let into_second = by_second
            .ending_at(a2)
            .iter()
            .map(|&k| usize::from(k))
            .filter(|&k| k > i);
        let from_second = lists.commons_of(a2);
        for k in same_first.chain(into_second).chain(from_second) {
            let second = commons[k];
            if first.second == 0 && second.second == 0 && first.first == second.first {
                continue;
            }
            // C is the set the two share; A is `first`'s other set, B `second`'s.
            let (c, a, b) = if usize::from(second.a) == a1 {
                (a1, a2, usize::from(second.b))
            } else if usize::from(second.b) == a2 {
                (a2, a1, usize::from(second.a))
            } else {
                (a2, a1, usize::from(second.b))
            };
            let (set_a, set_b) = (&lists.sets[a], &lists.sets[b]);
            if !(set_a.cells & set_b.cells).is_empty() {
                continue;
            }
            let mut removed = MarkSet::EMPTY;
            lists.remove_shared(set_a, set_b, first.digits() | second.digits(), &mut removed);
            if !removed.is_empty() {
                sink(&lists.step(
                    &ALS_XY_WING,
                    &[
                        (a, first.digits()),
                        (c, second.digits()),
                        (b, Candidates::EMPTY),
                    ],
                    removed,
                ))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's rule for the digits a link of an ALS chain may use, given the digits the link
/// before used (`checkRCInt`): `c11`, `c12` the previous link's (the second 0 for one), `c21`,
/// `c22` this one's possible digits. Gives 0 when no digit is left, else 1 (the first), 2
/// (the second) or 3 (both).
fn link_rule(c11: u8, c12: u8, c21: u8, c22: u8) -> u8 {
    if c12 == 0 {
        if c22 == 0 {
            u8::from(c11 != c21)
        } else if c11 == c22 {
            1
        } else if c11 == c21 {
            2
        } else {
            3
        }
    } else if c22 == 0 {
        u8::from(c11 != c21 && c12 != c21)
    } else if (c11 == c21 && c12 == c22) || (c11 == c22 && c12 == c21) {
        0
    } else if c11 == c22 || c12 == c22 {
        1
    } else if c11 == c21 || c12 == c21 {
        2
    } else {
        3
    }
}

/// The chain HoDoKu would keep so far: the key its sort orders by (more removals, then the
/// smaller weighted sum), and the chain with the fewest cells for those removals.
struct Best {
    count: usize,
    weight: u64,
    removed: MarkSet,
    cells: usize,
    start: usize,
    links: [(u16, u8); MAX_LINKS],
    len: usize,
}

/// The depth-first search of ALS chains from one set after another.
///
/// Every link goes to a later set of the list, so no chain meets a set twice (HoDoKu's check
/// that a set is not in the chain already never fails). What the search below a set finds
/// depends only on that set, the digits the link into it leaves to the next link, the first
/// link's digits (fixed for a whole try of a first link) and how many links are left before
/// the length limit; the chains found through a longer (or as long) way with more (or as
/// many) cells remove what the chains found the first time removed, later and with no fewer
/// cells, so HoDoKu's sort would never prefer them: the search does not go below a set again
/// then.
struct Chains<'a> {
    lists: &'a Lists,
    /// The chain's links: a restricted common (its index) and the digits it uses.
    links: [(u16, u8); MAX_LINKS],
    len: usize,
    start: usize,
    /// The cells of the chain's sets so far.
    cells: usize,
    /// The digits of the start set that some cell outside it sees in all their places.
    removable: Candidates,
    /// For each digit, the cells outside the start set seeing all its places there.
    start_seeing: [CellSet; 9],
    /// Which try of a first link the search is in (from 1).
    try_number: u32,
    /// Per set: the try it was last searched below in, the rule digits of the link into it
    /// (see [`Chains::rule`]), the chain's cells and links then.
    visited: [(u32, u8, u16, u8); MAX_SETS],
    best: Option<Best>,
}

/// HoDoKu's weighted sum of removals, taken by digit then cell: the k-th (from 0) adds its
/// cell times 1 + 80k, plus its digit.
fn weight(removed: &MarkSet) -> u64 {
    let mut sum = 0u64;
    let mut k = 0u64;
    for digit in Digit::ALL {
        for cell in removed.cells_with(digit) {
            sum += cell.index() as u64 * (1 + 80 * k) + u64::from(digit.get());
            k += 1;
        }
    }
    sum
}

impl Chains<'_> {
    /// The digits a link using `actual` of `common` hands to the rule for the next link:
    /// (first digit, second or 0), as HoDoKu passes them (its first digit twice when both
    /// are used).
    fn rule(common: Common, actual: u8) -> (u8, u8) {
        match actual {
            1 => (common.first, 0),
            2 => (common.second, 0),
            _ => (common.first, common.first),
        }
    }

    /// Extends the chain from `set`, the last set reached through the link before (`None`
    /// at the start).
    fn extend(&mut self, set: usize, before: Option<(Common, u8)>) {
        let range = self.lists.commons_of(set);
        let mut k = range.start;
        let mut first_try = true;
        while k < range.end {
            let common = self.lists.commons[k];
            let actual = match before {
                None if common.second == 0 => 1,
                None if first_try => 1,
                None => 2,
                Some((prev, used)) => {
                    let (c11, c12) = Chains::rule(prev, used);
                    link_rule(c11, c12, common.first, common.second)
                }
            };
            // At the start, a doubly linked pair is tried with each digit in turn.
            let advance = before.is_some() || common.second == 0 || !first_try;
            if self.len >= MAX_LINKS
                || actual == 0
                || (before.is_none() && (self.removable & !common.used(actual)).is_empty())
            {
                // Nothing to follow (for a first link: nothing the chain could remove).
                first_try = advance;
                k += usize::from(advance);
                continue;
            }
            if before.is_none() {
                self.try_number += 1;
            }
            let next = usize::from(common.b);
            let size = self.lists.sets[next].cells.len();
            self.links[self.len] = (k as u16, actual);
            self.len += 1;
            self.cells += size;
            if self.len >= 3 {
                self.consider(next);
            }
            let (rule, _) = Chains::rule(common, actual);
            let rule = rule | u8::from(actual == 3) << 4;
            let (stamp, seen_rule, seen_cells, seen_len) = self.visited[next];
            let dominated = stamp == self.try_number
                && seen_rule == rule
                && self.cells >= usize::from(seen_cells)
                && self.len >= usize::from(seen_len);
            if !dominated {
                self.visited[next] = (self.try_number, rule, self.cells as u16, self.len as u8);
                self.extend(next, Some((common, actual)));
            }
            self.cells -= size;
            self.len -= 1;
            first_try = advance;
            k += usize::from(advance);
        }
    }

    /// The chain from the start to `end`: what it removes, kept if HoDoKu's sort would put it
    /// first so far.
    fn consider(&mut self, end: usize) {
        let lists = self.lists;
        let (first, first_actual) = self.links[0];
        let (last, last_actual) = self.links[self.len - 1];
        let except = lists.commons[usize::from(first)].used(first_actual)
            | lists.commons[usize::from(last)].used(last_actual);
        let end_set = &lists.sets[end];
        let mut removed = MarkSet::EMPTY;
        for z in end_set.digits & self.removable & !except {
            let d = usize::from(z.get() - 1);
            removed.insert_cells(
                self.start_seeing[d] & seen_by_all(end_set.cells & lists.with[d]),
                z,
            );
        }
        if removed.is_empty() {
            return;
        }
        let count = removed.len();
        let weight = weight(&removed);
        let cells = self.cells;
        let better = match &self.best {
            None => true,
            Some(best) => {
                count > best.count
                    || (count == best.count && weight < best.weight)
                    || (count == best.count
                        && weight == best.weight
                        && removed == best.removed
                        && cells < best.cells)
            }
        };
        if better {
            self.best = Some(Best {
                count,
                weight,
                removed,
                cells,
                start: self.start,
                links: self.links,
                len: self.len,
            });
        }
    }
}

/// HoDoKu's ALS chains: from each set of the list, every chain of at least three links
/// through later sets, no set twice; of all that remove something, the one its sort puts
/// first.
fn chains(lists: &Lists, sink: Sink<'_>) -> ControlFlow<()> {
    let mut search = Chains {
        lists,
        links: [(0, 0); MAX_LINKS],
        len: 0,
        start: 0,
        cells: 0,
        removable: Candidates::EMPTY,
        start_seeing: [CellSet::EMPTY; 9],
        try_number: 0,
        visited: [(0, 0, 0, 0); MAX_SETS],
        best: None,
    };
    for start in 0..lists.len {
        // The digits of the start that could leave some cell: those with a cell outside it
        // that sees all their places in it. A chain whose first link uses all of them
        // removes nothing, nor does any longer one, so such chains are not followed.
        let set = &lists.sets[start];
        search.removable = Candidates::EMPTY;
        for digit in set.digits {
            let seeing = lists.seeing(set, digit);
            search.start_seeing[usize::from(digit.get() - 1)] = seeing;
            if !seeing.is_empty() {
                search.removable.insert(digit);
            }
        }
        if search.removable.is_empty() {
            continue;
        }
        search.start = start;
        search.len = 0;
        search.cells = set.cells.len();
        search.extend(start, None);
    }
    let Some(best) = search.best else {
        return ControlFlow::Continue(());
    };
    let mut sets = [(0usize, Candidates::EMPTY); MAX_LINKS + 1];
    sets[0].0 = best.start;
    for (n, &(k, actual)) in best.links[..best.len].iter().enumerate() {
        let common = lists.commons[usize::from(k)];
        sets[n].1 = common.used(actual);
        sets[n + 1] = (usize::from(common.b), Candidates::EMPTY);
    }
    sink(&lists.step(&ALS_CHAIN, &sets[..=best.len], best.removed))
}

/// The step's sets, named `A`, `B`... as `names` gives them (the sets beyond the names by
/// their place in the chain, `A1`, `A2`...), each with its digits and its cells, joined by
/// semicolons: "A = {3,4,7} in r6c2 and r6c4; B = {2,3,4,7} in r9c1, r9c2 and r9c6".
fn write_sets(f: &mut fmt::Formatter<'_>, step: &Step, names: &[&str]) -> fmt::Result {
    for (i, als) in step.alses().enumerate() {
        if i > 0 {
            f.write_str("; ")?;
        }
        write!(
            f,
            "{} = {} in {}",
            SetName(names, i),
            als.digits,
            Cells(als.cells)
        )?;
    }
    Ok(())
}

/// The name of set `i` of a step: from `names`, else `A1`, `A2`... by its place in the chain.
struct SetName<'a>(&'a [&'a str], usize);

impl fmt::Display for SetName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.get(self.1) {
            Some(name) => f.write_str(name),
            None => write!(f, "A{}", self.1 + 1),
        }
    }
}

/// The places of `digit` in the set `als` when the step was found.
fn places(step: &Step, als: Als, digit: Digit) -> CellSet {
    als.cells
        .iter()
        .filter(|&cell| step.seen(cell).contains(digit))
        .collect()
}

/// Cells as alternatives: `r1c1, r1c2 or r3c3`.
struct OrCells(CellSet);

impl fmt::Display for OrCells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        for (i, cell) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " or " } else { ", " })?;
            }
            write!(f, "{cell}")?;
        }
        Ok(())
    }
}

/// Why two sets cannot both hold the digits of `link`: "every 7 of A (r6c2) sees every 7 of
/// B (r9c1 and r9c2)", for each digit.
fn write_restricted(
    f: &mut fmt::Formatter<'_>,
    step: &Step,
    (a, a_name): (Als, &dyn fmt::Display),
    (b, b_name): (Als, &dyn fmt::Display),
    link: Candidates,
) -> fmt::Result {
    for (i, digit) in link.iter().enumerate() {
        if i > 0 {
            f.write_str(", and ")?;
        }
        write!(
            f,
            "every {digit} of {a_name} ({}) sees every {digit} of {b_name} ({})",
            Cells(places(step, a, digit)),
            Cells(places(step, b, digit))
        )?;
    }
    Ok(())
}

/// The end of the sentences whose removed digits are each in one set or the other: for each
/// digit, its places in both and the cells that see them all ("3 is in A (r6c4) or in B
/// (r9c1, r9c2 or r9c6), and r9c4 sees every one of them"), then the removals.
fn write_either(
    f: &mut fmt::Formatter<'_>,
    step: &Step,
    (a, a_name): (Als, &dyn fmt::Display),
    (b, b_name): (Als, &dyn fmt::Display),
) -> fmt::Result {
    let removed = step.elimination_set();
    for (i, digit) in removed.digits().iter().enumerate() {
        if i > 0 {
            f.write_str("; ")?;
        }
        write!(
            f,
            "{digit} is in {a_name} ({}) or in {b_name} ({}), and ",
            OrCells(places(step, a, digit)),
            OrCells(places(step, b, digit))
        )?;
        write_seers(f, removed.cells_with(digit))?;
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

/// "r9c4 sees every one of them", "r9c4 and r9c5 see every one of them".
fn write_seers(f: &mut fmt::Formatter<'_>, cells: CellSet) -> fmt::Result {
    let verb = if cells.has_several() { "see" } else { "sees" };
    write!(f, "{} {verb} every one of them", Cells(cells))
}

/// What every ALS sentence says first: the sets, and what makes them almost locked.
fn write_intro(f: &mut fmt::Formatter<'_>, step: &Step, names: &[&str]) -> fmt::Result {
    write!(
        f,
        "{}: the almost locked sets ",
        super::super::sentence::name(step)
    )?;
    write_sets(f, step, names)?;
    f.write_str(
        " (each has one digit more than cells, so it lacks exactly one of them and holds all \
         the others)",
    )
}

/// "ALS-XZ: the almost locked sets A = {3,4,7} in r6c2 and r6c4; B = {2,3,4,7} in r9c1, r9c2
/// and r9c6 (...); they cannot both hold 7: every 7 of A (r6c2) sees every 7 of B (r9c2); so
/// one of them lacks 7 and holds all its other digits: 3 is in A (r6c4) or in B (r9c1 or
/// r9c6), and r9c4 sees every one of them: remove 3 from r9c4". With two restricted commons,
/// each set lacks one of them and holds all its other digits, each removal said with the set
/// (or both) that holds its digit.
fn xz_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let link = step.als_links().next().unwrap_or(Candidates::EMPTY);
    let mut sets = step.alses();
    let (Some(a), Some(b)) = (sets.next(), sets.next()) else {
        return step.write_removals(f);
    };
    write_intro(f, step, &["A", "B"])?;
    f.write_str("; they cannot both hold ")?;
    for (i, digit) in link.iter().enumerate() {
        if i > 0 {
            f.write_str(", nor both hold ")?;
        }
        write!(f, "{digit}")?;
    }
    f.write_str(": ")?;
    write_restricted(f, step, (a, &"A"), (b, &"B"), link)?;
    if link.len() == 1 {
        write!(
            f,
            "; so one of them lacks {} and holds all its other digits: ",
            Digits(link)
        )?;
        return write_either(f, step, (a, &"A"), (b, &"B"));
    }
    write!(
        f,
        "; so each lacks one of {} and holds all its other digits: ",
        Digits(link)
    )?;
    let removed = step.elimination_set();
    let mut first = true;
    for digit in removed.digits() {
        let cells = removed.cells_with(digit);
        let sees_all = |set: CellSet| -> CellSet {
            cells
                .iter()
                .filter(|&cell| set.iter().all(|place| place.is_peer_of(cell)))
                .collect()
        };
        let (in_a, in_b) = (places(step, a, digit), places(step, b, digit));
        let mut groups: [(&str, CellSet, CellSet); 3] = [("", CellSet::EMPTY, CellSet::EMPTY); 3];
        if link.contains(digit) {
            groups[0] = ("both", in_a | in_b, cells);
        } else {
            let by_a = if in_a.is_empty() {
                CellSet::EMPTY
            } else {
                sees_all(in_a)
            };
            let by_b = if in_b.is_empty() {
                CellSet::EMPTY
            } else {
                sees_all(in_b) - by_a
            };
            groups[1] = ("A", in_a, by_a);
            groups[2] = ("B", in_b, by_b);
        }
        for (which, places, seers) in groups {
            if seers.is_empty() {
                continue;
            }
            if !first {
                f.write_str("; ")?;
            }
            first = false;
            match which {
                "both" => write!(
                    f,
                    "{digit} is in A ({}) or in B ({}), and ",
                    OrCells(in_a),
                    OrCells(in_b)
                )?,
                set => write!(f, "{set} holds {digit} ({}), and ", OrCells(places))?,
            }
            write_seers(f, seers)?;
        }
    }
    f.write_str(": ")?;
    step.write_removals(f)
}

/// "ALS-XY-Wing: the almost locked sets A = ...; C = ...; B = ... (...); A and C cannot both
/// hold 2: every 2 of A (...) sees every 2 of C (...); nor can C and B both hold 3: ...; C
/// lacks one digit at most, so it holds 2 or 3: A lacks 2 or B lacks 3, and holds all its
/// other digits; 8 is in A (...) or in B (...), and r8c9 sees every one of them: remove ...".
fn xy_wing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut links = step.als_links();
    let (x, y) = (
        links.next().unwrap_or(Candidates::EMPTY),
        links.next().unwrap_or(Candidates::EMPTY),
    );
    let mut sets = step.alses();
    let (Some(a), Some(c), Some(b)) = (sets.next(), sets.next(), sets.next()) else {
        return step.write_removals(f);
    };
    write_intro(f, step, &["A", "C", "B"])?;
    write!(f, "; A and C cannot both hold {}: ", Digits(x).or())?;
    write_restricted(f, step, (a, &"A"), (c, &"C"), x)?;
    write!(f, "; nor can C and B both hold {}: ", Digits(y).or())?;
    write_restricted(f, step, (c, &"C"), (b, &"B"), y)?;
    write!(
        f,
        "; C lacks only one digit, so it holds {} or {}: A lacks {} or B lacks {}, and \
         holds all its other digits; ",
        Digits(x).or(),
        Digits(y).or(),
        Digits(x).or(),
        Digits(y).or()
    )?;
    write_either(f, step, (a, &"A"), (b, &"B"))
}

/// "ALS chain: the almost locked sets A1 = {4,7,9} in r9c2 and r9c9; A2 = ...; A3 = ...; A4 =
/// ... (...); if A1 lacks 9, it holds all its other digits; if it holds 9, A2 cannot (every 9
/// of A1 (...) sees every 9 of A2 (...)), so it lacks 9 and holds 4; then A3 cannot hold 4
/// (...), so it lacks 4 and holds 9; then A4 cannot hold 9 (...), so A4 lacks 9 and holds all
/// its other digits. Either way 4 is in A1 (...) or in A4 (...), and r9c3 sees every one of
/// them: remove ...".
fn chain_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let sets: [Option<Als>; STEP_ALSES] = {
        let mut all = [None; STEP_ALSES];
        for (slot, als) in all.iter_mut().zip(step.alses()) {
            *slot = Some(als);
        }
        all
    };
    let n = step.alses().count();
    let links: [Candidates; STEP_ALSES] = {
        let mut all = [Candidates::EMPTY; STEP_ALSES];
        for (slot, link) in all.iter_mut().zip(step.als_links()) {
            *slot = link;
        }
        all
    };
    let (Some(first), Some(last)) = (sets[0], n.checked_sub(1).and_then(|i| sets[i])) else {
        return step.write_removals(f);
    };
    write_intro(f, step, &[])?;
    write!(
        f,
        "; if A1 lacks {}, it holds all its other digits; if it holds {}",
        Digits(links[0]).or(),
        Digits(links[0]).or()
    )?;
    for i in 1..n {
        let (Some(before), Some(this)) = (sets[i - 1], sets[i]) else {
            break;
        };
        let link = links[i - 1];
        let (name_before, name) = (SetName(&[], i - 1), SetName(&[], i));
        if i == 1 {
            write!(f, ", {name} cannot (")?;
        } else {
            write!(f, "; then {name} cannot hold {} (", Digits(link).or())?;
        }
        write_restricted(f, step, (before, &name_before), (this, &name), link)?;
        if i + 1 == n {
            write!(
                f,
                "), so {name} lacks {} and holds all its other digits",
                Digits(link).or()
            )?;
        } else {
            write!(
                f,
                "), so it lacks {} and holds {}",
                Digits(link).or(),
                Digits(links[i]).or()
            )?;
        }
    }
    f.write_str(". Either way ")?;
    write_either(
        f,
        step,
        (first, &SetName(&[], 0)),
        (last, &SetName(&[], n - 1)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    #[test]
    fn seen_by_all_is_the_common_peers_of_cells_in_one_house() {
        for house in House::ALL {
            let cells = CellSet::house(house);
            // Every subset of the house's cells by a spread of masks.
            for mask in [1u16, 3, 5, 7, 0x11, 0x49, 0x1ff, 0x0f0, 0x100, 0x180] {
                let set: CellSet = house
                    .cells()
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask >> i & 1 == 1)
                    .map(|(_, &c)| c)
                    .collect();
                assert!(set.is_subset(cells));
                assert_eq!(seen_by_all(set), set.common_peers(), "{house} {mask:b}");
            }
        }
        assert_eq!(seen_by_all(CellSet::EMPTY), CellSet::EMPTY);
        let c = Cell::new(40).unwrap();
        assert_eq!(seen_by_all(CellSet::single(c)), CellSet::peers_of(c));
    }

    #[test]
    fn link_rule_leaves_the_digits_the_link_before_did_not_use() {
        // One digit before, one now: usable unless the same.
        assert_eq!(link_rule(3, 0, 3, 0), 0);
        assert_eq!(link_rule(3, 0, 4, 0), 1);
        // One before, two now: the one not used before, or both.
        assert_eq!(link_rule(3, 0, 3, 5), 2);
        assert_eq!(link_rule(5, 0, 3, 5), 1);
        assert_eq!(link_rule(7, 0, 3, 5), 3);
        // Two before, two now.
        assert_eq!(link_rule(3, 5, 3, 5), 0);
        assert_eq!(link_rule(3, 5, 5, 3), 0);
        assert_eq!(link_rule(3, 5, 3, 7), 2);
        assert_eq!(link_rule(3, 5, 7, 3), 1);
        assert_eq!(link_rule(3, 5, 7, 8), 3);
        // Two before, one now.
        assert_eq!(link_rule(3, 5, 5, 0), 0);
        assert_eq!(link_rule(3, 5, 6, 0), 1);
    }

    #[test]
    fn weight_takes_removals_by_digit_then_cell() {
        let mut removed = MarkSet::EMPTY;
        let (c0, c10) = (Cell::new(0).unwrap(), Cell::new(10).unwrap());
        removed.insert(c10, Digit::new(2).unwrap());
        removed.insert(c0, Digit::new(5).unwrap());
        // Digit 2 at r2c2 (cell 10) first: 10 + 2; then digit 5 at r1c1: 0 * 81 + 5.
        assert_eq!(weight(&removed), 12 + 5);
    }
}
