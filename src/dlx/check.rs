//! The invariant checker, for tests and debugging: Knuth's `sanity()`, returning a typed fault
//! instead of printing.

use super::link::SETTLED;
use super::Links;

/// What [`Links::check`] found wrong, for tests and debugging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkFault(pub String);

impl Links {
    /// Checks the invariants that hold between search events: those of
    /// [`check_lists`](Self::check_lists), and every option in an active item's list is wholly
    /// present in the lists of its other items, which are active too.
    ///
    /// # Errors
    /// A description of the first fault found.
    pub fn check(&self) -> Result<(), LinkFault> {
        self.check_lists()?;
        self.check_right_links()?;
        self.check_options_present()
    }

    /// Every option node's `right` and `left` links name the nodes Knuth's spacer walks reach, and its
    /// `option_at` the option its closing spacer names.
    pub(super) fn check_right_links(&self) -> Result<(), LinkFault> {
        for node in self.n_items + 1..self.slots.len() as u32 - 1 {
            if self.node(node).top <= 0 {
                continue;
            }
            let next = self.node(node + 1);
            let expected = if next.top <= 0 { self.number(next.up) } else { node + 1 };
            let right = self.node(node).right;
            // A settled node (colours; its `right` link's low bit) agrees with its item, which
            // is purified to the node's colour.
            if right & SETTLED != 0 {
                let item = self.item_of(node);
                let (mine, purified) = (self.colors.get(node as usize), self.colors.get(item as usize));
                if mine.is_none() || mine != purified {
                    return Err(LinkFault(format!(
                        "node {node} is settled, but its colour {mine:?} is not its item's purified colour {purified:?}"
                    )));
                }
            }
            let right = right & !SETTLED;
            if self.checked_number(right) != Some(expected) {
                return Err(LinkFault(format!(
                    "node {node}: right link {right:#x} but the option continues at {expected}"
                )));
            }
            let before = self.node(node - 1);
            let expected = if before.top <= 0 {
                self.number(before.down)
            } else {
                node - 1
            };
            if self.left[node as usize] != expected {
                return Err(LinkFault(format!(
                    "node {node}: left link {} but the option continues at {expected}",
                    self.left[node as usize]
                )));
            }
            let mut spacer = node + 1;
            while self.node(spacer).top > 0 {
                spacer += 1;
            }
            let option = (-self.node(spacer).top) as u32 - 1;
            if self.option_at[node as usize] != option {
                return Err(LinkFault(format!(
                    "node {node}: said to be in option {} but it is in option {option}",
                    self.option_at[node as usize]
                )));
            }
        }
        Ok(())
    }

    /// Checks the invariants that hold at every moment, even halfway through a cover: both
    /// item lists are circular and doubly linked; every active item's vertical list is
    /// circular and doubly linked, holds only nodes of that item, and has exactly `len` nodes.
    ///
    /// # Errors
    /// A description of the first fault found.
    pub fn check_lists(&self) -> Result<(), LinkFault> {
        let fault = |message: String| Err(LinkFault(message));
        let n_items = self.n_items;
        for root in [0, n_items + 1] {
            let mut item = root;
            let mut steps = 0;
            loop {
                let next = self.next[item as usize];
                if next as usize >= self.next.len() || self.prev[next as usize] != item {
                    return fault(format!("item list broken after {item}"));
                }
                item = next;
                if item == root {
                    break;
                }
                let primary = item <= self.n_primary;
                if primary != (root == 0) {
                    return fault(format!("item {item} is in the wrong item list"));
                }
                steps += 1;
                if steps > n_items {
                    return fault(format!("item list from root {root} does not close"));
                }
                self.check_column(item)?;
            }
        }
        // Only primary items keep a length, and count as empty.
        let mut empty = 0;
        let mut item = self.next[0];
        while item != 0 {
            empty += u32::from(self.len(item) == 0);
            item = self.next[item as usize];
        }
        let mut listed = vec![0u64; self.active_primary.len()];
        let mut item = self.next[0];
        while item != 0 {
            listed[item as usize / 64] |= 1 << (item % 64);
            item = self.next[item as usize];
        }
        if listed != self.active_primary {
            return fault("the active-item bits disagree with the item list".to_string());
        }
        for item in 1..=n_items {
            let marked = self.short_items[item as usize / 64] & (1 << (item % 64)) != 0;
            if marked != (self.track_short && item <= self.n_primary && self.len(item) <= 1) {
                return fault(format!(
                    "item {item} (length {}) is marked short: {marked}",
                    self.len(item)
                ));
            }
        }
        // Algorithm M's rule reads no count of empty items (it takes Knuth's branch degree), and
        // its tweaks shorten the list of an item that a branch has covered already.
        if empty != self.empty_items && !self.has_multiplicities() {
            return fault(format!(
                "{empty} active items are empty, but the count says {}",
                self.empty_items
            ));
        }
        Ok(())
    }

    /// Every option still in an active item's list must be present, node for node, in the
    /// lists of its other items, and those items must be active too.
    pub(super) fn check_options_present(&self) -> Result<(), LinkFault> {
        let mut active = vec![false; self.n_items as usize + 1];
        for root in [0, self.n_items + 1] {
            let mut item = self.next[root as usize];
            while item != root {
                active[item as usize] = true;
                item = self.next[item as usize];
            }
        }
        for item in 1..=self.n_items {
            // A purified item's list keeps the options that disagree with it (hidden
            // elsewhere) until it is unpurified: only unpurified active lists are checked.
            if !active[item as usize] || self.color(item) != 0 {
                continue;
            }
            let mut row = self.down(item);
            while row != item {
                let mut node = self.right(row);
                while node != row {
                    let other = self.item_of(node);
                    // A settled node agrees with its purified item, and only those are settled.
                    let purified = self.color(other);
                    if (purified != 0) != self.is_settled(node) {
                        return Err(LinkFault(format!(
                            "node {node} of an active option is settled: {}, but its item {other} is purified to {purified}",
                            self.is_settled(node)
                        )));
                    }
                    if !active[other as usize] {
                        return Err(LinkFault(format!(
                            "node {node} of an active option is in covered item {other}"
                        )));
                    }
                    if self.down(self.up(node)) != node || self.up(self.down(node)) != node {
                        return Err(LinkFault(format!(
                            "node {node} of an active option is not in its item's list"
                        )));
                    }
                    node = self.right(node);
                }
                row = self.down(row);
            }
        }
        Ok(())
    }

    pub(super) fn check_column(&self, item: u32) -> Result<(), LinkFault> {
        let mut count = 0;
        let mut node = item;
        loop {
            let down = self.checked_number(self.node(node).down);
            let Some(down) = down.filter(|&down| self.node(down).up == self.link(node)) else {
                return Err(LinkFault(format!("item {item}: down/up broken at node {node}")));
            };
            node = down;
            if node == item {
                break;
            }
            if self.node(node).top != item as i32 {
                return Err(LinkFault(format!(
                    "node {node} is in the list of item {item} but belongs elsewhere"
                )));
            }
            count += 1;
            if count > self.slots.len() {
                return Err(LinkFault(format!("item {item}: list does not close")));
            }
        }
        if count != self.len(item) as usize {
            return Err(LinkFault(format!(
                "item {item}: length {} but {count} nodes",
                self.len(item)
            )));
        }
        Ok(())
    }
}
