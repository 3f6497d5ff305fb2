//! The fill-in's `#[wasm_bindgen]` facade, its module www/pkg/fillin* (with the shared
//! `Stepper` class and panic hook of the core's facade), which its page loads on first use
//! (www/js/puzzles/fillin/puzzle.js): the factory `new_stepper`, the count of every
//! filling, the grid's adjacent pairs and the limits. Conversions only.

use crate::limits::{FILLIN_COUNT_MAX_STEPS, FILLIN_MAX, FILLIN_MIN};
use crate::{is_prime, link, neighbours, FillIn, Instance, Refusal, Side, SQUARES};
use nqueens_wasm::facade::{err, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Search};
use wasm_bindgen::prelude::*;

/// The fill-in's limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `fillinMin`, `fillinMax` | 10, 20 | N |
/// | `fillinCountMaxSteps` | 2,000,000 | the steps of the count of every filling (`fillin_count`) and of the replay that learns the step total |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("fillinMin", FILLIN_MIN as u64),
        ("fillinMax", FILLIN_MAX as u64),
        ("fillinCountMaxSteps", FILLIN_COUNT_MAX_STEPS),
    ])
}

/// The instance of N = `max`, or the code `fillin-max-range`.
fn instance(max: u32) -> Result<Instance, JsError> {
    Instance::new(max as usize).map_err(err)
}

/// The fill-in's search of 1…`max` at step 0 (every filling; see the crate's docs). Throws
/// `fillin-max-range` for N outside `fillinMin`..=`fillinMax`.
#[wasm_bindgen]
pub fn new_stepper(max: u32) -> Result<Stepper, JsError> {
    Ok(Stepper::new(crate::search(&instance(max)?)))
}

/// The count of every filling of N = `max` as a `Float64Array` of three numbers: the
/// fillings found, the steps taken, and 1 when the search finished within
/// `fillinCountMaxSteps` steps (else 0: the fillings are those found so far). Throws as
/// `new_stepper`.
#[wasm_bindgen]
pub fn fillin_count(max: u32) -> Result<Vec<f64>, JsError> {
    let c = crate::count(&instance(max)?, FILLIN_COUNT_MAX_STEPS);
    Ok(vec![c.fillings as f64, c.steps as f64, f64::from(u8::from(c.finished))])
}

/// The number of fillings of N = `max`, or −1 when the search would take more than
/// `fillinCountMaxSteps` steps (the build's check of the module). Throws as `new_stepper`.
#[wasm_bindgen]
pub fn fillin_count_all(max: u32) -> Result<f64, JsError> {
    let c = crate::count(&instance(max)?, FILLIN_COUNT_MAX_STEPS);
    Ok(if c.finished { c.fillings as f64 } else { -1.0 })
}

/// The grid's 12 adjacent pairs as an `Int32Array` of 24 squares (1..=9), pair by pair, in
/// the order the search checks them: by the later square, its pair with the square above
/// first, then with the one to the left: `1, 2,  2, 3,  1, 4,  2, 5,  4, 5, …`. The page
/// draws each pair's sum between its squares, in the order of the packed view's `sums`.
#[wasm_bindgen]
pub fn fillin_pairs() -> Vec<i32> {
    pairs().flat_map(|(a, b)| [a as i32, b as i32]).collect()
}

/// The adjacent pairs (earlier square, later square), in the order of [`fillin_pairs`].
fn pairs() -> impl Iterator<Item = (usize, usize)> {
    (1..=SQUARES).flat_map(|t| neighbours(t).map(move |(_, at)| (at, t)))
}

/// Parses a fill-in link (see the core's `facade::parse_link`). The link object's own
/// field: `max`. Throws `{ code, params }`; `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::FillinPart>(fragment)
}

/// Formats a fill-in link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=fillin&max=10&step=8`. Throws `fillin-max-range` for a bad N.
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::FillinPart>(link)
}

impl InstanceObject for Instance {
    fn to_object(&self, o: &JsValue) {
        set(o, "max", JsValue::from_f64(self.max() as f64));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let max = get("max").and_then(|v| v.as_f64()).map_or(0, |f| f.max(0.0) as usize);
        Instance::new(max).map_err(err)
    }
}

/// The refusal as its fields: why (1 used, 2 not prime with the number above, 3 with the
/// one to the left), the square it names, the neighbour's number and the sum (0 for a
/// number used).
fn refusal(r: Refusal) -> [i64; 4] {
    match r {
        Refusal::Used { at } => [1, at as i64, 0, 0],
        Refusal::NotPrime { side, at, other, sum } => {
            let why = if side == Side::Above { 2 } else { 3 };
            [why, at as i64, other as i64, sum as i64]
        }
    }
}

/// The fill-in's packed view. A number taken (`place`) gives its square t, the number i,
/// and its sums with the number above and to the left (0 where there is none: both are
/// prime); a number refused (`conflict`) its square, the number, why (1 used already, 2
/// not prime with the number above, 3 with the one to the left), the square that holds it
/// or the neighbour's, the neighbour's number and the sum (0 and 0 for a number used); a
/// backtrack its square and number; a filling its number. After the head come N, the
/// squares filled, the grid (9 numbers row by row, 0 empty), the sums of the 12 adjacent
/// pairs (in `fillin_pairs`' order, 0 while either square is empty) and 1 where that sum is
/// prime, 1 once a filling is found and the last filling found (9 numbers, 0 before any).
impl View for FillIn {
    const LAYOUT: &'static str = "place=square number above left;\
        conflict=square number why at other sum;remove=square number;solution=number;\
        tail=max depth cells[9] sums[12] primes[12] found last[9]";

    fn fields(s: &Search<Self>, e: &Event<Refusal>) -> [i64; 6] {
        let cells = s.problem().cells();
        match *e {
            Event::Place { depth, choice } => {
                let mut sums = [0i64; 2];
                for (side, at) in neighbours(depth) {
                    sums[usize::from(side == Side::Left)] =
                        (cells[at - 1] as usize + choice) as i64;
                }
                [depth as i64, choice as i64, sums[0], sums[1], 0, 0]
            }
            Event::Conflict { depth, choice, conflict } => {
                let [why, at, other, sum] = refusal(conflict);
                [depth as i64, choice as i64, why, at, other, sum]
            }
            Event::Remove { depth, choice } => [depth as i64, choice as i64, 0, 0, 0, 0],
            Event::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let f = s.problem();
        let cells = f.cells();
        v.extend([f.max() as f64, s.depth() as f64]);
        v.extend(cells.iter().map(|&c| f64::from(c)));
        let sums: Vec<usize> = pairs()
            .map(|(a, b)| {
                let (x, y) = (usize::from(cells[a - 1]), usize::from(cells[b - 1]));
                if x == 0 || y == 0 {
                    0
                } else {
                    x + y
                }
            })
            .collect();
        v.extend(sums.iter().map(|&x| x as f64));
        v.extend(sums.iter().map(|&x| f64::from(u8::from(is_prime(x)))));
        v.push(f64::from(u8::from(f.last().is_some())));
        v.extend(f.last().copied().unwrap_or([0; SQUARES]).iter().map(|&c| f64::from(c)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_pairs_are_checked_by_the_later_square_above_first() {
        #[rustfmt::skip]
        let want = [1, 2, 2, 3, 1, 4, 2, 5, 4, 5, 3, 6, 5, 6, 4, 7, 5, 8, 7, 8, 6, 9, 8, 9];
        assert_eq!(fillin_pairs(), want);
    }

    #[test]
    fn the_packed_view_of_n_10_at_steps_15_and_19() {
        let mut s = crate::search(&Instance::textbook());
        s.seek(15).unwrap();
        let v = view(&s);
        // Step 15: 5 is refused for square 5: 4 + 5 = 9 with square 4 to the left.
        assert_eq!(v[8], EventKind::Conflict as u8 as f64);
        assert_eq!(&v[9..15], &[5.0, 5.0, 3.0, 4.0, 4.0, 9.0]);
        // N, 4 squares filled: 1 2 3 / 4 _ _; sums 1+2, 2+3, 1+4 (all prime), the rest 0.
        let tail = &v[VIEW_HEAD..];
        assert_eq!(&tail[..11], &[10.0, 4.0, 1.0, 2.0, 3.0, 4.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(&tail[11..14], &[3.0, 5.0, 5.0]);
        assert_eq!(&tail[23..26], &[1.0, 1.0, 1.0]);
        assert_eq!(tail[35], 0.0, "no filling yet");
        s.seek(19).unwrap();
        let v = view(&s);
        // Step 19: 9 in square 5: 2 + 9 = 11 above, 4 + 9 = 13 left.
        assert_eq!(&v[8..13], &[EventKind::Place as u8 as f64, 5.0, 9.0, 11.0, 13.0]);
    }
}
