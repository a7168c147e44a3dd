//! Which digits each row, column and box of a grid holds, as bit masks: the bookkeeping the
//! fill and the digging share.

/// The box of each cell.
pub(super) const BOX: [u8; 81] = {
    let mut table = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = (i / 27 * 3 + i % 9 / 3) as u8;
        i += 1;
    }
    table
};

/// The cells of each unit: rows 0–8, columns 9–17, boxes 18–26.
pub(super) const UNITS: [[u8; 9]; 27] = {
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
        self.rows[i / 9] ^= bit;
        self.cols[i % 9] ^= bit;
        self.boxes[usize::from(BOX[i])] ^= bit;
    }

    /// The digits cell `i` sees in its row, column and box.
    pub(super) fn seen(&self, i: usize) -> u16 {
        self.rows[i / 9] | self.cols[i % 9] | self.boxes[usize::from(BOX[i])]
    }
}

pub(super) const ALL_DIGITS: u16 = 0x1ff;
