//! The rules a player keeps a game for (issue 30): notes a wrong digit took come back when it
//! goes, mistakes count only once they show, the ways mistakes show, corner marks and
//! colours, candidates kept automatically, what a paste takes, SE ranges the menu can make,
//! a save that keeps the pause, the undo history and every mark, links, the daily puzzle and
//! saves per tab.

use shudu::{Candidates, Cell, Digit, Grid, Level, Symmetry};
use shudu_game::{
    Action, Choice, Date, Game, KEPT_SLOTS, MistakeMode, Mode, Origin, Phase, Prefs, Slot, Tone,
    save::KEPT_CHANGES, slot_to_resume, slots_to_forget,
};

/// Solved by singles alone.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

fn text(game: &Game) -> String {
    game.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn easy() -> Game {
    Game::new(EASY.parse().unwrap(), Origin::Given, Prefs::default(), 0).unwrap()
}

/// The medium puzzle of seed 7, as the page makes it for `?seed=7`.
fn seed_7() -> Game {
    let choice = Choice::Level(Level::Medium);
    let puzzle = choice.generate(Symmetry::None, 7).unwrap();
    let origin = Origin::Generated {
        choice,
        symmetry: Symmetry::None,
        seed: 7,
    };
    Game::generated(&puzzle, origin, Prefs::default(), 0)
}

fn place(game: &mut Game, at: &str, d: u8) {
    game.act(Action::Select(cell(at)), 0);
    game.act(Action::Digit(digit(d)), 0);
}

/// A digit for `at` that is not its solution, one that clashes with no placed digit when
/// there is one.
fn wrong_digit(game: &Game, at: Cell) -> Digit {
    let wrong = |d: &Digit| Some(*d) != game.solution().get(at);
    game.board()
        .candidates(at)
        .into_iter()
        .find(wrong)
        .or_else(|| Digit::ALL.into_iter().find(wrong))
        .unwrap()
}

#[test]
fn notes_a_wrong_digit_took_come_back_when_it_goes() {
    // The steps: fill the notes, a wrong 6 in r1c5 (the answer is 1), erase it.
    let mut game = seed_7();
    assert_eq!(game.solution().get(cell("r1c5")), Some(digit(1)));
    game.act(Action::FillNotes, 0);
    let before: Vec<Candidates> = Cell::ALL.iter().map(|&c| game.notes(c)).collect();
    for peer in ["r1c9", "r3c4", "r4c5"] {
        assert!(game.notes(cell(peer)).contains(digit(6)), "{peer}");
    }
    place(&mut game, "r1c5", 6);
    assert!(!game.notes(cell("r1c9")).contains(digit(6)));
    game.act(Action::Erase, 0);
    let after: Vec<Candidates> = Cell::ALL.iter().map(|&c| game.notes(c)).collect();
    assert_eq!(after, before, "every note is back");
    // So the next hint is a step, not the player's notes blamed.
    game.act(Action::Hint, 0);
    assert_eq!(game.hint().unwrap().title, "Hint 1 of 3");
    // A wrong digit replaced by the right one gives its notes back too, then takes the right
    // digit's.
    place(&mut game, "r1c5", 6);
    place(&mut game, "r1c5", 1);
    assert!(game.notes(cell("r1c9")).contains(digit(6)));
    assert!(!game.notes(cell("r1c9")).contains(digit(1)));
    // A note the player took out before placing stays out.
    let mut game = seed_7();
    game.act(Action::FillNotes, 0);
    game.act(Action::Select(cell("r1c9")), 0);
    game.act(Action::Note(digit(6)), 0);
    assert!(!game.notes(cell("r1c9")).contains(digit(6)));
    place(&mut game, "r1c5", 6);
    game.act(Action::Select(cell("r1c5")), 0);
    game.act(Action::Erase, 0);
    assert!(!game.notes(cell("r1c9")).contains(digit(6)));
    assert!(game.notes(cell("r3c4")).contains(digit(6)));
}

#[test]
fn a_wrong_digit_counts_as_a_mistake_only_once_it_shows() {
    let mut game = easy();
    let at = cell("r1c1");
    let wrong = wrong_digit(&game, at);
    game.act(Action::Digit(wrong), 0);
    assert_eq!(game.stats().mistakes, 0, "placing it gives nothing away");
    assert!(game.status(0).counts.ends_with("mistakes 0"));
    game.act(Action::Check, 0);
    assert_eq!(game.stats().mistakes, 1);
    game.act(Action::Check, 0);
    assert_eq!(game.stats().mistakes, 1, "the same digit counts once");
    // A hint that points it out counts it too, once.
    let mut game = easy();
    game.act(Action::Digit(wrong), 0);
    game.act(Action::Hint, 0);
    assert_eq!(game.stats().mistakes, 1);
    game.act(Action::Check, 0);
    assert_eq!(game.stats().mistakes, 1);
}

#[test]
fn mistakes_show_as_the_player_chooses() {
    // None shown: not even a clash, until a check.
    let mut game = easy();
    game.act(Action::SetMistakeMode(MistakeMode::Hidden), 0);
    place(&mut game, "r1c1", 3); // r1c3 holds the clue 3
    assert!(game.clashes().is_empty());
    assert_eq!(game.message(), None);
    game.act(Action::Check, 0);
    assert_eq!(game.message().unwrap().tone, Tone::Bad);

    // Rule breaks only (the default): the clash shows, a wrong digit without one does not.
    let mut game = easy();
    place(&mut game, "r1c1", 3);
    assert_eq!(game.clashes().len(), 2);
    game.act(Action::Erase, 0);
    let wrong = wrong_digit(&game, cell("r1c1"));
    game.act(Action::Digit(wrong), 0);
    assert!(game.wrong().is_empty());

    // A limit: every wrong digit shows and counts at once; the third ends the game.
    let mut game = easy();
    game.act(Action::SetMistakeMode(MistakeMode::LIMIT), 0);
    let empties: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|&c| game.board().get(c).is_none())
        .collect();
    for (n, &at) in empties.iter().take(3).enumerate() {
        let wrong = wrong_digit(&game, at);
        game.act(Action::Select(at), 0);
        game.act(Action::Digit(wrong), 1_000);
        assert_eq!(game.stats().mistakes, n as u32 + 1);
        assert!(game.wrong().contains(at));
    }
    assert_eq!(game.phase(), Phase::Lost);
    assert!(
        text(&game).starts_with("Game over: 3 mistakes."),
        "{}",
        text(&game)
    );
    let time = game.elapsed(1_000);
    assert_eq!(game.elapsed(60_000), time, "the clock stopped");
    game.act(Action::Hint, 2_000);
    assert!(game.hint().is_none(), "a lost game takes no hint");
    game.act(Action::Undo, 2_000);
    assert_eq!(game.phase(), Phase::Playing, "undo takes the last one back");
    assert_eq!(game.stats().mistakes, 3);
}

#[test]
fn corner_marks_and_colours_are_the_players_own() {
    let mut game = easy();
    let r1c1 = cell("r1c1");
    game.act(Action::SetMode(Mode::Corner), 0);
    game.act(Action::Digit(digit(4)), 0);
    game.act(Action::Digit(digit(7)), 0);
    assert_eq!(game.corner(r1c1).to_string(), "{4,7}");
    assert!(game.notes(r1c1).is_empty(), "corner marks are not notes");
    game.act(Action::SetMode(Mode::Colour), 0);
    game.act(Action::Digit(digit(2)), 0);
    assert_eq!(game.colour(r1c1), 2);
    // A clue takes a colour too.
    game.act(Action::Select(cell("r1c3")), 0);
    game.act(Action::Digit(digit(5)), 0);
    assert_eq!(game.colour(cell("r1c3")), 5);
    assert!(game.has_progress());
    // Undo takes each back; a save keeps them.
    let text = game.save(0);
    let loaded = Game::load(&text, 0).unwrap();
    assert_eq!(loaded.corner(r1c1), game.corner(r1c1));
    assert_eq!(loaded.colour(cell("r1c3")), 5);
    assert_eq!(loaded.mode(), Mode::Colour);
    game.act(Action::Undo, 0);
    assert_eq!(game.colour(cell("r1c3")), 0);
    // Erase in colour mode takes the colour off; in corner mode, the corner marks.
    game.act(Action::Select(r1c1), 0);
    game.act(Action::Erase, 0);
    assert_eq!(game.colour(r1c1), 0);
    game.act(Action::SetMode(Mode::Corner), 0);
    game.act(Action::Erase, 0);
    assert!(game.corner(r1c1).is_empty());
    // A shifted digit writes a note whatever the mode.
    game.act(Action::Note(digit(4)), 0);
    assert_eq!(game.notes(r1c1).to_string(), "{4}");
}

#[test]
fn candidates_kept_automatically_follow_every_digit() {
    let mut game = easy();
    game.act(Action::ToggleAutoNotes, 0);
    assert!(game.prefs().auto_notes);
    let r1c1 = cell("r1c1");
    assert_eq!(game.notes(r1c1), game.puzzle().candidates(r1c1));
    // The player takes a candidate out; a digit placed and erased elsewhere leaves it out.
    let taken = game.notes(r1c1).into_iter().next().unwrap();
    game.act(Action::Select(r1c1), 0);
    game.act(Action::Note(taken), 0);
    assert!(!game.notes(r1c1).contains(taken));
    let peer = cell("r1c2");
    let peer_digit = game.notes(peer).into_iter().next().unwrap();
    let shared = game.notes(r1c1).contains(peer_digit);
    game.act(Action::Select(peer), 0);
    game.act(Action::Digit(peer_digit), 0);
    assert!(!game.notes(r1c1).contains(peer_digit));
    game.act(Action::Erase, 0);
    assert_eq!(game.notes(r1c1).contains(peer_digit), shared);
    assert!(!game.notes(r1c1).contains(taken));
    // The erased cell has its candidates again.
    assert_eq!(game.notes(peer), game.puzzle().candidates(peer));
}

#[test]
fn fill_notes_keeps_the_players_eliminations_and_says_so() {
    let mut game = easy();
    let r1c1 = cell("r1c1");
    game.act(Action::Note(digit(4)), 0);
    game.act(Action::FillNotes, 0);
    assert_eq!(game.notes(r1c1).to_string(), "{4}");
    assert!(
        text(&game).contains("1 cell keeps your own notes"),
        "{}",
        text(&game)
    );
}

#[test]
fn a_check_finds_notes_that_leave_out_the_answer() {
    let mut game = easy();
    game.act(Action::Note(digit(5)), 0); // r1c1 is 4
    game.act(Action::Check, 0);
    assert_eq!(game.message().unwrap().tone, Tone::Bad);
    assert_eq!(
        text(&game),
        "Your digits are right so far, but the notes of r1c1 leave out the digit that goes there."
    );
    game.act(Action::Note(digit(4)), 0);
    game.act(Action::Check, 0);
    assert!(text(&game).starts_with("All correct so far"));
}

#[test]
fn a_paste_is_a_whole_puzzle_or_a_row_never_an_almost_grid() {
    for (pasted, said) in [
        (&EASY[..80], "That paste holds 80 cells"),
        (&format!("{EASY}123")[..], "That paste holds 84 cells"),
        (
            &"1".repeat(164_000)[..],
            "That paste is 164000 characters long",
        ),
    ] {
        let mut game = Game::entering(Prefs::default());
        game.act(Action::Select(cell("r1c5")), 0);
        game.act(Action::Paste(pasted.to_string()), 0);
        assert_eq!(game.board(), &Grid::EMPTY, "nothing typed for {said}");
        assert!(text(&game).starts_with(said), "{}", text(&game));
    }
    let mut game = Game::entering(Prefs::default());
    game.act(Action::Paste(format!("{EASY}  # from my book")), 0);
    assert_eq!(game.board().to_string(), EASY);
}

#[test]
fn se_ranges_the_menu_offers_can_be_made() {
    // Above 9.2 no puzzle dug at random has been seen: refused at once, in words.
    for range in [(95, 100), (100, 120), (115, 120)] {
        let choice = Choice::Se {
            min: range.0,
            max: range.1,
        };
        let err = choice.makeable().unwrap_err().to_string();
        assert!(err.contains("not one of 100,000 puzzles"), "{err}");
        assert!(!err.contains("  "), "{err}");
    }
    let rare = Choice::Se { min: 50, max: 55 };
    assert!(
        rare.makeable()
            .unwrap_err()
            .to_string()
            .contains("only 19 of 100,000")
    );
    // 9.0-10.0 failed for seed 3 with 1000 attempts; its budget is now enough.
    let choice = Choice::Se { min: 90, max: 100 };
    assert!(choice.makeable().is_ok());
    assert!(choice.attempts() > 1_000);
    let puzzle = choice.generate(Symmetry::None, 3).unwrap();
    let er = shudu::Explainer::new().rate(puzzle.grid()).unwrap().er();
    assert!((9.0..=10.0).contains(&er), "{er}");
    // The words of a range that runs out have no run of spaces in them.
    let err = shudu::GenerateError::BudgetExhausted { attempts: 1000 };
    let said = shudu_game::text::no_puzzle(choice, &err);
    assert!(!said.contains("  "), "{said}");
}

#[test]
fn a_save_keeps_the_pause_the_undo_history_and_the_prefs() {
    let mut game = easy();
    game.act(Action::SetMistakeMode(MistakeMode::Hidden), 1_000);
    game.act(Action::ToggleAutoNotes, 1_000);
    place(&mut game, "r1c1", 4);
    place(&mut game, "r1c2", 7);
    game.act(Action::Undo, 2_000);
    game.act(Action::TogglePause, 30_000);
    let text = game.save(90_000);
    // Loaded much later: still paused, its time where the pause left it.
    let mut loaded = Game::load(&text, 5_000_000).unwrap();
    assert!(loaded.is_paused());
    assert_eq!(loaded.elapsed(9_000_000), 30_000);
    assert!(loaded.message().unwrap().text.contains("paused at 0:30"));
    assert_eq!(loaded.prefs(), game.prefs());
    assert_eq!(loaded.undo_depth(), game.undo_depth());
    loaded.act(Action::TogglePause, 5_000_000);
    loaded.act(Action::Redo, 5_000_000);
    assert_eq!(loaded.board().get(cell("r1c2")), Some(digit(7)));
    loaded.act(Action::Undo, 5_000_000);
    loaded.act(Action::Undo, 5_000_000);
    assert_eq!(loaded.board(), game.puzzle());
    // The history keeps its last KEPT_CHANGES changes.
    let mut long = easy();
    for n in 0..KEPT_CHANGES + 10 {
        long.act(Action::Note(digit(n as u8 % 2 + 4)), 0);
    }
    let loaded = Game::load(&long.save(0), 0).unwrap();
    assert_eq!(loaded.undo_depth(), (KEPT_CHANGES, 0));
    // A history that does not lead to the board (an edited save) is dropped.
    assert!(text.contains("\nboard 4.3.2"));
    let edited = text.replace("\nboard 4.3.2", "\nboard 5.3.2");
    let odd = Game::load(&edited, 0).unwrap();
    assert_eq!(odd.undo_depth(), (0, 0));
}

#[test]
fn a_link_carries_the_puzzle_and_if_asked_the_progress() {
    let mut game = easy();
    place(&mut game, "r1c1", 4);
    game.act(Action::Select(cell("r1c2")), 0);
    game.act(Action::Note(digit(5)), 0);
    game.act(Action::Note(digit(7)), 0);
    let query = game.share_query(true);
    let part = |key: &str| {
        query
            .split('&')
            .find_map(|p| p.strip_prefix(&format!("{key}=")))
            .map(str::to_string)
    };
    let opened = Game::shared(
        &part("puzzle").unwrap(),
        part("progress").as_deref(),
        part("notes").as_deref(),
        Prefs::default(),
        0,
    )
    .unwrap();
    assert_eq!(opened.board(), game.board());
    assert_eq!(opened.notes(cell("r1c2")).to_string(), "{5,7}");
    assert_eq!(game.share_query(false), format!("puzzle={EASY}"));
    // Progress that loses a clue is refused with the reason.
    let err = Game::shared(EASY, Some(&".".repeat(81)), None, Prefs::default(), 0).unwrap_err();
    assert!(err.to_string().contains("r1c3"), "{err}");
}

#[test]
fn the_daily_puzzle_is_the_same_for_everyone_on_a_date() {
    let date: Date = "2025-07-06".parse().unwrap(); // a Sunday
    let (choice, seed) = date.daily();
    assert_eq!(choice, Choice::Level(Level::Extreme));
    assert_eq!(seed, 20_250_706);
    let monday = Date::new(2025, 7, 7).unwrap().daily();
    assert_eq!(monday.0, Choice::Level(Level::Easy));
    let a = monday.0.generate(Symmetry::None, monday.1).unwrap();
    let b = monday.0.generate(Symmetry::None, monday.1).unwrap();
    assert_eq!(a.grid(), b.grid());
    let origin = Origin::Daily {
        date: Date::new(2025, 7, 7).unwrap(),
        choice: monday.0,
    };
    let game = Game::generated(&a, origin, Prefs::default(), 0);
    assert_eq!(game.title(), "daily 2025-07-07, easy");
    let loaded = Game::load(&game.save(0), 0).unwrap();
    assert_eq!(loaded.origin(), origin);
}

#[test]
fn each_tab_resumes_a_game_no_other_tab_plays() {
    let slots: Vec<Slot> = ["a", "b", "c"]
        .iter()
        .zip([30, 20, 10])
        .map(|(id, written)| Slot {
            id: id.to_string(),
            written,
        })
        .collect();
    // Tab a is open: a new tab takes b, the newest of the others; then c; then a new game.
    assert_eq!(slot_to_resume(&slots, &["a"]).unwrap().id, "b");
    assert_eq!(slot_to_resume(&slots, &["a", "b"]).unwrap().id, "c");
    assert_eq!(slot_to_resume(&slots, &["a", "b", "c"]), None);
    let many: Vec<Slot> = (0..KEPT_SLOTS as u64 + 2)
        .map(|n| Slot {
            id: format!("s{n}"),
            written: n,
        })
        .collect();
    assert_eq!(slots_to_forget(&many, &[]), ["s0", "s1"]);
}

#[test]
fn the_words_of_a_level_take_their_article() {
    assert_eq!(
        shudu_game::text::making(Choice::Level(Level::Extreme), 3),
        "Making an extreme puzzle (seed 3)..."
    );
    assert_eq!(
        shudu_game::text::making(Choice::Level(Level::Easy), 3),
        "Making an easy puzzle (seed 3)..."
    );
}
