//! [`Technique`]: the list of every technique the explainer knows, the bottom of the
//! explaining solver. Everything known of each technique (its names, HoDoKu's key, SE's
//! rating, HoDoKu's level and score, its sentence) is declared in its family's file under
//! `techniques/` as its `Facts` (`step.rs`), and read through `catalogue.rs`, which gives
//! `Technique` its methods ([`Technique::name`], [`Technique::hodoku_keys`]...).
//!
//! A new technique gets its variant here, at the end of the list (the order of the list is
//! `Technique`'s `Ord`); see CONTRIBUTING.md, "Adding a technique".

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
