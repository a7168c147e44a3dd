//! HoDoKu's singles: two first-in first-out queues filled as candidates disappear, which its
//! path reads instead of scanning the grid.
//!
//! HoDoKu 2.2 never looks for a single by scanning. It keeps, beside its candidates, the
//! number of places each digit has left in each house and two queues of (cell, digit): a
//! cell joins the naked-single queue when it is left with one candidate, and a house's last
//! place for a digit joins the hidden-single queue when the digit is left with one place
//! there. Its three single searches read the queues: full house (the first queued naked
//! single that is the last empty cell of a house, the queue left as it is), naked single (the
//! first queued cell still empty) and hidden single (the first queued entry whose cell is
//! still empty, if it is still a hidden single; if not, no hidden single this time). Which
//! single comes first, and so whether a cell counts as a naked single (4 points) or a hidden
//! single (14), follows from the order in which candidates went, so the path must carry the
//! queues: [`SinglesQueues`] is that state, kept beside the [`Marks`] by the HoDoKu walk
//! (`Explainer::hodoku()`'s `walk`, `rate`, `grade` and `path`) and fed by every step the
//! walk applies, through [`SinglesQueues::apply`]: placements, then eliminations in the order
//! HoDoKu's own search lists them ([`Step`]'s removal order, which each search declares).
//!
//! Without a history (a hint on a player's marks), [`SinglesQueues::from_marks`] builds the
//! queues as HoDoKu does when it reads a grid with pencil marks: the placed digits in reading
//! order on an empty grid, then each cell's candidates made those of the marks, cell by cell,
//! digit by digit.

use super::step::Step;
use super::techniques::singles;
use crate::candidates::nine_bit_count;
use crate::geometry::{PEERS, UNIT_CELLS, units_of};
use crate::{Cell, Digit, Grid, House, Marks};

/// The most entries a queue holds: once per house and digit for the hidden singles (a
/// count of places only goes down on a path), once per cell for the naked singles.
const CAPACITY: usize = 27 * 9;

/// A first-in first-out queue of (cell, digit), as HoDoKu keeps it: entries are read from
/// `get` to `put`, and both go back to the start when the last entry is taken.
#[derive(Clone)]
struct Queue {
    cells: [u8; CAPACITY],
    digits: [u8; CAPACITY],
    get: usize,
    put: usize,
}

impl Queue {
    const EMPTY: Queue = Queue {
        cells: [0; CAPACITY],
        digits: [0; CAPACITY],
        get: 0,
        put: 0,
    };

    fn push(&mut self, cell: usize, digit: u8) {
        // Never full on a path (see CAPACITY); an entry that does not fit is dropped.
        if self.put < CAPACITY {
            self.cells[self.put] = cell as u8;
            self.digits[self.put] = digit;
            self.put += 1;
        }
    }

    /// Takes the first entry.
    fn pop(&mut self) -> Option<(usize, u8)> {
        if self.get >= self.put {
            return None;
        }
        let entry = (usize::from(self.cells[self.get]), self.digits[self.get]);
        self.get += 1;
        if self.get >= self.put {
            self.get = 0;
            self.put = 0;
        }
        Some(entry)
    }

    /// The entries waiting, first to last, without taking them.
    fn waiting(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (self.get..self.put).map(|i| (usize::from(self.cells[i]), self.digits[i]))
    }

    /// Deletes the first waiting entry that `matches`, closing the gap.
    fn delete_first(&mut self, matches: impl Fn(usize, u8) -> bool) {
        let Some(at) =
            (self.get..self.put).find(|&i| matches(usize::from(self.cells[i]), self.digits[i]))
        else {
            return;
        };
        self.cells.copy_within(at + 1..self.put, at);
        self.digits.copy_within(at + 1..self.put, at);
        self.put -= 1;
    }
}

/// HoDoKu's singles state: its candidates, the places of each digit in each house, and its
/// naked-single and hidden-single queues (see the module documentation). About 1.5 KB, no
/// allocation.
#[derive(Clone)]
pub(crate) struct SinglesQueues {
    /// Candidates of each cell as nine bits (none for a placed cell).
    cells: [u16; 81],
    /// The digit placed in each cell, 0 when empty.
    values: [u8; 81],
    /// `free[house][d - 1]`: the empty cells of the house (rows, columns, boxes) that still
    /// have digit `d` as a candidate.
    free: [[u8; 9]; 27],
    naked: Queue,
    hidden: Queue,
}

impl SinglesQueues {
    /// An empty grid: every candidate everywhere, nine places for every digit in every
    /// house, both queues empty.
    const EMPTY: SinglesQueues = SinglesQueues {
        cells: [0x1ff; 81],
        values: [0; 81],
        free: [[9; 9]; 27],
        naked: Queue::EMPTY,
        hidden: Queue::EMPTY,
    };

    /// The queues after HoDoKu loads `grid`: its clues placed one by one in reading order on
    /// an empty grid. What the first steps of HoDoKu's path read.
    pub(crate) fn load(grid: &Grid) -> SinglesQueues {
        let mut queues = SinglesQueues::EMPTY;
        for cell in Cell::ALL {
            if let Some(digit) = grid.get(cell) {
                queues.place(cell, digit);
            }
        }
        queues
    }

    /// The queues for marks with no history: `marks`' digits loaded as clues, then each
    /// cell's candidates made those of the marks, cell by cell and digit by digit (a
    /// candidate the marks lack removed, one they have put back), as HoDoKu reads a grid
    /// with pencil marks.
    pub(crate) fn from_marks(marks: &Marks) -> SinglesQueues {
        let mut queues = SinglesQueues::load(marks.grid());
        for cell in marks.empty_cells() {
            let i = cell.index();
            let want = marks.candidates(cell).bits();
            for d in 1..=9u8 {
                let bit = 1u16 << (d - 1);
                if queues.cells[i] & bit != 0 && want & bit == 0 {
                    queues.remove_at(i, d);
                } else if queues.cells[i] & bit == 0 && want & bit != 0 {
                    queues.add_at(i, d);
                }
            }
        }
        queues
    }

    /// Whether these candidates are those of `marks` (the walk keeps them so).
    pub(crate) fn agrees_with(&self, marks: &Marks) -> bool {
        Cell::ALL.into_iter().all(|cell| {
            self.cells[cell.index()] == marks.candidates(cell).bits()
                && marks.grid().get(cell).map_or(0, Digit::get) == self.values[cell.index()]
        })
    }

    /// Carries out `step` as HoDoKu does: its placements, then its eliminations in the
    /// order HoDoKu's search lists them.
    pub(crate) fn apply(&mut self, step: &Step) {
        for (cell, digit) in step.placements() {
            self.place(cell, digit);
        }
        step.for_each_removal_in_hodoku_order(|cell, digit| self.remove(cell, digit));
    }

    /// Places `digit` in `cell`: the cell loses its candidates, `digit` leaves every peer
    /// (peers in increasing order, each removal by [`remove`](Self::remove)'s rule), then the
    /// cell's old candidates leave the counts of its houses.
    pub(crate) fn place(&mut self, cell: Cell, digit: Digit) {
        let i = cell.index();
        let v = digit.get();
        if self.values[i] == v {
            return;
        }
        self.values[i] = v;
        let old = self.cells[i];
        self.cells[i] = 0;
        // Most peers have lost the digit already: only those with it are removed from.
        let bit = 1u16 << (v - 1);
        for peer in &PEERS[i] {
            if self.cells[peer.index()] & bit != 0 {
                self.remove_at(peer.index(), v);
            }
        }
        let mut rest = old;
        while rest != 0 {
            let d = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            for house in units_of(i) {
                let free = &mut self.free[house][usize::from(d - 1)];
                *free = free.saturating_sub(1);
                if *free == 1 && d != v {
                    self.queue_hidden(house, d);
                }
            }
        }
    }

    /// Removes `digit` from `cell`'s candidates (nothing when it is not one).
    pub(crate) fn remove(&mut self, cell: Cell, digit: Digit) {
        self.remove_at(cell.index(), digit.get());
    }

    fn remove_at(&mut self, i: usize, d: u8) {
        let bit = 1u16 << (d - 1);
        if self.cells[i] & bit == 0 {
            return;
        }
        self.cells[i] &= !bit;
        if self.cells[i] == 0 {
            // A cell left with nothing: HoDoKu stops here (the grid is broken).
            return;
        }
        if nine_bit_count(self.cells[i]) == 1 {
            self.naked.push(i, self.cells[i].trailing_zeros() as u8 + 1);
        }
        for house in units_of(i) {
            let free = &mut self.free[house][usize::from(d - 1)];
            *free = free.saturating_sub(1);
            match *free {
                1 => self.queue_hidden(house, d),
                // Only a wrong candidate leaves none: its queued entry goes.
                0 => self
                    .hidden
                    .delete_first(|cell, digit| digit == d && units_of(cell).contains(&house)),
                _ => {}
            }
        }
    }

    /// Puts `d` back among `i`'s candidates, as HoDoKu does when it reads pencil marks.
    fn add_at(&mut self, i: usize, d: u8) {
        let bit = 1u16 << (d - 1);
        if self.values[i] != 0 || self.cells[i] & bit != 0 {
            return;
        }
        self.cells[i] |= bit;
        match nine_bit_count(self.cells[i]) {
            1 => self.naked.push(i, d),
            2 => self.naked.delete_first(|cell, _| cell == i),
            _ => {}
        }
        for house in units_of(i) {
            let free = &mut self.free[house][usize::from(d - 1)];
            *free = free.saturating_add(1);
            match *free {
                1 => self.queue_hidden(house, d),
                2 => self
                    .hidden
                    .delete_first(|cell, digit| digit == d && units_of(cell).contains(&house)),
                _ => {}
            }
        }
    }

    /// Queues the first cell of `house` (in increasing order) that has `d`, if any.
    fn queue_hidden(&mut self, house: usize, d: u8) {
        let bit = 1u16 << (d - 1);
        if let Some(cell) = UNIT_CELLS[house]
            .iter()
            .find(|cell| self.cells[cell.index()] & bit != 0)
        {
            self.hidden.push(cell.index(), d);
        }
    }

    /// The single HoDoKu takes now, if any: a full house, else a naked single, else a hidden
    /// single, read from the queues as its three searches read them (the naked and hidden
    /// searches consume the entries they pass, as HoDoKu's do, even when no single is
    /// found).
    pub(crate) fn next_single(&mut self) -> Option<Step> {
        if let Some(step) = self.full_house() {
            return Some(step);
        }
        while let Some((i, d)) = self.naked.pop() {
            if self.values[i] == 0 && self.is_naked(i, d) {
                return Some(single(singles::Single::Naked, i, d, None));
            }
        }
        while let Some((i, d)) = self.hidden.pop() {
            if self.values[i] == 0 {
                let house = units_of(i)
                    .into_iter()
                    .find(|&house| self.free[house][usize::from(d - 1)] == 1)
                    .filter(|_| self.cells[i] & 1 << (d - 1) != 0)?;
                return Some(single(singles::Single::Hidden, i, d, Some(house)));
            }
        }
        None
    }

    /// Whether `d` is the one candidate of cell `i`. Always so for a queued naked single on a
    /// path; marks that lost every candidate of a cell (a player's mistake) can break it,
    /// and then the entry is passed over. (The hidden singles check their digit likewise.)
    fn is_naked(&self, i: usize, d: u8) -> bool {
        self.cells[i] == 1 << (d - 1)
    }

    /// The first queued naked single whose cell is the last empty cell of one of its houses
    /// (row, column, box), without taking anything from the queue.
    fn full_house(&self) -> Option<Step> {
        self.naked.waiting().find_map(|(i, d)| {
            if self.values[i] != 0 || !self.is_naked(i, d) {
                return None;
            }
            let house = units_of(i).into_iter().find(|&house| {
                self.free[house]
                    .iter()
                    .enumerate()
                    .all(|(k, &free)| k + 1 == usize::from(d) || free == 0)
            })?;
            Some(single(singles::Single::FullHouse, i, d, Some(house)))
        })
    }
}

/// The step of a single of `kind`: digit `d` placed in cell `i`, found in house `house`
/// (none for a naked single).
fn single(kind: singles::Single, i: usize, d: u8, house: Option<usize>) -> Step {
    let cell = Cell::ALL[i];
    let digit = Digit::ALL[usize::from(d - 1)];
    singles::single(kind, cell, digit, house.map(|house| House::ALL[house]))
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::explain::catalogue::HODOKU_ORDER;
    use crate::explain::explainer::hodoku_step;
    use crate::explain::search::{Context, Memo, Search};
    use crate::{Candidates, CellSet, Technique};

    fn cell(i: usize) -> Cell {
        Cell::ALL[i]
    }

    fn digit(d: u8) -> Digit {
        Digit::ALL[usize::from(d - 1)]
    }

    /// What `next_single` gives, as (technique, cell index, digit).
    fn next(queues: &mut SinglesQueues) -> Option<(Technique, usize, u8)> {
        let step = queues.next_single()?;
        let (cell, digit) = step.placements().next()?;
        Some((step.technique(), cell.index(), digit.get()))
    }

    /// An empty grid where r1c1 holds only 1 and 2, 1 has two places in row 1 (r1c1, r1c2)
    /// and 2 two places in row 2 (r2c1, r2c2): removing 1 from r1c2 makes r1c1 a hidden
    /// single, removing 2 from r2c2 makes r2c1 one.
    fn two_hidden_singles_ahead() -> SinglesQueues {
        let mut queues = SinglesQueues::EMPTY;
        for d in 3..=9 {
            queues.remove(cell(9), digit(d));
        }
        for i in 2..9 {
            queues.remove(cell(i), digit(1));
        }
        for i in 11..18 {
            queues.remove(cell(i), digit(2));
        }
        assert_eq!(next(&mut queues.clone()), None);
        queues
    }

    #[test]
    fn the_order_of_removal_decides_a_hidden_single_or_a_naked_single() {
        // 1 leaves r1c2 first: r1c1 is the first hidden single (14 points); placing it
        // leaves r2c1 with 2 alone, a naked single (4 points).
        let mut queues = two_hidden_singles_ahead();
        queues.remove(cell(1), digit(1));
        queues.remove(cell(10), digit(2));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 1)));
        queues.place(cell(0), digit(1));
        assert_eq!(next(&mut queues), Some((Technique::NakedSingle, 9, 2)));

        // The same two removals the other way round: r2c1 comes first, as a hidden single,
        // and r1c1 stays one.
        let mut queues = two_hidden_singles_ahead();
        queues.remove(cell(10), digit(2));
        queues.remove(cell(1), digit(1));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 9, 2)));
        queues.place(cell(9), digit(2));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 1)));
    }

    #[test]
    fn a_steps_removals_go_in_hodokus_order() {
        // The same step with its removals listed cell by cell or digit by digit.
        let mut set = crate::MarkSet::EMPTY;
        set.insert(cell(1), digit(1));
        set.insert(cell(10), digit(2));
        let step = Step::new(Technique::NakedPair.facts()).with_eliminations(set);
        let mut queues = two_hidden_singles_ahead();
        queues.apply(&step);
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 1)));
        let mut queues = two_hidden_singles_ahead();
        queues.apply(&step.with_removal(super::super::step::Removal::ByDigit));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 1)));
        // By digit, 1 at r1c2 still comes before 2 at r2c2; put 2 first by cell instead.
        let mut set = crate::MarkSet::EMPTY;
        set.insert(cell(1), digit(2));
        set.insert(cell(10), digit(1));
        let mut queues = SinglesQueues::EMPTY;
        for i in 2..9 {
            queues.remove(cell(i), digit(2));
        }
        for i in 11..18 {
            queues.remove(cell(i), digit(1));
        }
        let mut by_digit = queues.clone();
        queues.apply(&Step::new(Technique::NakedPair.facts()).with_eliminations(set));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 2)));
        let step = Step::new(Technique::NakedPair.facts())
            .with_eliminations(set)
            .with_removal(super::super::step::Removal::ByDigit);
        by_digit.apply(&step);
        assert_eq!(next(&mut by_digit), Some((Technique::HiddenSingle, 9, 1)));
    }

    #[test]
    fn a_full_house_is_read_from_anywhere_in_the_queue_without_taking_it() {
        let mut queues = SinglesQueues::EMPTY;
        // r5c5 left with 9 alone: a naked single, first in the queue.
        for d in 1..=8 {
            queues.remove(cell(40), digit(d));
        }
        // Row 1 filled but for r1c9, which is left with 9: a full house, queued second.
        for i in 0..8 {
            queues.place(cell(i), digit(i as u8 + 1));
        }
        assert_eq!(next(&mut queues), Some((Technique::FullHouse, 8, 9)));
        queues.place(cell(8), digit(9));
        assert_eq!(next(&mut queues), Some((Technique::NakedSingle, 40, 9)));
        assert_eq!(next(&mut queues), None);
    }

    #[test]
    fn naked_singles_come_before_hidden_singles_whatever_came_first() {
        let mut queues = two_hidden_singles_ahead();
        queues.remove(cell(1), digit(1));
        // Now a naked single: r9c9 left with 5.
        for d in (1..=9).filter(|&d| d != 5) {
            queues.remove(cell(80), digit(d));
        }
        assert_eq!(next(&mut queues), Some((Technique::NakedSingle, 80, 5)));
        assert_eq!(next(&mut queues), Some((Technique::HiddenSingle, 0, 1)));
        // Taken from the queue: not given twice.
        assert_eq!(next(&mut queues), None);
    }

    #[test]
    fn queues_from_fresh_marks_are_those_of_loading_the_puzzle() {
        let grid: Grid =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                .parse()
                .unwrap();
        let marks = Marks::new(&grid);
        let (mut loaded, mut read) = (
            SinglesQueues::load(&grid),
            SinglesQueues::from_marks(&marks),
        );
        assert!(read.agrees_with(&marks));
        for _ in 0..20 {
            let step = next(&mut loaded);
            assert_eq!(step, next(&mut read));
            let Some((_, i, d)) = step else { break };
            loaded.place(cell(i), digit(d));
            read.place(cell(i), digit(d));
        }
    }

    #[test]
    fn marks_with_candidates_put_back_queue_what_they_hold() {
        let grid: Grid =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                .parse()
                .unwrap();
        let mut marks = Marks::new(&grid);
        // A player's marks with a candidate its peers rule out, and a cell with none.
        marks.add(cell(0), digit(3));
        let _ = marks.set_candidates(cell(1), Candidates::EMPTY);
        let mut queues = SinglesQueues::from_marks(&marks);
        assert!(queues.agrees_with(&marks));
        while let Some((_, i, d)) = next(&mut queues) {
            assert!(
                marks.has(cell(i), digit(d)),
                "r{}c{} {d}",
                i / 9 + 1,
                i % 9 + 1
            );
            marks.place(cell(i), digit(d));
            queues.place(cell(i), digit(d));
        }
    }

    /// The plain model of HoDoKu's singles, written from its description with growing lists
    /// for queues (the spec's reference), to check the fixed queues against.
    struct Model {
        cells: [u16; 81],
        values: [u8; 81],
        free: [[u8; 10]; 27],
        naked: std::vec::Vec<(usize, u8)>,
        hidden: std::vec::Vec<(usize, u8)>,
    }

    impl Model {
        fn new() -> Model {
            Model {
                cells: [0x1ff; 81],
                values: [0; 81],
                free: [[9; 10]; 27],
                naked: std::vec::Vec::new(),
                hidden: std::vec::Vec::new(),
            }
        }

        fn has(&self, i: usize, d: u8) -> bool {
            self.cells[i] >> (d - 1) & 1 == 1
        }

        fn add_hidden(&mut self, house: usize, d: u8) {
            if let Some(cell) = UNIT_CELLS[house].iter().find(|c| self.has(c.index(), d)) {
                self.hidden.push((cell.index(), d));
            }
        }

        fn del(&mut self, i: usize, d: u8) {
            if !self.has(i, d) {
                return;
            }
            self.cells[i] &= !(1 << (d - 1));
            if self.cells[i] == 0 {
                return;
            }
            if nine_bit_count(self.cells[i]) == 1 {
                self.naked
                    .push((i, self.cells[i].trailing_zeros() as u8 + 1));
            }
            for house in units_of(i) {
                self.free[house][usize::from(d)] -= 1;
                if self.free[house][usize::from(d)] == 1 {
                    self.add_hidden(house, d);
                } else if self.free[house][usize::from(d)] == 0
                    && let Some(k) = self
                        .hidden
                        .iter()
                        .position(|&(c, v)| v == d && units_of(c).contains(&house))
                {
                    self.hidden.remove(k);
                }
            }
        }

        fn set(&mut self, i: usize, v: u8) {
            if self.values[i] == v {
                return;
            }
            self.values[i] = v;
            let old = self.cells[i];
            self.cells[i] = 0;
            for peer in &PEERS[i] {
                self.del(peer.index(), v);
            }
            for d in (1..=9).filter(|d| old >> (d - 1) & 1 == 1) {
                for house in units_of(i) {
                    self.free[house][usize::from(d)] -= 1;
                    if self.free[house][usize::from(d)] == 1 && d != v {
                        self.add_hidden(house, d);
                    }
                }
            }
        }

        fn next(&mut self) -> Option<(Technique, usize, u8)> {
            for &(i, v) in &self.naked {
                if self.values[i] == 0 {
                    for house in units_of(i) {
                        if (1..=9).all(|j| j == v || self.free[house][usize::from(j)] == 0) {
                            return Some((Technique::FullHouse, i, v));
                        }
                    }
                }
            }
            while !self.naked.is_empty() {
                let (i, v) = self.naked.remove(0);
                if self.values[i] == 0 {
                    return Some((Technique::NakedSingle, i, v));
                }
            }
            while !self.hidden.is_empty() {
                let (i, v) = self.hidden.remove(0);
                if self.values[i] == 0 {
                    if units_of(i)
                        .into_iter()
                        .any(|house| self.free[house][usize::from(v)] == 1)
                    {
                        return Some((Technique::HiddenSingle, i, v));
                    }
                    return None;
                }
            }
            None
        }
    }

    #[test]
    fn the_queues_agree_with_the_plain_model_on_hodokus_paths() {
        use crate::{Explainer, Generator};

        let mut generator = Generator::from_seed(2121);
        let (mut singles, mut others) = (0, 0);
        for _ in 0..40 {
            let puzzle = generator.generate();
            let grid = puzzle.grid();
            let mut steps = std::vec::Vec::new();
            Explainer::hodoku()
                .grade_walk(grid, |step| steps.push(*step))
                .unwrap();
            let mut model = Model::new();
            for cell in Cell::ALL {
                if let Some(digit) = grid.get(cell) {
                    model.set(cell.index(), digit.get());
                }
            }
            let mut queues = SinglesQueues::load(grid);
            for step in &steps {
                let predicted = model.next();
                assert_eq!(next(&mut queues), predicted, "{grid}: {step}");
                let taken = step
                    .placements()
                    .next()
                    .map(|(cell, digit)| (step.technique(), cell.index(), digit.get()));
                if predicted.is_some() {
                    assert_eq!(predicted, taken, "{grid}");
                    singles += 1;
                } else {
                    let single = matches!(
                        step.technique(),
                        Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
                    );
                    assert!(!single, "{grid}: {step}");
                    others += 1;
                }
                for (cell, digit) in step.placements() {
                    model.set(cell.index(), digit.get());
                }
                step.for_each_removal_in_hodoku_order(|cell, digit| {
                    model.del(cell.index(), digit.get());
                });
                queues.apply(step);
            }
        }
        // Paths with steps past the singles, or the queues' state after them is not tested.
        assert!(singles > 1000 && others > 50, "{singles} {others}");
    }

    /// The first step `search` gives in `cx`.
    fn first(search: &Search, cx: &mut Context<'_>) -> Option<Step> {
        let mut found = None;
        let _ = (search.find)(cx, &mut |step| {
            found = Some(*step);
            core::ops::ControlFlow::Break(())
        });
        found
    }

    #[test]
    fn the_memo_changes_no_search_result_along_a_path() {
        // Along HoDoKu's paths of hard puzzles, each search of HoDoKu's order gives the same
        // first step with the memo (kept from step to step) as without it.
        let mut served = 0;
        for line in include_str!("../../tests/data/top95.txt").lines().take(3) {
            let grid: Grid = line.parse().unwrap();
            let mut marks = Marks::new(&grid);
            let clues = CellSet::ALL - marks.empty_cells();
            let mut queues = SinglesQueues::load(&grid);
            let mut memo = Memo::EMPTY;
            let mut path_memo = Memo::EMPTY;
            while let Some(step) = hodoku_step(&mut queues, &mut path_memo, &marks, clues) {
                for search in HODOKU_ORDER {
                    let with = first(search, &mut Context::new(&marks).with_memo(&mut memo));
                    let without = first(search, &mut Context::new(&marks));
                    assert_eq!(with, without, "{line} {:?}", search.finds);
                    served += 1;
                }
                queues.apply(&step);
                step.apply(&mut marks);
            }
            assert!(marks.is_solved(), "{line}");
        }
        // The order's searches at each of the paths' steps past the singles.
        assert!(served > 40 * 20, "{served}");
    }
}
