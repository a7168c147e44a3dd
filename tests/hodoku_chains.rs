//! HoDoKu's chain searches (X-Chains, XY-Chains, remote pairs, Turbot fish, nice loops and
//! AICs, grouped nice loops, forcing chains and nets), each on a state where it is the next
//! step HoDoKu takes, with its exact step and sentence; and near misses: the step once
//! applied does not come back; a grouped loop's state has no plain nice loop and a forcing
//! net's state no forcing chain (each comes only where the simpler search finds nothing); a
//! discontinuous loop whose two strong links meet in its start cell removes every other
//! candidate of that cell; and the singles after a loop that removes two digits come in
//! HoDoKu's order (its chains remove their candidates digit by digit). The states are pencil
//! marks met on HoDoKu's paths of random minimal puzzles and of the top1465 sample, as
//! 729-character lines; from bare marks HoDoKu's explainer rebuilds its singles queues, which
//! hold no single on any of them.

use core::ops::ControlFlow;

use shudu::{Cell, ChainNode, Digit, Explainer, Grid, Marks, Step, StepKind, Technique};

/// What a case shows besides the step itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Note {
    Plain,
    /// A grouped nice loop: the plain nice loop search finds nothing here.
    Grouped,
    /// A forcing net: the forcing chain search finds nothing here.
    Net,
}

/// (technique, the step's kind, note, pencil marks before the step, the step's sentence)
const CASES: &[(Technique, Option<StepKind>, Note, &str, &str)] = &[
    (
        Technique::XChain,
        None,
        Note::Plain,
        ".2..........4...89...4...891....6.....3......1.....7.......67.....4...89....5....1.............6.......5............9.2....78....4......2....7....3.......2....78...3.........4...89......7...2.....8..2...6.8.....5....12.4.6......4...891....6.8.......7....3......12...6...1....6...........9.2.....8.1......8.....5.......4........4......2......912......9....5.....2.....8...3......1.....78......6...1.....7.........8.....5....1....6......4..........67..1.....7..........9.2.........3..........5..........7....3....8..2.....8....4.............9.23..6...1.........2...6...........9.2.4...8..2.4...8...3......1.............6.......5..........7...2.....8......6...1.........23....8.......7......5.....2.....8..234........4...8.........9",
        "X-Chain on 8: if r4c6 is not 8, then r9c6 is 8 (the other place of 8 in column 6), then r9c8 is not 8, then r8c9 is 8 (the other place of 8 in box 9), then r2c9 is not 8, then r2c5 is 8 (the other place of 8 in row 2), then r5c5 is not 8, then r4c6 is 8 (the other place of 8 in box 5); so r4c6 is 8 either way, and no cell that sees it can be: remove 8 from r4c7, r5c5 and r9c6",
    ),
    (
        Technique::XYChain,
        None,
        Note::Plain,
        "........9...4.......3.......2...........5..8.....5..8.1.............6.........7...2..5.78..2.....8.....5.78.1.3......1.....7.......6....23..............9...4..........6...1.........2....7....3.....9...4...........7.9.23..........5...........8...3............7.......6.89....5.........6.8........89...4.....1.........2.......1.........2.....89.....6.89...4......2...678..2....789.....6..9..3..........5.......4.........5.....2...6..91.......912.........3............7.........8......6..9.2..5.78...3..........5.789.....67...2..5....1.............6.89...4..........6..9.2....7.......6...1...............8.........9...4.........5.....2....7....3..........5..8..2.....89...4..........67....3.......2..5.........6.89.2....7..1........",
        "XY-Chain on 8: if r1c5 is not 8, then r1c5 is 5 (its other candidate), then r7c5 is not 5, then r7c5 is 2 (its other candidate), then r6c5 is not 2, then r6c5 is 1 (its other candidate), then r6c4 is not 1, then r6c4 is 9 (its other candidate), then r4c6 is not 9, then r4c6 is 8 (its other candidate); so r1c5 or r4c6 is 8, and no cell that sees both can be: remove 8 from r1c6, r4c5 and r5c5",
    ),
    (
        Technique::RemotePair,
        None,
        Note::Plain,
        "...4.......3.56.......56.8...3..6.......5..8.........9.2....7..1.........2....7......5..8.........9.2.......1............5..8.......7.....4.......3...........6.....3..6.........7..1.........2.4.......3..6....2.4............8.........9....5............9..34.6......4.678.....5.....2.......1..........3...7.....4.678...34..78...3.56....2..........456.....3..6.........7.........8.........9...456...1..........3.5678.1............5678.........9...4.......3..6....23.5.7...2..5678..23...78..2..............8...3.........4..7..1....6......4.6...1...5.7.....45.7..........9.....67.....4.6...........9.......8.1.3..........5....123...7...2.4..7...234..7..1...........45.......45.7...2.4..7..........9.234..........6......4..78...34..78.",
        "Remote Pair on 3 and 6: r3c1, r3c5, r1c4 and r5c4 hold only 3 and 6, each seeing the next, so the two digits alternate along them; two of them an odd number of links apart hold both digits between them, so a cell that sees two such holds neither: remove 3 and 6 from r5c1",
    ),
    (
        Technique::TurbotFish,
        None,
        Note::Plain,
        "....5.....2...6...1....6.8....4......23....8.......7..........912........23.......2.4....9.2....789..3...........6.8..2..5..8.1.........2.4.67...2.45.7......5.7...2.4......2....7..1.....7....3..6....23.5............91.34.67..12.45.7.........8........8.1................9..3...7....34..7...234.........5.....2....7.......6....23.......23...7.....4.........5.........67...2...6...1......8.1......8.........9.2...6.......5.........67..........91...............8..2....7....3.........4.....1..........3....89.2.........3...78...34..789..345......34..78......6.......5.7........7.....4.........5....1..........3..6.89..3..6....23....8..2.....89.23........3..6..9..3..6.89.....6.8..2.........34..789..345......34..78....45.7891........",
        "Turbot Fish on 7: in column 3, 7 can only go in r3c3 and r6c3, and in box 6, 7 only in r4c8 and r6c7; r6c3 and r6c7 share a row, so at most one of them is 7, and one of r3c3 and r4c8 is: no cell that sees both can be 7: remove 7 from r3c8",
    ),
    (
        Technique::NiceLoop,
        Some(StepKind::ContinuousLoop),
        Note::Plain,
        "1.34.....1..45..8..234...8.123.5........5...9.23.....91...5.78......6......4..7..1.3.....9......7...23....8.123.5.........6......4.....1...5..89.2..5...9.2......9.....6...1..45...9.2.4.....12..5..........7.........8.1...5...9.2.45...9..3......1.34..7..1..4...8...34..78....45........5..8..23..6........67.9.23...7.9.2...67.9..3...7...2.4.............9.234..7..1.........23..6........67.........8.....5........5.....2.....8......6.....3...7.........89.23.....9...4......23...7..1...........4..7.9...4....9...4..7.......6.....3..........5.....2.......1...............8........8...3......1...5............9.2.......1.....7......567.....45.7.....4.67...2............6...1...5...........8....4.....1.....7....3..........5.7.9......7.9",
        "Continuous Nice Loop: if r8c9 is not 4, then r1c9 is 4 (the other place of 4 in column 9), then r1c9 is not 7, then r1c7 is 7 (the other place of 7 in row 1), then r5c7 is not 7, then r5c7 is 6 (its other candidate), then r8c7 is not 6, then r8c9 is 6 (the other place of 6 in row 8); so r8c9 is 4 or 6, and the chain is a loop that holds either way round: every weak link has one true end, so no candidate that sees both ends of a weak link can be true, and a cell where a weak link joins two of its digits holds one of those two and nothing else: remove 6 from r4c7, and 7 from r4c7 and r8c9",
    ),
    (
        Technique::NiceLoop,
        Some(StepKind::DiscontinuousLoop),
        Note::Plain,
        "...4.........5.....2....7..1..........3.......2.....8......6.........78.........9123.....9..3.....91.3...7.9....5.........6......4...89.234...........78..23.......23.....9.......8......6.........7...2.4........4....91...........45.....23.5......3.56..9......7....3.5...9..34.6......4...8.1..........3.5...9.2.........3.5..8........8.1.........23.....9.23............7......5......3.....9.....6......4......23.56......4.......3.5............9.2.....8...3..6.....3.5.7..1..........3.5.78.......7....3..6..9..3.5..89.234.6.8.1.........23..6....2.45.......45.....2..56...1.3........3..6......4......23..6.......5.....23..67.........8.........912...67..1...5.....2.......1...5..8....4.6.8.........9...4.67.....45.7....3......1...567..",
        "Discontinuous Nice Loop: if r4c1 is not 6, then r4c4 is 6 (the other place of 6 in row 4), then r4c4 is not 4, then r4c5 is 4 (the other place of 4 in row 4), then r4c5 is not 8, then r6c5 is 8 (the other place of 8 in column 5), then r6c5 is not 2, then r6c1 is 2 (the other place of 2 in row 6), then r6c1 is not 6, then r4c1 is 6 (the other place of 6 in column 1); so r4c1 is 6 either way, and no cell that sees it can be: remove 3, 5 and 9 from r4c1",
    ),
    (
        Technique::NiceLoop,
        Some(StepKind::DiscontinuousLoop),
        Note::Plain,
        ".2.4......2..5.........6...1...............8.......7..........9..3.........45....1..4.....1...5.7..1.....7....3.......2...............9.......8....45.........6.....3....8...3....8.........9.....6.......5.......4.....12....7..1.....7..12...........5.....2.4.6..........8.........9..3......1.........2...6......4.6.........7........7..12.4.....123..........5..8......6.......5..8.123..............91234.............91.3..6...1.3.........4...........7...2.......1.3.56...1...56..........8..23....8.........9.23...7...2..5.78.1............56.8....4.........5678...3.5.........6....2....78....4......2..5.78.........9..3......1...5.7..1...5.78.1...5....1.3....8.1.3...78.....5..........78....4..........6.8...3..67...2...............9",
        "Discontinuous Nice Loop: if r5c2 is 1, then r9c2 is not 1, then r9c1 is 1 (the other place of 1 in row 9), then r2c1 is not 1, then r2c1 is 4 (its other candidate), then r2c8 is not 4, then r4c8 is 4 (the other place of 4 in column 8), then r4c2 is not 4, then r5c2 is 4 (the other place of 4 in column 2), which cannot be with r5c2 = 1: a contradiction, so r5c2 is not 1: remove 1 from r5c2",
    ),
    (
        Technique::NiceLoop,
        Some(StepKind::Aic),
        Note::Plain,
        ".....6..9.2............6..9..34.......34.........5....1..............7.........8.......7..1..........3...........6..........8.........9.2..........4.........5........5...........8....4...........7...2.......1.............6...........9..3......1..4.6.8...3456...1....6.8.........9......7...2.4...8...3....8..23.5....1....6....2..........45...9.......891.3......1.3..6......4...8.......7......5..8.1....6...1....6.8...3...7..1....678.....5....1....6....2.....8.........9.23....8....4.......3.........4..7..1.....78.1..4...8.........9.....6.......5....1......8..2.......1....6.89.....6..9.2.......1......8.....5......3.........4.....1....6.8.......7..1..4.6.8....4.6.......5.....2.......1..4...........7....3....8.1.3..6.8.........9",
        "AIC: if r4c7 is not 3, then r4c7 is 8 (its other candidate), then r5c8 is not 8, then r5c8 is 5 (its other candidate), then r5c2 is not 5, then r4c2 is 5 (the other place of 5 in column 2), then r4c2 is not 3, then r6c2 is 3 (the other place of 3 in column 2); so r4c7 or r6c2 is 3, and no cell that sees both can be: remove 3 from r4c2 and r6c8",
    ),
    (
        Technique::GroupedNiceLoop,
        Some(StepKind::Aic),
        Note::Grouped,
        "..3..6.8..23..6....2.....8.........91...56......4.....1.3....8.....56.8.......7....3..6.8.1................9.2..56.8..2..56.........7.....4.........56.8...3..6.8....4..7......5.......4..7..1....6.8.1....6.....3......1......89.2............6.89...4....9.2.4.......3.......2.4.6..........8......6..9....5..........7..1............5.7.....4..7.9.....6.....34.......3.5.7.91.........2..............89..34...891...5.7.........8.12.4..7...2.45.....23.5.7.9.2......9..3.....9...4.6..9..34.6..9..3...789..3...7.9....5.....23.........4......2.....89.....6...1.........2.....89.2..........4.6..91..4...8.1....6...1....6..9.....6.89......7....3..........5....1.3..6.89..3..6..91......8.......7..123..6..9....5...........89...4...89.2.4...89",
        "Grouped AIC: if r6c9 is not 6, then r6c8 is 6 (the other place of 6 in row 6), then r6c8 is not 4, then r9c8 is 4 (the other place of 4 in column 8), then r9c8 is not 9, then r5c8 or r6c8 is 9 (the only places of 9 left in column 8), then r6c7 is not 9, then r6c7 is 3 (its other candidate), then r1c7 is not 3, then r2c9 is 3 (the other place of 3 in box 3); so r6c9 is 6 or r2c9 is 3, and as the two see each other, neither can hold the other's digit: remove 3 from r6c9 and 6 from r2c9",
    ),
    (
        Technique::GroupedNiceLoop,
        Some(StepKind::ContinuousLoop),
        Note::Grouped,
        ".....67.9...4.........5...91............56..9.......8..2...........567.9..3..........56..9.2.........3.5...9....56..9......7....34............8.1...........456..........8...3.567..1............56..9..34......2...........56..9....567.9...45.7...2.........3.5..89..3.5..89...4..........6.8......67.91..........3.5.789....5.7.....4.......3....89......7...2.......1............5......3..6..9..3..6.89.....6.8.1............5..89.....6.....3.............89......7.9...4.........5.789.2.........3..........56.89...4...........7......56..91............56....2...........56.8.....56...1.........2...........5..8...34.......34.6.........7....3.56.8.........9....567.9....56789....5..8.....56.89.2.........3..6..9..3.56......4.....1........",
        "Grouped Continuous Nice Loop: if r7c5 is not 5, then r1c5 is 5 (the other place of 5 in column 5), then r1c3 is not 5, then r1c3 is 9 (its other candidate), then r4c3 is not 9, then r4c2, r5c2 or r6c2 is 9 (the only places of 9 left in box 4), then r7c2 is not 9, then r7c5 is 9 (the other place of 9 in row 7); so r7c5 is 5 or 9, and the chain is a loop that holds either way round: every weak link has one true end, so no candidate that sees both ends of a weak link can be true, and a cell where a weak link joins two of its digits holds one of those two and nothing else: remove 5 from r1c8, 6 from r7c5, and 9 from r2c3 and r9c2",
    ),
    (
        Technique::HodokuForcingChain,
        Some(StepKind::Contradiction),
        Note::Plain,
        "1....6..9123.......2......9...4............8.......7..1.3.5...91...56...1...5...91..4.6.8.....5......3..6...........9.2.......1.3..6...1.34..7..1..4.678.1..4..78.1..4.6.891.34...8.......7....3.5......3.56...1.3..6....2.......1..4.6.8.1......89.2.........3...78.1..........3..6.8...3..67.....4.........5.7..........9....5.78.....5..........78....4.....12.....8.......7.9.2.....89.....6...1.....78...3...........678.........9..3..6...1.3....8...3...7......5....1..4..7..1..4..78..2.........3......1.....7......5.........6.8....4..........6.891.....7.9.2.......1....67.91..4....912.4............8.......7......56..9.2...6..91..45...9..3......1...56..9...4..7.9.....6....2......9.23.5....1.........23.....9.......8....45.7.....45.7..",
        "Forcing Chain: if r1c8 is 1, then r1c2 is not 1; also r5c8 is not 1 (as r1c8 is 1), then r5c4 is 1 (the other place of 1 in row 5), then r5c4 is not 2, then r5c6 is 2 (the other place of 2 in row 5), then r8c6 is not 2, then r8c2 is 2 (the other place of 2 in row 8), then r1c2 is not 2; also r1c8 is not 6 (as r1c8 is 1), then r1c1 is 6 (the other place of 6 in row 1), then r2c3 is not 6, then r2c3 is 3 (its other candidate), then r1c2 is not 3: r1c2 has no candidate left, a contradiction, so remove 1 from r1c8",
    ),
    (
        Technique::HodokuForcingChain,
        Some(StepKind::House),
        Note::Plain,
        "1.34.....1..45..8..2345..8.123.5........5...9.23.....91...5.78......6......4..7..1.3..6..9......7...23....8.123.56...1...56......4.....1...5..89.2..5...9.2......91....6..91..456..9.2.45....12..56.........7.........8.1...5...9.2.45...9..3......1.34..7..1..4...8.1.34..78.1..45....1...5..8..23..6..9.....67.9.23...7.9.2...67.9..3...7..12.4.............91234.67..1....6....23..6........67.........8.....5........5.....2.....8......6.....3...7.........89.23...7.9...4......23...7.91...........4.67.9...4.6..9...4..7.......67....3..........5.....2.......1...............8........8...3......1...5.7..........9.2.......1....67......567.....45.7.....4.67...2.......1...56...1...5.7.........8....4.....1....67....3..........5.7.9.....67.9",
        "Forcing Chain: in row 4, 2 is in r4c6, r4c8 or r4c9; if r4c6 is 2, then r4c6 is not 9; if r4c8 is 2, then r4c8 is not 3, then r6c8 is 3 (the other place of 3 in column 8), then r6c8 is not 9, then r4c7, r4c8 or r4c9 is 9 (the only places of 9 left in box 6), then r4c6 is not 9; if r4c9 is 2, then r2c9 is not 2, then r2c9 is 9 (its other candidate), then neither r2c7 nor r3c7 is 9, then r4c7 is 9 (the last place of 9 left in column 7), then r4c6 is not 9: either way, remove 9 from r4c6",
    ),
    (
        Technique::ForcingNet,
        Some(StepKind::Contradiction),
        Note::Net,
        "..3.5..........7.........8.........9.....6.....3.5....1...........4......2.........3.5...91...........4.......3.5.78...3...78..2...........5...9....5..89.....6........6..9.2...........56..91...5..8....4.....1...5..8...3............7......5..89.......8....4.....12..5...912..5.7...2..5.7.9.....6.......5...91...5...9..3............7....3......1...5...9...4.........5..891...5..89.....6....2.......1...5..891...5...9.....6...12..5...9123.5..8..23.5..891.3.5..89...4.....1...5..89......7...2...............9......7....3.56...1..........345...........8.....56......45.......4.........5....1....6....2...6.8..2.....89......789.2....7....3......1.......91....6..........8...3.......2..56....2..5...9...4..7.9.2....7..1...56..91..45...9",
        "Forcing Net: if r4c3 is 9, then r4c7 is not 9, then r2c7 is 9 (the other place of 9 in column 7); also r3c9 is not 9, then r3c1 is 9 (a single on the marks the net has reduced), then r3c1 is not 6, then r9c1 is 6 (the other place of 6 in column 1), then r9c1 is not 1, then r9c9 is 1 (a single on the marks the net has reduced), then r8c9 is not 1, then r8c3 is 1 (the other place of 1 in row 8), then r5c3 is not 1, then r5c6 is 1 (a single on the marks the net has reduced), then r5c6 is not 9, then r6c6 is 9 (a single on the marks the net has reduced), then r6c8 is not 9, then r2c8 is 9 (a single on the marks the net has reduced), then r2c7 is not 9, then r2c7 is 5 (its other candidate): r2c7 would be both 5 and 9, a contradiction, so remove 9 from r4c3",
    ),
    (
        Technique::ForcingNet,
        Some(StepKind::Cell),
        Note::Net,
        "..3.5..........7.........8.........9.....6.....3.5....1...........4......2.........3.5...91...........4.......3.5.78...3...78..2...........5...9....5..89.....6........6..9.2...........56..91...5..8....4.....1...5..8...3............7......5..89.......8....4.....12..5....12..5.7...2..5.7.9.....6.......5...91...5...9..3............7....3......1...5...9...4.........5..891...5..89.....6....2.......1...5..891...5...9.....6...12..5...9123.5..8..23.5..891.3.5..89...4.....1...5..89......7...2...............9......7....3.56...1..........345...........8.....56......45.......4.........5....1....6....2...6.8..2.....89......789.2....7....3......1.......91....6..........8...3.......2..56....2..5...9...4..7.9.2....7..1...56..91..45...9",
        "Forcing Net: r5c9 is 1, 5, 8 or 9; if r5c9 is 1, then r8c9 is not 1, then r8c3 is 1 (the other place of 1 in row 8), then r4c3 is not 1, then r4c4 is 1 (a single on the marks the net has reduced), then r4c4 is not 7, then r4c5 is 7 (the other place of 7 in row 4), then r2c5 is not 7, then r2c4 is 7 (the other place of 7 in row 2), then r2c4 is not 8, then r2c5 is 8 (a single on the marks the net has reduced), then r5c5 is not 8; if r5c9 is 5, then r7c9 is not 5, then r7c9 is 4 (its other candidate), then r9c9 is not 4, then r9c6 is 4 (the other place of 4 in row 9), then r9c6 is not 7, then r9c7 is 7 (the other place of 7 in row 9), then r8c7 is not 7, then r8c6 is 7 (the other place of 7 in row 8), then r8c6 is not 8, then r5c6 is 8 (a single on the marks the net has reduced), then r5c5 is not 8; if r5c9 is 8, then r5c5 is not 8; if r5c9 is 9, then r4c8 is not 9, then r4c5 is 9 (a single on the marks the net has reduced), then r8c5 is not 9, then r8c6 is 9 (a single on the marks the net has reduced), then r8c6 is not 8, then r5c6 is 8 (a single on the marks the net has reduced), then r5c5 is not 8: either way, remove 8 from r5c5",
    ),
];

fn next(line: &str) -> (Marks, Step) {
    let marks: Marks = line.parse().unwrap();
    let step = Explainer::hodoku().next_step(&marks).unwrap();
    (marks, step)
}

/// Whether HoDoKu's explainer lists a step of `technique` on `marks`.
fn finds(marks: &Marks, technique: Technique) -> bool {
    let mut found = false;
    Explainer::hodoku().for_each_step(marks, |step| {
        found = step.technique() == technique;
        if found {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
}

#[test]
fn each_case_is_hodokus_next_step_with_its_sentence() {
    for &(technique, kind, _, line, sentence) in CASES {
        let (marks, step) = next(line);
        assert_eq!(step.technique(), technique, "{line}");
        assert_eq!(step.kind(), kind, "{sentence}");
        assert_eq!(step.to_string(), sentence);
        assert!(step.technique().hodoku().is_some());
        for (cell, digit) in step.eliminations().chain(step.placements()) {
            assert!(marks.has(cell, digit), "{sentence}");
        }
        assert!(
            step.placements().next().is_some() || !step.elimination_set().is_empty(),
            "{sentence}"
        );
    }
}

#[test]
fn a_step_once_applied_does_not_come_back() {
    for &(_, _, _, line, _) in CASES {
        let (mut marks, step) = next(line);
        step.apply(&mut marks);
        Explainer::hodoku().for_each_step(&marks, |again| {
            assert_ne!(again, step, "{line}");
            ControlFlow::Continue(())
        });
    }
}

#[test]
fn grouped_loops_and_nets_come_where_the_simpler_search_finds_nothing() {
    let mut checked = 0;
    for &(technique, _, note, line, sentence) in CASES {
        let simpler = match note {
            Note::Plain => continue,
            Note::Grouped => Technique::NiceLoop,
            Note::Net => Technique::HodokuForcingChain,
        };
        let (marks, step) = next(line);
        assert_eq!(step.technique(), technique);
        assert!(!finds(&marks, simpler), "{sentence}");
        checked += 1;
    }
    assert_eq!(checked, 4);
}

#[test]
fn a_loop_whose_strong_links_meet_in_its_start_cell_keeps_only_their_digit() {
    let mut checked = 0;
    for &(_, kind, _, line, sentence) in CASES {
        if kind != Some(StepKind::DiscontinuousLoop) {
            continue;
        }
        let (marks, step) = next(line);
        let nodes: Vec<ChainNode> = step.chain().nodes().iter().collect();
        let (Some(&first), Some(&last)) = (nodes.first(), nodes.last()) else {
            panic!("{sentence}: no chain");
        };
        assert_eq!(first.cell, last.cell, "{sentence}");
        let cell = first.cell;
        if first.on || !last.on || first.digit != last.digit {
            continue; // not two strong links on one digit
        }
        let removed: Vec<(Cell, Digit)> = step.eliminations().collect();
        let others: Vec<(Cell, Digit)> = marks
            .candidates(cell)
            .iter()
            .filter(|&d| d != first.digit)
            .map(|d| (cell, d))
            .collect();
        assert_eq!(removed, others, "{sentence}");
        assert!(others.len() >= 2, "{sentence}");
        checked += 1;
    }
    assert_eq!(checked, 1);
}

#[test]
fn the_singles_after_a_loop_removing_two_digits_come_in_hodokus_order() {
    // HoDoKu's path of this dev-set puzzle: an AIC removes 9 from r5c7 and 3 from r5c9,
    // digit by digit (3 first), so r5c9's naked single is queued before r5c7's and HoDoKu
    // places 9 in r5c9 next. Removed cell by cell, r5c7 would come first.
    let grid: Grid =
        "...6...2.75..8..9...8.91...3..8....2...76..5.5...2.7.1..9.5...........3..8.1....5"
            .parse()
            .unwrap();
    let mut steps = Vec::new();
    Explainer::hodoku()
        .grade_walk(&grid, |step| steps.push(*step))
        .unwrap();
    let r5 = |c: usize| Cell::from_row_col(4, c).unwrap();
    let loop_at = steps
        .iter()
        .position(|step| {
            step.technique() == Technique::NiceLoop
                && step.eliminations().collect::<Vec<_>>()
                    == [
                        (r5(6), Digit::new(9).unwrap()),
                        (r5(8), Digit::new(3).unwrap()),
                    ]
        })
        .expect("the AIC is on the path");
    let after = steps[loop_at + 1];
    assert_eq!(after.technique(), Technique::NakedSingle);
    assert_eq!(
        after.placements().collect::<Vec<_>>(),
        [(r5(8), Digit::new(9).unwrap())]
    );
}
