//! [`Step`]: one move of the explaining solver, as data and as a sentence.

use core::fmt;

use super::Technique;
use super::words::{Cells, Digits, Removals};
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet};

/// The most chain nodes a step keeps for display; longer chains keep their first nodes and
/// their full length ([`Chain::len`]).
pub const CHAIN_NODES: usize = 32;

/// One node of a chain: a candidate taken as true (`on`) or false.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, ChainNode, Digit};
///
/// let node = ChainNode::new(Cell::new(0).unwrap(), Digit::new(5).unwrap(), true);
/// assert_eq!(node.to_string(), "r1c1=5");
/// assert_eq!(ChainNode { on: false, ..node }.to_string(), "r1c1<>5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChainNode {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
    /// Whether the digit is taken as placed in the cell (`true`) or as ruled out (`false`).
    pub on: bool,
}

impl ChainNode {
    /// A node: `digit` in `cell`, true when `on`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, ChainNode, Digit};
    ///
    /// assert!(ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true).on);
    /// ```
    #[must_use]
    pub const fn new(cell: Cell, digit: Digit, on: bool) -> ChainNode {
        ChainNode { cell, digit, on }
    }
}

/// Writes `r1c1=5` for a true node and `r1c1<>5` for a false one.
impl fmt::Display for ChainNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = if self.on { "=" } else { "<>" };
        write!(f, "{}{op}{}", self.cell, self.digit)
    }
}

/// The chain of a chain step: its nodes in order (the first [`CHAIN_NODES`] of them) and its
/// full length as SE counts it, which the rating uses.
///
/// # Examples
///
/// ```
/// use shudu::Chain;
///
/// let chain = Chain::EMPTY;
/// assert!(chain.is_empty());
/// assert_eq!(chain.nodes().len(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chain {
    nodes: [Option<ChainNode>; CHAIN_NODES],
    shown: u8,
    len: u16,
}

impl Chain {
    /// The chain with no node.
    pub const EMPTY: Chain = Chain {
        nodes: [None; CHAIN_NODES],
        shown: 0,
        len: 0,
    };

    /// A chain of `nodes` (the first [`CHAIN_NODES`] kept) whose length counts `len` nodes,
    /// nested chains included.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Chain, ChainNode, Digit};
    ///
    /// let node = ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true);
    /// let chain = Chain::new(&[node, node], 9);
    /// assert_eq!(chain.nodes().len(), 2);
    /// assert_eq!(chain.len(), 9);
    /// ```
    #[must_use]
    pub fn new(nodes: &[ChainNode], len: usize) -> Chain {
        let mut chain = Chain::EMPTY;
        for (slot, &node) in chain.nodes.iter_mut().zip(nodes) {
            *slot = Some(node);
        }
        chain.shown = nodes.len().min(CHAIN_NODES) as u8;
        chain.len = len.max(nodes.len()).min(usize::from(u16::MAX)) as u16;
        chain
    }

    /// The nodes kept, in chain order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.nodes().is_empty());
    /// ```
    #[must_use]
    pub fn nodes(&self) -> ChainNodes<'_> {
        ChainNodes(&self.nodes[..usize::from(self.shown)])
    }

    /// The chain's length as SE counts it for the rating (nested chains included).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the chain has no node (the step is not a chain).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Chain")
            .field("nodes", &self.nodes())
            .field("len", &self.len)
            .finish()
    }
}

/// The nodes of a [`Chain`], from [`Chain::nodes`]; writes them joined by ` -> `.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Chain, ChainNode, Digit};
///
/// let a = ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true);
/// let b = ChainNode::new(Cell::new(1).unwrap(), Digit::new(1).unwrap(), false);
/// assert_eq!(Chain::new(&[a, b], 2).nodes().to_string(), "r1c1=1 -> r1c2<>1");
/// ```
#[derive(Clone, Copy)]
pub struct ChainNodes<'a>(&'a [Option<ChainNode>]);

impl ChainNodes<'_> {
    /// How many nodes are kept.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.nodes().len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no node is kept.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.nodes().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The nodes in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.nodes().iter().count(), 0);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = ChainNode> + '_ {
        self.0.iter().flatten().copied()
    }
}

impl fmt::Debug for ChainNodes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for ChainNodes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, node) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" -> ")?;
            }
            write!(f, "{node}")?;
        }
        Ok(())
    }
}

/// The form a technique took in a step, where the technique has several: see [`Step::kind`].
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, StepKind, Technique};
///
/// // The unique rectangle of type 1 on this puzzle's path.
/// let grid: Grid = ".7....1.2.34....7...8...65.....5....94.3.15....1...3...8.9........267....5..3.7.."
///     .parse()
///     .unwrap();
/// let mut kinds = Vec::new();
/// Explainer::new()
///     .walk(&grid, |step| {
///         if step.technique() == Technique::UniqueRectangle {
///             kinds.push(step.kind());
///         }
///     })
///     .unwrap();
/// assert_eq!(kinds, [Some(StepKind::Type(1))]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum StepKind {
    /// The type, as SE and HoDoKu number them: of a unique rectangle or loop (1 to 6), of a
    /// bivalue universal grave (1 to 4) or of multi colors (1 or 2).
    Type(u8),
    /// HoDoKu's hidden rectangle: a unique rectangle seen through the places of its digits.
    HiddenRectangle,
    /// A forcing chain from one candidate, taken true (or false), that ends in a
    /// contradiction: the candidate is false (or true).
    Contradiction,
    /// Forcing chains from one candidate taken true and taken false that reach the same
    /// conclusion, which holds either way.
    BothWays,
    /// Forcing chains from every place of a digit in a house that reach the same conclusion.
    House,
    /// Forcing chains from every candidate of a cell that reach the same conclusion.
    Cell,
    /// A nice loop whose links all hold either way round (HoDoKu's continuous nice loop):
    /// each weak link's digit leaves the cells that see both its ends.
    ContinuousLoop,
    /// A nice loop that comes back to its start cell with a contradiction (HoDoKu's
    /// discontinuous nice loop): the start cell loses or keeps a digit.
    DiscontinuousLoop,
    /// An alternating inference chain between two candidates, one of which holds.
    Aic,
}

/// How much of a step a hint shows, from least to most: see [`Step::hint`].
///
/// # Examples
///
/// ```
/// use shudu::HintStage;
///
/// assert!(HintStage::Technique < HintStage::Cells);
/// assert_eq!(HintStage::Technique.next(), Some(HintStage::Cells));
/// assert_eq!(HintStage::Full.next(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintStage {
    /// The technique and where to look (the houses or the area of the pattern).
    Technique,
    /// The technique, the cells of the pattern and its digits.
    Cells,
    /// The whole step: its sentence, with what it places or removes.
    Full,
}

impl HintStage {
    /// The stage that shows more, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::HintStage;
    ///
    /// assert_eq!(HintStage::Cells.next(), Some(HintStage::Full));
    /// ```
    #[must_use]
    pub const fn next(self) -> Option<HintStage> {
        match self {
            HintStage::Technique => Some(HintStage::Cells),
            HintStage::Cells => Some(HintStage::Full),
            HintStage::Full => None,
        }
    }
}

/// One step of the explaining solver: the technique, the pattern it found (cells, houses,
/// digits, and the chain for chain techniques), what it places and what it removes.
///
/// A step is plain data, about 500 bytes, with no allocation. `Display` writes the sentence a
/// player reads, in the usual notation (`r4c6`, "box 5"); [`Step::hint`] gives the same step
/// in stages, for hints that reveal a little at a time. [`Step::apply`]
/// carries it out.
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, Marks, Technique};
///
/// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let marks = Marks::new(&grid);
/// let step = Explainer::new().next_step(&marks).unwrap();
/// assert_eq!(step.technique(), Technique::HiddenSingle);
/// assert_eq!(step.to_string(), "Hidden single: in box 1, only r2c2 can hold 6");
/// assert_eq!(step.placements().count(), 1);
/// assert_eq!(step.eliminations().count(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    technique: Technique,
    /// SE's rating of this step in tenths.
    tenths: u8,
    /// The form of the technique, where it has several.
    kind: Option<StepKind>,
    /// The level of a nested forcing chain (2 to 5: what it searches inside), else 0.
    nesting: u8,
    digits: Candidates,
    cells: CellSet,
    focus: Option<Cell>,
    base: u32,
    cover: u32,
    target: Option<House>,
    placement: Option<(Cell, Digit)>,
    eliminations: MarkSet,
    /// The order in which HoDoKu removes the eliminations.
    removal: Removal,
    chain: Chain,
}

/// The order in which HoDoKu's search lists a step's eliminations, and so removes them: it
/// decides the order of the singles that follow on HoDoKu's path (see `explain/hodoku.rs`).
/// A search declares it with [`Step::with_removal`]; the default is cell by cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Removal {
    /// Cell by cell, each cell's digits in increasing order.
    #[default]
    ByCell,
    /// Digit by digit, each digit's cells in increasing order: HoDoKu sorts so the
    /// eliminations of the steps it compares with others (chains, loops, ALS chains).
    ByDigit,
    /// House by house among the houses the step's cells all share (row, column, box), each
    /// house's cells in increasing order: HoDoKu's naked and locked subsets.
    SharedHouses,
    /// The eliminations in the box of the step's houses first, then the others, each part
    /// cell by cell: Sue de Coq.
    BoxFirst,
    /// The eliminations in the step's first house first, then the others, each part cell by
    /// cell: a unique rectangle of type 3, whose set in a line removes in the line, then in
    /// its box.
    HouseFirst,
}

impl Step {
    /// A step of `technique` rated at its base difficulty, with nothing in it yet; the
    /// techniques fill it with the `with_` methods.
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            tenths: technique.base_tenths(),
            kind: None,
            nesting: 0,
            digits: Candidates::EMPTY,
            cells: CellSet::EMPTY,
            focus: None,
            base: 0,
            cover: 0,
            target: None,
            placement: None,
            eliminations: MarkSet::EMPTY,
            removal: Removal::ByCell,
            chain: Chain::EMPTY,
        }
    }

    /// The order in which HoDoKu removes the step's eliminations.
    pub(crate) fn with_removal(mut self, removal: Removal) -> Step {
        self.removal = removal;
        self
    }

    /// Gives the step's eliminations to `each` in the order HoDoKu removes them (a
    /// candidate can come twice, as in HoDoKu's own lists: removing it again does nothing).
    pub(crate) fn for_each_removal_in_hodoku_order(&self, mut each: impl FnMut(Cell, Digit)) {
        let set = &self.eliminations;
        match self.removal {
            Removal::ByCell => set.iter().for_each(|(cell, digit)| each(cell, digit)),
            Removal::ByDigit => {
                for digit in Digit::ALL {
                    set.cells_with(digit)
                        .iter()
                        .for_each(|cell| each(cell, digit));
                }
            }
            Removal::SharedHouses => {
                let cells = self.cells;
                for house in House::ALL
                    .into_iter()
                    .filter(|house| cells.is_subset(CellSet::house(*house)))
                {
                    for &cell in house.cells() {
                        set.digits_in(cell)
                            .iter()
                            .for_each(|digit| each(cell, digit));
                    }
                }
            }
            Removal::BoxFirst | Removal::HouseFirst => {
                let boxed = units_of(self.base)
                    .find(|house| {
                        self.removal == Removal::HouseFirst || house.kind() == crate::HouseKind::Box
                    })
                    .map_or(CellSet::EMPTY, CellSet::house);
                for inside in [true, false] {
                    for (cell, digit) in set.iter() {
                        if boxed.contains(cell) == inside {
                            each(cell, digit);
                        }
                    }
                }
            }
        }
    }

    pub(crate) fn with_technique(mut self, technique: Technique) -> Step {
        self.technique = technique;
        self.tenths = technique.base_tenths();
        self
    }

    pub(crate) fn with_tenths(mut self, tenths: u8) -> Step {
        self.tenths = tenths;
        self
    }

    pub(crate) fn with_kind(mut self, kind: StepKind) -> Step {
        self.kind = Some(kind);
        self
    }

    /// The type, as SE and HoDoKu number them (of a unique rectangle, a BUG, multi colors).
    pub(crate) fn with_type(self, number: u8) -> Step {
        self.with_kind(StepKind::Type(number))
    }

    /// The form as a number, for SE's sort of unique loops: the type, or 0.
    pub(crate) const fn kind_number(&self) -> u8 {
        match self.kind {
            Some(StepKind::Type(number)) => number,
            _ => 0,
        }
    }

    pub(crate) fn with_nesting(mut self, level: u8) -> Step {
        self.nesting = level;
        self
    }

    /// The level of a nested forcing chain (SE's 2 to 5), which says what the chain searches
    /// on the marks it has reduced; 0 for every other step.
    pub(crate) const fn nesting(&self) -> u8 {
        self.nesting
    }

    pub(crate) fn with_digits(mut self, digits: Candidates) -> Step {
        self.digits = digits;
        self
    }

    pub(crate) fn with_cells(mut self, cells: CellSet) -> Step {
        self.cells = cells;
        self
    }

    pub(crate) fn with_focus(mut self, cell: Cell) -> Step {
        self.focus = Some(cell);
        self
    }

    pub(crate) fn with_house(mut self, unit: House) -> Step {
        self.base |= 1 << unit.index();
        self
    }

    pub(crate) fn with_cover(mut self, unit: House) -> Step {
        self.cover |= 1 << unit.index();
        self
    }

    pub(crate) fn with_target_house(mut self, unit: House) -> Step {
        self.target = Some(unit);
        self
    }

    pub(crate) fn with_placement(mut self, cell: Cell, digit: Digit) -> Step {
        self.placement = Some((cell, digit));
        self
    }

    pub(crate) fn with_eliminations(mut self, eliminations: MarkSet) -> Step {
        self.eliminations = eliminations;
        self
    }

    #[allow(dead_code)] // for the chains, which are on their way
    pub(crate) fn with_chain(mut self, chain: Chain) -> Step {
        self.chain = chain;
        self
    }

    /// The technique the step used.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks, Technique};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.technique(), Technique::HiddenSingle);
    /// ```
    #[must_use]
    pub const fn technique(&self) -> Technique {
        self.technique
    }

    /// The step's rating on SE's scale: the technique's base, plus what SE adds for the size
    /// of a loop or BUG and the length of a chain.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.difficulty(), 1.2); // a hidden single in a box
    /// ```
    #[must_use]
    pub fn difficulty(&self) -> f32 {
        f32::from(self.tenths) / 10.0
    }

    /// The step's rating in tenths of SE's scale (`12` for 1.2): exact, for comparing.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().tenths(), 12);
    /// ```
    #[must_use]
    pub const fn tenths(&self) -> u8 {
        self.tenths
    }

    /// The form of the technique the step took, where it has several: the type of a unique
    /// rectangle or loop, of a BUG or of multi colors, HoDoKu's hidden rectangle, or how a
    /// forcing chain reasons; `None` for the others.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().kind(), None);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> Option<StepKind> {
        self.kind
    }

    /// The digits of the pattern (the digit of a single or a fish, the pair of a naked pair,
    /// the candidates of a wing...).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.digits().to_string(), "{6}");
    /// ```
    #[must_use]
    pub const fn digits(&self) -> Candidates {
        self.digits
    }

    /// The cells of the pattern, to highlight.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.cells().to_string(), "r2c2");
    /// ```
    #[must_use]
    pub const fn cells(&self) -> CellSet {
        self.cells
    }

    /// The key cell of the pattern, where it has one: the cell of a single, the pivot of a
    /// wing, the cell a cell forcing chain starts from.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.focus().unwrap().to_string(), "r2c2");
    /// ```
    #[must_use]
    pub const fn focus(&self) -> Option<Cell> {
        self.focus
    }

    /// The houses the pattern lives in: the house of a single or a subset, the base houses of
    /// a fish.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.houses().map(|u| u.to_string()).collect::<Vec<_>>(), ["box 1"]);
    /// ```
    pub fn houses(&self) -> impl Iterator<Item = House> + '_ {
        units_of(self.base)
    }

    /// The second set of houses of the pattern: the cover houses of a fish, the line of a
    /// pointing or the box of a claiming, the house where a direct technique leaves a single.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.cover_houses().count(), 0);
    /// ```
    pub fn cover_houses(&self) -> impl Iterator<Item = House> + '_ {
        units_of(self.cover)
    }

    /// The chain of a chain technique; empty for the others.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().chain().is_empty());
    /// ```
    #[must_use]
    pub const fn chain(&self) -> &Chain {
        &self.chain
    }

    /// The digits the step places, as (cell, digit) pairs: at most one.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// let (cell, digit) = step.placements().next().unwrap();
    /// assert_eq!((cell.to_string(), digit.get()), ("r2c2".to_string(), 6));
    /// ```
    pub fn placements(&self) -> impl Iterator<Item = (Cell, Digit)> + '_ {
        self.placement.into_iter()
    }

    /// The candidates the step removes, as (cell, digit) pairs, cell by cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.eliminations().count(), 0);
    /// ```
    pub fn eliminations(&self) -> impl Iterator<Item = (Cell, Digit)> + '_ {
        self.eliminations.iter()
    }

    /// The candidates the step removes, as a set.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert!(step.elimination_set().is_empty());
    /// ```
    #[must_use]
    pub const fn elimination_set(&self) -> &MarkSet {
        &self.eliminations
    }

    /// Whether the step places a digit (a "placement" in SE's EP sense).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().is_placement());
    /// ```
    #[must_use]
    pub const fn is_placement(&self) -> bool {
        self.placement.is_some()
    }

    /// Carries the step out on `marks`: its placements, then its eliminations.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ///     .parse()
    ///     .unwrap();
    /// let mut marks = Marks::new(&grid);
    /// let step = Explainer::new().next_step(&marks).unwrap();
    /// step.apply(&mut marks);
    /// assert_ne!(marks, Marks::new(&grid));
    /// ```
    pub fn apply(&self, marks: &mut crate::Marks) {
        for (cell, digit) in self.placements() {
            marks.place(cell, digit);
        }
        marks.remove_all(&self.eliminations);
    }

    /// The step as a hint that shows only as much as `stage`: the technique and where to look,
    /// then the cells too, then the whole sentence. `Display` it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, HintStage, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.hint(HintStage::Technique).to_string(), "Look for a hidden single in box 1");
    /// assert_eq!(step.hint(HintStage::Cells).to_string(), "Hidden single: look at r2c2 for 6");
    /// assert_eq!(step.hint(HintStage::Full).to_string(), step.to_string());
    /// ```
    #[must_use]
    pub const fn hint(&self, stage: HintStage) -> Hint<'_> {
        Hint { step: self, stage }
    }

    fn fmt_removals(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "remove {}", Removals(&self.eliminations))
    }
}

fn units_of(mask: u32) -> impl Iterator<Item = House> {
    House::ALL
        .into_iter()
        .filter(move |unit| mask >> unit.index() & 1 == 1)
}

/// A [`Step`] shown only up to a [`HintStage`], from [`Step::hint`].
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, HintStage, Marks};
///
/// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
/// let hint = step.hint(HintStage::Technique);
/// assert_eq!(hint.stage(), HintStage::Technique);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Hint<'a> {
    step: &'a Step,
    stage: HintStage,
}

impl Hint<'_> {
    /// How much the hint shows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, HintStage, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.hint(HintStage::Full).stage(), HintStage::Full);
    /// ```
    #[must_use]
    pub const fn stage(&self) -> HintStage {
        self.stage
    }
}

impl fmt::Display for Hint<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.step;
        let facts = step.technique.facts();
        match self.stage {
            HintStage::Full => fmt::Display::fmt(step, f),
            HintStage::Technique => (facts.hint)(step, f),
            HintStage::Cells => {
                let cells = if step.cells.is_empty() {
                    step.chain
                        .nodes()
                        .iter()
                        .map(|n| n.cell)
                        .collect::<CellSet>()
                } else {
                    step.cells
                };
                write!(f, "{}: look at {}", facts.name, Cells(cells))?;
                if !step.digits.is_empty() {
                    write!(f, " for {}", Digits(step.digits))?;
                }
                Ok(())
            }
        }
    }
}

/// Writes the step's sentence: the technique, its pattern and what it places or removes.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::sentence::write_sentence(self, f)
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Step({:.1}: {self})", self.difficulty())
    }
}

/// What [`sentence`](super::sentence) needs of a step's private fields.
impl Step {
    pub(crate) const fn base_mask(&self) -> u32 {
        self.base
    }

    pub(crate) const fn cover_mask(&self) -> u32 {
        self.cover
    }

    pub(crate) const fn target_house(&self) -> Option<House> {
        self.target
    }

    pub(crate) const fn placement(&self) -> Option<(Cell, Digit)> {
        self.placement
    }

    pub(crate) fn write_removals(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_removals(f)
    }
}
