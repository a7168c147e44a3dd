//! The engine against the plain backtracker of `naive.rs`, on random 4x4 and 6x6 puzzles with
//! random rules: the same counts, every solution keeping every rule, the same true candidates.

use alloc::vec;
use alloc::vec::Vec;

use proptest::prelude::*;
use rand_core::{Rng, SeedableRng};

use super::naive;
use super::*;
use crate::SplitMix64;

/// A number below `n` (small `n`; the bias does not matter to a test).
fn below(rng: &mut SplitMix64, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// A random solution grid of `board` (with boxes): the first grid the naive search finds,
/// relabelled, with rows permuted inside bands and bands permuted, and the same for columns.
fn random_grid(board: &Board, rng: &mut SplitMix64) -> Vec<u8> {
    let n = board.size();
    let (h, w) = board.box_shape().unwrap();
    let (h, w) = (h as usize, w as usize);
    let first = naive::solutions(&Puzzle::new(board.clone()), 1).remove(0);
    let mut labels: Vec<u8> = (1..=n as u8).collect();
    shuffle(&mut labels, rng);
    let order = |size: usize, group: usize, rng: &mut SplitMix64| {
        let mut groups: Vec<usize> = (0..size / group).collect();
        shuffle(&mut groups, rng);
        let mut out = Vec::new();
        for g in groups {
            let mut inner: Vec<usize> = (0..group).collect();
            shuffle(&mut inner, rng);
            out.extend(inner.into_iter().map(|i| g * group + i));
        }
        out
    };
    let rows = order(n, h, rng);
    let cols = order(n, w, rng);
    let mut grid = vec![0; n * n];
    for r in 0..n {
        for c in 0..n {
            grid[r * n + c] = labels[first[rows[r] * n + cols[c]] as usize - 1];
        }
    }
    grid
}

fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

/// A path of up to `len` distinct cells, each a king's move from the last.
fn walk(board: &Board, len: usize, rng: &mut SplitMix64) -> Vec<Cell> {
    let n = board.size() as i32;
    let mut path = vec![Cell::new(
        below(rng, n as usize) as u8,
        below(rng, n as usize) as u8,
    )];
    while path.len() < len {
        let last = path[path.len() - 1];
        let steps: Vec<Cell> = (-1..=1)
            .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
            .map(|(dr, dc)| (i32::from(last.row()) + dr, i32::from(last.col()) + dc))
            .filter(|&(r, c)| (0..n).contains(&r) && (0..n).contains(&c))
            .map(|(r, c)| Cell::new(r as u8, c as u8))
            .filter(|c| !path.contains(c))
            .collect();
        if steps.is_empty() {
            break;
        }
        path.push(steps[below(rng, steps.len())]);
    }
    path
}

/// A random rule, usually one that the grid `s` keeps.
fn random_rule(board: &Board, s: &[u8], rng: &mut SplitMix64) -> Rule {
    let n = board.size();
    let at = |c: Cell| u32::from(s[c.index(n)]);
    let nudge = |value: u32, rng: &mut SplitMix64| {
        if below(rng, 10) == 0 {
            value + 1
        } else {
            value
        }
    };
    let adjacent = |rng: &mut SplitMix64| loop {
        let a = Cell::new(below(rng, n) as u8, below(rng, n) as u8);
        let b = if below(rng, 2) == 0 {
            Cell::new(a.row(), a.col() + 1)
        } else {
            Cell::new(a.row() + 1, a.col())
        };
        if board.contains(b) {
            return [a, b];
        }
    };
    // Lines the grid keeps, where one is found in a few tries.
    let line =
        |rng: &mut SplitMix64, least: usize, spread: usize, keeps: &dyn Fn(&[u32]) -> bool| {
            let len = least + below(rng, spread);
            let mut best = walk(board, len, rng);
            for _ in 0..30 {
                let path = walk(board, len, rng);
                if path.len() >= 2 && keeps(&path.iter().map(|&c| at(c)).collect::<Vec<_>>()) {
                    best = path;
                    break;
                }
            }
            if best.len() < 2 {
                best = adjacent(rng).to_vec();
            }
            best
        };
    match below(rng, 22) {
        0 => Rule::Diagonal(if below(rng, 2) == 0 {
            Diagonal::Falling
        } else {
            Diagonal::Rising
        }),
        1 => {
            let mut cells = walk(board, 1 + below(rng, n), rng);
            cells.sort();
            Rule::ExtraRegion(ExtraRegion { cells })
        }
        2 => Rule::AntiKnight,
        3 => Rule::AntiKing,
        4 => Rule::NonConsecutive,
        5 => Rule::DisjointGroups,
        6 => {
            let cells = walk(board, 1 + below(rng, 4), rng);
            let sum = (below(rng, 8) != 0).then(|| nudge(cells.iter().map(|&c| at(c)).sum(), rng));
            Rule::Killer(Killer { cells, sum })
        }
        7 => {
            let direction = [
                Direction::DownRight,
                Direction::DownLeft,
                Direction::UpRight,
                Direction::UpLeft,
            ][below(rng, 4)];
            let start = Cell::new(below(rng, n) as u8, below(rng, n) as u8);
            let probe = LittleKiller {
                start,
                direction,
                sum: 0,
            };
            let sum = nudge(probe.cells(board).iter().map(|&c| at(c)).sum(), rng);
            Rule::LittleKiller(LittleKiller { sum, ..probe })
        }
        8 => {
            let side = [Side::Top, Side::Bottom, Side::Left, Side::Right][below(rng, 4)];
            let probe = Sandwich {
                side,
                index: below(rng, n) as u8,
                sum: 0,
            };
            let v: Vec<u32> = probe.cells(board).iter().map(|&c| at(c)).collect();
            let one = v.iter().position(|&x| x == 1).unwrap();
            let top = v.iter().position(|&x| x == n as u32).unwrap();
            let sum = nudge(v[one.min(top) + 1..one.max(top)].iter().sum(), rng);
            Rule::Sandwich(Sandwich { sum, ..probe })
        }
        9 => {
            let path = line(rng, 2, 3, &|v| v[0] == v[1..].iter().sum::<u32>());
            let mut lines = vec![path[1..].to_vec()];
            if below(rng, 3) == 0 {
                lines.push(walk(board, 2, rng)[1..].to_vec());
            }
            lines.retain(|l| !l.contains(&path[0]));
            if lines.is_empty() {
                return Rule::AntiKing;
            }
            Rule::Arrow(Arrow {
                circle: vec![path[0]],
                lines,
            })
        }
        10 => Rule::Thermometer(Thermometer {
            lines: vec![line(rng, 2, 3, &|v| v.windows(2).all(|w| w[0] < w[1]))],
        }),
        11 => {
            let difference = 1 + below(rng, n / 2) as u8;
            let keeps = move |v: &[u32]| {
                v.windows(2)
                    .all(|w| w[0].abs_diff(w[1]) >= u32::from(difference))
            };
            Rule::Whispers(Whispers {
                lines: vec![line(rng, 2, 3, &keeps)],
                difference,
            })
        }
        12 => Rule::Renban(Renban {
            lines: vec![line(rng, 2, 3, &|v| {
                let mut v = v.to_vec();
                v.sort();
                v.windows(2).all(|w| w[1] == w[0] + 1)
            })],
        }),
        13 => Rule::Palindrome(Palindrome {
            lines: vec![line(rng, 2, 4, &|v| v.iter().eq(v.iter().rev()))],
        }),
        14 => Rule::Between(Between {
            lines: vec![line(rng, 3, 2, &|v| {
                let (lo, hi) = (v[0].min(v[v.len() - 1]), v[0].max(v[v.len() - 1]));
                v[1..v.len() - 1].iter().all(|&x| lo < x && x < hi)
            })],
        }),
        15 => {
            let cells = adjacent(rng);
            let difference = if below(rng, 4) == 0 {
                1
            } else {
                at(cells[0]).abs_diff(at(cells[1])) as u8
            };
            Rule::Difference(Difference { cells, difference })
        }
        16 => {
            let cells = adjacent(rng);
            let (x, y) = (at(cells[0]), at(cells[1]));
            let ratio = if x.max(y) % x.min(y) == 0 && below(rng, 2) == 0 {
                (x.max(y) / x.min(y)) as u8
            } else {
                2
            };
            Rule::Ratio(Ratio { cells, ratio })
        }
        17 => {
            let cells = adjacent(rng);
            Rule::Xv(if below(rng, 2) == 0 {
                Xv::x(cells)
            } else {
                Xv::v(cells)
            })
        }
        18 => Rule::Negative([Negative::Difference, Negative::Ratio, Negative::Xv][below(rng, 3)]),
        19 => {
            let cell = Cell::new(below(rng, n) as u8, below(rng, n) as u8);
            if at(cell) % 2 == 1 {
                Rule::Odd(cell)
            } else {
                Rule::Even(cell)
            }
        }
        20 => {
            let cell = Cell::new(below(rng, n) as u8, below(rng, n) as u8);
            if below(rng, 2) == 0 {
                Rule::Minimum(cell)
            } else {
                Rule::Maximum(cell)
            }
        }
        _ => {
            let (r, c) = (below(rng, n - 1) as u8, below(rng, n - 1) as u8);
            let cells = [
                Cell::new(r, c),
                Cell::new(r, c + 1),
                Cell::new(r + 1, c),
                Cell::new(r + 1, c + 1),
            ];
            let mut digits: Vec<u8> = cells.iter().map(|&c| at(c) as u8).collect();
            shuffle(&mut digits, rng);
            digits.truncate(1 + below(rng, 4));
            Rule::Quadruple(Quadruple { cells, digits })
        }
    }
}

/// A random puzzle on a board of `size`: rules drawn around a random grid, some of its digits
/// given.
fn random_puzzle(size: usize, seed: u64) -> Puzzle {
    let mut rng = SplitMix64::seed_from_u64(seed);
    let board = Board::new(size).unwrap();
    let grid = random_grid(&board, &mut rng);
    let mut puzzle = Puzzle::new(board.clone());
    for _ in 0..1 + below(&mut rng, 4) {
        let rule = random_rule(&board, &grid, &mut rng);
        puzzle.add_rule(rule).unwrap();
    }
    let givens = if size == 4 {
        below(&mut rng, 6)
    } else {
        14 + below(&mut rng, 10)
    };
    for _ in 0..givens {
        let cell = Cell::new(below(&mut rng, size) as u8, below(&mut rng, size) as u8);
        puzzle.set_given(cell, grid[cell.index(size)]).unwrap();
    }
    puzzle
}

/// The engine and the plain backtracker agree on `puzzle`.
fn agree(puzzle: &Puzzle) -> Result<(), TestCaseError> {
    const LIMIT: usize = 40;
    let expected = naive::solutions(puzzle, LIMIT);
    let solver = Solver::new(puzzle);
    let found = solver.solutions(LIMIT).unwrap();
    prop_assert_eq!(found.len(), expected.len(), "counts differ on {:?}", puzzle);
    for solution in &found {
        prop_assert!(
            naive::is_solution(puzzle, solution),
            "not a solution: {:?}",
            solution
        );
    }
    if expected.len() < LIMIT {
        let mut a = found.clone();
        let mut b = expected.clone();
        a.sort();
        b.sort();
        prop_assert_eq!(a, b);
        let truth = solver.true_candidates().unwrap();
        let n = puzzle.size();
        let mut union = vec![0u16; n * n];
        for solution in &expected {
            for (u, &d) in union.iter_mut().zip(solution) {
                *u |= 1 << (d - 1);
            }
        }
        match truth {
            None => prop_assert!(expected.is_empty()),
            Some(truth) => {
                let got: Vec<u16> = truth.iter().map(Digits::bits).collect();
                prop_assert_eq!(got, union);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn four_by_four_agrees_with_the_plain_search(seed in any::<u64>()) {
        agree(&random_puzzle(4, seed))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn six_by_six_agrees_with_the_plain_search(seed in any::<u64>()) {
        agree(&random_puzzle(6, seed))?;
    }
}

proptest! {
    /// The iterator skips empty words (in the middle and at the end, as a 9x9 board leaves
    /// two) and yields every cell once, in order.
    #[test]
    fn cells_of_yields_each_cell_in_order(
        bits in prop::array::uniform4(prop_oneof![Just(0u64), Just(!0u64), any::<u64>()])
    ) {
        let expected: Vec<usize> = (0..model::MAX_CELLS)
            .filter(|&i| bits[i / 64] >> (i % 64) & 1 == 1)
            .collect();
        prop_assert_eq!(model::cells_of(bits).collect::<Vec<_>>(), expected);
    }

    /// The same on two words, the width of the search on boards of up to 128 cells.
    #[test]
    fn cells_of_two_words_yields_each_cell_in_order(
        bits in prop::array::uniform2(prop_oneof![Just(0u64), Just(!0u64), any::<u64>()])
    ) {
        let expected: Vec<usize> = (0..128)
            .filter(|&i| bits[i / 64] >> (i % 64) & 1 == 1)
            .collect();
        prop_assert_eq!(model::cells_of(bits).collect::<Vec<_>>(), expected);
    }
}

#[test]
fn empty_boards_count_as_known() {
    // 288 4x4 sudoku grids; 28,200,960 6x6 ones (boxes 2x3), so counting stops at the limit.
    assert_eq!(
        Puzzle::new(Board::new(4).unwrap()).count_solutions(1000),
        288
    );
    assert_eq!(
        Puzzle::new(Board::new(6).unwrap()).count_solutions(5000),
        5000
    );
    // 4x4 Latin squares: 576.
    assert_eq!(
        Puzzle::new(Board::without_regions(4).unwrap()).count_solutions(1000),
        576
    );
}

/// A puzzle whose killer cages cover the board, their totals from a random grid (one total
/// nudged now and then), with some of the grid's digits given.
fn killer_cover(size: usize, givens: usize, seed: u64) -> Puzzle {
    let mut rng = SplitMix64::seed_from_u64(seed);
    let board = Board::new(size).unwrap();
    let grid = random_grid(&board, &mut rng);
    let n = size;
    let mut owner = vec![usize::MAX; n * n];
    let mut puzzle = Puzzle::new(board.clone());
    let mut order: Vec<usize> = (0..n * n).collect();
    shuffle(&mut order, &mut rng);
    for (id, &start) in order.iter().enumerate() {
        if owner[start] != usize::MAX {
            continue;
        }
        let target = 1 + below(&mut rng, 4);
        owner[start] = id;
        let mut cage = vec![start];
        while cage.len() < target {
            let options: Vec<usize> = cage
                .iter()
                .flat_map(|&c| {
                    [
                        c.wrapping_sub(n),
                        c + n,
                        if c % n > 0 { c - 1 } else { usize::MAX },
                        if c % n + 1 < n { c + 1 } else { usize::MAX },
                    ]
                })
                .filter(|&o| {
                    o < n * n && owner[o] == usize::MAX && !cage.iter().any(|&c| grid[c] == grid[o])
                })
                .collect();
            if options.is_empty() {
                break;
            }
            let pick = options[below(&mut rng, options.len())];
            owner[pick] = id;
            cage.push(pick);
        }
        let mut sum: u32 = cage.iter().map(|&c| u32::from(grid[c])).sum();
        if below(&mut rng, 40) == 0 {
            sum += 1;
        }
        let cells = cage.iter().map(|&c| Cell::from_index(c, n)).collect();
        puzzle
            .add_rule(Rule::Killer(Killer {
                cells,
                sum: (below(&mut rng, 20) != 0).then_some(sum),
            }))
            .unwrap();
    }
    for _ in 0..givens {
        let cell = below(&mut rng, n * n);
        puzzle
            .set_given(Cell::from_index(cell, n), grid[cell])
            .unwrap();
    }
    puzzle
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn killer_covers_agree_with_the_plain_search(seed in any::<u64>()) {
        agree(&killer_cover(4, 0, seed))?;
        agree(&killer_cover(6, 12, seed))?;
    }
}
