//! The screen in the README's "Play it" section is what the game draws, line for line (the
//! clock aside): the same keys on ratatui's test backend give the same text.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shudu::Symmetry;
use shudu_play::app::{App, Key, Settings};
use shudu_play::game::Direction;
use shudu_play::level::Level;
use shudu_play::ui::{Theme, View};

/// The first ```text block after the "## Play it" heading.
fn readme_screen() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
    let readme = std::fs::read_to_string(path).expect("README.md beside play/");
    let section = readme
        .split("## Play it")
        .nth(1)
        .expect("a Play it section");
    let block = section.split("```text\n").nth(1).expect("a text block");
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
fn the_readme_shows_what_the_game_draws() {
    let mut app = App::new(Settings {
        level: Level::Clues(32),
        symmetry: Symmetry::None,
        seed: 7,
    });
    for key in [
        Key::Arrow(Direction::Right),
        Key::Arrow(Direction::Right),
        Key::Char('9'),
        Key::Arrow(Direction::Right),
        Key::Char('5'),
        Key::Arrow(Direction::Right),
        Key::Char('2'),
        Key::Char('h'),
        Key::Char('h'),
    ] {
        app.handle(key);
    }
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| {
            let view = View {
                app: &app,
                theme: Theme::Plain,
            };
            frame.render_widget(view, frame.area());
        })
        .unwrap();
    let buffer = terminal.backend().buffer();
    let mut drawn: Vec<String> = (0..24)
        .map(|y| {
            let line: String = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
            line.trim_end().to_string()
        })
        .collect();
    while drawn.last().is_some_and(String::is_empty) {
        drawn.pop();
    }
    let readme = readme_screen();
    assert_eq!(readme.len(), drawn.len(), "lines in the README's screen");
    for (n, (want, got)) in readme.iter().zip(&drawn).enumerate() {
        assert_eq!(without_clock(want), without_clock(got), "line {}", n + 1);
    }
}
