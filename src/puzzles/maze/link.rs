//! The maze's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=maze&grid=00010000-11010110-…&start=1-1&exit=8-8`:
//! `grid` the rows, row 1 first, joined by `-`, each one digit a square (`0` open, `1` a
//! wall); `start` and `exit` squares as `row-column`, 1-based; the three together or none
//! (`puzzle=maze` alone opens the default maze). With `&step=…` for a step of the search
//! (and `mode=first` for the search that stops at its first path), or the simulate exercise
//! `ex=simulate` (with `mode` and the shared `ans`). Anything wrong is a shared error or a
//! [`MazeError`].
//!
//! The ends are `start` and `exit`, not `from` and `to`: those are the shared keys of an
//! embedded page's range of steps.

use crate::limits::{MAZE_MAX_SIDE, MAZE_MIN_SIDE};
use crate::{Grid, GridError, Square};
use nqueens_wasm::link::instance::InstanceKeys;
use nqueens_wasm::link::mode::ModePart;
use nqueens_wasm::link::{self, number, quote, sep, Keys, LinkError};

pub use nqueens_wasm::link::mode::Target;

/// The maze's part of a link: the grid with its start and exit (the default maze when the
/// link has none), a step of the search and its mode, the simulate exercise (the student
/// makes the search's moves; `mode=first`: it stops at its first path).
pub type Maze = ModePart<Grid>;

/// The maze's exercise, with its mode and a result link's answers.
pub type Exercise = nqueens_wasm::link::mode::Exercise<MazeError>;

/// A maze link.
pub type Link = link::Link<Maze>;

nqueens_wasm::link_errors! {
    /// Why the maze's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum MazeError {
        /// One or two of `grid`, `start`, `exit` without `key` (the first missing).
        MazeMissing { key: &'static str },
        /// Rows or columns outside `min`..=`max` (`cols`: the first row's squares).
        MazeSize { rows: usize, cols: usize, min: usize, max: usize },
        /// Row `row` has `len` squares where row 1 has `want`.
        MazeRagged { row: usize, len: usize, want: usize },
        /// Square (`row`, `col`) is `value`, neither 0 nor 1.
        MazeDigit { row: usize, col: usize, value: String },
        /// `start` or `exit` (`key`) is not `row-column` in digits.
        MazeBadSquare { key: &'static str, value: String },
        /// `start` or `exit` is off the `rows` × `cols` grid; `row` and `col` as typed (a
        /// number too large for any grid is quoted, not read).
        MazeOffGrid { key: &'static str, row: String, col: String, rows: usize, cols: usize },
        /// `start` or `exit` is a wall.
        MazeOnWall { key: &'static str, row: usize, col: usize },
        /// `start` and `exit` are the same square.
        MazeSameSquare { row: usize, col: usize },
    }
}

/// A maze link error: a shared one or a [`MazeError`].
pub type Error = LinkError<MazeError>;

/// The parse of a maze link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the maze's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a maze link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Grid {
    const NAME: &'static str = "maze";
    const KEYS: &'static [&'static str] = &["grid", "start", "exit", "mode"];
    const TABS: &'static [&'static str] = &["lesson"];
    const ITERATIVE: bool = true;
    type Error = MazeError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        match (keys.get("grid"), keys.get("start"), keys.get("exit")) {
            (None, None, None) => Ok(Grid::default_maze()),
            (Some(g), Some(s), Some(e)) => grid(g, s, e),
            (g, s, _) => {
                let key = if g.is_none() {
                    "grid"
                } else if s.is_none() {
                    "start"
                } else {
                    "exit"
                };
                Err(LinkError::Puzzle(MazeError::MazeMissing { key }))
            }
        }
    }

    fn format(&self, s: &mut String) {
        s.push_str("grid=");
        s.push_str(&self.row_texts().join("-"));
        push_square(s, "&start=", self.start());
        push_square(s, "&exit=", self.exit());
    }
}

/// `key` and the square as `row-column`.
fn push_square(s: &mut String, key: &str, (row, col): Square) {
    link::push_list(s, key, &[row, col]);
}

/// A square of `key` (`start` or `exit`): two numbers joined by `-`.
#[inline(never)]
fn square(key: &'static str, value: &str) -> Result<Square, Error> {
    let bad = || LinkError::Puzzle(MazeError::MazeBadSquare { key, value: quote(value) });
    let (r, c) = value.split_once(sep('-')).ok_or_else(bad)?;
    let (r, c) = (number(key, r).map_err(|_| bad())?, number(key, c).map_err(|_| bad())?);
    // A number too large for any grid is off it; usize::MAX keeps it so.
    let wide = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
    Ok((wide(r), wide(c)))
}

/// The maze of `grid`, `start` and `exit`; its errors as link errors, quoting the square
/// as typed.
#[inline(never)]
fn grid(text: &str, start_text: &str, exit_text: &str) -> Result<Grid, Error> {
    use MazeError as E;
    let rows: Vec<Vec<char>> = text.split(sep('-')).map(|r| r.chars().collect()).collect();
    let cols = rows[0].len();
    let side = MAZE_MIN_SIDE..=MAZE_MAX_SIDE;
    if !side.contains(&rows.len()) || !side.contains(&cols) {
        let (min, max) = (MAZE_MIN_SIDE, MAZE_MAX_SIDE);
        return Err(LinkError::Puzzle(E::MazeSize { rows: rows.len(), cols, min, max }));
    }
    let cells: Vec<Vec<u8>> = rows
        .iter()
        .map(|r| {
            r.iter()
                .map(|&c| {
                    if c == '1' {
                        1
                    } else if c == '0' {
                        0
                    } else {
                        2
                    }
                })
                .collect()
        })
        .collect();
    let cell_rows: Vec<&[u8]> = cells.iter().map(Vec::as_slice).collect();
    let (start, exit) = (square("start", start_text)?, square("exit", exit_text)?);
    Grid::new(&cell_rows, start, exit).map_err(|e| {
        LinkError::Puzzle(match e {
            GridError::Size { rows, cols } => {
                E::MazeSize { rows, cols, min: MAZE_MIN_SIDE, max: MAZE_MAX_SIDE }
            }
            GridError::Ragged { row, len, want } => E::MazeRagged { row, len, want },
            GridError::Digit { row, col } => {
                E::MazeDigit { row, col, value: quote(&rows[row - 1][col - 1].to_string()) }
            }
            GridError::OffGrid { end, .. } => {
                let typed = if end.key() == "start" { start_text } else { exit_text };
                let (row, col) = typed.split_once(sep('-')).unwrap_or((typed, ""));
                let (row, col) = (quote(row), quote(col));
                E::MazeOffGrid { key: end.key(), row, col, rows: rows.len(), cols }
            }
            GridError::OnWall { end, row, col } => E::MazeOnWall { key: end.key(), row, col },
            GridError::SameSquare { row, col } => E::MazeSameSquare { row, col },
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::{checks, ErrorParts, SharedError};
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        parse(s).unwrap_err()
    }

    /// The error's code and its fields as `name=value`.
    fn parts(s: &str) -> (&'static str, String) {
        let e = err(s);
        let mut fields = Vec::new();
        e.fields(&mut |name, value| fields.push(format!("{name}={value:?}")));
        (e.code(), fields.join(" "))
    }

    const SMALL: &str = "puzzle=maze&grid=000-010-000&start=1-1&exit=3-3";

    #[test]
    fn every_kind_of_maze_link_round_trips() {
        for s in [
            SMALL,
            "puzzle=maze&grid=000-010-000&start=1-1&exit=3-3&step=12",
            "puzzle=maze&grid=000-010-000&start=3-3&exit=1-1&step=12&mode=first",
            "puzzle=maze&grid=0-0&start=1-1&exit=2-1&step=1&tmpl=iterative",
            "puzzle=maze&grid=00-00&start=1-1&exit=2-2&step=3&embed=code&from=3&to=9&lang=zh",
            "puzzle=maze&grid=00-00&start=2-2&exit=1-1&tab=lesson&tree=nodes",
            "puzzle=maze&grid=000-010-000&start=1-1&exit=3-3&ex=simulate&mode=first&ans=2-2-b",
            "puzzle=maze&grid=000-010-000&start=1-1&exit=3-3&step=4&ex=simulate",
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
        checks::golden::<Maze>(include_str!("tests/links.golden"));
    }

    #[test]
    fn a_bare_maze_link_opens_the_default_maze_and_writes_it_out() {
        let l = parse("puzzle=maze").unwrap();
        assert_eq!(
            (&l.puzzle.instance, &l.puzzle.target),
            (&Grid::default_maze(), &Target::Default)
        );
        assert_eq!(
            format(&l),
            "puzzle=maze&grid=00010000-11010110-00000100-01110101-00010000-11011110-00000000-\
             01110110&start=1-1&exit=8-8"
        );
        let l = parse("puzzle=maze&step=7&mode=first&tmpl=iterative").unwrap();
        assert_eq!((l.puzzle.target, l.template), (Target::Step(7, true), Template::Iterative));
    }

    #[test]
    fn the_ends_are_start_and_exit_because_from_and_to_are_the_embed_range() {
        // `from=1-1` is read as the shared embed key, a step number.
        assert_eq!(err("puzzle=maze&from=1-1").code(), "option-without-embed");
        assert_eq!(
            err("puzzle=maze&embed=1&from=1-1").code(),
            "not-a-number",
            "the embed range's from"
        );
    }

    #[test]
    fn bad_mazes_say_which_row_square_or_end() {
        let own = LinkError::Puzzle;
        assert_eq!(err("puzzle=maze&grid=00"), own(MazeError::MazeMissing { key: "start" }));
        assert_eq!(err("puzzle=maze&start=1-1"), own(MazeError::MazeMissing { key: "grid" }));
        assert_eq!(
            err("puzzle=maze&grid=00&start=1-1"),
            own(MazeError::MazeMissing { key: "exit" })
        );
        assert_eq!(
            parts("puzzle=maze&grid=000-01-000&start=1-1&exit=3-3"),
            ("maze-ragged", "row=Number(2) len=Number(2) want=Number(3)".into())
        );
        assert_eq!(
            parts("puzzle=maze&grid=000-0x0-000&start=1-1&exit=3-3"),
            ("maze-digit", r#"row=Number(2) col=Number(2) value=Text("x")"#.into())
        );
        assert_eq!(
            parts("puzzle=maze&grid=0000000000000&start=1-1&exit=1-2"),
            ("maze-size", "rows=Number(1) cols=Number(13) min=Number(1) max=Number(12)".into())
        );
        assert_eq!(
            parts("puzzle=maze&grid=&start=1-1&exit=1-2").0,
            "maze-size",
            "an empty grid has no columns"
        );
        assert_eq!(
            parts("puzzle=maze&grid=000-010-000&start=1-1&exit=4-1"),
            (
                "maze-off-grid",
                r#"key=Text("exit") row=Text("4") col=Text("1") rows=Number(3) cols=Number(3)"#
                    .into()
            )
        );
        assert_eq!(
            parts("puzzle=maze&grid=000-010-000&start=2-2&exit=3-3"),
            ("maze-on-wall", r#"key=Text("start") row=Number(2) col=Number(2)"#.into())
        );
        assert_eq!(parts("puzzle=maze&grid=000-010-000&start=1-1&exit=1-1").0, "maze-same-square");
        for bad in ["1", "1-", "-1", "a-1", "1-1-1", "1-+1"] {
            let link = format!("puzzle=maze&grid=000-010-000&start={bad}&exit=3-3");
            let want = MazeError::MazeBadSquare { key: "start", value: bad.into() };
            assert_eq!(err(&link), own(want), "{bad}");
        }
        // A number too large for any grid is off it, quoted as typed (not as u64::MAX, nor
        // as usize::MAX, 4294967295 in wasm32), leading zeros and all.
        assert_eq!(
            parts("puzzle=maze&grid=000&start=1-99999999999999999999&exit=1-3"),
            (
                "maze-off-grid",
                r#"key=Text("start") row=Text("1") col=Text("99999999999999999999") rows=Number(1) cols=Number(3)"#
                    .into()
            )
        );
        assert_eq!(
            parts("puzzle=maze&grid=000&start=1-1&exit=01-1000").1,
            r#"key=Text("exit") row=Text("01") col=Text("1000") rows=Number(1) cols=Number(3)"#
        );
        // Another puzzle's keys and exercises are not the maze's.
        assert_eq!(err("puzzle=maze&n=8").code(), "unknown-key");
        assert_eq!(err("puzzle=maze&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=maze&mode=first").code(), "option-without-step");
        assert_eq!(err("puzzle=maze&step=3&mode=some").code(), "unknown-mode");
        assert!(matches!(
            err("puzzle=maze&tab=gallery"),
            LinkError::Shared(SharedError::UnknownValue { key: "tab", .. })
        ));
    }

    #[test]
    fn each_maze_code_is_reachable() {
        let cases = [
            ("puzzle=maze&grid=00", "maze-missing"),
            ("puzzle=maze&grid=0000000000000&start=1-1&exit=1-2", "maze-size"),
            ("puzzle=maze&grid=00-0&start=1-1&exit=1-2", "maze-ragged"),
            ("puzzle=maze&grid=02&start=1-1&exit=1-2", "maze-digit"),
            ("puzzle=maze&grid=00&start=1&exit=1-2", "maze-bad-square"),
            ("puzzle=maze&grid=00&start=1-1&exit=1-3", "maze-off-grid"),
            ("puzzle=maze&grid=01&start=1-1&exit=1-2", "maze-on-wall"),
            ("puzzle=maze&grid=00&start=1-2&exit=1-2", "maze-same-square"),
        ];
        for (link, code) in cases {
            assert_eq!(err(link).code(), code, "{link}");
        }
        assert_eq!(cases.map(|(_, c)| c), MazeError::CODES);
    }
}
