//! Property tests of the facade's inputs: whatever JS hands the `#[wasm_bindgen]` functions
//! (arbitrary column arrays, sizes, indices, steps, link text), the core calls they make,
//! with the facade's own validation in front (`board::Placement::new` for column lists),
//! return a value or a typed error and never panic. The facade itself (wasm.rs) only
//! converts, so these are the calls a bad input reaches.
//!
//! Sizes that would make a valid search run for long (first solution near N = 32, a hint on
//! a big blocked board, step totals by replay) are drawn small; out-of-range sizes are drawn
//! as large as JS can send (`u32`).
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::link::{ErrorParts, SharedError};
use nqueens_wasm::search::Mode;
use proptest::prelude::*;
use queens::board::Placement;
use queens::stepper::{self, CheckMethod};
use queens::symmetry::{self, Transform};
use queens::{construct, counter, link, solver};

/// A column list as JS might send it: mostly near-valid, sometimes anything.
fn cols() -> impl Strategy<Value = Vec<usize>> {
    prop_oneof![
        (0usize..=12).prop_flat_map(|n| prop::collection::vec(0usize..=n + 1, n)),
        prop::collection::vec(any::<u32>().prop_map(|c| c as usize), 0..40),
    ]
}

/// A size as JS might send it: small, around the limits, or any `u32`.
fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        0usize..=40,
        Just(1_000_000),
        Just(1_000_001),
        any::<u32>().prop_map(|n| n as usize)
    ]
}

fn mode() -> impl Strategy<Value = Mode> {
    prop_oneof![Just(Mode::FirstSolution), Just(Mode::AllSolutions)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn column_lists_are_validated_before_any_board_or_symmetry_work(cols in cols()) {
        let Ok(p) = Placement::new(cols.clone()) else {
            // The facade throws the typed error; nothing else runs.
            prop_assert!(cols.is_empty() || cols.len() > 32 || cols.iter().any(|&c| c > cols.len()));
            return Ok(());
        };
        let (line, grid) = (p.to_line(), p.to_grid());
        prop_assert!(!line.is_empty() && !grid.is_empty());
        let _ = (p.attacks(), p.to_fen(), p.is_solution());
        for t in Transform::ALL {
            prop_assert_eq!(t.apply(p.cols()).len(), p.n());
        }
        let c = symmetry::class(p.cols());
        // 1 to 8 distinct images (for a placement with a repeated column, the transforms
        // that swap rows and columns keep one queen of each column).
        prop_assert!((1..=8).contains(&c.members.len()));
        let _ = symmetry::is_canonical(p.cols());
        if p.n() <= 12 {
            if let Some((row, col)) = solver::hint(p.cols()) {
                prop_assert!(row >= 1 && row <= p.n() && col >= 1 && col <= p.n());
            }
        }
    }

    #[test]
    fn any_u32_list_is_checked_as_a_solution_without_panicking(cols in prop::collection::vec(any::<u32>(), 0..50)) {
        let _ = construct::is_solution(&cols);
    }

    #[test]
    fn sizes_out_of_range_are_errors_everywhere(n in size(), index in any::<u64>()) {
        let quick = n <= 12;
        if quick || n > 32 {
            let _ = solver::first_solution(n);
            let _ = solver::Solutions::new(n).map(|mut s| s.next());
        }
        if n <= 10 || n > 14 {
            let _ = solver::solution_at(n, index);
        }
        if n <= 8 || n > 27 {
            let _ = counter::task_count(n);
            let _ = counter::run_task(n, index as usize);
        }
        if n <= 20_000 || n > 1_000_000 {
            let _ = construct::solution(n);
        }
    }

    #[test]
    fn steppers_take_any_size_and_any_walk(n in size(), mode in mode(), scan in any::<bool>(), steps in 0u64..300, back in 0u64..300) {
        let method = if scan { CheckMethod::Scan } else { CheckMethod::Flags };
        let Ok(mut s) = stepper::search(n, mode, method) else {
            prop_assert!(n == 0 || n > 32);
            return Ok(());
        };
        for _ in 0..steps {
            s.step();
        }
        for _ in 0..back {
            s.back();
        }
        let _ = (s.last_event(), s.executing(), s.counters(), s.problem().cols().len());
        let _ = s.seek(steps);
        if n <= 8 {
            let _ = s.total_steps();
            let _ = s.tree(usize::MAX);
        }
    }

    #[test]
    fn any_link_text_parses_or_fails_and_any_link_formats(text in ".{0,60}", n in size(), i in any::<u64>(), q in prop::collection::vec(any::<u32>().prop_map(|c| c as usize), 0..10)) {
        if let Err(e) = link::parse(&text) {
            let codes = SharedError::CODES.iter().chain(link::QueensError::CODES);
            prop_assert!(codes.into_iter().any(|&c| c == e.code()));
        }
        for target in [
            link::Target::Default,
            link::Target::Solution(q.clone()),
            link::Target::Placement(q.clone()),
            link::Target::Index(i),
            link::Target::Step(i, link::StepOptions::default()),
        ] {
            let mut queens = link::Queens::size(n);
            queens.target = target;
            let l = link::Link::of(queens);
            prop_assert!(link::format(&l).starts_with("n="));
        }
    }
}

#[test]
fn the_panics_of_the_old_facade_are_typed_errors_now() {
    // symmetry::class(&[4, 1, 0]) indexed past the board: column 4 on a 3 × 3 board.
    assert!(Placement::new(vec![4, 1, 0]).is_err());
    assert!(Placement::new(vec![]).is_err());
    assert!(Placement::new(vec![1; 33]).is_err());
}
