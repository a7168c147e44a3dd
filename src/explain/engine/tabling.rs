//! HoDoKu's tables ("Trebor's tables"), on which its nice loops, grouped nice loops, AICs,
//! forcing chains and forcing nets stand.
//!
//! A *node* is a candidate taken as true ("on") or false ("off"), or a *group node*: the two
//! or three places of a digit where a row or column crosses a box, taken together as holding
//! the digit or not. For every candidate there are two tables, one from the candidate on and
//! one from it off; a table lists what follows, in the order HoDoKu 2.2 finds it, each entry
//! with the entry it follows from:
//!
//! - the *direct* implications of a node, in HoDoKu's order: a true candidate makes false
//!   the other candidates of its cell (digits in increasing order), then its digit in the
//!   other cells of its row, its column and its box (cells in increasing order, each cell
//!   once); a false candidate makes true the other candidate of a two-candidate cell, then
//!   the other place of its digit in each of its row, column and box where the digit has two
//!   places. With group nodes, the links of the groups follow, groups in their list order
//!   (rows then columns, digit by digit, box by box): a true candidate makes false each group
//!   of its digit that it sees whole; a false candidate makes a group true when it is the
//!   group's only other place in the group's box or line (twice when both); a true group
//!   makes false the places that see it whole and the other groups of its digit in its line
//!   and box; a false group makes true the only other place in its box, in its line, and the
//!   only other group where the two fill that house.
//! - then, breadth first, the direct implications of each entry in turn that are not in the
//!   table yet, up to 1,000 entries (HoDoKu's limit), each pointing back to the entry it came
//!   from: the chain to any entry is found by following those pointers to the start.
//!
//! Everything is in fixed arrays; a [`Table`] is about 8 KiB and [`Tables`] about 50 KiB.

use super::bits::{cell_bit, house_bits, peer_bits};
use crate::Marks;
use crate::geometry::{PEERS_BY_HOUSE, units_of};

/// HoDoKu's limit on the entries of one table (`MAX_TABLE_ENTRY_LENGTH`).
pub(crate) const MAX_ENTRIES: usize = 1000;
/// The most group nodes a grid can have: a row or column crosses three boxes, for nine digits.
pub(crate) const MAX_GROUPS: usize = 2 * 9 * 9 * 3;
const CANDIDATES: usize = 81 * 9;
const GROUP_BASE: usize = 2 * CANDIDATES;
/// How many nodes there can be.
pub(crate) const NODES: usize = GROUP_BASE + 2 * MAX_GROUPS;

/// A node of the tables: a candidate (cell and digit) taken as true or false, or a group node
/// taken as true or false.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Node(u16);

impl Node {
    /// The candidate `digit` (0 to 8) in `cell`, true when `on`.
    pub(crate) const fn candidate(cell: usize, digit: usize, on: bool) -> Node {
        let k = cell * 9 + digit;
        Node(if on { k } else { CANDIDATES + k } as u16)
    }

    /// Group node `index` of the list, true when `on`.
    pub(crate) const fn group(index: usize, on: bool) -> Node {
        Node((GROUP_BASE + 2 * index + if on { 0 } else { 1 }) as u16)
    }

    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) const fn is_group(self) -> bool {
        self.index() >= GROUP_BASE
    }

    pub(crate) const fn is_on(self) -> bool {
        if self.is_group() {
            (self.index() - GROUP_BASE).is_multiple_of(2)
        } else {
            self.index() < CANDIDATES
        }
    }

    /// The candidate, `cell * 9 + digit`, of a candidate node.
    pub(crate) const fn candidate_index(self) -> usize {
        let index = self.index();
        if index >= CANDIDATES {
            index - CANDIDATES
        } else {
            index
        }
    }

    /// The group's place in the list, of a group node.
    pub(crate) const fn group_index(self) -> usize {
        (self.index() - GROUP_BASE) / 2
    }

    /// The same candidate or group taken the other way.
    pub(crate) const fn inverse(self) -> Node {
        if self.is_group() {
            Node((GROUP_BASE + ((self.index() - GROUP_BASE) ^ 1)) as u16)
        } else if self.index() < CANDIDATES {
            Node(self.0 + CANDIDATES as u16)
        } else {
            Node(self.0 - CANDIDATES as u16)
        }
    }
}

/// One group node: the places of a digit where a row or a column crosses a box, two or three.
#[derive(Clone, Copy, Default)]
pub(crate) struct Group {
    pub(crate) cells: u128,
    /// The digit, 0 to 8.
    pub(crate) digit: u8,
    /// The box, 0 to 8.
    pub(crate) block: u8,
    /// The row or the column, as a house index (0 to 17).
    pub(crate) line: u8,
    /// The cells that see every cell of the group.
    pub(crate) buddies: u128,
}

impl Group {
    pub(crate) fn first_cell(&self) -> usize {
        self.cells.trailing_zeros() as usize
    }
}

/// Lists of nodes, one per key, in the order they were added: the links of the group nodes.
struct Lists<const KEYS: usize, const CAP: usize> {
    start: [u16; KEYS],
    end: [u16; KEYS],
    data: [Node; CAP],
}

impl<const KEYS: usize, const CAP: usize> Lists<KEYS, CAP> {
    fn new() -> Self {
        Lists {
            start: [0; KEYS],
            end: [0; KEYS],
            data: [Node(0); CAP],
        }
    }

    /// Counts a node for `key` (first pass).
    fn count(&mut self, key: usize) {
        self.end[key] += 1;
    }

    /// Makes room for the counted nodes (between the passes).
    fn arrange(&mut self) {
        let mut at = 0u16;
        for (start, end) in self.start.iter_mut().zip(&mut self.end) {
            let n = *end;
            *start = at;
            *end = at;
            at += n;
        }
    }

    /// Adds a node for `key` (second pass, in the same order as the counts).
    fn add(&mut self, key: usize, node: Node) {
        let at = usize::from(self.end[key]);
        if at < CAP {
            self.data[at] = node;
            self.end[key] += 1;
        }
    }

    fn of(&self, key: usize) -> &[Node] {
        &self.data[usize::from(self.start[key])..usize::from(self.end[key])]
    }
}

/// The most links of group nodes (generous bounds: a group is seen whole by at most 12
/// places and shares a house with at most 7 other groups of its digit).
const GROUP_LINKS: usize = MAX_GROUPS * 20;

/// The group nodes of a grid and their links, in HoDoKu's order (about 70 KiB: only the
/// searches that use them build them).
pub(crate) struct Groups {
    pub(crate) count: usize,
    pub(crate) group: [Group; MAX_GROUPS],
    /// Per digit, its groups' places in the list, in list order (a digit has at most 54:
    /// 18 lines crossing 3 boxes each).
    of_digit: [[u16; 54]; 9],
    of_digit_len: [u8; 9],
    /// Per candidate: the groups it makes false when true.
    on_groups: Lists<CANDIDATES, { MAX_GROUPS * 12 }>,
    /// Per candidate: the groups it makes true when false (a group twice when it is the only
    /// other place both in the group's box and in its line).
    off_groups: Lists<CANDIDATES, { MAX_GROUPS * 2 }>,
    /// Per group node (`2 * group + off`): its direct implications.
    links: Lists<{ 2 * MAX_GROUPS }, GROUP_LINKS>,
}

impl Groups {
    /// No group nodes yet: [`Groups::fill`] finds them (built in place, as the lists are
    /// large).
    #[inline(always)]
    pub(crate) fn new() -> Groups {
        Groups {
            count: 0,
            group: [Group::default(); MAX_GROUPS],
            of_digit: [[0; 54]; 9],
            of_digit_len: [0; 9],
            on_groups: Lists::new(),
            off_groups: Lists::new(),
            links: Lists::new(),
        }
    }

    /// HoDoKu's group nodes on the places `with` of each digit, and their links (into
    /// groups just made by [`Groups::new`]).
    pub(crate) fn fill(&mut self, with: &[u128; 9]) {
        self.find(with);
        self.link(with, false);
        self.on_groups.arrange();
        self.off_groups.arrange();
        self.links.arrange();
        self.link(with, true);
    }

    /// HoDoKu's list of group nodes: rows, then columns; in each, digits in order; for each,
    /// the boxes in order where the line holds two or three of the digit's places.
    fn find(&mut self, with: &[u128; 9]) {
        for line in 0..18 {
            for (digit, &places_of) in with.iter().enumerate() {
                let places = house_bits(line) & places_of;
                if places == 0 {
                    continue;
                }
                for block in 0..9 {
                    let cells = places & house_bits(18 + block);
                    if cells & cells.wrapping_sub(1) != 0 {
                        let mut buddies = u128::MAX;
                        let mut rest = cells;
                        while rest != 0 {
                            buddies &= peer_bits(rest.trailing_zeros() as usize);
                            rest &= rest - 1;
                        }
                        self.group[self.count] = Group {
                            cells,
                            digit: digit as u8,
                            block: block as u8,
                            line: line as u8,
                            buddies,
                        };
                        let n = usize::from(self.of_digit_len[digit]);
                        self.of_digit[digit][n] = self.count as u16;
                        self.of_digit_len[digit] += 1;
                        self.count += 1;
                    }
                }
            }
        }
    }

    /// The links of the group nodes, group by group in list order, as HoDoKu adds them:
    /// counted when `fill` is false, added when it is true.
    fn link(&mut self, with: &[u128; 9], fill: bool) {
        for i in 0..self.count {
            let g = self.group[i];
            let d = usize::from(g.digit);
            let on_key = 2 * i;
            let off_key = on_key + 1;
            let put = |lists: &mut Self, which: u8, key: usize, node: Node| {
                let target = match which {
                    0 => &mut lists.links as &mut dyn ListsMut,
                    1 => &mut lists.on_groups,
                    _ => &mut lists.off_groups,
                };
                if fill {
                    target.add(key, node);
                } else {
                    target.count(key);
                }
            };
            let seeing = with[d] & g.buddies;
            let mut rest = seeing;
            while rest != 0 {
                let cell = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                put(self, 0, on_key, Node::candidate(cell, d, false));
                put(self, 1, cell * 9 + d, Node::group(i, false));
            }
            let mut only_box = None;
            for house in [18 + usize::from(g.block), usize::from(g.line)] {
                let other = seeing & house_bits(house);
                if other != 0 && other & (other - 1) == 0 {
                    let cell = other.trailing_zeros() as usize;
                    // The group's own table keeps a candidate once; a candidate's table gets
                    // the group as often as it is linked.
                    if only_box != Some(cell) {
                        put(self, 0, off_key, Node::candidate(cell, d, true));
                    }
                    only_box = Some(cell);
                    put(self, 2, cell * 9 + d, Node::group(i, true));
                }
            }
            // Other groups of the digit that share the line or the box without overlapping.
            let (mut line_count, mut line_first) = (0, 0);
            let (mut box_count, mut box_first) = (0, 0);
            // The groups of the digit, in list order (the others never link).
            for k in 0..usize::from(self.of_digit_len[d]) {
                let j = usize::from(self.of_digit[d][k]);
                let g2 = self.group[j];
                if j == i || g2.cells & g.cells != 0 {
                    continue;
                }
                if g2.line == g.line {
                    line_count += 1;
                    if line_count == 1 {
                        line_first = j;
                    }
                    put(self, 0, on_key, Node::group(j, false));
                }
                if g2.block == g.block {
                    box_count += 1;
                    if box_count == 1 {
                        box_first = j;
                    }
                    put(self, 0, on_key, Node::group(j, false));
                }
            }
            for (count, first, house) in [
                (line_count, line_first, usize::from(g.line)),
                (box_count, box_first, 18 + usize::from(g.block)),
            ] {
                if count == 1 {
                    let g2 = self.group[first];
                    if house_bits(house) & with[d] & !g.cells & !g2.cells == 0 {
                        put(self, 0, off_key, Node::group(first, true));
                    }
                }
            }
        }
    }
}

/// The two passes over a list of lists, whatever its sizes.
trait ListsMut {
    fn count(&mut self, key: usize);
    fn add(&mut self, key: usize, node: Node);
}

impl<const KEYS: usize, const CAP: usize> ListsMut for Lists<KEYS, CAP> {
    fn count(&mut self, key: usize) {
        Lists::count(self, key);
    }

    fn add(&mut self, key: usize, node: Node) {
        Lists::add(self, key, node);
    }
}

/// What the tables are built from: the pencil marks as masks, HoDoKu's "candidates allowed",
/// each candidate's conjugate places, and the group nodes when the search uses them.
pub(crate) struct Tables<'g> {
    /// Candidates of each cell: bit `d` for digit `d + 1`.
    pub(crate) cands: [u16; 81],
    /// Places of each digit.
    pub(crate) with: [u128; 9],
    /// The empty cells.
    pub(crate) empty: u128,
    /// The digit placed in each cell, 1 to 9, or 0.
    pub(crate) placed: [u8; 81],
    /// For each digit, the empty cells that no placed digit of theirs sees (HoDoKu's
    /// `candidatesAllowed`, which ignores eliminations).
    pub(crate) allowed: [u128; 9],
    /// Per candidate, what it makes true when false, in HoDoKu's order: the other candidate
    /// of a two-candidate cell, then the other place of its digit in its row, column and box
    /// where there are two (each once), as candidate indices; `NONE` ends the list.
    strong: [[u16; 4]; CANDIDATES],
    groups: Option<&'g Groups>,
}

const NONE: u16 = u16::MAX;

impl<'g> Tables<'g> {
    /// The tables' ground for `marks`, without group nodes.
    pub(crate) fn new(marks: &Marks) -> Tables<'static> {
        let mut cands = [0u16; 81];
        let mut with = [0u128; 9];
        for (slot, cell) in cands.iter_mut().zip(crate::Cell::ALL) {
            *slot = marks.candidates(cell).bits();
        }
        for (d, slot) in with.iter_mut().enumerate() {
            *slot = marks.cells_with(crate::Digit::ALL[d]).bits();
        }
        let empty = marks.empty_cells().bits();
        let mut allowed = [empty; 9];
        let mut placed = [0u8; 81];
        let grid = marks.grid();
        for cell in crate::Cell::ALL {
            if let Some(digit) = grid.get(cell) {
                allowed[usize::from(digit.get() - 1)] &= !peer_bits(cell.index());
                placed[cell.index()] = digit.get();
            }
        }
        // The partners of each candidate in its row, column and box, then the lists.
        let mut partner = [[u8::MAX; 3]; CANDIDATES];
        for (d, &places_of) in with.iter().enumerate() {
            for house in 0..27 {
                let places = house_bits(house) & places_of;
                let rest = places & places.wrapping_sub(1);
                if rest == 0 || rest & (rest - 1) != 0 {
                    continue;
                }
                let (a, b) = (
                    places.trailing_zeros() as usize,
                    rest.trailing_zeros() as usize,
                );
                let slot = house / 9;
                // A box pair that repeats a row or column pair is listed once (boxes come
                // after rows and columns in `House::ALL`).
                if slot == 2 && partner[a * 9 + d][..2].contains(&(b as u8)) {
                    continue;
                }
                partner[a * 9 + d][slot] = b as u8;
                partner[b * 9 + d][slot] = a as u8;
            }
        }
        let mut strong = [[NONE; 4]; CANDIDATES];
        for (k, list) in strong.iter_mut().enumerate() {
            let (cell, d) = (k / 9, k % 9);
            if cands[cell] & 1 << d == 0 {
                continue;
            }
            let mut n = 0;
            let other = cands[cell] & !(1 << d);
            if other != 0 && other & (other - 1) == 0 {
                list[n] = (cell * 9 + other.trailing_zeros() as usize) as u16;
                n += 1;
            }
            for &p in &partner[k] {
                if p != u8::MAX {
                    list[n] = (usize::from(p) * 9 + d) as u16;
                    n += 1;
                }
            }
        }
        Tables {
            cands,
            with,
            empty,
            placed,
            allowed,
            strong,
            groups: None,
        }
    }

    /// The same ground with the group nodes of `groups` (built on its places).
    pub(crate) fn with_groups(self, groups: &Groups) -> Tables<'_> {
        Tables {
            groups: Some(groups),
            ..self
        }
    }

    fn group(&self, node: Node) -> &Group {
        match self.groups {
            Some(groups) => &groups.group[node.group_index()],
            None => &EMPTY_GROUP,
        }
    }

    /// The first cell of a node (a group's lowest cell).
    pub(crate) fn cell(&self, node: Node) -> usize {
        if node.is_group() {
            self.group(node).first_cell()
        } else {
            node.candidate_index() / 9
        }
    }

    /// The digit of a node, 0 to 8.
    pub(crate) fn digit(&self, node: Node) -> usize {
        if node.is_group() {
            usize::from(self.group(node).digit)
        } else {
            node.candidate_index() % 9
        }
    }

    /// The cells of a node.
    pub(crate) fn cells(&self, node: Node) -> u128 {
        if node.is_group() {
            self.group(node).cells
        } else {
            cell_bit(node.candidate_index() / 9)
        }
    }

    /// The cells that see every cell of a node.
    pub(crate) fn buddies(&self, node: Node) -> u128 {
        if node.is_group() {
            self.group(node).buddies
        } else {
            peer_bits(node.candidate_index() / 9)
        }
    }

    fn on_groups(&self, k: usize) -> &[Node] {
        self.groups.map_or(&[], |groups| groups.on_groups.of(k))
    }

    fn off_groups(&self, k: usize) -> &[Node] {
        self.groups.map_or(&[], |groups| groups.off_groups.of(k))
    }

    fn group_links(&self, node: Node) -> &[Node] {
        self.groups
            .map_or(&[], |groups| groups.links.of(node.index() - GROUP_BASE))
    }

    /// Calls `each` with the direct implications of `node`, in HoDoKu's order (each
    /// candidate once, a group as often as it is linked).
    pub(crate) fn for_each_direct(&self, node: Node, mut each: impl FnMut(Node)) {
        if node.is_group() {
            for &next in self.group_links(node) {
                each(next);
            }
            return;
        }
        let k = node.candidate_index();
        let (cell, d) = (k / 9, k % 9);
        if node.is_on() {
            let mut others = self.cands[cell] & !(1 << d);
            while others != 0 {
                each(Node::candidate(
                    cell,
                    others.trailing_zeros() as usize,
                    false,
                ));
                others &= others - 1;
            }
            let mut done = cell_bit(cell);
            for house in units_of(cell) {
                let mut rest = house_bits(house) & self.with[d] & !done;
                done |= rest;
                while rest != 0 {
                    each(Node::candidate(rest.trailing_zeros() as usize, d, false));
                    rest &= rest - 1;
                }
            }
            for &next in self.on_groups(k) {
                each(next);
            }
        } else {
            for &target in &self.strong[k] {
                if target == NONE {
                    break;
                }
                each(Node(target));
            }
            for &next in self.off_groups(k) {
                each(next);
            }
        }
    }

    /// Fills `table` with what follows from `premise`: its direct implications, then,
    /// breadth first, theirs, as HoDoKu expands its tables in chain mode. (The candidates an
    /// entry implies are taken a house at a time as masks, leaving out those already in the
    /// table, which gives the same entries in the same order as taking them one by one.)
    pub(crate) fn expand(&self, premise: Node, table: &mut Table) {
        // Plain tables skip every question about group nodes.
        if self.groups.is_some() {
            self.expand_with::<true>(premise, table);
        } else {
            self.expand_with::<false>(premise, table);
        }
    }

    /// [`Tables::expand`], with group nodes or without.
    fn expand_with<const GROUPS: bool>(&self, premise: Node, table: &mut Table) {
        table.clear();
        table.push(premise, 0);
        self.for_each_direct(premise, |next| table.push(next, 0));
        let mut j = 1;
        while j < table.len && table.len < MAX_ENTRIES {
            let from = table.node[j];
            let parent = j as u16;
            if GROUPS && from.is_group() {
                for &next in self.group_links(from) {
                    if !table.has(next) {
                        table.push(next, parent);
                    }
                }
            } else {
                // A candidate node: on below CANDIDATES, off above.
                let index = from.index();
                let on = index < CANDIDATES;
                let k = if on { index } else { index - CANDIDATES };
                let (cell, d) = (usize::from(CELL_OF[k]), usize::from(DIGIT_OF[k]));
                if on {
                    let bit = cell_bit(cell);
                    let mut others = self.cands[cell] & !(1 << d);
                    while others != 0 {
                        let e = others.trailing_zeros() as usize;
                        others &= others - 1;
                        if table.off[e] & bit == 0 {
                            table.push_candidate(cell, e, false, parent);
                        }
                    }
                    let fresh = self.with[d] & !table.off[d];
                    if peer_bits(cell) & fresh != 0 {
                        for peers in PEERS_BY_HOUSE[cell] {
                            let mut rest = peers & fresh;
                            while rest != 0 {
                                table.push_candidate(
                                    rest.trailing_zeros() as usize,
                                    d,
                                    false,
                                    parent,
                                );
                                rest &= rest - 1;
                            }
                        }
                    }
                    if GROUPS {
                        for &next in self.on_groups(k) {
                            if !table.has(next) {
                                table.push(next, parent);
                            }
                        }
                    }
                } else {
                    for &target in &self.strong[k] {
                        if target == NONE {
                            break;
                        }
                        let target = usize::from(target);
                        let (tc, td) =
                            (usize::from(CELL_OF[target]), usize::from(DIGIT_OF[target]));
                        if table.on[td] & cell_bit(tc) == 0 {
                            table.push_candidate(tc, td, true, parent);
                        }
                    }
                    if GROUPS {
                        for &next in self.off_groups(k) {
                            if !table.has(next) {
                                table.push(next, parent);
                            }
                        }
                    }
                }
            }
            j += 1;
        }
    }
}

static EMPTY_GROUP: Group = Group {
    cells: 0,
    digit: 0,
    block: 0,
    line: 0,
    buddies: 0,
};

/// The cell and digit of each candidate index.
static CELL_OF: [u8; CANDIDATES] = {
    let mut table = [0u8; CANDIDATES];
    let mut k = 0;
    while k < CANDIDATES {
        table[k] = (k / 9) as u8;
        k += 1;
    }
    table
};

static DIGIT_OF: [u8; CANDIDATES] = {
    let mut table = [0u8; CANDIDATES];
    let mut k = 0;
    while k < CANDIDATES {
        table[k] = (k % 9) as u8;
        k += 1;
    }
    table
};

/// One table: the entries that follow from its first entry, the premise, each with the
/// entry it follows from.
pub(crate) struct Table {
    pub(crate) len: usize,
    pub(crate) node: [Node; MAX_ENTRIES],
    /// The entry each entry follows from (the premise's is itself, 0).
    pub(crate) parent: [u16; MAX_ENTRIES],
    /// The group nodes in the table.
    groups: [u64; GROUP_WORDS],
    /// Where each candidate node is in the table (valid where it is in `on` or `off`).
    at: [u16; GROUP_BASE],
    /// The candidates the table makes true, by digit.
    pub(crate) on: [u128; 9],
    /// The candidates the table makes false, by digit.
    pub(crate) off: [u128; 9],
}

const GROUP_WORDS: usize = (2 * MAX_GROUPS).div_ceil(64);

impl Table {
    pub(crate) fn new() -> Table {
        Table {
            len: 0,
            node: [Node(0); MAX_ENTRIES],
            parent: [0; MAX_ENTRIES],
            groups: [0; GROUP_WORDS],
            at: [0; GROUP_BASE],
            on: [0; 9],
            off: [0; 9],
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.groups = [0; GROUP_WORDS];
        self.on = [0; 9];
        self.off = [0; 9];
    }

    fn has(&self, node: Node) -> bool {
        if node.is_group() {
            let g = node.index() - GROUP_BASE;
            self.groups[g / 64] >> (g % 64) & 1 == 1
        } else {
            let k = node.candidate_index();
            let set = if node.is_on() { &self.on } else { &self.off };
            set[k % 9] & cell_bit(k / 9) != 0
        }
    }

    /// Appends `node` (dropped when the table is full, as HoDoKu drops it; a candidate
    /// already there is not added again, a group is).
    fn push(&mut self, node: Node, parent: u16) {
        if self.len >= MAX_ENTRIES {
            return;
        }
        if node.is_group() {
            let g = node.index() - GROUP_BASE;
            self.groups[g / 64] |= 1 << (g % 64);
        } else {
            let k = node.candidate_index();
            let set = if node.is_on() {
                &mut self.on
            } else {
                &mut self.off
            };
            if set[k % 9] & cell_bit(k / 9) != 0 {
                return;
            }
            set[k % 9] |= cell_bit(k / 9);
            self.at[node.index()] = self.len as u16;
        }
        self.node[self.len] = node;
        self.parent[self.len] = parent;
        self.len += 1;
    }

    /// Appends a candidate node known not to be in the table yet.
    #[inline]
    fn push_candidate(&mut self, cell: usize, d: usize, on: bool, parent: u16) {
        if self.len >= MAX_ENTRIES {
            return;
        }
        let node = Node::candidate(cell, d, on);
        if on {
            self.on[d] |= cell_bit(cell);
        } else {
            self.off[d] |= cell_bit(cell);
        }
        self.at[node.index()] = self.len as u16;
        self.node[self.len] = node;
        self.parent[self.len] = parent;
        self.len += 1;
    }

    /// The premise.
    pub(crate) fn premise(&self) -> Node {
        self.node[0]
    }

    /// Where the candidate node `node` is in the table, if it is.
    pub(crate) fn find(&self, node: Node) -> Option<usize> {
        (!node.is_group() && self.has(node)).then(|| usize::from(self.at[node.index()]))
    }

    /// How many links entry `index` is from the premise.
    pub(crate) fn depth(&self, mut index: usize) -> usize {
        let mut depth = 0;
        while index != 0 {
            index = usize::from(self.parent[index]);
            depth += 1;
        }
        depth
    }

    /// Whether entry `index` is more than one link from the premise.
    pub(crate) fn beyond_first(&self, index: usize) -> bool {
        index != 0 && self.parent[index] != 0
    }

    /// The chain from the premise to entry `index`, written into `out` from its end (the
    /// entry) back to the premise; returns its length in nodes.
    pub(crate) fn path_back(&self, mut index: usize, out: &mut [Node]) -> usize {
        let mut n = 0;
        loop {
            if n < out.len() {
                out[n] = self.node[index];
            }
            n += 1;
            if index == 0 {
                return n;
            }
            index = usize::from(self.parent[index]);
        }
    }
}
