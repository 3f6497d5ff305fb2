//! The stepper facade every puzzle's wasm module shares: the one `Stepper` class (each
//! puzzle adds its factory in its own facade: `Stepper.queens`, `Stepper.knight` in
//! [`crate::wasm`], `Stepper.knapsack` in [`crate::wasm_knapsack`]), the packed view's
//! shared head, the code-line numbers, the tree as numbers, and the core errors thrown as
//! codes. Conversions only. Built into the page's module (feature `page`) and into the
//! knapsack's (feature `knapsack`), so both hand the page the same shapes.

use wasm_bindgen::prelude::*;

/// A core error as a JS `Error` whose message is the error's code (`size-out-of-range`,
/// `column-out-of-range`, `no-solution`, `index-out-of-range`, `past-end`): the page words what it shows in its own language, and the English
/// `Display` texts (and the `core::fmt` code they need, about 2.5 KB) stay out of the wasm.
#[inline(never)]
pub(crate) fn js_error(code: &str) -> JsError {
    JsError::new(code)
}

/// [`js_error`] for `map_err`.
pub(crate) fn err<E: crate::error::ErrorCode>(e: E) -> JsError {
    js_error(e.code())
}

/// The kind of a stepper's last event, both puzzles (index 8 of a packed view): what the
/// engine's `search::Event` says, for N-Queens and the knight alike.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// No event yet: step 0.
    Start = 0,
    /// A choice tried and taken: a queen placed, the knight's jump.
    Place = 1,
    /// A choice tried and rejected: a square in conflict, a move that leaves the board.
    Conflict = 2,
    /// Backtrack: a choice undone (a queen removed, a jump taken back).
    Remove = 3,
    /// A solution found (a full placement, a path to (n, m)).
    Solution = 4,
    /// The search is over.
    Done = 5,
}

/// The fixed layout of the packed views: `ViewLayout.HeadLen` is the length of the head
/// shared by both steppers, where each puzzle's own part starts.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewLayout {
    /// The head's length: 21 numbers.
    HeadLen = 21,
}

/// The packed views of every stepper begin with the same 21 numbers (a `Float64Array`):
///
/// | index | |
/// |---|---|
/// | 0 | the step |
/// | 1 | 1 when the search is finished, else 0 |
/// | 2..=7 | the counters: steps, tried, placements, backtracks, solutions, comparisons |
/// | 8 | the last event's [`EventKind`]: `Start` (step 0), `Place`, `Conflict`, `Remove`, `Solution`, `Done` |
/// | 9..=14 | the event's fields (each puzzle's, see its `impl Search`), 0 when unused |
/// | 15 | the line of the procedure the last event executes: 1 + its index in the stepper's `lines()` |
/// | 16 | the line that called it, the same way, 0 when none is shown |
/// | 17 | the recursion depth k (calls of the procedure on the stack, 0 in `main`) |
/// | 18 | the line of the iterative procedure the program is on after the last event, as 15; 0 when the puzzle has no iterative form |
/// | 19 | the line that called it, as 16 |
/// | 20 | the iterative procedure's k (the loop's depth) |
///
/// `ViewLayout.HeadLen` (21) is where each puzzle's own part begins. Steps and counters are
/// whole numbers, exact up to 2^53.
pub(crate) const VIEW_HEAD: usize = ViewLayout::HeadLen as usize;

/// The number of a code line in a packed view: 1 + its index in the puzzle's `lines`, 0
/// for none (or an id the puzzle does not list, which a core test rules out).
fn code_line(lines: &[&str], line: Option<&str>) -> f64 {
    line.and_then(|l| lines.iter().position(|&x| x == l)).map_or(0.0, |i| i as f64 + 1.0)
}

/// The ids of `lines`, separated by spaces.
fn line_ids(lines: &[&str]) -> String {
    let mut ids = String::new();
    for (i, id) in lines.iter().enumerate() {
        if i > 0 {
            ids.push(' ');
        }
        ids.push_str(id);
    }
    ids
}

/// The first [`VIEW_HEAD`] numbers of a packed view.
pub(crate) fn view_head(
    finished: bool,
    counters: [u64; 6],
    kind: EventKind,
    fields: [i64; 6],
    at: crate::search::Executing,
    iterative: Option<crate::search::Executing>,
    lines: &[&str],
) -> Vec<f64> {
    let mut v = Vec::with_capacity(VIEW_HEAD + 64);
    v.extend([counters[0] as f64, finished as u8 as f64]);
    v.extend(counters.map(|x| x as f64));
    v.push(kind as u8 as f64);
    v.extend(fields.map(|x| x as f64));
    v.extend([code_line(lines, Some(at.line)), code_line(lines, at.caller), at.depth as f64]);
    v.extend(iterative.map_or([0.0; 3], |it| {
        [code_line(lines, Some(it.line)), code_line(lines, it.caller), it.depth as f64]
    }));
    v
}

/// A solution-space tree as a `Float64Array`, five numbers a node in visiting order:
/// depth (1-based: the N-Queens row), choice (1-based: the column, the knight's move), the
/// step at which the search reaches the node, the index of the parent node (-1 under the
/// root), and 0 for a pruned branch (a conflict), 1 for a choice taken, 2 for a choice that
/// completes a solution.
pub(crate) fn tree_to_js(nodes: &[crate::search::TreeNode]) -> Vec<f64> {
    let mut v = Vec::with_capacity(nodes.len() * 5);
    for t in nodes {
        let kind = if t.solution { 2 } else { t.placed as u8 };
        let parent = t.parent.map_or(-1.0, |p| p as f64);
        v.extend([t.depth as f64, t.choice as f64, t.step as f64, parent, kind as f64]);
    }
    v
}

/// The core's coarse-step target for an event kind and depth (see `step_until`).
fn target(kind: EventKind, depth: u32) -> Result<crate::search::Target, JsError> {
    use crate::search::Target as T;
    match kind {
        EventKind::Place if depth > 0 => Ok(T::Depth(depth as usize)),
        EventKind::Place => Ok(T::Place),
        EventKind::Remove => Ok(T::Remove),
        EventKind::Solution => Ok(T::Solution),
        _ => Err(JsError::new("a coarse step stops at a place, a remove or a solution")),
    }
}

/// A search of any puzzle on the core's engine, as [`Stepper`] drives it: each puzzle's
/// core stepper implements it here, packing its own part of the view. Conversions only.
pub(crate) trait Search {
    /// The packed view (see `VIEW_HEAD` and each puzzle's `view`).
    fn view(&self) -> Vec<f64>;
    /// One step; `None` when finished, else whether the event is a solution.
    fn step(&mut self) -> Option<bool>;
    /// One step back; false (no change) at step 0.
    fn back(&mut self) -> bool;
    fn reset(&mut self);
    fn seek(&mut self, k: u64) -> Result<(), crate::search::SeekError>;
    fn step_until(&mut self, target: crate::search::Target, max_steps: u64) -> bool;
    fn back_until(&mut self, target: crate::search::Target, max_steps: u64) -> bool;
    fn total_steps(&self) -> Option<u64>;
    fn tree(&self, max_nodes: usize) -> Option<Vec<crate::search::TreeNode>>;
    /// The puzzle's code-line ids (`Problem::LINES`).
    fn lines(&self) -> &'static [&'static str];
    fn boxed(&self) -> Box<dyn Search>;
}

/// The backtracking search of one puzzle, one event per step (the core's `search` engine):
/// built by a puzzle's factory (`Stepper.queens`, `Stepper.knight`); every other method is
/// the same for every puzzle.
#[wasm_bindgen]
pub struct Stepper(pub(crate) Box<dyn Search>);

#[wasm_bindgen]
impl Stepper {
    /// The current state as a `Float64Array`: the shared head (see `VIEW_HEAD`), then the
    /// puzzle's own part (N-Queens: N and x\[1..N\]; the knight: n, m, the path and its
    /// moves).
    pub fn view(&self) -> Vec<f64> {
        self.0.view()
    }

    /// The ids of the puzzle's procedure lines, separated by spaces (`"proc for if
    /// assign …"`): line number i (1-based) of a packed view is the i-th. The page marks
    /// each line it draws with its id.
    pub fn lines(&self) -> String {
        line_ids(self.0.lines())
    }

    /// One step back (no change at step 0).
    pub fn back(&mut self) {
        self.0.back();
    }

    /// Up to `count` steps forward (one step: `step_many(1, false)`), stopping early after
    /// a solution when `stop_at_solution`; no change when finished. For fast play: one
    /// call per frame.
    pub fn step_many(&mut self, count: u32, stop_at_solution: bool) {
        for _ in 0..count {
            match self.0.step() {
                None => break,
                Some(true) if stop_at_solution => break,
                Some(_) => {}
            }
        }
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        self.0.reset();
    }

    /// Moves to step `k`. Throws `past-end`, leaving the search at its last step, when it
    /// ends before step `k`.
    pub fn seek(&mut self, k: f64) -> Result<(), JsError> {
        self.0.seek(k.max(0.0) as u64).map_err(err)
    }

    /// Steps forward up to and including the next event of `kind` (`Place`, `Remove` or
    /// `Solution`; with `Place`, a `depth` > 0 asks for a placement at that depth: the
    /// N-Queens row k, the knight's move k), taking at most `max_steps` steps. Returns
    /// true when it stopped on such an event, false when the budget ran out or the search
    /// ended (call again to go on). Throws for another kind.
    pub fn step_until(
        &mut self,
        kind: EventKind,
        depth: u32,
        max_steps: u32,
    ) -> Result<bool, JsError> {
        Ok(self.0.step_until(target(kind, depth)?, max_steps.into()))
    }

    /// Steps back, at least one step, until the last event is one of `kind` (as
    /// [`step_until`](Self::step_until)), taking at most `max_steps` steps. Returns true
    /// when it stopped on one, false when the budget ran out or step 0 came first. Throws
    /// for a kind other than `Place`, `Remove`, `Solution`.
    pub fn back_until(
        &mut self,
        kind: EventKind,
        depth: u32,
        max_steps: u32,
    ) -> Result<bool, JsError> {
        Ok(self.0.back_until(target(kind, depth)?, max_steps.into()))
    }

    /// The heads (the first `ViewLayout.HeadLen` numbers of `view()`: step, event kind and
    /// fields…) of the current step and of up to `count − 1` steps before it, newest
    /// first, as one `Float64Array` (`HeadLen` numbers a step; fewer steps near step 0,
    /// whose head is the last). Worked out by stepping a copy back, so it is right after
    /// any seek; costs `count` steps.
    pub fn recent(&self, count: u32) -> Vec<f64> {
        let mut copy = self.0.boxed();
        let mut v = Vec::with_capacity(count as usize * VIEW_HEAD);
        for _ in 0..count {
            v.extend_from_slice(&copy.view()[..VIEW_HEAD]);
            if !copy.back() {
                break;
            }
        }
        v
    }

    /// The head (the first `ViewLayout.HeadLen` numbers of `view()`) of the step the next
    /// `step_many(1, false)` would take, without moving the search: the next event, its
    /// code line and the counters after it. The current head when the search is finished.
    /// For exercises that ask what the search does next.
    pub fn peek(&self) -> Vec<f64> {
        let mut copy = self.0.boxed();
        copy.step();
        let mut head = copy.view();
        head.truncate(VIEW_HEAD);
        head
    }

    /// Steps up to and including the next solution (or to the end).
    pub fn run_to_next_solution(&mut self) {
        while let Some(solution) = self.0.step() {
            if solution {
                break;
            }
        }
    }

    /// The number of steps the whole search takes, or `undefined` when too costly to know
    /// (N-Queens, all solutions: N > 13; otherwise more than 5,000,000 steps).
    pub fn total_steps(&self) -> Option<f64> {
        self.0.total_steps().map(|t| t as f64)
    }

    /// The solution-space tree as a `Float64Array`, five numbers a node (see
    /// `tree_to_js`), or `undefined` beyond `max_nodes` nodes (or, for N-Queens, N above
    /// `treeMaxN`).
    pub fn tree(&self, max_nodes: u32) -> Option<Vec<f64>> {
        self.0.tree(max_nodes as usize).map(|t| tree_to_js(&t))
    }
}
