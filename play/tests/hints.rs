//! Every hint of a sample of puzzles that together use every technique of HoDoKu's path shows
//! whole at 60x20, 80x24 and 120x40: each stage's text and each message after a hint is
//! carried out is in the lines beside the board, every one of those lines fits the panel, and
//! scrolling shows each line in its turn. Nothing is cut.

mod common;

use common::{draw, region, words};
use ratatui::layout::Rect;
use shudu::{Explainer, Grid, Marks};
use shudu_game::Phase;
use shudu_play::app::{App, Key, Settings, Start};
use shudu_play::ui::{Theme, layout, max_scroll, side_lines, side_room};
use std::collections::BTreeSet;

const SAMPLE: &str = include_str!("data/hint-sample.txt");
const SIZES: [(u16, u16); 3] = [(60, 20), (80, 24), (120, 40)];

/// The sample's puzzles and the techniques the file says each adds.
fn sample() -> Vec<(Grid, Vec<String>)> {
    SAMPLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (puzzle, techniques) = l.split_once('#').unwrap();
            let techniques = techniques.trim().split(',').map(str::to_owned).collect();
            (puzzle.trim().parse().unwrap(), techniques)
        })
        .collect()
}

/// Checks that the text beside the board holds `texts` whole, fits the panel, and shows line
/// by line as it scrolls; returns whether it needed scrolling.
fn shows_whole(app: &mut App, width: u16, height: u16, texts: &[String]) -> bool {
    let area = Rect::new(0, 0, width, height);
    let panel = layout(area).unwrap().panel;
    let lines = side_lines(area, app, 0);
    let joined = words(&lines.join(" "));
    for text in texts {
        let want = words(text);
        assert!(
            joined.windows(want.len()).any(|w| w == want.as_slice()),
            "{width}x{height}: {text:?} is not whole beside the board: {lines:#?}"
        );
    }
    for line in &lines {
        assert!(
            line.chars().count() <= usize::from(panel.width),
            "{width}x{height}: {line:?} is wider than the panel"
        );
    }
    let (max, _) = max_scroll(area, app, 0);
    let room = if max == 0 {
        lines.len()
    } else {
        usize::from(side_room(area))
    };
    let mut seen = vec![false; lines.len()];
    for scroll in 0..=max {
        app.set_scroll(scroll);
        let buf = draw(app, Theme::Plain, width, height);
        let shown = region(&buf, panel);
        for (row, text) in shown.iter().enumerate().take(room.min(lines.len())) {
            let index = usize::from(scroll) + row;
            if index < lines.len() {
                assert_eq!(
                    text,
                    lines[index].trim_end(),
                    "{width}x{height}, scrolled {scroll}: row {row}"
                );
                seen[index] = true;
            }
        }
        if max > 0 {
            let more = &shown[panel.height as usize - 2];
            assert!(more.contains("PgDn") || more.contains("PgUp"), "{more:?}");
        }
    }
    assert!(
        seen.iter().all(|&s| s),
        "{width}x{height}: a line never showed"
    );
    app.set_scroll(0);
    max > 0
}

#[test]
fn every_hint_of_every_technique_shows_whole_at_three_sizes() {
    let mut techniques = BTreeSet::new();
    let mut scrolled = [0usize; 3];
    let mut states = 0;
    for (puzzle, listed) in sample() {
        // The techniques of the puzzle's HoDoKu path, which the game's hints follow.
        let mut marks = Marks::new(&puzzle);
        while let Some(step) = Explainer::hodoku().next_step(&marks) {
            techniques.insert(format!("{:?}", step.technique()));
            step.apply(&mut marks);
        }
        for technique in listed {
            assert!(
                techniques.contains(&technique),
                "{technique} is not on the paths"
            );
        }
        let settings = Settings {
            symmetry: shudu::Symmetry::None,
            seed: 1,
        };
        // No grading: the grade line is not what this test is about, and SE's path of the
        // hardest of these puzzles is slow in a debug build.
        let mut app = App::new(Start::Puzzle(puzzle), settings, 0).unwrap();
        let mut presses = 0;
        while app.game().unwrap().phase() == Phase::Playing {
            app.handle(Key::Char('h'), 0);
            presses += 1;
            assert!(presses < 2000, "the hints do not finish {puzzle}");
            let game = app.game().unwrap();
            let mut texts = Vec::new();
            if let Some(hint) = game.hint() {
                texts.push(hint.title.clone());
                texts.push(hint.text.clone());
            }
            if let Some(message) = game.message() {
                texts.push(message.text.clone());
            }
            for (i, &(width, height)) in SIZES.iter().enumerate() {
                if shows_whole(&mut app, width, height, &texts) {
                    scrolled[i] += 1;
                }
            }
            states += 1;
        }
    }
    let expected: BTreeSet<String> = sample().into_iter().flat_map(|(_, t)| t).collect();
    assert_eq!(techniques, expected, "the sample's techniques");
    assert!(states > 500, "{states} states");
    // The largest window shows every hint at once.
    assert_eq!(
        scrolled[2], 0,
        "scrolled at 120x40: {scrolled:?} of {states}"
    );
    println!("{states} hint states; scrolled at 60x20, 80x24, 120x40: {scrolled:?}");
}
