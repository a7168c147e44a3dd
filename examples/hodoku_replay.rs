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

use shudu::{Cell, Digit, Explainer, Grid, Marks, Step, StepKind, Technique};

const HELP: &str = "\
usage: hodoku_replay HODOKU.tsv [KEY...] [--list N] [--time]

Replays HoDoKu's paths and checks, at each of HoDoKu's states, the steps our searches for the
named techniques (HoDoKu's keys, e.g. NICE_LOOP) find there against HoDoKu's own step.";

/// HoDoKu 2.2's default order: each enabled step configuration and its index.
const ORDER: &[(&str, u32)] = &[
    ("FULL_HOUSE", 100),
    ("NAKED_SINGLE", 200),
    ("HIDDEN_SINGLE", 300),
    ("LOCKED_PAIR", 1000),
    ("LOCKED_TRIPLE", 1100),
    ("LOCKED_CANDIDATES_1", 1200),
    ("LOCKED_CANDIDATES_2", 1210),
    ("NAKED_PAIR", 1300),
    ("NAKED_TRIPLE", 1400),
    ("HIDDEN_PAIR", 1500),
    ("HIDDEN_TRIPLE", 1600),
    ("NAKED_QUADRUPLE", 2000),
    ("HIDDEN_QUADRUPLE", 2100),
    ("X_WING", 2200),
    ("SWORDFISH", 2300),
    ("JELLYFISH", 2400),
    ("REMOTE_PAIR", 2800),
    ("BUG_PLUS_1", 2900),
    ("SKYSCRAPER", 3000),
    ("TWO_STRING_KITE", 3100),
    ("TURBOT_FISH", 3120),
    ("EMPTY_RECTANGLE", 3170),
    ("W_WING", 3200),
    ("XY_WING", 3300),
    ("XYZ_WING", 3400),
    ("UNIQUENESS_1", 3500),
    ("UNIQUENESS_2", 3600),
    ("UNIQUENESS_3", 3700),
    ("UNIQUENESS_4", 3800),
    ("UNIQUENESS_5", 3900),
    ("UNIQUENESS_6", 4000),
    ("HIDDEN_RECTANGLE", 4010),
    ("AVOIDABLE_RECTANGLE_1", 4020),
    ("AVOIDABLE_RECTANGLE_2", 4030),
    ("FINNED_X_WING", 4100),
    ("SASHIMI_X_WING", 4200),
    ("FINNED_SWORDFISH", 4300),
    ("SASHIMI_SWORDFISH", 4400),
    ("FINNED_JELLYFISH", 4500),
    ("SASHIMI_JELLYFISH", 4600),
    ("SUE_DE_COQ", 5300),
    ("SIMPLE_COLORS", 5330),
    ("MULTI_COLORS", 5360),
    ("X_CHAIN", 5400),
    ("XY_CHAIN", 5500),
    ("NICE_LOOP", 5600),
    ("GROUPED_NICE_LOOP", 5650),
    ("ALS_XZ", 5700),
    ("ALS_XY_WING", 5800),
    ("ALS_XY_CHAIN", 5900),
    ("FRANKEN_X_WING", 6100),
    ("FRANKEN_SWORDFISH", 6200),
    ("FINNED_FRANKEN_X_WING", 6700),
    ("FINNED_FRANKEN_SWORDFISH", 6800),
    ("FORCING_CHAIN", 8500),
    ("FORCING_NET", 8600),
    ("BRUTE_FORCE", 8900),
];

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

fn index_of(key: &str) -> Option<u32> {
    ORDER.iter().find(|(k, _)| *k == key).map(|&(_, i)| i)
}

/// HoDoKu's key for a step of ours (as `hodoku_path` writes it).
fn key(step: &Step) -> &'static str {
    match step.technique() {
        Technique::FullHouse => "FULL_HOUSE",
        Technique::NakedSingle => "NAKED_SINGLE",
        Technique::HiddenSingle => "HIDDEN_SINGLE",
        Technique::LockedPair => "LOCKED_PAIR",
        Technique::LockedTriple => "LOCKED_TRIPLE",
        Technique::Pointing => "LOCKED_CANDIDATES_1",
        Technique::Claiming => "LOCKED_CANDIDATES_2",
        Technique::NakedPair => "NAKED_PAIR",
        Technique::NakedTriple => "NAKED_TRIPLE",
        Technique::NakedQuad => "NAKED_QUADRUPLE",
        Technique::HiddenPair => "HIDDEN_PAIR",
        Technique::HiddenTriple => "HIDDEN_TRIPLE",
        Technique::HiddenQuad => "HIDDEN_QUADRUPLE",
        Technique::XWing => "X_WING",
        Technique::Swordfish => "SWORDFISH",
        Technique::Jellyfish => "JELLYFISH",
        Technique::RemotePair => "REMOTE_PAIR",
        Technique::Bug => "BUG_PLUS_1",
        Technique::Skyscraper => "SKYSCRAPER",
        Technique::TwoStringKite => "TWO_STRING_KITE",
        Technique::TurbotFish => "TURBOT_FISH",
        Technique::EmptyRectangle => "EMPTY_RECTANGLE",
        Technique::WWing => "W_WING",
        Technique::XYWing => "XY_WING",
        Technique::XYZWing => "XYZ_WING",
        Technique::UniqueRectangle => match step.kind() {
            Some(StepKind::Type(1)) => "UNIQUENESS_1",
            Some(StepKind::Type(2)) => "UNIQUENESS_2",
            Some(StepKind::Type(3)) => "UNIQUENESS_3",
            Some(StepKind::Type(4)) => "UNIQUENESS_4",
            Some(StepKind::Type(5)) => "UNIQUENESS_5",
            Some(StepKind::Type(6)) => "UNIQUENESS_6",
            Some(StepKind::HiddenRectangle) => "HIDDEN_RECTANGLE",
            _ => "UNIQUENESS_?",
        },
        Technique::FinnedXWing => "FINNED_X_WING",
        Technique::SashimiXWing => "SASHIMI_X_WING",
        Technique::FinnedSwordfish => "FINNED_SWORDFISH",
        Technique::SashimiSwordfish => "SASHIMI_SWORDFISH",
        Technique::FinnedJellyfish => "FINNED_JELLYFISH",
        Technique::SashimiJellyfish => "SASHIMI_JELLYFISH",
        Technique::SueDeCoq => "SUE_DE_COQ",
        Technique::SimpleColors => "SIMPLE_COLORS",
        Technique::MultiColors => "MULTI_COLORS",
        Technique::XChain => "X_CHAIN",
        Technique::XYChain => "XY_CHAIN",
        Technique::NiceLoop => "NICE_LOOP",
        Technique::GroupedNiceLoop => "GROUPED_NICE_LOOP",
        Technique::HodokuForcingChain => "FORCING_CHAIN",
        Technique::ForcingNet => "FORCING_NET",
        Technique::BruteForce => "BRUTE_FORCE",
        _ => "NOT_HODOKU",
    }
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
