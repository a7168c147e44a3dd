//! The search engine behind [`Solver`](super::Solver): band bitboards, table-driven
//! propagation, and depth-first search that copies its state at each guess.
//!
//! # Layout
//!
//! The grid is cut into three bands of three rows (27 cells each). For every digit and band
//! the engine keeps a 27-bit mask of the cells where that digit can still go: bit
//! `9 * row_in_band + column`, so cell `i` of the grid is bit `i % 27` of band `i / 27`.
//! The state is those 27 masks, a copy of each as its last update saw it (so that a sweep
//! can tell which masks changed), one mask of unsolved cells per band, the columns of each
//! mask as its last update saw them (for the stack rule), and which masks the updates have
//! touched since the stall rules last looked (see [`Views`]): 286 bytes, copied whole on
//! each guess instead of undone. Where the segment rule or the splits run, a view of each
//! digit (216 bytes) travels beside it.
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
//! Three more rules run when propagation stalls, each where it pays (see [`Schedule`]):
//!
//! - The *stack rule*, the permutation rule turned by a quarter: inside a stack a digit's
//!   three columns take one band each (see [`matched`]). It finds what the band rules miss:
//!   a digit confined to one box in a column (claiming) and hidden singles in columns.
//! - The *segment rule* ([`State::triads`]), tdoku's triads: a segment, three cells of a row
//!   inside a box or of a column inside a band, holds exactly three digits. Four digits
//!   confined to it within their row, or fewer than three that can go there, are a
//!   contradiction; three confined take its cells from the others, and three possible are
//!   each confined to it. The rules above see one digit at a time: three digits that each
//!   keep two places in a row but must all take the two free cells of one segment escape
//!   them, and such a grid once cost 270,000 guesses to refute.
//! - The *pigeonhole rule* ([`State::houses_match`]): the nine digits of every row, column
//!   and box must be matched to its nine cells. Three digits left with two cells of a box
//!   are a contradiction that none of the rules above sees, nor tdoku's. It costs about as
//!   much as the rest of a stall and the usual puzzle never needs it, so it runs at one
//!   stall in 64, and at every stall for a while after it finds something (see
//!   [`HOUSES_EVERY`]).
//!
//! The stack and segment rules read, for each digit, its segments and columns and how many
//! configurations it has in each band and stack (a [`DigitView`]); a stall recomputes the
//! views of the digits whose masks changed since the last one, which on a grid with few
//! clues is one or two, and looks for naked singles only in the bands that changed.
//!
//! # Search
//!
//! When propagation stalls, the engine either splits on where a digit goes in a band or
//! stack, or guesses on a cell: it tries a cell's lowest candidate on a copy of the state
//! and, when that branch is done, goes on with the candidate removed. A split follows tdoku,
//! which branches on a band's configurations: in the band or stack whose digits have the
//! fewest configurations, it takes a digit with two if it can, tries its first configuration
//! in tdoku's order and then the others (see [`State::choose_split`]). Following tdoku's
//! choices keeps the two searches alike on the grids where one lucky or unlucky early
//! choice decides the work; a dense grid guesses on its first cell with two candidates.
//! Every level of the recursion solves a cell or takes at least one of a digit's six
//! configurations in a band or stack away (54 digit-and-unit pairs, each split at most five
//! times), so the depth never exceeds 81 + 5 × 54 = 351.
//!
//! How a search goes depends on how much the clues settle. When a propagation from the
//! clues leaves few cells open (a grid close to full, often with several solutions), the
//! search guesses on cells with only the band rules and naked singles at first: the
//! cheapest path for such grids, which need a few guesses each. When many cells stay open
//! (every hard puzzle, and the grids built to stall a search: few clues, a contradiction or
//! a second solution that shows only deep in the search), it reasons and splits as tdoku
//! does from the first guess, whatever the question (counting, or a first solution), and
//! needs tdoku's number of guesses.
//!
//! The search is one depth-first walk, never started over: a rule that joins after some
//! guesses (see [`Schedule`]) strengthens the propagation below the guesses still to come
//! and throws nothing away, and counting many solutions counts each once. (An earlier
//! engine ran passes with budgets that alternated two ways of branching, to escape the
//! traps each way had; the passes it gave up cost up to three times tdoku's guesses, where
//! one walk that branches tdoku's way from the first guess needs tdoku's number.)

use super::Stats;
use crate::geometry::PERMUTATIONS_OF_THREE;
use crate::{Cell, Grid};

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The cells of one box-row segment, for segment bit `3 * row + box` of a band.
const fn segment_cells(segment: usize) -> u32 {
    0b111 << (9 * (segment / 3) + 3 * (segment % 3))
}

/// The slots of band 0 (bit `slot(digit, 0)` for every digit); band `b`'s at a shift of `b`.
const SLOTS_OF_BAND: u32 = 0o111_111_111;

/// The low bit of each segment of a band: bit `3 * segment`, segment `3 * row + box`.
const SEGMENT_LOW_BITS: u32 = 0o111_111_111;

/// A multiplier that gathers the nine bits of [`SEGMENT_LOW_BITS`] into ten bits from bit 31
/// of the product, each set of them to a different value (checked as the tables are built):
/// the open segments of a mask in one multiplication instead of three table lookups.
const GATHER: u64 = 0x8_1801_0010;

/// Where the segments of a band that hold a cell of `cells` index [`SEGMENT_FILTER`] and
/// [`SEGMENT_PERMUTATIONS`]: ten bits, not the nine-bit set itself, but one index per set.
const fn segment_index(cells: u32) -> usize {
    ((segment_bits(cells) as u64 * GATHER) >> 31) as usize & 0x3ff
}

/// The cells of the segments of a nine-bit set of segments (`3 * row + box`).
const fn cells_of_segments(open: usize) -> u32 {
    let mut cells = 0;
    let mut segment = 0;
    while segment < 9 {
        if open & (1 << segment) != 0 {
            cells |= segment_cells(segment);
        }
        segment += 1;
    }
    cells
}

/// `table` (indexed by nine-bit sets of segments) laid out by [`segment_index`]. Fails the
/// build if two sets share an index.
const fn by_segment_index<T: Copy>(table: &[T; 512], zero: T) -> [T; 1024] {
    let mut out = [zero; 1024];
    let mut taken = [false; 1024];
    let mut open = 0;
    while open < 512 {
        let index = segment_index(cells_of_segments(open));
        assert!(!taken[index], "two sets of segments share an index");
        taken[index] = true;
        out[index] = table[open];
        open += 1;
    }
    out
}

/// [`SEGMENT_FILTER_BY_SET`] by [`segment_index`] of a mask.
static SEGMENT_FILTER: [u32; 1024] = by_segment_index(&SEGMENT_FILTER_BY_SET, 0);

/// [`PERMUTATIONS_BY_SET`] by [`segment_index`] of a mask.
static SEGMENT_PERMUTATIONS: [u8; 1024] = by_segment_index(&PERMUTATIONS_BY_SET, 0);

/// For every nine-bit set of open segments (`3 * row + box`), the cells of the segments that
/// belong to at least one of the six row-to-box permutations inside the set; zero when no
/// permutation fits, which means the digit cannot be placed in the band.
const SEGMENT_FILTER_BY_SET: [u32; 512] = {
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

/// For every nine-bit set of open segments (`3 * row + segment`), the configurations inside
/// it: bit `p` for [`PERMUTATIONS_OF_THREE`]`[p]` (row to segment).
static CONFIGURATIONS_IN: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut open = 0;
    while open < 512 {
        let mut p = 0;
        while p < 6 {
            let to = PERMUTATIONS_OF_THREE[p];
            let segments = (1 << to[0]) | (1 << (3 + to[1])) | (1 << (6 + to[2]));
            if open & segments == segments {
                table[open] |= 1 << p;
            }
            p += 1;
        }
        open += 1;
    }
    table
};

/// For a set of configurations (bit `p` for [`PERMUTATIONS_OF_THREE`]`[p]`), the first in
/// tdoku's order, which a split tries first: in a band (rows to boxes), then in a stack
/// (bands to columns). Trying them in tdoku's order rather than another (such as the one
/// that keeps the fewest candidates, which reached a first solution of the hard sets in 1
/// to 5% fewer guesses) keeps the search close to tdoku's on the grids where one lucky or
/// unlucky first choice decides the work: a climb on time against tdoku found grids with
/// several solutions where that other order took 8 to 12 times tdoku's time, and at most
/// 2.7 times with tdoku's.
static FIRST_CONFIGURATION: [[usize; 64]; 2] = {
    let orders: [[usize; 6]; 2] = [[0, 4, 3, 5, 1, 2], [0, 3, 4, 5, 1, 2]];
    let mut table = [[0; 64]; 2];
    let mut kind = 0;
    while kind < 2 {
        let mut set = 0;
        while set < 64 {
            let mut i = 6;
            while i > 0 {
                i -= 1;
                if set & (1 << orders[kind][i]) != 0 {
                    table[kind][set] = orders[kind][i];
                }
            }
            set += 1;
        }
        kind += 1;
    }
    table
};

/// For every permutation of three and every row, the other permutation that sends that row
/// to the same place (the two others swapped).
const TWINS: [[usize; 3]; 6] = {
    let mut table = [[0; 3]; 6];
    let mut p = 0;
    while p < 6 {
        let mut row = 0;
        while row < 3 {
            let mut q = 0;
            while q < 6 {
                if q != p && PERMUTATIONS_OF_THREE[q][row] == PERMUTATIONS_OF_THREE[p][row] {
                    table[p][row] = q;
                }
                q += 1;
            }
            row += 1;
        }
        p += 1;
    }
    table
};

/// For every nine-bit set of open segments, how many of the six permutations fit inside it.
static PERMUTATIONS_IN: [u8; 512] = PERMUTATIONS_BY_SET;

/// [`PERMUTATIONS_IN`], for building tables at compile time.
const PERMUTATIONS_BY_SET: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut open = 0;
    while open < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS_OF_THREE[p];
            let segments = (1 << boxes[0]) | (1 << (3 + boxes[1])) | (1 << (6 + boxes[2]));
            if open & segments == segments {
                table[open] += 1;
            }
            p += 1;
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

/// For every nine-bit row of a band, which of its three segments hold a cell.
static ROW_INFO: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = occupied_segments(row);
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

/// For every bit of a band, the other cells of its row and of its box inside that band;
/// none for bit 27, which stands for no cell.
static BAND_PEERS: [u32; 28] = {
    let mut table = [0u32; 28];
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

/// The rows of a band's mask that hold exactly one cell, with their cell; every row must
/// hold at least one (as after a filter through [`SEGMENT_FILTER`] that left any cell).
///
/// Bit-parallel over the three rows: with no row empty, subtracting one from each clears
/// each row's lowest cell without a borrow from the next, and a row is alone where nothing
/// is left. Eleven instructions instead of three table lookups in every update.
const fn lone_rows(cells: u32) -> u32 {
    const LOWEST: u32 = 1 | 1 << 9 | 1 << 18;
    const LOW_EIGHT: u32 = 0xff * LOWEST;
    const TOP: u32 = LOWEST << 8;
    let rest = cells & cells.wrapping_sub(LOWEST);
    // Bit 8 of each row where something is left: the low eight bits carried into it, or
    // it was set.
    let left = (((rest & LOW_EIGHT) + LOW_EIGHT) | rest) & TOP;
    cells & (((TOP & !left) >> 8) * 0x1ff)
}

/// Every segment of the segment rule's words (see [`DigitView::segments`]): the 27 row
/// segments, and the 27 column segments in the high half.
const SEGMENTS: u64 = 0o777_777_777 | (BAND as u64) << 32;

/// The segments of a band's cells that hold a cell, as the low bit of each (octal digit).
const fn segment_bits(cells: u32) -> u32 {
    (cells | cells >> 1 | cells >> 2) & SEGMENT_LOW_BITS
}

/// The columns of a band's cells that hold a cell, as nine bits.
const fn column_set(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & 0x1ff
}

/// Row segments interleaved as in [`DigitView::segments`]: for each one set, the other
/// two of its row (its band's two other boxes), which are three octal digits away.
const fn rest_of_row(segments: u32) -> u32 {
    const FIRST: u32 = 0o007_007_007;
    const FIRST_TWO: u32 = 0o077_077_077;
    const LAST_TWO: u32 = 0o770_770_770;
    const LAST: u32 = 0o700_700_700;
    let next = (segments >> 3) & FIRST_TWO | (segments << 6) & LAST;
    let after = (segments >> 6) & FIRST | (segments << 3) & LAST_TWO;
    next | after
}

/// Column segments as in [`DigitView::segments`] (bit `9 * band + column`): for each one
/// set, the same column in the two other bands.
const fn rest_of_column(segments: u32) -> u32 {
    (segments >> 9 | segments << 18 | segments >> 18 | segments << 9) & BAND
}

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

/// Whether the nine digits can each take a different one of nine cells, digit `d` one of
/// `places[d]` (nine-bit sets): Kuhn's augmenting paths, with a free cell taken at once when
/// there is one.
fn perfect_matching(places: &[u16; 9]) -> bool {
    /// Finds a cell for `digit`, moving the digits that hold its cells on when they can go
    /// elsewhere; `visited` marks the cells this search has tried.
    fn augment(digit: usize, places: &[u16; 9], owner: &mut [u8; 9], visited: &mut u16) -> bool {
        let mut open = places[digit] & !*visited;
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            *visited |= 1 << cell;
            let holder = owner[cell];
            if holder == u8::MAX || augment(usize::from(holder), places, owner, visited) {
                owner[cell] = digit as u8;
                return true;
            }
        }
        false
    }
    let mut owner = [u8::MAX; 9];
    let mut taken = 0u16;
    for digit in 0..9 {
        let free = places[digit] & !taken;
        if free != 0 {
            let cell = free.trailing_zeros() as usize;
            owner[cell] = digit as u8;
            taken |= 1 << cell;
            continue;
        }
        let mut visited = 0;
        if !augment(digit, places, &mut owner, &mut visited) {
            return false;
        }
        // An augmenting path ends on a free cell: the cells taken grow by one.
        taken = owner
            .iter()
            .enumerate()
            .filter(|&(_, &o)| o != u8::MAX)
            .fold(0, |t, (c, _)| t | 1 << c);
    }
    true
}

/// The index of the mask of `digit` (0-based) in `band`.
const fn slot(digit: usize, band: usize) -> usize {
    3 * digit + band
}

/// For each slot, the same digit's slots in the two other bands (see [`State::update`]).
const SAME_DIGIT: [[u8; 2]; 27] = {
    let mut table = [[0; 2]; 27];
    let mut s = 0;
    while s < 27 {
        let (digit, band) = (s / 3, s % 3);
        table[s] = [
            slot(digit, (band + 1) % 3) as u8,
            slot(digit, (band + 2) % 3) as u8,
        ];
        s += 1;
    }
    table
};

/// Marks that propagation found the state impossible.
struct Contradiction;

/// A guess on a digit's configuration in a band or stack rather than on a cell: two or three
/// branches, each keeping some of the digit's cells in its three slots. They cover every
/// solution exactly once, and each takes away at least one candidate.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Split {
    /// The band (0 to 2) or stack (3 to 5) split on.
    unit: usize,
    digit: usize,
    /// Each branch: the cells of the digit's three slots (bands 0 to 2) it keeps.
    branches: [[u32; 3]; 3],
    /// How many branches: 2 or 3.
    ways: usize,
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
    /// The slots updated since the digits' [`Views`] were last brought up to date (bit
    /// `slot`).
    dirty: u32,
}

/// What the rules of a stall and the choice of a split read about each digit, as of the
/// last [`State::refresh`]: current for every digit none of whose slots is dirty in the
/// state they go with. A search that makes a change in a slot or two between stalls, as on
/// a grid with few clues, recomputes one or two digits instead of nine. They travel beside
/// the state rather than in it, and only where a rule reads them: a dense grid's first
/// guesses copy a state of half the size.
type Views = [DigitView; 9];

/// Views to be computed afresh: for a state whose every slot is dirty.
const STALE_VIEWS: Views = [DigitView {
    segments: 0,
    confined: 0,
    configurations: 0,
}; 9];

/// What the rules of a stall read about one digit (see [`Views`]).
#[derive(Clone, Copy)]
struct DigitView {
    /// Where the digit can go, by segment: in the low half, the row segments of the three
    /// bands interleaved (bit `3 * segment + band`, where `segment` is `3 * row + box`, so
    /// that the segments of one row are three octal digits apart), in the high half the
    /// column segments (bit `9 * band + column`).
    segments: u64,
    /// The segments of `segments` that are the only ones of their row or column: where the
    /// digit is confined.
    confined: u64,
    /// How many configurations the digit has in bands 0 to 2 and stacks 0 to 2, a byte each
    /// (band `b` at bit `8 * b`, stack `k` at bit `8 * (3 + k)`), so that adding the nine
    /// digits' words adds up each unit's total.
    configurations: u64,
}

impl State {
    /// Everything possible everywhere: the state of the empty grid, every slot to update.
    const EMPTY: State = State {
        cells: [BAND; 27],
        seen: [0; 27],
        unsolved: [BAND; 3],
        columns: [0x1ff; 27],
        dirty: BAND,
    };

    /// The state of `grid`'s clues; a contradiction when two clues clash. Every slot is
    /// left to propagate.
    fn from_grid(grid: &Grid) -> Result<State, Contradiction> {
        // The filled cells of each band, found without a branch, then each clue's cell in its
        // digit's mask: a loop over the clues rather than over the 81 cells, so that
        // consecutive writes rarely hit one mask (each such write waits for the last).
        let mut clues = [0u32; 27];
        // The cells each clue takes from its digit inside its band: its row's and its box's.
        let mut taken = [0u32; 27];
        let mut filled = [0u32; 3];
        for (band, cells) in grid.as_bytes().chunks_exact(27).enumerate() {
            let mask = cells.iter().enumerate().fold(0u32, |mask, (bit, &value)| {
                mask | u32::from(value != 0) << bit
            });
            filled[band] = mask;
            let mut rest = mask;
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                // A grid holds 0..=9 only, and this cell is filled.
                let digit = usize::from(cells[bit as usize].clamp(1, 9)) - 1;
                clues[slot(digit, band)] |= 1 << bit;
                taken[slot(digit, band)] |= BAND_PEERS[bit as usize];
            }
        }
        let mut state = State::EMPTY;
        state.unsolved = filled.map(|f| BAND & !f);
        for digit in 0..9 {
            let mut columns = [0u32; 3];
            for band in 0..3 {
                let s = slot(digit, band);
                // A clue's cell is the digit's; the other clues' cells are not, nor the
                // cells its clues see (two clues of the digit that see each other take each
                // other's cell, and the check below sees it gone).
                state.cells[s] = (BAND & !filled[band] | clues[s]) & !taken[s];
                let c = clues[s];
                columns[band] = column_set(c);
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
        let band = s % 3;
        let cell = 1 << bit;
        if self.cells[s] & cell == 0 {
            return Err(Contradiction);
        }
        // Without a branch on which slots are others: clear the column in the other bands and
        // the cell for every digit, then write the placed digit's own mask (the cell kept, its
        // row and box cleared, which covers its column inside the band).
        let own = self.cells[s] & !BAND_PEERS[bit];
        let column = columns_in_band(1 << (bit % 9));
        let [next, last] = SAME_DIGIT[s];
        self.cells[usize::from(next)] &= !column;
        self.cells[usize::from(last)] &= !column;
        for other in 0..9 {
            self.cells[slot(other, band)] &= !cell;
        }
        self.cells[s] = own;
        self.unsolved[band] &= !cell;
        Ok(())
    }

    /// Applies the band rules to slot `s` and passes what follows on to the other slots.
    ///
    /// Branch-free on purpose: the writes to other slots happen whether or not they change
    /// anything, and the next sweep sees from `seen` which slots did change.
    #[inline(always)]
    fn update(&mut self, s: usize) -> Result<(), Contradiction> {
        let band = s % 3;
        let before = self.cells[s];
        let cells = before & SEGMENT_FILTER[segment_index(before)];
        if cells == 0 {
            return Err(Contradiction);
        }
        self.seen[s] = cells;
        self.dirty |= 1 << s;

        // A row with one cell left places the digit there, and other digits leave the cell.
        // Without a branch on which slots are others: every digit's slot of the band loses
        // the placed cells, and this slot's mask is written back after.
        let lone = lone_rows(cells);
        let placed = lone & self.unsolved[band];
        self.unsolved[band] &= !placed;
        for other in 0..9 {
            self.cells[slot(other, band)] &= !placed;
        }

        // A column that is the digit's only one in a box of this band is lost to the others.
        // Two writes at slots read from a table, not a loop over the three bands: the loop
        // became one 8-byte load of two slots, one of them just stored (by the row writes
        // above), and a load that spans a pending narrower store waits for it to retire.
        // That wait was a tenth of the solver's time on multi_solution (`perf record`).
        let columns = column_set(cells);
        self.columns[s] = columns as u16;
        let owned = columns_in_band(u32::from(LONE_COLUMNS[columns as usize]));
        let [next, last] = SAME_DIGIT[s];
        self.cells[usize::from(next)] &= !owned;
        self.cells[usize::from(last)] &= !owned;
        self.cells[s] = cells;
        Ok(())
    }

    /// Updates every slot whose mask changed since its last update, in one pass; whether any
    /// had.
    #[inline(always)]
    fn sweep(&mut self) -> Result<bool, Contradiction> {
        // The changed slots first, all 27 compared at once (a few vector compares), then
        // updated lowest first: the only branch the processor cannot predict is the loop's
        // end. A test of each slot in turn, unrolled, was 61% of the solver's mispredicted
        // branches on hardest1106 (valgrind's branch simulation). Slots these updates change
        // wait for the next sweep; `% 27` shows the compiler the index is in bounds.
        let mut changed = 0u32;
        for s in 0..27 {
            changed |= u32::from(self.cells[s] != self.seen[s]) << s;
        }
        let any = changed != 0;
        while changed != 0 {
            let s = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            self.update(s % 27)?;
        }
        Ok(any)
    }

    /// Propagates until nothing changes, with the band rules, naked singles and the rules
    /// `rules` adds; returns the cells left with two candidates, per band. `views` go with
    /// the state (see [`State::views`]); the segment rule brings them up to date.
    fn propagate(
        &mut self,
        rules: Rules,
        views: &mut Option<Views>,
    ) -> Result<[u32; 3], Contradiction> {
        let mut pairs = [0; 3];
        loop {
            while self.sweep()? {}
            if self.naked_singles(&mut pairs)? {
                continue;
            }
            if self.unsolved == [0; 3] {
                return Ok(pairs);
            }
            if rules.triads {
                // The stack rule with the digits' views, which the segment rule reads. At
                // every stall: with the views kept up to date, a second round costs little,
                // and it leaves the search closer to tdoku's, whose segment rule runs with
                // every update.
                let views = self.views(views);
                if self.refresh(views, rules.stacks) || self.triads(views)? {
                    continue;
                }
            } else if rules.stacks && self.stacks() {
                // The stack rule on its own, as at a dense grid's first stalls, where every
                // digit has changed and nothing else needs the views.
                continue;
            }
            return Ok(pairs);
        }
    }

    /// Applies the stack rule to every digit at once, bit-parallel (see [`matched`] and
    /// [`State::refresh`]): for a stall where the segment rule does not run, so that
    /// the digits' views are not needed (a dense grid's first guesses). Returns whether any
    /// mask changed; a mask it empties is the next update's contradiction.
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

    /// The segment rule: a segment (three cells of a row inside a box, or of a column inside
    /// a band) holds exactly three digits, so at most three digits can be confined to it
    /// within their row (or column): four are a contradiction, and three take its cells from
    /// every other digit (a naked triad, in tdoku's terms a full triad).
    ///
    /// The rules inside a band see one digit at a time: three digits that each have two
    /// places in a row, but must all take the two free cells of one segment, escape them.
    /// Returns whether any mask changed; a mask it empties is the next update's
    /// contradiction. Reads `views`, which must be up to date (see
    /// [`State::refresh`]).
    #[inline(never)]
    fn triads(&mut self, views: &Views) -> Result<bool, Contradiction> {
        // Row segments in the low half of each word, column segments in the high half (see
        // `DigitView::segments`); bit-sliced counts over the digits of those confined to a
        // segment and of those possible there: ones, twos, and four or more.
        let (mut c0, mut c1, mut c4) = (0u64, 0u64, 0u64);
        let (mut p0, mut p1, mut p4) = (0u64, 0u64, 0u64);
        for view in views {
            let (possible, confined) = (view.segments, view.confined);
            let carry = c0 & confined;
            c0 ^= confined;
            c4 |= c1 & carry;
            c1 ^= carry;
            let carry = p0 & possible;
            p0 ^= possible;
            p4 |= p1 & carry;
            p1 ^= carry;
        }
        // Four digits confined to a segment, or fewer than three possible there.
        if c4 != 0 || SEGMENTS & !p4 & !(p0 & p1) != 0 {
            return Err(Contradiction);
        }
        // Full segments (three confined, and a fourth digit possible) and hidden ones (three
        // possible, one of them not confined): the rule takes something there and nowhere
        // else. (Where three are confined and three possible, the segment is settled.)
        let confined3 = c0 & c1;
        let possible3 = p0 & p1 & !p4;
        let full = confined3 & !possible3;
        let hidden = possible3 & !confined3;
        if full | hidden == 0 {
            return Ok(false);
        }
        // What each digit leaves: a full segment not its own, the rest of a row or column
        // where a hidden segment needs it; only where it can still go, so that any bit left
        // is a real change.
        let mut any = 0;
        for (digit, view) in views.iter().enumerate() {
            let (possible, confined) = (view.segments, view.confined);
            let needed = hidden & possible;
            let rest = u64::from(rest_of_row(needed as u32))
                | u64::from(rest_of_column((needed >> 32) as u32)) << 32;
            let leave = (full & !confined | rest) & possible;
            any |= leave;
            let (rows, columns) = (leave as u32, (leave >> 32) as u32);
            for band in 0..3 {
                self.cells[slot(digit, band)] &= !(((rows >> band) & SEGMENT_LOW_BITS) * 7)
                    & !columns_in_band((columns >> (9 * band)) & 0x1ff);
            }
        }
        Ok(any != 0)
    }

    /// The views that go with this state, made afresh (every slot dirty) where there were
    /// none.
    fn views<'a>(&mut self, views: &'a mut Option<Views>) -> &'a mut Views {
        if views.is_none() {
            self.dirty = BAND;
        }
        views.get_or_insert(STALE_VIEWS)
    }

    /// Brings `views` up to date: recomputes the view of every digit with a slot
    /// updated since the last refresh. With `stack_rule`, also applies the stack rule to each
    /// of those digits (see [`matched`]): the column and box rules that the updates inside
    /// a band do not see, a digit confined to one box in a column (claiming) and a hidden
    /// single in a column among them; a digit that no update has touched since has nothing
    /// new for it. Returns whether the stack rule changed a mask; a mask it empties is the
    /// next update's contradiction.
    ///
    /// Reads the column sets of `columns`, which must be current (a stall).
    #[inline(never)]
    fn refresh(&mut self, views: &mut Views, stack_rule: bool) -> bool {
        let mut dirty = self.dirty;
        self.dirty = 0;
        let mut changed = false;
        // One pass per dirty digit, lowest first: a loop whose length varies mispredicts
        // once, a test per digit up to nine times.
        while dirty != 0 {
            let digit = dirty.trailing_zeros() as usize / 3;
            dirty &= !(0b111 << (3 * digit));
            let view = self.view(digit);
            views[digit] = view;
            if stack_rule {
                let columns = (view.segments >> 32) as u32;
                let [k0, k1, k2] =
                    matched([0, 9, 18].map(|shift| u64::from((columns >> shift) & 0x1ff)));
                let kept = (k0 | k1 << 9 | k2 << 18) as u32;
                if kept != columns {
                    changed = true;
                    for band in 0..3 {
                        self.cells[slot(digit, band)] &=
                            columns_in_band((kept >> (9 * band)) & 0x1ff);
                    }
                }
            }
        }
        changed
    }

    /// The view of `digit` (see [`DigitView`]), computed afresh.
    fn view(&self, digit: usize) -> DigitView {
        let bits = [0, 1, 2].map(|band| segment_bits(self.cells[slot(digit, band)]));
        let rows = bits[0] | bits[1] << 1 | bits[2] << 2;
        let columns = u32::from(self.columns[slot(digit, 0)])
            | u32::from(self.columns[slot(digit, 1)]) << 9
            | u32::from(self.columns[slot(digit, 2)]) << 18;
        let mut configurations = 0;
        for (band, &bits) in bits.iter().enumerate() {
            let index = ((u64::from(bits) * GATHER) >> 31) as usize & 0x3ff;
            configurations |= u64::from(SEGMENT_PERMUTATIONS[index]) << (8 * band);
        }
        for stack in 0..3 {
            // The stack's nine bits of `columns`, band by band: bit `3 * band + column`.
            let spread = (columns >> (3 * stack)) & 0o007_007_007;
            let open = (spread | spread >> 6 | spread >> 12) & 0x1ff;
            configurations |= u64::from(PERMUTATIONS_IN[open as usize]) << (8 * (3 + stack));
        }
        DigitView {
            segments: u64::from(rows) | u64::from(columns) << 32,
            confined: u64::from(rows & !rest_of_row(rows))
                | u64::from(columns & !rest_of_column(columns)) << 32,
            configurations,
        }
    }

    /// The pigeonhole rule: the nine digits of a house (row, column or box) must take its
    /// nine cells, one each, so every set of digits needs at least as many cells among the
    /// places left to them (Hall's condition). A contradiction when some house cannot match
    /// its digits to its cells, such as three digits left with the same two cells of a box;
    /// otherwise nothing changes. The rules of a band see one digit at a time and miss this.
    #[inline(never)]
    fn houses_match(&self) -> Result<(), Contradiction> {
        for band in 0..3 {
            let masks: [u32; 9] = core::array::from_fn(|digit| self.cells[slot(digit, band)]);
            for unit in 0..3 {
                // Box `unit` of the band, then row `unit`.
                let boxes = masks.map(|m| {
                    let m = m >> (3 * unit);
                    (m & 7 | (m >> 6) & 0o70 | (m >> 12) & 0o700) as u16
                });
                let rows = masks.map(|m| ((m >> (9 * unit)) & 0x1ff) as u16);
                if !perfect_matching(&boxes) || !perfect_matching(&rows) {
                    return Err(Contradiction);
                }
            }
        }
        for column in 0..9 {
            let places: [u16; 9] = core::array::from_fn(|digit| {
                (0..3).fold(0, |places, band| {
                    let m = self.cells[slot(digit, band)] >> column;
                    places | ((m & 1 | (m >> 8) & 2 | (m >> 16) & 4) << (3 * band)) as u16
                })
            });
            if !perfect_matching(&places) {
                return Err(Contradiction);
            }
        }
        Ok(())
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
            // A band none of whose slots was updated since the views' last refresh is as the
            // last round left it, without a single (see `State::dirty`); where the views are
            // not kept, every slot stays dirty and every band is looked at.
            if self.dirty & (SLOTS_OF_BAND << band) == 0 {
                continue;
            }
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
            // Each single is some digit's: this round changes the state.
            changed = true;
            for digit in 0..9 {
                let s = slot(digit, band);
                let mut hits = self.cells[s] & singles;
                // The first single of the digit without a branch (bit 27: none); a second
                // one in the same band is rare.
                let mut cells =
                    self.cells[s] & !BAND_PEERS[(hits | 1 << 27).trailing_zeros() as usize];
                hits &= hits.wrapping_sub(1);
                while hits != 0 {
                    cells &= !BAND_PEERS[hits.trailing_zeros() as usize];
                    hits &= hits - 1;
                }
                self.cells[s] = cells;
            }
        }
        Ok(changed)
    }

    /// The first cell with two candidates, else one with the fewest: where a dense grid
    /// guesses. Choosing among the cells with two candidates (the one in the most open box,
    /// or in the most open band) saved a guess in a hundred on grids with several solutions
    /// and cost more than that saved.
    fn choose_cell(&self, pairs: [u32; 3]) -> Option<(usize, usize)> {
        match pairs.iter().position(|&cells| cells != 0) {
            Some(band) => Some((band, pairs[band].trailing_zeros() as usize)),
            None => self.choose_fewest(),
        }
    }

    /// An unsolved cell with the fewest candidates, for when none has two; `None` when every
    /// cell is solved.
    #[allow(clippy::needless_range_loop)] // as in `naked_singles`
    fn choose_fewest(&self) -> Option<(usize, usize)> {
        let mut pick = None;
        let mut fewest = u32::MAX;
        for band in 0..3 {
            let unsolved = self.unsolved[band];
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

    /// A split in the manner of tdoku's branching on configurations. A digit's configuration
    /// in a band is the permutation its three rows take of the three boxes, in a stack the
    /// permutation its three bands take of the three columns. The choice is tdoku's: the band
    /// or stack whose digits have the fewest configurations in all (more than one each),
    /// then its digit with two, else three, else the fewest. As in tdoku, the first branch
    /// keeps that digit's first configuration in tdoku's order (see [`FIRST_CONFIGURATION`])
    /// and the rest keep the others: one branch when some row of the first configuration has
    /// a segment no other configuration uses (dropping that segment leaves exactly the
    /// others); else two: the configuration that shares the first one's segment in row 0,
    /// then those without that segment. `None` when every digit of every band and stack has one configuration (only
    /// cells are left to guess on).
    ///
    /// The state must be propagated: the column sets of `columns` are then current.
    // Indexed by digit into two tables at once: clearer than zipped iterators.
    #[allow(clippy::needless_range_loop)]
    #[inline(never)]
    fn choose_split(&mut self, views: &mut Views) -> Option<Split> {
        self.refresh(views, false);
        // The units' totals, a byte each: bands 0 to 2, stacks 3 to 5.
        let totals = views
            .iter()
            .fold(0u64, |sum, view| sum + view.configurations);
        // A unit whose digits have one configuration each (nine in all) is settled.
        let mut best = u64::MAX;
        // Without a branch, which the processor could not predict: a unit left out weighs
        // `u64::MAX`.
        for unit in 0..6 {
            let total = (totals >> (8 * unit)) & 0xff;
            best = best.min(total << 4 | unit | u64::from(total <= 9).wrapping_neg());
        }
        if best == u64::MAX {
            return None;
        }
        let unit = (best & 15) as usize;
        let (vertical, unit3) = (unit >= 3, unit % 3);
        let mut pick = u64::MAX;
        for (digit, view) in views.iter().enumerate() {
            let n = (view.configurations >> (8 * unit)) & 0xff;
            pick = pick.min(n.min(4) << 4 | digit as u64 | u64::from(n < 2).wrapping_neg());
        }
        if pick == u64::MAX {
            return None;
        }
        let digit = (pick & 15) as usize;
        // The digit's open segments in the unit, bit `3 * row + segment` (a row of a band and
        // its box, or a band of a stack and its column).
        let open = if vertical {
            (0..3).fold(0, |open, band| {
                let columns = u32::from(self.columns[slot(digit, band)]);
                open | ((columns >> (3 * unit3)) & 0b111) << (3 * band)
            })
        } else {
            let c = self.cells[slot(digit, unit3)];
            (u32::from(ROW_INFO[(c & 0x1ff) as usize]) & 7)
                | (u32::from(ROW_INFO[((c >> 9) & 0x1ff) as usize]) & 7) << 3
                | (u32::from(ROW_INFO[((c >> 18) & 0x1ff) as usize]) & 7) << 6
        };
        let fitting = CONFIGURATIONS_IN[open as usize];
        if fitting == 0 {
            return None;
        }
        let first = FIRST_CONFIGURATION[usize::from(vertical)][usize::from(fitting)];
        // The cells of the digit's three slots that keep only configuration `p`, or that
        // drop segment `segment` of row `row`.
        let keep = |p: usize| -> [u32; 3] {
            let to = PERMUTATIONS_OF_THREE[p];
            let mut masks = [BAND; 3];
            if vertical {
                let box_cells = columns_in_band(0b111 << (3 * unit3));
                for band in 0..3 {
                    let column = columns_in_band(1 << (3 * unit3 + usize::from(to[band])));
                    masks[band] = !box_cells | column;
                }
            } else {
                masks[unit3] = (0..3).fold(0, |m, row| {
                    m | segment_cells(3 * row + usize::from(to[row]))
                });
            }
            masks
        };
        let drop = |row: usize, segment: usize| -> [u32; 3] {
            let mut masks = [BAND; 3];
            if vertical {
                masks[row] = !columns_in_band(1 << (3 * unit3 + segment));
            } else {
                masks[unit3] = !segment_cells(3 * row + segment);
            }
            masks
        };
        let to = PERMUTATIONS_OF_THREE[first];
        // A row whose segment no other configuration uses: dropping it leaves exactly the
        // other configurations, tdoku's second branch.
        let alone = (0..3).fold(0, |rows, row| {
            rows | u32::from(fitting & (1 << TWINS[first][row]) == 0) << row
        });
        if alone != 0 {
            let row = alone.trailing_zeros() as usize;
            return Some(Split {
                unit,
                digit,
                branches: [keep(first), drop(row, usize::from(to[row])), [BAND; 3]],
                ways: 2,
            });
        }
        // Otherwise the other configuration through the first one's segment of row 0, then
        // the configurations without that segment.
        // The row whose twin comes first in tdoku's order after `first`.
        let rest = fitting & !(1 << first);
        let next = FIRST_CONFIGURATION[usize::from(vertical)][usize::from(rest)];
        let row = (0..3).find(|&row| TWINS[first][row] == next).unwrap_or(0);
        Some(Split {
            unit,
            digit,
            branches: [
                keep(first),
                keep(TWINS[first][row]),
                drop(row, usize::from(to[row])),
            ],
            ways: 3,
        })
    }

    /// Keeps `digit` to the cells of `masks` in bands 0 to 2.
    fn restrict(&mut self, digit: usize, masks: &[u32; 3]) {
        for (band, mask) in masks.iter().enumerate() {
            self.cells[slot(digit, band)] &= mask;
        }
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

/// The unsolved cells after the first propagation from which a grid counts as sparse and
/// its search reasons and splits the way tdoku does from the first guess (see [`SPARSE`]).
/// The hard sets keep 55 to 60 cells open, top1465 45 to 64, the grids with several
/// solutions of multi_solution at most 47, and grids made to stall a search 50 to 69.
const SPARSE_FROM: u32 = 48;

/// The schedule of a dense grid: the stack rule before the first guess and after 16
/// guesses, the segment rule after 16, splits after 48. The usual puzzle of this kind (a
/// few cells open, several solutions, as in multi_solution) takes fewer than 16 guesses
/// and pays for none of it.
///
/// The stack rule cuts the guesses on the hard sets by about 14%, at about as much more
/// work per guess where the rule runs on every stall. Measured with callgrind on shuffled
/// samples, counting to 2: at every stall from the first guess the rule saved 3 to 8% of
/// the instructions on the hard and 17-clue sets and cost 10% on multi_solution; after 16
/// guesses it costs 1.6% on multi_solution. Applying it before the first guess as well
/// takes the 17-clue puzzles from 0.97 guesses each to 0.6, tdoku's figure.
const DENSE: Schedule = Schedule {
    stacks: 16,
    triads: 16,
    houses: HOUSES_EVERY,
    splits: 48,
};

/// The schedule of a sparse grid (see [`SPARSE_FROM`]), whatever the question: tdoku's
/// propagation (the band, stack and segment rules) and its branching on configurations
/// from the first guess. This is where the grids made to stall a search live (few clues, a
/// contradiction or a second solution that only shows deep in the search), and tdoku's way
/// settles them in about tdoku's number of guesses; on the hard sets it takes tdoku's
/// number of guesses, counting to two and to the first solution alike.
const SPARSE: Schedule = Schedule {
    stacks: 0,
    triads: 0,
    houses: HOUSES_EVERY,
    splits: 0,
};

/// How often a search applies the pigeonhole rule: at one stall in this many, and then at
/// every stall until [`HOUSES_PATIENCE`] in a row find nothing. The rule costs about as
/// much as the rest of a stall and finds nothing in the usual puzzle. But a contradiction it
/// sees stays in every state below the one where it appears, since candidates only go: in a
/// branch without a solution that the other rules take long to refute, one turn of the rule
/// soon lands inside it, and the turns that follow refute the states above as the search
/// backs out to them. A climb on guesses found grids with several solutions where one early
/// choice leads into such a branch, three digits left with two cells of a house deep inside
/// it, which took 580 guesses (tdoku 99); with the rule from 256 guesses on, 272; one stall
/// in 64, 80. One grid with eighteen clues and no solution, where three digits have two
/// cells of a box, takes tdoku 30,255 guesses, this search 257 with the rule from 256
/// guesses on and 64 now. Most grids the adversaries kept fell from about 270 guesses to
/// about 75.
///
/// Measured with callgrind against the rule from 256 guesses on (what the search did
/// before), on the 1,840 puzzles of hardest1106 and top1465: 1.2% more instructions
/// counting to two and 0.8% to a first solution; 0.3% fewer on 3,000 of 17clue, the same
/// on multi_solution. One stall in 32 cost 3.8% and 2.7%; one in 16, 9% and 7%.
const HOUSES_EVERY: u32 = 64;

/// How many stalls in a row the pigeonhole rule may find nothing, after it found a
/// contradiction, before it goes back to one stall in [`HOUSES_EVERY`]: enough to follow
/// a contradiction up to the states above it, few enough that a grid where the rule keeps
/// finding what the other rules would find a guess later pays little for it. With 16, one
/// grid a climb on time found (two solutions, 150 guesses) took 1.9 times the instructions
/// it took without the rule, checking at nearly every stall; with 2, 1.04 times, and the
/// grids above keep their 75 to 80 guesses.
const HOUSES_PATIENCE: u32 = 2;

/// One search: what it is after, and what it found so far.
struct Search<'a> {
    limit: usize,
    count: usize,
    found: &'a mut [Grid],
    /// Guesses the search may still make.
    budget: u64,
    /// Whether the search ran out of budget, which leaves `count` meaningless.
    gave_up: bool,
    /// When the rules beyond the band rules join in, and splits start.
    schedule: Schedule,
    /// Whether the first stall (the clues' own deductions) is still to choose between
    /// [`DENSE`] and [`SPARSE`] by how many cells it leaves open.
    adapt: bool,
    /// The stalls to the pigeonhole rule's next turn, this one included (0 or 1: this one).
    houses_in: u32,
    /// The turns the pigeonhole rule still takes at every stall, after it last found a
    /// contradiction.
    houses_hot: u32,
    stats: Stats,
    /// Where the budget comes in installments: asked when one runs out (see
    /// [`Search::refill`]).
    pace: Option<Pace<'a>>,
}

/// A budget paid in installments of `every` guesses, `left` of it still to pay, with
/// `go_on` asked before each installment whether the search should go on: a caller's way to
/// stop a long search (a Ctrl-C, a deadline) or to watch it, at no cost to each guess.
pub(crate) struct Pace<'a> {
    pub(crate) every: u64,
    pub(crate) left: u64,
    pub(crate) go_on: &'a mut dyn FnMut(Stats) -> bool,
}

/// When each rule beyond the band rules and naked singles joins a search, and when its
/// guesses become splits: after how many guesses (0 for from the start, `u64::MAX` for not
/// at all). A rule that costs more than it saves on easy grids waits until the search has
/// shown that its grid is not one. A rule that joins late changes nothing already done: the
/// search goes on where it was, with more propagation below each later guess.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Schedule {
    /// The stack rule ([`State::stacks`]), which applies before the first guess in any case.
    stacks: u64,
    /// The segment rule ([`State::triads`]).
    triads: u64,
    /// The stalls from one turn of the pigeonhole rule ([`State::houses_match`]) to the next
    /// while it finds nothing (0 and 1: every stall; see [`HOUSES_EVERY`]).
    houses: u32,
    /// Splits on configurations ([`State::choose_split`]) instead of guesses on cells.
    splits: u64,
}

impl Schedule {
    /// The rules of a stall after `guesses` guesses.
    const fn rules(&self, guesses: u64) -> Rules {
        Rules {
            stacks: guesses == 0 || guesses >= self.stacks,
            triads: guesses >= self.triads,
        }
    }
}

/// Which rules propagation applies at a stall, beyond the band rules and naked singles.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Rules {
    stacks: bool,
    triads: bool,
}

#[cfg(test)]
impl Rules {
    /// Every rule.
    const ALL: Rules = Rules {
        stacks: true,
        triads: true,
    };
}

impl Search<'_> {
    /// A search for up to `limit` solutions (at least 1), writing the first ones found into
    /// `found`, with at most `total` guesses; with `adapt`, `schedule` is replaced at the
    /// first stall by [`DENSE`] or [`SPARSE`].
    fn new(
        limit: usize,
        found: &mut [Grid],
        total: u64,
        schedule: Schedule,
        adapt: bool,
    ) -> Search<'_> {
        Search {
            limit,
            count: 0,
            found,
            budget: total,
            gave_up: false,
            schedule,
            adapt,
            houses_in: schedule.houses,
            houses_hot: 0,
            stats: Stats::default(),
            pace: None,
        }
    }

    /// The budget ran out: whether the next installment of a paced search came (its caller
    /// said to go on and some budget was left). Off the path of every guess.
    #[cold]
    fn refill(&mut self) -> bool {
        let Some(pace) = self.pace.as_mut() else {
            return false;
        };
        if pace.left == 0 || !(pace.go_on)(self.stats) {
            return false;
        }
        let next = pace.every.min(pace.left);
        pace.left -= next;
        self.budget = next;
        true
    }

    /// Explores `state`, counting the solutions below it, with the `views` that go with it
    /// (see [`State::views`]). Leaves both spent.
    fn run(&mut self, state: &mut State, views: &mut Option<Views>) {
        loop {
            let rules = self.schedule.rules(self.stats.guesses);
            let Ok(pairs) = state.propagate(rules, views) else {
                return;
            };
            if self.adapt {
                self.adapt = false;
                let open: u32 = state.unsolved.iter().map(|cells| cells.count_ones()).sum();
                if open >= SPARSE_FROM {
                    // Propagate again with the rules of a sparse grid's first stall.
                    self.schedule = SPARSE;
                    self.houses_in = SPARSE.houses;
                    continue;
                }
                self.schedule = DENSE;
                self.houses_in = DENSE.houses;
            }
            if state.unsolved == [0; 3] {
                if let Some(slot) = self.found.get_mut(self.count) {
                    *slot = state.solved_grid();
                }
                self.count += 1;
                return;
            }
            self.houses_in = self.houses_in.saturating_sub(1);
            if self.houses_in == 0 {
                if state.houses_match().is_err() {
                    self.houses_hot = HOUSES_PATIENCE;
                    self.houses_in = 1;
                    return;
                }
                self.houses_hot = self.houses_hot.saturating_sub(1);
                self.houses_in = if self.houses_hot > 0 {
                    1
                } else {
                    self.schedule.houses
                };
            }
            if self.budget == 0 && !self.refill() {
                self.gave_up = true;
                return;
            }
            self.budget -= 1;
            self.stats.guesses += 1;
            let split = if self.stats.guesses > self.schedule.splits {
                let views = state.views(views);
                state.choose_split(views)
            } else {
                None
            };
            if let Some(split) = split {
                let (last, tried) = split.branches[..split.ways].split_last().expect("two ways");
                for (i, masks) in tried.iter().enumerate() {
                    // The first branch is the guess this node already counted; a third way
                    // is a second guess.
                    if i > 0 {
                        if self.budget == 0 && !self.refill() {
                            self.gave_up = true;
                            return;
                        }
                        self.budget -= 1;
                        self.stats.guesses += 1;
                    }
                    let mut with = *state;
                    with.restrict(split.digit, masks);
                    self.run(&mut with, &mut copied(views));
                    if self.count >= self.limit || self.gave_up {
                        return;
                    }
                }
                state.restrict(split.digit, last);
                continue;
            }
            // Some cell is unsolved, so there is one to guess on.
            let Some((band, bit)) = state.choose_cell(pairs) else {
                return;
            };
            // Propagation leaves no unsolved cell without a candidate; should one slip
            // through, the branch is dead rather than a loop that never ends.
            let Some(s) = state.first_digit_slot(band, bit) else {
                return;
            };
            let mut with = *state;
            if with.place(s, bit).is_ok() {
                self.run(&mut with, &mut copied(views));
                if self.count >= self.limit || self.gave_up {
                    return;
                }
            }
            state.cells[s] &= !(1 << bit);
        }
    }
}

/// `views` for a copy of their state: copied where there are some, without touching the
/// bytes of an empty slot where there are none.
fn copied(views: &Option<Views>) -> Option<Views> {
    views.as_ref().copied()
}

/// What a whole search found: how many solutions (meaningless when it gave up), its work,
/// and whether it ran out of its budget of guesses first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Explored {
    pub(crate) count: usize,
    pub(crate) stats: Stats,
    pub(crate) gave_up: bool,
}

/// Counts the solutions below `state` up to `limit` (at least 1), writing the first ones
/// found into `found`, with at most `total` guesses: one search, never started over, whose
/// schedule the first stall picks by how much the clues settle. Leaves `state` spent.
fn explore<'a>(
    state: &mut State,
    limit: usize,
    found: &'a mut [Grid],
    total: u64,
    pace: Option<Pace<'a>>,
) -> Explored {
    let mut search = Search::new(limit, found, total, DENSE, true);
    search.pace = pace;
    search.run(state, &mut None);
    Explored {
        count: search.count,
        stats: search.stats,
        gave_up: search.gave_up,
    }
}

/// Counts the solutions of `grid` up to `limit`, writing the first ones found into `found`,
/// with at most `total` guesses.
pub(crate) fn search(grid: &Grid, limit: usize, found: &mut [Grid], total: u64) -> Explored {
    search_paced(grid, limit, found, total, None)
}

/// [`search`], with the budget `total` paid in installments when `pace` is given: `pace`'s
/// `every` guesses at a time, its caller asked before each one after the first.
pub(crate) fn search_paced(
    grid: &Grid,
    limit: usize,
    found: &mut [Grid],
    total: u64,
    pace: Option<(u64, &mut dyn FnMut(Stats) -> bool)>,
) -> Explored {
    let (first, pace) = match pace {
        None => (total, None),
        Some((every, go_on)) => {
            let every = every.max(1);
            let first = every.min(total);
            let left = total - first;
            (first, Some(Pace { every, left, go_on }))
        }
    };
    match State::from_grid(grid) {
        Ok(mut state) if limit > 0 => explore(&mut state, limit, found, first, pace),
        _ => Explored {
            count: 0,
            stats: Stats::default(),
            gave_up: false,
        },
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
        if explore(&mut differs, 1, &mut [], u64::MAX, None).count > 0 {
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
        let stacks_only = Rules {
            stacks: true,
            triads: false,
        };
        let none = Rules {
            stacks: false,
            ..stacks_only
        };
        assert!(with.propagate(stacks_only, &mut None).is_ok());
        assert!(plain.propagate(none, &mut None).is_ok());
        // Placed: row 1 of band 0 keeps the digit at its first cell only.
        assert_eq!(with.cells[slot(0, 0)] & 0x1ff, 1);
        assert_eq!(with.unsolved[0] & 1, 0);
        assert_ne!(plain.cells[slot(0, 0)] & 0x1ff, 1);
    }

    /// The stack rule's bit-parallel matching, on every digit's three columns of one stack,
    /// against a direct search for a band-to-column permutation.
    #[test]
    fn lone_rows_keeps_exactly_the_rows_with_one_cell() {
        let others = [1, 2, 0o3, 0o100, 0o400, 0o401, 0o777, 0o252];
        for row in 1..512u32 {
            for &a in &others {
                for &b in &others {
                    for [r0, r1, r2] in [[row, a, b], [a, row, b], [a, b, row]] {
                        let cells = r0 | r1 << 9 | r2 << 18;
                        let alone = |r: u32| if r.count_ones() == 1 { r } else { 0 };
                        let expected = alone(r0) | alone(r1) << 9 | alone(r2) << 18;
                        assert_eq!(lone_rows(cells), expected, "{cells:o}");
                    }
                }
            }
        }
    }

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

    /// Not at all, in a [`Schedule`].
    const NEVER: u64 = u64::MAX;

    /// Rules by name, for the tests.
    const NO_RULES: Rules = Rules {
        stacks: false,
        triads: false,
    };

    fn state_of(line: &str) -> State {
        State::from_grid(&line.parse().unwrap()).unwrap_or_else(|_| panic!("clues clash: {line}"))
    }

    /// Thirteen clues, no clash, no solution: in the top band, digits 5, 6 and 9 (the digits
    /// of boxes 1 and 2 in two rows, and of row 3 across box 2) must all take the two free
    /// cells of box 3 in row 1. Each digit alone keeps two places, so only the segment rule
    /// sees it; the open way of branching once needed 270,000 guesses to refute it.
    #[test]
    fn segment_rule_sees_three_digits_for_two_cells() {
        let grid =
            "..9..7...........4.....56..27..............1......6.95..5.................6......";
        let mut plain = state_of(grid);
        assert!(
            plain
                .propagate(
                    Rules {
                        stacks: true,
                        ..NO_RULES
                    },
                    &mut None,
                )
                .is_ok()
        );
        let mut with = state_of(grid);
        assert!(
            with.propagate(
                Rules {
                    triads: true,
                    ..NO_RULES
                },
                &mut None,
            )
            .is_err()
        );
    }

    /// Eighteen clues, no solution: in box 1, digits 1, 3 and 7 are barred from row 2 and
    /// column 2, which leaves them two cells. Every rule inside a band or a segment misses
    /// it (tdoku needs 30,000 guesses); the pigeonhole rule sees it at once.
    #[test]
    fn pigeonhole_rule_sees_three_digits_for_two_cells_of_a_box() {
        let grid =
            "..6.........3..71.9..............8...7.9....6.1.8....2.3.6...8....4...2......3...";
        let mut state = state_of(grid);
        assert!(state.propagate(Rules::ALL, &mut None).is_ok());
        assert!(state.houses_match().is_err());
    }

    /// Hall's condition, tried on every set of digits: a perfect matching exists exactly
    /// when every `k` digits have at least `k` places between them.
    fn hall(places: &[u16; 9]) -> bool {
        (1u16..512).all(|set| {
            let union = (0..9)
                .filter(|d| set & (1 << d) != 0)
                .fold(0, |u, d| u | places[d]);
            union.count_ones() >= set.count_ones()
        })
    }

    /// A full grid, and the empty grid's state with candidates struck at random but never
    /// the grid's own digits: the grid stays a solution of the state.
    fn struck(seed: u64, strike: &[u32]) -> (Grid, State) {
        let solution = dug(seed, &[true; 81]);
        let mut state = State::EMPTY;
        for digit in 0..9 {
            for band in 0..3 {
                let s = slot(digit, band);
                let own = (0..27)
                    .filter(|&bit| solution.as_bytes()[27 * band + bit] == digit as u8 + 1)
                    .fold(0, |m, bit| m | 1 << bit);
                state.cells[s] &= !strike[s] | own;
            }
        }
        (solution, state)
    }

    /// A schedule with each rule from the start, after a few guesses, or never (the
    /// pigeonhole rule: at every stall, at one in three, or never, since it never finds one).
    fn schedule() -> impl Strategy<Value = Schedule> {
        let after = || proptest::sample::select(&[0, 3, NEVER][..]);
        let every = proptest::sample::select(&[0, 1, 3, u32::MAX][..]);
        (after(), after(), every, after()).prop_map(|(stacks, triads, houses, splits)| Schedule {
            stacks,
            triads,
            houses,
            splits,
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { max_shrink_iters: 256, ..ProptestConfig::with_cases(96) })]

        /// A search with any schedule (the stack, segment and pigeonhole rules, the splits on
        /// configurations, each from the start, after a few guesses, or never, or the schedule
        /// the first stall picks) counts and finds exactly what the naive search does; with a
        /// budget it either answers the same or gives up having made exactly that many guesses.
        #[test]
        fn every_schedule_agrees_with_naive(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.4), 81),
            limit in 1usize..4,
            schedule in schedule(),
            adapt: bool,
            total in prop_oneof![Just(NEVER), 0u64..8],
        ) {
            let grid = dug(seed, &keep);
            let mut expected = [Grid::EMPTY; 3];
            let count = naive::solutions(&grid, limit, &mut expected);
            let mut found = [Grid::EMPTY; 3];
            let Ok(mut state) = State::from_grid(&grid) else {
                prop_assert_eq!(count, 0);
                return Ok(());
            };
            let mut search = Search::new(limit, &mut found, total, schedule, adapt);
            search.run(&mut state, &mut None);
            let (got, gave_up, guesses) = (search.count, search.gave_up, search.stats.guesses);
            if gave_up {
                prop_assert_eq!(guesses, total);
                return Ok(());
            }
            prop_assert!(guesses <= total);
            prop_assert_eq!(got, count);
            for solution in &found[..got] {
                prop_assert!(solution.is_solution_of(&grid));
            }
            // A unique solution is the same whoever finds it.
            if count == 1 && limit > 1 {
                prop_assert_eq!(found[0], expected[0]);
            }
        }

        /// The matching behind the pigeonhole rule agrees with Hall's condition.
        #[test]
        fn matching_agrees_with_halls_condition(
            places in [0u16..512, 0u16..512, 0u16..512, 0u16..512, 0u16..512, 0u16..512,
                0u16..512, 0u16..512, 0u16..512],
            sparse in any::<bool>(),
        ) {
            // Sparse sets (two or three places each) make Hall's condition fail often.
            let places = if sparse { places.map(|p| p & (p >> 3) & (p >> 5) | p & 0o421) } else { places };
            prop_assert_eq!(perfect_matching(&places), hall(&places));
        }

        /// The stack rule digit by digit, in the refresh of the views, removes exactly what
        /// the bit-parallel one does, on states with candidates struck at random.
        #[test]
        fn stack_rule_in_the_refresh_agrees_with_the_bit_parallel_one(
            seed: u64,
            strike in proptest::collection::vec(any::<u32>(), 27),
        ) {
            let strike: [u32; 27] = core::array::from_fn(|i| strike[i]);
            let (_, mut state) = struck(seed, &strike);
            // A stall of the band rules, where both read current column sets.
            while let Ok(true) = state.sweep() {}
            let (mut parallel, mut refreshed) = (state, state);
            let changed = parallel.stacks();
            prop_assert_eq!(changed, refreshed.refresh(&mut STALE_VIEWS.clone(), true));
            prop_assert_eq!(parallel.cells, refreshed.cells);
        }

        /// Every rule is sound: on a state with candidates struck at random (never those of a
        /// known solution), propagation with every rule finds no contradiction and keeps every
        /// digit of the solution. The strikes leave few candidates, so the segment and
        /// pigeonhole rules have work to do.
        #[test]
        fn rules_keep_a_solution(
            seed: u64,
            strike in proptest::collection::vec(any::<u32>(), 27),
            more in proptest::collection::vec(any::<u32>(), 27),
        ) {
            let strike: [u32; 27] = core::array::from_fn(|i| strike[i] | more[i]);
            let (solution, mut state) = struck(seed, &strike);
            prop_assert!(state.propagate(Rules::ALL, &mut None).is_ok());
            prop_assert!(state.houses_match().is_ok());
            for cell in 0..81 {
                let digit = usize::from(solution.as_bytes()[cell]) - 1;
                prop_assert!(state.cells[slot(digit, cell / 27)] & (1 << (cell % 27)) != 0);
            }
        }

        /// A split's branches divide the places of its digit in its band or stack between
        /// them: each way of placing the digit there (a cell in each row of the band, or in
        /// each band of the stack, no two in one box or column) is kept by exactly one branch,
        /// and each branch takes away at least one candidate, so the search ends. Grids with
        /// few clues, where a digit keeps four to six configurations, split three ways.
        #[test]
        fn splits_partition_the_digit_placements(
            seed: u64,
            density in 0.0..0.25f64,
            bits in proptest::collection::vec(any::<u32>(), 81),
        ) {
            let keep: [bool; 81] =
                core::array::from_fn(|i| f64::from(bits[i]) / f64::from(u32::MAX) < density);
            let grid = dug(seed, &keep);
            let Ok(mut state) = State::from_grid(&grid) else {
                return Ok(());
            };
            let mut views = None;
            if state.propagate(Rules::ALL, &mut views).is_err() {
                return Ok(());
            }
            let views = state.views(&mut views);
            let Some(split) = state.choose_split(views) else {
                return Ok(());
            };
            prop_assert!(split.ways == 2 || split.ways == 3);
            let d = split.digit;
            let masks = &split.branches[..split.ways];
            for branch in masks {
                prop_assert!(
                    (0..3).any(|band| state.cells[slot(d, band)] & !branch[band] != 0),
                    "a branch that removes nothing"
                );
            }
            // Every placement of the digit in the unit split on: a cell `(row, column)` of
            // each row of the band (`row` fixed, `column` 0 to 8) or of each band of the stack
            // (`row` 0 to 2, `column` 0 to 2 within the stack), in three different boxes or
            // columns.
            let (vertical, unit3) = (split.unit >= 3, split.unit % 3);
            let mut placements = 0;
            for pick in 0..9usize.pow(3) {
                let choice = [pick % 9, pick / 9 % 9, pick / 81];
                let cells: [(usize, u32); 3] = core::array::from_fn(|i| {
                    if vertical {
                        (i, 1 << (9 * (choice[i] / 3) + 3 * unit3 + choice[i] % 3))
                    } else {
                        (unit3, 1 << (9 * i + choice[i]))
                    }
                });
                let area = |i: usize| if vertical { choice[i] % 3 } else { choice[i] / 3 };
                if area(0) == area(1) || area(0) == area(2) || area(1) == area(2) {
                    continue;
                }
                if choice.iter().any(|&c| vertical && c >= 9) {
                    continue;
                }
                if !cells.iter().all(|&(band, bit)| state.cells[slot(d, band)] & bit != 0) {
                    continue;
                }
                placements += 1;
                let kept = masks
                    .iter()
                    .filter(|m| cells.iter().all(|&(band, bit)| m[band] & bit != 0))
                    .count();
                prop_assert_eq!(kept, 1, "a placement kept by {} branches", kept);
            }
            prop_assert!(placements >= 2);
        }
        /// A split's branches divide the solutions between them, each exactly once, and
        /// each branch takes away at least one candidate, so the search ends. Counted by a
        /// search that only guesses on cells.
        #[test]
        fn splits_divide_the_solutions_and_make_progress(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.35), 81),
        ) {
            const LIMIT: usize = 500;
            let count = |state: &State| {
                let cells_only = Schedule { splits: NEVER, ..SPARSE };
                let mut search = Search::new(LIMIT, &mut [], NEVER, cells_only, false);
                search.run(&mut state.clone(), &mut None);
                search.count
            };
            let grid = dug(seed, &keep);
            let Ok(mut state) = State::from_grid(&grid) else {
                return Ok(());
            };
            let mut views = None;
            if state.propagate(Rules::ALL, &mut views).is_err() {
                return Ok(());
            }
            let views = state.views(&mut views);
            let Some(split) = state.choose_split(views) else {
                return Ok(());
            };
            prop_assert!(split.ways == 2 || split.ways == 3);
            let whole = count(&state);
            prop_assume!(whole < LIMIT);
            let mut sum = 0;
            for masks in &split.branches[..split.ways] {
                let mut branch = state;
                branch.restrict(split.digit, masks);
                prop_assert!(branch.cells != state.cells, "a branch that removes nothing");
                sum += count(&branch);
            }
            prop_assert_eq!(sum, whole);
        }
    }
}
