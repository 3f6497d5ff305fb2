//! Native half of `make bench` (not a test): counting time per N, the numbering table's
//! build time and size, stepper seek speed and the huge-N construction, written to target/bench-native.json for scripts/bench.mjs, which
//! measures the same in wasm and prints the table.

use nqueens_wasm::numbering::SolutionTable;
use nqueens_wasm::stepper::{Mode, Stepper};
use nqueens_wasm::{construct, counter, solver};
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
    // Numbering: the solution table's build time and size (src/numbering.rs), and one
    // solution_at and one hint against the built table, for N = 13 and 14.
    let mut numbering = Vec::new();
    for n in [13, 14] {
        let mut bytes = 0;
        let build_ms = best_ms(3, || bytes = SolutionTable::build(n).unwrap().bytes());
        let _ = solver::solution_at(n, 1);
        let at_ms = best_ms(5, || assert!(solver::solution_at(n, 12_345).is_ok()));
        let mut one_queen = vec![0; n];
        one_queen[6] = 5;
        let hint_ms = best_ms(5, || assert!(solver::hint(&one_queen).is_some()));
        eprintln!("native numbering N={n}: table {bytes} bytes built in {build_ms:.1} ms; solution_at {at_ms:.3} ms, hint {hint_ms:.3} ms");
        numbering.push(format!(
            "{{\"n\":{n},\"bytes\":{bytes},\"build_ms\":{build_ms:.3},\"solution_at_ms\":{at_ms:.4},\"hint_ms\":{hint_ms:.4}}}"
        ));
    }
    let json = format!(
        "{{\"count\":[{}],\"numbering\":[{}],\"seek\":{{\"n\":13,\"steps\":{seek_steps},\"ms\":{seek_ms:.3}}},\"construct\":{{\"n\":{},\"ms\":{construct_ms:.3}}}}}\n",
        rows.join(","),
        numbering.join(","),
        nqueens_wasm::limits::CONSTRUCT_MAX_N
    );
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bench-native.json"), json).unwrap();
}
