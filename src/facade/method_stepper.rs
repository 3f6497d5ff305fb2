//! The other methods' stepper (feature `methods`): the one `MethodStepper` class, which
//! drives any puzzle's [`MethodSearch`] as `Stepper` drives its [`Search`]; a puzzle's
//! stepper makes it for its own instance (`Stepper.method_stepper(key)`), so a puzzle's
//! module adds no factory of its own. Conversions only.
//!
//! What crosses: the counters as a `Float64Array` named by [`METHOD_LAYOUT`], the tree as a
//! `Float64Array` of four numbers a node, in the order generated.

use super::{err, js_error, View};
use crate::methods::{End, Method, MethodSearch, NodeState};
use crate::search::{Problem, Search, SeekError};
use wasm_bindgen::prelude::*;

/// The names of a method stepper's numbers, sections joined by `;`: `view` names the
/// numbers of `view()` in order, `ends` the words of its `end` by number, `node` the four
/// numbers of each node of `nodes()`, `states` the words of a node's `state` by number.
/// `first_solution` is −1 before the first solution; a node's `parent` is −1 for the root.
pub const METHOD_LAYOUT: &str = "view=generated live max_live solutions first_solution \
    constraint_kills bound_kills end;ends=running finished node-cap live-cap;\
    node=parent depth choice state;states=live expanded constraint bound solution";

/// A search of any puzzle by one method, as [`MethodStepper`] drives it.
pub(super) trait MethodDrive {
    fn method(&self) -> Method;
    fn view(&self) -> Vec<f64>;
    fn step(&mut self) -> bool;
    fn back(&mut self) -> bool;
    fn reset(&mut self);
    fn seek(&mut self, k: u64) -> Result<(), SeekError>;
    fn nodes(&self, max: usize) -> Vec<f64>;
}

impl<P: Problem + Clone> MethodDrive for MethodSearch<P> {
    fn method(&self) -> Method {
        MethodSearch::method(self)
    }

    fn view(&self) -> Vec<f64> {
        let p = self.progress();
        let end = match self.end() {
            None => 0,
            Some(End::Finished) => 1,
            Some(End::NodeCap) => 2,
            Some(End::LiveCap) => 3,
        };
        let first = p.first_solution.map_or(-1.0, |f| f as f64);
        vec![
            p.generated as f64,
            p.live as f64,
            p.max_live as f64,
            p.solutions as f64,
            first,
            p.constraint_kills as f64,
            p.bound_kills as f64,
            f64::from(end),
        ]
    }

    fn step(&mut self) -> bool {
        MethodSearch::step(self).is_some()
    }

    fn back(&mut self) -> bool {
        MethodSearch::back(self)
    }

    fn reset(&mut self) {
        MethodSearch::reset(self);
    }

    fn seek(&mut self, k: u64) -> Result<(), SeekError> {
        MethodSearch::seek(self, k)
    }

    fn nodes(&self, max: usize) -> Vec<f64> {
        let nodes = self.nodes();
        let mut v = Vec::with_capacity(nodes.len().min(max) * 4);
        for n in nodes.iter().take(max) {
            let state = match n.state {
                NodeState::Live => 0,
                NodeState::Expanded => 1,
                NodeState::DeadByConstraint => 2,
                NodeState::DeadByBound => 3,
                NodeState::Solution => 4,
            };
            let parent = n.parent.map_or(-1.0, |p| p as f64);
            v.extend([parent, n.depth as f64, n.choice as f64, f64::from(state)]);
        }
        v
    }
}

/// The keys of the methods offered for the instance of `search`, and a method's search of
/// it from its start, in the search's mode.
pub(super) fn methods_of<P: View>(search: &Search<P>) -> (Vec<Method>, P) {
    let mut start = search.clone();
    start.reset();
    let problem = start.problem().clone();
    (crate::methods::methods_for(&problem), problem)
}

/// `key`'s method search of `problem` in `mode`.
pub(super) fn method_search<P: View>(
    problem: P,
    mode: crate::search::Mode,
    key: &str,
) -> Result<Box<dyn MethodDrive>, JsError> {
    let method = Method::from_key(key).ok_or_else(|| js_error("unknown-compare-method"))?;
    Ok(Box::new(MethodSearch::new(problem, method, mode).map_err(err)?))
}

/// A search of one puzzle's instance by one of the other methods (the core's `methods`),
/// one node generated per step: made by the puzzle's `Stepper.method_stepper(key)`; every
/// method is the same for every puzzle.
#[wasm_bindgen]
pub struct MethodStepper(pub(super) Box<dyn MethodDrive>);

#[wasm_bindgen]
impl MethodStepper {
    /// The method's key in a link: `backtrack`, `dfs`, `exhaustive`, `bfs` or `lc`.
    pub fn method(&self) -> String {
        self.0.method().key().to_owned()
    }

    /// The names of the numbers of `view()` and `nodes()` ([`METHOD_LAYOUT`]).
    pub fn layout(&self) -> String {
        METHOD_LAYOUT.to_owned()
    }

    /// The counters as a `Float64Array`, named by `layout()`'s `view`: nodes generated (the
    /// root not counted), live nodes held, the most held at once, solutions, the first
    /// solution's node (−1 before it), nodes killed by the constraint and by the bounding
    /// function, and why the run ended (0 while it goes on; `ends`).
    pub fn view(&self) -> Vec<f64> {
        self.0.view()
    }

    /// Up to `count` nodes generated; no change once the run has ended.
    pub fn step_many(&mut self, count: u32) {
        for _ in 0..count {
            if !self.0.step() {
                break;
            }
        }
    }

    /// One node back (the run replayed from its start); no change at step 0.
    pub fn back(&mut self) {
        self.0.back();
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        self.0.reset();
    }

    /// Moves to step `k` (k nodes generated). Throws `past-end`, leaving the run at its last
    /// step, when it ends before.
    pub fn seek(&mut self, k: f64) -> Result<(), JsError> {
        self.0.seek(k.max(0.0) as u64).map_err(err)
    }

    /// The tree so far as a `Float64Array`, four numbers a node (`layout()`'s `node`:
    /// parent, depth, choice, state) in the order generated, the root first; at most `max`
    /// nodes.
    pub fn nodes(&self, max: u32) -> Vec<f64> {
        self.0.nodes(max as usize)
    }
}
