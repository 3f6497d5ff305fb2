//! Fill-in numbers (填数问题) by backtracking, one of the course notes' chapter problems, as
//! a [`Problem`] for the shared engine ([`nqueens_wasm::search`]).
//!
//! Fill the 9 squares of a 3 × 3 grid with 9 different numbers from 1 to N (N ≥ 10) so
//! that every two horizontally or vertically adjacent squares sum to a prime; output every
//! filling (docs/REFERENCE.md, "Fill-in numbers"). The squares are numbered 1 to 9 row by
//! row, square t in row ⌈t/3⌉ and column (t − 1) mod 3 + 1, and filled in that order:
//! depth t is square t, its choice the number i = 1, 2, …, N, tried in increasing order.
//!
//! The constraint function (约束函数) `ok(t, i)` checks, in this order: i is unused (no
//! square before t holds it); then i plus the number above (square t − 3, rows 2 and 3) is
//! prime; then i plus the number to the left (square t − 1, columns 2 and 3) is prime. The
//! first check that fails is the refusal ([`Refusal`]): the square that holds i already, or
//! the failing pair and its sum ("7 + 8 = 15 is not prime"). Above before left is the
//! classic program's order (its `checkmatrix` lists square t − 3 before t − 1); the squares
//! below and to the right are not filled yet, so every adjacent pair is checked once, when
//! its later square is filled. Every leaf is at depth 9: a filling, printed, and the search
//! goes on ([`Mode::AllSolutions`]: every filling). There is no bounding function.
//!
//! The last filling found is the search's history ([`Problem::on_solution`]), restored on
//! back, so the page shows it at any step.
//!
//! **The notes' template, filled in** (for the page's table): f(n, t) = 1, g(n, t) = N;
//! h(i) = i; constraint(t) = i unused and x[t] + x[t − 3], x[t] + x[t − 1] prime where
//! those squares exist; bound(t) = true (none); solution(t) = t = 9; output(x) = print the
//! grid.
//!
//! The procedure's lines ([`Problem::LINES`]): the recursive `backtrack(t)`, its `main`,
//! the constraint function `ok(t, i)`, then the notes' loop form `fill()`, laid out in
//! [`FillIn::executes`] and [`FillIn::executes_iterative`]'s docs.
//!
//! The crate's other modules: [`limits`], its limits; [`link`], its keys of the share link;
//! `wasm` (cargo feature `page`, on by default), its wasm module www/pkg/fillin*.

pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use limits::{FILLIN_MAX, FILLIN_MIN};
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{self, Mode, Problem, Search};
use std::fmt;

/// Squares of the grid, filled row by row: depth t is square t.
pub const SQUARES: usize = 9;

/// Squares a row (and rows): the grid is 3 × 3.
pub const SIDE: usize = 3;

/// The N the page opens with (the link `puzzle=fillin&max=10`): the least the notes allow.
pub const DEFAULT_MAX: usize = 10;

/// An N outside [`FILLIN_MIN`]..=[`FILLIN_MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxError {
    /// The N asked for.
    pub max: usize,
}

impl fmt::Display for MaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "N must be {FILLIN_MIN} to {FILLIN_MAX}, not {}", self.max)
    }
}

impl std::error::Error for MaxError {}

impl ErrorCode for MaxError {
    /// The error's code for the page: `fillin-max-range` (the link's code for the same
    /// error, the crate's `link`).
    fn code(&self) -> &'static str {
        "fillin-max-range"
    }
}

/// A valid instance: the numbers are 1 to N, N in [`FILLIN_MIN`]..=[`FILLIN_MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instance {
    max: usize,
}

impl Instance {
    /// Checks and keeps N.
    ///
    /// # Errors
    /// [`MaxError`] when N is outside [`FILLIN_MIN`]..=[`FILLIN_MAX`].
    pub fn new(max: usize) -> Result<Self, MaxError> {
        if (FILLIN_MIN..=FILLIN_MAX).contains(&max) {
            Ok(Self { max })
        } else {
            Err(MaxError { max })
        }
    }

    /// The instance the page opens with, N = [`DEFAULT_MAX`].
    pub fn textbook() -> Self {
        Self { max: DEFAULT_MAX }
    }

    /// N: the numbers are 1 to N.
    pub fn max(&self) -> usize {
        self.max
    }
}

/// A filled neighbour of the square being filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The square above, t − 3 (rows 2 and 3).
    Above,
    /// The square to the left, t − 1 (columns 2 and 3).
    Left,
}

/// The filled neighbours of square `t` (1..=9), in the order the constraint checks them:
/// above, then left; each with its square.
pub fn neighbours(t: usize) -> impl Iterator<Item = (Side, usize)> {
    let above = (t > SIDE).then(|| (Side::Above, t - SIDE));
    let left = ((t - 1) % SIDE != 0).then(|| (Side::Left, t - 1));
    above.into_iter().chain(left)
}

/// The row and column of square `t`, 1-based.
pub fn square(t: usize) -> (usize, usize) {
    ((t - 1) / SIDE + 1, (t - 1) % SIDE + 1)
}

/// True when `n` is a prime, by trial division (the sums are at most 2 · [`FILLIN_MAX`]).
pub fn is_prime(n: usize) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Why a number is refused for a square: the first check of `ok(t, i)` that fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The number is used already, in square `at`.
    Used { at: usize },
    /// The number plus `other`, the number in the neighbour `at` on `side`, is `sum`, not a
    /// prime.
    NotPrime { side: Side, at: usize, other: usize, sum: usize },
}

/// The fill-in's search state: N, the grid so far, which square holds each number, and the
/// last filling found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FillIn {
    max: usize,
    /// cells[t − 1] = the number in square t, 0 while it is empty.
    cells: [u8; SQUARES],
    /// holder[i] = the square that holds number i, 0 when it is unused (holder[0] unused).
    holder: Vec<u8>,
    /// The last filling found, the search's history; `None` before any.
    last: Option<[u8; SQUARES]>,
}

impl FillIn {
    /// The empty grid of `instance`.
    pub fn new(instance: &Instance) -> Self {
        Self {
            max: instance.max,
            cells: [0; SQUARES],
            holder: vec![0; instance.max + 1],
            last: None,
        }
    }

    /// N.
    pub fn max(&self) -> usize {
        self.max
    }

    /// The grid row by row, 0 for an empty square.
    pub fn cells(&self) -> &[u8; SQUARES] {
        &self.cells
    }

    /// The last filling found, `None` before any.
    pub fn last(&self) -> Option<&[u8; SQUARES]> {
        self.last.as_ref()
    }
}

impl Problem for FillIn {
    type Conflict = Refusal;
    type History = Option<[u8; SQUARES]>;
    /// The recursive `backtrack(t)` and its `main`, the constraint function `ok(t, i)`,
    /// then the lines of the loop form `fill()` (`test`, `assign`, `print` and `end` are
    /// shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "test", "assign", "print", "recurse", "undo", "main", "start", "end", "ok",
        "unused", "above", "left", "true", "iter", "init", "loop", "next", "found", "unmark",
        "down", "up",
    ];

    /// The recursive form (x[t]: the number in square t):
    ///
    /// ```text
    /// proc     backtrack(t):
    /// for        for i = 1 to N:
    /// test         if ok(t, i):
    /// assign         x[t] = i;  used[i] = true
    /// print          if t == 9: print x
    /// recurse        else: backtrack(t + 1)
    /// undo           used[i] = false
    /// main     main:
    /// start      backtrack(1)
    /// end        end
    /// ok       ok(t, i):
    /// unused     if used[i]: return false
    /// above      if t > 3 and x[t − 3] + i is not prime: return false
    /// left       if t mod 3 ≠ 1 and x[t − 1] + i is not prime: return false
    /// true       return true
    /// ```
    ///
    /// A number taken executes `assign` (called from `test`); a refused one the line of
    /// `ok` that refuses it (`unused`, `above` or `left`, called from `test`); a backtrack
    /// `undo`, a filling `print`.
    fn executes(&self, e: Option<&search::Event<Refusal>>) -> (&'static str, Option<&'static str>) {
        use search::Event as E;
        match e {
            None => ("start", None),
            Some(E::Place { .. }) => ("assign", Some("test")),
            Some(E::Conflict { conflict, .. }) => (refusal_line(conflict), Some("test")),
            Some(E::Remove { .. }) => ("undo", None),
            Some(E::Solution { .. }) => ("print", None),
            Some(E::Done) => ("end", None),
        }
    }

    /// The loop form, `fill()` (k: the square being filled):
    ///
    /// ```text
    /// iter     fill():
    /// init       k ← 1; x[1] ← 0
    /// loop       while k > 0 do
    /// next         x[k] ← x[k] + 1
    /// found        if x[k] ≤ N then
    /// test           if ok(k, x[k]) then
    /// assign           used[x[k]] ← true
    /// print            if k = 9 then print x
    /// unmark             used[x[k]] ← false
    /// down             else k ← k + 1; x[k] ← 0
    /// up           else k ← k − 1; used[x[k]] ← false
    /// end        end
    /// ```
    ///
    /// Step 0 is `init`; a number tried is `assign` or a line of `ok` as in the recursive
    /// form; square 9's backtrack (after its filling is printed) is `unmark`, with k still
    /// 9; any other `up` (past N, back one square: k is then the event's depth).
    fn executes_iterative(
        &self,
        e: Option<&search::Event<Refusal>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        use search::Event as E;
        Some(match e {
            None => ("init", None),
            Some(E::Remove { depth, .. }) if *depth == SQUARES => ("unmark", None),
            Some(E::Remove { .. }) => ("up", None),
            _ => self.executes(e),
        })
    }

    fn choices(&self) -> usize {
        self.max
    }

    fn max_depth(&self) -> usize {
        SQUARES
    }

    /// One comparison for the unused check, one more for each neighbour's sum checked.
    fn check(&self, depth: usize, choice: usize) -> (Option<Refusal>, u64) {
        let at = usize::from(self.holder[choice]);
        if at != 0 {
            return (Some(Refusal::Used { at }), 1);
        }
        let mut comparisons = 1;
        for (side, at) in neighbours(depth) {
            comparisons += 1;
            let other = usize::from(self.cells[at - 1]);
            let sum = other + choice;
            if !is_prime(sum) {
                return (Some(Refusal::NotPrime { side, at, other, sum }), comparisons);
            }
        }
        (None, comparisons)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        self.cells[depth - 1] = choice as u8;
        self.holder[choice] = depth as u8;
    }

    fn undo(&mut self, depth: usize, choice: usize) {
        self.cells[depth - 1] = 0;
        self.holder[choice] = 0;
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == SQUARES
    }

    /// Every filling becomes the last found.
    fn on_solution(&mut self, _depth: usize) -> Option<Self::History> {
        Some(std::mem::replace(&mut self.last, Some(self.cells)))
    }

    fn restore(&mut self, before: Self::History) {
        self.last = before;
    }

    /// The replay's total, up to [`limits::FILLIN_COUNT_MAX_STEPS`] steps.
    fn total_steps(search: &Search<Self>) -> Option<u64> {
        search.total_steps_by_replay(limits::FILLIN_COUNT_MAX_STEPS)
    }
}

/// The line of `ok(t, i)` that refuses a number for `refusal`.
fn refusal_line(refusal: &Refusal) -> &'static str {
    match refusal {
        Refusal::Used { .. } => "unused",
        Refusal::NotPrime { side: Side::Above, .. } => "above",
        Refusal::NotPrime { side: Side::Left, .. } => "left",
    }
}

/// The fill-in's search of `instance` at step 0 (every filling), stepped one event at a
/// time in either direction by the engine.
pub fn search(instance: &Instance) -> Search<FillIn> {
    Search::new(FillIn::new(instance), Mode::AllSolutions)
}

/// Every filling, in the search's order (the grid row by row). Unbounded: for the tests'
/// small N; the page counts with [`count`].
pub fn fillings(instance: &Instance) -> Vec<[u8; SQUARES]> {
    let mut s = search(instance);
    let mut out = Vec::new();
    while s.run_to_next_solution().is_some() {
        out.push(*s.problem().cells());
    }
    out
}

/// What a count of the fillings found ([`count`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FillCount {
    /// The fillings found (all of them when `finished`).
    pub fillings: u64,
    /// The steps the search took.
    pub steps: u64,
    /// True when the search ran to its end within the step budget.
    pub finished: bool,
}

/// Counts the fillings by the search, taking at most `max_steps` steps (the page's
/// [`limits::FILLIN_COUNT_MAX_STEPS`]); a search cut short gives the fillings found so far.
pub fn count(instance: &Instance, max_steps: u64) -> FillCount {
    let c = search(instance).count_until(max_steps);
    FillCount { fillings: c.solutions, steps: c.steps, finished: c.finished }
}

/// Formats a filling as its three rows: `1 2 3 / 4 9 8 / 7 10 …`.
pub fn format_grid(cells: &[u8; SQUARES]) -> String {
    let rows: Vec<String> = cells
        .chunks(SIDE)
        .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    rows.join(" / ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Event::{Conflict, Place, Remove};
    use nqueens_wasm::search::{Counters, Executing};

    type E = search::Event<Refusal>;

    fn p(t: usize, i: usize) -> E {
        Place { depth: t, choice: i }
    }

    fn r(t: usize, i: usize) -> E {
        Remove { depth: t, choice: i }
    }

    /// Number i refused at square t: it is in square `at` already.
    fn used(t: usize, i: usize, at: usize) -> E {
        Conflict { depth: t, choice: i, conflict: Refusal::Used { at } }
    }

    /// Number i refused at square t: with the number above (square t − 3), not prime.
    fn above(t: usize, i: usize, other: usize) -> E {
        let conflict = Refusal::NotPrime { side: Side::Above, at: t - 3, other, sum: other + i };
        Conflict { depth: t, choice: i, conflict }
    }

    /// Number i refused at square t: with the number to the left (square t − 1), not prime.
    fn left(t: usize, i: usize, other: usize) -> E {
        let conflict = Refusal::NotPrime { side: Side::Left, at: t - 1, other, sum: other + i };
        Conflict { depth: t, choice: i, conflict }
    }

    /// Numbers 1..=k refused at square t, each used in its own square (1 in square 1, …).
    fn used_below(t: usize, k: usize) -> Vec<E> {
        (1..=k).map(|i| used(t, i, i)).collect()
    }

    /// The opening of N = 10, worked out by hand: numbers tried 1 to 10 in each square, the
    /// unused check first, then the sum with the number above, then with the one to the
    /// left (primes up to 20: 2 3 5 7 11 13 17 19).
    fn opening() -> Vec<E> {
        let mut want = vec![p(1, 1)]; // 1. square 1 has no neighbour: 1
        want.extend([used(2, 1, 1), p(2, 2)]); // 1 + 2 = 3
        want.extend(used_below(3, 2));
        want.push(p(3, 3)); // 2 + 3 = 5
        want.extend(used_below(4, 3));
        want.push(p(4, 4)); // 10. above: 1 + 4 = 5
        want.extend(used_below(5, 4));
        #[rustfmt::skip]
        let part1 = [
            left(5, 5, 4),                                  // 15. 2 + 5 = 7, but 4 + 5 = 9
            above(5, 6, 2), above(5, 7, 2), above(5, 8, 2), // 8, 9, 10
            p(5, 9),                                        // 19. 2 + 9 = 11, 4 + 9 = 13
        ];
        want.extend(part1);
        want.extend(used_below(6, 4));
        want.extend([above(6, 5, 3), above(6, 6, 3), above(6, 7, 3), p(6, 8)]); // 3 + 8 = 11, 9 + 8 = 17
        want.extend(used_below(7, 4));
        want.extend([above(7, 5, 4), above(7, 6, 4), p(7, 7)]); // 34. 4 + 7 = 11
        want.extend(used_below(8, 4));
        #[rustfmt::skip]
        let part2 = [
            above(8, 5, 9), above(8, 6, 9),                 // 14, 15
            used(8, 7, 7), used(8, 8, 6), used(8, 9, 5),
            p(8, 10),                                       // 44. 9 + 10 = 19, 7 + 10 = 17
        ];
        want.extend(part2);
        want.extend(used_below(9, 4));
        #[rustfmt::skip]
        let part3 = [
            left(9, 5, 10),                                 // 49. 8 + 5 = 13, but 10 + 5 = 15
            above(9, 6, 8),                                 // 14
            used(9, 7, 7), used(9, 8, 6), used(9, 9, 5), used(9, 10, 8),
            r(8, 10),                                       // 55. square 9 has no number left
            r(7, 7),                                        // 56. 10 was square 8's last
            used(7, 8, 6), used(7, 9, 5), above(7, 10, 4),  // 4 + 10 = 14
            r(6, 8),                                        // 60
            used(6, 9, 5), p(6, 10),                        // 62. 3 + 10 = 13, 9 + 10 = 19
        ];
        want.extend(part3);
        want.extend(used_below(7, 4));
        want.extend([above(7, 5, 4), above(7, 6, 4), p(7, 7)]); // 69
        want.extend(used_below(8, 4));
        #[rustfmt::skip]
        let part4 = [
            above(8, 5, 9), above(8, 6, 9), used(8, 7, 7),
            left(8, 8, 7),                                  // 77. 9 + 8 = 17, but 7 + 8 = 15
            used(8, 9, 5), used(8, 10, 6),
            r(7, 7),                                        // 80
        ];
        want.extend(part4);
        want
    }

    #[test]
    fn the_opening_of_n_10_by_hand_forwards_and_back() {
        let want = opening();
        assert_eq!(want.len(), 80);
        let mut s = search(&Instance::textbook());
        let mut states = vec![s.clone()];
        for (i, w) in want.iter().enumerate() {
            assert_eq!(s.step(), Some(*w), "step {}", i + 1);
            for at in [Some(s.executing()), s.executing_iterative()].into_iter().flatten() {
                for line in [Some(at.line), at.caller].into_iter().flatten() {
                    assert!(FillIn::LINES.contains(&line), "{line}");
                }
            }
            states.push(s.clone());
        }
        assert_eq!(s.problem().cells(), &[1, 2, 3, 4, 9, 10, 0, 0, 0]);
        // 10 numbers taken, 4 taken back, 66 refused.
        let c = s.counters();
        assert_eq!((c.steps, c.tried, c.placements, c.backtracks), (80, 76, 10, 4));
        assert_eq!(c.constraint_prunes, 66);
        states.pop();
        while let Some(before) = states.pop() {
            s.back();
            assert_eq!(s, before, "back to step {}", states.len());
        }
        assert_eq!(s.problem().cells(), &[0; SQUARES]);
    }

    #[test]
    fn each_refusal_is_on_its_line_of_ok_in_both_forms() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search(&Instance::textbook());
        assert_eq!(s.executing(), at("start", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("init", "", 1)));
        s.seek(1).unwrap();
        assert_eq!(s.executing(), at("assign", "test", 1));
        s.seek(2).unwrap();
        assert_eq!(s.executing(), at("unused", "test", 2));
        s.seek(15).unwrap();
        assert_eq!(s.executing(), at("left", "test", 5));
        assert_eq!(s.executing_iterative(), Some(at("left", "test", 5)));
        s.seek(16).unwrap();
        assert_eq!(s.executing(), at("above", "test", 5));
        s.seek(55).unwrap();
        // Square 9 ran out of numbers: back to square 8, k ← 8.
        assert_eq!(s.executing(), at("undo", "", 8));
        assert_eq!(s.executing_iterative(), Some(at("up", "", 8)));
        s.run_to_next_solution();
        assert_eq!(s.executing(), at("print", "", 9));
        assert_eq!(s.executing_iterative(), Some(at("print", "", 9)));
        s.step();
        // The filling printed, square 9's number is unmarked; k stays 9.
        assert_eq!(s.executing(), at("undo", "", 9));
        assert_eq!(s.executing_iterative(), Some(at("unmark", "", 9)));
        while s.step().is_some() {}
        assert_eq!(s.executing(), at("end", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("end", "", 0)));
    }

    #[test]
    fn the_last_filling_found_is_history_restored_on_back() {
        let mut s = search(&Instance::textbook());
        s.run_to_next_solution();
        let first = *s.problem().cells();
        assert_eq!(s.problem().last(), Some(&first));
        s.run_to_next_solution();
        let second = *s.problem().cells();
        assert_ne!(first, second);
        assert_eq!(s.problem().last(), Some(&second));
        s.back();
        assert_eq!(s.problem().last(), Some(&first));
        s.reset();
        assert_eq!(s.problem().last(), None);
        let end = search::back_undoes_each_step(s, 5_000).unwrap();
        assert_eq!(end.counters().steps, 5_000);
    }

    #[test]
    fn every_filling_found_has_different_numbers_and_prime_neighbours() {
        for f in fillings(&Instance::textbook()) {
            let mut seen = f.to_vec();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), SQUARES);
            for t in 1..=SQUARES {
                for (_, at) in neighbours(t) {
                    assert!(is_prime(usize::from(f[t - 1] + f[at - 1])), "{}", format_grid(&f));
                }
            }
        }
    }

    #[test]
    fn a_count_cut_short_keeps_what_it_found() {
        let all = count(&Instance::textbook(), u64::MAX);
        assert!(all.finished);
        assert_eq!(all.fillings, fillings(&Instance::textbook()).len() as u64);
        assert_eq!(search(&Instance::textbook()).total_steps(), Some(all.steps));
        let cut = count(&Instance::textbook(), 80);
        assert_eq!((cut.fillings, cut.steps, cut.finished), (0, 80, false));
    }

    #[test]
    fn neighbours_are_above_then_left_and_n_is_checked() {
        let sides = |t| neighbours(t).collect::<Vec<_>>();
        assert_eq!(sides(1), []);
        assert_eq!(sides(3), [(Side::Left, 2)]);
        assert_eq!(sides(4), [(Side::Above, 1)]);
        assert_eq!(sides(9), [(Side::Above, 6), (Side::Left, 8)]);
        assert_eq!(square(6), (2, 3));
        let primes: Vec<usize> = (0..=40).filter(|&n| is_prime(n)).collect();
        assert_eq!(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);
        assert_eq!(Instance::new(FILLIN_MIN - 1), Err(MaxError { max: FILLIN_MIN - 1 }));
        assert_eq!(Instance::new(FILLIN_MAX + 1).unwrap_err().code(), "fillin-max-range");
        assert_eq!(Instance::new(DEFAULT_MAX), Ok(Instance::textbook()));
        assert_eq!(
            MaxError { max: 9 }.to_string(),
            format!("N must be {FILLIN_MIN} to {FILLIN_MAX}, not 9")
        );
        let counters = Counters::default();
        assert_eq!(search(&Instance::textbook()).counters(), counters);
    }
}
