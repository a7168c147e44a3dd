//! The game in a real terminal: the command line, the terminal set up and restored, events
//! turned into keys, slow work on threads, the save file. [`run`] is the whole program: the
//! example `play` and the `shudu play` command both call it.
//!
//! It owns the terminal (raw mode, the alternate screen, mouse reports and bracketed paste on
//! the way in, all of it undone on the way out, whether by `q`, an error or a panic), runs the
//! slow work (making and grading puzzles) on threads, and saves the game when the player
//! leaves.

use crate::app::{App, Key, Request, Settings, Start};
use crate::store;
use crate::ui::{Theme, View, cell_at, item_at, max_scroll};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event, KeyCode, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;
use shudu::{Grid, Symmetry};
use shudu_game::{Choice, Direction, text};
use std::io::{self, Stdout};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: {program} [OPTIONS]

A sudoku game in the terminal (58x19 or larger; 78x23 shows the notes on two lines, 80x31
in a 3x3 layout), with hints that explain. With no options it goes on with the saved game,
or shows the level menu.

options:
  --level LEVEL      start a puzzle of this level at once: easy, medium, hard, unfair or
                     extreme, on HoDoKu's scale (graded by the techniques it needs)
  --er MIN-MAX       start a puzzle whose Sudoku Explainer rating is in the range (7.5-8.5)
  --clues N          start a puzzle of N clues (17 to 81), whatever it needs
  --seed N           the seed of the first puzzle (default: from the clock); each puzzle
                     made takes the next seed. The puzzles are those of the generate example
                     with the same seed, level and symmetry. Alone, it opens the menu
  --symmetry NAME    symmetry of the clue pattern (default none): none, central, quarter,
                     mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
                     both-diagonals, full
  --puzzle LINE      play this puzzle (81 characters, '.' or '0' for empty cells)
  --fresh            do not go on with the saved game (it is replaced when you quit)
  --help             this message

The game is saved when you quit, in shudu/game.txt under your data directory
($XDG_DATA_HOME, or ~/.local/share). Press ? in the game for the keys. Set NO_COLOR to
play without colour.";

struct Options {
    settings: Settings,
    start: Option<Start>,
    fresh: bool,
}

enum Command {
    Play(Options),
    Help,
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut symmetry = Symmetry::None;
    let mut seed = None;
    let mut start = None;
    let mut fresh = false;
    let mut new_game = false;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            return Ok(Command::Help);
        }
        if arg == "--fresh" {
            fresh = true;
            continue;
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
            "--seed" => {
                seed = Some(number(&name, value()?)?);
                new_game = true;
            }
            "--level" => {
                let value = value()?;
                let level: shudu::Level = value.parse().map_err(|_| {
                    format!(
                        "unknown level {value:?}; the levels are easy, medium, hard, unfair \
                         and extreme"
                    )
                })?;
                start = Some(Start::Choice(Choice::Level(level)));
            }
            "--er" => {
                let value = value()?;
                let (min, max) =
                    shudu_game::parse_se_range(&value).map_err(|e| format!("--er: {e}"))?;
                start = Some(Start::Choice(Choice::Se { min, max }));
            }
            "--clues" => {
                let n = number(&name, value()?)?;
                if !(17..=81).contains(&n) {
                    return Err(format!("--clues is 17 to 81, not {n}"));
                }
                start = Some(Start::Choice(Choice::Clues(n as u8)));
            }
            "--symmetry" => {
                let value = value()?;
                symmetry = value.parse().map_err(|e| format!("{value:?}: {e}"))?;
                new_game = true;
            }
            "--puzzle" => {
                let value = value()?;
                let grid: Grid = value.parse().map_err(|e| format!("--puzzle: {e}"))?;
                start = Some(Start::Puzzle(grid));
            }
            _ => return Err(format!("unknown option {name:?} (try --help)")),
        }
    }
    if start.is_none() && new_game {
        start = Some(Start::Menu);
    }
    Ok(Command::Play(Options {
        settings: Settings {
            symmetry,
            seed: seed.unwrap_or_else(fresh_seed),
        },
        start,
        fresh,
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

/// Puts the terminal back as it was: mouse reports and bracketed paste off, main screen,
/// cooked mode, cursor shown. Safe to call more than once.
fn restore_terminal() {
    let _ = execute!(
        io::stdout(),
        DisableBracketedPaste,
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

fn to_key(event: Event, size: Rect, app: &App) -> Option<Key> {
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
                KeyCode::PageUp => Key::PageUp,
                KeyCode::PageDown => Key::PageDown,
                KeyCode::Char(c) => Key::Char(c),
                _ => return None,
            })
        }
        Event::Paste(text) => Some(Key::Paste(text)),
        Event::Mouse(mouse) => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => cell_at(size, mouse.column, mouse.row)
                .map(Key::Click)
                .or_else(|| item_at(size, app, mouse.row).map(Key::ClickItem)),
            MouseEventKind::ScrollUp => Some(Key::WheelUp),
            MouseEventKind::ScrollDown => Some(Key::WheelDown),
            _ => None,
        },
        _ => None,
    }
}

/// The result of slow work done on a thread.
enum Done {
    Generated(Choice, u64, Result<shudu::Puzzle, shudu::GenerateError>),
    Graded(
        Grid,
        Result<shudu_game::PuzzleGrade, shudu_game::GradeError>,
    ),
}

/// Runs each request on a thread of its own; the results come back on `done`.
fn dispatch(requests: Vec<Request>, done: &Sender<Done>) {
    for request in requests {
        let done = done.clone();
        std::thread::spawn(move || {
            let result = match request {
                Request::Generate {
                    choice,
                    symmetry,
                    seed,
                } => Done::Generated(choice, seed, choice.generate(symmetry, seed)),
                Request::Grade(puzzle) => Done::Graded(puzzle, shudu_game::grade(&puzzle)),
            };
            // The game may have ended meanwhile; then nobody listens.
            let _ = done.send(result);
        });
    }
}

fn play(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    app: &mut App,
    theme: Theme,
    clock: Instant,
) -> io::Result<()> {
    let now = || clock.elapsed().as_millis() as u64;
    // For the smoke test of the panic hook: panic at the first key.
    let panic_at_key = std::env::var_os("SHUDU_PLAY_PANIC_AT_KEY").is_some();
    let (sender, results): (Sender<Done>, Receiver<Done>) = mpsc::channel();
    while !app.quit() {
        dispatch(app.take_requests(), &sender);
        let size = terminal.size()?;
        let area = Rect::new(0, 0, size.width, size.height);
        app.set_scroll_limits(max_scroll(area, app, now()));
        terminal.draw(|frame| {
            let view = View {
                app,
                theme,
                now: now(),
            };
            frame.render_widget(view, frame.area());
        })?;
        // Wake four times a second for the clock and the threads' results; a key or a resize
        // is an event and redraws at once.
        if event::poll(Duration::from_millis(250))? {
            let event = event::read()?;
            if let Some(key) = to_key(event, area, app) {
                assert!(
                    !panic_at_key,
                    "SHUDU_PLAY_PANIC_AT_KEY is set: a panic for the test"
                );
                app.handle(key, now());
            }
        }
        while let Ok(result) = results.try_recv() {
            match result {
                Done::Generated(choice, seed, puzzle) => app.generated(choice, seed, puzzle, now()),
                Done::Graded(puzzle, grade) => app.graded(&puzzle, grade),
            }
        }
    }
    Ok(())
}

/// Plays the game in the terminal as the program `program` (`play`, `shudu play`: the name
/// its help gives), with the command-line arguments `args` (without the program's name).
/// Returns the exit status: 0 when the game ended well, 1 when it could not start, be played
/// or saved (the message is on standard error), 2 on a usage error.
///
/// It needs a terminal on standard input and output.
pub fn run(program: &str, args: impl IntoIterator<Item = String>) -> u8 {
    let options = match parse_args(args) {
        Ok(Command::Play(options)) => options,
        Ok(Command::Help) => {
            println!("{}", USAGE.replace("{program}", program));
            return 0;
        }
        Err(message) => {
            eprintln!("error: {message}");
            return 2;
        }
    };
    let path = store::save_path();
    let start = match options.start {
        Some(start) => start,
        None if options.fresh => Start::Menu,
        None => match path.as_deref().map(store::read) {
            Some(Ok(Some(saved))) => Start::Resume(saved),
            Some(Err(err)) => {
                eprintln!("error: cannot read the saved game: {err}");
                return 1;
            }
            _ => Start::Menu,
        },
    };
    let clock = Instant::now();
    let mut app = match App::new(start, options.settings, 0) {
        Ok(app) => app,
        Err(err) => {
            eprintln!("error: --puzzle: {err}");
            return 1;
        }
    };

    // Whatever happens from here on, the terminal is put back: the guard on return, the hook
    // on a panic (before the message prints, so that it is readable).
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous(info);
    }));
    let restore = Restore;
    let result = enable_raw_mode()
        .and_then(|()| {
            execute!(
                io::stdout(),
                EnterAlternateScreen,
                EnableMouseCapture,
                EnableBracketedPaste
            )
        })
        .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())))
        .and_then(|mut terminal| play(&mut terminal, &mut app, Theme::from_env(), clock));
    drop(restore);
    if let Err(err) = result {
        eprintln!("error: {err}");
        return 1;
    }
    let now = clock.elapsed().as_millis() as u64;
    match (app.save(now), path) {
        (Some(saved), Some(path)) => {
            let place = path.display().to_string();
            match store::write(&path, &saved) {
                Ok(()) => println!("{}", text::saved_to(&place)),
                Err(err) => {
                    eprintln!("error: {}", text::not_saved(&place, &err.to_string()));
                    return 1;
                }
            }
        }
        (Some(_), None) => {
            eprintln!(
                "error: {}",
                text::not_saved("your data directory", "no home directory is set")
            );
            return 1;
        }
        (None, _) => {}
    }
    0
}
