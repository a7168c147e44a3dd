//! Sums of cells (little killers, arrows, killer cages' totals): which digits of each cell some
//! assignment uses whose total lies in a set of targets. The cells come in groups that see each
//! other (up to three, see [`group`]), whose digits differ, and groups whose cells all see each
//! other form runs, whose digits differ too; digits of different runs may repeat. A forward pass
//! lists the totals each prefix of the runs can reach, a backward pass the totals each suffix
//! can complete; a run's digits stay where one meets the other. Exact for the sum with the
//! groups' differences alone; a run of several groups adds what the totals of as many different
//! digits tell, which is sound but not always exact.

use super::digits::bit;
use alloc::vec::Vec;

use super::model::{Builder, Contradiction, Narrow, Propagate};

/// The largest total a set of sums holds: 64 cells of 16.
pub(crate) const MAX_SUM: usize = 1023;
/// The most cells a sum runs over.
pub(crate) const MAX_CELLS: usize = 64;

/// A set of totals from 0 to `64 * W - 1` (at most [`MAX_SUM`]), as bits. `W` is chosen for
/// the largest total a rule can ask for: one word for the sums of a 9x9 board, where the
/// search spends its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sums<const W: usize>([u64; W]);

/// Runs `$body` with `$w` a constant: the fewest words of [`Sums`] that hold totals up to
/// `$max`.
macro_rules! with_width {
    ($max:expr, $w:ident => $body:expr) => {
        match $max {
            0..64 => {
                const $w: usize = 1;
                $body
            }
            64..128 => {
                const $w: usize = 2;
                $body
            }
            128..256 => {
                const $w: usize = 4;
                $body
            }
            _ => {
                const $w: usize = 16;
                $body
            }
        }
    };
}
pub(crate) use with_width;

impl<const W: usize> Sums<W> {
    pub(crate) const EMPTY: Sums<W> = Sums([0; W]);

    /// The set of one total (empty if it is above what `W` words hold).
    pub(crate) fn of(total: u32) -> Sums<W> {
        let mut sums = Sums::EMPTY;
        sums.insert(total);
        sums
    }

    pub(crate) fn insert(&mut self, total: u32) {
        if (total as usize) < 64 * W {
            self.0[total as usize / 64] |= 1 << (total % 64);
        }
    }

    pub(crate) fn contains(&self, total: u32) -> bool {
        (total as usize) < 64 * W && self.0[total as usize / 64] & (1 << (total % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(crate) fn and(&self, other: &Sums<W>) -> Sums<W> {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        out
    }

    fn intersects(&self, other: &Sums<W>) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    fn or_assign(&mut self, other: &Sums<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }

    /// Every total plus `by` (totals past the top drop out).
    #[inline]
    fn up(&self, by: u32) -> Sums<W> {
        if W == 1 {
            let mut out = Sums::EMPTY;
            out.0[0] = self.0[0].checked_shl(by).unwrap_or(0);
            return out;
        }
        let (words, bits) = (by as usize / 64, by % 64);
        let mut out = Sums::EMPTY;
        for i in (words..W).rev() {
            let low = self.0[i - words];
            out.0[i] = low << bits;
            if bits > 0 && i > words {
                out.0[i] |= self.0[i - words - 1] >> (64 - bits);
            }
        }
        out
    }

    /// Every total minus `by` (totals below 0 drop out).
    #[inline]
    fn down(&self, by: u32) -> Sums<W> {
        if W == 1 {
            let mut out = Sums::EMPTY;
            out.0[0] = self.0[0].checked_shr(by).unwrap_or(0);
            return out;
        }
        let (words, bits) = (by as usize / 64, by % 64);
        let mut out = Sums::EMPTY;
        for i in 0..W.saturating_sub(words) {
            out.0[i] = self.0[i + words] >> bits;
            if bits > 0 && i + words + 1 < W {
                out.0[i] |= self.0[i + words + 1] << (64 - bits);
            }
        }
        out
    }
}

/// The totals of `before` plus one digit of `mask`.
#[cfg(test)]
fn step<const W: usize>(before: &Sums<W>, mask: u16) -> Sums<W> {
    let mut out = Sums::EMPTY;
    let mut digits = mask;
    while digits != 0 {
        let digit = digits.trailing_zeros() + 1;
        digits &= digits - 1;
        out.or_assign(&before.up(digit));
    }
    out
}

/// Narrows `masks` (the candidates of the cells, in order) to the digits of assignments whose
/// total lies in `targets`, and returns the totals in `targets` they can reach; `None` when
/// none can (a digit left with no candidate is one such case). The reference the grouped sums
/// are tested against (each cell a group of its own).
#[cfg(test)]
pub(crate) fn narrow_to_sums<const W: usize>(
    masks: &mut [u16],
    targets: &Sums<W>,
) -> Option<Sums<W>> {
    let k = masks.len().min(MAX_CELLS);
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    prefix[0] = Sums::of(0);
    for i in 0..k {
        prefix[i + 1] = step(&prefix[i], masks[i]);
    }
    let reached = prefix[k].and(targets);
    if reached.is_empty() {
        return None;
    }
    // `need`: the totals after the cells before `i` from which the rest can reach a target.
    let mut need = reached;
    for i in (0..k).rev() {
        let (mut keep, mut before) = (0u16, Sums::EMPTY);
        let mut digits = masks[i];
        while digits != 0 {
            let digit = digits.trailing_zeros() + 1;
            digits &= digits - 1;
            let from = need.down(digit);
            if from.intersects(&prefix[i]) {
                keep |= bit(digit as u8);
                before.or_assign(&from);
            }
        }
        masks[i] = keep;
        need = before.and(&prefix[i]);
    }
    Some(reached)
}

/// The most cells a group of a grouped sum holds (see [`group`]): its totals are listed
/// exactly, digit by digit.
pub(crate) const MAX_GROUP: usize = 3;

/// How the cells of a sum are grouped (see [`group`]): `lens`, each group's length (up to
/// [`MAX_GROUP`] cells that see each other); `runs`, how many groups in a row make each run, a
/// set of groups whose cells all see each other too (up to a whole house).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) lens: Vec<u8>,
    pub(crate) runs: Vec<u8>,
}

impl Layout {
    /// Every cell a group and a run of its own.
    #[cfg(test)]
    pub(crate) fn alone(cells: usize) -> Layout {
        Layout {
            lens: alloc::vec![1; cells],
            runs: alloc::vec![1; cells],
        }
    }
}

/// The most cells a run holds on a board of `n` digits: as many as keep the total of its
/// largest digits under 64, one word of totals (9 cells on a 9x9 board, 7 on a 12x12, 4 on
/// a 16x16).
fn largest_run(n: usize) -> usize {
    let (mut total, mut cells) = (0, 0);
    while cells < n && total + (n - cells) < 64 {
        total += n - cells;
        cells += 1;
    }
    cells
}

/// Cells whose digits sum to a total, in groups of cells that all see each other (so hold
/// different digits), and the groups in runs whose cells all see each other: `cells`
/// reordered run by run and group by group, and how they are grouped. Each cell joins the
/// first group it fits (all of whose cells are its peers, and fewer than [`MAX_GROUP`]); a
/// cell alone is a group of one. Each group joins the first run it fits the same way, up to
/// [`largest_run`] cells.
///
/// Groups give a sum its exact totals; a run adds that its digits all differ across its
/// groups: eight cells of an arrow in one box sum to 45 less the ninth.
pub(crate) fn group(builder: &Builder, cells: &[u16]) -> (Vec<u16>, Layout) {
    let sees_all = |group: &[u16], cell: u16| {
        group
            .iter()
            .all(|&o| builder.are_peers(o.into(), cell.into()))
    };
    let mut groups: Vec<Vec<u16>> = Vec::new();
    for &cell in cells {
        match groups
            .iter_mut()
            .find(|g| g.len() < MAX_GROUP && sees_all(g, cell))
        {
            Some(g) => g.push(cell),
            None => groups.push(alloc::vec![cell]),
        }
    }
    let most = largest_run(builder.size());
    let mut runs: Vec<Vec<Vec<u16>>> = Vec::new();
    for group in groups {
        let fits = runs.iter_mut().find(|run| {
            run.iter().map(Vec::len).sum::<usize>() + group.len() <= most
                && run.iter().flatten().all(|&o| sees_all(&group, o))
        });
        match fits {
            Some(run) => run.push(group),
            None => runs.push(alloc::vec![group]),
        }
    }
    let layout = Layout {
        lens: runs.iter().flatten().map(|g| g.len() as u8).collect(),
        runs: runs.iter().map(|run| run.len() as u8).collect(),
    };
    (runs.concat().concat(), layout)
}

/// The totals of one cell: digit `d` (bit `d - 1` of `mask`) is total `d` (bit `d`).
#[inline]
fn one_totals(mask: u16) -> u64 {
    u64::from(mask) << 1
}

/// The totals two cells with different digits of `a` and `b` can make, a bit per total: for
/// each digit `x` of `a`, the digits of `b` but `x`, shifted up by `x`.
#[inline]
fn pair_totals(a: u16, b: u16) -> u64 {
    let mut totals = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        totals |= one_totals(b & !x) << (x.trailing_zeros() + 1);
    }
    totals
}

/// The totals three cells with different digits of `a`, `b` and `c` can make.
#[inline]
fn triple_totals(a: u16, b: u16, c: u16) -> u64 {
    let mut totals = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        totals |= pair_totals(b & !x, c & !x) << (x.trailing_zeros() + 1);
    }
    totals
}

/// The totals one group (one to [`MAX_GROUP`] cells) can make with different digits of
/// `masks`: a bit per total (at most 48).
#[inline]
fn group_totals(masks: &[u16]) -> u64 {
    match *masks {
        [a] => one_totals(a),
        [a, b] => pair_totals(a, b),
        [a, b, c] => triple_totals(a, b, c),
        _ => 0,
    }
}

/// The totals of `count` different digits of `digits`, a bit per total (those under 64),
/// whichever cells they sit in.
fn distinct_totals(digits: u16, count: usize) -> u64 {
    // by_count[k]: the totals of k different digits of those looked at so far.
    let mut by_count = [0u64; 17];
    by_count[0] = 1;
    let mut left = digits;
    let mut seen = 0;
    while left != 0 {
        let d = left.trailing_zeros() + 1;
        left &= left - 1;
        seen += 1;
        for k in (1..=seen.min(count)).rev() {
            by_count[k] |= by_count[k - 1] << d;
        }
    }
    by_count.get(count).copied().unwrap_or(0)
}

/// The digits of `a` that, with different digits of the other cells (`rest` gives the totals
/// they make without a digit), make a total of `good`.
#[inline]
fn keep_of(a: u16, good: u64, rest: impl Fn(u16) -> u64) -> u16 {
    keep_if(a, |x| rest(x) << (x.trailing_zeros() + 1) & good != 0)
}

/// Keeps the digits of each cell of one group that make a total of `good` (a bit per total)
/// with different digits of the group's other cells.
#[inline]
fn group_keep(masks: &mut [u16], good: u64) {
    match *masks {
        [a] => masks[0] = a & (good >> 1) as u16,
        [a, b] => {
            masks[0] = keep_of(a, good, |x| one_totals(b & !x));
            masks[1] = keep_of(b, good, |y| one_totals(a & !y));
        }
        [a, b, c] => {
            masks[0] = keep_of(a, good, |x| pair_totals(b & !x, c & !x));
            masks[1] = keep_of(b, good, |y| pair_totals(a & !y, c & !y));
            masks[2] = keep_of(c, good, |z| pair_totals(a & !z, b & !z));
        }
        _ => masks.fill(0),
    }
}

/// Whether two cells can take different digits of `b` and `c`.
#[inline]
fn pair_possible(b: u16, c: u16) -> bool {
    b != 0 && c != 0 && (b != c || b & (b - 1) != 0)
}

/// [`group_keep`] when every total the group makes is good: each cell keeps the digits that
/// the group's other cells can complete with different digits, whatever they total (much
/// cheaper than listing the totals again; the same digits).
#[inline]
fn group_keep_distinct(masks: &mut [u16]) {
    match *masks {
        [a, b] => {
            masks[0] = keep_if(a, |x| b & !x != 0);
            masks[1] = keep_if(b, |y| a & !y != 0);
        }
        [a, b, c] => {
            masks[0] = keep_if(a, |x| pair_possible(b & !x, c & !x));
            masks[1] = keep_if(b, |y| pair_possible(a & !y, c & !y));
            masks[2] = keep_if(c, |z| pair_possible(a & !z, b & !z));
        }
        _ => {}
    }
}

/// The digits `x` of `a` (as bits) for which `good(x)` holds.
#[inline]
fn keep_if(a: u16, good: impl Fn(u16) -> bool) -> u16 {
    let mut keep = 0;
    let mut xs = a;
    while xs != 0 {
        let x = xs & xs.wrapping_neg();
        xs &= xs - 1;
        if good(x) {
            keep |= x;
        }
    }
    keep
}

/// Runs of one group each, for the groups of a run.
const ALONE: [u8; MAX_CELLS] = [1; MAX_CELLS];

/// The totals one run can make (`lens`, its groups): those of its groups' digits, different
/// within each group, that are also totals of as many different digits.
fn run_totals(masks: &[u16], lens: &[u8]) -> u64 {
    if let [_] = lens {
        return group_totals(masks);
    }
    let groups: Sums<1> = reach(masks, lens, &ALONE[..lens.len()]);
    let digits = masks.iter().fold(0, |all, &m| all | m);
    groups.0[0] & distinct_totals(digits, masks.len())
}

/// Keeps the digits of each cell of one run (`lens`, its groups; `totals`, what it can make)
/// that make a total of `good`: with its group as [`narrow_grouped`] keeps them, and with
/// different digits of the run's other cells.
fn run_keep(masks: &mut [u16], lens: &[u8], good: u64, totals: u64) {
    if let [_] = lens {
        return if good == totals {
            group_keep_distinct(masks)
        } else {
            group_keep(masks, good)
        };
    }
    if narrow(masks, lens, &ALONE[..lens.len()], &Sums::<1>([good])).is_none() {
        masks.fill(0);
        return;
    }
    let all = masks.iter().fold(0, |all, &m| all | m);
    let rest = masks.len() - 1;
    let keep_all = keep_of(all, good, |x| distinct_totals(all & !x, rest));
    for i in 0..masks.len() {
        let others = masks
            .iter()
            .enumerate()
            .fold(0, |u, (j, &m)| if j == i { u } else { u | m });
        masks[i] &= if others == all {
            keep_all
        } else {
            keep_of(masks[i], good, |x| distinct_totals(others & !x, rest))
        };
    }
}

/// The totals that cells in runs of groups (`lens` and `runs`, from [`group`]) can reach,
/// after each run: `prefix[r]` before run `r`; and each run's own totals in `totals`.
fn runs_prefix<const W: usize>(
    masks: &[u16],
    lens: &[u8],
    runs: &[u8],
    prefix: &mut [Sums<W>; MAX_CELLS + 1],
    totals: &mut [u64; MAX_CELLS],
) -> usize {
    let count = runs.len().min(MAX_CELLS);
    let (mut start, mut group) = (0, 0);
    prefix[0] = Sums::of(0);
    for r in 0..count {
        let own = &lens[group..group + usize::from(runs[r])];
        let end = start + own.iter().map(|&l| usize::from(l)).sum::<usize>();
        totals[r] = run_totals(&masks[start..end], own);
        let mut left = totals[r];
        let mut next = Sums::EMPTY;
        while left != 0 {
            next.or_assign(&prefix[r].up(left.trailing_zeros()));
            left &= left - 1;
        }
        prefix[r + 1] = next;
        start = end;
        group += own.len();
    }
    count
}

/// The totals cells in runs of groups can reach.
fn reach<const W: usize>(masks: &[u16], lens: &[u8], runs: &[u8]) -> Sums<W> {
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    let count = runs_prefix(masks, lens, runs, &mut prefix, &mut [0; MAX_CELLS]);
    prefix[count]
}

/// The digits of assignments of cells in runs of groups whose total lies in `targets`.
fn narrow<const W: usize>(
    masks: &mut [u16],
    lens: &[u8],
    runs: &[u8],
    targets: &Sums<W>,
) -> Option<Sums<W>> {
    let mut prefix = [Sums::EMPTY; MAX_CELLS + 1];
    let mut totals = [0u64; MAX_CELLS];
    let count = runs_prefix(masks, lens, runs, &mut prefix, &mut totals);
    let reached = prefix[count].and(targets);
    if reached.is_empty() {
        return None;
    }
    let mut need = reached;
    let mut end = masks.len().min(lens.iter().map(|&l| usize::from(l)).sum());
    let mut group_end = lens.len();
    for r in (0..count).rev() {
        let own = &lens[group_end - usize::from(runs[r])..group_end];
        group_end -= own.len();
        let start = end - own.iter().map(|&l| usize::from(l)).sum::<usize>();
        // The run's totals that some way before it and some way after it complete.
        let (mut good, mut before) = (0u64, Sums::EMPTY);
        let mut left = totals[r];
        while left != 0 {
            let total = left.trailing_zeros();
            left &= left - 1;
            let from = need.down(total);
            if from.intersects(&prefix[r]) {
                good |= 1 << total;
                before.or_assign(&from);
            }
        }
        run_keep(&mut masks[start..end], own, good, totals[r]);
        need = before.and(&prefix[r]);
        end = start;
    }
    Some(reached)
}

/// The totals cells laid out by [`group`] can reach.
pub(crate) fn reach_grouped<const W: usize>(masks: &[u16], layout: &Layout) -> Sums<W> {
    reach(masks, &layout.lens, &layout.runs)
}

/// [`narrow_to_sums`] for cells laid out by [`group`]: the digits of assignments whose total
/// lies in `targets`, each group's digits all different, and each run's as far as the
/// totals of different digits tell.
pub(crate) fn narrow_grouped<const W: usize>(
    masks: &mut [u16],
    layout: &Layout,
    targets: &Sums<W>,
) -> Option<Sums<W>> {
    narrow(masks, &layout.lens, &layout.runs, targets)
}

/// Every set of `cells` different digits from 1 to `n` that sums to `sum`, as masks (listed
/// digit by digit, each branch cut as soon as its total is out of reach).
pub(crate) fn digit_sets(n: usize, cells: usize, sum: u32) -> Vec<u16> {
    /// Sets of `k` digits from 1 to `top` summing to `sum`, with `chosen` added.
    fn walk(top: u32, k: u32, sum: u32, chosen: u16, out: &mut Vec<u16>) {
        if k == 0 {
            if sum == 0 {
                out.push(chosen);
            }
            return;
        }
        // The k smallest digits sum to k(k+1)/2; the k largest up to `top`, to that much more.
        let least = k * (k + 1) / 2;
        if top < k || sum < least || sum > least + k * (top - k) {
            return;
        }
        if top <= sum {
            walk(top - 1, k - 1, sum - top, chosen | bit(top as u8), out);
        }
        walk(top - 1, k, sum, chosen, out);
    }
    let mut out = Vec::new();
    walk(n as u32, cells as u32, sum, 0, &mut out);
    out
}

/// Loads the candidates of `cells` into `masks` (which must be as long).
pub(crate) fn load(cells: &[u16], state: &Narrow<'_>, masks: &mut [u16]) {
    for (mask, &cell) in masks.iter_mut().zip(cells) {
        *mask = state.get(cell);
    }
}

/// Narrows `cells` to `masks`.
///
/// # Errors
///
/// [`Contradiction`] when a cell is left with none.
pub(crate) fn store(
    cells: &[u16],
    masks: &[u16],
    state: &mut Narrow<'_>,
) -> Result<(), Contradiction> {
    for (&cell, &mask) in cells.iter().zip(masks) {
        state.narrow(cell, mask)?;
    }
    Ok(())
}

/// Cells whose digits sum to a total; digits repeat unless the cells see each other.
#[derive(Debug)]
pub(crate) struct LineSum<const W: usize> {
    /// The cells, run by run and group by group (see [`group`]).
    cells: Vec<u16>,
    layout: Layout,
    target: Sums<W>,
}

/// Adds the rule that the digits of `cells` (which may repeat, unless cells see each other)
/// sum to `total`.
pub(crate) fn line_sum(builder: &mut Builder, cells: Vec<u16>, total: u32) {
    let (cells, layout) = group(builder, &cells);
    with_width!(total, W => builder.propagator(LineSum::<W> {
        cells,
        layout,
        target: Sums::of(total),
    }));
}

impl<const W: usize> Propagate for LineSum<W> {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let mut masks = [0u16; MAX_CELLS];
        let masks = &mut masks[..self.cells.len()];
        load(&self.cells, state, masks);
        narrow_grouped(masks, &self.layout, &self.target).ok_or(Contradiction)?;
        store(&self.cells, masks, state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// One word, two or sixteen: the same digits kept and the same totals reached, for
        /// targets that one word holds.
        #[test]
        fn widths_agree(masks in proptest::collection::vec(1u16..512, 1..10), target in 0u32..64) {
            let mut one = masks.clone();
            let mut two = masks.clone();
            let mut wide = masks.clone();
            let a = narrow_to_sums(&mut one, &Sums::<1>::of(target)).map(|s| s.contains(target));
            let b = narrow_to_sums(&mut two, &Sums::<2>::of(target)).map(|s| s.contains(target));
            let c = narrow_to_sums(&mut wide, &Sums::<16>::of(target)).map(|s| s.contains(target));
            prop_assert_eq!(a, c);
            prop_assert_eq!(b, c);
            if c.is_some() {
                prop_assert_eq!(&one, &wide);
                prop_assert_eq!(&two, &wide);
            }
        }
    }

    /// Every digit of each cell that some assignment of `masks` totalling `target` uses, each
    /// group's digits all different; `None` when there is no such assignment.
    fn brute_grouped(masks: &[u16], lens: &[u8], target: u32) -> Option<Vec<u16>> {
        fn walk(
            masks: &[u16],
            group_of: &[usize],
            i: usize,
            chosen: &mut Vec<u32>,
            target: u32,
            keep: &mut Vec<u16>,
        ) -> bool {
            let total = chosen.iter().sum::<u32>();
            if total > target {
                return false;
            }
            if i == masks.len() {
                if total != target {
                    return false;
                }
                for (k, &d) in keep.iter_mut().zip(chosen.iter()) {
                    *k |= bit(d as u8);
                }
                return true;
            }
            let mut any = false;
            for d in 1..=16u32 {
                let clash = (0..i).any(|j| group_of[j] == group_of[i] && chosen[j] == d);
                if masks[i] & bit(d as u8) != 0 && !clash {
                    chosen.push(d);
                    any |= walk(masks, group_of, i + 1, chosen, target, keep);
                    chosen.pop();
                }
            }
            any
        }
        let group_of: Vec<usize> = lens
            .iter()
            .enumerate()
            .flat_map(|(g, &l)| core::iter::repeat_n(g, usize::from(l)))
            .collect();
        let mut keep = alloc::vec![0u16; masks.len()];
        walk(masks, &group_of, 0, &mut Vec::new(), target, &mut keep).then_some(keep)
    }

    proptest! {
        /// Cells in groups of different digits keep exactly the digits of some assignment
        /// that reaches the target, as a walk over every assignment finds; with every cell a
        /// group of its own, the same as the plain sums.
        #[test]
        fn grouped_sums_are_exact(
            cells in proptest::collection::vec((1u16..512, 1u8..=3), 1..6),
            target in 0u32..64,
        ) {
            let mut masks = Vec::new();
            let mut lens = Vec::new();
            for (i, &(_, len)) in cells.iter().enumerate() {
                // Groups of `len` cells, from consecutive masks of the list (wrapping); at
                // most six cells, for the walk over every assignment.
                if masks.len() + usize::from(len) > 6 {
                    break;
                }
                lens.push(len);
                for k in 0..usize::from(len) {
                    masks.push(cells[(i + k) % cells.len()].0.rotate_left(k as u32) & 511);
                }
            }
            let mut grouped = masks.clone();
            let layout = Layout { runs: alloc::vec![1; lens.len()], lens: lens.clone() };
            let reached = narrow_grouped(&mut grouped, &layout, &Sums::<1>::of(target));
            let brute = brute_grouped(&masks, &lens, target);
            prop_assert_eq!(reached.is_some(), brute.is_some());
            if let Some(keep) = brute {
                prop_assert_eq!(&grouped, &keep);
            }
            let mut alone = masks.clone();
            let mut plain = masks.clone();
            let a = narrow_grouped(&mut alone, &Layout::alone(masks.len()), &Sums::<1>::of(target));
            let b = narrow_to_sums(&mut plain, &Sums::<1>::of(target));
            prop_assert_eq!(a, b);
            if a.is_some() {
                prop_assert_eq!(&alone, &plain);
            }
        }
    }

    /// `count` things cut into parts of the sizes of `sizes` in turn, the last part cut short.
    fn split(count: usize, sizes: &[u8]) -> Vec<u8> {
        let mut parts = Vec::new();
        let mut left = count;
        for &size in sizes {
            if left == 0 {
                break;
            }
            let part = usize::from(size).min(left);
            parts.push(part as u8);
            left -= part;
        }
        parts
    }

    proptest! {
        /// Groups in runs (whose digits all differ) keep every digit of an assignment with
        /// each run's digits all different (sound), and no digit that the groups alone would
        /// take out (at least as strong).
        #[test]
        fn runs_are_sound(
            masks in proptest::collection::vec(1u16..512, 1..8),
            cuts in proptest::collection::vec(1u8..=3, 8),
            run_of in proptest::collection::vec(1u8..=3, 8),
            target in 0u32..64,
        ) {
            // Groups of up to three cells, then runs of up to three groups, in order.
            let lens = split(masks.len(), &cuts);
            let runs = split(lens.len(), &run_of);
            let run_lens: Vec<u8> = {
                let mut at = 0;
                runs.iter()
                    .map(|&r| {
                        let cells: u8 = lens[at..at + usize::from(r)].iter().sum();
                        at += usize::from(r);
                        cells
                    })
                    .collect()
            };
            let mut narrowed = masks.clone();
            let layout = Layout { lens: lens.clone(), runs };
            let reached = narrow_grouped(&mut narrowed, &layout, &Sums::<1>::of(target));
            let exact = brute_grouped(&masks, &run_lens, target);
            let groups_only = brute_grouped(&masks, &lens, target);
            if let Some(exact) = exact {
                prop_assert!(reached.is_some());
                for (&ours, &keep) in narrowed.iter().zip(&exact) {
                    prop_assert_eq!(ours & keep, keep);
                }
            }
            match groups_only {
                None => prop_assert!(reached.is_none()),
                Some(keep) if reached.is_some() => {
                    for (&ours, &keep) in narrowed.iter().zip(&keep) {
                        prop_assert_eq!(ours & !keep, 0);
                    }
                }
                Some(_) => {}
            }
        }
    }

    proptest! {
        /// With every total good, a group keeps the same digits by the cheap test of
        /// distinct completions as by listing totals.
        #[test]
        fn every_total_good_keeps_the_same(masks in proptest::collection::vec(0u16..512, 2..=3)) {
            let totals = group_totals(&masks);
            let mut listed = masks.clone();
            let mut distinct = masks.clone();
            group_keep(&mut listed, totals);
            group_keep_distinct(&mut distinct);
            if totals != 0 {
                prop_assert_eq!(listed, distinct);
            }
        }
    }

    /// Eight cells of a box, in groups of three, three and two, and in one run: their total
    /// is 45 less the ninth cell's digit, which groups alone cannot tell.
    #[test]
    fn a_run_of_a_box_knows_its_total() {
        let layout = Layout {
            lens: alloc::vec![3, 3, 2],
            runs: alloc::vec![3],
        };
        let all = (1u16 << 9) - 1;
        // The ninth cell holds 9 or 5: 36 or 40.
        let reached = reach_grouped::<1>(&[all; 8], &layout);
        assert!(reached.contains(36) && reached.contains(40));
        assert!(!reached.contains(35) && !reached.contains(45) && !reached.contains(30));
        // A total of 44 needs every digit but 1: no cell keeps 1.
        let mut masks = [all; 8];
        assert!(narrow_grouped(&mut masks, &layout, &Sums::<1>::of(44)).is_some());
        assert_eq!(masks, [all & !1; 8]);
        // Groups alone would keep 1 (9 + 9 + 9 + 8 + 8 + ... repeats across groups).
        let mut loose = [all; 8];
        let groups = Layout {
            lens: alloc::vec![3, 3, 2],
            runs: alloc::vec![1, 1, 1],
        };
        assert!(narrow_grouped(&mut loose, &groups, &Sums::<1>::of(44)).is_some());
        assert_eq!(loose, [all; 8]);
    }

    #[test]
    fn shifts_cross_words() {
        let mut sums = Sums::<16>::of(3);
        sums.insert(63);
        sums.insert(100);
        let up = sums.up(70);
        assert!(up.contains(73) && up.contains(133) && up.contains(170));
        assert!(!up.contains(3));
        let down = up.down(70);
        assert_eq!(down, sums);
        assert_eq!(Sums::<16>::of(5).down(6), Sums::EMPTY);
        assert_eq!(Sums::<16>::of(1000).up(100), Sums::EMPTY);
        // One word: shifts by 64 and more empty it.
        assert_eq!(Sums::<1>::of(3).up(61), Sums::EMPTY);
        assert_eq!(Sums::<1>::of(63).down(64), Sums::EMPTY);
        assert!(Sums::<1>::of(3).up(60).contains(63));
    }
}
