//! Puzzles made to order: a HoDoKu level, an SE rating range, a technique the path must use.
//! Each attempt digs a fresh puzzle and rates it; the first that fits is kept. A budget of
//! attempts bounds the search, so a rare order ends too, with the result saying so.

use crate::{Explainer, Grid, Level, Technique};

/// What a puzzle must be, beyond unique (and minimal, without a clue target).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Order {
    pub(super) level: Option<Level>,
    /// ER in tenths, both ends included.
    pub(super) er: Option<(u8, u8)>,
    pub(super) technique: Option<Technique>,
}

impl Order {
    /// Whether anything is asked beyond uniqueness.
    pub(super) const fn is_some(&self) -> bool {
        self.level.is_some() || self.er.is_some() || self.technique.is_some()
    }

    /// Whether `grid` (a puzzle with one solution) fits: the cheap checks first.
    pub(super) fn fits(&self, grid: &Grid) -> bool {
        let explainer = Explainer::new();
        if let Some(level) = self.level {
            match explainer.grade_up_to(grid, level) {
                Ok(Some(grade)) if grade.level() == level => {}
                _ => return false,
            }
        }
        if let Some(technique) = self.technique
            && !uses(grid, technique)
        {
            return false;
        }
        if let Some((low, high)) = self.er {
            // A puzzle SE's techniques cannot finish has no ER, so it fits no range. SE's path
            // alone, given up at the first step rated above the range.
            match explainer.er_up_to(grid, high) {
                Ok(Some(er)) if er >= low => {}
                _ => return false,
            }
        }
        true
    }
}

/// Whether the path of `grid` takes a step of `technique`: HoDoKu's path for HoDoKu's
/// techniques, SE's path for SE's own forms.
fn uses(grid: &Grid, technique: Technique) -> bool {
    let explainer = if technique.hodoku().is_some() {
        Explainer::hodoku()
    } else {
        Explainer::new()
    };
    explainer.path_uses(grid, technique)
}
