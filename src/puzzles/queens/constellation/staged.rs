//! The constellation counter's inner search, one function per stage of a task's layout, as
//! NQueensFAF's CPU solver has them (O. Pöschl and P. Ellwanger, `CpuSolverThread` in
//! github.com/olepoeschl/NQueensFAF: `SQBkBlB`, `SQBklB`, `SQBjrB`, …, one recursive function
//! per arrangement of the border queens' rows; each runs its block of rows with constant
//! shifts, jumps the pre-placed rows at its mark with the lines they add, and the last
//! block looks a row ahead).
//!
//! The masks hold the N − 2 inner columns, column c as bit c − 1: the side queens fill
//! columns 0 and N − 1. `col` has every bit from N − 2 up set, so a row's free squares are
//! `!(ld | rd | col)` with no mask. `ld` (lines going down to the right) shifts left and
//! `rd` (down to the left) right, one place a row. Every line of a pre-placed queen is in
//! them from the start row on, where it is on the board or above it: `rd` is 64 bits wide,
//! so a line that comes in from column N − 1 further down waits above the board. A line
//! that comes in from column 0 (the left queen's, and the bottom queen's going up to the
//! left) cannot wait below bit 0; it is ORed into `ld` at the row where it comes in. (The
//! graphics card's form, [`Start::narrow`], has 32-bit `rd` and ORs those lines in too.)
//!
//! A *mark* is a free row after which the search does more than shift by one: the next
//! free row is 2 or 3 rows down (a side queen's row, or both side queens' rows, are
//! jumped) or a line comes in there. A task has at most 3 ([`Start::new`]). The search is
//! one recursive function per stage: `stage3`, `stage2` and `stage1` run the rows up to
//! their mark, shifting by 1 and looking one row ahead, and at the mark jump with the
//! mark's shift and lines to the next stage. After the last mark the rows are plain: `plain`
//! looks one row ahead, and the last [`UNROLLED`] rows are loops of their own (`rows6` …
//! `rows2`, by the rows left), each nested in the one above it (one call for the 6 rows:
//! wasm calls cost more than native ones), whose checks are unrolled: a placement is
//! pruned when it leaves a row without a free square or a free column that no row left
//! can take (the k rows left take exactly the k columns left). Recursive functions
//! measured faster than loops with an explicit stack here, natively and in wasm.

/// The most marks a start has: in the processor's form the left queen's row (jumped, with
/// its line coming in), the right queen's row (jumped) and the row where the bottom
/// queen's line up to the left comes in; the graphics card's form adds the row where the
/// bottom queen's line up to the right comes in.
pub const MAX_MARKS: usize = 4;

/// The rows at the end that have unrolled loops of their own.
pub const UNROLLED: u32 = 6;

/// One mark: after free row `row` the next free row is `row + shift`, where the lines
/// `ld` and `rd` come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    pub row: u32,
    pub shift: u32,
    pub ld: u32,
    pub rd: u32,
}

/// Where a task's search starts: its first free row `row` with the masks there, its last
/// free row, and its marks in order (the first `len` of `marks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    pub row: u32,
    pub last: u32,
    pub ld: u32,
    pub rd: u64,
    pub col: u32,
    pub marks: [Mark; MAX_MARKS],
    pub len: usize,
}

impl Start {
    /// The start of the search of an N × N board below the pre-placed `queens` (row,
    /// column): the border queens of a constellation and any queens placed in the free
    /// rows above the first one left. `None` when no free row is left (or for queens that
    /// are not such a set and would need more than 3 marks).
    pub fn new(n: usize, queens: &[(u8, u8)]) -> Option<Start> {
        Start::build(n, queens, true).filter(|s| s.len < MAX_MARKS)
    }

    /// [`Start::new`] for the graphics card: `rd` fits 32 bits, and a line that comes in from
    /// column N − 1 below the start row is ORed into `rd` at its mark (up to 4 marks).
    pub fn narrow(n: usize, queens: &[(u8, u8)]) -> Option<Start> {
        Start::build(n, queens, false)
    }

    fn build(n: usize, queens: &[(u8, u8)], wide: bool) -> Option<Start> {
        let mut rows = ((1u32 << (n - 1)) - 1) & !1;
        for &(r, _) in queens {
            rows &= !(1 << r);
        }
        if rows == 0 {
            return None;
        }
        let (first, last) = (rows.trailing_zeros(), 31 - rows.leading_zeros());
        let inner = |c: i32| (1..n as i32 - 1).contains(&c);
        let mut s = Start {
            row: first,
            last,
            ld: 0,
            rd: 0,
            col: !0 << (n - 2),
            marks: [Mark::default(); MAX_MARKS],
            len: 0,
        };
        // Per free row: the lines going down to the right and to the left that come in there.
        let mut incoming = [(0u32, 0u32); 32];
        // The first free row from row `from` on, if any.
        let free_from = |from: i32| {
            let later = rows & (!0u32).checked_shl(from.max(0) as u32).unwrap_or(0);
            (later != 0).then(|| later.trailing_zeros() as i32)
        };
        for &(r, c) in queens {
            let (r, c, s_row) = (r as i32, c as i32, first as i32);
            if inner(c) {
                s.col |= 1 << (c - 1);
            }
            let down_right = c + s_row - r;
            if inner(down_right) {
                s.ld |= 1 << (down_right - 1);
            } else if let Some(f) = free_from(r + 1 - c).filter(|_| down_right < 1) {
                // In column 1 at row r + 1 − c.
                if inner(c + f - r) {
                    incoming[f as usize].0 |= 1 << (c + f - r - 1);
                }
            }
            let down_left = c - (s_row - r);
            if inner(down_left) || (wide && (1..65).contains(&down_left)) {
                s.rd |= 1 << (down_left - 1);
            } else if let Some(f) = free_from(r + c - (n as i32 - 2)).filter(|_| down_left > 1) {
                // In column N − 2 at row r + c − (N − 2).
                if inner(c - (f - r)) {
                    incoming[f as usize].1 |= 1 << (c - (f - r) - 1);
                }
            }
        }
        let (mut row, mut rest) = (first, rows & (rows - 1));
        while rest != 0 {
            let next = rest.trailing_zeros();
            rest &= rest - 1;
            let (ld, rd) = incoming[next as usize];
            if next - row > 1 || ld != 0 || rd != 0 {
                if s.len == MAX_MARKS {
                    return None;
                }
                s.marks[s.len] = Mark { row, shift: next - row, ld, rd };
                s.len += 1;
            }
            row = next;
        }
        Some(s)
    }

    /// The row of the last mark, or the start row when there is none.
    pub fn last_mark(&self) -> u32 {
        if self.len == 0 {
            self.row
        } else {
            self.marks[self.len - 1].row
        }
    }

    /// Counts the solutions below this start: (solutions, queens placed).
    pub fn count(&self) -> (u64, u64) {
        let free = !(self.ld | self.rd as u32 | self.col);
        if free == 0 {
            return (0, 0);
        }
        // Stage k reads mark 3 − k: the marks sit at the end.
        let mut marks = [Mark { row: u32::MAX, ..Mark::default() }; 3];
        let len = self.len.min(3);
        marks[3 - len..].copy_from_slice(&self.marks[..len]);
        let mut s = Search { marks, last: self.last, nodes: 0 };
        let (row, ld, rd, col) = (self.row, self.ld, self.rd, self.col);
        let solutions = match len {
            3 => s.stage3(row, ld, rd, col, free),
            2 => s.stage2(row, ld, rd, col, free),
            1 => s.stage1(row, ld, rd, col, free),
            _ => s.tail(row, ld, rd, col, free),
        };
        (solutions, s.nodes)
    }
}

/// One task's search: its marks (stage k reads `marks[3 − k]`), its last free row
/// and the queens placed so far.
struct Search {
    marks: [Mark; 3],
    last: u32,
    nodes: u64,
}

/// The free squares of the row after next, as far as the masks of the next row tell (a
/// necessary condition: the next row's queen is not in them), where that row is `shift`
/// rows down and the lines `incoming` come in.
#[inline(always)]
fn ahead(ld: u32, rd: u64, col: u32, shift: u32, incoming: u32) -> u32 {
    !(ld << shift | incoming | (rd >> shift) as u32 | col)
}

/// The function of one stage: the rows up to mark `$mark`, then the jump to `$next`.
macro_rules! stage {
    ($(#[$doc:meta])* $name:ident, $mark:expr, $next:ident) => {
        $(#[$doc])*
        fn $name(&mut self, row: u32, ld: u32, rd: u64, col: u32, mut free: u32) -> u64 {
            let mark = self.marks[$mark];
            if row != mark.row {
                let after = if row + 1 == mark.row { (mark.shift, mark.ld) } else { (1, 0) };
                return self.plain_row((ld, rd, col, free), after, |s, ld, rd, col, next| {
                    s.$name(row + 1, ld, rd, col, next)
                });
            }
            // The mark's row: each queen placed, then the jump.
            let (mut solutions, mut nodes) = (0, 0);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                nodes += 1;
                let ld = (ld | bit) << mark.shift | mark.ld;
                let rd = (rd | bit as u64) >> mark.shift | mark.rd as u64;
                let col = col | bit;
                let next = !(ld | rd as u32 | col);
                if next != 0 {
                    solutions += self.$next(row + mark.shift, ld, rd, col, next);
                }
            }
            self.nodes += nodes;
            solutions
        }
    };
}

/// The function of the row with `$left` free rows from it to the last (inclusive), all
/// plain: every check unrolled.
macro_rules! rows {
    ($name:ident, $left:expr, $next:ident) => {
        #[inline(always)]
        fn $name(&mut self, ld: u32, rd: u64, col: u32, free: u32) -> u64 {
            self.each_square((ld, rd, col, free), fits::<{ $left - 1 }>, Search::$next)
        }
    };
}

/// Whether the `LEFT` rows from the masks' row on can still take the `LEFT` columns left:
/// each row has a free square and each column is free in some row (necessary conditions).
#[inline(always)]
fn fits<const LEFT: u32>(ld: u32, rd: u64, col: u32) -> bool {
    let columns = !col;
    let (mut each_row, mut attacked_in_all) = (true, !0u32);
    for k in 0..LEFT {
        let attacked = ld << k | (rd >> k) as u32;
        each_row &= columns & !attacked != 0;
        attacked_in_all &= attacked;
    }
    each_row & (columns & attacked_in_all == 0)
}

impl Search {
    stage!(
        /// Three marks to go.
        stage3, 0, stage2
    );
    stage!(
        /// Two marks to go.
        stage2, 1, stage1
    );
    stage!(
        /// The last mark to go; after it [`Search::tail`].
        stage1, 2, tail
    );

    /// Plain rows from `row` on, by how many are left.
    fn tail(&mut self, row: u32, ld: u32, rd: u64, col: u32, free: u32) -> u64 {
        match self.last - row + 1 {
            1 => {
                self.nodes += 1;
                1
            }
            2 => self.rows2(ld, rd, col, free),
            3 => self.rows3(ld, rd, col, free),
            4 => self.rows4(ld, rd, col, free),
            5 => self.rows5(ld, rd, col, free),
            6 => self.last6(ld, rd, col, free),
            _ => self.plain(row, ld, rd, col, free),
        }
    }

    /// Plain rows, more than [`UNROLLED`] of them: one row of look-ahead.
    fn plain(&mut self, row: u32, ld: u32, rd: u64, col: u32, free: u32) -> u64 {
        if self.last - row == UNROLLED {
            self.plain_row((ld, rd, col, free), (1, 0), Search::last6)
        } else {
            self.plain_row((ld, rd, col, free), (1, 0), |s, ld, rd, col, next| {
                s.plain(row + 1, ld, rd, col, next)
            })
        }
    }

    /// One plain row: each free square placed, the next row's masks shifted by one, and the
    /// row after it looked at (`after`: how many rows down it is and the lines coming in
    /// there); each placement that leaves both a square goes on with `below`.
    #[inline(always)]
    fn plain_row(
        &mut self,
        masks: (u32, u64, u32, u32),
        (shift, incoming): (u32, u32),
        below: impl FnMut(&mut Search, u32, u64, u32, u32) -> u64,
    ) -> u64 {
        let keep = |ld: u32, rd: u64, col: u32| {
            !(ld | rd as u32 | col) != 0 && ahead(ld, rd, col, shift, incoming) != 0
        };
        self.each_square(masks, keep, below)
    }

    /// Each free square of a plain row placed: the next row's masks (shifted by one) go on
    /// with `below`, where `keep` lets them (it may prune further rows than the next).
    #[inline(always)]
    fn each_square(
        &mut self,
        (ld, rd, col, mut free): (u32, u64, u32, u32),
        keep: impl Fn(u32, u64, u32) -> bool,
        mut below: impl FnMut(&mut Search, u32, u64, u32, u32) -> u64,
    ) -> u64 {
        let (mut solutions, mut nodes) = (0, 0);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1;
            let (ld, rd, col) = ((ld | bit) << 1, (rd | bit as u64) >> 1, col | bit);
            if keep(ld, rd, col) {
                solutions += below(self, ld, rd, col, !(ld | rd as u32 | col));
            }
        }
        self.nodes += nodes;
        solutions
    }

    /// The last 6 rows, one loop nested in the next (no calls).
    #[inline(never)]
    fn last6(&mut self, ld: u32, rd: u64, col: u32, free: u32) -> u64 {
        self.rows6(ld, rd, col, free)
    }

    rows!(rows6, 6, rows5);
    rows!(rows5, 5, rows4);
    rows!(rows4, 4, rows3);
    rows!(rows3, 3, rows2);

    /// The row before the last: a solution for each square that leaves the last row's
    /// square free.
    #[inline(always)]
    fn rows2(&mut self, ld: u32, rd: u64, col: u32, mut free: u32) -> u64 {
        let (mut solutions, mut nodes) = (0, 0);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1;
            solutions +=
                (!((ld | bit) << 1 | ((rd | bit as u64) >> 1) as u32 | col | bit) != 0) as u64;
        }
        self.nodes += nodes + solutions;
        solutions
    }
}
