//! [`Puzzle`]: a board, its givens and its rules; the questions a setter and a solver ask.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::model::{Builder, Model};
use super::rule::{Placed, repeats};
use super::search::{Engine, Next, digits_of, true_candidates};
use super::{Board, Break, Cell, Digits, Rule, RuleError};
use crate::GaveUp;

/// A variant puzzle: a [`Board`], the digits given in some cells, and [`Rule`]s, with the
/// title, author and rules text a setter gives it.
///
/// Every rule is checked against the board when it is added, so a puzzle is always one the
/// search can take; the questions ([`count_solutions`](Puzzle::count_solutions),
/// [`solve`](Puzzle::solve), [`true_candidates`](Puzzle::true_candidates), ...) compile it each
/// time. To ask several questions of the same puzzle, or to set a budget of guesses, make a
/// [`Solver`] once.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Diagonal, Puzzle, Rule, Solution};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// puzzle.add_rule(Rule::Diagonal(Diagonal::Falling)).unwrap();
/// puzzle.add_rule(Rule::Diagonal(Diagonal::Rising)).unwrap();
/// puzzle.set_given(Cell::new(0, 0), 1).unwrap();
/// puzzle.set_given(Cell::new(0, 1), 2).unwrap();
/// puzzle.set_given(Cell::new(3, 2), 4).unwrap();
/// match puzzle.solve() {
///     Solution::Unique(digits) => assert_eq!(digits[..4], [1, 2, 3, 4]),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    board: Board,
    givens: Vec<u8>,
    rules: Vec<Rule>,
    /// The puzzle's title, if it has one.
    pub title: Option<String>,
    /// The setter, if named.
    pub author: Option<String>,
    /// The rules as the setter wrote them.
    pub rules_text: Option<String>,
    /// The solution the setter gave, if any (row by row), kept to be written back.
    pub solution: Option<Vec<u8>>,
}

/// What a search found: no solution, exactly one, or several (two of them as witnesses).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Solution {
    /// No solution.
    None,
    /// Exactly one: its digits, row by row.
    Unique(Vec<u8>),
    /// More than one: two of them.
    Multiple(Vec<u8>, Vec<u8>),
}

/// A given outside the board's digits or off the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GivenError {
    /// A cell off the board.
    #[error("cell {cell} is outside the {size}x{size} board")]
    CellOutside {
        /// The cell.
        cell: Cell,
        /// The board's size.
        size: usize,
    },
    /// A digit outside 1 to N.
    #[error("{cell} is given {digit}, but a {size}x{size} board takes the digits 1 to {size}")]
    Digit {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The board's size.
        size: usize,
    },
}

impl Puzzle {
    /// A puzzle on `board` with no givens and no rules.
    #[must_use]
    pub fn new(board: Board) -> Puzzle {
        let cells = board.cell_count();
        Puzzle {
            board,
            givens: vec![0; cells],
            rules: Vec::new(),
            title: None,
            author: None,
            rules_text: None,
            solution: None,
        }
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The size N of the board.
    #[must_use]
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// The givens, row by row, 0 for an empty cell.
    #[must_use]
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The rules beside rows, columns and regions, in the order they were added.
    #[must_use]
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// Gives `digit` in `cell` (0 empties it).
    ///
    /// # Errors
    ///
    /// [`GivenError`] for a cell off the board or a digit above N.
    pub fn set_given(&mut self, cell: Cell, digit: u8) -> Result<(), GivenError> {
        let size = self.size();
        if !self.board.contains(cell) {
            return Err(GivenError::CellOutside { cell, size });
        }
        if digit as usize > size {
            return Err(GivenError::Digit { cell, digit, size });
        }
        self.givens[cell.index(size)] = digit;
        Ok(())
    }

    /// Adds a rule.
    ///
    /// # Errors
    ///
    /// [`RuleError`] when the rule does not fit the board: a cell off it, a cell twice, too few
    /// or too many cells, a value out of range.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell, Killer, Puzzle, Rule};
    ///
    /// let mut puzzle = Puzzle::new(Board::new(9).unwrap());
    /// let cage = Killer { cells: vec![Cell::new(9, 0)], sum: Some(5) };
    /// let err = puzzle.add_rule(Rule::Killer(cage)).unwrap_err();
    /// assert_eq!(err.to_string(), "cell r10c1 is outside the 9x9 board");
    /// ```
    pub fn add_rule(&mut self, rule: Rule) -> Result<(), RuleError> {
        rule.check(&self.board)?;
        self.rules.push(rule);
        Ok(())
    }

    /// Compiles the puzzle for the search.
    pub(crate) fn model(&self) -> Model {
        let mut builder = Builder::new(&self.board);
        for (i, &digit) in self.givens.iter().enumerate() {
            if digit != 0 {
                builder.give(i, digit);
            }
        }
        for rule in &self.rules {
            rule.build(self, &mut builder);
        }
        builder.finish()
    }

    /// How many solutions, counting up to `limit`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Puzzle};
    ///
    /// assert_eq!(Puzzle::new(Board::new(4).unwrap()).count_solutions(1000), 288);
    /// ```
    #[must_use]
    pub fn count_solutions(&self, limit: usize) -> usize {
        Solver::new(self).count_solutions(limit).unwrap_or(limit)
    }

    /// No solution, one, or several.
    #[must_use]
    pub fn solve(&self) -> Solution {
        Solver::new(self).solve().unwrap_or(Solution::None)
    }

    /// A first solution, row by row, or `None`.
    #[must_use]
    pub fn solve_first(&self) -> Option<Vec<u8>> {
        Solver::new(self).solve_first().unwrap_or(None)
    }

    /// Every digit some solution puts in each cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell, Puzzle};
    ///
    /// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
    /// puzzle.set_given(Cell::new(0, 0), 1).unwrap();
    /// let candidates = puzzle.true_candidates().unwrap();
    /// assert_eq!(candidates.get(Cell::new(0, 1)).to_string(), "{2,3,4}");
    /// assert_eq!(candidates.get(Cell::new(1, 1)).to_string(), "{2,3,4}");
    /// ```
    #[must_use]
    pub fn true_candidates(&self) -> Option<TrueCandidates> {
        Solver::new(self).true_candidates().unwrap_or(None)
    }

    /// The rules that the digits of `digits` (row by row, 0 for an empty cell, the givens
    /// included) break, each with the cells that show it and a sentence. Only what the placed
    /// digits break on their own: a board can break nothing and still have no solution.
    #[must_use]
    pub fn breaks(&self, digits: &[u8]) -> Vec<Break> {
        let placed = Placed {
            board: &self.board,
            rules: &self.rules,
            digits,
        };
        let n = self.size() as u8;
        let mut out = Vec::new();
        for line in 0..n {
            let row: Vec<Cell> = (0..n).map(|c| Cell::new(line, c)).collect();
            repeats(
                placed,
                &row,
                &alloc::format!("in row {}", line + 1),
                &mut out,
            );
        }
        for line in 0..n {
            let col: Vec<Cell> = (0..n).map(|r| Cell::new(r, line)).collect();
            repeats(
                placed,
                &col,
                &alloc::format!("in column {}", line + 1),
                &mut out,
            );
        }
        for region in 0..self.board.region_count() {
            let word = if self.board.box_shape().is_some() {
                "box"
            } else {
                "region"
            };
            repeats(
                placed,
                &self.board.region(region as u8),
                &alloc::format!("in {word} {}", region + 1),
                &mut out,
            );
        }
        for (index, rule) in self.rules.iter().enumerate() {
            let start = out.len();
            rule.breaks(placed, &mut out);
            for broken in &mut out[start..] {
                broken.rule = Some(index);
            }
        }
        out
    }
}

/// Every digit that some solution puts in each cell, as [`Digits`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TrueCandidates {
    size: usize,
    masks: Vec<u16>,
}

impl TrueCandidates {
    /// The digits some solution puts in `cell` (empty off the board).
    #[must_use]
    pub fn get(&self, cell: Cell) -> Digits {
        if cell.row() as usize >= self.size || cell.col() as usize >= self.size {
            return Digits::EMPTY;
        }
        Digits::from_bits(self.masks[cell.index(self.size)])
    }

    /// Each cell's digits, row by row.
    pub fn iter(&self) -> impl Iterator<Item = Digits> + '_ {
        self.masks.iter().map(|&m| Digits::from_bits(m))
    }
}

/// A puzzle compiled once for many questions, with an optional budget of guesses.
///
/// Without a budget a search runs to its answer; with one, a search that would need more
/// guesses stops with [`GaveUp`] (a budget counts the guesses of one question).
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Puzzle, Solver};
///
/// let puzzle = Puzzle::new(Board::new(9).unwrap());
/// let solver = Solver::new(&puzzle);
/// assert_eq!(solver.count_solutions(5).unwrap(), 5);
/// assert!(Solver::new(&puzzle).with_budget(0).count_solutions(2).is_err());
/// ```
#[derive(Debug)]
pub struct Solver {
    model: Model,
    budget: Option<u64>,
}

/// Runs `$body` with `$engine`, a new search engine for the solver's model, as wide as the
/// model's sets of cells: two words up to 128 cells, four beyond (four always where the
/// search is built at one width, [`ONE_WIDTH`](super::model::ONE_WIDTH)).
macro_rules! with_engine {
    ($solver:expr, $engine:ident => $body:expr) => {{
        #[cfg(not(target_arch = "wasm32"))]
        if $solver.model.words == 2 {
            let mut $engine = Engine::<2>::new(&$solver.model, $solver.budget);
            $body
        } else {
            let mut $engine = Engine::<4>::new(&$solver.model, $solver.budget);
            $body
        }
        #[cfg(target_arch = "wasm32")]
        {
            let mut $engine = Engine::<4>::new(&$solver.model, $solver.budget);
            $body
        }
    }};
}

impl Solver {
    /// A solver for `puzzle`, with no budget.
    #[must_use]
    pub fn new(puzzle: &Puzzle) -> Solver {
        Solver {
            model: puzzle.model(),
            budget: None,
        }
    }

    /// The same solver with a budget of `guesses` guesses per question.
    #[must_use]
    pub fn with_budget(mut self, guesses: u64) -> Solver {
        self.budget = Some(guesses);
        self
    }

    /// How many solutions, counting up to `limit`.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first.
    pub fn count_solutions(&self, limit: usize) -> Result<usize, GaveUp> {
        self.count_solutions_with_guesses(limit)
            .map(|(count, _)| count)
    }

    /// How many solutions, counting up to `limit`, and how many guesses the search made.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first.
    pub fn count_solutions_with_guesses(&self, limit: usize) -> Result<(usize, u64), GaveUp> {
        with_engine!(self, engine => self.count_with(&mut engine, limit))
    }

    fn count_with<const W: usize>(
        &self,
        engine: &mut Engine<'_, W>,
        limit: usize,
    ) -> Result<(usize, u64), GaveUp> {
        let mut count = 0;
        if limit > 0
            && let Some(root) = engine.root()
        {
            engine.search(&root, &mut |_| {
                count += 1;
                if count >= limit {
                    Next::Stop
                } else {
                    Next::Continue
                }
            })?;
        }
        Ok((count, engine.guesses()))
    }

    /// Up to `limit` solutions, each row by row.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first.
    pub fn solutions(&self, limit: usize) -> Result<Vec<Vec<u8>>, GaveUp> {
        with_engine!(self, engine => self.solutions_with(&mut engine, limit))
    }

    fn solutions_with<const W: usize>(
        &self,
        engine: &mut Engine<'_, W>,
        limit: usize,
    ) -> Result<Vec<Vec<u8>>, GaveUp> {
        let cells = self.model.cells();
        let mut found = Vec::new();
        if limit > 0
            && let Some(root) = engine.root()
        {
            engine.search(&root, &mut |state| {
                found.push(digits_of(state, cells));
                if found.len() >= limit {
                    Next::Stop
                } else {
                    Next::Continue
                }
            })?;
        }
        Ok(found)
    }

    /// No solution, one, or several.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first.
    pub fn solve(&self) -> Result<Solution, GaveUp> {
        let mut found = self.solutions(2)?;
        Ok(match (found.pop(), found.pop()) {
            (None, _) => Solution::None,
            (Some(only), None) => Solution::Unique(only),
            (Some(second), Some(first)) => Solution::Multiple(first, second),
        })
    }

    /// A first solution, or `None`.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first.
    pub fn solve_first(&self) -> Result<Option<Vec<u8>>, GaveUp> {
        Ok(self.solutions(1)?.pop())
    }

    /// Every digit some solution puts in each cell, or `None` when there is no solution.
    ///
    /// A puzzle with one solution costs what a count to two does. With several, each digit
    /// that no solution found so far holds is then looked for by a search of its own.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out first (the budget counts every search this needs).
    pub fn true_candidates(&self) -> Result<Option<TrueCandidates>, GaveUp> {
        let masks = with_engine!(self, engine => true_candidates(&mut engine))?;
        Ok(masks.map(|masks| TrueCandidates {
            size: self.model.n,
            masks,
        }))
    }
}
