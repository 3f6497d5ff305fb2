//! Native half of `make bench` (not a test): counting time per N, stepper seek speed and the
//! huge-N construction, written to target/bench-native.json for scripts/bench.mjs, which
//! measures the same in wasm and prints the table.

use nqueens_wasm::stepper::{Mode, Stepper};
use nqueens_wasm::{construct, counter};
use std::time::Instant;

/// Best of `runs` wall-clock timings, in ms.
fn best_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    let mut rows = Vec::new();
    for n in 8..=16 {
        let runs = if n >= 15 { 1 } else { 3 };
        let mut tally = counter::Tally::default();
        let ms = best_ms(runs, || tally = counter::count(n).unwrap());
        eprintln!("native count N={n}: {ms:.1} ms");
        rows.push(format!(
            "{{\"n\":{n},\"ms\":{ms:.3},\"total\":{},\"fundamental\":{},\"nodes\":{}}}",
            tally.total(),
            tally.fundamental(),
            tally.nodes
        ));
    }
    // Seek speed: steps per second of the all-solutions search of N = 13, flag arrays.
    let seek_steps = 50_000_000u64;
    let seek_ms = best_ms(3, || {
        let mut s = Stepper::new(13, Mode::AllSolutions).unwrap();
        s.seek(seek_steps).unwrap();
    });
    let construct_ms = best_ms(5, || {
        let s = construct::solution(nqueens_wasm::limits::CONSTRUCT_MAX_N).unwrap();
        assert!(construct::is_solution(&s));
    });
    let json = format!(
        "{{\"count\":[{}],\"seek\":{{\"n\":13,\"steps\":{seek_steps},\"ms\":{seek_ms:.3}}},\"construct\":{{\"n\":{},\"ms\":{construct_ms:.3}}}}}\n",
        rows.join(","),
        nqueens_wasm::limits::CONSTRUCT_MAX_N
    );
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bench-native.json"), json).unwrap();
}
