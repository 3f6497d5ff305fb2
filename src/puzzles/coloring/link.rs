//! Graph colouring's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=coloring&v=5&e=1-2.2-3.3-4.4-5.5-1&m=3`: `v` the number of
//! vertices (1 to 12), `e` the edges, each `a-b` (1-based ends), joined by `.` (empty for
//! none), `m` the number of colours (1 to 6); the three together or none (`puzzle=coloring`
//! alone opens the cycle of 5 with 3 colours). With `&step=…` for a step of the search (and
//! `mode=first` for the search that stops at its first colouring), or the simulate exercise
//! `ex=simulate` (with `mode` and the shared `ans`). Anything wrong is a shared error (`v`
//! or `m` not a number or out of range) or a [`ColoringError`].

use crate::limits::{
    COLORING_MAX_COLORS, COLORING_MAX_VERTICES, COLORING_MIN_COLORS, COLORING_MIN_VERTICES,
};
use crate::{Edge, Graph, GraphError};
use nqueens_wasm::link::instance::InstanceKeys;
use nqueens_wasm::link::mode::ModePart;
use nqueens_wasm::link::{
    self, number, push_decimal, quote, sep, size, Keys, LinkError, SharedError,
};

pub use nqueens_wasm::link::mode::Target;

/// Graph colouring's part of a link: the graph and its colours (the default instance when
/// the link has none), a step of the search and its mode, the simulate exercise (the
/// student gives the search's colours; `mode=first`: it stops at the first colouring).
pub type Coloring = ModePart<Graph>;

/// Graph colouring's exercise, with its mode and a result link's answers.
pub type Exercise = nqueens_wasm::link::mode::Exercise<ColoringError>;

/// A graph colouring link.
pub type Link = link::Link<Coloring>;

nqueens_wasm::link_errors! {
    /// Why graph colouring's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum ColoringError {
        /// One or two of `v`, `e`, `m` without `key` (the first missing).
        ColoringMissing { key: &'static str },
        /// Edge `at` (1-based) is `value`, not two vertices `a-b` in digits.
        ColoringBadEdge { at: usize, value: String },
        /// Edge `at` has an end `vertex` outside 1..=`v`.
        ColoringEdgeEnd { at: usize, vertex: usize, v: usize },
        /// Edge `at` joins `vertex` to itself.
        ColoringLoop { at: usize, vertex: usize },
        /// Edge `at` joins `a` and `b`, as an edge before it does.
        ColoringRepeatedEdge { at: usize, a: usize, b: usize },
    }
}

/// A graph colouring link error: a shared one or a [`ColoringError`].
pub type Error = LinkError<ColoringError>;

/// The parse of a graph colouring link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or graph colouring's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a graph colouring link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Graph {
    const NAME: &'static str = "coloring";
    const KEYS: &'static [&'static str] = &["v", "e", "m", "mode"];
    const TABS: &'static [&'static str] = &["lesson"];
    const ITERATIVE: bool = true;
    type Error = ColoringError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        match keys.all_or_none(["v", "e", "m"]) {
            Ok(None) => Ok(Graph::default_graph()),
            Ok(Some([v, e, m])) => graph(v, e, m),
            Err(key) => Err(LinkError::Puzzle(ColoringError::ColoringMissing { key })),
        }
    }

    fn format(&self, s: &mut String) {
        s.push_str("v=");
        push_decimal(s, self.vertices() as u64);
        s.push_str("&e=");
        for (i, &(a, b)) in self.edges().iter().enumerate() {
            if i > 0 {
                s.push('.');
            }
            push_decimal(s, a as u64);
            s.push('-');
            push_decimal(s, b as u64);
        }
        s.push_str("&m=");
        push_decimal(s, self.colors() as u64);
    }
}

/// Edge `at` of the link, `a-b`: two numbers joined by `-`. A number too large for any
/// graph is kept as `usize::MAX`, an end that is no vertex.
#[inline(never)]
fn edge(at: usize, value: &str) -> Result<Edge, Error> {
    let bad = || LinkError::Puzzle(ColoringError::ColoringBadEdge { at, value: quote(value) });
    let (a, b) = value.split_once(sep('-')).ok_or_else(bad)?;
    let (a, b) = (number("e", a).map_err(|_| bad())?, number("e", b).map_err(|_| bad())?);
    let wide = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
    Ok((wide(a), wide(b)))
}

/// The instance of `v`, `e` and `m`: the numbers of vertices and colours first, then each
/// edge in order; its errors as link errors.
#[inline(never)]
fn graph(v: &str, e: &str, m: &str) -> Result<Graph, Error> {
    use ColoringError as E;
    let n = size("v", v, COLORING_MIN_VERTICES, COLORING_MAX_VERTICES)?;
    let colors = size("m", m, COLORING_MIN_COLORS, COLORING_MAX_COLORS)?;
    let edges = if e.is_empty() {
        Vec::new()
    } else {
        let parts = e.split(sep('.')).enumerate();
        parts.map(|(i, part)| edge(i + 1, part)).collect::<Result<Vec<Edge>, Error>>()?
    };
    Graph::new(n, &edges, colors).map_err(|err| match err {
        GraphError::EdgeEnd { at, vertex } => E::ColoringEdgeEnd { at, vertex, v: n }.into(),
        GraphError::Loop { at, vertex } => E::ColoringLoop { at, vertex }.into(),
        GraphError::Repeated { at, a, b } => E::ColoringRepeatedEdge { at, a, b }.into(),
        GraphError::Vertices { .. } => {
            out_of_range("v", v, COLORING_MIN_VERTICES, COLORING_MAX_VERTICES)
        }
        GraphError::Colors { .. } => out_of_range("m", m, COLORING_MIN_COLORS, COLORING_MAX_COLORS),
    })
}

/// The shared error of a size out of range, `value` as typed.
fn out_of_range(key: &'static str, value: &str, min: usize, max: usize) -> Error {
    SharedError::SizeOutOfRange { key, value: quote(value), min, max }.into()
}

impl From<ColoringError> for Error {
    fn from(e: ColoringError) -> Self {
        LinkError::Puzzle(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::checks;
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        parse(s).unwrap_err()
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<Coloring>(s)
    }

    const C5: &str = "puzzle=coloring&v=5&e=1-2.2-3.3-4.4-5.5-1&m=3";

    #[test]
    fn every_kind_of_coloring_link_round_trips() {
        for s in [
            C5,
            "puzzle=coloring&v=5&e=1-2.2-3.3-4.4-5.5-1&m=3&step=12",
            "puzzle=coloring&v=4&e=1-2.1-3.1-4.2-3.2-4.3-4&m=3&step=40&mode=first",
            "puzzle=coloring&v=1&e=&m=1",
            "puzzle=coloring&v=3&e=&m=2&step=1&tmpl=iterative",
            "puzzle=coloring&v=3&e=3-1.2-1&m=2&step=3&embed=code&from=3&to=9&lang=zh",
            "puzzle=coloring&v=3&e=1-2&m=2&tab=lesson&tree=nodes",
            "puzzle=coloring&v=3&e=1-2.2-3.3-1&m=2&ex=simulate&mode=first&ans=1-b",
            "puzzle=coloring&v=3&e=1-2&m=2&step=4&ex=simulate",
        ] {
            match parse(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e:?}"),
            }
        }
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Coloring>(include_str!("tests/links.golden"));
    }

    #[test]
    fn a_bare_coloring_link_opens_the_cycle_of_five_and_writes_it_out() {
        let l = parse("puzzle=coloring").unwrap();
        assert_eq!(
            (&l.puzzle.instance, &l.puzzle.target),
            (&Graph::default_graph(), &Target::Default)
        );
        assert_eq!(format(&l), C5);
        let l = parse("puzzle=coloring&step=7&mode=first&tmpl=iterative").unwrap();
        assert_eq!((l.puzzle.target, l.template), (Target::Step(7, true), Template::Iterative));
        // Leading zeros are read and written without.
        let l = parse("puzzle=coloring&v=03&e=01-2&m=2").unwrap();
        assert_eq!(format(&l), "puzzle=coloring&v=3&e=1-2&m=2");
    }

    #[test]
    fn bad_graphs_say_which_key_edge_or_end() {
        let own = LinkError::Puzzle;
        assert_eq!(err("puzzle=coloring&v=5"), own(ColoringError::ColoringMissing { key: "e" }));
        assert_eq!(err("puzzle=coloring&e=1-2"), own(ColoringError::ColoringMissing { key: "v" }));
        assert_eq!(
            err("puzzle=coloring&v=3&e=1-2"),
            own(ColoringError::ColoringMissing { key: "m" })
        );
        assert_eq!(
            parts("puzzle=coloring&v=13&e=&m=3"),
            (
                "size-out-of-range",
                r#"key=Text("v") value=Text("13") min=Number(1) max=Number(12)"#.into()
            )
        );
        assert_eq!(
            parts("puzzle=coloring&v=3&e=&m=7"),
            (
                "size-out-of-range",
                r#"key=Text("m") value=Text("7") min=Number(1) max=Number(6)"#.into()
            )
        );
        assert_eq!(parts("puzzle=coloring&v=x&e=&m=3").0, "not-a-number");
        assert_eq!(
            parts("puzzle=coloring&v=3&e=1-2.2-4&m=2"),
            ("coloring-edge-end", "at=Number(2) vertex=Number(4) v=Number(3)".into())
        );
        assert_eq!(
            parts("puzzle=coloring&v=3&e=1-2.3-3&m=2"),
            ("coloring-loop", "at=Number(2) vertex=Number(3)".into())
        );
        assert_eq!(
            parts("puzzle=coloring&v=3&e=1-2.2-1&m=2"),
            ("coloring-repeated-edge", "at=Number(2) a=Number(2) b=Number(1)".into())
        );
        for bad in ["1", "1-", "-1", "a-1", "1-2-3", "1-+2", ""] {
            let link = format!("puzzle=coloring&v=3&e=1-2.{bad}&m=2");
            let want = ColoringError::ColoringBadEdge { at: 2, value: bad.into() };
            assert_eq!(err(&link), own(want), "{bad:?}");
        }
        // The numbers of vertices and colours are checked before the edges.
        assert_eq!(err("puzzle=coloring&v=3&e=1-4&m=9").code(), "size-out-of-range");
        // A number too large for any graph is no vertex.
        assert_eq!(
            err("puzzle=coloring&v=3&e=1-99999999999999999999999&m=2").code(),
            "coloring-edge-end"
        );
        // Another puzzle's keys and exercises are not graph colouring's.
        assert_eq!(err("puzzle=coloring&n=8").code(), "unknown-key");
        assert_eq!(err("puzzle=coloring&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=coloring&mode=first").code(), "option-without-step");
        assert_eq!(err("puzzle=coloring&step=3&mode=some").code(), "unknown-mode");
        assert!(matches!(
            err("puzzle=coloring&tab=gallery"),
            LinkError::Shared(SharedError::UnknownValue { key: "tab", .. })
        ));
    }

    #[test]
    fn each_coloring_code_is_reachable_and_worded_in_both_languages() {
        let cases = [
            ("puzzle=coloring&v=3", "coloring-missing"),
            ("puzzle=coloring&v=3&e=1.2&m=2", "coloring-bad-edge"),
            ("puzzle=coloring&v=3&e=1-4&m=2", "coloring-edge-end"),
            ("puzzle=coloring&v=3&e=2-2&m=2", "coloring-loop"),
            ("puzzle=coloring&v=3&e=1-2.1-2&m=2", "coloring-repeated-edge"),
        ];
        let strings = include_str!("../../../www/js/puzzles/coloring/strings.js");
        checks::codes_reached_and_worded::<Coloring>(&cases, strings);
    }
}
