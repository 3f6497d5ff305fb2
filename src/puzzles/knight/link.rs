//! The knight's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=knight&n=9&m=5` (n columns, m rows, 2 to 20; both or
//! neither: `puzzle=knight` alone opens the board the page starts with), with
//! `&path=3-1-4-…` for a path (the moves ①–④ taken, in order) or `&step=…` for a step of
//! the search (with `mode=first` for the search that stops at its first path), and the
//! simulate exercise `ex=simulate` (with `mode` and the shared `ans`). Anything wrong is a
//! shared error or a [`KnightError`].

use crate::limits::{KNIGHT_DEFAULT_M, KNIGHT_DEFAULT_N, KNIGHT_MAX_SIDE, KNIGHT_MIN_SIDE};
use crate::MOVES;
use nqueens_wasm::link::instance::SIMULATE;
use nqueens_wasm::link::mode::{self, MODE};
use nqueens_wasm::link::{
    self, first_only, number, options_need_a_step, push_decimal, push_list, quote, sep, size, Keys,
    LinkError, Shared, SharedError,
};

/// What the link opens, besides the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The start of the search.
    Default,
    /// Step `k` of the search; true for the search that stops at its first path.
    Step(u64, bool),
    /// A path as its moves, 1..=4 each.
    Path(Vec<usize>),
}

/// The knight's part of a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knight {
    /// The board's columns n.
    pub n: usize,
    /// The board's rows m.
    pub m: usize,
    /// What to open.
    pub target: Target,
    /// The simulate exercise (`ex=simulate`): whether its search stops at the first path
    /// (`mode=first`), and a result link's answers.
    pub exercise: Option<Exercise>,
}

/// The knight's exercise (the student makes the search's moves), with its mode and a result
/// link's answers.
pub type Exercise = mode::Exercise<KnightError>;

/// A knight link.
pub type Link = link::Link<Knight>;

nqueens_wasm::link_errors! {
    /// Why the knight's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum KnightError {
        /// One side of the board without the other (`key` is the one missing).
        MissingSize { key: &'static str },
        /// A move outside 1..=4 (the `at`-th, 1-based).
        BadMove { at: usize, value: String },
        /// A move that leaves the board, landing on (x, y).
        LeavesBoard { at: usize, x: i32, y: i32 },
        /// A path that does not end on (n, m).
        PathNotFinished { x: i32, y: i32, n: usize, m: usize },
    }
}

/// A knight link error: a shared one or a [`KnightError`].
pub type Error = LinkError<KnightError>;

/// The parse of a knight link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the knight's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a knight link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl link::Puzzle for Knight {
    const NAME: &'static str = "knight";
    const KEYS: &'static [&'static str] = &["n", "m", "path", "mode"];
    const TARGETS: &'static [&'static str] = &["step", "path"];
    const TABS: &'static [&'static str] = &["lesson", "gallery", "count", "export"];
    const EXERCISES: &'static [&'static str] = &["simulate"];
    const ITERATIVE: bool = true;
    type Error = KnightError;

    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, Error> {
        let exercise = match shared.exercise {
            None => None,
            Some(_) if keys.get("path").is_some() => {
                return Err(SharedError::TwoTargets { a: "ex", b: "path" }.into())
            }
            Some(_) => mode::exercise(keys, shared)?,
        };
        let side = |key, v: Option<&str>| match v {
            None => Err(LinkError::Puzzle(KnightError::MissingSize { key })),
            Some(v) => Ok(size(key, v, KNIGHT_MIN_SIDE, KNIGHT_MAX_SIDE)?),
        };
        let (n, m) = match (keys.get("n"), keys.get("m")) {
            (None, None) => (KNIGHT_DEFAULT_N, KNIGHT_DEFAULT_M),
            (n, m) => (side("n", n)?, side("m", m)?),
        };
        let target = if let Some(path) = keys.get("path") {
            knight_path(n, m, path)?
        } else if let Some(step) = shared.step {
            Target::Step(step, first_only(keys.get(MODE))?)
        } else {
            Target::Default
        };
        options_need_a_step(keys, shared, &[MODE])?;
        Ok(Knight { n, m, target, exercise })
    }

    fn format(&self, s: &mut String) {
        s.push_str("n=");
        push_decimal(s, self.n as u64);
        s.push_str("&m=");
        push_decimal(s, self.m as u64);
        match &self.target {
            Target::Default => {}
            Target::Step(k, first) => mode::push_step(s, *k, *first),
            Target::Path(p) => push_list(s, "&path=", p),
        }
        if let Some(e) = &self.exercise {
            mode::push_exercise(s, e, matches!(self.target, Target::Step(..)));
        }
    }

    fn step(&self) -> Option<u64> {
        match self.target {
            Target::Step(k, _) => Some(k),
            _ => None,
        }
    }

    fn exercise(&self) -> Option<&'static str> {
        self.exercise.as_ref().map(|_| SIMULATE)
    }

    fn answers(&self) -> Option<&str> {
        self.exercise.as_ref().and_then(|e| e.answers.as_deref())
    }

    fn answers_cut(&self) -> Option<&Error> {
        self.exercise.as_ref().and_then(|e| e.answers_cut.as_ref())
    }
}

/// A path's moves from (1,1), each on the board, ending on (n, m).
#[inline(never)]
fn knight_path(n: usize, m: usize, path: &str) -> Result<Target, Error> {
    let (mut x, mut y) = (1i32, 1i32);
    let mut dirs = Vec::new();
    for (k, part) in path.split(sep('-')).enumerate() {
        let at = k + 1;
        let d = match number("path", part) {
            Ok(d @ 1..=4) => d as usize,
            _ => return Err(LinkError::Puzzle(KnightError::BadMove { at, value: quote(part) })),
        };
        let (dx, dy) = MOVES[d - 1];
        (x, y) = (x + dx, y + dy);
        if x > n as i32 || y < 1 || y > m as i32 {
            return Err(LinkError::Puzzle(KnightError::LeavesBoard { at, x, y }));
        }
        dirs.push(d);
    }
    if (x, y) != (n as i32, m as i32) {
        return Err(LinkError::Puzzle(KnightError::PathNotFinished { x, y, n, m }));
    }
    Ok(Target::Path(dirs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::{checks, Lang};
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        checks::error::<Knight>(s)
    }

    fn target(s: &str) -> Target {
        parse(s).unwrap().puzzle.target
    }

    #[test]
    fn every_kind_of_knight_link_round_trips() {
        for s in [
            "puzzle=knight&n=9&m=5",
            "puzzle=knight&n=9&m=5&step=12",
            "puzzle=knight&n=9&m=5&step=12&mode=first",
            "puzzle=knight&n=9&m=5&path=3-2-4-1-4-4",
            "puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=3-b-4-1-4",
            "puzzle=knight&n=9&m=5&step=7&ex=simulate",
            "puzzle=knight&n=9&m=5&step=12&tmpl=iterative",
            "puzzle=knight&n=9&m=5&step=3&embed=code&from=3&to=9&lang=zh",
            "puzzle=knight&n=5&m=4&tab=export&tree=nodes",
        ] {
            match parse(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e:?}"),
            }
        }
    }

    /// The links of the public format (tests/links.golden, recorded from the parser every
    /// puzzle shared before each had its own part) parse and format as recorded; a bad one
    /// fails with its recorded code.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Knight>(include_str!("tests/links.golden"));
    }

    #[test]
    fn a_bare_knight_link_opens_the_default_board() {
        let l = parse("puzzle=knight").unwrap().puzzle;
        assert_eq!((l.n, l.m, l.target), (9, 5, Target::Default));
        assert_eq!(target("puzzle=knight&path=3-2-4-1-4-4"), Target::Path(vec![3, 2, 4, 1, 4, 4]));
        assert_eq!(
            err("puzzle=knight&m=5"),
            LinkError::Puzzle(KnightError::MissingSize { key: "n" })
        );
        assert_eq!(
            err("puzzle=knight&n=9"),
            LinkError::Puzzle(KnightError::MissingSize { key: "m" })
        );
        // A link without puzzle= is the default puzzle's, for the page to dispatch.
        assert_eq!(err("n=9&m=5").code(), "unknown-puzzle");
    }

    #[test]
    fn knight_links_need_both_sides_in_range_and_own_keys() {
        assert!(matches!(
            err("puzzle=knight&n=9&m=21"),
            LinkError::Shared(SharedError::SizeOutOfRange { key: "m", .. })
        ));
        for s in [
            "puzzle=knight&n=9&m=5&q=1",
            "puzzle=knight&n=9&m=5&count=1",
            "puzzle=knight&method=scan",
        ] {
            assert_eq!(err(s).code(), "unknown-key", "{s}");
        }
        assert_eq!(err("puzzle=knight&ex=quiz").code(), "unknown-exercise");
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&ex=simulate"),
            LinkError::Shared(SharedError::TwoTargets { a: "ex", b: "path" })
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&step=3"),
            LinkError::Shared(SharedError::TwoTargets { a: "step", b: "path" })
        );
        assert_eq!(err("puzzle=knight&mode=first").code(), "option-without-step");
        let l = parse("puzzle=knight&n=9&m=5&step=12&tmpl=iterative&lang=zh").unwrap();
        assert_eq!((l.template, l.lang), (Template::Iterative, Some(Lang::Zh)));
    }

    #[test]
    fn a_damaged_answer_list_keeps_its_valid_prefix_and_the_gallery_and_gpu_are_not_the_knights() {
        let e = parse("puzzle=knight&n=4&m=3&ex=simulate&ans=3-b-").unwrap().puzzle.exercise;
        let e = e.unwrap();
        let cut = LinkError::Shared(SharedError::EmptyAnswer { at: 3 });
        assert_eq!((e.answers.as_deref(), e.answers_cut), (Some("3-b"), Some(cut)));
        // A cut link formats to the answers it kept.
        let l = parse("puzzle=knight&n=4&m=3&ex=simulate&ans=3-b-X").unwrap();
        assert_eq!(format(&l), "puzzle=knight&n=4&m=3&ex=simulate&ans=3-b");
        // N-Queens' keys: unknown here, the message lists the knight's.
        for s in ["puzzle=knight&n=9&m=5&gallery=fundamental", "puzzle=knight&n=9&m=5&gpu=1"] {
            let e = err(s);
            assert_eq!(e.code(), "unknown-key", "{s}");
            let mut known = String::new();
            e.fields(&mut |name, v| {
                if name == "known" {
                    known = format!("{v:?}");
                }
            });
            assert!(known.contains("path") && !known.contains("gallery"), "{known}");
        }
    }

    #[test]
    fn knight_path_of_the_notes_parses_and_bad_paths_say_where() {
        // (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5): moves ③ ② ④ ① ④ ④.
        let own = LinkError::Puzzle;
        assert_eq!(
            target("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4"),
            Target::Path(vec![3, 2, 4, 1, 4, 4])
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=1"),
            own(KnightError::LeavesBoard { at: 1, x: 2, y: -1 })
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3-5"),
            own(KnightError::BadMove { at: 2, value: "5".into() })
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3"),
            own(KnightError::PathNotFinished { x: 3, y: 2, n: 9, m: 5 })
        );
    }

    #[test]
    fn each_knight_code_is_reachable_and_worded_in_english_and_chinese() {
        let cases = [
            ("puzzle=knight&n=9", "missing-size"),
            ("puzzle=knight&n=9&m=5&path=5", "bad-move"),
            ("puzzle=knight&n=9&m=5&path=1", "leaves-board"),
            ("puzzle=knight&n=9&m=5&path=3", "path-not-finished"),
        ];
        let strings = include_str!("../../../www/js/puzzles/knight/strings.js");
        checks::codes_reached_and_worded::<Knight>(&cases, strings);
    }
}
