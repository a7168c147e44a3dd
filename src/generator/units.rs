//! Which digits each row, column and box of a grid holds, as bit masks: the bookkeeping the
//! fill and the digging share.

use crate::geometry::{box_of, col, row};

/// The digits present in each row, column and box, one bit per digit (bit 0 for 1).
#[derive(Clone, Copy, Default)]
pub(super) struct Units {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Units {
    pub(super) fn of(cells: &[u8; 81]) -> Units {
        let mut units = Units::default();
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                units.toggle(i, d);
            }
        }
        units
    }

    /// Adds digit `d` (1..=9) of cell `i` if absent, removes it if present.
    pub(super) fn toggle(&mut self, i: usize, d: u8) {
        let bit = 1 << (d - 1);
        self.rows[row(i)] ^= bit;
        self.cols[col(i)] ^= bit;
        self.boxes[box_of(i)] ^= bit;
    }

    /// The digits cell `i` sees in its row, column and box.
    pub(super) fn seen(&self, i: usize) -> u16 {
        self.rows[row(i)] | self.cols[col(i)] | self.boxes[box_of(i)]
    }
}

pub(super) const ALL_DIGITS: u16 = 0x1ff;
