//! [`Generator`]: random complete grids, and puzzles with exactly one solution dug out of them
//! (挖洞, "digging holes"). How each step works is in the docs of
//! [`Generator::new_solved_grid`] and [`Generator::generate`].

mod dig;
mod fill;
mod order;
mod pattern;
mod units;

use crate::{Conflict, Grid, Level, SplitMix64, Symmetry, Technique};
use dig::dig;
use fill::{MAX_FILLS, random_fill, shuffle_lines};
use order::Order;
use rand_core::Rng;

pub use pattern::{ParsePatternError, Pattern, PatternError};

/// Makes random complete grids and random puzzles with exactly one solution.
///
/// It draws from the random number generator `R` it owns, so the same seed and the same
/// options give the same grids and puzzles, on every platform and build. `R` can be any
/// [`rand_core::Rng`], including a borrowed `&mut R`, which rand_core implements too: pass
/// `&mut rng` to keep using `rng` afterwards.
///
/// Options, each a builder method: [`symmetry`](Generator::symmetry) of the clue pattern,
/// [`target_clues`](Generator::target_clues) to stop digging early (more clues, easier
/// puzzle), and [`best_of`](Generator::best_of) to keep the sparsest of several puzzles.
/// Orders, each checked by rating the puzzle: a HoDoKu [`level`](Generator::level), an SE
/// rating range ([`er`](Generator::er)), a [`technique`](Generator::technique) the path
/// must use; [`budget`](Generator::budget) bounds the attempts an order may take. An
/// attempt, whatever the options, is one puzzle made from a fresh complete grid (and rated,
/// for an order); [`Puzzle::attempts`] counts those a call made.
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
/// let grid = Generator::new(&mut rng).new_solved_grid();
/// let after = rng.next_u64(); // `rng` is still ours
/// # let _ = (grid, after);
/// ```
#[derive(Clone)]
pub struct Generator<R> {
    rng: R,
    symmetry: Symmetry,
    /// Stop digging at this many clues or fewer; `0` digs to a minimal puzzle.
    target: Option<u8>,
    /// How many puzzles to make and keep the sparsest of; at least 1.
    best_of: u32,
    /// What the puzzle must be, checked by rating it.
    order: Order,
    /// The most attempts an order may take; at least 1.
    budget: u32,
}

/// The attempts an order may take unless [`Generator::budget`] says otherwise.
pub const DEFAULT_BUDGET: u32 = 1000;

impl<R> core::fmt::Debug for Generator<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Generator")
            .field("symmetry", &self.symmetry)
            .field("target", &self.target)
            .field("best_of", &self.best_of)
            .field("order", &self.order)
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

impl Generator<SplitMix64> {
    /// A generator drawing from the built-in [`SplitMix64`] seeded with `seed`: the same seed
    /// gives the same grids and puzzles, and no other crate is needed. Options as for
    /// [`Generator::new`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Generator, Symmetry};
    ///
    /// let puzzle = Generator::from_seed(2024).symmetry(Symmetry::Central).generate();
    /// assert_eq!(puzzle, Generator::from_seed(2024).symmetry(Symmetry::Central).generate());
    /// assert!(Symmetry::Central.matches(puzzle.grid()));
    /// ```
    #[must_use]
    pub const fn from_seed(seed: u64) -> Generator<SplitMix64> {
        Generator::new(SplitMix64::new(seed))
    }
}

impl<R: Rng> Generator<R> {
    /// A generator drawing from `rng`, with no symmetry, no clue target, and one attempt per
    /// puzzle ([`best_of`](Generator::best_of) 1).
    ///
    /// How varied and how hard the grids and puzzles are depends on `rng`: a good generator
    /// of random numbers gives the distribution [`new_solved_grid`](Generator::new_solved_grid)
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
            best_of: 1,
            order: Order {
                level: None,
                er: None,
                technique: None,
            },
            budget: DEFAULT_BUDGET,
        }
    }

    /// Asks for puzzles of `level` on HoDoKu's scale: [`generate`](Generator::generate) then
    /// digs puzzles until one is graded at `level` (see [`Explainer::grade`](crate::Explainer::grade)),
    /// within the [`budget`](Generator::budget).
    ///
    /// Of 300 random minimal puzzles HoDoKu 2.2 graded (this crate's test data), 43% are
    /// Easy, 19% Medium, 16% Hard, 10% Unfair and 12% Extreme, so a few attempts usually do. Without a [`target`](Generator::target_clues)
    /// the puzzles stay minimal.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Explainer, Generator, Level};
    ///
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1)).level(Level::Hard);
    /// let puzzle = generator.generate();
    /// assert!(puzzle.order_met());
    /// assert_eq!(Explainer::new().grade(puzzle.grid()).unwrap().level(), Level::Hard);
    /// ```
    #[must_use]
    pub const fn level(mut self, level: Level) -> Generator<R> {
        self.order.level = Some(level);
        self
    }

    /// Asks for puzzles whose SE rating (ER) lies in `range`, both ends included, in tenths
    /// as SE rates (`7.0..=7.9`). A puzzle SE's techniques cannot finish has no ER and never
    /// fits. High ratings are rare (of the 300 random minimal puzzles SE rated in this
    /// crate's test data, 72 have ER 7 or more and none 9 or more): raise the
    /// [`budget`](Generator::budget) for such orders.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Explainer, Generator};
    ///
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(2)).er(3.0..=4.5);
    /// let puzzle = generator.generate();
    /// assert!(puzzle.order_met());
    /// let er = Explainer::new().rate(puzzle.grid()).unwrap().er();
    /// assert!((3.0..=4.5).contains(&er));
    /// ```
    #[must_use]
    pub fn er(mut self, range: core::ops::RangeInclusive<f32>) -> Generator<R> {
        // Rounded to the nearest tenth without `std`'s `f32::round`; `as` saturates.
        let tenths = |x: f32| (x * 10.0 + 0.5) as u8;
        self.order.er = Some((tenths(*range.start()), tenths(*range.end())));
        self
    }

    /// Asks for puzzles whose path takes a step of `technique`, for practice: HoDoKu's path
    /// for HoDoKu's techniques (those with [`Technique::hodoku`]), SE's for SE's own forms.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Technique};
    ///
    /// let mut generator =
    ///     Generator::new(Xoshiro256PlusPlus::seed_from_u64(3)).technique(Technique::XWing);
    /// assert!(generator.generate().order_met());
    /// ```
    #[must_use]
    pub const fn technique(mut self, technique: Technique) -> Generator<R> {
        self.order.technique = Some(technique);
        self
    }

    /// The most attempts (fresh puzzles dug and rated) one [`generate`](Generator::generate)
    /// call may make for an order ([`level`](Generator::level), [`er`](Generator::er),
    /// [`technique`](Generator::technique)); `0` counts as 1, the default is
    /// [`DEFAULT_BUDGET`]. When it runs out, `generate` gives the last puzzle dug, with
    /// [`Puzzle::order_met`] false, and [`try_generate`](Generator::try_generate) an error.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Level};
    ///
    /// // Easy puzzles with 17 clues do not come in one attempt.
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(4))
    ///     .level(Level::Easy)
    ///     .target_clues(17)
    ///     .budget(1);
    /// let puzzle = generator.generate();
    /// assert!(!puzzle.order_met());
    /// assert_eq!(puzzle.attempts(), 1);
    /// ```
    #[must_use]
    pub const fn budget(mut self, attempts: u32) -> Generator<R> {
        self.budget = if attempts == 0 { 1 } else { attempts };
        self
    }

    /// As [`generate`](Generator::generate), but an order the budget could not meet is an
    /// error instead of a puzzle that does not fit.
    ///
    /// # Errors
    ///
    /// [`GenerateError::BudgetExhausted`] when no puzzle within the
    /// [`budget`](Generator::budget) fits the order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{GenerateError, Generator, Level};
    ///
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(4))
    ///     .level(Level::Easy)
    ///     .target_clues(17)
    ///     .budget(1);
    /// assert_eq!(generator.try_generate(), Err(GenerateError::BudgetExhausted { attempts: 1 }));
    /// ```
    pub fn try_generate(&mut self) -> Result<Puzzle, GenerateError> {
        let puzzle = self.generate();
        if puzzle.order_met() {
            Ok(puzzle)
        } else {
            Err(GenerateError::BudgetExhausted {
                attempts: puzzle.attempts,
            })
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
    /// clues than asked; [`Puzzle::target_met`] tells, and [`best_of`](Generator::best_of)
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

    /// Makes `n` attempts per [`generate`](Generator::generate) call (each a puzzle dug from a
    /// fresh complete grid) and keeps the one with the fewest clues (the first of equals).
    /// With a [`target`](Generator::target_clues), it stops at the first puzzle that meets
    /// it. `0` counts as 1, the default. With an order ([`level`](Generator::level),
    /// [`er`](Generator::er), [`technique`](Generator::technique)) the first puzzle that fits
    /// is kept instead, within the [`budget`](Generator::budget) of attempts.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::Generator;
    ///
    /// let mut one = Generator::new(Xoshiro256PlusPlus::seed_from_u64(9));
    /// let mut best_of_five = Generator::new(Xoshiro256PlusPlus::seed_from_u64(9)).best_of(5);
    /// // The first attempt of both is the same puzzle; more attempts can only do better.
    /// let puzzle = best_of_five.generate();
    /// assert!(puzzle.clue_count() <= one.generate().clue_count());
    /// assert_eq!(puzzle.attempts(), 5);
    /// ```
    #[must_use]
    pub const fn best_of(mut self, n: u32) -> Generator<R> {
        self.best_of = if n == 0 { 1 } else { n };
        self
    }

    /// The old name of [`best_of`](Generator::best_of), which says what the number is for:
    /// "attempts" is the word for the puzzles a call makes, as
    /// [`Puzzle::attempts`] counts them and [`budget`](Generator::budget) bounds them.
    ///
    /// # Examples
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use shudu::Generator;
    ///
    /// assert_eq!(Generator::from_seed(3).attempts(2).generate(), Generator::from_seed(3).best_of(2).generate());
    /// ```
    #[must_use]
    #[deprecated(since = "0.1.0", note = "renamed `best_of`")]
    pub const fn attempts(self, n: u32) -> Generator<R> {
        self.best_of(n)
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
    /// let grid = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1)).new_solved_grid();
    /// assert!(!grid.to_string().contains('.'));
    /// assert_eq!(Solver::new().solve(&grid), Solution::Unique(grid));
    /// ```
    #[must_use]
    pub fn new_solved_grid(&mut self) -> Grid {
        let cells = random_fill(&mut self.rng, MAX_FILLS);
        Grid::from_bytes_unchecked(shuffle_lines(&mut self.rng, &cells))
    }

    /// A random puzzle with exactly one solution, with the options set.
    ///
    /// How: a fresh [`new_solved_grid`](Generator::new_solved_grid) is dug linearly: its cells (with
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
        if self.order.is_some() {
            return self.generate_to_order();
        }
        let mut best = self.attempt();
        let mut made = 1;
        for _ in 1..self.best_of {
            if best.target_met() && self.target.is_some() {
                break;
            }
            let next = self.attempt();
            made += 1;
            if next.clues < best.clues {
                best = next;
            }
        }
        best.attempts = made;
        best
    }

    /// A puzzle with exactly one solution, `solution`, dug out of the complete grid the
    /// caller brings, with the options set: as [`generate`](Generator::generate) does with
    /// a fresh grid. With [`best_of`](Generator::best_of), each attempt digs `solution` in
    /// another random order.
    ///
    /// # Errors
    ///
    /// [`NotASolution`] when `solution` is not a complete grid without clashes.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Generator, Grid, Solver};
    ///
    /// let solution: Grid =
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    ///         .parse()
    ///         .unwrap();
    /// let puzzle = Generator::from_seed(1).puzzle_from(&solution)?;
    /// assert_eq!(puzzle.solution(), &solution);
    /// assert_eq!(Solver::new().solve(puzzle.grid()).unique(), Some(solution));
    ///
    /// let err = Generator::from_seed(1).puzzle_from(&Grid::EMPTY).unwrap_err();
    /// assert_eq!(err.to_string(), "not a solution: 81 cells are empty");
    /// # Ok::<(), shudu::NotASolution>(())
    /// ```
    pub fn puzzle_from(&mut self, solution: &Grid) -> Result<Puzzle, NotASolution> {
        let empty = 81 - solution.clue_count();
        if empty > 0 {
            return Err(NotASolution::Incomplete { empty });
        }
        if let Some(conflict) = solution.conflicts().next() {
            return Err(NotASolution::Clash(conflict));
        }
        let mut best = self.dig(*solution);
        let mut made = 1;
        for _ in 1..self.best_of {
            if best.target_met() && self.target.is_some() {
                break;
            }
            let next = self.dig(*solution);
            made += 1;
            if next.clues < best.clues {
                best = next;
            }
        }
        best.attempts = made;
        Ok(best)
    }

    /// Attempts until a puzzle fits the order or the budget runs out.
    fn generate_to_order(&mut self) -> Puzzle {
        let mut attempts = 0;
        loop {
            let mut puzzle = self.attempt();
            attempts += 1;
            puzzle.attempts = attempts;
            if self.order.fits(&puzzle.grid) {
                return puzzle;
            }
            if attempts >= self.budget {
                puzzle.order_met = false;
                return puzzle;
            }
        }
    }

    /// One puzzle: a fresh complete grid, dug.
    fn attempt(&mut self) -> Puzzle {
        let solution = self.new_solved_grid();
        self.dig(solution)
    }

    /// `solution`, a complete valid grid, dug with the options set.
    fn dig(&mut self, solution: Grid) -> Puzzle {
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
            order_met: true,
            attempts: 1,
        }
    }
}

/// Why a grid given to [`Generator::puzzle_from`] is not a solution to make a puzzle from.
///
/// # Examples
///
/// ```
/// use shudu::{Generator, Grid, NotASolution};
///
/// let two_ones: Grid = "1".repeat(81).parse().unwrap();
/// let err = Generator::from_seed(1).puzzle_from(&two_ones).unwrap_err();
/// assert!(matches!(err, NotASolution::Clash(_)));
/// assert_eq!(err.to_string(), "not a solution: r1c1 and r1c2 both hold 1 in row 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum NotASolution {
    /// Some cells are empty.
    #[error("not a solution: {empty} cell{} empty", if *.empty == 1 { " is" } else { "s are" })]
    Incomplete {
        /// How many, 1 to 81.
        empty: usize,
    },
    /// Two cells of a house hold the same digit; the first such pair.
    #[error("not a solution: {0}")]
    Clash(Conflict),
}

/// Why a [`Generator`] gave no puzzle.
///
/// # Examples
///
/// ```
/// use shudu::GenerateError;
///
/// assert_eq!(
///     GenerateError::BudgetExhausted { attempts: 50 }.to_string(),
///     "no puzzle of 50 attempts fit the order: raise the budget or widen the order"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// The [`budget`](Generator::budget) ran out before a puzzle fit the order.
    #[error("no puzzle of {attempts} attempts fit the order: raise the budget or widen the order")]
    BudgetExhausted {
        /// How many puzzles were dug and rated.
        attempts: u32,
    },
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
    /// Whether the puzzle fits the generator's order (true when there was none).
    order_met: bool,
    /// How many attempts the generator made for it.
    attempts: u32,
}

impl Puzzle {
    /// Whether the puzzle fits what the generator was asked for: its
    /// [`level`](Generator::level), [`er`](Generator::er) range and
    /// [`technique`](Generator::technique). False only when the
    /// [`budget`](Generator::budget) ran out; always true without an order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Level};
    ///
    /// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).level(Level::Medium).generate();
    /// assert!(puzzle.order_met());
    /// ```
    #[must_use]
    pub const fn order_met(&self) -> bool {
        self.order_met
    }

    /// How many puzzles the generator dug (and, with an order, rated) in the
    /// [`generate`](Generator::generate) call that made this one.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Level};
    ///
    /// let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(8)).level(Level::Unfair).generate();
    /// assert!(puzzle.attempts() >= 1);
    /// ```
    #[must_use]
    pub const fn attempts(&self) -> usize {
        self.attempts as usize
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Constant;
    use crate::solver::naive;
    use crate::{Cell, Solver};
    use proptest::prelude::*;
    use rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    pub(super) fn generator(seed: u64) -> Generator<Xoshiro256PlusPlus> {
        Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    pub(super) fn is_complete_and_valid(grid: &Grid) -> bool {
        grid.as_bytes().iter().all(|&b| b != 0) && naive::is_consistent(grid)
    }

    pub(super) fn symmetry() -> impl Strategy<Value = Symmetry> {
        proptest::sample::select(Symmetry::ALL.to_vec())
    }

    /// The puzzle with the whole orbit of `cell` emptied.
    pub(super) fn without_orbit(grid: &Grid, symmetry: Symmetry, cell: Cell) -> Grid {
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
            let grid = generator(seed).new_solved_grid();
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

    /// Minimality by the naive backtracker, not only by the engine the generator itself asks:
    /// every clue (orbit of clues) of a generated puzzle is needed.
    #[test]
    fn puzzles_are_minimal_by_the_naive_solver() {
        for (seed, symmetry) in [
            (1, Symmetry::None),
            (2, Symmetry::None),
            (3, Symmetry::Central),
        ] {
            let puzzle = Generator::from_seed(seed).symmetry(symmetry).generate();
            let grid = puzzle.grid();
            assert_eq!(naive::count_solutions(grid, 2), 1, "{grid}");
            for i in 0..81 {
                let cell = Cell::new(i).unwrap();
                if grid.get(cell).is_some() {
                    let fewer = without_orbit(grid, symmetry, cell);
                    assert_eq!(
                        naive::count_solutions(&fewer, 2),
                        2,
                        "{grid} stays unique without the orbit of cell {i}"
                    );
                }
            }
        }
    }

    #[test]
    fn puzzle_from_digs_the_grid_given() {
        let solution = generator(6).new_solved_grid();
        let puzzle = Generator::from_seed(6)
            .symmetry(Symmetry::Central)
            .puzzle_from(&solution)
            .unwrap();
        assert_eq!(puzzle.solution(), &solution);
        assert!(Symmetry::Central.matches(puzzle.grid()));
        assert_eq!(naive::count_solutions(puzzle.grid(), 2), 1);
        let mut incomplete = solution;
        incomplete.clear(Cell::new(40).unwrap());
        assert_eq!(
            Generator::from_seed(6).puzzle_from(&incomplete),
            Err(NotASolution::Incomplete { empty: 1 })
        );
        let mut clash = solution;
        clash.set(
            Cell::new(0).unwrap(),
            solution.get(Cell::new(1).unwrap()).unwrap(),
        );
        assert!(matches!(
            Generator::from_seed(6).puzzle_from(&clash),
            Err(NotASolution::Clash(_))
        ));
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        for &symmetry in Symmetry::ALL {
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
        assert_eq!(generator(4).best_of(0).generate(), generator(4).generate());
        let best = generator(4).best_of(6).generate();
        let mut singles = generator(4);
        let fewest = (0..6)
            .map(|_| singles.generate().clue_count())
            .min()
            .unwrap();
        assert_eq!(best.clue_count(), fewest);
        // With a reachable target, the first attempt already meets it: no more are made.
        let mut with_target = generator(4).target_clues(40).best_of(6);
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
            assert!(
                is_complete_and_valid(&generator.new_solved_grid()),
                "{word:#x}"
            );
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
}
