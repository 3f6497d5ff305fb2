//! The outside figures the unit tests check against, once (docs/REFERENCE.md, from
//! OEIS): solution counts for N = 1..=17. Test-only.

/// OEIS A000170, total solutions: `A000170[n - 1]` for N = n.
pub const A000170: [u64; 17] =
    [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104];

/// OEIS A002562, fundamental solutions (classes under D4): `A002562[n - 1]` for N = n.
pub const A002562: [u64; 17] =
    [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939];
