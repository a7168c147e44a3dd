//! Where puzzles come from: a [`Choice`] of difficulty (one of HoDoKu's levels, a range on
//! Sudoku Explainer's scale, or a number of clues), the [`Menu`] a player picks one from, and
//! the [`Origin`] of the puzzle being played.

use crate::state::{Choice, ParseChoiceError};
use crate::text;
use shudu::{GenerateError, Generator, Level, Puzzle, Symmetry};
use std::str::FromStr;

/// The SE range the menu shows when the last choice was not one, in tenths.
const DEFAULT_RANGE: (u8, u8) = (40, 60);

impl Choice {
    /// A puzzle of this difficulty with the clue pattern's `symmetry`, the same one for the
    /// same seed: the puzzle the library's `generate` example prints with the same seed and
    /// options. It can take a while for a narrow SE range (up to a second or two on a fast
    /// machine): a face runs it away from its event loop.
    ///
    /// # Errors
    ///
    /// [`GenerateError::BudgetExhausted`] when no puzzle of the generator's budget (1000 dug
    /// and rated) fits a level or SE range.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu_game::Choice;
    ///
    /// let puzzle = Choice::Clues(40).generate(Symmetry::Central, 3).unwrap();
    /// assert!(Symmetry::Central.matches(puzzle.grid()));
    /// ```
    pub fn generate(self, symmetry: Symmetry, seed: u64) -> Result<Puzzle, GenerateError> {
        let generator = Generator::from_seed(seed).symmetry(symmetry);
        match self {
            Choice::Level(level) => generator.level(level).try_generate(),
            Choice::Se { min, max } => generator
                .er(f32::from(min) / 10.0..=f32::from(max) / 10.0)
                .try_generate(),
            Choice::Clues(clues) => Ok(generator.target_clues(usize::from(clues)).generate()),
        }
    }
}

impl FromStr for Choice {
    type Err = ParseChoiceError;

    fn from_str(s: &str) -> Result<Choice, ParseChoiceError> {
        let s = s.trim();
        if let Ok(level) = s.parse::<Level>() {
            return Ok(Choice::Level(level));
        }
        if let Some(range) = s.strip_prefix("SE ").or_else(|| s.strip_prefix("se ")) {
            let (min, max) = parse_se_range(range)?;
            return Ok(Choice::Se { min, max });
        }
        if let Some(n) = s.strip_suffix(" clues")
            && let Ok(n) = n.parse::<u8>()
            && (17..=81).contains(&n)
        {
            return Ok(Choice::Clues(n));
        }
        Err(ParseChoiceError(text::unknown_choice(s)))
    }
}

/// Reads an SE rating range as a player types it: `4-6`, `4.0-6.5`, `7.5 - 8.5`, or one
/// rating (`7.2`, a range of one). Ratings are between 1.0 and 12.0, with one decimal.
///
/// # Errors
///
/// A [`ParseChoiceError`] whose message says what is wrong with the range.
///
/// # Examples
///
/// ```
/// use shudu_game::parse_se_range;
///
/// assert_eq!(parse_se_range("4-6"), Ok((40, 60)));
/// assert_eq!(parse_se_range(" 7.5 - 8.5 "), Ok((75, 85)));
/// assert_eq!(parse_se_range("7.2"), Ok((72, 72)));
/// assert!(parse_se_range("4-x").unwrap_err().to_string().contains("\"x\""));
/// assert!(parse_se_range("0.5-3").is_err());
/// ```
pub fn parse_se_range(s: &str) -> Result<(u8, u8), ParseChoiceError> {
    let s = s.trim();
    let (a, b) = match s.split_once('-') {
        Some((a, b)) => (a.trim(), b.trim()),
        None => (s, s),
    };
    let min = parse_rating(a)?;
    let max = parse_rating(b)?;
    if min > max {
        return Err(ParseChoiceError(text::range_reversed(s)));
    }
    Ok((min, max))
}

/// `4`, `4.5` or `11.0` in tenths, within [`Choice::SE_LIMITS`].
fn parse_rating(s: &str) -> Result<u8, ParseChoiceError> {
    let (whole, tenth) = match s.split_once('.') {
        Some((whole, tenth)) => (whole, tenth),
        None => (s, "0"),
    };
    let digits = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 || whole.len() > 2 {
        return Err(ParseChoiceError(text::not_a_rating(s)));
    }
    let value = whole.parse::<u16>().unwrap_or(u16::MAX) * 10 + tenth.parse::<u16>().unwrap_or(0);
    let (low, high) = Choice::SE_LIMITS;
    match u8::try_from(value) {
        Ok(t) if (low..=high).contains(&t) => Ok(t),
        _ => Err(ParseChoiceError(text::rating_out_of_range(s))),
    }
}

/// The menu a player picks a new puzzle's difficulty from: HoDoKu's five levels, and a range on
/// SE's scale that the player types. Plain state a face draws and feeds keys or clicks to.
///
/// # Examples
///
/// ```
/// use shudu::Level;
/// use shudu_game::{Choice, Menu};
///
/// let mut menu = Menu::new(Choice::DEFAULT);
/// assert_eq!(menu.items().len(), 6);
/// assert_eq!(menu.selected(), 1); // Medium
/// menu.down();
/// assert_eq!(menu.choose(), Some(Choice::Level(Level::Hard)));
///
/// // The last item takes a typed range.
/// menu.select(5);
/// for c in "7-8.5".chars() {
///     menu.type_char(c);
/// }
/// assert_eq!(menu.choose(), Some(Choice::Se { min: 70, max: 85 }));
/// for _ in 0..2 {
///     menu.backspace();
/// }
/// assert_eq!(menu.choose(), Some(Choice::Se { min: 70, max: 80 })); // "7-8"
/// menu.backspace();
/// assert_eq!(menu.choose(), None); // "7-": not a range
/// assert!(menu.message().unwrap().contains("rating"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    selected: usize,
    range: String,
    message: Option<String>,
}

/// One line of the [`Menu`]: what it is called and what it means.
///
/// # Examples
///
/// ```
/// use shudu_game::{Choice, Menu};
///
/// let item = &Menu::new(Choice::DEFAULT).items()[2];
/// assert_eq!(item.label, "Hard");
/// assert!(item.about.contains("wings"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuItem {
    /// The name: `Easy`, ..., `SE rating 4.0-6.0`.
    pub label: String,
    /// What it means for a player.
    pub about: &'static str,
}

impl Menu {
    /// The item of the SE range.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// assert!(Menu::new(Choice::DEFAULT).items()[Menu::SE_ITEM].label.starts_with("SE rating"));
    /// ```
    pub const SE_ITEM: usize = 5;

    /// A menu with `last` selected (the SE range filled in when it is one).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let menu = Menu::new(Choice::Se { min: 40, max: 60 });
    /// assert_eq!(menu.selected(), Menu::SE_ITEM);
    /// assert_eq!(menu.range(), "4.0-6.0");
    /// ```
    #[must_use]
    pub fn new(last: Choice) -> Menu {
        let (selected, range) = match last {
            Choice::Level(level) => (
                Level::ALL.iter().position(|&l| l == level).unwrap_or(1),
                text::se_range(DEFAULT_RANGE),
            ),
            Choice::Se { min, max } => (Menu::SE_ITEM, text::se_range((min, max))),
            Choice::Clues(_) => (1, text::se_range(DEFAULT_RANGE)),
        };
        Menu {
            selected,
            range,
            message: None,
        }
    }

    /// The heading.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Menu;
    ///
    /// assert!(Menu::title().contains("level"));
    /// ```
    #[must_use]
    pub fn title() -> &'static str {
        text::MENU_TITLE
    }

    /// The items, easiest first, the SE range last.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let menu = Menu::new(Choice::DEFAULT);
    /// assert_eq!(menu.items()[0].label, "Easy");
    /// assert_eq!(menu.items()[5].label, "SE rating 4.0-6.0");
    /// ```
    #[must_use]
    pub fn items(&self) -> Vec<MenuItem> {
        let mut items: Vec<MenuItem> = Level::ALL
            .iter()
            .map(|&level| MenuItem {
                label: level.name().to_string(),
                about: text::level_about(level),
            })
            .collect();
        items.push(MenuItem {
            label: text::se_item(&self.range),
            about: text::SE_ABOUT,
        });
        items
    }

    /// The selected item's index.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// menu.select(4);
    /// assert_eq!(menu.selected(), 4);
    /// ```
    #[must_use]
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The SE range as typed so far.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// menu.select(Menu::SE_ITEM);
    /// menu.type_char('8');
    /// assert_eq!(menu.range(), "8"); // the first character typed replaces the range shown
    /// ```
    #[must_use]
    pub fn range(&self) -> &str {
        &self.range
    }

    /// What the menu says: why the typed range is not one, or how to type one.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// assert_eq!(menu.message(), None);
    /// menu.select(Menu::SE_ITEM);
    /// assert!(menu.message().unwrap().starts_with("Type a range"));
    /// ```
    #[must_use]
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Selects the item above (wrapping).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// menu.up();
    /// menu.up();
    /// assert_eq!(menu.selected(), Menu::SE_ITEM); // from Easy up to the last item
    /// ```
    pub fn up(&mut self) {
        self.selected = (self.selected + Menu::SE_ITEM) % (Menu::SE_ITEM + 1);
        self.hint_range();
    }

    /// Selects the item below (wrapping).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// menu.down();
    /// assert_eq!(menu.selected(), 2);
    /// ```
    pub fn down(&mut self) {
        self.selected = (self.selected + 1) % (Menu::SE_ITEM + 1);
        self.hint_range();
    }

    /// Selects item `index` (a click); out of range does nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// menu.select(9);
    /// assert_eq!(menu.selected(), 1);
    /// ```
    pub fn select(&mut self, index: usize) {
        if index <= Menu::SE_ITEM {
            self.selected = index;
            self.hint_range();
        }
    }

    /// A typed character: on the SE item, a digit, `.`, `-` or space edits the range (the
    /// first one typed replaces the range shown); a digit 1 to 5 elsewhere picks that level.
    /// Returns whether the character was taken.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::DEFAULT);
    /// assert!(menu.type_char('5'));
    /// assert_eq!(menu.choose(), Some(Choice::Level(Level::Extreme)));
    /// assert!(!menu.type_char('x'));
    /// ```
    pub fn type_char(&mut self, c: char) -> bool {
        if self.selected == Menu::SE_ITEM {
            if c.is_ascii_digit() || c == '.' || c == '-' || c == ' ' {
                if self.message.as_deref() == Some(text::SE_TYPE) {
                    self.range.clear();
                }
                self.range.push(c);
                self.message = None;
                return true;
            }
            return false;
        }
        match c.to_digit(10) {
            Some(n @ 1..=6) => {
                self.select(n as usize - 1);
                true
            }
            _ => false,
        }
    }

    /// Deletes the last character of the typed range.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::Se { min: 40, max: 60 });
    /// menu.backspace();
    /// assert_eq!(menu.range(), "4.0-6.");
    /// ```
    pub fn backspace(&mut self) {
        if self.selected == Menu::SE_ITEM {
            self.range.pop();
            self.message = None;
        }
    }

    /// The selected choice, or `None` with a [`message`](Menu::message) when the typed range
    /// is not one.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::{Choice, Menu};
    ///
    /// let mut menu = Menu::new(Choice::Se { min: 40, max: 60 });
    /// assert_eq!(menu.choose(), Some(Choice::Se { min: 40, max: 60 }));
    /// ```
    pub fn choose(&mut self) -> Option<Choice> {
        if self.selected < Menu::SE_ITEM {
            return Some(Choice::Level(Level::ALL[self.selected]));
        }
        match parse_se_range(&self.range) {
            Ok((min, max)) => Some(Choice::Se { min, max }),
            Err(err) => {
                self.message = Some(err.to_string());
                None
            }
        }
    }

    fn hint_range(&mut self) {
        self.message = (self.selected == Menu::SE_ITEM).then(|| text::SE_TYPE.to_string());
    }
}
