//! The formats setters share, read into a [`Puzzle`] and written back: f-puzzles JSON,
//! f-puzzles links, SudokuPad links that carry an f-puzzles payload, and the bare payload.
//!
//! - [`load`] reads any of them; [`LoadError`] says what is wrong and where.
//! - [`to_fpuzzles_json`], [`to_fpuzzles_link`] and [`to_sudokupad_link`] write a puzzle back,
//!   so that one made or fixed here opens in f-puzzles and in SudokuPad.
//! - [`fpuzzles_json`] gives the JSON a link or payload carries, without reading the puzzle.
//!
//! # Examples
//!
//! ```
//! use shudu::variant::{load, to_fpuzzles_link, Rule};
//!
//! let json = r#"{"size": 4, "grid": [[{"value": 1, "given": true}, {}, {}, {}],
//!     [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {"value": 4, "given": true}]],
//!     "diagonal-": true, "killercage": [{"cells": ["R1C2", "R1C3"], "value": "5"}]}"#;
//! let puzzle = load(json).unwrap();
//! assert_eq!(puzzle.size(), 4);
//! assert_eq!(puzzle.rules().len(), 2);
//! assert!(matches!(puzzle.rules()[1], Rule::Killer(_)));
//!
//! let link = to_fpuzzles_link(&puzzle);
//! assert!(link.starts_with("https://f-puzzles.com/?load=N4Ig"));
//! assert_eq!(load(&link).unwrap(), puzzle);
//! ```

mod error;
mod link;
mod lz;
mod read;
mod write;

use alloc::string::String;

pub use error::LoadError;
pub use write::fpuzzles_key;

use super::Puzzle;
#[cfg(doc)]
use super::standard_boxes;

/// Reads a puzzle from f-puzzles JSON, an f-puzzles link, a SudokuPad link that carries an
/// f-puzzles payload, or the bare payload.
///
/// # Forms
///
/// With whitespace around it trimmed, the text may be f-puzzles JSON (it starts with `{`); an
/// f-puzzles link (`https://f-puzzles.com/?load=<payload>`); a SudokuPad link with an f-puzzles
/// payload (`https://sudokupad.app/fpuzzles<payload>`, `.../sudoku/fpuzzles...`,
/// `?puzzleid=fpuzzles...`, `app.crackingthecryptic.com`, or the `fpuz` prefix); or the
/// payload alone, with or without its prefix. A payload is lz-string's base64 of the JSON, in
/// either of lz-string's alphabets, URL-encoded or not; a `//` that a server or a chat program
/// folded into `/` in a link's path is restored, as SudokuPad does. SudokuPad's own formats
/// (`scl...`, `ctc...`, `scf...`) and short links (which name a puzzle kept on a server) are
/// errors that say so.
///
/// # Keys
///
/// Every f-puzzles key the engine has a rule for, with f-puzzles' meaning: `size` (4 to 16, 9
/// when absent) and `grid` (givens; each cell's `region`, the default box when absent, none
/// when `null` or negative; the default boxes are those of [`standard_boxes`], and rows on the
/// sizes that have none; regions that are exactly boxes give a board with those boxes; the
/// `parity` and `extreme` that older f-puzzles kept in a cell); `diagonal+` and `diagonal-`, `antiknight`, `antiking`, `disjointgroups`,
/// `nonconsecutive`, `negative` (`"difference"`, `"ratio"`, `"xv"`); `extraregion`, `odd`,
/// `even`, `minimum`, `maximum`, `thermometer`, `palindrome`, `renban`, `betweenline`,
/// `whispers` (the least difference in `value`; without one, half the size rounded up, 5 on
/// 9x9, as the constraints plugin that made the key reads it), `killercage` (the sum in
/// `value`, optional), `littlekillersum` (the clue `cell` outside the board and a
/// `direction`), `sandwichsum` (the clue `cell` outside: row 0 above, row N+1 below, column 0
/// left, column N+1 right), `difference` (1 when no `value`), `ratio` (2 when none), `xv`,
/// `arrow` (the circle in `cells`, the `lines`), `quadruple`; and `title`, `author`,
/// `ruleset`, `solution`. Numbers may be written as numbers or strings, as f-puzzles does. A
/// little killer or sandwich clue with an empty `value` carries no rule and is passed over.
///
/// Drawings are passed over: `text`, `rectangle`, cell colours and pencil marks, options. A
/// generic `line`, `cage` or `circle`, whose meaning lives only in the rules text, is an error,
/// unless it is the plain copy of a typed constraint that f-puzzles' constraints plugin adds
/// (marked `fromConstraint`) or SudokuPad's metadata in a cage. Any other key that is present
/// and not empty (`clone`, fog of war, indexers, ...) is an error that names it: no rule is
/// dropped in silence.
///
/// # Errors
///
/// [`LoadError`] when the text is none of those forms, is not JSON, has a constraint the engine
/// has no rule for, or has a value of the wrong kind or out of the board.
///
/// # Examples
///
/// ```
/// use shudu::variant::load;
///
/// let puzzle = load(r#"{"size": 6, "antiknight": true, "grid": [
///     [{"value": 1, "given": true}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}],
///     [{}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}],
///     [{}, {}, {}, {}, {}, {}]]}"#).unwrap();
/// assert_eq!(puzzle.board().box_shape(), Some((2, 3)));
/// assert_eq!(puzzle.givens()[0], 1);
///
/// let err = load(r#"{"size": 9, "grid": [[]]}"#).unwrap_err();
/// assert_eq!(err.to_string(), "grid has 1 row, size says 9");
/// let err = load("https://sudokupad.app/sclN4Ig").unwrap_err();
/// assert!(err.to_string().starts_with("'scl...' is SudokuPad's own format"));
/// ```
pub fn load(text: &str) -> Result<Puzzle, LoadError> {
    let json = link::json_text(text)?;
    read::puzzle(&parse(&json)?)
}

/// The f-puzzles JSON text that `text` is or carries: a link's or payload's JSON, decoded, or
/// the JSON itself, trimmed. The puzzle is not read, so this succeeds on puzzles [`load`]
/// refuses (as one with a clone constraint).
///
/// # Errors
///
/// [`LoadError`] for a text that is none of the forms [`load`] takes, a payload that is not
/// lz-string, or decoded text that is not JSON.
///
/// # Examples
///
/// ```
/// use shudu::variant::fpuzzles_json;
///
/// let link = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOAvkA";
/// assert_eq!(fpuzzles_json(link).unwrap(), r#"{"size":9}"#);
/// ```
pub fn fpuzzles_json(text: &str) -> Result<String, LoadError> {
    let json = link::json_text(text)?;
    parse(&json)?;
    Ok(json)
}

fn parse(json: &str) -> Result<serde_json::Value, LoadError> {
    serde_json::from_str(json).map_err(|e| {
        let (line, column) = (e.line(), e.column());
        let full = alloc::format!("{e}");
        let suffix = alloc::format!(" at line {line} column {column}");
        let message = full.strip_suffix(&suffix).unwrap_or(&full).into();
        LoadError::NotJson {
            line,
            column,
            message,
        }
    })
}

/// The puzzle as f-puzzles JSON, as f-puzzles.com writes it: the keys [`load`] reads, in
/// f-puzzles' order, a cell's `region` only where it is not the default box, typed values as
/// strings. Renban and whispers lines are written twice, as the constraints plugin for
/// f-puzzles does: under their own keys, and as plain lines marked `fromConstraint`, so that
/// f-puzzles without the plugin and SudokuPad draw them ([`load`] passes over the copies).
///
/// # What reads back
///
/// The rules are written key by key, each key's entries in the order of
/// [`Puzzle::rules`](crate::variant::Puzzle::rules), and read back in that order:
/// `load(&to_fpuzzles_json(&p)) == Ok(p)` whenever `p`'s rules come in the order of the keys
/// (the order [`load`] gives them: the global rules, then extra regions, odd, even,
/// thermometers, palindromes, cages, little killers, sandwiches, difference and ratio dots,
/// arrows, between lines, minimum and maximum cells, XV, quadruples, renban, whispers, and the
/// negative constraints last) and no global rule is added twice. A board whose regions are
/// exactly boxes reads back as a board with boxes. An XV whose sum is neither 10 nor 5 is
/// written with its sum as the value, which shudu and SudokuPad read and f-puzzles does not. A
/// [`solution`](crate::variant::Puzzle::solution) that is not N x N digits 1 to N is
/// written as it is, and refused when read.
///
/// # Examples
///
/// ```
/// use shudu::variant::{load, to_fpuzzles_json, Board, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// puzzle.add_rule(Rule::AntiKing).unwrap();
/// puzzle.title = Some("Kings".into());
/// let json = to_fpuzzles_json(&puzzle);
/// assert!(json.starts_with(r#"{"size":4,"title":"Kings","grid":[[{},{},{},{}],"#));
/// assert!(json.ends_with(r#""antiking":true}"#));
/// assert_eq!(load(&json).unwrap(), puzzle);
/// ```
#[must_use]
pub fn to_fpuzzles_json(puzzle: &Puzzle) -> String {
    write::to_json(puzzle)
}

/// A link that opens the puzzle in f-puzzles: `https://f-puzzles.com/?load=` and the JSON
/// compressed as lz-string's base64, as f-puzzles makes its own links.
///
/// # Examples
///
/// ```
/// use shudu::variant::{load, to_fpuzzles_link, Board, Puzzle};
///
/// let puzzle = Puzzle::new(Board::new(9).unwrap());
/// let link = to_fpuzzles_link(&puzzle);
/// assert!(link.starts_with("https://f-puzzles.com/?load="));
/// assert_eq!(load(&link).unwrap(), puzzle);
/// ```
#[must_use]
pub fn to_fpuzzles_link(puzzle: &Puzzle) -> String {
    alloc::format!("https://f-puzzles.com/?load={}", write::payload(puzzle))
}

/// A link that opens the puzzle in SudokuPad: `https://sudokupad.app/fpuzzles` and the same
/// payload as [`to_fpuzzles_link`]'s.
///
/// # Examples
///
/// ```
/// use shudu::variant::{load, to_sudokupad_link, Board, Puzzle};
///
/// let puzzle = Puzzle::new(Board::new(6).unwrap());
/// let link = to_sudokupad_link(&puzzle);
/// assert!(link.starts_with("https://sudokupad.app/fpuzzlesN4Ig"));
/// assert_eq!(load(&link).unwrap(), puzzle);
/// ```
#[must_use]
pub fn to_sudokupad_link(puzzle: &Puzzle) -> String {
    alloc::format!("https://sudokupad.app/fpuzzles{}", write::payload(puzzle))
}
