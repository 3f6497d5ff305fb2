//! The knapsack puzzle's `#[wasm_bindgen]` facade (the core's [`crate::knapsack`]), built
//! into a module of its own (`make build`: the cargo feature `knapsack` without the default
//! `page`, into www/pkg/nqueens_knapsack*), which the knapsack's page loads on first use
//! (www/js/puzzles/knapsack.js): the page's module stays as it was. It holds the shared
//! `Stepper` class (src/wasm_stepper.rs) with the factory `Stepper.knapsack`, and the
//! dynamic-programming optimum. Conversions only.

use crate::knapsack::{self, Instance, Killed, Knapsack};
use crate::search::{Event, Problem, Search as Engine, Target, TreeNode};
use crate::wasm_stepper::{err, view_head, EventKind, Search, Stepper};
use wasm_bindgen::prelude::*;

/// Installs a panic hook that logs to the console, for the knapsack module alone (the
/// page's module has its own, `wasm::start`).
#[cfg(not(feature = "page"))]
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.payload_as_str().unwrap_or("a Rust panic");
        web_sys::console::error_1(&JsError::new(message).into());
    }));
}

/// The instance of `weights`, `values` (the items in the order given) and `capacity`.
fn instance(weights: &[u32], values: &[u32], capacity: u32) -> Result<Instance, JsError> {
    let wide = |v: &[u32]| v.iter().map(|&x| u64::from(x)).collect::<Vec<u64>>();
    Instance::new(&wide(weights), &wide(values), capacity.into()).map_err(err)
}

#[wasm_bindgen]
impl Stepper {
    /// The knapsack's search at step 0 (the notes' backtracking with the constraint and the
    /// bounding function, every leaf: see the core's `knapsack` module). `weights` and
    /// `values` are the items in the order given (the search sorts them by value per
    /// weight). Throws `knap-item-count` (1..=20 items: `knapMaxItems`),
    /// `knap-length-mismatch`, `knap-weight-range` (1..=`knapMaxWeight`),
    /// `knap-value-range` (1..=`knapMaxValue`) or `knap-capacity-range`
    /// (1..=`knapMaxCapacity`).
    pub fn knapsack(weights: &[u32], values: &[u32], capacity: u32) -> Result<Stepper, JsError> {
        Ok(Stepper(Box::new(knapsack::search(&instance(weights, values, capacity)?))))
    }
}

/// The best value of the instance by dynamic programming (`knapsack::dp_best`), which the
/// page shows beside the search's. Throws as `Stepper.knapsack`.
#[wasm_bindgen]
pub fn knapsack_dp(weights: &[u32], values: &[u32], capacity: u32) -> Result<f64, JsError> {
    Ok(knapsack::dp_best(&instance(weights, values, capacity)?) as f64)
}

/// The event's six fields. `item` is the 1-based given number of the item decided at the
/// depth; a bound is num / den.
/// - take (choice 1), placed: depth, 1, item, the weight and the value after it;
/// - take, killed by the constraint: depth, 1, item, the weight it would reach, the capacity;
/// - skip (choice 2), placed or killed by the bound: depth, 2, item, num, den, the best value
///   it was compared with;
/// - a remove: depth, choice, item;
/// - a leaf: its 1-based number, its value, 1 when it became the best (else 0).
fn fields(s: &Engine<Knapsack>, e: Option<Event<Killed>>) -> (EventKind, [i64; 6]) {
    let k = s.problem();
    let item = |depth: usize| k.order()[depth - 1] as i64 + 1;
    let (w, v, best) = (k.weight() as i64, k.value() as i64, k.best().value as i64);
    match e {
        None => (EventKind::Start, [0; 6]),
        Some(Event::Place { depth, choice: 1 }) => {
            (EventKind::Place, [depth as i64, 1, item(depth), w, v, 0])
        }
        Some(Event::Place { depth, choice }) => {
            let (num, den) = k.bound_after(depth);
            (
                EventKind::Place,
                [depth as i64, choice as i64, item(depth), num as i64, den as i64, best],
            )
        }
        Some(Event::Conflict { depth, choice, conflict }) => {
            let rest = match conflict {
                Killed::TooHeavy { weight } => [weight as i64, k.capacity() as i64, 0],
                Killed::Bound { num, den, best } => [num as i64, den as i64, best as i64],
            };
            (
                EventKind::Conflict,
                [depth as i64, choice as i64, item(depth), rest[0], rest[1], rest[2]],
            )
        }
        Some(Event::Remove { depth, choice }) => {
            (EventKind::Remove, [depth as i64, choice as i64, item(depth), 0, 0, 0])
        }
        Some(Event::Solution { number }) => {
            let newest = s.problem().best().x.iter().map(|&x| x == 1).eq(k.taken().iter().copied())
                && best == v;
            (EventKind::Solution, [number as i64, v, newest as i64, 0, 0, 0])
        }
        Some(Event::Done) => (EventKind::Done, [0; 6]),
    }
}

/// The knapsack: the event fields as `fields` above; after the head come n, the capacity,
/// the current weight and value, the current node's bound (num, den), the best value, 1 when
/// a leaf has been reached (else 0), then the n items in the search's order (given number,
/// weight, value each), then the depth d and the d decisions (1 = taken, search order), then
/// the best x in the given order (n numbers, 0 before any leaf).
impl Search for Engine<Knapsack> {
    fn view(&self) -> Vec<f64> {
        let (kind, fields) = fields(self, self.last_event());
        let c = self.counters();
        let counters = [c.steps, c.tried, c.placements, c.backtracks, c.solutions, c.comparisons];
        let mut v = view_head(
            self.is_finished(),
            counters,
            kind,
            fields,
            self.executing(),
            None,
            Knapsack::LINES,
        );
        let k = self.problem();
        let (num, den) = k.bound_after(self.depth());
        let best_x = k.best_x_given();
        let n = k.order().len();
        v.extend(
            [n, k.capacity() as usize, k.weight() as usize, k.value() as usize].map(|x| x as f64),
        );
        v.extend([num as f64, den as f64, k.best().value as f64, best_x.is_some() as u8 as f64]);
        for d in 0..n {
            v.extend([k.order()[d] as f64 + 1.0, k.weights()[d] as f64, k.values()[d] as f64]);
        }
        v.push(self.depth() as f64);
        v.extend(k.taken().iter().map(|&t| t as u8 as f64));
        v.extend(best_x.unwrap_or_else(|| vec![0; n]).iter().map(|&x| x as f64));
        // Two more counters: the nodes killed by the constraint and by the bound.
        v.extend([c.constraint_prunes as f64, c.bound_prunes as f64]);
        v
    }

    fn step(&mut self) -> Option<bool> {
        Engine::step(self).map(|e| matches!(e, Event::Solution { .. }))
    }

    fn back(&mut self) -> bool {
        Engine::back(self).is_some()
    }

    fn reset(&mut self) {
        Engine::reset(self);
    }

    fn seek(&mut self, k: u64) -> Result<(), crate::search::SeekError> {
        Engine::seek(self, k)
    }

    fn step_until(&mut self, target: Target, max_steps: u64) -> bool {
        Engine::step_until(self, target, max_steps)
    }

    fn back_until(&mut self, target: Target, max_steps: u64) -> bool {
        Engine::back_until(self, target, max_steps)
    }

    /// By replay, up to `STEP_TOTAL_MAX_STEPS` steps.
    fn total_steps(&self) -> Option<u64> {
        self.total_steps_by_replay(crate::limits::STEP_TOTAL_MAX_STEPS)
    }

    fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode>> {
        Engine::tree(self, max_nodes)
    }

    fn lines(&self) -> &'static [&'static str] {
        Knapsack::LINES
    }

    fn boxed(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_packed_view_of_the_textbook_instance_at_step_3_and_17() {
        // docs/REFERENCE.md: step 3 skips item 2 with bound 45 + 25 × 14/15 = 1025/15
        // against best 0; step 17 kills the skip of item 2 by bound 25 ≤ 50.
        let mut s = knapsack::search(&Instance::textbook());
        s.seek(3).unwrap();
        let v = s.view();
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        assert_eq!(&v[9..15], &[2.0, 2.0, 2.0, 1025.0, 15.0, 0.0]);
        let tail = crate::wasm_stepper::VIEW_HEAD;
        // n, capacity, weight, value, bound of the node (45 + 25 × 14/15), best, found.
        assert_eq!(&v[tail..tail + 8], &[3.0, 30.0, 16.0, 45.0, 1025.0, 15.0, 0.0, 0.0]);
        s.seek(17).unwrap();
        let v = s.view();
        assert_eq!(v[8], EventKind::Conflict as u8 as f64);
        assert_eq!(&v[9..15], &[2.0, 2.0, 2.0, 25.0, 1.0, 50.0]);
        // The best x in the given order, then the two prune counters.
        let end = v.len();
        assert_eq!(&v[end - 5..], &[0.0, 1.0, 1.0, 2.0, 2.0]);
    }
}
