//! The knight module's exported wasm API, run in headless Chromium and Firefox by
//! wasm-bindgen-test (`make test-wasm`): it must give the same answers in the browser as
//! the native crate (values from docs/REFERENCE.md).
#![cfg(target_arch = "wasm32")]

use knight::wasm::{format_link, knight_path_count, limits, new_stepper, parse_link};
use nqueens_wasm::facade::{EventKind, ViewLayout};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const HEAD: usize = ViewLayout::HeadLen as usize;

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

#[wasm_bindgen_test]
fn knight_search_finds_the_notes_path_first_and_37_paths_for_9_by_5() {
    let mut k = new_stepper(9, 5, true).unwrap();
    let lines = k.lines();
    let line = |id| line_number(&lines, id);
    k.run_to_next_solution();
    let v = k.view();
    // A solution, number 1, printed after 6 jumps; then n, m and the path's 7 squares.
    assert_eq!((v[8], v[9]), (kind(EventKind::Solution), 1.0));
    assert_eq!((v[15], v[16], v[17]), (line("print"), line(""), 6.0));
    let p = &v[HEAD..];
    assert_eq!(&p[..3], &[9.0, 5.0, 7.0]);
    // (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5) is moves 3 2 4 1 4 4: the xs, the ys,
    // then the moves.
    assert_eq!(&p[3..10], &[1.0, 3.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
    assert_eq!(&p[10..17], &[1.0, 2.0, 1.0, 3.0, 1.0, 3.0, 5.0]);
    assert_eq!(&p[17..], &[6.0, 3.0, 2.0, 4.0, 1.0, 4.0, 4.0]);
    assert!(k.layout().ends_with("tail=n m squares xs[squares] ys[squares] moves dirs[moves]"));
    // A rejected move fails the on-board test, called from the move line.
    let mut k2 = new_stepper(9, 5, true).unwrap();
    k2.step_many(1, false);
    let v = k2.view();
    assert_eq!(v[8], kind(EventKind::Conflict));
    assert_eq!((v[15], v[16], v[17]), (line("test"), line("move"), 1.0));
    k.step_many(1_000_000, false);
    let v = k.view();
    assert_eq!((v[6], v[3]), (37.0, 1392.0), "solutions, moves tried");
    assert_eq!(k.tree(10_000).unwrap().len(), 1392 * 5);
    assert!(k.tree(100).is_none());
    assert_eq!(knight_path_count(9, 5).unwrap(), 37.0);
}

#[wasm_bindgen_test]
fn limits_reach_js_as_one_object_with_camel_case_names() {
    let l = limits();
    for (key, want) in [
        ("knightMinSide", 2.0),
        ("knightMaxSide", 20.0),
        ("knightDefaultN", 9.0),
        ("knightDefaultM", 5.0),
        ("stepTotalMaxSteps", 5_000_000.0),
    ] {
        let got = js_sys::Reflect::get(&l, &JsValue::from_str(key)).unwrap();
        assert_eq!(got.as_f64(), Some(want), "{key}");
    }
}

#[wasm_bindgen_test]
fn links_parse_and_format_with_the_knights_keys() {
    let get = |o: &JsValue, k: &str| js_sys::Reflect::get(o, &JsValue::from_str(k)).unwrap();
    let l = parse_link("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&lang=zh").unwrap();
    assert_eq!(get(&l, "m"), 5.0);
    assert_eq!(get(&l, "puzzle"), "knight");
    assert_eq!(format_link(l).unwrap(), "puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&lang=zh");
    let e = parse_link("puzzle=knight&n=9&m=5&path=1").unwrap_err();
    assert_eq!(get(&e, "code"), "leaves-board");
    assert_eq!(get(&get(&e, "params"), "y"), -1.0);
}

/// The code a facade call threw (its `message`).
fn code_of(e: wasm_bindgen::JsError) -> String {
    let v = JsValue::from(e);
    js_sys::Reflect::get(&v, &JsValue::from_str("message")).unwrap().as_string().unwrap()
}

#[wasm_bindgen_test]
fn the_stepper_makes_method_steppers_of_its_instance_from_its_start() {
    let mut k = new_stepper(9, 5, true).unwrap();
    // No bounding function, no optimum: neither `dfs` nor `lc` is offered.
    assert_eq!(k.methods(), "backtrack exhaustive bfs");
    k.step_many(10, false);
    assert_eq!(code_of(k.method_stepper("dfs").err().unwrap()), "method-not-offered");
    assert_eq!(code_of(k.method_stepper("fast").err().unwrap()), "unknown-compare-method");
    let mut bfs = k.method_stepper("bfs").unwrap();
    assert_eq!(bfs.method(), "bfs");
    assert!(bfs.layout().starts_with("view=generated live max_live solutions first_solution"));
    // Step 0 of the instance, whatever step the stepper is at: the root alone, live.
    assert_eq!(bfs.view()[..5], [0.0, 1.0, 1.0, 0.0, -1.0]);
    assert_eq!(bfs.nodes(400), vec![-1.0, 0.0, 0.0, 0.0]);
    bfs.step_many(3);
    let at3 = (bfs.view(), bfs.nodes(400));
    bfs.step_many(1);
    assert_eq!(bfs.view()[0], 4.0);
    // The root's four moves, level 1, in the order generated.
    let nodes = bfs.nodes(400);
    assert_eq!(nodes.len(), 5 * 4);
    for (i, choice) in (1..=4).enumerate() {
        assert_eq!(nodes[(i + 1) * 4..(i + 1) * 4 + 3], [0.0, 1.0, choice as f64]);
    }
    bfs.back();
    assert_eq!((bfs.view(), bfs.nodes(400)), at3);
    bfs.seek(1e12).unwrap_err();
    bfs.reset();
    assert_eq!(bfs.view()[0], 0.0);
}
