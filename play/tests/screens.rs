//! The screens on ratatui's test backend at 60x20, 80x24 and 120x40: the board and its notes
//! at each size, colour and no colour, clash marks that follow the board, hints on the board,
//! the menu, the help page, pause, the summary, clicks, and a window too small.

mod common;

use common::{draw, fulfil, lines, screen};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use shudu::{Cell, Digit, Level, Symmetry};
use shudu_game::{Choice, Direction, Phase};
use shudu_play::app::{App, Key, Screen, Settings, Start};
use shudu_play::ui::{Size, Theme, cell_at, cell_origin, item_at, layout, raised};

const SIZES: [(u16, u16); 3] = [(60, 20), (80, 24), (120, 40)];

/// The text beside the board, its lines joined.
fn side(app: &App, size: (u16, u16)) -> String {
    let lines = shudu_play::ui::side_lines(Rect::new(0, 0, size.0, size.1), app, 0);
    common::words(&lines.join(" ")).join(" ")
}

fn settings() -> Settings {
    Settings {
        symmetry: Symmetry::None,
        seed: 7,
    }
}

/// A game of seed 7, easy, with its grade.
fn app() -> App {
    let mut app = App::new(Start::Choice(Choice::Level(Level::Easy)), settings(), 0).unwrap();
    fulfil(&mut app);
    app
}

fn typed(app: &mut App, keys: &str) {
    for c in keys.chars() {
        app.handle(Key::Char(c), 0);
    }
}

fn first(_: &App, want: impl Fn(Cell) -> bool) -> Cell {
    Cell::ALL.into_iter().find(|&c| want(c)).unwrap()
}

/// The digit drawn at a cell's centre, and its style.
fn centre(buf: &Buffer, size: (u16, u16), cell: Cell) -> ratatui::buffer::Cell {
    let layout = layout(Rect::new(0, 0, size.0, size.1)).unwrap();
    let (x, y) = cell_origin(&layout, cell);
    let (dx, dy) = match layout.size {
        Size::Large => (2, 1),
        Size::Medium => (2, 0),
        Size::Small => (1, 0),
    };
    buf[(x + dx, y + dy)].clone()
}

/// A cell's characters, line by line.
fn cell_text(buf: &Buffer, size: (u16, u16), cell: Cell) -> Vec<String> {
    let layout = layout(Rect::new(0, 0, size.0, size.1)).unwrap();
    let (x, y) = cell_origin(&layout, cell);
    let (w, h, _) = layout.size.cell();
    (y..y + h)
        .map(|y| (x..x + w).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn each_size_has_its_board() {
    let sizes: Vec<Size> = SIZES
        .iter()
        .map(|&(w, h)| layout(Rect::new(0, 0, w, h)).unwrap().size)
        .collect();
    assert_eq!(sizes, [Size::Small, Size::Medium, Size::Large]);
    assert_eq!(layout(Rect::new(0, 0, 78, 23)).unwrap().size, Size::Medium);
    assert_eq!(layout(Rect::new(0, 0, 57, 30)), None);
    assert_eq!(layout(Rect::new(0, 0, 100, 18)), None);
}

#[test]
fn the_board_shows_every_clue_in_its_cell_at_every_size() {
    let app = app();
    for size in SIZES {
        let buf = draw(&app, Theme::Colour, size.0, size.1);
        let text = lines(&buf);
        assert!(text.iter().any(|l| l.contains('┌')), "{size:?}");
        for (cell, digit) in app.game().unwrap().board().cells() {
            let shown = centre(&buf, size, cell).symbol().to_string();
            let expected = digit.map_or(" ".to_string(), |d| d.to_string());
            assert_eq!(shown, expected, "{cell} at {size:?}");
        }
        let screen = screen(&buf);
        assert!(screen.contains("seed 7, easy"), "{size:?}");
        assert!(screen.contains("Grade: Easy, SE "), "{size:?}");
        assert!(screen.contains("? help"), "{size:?}");
    }
}

#[test]
fn notes_sit_in_a_3x3_layout_when_large_and_in_a_compact_form_otherwise() {
    let mut app = app();
    let empty = first(&app, |c| app.game().unwrap().board().get(c).is_none());
    app.handle(Key::Click(empty), 0);
    typed(&mut app, "p");
    let notes: Vec<u8> = (1..=9)
        .filter(|&n| {
            app.game()
                .unwrap()
                .board()
                .candidates(empty)
                .contains(Digit::new(n).unwrap())
        })
        .collect();
    for n in &notes {
        typed(&mut app, &n.to_string());
    }
    assert_eq!(app.game().unwrap().notes(empty).len(), notes.len());
    let raised_of = |n: u8| raised(Digit::new(n).unwrap()).to_string();

    // Large: each note in its place of a 3x3 grid, between blank columns.
    let buf = draw(&app, Theme::Plain, 120, 40);
    let large = cell_text(&buf, (120, 40), empty);
    for n in 1..=9u8 {
        let (row, col) = (usize::from((n - 1) / 3), usize::from(1 + (n - 1) % 3));
        let shown: String = large[row].chars().nth(col).unwrap().to_string();
        let noted = notes.contains(&n);
        assert_eq!(shown == raised_of(n), noted, "large, note {n}: {large:?}");
    }
    assert!(large.iter().all(|l| l.starts_with(' ') && l.ends_with(' ')));

    // Medium: 1-5 on the top line, 6-9 below, each in its place, a gap to the next cell.
    let buf = draw(&app, Theme::Plain, 80, 24);
    let medium = cell_text(&buf, (80, 24), empty);
    for n in 1..=9u8 {
        let (row, col) = if n <= 5 { (0, n - 1) } else { (1, n - 6) };
        let shown: String = medium[row]
            .chars()
            .nth(usize::from(col))
            .unwrap()
            .to_string();
        assert_eq!(
            shown == raised_of(n),
            notes.contains(&n),
            "medium, note {n}"
        );
    }

    // Small: up to three notes, else two and a raised plus.
    let buf = draw(&app, Theme::Plain, 60, 20);
    let small = cell_text(&buf, (60, 20), empty)[0].clone();
    let expected: String = if notes.len() > 3 {
        notes[..2].iter().map(|&n| raised_of(n)).collect::<String>() + "⁺"
    } else {
        let shown: String = notes.iter().map(|&n| raised_of(n)).collect();
        format!("{shown:<3}")
    };
    assert_eq!(small, expected);
    // The cell line spells the notes out.
    assert!(screen(&buf).contains(&format!("{empty}: notes")));

    // A single note is never drawn as a digit is.
    let mut one = self::app();
    let cell = first(&one, |c| one.game().unwrap().board().get(c).is_none());
    let digit = one
        .game()
        .unwrap()
        .board()
        .candidates(cell)
        .first()
        .unwrap();
    one.handle(Key::Click(cell), 0);
    typed(&mut one, &format!("p{digit}"));
    for size in SIZES {
        let buf = draw(&one, Theme::Plain, size.0, size.1);
        let text = cell_text(&buf, size, cell).concat();
        assert!(!text.contains(&digit.to_string()), "{size:?}: {text:?}");
        assert!(text.contains(raised(digit)), "{size:?}: {text:?}");
    }
}

#[test]
fn colour_marks_the_cursor_its_row_column_and_box_and_the_same_digit() {
    let mut app = app();
    let game = app.game().unwrap();
    let clue = first(&app, |c| game.is_clue(c));
    let digit = game.board().get(clue).unwrap();
    app.handle(Key::Click(clue), 0);
    for size in SIZES {
        let buf = draw(&app, Theme::Colour, size.0, size.1);
        assert_eq!(centre(&buf, size, clue).bg, Color::Blue);
        for other in Cell::ALL.into_iter().filter(|&c| c != clue) {
            let near = other.row() == clue.row()
                || other.col() == clue.col()
                || other.box_index() == clue.box_index();
            let look = centre(&buf, size, other);
            assert_eq!(look.bg == Color::Indexed(236), near, "{other}");
            if app.game().unwrap().board().get(other) == Some(digit) {
                assert_eq!(look.fg, Color::Yellow, "{other} holds {digit} too");
            }
        }
    }
}

#[test]
fn without_colour_nothing_is_coloured_and_the_marks_remain() {
    let mut app = app();
    let game = app.game().unwrap();
    let clue = first(&app, |c| game.is_clue(c));
    let digit = game.board().get(clue).unwrap();
    let twin = first(&app, |c| c != clue && game.board().get(c) == Some(digit));
    app.handle(Key::Click(clue), 0);
    typed(&mut app, "h");
    for size in SIZES {
        let buf = draw(&app, Theme::Plain, size.0, size.1);
        for x in 0..size.0 {
            for y in 0..size.1 {
                assert_eq!(buf[(x, y)].fg, Color::Reset, "({x}, {y})");
                assert_eq!(buf[(x, y)].bg, Color::Reset, "({x}, {y})");
            }
        }
        assert!(
            centre(&buf, size, clue)
                .modifier
                .contains(Modifier::REVERSED)
        );
        assert!(
            centre(&buf, size, twin)
                .modifier
                .contains(Modifier::UNDERLINED)
        );
        assert!(
            !centre(&buf, size, twin)
                .modifier
                .contains(Modifier::REVERSED)
        );
    }
}

/// The finding: clash marks stayed on the clues after the clashing digit was erased.
#[test]
fn clash_marks_follow_the_board() {
    let mut app = app();
    let game = app.game().unwrap();
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
    app.handle(Key::Click(here), 0);
    typed(&mut app, &format!("{digit}c"));
    for size in SIZES {
        let plain = draw(&app, Theme::Plain, size.0, size.1);
        let here_text = cell_text(&plain, size, here).concat();
        let peer_text = cell_text(&plain, size, peer).concat();
        assert!(
            here_text.contains(&format!("!{digit}!")),
            "{size:?} {here_text:?}"
        );
        assert!(
            peer_text.contains(&format!("!{digit}!")),
            "{size:?} {peer_text:?}"
        );
        let colour = draw(&app, Theme::Colour, size.0, size.1);
        assert_eq!(centre(&colour, size, peer).fg, Color::LightRed);
        let said = side(&app, size);
        assert!(
            said.contains(&format!("both hold {digit} in")),
            "{size:?}: {said}"
        );
    }
    typed(&mut app, "0");
    for size in SIZES {
        let plain = draw(&app, Theme::Plain, size.0, size.1);
        assert!(!screen(&plain).contains('!'), "{size:?}");
        let colour = draw(&app, Theme::Colour, size.0, size.1);
        assert_ne!(centre(&colour, size, peer).fg, Color::LightRed, "{size:?}");
    }
}

#[test]
fn a_hint_lights_up_its_cells_candidates_and_removals() {
    let mut app = app();
    typed(&mut app, "fhh");
    let hint = app.game().unwrap().hint().unwrap();
    assert_eq!(hint.title, "Hint 2 of 3");
    let cells = hint.highlight.cells;
    assert!(!cells.is_empty());
    let cursor = app.game().unwrap().cursor();
    for size in SIZES {
        let colour = draw(&app, Theme::Colour, size.0, size.1);
        let plain = draw(&app, Theme::Plain, size.0, size.1);
        for cell in cells {
            if cell != cursor {
                assert_eq!(centre(&colour, size, cell).bg, Color::Indexed(58), "{cell}");
            }
            assert!(
                centre(&plain, size, cell)
                    .modifier
                    .contains(Modifier::UNDERLINED)
            );
        }
        assert!(screen(&plain).contains("Hint 2 of 3"));
    }
    // On a puzzle that needs removals, the last stage strikes them out in the notes.
    let puzzle =
        ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.";
    let mut hard = App::new(Start::Puzzle(puzzle.parse().unwrap()), settings(), 0).unwrap();
    typed(&mut hard, "f");
    let removals = loop {
        typed(&mut hard, "h");
        let hint = hard.game().unwrap().hint();
        if let Some(hint) = hint
            && hint.title == "Hint 3 of 3"
            && !hint.highlight.removals.is_empty()
        {
            break hint.highlight.removals;
        }
    };
    let buf = draw(&hard, Theme::Plain, 120, 40);
    let layout = layout(Rect::new(0, 0, 120, 40)).unwrap();
    for (cell, digit) in removals.iter() {
        let (x, y) = cell_origin(&layout, cell);
        let n = u16::from(digit.get() - 1);
        let note = &buf[(x + 1 + n % 3, y + n / 3)];
        assert_eq!(note.symbol(), raised(digit).to_string());
        assert!(
            note.modifier.contains(Modifier::CROSSED_OUT),
            "{cell} {digit}"
        );
    }
}

#[test]
fn the_menu_offers_the_levels_and_an_se_range_at_every_size() {
    let mut app = App::new(Start::Menu, settings(), 0).unwrap();
    for size in SIZES {
        let text = screen(&draw(&app, Theme::Plain, size.0, size.1));
        for label in [
            "Easy",
            "Medium",
            "Hard",
            "Unfair",
            "Extreme",
            "SE rating 4.0-6.0",
        ] {
            assert!(text.contains(label), "{label} at {size:?}");
        }
        assert!(text.contains("Enter: start"));
    }
    // Clicks choose a level; a click on the SE item selects it for typing.
    let area = Rect::new(0, 0, 80, 24);
    let rows: Vec<u16> = (0..24)
        .filter(|&y| item_at(area, &app, y) == Some(2))
        .collect();
    assert_eq!(rows.len(), 1);
    let se_row = (0..24)
        .find(|&y| item_at(area, &app, y) == Some(5))
        .unwrap();
    app.handle(Key::ClickItem(5), 0);
    assert!(matches!(app.screen(), Screen::Menu(m) if m.selected() == 5));
    let _ = se_row;
    // A typed range replaces the one shown.
    typed(&mut app, "9-8");
    app.handle(Key::Enter, 0);
    let text = screen(&draw(&app, Theme::Plain, 80, 24));
    assert!(text.contains("SE rating 9-8"), "{text}");
    assert!(text.contains("ends below its start"), "{text}");
    for _ in 0..3 {
        app.handle(Key::Backspace, 0);
    }
    typed(&mut app, "2.0-3.0");
    app.handle(Key::Enter, 0);
    assert_eq!(
        app.screen(),
        &Screen::Making {
            choice: Choice::Se { min: 20, max: 30 },
            seed: 7
        }
    );
    let text = screen(&draw(&app, Theme::Plain, 60, 20));
    assert!(text.contains("Making a puzzle of SE 2.0-3.0 (seed 7)..."));
    fulfil(&mut app);
    assert_eq!(app.screen(), &Screen::Game);
    assert_eq!(app.game().unwrap().title(), "seed 7, SE 2.0-3.0");
    // n opens the menu again; Esc goes back to the game; a choice takes the next seed.
    typed(&mut app, "n");
    assert!(screen(&draw(&app, Theme::Plain, 80, 24)).contains("replaces your game"));
    app.handle(Key::Esc, 0);
    assert_eq!(app.screen(), &Screen::Game);
    typed(&mut app, "n");
    app.handle(Key::Arrow(Direction::Up), 0);
    typed(&mut app, "1");
    app.handle(Key::Enter, 0);
    fulfil(&mut app);
    assert_eq!(app.game().unwrap().title(), "seed 8, easy");
}

#[test]
fn the_help_page_shows_every_key_at_every_size() {
    let mut app = app();
    typed(&mut app, "?");
    for size in SIZES {
        let area = Rect::new(0, 0, size.0, size.1);
        let mut seen = String::new();
        let (max, _) = shudu_play::ui::max_scroll(area, &app, 0);
        for scroll in 0..=max {
            app.set_scroll(scroll);
            seen += &screen(&draw(&app, Theme::Plain, size.0, size.1));
        }
        for (key, help) in shudu_play::app::KEYS {
            assert!(seen.contains(key), "{key} at {size:?}");
            let first_words: String = help
                .describe()
                .split(' ')
                .take(3)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(seen.contains(&first_words), "{first_words} at {size:?}");
        }
        assert!(
            seen.contains("This game plays classic 9x9 sudoku."),
            "{size:?}"
        );
    }
    typed(&mut app, "x");
    assert!(!app.help());
    assert_eq!(
        app.game().unwrap().board(),
        app.game().unwrap().puzzle(),
        "the key only closed the help"
    );
}

#[test]
fn pause_hides_the_board() {
    let mut app = app();
    typed(&mut app, " ");
    assert!(app.game().unwrap().is_paused());
    for size in SIZES {
        let buf = draw(&app, Theme::Plain, size.0, size.1);
        let text = screen(&buf);
        assert!(text.contains("Paused"), "{size:?}");
        for (cell, digit) in app.game().unwrap().board().cells() {
            if digit.is_some() {
                assert_eq!(
                    centre(&buf, size, cell).symbol(),
                    " ",
                    "{cell} shows at {size:?}"
                );
            }
        }
    }
    app.handle(Key::Esc, 0);
    assert!(!app.game().unwrap().is_paused());
}

#[test]
fn the_end_shows_the_summary() {
    let mut app = app();
    typed(&mut app, "c");
    while app.game().unwrap().phase() == Phase::Playing {
        typed(&mut app, "h");
    }
    for size in SIZES {
        let said = side(&app, size);
        assert!(said.contains("Solved in 0:00 with "), "{size:?}: {said}");
        assert!(
            said.contains(" hints, 1 check and no mistakes. Well done!"),
            "{said}"
        );
        assert!(said.contains("The puzzle was Easy (HoDoKu score"), "{said}");
        let text = screen(&draw(&app, Theme::Plain, size.0, size.1));
        assert!(text.contains("n new puzzle"), "{size:?}: {text}");
    }
}

#[test]
fn a_typed_puzzle_advances_and_takes_a_paste() {
    let mut app = app();
    typed(&mut app, "e");
    assert_eq!(app.game().unwrap().phase(), Phase::Entering);
    typed(&mut app, "5");
    assert_eq!(
        app.game().unwrap().cursor(),
        Cell::from_row_col(0, 1).unwrap()
    );
    let text = screen(&draw(&app, Theme::Plain, 80, 24));
    assert!(text.contains("your puzzle"));
    assert!(text.contains("Typing clues"));
    assert!(text.contains("Clues typed: 1"));
    let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    app.handle(Key::Paste(line.to_string()), 0);
    app.handle(Key::Enter, 0);
    let game = app.game().unwrap();
    assert_eq!(game.phase(), Phase::Playing);
    assert_eq!(game.puzzle().to_string(), line);
    // A typed puzzle is graded too.
    fulfil(&mut app);
    assert!(app.game().unwrap().grade().is_some());
}

#[test]
fn a_small_window_says_so() {
    let app = app();
    let small = screen(&draw(&app, Theme::Colour, 50, 16));
    assert!(small.contains("The window is 50x16; the game needs 58x19."));
    assert!(!small.contains('┌'));
    assert!(screen(&draw(&app, Theme::Colour, 58, 19)).contains('┌'));
}

#[test]
fn a_click_finds_the_cell_under_it_at_any_size() {
    for (width, height) in SIZES.into_iter().chain([(200, 60)]) {
        let area = Rect::new(0, 0, width, height);
        let layout = layout(area).unwrap();
        let (w, h, _) = layout.size.cell();
        for cell in Cell::ALL {
            let (x, y) = cell_origin(&layout, cell);
            assert_eq!(cell_at(area, x, y), Some(cell));
            assert_eq!(cell_at(area, x + w - 1, y + h - 1), Some(cell));
        }
        let board = layout.board;
        assert_eq!(cell_at(area, board.x, board.y + 1), None);
        assert_eq!(cell_at(area, board.x + 1, board.y), None);
        assert_eq!(cell_at(area, board.right() + 2, board.y + 1), None);
    }
    assert_eq!(cell_at(Rect::new(0, 0, 40, 10), 2, 2), None);
}

#[test]
fn q_saves_and_the_save_resumes_the_same_board() {
    let mut app = app();
    let empty = first(&app, |c| app.game().unwrap().board().get(c).is_none());
    app.handle(Key::Click(empty), 0);
    typed(&mut app, "p12");
    typed(&mut app, "q");
    assert!(app.quit());
    let saved = app.save(42_000).unwrap();
    let mut again = App::new(Start::Resume(saved), settings(), 0).unwrap();
    fulfil(&mut again);
    assert_eq!(again.screen(), &Screen::Game);
    let (a, b) = (app.game().unwrap(), again.game().unwrap());
    assert_eq!(a.marks(), b.marks());
    assert_eq!(b.elapsed(0), 42_000);
    assert!(side(&again, (80, 24)).contains("Welcome back"));
    // A save that cannot be read leads to the menu, which says so.
    let broken = App::new(Start::Resume("nonsense".to_string()), settings(), 0).unwrap();
    assert!(matches!(broken.screen(), Screen::Menu(_)));
    let text = common::words(&screen(&draw(&broken, Theme::Plain, 80, 24))).join(" ");
    assert!(text.contains("Your saved game could not be read"), "{text}");
}

#[test]
fn wrapping_keeps_every_character_but_the_spaces_at_the_breaks() {
    use shudu_play::ui::wrap;
    assert_eq!(wrap("one two three", 7), ["one two", "three"]);
    assert_eq!(wrap("r1c1=5 -> r2c2=4", 6), ["r1c1=5", "->", "r2c2=4"]);
    // A word longer than a line is broken where it must be.
    assert_eq!(wrap("abcdefghij xy", 4), ["abcd", "efgh", "ij", "xy"]);
    assert_eq!(wrap("a\nb", 10), ["a", "b"]);
    let text = "XY-Chain r1c1=7 -> r2c3=4 -> r2c8=9 -> r3c7=3 -> r8c7=9: remove 9 from r8c1.";
    for width in 1..40 {
        let lines = wrap(text, width);
        assert!(
            lines
                .iter()
                .all(|l| l.chars().count() <= usize::from(width))
        );
        assert_eq!(
            lines.concat().replace(' ', ""),
            text.replace(' ', ""),
            "{width}"
        );
    }
}
