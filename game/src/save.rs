//! Saving a game as plain text and reading it back: [`Game::save`] and [`Game::load`]. The
//! game touches no file; a face stores the text where it keeps such things (a file under the
//! user's data directory, a browser's local storage).
//!
//! The text is one `key value` line each, after a first line that names the format:
//!
//! ```text
//! shudu game 1
//! origin generated 7 none medium
//! phase playing
//! puzzle 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
//! board 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
//! notes ,16,,,,,,,,...            (81 fields, a cell's notes as digits)
//! time 83000                      (milliseconds played)
//! hints 1
//! checks 0
//! mistakes 0
//! checked r1c2=6                  (wrong digits the last check marked, or -)
//! cursor r1c2
//! mode digits                      (digits, notes, corner or colour)
//! auto-remove on
//! grade-at-end off
//! mistakes-shown rule breaks       (none, rule breaks or limit N)
//! auto-notes off
//! paused off                       (a paused game loads paused, its clock stopped)
//! corner ,,,7,,,...                (81 fields, a cell's corner marks as digits)
//! colours 000400000...             (81 digits, 0 for no colour)
//! revealed r1c2=6                  (wrong digits counted as mistakes, or -)
//! given-back r1c2:r1c9.r3c4/16     (what a placed digit gives back: peers' notes, its own)
//! undo p>p r1c2=.16//0>6//0 | 6 in r1c2    (one line per change, oldest first)
//! redo ...                         (the same, for what was undone)
//! ```
//!
//! The undo history keeps its last [`KEPT_CHANGES`] changes. A hint in progress is not kept.
//! Every line after `time` may be left out (a save of an earlier version reads).

use crate::clock::Clock;
use crate::game::Game;
use crate::paper::{COLOURS, Change, GivenBack, Paper, digits, digits_from};
use crate::state::{Choice, LoadError, MistakeMode, Mode, Origin, Phase, Prefs, Stats, Tone};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, CellSet, Digit, Grid, MarkSet, Symmetry};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The first line of a save.
const HEADER: &str = "shudu game 1";

/// The changes of the undo history a save keeps (the last ones): enough for any undo a
/// player makes after a reload, and a save that stays small.
pub const KEPT_CHANGES: usize = 200;

/// The keys that may come on several lines, in order.
const LISTS: [&str; 2] = ["undo", "redo"];

impl Game {
    /// The game as text, as of `now` (for the time played): see the [module](crate::save)
    /// for the format. [`Game::load`] reads it back.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid};
    /// use shudu_game::{Action, Game, Origin, Prefs};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 10_000);
    /// let text = game.save(65_000);
    /// assert!(text.starts_with("shudu game 1\n"));
    /// assert!(text.contains("\ntime 65000\n"));
    ///
    /// let loaded = Game::load(&text, 0).unwrap();
    /// assert_eq!(loaded.board(), game.board());
    /// assert_eq!(loaded.elapsed(1_000), 66_000);
    /// assert_eq!(loaded.save(0), text);
    /// ```
    #[must_use]
    pub fn save(&self, now: u64) -> String {
        let mut out = format!("{HEADER}\n");
        let mut line = |key: &str, value: &str| {
            let _ = writeln!(out, "{key} {value}");
        };
        line("origin", &origin_text(&self.origin));
        line(
            "phase",
            match self.phase {
                Phase::Entering => "entering",
                Phase::Playing => "playing",
                Phase::Done { by_player: true } => "done by player",
                Phase::Done { by_player: false } => "done by computer",
                Phase::Lost => "lost",
            },
        );
        line("puzzle", &self.puzzle.to_string());
        line("board", &self.board().to_string());
        let notes: Vec<String> = Cell::ALL
            .into_iter()
            .map(|cell| self.notes(cell).iter().map(|d| d.to_char()).collect())
            .collect();
        line("notes", &notes.join(","));
        line("time", &self.elapsed(now).to_string());
        line("hints", &self.stats.hints.to_string());
        line("checks", &self.stats.checks.to_string());
        line("mistakes", &self.stats.mistakes.to_string());
        line("checked", &marks_text(&self.checked));
        line("cursor", &self.cursor.to_string());
        line("mode", self.mode.name());
        line("auto-remove", on_off(self.prefs.auto_remove));
        line("grade-at-end", on_off(self.prefs.grade_at_end));
        line("mistakes-shown", &self.prefs.mistakes.to_string());
        line("auto-notes", on_off(self.prefs.auto_notes));
        line("paused", on_off(self.paused));
        let corner: Vec<String> = self.paper.corner.iter().map(|&c| digits(c)).collect();
        line("corner", &corner.join(","));
        let colours: String = self.paper.colours.iter().map(|c| c.to_string()).collect();
        line("colours", &colours);
        line("revealed", &marks_text(&self.revealed));
        let given_back: Vec<String> = Cell::ALL
            .into_iter()
            .filter(|&cell| {
                let taken = self.given_back[cell.index()];
                self.board().get(cell).is_some()
                    && !self.is_clue(cell)
                    && (!taken.peers.is_empty() || !taken.notes.is_empty())
            })
            .map(|cell| {
                let taken = self.given_back[cell.index()];
                let peers: Vec<String> = taken.peers.iter().map(|p| p.to_string()).collect();
                format!("{cell}:{}/{}", peers.join("."), digits(taken.notes))
            })
            .collect();
        line(
            "given-back",
            &if given_back.is_empty() {
                "-".to_string()
            } else {
                given_back.join(" ")
            },
        );
        let kept = self.undo.len().saturating_sub(KEPT_CHANGES);
        for change in &self.undo[kept..] {
            line("undo", &change.to_text());
        }
        for change in self.redo.iter().rev().take(KEPT_CHANGES).rev() {
            line("redo", &change.to_text());
        }
        out
    }

    /// Reads a game [`save`](Game::save) wrote, its clock running again from `now`. The puzzle
    /// is solved again (a file may have been edited), and every line checked against it.
    ///
    /// # Errors
    ///
    /// [`LoadError`] naming the line and what is wrong with it, or what does not fit together.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Game, LoadError};
    ///
    /// let err = Game::load("shudu game 1\norigin given\n", 0).unwrap_err();
    /// assert_eq!(err, LoadError::Missing("phase"));
    /// ```
    pub fn load(text: &str, now: u64) -> Result<Game, LoadError> {
        let mut lines = text.lines();
        let first = lines.next().unwrap_or("").trim_end();
        if first != HEADER {
            return Err(LoadError::NotASave(first.to_string()));
        }
        let mut values: HashMap<&str, (usize, &str)> = HashMap::new();
        let mut lists: HashMap<&str, Vec<Change>> = HashMap::new();
        for (n, raw) in lines.enumerate() {
            let number = n + 2;
            let raw = raw.trim_end();
            if raw.is_empty() {
                continue;
            }
            let (key, value) = raw.split_once(' ').unwrap_or((raw, ""));
            if LISTS.contains(&key) {
                let change = Change::from_text(value).ok_or_else(|| LoadError::Line {
                    line: number,
                    what: text::save_not_a_change(value),
                })?;
                lists.entry(key).or_default().push(change);
                continue;
            }
            if values.insert(key, (number, value)).is_some() {
                return Err(LoadError::Line {
                    line: number,
                    what: text::save_second_line(key),
                });
            }
        }
        let fields = Fields(values);

        let origin = fields.parse("origin", parse_origin)?;
        let phase = fields.parse("phase", |v| match v {
            "entering" => Ok(Phase::Entering),
            "playing" => Ok(Phase::Playing),
            "done by player" => Ok(Phase::Done { by_player: true }),
            "done by computer" => Ok(Phase::Done { by_player: false }),
            "lost" => Ok(Phase::Lost),
            _ => Err(text::save_unknown_phase(v)),
        })?;
        let puzzle: Grid = fields.parse("puzzle", |v| v.parse().map_err(|e| format!("{e}")))?;
        let board: Grid = fields.parse("board", |v| v.parse().map_err(|e| format!("{e}")))?;
        let notes = fields.parse_or("notes", [Candidates::EMPTY; 81], parse_notes)?;
        let time = fields.parse("time", number::<u64>)?;
        let stats = Stats {
            hints: fields.parse_or("hints", 0, number)?,
            checks: fields.parse_or("checks", 0, number)?,
            mistakes: fields.parse_or("mistakes", 0, number)?,
        };
        let checked = fields.parse_or("checked", MarkSet::EMPTY, parse_checked)?;
        let revealed = fields.parse_or("revealed", checked, parse_checked)?;
        let cursor = fields.parse_or("cursor", Cell::ALL[0], |v| {
            v.parse::<Cell>().map_err(|_| text::save_no_cell(v))
        })?;
        let mode = fields.parse_or("mode", Mode::Digits, |v| {
            v.parse().map_err(|_| text::save_unknown_mode(v))
        })?;
        let defaults = Prefs::default();
        let prefs = Prefs {
            auto_remove: fields.parse_or("auto-remove", defaults.auto_remove, parse_on_off)?,
            grade_at_end: fields.parse_or("grade-at-end", defaults.grade_at_end, parse_on_off)?,
            mistakes: fields.parse_or("mistakes-shown", defaults.mistakes, |v| {
                v.parse::<MistakeMode>().map_err(|e| e.to_string())
            })?,
            auto_notes: fields.parse_or("auto-notes", defaults.auto_notes, parse_on_off)?,
        };
        let paused = fields.parse_or("paused", false, parse_on_off)?;
        let corner = fields.parse_or("corner", [Candidates::EMPTY; 81], parse_notes)?;
        let colours = fields.parse_or("colours", [0; 81], parse_colours)?;
        let given_back =
            fields.parse_or("given-back", [GivenBack::default(); 81], parse_given_back)?;

        let solution = if phase == Phase::Entering {
            Grid::EMPTY
        } else {
            let solution =
                verdict(&puzzle).map_err(|e| LoadError::Inconsistent(text::save_bad_puzzle(&e)))?;
            for (cell, clue) in puzzle.cells() {
                if clue.is_some() && board.get(cell) != clue {
                    return Err(LoadError::Inconsistent(text::save_clue_lost(cell)));
                }
            }
            if let Phase::Done { .. } = phase
                && board != solution
            {
                return Err(LoadError::Inconsistent(
                    text::SAVE_DONE_UNSOLVED.to_string(),
                ));
            }
            solution
        };
        let mut paper = Paper::bare(&board);
        for cell in Cell::ALL {
            let cell_notes = notes[cell.index()];
            if cell_notes.is_empty() {
                continue;
            }
            if board.get(cell).is_some() {
                return Err(LoadError::Inconsistent(text::save_digit_and_notes(cell)));
            }
            paper.marks.set_candidates(cell, cell_notes);
        }
        paper.corner = corner;
        paper.colours = colours;
        let paused = paused && phase == Phase::Playing;
        let mut clock = Clock::stopped(time);
        if phase == Phase::Playing && !paused {
            clock.start(now);
        }
        let puzzle = if phase == Phase::Entering {
            Grid::EMPTY
        } else {
            puzzle
        };
        let mut game = Game::with_solution(puzzle, solution, origin, prefs, 0);
        game.paper = paper;
        game.phase = phase;
        game.clock = clock;
        game.paused = paused;
        game.cursor = cursor;
        game.mode = mode;
        game.stats = stats;
        game.checked = checked;
        game.revealed = revealed;
        game.given_back = given_back;
        game.undo = lists.remove("undo").unwrap_or_default();
        game.redo = lists.remove("redo").unwrap_or_default();
        if game.check_history().is_err() {
            // A history that does not lead to this board (an edited file) is dropped, not
            // trusted: the board is what counts.
            game.undo.clear();
            game.redo.clear();
        }
        let greeting = if paused {
            text::resumed_paused(&game.origin, time)
        } else {
            text::resumed_game(&game.origin)
        };
        game.say(Tone::Info, greeting);
        Ok(game)
    }

    /// Whether undoing every change of the history from this board, then redoing them,
    /// steps through boards that agree with each change's "before" and "after".
    fn check_history(&self) -> Result<(), ()> {
        let mut paper = self.paper.clone();
        for change in self.undo.iter().rev() {
            for &(cell, before, after) in &change.cells {
                if paper.state(cell) != after {
                    return Err(());
                }
                paper.set(cell, before);
            }
        }
        let mut paper = self.paper.clone();
        for change in self.redo.iter().rev() {
            for &(cell, before, after) in &change.cells {
                if paper.state(cell) != before {
                    return Err(());
                }
                paper.set(cell, after);
            }
        }
        Ok(())
    }
}

/// Marks as `r1c2=6 r3c4=1`, or `-` for none.
fn marks_text(marks: &MarkSet) -> String {
    let items: Vec<String> = marks
        .iter()
        .map(|(cell, digit)| format!("{cell}={digit}"))
        .collect();
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(" ")
    }
}

fn parse_colours(v: &str) -> Result<[u8; 81], String> {
    let mut colours = [0; 81];
    let values: Vec<char> = v.chars().collect();
    if values.len() != 81 {
        return Err(text::save_colours_count(values.len()));
    }
    for (slot, c) in colours.iter_mut().zip(values) {
        match c.to_digit(10) {
            Some(n) if n <= u32::from(COLOURS) => *slot = n as u8,
            _ => return Err(text::save_not_a_colour(c)),
        }
    }
    Ok(colours)
}

fn parse_given_back(v: &str) -> Result<[GivenBack; 81], String> {
    let mut taken = [GivenBack::default(); 81];
    if v == "-" {
        return Ok(taken);
    }
    for item in v.split_whitespace() {
        let parsed = item.split_once(':').and_then(|(cell, rest)| {
            let cell = cell.parse::<Cell>().ok()?;
            let (peers, notes) = rest.split_once('/')?;
            let peers: Option<CellSet> = peers
                .split('.')
                .filter(|p| !p.is_empty())
                .map(|p| p.parse::<Cell>().ok())
                .collect();
            Some((cell, peers?, digits_from(notes)?))
        });
        match parsed {
            Some((cell, peers, notes)) => taken[cell.index()] = GivenBack { peers, notes },
            None => return Err(text::save_not_given_back(item)),
        }
    }
    Ok(taken)
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

fn parse_on_off(v: &str) -> Result<bool, String> {
    match v {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(text::save_not_on_off(v)),
    }
}

fn number<T: std::str::FromStr>(v: &str) -> Result<T, String> {
    v.parse().map_err(|_| text::save_not_a_number(v))
}

fn parse_notes(v: &str) -> Result<[Candidates; 81], String> {
    let fields: Vec<&str> = v.split(',').collect();
    if fields.len() != 81 {
        return Err(text::save_notes_count(fields.len()));
    }
    let mut notes = [Candidates::EMPTY; 81];
    for (i, field) in fields.iter().enumerate() {
        for c in field.chars() {
            let digit = Digit::from_char(c).ok_or_else(|| text::save_notes_digit(c, i + 1))?;
            notes[i].insert(digit);
        }
    }
    Ok(notes)
}

fn parse_checked(v: &str) -> Result<MarkSet, String> {
    let mut set = MarkSet::EMPTY;
    if v == "-" {
        return Ok(set);
    }
    for item in v.split_whitespace() {
        let parsed = item.split_once('=').and_then(|(cell, digit)| {
            let mut chars = digit.chars();
            let d = Digit::from_char(chars.next()?)?;
            chars.next().is_none().then_some(())?;
            Some((cell.parse::<Cell>().ok()?, d))
        });
        match parsed {
            Some((cell, digit)) => set.insert(cell, digit),
            None => return Err(text::save_not_a_mark(item)),
        }
    }
    Ok(set)
}

fn origin_text(origin: &Origin) -> String {
    match origin {
        Origin::Generated {
            choice,
            symmetry,
            seed,
        } => format!("generated {seed} {symmetry} {choice}"),
        Origin::Daily { date, choice } => format!("daily {date} {choice}"),
        Origin::Given => "given".to_string(),
        Origin::Typed => "typed".to_string(),
    }
}

fn parse_origin(v: &str) -> Result<Origin, String> {
    match v {
        "given" => return Ok(Origin::Given),
        "typed" => return Ok(Origin::Typed),
        _ => {}
    }
    if let Some(daily) = v.strip_prefix("daily ") {
        let (date, choice) = daily
            .split_once(' ')
            .ok_or_else(|| text::save_no_origin(v))?;
        return Ok(Origin::Daily {
            date: date.parse().map_err(|e| format!("{e}"))?,
            choice: choice.parse().map_err(|e| format!("{e}"))?,
        });
    }
    let mut parts = v.splitn(4, ' ');
    let (Some("generated"), Some(seed), Some(symmetry), Some(choice)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(text::save_no_origin(v));
    };
    let seed = number::<u64>(seed)?;
    let symmetry: Symmetry = symmetry
        .parse()
        .map_err(|e| text::save_bad_symmetry(symmetry, &e))?;
    let choice: Choice = choice.parse().map_err(|e| format!("{e}"))?;
    Ok(Origin::Generated {
        choice,
        symmetry,
        seed,
    })
}

/// The lines of a save by key, with their line numbers.
struct Fields<'a>(HashMap<&'a str, (usize, &'a str)>);

impl Fields<'_> {
    fn parse<T>(
        &self,
        key: &'static str,
        read: impl FnOnce(&str) -> Result<T, String>,
    ) -> Result<T, LoadError> {
        let &(line, value) = self.0.get(key).ok_or(LoadError::Missing(key))?;
        read(value).map_err(|what| LoadError::Line { line, what })
    }

    fn parse_or<T>(
        &self,
        key: &'static str,
        default: T,
        read: impl FnOnce(&str) -> Result<T, String>,
    ) -> Result<T, LoadError> {
        match self.0.get(key) {
            None => Ok(default),
            Some(&(line, value)) => read(value).map_err(|what| LoadError::Line { line, what }),
        }
    }
}
