//! The explaining solver against the truth: every step of every path keeps the solution, and
//! ratings agree with Sudoku Explainer's where SE's ratings are known.

mod common;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Grid, HintStage, Marks, RateError, Step};

fn puzzles(text: &str) -> impl Iterator<Item = Grid> + '_ {
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| l[..81].parse().expect("a puzzle"))
}

/// Walks the path of `grid`, checking every step against `solution`: no placement differs
/// from it, no elimination removes its digit. Returns the walk's result.
fn check_path(grid: &Grid, solution: &Grid) -> Result<shudu::Rating, RateError> {
    let mut marks = Marks::new(grid);
    let result = Explainer::new().walk(grid, |step: &Step| {
        common::check_step(grid, solution, &marks, step);
        step.apply(&mut marks);
    });
    if result.is_ok() {
        assert_eq!(marks.grid(), solution);
    }
    result
}

#[test]
fn every_step_keeps_the_solution_on_sample_sets() {
    for text in [
        include_str!("data/easy50.txt"),
        include_str!("data/top95.txt"),
        include_str!("data/17clue_sample.txt"),
    ] {
        for grid in puzzles(text) {
            let solution = common::solution_of(&grid);
            if let Err(e) = check_path(&grid, &solution) {
                panic!("{grid}: {e}");
            }
        }
    }
}

#[test]
fn every_step_keeps_the_solution_on_generated_puzzles() {
    let mut generator = shudu::Generator::new(Xoshiro256PlusPlus::seed_from_u64(7));
    for _ in 0..150 {
        let puzzle = generator.generate();
        if let Err(e) = check_path(puzzle.grid(), puzzle.solution()) {
            panic!("{}: {e}", puzzle.grid());
        }
    }
}

/// The candidates a sentence removes, read back from its last "remove ...": groups of digits
/// "from" cells, as "1 and 2 from r9c8 and r9c9, and 5 from r1c1".
fn removals_said(text: &str) -> Vec<(usize, u8)> {
    let Some(at) = text.rfind("remove ") else {
        return Vec::new();
    };
    let mut said = Vec::new();
    let mut digits: Vec<u8> = Vec::new();
    let mut in_cells = false;
    for word in text[at + 7..].split([' ', ',']) {
        match word.as_bytes() {
            [b'r', r @ b'1'..=b'9', b'c', c @ b'1'..=b'9'] => {
                in_cells = true;
                let cell = usize::from(r - b'1') * 9 + usize::from(c - b'1');
                said.extend(digits.iter().map(|&d| (cell, d)));
            }
            [d @ b'1'..=b'9'] => {
                if in_cells {
                    digits.clear();
                    in_cells = false;
                }
                digits.push(d - b'0');
            }
            _ => {}
        }
    }
    said.sort_unstable();
    said
}

/// The cells a sentence names (`r4c6`), in order.
fn cells_named(text: &str) -> impl Iterator<Item = shudu::Cell> + '_ {
    text.as_bytes().windows(4).filter_map(|w| match w {
        [b'r', r @ b'1'..=b'9', b'c', c @ b'1'..=b'9'] => {
            shudu::Cell::from_row_col(usize::from(r - b'1'), usize::from(c - b'1'))
        }
        _ => None,
    })
}

/// A step's sentence says what the step does and names nothing else: the candidates it says
/// it removes are the step's eliminations, each placement is said as "r1c2 holds 5" (or "only
/// r1c2 can hold 5", "r1c2 can only hold 5"), and every cell it names is a cell of the
/// pattern, of a placement or of an elimination.
fn check_sentence(step: &Step) {
    let text = step.to_string();
    let mut done: Vec<(usize, u8)> = step
        .eliminations()
        .map(|(cell, digit)| (cell.index(), digit.get()))
        .collect();
    done.sort_unstable();
    assert_eq!(removals_said(&text), done, "{text}");
    for (cell, digit) in step.placements() {
        let said = [
            format!("{cell} holds {digit}"),
            format!("only {cell} can hold {digit}"),
            format!("{cell} can only hold {digit}"),
        ];
        assert!(said.iter().any(|s| text.contains(s)), "{text}");
    }
    let mut mine = step.pattern_cells() | step.elimination_set().cells();
    for (cell, _) in step.placements() {
        mine.insert(cell);
    }
    for cell in cells_named(&text) {
        assert!(mine.contains(cell), "{cell} is not the step's: {text}");
    }
    // The hint's stages show no more than the step: the first names no cell, the second
    // only the pattern's.
    let first = step.hint(HintStage::Technique).to_string();
    assert_eq!(cells_named(&first).count(), 0, "{first}");
    let second = step.hint(HintStage::Cells).to_string();
    assert!(
        cells_named(&second).all(|cell| step.pattern_cells().contains(cell)),
        "{second}"
    );
}

#[test]
fn sentences_say_what_the_steps_do_on_both_paths() {
    let mut generator = shudu::Generator::new(Xoshiro256PlusPlus::seed_from_u64(31));
    let mut steps = 0;
    let mut techniques = std::collections::BTreeSet::new();
    for _ in 0..300 {
        let puzzle = generator.generate();
        for explainer in [Explainer::new(), Explainer::hodoku()] {
            explainer
                .walk(puzzle.grid(), |step| {
                    check_sentence(step);
                    steps += 1;
                    techniques.insert(step.technique());
                })
                .unwrap();
        }
    }
    // The puzzles must reach past the singles, or the check proves little.
    assert!(
        steps > 30_000 && techniques.len() > 30,
        "{steps} {techniques:?}"
    );
}

#[test]
fn no_rating_without_exactly_one_solution() {
    let explainer = Explainer::new();
    assert_eq!(
        explainer.rate(&Grid::EMPTY),
        Err(RateError::MultipleSolutions)
    );
    let clash: Grid = "11"
        .chars()
        .chain(std::iter::repeat_n('.', 79))
        .collect::<String>()
        .parse()
        .unwrap();
    assert_eq!(explainer.rate(&clash), Err(RateError::NoSolution));
}

/// Walks the paths of the first `limit` puzzles of a whole set in `../shared/data`, checking
/// every step against the solution and that every puzzle gets a full path.
fn check_set(name: &str, limit: usize) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data")
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut total = 0;
    for grid in puzzles(&text).take(limit) {
        let solution = common::solution_of(&grid);
        total += 1;
        if let Err(e) = check_path(&grid, &solution) {
            panic!("{name}: {grid}: {e}");
        }
    }
    assert!(total > 0, "{name}");
    eprintln!("{name}: {total} puzzles, each with a full path");
}

#[test]
#[ignore = "reads the full sets in ../shared/data; run by .ci/run"]
fn every_step_keeps_the_solution_on_whole_sets() {
    for (name, limit) in [
        ("easy50.txt", usize::MAX),
        ("top95.txt", usize::MAX),
        ("hardest11.txt", usize::MAX),
        ("top1465.txt", usize::MAX),
        ("17clue.txt", 2000),
        ("royle17.txt", 500),
    ] {
        check_set(name, limit);
    }
}

#[test]
#[ignore = "reads the full sets in ../shared/data; run by .ci/run"]
fn every_step_keeps_the_solution_on_the_hardest_sets() {
    // Samples: these need nested forcing chains (SE 9.5 to 11.x), seconds per puzzle in a
    // release build, some of them a minute.
    check_set("hardest1106.txt", 15);
    check_set("hardest1905_11plus.txt", 8);
}

/// The README's claim: on all 300 puzzles of `se_rated300`, ER, EP and ED equal SE 1.2.1.3's.
#[test]
fn ratings_agree_with_sudoku_explainer_on_se_rated300() {
    let mut total = 0;
    for line in include_str!("data/se_rated300.tsv").lines() {
        if line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let grid: Grid = fields[0].parse().unwrap();
        let theirs: Vec<f32> = fields[1..4].iter().map(|f| f.parse().unwrap()).collect();
        let rating = Explainer::new().rate_se(&grid).unwrap();
        assert_eq!(
            [rating.er(), rating.ep(), rating.ed()].as_slice(),
            theirs.as_slice(),
            "{grid}"
        );
        total += 1;
    }
    assert_eq!(total, 300);
}

mod any_marks {
    use proptest::prelude::*;
    use shudu::{Cell, Explainer, Generator, Marks};

    /// Walks `explainer`'s steps from `marks` (at most 300): each removes only candidates
    /// that are there and places only a candidate of an empty cell. Returns where it stopped.
    fn walk_checking(explainer: Explainer, mut marks: Marks) -> Result<Marks, TestCaseError> {
        for _ in 0..300 {
            let Some(step) = explainer.next_step(&marks) else {
                break;
            };
            for (cell, digit) in step.eliminations() {
                prop_assert!(marks.has(cell, digit), "{marks}: {step}");
            }
            for (cell, digit) in step.placements() {
                prop_assert!(marks.grid().get(cell).is_none(), "{marks}: {step}");
                prop_assert!(marks.has(cell, digit), "{marks}: {step}");
            }
            step.apply(&mut marks);
        }
        Ok(marks)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        /// Pencil marks a player may have got wrong (true digits struck among them): no
        /// panic, and every step still acts only on what is there.
        #[test]
        fn steps_on_marks_with_candidates_struck_at_random(
            seed: u64,
            draws in proptest::collection::vec(any::<u8>(), 729),
            rate in 0u8..4,
        ) {
            let puzzle = Generator::from_seed(seed).generate();
            let full = Marks::new(puzzle.grid());
            // Strike each candidate with odds `rate` in 16 (none when `rate` is 0).
            let marks = Marks::from_candidates(puzzle.grid(), |cell: Cell| {
                let mut candidates = full.candidates(cell);
                for digit in candidates {
                    if draws[cell.index() * 9 + usize::from(digit.get() - 1)] < rate * 16 {
                        candidates.remove(digit);
                    }
                }
                candidates
            });
            for explainer in [Explainer::new(), Explainer::hodoku()] {
                let end = walk_checking(explainer, marks.clone())?;
                if rate == 0 {
                    // Nothing struck: the marks are the puzzle's own, and the path solves it.
                    prop_assert_eq!(end.grid(), puzzle.solution());
                }
            }
        }
    }
}
