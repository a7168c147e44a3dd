//! Pattern puzzles: a [`Pattern`] of cells, and [`Generator::generate_pattern`], which looks
//! for a puzzle whose clues are exactly those cells.

use core::fmt;
use core::str::FromStr;

use super::{Generator, Puzzle};
use crate::{Cell, Grid, House, HouseKind, Solver, Symmetry};
use rand_core::Rng;

/// A set of cells: where the clues of a pattern puzzle go.
///
/// Parse it from 81 characters, `x` (or `X`, `*`, `#`, or a digit 1 to 9) for a clue and `.`
/// (or `0`, `-`, `_`) for an empty cell, whitespace skipped, so the nine-line drawing parses
/// too; [`Display`](fmt::Display) writes the 81-character line. Or take the clue cells of a
/// [`Grid`] with [`Pattern::of`], or build one cell by cell.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Pattern};
///
/// let cross: Pattern = "\
/// ....x....
/// ....x....
/// ....x....
/// ....x....
/// xxxxxxxxx
/// ....x....
/// ....x....
/// ....x....
/// ....x....".parse().unwrap();
/// assert_eq!(cross.len(), 17);
/// assert!(cross.contains(Cell::from_row_col(4, 0).unwrap()));
/// assert_eq!(cross.to_string().parse::<Pattern>(), Ok(cross));
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// Bit `i` set: cell `i` is in the pattern.
    bits: u128,
}

impl Pattern {
    /// The pattern with no cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Pattern;
    ///
    /// assert!(Pattern::EMPTY.is_empty());
    /// ```
    pub const EMPTY: Pattern = Pattern { bits: 0 };

    /// The cells of `grid` that hold a digit.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Pattern};
    ///
    /// let grid: Grid = format!("5.3{}", ".".repeat(78)).parse().unwrap();
    /// assert_eq!(Pattern::of(&grid).to_string(), format!("x.x{}", ".".repeat(78)));
    /// ```
    #[must_use]
    pub fn of(grid: &Grid) -> Pattern {
        let mut bits = 0u128;
        for (i, &d) in grid.as_bytes().iter().enumerate() {
            if d != 0 {
                bits |= 1 << i;
            }
        }
        Pattern { bits }
    }

    /// Whether `cell` is in the pattern.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Pattern};
    ///
    /// let mut pattern = Pattern::EMPTY;
    /// let cell = Cell::new(40).unwrap();
    /// pattern.insert(cell);
    /// assert!(pattern.contains(cell));
    /// ```
    #[must_use]
    pub const fn contains(&self, cell: Cell) -> bool {
        self.bits & (1 << cell.index()) != 0
    }

    /// Adds `cell` to the pattern.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Pattern};
    ///
    /// let mut pattern = Pattern::EMPTY;
    /// pattern.insert(Cell::new(0).unwrap());
    /// pattern.insert(Cell::new(0).unwrap());
    /// assert_eq!(pattern.len(), 1);
    /// ```
    pub const fn insert(&mut self, cell: Cell) {
        self.bits |= 1 << cell.index();
    }

    /// Removes `cell` from the pattern.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Pattern};
    ///
    /// let mut pattern = Pattern::EMPTY;
    /// let cell = Cell::new(80).unwrap();
    /// pattern.insert(cell);
    /// pattern.remove(cell);
    /// assert!(pattern.is_empty());
    /// ```
    pub const fn remove(&mut self, cell: Cell) {
        self.bits &= !(1 << cell.index());
    }

    /// How many cells the pattern has.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Pattern;
    ///
    /// let pattern: Pattern = "x".repeat(81).parse().unwrap();
    /// assert_eq!(pattern.len(), 81);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether the pattern has no cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Pattern;
    ///
    /// assert!(".".repeat(81).parse::<Pattern>().unwrap().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.bits == 0
    }

    /// The first pair of lines that rules the pattern out: two rows of one band, or two
    /// columns of one stack, with no cell of the pattern. Any puzzle with these clues has a
    /// second solution, the first with those two lines swapped.
    fn swappable_lines(&self) -> Option<(House, House)> {
        for kind in [HouseKind::Row, HouseKind::Column] {
            let empty = |n: usize| {
                House::new(kind, n).is_some_and(|u| u.cells().iter().all(|&c| !self.contains(c)))
            };
            for a in 0..9 {
                for b in a + 1..(a / 3 + 1) * 3 {
                    if empty(a) && empty(b) {
                        return House::new(kind, a).zip(House::new(kind, b));
                    }
                }
            }
        }
        None
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in Cell::ALL {
            f.write_str(if self.contains(cell) { "x" } else { "." })?;
        }
        Ok(())
    }
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pattern({self})")
    }
}

impl FromStr for Pattern {
    type Err = ParsePatternError;

    fn from_str(text: &str) -> Result<Pattern, ParsePatternError> {
        let mut bits = 0u128;
        let mut n = 0usize;
        for (offset, ch) in text.char_indices() {
            let clue = match ch {
                'x' | 'X' | '*' | '#' | '1'..='9' => true,
                '.' | '0' | '-' | '_' => false,
                c if c.is_whitespace() => continue,
                c => return Err(ParsePatternError::UnexpectedChar { ch: c, offset }),
            };
            if n == 81 {
                return Err(ParsePatternError::WrongLength {
                    found: 81
                        + text[offset..]
                            .chars()
                            .filter(|c| !c.is_whitespace())
                            .count(),
                });
            }
            if clue {
                bits |= 1 << n;
            }
            n += 1;
        }
        if n < 81 {
            return Err(ParsePatternError::WrongLength { found: n });
        }
        Ok(Pattern { bits })
    }
}

/// The error for a text that is not a [`Pattern`].
///
/// # Examples
///
/// ```
/// use shudu::{ParsePatternError, Pattern};
///
/// let err = "x.?".parse::<Pattern>().unwrap_err();
/// assert_eq!(err, ParsePatternError::UnexpectedChar { ch: '?', offset: 2 });
/// assert_eq!(
///     "x.x".parse::<Pattern>().unwrap_err().to_string(),
///     "found 3 cells, a pattern needs 81"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePatternError {
    /// A character that is neither a cell nor whitespace.
    #[error(
        "unexpected character {ch:?} at byte {offset}: a pattern cell is 'x' for a clue \
         or '.' for an empty cell"
    )]
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its byte offset in the text.
        offset: usize,
    },
    /// Not 81 cells.
    #[error("found {found} cells, a pattern needs 81")]
    WrongLength {
        /// How many cells the text holds.
        found: usize,
    },
}

/// Why [`Generator::generate_pattern`] found no puzzle.
///
/// # Examples
///
/// ```
/// use rand_core::SeedableRng;
/// use rand_xoshiro::Xoshiro256PlusPlus;
/// use shudu::{Generator, Pattern, PatternError};
///
/// let few: Pattern = format!("{}{}", "x".repeat(16), ".".repeat(65)).parse().unwrap();
/// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(1));
/// let err = generator.generate_pattern(&few, 100).unwrap_err();
/// assert_eq!(err, PatternError::TooFewClues { clues: 16 });
/// println!("{err}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PatternError {
    /// Fewer than 17 cells: no sudoku with fewer than 17 clues has one solution (McGuire,
    /// Tugemann and Civario, 2012).
    #[error(
        "the pattern has {clues} cells, and no sudoku with fewer than 17 clues has a \
         unique solution"
    )]
    TooFewClues {
        /// How many cells the pattern has.
        clues: usize,
    },
    /// Two rows of a band, or two columns of a stack, hold no clue: swapping them turns any
    /// solution into a second one.
    #[error(
        "{first} and {second} hold no clue, so swapping them gives a second solution; \
         put a clue in one of them"
    )]
    SwappableLines {
        /// The first of the two lines.
        first: House,
        /// The second.
        second: House,
    },
    /// Every attempt gave a puzzle with more than one solution.
    #[error(
        "no puzzle found in {attempts} attempts: try more attempts, another seed, or a \
         pattern with more cells"
    )]
    BudgetExhausted {
        /// How many complete grids were tried.
        attempts: u32,
    },
}

impl<R: Rng> Generator<R> {
    /// A puzzle whose clues are exactly the cells of `pattern`, with one solution; at most
    /// `attempts` attempts (each a fresh complete grid, checked).
    ///
    /// How: each attempt takes a fresh [`new_solved_grid`](Generator::new_solved_grid), keeps its
    /// digits on the pattern's cells, and asks the solver whether that puzzle has exactly
    /// one solution. How many attempts a pattern needs varies widely: more cells, spread
    /// over every row, column and box, need fewer; sparse patterns, or patterns with large
    /// empty areas (where two digits can be swapped in a rectangle of empty cells), may
    /// need many thousands, and some have no puzzle at all. Each attempt is one complete
    /// grid and one solver call (about ten microseconds), so the call always ends; the other
    /// options of the generator (symmetry, target, best-of, budget) do not apply.
    ///
    /// # Errors
    ///
    /// [`PatternError::TooFewClues`] for fewer than 17 cells and
    /// [`PatternError::SwappableLines`] when two rows of a band or two columns of a stack
    /// are empty, both without trying, as no puzzle exists;
    /// [`PatternError::BudgetExhausted`] when no attempt gave a unique puzzle (always, for
    /// `attempts == 0`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::SeedableRng;
    /// use rand_xoshiro::Xoshiro256PlusPlus;
    /// use shudu::{Generator, Pattern, Solution, Solver};
    ///
    /// // 30 clues, symmetric about the centre.
    /// let pattern: Pattern = "\
    /// .xxxx....
    /// x...x..x.
    /// x.x....x.
    /// .xx..x...
    /// ...xxx...
    /// ...x..xx.
    /// .x....x.x
    /// .x..x...x
    /// ....xxxx.".parse()?;
    /// let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(3));
    /// let puzzle = generator.generate_pattern(&pattern, 1000)?;
    /// assert_eq!(Pattern::of(puzzle.grid()), pattern);
    /// assert_eq!(Solver::new().solve(puzzle.grid()), Solution::Unique(*puzzle.solution()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generate_pattern(
        &mut self,
        pattern: &Pattern,
        attempts: u32,
    ) -> Result<Puzzle, PatternError> {
        let clues = pattern.len();
        if clues < 17 {
            return Err(PatternError::TooFewClues { clues });
        }
        if let Some((first, second)) = pattern.swappable_lines() {
            return Err(PatternError::SwappableLines { first, second });
        }
        let solver = Solver::new();
        for made in 1..=attempts {
            let solution = self.new_solved_grid();
            let mut cells = *solution.as_bytes();
            for (i, cell) in cells.iter_mut().enumerate() {
                if pattern.bits & (1 << i) == 0 {
                    *cell = 0;
                }
            }
            let grid = Grid::from_bytes_unchecked(cells);
            if solver.count_solutions(&grid, 2) == 1 {
                return Ok(Puzzle {
                    grid,
                    solution,
                    symmetry: Symmetry::None,
                    // At most 81, so the cast is exact.
                    clues: clues as u8,
                    target: None,
                    order_met: true,
                    attempts: made,
                });
            }
        }
        Err(PatternError::BudgetExhausted { attempts })
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::generator::tests::generator;
    use crate::solver::naive;
    use proptest::prelude::*;
    use std::{format, string::ToString};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(16))]

        #[test]
        fn a_pattern_puzzle_has_exactly_the_pattern_and_one_solution(seed: u64) {
            // The pattern of a random minimal puzzle always has a puzzle.
            let pattern = Pattern::of(generator(seed).generate().grid());
            let mut generator = generator(seed ^ 1);
            match generator.generate_pattern(&pattern, 200) {
                Ok(puzzle) => {
                    prop_assert_eq!(Pattern::of(puzzle.grid()), pattern);
                    prop_assert_eq!(puzzle.clue_count(), pattern.len());
                    let mut found = [Grid::EMPTY; 2];
                    prop_assert_eq!(naive::solutions(puzzle.grid(), 2, &mut found), 1);
                    prop_assert_eq!(found[0], *puzzle.solution());
                }
                Err(e) => prop_assert_eq!(e, PatternError::BudgetExhausted { attempts: 200 }),
            }
        }
    }

    #[test]
    fn dense_patterns_succeed() {
        let pattern: Pattern = "x.x".repeat(27).parse().unwrap();
        let puzzle = generator(4).generate_pattern(&pattern, 100).unwrap();
        assert_eq!(Pattern::of(puzzle.grid()), pattern);
        assert_eq!(Solver::new().count_solutions(puzzle.grid(), 2), 1);
    }

    #[test]
    fn impossible_patterns_fail_at_once() {
        let rows_2_and_3_empty: Pattern =
            format!("{}{}{}", "x".repeat(9), ".".repeat(18), "x".repeat(54))
                .parse()
                .unwrap();
        let err = generator(1)
            .generate_pattern(&rows_2_and_3_empty, u32::MAX)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "row 2 and row 3 hold no clue, so swapping them gives a second solution; put a clue in one of them"
        );
        let mut cols = Pattern::EMPTY;
        for cell in Cell::ALL {
            if cell.col() != 7 && cell.col() != 8 {
                cols.insert(cell);
            }
        }
        let err = generator(1).generate_pattern(&cols, u32::MAX).unwrap_err();
        assert!(matches!(err, PatternError::SwappableLines { .. }), "{err}");
        assert_eq!(
            generator(1)
                .generate_pattern(&cols, 0)
                .map(|p| p.clue_count()),
            Err(err)
        );
    }

    #[test]
    fn the_budget_ends_the_search() {
        // 17 clues in a pattern no 17-clue puzzle has: the first 17 cells, rows 1 and 2.
        let pattern: Pattern = format!("{}{}", "x".repeat(17), ".".repeat(64))
            .parse()
            .unwrap();
        assert_eq!(
            generator(1).generate_pattern(&pattern, 20),
            Err(PatternError::SwappableLines {
                first: House::new(HouseKind::Row, 3).unwrap(),
                second: House::new(HouseKind::Row, 4).unwrap()
            })
        );
        // 18 cells spread so that no two lines can be swapped, but far too few to pin a grid
        // down in 30 tries.
        let mut sparse = Pattern::EMPTY;
        for r in 0..9 {
            sparse.insert(Cell::from_row_col(r, (r * 4) % 9).unwrap());
            sparse.insert(Cell::from_row_col(r, (r * 4 + 1) % 9).unwrap());
        }
        assert_eq!(sparse.len(), 18);
        assert_eq!(
            generator(2).generate_pattern(&sparse, 30),
            Err(PatternError::BudgetExhausted { attempts: 30 })
        );
    }

    #[test]
    fn parse_errors() {
        assert_eq!(
            "x".repeat(82).parse::<Pattern>(),
            Err(ParsePatternError::WrongLength { found: 82 })
        );
        assert_eq!(
            format!("{}\n{}", ".".repeat(40), ".".repeat(41)).parse::<Pattern>(),
            Ok(Pattern::EMPTY)
        );
        assert_eq!(
            "x.é".parse::<Pattern>(),
            Err(ParsePatternError::UnexpectedChar {
                ch: 'é', offset: 2
            })
        );
    }
}
