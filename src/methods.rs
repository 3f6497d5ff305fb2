//! The same solution-space tree (解空间树) walked by the methods the course notes set beside
//! backtracking (回溯与其它方法的异同), for any [`Problem`], one node generated per step:
//! - [`Method::Backtrack`]: depth first, with the constraint function and the bounding
//!   function: the nodes [`crate::search::Search`] tries, in its order;
//! - [`Method::DepthFirstNoBound`]: depth first, a node the bounding function would kill
//!   taken;
//! - [`Method::Exhaustive`] (穷举): every node of the complete tree, nothing killed on the
//!   way; a node's choices are tested when it is generated, and only a whole vector can be
//!   a solution for most puzzles, so the test that counts is at the leaves;
//! - [`Method::BreadthFirst`]: a FIFO queue of live nodes (FIFO branch and bound, 队列式分支
//!   限界法: the constraint and the bounding function as in backtracking);
//! - [`Method::LeastCost`]: least-cost branch and bound (优先队列式分支限界法): the live
//!   node of least [`BoundValue::cost`] expanded first, a node whose bound no longer beats
//!   the best killed when it comes out of the queue.
//!
//! Node states are the notes' (docs/REFERENCE.md, "Node states in the solution-space
//! tree"): a live node (活结点) has been generated and has children still to generate; the
//! expanding node (扩展结点) is the live node generating them; a node is dead (死结点) once
//! all its children are generated, or when the constraint or the bounding function kills
//! it. A solution node is a leaf reached.
//!
//! Every method keeps one working copy of the problem with the choices of one path
//! applied; it reaches another node's state by undoing up to their common ancestor and
//! applying down, so a live node holds only its place in the tree, and the history (the
//! best leaf so far, [`Problem::History`]) is one, shared by every node as a bounding
//! function needs. Stepping back replays the run from step 0 on a copy of the problem as
//! it started: the state and counters are those of stepping forward to that node.

use crate::error::ErrorCode;
use crate::limits::{METHOD_MAX_LIVE, METHOD_MAX_NODES};
use crate::search::{Mode, Problem, Prune, SeekError};
use std::collections::{BTreeSet, VecDeque};
use std::fmt;

/// A way to walk the solution-space tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Depth first with the constraint and the bounding function: today's search.
    Backtrack,
    /// Depth first with the constraint function only; offered where the puzzle has a
    /// bounding function ([`Problem::has_bound`]).
    DepthFirstNoBound,
    /// The complete tree to the deepest depth, every choice of every node, nothing killed
    /// on the way.
    Exhaustive,
    /// Breadth first: a FIFO queue of live nodes.
    BreadthFirst,
    /// Least-cost branch and bound: a priority queue on the bound; offered where the puzzle
    /// optimises ([`Problem::bound_value`]).
    LeastCost,
}

impl Method {
    /// Every method, in the order the page lists them.
    pub const ALL: [Method; 5] = [
        Method::Backtrack,
        Method::DepthFirstNoBound,
        Method::Exhaustive,
        Method::BreadthFirst,
        Method::LeastCost,
    ];

    /// The method's name in a link (`compare=`): `backtrack`, `dfs`, `exhaustive`, `bfs`,
    /// `lc`.
    pub fn key(self) -> &'static str {
        match self {
            Method::Backtrack => "backtrack",
            Method::DepthFirstNoBound => "dfs",
            Method::Exhaustive => "exhaustive",
            Method::BreadthFirst => "bfs",
            Method::LeastCost => "lc",
        }
    }

    /// The method of a link's name ([`key`](Self::key)), `None` for any other.
    pub fn from_key(key: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.key() == key)
    }

    /// True when the method is offered for `problem`: depth first without the bound only
    /// where there is a bound, least cost only where the puzzle optimises.
    pub fn applies_to<P: Problem>(self, problem: &P) -> bool {
        match self {
            Method::DepthFirstNoBound => problem.has_bound(),
            Method::LeastCost => problem.bound_value(0).is_some(),
            Method::Backtrack | Method::Exhaustive | Method::BreadthFirst => true,
        }
    }

    /// True for the methods that keep a stack (the depth-first ones).
    pub fn is_depth_first(self) -> bool {
        matches!(self, Method::Backtrack | Method::DepthFirstNoBound | Method::Exhaustive)
    }
}

/// The link error codes of the Compare view (`compare=`, docs/LINKS.md), worded with the
/// shared codes in lib/strings-en.js and lib/strings-zh.js: `compare-list` (not two names
/// separated by a comma), `compare-no-search` (a view with no step-by-step search) and
/// `compare-exercise` (a link to an exercise, whose instance is hidden until it is done),
/// read by the page (app/compare-link.js, app/compare.js); `unknown-compare-method` (not a
/// [`Method::key`]) and `method-not-offered` ([`NotOffered`]), given by the core.
pub const COMPARE_CODES: [&str; 5] = [
    "compare-list",
    "compare-no-search",
    "compare-exercise",
    "unknown-compare-method",
    "method-not-offered",
];

/// The methods offered for `problem`, in [`Method::ALL`]'s order.
pub fn methods_for<P: Problem>(problem: &P) -> Vec<Method> {
    Method::ALL.into_iter().filter(|m| m.applies_to(problem)).collect()
}

/// A method asked for a problem it does not apply to ([`Method::applies_to`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotOffered {
    /// The method asked for.
    pub method: Method,
}

impl fmt::Display for NotOffered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.method {
            Method::DepthFirstNoBound => {
                write!(f, "this puzzle has no bounding function to leave out")
            }
            Method::LeastCost => write!(f, "least-cost search needs a puzzle that optimises"),
            m => write!(f, "the method {} is not offered for this puzzle", m.key()),
        }
    }
}

impl std::error::Error for NotOffered {}

impl ErrorCode for NotOffered {
    /// The error's code for the page: `method-not-offered`.
    fn code(&self) -> &'static str {
        "method-not-offered"
    }
}

/// Where a node is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// Generated, with children still to generate (活结点); the expanding node is live.
    Live,
    /// All its children generated (a dead node, 死结点).
    Expanded,
    /// Killed by the constraint function; in exhaustive search, a leaf whose choices the
    /// test rejects.
    DeadByConstraint,
    /// Killed by the bounding function: when generated, or, in least-cost search, when it
    /// came out of the queue with a bound that no longer beats the best.
    DeadByBound,
    /// A leaf reached: its choices make a solution.
    Solution,
}

/// One node of the tree, numbered in the order generated: the root is node 0, the node
/// generated at step k is node k ([`MethodSearch::nodes`] lists them so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The parent's number; `None` for the root.
    pub parent: Option<usize>,
    /// 0 for the root, 1-based below it.
    pub depth: usize,
    /// The choice on the edge from the parent (1-based); 0 for the root.
    pub choice: usize,
    /// Its state now.
    pub state: NodeState,
}

/// Why a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The method has no node left to generate, or, for the first solution, found it.
    Finished,
    /// It generated [`Limits::max_nodes`] nodes.
    NodeCap,
    /// It would hold more than [`Limits::max_live`] live nodes.
    LiveCap,
}

/// The caps a run stops at; [`Limits::default`] is [`METHOD_MAX_NODES`] and
/// [`METHOD_MAX_LIVE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most nodes generated, the root not counted.
    pub max_nodes: u64,
    /// Most live nodes held at once.
    pub max_live: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self { max_nodes: METHOD_MAX_NODES, max_live: METHOD_MAX_LIVE }
    }
}

/// A run's counters after its last step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Nodes generated, the root not counted (= steps taken = the last node's number).
    pub generated: u64,
    /// Live nodes held now: the depth-first stack's depth (the root included while live),
    /// or the queue's length plus the expanding node.
    pub live: usize,
    /// The most live nodes held at once so far.
    pub max_live: usize,
    /// Solution nodes generated (leaves reached).
    pub solutions: u64,
    /// The number of the first solution node, `None` before it.
    pub first_solution: Option<usize>,
    /// Nodes killed by the constraint function (in exhaustive search, leaves rejected).
    pub constraint_kills: u64,
    /// Nodes killed by the bounding function.
    pub bound_kills: u64,
}

/// A node whose children are being generated: the next choice to try and how many there
/// are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Frame {
    node: usize,
    next: usize,
    choices: usize,
}

/// A search of one [`Problem`] by one [`Method`], stepped one node generated at a time,
/// forward or back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodSearch<P: Problem> {
    start: P,
    method: Method,
    mode: Mode,
    limits: Limits,
    /// The working copy, with the choices of [`applied`](Self::applied) applied.
    work: P,
    applied: Vec<usize>,
    nodes: Vec<Node>,
    /// Depth first: the path from the root to the expanding node, root first.
    stack: Vec<Frame>,
    /// Breadth first and least cost: the expanding node.
    expanding: Option<Frame>,
    /// Breadth first: the live nodes waiting, oldest first.
    queue: VecDeque<usize>,
    /// Least cost: the live nodes waiting, as (cost, number), least first.
    ranked: BTreeSet<(i64, usize)>,
    progress: Progress,
    end: Option<End>,
}

impl<P: Problem + Clone> MethodSearch<P> {
    /// A search of `problem` (nothing applied) by `method` at step 0, with the default
    /// [`Limits`]; in [`Mode::FirstSolution`] it ends at the first solution node.
    ///
    /// # Errors
    /// [`NotOffered`] when the method does not apply to the problem.
    pub fn new(problem: P, method: Method, mode: Mode) -> Result<Self, NotOffered> {
        Self::with_limits(problem, method, mode, Limits::default())
    }

    /// [`new`](Self::new) with other caps.
    ///
    /// # Errors
    /// [`NotOffered`] when the method does not apply to the problem.
    pub fn with_limits(
        problem: P,
        method: Method,
        mode: Mode,
        limits: Limits,
    ) -> Result<Self, NotOffered> {
        if !method.applies_to(&problem) {
            return Err(NotOffered { method });
        }
        let root = Node { parent: None, depth: 0, choice: 0, state: NodeState::Live };
        let frame = Frame { node: 0, next: 1, choices: Self::children_of(&problem, 0) };
        let mut s = Self {
            start: problem.clone(),
            method,
            mode,
            limits,
            work: problem,
            applied: Vec::new(),
            nodes: vec![root],
            stack: Vec::new(),
            expanding: None,
            queue: VecDeque::new(),
            ranked: BTreeSet::new(),
            progress: Progress::default(),
            end: None,
        };
        if method.is_depth_first() {
            s.stack.push(frame);
        } else {
            s.expanding = Some(frame);
        }
        s.settle();
        Ok(s)
    }

    /// The number of children of a node at `depth`, asked of `problem` with that node's
    /// choices applied: none at the deepest depth.
    fn children_of(problem: &P, depth: usize) -> usize {
        if depth < problem.max_depth() {
            problem.choices_at(depth + 1)
        } else {
            0
        }
    }

    /// The method.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The mode chosen at construction.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The tree so far: node k is the one generated at step k, the root node 0.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The counters after the last step.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// Why the run ended, `None` while it goes on.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// True once the run has ended, for any [`End`].
    pub fn is_finished(&self) -> bool {
        self.end.is_some()
    }

    /// The working copy of the problem: the expanding node's choices applied (in exhaustive
    /// search, as many of them as the constraints accept), and the history shared by every
    /// node (the best leaf so far).
    pub fn problem(&self) -> &P {
        &self.work
    }

    /// The choices applied to [`problem`](Self::problem), depth 1 first.
    pub fn applied(&self) -> &[usize] {
        &self.applied
    }

    /// The expanding node's number: the node whose next child the next step generates;
    /// `None` once the run has ended.
    pub fn expanding(&self) -> Option<usize> {
        if self.end.is_some() {
            return None;
        }
        self.stack.last().or(self.expanding.as_ref()).map(|f| f.node)
    }

    /// Generates one node and returns its number, or `None` (no change) once ended.
    pub fn step(&mut self) -> Option<usize> {
        if self.end.is_some() {
            return None;
        }
        let number = if self.method.is_depth_first() {
            self.generate_depth_first()
        } else {
            self.generate_from_queue()
        };
        self.progress.generated += 1;
        self.settle();
        Some(number)
    }

    /// Steps back one node: the run replayed from step 0 to the node before. Returns false
    /// (no change) at step 0.
    pub fn back(&mut self) -> bool {
        let k = self.progress.generated;
        if k == 0 {
            return false;
        }
        self.replay_to(k - 1);
        true
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        let (p, method, mode, limits) = (self.start.clone(), self.method, self.mode, self.limits);
        *self = Self::with_limits(p, method, mode, limits).expect("offered at construction");
    }

    /// Moves to step `k` (0 = start): forward, or replayed from step 0 when back.
    ///
    /// # Errors
    /// [`SeekError`] when the run ends before step `k`; it is then left at its last step.
    pub fn seek(&mut self, k: u64) -> Result<(), SeekError> {
        if k < self.progress.generated {
            self.replay_to(k);
            return Ok(());
        }
        while self.progress.generated < k {
            if self.step().is_none() {
                return Err(SeekError { asked: k, total: self.progress.generated });
            }
        }
        Ok(())
    }

    /// Steps to the end of the run: every node, or up to a cap.
    pub fn run(&mut self) -> Progress {
        while self.step().is_some() {}
        self.progress
    }

    fn replay_to(&mut self, k: u64) {
        self.reset();
        while self.progress.generated < k && self.step().is_some() {}
    }

    /// Applies `choice` one depth below the choices applied.
    fn apply(&mut self, choice: usize) {
        self.work.apply(self.applied.len() + 1, choice);
        self.applied.push(choice);
    }

    /// Undoes the deepest choice applied.
    fn undo_last(&mut self) {
        let choice = self.applied.pop().expect("a choice applied");
        self.work.undo(self.applied.len() + 1, choice);
    }

    /// Applies the path of node `number` to the working copy: undo up to the common
    /// ancestor, apply down.
    fn move_to(&mut self, number: usize) {
        let mut path = Vec::with_capacity(self.nodes[number].depth);
        let mut at = number;
        while let Some(parent) = self.nodes[at].parent {
            path.push(self.nodes[at].choice);
            at = parent;
        }
        path.reverse();
        let common = self.applied.iter().zip(&path).take_while(|(a, b)| a == b).count();
        while self.applied.len() > common {
            self.undo_last();
        }
        for &choice in &path[common..] {
            self.apply(choice);
        }
    }

    /// What kills `choice` at `depth` (the choices above applied) under this method's rules,
    /// `None` when it is taken: depth first without the bound and exhaustive search take
    /// what only the bounding function kills.
    fn verdict(&self, depth: usize, choice: usize) -> Option<Prune> {
        let prune = self.work.check(depth, choice).0.map(|c| P::prune(&c))?;
        match (prune, self.method) {
            (Prune::Bound, Method::DepthFirstNoBound | Method::Exhaustive) => None,
            (prune, _) => Some(prune),
        }
    }

    /// Adds a node under `parent` and counts what its state says.
    fn add(&mut self, parent: usize, choice: usize, state: NodeState) -> usize {
        let depth = self.nodes[parent].depth + 1;
        let number = self.nodes.len();
        self.nodes.push(Node { parent: Some(parent), depth, choice, state });
        let p = &mut self.progress;
        match state {
            NodeState::DeadByConstraint => p.constraint_kills += 1,
            NodeState::DeadByBound => p.bound_kills += 1,
            NodeState::Solution => {
                p.solutions += 1;
                p.first_solution.get_or_insert(number);
            }
            NodeState::Live | NodeState::Expanded => {}
        }
        number
    }

    /// A leaf reached with its choices applied: the puzzle updates its history. The change
    /// is not kept for a step back, which replays.
    fn reach_solution(&mut self, depth: usize) {
        let _ = self.work.on_solution(depth);
    }

    /// The next child of the node on top of the stack.
    fn generate_depth_first(&mut self) -> usize {
        let top = self.stack.last_mut().expect("a live node: the run has not ended");
        let (parent, choice) = (top.node, top.next);
        top.next += 1;
        let depth = self.nodes[parent].depth + 1;
        let deepest = depth >= self.work.max_depth();
        let on_path = self.applied.len() == depth - 1;
        let (state, push) = match self.method {
            Method::Exhaustive => {
                let accepted = on_path && self.verdict(depth, choice).is_none();
                if accepted {
                    self.apply(choice);
                }
                let state = if accepted && self.work.is_solution(depth) {
                    NodeState::Solution
                } else if deepest {
                    NodeState::DeadByConstraint
                } else {
                    NodeState::Live
                };
                (state, !deepest)
            }
            _ => match self.verdict(depth, choice) {
                Some(Prune::Constraint) => (NodeState::DeadByConstraint, false),
                Some(Prune::Bound) => (NodeState::DeadByBound, false),
                None => {
                    self.apply(choice);
                    if self.work.is_solution(depth) {
                        (NodeState::Solution, false)
                    } else if deepest {
                        (NodeState::Expanded, false)
                    } else {
                        (NodeState::Live, true)
                    }
                }
            },
        };
        if state == NodeState::Solution {
            self.reach_solution(depth);
        }
        let number = self.add(parent, choice, state);
        if push {
            let choices = Self::children_of(&self.work, depth);
            self.stack.push(Frame { node: number, next: 1, choices });
        } else if self.applied.len() == depth {
            self.undo_last();
        }
        number
    }

    /// The next child of the expanding node, queued when live.
    fn generate_from_queue(&mut self) -> usize {
        let frame = self.expanding.as_mut().expect("an expanding node: the run has not ended");
        let (parent, choice) = (frame.node, frame.next);
        frame.next += 1;
        let depth = self.nodes[parent].depth + 1;
        let state = match self.verdict(depth, choice) {
            Some(Prune::Constraint) => NodeState::DeadByConstraint,
            Some(Prune::Bound) => NodeState::DeadByBound,
            None => {
                self.apply(choice);
                if self.work.is_solution(depth) {
                    NodeState::Solution
                } else if depth >= self.work.max_depth() {
                    NodeState::Expanded
                } else {
                    NodeState::Live
                }
            }
        };
        if state == NodeState::Solution {
            self.reach_solution(depth);
        }
        let number = self.add(parent, choice, state);
        if state == NodeState::Live {
            match self.method {
                Method::LeastCost => {
                    let cost = self.work.bound_value(depth).map_or(0, |b| b.cost);
                    self.ranked.insert((cost, number));
                }
                _ => self.queue.push_back(number),
            }
        }
        if self.applied.len() == depth {
            self.undo_last();
        }
        number
    }

    /// After a step: the finished nodes made dead, the next expanding node chosen (least
    /// cost: a node whose bound no longer beats the best killed on the way), the live
    /// count, and the end if one is reached.
    fn settle(&mut self) {
        if self.mode == Mode::FirstSolution && self.progress.solutions > 0 {
            self.end = Some(End::Finished);
            return;
        }
        if self.method.is_depth_first() {
            while let Some(top) = self.stack.last().copied() {
                if top.next <= top.choices {
                    break;
                }
                self.stack.pop();
                let node = &mut self.nodes[top.node];
                if node.state == NodeState::Live {
                    node.state = NodeState::Expanded;
                }
                if node.depth > 0 && self.applied.len() == node.depth {
                    self.undo_last();
                }
            }
            if self.stack.is_empty() {
                self.end = Some(End::Finished);
            }
        } else {
            self.next_expanding();
        }
        let p = &mut self.progress;
        p.live = if self.method.is_depth_first() {
            self.stack.len()
        } else {
            self.queue.len() + self.ranked.len() + usize::from(self.expanding.is_some())
        };
        p.max_live = p.max_live.max(p.live);
        if self.end.is_none() {
            if p.generated >= self.limits.max_nodes {
                self.end = Some(End::NodeCap);
            } else if p.live > self.limits.max_live {
                self.end = Some(End::LiveCap);
            }
        }
    }

    /// Breadth first and least cost: when the expanding node has no child left, it is dead,
    /// and the next live node out of the queue becomes the expanding node.
    fn next_expanding(&mut self) {
        loop {
            match self.expanding {
                Some(f) if f.next <= f.choices => return,
                Some(f) => {
                    self.nodes[f.node].state = NodeState::Expanded;
                    self.expanding = None;
                }
                None => {}
            }
            let next = match self.method {
                Method::LeastCost => self.ranked.pop_first().map(|(_, n)| n),
                _ => self.queue.pop_front(),
            };
            let Some(number) = next else {
                self.end = Some(End::Finished);
                return;
            };
            self.move_to(number);
            let depth = self.nodes[number].depth;
            if self.method == Method::LeastCost
                && self.work.bound_value(depth).is_some_and(|b| !b.improves)
            {
                self.nodes[number].state = NodeState::DeadByBound;
                self.progress.bound_kills += 1;
                continue;
            }
            let choices = Self::children_of(&self.work, depth);
            self.expanding = Some(Frame { node: number, next: 1, choices });
        }
    }
}

/// The checks every puzzle's tests run on its searches by each method.
pub mod checks {
    use super::{Method, MethodSearch};
    use crate::search::{Mode, Problem};
    use std::fmt;

    /// For every method offered for `problem` (all solutions): steps to the end (at most
    /// `max` steps); then from each step j, back one step at a time to j − 5 (or 0), and a
    /// seek from the end to j − 1, checking that each state is the one stepping forward to
    /// that step gave. Returns the run of each method at its end.
    ///
    /// # Panics
    /// At the first state that differs.
    pub fn back_is_exact_for_every_method<P>(problem: &P, max: u64) -> Vec<MethodSearch<P>>
    where
        P: Problem + Clone + PartialEq + fmt::Debug,
    {
        let mut ends = Vec::new();
        for method in super::methods_for(problem) {
            let mut s = MethodSearch::new(problem.clone(), method, Mode::AllSolutions).unwrap();
            let mut states = vec![s.clone()];
            while states.len() as u64 <= max && s.step().is_some() {
                states.push(s.clone());
            }
            let end = s.clone();
            for j in (1..states.len()).rev() {
                let mut back = states[j].clone();
                for i in (0..j).rev() {
                    assert!(back.back(), "{method:?}: back from {}", i + 1);
                    assert_eq!(back, states[i], "{method:?}: back from {j} to {i}");
                    if i + 4 < j {
                        break;
                    }
                }
                let mut seek = end.clone();
                seek.seek(j as u64 - 1).unwrap();
                assert_eq!(seek, states[j - 1], "{method:?}: seek to {}", j - 1);
            }
            ends.push(end);
        }
        assert!(ends.iter().any(|e| e.method() == Method::Backtrack));
        ends
    }
}

#[cfg(test)]
mod tests {
    //! The methods on two puzzles small enough to count by hand: binary strings of length 3
    //! with no two adjacent 1s (no bound), and the largest sum of weights (3, 5, 4) within
    //! 8, a subset tree with a constraint and a bound (take first; skip killed when the sum
    //! so far plus all the weights after cannot beat the best).
    use super::*;
    use crate::best::{Best, Goal};
    use crate::search::{usual_lines, Event, Search};

    #[derive(Clone, Debug, PartialEq, Eq)]
    struct NoAdjacentOnes {
        bits: Vec<u8>,
    }

    impl Problem for NoAdjacentOnes {
        type Conflict = ();
        type History = ();
        const LINES: &'static [&'static str] = &["start", "assign", "test", "undo", "print", "end"];

        fn executes(&self, e: Option<&Event<()>>) -> (&'static str, Option<&'static str>) {
            usual_lines(e, "test", "test")
        }

        fn choices(&self) -> usize {
            2
        }

        fn max_depth(&self) -> usize {
            3
        }

        fn check(&self, depth: usize, choice: usize) -> (Option<()>, u64) {
            let clash = depth > 1 && choice == 2 && self.bits[depth - 2] == 1;
            (clash.then_some(()), 1)
        }

        fn apply(&mut self, depth: usize, choice: usize) {
            self.bits.truncate(depth - 1);
            self.bits.push(choice as u8 - 1);
        }

        fn undo(&mut self, depth: usize, _choice: usize) {
            self.bits.truncate(depth - 1);
        }

        fn is_solution(&self, depth: usize) -> bool {
            depth == 3
        }
    }

    fn bits() -> NoAdjacentOnes {
        NoAdjacentOnes { bits: Vec::new() }
    }

    /// Choice 1 takes weight `depth`, choice 2 skips it.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct SubsetSum {
        weights: Vec<u64>,
        cap: u64,
        sum: u64,
        taken: Vec<u8>,
        best: Best<u8>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Kill {
        Over,
        Bound,
    }

    impl SubsetSum {
        fn new(weights: &[u64], cap: u64) -> Self {
            let (sum, taken, best) = (0, Vec::new(), Best::default());
            Self { weights: weights.to_vec(), cap, sum, taken, best }
        }

        fn rest_after(&self, depth: usize) -> u64 {
            self.weights[depth..].iter().sum()
        }
    }

    impl Problem for SubsetSum {
        type Conflict = Kill;
        type History = Best<u8>;
        const LINES: &'static [&'static str] = &["start", "assign", "test", "undo", "print", "end"];

        fn executes(&self, e: Option<&Event<Kill>>) -> (&'static str, Option<&'static str>) {
            usual_lines(e, "test", "test")
        }

        fn choices(&self) -> usize {
            2
        }

        fn max_depth(&self) -> usize {
            self.weights.len()
        }

        fn check(&self, depth: usize, choice: usize) -> (Option<Kill>, u64) {
            if choice == 1 {
                return ((self.sum + self.weights[depth - 1] > self.cap).then_some(Kill::Over), 1);
            }
            let hopeless = self.sum + self.rest_after(depth) <= self.best.value_or_0();
            (hopeless.then_some(Kill::Bound), 1)
        }

        fn apply(&mut self, depth: usize, choice: usize) {
            self.taken.truncate(depth - 1);
            self.taken.push((choice == 1) as u8);
            if choice == 1 {
                self.sum += self.weights[depth - 1];
            }
        }

        fn undo(&mut self, depth: usize, choice: usize) {
            self.taken.truncate(depth - 1);
            if choice == 1 {
                self.sum -= self.weights[depth - 1];
            }
        }

        fn is_solution(&self, depth: usize) -> bool {
            depth == self.weights.len()
        }

        fn on_solution(&mut self, _depth: usize) -> Option<Best<u8>> {
            let taken = &self.taken;
            self.best.offer(Goal::Largest, self.sum, || taken.clone())
        }

        fn restore(&mut self, before: Best<u8>) {
            self.best = before;
        }

        fn prune(conflict: &Kill) -> Prune {
            match conflict {
                Kill::Over => Prune::Constraint,
                Kill::Bound => Prune::Bound,
            }
        }

        fn bound_value(&self, depth: usize) -> Option<crate::search::BoundValue> {
            let bound = self.sum + self.rest_after(depth);
            let improves = bound > self.best.value_or_0();
            Some(crate::search::BoundValue { cost: -(bound as i64), improves })
        }
    }

    fn run(problem: impl Problem + Clone, method: Method) -> Progress {
        MethodSearch::new(problem, method, Mode::AllSolutions).unwrap().run()
    }

    #[test]
    fn methods_are_offered_where_they_apply_and_named_as_in_the_link() {
        use Method::*;
        assert_eq!(methods_for(&bits()), [Backtrack, Exhaustive, BreadthFirst]);
        assert_eq!(methods_for(&SubsetSum::new(&[1], 1)), Method::ALL);
        let err = MethodSearch::new(bits(), LeastCost, Mode::AllSolutions).unwrap_err();
        assert_eq!(err, NotOffered { method: LeastCost });
        assert_eq!(err.code(), "method-not-offered");
        for m in Method::ALL {
            assert_eq!(Method::from_key(m.key()), Some(m));
        }
        assert_eq!(Method::from_key("dfs"), Some(DepthFirstNoBound));
        assert_eq!(Method::from_key("astar"), None);
    }

    #[test]
    fn backtrack_generates_the_nodes_the_search_tries_in_its_order() {
        for problem in [SubsetSum::new(&[3, 5, 4], 8), SubsetSum::new(&[2, 2, 3, 4], 7)] {
            let tree = Search::new(problem.clone(), Mode::AllSolutions).tree(1000).unwrap();
            let mut m = MethodSearch::new(problem, Method::Backtrack, Mode::AllSolutions).unwrap();
            m.run();
            assert_eq!(m.nodes().len(), tree.len() + 1);
            for (n, t) in m.nodes()[1..].iter().zip(&tree) {
                assert_eq!(
                    (n.depth, n.choice, n.parent.and_then(|p| p.checked_sub(1))),
                    (t.depth, t.choice, t.parent)
                );
                assert_eq!(n.state == NodeState::Solution, t.solution);
            }
        }
    }

    #[test]
    fn counts_of_each_method_on_strings_with_no_adjacent_ones() {
        // Counted by hand: valid prefixes 2 (depth 1), 3 (depth 2), 5 (depth 3); each of the
        // 1 + 2 + 3 nodes above the leaves generates 2 children: 12, of which 2 conflicts.
        let p = run(bits(), Method::Backtrack);
        assert_eq!((p.generated, p.solutions, p.constraint_kills), (12, 5, 2));
        assert_eq!((p.first_solution, p.max_live), (Some(3), 3));
        let p = run(bits(), Method::BreadthFirst);
        assert_eq!((p.generated, p.solutions, p.constraint_kills), (12, 5, 2));
        // All of depths 1 and 2 come first: 2 + 4 nodes, then 000 as the first of depth 3.
        assert_eq!(p.first_solution, Some(7));
        // The complete tree: 2 + 4 + 8 nodes; 3 of the 8 leaves rejected.
        let p = run(bits(), Method::Exhaustive);
        assert_eq!((p.generated, p.solutions, p.constraint_kills), (14, 5, 3));
    }

    #[test]
    fn breadth_first_generates_nodes_level_by_level() {
        for problem in [SubsetSum::new(&[3, 5, 4, 2], 9), SubsetSum::new(&[1, 1, 1], 2)] {
            let mut m =
                MethodSearch::new(problem, Method::BreadthFirst, Mode::AllSolutions).unwrap();
            m.run();
            let depths: Vec<usize> = m.nodes().iter().map(|n| n.depth).collect();
            assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
        }
    }

    #[test]
    fn each_method_of_the_subset_sum_counted_by_hand() {
        // Weights (3, 5, 4), cap 8. Without the bound: the prefixes within 8 are 1 + 2 + 4,
        // each generating 2 children (14); 2 leaves too heavy (3 + 5 + 4, 5 + 4), 6 fit.
        let problem = SubsetSum::new(&[3, 5, 4], 8);
        let p = run(problem.clone(), Method::DepthFirstNoBound);
        assert_eq!((p.generated, p.solutions, p.constraint_kills, p.bound_kills), (14, 6, 2, 0));
        let p = run(problem.clone(), Method::Exhaustive);
        assert_eq!((p.generated, p.solutions, p.constraint_kills), (14, 6, 2));
        // Backtracking: take 3, take 5 (8), 4 too heavy, skip 4: leaf 8 = best. Skip 5:
        // 3 + 4 ≤ 8, killed. Skip 3: 0 + 9 > 8, then take 5, take 4: 9 too heavy; skip 4:
        // 5 ≤ 8 killed; skip 5: 4 ≤ 8 killed. 10 nodes, 1 leaf, 2 heavy, 3 bound.
        let p = run(problem.clone(), Method::Backtrack);
        assert_eq!((p.generated, p.solutions, p.constraint_kills, p.bound_kills), (10, 1, 2, 3));
        // Least cost: the root's children are take 3 (bound 12) and skip 3 (9). Take 3
        // expanded: take 5 (12), skip 5 (7). Take 5 expanded: 4 too heavy, skip 4 leaf 8.
        // Out come skip 3 (9 > 8: expanded: take 5 (9), skip 5 killed by 4 ≤ 8), then take 5
        // (9 > 8: take 4 too heavy, skip 4 killed), then skip 5 (7 ≤ 8, killed on leaving).
        let mut m = MethodSearch::new(problem, Method::LeastCost, Mode::AllSolutions).unwrap();
        let p = m.run();
        assert_eq!((p.generated, p.solutions, p.constraint_kills, p.bound_kills), (10, 1, 2, 3));
        assert_eq!(m.problem().best.value, Some(8));
        assert_eq!(m.nodes()[4].state, NodeState::DeadByBound);
    }

    #[test]
    fn back_returns_the_state_of_stepping_forward_for_every_method() {
        checks::back_is_exact_for_every_method(&bits(), 100);
        let ends = checks::back_is_exact_for_every_method(&SubsetSum::new(&[3, 5, 4, 2], 9), 200);
        assert_eq!(ends.len(), 5);
        assert!(ends.iter().all(|e| e.end() == Some(End::Finished)));
    }

    #[test]
    fn a_cap_ends_the_run_with_its_flag() {
        let small = Limits { max_nodes: 5, max_live: 100 };
        let mut m =
            MethodSearch::with_limits(bits(), Method::Exhaustive, Mode::AllSolutions, small)
                .unwrap();
        assert_eq!(m.run().generated, 5);
        assert_eq!(m.end(), Some(End::NodeCap));
        assert_eq!(m.step(), None);
        assert!(m.back());
        assert_eq!((m.progress().generated, m.end()), (4, None));
        let narrow = Limits { max_nodes: 100, max_live: 3 };
        let problem = SubsetSum::new(&[1, 1, 1, 1], 4);
        let mut m =
            MethodSearch::with_limits(problem, Method::BreadthFirst, Mode::AllSolutions, narrow)
                .unwrap();
        m.run();
        assert_eq!(m.end(), Some(End::LiveCap));
        assert_eq!(m.progress().live, 4);
        assert_eq!(m.expanding(), None);
    }

    #[test]
    fn the_first_solution_mode_ends_at_the_first_solution_node() {
        for method in [Method::Backtrack, Method::Exhaustive, Method::BreadthFirst] {
            let mut m = MethodSearch::new(bits(), method, Mode::FirstSolution).unwrap();
            let p = m.run();
            assert_eq!(
                (p.solutions, p.first_solution, m.end()),
                (1, Some(p.generated as usize), Some(End::Finished))
            );
        }
        let mut m = MethodSearch::new(bits(), Method::Backtrack, Mode::AllSolutions).unwrap();
        assert_eq!(m.seek(13), Err(SeekError { asked: 13, total: 12 }));
        m.seek(3).unwrap();
        assert_eq!((m.applied(), m.nodes()[3].state), (&[1, 1][..], NodeState::Solution));
    }
}
