//! Native half of `make bench` (not a test): counting time per N with both methods (the
//! D4 counter and the constellations), the two against the C 8-fold counter
//! (benches/nqueens8.c, gcc -O3) at N = 16 and 17 in alternating runs, the numbering
//! table's build time and size, stepper seek speed and the huge-N construction, written to
//! the repository's target/bench-native.json for scripts/bench.mjs, which measures the same in wasm and
//! prints the table.

use nqueens_wasm::search::Mode;
use queens::numbering::SolutionTable;
use queens::stepper::{self, CheckMethod};
use queens::{constellation, construct, counter, solver};
use std::process::Command;
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
        let mut c = constellation::Tally::default();
        // The first call for an N builds its task list: timed apart.
        let plan_ms = best_ms(1, || assert!(constellation::task_count(n).unwrap() > 1));
        let c_ms = best_ms(runs, || c = constellation::count(n).unwrap());
        assert_eq!((c.total, c.fundamental()), (tally.total(), tally.fundamental()), "N = {n}");
        eprintln!("native count N={n}: D4 {ms:.1} ms, constellations {c_ms:.1} ms (+ {plan_ms:.1} ms task list)");
        rows.push(format!(
            "{{\"n\":{n},\"ms\":{ms:.3},\"total\":{},\"fundamental\":{},\"nodes\":{},\"constellation_ms\":{c_ms:.3},\"constellation_plan_ms\":{plan_ms:.3},\"constellation_nodes\":{}}}",
            tally.total(),
            tally.fundamental(),
            tally.nodes,
            c.nodes
        ));
    }
    let versus_c = versus_c();
    // Seek speed: steps per second of the all-solutions search of N = 13, flag arrays.
    let seek_steps = 50_000_000u64;
    let seek_ms = best_ms(3, || {
        let mut s = stepper::search(13, Mode::AllSolutions, CheckMethod::Flags).unwrap();
        s.seek(seek_steps).unwrap();
    });
    let construct_ms = best_ms(5, || {
        let s = construct::solution(queens::limits::CONSTRUCT_MAX_N).unwrap();
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
        "{{\"count\":[{}],\"numbering\":[{}],\"seek\":{{\"n\":13,\"steps\":{seek_steps},\"ms\":{seek_ms:.3}}},\"construct\":{{\"n\":{},\"ms\":{construct_ms:.3}}},\"versus_c\":[{}]}}\n",
        rows.join(","),
        numbering.join(","),
        queens::limits::CONSTRUCT_MAX_N,
        versus_c.join(",")
    );
    let dir = target_dir();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bench-native.json"), json).unwrap();
}

/// The workspace's target/ (the repository's), where scripts/bench.mjs reads the figures.
fn target_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../target")
}

/// The median of some timings (ms).
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// N = 16 and 17 counted by the C 8-fold counter, the D4 counter and the constellations,
/// one thread each, in turn (C, D4, constellations) so the three see the same machine load;
/// the medians of RUNS rounds. Empty when gcc is missing.
fn versus_c() -> Vec<String> {
    const RUNS: usize = 3;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::create_dir_all(target_dir()).unwrap();
    let binary = target_dir().join("nqueens8");
    let built = Command::new("gcc")
        .args(["-O3", "-o"])
        .arg(&binary)
        .arg(root.join("benches/nqueens8.c"))
        .status()
        .is_ok_and(|s| s.success());
    if !built {
        eprintln!("gcc failed: no comparison with the C counter");
        return Vec::new();
    }
    let mut out = Vec::new();
    for n in [16, 17] {
        let (mut c, mut d4, mut cons) = (Vec::new(), Vec::new(), Vec::new());
        let _ = constellation::task_count(n);
        for _ in 0..RUNS {
            let text = Command::new(&binary).arg(n.to_string()).output().unwrap().stdout;
            let text = String::from_utf8(text).unwrap();
            let fields: Vec<&str> = text.split_whitespace().collect();
            c.push(fields[3].parse::<f64>().unwrap() * 1e3);
            d4.push(best_ms(1, || assert!(counter::count(n).unwrap().total() > 0)));
            let mut total = 0;
            cons.push(best_ms(1, || total = constellation::count(n).unwrap().total));
            assert_eq!(fields[1], total.to_string(), "C and constellation totals, N = {n}");
        }
        let (c, d4, cons) = (median(c), median(d4), median(cons));
        eprintln!(
            "native N={n}, medians of {RUNS} alternating runs: C 8-fold {c:.0} ms, D4 {d4:.0} ms ({:.2}× C), constellations {cons:.0} ms ({:.2}× C)",
            d4 / c,
            cons / c
        );
        out.push(format!(
            "{{\"n\":{n},\"c_ms\":{c:.3},\"d4_ms\":{d4:.3},\"constellation_ms\":{cons:.3}}}"
        ));
    }
    out
}
