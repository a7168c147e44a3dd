//! Reading puzzles: files and standard input, read as the work needs them, each puzzle an
//! 81-cell line (with a label after it, kept) or a nine-line block, with blank lines and `#`
//! comments between them; every puzzle knows where it came from, for the messages.

use std::cell::Cell;
use std::ffi::OsString;
use std::io::{self, BufRead};
use std::rc::Rc;
use std::sync::Arc;

use shudu::{Grid, Marks, ParseError};

/// Where puzzles are read from.
pub(crate) enum Source {
    Stdin,
    File(OsString),
    /// Built-in text (a demo), with its name.
    Text(&'static str, String),
}

impl Source {
    /// The input's name in messages.
    pub fn name(&self) -> String {
        match self {
            Source::Stdin => "standard input".to_owned(),
            Source::File(path) => path.to_string_lossy().into_owned(),
            Source::Text(name, _) => (*name).to_owned(),
        }
    }
}

/// How a puzzle was written, so that its answer is written the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    Line,
    Block,
}

/// One puzzle read from an input: its text, where it is, its label.
#[derive(Debug)]
pub(crate) struct Item {
    /// Where it is: `line 3`, `lines 5-15`, with the input's name when there are several.
    pub place: String,
    /// The input's name (`-` for standard input) and the puzzle's first line, for the
    /// machine-readable formats.
    pub input: Arc<str>,
    pub line: usize,
    /// The puzzle's text: the line up to its last cell, or the block's lines.
    pub text: String,
    /// The text after the cells of a line, if any.
    pub label: Option<String>,
    pub form: Form,
    /// The input's name when messages must give it.
    named: Option<Arc<str>>,
}

impl Item {
    /// The puzzle as a grid, or the parser's message naming the input's line.
    pub fn grid(&self) -> Result<Grid, String> {
        self.text.parse::<Grid>().map_err(|e| self.message(e))
    }

    /// The puzzle as pencil marks: a grid, or pencil marks in either of their formats.
    pub fn marks(&self) -> Result<Marks, String> {
        Marks::from_grid_or_marks(&self.text).map_err(|e| match e {
            shudu::ParseGridOrMarksError::Grid(e) => self.message(e),
            e => format!("{}: {e}", self.place),
        })
    }

    /// The parser's message: its line numbers moved to the input's, else after the place.
    fn message(&self, error: ParseError) -> String {
        let offset = self.line - 1;
        let moved = match error {
            ParseError::UnexpectedChar { ch, line, column } => ParseError::UnexpectedChar {
                ch,
                line: line + offset,
                column,
            },
            ParseError::WrongRowLength { line, found } => ParseError::WrongRowLength {
                line: line + offset,
                found,
            },
            other => return format!("{}: {other}", self.place),
        };
        match &self.named {
            Some(name) => format!("{name}: {moved}"),
            None => moved.to_string(),
        }
    }

    /// The puzzle's cells as they were written (a block's run together), for a line that
    /// reports the puzzle could not be read.
    pub fn cells(&self) -> String {
        match self.form {
            Form::Block if self.text.contains('\n') => self
                .text
                .chars()
                .filter(|&c| classify(c) == Class::Cell)
                .collect(),
            _ => self.text.trim().to_owned(),
        }
    }
}

/// What the reader makes of one character.
#[derive(PartialEq, Eq)]
enum Class {
    Cell,
    Separator,
    Other,
}

/// The characters the library's parser takes as cells and as separators (see
/// `Grid::parse_bytes`).
fn classify(c: char) -> Class {
    match c {
        '0'..='9' | '.' | '_' | '*' | '０'..='９' => Class::Cell,
        '|' | '+' | '-' | ',' | '[' | ']' | '"' | '\'' | '\u{feff}' | '\u{2500}'..='\u{257f}' => {
            Class::Separator
        }
        c if c.is_whitespace() => Class::Separator,
        _ => Class::Other,
    }
}

/// What a line of input is.
enum Line<'a> {
    /// Blank, or a `#` comment.
    Skip,
    /// Separators only, such as `------+-------+------` (or a pencil-mark grid's border,
    /// `.------.------.`).
    Rule,
    /// 81 cells (the grid's text, up to and with the 81st cell), or the 729 of a pencil-mark
    /// line, then perhaps a label.
    Full(&'a str, Option<&'a str>),
    /// Some cells, but not 81: a row of a block (or a mistake the parser will name).
    Row,
    /// Text with fewer than five cells, such as a heading: a mistake of its own when it does
    /// not stand inside a block, rather than the first row of one.
    Text,
}

fn kind(line: &str) -> Line<'_> {
    let trimmed = line.trim();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Line::Skip;
    }
    let mut cells = 0;
    let mut other = false;
    let mut digits = false;
    let mut at_81 = None;
    for (at, c) in line.char_indices() {
        match classify(c) {
            Class::Cell => {
                cells += 1;
                digits |= c.is_ascii_digit();
                if cells == 81 || cells == 729 {
                    let end = at + c.len_utf8();
                    let rest = &line[end..];
                    // A cell right after the 81st goes on: a pencil-mark line, or one cell
                    // too many, which the parser names when it reads the whole line.
                    if rest
                        .chars()
                        .next()
                        .is_some_and(|c| classify(c) == Class::Cell)
                    {
                        if cells == 81 {
                            at_81 = Some(());
                            continue;
                        }
                        return Line::Full(line, None);
                    }
                    let label = rest.trim_start_matches(|c| classify(c) == Class::Separator);
                    let label = label.trim_end();
                    return Line::Full(&line[..end], (!label.is_empty()).then_some(label));
                }
            }
            Class::Separator => {}
            Class::Other => other = true,
        }
    }
    if at_81.is_some() {
        return Line::Full(line, None);
    }
    // A border of dots and dashes (HoDoKu's `.------.`) holds no digit.
    if !digits && !other && line.contains('-') {
        return Line::Rule;
    }
    match (cells, other) {
        (0, false) => Line::Rule,
        (0..5, true) => Line::Text,
        _ => Line::Row,
    }
}

/// The puzzles of a list of inputs, in order, read as they are asked for; a file that
/// cannot be opened or read is an entry of its own, where it stands.
pub(crate) struct Reader<'r> {
    sources: std::vec::IntoIter<Source>,
    /// Whether messages name the input (there are several).
    named: bool,
    stdin: &'r mut dyn BufRead,
    current: Option<Open>,
    /// Bytes and puzzles read so far from all inputs (for the progress of a file).
    bytes: Rc<Cell<u64>>,
    items: Rc<Cell<usize>>,
    /// Whether every line that is not blank or a comment is one puzzle, as it is (the
    /// variant verbs), rather than a grid's line or a block's row.
    whole_lines: bool,
    /// The sizes of the files read so far and of the one being read, when all of them are
    /// files (for the progress bar): `None` once standard input is among them.
    pub total: Option<u64>,
}

/// An input being read.
struct Open {
    /// The name messages give (when there are several inputs).
    named: Option<Arc<str>>,
    /// The input's name for the machine-readable formats: `-` for standard input.
    input: Arc<str>,
    /// `None`: standard input.
    reader: Option<Box<dyn BufRead>>,
    /// Lines read so far.
    number: usize,
    /// A line read but not yet used: it starts the next puzzle.
    pending: Option<String>,
}

/// What the reader gives: a puzzle, or an input that could not be read.
#[derive(Debug)]
pub(crate) enum Entry {
    Item(Item),
    Unreadable { name: String, error: io::Error },
}

impl<'r> Reader<'r> {
    pub fn new(sources: Vec<Source>, stdin: &'r mut dyn BufRead) -> Reader<'r> {
        let total = sources
            .iter()
            .map(|source| match source {
                Source::File(path) => std::fs::metadata(path).ok().map(|m| m.len()),
                Source::Text(_, text) => Some(text.len() as u64),
                Source::Stdin => None,
            })
            .sum();
        Reader {
            named: sources.len() > 1,
            sources: sources.into_iter(),
            stdin,
            current: None,
            bytes: Rc::new(Cell::new(0)),
            items: Rc::new(Cell::new(0)),
            whole_lines: false,
            total,
        }
    }

    /// The same reader, taking every line that is not blank or a comment as one puzzle.
    pub fn whole_lines(mut self) -> Reader<'r> {
        self.whole_lines = true;
        self
    }

    /// The bytes and the puzzles read so far, counted as the reading goes.
    pub fn counts(&self) -> (Rc<Cell<u64>>, Rc<Cell<usize>>) {
        (Rc::clone(&self.bytes), Rc::clone(&self.items))
    }

    /// Opens the next input: `Some(Err)` when it cannot be, `None` when there is none.
    fn open_next(&mut self) -> Option<Result<(), Entry>> {
        let source = self.sources.next()?;
        let name: Arc<str> = source.name().into();
        let input: Arc<str> = match &source {
            Source::Stdin => "-".into(),
            _ => Arc::clone(&name),
        };
        let reader: Option<Box<dyn BufRead>> = match source {
            Source::Stdin => None,
            Source::File(path) => match std::fs::File::open(&path) {
                Ok(file) => Some(Box::new(io::BufReader::new(file))),
                Err(error) => {
                    return Some(Err(Entry::Unreadable {
                        name: name.to_string(),
                        error,
                    }));
                }
            },
            Source::Text(_, text) => Some(Box::new(io::Cursor::new(text.into_bytes()))),
        };
        self.current = Some(Open {
            named: self.named.then_some(name),
            input,
            reader,
            number: 0,
            pending: None,
        });
        Some(Ok(()))
    }

    /// The next line of the current input, without its line ending; `None` at its end.
    fn next_line(&mut self) -> io::Result<Option<String>> {
        let Some(open) = self.current.as_mut() else {
            return Ok(None);
        };
        if let Some(line) = open.pending.take() {
            return Ok(Some(line));
        }
        let mut bytes = Vec::new();
        let read = match open.reader.as_mut() {
            Some(reader) => reader.read_until(b'\n', &mut bytes)?,
            None => self.stdin.read_until(b'\n', &mut bytes)?,
        };
        if read == 0 {
            return Ok(None);
        }
        self.bytes.set(self.bytes.get() + read as u64);
        open.number += 1;
        while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
            bytes.pop();
        }
        Ok(Some(match String::from_utf8(bytes) {
            Ok(line) => line,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }))
    }

    /// The next puzzle of the current input, `Ok(None)` at its end.
    fn next_item(&mut self) -> io::Result<Option<Item>> {
        loop {
            let Some(line) = self.next_line()? else {
                return Ok(None);
            };
            let open = self.current.as_ref().expect("an input is open");
            let number = open.number;
            if self.whole_lines {
                let text = line.trim();
                if text.is_empty() || text.starts_with('#') {
                    continue;
                }
                let text = text.to_owned();
                return Ok(Some(self.item(number, number, text, None, Form::Line)));
            }
            match kind(&line) {
                Line::Skip | Line::Rule => continue,
                Line::Text => return Ok(Some(self.item(number, number, line, None, Form::Line))),
                Line::Full(cells, label) => {
                    let label = label.map(str::to_owned);
                    let cells = cells.to_owned();
                    return Ok(Some(self.item(number, number, cells, label, Form::Line)));
                }
                Line::Row => {
                    // A block: rows (and rules between them) until nine rows are in, or a
                    // blank line, a comment, a full line or the end of the input.
                    let first = number;
                    let mut last = number;
                    let mut rows = 1;
                    let mut block = line;
                    while rows < 9 {
                        let Some(line) = self.next_line()? else {
                            break;
                        };
                        match kind(&line) {
                            // Inside a block, a line with a stray character is a mistyped row.
                            Line::Row | Line::Text => rows += 1,
                            Line::Rule => {}
                            Line::Skip | Line::Full(..) => {
                                let open = self.current.as_mut().expect("an input is open");
                                open.pending = Some(line);
                                break;
                            }
                        }
                        last = self.current.as_ref().map_or(last, |open| open.number);
                        block.push('\n');
                        block.push_str(&line);
                    }
                    return Ok(Some(self.item(first, last, block, None, Form::Block)));
                }
            }
        }
    }

    fn item(
        &self,
        first: usize,
        last: usize,
        text: String,
        label: Option<String>,
        form: Form,
    ) -> Item {
        let open = self.current.as_ref().expect("an input is open");
        let lines = if first == last {
            format!("line {first}")
        } else {
            format!("lines {first}-{last}")
        };
        let place = match &open.named {
            Some(name) => format!("{name}: {lines}"),
            None => lines,
        };
        Item {
            place,
            input: Arc::clone(&open.input),
            line: first,
            text,
            label,
            form,
            named: open.named.clone(),
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        loop {
            if self.current.is_none() {
                match self.open_next()? {
                    Ok(()) => {}
                    Err(entry) => return Some(entry),
                }
            }
            match self.next_item() {
                Ok(Some(item)) => {
                    self.items.set(self.items.get() + 1);
                    return Some(Entry::Item(item));
                }
                Ok(None) => self.current = None,
                Err(error) => {
                    let open = self.current.take().expect("an input is open");
                    let name = open
                        .named
                        .map_or_else(|| open.input.to_string(), |n| n.to_string());
                    let name = if name == "-" {
                        "standard input".to_owned()
                    } else {
                        name
                    };
                    return Some(Entry::Unreadable { name, error });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    fn items(text: &str) -> Vec<Entry> {
        let mut stdin: &[u8] = text.as_bytes();
        Reader::new(vec![Source::Stdin], &mut stdin).collect()
    }

    #[test]
    fn lines_blocks_labels_and_places() {
        let block = "4 1 7 | 3 6 9 | 8 2 5\n. 3 . | . . . | . . .\n. . . | 7 . . | . . .\n\
                     ------+-------+------\n. 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n\
                     . . . | . 1 . | . . .\n------+-------+------\n. . . | 6 . 3 | . 7 .\n\
                     5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .";
        let text = format!("# a comment\n{P}\t;11.0 Escargot\n\n{block}\n{P}\n");
        let entries = items(&text);
        let items: Vec<&Item> = entries
            .iter()
            .map(|e| match e {
                Entry::Item(item) => item,
                Entry::Unreadable { .. } => panic!("unreadable"),
            })
            .collect();
        assert_eq!(items.len(), 3);
        assert_eq!(items[0].place, "line 2");
        assert_eq!(items[0].label.as_deref(), Some(";11.0 Escargot"));
        assert_eq!(items[0].grid().unwrap().to_string(), P);
        assert_eq!(items[1].place, "lines 4-14");
        assert_eq!(items[1].form, Form::Block);
        assert!(items[1].grid().is_ok());
        assert_eq!(items[1].cells().len(), 81);
        assert_eq!(items[2].place, "line 15");
        assert_eq!(items[2].label, None);
    }

    #[test]
    fn pencil_mark_lines_keep_their_label() {
        let marks = Marks::new(&P.parse().unwrap()).to_string();
        let entries = items(&format!("{marks} a label\n"));
        let [Entry::Item(item)] = &entries[..] else {
            panic!("one item expected: {entries:?}")
        };
        assert_eq!(item.label.as_deref(), Some("a label"));
        assert_eq!(item.marks().unwrap().to_string(), marks);
        assert!(item.grid().is_err());
    }

    #[test]
    fn boxed_pencil_marks_are_one_block() {
        let marks = Marks::new(&P.parse().unwrap());
        let boxed = format!("{marks:#}").replace('+', ".");
        let entries = items(&format!("{boxed}\n{P}\n"));
        assert_eq!(entries.len(), 2, "{entries:?}");
        let Entry::Item(item) = &entries[0] else {
            panic!("an item expected")
        };
        assert_eq!(item.marks().unwrap().to_string(), marks.to_string());
    }

    #[test]
    fn messages_name_the_input_line() {
        let bad = P.replacen('9', "x", 1);
        let entries = items(&format!("\n\n{bad}\n"));
        let [Entry::Item(item)] = &entries[..] else {
            panic!("one item expected")
        };
        let message = item.grid().unwrap_err();
        assert!(message.contains("at line 3, column"), "{message}");
    }

    #[test]
    fn a_missing_file_is_an_entry_where_it_stands() {
        let mut stdin: &[u8] = b"";
        let entries: Vec<Entry> = Reader::new(
            vec![
                Source::Text("demo", format!("{P}\n")),
                Source::File("/nonexistent/puzzles.txt".into()),
            ],
            &mut stdin,
        )
        .collect();
        assert!(matches!(&entries[0], Entry::Item(item) if item.place == "demo: line 1"));
        assert!(
            matches!(&entries[1], Entry::Unreadable { name, .. } if name == "/nonexistent/puzzles.txt")
        );
    }
}
