//! Batch job scheduling's `#[wasm_bindgen]` facade, its module www/pkg/flowshop* (with the
//! shared `Stepper` class and panic hook of the core's facade), which its page loads on
//! first use (www/js/puzzles/flowshop/puzzle.js): the factory `new_stepper`, bestf of a
//! whole search and the limits. Conversions only.

use crate::limits::{FLOW_MAX_JOBS, FLOW_MAX_TIME};
use crate::{link, Flowshop, Instance, Killed};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Search};
use wasm_bindgen::prelude::*;

/// The flow shop's limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `flowMaxJobs` | 7 | the jobs |
/// | `flowMaxTime` | 99 | a job's time on either machine (at least 1) |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("flowMaxJobs", FLOW_MAX_JOBS as u64),
        ("flowMaxTime", FLOW_MAX_TIME),
    ])
}

/// The instance of the times `t1` (machine 1) and `t2` (machine 2), job 1 first.
fn instance(t1: &[u32], t2: &[u32]) -> Result<Instance, JsError> {
    let wide = |v: &[u32]| v.iter().map(|&x| u64::from(x)).collect::<Vec<_>>();
    Instance::new(&wide(t1), &wide(t2)).map_err(err)
}

/// The flow shop's search at step 0 (the notes' backtracking over the permutation tree in
/// the swap form, with the bound f < bestf, every leaf: see the crate's docs). Throws
/// `flow-job-count` (1..=7 jobs: `flowMaxJobs`), `flow-length-mismatch` or
/// `flow-time-range` (1..=`flowMaxTime`).
#[wasm_bindgen]
pub fn new_stepper(t1: &[u32], t2: &[u32]) -> Result<Stepper, JsError> {
    Ok(Stepper::new(crate::search(&instance(t1, t2)?)))
}

/// bestf of the instance, the whole search run (`best_schedule`). Throws as `new_stepper`.
#[wasm_bindgen]
pub fn flowshop_best(t1: &[u32], t2: &[u32]) -> Result<f64, JsError> {
    Ok(crate::best_schedule(&instance(t1, t2)?).0 as f64)
}

/// Parses a flow shop link (see the core's `facade::parse_link`). The link object's own
/// fields: `t1`, `t2` (the times, job 1 first) and `n` (the number of jobs). Throws
/// `{ code, params }`; `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Flowshop>(fragment)
}

/// Formats a flow shop link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=flowshop&t1=2-3-2&t2=1-1-3&step=15`. Throws with the code of a bad instance
/// (`flow-job-count`, `flow-length-mismatch`, `flow-time-range`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Flowshop>(link)
}

impl InstanceObject for Instance {
    fn to_object(&self, o: &JsValue) {
        let wide = |v: &[u64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        set(o, "n", JsValue::from_f64(self.len() as f64));
        set(o, "t1", array(&wide(self.t1())));
        set(o, "t2", array(&wide(self.t2())));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let times = |key: &str| -> Vec<u64> {
            get(key)
                .map(|v| numbers_of(&v))
                .unwrap_or_default()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        };
        Instance::new(&times("t1"), &times("t2")).map_err(err)
    }
}

/// The flow shop's packed view. A job tried, placed or killed by the bound, gives its
/// depth, choice, the job, and F₁, F₂ and the partial f it gives (bestf is the tail's: a
/// try does not change it); a remove its depth, choice and job; a leaf its number and f.
/// After the head come n, 1 when a leaf has been reached (else 0), bestf (0 before any),
/// the best order (all 0 before any), the current partial f, the depth d, the swap form's
/// x (all n: its first d are the order so far), F₁ and F₂ of the d jobs placed, the times
/// t1 and t2, and the nodes killed by the bound.
impl View for Flowshop {
    /// (The layout's names are letters and `_`: F₁ is `end_one`, t₁ `time_one`.)
    const LAYOUT: &'static str = "place=depth choice job end_one end_two f;\
        conflict=depth choice job end_one end_two f;remove=depth choice job;solution=number f;\
        tail=n found best best_x[n] f depth order[n] ends_one[depth] ends_two[depth] \
        times_one[n] times_two[n] bound_prunes";

    fn fields(s: &Search<Self>, e: &Event<Killed>) -> [i64; 6] {
        let k = s.problem();
        match *e {
            Event::Place { depth, choice } => {
                // Placed: the job now stands at x[depth], its F₁ and F₂ the last recorded.
                let (f1, f2) = (k.f1s()[depth - 1], k.f2s()[depth - 1]);
                let job = k.x()[depth - 1];
                [depth as i64, choice as i64, job as i64, f1 as i64, f2 as i64, k.f() as i64]
            }
            Event::Conflict { depth, choice, conflict: Killed::Bound { job, f1, f2, f, .. } } => {
                [depth as i64, choice as i64, job as i64, f1 as i64, f2 as i64, f as i64]
            }
            Event::Remove { depth, choice } => {
                [depth as i64, choice as i64, k.job_of(depth, choice) as i64, 0, 0, 0]
            }
            Event::Solution { number } => [number as i64, k.f() as i64, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let k = s.problem();
        let n = k.n();
        v.push(n as f64);
        let best = k.best();
        v.push(f64::from(u8::from(best.value.is_some())));
        v.push(best.value_or_0() as f64);
        v.extend((0..n).map(|i| best.x.get(i).copied().unwrap_or(0) as f64));
        v.push(k.f() as f64);
        v.push(k.depth() as f64);
        v.extend(k.x().iter().map(|&j| j as f64));
        v.extend(k.f1s().iter().map(|&x| x as f64));
        v.extend(k.f2s().iter().map(|&x| x as f64));
        v.extend(k.t1().iter().map(|&x| x as f64));
        v.extend(k.t2().iter().map(|&x| x as f64));
        v.push(s.counters().bound_prunes as f64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_the_textbook_instance_at_steps_8_23_and_the_end() {
        // docs/REFERENCE.md: step 8 reaches the leaf 1,3,2 (f = 18); step 23 kills 3,2,1
        // (f = 19 ≥ bestf = 18).
        let mut s = crate::search(&Instance::textbook());
        s.seek(8).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        assert_eq!(&v[9..15], &[3.0, 1.0, 2.0, 7.0, 8.0, 18.0]);
        // n, found, bestf 19, best x 1,2,3, f 18, depth 3, x 1,3,2, F1s, F2s.
        #[rustfmt::skip]
        let want = [3.0, 1.0, 19.0, 1.0, 2.0, 3.0, 18.0, 3.0, 1.0, 3.0, 2.0,
            2.0, 4.0, 7.0, 3.0, 7.0, 8.0];
        assert_eq!(&v[VIEW_HEAD..VIEW_HEAD + want.len()], &want);
        s.seek(23).unwrap();
        let v = view(&s);
        assert_eq!(&v[8..15], &[EventKind::Conflict as u8 as f64, 3.0, 1.0, 1.0, 7.0, 8.0, 19.0]);
        s.seek(29).unwrap();
        let v = view(&s);
        assert_eq!(&v[VIEW_HEAD..VIEW_HEAD + 6], &[3.0, 1.0, 18.0, 1.0, 3.0, 2.0]);
        assert_eq!(v[v.len() - 1], 4.0);
    }
}
