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
//! mode digits
//! auto-remove on
//! grade-at-end off
//! ```
//!
//! Undo history, a hint in progress and a pause are not kept: a loaded game starts with the
//! clock running.

use crate::clock::Clock;
use crate::game::{Game, Restored, bare_marks};
use crate::state::{Choice, LoadError, Mode, Origin, Phase, Prefs, Stats};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, Digit, Grid, MarkSet, Marks, Symmetry};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The first line of a save.
const HEADER: &str = "shudu game 1";

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
        let checked: Vec<String> = self
            .checked
            .iter()
            .map(|(cell, digit)| format!("{cell}={digit}"))
            .collect();
        line(
            "checked",
            &if checked.is_empty() {
                "-".to_string()
            } else {
                checked.join(" ")
            },
        );
        line("cursor", &self.cursor.to_string());
        line(
            "mode",
            match self.mode {
                Mode::Digits => "digits",
                Mode::Notes => "notes",
            },
        );
        line("auto-remove", on_off(self.prefs.auto_remove));
        line("grade-at-end", on_off(self.prefs.grade_at_end));
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
        for (n, raw) in lines.enumerate() {
            let number = n + 2;
            let raw = raw.trim_end();
            if raw.is_empty() {
                continue;
            }
            let (key, value) = raw.split_once(' ').unwrap_or((raw, ""));
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
        let cursor = fields.parse_or("cursor", Cell::ALL[0], |v| {
            v.parse::<Cell>().map_err(|_| text::save_no_cell(v))
        })?;
        let mode = fields.parse_or("mode", Mode::Digits, |v| match v {
            "digits" => Ok(Mode::Digits),
            "notes" => Ok(Mode::Notes),
            _ => Err(text::save_unknown_mode(v)),
        })?;
        let defaults = Prefs::default();
        let prefs = Prefs {
            auto_remove: fields.parse_or("auto-remove", defaults.auto_remove, parse_on_off)?,
            grade_at_end: fields.parse_or("grade-at-end", defaults.grade_at_end, parse_on_off)?,
        };

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
        let mut marks: Marks = bare_marks(&board);
        for cell in Cell::ALL {
            let cell_notes = notes[cell.index()];
            if cell_notes.is_empty() {
                continue;
            }
            if board.get(cell).is_some() {
                return Err(LoadError::Inconsistent(text::save_digit_and_notes(cell)));
            }
            marks.set_candidates(cell, cell_notes);
        }
        let mut clock = Clock::stopped(time);
        if phase == Phase::Playing {
            clock.start(now);
        }
        let puzzle = if phase == Phase::Entering {
            Grid::EMPTY
        } else {
            puzzle
        };
        Ok(Game::restore(
            puzzle,
            solution,
            marks,
            phase,
            clock,
            Restored {
                origin,
                prefs,
                cursor,
                mode,
                stats,
                checked,
            },
        ))
    }
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
