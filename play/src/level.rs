//! Where new puzzles come from: a [`Level`] and a [`Symmetry`] turned into a generated puzzle.
//!
//! A level is one of HoDoKu's five (graded by the techniques a player needs, see
//! [`shudu::Level`]), generated to order; or a number of clues, chosen on the command line.

use shudu::{Generator, Puzzle, Symmetry};
use std::fmt;
use std::str::FromStr;

/// How hard a new puzzle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Fish, wings, single-digit patterns, uniqueness.
    Hard,
    /// Finned fish and chains.
    Unfair,
    /// Forcing chains and beyond.
    Extreme,
    /// A number of clues chosen on the command line, whatever the techniques it needs.
    Clues(usize),
}

impl Level {
    /// The level of a new game when none is asked for.
    pub const DEFAULT: Level = Level::Medium;

    /// The level on HoDoKu's scale, or `None` for a number of clues.
    #[must_use]
    pub fn graded(self) -> Option<shudu::Level> {
        match self {
            Level::Easy => Some(shudu::Level::Easy),
            Level::Medium => Some(shudu::Level::Medium),
            Level::Hard => Some(shudu::Level::Hard),
            Level::Unfair => Some(shudu::Level::Unfair),
            Level::Extreme => Some(shudu::Level::Extreme),
            Level::Clues(_) => None,
        }
    }

    /// A puzzle of this level and symmetry, the same one for the same seed: the puzzle
    /// `cargo run --example generate -- --seed S` prints with the same level (or clues) and
    /// symmetry.
    #[must_use]
    pub fn generate(self, symmetry: Symmetry, seed: u64) -> Puzzle {
        let mut generator = Generator::from_seed(seed).symmetry(symmetry);
        match (self, self.graded()) {
            (_, Some(level)) => generator.level(level).generate(),
            (Level::Clues(clues), None) => generator.target_clues(clues).generate(),
            _ => generator.generate(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.graded() {
            Some(level) => f.write_str(&level.name().to_ascii_lowercase()),
            None => match self {
                Level::Clues(n) => write!(f, "{n} clues"),
                _ => Ok(()),
            },
        }
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        match s.parse::<shudu::Level>() {
            Ok(shudu::Level::Easy) => Ok(Level::Easy),
            Ok(shudu::Level::Medium) => Ok(Level::Medium),
            Ok(shudu::Level::Hard) => Ok(Level::Hard),
            Ok(shudu::Level::Unfair) => Ok(Level::Unfair),
            Ok(shudu::Level::Extreme) => Ok(Level::Extreme),
            Err(_) => Err(format!(
                "unknown level {s:?}; the levels are easy, medium, hard, unfair and extreme"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shudu::Explainer;

    const LEVELS: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    #[test]
    fn generated_puzzles_have_their_level() {
        for level in LEVELS {
            let puzzle = level.generate(Symmetry::None, 7);
            let grade = Explainer::new().grade(puzzle.grid()).unwrap();
            assert_eq!(Some(grade.level()), level.graded(), "{level}");
        }
    }

    #[test]
    fn generated_puzzles_follow_level_symmetry_and_seed() {
        let puzzle = Level::Easy.generate(Symmetry::Central, 7);
        assert!(Symmetry::Central.matches(puzzle.grid()));
        assert_eq!(Level::Easy.generate(Symmetry::Central, 7), puzzle);
        assert_ne!(Level::Easy.generate(Symmetry::Central, 8), puzzle);
        let clues = Level::Clues(38).generate(Symmetry::Central, 7);
        // A symmetric pattern removes clues in pairs, so it may land one below.
        assert!((37..=38).contains(&clues.clue_count()));
    }

    #[test]
    fn levels_parse_back_from_their_names() {
        for level in LEVELS {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!(Level::Clues(30).to_string(), "30 clues");
        assert!("hardest".parse::<Level>().unwrap_err().contains("extreme"));
    }
}
