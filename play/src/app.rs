//! The keys: what each one does to the [`Game`], the questions asked before progress is lost,
//! and new puzzles. Still no terminal: the example turns terminal events into [`Key`]s.

use crate::game::{Direction, Game, PuzzleError, Tone};
use crate::level::Level;
use shudu::{Cell, Digit, Grid, Symmetry};

/// A key or click, as the game sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// An arrow key.
    Arrow(Direction),
    /// A character key.
    Char(char),
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Enter.
    Enter,
    /// Escape.
    Esc,
    /// Ctrl-C: leave at once.
    Interrupt,
    /// A mouse click on a cell.
    Click(Cell),
}

/// What the player is asked to confirm with `y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Leave the game.
    Quit,
    /// Start a new puzzle.
    NewGame,
    /// Empty the board to type in a puzzle.
    OwnPuzzle,
}

impl Pending {
    /// The question shown.
    #[must_use]
    pub fn question(self) -> &'static str {
        match self {
            Pending::Quit => "Quit and lose this game? y: quit, any other key: stay",
            Pending::NewGame => "Start a new puzzle and lose this one? y: new, any other key: stay",
            Pending::OwnPuzzle => {
                "Empty the board to type in your own puzzle? y: yes, any other key: stay"
            }
        }
    }
}

/// How new games are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How hard.
    pub level: Level,
    /// The symmetry of the clue pattern.
    pub symmetry: Symmetry,
    /// The seed of the first puzzle; each new puzzle takes the next seed.
    pub seed: u64,
}

/// The whole program state: the game, where it came from, and a pending question.
#[derive(Debug)]
pub struct App {
    game: Game,
    title: String,
    settings: Settings,
    pending: Option<Pending>,
    quit: bool,
}

impl App {
    /// A new generated puzzle from `settings`.
    #[must_use]
    pub fn new(settings: Settings) -> App {
        let mut app = App {
            game: Game::entering(),
            title: String::new(),
            settings,
            pending: None,
            quit: false,
        };
        app.new_game();
        app
    }

    /// A given puzzle, which must have exactly one solution; new games later come from
    /// `settings`.
    ///
    /// # Errors
    ///
    /// [`PuzzleError`] when the puzzle has no solution or several.
    pub fn with_puzzle(puzzle: Grid, settings: Settings) -> Result<App, PuzzleError> {
        Ok(App {
            game: Game::new(puzzle)?,
            title: "given puzzle".to_string(),
            settings,
            pending: None,
            quit: false,
        })
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the puzzle came from: its seed and level, or given, or typed in.
    #[must_use]
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The question waiting for `y`, if any.
    #[must_use]
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether the player has left.
    #[must_use]
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// Does what `key` asks.
    pub fn handle(&mut self, key: Key) {
        if key == Key::Interrupt {
            self.quit = true;
            return;
        }
        if let Some(pending) = self.pending.take() {
            if key == Key::Char('y') || key == Key::Char('Y') {
                self.carry_out(pending);
            } else {
                self.game_say_nothing();
            }
            return;
        }
        let game = &mut self.game;
        match key {
            Key::Arrow(direction) => game.move_cursor(direction),
            Key::Click(cell) => game.set_cursor(cell),
            Key::Char(c @ '1'..='9') => {
                if let Some(digit) = c.to_digit(10).and_then(|d| Digit::new(d as u8)) {
                    game.input(digit);
                }
            }
            Key::Char('0') | Key::Backspace | Key::Delete => game.erase(),
            Key::Char('p') => game.toggle_pencil(),
            Key::Char('f') => game.fill_candidates(),
            Key::Char('u') => game.undo(),
            Key::Char('r') => game.redo(),
            Key::Char('h') => game.hint_key(),
            Key::Char('c') => game.check(),
            Key::Char('s') => game.solve(),
            Key::Char('x') => game.reset(),
            Key::Enter => game.finish_entry(),
            Key::Char('n') => self.ask(Pending::NewGame),
            Key::Char('e') => self.ask(Pending::OwnPuzzle),
            Key::Char('q') | Key::Esc => self.ask(Pending::Quit),
            _ => {}
        }
    }

    /// Asks first when there is progress to lose; otherwise does it at once.
    fn ask(&mut self, pending: Pending) {
        if self.game.has_progress() {
            self.pending = Some(pending);
        } else {
            self.carry_out(pending);
        }
    }

    fn carry_out(&mut self, pending: Pending) {
        match pending {
            Pending::Quit => self.quit = true,
            Pending::NewGame => {
                self.settings.seed = self.settings.seed.wrapping_add(1);
                self.new_game();
            }
            Pending::OwnPuzzle => {
                self.game = Game::entering();
                self.title = "your puzzle".to_string();
            }
        }
    }

    /// A question answered with anything but `y`: nothing happens.
    fn game_say_nothing(&mut self) {
        self.game.note(Tone::Info, "Carry on.");
    }

    fn new_game(&mut self) {
        let Settings {
            level,
            symmetry,
            seed,
        } = self.settings;
        let puzzle = level.generate(symmetry, seed);
        self.game = Game::with_solution(*puzzle.grid(), *puzzle.solution());
        self.title = format!("seed {seed}, {level}");
        if symmetry != Symmetry::None {
            self.title += &format!(", {symmetry}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Phase;

    const SETTINGS: Settings = Settings {
        level: Level::Easy,
        symmetry: Symmetry::None,
        seed: 7,
    };

    fn typed(app: &mut App, keys: &str) {
        for c in keys.chars() {
            app.handle(Key::Char(c));
        }
    }

    /// Moves to the first empty cell and types a digit there.
    fn make_progress(app: &mut App) {
        let cell = Cell::ALL
            .into_iter()
            .find(|&c| app.game().board().get(c).is_none())
            .unwrap();
        app.handle(Key::Click(cell));
        typed(app, "5");
        assert!(app.game().has_progress());
    }

    #[test]
    fn the_seed_gives_the_puzzle_and_the_title_tells_it() {
        let app = App::new(SETTINGS);
        assert_eq!(app.title(), "seed 7, easy");
        assert_eq!(
            app.game().puzzle(),
            Level::Easy.generate(Symmetry::None, 7).grid()
        );
        let symmetric = App::new(Settings {
            symmetry: Symmetry::Central,
            ..SETTINGS
        });
        assert_eq!(symmetric.title(), "seed 7, easy, central");
    }

    #[test]
    fn quit_at_once_without_progress() {
        let mut app = App::new(SETTINGS);
        typed(&mut app, "q");
        assert!(app.quit());
    }

    #[test]
    fn quit_asks_first_when_there_is_progress() {
        let mut app = App::new(SETTINGS);
        make_progress(&mut app);
        typed(&mut app, "q");
        assert_eq!(app.pending(), Some(Pending::Quit));
        assert!(!app.quit());
        typed(&mut app, "n"); // not a yes
        assert_eq!(app.pending(), None);
        assert!(!app.quit());
        assert!(app.game().has_progress(), "the answer key did nothing else");
        app.handle(Key::Esc);
        typed(&mut app, "y");
        assert!(app.quit());
    }

    #[test]
    fn ctrl_c_leaves_at_once() {
        let mut app = App::new(SETTINGS);
        make_progress(&mut app);
        app.handle(Key::Interrupt);
        assert!(app.quit());
    }

    #[test]
    fn a_new_game_takes_the_next_seed() {
        let mut app = App::new(SETTINGS);
        let first = *app.game().puzzle();
        make_progress(&mut app);
        typed(&mut app, "ny");
        assert_eq!(app.title(), "seed 8, easy");
        assert_ne!(app.game().puzzle(), &first);
        assert!(!app.game().has_progress());
    }

    #[test]
    fn own_puzzle_is_typed_then_started_with_enter() {
        let mut app = App::new(SETTINGS);
        let puzzle = *App::new(Settings {
            seed: 3,
            ..SETTINGS
        })
        .game()
        .puzzle();
        typed(&mut app, "e");
        assert_eq!(app.game().phase(), Phase::Entering);
        assert_eq!(app.title(), "your puzzle");
        for (cell, digit) in puzzle.cells() {
            if let Some(digit) = digit {
                app.handle(Key::Click(cell));
                typed(&mut app, &digit.to_string());
            }
        }
        app.handle(Key::Enter);
        assert_eq!(app.game().phase(), Phase::Playing);
        assert_eq!(app.game().puzzle(), &puzzle);
    }

    #[test]
    fn keys_reach_the_game() {
        let mut app = App::new(SETTINGS);
        app.handle(Key::Arrow(Direction::Down));
        app.handle(Key::Arrow(Direction::Right));
        assert_eq!(app.game().cursor(), Cell::from_row_col(1, 1).unwrap());
        typed(&mut app, "p");
        assert!(app.game().pencil());
        typed(&mut app, "pf");
        assert!(!app.game().pencil());
        assert!(app.game().has_progress(), "f filled the notes");
        typed(&mut app, "u");
        assert!(!app.game().has_progress());
        typed(&mut app, "r");
        assert!(app.game().has_progress());
        typed(&mut app, "x");
        assert!(!app.game().has_progress());
        typed(&mut app, "h");
        assert!(app.game().hint().is_some());
        typed(&mut app, "c");
        assert!(app.game().message().unwrap().text.contains("All correct"));
        make_progress(&mut app);
        for erase in [Key::Char('0'), Key::Backspace, Key::Delete] {
            typed(&mut app, "5");
            app.handle(erase);
            assert_eq!(app.game().board().get(app.game().cursor()), None);
        }
        typed(&mut app, "s");
        assert!(matches!(app.game().phase(), Phase::Done { .. }));
    }

    #[test]
    fn a_given_puzzle_must_have_one_solution() {
        let err = App::with_puzzle(Grid::EMPTY, SETTINGS).unwrap_err();
        assert_eq!(err, PuzzleError::Several);
        let puzzle = *App::new(SETTINGS).game().puzzle();
        let app = App::with_puzzle(puzzle, SETTINGS).unwrap();
        assert_eq!(app.title(), "given puzzle");
        assert_eq!(app.game().puzzle(), &puzzle);
    }
}
