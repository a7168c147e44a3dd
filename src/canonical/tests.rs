extern crate std;

use std::{format, string::ToString};

use super::*;
use crate::Generator;
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn grid(line: &str) -> Grid {
    line.parse().unwrap()
}

/// The exhaustive search on any grid, whatever path `canonical` would take.
fn exhaustive(g: &Grid) -> Canonical {
    let cells = g.as_bytes();
    let transposed = core::array::from_fn(|i| cells[i % 9 * 9 + i / 9]);
    let mut best = Best::new();
    exhaustive::search(&[*cells, transposed], &mut best);
    Canonical {
        grid: Grid::from_bytes_unchecked(best.cells),
        transform: best.transform,
        automorphisms: best.count,
    }
}

/// The search the grid takes in `canonical` against the general row-by-row search, which
/// handles complete grids too: the same form, automorphism count and a transform that works.
fn check_full_against_general(g: &Grid) {
    let cells = g.as_bytes();
    let transposed = core::array::from_fn(|i| cells[i % 9 * 9 + i / 9]);
    let mut general = Best::new();
    search::search(&[*cells, transposed], &mut general);
    let fast = g.canonical();
    assert_eq!(fast.grid().as_bytes(), &general.cells, "form of {g}");
    assert_eq!(fast.automorphisms(), general.count, "automorphisms of {g}");
    assert_eq!(fast.transform().apply(g), *fast.grid(), "transform of {g}");
    // The complete-grid search without its fast tier for mixed bands, which almost every
    // grid takes, so that the tier under it is checked too.
    let mut slow = Best::new();
    full::search_with(&[*cells, transposed], &mut slow, false);
    assert_eq!(slow.cells, general.cells, "general tier's form of {g}");
    assert_eq!(
        slow.count, general.count,
        "general tier's automorphisms of {g}"
    );
    assert_eq!(
        slow.transform.apply(g).as_bytes(),
        &slow.cells,
        "general tier's transform of {g}"
    );
}

#[test]
fn complete_grids_agree_with_the_general_search() {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(7));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(8);
    // Grids with automorphisms and pure bands (each box row a shifted copy of another),
    // where many column orders tie.
    let symmetric = [
        "123456789456789123789123456231564897564897231897231564312645978645978312978312645",
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        "123456789457893612986217354274538196531964827698721435342685971715349268869172543",
        "123456789456789123789123456234567891567891234891234567345678912678912345912345678",
    ];
    for line in symmetric {
        let g = grid(line);
        check_full_against_general(&g);
        check_full_against_general(&Transform::random(&mut rng).apply(&g));
    }
    for _ in 0..300 {
        check_full_against_general(&generator.new_solved_grid());
    }
}

fn check_against_exhaustive(g: &Grid) {
    let fast = g.canonical();
    let slow = exhaustive(g);
    assert_eq!(fast.grid(), slow.grid(), "form of {g}");
    assert_eq!(
        fast.automorphisms(),
        slow.automorphisms(),
        "automorphisms of {g}"
    );
    assert_eq!(fast.transform().apply(g), *fast.grid(), "transform of {g}");
    assert_eq!(
        slow.transform().apply(g),
        *slow.grid(),
        "exhaustive transform of {g}"
    );
}

/// A handful of grids of every kind: puzzles, complete grids, sparse and symmetric ones.
/// The exhaustive search takes about a tenth of a second each in release.
fn sample() -> [Grid; 10] {
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(12));
    let puzzle = generator.generate();
    [
        grid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
        grid(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."),
        *puzzle.grid(),
        *puzzle.solution(),
        grid("123456789456789123789123456231564897564897231897231564312645978645978312978312645"),
        grid("1...............................................................................2"),
        grid("12.......3......................................................................."),
        Grid::EMPTY,
        grid("1.........2.........3.........4.........5.........6.........7.........8.........9"),
        grid("123456789........................................................................"),
    ]
}

#[test]
#[ignore = "exhaustive search: about a second in release, run with --release -- --ignored"]
fn fast_equals_exhaustive_on_a_sample() {
    for g in sample() {
        check_against_exhaustive(&g);
    }
}

#[test]
fn a_digit_twice_in_a_row_takes_the_exhaustive_search() {
    // The fast searches assume no repeats in a line; this grid goes to the exhaustive one.
    let bad =
        grid("11..............................................................................2");
    let form = bad.canonical();
    assert_eq!(form.transform().apply(&bad), *form.grid());
    assert_eq!(
        form.grid().to_string(),
        // The lone digit first, as late as a row of another band allows (row 6, column 9);
        // the pair in the last row, in another stack (columns 5 and 6).
        format!("{}1{}22...", ".".repeat(53), ".".repeat(22))
    );
}

#[test]
fn known_automorphism_counts() {
    // The most symmetric grid has 648 automorphisms.
    let most =
        grid("123456789456789123789123456231564897564897231897231564312645978645978312978312645");
    assert_eq!(most.canonical().automorphisms(), 648);
    assert_eq!(Grid::EMPTY.canonical().automorphisms(), 3_359_232);
    // One clue: fixed by any permutation of the other two rows of its band (2), the other
    // bands (2) and their rows (6 × 6), the same for columns, and the transposition (2).
    let one = grid(&format!("{}5{}", ".".repeat(40), ".".repeat(40)));
    assert_eq!(
        one.canonical().automorphisms(),
        2 * (2 * 2 * 36) * (2 * 2 * 36)
    );
    assert_eq!(
        one.canonical().grid().to_string(),
        format!("{}1", ".".repeat(80))
    );
}

fn any_transform() -> impl Strategy<Value = Transform> {
    any::<u64>().prop_map(|seed| Transform::random(&mut Xoshiro256PlusPlus::seed_from_u64(seed)))
}

/// Puzzles and complete grids from the generator, and sparse grids with lots of symmetry.
fn any_grid() -> impl Strategy<Value = Grid> {
    (any::<u64>(), 0u8..4).prop_map(|(seed, kind)| {
        let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed));
        match kind {
            0 => generator.new_solved_grid(),
            1 => *generator.generate().grid(),
            2 => *generator.target_clues(40).generate().grid(),
            _ => {
                // A few clues of a solution, so many lines are empty.
                let solution = generator.new_solved_grid();
                let mut cells = [0u8; 81];
                for (i, c) in cells.iter_mut().enumerate() {
                    if (seed >> (i % 64)) & 1 == 1 && i % 7 == 0 {
                        *c = solution.as_bytes()[i];
                    }
                }
                Grid::from_bytes_unchecked(cells)
            }
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_form_is_the_same_for_every_variant(g in any_grid(), t in any_transform()) {
        let form = g.canonical();
        let other = t.apply(&g).canonical();
        prop_assert_eq!(form.grid(), other.grid(), "{} vs {}", g, t.apply(&g));
        prop_assert_eq!(form.automorphisms(), other.automorphisms());
    }

    #[test]
    fn the_transform_maps_the_grid_to_its_form(g in any_grid()) {
        let form = g.canonical();
        prop_assert_eq!(form.transform().apply(&g), *form.grid());
        prop_assert!(form.automorphisms() >= 1);
        // The form is its own form, with the same automorphisms.
        let again = form.grid().canonical();
        prop_assert_eq!(again.grid(), form.grid());
        prop_assert_eq!(again.automorphisms(), form.automorphisms());
    }

    #[test]
    fn no_variant_is_smaller(g in any_grid(), seeds in proptest::collection::vec(any::<u64>(), 16)) {
        let form = g.canonical();
        for seed in seeds {
            let t = Transform::random(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
            let variant = relabel_by_first_occurrence(&t.apply(&g));
            prop_assert!(form.grid().to_values() <= variant.to_values(), "{} < {}", variant, form.grid());
        }
    }

    #[test]
    fn automorphisms_fix_the_grid(g in any_grid(), t in any_transform()) {
        // With `a` mapping g to its form and `b` mapping t(g) to the same form,
        // t then b then a⁻¹ maps g to itself, up to a relabelling.
        let a = *g.canonical().transform();
        let b = *t.apply(&g).canonical().transform();
        let back = t.then(&b).then(&a.inverse());
        prop_assert_eq!(relabel_by_first_occurrence(&back.apply(&g)), relabel_by_first_occurrence(&g));
    }
}

/// The grid with its digits renumbered 1, 2, 3, … in order of first occurrence.
fn relabel_by_first_occurrence(g: &Grid) -> Grid {
    let mut label = [0u8; 10];
    let mut next = 1;
    let mut cells = *g.as_bytes();
    for c in &mut cells {
        if *c != 0 {
            if label[usize::from(*c)] == 0 {
                label[usize::from(*c)] = next;
                next += 1;
            }
            *c = label[usize::from(*c)];
        }
    }
    Grid::from_bytes_unchecked(cells)
}
