//! A sample of puzzles made here, a few per rule, each with exactly one solution, kept in
//! `tests/data/fpuzzles/sample.json` as an f-puzzles link with its solution: the link must
//! still load and solve to that solution. `tests/fpuzzles_oracle.py` checks the same links with
//! pencilmark (its decoder must give the same JSON, its solver the same solution).
//!
//! The sample is made by the ignored test `write_sample`:
//! `cargo test --features fpuzzles --test fpuzzles_sample -- --ignored`. Each puzzle is dug
//! from the solver's first solution, so a change to the variant search's order (its choice of
//! cell, its weights) makes other puzzles: after such a change, make the sample anew and run
//! `tests/fpuzzles_oracle.py` on it.
#![cfg(feature = "fpuzzles")]

use rand_core::{Rng, SeedableRng};
use shudu::SplitMix64;
use shudu::variant::{
    Arrow, Between, Board, Cell, Diagonal, Difference, Direction, ExtraRegion, Killer,
    LittleKiller, Negative, Palindrome, Puzzle, Quadruple, Ratio, Renban, Rule, Sandwich, Side,
    Solver, Thermometer, Whispers, Xv, fpuzzles_key, load, to_fpuzzles_json, to_fpuzzles_link,
};

fn path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fpuzzles/sample.json")
}

#[test]
fn each_sample_puzzle_loads_and_has_its_one_solution() {
    let text = std::fs::read_to_string(path()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&text).unwrap();
    let puzzles = data["puzzles"].as_array().unwrap();
    assert!(puzzles.len() >= 100, "{} puzzles", puzzles.len());
    for entry in puzzles {
        let link = entry["link"].as_str().unwrap();
        let puzzle = load(link).unwrap();
        assert_eq!(load(entry["json"].as_str().unwrap()).as_ref(), Ok(&puzzle));
        let expected: Vec<u8> = entry["solution"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_u64().unwrap() as u8)
            .collect();
        let found = Solver::new(&puzzle).solutions(2).unwrap();
        assert_eq!(found, vec![expected], "{}", entry["rule"]);
    }
}

/// Each rule is one entry of the list under its `fpuzzles_key` (or that key's flag, for a
/// global rule): a face that draws each rule as one element named by its key draws as many
/// elements per key as the JSON has entries.
#[test]
fn each_rule_is_one_entry_of_its_key() {
    let text = std::fs::read_to_string(path()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&text).unwrap();
    for entry in data["puzzles"].as_array().unwrap() {
        let json: serde_json::Value =
            serde_json::from_str(entry["json"].as_str().unwrap()).unwrap();
        let puzzle = load(entry["json"].as_str().unwrap()).unwrap();
        let keys: Vec<&str> = puzzle.rules().iter().map(fpuzzles_key).collect();
        assert!(!keys.is_empty(), "{}", entry["rule"]);
        for key in &keys {
            let expected = match &json[*key] {
                serde_json::Value::Bool(true) => 1,
                serde_json::Value::Array(list) => list.len(),
                other => panic!("{key} is {other}"),
            };
            let found = keys.iter().filter(|k| *k == key).count();
            assert_eq!(found, expected, "{key} in {}", entry["rule"]);
        }
        assert!(
            keys.contains(&entry["rule"].as_str().unwrap()),
            "{}",
            entry["rule"]
        );
    }
}

fn below(rng: &mut SplitMix64, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

fn cell(rng: &mut SplitMix64, n: usize) -> Cell {
    Cell::new(below(rng, n) as u8, below(rng, n) as u8)
}

/// A line of `least` and a few more (below `more`) distinct cells, each touching the last
/// (orthogonally or diagonally).
fn walk(rng: &mut SplitMix64, n: usize, least: usize, more: usize) -> Option<Vec<Cell>> {
    let len = least + below(rng, more);
    let mut line = vec![cell(rng, n)];
    for _ in 0..50 {
        if line.len() == len {
            return Some(line);
        }
        let last = line[line.len() - 1];
        let (dr, dc) = [
            (0, 1),
            (1, 0),
            (0, -1),
            (-1, 0),
            (1, 1),
            (-1, 1),
            (1, -1),
            (-1, -1),
        ][below(rng, 8)];
        let (r, c) = (i32::from(last.row()) + dr, i32::from(last.col()) + dc);
        if (0..n as i32).contains(&r) && (0..n as i32).contains(&c) {
            let next = Cell::new(r as u8, c as u8);
            if !line.contains(&next) {
                line.push(next);
            }
        }
    }
    None
}

fn beside(rng: &mut SplitMix64, n: usize) -> [Cell; 2] {
    let a = cell(rng, n);
    if below(rng, 2) == 0 && (a.col() as usize) + 1 < n {
        [a, Cell::new(a.row(), a.col() + 1)]
    } else if (a.row() as usize) + 1 < n {
        [a, Cell::new(a.row() + 1, a.col())]
    } else {
        [Cell::new(a.row() - 1, a.col()), a]
    }
}

/// The rule kinds of the sample, by f-puzzles key.
const KINDS: [&str; 25] = [
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "extraregion",
    "odd",
    "even",
    "thermometer",
    "palindrome",
    "killercage",
    "littlekillersum",
    "sandwichsum",
    "difference",
    "ratio",
    "arrow",
    "betweenline",
    "minimum",
    "maximum",
    "xv",
    "quadruple",
    "renban",
    "whispers",
    "negative",
];

/// One rule of `kind` on a board of `n` whose solution is `grid` (so that the rule holds), or
/// `None` when the try did not fit.
fn rule(kind: &str, rng: &mut SplitMix64, n: usize, grid: &[u8]) -> Option<Rule> {
    let at = |c: Cell| grid[c.index(n)];
    let half = n.div_ceil(2) as u8;
    Some(match kind {
        "diagonal+" => Rule::Diagonal(Diagonal::Rising),
        "diagonal-" => Rule::Diagonal(Diagonal::Falling),
        "antiknight" => Rule::AntiKnight,
        "antiking" => Rule::AntiKing,
        "disjointgroups" => Rule::DisjointGroups,
        "nonconsecutive" => Rule::NonConsecutive,
        "extraregion" => Rule::ExtraRegion(ExtraRegion {
            cells: walk(rng, n, 3, 2)?,
        }),
        "odd" | "even" | "minimum" | "maximum" => {
            let c = cell(rng, n);
            match kind {
                "odd" => Rule::Odd(c),
                "even" => Rule::Even(c),
                "minimum" => Rule::Minimum(c),
                _ => Rule::Maximum(c),
            }
        }
        "thermometer" => Rule::Thermometer(Thermometer {
            lines: vec![walk(rng, n, 3, 3)?],
        }),
        "palindrome" => Rule::Palindrome(Palindrome {
            lines: vec![walk(rng, n, 3, 3)?],
        }),
        "renban" => Rule::Renban(Renban {
            lines: vec![walk(rng, n, 2, 3)?],
        }),
        "betweenline" => Rule::Between(Between {
            lines: vec![walk(rng, n, 3, 2)?],
        }),
        "whispers" => Rule::Whispers(Whispers {
            lines: vec![walk(rng, n, 3, 3)?],
            difference: if below(rng, 3) == 0 { half - 1 } else { half },
        }),
        "killercage" => {
            let cells = walk(rng, n, 2, 3)?;
            let sum = cells.iter().map(|&c| u32::from(at(c))).sum();
            Rule::Killer(Killer {
                cells,
                sum: Some(sum),
            })
        }
        "littlekillersum" => {
            let direction = [
                Direction::DownRight,
                Direction::DownLeft,
                Direction::UpRight,
                Direction::UpLeft,
            ][below(rng, 4)];
            let k = below(rng, n) as u8;
            let last = n as u8 - 1;
            let start = match direction {
                Direction::DownRight => Cell::new(0, k),
                Direction::DownLeft => Cell::new(k, last),
                Direction::UpRight => Cell::new(last, k),
                Direction::UpLeft => Cell::new(k, last),
            };
            let mut clue = LittleKiller {
                start,
                direction,
                sum: 0,
            };
            clue.sum = clue
                .cells(&Board::new(n).ok()?)
                .iter()
                .map(|&c| u32::from(at(c)))
                .sum();
            Rule::LittleKiller(clue)
        }
        "sandwichsum" => {
            let mut clue = Sandwich {
                side: [Side::Top, Side::Bottom, Side::Left, Side::Right][below(rng, 4)],
                index: below(rng, n) as u8,
                sum: 0,
            };
            let line: Vec<u8> = clue
                .cells(&Board::new(n).ok()?)
                .iter()
                .map(|&c| at(c))
                .collect();
            let one = line.iter().position(|&d| d == 1)?;
            let top = line.iter().position(|&d| d as usize == n)?;
            clue.sum = line[one.min(top) + 1..one.max(top)]
                .iter()
                .map(|&d| u32::from(d))
                .sum();
            Rule::Sandwich(clue)
        }
        "difference" => {
            let cells = beside(rng, n);
            Rule::Difference(Difference {
                cells,
                difference: at(cells[0]).abs_diff(at(cells[1])),
            })
        }
        "ratio" => {
            let cells = beside(rng, n);
            let (x, y) = (at(cells[0]), at(cells[1]));
            let (low, high) = (x.min(y), x.max(y));
            if high % low != 0 {
                return None;
            }
            Rule::Ratio(Ratio {
                cells,
                ratio: high / low,
            })
        }
        "xv" => {
            let cells = beside(rng, n);
            let sum = at(cells[0]) + at(cells[1]);
            if sum != 10 && sum != 5 {
                return None;
            }
            Rule::Xv(Xv { cells, sum })
        }
        "arrow" => {
            let line = walk(rng, n, 2, 2)?;
            let total: u32 = line[1..].iter().map(|&c| u32::from(at(c))).sum();
            if total != u32::from(at(line[0])) {
                return None;
            }
            Rule::Arrow(Arrow {
                circle: vec![line[0]],
                lines: vec![line],
            })
        }
        "quadruple" => {
            let (r, c) = (below(rng, n - 1) as u8, below(rng, n - 1) as u8);
            let cells = [
                Cell::new(r, c),
                Cell::new(r, c + 1),
                Cell::new(r + 1, c),
                Cell::new(r + 1, c + 1),
            ];
            let mut digits: Vec<u8> = cells.iter().map(|&c| at(c)).collect();
            digits.truncate(2 + below(rng, 2));
            digits.sort_unstable();
            Rule::Quadruple(Quadruple { cells, digits })
        }
        "negative" => {
            Rule::Negative([Negative::Difference, Negative::Ratio, Negative::Xv][below(rng, 3)])
        }
        _ => return None,
    })
}

/// The kinds whose rules are drawn before a solution is known (they only forbid), and those
/// added once.
const DRAWN_FIRST: [&str; 17] = [
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "negative",
    "odd",
    "even",
    "minimum",
    "maximum",
    "thermometer",
    "palindrome",
    "renban",
    "betweenline",
    "whispers",
    "extraregion",
];
const ONCE: [&str; 7] = [
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "negative",
];

/// A puzzle with a few rules of `kind` and givens from one of its solutions until it has only
/// that one. Rules that only forbid are drawn first and a solution found with them; the others
/// (sums, dots, arrows, quadruples) are read off a solution of the empty board.
fn make(kind: &str, seed: u64) -> Option<(Puzzle, Vec<u8>)> {
    let mut rng = SplitMix64::seed_from_u64(seed);
    let rng = &mut rng;
    let n = [4, 6, 6, 9, 9][below(rng, 5)];
    let budget = 20_000;
    let count = if ONCE.contains(&kind) {
        1
    } else {
        2 + below(rng, 3)
    };
    let mut puzzle = Puzzle::new(Board::new(n).ok()?);
    let add_rules = |puzzle: &mut Puzzle, rng: &mut SplitMix64, grid: &[u8]| {
        for _ in 0..count * 20 {
            if puzzle.rules().len() == count {
                break;
            }
            if let Some(r) = rule(kind, rng, n, grid)
                && !puzzle.rules().contains(&r)
            {
                let _ = puzzle.add_rule(r);
            }
        }
    };
    let drawn_first = DRAWN_FIRST.contains(&kind);
    if drawn_first {
        add_rules(&mut puzzle, rng, &vec![0; n * n]);
    }
    let mut order: Vec<usize> = (0..n * n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, below(rng, i + 1));
    }
    // A few random givens first, so that the solution differs from seed to seed.
    let mut seeded = puzzle.clone();
    for &i in &order[..n / 2] {
        let _ = seeded.set_given(Cell::from_index(i, n), below(rng, n) as u8 + 1);
    }
    let solution = Solver::new(&seeded)
        .with_budget(budget)
        .solve_first()
        .ok()??;
    if !drawn_first {
        add_rules(&mut puzzle, rng, &solution);
    }
    if puzzle.rules().is_empty() || !puzzle.breaks(&solution).is_empty() {
        return None;
    }
    for &i in &order {
        match Solver::new(&puzzle).with_budget(budget).count_solutions(2) {
            Ok(1) => break,
            Ok(_) => puzzle.set_given(Cell::from_index(i, n), solution[i]).ok()?,
            Err(_) => return None,
        }
    }
    let unique = Solver::new(&puzzle).with_budget(budget).solutions(2).ok()?;
    (unique == [solution.clone()]).then_some((puzzle, solution))
}

#[test]
#[ignore = "writes tests/data/fpuzzles/sample.json: run it to make the sample anew"]
fn write_sample() {
    let mut entries = Vec::new();
    for (k, kind) in KINDS.iter().enumerate() {
        let mut made = 0;
        for seed in 0..400u64 {
            if made == 4 {
                break;
            }
            if let Some((mut puzzle, solution)) = make(kind, (k as u64) << 32 | seed) {
                puzzle.title = Some(format!("shudu sample: {kind} {}", made + 1));
                puzzle.author = Some("shudu tests".into());
                entries.push(serde_json::json!({
                    "rule": kind,
                    "link": to_fpuzzles_link(&puzzle),
                    "json": to_fpuzzles_json(&puzzle),
                    "solution": solution,
                }));
                made += 1;
            }
        }
        assert_eq!(made, 4, "{kind}: only {made} puzzles made");
    }
    let about = "Puzzles made by tests/fpuzzles_sample.rs (write_sample), four per rule, each \
        with exactly one solution: its f-puzzles link, its JSON and its solution. \
        tests/fpuzzles_oracle.py checks them with pencilmark.";
    // One puzzle a line, so that a change shows as the lines of the puzzles it touched.
    let lines: Vec<String> = entries.iter().map(|e| e.to_string()).collect();
    let text = format!(
        "{{\"about\": {},\n\"puzzles\": [\n{}\n]}}\n",
        serde_json::Value::from(about),
        lines.join(",\n")
    );
    std::fs::write(path(), text).unwrap();
}
