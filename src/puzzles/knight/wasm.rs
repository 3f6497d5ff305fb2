//! The knight's `#[wasm_bindgen]` facade, its module www/pkg/knight* (with the shared
//! `Stepper` class and panic hook of the core's facade), which the knight's page loads on
//! first use (www/js/puzzles/knight/puzzle.js). Conversions only.

use crate::limits::{KNIGHT_DEFAULT_M, KNIGHT_DEFAULT_N, KNIGHT_MAX_SIDE, KNIGHT_MIN_SIDE};
use crate::{link, Knight, MOVES};
use nqueens_wasm::facade::{
    array, err, first_only, numbers_of, set, set_mode, LinkObject, Stepper, View,
};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

/// The knight's limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `knightMinSide`, `knightMaxSide` | 2, 20 | the board's sides |
/// | `knightDefaultN`, `knightDefaultM` | 9, 5 | the opening board |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("knightMinSide", KNIGHT_MIN_SIDE as u64),
        ("knightMaxSide", KNIGHT_MAX_SIDE as u64),
        ("knightDefaultN", KNIGHT_DEFAULT_N as u64),
        ("knightDefaultM", KNIGHT_DEFAULT_M as u64),
    ])
}

/// The knight's search on an n × m board (2..=20 each: `knightMinSide`, `knightMaxSide`)
/// at step 0; `all_solutions = false` stops at the first path. Throws `size-out-of-range`
/// for a board out of range.
#[wasm_bindgen]
pub fn new_stepper(n: u32, m: u32, all_solutions: bool) -> Result<Stepper, JsError> {
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(Stepper::new(crate::search(n as usize, m as usize, mode).map_err(err)?))
}

/// The notes' moves ①–④ in the order the search tries them, as an `Int32Array` of 8
/// numbers: dx1, dy1, dx2, dy2, … (squares; x to the right, y up): `1, −2, 2, −1, 2, 1, 1, 2`
/// ([`MOVES`]). The page draws and numbers the moves from it instead of a copy.
#[wasm_bindgen]
pub fn knight_moves() -> Vec<i32> {
    MOVES.iter().flat_map(|&(dx, dy)| [dx, dy]).collect()
}

/// The number of rightward paths from (1,1) to (n,m) (as a number). Throws for a board out
/// of range.
#[wasm_bindgen]
pub fn knight_path_count(n: u32, m: u32) -> Result<f64, JsError> {
    Ok(crate::count_paths(n as usize, m as usize).map_err(err)? as f64)
}

/// Parses a knight link (see the core's `facade::parse_link`). The link object's own
/// fields: `n`, `m` (the board), `path` (an array of moves 1..=4) and `mode` ('all' |
/// 'first', with a step or the exercise). Throws `{ code, params }`; `unknown-puzzle` for
/// another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Knight>(fragment)
}

/// Formats a knight link object (see `parse_link`; `path` before `step`) as a fragment
/// without `#`, e.g. `puzzle=knight&n=9&m=5&path=3-2-4-1-4-4`. Throws without `n` and `m`.
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Knight>(link)
}

impl LinkObject for link::Knight {
    fn to_object(&self, o: &JsValue) {
        use link::Target;
        let step_first = match self.target {
            Target::Step(_, first) => Some(first),
            _ => None,
        };
        set(o, "n", JsValue::from_f64(self.n as f64));
        set(o, "m", JsValue::from_f64(self.m as f64));
        let path = match &self.target {
            Target::Path(p) => array(p),
            _ => JsValue::NULL,
        };
        set(o, "path", path);
        set_mode(o, nqueens_wasm::link::mode::mode(step_first, self.exercise.as_ref()));
    }

    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: nqueens_wasm::link::Shared<'_>,
    ) -> Result<Self, JsError> {
        use link::{Exercise, Target};
        let side = |k: &str| get(k).and_then(|v| v.as_f64()).map(|f| f.max(0.0) as usize);
        let (Some(n), Some(m)) = (side("n"), side("m")) else {
            return Err(JsError::new("format_link takes a knight link object with n and m"));
        };
        let first = first_only(get);
        let target = if let Some(p) = get("path") {
            Target::Path(numbers_of(&p))
        } else if let Some(k) = shared.step {
            Target::Step(k, first)
        } else {
            Target::Default
        };
        Ok(link::Knight { n, m, target, exercise: Exercise::of(shared, first) })
    }
}

/// The knight's packed view: a move tried (placed or off the board) gives the depth k, the
/// move 1..=4, the square it leaves and the one it lands on; a move taken back its depth,
/// move and the square it had reached; a path its 1-based number. After the head come n, m,
/// the path's squares (1-based, (1,1) first, y = 1 the bottom row) and its moves.
impl View for Knight {
    const LAYOUT: &'static str = "place=depth dir from_x from_y x y;\
        conflict=depth dir from_x from_y x y;remove=depth dir x y;solution=number;\
        tail=n m squares xs[squares] ys[squares] moves dirs[moves]";

    fn fields(s: &Search<Self>, e: &Event<Self::Conflict>) -> [i64; 6] {
        use crate::Event as E;
        match crate::Event::of(s.problem(), *e) {
            E::Place { depth, dir, from_x, from_y, x, y }
            | E::Conflict { depth, dir, from_x, from_y, x, y } => {
                [depth as i64, dir as i64, from_x.into(), from_y.into(), x.into(), y.into()]
            }
            E::Remove { depth, dir, x, y } => [depth as i64, dir as i64, x.into(), y.into(), 0, 0],
            E::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            E::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let k = s.problem();
        let path = k.path();
        v.extend([k.n() as f64, k.m() as f64, path.len() as f64]);
        v.extend(path.iter().map(|&(x, _)| x as f64));
        v.extend(path.iter().map(|&(_, y)| y as f64));
        v.push(s.choices().len() as f64);
        v.extend(s.choices().iter().map(|&d| d as f64));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_packed_view_of_the_notes_first_path() {
        // docs/REFERENCE.md: (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5), moves 3 2 4 1 4 4.
        let mut s = crate::search(9, 5, Mode::AllSolutions).unwrap();
        s.run_to_next_solution();
        let v = nqueens_wasm::facade::view(&s);
        let tail = &v[nqueens_wasm::facade::VIEW_HEAD..];
        assert_eq!(&tail[..3], &[9.0, 5.0, 7.0]);
        assert_eq!(&tail[3..10], &[1.0, 3.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
        assert_eq!(&tail[10..17], &[1.0, 2.0, 1.0, 3.0, 1.0, 3.0, 5.0]);
        assert_eq!(&tail[17..], &[6.0, 3.0, 2.0, 4.0, 1.0, 4.0, 4.0]);
    }
}
