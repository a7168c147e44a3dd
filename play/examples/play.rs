//! A sudoku game in the terminal, with hints that explain.
//!
//! ```text
//! cargo run --release -p shudu-play --example play    # a new medium puzzle
//! cargo run --release -p shudu-play --example play -- --seed 7 --level hard --symmetry central
//! cargo run --release -p shudu-play --example play -- --puzzle 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
//! ```
//!
//! The rules, keys and drawing live in the `shudu-play` library beside this file; this program
//! owns the terminal: raw mode, the alternate screen and mouse reports on the way in, all of it
//! undone on the way out, whether by `q`, an error or a panic.

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEventKind, KeyModifiers,
    MouseButton, MouseEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;
use shudu::{Grid, Symmetry};
use shudu_play::app::{App, Key, Settings};
use shudu_play::game::Direction;
use shudu_play::level::Level;
use shudu_play::ui::{Theme, View, cell_at};
use std::io::{self, Stdout};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "\
usage: play [OPTIONS]

A sudoku game in the terminal (78x24 or larger), with hints that explain.

options:
  --seed N           seed of the first puzzle (default: from the clock); each new
                     puzzle (n) takes the next seed, and the screen shows it. The
                     puzzles are those of the generate example with the same seed,
                     clues and symmetry
  --level LEVEL      easy, medium (the default), hard, unfair or extreme, on HoDoKu's
                     scale (graded by the techniques the puzzle needs)
  --clues N          the number of clues instead of a level
  --symmetry NAME    symmetry of the clue pattern (default none): none, central, quarter,
                     mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
                     both-diagonals, full
  --puzzle LINE      play this puzzle (81 characters, '.' or '0' for empty cells)
  --help             this message

keys: arrows (or mouse clicks) move, 1-9 place, 0/Backspace/Delete erase, p pencil notes,
f fill every cell's notes, u undo, r redo, h hint (again for more), c check, s solve,
x reset to the clues, n new puzzle, e type your own puzzle, Enter start it, q quit.
Set NO_COLOR to play without colour.";

struct Options {
    settings: Settings,
    puzzle: Option<Grid>,
}

enum Command {
    Play(Options),
    Help,
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut level = Level::DEFAULT;
    let mut symmetry = Symmetry::None;
    let mut seed = None;
    let mut puzzle = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            return Ok(Command::Help);
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (arg, None),
        };
        let mut inline = inline;
        let mut value = || {
            inline
                .take()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        let number = |name: &str, value: String| {
            value
                .parse::<u64>()
                .map_err(|_| format!("{name} needs a whole number, not {value:?}"))
        };
        match name.as_str() {
            "--seed" => seed = Some(number(&name, value()?)?),
            "--level" => level = value()?.parse()?,
            "--clues" => {
                let n = number(&name, value()?)?;
                if !(17..=81).contains(&n) {
                    return Err(format!("--clues is 17 to 81, not {n}"));
                }
                level = Level::Clues(n as usize);
            }
            "--symmetry" => {
                let value = value()?;
                symmetry = value.parse().map_err(|e| format!("{value:?}: {e}"))?;
            }
            "--puzzle" => {
                let value = value()?;
                let grid: Grid = value.parse().map_err(|e| format!("--puzzle: {e}"))?;
                puzzle = Some(grid);
            }
            _ => return Err(format!("unknown option {name:?} (try --help)")),
        }
    }
    let seed = seed.unwrap_or_else(fresh_seed);
    Ok(Command::Play(Options {
        settings: Settings {
            level,
            symmetry,
            seed,
        },
        puzzle,
    }))
}

/// A seed that differs from run to run: the clock's nanoseconds mixed with the process id,
/// kept to six digits so that it is easy to type back with `--seed`.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ u64::from(std::process::id()).rotate_left(32)) % 1_000_000
}

/// Puts the terminal back as it was: mouse reports off, main screen, cooked mode, cursor shown.
/// Safe to call more than once.
fn restore_terminal() {
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
    let _ = disable_raw_mode();
}

/// Restores the terminal when dropped: on a normal return and on an early `?`.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore_terminal();
    }
}

fn to_key(event: &Event, size: Rect) -> Option<Key> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            if key.modifiers.contains(KeyModifiers::CONTROL) {
                return (key.code == KeyCode::Char('c')).then_some(Key::Interrupt);
            }
            Some(match key.code {
                KeyCode::Up => Key::Arrow(Direction::Up),
                KeyCode::Down => Key::Arrow(Direction::Down),
                KeyCode::Left => Key::Arrow(Direction::Left),
                KeyCode::Right => Key::Arrow(Direction::Right),
                KeyCode::Backspace => Key::Backspace,
                KeyCode::Delete => Key::Delete,
                KeyCode::Enter => Key::Enter,
                KeyCode::Esc => Key::Esc,
                KeyCode::Char(c) => Key::Char(c),
                _ => return None,
            })
        }
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            cell_at(size, mouse.column, mouse.row).map(Key::Click)
        }
        _ => None,
    }
}

fn run(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    app: &mut App,
    theme: Theme,
) -> io::Result<()> {
    // For the smoke test of the panic hook: panic at the first key.
    let panic_at_key = std::env::var_os("SHUDU_PLAY_PANIC_AT_KEY").is_some();
    while !app.quit() {
        terminal.draw(|frame| frame.render_widget(View { app, theme }, frame.area()))?;
        // Wake once a second for the clock; a resize is an event and redraws at once.
        if event::poll(Duration::from_secs(1))? {
            let event = event::read()?;
            let size = terminal.size()?;
            let area = Rect::new(0, 0, size.width, size.height);
            if let Some(key) = to_key(&event, area) {
                assert!(
                    !panic_at_key,
                    "SHUDU_PLAY_PANIC_AT_KEY is set: a panic for the test"
                );
                app.handle(key);
            }
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(Command::Play(options)) => options,
        Ok(Command::Help) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let mut app = match options.puzzle {
        Some(puzzle) => match App::with_puzzle(puzzle, options.settings) {
            Ok(app) => app,
            Err(err) => {
                eprintln!("error: --puzzle: {err}");
                return ExitCode::FAILURE;
            }
        },
        None => App::new(options.settings),
    };

    // Whatever happens from here on, the terminal is put back: the guard on return, the hook
    // on a panic (before the message prints, so that it is readable).
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous(info);
    }));
    let _restore = Restore;
    let result = enable_raw_mode()
        .and_then(|()| execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture))
        .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())))
        .and_then(|mut terminal| run(&mut terminal, &mut app, Theme::from_env()));
    drop(_restore);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}
