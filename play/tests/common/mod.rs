//! What the drawing tests share: an app whose slow work is done at once, and the screen read
//! back as text.
#![allow(dead_code)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use shudu_play::app::{App, Request};
use shudu_play::ui::{Theme, View};

/// Carries out the app's slow work (making and grading puzzles) at once, as the terminal
/// loop does on threads.
pub fn fulfil(app: &mut App) {
    loop {
        let requests = app.take_requests();
        if requests.is_empty() {
            return;
        }
        for request in requests {
            match request {
                Request::Generate {
                    choice,
                    symmetry,
                    seed,
                } => app.generated(choice, seed, choice.generate(symmetry, seed), 0),
                Request::Grade(puzzle) => app.graded(&puzzle, shudu_game::grade(&puzzle)),
            }
        }
    }
}

/// The app drawn in a `width` x `height` terminal.
pub fn draw(app: &App, theme: Theme, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(View { app, theme, now: 0 }, frame.area()))
        .unwrap();
    terminal.backend().buffer().clone()
}

/// The screen's lines.
pub fn lines(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

/// The screen as one string.
pub fn screen(buf: &Buffer) -> String {
    lines(buf).join("\n")
}

/// The text of a rectangle of the screen, line by line, without trailing spaces.
pub fn region(buf: &Buffer, rect: ratatui::layout::Rect) -> Vec<String> {
    (rect.y..rect.bottom())
        .map(|y| {
            let line: String = (rect.x..rect.right())
                .map(|x| buf[(x, y)].symbol())
                .collect();
            line.trim_end().to_string()
        })
        .collect()
}

/// The words of `text`, for comparing texts wrapped differently.
pub fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}
