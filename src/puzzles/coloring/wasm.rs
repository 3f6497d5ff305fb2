//! Graph colouring's `#[wasm_bindgen]` facade, its module www/pkg/coloring* (with the
//! shared `Stepper` class and panic hook of the core's facade): the factory `new_stepper`,
//! the colourings' count and the limits. Conversions only.
//!
//! A graph crosses as its number of vertices `n`, its edges as a `Uint32Array` of their
//! ends `a₁, b₁, a₂, b₂, …` (1-based) and its number of colours `m`.

use crate::limits::{
    COLORING_COUNT_MAX_STEPS, COLORING_MAX_COLORS, COLORING_MAX_VERTICES, COLORING_MIN_COLORS,
    COLORING_MIN_VERTICES,
};
use crate::{link, Clash, Coloring, Graph};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

/// Graph colouring's limits and the shared ones (see the core's `facade::limits`), one
/// plain object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `coloringMinVertices`, `coloringMaxVertices` | 1, 12 | the vertices |
/// | `coloringMinColors`, `coloringMaxColors` | 1, 6 | the colours m |
/// | `coloringCountMaxSteps` | 1,000,000 | the steps of a count (`coloring_count`) and of the replay that learns the step total |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("coloringMinVertices", COLORING_MIN_VERTICES as u64),
        ("coloringMaxVertices", COLORING_MAX_VERTICES as u64),
        ("coloringMinColors", COLORING_MIN_COLORS as u64),
        ("coloringMaxColors", COLORING_MAX_COLORS as u64),
        ("coloringCountMaxSteps", COLORING_COUNT_MAX_STEPS),
    ])
}

/// The graph of `n` vertices, the edges' `ends` and `m` colours.
fn graph(n: u32, ends: &[u32], m: u32) -> Result<Graph, JsError> {
    let ends: Vec<usize> = ends.iter().map(|&v| v as usize).collect();
    Graph::from_flat(n as usize, &ends, m as usize).map_err(err)
}

/// Graph colouring's search at step 0 (vertex t takes colours 1…m in order; see the
/// crate's docs); `all_solutions = false` stops at the first colouring. Throws
/// `size-out-of-range` (vertices or colours), `coloring-edge-end`, `coloring-loop` or
/// `coloring-repeated-edge`.
#[wasm_bindgen]
pub fn new_stepper(n: u32, ends: &[u32], m: u32, all_solutions: bool) -> Result<Stepper, JsError> {
    let g = graph(n, ends, m)?;
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(Stepper::new(crate::search(&g, mode)))
}

/// The number of m-colourings of the graph, by the all-colourings search
/// (`count_colorings`), or −1 when it would take more than `coloringCountMaxSteps` steps.
/// Throws as `new_stepper`.
#[wasm_bindgen]
pub fn coloring_colorings(n: u32, ends: &[u32], m: u32) -> Result<f64, JsError> {
    let c = crate::count_colorings(&graph(n, ends, m)?, COLORING_COUNT_MAX_STEPS);
    Ok(if c.finished { c.colorings as f64 } else { -1.0 })
}

/// The all-colourings count as a `Float64Array` of three numbers: the colourings found,
/// the steps taken and 1 when the search finished within `coloringCountMaxSteps` steps
/// (else 0: the colourings are those found so far). Throws as `new_stepper`.
#[wasm_bindgen]
pub fn coloring_count(n: u32, ends: &[u32], m: u32) -> Result<Vec<f64>, JsError> {
    let c = crate::count_colorings(&graph(n, ends, m)?, COLORING_COUNT_MAX_STEPS);
    Ok(vec![c.colorings as f64, c.steps as f64, f64::from(u8::from(c.finished))])
}

/// Parses a graph colouring link (see the core's `facade::parse_link`). The link object's
/// own fields: `vertices`, `edges` (the ends as one array, `a₁, b₁, a₂, b₂, …`), `colors`
/// and `mode` ('all' | 'first', with a step or the exercise). Throws `{ code, params }`;
/// `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Coloring>(fragment)
}

/// Formats a graph colouring link object (see `parse_link`) as a fragment without `#`,
/// e.g. `puzzle=coloring&v=3&e=1-2.2-3&m=2&step=5`. Throws with the code of a bad graph
/// (as `new_stepper`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Coloring>(link)
}

impl InstanceObject for Graph {
    fn to_object(&self, o: &JsValue) {
        set(o, "vertices", JsValue::from_f64(self.vertices() as f64));
        let ends: Vec<usize> = self.edges().iter().flat_map(|&(a, b)| [a, b]).collect();
        set(o, "edges", array(&ends));
        set(o, "colors", JsValue::from_f64(self.colors() as f64));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let count =
            |key: &str| get(key).and_then(|v| v.as_f64()).map_or(0, |f| f.max(0.0) as usize);
        let ends = get("edges").map(|v| numbers_of(&v)).unwrap_or_default();
        Graph::from_flat(count("vertices"), &ends, count("colors")).map_err(err)
    }
}

/// Graph colouring's packed view. A colour taken gives its vertex t and the colour; a
/// colour refused its vertex, the colour and the neighbour that has it (`by`); a backtrack
/// its vertex and the colour taken back; a colouring its number. After the head come the
/// graph (its vertices, its colours m, its edges' ends as two lists), the colours x[1..n]
/// (0 for a vertex not coloured yet), and the first colouring found (`found` 0 before any,
/// else n, and its colours).
impl View for Coloring {
    const LAYOUT: &'static str = "place=vertex color;conflict=vertex color by;\
        remove=vertex color;solution=number;\
        tail=vertices colors edges edge_a[edges] edge_b[edges] x[vertices] found first[found]";

    fn fields(_s: &Search<Self>, e: &Event<Clash>) -> [i64; 6] {
        let n = |v: usize| v as i64;
        match *e {
            Event::Place { depth, choice } | Event::Remove { depth, choice } => {
                [n(depth), n(choice), 0, 0, 0, 0]
            }
            Event::Conflict { depth, choice, conflict } => {
                [n(depth), n(choice), n(conflict.by), 0, 0, 0]
            }
            Event::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let c = s.problem();
        let g = c.graph();
        v.extend([g.vertices() as f64, g.colors() as f64, g.edges().len() as f64]);
        v.extend(g.edges().iter().map(|&(a, _)| a as f64));
        v.extend(g.edges().iter().map(|&(_, b)| b as f64));
        v.extend(c.x().iter().map(|&x| x as f64));
        let first = c.first().unwrap_or(&[]);
        v.push(first.len() as f64);
        v.extend(first.iter().map(|&x| x as f64));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_the_triangle_at_its_first_refusals() {
        // 1-2, 2-3, 3-1 with 2 colours: vertex 1 takes 1, vertex 2 is refused 1 by vertex 1
        // and takes 2, vertex 3 is refused 1 by vertex 1.
        let g = Graph::new(3, &[(1, 2), (2, 3), (3, 1)], 2).unwrap();
        let mut s = crate::search(&g, Mode::AllSolutions);
        s.seek(4).unwrap();
        let v = view(&s);
        assert_eq!(&v[8..12], &[EventKind::Conflict as u8 as f64, 3.0, 1.0, 1.0]);
        #[rustfmt::skip]
        let want = [3.0, 2.0, 3.0, 1.0, 2.0, 3.0, 2.0, 3.0, 1.0, 1.0, 2.0, 0.0, 0.0];
        assert_eq!(&v[VIEW_HEAD..], &want);
        s.seek(3).unwrap();
        assert_eq!(&view(&s)[8..11], &[EventKind::Place as u8 as f64, 2.0, 2.0]);
    }

    #[test]
    fn the_packed_view_keeps_the_first_colouring_found() {
        let g = Graph::new(2, &[(1, 2)], 2).unwrap();
        let mut s = crate::search(&g, Mode::AllSolutions);
        // 1 takes 1; 2 is refused 1, takes 2: the colouring 1 2.
        s.seek(4).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Solution as u8 as f64);
        let tail = &v[VIEW_HEAD..];
        assert_eq!(&tail[tail.len() - 3..], &[2.0, 1.0, 2.0]);
        s.seek(0).unwrap();
        let v = view(&s);
        assert_eq!(v[v.len() - 1], 0.0);
    }
}
