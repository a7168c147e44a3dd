//! f-puzzles JSON to a [`Puzzle`]: the size, the grid (givens and regions), every constraint
//! the engine has a rule for, and the title, author, rules text and solution.
//!
//! The rules come out in one fixed order, key by key (the order of [`KEYS`]), and in each key
//! in the order of its list; [`super::write`] writes them in the same order.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::{Map, Value};

/// A JSON object.
type Object = Map<String, Value>;

use super::LoadError;
use crate::variant::cell::sort_cells;
use crate::variant::{
    Arrow, Between, Board, Cell, Diagonal, Difference, Direction, ExtraRegion, Killer,
    LittleKiller, Negative, Palindrome, Puzzle, Quadruple, Ratio, Renban, Rule, Sandwich, Side,
    Thermometer, Whispers, Xv,
};

/// The keys with a rule, in the order their rules are added: f-puzzles' own order (its
/// global constraints, then its tools), then the keys of the constraints plugin that f-puzzles
/// setters use for renban and whispers, then the negative constraints.
pub(crate) const KEYS: [&str; 25] = [
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

/// Keys that describe the puzzle rather than constrain it.
const INFO: [&str; 6] = ["size", "grid", "title", "author", "ruleset", "solution"];

/// Keys that only draw or set options: f-puzzles' text and rectangles, its "highlight
/// conflicts" switch and the tools newer f-puzzles lists in its side bar, the solver plugin's
/// settings, SudokuPad's metadata and cell colours.
const DECORATIVE: [&str; 9] = [
    "text",
    "rectangle",
    "highlightConflicts",
    "activeConstraints",
    "disabledlogic",
    "truecandidatesoptions",
    "successMessage",
    "metaData",
    "cellcolor",
];

/// Drawings with no rule of their own: their meaning lives only in the rules text.
const GENERIC: [&str; 3] = ["line", "cage", "circle"];

/// Keys of a grid cell that only draw or hold a solver's notes.
const CELL_DECORATIVE: [&str; 6] = [
    "cornerPencilMarks",
    "centerPencilMarks",
    "candidates",
    "c",
    "cArray",
    "highlight",
];

/// The box shape f-puzzles gives a board of `n` when no cell names its region: `(height,
/// width)`, height the largest divisor of `n` up to its square root (1 x n for a prime `n`).
pub(crate) fn default_boxes(n: usize) -> (usize, usize) {
    let mut height = (1..=n).take_while(|h| h * h <= n).last().unwrap_or(1);
    while !n.is_multiple_of(height) {
        height -= 1;
    }
    (height, n / height)
}

/// The default region of a cell: its box, numbered row by row.
pub(crate) fn default_region(n: usize, row: usize, col: usize) -> usize {
    let (height, width) = default_boxes(n);
    (row / height) * (n / width) + col / width
}

/// Reads a puzzle from parsed f-puzzles JSON.
pub(crate) fn puzzle(value: &Value) -> Result<Puzzle, LoadError> {
    let Some(obj) = value.as_object() else {
        return Err(LoadError::invalid(
            "the JSON",
            alloc::format!("f-puzzles JSON is an object ({{...}}), not {}", kind(value)),
        ));
    };
    let n = size(obj)?;
    check_keys(obj)?;
    let mut reader = Reader {
        n,
        obj,
        puzzle: Puzzle::new(Board::without_regions(n).map_err(LoadError::Board)?),
        legacy: Vec::new(),
    };
    reader.grid()?;
    for key in KEYS {
        reader.key(key)?;
    }
    let p = &mut reader.puzzle;
    p.title = text(obj, "title")?;
    p.author = text(obj, "author")?;
    p.rules_text = text(obj, "ruleset")?;
    p.solution = solution(obj, n)?;
    Ok(reader.puzzle)
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn size(obj: &Object) -> Result<usize, LoadError> {
    let Some(value) = obj.get("size") else {
        return Ok(9);
    };
    let size = match value {
        Value::Number(number) => number
            .as_i64()
            .or_else(|| number.as_u64().map(|_| i64::MAX)),
        _ => None,
    }
    .ok_or_else(|| {
        LoadError::invalid(
            "size",
            alloc::format!("should be a whole number, not {}", kind(value)),
        )
    })?;
    if (4..=16).contains(&size) {
        Ok(size as usize)
    } else {
        Err(LoadError::Size { size })
    }
}

/// Whether a value carries nothing: absent, `null`, `false`, `""`, `[]` or `{}`.
fn is_empty(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

fn entries_of(value: &Value) -> Option<usize> {
    value.as_array().map(Vec::len)
}

/// Every key is known, decorative or empty; a generic drawing is a copy of a typed constraint
/// or metadata. Anything else is named in an error.
fn check_keys(obj: &Object) -> Result<(), LoadError> {
    for (key, value) in obj {
        let key = key.as_str();
        if INFO.contains(&key)
            || KEYS.contains(&key)
            || DECORATIVE.contains(&key)
            || GENERIC.contains(&key)
            || is_empty(value)
        {
            continue;
        }
        return Err(LoadError::Unsupported {
            key: key.into(),
            entries: entries_of(value),
        });
    }
    for key in GENERIC {
        let Some(value) = obj.get(key) else { continue };
        let Some(list) = value.as_array() else {
            if is_empty(value) {
                continue;
            }
            return Err(LoadError::invalid(key, "should be a list"));
        };
        let real = list
            .iter()
            .filter(|entry| !is_copy(obj, entry) && !is_metadata(key, entry))
            .count();
        if real > 0 {
            return Err(LoadError::Unsupported {
                key: key.into(),
                entries: Some(real),
            });
        }
    }
    Ok(())
}

/// The key of the constraint a drawing was made from (`fromConstraint`, or the older
/// `isNewConstraint` with the colour that told its kind).
fn source_key(entry: &Object) -> Option<String> {
    let name = match entry.get("fromConstraint").and_then(Value::as_str) {
        Some(name) => name.to_string(),
        None if entry.get("isNewConstraint") == Some(&Value::Bool(true)) => {
            match entry.get("outlineC").and_then(Value::as_str) {
                Some(c) if c.eq_ignore_ascii_case("#C060C0") => "Renban".into(),
                Some(c) if c.eq_ignore_ascii_case("#67F067") => "Whispers".into(),
                _ => return None,
            }
        }
        None => return None,
    };
    let key: String = name
        .chars()
        .filter(|c| *c != ' ')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Some(match key.as_str() {
        "germanwhispers" | "dutchwhispers" => "whispers".into(),
        _ => key,
    })
}

/// A drawing the constraints plugin adds beside a typed constraint, so that f-puzzles without
/// the plugin and SudokuPad show it: skipped when that constraint is in the puzzle.
fn is_copy(obj: &Object, entry: &Value) -> bool {
    entry
        .as_object()
        .and_then(source_key)
        .and_then(|key| obj.get(&key))
        .is_some_and(|typed| !is_empty(typed))
}

/// SudokuPad's metadata kept in a cage: `"name: value"` in a cage with no cells or drawn in
/// transparent colours (the title, the rules, a message shown when solved).
fn is_metadata(key: &str, entry: &Value) -> bool {
    let Some(entry) = entry.as_object() else {
        return false;
    };
    if key != "cage" {
        return false;
    }
    let value = match entry.get("value") {
        Some(Value::String(s)) => s.as_str(),
        _ => return false,
    };
    let tagged = value.split_once(':').is_some_and(|(name, rest)| {
        !name.is_empty() && !name.contains(' ') && !rest.trim().is_empty()
    });
    let no_cells = entry
        .get("cells")
        .and_then(Value::as_array)
        .is_none_or(Vec::is_empty);
    let clear = |name: &str| {
        entry
            .get(name)
            .and_then(Value::as_str)
            .is_none_or(transparent)
    };
    tagged && (no_cells || (clear("outlineC") && clear("fontC")))
}

/// `#rgb0` or `#rrggbb00`.
fn transparent(colour: &str) -> bool {
    let hex = colour.strip_prefix('#').unwrap_or("");
    hex.bytes().all(|b| b.is_ascii_hexdigit())
        && ((hex.len() == 4 && hex.ends_with('0')) || (hex.len() == 8 && hex.ends_with("00")))
}

fn text(obj: &Object, key: &str) -> Result<Option<String>, LoadError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(LoadError::invalid(
            key,
            alloc::format!("should be a string, not {}", kind(other)),
        )),
    }
}

/// A whole number, written as a number or as a string of digits; `None` for an empty one.
fn whole(value: Option<&Value>) -> Result<Option<u32>, String> {
    let bad = |shown: String| alloc::format!("value {shown} is not a whole number");
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .map(Some)
            .ok_or_else(|| bad(n.to_string())),
        Some(Value::String(s)) => {
            let t = s.trim();
            if t.is_empty() {
                Ok(None)
            } else if t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit()) {
                Ok(t.parse().ok())
            } else {
                Err(bad(alloc::format!("'{s}'")))
            }
        }
        Some(other) => Err(bad(kind(other).into())),
    }
}

/// A cell name `R<row>C<column>` (either case), as 1-based numbers.
fn name(value: &Value) -> Option<(u32, u32)> {
    let s = value.as_str()?;
    let rest = s.strip_prefix(['R', 'r'])?;
    let (row, col) = rest.split_once(['C', 'c'])?;
    let number = |t: &str| {
        (!t.is_empty() && t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    Some((number(row)?, number(col)?))
}

/// Shows a value in a message: a string as it is, quoted; anything else by its kind.
fn shown(value: &Value) -> String {
    match value {
        Value::String(s) => alloc::format!("'{s}'"),
        other => kind(other).into(),
    }
}

struct Reader<'a> {
    n: usize,
    obj: &'a Object,
    puzzle: Puzzle,
    /// Odd, even, minimum and maximum cells written in the grid, as old f-puzzles did.
    legacy: Vec<(&'static str, Cell)>,
}

impl<'a> Reader<'a> {
    /// A cell on or next to the board (rows and columns 0 to 255, as f-puzzles counts from 1).
    fn cell(&self, at: &str, value: &Value) -> Result<Cell, LoadError> {
        let n = self.n;
        let (row, col) = name(value).ok_or_else(|| {
            LoadError::invalid(
                at,
                alloc::format!(
                    "{} is not a cell: write R<row>C<column>, as \"R3C4\"",
                    shown(value)
                ),
            )
        })?;
        if row == 0 || col == 0 || row > 255 || col > 255 {
            return Err(LoadError::invalid(
                at,
                alloc::format!("cell {} is outside the {n}x{n} board", shown(value)),
            ));
        }
        Ok(Cell::new((row - 1) as u8, (col - 1) as u8))
    }

    fn cells(&self, at: &str, value: Option<&Value>, what: &str) -> Result<Vec<Cell>, LoadError> {
        let list = value.and_then(Value::as_array).ok_or_else(|| {
            LoadError::invalid(
                at,
                alloc::format!("'{what}' should be a list of cells, as [\"R1C1\", \"R1C2\"]"),
            )
        })?;
        list.iter().map(|v| self.cell(at, v)).collect()
    }

    fn lines(&self, at: &str, entry: &Object) -> Result<Vec<Vec<Cell>>, LoadError> {
        let Some(value) = entry.get("lines") else {
            return Ok(Vec::new());
        };
        let list = value
            .as_array()
            .ok_or_else(|| LoadError::invalid(at, "'lines' should be a list of lists of cells"))?;
        list.iter()
            .map(|line| self.cells(at, Some(line), "lines"))
            .collect()
    }

    fn cell_count<const K: usize>(&self, at: &str, entry: &Object) -> Result<[Cell; K], LoadError> {
        let cells = self.cells(at, entry.get("cells"), "cells")?;
        let found = cells.len();
        cells.try_into().map_err(|_| {
            LoadError::invalid(at, alloc::format!("it needs {K} cells, found {found}"))
        })
    }

    fn add(&mut self, at: &str, rule: Rule) -> Result<(), LoadError> {
        self.puzzle.add_rule(rule).map_err(|error| LoadError::Rule {
            at: at.into(),
            error,
        })
    }

    /// The size check is done; reads givens, regions and the grid's old per-cell constraints.
    fn grid(&mut self) -> Result<(), LoadError> {
        let n = self.n;
        let mut labels: Vec<Option<i64>> = (0..n * n)
            .map(|i| Some(default_region(n, i / n, i % n) as i64))
            .collect();
        let mut explicit = false;
        let mut givens = Vec::new();
        if let Some(grid) = self.obj.get("grid").filter(|g| !g.is_null()) {
            let rows = grid
                .as_array()
                .ok_or_else(|| LoadError::invalid("grid", "should be a list of rows"))?;
            if rows.len() != n {
                return Err(LoadError::Rows {
                    rows: rows.len(),
                    size: n,
                });
            }
            let mut unsupported: Vec<(String, usize)> = Vec::new();
            for (r, row) in rows.iter().enumerate() {
                let row = row.as_array().ok_or_else(|| {
                    LoadError::invalid("grid", alloc::format!("row {} should be a list", r + 1))
                })?;
                if row.len() != n {
                    return Err(LoadError::Columns {
                        row: r + 1,
                        cells: row.len(),
                        size: n,
                    });
                }
                for (c, cell) in row.iter().enumerate() {
                    let here = Cell::new(r as u8, c as u8);
                    let at = alloc::format!("grid {here}");
                    let Some(cell) = cell.as_object() else {
                        if cell.is_null() {
                            continue;
                        }
                        return Err(LoadError::invalid(at, "a cell should be an object"));
                    };
                    for (key, value) in cell {
                        let key = key.as_str();
                        match key {
                            "value" | "given" | "region" | "parity" | "extreme" => {}
                            _ if CELL_DECORATIVE.contains(&key) || is_empty(value) => {}
                            _ => match unsupported.iter_mut().find(|(k, _)| k == key) {
                                Some((_, count)) => *count += 1,
                                None => unsupported.push((key.into(), 1)),
                            },
                        }
                    }
                    if let Some(region) = cell.get("region") {
                        explicit = true;
                        labels[r * n + c] = match region {
                            Value::Null => None,
                            Value::Number(k) => match k.as_i64() {
                                Some(k) if k < 0 => None,
                                Some(k) => Some(k),
                                None => {
                                    return Err(LoadError::invalid(
                                        at,
                                        alloc::format!("region {k} is not a whole number"),
                                    ));
                                }
                            },
                            other => {
                                return Err(LoadError::invalid(
                                    at,
                                    alloc::format!(
                                        "a region is a number or null, not {}",
                                        kind(other)
                                    ),
                                ));
                            }
                        };
                    }
                    match cell.get("given") {
                        None | Some(Value::Null | Value::Bool(false)) => {}
                        Some(Value::Bool(true)) => {
                            if let Some(digit) =
                                whole(cell.get("value")).map_err(|m| LoadError::invalid(&at, m))?
                            {
                                givens.push((here, digit));
                            }
                        }
                        Some(other) => {
                            return Err(LoadError::invalid(
                                at,
                                alloc::format!(
                                    "'given' should be true or false, not {}",
                                    kind(other)
                                ),
                            ));
                        }
                    }
                    for (key, pair) in [
                        ("parity", ["odd", "even"]),
                        ("extreme", ["minimum", "maximum"]),
                    ] {
                        let Some(value) = cell.get(key).filter(|v| !is_empty(v)) else {
                            continue;
                        };
                        let word = value.as_str().map(str::to_ascii_lowercase);
                        match pair.iter().find(|w| Some(**w) == word.as_deref()) {
                            Some(&w) => self.legacy.push((w, here)),
                            None => {
                                return Err(LoadError::invalid(
                                    at,
                                    alloc::format!(
                                        "'{key}' should be \"{}\" or \"{}\", not {}",
                                        pair[0],
                                        pair[1],
                                        shown(value)
                                    ),
                                ));
                            }
                        }
                    }
                }
            }
            if let Some((key, count)) = unsupported.into_iter().next() {
                return Err(LoadError::Unsupported {
                    key,
                    entries: Some(count),
                });
            }
        }
        self.puzzle = Puzzle::new(board(n, &labels, explicit)?);
        for (cell, digit) in givens {
            let digit = u8::try_from(digit).unwrap_or(u8::MAX);
            self.puzzle
                .set_given(cell, digit)
                .map_err(LoadError::Given)?;
        }
        Ok(())
    }

    fn entries(&self, key: &str) -> Result<Vec<(String, &'a Object)>, LoadError> {
        let obj: &'a Object = self.obj;
        let Some(value) = obj.get(key).filter(|v| !v.is_null()) else {
            return Ok(Vec::new());
        };
        let list = value.as_array().ok_or_else(|| {
            LoadError::invalid(key, alloc::format!("should be a list, not {}", kind(value)))
        })?;
        list.iter()
            .enumerate()
            .map(|(i, entry)| {
                let at = alloc::format!("{key} {}", i + 1);
                match entry.as_object() {
                    Some(entry) => Ok((at, entry)),
                    None => Err(LoadError::invalid(at, "an entry should be an object")),
                }
            })
            .collect()
    }

    fn flag(&self, key: &str) -> Result<bool, LoadError> {
        match self.obj.get(key) {
            None | Some(Value::Null | Value::Bool(false)) => Ok(false),
            Some(Value::Bool(true)) => Ok(true),
            Some(other) => Err(LoadError::invalid(
                key,
                alloc::format!("should be true or false, not {}", kind(other)),
            )),
        }
    }

    fn value(at: &str, entry: &Object) -> Result<Option<u32>, LoadError> {
        whole(entry.get("value")).map_err(|m| LoadError::invalid(at, m))
    }

    fn key(&mut self, key: &'static str) -> Result<(), LoadError> {
        let global = match key {
            "diagonal+" => Some(Rule::Diagonal(Diagonal::Rising)),
            "diagonal-" => Some(Rule::Diagonal(Diagonal::Falling)),
            "antiknight" => Some(Rule::AntiKnight),
            "antiking" => Some(Rule::AntiKing),
            "disjointgroups" => Some(Rule::DisjointGroups),
            "nonconsecutive" => Some(Rule::NonConsecutive),
            _ => None,
        };
        if let Some(rule) = global {
            if self.flag(key)? {
                self.add(key, rule)?;
            }
            return Ok(());
        }
        if key == "negative" {
            return self.negative();
        }
        for (at, entry) in self.entries(key)? {
            let at = at.as_str();
            let rule = match key {
                "extraregion" => Rule::ExtraRegion(ExtraRegion {
                    cells: self.cells(at, entry.get("cells"), "cells")?,
                }),
                "odd" | "even" | "minimum" | "maximum" => {
                    let cell = match (entry.get("cell"), entry.get("cells")) {
                        (Some(cell), _) => self.cell(at, cell)?,
                        (None, cells) => match self.cells(at, cells, "cell")?.as_slice() {
                            [cell] => *cell,
                            _ => return Err(LoadError::invalid(at, "it needs one 'cell'")),
                        },
                    };
                    single(key, cell)
                }
                "thermometer" => Rule::Thermometer(Thermometer {
                    lines: self.lines(at, entry)?,
                }),
                "palindrome" => Rule::Palindrome(Palindrome {
                    lines: self.lines(at, entry)?,
                }),
                "renban" => Rule::Renban(Renban {
                    lines: self.lines(at, entry)?,
                }),
                "betweenline" => Rule::Between(Between {
                    lines: self.lines(at, entry)?,
                }),
                "whispers" => Rule::Whispers(Whispers {
                    lines: self.lines(at, entry)?,
                    difference: small(at, Reader::value(at, entry)?, self.n.div_ceil(2) as u32)?,
                }),
                "killercage" => Rule::Killer(Killer {
                    cells: self.cells(at, entry.get("cells"), "cells")?,
                    sum: Reader::value(at, entry)?,
                }),
                "littlekillersum" => match self.little_killer(at, entry)? {
                    Some(rule) => rule,
                    None => continue,
                },
                "sandwichsum" => match self.sandwich(at, entry)? {
                    Some(rule) => rule,
                    None => continue,
                },
                "difference" => Rule::Difference(Difference {
                    cells: self.cell_count(at, entry)?,
                    difference: small(at, Reader::value(at, entry)?, 1)?,
                }),
                "ratio" => Rule::Ratio(Ratio {
                    cells: self.cell_count(at, entry)?,
                    ratio: small(at, Reader::value(at, entry)?, 2)?,
                }),
                "xv" => {
                    let cells = self.cell_count(at, entry)?;
                    let value = entry.get("value");
                    let sum = match value.and_then(Value::as_str).map(str::trim) {
                        Some("X" | "x") => 10,
                        Some("V" | "v") => 5,
                        _ => match whole(value) {
                            Ok(Some(sum)) => small(at, Some(sum), 0)?,
                            _ => {
                                return Err(LoadError::invalid(
                                    at,
                                    alloc::format!(
                                        "value should be \"X\" or \"V\", not {}",
                                        value.map_or_else(|| "missing".into(), shown)
                                    ),
                                ));
                            }
                        },
                    };
                    Rule::Xv(Xv { cells, sum })
                }
                "arrow" => Rule::Arrow(Arrow {
                    circle: self.cells(at, entry.get("cells"), "cells")?,
                    lines: self.lines(at, entry)?,
                }),
                "quadruple" => {
                    let cells = self.cell_count(at, entry)?;
                    let values =
                        entry
                            .get("values")
                            .and_then(Value::as_array)
                            .ok_or_else(|| {
                                LoadError::invalid(at, "'values' should be a list of digits")
                            })?;
                    let digits = values
                        .iter()
                        .map(|v| match whole(Some(v)) {
                            Ok(Some(d)) => Ok(u8::try_from(d).unwrap_or(u8::MAX)),
                            Ok(None) => Err(LoadError::invalid(at, "an empty value in 'values'")),
                            Err(m) => Err(LoadError::invalid(at, m)),
                        })
                        .collect::<Result<Vec<u8>, LoadError>>()?;
                    Rule::Quadruple(Quadruple { cells, digits })
                }
                // Every key of KEYS is read above; a key added there without a reader here is
                // named rather than dropped.
                _ => {
                    return Err(LoadError::Unsupported {
                        key: key.into(),
                        entries: None,
                    });
                }
            };
            self.add(at, rule)?;
        }
        if let Some(kind) = ["odd", "even", "minimum", "maximum"]
            .into_iter()
            .find(|k| *k == key)
        {
            let cells: Vec<Cell> = self
                .legacy
                .iter()
                .filter(|(k, _)| *k == kind)
                .map(|&(_, cell)| cell)
                .collect();
            for cell in cells {
                self.add(&alloc::format!("grid {cell}"), single(kind, cell))?;
            }
        }
        Ok(())
    }

    fn negative(&mut self) -> Result<(), LoadError> {
        let Some(value) = self.obj.get("negative").filter(|v| !v.is_null()) else {
            return Ok(());
        };
        let list = value.as_array().ok_or_else(|| {
            LoadError::invalid("negative", "should be a list of constraint names")
        })?;
        let mut seen = Vec::new();
        for item in list {
            let rule = match item.as_str() {
                Some("difference") => Negative::Difference,
                Some("ratio") => Negative::Ratio,
                Some("xv") => Negative::Xv,
                _ => {
                    return Err(LoadError::invalid(
                        "negative",
                        alloc::format!(
                            "{} is not \"difference\", \"ratio\" or \"xv\", the constraints with a negative form",
                            shown(item)
                        ),
                    ));
                }
            };
            if !seen.contains(&rule) {
                seen.push(rule);
                self.add("negative", Rule::Negative(rule))?;
            }
        }
        Ok(())
    }

    fn little_killer(&self, at: &str, entry: &Object) -> Result<Option<Rule>, LoadError> {
        let Some(sum) = Reader::value(at, entry)? else {
            return Ok(None);
        };
        let clue = entry
            .get("cell")
            .ok_or_else(|| LoadError::invalid(at, "it needs its clue's 'cell'"))?;
        let (row, col) = name(clue).ok_or_else(|| {
            LoadError::invalid(at, alloc::format!("{} is not a cell", shown(clue)))
        })?;
        let direction = match entry.get("direction").and_then(Value::as_str) {
            Some("DR") => Direction::DownRight,
            Some("DL") => Direction::DownLeft,
            Some("UR") => Direction::UpRight,
            Some("UL") => Direction::UpLeft,
            other => {
                return Err(LoadError::invalid(
                    at,
                    alloc::format!(
                        "'direction' should be \"DR\", \"DL\", \"UR\" or \"UL\", not {}",
                        other.map_or_else(|| "missing".into(), |d| alloc::format!("'{d}'"))
                    ),
                ));
            }
        };
        let (dr, dc) = direction.step();
        let n = self.n as i64;
        // f-puzzles counts from 1 and puts the clue outside: row 0 or n + 1, column likewise.
        let (r, c) = (
            i64::from(row) - 1 + i64::from(dr),
            i64::from(col) - 1 + i64::from(dc),
        );
        if !(0..n).contains(&r) || !(0..n).contains(&c) {
            return Err(LoadError::invalid(
                at,
                alloc::format!(
                    "the diagonal from {} going {} misses the board",
                    shown(clue),
                    dir_name(direction)
                ),
            ));
        }
        let rule = LittleKiller {
            start: Cell::new(r as u8, c as u8),
            direction,
            sum,
        };
        if let Some(listed) = entry.get("cells") {
            let mut listed = self.cells(at, Some(listed), "cells")?;
            let mut diagonal = rule.cells(self.puzzle.board());
            sort_cells(&mut listed);
            sort_cells(&mut diagonal);
            if listed != diagonal {
                return Err(LoadError::invalid(
                    at,
                    alloc::format!(
                        "its 'cells' are not the diagonal from {} going {}",
                        shown(clue),
                        dir_name(direction)
                    ),
                ));
            }
        }
        Ok(Some(Rule::LittleKiller(rule)))
    }

    fn sandwich(&self, at: &str, entry: &Object) -> Result<Option<Rule>, LoadError> {
        let Some(sum) = Reader::value(at, entry)? else {
            return Ok(None);
        };
        let clue = entry
            .get("cell")
            .ok_or_else(|| LoadError::invalid(at, "it needs its clue's 'cell'"))?;
        let (row, col) = name(clue).ok_or_else(|| {
            LoadError::invalid(at, alloc::format!("{} is not a cell", shown(clue)))
        })?;
        let n = self.n as u32;
        let inside = |k: u32| (1..=n).contains(&k);
        let (side, index) = match (row, col) {
            (0, c) if inside(c) => (Side::Top, c),
            (r, c) if r == n + 1 && inside(c) => (Side::Bottom, c),
            (r, 0) if inside(r) => (Side::Left, r),
            (r, c) if c == n + 1 && inside(r) => (Side::Right, r),
            _ => {
                return Err(LoadError::invalid(
                    at,
                    alloc::format!(
                        "its clue {} is not outside the board beside a row or a column",
                        shown(clue)
                    ),
                ));
            }
        };
        Ok(Some(Rule::Sandwich(Sandwich {
            side,
            index: (index - 1) as u8,
            sum,
        })))
    }
}

pub(crate) fn dir_name(direction: Direction) -> &'static str {
    match direction {
        Direction::DownRight => "DR",
        Direction::DownLeft => "DL",
        Direction::UpRight => "UR",
        Direction::UpLeft => "UL",
    }
}

fn single(kind: &str, cell: Cell) -> Rule {
    match kind {
        "odd" => Rule::Odd(cell),
        "even" => Rule::Even(cell),
        "minimum" => Rule::Minimum(cell),
        _ => Rule::Maximum(cell),
    }
}

/// A value that must fit a `u8` (a dot's difference or ratio, a whisper's gap, an XV sum),
/// or the default when there is none.
fn small(at: &str, value: Option<u32>, default: u32) -> Result<u8, LoadError> {
    let value = value.unwrap_or(default);
    u8::try_from(value)
        .map_err(|_| LoadError::invalid(at, alloc::format!("value {value} is above 255")))
}

/// The board of the regions read: the default boxes when no cell names one, boxes of another
/// shape when the regions are exactly those, otherwise a jigsaw (cells in none allowed).
fn board(n: usize, labels: &[Option<i64>], explicit: bool) -> Result<Board, LoadError> {
    let (height, width) = default_boxes(n);
    if !explicit {
        return Board::with_boxes(n, height, width).map_err(LoadError::Board);
    }
    // Number the regions by first appearance, counting their cells.
    let mut names: Vec<i64> = Vec::new();
    let mut counts: Vec<usize> = Vec::new();
    let mut numbered: Vec<Option<u8>> = Vec::with_capacity(labels.len());
    for label in labels {
        numbered.push(match *label {
            None => None,
            Some(label) => {
                let index = match names.iter().position(|&k| k == label) {
                    Some(index) => index,
                    None => {
                        names.push(label);
                        counts.push(0);
                        names.len() - 1
                    }
                };
                counts[index] += 1;
                Some(index as u8)
            }
        });
    }
    if let Some(i) = counts.iter().position(|&c| c > n) {
        return Err(LoadError::invalid(
            "grid",
            alloc::format!(
                "region {} has {} cells; on a {n}x{n} board a region holds at most {n}",
                names[i],
                counts[i]
            ),
        ));
    }
    if names.len() > 255 {
        return Err(LoadError::invalid(
            "grid",
            alloc::format!(
                "it has {} regions, more than the 255 a board can hold",
                names.len()
            ),
        ));
    }
    if numbered.iter().all(Option::is_some) {
        for h in (1..=n).filter(|&h| n.is_multiple_of(h)) {
            let w = n / h;
            let boxes = (0..n * n).map(|i| Some(((i / n / h) * (n / w) + (i % n) / w) as u8));
            if boxes.eq(numbered.iter().copied()) {
                return Board::with_boxes(n, h, w).map_err(LoadError::Board);
            }
        }
    }
    Board::irregular(n, &numbered).map_err(LoadError::Board)
}

fn solution(obj: &Object, n: usize) -> Result<Option<Vec<u8>>, LoadError> {
    let Some(value) = obj.get("solution").filter(|v| !is_empty(v)) else {
        return Ok(None);
    };
    let items: Vec<Value> = match value {
        Value::Array(list) => list.clone(),
        Value::String(s) if s.contains(',') => {
            s.split(',').map(|t| Value::String(t.into())).collect()
        }
        Value::String(s) => s.chars().map(|c| Value::String(c.into())).collect(),
        other => {
            return Err(LoadError::invalid(
                "solution",
                alloc::format!("should be a list of digits, not {}", kind(other)),
            ));
        }
    };
    // SudokuPad writes an unknown solution as all blanks: no solution.
    let blank = |v: &Value| match v {
        Value::String(s) => matches!(s.trim(), "" | "." | "0"),
        Value::Number(k) => k.as_u64() == Some(0),
        Value::Null => true,
        _ => false,
    };
    if items.iter().all(blank) {
        return Ok(None);
    }
    if items.len() != n * n {
        return Err(LoadError::invalid(
            "solution",
            alloc::format!(
                "it has {} digits; a {n}x{n} board has {} cells",
                items.len(),
                n * n
            ),
        ));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, v)| match whole(Some(v)) {
            Ok(Some(d)) if (1..=n as u32).contains(&d) => Ok(d as u8),
            _ => Err(LoadError::invalid(
                "solution",
                alloc::format!(
                    "{} in {} is not a digit 1 to {n}",
                    shown(v),
                    Cell::from_index(i, n)
                ),
            )),
        })
        .collect::<Result<Vec<u8>, LoadError>>()
        .map(Some)
}
