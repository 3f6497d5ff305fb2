//! 0-1 knapsack by backtracking, the course notes' example of a bounding function (限界函数),
//! as a [`Problem`] for the shared engine ([`nqueens_wasm::search`]), and the same optimum by
//! dynamic programming to check it.
//!
//! Items have positive integer weights and values; the knapsack a positive integer
//! capacity. The notes' search: the items in order of value per weight (highest first,
//! ties in the given order); at depth i the left child takes item i (x_i = 1, choice 1),
//! the right child skips it (x_i = 0, choice 2). The constraint function (约束函数) kills a
//! left child whose weight would pass the capacity; the bounding function kills a right
//! child whose bound (the current value plus the greedy fractional value of the items after
//! it, in the room left) is not above the best value found so far. The best value and its x
//! are the search's history ([`Problem::on_solution`]), updated at each leaf reached and
//! restored exactly on back. Reference trace: `docs/REFERENCE.md` ("0-1 knapsack by
//! backtracking": n = 3, weights (16, 15, 15), values (45, 25, 25), capacity 30: 7 nodes
//! generated with the root, 2 killed by the constraint, 2 by the bound, best 50 with
//! x = (0, 1, 1)).
//!
//! The crate's other modules: [`limits`], the knapsack's limits; [`link`], its keys of the
//! share link; `wasm` (cargo feature `page`, on by default), its wasm module
//! www/pkg/knapsack*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use crate::limits::{KNAP_MAX_CAPACITY, KNAP_MAX_ITEMS, KNAP_MAX_VALUE, KNAP_MAX_WEIGHT};
use nqueens_wasm::best::Goal;
use nqueens_wasm::error::{plural, ErrorCode};
use nqueens_wasm::search::{subset_lines, BoundValue, Event, Mode, Problem, Prune, Search};
use std::fmt;

/// The textbook instance the page opens with: weights (16, 15, 15).
pub const DEFAULT_WEIGHTS: [u64; 3] = [16, 15, 15];
/// The textbook instance's values (45, 25, 25).
pub const DEFAULT_VALUES: [u64; 3] = [45, 25, 25];
/// The textbook instance's capacity, 30.
pub const DEFAULT_CAPACITY: u64 = 30;

/// Why a list of weights, values and a capacity is not an instance the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstanceError {
    /// No items, or more than [`KNAP_MAX_ITEMS`] (`got` items).
    ItemCount { got: usize },
    /// `weights` and `values` of different lengths.
    LengthMismatch { weights: usize, values: usize },
    /// Item `item`'s (1-based) weight outside 1..=[`KNAP_MAX_WEIGHT`].
    Weight { item: usize, weight: u64 },
    /// Item `item`'s value outside 1..=[`KNAP_MAX_VALUE`].
    Value { item: usize, value: u64 },
    /// A capacity outside 1..=[`KNAP_MAX_CAPACITY`].
    Capacity { capacity: u64 },
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::ItemCount { got } => {
                write!(f, "a knapsack has 1 to {KNAP_MAX_ITEMS} items, not {got}")
            }
            InstanceError::LengthMismatch { weights, values } => {
                let w = plural(*weights as u64, "weight", "weights");
                let v = plural(*values as u64, "value", "values");
                write!(f, "{weights} {w} but {values} {v}: one of each per item")
            }
            InstanceError::Weight { item, weight } => {
                write!(f, "item {item}'s weight must be 1 to {KNAP_MAX_WEIGHT}, not {weight}")
            }
            InstanceError::Value { item, value } => {
                write!(f, "item {item}'s value must be 1 to {KNAP_MAX_VALUE}, not {value}")
            }
            InstanceError::Capacity { capacity } => {
                write!(f, "the capacity must be 1 to {KNAP_MAX_CAPACITY}, not {capacity}")
            }
        }
    }
}

impl std::error::Error for InstanceError {}

impl ErrorCode for InstanceError {
    /// The error's code for the page: `knap-item-count`, `knap-length-mismatch`,
    /// `knap-weight-range`, `knap-value-range` or `knap-capacity-range` (the link's codes
    /// for the same errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            InstanceError::ItemCount { .. } => "knap-item-count",
            InstanceError::LengthMismatch { .. } => "knap-length-mismatch",
            InstanceError::Weight { .. } => "knap-weight-range",
            InstanceError::Value { .. } => "knap-value-range",
            InstanceError::Capacity { .. } => "knap-capacity-range",
        }
    }
}

/// A valid instance: 1..=20 items in the order given, each weight 1..=1,000 and value
/// 1..=1,000, a capacity 1..=20,000 (the limits in [`crate::limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    weights: Vec<u64>,
    values: Vec<u64>,
    capacity: u64,
}

impl Instance {
    /// Checks and keeps an instance (items in the order given).
    ///
    /// # Errors
    /// [`InstanceError`] for the first thing wrong: the number of items, the lengths, a
    /// weight, a value (items in order), then the capacity.
    pub fn new(weights: &[u64], values: &[u64], capacity: u64) -> Result<Self, InstanceError> {
        if weights.is_empty() || weights.len() > KNAP_MAX_ITEMS {
            return Err(InstanceError::ItemCount { got: weights.len() });
        }
        if weights.len() != values.len() {
            return Err(InstanceError::LengthMismatch {
                weights: weights.len(),
                values: values.len(),
            });
        }
        for (i, (&weight, &value)) in weights.iter().zip(values).enumerate() {
            if !(1..=KNAP_MAX_WEIGHT).contains(&weight) {
                return Err(InstanceError::Weight { item: i + 1, weight });
            }
            if !(1..=KNAP_MAX_VALUE).contains(&value) {
                return Err(InstanceError::Value { item: i + 1, value });
            }
        }
        if !(1..=KNAP_MAX_CAPACITY).contains(&capacity) {
            return Err(InstanceError::Capacity { capacity });
        }
        Ok(Self { weights: weights.to_vec(), values: values.to_vec(), capacity })
    }

    /// The textbook instance ([`DEFAULT_WEIGHTS`], [`DEFAULT_VALUES`], [`DEFAULT_CAPACITY`]).
    pub fn textbook() -> Self {
        Self {
            weights: DEFAULT_WEIGHTS.to_vec(),
            values: DEFAULT_VALUES.to_vec(),
            capacity: DEFAULT_CAPACITY,
        }
    }

    /// The weights, in the order given.
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// The values, in the order given.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The capacity.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.weights.len()
    }

    /// Always false: an instance has at least one item.
    pub fn is_empty(&self) -> bool {
        self.weights.is_empty()
    }

    /// The search's order: the 0-based indices of the items by value per weight, highest
    /// first; equal ratios keep the order given (a stable sort, compared as
    /// v_a · w_b against v_b · w_a, exactly).
    pub fn order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.len()).collect();
        let (w, v) = (&self.weights, &self.values);
        order.sort_by(|&a, &b| (v[b] * w[a]).cmp(&(v[a] * w[b])));
        order
    }
}

/// The best value over all subsets that fit, by dynamic programming over the capacity
/// (one row of capacity + 1 values, items in the order given): O(n · capacity), at most
/// 20 × 20,001 steps. The search's best must agree.
pub fn dp_best(instance: &Instance) -> u64 {
    let cap = instance.capacity as usize;
    let mut best = vec![0u64; cap + 1];
    for (&w, &v) in instance.weights.iter().zip(&instance.values) {
        let w = w as usize;
        for c in (w..=cap).rev() {
            best[c] = best[c].max(best[c - w] + v);
        }
    }
    best[cap]
}

/// The best value found so far and its x in the search's order (1 = taken), the search's
/// history.
pub type Best = nqueens_wasm::best::Best<u8>;

/// Why a node is killed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Killed {
    /// The constraint function: taking the item would bring the weight to `weight`, above
    /// the capacity.
    TooHeavy { weight: u64 },
    /// The bounding function: the skip's bound `num / den` is not above the best value
    /// `best`.
    Bound { num: u64, den: u64, best: u64 },
}

/// The knapsack puzzle: the instance in the search's order, the current weight and value,
/// and the best so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knapsack {
    /// order[d − 1]: the 0-based given index of the item decided at depth d.
    order: Vec<usize>,
    /// Weights and values in the search's order.
    weights: Vec<u64>,
    values: Vec<u64>,
    capacity: u64,
    weight: u64,
    value: u64,
    /// taken[d − 1]: the item of depth d is taken (depths 1..=applied).
    taken: Vec<bool>,
    best: Best,
}

impl Knapsack {
    /// The puzzle of `instance` with nothing decided, items in the search's order.
    pub fn new(instance: &Instance) -> Self {
        let order = instance.order();
        Self {
            weights: order.iter().map(|&i| instance.weights[i]).collect(),
            values: order.iter().map(|&i| instance.values[i]).collect(),
            order,
            capacity: instance.capacity,
            weight: 0,
            value: 0,
            taken: Vec::new(),
            best: Best::default(),
        }
    }

    /// The best value found so far and its x (search order).
    pub fn best(&self) -> &Best {
        &self.best
    }

    /// The 0-based given index of the item at each depth (the search's order).
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// Weights in the search's order.
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// Values in the search's order.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The capacity.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    /// The weight of the items taken so far.
    pub fn weight(&self) -> u64 {
        self.weight
    }

    /// The value of the items taken so far.
    pub fn value(&self) -> u64 {
        self.value
    }

    /// The decisions so far, depth 1 first (true = taken).
    pub fn taken(&self) -> &[bool] {
        &self.taken
    }

    /// The bounding function at the current node after `depth` decisions: the current
    /// value plus the greedy fractional value of the items after `depth` in the room left,
    /// as num / den (den = the weight of the item cut, or 1).
    pub fn bound_after(&self, depth: usize) -> (u64, u64) {
        let mut room = self.capacity - self.weight;
        let mut value = self.value;
        for i in depth..self.weights.len() {
            if self.weights[i] <= room {
                room -= self.weights[i];
                value += self.values[i];
            } else {
                let w = self.weights[i];
                return (value * w + self.values[i] * room, w);
            }
        }
        (value, 1)
    }

    /// The best x in the items' given order (1 = taken), or `None` before any leaf.
    pub fn best_x_given(&self) -> Option<Vec<u8>> {
        if self.best.x.is_empty() {
            return None;
        }
        let mut x = vec![0; self.order.len()];
        for (d, &i) in self.order.iter().enumerate() {
            x[i] = self.best.x[d];
        }
        Some(x)
    }
}

impl Problem for Knapsack {
    type Conflict = Killed;
    type History = Best;
    /// The notes' `backtrack(t)` with its `constraint` and `bound`, and its `main`.
    const LINES: &'static [&'static str] =
        &["proc", "leaf", "take", "untake", "skip", "undo", "main", "start", "end"];

    fn choices(&self) -> usize {
        2
    }

    fn max_depth(&self) -> usize {
        self.weights.len()
    }

    /// One comparison: the weight with the capacity (take) or the bound with the best (skip).
    fn check(&self, depth: usize, choice: usize) -> (Option<Killed>, u64) {
        if choice == 1 {
            let weight = self.weight + self.weights[depth - 1];
            return ((weight > self.capacity).then_some(Killed::TooHeavy { weight }), 1);
        }
        let (num, den) = self.bound_after(depth);
        let best = self.best.value_or_0();
        ((num <= best * den).then_some(Killed::Bound { num, den, best }), 1)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        self.taken.truncate(depth - 1);
        self.taken.push(choice == 1);
        if choice == 1 {
            self.weight += self.weights[depth - 1];
            self.value += self.values[depth - 1];
        }
    }

    fn undo(&mut self, depth: usize, choice: usize) {
        self.taken.truncate(depth - 1);
        if choice == 1 {
            self.weight -= self.weights[depth - 1];
            self.value -= self.values[depth - 1];
        }
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == self.weights.len()
    }

    /// The notes' `backtrack(t)` finds a leaf on entry, `if t > n`: in the call below the
    /// last item, t = n + 1.
    fn leaf_call_depth(&self, depth: usize) -> usize {
        depth + 1
    }

    /// The notes' `if cv > bestv`: a leaf better than the best (or the first leaf) becomes
    /// the best.
    fn on_solution(&mut self, _depth: usize) -> Option<Best> {
        let taken = &self.taken;
        self.best.offer(Goal::Largest, self.value, || taken.iter().map(|&t| t as u8).collect())
    }

    fn restore(&mut self, before: Best) {
        self.best = before;
    }

    fn prune(conflict: &Killed) -> Prune {
        match conflict {
            Killed::TooHeavy { .. } => Prune::Constraint,
            Killed::Bound { .. } => Prune::Bound,
        }
    }

    /// The bound of [`bound_after`](Knapsack::bound_after)`(depth)`: its cost is −⌊num /
    /// den⌋ (no leaf below can be worth more than the whole part, values being whole); it
    /// improves while num / den is above the best value, the test the skip's check makes.
    fn bound_value(&self, depth: usize) -> Option<BoundValue> {
        let (num, den) = self.bound_after(depth);
        let improves = num > self.best.value_or_0() * den;
        Some(BoundValue { cost: -((num / den) as i64), improves })
    }

    /// A take executes `take` (`if constraint(t)`), a skip `skip` (`if bound(t)`), taken or
    /// killed; a leaf `leaf` (the best updated); a take undone `untake` (`cw −= w[t]; cv −=
    /// v[t]`, after which the same call tries the skip), a skip undone `undo` (the call's
    /// `return` to t − 1); step 0 `start` and the end `end`, in `main`.
    fn executes(&self, e: Option<&Event<Killed>>) -> (&'static str, Option<&'static str>) {
        subset_lines(e)
    }
}

/// The knapsack's search on the engine, all leaves (the bound needs every better one).
pub type KnapsackSearch = Search<Knapsack>;

/// The search of `instance` at step 0 (all leaves: the notes' search visits the whole
/// pruned tree).
pub fn search(instance: &Instance) -> KnapsackSearch {
    Search::new(Knapsack::new(instance), Mode::AllSolutions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::checks::trace_both_ways;
    use nqueens_wasm::search::Event::{Conflict, Done, Place, Remove, Solution};

    #[test]
    fn the_textbook_knapsack_trace_forwards_and_back_with_its_bounding_function() {
        // docs/REFERENCE.md, "0-1 knapsack by backtracking": n = 3, weights
        // (16, 15, 15), values (45, 25, 25), capacity 30, steps 1–10 of its list.
        let p = |depth, choice| Place { depth, choice };
        let r = |depth, choice| Remove { depth, choice };
        let heavy =
            |depth, weight| Conflict { depth, choice: 1, conflict: Killed::TooHeavy { weight } };
        let bound = |depth, num, den, best| Conflict {
            depth,
            choice: 2,
            conflict: Killed::Bound { num, den, best },
        };
        #[rustfmt::skip]
        let want = [
            p(1, 1),                       // 1. take item 1: weight 16, value 45
            heavy(2, 31),                  // 2. 16 + 15 > 30: killed by the constraint
            p(2, 2),                       // 3. skip item 2: bound 45 + 25 × 14/15 > 0
            heavy(3, 31),                  // 4. item 3 cannot be taken
            p(3, 2),                       // 5. skip item 3: bound 45 > 0
            Solution { number: 1 },        //    leaf (1, 0, 0): best 45
            r(3, 2), r(2, 2), r(1, 1),
            p(1, 2),                       // 6. skip item 1: bound 50 > 45
            p(2, 1),                       // 7. take item 2
            p(3, 1),                       // 8. take item 3: weight 30, value 50
            Solution { number: 2 },        //    leaf (0, 1, 1): best 50
            r(3, 1),
            bound(3, 25, 1, 50),           // 9. skip item 3: bound 25 ≤ 50
            r(2, 1),
            bound(2, 25, 1, 50),           // 10. skip item 2: bound 25 ≤ 50
            r(1, 2),
            Done,
        ];
        let mut e = search(&Instance::textbook());
        e.seek(3).unwrap();
        // Step 3's skip of item 2 had bound 45 + 25 × 14/15 = 68⅓ = 1025/15.
        assert_eq!(e.problem().bound_after(2), (1025, 15));
        e.reset();
        let end = trace_both_ways(e, &want);
        assert_eq!(end.problem().best(), &Best { value: Some(50), x: vec![0, 1, 1] });
        assert_eq!(end.problem().best_x_given(), Some(vec![0, 1, 1]));
        // 7 nodes generated with the root, 2 killed by the constraint, 2 by the bound,
        // 2 leaves reached.
        let c = end.counters();
        assert_eq!(
            (c.placements + 1, c.constraint_prunes, c.bound_prunes, c.solutions),
            (7, 2, 2, 2)
        );
        assert_eq!(dp_best(&Instance::textbook()), 50);
        let mut again = end.clone();
        again.reset();
        assert_eq!(again.problem().best(), &Best::default());
        assert_eq!(again.seek(13), Ok(()));
        assert_eq!(again.problem().best(), &Best { value: Some(50), x: vec![0, 1, 1] });
        assert_eq!(again.seek(12), Ok(()));
        assert_eq!(again.problem().best().value_or_0(), 45);
        let at = |s: &mut KnapsackSearch, k| {
            s.seek(k).unwrap();
            (s.executing().line, s.executing().caller)
        };
        assert_eq!(at(&mut again, 1), ("take", Some("proc")));
        assert_eq!(at(&mut again, 3), ("skip", Some("proc")));
        assert_eq!(at(&mut again, 15), ("skip", Some("proc")));
        assert_eq!(at(&mut again, 6), ("leaf", Some("proc")));
        // The whole tree: 10 nodes tried under the root (6 taken, 4 killed) of the 14.
        let tree = again.tree(100).unwrap();
        assert_eq!(tree.len(), 10);
        assert_eq!(tree.iter().filter(|n| !n.placed).count(), 4);
    }

    #[test]
    fn each_step_is_on_the_line_of_backtrack_t_it_runs_with_the_t_of_that_call() {
        // The textbook trace (docs/REFERENCE.md) through the notes' backtrack(t): a leaf is
        // found by `if t > n` in backtrack(n + 1) = backtrack(4); a take undone is
        // `cw −= w[t]; cv −= v[t]` in the same call, which goes on with `if bound(t)`; a
        // skip undone is the call's `return` to t − 1.
        #[rustfmt::skip]
        let want = [
            ("take", 1), ("take", 2), ("skip", 2), ("take", 3), ("skip", 3),
            ("leaf", 4),                               // 6. leaf (1, 0, 0)
            ("undo", 3), ("undo", 2), ("untake", 1),   // 7–9. back up; x1 = 1 undone in backtrack(1)
            ("skip", 1), ("take", 2), ("take", 3),
            ("leaf", 4),                               // 13. leaf (0, 1, 1)
            ("untake", 3), ("skip", 3), ("untake", 2), ("skip", 2), ("undo", 1),
            ("end", 0),
        ];
        let mut e = search(&Instance::textbook());
        for (i, &(line, depth)) in want.iter().enumerate() {
            e.step();
            let at = e.executing();
            assert_eq!((at.line, at.depth), (line, depth), "step {}", i + 1);
        }
        assert!(e.is_finished());
    }

    #[test]
    fn back_restores_a_removal_that_todays_best_would_call_a_bound_prune() {
        // Weights (10, 5), values (10, 5), capacity 5, traced by hand: skipping item 1 has
        // bound 0 + 5 = 5 > 0 and is taken; its subtree reaches value 5. Checked again
        // with that best, the same skip has bound 5 ≤ 5: stepping back over the end must
        // still give its removal, not a bound prune.
        let want = [
            Conflict { depth: 1, choice: 1, conflict: Killed::TooHeavy { weight: 10 } },
            Place { depth: 1, choice: 2 },
            Place { depth: 2, choice: 1 },
            Solution { number: 1 },
            Remove { depth: 2, choice: 1 },
            Conflict { depth: 2, choice: 2, conflict: Killed::Bound { num: 0, den: 1, best: 5 } },
            Remove { depth: 1, choice: 2 },
            Done,
        ];
        let e = search(&Instance::new(&[10, 5], &[10, 5], 5).unwrap());
        let mut end = trace_both_ways(e, &want);
        end.back();
        assert_eq!(end.last_event(), Some(Event::Remove { depth: 1, choice: 2 }));
    }

    #[test]
    fn items_are_searched_by_value_per_weight_and_x_is_given_back_in_their_order() {
        // Ratios 1, 3, 2: the search decides item 2, then 3, then 1.
        let i = Instance::new(&[10, 10, 10], &[10, 30, 20], 20).unwrap();
        assert_eq!(i.order(), [1, 2, 0]);
        let mut e = search(&i);
        while e.step().is_some() {}
        assert_eq!(e.problem().best().value_or_0(), 50);
        assert_eq!(e.problem().best_x_given(), Some(vec![0, 1, 1]));
        assert_eq!(dp_best(&i), 50);
    }

    #[test]
    fn an_instance_is_checked_item_by_item() {
        use InstanceError::*;
        let many = vec![1; KNAP_MAX_ITEMS + 1];
        assert_eq!(Instance::new(&many, &many, 5), Err(ItemCount { got: 21 }));
        assert_eq!(Instance::new(&[], &[], 5), Err(ItemCount { got: 0 }));
        assert_eq!(Instance::new(&[1, 2], &[1], 5), Err(LengthMismatch { weights: 2, values: 1 }));
        assert_eq!(Instance::new(&[1, 0], &[1, 1], 5), Err(Weight { item: 2, weight: 0 }));
        assert_eq!(Instance::new(&[1, 1], &[1, 1001], 5), Err(Value { item: 2, value: 1001 }));
        assert_eq!(Instance::new(&[1], &[1], 0), Err(Capacity { capacity: 0 }));
        assert_eq!(Instance::new(&[1], &[1], 20_001), Err(Capacity { capacity: 20_001 }));
        assert!(Instance::new(&many[..20], &many[..20], 20_000).is_ok());
        assert_eq!(Capacity { capacity: 0 }.code(), "knap-capacity-range");
    }

    #[test]
    fn a_count_of_one_weight_or_value_is_worded_in_the_singular() {
        let says = |w: &[u64], v: &[u64]| Instance::new(w, v, 5).unwrap_err().to_string();
        assert_eq!(says(&[1], &[1, 2]), "1 weight but 2 values: one of each per item");
        assert_eq!(says(&[1, 2], &[1]), "2 weights but 1 value: one of each per item");
    }

    #[test]
    fn a_knapsack_too_small_for_any_item_ends_with_best_0_and_no_leaf() {
        // n = 1, weight 5 > capacity 3: the take is too heavy, the skip's bound is 0 ≤ 0.
        let mut e = search(&Instance::new(&[5], &[7], 3).unwrap());
        while e.step().is_some() {}
        assert_eq!(e.problem().best_x_given(), None);
        assert_eq!(e.problem().best().value_or_0(), 0);
        assert_eq!(dp_best(&Instance::new(&[5], &[7], 3).unwrap()), 0);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        fn brute_force(w: &[u64], v: &[u64], cap: u64) -> u64 {
            (0u32..1 << w.len())
                .filter_map(|m| {
                    let (tw, tv) = (0..w.len())
                        .filter(|i| m >> i & 1 == 1)
                        .fold((0, 0), |(a, b), i| (a + w[i], b + v[i]));
                    (tw <= cap).then_some(tv)
                })
                .max()
                .unwrap_or(0)
        }

        proptest! {
            #[test]
            fn back_undoes_each_step_and_search_dp_and_brute_force_agree(
                items in prop::collection::vec((1u64..30, 1u64..50), 1..9), cap in 1u64..80,
            ) {
                let (w, v): (Vec<u64>, Vec<u64>) = items.into_iter().unzip();
                let instance = Instance::new(&w, &v, cap).unwrap();
                let e = nqueens_wasm::search::back_undoes_each_step(search(&instance), 100_000)
                    .map_err(|step| TestCaseError::fail(format!("back does not undo step {step}")))?;
                prop_assert!(e.is_finished());
                let want = brute_force(&w, &v, cap);
                prop_assert_eq!(e.problem().best().value_or_0(), want);
                prop_assert_eq!(dp_best(&instance), want);
                // The best x, in the given order, fits and has the best value.
                if let Some(x) = e.problem().best_x_given() {
                    let (tw, tv) = (0..w.len()).filter(|&i| x[i] == 1).fold((0, 0), |(a, b), i| (a + w[i], b + v[i]));
                    prop_assert!(tw <= cap);
                    prop_assert_eq!(tv, want);
                } else {
                    prop_assert_eq!(want, 0);
                }
            }

            #[test]
            fn dp_is_brute_force_on_instances_up_to_the_limits(
                items in prop::collection::vec((1u64..=1000, 1u64..=1000), 1..13), cap in 1u64..=20_000,
            ) {
                let (w, v): (Vec<u64>, Vec<u64>) = items.into_iter().unzip();
                let instance = Instance::new(&w, &v, cap).unwrap();
                prop_assert_eq!(dp_best(&instance), brute_force(&w, &v, cap));
            }
        }
    }
}
