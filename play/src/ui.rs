//! Drawing the game with ratatui: the board on the left, a panel with the state, the hint and
//! the keys on the right, the message below. It only reads the [`App`].
//!
//! Everything fits 78x24. Colour marks the cursor's row, column and box, the same digit,
//! clashes and hints; without colour (`NO_COLOR`) the cursor is reversed, the same digit
//! underlined, and clashing or wrong digits are framed as `!5!`, so nothing depends on colour.

use crate::app::App;
use crate::game::{Phase, Tone, clock};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use shudu::Cell;

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 78;
/// The smallest terminal the game draws in.
pub const MIN_HEIGHT: u16 = 24;

/// The board's size: nine cells of 5x2 and four box borders each way.
const BOARD_WIDTH: u16 = 49;
const BOARD_HEIGHT: u16 = 22;
/// The widest the whole layout grows on a large terminal.
const MAX_WIDTH: u16 = 100;

/// Colour or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Colours.
    Colour,
    /// No colour (`NO_COLOR`): only bold, underline, reverse and dim.
    Plain,
}

impl Theme {
    /// `Plain` when the `NO_COLOR` environment variable is set and not empty.
    #[must_use]
    pub fn from_env() -> Theme {
        match std::env::var_os("NO_COLOR") {
            Some(value) if !value.is_empty() => Theme::Plain,
            _ => Theme::Colour,
        }
    }
}

/// The game as a widget.
#[derive(Debug)]
pub struct View<'a> {
    /// What to draw.
    pub app: &'a App,
    /// How.
    pub theme: Theme,
}

/// Where the layout goes in `area`: centred, at most [`MAX_WIDTH`] wide and 24 high.
fn frame_rect(area: Rect) -> Rect {
    let width = area.width.min(MAX_WIDTH);
    let height = area.height.min(MIN_HEIGHT);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

fn board_rect(area: Rect) -> Rect {
    let frame = frame_rect(area);
    Rect::new(frame.x, frame.y, BOARD_WIDTH, BOARD_HEIGHT)
}

/// Whether the terminal is large enough.
#[must_use]
pub fn fits(area: Rect) -> bool {
    area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
}

/// The top-left corner of a cell's 5x2 block on the screen.
fn cell_origin(board: Rect, cell: Cell) -> (u16, u16) {
    let (row, col) = (cell.row() as u16, cell.col() as u16);
    (
        board.x + 1 + 5 * col + col / 3,
        board.y + 1 + 2 * row + row / 3,
    )
}

/// The cell at screen position (`x`, `y`) in a terminal of size `area`, for mouse clicks.
#[must_use]
pub fn cell_at(area: Rect, x: u16, y: u16) -> Option<Cell> {
    if !fits(area) {
        return None;
    }
    let board = board_rect(area);
    Cell::ALL.into_iter().find(|&cell| {
        let (cx, cy) = cell_origin(board, cell);
        (cx..cx + 5).contains(&x) && (cy..cy + 2).contains(&y)
    })
}

impl Widget for View<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if !fits(area) {
            too_small(area, self.app, buf);
            return;
        }
        let frame = frame_rect(area);
        let board = board_rect(area);
        self.board(board, buf);
        let panel = Rect::new(
            board.right() + 1,
            frame.y,
            frame.width - BOARD_WIDTH - 1,
            BOARD_HEIGHT,
        );
        self.panel(panel, buf);
        let bottom = Rect::new(frame.x, frame.y + BOARD_HEIGHT, frame.width, 2);
        self.message(bottom, buf);
    }
}

/// The message for a window too small, with the question to answer if one is pending (so
/// that q, then y, can be seen to quit).
fn too_small(area: Rect, app: &App, buf: &mut Buffer) {
    let text = match app.pending() {
        Some(pending) => pending.question().to_string(),
        None => format!(
            "The window is {}x{}; the game needs {MIN_WIDTH}x{MIN_HEIGHT}. \
             Make it larger, or press q to quit.",
            area.width, area.height
        ),
    };
    let height = 3.min(area.height);
    let rect = Rect::new(
        area.x,
        area.y + (area.height - height) / 2,
        area.width,
        height,
    );
    Paragraph::new(text)
        .wrap(Wrap { trim: true })
        .centered()
        .render(rect, buf);
}

impl View<'_> {
    fn colour(&self) -> bool {
        self.theme == Theme::Colour
    }

    fn board(&self, board: Rect, buf: &mut Buffer) {
        let border = if self.colour() {
            Style::new().fg(Color::Gray)
        } else {
            Style::new()
        };
        let segment = "─".repeat(15);
        let rule = |left: &str, mid: &str, right: &str| {
            format!("{left}{segment}{mid}{segment}{mid}{segment}{right}")
        };
        for band in 0..4u16 {
            let line = match band {
                0 => rule("┌", "┬", "┐"),
                3 => rule("└", "┴", "┘"),
                _ => rule("├", "┼", "┤"),
            };
            buf.set_string(board.x, board.y + 7 * band, line, border);
        }
        for y in 0..BOARD_HEIGHT {
            if y % 7 != 0 {
                for x in [0, 16, 32, 48] {
                    buf.set_string(board.x + x, board.y + y, "│", border);
                }
            }
        }
        for cell in Cell::ALL {
            self.cell(board, cell, buf);
        }
    }

    fn cell(&self, board: Rect, cell: Cell, buf: &mut Buffer) {
        let game = self.app.game();
        let cursor = game.cursor();
        let digit = game.board().get(cell);
        let clue = game.is_clue(cell);
        let bad = (game.clashes() | game.wrong()).contains(cell);
        let hinted = game.hint().is_some_and(|hint| hint.cells().contains(cell));
        let same = digit.is_some() && digit == game.board().get(cursor);
        let near = cell.row() == cursor.row()
            || cell.col() == cursor.col()
            || cell.box_index() == cursor.box_index();
        let colour = self.colour();

        let mut style = Style::new();
        if colour {
            if near {
                style = style.bg(Color::Indexed(236));
            }
            if hinted {
                style = style.bg(Color::Indexed(58));
            }
            if cell == cursor {
                style = style.bg(Color::Blue);
            }
        } else {
            if hinted {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            if cell == cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
        }
        let (x, y) = cell_origin(board, cell);
        buf.set_string(x, y, "     ", style);
        buf.set_string(x, y + 1, "     ", style);

        if let Some(digit) = digit {
            let mut look = style.add_modifier(if clue {
                Modifier::BOLD
            } else {
                Modifier::empty()
            });
            if colour {
                look = look.fg(if bad {
                    Color::LightRed
                } else if same {
                    Color::Yellow
                } else if clue {
                    Color::White
                } else {
                    Color::Cyan
                });
            } else if same {
                look = look.add_modifier(Modifier::UNDERLINED);
            }
            let text = if bad && !colour {
                format!(" !{digit}! ")
            } else {
                format!("  {digit}  ")
            };
            buf.set_string(x, y, text, look);
        } else {
            let notes = game.notes(cell);
            // Notes fill their cells' width, so in colour neighbours alternate two greys
            // to keep one cell's notes apart from the next.
            let look = if colour {
                style.fg(if (cell.row() + cell.col()).is_multiple_of(2) {
                    Color::Indexed(244)
                } else {
                    Color::Indexed(250)
                })
            } else {
                style.add_modifier(Modifier::DIM)
            };
            let mut top = String::new();
            let mut bottom = String::new();
            for n in 1..=9u8 {
                let shown = shudu::Digit::new(n).is_some_and(|d| notes.contains(d));
                let ch = if shown { char::from(b'0' + n) } else { ' ' };
                if n <= 5 {
                    top.push(ch)
                } else {
                    bottom.push(ch)
                }
            }
            buf.set_string(x, y, top, look);
            buf.set_string(x, y + 1, bottom, look);
        }
    }

    fn panel(&self, panel: Rect, buf: &mut Buffer) {
        let game = self.app.game();
        let colour = self.colour();
        let head = if colour {
            Style::new().add_modifier(Modifier::BOLD).fg(Color::Yellow)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        };
        let cursor = game.cursor();
        let mut lines = vec![Line::from(vec![
            Span::styled("shudu", head),
            Span::raw(format!("  {}", self.app.title())),
        ])];
        let phase = match game.phase() {
            Phase::Entering => "typing clues".to_string(),
            Phase::Playing if game.pencil() => "pencil notes".to_string(),
            Phase::Playing => "digits".to_string(),
            Phase::Done {
                by_player: true, ..
            } => "solved!".to_string(),
            Phase::Done { .. } => "solved by computer".to_string(),
        };
        lines.push(Line::raw(format!(
            "Time {}   Mode: {phase}",
            clock(game.elapsed())
        )));
        let entering = game.phase() == Phase::Entering;
        let what = match game.board().get(cursor) {
            Some(d) if game.is_clue(cursor) || entering => format!("clue {d}"),
            Some(d) => format!("your {d}"),
            None if game.notes(cursor).is_empty() => "empty".to_string(),
            None => format!("notes {}", game.notes(cursor)),
        };
        let left = 81 - game.board().clue_count();
        lines.push(Line::raw(format!("Cell {cursor}: {what}")));
        lines.push(Line::raw(if entering {
            format!("Clues typed: {}; Enter starts", game.board().clue_count())
        } else {
            format!("{} clues, {left} cells to fill", game.puzzle().clue_count())
        }));
        lines.push(Line::raw(""));
        let keys: &[(&str, &str)] = &[
            ("←↑↓→", "move (or click)"),
            ("1-9 ", "place   0 erase"),
            ("p   ", "pencil notes on/off"),
            ("f   ", "fill every cell's notes"),
            ("u r ", "undo, redo"),
            ("h   ", "hint (again: more)"),
            ("c s ", "check, solve"),
            ("x   ", "reset to the clues"),
            ("n e ", "new puzzle, type your own"),
            ("⏎   ", "start your own puzzle"),
            ("q   ", "quit"),
        ];
        let key_style = if colour {
            Style::new().fg(Color::Yellow)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        };
        let keys_height = keys.len() as u16 + 1;
        let top = Rect::new(panel.x, panel.y, panel.width, panel.height - keys_height);
        if let Some(hint) = game.hint() {
            lines.push(Line::from(Span::styled("Hint", head)));
            lines.push(Line::raw(hint.text()));
        }
        Paragraph::new(Text::from(lines))
            .wrap(Wrap { trim: true })
            .render(top, buf);
        let mut key_lines = vec![Line::from(Span::styled("Keys", head))];
        for (key, what) in keys {
            key_lines.push(Line::from(vec![
                Span::styled(*key, key_style),
                Span::raw(format!(" {what}")),
            ]));
        }
        let bottom = Rect::new(panel.x, top.bottom(), panel.width, keys_height);
        Paragraph::new(Text::from(key_lines)).render(bottom, buf);
    }

    fn message(&self, area: Rect, buf: &mut Buffer) {
        let colour = self.colour();
        let (text, style) = if let Some(pending) = self.app.pending() {
            let style = if colour {
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
            } else {
                Style::new().add_modifier(Modifier::BOLD)
            };
            (pending.question().to_string(), style)
        } else if let Some(message) = self.app.game().message() {
            let style = match (message.tone, colour) {
                (Tone::Info, _) => Style::new(),
                (Tone::Good, true) => Style::new().fg(Color::LightGreen),
                (Tone::Bad, true) => Style::new().fg(Color::LightRed),
                (_, false) => Style::new().add_modifier(Modifier::BOLD),
            };
            (message.text.clone(), style)
        } else {
            return;
        };
        Paragraph::new(Span::styled(text, style))
            .wrap(Wrap { trim: true })
            .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Key, Settings};
    use crate::level::Level;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use shudu::{Digit, Symmetry};

    fn app() -> App {
        App::new(Settings {
            level: Level::Easy,
            symmetry: Symmetry::None,
            seed: 7,
        })
    }

    fn draw(app: &App, theme: Theme, width: u16, height: u16) -> Buffer {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(View { app, theme }, frame.area()))
            .unwrap();
        terminal.backend().buffer().clone()
    }

    fn lines(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol())
                    .collect::<String>()
            })
            .collect()
    }

    fn screen(buf: &Buffer) -> String {
        lines(buf).join("\n")
    }

    /// The five characters of a cell's top line on an 80x24 screen.
    fn top(buf: &Buffer, cell: Cell) -> String {
        let (x, y) = cell_origin(board_rect(buf.area), cell);
        (x..x + 5).map(|x| buf[(x, y)].symbol()).collect()
    }

    fn style(buf: &Buffer, cell: Cell) -> ratatui::buffer::Cell {
        let (x, y) = cell_origin(board_rect(buf.area), cell);
        buf[(x + 2, y)].clone()
    }

    #[test]
    fn the_board_shows_every_clue_in_its_cell_and_the_panel_the_keys() {
        let app = app();
        let buf = draw(&app, Theme::Colour, 80, 24);
        let text = lines(&buf);
        assert!(text[0].starts_with("┌───────────────┬"));
        assert!(text[21].starts_with("└───────────────┴"));
        assert!(text[7].starts_with("├───────────────┼"));
        for (cell, digit) in app.game().board().cells() {
            let expected = digit.map_or("     ".to_string(), |d| format!("  {d}  "));
            assert_eq!(top(&buf, cell), expected, "{cell}");
        }
        let screen = screen(&buf);
        assert!(screen.contains("shudu  seed 7, easy"));
        let clues = app
            .game()
            .board()
            .cells()
            .filter(|(_, d)| d.is_some())
            .count();
        assert!(screen.contains(&format!("{clues} clues, {} cells to fill", 81 - clues)));
        assert!(screen.contains("Cell r1c1"));
        for key in [
            "1-9",
            "hint",
            "check, solve",
            "quit",
            "pencil",
            "undo, redo",
        ] {
            assert!(screen.contains(key), "{key} missing from the keys");
        }
    }

    #[test]
    fn colour_marks_the_cursor_its_row_column_and_box_and_the_same_digit() {
        let mut app = app();
        // Put the cursor on a clue.
        let clue = Cell::ALL
            .into_iter()
            .find(|&c| app.game().is_clue(c))
            .unwrap();
        app.handle(Key::Click(clue));
        let digit = app.game().board().get(clue).unwrap();
        let buf = draw(&app, Theme::Colour, 80, 24);
        assert_eq!(style(&buf, clue).bg, Color::Blue);
        for other in Cell::ALL.into_iter().filter(|&c| c != clue) {
            let near = other.row() == clue.row()
                || other.col() == clue.col()
                || other.box_index() == clue.box_index();
            let look = style(&buf, other);
            assert_eq!(look.bg == Color::Indexed(236), near, "{other}");
            if app.game().board().get(other) == Some(digit) {
                assert_eq!(look.fg, Color::Yellow, "{other} holds {digit} too");
            }
        }
    }

    #[test]
    fn without_colour_nothing_is_coloured_and_the_marks_remain() {
        let mut app = app();
        let clue = Cell::ALL
            .into_iter()
            .find(|&c| app.game().is_clue(c))
            .unwrap();
        app.handle(Key::Click(clue));
        let digit = app.game().board().get(clue).unwrap();
        let buf = draw(&app, Theme::Plain, 80, 24);
        for x in 0..80 {
            for y in 0..24 {
                assert_eq!(buf[(x, y)].fg, Color::Reset, "({x}, {y})");
                assert_eq!(buf[(x, y)].bg, Color::Reset, "({x}, {y})");
            }
        }
        assert!(style(&buf, clue).modifier.contains(Modifier::REVERSED));
        let twin = Cell::ALL
            .into_iter()
            .find(|&c| c != clue && app.game().board().get(c) == Some(digit))
            .unwrap();
        assert!(style(&buf, twin).modifier.contains(Modifier::UNDERLINED));
        assert!(!style(&buf, twin).modifier.contains(Modifier::REVERSED));
    }

    #[test]
    fn clashes_show_at_once_in_colour_and_without() {
        let mut app = app();
        let game = app.game();
        // An empty cell and a digit one of its peers holds.
        let (here, peer) = Cell::ALL
            .into_iter()
            .filter(|&c| game.board().get(c).is_none())
            .find_map(|c| {
                c.peers()
                    .iter()
                    .find(|p| game.board().get(**p).is_some())
                    .map(|&p| (c, p))
            })
            .unwrap();
        let digit = game.board().get(peer).unwrap();
        app.handle(Key::Click(here));
        app.handle(Key::Char(char::from(b'0' + digit.get())));
        let plain = draw(&app, Theme::Plain, 80, 24);
        assert_eq!(top(&plain, here), format!(" !{digit}! "));
        assert_eq!(top(&plain, peer), format!(" !{digit}! "));
        assert!(screen(&plain).contains("Clash"));
        let colour = draw(&app, Theme::Colour, 80, 24);
        assert_eq!(top(&colour, here), format!("  {digit}  "));
        assert_eq!(style(&colour, peer).fg, Color::LightRed);
    }

    #[test]
    fn notes_show_each_digit_in_its_place() {
        let mut app = app();
        app.handle(Key::Char('f'));
        let game = app.game();
        let empty = Cell::ALL
            .into_iter()
            .find(|&c| game.board().get(c).is_none())
            .unwrap();
        let buf = draw(&app, Theme::Colour, 80, 24);
        let (x, y) = cell_origin(board_rect(buf.area), empty);
        for n in 1..=9u8 {
            let (dx, dy) = if n <= 5 { (n - 1, 0) } else { (n - 6, 1) };
            let shown = buf[(x + u16::from(dx), y + dy)].symbol().to_string();
            let noted = game.notes(empty).contains(Digit::new(n).unwrap());
            assert_eq!(shown == n.to_string(), noted, "{empty} note {n}");
        }
    }

    #[test]
    fn a_hint_shows_in_the_panel_and_its_cells_light_up() {
        let mut app = app();
        app.handle(Key::Char('h'));
        let screen1 = screen(&draw(&app, Theme::Colour, 80, 24));
        assert!(screen1.contains("Hint"));
        assert!(screen1.contains("Look for"));
        app.handle(Key::Char('h'));
        let cells = app.game().hint().unwrap().cells();
        assert!(!cells.is_empty());
        let colour = draw(&app, Theme::Colour, 80, 24);
        let plain = draw(&app, Theme::Plain, 80, 24);
        for cell in cells {
            if cell != app.game().cursor() {
                assert_eq!(style(&colour, cell).bg, Color::Indexed(58), "{cell}");
            }
            assert!(style(&plain, cell).modifier.contains(Modifier::UNDERLINED));
        }
    }

    #[test]
    fn messages_and_questions_show_below_the_board() {
        let mut app = app();
        let clue = Cell::ALL
            .into_iter()
            .find(|&c| app.game().is_clue(c))
            .unwrap();
        app.handle(Key::Click(clue));
        app.handle(Key::Char('1'));
        let text = lines(&draw(&app, Theme::Colour, 80, 24));
        assert!(text[22].contains(&format!("{clue} is a clue; it cannot change.")));
        app.handle(Key::Char('c'));
        let (empty, _) = app
            .game()
            .board()
            .cells()
            .find(|(_, d)| d.is_none())
            .unwrap();
        app.handle(Key::Click(empty));
        app.handle(Key::Char('p'));
        app.handle(Key::Char('4'));
        app.handle(Key::Char('q'));
        let text = lines(&draw(&app, Theme::Plain, 80, 24));
        assert!(text[22].starts_with("Quit and lose this game? y: quit"));
    }

    #[test]
    fn typing_a_puzzle_counts_the_clues() {
        let mut app = app();
        app.handle(Key::Char('e'));
        app.handle(Key::Char('5'));
        let screen = screen(&draw(&app, Theme::Colour, 80, 24));
        assert!(screen.contains("shudu  your puzzle"));
        assert!(screen.contains("Mode: typing clues"));
        assert!(screen.contains("Cell r1c1: clue 5"));
        assert!(screen.contains("Clues typed: 1; Enter starts"));
    }

    #[test]
    fn a_small_window_says_so() {
        let app = app();
        let buf = draw(&app, Theme::Colour, 60, 20);
        let small = screen(&buf);
        assert!(small.contains("The window is 60x20; the game needs 78x24."));
        assert!(!small.contains('┌'));
        assert!(small.contains("Make it larger"));
        // The question before quitting shows too.
        let mut app = app;
        let (empty, _) = app
            .game()
            .board()
            .cells()
            .find(|(_, d)| d.is_none())
            .unwrap();
        app.handle(Key::Click(empty));
        app.handle(Key::Char('5'));
        app.handle(Key::Char('q'));
        let asked = screen(&draw(&app, Theme::Colour, 60, 20));
        assert!(asked.contains("Quit and lose this game?"));
        // A window just large enough draws the game.
        assert!(screen_fits(&draw(&app, Theme::Colour, 78, 24)));
        assert!(!screen_fits(&draw(&app, Theme::Colour, 78, 23)));
    }

    fn screen_fits(buf: &Buffer) -> bool {
        screen(buf).contains('┌')
    }

    #[test]
    fn a_click_finds_the_cell_under_it_at_any_size() {
        for (width, height) in [(80, 24), (120, 40)] {
            let area = Rect::new(0, 0, width, height);
            let board = board_rect(area);
            for cell in Cell::ALL {
                let (x, y) = cell_origin(board, cell);
                assert_eq!(cell_at(area, x, y), Some(cell));
                assert_eq!(cell_at(area, x + 4, y + 1), Some(cell));
            }
            // Borders and the panel are no cell.
            assert_eq!(cell_at(area, board.x, board.y + 1), None);
            assert_eq!(cell_at(area, board.x + 1, board.y), None);
            assert_eq!(cell_at(area, board.right() + 2, board.y + 1), None);
        }
        assert_eq!(cell_at(Rect::new(0, 0, 40, 10), 2, 2), None);
    }

    #[test]
    fn a_large_window_centres_the_game() {
        let buf = draw(&app(), Theme::Colour, 120, 40);
        let text = lines(&buf);
        let top = (40 - 24) / 2;
        assert!(text[top].starts_with(&format!("{}┌", " ".repeat(10))));
    }
}
