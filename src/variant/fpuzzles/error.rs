//! [`LoadError`]: why a text does not load as a variant puzzle.

use alloc::string::String;

use crate::variant::{BoardError, GivenError, RuleError};

/// Why a text does not load: what is wrong, and where.
///
/// Every message is a sentence a user can act on. The text's form comes first (empty, a link to
/// another site, SudokuPad's own format, a payload that is not lz-string, text that is not
/// JSON), then the puzzle's (its size, its grid), then each constraint's, named by its f-puzzles
/// key and its place in that key's list, counted from 1 ("killercage 3").
///
/// # Examples
///
/// ```
/// use shudu::variant::{load, LoadError};
///
/// let err = load(r#"{"size": 9, "killercage": [{"cells": ["R1C1"]}, {"cells": ["R10C1"], "value": "5"}]}"#)
///     .unwrap_err();
/// assert_eq!(err.to_string(), "killercage 2: cell r10c1 is outside the 9x9 board");
///
/// let err = load(r#"{"size": 9, "clone": [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]}"#).unwrap_err();
/// assert_eq!(err, LoadError::Unsupported { key: "clone".into(), entries: Some(1) });
/// assert_eq!(err.to_string(), "unsupported constraint 'clone' (1 entry)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// Nothing but whitespace.
    #[error(
        "the text is empty: give f-puzzles JSON, an f-puzzles or SudokuPad link, or its payload"
    )]
    Empty,
    /// A link to a site whose puzzles are not f-puzzles payloads.
    #[error(
        "a link to {host}: give f-puzzles JSON, an f-puzzles link (f-puzzles.com/?load=...) or a SudokuPad link that carries one (sudokupad.app/fpuzzles...)"
    )]
    OtherSite {
        /// The link's host, as written.
        host: String,
    },
    /// A link with no puzzle in it.
    #[error("the link has no puzzle in it: {hint}")]
    NoPayload {
        /// What the link lacks.
        hint: &'static str,
    },
    /// A short link, whose puzzle is kept on a server.
    #[error(
        "'{id}' is a short link, whose puzzle {site} keeps and shudu does not fetch: open the link and copy the puzzle's full f-puzzles link or JSON"
    )]
    ShortLink {
        /// Who keeps the puzzle: `"TinyURL"` (f-puzzles' `?id=` links) or `"SudokuPad"`.
        site: &'static str,
        /// The short id.
        id: String,
    },
    /// SudokuPad's own formats (`scl...`, `ctc...`, `scf...`).
    #[error(
        "'{prefix}...' is SudokuPad's own format, which shudu does not read: use the puzzle's f-puzzles link or JSON instead (f-puzzles.com makes both)"
    )]
    SudokuPadFormat {
        /// The payload's prefix: `scl`, `ctc` or `scf`.
        prefix: &'static str,
    },
    /// A payload that lz-string cannot decode.
    #[error("the payload is not lz-string base64: {reason}")]
    NotLzString {
        /// Why, as a phrase ("it ends before its end mark (is it cut short?)").
        reason: String,
    },
    /// Text that is not JSON (or a payload whose text is not).
    #[error("not JSON at line {line}, column {column}: {message}")]
    NotJson {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What the JSON reader found.
        message: String,
    },
    /// A `size` outside 4 to 16.
    #[error("size {size} is outside 4 to 16")]
    Size {
        /// The size given.
        size: i64,
    },
    /// A `grid` whose number of rows is not the size.
    #[error("grid has {rows} {}, size says {size}", if *.rows == 1 { "row" } else { "rows" })]
    Rows {
        /// How many rows the grid has.
        rows: usize,
        /// The size.
        size: usize,
    },
    /// A row of the `grid` whose number of cells is not the size.
    #[error("grid row {row} has {cells} cells, size says {size}")]
    Columns {
        /// The row, from 1.
        row: usize,
        /// How many cells it has.
        cells: usize,
        /// The size.
        size: usize,
    },
    /// A constraint the engine has no rule for (or a generic line, cage or circle, whose
    /// meaning lives only in the rules text). Never dropped in silence.
    #[error("unsupported constraint '{key}'{}", count(*.entries))]
    Unsupported {
        /// The f-puzzles key.
        key: String,
        /// How many entries it has, when it is a list.
        entries: Option<usize>,
    },
    /// A value of the wrong kind or out of range: `at` says where ("killercage 3", "grid
    /// r2c5", "negative"), `message` what.
    #[error("{at}: {message}")]
    Invalid {
        /// Where: the key, and the entry or the cell.
        at: String,
        /// What is wrong.
        message: String,
    },
    /// A constraint that does not fit the board, as the engine says ("killercage 3: cell r10c1
    /// is outside the 9x9 board").
    #[error("{at}: {error}")]
    Rule {
        /// The key and the entry.
        at: String,
        /// What the engine found.
        error: RuleError,
    },
    /// Regions the engine cannot use.
    #[error("grid: {0}")]
    Board(BoardError),
    /// A given the board cannot hold.
    #[error("grid: {0}")]
    Given(GivenError),
}

fn count(entries: Option<usize>) -> String {
    match entries {
        Some(1) => " (1 entry)".into(),
        Some(n) => alloc::format!(" ({n} entries)"),
        None => String::new(),
    }
}

impl LoadError {
    pub(crate) fn invalid(at: impl Into<String>, message: impl Into<String>) -> LoadError {
        LoadError::Invalid {
            at: at.into(),
            message: message.into(),
        }
    }
}
