//! [`Generator`]: random complete grids, and puzzles with exactly one solution dug out of them
//! (挖洞, "digging holes"). How each step works is in the docs of
//! [`Generator::solved_grid`] and [`Generator::generate`].

use crate::rng::{below, shuffle};
use crate::{Cell, Grid, Solver, Symmetry};
use rand_core::Rng;

/// Makes random complete grids and random puzzles with exactly one solution.
///
/// It draws from the random number generator `R` it owns, so the same seed and the same
/// options give the same grids and puzzles, on every platform and build. `R` can be any
/// [`rand_core::Rng`], including a borrowed `&mut R`, which rand_core implements too: pass
/// `&mut rng` to keep using `rng` afterwards.
///
/// Options, each a builder method: [`symmetry`](Generator::symmetry) of the clue pattern,
/// [`target_clues`](Generator::target_clues) to stop digging early (more clues, easier
/// puzzle), and [`attempts`](Generator::attempts) to keep the sparsest of several puzzles.
///
/// Nothing is allocated; the generator works without `std` and `alloc`.
///
/// # Examples
///
/// ```
/// use rand_core::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
/// use shudu::{Generator, Solution, Solver, Symmetry};
///
/// let rng = Xoshiro256PlusPlus::seed_from_u64(42);
/// let mut generator = Generator::new(rng).symmetry(Symmetry::Central);
/// let puzzle = generator.generate();
///
/// assert_eq!(Solver::new().solve(puzzle.grid()), Solution::Unique(*puzzle.solution()));
/// assert!(Symmetry::Central.matches(puzzle.grid()));
/// println!("{}", puzzle.grid());
/// ```
///
/// With a borrowed generator of random numbers:
///
/// ```
/// use rand_core::{Rng, SeedableRng};
/// use rand_xoshiro::Xoshiro256PlusPlus;
/// use shudu::Generator;
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let grid = Generator::new(&mut rng).solved_grid();
/// let after = rng.next_u64(); // `rng` is still ours
/// # let _ = (grid, after);
/// ```
#[derive(Clone)]
pub struct Generator<R> {
    rng: R,
    symmetry: Symmetry,
    /// Stop digging at this many clues or fewer; `0` digs to a minimal puzzle.
    target: Option<u8>,
    /// At least 1.
    attempts: u32,
}

impl<R> core::fmt::Debug for Generator<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Generator")
            .field("symmetry", &self.symmetry)
            .field("target", &self.target)
            .field("attempts", &self.attempts)
            .finish_non_exhaustive()
    }
}

impl<R: Rng> Generator<R> {
    /// A generator drawing from `rng`, with no symmetry, no clue target and one attempt.
    ///
    /// How varied and how hard the grids and puzzles are depends on `rng`: a good generator
    /// of random numbers gives the distribution [`solved_grid`](Generator::solved_grid)
    /// describes, a poor one fewer different grids. Any `rng` is safe, though: even one that
    /// returns the same number forever, every call ends and gives a complete valid grid or a
    /// puzzle with exactly one solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1));
    /// let puzzle = generator.generate();
    /// assert!(puzzle.clue_count() < 40);
    /// ```
    #[must_use]
    pub const fn new(rng: R) -> Generator<R> {
        Generator {
            rng,
            symmetry: Symmetry::None,
            target: None,
            attempts: 1,
        }
    }

    /// Sets the symmetry of the clue pattern (default [`Symmetry::None`]).
    ///
    /// With a symmetry, digging removes whole orbits, so puzzles are minimal with respect to
    /// orbits (removing any one more orbit would allow a second solution) and usually have
    /// a few more clues than puzzles without.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Symmetry};
    ///
    /// let mut generator =
    ///     Generator::new(Xoshiro256PlusPlus::seed_from_u64(3)).symmetry(Symmetry::MirrorLeftRight);
    /// let puzzle = generator.generate();
    /// assert!(Symmetry::MirrorLeftRight.matches(puzzle.grid()));
    /// assert_eq!(puzzle.symmetry(), Symmetry::MirrorLeftRight);
    /// ```
    #[must_use]
    pub const fn symmetry(mut self, symmetry: Symmetry) -> Generator<R> {
        self.symmetry = symmetry;
        self
    }

    /// Stops digging as soon as the puzzle is down to `clues` clues or fewer: more clues
    /// make an easier puzzle.
    ///
    /// The puzzle always has exactly one solution. With a symmetry whole orbits are removed,
    /// so the count can land a little below the target (by less than the largest orbit,
    /// e.g. one below with [`Symmetry::Central`]). If digging cannot get that low, because
    /// every clue left is needed, the puzzle is the minimal one digging reached, with more
    /// clues than asked; [`Puzzle::target_met`] tells, and [`attempts`](Generator::attempts)
    /// gives more chances. A target of 81 or more removes nothing; a target of 0 (or any
    /// below 17, the fewest clues a unique sudoku can have) is never met and gives minimal
    /// puzzles.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let mut easy = Generator::new(Xoshiro256PlusPlus::seed_from_u64(5)).target_clues(36);
    /// let puzzle = easy.generate();
    /// assert_eq!(puzzle.clue_count(), 36);
    /// assert!(puzzle.target_met());
    ///
    /// let mut too_hard = Generator::new(Xoshiro256PlusPlus::seed_from_u64(5)).target_clues(12);
    /// assert!(!too_hard.generate().target_met());
    /// ```
    #[must_use]
    pub const fn target_clues(mut self, clues: usize) -> Generator<R> {
        self.target = Some(if clues > 81 { 81 } else { clues as u8 });
        self
    }

    /// Makes up to `attempts` puzzles per [`generate`](Generator::generate) call, each from a
    /// fresh complete grid, and keeps the one with the fewest clues (the first of equals).
    /// With a [`target`](Generator::target_clues), it stops at the first puzzle that meets
    /// it. `0` counts as 1, the default.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let mut one = Generator::new(Xoshiro256PlusPlus::seed_from_u64(9));
    /// let mut best_of_five = Generator::new(Xoshiro256PlusPlus::seed_from_u64(9)).attempts(5);
    /// // The first attempt of both is the same puzzle; more attempts can only do better.
    /// assert!(best_of_five.generate().clue_count() <= one.generate().clue_count());
    /// ```
    #[must_use]
    pub const fn attempts(mut self, attempts: u32) -> Generator<R> {
        self.attempts = if attempts == 0 { 1 } else { attempts };
        self
    }

    /// A random complete, valid grid.
    ///
    /// How: boxes 0, 4 and 8 (the diagonal ones, which share no row or column) get
    /// independent random permutations of 1 to 9; a small randomised depth-first search
    /// fills the other 54 cells, always taking a cell with the fewest candidates and trying
    /// its candidates in random order; then the rows are shuffled within their bands, the
    /// bands shuffled, the same for columns and stacks, and the grid transposed with
    /// probability ½. A few microseconds. The search has a budget; about one fill in
    /// 100,000 exceeds it and starts again. Should eight fills in a row fail, which takes a
    /// degenerate generator of random numbers, the textbook pattern grid with its digits
    /// relabelled replaces the fill, so the call returns whatever `R` is.
    ///
    /// Every valid grid can come out, but not with equal probability: the fill favours some
    /// grids over others. What holds is symmetry of the distribution: relabelling the
    /// digits, permuting rows within a band, bands, columns within a stack or stacks, or
    /// transposing maps it to itself, so no digit, row, column, band or stack is special.
    /// No solver is involved, so the grid a seed gives is fixed by this crate's version
    /// alone, whatever solving engine it has.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Solution, Solver};
    ///
    /// let grid = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1)).solved_grid();
    /// assert!(!grid.to_string().contains('.'));
    /// assert_eq!(Solver::new().solve(&grid), Solution::Unique(grid));
    /// ```
    #[must_use]
    pub fn solved_grid(&mut self) -> Grid {
        let cells = random_fill(&mut self.rng, MAX_FILLS);
        Grid::from_bytes_unchecked(shuffle_lines(&mut self.rng, &cells))
    }

    /// A random puzzle with exactly one solution, with the options set.
    ///
    /// How: a fresh [`solved_grid`](Generator::solved_grid) is dug linearly: its cells (with
    /// a [`symmetry`](Generator::symmetry), its orbits) are visited once each in random
    /// order, and a clue (an orbit of clues) is removed if the puzzle keeps exactly one
    /// solution, else put back. Before asking the solver, a cheap proof is tried: if naked
    /// and hidden singles fill the removed cells back, the puzzle is still unique. Every
    /// decision depends only on whether a puzzle is unique, a fact about the puzzle and not
    /// about the solver, so a seed gives the same puzzle whatever engine answers.
    ///
    /// Without a [`target`](Generator::target_clues) the puzzle is minimal (with respect
    /// to orbits, with a symmetry): removing any clue would allow a second solution.
    /// Puzzles without symmetry have about 24 clues.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Solver};
    ///
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(2024));
    /// let puzzle = generator.generate();
    /// assert_eq!(Solver::new().count_solutions(puzzle.grid(), 2), 1);
    /// assert_eq!(Solver::new().solve_first(puzzle.grid()), Some(*puzzle.solution()));
    /// ```
    #[must_use]
    pub fn generate(&mut self) -> Puzzle {
        let mut best = self.attempt();
        for _ in 1..self.attempts {
            if best.target_met() && self.target.is_some() {
                break;
            }
            let next = self.attempt();
            if next.clues < best.clues {
                best = next;
            }
        }
        best
    }

    /// One puzzle: a fresh complete grid, dug.
    fn attempt(&mut self) -> Puzzle {
        let solution = self.solved_grid();
        let grid = dig(
            &mut self.rng,
            &solution,
            self.symmetry,
            self.target.unwrap_or(0),
        );
        // At most 81, so the cast is exact.
        let clues = grid.clue_count() as u8;
        Puzzle {
            grid,
            solution,
            symmetry: self.symmetry,
            clues,
            target: self.target,
        }
    }
}

/// A puzzle made by a [`Generator`]: the clues, and the one solution they allow.
///
/// # Examples
///
/// ```
/// use rand_core::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
/// use shudu::{Generator, Symmetry};
///
/// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).generate();
/// let (clues, solution) = (puzzle.grid().to_string(), puzzle.solution().to_string());
/// // Every clue is the solution's digit.
/// assert!(clues.chars().zip(solution.chars()).all(|(c, s)| c == '.' || c == s));
/// assert_eq!(clues.chars().filter(|&c| c != '.').count(), puzzle.clue_count());
/// assert_eq!(puzzle.symmetry(), Symmetry::None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    grid: Grid,
    solution: Grid,
    symmetry: Symmetry,
    clues: u8,
    target: Option<u8>,
}

impl Puzzle {
    /// The clues: the puzzle as given to a player.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).generate();
    /// assert_eq!(puzzle.grid().to_string().len(), 81);
    /// ```
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle's one solution: the complete grid the clues were dug from.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Solver};
    ///
    /// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).generate();
    /// assert_eq!(Solver::new().solve_first(puzzle.grid()).as_ref(), Some(puzzle.solution()));
    /// ```
    #[must_use]
    pub const fn solution(&self) -> &Grid {
        &self.solution
    }

    /// How many cells are given: 17 to 81.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).generate();
    /// assert!((17..=81).contains(&puzzle.clue_count()));
    /// ```
    #[must_use]
    pub const fn clue_count(&self) -> usize {
        self.clues as usize
    }

    /// The symmetry the clue pattern was made with.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Symmetry};
    ///
    /// let rng = Xoshiro256PlusPlus::seed_from_u64(8);
    /// let puzzle = Generator::new(rng).symmetry(Symmetry::Quarter).generate();
    /// assert_eq!(puzzle.symmetry(), Symmetry::Quarter);
    /// assert!(puzzle.symmetry().matches(puzzle.grid()));
    /// ```
    #[must_use]
    pub const fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// Whether the puzzle has no more clues than the generator's
    /// [`target`](Generator::target_clues); always true when no target was set.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let rng = Xoshiro256PlusPlus::seed_from_u64(8);
    /// let puzzle = Generator::new(rng).target_clues(30).generate();
    /// assert_eq!(puzzle.target_met(), puzzle.clue_count() <= 30);
    /// ```
    #[must_use]
    pub const fn target_met(&self) -> bool {
        match self.target {
            Some(target) => self.clues <= target,
            None => true,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Units: which digits each row, column and box holds.

/// The box of each cell.
const BOX: [u8; 81] = {
    let mut table = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = (i / 27 * 3 + i % 9 / 3) as u8;
        i += 1;
    }
    table
};

/// The cells of each unit: rows 0–8, columns 9–17, boxes 18–26.
const UNITS: [[u8; 9]; 27] = {
    let mut table = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            table[u][k] = (u * 9 + k) as u8;
            table[9 + u][k] = (k * 9 + u) as u8;
            table[18 + u][k] = ((u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3) as u8;
            k += 1;
        }
        u += 1;
    }
    table
};

/// The digits present in each row, column and box, one bit per digit (bit 0 for 1).
#[derive(Clone, Copy, Default)]
struct Units {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Units {
    fn of(cells: &[u8; 81]) -> Units {
        let mut units = Units::default();
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                units.toggle(i, d);
            }
        }
        units
    }

    /// Adds digit `d` (1..=9) of cell `i` if absent, removes it if present.
    fn toggle(&mut self, i: usize, d: u8) {
        let bit = 1 << (d - 1);
        self.rows[i / 9] ^= bit;
        self.cols[i % 9] ^= bit;
        self.boxes[usize::from(BOX[i])] ^= bit;
    }

    /// The digits cell `i` sees in its row, column and box.
    fn seen(&self, i: usize) -> u16 {
        self.rows[i / 9] | self.cols[i % 9] | self.boxes[usize::from(BOX[i])]
    }
}

const ALL_DIGITS: u16 = 0x1ff;

// ---------------------------------------------------------------------------------------
// The random complete grid.

/// The number of bits set in each 9-bit mask.
const BIT_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = (m as u16).count_ones() as u8;
        m += 1;
    }
    table
};

/// Placements one fill may make before it gives up and starts again from new boxes. Fills
/// almost never backtrack much; the cap only bounds the rare long search.
const FILL_BUDGET: u32 = 1_000;

/// Fills [`random_fill`] starts before it falls back to [`pattern_fill`]. About one fill
/// in 100,000 runs out of budget with a real generator of random numbers, so eight in a
/// row never happen; a degenerate generator (one that repeats a short cycle) could fail
/// every time.
const MAX_FILLS: u32 = 8;

/// A complete valid grid, from [`try_random_fill`] if one of `fills` tries succeeds, else
/// from [`pattern_fill`]: it returns for any `rng`.
fn random_fill<R: Rng + ?Sized>(rng: &mut R, fills: u32) -> [u8; 81] {
    for _ in 0..fills {
        if let Some(cells) = try_random_fill(rng) {
            return cells;
        }
    }
    pattern_fill(rng)
}

/// The textbook complete grid, row `r` the digits shifted by `3r + r/3`, with its digits
/// relabelled at random. It needs no search, so it cannot fail; [`shuffle_lines`] then
/// permutes its rows and columns like any other fill.
fn pattern_fill<R: Rng + ?Sized>(rng: &mut R) -> [u8; 81] {
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    shuffle(rng, &mut digits);
    let mut cells = [0u8; 81];
    for (i, cell) in cells.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        *cell = digits[(3 * r + r / 3 + c) % 9];
    }
    cells
}

/// Takes a random bit out of the non-empty `mask` and returns its digit (1..=9).
fn take_random<R: Rng + ?Sized>(rng: &mut R, mask: &mut u16) -> u8 {
    let n = mask.count_ones();
    let mut rest = *mask;
    if n > 1 {
        for _ in 0..below(rng, n) {
            rest &= rest - 1;
        }
    }
    let bit = rest & rest.wrapping_neg();
    *mask &= !bit;
    bit.trailing_zeros() as u8 + 1
}

/// Boxes 0, 4 and 8 at random, then a randomised depth-first fill of the other 54 cells,
/// fewest candidates first. `None` when it ran out of budget (or, in theory, of grids).
fn try_random_fill<R: Rng + ?Sized>(rng: &mut R) -> Option<[u8; 81]> {
    let mut cells = [0u8; 81];
    for b in [0, 4, 8] {
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        shuffle(rng, &mut digits);
        for (&i, &d) in UNITS[18 + b].iter().zip(&digits) {
            cells[usize::from(i)] = d;
        }
    }
    let mut units = Units::of(&cells);

    // open[..depth] are filled, in the order they were; open[depth..] are still empty.
    let mut open = [0u8; 54];
    let mut n = 0;
    for (i, &d) in cells.iter().enumerate() {
        if d == 0 {
            open[n] = i as u8;
            n += 1;
        }
    }
    let mut untried = [0u16; 54];
    let mut depth = 0;
    let mut budget = FILL_BUDGET;
    'descend: while depth < open.len() {
        let (mut best, mut best_free, mut best_count) = (depth, 0, u8::MAX);
        for (k, &i) in open.iter().enumerate().skip(depth) {
            let free = !units.seen(usize::from(i)) & ALL_DIGITS;
            // A table, not `count_ones`, which is a long bit-twiddle without a popcnt target.
            let count = BIT_COUNT[usize::from(free)];
            if count < best_count {
                (best, best_free, best_count) = (k, free, count);
                if count <= 1 {
                    break;
                }
            }
        }
        open.swap(depth, best);
        untried[depth] = best_free;
        loop {
            if untried[depth] != 0 {
                budget = budget.checked_sub(1)?;
                let d = take_random(rng, &mut untried[depth]);
                let i = usize::from(open[depth]);
                cells[i] = d;
                units.toggle(i, d);
                depth += 1;
                continue 'descend;
            }
            depth = depth.checked_sub(1)?;
            let i = usize::from(open[depth]);
            units.toggle(i, cells[i]);
            cells[i] = 0;
        }
    }
    Some(cells)
}

/// A random order of the nine rows (or columns) that keeps each band (stack) together.
fn line_order<R: Rng + ?Sized>(rng: &mut R) -> [usize; 9] {
    let mut bands = [0, 1, 2];
    shuffle(rng, &mut bands);
    let mut order = [0; 9];
    for (slot, band) in bands.into_iter().enumerate() {
        let mut lines = [0, 1, 2];
        shuffle(rng, &mut lines);
        for (k, line) in lines.into_iter().enumerate() {
            order[slot * 3 + k] = band * 3 + line;
        }
    }
    order
}

/// The grid with rows and columns permuted within and across bands and stacks, and maybe
/// transposed: a random symmetry of sudoku, so the result is valid when `cells` is.
fn shuffle_lines<R: Rng + ?Sized>(rng: &mut R, cells: &[u8; 81]) -> [u8; 81] {
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = below(rng, 2) == 1;
    let mut out = [0u8; 81];
    for (r, &from_r) in rows.iter().enumerate() {
        for (c, &from_c) in cols.iter().enumerate() {
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            out[r * 9 + c] = cells[from_r * 9 + from_c];
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Digging.

/// Linear digging of `solution` (a complete valid grid): each orbit of `symmetry` is
/// visited once in random order and emptied if the puzzle stays unique, until at most
/// `target` clues are left. Returns the clues.
fn dig<R: Rng + ?Sized>(rng: &mut R, solution: &Grid, symmetry: Symmetry, target: u8) -> Grid {
    // One representative per orbit, its smallest cell.
    let mut reps = [0u8; 81];
    let mut n = 0;
    for i in 0..81u8 {
        if symmetry
            .orbit(Cell::new_unchecked(i))
            .iter()
            .all(|c| c.index() >= usize::from(i))
        {
            reps[n] = i;
            n += 1;
        }
    }
    let reps = &mut reps[..n];
    shuffle(rng, reps);

    let solver = Solver::new();
    let mut cells = *solution.as_bytes();
    let mut units = Units::of(&cells);
    let mut clues = 81u8;
    for &rep in reps.iter() {
        if clues <= target {
            break;
        }
        let orbit = symmetry.orbit(Cell::new_unchecked(rep));
        for cell in orbit.iter() {
            let i = cell.index();
            units.toggle(i, cells[i]);
            cells[i] = 0;
        }
        // Cells that singles force back change nothing about the solutions: put them back
        // in a trial copy, and ask the solver only about the rest: whether some solution
        // differs from ours there.
        let mut trial = cells;
        let unforced =
            force_back_by_singles(&mut trial, units, orbit.as_slice(), solution.as_bytes());
        let unique = unforced.as_slice().is_empty()
            || !solver.has_other_solution(
                &Grid::from_bytes_unchecked(trial),
                unforced.as_slice(),
                solution,
            );
        if unique {
            clues -= orbit.len() as u8;
        } else {
            for cell in orbit.iter() {
                let i = cell.index();
                cells[i] = solution.as_bytes()[i];
                units.toggle(i, cells[i]);
            }
        }
    }
    Grid::from_bytes_unchecked(cells)
}

/// Fills cells of `removed` back into `cells` (the clues, with `removed` empty; `units` their
/// digits) with their digit of `solution` for as long as naked and hidden singles force one,
/// and returns the cells left unforced.
///
/// Each cell filled is a consequence of the clues, so the clues have the same solutions
/// before and after; when none is left, they have no more solutions than they had with
/// `removed` given.
fn force_back_by_singles(
    cells: &mut [u8; 81],
    mut units: Units,
    removed: &[Cell],
    solution: &[u8; 81],
) -> Unforced {
    let mut pending = Unforced {
        cells: [Cell::new_unchecked(0); 8],
        len: 0,
    };
    for &cell in removed.iter().take(8) {
        pending.cells[pending.len] = cell;
        pending.len += 1;
    }
    loop {
        let before = pending.len;
        let mut k = 0;
        while k < pending.len {
            let i = pending.cells[k].index();
            let d = solution[i];
            let bit = 1u16 << (d - 1);
            let naked = units.seen(i) | bit == ALL_DIGITS;
            let hidden = || {
                [i / 9, 9 + i % 9, 18 + usize::from(BOX[i])]
                    .into_iter()
                    .any(|u| {
                        UNITS[u].iter().all(|&j| {
                            let j = usize::from(j);
                            j == i || cells[j] != 0 || units.seen(j) & bit != 0
                        })
                    })
            };
            if naked || hidden() {
                cells[i] = d;
                units.toggle(i, d);
                pending.len -= 1;
                pending.cells[k] = pending.cells[pending.len];
            } else {
                k += 1;
            }
        }
        if pending.len == 0 || pending.len == before {
            return pending;
        }
    }
}

/// The cells [`force_back_by_singles`] could not fill: at most an orbit's eight.
struct Unforced {
    cells: [Cell; 8],
    len: usize,
}

impl Unforced {
    fn as_slice(&self) -> &[Cell] {
        &self.cells[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Constant;
    use crate::solver::naive;
    use proptest::prelude::*;
    use rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn generator(seed: u64) -> Generator<Xoshiro256PlusPlus> {
        Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    fn is_complete_and_valid(grid: &Grid) -> bool {
        grid.as_bytes().iter().all(|&b| b != 0) && naive::is_consistent(grid)
    }

    fn symmetry() -> impl Strategy<Value = Symmetry> {
        proptest::sample::select(Symmetry::ALL.to_vec())
    }

    /// The puzzle with the whole orbit of `cell` emptied.
    fn without_orbit(grid: &Grid, symmetry: Symmetry, cell: Cell) -> Grid {
        let mut grid = *grid;
        for c in symmetry.orbit(cell) {
            grid.clear(c);
        }
        grid
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn solved_grids_are_complete_and_valid(seed: u64) {
            let grid = generator(seed).solved_grid();
            prop_assert!(is_complete_and_valid(&grid), "{grid}");
        }

        #[test]
        fn puzzles_are_unique_symmetric_and_minimal(seed: u64, symmetry in symmetry()) {
            let puzzle = generator(seed).symmetry(symmetry).generate();
            let (grid, solution) = (puzzle.grid(), puzzle.solution());

            prop_assert!(is_complete_and_valid(solution));
            // Every clue is the solution's digit.
            for (&g, &s) in grid.as_bytes().iter().zip(solution.as_bytes()) {
                prop_assert!(g == 0 || g == s, "{grid} vs {solution}");
            }
            prop_assert_eq!(puzzle.clue_count(), grid.clue_count());
            prop_assert_eq!(puzzle.symmetry(), symmetry);
            prop_assert!(symmetry.matches(grid), "{} not {}", grid, symmetry);
            prop_assert!(puzzle.target_met());

            // Exactly one solution, by the solver and by the naive reference, and it is ours.
            prop_assert_eq!(Solver::new().solve(grid), crate::Solution::Unique(*solution));
            let mut found = [Grid::EMPTY; 2];
            prop_assert_eq!(naive::solutions(grid, 2, &mut found), 1, "{}", grid);
            prop_assert_eq!(found[0], *solution);

            // Minimal: emptying any orbit that is given allows a second solution.
            for i in 0..81 {
                let cell = Cell::new(i).unwrap();
                if grid.get(cell).is_some() {
                    let fewer = without_orbit(grid, symmetry, cell);
                    prop_assert_eq!(
                        Solver::new().count_solutions(&fewer, 2), 2,
                        "{} stays unique without the orbit of cell {}", grid, i
                    );
                }
            }
        }

        #[test]
        fn targets_stop_digging_early(seed: u64, symmetry in symmetry(), target in 24usize..60) {
            let puzzle = generator(seed).symmetry(symmetry).target_clues(target).generate();
            let grid = puzzle.grid();
            let largest_orbit = (0..81).map(|i| symmetry.orbit(Cell::new(i).unwrap()).len()).max().unwrap();
            prop_assert!(symmetry.matches(grid));
            prop_assert_eq!(naive::count_solutions(grid, 2), 1, "{}", grid);
            prop_assert_eq!(puzzle.target_met(), puzzle.clue_count() <= target);
            if puzzle.target_met() {
                // Stopped at the first removal that reached the target.
                prop_assert!(puzzle.clue_count() + largest_orbit > target, "{} clues", puzzle.clue_count());
            }
        }

    }

    proptest! {
        // Up to 81 naive counts per case: fewer cases.
        #![proptest_config(ProptestConfig::with_cases(12))]

        #[test]
        fn singles_force_back_only_what_the_clues_imply(
            seed: u64,
            symmetry in symmetry(),
            keep in 28usize..50,
        ) {
            // Dig part way, then try the shortcut on each given orbit: it may only fill cells
            // of the orbit, with the solution's digits, and must not change how many
            // solutions the clues have; when it fills them all, the clues stay unique.
            let puzzle = generator(seed).symmetry(symmetry).target_clues(keep).generate();
            let solution = puzzle.solution().as_bytes();
            for i in 0..81 {
                let cell = Cell::new(i).unwrap();
                if puzzle.grid().get(cell).is_none() {
                    continue;
                }
                let orbit = symmetry.orbit(cell);
                let fewer = without_orbit(puzzle.grid(), symmetry, cell);
                let mut trial = *fewer.as_bytes();
                let units = Units::of(&trial);
                let unforced =
                    force_back_by_singles(&mut trial, units, orbit.as_slice(), solution);
                for j in 0..81 {
                    let in_orbit = orbit.iter().any(|c| c.index() == j);
                    let unforced_here = unforced.as_slice().iter().any(|c| c.index() == j);
                    let expected = if in_orbit && !unforced_here { solution[j] } else { fewer.as_bytes()[j] };
                    prop_assert_eq!(trial[j], expected, "cell {}", j);
                }
                let trial = Grid::from_bytes_unchecked(trial);
                let count = naive::count_solutions(&fewer, 2);
                prop_assert_eq!(naive::count_solutions(&trial, 2), count, "{} -> {}", fewer, trial);
                if unforced.as_slice().is_empty() {
                    prop_assert_eq!(count, 1, "{}", fewer);
                }
            }
        }
    }

    #[test]
    fn singles_on_a_near_full_grid_and_an_empty_one() {
        let solution = generator(1).solved_grid();
        // One empty cell is a naked single.
        let mut cells = *solution.as_bytes();
        cells[30] = 0;
        let units = Units::of(&cells);
        let unforced = force_back_by_singles(
            &mut cells,
            units,
            &[Cell::new(30).unwrap()],
            solution.as_bytes(),
        );
        assert!(unforced.as_slice().is_empty());
        assert_eq!(&cells, solution.as_bytes());
        // An empty grid forces nothing.
        let mut empty = [0u8; 81];
        let orbit = Symmetry::Central.orbit(Cell::new(0).unwrap());
        let unforced = force_back_by_singles(
            &mut empty,
            Units::default(),
            orbit.as_slice(),
            solution.as_bytes(),
        );
        assert_eq!(unforced.as_slice().len(), 2);
        assert_eq!(empty, [0u8; 81]);
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        for symmetry in Symmetry::ALL {
            let a = generator(77).symmetry(symmetry).generate();
            let b = generator(77).symmetry(symmetry).generate();
            assert_eq!(a, b, "{symmetry}");
        }
        let mut one = generator(5);
        let (first, second) = (one.generate(), one.generate());
        assert_ne!(first, second, "a generator's successive puzzles differ");
    }

    #[test]
    fn target_edges() {
        let full = generator(3).target_clues(81).generate();
        assert_eq!(full.grid(), full.solution());
        assert_eq!(full.clue_count(), 81);
        assert!(full.target_met());
        assert_eq!(generator(3).target_clues(1000).generate(), full);

        // Unreachable: the minimal puzzle, the same as with no target, but not "met".
        let zero = generator(3).target_clues(0).generate();
        let none = generator(3).generate();
        assert_eq!(
            (zero.grid(), zero.solution()),
            (none.grid(), none.solution())
        );
        assert!(!zero.target_met());
        assert!(none.target_met());
    }

    #[test]
    fn attempts_keep_the_sparsest() {
        assert_eq!(generator(4).attempts(0).generate(), generator(4).generate());
        let best = generator(4).attempts(6).generate();
        let mut singles = generator(4);
        let fewest = (0..6)
            .map(|_| singles.generate().clue_count())
            .min()
            .unwrap();
        assert_eq!(best.clue_count(), fewest);
        // With a reachable target, the first attempt already meets it: no more are made.
        let mut with_target = generator(4).target_clues(40).attempts(6);
        let mut plain = generator(4).target_clues(40);
        assert_eq!(with_target.generate(), plain.generate());
        assert_eq!(with_target.generate(), plain.generate());
    }

    #[test]
    fn a_constant_rng_still_gives_grids_and_unique_puzzles() {
        // The most degenerate sources there are: every draw the same word. Each of these
        // calls used to risk never returning.
        for word in [0, 1 << 31, 1, u32::MAX] {
            let mut generator = Generator::new(Constant(word));
            assert!(is_complete_and_valid(&generator.solved_grid()), "{word:#x}");
            for symmetry in [Symmetry::None, Symmetry::Central, Symmetry::Full] {
                let puzzle = Generator::new(Constant(word)).symmetry(symmetry).generate();
                let (grid, solution) = (puzzle.grid(), puzzle.solution());
                assert!(is_complete_and_valid(solution), "{word:#x}, {symmetry}");
                assert!(symmetry.matches(grid), "{word:#x}, {symmetry}");
                let mut found = [Grid::EMPTY; 2];
                assert_eq!(naive::solutions(grid, 2, &mut found), 1, "{grid}");
                assert_eq!(found[0], *solution, "{word:#x}, {symmetry}");
            }
        }
    }

    #[test]
    fn the_fallback_fill_is_complete_and_valid() {
        // With no random fills allowed, `random_fill` must fall back to the pattern.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
        for _ in 0..20 {
            let cells = random_fill(&mut rng, 0);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(cells)));
            let shuffled = shuffle_lines(&mut rng, &cells);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(shuffled)));
        }
        for word in [0, u32::MAX] {
            let cells = random_fill(&mut Constant(word), 0);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(cells)));
        }
    }

    #[test]
    fn many_solved_grids_in_a_row_are_valid() {
        // Enough grids that some fills will have backtracked or restarted.
        let mut g = generator(11);
        for _ in 0..300 {
            assert!(is_complete_and_valid(&g.solved_grid()));
        }
    }
}
