//! Property tests of the knight facade's inputs: whatever sizes, steps and walks JS hands
//! the `#[wasm_bindgen]` functions, the calls they make return a value or a typed error and
//! never panic. Out-of-range sizes are drawn as large as JS can send (`u32`).
#![cfg(not(target_arch = "wasm32"))]

use knight::Event;
use nqueens_wasm::search::Mode;
use proptest::prelude::*;

/// A size as JS might send it: small, around the limits, or any `u32`.
fn size() -> impl Strategy<Value = usize> {
    prop_oneof![0usize..=40, any::<u32>().prop_map(|n| n as usize)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn sizes_out_of_range_are_errors_and_any_walk_is_fine(n in size(), m in size(), index in any::<u64>()) {
        let _ = knight::count_paths(n, m);
        if let Ok(mut k) = knight::search(n, m, Mode::AllSolutions) {
            for _ in 0..(index % 64) {
                k.step();
            }
            let _ = (k.last_event().map(|e| Event::of(k.problem(), e)), k.executing(), k.counters());
            let _ = k.seek(index % 200);
            let _ = k.tree(64);
        } else {
            prop_assert!(!(2..=20).contains(&n) || !(2..=20).contains(&m));
        }
    }

    #[test]
    fn back_undoes_each_step(n in 2usize..=7, m in 2usize..=7) {
        let s = knight::search(n, m, Mode::AllSolutions).unwrap();
        prop_assert!(nqueens_wasm::search::back_undoes_each_step(s, 3_000).is_ok());
    }
}
