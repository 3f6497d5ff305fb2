//! The exported wasm API, run in headless Chromium by wasm-bindgen-test: it must give the
//! same answers in the browser as the native core (values from ../shared/REFERENCE.md).
#![cfg(target_arch = "wasm32")]

use nqueens_wasm::wasm::{
    count_task_count, first_solution, format_grid, format_line, format_link, knight_path_count,
    parse_link, run_count_task, solution_at, symmetry_class, KnightStepper, SolutionStream,
    Stepper,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(v: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(v.clone(), |o, k| js_sys_get(&o, k))
}

fn js_sys_get(o: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(o, &JsValue::from_str(k)).unwrap()
}

#[wasm_bindgen_test]
fn counts_match_oeis_a000170_and_a002562_in_the_browser() {
    // ../shared/REFERENCE.md
    let total = [1.0, 0.0, 0.0, 2.0, 10.0, 4.0, 40.0, 92.0, 352.0, 724.0];
    let fundamental = [1.0, 0.0, 0.0, 1.0, 2.0, 1.0, 6.0, 12.0, 46.0, 92.0];
    for n in 1..=10u32 {
        let (mut t, mut f) = (0.0, 0.0);
        for i in 0..count_task_count(n).unwrap() {
            let tally = run_count_task(n, i).unwrap();
            let c = |k: &str| get(&tally, &[k]).as_f64().unwrap();
            t += 8.0 * c("classes8") + 4.0 * c("classes4") + 2.0 * c("classes2") + c("classes1");
            f += c("classes8") + c("classes4") + c("classes2") + c("classes1");
        }
        assert_eq!((t, f), (total[n as usize - 1], fundamental[n as usize - 1]), "N = {n}");
    }
}

#[wasm_bindgen_test]
fn first_solution_of_n8_is_the_textbook_one_and_n3_has_none() {
    assert_eq!(first_solution(8).unwrap(), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
    assert_eq!(first_solution(3).unwrap(), None);
    assert!(first_solution(0).is_err());
    assert!(first_solution(33).is_err());
}

#[wasm_bindgen_test]
fn stream_yields_92_solutions_for_n8_in_batches() {
    let mut s = SolutionStream::new(8).unwrap();
    let first = s.next_batch(1);
    assert_eq!(first, vec![1, 5, 8, 6, 3, 7, 2, 4]);
    let rest = s.next_batch(1000);
    assert_eq!(rest.len(), 91 * 8);
    assert_eq!(&rest[rest.len() - 8..], &[8, 4, 1, 3, 6, 2, 7, 5]);
    assert!(s.next_batch(10).is_empty());
}

#[wasm_bindgen_test]
fn stepper_view_follows_the_n4_hand_trace_and_the_n8_totals() {
    let mut s = Stepper::new(4, true, None).unwrap();
    let v = s.seek(9.0).unwrap();
    assert_eq!(get(&v, &["event", "kind"]), "remove");
    assert_eq!(get(&v, &["event", "row"]), 2.0);
    assert_eq!(get(&v, &["event", "col"]), 3.0);
    let v = s.back().unwrap();
    assert_eq!(get(&v, &["event", "kind"]), "conflict");
    assert_eq!(get(&v, &["event", "line"]), "diagonal");
    assert_eq!(get(&v, &["event", "attacker_row"]), 2.0);
    assert_eq!(get(&v, &["step"]), 8.0);

    let mut s = Stepper::new(8, true, None).unwrap();
    let v = s.step_many(1_000_000, false).unwrap();
    assert_eq!(get(&v, &["finished"]), true);
    assert_eq!(get(&v, &["counters", "squares_tried"]), 15_720.0);
    assert_eq!(get(&v, &["counters", "placements"]), 2_056.0);
    assert_eq!(get(&v, &["counters", "solutions"]), 92.0);
    assert!(s.seek(1e9).is_err());
}

#[wasm_bindgen_test]
fn links_parse_format_and_fail_with_readable_messages() {
    let l = parse_link("#n=8&q=1-5-8-6-3-7-2-4").unwrap();
    assert_eq!(get(&l, &["n"]), 8.0);
    assert_eq!(get(&l, &["puzzle"]), "queens");
    assert_eq!(get(&l, &["step"]), JsValue::NULL);
    assert_eq!(format_link(l).unwrap(), "n=8&q=1-5-8-6-3-7-2-4");
    let l = parse_link("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&lang=zh").unwrap();
    assert_eq!(get(&l, &["m"]), 5.0);
    assert_eq!(format_link(l).unwrap(), "puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&lang=zh");
    let err = parse_link("#n=1000001").unwrap_err();
    assert_eq!(get(&err, &["code"]), "size-out-of-range");
    assert_eq!(get(&err, &["params", "max"]), 1_000_000.0);
    assert_eq!(get(&err, &["params", "value"]), "1000001");
}

#[wasm_bindgen_test]
fn textbook_forms_of_the_first_solution() {
    let s = vec![1, 5, 8, 6, 3, 7, 2, 4];
    assert_eq!(format_line(s.clone()).unwrap(), "1 5 8 6 3 7 2 4");
    assert!(format_grid(s).unwrap().starts_with("X-------\n----X---\n"));
}

#[wasm_bindgen_test]
fn knight_search_finds_the_notes_path_first_and_37_paths_for_9_by_5() {
    let mut k = KnightStepper::new(9, 5, true).unwrap();
    let v = k.run_to_next_solution().unwrap();
    let dirs: Vec<f64> =
        js_sys::Array::from(&get(&v, &["dirs"])).iter().map(|d| d.as_f64().unwrap()).collect();
    // (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5) is moves 3 2 4 1 4 4.
    assert_eq!(dirs, vec![3.0, 2.0, 4.0, 1.0, 4.0, 4.0]);
    let v = k.step_many(1_000_000, false).unwrap();
    assert_eq!(get(&v, &["counters", "solutions"]), 37.0);
    assert_eq!(get(&v, &["counters", "tried"]), 1392.0);
    assert_eq!(knight_path_count(9, 5).unwrap(), 37.0);
}

#[wasm_bindgen_test]
fn numbering_and_symmetry_classes_in_the_browser() {
    assert_eq!(solution_at(8, 92.0).unwrap(), vec![8, 4, 1, 3, 6, 2, 7, 5]);
    assert!(solution_at(8, 93.0).is_err());
    let class = symmetry_class(&[1, 5, 8, 6, 3, 7, 2, 4]).unwrap();
    assert_eq!(get(&class, &["size"]), 8.0);
}
