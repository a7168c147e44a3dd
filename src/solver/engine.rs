//! The search engine behind [`Solver`](super::Solver): band bitboards, table-driven
//! propagation, and depth-first search that copies its state at each guess.
//!
//! # Layout
//!
//! The grid is cut into three bands of three rows (27 cells each). For every digit and band
//! the engine keeps a 27-bit mask of the cells where that digit can still go: bit
//! `9 * row_in_band + column`, so cell `i` of the grid is bit `i % 27` of band `i / 27`.
//! The state is those 27 masks, a copy of each as its last update saw it (so that a sweep
//! can tell which masks changed), one mask of unsolved cells per band, and the columns of
//! each mask as its last update saw them (for the stack rule): 282 bytes, copied whole on
//! each guess instead of undone.
//!
//! # Propagation
//!
//! Inside one band, a digit sits exactly once in each of the three rows and once in each of
//! the three boxes. Call a row's three cells inside one box a *segment*: the band has nine
//! segments (row × box) and the digit occupies three of them, one per row and one per box,
//! which is a permutation of three. [`SEGMENT_FILTER`] maps the nine-bit set of segments
//! still open to the cells of the segments that some permutation uses, so one lookup applies
//! the row and box rules of that band: hidden singles in rows and boxes, and locked
//! candidates between rows and boxes. Across bands, a digit whose cells in one box of the
//! band are confined to one column owns that column, and the other bands lose it. A row
//! left with a single cell places the digit there, and every other digit loses that cell.
//! A sweep updates every mask that changed, in a fixed order, unrolled so that each
//! update works on constant indices. When sweeps change nothing more, bit-sliced counting
//! over the nine digits finds the cells with one candidate left (naked singles) and the
//! cells with none (a contradiction).
//!
//! Before the first guess, and once a search has made a few, a stalled propagation also
//! applies the *stack rule*, the same permutation rule turned by a quarter: inside a stack
//! a digit's three columns take one band each. Bit-parallel over the digits and stacks (see
//! [`matched`]), it finds what the band rules miss: a digit confined to one box in a column
//! (claiming) and hidden singles in columns.
//!
//! # Search
//!
//! When propagation stalls, the engine picks a cell, tries its lowest candidate on a copy of
//! the state and, when that branch is done, goes on with the candidate removed.
//!
//! A search that has made many guesses splits on segments instead, as tdoku branches on a
//! band's configurations: in the band or stack where the digits have the fewest open
//! segments, it takes the digit with the fewest (but not yet one per row) and splits on one
//! of its rows: the digit in the segment of that row its first permutation uses, or not
//! (see [`State::choose_split`]). Every level of the recursion solves a cell or closes a
//! segment of a digit in a band or stack (at most two in each row of a band and in each
//! column of a stack, per digit), so the depth never exceeds 81 + 2 × 2 × 81 = 405.
//!
//! The cell comes from one of two ways of branching. The open way takes a cell with two
//! candidates in the box with the most unsolved cells: the fewest guesses on almost every
//! puzzle. But when a contradiction propagation cannot see sits in one area while another
//! area is free, it keeps branching in the free area and refutes the same contradiction
//! under every way of filling it (21 million guesses on a grid of 14 clues). The constrained
//! way stays in the box with the fewest unsolved cells, which avoids that trap at twice the
//! guesses on the usual puzzle. The search runs in passes that alternate between
//! the two, each with a budget of guesses that doubles every second pass, so that no input
//! costs more than a small factor over the better of the two (see [`explore`]).

use super::Stats;
use crate::candidates::nine_bit_count;
use crate::geometry::PERMUTATIONS_OF_THREE;
use crate::{Cell, Grid};

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The cells of one box-row segment, for segment bit `3 * row + box` of a band.
const fn segment_cells(segment: usize) -> u32 {
    0b111 << (9 * (segment / 3) + 3 * (segment % 3))
}

/// For every nine-bit set of open segments (`3 * row + box`), the cells of the segments that
/// belong to at least one of the six row-to-box permutations inside the set; zero when no
/// permutation fits, which means the digit cannot be placed in the band.
static SEGMENT_FILTER: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut open = 0;
    while open < 512 {
        let mut cells = 0;
        let mut p = 0;
        while p < 6 {
            // Row `row` takes box `boxes[row]`.
            let boxes = PERMUTATIONS_OF_THREE[p];
            let segments = (1 << boxes[0]) | (1 << (3 + boxes[1])) | (1 << (6 + boxes[2]));
            if open & segments == segments {
                let mut row = 0;
                while row < 3 {
                    cells |= segment_cells(3 * row + boxes[row] as usize);
                    row += 1;
                }
            }
            p += 1;
        }
        table[open] = cells;
        open += 1;
    }
    table
};

/// For every nine-bit set of open segments (`3 * row + box`), the first of
/// [`PERMUTATIONS_OF_THREE`] (row to box) inside it (0 when none is).
static FIRST_PERMUTATION: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut open = 0;
    while open < 512 {
        let mut p = 6;
        while p > 0 {
            p -= 1;
            // Row `row` takes box `boxes[row]`.
            let boxes = PERMUTATIONS_OF_THREE[p];
            let segments = (1 << boxes[0]) | (1 << (3 + boxes[1])) | (1 << (6 + boxes[2]));
            if open & segments == segments {
                table[open] = p as u8;
            }
        }
        open += 1;
    }
    table
};

/// Which of the three segments of a nine-bit row of a band hold a cell, as three bits.
const fn occupied_segments(row: usize) -> u16 {
    let mut segments = 0;
    let mut segment = 0;
    while segment < 3 {
        if (row >> (3 * segment)) & 0b111 != 0 {
            segments |= 1 << segment;
        }
        segment += 1;
    }
    segments
}

/// For every nine-bit row of a band, how many of its three segments hold a cell.
static SEGMENTS_IN_ROW: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = nine_bit_count(occupied_segments(row)) as u8;
        row += 1;
    }
    table
};

/// For every nine-bit set of columns, how many it holds in each stack: stack `k` in byte `k`,
/// so that one sum adds up all three stacks.
static COLUMNS_PER_STACK: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut stack = 0;
        while stack < 3 {
            table[columns] +=
                nine_bit_count(((columns >> (3 * stack)) & 0b111) as u16) * (1 << (8 * stack));
            stack += 1;
        }
        columns += 1;
    }
    table
};

/// For every nine-bit row of a band: in the low three bits, which of its three segments
/// hold a cell; above them, the row itself when it holds exactly one cell, else zero.
static ROW_INFO: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = occupied_segments(row);
        if row != 0 && row & (row - 1) == 0 {
            table[row] |= (row << 3) as u16;
        }
        row += 1;
    }
    table
};

/// For every nine-bit set of columns, the columns that are alone in their stack of three:
/// a digit confined to one column of a box owns that column.
static LONE_COLUMNS: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut stack = 0;
        while stack < 3 {
            let within = (columns >> (3 * stack)) & 0b111;
            if within != 0 && within & (within - 1) == 0 {
                table[columns] |= (within << (3 * stack)) as u16;
            }
            stack += 1;
        }
        columns += 1;
    }
    table
};

/// For every bit of a band, the other cells of its row and of its box inside that band.
static BAND_PEERS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut bit = 0;
    while bit < 27 {
        let (row, col) = (bit / 9, bit % 9);
        let row_cells = 0x1ff << (9 * row);
        let box_cells = 0b111 * ((1 << (col / 3 * 3)) * (1 | (1 << 9) | (1 << 18)));
        table[bit] = (row_cells | box_cells) & !(1 << bit);
        bit += 1;
    }
    table
};

/// A nine-bit set of columns spread to all three rows of a band.
const fn columns_in_band(columns: u32) -> u32 {
    columns * (1 | (1 << 9) | (1 << 18))
}

/// The stack rule on the column sets of up to seven digits at once: `columns[band]` holds,
/// in bits `9 * digit + column`, the columns where each digit can go in that band. Inside a
/// stack a digit's three columns take one band each, a permutation, so a column of one band
/// stays only when the other two bands can take the stack's other two columns, one each.
fn matched(columns: [u64; 3]) -> [u64; 3] {
    /// Bit 0 of each stack, bits 0 and 1, bit 2, bits 1 and 2.
    const FIRST: u64 = 0o111_111_111_111_111_111_111;
    const FIRST_TWO: u64 = FIRST * 0b11;
    const LAST: u64 = FIRST << 2;
    const LAST_TWO: u64 = FIRST * 0b110;
    /// Column `c + 1` of the stack (mod 3) in column `c`.
    const fn next(x: u64) -> u64 {
        (x >> 1) & FIRST_TWO | (x << 2) & LAST
    }
    /// Column `c + 2` of the stack (mod 3) in column `c`.
    const fn after_next(x: u64) -> u64 {
        (x >> 2) & FIRST | (x << 1) & LAST_TWO
    }
    let [c0, c1, c2] = columns;
    let (n0, n1, n2) = (next(c0), next(c1), next(c2));
    let (a0, a1, a2) = (after_next(c0), after_next(c1), after_next(c2));
    [
        c0 & (n1 & a2 | a1 & n2),
        c1 & (n0 & a2 | a0 & n2),
        c2 & (n0 & a1 | a0 & n1),
    ]
}

/// The index of the mask of `digit` (0-based) in `band`.
const fn slot(digit: usize, band: usize) -> usize {
    3 * digit + band
}

/// Marks that propagation found the state impossible.
struct Contradiction;

/// A guess on where a digit goes in a segment rather than a cell: the first branch keeps
/// the cells of `keep` in the mask of `slot`, the second drops the cells of `drop`. The two
/// cover every solution exactly once, and each takes away at least one candidate.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Split {
    slot: usize,
    keep: u32,
    drop: u32,
}

/// The whole search state; small enough to copy at every guess.
#[derive(Clone, Copy)]
struct State {
    /// `cells[slot(digit, band)]`: where `digit` can still go in `band`.
    cells: [u32; 27],
    /// `cells` as the last update of each slot left it: a slot whose mask differs has news
    /// to pass on.
    seen: [u32; 27],
    /// Per band, the cells not yet solved.
    unsolved: [u32; 3],
    /// The columns of each slot's mask as its last update left it, for the stack rule.
    columns: [u16; 27],
}

impl State {
    /// Everything possible everywhere: the state of the empty grid, every slot to update.
    const EMPTY: State = State {
        cells: [BAND; 27],
        seen: [0; 27],
        unsolved: [BAND; 3],
        columns: [0x1ff; 27],
    };

    /// The state of `grid`'s clues; a contradiction when two clues clash. Every slot is
    /// left to propagate.
    fn from_grid(grid: &Grid) -> Result<State, Contradiction> {
        // The cells of each value in each band: `by_value[0]` gathers the empty cells, and
        // indexing by value instead of testing it keeps this loop free of branches.
        let mut by_value = [[0u32; 3]; 10];
        for (band, cells) in grid.as_bytes().chunks_exact(27).enumerate() {
            for (bit, &value) in cells.iter().enumerate() {
                // A grid holds 0..=9 only; `min` lets the compiler drop the bounds check.
                by_value[usize::from(value.min(9))][band] |= 1 << bit;
            }
        }
        let mut clues = [0u32; 27];
        for digit in 0..9 {
            for band in 0..3 {
                clues[slot(digit, band)] = by_value[digit + 1][band];
            }
        }
        let filled = by_value[0].map(|empty| BAND & !empty);
        let mut state = State::EMPTY;
        state.unsolved = filled.map(|f| BAND & !f);
        for digit in 0..9 {
            let mut columns = [0u32; 3];
            for band in 0..3 {
                let s = slot(digit, band);
                // A clue's cell is the digit's; the other clues' cells are not.
                let mut cells = BAND & !filled[band] | clues[s];
                let mut rest = clues[s];
                while rest != 0 {
                    cells &= !BAND_PEERS[rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                }
                state.cells[s] = cells;
                let c = clues[s];
                columns[band] = (c | c >> 9 | c >> 18) & 0x1ff;
            }
            for band in 0..3 {
                let s = slot(digit, band);
                let elsewhere = columns[(band + 1) % 3] | columns[(band + 2) % 3];
                state.cells[s] &= !columns_in_band(elsewhere);
                // Two clues of one digit in a row, box or column took each other's cell.
                if state.cells[s] & clues[s] != clues[s] {
                    return Err(Contradiction);
                }
            }
        }
        Ok(state)
    }

    /// Puts the digit of slot `s` on `bit` of its band: it leaves the rest of the row and
    /// box in the band, its column in the other bands, and every other digit leaves the cell.
    fn place(&mut self, s: usize, bit: usize) -> Result<(), Contradiction> {
        let (digit, band) = (s / 3, s % 3);
        let cell = 1 << bit;
        if self.cells[s] & cell == 0 {
            return Err(Contradiction);
        }
        self.cells[s] &= !BAND_PEERS[bit];
        let column = columns_in_band(1 << (bit % 9));
        for other in 0..3 {
            if other != band {
                self.cells[slot(digit, other)] &= !column;
            }
        }
        self.unsolved[band] &= !cell;
        for other in 0..9 {
            if other != digit {
                self.cells[slot(other, band)] &= !cell;
            }
        }
        Ok(())
    }

    /// Applies the band rules to slot `s` and passes what follows on to the other slots.
    ///
    /// Branch-free on purpose: the writes to other slots happen whether or not they change
    /// anything, and the next sweep sees from `seen` which slots did change.
    #[inline(always)]
    fn update(&mut self, s: usize) -> Result<(), Contradiction> {
        let (digit, band) = (s / 3, s % 3);
        let before = self.cells[s];
        let rows = [
            u32::from(ROW_INFO[(before & 0x1ff) as usize]),
            u32::from(ROW_INFO[((before >> 9) & 0x1ff) as usize]),
            u32::from(ROW_INFO[((before >> 18) & 0x1ff) as usize]),
        ];
        let open = (rows[0] & 7) | (rows[1] & 7) << 3 | (rows[2] & 7) << 6;
        let cells = before & SEGMENT_FILTER[open as usize];
        if cells == 0 {
            return Err(Contradiction);
        }
        self.cells[s] = cells;
        self.seen[s] = cells;

        // A row with one cell left places the digit there, and other digits leave the cell.
        let lone = u32::from(ROW_INFO[(cells & 0x1ff) as usize] >> 3)
            | u32::from(ROW_INFO[((cells >> 9) & 0x1ff) as usize] >> 3) << 9
            | u32::from(ROW_INFO[((cells >> 18) & 0x1ff) as usize] >> 3) << 18;
        let placed = lone & self.unsolved[band];
        self.unsolved[band] &= !placed;
        for other in 0..9 {
            if other != digit {
                self.cells[slot(other, band)] &= !placed;
            }
        }

        // A column that is the digit's only one in a box of this band is lost to the others.
        let columns = (cells | cells >> 9 | cells >> 18) & 0x1ff;
        self.columns[s] = columns as u16;
        let owned = columns_in_band(u32::from(LONE_COLUMNS[columns as usize]));
        for other in 0..3 {
            if other != band {
                self.cells[slot(digit, other)] &= !owned;
            }
        }
        Ok(())
    }

    /// Updates every slot whose mask changed since its last update, in one pass; whether any
    /// had.
    #[inline(always)]
    fn sweep(&mut self) -> Result<bool, Contradiction> {
        let mut any = false;
        // Unrolled so that every slot index is a constant in its update.
        macro_rules! each {
            ($($s:literal)*) => {$(
                if self.cells[$s] != self.seen[$s] {
                    any = true;
                    self.update($s)?;
                }
            )*};
        }
        each!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
        Ok(any)
    }

    /// Propagates until nothing changes, with the stack rule too when `stacks` is set;
    /// returns the cells left with two candidates, per band.
    fn propagate(&mut self, stacks: bool) -> Result<[u32; 3], Contradiction> {
        let mut pairs = [0; 3];
        loop {
            while self.sweep()? {}
            if !self.naked_singles(&mut pairs)?
                && (!stacks || self.unsolved == [0; 3] || !self.stacks())
            {
                return Ok(pairs);
            }
        }
    }

    /// Applies the stack rule to every digit (see [`matched`]): the column and box rules
    /// that the updates inside a band do not see, a digit confined to one box in a column
    /// (claiming) and a hidden single in a column among them. Returns whether any mask
    /// changed; a mask it empties is the next update's contradiction.
    ///
    /// Run only when the rules inside bands are stuck: it reads the column sets that the
    /// last updates left in `columns`, which are then current.
    // Out of line: it runs at stalls only, and the hot loop stays smaller (0.3% fewer
    // instructions on multi_solution).
    #[inline(never)]
    fn stacks(&mut self) -> bool {
        // Digits 0 to 6 in `low`, 7 and 8 in `high`, nine bits each.
        let mut low = [0u64; 3];
        let mut high = [0u64; 3];
        for band in 0..3 {
            for digit in 0..7 {
                low[band] |= u64::from(self.columns[slot(digit, band)]) << (9 * digit);
            }
            for digit in 7..9 {
                high[band] |= u64::from(self.columns[slot(digit, band)]) << (9 * (digit - 7));
            }
        }
        let keep_low = matched(low);
        let keep_high = matched(high);
        if keep_low == low && keep_high == high {
            return false;
        }
        for band in 0..3 {
            for digit in 0..9 {
                let kept = if digit < 7 {
                    keep_low[band] >> (9 * digit)
                } else {
                    keep_high[band] >> (9 * (digit - 7))
                };
                self.cells[slot(digit, band)] &= columns_in_band(kept as u32 & 0x1ff);
            }
        }
        true
    }

    /// Places the digit of every unsolved cell that has one candidate left, returning
    /// whether there was any; a contradiction when an unsolved cell has none. Writes the
    /// unsolved cells with two candidates into `pairs`: when no single was placed, that is
    /// the state's exact set.
    ///
    /// Two singles of one round may clash (same digit, same row or box): each then takes the
    /// other's cell away, the row or box is left without the digit, and the next update of
    /// that slot reports the contradiction.
    // Indexed loops over the bands: the index stays visibly below 3, which lets the compiler
    // drop bounds checks that the iterator forms cost here (4% on multi_solution).
    #[allow(clippy::needless_range_loop)]
    fn naked_singles(&mut self, pairs: &mut [u32; 3]) -> Result<bool, Contradiction> {
        let mut changed = false;
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            pairs[band] = 0;
            if unsolved == 0 {
                continue;
            }
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..9 {
                let cells = self.cells[slot(digit, band)];
                thrice |= twice & cells;
                twice |= once & cells;
                once |= cells;
            }
            if unsolved & !once != 0 {
                return Err(Contradiction);
            }
            pairs[band] = unsolved & twice & !thrice;
            let singles = unsolved & !twice;
            if singles == 0 {
                continue;
            }
            for digit in 0..9 {
                let s = slot(digit, band);
                let mut hits = self.cells[s] & singles;
                if hits != 0 {
                    changed = true;
                    let mut cells = self.cells[s];
                    while hits != 0 {
                        cells &= !BAND_PEERS[hits.trailing_zeros() as usize];
                        hits &= hits - 1;
                    }
                    self.cells[s] = cells;
                }
            }
        }
        Ok(changed)
    }

    /// The band and bit of the cell to guess on under `branching`, given the cells with two
    /// candidates; `None` when every cell is solved.
    fn choose_guess(&self, branching: Branching, pairs: [u32; 3]) -> Option<(usize, usize)> {
        match branching {
            Branching::Open => self.choose_open(pairs),
            Branching::Constrained => self.choose_constrained(pairs),
        }
    }

    /// A cell with two candidates in the box with the most unsolved cells, else one with
    /// the fewest candidates.
    ///
    /// A guess in the most open box settles the most: on the hard sets this needs about a
    /// quarter fewer guesses than taking the first such cell.
    #[allow(clippy::needless_range_loop)] // as in `naked_singles`
    fn choose_open(&self, pairs: [u32; 3]) -> Option<(usize, usize)> {
        let mut pick = None;
        let mut most_open = 0;
        for band in 0..3 {
            for stack in 0..3 {
                let box_cells = columns_in_band(0b111 << (3 * stack));
                let open = (self.unsolved[band] & box_cells).count_ones();
                if pairs[band] & box_cells != 0 && open > most_open {
                    most_open = open;
                    pick = Some((band, (pairs[band] & box_cells).trailing_zeros() as usize));
                }
            }
        }
        pick.or_else(|| self.choose_fewest([BAND; 3]))
    }

    /// A cell with two candidates, else one with the fewest, inside the box with the fewest
    /// unsolved cells (but some).
    ///
    /// Staying in the most constrained box keeps the search where a contradiction is
    /// likeliest: it does not multiply the refutation of one area by every way of filling
    /// another, free area. It needs about twice the guesses of [`State::choose_open`] on the
    /// standard sets, which is why it is the fallback. (The band or stack with the fewest
    /// unsolved cells, tried first, refuted the grids found by hill-climbing with two to five
    /// times as many guesses on average.)
    fn choose_constrained(&self, pairs: [u32; 3]) -> Option<(usize, usize)> {
        let mut fewest = u32::MAX;
        let mut region = [0; 3];
        for band in 0..3 {
            for stack in 0..3 {
                let box_cells = columns_in_band(0b111 << (3 * stack));
                let open = (self.unsolved[band] & box_cells).count_ones();
                if open != 0 && open < fewest {
                    fewest = open;
                    region = [0; 3];
                    region[band] = box_cells;
                }
            }
        }
        if let Some(band) = (0..3).find(|&band| pairs[band] & region[band] != 0) {
            return Some((band, (pairs[band] & region[band]).trailing_zeros() as usize));
        }
        self.choose_fewest(region)
    }

    /// An unsolved cell of `region` (cells per band) with the fewest candidates, for when
    /// none there has two; `None` when every cell of the region is solved.
    #[allow(clippy::needless_range_loop)] // as in `naked_singles`
    fn choose_fewest(&self, region: [u32; 3]) -> Option<(usize, usize)> {
        let mut pick = None;
        let mut fewest = u32::MAX;
        for band in 0..3 {
            let unsolved = self.unsolved[band] & region[band];
            if unsolved == 0 {
                continue;
            }
            // Bit-sliced counting: at_least[k] holds the cells with more than k candidates.
            let mut at_least = [0u32; 9];
            for digit in 0..9 {
                let cells = self.cells[slot(digit, band)];
                for k in (1..9).rev() {
                    at_least[k] |= at_least[k - 1] & cells;
                }
                at_least[0] |= cells;
            }
            for k in 1..8 {
                let exactly = unsolved & at_least[k] & !at_least[k + 1];
                if exactly != 0 {
                    if (k as u32) < fewest {
                        fewest = k as u32;
                        pick = Some((band, exactly.trailing_zeros() as usize));
                    }
                    break;
                }
            }
            if pick.is_none() {
                pick = Some((band, unsolved.trailing_zeros() as usize));
                fewest = 8;
            }
        }
        pick
    }

    /// A split in the manner of tdoku's branching on a band's configurations: the band or
    /// stack whose digits have the fewest open segments (boxes of a row, or columns of a box,
    /// that still hold the digit), then its digit with the fewest, more than three; the split
    /// is on the first row (band, for a stack) with two or more: the digit is in the segment
    /// of that row used by its first permutation, or it is not. `None` when every digit of
    /// every band and stack has one segment per row (only cells are left to guess on).
    ///
    /// The state must be propagated: the column sets of `columns` are then current.
    /// Counting open segments instead of tdoku's configurations gave the same guesses on
    /// the hard sets and costs less.
    #[inline(never)]
    fn choose_split(&self) -> Option<Split> {
        // Bits `4 * total + unit`: units 0 to 2 are bands, 3 to 5 stacks. A unit whose nine
        // digits keep 27 segments has every digit settled.
        let mut best = u32::MAX;
        let mut stacks = 0;
        for band in 0..3 {
            let mut total = 0;
            for digit in 0..9 {
                let s = slot(digit, band);
                let c = self.cells[s];
                total += u32::from(SEGMENTS_IN_ROW[(c & 0x1ff) as usize])
                    + u32::from(SEGMENTS_IN_ROW[((c >> 9) & 0x1ff) as usize])
                    + u32::from(SEGMENTS_IN_ROW[((c >> 18) & 0x1ff) as usize]);
                stacks += COLUMNS_PER_STACK[usize::from(self.columns[s])];
            }
            if total > 27 {
                best = best.min(total << 4 | band as u32);
            }
        }
        for stack in 0..3 {
            let total = (stacks >> (8 * stack)) & 0xff;
            if total > 27 {
                best = best.min(total << 4 | (3 + stack) as u32);
            }
        }
        if best == u32::MAX {
            return None;
        }
        let (vertical, unit) = ((best & 15) >= 3, (best & 15) as usize % 3);
        // Bits `16 * count + 4 * open + digit`: the digit with the fewest open segments,
        // with `open` its segments (`3 * row + box`, or `3 * band + column` in a stack).
        let mut fewest = u32::MAX;
        for digit in 0..9 {
            let open = if vertical {
                (0..3).fold(0, |open, band| {
                    let columns = u32::from(self.columns[slot(digit, band)]);
                    open | ((columns >> (3 * unit)) & 0b111) << (3 * band)
                })
            } else {
                let c = self.cells[slot(digit, unit)];
                (u32::from(ROW_INFO[(c & 0x1ff) as usize]) & 7)
                    | (u32::from(ROW_INFO[((c >> 9) & 0x1ff) as usize]) & 7) << 3
                    | (u32::from(ROW_INFO[((c >> 18) & 0x1ff) as usize]) & 7) << 6
            };
            let count = nine_bit_count(open as u16);
            if count > 3 {
                fewest = fewest.min(count << 16 | open << 4 | digit as u32);
            }
        }
        if fewest == u32::MAX {
            return None;
        }
        let (digit, open) = ((fewest & 15) as usize, (fewest >> 4) & 0x1ff);
        let row = (0..3).find(|&row| nine_bit_count(((open >> (3 * row)) & 7) as u16) >= 2)?;
        let in_row = (open >> (3 * row)) & 7;
        let mut segment =
            usize::from(PERMUTATIONS_OF_THREE[usize::from(FIRST_PERMUTATION[open as usize])][row]);
        if in_row & (1 << segment) == 0 {
            // No permutation fits yet (the stack rule has not run): any open one will do.
            segment = in_row.trailing_zeros() as usize;
        }
        Some(if vertical {
            // `row` is a band, `segment` a column of stack `unit`.
            let box_cells = columns_in_band(0b111 << (3 * unit));
            let column = columns_in_band(1 << (3 * unit + segment));
            Split {
                slot: slot(digit, row),
                keep: !(box_cells & !column),
                drop: column,
            }
        } else {
            let row_cells = 0x1ff << (9 * row);
            let segment = segment_cells(3 * row + segment);
            Split {
                slot: slot(digit, unit),
                keep: !(row_cells & !segment),
                drop: segment,
            }
        })
    }

    /// The slot of the lowest digit still possible on `bit` of `band`.
    fn first_digit_slot(&self, band: usize, bit: usize) -> Option<usize> {
        (0..9)
            .map(|d| slot(d, band))
            .find(|&s| self.cells[s] & (1 << bit) != 0)
    }

    /// The solved grid; only meaningful when every cell is solved.
    fn solved_grid(&self) -> Grid {
        let mut cells = [0u8; 81];
        for digit in 0..9 {
            for band in 0..3 {
                let mut bits = self.cells[slot(digit, band)];
                while bits != 0 {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cells[27 * band + bit] = digit as u8 + 1;
                }
            }
        }
        Grid::from_bytes_unchecked(cells)
    }
}

/// How the search picks the cell to guess on.
#[derive(Clone, Copy)]
enum Branching {
    /// [`State::choose_open`]: the fewest guesses on the usual puzzles.
    Open,
    /// [`State::choose_constrained`]: never lost in a free area.
    Constrained,
}

/// The guesses the first pass may make before the search starts over with the other way of
/// branching. Every pair of passes doubles it; see [`explore`].
const FIRST_BUDGET: u64 = 512;

/// The constrained pass gets this fraction of the budget of the open pass before it.
const CONSTRAINED_SHARE: u64 = 4;

/// The guesses a pass makes before its propagation adds the stack rule ([`State::stacks`])
/// at every stall; before the first guess it always applies.
///
/// The rule cuts the guesses on the hard sets by about 14%, at about as much more work per
/// guess where the rule runs on every stall; most puzzles of the easy and multi-solution
/// sets need fewer guesses than this and are spared the rule inside their search (not the
/// column sets each update now keeps). Measured with callgrind on shuffled samples, counting
/// to 2: at every stall from the first guess the rule saved 3 to 8% of the instructions on
/// the hard and 17-clue sets and cost 10% on multi_solution; after 16 guesses it saves 2.7
/// to 4.5% on the hardest sets (1.5 to 4% finding a first solution) and costs 1.6% on
/// multi_solution, under 1% on the 17-clue sets. Applying it before the first guess as well
/// (column hidden singles and claiming in the clues' own deductions) takes the 17-clue
/// puzzles from 0.97 guesses each to 0.6, tdoku's figure: 5% fewer instructions there, 2%
/// fewer on top1465, 1.4% more on multi_solution, but no slower there in user time.
const STACKS_AFTER: u64 = 16;

/// The guesses a pass makes before its open way of branching splits on segments
/// ([`State::choose_split`]) instead of cells.
///
/// From the first guess, splits need a fifth fewer guesses on the hardest sets but more on
/// the 17-clue and top1465 puzzles that need few, and finding a split costs more than
/// finding a cell. Measured with callgrind on shuffled samples, counting to 2: from the
/// first guess, splits saved 10% of the instructions on hardest1905 and cost 15 to 36% on
/// 17clue, top1465 and multi_solution; after 16 guesses 2.5 to 3% more on 17clue and
/// top1465; after 48 the hardest sets save 5% (11 to 12% fewer guesses) and the easy sets
/// are unchanged (see BENCHMARKS.md).
const SPLITS_AFTER: u64 = 48;

/// What one pass of the search is after, and what it found so far.
struct Search<'a> {
    limit: usize,
    count: usize,
    found: &'a mut [Grid],
    branching: Branching,
    /// Guesses this pass may still make.
    budget: u64,
    /// Whether the pass ran out of budget, which leaves `count` meaningless.
    gave_up: bool,
    /// The guesses after which propagation adds the stack rule (which it applies before the
    /// first guess in any case).
    stacks_after: u64,
    /// The guesses after which the open way of branching splits on segments instead of
    /// cells.
    splits_after: u64,
    stats: Stats,
}

impl Search<'_> {
    /// Explores `state`, counting the solutions below it. Leaves `state` spent.
    fn run(&mut self, state: &mut State) {
        loop {
            let stacks = self.stats.guesses == 0 || self.stats.guesses >= self.stacks_after;
            let Ok(pairs) = state.propagate(stacks) else {
                return;
            };
            if state.unsolved == [0; 3] {
                if let Some(slot) = self.found.get_mut(self.count) {
                    *slot = state.solved_grid();
                }
                self.count += 1;
                return;
            }
            if self.budget == 0 {
                self.gave_up = true;
                return;
            }
            self.budget -= 1;
            self.stats.guesses += 1;
            if self.stats.guesses > self.splits_after
                && matches!(self.branching, Branching::Open)
                && let Some(split) = state.choose_split()
            {
                let mut with = *state;
                with.cells[split.slot] &= split.keep;
                self.run(&mut with);
                if self.count >= self.limit || self.gave_up {
                    return;
                }
                state.cells[split.slot] &= !split.drop;
                continue;
            }
            // Some cell is unsolved, so there is one to guess on.
            let Some((band, bit)) = state.choose_guess(self.branching, pairs) else {
                return;
            };
            // Propagation leaves no unsolved cell without a candidate; should one slip
            // through, the branch is dead rather than a loop that never ends.
            let Some(s) = state.first_digit_slot(band, bit) else {
                return;
            };
            let mut with = *state;
            if with.place(s, bit).is_ok() {
                self.run(&mut with);
                if self.count >= self.limit || self.gave_up {
                    return;
                }
            }
            state.cells[s] &= !(1 << bit);
        }
    }
}

/// Counts the solutions below `state` up to `limit` (at least 1), writing the first ones
/// found into `found`.
///
/// A pass that branches the [`Branching::Open`] way needs the fewest guesses on almost every
/// puzzle, but when a contradiction that propagation cannot see sits in one area and a free
/// area offers cells with two candidates, it refutes the contradiction again under every
/// way of filling the free area: millions of guesses where [`Branching::Constrained`] needs
/// a hundred. So the passes alternate, each with a budget of guesses, and the budget doubles
/// after every pair: the total stays within a small factor of the better way for every
/// input, and the usual puzzle ends within the first pass.
fn explore(state: &State, limit: usize, found: &mut [Grid]) -> (usize, Stats) {
    explore_from(
        state,
        limit,
        found,
        FIRST_BUDGET,
        STACKS_AFTER,
        SPLITS_AFTER,
    )
}

/// [`explore`] with the first pass allowed `first_budget` guesses, at least 1, the stack
/// rule from `stacks_after` guesses on and splits from `splits_after` (so that tests can
/// make every pass give up early, apply the stack rule at every stall or at the root only,
/// and split always or never).
fn explore_from(
    state: &State,
    limit: usize,
    found: &mut [Grid],
    first_budget: u64,
    stacks_after: u64,
    splits_after: u64,
) -> (usize, Stats) {
    let mut stats = Stats::default();
    let mut budget = first_budget.max(1);
    let mut branching = Branching::Open;
    loop {
        let mut search = Search {
            limit,
            count: 0,
            found: &mut *found,
            branching,
            budget: match branching {
                Branching::Open => budget,
                Branching::Constrained => (budget / CONSTRAINED_SHARE).max(1),
            },
            gave_up: false,
            stacks_after,
            splits_after,
            stats: Stats::default(),
        };
        search.run(&mut state.clone());
        stats.guesses += search.stats.guesses;
        if !search.gave_up {
            return (search.count, stats);
        }
        branching = match branching {
            Branching::Open => Branching::Constrained,
            Branching::Constrained => {
                budget = budget.saturating_mul(2);
                Branching::Open
            }
        };
    }
}

/// Counts the solutions of `grid` up to `limit`, writing the first ones found into `found`.
pub(crate) fn search(grid: &Grid, limit: usize, found: &mut [Grid]) -> (usize, Stats) {
    match State::from_grid(grid) {
        Ok(state) if limit > 0 => explore(&state, limit, found),
        _ => (0, Stats::default()),
    }
}

/// Whether `grid` has a solution that differs from `solution` on one of `cells` (which
/// `grid` leaves empty), given that `solution` is a solution of `grid`.
///
/// One search for any solution per cell, each settling "cell `k` differs while the cells
/// before it agree": those cases cover every other solution exactly once, and a search
/// that has to find nothing usually ends at a contradiction early.
pub(crate) fn has_other_solution(grid: &Grid, cells: &[Cell], solution: &Grid) -> bool {
    let Ok(mut agreed) = State::from_grid(grid) else {
        return false;
    };
    for cell in cells {
        let (band, bit) = (cell.index() / 27, cell.index() % 27);
        let Some(digit) = usize::from(solution.as_bytes()[cell.index()]).checked_sub(1) else {
            // Not a full solution: nothing can be ruled out.
            return true;
        };
        let s = slot(digit, band);
        let mut differs = agreed;
        differs.cells[s] &= !(1 << bit);
        if explore(&differs, 1, &mut []).0 > 0 {
            return true;
        }
        if agreed.place(s, bit).is_err() {
            // `solution` does not solve `grid` after all: nothing agrees with it further.
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Generator;
    use crate::solver::naive;
    use proptest::prelude::*;
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::SeedableRng;

    /// The cells of a random full grid that `keep` keeps: with few kept, a puzzle with many
    /// solutions that needs guesses.
    fn dug(seed: u64, keep: &[bool]) -> Grid {
        let mut grid = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed)).new_solved_grid();
        for (i, &kept) in keep.iter().enumerate() {
            if !kept {
                grid.clear(Cell::new_unchecked(i as u8));
            }
        }
        grid
    }

    /// The empty grid's state with digit 1 taken out of column 1 (the first) in the bands
    /// of `bands`, and out of the cells of `cells` (grid indices), updated.
    fn without(bands: &[usize], cells: &[usize]) -> State {
        let mut state = State::EMPTY;
        for &band in bands {
            state.cells[slot(0, band)] &= !columns_in_band(1);
        }
        for &cell in cells {
            state.cells[slot(0, cell / 27)] &= !(1 << (cell % 27));
        }
        while let Ok(true) = state.sweep() {}
        state
    }

    /// Claiming: a digit that only band 0 can hold in column 1 is confined to that column in
    /// the box there, which the updates inside a band cannot see.
    #[test]
    fn stack_rule_confines_a_digit_to_its_column_in_a_box() {
        let mut state = without(&[1, 2], &[]);
        let box_columns = columns_in_band(0b111);
        assert_eq!(state.cells[slot(0, 0)] & box_columns, box_columns);
        assert!(state.stacks());
        assert_eq!(state.cells[slot(0, 0)] & box_columns, columns_in_band(1));
        // The other boxes of the band keep every cell, and nothing else changes.
        assert_eq!(state.cells[slot(0, 0)] & !box_columns, BAND & !box_columns);
        assert_eq!(state.cells[slot(0, 1)], BAND & !columns_in_band(1));
        // Once the updates have seen the change, the rule has nothing more to say.
        while let Ok(true) = state.sweep() {}
        assert!(!state.stacks());
    }

    /// A hidden single in a column: digit 1 can go in column 1 only at the top-left cell.
    /// Propagation places it with the stack rule and not without.
    #[test]
    fn stack_rule_finds_a_hidden_single_in_a_column() {
        let state = without(&[1, 2], &[9, 18]);
        let mut with = state;
        let mut plain = state;
        assert!(with.propagate(true).is_ok());
        assert!(plain.propagate(false).is_ok());
        // Placed: row 1 of band 0 keeps the digit at its first cell only.
        assert_eq!(with.cells[slot(0, 0)] & 0x1ff, 1);
        assert_eq!(with.unsolved[0] & 1, 0);
        assert_ne!(plain.cells[slot(0, 0)] & 0x1ff, 1);
    }

    /// The stack rule's bit-parallel matching, on every digit's three columns of one stack,
    /// against a direct search for a band-to-column permutation.
    #[test]
    fn matched_agrees_with_trying_every_permutation() {
        for open in 0u32..512 {
            // Bit `3 * band + column` of `open`: the digit can go in that column of the band.
            let columns = [0, 1, 2].map(|band| u64::from((open >> (3 * band)) & 7));
            let kept = matched(columns);
            for band in 0..3 {
                for column in 0..3 {
                    let mut possible = false;
                    // Band `b` takes column `order[b]` of the stack.
                    for order in PERMUTATIONS_OF_THREE.map(|p| p.map(usize::from)) {
                        let fits = (0..3).all(|b| open & (1 << (3 * b + order[b])) != 0);
                        possible |= fits && order[band] == column;
                    }
                    assert_eq!(kept[band] & (1 << column) != 0, possible, "{open:#o}");
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { max_shrink_iters: 256, ..ProptestConfig::with_cases(96) })]

        /// Passes that give up after a handful of guesses and start over with the other way of
        /// branching still count (and find) exactly what the naive search does, with the stack
        /// rule at every stall, after a few guesses or at the root only, and the splits on segments
        /// from the start, after a few guesses, or never.
        #[test]
        fn passes_that_give_up_early_agree_with_naive(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.4), 81),
            first_budget in 1u64..8,
            limit in 1usize..4,
            stacks_after in proptest::sample::select(&[0, 3, u64::MAX][..]),
            splits_after in proptest::sample::select(&[0, 2, u64::MAX][..]),
        ) {
            let grid = dug(seed, &keep);
            let mut expected = [Grid::EMPTY; 3];
            let count = naive::solutions(&grid, limit, &mut expected);
            let mut found = [Grid::EMPTY; 3];
            let got = match State::from_grid(&grid) {
                Ok(state) => {
                    explore_from(&state, limit, &mut found, first_budget, stacks_after, splits_after).0
                }
                Err(Contradiction) => 0,
            };
            prop_assert_eq!(got, count);
            for solution in &found[..got] {
                prop_assert!(solution.is_solution_of(&grid));
            }
            // A unique solution is the same whoever finds it.
            if count == 1 && limit > 1 {
                prop_assert_eq!(found[0], expected[0]);
            }
        }

        /// A split divides where its digit goes in one row of a band, or in one box, between
        /// its two branches: every solution falls in exactly one, and each branch takes away
        /// at least one candidate, so the search ends.
        #[test]
        fn splits_cover_a_row_or_box_and_make_progress(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.35), 81),
        ) {
            let grid = dug(seed, &keep);
            let Ok(mut state) = State::from_grid(&grid) else {
                return Ok(());
            };
            if state.propagate(true).is_err() {
                return Ok(());
            }
            let Some(split) = state.choose_split() else {
                return Ok(());
            };
            // The first branch keeps the digit to `drop` inside `area`, the second keeps it
            // out of `drop`, and the digit sits once in `area` in every solution.
            let area = !split.keep | split.drop;
            let rows = [0x1ff, 0x1ff << 9, 0x1ff << 18];
            let boxes = [0, 1, 2].map(|stack| columns_in_band(0b111 << (3 * stack)));
            prop_assert!(rows.contains(&area) || boxes.contains(&area), "{area:#x}");
            prop_assert_eq!(split.drop & !split.keep, 0);
            let cells = state.cells[split.slot];
            prop_assert!(cells & split.drop != 0);
            prop_assert!(cells & !split.keep != 0);
        }

        /// The open way of branching alone, with no budget and splits from the first guess,
        /// agrees with the naive search.
        #[test]
        fn open_branching_with_splits_agrees_with_naive(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.4), 81),
        ) {
            let grid = dug(seed, &keep);
            let count = naive::count_solutions(&grid, 3);
            let mut search = Search {
                limit: 3,
                count: 0,
                found: &mut [],
                branching: Branching::Open,
                budget: u64::MAX,
                gave_up: false,
                stacks_after: 0,
                splits_after: 0,
                stats: Stats::default(),
            };
            if let Ok(mut state) = State::from_grid(&grid) {
                search.run(&mut state);
            }
            prop_assert_eq!(search.count, count);
            prop_assert!(count < 3 || search.stats.guesses > 0);
        }

        /// The constrained way of branching alone, with no budget, agrees with the naive search.
        #[test]
        fn constrained_branching_agrees_with_naive(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.4), 81),
        ) {
            let grid = dug(seed, &keep);
            let count = naive::count_solutions(&grid, 3);
            let mut search = Search {
                limit: 3,
                count: 0,
                found: &mut [],
                branching: Branching::Constrained,
                budget: u64::MAX,
                gave_up: false,
                stacks_after: 0,
                splits_after: u64::MAX,
                stats: Stats::default(),
            };
            if let Ok(mut state) = State::from_grid(&grid) {
                search.run(&mut state);
            }
            prop_assert!(!search.gave_up);
            prop_assert_eq!(search.count, count);
            // Not a test that passes without searching: with so few clues it must guess.
            prop_assert!(count < 3 || search.stats.guesses > 0);
        }
    }
}
