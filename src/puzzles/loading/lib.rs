//! The loading problem (装载问题) by backtracking, the course notes' subset tree (子集树) with
//! a constraint function and a bounding function, as a [`Problem`] for the shared engine
//! ([`nqueens_wasm::search`]).
//!
//! n containers of positive integer weights w₁…wₙ go on two ships of capacities c₁ and c₂,
//! with Σw ≤ c₁ + c₂. The method (王晓东, 《计算机算法设计与分析》, 5.2 装载问题): fill
//! ship 1 as full as possible, that is, maximise Σ wᵢxᵢ ≤ c₁ over the subset tree; then
//! everything can be loaded exactly when the rest, Σw − bestw, fits in c₂.
//!
//! At depth i the left child loads container i on ship 1 (x_i = 1, choice 1), the right
//! child does not (x_i = 0, choice 2), containers in the order given. The constraint
//! function (约束函数) kills a left child with cw + wᵢ > c₁; the bounding function (限界函数)
//! kills a right child with cw + r ≤ bestw, where r is the weight of the containers after i
//! (not yet decided). The best load bestw and its x are the search's history
//! ([`Problem::on_solution`]), updated at each leaf above it and restored exactly on back.
//! Reference traces: `docs/REFERENCE.md` ("The loading problem": w = (10, 40, 40),
//! c₁ = c₂ = 50, bestw = 50 with x = (1, 1, 0), loadable; w = (20, 40, 40): bestw = 40, 60
//! left for c₂ = 50, not loadable).
//!
//! The crate's other modules: [`limits`], its limits; [`link`], its keys of the share link;
//! `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/loading*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use crate::limits::{LOAD_MAX_CAPACITY, LOAD_MAX_ITEMS, LOAD_MAX_WEIGHT};
use nqueens_wasm::best::Goal;
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{subset_lines, BoundValue, Event, Mode, Problem, Prune, Search};
use std::fmt;

/// The textbook instance the page opens with: w = (10, 40, 40).
pub const DEFAULT_WEIGHTS: [u64; 3] = [10, 40, 40];
/// The textbook instance's capacities, c₁ = c₂ = 50.
pub const DEFAULT_CAPACITIES: (u64, u64) = (50, 50);

/// Why a list of weights and two capacities is not an instance the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstanceError {
    /// No containers, or more than [`LOAD_MAX_ITEMS`] (`got`).
    ItemCount { got: usize },
    /// Container `item`'s (1-based) weight outside 1..=[`LOAD_MAX_WEIGHT`].
    Weight { item: usize, weight: u64 },
    /// Ship `ship`'s (1 or 2) capacity outside 1..=[`LOAD_MAX_CAPACITY`].
    Capacity { ship: u8, capacity: u64 },
    /// The containers weigh `total` in all, more than c₁ + c₂ = `room`: the problem asks
    /// Σw ≤ c₁ + c₂.
    TooHeavy { total: u64, room: u64 },
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::ItemCount { got } => {
                write!(f, "the loading problem has 1 to {LOAD_MAX_ITEMS} containers, not {got}")
            }
            InstanceError::Weight { item, weight } => {
                write!(f, "container {item}'s weight must be 1 to {LOAD_MAX_WEIGHT}, not {weight}")
            }
            InstanceError::Capacity { ship, capacity } => {
                write!(f, "c{ship} must be 1 to {LOAD_MAX_CAPACITY}, not {capacity}")
            }
            InstanceError::TooHeavy { total, room } => {
                write!(f, "the containers weigh {total}, more than c1 + c2 = {room}")
            }
        }
    }
}

impl std::error::Error for InstanceError {}

impl ErrorCode for InstanceError {
    /// The error's code for the page: `load-item-count`, `load-weight-range`,
    /// `load-capacity-range` or `load-too-heavy` (the link's codes for the same errors, the
    /// crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            InstanceError::ItemCount { .. } => "load-item-count",
            InstanceError::Weight { .. } => "load-weight-range",
            InstanceError::Capacity { .. } => "load-capacity-range",
            InstanceError::TooHeavy { .. } => "load-too-heavy",
        }
    }
}

/// A valid instance: 1..=12 containers in the order given, each weight 1..=1,000, each
/// capacity 1..=12,000, and Σw ≤ c₁ + c₂ (the limits in [`crate::limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    weights: Vec<u64>,
    c1: u64,
    c2: u64,
}

impl Instance {
    /// Checks and keeps an instance.
    ///
    /// # Errors
    /// [`InstanceError`] for the first thing wrong: the number of containers, a weight
    /// (in order), c₁, c₂, then the total weight.
    pub fn new(weights: &[u64], c1: u64, c2: u64) -> Result<Self, InstanceError> {
        if weights.is_empty() || weights.len() > LOAD_MAX_ITEMS {
            return Err(InstanceError::ItemCount { got: weights.len() });
        }
        for (i, &weight) in weights.iter().enumerate() {
            if !(1..=LOAD_MAX_WEIGHT).contains(&weight) {
                return Err(InstanceError::Weight { item: i + 1, weight });
            }
        }
        for (ship, capacity) in [(1, c1), (2, c2)] {
            if !(1..=LOAD_MAX_CAPACITY).contains(&capacity) {
                return Err(InstanceError::Capacity { ship, capacity });
            }
        }
        let total: u64 = weights.iter().sum();
        if total > c1 + c2 {
            return Err(InstanceError::TooHeavy { total, room: c1 + c2 });
        }
        Ok(Self { weights: weights.to_vec(), c1, c2 })
    }

    /// The textbook instance ([`DEFAULT_WEIGHTS`], [`DEFAULT_CAPACITIES`]).
    pub fn textbook() -> Self {
        let (c1, c2) = DEFAULT_CAPACITIES;
        Self { weights: DEFAULT_WEIGHTS.to_vec(), c1, c2 }
    }

    /// The weights, in the order given.
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// Ship 1's capacity c₁.
    pub fn c1(&self) -> u64 {
        self.c1
    }

    /// Ship 2's capacity c₂.
    pub fn c2(&self) -> u64 {
        self.c2
    }

    /// The number of containers.
    pub fn len(&self) -> usize {
        self.weights.len()
    }

    /// Always false: an instance has at least one container.
    pub fn is_empty(&self) -> bool {
        self.weights.is_empty()
    }

    /// The total weight Σw.
    pub fn total(&self) -> u64 {
        self.weights.iter().sum()
    }
}

/// bestw, the best load of ship 1 found so far, and its x (1 = on ship 1), the search's
/// history.
pub type Best = nqueens_wasm::best::Best<u8>;

/// Why a node is killed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Killed {
    /// The constraint function: loading the container would bring ship 1 to `load`, above
    /// c₁.
    TooHeavy { load: u64 },
    /// The bounding function: leaving the container off, cw + r = `cw` + `r` is not above
    /// bestw = `best`.
    Bound { cw: u64, r: u64, best: u64 },
}

/// The loading puzzle: the instance, ship 1's load cw, the decisions and the best so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loading {
    weights: Vec<u64>,
    c1: u64,
    c2: u64,
    /// cw: the weight on ship 1 so far.
    load: u64,
    /// taken[d − 1]: container d is on ship 1 (depths 1..=applied).
    taken: Vec<bool>,
    best: Best,
}

impl Loading {
    /// The puzzle of `instance` with nothing decided.
    pub fn new(instance: &Instance) -> Self {
        Self {
            weights: instance.weights.clone(),
            c1: instance.c1,
            c2: instance.c2,
            load: 0,
            taken: Vec::new(),
            best: Best::default(),
        }
    }

    /// The best load found so far and its x.
    pub fn best(&self) -> &Best {
        &self.best
    }

    /// The weights, in the order given (the search's order).
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// Ship 1's capacity c₁.
    pub fn c1(&self) -> u64 {
        self.c1
    }

    /// Ship 2's capacity c₂.
    pub fn c2(&self) -> u64 {
        self.c2
    }

    /// cw: the weight on ship 1 so far.
    pub fn load(&self) -> u64 {
        self.load
    }

    /// The decisions so far, container 1 first (true = on ship 1).
    pub fn taken(&self) -> &[bool] {
        &self.taken
    }

    /// The total weight Σw.
    pub fn total(&self) -> u64 {
        self.weights.iter().sum()
    }

    /// r after `depth` decisions: the weight of the containers not yet decided,
    /// w[depth + 1] + … + w[n].
    pub fn rest_after(&self, depth: usize) -> u64 {
        self.weights[depth.min(self.weights.len())..].iter().sum()
    }

    /// The result once the search is over: bestw, and the x that loads it (all 0 when no
    /// leaf was reached: then nothing fits on ship 1 and bestw = 0).
    pub fn result(&self) -> (u64, Vec<u8>) {
        let x =
            if self.best.x.is_empty() { vec![0; self.weights.len()] } else { self.best.x.clone() };
        (self.best.value_or_0(), x)
    }

    /// Whether everything can be loaded with ship 1 carrying bestw: Σw − bestw ≤ c₂ (the
    /// answer once the search is over).
    pub fn loadable(&self) -> bool {
        self.total() - self.best.value_or_0() <= self.c2
    }
}

impl Problem for Loading {
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

    /// One comparison: cw + wᵢ with c₁ (load it) or cw + r with bestw (leave it off).
    fn check(&self, depth: usize, choice: usize) -> (Option<Killed>, u64) {
        if choice == 1 {
            let load = self.load + self.weights[depth - 1];
            return ((load > self.c1).then_some(Killed::TooHeavy { load }), 1);
        }
        let (cw, r, best) = (self.load, self.rest_after(depth), self.best.value_or_0());
        ((cw + r <= best).then_some(Killed::Bound { cw, r, best }), 1)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        self.taken.truncate(depth - 1);
        self.taken.push(choice == 1);
        if choice == 1 {
            self.load += self.weights[depth - 1];
        }
    }

    fn undo(&mut self, depth: usize, choice: usize) {
        self.taken.truncate(depth - 1);
        if choice == 1 {
            self.load -= self.weights[depth - 1];
        }
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == self.weights.len()
    }

    /// The notes' `backtrack(t)` finds a leaf on entry, `if t > n`: in the call below the
    /// last container, t = n + 1.
    fn leaf_call_depth(&self, depth: usize) -> usize {
        depth + 1
    }

    /// The notes' `if cw > bestw`: a leaf heavier than the best (or the first leaf) becomes
    /// the best.
    fn on_solution(&mut self, _depth: usize) -> Option<Best> {
        let taken = &self.taken;
        self.best.offer(Goal::Largest, self.load, || taken.iter().map(|&t| t as u8).collect())
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

    /// The bound cw + r after `depth` decisions: its cost is −(cw + r); it improves while
    /// cw + r is above bestw, the test the right child's check makes.
    fn bound_value(&self, depth: usize) -> Option<BoundValue> {
        let bound = self.load + self.rest_after(depth);
        Some(BoundValue { cost: -(bound as i64), improves: bound > self.best.value_or_0() })
    }

    /// A load executes `take` (`if cw + w[t] ≤ c1`), a leave-off `skip` (`if cw + r >
    /// bestw`), placed or killed; a leaf `leaf`; a load undone `untake` (`cw −= w[t]`, after
    /// which the same call tries the right child), a right child undone `undo` (`r += w[t]`
    /// and the call's return to t − 1); step 0 `start` and the end `end`, in `main`.
    fn executes(&self, e: Option<&Event<Killed>>) -> (&'static str, Option<&'static str>) {
        subset_lines(e)
    }
}

/// The loading problem's search on the engine, all leaves (the bound needs every better one).
pub type LoadingSearch = Search<Loading>;

/// The search of `instance` at step 0 (all leaves: the notes' search visits the whole
/// pruned tree).
pub fn search(instance: &Instance) -> LoadingSearch {
    Search::new(Loading::new(instance), Mode::AllSolutions)
}

/// bestw of `instance`: the search run to its end.
pub fn best_load(instance: &Instance) -> u64 {
    let mut s = search(instance);
    while s.step().is_some() {}
    s.problem().best().value_or_0()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::checks::trace_both_ways;
    use nqueens_wasm::search::Event::{Conflict, Done, Place, Remove, Solution};

    fn p(depth: usize, choice: usize) -> Event<Killed> {
        Place { depth, choice }
    }

    fn r(depth: usize, choice: usize) -> Event<Killed> {
        Remove { depth, choice }
    }

    fn heavy(depth: usize, load: u64) -> Event<Killed> {
        Conflict { depth, choice: 1, conflict: Killed::TooHeavy { load } }
    }

    fn bound(depth: usize, cw: u64, r: u64, best: u64) -> Event<Killed> {
        Conflict { depth, choice: 2, conflict: Killed::Bound { cw, r, best } }
    }

    #[test]
    fn the_textbook_instance_10_40_40_loads_ship_1_with_50_and_is_loadable() {
        // docs/REFERENCE.md, "The loading problem": w = (10, 40, 40), c1 = c2 = 50, traced
        // by hand through the notes' backtrack(t).
        #[rustfmt::skip]
        let want = [
            p(1, 1),                 // 1. load container 1: cw = 10 ≤ 50
            p(2, 1),                 // 2. load container 2: cw = 50 ≤ 50
            heavy(3, 90),            // 3. 50 + 40 = 90 > 50: the constraint
            p(3, 2),                 // 4. leave 3 off: cw + r = 50 + 0 > bestw 0
            Solution { number: 1 },  // 5. leaf (1, 1, 0): bestw = 50
            r(3, 2), r(2, 1),
            bound(2, 10, 40, 50),    // 8. leave 2 off: 10 + 40 = 50 ≤ 50: the bound
            r(1, 1),
            p(1, 2),                 // 10. leave 1 off: 0 + 80 > 50
            p(2, 1),                 // 11. load container 2: cw = 40
            heavy(3, 80),            // 12. 40 + 40 = 80 > 50
            bound(3, 40, 0, 50),     // 13. 40 + 0 ≤ 50
            r(2, 1),
            bound(2, 0, 40, 50),     // 15. 0 + 40 ≤ 50
            r(1, 2),
            Done,
        ];
        let end = trace_both_ways(search(&Instance::textbook()), &want);
        let k = end.problem();
        assert_eq!(k.best(), &Best { value: Some(50), x: vec![1, 1, 0] });
        assert_eq!(k.result(), (50, vec![1, 1, 0]));
        // Ship 2 takes the rest: 90 − 50 = 40 ≤ 50.
        assert!(k.loadable());
        let c = end.counters();
        assert_eq!(
            (c.placements + 1, c.constraint_prunes, c.bound_prunes, c.solutions),
            (6, 2, 3, 1)
        );
    }

    #[test]
    fn the_textbook_instance_20_40_40_is_not_loadable_bestw_40_leaves_60_for_c2_50() {
        // docs/REFERENCE.md: w = (20, 40, 40), c1 = c2 = 50: ship 1 takes at best 40, and
        // 100 − 40 = 60 > 50 is left for ship 2.
        #[rustfmt::skip]
        let want = [
            p(1, 1), heavy(2, 60), p(2, 2),   // 20; 20 + 40 > 50; 20 + 40 > 0
            heavy(3, 60), p(3, 2),            // 20 + 40 > 50; 20 + 0 > 0
            Solution { number: 1 },           // leaf (1, 0, 0): bestw = 20
            r(3, 2), r(2, 2), r(1, 1),
            p(1, 2), p(2, 1),                 // 0 + 80 > 20; 40 ≤ 50
            heavy(3, 80), p(3, 2),            // 80 > 50; 40 + 0 > 20
            Solution { number: 2 },           // leaf (0, 1, 0): bestw = 40
            r(3, 2), r(2, 1),
            bound(2, 0, 40, 40),              // 0 + 40 ≤ 40
            r(1, 2),
            Done,
        ];
        let i = Instance::new(&[20, 40, 40], 50, 50).unwrap();
        let end = trace_both_ways(search(&i), &want);
        assert_eq!(end.problem().result(), (40, vec![0, 1, 0]));
        assert!(!end.problem().loadable());
        assert_eq!(best_load(&i), 40);
    }

    #[test]
    fn each_step_is_on_the_line_of_backtrack_t_it_runs_with_the_t_of_that_call() {
        #[rustfmt::skip]
        let want = [
            ("take", 1), ("take", 2), ("take", 3), ("skip", 3),
            ("leaf", 4),                               // 5. leaf (1, 1, 0) in backtrack(4)
            ("undo", 3), ("untake", 2), ("skip", 2), ("untake", 1),
            ("skip", 1), ("take", 2), ("take", 3), ("skip", 3), ("untake", 2), ("skip", 2),
            ("undo", 1),
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
    fn back_restores_bestw_to_what_it_was_before_each_leaf() {
        let mut e = search(&Instance::new(&[20, 40, 40], 50, 50).unwrap());
        e.seek(6).unwrap();
        assert_eq!(e.problem().best().value_or_0(), 20);
        e.seek(14).unwrap();
        assert_eq!(e.problem().best(), &Best { value: Some(40), x: vec![0, 1, 0] });
        e.back();
        assert_eq!(e.problem().best(), &Best { value: Some(20), x: vec![1, 0, 0] });
        e.seek(5).unwrap();
        assert_eq!(e.problem().best(), &Best::default());
    }

    #[test]
    fn a_container_too_heavy_for_ship_1_ends_with_bestw_0_and_x_all_0() {
        // w = (60), c1 = 50, c2 = 60: loading it is killed (60 > 50), leaving it off too
        // (0 + 0 ≤ 0); ship 1 takes nothing and ship 2 takes 60 ≤ 60.
        let i = Instance::new(&[60], 50, 60).unwrap();
        let mut e = search(&i);
        while e.step().is_some() {}
        assert_eq!(e.problem().best().x, Vec::<u8>::new());
        assert_eq!(e.problem().result(), (0, vec![0]));
        assert!(e.problem().loadable());
    }

    #[test]
    fn an_instance_is_checked_container_by_container_then_the_ships() {
        use InstanceError::*;
        let many = vec![1; LOAD_MAX_ITEMS + 1];
        assert_eq!(Instance::new(&many, 50, 50), Err(ItemCount { got: 13 }));
        assert_eq!(Instance::new(&[], 50, 50), Err(ItemCount { got: 0 }));
        assert_eq!(Instance::new(&[1, 0], 5, 5), Err(Weight { item: 2, weight: 0 }));
        assert_eq!(Instance::new(&[1001], 5, 5000), Err(Weight { item: 1, weight: 1001 }));
        assert_eq!(Instance::new(&[1], 0, 5), Err(Capacity { ship: 1, capacity: 0 }));
        assert_eq!(Instance::new(&[1], 5, 12_001), Err(Capacity { ship: 2, capacity: 12_001 }));
        assert_eq!(Instance::new(&[30, 40, 40], 50, 50), Err(TooHeavy { total: 110, room: 100 }));
        assert!(Instance::new(&[1000; 12], 12_000, 12_000).is_ok());
        assert_eq!(TooHeavy { total: 110, room: 100 }.code(), "load-too-heavy");
        assert_eq!(
            TooHeavy { total: 110, room: 100 }.to_string(),
            "the containers weigh 110, more than c1 + c2 = 100"
        );
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        /// The heaviest subset that fits c1, over every subset (bit i of m: container
        /// i + 1 on ship 1), written apart from the search.
        fn brute_force(w: &[u64], c1: u64) -> u64 {
            (0u32..1 << w.len())
                .map(|m| (0..w.len()).filter(|i| m >> i & 1 == 1).map(|i| w[i]).sum::<u64>())
                .filter(|&load| load <= c1)
                .max()
                .unwrap_or(0)
        }

        /// Whether some subset fits c1 and leaves a rest that fits c2: the question itself.
        fn loadable_by_brute_force(w: &[u64], c1: u64, c2: u64) -> bool {
            let total: u64 = w.iter().sum();
            (0u32..1 << w.len()).any(|m| {
                let load: u64 = (0..w.len()).filter(|i| m >> i & 1 == 1).map(|i| w[i]).sum();
                load <= c1 && total - load <= c2
            })
        }

        proptest! {
            #[test]
            fn back_undoes_each_step_and_the_search_agrees_with_every_subset(
                w in prop::collection::vec(1u64..60, 1..10), c1 in 1u64..200, c2 in 1u64..200,
            ) {
                let total: u64 = w.iter().sum();
                prop_assume!(total <= c1 + c2);
                let instance = Instance::new(&w, c1, c2).unwrap();
                let e = nqueens_wasm::search::back_undoes_each_step(search(&instance), 100_000)
                    .map_err(|step| TestCaseError::fail(format!("back does not undo step {step}")))?;
                prop_assert!(e.is_finished());
                let want = brute_force(&w, c1);
                let (best, x) = e.problem().result();
                prop_assert_eq!(best, want);
                // The x loads exactly bestw, within c1.
                let load: u64 = (0..w.len()).filter(|&i| x[i] == 1).map(|i| w[i]).sum();
                prop_assert_eq!(load, want);
                prop_assert!(load <= c1);
                prop_assert_eq!(e.problem().loadable(), loadable_by_brute_force(&w, c1, c2));
            }
        }
    }
}
