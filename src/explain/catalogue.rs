//! The catalogue: every family's facts gathered by [`Technique`], and the two orders that try
//! the families' searches, Sudoku Explainer's ([`SE_ORDER`], then [`SE_LAST_RESORT`]) and
//! HoDoKu's ([`HODOKU_SINGLES`], then [`HODOKU_ORDER`]): the only place that knows every
//! family. It stands above the families and below the runner (`explainer.rs`), which tries
//! an order's searches one after the other and knows no technique by name.
//!
//! It also composes what one family needs of others: the simple rules SE's dynamic forcing
//! chains (+) and nested forcing chains ask on the marks they reduce are handed to the
//! forcing family as data ([`SE_INNER_RULES`]), so that no family imports another.
//!
//! [`Technique`]'s methods ([`Technique::name`], [`Technique::base_difficulty`],
//! [`Technique::hodoku`], [`Technique::hodoku_keys`]...) read the facts gathered here.

use core::fmt;

use super::level::Level;
use super::search::{Find, Search};
use super::step::Facts;
use super::technique::Technique;
use super::techniques::{
    als, brute_force, chains, exclusion, fish, forcing, intersections, single_digit, singles,
    subsets, sue_de_coq, uniqueness, wings,
};

/// Every family's facts; each technique's are in exactly one of them.
const FAMILIES: &[&[Facts]] = &[
    singles::FACTS,
    intersections::FACTS,
    subsets::FACTS,
    fish::FACTS,
    wings::FACTS,
    uniqueness::FACTS,
    single_digit::FACTS,
    chains::FACTS,
    forcing::FACTS,
    exclusion::FACTS,
    sue_de_coq::FACTS,
    als::FACTS,
    brute_force::FACTS,
];

/// The facts of every technique, by [`Technique`] (as `technique as usize`).
pub(crate) static FACTS: [Facts; Technique::ALL.len()] = {
    let mut slots: [Option<Facts>; Technique::ALL.len()] = [None; Technique::ALL.len()];
    let mut f = 0;
    while f < FAMILIES.len() {
        let mut i = 0;
        while i < FAMILIES[f].len() {
            let facts = FAMILIES[f][i];
            let slot = facts.technique as usize;
            assert!(slots[slot].is_none(), "a technique has facts in two places");
            slots[slot] = Some(facts);
            i += 1;
        }
        f += 1;
    }
    let mut all = [FAMILIES[0][0]; Technique::ALL.len()];
    let mut t = 0;
    while t < all.len() {
        all[t] = match slots[t] {
            Some(facts) => facts,
            None => panic!("a technique has no facts: declare them in its family's file"),
        };
        t += 1;
    }
    all
};

/// Sudoku Explainer 1.2.1's order: the first search that finds a step decides the next step.
pub(crate) const SE_ORDER: &[Search] = &[
    singles::HIDDEN_SINGLES,
    intersections::DIRECT_LOCKED,
    subsets::DIRECT_HIDDEN_PAIRS,
    singles::NAKED_SINGLES,
    subsets::DIRECT_HIDDEN_TRIPLES,
    intersections::LOCKED,
    subsets::NAKED_PAIRS,
    fish::SE_X_WINGS,
    subsets::HIDDEN_PAIRS,
    subsets::NAKED_TRIPLES,
    fish::SE_SWORDFISH,
    subsets::HIDDEN_TRIPLES,
    wings::XY_WINGS,
    wings::XYZ_WINGS,
    uniqueness::UNIQUE_LOOPS,
    subsets::NAKED_QUADS,
    fish::SE_JELLYFISH,
    subsets::HIDDEN_QUADS,
    uniqueness::BUGS,
    exclusion::ALIGNED_PAIRS,
    chains::CYCLES_AND_FORCING_CHAINS,
    exclusion::ALIGNED_TRIPLES,
    forcing::NISHIO,
    forcing::MULTIPLE,
    forcing::DYNAMIC,
    DYNAMIC_PLUS,
];

/// SE's last resort after [`SE_ORDER`]: nested forcing chains. They can take seconds, so
/// they run only when no technique of the order finds anything.
pub(crate) const SE_LAST_RESORT: Search = NESTED;

/// HoDoKu's singles, tried first at every step, as scans of the marks: what
/// [`Explainer::for_each_step`](crate::Explainer::for_each_step) lists. HoDoKu's own path and
/// [`Explainer::next_step`](crate::Explainer::next_step) take them from HoDoKu's queues
/// instead (`explain/hodoku.rs`), which find the same singles in the order HoDoKu does.
pub(crate) const HODOKU_SINGLES: &[Search] = &[
    singles::FULL_HOUSES,
    singles::NAKED_SINGLES,
    singles::ONLY_HIDDEN_SINGLES,
];

/// HoDoKu 2.2's default order after its singles: the first search that finds a step decides
/// the next step. Its last resort, brute force, ends every path its techniques cannot
/// finish.
pub(crate) const HODOKU_ORDER: &[Search] = &[
    subsets::LOCKED_PAIRS,
    subsets::LOCKED_TRIPLES,
    intersections::HODOKU_POINTING,
    intersections::HODOKU_CLAIMING,
    subsets::HODOKU_NAKED_PAIRS,
    subsets::HODOKU_NAKED_TRIPLES,
    subsets::HODOKU_HIDDEN_PAIRS,
    subsets::HODOKU_HIDDEN_TRIPLES,
    subsets::HODOKU_NAKED_QUADS,
    subsets::HODOKU_HIDDEN_QUADS,
    fish::HODOKU_X_WINGS,
    fish::HODOKU_SWORDFISH,
    fish::HODOKU_JELLYFISH,
    chains::REMOTE_PAIRS,
    uniqueness::BUG_PLUS_ONE,
    single_digit::SKYSCRAPERS,
    single_digit::TWO_STRING_KITES,
    single_digit::HODOKU_TURBOT_FISH,
    single_digit::EMPTY_RECTANGLES,
    wings::W_WINGS,
    wings::HODOKU_XY_WINGS,
    wings::HODOKU_XYZ_WINGS,
    uniqueness::UNIQUENESS_1,
    uniqueness::UNIQUENESS_2,
    uniqueness::UNIQUENESS_3,
    uniqueness::UNIQUENESS_4,
    uniqueness::UNIQUENESS_5,
    uniqueness::UNIQUENESS_6,
    uniqueness::HIDDEN_RECTANGLES,
    uniqueness::AVOIDABLE_RECTANGLES,
    fish::HODOKU_FINNED_X_WINGS,
    fish::HODOKU_FINNED_SWORDFISH,
    fish::HODOKU_FINNED_JELLYFISH,
    sue_de_coq::HODOKU_SUE_DE_COQ,
    single_digit::HODOKU_SIMPLE_COLORS,
    single_digit::HODOKU_MULTI_COLORS,
    chains::X_CHAINS,
    chains::XY_CHAINS,
    chains::NICE_LOOPS,
    chains::GROUPED_NICE_LOOPS,
    als::ALS,
    fish::HODOKU_FRANKEN_X_WINGS,
    fish::HODOKU_FRANKEN_SWORDFISH,
    fish::HODOKU_FINNED_FRANKEN_X_WINGS,
    fish::HODOKU_FINNED_FRANKEN_SWORDFISH,
    forcing::HODOKU_FORCING_CHAINS,
    forcing::FORCING_NETS,
    brute_force::HODOKU_BRUTE_FORCE,
];

/// HoDoKu's singles and then the rest of its order.
pub(crate) const HODOKU_ALL: [Search; HODOKU_SINGLES.len() + HODOKU_ORDER.len()] = {
    let mut all = [HODOKU_SINGLES[0]; HODOKU_SINGLES.len() + HODOKU_ORDER.len()];
    let mut i = 0;
    while i < HODOKU_ORDER.len() {
        all[HODOKU_SINGLES.len() + i] = HODOKU_ORDER[i];
        i += 1;
    }
    let mut i = 0;
    while i < HODOKU_SINGLES.len() {
        all[i] = HODOKU_SINGLES[i];
        i += 1;
    }
    all
};

/// The searches SE tries, its last resort included.
const SE_ALL: [Search; SE_ORDER.len() + 1] = {
    let mut all = [SE_LAST_RESORT; SE_ORDER.len() + 1];
    let mut i = 0;
    while i < SE_ORDER.len() {
        all[i] = SE_ORDER[i];
        i += 1;
    }
    all
};

/// The techniques of SE's order, in that order: [`Technique::SE`].
pub(crate) static SE_TECHNIQUES: [Technique; distinct(&SE_ALL)] = listed(&SE_ALL);

/// The techniques of HoDoKu's order, in that order: [`Technique::HODOKU`].
pub(crate) static HODOKU_TECHNIQUES: [Technique; distinct(&HODOKU_ALL)] = listed(&HODOKU_ALL);

/// How many techniques the searches of `order` find between them.
const fn distinct(order: &[Search]) -> usize {
    let mut seen = [false; Technique::ALL.len()];
    let mut n = 0;
    let mut s = 0;
    while s < order.len() {
        let mut t = 0;
        while t < order[s].finds.len() {
            let technique = order[s].finds[t] as usize;
            if !seen[technique] {
                seen[technique] = true;
                n += 1;
            }
            t += 1;
        }
        s += 1;
    }
    n
}

/// The techniques the searches of `order` find, each once, in the order first found.
const fn listed<const N: usize>(order: &[Search]) -> [Technique; N] {
    let mut seen = [false; Technique::ALL.len()];
    let mut list = [Technique::FullHouse; N];
    let mut n = 0;
    let mut s = 0;
    while s < order.len() {
        let mut t = 0;
        while t < order[s].finds.len() {
            let technique = order[s].finds[t];
            if !seen[technique as usize] {
                seen[technique as usize] = true;
                list[n] = technique;
                n += 1;
            }
            t += 1;
        }
        s += 1;
    }
    list
}

/// The rules SE's dynamic forcing chains (+) and nested forcing chains ask, in this order,
/// for eliminations on the marks an assumption has reduced, when their plain links run out
/// (SE's `getAdvancedPotentials`): pointing and claiming, hidden pairs, naked pairs and
/// X-Wings, SE's searches of them.
pub(crate) const SE_INNER_RULES: &[Find] = &[
    intersections::LOCKED.find,
    subsets::HIDDEN_PAIRS.find,
    subsets::NAKED_PAIRS.find,
    fish::SE_X_WINGS.find,
];

/// SE's dynamic forcing chains (+): dynamic forcing chains helped by [`SE_INNER_RULES`].
const DYNAMIC_PLUS: Search = Search {
    find: |cx, sink| forcing::dynamic_plus(cx, SE_INNER_RULES, sink),
    finds: &[Technique::DynamicForcingChainPlus],
};

/// SE's nested forcing chains, levels 2 to 5 in turn, helped by [`SE_INNER_RULES`] and by
/// chains.
const NESTED: Search = Search {
    find: |cx, sink| forcing::nested(cx, SE_INNER_RULES, sink),
    finds: &[Technique::NestedForcingChain],
};

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

    /// HoDoKu 2.2's keys for the technique: the names of the step configurations its steps
    /// count for (`HIDDEN_SINGLE`; `UNIQUENESS_1` to `UNIQUENESS_6` and `HIDDEN_RECTANGLE`
    /// for the unique rectangle, one per form), in HoDoKu's order; none for SE's own
    /// techniques. A step's own is [`Step::hodoku_key`](crate::Step::hodoku_key).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert!(Technique::Pointing.hodoku_keys().eq(["LOCKED_CANDIDATES_1"]));
    /// assert_eq!(Technique::UniqueRectangle.hodoku_keys().count(), 7);
    /// assert_eq!(Technique::DirectPointing.hodoku_keys().next(), None);
    /// ```
    pub fn hodoku_keys(self) -> impl Iterator<Item = &'static str> + Clone {
        let facts = self.facts();
        let forms = facts.forms.iter().filter_map(|form| form.hodoku_key);
        let own = facts.hodoku_key.filter(|_| forms.clone().next().is_none());
        own.into_iter().chain(forms)
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
/// [`Technique::hodoku_name`]): a name as either writes it first, else ignoring case and
/// everything but letters and digits: `"als-xz"`, `"ALS XY-Wing"`, `"finned franken
/// swordfish"`, `"2-String Kite"`. So the names read back what they write: `"Forcing Chain"`
/// (HoDoKu's) and `"Forcing chain"` (SE's) are two techniques.
///
/// # Examples
///
/// ```
/// use shudu::Technique;
///
/// assert_eq!("als-xz".parse(), Ok(Technique::AlsXz));
/// assert_eq!("Almost Locked Set XY-Wing".parse(), Ok(Technique::AlsXyWing));
/// assert_eq!("x wing".parse(), Ok(Technique::XWing));
/// for &t in Technique::ALL {
///     assert_eq!(t.name().parse(), Ok(t));
///     assert_eq!(t.hodoku_name().parse(), Ok(t));
/// }
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
        // A name as written first: "Forcing Chain" is HoDoKu's, "Forcing chain" SE's.
        let exact = Technique::ALL
            .iter()
            .find(|t| t.name() == s || t.hodoku_name() == s);
        exact
            .or_else(|| {
                Technique::ALL
                    .iter()
                    .find(|t| same(t.name(), s) || same(t.hodoku_name(), s))
            })
            .copied()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_its_own_facts() {
        for &technique in Technique::ALL {
            assert_eq!(FACTS[technique as usize].technique, technique);
        }
    }

    #[test]
    fn every_technique_is_in_an_order() {
        for &technique in Technique::ALL {
            assert!(
                SE_TECHNIQUES.contains(&technique) || HODOKU_TECHNIQUES.contains(&technique),
                "{technique:?}"
            );
        }
    }

    #[test]
    fn hodoku_scores_every_technique_of_its_order_and_none_of_ses_own() {
        for &technique in Technique::ALL {
            let hodoku = HODOKU_TECHNIQUES.contains(&technique);
            assert_eq!(
                FACTS[technique as usize].hodoku.is_some(),
                hodoku,
                "{technique:?}"
            );
        }
    }
}
