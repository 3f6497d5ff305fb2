//! Board and placement: the textbook tuple x\[1..N\], where x\[i\] is the 1-based column of
//! the queen in row i, and the one rule that says whether two queens attack each other.
//!
//! Two queens attack along a column (equal columns), a diagonal (r − c equal) or an
//! anti-diagonal (r + c equal); the course notes write the test as
//! `x[j]==x[k] || |x[j]-x[k]|==|j-k|`. Every other module asks [`attack_line`].

use std::fmt;

use crate::limits::{BOARD_MAX_N, BOARD_MIN_N};
use nqueens_wasm::error::ErrorCode;
pub(crate) use nqueens_wasm::link::push_decimal;

/// A board size outside [`BOARD_MIN_N`]..=[`BOARD_MAX_N`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The size that was asked for.
    pub n: usize,
    /// The largest size accepted where it was asked: [`BOARD_MAX_N`] for the board, solver
    /// and stepper, [`crate::limits::COUNT_MAX_N`] for the counter.
    pub max: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "N must be from {BOARD_MIN_N} to {}, not {}", self.max, self.n)
    }
}

impl std::error::Error for SizeError {}

impl ErrorCode for SizeError {
    /// The error's code for the page: `size-out-of-range`.
    fn code(&self) -> &'static str {
        "size-out-of-range"
    }
}

/// Checks a board size. Returns `n` when `BOARD_MIN_N <= n <= BOARD_MAX_N` (1..=32).
///
/// # Errors
/// [`SizeError`] for any other `n`.
pub fn check_n(n: usize) -> Result<usize, SizeError> {
    if (BOARD_MIN_N..=BOARD_MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(SizeError { n, max: BOARD_MAX_N })
    }
}

/// The line along which two queens attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Same column.
    Column,
    /// Same diagonal: row − column is equal.
    Diagonal,
    /// Same anti-diagonal: row + column is equal.
    AntiDiagonal,
}

impl Line {
    /// The line's name: `column`, `diagonal` or `anti-diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The line along which queens on squares (r1, c1) and (r2, c2) attack each other, if any.
///
/// Squares are (row, column), any base as long as both use the same one. The two queens
/// are assumed to be in different rows, as they always are in a placement tuple.
pub fn attack_line(r1: usize, c1: usize, r2: usize, c2: usize) -> Option<Line> {
    if c1 == c2 {
        Some(Line::Column)
    } else if r1 + c2 == r2 + c1 {
        Some(Line::Diagonal)
    } else if r1 + c1 == r2 + c2 {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

/// One pair of queens that attack each other; rows and columns are 1-based, `row_a < row_b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// The earlier row.
    pub row_a: usize,
    /// Column of the queen in `row_a`.
    pub col_a: usize,
    /// The later row.
    pub row_b: usize,
    /// Column of the queen in `row_b`.
    pub col_b: usize,
    /// The line they share.
    pub line: Line,
}

impl fmt::Display for Attack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the queens at ({}, {}) and ({}, {}) attack each other along a {}",
            self.row_a, self.col_a, self.row_b, self.col_b, self.line
        )
    }
}

/// A full or partial placement: `cols[i]` is the 1-based column of the queen in row i + 1,
/// or 0 when that row is empty. N is `cols.len()`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    cols: Vec<usize>,
}

/// Why a column list is not a placement on an N × N board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// N is outside 1..=32.
    Size(SizeError),
    /// A column is above N (0 is allowed and means an empty row).
    ColumnOutOfRange {
        /// 1-based row.
        row: usize,
        /// The column given.
        col: usize,
        /// The board size.
        n: usize,
    },
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::Size(e) => e.fmt(f),
            PlacementError::ColumnOutOfRange { row, col, n } => {
                write!(f, "row {row} has column {col}, but columns run from 1 to {n}")
            }
        }
    }
}

impl std::error::Error for PlacementError {}

impl ErrorCode for PlacementError {
    /// The error's code for the page: `size-out-of-range` or `column-out-of-range`.
    fn code(&self) -> &'static str {
        match self {
            PlacementError::Size(e) => e.code(),
            PlacementError::ColumnOutOfRange { .. } => "column-out-of-range",
        }
    }
}

/// The textbook line of 1-based columns of any N (row 1 first, 0 = empty row printed `_`),
/// separated by single spaces: `1 5 8 6 3 7 2 4`. The caller checks the columns (≤ N).
pub fn line(cols: &[usize]) -> String {
    let mut s = String::with_capacity(cols.len() * 4);
    for (i, &c) in cols.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        if c == 0 {
            s.push('_');
        } else {
            push_decimal(&mut s, c as u64);
        }
    }
    s
}

/// The textbook grid of 1-based columns of any N: N lines of N characters, `X` for a
/// queen and `-` for an empty square, each ended by `\n` (N × (N + 1) bytes; the caller
/// keeps N small, see [`crate::limits::GRID_MAX_N`]).
pub fn grid(cols: &[usize]) -> String {
    let n = cols.len();
    let mut s = String::with_capacity(n * (n + 1));
    for &c in cols {
        for col in 1..=n {
            s.push(if col == c { 'X' } else { '-' });
        }
        s.push('\n');
    }
    s
}

impl Placement {
    /// Builds a placement from 1-based columns (0 = empty row); N is `cols.len()`.
    ///
    /// # Errors
    /// [`PlacementError::Size`] when N is outside 1..=32, and
    /// [`PlacementError::ColumnOutOfRange`] for a column above N.
    pub fn new(cols: Vec<usize>) -> Result<Self, PlacementError> {
        let n = check_n(cols.len()).map_err(PlacementError::Size)?;
        if let Some((i, &col)) = cols.iter().enumerate().find(|&(_, &c)| c > n) {
            return Err(PlacementError::ColumnOutOfRange { row: i + 1, col, n });
        }
        Ok(Self { cols })
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        self.cols.len()
    }

    /// The columns, row 1 first; 0 marks an empty row.
    pub fn cols(&self) -> &[usize] {
        &self.cols
    }

    /// True when every row holds a queen.
    pub fn is_complete(&self) -> bool {
        self.cols.iter().all(|&c| c != 0)
    }

    /// Every pair of queens that attack each other, ordered by `row_a`, then `row_b`.
    /// O(N²) comparisons.
    pub fn attacks(&self) -> Vec<Attack> {
        let mut out = Vec::new();
        for (a, &col_a) in self.cols.iter().enumerate() {
            for (b, &col_b) in self.cols.iter().enumerate().skip(a + 1) {
                if col_a == 0 || col_b == 0 {
                    continue;
                }
                let (row_a, row_b) = (a + 1, b + 1);
                if let Some(line) = attack_line(row_a, col_a, row_b, col_b) {
                    out.push(Attack { row_a, col_a, row_b, col_b, line });
                }
            }
        }
        out
    }

    /// True when every row holds a queen and no two queens attack each other.
    pub fn is_solution(&self) -> bool {
        self.is_complete() && self.attacks().is_empty()
    }

    /// The textbook line, columns separated by single spaces: `1 5 8 6 3 7 2 4`.
    /// An empty row prints as `_`.
    pub fn to_line(&self) -> String {
        line(&self.cols)
    }

    /// The textbook grid: N lines of N characters, `X` for a queen and `-` for an empty
    /// square, each line ended by `\n`.
    pub fn to_grid(&self) -> String {
        grid(&self.cols)
    }

    /// The position in Forsyth–Edwards Notation for N = 8, white queens only, row 1 as
    /// rank 8 (the top of the board as drawn): `Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4 w - - 0 1`
    /// for `1 5 8 6 3 7 2 4`. `None` for any other N.
    pub fn to_fen(&self) -> Option<String> {
        if self.n() != 8 {
            return None;
        }
        let mut s = String::new();
        for (i, &c) in self.cols.iter().enumerate() {
            if i > 0 {
                s.push('/');
            }
            // Empty squares before and after the queen (at most 7, one digit each).
            let (before, after) = if c == 0 { (8, 0) } else { (c - 1, 8 - c) };
            if before > 0 {
                push_decimal(&mut s, before as u64);
            }
            if c != 0 {
                s.push('Q');
            }
            if after > 0 {
                push_decimal(&mut s, after as u64);
            }
        }
        s.push_str(" w - - 0 1");
        Some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(cols: &[usize]) -> Placement {
        Placement::new(cols.to_vec()).unwrap()
    }

    #[test]
    fn attack_line_names_each_line_and_none_for_a_knight_move() {
        assert_eq!(attack_line(1, 3, 5, 3), Some(Line::Column));
        assert_eq!(attack_line(2, 3, 3, 4), Some(Line::Diagonal)); // REFERENCE: (3,4) vs (2,3)
        assert_eq!(attack_line(2, 3, 3, 2), Some(Line::AntiDiagonal));
        assert_eq!(attack_line(1, 1, 2, 3), None);
    }

    #[test]
    fn first_eight_queens_solution_formats_as_textbook_line_and_grid() {
        let s = p(&[1, 5, 8, 6, 3, 7, 2, 4]);
        assert!(s.is_solution());
        assert_eq!(s.to_line(), "1 5 8 6 3 7 2 4");
        let grid = s.to_grid();
        let lines: Vec<&str> = grid.lines().collect();
        assert_eq!(lines[0], "X-------");
        assert_eq!(lines[1], "----X---");
        assert_eq!(lines[7], "---X----");
        assert_eq!(lines.len(), 8);
    }

    #[test]
    fn course_notes_partial_1_3_4_is_caught_as_a_diagonal_attack() {
        // REFERENCE.md: [1, 3, 4] is not fine: (3,4) shares a diagonal with (2,3).
        let a = p(&[1, 3, 4, 0, 0, 0, 0, 0]).attacks();
        assert_eq!(
            a,
            vec![Attack { row_a: 2, col_a: 3, row_b: 3, col_b: 4, line: Line::Diagonal }]
        );
    }

    #[test]
    fn attacks_lists_every_attacking_pair_with_its_line() {
        let a = p(&[1, 1, 3]).attacks();
        assert_eq!(
            a,
            vec![
                Attack { row_a: 1, col_a: 1, row_b: 2, col_b: 1, line: Line::Column },
                Attack { row_a: 1, col_a: 1, row_b: 3, col_b: 3, line: Line::Diagonal },
            ]
        );
        assert_eq!(p(&[2, 1]).attacks()[0].line, Line::AntiDiagonal);
    }

    #[test]
    fn partial_placement_is_not_a_solution_and_prints_empty_rows() {
        let s = p(&[2, 4, 0, 0]);
        assert!(!s.is_complete());
        assert!(!s.is_solution());
        assert_eq!(s.to_line(), "2 4 _ _");
    }

    #[test]
    fn fen_of_the_first_solution_matches_the_hand_written_string() {
        assert_eq!(
            p(&[1, 5, 8, 6, 3, 7, 2, 4]).to_fen().unwrap(),
            "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4 w - - 0 1"
        );
        assert_eq!(p(&[1, 0, 0, 0, 0, 0, 0, 8]).to_fen().unwrap(), "Q7/8/8/8/8/8/8/7Q w - - 0 1");
        assert_eq!(p(&[2, 4, 1, 3]).to_fen(), None);
    }

    #[test]
    fn new_rejects_bad_sizes_and_columns() {
        assert_eq!(Placement::new(vec![]), Err(PlacementError::Size(SizeError { n: 0, max: 32 })));
        assert_eq!(
            Placement::new(vec![1; 33]),
            Err(PlacementError::Size(SizeError { n: 33, max: 32 }))
        );
        assert_eq!(
            Placement::new(vec![1, 5, 2]),
            Err(PlacementError::ColumnOutOfRange { row: 2, col: 5, n: 3 })
        );
        assert_eq!(check_n(32), Ok(32));
    }
}
