//! A [`Puzzle`] to f-puzzles JSON, as f-puzzles writes it: the keys in f-puzzles' order, a
//! cell's `region` only where it differs from the default box, typed values as strings.
//!
//! Renban and whispers lines are written twice, as the constraints plugin for f-puzzles does:
//! once under their own keys (`renban`, `whispers`), which the plugin and shudu read, and once
//! as plain lines marked `fromConstraint`, so that f-puzzles without the plugin and SudokuPad
//! draw them. The reader skips such copies.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::lz;
use super::read::{KEYS, default_region, dir_name};
use crate::variant::{Cell, Diagonal, Negative, Puzzle, Rule, Side};

/// Writes `s` as a JSON string.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `"R3C4"`, as f-puzzles names cells (rows and columns from 1).
fn cell(out: &mut String, row: i32, col: i32) {
    let _ = write!(out, "\"R{}C{}\"", row + 1, col + 1);
}

fn cells(out: &mut String, list: &[Cell]) {
    out.push('[');
    for (i, c) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        cell(out, i32::from(c.row()), i32::from(c.col()));
    }
    out.push(']');
}

fn lines(out: &mut String, list: &[Vec<Cell>]) {
    out.push('[');
    for (i, line) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        cells(out, line);
    }
    out.push(']');
}

/// The f-puzzles key a rule is written under and read from: `"killercage"` for a
/// [`Rule::Killer`], `"diagonal+"` for the rising diagonal, `"negative"` for a negative
/// constraint. One rule is one entry of its key's list (or its key's flag, for the global
/// rules), so a face that draws each rule as one element can name it by its key.
///
/// # Examples
///
/// ```
/// use shudu::variant::{fpuzzles_key, load, Diagonal, Rule};
///
/// assert_eq!(fpuzzles_key(&Rule::Diagonal(Diagonal::Rising)), "diagonal+");
/// assert_eq!(fpuzzles_key(&Rule::AntiKnight), "antiknight");
///
/// let puzzle = load(r#"{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}],
///     "odd": [{"cell": "R4C4"}]}"#).unwrap();
/// let keys: Vec<&str> = puzzle.rules().iter().map(fpuzzles_key).collect();
/// assert_eq!(keys, ["odd", "killercage"]);
/// ```
#[must_use]
pub fn fpuzzles_key(rule: &Rule) -> &'static str {
    match rule {
        Rule::Diagonal(Diagonal::Rising) => "diagonal+",
        Rule::Diagonal(Diagonal::Falling) => "diagonal-",
        Rule::AntiKnight => "antiknight",
        Rule::AntiKing => "antiking",
        Rule::DisjointGroups => "disjointgroups",
        Rule::NonConsecutive => "nonconsecutive",
        Rule::ExtraRegion(_) => "extraregion",
        Rule::Odd(_) => "odd",
        Rule::Even(_) => "even",
        Rule::Thermometer(_) => "thermometer",
        Rule::Palindrome(_) => "palindrome",
        Rule::Killer(_) => "killercage",
        Rule::LittleKiller(_) => "littlekillersum",
        Rule::Sandwich(_) => "sandwichsum",
        Rule::Difference(_) => "difference",
        Rule::Ratio(_) => "ratio",
        Rule::Arrow(_) => "arrow",
        Rule::Between(_) => "betweenline",
        Rule::Minimum(_) => "minimum",
        Rule::Maximum(_) => "maximum",
        Rule::Xv(_) => "xv",
        Rule::Quadruple(_) => "quadruple",
        Rule::Renban(_) => "renban",
        Rule::Whispers(_) => "whispers",
        Rule::Negative(_) => "negative",
    }
}

/// One entry of a list key, as a JSON object, on a board of `n`.
fn entry(out: &mut String, rule: &Rule, puzzle: &Puzzle) {
    let n = puzzle.size() as i32;
    match rule {
        Rule::ExtraRegion(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
        }
        Rule::Odd(c) | Rule::Even(c) | Rule::Minimum(c) | Rule::Maximum(c) => {
            out.push_str("{\"cell\":");
            cell(out, i32::from(c.row()), i32::from(c.col()));
        }
        Rule::Thermometer(r) => line_entry(out, &r.lines),
        Rule::Palindrome(r) => line_entry(out, &r.lines),
        Rule::Renban(r) => line_entry(out, &r.lines),
        Rule::Between(r) => line_entry(out, &r.lines),
        Rule::Whispers(r) => {
            line_entry(out, &r.lines);
            let _ = write!(out, ",\"value\":\"{}\"", r.difference);
        }
        Rule::Killer(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
            if let Some(sum) = r.sum {
                let _ = write!(out, ",\"value\":\"{sum}\"");
            }
        }
        Rule::LittleKiller(r) => {
            // The clue sits one step back from the diagonal's first cell, outside the board
            // for every clue f-puzzles draws.
            let (dr, dc) = r.direction.step();
            out.push_str("{\"cell\":");
            cell(
                out,
                i32::from(r.start.row()) - i32::from(dr),
                i32::from(r.start.col()) - i32::from(dc),
            );
            let _ = write!(
                out,
                ",\"direction\":\"{}\",\"cells\":",
                dir_name(r.direction)
            );
            cells(out, &r.cells(puzzle.board()));
            let _ = write!(out, ",\"value\":\"{}\"", r.sum);
        }
        Rule::Sandwich(r) => {
            let i = i32::from(r.index);
            let (row, col) = match r.side {
                Side::Top => (-1, i),
                Side::Bottom => (n, i),
                Side::Left => (i, -1),
                Side::Right => (i, n),
            };
            out.push_str("{\"cell\":");
            cell(out, row, col);
            let _ = write!(out, ",\"value\":\"{}\"", r.sum);
        }
        Rule::Difference(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
            if r.difference != 1 {
                let _ = write!(out, ",\"value\":\"{}\"", r.difference);
            }
        }
        Rule::Ratio(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
            if r.ratio != 2 {
                let _ = write!(out, ",\"value\":\"{}\"", r.ratio);
            }
        }
        Rule::Xv(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
            match r.sum {
                10 => out.push_str(",\"value\":\"X\""),
                5 => out.push_str(",\"value\":\"V\""),
                // Not an f-puzzles XV: the sum as a number, which SudokuPad shows as it is.
                sum => {
                    let _ = write!(out, ",\"value\":\"{sum}\"");
                }
            }
        }
        Rule::Arrow(r) => {
            out.push_str("{\"lines\":");
            lines(out, &r.lines);
            out.push_str(",\"cells\":");
            cells(out, &r.circle);
        }
        Rule::Quadruple(r) => {
            out.push_str("{\"cells\":");
            cells(out, &r.cells);
            out.push_str(",\"values\":[");
            for (i, d) in r.digits.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{d}");
            }
            out.push(']');
        }
        // The global rules are flags, written by `to_json`.
        _ => out.push('{'),
    }
    out.push('}');
}

fn line_entry(out: &mut String, list: &[Vec<Cell>]) {
    out.push_str("{\"lines\":");
    lines(out, list);
}

/// The plain copy of a renban or whispers rule's lines, with the colour, width and name the
/// constraints plugin gives it.
struct LineCopy<'a> {
    lines: &'a [Vec<Cell>],
    colour: &'static str,
    width: &'static str,
    name: &'static str,
}

fn line_copy(rule: &Rule, n: usize) -> Option<LineCopy<'_>> {
    let copy = |lines, colour, width, name| LineCopy {
        lines,
        colour,
        width,
        name,
    };
    match rule {
        Rule::Renban(r) => Some(copy(&r.lines, "#F067F0", "0.25", "Renban")),
        Rule::Whispers(w) if usize::from(w.difference) + 1 == n.div_ceil(2) => {
            Some(copy(&w.lines, "#FF9A00", "0.1875", "Dutch Whispers"))
        }
        Rule::Whispers(w) => Some(copy(&w.lines, "#67F067", "0.1875", "German Whispers")),
        _ => None,
    }
}

/// The puzzle as f-puzzles JSON.
pub(crate) fn to_json(puzzle: &Puzzle) -> String {
    let n = puzzle.size();
    let mut out = String::with_capacity(64 * n * n);
    let _ = write!(out, "{{\"size\":{n}");
    for (key, value) in [
        ("title", &puzzle.title),
        ("author", &puzzle.author),
        ("ruleset", &puzzle.rules_text),
    ] {
        if let Some(value) = value {
            let _ = write!(out, ",\"{key}\":");
            string(&mut out, value);
        }
    }
    grid(&mut out, puzzle);
    let rules = puzzle.rules();
    for key in KEYS {
        let of_key: Vec<&Rule> = rules.iter().filter(|r| fpuzzles_key(r) == key).collect();
        if of_key.is_empty() {
            continue;
        }
        match of_key[0] {
            Rule::Diagonal(_)
            | Rule::AntiKnight
            | Rule::AntiKing
            | Rule::DisjointGroups
            | Rule::NonConsecutive => {
                let _ = write!(out, ",\"{key}\":true");
            }
            Rule::Negative(_) => {
                out.push_str(",\"negative\":[");
                let mut seen: Vec<Negative> = Vec::new();
                for rule in &of_key {
                    if let Rule::Negative(kind) = rule
                        && !seen.contains(kind)
                    {
                        if !seen.is_empty() {
                            out.push(',');
                        }
                        seen.push(*kind);
                        out.push_str(match kind {
                            Negative::Difference => "\"difference\"",
                            Negative::Ratio => "\"ratio\"",
                            Negative::Xv => "\"xv\"",
                        });
                    }
                }
                out.push(']');
            }
            _ => {
                let _ = write!(out, ",\"{key}\":[");
                for (i, rule) in of_key.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    entry(&mut out, rule, puzzle);
                }
                out.push(']');
            }
        }
    }
    // f-puzzles writes a negative constraint's key even with no marks of its kind.
    for (kind, key) in [
        (Negative::Difference, "difference"),
        (Negative::Ratio, "ratio"),
        (Negative::Xv, "xv"),
    ] {
        let negative = rules.contains(&Rule::Negative(kind));
        if negative && !rules.iter().any(|r| fpuzzles_key(r) == key) {
            let _ = write!(out, ",\"{key}\":[]");
        }
    }
    if let Some(solution) = &puzzle.solution {
        out.push_str(",\"solution\":[");
        for (i, d) in solution.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{d}");
        }
        out.push(']');
    }
    let copies: Vec<LineCopy<'_>> = rules.iter().filter_map(|r| line_copy(r, n)).collect();
    if !copies.is_empty() {
        out.push_str(",\"line\":[");
        for (i, copy) in copies.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"lines\":");
            lines(&mut out, copy.lines);
            let _ = write!(
                out,
                ",\"outlineC\":\"{}\",\"width\":{},\"fromConstraint\":\"{}\"}}",
                copy.colour, copy.width, copy.name
            );
        }
        out.push(']');
    }
    out.push('}');
    out
}

/// The grid: each cell's region where it is not the default box, and the givens.
fn grid(out: &mut String, puzzle: &Puzzle) {
    let n = puzzle.size();
    let board = puzzle.board();
    let givens = puzzle.givens();
    out.push_str(",\"grid\":[");
    for r in 0..n {
        if r > 0 {
            out.push(',');
        }
        out.push('[');
        for c in 0..n {
            if c > 0 {
                out.push(',');
            }
            let here = Cell::new(r as u8, c as u8);
            let mut fields: Vec<String> = Vec::new();
            match board.region_of(here) {
                Some(k) if usize::from(k) == default_region(n, r, c) => {}
                Some(k) => fields.push(alloc::format!("\"region\":{k}")),
                None => fields.push("\"region\":null".into()),
            }
            let digit = givens[r * n + c];
            if digit != 0 {
                fields.push(alloc::format!("\"value\":{digit},\"given\":true"));
            }
            out.push('{');
            out.push_str(&fields.join(","));
            out.push('}');
        }
        out.push(']');
    }
    out.push(']');
}

/// The puzzle's f-puzzles payload: its JSON, compressed as lz-string's base64.
pub(crate) fn payload(puzzle: &Puzzle) -> String {
    lz::compress_to_base64(&to_json(puzzle))
}
