//! The techniques, by family: singles, intersections, subsets, fish (with their finned,
//! sashimi and Franken forms), wings, uniqueness, single-digit patterns and colouring, chains
//! (SE's cycles and forcing chains, HoDoKu's X-, XY- and remote-pair chains, Turbot fish and
//! nice loops), forcing chains (SE's and HoDoKu's, and HoDoKu's forcing nets), exclusion, Sue
//! de Coq, almost locked sets and brute force. A family holds Sudoku Explainer's (SE) forms and
//! HoDoKu's together: for each of its techniques it declares, in one place, its `Facts` (names
//! in SE and HoDoKu, HoDoKu's key, SE's base rating, HoDoKu's level and score, the writers of
//! its first hint and of its sentence), and the `Search`es that find its steps.
//!
//! A family imports only what lies below the families (the facts, the step and its words, the
//! shared engines in `engine/`), never another family: what it needs of another is handed to
//! it by the catalogue (`catalogue.rs`), which names every family's searches in SE's and
//! HoDoKu's orders. CONTRIBUTING.md says how to add a technique.

pub(crate) mod als;
pub(crate) mod brute_force;
pub(crate) mod chains;
pub(crate) mod exclusion;
pub(crate) mod fish;
pub(crate) mod forcing;
pub(crate) mod intersections;
pub(crate) mod single_digit;
pub(crate) mod singles;
pub(crate) mod subsets;
pub(crate) mod sue_de_coq;
pub(crate) mod uniqueness;
pub(crate) mod wings;
