//! Combinations (组合输出) by backtracking, as the course notes pose it: output every
//! r-element combination of 1…n in increasing order, as a [`Problem`] for the shared engine
//! ([`nqueens_wasm::search`]).
//!
//! The solution vector x = (x₁, …, x_r). Explicit constraint (显约束): x[t] ∈ {1, …, n},
//! so every node has n children, tried in increasing order. Implicit constraint (隐约束):
//! x[t] > x[t − 1] (x₀ = 0), checked by the constraint function; it makes each combination
//! appear once, in increasing order, and the leaves come out in lexicographic order. The
//! sharper bound (限界) x[t] ≤ n − r + t kills a node whose subtree cannot hold a
//! combination (too few numbers are left above x[t] for the r − t places after it); it can
//! be switched off ([`Instance::bound`]) to compare the trees: with it the search generates
//! 1 + n · Σ_{t<r} C(n − r + t, t) nodes, without it 1 + n · Σ_{t<r} C(n, t) (root
//! included), and both output the same C(n, r) combinations. The combinations output so far
//! are the search's history ([`Problem::on_solution`]), so Back takes them back exactly.
//! Reference: `docs/REFERENCE.md` ("Combinations": n = 5, r = 3 gives 123 124 125 134 135
//! 145 234 235 245 345, C(5, 3) = 10).
//!
//! The crate's other modules: [`limits`], its limits; [`link`], its keys of the share link;
//! `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/combinations*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use crate::limits::COMB_MAX_N;
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{Event, Mode, Problem, Prune, Search};
use std::fmt;

/// The textbook instance the page opens with: n = 5, r = 3.
pub const DEFAULT_N: usize = 5;
/// The textbook instance's r.
pub const DEFAULT_R: usize = 3;

/// Why n and r are not an instance the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstanceError {
    /// n outside 1..=[`COMB_MAX_N`].
    N { n: usize },
    /// r outside 1..=n.
    R { r: usize, n: usize },
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::N { n } => write!(f, "n must be 1 to {COMB_MAX_N}, not {n}"),
            InstanceError::R { r, n } => write!(f, "r must be 1 to n = {n}, not {r}"),
        }
    }
}

impl std::error::Error for InstanceError {}

impl ErrorCode for InstanceError {
    /// The error's code for the page: `comb-n-range` or `comb-r-range` (the link's codes
    /// for the same errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            InstanceError::N { .. } => "comb-n-range",
            InstanceError::R { .. } => "comb-r-range",
        }
    }
}

/// A valid instance: 1 ≤ r ≤ n ≤ [`COMB_MAX_N`], with the bound on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instance {
    n: usize,
    r: usize,
    bound: bool,
}

impl Instance {
    /// Checks and keeps an instance.
    ///
    /// # Errors
    /// [`InstanceError`] for n, then r.
    pub fn new(n: usize, r: usize, bound: bool) -> Result<Self, InstanceError> {
        if !(1..=COMB_MAX_N).contains(&n) {
            return Err(InstanceError::N { n });
        }
        if !(1..=n).contains(&r) {
            return Err(InstanceError::R { r, n });
        }
        Ok(Self { n, r, bound })
    }

    /// The textbook instance, n = 5, r = 3, with the bound.
    pub fn textbook() -> Self {
        Self { n: DEFAULT_N, r: DEFAULT_R, bound: true }
    }

    /// The same n and r with the bound on or off.
    pub fn with_bound(self, bound: bool) -> Self {
        Self { bound, ..self }
    }

    /// n: the numbers are 1…n.
    pub fn n(&self) -> usize {
        self.n
    }

    /// r: the size of a combination.
    pub fn r(&self) -> usize {
        self.r
    }

    /// Whether the search uses the bound x[t] ≤ n − r + t.
    pub fn bound(&self) -> bool {
        self.bound
    }
}

/// Why a node is killed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Killed {
    /// The constraint function (the implicit constraint): x[t] = `value` is not above
    /// x[t − 1] = `prev`.
    Order { value: usize, prev: usize },
    /// The bound: x[t] = `value` is above n − r + t = `limit`.
    Bound { value: usize, limit: usize },
}

/// The combinations puzzle: the instance, x so far and the combinations output so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combinations {
    n: usize,
    r: usize,
    bound: bool,
    /// x[1..=depth], the values chosen so far.
    x: Vec<u8>,
    /// The combinations output so far, each r values, in the order output.
    output: Vec<Vec<u8>>,
}

impl Combinations {
    /// The puzzle of `instance` with nothing chosen.
    pub fn new(instance: &Instance) -> Self {
        Self {
            n: instance.n,
            r: instance.r,
            bound: instance.bound,
            x: Vec::new(),
            output: Vec::new(),
        }
    }

    /// n.
    pub fn n(&self) -> usize {
        self.n
    }

    /// r.
    pub fn r(&self) -> usize {
        self.r
    }

    /// Whether the bound is on.
    pub fn bound(&self) -> bool {
        self.bound
    }

    /// x[1..=t], the values chosen so far.
    pub fn x(&self) -> &[u8] {
        &self.x
    }

    /// The combinations output so far, in the order output.
    pub fn output(&self) -> &[Vec<u8>] {
        &self.output
    }

    /// x[t − 1] for a choice at depth `depth` (x₀ = 0).
    pub fn prev(&self, depth: usize) -> usize {
        if depth >= 2 {
            usize::from(self.x[depth - 2])
        } else {
            0
        }
    }

    /// The bound's largest value at depth t: n − r + t.
    pub fn limit(&self, depth: usize) -> usize {
        self.n - self.r + depth
    }
}

impl Problem for Combinations {
    type Conflict = Killed;
    /// How many combinations had been output before a leaf.
    type History = usize;
    /// The notes' `backtrack(t)` with its loop over the explicit constraint, its constraint
    /// and bound tests, and its `main`.
    const LINES: &'static [&'static str] =
        &["proc", "leaf", "loop", "constraint", "bound", "undo", "main", "start", "end"];

    fn choices(&self) -> usize {
        self.n
    }

    fn max_depth(&self) -> usize {
        self.r
    }

    /// x[t] > x[t − 1] (one comparison), then, with the bound on, x[t] ≤ n − r + t.
    fn check(&self, depth: usize, choice: usize) -> (Option<Killed>, u64) {
        let prev = self.prev(depth);
        if choice <= prev {
            return (Some(Killed::Order { value: choice, prev }), 1);
        }
        if !self.bound {
            return (None, 1);
        }
        let limit = self.limit(depth);
        ((choice > limit).then_some(Killed::Bound { value: choice, limit }), 2)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        self.x.truncate(depth - 1);
        self.x.push(choice as u8);
    }

    fn undo(&mut self, depth: usize, _choice: usize) {
        self.x.truncate(depth - 1);
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == self.r
    }

    /// The notes' `backtrack(t)` outputs on entry, `if t > r`: in the call below the last
    /// place, t = r + 1.
    fn leaf_call_depth(&self, depth: usize) -> usize {
        depth + 1
    }

    /// The notes' `output(x)`: the leaf's combination is printed.
    fn on_solution(&mut self, _depth: usize) -> Option<usize> {
        let before = self.output.len();
        self.output.push(self.x.clone());
        Some(before)
    }

    fn restore(&mut self, before: usize) {
        self.output.truncate(before);
    }

    /// The bound x[t] ≤ n − r + t is there when the instance turns it on.
    fn has_bound(&self) -> bool {
        self.bound
    }

    fn prune(conflict: &Killed) -> Prune {
        match conflict {
            Killed::Order { .. } => Prune::Constraint,
            Killed::Bound { .. } => Prune::Bound,
        }
    }

    /// A value that fails x[t] > x[t − 1] stops on `constraint`; one that fails the bound on
    /// `bound`; a value taken passes the last test there is (`bound`, or `constraint` with
    /// the bound off), from the `loop`; a leaf is `leaf` (in backtrack(r + 1)); a value
    /// undone is the `loop`'s next turn (`undo`: after backtrack(t + 1) returns); step 0
    /// `start` and the end `end`, in `main`.
    fn executes(&self, e: Option<&Event<Killed>>) -> (&'static str, Option<&'static str>) {
        let pass = if self.bound { "bound" } else { "constraint" };
        match e {
            None => ("start", None),
            Some(Event::Place { .. }) => (pass, Some("loop")),
            Some(Event::Conflict { conflict: Killed::Order { .. }, .. }) => {
                ("constraint", Some("loop"))
            }
            Some(Event::Conflict { .. }) => ("bound", Some("loop")),
            Some(Event::Solution { .. }) => ("leaf", Some("proc")),
            Some(Event::Remove { .. }) => ("undo", None),
            Some(Event::Done) => ("end", None),
        }
    }
}

/// The combinations' search on the engine, every leaf.
pub type CombinationsSearch = Search<Combinations>;

/// The search of `instance` at step 0 (every leaf: each is a combination to output).
pub fn search(instance: &Instance) -> CombinationsSearch {
    Search::new(Combinations::new(instance), Mode::AllSolutions)
}

/// What the whole search of `instance` does: the combinations in the order output, and the
/// nodes it generates (root included, killed ones too).
pub fn run(instance: &Instance) -> (Vec<Vec<u8>>, u64) {
    let mut s = search(instance);
    while s.step().is_some() {}
    let c = s.counters();
    (s.problem().output().to_vec(), c.placements + c.constraint_prunes + c.bound_prunes + 1)
}

/// C(n, k), exactly (n ≤ [`COMB_MAX_N`] keeps it small).
pub fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |c, i| c * (n - i) as u64 / (i + 1) as u64)
}

/// The nodes the whole search of n, r generates, root and killed nodes included: n children
/// under each live node above depth r, of which there are C(n, t) at depth t without the
/// bound and C(n − r + t, t) with it.
pub fn nodes(n: usize, r: usize, bound: bool) -> u64 {
    let live: u64 = (0..r).map(|t| if bound { choose(n - r + t, t) } else { choose(n, t) }).sum();
    1 + n as u64 * live
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Event::{Conflict, Done, Place, Remove, Solution};

    fn p(depth: usize, choice: usize) -> Event<Killed> {
        Place { depth, choice }
    }

    fn order(depth: usize, value: usize, prev: usize) -> Event<Killed> {
        Conflict { depth, choice: value, conflict: Killed::Order { value, prev } }
    }

    fn bound(depth: usize, value: usize, limit: usize) -> Event<Killed> {
        Conflict { depth, choice: value, conflict: Killed::Bound { value, limit } }
    }

    fn text(out: &[Vec<u8>]) -> Vec<String> {
        out.iter().map(|c| c.iter().map(|d| char::from(b'0' + d)).collect()).collect()
    }

    #[test]
    fn n_5_r_3_outputs_the_notes_ten_combinations_with_and_without_the_bound() {
        // docs/REFERENCE.md, "Combinations": 123 124 125 134 135 145 234 235 245 345.
        let want = ["123", "124", "125", "134", "135", "145", "234", "235", "245", "345"];
        for bound in [true, false] {
            let (out, _) = run(&Instance::new(5, 3, bound).unwrap());
            assert_eq!(text(&out), want, "bound {bound}");
        }
        // The nodes: 1 + 5 · (C(2,0) + C(3,1) + C(4,2)) = 51 with the bound,
        // 1 + 5 · (C(5,0) + C(5,1) + C(5,2)) = 81 without.
        assert_eq!(run(&Instance::textbook()).1, 51);
        assert_eq!(run(&Instance::new(5, 3, false).unwrap()).1, 81);
        assert_eq!((nodes(5, 3, true), nodes(5, 3, false)), (51, 81));
    }

    #[test]
    fn the_first_steps_of_n_5_r_3_with_the_bound() {
        #[rustfmt::skip]
        let want = [
            p(1, 1), order(2, 1, 1), p(2, 2), order(3, 1, 2), order(3, 2, 2), p(3, 3),
            Solution { number: 1 },          // 123
            Remove { depth: 3, choice: 3 }, p(3, 4), Solution { number: 2 },
            Remove { depth: 3, choice: 4 }, p(3, 5), Solution { number: 3 },
            Remove { depth: 3, choice: 5 }, Remove { depth: 2, choice: 2 },
            p(2, 3),
        ];
        let mut e = search(&Instance::textbook());
        for (i, w) in want.iter().enumerate() {
            assert_eq!(e.step(), Some(*w), "step {}", i + 1);
        }
        // Under x1 = 1, x2 = 5 is above n − r + 2 = 4: the bound kills it.
        let mut e = search(&Instance::textbook());
        let mut seen = Vec::new();
        while let Some(ev) = e.step() {
            seen.push(ev);
        }
        assert!(seen.contains(&bound(2, 5, 4)));
        assert!(seen.contains(&bound(1, 4, 3)));
        assert_eq!(seen.last(), Some(&Done));
    }

    #[test]
    fn each_step_is_on_the_line_of_backtrack_t_it_runs() {
        let mut e = search(&Instance::textbook());
        let mut lines = Vec::new();
        for _ in 0..8 {
            e.step();
            let at = e.executing();
            lines.push((at.line, at.depth));
        }
        #[rustfmt::skip]
        assert_eq!(lines, [
            ("bound", 1), ("constraint", 2), ("bound", 2), ("constraint", 3), ("constraint", 3),
            ("bound", 3), ("leaf", 4), ("undo", 3),
        ]);
        let mut e = search(&Instance::new(5, 3, false).unwrap());
        e.step();
        assert_eq!(e.executing().line, "constraint");
        while e.step().is_some() {
            for line in [Some(e.executing().line), e.executing().caller].into_iter().flatten() {
                assert!(Combinations::LINES.contains(&line), "{line}");
            }
        }
        assert_eq!(e.executing().line, "end");
    }

    #[test]
    fn back_takes_back_the_combinations_output() {
        let mut e = search(&Instance::textbook());
        e.seek(7).unwrap();
        assert_eq!(text(e.problem().output()), ["123"]);
        e.back();
        assert!(e.problem().output().is_empty());
        e.seek(13).unwrap();
        assert_eq!(text(e.problem().output()), ["123", "124", "125"]);
    }

    #[test]
    fn an_instance_is_checked_n_then_r() {
        use InstanceError::*;
        assert_eq!(Instance::new(0, 1, true), Err(N { n: 0 }));
        assert_eq!(Instance::new(COMB_MAX_N + 1, 1, true), Err(N { n: 10 }));
        assert_eq!(Instance::new(5, 0, true), Err(R { r: 0, n: 5 }));
        assert_eq!(Instance::new(5, 6, false), Err(R { r: 6, n: 5 }));
        assert!(Instance::new(9, 9, true).is_ok());
        assert_eq!(R { r: 6, n: 5 }.code(), "comb-r-range");
        assert_eq!(R { r: 6, n: 5 }.to_string(), "r must be 1 to n = 5, not 6");
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        /// Every r-subset of 1…n by bitmask (bit i: i + 1 is in), written apart from the
        /// search, each as its elements increasing, sorted lexicographically.
        fn brute_force(n: usize, r: usize) -> Vec<Vec<u8>> {
            let mut all: Vec<Vec<u8>> = (0u32..1 << n)
                .filter(|m| m.count_ones() as usize == r)
                .map(|m| (0..n).filter(|i| m >> i & 1 == 1).map(|i| i as u8 + 1).collect())
                .collect();
            all.sort();
            all
        }

        /// C(n, k) by Pascal's rule, apart from the search.
        fn pascal(n: usize, k: usize) -> u64 {
            let mut row = vec![1u64];
            for _ in 0..n {
                let mut next = vec![1u64; row.len() + 1];
                for i in 1..row.len() {
                    next[i] = row[i - 1] + row[i];
                }
                row = next;
            }
            row.get(k).copied().unwrap_or(0)
        }

        proptest! {
            #[test]
            fn the_search_outputs_every_combination_in_order_and_back_undoes_each_step(
                n in 1usize..=COMB_MAX_N, r_seed in 0usize..100, bound in any::<bool>(),
            ) {
                let r = 1 + r_seed % n;
                let instance = Instance::new(n, r, bound).unwrap();
                let e = nqueens_wasm::search::back_undoes_each_step(search(&instance), 100_000)
                    .map_err(|step| TestCaseError::fail(format!("back does not undo step {step}")))?;
                prop_assert!(e.is_finished());
                let out = e.problem().output().to_vec();
                prop_assert_eq!(out.len() as u64, pascal(n, r));
                prop_assert_eq!(&out, &brute_force(n, r));
                prop_assert_eq!(e.counters().solutions as u64, pascal(n, r));
            }

            #[test]
            fn the_bound_never_generates_more_nodes_and_both_match_the_closed_forms(
                n in 1usize..=COMB_MAX_N, r_seed in 0usize..100,
            ) {
                let r = 1 + r_seed % n;
                let (with, with_nodes) = run(&Instance::new(n, r, true).unwrap());
                let (without, without_nodes) = run(&Instance::new(n, r, false).unwrap());
                prop_assert_eq!(&with, &without);
                prop_assert!(with_nodes <= without_nodes);
                let n64 = n as u64;
                let live_with: u64 = (0..r).map(|t| pascal(n - r + t, t)).sum();
                let live_without: u64 = (0..r).map(|t| pascal(n, t)).sum();
                prop_assert_eq!(with_nodes, 1 + n64 * live_with);
                prop_assert_eq!(without_nodes, 1 + n64 * live_without);
                prop_assert_eq!((nodes(n, r, true), nodes(n, r, false)), (with_nodes, without_nodes));
            }
        }
    }
}
