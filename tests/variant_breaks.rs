//! What placed digits break, rule by rule: the sentence a player reads and the cells it names.

#![cfg(feature = "alloc")]

use shudu::variant::{
    Arrow, Between, Board, Cell, Diagonal, Difference, Direction, Killer, LittleKiller, Negative,
    Palindrome, Puzzle, Quadruple, Ratio, Renban, Rule, Sandwich, Side, Thermometer, Whispers, Xv,
};

fn c(r: u8, col: u8) -> Cell {
    Cell::new(r - 1, col - 1)
}

/// The breaks of `rule` on a board of `size` with `placed` digits (1-based cells), as
/// sentences; every break must name the rule (index 0).
fn breaks(size: usize, rule: Rule, placed: &[((u8, u8), u8)]) -> Vec<String> {
    let mut puzzle = Puzzle::new(Board::new(size).unwrap());
    puzzle.add_rule(rule).unwrap();
    let mut digits = vec![0; size * size];
    for &((r, col), d) in placed {
        digits[c(r, col).index(size)] = d;
    }
    let found = puzzle.breaks(&digits);
    found
        .iter()
        .map(|b| {
            assert!(!b.cells.is_empty());
            if b.rule.is_none() {
                format!("board: {b}")
            } else {
                b.to_string()
            }
        })
        .collect()
}

#[test]
fn board_rules_name_the_house() {
    let puzzle = Puzzle::new(Board::new(6).unwrap());
    let mut digits = vec![0; 36];
    digits[0] = 2;
    digits[7] = 2; // r2c2: same box as r1c1
    let found: Vec<String> = puzzle
        .breaks(&digits)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(found, ["r1c1 and r2c2 both hold 2 in box 1"]);
}

#[test]
fn cages() {
    let cage = || {
        Rule::Killer(Killer {
            cells: vec![c(3, 4), c(3, 5), c(4, 4)],
            sum: Some(10),
        })
    };
    assert_eq!(
        breaks(9, cage(), &[((3, 4), 5), ((3, 5), 6)]),
        ["r3c4 and r3c5 already sum to 11 in a cage of 10"]
    );
    assert_eq!(
        breaks(9, cage(), &[((3, 4), 1), ((3, 5), 2)]),
        Vec::<String>::new()
    );
    assert_eq!(
        breaks(9, cage(), &[((3, 4), 1), ((3, 5), 2), ((4, 4), 3)]),
        ["r3c4, r3c5 and r4c4 sum to 6 in a cage of 10"]
    );
    let apart = Rule::Killer(Killer {
        cells: vec![c(3, 3), c(4, 4)],
        sum: None,
    });
    assert_eq!(
        breaks(9, apart, &[((3, 3), 1), ((4, 4), 1)]),
        ["r3c3 and r4c4 both hold 1 in a cage"]
    );
    assert_eq!(
        breaks(9, cage(), &[((3, 4), 9), ((3, 5), 1)]),
        ["r3c4 and r3c5 already sum to 10 in a cage of 10"]
    );
}

#[test]
fn lines() {
    let thermo = Rule::Thermometer(Thermometer {
        lines: vec![vec![c(1, 1), c(1, 2), c(1, 3)]],
    });
    assert_eq!(
        breaks(9, thermo.clone(), &[((1, 1), 5), ((1, 2), 4)]),
        ["r1c2 holds 4, not more than the 5 in r1c1 nearer the thermometer's bulb"]
    );
    assert_eq!(
        breaks(9, thermo, &[((1, 1), 5), ((1, 3), 6)]),
        ["r1c1 holds 5 and r1c3 6: the thermometer cannot rise through the cell between"]
    );
    let whispers = Rule::Whispers(Whispers {
        lines: vec![vec![c(1, 1), c(2, 2)]],
        difference: 5,
    });
    assert_eq!(
        breaks(9, whispers, &[((1, 1), 3), ((2, 2), 7)]),
        ["r1c1 and r2c2 hold 3 and 7, less than 5 apart on a whispers line"]
    );
    let renban = Rule::Renban(Renban {
        lines: vec![vec![c(1, 1), c(2, 2), c(3, 3)]],
    });
    assert_eq!(
        breaks(9, renban, &[((1, 1), 1), ((3, 3), 4)]),
        ["r1c1 and r3c3 hold 1 and 4, too far apart for a renban line of 3 cells"]
    );
    let palindrome = Rule::Palindrome(Palindrome {
        lines: vec![vec![c(1, 1), c(1, 2), c(1, 3)]],
    });
    assert_eq!(
        breaks(9, palindrome, &[((1, 1), 1), ((1, 3), 2)]),
        ["r1c1 and r1c3 hold 1 and 2, but mirror each other on a palindrome"]
    );
    let between = Rule::Between(Between {
        lines: vec![vec![c(1, 1), c(1, 2), c(1, 3)]],
    });
    assert_eq!(
        breaks(9, between, &[((1, 1), 2), ((1, 2), 9), ((1, 3), 7)]),
        ["r1c2 holds 9, not strictly between the 2 in r1c1 and the 7 in r1c3"]
    );
    let arrow = Rule::Arrow(Arrow {
        circle: vec![c(5, 5)],
        lines: vec![vec![c(5, 5), c(6, 6), c(7, 7)]],
    });
    assert_eq!(
        breaks(9, arrow, &[((5, 5), 4), ((6, 6), 3), ((7, 7), 2)]),
        ["r6c6 and r7c7 sum to 5 on the arrow from r5c5, but the circle holds 4"]
    );
}

#[test]
fn clues_outside() {
    let little = Rule::LittleKiller(LittleKiller {
        start: c(1, 2),
        direction: Direction::DownRight,
        sum: 5,
    });
    assert_eq!(
        breaks(6, little, &[((1, 2), 2), ((2, 3), 4)]),
        ["r1c2 and r2c3 already sum to 6 on a little killer diagonal of 5"]
    );
    let sandwich = Rule::Sandwich(Sandwich {
        side: Side::Left,
        index: 0,
        sum: 5,
    });
    assert_eq!(
        breaks(6, sandwich, &[((1, 1), 1), ((1, 2), 3), ((1, 3), 6)]),
        ["r1c2 between the 1 and the 6 sum to 3, but the sandwich clue is 5"]
    );
}

#[test]
fn marks_between_cells() {
    let dot = Rule::Difference(Difference {
        cells: [c(1, 1), c(1, 2)],
        difference: 1,
    });
    assert_eq!(
        breaks(9, dot, &[((1, 1), 3), ((1, 2), 5)]),
        ["r1c1 and r1c2 hold 3 and 5, but their dot says they differ by 1"]
    );
    let dot = Rule::Ratio(Ratio {
        cells: [c(1, 1), c(1, 2)],
        ratio: 2,
    });
    assert_eq!(
        breaks(9, dot, &[((1, 1), 3), ((1, 2), 5)]),
        ["r1c1 and r1c2 hold 3 and 5, but their dot says one is 2 times the other"]
    );
    let x = Rule::Xv(Xv::x([c(1, 1), c(1, 2)]));
    assert_eq!(
        breaks(9, x, &[((1, 1), 3), ((1, 2), 5)]),
        ["r1c1 and r1c2 sum to 8, not 10"]
    );
    let negative = Rule::Negative(Negative::Difference);
    assert_eq!(
        breaks(9, negative, &[((1, 1), 3), ((1, 2), 4)]),
        ["r1c1 and r1c2 are consecutive (3 and 4) without a white dot"]
    );
    let quad = Rule::Quadruple(Quadruple {
        cells: [c(1, 1), c(1, 2), c(2, 1), c(2, 2)],
        digits: vec![1, 2],
    });
    assert_eq!(
        breaks(9, quad, &[((1, 1), 3), ((1, 2), 4), ((2, 1), 5)]),
        ["r1c1, r1c2, r2c1 and r2c2 leave no room for 1, 2 from their quadruple"]
    );
}

#[test]
fn global_rules() {
    assert_eq!(
        breaks(9, Rule::AntiKnight, &[((1, 3), 3), ((2, 5), 3)]),
        ["r1c3 and r2c5 both hold 3, a knight's move apart"]
    );
    assert_eq!(
        breaks(9, Rule::AntiKing, &[((1, 1), 3), ((2, 2), 3)]),
        [
            "board: r1c1 and r2c2 both hold 3 in box 1",
            "r1c1 and r2c2 both hold 3, a king's move apart"
        ]
    );
    assert_eq!(
        breaks(9, Rule::NonConsecutive, &[((4, 4), 3), ((4, 5), 2)]),
        ["r4c4 and r4c5 hold consecutive digits, 3 and 2"]
    );
    assert_eq!(
        breaks(
            9,
            Rule::Diagonal(Diagonal::Rising),
            &[((9, 1), 3), ((1, 9), 3)]
        ),
        ["r9c1 and r1c9 both hold 3 on the rising diagonal"]
    );
    assert_eq!(
        breaks(4, Rule::DisjointGroups, &[((1, 1), 3), ((3, 3), 3)]),
        ["r1c1 and r3c3 both hold 3 in the same place of their boxes"]
    );
    assert_eq!(
        breaks(9, Rule::Odd(c(1, 1)), &[((1, 1), 4)]),
        ["r1c1 holds 4, but its circle says odd"]
    );
    assert_eq!(
        breaks(9, Rule::Maximum(c(2, 2)), &[((2, 2), 4), ((2, 3), 6)]),
        ["r2c2 is a maximum but its 4 is not larger than the 6 in r2c3"]
    );
}
