//! Franken fish, as HoDoKu enables them by default: X-Wings and Swordfish whose base or
//! cover houses include boxes. The base houses are rows and boxes, the covers columns and
//! boxes (or columns and boxes as bases, rows and boxes as covers). A place of the digit in
//! two bases is an endo fin. Without fins: every base place lies in a cover, and the digit
//! leaves the covers' other places, and any place in two covers. Finned: the places off the
//! covers and the endo fins are fins (one to five, at most two endo fins); the digit leaves
//! those cells that the fish would clear and that see every fin.
//!
//! The search is HoDoKu's general fish search (`FishSolver.getFishes`), first found: digits
//! 1 to 9; rows (with boxes) as bases first, then columns; base combinations in increasing
//! order of HoDoKu's list of units, then cover combinations the same way.

use core::ops::ControlFlow;

use crate::explain::Step;
use crate::explain::engine::bits::{house_bits, peer_bits};
use crate::explain::search::Sink;
use crate::explain::step::Facts;
use crate::geometry::units_of;
use crate::{Candidates, CellSet, Digit, House, MarkSet, Marks};

/// The most fins a finned fish may have, HoDoKu's default.
const MAX_FINS: usize = 5;

/// The most endo fins, HoDoKu's default.
const MAX_ENDO_FINS: usize = 2;

fn facts(size: usize, finned: bool) -> &'static Facts {
    match (size, finned) {
        (2, false) => &super::FRANKEN_X_WING,
        (2, true) => &super::FINNED_FRANKEN_X_WING,
        (_, false) => &super::FRANKEN_SWORDFISH,
        (_, true) => &super::FINNED_FRANKEN_SWORDFISH,
    }
}

/// The cells of `cells` that see every cell of `fins`, as bit masks.
fn seeing_all(mut cells: u128, fins: u128) -> u128 {
    let mut rest = fins;
    while rest != 0 && cells != 0 {
        cells &= peer_bits(rest.trailing_zeros() as usize);
        rest &= rest - 1;
    }
    cells
}

/// Whether `bits` has at most `n` bits set.
fn at_most(mut bits: u128, n: usize) -> bool {
    for _ in 0..n {
        bits &= bits.wrapping_sub(1);
    }
    bits == 0
}

/// One digit's search in one orientation: HoDoKu's lists of base and cover units, each a
/// house (its index in [`House::ALL`]) and the digit's places there.
struct Search<'a> {
    size: usize,
    finned: bool,
    digit: Digit,
    /// Whether rows (with boxes) are the bases, columns (with boxes) the covers.
    rows_as_bases: bool,
    bases: &'a [(u8, u128)],
    covers: &'a [(u8, u128)],
    /// The bases chosen so far, as indices of `bases`.
    chosen: [usize; 3],
}

/// The search, giving each fish to `sink`; `barren` holds each digit's places where it
/// found nothing before (see `Context::barren`), and gets those where it finds nothing
/// now.
pub(super) fn franken(
    marks: &Marks,
    size: usize,
    finned: bool,
    barren: &mut [u128; 9],
    sink: Sink<'_>,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        let with = marks.cells_with(digit).bits();
        let barren = &mut barren[usize::from(digit.get() - 1)];
        if with == 0 || with == *barren {
            continue;
        }
        // Whether the sink got a step for this digit: then its places are not barren, even
        // when the sink goes on.
        let mut gave = false;
        let sink: Sink<'_> = &mut |step| {
            gave = true;
            sink(step)
        };
        for rows_as_bases in [true, false] {
            // HoDoKu's unit lists: houses in the order rows, columns, boxes; lines of one
            // direction are bases, of the other covers; boxes are both. Without fins, a base
            // has at most as many places as the fish has bases.
            let mut bases = [(0u8, 0u128); 18];
            let mut covers = bases;
            let (mut n_bases, mut n_covers) = (0, 0);
            for house in 0..27 {
                let places = house_bits(house) & with;
                if places == 0 {
                    continue;
                }
                let is_base = match house {
                    0..9 => rows_as_bases,
                    9..18 => !rows_as_bases,
                    _ => true,
                };
                if is_base && (finned || at_most(places, size)) {
                    bases[n_bases] = (house as u8, places);
                    n_bases += 1;
                }
                if house >= 18 || !is_base {
                    covers[n_covers] = (house as u8, places);
                    n_covers += 1;
                }
            }
            let mut search = Search {
                size,
                finned,
                digit,
                rows_as_bases,
                bases: &bases[..n_bases],
                covers: &covers[..n_covers],
                chosen: [0; 3],
            };
            search.bases_from(0, 0, 0, 0, with, sink)?;
        }
        if !gave {
            *barren = with;
        }
    }
    ControlFlow::Continue(())
}

/// The covers that can go with the chosen bases: their places and their indices in the
/// cover list, in order, and each house's position among them (`u8::MAX` for none); the
/// bases' places and endo fins; the cells the fish could remove the digit from.
struct Covers<'a> {
    places: &'a [u128],
    index: &'a [usize],
    position: [u8; 27],
    base: u128,
    endo: u128,
    /// The cells a fish on these bases could remove the digit from (see
    /// [`Search::may_remove`]).
    removable: u128,
}

impl Search<'_> {
    /// Chooses base `level` (from 0) among the bases from `from` on, given the places of
    /// those chosen (`places`) and their endo fins.
    fn bases_from(
        &mut self,
        level: usize,
        from: usize,
        places: u128,
        endo: u128,
        removable: u128,
        sink: Sink<'_>,
    ) -> ControlFlow<()> {
        for i in from..self.bases.len() {
            let unit = self.bases[i].1;
            let overlap = places & unit;
            // HoDoKu counts the endo fins so far and the new ones.
            if overlap != 0
                && (!self.finned
                    || (CellSet::from_bits(endo).len() + CellSet::from_bits(overlap).len())
                        > MAX_ENDO_FINS)
            {
                continue;
            }
            self.chosen[level] = i;
            let (places, endo) = (places | unit, endo | overlap);
            if level + 1 == self.size {
                self.covers(places, endo, removable, sink)?;
            } else {
                self.bases_from(level + 1, i + 1, places, endo, removable, sink)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Tries every combination of covers, in order, for the chosen bases, whose places are
    /// `base` with the endo fins `endo`.
    fn covers(&self, base: u128, endo: u128, removable: u128, sink: Sink<'_>) -> ControlFlow<()> {
        if !self.finned && endo != 0 {
            return ControlFlow::Continue(());
        }
        let used = self.chosen[..self.size]
            .iter()
            .fold(0u32, |used, &i| used | 1 << self.bases[i].0);
        // The covers that are no base and hold some base place, in list order.
        let mut covers = [0u128; 18];
        let mut index = [0usize; 18];
        let mut n = 0;
        for (i, &(house, places)) in self.covers.iter().enumerate() {
            if used >> house & 1 == 0 && places & base != 0 {
                covers[n] = places;
                index[n] = i;
                n += 1;
            }
        }
        if n < self.size {
            return ControlFlow::Continue(());
        }
        let mut avail = 0u32;
        let mut reach = 0u128;
        for &i in &index[..n] {
            avail |= 1 << self.covers[i].0;
            reach |= self.covers[i].1;
        }
        let removable = if self.finned {
            self.may_remove(base, endo, avail, reach & removable)
        } else {
            !0
        };
        if removable == 0 {
            return ControlFlow::Continue(());
        }
        let mut position = [u8::MAX; 27];
        for (at, &i) in index[..n].iter().enumerate() {
            position[usize::from(self.covers[i].0)] = at as u8;
        }
        let covers = Covers {
            places: &covers[..n],
            index: &index[..n],
            position,
            base,
            endo,
            removable,
        };
        // How many base places each cover takes, the most a cover from each position on
        // takes, and what the fins may number: a combination whose covers take too few
        // leaves too many fins, and is not tried.
        let mut takes = [0usize; 18];
        for (take, &cover) in takes.iter_mut().zip(covers.places) {
            *take = CellSet::from_bits(cover & base).len();
        }
        let mut most = [0usize; 19];
        for c in (0..n).rev() {
            most[c] = most[c + 1].max(takes[c]);
        }
        let fins = if self.finned { MAX_FINS } else { 0 };
        let need = CellSet::from_bits(base).len().saturating_sub(fins);
        if self.size == 2 {
            for a in 0..n - 1 {
                if takes[a] + most[a + 1] >= need {
                    self.last(&covers, [a, 0], 1, covers.places[a], 0, sink)?;
                }
            }
        } else {
            for a in 0..n - 2 {
                if takes[a] + 2 * most[a + 1] < need {
                    continue;
                }
                for b in a + 1..n - 1 {
                    if takes[a] + takes[b] + most[b + 1] < need {
                        continue;
                    }
                    let (x, y) = (covers.places[a], covers.places[b]);
                    self.last(&covers, [a, b], 2, x | y, x & y, sink)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The cells that could lose the digit to a finned fish on the bases with places `base`
    /// and endo fins `endo`, with covers among the houses `avail` (holding the places
    /// `reach`). Such a cell sees every fin, so the covers hold it and every base place it
    /// does not see, and it sees the endo fins; a base place is in two covers. A necessary condition, checked before the
    /// covers are tried one combination after another.
    fn may_remove(&self, base: u128, endo: u128, avail: u32, reach: u128) -> u128 {
        let mut cells = reach & !self.seen_by_none(endo);
        let mut removable = 0;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let must = (base & !peer_bits(cell)) | 1 << cell;
            let may = if base >> cell & 1 == 1 {
                // A base place leaves only as a place in two covers: its line and its box
                // are both covers, and the others hold the rest.
                let [line, boxed] = self.cover_houses(cell);
                avail >> line & 1 == 1
                    && avail >> boxed & 1 == 1
                    && self.coverable(
                        must & !(house_bits(line) | house_bits(boxed)),
                        self.size - 2,
                        avail,
                    )
            } else {
                self.few_covers(must) && self.coverable(must, self.size, avail)
            };
            if may {
                removable |= 1 << cell;
            }
        }
        removable
    }

    /// The cells that do not see every cell of `endo` (none when it is empty).
    fn seen_by_none(&self, endo: u128) -> u128 {
        if endo == 0 { 0 } else { !seeing_all(!0, endo) }
    }

    /// Whether `cells` might lie in `self.size` cover houses: false when it has more cells
    /// than that of which no two share a cover house (a line of the cover direction or a
    /// box).
    fn few_covers(&self, cells: u128) -> bool {
        // Greedily: the first cell left, then the cells sharing none of its cover houses.
        let mut rest = cells;
        for _ in 0..self.size {
            if rest == 0 {
                return true;
            }
            let [line, boxed] = self.cover_houses(rest.trailing_zeros() as usize);
            rest &= !(house_bits(line) | house_bits(boxed));
        }
        rest == 0
    }

    /// Whether `left` of the houses `avail` can hold every cell of `cells`.
    fn coverable(&self, cells: u128, left: usize, avail: u32) -> bool {
        if cells == 0 {
            return true;
        }
        if left == 0 {
            return false;
        }
        let cell = cells.trailing_zeros() as usize;
        self.cover_houses(cell).into_iter().any(|house| {
            avail >> house & 1 == 1 && self.coverable(cells & !house_bits(house), left - 1, avail)
        })
    }

    /// The last covers (as a mask of positions, among `tries`) that could make a finned fish
    /// that removes something, when the covers chosen before hold `places` (`cannibal` in two
    /// of them) and leave the base places `need`. A cell the fish removes sees every fin, the
    /// endo fins and the base places the last cover leaves. If the covers before hold it,
    /// the last cover must take the places of `need` it does not see, which lie in one of
    /// two houses; if the last cover holds it, it sees `need` (or is in it) whichever house
    /// that is. Each candidate is then checked in full.
    fn last_covers(
        &self,
        covers: &Covers<'_>,
        need: u128,
        places: u128,
        cannibal: u128,
        tries: u32,
    ) -> u32 {
        let (base, endo) = (covers.base, covers.endo);
        let mut found = 0u32;
        let mut mark = |house: usize| {
            let at = covers.position[house];
            if at != u8::MAX {
                found |= 1 << at;
            }
        };
        // Cells the covers before hold, off the bases or in two of them.
        let mut held = ((places & !base) | cannibal) & covers.removable;
        while held != 0 {
            let cell = held.trailing_zeros() as usize;
            held &= held - 1;
            let peers = peer_bits(cell);
            if endo & !peers != 0 {
                continue;
            }
            let rest = need & !peers;
            if rest == 0 {
                return tries;
            }
            let r = rest.trailing_zeros() as usize;
            for house in self.cover_houses(r) {
                if rest & !house_bits(house) == 0 {
                    mark(house);
                }
            }
        }
        // Cells the last cover holds: off the bases, or in a cover before; seeing every endo
        // fin and every place of `need` but themselves.
        let mut sees = covers.removable & (!base | places);
        let mut rest = need | endo;
        while rest != 0 && sees != 0 {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let seen = peer_bits(cell) | if endo >> cell & 1 == 1 { 0 } else { 1 << cell };
            sees &= seen;
        }
        while sees != 0 {
            let cell = sees.trailing_zeros() as usize;
            sees &= sees - 1;
            for house in self.cover_houses(cell) {
                mark(house);
            }
        }
        found & tries
    }

    /// The cover houses through `cell`: its line of the cover direction and its box.
    fn cover_houses(&self, cell: usize) -> [usize; 2] {
        let [row, column, boxed] = units_of(cell);
        let line = if self.rows_as_bases { column } else { row };
        [line, boxed]
    }

    /// Tries each last cover after the first `level` covers `pick` (whose places are `places`,
    /// `cannibal` those in two of them), and gives each fish that removes something.
    fn last(
        &self,
        covers: &Covers<'_>,
        pick: [usize; 2],
        level: usize,
        places: u128,
        cannibal: u128,
        sink: Sink<'_>,
    ) -> ControlFlow<()> {
        let (base, endo) = (covers.base, covers.endo);
        let need = base & !places;
        let from = pick[level - 1] + 1;
        let n = covers.places.len();
        let mut tries = (1u32 << n) - (1u32 << from);
        if self.finned {
            tries &= self.last_covers(covers, need, places, cannibal, tries);
        }
        while tries != 0 {
            let c = tries.trailing_zeros() as usize;
            tries &= tries - 1;
            let cover = covers.places[c];
            let fins = (need & !cover) | endo;
            let clears = ((places | cover) & !base) | cannibal | (places & cover);
            let removed = if fins == 0 {
                if self.finned {
                    continue;
                }
                clears
            } else {
                if !self.finned || !at_most(fins, MAX_FINS) {
                    continue;
                }
                seeing_all(clears, fins)
            };
            if removed == 0 {
                continue;
            }
            let mut eliminations = MarkSet::EMPTY;
            eliminations.insert_cells(CellSet::from_bits(removed), self.digit);
            let mut step = Step::new(facts(self.size, self.finned));
            for &b in &self.chosen[..self.size] {
                step = step.with_house(House::ALL[usize::from(self.bases[b].0)]);
            }
            for &p in pick[..level].iter().chain([c].iter()) {
                step = step.with_cover(House::ALL[usize::from(self.covers[covers.index[p]].0)]);
            }
            sink(
                &step
                    .with_cells(CellSet::from_bits(base))
                    .with_digits(Candidates::only(self.digit))
                    .with_eliminations(eliminations),
            )?;
        }
        ControlFlow::Continue(())
    }
}
