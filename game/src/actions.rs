//! [`Game::act`]: what each [`Action`] does to a game, and the one way a change lands on the
//! board ([`Game::commit`]), which undo and redo retrace.

use crate::explain;
use crate::game::{By, Game, HintState};
use crate::paper::{COLOURS, Change, GivenBack, Paper, bare_marks, place};
use crate::paste::{self, Pasted};
use crate::state::{Action, Direction, MistakeMode, Mode, Origin, Phase, Tone, distinct_pairs};
use crate::text;
use crate::verdict::verdict;
use shudu::{Candidates, Cell, CellSet, Digit, MarkSet};

impl Game {
    /// Does what `action` asks, at `now` (the caller's clock, in milliseconds), and leaves a
    /// [`message`](Game::message) when there is something to say.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{Action, Game, Origin, Prefs};
    /// use shudu::{Cell, Digit};
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut game = Game::new(puzzle, Origin::Given, Prefs::default(), 0).unwrap();
    /// game.act(Action::Digit(Digit::new(4).unwrap()), 1_000);
    /// assert_eq!(game.board().get(Cell::from_row_col(0, 0).unwrap()), Digit::new(4));
    /// ```
    pub fn act(&mut self, action: Action, now: u64) {
        if self.paused && action != Action::TogglePause {
            self.say(Tone::Info, text::PAUSED_REFUSE);
            return;
        }
        if self.phase == Phase::Lost && !lost_allows(&action) {
            self.say(Tone::Bad, text::lost(self.stats.mistakes));
            return;
        }
        match action {
            Action::Move(direction) => self.move_cursor(direction),
            Action::Select(cell) => self.cursor = cell,
            Action::Digit(digit) => self.digit(digit, now),
            Action::Note(digit) => self.note(digit, now),
            Action::Blank if self.phase == Phase::Entering => {
                self.type_cells(&[None], now);
            }
            Action::Back if self.phase == Phase::Entering => {
                self.cursor = step_back(self.cursor);
                self.erase(now);
            }
            Action::Blank | Action::Back | Action::Erase => self.erase(now),
            Action::ToggleMode => self.toggle_mode(),
            Action::SetMode(mode) => self.set_mode(mode),
            Action::FillNotes => self.fill_notes(now),
            Action::Undo => self.undo(now),
            Action::Redo => self.redo(now),
            Action::Hint => self.hint_action(now),
            Action::Check => self.check(),
            Action::Solve => self.solve(now),
            Action::Reset => self.reset(now),
            Action::TogglePause => self.toggle_pause(now),
            Action::ToggleAutoRemove => self.toggle_auto_remove(now),
            Action::ToggleGradeAtEnd => self.toggle_grade_at_end(),
            Action::ToggleAutoNotes => self.toggle_auto_notes(now),
            Action::SetMistakeMode(mode) => self.set_mistake_mode(mode, now),
            Action::FinishEntry => self.finish_entry(now),
            Action::Paste(text) => self.paste(&text, now),
        }
    }

    fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match direction {
            Direction::Up => ((row + 8) % 9, col),
            Direction::Down => ((row + 1) % 9, col),
            Direction::Left => (row, (col + 8) % 9),
            Direction::Right => (row, (col + 1) % 9),
        };
        self.cursor = Cell::from_row_col(row, col).unwrap_or(self.cursor);
    }

    fn toggle_mode(&mut self) {
        let next = match self.mode {
            Mode::Notes => Mode::Digits,
            _ => Mode::Notes,
        };
        self.set_mode(next);
    }

    fn set_mode(&mut self, mode: Mode) {
        if self.phase == Phase::Entering {
            self.say(Tone::Info, text::NOTES_ENTERING);
            return;
        }
        self.mode = mode;
        self.say(Tone::Info, text::mode_switched(mode));
    }

    fn digit(&mut self, digit: Digit, now: u64) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Lost => self.say(Tone::Bad, text::lost(self.stats.mistakes)),
            Phase::Entering => self.type_cells(&[Some(digit)], now),
            Phase::Playing => match self.mode {
                Mode::Colour => self.paint(cell, digit, now),
                _ if self.is_clue(cell) => self.say(Tone::Bad, text::is_clue(cell)),
                Mode::Notes => self.toggle_note(cell, digit, now),
                Mode::Corner => self.toggle_corner(cell, digit, now),
                Mode::Digits => self.place_digit(cell, digit, now),
            },
        }
    }

    /// A note whatever the mode (a shifted digit key).
    fn note(&mut self, digit: Digit, now: u64) {
        let cell = self.cursor;
        match self.phase {
            Phase::Playing if self.is_clue(cell) => self.say(Tone::Bad, text::is_clue(cell)),
            Phase::Playing => self.toggle_note(cell, digit, now),
            Phase::Entering => self.say(Tone::Info, text::NOTES_ENTERING),
            _ => self.say_not_playing(),
        }
    }

    fn place_digit(&mut self, cell: Cell, digit: Digit, now: u64) {
        if self.board().get(cell) == Some(digit) {
            return;
        }
        let mut paper = self.paper.clone();
        // The digit it replaces gives back the notes it took.
        self.give_back_notes(&mut paper, cell);
        let taken = self.place_taking(&mut paper, cell, digit);
        let wrong = self.solution.get(cell) != Some(digit);
        self.message = None;
        // With a limit, a wrong digit shows and counts at once, and the last one allowed
        // ends the game (undo takes it back, redo ends it again).
        let mut limit = None;
        if wrong && let MistakeMode::Limit(most) = self.prefs.mistakes {
            self.count_mistake(cell, digit);
            self.checked.insert(cell, digit);
            limit = Some(most);
        }
        let lost = limit.is_some_and(|most| self.stats.mistakes >= u32::from(most));
        let what = text::placed(digit, cell);
        if !self.commit_to(paper, what, By::Player, now, lost.then_some(Phase::Lost)) {
            return;
        }
        self.given_back[cell.index()] = taken;
        match limit {
            Some(_) if lost => self.say(Tone::Bad, text::lost(self.stats.mistakes)),
            Some(most) => self.say(
                Tone::Bad,
                text::mistake(digit, cell, self.stats.mistakes, most),
            ),
            None => self.after_placing(cell),
        }
    }

    /// Counts the wrong `digit` in `cell` as a mistake, once however often it shows.
    pub(crate) fn count_mistake(&mut self, cell: Cell, digit: Digit) {
        if !self.revealed.contains(cell, digit) {
            self.revealed.insert(cell, digit);
            self.stats.mistakes += 1;
        }
    }

    /// Whether placing a digit takes it out of its peers' notes.
    fn auto_removing(&self) -> bool {
        self.prefs.auto_remove || self.prefs.auto_notes
    }

    /// Places `digit` in `cell` on `paper`, and says what it took: the notes of it its peers
    /// lost (with auto-remove) and the cell's own notes.
    fn place_taking(&self, paper: &mut Paper, cell: Cell, digit: Digit) -> GivenBack {
        let notes = paper.marks.candidates(cell);
        let peers = place(&mut paper.marks, cell, digit, self.auto_removing());
        GivenBack { peers, notes }
    }

    /// Before the digit in `cell` goes (erased, or replaced): the peers whose note of it went
    /// when it was placed get it back, and the cell its own notes, where no other digit rules
    /// them out; with [`Prefs::auto_notes`], the cell gets every candidate it has.
    fn give_back_notes(&self, paper: &mut Paper, cell: Cell) {
        if self.is_clue(cell) || self.phase == Phase::Entering {
            return;
        }
        let Some(digit) = paper.marks.unplace(cell) else {
            return;
        };
        let taken = self.given_back[cell.index()];
        for peer in taken.peers {
            if paper.marks.open_digits(peer).contains(digit) {
                paper.marks.add(peer, digit);
            }
        }
        let open = paper.marks.open_digits(cell);
        let own = if self.prefs.auto_notes {
            open
        } else {
            taken.notes & open
        };
        paper.marks.set_candidates(cell, own);
    }

    fn toggle_note(&mut self, cell: Cell, digit: Digit, now: u64) {
        if self.board().get(cell).is_some() {
            self.say(Tone::Bad, text::notes_on_digit(cell));
            return;
        }
        let mut marks = self.paper.marks.clone();
        if marks.has(cell, digit) {
            marks.remove(cell, digit);
            self.commit_marks(marks, text::note_removed(digit, cell), now);
        } else {
            if self.auto_removing()
                && let Some(peer) = cell
                    .peers()
                    .iter()
                    .copied()
                    .find(|&p| self.board().get(p) == Some(digit))
            {
                self.say(Tone::Bad, text::note_ruled_out(cell, digit, peer));
                return;
            }
            marks.add(cell, digit);
            self.commit_marks(marks, text::note_added(digit, cell), now);
        }
        self.message = None;
    }

    fn toggle_corner(&mut self, cell: Cell, digit: Digit, now: u64) {
        if self.board().get(cell).is_some() {
            self.say(Tone::Bad, text::notes_on_digit(cell));
            return;
        }
        let mut paper = self.paper.clone();
        let marks = &mut paper.corner[cell.index()];
        let what = if marks.contains(digit) {
            marks.remove(digit);
            text::corner_removed(digit, cell)
        } else {
            marks.insert(digit);
            text::corner_added(digit, cell)
        };
        self.commit(paper, what, By::Player, now);
        self.message = None;
    }

    fn paint(&mut self, cell: Cell, digit: Digit, now: u64) {
        let mut paper = self.paper.clone();
        let colour = &mut paper.colours[cell.index()];
        let what = if *colour == digit.get() {
            *colour = 0;
            text::uncoloured(cell)
        } else {
            *colour = digit.get().min(COLOURS);
            text::coloured(digit.get(), cell)
        };
        self.commit(paper, what, By::Player, now);
        self.message = None;
    }

    /// Types `cells` from the cursor on while typing a puzzle: a digit is a clue, `None` an
    /// empty cell; the cursor moves on after each, and stops at the last cell.
    fn type_cells(&mut self, cells: &[Option<Digit>], now: u64) {
        let mut marks = self.paper.marks.clone();
        let mut cursor = self.cursor;
        let mut at_end = false;
        for &typed in cells {
            if at_end {
                break;
            }
            marks.unplace(cursor);
            if let Some(digit) = typed {
                marks.place(cursor, digit);
            }
            match Cell::new(cursor.index() as u8 + 1) {
                Some(next) => cursor = next,
                None => at_end = true,
            }
        }
        let what = match cells {
            [Some(digit)] => text::typed_clue(*digit, self.cursor),
            [None] => text::typed_blank(self.cursor),
            _ => text::typed_cells(cells.len()),
        };
        let typed_at = self.cursor;
        self.commit_marks(marks, what, now);
        self.cursor = cursor;
        self.message = None;
        self.after_placing(typed_at);
    }

    fn erase(&mut self, now: u64) {
        let cell = self.cursor;
        match self.phase {
            Phase::Done { .. } => self.say_done(),
            Phase::Playing
                if self.mode == Mode::Colour && self.paper.colours[cell.index()] != 0 =>
            {
                let mut paper = self.paper.clone();
                paper.colours[cell.index()] = 0;
                self.commit(paper, text::uncoloured(cell), By::Player, now);
                self.message = None;
            }
            Phase::Playing if self.is_clue(cell) => {
                self.say(Tone::Bad, text::is_clue(cell));
            }
            _ => {
                let mut paper = self.paper.clone();
                let index = cell.index();
                let what = if let Some(digit) = paper.marks.grid().get(cell) {
                    self.give_back_notes(&mut paper, cell);
                    paper.marks.unplace(cell);
                    text::erased(digit, cell)
                } else if self.mode == Mode::Corner && !paper.corner[index].is_empty() {
                    paper.corner[index] = Candidates::EMPTY;
                    text::erased_corner(cell)
                } else if !paper.marks.candidates(cell).is_empty() {
                    paper.marks.set_candidates(cell, Candidates::EMPTY);
                    text::erased_notes(cell)
                } else if !paper.corner[index].is_empty() {
                    paper.corner[index] = Candidates::EMPTY;
                    text::erased_corner(cell)
                } else if paper.colours[index] != 0 {
                    paper.colours[index] = 0;
                    text::uncoloured(cell)
                } else {
                    return;
                };
                self.commit(paper, what, By::Player, now);
                self.message = None;
            }
        }
    }

    /// Notes in every empty cell that has none: the digits its row, column and box leave.
    /// A cell with notes keeps them (the player's eliminations stay), and the message says
    /// how many did.
    fn fill_notes(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let mut marks = self.paper.marks.clone();
        let (mut filled, mut kept) = (0, 0);
        for cell in marks.empty_cells() {
            if marks.candidates(cell).is_empty() {
                let open = marks.open_digits(cell);
                marks.set_candidates(cell, open);
                filled += 1;
            } else {
                kept += 1;
            }
        }
        if self.commit_marks(marks, text::FILLED_WHAT.to_string(), now) {
            self.say(Tone::Info, text::notes_filled(filled, kept));
        } else {
            self.say(Tone::Info, text::notes_already_filled(kept));
        }
    }

    fn undo(&mut self, now: u64) {
        let Some(change) = self.undo.pop() else {
            self.say(Tone::Bad, text::NOTHING_TO_UNDO);
            return;
        };
        for &(cell, before, _) in &change.cells {
            self.paper.set(cell, before);
        }
        self.enter_phase(change.phase.0, now);
        self.hint = None;
        self.say(Tone::Info, text::undone(&change.what));
        self.redo.push(change);
    }

    fn redo(&mut self, now: u64) {
        let Some(change) = self.redo.pop() else {
            self.say(Tone::Bad, text::NOTHING_TO_REDO);
            return;
        };
        for &(cell, _, after) in &change.cells {
            self.paper.set(cell, after);
        }
        self.enter_phase(change.phase.1, now);
        self.hint = None;
        self.say(Tone::Info, text::redone(&change.what));
        self.undo.push(change);
    }

    fn check(&mut self) {
        match self.phase {
            Phase::Entering => self.say(Tone::Info, text::CHECK_ENTERING),
            Phase::Done { .. } => self.say_done(),
            Phase::Lost => self.say(Tone::Bad, text::lost(self.stats.mistakes)),
            Phase::Playing => {
                self.stats.checks += 1;
                let wrong = self.wrong_entries();
                self.checked = MarkSet::EMPTY;
                for cell in wrong {
                    if let Some(digit) = self.board().get(cell) {
                        self.checked.insert(cell, digit);
                        self.count_mistake(cell, digit);
                    }
                }
                let clashes = distinct_pairs(self.board().conflicts());
                let notes = self.wrong_notes();
                if !wrong.is_empty() || !clashes.is_empty() {
                    self.say(Tone::Bad, text::check_found(&clashes, wrong));
                } else if !notes.is_empty() {
                    self.say(Tone::Bad, text::check_notes(notes));
                } else {
                    let left = 81 - self.board().clue_count();
                    self.say(Tone::Good, text::all_correct(left));
                }
            }
        }
    }

    fn hint_action(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let next = match self.hint {
            Some(hint) => self.carry_on(hint, now),
            None => {
                self.stats.hints += 1;
                let first = self.first_hint();
                if let HintState::WrongEntry(cell) = first
                    && let Some(digit) = self.board().get(cell)
                {
                    self.count_mistake(cell, digit);
                }
                Some(first)
            }
        };
        self.hint = next;
        if next.is_some() {
            self.message = None;
        }
    }

    fn solve(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        let paper = self.paper.with_marks(bare_marks(&self.solution));
        self.commit(paper, text::SOLUTION_WHAT.to_string(), By::Computer, now);
    }

    fn reset(&mut self, now: u64) {
        if let Phase::Done { .. } = self.phase {
            self.say_done();
            return;
        }
        let entering = self.phase == Phase::Entering;
        let paper = Paper::bare(&self.puzzle);
        if self.commit(paper, text::RESET_WHAT.to_string(), By::Player, now) {
            self.say(Tone::Info, text::reset(entering));
        }
    }

    fn toggle_pause(&mut self, now: u64) {
        if self.phase != Phase::Playing {
            self.say_not_playing();
            return;
        }
        self.paused = !self.paused;
        if self.paused {
            self.clock.stop(now);
            self.say(Tone::Info, text::paused(self.clock.read(now)));
        } else {
            self.clock.start(now);
            self.say(Tone::Info, text::RESUMED);
        }
    }

    fn toggle_auto_remove(&mut self, now: u64) {
        self.prefs.auto_remove = !self.prefs.auto_remove;
        if !self.prefs.auto_remove {
            self.prefs.auto_notes = false;
        }
        let removed = if self.prefs.auto_remove {
            self.remove_ruled_out(now)
        } else {
            0
        };
        self.say(
            Tone::Info,
            text::auto_remove(self.prefs.auto_remove, removed),
        );
    }

    /// Takes out of every cell's notes the digits a placed digit rules out; how many went.
    fn remove_ruled_out(&mut self, now: u64) -> usize {
        if self.phase != Phase::Playing {
            return 0;
        }
        let mut removed = 0;
        let mut marks = self.paper.marks.clone();
        for cell in marks.empty_cells() {
            let notes = marks.candidates(cell);
            let kept = notes & marks.open_digits(cell);
            removed += notes.len() - kept.len();
            marks.set_candidates(cell, kept);
        }
        self.commit_marks(marks, text::RULED_OUT_WHAT.to_string(), now);
        removed
    }

    fn toggle_auto_notes(&mut self, now: u64) {
        self.prefs.auto_notes = !self.prefs.auto_notes;
        let mut filled = 0;
        if self.prefs.auto_notes {
            self.prefs.auto_remove = true;
            if self.phase == Phase::Playing {
                // One change: the notes placed digits rule out go, empty cells are filled.
                let mut marks = self.paper.marks.clone();
                for cell in marks.empty_cells() {
                    let open = marks.open_digits(cell);
                    let notes = marks.candidates(cell);
                    if notes.is_empty() {
                        filled += 1;
                        marks.set_candidates(cell, open);
                    } else {
                        marks.set_candidates(cell, notes & open);
                    }
                }
                self.commit_marks(marks, text::FILLED_WHAT.to_string(), now);
            }
        }
        self.say(Tone::Info, text::auto_notes(self.prefs.auto_notes, filled));
    }

    fn set_mistake_mode(&mut self, mode: MistakeMode, now: u64) {
        self.prefs.mistakes = mode;
        if let MistakeMode::Limit(limit) = mode
            && self.phase == Phase::Playing
        {
            // The limit counts from here: the wrong digits on the board show and count now.
            for cell in self.wrong_entries() {
                if let Some(digit) = self.board().get(cell) {
                    self.count_mistake(cell, digit);
                    self.checked.insert(cell, digit);
                }
            }
            if self.stats.mistakes >= u32::from(limit) {
                self.enter_phase(Phase::Lost, now);
                self.say(Tone::Bad, text::lost(self.stats.mistakes));
                return;
            }
        }
        self.say(Tone::Info, text::mistake_mode(mode, self.stats.mistakes));
    }

    fn toggle_grade_at_end(&mut self) {
        self.prefs.grade_at_end = !self.prefs.grade_at_end;
        let shown = !self.prefs.grade_at_end || matches!(self.phase, Phase::Done { .. });
        self.say(
            Tone::Info,
            text::grade_at_end(
                self.prefs.grade_at_end,
                shown.then(|| self.grade()).flatten(),
            ),
        );
    }

    fn finish_entry(&mut self, now: u64) {
        if self.phase != Phase::Entering {
            self.say(Tone::Info, text::NOT_ENTERING);
            return;
        }
        let board = *self.board();
        match verdict(&board) {
            Ok(solution) => {
                let cursor = self.cursor;
                *self = Game::with_solution(board, solution, Origin::Typed, self.prefs, now);
                self.cursor = cursor;
                self.say(Tone::Good, text::own_started(board.clue_count()));
            }
            Err(err) => self.say(Tone::Bad, err.to_string()),
        }
    }

    fn paste(&mut self, pasted: &str, now: u64) {
        if self.phase != Phase::Entering {
            self.say(Tone::Info, text::PASTE_WHILE_PLAYING);
            return;
        }
        match paste::read(pasted) {
            Pasted::Grid(grid) => {
                self.commit_marks(bare_marks(&grid), text::PASTED_WHAT.to_string(), now);
                let clashes = distinct_pairs(grid.conflicts());
                self.say(Tone::Info, text::pasted(grid.clue_count(), &clashes));
            }
            Pasted::Cells(cells) => self.type_cells(&cells, now),
            Pasted::Refused(why) => self.say(Tone::Bad, why),
        }
    }

    // --- inside ---------------------------------------------------------------------------

    pub(crate) fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(crate::state::Message {
            tone,
            text: text.into(),
        });
    }

    fn say_done(&mut self) {
        self.say(Tone::Info, text::DONE);
    }

    fn say_not_playing(&mut self) {
        match self.phase {
            Phase::Entering => self.say(Tone::Info, text::START_FIRST),
            Phase::Lost => self.say(Tone::Bad, text::lost(self.stats.mistakes)),
            _ => self.say_done(),
        }
    }

    /// [`commit`](Game::commit) of new marks, the corner marks and colours as they are.
    fn commit_marks(&mut self, marks: shudu::Marks, what: String, now: u64) -> bool {
        let paper = self.paper.with_marks(marks);
        self.commit(paper, what, By::Player, now)
    }

    /// Makes `paper` the board: records the change for undo, forgets what was undone, drops
    /// the hint, and finishes the puzzle when the board is its solution. Returns false, doing
    /// nothing, when nothing changed.
    fn commit(&mut self, paper: Paper, what: String, by: By, now: u64) -> bool {
        self.commit_to(paper, what, by, now, None)
    }

    /// [`commit`](Game::commit), into the phase `to` when given.
    fn commit_to(
        &mut self,
        paper: Paper,
        what: String,
        by: By,
        now: u64,
        to: Option<Phase>,
    ) -> bool {
        let after = match self.phase {
            _ if to.is_some() => to.unwrap_or(self.phase),
            Phase::Entering => Phase::Entering,
            _ if *paper.marks.grid() == self.solution => Phase::Done {
                by_player: by == By::Player,
            },
            _ => Phase::Playing,
        };
        let Some(change) = Change::between(&self.paper, &paper, what, (self.phase, after)) else {
            return false;
        };
        self.undo.push(change);
        self.redo.clear();
        self.hint = None;
        self.paper = paper;
        self.enter_phase(after, now);
        true
    }

    /// Moves to `phase`: the clock stops when the puzzle is done or lost and runs again when
    /// a change is taken back; finishing says how it went.
    fn enter_phase(&mut self, phase: Phase, now: u64) {
        let was = self.phase;
        self.phase = phase;
        match (was, phase) {
            (Phase::Playing, Phase::Done { .. }) => {
                self.clock.stop(now);
                self.mode = Mode::Digits;
                if let Some(summary) = self.summary(now) {
                    self.say(Tone::Good, summary);
                }
            }
            (Phase::Playing, Phase::Lost) => self.clock.stop(now),
            (Phase::Done { .. } | Phase::Lost, Phase::Playing) => self.clock.start(now),
            _ => {}
        }
    }

    /// After a digit went into `cell`: the clashes it makes (unless the player asked for no
    /// mistakes shown), or that the grid is full but wrong.
    fn after_placing(&mut self, cell: Cell) {
        let clashes: Vec<_> = distinct_pairs(self.board().conflicts())
            .into_iter()
            .filter(|c| c.cells.0 == cell || c.cells.1 == cell)
            .collect();
        let shown = self.phase == Phase::Entering || self.prefs.mistakes != MistakeMode::Hidden;
        if !clashes.is_empty() && shown {
            self.say(Tone::Bad, text::clashes(&clashes));
        } else if self.phase == Phase::Playing && self.board().is_full() {
            self.say(Tone::Bad, text::FULL_BUT_WRONG);
        }
    }

    fn first_hint(&self) -> HintState {
        if let Some(cell) = self.wrong_entries().first() {
            return HintState::WrongEntry(cell);
        }
        if let Some((cell, digit)) = self.wrong_notes_with_digits().iter().next() {
            return HintState::WrongNotes(cell, digit);
        }
        match explain::next_step(&self.logic_marks()) {
            Some(step) => match explain::reveal_of(&step) {
                Some((cell, digit)) => self.reveal(Some((cell, digit))),
                None => HintState::Step(step, explain::FIRST_STAGE),
            },
            None => self.reveal(None),
        }
    }

    /// When no technique finds a step: the solution's digit at the cursor when its cell is
    /// empty, else in `fallback`'s cell or the first empty cell.
    fn reveal(&self, fallback: Option<(Cell, Digit)>) -> HintState {
        let empty = |cell: Cell| self.board().get(cell).is_none();
        let cell = if empty(self.cursor) {
            Some(self.cursor)
        } else {
            fallback
                .map(|(cell, _)| cell)
                .or_else(|| self.paper.marks.empty_cells().first())
        };
        match cell.and_then(|cell| Some((cell, self.solution.get(cell)?))) {
            Some((cell, digit)) => HintState::Reveal(cell, digit),
            // A full board that is not the solution has a wrong entry, found first.
            None => HintState::WrongEntry(self.cursor),
        }
    }

    /// Another hint on `hint`: more of it, or carrying it out (then `None`).
    fn carry_on(&mut self, hint: HintState, now: u64) -> Option<HintState> {
        let mut paper = self.paper.clone();
        match hint {
            HintState::Step(step, stage) => {
                if let Some(next) = explain::next_stage(stage) {
                    return Some(HintState::Step(step, next));
                }
                let logic = self.logic_marks();
                let mut placed = Vec::new();
                for (cell, digit) in explain::placements(&step) {
                    placed.push((cell, self.place_taking(&mut paper, cell, digit)));
                }
                // Removals show in the player's notes: a cell without notes gets its
                // candidates first (what the step was found on), a cell with notes keeps them
                // and loses only what the step removes.
                let mut written = CellSet::EMPTY;
                let marks = &mut paper.marks;
                for (cell, digit) in explain::eliminations(&step).iter() {
                    if marks.grid().get(cell).is_some() {
                        continue;
                    }
                    if marks.candidates(cell).is_empty() {
                        let open = logic.candidates(cell) & marks.open_digits(cell);
                        marks.set_candidates(cell, open);
                        written.insert(cell);
                    }
                    marks.remove(cell, digit);
                }
                let what = text::applied_what(explain::technique_name(&step));
                if self.commit(paper, what, By::Player, now) {
                    for (cell, taken) in placed {
                        self.given_back[cell.index()] = taken;
                    }
                }
                self.say(
                    Tone::Info,
                    text::applied(&explain::sentence(&step), written),
                );
            }
            HintState::WrongEntry(cell) => {
                if let Some(digit) = paper.marks.grid().get(cell) {
                    self.give_back_notes(&mut paper, cell);
                    paper.marks.unplace(cell);
                    self.commit(paper, text::erased(digit, cell), By::Player, now);
                    self.say(Tone::Info, text::erased_wrong(digit, cell));
                }
            }
            HintState::WrongNotes(cell, digit) => {
                paper.marks.add(cell, digit);
                self.commit(paper, text::note_added(digit, cell), By::Player, now);
                self.say(Tone::Info, text::gave_note_back(digit, cell));
            }
            HintState::Reveal(cell, digit) => {
                let taken = self.place_taking(&mut paper, cell, digit);
                if self.commit(paper, text::placed(digit, cell), By::Player, now) {
                    self.given_back[cell.index()] = taken;
                }
                self.say(Tone::Info, text::revealed(digit, cell));
            }
        }
        if let Phase::Done { .. } = self.phase
            && let Some(summary) = self.summary(now)
        {
            self.say(Tone::Good, summary);
        }
        None
    }
}

/// What a lost game still takes: moves, undo (which takes the last digit back), a pause and
/// the preferences.
fn lost_allows(action: &Action) -> bool {
    matches!(
        action,
        Action::Move(_)
            | Action::Select(_)
            | Action::Undo
            | Action::Redo
            | Action::SetMode(_)
            | Action::ToggleMode
            | Action::ToggleAutoRemove
            | Action::ToggleGradeAtEnd
            | Action::ToggleAutoNotes
            | Action::SetMistakeMode(_)
    )
}

/// The cell before `cell` in reading order (r1c1 stays).
fn step_back(cell: Cell) -> Cell {
    cell.index()
        .checked_sub(1)
        .and_then(|i| Cell::new(i as u8))
        .unwrap_or(cell)
}
