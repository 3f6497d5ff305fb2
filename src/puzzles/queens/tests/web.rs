//! The exported wasm API, run in headless Chromium and Firefox by wasm-bindgen-test (`make
//! test-wasm`): it must give the same answers in the browser as the native core (values from
//! docs/REFERENCE.md).
#![cfg(target_arch = "wasm32")]

use nqueens_wasm::facade::{EventKind, ViewLayout};
use queens::wasm::{
    construct_solution, first_solution, format_grid, format_line, format_link, limits, new_stepper,
    parse_link,
};
use queens::wasm_tools::{
    count_task_count, hint, hint_quick, is_canonical, run_count_tasks, solution_at, symmetry_class,
    transform, SolutionStream,
};
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(v: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(v.clone(), |o, k| js_sys_get(&o, k))
}

/// The `message` of a thrown core error: its code, never English text.
fn code(e: JsError) -> String {
    get(&JsValue::from(e), &["message"]).as_string().unwrap()
}

fn js_sys_get(o: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(o, &JsValue::from_str(k)).unwrap()
}

#[wasm_bindgen_test]
fn counts_match_oeis_a000170_and_a002562_in_the_browser() {
    // docs/REFERENCE.md
    let total = [1.0, 0.0, 0.0, 2.0, 10.0, 4.0, 40.0, 92.0, 352.0, 724.0];
    let fundamental = [1.0, 0.0, 0.0, 1.0, 2.0, 1.0, 6.0, 12.0, 46.0, 92.0];
    for n in 1..=10u32 {
        let indices: Vec<u32> = (0..count_task_count(n).unwrap()).collect();
        let tally = run_count_tasks(n, &indices).unwrap();
        let c = |k: &str| u64::try_from(get(&tally, &[k])).unwrap() as f64;
        let t = c("total");
        let f = (t + c("halfTurn") + 2.0 * c("quarterTurn") + c("mirror")) / 8.0;
        assert_eq!((t, f), (total[n as usize - 1], fundamental[n as usize - 1]), "N = {n}");
    }
}

#[wasm_bindgen_test]
fn first_solution_of_n8_is_the_textbook_one_and_n3_has_none() {
    assert_eq!(first_solution(8).unwrap(), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
    assert_eq!(first_solution(3).unwrap(), None);
    assert_eq!(code(first_solution(0).unwrap_err()), "size-out-of-range");
    assert_eq!(code(first_solution(33).unwrap_err()), "size-out-of-range");
    assert_eq!(code(construct_solution(3).unwrap_err()), "no-solution");
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

// Packed views (the core's facade, `HEAD_LAYOUT`): 0 step, 1 finished, 2..=7 counters (steps, tried,
// placements, backtracks, solutions, comparisons), 8 EventKind, 9..=14 event fields,
// 15 the code line executed (1 + its index in the stepper's `lines()`, 0 none), 16 its
// caller, 17 depth; 18..=20 the same for the iterative procedure; then, from
// ViewLayout.HeadLen = 21, the puzzle's part.

fn kind(k: EventKind) -> f64 {
    k as u8 as f64
}

/// The number of line `id` in a packed view of a stepper whose `lines()` is `lines`; 0 for "".
fn line_number(lines: &str, id: &str) -> f64 {
    if id.is_empty() {
        return 0.0;
    }
    lines.split(' ').position(|l| l == id).expect(id) as f64 + 1.0
}

const HEAD: usize = ViewLayout::HeadLen as usize;

#[wasm_bindgen_test]
fn stepper_view_follows_the_n4_hand_trace_and_the_n8_totals() {
    let mut s = new_stepper(4, true, None).unwrap();
    let lines = s.lines();
    assert!(lines.starts_with("proc for try if assign"), "{lines}");
    let line = |id| line_number(&lines, id);
    s.seek(8.0).unwrap();
    // Peek at step 8: the next event is step 9's removal of (2,3), and the search stays.
    let next = s.peek();
    assert_eq!((next[0], next[8], next[9], next[10]), (9.0, kind(EventKind::Remove), 2.0, 3.0));
    assert_eq!(s.view()[0], 8.0);
    s.seek(9.0).unwrap();
    let v = s.view();
    // Remove (2,3): undo in backtrack(2); in Nqueens(), the flags cleared once k ← k − 1 = 2.
    assert_eq!((v[8], v[9], v[10]), (kind(EventKind::Remove), 2.0, 3.0));
    assert_eq!((v[15], v[16], v[17]), (line("undo"), line(""), 2.0));
    assert_eq!((v[18], v[19], v[20]), (line("unset"), line(""), 2.0));
    s.back();
    let v = s.view();
    // Conflict of (3,?) with row 2 along a diagonal (line 1), at step 8.
    assert_eq!((v[0], v[8], v[11], v[13]), (8.0, kind(EventKind::Conflict), 2.0, 1.0));
    // The check's test, called from `if place(t)` in backtrack(3), or from Nqueens()'s
    // `while x[k] ≤ n and not place(k)` with k = 3.
    assert_eq!((v[15], v[16], v[17]), (line("test"), line("if"), 3.0));
    assert_eq!((v[18], v[19], v[20]), (line("test"), line("while"), 3.0));
    // N, then x: the placement (1,1), (2,3) and an empty row 3 and 4.
    assert_eq!(HEAD, 21);
    assert_eq!(&v[HEAD..], &[4.0, 1.0, 3.0, 0.0, 0.0]);
    s.reset();
    let v = s.view();
    assert_eq!((v[8], v[15], v[17]), (kind(EventKind::Start), line("start"), 0.0));

    let mut s = new_stepper(8, true, None).unwrap();
    let lines = s.lines();
    let line = |id| line_number(&lines, id);
    s.step_many(1_000_000, false);
    let v = s.view();
    assert_eq!(v[1], 1.0, "finished");
    assert_eq!((v[8], v[15]), (kind(EventKind::Done), line("end")));
    assert_eq!((v[3], v[4], v[6]), (15_720.0, 2_056.0, 92.0));
    assert_eq!(code(s.seek(1e9).unwrap_err()), "past-end");
}

#[wasm_bindgen_test]
fn the_queens_tree_packs_five_numbers_a_node() {
    // N = 4, all solutions: 60 squares tried (docs/REFERENCE.md: 16 placements, 44 conflicts).
    let t = new_stepper(4, true, None).unwrap().tree(u32::MAX).unwrap();
    assert_eq!(t.len(), 60 * 5);
    let nodes: Vec<&[f64]> = t.chunks(5).collect();
    assert_eq!(nodes[0], &[1.0, 1.0, 1.0, -1.0, 1.0]);
    assert_eq!(nodes.iter().filter(|n| n[4] == 2.0).count(), 2);
    // Above treeMaxN (8) the core gives no tree; a node budget cuts it too.
    assert!(new_stepper(9, true, None).unwrap().tree(u32::MAX).is_none());
    assert!(new_stepper(4, true, None).unwrap().tree(59).is_none());
}

#[wasm_bindgen_test]
fn links_parse_format_and_fail_with_readable_messages() {
    let l = parse_link("#n=8&q=1-5-8-6-3-7-2-4").unwrap();
    assert_eq!(get(&l, &["n"]), 8.0);
    assert_eq!(get(&l, &["puzzle"]), "queens");
    assert_eq!(get(&l, &["step"]), JsValue::NULL);
    assert_eq!(format_link(l).unwrap(), "n=8&q=1-5-8-6-3-7-2-4");
    let other = parse_link("puzzle=knight&n=9&m=5").unwrap_err();
    assert_eq!(
        get(&other, &["code"]),
        "unknown-puzzle",
        "another puzzle's link: the page dispatches"
    );
    let l = parse_link("n=18&step=40&count=1").unwrap();
    assert_eq!(get(&l, &["count"]), true);
    assert_eq!(format_link(l).unwrap(), "n=18&step=40&count=1");
    assert_eq!(get(&parse_link("n=18").unwrap(), &["count"]), false);
    let l = parse_link("n=16&gpu=0").unwrap();
    assert_eq!(get(&l, &["gpu"]), false);
    assert_eq!(format_link(l).unwrap(), "n=16&gpu=0");
    assert_eq!(get(&parse_link("n=16").unwrap(), &["gpu"]), JsValue::NULL);
    let l = parse_link("n=8&tab=gallery&gallery=fundamental").unwrap();
    assert_eq!(get(&l, &["gallery"]), "fundamental");
    assert_eq!(format_link(l).unwrap(), "n=8&tab=gallery&gallery=fundamental");
    assert_eq!(get(&parse_link("n=8").unwrap(), &["gallery"]), JsValue::NULL);
    // A damaged `ans`: the answers before the cut, and where and why it was cut.
    let l = parse_link("n=4&ex=simulate&ans=1.1-2.3-").unwrap();
    assert_eq!(get(&l, &["ans"]), "1.1-2.3");
    assert_eq!(get(&l, &["ansCut", "code"]), "empty-answer");
    assert_eq!(get(&l, &["ansCut", "params", "at"]), 3.0);
    assert_eq!(format_link(l).unwrap(), "n=4&ex=simulate&ans=1.1-2.3");
    assert_eq!(get(&parse_link("n=4&ex=simulate").unwrap(), &["ansCut"]), JsValue::NULL);
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
fn numbering_and_symmetry_classes_in_the_browser() {
    assert_eq!(solution_at(8, 92.0).unwrap(), vec![8, 4, 1, 3, 6, 2, 7, 5]);
    assert!(solution_at(8, 93.0).is_err());
    let class = symmetry_class(&[1, 5, 8, 6, 3, 7, 2, 4]).unwrap();
    assert_eq!(get(&class, &["size"]), 8.0);
    assert_eq!(get(&class, &["canonical"]).as_f64(), None);
    let members = js_sys::Array::from(&get(&class, &["members"]));
    assert_eq!(members.length(), 8);
    assert_eq!(get(&members.get(1), &["transform"]), "rotate90");
    assert_eq!(js_sys::Array::from(&get(&class, &["stabiliser"])).get(0), "identity");
}

#[wasm_bindgen_test]
fn quick_hints_answer_at_once_or_leave_the_placement_to_the_worker() {
    // N = 4's first solution is 2 4 1 3 and none has a queen in column 1 of row 1
    // (docs/REFERENCE.md); N = 8's first solution starts 1 5 8.
    assert_eq!(hint_quick(&[0; 4]).unwrap(), Some(vec![1, 2]));
    assert_eq!(hint_quick(&[1, 0, 0, 0]).unwrap(), Some(vec![]));
    assert_eq!(hint(&[1, 0, 0, 0]).unwrap(), Vec::<u32>::new());
    assert_eq!(hint_quick(&[1, 5, 0, 0, 0, 0, 0, 0]).unwrap(), Some(vec![3, 8]));
    assert_eq!(hint_quick(&[2, 4, 1, 3]).unwrap(), Some(vec![]));
    // A queen at the foot of the board prunes from row 1 on (its lines are ruled out of
    // every row first): N = 14 with a queen at (14,14) is answered at once, (1,2), since
    // (1,1) shares the queen's diagonal.
    let mut corner = [0u32; 14];
    corner[13] = 14;
    assert_eq!(hint_quick(&corner).unwrap(), Some(vec![1, 2]));
    assert_eq!(hint(&corner).unwrap(), vec![1, 2]);
    // N = 20 with a queen at (6,6): the quick search runs out of its 200,000 nodes, so the
    // hint is left to the worker, whose search answers (1,2) (again not (1,1), the queen's
    // diagonal; the e2e test plays it to the end).
    let mut middle = [0u32; 20];
    middle[5] = 6;
    assert_eq!(hint_quick(&middle).unwrap(), None);
    assert_eq!(hint(&middle).unwrap(), vec![1, 2]);
}

#[wasm_bindgen_test]
fn bad_column_lists_throw_instead_of_panicking() {
    // Column 4 on a 3 × 3 board once indexed past the board in the symmetry code.
    assert!(symmetry_class(&[4, 1, 0]).is_err());
    assert!(is_canonical(&[4, 1, 0]).is_err());
    assert!(transform(&[4, 1, 0], "rotate90").is_err());
    assert!(transform(&[1, 3, 0], "spin").is_err());
    assert!(hint(&[]).is_err());
    assert!(hint_quick(&[]).is_err());
    // N = 4's one fundamental solution has a class of 2 (docs/REFERENCE.md: 2 solutions,
    // 1 fundamental): a quarter turn fixes 2 4 1 3, a mirror makes 3 1 4 2.
    assert_eq!(transform(&[2, 4, 1, 3], "rotate90").unwrap(), vec![2, 4, 1, 3]);
    assert_eq!(transform(&[2, 4, 1, 3], "reflect-horizontal").unwrap(), vec![3, 1, 4, 2]);
}

#[wasm_bindgen_test]
fn limits_reach_js_as_one_object_with_camel_case_names() {
    let l = limits();
    for (key, want) in [
        ("boardMaxN", 32.0),
        ("sliderMaxN", 20.0),
        ("indexMaxN", 14.0),
        ("countMaxN", 27.0),
        ("countGpuMinN", 7.0),
        ("countGpuDefaultMinN", 15.0),
        ("gpuRecordWords", 16.0),
        ("constructMaxN", 1_000_000.0),
        ("stepTotalMaxN", 13.0),
        ("stepTotalMaxSteps", 5_000_000.0),
        ("treeMaxN", 8.0),
        ("defaultN", 8.0),
        ("speedMaxSps", 1_000.0),
    ] {
        assert_eq!(get(&l, &[key]).as_f64(), Some(want), "{key}");
    }
}
