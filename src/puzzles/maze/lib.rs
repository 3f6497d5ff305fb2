//! The maze (迷宫问题) by backtracking, one of the course notes' chapter problems, as a
//! [`Problem`] for the shared engine ([`nqueens_wasm::search`]).
//!
//! A grid of open squares and walls, a start and an exit (squares are 1-based (row,
//! column), row 1 at the top). A path moves up, right, down or left through open squares,
//! never visiting a square twice, from the start to the exit (docs/REFERENCE.md, "Maze";
//! 王晓东, 《计算机算法设计与分析》, chapter 5). The notes give no order of the moves, so the
//! search tries them in the fixed order **up, right, down, left** ([`MOVES`]; choices 1–4,
//! the page's ①–④).
//!
//! Depth d is the d-th move, its choice the direction. The path is marked on the way in
//! (`mark[r][c]`, [`Problem::apply`]) and unmarked on backtrack ([`Problem::undo`]); a move
//! fails the test (the constraint function) when it leaves the grid, hits a wall or reaches
//! a marked square, one on the current path ([`Blocked`]), so no square is entered twice.
//! Reaching the exit is a leaf: the path is printed and the search backs up from it. A
//! **dead end** is a square other than the exit all four of whose moves fail: its backtrack
//! says so ([`Event::Remove`]'s `dead_end`).
//!
//! Modes: the first path ([`Mode::FirstSolution`]) or every path ([`Mode::AllSolutions`]),
//! which keeps the shortest found so far as the optimising puzzles keep their best: the
//! search's history ([`Problem::on_solution`], [`Best`]), restored on back. The shortest is
//! kept, not used to prune: every path is listed.
//!
//! **The notes' template, filled in** (for the page's table): f(n, t) = 1, g(n, t) = 4 (the
//! moves up, right, down, left); h(i) = the square move i reaches from the path's last;
//! constraint(t) = that square is on the grid, open and not marked; bound(t) = true (none);
//! solution(t) = the square is the exit (the path has no fixed length, as the knight's);
//! output(x) = print the path (and keep it when shorter than the shortest so far). Adapted:
//! `x[t] = h(i)` marks the square, and the backtrack unmarks it.
//!
//! The procedure's lines ([`Problem::LINES`]): the recursive `maze(r, c, k)` and its `main`
//! (`proc`, `for`, `move`, `test`, `assign`, `print`, `recurse`, `undo`, `main`, `moves`,
//! `start`, `end`), then the notes' loop form `maze()` (`iter`, `init`, `loop`, `next`,
//! `found`, `unmark`, `down`, `up`; `move`, `test`, `assign`, `print`, `moves` and `end`
//! shared), laid out in [`Maze::executes_iterative`]'s docs.
//!
//! Reference values from outside the project: the corner-to-corner paths of an open n × n
//! grid, 1, 2, 12, 184, 8,512 (OEIS A007764); the shortest path is the breadth-first
//! distance.
//!
//! The crate's other modules: [`limits`], the maze's limits; [`link`], its keys of the
//! share link; `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/maze*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use limits::{MAZE_MAX_SIDE, MAZE_MIN_SIDE};
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{self, usual_lines, Mode, Problem, Search};
use std::fmt;

/// The moves in the order the search tries them, as (row, column) steps, rows growing
/// downwards: up, right, down, left.
pub const MOVES: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// A square, 1-based (row, column), row 1 at the top.
pub type Square = (usize, usize);

/// The maze the page opens with: 8 × 8, start (1, 1), exit (8, 8), `1` a wall. It has 3
/// paths, found in the order 20, 14 and 18 moves (so the shortest so far changes once),
/// and 8 squares the search finds to be dead ends; the whole search takes 601 steps.
pub const DEFAULT_GRID: [&str; 8] = [
    "00010000", "11010110", "00000100", "01110101", "00010000", "11011110", "00000000", "01110110",
];
/// The default maze's start.
pub const DEFAULT_START: Square = (1, 1);
/// The default maze's exit.
pub const DEFAULT_EXIT: Square = (8, 8);

/// Which end of the maze an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The start.
    Start,
    /// The exit.
    Exit,
}

impl End {
    /// `start` or `exit` (the link's key).
    pub fn key(self) -> &'static str {
        match self {
            End::Start => "start",
            End::Exit => "exit",
        }
    }
}

/// Why a grid, a start and an exit are not a maze the page accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// Rows or columns outside [`MAZE_MIN_SIDE`]..=[`MAZE_MAX_SIDE`] (`cols`: the first
    /// row's length).
    Size { rows: usize, cols: usize },
    /// Row `row` (1-based) has `len` squares where the first has `want`.
    Ragged { row: usize, len: usize, want: usize },
    /// Square (`row`, `col`) is neither 0 (open) nor 1 (a wall).
    Digit { row: usize, col: usize },
    /// The start or the exit (`end`) at (`row`, `col`) is off the grid.
    OffGrid { end: End, row: usize, col: usize },
    /// The start or the exit at (`row`, `col`) is a wall.
    OnWall { end: End, row: usize, col: usize },
    /// The start and the exit are the same square.
    SameSquare { row: usize, col: usize },
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::Size { rows, cols } => write!(
                f,
                "a maze has {MAZE_MIN_SIDE} to {MAZE_MAX_SIDE} rows and columns, not {rows} × {cols}"
            ),
            GridError::Ragged { row, len, want } => {
                write!(f, "row {row} has {len} squares where row 1 has {want}")
            }
            GridError::Digit { row, col } => {
                write!(f, "square ({row}, {col}) must be 0 (open) or 1 (a wall)")
            }
            GridError::OffGrid { end, row, col } => {
                write!(f, "the {} ({row}, {col}) is off the grid", end.key())
            }
            GridError::OnWall { end, row, col } => {
                write!(f, "the {} ({row}, {col}) is a wall", end.key())
            }
            GridError::SameSquare { row, col } => {
                write!(f, "the start and the exit are the same square ({row}, {col})")
            }
        }
    }
}

impl std::error::Error for GridError {}

impl ErrorCode for GridError {
    /// The error's code for the page: `maze-size`, `maze-ragged`, `maze-digit`,
    /// `maze-off-grid`, `maze-on-wall` or `maze-same-square` (the link's codes for the same
    /// errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            GridError::Size { .. } => "maze-size",
            GridError::Ragged { .. } => "maze-ragged",
            GridError::Digit { .. } => "maze-digit",
            GridError::OffGrid { .. } => "maze-off-grid",
            GridError::OnWall { .. } => "maze-on-wall",
            GridError::SameSquare { .. } => "maze-same-square",
        }
    }
}

/// A valid maze: 1..=12 rows of 1..=12 squares each, a start and an exit on two different
/// open squares (the limits in [`crate::limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    /// True for a wall, row by row.
    walls: Vec<bool>,
    start: Square,
    exit: Square,
}

impl Grid {
    /// Checks and keeps a maze given as rows of `0` (open) and `1` (a wall) per square.
    ///
    /// # Errors
    /// [`GridError`] for the first thing wrong: the number of rows, the first row's length,
    /// each row's length, each square's digit (row by row), then the start (off the grid,
    /// on a wall), the exit, and whether they differ.
    pub fn new(rows: &[&[u8]], start: Square, exit: Square) -> Result<Self, GridError> {
        let side = MAZE_MIN_SIDE..=MAZE_MAX_SIDE;
        let cols = rows.first().map_or(0, |r| r.len());
        if !side.contains(&rows.len()) || !side.contains(&cols) {
            return Err(GridError::Size { rows: rows.len(), cols });
        }
        if let Some((i, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != cols) {
            return Err(GridError::Ragged { row: i + 1, len: r.len(), want: cols });
        }
        let mut walls = Vec::with_capacity(rows.len() * cols);
        for (i, r) in rows.iter().enumerate() {
            for (j, &v) in r.iter().enumerate() {
                match v {
                    0 | 1 => walls.push(v == 1),
                    _ => return Err(GridError::Digit { row: i + 1, col: j + 1 }),
                }
            }
        }
        let grid = Self { rows: rows.len(), cols, walls, start, exit };
        for (end, (row, col)) in [(End::Start, start), (End::Exit, exit)] {
            if !grid.inside(row as i32, col as i32) {
                return Err(GridError::OffGrid { end, row, col });
            }
            if grid.wall((row, col)) {
                return Err(GridError::OnWall { end, row, col });
            }
        }
        if start == exit {
            return Err(GridError::SameSquare { row: start.0, col: start.1 });
        }
        Ok(grid)
    }

    /// [`Grid::new`] of `cols` squares a row, `cells` row by row (0 open, 1 a wall): a last
    /// row shorter than `cols` is [`GridError::Ragged`].
    ///
    /// # Errors
    /// As [`Grid::new`].
    pub fn from_cells(
        cols: usize,
        cells: &[u8],
        start: Square,
        exit: Square,
    ) -> Result<Self, GridError> {
        if cols == 0 || cells.is_empty() {
            return Err(GridError::Size { rows: usize::from(!cells.is_empty()), cols });
        }
        let rows: Vec<&[u8]> = cells.chunks(cols).collect();
        Self::new(&rows, start, exit)
    }

    /// [`Grid::new`] of rows written as text, one character a square: `0` open, `1` a wall
    /// (any other character is [`GridError::Digit`]).
    ///
    /// # Errors
    /// As [`Grid::new`].
    pub fn from_rows(rows: &[&str], start: Square, exit: Square) -> Result<Self, GridError> {
        let digit = |c: char| match c {
            '0' => 0,
            '1' => 1,
            _ => 2,
        };
        let cells: Vec<Vec<u8>> = rows.iter().map(|r| r.chars().map(digit).collect()).collect();
        let cells: Vec<&[u8]> = cells.iter().map(Vec::as_slice).collect();
        Self::new(&cells, start, exit)
    }

    /// The maze the page opens with ([`DEFAULT_GRID`], [`DEFAULT_START`], [`DEFAULT_EXIT`]),
    /// valid as [`Grid::from_rows`] checks (the crate's tests); built without the check, so
    /// the wasm carries no panic message for it.
    pub fn default_maze() -> Self {
        let walls = DEFAULT_GRID.iter().flat_map(|r| r.bytes().map(|b| b == b'1')).collect();
        let (rows, cols) = (DEFAULT_GRID.len(), DEFAULT_GRID[0].len());
        Self { rows, cols, walls, start: DEFAULT_START, exit: DEFAULT_EXIT }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The start.
    pub fn start(&self) -> Square {
        self.start
    }

    /// The exit.
    pub fn exit(&self) -> Square {
        self.exit
    }

    /// True for a wall, row by row (`rows × cols` squares).
    pub fn walls(&self) -> &[bool] {
        &self.walls
    }

    /// True when (row, col) is on the grid.
    pub fn inside(&self, row: i32, col: i32) -> bool {
        (1..=self.rows as i32).contains(&row) && (1..=self.cols as i32).contains(&col)
    }

    /// The index of a square on the grid, row by row.
    pub fn index(&self, (row, col): Square) -> usize {
        (row - 1) * self.cols + col - 1
    }

    /// True when the square (on the grid) is a wall.
    pub fn wall(&self, square: Square) -> bool {
        self.walls[self.index(square)]
    }

    /// The number of open squares.
    pub fn open(&self) -> usize {
        self.walls.iter().filter(|&&w| !w).count()
    }

    /// Where move `dir` (1..=4) leads from `from`, on the grid or not.
    pub fn step(from: Square, dir: usize) -> (i32, i32) {
        let (dr, dc) = MOVES[dir - 1];
        (from.0 as i32 + dr, from.1 as i32 + dc)
    }

    /// The rows as `0`/`1` text, row 1 first (the link's `grid`, joined by `-`).
    pub fn row_texts(&self) -> Vec<String> {
        self.walls
            .chunks(self.cols)
            .map(|r| r.iter().map(|&w| if w { '1' } else { '0' }).collect())
            .collect()
    }
}

/// Why a move fails the test: the square it reaches is off the grid, a wall, or on the
/// path already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// The move leaves the grid, to (row, col) (a row or column 0 or past the last).
    OffGrid { row: i32, col: i32 },
    /// (row, col) is a wall.
    Wall { row: usize, col: usize },
    /// (row, col) is marked: the `at`-th square of the path (0 = the start).
    OnPath { row: usize, col: usize, at: usize },
}

impl Blocked {
    /// The square the move reaches, on the grid or not.
    pub fn square(self) -> (i32, i32) {
        match self {
            Blocked::OffGrid { row, col } => (row, col),
            Blocked::Wall { row, col } | Blocked::OnPath { row, col, .. } => {
                (row as i32, col as i32)
            }
        }
    }
}

/// The shortest path found so far, the search's history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Best {
    /// Its moves; `None` before any path is found.
    pub moves: Option<usize>,
    /// Its squares, the start first; empty before any.
    pub path: Vec<Square>,
}

/// The maze's search state: the grid, the path (marked) and the shortest path so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    grid: Grid,
    /// path[0] = the start; path[d] = the square after d moves.
    path: Vec<Square>,
    /// mark[i] = 1 + the square's index on the path, 0 when unmarked (row by row).
    mark: Vec<usize>,
    best: Best,
}

impl Maze {
    /// The maze with the start marked, nothing else.
    pub fn new(grid: &Grid) -> Self {
        let mut mark = vec![0; grid.walls.len()];
        mark[grid.index(grid.start)] = 1;
        Self { grid: grid.clone(), path: vec![grid.start], mark, best: Best::default() }
    }

    /// The grid.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The path so far, the start first.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The shortest path found so far.
    pub fn best(&self) -> &Best {
        &self.best
    }

    /// 1 + the square's index on the path (its depth + 1), 0 when it is not on the path.
    pub fn mark(&self, square: Square) -> usize {
        self.mark[self.grid.index(square)]
    }

    /// Where `choice` at `depth` leads: move `choice` from the square after `depth − 1`
    /// moves.
    pub fn target(&self, depth: usize, choice: usize) -> (i32, i32) {
        Grid::step(self.path[depth - 1], choice)
    }

    /// Why the square (row, col) cannot be entered next, if it cannot, with the tests made
    /// (on the grid, open, not marked; the first that fails ends them).
    fn blocked(&self, (row, col): (i32, i32)) -> (Option<Blocked>, u64) {
        if !self.grid.inside(row, col) {
            return (Some(Blocked::OffGrid { row, col }), 1);
        }
        let square = (row as usize, col as usize);
        if self.grid.wall(square) {
            return (Some(Blocked::Wall { row: square.0, col: square.1 }), 2);
        }
        match self.mark(square) {
            0 => (None, 3),
            m => (Some(Blocked::OnPath { row: square.0, col: square.1, at: m - 1 }), 3),
        }
    }

    /// True when `square` (not on the path, as after its backtrack) is a dead end with the
    /// path as it is: not the exit, and every move from it fails the test. The test's answer
    /// for each move is what it was when the search stood on the square: the marks then
    /// were the path's now and the square's own, which no move from it reaches.
    pub fn dead_end(&self, square: Square) -> bool {
        square != self.grid.exit
            && (1..=MOVES.len()).all(|dir| self.blocked(Grid::step(square, dir)).0.is_some())
    }
}

impl Problem for Maze {
    type Conflict = Blocked;
    type History = Best;
    /// The recursive `maze(r, c, k)` and its `main`, then the lines of the loop form
    /// (`move`, `test`, `assign`, `print`, `moves` and `end` are shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "move", "test", "assign", "print", "recurse", "undo", "main", "moves",
        "start", "end", "iter", "init", "loop", "next", "found", "unmark", "down", "up",
    ];

    /// The recursive form, `maze(r, c, k)` (k: the move made next):
    ///
    /// ```text
    /// proc     maze(r, c, k):
    /// for        for i = 1 to 4:                      ▷ up, right, down, left
    /// move         nr = r + dr[i];  nc = c + dc[i]
    /// test         if (nr, nc) is on the grid, open and not marked:
    /// assign         mark[nr][nc] = k; path[k] = (nr, nc)
    /// print          if (nr, nc) == exit: print path[0..k]
    /// recurse        else: maze(nr, nc, k + 1)
    /// undo           mark[nr][nc] = 0                 ▷ unmark on backtrack
    /// main     main:
    /// moves      dr = [−1, 0, 1, 0];  dc = [0, 1, 0, −1]
    /// start      mark[start] = 1; path[0] = start; maze(start, 1)
    /// end        end
    /// ```
    ///
    /// A move taken executes `assign` (called from `test`), a move that fails the `test`
    /// (called from `move`); a backtrack `undo`, a path `print`.
    fn executes(&self, e: Option<&search::Event<Blocked>>) -> (&'static str, Option<&'static str>) {
        usual_lines(e, "test", "move")
    }

    /// The loop form, `maze()` (k: the move being made, `i[k]` its direction):
    ///
    /// ```text
    /// iter     maze():
    /// moves      dr = [−1, 0, 1, 0];  dc = [0, 1, 0, −1]
    /// init       mark[start] = 1; path[0] ← start; k ← 1; i[1] ← 0
    /// loop       while k > 0 do
    /// next         i[k] ← i[k] + 1
    /// found        if i[k] ≤ 4 then
    /// move           (nr, nc) ← path[k − 1] + (dr[i[k]], dc[i[k]])
    /// test           if (nr, nc) is on the grid, open and not marked then
    /// assign           mark[nr][nc] ← k; path[k] ← (nr, nc)
    /// print            if (nr, nc) = exit then print path[0..k]
    /// unmark             mark[nr][nc] ← 0
    /// down             else k ← k + 1; i[k] ← 0
    /// up           else mark[path[k − 1]] ← 0; k ← k − 1
    /// end        end
    /// ```
    ///
    /// Step 0 is `init`; a move tried is `test` or `assign` as in the recursive form; the
    /// exit's backtrack is `unmark` (k stays), any other `up` (past the fourth move, back
    /// one square: k is then the event's depth).
    fn executes_iterative(
        &self,
        e: Option<&search::Event<Blocked>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        use search::Event as E;
        let exit = self.grid.exit;
        Some(match e {
            None => ("init", None),
            Some(E::Remove { depth, choice }) => {
                if self.target(*depth, *choice) == (exit.0 as i32, exit.1 as i32) {
                    ("unmark", None)
                } else {
                    ("up", None)
                }
            }
            _ => usual_lines(e, "test", "move"),
        })
    }

    fn choices(&self) -> usize {
        MOVES.len()
    }

    /// A simple path has fewer moves than the maze has open squares: the deepest move
    /// tried is the open squares' number, and none is taken there.
    fn max_depth(&self) -> usize {
        self.grid.open()
    }

    /// Up to three comparisons: on the grid, open, not marked.
    fn check(&self, depth: usize, choice: usize) -> (Option<Blocked>, u64) {
        self.blocked(self.target(depth, choice))
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        let (row, col) = self.target(depth, choice);
        let square = (row as usize, col as usize);
        self.path.truncate(depth);
        self.path.push(square);
        let i = self.grid.index(square);
        self.mark[i] = depth + 1;
    }

    fn undo(&mut self, depth: usize, _choice: usize) {
        let i = self.grid.index(self.path[depth]);
        self.mark[i] = 0;
        self.path.truncate(depth);
    }

    fn is_solution(&self, depth: usize) -> bool {
        self.path[depth] == self.grid.exit
    }

    /// A path shorter than the shortest so far (or the first) becomes the shortest.
    fn on_solution(&mut self, depth: usize) -> Option<Best> {
        if self.best.moves.is_some_and(|m| m <= depth) {
            return None;
        }
        let now = Best { moves: Some(depth), path: self.path.clone() };
        Some(std::mem::replace(&mut self.best, now))
    }

    fn restore(&mut self, before: Best) {
        self.best = before;
    }

    /// The replay's total, up to [`limits::MAZE_COUNT_MAX_STEPS`] steps (not the core's
    /// larger budget: the maze steps at half the knight's rate).
    fn total_steps(search: &Search<Self>) -> Option<u64> {
        search.total_steps_by_replay(limits::MAZE_COUNT_MAX_STEPS)
    }
}

/// One event of the maze's search in its own words; `dir` is 1..=4 (up, right, down,
/// left).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Move `dir` from `from` to `to` passes the test: `to` is marked, the path's `depth`-th
    /// square.
    Place { depth: usize, dir: usize, from: Square, to: Square },
    /// Move `dir` from `from` fails the test, for `blocked`.
    Conflict { depth: usize, dir: usize, from: Square, blocked: Blocked },
    /// Backtrack: `square`, reached by move `dir`, is unmarked; `dead_end` when every move
    /// from it failed (never for the exit).
    Remove { depth: usize, dir: usize, square: Square, dead_end: bool },
    /// The path reaches the exit: path number `number`, of `moves` moves.
    Solution { number: u64, moves: usize },
    /// The search is over.
    Done,
}

impl Event {
    /// An engine event in the maze's words, `maze` the state right after it.
    pub fn of(maze: &Maze, e: search::Event<Blocked>) -> Event {
        let path = maze.path();
        match e {
            search::Event::Place { depth, choice } => {
                Event::Place { depth, dir: choice, from: path[depth - 1], to: path[depth] }
            }
            search::Event::Conflict { depth, choice, conflict } => {
                Event::Conflict { depth, dir: choice, from: path[depth - 1], blocked: conflict }
            }
            search::Event::Remove { depth, choice } => {
                let (row, col) = maze.target(depth, choice);
                let square = (row as usize, col as usize);
                Event::Remove { depth, dir: choice, square, dead_end: maze.dead_end(square) }
            }
            search::Event::Solution { number } => Event::Solution { number, moves: path.len() - 1 },
            search::Event::Done => Event::Done,
        }
    }
}

/// The maze's search at step 0, stepped one event at a time in either direction by the
/// engine; its events in the maze's words: [`Event::of`].
pub fn search(grid: &Grid, mode: Mode) -> Search<Maze> {
    Search::new(Maze::new(grid), mode)
}

/// Every path from the start to the exit, in the search's order, as lists of squares.
/// Unbounded: for small mazes (the tests'); the page counts with [`count_paths`].
pub fn all_paths(grid: &Grid) -> Vec<Vec<Square>> {
    let mut s = search(grid, Mode::AllSolutions);
    let mut out = Vec::new();
    while s.run_to_next_solution().is_some() {
        out.push(s.problem().path().to_vec());
    }
    out
}

/// What an all-paths count found ([`count_paths`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathCount {
    /// The paths found (all of them when `finished`).
    pub paths: u64,
    /// The shortest path's moves among those found, `None` before any.
    pub shortest: Option<usize>,
    /// The steps the search took.
    pub steps: u64,
    /// True when the search ran to its end within the step budget.
    pub finished: bool,
}

/// Counts the paths by the all-paths search, taking at most `max_steps` steps (the page's
/// [`limits::MAZE_COUNT_MAX_STEPS`]); a search cut short gives the paths found so far.
pub fn count_paths(grid: &Grid, max_steps: u64) -> PathCount {
    let mut s = search(grid, Mode::AllSolutions);
    let c = s.count_until(max_steps);
    let shortest = s.problem().best().moves;
    PathCount { paths: c.solutions, shortest, steps: c.steps, finished: c.finished }
}

/// Knuth's estimate of the number of steps the all-paths search takes (D. E. Knuth,
/// "Estimating the efficiency of backtrack programs", Math. Comp. 29 (1975) 121–136):
/// `probes` random descents from the start, each choosing uniformly among the moves that
/// pass the test; a descent through squares with d₁, d₂, … such moves estimates the nodes
/// taken at depth k as d₁·d₂·…·dₖ, unbiased. A node taken costs 2 steps (its place and its
/// backtrack) and 4 tried moves, the moves that fail 1 step each; a path 1 step more. The
/// random numbers are a fixed xorshift sequence, so the estimate is the same every time.
pub fn estimate_steps(grid: &Grid, probes: u32) -> f64 {
    let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let (mut nodes, mut leaves) = (0.0f64, 0.0f64);
    for _ in 0..probes.max(1) {
        let mut m = Maze::new(grid);
        let mut weight = 1.0;
        let mut depth = 1;
        loop {
            let open: Vec<usize> =
                (1..=MOVES.len()).filter(|&c| m.check(depth, c).0.is_none()).collect();
            if open.is_empty() {
                break;
            }
            weight *= open.len() as f64;
            let choice = open[(next() % open.len() as u64) as usize];
            m.apply(depth, choice);
            nodes += weight;
            if m.is_solution(depth) {
                leaves += weight;
                break;
            }
            depth += 1;
        }
    }
    let probes = f64::from(probes.max(1));
    let (nodes, leaves) = (nodes / probes, leaves / probes);
    // Tried moves: 4 at the start and at every node taken but the exit's; each tried move
    // is a step, each node taken one more (its backtrack), each path one, the end one.
    let tried = 4.0 * (1.0 + nodes - leaves);
    tried + nodes + leaves + 1.0
}

/// The first step at which each square (row by row) is reported a dead end, 0 for none, in
/// a search of `mode` run for at most `max_steps` steps: the page shades the squares whose
/// step it has reached (a dead end found is not undone by the steps after it, so it is
/// not part of the search's state).
pub fn dead_end_steps(grid: &Grid, mode: Mode, max_steps: u64) -> Vec<u64> {
    let mut s = search(grid, mode);
    let mut first = vec![0; grid.walls.len()];
    while s.counters().steps < max_steps {
        let Some(e) = s.step() else { break };
        if let Event::Remove { square, dead_end: true, .. } = Event::of(s.problem(), e) {
            let i = grid.index(square);
            if first[i] == 0 {
                first[i] = s.counters().steps;
            }
        }
    }
    first
}

/// Formats a path as squares: `(1,1)->(1,2)->(2,2)`.
pub fn format_path(path: &[Square]) -> String {
    let parts: Vec<String> = path.iter().map(|(r, c)| format!("({r},{c})")).collect();
    parts.join("->")
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Event::{Conflict, Done, Place, Remove, Solution};
    use nqueens_wasm::search::{Counters, Executing};

    type E = search::Event<Blocked>;

    fn p(depth: usize, choice: usize) -> E {
        Place { depth, choice }
    }

    fn r(depth: usize, choice: usize) -> E {
        Remove { depth, choice }
    }

    fn off(depth: usize, choice: usize, row: i32, col: i32) -> E {
        Conflict { depth, choice, conflict: Blocked::OffGrid { row, col } }
    }

    fn wall(depth: usize, choice: usize, row: usize, col: usize) -> E {
        Conflict { depth, choice, conflict: Blocked::Wall { row, col } }
    }

    fn on(depth: usize, choice: usize, row: usize, col: usize, at: usize) -> E {
        Conflict { depth, choice, conflict: Blocked::OnPath { row, col, at } }
    }

    /// `000` over `010`, from (1,1) to (2,3): one path along the top, a dead end at (2,1).
    fn tiny() -> Grid {
        Grid::from_rows(&["000", "010"], (1, 1), (2, 3)).unwrap()
    }

    /// Forward, the trace must be `want`; backward, every state (path, marks, shortest,
    /// trail and counters) must come back exactly, down to step 0.
    fn check_both_ways(mut s: Search<Maze>, want: &[E]) -> Search<Maze> {
        let mut states = vec![s.clone()];
        for (i, w) in want.iter().enumerate() {
            assert_eq!(s.step(), Some(*w), "step {}", i + 1);
            let lines = [Some(s.executing()), s.executing_iterative()];
            for at in lines.into_iter().flatten() {
                for line in [Some(at.line), at.caller].into_iter().flatten() {
                    assert!(Maze::LINES.contains(&line), "{line}");
                }
            }
            states.push(s.clone());
        }
        assert_eq!(s.step(), None);
        let end = s.clone();
        states.pop();
        while let Some(before) = states.pop() {
            s.back();
            assert_eq!(s, before, "back to step {}", states.len());
        }
        end
    }

    #[test]
    fn the_tiny_maze_by_hand_forwards_and_back() {
        // Moves up, right, down, left from each square; marks as the path goes.
        #[rustfmt::skip]
        let want = [
            off(1, 1, 0, 1), p(1, 2),            // (1,1): up leaves the grid; right to (1,2)
            off(2, 1, 0, 2), p(2, 2),            // (1,2): up off; right to (1,3)
            off(3, 1, 0, 3), off(3, 2, 1, 4),    // (1,3): up off, right off
            p(3, 3), Solution { number: 1 },     // 7. down to (2,3), the exit: 3 moves
            r(3, 3),                             // 9. (2,3) unmarked
            on(3, 4, 1, 2, 1),                   // 10. (1,3): left is (1,2), on the path
            r(2, 2),                             // 11. (1,3) unmarked
            wall(2, 3, 2, 2), on(2, 4, 1, 1, 0), // (1,2): down a wall, left the start
            r(1, 2),                             // 14. (1,2) unmarked
            p(1, 3),                             // 15. (1,1): down to (2,1)
            on(2, 1, 1, 1, 0), wall(2, 2, 2, 2), // (2,1): up the start, right a wall,
            off(2, 3, 3, 1), off(2, 4, 2, 0),    // down and left off the grid
            r(1, 3),                             // 20. (2,1) unmarked: a dead end
            off(1, 4, 1, 0),                     // 21. (1,1): left off
            Done,
        ];
        let end = check_both_ways(search(&tiny(), Mode::AllSolutions), &want);
        let m = end.problem();
        assert_eq!(m.path(), &[(1, 1)]);
        assert_eq!(m.best(), &Best { moves: Some(3), path: vec![(1, 1), (1, 2), (1, 3), (2, 3)] });
        // 4 moves taken and 12 failed; comparisons: 7 off the grid (1 each), 2 walls (2
        // each), 3 on the path and 4 taken (3 each).
        let want = Counters {
            steps: 22,
            tried: 16,
            placements: 4,
            backtracks: 4,
            solutions: 1,
            comparisons: 7 + 4 + 9 + 12,
            constraint_prunes: 12,
            bound_prunes: 0,
        };
        assert_eq!(end.counters(), want);
    }

    #[test]
    fn the_default_mazes_first_path_by_hand_forwards_and_back() {
        // From (1,1), each square's moves up, right, down, left until one passes the test;
        // `at` is the index on the path of a marked square (the start is 0).
        #[rustfmt::skip]
        let want = [
            off(1, 1, 0, 1), p(1, 2),                                   // (1,1) → (1,2)
            off(2, 1, 0, 2), p(2, 2),                                   // → (1,3)
            off(3, 1, 0, 3), wall(3, 2, 1, 4), p(3, 3),                 // → (2,3)
            on(4, 1, 1, 3, 2), wall(4, 2, 2, 4), p(4, 3),               // → (3,3)
            on(5, 1, 2, 3, 3), p(5, 2),                                 // → (3,4)
            wall(6, 1, 2, 4), p(6, 2),                                  // → (3,5)
            p(7, 1),                                                    // → (2,5)
            p(8, 1),                                                    // → (1,5)
            off(9, 1, 0, 5), p(9, 2),                                   // → (1,6)
            off(10, 1, 0, 6), p(10, 2),                                 // → (1,7)
            off(11, 1, 0, 7), p(11, 2),                                 // → (1,8)
            off(12, 1, 0, 8), off(12, 2, 1, 9), p(12, 3),               // → (2,8)
            on(13, 1, 1, 8, 11), off(13, 2, 2, 9), p(13, 3),            // → (3,8)
            on(14, 1, 2, 8, 12), off(14, 2, 3, 9), wall(14, 3, 4, 8), p(14, 4), // → (3,7)
            wall(15, 1, 2, 7), on(15, 2, 3, 8, 13), p(15, 3),           // → (4,7)
            on(16, 1, 3, 7, 14), wall(16, 2, 4, 8), p(16, 3),           // → (5,7)
            on(17, 1, 4, 7, 15), p(17, 2),                              // → (5,8)
            wall(18, 1, 4, 8), off(18, 2, 5, 9), p(18, 3),              // → (6,8)
            on(19, 1, 5, 8, 17), off(19, 2, 6, 9), p(19, 3),            // → (7,8)
            on(20, 1, 6, 8, 18), off(20, 2, 7, 9), p(20, 3),            // → (8,8), the exit
            Solution { number: 1 },                                     // 20 moves
            r(20, 3),                                                   // (8,8) unmarked
            p(20, 4),                                                   // (7,8) → (7,7)
        ];
        let mut s = search(&Grid::default_maze(), Mode::AllSolutions);
        let mut states = vec![s.clone()];
        for (i, w) in want.iter().enumerate() {
            assert_eq!(s.step(), Some(*w), "step {}", i + 1);
            states.push(s.clone());
        }
        assert_eq!(s.counters().steps, 52);
        assert_eq!(s.problem().best().moves, Some(20));
        assert_eq!(s.problem().path()[20], (7, 7));
        states.pop();
        while let Some(before) = states.pop() {
            s.back();
            assert_eq!(s, before, "back to step {}", states.len());
        }
        assert_eq!(s.problem().best(), &Best::default());
    }

    #[test]
    fn the_tiny_mazes_backtracks_say_which_square_is_a_dead_end() {
        let mut s = search(&tiny(), Mode::AllSolutions);
        let mut dead = Vec::new();
        while let Some(e) = s.step() {
            if let Event::Remove { square, dead_end, .. } = Event::of(s.problem(), e) {
                dead.push((s.counters().steps, square, dead_end));
            }
        }
        let want = [
            (9, (2, 3), false), // the exit is never a dead end
            (11, (1, 3), false),
            (14, (1, 2), false),
            (20, (2, 1), true),
        ];
        assert_eq!(dead, want);
        let steps = dead_end_steps(&tiny(), Mode::AllSolutions, u64::MAX);
        assert_eq!(steps, [0, 0, 0, 20, 0, 0]);
        // The first-path search stops before it: no dead end.
        assert!(dead_end_steps(&tiny(), Mode::FirstSolution, u64::MAX).iter().all(|&s| s == 0));
        let mut s = search(&tiny(), Mode::AllSolutions);
        s.seek(7).unwrap();
        let e = Event::of(s.problem(), s.last_event().unwrap());
        assert_eq!(e, Event::Place { depth: 3, dir: 3, from: (1, 3), to: (2, 3) });
        s.step();
        assert_eq!(
            Event::of(s.problem(), s.last_event().unwrap()),
            Event::Solution { number: 1, moves: 3 }
        );
        s.seek(1).unwrap();
        let e = Event::of(s.problem(), s.last_event().unwrap());
        let blocked = Blocked::OffGrid { row: 0, col: 1 };
        assert_eq!(e, Event::Conflict { depth: 1, dir: 1, from: (1, 1), blocked });
    }

    #[test]
    fn the_path_is_marked_on_the_way_in_and_unmarked_on_backtrack() {
        let g = tiny();
        let mut s = search(&g, Mode::AllSolutions);
        s.seek(7).unwrap();
        let marks: Vec<usize> = (1..=2)
            .flat_map(|r| (1..=3).map(move |c| (r, c)))
            .map(|sq| s.problem().mark(sq))
            .collect();
        assert_eq!(marks, [1, 2, 3, 0, 0, 4]);
        s.seek(11).unwrap();
        assert_eq!((s.problem().mark((1, 3)), s.problem().mark((2, 3))), (0, 0));
        s.seek(15).unwrap();
        assert_eq!(s.problem().path(), &[(1, 1), (2, 1)]);
        assert_eq!(s.problem().mark((2, 1)), 2);
        s.back();
        assert_eq!(s.problem().mark((2, 1)), 0);
    }

    #[test]
    fn each_step_is_on_its_line_in_both_forms() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search(&tiny(), Mode::AllSolutions);
        assert_eq!(s.executing(), at("start", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("init", "", 1)));
        s.step();
        assert_eq!(s.executing(), at("test", "move", 1));
        s.step();
        assert_eq!(s.executing(), at("assign", "test", 1));
        s.seek(8).unwrap();
        assert_eq!(s.executing(), at("print", "", 3));
        assert_eq!(s.executing_iterative(), Some(at("print", "", 3)));
        s.step();
        // The exit is unmarked on the print's next line; k stays 3.
        assert_eq!(s.executing(), at("undo", "", 3));
        assert_eq!(s.executing_iterative(), Some(at("unmark", "", 3)));
        s.seek(11).unwrap();
        // (1,3)'s moves are all tried: unmark it and go back, k ← 2.
        assert_eq!(s.executing(), at("undo", "", 2));
        assert_eq!(s.executing_iterative(), Some(at("up", "", 2)));
        s.seek(22).unwrap();
        assert_eq!(s.executing(), at("end", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("end", "", 0)));
    }

    #[test]
    fn the_first_path_search_stops_at_the_first_path() {
        let mut s = search(&tiny(), Mode::FirstSolution);
        while s.step().is_some() {}
        assert_eq!(s.counters().steps, 9);
        assert_eq!(s.problem().path(), &[(1, 1), (1, 2), (1, 3), (2, 3)]);
        let end = search::back_undoes_each_step(search(&tiny(), Mode::FirstSolution), 100);
        assert!(end.unwrap().is_finished());
    }

    #[test]
    fn the_default_maze_has_three_paths_the_shortest_found_second() {
        // Found in the order up, right, down, left: 20 moves, then 14, then 18.
        let g = Grid::default_maze();
        let paths = all_paths(&g);
        assert_eq!(paths.iter().map(|p| p.len() - 1).collect::<Vec<_>>(), [20, 14, 18]);
        assert_eq!(
            format_path(&paths[1]),
            "(1,1)->(1,2)->(1,3)->(2,3)->(3,3)->(3,4)->(3,5)->(4,5)->(5,5)->(5,6)->(5,7)->\
             (5,8)->(6,8)->(7,8)->(8,8)"
        );
        let c = count_paths(&g, u64::MAX);
        let want = PathCount { paths: 3, shortest: Some(14), steps: 601, finished: true };
        assert_eq!(c, want);
        // The dead ends: squares all of whose moves fail, at some point of the search.
        let steps = dead_end_steps(&g, Mode::AllSolutions, u64::MAX);
        let dead: Vec<Square> = (0..steps.len())
            .filter(|&i| steps[i] > 0)
            .map(|i| (i / g.cols() + 1, i % g.cols() + 1))
            .collect();
        assert_eq!(dead, [(2, 5), (3, 2), (3, 4), (4, 5), (4, 7), (5, 6), (8, 1), (8, 5)]);
        // A count cut short keeps what it found.
        let cut = count_paths(&g, 100);
        assert_eq!((cut.paths, cut.steps, cut.finished), (1, 100, false));
        assert_eq!(search(&g, Mode::AllSolutions).total_steps(), Some(601));
        // Knuth's estimate is near the 601 steps.
        let e = estimate_steps(&g, limits::MAZE_ESTIMATE_PROBES);
        assert!((400.0..900.0).contains(&e), "{e}");
    }

    #[test]
    fn the_shortest_so_far_is_replaced_only_by_a_shorter_path_and_restored_on_back() {
        let mut s = search(&Grid::default_maze(), Mode::AllSolutions);
        s.run_to_next_solution();
        assert_eq!(s.problem().best().moves, Some(20));
        s.run_to_next_solution();
        let at_second = s.counters().steps;
        assert_eq!(s.problem().best().moves, Some(14));
        s.run_to_next_solution();
        assert_eq!(s.problem().best().moves, Some(14));
        s.seek(at_second - 1).unwrap();
        assert_eq!(s.problem().best().moves, Some(20));
        assert_eq!(s.problem().best().path.len(), 21);
        s.reset();
        assert_eq!(s.problem().best(), &Best::default());
        let end = search::back_undoes_each_step(s, u64::MAX).unwrap();
        assert!(end.is_finished());
    }

    #[test]
    fn grids_are_checked_for_size_rows_digits_then_ends() {
        use GridError::*;
        let g = |rows: &[&str], start, exit| Grid::from_rows(rows, start, exit);
        assert_eq!(g(&[], (1, 1), (1, 2)), Err(Size { rows: 0, cols: 0 }));
        assert_eq!(g(&["0"; 13], (1, 1), (2, 1)), Err(Size { rows: 13, cols: 1 }));
        assert_eq!(g(&["0000000000000"], (1, 1), (1, 2)), Err(Size { rows: 1, cols: 13 }));
        assert_eq!(g(&["00", "0"], (1, 1), (1, 2)), Err(Ragged { row: 2, len: 1, want: 2 }));
        assert_eq!(g(&["00", "0a"], (1, 1), (1, 2)), Err(Digit { row: 2, col: 2 }));
        assert_eq!(
            g(&["00", "00"], (3, 1), (1, 2)),
            Err(OffGrid { end: End::Start, row: 3, col: 1 })
        );
        assert_eq!(
            g(&["00", "01"], (1, 1), (2, 2)),
            Err(OnWall { end: End::Exit, row: 2, col: 2 })
        );
        assert_eq!(g(&["00"], (1, 2), (1, 2)), Err(SameSquare { row: 1, col: 2 }));
        assert_eq!(
            Grid::from_cells(2, &[0, 0, 0], (1, 1), (1, 2)),
            Err(Ragged { row: 2, len: 1, want: 2 })
        );
        assert_eq!(Grid::from_cells(0, &[], (1, 1), (1, 2)), Err(Size { rows: 0, cols: 0 }));
        assert!(g(&["000000000000"; 12], (1, 1), (12, 12)).is_ok());
        assert_eq!(g(&DEFAULT_GRID, DEFAULT_START, DEFAULT_EXIT), Ok(Grid::default_maze()));
        assert_eq!(Ragged { row: 2, len: 1, want: 2 }.code(), "maze-ragged");
        assert_eq!(
            OnWall { end: End::Exit, row: 2, col: 2 }.to_string(),
            "the exit (2, 2) is a wall"
        );
    }
}
