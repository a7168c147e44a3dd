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
