//! The knight's rightward path (跳马问题), the course notes' second backtracking example,
//! as a [`Problem`] for the shared engine ([`nqueens_wasm::search`]).
//!
//! The board has n columns (x = 1..n) and m rows (y = 1..m). A Chinese-chess horse starts
//! at (1,1) and must reach (n,m), moving like a knight but only to the right. The notes try
//! its four moves in the order dx = (1, 2, 2, 1), dy = (−2, −1, 1, 2); a move that leaves
//! the board is rejected. Depth = moves made, choice = direction ①–④. Reference figures:
//! `docs/REFERENCE.md` (9 × 5: 37 paths, first (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)).

//!
//! The crate's other modules: [`limits`], the knight's limits; [`link`], its keys of the
//! share link; `wasm` (cargo feature `page`, on by default), its wasm module
//! www/pkg/knight*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use limits::{KNIGHT_MAX_SIDE, KNIGHT_MIN_SIDE};
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{self, usual_lines, Mode, Problem, Search};
use std::fmt;

/// The notes' moves ①–④, in order: (dx, dy).
pub const MOVES: [(i32, i32); 4] = [(1, -2), (2, -1), (2, 1), (1, 2)];
/// A board side outside [`KNIGHT_MIN_SIDE`]..=[`KNIGHT_MAX_SIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// Columns asked for.
    pub n: usize,
    /// Rows asked for.
    pub m: usize,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board must have {KNIGHT_MIN_SIDE} to {KNIGHT_MAX_SIDE} columns and rows, not {} × {}",
            self.n, self.m
        )
    }
}

impl std::error::Error for BoardError {}

impl ErrorCode for BoardError {
    /// The error's code for the page: `size-out-of-range`.
    fn code(&self) -> &'static str {
        "size-out-of-range"
    }
}

/// Why a move is rejected: it would land on (x, y), off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffBoard {
    /// Column the move would land on.
    pub x: i32,
    /// Row the move would land on.
    pub y: i32,
}

/// The rightward-horse puzzle on an n × m board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knight {
    n: usize,
    m: usize,
    /// path[0] = (1,1); path[d] = the square after d moves.
    path: Vec<(i32, i32)>,
}

impl Knight {
    /// The puzzle with the horse on (1,1).
    ///
    /// # Errors
    /// [`BoardError`] when n or m is outside 2..=20.
    pub fn new(n: usize, m: usize) -> Result<Self, BoardError> {
        let side = KNIGHT_MIN_SIDE..=KNIGHT_MAX_SIDE;
        if !side.contains(&n) || !side.contains(&m) {
            return Err(BoardError { n, m });
        }
        let mut path = Vec::with_capacity(n);
        path.push((1, 1));
        Ok(Self { n, m, path })
    }

    /// Where `choice` (1..=4) leads from the square after `depth − 1` moves.
    fn target(&self, depth: usize, choice: usize) -> (i32, i32) {
        let (x, y) = self.path[depth - 1];
        let (dx, dy) = MOVES[choice - 1];
        (x + dx, y + dy)
    }

    /// The squares visited, (1,1) first: 1-based (x, y).
    pub fn path(&self) -> &[(i32, i32)] {
        &self.path
    }

    /// Board columns n.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Board rows m.
    pub fn m(&self) -> usize {
        self.m
    }
}

impl Problem for Knight {
    type Conflict = OffBoard;
    type History = ();
    /// The notes' `jump(x, y, k)` and its `main`, then the lines of their iterative form
    /// (`move`, `test`, `assign`, `print`, `moves` and `end` are shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "move", "test", "assign", "print", "recurse", "undo", "main", "moves",
        "start", "end", "iter", "init", "loop", "next", "found", "down", "up",
    ];

    /// A jump executes `path[k] = (nx, ny)` (`assign`, called from the on-board `test`); a
    /// rejected move fails that `test` (called from the `move` line).
    fn executes(
        &self,
        e: Option<&search::Event<OffBoard>>,
    ) -> (&'static str, Option<&'static str>) {
        usual_lines(e, "test", "move")
    }

    /// The notes' iterative form: `path[0] ← (1, 1); k ← 1; i[1] ← 0` (`init`, step 0);
    /// `while k > 0 do` (`loop`) `i[k] ← i[k] + 1` (`next`: a new move); `if i[k] ≤ 4 then`
    /// (`found`) the target (`move`), the on-board `test`, `path[k] ← (nx, ny)` (`assign`),
    /// `print` or `k ← k + 1; i[k] ← 0` (`down`); `else k ← k − 1` (`up`: past the fourth
    /// move, back one jump). A rejected move fails `test` (from `move`), a jump is `assign`
    /// (from `test`); a jump onto (n, m) is taken back by the next `i[k] ← i[k] + 1`
    /// (`next`), any other by `up`.
    fn executes_iterative(
        &self,
        e: Option<&search::Event<OffBoard>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        use search::Event as E;
        let goal = (self.n as i32, self.m as i32);
        Some(match e {
            None => ("init", None),
            Some(E::Remove { depth, choice }) if self.target(*depth, *choice) == goal => {
                ("next", None)
            }
            Some(E::Remove { .. }) => ("up", None),
            _ => usual_lines(e, "test", "move"),
        })
    }

    fn choices(&self) -> usize {
        MOVES.len()
    }

    /// Every move goes at least one column right, so at most n − 1 moves stay on the board;
    /// depth n is tried (and every move there leaves the board) but never taken.
    fn max_depth(&self) -> usize {
        self.n
    }

    /// One comparison: is the target on the board?
    fn check(&self, depth: usize, choice: usize) -> (Option<OffBoard>, u64) {
        let (x, y) = self.target(depth, choice);
        let on = x <= self.n as i32 && (1..=self.m as i32).contains(&y);
        ((!on).then_some(OffBoard { x, y }), 1)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        let t = self.target(depth, choice);
        self.path.truncate(depth);
        self.path.push(t);
    }

    fn undo(&mut self, depth: usize, _choice: usize) {
        self.path.truncate(depth);
    }

    fn is_solution(&self, depth: usize) -> bool {
        self.path[depth] == (self.n as i32, self.m as i32)
    }
}

/// One event of the horse's search. Squares are 1-based (x, y); `dir` is 1..=4 (①–④).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Move `dir` from (from_x, from_y) to (x, y) stays on the board: the horse jumps.
    Place { depth: usize, dir: usize, from_x: i32, from_y: i32, x: i32, y: i32 },
    /// Move `dir` from (from_x, from_y) would land on (x, y), off the board.
    Conflict { depth: usize, dir: usize, from_x: i32, from_y: i32, x: i32, y: i32 },
    /// Backtrack: the jump `dir` to (x, y) is taken back.
    Remove { depth: usize, dir: usize, x: i32, y: i32 },
    /// The horse is on (n, m); `number` is the 1-based index of this path.
    Solution { number: u64 },
    /// The search is over.
    Done,
}

impl Event {
    /// An engine event in the knight's words, `knight` the puzzle right after it.
    pub fn of(knight: &Knight, e: search::Event<OffBoard>) -> Event {
        let path = knight.path();
        match e {
            search::Event::Place { depth, choice } => {
                let (from_x, from_y) = path[depth - 1];
                let (x, y) = path[depth];
                Event::Place { depth, dir: choice, from_x, from_y, x, y }
            }
            search::Event::Conflict { depth, choice, conflict } => {
                let (from_x, from_y) = path[depth - 1];
                Event::Conflict { depth, dir: choice, from_x, from_y, x: conflict.x, y: conflict.y }
            }
            search::Event::Remove { depth, choice } => {
                let (x, y) = knight.target(depth, choice);
                Event::Remove { depth, dir: choice, x, y }
            }
            search::Event::Solution { number } => Event::Solution { number },
            search::Event::Done => Event::Done,
        }
    }
}

/// The horse's search on an n × m board at step 0, stepped one event at a time in either
/// direction by the engine; a step costs O(1). Its events in the knight's words:
/// [`Event::of`].
///
/// # Errors
/// [`BoardError`] when n or m is outside 2..=20.
pub fn search(n: usize, m: usize, mode: Mode) -> Result<Search<Knight>, BoardError> {
    Ok(Search::new(Knight::new(n, m)?, mode))
}

/// Formats a path as the notes print it: `(1,1)->(3,2)->(5,1)`.
pub fn format_path(path: &[(i32, i32)]) -> String {
    let parts: Vec<String> = path.iter().map(|(x, y)| format!("({x},{y})")).collect();
    parts.join("->")
}

/// Every path from (1,1) to (n,m), in the notes' move order, as lists of squares.
///
/// # Errors
/// [`BoardError`] when n or m is outside 2..=20.
pub fn all_paths(n: usize, m: usize) -> Result<Vec<Vec<(i32, i32)>>, BoardError> {
    let mut s = search(n, m, Mode::AllSolutions)?;
    let mut out = Vec::new();
    while s.run_to_next_solution().is_some() {
        out.push(s.problem().path().to_vec());
    }
    Ok(out)
}

/// The number of rightward paths from (1,1) to (n,m), by dynamic programming over the
/// columns (every move goes right, so paths into column x come only from x − 1 and x − 2).
/// O(n·m); the search's own count must agree.
///
/// # Errors
/// [`BoardError`] when n or m is outside 2..=20.
pub fn count_paths(n: usize, m: usize) -> Result<u64, BoardError> {
    Knight::new(n, m)?;
    // ways[x][y]: paths from (1,1) to (x,y); 1-based with a margin.
    let mut ways = vec![vec![0u64; m + 1]; n + 1];
    ways[1][1] = 1;
    for x in 1..=n {
        for y in 1..=m {
            let here = ways[x][y];
            if here == 0 {
                continue;
            }
            for (dx, dy) in MOVES {
                let (tx, ty) = (x as i32 + dx, y as i32 + dy);
                if tx <= n as i32 && (1..=m as i32).contains(&ty) {
                    ways[tx as usize][ty as usize] += here;
                }
            }
        }
    }
    Ok(ways[n][m])
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Executing;

    #[test]
    fn code_lines_of_the_nine_by_five_opening() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search(9, 5, Mode::AllSolutions).unwrap();
        assert_eq!(s.executing(), at("start", "", 0));
        // From (1,1), moves ① (2,−1) and ② (3,0) leave the board: each fails the on-board
        // test, called from the move line; ③ lands on (3,2): path[1] = (3,2), from the test.
        let want = [at("test", "move", 1), at("test", "move", 1), at("assign", "test", 1)];
        for (i, w) in want.iter().enumerate() {
            s.step();
            assert_eq!(s.executing(), *w, "event {}", i + 1);
        }
        // The notes' path (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5) prints after 6 jumps.
        s.run_to_next_solution();
        assert_eq!(s.executing(), at("print", "", 6));
        // Then the last jump is taken back: path[6] = none in jump(…, 6).
        s.step();
        assert_eq!(s.executing(), at("undo", "", 6));
        while s.step().is_some() {}
        assert_eq!(s.executing(), at("end", "", 0));
    }

    /// Worked out by hand from the notes' iterative form on 9 × 5 (moves ① (1,−2), ②
    /// (2,−1), ③ (2,1), ④ (1,2)): from (1,1), ① to (2,−1) and ② to (3,0) leave the board,
    /// ③ lands on (3,2), k = 1 throughout; then k ← 2 and ① from (3,2) lands on (4,0): off.
    #[test]
    fn iterative_lines_of_the_nine_by_five_opening() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search(9, 5, Mode::AllSolutions).unwrap();
        assert_eq!(s.executing_iterative().unwrap(), at("init", "", 1));
        let want = [
            at("test", "move", 1),
            at("test", "move", 1),
            at("assign", "test", 1),
            at("test", "move", 2),
            at("assign", "test", 2), // ② from (3,2) to (5,1)
        ];
        for (i, w) in want.iter().enumerate() {
            s.step();
            assert_eq!(s.executing_iterative().unwrap(), *w, "event {}", i + 1);
        }
        // The notes' path prints with k = 6; (9,5) is taken back by i[6] ← i[6] + 1.
        s.run_to_next_solution();
        assert_eq!(s.executing_iterative().unwrap(), at("print", "", 6));
        s.step();
        assert_eq!(s.executing_iterative().unwrap(), at("next", "", 6));
        // (8,3)->(9,5) was move ④, so i[6] = 5 > 4: k ← k − 1 = 5 takes back (8,3).
        s.step();
        assert_eq!(s.executing_iterative().unwrap(), at("up", "", 5));
        while s.step().is_some() {}
        assert_eq!(s.executing_iterative().unwrap(), at("end", "", 0));
    }

    #[test]
    fn nine_by_five_gives_the_notes_path_first_and_37_in_all() {
        let paths = all_paths(9, 5).unwrap();
        assert_eq!(format_path(&paths[0]), "(1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)");
        assert_eq!(paths.len(), 37);
    }

    #[test]
    fn path_counts_and_first_paths_match_the_reference() {
        let cases = [
            (4, 3, 1, Some("(1,1)->(2,3)->(3,1)->(4,3)")),
            (5, 5, 2, Some("(1,1)->(2,3)->(3,1)->(4,3)->(5,5)")),
            (8, 8, 18, Some("(1,1)->(3,2)->(4,4)->(5,2)->(6,4)->(7,6)->(8,8)")),
            (12, 7, 530, Some("(1,1)->(3,2)->(5,1)->(7,2)->(9,1)->(10,3)->(11,5)->(12,7)")),
            (2, 2, 0, None),
        ];
        for (n, m, count, first) in cases {
            let paths = all_paths(n, m).unwrap();
            assert_eq!(paths.len(), count, "{n} × {m}");
            assert_eq!(paths.first().map(|p| format_path(p)).as_deref(), first, "{n} × {m}");
        }
    }

    #[test]
    fn full_nine_by_five_search_tries_1392_moves() {
        let mut s = search(9, 5, Mode::AllSolutions).unwrap();
        while s.step().is_some() {}
        let c = s.counters();
        assert_eq!(c.tried, 1_392);
        assert_eq!(c.solutions, 37);
    }

    #[test]
    fn opening_of_the_nine_by_five_search_by_hand() {
        let mut s = search(9, 5, Mode::AllSolutions).unwrap();
        // ① from (1,1) lands on (2,-1): off the board. ② lands on (3,0): off. ③ to (3,2).
        let step = |s: &mut Search<Knight>| s.step().map(|e| Event::of(s.problem(), e));
        assert_eq!(
            step(&mut s),
            Some(Event::Conflict { depth: 1, dir: 1, from_x: 1, from_y: 1, x: 2, y: -1 })
        );
        assert_eq!(
            step(&mut s),
            Some(Event::Conflict { depth: 1, dir: 2, from_x: 1, from_y: 1, x: 3, y: 0 })
        );
        let place = Event::Place { depth: 1, dir: 3, from_x: 1, from_y: 1, x: 3, y: 2 };
        assert_eq!(step(&mut s), Some(place));
        assert_eq!(s.last_event().map(|e| Event::of(s.problem(), e)), Some(place));
        assert!(s.back().is_some());
        assert_eq!(s.problem().path(), &[(1, 1)]);
    }

    #[test]
    fn back_undoes_each_step_of_the_whole_eight_by_eight_search() {
        let s = search(8, 8, Mode::AllSolutions).unwrap();
        let end = search::back_undoes_each_step(s, u64::MAX).unwrap();
        assert!(end.is_finished());
    }

    #[test]
    fn path_count_by_columns_agrees_with_the_reference_and_the_search() {
        for (n, m, want) in [(9, 5, 37), (4, 3, 1), (5, 5, 2), (8, 8, 18), (12, 7, 530), (2, 2, 0)]
        {
            assert_eq!(count_paths(n, m).unwrap(), want, "{n} × {m}");
        }
        for n in 2..=9 {
            for m in 2..=7 {
                assert_eq!(count_paths(n, m).unwrap(), all_paths(n, m).unwrap().len() as u64);
            }
        }
        assert!(count_paths(20, 20).unwrap() > 0);
    }

    #[test]
    fn boards_outside_2_to_20_are_errors() {
        assert_eq!(Knight::new(1, 5).unwrap_err(), BoardError { n: 1, m: 5 });
        assert_eq!(Knight::new(5, 21).unwrap_err(), BoardError { n: 5, m: 21 });
    }
}
