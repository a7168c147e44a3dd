//! The techniques, by family, and the two orders that try them.
//!
//! Each family has its own file (or folder): singles, intersections, subsets, fish (with their
//! finned and sashimi forms), wings, uniqueness, single-digit patterns and colouring, chains,
//! forcing chains, exclusion, Sue de Coq and brute force. A family holds Sudoku Explainer's
//! (SE) forms and HoDoKu's together. For each of its techniques a family declares, in one
//! place, its [`Facts`] (names in SE and HoDoKu, of the technique and of its forms, SE's base
//! rating, HoDoKu's level and score, the writers of its first hint and of its sentence), and
//! the [`Search`]es that find its steps. This file lists the techniques ([`Technique`]) and the orders: [`SE_ORDER`] (with
//! [`SE_LAST_RESORT`]) and [`HODOKU_ORDER`], each a list of searches, the only places that
//! know them all.
//!
//! # Adding a technique
//!
//! 1. Name it: a variant of [`Technique`] in the list below, with one line of doc (new
//!    variants go at the end: the order of the list is `Technique`'s `Ord`).
//! 2. In its family's file:
//!    - its search: `fn(&Marks, Sink<'_>) -> ControlFlow<()>`, which gives every step it
//!      finds on the marks to the sink, in the order the program it follows finds them, and
//!      returns as soon as the sink says `Break`. A step is `Step::new(Technique::X)` filled
//!      with the `with_` methods of [`Step`] (cells, digits, houses, chain, placement,
//!      eliminations); the shared helpers in `shared` give SE's orders of houses and peers,
//!      a house's places for a digit and k-subsets;
//!    - for a search on HoDoKu's path, the order in which HoDoKu's own search lists the
//!      step's eliminations, when it is not cell by cell: `Step::with_removal` (digit by
//!      digit for the steps HoDoKu sorts, such as chains and loops; house by house for
//!      subsets). HoDoKu removes them in that order, and its singles queues
//!      (`explain/hodoku.rs`), fed by every step the walk applies, take the singles that
//!      follow in the order the removals made them;
//!    - a [`Search`] constant naming the function and the techniques its steps can have;
//!    - the technique's [`Facts`] in the family's `FACTS` list, with the functions that
//!      write its first hint and its sentence from the step (the helpers in
//!      `explain/sentence.rs` write the common parts: names, lists, removals, chains).
//!
//!    A new family is a new file declared below (`mod`) and added to [`FAMILIES`].
//! 3. Name the search in [`SE_ORDER`], in [`HODOKU_ORDER`], or in both, where SE or HoDoKu
//!    tries it.
//! 4. Give it a row in the table test (`tests/techniques.rs`): marks where it fires, with
//!    its exact step and sentence, and marks where it must not.
//!
//! Nothing else changes: [`Technique::ALL`], [`Technique::SE`], [`Technique::HODOKU`], the
//! names, ratings and levels, the sentences and the hints all read these lists, and a
//! technique without facts does not compile.

mod als;
mod brute_force;
mod chains;
mod exclusion;
mod fish;
mod forcing;
mod intersections;
mod shared;
mod single_digit;
mod singles;
mod subsets;
mod sue_de_coq;
mod uniqueness;
mod wings;

use core::fmt;
use core::ops::ControlFlow;

use super::{Level, Sink, Step, StepKind};
use crate::Marks;

pub(crate) use shared::{empty_in, k_subsets, places, se_houses};
pub(crate) use singles::dressed;
pub(crate) use uniqueness::avoidable_rectangles;

/// What a search does: gives every step it finds on the marks to the sink, in its own order,
/// until the sink says `Break`.
pub(crate) type Find = fn(&Marks, Sink<'_>) -> ControlFlow<()>;

/// A search of a family, as the orders name it: the function and the techniques of the
/// steps it gives.
#[derive(Clone, Copy)]
pub(crate) struct Search {
    pub(crate) find: Find,
    pub(crate) finds: &'static [Technique],
}

/// Writes something of a step: its sentence, or its first hint.
pub(crate) type Sentence = fn(&Step, &mut fmt::Formatter<'_>) -> fmt::Result;

/// Everything the crate knows of one technique, declared once, in its family's file.
#[derive(Clone, Copy)]
pub(crate) struct Facts {
    pub(crate) technique: Technique,
    /// The name on SE's path, [`Technique::name`] ("Hidden single").
    pub(crate) name: &'static str,
    /// HoDoKu's name, [`Technique::hodoku_name`].
    pub(crate) hodoku_name: &'static str,
    /// Writes the first stage of a step's hint: the technique and where to look, without
    /// giving the answer away ("Look for a hidden single in box 1").
    pub(crate) hint: Sentence,
    /// SE's base rating in tenths; for HoDoKu's own techniques, that of the SE technique
    /// that finds the same deduction.
    pub(crate) se_tenths: u8,
    /// HoDoKu's level and score per use; `None` for SE's own forms.
    pub(crate) hodoku: Option<(Level, u32)>,
    /// The names of its forms ([`StepKind`]), where they have their own: on SE's path, then
    /// on HoDoKu's ("Unique rectangle type 1", "Uniqueness Test 1").
    pub(crate) forms: &'static [(StepKind, &'static str, &'static str)],
    pub(crate) sentence: Sentence,
}

macro_rules! techniques {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// A solving technique: what a [`Step`](crate::Step) used.
        ///
        /// Sudoku Explainer's (SE) techniques and HoDoKu's, each with its names, SE's base
        /// rating and HoDoKu's level and score. A step's own
        /// [`difficulty`](crate::Step::difficulty) can be higher than the base: unique loops
        /// and BUGs add for their size, chains for their length.
        ///
        /// # Examples
        ///
        /// ```
        /// use shudu::Technique;
        ///
        /// assert_eq!(Technique::XWing.to_string(), "X-Wing");
        /// assert_eq!(Technique::XWing.base_difficulty(), 3.2);
        /// assert!(Technique::NakedSingle.base_difficulty() < Technique::NakedPair.base_difficulty());
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Technique {
            $($(#[$doc])* $name,)*
        }

        impl Technique {
            /// Every technique the explainer knows, SE's first, then HoDoKu's, in the order
            /// of `Ord`. [`Technique::SE`] and [`Technique::HODOKU`] give each order's.
            ///
            /// # Examples
            ///
            /// ```
            /// use shudu::Technique;
            ///
            /// assert_eq!(Technique::ALL[0], Technique::FullHouse);
            /// assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
            /// assert!(Technique::ALL.contains(&Technique::Skyscraper));
            /// ```
            pub const ALL: &'static [Technique] = &[$(Technique::$name,)*];
        }
    };
}

techniques! {
    /// The last empty cell of a row, column or box (SE 1.0).
    FullHouse,
    /// The only place for a digit in a box (SE 1.2) or in a row or column (SE 1.5).
    HiddenSingle,
    /// Pointing that leaves a digit one place in some house (SE 1.7).
    DirectPointing,
    /// Claiming that leaves a digit one place in some house (SE 1.9).
    DirectClaiming,
    /// A hidden pair that leaves a digit one place in some house (SE 2.0).
    DirectHiddenPair,
    /// The only digit left in a cell (SE 2.3).
    NakedSingle,
    /// A hidden triple that leaves a digit one place in some house (SE 2.5).
    DirectHiddenTriple,
    /// A digit of a box confined to one row or column (SE 2.6).
    Pointing,
    /// A digit of a row or column confined to one box (SE 2.8).
    Claiming,
    /// Two cells of a house with the same two candidates (SE 3.0).
    NakedPair,
    /// A digit in two rows confined to two columns, or the other way round (SE 3.2).
    XWing,
    /// Two digits of a house confined to the same two cells (SE 3.4).
    HiddenPair,
    /// Three cells of a house with three candidates between them (SE 3.6).
    NakedTriple,
    /// The X-Wing with three rows and three columns (SE 3.8).
    Swordfish,
    /// Three digits of a house confined to three cells (SE 4.0).
    HiddenTriple,
    /// A bivalue pivot and two bivalue pincers sharing one digit (SE 4.2).
    XYWing,
    /// An XY-Wing whose pivot also holds the shared digit (SE 4.4).
    XYZWing,
    /// A unique rectangle or loop: a pattern that would leave two solutions (SE 4.5 to 5.0
    /// and more by size and type; HoDoKu's uniqueness tests 1 to 6 and hidden rectangle).
    UniqueRectangle,
    /// Four cells of a house with four candidates between them (SE 5.0).
    NakedQuad,
    /// The X-Wing with four rows and four columns (SE 5.2).
    Jellyfish,
    /// Four digits of a house confined to four cells (SE 5.4).
    HiddenQuad,
    /// Bivalue universal grave: every cell but a few would be bivalue, a deadly pattern
    /// (SE 5.6 and more by type; HoDoKu's BUG+1).
    Bug,
    /// Two cells that see each other's pairs rule out combinations (SE 6.2).
    AlignedPairExclusion,
    /// A cycle of strong and weak links on one digit (SE 6.5).
    XCycle,
    /// A cycle through bivalue cells (SE 6.5).
    YCycle,
    /// A cycle mixing both kinds of links (SE 7.0).
    BidirectionalCycle,
    /// A chain of one digit that proves a candidate true or false (SE 6.6).
    ForcingXChain,
    /// A chain mixing both kinds of links (SE 7.0).
    ForcingChain,
    /// Three cells that see each other's candidates rule out combinations (SE 7.5).
    AlignedTripleExclusion,
    /// A candidate whose assumption leads to a contradiction through chains (SE 7.5).
    NishioForcingChain,
    /// Chains from every candidate of a cell or every place of a digit in a house agree
    /// (SE 8.0).
    MultipleForcingChain,
    /// Chains that follow every consequence of an assumption (SE 8.5).
    DynamicForcingChain,
    /// Dynamic chains helped by the simple techniques at each node (SE 9.0).
    DynamicForcingChainPlus,
    /// Dynamic chains helped by other chains (SE 9.5 to 11.0 and more by nesting level).
    NestedForcingChain,
    /// HoDoKu: two cells of a box and a line with the same two candidates; the digits leave
    /// both houses.
    LockedPair,
    /// HoDoKu: three cells of a box and a line with three candidates between them; the
    /// digits leave both houses.
    LockedTriple,
    /// HoDoKu: a digit linked by two parallel conjugate pairs whose ends share a line.
    Skyscraper,
    /// HoDoKu: a conjugate pair in a row and one in a column whose ends share a box.
    TwoStringKite,
    /// HoDoKu: two conjugate pairs of a digit whose ends see each other, in any other shape.
    TurbotFish,
    /// HoDoKu: a box whose candidates for a digit lie on one row and one column, joined to a
    /// conjugate pair.
    EmptyRectangle,
    /// HoDoKu: two equal bivalue cells joined by a conjugate pair on one of their digits.
    WWing,
    /// HoDoKu: an X-Wing with extra candidates (fins) in one box.
    FinnedXWing,
    /// HoDoKu: a finned X-Wing that would be degenerate without its fins.
    SashimiXWing,
    /// HoDoKu: a Swordfish with extra candidates (fins) in one box.
    FinnedSwordfish,
    /// HoDoKu: a finned Swordfish that would be degenerate without its fins.
    SashimiSwordfish,
    /// HoDoKu: a Jellyfish with extra candidates (fins) in one box.
    FinnedJellyfish,
    /// HoDoKu: a finned Jellyfish that would be degenerate without its fins.
    SashimiJellyfish,
    /// HoDoKu: the conjugate pairs of one digit coloured in two colours.
    SimpleColors,
    /// HoDoKu: a chain of strong and weak links on one digit.
    XChain,
    /// HoDoKu: a chain through bivalue cells.
    XYChain,
    /// HoDoKu: an alternating inference chain (a nice loop) of strong and weak links through
    /// any candidates.
    NiceLoop,
    /// HoDoKu: a chain of bivalue cells with the same two digits, each seeing the next; the
    /// digits alternate along it, so a cell that sees two of its cells an odd number of
    /// links apart holds neither.
    RemotePair,
    /// HoDoKu: cells where a line crosses a box, with two digits more than cells, completed
    /// by a set of the line's other cells and one of the box's into a locked set.
    SueDeCoq,
    /// HoDoKu: two clusters of a digit's conjugate pairs, each coloured in two colours, whose
    /// colours see each other.
    MultiColors,
    /// HoDoKu's last resort: the digit of the solution placed in a cell.
    BruteForce,
    /// HoDoKu: a nice loop or AIC whose chain may pass through group nodes, the two or
    /// three places of a digit where a row or column crosses a box.
    GroupedNiceLoop,
    /// HoDoKu's forcing chain: what follows from a candidate taken true or false, found on
    /// HoDoKu's tables, proves the candidate false or true by a contradiction, or proves
    /// what every case of a candidate, a cell or a house leads to (a verity).
    HodokuForcingChain,
    /// HoDoKu's forcing net: a forcing chain whose premises are played out on the grid four
    /// rounds of singles deep, so that a conclusion can rest on several branches at once.
    ForcingNet,
    /// HoDoKu: two almost locked sets joined by a restricted common digit X; a digit Z of
    /// both leaves the cells that see all its places in them.
    AlsXz,
    /// HoDoKu: two almost locked sets each joined to a third by restricted commons X and Y;
    /// a digit Z of the two leaves the cells that see all its places in them.
    AlsXyWing,
    /// HoDoKu: a chain of almost locked sets, each joined to the next by a restricted common
    /// other than the one before; a digit of the first and the last leaves the cells that see
    /// all its places in both.
    AlsChain,
    /// HoDoKu: an X-Wing whose base or cover houses include a box.
    FrankenXWing,
    /// HoDoKu: a Swordfish whose base or cover houses include boxes.
    FrankenSwordfish,
    /// HoDoKu: a Franken X-Wing with fins, places off its covers or in two of its bases.
    FinnedFrankenXWing,
    /// HoDoKu: a Franken Swordfish with fins, places off its covers or in two of its bases.
    FinnedFrankenSwordfish,
    /// HoDoKu: cells solved on the way (not clues) that, with one or two more, would make a
    /// rectangle whose two digits could swap; the digit that completes it goes.
    AvoidableRectangle,
}

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
    fish::X_WINGS,
    subsets::HIDDEN_PAIRS,
    subsets::NAKED_TRIPLES,
    fish::SWORDFISH,
    subsets::HIDDEN_TRIPLES,
    wings::XY_WINGS,
    wings::XYZ_WINGS,
    uniqueness::UNIQUE_LOOPS,
    subsets::NAKED_QUADS,
    fish::JELLYFISH,
    subsets::HIDDEN_QUADS,
    uniqueness::BUGS,
    exclusion::ALIGNED_PAIRS,
    chains::CYCLES_AND_FORCING_CHAINS,
    exclusion::ALIGNED_TRIPLES,
    forcing::NISHIO,
    forcing::MULTIPLE,
    forcing::DYNAMIC,
    forcing::DYNAMIC_PLUS,
];

/// SE's last resort after [`SE_ORDER`]: nested forcing chains. They can take seconds, so
/// they run only when no technique of the order finds anything.
pub(crate) const SE_LAST_RESORT: Search = forcing::NESTED;

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
/// the next step. HoDoKu's techniques this crate lacks (avoidable rectangles, grouped nice
/// loops, ALS, Franken fish, forcing chains and nets) fall through to its last resort, brute
/// force, which also ends every path.
pub(crate) const HODOKU_ORDER: &[Search] = &[
    subsets::LOCKED_PAIRS,
    subsets::LOCKED_TRIPLES,
    intersections::POINTING,
    intersections::CLAIMING,
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
    single_digit::TURBOT_FISH,
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
    fish::FINNED_X_WINGS,
    fish::FINNED_SWORDFISH,
    fish::FINNED_JELLYFISH,
    sue_de_coq::SUE_DE_COQ,
    single_digit::SIMPLE_COLORS,
    single_digit::MULTI_COLORS,
    single_digit::X_CHAINS,
    chains::XY_CHAINS,
    chains::NICE_LOOPS,
    chains::GROUPED_NICE_LOOPS,
    als::ALS,
    fish::FRANKEN_X_WINGS,
    fish::FRANKEN_SWORDFISH,
    fish::FINNED_FRANKEN_X_WINGS,
    fish::FINNED_FRANKEN_SWORDFISH,
    forcing::HODOKU_FORCING_CHAINS,
    forcing::FORCING_NETS,
    brute_force::BRUTE_FORCE,
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
