//! [`Board`]: the size of a variant grid and its regions (boxes, jigsaw regions, or none).

use alloc::vec::Vec;

use super::Cell;

/// The smallest board the variant engine takes: 4x4.
pub const MIN_SIZE: u8 = 4;
/// The largest board the variant engine takes: 16x16, with the digits 1 to 16.
pub const MAX_SIZE: u8 = 16;

/// A board: its size N (4 to 16: N rows, N columns, the digits 1 to N) and its regions, each of
/// which holds a digit at most once, and every digit once when it has N cells.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell};
///
/// let classic = Board::new(9).unwrap();
/// assert_eq!(classic.box_shape(), Some((3, 3)));
/// assert_eq!(classic.region_of(Cell::new(4, 4)), Some(4));
///
/// let six = Board::with_boxes(6, 3, 2).unwrap(); // boxes 3 rows high, 2 columns wide
/// assert_eq!(six.region_of(Cell::new(5, 5)), Some(5));
///
/// // A Latin square: rows and columns only.
/// assert_eq!(Board::without_regions(5).unwrap().region_count(), 0);
///
/// let err = Board::new(7).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "a 7x7 board has no standard boxes: give its regions, or none"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: u8,
    /// Boxes `(height, width)`, when the regions are boxes.
    boxes: Option<(u8, u8)>,
    /// The region of each cell, row by row; [`NO_REGION`] for a cell in none.
    region: Vec<u8>,
    regions: u8,
}

/// The region number of a cell that lies in no region.
const NO_REGION: u8 = u8::MAX;

/// What is wrong with a board's size or regions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardError {
    /// The size is outside 4 to 16.
    #[error("a board is 4x4 to 16x16, not {size}x{size}")]
    Size {
        /// The size asked for.
        size: usize,
    },
    /// Boxes whose height times width is not the size.
    #[error(
        "boxes of {height}x{width} do not tile a {size}x{size} board: height times width must be {size}"
    )]
    BoxShape {
        /// The board's size.
        size: u8,
        /// The boxes' height in rows.
        height: u8,
        /// The boxes' width in columns.
        width: u8,
    },
    /// A size with no standard boxes.
    #[error("a {size}x{size} board has no standard boxes: give its regions, or none")]
    NoStandardBoxes {
        /// The board's size.
        size: u8,
    },
    /// A list of regions of the wrong length.
    #[error("a {size}x{size} board has {} cells, but {found} regions were given", *size as usize * *size as usize)]
    RegionCount {
        /// The board's size.
        size: u8,
        /// How many entries the list had.
        found: usize,
    },
    /// More regions than a board can number (255).
    #[error("{found} regions were given; a board has at most 255")]
    TooManyRegions {
        /// How many distinct regions were given.
        found: usize,
    },
    /// A region with more cells than digits.
    #[error(
        "region {region} has {cells} cells; on a {size}x{size} board a region holds at most {size}"
    )]
    RegionTooLarge {
        /// The board's size.
        size: u8,
        /// The region's number as given.
        region: u8,
        /// How many cells it has.
        cells: usize,
    },
}

/// The box shape f-puzzles and SudokuPad give a board of each size, `(height, width)`.
#[must_use]
pub const fn standard_boxes(size: u8) -> Option<(u8, u8)> {
    match size {
        4 => Some((2, 2)),
        6 => Some((2, 3)),
        8 => Some((2, 4)),
        9 => Some((3, 3)),
        10 => Some((2, 5)),
        12 => Some((3, 4)),
        14 => Some((2, 7)),
        15 => Some((3, 5)),
        16 => Some((4, 4)),
        _ => None,
    }
}

fn check_size(size: usize) -> Result<u8, BoardError> {
    if (MIN_SIZE as usize..=MAX_SIZE as usize).contains(&size) {
        Ok(size as u8)
    } else {
        Err(BoardError::Size { size })
    }
}

impl Board {
    /// A board of `size` with the standard boxes for that size: 2x2 on 4x4, 2x3 (two rows
    /// high, three columns wide) on 6x6, 2x4, 3x3, 2x5, 3x4, 2x7, 3x5 and 4x4 on 16x16.
    ///
    /// # Errors
    ///
    /// [`BoardError::Size`] outside 4 to 16; [`BoardError::NoStandardBoxes`] for the sizes
    /// with none (5, 7, 11, 13): use [`Board::irregular`] or [`Board::without_regions`].
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Board;
    ///
    /// assert_eq!(Board::new(16).unwrap().box_shape(), Some((4, 4)));
    /// assert!(Board::new(17).is_err());
    /// ```
    pub fn new(size: usize) -> Result<Board, BoardError> {
        let size = check_size(size)?;
        let (height, width) = standard_boxes(size).ok_or(BoardError::NoStandardBoxes { size })?;
        Board::with_boxes(size as usize, height as usize, width as usize)
    }

    /// A board of `size` cut into boxes `height` rows high and `width` columns wide.
    ///
    /// # Errors
    ///
    /// [`BoardError::Size`], or [`BoardError::BoxShape`] when `height * width != size`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell};
    ///
    /// let board = Board::with_boxes(8, 4, 2).unwrap();
    /// assert_eq!(board.region_of(Cell::new(3, 7)), Some(3));
    /// assert!(Board::with_boxes(8, 3, 3).is_err());
    /// ```
    pub fn with_boxes(size: usize, height: usize, width: usize) -> Result<Board, BoardError> {
        let size = check_size(size)?;
        if height * width != size as usize {
            return Err(BoardError::BoxShape {
                size,
                height: height.min(255) as u8,
                width: width.min(255) as u8,
            });
        }
        let n = size as usize;
        let across = n / width;
        let region = (0..n * n)
            .map(|i| ((i / n / height) * across + (i % n) / width) as u8)
            .collect();
        Ok(Board {
            size,
            boxes: Some((height as u8, width as u8)),
            region,
            regions: size,
        })
    }

    /// A board of `size` whose cells have the regions `regions` (row by row; `None` for a cell
    /// in no region): a jigsaw. Regions are numbered as given; each holds at most `size` cells.
    ///
    /// # Errors
    ///
    /// [`BoardError::Size`], [`BoardError::RegionCount`] unless there are `size * size`
    /// entries, [`BoardError::RegionTooLarge`], [`BoardError::TooManyRegions`] past 255.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell};
    ///
    /// // Four L-shaped regions.
    /// let regions = [0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3].map(Some);
    /// let board = Board::irregular(4, &regions).unwrap();
    /// assert_eq!(board.region_of(Cell::new(1, 1)), Some(0));
    /// assert_eq!(board.box_shape(), None);
    ///
    /// // Single cells as regions, 256 of them: more than a board numbers.
    /// let singles: Vec<Option<u8>> = (0..=255).map(Some).collect();
    /// assert!(Board::irregular(16, &singles).is_err());
    /// ```
    pub fn irregular(size: usize, regions: &[Option<u8>]) -> Result<Board, BoardError> {
        let size = check_size(size)?;
        let n = size as usize;
        if regions.len() != n * n {
            return Err(BoardError::RegionCount {
                size,
                found: regions.len(),
            });
        }
        // Renumber the regions 0, 1, ... in order of first appearance.
        let mut names: Vec<u8> = Vec::new();
        let mut counts: Vec<usize> = Vec::new();
        let mut region = Vec::with_capacity(n * n);
        for given in regions {
            match *given {
                None => region.push(NO_REGION),
                Some(name) => {
                    let index = match names.iter().position(|&known| known == name) {
                        Some(index) => index,
                        None => {
                            if names.len() == usize::from(NO_REGION) {
                                let mut seen = [false; 256];
                                regions
                                    .iter()
                                    .flatten()
                                    .for_each(|&r| seen[usize::from(r)] = true);
                                let found = seen.iter().filter(|&&s| s).count();
                                return Err(BoardError::TooManyRegions { found });
                            }
                            names.push(name);
                            counts.push(0);
                            names.len() - 1
                        }
                    };
                    counts[index] += 1;
                    if counts[index] > n {
                        return Err(BoardError::RegionTooLarge {
                            size,
                            region: name,
                            cells: regions.iter().filter(|r| **r == Some(name)).count(),
                        });
                    }
                    region.push(index as u8);
                }
            }
        }
        Ok(Board {
            size,
            boxes: None,
            region,
            regions: names.len() as u8,
        })
    }

    /// A board of `size` with no regions: rows and columns only (a Latin square).
    ///
    /// # Errors
    ///
    /// [`BoardError::Size`] outside 4 to 16.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::Board;
    ///
    /// assert_eq!(Board::without_regions(7).unwrap().size(), 7);
    /// ```
    pub fn without_regions(size: usize) -> Result<Board, BoardError> {
        let size = check_size(size)?;
        let n = size as usize;
        Ok(Board {
            size,
            boxes: None,
            region: alloc::vec![NO_REGION; n * n],
            regions: 0,
        })
    }

    /// The size N: N rows, N columns, the digits 1 to N.
    #[must_use]
    pub const fn size(&self) -> usize {
        self.size as usize
    }

    /// How many cells: N * N.
    #[must_use]
    pub const fn cell_count(&self) -> usize {
        self.size as usize * self.size as usize
    }

    /// The box shape `(height, width)` when the regions are boxes.
    #[must_use]
    pub const fn box_shape(&self) -> Option<(u8, u8)> {
        self.boxes
    }

    /// How many regions the board has.
    #[must_use]
    pub const fn region_count(&self) -> usize {
        self.regions as usize
    }

    /// Whether `cell` lies on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell};
    ///
    /// let board = Board::new(6).unwrap();
    /// assert!(board.contains(Cell::new(5, 5)));
    /// assert!(!board.contains(Cell::new(6, 0)));
    /// ```
    #[must_use]
    pub const fn contains(&self, cell: Cell) -> bool {
        cell.row() < self.size && cell.col() < self.size
    }

    /// The region of `cell` (numbered from 0), or `None` for a cell in no region or off
    /// the board.
    #[must_use]
    pub fn region_of(&self, cell: Cell) -> Option<u8> {
        if !self.contains(cell) {
            return None;
        }
        Some(self.region[cell.index(self.size())]).filter(|&r| r != NO_REGION)
    }

    /// The cells of region `region`, row by row.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::variant::{Board, Cell};
    ///
    /// let board = Board::new(4).unwrap();
    /// assert_eq!(board.region(3), [Cell::new(2, 2), Cell::new(2, 3), Cell::new(3, 2), Cell::new(3, 3)]);
    /// ```
    #[must_use]
    pub fn region(&self, region: u8) -> Vec<Cell> {
        let n = self.size();
        (0..n * n)
            .filter(|&i| self.region[i] == region)
            .map(|i| Cell::from_index(i, n))
            .collect()
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let n = self.size();
        (0..n * n).map(move |i| Cell::from_index(i, n))
    }
}
