//! [`Step`]: one move of the explaining solver, as data and as a sentence; and [`Facts`],
//! what the crate knows of a technique, which every step carries.
//!
//! A step knows its technique's facts, handed to it by the family that found it
//! ([`Step::new`]), so that it writes its name and its sentence with no table of every
//! technique: the writers are the family's, declared beside its searches.

use core::fmt;

use super::chain::Chain;
use super::level::Level;
use super::technique::Technique;
use super::words::Removals;
use crate::{Candidates, Cell, CellSet, Digit, House, MarkSet, Marks};

/// Writes something of a step: its sentence, or the first stage of its hint.
pub(crate) type Writer = fn(&Step, &mut fmt::Formatter<'_>) -> fmt::Result;

/// Everything the crate knows of one technique, declared once, in its family's file (each
/// family lists its techniques' in its `FACTS`; `catalogue.rs` gathers them by
/// [`Technique`]). A step carries its technique's ([`Step::new`]).
#[derive(Clone, Copy)]
pub(crate) struct Facts {
    pub(crate) technique: Technique,
    /// The name on SE's path, [`Technique::name`] ("Hidden single").
    pub(crate) name: &'static str,
    /// HoDoKu's name, [`Technique::hodoku_name`] ("Hidden Single").
    pub(crate) hodoku_name: &'static str,
    /// HoDoKu 2.2's key for the technique, the name of its step configuration
    /// (`HIDDEN_SINGLE`, `LOCKED_CANDIDATES_1`), where the technique has one key; `None` for
    /// SE's own techniques, and where each form has its own ([`Form::hodoku_key`]).
    pub(crate) hodoku_key: Option<&'static str>,
    /// Writes the first stage of a step's hint: the technique and where to look, without
    /// giving the answer away ("Look for a hidden single in box 1").
    pub(crate) hint: Writer,
    /// SE's base rating in tenths; for HoDoKu's own techniques, that of the SE technique
    /// that finds the same deduction.
    pub(crate) se_tenths: u8,
    /// HoDoKu's level and score per use; `None` for SE's own techniques.
    pub(crate) hodoku: Option<(Level, u32)>,
    /// The forms with names of their own ([`StepKind`]).
    pub(crate) forms: &'static [Form],
    /// Writes the step's sentence.
    pub(crate) sentence: Writer,
}

/// Facts are the same when they are of the same technique (each has one).
impl PartialEq for Facts {
    fn eq(&self, other: &Facts) -> bool {
        self.technique == other.technique
    }
}

impl Eq for Facts {}

impl core::hash::Hash for Facts {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.technique.hash(state);
    }
}

/// A form of a technique with names of its own: "Unique rectangle type 2" on SE's path,
/// "Uniqueness Test 2" on HoDoKu's, and HoDoKu's key `UNIQUENESS_2`.
#[derive(Clone, Copy)]
pub(crate) struct Form {
    pub(crate) kind: StepKind,
    pub(crate) name: &'static str,
    pub(crate) hodoku_name: &'static str,
    /// HoDoKu's key of the form, where it has its own; else the technique's counts.
    pub(crate) hodoku_key: Option<&'static str>,
}

impl Form {
    /// A form named `name` on SE's path and `hodoku_name` on HoDoKu's.
    pub(crate) const fn new(kind: StepKind, name: &'static str, hodoku_name: &'static str) -> Form {
        Form {
            kind,
            name,
            hodoku_name,
            hodoku_key: None,
        }
    }

    /// The form with HoDoKu's key of its own.
    pub(crate) const fn keyed(self, key: &'static str) -> Form {
        Form {
            hodoku_key: Some(key),
            ..self
        }
    }
}

/// The most almost locked sets a step keeps ([`Step::alses`]); an ALS chain with more keeps
/// its first ones.
pub const STEP_ALSES: usize = 8;

/// An almost locked set (ALS) of a step: `n` empty cells of one house holding `n + 1`
/// candidates between them, so that without any one of those digits the cells would be
/// locked (they would hold exactly the other `n`). HoDoKu's ALS techniques reason on them
/// ([`Step::alses`]).
///
/// `Display` writes the cells and the digits: `r3c45 {2,3,4}`.
///
/// # Examples
///
/// ```
/// use shudu::{Als, Candidates, Cell, CellSet, Digit};
///
/// let cells = CellSet::single(Cell::new(3).unwrap()) | CellSet::single(Cell::new(4).unwrap());
/// let digits: Candidates = [2, 3, 4].into_iter().map(|d| Digit::new(d).unwrap()).collect();
/// let als = Als { cells, digits };
/// assert_eq!(als.to_string(), "r1c45 {2,3,4}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Als {
    /// The cells of the set, all in one house.
    pub cells: CellSet,
    /// The candidates the cells hold between them: one more than there are cells.
    pub digits: Candidates,
}

/// Writes `r3c45 {2,3,4}`.
impl fmt::Display for Als {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.cells, self.digits)
    }
}

/// What a step keeps beyond its common fields: the chain of a chain step, or the almost
/// locked sets of an ALS step (no step has both). Each set is packed in a `u32`: its house
/// (bits 0 to 4, an index of [`House::ALL`]), the house's cells it takes (bits 5 to 13, bit
/// `5 + i` for the house's `i`th cell), its digits (bits 14 to 22) and the restricted common
/// digits joining it to the next set (bits 23 to 31).
///
/// The chain variant is the larger by far (a chain keeps up to [`super::CHAIN_NODES`] nodes
/// over all its branches); a step is plain data with no allocation, so nothing can be boxed,
/// and the sets take no room of their own beside it.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Trail {
    Chain(Chain),
    Alses { sets: [u32; STEP_ALSES], len: u8 },
}

/// The set packed in `packed` (see [`Trail`]).
fn unpack_als(packed: u32) -> Als {
    let house = House::ALL[(packed & 0x1f) as usize % 27];
    let mut cells = CellSet::EMPTY;
    for (i, &cell) in house.cells().iter().enumerate() {
        if packed >> (5 + i) & 1 == 1 {
            cells.insert(cell);
        }
    }
    Als {
        cells,
        digits: Candidates::from_bits_truncate((packed >> 14 & 0x1ff) as u16),
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
    /// The type, as SE and HoDoKu number them: of a unique rectangle (1 to 6), of a
    /// bivalue universal grave (1 to 4) or of multi colors (1 or 2).
    Type(u8),
    /// The type (1 to 4) of SE's unique loop: a unique rectangle of 6 cells or more.
    Loop(u8),
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
    /// HoDoKu's color trap: a cell that sees both colours of a cluster cannot hold the digit.
    ColorTrap,
    /// HoDoKu's color wrap: two cells of one colour see each other, so that colour is false.
    ColorWrap,
    /// A nice loop whose links all hold either way round (HoDoKu's continuous nice loop):
    /// each weak link's digit leaves the cells that see both its ends.
    ContinuousLoop,
    /// A nice loop that comes back to its start cell with a contradiction (HoDoKu's
    /// discontinuous nice loop): the start cell loses or keeps a digit.
    DiscontinuousLoop,
    /// An alternating inference chain between two candidates, one of which holds.
    Aic,
}

/// Writes the form's name in plain words: `type 2`, `loop type 1`, `hidden rectangle`,
/// `contradiction`, `both ways`, `house`, `cell`, `color trap`, `color wrap`, `continuous
/// loop`, `discontinuous loop`, `AIC`. ([`Step::name`] names the technique with its form.)
///
/// # Examples
///
/// ```
/// use shudu::StepKind;
///
/// assert_eq!(StepKind::Type(3).to_string(), "type 3");
/// assert_eq!(StepKind::Loop(1).to_string(), "loop type 1");
/// assert_eq!(StepKind::BothWays.to_string(), "both ways");
/// ```
impl fmt::Display for StepKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            StepKind::Type(n) => return write!(f, "type {n}"),
            StepKind::Loop(n) => return write!(f, "loop type {n}"),
            StepKind::HiddenRectangle => "hidden rectangle",
            StepKind::Contradiction => "contradiction",
            StepKind::BothWays => "both ways",
            StepKind::House => "house",
            StepKind::Cell => "cell",
            StepKind::ColorTrap => "color trap",
            StepKind::ColorWrap => "color wrap",
            StepKind::ContinuousLoop => "continuous loop",
            StepKind::DiscontinuousLoop => "discontinuous loop",
            StepKind::Aic => "AIC",
        };
        f.write_str(name)
    }
}

/// One step of the explaining solver: the technique, the pattern it found (cells, houses,
/// digits, and the chains for chain techniques), what it places and what it removes.
///
/// A step is plain data, under a kilobyte, with no allocation: it keeps the candidates it was
/// found on, so that its sentence can show them. `Display` writes the sentence a player
/// reads, in the usual notation (`r4c6`, "box 5"), with HoDoKu's names when HoDoKu's order
/// found it; [`Step::hint`] gives the same step in stages, for hints that reveal a little at
/// a time, and [`Step::pattern_cells`] the cells to highlight. [`Step::apply`] carries it
/// out.
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
/// assert_eq!(step.to_string(), "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the box's other empty cells");
/// assert_eq!(step.placements().count(), 1);
/// assert_eq!(step.eliminations().count(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// The technique's facts: its names, rating and writers.
    facts: &'static Facts,
    /// SE's rating of this step in tenths.
    tenths: u8,
    /// The form of the technique, where it has several.
    kind: Option<StepKind>,
    /// The level of a nested forcing chain (2 to 5: what it searches inside), else 0.
    nesting: u8,
    /// Found by HoDoKu's order: HoDoKu's names in its sentence.
    hodoku: bool,
    digits: Candidates,
    cells: CellSet,
    /// Groups of the pattern's cells, by technique (fins, colours, a link's ends, the sets of
    /// a Sue de Coq...); see each family's file.
    groups: [CellSet; 4],
    focus: Option<Cell>,
    base: u32,
    cover: u32,
    target: Option<House>,
    placement: Option<(Cell, Digit)>,
    eliminations: MarkSet,
    /// The order in which HoDoKu removes the eliminations.
    removal: Removal,
    trail: Trail,
    /// Each cell's candidates when the step was found (set by the explainer); for a cell
    /// with a digit, `PLACED` and the digit's bit.
    seen: [u16; 81],
}

/// Marks a cell of [`Step::seen`](Step) that held a digit.
const PLACED: u16 = 1 << 15;

/// The order in which HoDoKu's search lists a step's eliminations, and so removes them: it
/// decides the order of the singles that follow on HoDoKu's path (see `explain/hodoku.rs`).
/// A search declares it with [`Step::with_removal`]; the default is cell by cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Removal {
    /// Cell by cell, each cell's digits in increasing order.
    #[default]
    ByCell,
    /// Digit by digit, each digit's cells in increasing order: HoDoKu sorts so the
    /// eliminations of the steps it compares with others (chains, loops, ALS chains), and
    /// its ALS-XZ and ALS-XY-Wing list theirs so, digit after digit (but for a doubly linked
    /// ALS-XZ, whose locked sets' removals come after those of its two digits).
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
    /// A step of the technique of `facts` rated at its base difficulty, with nothing in it
    /// yet; the techniques fill it with the `with_` methods.
    pub(crate) const fn new(facts: &'static Facts) -> Step {
        Step {
            facts,
            tenths: facts.se_tenths,
            kind: None,
            nesting: 0,
            hodoku: false,
            digits: Candidates::EMPTY,
            cells: CellSet::EMPTY,
            groups: [CellSet::EMPTY; 4],
            focus: None,
            base: 0,
            cover: 0,
            target: None,
            placement: None,
            eliminations: MarkSet::EMPTY,
            removal: Removal::ByCell,
            trail: Trail::Chain(Chain::EMPTY),
            seen: [0; 81],
        }
    }

    /// Records what the step was found on: the digits and candidates of `marks`, and
    /// whether HoDoKu's order found it (its sentence then uses HoDoKu's names).
    pub(crate) fn found_on(&mut self, marks: &Marks, hodoku: bool) {
        let digits = marks.grid().as_bytes();
        let candidates = marks.all_candidates();
        for ((seen, &digit), here) in self.seen.iter_mut().zip(digits).zip(candidates) {
            *seen = if digit == 0 {
                here.bits()
            } else {
                PLACED | 1 << (digit - 1)
            };
        }
        self.hodoku = hodoku;
    }

    /// Group `i` (0 to 3) of the pattern's cells, whose meaning the technique gives.
    pub(crate) fn with_group(mut self, i: usize, cells: CellSet) -> Step {
        if let Some(slot) = self.groups.get_mut(i) {
            *slot = cells;
        }
        self
    }

    /// Group `i` of the pattern's cells (empty when the technique has none).
    pub(crate) fn group(&self, i: usize) -> CellSet {
        self.groups.get(i).copied().unwrap_or(CellSet::EMPTY)
    }

    /// The candidates `cell` had when the step was found (none for a cell with a digit).
    pub(crate) fn seen(&self, cell: Cell) -> Candidates {
        let bits = self.seen[cell.index()];
        if bits & PLACED == 0 {
            Candidates::from_bits_truncate(bits)
        } else {
            Candidates::EMPTY
        }
    }

    /// The digit `cell` held when the step was found, if any.
    pub(crate) fn placed(&self, cell: Cell) -> Option<Digit> {
        let bits = self.seen[cell.index()];
        if bits & PLACED == 0 {
            None
        } else {
            Candidates::from_bits_truncate(bits).single()
        }
    }

    /// Whether HoDoKu's order found the step.
    pub(crate) const fn by_hodoku(&self) -> bool {
        self.hodoku
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

    /// The step made one of another technique (of the same family), at its base rating.
    pub(crate) fn with_facts(mut self, facts: &'static Facts) -> Step {
        self.facts = facts;
        self.tenths = facts.se_tenths;
        self
    }

    /// The facts of the step's technique.
    pub(crate) const fn facts(&self) -> &'static Facts {
        self.facts
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
            Some(StepKind::Type(number) | StepKind::Loop(number)) => number,
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

    pub(crate) fn with_chain(mut self, chain: Chain) -> Step {
        self.trail = Trail::Chain(chain);
        self
    }

    /// Adds an almost locked set to the step's list (kept while there is room): `house`
    /// holds all of `cells`; `link` is the restricted common digits that join it to the
    /// next set. An ALS step has no chain.
    pub(crate) fn with_als(
        mut self,
        house: House,
        cells: CellSet,
        digits: Candidates,
        link: Candidates,
    ) -> Step {
        let mut positions = 0u32;
        for (i, &cell) in house.cells().iter().enumerate() {
            if cells.contains(cell) {
                positions |= 1 << i;
            }
        }
        let packed = house.index() as u32
            | positions << 5
            | u32::from(digits.bits()) << 14
            | u32::from(link.bits()) << 23;
        if let Trail::Chain(_) = self.trail {
            self.trail = Trail::Alses {
                sets: [0; STEP_ALSES],
                len: 0,
            };
        }
        if let Trail::Alses { sets, len } = &mut self.trail
            && usize::from(*len) < STEP_ALSES
        {
            sets[usize::from(*len)] = packed;
            *len += 1;
        }
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
        self.facts.technique
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

    /// The name the step goes by: its technique's, or its form's where the form has one
    /// ("Unique rectangle type 2"); HoDoKu's names ("Uniqueness Test 2", "Locked Candidates
    /// Type 1 (Pointing)", "AIC") when HoDoKu's order found it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let marks = Marks::new(&grid);
    /// assert_eq!(Explainer::new().next_step(&marks).unwrap().name(), "Hidden single");
    /// assert_eq!(Explainer::hodoku().next_step(&marks).unwrap().name(), "Naked Single");
    /// ```
    #[must_use]
    pub fn name(&self) -> &'static str {
        let facts = self.facts;
        match self.form() {
            Some(form) if self.hodoku => form.hodoku_name,
            Some(form) => form.name,
            None if self.hodoku => facts.hodoku_name,
            None => facts.name,
        }
    }

    /// HoDoKu 2.2's key for the step: the name of the step configuration whose level and
    /// score it counts for (`HIDDEN_SINGLE`, `UNIQUENESS_2`, `NICE_LOOP`...), the form's
    /// where it has its own; `None` for SE's own techniques, which HoDoKu has not.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::hodoku().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.hodoku_key(), Some("NAKED_SINGLE"));
    /// ```
    #[must_use]
    pub fn hodoku_key(&self) -> Option<&'static str> {
        self.form()
            .and_then(|form| form.hodoku_key)
            .or(self.facts.hodoku_key)
    }

    /// The form the step took, where its technique names it.
    fn form(&self) -> Option<&'static Form> {
        let kind = self.kind?;
        self.facts.forms.iter().find(|form| form.kind == kind)
    }

    /// Every cell that makes the pattern, to highlight: the cells of the pattern and of its
    /// parts (fins, colours, links, sets), every node of its chains, and for singles the
    /// digits that leave one place. The cells it only removes candidates from are not in it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// // The hidden single in box 1: r2c2, and the 6s that rule out the box's other cells.
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// let cells = step.pattern_cells();
    /// assert!(cells.contains(Cell::from_row_col(1, 1).unwrap()));
    /// assert!(cells.contains(Cell::from_row_col(0, 6).unwrap())); // the 6 in r1c7
    /// ```
    #[must_use]
    pub fn pattern_cells(&self) -> CellSet {
        let mut cells = self.cells;
        for group in self.groups {
            cells |= group;
        }
        for branch in self.chain().branches() {
            for (_, group) in branch.iter_cells() {
                cells |= group;
            }
        }
        if let Some(cell) = self.focus {
            cells.insert(cell);
        }
        cells
    }

    /// The candidates that make the pattern, to highlight: the nodes of its chains, else the
    /// pattern's digits in its cells (all their candidates when it names no digit).
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
    /// // The hidden single's candidate: 6 in r2c2.
    /// let marks: Vec<_> = step.pattern_marks().iter().map(|(c, d)| format!("{c}={d}")).collect();
    /// assert_eq!(marks, ["r2c2=6"]);
    /// ```
    #[must_use]
    pub fn pattern_marks(&self) -> MarkSet {
        let mut marks = MarkSet::EMPTY;
        if !self.chain().is_empty() {
            for branch in self.chain().branches() {
                for (node, cells) in branch.iter_cells() {
                    for cell in cells {
                        if self.seen(cell).contains(node.digit) {
                            marks.insert(cell, node.digit);
                        }
                    }
                }
            }
            return marks;
        }
        for cell in self.pattern_cells() {
            let here = self.seen(cell);
            let shown = if self.digits.is_empty() {
                here
            } else {
                here & self.digits
            };
            for digit in shown {
                marks.insert(cell, digit);
            }
        }
        marks
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
        match &self.trail {
            Trail::Chain(chain) => chain,
            Trail::Alses { .. } => &Chain::EMPTY,
        }
    }

    /// The almost locked sets of an ALS step ([`Technique::AlsXz`], [`Technique::AlsXyWing`],
    /// [`Technique::AlsChain`]), in the order the step reasons along them: A then B for an
    /// ALS-XZ, A, C (the set both others are joined to) and B for an ALS-XY-Wing, the sets of
    /// an ALS chain from first to last (its first [`STEP_ALSES`]). Empty for other steps.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().alses().count(), 0);
    /// ```
    pub fn alses(&self) -> impl Iterator<Item = Als> + '_ {
        self.packed_alses().iter().map(|&packed| unpack_als(packed))
    }

    /// The restricted commons of an ALS step: for each of its [`alses`](Step::alses) but the
    /// last, the digits that join it to the next one (a digit whose every place in one set
    /// sees every place in the other, so the two sets cannot both hold it). Empty for other
    /// steps.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().next_step(&Marks::new(&grid)).unwrap().als_links().count(), 0);
    /// ```
    pub fn als_links(&self) -> impl Iterator<Item = Candidates> + '_ {
        let sets = self.packed_alses();
        sets[..sets.len().saturating_sub(1)]
            .iter()
            .map(|&packed| Candidates::from_bits_truncate((packed >> 23) as u16))
    }

    fn packed_alses(&self) -> &[u32] {
        match &self.trail {
            Trail::Alses { sets, len } => &sets[..usize::from(*len)],
            Trail::Chain(_) => &[],
        }
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

    fn fmt_removals(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "remove {}", Removals(&self.eliminations))
    }
}

/// The houses of a mask of houses (bit `i` for [`House::ALL`]`[i]`).
pub(crate) fn units_of(mask: u32) -> impl Iterator<Item = House> {
    House::ALL
        .into_iter()
        .filter(move |unit| mask >> unit.index() & 1 == 1)
}

/// Writes the step's sentence: the technique, its pattern and what it places or removes.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.facts.sentence)(self, f)
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Step({:.1}: {self})", self.difficulty())
    }
}

/// What the sentences (`sentence.rs` and the families) need of a step's private fields.
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
