//! The keys and the screens: which key is which [`Action`] of the rules crate, the level menu,
//! the wait while a puzzle is made, the help page, and the slow work (making and grading
//! puzzles) handed to the terminal loop as [`Request`]s. Still no terminal here: the example
//! turns terminal events into [`Key`]s and carries out the requests on threads.

use shudu::{Cell, GenerateError, Grid, Puzzle, Symmetry};
use shudu_game::text::{self, Help};
use shudu_game::{
    Action, Choice, Direction, Game, GradeError, Menu, Origin, Phase, Prefs, PuzzleError,
    PuzzleGrade,
};

/// A key, click or paste, as the game sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Page up.
    PageUp,
    /// Page down.
    PageDown,
    /// The mouse wheel up: one line.
    WheelUp,
    /// The mouse wheel down: one line.
    WheelDown,
    /// Ctrl-C: save and leave at once.
    Interrupt,
    /// A click on a cell.
    Click(Cell),
    /// A click on an item of the menu.
    ClickItem(usize),
    /// Pasted text (the terminal's bracketed paste).
    Paste(String),
}

/// Each key of the game and what it does, for the help page: the words are the rules
/// crate's.
pub const KEYS: [(&str, Help); 23] = [
    ("arrows, click", Help::Move),
    ("1-9", Help::Digit),
    ("0 . Del Bksp", Help::Erase),
    ("p", Help::Mode),
    ("f", Help::FillNotes),
    ("u", Help::Undo),
    ("r", Help::Redo),
    ("h", Help::Hint),
    ("c", Help::Check),
    ("s", Help::Solve),
    ("x", Help::Reset),
    ("space", Help::Pause),
    ("a", Help::AutoRemove),
    ("g", Help::GradeAtEnd),
    ("o", Help::AutoNotes),
    ("m", Help::MistakeMode),
    ("n", Help::NewPuzzle),
    ("e", Help::OwnPuzzle),
    ("Enter", Help::FinishEntry),
    ("paste", Help::Paste),
    ("PgUp PgDn", Help::Scroll),
    ("?", Help::Help),
    ("q", Help::Quit),
];

/// What is on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The level menu.
    Menu(Menu),
    /// Waiting for the generator.
    Making {
        /// The difficulty asked for.
        choice: Choice,
        /// The seed it is made from.
        seed: u64,
    },
    /// The game.
    Game,
}

/// Slow work for the terminal loop, which runs it on a thread and hands the result back
/// ([`App::generated`], [`App::graded`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Make a puzzle: [`Choice::generate`].
    Generate {
        /// The difficulty.
        choice: Choice,
        /// The symmetry of the clue pattern.
        symmetry: Symmetry,
        /// The seed.
        seed: u64,
    },
    /// Grade a puzzle: [`shudu_game::grade`].
    Grade(Grid),
}

/// How the program starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The level menu.
    Menu,
    /// A puzzle of this difficulty at once.
    Choice(Choice),
    /// This puzzle (which must have exactly one solution).
    Puzzle(Grid),
    /// The saved game, as text.
    Resume(String),
}

/// How new puzzles are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The symmetry of the clue pattern.
    pub symmetry: Symmetry,
    /// The seed of the next puzzle; each puzzle made takes the next one.
    pub seed: u64,
}

/// The whole program state: the game, the screen, the help page, a question, and the slow
/// work asked for.
#[derive(Debug)]
pub struct App {
    game: Option<Game>,
    screen: Screen,
    help: bool,
    question: bool,
    settings: Settings,
    prefs: Prefs,
    last_choice: Choice,
    requests: Vec<Request>,
    grading: Option<Grid>,
    scroll: u16,
    page: u16,
    notice: Option<String>,
    quit: bool,
}

impl App {
    /// The program at its start, at `now` (milliseconds on the terminal loop's clock).
    ///
    /// # Errors
    ///
    /// [`PuzzleError`] when a given puzzle has no solution or several.
    pub fn new(start: Start, settings: Settings, now: u64) -> Result<App, PuzzleError> {
        let mut app = App {
            game: None,
            screen: Screen::Menu(Menu::new(Choice::DEFAULT)),
            help: false,
            question: false,
            settings,
            prefs: Prefs::default(),
            last_choice: Choice::DEFAULT,
            requests: Vec::new(),
            grading: None,
            scroll: 0,
            page: 1,
            notice: None,
            quit: false,
        };
        match start {
            Start::Menu => {}
            Start::Choice(choice) => app.make(choice),
            Start::Puzzle(grid) => {
                app.game = Some(Game::new(grid, Origin::Given, app.prefs, now)?);
                app.screen = Screen::Game;
            }
            Start::Resume(saved) => match Game::load(&saved, now) {
                Ok(game) => {
                    app.prefs = game.prefs();
                    if let Origin::Generated { choice, .. } = game.origin() {
                        app.last_choice = choice;
                        app.screen = Screen::Menu(Menu::new(choice));
                    }
                    if matches!(game.phase(), Phase::Done { .. }) {
                        // A solved game is not resumed: the menu offers the next one.
                        app.game = None;
                    } else {
                        app.game = Some(game);
                        app.screen = Screen::Game;
                    }
                }
                Err(err) => app.notice = Some(text::resume_failed(&err)),
            },
        }
        app.ask_for_grade();
        Ok(app)
    }

    /// The game, if one has started.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// What is on the screen.
    #[must_use]
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// Whether the help page is open.
    #[must_use]
    pub fn help(&self) -> bool {
        self.help
    }

    /// The question waiting for `y`, if any.
    #[must_use]
    pub fn question(&self) -> Option<&'static str> {
        self.question.then_some(text::OWN_PUZZLE_QUESTION)
    }

    /// A word for the menu: why the last puzzle could not be made, or the save read.
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// How far the text beside the board is scrolled, in lines.
    #[must_use]
    pub fn scroll(&self) -> u16 {
        self.scroll
    }

    /// Whether the player has left.
    #[must_use]
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// The game as the text of a save, as of `now`; `None` before any game.
    #[must_use]
    pub fn save(&self, now: u64) -> Option<String> {
        self.game.as_ref().map(|game| game.save(now))
    }

    /// The slow work asked for since the last call.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// A puzzle the generator made for a [`Request::Generate`]: the game starts with it, if
    /// the player still waits for it.
    pub fn generated(
        &mut self,
        choice: Choice,
        seed: u64,
        result: Result<Puzzle, GenerateError>,
        now: u64,
    ) {
        if self.screen != (Screen::Making { choice, seed }) {
            return;
        }
        match result {
            Ok(puzzle) => {
                let origin = Origin::Generated {
                    choice,
                    symmetry: self.settings.symmetry,
                    seed,
                };
                let prefs = self.current_prefs();
                self.game = Some(Game::generated(&puzzle, origin, prefs, now));
                self.last_choice = choice;
                self.screen = Screen::Game;
                self.notice = None;
                self.scroll = 0;
                self.ask_for_grade();
            }
            Err(err) => {
                self.notice = Some(text::no_puzzle(choice, &err));
                self.screen = Screen::Menu(Menu::new(choice));
            }
        }
    }

    /// The grade of `puzzle` for a [`Request::Grade`].
    pub fn graded(&mut self, puzzle: &Grid, grade: Result<PuzzleGrade, GradeError>) {
        if let Some(game) = &mut self.game {
            game.set_grade(puzzle, grade);
        }
        if self.grading == Some(*puzzle) {
            self.grading = None;
        }
        self.ask_for_grade();
    }

    /// Does what `key` asks, at `now`.
    pub fn handle(&mut self, key: Key, now: u64) {
        if key == Key::Interrupt {
            self.quit = true;
            return;
        }
        if self.scrolled(&key) {
            return;
        }
        if self.help {
            self.help = false;
            self.scroll = 0;
            return;
        }
        if self.question {
            self.question = false;
            // Any key but y answers no, and does nothing else.
            if key == Key::Char('y') || key == Key::Char('Y') {
                self.game = Some(Game::entering(self.current_prefs()));
                self.screen = Screen::Game;
            }
            return;
        }
        match self.screen.clone() {
            Screen::Menu(menu) => self.menu_key(menu, key),
            Screen::Making { choice, .. } => match key {
                Key::Esc => self.screen = Screen::Menu(Menu::new(choice)),
                Key::Char('q') => self.quit = true,
                _ => {}
            },
            Screen::Game => self.game_key(key, now),
        }
    }

    fn menu_key(&mut self, mut menu: Menu, key: Key) {
        match key {
            Key::Arrow(Direction::Up) => menu.up(),
            Key::Arrow(Direction::Down) => menu.down(),
            Key::Backspace | Key::Delete => menu.backspace(),
            Key::ClickItem(index) => {
                menu.select(index);
                if index != Menu::SE_ITEM {
                    return self.choose(menu);
                }
            }
            Key::Enter => return self.choose(menu),
            Key::Esc if self.game.is_some() => {
                self.screen = Screen::Game;
                return;
            }
            Key::Paste(pasted) => {
                for c in pasted.chars() {
                    menu.type_char(c);
                }
            }
            Key::Char(c) if !menu.type_char(c) => match c {
                'q' => self.quit = true,
                '?' => self.help = true,
                _ => {}
            },
            _ => {}
        }
        self.screen = Screen::Menu(menu);
    }

    fn choose(&mut self, mut menu: Menu) {
        match menu.choose() {
            Some(choice) => self.make(choice),
            None => self.screen = Screen::Menu(menu),
        }
    }

    /// Asks the loop for a puzzle of `choice` from the next seed.
    fn make(&mut self, choice: Choice) {
        let seed = self.settings.seed;
        self.settings.seed = seed.wrapping_add(1);
        self.screen = Screen::Making { choice, seed };
        self.requests.push(Request::Generate {
            choice,
            symmetry: self.settings.symmetry,
            seed,
        });
    }

    fn game_key(&mut self, key: Key, now: u64) {
        let Some(game) = &mut self.game else {
            self.screen = Screen::Menu(Menu::new(self.last_choice));
            return;
        };
        let entering = game.phase() == Phase::Entering;
        let action = match key {
            Key::Arrow(direction) => Action::Move(direction),
            Key::Click(cell) => Action::Select(cell),
            Key::Char(c @ '1'..='9') => {
                match c.to_digit(10).and_then(|d| shudu::Digit::new(d as u8)) {
                    Some(digit) => Action::Digit(digit),
                    None => return,
                }
            }
            Key::Char('0' | '.') => Action::Blank,
            Key::Backspace => Action::Back,
            Key::Delete => Action::Erase,
            Key::Char('p') => Action::ToggleMode,
            Key::Char('f') => Action::FillNotes,
            Key::Char('u') => Action::Undo,
            Key::Char('r') => Action::Redo,
            Key::Char('h') => Action::Hint,
            Key::Char('c') => Action::Check,
            Key::Char('s') => Action::Solve,
            Key::Char('x') => Action::Reset,
            Key::Char(' ') if !entering => Action::TogglePause,
            Key::Char('a') => Action::ToggleAutoRemove,
            Key::Char('g') => Action::ToggleGradeAtEnd,
            Key::Char('o') => Action::ToggleAutoNotes,
            Key::Char('m') => Action::SetMistakeMode(game.prefs().mistakes.next()),
            Key::Enter if entering => Action::FinishEntry,
            Key::Paste(pasted) => Action::Paste(pasted),
            Key::Enter if matches!(game.phase(), Phase::Done { .. }) => {
                self.open_menu();
                return;
            }
            Key::Char('n') => {
                self.open_menu();
                return;
            }
            Key::Char('e') => {
                if game.has_progress() {
                    self.question = true;
                } else {
                    self.game = Some(Game::entering(self.current_prefs()));
                }
                self.scroll = 0;
                return;
            }
            Key::Char('q') => {
                self.quit = true;
                return;
            }
            Key::Char('?') => {
                self.help = true;
                self.scroll = 0;
                return;
            }
            Key::Esc if game.is_paused() => Action::TogglePause,
            _ => return,
        };
        let keeps_text = matches!(action, Action::Move(_) | Action::Select(_));
        game.act(action, now);
        if !keeps_text {
            self.scroll = 0;
        }
        self.notice = None;
        self.ask_for_grade();
    }

    fn open_menu(&mut self) {
        let mut menu = Menu::new(self.last_choice);
        if let Some(game) = &self.game
            && let Origin::Generated { choice, .. } = game.origin()
        {
            menu = Menu::new(choice);
        }
        self.screen = Screen::Menu(menu);
    }

    /// The preferences of the game in progress, or the last ones.
    fn current_prefs(&mut self) -> Prefs {
        if let Some(game) = &self.game {
            self.prefs = game.prefs();
        }
        self.prefs
    }

    /// Asks the loop to grade the puzzle being played, once.
    fn ask_for_grade(&mut self) {
        let wanted = self.game.as_ref().and_then(Game::needs_grade);
        if let Some(puzzle) = wanted
            && self.grading != Some(puzzle)
        {
            self.grading = Some(puzzle);
            self.requests.push(Request::Grade(puzzle));
        }
    }

    /// Scrolls the text beside the board or the help page for the scrolling keys; returns
    /// whether `key` was one.
    fn scrolled(&mut self, key: &Key) -> bool {
        let by = match key {
            Key::PageUp | Key::PageDown => self.page,
            Key::WheelUp | Key::WheelDown => 1,
            _ => return false,
        };
        self.scroll = match key {
            Key::PageUp | Key::WheelUp => self.scroll.saturating_sub(by),
            _ => self.scroll.saturating_add(by),
        };
        true
    }

    /// Tells the app how far the text beside the board can scroll (`max` lines) and how many
    /// lines a page is, as the drawing knows them ([`max_scroll`](crate::ui::max_scroll)); the
    /// scroll is kept within.
    pub fn set_scroll_limits(&mut self, (max, page): (u16, u16)) {
        self.scroll = self.scroll.min(max);
        self.page = page.max(1);
    }

    /// Scrolls the text beside the board to line `line` (the drawing keeps it within the
    /// text).
    pub fn set_scroll(&mut self, line: u16) {
        self.scroll = line;
    }
}
