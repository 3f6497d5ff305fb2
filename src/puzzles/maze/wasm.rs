//! The maze's `#[wasm_bindgen]` facade, its module www/pkg/maze* (with the shared `Stepper`
//! class and panic hook of the core's facade): the factory `new_stepper`, the all-paths
//! count with its estimate, the dead ends' steps, the moves and the limits. Conversions
//! only.
//!
//! A maze crosses as `cols` and `walls`, a `Uint8Array` of the squares row by row (0 open,
//! 1 a wall), with the start and the exit as 1-based rows and columns.

use crate::limits::{MAZE_COUNT_MAX_STEPS, MAZE_ESTIMATE_PROBES, MAZE_MAX_SIDE, MAZE_MIN_SIDE};
use crate::{link, Blocked, Grid, Maze, MOVES};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

/// The maze's limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `mazeMinSide`, `mazeMaxSide` | 1, 12 | the rows and columns |
/// | `mazeCountMaxSteps` | 1,000,000 | the steps of an all-paths count (`maze_count`), of the replay that learns the step total and of `maze_dead_end_steps` |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("mazeMinSide", MAZE_MIN_SIDE as u64),
        ("mazeMaxSide", MAZE_MAX_SIDE as u64),
        ("mazeCountMaxSteps", MAZE_COUNT_MAX_STEPS),
    ])
}

/// The maze of `cols` squares a row, `walls` row by row, and its two ends.
fn grid(cols: u32, walls: &[u8], start: [u32; 2], exit: [u32; 2]) -> Result<Grid, JsError> {
    let square = |[r, c]: [u32; 2]| (r as usize, c as usize);
    Grid::from_cells(cols as usize, walls, square(start), square(exit)).map_err(err)
}

/// The maze's search at step 0 (moves up, right, down, left; see the crate's docs);
/// `all_solutions = false` stops at the first path. Throws `maze-size`, `maze-ragged`
/// (`walls` not a whole number of rows), `maze-digit`, `maze-off-grid`, `maze-on-wall` or
/// `maze-same-square`.
#[wasm_bindgen]
#[allow(clippy::too_many_arguments)]
pub fn new_stepper(
    cols: u32,
    walls: &[u8],
    start_row: u32,
    start_col: u32,
    exit_row: u32,
    exit_col: u32,
    all_solutions: bool,
) -> Result<Stepper, JsError> {
    let g = grid(cols, walls, [start_row, start_col], [exit_row, exit_col])?;
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(Stepper::new(crate::search(&g, mode)))
}

/// The number of paths of the maze, by the all-paths search (`count_paths`), or −1 when it
/// would take more than `mazeCountMaxSteps` steps. Throws as `new_stepper`.
#[wasm_bindgen]
pub fn maze_path_count(
    cols: u32,
    walls: &[u8],
    start_row: u32,
    start_col: u32,
    exit_row: u32,
    exit_col: u32,
) -> Result<f64, JsError> {
    let g = grid(cols, walls, [start_row, start_col], [exit_row, exit_col])?;
    let c = crate::count_paths(&g, MAZE_COUNT_MAX_STEPS);
    Ok(if c.finished { c.paths as f64 } else { -1.0 })
}

/// The all-paths count of the maze as a `Float64Array` of five numbers: the paths found,
/// the shortest's moves (0 before any), the steps taken, 1 when the search finished within
/// `mazeCountMaxSteps` steps (else 0: the paths are those found so far), and Knuth's
/// estimate of the whole search's steps (`estimate_steps`), from which the page says how
/// long it would take. Throws as `new_stepper`.
#[wasm_bindgen]
pub fn maze_count(
    cols: u32,
    walls: &[u8],
    start_row: u32,
    start_col: u32,
    exit_row: u32,
    exit_col: u32,
) -> Result<Vec<f64>, JsError> {
    let g = grid(cols, walls, [start_row, start_col], [exit_row, exit_col])?;
    let c = crate::count_paths(&g, MAZE_COUNT_MAX_STEPS);
    let estimate = crate::estimate_steps(&g, MAZE_ESTIMATE_PROBES);
    Ok(vec![
        c.paths as f64,
        c.shortest.unwrap_or(0) as f64,
        c.steps as f64,
        f64::from(u8::from(c.finished)),
        estimate,
    ])
}

/// The first step at which each square (row by row) is reported a dead end in the search
/// of that mode, 0 for none (within `mazeCountMaxSteps` steps): the page shades the dead
/// ends found up to its step. Throws as `new_stepper`.
#[wasm_bindgen]
#[allow(clippy::too_many_arguments)]
pub fn maze_dead_end_steps(
    cols: u32,
    walls: &[u8],
    start_row: u32,
    start_col: u32,
    exit_row: u32,
    exit_col: u32,
    all_solutions: bool,
) -> Result<Vec<f64>, JsError> {
    let g = grid(cols, walls, [start_row, start_col], [exit_row, exit_col])?;
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(crate::dead_end_steps(&g, mode, MAZE_COUNT_MAX_STEPS)
        .into_iter()
        .map(|s| s as f64)
        .collect())
}

/// The moves in the order the search tries them, as an `Int32Array` of 8 numbers: dr1,
/// dc1, dr2, dc2, … (rows grow downwards): up, right, down, left, `−1, 0, 0, 1, 1, 0, 0, −1`
/// ([`MOVES`]). The page draws and names the moves from it instead of a copy.
#[wasm_bindgen]
pub fn maze_moves() -> Vec<i32> {
    MOVES.iter().flat_map(|&(dr, dc)| [dr, dc]).collect()
}

/// Parses a maze link (see the core's `facade::parse_link`). The link object's own fields:
/// `rows`, `cols`, `walls` (an array of 0 and 1, row by row), `start` and `exit` (`[row,
/// column]`, 1-based) and `mode` ('all' | 'first', with a step or the exercise). Throws `{ code, params }`;
/// `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Maze>(fragment)
}

/// Formats a maze link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=maze&grid=000-010-000&start=1-1&exit=3-3&step=5`. Throws with the code of a bad
/// maze (as `new_stepper`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Maze>(link)
}

impl InstanceObject for Grid {
    fn to_object(&self, o: &JsValue) {
        set(o, "rows", JsValue::from_f64(self.rows() as f64));
        set(o, "cols", JsValue::from_f64(self.cols() as f64));
        let walls: Vec<usize> = self.walls().iter().map(|&w| usize::from(w)).collect();
        set(o, "walls", array(&walls));
        set(o, "start", array(&[self.start().0, self.start().1]));
        set(o, "exit", array(&[self.exit().0, self.exit().1]));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let numbers = |key: &str| get(key).map(|v| numbers_of(&v)).unwrap_or_default();
        let cols = get("cols").and_then(|v| v.as_f64()).map_or(0, |f| f.max(0.0) as usize);
        let walls: Vec<u8> = numbers("walls").into_iter().map(|v| v.min(2) as u8).collect();
        let end = |key: &str| {
            let v = numbers(key);
            (v.first().copied().unwrap_or(0), v.get(1).copied().unwrap_or(0))
        };
        Grid::from_cells(cols, &walls, end("start"), end("exit")).map_err(err)
    }
}

/// The reason a move fails as a number: 1 off the grid, 2 a wall, 3 on the path.
fn why(b: Blocked) -> i64 {
    match b {
        Blocked::OffGrid { .. } => 1,
        Blocked::Wall { .. } => 2,
        Blocked::OnPath { .. } => 3,
    }
}

/// The maze's packed view. A move taken gives its depth k, its direction 1..=4 (up, right,
/// down, left) and the square it reaches; a move that fails its depth, direction, the
/// square it would reach (a row or column 0 or past the last when off the grid), why (1 off
/// the grid, 2 a wall, 3 on the path) and, on the path, the square's index there (0 = the
/// start); a backtrack its depth, direction, the square unmarked and 1 when that square is
/// a dead end (else 0); a path its number and moves. The square a move leaves is the
/// path's last (tail). After the head come rows, cols, the walls (row by row, 1 a wall),
/// the start and the exit, the path's squares (rows then columns, the start first), the
/// moves made, and the shortest path so far: its moves (0 before any) and squares.
impl View for Maze {
    const LAYOUT: &'static str = "place=depth dir row col;\
        conflict=depth dir row col why at;remove=depth dir row col dead_end;\
        solution=number moves;\
        tail=rows cols cells walls[cells] start_row start_col exit_row exit_col \
        squares path_rows[squares] path_cols[squares] moves dirs[moves] \
        best best_squares best_rows[best_squares] best_cols[best_squares]";

    fn fields(s: &Search<Self>, e: &Event<Blocked>) -> [i64; 6] {
        use crate::Event as E;
        let n = |v: usize| v as i64;
        match crate::Event::of(s.problem(), *e) {
            E::Place { depth, dir, to, .. } => [n(depth), n(dir), n(to.0), n(to.1), 0, 0],
            E::Conflict { depth, dir, blocked, .. } => {
                let (row, col) = blocked.square();
                let at = match blocked {
                    Blocked::OnPath { at, .. } => n(at),
                    _ => 0,
                };
                [n(depth), n(dir), row.into(), col.into(), why(blocked), at]
            }
            E::Remove { depth, dir, square, dead_end } => {
                [n(depth), n(dir), n(square.0), n(square.1), i64::from(dead_end), 0]
            }
            E::Solution { number, moves } => [number as i64, n(moves), 0, 0, 0, 0],
            E::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let m = s.problem();
        let g = m.grid();
        let squares = |v: &mut Vec<f64>, path: &[crate::Square]| {
            v.push(path.len() as f64);
            v.extend(path.iter().map(|&(r, _)| r as f64));
            v.extend(path.iter().map(|&(_, c)| c as f64));
        };
        v.extend([g.rows() as f64, g.cols() as f64, g.walls().len() as f64]);
        v.extend(g.walls().iter().map(|&w| f64::from(u8::from(w))));
        v.extend([g.start().0, g.start().1, g.exit().0, g.exit().1].map(|x| x as f64));
        squares(v, m.path());
        v.push(s.choices().len() as f64);
        v.extend(s.choices().iter().map(|&d| d as f64));
        v.push(m.best().moves.unwrap_or(0) as f64);
        squares(v, &m.best().path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_a_two_by_two_maze_at_its_first_path() {
        // 00-00 from (1,1) to (2,2): up fails (off the grid, row 0), right to (1,2), up
        // fails, right fails (column 3), down to (2,2): the exit, 2 moves.
        let g = Grid::new(&[&[0, 0], &[0, 0]], (1, 1), (2, 2)).unwrap();
        let mut s = crate::search(&g, Mode::AllSolutions);
        s.seek(5).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        assert_eq!(&v[9..13], &[2.0, 3.0, 2.0, 2.0]);
        #[rustfmt::skip]
        let want = [2.0, 2.0, 4.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 2.0, 2.0,
            3.0, 1.0, 1.0, 2.0, 1.0, 2.0, 2.0, 2.0, 2.0, 3.0, 0.0, 0.0];
        assert_eq!(&v[VIEW_HEAD..], &want);
        s.seek(4).unwrap();
        let v = view(&s);
        assert_eq!(&v[8..15], &[EventKind::Conflict as u8 as f64, 2.0, 2.0, 1.0, 3.0, 1.0, 0.0]);
        s.seek(6).unwrap();
        let v = view(&s);
        // The path is the shortest so far: 2 moves, (1,1), (1,2), (2,2).
        let tail = &v[VIEW_HEAD..];
        assert_eq!(&tail[tail.len() - 8..], &[2.0, 3.0, 1.0, 1.0, 2.0, 1.0, 2.0, 2.0]);
    }
}
