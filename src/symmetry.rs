//! [`Symmetry`]: which symmetries of the square a puzzle's pattern of clues keeps.

use crate::{Cell, Grid};

/// A symmetry of the clue pattern: which cells must be given or empty together.
///
/// It constrains only *where* the clues are, never which digits they hold, as in printed
/// puzzles. Cells are written `(r, c)`, row `r` and column `c` counted from 0 at the top left,
/// so cell index `9 * r + c`. The *orbit* of a cell is the cell and all its images; a
/// symmetric pattern gives or leaves empty whole orbits.
///
/// | variant | name | images of `(r, c)` |
/// |---|---|---|
/// | [`None`](Symmetry::None) | `none` | none |
/// | [`Central`](Symmetry::Central) | `central` | `(8-r, 8-c)` (half turn, 中心对称) |
/// | [`Quarter`](Symmetry::Quarter) | `quarter` | `(c, 8-r)`, `(8-r, 8-c)`, `(8-c, r)` (quarter turns) |
/// | [`MirrorLeftRight`](Symmetry::MirrorLeftRight) | `mirror-lr` | `(r, 8-c)` |
/// | [`MirrorUpDown`](Symmetry::MirrorUpDown) | `mirror-ud` | `(8-r, c)` |
/// | [`BothMirrors`](Symmetry::BothMirrors) | `both-mirrors` | `(r, 8-c)`, `(8-r, c)`, `(8-r, 8-c)` |
/// | [`Diagonal`](Symmetry::Diagonal) | `diagonal` | `(c, r)` (main diagonal, top left to bottom right) |
/// | [`AntiDiagonal`](Symmetry::AntiDiagonal) | `anti-diagonal` | `(8-c, 8-r)` (top right to bottom left) |
/// | [`BothDiagonals`](Symmetry::BothDiagonals) | `both-diagonals` | `(c, r)`, `(8-c, 8-r)`, `(8-r, 8-c)` |
/// | [`Full`](Symmetry::Full) | `full` | all seven above: the quarter turns, both mirrors, both diagonals |
///
/// Each set of images is a group, so a pattern with [`BothMirrors`](Symmetry::BothMirrors)
/// also has [`Central`](Symmetry::Central) symmetry, and [`Full`](Symmetry::Full) has them all.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Symmetry};
///
/// let sym: Symmetry = "central".parse()?;
/// assert_eq!(sym, Symmetry::Central);
/// assert_eq!(sym.to_string(), "central");
///
/// // The top-left corner and the bottom-right corner go together.
/// let corner = Cell::new(0).unwrap();
/// let orbit = sym.orbit(corner);
/// assert_eq!(orbit.as_slice(), &[Cell::new(0).unwrap(), Cell::new(80).unwrap()]);
/// # Ok::<(), shudu::ParseSymmetryError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Symmetry {
    /// No symmetry: every cell is its own orbit.
    #[default]
    None,
    /// Half-turn rotation about the centre (中心对称): `(r, c)` ↔ `(8-r, 8-c)`.
    Central,
    /// Quarter-turn rotation: `(r, c)` → `(c, 8-r)` → `(8-r, 8-c)` → `(8-c, r)`.
    Quarter,
    /// Mirror across the middle column: `(r, c)` ↔ `(r, 8-c)`.
    MirrorLeftRight,
    /// Mirror across the middle row: `(r, c)` ↔ `(8-r, c)`.
    MirrorUpDown,
    /// Both mirrors (and so the half turn): `(r, c)`, `(r, 8-c)`, `(8-r, c)`, `(8-r, 8-c)`.
    BothMirrors,
    /// Mirror across the main diagonal: `(r, c)` ↔ `(c, r)`.
    Diagonal,
    /// Mirror across the anti-diagonal: `(r, c)` ↔ `(8-c, 8-r)`.
    AntiDiagonal,
    /// Both diagonal mirrors (and so the half turn): `(r, c)`, `(c, r)`, `(8-c, 8-r)`,
    /// `(8-r, 8-c)`.
    BothDiagonals,
    /// All eight symmetries of the square: the quarter turns, both mirrors and both diagonals.
    Full,
}

/// The seven symmetries of the square besides the identity, as maps of `(row, column)`.
#[derive(Clone, Copy)]
enum Map {
    HalfTurn,
    QuarterTurn,
    ThreeQuarterTurn,
    MirrorLeftRight,
    MirrorUpDown,
    Transpose,
    AntiTranspose,
}

impl Map {
    const fn apply(self, r: u8, c: u8) -> (u8, u8) {
        match self {
            Map::HalfTurn => (8 - r, 8 - c),
            Map::QuarterTurn => (c, 8 - r),
            Map::ThreeQuarterTurn => (8 - c, r),
            Map::MirrorLeftRight => (r, 8 - c),
            Map::MirrorUpDown => (8 - r, c),
            Map::Transpose => (c, r),
            Map::AntiTranspose => (8 - c, 8 - r),
        }
    }
}

impl Symmetry {
    /// Every symmetry, in the order of the table in [`Symmetry`]'s documentation.
    ///
    /// A slice, not an array: `Symmetry` is `#[non_exhaustive]`, and a later version may add
    /// a symmetry to both the enum and this list without breaking code that iterates it.
    /// Code that matches on a `Symmetry` needs a `_` arm for the same reason.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Symmetry;
    ///
    /// assert!(Symmetry::ALL.contains(&Symmetry::Central));
    /// for &sym in Symmetry::ALL {
    ///     assert_eq!(sym.name().parse::<Symmetry>(), Ok(sym));
    /// }
    /// ```
    pub const ALL: &'static [Symmetry] = &[
        Symmetry::None,
        Symmetry::Central,
        Symmetry::Quarter,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorUpDown,
        Symmetry::BothMirrors,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothDiagonals,
        Symmetry::Full,
    ];

    /// The short name, as [`Display`](core::fmt::Display) writes it and
    /// [`FromStr`](core::str::FromStr) reads it: `none`, `central`, `quarter`, `mirror-lr`,
    /// `mirror-ud`, `both-mirrors`, `diagonal`, `anti-diagonal`, `both-diagonals`, `full`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Symmetry;
    ///
    /// assert_eq!(Symmetry::MirrorLeftRight.name(), "mirror-lr");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Central => "central",
            Symmetry::Quarter => "quarter",
            Symmetry::MirrorLeftRight => "mirror-lr",
            Symmetry::MirrorUpDown => "mirror-ud",
            Symmetry::BothMirrors => "both-mirrors",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::Full => "full",
        }
    }

    /// The maps (besides the identity) whose images make up an orbit.
    const fn maps(self) -> &'static [Map] {
        match self {
            Symmetry::None => &[],
            Symmetry::Central => &[Map::HalfTurn],
            Symmetry::Quarter => &[Map::QuarterTurn, Map::HalfTurn, Map::ThreeQuarterTurn],
            Symmetry::MirrorLeftRight => &[Map::MirrorLeftRight],
            Symmetry::MirrorUpDown => &[Map::MirrorUpDown],
            Symmetry::BothMirrors => &[Map::MirrorLeftRight, Map::MirrorUpDown, Map::HalfTurn],
            Symmetry::Diagonal => &[Map::Transpose],
            Symmetry::AntiDiagonal => &[Map::AntiTranspose],
            Symmetry::BothDiagonals => &[Map::Transpose, Map::AntiTranspose, Map::HalfTurn],
            Symmetry::Full => &[
                Map::QuarterTurn,
                Map::HalfTurn,
                Map::ThreeQuarterTurn,
                Map::MirrorLeftRight,
                Map::MirrorUpDown,
                Map::Transpose,
                Map::AntiTranspose,
            ],
        }
    }

    /// The orbit of `cell`: `cell` first, then its other images, each once.
    ///
    /// An orbit has 1 to 8 cells; the centre cell (index 40) is always alone.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Symmetry};
    ///
    /// let cell = Cell::new(1).unwrap(); // row 0, column 1
    /// let indices: Vec<usize> = Symmetry::Quarter.orbit(cell).iter().map(|c| c.index()).collect();
    /// assert_eq!(indices, [1, 17, 79, 63]); // (0,1), (1,8), (8,7), (7,0)
    ///
    /// assert_eq!(Symmetry::Full.orbit(Cell::new(40).unwrap()).len(), 1);
    /// ```
    #[must_use]
    pub fn orbit(self, cell: Cell) -> Orbit {
        let index = cell.index() as u8;
        let (r, c) = (index / 9, index % 9);
        let mut orbit = Orbit {
            cells: [cell; 8],
            len: 1,
        };
        for &map in self.maps() {
            let (r2, c2) = map.apply(r, c);
            let image = Cell::new_unchecked(r2 * 9 + c2);
            if !orbit.as_slice().contains(&image) {
                orbit.cells[usize::from(orbit.len)] = image;
                orbit.len += 1;
            }
        }
        orbit
    }

    /// Whether the pattern of clues of `grid` (which cells are given, whatever their digits)
    /// has this symmetry.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Symmetry};
    ///
    /// let mut line = [b'.'; 81];
    /// line[0] = b'5';
    /// line[80] = b'3';
    /// let grid: Grid = std::str::from_utf8(&line).unwrap().parse().unwrap();
    /// assert!(Symmetry::Central.matches(&grid));
    /// assert!(Symmetry::Diagonal.matches(&grid));
    /// assert!(!Symmetry::MirrorLeftRight.matches(&grid));
    /// assert!(Symmetry::None.matches(&grid));
    /// ```
    #[must_use]
    pub fn matches(self, grid: &Grid) -> bool {
        let bytes = grid.as_bytes();
        (0..81u8).all(|i| {
            let given = bytes[usize::from(i)] != 0;
            let (r, c) = (i / 9, i % 9);
            self.maps().iter().all(|&map| {
                let (r2, c2) = map.apply(r, c);
                (bytes[usize::from(r2 * 9 + c2)] != 0) == given
            })
        })
    }
}

impl core::fmt::Display for Symmetry {
    /// Writes the [`name`](Symmetry::name).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Symmetry {
    type Err = ParseSymmetryError;

    /// Reads a [`name`](Symmetry::name), ignoring ASCII case.
    ///
    /// # Errors
    ///
    /// [`ParseSymmetryError`] when `s` is not one of the names, exactly: no surrounding
    /// spaces, no abbreviations.
    fn from_str(s: &str) -> Result<Symmetry, ParseSymmetryError> {
        Symmetry::ALL
            .iter()
            .copied()
            .find(|sym| sym.name().eq_ignore_ascii_case(s))
            .ok_or(ParseSymmetryError { _private: () })
    }
}

/// The error for a text that is not the name of a [`Symmetry`].
///
/// # Examples
///
/// ```
/// use shudu::Symmetry;
///
/// let err = "spiral".parse::<Symmetry>().unwrap_err();
/// assert!(err.to_string().contains("central"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "unknown symmetry; the names are none, central, quarter, mirror-lr, mirror-ud, \
     both-mirrors, diagonal, anti-diagonal, both-diagonals and full"
)]
pub struct ParseSymmetryError {
    _private: (),
}

/// The cells of one orbit of a [`Symmetry`]: 1 to 8 distinct cells, without allocating.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Symmetry};
///
/// let orbit = Symmetry::BothMirrors.orbit(Cell::new(0).unwrap());
/// assert_eq!(orbit.len(), 4);
/// let mut indices: Vec<usize> = orbit.into_iter().map(|c| c.index()).collect();
/// indices.sort();
/// assert_eq!(indices, [0, 8, 72, 80]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Orbit {
    /// The first `len` are the orbit; the rest repeat the first cell.
    cells: [Cell; 8],
    len: u8,
}

impl Orbit {
    /// The cells, the one the orbit was asked for first.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Symmetry};
    ///
    /// let cell = Cell::new(10).unwrap();
    /// assert_eq!(Symmetry::None.orbit(cell).as_slice(), &[cell]);
    /// ```
    #[must_use]
    pub fn as_slice(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    /// How many cells: 1 to 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Symmetry};
    ///
    /// assert_eq!(Symmetry::Full.orbit(Cell::new(0).unwrap()).len(), 4); // the corners
    /// assert_eq!(Symmetry::Full.orbit(Cell::new(1).unwrap()).len(), 8);
    /// ```
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // an orbit is never empty
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// The cells, as an iterator.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Symmetry};
    ///
    /// let orbit = Symmetry::Central.orbit(Cell::new(3).unwrap());
    /// assert!(orbit.iter().any(|c| c.index() == 77));
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, Cell> {
        self.as_slice().iter()
    }
}

impl IntoIterator for Orbit {
    type Item = Cell;
    type IntoIter = OrbitIter;

    fn into_iter(self) -> OrbitIter {
        OrbitIter {
            orbit: self,
            next: 0,
        }
    }
}

/// The cells of an [`Orbit`], by value: what `orbit.into_iter()` gives.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Symmetry};
///
/// let mut cells = Symmetry::Central.orbit(Cell::new(0).unwrap()).into_iter();
/// assert_eq!(cells.len(), 2);
/// assert_eq!(cells.next(), Cell::new(0));
/// assert_eq!(cells.next(), Cell::new(80));
/// assert_eq!(cells.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct OrbitIter {
    orbit: Orbit,
    next: u8,
}

impl Iterator for OrbitIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        let cell = self.orbit.as_slice().get(usize::from(self.next)).copied()?;
        self.next += 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(self.orbit.len - self.next);
        (n, Some(n))
    }
}

impl ExactSizeIterator for OrbitIter {}
impl core::iter::FusedIterator for OrbitIter {}

impl<'a> IntoIterator for &'a Orbit {
    type Item = &'a Cell;
    type IntoIter = core::slice::Iter<'a, Cell>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rc(cell: Cell) -> (usize, usize) {
        (cell.index() / 9, cell.index() % 9)
    }

    #[test]
    fn names_round_trip_and_are_distinct() {
        for (i, &a) in Symmetry::ALL.iter().enumerate() {
            assert_eq!(a.name().parse::<Symmetry>(), Ok(a));
            assert_eq!(a.name().to_ascii_uppercase().parse::<Symmetry>(), Ok(a));
            for b in &Symmetry::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
                assert_ne!(a, *b);
            }
        }
        assert!("".parse::<Symmetry>().is_err());
        assert!("central ".parse::<Symmetry>().is_err());
        assert!("half".parse::<Symmetry>().is_err());
    }

    #[test]
    fn orbits_partition_the_grid() {
        for &sym in Symmetry::ALL {
            let mut orbit_of = [None; 81];
            for i in 0..81 {
                let cell = Cell::new(i).unwrap();
                let orbit = sym.orbit(cell);
                assert_eq!(orbit.as_slice()[0], cell, "{sym}: the cell comes first");
                assert!((1..=8).contains(&orbit.len()));
                let mut sorted = [0u8; 8];
                for (k, c) in orbit.iter().enumerate() {
                    sorted[k] = c.index() as u8;
                }
                sorted[..orbit.len()].sort_unstable();
                assert!(
                    sorted[..orbit.len()].windows(2).all(|w| w[0] < w[1]),
                    "{sym}: repeats"
                );
                // Every cell of the orbit has the very same orbit (as a set).
                for c in orbit.iter() {
                    let mut other = [0u8; 8];
                    let o = sym.orbit(*c);
                    assert_eq!(o.len(), orbit.len());
                    for (k, d) in o.iter().enumerate() {
                        other[k] = d.index() as u8;
                    }
                    other[..o.len()].sort_unstable();
                    assert_eq!(other, sorted, "{sym}: orbit of {c:?}");
                }
                orbit_of[usize::from(i)] = Some(sorted);
            }
            assert!(orbit_of.iter().all(Option::is_some));
        }
    }

    #[test]
    fn orbit_sizes_match_the_geometry() {
        let size = |sym: Symmetry, i: u8| sym.orbit(Cell::new(i).unwrap()).len();
        let count = |sym: Symmetry, n: usize| (0..81).filter(|&i| size(sym, i) == n).count();
        assert_eq!(count(Symmetry::None, 1), 81);
        assert_eq!(
            (count(Symmetry::Central, 1), count(Symmetry::Central, 2)),
            (1, 80)
        );
        assert_eq!(
            (count(Symmetry::Quarter, 1), count(Symmetry::Quarter, 4)),
            (1, 80)
        );
        // A mirror fixes its axis: 9 cells.
        for sym in [
            Symmetry::MirrorLeftRight,
            Symmetry::MirrorUpDown,
            Symmetry::Diagonal,
            Symmetry::AntiDiagonal,
        ] {
            assert_eq!((count(sym, 1), count(sym, 2)), (9, 72), "{sym}");
        }
        // Two mirrors: the centre alone, the rest of both axes in pairs, the others in fours.
        for sym in [Symmetry::BothMirrors, Symmetry::BothDiagonals] {
            assert_eq!(
                (count(sym, 1), count(sym, 2), count(sym, 4)),
                (1, 16, 64),
                "{sym}"
            );
        }
        // Full: centre; the four axes (32 cells) in fours; the other 48 cells in eights.
        assert_eq!(
            (
                count(Symmetry::Full, 1),
                count(Symmetry::Full, 4),
                count(Symmetry::Full, 8)
            ),
            (1, 32, 48)
        );
    }

    #[test]
    fn images_follow_the_documented_maps() {
        let cell = Cell::new(2 * 9 + 1).unwrap(); // (2, 1)
        let images = |sym: Symmetry| {
            let mut v = [(9, 9); 8];
            for (k, c) in sym.orbit(cell).iter().enumerate() {
                v[k] = rc(*c);
            }
            v
        };
        assert_eq!(images(Symmetry::Central)[..2], [(2, 1), (6, 7)]);
        assert_eq!(
            images(Symmetry::Quarter)[..4],
            [(2, 1), (1, 6), (6, 7), (7, 2)]
        );
        assert_eq!(images(Symmetry::MirrorLeftRight)[..2], [(2, 1), (2, 7)]);
        assert_eq!(images(Symmetry::MirrorUpDown)[..2], [(2, 1), (6, 1)]);
        assert_eq!(images(Symmetry::Diagonal)[..2], [(2, 1), (1, 2)]);
        assert_eq!(images(Symmetry::AntiDiagonal)[..2], [(2, 1), (7, 6)]);
    }

    #[test]
    fn matches_checks_the_clue_pattern_only() {
        for &sym in Symmetry::ALL {
            assert!(sym.matches(&Grid::EMPTY), "{sym}");
            // A whole orbit given, with unrelated digits, matches; one cell less does not
            // (unless the orbit is that single cell).
            let cell = Cell::new(10).unwrap();
            let orbit = sym.orbit(cell);
            let mut grid = Grid::EMPTY;
            for (k, c) in orbit.iter().enumerate() {
                grid.set(*c, crate::Digit::new(k as u8 + 1).unwrap());
            }
            assert!(sym.matches(&grid), "{sym}");
            grid.clear(cell);
            assert_eq!(sym.matches(&grid), orbit.len() == 1, "{sym}");
        }
    }
}
