//! The rules as a face sees them: every action through `Game::act`, every check on what the
//! game gives back (board, notes, messages, hints, status, save).

use shudu::{Candidates, Cell, CellSet, Digit, Grid, Symmetry};
use shudu_game::{
    Action, Choice, Direction, Game, LoadError, Mode, Origin, Phase, Prefs, PuzzleError, Tone,
    VERDICT_BUDGET, verdict, verdict_within,
};

/// Solved by singles alone; its first step is a single.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// Needs eliminations (an XY-Wing among them).
const HARD: &str =
    ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.";

/// Beyond every technique of HoDoKu's order from its first step (one of the hardest known).
const BEYOND: &str =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

fn game(line: &str) -> Game {
    Game::new(line.parse().unwrap(), Origin::Given, Prefs::default(), 0).unwrap()
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::from_row_col(row, col).unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

fn act(game: &mut Game, action: Action) {
    game.act(action, 0);
}

fn text(game: &Game) -> String {
    game.message().map(|m| m.text.clone()).unwrap_or_default()
}

/// The first empty cell and its solution digit.
fn first_empty(game: &Game) -> (Cell, Digit) {
    let cell = Cell::ALL
        .into_iter()
        .find(|&c| game.board().get(c).is_none())
        .unwrap();
    (cell, game.solution().get(cell).unwrap())
}

/// A digit for `cell` that is not its solution and clashes with no peer.
fn wrong_but_no_clash(game: &Game, cell: Cell) -> Digit {
    game.board()
        .candidates(cell)
        .into_iter()
        .find(|&d| Some(d) != game.solution().get(cell))
        .unwrap()
}

fn place(game: &mut Game, at: Cell, d: Digit) {
    act(game, Action::Select(at));
    act(game, Action::Digit(d));
}

#[test]
fn the_cursor_moves_and_wraps_around() {
    let mut game = game(EASY);
    assert_eq!(game.cursor(), cell(0, 0));
    act(&mut game, Action::Move(Direction::Up));
    assert_eq!(game.cursor(), cell(8, 0));
    act(&mut game, Action::Move(Direction::Left));
    assert_eq!(game.cursor(), cell(8, 8));
    act(&mut game, Action::Move(Direction::Down));
    act(&mut game, Action::Move(Direction::Right));
    assert_eq!(game.cursor(), cell(0, 0));
}

#[test]
fn clues_cannot_change() {
    let mut game = game(EASY);
    let clue = cell(0, 2);
    assert!(game.is_clue(clue));
    place(&mut game, clue, digit(1));
    act(&mut game, Action::Erase);
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(digit(1)));
    assert_eq!(game.board(), game.puzzle());
    assert_eq!(game.notes(clue), Candidates::EMPTY);
    assert_eq!(game.message().unwrap().tone, Tone::Bad);
    assert_eq!(text(&game), "r1c3 is a clue: it cannot change.");
    assert!(!game.has_progress());
}

#[test]
fn placing_erasing_undo_and_redo() {
    let mut game = game(EASY);
    let (here, right) = first_empty(&game);
    place(&mut game, here, right);
    assert_eq!(game.board().get(here), Some(right));
    assert!(game.has_progress());
    act(&mut game, Action::Erase);
    assert_eq!(game.board().get(here), None);
    act(&mut game, Action::Undo);
    assert_eq!(text(&game), format!("Undone: erasing {right} from {here}."));
    assert_eq!(game.board().get(here), Some(right));
    act(&mut game, Action::Undo);
    assert_eq!(game.board(), game.puzzle());
    act(&mut game, Action::Undo);
    assert_eq!(text(&game), "Nothing to undo.");
    act(&mut game, Action::Redo);
    assert_eq!(text(&game), format!("Redone: {right} in {here}."));
    assert_eq!(game.board().get(here), Some(right));
    // A new change forgets what was undone.
    act(&mut game, Action::Undo);
    act(&mut game, Action::Digit(right));
    act(&mut game, Action::Redo);
    assert_eq!(text(&game), "Nothing to redo.");
}

#[test]
fn notes_toggle_and_a_placement_removes_its_digit_from_the_peers_notes() {
    let mut game = game(EASY);
    let (here, right) = first_empty(&game);
    let peer = here
        .peers()
        .iter()
        .copied()
        .find(|&p| game.board().get(p).is_none() && game.board().candidates(p).contains(right))
        .unwrap();
    act(&mut game, Action::ToggleMode);
    assert_eq!(game.mode(), Mode::Notes);
    act(&mut game, Action::Select(peer));
    act(&mut game, Action::Digit(right));
    act(&mut game, Action::Digit(digit(9)));
    act(&mut game, Action::Digit(digit(9)));
    assert_eq!(game.notes(peer), Candidates::only(right));
    assert_eq!(game.board(), game.puzzle(), "notes place no digit");
    act(&mut game, Action::ToggleMode);
    place(&mut game, here, right);
    assert_eq!(game.notes(peer), Candidates::EMPTY);
    // Notes go only into empty cells.
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(digit(1)));
    assert_eq!(game.notes(here), Candidates::EMPTY);
    assert_eq!(
        text(&game),
        format!("{here} holds a digit: erase it to write notes there.")
    );
    // With auto-remove on, a note the placed digit rules out cannot be written.
    act(&mut game, Action::Select(peer));
    act(&mut game, Action::Digit(right));
    assert_eq!(game.notes(peer), Candidates::EMPTY);
    assert!(
        text(&game).starts_with(&format!("{here} holds {right} in ")),
        "{}",
        text(&game)
    );
}

#[test]
fn without_auto_remove_the_peers_keep_their_notes() {
    let mut game = game(EASY);
    act(&mut game, Action::ToggleAutoRemove);
    assert!(!game.prefs().auto_remove);
    assert!(text(&game).contains("is off"));
    act(&mut game, Action::FillNotes);
    let (here, right) = first_empty(&game);
    let noted: Vec<Cell> = here
        .peers()
        .iter()
        .copied()
        .filter(|&p| game.notes(p).contains(right))
        .collect();
    assert!(!noted.is_empty());
    place(&mut game, here, right);
    for &peer in &noted {
        assert!(game.notes(peer).contains(right), "{peer}");
    }
    // Turning it back on removes what placed digits rule out, as one change.
    act(&mut game, Action::ToggleAutoRemove);
    assert!(text(&game).contains(&format!(
        "{} notes that placed digits rule out",
        noted.len()
    )));
    for &peer in &noted {
        assert!(!game.notes(peer).contains(right), "{peer}");
    }
    act(&mut game, Action::Undo);
    assert!(game.notes(noted[0]).contains(right));
}

#[test]
fn erase_takes_the_notes_of_an_empty_cell() {
    let mut game = game(EASY);
    let (here, right) = first_empty(&game);
    act(&mut game, Action::Select(here));
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(right));
    act(&mut game, Action::Erase);
    assert_eq!(game.notes(here), Candidates::EMPTY);
    act(&mut game, Action::Undo);
    assert_eq!(game.notes(here), Candidates::only(right));
}

#[test]
fn fill_notes_writes_what_each_cell_can_hold() {
    let mut game = game(EASY);
    act(&mut game, Action::FillNotes);
    for cell in Cell::ALL {
        let expected = match game.board().get(cell) {
            Some(_) => Candidates::EMPTY,
            None => game.puzzle().candidates(cell),
        };
        assert_eq!(game.notes(cell), expected, "{cell}");
    }
    act(&mut game, Action::FillNotes);
    assert_eq!(
        text(&game),
        "Every empty cell already has notes, kept as you left them (erase a cell's notes to have \
         it filled)."
    );
    act(&mut game, Action::Undo);
    assert!(Cell::ALL.into_iter().all(|c| game.notes(c).is_empty()));
}

/// The first finding: a clash, a check, and the digit erased; no mark stays behind.
#[test]
fn clash_marks_follow_the_board() {
    let mut game = game(EASY);
    // r1c1 is empty; r1c3 holds the clue 3.
    place(&mut game, cell(0, 0), digit(3));
    assert_eq!(game.clashes(), CellSet::from_iter([cell(0, 0), cell(0, 2)]));
    assert_eq!(game.message().unwrap().tone, Tone::Bad);
    assert_eq!(text(&game), "r1c1 and r1c3 both hold 3 in row 1.");
    act(&mut game, Action::Check);
    assert_eq!(
        text(&game),
        "r1c1 and r1c3 both hold 3 in row 1. Your digit at r1c1 is not the solution's."
    );
    assert_eq!(game.wrong(), CellSet::single(cell(0, 0)));
    act(&mut game, Action::Erase);
    assert!(game.clashes().is_empty());
    assert!(
        game.wrong().is_empty(),
        "the clue is not marked after the erase"
    );
    // Undo brings the digit back, and its check mark with it.
    act(&mut game, Action::Undo);
    assert_eq!(game.wrong(), CellSet::single(cell(0, 0)));
    // Another digit in the cell is not what the check found.
    let other = wrong_but_no_clash(&game, cell(0, 0));
    act(&mut game, Action::Digit(other));
    assert!(game.wrong().is_empty());
}

#[test]
fn check_names_the_wrong_digits_in_a_sentence() {
    let mut game = game(EASY);
    act(&mut game, Action::Check);
    assert_eq!(game.message().unwrap().tone, Tone::Good);
    assert_eq!(text(&game), "All correct so far: 49 cells to go.");
    let empties: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|&c| game.board().get(c).is_none())
        .collect();
    for &here in &empties[..2] {
        let wrong = wrong_but_no_clash(&game, here);
        place(&mut game, here, wrong);
    }
    act(&mut game, Action::Check);
    if game.clashes().is_empty() {
        assert_eq!(
            text(&game),
            format!(
                "2 of your digits are not the solution's: {} and {}.",
                empties[0], empties[1]
            )
        );
    }
    assert_eq!(
        game.wrong(),
        CellSet::from_iter(empties[..2].iter().copied())
    );
    assert_eq!(game.stats().checks, 2);
    assert_eq!(game.stats().mistakes, 2);
}

/// The cells a text names as `rXcY`.
fn cells_named(text: &str) -> Vec<Cell> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(3))
        .filter(|&i| bytes[i] == b'r' && bytes[i + 2] == b'c')
        .filter(|&i| i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
        .filter_map(|i| {
            let row = char::from(bytes[i + 1]).to_digit(10)?;
            let col = char::from(bytes[i + 3]).to_digit(10)?;
            cell(row as usize - 1, col as usize - 1).into()
        })
        .collect()
}

#[test]
fn a_second_stage_hint_highlights_every_cell_it_names() {
    let mut game = game(HARD);
    let mut seen = 0;
    while game.phase() == Phase::Playing {
        act(&mut game, Action::Hint);
        let Some(hint) = game.hint() else { continue };
        if hint.title == "Hint 2 of 3" {
            seen += 1;
            let named = cells_named(&hint.text);
            assert!(!named.is_empty(), "{}", hint.text);
            for named in named {
                assert!(
                    hint.highlight.cells.contains(named),
                    "{named}: {}",
                    hint.text
                );
            }
        }
    }
    assert!(seen > 10, "only {seen} second-stage hints");
}

#[test]
fn a_hint_points_out_a_wrong_digit_first_then_erases_it() {
    let mut game = game(EASY);
    let (here, _) = first_empty(&game);
    let wrong = wrong_but_no_clash(&game, here);
    place(&mut game, here, wrong);
    act(&mut game, Action::Hint);
    let hint = game.hint().unwrap();
    assert_eq!(hint.title, "Hint");
    assert_eq!(
        hint.text,
        format!("Your {wrong} at {here} is not the solution's digit. Another hint erases it.")
    );
    assert_eq!(hint.highlight.cells, CellSet::single(here));
    act(&mut game, Action::Hint);
    assert_eq!(game.board().get(here), None);
    assert!(game.hint().is_none());
    assert_eq!(text(&game), format!("Erased your {wrong} at {here}."));
}

#[test]
fn a_hint_shows_a_step_in_stages_then_applies_it() {
    let mut game = game(EASY);
    act(&mut game, Action::Hint);
    let first = game.hint().unwrap();
    assert_eq!(first.title, "Hint 1 of 3");
    assert!(first.text.starts_with("Look for a"), "{}", first.text);
    assert!(first.text.ends_with(". Another hint shows the cells."));
    assert!(first.highlight.cells.is_empty());
    act(&mut game, Action::Hint);
    let second = game.hint().unwrap();
    assert_eq!(second.title, "Hint 2 of 3");
    assert!(
        second
            .text
            .ends_with(". Another hint shows the whole step.")
    );
    assert!(!second.highlight.cells.is_empty());
    act(&mut game, Action::Hint);
    let third = game.hint().unwrap();
    assert!(third.text.ends_with(". Another hint applies it."));
    let (target, value) = third.highlight.placements.iter().next().unwrap();
    act(&mut game, Action::Hint);
    assert!(game.hint().is_none());
    assert_eq!(game.board().get(target), Some(value));
    assert!(text(&game).starts_with("Applied: "));
    assert_eq!(game.stats().hints, 1);
    // Applying a hint is a change like any other.
    act(&mut game, Action::Undo);
    assert_eq!(game.board(), game.puzzle());
}

#[test]
fn any_change_drops_the_hint_in_progress() {
    let mut game = game(EASY);
    act(&mut game, Action::Hint);
    assert!(game.hint().is_some());
    act(&mut game, Action::FillNotes);
    assert!(game.hint().is_none());
}

#[test]
fn hints_alone_solve_a_hard_puzzle_and_count_as_the_players() {
    let mut game = game(HARD);
    let mut presses = 0;
    while game.phase() == Phase::Playing {
        act(&mut game, Action::Hint);
        presses += 1;
        assert!(presses < 4 * 81 * 4, "hints do not get anywhere");
    }
    assert_eq!(game.phase(), Phase::Done { by_player: true });
    assert_eq!(game.board(), game.solution());
    assert!(text(&game).starts_with("Solved in 0:00 with "));
}

/// The finding: a note {1} became {1,3,9} when an elimination hint was applied.
#[test]
fn an_applied_elimination_keeps_the_players_partial_notes() {
    let mut game = game(HARD);
    // Play hints up to the first step that removes candidates.
    let removals = loop {
        act(&mut game, Action::Hint);
        let hint = game.hint().unwrap();
        if hint.title == "Hint 3 of 3" && !hint.highlight.removals.is_empty() {
            break hint.highlight.removals;
        }
        if hint.title == "Hint 3 of 3" {
            act(&mut game, Action::Hint);
        }
    };
    // Start over after writing partial notes in a cell the step removes from: the solution's
    // digit and the one removed. The notes may change what the next step is, but never grow.
    let (target, removed) = removals.iter().next().unwrap();
    let right = game.solution().get(target).unwrap();
    act(&mut game, Action::Select(target));
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(right));
    act(&mut game, Action::Digit(removed));
    act(&mut game, Action::ToggleMode);
    let before = game.notes(target);
    assert_eq!(before, Candidates::only(right).with(removed));
    let removals = loop {
        act(&mut game, Action::Hint);
        let hint = game.hint().unwrap();
        if hint.title == "Hint 3 of 3" {
            act(&mut game, Action::Hint);
            break hint.highlight.removals;
        }
    };
    let applied = text(&game);
    assert!(applied.starts_with("Applied: "), "{applied}");
    let after = game.notes(target);
    assert!(after.contains(right), "the solution's digit stays");
    assert!(after.is_subset(before), "{after} grew from {before}");
    for (cell, digit) in removals.iter() {
        assert!(
            !game.notes(cell).contains(digit),
            "{cell} still notes {digit}"
        );
    }
    // Cells without notes got the step's candidates, so that the removal shows and stays.
    for cell in removals.cells() - CellSet::single(target) {
        if game.board().get(cell).is_none() {
            assert!(applied.contains("Notes written in"), "{applied}");
            assert!(!game.notes(cell).is_empty(), "{cell}");
        }
    }
}

#[test]
fn a_hint_points_out_notes_that_leave_out_the_solution() {
    let mut game = game(EASY);
    act(&mut game, Action::FillNotes);
    let (here, right) = first_empty(&game);
    act(&mut game, Action::Select(here));
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(right));
    act(&mut game, Action::Hint);
    assert_eq!(
        game.hint().unwrap().text,
        format!(
            "Your notes at {here} leave out the digit that goes there. Another hint gives it back."
        )
    );
    act(&mut game, Action::Hint);
    assert!(game.notes(here).contains(right));
}

/// The finding: on Extreme puzzles the hint read "Brute force in r5c9 on 5".
#[test]
fn where_no_technique_applies_the_hint_says_so_and_reveals_a_digit() {
    // Generated Extreme puzzles now fall to HoDoKu's forcing chains and nets; this one, among
    // the hardest known, still needs a digit revealed at its very first step.
    let mut game = game(BEYOND);
    let mut revealed = 0;
    while game.phase() == Phase::Playing {
        act(&mut game, Action::Hint);
        let Some(hint) = game.hint() else { continue };
        assert!(!hint.text.contains("Brute force"), "{}", hint.text);
        if hint
            .text
            .starts_with("No technique I know finds the next step here.")
        {
            revealed += 1;
            let (cell, digit) = hint.highlight.placements.iter().next().unwrap();
            assert!(hint.text.contains(&format!("has {digit} at {cell}")));
            act(&mut game, Action::Hint);
            assert_eq!(game.board().get(cell), Some(digit));
        }
    }
    assert!(
        revealed > 0,
        "an Extreme puzzle needs more than the techniques"
    );
    assert_eq!(game.phase(), Phase::Done { by_player: true });
}

#[test]
fn solve_fills_the_solution_and_undo_takes_it_back() {
    let mut game = game(EASY);
    game.act(Action::Solve, 61_000);
    assert_eq!(game.board(), game.solution());
    assert_eq!(game.phase(), Phase::Done { by_player: false });
    assert_eq!(
        text(&game),
        "Solved by the computer after 1:01 (no hints, no checks and no mistakes)."
    );
    assert!(!game.has_progress());
    game.act(Action::Digit(digit(1)), 70_000);
    assert_eq!(text(&game), "This puzzle is done: choose a new one.");
    assert_eq!(game.elapsed(90_000), 61_000, "the clock stopped");
    game.act(Action::Undo, 100_000);
    assert_eq!(game.phase(), Phase::Playing);
    assert_eq!(game.board(), game.puzzle());
    assert_eq!(game.elapsed(101_000), 62_000, "the clock runs again");
}

#[test]
fn reset_goes_back_to_the_clues() {
    let mut game = game(EASY);
    let (here, right) = first_empty(&game);
    place(&mut game, here, right);
    act(&mut game, Action::FillNotes);
    act(&mut game, Action::Reset);
    assert_eq!(game.board(), game.puzzle());
    assert!(!game.has_progress());
    act(&mut game, Action::Undo);
    assert_eq!(game.board().get(here), Some(right));
}

#[test]
fn completing_the_grid_ends_with_a_summary() {
    let mut game = game(EASY);
    let solution = *game.solution();
    act(&mut game, Action::Hint);
    act(&mut game, Action::Check);
    let (first, right) = first_empty(&game);
    let wrong = wrong_but_no_clash(&game, first);
    place(&mut game, first, wrong);
    let mut now = 0;
    for cell in Cell::ALL {
        if game.board().get(cell).is_none() || cell == first {
            now += 2_000;
            game.act(Action::Select(cell), now);
            game.act(Action::Digit(solution.get(cell).unwrap()), now);
        }
    }
    let _ = right;
    assert_eq!(game.phase(), Phase::Done { by_player: true });
    // The wrong digit was put right before anything showed it: it never counted.
    assert_eq!(game.message().unwrap().tone, Tone::Good);
    let summary = game.summary(now + 50_000).unwrap();
    assert_eq!(
        summary,
        format!(
            "Solved in {} with 1 hint, 1 check and no mistakes. Well done!",
            shudu_game::clock(now)
        )
    );
    assert_eq!(text(&game), summary);
    assert_eq!(game.status(now).mode, "Solved");
}

#[test]
fn a_full_wrong_grid_is_not_congratulated() {
    let mut game = game(EASY);
    let mut solution = *game.solution();
    // Swap two digits of the first row's empty cells: full, but wrong.
    let row: Vec<Cell> = (0..9)
        .map(|c| cell(0, c))
        .filter(|&c| !game.is_clue(c))
        .collect();
    let (a, b) = (solution.get(row[0]).unwrap(), solution.get(row[1]).unwrap());
    solution.set(row[0], b);
    solution.set(row[1], a);
    for cell in Cell::ALL {
        if !game.is_clue(cell) {
            place(&mut game, cell, solution.get(cell).unwrap());
        }
    }
    assert!(game.board().is_full());
    assert_eq!(game.phase(), Phase::Playing);
    assert_eq!(
        text(&game),
        "The grid is full, but not right: a check shows the mistakes."
    );
    act(&mut game, Action::Check);
    assert!(game.wrong().contains(row[0]));
}

#[test]
fn pause_stops_the_clock_and_refuses_moves() {
    let mut game = game(EASY);
    game.act(Action::TogglePause, 10_000);
    assert!(game.is_paused());
    assert_eq!(
        text(&game),
        "Paused at 0:10: the board is hidden and the clock stopped."
    );
    assert_eq!(game.status(50_000).time, "Time 0:10 (paused)");
    let (here, right) = first_empty(&game);
    game.act(Action::Select(here), 20_000);
    game.act(Action::Digit(right), 20_000);
    assert_eq!(game.board(), game.puzzle());
    assert_eq!(text(&game), "The game is paused: go on to play.");
    game.act(Action::TogglePause, 60_000);
    assert!(!game.is_paused());
    assert_eq!(game.elapsed(65_000), 15_000);
}

#[test]
fn a_typed_puzzle_with_clashing_clues_has_no_solution() {
    let mut game = Game::entering(Prefs::default());
    assert_eq!(game.phase(), Phase::Entering);
    act(&mut game, Action::Digit(digit(5)));
    assert_eq!(
        game.cursor(),
        cell(0, 1),
        "the editor moves on after a digit"
    );
    act(&mut game, Action::Blank);
    assert_eq!(game.cursor(), cell(0, 2));
    act(&mut game, Action::Digit(digit(5)));
    assert_eq!(text(&game), "r1c1 and r1c3 both hold 5 in row 1.");
    assert!(game.has_progress());
    act(&mut game, Action::FinishEntry);
    assert_eq!(game.phase(), Phase::Entering);
    assert_eq!(game.clashes(), CellSet::from_iter([cell(0, 0), cell(0, 2)]));
    assert_eq!(
        text(&game),
        "This puzzle has no solution: r1c1 and r1c3 both hold 5 in row 1."
    );
    // Backspace goes back and clears.
    act(&mut game, Action::Back);
    assert_eq!(game.cursor(), cell(0, 2));
    assert_eq!(game.board().get(cell(0, 2)), None);
}

#[test]
fn a_typed_puzzle_can_be_undone_and_emptied() {
    let mut game = Game::entering(Prefs::default());
    act(&mut game, Action::Digit(digit(5)));
    act(&mut game, Action::Undo);
    assert_eq!(game.board(), &Grid::EMPTY);
    act(&mut game, Action::Redo);
    act(&mut game, Action::Reset);
    assert_eq!(game.board(), &Grid::EMPTY);
    assert_eq!(text(&game), "Board emptied (undo brings it back).");
    act(&mut game, Action::Undo);
    assert_eq!(game.board().get(cell(0, 0)), Some(digit(5)));
}

#[test]
fn a_typed_puzzle_with_several_solutions_is_not_started() {
    let mut game = Game::entering(Prefs::default());
    act(&mut game, Action::Digit(digit(5)));
    act(&mut game, Action::FinishEntry);
    assert_eq!(game.phase(), Phase::Entering);
    assert_eq!(
        text(&game),
        "This puzzle has several solutions: add clues until it has one."
    );
}

/// The finding: pasting an 81-character line left its last digit in r1c1.
#[test]
fn a_pasted_line_or_typed_characters_fill_the_board() {
    let puzzle: Grid = EASY.parse().unwrap();
    // As one paste.
    let mut game = Game::entering(Prefs::default());
    act(&mut game, Action::Paste(EASY.to_string()));
    assert_eq!(game.board(), &puzzle);
    assert_eq!(
        text(&game),
        "Pasted a puzzle of 32 clues: start it when it is ready."
    );
    // As keys, one by one, which is what a terminal without bracketed paste sends.
    let mut typed = Game::entering(Prefs::default());
    for c in EASY.chars() {
        let action = match Digit::from_char(c) {
            Some(d) => Action::Digit(d),
            None => Action::Blank,
        };
        act(&mut typed, action);
    }
    assert_eq!(typed.board(), &puzzle);
    // A part of a line, typed from the cursor on.
    let mut part = Game::entering(Prefs::default());
    act(&mut part, Action::Move(Direction::Down));
    act(&mut part, Action::Paste("9..3.5..1".to_string()));
    assert_eq!(part.board().to_string()[9..18], *"9..3.5..1");
    assert_eq!(part.cursor(), cell(2, 0));
    act(&mut part, Action::Paste("hello".to_string()));
    assert!(
        text(&part).starts_with("That paste is no puzzle: "),
        "{}",
        text(&part)
    );
    // Started, its clues are clues.
    act(&mut game, Action::FinishEntry);
    assert_eq!(game.phase(), Phase::Playing);
    assert_eq!(game.puzzle(), &puzzle);
    assert_eq!(
        text(&game),
        "Your puzzle has exactly one solution (32 clues). Play!"
    );
    assert_eq!(game.title(), "your puzzle");
    act(&mut game, Action::Select(cell(0, 2)));
    act(&mut game, Action::Erase);
    assert_eq!(game.board(), &puzzle);
}

#[test]
fn a_grid_past_the_budget_gets_an_answer_not_a_frozen_game() {
    // Arto Inkala's 2010 puzzle needs guesses: with none allowed the verdict gives up at
    // once, and says so; with the default budget it is a puzzle like any other.
    let inkala: Grid =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
            .parse()
            .unwrap();
    let err = verdict_within(&inkala, 0).unwrap_err();
    assert_eq!(err, PuzzleError::GaveUp { guesses: 0 });
    assert_eq!(
        err.to_string(),
        "This grid takes too much work to check (0 guesses without an answer): add clues or \
         check them for a mistake."
    );
    assert_eq!(err.clashing_cells(), CellSet::EMPTY);
    let solution = verdict(&inkala).unwrap();
    assert!(solution.is_solution_of(&inkala));
    assert_eq!(verdict_within(&inkala, VERDICT_BUDGET), Ok(solution));
}

#[test]
fn a_puzzle_with_several_solutions_or_none_cannot_be_played() {
    let several = Game::new(Grid::EMPTY, Origin::Given, Prefs::default(), 0);
    assert_eq!(several.unwrap_err(), PuzzleError::Several);
    let mut clash = Grid::EMPTY;
    clash.set(cell(0, 0), digit(1));
    clash.set(cell(8, 0), digit(1));
    let err = Game::new(clash, Origin::Given, Prefs::default(), 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "This puzzle has no solution: r1c1 and r9c1 both hold 1 in column 1."
    );
    assert_eq!(
        err.clashing_cells(),
        CellSet::from_iter([cell(0, 0), cell(8, 0)])
    );
}

#[test]
fn the_status_lines_say_where_things_stand() {
    let mut game = game(EASY);
    let status = game.status(5_000);
    assert_eq!(status.title, "given puzzle");
    assert_eq!(status.mode, "Mode: digits");
    assert_eq!(status.counts, "Hints 0, checks 0, mistakes 0");
    assert_eq!(status.grade, "Grade: rating the puzzle...");
    assert_eq!(status.auto_remove, "Auto-remove notes: on");
    act(&mut game, Action::Select(cell(0, 2)));
    assert_eq!(game.status(0).cell, "r1c3: clue 3");
    act(&mut game, Action::Select(cell(0, 0)));
    act(&mut game, Action::ToggleMode);
    act(&mut game, Action::Digit(digit(4)));
    act(&mut game, Action::Digit(digit(5)));
    assert_eq!(game.status(0).cell, "r1c1: notes 4 5");
    assert_eq!(game.status(0).mode, "Mode: notes");
}

#[test]
fn the_grade_shows_now_or_after_solving() {
    let mut game = game(EASY);
    let puzzle = game.needs_grade().unwrap();
    let grade = shudu_game::grade(&puzzle).unwrap();
    // A grade for another puzzle is not taken.
    assert!(!game.set_grade(&Grid::EMPTY, Ok(grade)));
    assert!(game.set_grade(&puzzle, Ok(grade)));
    assert!(game.needs_grade().is_none());
    assert_eq!(game.status(0).grade, format!("Grade: {}", grade.short()));
    act(&mut game, Action::ToggleGradeAtEnd);
    assert_eq!(game.status(0).grade, "Grade: after you solve it");
    act(&mut game, Action::Solve);
    assert_eq!(game.status(0).grade, format!("Grade: {}", grade.short()));
    assert!(
        game.summary(0)
            .unwrap()
            .ends_with(&format!("The puzzle was {grade}."))
    );
}

#[test]
fn a_save_reads_back_as_the_same_game() {
    let choice = Choice::Se { min: 30, max: 45 };
    let puzzle = choice.generate(Symmetry::Central, 11).unwrap();
    let origin = Origin::Generated {
        choice,
        symmetry: Symmetry::Central,
        seed: 11,
    };
    let mut game = Game::generated(&puzzle, origin, Prefs::default(), 1_000);
    let (here, _) = first_empty(&game);
    let wrong = wrong_but_no_clash(&game, here);
    game.act(Action::Select(here), 2_000);
    game.act(Action::Digit(wrong), 2_000);
    game.act(Action::Check, 3_000);
    game.act(Action::Move(Direction::Right), 3_000);
    game.act(Action::FillNotes, 3_000);
    game.act(Action::ToggleMode, 3_000);
    game.act(Action::ToggleGradeAtEnd, 3_000);
    game.act(Action::Hint, 4_000);
    let text = game.save(10_000);
    assert!(
        text.contains("\norigin generated 11 central SE 3.0-4.5\n"),
        "{text}"
    );
    assert!(
        text.contains(&format!("\nchecked {here}={wrong}\n")),
        "{text}"
    );
    let loaded = Game::load(&text, 500).unwrap();
    assert_eq!(loaded.save(500), text);
    assert_eq!(loaded.title(), "seed 11, SE 3.0-4.5, central");
    assert_eq!(loaded.marks(), game.marks());
    assert_eq!(loaded.wrong(), CellSet::single(here));
    assert_eq!(loaded.stats(), game.stats());
    assert_eq!(loaded.prefs(), game.prefs());
    assert_eq!(loaded.cursor(), game.cursor());
    assert_eq!(loaded.mode(), Mode::Notes);
    assert_eq!(loaded.elapsed(2_500), 11_000);
    assert!(loaded.message().unwrap().text.starts_with("Welcome back"));
    // A game being typed in is kept too.
    let mut typing = Game::entering(Prefs::default());
    act(&mut typing, Action::Paste("53..7".to_string()));
    let back = Game::load(&typing.save(0), 0).unwrap();
    assert_eq!(back.phase(), Phase::Entering);
    assert_eq!(back.board(), typing.board());
}

#[test]
fn a_damaged_save_says_what_is_wrong_and_where() {
    let game = game(EASY);
    let text = game.save(0);
    let broken = text.replace("phase playing", "phase dancing");
    assert_eq!(
        Game::load(&broken, 0).unwrap_err().to_string(),
        "line 3 of the save: unknown phase \"dancing\": entering, playing, done by player or done by computer"
    );
    let mut board = EASY.to_string();
    board.replace_range(2..3, ".");
    let moved_clue = text.replace(&format!("board {EASY}"), &format!("board {board}"));
    let err = Game::load(&moved_clue, 0).unwrap_err();
    assert!(matches!(err, LoadError::Inconsistent(_)), "{err}");
    let no_time: String = text
        .lines()
        .filter(|l| !l.starts_with("time "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        Game::load(&no_time, 0).unwrap_err(),
        LoadError::Missing("time")
    );
    let several = text.replace(
        &format!("puzzle {EASY}"),
        &format!("puzzle {}", ".".repeat(81)),
    );
    assert!(
        Game::load(&several, 0)
            .unwrap_err()
            .to_string()
            .contains("several solutions")
    );
    assert!(matches!(
        Game::load("shudu game 2\n", 0),
        Err(LoadError::NotASave(_))
    ));
}
