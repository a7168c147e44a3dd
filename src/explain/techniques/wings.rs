//! Wings. XY-Wing: a pivot cell {x,y} and two pincers it sees, {x,z} and {y,z}; whichever
//! the pivot holds, one pincer holds z, so z leaves every cell that sees both pincers.
//! XYZ-Wing: pivot {x,y,z}, and the cell must see the pivot too. HoDoKu's W-Wing: two cells
//! {x,y} joined by a conjugate pair on y (one end seeing each cell): one of the cells holds
//! x. HoDoKu's XY- and XYZ-Wings find the same patterns as SE's in another order.

use core::fmt;
use core::ops::ControlFlow;

use crate::candidates::nine_bit_count;
use crate::explain::engine::houses::se_peers;
use crate::explain::search::{Context, Search, Sink};
use crate::explain::sentence::{Noted, Words, ask_for, name};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Digits};
use crate::explain::{Level, Step};
use crate::{Candidates, Cell, CellSet, House, MarkSet, Marks};

pub(crate) const XY_WING: Facts = Facts {
    technique: Technique::XYWing,
    name: "XY-Wing",
    hodoku_name: "XY-Wing",
    hodoku_key: Some("XY_WING"),
    hint: |step, f| pivot_hint(step, f, "an XY-Wing"),
    se_tenths: 42,
    hodoku: Some((Level::Hard, 160)),
    forms: &[],
    sentence: pivot_sentence,
};

pub(crate) const XYZ_WING: Facts = Facts {
    technique: Technique::XYZWing,
    name: "XYZ-Wing",
    hodoku_name: "XYZ-Wing",
    hodoku_key: Some("XYZ_WING"),
    hint: |step, f| pivot_hint(step, f, "an XYZ-Wing"),
    se_tenths: 44,
    hodoku: Some((Level::Hard, 180)),
    forms: &[],
    sentence: pivot_sentence,
};

pub(crate) const W_WING: Facts = Facts {
    technique: Technique::WWing,
    name: "W-Wing",
    hodoku_name: "W-Wing",
    hodoku_key: Some("W_WING"),
    hint: |step, f| {
        ask_for(step, f, "a W-Wing")?;
        write!(f, " on {}", Digits(step.digits()))
    },
    se_tenths: 70,
    hodoku: Some((Level::Hard, 150)),
    forms: &[],
    sentence: w_wing_sentence,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[XY_WING, XYZ_WING, W_WING];

pub(crate) const XY_WINGS: Search = Search {
    find: |cx, sink| xy_wings(cx.marks, sink),
    finds: &[Technique::XYWing],
};

pub(crate) const XYZ_WINGS: Search = Search {
    find: |cx, sink| xyz_wings(cx.marks, sink),
    finds: &[Technique::XYZWing],
};

/// HoDoKu's XY-Wings, in its order (see [`hodoku_wings`]).
pub(crate) const HODOKU_XY_WINGS: Search = Search {
    find: |cx, sink| remembering_wings(cx, false, sink),
    finds: &[Technique::XYWing],
};

/// HoDoKu's XYZ-Wings, in its order (see [`hodoku_wings`]).
pub(crate) const HODOKU_XYZ_WINGS: Search = Search {
    find: |cx, sink| remembering_wings(cx, true, sink),
    finds: &[Technique::XYZWing],
};

/// [`hodoku_wings`], unless the memo says it gave nothing on the same cells: a wing is made
/// of two-candidate cells (and a three-candidate pivot for XYZ) and removes a digit from
/// cells, which along a path only lose candidates, so while those cells hold the same it
/// removes nothing again. Remembers them (see `Context::barren_pairs`) when it gives nothing.
fn remembering_wings(cx: &mut Context<'_>, xyz: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let marks = cx.marks;
    let key = if xyz {
        Technique::XYZWing
    } else {
        Technique::XYWing
    };
    let Some(barren) = cx.barren_pairs(key) else {
        return hodoku_wings(marks, xyz, sink);
    };
    let mut cells = [0u16; 81];
    for cell in marks.empty_cells() {
        let here = marks.candidates(cell);
        if here.len() == 2 || (xyz && here.len() == 3) {
            cells[cell.index()] = here.bits();
        }
    }
    if *barren == cells {
        return ControlFlow::Continue(());
    }
    let mut gave = false;
    let flow = hodoku_wings(marks, xyz, &mut |step| {
        gave = true;
        sink(step)
    });
    if !gave {
        *barren = cells;
    }
    flow
}

pub(crate) const W_WINGS: Search = Search {
    find: |cx, sink| w_wings(cx.marks, sink),
    finds: &[Technique::WWing],
};

fn pivot_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let pivot = step.focus().ok_or(fmt::Error)?;
    let pincers = step.cells() - CellSet::single(pivot);
    let z = step.elimination_set().digits();
    write!(
        f,
        "{}: the pivot {} sees the pincers {}; ",
        name(step),
        Noted(step, CellSet::single(pivot)),
        Noted(step, pincers)
    )?;
    if step.technique() == Technique::XYZWing {
        write!(
            f,
            "whichever digit the pivot holds, it or a pincer holds {}, so no cell that sees \
             all three can: ",
            Digits(z)
        )?;
    } else {
        write!(
            f,
            "whichever of {} the pivot holds, a pincer holds {}, so no cell that sees both \
             pincers can: ",
            Digits(step.seen(pivot)),
            Digits(z)
        )?;
    }
    step.write_removals(f)
}

fn w_wing_sentence(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Words { houses, digits, .. } = step.words();
    let ends = step.group(0);
    let link = step.group(1);
    let y = step.elimination_set().digits();
    let x = step.digits() & !y;
    write!(
        f,
        "{}: {} both hold only {digits}; in {houses}, {} can only go in ",
        name(step),
        Cells(ends),
        Digits(x)
    )?;
    let mut first = true;
    for near in link {
        let far = ends.iter().find(|end| end.is_peer_of(near));
        f.write_str(if first { "" } else { " and " })?;
        first = false;
        match far {
            Some(end) => write!(f, "{near}, which sees {end},")?,
            None => write!(f, "{near}")?,
        }
    }
    write!(
        f,
        " so if neither held {y}, both would hold {x} and {houses} would have no place for \
         {x}: one of them holds {y}, and no cell that sees both can: ",
        y = Digits(y),
        x = Digits(x)
    )?;
    step.write_removals(f)
}

/// "Look for an XY-Wing with its pivot in box 2"
fn pivot_hint(step: &Step, f: &mut fmt::Formatter<'_>, what: &str) -> fmt::Result {
    ask_for(step, f, what)?;
    if let Some(pivot) = step.focus() {
        let [_, _, boxed] = pivot.houses();
        write!(f, " with its pivot in {boxed}")?;
    }
    Ok(())
}

fn xy_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    wings(marks, false, sink)
}

fn xyz_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    wings(marks, true, sink)
}

fn wings(marks: &Marks, xyz: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in Cell::ALL {
        let xy = marks.candidates(pivot);
        if xy.len() != pivot_size {
            continue;
        }
        // The two-candidate peers, in SE's order: both pincers are among them.
        let mut pairs = [(pivot, Candidates::EMPTY); 20];
        let mut n = 0;
        for &cell in se_peers(pivot) {
            let here = marks.candidates(cell);
            if here.len() == 2 && n < pairs.len() {
                pairs[n] = (cell, here);
                n += 1;
            }
        }
        for &(xz_cell, xz) in &pairs[..n] {
            if (xy & !xz).len() != 1 {
                continue;
            }
            for &(yz_cell, yz) in &pairs[..n] {
                let union = xy | xz | yz;
                let common = xy & xz & yz;
                let fits = union.len() == 3 && common.len() == if xyz { 1 } else { 0 };
                if !fits {
                    continue;
                }
                let Some(z) = (xz & yz).first() else { continue };
                let mut seen = CellSet::peers_of(xz_cell) & CellSet::peers_of(yz_cell);
                if xyz {
                    seen &= CellSet::peers_of(pivot);
                }
                let pattern =
                    CellSet::single(pivot) | CellSet::single(xz_cell) | CellSet::single(yz_cell);
                let removed = (seen - pattern) & marks.cells_with(z);
                if removed.is_empty() {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert_cells(removed, z);
                let facts = if xyz { &XYZ_WING } else { &XY_WING };
                sink(
                    &Step::new(facts)
                        .with_cells(pattern)
                        .with_focus(pivot)
                        .with_digits(union)
                        .with_eliminations(eliminations),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's XY- and XYZ-Wings, in its order. XY: every three bivalue cells, in increasing
/// order, with three digits between them and no two alike, each taken as the pivot in turn
/// (the first, the second, the third). XYZ: every cell with three candidates as the pivot, in
/// order, with every two bivalue cells after it in order. The pincers share one digit, which
/// leaves the cells that see both (and, for XYZ, the pivot).
fn hodoku_wings(marks: &Marks, xyz: bool, sink: Sink<'_>) -> ControlFlow<()> {
    // The cells with `n` candidates, in order, and their candidates as masks.
    let with = |n| {
        let mut cells = [Cell::ALL[0]; 81];
        let mut cands = [0u16; 81];
        let mut len = 0;
        for cell in marks.empty_cells() {
            let here = marks.candidates(cell).bits();
            if nine_bit_count(here) == n {
                cells[len] = cell;
                cands[len] = here;
                len += 1;
            }
        }
        (cells, cands, len)
    };
    let bivalue = with(2);
    let pivots = if xyz { with(3) } else { bivalue };
    let (b_cells, b_cands) = (&bivalue.0[..bivalue.2], &bivalue.1[..bivalue.2]);
    for (&first, &c0) in pivots.0[..pivots.2].iter().zip(&pivots.1[..pivots.2]) {
        for (j, (&second, &c1)) in b_cells.iter().zip(b_cands).enumerate() {
            if (!xyz && second <= first) || nine_bit_count(c0 | c1) != 3 {
                continue;
            }
            for (&third, &c2) in b_cells[j + 1..].iter().zip(&b_cands[j + 1..]) {
                if nine_bit_count(c0 | c1 | c2) != 3 || c0 == c1 || c1 == c2 || c2 == c0 {
                    continue;
                }
                let cands = [c0, c1, c2].map(Candidates::from_bits_truncate);
                let tries: &[[Cell; 3]] = if xyz {
                    &[[first, second, third]]
                } else {
                    &[
                        [first, second, third],
                        [second, first, third],
                        [third, second, first],
                    ]
                };
                for &[pivot, p1, p2] in tries {
                    if !pivot.is_peer_of(p1) || !pivot.is_peer_of(p2) {
                        continue;
                    }
                    let Some(z) = (marks.candidates(p1) & marks.candidates(p2)).single() else {
                        continue;
                    };
                    let mut seen = CellSet::peers_of(p1) & CellSet::peers_of(p2);
                    if xyz {
                        seen &= CellSet::peers_of(pivot);
                    }
                    let removed = seen & marks.cells_with(z);
                    if removed.is_empty() {
                        continue;
                    }
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, z);
                    let facts = if xyz { &XYZ_WING } else { &XY_WING };
                    let pattern =
                        CellSet::single(pivot) | CellSet::single(p1) | CellSet::single(p2);
                    sink(
                        &Step::new(facts)
                            .with_cells(pattern)
                            .with_focus(pivot)
                            .with_digits(cands[0] | cands[1] | cands[2])
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's W-Wing: two cells with the same two candidates {x, y}, in increasing order, and a
/// house (rows, columns, boxes) where y has two places, one seeing each cell: one of the
/// cells holds x, which leaves every cell seeing both. For each pair of cells the smaller
/// digit is tried as x first.
fn w_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let bivalue: CellSet = marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.candidates(cell).len() == 2)
        .collect();
    for c1 in bivalue {
        let pair = marks.candidates(c1);
        for c2 in bivalue.iter().filter(|&c2| c2 > c1) {
            if marks.candidates(c2) != pair {
                continue;
            }
            let ends = CellSet::single(c1) | CellSet::single(c2);
            for x in pair {
                let Some(y) = pair.without(x).single() else {
                    continue;
                };
                let removed = ends.common_peers() & marks.cells_with(x);
                if removed.is_empty() {
                    continue;
                }
                for house in House::ALL {
                    let places = marks.cells_with(y) & CellSet::house(house);
                    if !places.is_pair() {
                        continue;
                    }
                    // Each place, outside the two cells, sees the first cell, or else the
                    // second.
                    let (mut sees1, mut sees2) = (None, None);
                    for p in places - ends {
                        if p.is_peer_of(c1) {
                            sees1 = Some(p);
                        } else if p.is_peer_of(c2) {
                            sees2 = Some(p);
                        }
                    }
                    let (Some(p), Some(q)) = (sees1, sees2) else {
                        continue;
                    };
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, x);
                    sink(
                        &Step::new(&W_WING)
                            .with_house(house)
                            .with_group(0, ends)
                            .with_group(1, CellSet::single(p) | CellSet::single(q))
                            .with_cells(ends | CellSet::single(p) | CellSet::single(q))
                            .with_digits(pair)
                            .with_eliminations(eliminations),
                    )?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
