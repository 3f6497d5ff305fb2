//! D4 symmetry: the 8 symmetries of the square (4 rotations × mirror) acting on placements.
//!
//! Two solutions are the same *fundamental solution* when a symmetry maps one to the other;
//! the classes are counted by OEIS A002562. A class has 8, 4 or 2 members (1 for N = 1),
//! and its canonical representative is the lexicographically smallest tuple in it.

use std::fmt;

/// One of the 8 symmetries of the square, acting on a board seen with row 1 at the top
/// and column 1 at the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// The identity.
    Identity,
    /// Rotate 90° clockwise.
    Rotate90,
    /// Rotate 180°.
    Rotate180,
    /// Rotate 270° clockwise (90° anticlockwise).
    Rotate270,
    /// Mirror left–right: column c becomes N + 1 − c.
    ReflectHorizontal,
    /// Mirror top–bottom: row r becomes N + 1 − r.
    ReflectVertical,
    /// Mirror in the main diagonal (row 1, column 1 to row N, column N): (r, c) → (c, r).
    ReflectDiagonal,
    /// Mirror in the anti-diagonal: (r, c) → (N + 1 − c, N + 1 − r).
    ReflectAntiDiagonal,
}

/// String equality kept out of line, so that `from_name` is a loop rather than eight
/// unrolled comparisons (wasm size).
#[inline(never)]
fn same(a: &str, b: &str) -> bool {
    a == b
}

impl Transform {
    /// All 8, identity first.
    pub const ALL: [Transform; 8] = [
        Transform::Identity,
        Transform::Rotate90,
        Transform::Rotate180,
        Transform::Rotate270,
        Transform::ReflectHorizontal,
        Transform::ReflectVertical,
        Transform::ReflectDiagonal,
        Transform::ReflectAntiDiagonal,
    ];

    /// The transform's name in the page's API and links: `identity`, `rotate90`,
    /// `rotate180`, `rotate270`, `reflect-horizontal`, `reflect-vertical`,
    /// `reflect-diagonal`, `reflect-anti-diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            Transform::Identity => "identity",
            Transform::Rotate90 => "rotate90",
            Transform::Rotate180 => "rotate180",
            Transform::Rotate270 => "rotate270",
            Transform::ReflectHorizontal => "reflect-horizontal",
            Transform::ReflectVertical => "reflect-vertical",
            Transform::ReflectDiagonal => "reflect-diagonal",
            Transform::ReflectAntiDiagonal => "reflect-anti-diagonal",
        }
    }

    /// The transform named `name` (see [`Transform::name`]), if any.
    pub fn from_name(name: &str) -> Option<Transform> {
        Transform::ALL.into_iter().find(|t| same(t.name(), name))
    }

    /// Where square (r, c) goes on an N × N board; 1-based.
    pub fn map_square(self, n: usize, r: usize, c: usize) -> (usize, usize) {
        let (rr, cc) = (n + 1 - r, n + 1 - c);
        match self {
            Transform::Identity => (r, c),
            Transform::Rotate90 => (c, rr),
            Transform::Rotate180 => (rr, cc),
            Transform::Rotate270 => (cc, r),
            Transform::ReflectHorizontal => (r, cc),
            Transform::ReflectVertical => (rr, c),
            Transform::ReflectDiagonal => (c, r),
            Transform::ReflectAntiDiagonal => (cc, rr),
        }
    }

    /// True when the image of `cols` is lexicographically smaller than `cols`.
    #[inline(never)] // one copy, not one per transform of an unrolled loop (wasm size)
    fn makes_smaller(self, cols: &[usize]) -> bool {
        self.apply(cols).as_slice() < cols
    }

    /// The image of a full or partial placement (1-based columns, 0 = empty row). For the
    /// transforms that swap rows and columns, an empty row of the image means no queen in
    /// that column of the original.
    pub fn apply(self, cols: &[usize]) -> Vec<usize> {
        let n = cols.len();
        let mut out = vec![0; n];
        for (i, &c) in cols.iter().enumerate() {
            if c != 0 {
                let (r2, c2) = self.map_square(n, i + 1, c);
                out[r2 - 1] = c2;
            }
        }
        out
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Transform::Identity => "identity",
            Transform::Rotate90 => "rotate 90°",
            Transform::Rotate180 => "rotate 180°",
            Transform::Rotate270 => "rotate 270°",
            Transform::ReflectHorizontal => "reflect horizontal",
            Transform::ReflectVertical => "reflect vertical",
            Transform::ReflectDiagonal => "reflect diagonal",
            Transform::ReflectAntiDiagonal => "reflect anti-diagonal",
        })
    }
}

/// The canonical representative of a placement's class: the lexicographically smallest of
/// its 8 images.
pub fn canonical(cols: &[usize]) -> Vec<usize> {
    class(cols).canonical
}

/// True when the placement is its class's canonical representative: no image is
/// lexicographically smaller. Stops at the first smaller image, so it is quick for the
/// 7 in 8 solutions that are not.
pub fn is_canonical(cols: &[usize]) -> bool {
    Transform::ALL[1..].iter().all(|&t| !t.makes_smaller(cols))
}

/// The number of distinct images of a placement under D4: 8, 4, 2 or 1.
pub fn class_size(cols: &[usize]) -> usize {
    class(cols).members.len()
}

/// The symmetries that map the placement to itself (always including the identity).
pub fn stabiliser(cols: &[usize]) -> Vec<Transform> {
    Transform::ALL.iter().copied().filter(|t| t.apply(cols) == cols).collect()
}

/// A placement's class under D4, from one pass over its 8 images.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// The canonical representative: the lexicographically smallest image.
    pub canonical: Vec<usize>,
    /// The symmetries that map the placement to itself, in [`Transform::ALL`] order.
    pub stabiliser: Vec<Transform>,
    /// The distinct images (8, 4, 2 or 1 of them), each with the first symmetry in
    /// [`Transform::ALL`] order that makes it; the identity's image first.
    pub members: Vec<Member>,
}

/// One distinct image of a placement under D4.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The first symmetry (in [`Transform::ALL`] order) that makes this image.
    pub transform: Transform,
    /// The image: 1-based columns, row 1 first (0 = empty row).
    pub cols: Vec<usize>,
}

/// The placement's D4 class: canonical form, stabiliser and distinct images.
pub fn class(cols: &[usize]) -> Class {
    let mut members: Vec<Member> = Vec::with_capacity(8);
    let mut stabiliser = Vec::new();
    for t in Transform::ALL {
        let image = t.apply(cols);
        if image == cols {
            stabiliser.push(t);
        }
        if !members.iter().any(|m| m.cols == image) {
            members.push(Member { transform: t, cols: image });
        }
    }
    let canonical = members.iter().map(|m| &m.cols).min().cloned().unwrap_or_default();
    Class { canonical, stabiliser, members }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solutions;

    const FIRST8: [usize; 8] = [1, 5, 8, 6, 3, 7, 2, 4];

    #[test]
    fn transforms_of_the_first_8_queens_solution_match_hand_rotation() {
        // Rotating 1 5 8 6 3 7 2 4 by 90° clockwise: the queen in column c of row r lands in
        // row c, column 9 − r. Row 1 of the image holds the queen from column 1 (row 1) → 8.
        let r90 = Transform::Rotate90.apply(&FIRST8);
        assert_eq!(r90, vec![8, 2, 4, 1, 7, 5, 3, 6]);
        assert_eq!(Transform::ReflectHorizontal.apply(&FIRST8), vec![8, 4, 1, 3, 6, 2, 7, 5]);
        assert_eq!(Transform::ReflectVertical.apply(&FIRST8), vec![4, 2, 7, 3, 6, 8, 5, 1]);
        // The transpose of a permutation is its inverse.
        assert_eq!(Transform::ReflectDiagonal.apply(&FIRST8), vec![1, 7, 5, 8, 2, 4, 6, 3]);
    }

    #[test]
    fn rotating_four_times_is_the_identity_and_reflections_are_involutions() {
        let mut p = FIRST8.to_vec();
        for _ in 0..4 {
            p = Transform::Rotate90.apply(&p);
        }
        assert_eq!(p, FIRST8);
        for t in &Transform::ALL[4..] {
            assert_eq!(t.apply(&t.apply(&FIRST8)), FIRST8, "{t}");
        }
    }

    #[test]
    fn canonical_form_is_invariant_under_all_8_transforms() {
        for s in Solutions::new(8).unwrap() {
            let c = canonical(&s);
            for t in Transform::ALL {
                assert_eq!(canonical(&t.apply(&s)), c);
            }
        }
    }

    #[test]
    fn fundamental_classes_match_oeis_a002562_and_sizes_add_up_to_a000170() {
        // docs/REFERENCE.md
        let total = [1u64, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
        let fundamental = [1u64, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787];
        for n in 1..=12 {
            let (mut reps, mut sum) = (0u64, 0u64);
            for s in Solutions::new(n).unwrap() {
                if canonical(&s) == s {
                    reps += 1;
                    sum += class_size(&s) as u64;
                }
            }
            assert_eq!(reps, fundamental[n - 1], "N = {n}");
            assert_eq!(sum, total[n - 1], "N = {n}");
        }
    }

    #[test]
    fn n8_has_11_classes_of_8_and_one_of_4_fixed_by_a_half_turn() {
        let reps: Vec<_> = Solutions::new(8).unwrap().filter(|s| canonical(s) == *s).collect();
        let sizes: Vec<usize> = reps.iter().map(|s| class_size(s)).collect();
        assert_eq!(sizes.iter().filter(|&&k| k == 8).count(), 11);
        assert_eq!(sizes.iter().filter(|&&k| k == 4).count(), 1);
        let four = &reps[sizes.iter().position(|&k| k == 4).unwrap()];
        assert_eq!(stabiliser(four), vec![Transform::Identity, Transform::Rotate180]);
    }

    #[test]
    fn is_canonical_agrees_with_canonical() {
        for n in [1, 4, 5, 6, 8, 9] {
            for s in Solutions::new(n).unwrap() {
                assert_eq!(is_canonical(&s), canonical(&s) == s, "{s:?}");
            }
        }
        // Partial placements too: the left–right mirror of [3, 0, 0] is [1, 0, 0].
        for p in [[0, 0, 1], [0, 2, 0], [3, 0, 0]] {
            assert_eq!(is_canonical(&p), canonical(&p) == p, "{p:?}");
        }
        assert!(!is_canonical(&[3, 0, 0]));
    }

    #[test]
    fn class_members_and_stabiliser_obey_the_orbit_stabiliser_theorem() {
        for n in [1, 4, 6, 8] {
            for s in Solutions::new(n).unwrap() {
                let c = class(&s);
                assert_eq!(c.stabiliser, stabiliser(&s));
                assert_eq!(c.members.len() * c.stabiliser.len(), 8, "{s:?}");
                assert_eq!((c.members[0].transform, &c.members[0].cols), (Transform::Identity, &s));
                assert!(c.members.iter().all(|m| m.cols >= c.canonical));
            }
        }
    }
}
