//! The canonical form of a grid: the smallest of all its equivalent grids ("minlex").
//!
//! Two grids are equivalent when a [`Transform`] maps one to the other. The canonical form is
//! the equivalent grid whose 81 cells, read row by row as digits with 0 for an empty cell,
//! make the smallest number. Equivalent grids have the same form, and different forms mean
//! essentially different grids, so the form is the key to deduplicate a collection by.
//!
//! Of the 3,359,232 × 9! variants only the geometric ones need searching: for each, the
//! smallest relabelling numbers the digits 1, 2, 3, … in the order they first occur. The
//! search builds the form row by row and keeps only the choices whose rows so far equal the
//! smallest seen:
//!
//! - puzzles (`search.rs`): the first row is some row or column of the grid; the columns'
//!   order is kept as an ordered partition (stacks, and columns inside a stack, not yet told
//!   apart), refined by each row placed: within a class, columns are sorted by what they hold
//!   in the new row (empty < a digit already numbered < a digit not yet numbered), and only
//!   digits not yet numbered in columns still interchangeable make the search branch;
//! - complete valid grids (`full.rs`): the first row is always 123456789, and the second is the
//!   first row's permutation conjugated by the column order; the few column orders that make
//!   it smallest follow from how the permutation moves columns between stacks, without a
//!   search; the other rows then follow from their first cells;
//! - grids with a digit twice in a row or column (they break the rules, and the refinement
//!   above assumes they do not) take the exhaustive path (`exhaustive.rs`), which tries every
//!   geometric variant and takes a few tenths of a second.

mod exhaustive;
mod full;
mod search;

use core::cmp::Ordering;

use crate::{Grid, Transform};

/// The canonical form of a [`Grid`], from [`Grid::canonical`]: the minlex grid, a
/// [`Transform`] that maps the grid to it, and how many geometric transformations do.
///
/// The form is the lexicographically smallest grid among the 3,359,232 geometric variants
/// (transposing, permuting bands, rows in bands, stacks, columns in stacks) with every
/// relabelling of the digits, reading the 81 cells row by row with 0 for an empty cell. It is
/// exact for puzzles as well as for complete grids.
///
/// # Examples
///
/// ```
/// use rand_core::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
/// use shudu::{Grid, Transform};
///
/// let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()
///     .unwrap();
/// let form = puzzle.canonical();
/// assert_eq!(
///     form.grid().to_string(),
///     "........1.....1.23..4.5..........5.....6..74.38............2.....7...6...1...8..."
/// );
/// // The transform takes the puzzle to its form.
/// assert_eq!(form.transform().apply(&puzzle), *form.grid());
///
/// // Any shuffled copy has the same form.
/// let shuffled = Transform::random(&mut Xoshiro256PlusPlus::seed_from_u64(1)).apply(&puzzle);
/// assert_eq!(shuffled.canonical().grid(), form.grid());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    grid: Grid,
    transform: Transform,
    automorphisms: u32,
}

impl Canonical {
    /// The canonical grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let grid: Grid = format!("{}9", ".".repeat(80)).parse().unwrap();
    /// assert_eq!(grid.canonical().grid().to_string(), format!("{}1", ".".repeat(80)));
    /// ```
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// A transformation that maps the grid to its canonical form. When the grid has
    /// automorphisms several do; this is one of them. Digits the grid does not hold are
    /// mapped in increasing order to the labels left over.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let grid: Grid = format!("{}5.7", ".".repeat(78)).parse().unwrap();
    /// let form = grid.canonical();
    /// assert_eq!(form.transform().apply(&grid), *form.grid());
    /// assert_eq!(form.transform().inverse().apply(form.grid()), grid);
    /// ```
    #[must_use]
    pub const fn transform(&self) -> &Transform {
        &self.transform
    }

    /// How many of the 3,359,232 geometric transformations, each followed by its
    /// relabelling, map the grid to its form: the size of its automorphism group (counting
    /// only the geometric part, as a relabelling is fixed by it for the digits present). At
    /// least 1; 1 for almost every grid, 648 for the most symmetric complete grid, 3,359,232
    /// for the empty grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let grid: Grid = "123456789456789123789123456231564897564897231897231564312645978645978312978312645"
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(grid.canonical().automorphisms(), 648);
    /// assert_eq!(Grid::EMPTY.canonical().automorphisms(), 3_359_232);
    /// ```
    #[must_use]
    pub const fn automorphisms(&self) -> u32 {
        self.automorphisms
    }
}

impl Grid {
    /// The canonical (minlex) form of this grid, the transformation to it and its number of
    /// automorphisms: see [`Canonical`].
    ///
    /// Fast for puzzles and complete grids (tens of microseconds); nothing is allocated. A
    /// grid with a digit twice in a row or column takes an exhaustive search of a few tenths
    /// of a second, still exact.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Transform};
    ///
    /// let a: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let b = Transform::rotate().then(&Transform::mirror_up_down()).apply(&a);
    /// assert_ne!(a, b);
    /// assert_eq!(a.canonical().grid(), b.canonical().grid());
    /// ```
    #[must_use]
    pub fn canonical(&self) -> Canonical {
        let cells = self.as_bytes();
        let mut transposed = [0u8; 81];
        for (i, t) in transposed.iter_mut().enumerate() {
            *t = cells[i % 9 * 9 + i / 9];
        }
        let grids = [*cells, transposed];
        let mut best = Best::new();
        match kind(cells) {
            Kind::Repeats => exhaustive::search(&grids, &mut best),
            Kind::Complete => full::search(&grids, &mut best),
            Kind::Other => search::search(&grids, &mut best),
        }
        Canonical {
            grid: Grid::from_bytes_unchecked(best.cells),
            transform: best.transform,
            automorphisms: best.count,
        }
    }
}

/// Which search a grid takes.
enum Kind {
    /// Some row or column holds a digit twice: the exhaustive search.
    Repeats,
    /// Full, and every row, column and box holds the nine digits.
    Complete,
    /// Any other grid: the row-by-row search.
    Other,
}

fn kind(cells: &[u8; 81]) -> Kind {
    let (mut cols, mut boxes) = ([0u16; 9], [0u16; 9]);
    let mut complete = true;
    for (r, line) in cells.chunks_exact(9).enumerate() {
        let mut row = 0u16;
        for (c, &d) in line.iter().enumerate() {
            // No bit for an empty cell.
            let bit = (1u16 << d) & !1;
            if (row | cols[c]) & bit != 0 {
                return Kind::Repeats;
            }
            row |= bit;
            cols[c] |= bit;
            let b = &mut boxes[r / 3 * 3 + c / 3];
            complete &= *b & bit == 0;
            *b |= bit;
        }
        complete &= row == 0x3fe;
    }
    if complete {
        Kind::Complete
    } else {
        Kind::Other
    }
}

/// The smallest form found so far, shared by the searches.
///
/// `cells[..valid]` is the smallest prefix seen; a search offers its cells in order and
/// abandons a branch at the first cell larger than the best's. `count` is how many geometric
/// transformations reached the full best form.
struct Best {
    cells: [u8; 81],
    valid: usize,
    count: u32,
    transform: Transform,
}

impl Best {
    const fn new() -> Best {
        Best {
            cells: [0; 81],
            valid: 0,
            count: 0,
            transform: Transform::IDENTITY,
        }
    }

    /// Offers `value` for cell `pos`, all cells before it equal to the best's: `Greater`
    /// abandons the branch; `Less` makes it the new best (the cells after `pos` are then
    /// free, so every later offer in this branch is accepted); `Equal` goes on.
    #[inline]
    fn offer(&mut self, pos: usize, value: u8) -> Ordering {
        if pos >= self.valid {
            self.cells[pos] = value;
            self.valid = pos + 1;
            return Ordering::Less;
        }
        match value.cmp(&self.cells[pos]) {
            Ordering::Less => {
                self.cells[pos] = value;
                self.valid = pos + 1;
                self.count = 0;
                Ordering::Less
            }
            other => other,
        }
    }

    /// [`offer`](Best::offer) for the nine cells of row `row`.
    #[inline]
    fn offer_row(&mut self, row: usize, values: &[u8; 9]) -> Ordering {
        let base = row * 9;
        for (j, &v) in values.iter().enumerate() {
            match self.offer(base + j, v) {
                Ordering::Equal => {}
                Ordering::Greater => return Ordering::Greater,
                Ordering::Less => {
                    self.cells[base + j + 1..base + 9].copy_from_slice(&values[j + 1..]);
                    self.valid = base + 9;
                    return Ordering::Less;
                }
            }
        }
        Ordering::Equal
    }

    /// A branch reached the end equal to the best: `multiplicity` transformations give it.
    /// The first to get there records its transformation.
    #[inline]
    fn leaf(&mut self, multiplicity: u32, transform: impl FnOnce() -> Transform) {
        if self.count == 0 {
            self.transform = transform();
        }
        self.count += multiplicity;
    }
}

/// The relabelling as a transform's table: `label[d]` for the digits that have one, then the
/// labels left over for the digits that do not, in increasing order.
fn complete_labels(label: &[u8; 10]) -> [u8; 10] {
    let mut out = *label;
    out[0] = 0;
    let mut used = 0u16;
    for &l in &label[1..] {
        used |= 1 << l;
    }
    let mut next = 1u8;
    for label in &mut out[1..] {
        if *label == 0 {
            while used & (1 << next) != 0 {
                next += 1;
            }
            *label = next;
            used |= 1 << next;
        }
    }
    out
}

#[cfg(test)]
mod tests;
