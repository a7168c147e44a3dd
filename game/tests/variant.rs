//! The variant game as a face sees it: every action through `VariantGame::act`, every check on
//! what the game gives back (digits, notes, clashes, messages, true candidates, save).

use proptest::prelude::*;
use shudu::variant::{Board, Cell, Killer, Puzzle, Rule, Solver, load};
use shudu_game::{Direction, Mode, Solutions, Tone, VariantAction, VariantGame};

/// A 4x4 killer with one solution: 1234 / 3412 / 2143 / 4321.
const KILLER4: &str = r#"{"size": 4, "title": "Four", "grid": [
    [{"value": 1, "given": true}, {}, {}, {}], [{"value": 3, "given": true}, {}, {}, {}],
    [{}, {}, {}, {}], [{}, {}, {}, {"value": 1, "given": true}]],
    "killercage": [{"cells": ["R1C2", "R1C3"], "value": "5"},
    {"cells": ["R3C1", "R3C2"], "value": "3"}, {"cells": ["R3C3", "R4C3"], "value": "6"}]}"#;
const KILLER4_SOLUTION: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];

fn killer4() -> VariantGame {
    VariantGame::new(load(KILLER4).unwrap(), 0)
}

fn text(game: &VariantGame) -> String {
    game.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn place(game: &mut VariantGame, index: usize, digit: u8, now: u64) {
    let n = game.size();
    game.act(VariantAction::Select(Cell::from_index(index, n)), now);
    game.act(VariantAction::Digit(digit), now);
}

/// Types `solution` into every empty cell, in reading order.
fn type_solution(game: &mut VariantGame, solution: &[u8], now: u64) {
    for (i, &digit) in solution.iter().enumerate() {
        if game.digits()[i] == 0 {
            place(game, i, digit, now);
        }
    }
}

/// A puzzle of size `n` with one solution: a solution of the empty board, with the givens dug
/// out in reading order while the solution stays unique, leaving at least `keep` of them.
fn made(n: usize, keep: usize) -> (Puzzle, Vec<u8>) {
    let board = Board::new(n).unwrap();
    let solution = Puzzle::new(board.clone()).solve_first().unwrap();
    let mut puzzle = Puzzle::new(board);
    for (i, &d) in solution.iter().enumerate() {
        puzzle.set_given(Cell::from_index(i, n), d).unwrap();
    }
    let mut left = n * n;
    for (i, &digit) in solution.iter().enumerate() {
        if left <= keep {
            break;
        }
        let cell = Cell::from_index(i, n);
        puzzle.set_given(cell, 0).unwrap();
        if Solver::new(&puzzle).with_budget(10_000).count_solutions(2) == Ok(1) {
            left -= 1;
        } else {
            puzzle.set_given(cell, digit).unwrap();
        }
    }
    (puzzle, solution)
}

#[test]
fn a_puzzle_with_one_solution_plays_to_solved() {
    let mut game = killer4();
    assert_eq!(game.solutions(), Solutions::One);
    assert_eq!(
        text(&game),
        "Check compares your digits with the puzzle's one solution."
    );
    assert_eq!(game.progress(), "13 cells to fill");
    type_solution(&mut game, &KILLER4_SOLUTION, 61_000);
    assert!(game.is_solved());
    assert_eq!(game.message().unwrap().tone, Tone::Good);
    assert_eq!(text(&game), "Solved in 1:01. Well done!");
    // Moving the cursor keeps the message in view.
    game.act(VariantAction::Move(Direction::Right), 62_000);
    assert_eq!(text(&game), "Solved in 1:01. Well done!");
    assert_eq!(game.progress(), "Solved");
    // The clock stopped at the last digit.
    assert_eq!(game.elapsed(500_000), 61_000);
    game.act(VariantAction::Digit(2), 70_000);
    assert_eq!(
        text(&game),
        "The puzzle is solved: undo takes the last digit back."
    );
    game.act(VariantAction::Undo, 80_000);
    assert!(!game.is_solved());
    assert_eq!(game.elapsed(81_000), 62_000);
}

#[test]
fn every_size_from_4_to_16_plays_to_solved() {
    for (n, keep) in [(4, 0), (6, 0), (8, 0), (9, 0), (12, 60), (16, 160)] {
        let (puzzle, solution) = made(n, keep);
        let mut game = VariantGame::new(puzzle, 0);
        assert_eq!(game.solutions(), Solutions::One, "{n}x{n}");
        type_solution(&mut game, &solution, 1_000);
        assert!(game.is_solved(), "{n}x{n}: {}", text(&game));
        assert!(game.breaks().is_empty());
    }
}

#[test]
fn a_digit_that_breaks_a_cage_is_named_as_the_engine_words_it() {
    let mut game = killer4();
    place(&mut game, 1, 2, 0);
    assert_eq!(game.message(), None);
    game.act(VariantAction::Move(Direction::Right), 0);
    game.act(VariantAction::Digit(4), 0);
    let message = game.message().unwrap();
    assert_eq!(message.tone, Tone::Bad);
    assert_eq!(message.text, "r1c2 and r1c3 sum to 6 in a cage of 5.");
    assert_eq!(game.clashes(), [Cell::new(0, 1), Cell::new(0, 2)]);
    assert_eq!(game.breaks().len(), 1);
    assert_eq!(game.breaks()[0].rule, Some(0));
    // A repeat in a row too.
    place(&mut game, 3, 4, 0);
    assert_eq!(
        text(&game),
        "r1c3 and r1c4 both hold 4 in row 1. r1c3 and r1c4 both hold 4 in box 2."
    );
    game.act(VariantAction::Check, 0);
    assert_eq!(text(&game), "r1c3 is wrong.");
    assert_eq!(game.wrong(), [Cell::new(0, 2)]);
    place(&mut game, 1, 1, 0);
    game.act(VariantAction::Check, 0);
    assert_eq!(text(&game), "r1c2 and r1c3 are wrong.");
    game.act(VariantAction::Select(Cell::new(0, 2)), 0);
    game.act(VariantAction::Erase, 0);
    assert_eq!(game.wrong(), [Cell::new(0, 1)]);
    assert_eq!(game.checks(), 2);
}

#[test]
fn givens_stay_and_digits_stay_on_the_board() {
    let mut game = killer4();
    game.act(VariantAction::Digit(2), 0);
    assert_eq!(text(&game), "r1c1 is a given: it cannot change.");
    game.act(VariantAction::Erase, 0);
    assert_eq!(game.digit(Cell::new(0, 0)), 1);
    game.act(VariantAction::Move(Direction::Down), 0);
    game.act(VariantAction::Move(Direction::Down), 0);
    game.act(VariantAction::Digit(5), 0);
    assert_eq!(
        text(&game),
        "5 is not a digit of this board: it takes 1 to 4."
    );
    assert_eq!(game.digit(Cell::new(2, 0)), 0);
    // The cursor wraps at the edges.
    game.act(VariantAction::Move(Direction::Left), 0);
    assert_eq!(game.cursor(), Cell::new(2, 3));
    game.act(VariantAction::Select(Cell::new(4, 0)), 0);
    assert_eq!(game.cursor(), Cell::new(2, 3));
}

#[test]
fn notes_undo_redo_and_reset() {
    let mut game = killer4();
    game.act(VariantAction::Select(Cell::new(1, 1)), 0);
    game.act(VariantAction::ToggleMode, 0);
    assert_eq!(game.mode(), Mode::Notes);
    game.act(VariantAction::Digit(2), 0);
    game.act(VariantAction::Digit(4), 0);
    assert_eq!(game.notes(Cell::new(1, 1)).to_string(), "{2,4}");
    game.act(VariantAction::Digit(2), 0);
    assert_eq!(game.notes(Cell::new(1, 1)).to_string(), "{4}");
    game.act(VariantAction::Undo, 0);
    assert_eq!(game.notes(Cell::new(1, 1)).to_string(), "{2,4}");
    game.act(VariantAction::Redo, 0);
    assert_eq!(game.notes(Cell::new(1, 1)).to_string(), "{4}");
    game.act(VariantAction::Redo, 0);
    assert_eq!(text(&game), "Nothing to redo.");
    game.act(VariantAction::ToggleMode, 0);
    game.act(VariantAction::Digit(4), 0);
    assert_eq!(game.digit(Cell::new(1, 1)), 4);
    game.act(VariantAction::ToggleMode, 0);
    game.act(VariantAction::Digit(1), 0);
    assert_eq!(
        text(&game),
        "r2c2 holds a digit: erase it to write notes there."
    );
    game.act(VariantAction::Erase, 0);
    assert_eq!(game.digit(Cell::new(1, 1)), 0);
    assert_eq!(game.notes(Cell::new(1, 1)).to_string(), "{4}");
    game.act(VariantAction::Erase, 0);
    assert!(game.notes(Cell::new(1, 1)).is_empty());
    assert!(!game.has_progress());
    game.act(VariantAction::ToggleMode, 0);
    place(&mut game, 5, 4, 0);
    assert!(game.has_progress());
    game.act(VariantAction::Reset, 0);
    assert_eq!(game.digits(), load(KILLER4).unwrap().givens());
    game.act(VariantAction::Undo, 0);
    assert_eq!(game.digit(Cell::new(1, 1)), 4);
}

#[test]
fn without_one_solution_check_finds_broken_rules_only() {
    let mut several = VariantGame::new(Puzzle::new(Board::new(4).unwrap()), 0);
    assert_eq!(several.solutions(), Solutions::Several);
    assert_eq!(
        text(&several),
        "This puzzle has more than one solution: check finds broken rules only."
    );
    several.act(VariantAction::Check, 0);
    assert_eq!(
        text(&several),
        "No rule is broken so far; 16 cells to fill."
    );
    place(&mut several, 0, 1, 0);
    place(&mut several, 5, 1, 0);
    assert_eq!(text(&several), "r1c1 and r2c2 both hold 1 in box 1.");
    several.act(VariantAction::Check, 0);
    assert_eq!(text(&several), "r1c1 and r2c2 both hold 1 in box 1.");
    several.act(VariantAction::Erase, 0);
    // Any solution solves it.
    type_solution(&mut several, &KILLER4_SOLUTION, 5_000);
    assert!(several.is_solved());
    assert_eq!(
        text(&several),
        "Solved in 0:05: every cell is filled and no rule is broken. Well done!"
    );

    let mut puzzle = Puzzle::new(Board::new(4).unwrap());
    let cage = Killer {
        cells: vec![Cell::new(0, 0), Cell::new(0, 1)],
        sum: Some(2),
    };
    puzzle.add_rule(Rule::Killer(cage)).unwrap();
    let none = VariantGame::new(puzzle, 0);
    assert_eq!(none.solutions(), Solutions::None);
    assert_eq!(
        text(&none),
        "This puzzle has no solution: check finds broken rules only."
    );
}

#[test]
fn true_candidates_keep_every_placed_digit() {
    let mut game = VariantGame::new(Puzzle::new(Board::new(4).unwrap()), 0);
    assert_eq!(game.true_candidates(), None);
    place(&mut game, 0, 1, 0);
    game.act(VariantAction::ToggleTrueCandidates, 0);
    assert!(game.shows_true_candidates());
    assert!(text(&game).starts_with("True candidates on: each empty cell shows"));
    let found = game.true_candidates().unwrap();
    assert_eq!(found[1].to_string(), "{2,3,4}");
    assert_eq!(found[0].to_string(), "{1}");
    assert_eq!(found[5].to_string(), "{2,3,4}");
    assert_eq!(game.true_candidates_note(), None);
    game.act(VariantAction::ToggleTrueCandidates, 0);
    assert_eq!(text(&game), "True candidates off.");
    assert_eq!(game.true_candidates(), None);

    // On a puzzle with one solution, the true candidates of each cell are its digit.
    let mut one = killer4();
    one.act(VariantAction::ToggleTrueCandidates, 0);
    let found = one.true_candidates().unwrap();
    for (digits, &d) in found.iter().zip(&KILLER4_SOLUTION) {
        assert_eq!(digits.single(), Some(d));
    }
    // A wrong digit that breaks no rule on its own leaves no solution, and no candidates.
    place(&mut one, 1, 4, 0);
    assert!(one.breaks().is_empty());
    assert_eq!(one.true_candidates(), None);
    assert_eq!(
        one.true_candidates_note(),
        Some("True candidates on: no solution keeps every digit placed, so no cell has any.")
    );
    one.act(VariantAction::ToggleTrueCandidates, 0);
    assert_eq!(one.true_candidates_note(), None);
}

#[test]
fn the_rules_a_drawing_cannot_show_are_named() {
    let game = killer4();
    assert_eq!(
        game.rules_text(),
        "Normal sudoku rules apply; the drawing shows the rest."
    );
    assert_eq!(game.global_rules(), None);
    let puzzle = load(
        r#"{"size": 4, "ruleset": "Mine.", "antiking": true, "nonconsecutive": true,
        "negative": ["ratio", "xv"]}"#,
    )
    .unwrap();
    let game = VariantGame::new(puzzle, 0);
    assert_eq!(game.rules_text(), "Mine.");
    assert_eq!(
        game.global_rules().unwrap(),
        "Also: anti-king (diagonally touching cells differ), non-consecutive (neighbours never \
         differ by 1), every black dot is shown and every X and V is shown."
    );
}

#[test]
fn pause_stops_the_clock_and_the_board() {
    let mut game = killer4();
    game.act(VariantAction::TogglePause, 10_000);
    assert!(game.is_paused());
    assert_eq!(
        text(&game),
        "Paused at 0:10: the board is hidden and the clock stopped."
    );
    assert_eq!(game.time(50_000), "Time 0:10 (paused)");
    place(&mut game, 1, 2, 20_000);
    assert_eq!(text(&game), "The game is paused: go on to play.");
    assert_eq!(game.digit(Cell::new(0, 1)), 0);
    game.act(VariantAction::TogglePause, 60_000);
    assert_eq!(game.time(65_000), "Time 0:15");
}

#[test]
fn a_save_loads_back_the_same_game() {
    let mut game = killer4();
    place(&mut game, 1, 2, 0);
    game.act(VariantAction::Select(Cell::new(3, 0)), 0);
    game.act(VariantAction::ToggleMode, 0);
    game.act(VariantAction::Digit(4), 0);
    game.act(VariantAction::Digit(2), 0);
    game.act(VariantAction::ToggleTrueCandidates, 0);
    game.act(VariantAction::Check, 0);
    let saved = game.save(42_000);
    assert!(saved.starts_with("shudu variant game 1\ntime 42000\ncursor r4c1\nmode notes\n"));
    let again = VariantGame::load(&saved, 7).unwrap();
    assert_eq!(again.digits(), game.digits());
    assert_eq!(again.notes(Cell::new(3, 0)).to_string(), "{2,4}");
    assert_eq!(again.cursor(), Cell::new(3, 0));
    assert_eq!(again.mode(), Mode::Notes);
    assert!(again.shows_true_candidates());
    assert_eq!(again.true_candidates(), game.true_candidates());
    assert_eq!(again.checks(), 1);
    assert_eq!(again.elapsed(1_007), 43_000);
    assert_eq!(again.puzzle(), game.puzzle());
    assert_eq!(again.save(0), saved);

    let errors = [
        ("shudu game 1\n", "not a saved variant game"),
        ("shudu variant game 1\ntime 1\n", "has no puzzle line"),
        (&saved.replace("time 42000", "time x"), "the time line"),
        (
            &saved.replace("digits 1,2,", "digits 2,2,"),
            "a given changed",
        ),
        (
            &saved.replace("cursor r4c1", "cursor r5c1"),
            "the cursor line",
        ),
        (&saved.replace("mode notes", "mode ink"), "the mode line"),
        (&saved.replace("puzzle {", "puzzle ["), "the puzzle line"),
    ];
    for (text, expected) in errors {
        let err = VariantGame::load(text, 0).unwrap_err();
        assert!(err.contains(expected), "{err}");
    }
}

#[test]
fn progress_codes_share_the_players_digits() {
    let (puzzle, solution) = made(16, 160);
    let mut game = VariantGame::new(puzzle.clone(), 0);
    type_solution(&mut game, &solution[..40], 0);
    let code = game.progress_code();
    assert!(code.len() <= 40);
    assert!(
        code.chars()
            .all(|c| c.is_ascii_digit() || ('a'..='g').contains(&c))
    );
    let mut again = VariantGame::new(puzzle, 0);
    again.restore_progress(&code, 0).unwrap();
    assert_eq!(again.digits(), game.digits());
    again.act(VariantAction::Undo, 0);
    assert_eq!(again.digits(), again.puzzle().givens());

    let mut small = killer4();
    let err = small
        .restore_progress("0000000000000000000", 0)
        .unwrap_err();
    assert_eq!(
        err,
        "The progress in the link is not one of a 4x4 board: the puzzle opens without it."
    );
    assert!(small.restore_progress("05", 0).is_err());
    assert!(small.restore_progress("02", 0).is_ok());
    assert_eq!(small.digit(Cell::new(0, 1)), 2);
}

fn action() -> impl Strategy<Value = VariantAction> {
    prop_oneof![
        (0u8..6, 0u8..6).prop_map(|(r, c)| VariantAction::Select(Cell::new(r, c))),
        (0u8..8).prop_map(VariantAction::Digit),
        Just(VariantAction::Erase),
        Just(VariantAction::ToggleMode),
        Just(VariantAction::Reset),
        Just(VariantAction::Check),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the player does, the givens stay, every digit is on the board, the clashes are
    /// the cells of the engine's breaks, and undoing every change gives the givens back.
    #[test]
    fn undo_takes_every_change_back(actions in prop::collection::vec(action(), 0..40)) {
        let puzzle = load(KILLER4).unwrap().clone();
        let mut game = VariantGame::new(puzzle.clone(), 0);
        for action in actions {
            game.act(action, 0);
            for (i, &g) in puzzle.givens().iter().enumerate() {
                prop_assert!(g == 0 || game.digits()[i] == g);
            }
            prop_assert!(game.digits().iter().all(|&d| d <= 4));
            let breaks = puzzle.breaks(game.digits());
            prop_assert_eq!(game.breaks(), &breaks[..]);
        }
        for _ in 0..100 {
            game.act(VariantAction::Undo, 0);
        }
        prop_assert_eq!(game.digits(), puzzle.givens());
        prop_assert!(!game.has_progress());
    }
}
