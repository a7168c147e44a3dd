//! A game shared by link: the puzzle (`puzzle=` and its 81 cells, as "your own puzzle" takes
//! it), and, when the player chooses, the progress (`progress=`, the board with their digits,
//! and `notes=`, each cell's notes). A face builds its address from
//! [`Game::share_query`] and opens one with [`Game::shared`].

use crate::game::Game;
use crate::paper::{digits, digits_from};
use crate::state::{Origin, Prefs, ShareError};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, Grid};

impl Game {
    /// The query of a link to this game (without `?`): the puzzle, and with `progress` the
    /// board and the notes too. [`Game::shared`] opens it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Digit, Grid};
    /// use shudu_game::{Action, Game, Origin, Prefs};
    ///
    /// let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// let mut game = Game::new(line.parse().unwrap(), Origin::Given, Prefs::default(), 0).unwrap();
    /// assert_eq!(game.share_query(false), format!("puzzle={line}"));
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 0);
    /// let query = game.share_query(true);
    /// assert!(query.starts_with(&format!("puzzle={line}&progress=4.3.2.6")), "{query}");
    /// ```
    #[must_use]
    pub fn share_query(&self, progress: bool) -> String {
        let mut query = format!("puzzle={}", self.puzzle);
        if progress && self.has_progress() {
            query += &format!("&progress={}", self.board());
            if Cell::ALL.iter().any(|&cell| !self.notes(cell).is_empty()) {
                let notes: Vec<String> = Cell::ALL
                    .into_iter()
                    .map(|cell| digits(self.notes(cell)))
                    .collect();
                query += &format!("&notes={}", notes.join("-"));
            }
        }
        query
    }

    /// A game of a shared link's parts: `puzzle` (any form a typed puzzle takes), and the
    /// `progress` (81 cells that keep the clues) and `notes` (81 fields of digits, joined by
    /// `-`) when the link carries them, started at `now`.
    ///
    /// # Errors
    ///
    /// [`ShareError`] when the puzzle cannot be read or played, or the progress does not fit
    /// it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Cell;
    /// use shudu_game::{Game, Prefs};
    ///
    /// let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// let progress = format!("4{}", &line[1..]);
    /// let game = Game::shared(line, Some(&progress), None, Prefs::default(), 0).unwrap();
    /// assert_eq!(game.title(), "given puzzle");
    /// assert_eq!(game.board().to_string(), progress);
    /// assert!(Game::shared(line, Some(&".".repeat(81)), None, Prefs::default(), 0).is_err());
    /// ```
    pub fn shared(
        puzzle: &str,
        progress: Option<&str>,
        notes: Option<&str>,
        prefs: Prefs,
        now: u64,
    ) -> Result<Game, ShareError> {
        let puzzle: Grid = puzzle
            .parse()
            .map_err(|e| ShareError::Puzzle(format!("{e}")))?;
        let solution = verdict(&puzzle).map_err(ShareError::Verdict)?;
        let mut game = Game::with_solution(puzzle, solution, Origin::Given, prefs, now);
        let Some(progress) = progress else {
            return Ok(game);
        };
        let board: Grid = progress
            .parse()
            .map_err(|e| ShareError::Progress(format!("{e}")))?;
        for (cell, clue) in puzzle.cells() {
            if clue.is_some() && board.get(cell) != clue {
                return Err(ShareError::Progress(text::save_clue_lost(cell)));
            }
        }
        let notes = match notes {
            Some(notes) => parse_notes(notes).map_err(ShareError::Progress)?,
            None => [Candidates::EMPTY; 81],
        };
        let mut paper = crate::paper::Paper::bare(&board);
        for cell in Cell::ALL {
            let cell_notes = notes[cell.index()];
            if board.get(cell).is_none() && !cell_notes.is_empty() {
                paper.marks.set_candidates(cell, cell_notes);
            }
        }
        game.paper = paper;
        if *game.board() == game.solution {
            game.phase = crate::state::Phase::Done { by_player: true };
            game.clock.stop(now);
        }
        game.say(
            crate::state::Tone::Info,
            text::shared_progress(81 - game.board().clue_count()),
        );
        Ok(game)
    }
}

fn parse_notes(text: &str) -> Result<[Candidates; 81], String> {
    let fields: Vec<&str> = text.split('-').collect();
    if fields.len() != 81 {
        return Err(text::save_notes_count(fields.len()));
    }
    let mut notes = [Candidates::EMPTY; 81];
    for (i, field) in fields.iter().enumerate() {
        notes[i] = digits_from(field).ok_or_else(|| text::shared_bad_notes(field, i + 1))?;
    }
    Ok(notes)
}
