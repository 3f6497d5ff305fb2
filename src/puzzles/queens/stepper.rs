//! The N-Queens search of the course notes, step by step: the queens [`Problem`] for the
//! shared reversible backtracking engine ([`nqueens_wasm::search`]), and its event vocabulary.
//!
//! Rows are filled top to bottom and columns tried left to right, 1-based, as in the
//! notes' recursive `backtrack(t)` and iterative `Nqueens()`, both checking with `place(k)`. One step is one event:
//! - a square tried: the queen is placed, or the square conflicts with the queen the
//!   check found (named with the line, see [`crate::board::Line`]): with the scan, the
//!   first earlier row whose queen attacks it; with the flag arrays, the queen that set the
//!   first flag read that is set;
//! - a queen removed when the search backtracks;
//! - a solution found (the placement is complete);
//! - the search done.
//!
//! A square is checked by one of the notes' two methods ([`CheckMethod`]): scanning the
//! earlier rows, or O(1) flag arrays for columns, diagonals and anti-diagonals. Both try
//! the same squares and place the same queens; a conflict names what the method found
//! (for N = 8 the two name another queen in 3,378 of the 13,664 conflicts), and the
//! `comparisons` counter shows each method's work.
//!
//! Reference trace and totals: `docs/REFERENCE.md` (N=8: 15,720 squares tried, 2,056
//! placements, 92 solutions; first solution after 876 squares and 113 placements; Knuth,
//! TAOCP 7.2.2, for the tree sizes).

use crate::board::{attack_line, check_n, Line, SizeError};
use crate::limits::{QUEENS_TREE_MAX_N, STEP_TOTAL_MAX_N};
use crate::solver;
use nqueens_wasm::limits::STEP_TOTAL_MAX_STEPS;
use nqueens_wasm::search::{self, usual_lines, Mode, Problem, Search, TreeNode};
use std::fmt;

/// How a square is checked against the queens above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckMethod {
    /// The notes' `place(k)`: scan rows 1..k−1 for `x[j]==x[k] || |x[j]-x[k]|==|j-k|`,
    /// stopping at the first attacker. One comparison per earlier row examined.
    Scan,
    /// Flag arrays indexed by column, diagonal (r − c) and anti-diagonal (r + c), read in
    /// that order and stopping at the first one set. One comparison per flag read (1 to 3).
    Flags,
}

/// The queen that attacks a candidate square, as the [`CheckMethod`] found it: its row, its
/// column, the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// 1-based row of the attacking queen.
    pub row: usize,
    /// 1-based column of the attacking queen.
    pub col: usize,
    /// The line it attacks along.
    pub line: Line,
}

/// The N-Queens puzzle as a [`Problem`]: depth = row, choice = column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queens {
    n: usize,
    method: CheckMethod,
    /// x[1..=n]; index 0 unused; 0 means an empty row.
    x: Vec<usize>,
    /// The flag arrays, holding the row of the queen on each line (0 = free), so a conflict
    /// can name its attacker: by column c, by diagonal r − c + N, by anti-diagonal r + c.
    col_row: Vec<usize>,
    diag_row: Vec<usize>,
    anti_row: Vec<usize>,
}

impl Queens {
    /// The empty N × N board, checked with `method` (N already checked).
    fn new(n: usize, method: CheckMethod) -> Self {
        Self {
            n,
            method,
            x: vec![0; n + 1],
            col_row: vec![0; n + 1],
            diag_row: vec![0; 2 * n + 1],
            anti_row: vec![0; 2 * n + 1],
        }
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The checking method chosen at construction.
    pub fn method(&self) -> CheckMethod {
        self.method
    }

    /// The partial placement: N 1-based columns, row 1 first, 0 for an empty row.
    pub fn cols(&self) -> &[usize] {
        &self.x[1..]
    }

    /// Puts (`row` = the queen's row) or clears (`row` = 0) the flags of square (r, c).
    fn set_flags(&mut self, r: usize, c: usize, row: usize) {
        self.col_row[c] = row;
        self.diag_row[r + self.n - c] = row;
        self.anti_row[r + c] = row;
    }
}

impl Problem for Queens {
    type Conflict = Attacker;
    type History = ();
    /// The notes' recursive `backtrack(t)` with its check `place(k)` (either method) and
    /// `main`, then the lines of their iterative `Nqueens()` (the check is the same
    /// `place(k)`; `print` and `end` are shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "try", "if", "assign", "print", "recurse", "undo", "check", "scan", "test",
        "true", "main", "start", "end", "iter", "init", "loop", "unset", "next", "while", "skip",
        "found", "set", "down", "up",
    ];

    /// `backtrack(t)` sets `x[t] ← i` (`try`) and then asks `if place(t)` (`if`): a conflict
    /// fails the check's `test`; a place passes it, the scan at its `return true` (`true`),
    /// the flag method's one-line check going on to set the flags (`assign`); both called
    /// from `if`. A remove runs `undo`, a solution `print`, the end `end`.
    fn executes(
        &self,
        e: Option<&search::Event<Attacker>>,
    ) -> (&'static str, Option<&'static str>) {
        match (e, self.method) {
            (Some(search::Event::Place { .. }), CheckMethod::Scan) => ("true", Some("if")),
            _ => usual_lines(e, "if", "if"),
        }
    }

    /// The notes' `Nqueens()`: `x[1] ← 0; k ← 1` (`init`, step 0); `while k > 0 do`
    /// (`loop`) `x[k] ← x[k] + 1` (`next`); `while x[k] ≤ n and not place(k) do` (`while`)
    /// `x[k] ← x[k] + 1` (`skip`); `if x[k] ≤ n then` (`found`) `if k = n then print x`
    /// (`print`) `else k ← k + 1; x[k] ← 0` (`down`) `else k ← k − 1` (`up`). A conflict is
    /// place(k)'s `test` failing, called from `while`; a place is place(k) passing (the
    /// scan's `true`, from `while`), or, with the flag arrays, the flags set for it (`set`,
    /// under `found`). A queen is removed when the loop moves off it: after a solution, by
    /// the next `x[k] ← x[k] + 1` at k = n (`next`); when the row below it ran out of
    /// squares, by `k ← k − 1` (`up`); with the flag arrays, both at the loop's `if x[k] > 0
    /// then` clear its flags (`unset`). The end is `end`, after the loop.
    fn executes_iterative(
        &self,
        e: Option<&search::Event<Attacker>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        use search::Event as E;
        let flags = self.method == CheckMethod::Flags;
        Some(match e {
            None => ("init", None),
            Some(E::Conflict { .. }) => ("test", Some("while")),
            Some(E::Place { .. }) if flags => ("set", Some("found")),
            Some(E::Place { .. }) => ("true", Some("while")),
            Some(E::Solution { .. }) => ("print", None),
            Some(E::Remove { .. }) if flags => ("unset", None),
            Some(E::Remove { depth, .. }) if *depth == self.n => ("next", None),
            Some(E::Remove { .. }) => ("up", None),
            Some(E::Done) => ("end", None),
        })
    }

    fn choices(&self) -> usize {
        self.n
    }

    fn max_depth(&self) -> usize {
        self.n
    }

    fn check(&self, row: usize, col: usize) -> (Option<Attacker>, u64) {
        match self.method {
            CheckMethod::Scan => {
                for j in 1..row {
                    if let Some(line) = attack_line(j, self.x[j], row, col) {
                        return (Some(Attacker { row: j, col: self.x[j], line }), j as u64);
                    }
                }
                (None, row as u64 - 1)
            }
            CheckMethod::Flags => {
                let flags = [
                    (self.col_row[col], Line::Column),
                    (self.diag_row[row + self.n - col], Line::Diagonal),
                    (self.anti_row[row + col], Line::AntiDiagonal),
                ];
                // The first flag set stops the check; the queen that set it is the attacker.
                match flags.iter().position(|&(r, _)| r != 0) {
                    Some(i) => {
                        let (j, line) = flags[i];
                        (Some(Attacker { row: j, col: self.x[j], line }), i as u64 + 1)
                    }
                    None => (None, 3),
                }
            }
        }
    }

    fn apply(&mut self, row: usize, col: usize) {
        self.x[row] = col;
        self.set_flags(row, col, row);
    }

    fn undo(&mut self, row: usize, col: usize) {
        self.x[row] = 0;
        self.set_flags(row, col, 0);
    }

    fn is_solution(&self, row: usize) -> bool {
        row == self.n
    }

    /// For all solutions, N·(1 + P − S) squares tried + P removals + S solutions + 1 (done),
    /// with the tree size P and solution count S from [`solver::tree_size`] (N ≤
    /// [`STEP_TOTAL_MAX_N`]); for the first solution, a replay of at most
    /// [`STEP_TOTAL_MAX_STEPS`] steps. `None` otherwise.
    fn total_steps(s: &Search<Self>) -> Option<u64> {
        let n = s.problem().n;
        match s.mode() {
            Mode::AllSolutions if n <= STEP_TOTAL_MAX_N => {
                let (p, sols) = solver::tree_size(n).ok()?;
                Some(n as u64 * (1 + p - sols) + p + sols + 1)
            }
            Mode::AllSolutions => None,
            Mode::FirstSolution => s.total_steps_by_replay(STEP_TOTAL_MAX_STEPS),
        }
    }

    /// The tree for N ≤ [`QUEENS_TREE_MAX_N`] (depth = row, choice = column); `None` for a
    /// larger N, whose tree is too large to draw.
    fn tree(s: &Search<Self>, max_nodes: usize) -> Option<Vec<TreeNode>> {
        if s.problem().n > QUEENS_TREE_MAX_N {
            return None;
        }
        s.replay_tree(max_nodes)
    }
}

/// One event of the N-Queens search. Rows and columns are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Square (row, col) was tried and is safe: a queen is placed there.
    Place { row: usize, col: usize },
    /// Square (row, col) was tried and is attacked by the queen at
    /// (attacker_row, attacker_col) along `line`: the queen the [`CheckMethod`] found (the
    /// scan: the earliest row that attacks it; the flags: the queen that set the first flag
    /// read that is set).
    Conflict { row: usize, col: usize, attacker_row: usize, attacker_col: usize, line: Line },
    /// Backtrack: the queen at (row, col) is removed.
    Remove { row: usize, col: usize },
    /// The placement is complete; `number` is the 1-based index of this solution.
    Solution { number: u64 },
    /// The search is over.
    Done,
}

impl From<search::Event<Attacker>> for Event {
    fn from(e: search::Event<Attacker>) -> Self {
        match e {
            search::Event::Place { depth, choice } => Event::Place { row: depth, col: choice },
            search::Event::Conflict { depth, choice, conflict: a } => Event::Conflict {
                row: depth,
                col: choice,
                attacker_row: a.row,
                attacker_col: a.col,
                line: a.line,
            },
            search::Event::Remove { depth, choice } => Event::Remove { row: depth, col: choice },
            search::Event::Solution { number } => Event::Solution { number },
            search::Event::Done => Event::Done,
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Place { row, col } => write!(f, "place ({row},{col})"),
            Event::Conflict { row, col, attacker_row, line, .. } => {
                write!(f, "({row},{col}) conflicts with row {attacker_row} ({line})")
            }
            Event::Remove { row, col } => write!(f, "remove ({row},{col}), backtrack"),
            Event::Solution { number } => write!(f, "solution #{number}"),
            Event::Done => f.write_str("done"),
        }
    }
}

/// The textbook search for one N, [`Mode`] and [`CheckMethod`] at step 0, stepped one
/// event at a time in either direction by the engine. Memory is O(N); a step costs O(1)
/// with [`CheckMethod::Flags`] and O(N) with [`CheckMethod::Scan`], forward or back. Its
/// events in the queens' words: [`Event::from`].
///
/// # Errors
/// [`SizeError`] when N is outside 1..=32.
pub fn search(n: usize, mode: Mode, method: CheckMethod) -> Result<Search<Queens>, SizeError> {
    let n = check_n(n)?;
    Ok(Search::new(Queens::new(n, method), mode))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::{Counters, Executing, SeekError, Target};
    use Event::*;
    use Line::*;

    type Stepper = Search<Queens>;

    fn new(n: usize, mode: Mode) -> Result<Stepper, SizeError> {
        search(n, mode, CheckMethod::Flags)
    }

    /// One step, its event in the queens' words.
    fn step(s: &mut Stepper) -> Option<Event> {
        s.step().map(Event::from)
    }

    fn last(s: &Stepper) -> Option<Event> {
        s.last_event().map(Event::from)
    }

    fn run_all(n: usize, mode: Mode) -> Stepper {
        let mut s = new(n, mode).unwrap();
        while s.step().is_some() {}
        s
    }

    /// N = 4, hand-derived from the reference trace (docs/REFERENCE.md) continued: steps
    /// 13–16 try row 4 under x = [1, 4, 2] and fail, 17 removes (3,2), 18–19 fail (3,3)
    /// and (3,4), 20 removes (2,4), 21 removes (1,1), 22 places (1,2).
    #[test]
    fn coarse_steps_stop_at_the_hand_traced_events_of_n4() {
        let mut s = new(4, Mode::AllSolutions).unwrap();
        let mut stops = Vec::new();
        while s.step_until(Target::Remove, 1_000) && stops.len() < 4 {
            stops.push((s.counters().steps, last(&s).unwrap()));
        }
        assert_eq!(
            stops,
            [
                (9, Remove { row: 2, col: 3 }),
                (17, Remove { row: 3, col: 2 }),
                (20, Remove { row: 2, col: 4 }),
                (21, Remove { row: 1, col: 1 }),
            ]
        );
        s.seek(0).unwrap();
        let mut places = Vec::new();
        for _ in 0..5 {
            assert!(s.step_until(Target::Place, 1_000));
            places.push(s.counters().steps);
        }
        assert_eq!(places, [1, 4, 10, 12, 22]);
        // Backwards from step 22: the placements at 12, 10, 4, 1, then step 0 (none left).
        let mut back = Vec::new();
        while s.back_until(Target::Place, 1_000) {
            back.push(s.counters().steps);
        }
        assert_eq!(back, [12, 10, 4, 1]);
        assert_eq!(s.counters().steps, 0);
        // Row 3's first queen is (3,2) at step 12; a budget too small stops short.
        assert!(!s.step_until(Target::Depth(3), 5));
        assert_eq!(s.counters().steps, 5);
        assert!(s.step_until(Target::Depth(3), 100));
        assert_eq!((s.counters().steps, last(&s)), (12, Some(Place { row: 3, col: 2 })));
        // The first solution is 2 4 1 3; back from the end the last backtrack is (1,4).
        assert!(s.step_until(Target::Solution, 1_000));
        assert_eq!(s.problem().cols(), [2, 4, 1, 3]);
        while s.step().is_some() {}
        assert!(s.back_until(Target::Remove, 1_000));
        assert_eq!(last(&s), Some(Remove { row: 1, col: 4 }));
    }

    #[test]
    fn n4_trace_matches_the_hand_trace_in_the_reference() {
        // The reference names the scan's attacker, the earliest row that attacks.
        let mut s = search(4, Mode::AllSolutions, CheckMethod::Scan).unwrap();
        let c = |row, col, attacker_row, attacker_col, line| Conflict {
            row,
            col,
            attacker_row,
            attacker_col,
            line,
        };
        let want = [
            Place { row: 1, col: 1 },
            c(2, 1, 1, 1, Column),
            c(2, 2, 1, 1, Diagonal),
            Place { row: 2, col: 3 },
            c(3, 1, 1, 1, Column),
            c(3, 2, 2, 3, AntiDiagonal),
            c(3, 3, 1, 1, Diagonal),
            c(3, 4, 2, 3, Diagonal),
            Remove { row: 2, col: 3 },
            Place { row: 2, col: 4 },
            c(3, 1, 1, 1, Column),
            Place { row: 3, col: 2 },
        ];
        for (i, w) in want.iter().enumerate() {
            assert_eq!(step(&mut s), Some(*w), "event {}", i + 1);
        }
        // 13. row 4: every square conflicts.
        for _ in 1..=4 {
            assert!(matches!(step(&mut s), Some(Conflict { row: 4, .. })));
        }
        assert_eq!(s.problem().cols(), &[1, 4, 2, 0]);
    }

    #[test]
    fn code_lines_follow_the_n4_hand_trace_in_the_reference() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let (start, assign, test, undo, print, end, none, if_) =
            ("start", "assign", "test", "undo", "print", "end", "", "if");
        let mut s = new(4, Mode::AllSolutions).unwrap();
        // Step 0: main is about to call backtrack(1).
        assert_eq!(s.executing(), at(start, none, 0));
        // docs/REFERENCE.md, the N = 4 opening, with the flag arrays: x[t] ← i, then a
        // conflict fails place(t)'s test and a place sets the flags (assign), both from `if
        // place(t)` at depth t = the row; the backtrack of step 9 runs undo in backtrack(2).
        let want = [
            at(assign, if_, 1), // 1. place (1,1)
            at(test, if_, 2),   // 2. (2,1) conflicts
            at(test, if_, 2),   // 3. (2,2) conflicts
            at(assign, if_, 2), // 4. place (2,3)
            at(test, if_, 3),   // 5. (3,1)
            at(test, if_, 3),   // 6. (3,2)
            at(test, if_, 3),   // 7. (3,3)
            at(test, if_, 3),   // 8. (3,4)
            at(undo, none, 2),  // 9. remove (2,3)
            at(assign, if_, 2), // 10. place (2,4)
            at(test, if_, 3),   // 11. (3,1)
            at(assign, if_, 3), // 12. place (3,2)
        ];
        for (i, w) in want.iter().enumerate() {
            s.step();
            assert_eq!(s.executing(), *w, "event {}", i + 1);
        }
        // The first solution 2 4 1 3 prints at depth N; the end is back in main.
        s.run_to_next_solution();
        assert_eq!(s.executing(), at(print, none, 4));
        while s.step().is_some() {}
        assert_eq!(s.executing(), at(end, none, 0));
        // With the scan, place(t) passes at its `return true`, called from `if place(t)`.
        let mut s = search(4, Mode::AllSolutions, CheckMethod::Scan).unwrap();
        s.step();
        assert_eq!(s.executing(), at("true", if_, 1));
        s.step();
        assert_eq!(s.executing(), at(test, if_, 2));
    }

    /// The line of the notes' `Nqueens()` after each event of the N = 4 trace, worked out
    /// by hand from the program (x[1] ← 0; k ← 1; while k > 0 do x[k] ← x[k] + 1; while
    /// x[k] ≤ n and not place(k) do x[k] ← x[k] + 1; if x[k] ≤ n then if k = n then print x
    /// else k ← k + 1, x[k] ← 0 else k ← k − 1), for the scan (first) and the flag arrays.
    #[test]
    fn iterative_lines_follow_the_n4_hand_trace_in_the_reference() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let (test, true_, set, up, unset, while_, found) =
            ("test", "true", "set", "up", "unset", "while", "found");
        // step: (scan, flags). A try is place(k) called from the inner while: it fails at
        // its test, or passes (scan: return true; flags: the flags are set under
        // `if x[k] ≤ n`). Step 9: row 3 ran out (x[3] = 5), so `else k ← k − 1` makes k = 2
        // (flags: then the loop's `if x[k] > 0` clears (2,3)'s flags).
        let want = [
            (at(true_, while_, 1), at(set, found, 1)), // 1. place (1,1)
            (at(test, while_, 2), at(test, while_, 2)), // 2. (2,1) conflicts
            (at(test, while_, 2), at(test, while_, 2)), // 3. (2,2) conflicts
            (at(true_, while_, 2), at(set, found, 2)), // 4. place (2,3)
            (at(test, while_, 3), at(test, while_, 3)), // 5. (3,1)
            (at(test, while_, 3), at(test, while_, 3)), // 6. (3,2)
            (at(test, while_, 3), at(test, while_, 3)), // 7. (3,3)
            (at(test, while_, 3), at(test, while_, 3)), // 8. (3,4)
            (at(up, "", 2), at(unset, "", 2)),         // 9. remove (2,3)
            (at(true_, while_, 2), at(set, found, 2)), // 10. place (2,4)
            (at(test, while_, 3), at(test, while_, 3)), // 11. (3,1)
            (at(true_, while_, 3), at(set, found, 3)), // 12. place (3,2)
        ];
        for (method, pick) in [(CheckMethod::Scan, 0), (CheckMethod::Flags, 1)] {
            let mut s = search(4, Mode::AllSolutions, method).unwrap();
            // Step 0: x[1] ← 0; k ← 1 has run.
            assert_eq!(s.executing_iterative().unwrap(), at("init", "", 1));
            for (i, w) in want.iter().enumerate() {
                s.step();
                let w = if pick == 0 { w.0 } else { w.1 };
                assert_eq!(s.executing_iterative().unwrap(), w, "{method:?} event {}", i + 1);
            }
            // 2 4 1 3 prints at k = 4; the loop then moves off (4,3): the scan by the next
            // x[k] ← x[k] + 1 (x[4] = 4), the flags by clearing them first.
            s.run_to_next_solution();
            assert_eq!(s.problem().cols(), [2, 4, 1, 3]);
            assert_eq!(s.executing_iterative().unwrap(), at("print", "", 4));
            s.step();
            let next = if pick == 0 { "next" } else { unset };
            assert_eq!(s.executing_iterative().unwrap(), at(next, "", 4));
            // (4,4) conflicts with row 2; row 4 is out of squares: k ← k − 1 = 3.
            s.step();
            assert_eq!(s.executing_iterative().unwrap(), at(test, while_, 4));
            s.step();
            assert_eq!(
                s.executing_iterative().unwrap(),
                at(if pick == 0 { up } else { unset }, "", 3)
            );
            // The loop ends with k = 0.
            while s.step().is_some() {}
            assert_eq!(s.executing_iterative().unwrap(), at("end", "", 0));
        }
        // A first-solution search stops at print x; stop, k = n.
        let mut s = new(4, Mode::FirstSolution).unwrap();
        while s.step().is_some() {}
        assert_eq!(s.executing_iterative().unwrap(), at("end", "", 4));
    }

    #[test]
    fn n4_full_search_tries_60_squares_places_16_queens_and_finds_both_solutions() {
        let mut s = new(4, Mode::AllSolutions).unwrap();
        let mut found = vec![];
        while let Some(e) = step(&mut s) {
            if let Solution { .. } = e {
                found.push(s.problem().cols().to_vec());
            }
        }
        assert_eq!(found, vec![vec![2, 4, 1, 3], vec![3, 1, 4, 2]]);
        let c = s.counters();
        assert_eq!((c.tried, c.placements, c.solutions), (60, 16, 2));
        // Every queen placed is removed again by the end.
        assert_eq!(c.backtracks, 16);
        assert!(s.is_finished());
        assert_eq!(s.problem().cols(), &[0, 0, 0, 0]);
    }

    #[test]
    fn n8_full_search_tries_15720_squares_places_2056_queens_and_finds_92() {
        let c = run_all(8, Mode::AllSolutions).counters();
        assert_eq!((c.tried, c.placements, c.solutions), (15_720, 2_056, 92));
        assert_eq!(c.backtracks, 2_056);
        // Steps: squares tried + removals + solutions + done.
        assert_eq!(c.steps, 15_720 + 2_056 + 92 + 1);
    }

    #[test]
    fn placements_match_the_reference_tree_sizes_for_n_1_to_10() {
        let want = [1u64, 2, 5, 16, 53, 152, 551, 2056, 8393, 35538];
        for (i, &p) in want.iter().enumerate() {
            let n = i + 1;
            let c = run_all(n, Mode::AllSolutions).counters();
            assert_eq!(c.placements, p, "N = {n}");
            // REFERENCE: squares tried = N × (1 + placements − solutions).
            assert_eq!(c.tried, n as u64 * (1 + p - c.solutions), "N = {n}");
        }
    }

    #[test]
    fn n8_first_solution_mode_stops_after_876_squares_and_113_placements() {
        let s = run_all(8, Mode::FirstSolution);
        let c = s.counters();
        assert_eq!((c.tried, c.placements, c.solutions), (876, 113, 1));
        assert_eq!(s.problem().cols(), &[1, 5, 8, 6, 3, 7, 2, 4]);
        assert!(s.is_finished());
    }

    #[test]
    fn n6_first_solution_is_2_4_6_1_3_5() {
        let mut s = new(6, Mode::AllSolutions).unwrap();
        assert_eq!(s.run_to_next_solution().map(Event::from), Some(Solution { number: 1 }));
        assert_eq!(s.problem().cols(), &[2, 4, 6, 1, 3, 5]);
    }

    #[test]
    fn n3_has_no_solution_and_ends_done() {
        let mut s = new(3, Mode::FirstSolution).unwrap();
        assert_eq!(s.run_to_next_solution(), None);
        assert!(s.is_finished());
        assert_eq!(s.counters().placements, 5);
    }

    #[test]
    fn back_retraces_the_whole_n6_search_exactly() {
        let mut s = new(6, Mode::AllSolutions).unwrap();
        let mut states = vec![s.clone()];
        while s.step().is_some() {
            states.push(s.clone());
        }
        states.pop();
        while let Some(want) = states.pop() {
            s.back();
            assert_eq!(s, want);
        }
        assert_eq!(s.back(), None);
    }

    #[test]
    fn back_retraces_first_solution_mode_and_no_solution_searches() {
        for (n, mode) in
            [(5, Mode::FirstSolution), (3, Mode::FirstSolution), (1, Mode::AllSolutions)]
        {
            let mut s = new(n, mode).unwrap();
            let mut states = vec![s.clone()];
            while s.step().is_some() {
                states.push(s.clone());
            }
            states.pop();
            while let Some(want) = states.pop() {
                s.back();
                assert_eq!(s, want, "N = {n}");
            }
        }
    }

    #[test]
    fn seek_reaches_the_same_state_as_single_steps_and_reports_the_end() {
        let mut a = new(6, Mode::AllSolutions).unwrap();
        for _ in 0..40 {
            a.step();
        }
        let mut b = new(6, Mode::AllSolutions).unwrap();
        b.seek(500).unwrap();
        b.seek(40).unwrap();
        assert_eq!(a, b);
        b.seek(35).unwrap();
        b.seek(40).unwrap();
        assert_eq!(a, b);
        let total = run_all(6, Mode::AllSolutions).counters().steps;
        assert_eq!(b.seek(total + 1), Err(SeekError { asked: total + 1, total }));
        assert!(b.is_finished());
    }

    fn trace(n: usize, mode: Mode, method: CheckMethod) -> (Vec<Event>, Counters) {
        let mut s = search(n, mode, method).unwrap();
        let events = std::iter::from_fn(|| step(&mut s)).collect();
        (events, s.counters())
    }

    #[test]
    fn scan_and_flags_try_the_same_squares_for_n_up_to_9() {
        // The same squares tried and the same events, but for the queen a conflict names.
        let square = |e: &Event| match *e {
            Conflict { row, col, .. } => {
                Conflict { row, col, attacker_row: 0, attacker_col: 0, line: Line::Column }
            }
            other => other,
        };
        for n in 1..=9 {
            for mode in [Mode::FirstSolution, Mode::AllSolutions] {
                let (a, ca) = trace(n, mode, CheckMethod::Scan);
                let (b, cb) = trace(n, mode, CheckMethod::Flags);
                let (a, b): (Vec<_>, Vec<_>) =
                    (a.iter().map(square).collect(), b.iter().map(square).collect());
                assert_eq!(a, b, "N = {n}");
                assert_eq!(
                    Counters { comparisons: 0, ..ca },
                    Counters { comparisons: 0, ..cb },
                    "N = {n}"
                );
            }
        }
        let (_, c) = trace(8, Mode::AllSolutions, CheckMethod::Scan);
        assert_eq!((c.tried, c.placements, c.solutions), (15_720, 2_056, 92));
        let (_, c) = trace(8, Mode::FirstSolution, CheckMethod::Scan);
        assert_eq!((c.tried, c.placements), (876, 113));
    }

    #[test]
    fn comparisons_count_each_methods_work_on_the_n4_opening() {
        // Hand count over the reference's first 8 events (N = 4):
        // scan examines rows 1..k-1 up to the first attacker:
        //   (1,1):0 (2,1):1 (2,2):1 (2,3):1 (3,1):1 (3,2):2 (3,3):1 (3,4):2 = 9;
        // flags reads column, diagonal, anti-diagonal up to the first set flag; at (3,3)
        // the column flag (row 2) is set, though the scan finds row 1's diagonal first:
        //   (1,1):3 (2,1):1 (2,2):2 (2,3):3 (3,1):1 (3,2):3 (3,3):1 (3,4):2 = 16.
        for (method, want) in [(CheckMethod::Scan, 9), (CheckMethod::Flags, 16)] {
            let mut s = search(4, Mode::AllSolutions, method).unwrap();
            s.seek(8).unwrap();
            assert_eq!(s.counters().comparisons, want, "{method:?}");
            s.seek(0).unwrap();
            assert_eq!(s.counters().comparisons, 0, "{method:?}");
        }
    }

    #[test]
    fn total_steps_agree_with_running_the_search_to_the_end() {
        for n in 1..=9 {
            for mode in [Mode::FirstSolution, Mode::AllSolutions] {
                let s = new(n, mode).unwrap();
                let want = run_all(n, mode).counters().steps;
                assert_eq!(s.total_steps(), Some(want), "N = {n}, {mode:?}");
            }
        }
        // 15,720 squares + 2,056 removals + 92 solutions + done.
        assert_eq!(new(8, Mode::AllSolutions).unwrap().total_steps(), Some(17_869));
        assert_eq!(new(14, Mode::AllSolutions).unwrap().total_steps(), None);
    }

    #[test]
    fn tree_of_n4_has_16_placements_44_conflicts_and_2_solution_leaves() {
        let tree = |n, mode| new(n, mode).unwrap().tree(usize::MAX);
        let t = tree(4, Mode::AllSolutions).unwrap();
        assert_eq!(t.len(), 60);
        assert_eq!(t.iter().filter(|v| v.placed).count(), 16);
        assert_eq!(t.iter().filter(|v| v.solution).count(), 2);
        // The opening of the reference trace: place (1,1) at step 1; (2,3) at step 4
        // under it; (3,2) conflicts at step 6 under (2,3).
        let key = |v: &TreeNode| (v.depth, v.choice, v.step, v.parent, v.placed);
        assert_eq!(key(&t[0]), (1, 1, 1, None, true));
        assert_eq!(key(&t[3]), (2, 3, 4, Some(0), true));
        assert_eq!(key(&t[5]), (3, 2, 6, Some(3), false));
        // After the backtrack (step 9), (2,4) at step 10 hangs from (1,1) again.
        assert_eq!(key(&t[8]), (2, 4, 10, Some(0), true));
        assert_eq!(tree(6, Mode::AllSolutions).unwrap().iter().filter(|v| v.placed).count(), 152);
        assert!(tree(9, Mode::AllSolutions).is_none());
    }

    #[test]
    fn sizes_outside_1_to_32_are_errors() {
        assert_eq!(new(0, Mode::AllSolutions).unwrap_err(), SizeError { n: 0, max: 32 });
        assert_eq!(new(33, Mode::AllSolutions).unwrap_err(), SizeError { n: 33, max: 32 });
    }
}
