//! [`Chain`]: the chains of a chain step, each a list of [`ChainNode`]s, kept in a fixed
//! array so that a step needs no allocation.

use core::fmt;

use super::Technique;
use crate::{Cell, CellSet, Digit};

/// The most chain nodes a step keeps for display, over all its branches; a longer branch
/// keeps its first nodes and says it was cut ([`ChainNodes::is_cut`]).
pub const CHAIN_NODES: usize = 128;

/// The most branches a chain step has: one per candidate of a cell, or per place of a digit
/// in a house.
const BRANCHES: usize = 9;

/// One node of a chain: a candidate taken as true (`on`) or false.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, ChainNode, Digit};
///
/// let node = ChainNode::new(Cell::new(0).unwrap(), Digit::new(5).unwrap(), true);
/// assert_eq!(node.to_string(), "r1c1=5");
/// assert_eq!(ChainNode { on: false, ..node }.to_string(), "r1c1<>5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChainNode {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
    /// Whether the digit is taken as placed in the cell (`true`) or as ruled out (`false`).
    pub on: bool,
}

impl ChainNode {
    /// A node: `digit` in `cell`, true when `on`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, ChainNode, Digit};
    ///
    /// assert!(ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true).on);
    /// ```
    #[must_use]
    pub const fn new(cell: Cell, digit: Digit, on: bool) -> ChainNode {
        ChainNode { cell, digit, on }
    }

    /// The node in 11 bits: the candidate `cell * 9 + digit - 1`, then whether it is on.
    const fn pack(self) -> u16 {
        ((self.cell.index() * 9 + self.digit.get() as usize - 1) as u16) << 1 | self.on as u16
    }

    fn unpack(bits: u16) -> ChainNode {
        let k = usize::from(bits >> 1 & 0x3ff);
        ChainNode {
            cell: Cell::ALL[k / 9 % 81],
            digit: Digit::ALL[k % 9],
            on: bits & 1 == 1,
        }
    }
}

/// Writes `r1c1=5` for a true node and `r1c1<>5` for a false one.
impl fmt::Display for ChainNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = if self.on { "=" } else { "<>" };
        write!(f, "{}{op}{}", self.cell, self.digit)
    }
}

/// Why a false node of a dynamic forcing chain holds when no true node of the chain rules it
/// out: a rule the chain asked on the marks it had reduced (SE's dynamic forcing chains (+)
/// and nested forcing chains). Kept in the spare bits of a packed node, for the sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// A link of the chain itself (or the assumption).
    Link,
    /// A technique: pointing, claiming, a hidden or naked pair or an X-Wing.
    Technique(Technique),
    /// A chain searched inside the chain.
    Chain,
    /// Not a rule: the node stands for a group, the two or three places of its digit where a
    /// row or column crosses a box (HoDoKu's grouped chains), its cell the group's first.
    /// The code says which: bit 2 a column (else a row), bits 0 and 1 which of
    /// [`GROUP_MASKS`] the group's cells are along the line's three cells in the box.
    Group(u8),
}

/// The groups a [`Rule::Group`] can code: which of a line's three cells in a box it holds.
const GROUP_MASKS: [u8; 4] = [0b011, 0b101, 0b110, 0b111];

/// The techniques a [`Rule`] can name, coded 1 and up after [`Rule::Link`] (0).
const RULES: [Technique; 5] = [
    Technique::Pointing,
    Technique::Claiming,
    Technique::HiddenPair,
    Technique::NakedPair,
    Technique::XWing,
];

impl Rule {
    /// The rule in 5 bits: 0 a link, 1 to 5 a technique of [`RULES`], 31 a chain (any
    /// other technique is taken as a chain).
    pub(crate) fn code(self) -> u16 {
        match self {
            Rule::Link => 0,
            Rule::Technique(t) => RULES
                .iter()
                .position(|&r| r == t)
                .map_or(31, |i| i as u16 + 1),
            Rule::Chain => 31,
            Rule::Group(g) => 8 + u16::from(g & 7),
        }
    }

    fn from_code(code: u16) -> Rule {
        match code {
            0 => Rule::Link,
            8..=15 => Rule::Group((code - 8) as u8),
            c if usize::from(c) <= RULES.len() => Rule::Technique(RULES[usize::from(c) - 1]),
            _ => Rule::Chain,
        }
    }
}

impl Rule {
    /// The rule of a node standing for `cells`: a [`Rule::Group`] when they are two or three
    /// cells of a line in one box, else a plain [`Rule::Link`].
    pub(crate) fn group(cells: CellSet) -> Rule {
        let Some(first) = cells.first() else {
            return Rule::Link;
        };
        let row = cells.iter().all(|cell| cell.row() == first.row());
        let col = cells.iter().all(|cell| cell.col() == first.col());
        let (column, mut mask) = (!row && col, 0u8);
        for cell in cells {
            let (along, start) = if column {
                (cell.row(), first.row() / 3 * 3)
            } else {
                (cell.col(), first.col() / 3 * 3)
            };
            match along.checked_sub(start) {
                Some(i) if i < 3 && (row || col) => mask |= 1 << i,
                _ => return Rule::Link,
            }
        }
        match GROUP_MASKS.iter().position(|&m| m == mask) {
            Some(i) => Rule::Group(i as u8 | if column { 4 } else { 0 }),
            None => Rule::Link,
        }
    }

    /// The cells `node` stands for under this rule: its group's, else its own.
    pub(crate) fn cells(self, node: ChainNode) -> CellSet {
        let Rule::Group(g) = self else {
            return CellSet::single(node.cell);
        };
        let mask = GROUP_MASKS[usize::from(g & 3)];
        let (row, col) = (node.cell.row(), node.cell.col());
        let mut cells = CellSet::EMPTY;
        for i in 0..3 {
            if mask >> i & 1 == 1 {
                let index = if g & 4 == 0 {
                    row * 9 + col / 3 * 3 + i
                } else {
                    (row / 3 * 3 + i) * 9 + col
                };
                cells.insert(Cell::ALL[index % 81]);
            }
        }
        cells
    }
}

/// The chains of a chain step: one or more branches of nodes in order (a forcing chain from
/// every candidate of a cell has one branch per candidate, a contradiction one per half), at
/// most [`CHAIN_NODES`] nodes in all, and the length SE counts for the rating.
///
/// # Examples
///
/// ```
/// use shudu::Chain;
///
/// let chain = Chain::EMPTY;
/// assert!(chain.is_empty());
/// assert_eq!(chain.nodes().len(), 0);
/// assert_eq!(chain.branches().count(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chain {
    /// Every branch's nodes, packed, one branch after the other.
    nodes: [u16; CHAIN_NODES],
    /// Where each branch ends in `nodes`.
    ends: [u8; BRANCHES],
    branches: u8,
    /// Bit b: branch b had more nodes than it keeps.
    cut: u16,
    len: u16,
}

impl Chain {
    /// The chain with no node.
    pub const EMPTY: Chain = Chain {
        nodes: [0; CHAIN_NODES],
        ends: [0; BRANCHES],
        branches: 0,
        cut: 0,
        len: 0,
    };

    /// A chain of one branch, `nodes` (as many as fit), whose length counts `len` nodes,
    /// nested chains included.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Chain, ChainNode, Digit};
    ///
    /// let node = ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true);
    /// let chain = Chain::new(&[node, node], 9);
    /// assert_eq!(chain.nodes().len(), 2);
    /// assert_eq!(chain.len(), 9);
    /// ```
    #[must_use]
    pub fn new(nodes: &[ChainNode], len: usize) -> Chain {
        let mut chain = Chain::EMPTY;
        chain.push_branch(nodes.iter().copied(), nodes.len());
        chain.len = len.max(nodes.len()).min(usize::from(u16::MAX)) as u16;
        chain
    }

    /// Adds a branch of `nodes` (as many as fit), `full` nodes long in all; nothing when
    /// every branch is taken.
    pub(crate) fn push_branch(&mut self, nodes: impl IntoIterator<Item = ChainNode>, full: usize) {
        self.push_ruled_branch(nodes.into_iter().map(|node| (node, Rule::Link)), full);
    }

    /// [`Chain::push_branch`], each node with the rule that struck it.
    pub(crate) fn push_ruled_branch(
        &mut self,
        nodes: impl IntoIterator<Item = (ChainNode, Rule)>,
        full: usize,
    ) {
        let b = usize::from(self.branches);
        if b == BRANCHES {
            return;
        }
        let mut at = if b == 0 {
            0
        } else {
            usize::from(self.ends[b - 1])
        };
        let mut kept = 0;
        for (node, rule) in nodes {
            if at == CHAIN_NODES {
                break;
            }
            self.nodes[at] = node.pack() | rule.code() << 11;
            at += 1;
            kept += 1;
        }
        self.ends[b] = at as u8;
        if kept < full {
            self.cut |= 1 << b;
        }
        self.branches += 1;
    }

    /// Marks node `i` (counted over all branches) as standing for the group `cells`
    /// (nothing when they are not a group).
    pub(crate) fn set_group(&mut self, i: usize, cells: CellSet) {
        let end = usize::from(self.branches)
            .checked_sub(1)
            .map_or(0, |b| self.ends[b]);
        if i < usize::from(end) {
            self.nodes[i] = self.nodes[i] & 0x7ff | Rule::group(cells).code() << 11;
        }
    }

    /// Sets the length SE counts.
    pub(crate) fn set_len(&mut self, len: usize) {
        self.len = len.min(usize::from(u16::MAX)) as u16;
    }

    /// The nodes of the first branch, in chain order: the whole chain of a step with one.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.nodes().is_empty());
    /// ```
    #[must_use]
    pub fn nodes(&self) -> ChainNodes<'_> {
        self.branch(0)
    }

    /// Every branch, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Cell, Chain, ChainNode, Digit};
    ///
    /// let node = ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true);
    /// assert_eq!(Chain::new(&[node], 1).branches().count(), 1);
    /// ```
    pub fn branches(&self) -> impl Iterator<Item = ChainNodes<'_>> + Clone + '_ {
        (0..usize::from(self.branches)).map(move |b| self.branch(b))
    }

    fn branch(&self, b: usize) -> ChainNodes<'_> {
        if b >= usize::from(self.branches) {
            return ChainNodes {
                nodes: &[],
                cut: false,
            };
        }
        let from = if b == 0 {
            0
        } else {
            usize::from(self.ends[b - 1])
        };
        ChainNodes {
            nodes: &self.nodes[from..usize::from(self.ends[b])],
            cut: self.cut >> b & 1 == 1,
        }
    }

    /// The chain's length as SE counts it for the rating (nested chains included).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the chain has no node (the step is not a chain).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.branches == 0
    }
}

impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Chain")
            .field("branches", &self.branches().collect::<ChainBranches<'_>>())
            .field("len", &self.len)
            .finish()
    }
}

/// The branches of a chain, for `Debug`.
struct ChainBranches<'a>([Option<ChainNodes<'a>>; BRANCHES]);

impl<'a> FromIterator<ChainNodes<'a>> for ChainBranches<'a> {
    fn from_iter<I: IntoIterator<Item = ChainNodes<'a>>>(iter: I) -> Self {
        let mut all = [None; BRANCHES];
        for (slot, branch) in all.iter_mut().zip(iter) {
            *slot = Some(branch);
        }
        ChainBranches(all)
    }
}

impl fmt::Debug for ChainBranches<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter().flatten()).finish()
    }
}

/// The nodes of one branch of a [`Chain`], from [`Chain::nodes`] or [`Chain::branches`];
/// writes them joined by ` -> `, and ` -> ...` after them when the branch was cut.
///
/// # Examples
///
/// ```
/// use shudu::{Cell, Chain, ChainNode, Digit};
///
/// let a = ChainNode::new(Cell::new(0).unwrap(), Digit::new(1).unwrap(), true);
/// let b = ChainNode::new(Cell::new(1).unwrap(), Digit::new(1).unwrap(), false);
/// assert_eq!(Chain::new(&[a, b], 2).nodes().to_string(), "r1c1=1 -> r1c2<>1");
/// ```
#[derive(Clone, Copy)]
pub struct ChainNodes<'a> {
    nodes: &'a [u16],
    cut: bool,
}

impl ChainNodes<'_> {
    /// How many nodes are kept.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.nodes().len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether no node is kept.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(Chain::EMPTY.nodes().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Whether the branch had more nodes than a step keeps ([`CHAIN_NODES`] over all
    /// branches): the nodes kept are its first ones.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert!(!Chain::EMPTY.nodes().is_cut());
    /// ```
    #[must_use]
    pub fn is_cut(&self) -> bool {
        self.cut
    }

    /// The nodes in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Chain;
    ///
    /// assert_eq!(Chain::EMPTY.nodes().iter().count(), 0);
    /// ```
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = ChainNode> + ExactSizeIterator + '_ {
        self.nodes.iter().map(|&bits| ChainNode::unpack(bits))
    }

    /// The nodes in order, each with the rule that struck it.
    pub(crate) fn iter_ruled(&self) -> impl Iterator<Item = (ChainNode, Rule)> + '_ {
        self.nodes
            .iter()
            .map(|&bits| (ChainNode::unpack(bits), Rule::from_code(bits >> 11)))
    }

    /// The nodes in order, each with the cells it stands for (a group's, else its own).
    pub(crate) fn iter_cells(&self) -> impl Iterator<Item = (ChainNode, CellSet)> + '_ {
        self.iter_ruled()
            .map(|(node, rule)| (node, rule.cells(node)))
    }

    /// The first node, if any.
    pub(crate) fn first(&self) -> Option<ChainNode> {
        self.iter().next()
    }

    /// The last node kept, if any.
    pub(crate) fn last(&self) -> Option<ChainNode> {
        self.iter().next_back()
    }
}

impl fmt::Debug for ChainNodes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for ChainNodes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, node) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" -> ")?;
            }
            write!(f, "{node}")?;
        }
        if self.cut {
            f.write_str(" -> ...")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;
    use std::vec::Vec;

    use super::*;

    fn node(cell: u8, digit: u8, on: bool) -> ChainNode {
        ChainNode::new(Cell::new(cell).unwrap(), Digit::new(digit).unwrap(), on)
    }

    #[test]
    fn nodes_pack_and_unpack() {
        for cell in 0..81 {
            for digit in 1..=9 {
                for on in [false, true] {
                    let n = node(cell, digit, on);
                    assert_eq!(ChainNode::unpack(n.pack()), n);
                }
            }
        }
    }

    #[test]
    fn branches_share_the_nodes_and_say_when_cut() {
        let mut chain = Chain::EMPTY;
        chain.push_branch([node(0, 1, true), node(1, 1, false)], 2);
        let long: Vec<_> = (0..200)
            .map(|i| node(i % 81, 1 + i % 9, i % 2 == 0))
            .collect();
        chain.push_branch(long.iter().copied(), long.len());
        chain.push_branch([node(5, 5, true)], 1);
        let branches: Vec<_> = chain.branches().collect();
        assert_eq!(branches.len(), 3);
        assert_eq!(branches[0].to_string(), "r1c1=1 -> r1c2<>1");
        assert_eq!(branches[1].len(), CHAIN_NODES - 2);
        assert!(branches[1].is_cut() && !branches[0].is_cut());
        // No room left: the third branch keeps no node, and says so.
        assert!(branches[2].is_empty() && branches[2].is_cut());
        assert!(branches[1].to_string().ends_with(" -> ..."));
    }
}
