//! A house's places and empty cells, and the orders in which Sudoku Explainer (SE) visits
//! houses and a cell's peers, which several families' searches follow (the tables themselves
//! are in `geometry.rs`).

use crate::{Cell, CellSet, Digit, House, Marks, geometry};

/// The houses in the order SE scans them: boxes, then columns, then rows.
#[inline]
pub(crate) fn se_houses() -> impl Iterator<Item = House> {
    SE_SCAN.into_iter()
}

static SE_SCAN: [House; 27] = {
    let mut houses = [House::ALL[0]; 27];
    let mut i = 0;
    while i < 9 {
        houses[i] = House::ALL[18 + i];
        houses[9 + i] = House::ALL[9 + i];
        houses[18 + i] = House::ALL[i];
        i += 1;
    }
    houses
};

/// The houses of cell `cell` (an index, 0 to 80) in the order SE visits them: box, row,
/// column, as indices into [`House::ALL`].
#[inline]
pub(crate) fn se_houses_of(cell: usize) -> [usize; 3] {
    geometry::se_units_of(cell)
}

/// The houses of `cell` in the order SE visits them: box, row, column.
#[inline]
pub(crate) fn se_units(cell: Cell) -> [House; 3] {
    se_houses_of(cell.index()).map(|house| House::ALL[house])
}

/// The cells a cell sees, in the order SE lists them (box, then row, then column, each
/// cell once): the order some of SE's searches depend on.
#[inline]
pub(crate) fn se_peers(cell: Cell) -> &'static [Cell; 20] {
    &geometry::SE_PEERS[cell.index()]
}

/// The cells of `house` where `digit` is still a candidate.
#[inline]
pub(crate) fn places(marks: &Marks, house: House, digit: Digit) -> CellSet {
    marks.cells_with(digit) & CellSet::house(house)
}

/// The empty cells of `house`.
#[inline]
pub(crate) fn empty_in(marks: &Marks, house: House) -> CellSet {
    marks.empty_cells() & CellSet::house(house)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn se_peers_are_each_cells_twenty_peers_box_first() {
        for cell in Cell::ALL {
            let peers = se_peers(cell);
            let set: CellSet = peers.iter().copied().collect();
            assert_eq!(set, CellSet::peers_of(cell));
            let [boxed, _, _] = se_units(cell);
            assert!(peers[..8].iter().all(|&p| boxed.contains(p)), "{cell}");
            assert_eq!(
                se_units(cell).map(|u| u.index()),
                se_houses_of(cell.index())
            );
        }
    }
}
