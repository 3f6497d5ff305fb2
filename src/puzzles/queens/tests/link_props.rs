//! Property tests of the link parser and placement validation: no input string makes them
//! panic, and format → parse is the identity for every valid link.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::link::{Embed, Lang, Puzzle, Speed, View};
use nqueens_wasm::search::Template;
use proptest::prelude::*;
use queens::board::Placement;
use queens::link::{self, Link, Queens, StepOptions, Target};
use queens::solver;

/// Strings made of the link's own alphabet, so that many of them get deep into the parser.
fn linkish() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("n=".to_string()),
            Just("q=".to_string()),
            Just("i=".to_string()),
            Just("step=".to_string()),
            Just("puzzle=queens".to_string()),
            Just("mode=first".to_string()),
            Just("count=1".to_string()),
            Just("lang=zh".to_string()),
            Just("embed=1".to_string()),
            Just("from=".to_string()),
            Just("to=".to_string()),
            Just("tab=count".to_string()),
            Just("gpu=1".to_string()),
            Just("gallery=fundamental".to_string()),
            Just("ex=simulate".to_string()),
            Just("ex=quiz".to_string()),
            Just("ans=".to_string()),
            Just("1.1".to_string()),
            Just("b".to_string()),
            Just("present=1".to_string()),
            Just("&".to_string()),
            Just("-".to_string()),
            Just("=".to_string()),
            Just("#".to_string()),
            Just("0".to_string()),
            (0u64..40).prop_map(|v| v.to_string()),
            any::<u64>().prop_map(|v| v.to_string()),
            "[%<>a-z\\PC]{0,3}",
        ],
        0..30,
    )
    .prop_map(|parts| parts.concat())
}

fn lang() -> impl Strategy<Value = Option<Lang>> {
    prop_oneof![Just(None), Just(Some(Lang::En)), Just(Some(Lang::Zh))]
}

/// Valid view keys for a link whose step is `step` (None: not a step link): presentation,
/// tab and tree, or an embedded page with a range around the step, autoplay, loop and speed.
fn view(step: Option<u64>) -> impl Strategy<Value = View> {
    let shown = (
        any::<bool>(),
        prop::option::of(prop::sample::select(Queens::TABS.to_vec())),
        prop::option::of(any::<bool>()),
    )
        .prop_map(|(present, tab, nodes)| View { present, tab, nodes, ..View::default() });
    let speed =
        prop::option::of(prop_oneof![Just(Speed::Max), (1u64..=1000).prop_map(Speed::PerSecond)]);
    let embedded = (any::<bool>(), 0u64..50, 0u64..50, any::<bool>(), any::<bool>(), speed)
        .prop_map(move |(code, before, after, autoplay, looped, speed)| View {
            embed: Some(if code { Embed::Code } else { Embed::Board }),
            from: step.map(|k| k.saturating_sub(before)),
            to: step.map(|k| k + after),
            autoplay,
            looped,
            speed,
            ..View::default()
        });
    prop_oneof![Just(View::default()), shown, embedded]
}

fn template() -> impl Strategy<Value = Template> {
    prop_oneof![Just(Template::Recursive), Just(Template::Iterative)]
}

/// Valid N-Queens links of every kind.
fn queens_link() -> impl Strategy<Value = Link> {
    let solution =
        (1usize..=10, any::<prop::sample::Index>()).prop_filter_map("no solution", |(n, pick)| {
            let all: Vec<_> = solver::Solutions::new(n).unwrap().collect();
            (!all.is_empty()).then(|| Target::Solution(all[pick.index(all.len())].clone()))
        });
    let partial = (1usize..=20).prop_flat_map(|n| {
        prop::collection::vec(0..=n, n).prop_map(move |mut cols| {
            cols[0] = 0;
            Target::Placement(cols)
        })
    });
    let target = prop_oneof![
        Just(Target::Default),
        solution,
        partial,
        (1u64..400).prop_map(Target::Index),
        (0u64..1_000_000, any::<bool>(), any::<bool>())
            .prop_map(|(k, first_only, scan)| Target::Step(k, StepOptions { first_only, scan })),
    ];
    (target, 1usize..=14, lang(), template()).prop_flat_map(|(target, n, lang, template)| {
        let n = match &target {
            Target::Solution(q) | Target::Placement(q) => q.len(),
            _ => n,
        };
        let step = match target {
            Target::Step(k, _) => Some(k),
            _ => None,
        };
        view(step).prop_map(move |view| Link {
            puzzle: Queens {
                n,
                target: target.clone(),
                exercise: None,
                count: false,
                // Any of the three, but none with embed (which gpu does not go with).
                gpu: if view.embed.is_some() {
                    None
                } else {
                    [None, Some(true), Some(false)][n % 3]
                },
                fundamental: [None, Some(true), Some(false)][(n / 3) % 3],
            },
            lang,
            view,
            template,
            parsons: None,
            student: Default::default(),
        })
    })
}

proptest! {
    #[test]
    fn parse_never_panics_on_any_string(s in any::<String>()) {
        let _ = link::parse(&s);
    }

    #[test]
    fn parse_never_panics_on_link_shaped_strings(s in linkish()) {
        if let Ok(l) = link::parse(&s) {
            // Whatever it accepts, it can write back and read again unchanged (but where a
            // damaged `ans` was cut: the answers kept are written).
            prop_assert_eq!(link::parse(&link::format(&l)), Ok(kept(l)));
        }
    }

    #[test]
    fn any_answer_list_opens_its_exercise_and_writes_back_what_was_kept(
        parts in prop::collection::vec(prop_oneof![
            Just("1.1"), Just("b"), Just("-"), Just("col"), Just("X"), Just("%3C"), Just("."),
        ], 0..12),
        quiz in any::<bool>(),
    ) {
        let ex = if quiz { "quiz&seed=3" } else { "simulate" };
        let l = link::parse(&format!("n=4&ex={ex}&ans={}", parts.concat()));
        prop_assert!(l.is_ok(), "{:?}", l);
        let l = l.unwrap();
        prop_assert_eq!(link::parse(&link::format(&l)), Ok(kept(l)));
    }

    #[test]
    fn format_then_parse_is_the_identity(l in queens_link()) {
        prop_assert_eq!(link::parse(&link::format(&l)), Ok(l));
    }

    #[test]
    fn placement_validation_never_panics(cols in prop::collection::vec(0usize..40, 0..40)) {
        if let Ok(p) = Placement::new(cols) {
            let attacks = p.attacks();
            prop_assert_eq!(p.is_solution(), p.is_complete() && attacks.is_empty());
            let _ = (p.to_line(), p.to_grid(), p.to_fen());
        }
    }
}

/// `l` as its formatted link says it: a damaged `ans` is written as the answers kept, so
/// the formatted link reads back without the cut.
fn kept(mut l: Link) -> Link {
    if let Some(e) = l.puzzle.exercise.as_mut() {
        e.answers_cut = None;
    }
    l
}
