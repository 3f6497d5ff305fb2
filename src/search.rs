//! Backtracking as an incremental, reversible state machine, shared by every puzzle.
//!
//! A puzzle implements [`Problem`]: at each depth it offers the same numbered choices, tried
//! in order 1, 2, …; a choice is checked against the choices made above it, applied, and
//! undone. [`Search`] walks the solution-space tree (解空间树) depth first, one event per
//! step:
//! - a choice tried: it is taken ([`Event::Place`]) or rejected ([`Event::Conflict`], with
//!   the puzzle's reason, which says whether the constraint function (约束函数) or the
//!   bounding function (限界函数) killed the node: [`Prune`]);
//! - a choice undone when the search backtracks ([`Event::Remove`]);
//! - a solution (a leaf) reached ([`Event::Solution`]);
//! - the search done ([`Event::Done`]).
//!
//! The state is the choices made, the last event, and the puzzle's **history**: what is
//! not a function of the choices, such as the best value found so far that a bounding
//! function compares with. History changes only when a leaf is reached
//! ([`Problem::on_solution`]); the search then keeps the old value and the path of that
//! leaf in a trail, one record per change (none for a puzzle without history).
//!
//! The next event follows from that state, and so does the one before it: the last event
//! concerning choice c at depth d is its removal when c was taken, its conflict otherwise.
//! Whether it was taken is the check's answer, unless the history changed since it was
//! tried, and the history only changes inside the subtree of a choice taken: the trail's
//! last record says so. So [`Search::back`] undoes a step exactly, counters and history
//! included, with no event log, and a step costs one [`Problem::check`] in either
//! direction.

use crate::error::{plural, ErrorCode};
use crate::limits::STEP_TOTAL_MAX_STEPS;
use std::fmt;

/// A puzzle searched by backtracking. Depths and choices are 1-based.
pub trait Problem {
    /// Why a choice is rejected.
    type Conflict: Copy + Eq + fmt::Debug;

    /// State that is history, not a function of the choices made (the best value found so
    /// far); `()` for a puzzle without any. Changed only by [`on_solution`](Self::on_solution).
    type History: Clone + Eq + fmt::Debug;

    /// The ids of the lines of the puzzle's procedure as the course notes print it
    /// (`"assign"`, `"test"`, …), in the order the page's code panel names them. Every id
    /// [`executes`](Self::executes) returns is one of these; the wasm facade numbers them
    /// from 1 (0 = no line).
    const LINES: &'static [&'static str];

    /// How many choices each depth offers.
    fn choices(&self) -> usize;

    /// How many choices depth `depth` offers, for a puzzle whose depths offer fewer as the
    /// search goes down (a choice among what is left); the default,
    /// [`choices`](Self::choices) at every depth. Never more than `choices()`.
    fn choices_at(&self, _depth: usize) -> usize {
        self.choices()
    }

    /// The deepest depth a choice can be made at; the search keeps this many choices.
    fn max_depth(&self) -> usize;

    /// Checks `choice` at `depth`, with exactly the choices of depths 1..depth applied.
    /// Returns the conflict, if any, and the comparisons the check made.
    fn check(&self, depth: usize, choice: usize) -> (Option<Self::Conflict>, u64);

    /// Applies a valid `choice` at `depth` (depths 1..depth already applied).
    fn apply(&mut self, depth: usize, choice: usize);

    /// Undoes [`apply`](Self::apply) of `choice` at `depth`.
    fn undo(&mut self, depth: usize, choice: usize);

    /// True when the choices of depths 1..=depth, all applied, make a solution (a leaf).
    fn is_solution(&self, depth: usize) -> bool;

    /// A leaf at `depth` is reached (its [`Event::Solution`] is taken): the puzzle may
    /// update its history (a new best value and its x). Returns the history as it was
    /// before when it changed it, `None` when it did not (the default).
    fn on_solution(&mut self, _depth: usize) -> Option<Self::History> {
        None
    }

    /// Puts back the history [`on_solution`](Self::on_solution) returned, when the search
    /// steps back over that leaf.
    fn restore(&mut self, _before: Self::History) {}

    /// The recursion depth of the call of the puzzle's procedure that finds a leaf reached
    /// at `depth`: that call itself (the default: a procedure that prints when its last
    /// choice completes a solution), or, for one that tests `t > n` on entry, the call
    /// below it.
    fn leaf_call_depth(&self, depth: usize) -> usize {
        depth
    }

    /// Which function killed the node a conflict rejects (default: the constraint).
    fn prune(_conflict: &Self::Conflict) -> Prune {
        Prune::Constraint
    }

    /// True when some conflicts are the bounding function's ([`Prune::Bound`]), so that a
    /// depth-first search without it (the methods' `DepthFirstNoBound`) differs
    /// from backtracking. The default: the puzzle optimises
    /// ([`bound_value`](Self::bound_value) answers at the root).
    fn has_bound(&self) -> bool {
        self.bound_value(0).is_some()
    }

    /// For a puzzle that optimises: the bounding function at the node whose choices of
    /// depths 1..=depth are applied (depth 0: the root), which least-cost branch and bound
    /// (the methods' `LeastCost`) orders its live nodes by. `None` (the
    /// default): the puzzle does not optimise, and least-cost search is not offered.
    fn bound_value(&self, _depth: usize) -> Option<BoundValue> {
        None
    }

    /// The line of the procedure that `event` executes (`None`: step 0) and the line that
    /// called it, if shown: ids from [`LINES`](Self::LINES). Most puzzles answer with
    /// [`usual_lines`].
    fn executes(
        &self,
        event: Option<&Event<Self::Conflict>>,
    ) -> (&'static str, Option<&'static str>);

    /// The line of the puzzle's iterative procedure (the notes' non-recursive form, a
    /// `while k > 0` loop over the depth k) that `event` leaves the program on, and the line
    /// that called it, ids from [`LINES`](Self::LINES); `None` for a puzzle the page shows
    /// only recursively (the default).
    fn executes_iterative(
        &self,
        _event: Option<&Event<Self::Conflict>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        None
    }

    /// The number of steps the whole search takes, or `None` when too costly to know
    /// ([`Search::total_steps`]). The default replays the search on a copy, up to
    /// [`STEP_TOTAL_MAX_STEPS`] steps; a puzzle with a closed form gives it here.
    fn total_steps(search: &Search<Self>) -> Option<u64>
    where
        Self: Sized + Clone,
    {
        search.total_steps_by_replay(STEP_TOTAL_MAX_STEPS)
    }

    /// The solution-space tree of the whole search, or `None` beyond `max_nodes` nodes
    /// ([`Search::tree`]). The default replays the search on a copy; a puzzle whose tree is
    /// too large to draw past some size says `None` here.
    fn tree(search: &Search<Self>, max_nodes: usize) -> Option<Vec<TreeNode>>
    where
        Self: Sized + Clone,
    {
        search.replay_tree(max_nodes)
    }
}

/// The two forms the course notes write a backtracking procedure in ("回溯算法可用非递归和
/// 递归两种方法实现"): a procedure that calls itself one depth down, or one loop that
/// moves the depth k down and up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Template {
    /// `backtrack(t)` calling `backtrack(t + 1)`: the page's default.
    Recursive,
    /// `while k > 0 do …; k ← k + 1 … k ← k − 1`.
    Iterative,
}

/// Which pruning function killed a node (the course notes' two kinds of 剪枝).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prune {
    /// The constraint function (约束函数): the subtree holds no feasible solution.
    Constraint,
    /// The bounding function (限界函数): the subtree holds no better solution than the
    /// best found so far. A choice it kills meets the constraints ([`Problem::check`] tests
    /// them first), so it can be applied: a search without the bounding function takes it.
    Bound,
}

/// The bounding function's value at a node ([`Problem::bound_value`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundValue {
    /// The node's cost: the smaller, the more promising (least-cost search expands the
    /// live node of least cost first). A bound on a value to maximise is negated; a bound
    /// on a value to minimise is itself.
    pub cost: i64,
    /// True when the bound can still beat the best leaf reached so far (the history): the
    /// test the puzzle's [`Problem::check`] makes on the choices its bound kills.
    pub improves: bool,
}

/// The lines most procedures execute: a place executes `assign` (called from
/// `place_caller`), a conflict `test` (called from `conflict_caller`), a remove `undo`, a
/// solution `print`, the end `end`, and step 0 `start` in `main`.
pub fn usual_lines<C>(
    event: Option<&Event<C>>,
    place_caller: &'static str,
    conflict_caller: &'static str,
) -> (&'static str, Option<&'static str>) {
    match event {
        None => ("start", None),
        Some(Event::Place { .. }) => ("assign", Some(place_caller)),
        Some(Event::Conflict { .. }) => ("test", Some(conflict_caller)),
        Some(Event::Remove { .. }) => ("undo", None),
        Some(Event::Solution { .. }) => ("print", None),
        Some(Event::Done) => ("end", None),
    }
}

/// The lines of the notes' subset-tree procedure (`backtrack(t)` with the left child, take,
/// as choice 1 and the right child, skip, as choice 2): a take tried executes `take`, a skip
/// `skip`, placed or killed, each called from `proc`; a leaf `leaf` (in `proc`); a take
/// undone `untake` (after which the same call tries the skip), a skip undone `undo` (the
/// call's return to t − 1); step 0 `start` and the end `end`, in `main`.
pub fn subset_lines<C>(event: Option<&Event<C>>) -> (&'static str, Option<&'static str>) {
    match event {
        None => ("start", None),
        Some(Event::Place { choice: 1, .. }) | Some(Event::Conflict { choice: 1, .. }) => {
            ("take", Some("proc"))
        }
        Some(Event::Place { .. }) | Some(Event::Conflict { .. }) => ("skip", Some("proc")),
        Some(Event::Solution { .. }) => ("leaf", Some("proc")),
        Some(Event::Remove { choice: 1, .. }) => ("untake", None),
        Some(Event::Remove { .. }) => ("undo", None),
        Some(Event::Done) => ("end", None),
    }
}

/// Where the procedure is after an event: the line the event executes, the line that
/// called it (`None` when none is shown), both ids from the puzzle's [`Problem::LINES`],
/// and the depth: in the recursive template the recursion depth (the number of calls of
/// the procedure on the stack; 0 in `main`), in the iterative one the loop's k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Executing {
    /// The line the event executes.
    pub line: &'static str,
    /// The line that called it, if shown.
    pub caller: Option<&'static str>,
    /// The recursion depth (recursive template) or the loop's k (iterative).
    pub depth: usize,
}

/// Whether the search stops at the first solution or visits the whole solution-space tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Stop ([`Event::Done`]) right after the first solution.
    FirstSolution,
    /// Go on until every choice at depth 1 has been tried.
    AllSolutions,
}

/// One event of the search; `C` is the puzzle's conflict type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<C> {
    /// `choice` at `depth` was tried and is valid: it is taken.
    Place { depth: usize, choice: usize },
    /// `choice` at `depth` was tried and rejected for `conflict`.
    Conflict { depth: usize, choice: usize, conflict: C },
    /// Backtrack: `choice` at `depth` is undone.
    Remove { depth: usize, choice: usize },
    /// The choices made form a solution; `number` is its 1-based index.
    Solution { number: u64 },
    /// The search is over.
    Done,
}

/// The search's counters, all event counts since the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events taken.
    pub steps: u64,
    /// Choices tried: placements plus conflicts.
    pub tried: u64,
    /// Choices taken (nodes of the solution-space tree visited, root not counted).
    pub placements: u64,
    /// Choices undone on backtrack.
    pub backtracks: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Comparisons made by [`Problem::check`].
    pub comparisons: u64,
    /// Nodes killed by the constraint function (conflicts whose [`Problem::prune`] is
    /// [`Prune::Constraint`]).
    pub constraint_prunes: u64,
    /// Nodes killed by the bounding function ([`Prune::Bound`]).
    pub bound_prunes: u64,
}

/// What a count by the search found ([`Search::count_until`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// The solutions found (all of them when `finished`).
    pub solutions: u64,
    /// The steps the search took.
    pub steps: u64,
    /// True when the search ran to its end within the step budget.
    pub finished: bool,
}

/// Where a coarse step stops (the page's "next placement", "next backtrack", "next
/// solution" and "run to row k").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Any [`Event::Place`].
    Place,
    /// Any [`Event::Remove`] (a backtrack).
    Remove,
    /// Any [`Event::Solution`].
    Solution,
    /// An [`Event::Place`] at this depth (1-based).
    Depth(usize),
}

impl Target {
    /// True when `e` is an event this target stops at.
    pub fn matches<C>(self, e: &Event<C>) -> bool {
        match (self, e) {
            (Target::Place, Event::Place { .. }) => true,
            (Target::Remove, Event::Remove { .. }) => true,
            (Target::Solution, Event::Solution { .. }) => true,
            (Target::Depth(k), Event::Place { depth, .. }) => *depth == k,
            _ => false,
        }
    }
}

/// A step number past the end of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeekError {
    /// The step asked for.
    pub asked: u64,
    /// The number of steps the whole search takes.
    pub total: u64,
}

impl fmt::Display for SeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "step {} is past the end of the search, which takes {} {}",
            self.asked,
            self.total,
            plural(self.total, "step", "steps")
        )
    }
}

impl std::error::Error for SeekError {}

impl ErrorCode for SeekError {
    /// The error's code for the page: `past-end`.
    fn code(&self) -> &'static str {
        "past-end"
    }
}

/// The depth-first search of one [`Problem`] in one [`Mode`], stepped in either direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search<P: Problem> {
    problem: P,
    mode: Mode,
    /// x[1..=depth] are the choices taken; x[0] is unused.
    x: Vec<usize>,
    depth: usize,
    last: Option<Event<P::Conflict>>,
    counters: Counters,
    /// One record per change of the puzzle's history, oldest first.
    trail: Vec<Change<P::History>>,
}

/// A change of the puzzle's history: at which step, what it was before, and the path of
/// the leaf that changed it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Change<H> {
    step: u64,
    before: H,
    path: Vec<usize>,
}

impl<P: Problem> Search<P> {
    /// A search of `problem` (with nothing applied) at step 0.
    pub fn new(problem: P, mode: Mode) -> Self {
        let x = vec![0; problem.max_depth() + 1];
        Self {
            problem,
            mode,
            x,
            depth: 0,
            last: None,
            counters: Counters::default(),
            trail: Vec::new(),
        }
    }

    /// The puzzle, with the choices of depths 1..=[`depth`](Self::depth) applied.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// The mode chosen at construction.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The number of choices taken.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The choices taken, depth 1 first.
    pub fn choices(&self) -> &[usize] {
        &self.x[1..=self.depth]
    }

    /// The last event, `None` at step 0.
    pub fn last_event(&self) -> Option<Event<P::Conflict>> {
        self.last
    }

    /// The counters after the last event.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// True once [`Event::Done`] has happened.
    pub fn is_finished(&self) -> bool {
        self.last == Some(Event::Done)
    }

    /// The line of the puzzle's procedure the last event executes and its caller
    /// ([`Problem::executes`]), with the depth: the event's depth (the row, the move), the
    /// depth of the call that finds a solution ([`Problem::leaf_call_depth`]), 0 at the
    /// start and the end.
    pub fn executing(&self) -> Executing {
        let (line, caller) = self.problem.executes(self.last.as_ref());
        let depth = match self.last {
            None | Some(Event::Done) => 0,
            Some(Event::Place { depth, .. })
            | Some(Event::Conflict { depth, .. })
            | Some(Event::Remove { depth, .. }) => depth,
            Some(Event::Solution { .. }) => self.problem.leaf_call_depth(self.depth),
        };
        Executing { line, caller, depth }
    }

    /// Where the puzzle's iterative procedure is after the last event
    /// ([`Problem::executes_iterative`]), `None` when the puzzle has no iterative form. The
    /// depth is the loop's k: 1 at step 0 (`k ← 1` has run), the event's depth for a
    /// choice tried or undone (after `k ← k − 1` for a backtrack), the search's depth at a
    /// solution and at the end (0 when the loop ran out, the solution's depth when a
    /// first-solution search stops at it).
    pub fn executing_iterative(&self) -> Option<Executing> {
        let (line, caller) = self.problem.executes_iterative(self.last.as_ref())?;
        let depth = match self.last {
            None => 1,
            Some(Event::Place { depth, .. })
            | Some(Event::Conflict { depth, .. })
            | Some(Event::Remove { depth, .. }) => depth,
            Some(Event::Solution { .. }) | Some(Event::Done) => self.depth,
        };
        Some(Executing { line, caller, depth })
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        while let Some(change) = self.trail.pop() {
            self.problem.restore(change.before);
        }
        while self.depth > 0 {
            self.problem.undo(self.depth, self.x[self.depth]);
            self.x[self.depth] = 0;
            self.depth -= 1;
        }
        self.last = None;
        self.counters = Counters::default();
    }

    /// The event of trying `choice` at `depth`.
    fn try_choice(&self, depth: usize, choice: usize) -> Event<P::Conflict> {
        match self.problem.check(depth, choice).0 {
            Some(conflict) => Event::Conflict { depth, choice, conflict },
            None => Event::Place { depth, choice },
        }
    }

    /// What follows the last event concerning `choice` at `depth`: the next choice, or the
    /// backtrack when the depth is exhausted.
    fn after_choice(&self, depth: usize, choice: usize) -> Event<P::Conflict> {
        if choice < self.problem.choices_at(depth) {
            self.try_choice(depth, choice + 1)
        } else if depth > 1 {
            Event::Remove { depth: depth - 1, choice: self.x[depth - 1] }
        } else {
            Event::Done
        }
    }

    /// The last event concerning `choice` at `depth`: its removal if it was valid,
    /// otherwise its conflict.
    ///
    /// The check's answer is today's; it was the same when the choice was tried unless the
    /// history changed since, which happens only at a leaf below the choice, taken: the
    /// trail's last record then lies in its subtree.
    fn closing_event_of(&self, depth: usize, choice: usize) -> Event<P::Conflict> {
        match self.try_choice(depth, choice) {
            Event::Place { depth, choice } => Event::Remove { depth, choice },
            _ if self.history_changed_below(depth, choice) => Event::Remove { depth, choice },
            conflict => conflict,
        }
    }

    /// True when the last change of history was made at a leaf under `choice` at `depth`,
    /// below the current choices of depths 1..depth.
    fn history_changed_below(&self, depth: usize, choice: usize) -> bool {
        self.trail.last().is_some_and(|c| {
            c.path.len() >= depth
                && c.path[..depth - 1] == self.x[1..depth]
                && c.path[depth - 1] == choice
        })
    }

    /// The event the next [`step`](Self::step) will take, `None` when finished.
    pub fn peek(&self) -> Option<Event<P::Conflict>> {
        Some(match self.last {
            None => self.try_choice(1, 1),
            Some(Event::Place { depth, .. }) if self.problem.is_solution(depth) => {
                Event::Solution { number: self.counters.solutions + 1 }
            }
            Some(Event::Place { depth, .. }) => self.try_choice(depth + 1, 1),
            Some(Event::Conflict { depth, choice, .. }) | Some(Event::Remove { depth, choice }) => {
                self.after_choice(depth, choice)
            }
            Some(Event::Solution { .. }) => match self.mode {
                Mode::FirstSolution => Event::Done,
                Mode::AllSolutions => {
                    Event::Remove { depth: self.depth, choice: self.x[self.depth] }
                }
            },
            Some(Event::Done) => return None,
        })
    }

    /// Takes one step forward and returns its event, or `None` (no change) when finished.
    pub fn step(&mut self) -> Option<Event<P::Conflict>> {
        let e = self.peek()?;
        let c = &mut self.counters;
        c.steps += 1;
        match e {
            Event::Place { depth, choice } => {
                c.comparisons += self.problem.check(depth, choice).1;
                c.tried += 1;
                c.placements += 1;
                self.problem.apply(depth, choice);
                self.x[depth] = choice;
                self.depth = depth;
            }
            Event::Conflict { depth, choice, conflict } => {
                c.comparisons += self.problem.check(depth, choice).1;
                c.tried += 1;
                match P::prune(&conflict) {
                    Prune::Constraint => c.constraint_prunes += 1,
                    Prune::Bound => c.bound_prunes += 1,
                }
            }
            Event::Remove { depth, choice } => {
                c.backtracks += 1;
                self.problem.undo(depth, choice);
                self.x[depth] = 0;
                self.depth = depth - 1;
            }
            Event::Solution { .. } => {
                c.solutions += 1;
                let step = c.steps;
                if let Some(before) = self.problem.on_solution(self.depth) {
                    self.trail.push(Change { step, before, path: self.x[1..=self.depth].to_vec() });
                }
            }
            Event::Done => {}
        }
        self.last = Some(e);
        Some(e)
    }

    /// Takes one step back, the exact inverse of [`step`](Self::step): state and counters
    /// return to what they were. Returns the event undone, or `None` at step 0.
    pub fn back(&mut self) -> Option<Event<P::Conflict>> {
        let e = self.last?;
        if self.trail.last().is_some_and(|change| change.step == self.counters.steps) {
            let change = self.trail.pop().expect("checked");
            self.problem.restore(change.before);
        }
        let c = &mut self.counters;
        c.steps -= 1;
        match e {
            Event::Place { depth, choice } => {
                self.problem.undo(depth, choice);
                self.x[depth] = 0;
                self.depth = depth - 1;
                c.placements -= 1;
                c.tried -= 1;
                c.comparisons -= self.problem.check(depth, choice).1;
            }
            Event::Conflict { depth, choice, conflict } => {
                c.tried -= 1;
                c.comparisons -= self.problem.check(depth, choice).1;
                match P::prune(&conflict) {
                    Prune::Constraint => c.constraint_prunes -= 1,
                    Prune::Bound => c.bound_prunes -= 1,
                }
            }
            Event::Remove { depth, choice } => {
                self.problem.apply(depth, choice);
                self.x[depth] = choice;
                self.depth = depth;
                c.backtracks -= 1;
            }
            Event::Solution { .. } => c.solutions -= 1,
            Event::Done => {}
        }
        self.last = self.event_before(e);
        Some(e)
    }

    /// The event that came before `e`, given the state with `e` already undone.
    fn event_before(&self, e: Event<P::Conflict>) -> Option<Event<P::Conflict>> {
        match e {
            Event::Place { depth, choice } | Event::Conflict { depth, choice, .. } => {
                if choice > 1 {
                    Some(self.closing_event_of(depth, choice - 1))
                } else if depth > 1 {
                    Some(Event::Place { depth: depth - 1, choice: self.x[depth - 1] })
                } else {
                    None
                }
            }
            Event::Remove { depth, .. } if self.problem.is_solution(depth) => {
                Some(Event::Solution { number: self.counters.solutions })
            }
            Event::Remove { depth, .. } => {
                Some(self.closing_event_of(depth + 1, self.problem.choices_at(depth + 1)))
            }
            Event::Solution { .. } => {
                Some(Event::Place { depth: self.depth, choice: self.x[self.depth] })
            }
            Event::Done => match self.mode {
                Mode::FirstSolution if self.counters.solutions > 0 => {
                    Some(Event::Solution { number: self.counters.solutions })
                }
                _ => Some(self.closing_event_of(1, self.problem.choices_at(1))),
            },
        }
    }

    /// Moves to step `k` (0 = start), stepping forward or back, or replaying from the start
    /// when that is shorter.
    ///
    /// # Errors
    /// [`SeekError`] when the search ends before step `k`; the search is then left at its
    /// last step.
    pub fn seek(&mut self, k: u64) -> Result<(), SeekError> {
        let now = self.counters.steps;
        if k < now {
            if now - k > k {
                self.reset();
            } else {
                for _ in k..now {
                    self.back();
                }
                return Ok(());
            }
        }
        while self.counters.steps < k {
            if self.step().is_none() {
                return Err(SeekError { asked: k, total: self.counters.steps });
            }
        }
        Ok(())
    }

    /// Steps forward up to and including the next event `target` matches, taking at most
    /// `max_steps` steps. Returns true when it stopped on such an event, false when the
    /// budget ran out or the search ended first (call again to go on).
    pub fn step_until(&mut self, target: Target, max_steps: u64) -> bool {
        for _ in 0..max_steps {
            match self.step() {
                None => return false,
                Some(e) if target.matches(&e) => return true,
                Some(_) => {}
            }
        }
        false
    }

    /// Steps back, at least one step, until the last event is one `target` matches, taking
    /// at most `max_steps` steps. Returns true when it stopped on such an event, false when
    /// the budget ran out or step 0 was reached first.
    pub fn back_until(&mut self, target: Target, max_steps: u64) -> bool {
        for _ in 0..max_steps {
            if self.back().is_none() {
                return false;
            }
            match self.last {
                None => return false,
                Some(e) if target.matches(&e) => return true,
                Some(_) => {}
            }
        }
        false
    }

    /// Steps forward to the end of the search or until it has taken `max_steps` steps in
    /// all, and says what it found: a search cut short gives the solutions so far.
    pub fn count_until(&mut self, max_steps: u64) -> Count {
        while self.counters.steps < max_steps && self.step().is_some() {}
        let c = self.counters;
        Count { solutions: c.solutions, steps: c.steps, finished: self.is_finished() }
    }

    /// Steps forward up to and including the next solution event, or to the end of the
    /// search. Returns the solution's event, or `None` when the search ended without one.
    pub fn run_to_next_solution(&mut self) -> Option<Event<P::Conflict>> {
        while let Some(e) = self.step() {
            if let Event::Solution { .. } = e {
                return Some(e);
            }
        }
        None
    }
}

impl<P: Problem + Clone> Search<P> {
    /// The number of steps the whole search takes, when cheap to know
    /// ([`Problem::total_steps`]: a replay, or the puzzle's closed form).
    pub fn total_steps(&self) -> Option<u64> {
        P::total_steps(self)
    }

    /// The solution-space tree of the whole search, nodes in visiting order, or `None`
    /// beyond `max_nodes` nodes or where the puzzle draws none ([`Problem::tree`]).
    pub fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode>> {
        P::tree(self, max_nodes)
    }

    /// The number of steps the whole search takes, found by replaying it from the start on
    /// a copy; `None` when that takes more than `limit` steps.
    pub fn total_steps_by_replay(&self, limit: u64) -> Option<u64> {
        let mut replay = self.clone();
        replay.reset();
        while replay.counters.steps <= limit {
            if replay.step().is_none() {
                return Some(replay.counters.steps);
            }
        }
        None
    }

    /// The solution-space tree of the whole search, nodes in visiting order (depth first,
    /// choices in order), found by replaying it on a copy; `None` when it has more than
    /// `max_nodes` nodes.
    pub fn replay_tree(&self, max_nodes: usize) -> Option<Vec<TreeNode>> {
        let mut s = self.clone();
        s.reset();
        let mut nodes = Vec::new();
        // path[d] = index of the node taken at depth d + 1 on the current path.
        let mut path: Vec<usize> = Vec::new();
        while let Some(e) = s.step() {
            match e {
                Event::Place { depth, choice } | Event::Conflict { depth, choice, .. } => {
                    if nodes.len() == max_nodes {
                        return None;
                    }
                    path.truncate(depth - 1);
                    let placed = matches!(e, Event::Place { .. });
                    nodes.push(TreeNode {
                        depth,
                        choice,
                        step: s.counters.steps,
                        parent: path.last().copied(),
                        placed,
                        solution: placed && s.problem.is_solution(depth),
                    });
                    if placed {
                        path.push(nodes.len() - 1);
                    }
                }
                Event::Remove { depth, .. } => path.truncate(depth - 1),
                Event::Solution { .. } | Event::Done => {}
            }
        }
        Some(nodes)
    }
}

/// One node of the solution-space tree (解空间树): a choice tried, in the order the search
/// reaches it. The root (nothing chosen) is not listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// 1-based depth.
    pub depth: usize,
    /// 1-based choice.
    pub choice: usize,
    /// The step at which the search reaches the node (its place or conflict event).
    pub step: u64,
    /// Index in the list of the parent node; `None` under the root.
    pub parent: Option<usize>,
    /// True for a choice taken, false for a pruned branch (a conflict).
    pub placed: bool,
    /// True for a choice that completes a solution.
    pub solution: bool,
}

/// Steps `search` forward up to `max` times, checking after each step that [`Search::back`]
/// restores the whole state before it (history, trail and counters included): the
/// contract every puzzle's tests check on its searches. Returns the search after the last
/// step, or the first step that `back` does not undo exactly.
///
/// # Errors
/// The step number whose `back` left a state other than the one before it.
pub fn back_undoes_each_step<P: Problem + Clone + PartialEq>(
    mut search: Search<P>,
    max: u64,
) -> Result<Search<P>, u64> {
    for _ in 0..max {
        let before = search.clone();
        if search.step().is_none() {
            break;
        }
        let after = search.clone();
        search.back();
        if search != before {
            return Err(after.counters().steps);
        }
        search = after;
    }
    Ok(search)
}

/// The checks every puzzle's tests run on its searches, beside its own tests.
pub mod checks {
    use super::{Event, Problem, Search};
    use std::fmt;

    /// Steps `search` through `want`, each event as listed and each line it executes one of
    /// the puzzle's [`Problem::LINES`], to its end (no step after the last); then back to
    /// where it started, every state (history and trail included) as it was. Returns the
    /// search at its end.
    ///
    /// # Panics
    /// At the first event or state that differs.
    pub fn trace_both_ways<P>(mut search: Search<P>, want: &[Event<P::Conflict>]) -> Search<P>
    where
        P: Problem + Clone + PartialEq + fmt::Debug,
        P::History: PartialEq,
    {
        let mut states = vec![search.clone()];
        for (i, w) in want.iter().enumerate() {
            assert_eq!(search.step(), Some(*w), "step {}", i + 1);
            let at = search.executing();
            for line in [Some(at.line), at.caller].into_iter().flatten() {
                assert!(P::LINES.contains(&line), "{line}");
            }
            states.push(search.clone());
        }
        assert_eq!(search.step(), None);
        let end = search.clone();
        states.pop();
        while let Some(before) = states.pop() {
            search.back();
            assert_eq!(search, before, "back to step {}", states.len());
        }
        end
    }
}

#[cfg(test)]
mod tests {
    //! The engine on a puzzle small enough to trace by hand: binary strings of length 3
    //! with no two adjacent 1s (5 of them: 000, 001, 010, 100, 101, a Fibonacci number).
    //! It shows the engine knows nothing of any puzzle, and is the model for a
    //! new one: implement [`Problem`], and the stepping, back, seek, totals and tree
    //! come for free.
    use super::*;

    /// Depth d chooses bit d: choice 1 is a 0, choice 2 a 1; a 1 right after a 1 is
    /// rejected.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct NoAdjacentOnes {
        bits: Vec<u8>,
    }

    /// Why a choice is rejected: the bit before is already a 1.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct AdjacentOne;

    impl Problem for NoAdjacentOnes {
        type Conflict = AdjacentOne;
        type History = ();
        const LINES: &'static [&'static str] =
            &["proc", "for", "if", "assign", "print", "recurse", "undo", "main", "start", "end"];

        fn executes(&self, e: Option<&Event<AdjacentOne>>) -> (&'static str, Option<&'static str>) {
            usual_lines(e, "if", "if")
        }

        fn choices(&self) -> usize {
            2
        }

        fn max_depth(&self) -> usize {
            3
        }

        /// One comparison (with the bit before) below depth 1.
        fn check(&self, depth: usize, choice: usize) -> (Option<AdjacentOne>, u64) {
            if depth == 1 {
                return (None, 0);
            }
            let clash = choice == 2 && self.bits[depth - 2] == 1;
            (clash.then_some(AdjacentOne), 1)
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

    fn search(mode: Mode) -> Search<NoAdjacentOnes> {
        Search::new(NoAdjacentOnes { bits: Vec::new() }, mode)
    }

    #[test]
    fn hand_trace_of_all_no_adjacent_ones_strings_of_length_3() {
        use Event::{Conflict, Done, Place, Remove, Solution};
        let p = |depth, choice| Place { depth, choice };
        let r = |depth, choice| Remove { depth, choice };
        let c = |depth, choice| Conflict { depth, choice, conflict: AdjacentOne };
        let s = |number| Solution { number };
        #[rustfmt::skip]
        let want = [
            p(1, 1), p(2, 1), p(3, 1), s(1), r(3, 1),         // 000
            p(3, 2), s(2), r(3, 2), r(2, 1),                  // 001, row 3 exhausted
            p(2, 2), p(3, 1), s(3), r(3, 1), c(3, 2), r(2, 2), // 010; 011 rejected
            r(1, 1),
            p(1, 2), p(2, 1), p(3, 1), s(4), r(3, 1),         // 100
            p(3, 2), s(5), r(3, 2), r(2, 1),                  // 101
            c(2, 2), r(1, 2), Done,                           // 11 rejected; done
        ];
        let mut e = search(Mode::AllSolutions);
        let mut found = Vec::new();
        for (i, w) in want.iter().enumerate() {
            assert_eq!(e.step(), Some(*w), "step {}", i + 1);
            if let Solution { .. } = w {
                found.push(e.problem().bits.clone());
            }
        }
        assert_eq!(e.step(), None);
        assert_eq!(found, [[0, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1, 0, 1]]);
        // 10 placements + 2 conflicts tried, 10 removals, 5 solutions, done: 28 steps;
        // one comparison for each choice tried below depth 1 (12 − 2).
        let want = Counters {
            steps: 28,
            tried: 12,
            placements: 10,
            backtracks: 10,
            solutions: 5,
            comparisons: 10,
            constraint_prunes: 2,
            bound_prunes: 0,
        };
        assert_eq!(e.counters(), want);
        assert_eq!(e.total_steps_by_replay(100), Some(28));
        assert_eq!(e.total_steps_by_replay(27), None);
    }

    #[test]
    fn back_is_the_exact_inverse_of_step_in_both_modes() {
        for mode in [Mode::AllSolutions, Mode::FirstSolution] {
            let mut e = search(mode);
            let mut states = vec![e.clone()];
            while e.step().is_some() {
                states.push(e.clone());
            }
            states.pop();
            while let Some(want) = states.pop() {
                e.back();
                assert_eq!(e, want, "{mode:?}");
            }
            assert_eq!(e.back(), None);
        }
    }

    #[test]
    fn first_solution_mode_stops_after_000() {
        let mut e = search(Mode::FirstSolution);
        let events: Vec<_> = std::iter::from_fn(|| e.step()).collect();
        let p = |depth| Event::Place { depth, choice: 1 };
        assert_eq!(events, [p(1), p(2), p(3), Event::Solution { number: 1 }, Event::Done]);
        assert_eq!(e.choices(), [1, 1, 1]);
    }

    #[test]
    fn tree_has_a_node_per_choice_tried_and_seek_lands_where_steps_do() {
        let e = search(Mode::AllSolutions);
        let t = e.tree(usize::MAX).unwrap();
        assert_eq!(t.len(), 12);
        assert_eq!(t.iter().filter(|n| n.solution).count(), 5);
        // 011 is rejected at step 14, under 01 (node 4: placed at step 10).
        let rejected: Vec<_> = t.iter().filter(|n| !n.placed).map(|n| (n.step, n.parent)).collect();
        assert_eq!(rejected, [(14, Some(4)), (26, Some(7))]);
        assert!(e.tree(11).is_none());
        let mut a = search(Mode::AllSolutions);
        a.seek(14).unwrap();
        assert_eq!(a.problem().bits, [0, 1]);
        assert_eq!(a.seek(29), Err(SeekError { asked: 29, total: 28 }));
    }

    #[test]
    fn a_search_of_one_step_is_worded_in_the_singular() {
        let says = |total| SeekError { asked: 5, total }.to_string();
        assert_eq!(says(1), "step 5 is past the end of the search, which takes 1 step");
        assert_eq!(says(4), "step 5 is past the end of the search, which takes 4 steps");
    }

    #[test]
    fn executing_names_the_line_of_each_event() {
        let mut e = search(Mode::FirstSolution);
        assert_eq!(e.executing().line, "start");
        e.seek(4).unwrap();
        let at = e.executing();
        assert_eq!((at.line, at.caller, at.depth), ("print", None, 3));
        e.seek(3).unwrap();
        assert_eq!((e.executing().line, e.executing().caller), ("assign", Some("if")));
    }

    #[test]
    fn back_undoes_each_step_of_the_hand_traced_search() {
        for mode in [Mode::AllSolutions, Mode::FirstSolution] {
            let end = back_undoes_each_step(search(mode), 100).unwrap();
            assert!(end.is_finished());
        }
    }
}
