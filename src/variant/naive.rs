//! The readable path, for tests only: whether a full or partial assignment keeps every rule,
//! checked the plain way, and a plain backtracker that counts and lists solutions with those
//! checks alone. The fast engine is tested against it.

use alloc::vec::Vec;

use super::{Board, Cell, Negative, Puzzle, Rule};

/// The cells a rule looks at, for the rules that look at a fixed set (the rest are checked
/// pair by pair).
fn rule_cells(rule: &Rule, board: &Board) -> Vec<Cell> {
    match rule {
        Rule::Diagonal(d) => d.cells(board),
        Rule::ExtraRegion(r) => r.cells.clone(),
        Rule::Killer(k) => k.cells.clone(),
        Rule::LittleKiller(l) => l.cells(board),
        Rule::Sandwich(s) => s.cells(board),
        Rule::Arrow(a) => {
            let mut cells = a.circle.clone();
            a.lines.iter().for_each(|l| cells.extend_from_slice(l));
            cells
        }
        Rule::Thermometer(t) => t.lines.concat(),
        Rule::Whispers(w) => w.lines.concat(),
        Rule::Renban(r) => r.lines.concat(),
        Rule::Palindrome(p) => p.lines.concat(),
        Rule::Between(b) => b.lines.concat(),
        Rule::Difference(d) => d.cells.to_vec(),
        Rule::Ratio(r) => r.cells.to_vec(),
        Rule::Xv(x) => x.cells.to_vec(),
        Rule::Odd(c) | Rule::Even(c) => alloc::vec![*c],
        Rule::Minimum(c) | Rule::Maximum(c) => {
            let mut cells = alloc::vec![*c];
            cells.extend(neighbours(*c, board));
            cells
        }
        Rule::Quadruple(q) => q.cells.to_vec(),
        _ => Vec::new(),
    }
}

/// Two cells and the test their digits must pass.
type Tie = (Cell, Cell, fn(u32, u32) -> bool);

fn neighbours(cell: Cell, board: &Board) -> Vec<Cell> {
    let n = board.size() as i32;
    let (r, c) = (i32::from(cell.row()), i32::from(cell.col()));
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        .into_iter()
        .filter(|&(r, c)| (0..n).contains(&r) && (0..n).contains(&c))
        .map(|(r, c)| Cell::new(r as u8, c as u8))
        .collect()
}

fn all_differ(values: &[u32]) -> bool {
    values
        .iter()
        .enumerate()
        .all(|(i, v)| !values[i + 1..].contains(v))
}

/// Whether a rule whose cells all hold digits keeps it (`d` reads a cell's digit).
fn local_ok(rule: &Rule, board: &Board, d: &dyn Fn(Cell) -> u32) -> bool {
    let n = board.size() as u32;
    let digits = |cells: &[Cell]| cells.iter().map(|&c| d(c)).collect::<Vec<u32>>();
    match rule {
        Rule::Diagonal(diagonal) => all_differ(&digits(&diagonal.cells(board))),
        Rule::ExtraRegion(r) => all_differ(&digits(&r.cells)),
        Rule::Killer(k) => {
            let v = digits(&k.cells);
            all_differ(&v) && k.sum.is_none_or(|s| v.iter().sum::<u32>() == s)
        }
        Rule::LittleKiller(l) => digits(&l.cells(board)).iter().sum::<u32>() == l.sum,
        Rule::Sandwich(s) => {
            let v = digits(&s.cells(board));
            let one = v.iter().position(|&x| x == 1).unwrap();
            let top = v.iter().position(|&x| x == n).unwrap();
            v[one.min(top) + 1..one.max(top)].iter().sum::<u32>() == s.sum
        }
        Rule::Arrow(a) => {
            let mut circle = a.circle.clone();
            circle.sort();
            let mut text = alloc::string::String::new();
            for &c in &circle {
                text.push_str(&alloc::format!("{}", d(c)));
            }
            let value: u32 = text.parse().unwrap();
            a.lines.iter().all(|line| {
                line.iter()
                    .filter(|c| !a.circle.contains(c))
                    .map(|&c| d(c))
                    .sum::<u32>()
                    == value
            })
        }
        Rule::Thermometer(t) => t
            .lines
            .iter()
            .all(|l| digits(l).windows(2).all(|w| w[0] < w[1])),
        Rule::Whispers(w) => w.lines.iter().all(|l| {
            digits(l)
                .windows(2)
                .all(|p| p[0].abs_diff(p[1]) >= u32::from(w.difference))
        }),
        Rule::Renban(r) => r.lines.iter().all(|l| {
            let v = digits(l);
            all_differ(&v)
                && v.iter().max().unwrap() - v.iter().min().unwrap() + 1 == v.len() as u32
        }),
        Rule::Palindrome(p) => p.lines.iter().all(|l| {
            let v = digits(l);
            v.iter().eq(v.iter().rev())
        }),
        Rule::Between(b) => b.lines.iter().all(|l| {
            let v = digits(l);
            let (lo, hi) = (v[0].min(v[v.len() - 1]), v[0].max(v[v.len() - 1]));
            v[1..v.len() - 1].iter().all(|&x| lo < x && x < hi)
        }),
        Rule::Difference(dot) => {
            d(dot.cells[0]).abs_diff(d(dot.cells[1])) == u32::from(dot.difference)
        }
        Rule::Ratio(dot) => {
            let (x, y, r) = (d(dot.cells[0]), d(dot.cells[1]), u32::from(dot.ratio));
            x == y * r || y == x * r
        }
        Rule::Xv(xv) => d(xv.cells[0]) + d(xv.cells[1]) == u32::from(xv.sum),
        Rule::Odd(c) => d(*c) % 2 == 1,
        Rule::Even(c) => d(*c).is_multiple_of(2),
        Rule::Minimum(c) => neighbours(*c, board).iter().all(|&o| d(*c) < d(o)),
        Rule::Maximum(c) => neighbours(*c, board).iter().all(|&o| d(*c) > d(o)),
        Rule::Quadruple(q) => {
            let v = digits(&q.cells);
            (1..=16u32).all(|x| {
                let need = q.digits.iter().filter(|&&y| u32::from(y) == x).count();
                v.iter().filter(|&&y| y == x).count() >= need
            })
        }
        _ => true,
    }
}

/// Pairs of cells a global rule ties, with the test their digits must pass.
fn global_pairs(rule: &Rule, puzzle: &Puzzle) -> Vec<Tie> {
    let board = puzzle.board();
    let n = board.size() as i32;
    let cells: Vec<Cell> = board.cells().collect();
    let mut out: Vec<Tie> = Vec::new();
    let differ: fn(u32, u32) -> bool = |x, y| x != y;
    let offsets = |moves: &[(i32, i32)], out: &mut Vec<Tie>| {
        for &a in &cells {
            for &(dr, dc) in moves {
                let (r, c) = (i32::from(a.row()) + dr, i32::from(a.col()) + dc);
                if (0..n).contains(&r) && (0..n).contains(&c) {
                    out.push((a, Cell::new(r as u8, c as u8), differ));
                }
            }
        }
    };
    let marked = |a: Cell, b: Cell| {
        puzzle.rules().iter().any(|r| match r {
            Rule::Difference(x) => x.cells == [a, b] || x.cells == [b, a],
            Rule::Ratio(x) => x.cells == [a, b] || x.cells == [b, a],
            Rule::Xv(x) => x.cells == [a, b] || x.cells == [b, a],
            _ => false,
        })
    };
    let unmarked = |test: fn(u32, u32) -> bool, out: &mut Vec<Tie>| {
        for &a in &cells {
            for &b in &cells {
                if a < b && a.is_orthogonal_to(b) && !marked(a, b) {
                    out.push((a, b, test));
                }
            }
        }
    };
    match rule {
        Rule::AntiKnight => offsets(&[(1, 2), (2, 1), (-1, 2), (-2, 1)], &mut out),
        Rule::AntiKing => offsets(&[(1, 1), (1, -1)], &mut out),
        Rule::NonConsecutive | Rule::Negative(Negative::Difference) => {
            unmarked(|x, y| x.abs_diff(y) != 1, &mut out)
        }
        Rule::Negative(Negative::Ratio) => unmarked(|x, y| x != 2 * y && y != 2 * x, &mut out),
        Rule::Negative(Negative::Xv) => unmarked(|x, y| x + y != 5 && x + y != 10, &mut out),
        Rule::DisjointGroups => {
            let (h, w) = board.box_shape().unwrap();
            for &a in &cells {
                for &b in &cells {
                    if a < b && a.row() % h == b.row() % h && a.col() % w == b.col() % w {
                        out.push((a, b, differ));
                    }
                }
            }
        }
        _ => {}
    }
    out
}

/// The checks of a puzzle, gathered once: each rule's cells, and the pairs of cells the board
/// and the global rules tie with their tests.
struct Checker<'p> {
    puzzle: &'p Puzzle,
    local: Vec<(usize, Vec<Cell>)>,
    pairs: Vec<Tie>,
}

impl<'p> Checker<'p> {
    fn new(puzzle: &'p Puzzle) -> Checker<'p> {
        let board = puzzle.board();
        let mut pairs: Vec<Tie> = Vec::new();
        for a in board.cells() {
            for b in board.cells() {
                let same_region =
                    board.region_of(a).is_some() && board.region_of(a) == board.region_of(b);
                if a < b && (a.row() == b.row() || a.col() == b.col() || same_region) {
                    pairs.push((a, b, |x, y| x != y));
                }
            }
        }
        let mut local = Vec::new();
        for (i, rule) in puzzle.rules().iter().enumerate() {
            let cells = rule_cells(rule, board);
            if !cells.is_empty() {
                local.push((i, cells));
            }
            pairs.extend(global_pairs(rule, puzzle));
        }
        Checker {
            puzzle,
            local,
            pairs,
        }
    }

    /// Whether the digits placed (0 for empty) break nothing decided that involves `cell`
    /// (every cell when `cell` is `None`).
    fn ok(&self, digits: &[u8], cell: Option<Cell>) -> bool {
        let board = self.puzzle.board();
        let n = board.size();
        let d = |c: Cell| u32::from(digits[c.index(n)]);
        let involved = |cells: &[Cell]| cell.is_none_or(|x| cells.contains(&x));
        for &(a, b, test) in &self.pairs {
            if involved(&[a, b]) && d(a) != 0 && d(b) != 0 && !test(d(a), d(b)) {
                return false;
            }
        }
        for (i, cells) in &self.local {
            if involved(cells)
                && cells.iter().all(|&c| d(c) != 0)
                && !local_ok(&self.puzzle.rules()[*i], board, &d)
            {
                return false;
            }
        }
        true
    }
}

/// Whether a full assignment keeps every rule of the puzzle and its givens.
pub(crate) fn is_solution(puzzle: &Puzzle, digits: &[u8]) -> bool {
    let n = puzzle.size() as u8;
    digits.len() == puzzle.board().cell_count()
        && digits.iter().all(|&x| (1..=n).contains(&x))
        && puzzle
            .givens()
            .iter()
            .zip(digits)
            .all(|(&g, &x)| g == 0 || g == x)
        && Checker::new(puzzle).ok(digits, None)
}

/// Up to `limit` solutions, by trying every digit in every cell in order.
pub(crate) fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Vec<u8>> {
    fn walk(
        checker: &Checker<'_>,
        digits: &mut Vec<u8>,
        at: usize,
        limit: usize,
        out: &mut Vec<Vec<u8>>,
    ) {
        if out.len() >= limit {
            return;
        }
        if at == digits.len() {
            out.push(digits.clone());
            return;
        }
        if digits[at] != 0 {
            walk(checker, digits, at + 1, limit, out);
            return;
        }
        let n = checker.puzzle.size();
        let cell = Cell::from_index(at, n);
        for digit in 1..=n as u8 {
            digits[at] = digit;
            if checker.ok(digits, Some(cell)) {
                walk(checker, digits, at + 1, limit, out);
            }
        }
        digits[at] = 0;
    }
    let checker = Checker::new(puzzle);
    let mut digits = puzzle.givens().to_vec();
    let mut out = Vec::new();
    if checker.ok(&digits, None) {
        walk(&checker, &mut digits, 0, limit, &mut out);
    }
    out
}
