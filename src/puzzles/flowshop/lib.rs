//! Batch job scheduling (批处理作业调度, the two-machine flow shop) by backtracking, the
//! course notes' permutation tree (排列树) with a bounding function, as a [`Problem`] for
//! the shared engine ([`nqueens_wasm::search`]).
//!
//! n jobs, each processed first on machine 1 and then on machine 2, for the positive integer
//! times t₁ⱼ and t₂ⱼ. For an order of the jobs, F₁ is the time each job leaves machine 1
//! and F₂ the time it leaves machine 2; the order sought minimises f = Σ F₂ⱼ (王晓东,
//! 《计算机算法设计与分析》, 5.3 批处理作业调度).
//!
//! **The swap form.** x starts as (1, 2, …, n). At depth t the choices are the jobs not yet
//! placed, x[t], x[t+1], …, x[n], in that order: choice c is i = t + c − 1, and taking it
//! swaps x[t] with x[i] (undone on back), so x[1..t] is always the order so far. This is the
//! notes' template with f(n, t) = t, g(n, t) = n and h(i) = swap(x[t], x[i]): the number of
//! choices at depth t is n − t + 1, which [`Problem::choices`] answers from the depth
//! applied (the engine asks it only for the depth below the choices applied).
//!
//! **The bound.** Taking job j after the t − 1 placed gives F₁ = F₁ + t₁ⱼ,
//! F₂[t] = max(F₂[t − 1], F₁) + t₂ⱼ and f = f + F₂[t]. The notes go on only `if f < bestf`:
//! the bounding function (限界函数) kills a node whose partial f already reaches the best
//! total found (f ≥ bestf), since the rest can only add to it. bestf starts at ∞, so the
//! first leaf is always reached, and every leaf reached is better than the best: bestf and
//! its order are the search's history ([`Problem::on_solution`]), restored on back. There is
//! no constraint function: the swap form never offers a job twice (the implicit constraint,
//! x a permutation, holds by construction).
//!
//! Reference: `docs/REFERENCE.md` ("Batch job scheduling": (t₁, t₂) = (2, 1), (3, 1),
//! (2, 3); the six orders give f = 19, 18, 20, 21, 19, 19; best 18, order 1, 3, 2).
//!
//! The crate's other modules: [`limits`], its limits; [`link`], its keys of the share link;
//! `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/flowshop*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use crate::limits::{FLOW_MAX_JOBS, FLOW_MAX_TIME};
use nqueens_wasm::best::Goal;
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{BoundValue, Event, Mode, Problem, Prune, Search};
use std::fmt;

/// The textbook instance the page opens with: the jobs' times on machine 1, (2, 3, 2).
pub const DEFAULT_T1: [u64; 3] = [2, 3, 2];
/// The textbook instance's times on machine 2, (1, 1, 3).
pub const DEFAULT_T2: [u64; 3] = [1, 1, 3];

/// Why two lists of times are not an instance the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstanceError {
    /// No jobs, or more than [`FLOW_MAX_JOBS`] (`got`).
    JobCount { got: usize },
    /// The two lists differ in length: `t1` times on machine 1, `t2` on machine 2.
    LengthMismatch { t1: usize, t2: usize },
    /// Job `job`'s (1-based) time on machine `machine` (1 or 2) outside 1..=[`FLOW_MAX_TIME`].
    Time { machine: u8, job: usize, time: u64 },
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::JobCount { got } => {
                write!(f, "batch job scheduling has 1 to {FLOW_MAX_JOBS} jobs, not {got}")
            }
            InstanceError::LengthMismatch { t1, t2 } => {
                write!(f, "t1 has {t1} times and t2 has {t2}: one of each per job")
            }
            InstanceError::Time { machine, job, time } => {
                write!(f, "job {job}'s time on machine {machine} must be 1 to {FLOW_MAX_TIME}, not {time}")
            }
        }
    }
}

impl std::error::Error for InstanceError {}

impl ErrorCode for InstanceError {
    /// The error's code for the page: `flow-job-count`, `flow-length-mismatch` or
    /// `flow-time-range` (the link's codes for the same errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            InstanceError::JobCount { .. } => "flow-job-count",
            InstanceError::LengthMismatch { .. } => "flow-length-mismatch",
            InstanceError::Time { .. } => "flow-time-range",
        }
    }
}

/// A valid instance: 1..=7 jobs, each with a time 1..=99 on each machine (the limits in
/// [`crate::limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    t1: Vec<u64>,
    t2: Vec<u64>,
}

impl Instance {
    /// Checks and keeps an instance.
    ///
    /// # Errors
    /// [`InstanceError`] for the first thing wrong: the number of jobs (t1's, then whether
    /// t2 has as many), then the times, job by job, machine 1 before machine 2.
    pub fn new(t1: &[u64], t2: &[u64]) -> Result<Self, InstanceError> {
        if t1.is_empty() || t1.len() > FLOW_MAX_JOBS {
            return Err(InstanceError::JobCount { got: t1.len() });
        }
        if t2.len() != t1.len() {
            return Err(InstanceError::LengthMismatch { t1: t1.len(), t2: t2.len() });
        }
        for job in 0..t1.len() {
            for (machine, time) in [(1, t1[job]), (2, t2[job])] {
                if !(1..=FLOW_MAX_TIME).contains(&time) {
                    return Err(InstanceError::Time { machine, job: job + 1, time });
                }
            }
        }
        Ok(Self { t1: t1.to_vec(), t2: t2.to_vec() })
    }

    /// The textbook instance ([`DEFAULT_T1`], [`DEFAULT_T2`]).
    pub fn textbook() -> Self {
        Self { t1: DEFAULT_T1.to_vec(), t2: DEFAULT_T2.to_vec() }
    }

    /// The times on machine 1, job 1 first.
    pub fn t1(&self) -> &[u64] {
        &self.t1
    }

    /// The times on machine 2, job 1 first.
    pub fn t2(&self) -> &[u64] {
        &self.t2
    }

    /// The number of jobs.
    pub fn len(&self) -> usize {
        self.t1.len()
    }

    /// Always false: an instance has at least one job.
    pub fn is_empty(&self) -> bool {
        self.t1.is_empty()
    }
}

/// The best schedule found so far, the search's history: bestf, the least f of a leaf
/// reached (`None`, ∞, before any), and its order (jobs, 1-based).
pub type Best = nqueens_wasm::best::Best<usize>;

/// Why a node is killed: the bounding function, f ≥ bestf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Killed {
    /// Taking job `job` next gives F₁ = `f1`, F₂ = `f2` and the partial sum f = `f`, which
    /// is not below bestf = `best`.
    Bound { job: usize, f1: u64, f2: u64, f: u64, best: u64 },
}

/// The numbers of taking a job next: F₁, F₂ and the partial f after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Times {
    /// F₁: when the job leaves machine 1.
    pub f1: u64,
    /// F₂: when the job leaves machine 2.
    pub f2: u64,
    /// f: the sum of F₂ over the jobs placed, this one included.
    pub f: u64,
}

/// The flow shop: the instance, the swap-form order x, F₁, F₂ of each depth, f, the best.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flowshop {
    t1: Vec<u64>,
    t2: Vec<u64>,
    /// x: a permutation of 1..=n; x[..depth] is the order so far (the notes' swap form).
    x: Vec<usize>,
    /// F₁ of the jobs placed, depth 1 first (depths 1..=applied).
    f1: Vec<u64>,
    /// F₂ of the jobs placed, depth 1 first.
    f2: Vec<u64>,
    /// f: Σ F₂ over the jobs placed.
    f: u64,
    best: Best,
}

impl Flowshop {
    /// The puzzle of `instance` with nothing placed: x = (1, 2, …, n).
    pub fn new(instance: &Instance) -> Self {
        Self {
            t1: instance.t1.clone(),
            t2: instance.t2.clone(),
            x: (1..=instance.len()).collect(),
            f1: Vec::new(),
            f2: Vec::new(),
            f: 0,
            best: Best::default(),
        }
    }

    /// The number of jobs.
    pub fn n(&self) -> usize {
        self.t1.len()
    }

    /// The times on machine 1, job 1 first.
    pub fn t1(&self) -> &[u64] {
        &self.t1
    }

    /// The times on machine 2, job 1 first.
    pub fn t2(&self) -> &[u64] {
        &self.t2
    }

    /// The swap form's x: its first [`depth`](Self::depth) jobs are the order so far, the
    /// rest the jobs not yet placed (in the order the next depth tries them).
    pub fn x(&self) -> &[usize] {
        &self.x
    }

    /// The number of jobs placed.
    pub fn depth(&self) -> usize {
        self.f2.len()
    }

    /// F₁ of the jobs placed, in order.
    pub fn f1s(&self) -> &[u64] {
        &self.f1
    }

    /// F₂ of the jobs placed, in order.
    pub fn f2s(&self) -> &[u64] {
        &self.f2
    }

    /// The partial sum f = Σ F₂ of the jobs placed.
    pub fn f(&self) -> u64 {
        self.f
    }

    /// The best found so far and its order.
    pub fn best(&self) -> &Best {
        &self.best
    }

    /// The job choice `choice` at `depth` takes: x[i] with i = depth + choice − 1.
    pub fn job_of(&self, depth: usize, choice: usize) -> usize {
        self.x[depth + choice - 2]
    }

    /// F₁, F₂ and f if `job` were placed at `depth` (depths 1..depth applied).
    pub fn times(&self, depth: usize, job: usize) -> Times {
        let before = |v: &[u64]| if depth > 1 { v[depth - 2] } else { 0 };
        let f1 = before(&self.f1) + self.t1[job - 1];
        let f2 = before(&self.f2).max(f1) + self.t2[job - 1];
        Times { f1, f2, f: self.f + f2 }
    }
}

impl Problem for Flowshop {
    type Conflict = Killed;
    type History = Best;
    /// The notes' `backtrack(t)` in the swap form, and its `main`.
    const LINES: &'static [&'static str] =
        &["proc", "leaf", "loop", "times", "bound", "unswap", "main", "start", "end"];

    /// The choices of the depth below those applied: the n − t + 1 jobs x[t..n] at depth
    /// t = applied + 1 (the engine asks only for that depth: after a choice rejected or
    /// undone at t, and, going back, for the last choice of the depth below a remove).
    fn choices(&self) -> usize {
        self.n() - self.depth()
    }

    fn max_depth(&self) -> usize {
        self.n()
    }

    /// One comparison: the partial f after the job with bestf (none before the first leaf).
    fn check(&self, depth: usize, choice: usize) -> (Option<Killed>, u64) {
        let job = self.job_of(depth, choice);
        let Times { f1, f2, f } = self.times(depth, job);
        match self.best.value {
            Some(best) if f >= best => (Some(Killed::Bound { job, f1, f2, f, best }), 1),
            Some(_) => (None, 1),
            None => (None, 0),
        }
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        let job = self.job_of(depth, choice);
        let Times { f1, f2, f } = self.times(depth, job);
        self.x.swap(depth - 1, depth + choice - 2);
        self.f1.push(f1);
        self.f2.push(f2);
        self.f = f;
    }

    fn undo(&mut self, depth: usize, choice: usize) {
        self.f1.pop();
        self.f -= self.f2.pop().unwrap_or(0);
        self.x.swap(depth - 1, depth + choice - 2);
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == self.n()
    }

    /// The notes' `backtrack(t)` finds a leaf on entry, `if t > n`: in the call below the
    /// last job, t = n + 1.
    fn leaf_call_depth(&self, depth: usize) -> usize {
        depth + 1
    }

    /// The notes' `bestx = x; bestf = f`: a leaf is reached only with f < bestf, so every
    /// leaf becomes the best.
    fn on_solution(&mut self, _depth: usize) -> Option<Best> {
        let x = &self.x;
        self.best.offer(Goal::Smallest, self.f, || x.clone())
    }

    fn restore(&mut self, before: Best) {
        self.best = before;
    }

    fn prune(_conflict: &Killed) -> Prune {
        Prune::Bound
    }

    /// The partial sum f of the jobs placed, a lower bound on the f of every schedule
    /// below (each job added adds its F₂): its cost is f; it improves while f is below
    /// bestf (always before the first leaf), the test the check makes.
    fn bound_value(&self, _depth: usize) -> Option<BoundValue> {
        let improves = self.best.value.is_none_or(|best| self.f < best);
        Some(BoundValue { cost: self.f as i64, improves })
    }

    /// A job tried executes `bound` (`if f < bestf`), placed or killed; a leaf `leaf`; a
    /// job undone `unswap` (`swap(x[t], x[i])` back, F₁ and f restored); step 0 `start` and
    /// the end `end`, in `main`.
    fn executes(&self, e: Option<&Event<Killed>>) -> (&'static str, Option<&'static str>) {
        match e {
            None => ("start", None),
            Some(Event::Place { .. }) | Some(Event::Conflict { .. }) => ("bound", Some("proc")),
            Some(Event::Solution { .. }) => ("leaf", Some("proc")),
            Some(Event::Remove { .. }) => ("unswap", None),
            Some(Event::Done) => ("end", None),
        }
    }
}

/// The flow shop's search on the engine, all leaves (the bound needs every better one).
pub type FlowshopSearch = Search<Flowshop>;

/// The search of `instance` at step 0.
pub fn search(instance: &Instance) -> FlowshopSearch {
    Search::new(Flowshop::new(instance), Mode::AllSolutions)
}

/// bestf and its order for `instance`: the search run to its end.
pub fn best_schedule(instance: &Instance) -> (u64, Vec<usize>) {
    let mut s = search(instance);
    while s.step().is_some() {}
    let b = s.problem().best();
    (b.value_or_0(), b.x.clone())
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

    fn bound(depth: usize, choice: usize, job: usize, f1: u64, f2: u64, f: u64) -> Event<Killed> {
        Conflict { depth, choice, conflict: Killed::Bound { job, f1, f2, f, best: 18 } }
    }

    #[test]
    fn the_textbook_instance_is_best_in_the_order_1_3_2_with_f_18() {
        // docs/REFERENCE.md, "Batch job scheduling": (t1, t2) = (2, 1), (3, 1), (2, 3),
        // traced by hand through the notes' backtrack(t) in the swap form.
        #[rustfmt::skip]
        let want = [
            p(1, 1), p(2, 1), p(3, 1),      // jobs 1, 2, 3: f = 3, 9, 19
            Solution { number: 1 },         // 4. leaf 1,2,3: bestf = 19
            r(3, 1), r(2, 1),
            p(2, 2), p(3, 1),               // jobs 3, 2: f = 10, 18 < 19
            Solution { number: 2 },         // 9. leaf 1,3,2: bestf = 18
            r(3, 1), r(2, 2), r(1, 1),
            p(1, 2), p(2, 1),               // job 2 (f = 4), job 1 (f = 10)
            bound(3, 1, 3, 7, 10, 20),      // 15. 2,1,3: f = 20 ≥ 18
            r(2, 1),
            p(2, 2),                        // job 3: f = 12
            bound(3, 1, 1, 7, 9, 21),       // 18. 2,3,1: f = 21 ≥ 18
            r(2, 2), r(1, 2),
            p(1, 3), p(2, 1),               // job 3 (f = 5): x = 3,2,1; job 2 (f = 11)
            bound(3, 1, 1, 7, 8, 19),       // 23. 3,2,1: f = 19 ≥ 18
            r(2, 1),
            p(2, 2),                        // job 1: f = 11, x = 3,1,2
            bound(3, 1, 2, 7, 8, 19),       // 26. 3,1,2: f = 19 ≥ 18
            r(2, 2), r(1, 3),
            Done,
        ];
        let end = trace_both_ways(search(&Instance::textbook()), &want);
        let k = end.problem();
        assert_eq!(k.best(), &Best { value: Some(18), x: vec![1, 3, 2] });
        assert_eq!(k.x(), &[1, 2, 3]);
        assert_eq!(best_schedule(&Instance::textbook()), (18, vec![1, 3, 2]));
        let c = end.counters();
        // All 15 nodes below the root generated: 11 taken, 4 leaves killed by the bound;
        // 2 leaves reached.
        assert_eq!((c.tried, c.placements, c.bound_prunes, c.constraint_prunes), (15, 11, 4, 0));
        assert_eq!(c.solutions, 2);
    }

    #[test]
    fn each_step_is_on_the_line_of_backtrack_t_it_runs_with_the_t_of_that_call() {
        let mut e = search(&Instance::textbook());
        e.step();
        assert_eq!((e.executing().line, e.executing().depth), ("bound", 1));
        e.seek(4).unwrap();
        assert_eq!((e.executing().line, e.executing().depth), ("leaf", 4));
        e.seek(5).unwrap();
        assert_eq!((e.executing().line, e.executing().depth), ("unswap", 3));
        e.seek(29).unwrap();
        assert_eq!((e.executing().line, e.executing().depth), ("end", 0));
        e.reset();
        assert_eq!(e.executing().line, "start");
    }

    #[test]
    fn the_swap_form_keeps_the_order_so_far_in_x_1_to_t_and_back_restores_bestf() {
        let mut e = search(&Instance::textbook());
        e.seek(21).unwrap();
        assert_eq!((e.problem().x(), e.problem().depth()), (&[3, 2, 1][..], 1));
        e.seek(25).unwrap();
        assert_eq!(e.problem().x(), &[3, 1, 2]);
        assert_eq!(
            (e.problem().f1s(), e.problem().f2s(), e.problem().f()),
            (&[2, 4][..], &[5, 6][..], 11)
        );
        e.seek(9).unwrap();
        assert_eq!(e.problem().best().value, Some(18));
        e.back();
        assert_eq!(e.problem().best(), &Best { value: Some(19), x: vec![1, 2, 3] });
        e.seek(3).unwrap();
        assert_eq!(e.problem().best(), &Best::default());
    }

    #[test]
    fn one_job_is_one_leaf_and_its_f_is_t1_plus_t2() {
        let i = Instance::new(&[5], &[7]).unwrap();
        assert_eq!(best_schedule(&i), (12, vec![1]));
    }

    #[test]
    fn an_instance_is_checked_for_its_count_then_job_by_job() {
        use InstanceError::*;
        let many = vec![1; FLOW_MAX_JOBS + 1];
        assert_eq!(Instance::new(&many, &many), Err(JobCount { got: 8 }));
        assert_eq!(Instance::new(&[], &[]), Err(JobCount { got: 0 }));
        assert_eq!(Instance::new(&[1, 2], &[1]), Err(LengthMismatch { t1: 2, t2: 1 }));
        assert_eq!(Instance::new(&[1, 0], &[0, 1]), Err(Time { machine: 2, job: 1, time: 0 }));
        assert_eq!(Instance::new(&[1, 100], &[1, 1]), Err(Time { machine: 1, job: 2, time: 100 }));
        assert!(Instance::new(&[99; 7], &[99; 7]).is_ok());
        assert_eq!(LengthMismatch { t1: 2, t2: 1 }.code(), "flow-length-mismatch");
        assert_eq!(
            Time { machine: 1, job: 2, time: 100 }.to_string(),
            "job 2's time on machine 1 must be 1 to 99, not 100"
        );
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        /// Σ F₂ of `order` (jobs 1-based), computed directly from the definition.
        fn total(t1: &[u64], t2: &[u64], order: &[usize]) -> u64 {
            let (mut m1, mut m2, mut sum) = (0, 0, 0);
            for &j in order {
                m1 += t1[j - 1];
                m2 = m2.max(m1) + t2[j - 1];
                sum += m2;
            }
            sum
        }

        /// Every permutation of 1..=n (Heap's algorithm), written apart from the search.
        fn permutations(n: usize) -> Vec<Vec<usize>> {
            let mut a: Vec<usize> = (1..=n).collect();
            let mut out = vec![a.clone()];
            let mut c = vec![0; n];
            let mut i = 0;
            while i < n {
                if c[i] < i {
                    if i % 2 == 0 {
                        a.swap(0, i);
                    } else {
                        a.swap(c[i], i);
                    }
                    out.push(a.clone());
                    c[i] += 1;
                    i = 0;
                } else {
                    c[i] = 0;
                    i += 1;
                }
            }
            out
        }

        #[test]
        fn the_brute_force_agrees_with_the_references_six_orders() {
            // docs/REFERENCE.md: 1,2,3: 19; 1,3,2: 18; 2,1,3: 20; 2,3,1: 21; 3,1,2: 19; 3,2,1: 19.
            let (t1, t2) = (DEFAULT_T1, DEFAULT_T2);
            let mut all: Vec<(Vec<usize>, u64)> =
                permutations(3).into_iter().map(|o| (o.clone(), total(&t1, &t2, &o))).collect();
            all.sort();
            let f: Vec<u64> = all.iter().map(|(_, f)| *f).collect();
            assert_eq!(f, [19, 18, 20, 21, 19, 19]);
            assert_eq!(permutations(5).len(), 120);
        }

        proptest! {
            #[test]
            fn back_undoes_each_step_and_the_search_agrees_with_every_permutation(
                times in prop::collection::vec((1u64..=20, 1u64..=20), 1..=6),
            ) {
                let (t1, t2): (Vec<u64>, Vec<u64>) = times.into_iter().unzip();
                let instance = Instance::new(&t1, &t2).unwrap();
                let e = nqueens_wasm::search::back_undoes_each_step(search(&instance), 100_000)
                    .map_err(|step| TestCaseError::fail(format!("back does not undo step {step}")))?;
                prop_assert!(e.is_finished());
                let want = permutations(t1.len()).iter().map(|o| total(&t1, &t2, o)).min().unwrap();
                let best = e.problem().best();
                prop_assert_eq!(best.value, Some(want));
                // The order is a permutation and has exactly that f.
                let mut sorted = best.x.clone();
                sorted.sort_unstable();
                prop_assert_eq!(sorted, (1..=t1.len()).collect::<Vec<_>>());
                prop_assert_eq!(total(&t1, &t2, &best.x), want);
                // Every node below the root is tried at most once: no more than the tree has.
                let nodes = crate::limits::permutation_tree_nodes(t1.len()) as u64;
                prop_assert!(e.counters().tried <= nodes);
            }
        }
    }
}
