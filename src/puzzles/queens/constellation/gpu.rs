//! The constellation counter's tasks for the graphics card (www/js/puzzles/queens/count-gpu-shader.js):
//! each task of the pool (a sub-constellation) is split further by the queens of its next
//! free rows ([`gpu_rows`]), and each placement is written as one record of
//! [`RECORD_WORDS`] `u32` words, the start of its search in the 32-bit form of
//! [`Start::narrow`], as NQueensFAF's GPU solver hands the card its start constellations
//! (O. Pöschl and P. Ellwanger, github.com/olepoeschl/NQueensFAF).
//!
//! A record: `ld`, `rd`, `col`, then `row | last << 8 | weight << 16` (the first and last
//! free rows, the constellation's class size), then the 4 marks' `row | shift << 8` (row
//! 255 for none), their incoming `ld` lines and their incoming `rd` lines.

use super::staged::{Start, MAX_MARKS};
use super::Plan;
#[cfg(test)]
use super::Tally;

/// Words per task record.
pub const RECORD_WORDS: usize = 16;

/// The free rows below a sub-constellation whose queens are placed for each task of the
/// graphics card: more for larger N, so that no one invocation runs long (NQueensFAF's GPU
/// solver pre-places its constellations deeper for the same reason).
pub fn gpu_rows(n: usize) -> usize {
    n.saturating_sub(14).div_ceil(2).min(6)
}

impl Plan {
    /// The records of the pool's tasks `indices` (sub-constellations; task 0, the symmetric
    /// placements, and indices past the last are not the card's and are skipped), each
    /// split by the queens of its next `rows` free rows, and how many records they make.
    pub(super) fn gpu_records(&self, indices: &[u32], rows: usize) -> (Vec<u32>, usize) {
        let n = self.n;
        let mut words = Vec::new();
        for &index in indices {
            let Some((c, start)) = self.sub_constellation(index as usize) else {
                continue;
            };
            let mut queens = [(0, 0); 32];
            let len = c.len as usize + 1;
            queens[..len - 1].copy_from_slice(&c.squares[..len - 1]);
            queens[len - 1] = start;
            let free_rows = (1..n as u8 - 1).filter(|&r| queens[..len].iter().all(|q| q.0 != r));
            // At least one free row is left to the card.
            let below: Vec<u8> = free_rows.collect();
            let depth = rows.min(below.len().saturating_sub(1));
            place(n, &mut queens, len, &below[..depth], &mut |queens| {
                if let Some(s) = Start::narrow(n, queens) {
                    words.extend_from_slice(&record(&s, c.weight));
                }
            });
        }
        let tasks = words.len() / RECORD_WORDS;
        (words, tasks)
    }
}

/// Every placement of one queen per row of `rows` that no queen of `queens[..len]`
/// attacks, each handed to `leaf` with the queens before it.
fn place(
    n: usize,
    queens: &mut [(u8, u8); 32],
    len: usize,
    rows: &[u8],
    leaf: &mut impl FnMut(&[(u8, u8)]),
) {
    let Some((&row, rest)) = rows.split_first() else {
        leaf(&queens[..len]);
        return;
    };
    for c in 1..n as u8 - 1 {
        let safe = queens[..len].iter().all(|&(r, q)| q != c && r.abs_diff(row) != q.abs_diff(c));
        if safe {
            queens[len] = (row, c);
            place(n, queens, len + 1, rest, leaf);
        }
    }
}

/// One task's record (the module's layout).
fn record(s: &Start, weight: u8) -> [u32; RECORD_WORDS] {
    let mut w = [0u32; RECORD_WORDS];
    w[0] = s.ld;
    w[1] = s.rd as u32;
    w[2] = s.col;
    w[3] = s.row | s.last << 8 | (weight as u32) << 16;
    for k in 0..MAX_MARKS {
        let m = s.marks[k];
        w[4 + k] = if k < s.len { m.row | m.shift << 8 } else { 255 };
        w[8 + k] = m.ld;
        w[12 + k] = m.rd;
    }
    w
}

/// Counts the records as the card's shader does (the same loop, in Rust): the reference
/// the shader's result is checked against in the tests, and the meaning of each word.
#[cfg(test)]
pub(super) fn count_records(words: &[u32]) -> Tally {
    let mut tally = Tally::default();
    for w in words.chunks_exact(RECORD_WORDS) {
        let (mut shift, mut ld_in, mut rd_in) = ([1u32; 32], [0u32; 32], [0u32; 32]);
        for k in 0..MAX_MARKS {
            let row = (w[4 + k] & 255) as usize;
            if row < 32 {
                (shift[row], ld_in[row], rd_in[row]) = (w[4 + k] >> 8, w[8 + k], w[12 + k]);
            }
        }
        let (last, weight) = (w[3] >> 8 & 255, (w[3] >> 16) as u64);
        let (mut row, mut ld, mut rd, mut col) = (w[3] & 255, w[0], w[1], w[2]);
        let mut free = !(ld | rd | col);
        let mut stack = Vec::new();
        let (mut solutions, mut nodes) = (0u64, 0u64);
        if row == last {
            solutions = (free != 0) as u64;
            free = 0;
        }
        loop {
            if free == 0 {
                let Some(top) = stack.pop() else { break };
                (row, ld, rd, col, free) = top;
                continue;
            }
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1;
            let g = shift[row as usize];
            let (nld, nrd, ncol) = (
                (ld | bit) << g | ld_in[row as usize],
                (rd | bit) >> g | rd_in[row as usize],
                col | bit,
            );
            let next = !(nld | nrd | ncol);
            if row + g == last {
                solutions += (next != 0) as u64;
            } else if next != 0 {
                stack.push((row, ld, rd, col, free));
                (row, ld, rd, col, free) = (row + g, nld, nrd, ncol, next);
            }
        }
        tally.total += solutions * weight;
        tally.nodes += nodes + solutions;
    }
    tally
}
