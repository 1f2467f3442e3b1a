//! Knuth's counters of a search: nodes, updates, solutions, cleansings.

use crate::dlx::Work;

/// Counters of the search so far, as Knuth defines them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Search-tree nodes: one per item chosen to branch on (the root included) plus one per
    /// solution found.
    pub nodes: u64,
    /// Link removals: one per item unlinked from an item list by a cover, plus one per node
    /// unlinked from its item's list.
    pub updates: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Knuth's cleansings (colours only): one per purify of an item to a colour, plus one per
    /// option that agrees with it and is marked so.
    pub cleansings: u64,
}

/// The statistics of two parts of one search, together.
impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.updates += other.updates;
        self.solutions += other.solutions;
        self.cleansings += other.cleansings;
    }
}

impl Stats {
    /// Adds what committing to one node of a selected option did.
    #[inline(always)]
    pub(crate) fn add(&mut self, work: Work) {
        self.updates += work.updates;
        self.cleansings += work.cleansings;
    }

    /// Takes back what [`add`](Self::add) added.
    #[inline(always)]
    pub(crate) fn remove(&mut self, work: Work) {
        self.updates -= work.updates;
        self.cleansings -= work.cleansings;
    }
}
