/*
 * nqueens8.c: a single-threaded N-Queens counter using all 8 symmetries of the square, the
 * reference that `make bench` times against the page's worker pool (issue 14's ratio).
 *
 * Method: Takaken's bitboard search (Kenji Takaoka, "N-Queens problem" C program, 2003,
 * the 8-symmetry version also at the core of the q27 project, Preußer and Engelhardt, and
 * NQueensFAF): the bitmask backtracking of Jeff Somers (left/down/right masks, lowest free
 * bit first), where only one member of each symmetry class is searched and counted with
 * its class size 2, 4 or 8. Row 0's queen is either in the corner (those classes always
 * have 8 members, and column 1 is barred above row BOUND1) or at BOUND1 in the left half,
 * where the edge columns are bounded and `check` compares the board with its 90°, 180° and
 * 270° rotations. Written for this project from that published method; the same search as
 * src/counter.rs, recursive as in the original.
 *
 * Usage: nqueens8 N [N ...]   prints "N total unique seconds" per N (wall clock).
 * Totals are OEIS A000170, unique (fundamental) A002562 (docs/REFERENCE.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int size, sizee, mask, sidemask, lastmask, topbit, endbit, bound1, bound2;
static int board[32];
static long long count8, count4, count2;

/* The last board is complete: count it by its class size if it is the smallest of its
 * rotations, else not at all. */
static void check(void) {
  int own, you, bit, ptn;
  if (board[bound2] == 1) { /* 90° */
    for (ptn = 2, own = 1; own <= sizee; own++, ptn <<= 1) {
      bit = 1;
      for (you = sizee; board[you] != ptn && board[own] >= bit; you--) bit <<= 1;
      if (board[own] > bit) return;
      if (board[own] < bit) break;
    }
    if (own > sizee) { count2++; return; }
  }
  if (board[sizee] == endbit) { /* 180° */
    for (you = sizee - 1, own = 1; own <= sizee; own++, you--) {
      bit = 1;
      for (ptn = topbit; ptn != board[you] && board[own] >= bit; ptn >>= 1) bit <<= 1;
      if (board[own] > bit) return;
      if (board[own] < bit) break;
    }
    if (own > sizee) { count4++; return; }
  }
  if (board[bound1] == topbit) { /* 270° */
    for (ptn = topbit >> 1, own = 1; own <= sizee; own++, ptn >>= 1) {
      bit = 1;
      for (you = 0; board[you] != ptn && board[own] >= bit; you++) bit <<= 1;
      if (board[own] > bit) return;
      if (board[own] < bit) break;
    }
  }
  count8++;
}

/* Row 0's queen in the corner: every class found has 8 members. */
static void backtrack1(int y, int left, int down, int right) {
  int bitmap = mask & ~(left | down | right), bit;
  if (y == sizee) {
    if (bitmap) count8++;
    return;
  }
  if (y < bound1) bitmap &= ~2;
  while (bitmap) {
    bit = -bitmap & bitmap;
    bitmap ^= bit;
    backtrack1(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
}

/* Row 0's queen at bound1: the edge columns are bounded, candidates go through check(). */
static void backtrack2(int y, int left, int down, int right) {
  int bitmap = mask & ~(left | down | right), bit;
  if (y == sizee) {
    if (bitmap && !(bitmap & lastmask)) {
      board[y] = bitmap;
      check();
    }
    return;
  }
  if (y < bound1) {
    bitmap &= ~sidemask;
  } else if (y == bound2) {
    if (!(down & sidemask)) return;
    if ((down & sidemask) != sidemask) bitmap &= sidemask;
  }
  while (bitmap) {
    bit = -bitmap & bitmap;
    bitmap ^= bit;
    board[y] = bit;
    backtrack2(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
}

static void nqueens(int n) {
  int bit;
  size = n;
  sizee = n - 1;
  topbit = 1 << sizee;
  mask = (1 << n) - 1;
  count8 = count4 = count2 = 0;
  board[0] = 1;
  for (bound1 = 2; bound1 < sizee; bound1++) {
    board[1] = bit = 1 << bound1;
    backtrack1(2, (2 | bit) << 1, 1 | bit, bit >> 1);
  }
  sidemask = lastmask = topbit | 1;
  endbit = topbit >> 1;
  for (bound1 = 1, bound2 = n - 2; bound1 < bound2; bound1++, bound2--) {
    board[0] = bit = 1 << bound1;
    backtrack2(1, bit << 1, bit, bit >> 1);
    lastmask |= lastmask >> 1 | lastmask << 1;
    endbit >>= 1;
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s N [N ...]  (5 <= N <= 30)\n", argv[0]);
    return 2;
  }
  for (int i = 1; i < argc; i++) {
    int n = atoi(argv[i]);
    if (n < 5 || n > 30) {
      fprintf(stderr, "N = %d: this counter takes 5 <= N <= 30\n", n);
      return 2;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    nqueens(n);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%d %lld %lld %.6f\n", n, count8 * 8 + count4 * 4 + count2 * 2, count8 + count4 + count2, s);
    fflush(stdout);
  }
  return 0;
}
