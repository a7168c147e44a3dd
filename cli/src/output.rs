//! Writing answers: the formats (`line`, `tsv`, `json` and the verbs' own), and records that
//! the machine-readable formats write the same way for every verb.

use std::io::{self, Write};

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    /// A line per puzzle, the puzzle first, fields separated by tabs, the label last.
    Line,
    /// A header, then a line per puzzle with every column, tab-separated.
    Tsv,
    /// A JSON object per line.
    Json,
    /// Grids under `#` comments, as the solve and generate examples print them.
    Grid,
    /// `generate`: the puzzle, a tab, its solution.
    LineSolution,
}

impl Format {
    /// The name `--format` takes.
    pub fn name(self) -> &'static str {
        self.names()[0]
    }

    /// Every name `--format` takes for it.
    pub fn names(self) -> &'static [&'static str] {
        match self {
            Format::Line => &["line"],
            Format::Tsv => &["tsv"],
            Format::Json => &["json", "jsonl", "json-lines"],
            Format::Grid => &["grid", "block"],
            Format::LineSolution => &["line+solution"],
        }
    }
}

/// `a, b or c`.
pub(crate) fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// One value of a record.
#[derive(Clone, Debug)]
pub(crate) enum Value {
    Text(String),
    Int(u64),
    /// A rating, written with one decimal.
    Rating(f32),
    Bool(bool),
    /// A list of texts (a JSON array; joined by spaces in TSV).
    List(Vec<String>),
    /// A list of records (a JSON array of objects; TSV has no room for it).
    Records(Vec<Vec<(&'static str, Value)>>),
    Null,
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<Option<String>> for Value {
    fn from(text: Option<String>) -> Value {
        text.map_or(Value::Null, Value::Text)
    }
}

impl From<Option<&str>> for Value {
    fn from(text: Option<&str>) -> Value {
        text.map_or(Value::Null, |t| Value::Text(t.to_owned()))
    }
}

/// Writes records in TSV (a header before the first) or as JSON lines.
#[derive(Debug)]
pub(crate) struct Records {
    format: Format,
    header: bool,
}

impl Records {
    pub fn new(format: Format) -> Records {
        Records {
            format,
            header: false,
        }
    }

    /// Writes one record: its fields in order, each with its column's name.
    pub fn write(
        &mut self,
        out: &mut dyn Write,
        fields: &[(&'static str, Value)],
    ) -> io::Result<()> {
        match self.format {
            Format::Json => {
                let mut line = String::new();
                json_object(&mut line, fields);
                line.push('\n');
                out.write_all(line.as_bytes())
            }
            _ => {
                if !self.header {
                    self.header = true;
                    let names: Vec<&str> = fields.iter().map(|(name, _)| *name).collect();
                    writeln!(out, "{}", names.join("\t"))?;
                }
                let cells: Vec<String> = fields.iter().map(|(_, value)| tsv(value)).collect();
                writeln!(out, "{}", cells.join("\t"))
            }
        }
    }
}

/// A value as a TSV cell: no tab or line break inside, empty for nothing.
fn tsv(value: &Value) -> String {
    let clean = |text: &str| text.replace(['\t', '\n', '\r'], " ");
    match value {
        Value::Text(text) => clean(text),
        Value::Int(n) => n.to_string(),
        Value::Rating(r) => format!("{r:.1}"),
        Value::Bool(b) => b.to_string(),
        Value::List(items) => clean(&items.join(" ")),
        Value::Records(records) => records.len().to_string(),
        Value::Null => String::new(),
    }
}

fn json_object(out: &mut String, fields: &[(&'static str, Value)]) {
    out.push('{');
    for (i, (name, value)) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_string(out, name);
        out.push(':');
        json_value(out, value);
    }
    out.push('}');
}

fn json_value(out: &mut String, value: &Value) {
    match value {
        Value::Text(text) => json_string(out, text),
        Value::Int(n) => out.push_str(&n.to_string()),
        Value::Rating(r) if r.is_finite() => out.push_str(&format!("{r:.1}")),
        Value::Rating(_) | Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_string(out, item);
            }
            out.push(']');
        }
        Value::Records(records) => {
            out.push('[');
            for (i, record) in records.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_object(out, record);
            }
            out.push(']');
        }
    }
}

/// A JSON string: quotes, backslashes and control characters escaped.
fn json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// "1 puzzle", "2 puzzles".
pub(crate) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_lines_escape_and_nest() {
        let mut out = Vec::new();
        let mut records = Records::new(Format::Json);
        records
            .write(
                &mut out,
                &[
                    ("text", Value::from("a \"b\"\t\\ \u{1}")),
                    ("n", Value::Int(3)),
                    ("er", Value::Rating(7.3)),
                    ("none", Value::Null),
                    ("list", Value::List(vec!["x".into()])),
                    (
                        "steps",
                        Value::Records(vec![vec![("k", Value::Bool(true))]]),
                    ),
                ],
            )
            .unwrap();
        let line = String::from_utf8(out).unwrap();
        let parsed: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(parsed["text"], "a \"b\"\t\\ \u{1}");
        assert_eq!(parsed["n"], 3);
        assert_eq!(parsed["er"].as_f64().unwrap(), 7.3);
        assert!(parsed["none"].is_null());
        assert_eq!(parsed["list"][0], "x");
        assert_eq!(parsed["steps"][0]["k"], true);
    }

    #[test]
    fn tsv_has_one_header_and_no_tab_inside_a_cell() {
        let mut out = Vec::new();
        let mut records = Records::new(Format::Tsv);
        for text in ["a\tb", "c"] {
            records
                .write(&mut out, &[("text", Value::from(text)), ("x", Value::Null)])
                .unwrap();
        }
        assert_eq!(String::from_utf8(out).unwrap(), "text\tx\na b\t\nc\t\n");
    }
}
