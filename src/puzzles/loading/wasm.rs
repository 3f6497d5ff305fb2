//! The loading problem's `#[wasm_bindgen]` facade, its module www/pkg/loading* (with the
//! shared `Stepper` class and panic hook of the core's facade), which its page loads on
//! first use (www/js/puzzles/loading/puzzle.js): the factory `new_stepper`, bestw of a whole
//! search and the limits. Conversions only.

use crate::limits::{LOAD_MAX_CAPACITY, LOAD_MAX_ITEMS, LOAD_MAX_WEIGHT};
use crate::{link, Instance, Killed, Loading};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Search};
use wasm_bindgen::prelude::*;

/// The loading problem's limits and the shared ones (see the core's `facade::limits`), one
/// plain object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `loadMaxItems` | 12 | the containers |
/// | `loadMaxWeight` | 1,000 | a container's weight (at least 1) |
/// | `loadMaxCapacity` | 12,000 | c1 and c2 (each at least 1) |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("loadMaxItems", LOAD_MAX_ITEMS as u64),
        ("loadMaxWeight", LOAD_MAX_WEIGHT),
        ("loadMaxCapacity", LOAD_MAX_CAPACITY),
    ])
}

/// The instance of `weights` (in the order given) and the capacities `c1`, `c2`.
fn instance(weights: &[u32], c1: u32, c2: u32) -> Result<Instance, JsError> {
    let wide: Vec<u64> = weights.iter().map(|&x| u64::from(x)).collect();
    Instance::new(&wide, c1.into(), c2.into()).map_err(err)
}

/// The loading problem's search at step 0 (the notes' backtracking with the constraint and
/// the bounding function, every leaf: see the crate's docs). Throws `load-item-count`
/// (1..=12 containers: `loadMaxItems`), `load-weight-range` (1..=`loadMaxWeight`),
/// `load-capacity-range` (1..=`loadMaxCapacity`) or `load-too-heavy` (Σw > c1 + c2).
#[wasm_bindgen]
pub fn new_stepper(weights: &[u32], c1: u32, c2: u32) -> Result<Stepper, JsError> {
    Ok(Stepper::new(crate::search(&instance(weights, c1, c2)?)))
}

/// bestw of the instance, the whole search run (`best_load`). Throws as `new_stepper`.
#[wasm_bindgen]
pub fn loading_best(weights: &[u32], c1: u32, c2: u32) -> Result<f64, JsError> {
    Ok(crate::best_load(&instance(weights, c1, c2)?) as f64)
}

/// Parses a loading link (see the core's `facade::parse_link`). The link object's own
/// fields: `w` (the weights in the order given), `c1`, `c2` and `n` (the number of
/// containers). Throws `{ code, params }`; `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Loading>(fragment)
}

/// Formats a loading link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=loading&w=10-40-40&c1=50&c2=50&step=8`. Throws with the code of a bad instance
/// (`load-item-count`, `load-weight-range`, `load-capacity-range`, `load-too-heavy`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Loading>(link)
}

impl InstanceObject for Instance {
    fn to_object(&self, o: &JsValue) {
        let weights: Vec<usize> = self.weights().iter().map(|&x| x as usize).collect();
        set(o, "n", JsValue::from_f64(self.len() as f64));
        set(o, "w", array(&weights));
        set(o, "c1", JsValue::from_f64(self.c1() as f64));
        set(o, "c2", JsValue::from_f64(self.c2() as f64));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let w: Vec<u64> = get("w")
            .map(|v| numbers_of(&v))
            .unwrap_or_default()
            .into_iter()
            .map(|x| x as u64)
            .collect();
        let cap = |k: &str| get(k).and_then(|c| c.as_f64()).map_or(0, |f| f.max(0.0) as u64);
        Instance::new(&w, cap("c1"), cap("c2")).map_err(err)
    }
}

/// The loading problem's packed view. `item` is the container decided at the depth (the
/// depth itself: containers are searched in the order given). A load (choice 1) placed
/// gives the container's weight, cw after it and c1; killed by the constraint, its weight,
/// the load cw + w it would reach and c1; a leave-off (choice 2), placed or killed by the
/// bound, gives cw, r (the weight after it) and bestw it was compared with; a leaf its
/// number, its load and 1 when it became the best. After the head come n, c1, c2, Σw, the
/// current cw and r, bestw, 1 when a leaf has been reached (else 0), the result's x (the
/// best x; all 0 before any leaf), Σw − bestw (what ship 2 must take), 1 when that fits c2,
/// the weights, the depth d and the d decisions (1 = on ship 1), and the nodes killed by
/// the constraint and by the bound.
impl View for Loading {
    const LAYOUT: &'static str = "place.1=depth choice item weight cw capacity;\
        place.2=depth choice item cw r best;conflict.1=depth choice item weight cw capacity;\
        conflict.2=depth choice item cw r best;remove=depth choice item;\
        solution=number cw newest;tail=n c1 c2 total cw r best found best_x[n] rest \
        loadable weights[n] depth taken[depth] constraint_prunes bound_prunes";

    fn fields(s: &Search<Self>, e: &Event<Killed>) -> [i64; 6] {
        let k = s.problem();
        let (cw, best, c1) = (k.load() as i64, k.best().value_or_0() as i64, k.c1() as i64);
        let w = |depth: usize| k.weights()[depth - 1] as i64;
        match *e {
            Event::Place { depth, choice: 1 } => [depth as i64, 1, depth as i64, w(depth), cw, c1],
            Event::Place { depth, choice } => {
                let r = k.rest_after(depth) as i64;
                [depth as i64, choice as i64, depth as i64, cw, r, best]
            }
            Event::Conflict { depth, choice, conflict } => {
                let rest = match conflict {
                    Killed::TooHeavy { load } => [w(depth), load as i64, c1],
                    Killed::Bound { cw, r, best } => [cw as i64, r as i64, best as i64],
                };
                [depth as i64, choice as i64, depth as i64, rest[0], rest[1], rest[2]]
            }
            Event::Remove { depth, choice } => [depth as i64, choice as i64, depth as i64, 0, 0, 0],
            Event::Solution { number } => {
                let newest =
                    k.best().x.iter().map(|&x| x == 1).eq(k.taken().iter().copied()) && best == cw;
                [number as i64, cw, newest as i64, 0, 0, 0]
            }
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let k = s.problem();
        let (best, x) = k.result();
        v.extend([k.weights().len() as u64, k.c1(), k.c2(), k.total()].map(|x| x as f64));
        v.extend([k.load(), k.rest_after(s.depth()), best].map(|x| x as f64));
        v.push(f64::from(u8::from(!k.best().x.is_empty())));
        v.extend(x.iter().map(|&b| f64::from(b)));
        v.push((k.total() - best) as f64);
        v.push(f64::from(u8::from(k.loadable())));
        v.extend(k.weights().iter().map(|&w| w as f64));
        v.push(s.depth() as f64);
        v.extend(k.taken().iter().map(|&t| f64::from(u8::from(t))));
        let c = s.counters();
        v.extend([c.constraint_prunes as f64, c.bound_prunes as f64]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_the_textbook_instance_at_steps_3_8_and_the_end() {
        // docs/REFERENCE.md: step 3 kills loading container 3 (50 + 40 = 90 > 50); step 8
        // kills leaving container 2 off (10 + 40 = 50 ≤ bestw 50).
        let mut s = crate::search(&Instance::textbook());
        s.seek(3).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Conflict as u8 as f64);
        assert_eq!(&v[9..15], &[3.0, 1.0, 3.0, 40.0, 90.0, 50.0]);
        // n, c1, c2, Σw, cw, r after depth 2, bestw, found.
        assert_eq!(&v[VIEW_HEAD..VIEW_HEAD + 8], &[3.0, 50.0, 50.0, 90.0, 50.0, 40.0, 0.0, 0.0]);
        s.seek(8).unwrap();
        let v = view(&s);
        assert_eq!(&v[8..15], &[EventKind::Conflict as u8 as f64, 2.0, 2.0, 2.0, 10.0, 40.0, 50.0]);
        s.seek(17).unwrap();
        let v = view(&s);
        // best x (1, 1, 0), rest 40, loadable.
        assert_eq!(&v[VIEW_HEAD + 8..VIEW_HEAD + 13], &[1.0, 1.0, 0.0, 40.0, 1.0]);
        let end = v.len();
        assert_eq!(&v[end - 2..], &[2.0, 3.0]);
    }
}
