//! The combinations' `#[wasm_bindgen]` facade, its module www/pkg/combinations* (with the
//! shared `Stepper` class and panic hook of the core's facade), which its page loads on
//! first use (www/js/puzzles/combinations/puzzle.js): the factory `new_stepper`, the count
//! of a whole search and the limits. Conversions only.

use crate::limits::COMB_MAX_N;
use crate::{link, Combinations, Instance, Killed};
use nqueens_wasm::facade::{err, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Search};
use wasm_bindgen::prelude::*;

/// The combinations' limits and the shared ones (see the core's `facade::limits`), one
/// plain object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `combMaxN` | 9 | n (at least 1); r is 1 to n |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[("combMaxN", COMB_MAX_N as u64)])
}

/// The combinations' search of n, r at step 0, with the bound x[t] ≤ n − r + t when
/// `bound` (see the crate's docs). Throws `comb-n-range` (1..=`combMaxN`) or
/// `comb-r-range` (1..=n).
#[wasm_bindgen]
pub fn new_stepper(n: u32, r: u32, bound: bool) -> Result<Stepper, JsError> {
    let instance = Instance::new(n as usize, r as usize, bound).map_err(err)?;
    Ok(Stepper::new(crate::search(&instance)))
}

/// The number of combinations the whole search of n, r outputs (with the bound). Throws as
/// `new_stepper`.
#[wasm_bindgen]
pub fn combinations_count(n: u32, r: u32) -> Result<f64, JsError> {
    let instance = Instance::new(n as usize, r as usize, true).map_err(err)?;
    Ok(crate::run(&instance).0.len() as f64)
}

/// Parses a combinations link (see the core's `facade::parse_link`). The link object's own
/// fields: `n`, `r` and `bound` (true unless the link says `bound=0`). Throws
/// `{ code, params }`; `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Combinations>(fragment)
}

/// Formats a combinations link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=combinations&n=5&r=3&step=8`. Throws with the code of a bad instance
/// (`comb-n-range`, `comb-r-range`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Combinations>(link)
}

impl InstanceObject for Instance {
    fn to_object(&self, o: &JsValue) {
        set(o, "n", JsValue::from_f64(self.n() as f64));
        set(o, "r", JsValue::from_f64(self.r() as f64));
        set(o, "bound", JsValue::from_bool(self.bound()));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let num = |k: &str| get(k).and_then(|c| c.as_f64()).map_or(0, |f| f.max(0.0) as usize);
        let bound = get("bound").and_then(|b| b.as_bool()).unwrap_or(true);
        Instance::new(num("n"), num("r"), bound).map_err(err)
    }
}

/// The combinations' packed view. A value taken (`place`) gives the depth t, the value
/// x[t], x[t − 1] it is above and the bound's n − r + t (0 with the bound off); a value
/// killed (`conflict`) the same with its cause (1: the constraint, x[t] ≤ x[t − 1]; 2: the
/// bound, x[t] > n − r + t); a leaf its number (how many combinations are output). After the
/// head come n, r, 1 when the bound is on (else 0), the depth d and x[1..d], the count of
/// combinations output and their r · count values in the order output, the nodes killed by
/// the constraint and by the bound, and the nodes the whole search generates with the bound
/// and without it (root included).
impl View for Combinations {
    const LAYOUT: &'static str = "place=depth value prev limit;\
        conflict=depth value cause prev limit;remove=depth value;solution=number;\
        tail=n r bound depth x[depth] count cells output[cells] constraint_prunes \
        bound_prunes nodes_with nodes_without";

    fn fields(s: &Search<Self>, e: &Event<Killed>) -> [i64; 6] {
        let k = s.problem();
        let limit = |depth: usize| if k.bound() { k.limit(depth) as i64 } else { 0 };
        match *e {
            Event::Place { depth, choice } => {
                [depth as i64, choice as i64, k.prev(depth) as i64, limit(depth), 0, 0]
            }
            Event::Conflict { depth, choice, conflict } => {
                let cause = match conflict {
                    Killed::Order { .. } => 1,
                    Killed::Bound { .. } => 2,
                };
                [depth as i64, choice as i64, cause, k.prev(depth) as i64, limit(depth), 0]
            }
            Event::Remove { depth, choice } => [depth as i64, choice as i64, 0, 0, 0, 0],
            Event::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let k = s.problem();
        let (n, r) = (k.n(), k.r());
        v.extend([n as f64, r as f64, f64::from(u8::from(k.bound())), k.x().len() as f64]);
        v.extend(k.x().iter().map(|&x| f64::from(x)));
        let out = k.output();
        v.extend([out.len() as f64, (out.len() * r) as f64]);
        v.extend(out.iter().flatten().map(|&x| f64::from(x)));
        let c = s.counters();
        v.extend([c.constraint_prunes as f64, c.bound_prunes as f64]);
        v.extend([crate::nodes(n, r, true) as f64, crate::nodes(n, r, false) as f64]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_n_5_r_3_at_steps_2_and_7() {
        let mut s = crate::search(&Instance::textbook());
        s.seek(2).unwrap();
        let v = view(&s);
        // Step 2: x2 = 1 is killed by the constraint, 1 ≤ x1 = 1; the bound's limit is 4.
        assert_eq!(v[8], EventKind::Conflict as u8 as f64);
        assert_eq!(&v[9..14], &[2.0, 1.0, 1.0, 1.0, 4.0]);
        // n, r, bound, depth 1, x = (1), no output yet.
        assert_eq!(&v[VIEW_HEAD..VIEW_HEAD + 7], &[5.0, 3.0, 1.0, 1.0, 1.0, 0.0, 0.0]);
        s.seek(7).unwrap();
        let v = view(&s);
        // Step 7: the leaf 123 is output.
        let out = VIEW_HEAD + 4 + 3;
        assert_eq!(&v[out..out + 5], &[1.0, 3.0, 1.0, 2.0, 3.0]);
        let end = v.len();
        assert_eq!(&v[end - 2..], &[51.0, 81.0]);
    }
}
