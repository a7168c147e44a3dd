//! Replays HoDoKu's own paths (the lines `hodoku-path` writes, see `hodoku_path.rs`) and, at
//! each state of HoDoKu's path, asks `Explainer::hodoku()` for the steps of the techniques
//! named on the command line: does our search find the step HoDoKu took there, and does none
//! of our searches that come earlier in HoDoKu's order find a step where HoDoKu's found none?
//! This measures one technique's search apart from the rest of the path (the singles, the
//! subsets...), which a whole-path comparison cannot do once the paths have parted.
//!
//! ```text
//! cargo run --release --example hodoku_replay -- HODOKU.tsv [KEY...] [--list N] [--time]
//! ```
//!
//! KEYs are HoDoKu's step configurations (`NICE_LOOP`, `GROUPED_NICE_LOOP`, `X_CHAIN`...);
//! without any, the chains: `REMOTE_PAIR TURBOT_FISH X_CHAIN XY_CHAIN NICE_LOOP
//! GROUPED_NICE_LOOP FORCING_CHAIN FORCING_NET`. For each KEY it prints how many of HoDoKu's
//! steps use it, how many of them we take the same (same placements and eliminations), how many
//! differently, how many we miss, and how many times our search for it finds a step at a state
//! where HoDoKu took a later technique (a step HoDoKu's search does not find). `--list N` shows
//! up to N examples of each kind of difference, with the pencil marks of the state; `--time`
//! prints the slowest states.

use std::collections::BTreeMap;
use std::io::{self, BufRead, BufWriter, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use shudu::{Cell, Digit, Explainer, Grid, Marks, Step, Technique};

const HELP: &str = "\
usage: hodoku_replay HODOKU.tsv [KEY...] [--list N] [--time]

Replays HoDoKu's paths and checks, at each of HoDoKu's states, the steps our searches for the
named techniques (HoDoKu's keys, e.g. NICE_LOOP) find there against HoDoKu's own step.";

const CHAINS: &[&str] = &[
    "REMOTE_PAIR",
    "TURBOT_FISH",
    "X_CHAIN",
    "XY_CHAIN",
    "NICE_LOOP",
    "GROUPED_NICE_LOOP",
    "FORCING_CHAIN",
    "FORCING_NET",
];

/// Where HoDoKu 2.2's default order tries the step configuration `key`: its place among
/// the keys of [`Technique::HODOKU`], the techniques in that order, each with its keys.
fn index_of(key: &str) -> Option<usize> {
    Technique::HODOKU
        .iter()
        .flat_map(|technique| technique.hodoku_keys())
        .position(|k| k == key)
}

/// HoDoKu's key for a step of ours (as `hodoku_path` writes it).
fn key(step: &Step) -> &'static str {
    step.hodoku_key().unwrap_or("NOT_HODOKU")
}

/// `r1c2=5,r3c4=6` (or `-`), sorted, as both sides' lines write them.
fn list(items: impl Iterator<Item = (Cell, Digit)>, sign: char) -> String {
    let mut items: Vec<(usize, u8)> = items
        .map(|(cell, digit)| (cell.index(), digit.get()))
        .collect();
    items.sort_unstable();
    items.dedup();
    if items.is_empty() {
        return "-".to_string();
    }
    let text: Vec<String> = items
        .iter()
        .map(|&(cell, digit)| format!("r{}c{}{sign}{digit}", cell / 9 + 1, cell % 9 + 1))
        .collect();
    text.join(",")
}

/// The (cell, digit) pairs of `r1c2=5,r3c4-6` (either sign), `-` for none.
fn parse_list(text: &str) -> Option<Vec<(Cell, Digit)>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',')
        .map(|item| {
            let b = item.as_bytes();
            if b.len() != 6 || b[0] != b'r' || b[2] != b'c' {
                return None;
            }
            let row = b[1].checked_sub(b'1')?;
            let col = b[3].checked_sub(b'1')?;
            let digit = Digit::new(b[5].checked_sub(b'0')?)?;
            Some((Cell::new(row * 9 + col)?, digit))
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    hodoku: usize,
    same: usize,
    other: usize,
    missed: usize,
    early: usize,
    examples: BTreeMap<&'static str, Vec<String>>,
}

struct HodokuStep {
    key: String,
    placements: String,
    eliminations: String,
    text: String,
}

fn main() -> ExitCode {
    let mut file = None;
    let mut keys: Vec<String> = Vec::new();
    let mut show = 0usize;
    let mut time = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--list" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => show = n,
                None => {
                    eprintln!("hodoku_replay: --list needs a number");
                    return ExitCode::from(2);
                }
            },
            "--time" => time = true,
            flag if flag.starts_with('-') => {
                eprintln!("hodoku_replay: unknown option '{flag}' (try --help)");
                return ExitCode::from(2);
            }
            path if file.is_none() => file = Some(path.to_string()),
            key => {
                if index_of(key).is_none() {
                    eprintln!("hodoku_replay: unknown key '{key}'");
                    return ExitCode::from(2);
                }
                keys.push(key.to_string());
            }
        }
    }
    let Some(path) = file else {
        eprintln!("hodoku_replay: no HODOKU.tsv given (try --help)");
        return ExitCode::from(2);
    };
    if keys.is_empty() {
        keys = CHAINS.iter().map(|k| k.to_string()).collect();
    }
    let first_tracked = keys.iter().filter_map(|k| index_of(k)).min().unwrap_or(0);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("hodoku_replay: cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    // Puzzles in file order, each with its steps.
    let mut puzzles: Vec<(String, Grid, Vec<HodokuStep>)> = Vec::new();
    for line in io::Cursor::new(text).lines().map_while(Result::ok) {
        let cols: Vec<&str> = line.split('\t').collect();
        match cols.first() {
            Some(&"P") if cols.len() > 2 => {
                if let Ok(grid) = cols[2].parse::<Grid>() {
                    puzzles.push((cols[1].to_string(), grid, Vec::new()));
                }
            }
            Some(&"S") if cols.len() > 9 => {
                if let Some(last) = puzzles.last_mut()
                    && last.0 == cols[1]
                {
                    last.2.push(HodokuStep {
                        key: cols[4].to_string(),
                        placements: cols[6].to_string(),
                        eliminations: cols[7].to_string(),
                        text: cols[9].to_string(),
                    });
                }
            }
            _ => {}
        }
    }
    let explainer = Explainer::hodoku();
    let mut tallies: BTreeMap<String, Tally> =
        keys.iter().map(|k| (k.clone(), Tally::default())).collect();
    let mut slow: Vec<(Duration, String, usize, String)> = Vec::new();
    let mut per_puzzle: Vec<(Duration, String)> = Vec::new();
    for (n, grid, steps) in &puzzles {
        let mut marks = Marks::new(grid);
        let mut puzzle_time = Duration::ZERO;
        for (k, hodoku) in steps.iter().enumerate() {
            let Some(at) = index_of(&hodoku.key) else {
                break;
            };
            if at >= first_tracked {
                // Our first step of each tracked technique, up to HoDoKu's.
                let mut found: BTreeMap<&'static str, Step> = BTreeMap::new();
                let started = Instant::now();
                explainer.for_each_step(&marks, |step| {
                    let ours = key(&step);
                    let Some(our_at) = index_of(ours) else {
                        return ControlFlow::Continue(());
                    };
                    if our_at > at {
                        return ControlFlow::Break(());
                    }
                    found.entry(ours).or_insert(step);
                    if our_at == at {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
                let took = started.elapsed();
                puzzle_time += took;
                if time {
                    slow.push((took, n.clone(), k + 1, hodoku.key.clone()));
                }
                let state = marks.to_string();
                for (tracked, tally) in tallies.iter_mut() {
                    let Some(tracked_at) = index_of(tracked) else {
                        continue;
                    };
                    let ours = found.get(tracked.as_str());
                    let mut note = |kind: &'static str, ours: Option<&Step>| {
                        let examples = tally.examples.entry(kind).or_default();
                        if examples.len() < show {
                            examples.push(format!(
                                "puzzle {n} step {}: HoDoKu {} {} {} | {}\n    ours: {}\n    marks: {state}",
                                k + 1,
                                hodoku.key,
                                hodoku.placements,
                                hodoku.eliminations,
                                hodoku.text,
                                ours.map_or("none".to_string(), |s| format!(
                                    "{} {} {} | {s}",
                                    key(s),
                                    list(s.placements(), '='),
                                    list(s.eliminations(), '-')
                                )),
                            ));
                        }
                    };
                    if tracked_at < at {
                        if ours.is_some() {
                            tally.early += 1;
                            note("early", ours);
                        }
                    } else if tracked_at == at {
                        tally.hodoku += 1;
                        match ours {
                            None => {
                                tally.missed += 1;
                                note("missed", None);
                            }
                            Some(step) => {
                                if list(step.placements(), '=') == hodoku.placements
                                    && list(step.eliminations(), '-') == hodoku.eliminations
                                {
                                    tally.same += 1;
                                } else {
                                    tally.other += 1;
                                    note("other", Some(step));
                                }
                            }
                        }
                    }
                }
            }
            let (Some(placements), Some(eliminations)) = (
                parse_list(&hodoku.placements),
                parse_list(&hodoku.eliminations),
            ) else {
                eprintln!("hodoku_replay: puzzle {n}: unreadable step {}", k + 1);
                break;
            };
            for (cell, digit) in placements {
                marks.place(cell, digit);
            }
            for (cell, digit) in eliminations {
                marks.remove(cell, digit);
            }
        }
        per_puzzle.push((puzzle_time, n.clone()));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let _ = writeln!(
        out,
        "{} puzzles; per key: HoDoKu's steps / ours the same / ours another / ours none / \
         ours where HoDoKu's search finds none (earlier in the order)",
        puzzles.len()
    );
    for (key, tally) in &tallies {
        let _ = writeln!(
            out,
            "  {key:<20} {:>6} {:>6} {:>6} {:>6} {:>6}",
            tally.hodoku, tally.same, tally.other, tally.missed, tally.early
        );
    }
    for (key, tally) in &tallies {
        for (kind, examples) in &tally.examples {
            for example in examples {
                let _ = writeln!(out, "{key} {kind}: {example}");
            }
        }
    }
    if time {
        slow.sort_by_key(|b| std::cmp::Reverse(b.0));
        for (took, n, k, key) in slow.iter().take(10) {
            let _ = writeln!(out, "slow state: {took:?} puzzle {n} step {k} ({key})");
        }
        per_puzzle.sort_by_key(|b| std::cmp::Reverse(b.0));
        let total: Duration = per_puzzle.iter().map(|p| p.0).sum();
        let _ = writeln!(
            out,
            "search time: {total:?} in all, slowest puzzles: {}",
            per_puzzle
                .iter()
                .take(5)
                .map(|(t, n)| format!("{n} {t:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    ExitCode::SUCCESS
}
