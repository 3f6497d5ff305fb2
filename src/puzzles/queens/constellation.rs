//! Counting by constellations: queens pre-placed on the four borders, one constellation
//! per symmetry class, after the pre-placement idea of the q27 project (T. B. Preußer and
//! M. R. Engelhardt, "Putting Queens in Carry Chains, №27", J. Signal Process. Syst. 88,
//! 2017, github.com/preusser/q27) as NQueensFAF counts on the CPU (O. Pöschl and
//! P. Ellwanger, github.com/olepoeschl/NQueensFAF).
//!
//! Every solution for N ≥ 2 has exactly one queen on each border: row 0, row N − 1,
//! column 0 and column N − 1 (a corner queen is on two). These 3 or 4 queens are its
//! *constellation*. The 8 symmetries of the square (D4) map constellations onto
//! constellations and the solutions of one onto the solutions of its image, so only one
//! constellation of each class is searched, the smallest of its 8 images as a sorted list
//! of squares, and its count is weighted by the size of its class: 8, 4 (symmetric under
//! the half turn) or 2 (under the quarter turn). Single solutions are never compared with
//! their images. The remaining rows are searched top to bottom with the usual bitmasks
//! (Somers) by the specialised functions of [`staged`], one per stage of the task's layout
//! as NQueensFAF's CPU solver has them; `walk`, one generic loop with the pre-placed
//! queens folded into one mask per row, is the reference they are tested against. For the
//! worker pool each constellation is split further by the queens of its first free rows
//! ([`SUB_ROWS`]): the *sub-constellations* are the tasks.
//!
//! The weights give the total (OEIS A000170) exactly, but not the fundamental count
//! (A002562): a constellation's symmetry says nothing about the symmetry of its single
//! solutions. The fundamental count is derived exactly instead by Burnside's lemma: the
//! classes are the mean number of solutions each symmetry fixes, (total + H + 2Q + M) / 8,
//! where H counts the solutions fixed by the half turn, Q those fixed by a quarter turn
//! (the same for both) and M those fixed by one of the four reflections (none for N ≥ 2:
//! a mirror-symmetric placement has two queens on one row, column or line). H and Q come
//! from a separate search of the half-turn symmetric placements only, which fixes two
//! queens per row (task 0: 4 ms natively for N = 16, 0.5 s for N = 20, 48 s for N = 24,
//! where the count itself takes weeks).
//!
//! NQueensFAF refuses N ≤ 6; here N below [`MIN_N`] is counted in one task by the plain
//! enumeration of [`crate::solver`], each solution's symmetry read by
//! [`crate::symmetry::class_size`] (at most 10 solutions). The D4 counter
//! ([`crate::counter`]) stays as the method to compare against (tests, `make bench`).

use crate::board::SizeError;
use crate::counter;
use crate::limits::COUNT_MAX_N;
use crate::{solver, symmetry};
use std::cell::RefCell;
use std::rc::Rc;

mod gpu;
mod staged;

pub use gpu::{gpu_rows, RECORD_WORDS};

/// Smallest N counted by constellations; smaller N are enumerated.
pub const MIN_N: usize = 7;

/// How many free rows below the border queens each constellation is split by into tasks:
/// N = 16 has 27,303 sub-constellations (about 60 µs each natively), N = 17 40,818 and
/// N = 27 741,761.
pub const SUB_ROWS: usize = 1;

/// What a count or one of its tasks found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Solutions (each constellation's weighted by its class size).
    pub total: u64,
    /// Solutions fixed by the half turn (those fixed by a quarter turn among them).
    pub half_turn: u64,
    /// Solutions fixed by the quarter turn (the same as by the three-quarter turn).
    pub quarter_turn: u64,
    /// Solutions fixed by a reflection, summed over the four reflections (only N = 1).
    pub mirror: u64,
    /// Queens placed by the searches, the pre-placed ones not counted.
    pub nodes: u64,
}

impl Tally {
    /// The number of fundamental solutions by Burnside's lemma: (total + half_turn + 2 ×
    /// quarter_turn + mirror) / 8. Exact for a complete count; a sum of only some tasks
    /// gives a lower figure.
    pub fn fundamental(&self) -> u64 {
        (self.total + self.half_turn + 2 * self.quarter_turn + self.mirror) / 8
    }

    /// Adds another tally into this one.
    pub fn add(&mut self, o: &Tally) {
        self.total += o.total;
        self.half_turn += o.half_turn;
        self.quarter_turn += o.quarter_turn;
        self.mirror += o.mirror;
        self.nodes += o.nodes;
    }
}

/// One constellation class: its border queens and class size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Constellation {
    /// The pre-placed squares (row, column): 4, or 3 with a corner queen.
    squares: [(u8, u8); 4],
    len: u8,
    weight: u8,
    /// The number of sub-constellations (tasks) of the constellations before this one.
    first_task: u32,
    /// The estimated size of its search ([`cheapest_image`]'s score): the plan's order.
    cost: u64,
}

/// The border queens of row 0 (in column `top`), row N − 1 (`bottom`), column 0 (in row
/// `left`) and column N − 1 (`right`) as squares, a corner queen once; `None` when two of
/// them attack each other or a corner queen is on one of its borders only.
fn border_squares(n: usize, top: u8, bottom: u8, left: u8, right: u8) -> Option<Constellation> {
    let e = (n - 1) as u8;
    if (top == 0) != (left == 0)
        || (top == e) != (right == 0)
        || (bottom == 0) != (left == e)
        || (bottom == e) != (right == e)
    {
        return None;
    }
    let mut c = Constellation { squares: [(0, 0); 4], len: 0, weight: 0, first_task: 0, cost: 0 };
    for q in [(0, top), (e, bottom), (left, 0), (right, e)] {
        let placed = &c.squares[..c.len as usize];
        if !placed.contains(&q) {
            if placed.iter().any(|&p| attack(p, q)) {
                return None;
            }
            c.squares[c.len as usize] = q;
            c.len += 1;
        }
    }
    Some(c)
}

/// The rows a constellation leaves to search, as the search reads them.
struct Layout {
    /// The free rows: 1..N − 1 without the side queens' rows.
    levels: usize,
    /// Per free row: the columns no queen of the pre-placed ones attacks (inner columns).
    allowed: [u32; COUNT_MAX_N],
    /// Per free row: how many rows down the next free row is (1, 2 or 3).
    gap: [u32; COUNT_MAX_N],
}

impl Constellation {
    /// The queen that sub-constellation `k` (0-based) adds: on the k-th free square of
    /// this constellation's first free row, counted from column 0; `None` past the last.
    fn added_queen(&self, n: usize, k: u32) -> Option<(u8, u8)> {
        let mut bitmap = self.layout(n).allowed[0];
        for _ in 0..k {
            bitmap &= bitmap.wrapping_sub(1);
        }
        let len = self.len as usize;
        let first = (1..n as u8 - 1).find(|&r| self.squares[..len].iter().all(|q| q.0 != r))?;
        (bitmap != 0).then(|| (first, bitmap.trailing_zeros() as u8))
    }

    #[inline(never)]
    fn layout(&self, n: usize) -> Layout {
        let squares = &self.squares[..self.len as usize];
        let mask = ((1u64 << n) - 1) as u32;
        let mut lay = Layout { levels: 0, allowed: [0; COUNT_MAX_N], gap: [1; COUNT_MAX_N] };
        let mut previous = 0;
        for row in 1..n - 1 {
            if squares.iter().any(|&(r, _)| r as usize == row) {
                continue;
            }
            let mut attacked = 0u64;
            for &(r, c) in squares {
                let (bit, dist) = (1u64 << c, (row as u8).abs_diff(r));
                attacked |= bit | bit << dist | bit >> dist;
            }
            if lay.levels > 0 {
                lay.gap[lay.levels - 1] = (row - previous) as u32;
            }
            lay.allowed[lay.levels] = mask & !attacked as u32;
            lay.levels += 1;
            previous = row;
        }
        lay
    }
}

/// Symmetry `t` (0..8) of the square on one square (row, column) of an N × N board: the
/// transpose when bit 0 is set, then the rows reversed (bit 1) and the columns (bit 2).
/// The 8 combinations are the 8 elements of D4; 0 is the identity.
fn transform(n: usize, t: usize, (r, c): (u8, u8)) -> (u8, u8) {
    let e = (n - 1) as u8;
    let (r, c) = if t & 1 != 0 { (c, r) } else { (r, c) };
    (if t & 2 != 0 { e - r } else { r }, if t & 4 != 0 { e - c } else { c })
}

fn attack(a: (u8, u8), b: (u8, u8)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// The image under symmetry `t` of a set of at most 4 squares, as one number: the squares
/// (32 × row + column, plus 1) in decreasing order, 16 bits each. Sets of one size compare
/// as their sorted lists.
#[inline(never)]
fn key(n: usize, squares: &[(u8, u8)], t: usize) -> u64 {
    let mut v = [0u16; 4];
    for &q in squares {
        let q = transform(n, t, q);
        // Insertion into the decreasing list, without the sort of core (smaller wasm).
        let mut x = 32 * q.0 as u16 + q.1 as u16 + 1;
        for slot in v.iter_mut() {
            if x > *slot {
                std::mem::swap(&mut x, slot);
            }
        }
    }
    v.iter().fold(0, |k, &x| k << 16 | x as u64)
}

/// Every constellation class of N ≥ [`MIN_N`], each as its smallest image, in a fixed order.
fn constellations(n: usize) -> Vec<Constellation> {
    let e = (n - 1) as u8;
    let mut out = Vec::new();
    for top in 0..=e {
        for bottom in 0..=e {
            for left in 0..=e {
                for right in 0..=e {
                    let Some(mut c) = border_squares(n, top, bottom, left, right) else {
                        continue;
                    };
                    let squares = &c.squares[..c.len as usize];
                    let own = key(n, squares, 0);
                    let (mut smaller, mut same) = (false, 0);
                    for t in 0..8 {
                        let image = key(n, squares, t);
                        smaller |= image < own;
                        same += (image == own) as u8;
                    }
                    if !smaller {
                        c.weight = 8 / same;
                        out.push(cheapest_image(n, c));
                    }
                }
            }
        }
    }
    out
}

/// The image of `c` under symmetry `t` (as in [`transform`]).
fn image(n: usize, c: &Constellation, t: usize) -> Constellation {
    let mut out = *c;
    for q in &mut out.squares[..c.len as usize] {
        *q = transform(n, t, *q);
    }
    out
}

/// The image of `c` whose search is likely the cheapest, with that estimate in `cost`:
/// every image has as many solutions, but the search repeats its first rows once per
/// constellation, so the image whose first 6 free rows leave the fewest squares (their
/// product) is searched, that product raised by up to 40 % the later its last mark comes
/// (the rows after the last mark are searched by the unrolled functions of [`staged`],
/// which prune more).
fn cheapest_image(n: usize, c: Constellation) -> Constellation {
    let score = |k: &Constellation| -> u64 {
        let lay = k.layout(n);
        let size: u64 =
            (0..6.min(lay.levels)).map(|i| lay.allowed[i].count_ones() as u64).product();
        // Raised by 4/10 of the share of the free rows before the last mark.
        let s = staged::Start::new(n, &k.squares[..k.len as usize]);
        let (late, span) = s.map_or((0, 1), |s| (s.last_mark() - s.row, s.last - s.row + 1));
        size * (10 * span + 4 * late) as u64 / span as u64
    };
    let mut best = c;
    for t in 0..8 {
        let mut k = image(n, &c, t);
        k.cost = score(&k);
        if t == 0 || k.cost < best.cost {
            best = k;
        }
    }
    best
}

/// Counts the solutions below one state: the masks attacked at free row `level0` by the
/// queens placed above it (the pre-placed ones are in `allowed`). Iterative, with an explicit
/// stack as in [`crate::counter`]. Returns (solutions, queens placed). The reference the
/// specialised functions of [`staged`] are tested against.
#[cfg(test)]
fn walk(lay: &Layout, level0: usize, left: u32, down: u32, right: u32) -> (u64, u64) {
    let last = lay.levels - 1;
    let (mut y, mut l, mut d, mut r) = (level0, left, down, right);
    let mut bitmap = lay.allowed[y] & !(l | d | r);
    if y == last {
        return (bitmap.count_ones() as u64, bitmap.count_ones() as u64);
    }
    let mut stack = [[0u32; 4]; COUNT_MAX_N];
    let (mut solutions, mut nodes) = (0u64, 0u64);
    loop {
        if bitmap == 0 {
            if y == level0 {
                break;
            }
            y -= 1;
            [bitmap, l, d, r] = stack[y];
            continue;
        }
        let bit = bitmap & bitmap.wrapping_neg();
        bitmap ^= bit;
        nodes += 1;
        let g = lay.gap[y];
        let (nl, nd, nr) = ((l | bit) << g, d | bit, (r | bit) >> g);
        if y + 1 == last {
            // The last free row has one free column left: a solution or none.
            solutions += (lay.allowed[last] & !(nl | nd | nr) != 0) as u64;
            continue;
        }
        stack[y] = [bitmap, l, d, r];
        (y, l, d, r) = (y + 1, nl, nd, nr);
        bitmap = lay.allowed[y] & !(l | d | r);
    }
    (solutions, nodes + solutions)
}

/// The solutions fixed by the half turn and by the quarter turn, from a search of the
/// half-turn symmetric placements: row y's queen at column c puts row N − 1 − y's at
/// N − 1 − c (and the middle row's of odd N in the middle column). Returns (H, Q, nodes).
fn symmetric(n: usize) -> (u64, u64, u64) {
    struct S {
        n: usize,
        cols: [u8; COUNT_MAX_N],
        half: u64,
        quarter: u64,
        nodes: u64,
    }
    /// Rows y and N − 1 − y from the columns (bits) and lines (bit c − r + N − 1 of `diag`,
    /// r + c of `anti`) the pairs of rows 0..y take.
    fn go(s: &mut S, y: usize, cols: u32, diag: u64, anti: u64) {
        let e = s.n - 1;
        if 2 * y > e {
            s.half += 1;
            s.quarter += (0..s.n).all(|r| s.cols[s.cols[r] as usize] as usize == e - r) as u64;
            return;
        }
        let range = if 2 * y == e { y..y + 1 } else { 0..s.n };
        for c in range {
            let (y2, c2) = (e - y, e - c);
            // The pair's own queens share a column when 2c = N − 1 and a line when c = y
            // or y + c = N − 1, unless they are one queen (the middle row of odd N).
            if y != y2 && (c == c2 || c == y || y + c == e) {
                continue;
            }
            let col = 1u32 << c | 1 << c2;
            let d = 1u64 << (c + e - y) | 1 << (c2 + e - y2);
            let a = 1u64 << (y + c) | 1 << (y2 + c2);
            if cols & col != 0 || diag & d != 0 || anti & a != 0 {
                continue;
            }
            s.nodes += 1;
            s.cols[y] = c as u8;
            s.cols[y2] = c2 as u8;
            go(s, y + 1, cols | col, diag | d, anti | a);
        }
    }
    let mut s = S { n, cols: [0; COUNT_MAX_N], half: 0, quarter: 0, nodes: 0 };
    go(&mut s, 0, 0, 0, 0);
    (s.half, s.quarter, s.nodes)
}

/// The tasks of one N ≥ [`MIN_N`]: its constellation classes and their sub-constellations.
struct Plan {
    n: usize,
    constellations: Vec<Constellation>,
    /// The sub-constellations of all: one per free square of a constellation's first free row.
    tasks: usize,
}

/// The constellations in decreasing order of cost, to a factor of 2: a counting sort by
/// the number of leading zeros of `cost` (without the sort of core: smaller wasm).
fn by_cost(cs: Vec<Constellation>) -> Vec<Constellation> {
    let key = |c: &Constellation| c.cost.leading_zeros() as usize;
    let mut at = [0usize; 66];
    for c in &cs {
        at[key(c) + 1] += 1;
    }
    for k in 0..65 {
        at[k + 1] += at[k];
    }
    let mut out = cs.clone();
    for c in cs {
        out[at[key(&c)]] = c;
        at[key(&c)] += 1;
    }
    out
}

impl Plan {
    /// The plan of N: its constellation classes, the most costly first (to a factor of 2,
    /// [`by_cost`]: the pool's last tasks are small ones), and their sub-constellations.
    fn new(n: usize) -> Plan {
        let mut constellations = by_cost(constellations(n));
        let mut tasks = 0;
        for c in &mut constellations {
            c.first_task = tasks as u32;
            tasks += c.layout(n).allowed[0].count_ones() as usize;
        }
        Plan { n, constellations, tasks }
    }

    /// Task `index` ≥ 1: its constellation and the queen it adds (`None` for task 0 and
    /// past the last).
    fn sub_constellation(&self, index: usize) -> Option<(&Constellation, (u8, u8))> {
        if index == 0 || index > self.tasks {
            return None;
        }
        let task = (index - 1) as u32;
        let c =
            &self.constellations[self.constellations.partition_point(|c| c.first_task <= task) - 1];
        Some((c, c.added_queen(self.n, task - c.first_task)?))
    }

    /// Task `index`: 0 is the symmetric placements, then the sub-constellations in order.
    fn run(&self, index: usize) -> Tally {
        if index == 0 {
            let (half_turn, quarter_turn, nodes) = symmetric(self.n);
            return Tally { half_turn, quarter_turn, nodes, ..Tally::default() };
        }
        let Some((c, queen)) = self.sub_constellation(index) else {
            return Tally::default();
        };
        let mut queens = [(0, 0); 5];
        let len = c.len as usize;
        queens[..len].copy_from_slice(&c.squares[..len]);
        queens[len] = queen;
        let Some(start) = staged::Start::new(self.n, &queens[..=len]) else {
            return Tally::default();
        };
        let (solutions, nodes) = start.count();
        Tally { total: solutions * c.weight as u64, nodes: nodes + 1, ..Tally::default() }
    }
}

thread_local! {
    /// The plan of the last N asked for on this thread (the page's pool: one per worker).
    static PLAN: RefCell<Option<Rc<Plan>>> = const { RefCell::new(None) };
}

fn plan(n: usize) -> Rc<Plan> {
    PLAN.with(|cell| {
        let mut cell = cell.borrow_mut();
        match &*cell {
            Some(p) if p.n == n => p.clone(),
            _ => {
                let p = Rc::new(Plan::new(n));
                *cell = Some(p.clone());
                p
            }
        }
    })
}

/// The number of independent tasks [`run_task`] accepts for N: one for N below
/// [`MIN_N`] (an enumeration), else one for the symmetric placements and one per sub-constellation. The
/// first call for an N builds its task list (a few ms); one list is kept per thread.
///
/// # Errors
/// [`SizeError`] when N is outside 1..=27.
pub fn task_count(n: usize) -> Result<usize, SizeError> {
    let n = counter::check_count_n(n)?;
    Ok(if n < MIN_N { 1 } else { 1 + plan(n).tasks })
}

/// Runs task `index` (0-based, below [`task_count`]) of the count for N. Tallies of all
/// tasks add up to [`count`]'s.
///
/// # Errors
/// [`SizeError`] when N is outside 1..=27; an index past the last task gives an empty tally.
pub fn run_task(n: usize, index: usize) -> Result<Tally, SizeError> {
    let n = counter::check_count_n(n)?;
    if n >= MIN_N {
        return Ok(plan(n).run(index));
    }
    if index > 0 {
        return Ok(Tally::default());
    }
    // Every solution enumerated: one in a class of 4 is fixed by the half turn, one in a
    // class of 2 by the half and quarter turns, the one of N = 1 by every symmetry.
    let mut t = Tally::default();
    for s in solver::Solutions::new(n).into_iter().flatten() {
        t.total += 1;
        t.nodes += n as u64;
        let size = symmetry::class_size(&s);
        t.half_turn += (size <= 4) as u64;
        t.quarter_turn += (size <= 2) as u64;
        t.mirror += 4 * (size == 1) as u64;
    }
    Ok(t)
}

/// The sum of the tallies of the tasks `indices` of N (each as [`run_task`]).
///
/// # Errors
/// [`SizeError`] when N is outside 1..=27.
pub fn run_tasks(n: usize, indices: &[u32]) -> Result<Tally, SizeError> {
    let mut tally = Tally::default();
    for &i in indices {
        tally.add(&run_task(n, i as usize)?);
    }
    Ok(tally)
}

/// The graphics card's tasks for the pool's tasks `indices` of N ([`run_task`]'s
/// numbering): every sub-constellation among them split by the queens of its next
/// [`gpu_rows`] free rows, as records of [`RECORD_WORDS`] words for the shader
/// (www/js/puzzles/queens/count-gpu-shader.js; the layout is in the module `gpu`'s documentation).
/// Returns the records and their number. Task 0 (the symmetric placements) and N below
/// [`MIN_N`] have none: [`run_task`] counts them.
///
/// # Errors
/// [`SizeError`] when N is outside 1..=27.
pub fn gpu_tasks(n: usize, indices: &[u32]) -> Result<(Vec<u32>, usize), SizeError> {
    let n = counter::check_count_n(n)?;
    Ok(if n < MIN_N { (Vec::new(), 0) } else { plan(n).gpu_records(indices, gpu_rows(n)) })
}

/// Counts all solutions and the fundamental ones (the sum of every task), on one thread.
///
/// # Errors
/// [`SizeError`] when N is outside 1..=27.
pub fn count(n: usize) -> Result<Tally, SizeError> {
    let mut tally = Tally::default();
    for i in 0..task_count(n)? {
        tally.add(&run_task(n, i)?);
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::reference::{A000170, A002562};

    fn check(n: usize) {
        let (total, fundamental) = (A000170[n - 1], A002562[n - 1]);
        let t = count(n).unwrap();
        assert_eq!((t.total, t.fundamental()), (total, fundamental), "N = {n}");
    }

    #[test]
    fn total_and_fundamental_counts_match_oeis_for_n_1_to_14() {
        (1..=14).for_each(check);
    }

    /// Seconds in a debug build; `make test` runs it in release (test-native).
    #[test]
    #[cfg_attr(debug_assertions, ignore = "slow unoptimised: cargo test --release runs it")]
    fn total_and_fundamental_counts_match_oeis_for_n_15_to_17() {
        (15..=17).for_each(check);
    }

    #[test]
    fn counts_and_symmetric_solutions_equal_the_d4_counters_for_n_1_to_13() {
        for n in 1..=13 {
            let (c, d4) = (count(n).unwrap(), counter::count(n).unwrap());
            assert_eq!(c.total, d4.total(), "N = {n}");
            assert_eq!(c.fundamental(), d4.fundamental(), "N = {n}");
            assert_eq!(c.half_turn, 4 * d4.classes4 + 2 * d4.classes2 + d4.classes1, "N = {n}");
            assert_eq!(c.quarter_turn, 2 * d4.classes2 + d4.classes1, "N = {n}");
        }
    }

    #[test]
    fn every_constellation_is_the_smallest_of_its_images_with_its_class_size() {
        for n in MIN_N..=12 {
            let all = constellations(n);
            // Each of the N^4-odd valid constellations lies in exactly one class: the
            // weights add up to all of them.
            let mut valid = 0;
            for top in 0..n {
                for bottom in 0..n {
                    for left in 0..n {
                        for right in 0..n {
                            let e = n - 1;
                            let mut sq = vec![(0, top), (e, bottom), (left, 0), (right, e)];
                            sq.sort();
                            sq.dedup();
                            let consistent = (top == 0) == (left == 0)
                                && (top == e) == (right == 0)
                                && (bottom == 0) == (left == e)
                                && (bottom == e) == (right == e);
                            let hit = |a: (usize, usize), b: (usize, usize)| {
                                a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
                            };
                            let len = sq.len();
                            if consistent
                                && !(0..len).any(|i| (i + 1..len).any(|j| hit(sq[i], sq[j])))
                            {
                                valid += 1;
                            }
                        }
                    }
                }
            }
            assert_eq!(all.iter().map(|c| c.weight as usize).sum::<usize>(), valid, "N = {n}");
            assert!(all.iter().all(|c| [2, 4, 8].contains(&c.weight)));
        }
    }

    /// Which specialised functions of [`staged`] the searches were started in: the stage
    /// by marks left (0 = after the last mark, at most 3), the unrolled rows by rows left (0 = more
    /// than [`staged::UNROLLED`]), and the marks' shifts seen.
    #[derive(Default)]
    struct Entered {
        stages: [usize; 4],
        rows: [usize; staged::UNROLLED as usize + 1],
        shifts: [usize; 4],
    }

    /// Searches every state of constellation `c` from free row `level` down to
    /// `max_level`: the queens `placed` in the free rows above, attacking `l`, `d`, `r` at
    /// this row as the generic loop reads them. Each state is counted by [`walk`] and by
    /// the specialised functions started there ([`staged::Start`] with those queens
    /// pre-placed); returns how many states were compared.
    #[allow(clippy::too_many_arguments)]
    fn compare_below(
        n: usize,
        c: &Constellation,
        lay: &Layout,
        rows: &[u8],
        placed: &mut Vec<(u8, u8)>,
        (level, max_level): (usize, usize),
        (l, d, r): (u32, u32, u32),
        entered: &mut Entered,
    ) -> usize {
        let mut queens = c.squares[..c.len as usize].to_vec();
        queens.extend_from_slice(placed);
        let (generic, _) = walk(lay, level, l, d, r);
        let start = staged::Start::new(n, &queens).expect("a free row is left");
        let (specialised, _) = start.count();
        assert_eq!(specialised, generic, "N = {n}, {queens:?}");
        entered.stages[start.len] += 1;
        if start.len == 0 {
            let left = (start.last - start.row + 1) as usize;
            entered.rows[if left > staged::UNROLLED as usize { 0 } else { left }] += 1;
        }
        for m in &start.marks[..start.len] {
            entered.shifts[m.shift as usize] += 1;
        }
        let mut states = 1;
        if level == max_level || level + 1 == lay.levels {
            return states;
        }
        let mut bitmap = lay.allowed[level] & !(l | d | r);
        while bitmap != 0 {
            let bit = bitmap & bitmap.wrapping_neg();
            bitmap ^= bit;
            let g = lay.gap[level];
            placed.push((rows[level], bit.trailing_zeros() as u8));
            let next = ((l | bit) << g, d | bit, (r | bit) >> g);
            states += compare_below(n, c, lay, rows, placed, (level + 1, max_level), next, entered);
            placed.pop();
        }
        states
    }

    /// Every sub-constellation of N = 8..13, and below each every placement of its free
    /// rows (1.3 million states in all): the specialised functions started there count
    /// what the generic loop counts, and every stage, every unrolled row function and
    /// every shift of a mark is started many times.
    #[test]
    fn specialised_functions_count_as_the_generic_loop_below_every_sub_constellation_of_n_8_to_13()
    {
        let mut entered = Entered::default();
        for n in 8..=13 {
            let mut states = 0;
            for c in &constellations(n) {
                let lay = c.layout(n);
                let rows: Vec<u8> = (1..n as u8 - 1)
                    .filter(|&r| c.squares[..c.len as usize].iter().all(|q| q.0 != r))
                    .collect();
                let mut bitmap = lay.allowed[0];
                while bitmap != 0 {
                    let bit = bitmap & bitmap.wrapping_neg();
                    bitmap ^= bit;
                    let g = lay.gap[0];
                    let mut placed = vec![(rows[0], bit.trailing_zeros() as u8)];
                    let masks = (bit << g, bit, bit >> g);
                    states +=
                        compare_below(n, c, &lay, &rows, &mut placed, (1, n), masks, &mut entered);
                }
            }
            assert!(states > plan(n).tasks, "N = {n}: {states} states");
        }
        let Entered { stages, rows, shifts } = entered;
        assert!(stages.iter().all(|&k| k > 0), "stages entered: {stages:?}");
        assert!(rows[1..].iter().all(|&k| k > 0) && rows[0] > 0, "unrolled rows entered: {rows:?}");
        assert!(shifts[1..].iter().all(|&k| k > 0), "marks' shifts: {shifts:?}");
    }

    /// The graphics card's records of every task of N = 7..12, split by 0 to 3 more rows,
    /// counted by the shader's loop (in Rust, `gpu::count_records`): each task's total is
    /// the processor's, and with task 0 they make A000170.
    #[test]
    fn gpu_records_of_every_task_count_as_the_processor_for_n_7_to_12() {
        for n in MIN_N..=12 {
            let p = plan(n);
            for rows in 0..=3 {
                let mut total = run_task(n, 0).unwrap().total;
                for index in 1..=p.tasks as u32 {
                    let (words, tasks) = p.gpu_records(&[index], rows);
                    assert_eq!(words.len(), tasks * RECORD_WORDS);
                    let card = gpu::count_records(&words).total;
                    assert_eq!(
                        card,
                        run_task(n, index as usize).unwrap().total,
                        "N = {n}, task {index}"
                    );
                    total += card;
                }
                assert_eq!(total, A000170[n - 1], "N = {n}, {rows} more rows");
            }
        }
        assert_eq!(gpu_tasks(6, &[0, 1]).unwrap(), (Vec::new(), 0));
        assert_eq!(gpu_tasks(9, &[0, 99_999]).unwrap(), (Vec::new(), 0));
        assert!(gpu_tasks(28, &[1]).is_err());
    }

    /// Task `index` of N (≥ 1) counted by the generic loop [`walk`] instead of the
    /// specialised functions: (solutions, unweighted).
    fn run_generic(p: &Plan, index: usize) -> u64 {
        let Some((c, (_, column))) = p.sub_constellation(index) else { return 0 };
        let lay = c.layout(p.n);
        if lay.levels == 1 {
            return 1;
        }
        let (bit, g) = (1u32 << column, lay.gap[0]);
        walk(&lay, 1, bit << g, bit, bit >> g).0 * c.weight as u64
    }

    /// Not a test: the time of one thread's count of N = 15 and 16 by the generic loop and
    /// by the specialised functions, best of 3 (wall clock, task 0 and the plan left out).
    /// `cargo test --release -p queens --lib timings -- --ignored --nocapture`.
    #[test]
    #[ignore = "a timing, not a test"]
    fn timings_of_the_generic_loop_and_the_specialised_functions_for_n_15_and_16() {
        use std::time::Instant;
        let best = |f: &dyn Fn() -> u64| -> (f64, u64) {
            let mut out = (f64::INFINITY, 0);
            for _ in 0..3 {
                let t = Instant::now();
                let total = f();
                out = (out.0.min(t.elapsed().as_secs_f64()), total);
            }
            out
        };
        for n in [15, 16] {
            let p = plan(n);
            let symmetric = run_task(n, 0).unwrap().total;
            let generic = best(&|| (1..=p.tasks).map(|i| run_generic(&p, i)).sum::<u64>());
            let staged = best(&|| (1..=p.tasks).map(|i| p.run(i).total).sum::<u64>());
            assert_eq!(generic.1 + symmetric, A000170[n - 1]);
            assert_eq!(staged.1 + symmetric, A000170[n - 1]);
            eprintln!(
                "N = {n}: generic {:.3} s, specialised {:.3} s ({:.2}× the generic)",
                generic.0,
                staged.0,
                staged.0 / generic.0
            );
        }
    }

    #[test]
    fn tasks_add_up_and_sizes_outside_1_to_27_are_errors() {
        assert!(task_count(16).unwrap() > 10_000);
        assert_eq!(task_count(6).unwrap(), 1);
        assert_eq!(count(0), Err(SizeError { n: 0, max: 27 }));
        assert_eq!(count(28), Err(SizeError { n: 28, max: 27 }));
        assert_eq!(run_task(8, 1_000_000).unwrap(), Tally::default());
        assert_eq!(run_task(6, 1).unwrap(), Tally::default());
        let all: Vec<u32> = (0..task_count(11).unwrap() as u32).collect();
        assert_eq!(run_tasks(11, &all).unwrap(), count(11).unwrap());
    }
}
