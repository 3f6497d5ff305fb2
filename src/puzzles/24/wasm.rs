//! The 24 points' `#[wasm_bindgen]` facade, its module www/pkg/points24* (with the shared
//! `Stepper` class and panic hook of the core's facade): the factory `new_stepper`, the
//! count of distinct expressions, the operations' signs and the limits. Conversions only.
//!
//! A hand crosses as a `Uint8Array` of four cards.

use crate::limits::{CARDS, CARD_MAX, CARD_MIN};
use crate::{link, Dead, Hand, Op, Pick, TwentyFour};
use nqueens_wasm::facade::{array, err, numbers_of, set, InstanceObject, Stepper, View};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

/// The 24 points' limits and the shared ones (see the core's `facade::limits`), one plain
/// object of numbers:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `cards` | 4 | the cards of a hand |
/// | `cardMin`, `cardMax` | 1, 13 | a card |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    nqueens_wasm::facade::limits(&[
        ("cards", CARDS as u64),
        ("cardMin", u64::from(CARD_MIN)),
        ("cardMax", u64::from(CARD_MAX)),
    ])
}

/// The hand of `cards`.
fn hand(cards: &[u8]) -> Result<Hand, JsError> {
    let values: Vec<u64> = cards.iter().map(|&c| u64::from(c)).collect();
    crate::hand(&values).map_err(err)
}

/// The 24 points search of `cards` at step 0 (see the crate's docs); `all_solutions =
/// false` stops at the first expression. Throws `cards-count` or `cards-range`.
#[wasm_bindgen]
pub fn new_stepper(cards: &[u8], all_solutions: bool) -> Result<Stepper, JsError> {
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(Stepper::new(crate::search(hand(cards)?, mode)))
}

/// The number of distinct expressions of `cards` that make 24 (duplicates by
/// commutativity counted once; see the crate's docs). Throws as `new_stepper`.
#[wasm_bindgen]
pub fn points24_count(cards: &[u8]) -> Result<f64, JsError> {
    Ok(crate::solutions(hand(cards)?).len() as f64)
}

/// The operations' signs by code 1 to 4, `+−×÷` ([`Op::ALL`]): the page names an event's
/// operation from it instead of a copy.
#[wasm_bindgen]
pub fn points24_ops() -> String {
    Op::ALL.iter().map(|o| o.symbol()).collect()
}

/// Pick `choice` (1-based) among `left` numbers (the order of the crate's `Pick::of`) as
/// three numbers: the positions of its left and right operands (1-based) and its
/// operation's code (1 to 4: + − × ÷); empty when `left` is not 2 to 4 or `choice` not
/// one of its picks. The page labels the exercise's answers from it instead of a copy.
#[wasm_bindgen]
pub fn points24_pick(left: u32, choice: u32) -> Vec<i32> {
    let (left, choice) = (left as usize, choice as usize);
    if !(2..=CARDS).contains(&left) || choice == 0 || choice > Pick::count(left) {
        return Vec::new();
    }
    let pick = Pick::of(left, choice);
    let (l, r) = pick.operands();
    [l, r, pick.op.code()].map(|v| v as i32).to_vec()
}

/// Parses a 24 points link (see the core's `facade::parse_link`). The link object's own
/// fields: `cards` (an array of four numbers) and `mode` ('all' | 'first', with a step or
/// the exercise). Throws `{ code, params }`; `unknown-puzzle` for another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::TwentyFour>(fragment)
}

/// Formats a 24 points link object (see `parse_link`) as a fragment without `#`, e.g.
/// `puzzle=24&cards=4-4-10-10&step=5`. Throws with the code of a bad hand (as
/// `new_stepper`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::TwentyFour>(link)
}

impl InstanceObject for link::Cards {
    fn to_object(&self, o: &JsValue) {
        let cards: Vec<usize> = self.0.iter().map(|&c| usize::from(c)).collect();
        set(o, "cards", array(&cards));
    }

    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError> {
        let values: Vec<u64> = get("cards")
            .map(|v| numbers_of(&v))
            .unwrap_or_default()
            .iter()
            .map(|&c| c as u64)
            .collect();
        crate::hand(&values).map(link::Cards).map_err(err)
    }
}

/// Why a pick is dead as a number: 1 a division by 0, 2 not 24, 3 a duplicate.
fn why(d: Dead) -> i64 {
    match d {
        Dead::DivByZero => 1,
        Dead::NotTarget { .. } => 2,
        Dead::Duplicate { .. } => 3,
    }
}

/// The event fields of a pick tried or undone at `depth`: its depth, number, the positions
/// of its left and right operands among the numbers left before it, and its operation's
/// code (1 to 4: + − × ÷).
fn pick_fields(p: &TwentyFour, depth: usize, choice: usize) -> [i64; 5] {
    let pick = p.pick(depth, choice);
    let (l, r) = pick.operands();
    [depth, choice, l, r, pick.op.code()].map(|v| v as i64)
}

/// The 24 points' packed view. A pick taken, dead or undone gives its depth t, its number,
/// the positions of its left and right operands among the numbers left before it, and its
/// operation (1 to 4: + − × ÷); a dead one also why (1 a division by 0, 2 not 24, 3 a
/// duplicate); a solution its number. After the head come the cards; the numbers left
/// after each pick made (`items`: 4, then 3, 2, 1 more for each pick), as numerators and
/// denominators; the picks made; the value the last event's pick makes (`tried_num` /
/// `tried_den`, 0 / 0 for a division by 0 or no pick) and the solution a duplicate repeats
/// (`tried_of`, 1-based, else 0); the solutions found so far and the picks of the last of
/// them (0s before any); then the text of the expressions, one a line joined by `\n`, as
/// UTF-16 code units: the numbers left (`items` lines), the last event's pick (one line,
/// empty when none), the solutions found (`found` lines).
impl View for TwentyFour {
    const LAYOUT: &'static str = "place=depth choice left right op;\
        conflict=depth choice left right op why;remove=depth choice left right op;\
        solution=number;\
        tail=cards[4] items nums[items] dens[items] picks chosen[picks] \
        tried_num tried_den tried_of found last_x[3] chars text[chars]";

    fn fields(s: &Search<Self>, e: &Event<Dead>) -> [i64; 6] {
        let p = s.problem();
        match *e {
            Event::Place { depth, choice } | Event::Remove { depth, choice } => {
                let [a, b, c, d, f] = pick_fields(p, depth, choice);
                [a, b, c, d, f, 0]
            }
            Event::Conflict { depth, choice, conflict } => {
                let [a, b, c, d, f] = pick_fields(p, depth, choice);
                [a, b, c, d, f, why(conflict)]
            }
            Event::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        let p = s.problem();
        v.extend(p.hand().map(f64::from));
        let items: Vec<&crate::Item> = p.levels().iter().flatten().collect();
        v.push(items.len() as f64);
        v.extend(items.iter().map(|i| i.value.num() as f64));
        v.extend(items.iter().map(|i| i.value.den() as f64));
        v.push(p.picks().len() as f64);
        v.extend(p.picks().iter().map(|&c| c as f64));
        let tried = match s.last_event() {
            Some(Event::Place { depth, choice })
            | Some(Event::Conflict { depth, choice, .. })
            | Some(Event::Remove { depth, choice }) => Some(p.tried(depth, choice)),
            _ => None,
        };
        let value = tried.as_ref().and_then(|t| t.value);
        v.extend([value.map_or(0, |f| f.num()), value.map_or(0, |f| f.den())].map(|x| x as f64));
        let of = match s.last_event() {
            Some(Event::Conflict { conflict: Dead::Duplicate { of }, .. }) => of,
            _ => 0,
        };
        v.push(of as f64);
        v.push(p.found().len() as f64);
        let last = p.found().last().map(|f| f.picks.clone()).unwrap_or_default();
        v.extend((0..3).map(|k| last.get(k).copied().unwrap_or(0) as f64));
        let mut lines: Vec<&str> = items.iter().map(|i| i.text.as_str()).collect();
        lines.push(tried.as_ref().map_or("", |t| t.text.as_str()));
        lines.extend(p.found().iter().map(|f| f.text.as_str()));
        let text: Vec<u16> = lines.join("\n").encode_utf16().collect();
        v.push(text.len() as f64);
        v.extend(text.iter().map(|&u| f64::from(u)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::facade::{view, EventKind, VIEW_HEAD};

    #[test]
    fn the_packed_view_of_the_default_hands_second_step() {
        // 4 + 4 (pick 1), then 8 + 10 (pick 1 of 8, 10, 10): operands 1 and 2, +.
        let mut s = crate::search(crate::DEFAULT_HAND, Mode::AllSolutions);
        s.seek(2).unwrap();
        let v = view(&s);
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        assert_eq!(&v[9..15], &[2.0, 1.0, 1.0, 2.0, 1.0, 0.0]);
        let tail = &v[VIEW_HEAD..];
        // cards; 4 + 3 + 2 items: values, denominators 1; picks 1, 1; 18 / 1; no duplicate;
        // nothing found.
        #[rustfmt::skip]
        let want = [4.0, 4.0, 10.0, 10.0, 9.0,
            4.0, 4.0, 10.0, 10.0, 8.0, 10.0, 10.0, 18.0, 10.0,
            1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0,
            2.0, 1.0, 1.0, 18.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        assert_eq!(&tail[..want.len()], &want);
        let chars = tail[want.len()] as usize;
        let text: Vec<u16> = tail[want.len() + 1..].iter().map(|&u| u as u16).collect();
        assert_eq!(text.len(), chars);
        let text = String::from_utf16(&text).unwrap();
        assert_eq!(text, "4\n4\n10\n10\n4 + 4\n10\n10\n4 + 4 + 10\n10\n4 + 4 + 10");
        assert_eq!(points24_ops(), "+−×÷");
        assert_eq!(points24_pick(4, 3), [2, 1, 2]);
        assert_eq!(points24_pick(2, 6), [2, 1, 4]);
        assert!(points24_pick(2, 7).is_empty() && points24_pick(5, 1).is_empty());
    }
}
