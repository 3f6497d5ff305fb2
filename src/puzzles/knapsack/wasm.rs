//! The knapsack puzzle's `#[wasm_bindgen]` facade, its module www/pkg/knapsack* (with the
//! shared `Stepper` class and panic hook of the core's facade), which the knapsack's page
//! loads on first use (www/js/puzzles/knapsack/puzzle.js): the factory `new_stepper`, the
//! dynamic-programming optimum and the limits. Conversions only.

use crate::limits::{KNAP_MAX_CAPACITY, KNAP_MAX_ITEMS, KNAP_MAX_VALUE, KNAP_MAX_WEIGHT};
use crate::{link, Instance, Killed, Knapsack};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Search};
use wasm_bindgen::prelude::*;

/// The knapsack's limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `knapMaxItems` | 20 | the items |
/// | `knapMaxWeight`, `knapMaxValue` | 1,000, 1,000 | an item's weight and value (each at least 1) |
/// | `knapMaxCapacity` | 20,000 | the capacity (at least 1) |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("knapMaxItems", KNAP_MAX_ITEMS as u64),
        ("knapMaxWeight", KNAP_MAX_WEIGHT),
        ("knapMaxValue", KNAP_MAX_VALUE),
        ("knapMaxCapacity", KNAP_MAX_CAPACITY),
    ])
}

/// The instance of `weights`, `values` (the items in the order given) and `capacity`.
fn instance(weights: &[u32], values: &[u32], capacity: u32) -> Result<Instance, JsError> {
    let wide = |v: &[u32]| v.iter().map(|&x| u64::from(x)).collect::<Vec<u64>>();
    Instance::new(&wide(weights), &wide(values), capacity.into()).map_err(err)
}

/// The knapsack's search at step 0 (the notes' backtracking with the constraint and the
/// bounding function, every leaf: see the crate's docs). `weights` and `values` are the
/// items in the order given (the search sorts them by value per weight). Throws
/// `knap-item-count` (1..=20 items: `knapMaxItems`), `knap-length-mismatch`,
/// `knap-weight-range` (1..=`knapMaxWeight`), `knap-value-range` (1..=`knapMaxValue`) or
/// `knap-capacity-range` (1..=`knapMaxCapacity`).
#[wasm_bindgen]
pub fn new_stepper(weights: &[u32], values: &[u32], capacity: u32) -> Result<Stepper, JsError> {
    Ok(Stepper::new(crate::search(&instance(weights, values, capacity)?)))
}

/// The best value of the instance by dynamic programming (`dp_best`), which the page shows
/// beside the search's. Throws as `new_stepper`.
#[wasm_bindgen]
pub fn knapsack_dp(weights: &[u32], values: &[u32], capacity: u32) -> Result<f64, JsError> {
    Ok(crate::dp_best(&instance(weights, values, capacity)?) as f64)
}

/// Parses a knapsack link (see the core's `facade::parse_link`). The link object's own
/// fields: `w` and `v` (arrays of the items' weights and values in the order given), `c`
/// (the capacity) and `n` (the number of items). Throws `{ code, params }`;
/// `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Knapsack>(fragment)
}

/// Formats a knapsack link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8`. Throws with the code of a bad
/// instance (`knap-item-count`, `knap-length-mismatch`, `knap-weight-range`,
/// `knap-value-range`, `knap-capacity-range`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Knapsack>(link)
}

impl InstanceObject for Instance {
    fn to_object(&self, o: &JsValue) {
        let numbers = |v: &[u64]| array(&v.iter().map(|&x| x as usize).collect::<Vec<_>>());
        set(o, "n", JsValue::from_f64(self.len() as f64));
        set(o, "w", numbers(self.weights()));
        set(o, "v", numbers(self.values()));
        set(o, "c", JsValue::from_f64(self.capacity() as f64));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let items = |k: &str| {
            get(k).map(|v| numbers_of(&v)).unwrap_or_default().into_iter().map(|x| x as u64)
        };
        let (w, v): (Vec<u64>, Vec<u64>) = (items("w").collect(), items("v").collect());
        let c = get("c").and_then(|c| c.as_f64()).map_or(0, |f| f.max(0.0) as u64);
        Instance::new(&w, &v, c).map_err(err)
    }
}

/// The knapsack's packed view. `item` is the 1-based given number of the item decided at
/// the depth; a bound is num / den. A take (choice 1) placed gives the weight and value
/// after it, killed by the constraint the weight it would reach and the capacity; a skip
/// (choice 2), placed or killed by the bound, gives its bound and the best value it was
/// compared with; a leaf its number, its value and 1 when it became the best. After the
/// head come n, the capacity, the current weight and value, the current node's bound, the
/// best value, 1 when a leaf has been reached (else 0), the items in the search's order
/// (their given numbers, weights, values), the depth d and the d decisions (1 = taken,
/// search order), the best x in the given order (0 before any leaf), and the nodes killed
/// by the constraint and by the bound.
impl View for Knapsack {
    const LAYOUT: &'static str = "place.1=depth choice item weight value;\
        place.2=depth choice item num den best;conflict.1=depth choice item weight capacity;\
        conflict.2=depth choice item num den best;remove=depth choice item;\
        solution=number value newest;tail=n capacity weight value num den best found \
        order[n] weights[n] values[n] depth taken[depth] best_x[n] constraint_prunes \
        bound_prunes";

    fn fields(s: &Search<Self>, e: &Event<Killed>) -> [i64; 6] {
        let k = s.problem();
        let item = |depth: usize| k.order()[depth - 1] as i64 + 1;
        let (w, v, best) = (k.weight() as i64, k.value() as i64, k.best().value_or_0() as i64);
        match *e {
            Event::Place { depth, choice: 1 } => [depth as i64, 1, item(depth), w, v, 0],
            Event::Place { depth, choice } => {
                let (num, den) = k.bound_after(depth);
                [depth as i64, choice as i64, item(depth), num as i64, den as i64, best]
            }
            Event::Conflict { depth, choice, conflict } => {
                let rest = match conflict {
                    Killed::TooHeavy { weight } => [weight as i64, k.capacity() as i64, 0],
                    Killed::Bound { num, den, best } => [num as i64, den as i64, best as i64],
                };
                [depth as i64, choice as i64, item(depth), rest[0], rest[1], rest[2]]
            }
            Event::Remove { depth, choice } => [depth as i64, choice as i64, item(depth), 0, 0, 0],
            Event::Solution { number } => {
                let newest =
                    k.best().x.iter().map(|&x| x == 1).eq(k.taken().iter().copied()) && best == v;
                [number as i64, v, newest as i64, 0, 0, 0]
            }
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let k = s.problem();
        let (num, den) = k.bound_after(s.depth());
        let best_x = k.best_x_given();
        let n = k.order().len();
        v.extend(
            [n, k.capacity() as usize, k.weight() as usize, k.value() as usize].map(|x| x as f64),
        );
        v.extend([
            num as f64,
            den as f64,
            k.best().value_or_0() as f64,
            best_x.is_some() as u8 as f64,
        ]);
        v.extend(k.order().iter().map(|&i| i as f64 + 1.0));
        v.extend(k.weights().iter().map(|&w| w as f64));
        v.extend(k.values().iter().map(|&x| x as f64));
        v.push(s.depth() as f64);
        v.extend(k.taken().iter().map(|&t| t as u8 as f64));
        v.extend(best_x.unwrap_or_else(|| vec![0; n]).iter().map(|&x| x as f64));
        let c = s.counters();
        v.extend([c.constraint_prunes as f64, c.bound_prunes as f64]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_the_textbook_instance_at_step_3_and_17() {
        // docs/REFERENCE.md: step 3 skips item 2 with bound 45 + 25 × 14/15 = 1025/15
        // against best 0; step 17 kills the skip of item 2 by bound 25 ≤ 50.
        let mut s = crate::search(&Instance::textbook());
        s.seek(3).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        assert_eq!(&v[9..15], &[2.0, 2.0, 2.0, 1025.0, 15.0, 0.0]);
        // n, capacity, weight, value, bound of the node (45 + 25 × 14/15), best, found.
        assert_eq!(&v[VIEW_HEAD..VIEW_HEAD + 8], &[3.0, 30.0, 16.0, 45.0, 1025.0, 15.0, 0.0, 0.0]);
        s.seek(17).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Conflict as u8 as f64);
        assert_eq!(&v[9..15], &[2.0, 2.0, 2.0, 25.0, 1.0, 50.0]);
        // The best x in the given order, then the two prune counters.
        let end = v.len();
        assert_eq!(&v[end - 5..], &[0.0, 1.0, 1.0, 2.0, 2.0]);
    }
}
