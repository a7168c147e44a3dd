//! The rules of each kind, and the random draws behind them.
//!
//! A kind is a rule of the variant engine by its f-puzzles name. The global kinds (diagonals,
//! anti-knight, anti-king, non-consecutive, disjoint groups, windoku regions) are drawn before
//! the solution grid is found, so that the grid keeps them; the others (cages, lines, dots,
//! clues outside the grid, cells marked odd or even, ...) are read off that grid, so it keeps
//! them too.

use rand_core::Rng;
use shudu::SplitMix64;
use shudu::variant::{
    Arrow, Between, Board, Cell, Diagonal, Difference, Direction, ExtraRegion, Killer,
    LittleKiller, Negative, Palindrome, Quadruple, Ratio, Renban, Rule, Sandwich, Side,
    Thermometer, Whispers, Xv,
};

/// Every kind the maker knows, by its f-puzzles key ("classic" is none: rows, columns and
/// regions only; "diagonal" is one or both diagonals; "killercage" includes cages without a
/// total; "negative" is all the dots or XVs of one kind given, with the negative constraint).
pub const KINDS: [&str; 25] = [
    "classic",
    "diagonal",
    "extraregion",
    "antiknight",
    "antiking",
    "nonconsecutive",
    "disjointgroups",
    "killercage",
    "littlekillersum",
    "sandwichsum",
    "arrow",
    "thermometer",
    "whispers",
    "renban",
    "palindrome",
    "betweenline",
    "difference",
    "ratio",
    "xv",
    "negative",
    "odd",
    "even",
    "minimum",
    "maximum",
    "quadruple",
];

/// A number drawn uniformly from `0..n` (Lemire's multiply-shift with rejection); 0 when `n`
/// is 0.
pub fn below(rng: &mut SplitMix64, n: usize) -> usize {
    if n == 0 {
        return 0;
    }
    let n = n as u64;
    loop {
        let product = u128::from(rng.next_u64()) * u128::from(n);
        // Reject the few draws whose low half falls below 2^64 mod n.
        if (product as u64) >= n.wrapping_neg() % n {
            return (product >> 64) as usize;
        }
    }
}

/// A number drawn uniformly from `low..=high`.
pub fn between(rng: &mut SplitMix64, low: usize, high: usize) -> usize {
    low + below(rng, high.saturating_sub(low) + 1)
}

/// True `percent` times in a hundred.
pub fn chance(rng: &mut SplitMix64, percent: usize) -> bool {
    below(rng, 100) < percent
}

/// Fisher-Yates, from the back.
pub fn shuffle<T>(rng: &mut SplitMix64, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

/// One item of a slice, at random.
fn pick<T: Copy>(rng: &mut SplitMix64, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[below(rng, items.len())])
}

/// Whether a kind is drawn before the grid (it only forbids, so any grid found with it keeps
/// it).
pub fn is_global(kind: &str) -> bool {
    matches!(
        kind,
        "diagonal" | "antiknight" | "antiking" | "nonconsecutive" | "disjointgroups"
    )
}

/// The rules of a global kind (and windoku regions, for "extraregion" half the time on a board
/// with boxes): drawn before the grid.
pub fn global_rules(kind: &str, rng: &mut SplitMix64, board: &Board) -> Vec<Rule> {
    match kind {
        "diagonal" => match below(rng, 3) {
            0 => vec![Rule::Diagonal(Diagonal::Falling)],
            1 => vec![Rule::Diagonal(Diagonal::Rising)],
            _ => vec![
                Rule::Diagonal(Diagonal::Falling),
                Rule::Diagonal(Diagonal::Rising),
            ],
        },
        "antiknight" => vec![Rule::AntiKnight],
        "antiking" => vec![Rule::AntiKing],
        "nonconsecutive" => vec![Rule::NonConsecutive],
        "disjointgroups" if board.box_shape().is_some() => vec![Rule::DisjointGroups],
        "extraregion" if chance(rng, 50) => windows(board),
        _ => Vec::new(),
    }
}

/// Windoku: boxes of the board's shape, one cell in from the edge and one apart.
fn windows(board: &Board) -> Vec<Rule> {
    let Some((h, w)) = board.box_shape() else {
        return Vec::new();
    };
    let (n, h, w) = (board.size(), usize::from(h), usize::from(w));
    let mut rules = Vec::new();
    let mut top = 1;
    while top + h < n {
        let mut left = 1;
        while left + w < n {
            let cells = (top..top + h)
                .flat_map(|r| (left..left + w).map(move |c| Cell::new(r as u8, c as u8)))
                .collect();
            rules.push(Rule::ExtraRegion(ExtraRegion { cells }));
            left += w + 1;
        }
        top += h + 1;
    }
    rules
}

/// A solution grid and its board: what the rules of the other kinds are read from.
pub struct Grid<'a> {
    pub board: &'a Board,
    pub digits: &'a [u8],
}

/// Orthogonal steps, then the diagonal ones.
const STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

impl Grid<'_> {
    fn n(&self) -> usize {
        self.board.size()
    }

    fn at(&self, cell: Cell) -> u8 {
        self.digits[cell.index(self.n())]
    }

    fn cell(&self, rng: &mut SplitMix64) -> Cell {
        Cell::new(below(rng, self.n()) as u8, below(rng, self.n()) as u8)
    }

    /// The cells a step away: orthogonally, or a king's move when `king`.
    fn around(&self, cell: Cell, king: bool) -> Vec<Cell> {
        let n = self.n() as i32;
        STEPS[..if king { 8 } else { 4 }]
            .iter()
            .map(|&(dr, dc)| (i32::from(cell.row()) + dr, i32::from(cell.col()) + dc))
            .filter(|&(r, c)| (0..n).contains(&r) && (0..n).contains(&c))
            .map(|(r, c)| Cell::new(r as u8, c as u8))
            .collect()
    }

    /// Every pair of cells side by side, each once.
    fn pairs(&self) -> Vec<[Cell; 2]> {
        let n = self.n() as u8;
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..n {
                if c + 1 < n {
                    out.push([Cell::new(r, c), Cell::new(r, c + 1)]);
                }
                if r + 1 < n {
                    out.push([Cell::new(r, c), Cell::new(r + 1, c)]);
                }
            }
        }
        out
    }

    /// A line of `len` distinct cells, each a king's move from the last, whose digits keep `ok`
    /// at every length (it gets the digits so far, the newest last); `None` after some tries.
    fn line(
        &self,
        rng: &mut SplitMix64,
        len: usize,
        ok: &dyn Fn(&[u8]) -> bool,
    ) -> Option<Vec<Cell>> {
        for _ in 0..60 {
            let mut cells = vec![self.cell(rng)];
            let mut digits = vec![self.at(cells[0])];
            if !ok(&digits) {
                continue;
            }
            while cells.len() < len {
                let last = cells[cells.len() - 1];
                let options: Vec<Cell> = self
                    .around(last, true)
                    .into_iter()
                    .filter(|c| !cells.contains(c))
                    .filter(|&c| {
                        digits.push(self.at(c));
                        let good = ok(&digits);
                        digits.pop();
                        good
                    })
                    .collect();
                let Some(next) = pick(rng, &options) else {
                    break;
                };
                cells.push(next);
                digits.push(self.at(next));
            }
            if cells.len() == len {
                return Some(cells);
            }
        }
        None
    }

    /// A line of a length from `least` to `most`, the longest that some tries find.
    fn some_line(
        &self,
        rng: &mut SplitMix64,
        least: usize,
        most: usize,
        ok: &dyn Fn(&[u8]) -> bool,
    ) -> Option<Vec<Cell>> {
        let most = most.min(self.n() * self.n());
        let len = between(rng, least, most.max(least));
        (least..=len).rev().find_map(|len| self.line(rng, len, ok))
    }

    /// A palindrome, grown from its middle (one cell, or two a king's move apart with the
    /// same digit) by pairs of cells with the same digit, one at each end.
    fn palindrome(&self, rng: &mut SplitMix64, len: usize) -> Option<Vec<Cell>> {
        'tries: for _ in 0..200 {
            let first = self.cell(rng);
            let mut line = std::collections::VecDeque::from([first]);
            if len.is_multiple_of(2) {
                let twins: Vec<Cell> = self
                    .around(first, true)
                    .into_iter()
                    .filter(|&c| self.at(c) == self.at(first))
                    .collect();
                let Some(twin) = pick(rng, &twins) else {
                    continue;
                };
                line.push_back(twin);
            }
            while line.len() < len {
                let (front, back) = (line[0], line[line.len() - 1]);
                let mut options = Vec::new();
                for a in self.around(front, true) {
                    for b in self.around(back, true) {
                        if a != b
                            && self.at(a) == self.at(b)
                            && !line.contains(&a)
                            && !line.contains(&b)
                        {
                            options.push((a, b));
                        }
                    }
                }
                let Some((a, b)) = pick(rng, &options) else {
                    continue 'tries;
                };
                line.push_front(a);
                line.push_back(b);
            }
            return Some(line.into_iter().collect());
        }
        None
    }

    /// A between line: a first bulb, cells beyond it on one side, and a last bulb beyond
    /// them all.
    fn between_line(&self, rng: &mut SplitMix64, len: usize) -> Option<Vec<Cell>> {
        let up = chance(rng, 50);
        let inside = len - 2;
        let middle = move |d: &[u8]| {
            let first = d[0];
            d[1..]
                .iter()
                .all(|&x| if up { x > first } else { x < first })
        };
        let start = self.line(rng, inside + 1, &middle)?;
        let beyond = start[1..].iter().map(|&c| self.at(c));
        let (low, high) = (beyond.clone().min()?, beyond.max()?);
        let last = start[start.len() - 1];
        let ends: Vec<Cell> = self
            .around(last, true)
            .into_iter()
            .filter(|c| !start.contains(c))
            .filter(|&c| {
                if up {
                    self.at(c) > high
                } else {
                    self.at(c) < low
                }
            })
            .collect();
        let end = pick(rng, &ends)?;
        let mut line = start;
        line.push(end);
        Some(line)
    }

    /// A shape of `len` orthogonally connected cells with different digits, none in `taken`.
    fn shape(&self, rng: &mut SplitMix64, len: usize, taken: &[bool]) -> Option<Vec<Cell>> {
        let n = self.n();
        for _ in 0..40 {
            let first = self.cell(rng);
            if taken[first.index(n)] {
                continue;
            }
            let mut cells = vec![first];
            while cells.len() < len {
                let options: Vec<Cell> = cells
                    .iter()
                    .flat_map(|&c| self.around(c, false))
                    .filter(|&c| !taken[c.index(n)] && !cells.contains(&c))
                    .filter(|&c| cells.iter().all(|&x| self.at(x) != self.at(c)))
                    .collect();
                let Some(next) = pick(rng, &options) else {
                    break;
                };
                cells.push(next);
            }
            if cells.len() == len {
                return Some(cells);
            }
        }
        None
    }

    /// An arrow: a circle (one cell, or on boards up to 9x9 now and then two side by side read
    /// as one number) and one or two lines from it whose digits sum to its number.
    fn arrow(&self, rng: &mut SplitMix64) -> Option<Arrow> {
        let n = self.n();
        let first = self.cell(rng);
        let mut circle = vec![first];
        if n <= 9 && chance(rng, 15) {
            circle.push(pick(rng, &self.around(first, false))?);
            circle.sort_unstable();
        }
        let value = circle
            .iter()
            .fold(0u32, |v, &c| v * 10 + u32::from(self.at(c)));
        let mut lines: Vec<Vec<Cell>> = Vec::new();
        let wanted = if chance(rng, 20) { 2 } else { 1 };
        for _ in 0..30 {
            if lines.len() == wanted {
                break;
            }
            let from = circle[below(rng, circle.len())];
            let mut line = vec![from];
            let mut sum = 0u32;
            while sum < value {
                let last = line[line.len() - 1];
                let used = |c: &Cell| {
                    line.contains(c) || circle.contains(c) || lines.iter().any(|l| l.contains(c))
                };
                let options: Vec<Cell> = self
                    .around(last, true)
                    .into_iter()
                    .filter(|c| !used(c))
                    .filter(|&c| sum + u32::from(self.at(c)) <= value)
                    .collect();
                let Some(next) = pick(rng, &options) else {
                    break;
                };
                sum += u32::from(self.at(next));
                line.push(next);
            }
            if sum == value && line.len() > 1 {
                lines.push(line);
            }
        }
        (!lines.is_empty()).then_some(Arrow { circle, lines })
    }
}

/// How many rules of a kind that comes in several: from `low` to `high` times the board's
/// size over 9, at least one.
fn how_many(rng: &mut SplitMix64, n: usize, low: usize, high: usize) -> usize {
    between(rng, (low * n / 9).max(1), (high * n / 9).max(1))
}

/// The rules of a kind read off grid `g` (none for the global kinds, which are drawn before
/// it). `marked` are the pairs of cells that already carry a dot or an XV, which a negative
/// constraint leaves alone.
pub fn grid_rules(
    kind: &str,
    rng: &mut SplitMix64,
    g: &Grid<'_>,
    marked: &[[Cell; 2]],
) -> Vec<Rule> {
    let n = g.n();
    let mut rules = Vec::new();
    match kind {
        "extraregion" => {
            let mut taken = vec![false; n * n];
            for _ in 0..between(rng, 1, 3) {
                let len = between(rng, 3, n);
                if let Some(cells) = g.shape(rng, len, &taken) {
                    cells.iter().for_each(|c| taken[c.index(n)] = true);
                    rules.push(Rule::ExtraRegion(ExtraRegion { cells }));
                }
            }
        }
        "killercage" => {
            // A whole board of cages most of the time; else some of it.
            let cover = if chance(rng, 60) {
                100
            } else {
                between(rng, 20, 70)
            };
            let most = if n >= 12 { 6 } else { 5.min(n) };
            let mut taken = vec![false; n * n];
            let mut order: Vec<usize> = (0..n * n).collect();
            shuffle(rng, &mut order);
            for start in order {
                if taken[start] || !chance(rng, cover) {
                    continue;
                }
                let len = between(rng, 1, most);
                let mut cells = vec![Cell::from_index(start, n)];
                taken[start] = true;
                while cells.len() < len {
                    let options: Vec<Cell> = cells
                        .iter()
                        .flat_map(|&c| g.around(c, false))
                        .filter(|&c| !taken[c.index(n)])
                        .filter(|&c| cells.iter().all(|&x| g.at(x) != g.at(c)))
                        .collect();
                    let Some(next) = pick(rng, &options) else {
                        break;
                    };
                    taken[next.index(n)] = true;
                    cells.push(next);
                }
                let total = cells.iter().map(|&c| u32::from(g.at(c))).sum();
                let sum = (!chance(rng, 8)).then_some(total);
                rules.push(Rule::Killer(Killer { cells, sum }));
            }
        }
        "littlekillersum" => {
            let last = n as u8 - 1;
            for _ in 0..how_many(rng, n, 2, 5) {
                let k = below(rng, n - 1) as u8;
                let direction = [
                    Direction::DownRight,
                    Direction::DownLeft,
                    Direction::UpRight,
                    Direction::UpLeft,
                ][below(rng, 4)];
                // The first cell on the edge the clue is beside, so that the clue is outside.
                let along_rows = chance(rng, 50);
                let start = match (direction, along_rows) {
                    (Direction::DownRight, true) => Cell::new(0, k),
                    (Direction::DownRight, false) => Cell::new(k, 0),
                    (Direction::DownLeft, true) => Cell::new(0, k + 1),
                    (Direction::DownLeft, false) => Cell::new(k, last),
                    (Direction::UpRight, true) => Cell::new(last, k),
                    (Direction::UpRight, false) => Cell::new(k + 1, 0),
                    (Direction::UpLeft, true) => Cell::new(last, k + 1),
                    (Direction::UpLeft, false) => Cell::new(k + 1, last),
                };
                let mut clue = LittleKiller {
                    start,
                    direction,
                    sum: 0,
                };
                clue.sum = clue
                    .cells(g.board)
                    .iter()
                    .map(|&c| u32::from(g.at(c)))
                    .sum();
                let rule = Rule::LittleKiller(clue);
                if !rules.contains(&rule) {
                    rules.push(rule);
                }
            }
        }
        "sandwichsum" => {
            for _ in 0..how_many(rng, n, 2, 7) {
                let mut clue = Sandwich {
                    side: [Side::Top, Side::Bottom, Side::Left, Side::Right][below(rng, 4)],
                    index: below(rng, n) as u8,
                    sum: 0,
                };
                let line: Vec<u8> = clue.cells(g.board).iter().map(|&c| g.at(c)).collect();
                let at = |d: u8| line.iter().position(|&x| x == d).unwrap_or(0);
                let (one, top) = (at(1), at(n as u8));
                clue.sum = line[one.min(top) + 1..one.max(top)]
                    .iter()
                    .map(|&d| u32::from(d))
                    .sum();
                let rule = Rule::Sandwich(clue);
                if !rules.contains(&rule) {
                    rules.push(rule);
                }
            }
        }
        "arrow" => {
            for _ in 0..how_many(rng, n, 2, 5) {
                if let Some(arrow) = g.arrow(rng) {
                    rules.push(Rule::Arrow(arrow));
                }
            }
        }
        "thermometer" => {
            for _ in 0..how_many(rng, n, 2, 5) {
                let ok = |d: &[u8]| d.len() < 2 || d[d.len() - 2] < d[d.len() - 1];
                if let Some(line) = g.some_line(rng, 2, 7, &ok) {
                    rules.push(Rule::Thermometer(Thermometer { lines: vec![line] }));
                }
            }
        }
        "whispers" => {
            let half = n.div_ceil(2) as u8;
            let difference = if chance(rng, 25) && half > 2 {
                half - 1
            } else {
                half
            };
            for _ in 0..how_many(rng, n, 2, 5) {
                let ok = move |d: &[u8]| {
                    d.len() < 2 || d[d.len() - 2].abs_diff(d[d.len() - 1]) >= difference
                };
                if let Some(line) = g.some_line(rng, 2, 8, &ok) {
                    rules.push(Rule::Whispers(Whispers {
                        lines: vec![line],
                        difference,
                    }));
                }
            }
        }
        "renban" => {
            for _ in 0..how_many(rng, n, 2, 5) {
                let len = between(rng, 2, 5.min(n));
                let ok = move |d: &[u8]| {
                    let (low, high) = (d.iter().min().unwrap_or(&0), d.iter().max().unwrap_or(&0));
                    usize::from(high - low) < len
                        && d.iter().enumerate().all(|(i, x)| !d[..i].contains(x))
                };
                if let Some(line) = g.line(rng, len, &ok) {
                    let d: Vec<u8> = line.iter().map(|&c| g.at(c)).collect();
                    let (low, high) = (d.iter().min().unwrap_or(&0), d.iter().max().unwrap_or(&0));
                    if usize::from(high - low) + 1 == len {
                        rules.push(Rule::Renban(Renban { lines: vec![line] }));
                    }
                }
            }
        }
        "palindrome" => {
            for _ in 0..how_many(rng, n, 1, 4) {
                let len = between(rng, 3, 7);
                if let Some(line) = (3..=len).rev().find_map(|len| g.palindrome(rng, len)) {
                    rules.push(Rule::Palindrome(Palindrome { lines: vec![line] }));
                }
            }
        }
        "betweenline" => {
            for _ in 0..how_many(rng, n, 2, 5) {
                let len = between(rng, 3, 5.min(n - 1));
                if let Some(line) = (3..=len).rev().find_map(|len| g.between_line(rng, len)) {
                    rules.push(Rule::Between(Between { lines: vec![line] }));
                }
            }
        }
        "difference" | "ratio" | "xv" => {
            let mut pairs = g.pairs();
            shuffle(rng, &mut pairs);
            let mut wanted = how_many(rng, n, 3, 12);
            for cells in pairs {
                if wanted == 0 {
                    break;
                }
                let (x, y) = (g.at(cells[0]), g.at(cells[1]));
                let (low, high) = (x.min(y), x.max(y));
                let rule = match kind {
                    "difference" if high - low == 1 || chance(rng, 15) => {
                        Rule::Difference(Difference {
                            cells,
                            difference: high - low,
                        })
                    }
                    "ratio" if high % low == 0 && (high == 2 * low || chance(rng, 30)) => {
                        Rule::Ratio(Ratio {
                            cells,
                            ratio: high / low,
                        })
                    }
                    "xv" if x + y == 10 || x + y == 5 => Rule::Xv(Xv { cells, sum: x + y }),
                    _ => continue,
                };
                rules.push(rule);
                wanted -= 1;
            }
        }
        "negative" => {
            // Every pair with the property gets its mark, unless it has one already.
            let which = [Negative::Difference, Negative::Ratio, Negative::Xv][below(rng, 3)];
            let is_marked = |[a, b]: [Cell; 2]| {
                marked
                    .iter()
                    .any(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a))
            };
            for cells in g.pairs() {
                let (x, y) = (g.at(cells[0]), g.at(cells[1]));
                if is_marked(cells) {
                    continue;
                }
                match which {
                    Negative::Difference if x.abs_diff(y) == 1 => {
                        rules.push(Rule::Difference(Difference {
                            cells,
                            difference: 1,
                        }))
                    }
                    Negative::Ratio if x == 2 * y || y == 2 * x => {
                        rules.push(Rule::Ratio(Ratio { cells, ratio: 2 }));
                    }
                    Negative::Xv if x + y == 10 || x + y == 5 => {
                        rules.push(Rule::Xv(Xv { cells, sum: x + y }));
                    }
                    _ => {}
                }
            }
            rules.push(Rule::Negative(which));
        }
        "odd" | "even" => {
            let odd = kind == "odd";
            for _ in 0..how_many(rng, n, 2, 8) {
                let cell = g.cell(rng);
                let rule = match (g.at(cell) % 2 == 1, odd) {
                    (true, true) => Rule::Odd(cell),
                    (false, false) => Rule::Even(cell),
                    _ => continue,
                };
                if !rules.contains(&rule) {
                    rules.push(rule);
                }
            }
        }
        "minimum" | "maximum" => {
            let maximum = kind == "maximum";
            let mut cells: Vec<Cell> = g
                .board
                .cells()
                .filter(|&c| {
                    g.around(c, false).iter().all(|&o| {
                        if maximum {
                            g.at(c) > g.at(o)
                        } else {
                            g.at(c) < g.at(o)
                        }
                    })
                })
                .collect();
            shuffle(rng, &mut cells);
            cells.truncate(how_many(rng, n, 1, 4));
            for cell in cells {
                rules.push(if maximum {
                    Rule::Maximum(cell)
                } else {
                    Rule::Minimum(cell)
                });
            }
        }
        "quadruple" => {
            for _ in 0..how_many(rng, n, 2, 6) {
                let (r, c) = (below(rng, n - 1) as u8, below(rng, n - 1) as u8);
                let cells = [
                    Cell::new(r, c),
                    Cell::new(r, c + 1),
                    Cell::new(r + 1, c),
                    Cell::new(r + 1, c + 1),
                ];
                let mut digits: Vec<u8> = cells.iter().map(|&c| g.at(c)).collect();
                shuffle(rng, &mut digits);
                digits.truncate(between(rng, 1, 4));
                digits.sort_unstable();
                if rules
                    .iter()
                    .all(|r| !matches!(r, Rule::Quadruple(q) if q.cells == cells))
                {
                    rules.push(Rule::Quadruple(Quadruple { cells, digits }));
                }
            }
        }
        _ => {}
    }
    rules
}
