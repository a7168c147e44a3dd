//! The f-puzzles formats through the public API: a table of f-puzzles JSON snippets, one or more
//! per key, and the rules each must give; the regions and givens of the grid; links made by
//! Node's lz-string in every form a user pastes; every error message; and the round trip
//! (`load(to_fpuzzles_json(p)) == p`) over random puzzles with every rule.
#![cfg(feature = "fpuzzles")]

use proptest::prelude::*;
use rand_core::{Rng, SeedableRng};
use shudu::SplitMix64;
use shudu::variant::{
    Arrow, Between, Board, Cell, Diagonal, Difference, Direction, ExtraRegion, Killer,
    LittleKiller, LoadError, Negative, Palindrome, Puzzle, Quadruple, Ratio, Renban, Rule,
    Sandwich, Side, Thermometer, Whispers, Xv, fpuzzles_json, load, to_fpuzzles_json,
    to_fpuzzles_link, to_sudokupad_link,
};

fn c(name: &str) -> Cell {
    name.parse().unwrap()
}

fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(c).collect()
}

/// Loads `{"size": n, <keys>}` and returns its rules.
fn rules(n: usize, keys: &str) -> Vec<Rule> {
    let json = format!(
        r#"{{"size": {n}{}{keys}}}"#,
        if keys.is_empty() { "" } else { ", " }
    );
    match load(&json) {
        Ok(p) => p.rules().to_vec(),
        Err(e) => panic!("{json}: {e}"),
    }
}

fn error(text: &str) -> String {
    match load(text) {
        Ok(p) => panic!("{text} loaded: {p:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn each_key_gives_its_rule() {
    let table: Vec<(usize, &str, Vec<Rule>)> = vec![
        (
            9,
            r#""diagonal+": true"#,
            vec![Rule::Diagonal(Diagonal::Rising)],
        ),
        (
            9,
            r#""diagonal-": true"#,
            vec![Rule::Diagonal(Diagonal::Falling)],
        ),
        (9, r#""antiknight": true"#, vec![Rule::AntiKnight]),
        (6, r#""antiking": true"#, vec![Rule::AntiKing]),
        (9, r#""disjointgroups": true"#, vec![Rule::DisjointGroups]),
        (4, r#""nonconsecutive": true"#, vec![Rule::NonConsecutive]),
        (9, r#""antiknight": false, "diagonal+": null"#, vec![]),
        (
            9,
            r#""negative": ["ratio", "xv", "difference"], "ratio": [], "xv": []"#,
            vec![
                Rule::Negative(Negative::Ratio),
                Rule::Negative(Negative::Xv),
                Rule::Negative(Negative::Difference),
            ],
        ),
        (
            9,
            r#""killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"},
                {"cells": ["R5C5", "R6C5", "R6C6"]}, {"cells": ["R9C9"], "value": 7}]"#,
            vec![
                Rule::Killer(Killer {
                    cells: cells("r1c1 r1c2"),
                    sum: Some(3),
                }),
                Rule::Killer(Killer {
                    cells: cells("r5c5 r6c5 r6c6"),
                    sum: None,
                }),
                Rule::Killer(Killer {
                    cells: cells("r9c9"),
                    sum: Some(7),
                }),
            ],
        ),
        (
            9,
            r#""killercage": [{"cells": ["R1C1", "R1C2"], "value": ""}]"#,
            vec![Rule::Killer(Killer {
                cells: cells("r1c1 r1c2"),
                sum: None,
            })],
        ),
        (
            9,
            r#""littlekillersum": [
                {"cell": "R0C3", "direction": "DL", "cells": ["R1C2", "R2C1"], "value": "9"},
                {"cell": "R10C5", "direction": "UR", "value": "30"},
                {"cell": "R4C10", "direction": "UL", "value": 12},
                {"cell": "R0C0", "direction": "DR", "value": "45"},
                {"cell": "R3C0", "direction": "DR", "value": ""}]"#,
            vec![
                Rule::LittleKiller(LittleKiller {
                    start: c("r1c2"),
                    direction: Direction::DownLeft,
                    sum: 9,
                }),
                Rule::LittleKiller(LittleKiller {
                    start: c("r9c6"),
                    direction: Direction::UpRight,
                    sum: 30,
                }),
                Rule::LittleKiller(LittleKiller {
                    start: c("r3c9"),
                    direction: Direction::UpLeft,
                    sum: 12,
                }),
                Rule::LittleKiller(LittleKiller {
                    start: c("r1c1"),
                    direction: Direction::DownRight,
                    sum: 45,
                }),
            ],
        ),
        (
            6,
            r#""sandwichsum": [{"cell": "R0C2", "value": "5"}, {"cell": "R7C6", "value": "0"},
                {"cell": "R3C0", "value": 9}, {"cell": "R1C7", "value": "14"}, {"cell": "R2C0"}]"#,
            vec![
                Rule::Sandwich(Sandwich {
                    side: Side::Top,
                    index: 1,
                    sum: 5,
                }),
                Rule::Sandwich(Sandwich {
                    side: Side::Bottom,
                    index: 5,
                    sum: 0,
                }),
                Rule::Sandwich(Sandwich {
                    side: Side::Left,
                    index: 2,
                    sum: 9,
                }),
                Rule::Sandwich(Sandwich {
                    side: Side::Right,
                    index: 0,
                    sum: 14,
                }),
            ],
        ),
        (
            9,
            r#""arrow": [{"cells": ["R1C1"], "lines": [["R1C1", "R2C2", "R3C3"]]},
                {"cells": ["R5C5", "R5C6"], "lines": [["R5C6", "R6C7", "R7C7"], ["R5C5", "R4C4"]]}]"#,
            vec![
                Rule::Arrow(Arrow {
                    circle: cells("r1c1"),
                    lines: vec![cells("r1c1 r2c2 r3c3")],
                }),
                Rule::Arrow(Arrow {
                    circle: cells("r5c5 r5c6"),
                    lines: vec![cells("r5c6 r6c7 r7c7"), cells("r5c5 r4c4")],
                }),
            ],
        ),
        (
            9,
            r#""thermometer": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]}]"#,
            vec![Rule::Thermometer(Thermometer {
                lines: vec![cells("r1c1 r1c2 r1c3"), cells("r1c1 r2c1")],
            })],
        ),
        (
            9,
            r#""whispers": [{"lines": [["R1C1", "R1C2"]], "value": "4"}, {"lines": [["R9C1", "R9C2"]]}]"#,
            vec![
                Rule::Whispers(Whispers {
                    lines: vec![cells("r1c1 r1c2")],
                    difference: 4,
                }),
                Rule::Whispers(Whispers {
                    lines: vec![cells("r9c1 r9c2")],
                    difference: 5,
                }),
            ],
        ),
        (
            6,
            r#""whispers": [{"lines": [["R1C1", "R1C2", "R1C3"]]}]"#,
            vec![Rule::Whispers(Whispers {
                lines: vec![cells("r1c1 r1c2 r1c3")],
                difference: 3,
            })],
        ),
        (
            9,
            r#""renban": [{"lines": [["R1C1", "R2C2", "R3C3"]]}, {"lines": [["R9C9", "R8C9"]]}]"#,
            vec![
                Rule::Renban(Renban {
                    lines: vec![cells("r1c1 r2c2 r3c3")],
                }),
                Rule::Renban(Renban {
                    lines: vec![cells("r9c9 r8c9")],
                }),
            ],
        ),
        (
            9,
            r#""palindrome": [{"lines": [["R1C1", "R1C2", "R1C3", "R1C4"]]}]"#,
            vec![Rule::Palindrome(Palindrome {
                lines: vec![cells("r1c1 r1c2 r1c3 r1c4")],
            })],
        ),
        (
            9,
            r#""betweenline": [{"lines": [["R1C1", "R2C2", "R3C3"]]}]"#,
            vec![Rule::Between(Between {
                lines: vec![cells("r1c1 r2c2 r3c3")],
            })],
        ),
        (
            9,
            r#""difference": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R2C1", "R2C2"], "value": "3"}]"#,
            vec![
                Rule::Difference(Difference {
                    cells: [c("r1c1"), c("r1c2")],
                    difference: 1,
                }),
                Rule::Difference(Difference {
                    cells: [c("r2c1"), c("r2c2")],
                    difference: 3,
                }),
            ],
        ),
        (
            9,
            r#""ratio": [{"cells": ["R1C1", "R2C1"]}, {"cells": ["R3C1", "R4C1"], "value": 3}]"#,
            vec![
                Rule::Ratio(Ratio {
                    cells: [c("r1c1"), c("r2c1")],
                    ratio: 2,
                }),
                Rule::Ratio(Ratio {
                    cells: [c("r3c1"), c("r4c1")],
                    ratio: 3,
                }),
            ],
        ),
        (
            9,
            r#""xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}, {"cells": ["R2C1", "R2C2"], "value": "V"}]"#,
            vec![
                Rule::Xv(Xv::x([c("r1c1"), c("r1c2")])),
                Rule::Xv(Xv::v([c("r2c1"), c("r2c2")])),
            ],
        ),
        (
            9,
            r#""odd": [{"cell": "R1C1"}], "even": [{"cell": "R2C2"}],
               "minimum": [{"cell": "R3C3"}], "maximum": [{"cell": "R4C4"}]"#,
            vec![
                Rule::Odd(c("r1c1")),
                Rule::Even(c("r2c2")),
                Rule::Minimum(c("r3c3")),
                Rule::Maximum(c("r4c4")),
            ],
        ),
        (
            9,
            r#""quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 2, 2]},
                {"cells": ["R5C5", "R5C6", "R6C5", "R6C6"], "values": ["9"]}]"#,
            vec![
                Rule::Quadruple(Quadruple {
                    cells: [c("r1c1"), c("r1c2"), c("r2c1"), c("r2c2")],
                    digits: vec![1, 2, 2],
                }),
                Rule::Quadruple(Quadruple {
                    cells: [c("r5c5"), c("r5c6"), c("r6c5"), c("r6c6")],
                    digits: vec![9],
                }),
            ],
        ),
        (
            9,
            r#""extraregion": [{"cells": ["R2C2", "R2C3", "R3C2", "R3C3"]}]"#,
            vec![Rule::ExtraRegion(ExtraRegion {
                cells: cells("r2c2 r2c3 r3c2 r3c3"),
            })],
        ),
        // Drawings only, and drawings the constraints plugin copies from a typed constraint.
        (
            9,
            r##""text": [{"cells": ["R1C1"], "value": "hi"}], "rectangle": [{"cells": ["R1C1"]}],
               "highlightConflicts": false, "disabledlogic": ["Tuples"], "truecandidatesoptions": ["colored"],
               "activeConstraints": ["Renban", "Killer Cage"],
               "renban": [{"lines": [["R1C1", "R1C2"]]}],
               "line": [{"lines": [["R1C1", "R1C2"]], "outlineC": "#F067F0", "fromConstraint": "Renban"}],
               "cage": [{"cells": [], "value": "title: Hidden"},
                        {"cells": ["R9C9"], "value": "msgcorrect: Well done", "outlineC": "#00000000", "fontC": "#0000"}]"##,
            vec![Rule::Renban(Renban {
                lines: vec![cells("r1c1 r1c2")],
            })],
        ),
    ];
    for (n, keys, expected) in table {
        assert_eq!(rules(n, keys), expected, "{keys}");
    }
}

#[test]
fn rules_come_in_the_keys_order_whatever_the_json_order() {
    let loaded = rules(
        9,
        r#""xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}], "antiknight": true,
           "killercage": [{"cells": ["R5C5"]}], "diagonal-": true"#,
    );
    assert_eq!(
        loaded,
        vec![
            Rule::Diagonal(Diagonal::Falling),
            Rule::AntiKnight,
            Rule::Killer(Killer {
                cells: cells("r5c5"),
                sum: None
            }),
            Rule::Xv(Xv::x([c("r1c1"), c("r1c2")])),
        ]
    );
}

/// A 4x4 grid's JSON rows, each cell's object given by `cell(row, col)`.
fn grid4(cell: impl Fn(usize, usize) -> String) -> String {
    let rows: Vec<String> = (0..4)
        .map(|r| {
            format!(
                "[{}]",
                (0..4).map(|col| cell(r, col)).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    format!("[{}]", rows.join(","))
}

#[test]
fn the_grid_gives_givens_and_regions() {
    // Givens, and values that are a player's, not the setter's.
    let grid = grid4(|r, col| match (r, col) {
        (0, 0) => r#"{"value": 1, "given": true}"#.into(),
        (1, 1) => {
            r##"{"value": "2", "given": true, "centerPencilMarks": [2, 3], "c": "#A8A8A8"}"##.into()
        }
        (2, 2) => r#"{"value": 3}"#.into(),
        _ => "{}".into(),
    });
    let p = load(&format!(r#"{{"size": 4, "grid": {grid}}}"#)).unwrap();
    assert_eq!(
        p.givens(),
        &[1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(p.board(), &Board::new(4).unwrap());

    // Jigsaw regions; numbers name regions, whatever they are.
    let jigsaw = [7, 7, 7, 1, 2, 7, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3];
    let grid = grid4(|r, col| format!(r#"{{"region": {}}}"#, jigsaw[r * 4 + col]));
    let p = load(&format!(r#"{{"size": 4, "grid": {grid}}}"#)).unwrap();
    let expected = [0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3].map(Some);
    assert_eq!(p.board(), &Board::irregular(4, &expected).unwrap());

    // No region: null or -1; absent is the default box.
    let grid = grid4(|r, _| {
        if r < 2 {
            r#"{"region": null}"#.into()
        } else {
            r#"{"region": -1}"#.into()
        }
    });
    let p = load(&format!(r#"{{"size": 4, "grid": {grid}}}"#)).unwrap();
    assert_eq!(p.board(), &Board::without_regions(4).unwrap());
    let grid = grid4(|r, col| {
        if (r, col) == (0, 0) {
            r#"{"region": null}"#.into()
        } else {
            "{}".into()
        }
    });
    let p = load(&format!(r#"{{"size": 4, "grid": {grid}}}"#)).unwrap();
    assert_eq!(p.board().region_of(Cell::new(0, 0)), None);
    assert_eq!(p.board().region_of(Cell::new(0, 1)), Some(0));
    assert_eq!(p.board().region_count(), 4);

    // Regions that are exactly boxes of another shape: a board with those boxes.
    let p = load(&format!(
        r#"{{"size": 4, "grid": {}}}"#,
        grid4(|_, col| format!(r#"{{"region": {}}}"#, col))
    ))
    .unwrap();
    assert_eq!(p.board(), &Board::with_boxes(4, 4, 1).unwrap());

    // Sizes without standard boxes: f-puzzles' default is rows as regions.
    let p = load(r#"{"size": 5}"#).unwrap();
    assert_eq!(p.board(), &Board::with_boxes(5, 1, 5).unwrap());

    // Old f-puzzles kept odd, even, minimum and maximum in the grid's cells.
    let grid = grid4(|r, col| match (r, col) {
        (0, 0) => r#"{"parity": "Odd"}"#.into(),
        (3, 3) => r#"{"extreme": "maximum"}"#.into(),
        _ => "{}".into(),
    });
    let p = load(&format!(r#"{{"size": 4, "grid": {grid}}}"#)).unwrap();
    assert_eq!(
        p.rules(),
        &[Rule::Odd(Cell::new(0, 0)), Rule::Maximum(Cell::new(3, 3))]
    );
}

#[test]
fn title_author_rules_and_solution_are_kept() {
    let p = load(
        r#"{"size": 4, "title": "Tiny \"one\"", "author": "Me", "ruleset": "Normal rules.\nAnd more.",
           "solution": [1,2,3,4, 3,4,1,2, 2,1,4,3, 4,3,2,1]}"#,
    )
    .unwrap();
    assert_eq!(p.title.as_deref(), Some("Tiny \"one\""));
    assert_eq!(p.author.as_deref(), Some("Me"));
    assert_eq!(p.rules_text.as_deref(), Some("Normal rules.\nAnd more."));
    assert_eq!(
        p.solution.as_deref(),
        Some(&[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1][..])
    );
    // SudokuPad's string form, and an all-blank solution (none).
    let p = load(r#"{"size": 4, "solution": "1234341221434321"}"#).unwrap();
    assert_eq!(p.solution.as_ref().map(Vec::len), Some(16));
    let p = load(r#"{"size": 4, "solution": "................"}"#).unwrap();
    assert_eq!(p.solution, None);
}

/// The links Node's lz-string made for `tests/data/fpuzzles/links.json`: each JSON text, and
/// its payload in both of lz-string's alphabets.
#[test]
fn links_made_by_lz_string_load() {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("data/fpuzzles/links.json")).unwrap();
    let cases = data["cases"].as_array().unwrap();
    assert!(cases.len() >= 5);
    for case in cases {
        let json = case["json"].as_str().unwrap();
        let base64 = case["base64"].as_str().unwrap();
        let uri = case["uri"].as_str().unwrap();
        let expected = load(json).unwrap();
        let encoded = base64
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        for text in [
            format!("https://f-puzzles.com/?load={base64}"),
            format!("https://www.f-puzzles.com/?load={encoded}"),
            format!("https://sudokupad.app/fpuzzles{base64}"),
            format!("https://sudokupad.app/sudoku/fpuzzles{encoded}"),
            format!("https://sudokupad.app/?puzzleid=fpuzzles{encoded}"),
            format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{base64}"),
            format!("https://sudokupad.app/fpuz{uri}"),
            format!("fpuzzles{base64}"),
            format!("  {base64}\n"),
            uri.to_string(),
        ] {
            assert_eq!(load(&text).as_ref(), Ok(&expected), "{text}");
            assert_eq!(fpuzzles_json(&text).as_deref(), Ok(json), "{text}");
        }
        // Written back: JSON that loads to the same puzzle, in a link that loads too.
        let again = to_fpuzzles_json(&expected);
        assert_eq!(load(&again).as_ref(), Ok(&expected));
        assert_eq!(load(&to_fpuzzles_link(&expected)).as_ref(), Ok(&expected));
        assert_eq!(load(&to_sudokupad_link(&expected)).as_ref(), Ok(&expected));
    }
}

#[test]
fn our_json_encodes_as_lz_string_does() {
    // Node's lz-string compressed the JSON our writer made for each case.
    let data: serde_json::Value =
        serde_json::from_str(include_str!("data/fpuzzles/links.json")).unwrap();
    for case in data["cases"].as_array().unwrap() {
        let puzzle = load(case["json"].as_str().unwrap()).unwrap();
        assert_eq!(to_fpuzzles_json(&puzzle), case["ours"].as_str().unwrap());
        assert_eq!(
            to_fpuzzles_link(&puzzle),
            format!(
                "https://f-puzzles.com/?load={}",
                case["ours_base64"].as_str().unwrap()
            )
        );
    }
}

#[test]
fn every_error_says_what_and_where() {
    let grid8 = format!("[{}]", ["[{},{},{},{},{},{},{},{},{}]"; 8].join(","));
    let table: Vec<(String, &str)> = vec![
        ("  ".into(), "the text is empty: give f-puzzles JSON, an f-puzzles or SudokuPad link, or its payload"),
        (r#"{"size": 9,"#.into(), "not JSON at line 1, column 11: EOF while parsing a value"),
        (r#"{"size": 9, "title": x}"#.into(), "not JSON at line 1, column 22: expected value"),
        ("[1, 2]".into(), "the payload is not lz-string base64: '[' at character 1 is not a base64 character (A-Z, a-z, 0-9, +, / or -)"),
        ("N4IgzglgXg".into(), "the payload is not lz-string base64: it ends before its end mark (is it cut short?)"),
        ("https://f-puzzles.com/?load=N4Ig.x".into(), "the payload is not lz-string base64: '.' at character 5 is not a base64 character (A-Z, a-z, 0-9, +, / or -)"),
        ("https://example.com/?load=N4Ig".into(), "a link to example.com: give f-puzzles JSON, an f-puzzles link (f-puzzles.com/?load=...) or a SudokuPad link that carries one (sudokupad.app/fpuzzles...)"),
        ("https://f-puzzles.com/".into(), "the link has no puzzle in it: an f-puzzles link carries its puzzle after '?load='"),
        ("https://sudokupad.app/".into(), "the link has no puzzle in it: a SudokuPad link carries its puzzle after 'sudokupad.app/' or in '?puzzleid='"),
        ("https://f-puzzles.com/?id=y2bv9w4h".into(), "'y2bv9w4h' is a short link, whose puzzle TinyURL keeps and shudu does not fetch: open the link and copy the puzzle's full f-puzzles link or JSON"),
        ("https://sudokupad.app/psxczr0jpr".into(), "'psxczr0jpr' is a short link, whose puzzle SudokuPad keeps and shudu does not fetch: open the link and copy the puzzle's full f-puzzles link or JSON"),
        ("https://sudokupad.app/sclN4IgzglgXg".into(), "'scl...' is SudokuPad's own format, which shudu does not read: use the puzzle's f-puzzles link or JSON instead (f-puzzles.com makes both)"),
        ("ctcN4IgzglgXg".into(), "'ctc...' is SudokuPad's own format, which shudu does not read: use the puzzle's f-puzzles link or JSON instead (f-puzzles.com makes both)"),
        (r#"{"size": 3}"#.into(), "size 3 is outside 4 to 16"),
        (r#"{"size": 17}"#.into(), "size 17 is outside 4 to 16"),
        (r#"{"size": "9"}"#.into(), "size: should be a whole number, not a string"),
        (format!(r#"{{"size": 9, "grid": {grid8}}}"#), "grid has 8 rows, size says 9"),
        (r#"{"size": 4, "grid": [[{},{},{},{}],[{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into(), "grid row 2 has 3 cells, size says 4"),
        (r#"{"size": 4, "grid": [[{"value": 5, "given": true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into(), "grid: r1c1 is given 5, but a 4x4 board takes the digits 1 to 4"),
        (r#"{"size": 4, "grid": [[{"value": "x", "given": true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into(), "grid r1c1: value 'x' is not a whole number"),
        (r#"{"size": 4, "grid": [[{"region": 0},{"region": 0},{"region": 0},{"region": 0}],[{"region": 0},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into(), "grid: region 0 has 6 cells; on a 4x4 board a region holds at most 4"),
        (r#"{"size": 4, "grid": [[{"givenPencilMarks": [1, 2]},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into(), "unsupported constraint 'givenPencilMarks' (1 entry)"),
        (r#"{"size": 9, "clone": [{"cells": ["R1C1"], "cloneCells": ["R2C2"]}, {"cells": ["R3C1"], "cloneCells": ["R4C2"]}]}"#.into(), "unsupported constraint 'clone' (2 entries)"),
        (r#"{"size": 9, "fogofwar": ["R1C1"]}"#.into(), "unsupported constraint 'fogofwar' (1 entry)"),
        (r#"{"size": 9, "entropicline": [{"lines": [["R1C1", "R1C2"]]}]}"#.into(), "unsupported constraint 'entropicline' (1 entry)"),
        (r##"{"size": 9, "line": [{"lines": [["R1C1", "R1C2"]], "outlineC": "#FF0000"}]}"##.into(), "unsupported constraint 'line' (1 entry)"),
        (r#"{"size": 9, "cage": [{"cells": ["R1C1", "R1C2"], "value": "10"}]}"#.into(), "unsupported constraint 'cage' (1 entry)"),
        (r#"{"size": 9, "circle": [{"cells": ["R1C1"]}]}"#.into(), "unsupported constraint 'circle' (1 entry)"),
        // A copy whose constraint is missing is a plain line.
        (r#"{"size": 9, "line": [{"lines": [["R1C1", "R1C2"]], "fromConstraint": "Renban"}]}"#.into(), "unsupported constraint 'line' (1 entry)"),
        (r#"{"size": 9, "killercage": [{"cells": ["R1C1"]}, {"cells": ["R10C1"], "value": "5"}]}"#.into(), "killercage 2: cell r10c1 is outside the 9x9 board"),
        (r#"{"size": 9, "killercage": [{"cells": ["R0C1"]}]}"#.into(), "killercage 1: cell 'R0C1' is outside the 9x9 board"),
        (r#"{"size": 9, "killercage": [{"cells": ["A1"]}]}"#.into(), "killercage 1: 'A1' is not a cell: write R<row>C<column>, as \"R3C4\""),
        (r#"{"size": 9, "killercage": [{"cells": ["R1C1", "R1C1"]}]}"#.into(), "killercage 1: cell r1c1 appears twice"),
        (r#"{"size": 9, "killercage": [{"cells": ["R1C1"], "value": "?"}]}"#.into(), "killercage 1: value '?' is not a whole number"),
        (r#"{"size": 9, "killercage": [{"value": "5"}]}"#.into(), "killercage 1: 'cells' should be a list of cells, as [\"R1C1\", \"R1C2\"]"),
        (r#"{"size": 9, "killercage": {"cells": ["R1C1"]}}"#.into(), "killercage: should be a list, not an object"),
        (r#"{"size": 9, "killercage": [3]}"#.into(), "killercage 1: an entry should be an object"),
        (r#"{"size": 9, "thermometer": [{"lines": [["R1C1"]]}]}"#.into(), "thermometer 1: it needs at least 2 cells, found 1"),
        (r#"{"size": 9, "difference": [{"cells": ["R1C1", "R1C2", "R1C3"]}]}"#.into(), "difference 1: it needs 2 cells, found 3"),
        (r#"{"size": 9, "xv": [{"cells": ["R1C1", "R1C2"], "value": "Y"}]}"#.into(), "xv 1: value should be \"X\" or \"V\", not 'Y'"),
        (r#"{"size": 9, "quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R3C3"], "values": [1]}]}"#.into(), "quadruple 1: its four cells do not meet at one corner"),
        (r#"{"size": 9, "quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [10]}]}"#.into(), "quadruple 1: a digit in the circle is 10, outside 1 to 9"),
        (r#"{"size": 9, "littlekillersum": [{"cell": "R0C1", "direction": "DD", "value": "5"}]}"#.into(), "littlekillersum 1: 'direction' should be \"DR\", \"DL\", \"UR\" or \"UL\", not 'DD'"),
        (r#"{"size": 9, "littlekillersum": [{"cell": "R0C1", "direction": "UL", "value": "5"}]}"#.into(), "littlekillersum 1: the diagonal from 'R0C1' going UL misses the board"),
        (r#"{"size": 9, "littlekillersum": [{"cell": "R0C1", "direction": "DR", "cells": ["R1C1"], "value": "5"}]}"#.into(), "littlekillersum 1: its 'cells' are not the diagonal from 'R0C1' going DR"),
        (r#"{"size": 9, "sandwichsum": [{"cell": "R5C5", "value": "5"}]}"#.into(), "sandwichsum 1: its clue 'R5C5' is not outside the board beside a row or a column"),
        (r#"{"size": 9, "negative": ["ratio", "kropki"]}"#.into(), "negative: 'kropki' is not \"difference\", \"ratio\" or \"xv\", the constraints with a negative form"),
        (r#"{"size": 9, "antiknight": "yes"}"#.into(), "antiknight: should be true or false, not a string"),
        (r#"{"size": 6, "grid": [[{"region": 0},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{"region": null}]], "disjointgroups": true}"#.into(), "grid has 5 rows, size says 6"),
        (r#"{"size": 4, "grid": [[{"region": null},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]], "disjointgroups": true}"#.into(), "disjointgroups: it needs a board with boxes, and this one has none"),
        (r#"{"size": 4, "title": 5}"#.into(), "title: should be a string, not a number"),
        (r#"{"size": 4, "solution": [1, 2, 3]}"#.into(), "solution: it has 3 digits; a 4x4 board has 16 cells"),
        (r#"{"size": 4, "solution": "1234341221434325"}"#.into(), "solution: '5' in r4c4 is not a digit 1 to 4"),
    ];
    for (text, message) in table {
        assert_eq!(error(&text), message, "{text}");
    }
    assert_eq!(
        load(r#"{"size": 9, "clone": [{"cells": ["R1C1"]}]}"#),
        Err(LoadError::Unsupported {
            key: "clone".into(),
            entries: Some(1)
        })
    );
}

// The round trip, over random puzzles.

fn below(rng: &mut SplitMix64, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

fn chance(rng: &mut SplitMix64, percent: usize) -> bool {
    below(rng, 100) < percent
}

fn random_cell(rng: &mut SplitMix64, n: usize) -> Cell {
    Cell::new(below(rng, n) as u8, below(rng, n) as u8)
}

/// Up to `least` and a few more (below `more`) distinct cells, each beside the last (a line a
/// setter draws).
fn walk(rng: &mut SplitMix64, n: usize, least: usize, more: usize) -> Vec<Cell> {
    let len = least + below(rng, more);
    let mut line = vec![random_cell(rng, n)];
    while line.len() < len {
        let last = line[line.len() - 1];
        let (r, col) = (last.row() as i32, last.col() as i32);
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
        let next = (r + dr, col + dc);
        if next.0 < 0 || next.1 < 0 || next.0 >= n as i32 || next.1 >= n as i32 {
            break;
        }
        let next = Cell::new(next.0 as u8, next.1 as u8);
        if line.contains(&next) {
            break;
        }
        line.push(next);
    }
    line
}

fn digit(rng: &mut SplitMix64, n: usize) -> u8 {
    below(rng, n) as u8 + 1
}

fn random_text(rng: &mut SplitMix64) -> String {
    let pieces = [
        "Tiny",
        " ",
        "\"quoted\"",
        "\\",
        "\n",
        "数独",
        "é",
        "😀",
        "\t",
        "\u{1}",
        "line",
    ];
    (0..below(rng, 6))
        .map(|_| pieces[below(rng, pieces.len())])
        .collect()
}

fn random_board(rng: &mut SplitMix64, n: usize) -> Board {
    let shapes: Vec<(usize, usize)> = (1..=n)
        .filter(|&h| n.is_multiple_of(h))
        .map(|h| (h, n / h))
        .collect();
    match below(rng, 4) {
        0 => Board::without_regions(n).unwrap(),
        1 => {
            let (h, w) = shapes[below(rng, shapes.len())];
            Board::with_boxes(n, h, w).unwrap()
        }
        2 => {
            // n regions of n cells, cells dealt at random, some in none.
            let mut order: Vec<usize> = (0..n * n).collect();
            for i in (1..order.len()).rev() {
                order.swap(i, below(rng, i + 1));
            }
            let mut regions = vec![None; n * n];
            for (k, &cell) in order.iter().enumerate() {
                regions[cell] = (!chance(rng, 10)).then_some((k / n) as u8);
            }
            let board = Board::irregular(n, &regions).unwrap();
            // Regions that happen to be boxes read back as boxes: keep the jigsaw only.
            let boxes = shapes.iter().any(|&(h, w)| {
                let b = Board::with_boxes(n, h, w).unwrap();
                let renumbered =
                    Board::irregular(n, &b.cells().map(|c| b.region_of(c)).collect::<Vec<_>>())
                        .unwrap();
                renumbered == board
            });
            if boxes {
                Board::without_regions(n).unwrap()
            } else {
                board
            }
        }
        _ => {
            let shape = shudu::variant::standard_boxes(n as u8);
            match shape {
                Some((h, w)) => Board::with_boxes(n, h as usize, w as usize).unwrap(),
                None => Board::with_boxes(n, 1, n).unwrap(),
            }
        }
    }
}

/// A random puzzle whose rules come in the keys' order, each kept if the engine takes it.
fn random_puzzle(seed: u64) -> Puzzle {
    let mut rng = SplitMix64::seed_from_u64(seed);
    let rng = &mut rng;
    let n = [4, 4, 5, 6, 6, 8, 9, 9, 10, 12, 16][below(rng, 11)];
    let mut p = Puzzle::new(random_board(rng, n));
    for _ in 0..below(rng, n) {
        let _ = p.set_given(random_cell(rng, n), digit(rng, n));
    }
    let some = |rng: &mut SplitMix64| {
        if chance(rng, 40) {
            1 + below(rng, 3)
        } else {
            0
        }
    };
    let add = |p: &mut Puzzle, rule: Rule| {
        let _ = p.add_rule(rule);
    };
    for rule in [
        Rule::Diagonal(Diagonal::Rising),
        Rule::Diagonal(Diagonal::Falling),
        Rule::AntiKnight,
        Rule::AntiKing,
        Rule::DisjointGroups,
        Rule::NonConsecutive,
    ] {
        if chance(rng, 20) {
            add(&mut p, rule);
        }
    }
    let pair = |rng: &mut SplitMix64| {
        let a = random_cell(rng, n);
        let b = if a.col() as usize + 1 < n {
            Cell::new(a.row(), a.col() + 1)
        } else {
            Cell::new(a.row(), a.col() - 1)
        };
        [a, b]
    };
    let lines = |rng: &mut SplitMix64, least: usize| -> Vec<Vec<Cell>> {
        (0..1 + below(rng, 2))
            .map(|_| walk(rng, n, least, n))
            .collect()
    };
    let directions = [
        Direction::DownRight,
        Direction::DownLeft,
        Direction::UpRight,
        Direction::UpLeft,
    ];
    let sides = [Side::Top, Side::Bottom, Side::Left, Side::Right];
    for key in 0..24 {
        for _ in 0..some(rng) {
            let rule = match key {
                0 => Rule::ExtraRegion(ExtraRegion {
                    cells: walk(rng, n, 1, n),
                }),
                1 => Rule::Odd(random_cell(rng, n)),
                2 => Rule::Even(random_cell(rng, n)),
                3 => Rule::Thermometer(Thermometer {
                    lines: lines(rng, 2),
                }),
                4 => Rule::Palindrome(Palindrome {
                    lines: lines(rng, 2),
                }),
                5 => Rule::Killer(Killer {
                    cells: walk(rng, n, 1, 4),
                    sum: (!chance(rng, 20)).then(|| 1 + below(rng, 40) as u32),
                }),
                6 => Rule::LittleKiller(LittleKiller {
                    start: random_cell(rng, n),
                    direction: directions[below(rng, 4)],
                    sum: below(rng, 60) as u32,
                }),
                7 => Rule::Sandwich(Sandwich {
                    side: sides[below(rng, 4)],
                    index: below(rng, n) as u8,
                    sum: below(rng, 40) as u32,
                }),
                8 => Rule::Difference(Difference {
                    cells: pair(rng),
                    difference: [1, 1, 2, 3, 0][below(rng, 5)],
                }),
                9 => Rule::Ratio(Ratio {
                    cells: pair(rng),
                    ratio: [2, 2, 3, 4][below(rng, 4)],
                }),
                10 => {
                    let circle = walk(rng, n, 1, 2);
                    let mut arrow_lines = lines(rng, 2);
                    for line in &mut arrow_lines {
                        line.insert(0, circle[0]);
                        line.dedup();
                    }
                    Rule::Arrow(Arrow {
                        circle,
                        lines: arrow_lines,
                    })
                }
                11 => Rule::Between(Between {
                    lines: lines(rng, 3),
                }),
                12 => Rule::Minimum(random_cell(rng, n)),
                13 => Rule::Maximum(random_cell(rng, n)),
                14 => Rule::Xv(Xv {
                    cells: pair(rng),
                    sum: [10, 5, 10, 5, 7][below(rng, 5)],
                }),
                15 => {
                    let (r, col) = (below(rng, n - 1) as u8, below(rng, n - 1) as u8);
                    let mut cells = [
                        Cell::new(r, col),
                        Cell::new(r, col + 1),
                        Cell::new(r + 1, col),
                        Cell::new(r + 1, col + 1),
                    ];
                    cells.rotate_left(below(rng, 4));
                    Rule::Quadruple(Quadruple {
                        cells,
                        digits: (0..1 + below(rng, 4)).map(|_| digit(rng, n)).collect(),
                    })
                }
                16 => Rule::Renban(Renban {
                    lines: lines(rng, 1),
                }),
                17 => Rule::Whispers(Whispers {
                    lines: lines(rng, 2),
                    difference: [n.div_ceil(2) as u8, n.div_ceil(2) as u8 - 1, 2][below(rng, 3)],
                }),
                _ => continue,
            };
            add(&mut p, rule);
        }
    }
    let mut negatives = [Negative::Difference, Negative::Ratio, Negative::Xv];
    negatives.rotate_left(below(rng, 3));
    for kind in negatives {
        if chance(rng, 15) {
            add(&mut p, Rule::Negative(kind));
        }
    }
    if chance(rng, 50) {
        p.title = Some(random_text(rng));
    }
    if chance(rng, 30) {
        p.author = Some(random_text(rng));
    }
    if chance(rng, 30) {
        p.rules_text = Some(random_text(rng));
    }
    if chance(rng, 30) {
        p.solution = Some((0..n * n).map(|_| digit(rng, n)).collect());
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Written as f-puzzles JSON, as an f-puzzles link or as a SudokuPad link, a puzzle loads
    /// back equal to itself.
    #[test]
    fn a_puzzle_written_loads_back_the_same(seed in any::<u64>()) {
        let p = random_puzzle(seed);
        let json = to_fpuzzles_json(&p);
        let (from_json, from_link) = (load(&json), load(&to_fpuzzles_link(&p)));
        let from_sudokupad = load(&to_sudokupad_link(&p));
        prop_assert_eq!(from_json.as_ref(), Ok(&p), "{}", json);
        prop_assert_eq!(from_link.as_ref(), Ok(&p));
        prop_assert_eq!(from_sudokupad.as_ref(), Ok(&p));
        prop_assert_eq!(fpuzzles_json(&to_sudokupad_link(&p)), Ok(json));
    }

    /// In any order, the same rules come back, in the keys' order: the order `load` gives is
    /// the one that writing keeps.
    #[test]
    fn rules_in_any_order_come_back_as_a_set(seed in any::<u64>()) {
        let p = random_puzzle(seed);
        let mut shuffled = Puzzle::new(p.board().clone());
        let mut rules = p.rules().to_vec();
        let mut rng = SplitMix64::seed_from_u64(seed ^ 0x5eed);
        for i in (1..rules.len()).rev() {
            rules.swap(i, below(&mut rng, i + 1));
        }
        for rule in rules {
            shuffled.add_rule(rule).unwrap();
        }
        let back = load(&to_fpuzzles_json(&shuffled)).unwrap();
        let sorted = |rules: &[Rule]| {
            let mut shown: Vec<String> = rules.iter().map(|r| format!("{r:?}")).collect();
            shown.sort();
            shown
        };
        prop_assert_eq!(sorted(back.rules()), sorted(p.rules()));
        let again = load(&to_fpuzzles_json(&back));
        prop_assert_eq!(again.as_ref(), Ok(&back));
    }
}

#[test]
fn a_global_rule_twice_is_written_once() {
    let mut p = Puzzle::new(Board::new(9).unwrap());
    p.add_rule(Rule::AntiKnight).unwrap();
    p.add_rule(Rule::AntiKnight).unwrap();
    p.add_rule(Rule::Negative(Negative::Xv)).unwrap();
    p.add_rule(Rule::Negative(Negative::Xv)).unwrap();
    let back = load(&to_fpuzzles_json(&p)).unwrap();
    assert_eq!(
        back.rules(),
        &[Rule::AntiKnight, Rule::Negative(Negative::Xv)]
    );
}
