//! The screen in the guide's page on the terminal game (docs/terminal-game.md) is what the game
//! draws, line for line (the clock aside): the same keys on ratatui's test backend give the
//! same text.

mod common;

use common::{draw, fulfil, lines};
use shudu::Symmetry;
use shudu_game::{Choice, Direction};
use shudu_play::app::{App, Key, Settings, Start};
use shudu_play::ui::Theme;

/// The first ```text block of docs/terminal-game.md.
fn guide_screen() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/terminal-game.md");
    let page = std::fs::read_to_string(path).expect("docs/terminal-game.md beside play/");
    let block = page.split("```text\n").nth(1).expect("a text block");
    let block = block.split("\n```").next().unwrap();
    block.lines().map(str::to_owned).collect()
}

/// The clock changes from run to run.
fn without_clock(line: &str) -> String {
    match line.find("Time ") {
        Some(at) => line[..at].to_string() + &line[at..].replacen(char::is_numeric, "", 3),
        None => line.to_string(),
    }
}

#[test]
fn the_guide_shows_what_the_game_draws() {
    let settings = Settings {
        symmetry: Symmetry::None,
        seed: 7,
    };
    let mut app = App::new(Start::Choice(Choice::Clues(32)), settings, 0).unwrap();
    fulfil(&mut app);
    for key in [
        Key::Arrow(Direction::Right),
        Key::Arrow(Direction::Right),
        Key::Char('9'),
        Key::Arrow(Direction::Right),
        Key::Char('5'),
        Key::Char('p'),
        Key::Arrow(Direction::Right),
        Key::Char('2'),
        Key::Char('4'),
        Key::Char('p'),
        Key::Char('h'),
        Key::Char('h'),
    ] {
        app.handle(key, 0);
    }
    let buf = draw(&app, Theme::Plain, 80, 24);
    let mut drawn: Vec<String> = lines(&buf)
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect();
    while drawn.last().is_some_and(String::is_empty) {
        drawn.pop();
    }
    let readme = guide_screen();
    if std::env::var_os("SHUDU_PRINT_SCREEN").is_some() {
        println!("{}", drawn.join("\n"));
    }
    assert_eq!(readme.len(), drawn.len(), "lines in the guide's screen");
    for (n, (want, got)) in readme.iter().zip(&drawn).enumerate() {
        assert_eq!(without_clock(want), without_clock(got), "line {}", n + 1);
    }
}
