//! HoDoKu's order and levels against the truth: every step of HoDoKu's path keeps the
//! solution and the path always finishes; levels compared with HoDoKu 2.2's own.

mod common;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Generator, Grid, Level, Marks, Solution, Solver, StepKind, Technique};

/// Walks HoDoKu's path of `grid` (its walk, with its singles queues), checking each step
/// against the solution; returns the techniques used.
fn check_hodoku_path(grid: &Grid) -> Vec<Technique> {
    let mut steps = Vec::new();
    Explainer::hodoku()
        .walk(grid, |step| steps.push(*step))
        .expect("a unique puzzle");
    check_steps(grid, &steps)
}

/// Checks that `steps`, applied from `grid`'s marks in order, each keep the solution and
/// that they solve it; returns their techniques.
fn check_steps(grid: &Grid, steps: &[shudu::Step]) -> Vec<Technique> {
    let solution = common::solution_of(grid);
    let mut marks = Marks::new(grid);
    let mut used = Vec::new();
    for step in steps {
        common::check_step(grid, &solution, &marks, step);
        assert!(
            step.technique().hodoku().is_some(),
            "{grid}: not HoDoKu's: {step}"
        );
        used.push(step.technique());
        step.apply(&mut marks);
    }
    assert_eq!(marks.grid(), &solution, "{grid}: HoDoKu's path stopped");
    used
}

/// HoDoKu's explainer on bare marks (the hints of a game, with no queues carried along):
/// every step keeps the solution and the steps solve the puzzle.
fn check_bare_hodoku_steps(grid: &Grid) {
    let explainer = Explainer::hodoku();
    let mut marks = Marks::new(grid);
    let mut steps = Vec::new();
    while let Some(step) = explainer.next_step(&marks) {
        step.apply(&mut marks);
        steps.push(step);
    }
    check_steps(grid, &steps);
}

fn se_rated() -> Vec<(Grid, Level, u32)> {
    include_str!("data/se_rated300.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let level = cols[4].parse().expect("a level");
            (
                cols[0].parse().expect("a puzzle"),
                level,
                cols[5].parse().expect("a score"),
            )
        })
        .collect()
}

#[test]
fn every_hodoku_step_keeps_the_solution_on_generated_puzzles() {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(2024));
    for _ in 0..150 {
        let puzzle = generator.generate();
        check_hodoku_path(puzzle.grid());
        check_bare_hodoku_steps(puzzle.grid());
    }
}

/// Also checks that HoDoKu's techniques of this crate all take part on these sets, so that a
/// search that silently finds nothing shows.
#[test]
fn every_hodoku_step_keeps_the_solution_on_rated_and_hard_sets() {
    let mut used = std::collections::BTreeMap::new();
    let mut count = |techniques: Vec<Technique>| {
        for t in techniques {
            *used.entry(t).or_insert(0) += 1;
        }
    };
    for (grid, _, _) in se_rated() {
        count(check_hodoku_path(&grid));
    }
    for line in include_str!("data/top95.txt")
        .lines()
        .filter(|l| l.len() >= 81)
    {
        count(check_hodoku_path(&line[..81].parse().expect("a puzzle")));
    }
    println!("{used:?}");
    let missing: Vec<_> = Technique::HODOKU
        .iter()
        .filter(|t| !used.contains_key(t) && !RARE.contains(t))
        .collect();
    assert!(missing.is_empty(), "never used: {missing:?}");
}

/// The types of unique rectangle (and the hidden rectangle) HoDoKu's path meets on the rated set,
/// the hardest sets and generated puzzles; the tests above check every step of those paths
/// against the solution.
#[test]
fn every_unique_rectangle_type_is_met() {
    let mut grids: Vec<Grid> = se_rated().into_iter().map(|(grid, _, _)| grid).collect();
    grids.extend(
        include_str!("data/top95.txt")
            .lines()
            .filter(|l| l.len() >= 81)
            .map(|l| l[..81].parse::<Grid>().expect("a puzzle")),
    );
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(2024));
    grids.extend((0..150).map(|_| *generator.generate().grid()));
    let mut kinds = std::collections::BTreeMap::new();
    for grid in &grids {
        let solution = common::solution_of(grid);
        Explainer::hodoku()
            .walk(grid, |step| {
                if step.technique() == Technique::UniqueRectangle {
                    *kinds.entry(step.kind()).or_insert(0) += 1;
                    for (cell, digit) in step.eliminations() {
                        assert_ne!(solution.get(cell), Some(digit), "{grid}: {step}");
                    }
                }
            })
            .expect("a unique puzzle");
    }
    println!("{kinds:?}");
    // Type 5 (type 2's extra cells diagonal, or three) is rare: none in these sets, none in
    // 1000 random puzzles; it shares type 2's search.
    let types = [1, 2, 3, 4, 6].map(|n| Some(StepKind::Type(n)));
    for kind in types.into_iter().chain([Some(StepKind::HiddenRectangle)]) {
        assert!(kinds.contains_key(&kind), "{kind:?} never met: {kinds:?}");
    }
}

/// HoDoKu's techniques that these sets happen not to need: the hidden quad and Jellyfish
/// (searches shared in form with SE's, which the SE order's tests cover), and the sashimi
/// Jellyfish (HoDoKu takes one on 1 of 2,000 random minimal puzzles; its search is the
/// finned fish's, which the finned Jellyfish and the sashimi X-Wing and Swordfish here use);
/// and the Franken X-Wing, finned Franken X-Wing and Franken Swordfish, which HoDoKu 2.2's own
/// paths take on none of 2,000 random minimal puzzles, 293 of top1465 and 300 of the hardest
/// (their search is the finned Franken Swordfish's, which these sets use, at another size);
/// the avoidable rectangle, on 3 of HoDoKu's 293 top1465 paths and none of these
/// (`tests/hodoku_order.rs` walks one of those paths to it).
const RARE: &[Technique] = &[
    Technique::HiddenQuad,
    Technique::Jellyfish,
    Technique::SashimiJellyfish,
    Technique::FrankenXWing,
    Technique::FrankenSwordfish,
    Technique::FinnedFrankenXWing,
    Technique::AvoidableRectangle,
];

#[test]
fn the_grade_counts_the_path_it_walks() {
    for (grid, _, _) in se_rated().into_iter().take(40) {
        let used = check_hodoku_path(&grid);
        let grade = Explainer::new().grade(&grid).expect("a unique puzzle");
        assert_eq!(grade.steps(), used.len(), "{grid}");
        // The rating of HoDoKu's explainer counts the path its walk gives, HoDoKu's.
        let mut walked = 0;
        let rating = Explainer::hodoku()
            .walk(&grid, |_| walked += 1)
            .expect("a unique puzzle");
        assert_eq!((rating.steps(), walked), (used.len(), used.len()), "{grid}");
        let score: u32 = used.iter().map(|t| t.hodoku().map_or(0, |(_, s)| s)).sum();
        assert_eq!(grade.score(), score, "{grid}");
        let highest = used.iter().filter_map(|t| t.hodoku()).map(|(l, _)| l).max();
        assert!(Some(grade.level()) >= highest, "{grid}");
    }
}

/// The README's claim: on the 300 puzzles of `se_rated300`, the level equals HoDoKu 2.2's on
/// 295 (the rest are one level off: techniques of HoDoKu's this crate lacks, which its path
/// replaces by brute force or finds in another order), and is within one level on all.
#[test]
fn levels_agree_with_hodoku_on_the_rated_set() {
    let rated = se_rated();
    let (mut exact, mut within_one, mut same_score) = (0, 0, 0);
    for (grid, level, score) in &rated {
        let grade = Explainer::new().grade(grid).expect("a unique puzzle");
        exact += usize::from(grade.level() == *level);
        within_one += usize::from((grade.level() as i32 - *level as i32).abs() <= 1);
        same_score += usize::from(grade.score() == *score);
    }
    println!(
        "levels: {exact}/{} exact, {within_one} within one level; scores: {same_score} equal",
        rated.len()
    );
    assert_eq!(rated.len(), 300);
    // Measured with HoDoKu's singles queues and its own searches for the techniques this
    // crate has: 295 levels and 275 scores of 300. What is left differs in chains, nice
    // loops and the techniques this crate lacks.
    assert!(exact >= 295, "{exact} levels equal");
    assert!(same_score >= 275, "{same_score} scores equal");
    assert_eq!(within_one, rated.len());
}

mod generation {
    use super::*;
    use proptest::prelude::*;
    use shudu::{GenerateError, Symmetry};

    fn is_minimal(grid: &Grid) -> bool {
        (0..81).filter_map(shudu::Cell::new).all(|cell| {
            let mut fewer = *grid;
            grid.get(cell).is_none() || {
                fewer.clear(cell);
                Solver::new().count_solutions(&fewer, 2) == 2
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]

        #[test]
        fn a_generated_puzzle_has_the_level_asked(seed: u64, n in 0usize..5) {
            let level = Level::ALL[n];
            let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed)).level(level).generate();
            prop_assert!(puzzle.order_met());
            let grid = puzzle.grid();
            prop_assert_eq!(Solver::new().solve(grid), Solution::Unique(*puzzle.solution()));
            prop_assert!(is_minimal(grid), "{}", grid);
            prop_assert_eq!(Explainer::new().grade(grid).unwrap().level(), level);
            check_hodoku_path(grid);
        }

        #[test]
        fn levels_keep_the_symmetry(seed: u64) {
            let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
                .symmetry(Symmetry::Central)
                .level(Level::Medium)
                .generate();
            prop_assert!(puzzle.order_met());
            prop_assert!(Symmetry::Central.matches(puzzle.grid()));
            prop_assert_eq!(Explainer::new().grade(puzzle.grid()).unwrap().level(), Level::Medium);
        }
    }

    #[test]
    fn a_practice_puzzle_uses_its_technique() {
        for (seed, technique) in [
            (1, Technique::Skyscraper),
            (2, Technique::XWing),
            (3, Technique::WWing),
        ] {
            let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
                .technique(technique)
                .generate();
            assert!(puzzle.order_met(), "{technique}");
            assert!(
                check_hodoku_path(puzzle.grid()).contains(&technique),
                "{technique}"
            );
        }
    }

    #[test]
    fn an_er_range_is_kept() {
        let puzzle = Generator::new(Xoshiro256PlusPlus::seed_from_u64(11))
            .er(2.0..=3.6)
            .generate();
        assert!(puzzle.order_met());
        let er = Explainer::new().rate(puzzle.grid()).unwrap().er();
        assert!((2.0..=3.6).contains(&er), "{er}");
    }

    #[test]
    fn the_budget_ends_an_impossible_order() {
        // No puzzle rates ER 12: the budget must end the search, with the error saying so.
        let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(5))
            .er(12.0..=12.0)
            .budget(3);
        assert_eq!(
            generator.try_generate(),
            Err(GenerateError::BudgetExhausted { attempts: 3 })
        );
        let puzzle = generator.generate();
        assert!(!puzzle.order_met());
        assert_eq!(puzzle.attempts(), 3);
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle_to_order() {
        let make = || {
            Generator::new(Xoshiro256PlusPlus::seed_from_u64(99))
                .level(Level::Hard)
                .generate()
        };
        assert_eq!(make(), make());
    }
}
