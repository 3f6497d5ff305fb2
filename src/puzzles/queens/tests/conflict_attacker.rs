//! Each conflict names what the selected checking method found, checked against a search
//! written here apart from the core: the notes' scan names the first earlier row whose
//! queen attacks the square; the flag arrays read col, then diag (r − c), then anti
//! (r + c), stop at the first one set, and name the queen on that line. For N = 8 the two
//! differ in 3,378 of the 13,664 conflict steps (docs/REFERENCE.md counts the steps).
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::search::Mode;
use queens::board::Line;
use queens::stepper::{search, CheckMethod, Event};

/// A conflict as a tuple: square (row, col), attacker (row, col), line.
type Named = (usize, usize, usize, usize, Line);

/// A check: the attacker's row and line for square (k, c) under the placement x, if any.
type Check = fn(&[usize], usize, usize) -> Option<(usize, Line)>;

/// The first earlier row (1-based) whose queen attacks (k, c), with its line.
fn scan(x: &[usize], k: usize, c: usize) -> Option<(usize, Line)> {
    (1..k).find_map(|j| {
        let q = x[j - 1];
        if q == c {
            Some((j, Line::Column))
        } else if j + c == k + q {
            Some((j, Line::Diagonal))
        } else if j + q == k + c {
            Some((j, Line::AntiDiagonal))
        } else {
            None
        }
    })
}

/// The flags in reading order: the queen holding (k, c)'s column, else its diagonal, else
/// its anti-diagonal (in a valid placement at most one queen holds each line).
fn flags(x: &[usize], k: usize, c: usize) -> Option<(usize, Line)> {
    let on = |same: &dyn Fn(usize, usize) -> bool| (1..k).find(|&j| same(j, x[j - 1]));
    let by_col = on(&|_, q| q == c).map(|j| (j, Line::Column));
    let by_diag =
        || on(&|j, q| j as i64 - q as i64 == k as i64 - c as i64).map(|j| (j, Line::Diagonal));
    let by_anti = || on(&|j, q| j + q == k + c).map(|j| (j, Line::AntiDiagonal));
    by_col.or_else(by_diag).or_else(by_anti)
}

/// Every conflict of the all-solutions search of N, in order, named by `name`.
fn brute(n: usize, name: Check) -> Vec<Named> {
    fn go(x: &mut Vec<usize>, n: usize, name: Check, out: &mut Vec<Named>) {
        let k = x.len() + 1;
        if k > n {
            return;
        }
        for c in 1..=n {
            match name(x, k, c) {
                Some((j, line)) => out.push((k, c, j, x[j - 1], line)),
                None => {
                    x.push(c);
                    go(x, n, name, out);
                    x.pop();
                }
            }
        }
    }
    let mut out = vec![];
    go(&mut vec![], n, name, &mut out);
    out
}

/// Every conflict event of the core's stepper, in order.
fn core(n: usize, method: CheckMethod) -> Vec<Named> {
    let mut s = search(n, Mode::AllSolutions, method).unwrap();
    std::iter::from_fn(|| s.step().map(Event::from))
        .filter_map(|e| match e {
            Event::Conflict { row, col, attacker_row, attacker_col, line } => {
                Some((row, col, attacker_row, attacker_col, line))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn every_conflict_names_the_attacker_and_line_the_selected_method_found() {
    for n in 4..=8 {
        assert_eq!(core(n, CheckMethod::Scan), brute(n, scan), "scan, N = {n}");
        assert_eq!(core(n, CheckMethod::Flags), brute(n, flags), "flags, N = {n}");
    }
}

#[test]
fn n8_methods_name_different_attackers_in_3378_of_13664_conflicts() {
    let (a, b) = (core(8, CheckMethod::Scan), core(8, CheckMethod::Flags));
    assert_eq!((a.len(), b.len()), (13_664, 13_664));
    assert_eq!(a.iter().zip(&b).filter(|(p, q)| p != q).count(), 3_378);
}

#[test]
fn n4_step_7_square_3_3_is_found_by_col_3_of_the_queen_at_2_3_with_the_flags() {
    let at7 = |method| {
        let mut s = search(4, Mode::AllSolutions, method).unwrap();
        s.seek(7).unwrap();
        s.last_event().map(Event::from)
    };
    let conflict = |attacker_row, attacker_col, line| {
        Some(Event::Conflict { row: 3, col: 3, attacker_row, attacker_col, line })
    };
    assert_eq!(at7(CheckMethod::Flags), conflict(2, 3, Line::Column));
    // docs/REFERENCE.md's trace names the scan's attacker: row 1, on a diagonal.
    assert_eq!(at7(CheckMethod::Scan), conflict(1, 1, Line::Diagonal));
}
