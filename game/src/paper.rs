//! [`Paper`]: what the player writes on, cell by cell: the library's [`Marks`] (clues, digits
//! and notes, the notes being the candidates a hint reads), corner marks and colours; one
//! cell's worth of it ([`CellState`]); and a [`Change`] of some cells, as undo and redo keep
//! it. Each has a short text form, for the save.

use crate::state::Phase;
use shudu::{Candidates, Cell, CellSet, Digit, Grid, Marks};

/// The most colours a cell can take: 1 to 9 (0 is none).
pub(crate) const COLOURS: u8 = 9;

/// The board as the player writes on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Paper {
    /// Clues, digits and notes.
    pub(crate) marks: Marks,
    /// Each cell's corner marks (kept under a digit, shown when it goes).
    pub(crate) corner: [Candidates; 81],
    /// Each cell's colour, 0 for none.
    pub(crate) colours: [u8; 81],
}

impl Paper {
    /// `grid`'s digits, no notes, no corner marks, no colours.
    pub(crate) fn bare(grid: &Grid) -> Paper {
        Paper {
            marks: bare_marks(grid),
            corner: [Candidates::EMPTY; 81],
            colours: [0; 81],
        }
    }

    /// `marks` with the corner marks and colours of `self`.
    pub(crate) fn with_marks(&self, marks: Marks) -> Paper {
        Paper {
            marks,
            corner: self.corner,
            colours: self.colours,
        }
    }

    /// What `cell` holds.
    pub(crate) fn state(&self, cell: Cell) -> CellState {
        let value = match self.marks.grid().get(cell) {
            Some(digit) => Value::Digit(digit),
            None => Value::Notes(self.marks.candidates(cell)),
        };
        CellState {
            value,
            corner: self.corner[cell.index()],
            colour: self.colours[cell.index()],
        }
    }

    /// Gives `cell` exactly `state`, touching no other cell.
    pub(crate) fn set(&mut self, cell: Cell, state: CellState) {
        match state.value {
            Value::Digit(digit) => {
                if self.marks.grid().get(cell) != Some(digit) {
                    place(&mut self.marks, cell, digit, false);
                }
            }
            Value::Notes(notes) => {
                self.marks.unplace(cell);
                self.marks.set_candidates(cell, notes);
            }
        }
        self.corner[cell.index()] = state.corner;
        self.colours[cell.index()] = state.colour;
    }
}

/// Marks with the digits of `grid` placed and no notes.
pub(crate) fn bare_marks(grid: &Grid) -> Marks {
    Marks::from_candidates(grid, |_| Candidates::EMPTY)
}

/// Places `digit` in `cell`; with `auto_remove`, the digit leaves the notes of the cell's
/// peers (what [`Marks::place`] does), else their notes stay as they were. Returns the peers
/// whose note of `digit` went.
pub(crate) fn place(marks: &mut Marks, cell: Cell, digit: Digit, auto_remove: bool) -> CellSet {
    let peers = cell.peers();
    let lost = marks.cells_with(digit) & CellSet::peers_of(cell);
    if auto_remove {
        marks.place(cell, digit);
        return lost;
    }
    let saved = peers.map(|peer| marks.candidates(peer));
    marks.place(cell, digit);
    for (&peer, notes) in peers.iter().zip(saved) {
        marks.set_candidates(peer, notes);
    }
    CellSet::EMPTY
}

/// What a placed digit took, to give back when it goes: the peers whose note of it went,
/// and the cell's own notes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct GivenBack {
    pub(crate) peers: CellSet,
    pub(crate) notes: Candidates,
}

/// A cell's digit, or its notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Value {
    Digit(Digit),
    Notes(Candidates),
}

/// Everything one cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct CellState {
    pub(crate) value: Value,
    pub(crate) corner: Candidates,
    pub(crate) colour: u8,
}

/// One change, as undo and redo see it: the cells it changed, before and after, what it was
/// (for the message), and the phase before and after (a change can finish the puzzle).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Change {
    pub(crate) cells: Vec<(Cell, CellState, CellState)>,
    pub(crate) what: String,
    pub(crate) phase: (Phase, Phase),
}

impl Change {
    /// The change from `before` to `after`, or `None` when no cell differs.
    pub(crate) fn between(
        before: &Paper,
        after: &Paper,
        what: String,
        phase: (Phase, Phase),
    ) -> Option<Change> {
        let cells: Vec<_> = Cell::ALL
            .into_iter()
            .filter_map(|cell| {
                let (was, is) = (before.state(cell), after.state(cell));
                (was != is).then_some((cell, was, is))
            })
            .collect();
        (!cells.is_empty()).then_some(Change { cells, what, phase })
    }

    /// The change as one line of a save: `p>d r1c5=.16//0>6//0 ... | 6 in r1c5`: the phases
    /// before and after, each cell's state before and after, and what it was.
    pub(crate) fn to_text(&self) -> String {
        let mut text = format!("{}>{}", phase_code(self.phase.0), phase_code(self.phase.1));
        for (cell, before, after) in &self.cells {
            text += &format!(" {cell}={}>{}", state_text(*before), state_text(*after));
        }
        text + " | " + &self.what
    }

    /// Reads [`to_text`](Change::to_text)'s line back; `None` when it is not one.
    pub(crate) fn from_text(text: &str) -> Option<Change> {
        let (cells, what) = text.split_once(" | ")?;
        let mut parts = cells.split(' ');
        let (before, after) = parts.next()?.split_once('>')?;
        let phase = (phase_from(before)?, phase_from(after)?);
        let mut changed = Vec::new();
        for part in parts {
            let (cell, states) = part.split_once('=')?;
            let (was, is) = states.split_once('>')?;
            changed.push((
                cell.parse::<Cell>().ok()?,
                state_from(was)?,
                state_from(is)?,
            ));
        }
        Some(Change {
            cells: changed,
            what: what.to_string(),
            phase,
        })
    }
}

/// A phase in one letter: entering, playing, done by the player, done by the computer, lost.
fn phase_code(phase: Phase) -> char {
    match phase {
        Phase::Entering => 'e',
        Phase::Playing => 'p',
        Phase::Done { by_player: true } => 'd',
        Phase::Done { by_player: false } => 'c',
        Phase::Lost => 'l',
    }
}

fn phase_from(code: &str) -> Option<Phase> {
    Some(match code {
        "e" => Phase::Entering,
        "p" => Phase::Playing,
        "d" => Phase::Done { by_player: true },
        "c" => Phase::Done { by_player: false },
        "l" => Phase::Lost,
        _ => return None,
    })
}

/// A cell's state as `6/12/3` (a digit, its corner marks, its colour) or `.16//0` (notes 1
/// and 6, no corner marks, no colour).
fn state_text(state: CellState) -> String {
    let value = match state.value {
        Value::Digit(digit) => digit.to_string(),
        Value::Notes(notes) => format!(".{}", digits(notes)),
    };
    format!("{value}/{}/{}", digits(state.corner), state.colour)
}

fn state_from(text: &str) -> Option<CellState> {
    let mut parts = text.split('/');
    let (value, corner, colour) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let value = match value.strip_prefix('.') {
        Some(notes) => Value::Notes(digits_from(notes)?),
        None => {
            let mut chars = value.chars();
            let digit = Digit::from_char(chars.next()?)?;
            if chars.next().is_some() {
                return None;
            }
            Value::Digit(digit)
        }
    };
    let colour: u8 = colour.parse().ok()?;
    (colour <= COLOURS).then_some(CellState {
        value,
        corner: digits_from(corner)?,
        colour,
    })
}

/// `{1,6}` as `16`.
pub(crate) fn digits(set: Candidates) -> String {
    set.iter().map(Digit::to_char).collect()
}

/// `16` as `{1,6}`; `None` for anything but digits 1 to 9.
pub(crate) fn digits_from(text: &str) -> Option<Candidates> {
    let mut set = Candidates::EMPTY;
    for c in text.chars() {
        set.insert(Digit::from_char(c)?);
    }
    Some(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_reads_back_from_its_line() {
        let puzzle: Grid =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                .parse()
                .unwrap();
        let before = Paper::bare(&puzzle);
        let mut after = before.clone();
        let r1c1 = Cell::ALL[0];
        after.marks.set_candidates(Cell::ALL[1], Candidates::ALL);
        place(&mut after.marks, r1c1, Digit::ALL[3], true);
        after.corner[3] = Candidates::ALL;
        after.colours[80] = 9;
        let change = Change::between(
            &before,
            &after,
            "4 in r1c1 | and more".to_string(),
            (Phase::Playing, Phase::Lost),
        )
        .unwrap();
        assert_eq!(change.cells.len(), 4);
        let line = change.to_text();
        assert!(line.starts_with("p>l r1c1=.//0>4//0 "), "{line}");
        assert_eq!(Change::from_text(&line), Some(change));
        assert_eq!(Change::from_text("p>p r1c1=x//0>4//0 | 4"), None);
        assert_eq!(Change::from_text("p>p r1c1=.//10>4//0 | 4"), None);
    }
}
