//! Where new puzzles come from: a [`Level`] and a [`Symmetry`] turned into a generated puzzle.
//!
//! shudu does not grade puzzles into levels yet, so a level is a number of clues: more clues
//! make an easier puzzle on average. When the crate gains levels, only this file changes.

use shudu::{Generator, Puzzle, Symmetry};
use std::fmt;
use std::str::FromStr;

/// How hard a new puzzle is, by the number of clues left in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// 38 clues.
    Easy,
    /// 32 clues.
    Medium,
    /// 27 clues.
    Hard,
    /// As few clues as digging reaches: a minimal puzzle.
    Hardest,
    /// A number of clues chosen on the command line.
    Clues(usize),
}

impl Level {
    /// The level of a new game when none is asked for.
    pub const DEFAULT: Level = Level::Medium;

    /// The clues to stop digging at, or `None` for a minimal puzzle.
    #[must_use]
    pub fn target_clues(self) -> Option<usize> {
        match self {
            Level::Easy => Some(38),
            Level::Medium => Some(32),
            Level::Hard => Some(27),
            Level::Hardest => None,
            Level::Clues(n) => Some(n),
        }
    }

    /// A puzzle of this level and symmetry, the same one for the same seed: the puzzle
    /// `cargo run --example generate -- --seed S` prints with the same clues and symmetry.
    #[must_use]
    pub fn generate(self, symmetry: Symmetry, seed: u64) -> Puzzle {
        let mut generator = Generator::from_seed(seed).symmetry(symmetry);
        match self.target_clues() {
            Some(clues) => generator.target_clues(clues).generate(),
            None => generator.generate(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Easy => f.write_str("easy"),
            Level::Medium => f.write_str("medium"),
            Level::Hard => f.write_str("hard"),
            Level::Hardest => f.write_str("hardest"),
            Level::Clues(n) => write!(f, "{n} clues"),
        }
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            "hardest" => Ok(Level::Hardest),
            _ => Err(format!(
                "unknown level {s:?}; the levels are easy, medium, hard and hardest"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_clues_for_easier_levels() {
        let levels = [Level::Easy, Level::Medium, Level::Hard];
        for pair in levels.windows(2) {
            assert!(pair[0].target_clues() > pair[1].target_clues());
        }
        assert_eq!(Level::Hardest.target_clues(), None);
    }

    #[test]
    fn generated_puzzles_follow_level_symmetry_and_seed() {
        let puzzle = Level::Easy.generate(Symmetry::Central, 7);
        // A symmetric pattern removes clues in pairs, so it may land one below.
        assert!((37..=38).contains(&puzzle.clue_count()));
        assert!(Symmetry::Central.matches(puzzle.grid()));
        assert_eq!(Level::Easy.generate(Symmetry::Central, 7), puzzle);
        assert_ne!(Level::Easy.generate(Symmetry::Central, 8), puzzle);
    }

    #[test]
    fn levels_parse_back_from_their_names() {
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Hardest] {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert!("extreme".parse::<Level>().unwrap_err().contains("easy"));
    }
}
