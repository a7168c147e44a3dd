//! One file per rule: its data, whether it fits a board, what it writes into the search's
//! model, and the sentences for what placed digits break.

mod arrow;
mod between;
mod chess;
mod diagonal;
mod difference;
mod disjoint;
mod extra_region;
mod extremum;
mod killer;
mod little_killer;
mod negative;
mod nonconsecutive;
mod palindrome;
mod parity;
mod quadruple;
mod ratio;
mod renban;
mod sandwich;
mod thermometer;
mod whispers;
mod xv;

pub use arrow::Arrow;
pub use between::Between;
pub(crate) use chess::{AntiKing, AntiKnight};
pub use diagonal::Diagonal;
pub use difference::Difference;
pub(crate) use disjoint::DisjointGroups;
pub use extra_region::ExtraRegion;
pub(crate) use extremum::Extremum;
pub use killer::Killer;
pub use little_killer::{Direction, LittleKiller};
pub use negative::Negative;
pub(crate) use nonconsecutive::NonConsecutive;
pub use palindrome::Palindrome;
pub(crate) use parity::Parity;
pub use quadruple::Quadruple;
pub use ratio::Ratio;
pub use renban::Renban;
pub use sandwich::{Sandwich, Side};
pub use thermometer::Thermometer;
pub use whispers::Whispers;
pub use xv::Xv;
