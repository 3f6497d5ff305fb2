//! Property tests of the reversible stepper: on random N ≤ 10 and random walks of forward,
//! back and seek moves, seek(k) lands on the state k single steps reach, and back undoes
//! forward exactly (counters included).
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::search::{Mode, Search};
use proptest::prelude::*;
use queens::stepper::{self, CheckMethod, Queens};

type Stepper = Search<Queens>;

#[derive(Clone, Debug)]
enum Move {
    Forward,
    Back,
    Seek(u64),
}

fn moves() -> impl Strategy<Value = Vec<Move>> {
    prop::collection::vec(
        prop_oneof![
            4 => Just(Move::Forward),
            3 => Just(Move::Back),
            1 => (0u64..20_000).prop_map(Move::Seek),
        ],
        1..200,
    )
}

fn config() -> impl Strategy<Value = (usize, Mode, CheckMethod)> {
    (
        1usize..=10,
        prop_oneof![Just(Mode::FirstSolution), Just(Mode::AllSolutions)],
        prop_oneof![Just(CheckMethod::Scan), Just(CheckMethod::Flags)],
    )
}

/// The state reached by `k` single steps from the start (or the end, if sooner).
fn by_single_steps(n: usize, mode: Mode, method: CheckMethod, k: u64) -> Stepper {
    let mut s = stepper::search(n, mode, method).unwrap();
    for _ in 0..k {
        if s.step().is_none() {
            break;
        }
    }
    s
}

proptest! {
    #[test]
    fn every_walk_stays_on_the_single_step_trajectory((n, mode, method) in config(), walk in moves()) {
        let mut s = stepper::search(n, mode, method).unwrap();
        for m in walk {
            let before = s.clone();
            match m {
                Move::Forward => {
                    if s.step().is_some() {
                        let mut undo = s.clone();
                        undo.back();
                        prop_assert_eq!(&undo, &before, "back did not undo forward");
                    }
                }
                Move::Back => {
                    if s.back().is_some() {
                        let mut redo = s.clone();
                        redo.step();
                        prop_assert_eq!(&redo, &before, "forward did not redo back");
                    }
                }
                Move::Seek(k) => {
                    let _ = s.seek(k);
                    let k = s.counters().steps;
                    prop_assert_eq!(&s, &by_single_steps(n, mode, method, k));
                }
            }
        }
        let k = s.counters().steps;
        prop_assert_eq!(&s, &by_single_steps(n, mode, method, k));
    }

    #[test]
    fn seek_past_the_end_reports_the_total_and_stays_at_the_end((n, mode, method) in config()) {
        let end = by_single_steps(n, mode, method, u64::MAX);
        let total = end.counters().steps;
        let mut s = stepper::search(n, mode, method).unwrap();
        let err = s.seek(total + 1).unwrap_err();
        prop_assert_eq!(err.total, total);
        prop_assert_eq!(&s, &end);
        prop_assert!(s.seek(total).is_ok());
    }

    #[test]
    fn back_undoes_each_step((n, mode, method) in config()) {
        let s = stepper::search(n.min(7), mode, method).unwrap();
        prop_assert!(nqueens_wasm::search::back_undoes_each_step(s, 3_000).is_ok());
    }
}
