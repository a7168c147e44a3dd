//! [`Technique`]'s methods: its names, ratings and level, read from the facts each family
//! declares (see `techniques/mod.rs`, where the techniques are listed).

use core::fmt;

use super::Level;
use super::techniques::{FACTS, Facts, HODOKU_TECHNIQUES, SE_TECHNIQUES};

pub use super::techniques::Technique;

impl Technique {
    /// SE's techniques, in the order SE tries them ([`Explainer::new`](crate::Explainer::new)),
    /// its last resort, nested forcing chains, last.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::SE[0], Technique::FullHouse);
    /// assert_eq!(Technique::SE.last(), Some(&Technique::NestedForcingChain));
    /// assert!(!Technique::SE.contains(&Technique::Skyscraper));
    /// ```
    pub const SE: &'static [Technique] = &SE_TECHNIQUES;

    /// HoDoKu's techniques, in the order of HoDoKu's default order
    /// ([`Explainer::hodoku`](crate::Explainer::hodoku)), its last resort, brute force, last.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::HODOKU[0], Technique::FullHouse);
    /// assert!(Technique::HODOKU.iter().all(|t| t.hodoku().is_some()));
    /// assert_eq!(Technique::HODOKU.last(), Some(&Technique::BruteForce));
    /// ```
    pub const HODOKU: &'static [Technique] = &HODOKU_TECHNIQUES;

    /// Everything known of the technique, from its family's file.
    pub(crate) const fn facts(self) -> &'static Facts {
        &FACTS[self as usize]
    }

    /// The technique's base rating on SE's scale, in tenths (`32` for 3.2). HoDoKu's own
    /// techniques carry the rating of the SE technique that finds the same deduction.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::Swordfish.base_tenths(), 38);
    /// ```
    #[must_use]
    pub const fn base_tenths(self) -> u8 {
        self.facts().se_tenths
    }

    /// The technique's base rating on SE's scale (`3.2` for the X-Wing).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::NakedSingle.base_difficulty(), 2.3);
    /// ```
    #[must_use]
    pub fn base_difficulty(self) -> f32 {
        f32::from(self.base_tenths()) / 10.0
    }

    /// The technique's usual English name, as `Display` writes it.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::XYZWing.name(), "XYZ-Wing");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.facts().name
    }

    /// HoDoKu's level and score per use of the technique, or `None` for SE's own forms that
    /// HoDoKu has not (direct pointing, aligned exclusions, SE's forcing chains...).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Level, Technique};
    ///
    /// assert_eq!(Technique::HiddenSingle.hodoku(), Some((Level::Easy, 14)));
    /// assert_eq!(Technique::Skyscraper.hodoku(), Some((Level::Hard, 130)));
    /// assert_eq!(Technique::DirectPointing.hodoku(), None);
    /// ```
    #[must_use]
    pub const fn hodoku(self) -> Option<(Level, u32)> {
        self.facts().hodoku
    }

    /// The technique's name in HoDoKu ("Locked Candidates Type 1 (Pointing)").
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::Claiming.hodoku_name(), "Locked Candidates Type 2 (Claiming)");
    /// assert_eq!(Technique::XWing.hodoku_name(), "X-Wing");
    /// ```
    #[must_use]
    pub const fn hodoku_name(self) -> &'static str {
        self.facts().hodoku_name
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not the name of a [`Technique`].
///
/// # Examples
///
/// ```
/// use shudu::{ParseTechniqueError, Technique};
///
/// assert_eq!("z-wing".parse::<Technique>(), Err(ParseTechniqueError));
/// assert_eq!(
///     ParseTechniqueError.to_string(),
///     "not a technique: expected a name such as x-wing, skyscraper or als-xz"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("not a technique: expected a name such as x-wing, skyscraper or als-xz")]
pub struct ParseTechniqueError;

/// Reads a technique's name, SE's or HoDoKu's ([`Technique::name`],
/// [`Technique::hodoku_name`]), ignoring case and everything but letters and digits:
/// `"als-xz"`, `"ALS XY-Wing"`, `"finned franken swordfish"`, `"2-String Kite"`.
///
/// # Examples
///
/// ```
/// use shudu::Technique;
///
/// assert_eq!("als-xz".parse(), Ok(Technique::AlsXz));
/// assert_eq!("Almost Locked Set XY-Wing".parse(), Ok(Technique::AlsXyWing));
/// assert_eq!("x wing".parse(), Ok(Technique::XWing));
/// ```
impl core::str::FromStr for Technique {
    type Err = ParseTechniqueError;

    fn from_str(s: &str) -> Result<Technique, ParseTechniqueError> {
        fn same(a: &str, b: &str) -> bool {
            let key = |s: &str| {
                s.chars()
                    .filter(|c| c.is_alphanumeric())
                    .flat_map(char::to_lowercase)
                    .collect::<KeyChars>()
            };
            let (a, b) = (key(a), key(b));
            a.len == b.len && a.chars[..a.len] == b.chars[..b.len] && !a.overflow && !b.overflow
        }
        Technique::ALL
            .iter()
            .copied()
            .find(|t| same(t.name(), s) || same(t.hodoku_name(), s))
            .ok_or(ParseTechniqueError)
    }
}

/// A name's letters and digits, lower case, without allocating (names are short).
struct KeyChars {
    chars: [char; 64],
    len: usize,
    overflow: bool,
}

impl FromIterator<char> for KeyChars {
    fn from_iter<I: IntoIterator<Item = char>>(iter: I) -> KeyChars {
        let mut key = KeyChars {
            chars: ['\0'; 64],
            len: 0,
            overflow: false,
        };
        for c in iter {
            if key.len == key.chars.len() {
                key.overflow = true;
                break;
            }
            key.chars[key.len] = c;
            key.len += 1;
        }
        key
    }
}
