//! One solution for huge N in O(N), by the explicit construction of E. J. Hoffman,
//! J. C. Loessi and R. C. Moore (J. ACM 16(3), 1969), in the form given by B. Bernhardsson,
//! "Explicit solutions to the N-queens problem for all N", ACM SIGART Bulletin 2(2):7, 1991.
//!
//! Row i's column is read from a list: the even numbers 2, 4, …, then the odd ones 1, 3, …;
//! when N mod 6 is 2, the odd list becomes 3, 1, 7, 9, …, 5; when N mod 6 is 3, the even
//! list becomes 4, 6, …, 2 and the odd list 5, 7, …, 1, 3.

use crate::limits::CONSTRUCT_MAX_N;
use nqueens_wasm::error::ErrorCode;
use std::fmt;

/// Why no solution can be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstructError {
    /// N is 0 or above [`CONSTRUCT_MAX_N`].
    OutOfRange(usize),
    /// N = 2 and N = 3 have no solution at all.
    NoSolution(usize),
}

impl fmt::Display for ConstructError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstructError::OutOfRange(n) => {
                write!(f, "N must be from 1 to {CONSTRUCT_MAX_N}, not {n}")
            }
            ConstructError::NoSolution(n) => write!(f, "N = {n} has no solution"),
        }
    }
}

impl std::error::Error for ConstructError {}

impl ErrorCode for ConstructError {
    /// The error's code for the page: `size-out-of-range` or `no-solution`.
    fn code(&self) -> &'static str {
        match self {
            ConstructError::OutOfRange(_) => "size-out-of-range",
            ConstructError::NoSolution(_) => "no-solution",
        }
    }
}

/// A solution for N: N 1-based columns, row 1 first. O(N) time and memory (4 bytes a row).
///
/// # Errors
/// [`ConstructError::OutOfRange`] for N = 0 or N > 1,000,000, and
/// [`ConstructError::NoSolution`] for N = 2, 3.
pub fn solution(n: usize) -> Result<Vec<u32>, ConstructError> {
    match n {
        0 => return Err(ConstructError::OutOfRange(n)),
        2 | 3 => return Err(ConstructError::NoSolution(n)),
        _ if n > CONSTRUCT_MAX_N => return Err(ConstructError::OutOfRange(n)),
        _ => {}
    }
    let n32 = n as u32;
    let mut evens: Vec<u32> = (1..=n32 / 2).map(|k| 2 * k).collect();
    let mut odds: Vec<u32> = (0..n32.div_ceil(2)).map(|k| 2 * k + 1).collect();
    match n % 6 {
        2 => {
            // 3, 1, 7, 9, …, 5
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        3 => {
            // 4, 6, …, 2 and 5, 7, …, 1, 3
            evens.rotate_left(1);
            odds.rotate_left(2);
        }
        _ => {}
    }
    evens.extend(odds);
    Ok(evens)
}

/// True when `cols` (1-based columns, row 1 first) is a solution: every column used once,
/// no two queens on a diagonal or anti-diagonal. O(N) time with three flag arrays.
pub fn is_solution(cols: &[u32]) -> bool {
    let n = cols.len();
    let mut col = vec![false; n + 1];
    let mut diag = vec![false; 2 * n + 1];
    let mut anti = vec![false; 2 * n + 1];
    for (i, &c) in cols.iter().enumerate() {
        let (r, c) = (i + 1, c as usize);
        if c == 0 || c > n || col[c] || diag[r + n - c] || anti[r + c] {
            return false;
        }
        col[c] = true;
        diag[r + n - c] = true;
        anti[r + c] = true;
    }
    n > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn construction_is_valid_for_every_n_from_4_to_2000_and_for_a_million() {
        for n in (4..=2000).chain([1, CONSTRUCT_MAX_N]) {
            let s = solution(n).unwrap();
            assert_eq!(s.len(), n);
            assert!(is_solution(&s), "N = {n}");
        }
    }

    #[test]
    fn n8_construction_matches_the_hand_worked_lists() {
        // 8 mod 6 = 2: evens 2 4 6 8, odds 3 1 7 5.
        assert_eq!(solution(8).unwrap(), vec![2, 4, 6, 8, 3, 1, 7, 5]);
        // 9 mod 6 = 3: evens 4 6 8 2, odds 5 7 9 1 3.
        assert_eq!(solution(9).unwrap(), vec![4, 6, 8, 2, 5, 7, 9, 1, 3]);
        // 6 mod 6 = 0: evens then odds.
        assert_eq!(solution(6).unwrap(), vec![2, 4, 6, 1, 3, 5]);
    }

    #[test]
    fn two_and_three_have_none_and_sizes_out_of_range_are_errors() {
        assert_eq!(solution(2), Err(ConstructError::NoSolution(2)));
        assert_eq!(solution(3), Err(ConstructError::NoSolution(3)));
        assert_eq!(solution(0), Err(ConstructError::OutOfRange(0)));
        assert_eq!(
            solution(CONSTRUCT_MAX_N + 1),
            Err(ConstructError::OutOfRange(CONSTRUCT_MAX_N + 1))
        );
    }

    #[test]
    fn validity_check_rejects_attacks_and_bad_columns() {
        assert!(!is_solution(&[1, 2, 3, 4]));
        assert!(!is_solution(&[2, 4, 1, 5]));
        assert!(!is_solution(&[2, 4, 1, 1]));
        assert!(!is_solution(&[]));
        assert!(is_solution(&[2, 4, 1, 3]));
    }
}
