//! The canonical form through the public API: the 17-clue collection has as many forms as
//! puzzles, and a shuffled copy of it the same forms; the examples' known facts.
//! The exhaustive comparison and the property tests are in `src/canonical/tests.rs`.

mod common;

use std::collections::HashSet;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Grid, Transform};

#[test]
#[ignore = "49,158 puzzles twice: a second in release, run with --release -- --ignored"]
fn all_17_clue_puzzles_are_essentially_different_and_shuffling_keeps_the_forms() {
    let path = common::shared_dir().join("17clue.txt");
    let text = std::fs::read_to_string(&path).expect("../shared/data/17clue.txt");
    let puzzles: Vec<Grid> = text.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(puzzles.len(), 49_158);
    let forms: HashSet<Grid> = puzzles.iter().map(|p| *p.canonical().grid()).collect();
    assert_eq!(forms.len(), puzzles.len(), "two puzzles share a form");

    let mut rng = Xoshiro256PlusPlus::seed_from_u64(17);
    let mut shuffled_forms = HashSet::new();
    for p in &puzzles {
        let shuffled = Transform::random(&mut rng).apply(p);
        let form = shuffled.canonical();
        assert_eq!(form.transform().apply(&shuffled), *form.grid());
        shuffled_forms.insert(*form.grid());
    }
    assert_eq!(shuffled_forms, forms);
}

#[test]
fn a_sample_of_17_clue_puzzles_keeps_its_forms_when_shuffled() {
    let path = common::sample_dir().join("17clue_sample.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let mut forms = HashSet::new();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let puzzle: Grid = line.parse().unwrap();
        let form = puzzle.canonical();
        for _ in 0..4 {
            let shuffled = Transform::random(&mut rng).apply(&puzzle);
            assert_eq!(shuffled.canonical().grid(), form.grid(), "{puzzle}");
        }
        // A form starts with its emptiest line: 17 clues leave at least one line with at
        // most one clue, so the first eight cells are empty.
        assert!(
            form.grid().to_string().starts_with("........"),
            "{}",
            form.grid()
        );
        assert!(forms.insert(*form.grid()), "{puzzle} repeats a form");
    }
    assert!(forms.len() > 10);
}

#[test]
fn complete_grids_start_with_123456789() {
    let most = "123456789456789123789123456231564897564897231897231564312645978645978312978312645";
    let form = most.parse::<Grid>().unwrap().canonical();
    assert_eq!(form.automorphisms(), 648);
    assert!(form.grid().to_string().starts_with("123456789456789123789"));
}
