//! [`Technique`]: the name of every solving technique the explainer knows, with SE's base rating.

use core::fmt;

/// A solving technique: what a [`Step`](crate::Step) used.
///
/// The names and base ratings follow Sudoku Explainer (SE) 1.2.1, the community's standard
/// difficulty scale. A step's own [`difficulty`](crate::Step::difficulty) can be higher than
/// the base: unique loops and BUGs add for their size, chains for their length.
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
    /// A unique rectangle or loop: a pattern that would leave two solutions (SE 4.5 to 5.0 and
    /// more by size and type).
    UniqueRectangle,
    /// Four cells of a house with four candidates between them (SE 5.0).
    NakedQuad,
    /// The X-Wing with four rows and four columns (SE 5.2).
    Jellyfish,
    /// Four digits of a house confined to four cells (SE 5.4).
    HiddenQuad,
    /// Bivalue universal grave: every cell but a few would be bivalue, a deadly pattern
    /// (SE 5.6 and more by type).
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
    /// A chain through bivalue cells that proves a candidate true or false (SE 6.6).
    ForcingYChain,
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
    /// digits alternate along it, so a cell that sees two of its cells an odd number of links
    /// apart holds neither.
    RemotePair,
    /// HoDoKu: cells where a line crosses a box, with two digits more than cells, completed
    /// by a set of the line's other cells and one of the box's into a locked set.
    SueDeCoq,
    /// HoDoKu: two clusters of a digit's conjugate pairs, each coloured in two colours, whose
    /// colours see each other.
    MultiColors,
    /// HoDoKu's last resort: the digit of the solution placed in a cell.
    BruteForce,
}

impl Technique {
    /// Every technique of SE, in the order SE tries them (HoDoKu's own techniques, from
    /// [`LockedPair`](Technique::LockedPair) on, are not SE's and not listed).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Technique;
    ///
    /// assert_eq!(Technique::ALL[0], Technique::FullHouse);
    /// assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub const ALL: &'static [Technique] = &[
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriple,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::Bug,
        Technique::AlignedPairExclusion,
        Technique::XCycle,
        Technique::YCycle,
        Technique::BidirectionalCycle,
        Technique::ForcingXChain,
        Technique::ForcingYChain,
        Technique::ForcingChain,
        Technique::AlignedTripleExclusion,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
        Technique::DynamicForcingChainPlus,
        Technique::NestedForcingChain,
    ];

    /// The technique's base rating on SE's scale, in tenths (`32` for 3.2).
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
        match self {
            Technique::FullHouse => 10,
            Technique::HiddenSingle => 12,
            Technique::DirectPointing => 17,
            Technique::DirectClaiming => 19,
            Technique::DirectHiddenPair => 20,
            Technique::NakedSingle => 23,
            Technique::DirectHiddenTriple => 25,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple => 40,
            Technique::XYWing => 42,
            Technique::XYZWing => 44,
            Technique::UniqueRectangle => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::Bug => 56,
            Technique::AlignedPairExclusion => 62,
            Technique::XCycle | Technique::YCycle => 65,
            Technique::ForcingXChain | Technique::ForcingYChain => 66,
            Technique::BidirectionalCycle | Technique::ForcingChain => 70,
            Technique::AlignedTripleExclusion | Technique::NishioForcingChain => 75,
            Technique::MultipleForcingChain => 80,
            Technique::DynamicForcingChain => 85,
            Technique::DynamicForcingChainPlus => 90,
            Technique::NestedForcingChain => 95,
            // HoDoKu's techniques, rated as the SE technique that finds the same deduction.
            Technique::LockedPair => 30,
            Technique::LockedTriple => 36,
            Technique::Skyscraper
            | Technique::TwoStringKite
            | Technique::TurbotFish
            | Technique::EmptyRectangle
            | Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish
            | Technique::SimpleColors
            | Technique::XChain
            | Technique::XYChain
            | Technique::RemotePair
            | Technique::SueDeCoq
            | Technique::MultiColors => 66,
            Technique::WWing | Technique::NiceLoop => 70,
            Technique::BruteForce => 110,
        }
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
        match self {
            Technique::FullHouse => "Full house",
            Technique::HiddenSingle => "Hidden single",
            Technique::DirectPointing => "Direct pointing",
            Technique::DirectClaiming => "Direct claiming",
            Technique::DirectHiddenPair => "Direct hidden pair",
            Technique::NakedSingle => "Naked single",
            Technique::DirectHiddenTriple => "Direct hidden triple",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden pair",
            Technique::NakedTriple => "Naked triple",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriple => "Hidden triple",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::UniqueRectangle => "Unique rectangle",
            Technique::NakedQuad => "Naked quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden quad",
            Technique::Bug => "Bivalue universal grave",
            Technique::AlignedPairExclusion => "Aligned pair exclusion",
            Technique::XCycle => "X-Cycle",
            Technique::YCycle => "Y-Cycle",
            Technique::BidirectionalCycle => "Bidirectional cycle",
            Technique::ForcingXChain => "Forcing X-Chain",
            Technique::ForcingYChain => "Forcing Y-Chain",
            Technique::ForcingChain => "Forcing chain",
            Technique::AlignedTripleExclusion => "Aligned triple exclusion",
            Technique::NishioForcingChain => "Nishio forcing chain",
            Technique::MultipleForcingChain => "Multiple forcing chain",
            Technique::DynamicForcingChain => "Dynamic forcing chain",
            Technique::DynamicForcingChainPlus => "Dynamic forcing chain (+)",
            Technique::NestedForcingChain => "Nested forcing chain",
            Technique::LockedPair => "Locked pair",
            Technique::LockedTriple => "Locked triple",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "Turbot fish",
            Technique::EmptyRectangle => "Empty rectangle",
            Technique::WWing => "W-Wing",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SashimiXWing => "Sashimi X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::SashimiSwordfish => "Sashimi Swordfish",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::SashimiJellyfish => "Sashimi Jellyfish",
            Technique::SimpleColors => "Simple colors",
            Technique::XChain => "X-Chain",
            Technique::XYChain => "XY-Chain",
            Technique::NiceLoop => "Nice loop",
            Technique::RemotePair => "Remote pair",
            Technique::SueDeCoq => "Sue de Coq",
            Technique::MultiColors => "Multi colors",
            Technique::BruteForce => "Brute force",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
