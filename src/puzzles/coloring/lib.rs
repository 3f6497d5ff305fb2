//! Graph m-colouring (图的着色问题) by backtracking, one of the course notes' chapter
//! problems, as a [`Problem`] for the shared engine ([`nqueens_wasm::search`]).
//!
//! An undirected graph G of n vertices 1…n and m colours 1…m. Colour each vertex so that
//! the two ends of every edge differ; find every colouring, or decide that none exists
//! (m-colourability; docs/REFERENCE.md, "Graph m-colouring"; 王晓东, 《计算机算法设计与
//! 分析》, chapter 5). Depth t is vertex t, its choice the colour x[t] ∈ {1…m}, tried in
//! increasing order. The constraint function `ok(t, i)` looks at t's coloured neighbours,
//! the vertices j < t joined to t, in increasing order: colour i is refused by the first of
//! them that has it ([`Clash`]), the neighbour the page names. Colouring vertex n is a leaf:
//! the colouring is printed and the search backs up from it.
//!
//! Modes: every colouring ([`Mode::AllSolutions`]), or the first ([`Mode::FirstSolution`]),
//! which decides m-colourability. A graph with no colouring is proved so by the whole
//! search: every branch is refused. The first colouring found is kept as the search's
//! history ([`Problem::on_solution`]), restored on back, for the page's result.
//!
//! **The notes' template, filled in** (for the page's table): f(n, t) = 1, g(n, t) = m;
//! h(i) = i (colour i); constraint(t) = no neighbour j < t of t has x[j] = x[t]; bound(t) =
//! true (none); solution(t) = t = n; output(x) = print x[1..n].
//!
//! The procedure's lines ([`Problem::LINES`]): the recursive `backtrack(t)` and its `main`
//! (`proc`, `for`, `test`, `assign`, `print`, `recurse`, `undo`, `main`, `start`, `end`),
//! the constraint function `ok(t, i)` (`ok`, `scan`, `clash`, `fine`), then the notes'
//! loop form `iterativeBacktrack()` (`iter`, `init`, `loop`, `next`, `found`, `unmark`,
//! `down`, `up`; `test`, `assign`, `print` and `end` shared), laid out in
//! [`Coloring::executes_iterative`]'s docs.
//!
//! Reference values from outside the project: a cycle Cₙ has (k − 1)ⁿ + (−1)ⁿ(k − 1)
//! k-colourings (C₅, k = 3: 30); the complete graph K₄ has none with 3 colours and 4! = 24
//! with 4; the wheel of a hub and a 5-cycle k·((k − 2)⁵ − (k − 2)) (k = 4: 120); the
//! textbook's 5-vertex example 48 with 4 colours.
//!
//! The crate's other modules: [`limits`], its limits; [`link`], its keys of the share
//! link; `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/coloring*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use limits::{
    COLORING_MAX_COLORS, COLORING_MAX_VERTICES, COLORING_MIN_COLORS, COLORING_MIN_VERTICES,
};
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{self, Mode, Problem, Search};
use std::fmt;

/// An edge: its two ends, 1-based, as given.
pub type Edge = (usize, usize);

/// The default instance: the cycle of 5 vertices, 1-2-3-4-5-1.
pub const DEFAULT_VERTICES: usize = 5;
/// The default instance's edges.
pub const DEFAULT_EDGES: [Edge; 5] = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)];
/// The default instance's colours: 3 (30 colourings).
pub const DEFAULT_COLORS: usize = 3;

/// Why a graph and a number of colours are not an instance the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// Vertices outside [`COLORING_MIN_VERTICES`]..=[`COLORING_MAX_VERTICES`].
    Vertices { n: usize },
    /// Colours outside [`COLORING_MIN_COLORS`]..=[`COLORING_MAX_COLORS`].
    Colors { m: usize },
    /// Edge `at` (1-based) has an end `vertex` outside 1..=n.
    EdgeEnd { at: usize, vertex: usize },
    /// Edge `at` joins `vertex` to itself.
    Loop { at: usize, vertex: usize },
    /// Edge `at` joins `a` and `b`, as an edge before it does.
    Repeated { at: usize, a: usize, b: usize },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::Vertices { n } => write!(
                f,
                "a graph has {COLORING_MIN_VERTICES} to {COLORING_MAX_VERTICES} vertices, not {n}"
            ),
            GraphError::Colors { m } => write!(
                f,
                "the colours number {COLORING_MIN_COLORS} to {COLORING_MAX_COLORS}, not {m}"
            ),
            GraphError::EdgeEnd { at, vertex } => {
                write!(f, "edge {at} has an end {vertex} that is not a vertex")
            }
            GraphError::Loop { at, vertex } => {
                write!(f, "edge {at} joins vertex {vertex} to itself")
            }
            GraphError::Repeated { at, a, b } => write!(f, "edge {at} joins {a} and {b} again"),
        }
    }
}

impl std::error::Error for GraphError {}

impl ErrorCode for GraphError {
    /// The error's code for the page: `size-out-of-range` (vertices or colours),
    /// `coloring-edge-end`, `coloring-loop` or `coloring-repeated-edge` (the link's codes
    /// for the same errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            GraphError::Vertices { .. } | GraphError::Colors { .. } => "size-out-of-range",
            GraphError::EdgeEnd { .. } => "coloring-edge-end",
            GraphError::Loop { .. } => "coloring-loop",
            GraphError::Repeated { .. } => "coloring-repeated-edge",
        }
    }
}

/// A valid instance: a simple undirected graph of 1..=12 vertices and m in 1..=6 colours
/// (the limits in [`crate::limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    n: usize,
    m: usize,
    /// The edges as given (the link's order and orientation).
    edges: Vec<Edge>,
    /// `earlier[t]`: t's neighbours j < t, increasing (index 0 unused).
    earlier: Vec<Vec<usize>>,
}

impl Graph {
    /// Checks and keeps a graph of `n` vertices with `edges` and `m` colours.
    ///
    /// # Errors
    /// [`GraphError`] for the first thing wrong: the vertices, the colours, then each edge
    /// in order (an end not a vertex, a loop, an edge given twice in either direction).
    pub fn new(n: usize, edges: &[Edge], m: usize) -> Result<Self, GraphError> {
        if !(COLORING_MIN_VERTICES..=COLORING_MAX_VERTICES).contains(&n) {
            return Err(GraphError::Vertices { n });
        }
        if !(COLORING_MIN_COLORS..=COLORING_MAX_COLORS).contains(&m) {
            return Err(GraphError::Colors { m });
        }
        let mut earlier = vec![Vec::new(); n + 1];
        for (i, &(a, b)) in edges.iter().enumerate() {
            let at = i + 1;
            if let Some(vertex) = [a, b].into_iter().find(|v| !(1..=n).contains(v)) {
                return Err(GraphError::EdgeEnd { at, vertex });
            }
            if a == b {
                return Err(GraphError::Loop { at, vertex: a });
            }
            let (lo, hi) = (a.min(b), a.max(b));
            if earlier[hi].contains(&lo) {
                return Err(GraphError::Repeated { at, a, b });
            }
            earlier[hi].push(lo);
        }
        for list in &mut earlier {
            list.sort_unstable();
        }
        Ok(Self { n, m, edges: edges.to_vec(), earlier })
    }

    /// [`Graph::new`] of the edges as a flat list of ends, `a₁, b₁, a₂, b₂, …` (an odd last
    /// end is dropped).
    ///
    /// # Errors
    /// As [`Graph::new`].
    pub fn from_flat(n: usize, ends: &[usize], m: usize) -> Result<Self, GraphError> {
        let edges: Vec<Edge> = ends.chunks_exact(2).map(|e| (e[0], e[1])).collect();
        Self::new(n, &edges, m)
    }

    /// The instance the page opens with: the cycle of 5 vertices and 3 colours
    /// ([`DEFAULT_VERTICES`], [`DEFAULT_EDGES`], [`DEFAULT_COLORS`]), valid as
    /// [`Graph::new`] checks (the crate's tests).
    pub fn default_graph() -> Self {
        let mut earlier = vec![Vec::new(); DEFAULT_VERTICES + 1];
        for (a, b) in DEFAULT_EDGES {
            earlier[a.max(b)].push(a.min(b));
        }
        for list in &mut earlier {
            list.sort_unstable();
        }
        let edges = DEFAULT_EDGES.to_vec();
        Self { n: DEFAULT_VERTICES, m: DEFAULT_COLORS, edges, earlier }
    }

    /// The number of vertices n.
    pub fn vertices(&self) -> usize {
        self.n
    }

    /// The number of colours m.
    pub fn colors(&self) -> usize {
        self.m
    }

    /// The edges, as given.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The neighbours j < t of vertex t, increasing: the ones coloured before it.
    pub fn earlier_neighbours(&self, t: usize) -> &[usize] {
        &self.earlier[t]
    }

    /// The same graph with `m` colours.
    ///
    /// # Errors
    /// [`GraphError::Colors`] outside the limits.
    pub fn with_colors(&self, m: usize) -> Result<Self, GraphError> {
        if !(COLORING_MIN_COLORS..=COLORING_MAX_COLORS).contains(&m) {
            return Err(GraphError::Colors { m });
        }
        Ok(Self { m, ..self.clone() })
    }
}

/// Why colour `x[t]` is refused: neighbour `by` (< t) of vertex t has it already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The coloured neighbour that forbids the colour.
    pub by: usize,
}

/// The colouring search's state: the graph and the colours given so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coloring {
    graph: Graph,
    /// x[t] is vertex t's colour, 0 while uncoloured (index 0 unused).
    x: Vec<usize>,
    /// The first colouring found (x[1..=n]), the search's history.
    first: Option<Vec<usize>>,
}

impl Coloring {
    /// The search's state at its start: no vertex coloured.
    pub fn new(graph: &Graph) -> Self {
        Self { graph: graph.clone(), x: vec![0; graph.n + 1], first: None }
    }

    /// The graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The colours x[1..=n], 0 for a vertex not coloured yet.
    pub fn x(&self) -> &[usize] {
        &self.x[1..]
    }

    /// The first colouring found so far, if any.
    pub fn first(&self) -> Option<&[usize]> {
        self.first.as_deref()
    }

    /// The constraint function ok(t, i): the first neighbour j < t of t coloured i, and
    /// the comparisons made (one per neighbour looked at).
    pub fn ok(&self, t: usize, color: usize) -> (Option<Clash>, u64) {
        let mut comparisons = 0;
        for &j in self.graph.earlier_neighbours(t) {
            comparisons += 1;
            if self.x[j] == color {
                return (Some(Clash { by: j }), comparisons);
            }
        }
        (None, comparisons)
    }
}

impl Problem for Coloring {
    type Conflict = Clash;
    type History = Option<Vec<usize>>;
    /// The recursive `backtrack(t)` and its `main`, the constraint function `ok(t, i)`,
    /// then the lines of the loop form (`test`, `assign`, `print` and `end` shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "test", "assign", "print", "recurse", "undo", "main", "start", "end", "ok",
        "scan", "clash", "fine", "iter", "init", "loop", "next", "found", "unmark", "down", "up",
    ];

    /// The recursive form, `backtrack(t)`, with `ok(t, i)`:
    ///
    /// ```text
    /// proc     backtrack(t):                 ▷ colour vertex t
    /// for        for i = 1 to m:
    /// test         if ok(t, i):
    /// assign         x[t] = i
    /// print          if t == n: print x[1..n]
    /// recurse        else: backtrack(t + 1)
    /// undo           x[t] = 0                ▷ backtrack
    /// main     main:
    /// start      x[1..n] = 0;  backtrack(1)
    /// end        end
    /// ok       ok(t, i):
    /// scan       for each neighbour j < t of t:
    /// clash        if x[j] == i: return false   ▷ j forbids colour i
    /// fine       return true
    /// ```
    ///
    /// A colour taken executes `assign` (called from `test`), a colour refused `clash`
    /// (called from `test`); a backtrack `undo`, a colouring `print`.
    fn executes(&self, e: Option<&search::Event<Clash>>) -> (&'static str, Option<&'static str>) {
        lines(e)
    }

    /// The loop form, `iterativeBacktrack()` (`ok` as in the recursive form; `i[t]` the
    /// colour vertex t tries):
    ///
    /// ```text
    /// iter     iterativeBacktrack():
    /// init       x[1..n] ← 0; t ← 1; i[1] ← 0
    /// loop       while t > 0 do
    /// next         i[t] ← i[t] + 1             ▷ the next colour
    /// found        if i[t] ≤ m then
    /// test           if ok(t, i[t]) then
    /// assign           x[t] ← i[t]
    /// print            if t = n then print x[1..n]
    /// unmark             x[t] ← 0
    /// down             else t ← t + 1; i[t] ← 0
    /// up           else t ← t − 1; x[t] ← 0     ▷ backtrack
    /// end        end
    /// ```
    ///
    /// Step 0 is `init`; a colour tried is `clash` or `assign` as in the recursive form; the
    /// leaf's backtrack is `unmark` (t stays n), any other `up` (past colour m of vertex t
    /// + 1, back to vertex t: t is then the event's depth).
    fn executes_iterative(
        &self,
        e: Option<&search::Event<Clash>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        use search::Event as E;
        Some(match e {
            None => ("init", None),
            Some(E::Remove { depth, .. }) if *depth == self.graph.n => ("unmark", None),
            Some(E::Remove { .. }) => ("up", None),
            _ => lines(e),
        })
    }

    fn choices(&self) -> usize {
        self.graph.m
    }

    fn max_depth(&self) -> usize {
        self.graph.n
    }

    /// One comparison per coloured neighbour looked at, up to the one that forbids the colour.
    fn check(&self, depth: usize, choice: usize) -> (Option<Clash>, u64) {
        self.ok(depth, choice)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        self.x[depth] = choice;
    }

    fn undo(&mut self, depth: usize, _choice: usize) {
        self.x[depth] = 0;
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == self.graph.n
    }

    /// The first colouring found is kept; later ones leave the history as it is.
    fn on_solution(&mut self, _depth: usize) -> Option<Option<Vec<usize>>> {
        if self.first.is_some() {
            return None;
        }
        Some(self.first.replace(self.x[1..].to_vec()))
    }

    fn restore(&mut self, before: Option<Vec<usize>>) {
        self.first = before;
    }

    /// The replay's total, up to [`limits::COLORING_COUNT_MAX_STEPS`] steps.
    fn total_steps(search: &Search<Self>) -> Option<u64> {
        search.total_steps_by_replay(limits::COLORING_COUNT_MAX_STEPS)
    }
}

/// The lines both forms share for a colour tried, a colouring and the end.
fn lines(e: Option<&search::Event<Clash>>) -> (&'static str, Option<&'static str>) {
    use search::Event as E;
    match e {
        None => ("start", None),
        Some(E::Place { .. }) => ("assign", Some("test")),
        Some(E::Conflict { .. }) => ("clash", Some("test")),
        Some(E::Remove { .. }) => ("undo", None),
        Some(E::Solution { .. }) => ("print", None),
        Some(E::Done) => ("end", None),
    }
}

/// Graph colouring's search at step 0, stepped one event at a time in either direction by
/// the engine.
pub fn search(graph: &Graph, mode: Mode) -> Search<Coloring> {
    Search::new(Coloring::new(graph), mode)
}

/// Every colouring, in the search's order (x[1..=n] each). Unbounded: for small graphs (the
/// tests'); the page counts with [`count_colorings`].
pub fn all_colorings(graph: &Graph) -> Vec<Vec<usize>> {
    let mut s = search(graph, Mode::AllSolutions);
    let mut out = Vec::new();
    while s.run_to_next_solution().is_some() {
        out.push(s.problem().x().to_vec());
    }
    out
}

/// What a count of the colourings found ([`count_colorings`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColoringCount {
    /// The colourings found (all of them when `finished`).
    pub colorings: u64,
    /// The steps the search took.
    pub steps: u64,
    /// True when the search ran to its end within the step budget.
    pub finished: bool,
}

/// Counts the colourings by the all-colourings search, taking at most `max_steps` steps
/// (the page's [`limits::COLORING_COUNT_MAX_STEPS`]); a search cut short gives the
/// colourings found so far.
pub fn count_colorings(graph: &Graph, max_steps: u64) -> ColoringCount {
    let c = search(graph, Mode::AllSolutions).count_until(max_steps);
    ColoringCount { colorings: c.solutions, steps: c.steps, finished: c.finished }
}

/// Formats a colouring as the notes print it: `1 2 1 2 3`.
pub fn format_coloring(x: &[usize]) -> String {
    let parts: Vec<String> = x.iter().map(usize::to_string).collect();
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Event::{Conflict, Done, Place, Remove, Solution};
    use nqueens_wasm::search::{checks, Counters, Executing};

    type E = search::Event<Clash>;

    fn p(depth: usize, choice: usize) -> E {
        Place { depth, choice }
    }

    fn r(depth: usize, choice: usize) -> E {
        Remove { depth, choice }
    }

    fn c(depth: usize, choice: usize, by: usize) -> E {
        Conflict { depth, choice, conflict: Clash { by } }
    }

    /// The triangle 1-2, 2-3, 3-1 with 2 colours: no colouring.
    fn triangle() -> Graph {
        Graph::new(3, &[(1, 2), (2, 3), (3, 1)], 2).unwrap()
    }

    #[test]
    fn the_triangle_with_two_colours_by_hand_forwards_and_back_has_no_colouring() {
        // Vertex 2's coloured neighbour is 1; vertex 3's are 1 and 2, looked at in order.
        #[rustfmt::skip]
        let want = [
            p(1, 1),                 // 1. vertex 1 takes colour 1
            c(2, 1, 1), p(2, 2),     // 2–3. vertex 2: 1 is vertex 1's; takes 2
            c(3, 1, 1), c(3, 2, 2),  // 4–5. vertex 3: 1 is vertex 1's, 2 is vertex 2's
            r(2, 2), r(1, 1),        // 6–7. back up to vertex 1
            p(1, 2), p(2, 1),        // 8–9. vertex 1 takes 2, vertex 2 takes 1
            c(3, 1, 2), c(3, 2, 1),  // 10–11. vertex 3: 1 is vertex 2's, 2 is vertex 1's
            r(2, 1), c(2, 2, 1),     // 12–13. vertex 2: 2 is vertex 1's
            r(1, 2),                 // 14
            Done,                    // 15. no colouring
        ];
        let end = checks::trace_both_ways(search(&triangle(), Mode::AllSolutions), &want);
        assert_eq!(end.problem().x(), &[0, 0, 0]);
        assert_eq!(end.problem().first(), None);
        // Comparisons: 0 for vertex 1, 1 for each colour of vertex 2, for vertex 3 one when
        // vertex 1 refuses and two when vertex 2 does.
        let want = Counters {
            steps: 15,
            tried: 10,
            placements: 4,
            backtracks: 4,
            solutions: 0,
            comparisons: 10,
            constraint_prunes: 6,
            bound_prunes: 0,
        };
        assert_eq!(end.counters(), want);
    }

    #[test]
    fn the_default_cycle_by_hand_forwards_and_back() {
        // The cycle 1-2-3-4-5-1 with 3 colours: vertex 5's coloured neighbours are 1 and 4.
        #[rustfmt::skip]
        let want = [
            p(1, 1),                            // 1
            c(2, 1, 1), p(2, 2),                // 2–3
            p(3, 1),                            // 4
            c(4, 1, 3), p(4, 2),                // 5–6
            c(5, 1, 1), c(5, 2, 4), p(5, 3),    // 7–9
            Solution { number: 1 },             // 10. x = 1 2 1 2 3
            r(5, 3), r(4, 2),                   // 11–12
            p(4, 3),                            // 13
            c(5, 1, 1), p(5, 2),                // 14–15
            Solution { number: 2 },             // 16. x = 1 2 1 3 2
            r(5, 2), c(5, 3, 4),                // 17–18
            r(4, 3), r(3, 1),                   // 19–20
            c(3, 2, 2), p(3, 3),                // 21–22
        ];
        let g = Graph::default_graph();
        let mut s = search(&g, Mode::AllSolutions);
        for (i, w) in want.iter().enumerate() {
            assert_eq!(s.step(), Some(*w), "step {}", i + 1);
            match i + 1 {
                10 => assert_eq!(s.problem().x(), &[1, 2, 1, 2, 3]),
                16 => assert_eq!(s.problem().x(), &[1, 2, 1, 3, 2]),
                _ => {}
            }
        }
        assert_eq!(s.problem().first(), Some(&[1, 2, 1, 2, 3][..]));
        let end = search::back_undoes_each_step(search(&g, Mode::AllSolutions), 22).unwrap();
        assert_eq!(end, s);
        assert_eq!(end.problem().x(), &[1, 2, 3, 0, 0]);
        // Comparisons: vertex 1 none, vertices 2–4 one each, vertex 5 one when vertex 1
        // refuses and two otherwise.
        let want = Counters {
            steps: 22,
            tried: 15,
            placements: 8,
            backtracks: 5,
            solutions: 2,
            comparisons: 1 + 1 + 1 + 1 + 1 + 1 + 2 + 2 + 1 + 1 + 2 + 2 + 1 + 1,
            constraint_prunes: 7,
            bound_prunes: 0,
        };
        assert_eq!(end.counters(), want);
    }

    #[test]
    fn the_default_cycles_whole_search_by_counting_its_nodes() {
        // Nodes at depth k < 5 are the proper colourings of the path 1…k: 3·2^(k−1) (3, 6,
        // 12, 24); at depth 5 the 30 of the cycle. Every node but the leaves tries 3
        // colours, the root too: tried 3·(1 + 3 + 6 + 12 + 24) = 138; each node placed is
        // removed; steps = tried + removes + leaves + the end.
        let mut s = search(&Graph::default_graph(), Mode::AllSolutions);
        while s.step().is_some() {}
        let c = s.counters();
        let placed = 3 + 6 + 12 + 24 + 30;
        assert_eq!((c.tried, c.placements, c.backtracks, c.solutions), (138, placed, placed, 30));
        assert_eq!(c.steps, 138 + placed + 30 + 1);
        assert_eq!(c.constraint_prunes, 138 - placed);
        assert_eq!(search(&Graph::default_graph(), Mode::AllSolutions).total_steps(), Some(244));
        let count = count_colorings(&Graph::default_graph(), u64::MAX);
        assert_eq!(count, ColoringCount { colorings: 30, steps: 244, finished: true });
        let cut = count_colorings(&Graph::default_graph(), 16);
        assert_eq!(cut, ColoringCount { colorings: 2, steps: 16, finished: false });
    }

    #[test]
    fn each_step_is_on_its_line_in_both_forms() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search(&Graph::default_graph(), Mode::AllSolutions);
        assert_eq!(s.executing(), at("start", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("init", "", 1)));
        s.step();
        assert_eq!(s.executing(), at("assign", "test", 1));
        s.step();
        assert_eq!(s.executing(), at("clash", "test", 2));
        s.seek(10).unwrap();
        assert_eq!(s.executing(), at("print", "", 5));
        assert_eq!(s.executing_iterative(), Some(at("print", "", 5)));
        s.step();
        // The leaf's colour is taken back on the print's next line; t stays 5.
        assert_eq!(s.executing(), at("undo", "", 5));
        assert_eq!(s.executing_iterative(), Some(at("unmark", "", 5)));
        s.step();
        // Vertex 5's colours are all tried: back to vertex 4, t ← 4.
        assert_eq!(s.executing(), at("undo", "", 4));
        assert_eq!(s.executing_iterative(), Some(at("up", "", 4)));
        s.seek(244).unwrap();
        assert_eq!(s.executing(), at("end", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("end", "", 0)));
    }

    #[test]
    fn the_first_colouring_search_stops_at_the_first_and_keeps_it() {
        let mut s = search(&Graph::default_graph(), Mode::FirstSolution);
        while s.step().is_some() {}
        assert_eq!(s.counters().steps, 11);
        assert_eq!(s.problem().x(), &[1, 2, 1, 2, 3]);
        assert_eq!(s.problem().first(), Some(&[1, 2, 1, 2, 3][..]));
        let end = search::back_undoes_each_step(search(&triangle(), Mode::FirstSolution), 100);
        assert!(end.unwrap().is_finished());
        let end = search::back_undoes_each_step(
            search(&Graph::default_graph(), Mode::AllSolutions),
            u64::MAX,
        );
        assert_eq!(end.unwrap().problem().first(), Some(&[1, 2, 1, 2, 3][..]));
    }

    #[test]
    fn graphs_are_checked_for_vertices_colours_then_each_edge() {
        use GraphError::*;
        assert_eq!(Graph::new(0, &[], 3), Err(Vertices { n: 0 }));
        assert_eq!(Graph::new(13, &[], 3), Err(Vertices { n: 13 }));
        assert_eq!(Graph::new(3, &[], 0), Err(Colors { m: 0 }));
        assert_eq!(Graph::new(3, &[], 7), Err(Colors { m: 7 }));
        assert_eq!(Graph::new(3, &[(1, 2), (2, 4)], 2), Err(EdgeEnd { at: 2, vertex: 4 }));
        assert_eq!(Graph::new(3, &[(0, 2)], 2), Err(EdgeEnd { at: 1, vertex: 0 }));
        assert_eq!(Graph::new(3, &[(1, 2), (3, 3)], 2), Err(Loop { at: 2, vertex: 3 }));
        assert_eq!(Graph::new(3, &[(1, 2), (2, 1)], 2), Err(Repeated { at: 2, a: 2, b: 1 }));
        assert!(Graph::new(1, &[], 1).is_ok());
        let g = Graph::new(5, &DEFAULT_EDGES, 3).unwrap();
        assert_eq!(g, Graph::default_graph());
        assert_eq!(g.earlier_neighbours(5), &[1, 4]);
        assert_eq!(Graph::from_flat(3, &[1, 2, 2, 3], 2).unwrap().edges(), &[(1, 2), (2, 3)]);
        assert_eq!(g.with_colors(7), Err(Colors { m: 7 }));
        assert_eq!(Loop { at: 2, vertex: 3 }.code(), "coloring-loop");
        assert_eq!(Repeated { at: 2, a: 2, b: 1 }.to_string(), "edge 2 joins 2 and 1 again");
        assert_eq!(format_coloring(&[1, 2, 1, 2, 3]), "1 2 1 2 3");
    }
}
