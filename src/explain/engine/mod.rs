//! The engines several families of techniques share, below them all: no family owns one, and
//! none of them knows a family. Each family imports what it needs from here.
//!
//! - [`bits`]: bit boards: the 729 candidates as a set, cells as bits of a `u128`.
//! - [`houses`]: a house's places and empty cells; SE's orders of houses and peers.
//! - [`subsets`]: k-subsets of nine things, and those whose masks have k bits between them.
//! - [`se_chains`]: Sudoku Explainer's links, breadth-first chains and ranks (its cycles and
//!   forcing chains, and its dynamic and nested forcing chains).
//! - [`hodoku_chains`]: HoDoKu's simple chains (X-Chains, XY-Chains, remote pairs, Turbot
//!   fish), and [`chain_order`], HoDoKu's choice among the chains a search finds.
//! - [`tabling`] and [`nets`]: HoDoKu's tables and net tables (its nice loops, AICs, forcing
//!   chains and nets).

pub(crate) mod bits;
pub(crate) mod chain_order;
pub(crate) mod hodoku_chains;
pub(crate) mod houses;
pub(crate) mod nets;
pub(crate) mod se_chains;
pub(crate) mod subsets;
pub(crate) mod tabling;
