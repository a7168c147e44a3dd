//! Drawing with ratatui. It only reads the [`App`]; every word comes from the rules crate,
//! but for the window-size message and the key names.
//!
//! Three board sizes, the largest that fits the terminal:
//! - **large** (80x31 and up): cells of 5x3 with the notes in a 3x3 layout, each digit in
//!   its place;
//! - **medium** (78x23 and up): cells of 5x2 with a gap between cells, the notes 1-5 on the
//!   top line and 6-9 below;
//! - **small** (58x19 and up): cells of 3x1, up to three notes shown (`¹⁴⁷`, or `¹²⁺` for
//!   more), all of them in the cell line beside the board.
//!
//! Notes are small raised digits (`¹²³`), never the size of a placed digit. The status lines
//! go under the board where there is room, then beside it; the message and the hint follow
//! beside the board, wrapped, and scroll (PgUp, PgDn) when they do not fit: no text is ever
//! cut. Colour marks the cursor's row, column and box, the same digit, clashes and the hint's
//! cells and candidates; without colour (`NO_COLOR`) the cursor is reversed, the same digit
//! underlined, a clashing or wrong digit framed as `!5!`, the hint's candidates underlined and
//! its removals struck out, so nothing depends on colour.

use crate::app::{App, KEYS, Screen};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;
use shudu::{Cell, Digit};
use shudu_game::text;
use shudu_game::{Game, Highlight, Menu, Phase, Tone};

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 58;
/// The smallest terminal the game draws in.
pub const MIN_HEIGHT: u16 = 19;

/// The widest the side panel grows.
const MAX_PANEL: u16 = 64;

/// Colour or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Colours.
    Colour,
    /// No colour (`NO_COLOR`): only bold, underline, reverse, dim and strike-through.
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

/// The board's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Cells of 5x3, notes in a 3x3 layout.
    Large,
    /// Cells of 5x2 and a gap, notes on two lines.
    Medium,
    /// Cells of 3x1 and a gap, up to three notes.
    Small,
}

impl Size {
    /// A cell's width, height, and the gap between cells of a box.
    #[must_use]
    pub const fn cell(self) -> (u16, u16, u16) {
        match self {
            Size::Large => (5, 3, 0),
            Size::Medium => (5, 2, 1),
            Size::Small => (3, 1, 1),
        }
    }

    /// The board's width and height, borders included.
    const fn board(self) -> (u16, u16) {
        let (w, h, gap) = self.cell();
        (4 + 3 * (3 * w + 2 * gap), 4 + 9 * h)
    }

    /// The narrowest panel beside the board.
    const fn min_panel(self) -> u16 {
        match self {
            Size::Large => 30,
            Size::Medium => 22,
            Size::Small => 20,
        }
    }

    /// The lowest window, with room below the board if any.
    const fn min_height(self) -> u16 {
        match self {
            Size::Large => 31,
            Size::Medium => 23,
            Size::Small => MIN_HEIGHT,
        }
    }
}

/// Where everything goes in a window: the board, the lines below it, the panel beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The board's size.
    pub size: Size,
    /// The board, borders included.
    pub board: Rect,
    /// Below the board (the status lines).
    pub below: Rect,
    /// Beside the board: status lines that did not fit below, the message, the hint, and a
    /// line of keys at the bottom.
    pub panel: Rect,
}

/// The layout of the largest board that fits `area`, or `None` when the window is too small.
#[must_use]
pub fn layout(area: Rect) -> Option<Layout> {
    [Size::Large, Size::Medium, Size::Small]
        .into_iter()
        .find(|&size| {
            let (w, _) = size.board();
            area.width >= w + 1 + size.min_panel() && area.height >= size.min_height()
        })
        .map(|size| {
            let (w, h) = size.board();
            let width = area.width.min(w + 1 + MAX_PANEL);
            let x = area.x + (area.width - width) / 2;
            let (y, height) = (area.y, area.height);
            Layout {
                size,
                board: Rect::new(x, y, w, h),
                below: Rect::new(x, y + h, w, height - h),
                panel: Rect::new(x + w + 1, y, width - w - 1, height),
            }
        })
}

/// The top-left corner of a cell on the screen.
#[must_use]
pub fn cell_origin(layout: &Layout, cell: Cell) -> (u16, u16) {
    let (w, h, gap) = layout.size.cell();
    let (row, col) = (cell.row() as u16, cell.col() as u16);
    (
        layout.board.x + 1 + col / 3 * (3 * w + 2 * gap + 1) + col % 3 * (w + gap),
        layout.board.y + 1 + row / 3 * (3 * h + 1) + row % 3 * h,
    )
}

/// The cell at screen position (`x`, `y`) in a terminal of size `area`, for mouse clicks.
#[must_use]
pub fn cell_at(area: Rect, x: u16, y: u16) -> Option<Cell> {
    let layout = layout(area)?;
    let (w, h, _) = layout.size.cell();
    Cell::ALL.into_iter().find(|&cell| {
        let (cx, cy) = cell_origin(&layout, cell);
        (cx..cx + w).contains(&x) && (cy..cy + h).contains(&y)
    })
}

/// The menu item at screen position (`x`, `y`), for mouse clicks.
#[must_use]
pub fn item_at(area: Rect, app: &App, y: u16) -> Option<usize> {
    let Screen::Menu(menu) = app.screen() else {
        return None;
    };
    menu_lines(area, app, menu)
        .into_iter()
        .find(|line| line.y == y)
        .and_then(|line| line.item)
}

/// The small raised digits of the notes.
const RAISED: [char; 9] = ['¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/// A note as a small raised digit.
#[must_use]
pub fn raised(digit: Digit) -> char {
    RAISED[usize::from(digit.get() - 1)]
}

/// `text` broken into lines of at most `width` characters at spaces (a word longer than a
/// line is broken where it must be); every character but the spaces at the breaks is kept.
#[must_use]
pub fn wrap(text: &str, width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let mut word: Vec<char> = word.chars().collect();
            loop {
                let len = line.chars().count();
                let sep = usize::from(len > 0);
                if len + sep + word.len() <= width {
                    if sep == 1 {
                        line.push(' ');
                    }
                    line.extend(word.iter());
                    break;
                }
                if len > 0 {
                    lines.push(std::mem::take(&mut line));
                    continue;
                }
                let rest = word.split_off(width);
                lines.push(word.iter().collect());
                word = rest;
            }
        }
        lines.push(line);
    }
    lines
}

/// A line of text with its style.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Styled {
    text: String,
    style: Style,
}

/// Groups `items` into lines of at most `width`, three spaces apart; an item longer than a
/// line wraps on its own.
fn pack(items: &[String], width: u16) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in items.iter().filter(|i| !i.is_empty()) {
        let len = line.chars().count();
        if len > 0 && len + 3 + item.chars().count() <= usize::from(width) {
            line += "   ";
            line += item;
            continue;
        }
        if len > 0 {
            lines.push(std::mem::take(&mut line));
        }
        let mut wrapped = wrap(item, width);
        line = wrapped.pop().unwrap_or_default();
        lines.extend(wrapped);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The game as a widget.
#[derive(Debug)]
pub struct View<'a> {
    /// What to draw.
    pub app: &'a App,
    /// How.
    pub theme: Theme,
    /// The terminal loop's clock, for the time played.
    pub now: u64,
}

impl Widget for View<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(layout) = layout(area) else {
            self.too_small(area, buf);
            return;
        };
        if self.app.help() {
            self.help(area, buf);
            return;
        }
        match self.app.screen() {
            Screen::Menu(menu) => self.menu(area, menu, buf),
            Screen::Making { choice, seed } => {
                let lines = [
                    text::making(*choice, *seed),
                    "Esc: back to the menu".to_string(),
                ];
                self.centred(area, &lines, buf);
            }
            Screen::Game => {
                if let Some(game) = self.app.game() {
                    self.game(&layout, game, buf);
                }
            }
        }
    }
}

/// The lines beside the board (status lines that did not fit below it, the message, the
/// hint) for `game`, wrapped to the panel's width, and the status lines below the board.
fn game_text(
    layout: &Layout,
    app: &App,
    game: &Game,
    theme: Theme,
    now: u64,
) -> (Vec<String>, Vec<Styled>) {
    let status = game.status(now);
    let items = [
        status.title,
        status.time,
        status.mode,
        status.cell,
        status.progress,
        status.counts,
        status.grade,
        status.auto_remove,
    ];
    let below_lines = pack(&items, layout.below.width);
    let room = usize::from(layout.below.height.saturating_sub(1));
    let (below, rest): (Vec<String>, Vec<String>) = if below_lines.len() <= room {
        (below_lines, Vec::new())
    } else {
        (Vec::new(), pack(&items, layout.panel.width))
    };
    let width = layout.panel.width;
    let plain = Style::new();
    let head = match theme {
        Theme::Colour => Style::new().add_modifier(Modifier::BOLD).fg(Color::Yellow),
        Theme::Plain => Style::new().add_modifier(Modifier::BOLD),
    };
    let mut lines: Vec<Styled> = rest
        .into_iter()
        .map(|text| Styled { text, style: plain })
        .collect();
    let block = |lines: &mut Vec<Styled>, text: &str, style: Style| {
        if !lines.is_empty() {
            lines.push(Styled {
                text: String::new(),
                style: plain,
            });
        }
        for line in wrap(text, width) {
            lines.push(Styled { text: line, style });
        }
    };
    if let Some(question) = app.question() {
        block(&mut lines, question, head);
    }
    let summary = game.summary(now);
    if let Some(summary) = &summary {
        let good = match theme {
            Theme::Colour => Style::new().fg(Color::LightGreen),
            Theme::Plain => Style::new().add_modifier(Modifier::BOLD),
        };
        block(&mut lines, summary, good);
    }
    if let Some(message) = game.message().filter(|m| Some(&m.text) != summary.as_ref()) {
        let style = match (message.tone, theme) {
            (Tone::Info, _) => plain,
            (Tone::Good, Theme::Colour) => Style::new().fg(Color::LightGreen),
            (Tone::Bad, Theme::Colour) => Style::new().fg(Color::LightRed),
            (_, Theme::Plain) => Style::new().add_modifier(Modifier::BOLD),
        };
        block(&mut lines, &message.text, style);
    }
    if let Some(hint) = game.hint() {
        block(&mut lines, &hint.title, head);
        for line in wrap(&hint.text, width) {
            lines.push(Styled {
                text: line,
                style: plain,
            });
        }
    }
    (below, lines)
}

/// The lines of text beside the board in a window of `area` (all of them, before scrolling),
/// empty when no game is on the screen.
#[must_use]
pub fn side_lines(area: Rect, app: &App, now: u64) -> Vec<String> {
    let (Some(layout), Some(game), Screen::Game) = (layout(area), app.game(), app.screen()) else {
        return Vec::new();
    };
    let (_, lines) = game_text(&layout, app, game, Theme::Plain, now);
    lines.into_iter().map(|line| line.text).collect()
}

/// How many of the text lines beside the board show at once in a window of `area` when they
/// do not all fit (one line less than the room, for the line that says there is more).
#[must_use]
pub fn side_room(area: Rect) -> u16 {
    layout(area).map_or(0, |layout| layout.panel.height.saturating_sub(2))
}

/// How many lines the text beside the board (or the help page) can scroll in a window of
/// `area`, and how many a page is.
#[must_use]
pub fn max_scroll(area: Rect, app: &App, now: u64) -> (u16, u16) {
    if app.help() {
        let lines = help_lines(area.width.min(HELP_WIDTH));
        let room = area.height.saturating_sub(2);
        return ((lines.len() as u16).saturating_sub(room), room.max(1));
    }
    let lines = side_lines(area, app, now).len() as u16;
    let room = side_room(area);
    if lines <= room + 1 {
        (0, room.max(1))
    } else {
        (lines - room, room.max(1))
    }
}

/// The widest the help page grows.
const HELP_WIDTH: u16 = 90;

/// The help page's lines at `width`: each key, then what it does, wrapped under it.
fn help_lines(width: u16) -> Vec<String> {
    let key_width = KEYS.iter().map(|(k, _)| k.len()).max().unwrap_or(0) as u16 + 2;
    let mut lines = Vec::new();
    for (key, help) in KEYS {
        let wrapped = wrap(help.describe(), width.saturating_sub(key_width).max(10));
        for (i, line) in wrapped.iter().enumerate() {
            let left = if i == 0 { key } else { "" };
            lines.push(format!("{left:<w$}{line}", w = usize::from(key_width)));
        }
    }
    // The terminal plays classic puzzles only: say where the variants are played.
    lines.push(String::new());
    lines.extend(wrap(text::CLASSIC_ONLY, width.max(10)));
    lines
}

/// A line of the menu screen: its text, where it goes, and the item it belongs to.
struct MenuLine {
    text: String,
    y: u16,
    item: Option<usize>,
    selected: bool,
}

fn menu_lines(area: Rect, app: &App, menu: &Menu) -> Vec<MenuLine> {
    let width = area.width.min(76);
    let mut lines: Vec<(String, Option<usize>, bool)> = Vec::new();
    lines.push((format!("shudu   {}", Menu::title()), None, false));
    if app.game().is_some() {
        for l in wrap(text::MENU_REPLACES, width) {
            lines.push((l, None, false));
        }
    }
    lines.push((String::new(), None, false));
    let label_width = 20usize;
    for (i, item) in menu.items().iter().enumerate() {
        let selected = i == menu.selected();
        let mark = if selected { ">" } else { " " };
        let head = format!("{mark} {} {:<label_width$}", i + 1, item.label);
        let about = wrap(
            item.about,
            width.saturating_sub(head.chars().count() as u16).max(12),
        );
        for (j, part) in about.iter().enumerate() {
            let left = if j == 0 {
                head.clone()
            } else {
                " ".repeat(head.chars().count())
            };
            lines.push((format!("{left}{part}"), Some(i), selected));
        }
    }
    lines.push((String::new(), None, false));
    for said in [menu.message(), app.notice()].into_iter().flatten() {
        for l in wrap(said, width) {
            lines.push((l, None, false));
        }
    }
    let keys = match (menu.selected() == Menu::SE_ITEM, app.game().is_some()) {
        (true, true) => {
            "Type a range, then Enter: start; Up, Down: the levels; Esc: back to the game"
        }
        (true, false) => "Type a range, then Enter: start; Up, Down: the levels; q: quit",
        (false, true) => "Up, Down or 1-6: choose; Enter: start; Esc: back to the game; q: quit",
        (false, false) => "Up, Down or 1-6: choose; Enter: start; q: quit",
    };
    for l in wrap(keys, width) {
        lines.push((l, None, false));
    }
    let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
    lines
        .into_iter()
        .enumerate()
        .map(|(i, (text, item, selected))| MenuLine {
            text,
            y: top + i as u16,
            item,
            selected,
        })
        .collect()
}

impl View<'_> {
    fn colour(&self) -> bool {
        self.theme == Theme::Colour
    }

    fn too_small(&self, area: Rect, buf: &mut Buffer) {
        let said = format!(
            "The window is {}x{}; the game needs {MIN_WIDTH}x{MIN_HEIGHT}. Make it larger, or \
             press q to save and quit.",
            area.width, area.height
        );
        self.centred(area, &[said], buf);
    }

    /// `paragraphs`, wrapped and centred in `area` (as many lines as fit).
    fn centred(&self, area: Rect, paragraphs: &[String], buf: &mut Buffer) {
        let lines: Vec<String> = paragraphs
            .iter()
            .flat_map(|p| wrap(p, area.width.saturating_sub(2)))
            .collect();
        let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
        for (i, line) in lines.iter().enumerate().take(usize::from(area.height)) {
            let len = line.chars().count() as u16;
            let x = area.x + area.width.saturating_sub(len) / 2;
            buf.set_string(x, top + i as u16, line, Style::new());
        }
    }

    fn help(&self, area: Rect, buf: &mut Buffer) {
        let head = Style::new().add_modifier(Modifier::BOLD);
        let width = area.width.min(HELP_WIDTH);
        let x = area.x + (area.width - width) / 2;
        buf.set_string(
            x,
            area.y,
            format!("{} (any key closes it)", text::HELP_TITLE),
            head,
        );
        let lines = help_lines(width);
        let room = usize::from(area.height.saturating_sub(2));
        let scroll = usize::from(self.app.scroll()).min(lines.len().saturating_sub(room));
        for (i, line) in lines.iter().skip(scroll).take(room).enumerate() {
            buf.set_string(x, area.y + 1 + i as u16, line, Style::new());
        }
        if lines.len() > room {
            let more = if scroll + room < lines.len() {
                "PgDn: more"
            } else {
                "PgUp: back to the top"
            };
            buf.set_string(x, area.y + area.height - 1, more, head);
        }
    }

    fn menu(&self, area: Rect, menu: &Menu, buf: &mut Buffer) {
        let width = area.width.min(76);
        let x = area.x + (area.width - width) / 2;
        let colour = self.colour();
        for (i, line) in menu_lines(area, self.app, menu).into_iter().enumerate() {
            let mut style = Style::new();
            if i == 0 {
                style = style.add_modifier(Modifier::BOLD);
            }
            if line.selected {
                style = if colour {
                    style.fg(Color::Black).bg(Color::Yellow)
                } else {
                    style.add_modifier(Modifier::REVERSED)
                };
            }
            if line.y < area.bottom() {
                buf.set_string(x, line.y, &line.text, style);
            }
        }
    }

    fn game(&self, layout: &Layout, game: &Game, buf: &mut Buffer) {
        if game.is_paused() {
            let board = layout.board;
            self.centred(
                board,
                &["Paused".to_string(), "space: go on".to_string()],
                buf,
            );
        } else {
            self.board(layout, game, buf);
        }
        let (below, lines) = game_text(layout, self.app, game, self.theme, self.now);
        for (i, line) in below.iter().enumerate() {
            buf.set_string(
                layout.below.x,
                layout.below.y + 1 + i as u16,
                line,
                Style::new(),
            );
        }
        // The panel: the text, scrolled, then a line of keys.
        let panel = layout.panel;
        let keys_line = panel.y + panel.height - 1;
        let room = usize::from(panel.height.saturating_sub(2));
        let overflow = lines.len() > room + 1;
        let room = if overflow { room } else { room + 1 };
        let scroll = if overflow {
            usize::from(self.app.scroll()).min(lines.len() - room)
        } else {
            0
        };
        for (i, line) in lines.iter().skip(scroll).take(room).enumerate() {
            buf.set_string(panel.x, panel.y + i as u16, &line.text, line.style);
        }
        let head = Style::new().add_modifier(Modifier::BOLD);
        if overflow {
            let more = match (scroll > 0, scroll + room < lines.len()) {
                (false, _) => "PgDn: more below",
                (true, true) => "PgUp PgDn: more",
                (true, false) => "PgUp: more above",
            };
            buf.set_string(panel.x, keys_line - 1, more, head);
        }
        let keys = match game.phase() {
            Phase::Entering => "Enter start  ? help",
            Phase::Done { .. } => "n new puzzle  ? help",
            Phase::Playing => "h hint  ? help  q quit",
        };
        let keys = if keys.len() as u16 > panel.width {
            "? help"
        } else {
            keys
        };
        buf.set_string(
            panel.x,
            keys_line,
            keys,
            Style::new().add_modifier(Modifier::DIM),
        );
    }

    fn board(&self, layout: &Layout, game: &Game, buf: &mut Buffer) {
        let board = layout.board;
        let border = if self.colour() {
            Style::new().fg(Color::Gray)
        } else {
            Style::new()
        };
        let (w, h, gap) = layout.size.cell();
        let segment = "─".repeat(usize::from(3 * w + 2 * gap));
        let rule = |left: &str, mid: &str, right: &str| {
            format!("{left}{segment}{mid}{segment}{mid}{segment}{right}")
        };
        for band in 0..4u16 {
            let line = match band {
                0 => rule("┌", "┬", "┐"),
                3 => rule("└", "┴", "┘"),
                _ => rule("├", "┼", "┤"),
            };
            buf.set_string(board.x, board.y + band * (3 * h + 1), line, border);
        }
        for y in 0..board.height {
            if y % (3 * h + 1) != 0 {
                for stack in 0..4u16 {
                    let x = board.x + stack * (3 * w + 2 * gap + 1);
                    buf.set_string(x, board.y + y, "│", border);
                }
            }
        }
        let hint = game.hint().map(|h| h.highlight).unwrap_or_default();
        let bad = game.clashes() | game.wrong();
        for cell in Cell::ALL {
            self.cell(layout, game, cell, &hint, bad.contains(cell), buf);
        }
    }

    fn cell(
        &self,
        layout: &Layout,
        game: &Game,
        cell: Cell,
        hint: &Highlight,
        bad: bool,
        buf: &mut Buffer,
    ) {
        let cursor = game.cursor();
        let digit = game.board().get(cell);
        let clue = game.is_clue(cell);
        let hinted = hint.cells.contains(cell);
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
            if hint.area.contains(cell) {
                style = style.bg(Color::Indexed(23));
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
        let (x, y) = cell_origin(layout, cell);
        let (w, h, _) = layout.size.cell();
        for dy in 0..h {
            buf.set_string(x, y + dy, " ".repeat(usize::from(w)), style);
        }

        if let Some(digit) = digit {
            let mut look = style;
            if clue {
                look = look.add_modifier(Modifier::BOLD);
            }
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
            } else if same && cell != cursor {
                look = look.add_modifier(Modifier::UNDERLINED);
            }
            let (dx, dy) = match layout.size {
                Size::Large => (2, 1),
                Size::Medium => (2, 0),
                Size::Small => (1, 0),
            };
            if bad && !colour {
                buf.set_string(x + dx - 1, y + dy, format!("!{digit}!"), look);
            } else {
                buf.set_string(x + dx, y + dy, digit.to_string(), look);
            }
            return;
        }
        let notes = game.notes(cell);
        let note_look = |d: Digit| {
            let mut look = style;
            let pattern = hint.candidates.contains(cell, d);
            let removed = hint.removals.contains(cell, d);
            if colour {
                look = look.fg(if removed {
                    Color::LightRed
                } else if pattern {
                    Color::LightGreen
                } else {
                    Color::Indexed(248)
                });
            } else if !pattern && !removed {
                look = look.add_modifier(Modifier::DIM);
            }
            if pattern {
                look = look.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
            }
            if removed {
                look = look.add_modifier(Modifier::CROSSED_OUT);
            }
            look
        };
        match layout.size {
            Size::Large => {
                for d in notes {
                    let n = u16::from(d.get() - 1);
                    buf.set_string(
                        x + 1 + n % 3,
                        y + n / 3,
                        raised(d).to_string(),
                        note_look(d),
                    );
                }
            }
            Size::Medium => {
                for d in notes {
                    let n = u16::from(d.get() - 1);
                    let (dx, dy) = if n < 5 { (n, 0) } else { (n - 5, 1) };
                    buf.set_string(x + dx, y + dy, raised(d).to_string(), note_look(d));
                }
            }
            Size::Small => {
                let shown: Vec<Digit> = notes.iter().collect();
                let (shown, more) = if shown.len() > 3 {
                    (&shown[..2], true)
                } else {
                    (&shown[..], false)
                };
                for (i, &d) in shown.iter().enumerate() {
                    buf.set_string(x + i as u16, y, raised(d).to_string(), note_look(d));
                }
                if more {
                    let look = if colour {
                        style.fg(Color::Indexed(248))
                    } else {
                        style.add_modifier(Modifier::DIM)
                    };
                    buf.set_string(x + 2, y, "⁺", look);
                }
            }
        }
    }
}
