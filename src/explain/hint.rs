//! [`Hint`]: a step shown a little at a time, up to a [`HintStage`]; its words at each stage,
//! and the one rule of what to highlight at each stage ([`Hint::cells`], [`Hint::marks`]),
//! which every face (the terminal game, the web page) reads.

use core::fmt;

use super::step::{Step, units_of};
use super::words::{Cells, Digits};
use crate::{Candidates, CellSet, MarkSet};

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

    /// The three stages, from the least shown to the most.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::HintStage;
    ///
    /// assert_eq!(HintStage::ALL[0], HintStage::Technique);
    /// assert!(HintStage::ALL.windows(2).all(|w| w[0].next() == Some(w[1])));
    /// ```
    pub const ALL: [HintStage; 3] = [HintStage::Technique, HintStage::Cells, HintStage::Full];

    /// The stage's number, 1 to 3, as a player counts the hints of a step.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::HintStage;
    ///
    /// assert_eq!(HintStage::Technique.number(), 1);
    /// assert_eq!(HintStage::Full.number(), 3);
    /// ```
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            HintStage::Technique => 1,
            HintStage::Cells => 2,
            HintStage::Full => 3,
        }
    }

    /// The stage's name, as [`Display`](fmt::Display) writes it and
    /// [`FromStr`](core::str::FromStr) reads it: `technique`, `cells` or `full`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::HintStage;
    ///
    /// assert_eq!(HintStage::Cells.name(), "cells");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            HintStage::Technique => "technique",
            HintStage::Cells => "cells",
            HintStage::Full => "full",
        }
    }
}

/// Writes the stage's name: `technique`, `cells` or `full`.
impl fmt::Display for HintStage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not a hint stage.
///
/// # Examples
///
/// ```
/// use shudu::{HintStage, ParseHintStageError};
///
/// assert_eq!("4".parse::<HintStage>(), Err(ParseHintStageError));
/// assert_eq!(
///     ParseHintStageError.to_string(),
///     "not a hint stage: expected technique, cells or full, or 1 to 3"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("not a hint stage: expected technique, cells or full, or 1 to 3")]
pub struct ParseHintStageError;

/// Reads a stage by its name, in any case (`technique`, `cells`, `full`), or by its number
/// (`1` to `3`).
///
/// # Examples
///
/// ```
/// use shudu::HintStage;
///
/// assert_eq!("Cells".parse(), Ok(HintStage::Cells));
/// assert_eq!("3".parse(), Ok(HintStage::Full));
/// ```
impl core::str::FromStr for HintStage {
    type Err = ParseHintStageError;

    fn from_str(s: &str) -> Result<HintStage, ParseHintStageError> {
        HintStage::ALL
            .into_iter()
            .find(|stage| {
                stage.name().eq_ignore_ascii_case(s)
                    || s.len() == 1 && s.as_bytes()[0] == b'0' + stage.number()
            })
            .ok_or(ParseHintStageError)
    }
}

impl Step {
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
    /// assert_eq!(step.hint(HintStage::Cells).to_string(), "Hidden single: look at r1c7, r2c2, r3c6 and r6c3 for 6");
    /// assert_eq!(step.hint(HintStage::Full).to_string(), step.to_string());
    /// ```
    #[must_use]
    pub const fn hint(&self, stage: HintStage) -> Hint<'_> {
        Hint { step: self, stage }
    }
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

    /// The cells to highlight at this stage, the one rule every face follows: where the
    /// first stage says to look (the houses it names, else the one cell it looks around,
    /// else none), then the pattern's cells ([`Step::pattern_cells`]: the answer's cell only
    /// where the pattern holds it), then those and the cells the step fills or removes
    /// candidates from.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{CellSet, Explainer, Grid, HintStage, Marks, House, HouseKind};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let step = Explainer::new().next_step(&Marks::new(&grid)).unwrap();
    /// // "Look for a hidden single in box 1": the box, not the cell.
    /// let box_1 = CellSet::house(House::new(HouseKind::Box, 0).unwrap());
    /// assert_eq!(step.hint(HintStage::Technique).cells(), box_1);
    /// assert_eq!(step.hint(HintStage::Cells).cells(), step.pattern_cells());
    /// ```
    #[must_use]
    pub fn cells(&self) -> CellSet {
        let step = self.step;
        match self.stage {
            HintStage::Technique => {
                let houses = units_of(step.base_mask())
                    .fold(CellSet::EMPTY, |cells, house| cells | CellSet::house(house));
                match step.focus() {
                    Some(cell) if houses.is_empty() => CellSet::single(cell),
                    _ => houses,
                }
            }
            HintStage::Cells => step.pattern_cells(),
            HintStage::Full => {
                let mut cells = step.pattern_cells() | step.elimination_set().cells();
                if let Some((cell, _)) = step.placement() {
                    cells.insert(cell);
                }
                cells
            }
        }
    }

    /// The candidates to highlight at this stage: none at first, then the pattern's
    /// ([`Step::pattern_marks`]), then those and the ones the step removes or places.
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
    /// assert!(step.hint(HintStage::Technique).marks().is_empty());
    /// assert_eq!(step.hint(HintStage::Cells).marks(), step.pattern_marks());
    /// ```
    #[must_use]
    pub fn marks(&self) -> MarkSet {
        let step = self.step;
        match self.stage {
            HintStage::Technique => MarkSet::EMPTY,
            HintStage::Cells => step.pattern_marks(),
            HintStage::Full => {
                let mut marks = step.pattern_marks();
                marks.union_with(step.elimination_set());
                if let Some((cell, digit)) = step.placement() {
                    marks.insert(cell, digit);
                }
                marks
            }
        }
    }
}

impl fmt::Display for Hint<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.step;
        match self.stage {
            HintStage::Full => fmt::Display::fmt(step, f),
            HintStage::Technique => (step.facts().hint)(step, f),
            HintStage::Cells => {
                write!(
                    f,
                    "{}: look at {}",
                    step.name(),
                    Cells(step.pattern_cells())
                )?;
                // A chain's digits are those of its nodes; a placed digit is named only when
                // the pattern shows it elsewhere (a hidden single's, not a naked single's).
                let digits = match step.placement() {
                    _ if !step.chain().is_empty() => step.pattern_marks().digits(),
                    Some((at, digit)) => {
                        let elsewhere =
                            (step.pattern_cells() - CellSet::single(at))
                                .iter()
                                .any(|cell| {
                                    step.placed(cell) == Some(digit)
                                        || step.seen(cell).contains(digit)
                                });
                        if elsewhere {
                            step.digits()
                        } else {
                            Candidates::EMPTY
                        }
                    }
                    // A pattern of one cell (a BUG+1's) would name its answer.
                    None if step.pattern_cells().is_single() => Candidates::EMPTY,
                    None => step.digits(),
                };
                if !digits.is_empty() {
                    write!(f, " for {}", Digits(digits))?;
                }
                Ok(())
            }
        }
    }
}
