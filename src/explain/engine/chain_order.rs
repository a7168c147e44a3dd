//! HoDoKu's choice among the chains one search finds (`SolutionStep.compareTo`): it gathers
//! them all, one per set of eliminations (the shortest chain for it), sorts them and takes the
//! first. The searches here offer each chain as they find it to a [`Best`], which keeps the
//! one the sort would put first, without storing the others.
//!
//! The order: more eliminations first; between steps that are not *equivalent* (another type
//! of step, or other eliminations), the smaller weighted sum of the eliminations, taken sorted
//! by digit then cell (the k-th, from 0, adds its cell times 1 + 80k plus its digit), and when
//! the sums are equal the one found first; between equivalent steps, the shorter chain, then
//! the one found first.

use crate::MarkSet;

/// A step as HoDoKu's sort of chains sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ranked {
    /// The step's type as HoDoKu names it (a continuous loop, an AIC, a grouped one...):
    /// steps of two types are never equivalent.
    pub(crate) kind: u8,
    pub(crate) eliminations: MarkSet,
    pub(crate) count: usize,
    pub(crate) weight: i64,
    /// The chain's length in nodes.
    pub(crate) length: usize,
}

impl Ranked {
    pub(crate) fn new(kind: u8, eliminations: MarkSet, length: usize) -> Ranked {
        let (count, weight) = count_and_weight(&eliminations);
        Ranked {
            kind,
            eliminations,
            count,
            weight,
            length,
        }
    }

    /// Whether this step, found after `best`, sorts before it.
    pub(crate) fn beats(&self, best: &Ranked) -> bool {
        if self.count != best.count {
            return self.count > best.count;
        }
        if self.kind != best.kind || self.eliminations != best.eliminations {
            return self.weight < best.weight;
        }
        self.length < best.length
    }
}

/// How many eliminations there are, and HoDoKu's weighted index sum over them sorted by
/// digit, then cell.
fn count_and_weight(eliminations: &MarkSet) -> (usize, i64) {
    let mut sum = 0i64;
    let mut k = 0i64;
    for digit in crate::Digit::ALL {
        let mut cells = eliminations.cells_with(digit).bits();
        while cells != 0 {
            let cell = i64::from(cells.trailing_zeros() as u8);
            cells &= cells - 1;
            sum += cell * (1 + 80 * k) + i64::from(digit.get());
            k += 1;
        }
    }
    (k as usize, sum)
}

/// HoDoKu's weighted index sum over the eliminations sorted by digit, then cell.
#[cfg(test)]
fn weight(eliminations: &MarkSet) -> i64 {
    count_and_weight(eliminations).1
}

/// The best step offered so far, with what the search keeps of it.
pub(crate) struct Best<T> {
    best: Option<(Ranked, T)>,
}

impl<T> Best<T> {
    pub(crate) const fn new() -> Best<T> {
        Best { best: None }
    }

    /// Whether `ranked`, found now, would become the best.
    pub(crate) fn would_take(&self, ranked: &Ranked) -> bool {
        match &self.best {
            None => true,
            Some((best, _)) => ranked.beats(best),
        }
    }

    /// Whether a step of `kind` with these eliminations could become the best with a chain
    /// short enough.
    pub(crate) fn could_take(&self, kind: u8, eliminations: MarkSet) -> bool {
        match &self.best {
            None => true,
            Some((best, _)) => {
                let probe = Ranked::new(kind, eliminations, 0);
                probe.beats(best)
            }
        }
    }

    /// Offers a step; `keep` makes what to keep of it, only when it becomes the best.
    pub(crate) fn offer(&mut self, ranked: Ranked, keep: impl FnOnce() -> T) {
        if self.would_take(&ranked) {
            self.best = Some((ranked, keep()));
        }
    }

    /// Adds the best of `later`, whose steps were all found after this one's.
    pub(crate) fn then(self, later: Best<T>) -> Best<T> {
        match (self.best, later.best) {
            (Some(a), Some(b)) => {
                if b.0.beats(&a.0) {
                    Best { best: Some(b) }
                } else {
                    Best { best: Some(a) }
                }
            }
            (a, b) => Best { best: a.or(b) },
        }
    }

    pub(crate) fn into_inner(self) -> Option<(Ranked, T)> {
        self.best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cell, Digit};

    fn set(marks: &[(u8, u8)]) -> MarkSet {
        let mut set = MarkSet::EMPTY;
        for &(cell, digit) in marks {
            set.insert(Cell::new(cell).unwrap(), Digit::new(digit).unwrap());
        }
        set
    }

    #[test]
    fn weight_reads_eliminations_by_digit_then_cell() {
        // r1c3-3 (cell 2) comes before r1c2-4 (cell 1): digit first; the second weighs its
        // cell 81 times.
        let w = weight(&set(&[(1, 4), (2, 3)]));
        assert_eq!(w, (2 + 3) + (81 + 4));
    }

    #[test]
    fn more_eliminations_then_smaller_weight_then_shorter_chain() {
        let one = Ranked::new(0, set(&[(10, 1)]), 8);
        let two = Ranked::new(0, set(&[(40, 1), (50, 1)]), 12);
        assert!(two.beats(&one));
        assert!(!one.beats(&two));
        let low = Ranked::new(0, set(&[(5, 1)]), 12);
        assert!(low.beats(&one));
        let same_shorter = Ranked::new(0, set(&[(10, 1)]), 6);
        assert!(same_shorter.beats(&one));
        // Another type with the same eliminations: equal weights, the first found stays.
        let other_kind = Ranked::new(1, set(&[(10, 1)]), 4);
        assert!(!other_kind.beats(&one));
        let mut best = Best::new();
        best.offer(one, || 1);
        best.offer(other_kind, || 2);
        best.offer(same_shorter, || 3);
        assert_eq!(best.into_inner().map(|b| b.1), Some(3));
    }
}
