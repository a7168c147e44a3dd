//! What a search is: the signature every family's searches share ([`Find`]), what they read
//! ([`Context`]: the marks, the puzzle's clues and HoDoKu's memo) and where they report the
//! steps they find ([`Sink`]); and [`Search`], a search as the orders name it.

use core::ops::ControlFlow;

use super::step::Step;
use super::technique::Technique;
use crate::{CellSet, Marks};

/// Where a search reports the steps it finds; it stops searching when told to `Break`.
pub(crate) type Sink<'a> = &'a mut dyn FnMut(&Step) -> ControlFlow<()>;

/// What a search does: gives every step it finds in the context to the sink, in the order
/// the program it follows finds them, until the sink says `Break`.
pub(crate) type Find = fn(&mut Context<'_>, Sink<'_>) -> ControlFlow<()>;

/// A search of a family, as the orders (`catalogue.rs`) name it: the function and the
/// techniques of the steps it gives.
#[derive(Clone, Copy)]
pub(crate) struct Search {
    pub(crate) find: Find,
    pub(crate) finds: &'static [Technique],
}

/// What every search reads: the pencil marks, which of their placed digits are the puzzle's
/// clues, and on HoDoKu's path its memo of the searches of one digit.
pub(crate) struct Context<'a> {
    /// The marks searched.
    pub(crate) marks: &'a Marks,
    /// The placed digits that are clues; the others were solved on the way. Without the
    /// puzzle's history, every placed digit (HoDoKu's avoidable rectangles, which need solved
    /// digits, then find nothing).
    pub(crate) clues: CellSet,
    memo: Option<&'a mut Memo>,
    /// On SE's path, its memo of the cycles and forcing chains of X links (see
    /// [`Context::barren_x_chains`]).
    x_chains: Option<&'a mut [u128; 9]>,
    /// What a search remembers when there is no memo: nothing, each time.
    fresh: [u128; 9],
}

impl<'a> Context<'a> {
    /// The context of `marks` alone: every placed digit a clue, no memo.
    pub(crate) fn new(marks: &'a Marks) -> Context<'a> {
        Context {
            marks,
            clues: CellSet::ALL - marks.empty_cells(),
            memo: None,
            x_chains: None,
            fresh: [0; 9],
        }
    }

    /// The context with SE's memo of its cycles and forcing chains of X links, carried
    /// along a path.
    pub(crate) fn with_x_chains(mut self, barren: &'a mut [u128; 9]) -> Context<'a> {
        self.x_chains = Some(barren);
        self
    }

    /// For SE's cycles and forcing chains: for each digit, its places when the search of
    /// the chains of X links alone (which read only the digit's places) found none from any
    /// start of the digit (0 until written). A path only removes candidates, so while the
    /// places stay the same there are none again, and the search skips the digit's starts.
    /// `None` off SE's path.
    pub(crate) fn barren_x_chains(&mut self) -> Option<&mut [u128; 9]> {
        self.x_chains.as_deref_mut()
    }

    /// The context with the cells of `clues` that hold a digit as the clues.
    pub(crate) fn with_clues(mut self, clues: CellSet) -> Context<'a> {
        self.clues = clues - self.marks.empty_cells();
        self
    }

    /// The context with HoDoKu's memo, carried along a path.
    pub(crate) fn with_memo(mut self, memo: &'a mut Memo) -> Context<'a> {
        self.memo = Some(memo);
        self
    }

    /// What the search of one digit keyed `key` (the technique it finds first) found nothing
    /// in on this path: for each digit, its places when the search last gave no step there
    /// (0 for none). Such a search reads only the digit's places, so while they stay the same
    /// it would give nothing again and skips the digit; a digit where it gives no step gets
    /// its places written here. Without a memo, nothing is remembered.
    pub(crate) fn barren(&mut self, key: Technique) -> &mut [u128; 9] {
        let slot = usize::from(SLOT[key as usize]);
        match &mut self.memo {
            Some(memo) if slot < REMEMBERING.len() => &mut memo.barren[slot],
            _ => {
                self.fresh = [0; 9];
                &mut self.fresh
            }
        }
    }

    /// For the searches that read only the two-candidate cells' candidates, and the places
    /// of their digits to remove them from (HoDoKu's XY-Chains and remote pairs, keyed by
    /// their technique): those candidates (0 for the other cells) when the search keyed
    /// `key` last gave no step. A path only removes candidates, so while they stay the same
    /// its chains are the same and remove nothing again. `None` without a memo.
    pub(crate) fn barren_pairs(&mut self, key: Technique) -> Option<&mut [u16; 81]> {
        let slot = PAIRS.iter().position(|&k| k == key)?;
        self.memo.as_deref_mut().map(|memo| &mut memo.pairs[slot])
    }

    /// For HoDoKu's Sue de Coq, which looks at each crossing of a line and a box alone: for
    /// each crossing, what the cells of the line and the box held (as that search writes
    /// them) when it last gave no step there; while they hold the same, it gives none again.
    /// `None` without a memo.
    pub(crate) fn barren_crossings(&mut self) -> Option<&mut [[u16; 15]; 54]> {
        self.memo.as_deref_mut().map(|memo| &mut memo.crossings)
    }

    /// For HoDoKu's naked, locked and hidden subsets (keyed by the technique each finds):
    /// for each house (its index in [`House::ALL`](crate::House::ALL)), its cells'
    /// candidates when no subset of the house removed anything. A subset is made of the
    /// house's candidates alone and removes only from houses that only lose candidates, so
    /// while the house holds the same it removes nothing again. `None` without a memo, or
    /// for another search.
    pub(crate) fn barren_houses(&mut self, key: Technique) -> Option<&mut [[u16; 9]; 27]> {
        let slot = HOUSES.iter().position(|&k| k == key)?;
        self.memo.as_deref_mut().map(|memo| &mut memo.houses[slot])
    }

    /// For HoDoKu's unique and hidden rectangles: the rectangles last listed, and the marks
    /// they were listed on. `None` without a memo.
    pub(crate) fn rectangles(&mut self) -> Option<&mut Rectangles> {
        self.memo.as_deref_mut().map(|memo| &mut memo.rectangles)
    }
}

/// The most rectangles [`Rectangles`] keeps; on marks with more, the searches list their own.
pub(crate) const RECTANGLES: usize = 512;

/// The rectangles HoDoKu's uniqueness searches examine, as they listed them on some marks:
/// those searches come one after the other on the same marks, and list the same.
#[derive(Clone, Debug)]
pub(crate) struct Rectangles {
    /// The marks they were listed on (each cell's candidates, and the empty cells), or
    /// `None` for no list.
    pub(crate) on: Option<([u16; 81], u128)>,
    pub(crate) len: usize,
    /// Each rectangle: its four corners (cell indices) in the order listed, then its two
    /// digits (0 to 8).
    pub(crate) list: [[u8; 6]; RECTANGLES],
}

/// The searches that remember by house ([`Context::barren_houses`]).
const HOUSES: [Technique; 8] = [
    Technique::LockedPair,
    Technique::LockedTriple,
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
];

/// The searches that remember by two-candidate cells ([`Context::barren_pairs`]); HoDoKu's
/// XY-Wings likewise, and its XYZ-Wings by the two- and three-candidate cells.
const PAIRS: [Technique; 4] = [
    Technique::XYChain,
    Technique::RemotePair,
    Technique::XYWing,
    Technique::XYZWing,
];

/// The keys of the searches that remember along HoDoKu's path ([`Context::barren`]), the
/// technique each finds first: HoDoKu's searches of one digit. The memo keeps a slot for
/// each of these alone, so that a path starts it with little to clear; a search whose key is
/// not here remembers nothing (it is only slower).
const REMEMBERING: [Technique; 17] = [
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::FinnedXWing,
    Technique::FinnedSwordfish,
    Technique::FinnedJellyfish,
    Technique::FrankenXWing,
    Technique::FrankenSwordfish,
    Technique::FinnedFrankenXWing,
    Technique::FinnedFrankenSwordfish,
    Technique::TurbotFish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::XChain,
    Technique::EmptyRectangle,
    Technique::SimpleColors,
    Technique::MultiColors,
];

/// Each technique's slot in the memo: its place in [`REMEMBERING`], or past the end.
static SLOT: [u8; Technique::ALL.len()] = {
    let mut slots = [u8::MAX; Technique::ALL.len()];
    let mut i = 0;
    while i < REMEMBERING.len() {
        slots[REMEMBERING[i] as usize] = i as u8;
        i += 1;
    }
    slots
};

/// HoDoKu's memo, kept from one step of its path to the next (beside its singles queues,
/// `hodoku.rs`): for each of its searches of one digit (basic, finned and Franken fish,
/// Turbot fish, skyscrapers, 2-String Kites, X-Chains, empty rectangles, simple and multi
/// colors), keyed by the technique it finds first, the digits' places where it found nothing
/// (see [`Context::barren`]). On a path most steps change a digit or two, so most searches
/// skip most digits.
#[derive(Clone, Debug)]
pub(crate) struct Memo {
    barren: [[u128; 9]; REMEMBERING.len()],
    /// See [`Context::barren_pairs`]: all 0 (no two-candidate cell, where those searches
    /// find nothing anyway) until a search writes it.
    pairs: [[u16; 81]; PAIRS.len()],
    /// See [`Context::barren_crossings`]: all 0 (every cell solved, nothing to find) until
    /// the search writes it.
    crossings: [[u16; 15]; 54],
    /// See [`Context::barren_houses`]: all 0 (every cell solved, nothing to find) until a
    /// search writes it.
    houses: [[[u16; 9]; 27]; HOUSES.len()],
    /// See [`Context::rectangles`].
    rectangles: Rectangles,
}

impl Memo {
    /// Nothing remembered.
    pub(crate) const EMPTY: Memo = Memo {
        barren: [[0; 9]; REMEMBERING.len()],
        pairs: [[0; 81]; PAIRS.len()],
        crossings: [[0; 15]; 54],
        houses: [[[0; 9]; 27]; HOUSES.len()],
        rectangles: Rectangles {
            on: None,
            len: 0,
            list: [[0; 6]; RECTANGLES],
        },
    };
}
