//! The explaining solver: techniques a person uses, steps with sentences, SE's rating and
//! HoDoKu's levels.
//!
//! - [`Explainer::next_step`] finds the step Sudoku Explainer (SE) 1.2.1 would take next on a
//!   state of pencil marks: its techniques are tried in SE's fixed order, easiest first, and
//!   the first that finds something wins (among chains, the easiest chain found);
//!   [`Explainer::hodoku`] takes HoDoKu 2.2's order and names instead.
//! - [`Explainer::rate`] walks a puzzle's whole path and rates it on SE's scale (ER, EP, ED)
//!   and on HoDoKu's ([`Grade`]).
//!
//! The files, in layers, bottom up; a file imports only files of its own layer or below, and
//! no family imports another (`.ci/layers` checks both):
//!
//! 1. facts: `technique.rs` (the [`Technique`] list), `level.rs` (HoDoKu's [`Level`]s);
//! 2. step, chain data and words: `step.rs` ([`Step`], and `Facts`, what a technique's steps
//!    carry), `hint.rs` ([`Hint`]), `chain.rs` ([`Chain`]), `words.rs` and `sentence.rs` (the
//!    pieces every sentence uses), `search.rs` (the search signature and the context a search
//!    reads);
//! 3. shared engines, `engine/`: bit boards, subsets, SE's links and chains, HoDoKu's tables
//!    and nets;
//! 4. the families, `techniques/`, one file or folder each: facts, searches, sentences;
//! 5. the catalogue, `catalogue.rs`: every family's facts by technique, SE's and HoDoKu's
//!    orders;
//! 6. the runner: `explainer.rs` ([`Explainer`]), `hodoku.rs` (HoDoKu's singles queues and
//!    memo), `rating.rs` ([`Rating`], the walks), `grade.rs` ([`Grade`]).

mod catalogue;
mod chain;
mod engine;
mod explainer;
mod grade;
mod hint;
mod hodoku;
mod level;
mod rating;
mod search;
mod sentence;
mod step;
mod technique;
mod techniques;
mod words;

pub use catalogue::ParseTechniqueError;
pub use chain::{CHAIN_NODES, Chain, ChainNode, ChainNodes};
pub use explainer::Explainer;
pub use grade::Grade;
pub use hint::{Hint, HintStage, ParseHintStageError};
pub use level::{Level, ParseLevelError};
pub use rating::{RateError, Rating, SeRating};
pub use step::{Als, STEP_ALSES, Step, StepKind};
pub use technique::Technique;
