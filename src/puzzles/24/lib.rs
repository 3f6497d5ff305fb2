//! 24 points (算24点) by backtracking, one of the course notes' chapter problems, as a
//! [`Problem`] for the shared engine ([`nqueens_wasm::search`]).
//!
//! Four cards from 1 to 13 and + − × ÷ with any parentheses: can they make exactly 24?
//! The search **picks two of the numbers left and an operation, replaces the two with the
//! result, and goes on until one number is left** (docs/REFERENCE.md, "24 points"). Depth t
//! is the t-th pick (t = 1, 2, 3): 5 − t numbers are left before it, so depth t offers
//! 6 × C(5 − t, 2) picks: 36, 18 and 6 ([`Problem::choices_at`]). A pick is a pair of
//! positions i < j among the numbers left (in the order (1,2), (1,3), …, (3,4)) and one of
//! six operations on them ([`PAIR_OPS`]): a + b, a − b, b − a, a × b, a ÷ b, b ÷ a (a the
//! number at i, b at j; + and × once, since they commute). The result takes a's place and
//! b is removed, so the cards keep their order.
//!
//! Arithmetic is exact ([`fraction::Frac`]), so 8 ÷ (3 − 8 ÷ 3) = 24 is found for 3, 3, 8,
//! 8. The test (the constraint function) rejects a pick that divides by 0 ([`Dead::DivByZero`],
//! a dead node with its reason) and, at the last pick, a result other than 24
//! ([`Dead::NotTarget`]); a last pick that passes makes 24: a leaf, printed.
//!
//! **Modes**: the first expression ([`Mode::FirstSolution`]), or every distinct expression
//! ([`Mode::AllSolutions`]). Two expressions are **the same when one turns into the other
//! by swapping the two operands of some + or ×** (commutativity), with cards of equal value
//! alike: each expression has a key ([`Item::key`]: the expression tree written with the
//! operands of every + and × in sorted order), and a last pick whose key is that of a
//! solution found before is rejected as its duplicate ([`Dead::Duplicate`], naming it). So
//! the same tree built by picks in another order (10 × 10 first or 4 last), 4 + 10 and
//! 10 + 4, and the two 4s of 4, 4, 10, 10 are one expression; associativity is not
//! commutativity, so (a + b) + c and a + (b + c) are two. The solutions found are the
//! search's history ([`Problem::on_solution`]), restored exactly on back.
//!
//! **The notes' template, filled in** (for the page's table): f(n, t) = 1, g(n, t) = the
//! picks at depth t (36, 18, 6); h(i) = pick i: two numbers left and an operation;
//! constraint(t) = no division by 0 (and at t = 3, the result is 24 and new); bound(t) =
//! true (none); solution(t) = t = 3 (one number left); output(x) = print the expression.
//! Adapted: `x[t] = h(i)` replaces the two numbers by the result, and the backtrack puts
//! them back.
//!
//! The procedure's lines ([`Problem::LINES`]): the recursive `points(t)` and its `main`
//! (`proc`, `for`, `pick`, `test`, `assign`, `print`, `recurse`, `undo`, `main`, `start`,
//! `end`), then the loop form `points()` (`iter`, `init`, `loop`, `next`, `found`,
//! `unpick`, `down`, `up`; `pick`, `test`, `assign`, `print` and `end` shared), laid out
//! in [`TwentyFour::executes_iterative`]'s docs.
//!
//! Reference values from outside the project: of the 1,820 hands of four cards from 1 to
//! 13, 1,362 can make 24; 1, 1, 1, 1 cannot; 3, 3, 8, 8 only as 8 ÷ (3 − 8 ÷ 3);
//! 4, 4, 10, 10 as (10 × 10 − 4) ÷ 4.
//!
//! The crate's other modules: [`fraction`], exact fractions; [`limits`], its limits;
//! [`link`], its keys of the share link; `wasm` (cargo feature `page`, on by default), its
//! wasm module www/pkg/points24*.

pub mod fraction;
pub mod limits;
pub mod link;
#[cfg(feature = "page")]
pub mod wasm;

use fraction::Frac;
use limits::{CARDS, CARD_MAX, CARD_MIN, FIRST_PICKS, TARGET};
use nqueens_wasm::error::ErrorCode;
use nqueens_wasm::search::{self, usual_lines, Mode, Problem, Search};
use std::fmt;

/// Four cards, each 1 to 13.
pub type Hand = [u8; CARDS];

/// The hand the page opens with: 4, 4, 10, 10, which makes 24 only as (10 × 10 − 4) ÷ 4.
pub const DEFAULT_HAND: Hand = [4, 4, 10, 10];

/// An operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// +
    Add,
    /// −
    Sub,
    /// ×
    Mul,
    /// ÷
    Div,
}

impl Op {
    /// The operations by code 1 to 4: + − × ÷.
    pub const ALL: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

    /// Its sign as the page writes it: `+`, `−`, `×`, `÷`.
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '−',
            Op::Mul => '×',
            Op::Div => '÷',
        }
    }

    /// Its code, 1 to 4 (+ − × ÷).
    pub fn code(self) -> usize {
        Op::ALL.iter().position(|&o| o == self).map_or(0, |i| i + 1)
    }

    /// Its sign in an expression's key.
    fn ascii(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
        }
    }

    /// How tightly it binds: 1 for + −, 2 for × ÷ (a card is 3).
    fn rank(self) -> u8 {
        match self {
            Op::Add | Op::Sub => 1,
            Op::Mul | Op::Div => 2,
        }
    }

    /// True for + and ×, whose operands may swap.
    fn commutes(self) -> bool {
        matches!(self, Op::Add | Op::Mul)
    }
}

/// The six operations tried on a pair of numbers left, a (the earlier) and b, in the
/// order the search tries them: a + b, a − b, b − a, a × b, a ÷ b, b ÷ a (true: b first).
pub const PAIR_OPS: [(Op, bool); 6] = [
    (Op::Add, false),
    (Op::Sub, false),
    (Op::Sub, true),
    (Op::Mul, false),
    (Op::Div, false),
    (Op::Div, true),
];

/// One pick: the numbers at positions `i` < `j` (1-based, among those left) and an
/// operation, `swapped` when b = the number at j comes first (b − a, b ÷ a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// The earlier number's position.
    pub i: usize,
    /// The later number's position.
    pub j: usize,
    /// The operation.
    pub op: Op,
    /// True when the later number is the left operand.
    pub swapped: bool,
}

impl Pick {
    /// The picks among `left` numbers: 6 for each pair.
    pub fn count(left: usize) -> usize {
        PAIR_OPS.len() * left * left.saturating_sub(1) / 2
    }

    /// Pick `choice` (1-based, at most [`Pick::count`]) among `left` numbers: the pairs in
    /// the order (1,2), (1,3), …, (1,left), (2,3), …, six operations each ([`PAIR_OPS`]).
    pub fn of(left: usize, choice: usize) -> Pick {
        let pair = (choice - 1) / PAIR_OPS.len();
        let (op, swapped) = PAIR_OPS[(choice - 1) % PAIR_OPS.len()];
        let (mut i, mut rest) = (1, pair);
        while i < left && rest >= left - i {
            rest -= left - i;
            i += 1;
        }
        Pick { i, j: i + 1 + rest, op, swapped }
    }

    /// The positions of the left and the right operand.
    pub fn operands(self) -> (usize, usize) {
        if self.swapped {
            (self.j, self.i)
        } else {
            (self.i, self.j)
        }
    }
}

/// A number left: a card or the result of picks, with its expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// Its value.
    pub value: Frac,
    /// The expression as the page shows it, with parentheses only where the tree needs
    /// them (an operand that binds less tightly than its operation, or a right operand
    /// that binds as tightly): `8 ÷ (3 − 8 ÷ 3)`, `(10 × 10 − 4) ÷ 4`.
    pub text: String,
    /// The key duplicates are told apart by: the tree fully parenthesised, signs `+ - * /`,
    /// the two operands of every + and × in sorted order (`((10*10)-4)`): two expressions
    /// are the same exactly when their keys are equal.
    pub key: String,
    /// How tightly its top operation binds (3 for a card).
    rank: u8,
}

impl Item {
    /// A card.
    pub fn card(v: u8) -> Item {
        Item { value: Frac::int(i64::from(v)), text: v.to_string(), key: v.to_string(), rank: 3 }
    }
}

/// What a pick makes of two numbers: the expression, and its value (`None` for a division
/// by 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The expression, as [`Item::text`].
    pub text: String,
    /// Its key, as [`Item::key`].
    pub key: String,
    /// Its value; `None` when it divides by 0.
    pub value: Option<Frac>,
    rank: u8,
}

impl Tried {
    /// `a op b`.
    pub fn of(a: &Item, op: Op, b: &Item) -> Tried {
        let rank = op.rank();
        let wrap = |s: &str, paren: bool| if paren { format!("({s})") } else { s.to_owned() };
        let text = format!(
            "{} {} {}",
            wrap(&a.text, a.rank < rank),
            op.symbol(),
            wrap(&b.text, b.rank <= rank)
        );
        let (x, y) =
            if op.commutes() && b.key < a.key { (&b.key, &a.key) } else { (&a.key, &b.key) };
        let key = format!("({x}{}{y})", op.ascii());
        let value = match op {
            Op::Add => Some(a.value.add(b.value)),
            Op::Sub => Some(a.value.sub(b.value)),
            Op::Mul => Some(a.value.mul(b.value)),
            Op::Div => a.value.div(b.value),
        };
        Tried { text, key, value, rank }
    }

    /// The number it makes, `None` for a division by 0.
    pub fn item(&self) -> Option<Item> {
        let value = self.value?;
        Some(Item { value, text: self.text.clone(), key: self.key.clone(), rank: self.rank })
    }
}

/// Why a pick is a dead node (the test fails).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dead {
    /// It divides by 0.
    DivByZero,
    /// The last pick makes `value`, not 24.
    NotTarget { value: Frac },
    /// The last pick makes 24 with the same expression as solution `of` (1-based), up to
    /// commutativity (all-solutions mode).
    Duplicate { of: usize },
}

/// A solution found: its expression, its key and the picks that made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The expression, as [`Item::text`].
    pub text: String,
    /// Its key, as [`Item::key`].
    pub key: String,
    /// The picks x[1..=3].
    pub picks: Vec<usize>,
}

/// Why a list of numbers is not a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandError {
    /// `count` numbers, not four.
    Count { count: usize },
    /// Card `item` (1-based) is `value`, outside 1..=13.
    Range { item: usize, value: u64 },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandError::Count { count } => write!(f, "a hand has {CARDS} cards, not {count}"),
            HandError::Range { item, value } => {
                write!(f, "card {item} is {value}, not {CARD_MIN} to {CARD_MAX}")
            }
        }
    }
}

impl std::error::Error for HandError {}

impl ErrorCode for HandError {
    /// The error's code for the page: `cards-count` or `cards-range` (the link's codes
    /// for the same errors, the crate's `link`).
    fn code(&self) -> &'static str {
        match self {
            HandError::Count { .. } => "cards-count",
            HandError::Range { .. } => "cards-range",
        }
    }
}

/// The hand of `values`: four numbers, each 1 to 13.
///
/// # Errors
/// [`HandError::Count`] for another count, else [`HandError::Range`] for the first card
/// out of range.
pub fn hand(values: &[u64]) -> Result<Hand, HandError> {
    if values.len() != CARDS {
        return Err(HandError::Count { count: values.len() });
    }
    let mut h = [0; CARDS];
    for (k, &v) in values.iter().enumerate() {
        if !(u64::from(CARD_MIN)..=u64::from(CARD_MAX)).contains(&v) {
            return Err(HandError::Range { item: k + 1, value: v });
        }
        h[k] = v as u8;
    }
    Ok(h)
}

/// The 24 points search's state: the hand, the numbers left after each pick made, the
/// picks, and the solutions found (its history).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwentyFour {
    hand: Hand,
    /// `levels[d]`: the numbers left after d picks (`levels[0]`, the cards).
    levels: Vec<Vec<Item>>,
    /// `picks[d − 1]`: the pick made at depth d.
    picks: Vec<usize>,
    /// The solutions found, in order (the history: on back, only their number changes).
    found: Vec<Found>,
}

impl TwentyFour {
    /// The search's state at its start: the cards, nothing picked, nothing found.
    pub fn new(hand: Hand) -> Self {
        let cards = hand.iter().map(|&c| Item::card(c)).collect();
        Self { hand, levels: vec![cards], picks: Vec::new(), found: Vec::new() }
    }

    /// The hand.
    pub fn hand(&self) -> Hand {
        self.hand
    }

    /// The numbers left after each pick made, the cards first.
    pub fn levels(&self) -> &[Vec<Item>] {
        &self.levels
    }

    /// The numbers left now.
    pub fn left(&self) -> &[Item] {
        self.levels.last().map_or(&[][..], Vec::as_slice)
    }

    /// The picks made, depth 1 first.
    pub fn picks(&self) -> &[usize] {
        &self.picks
    }

    /// The solutions found so far, in order.
    pub fn found(&self) -> &[Found] {
        &self.found
    }

    /// Pick `choice` at `depth`, among the numbers left after depth − 1 picks.
    pub fn pick(&self, depth: usize, choice: usize) -> Pick {
        Pick::of(self.levels[depth - 1].len(), choice)
    }

    /// What pick `choice` at `depth` makes of the numbers left after depth − 1 picks.
    pub fn tried(&self, depth: usize, choice: usize) -> Tried {
        let (l, r) = self.pick(depth, choice).operands();
        let left = &self.levels[depth - 1];
        Tried::of(&left[l - 1], self.pick(depth, choice).op, &left[r - 1])
    }
}

/// The last depth: three picks leave one number.
const LAST: usize = CARDS - 1;

impl Problem for TwentyFour {
    type Conflict = Dead;
    type History = usize;
    /// The recursive `points(t)` and its `main`, then the lines of the loop form (`pick`,
    /// `test`, `assign`, `print` and `end` are shared).
    const LINES: &'static [&'static str] = &[
        "proc", "for", "pick", "test", "assign", "print", "recurse", "undo", "main", "start",
        "end", "iter", "init", "loop", "next", "found", "unpick", "down", "up",
    ];

    /// The recursive form, `points(t)` (a[1..5 − t]: the numbers left):
    ///
    /// ```text
    /// proc     points(t):
    /// for        for each pick (i, j, op) of a[1..5 − t], in order:
    /// pick         r = a[i] op a[j]          ▷ or a[j] op a[i]
    /// test         if r is defined and (t < 3 or r = 24 and new):
    /// assign         x[t] = the pick; a[i] = r; remove a[j]
    /// print          if t = 3: print the expression
    /// recurse        else: points(t + 1)
    /// undo           put a[i] and a[j] back   ▷ backtrack
    /// main     main:
    /// start      a = the four cards; points(1)
    /// end        end
    /// ```
    ///
    /// A pick taken executes `assign` (called from `test`), a dead one the `test` (called
    /// from `pick`); a backtrack `undo`, a solution `print`.
    fn executes(&self, e: Option<&search::Event<Dead>>) -> (&'static str, Option<&'static str>) {
        usual_lines(e, "test", "pick")
    }

    /// The loop form, `points()` (t: the pick being made, x[t] its number):
    ///
    /// ```text
    /// iter     points():
    /// init       a = the four cards; t ← 1; x[1] ← 0
    /// loop       while t > 0 do
    /// next         x[t] ← x[t] + 1
    /// found        if x[t] ≤ the picks of depth t then     ▷ 36, 18, 6
    /// pick           r ← a[i] op a[j] of pick x[t]
    /// test           if r is defined and (t < 3 or r = 24 and new) then
    /// assign           a[i] ← r; remove a[j]
    /// print            if t = 3 then print the expression
    /// unpick             put a[i] and a[j] back
    /// down             else t ← t + 1; x[t] ← 0
    /// up           else t ← t − 1; put back the numbers of pick x[t]
    /// end        end
    /// ```
    ///
    /// Step 0 is `init`; a pick tried is `test` or `assign` as in the recursive form; the
    /// last pick's backtrack (after its print) is `unpick` (t stays), any other `up`.
    fn executes_iterative(
        &self,
        e: Option<&search::Event<Dead>>,
    ) -> Option<(&'static str, Option<&'static str>)> {
        Some(match e {
            None => ("init", None),
            Some(search::Event::Remove { depth, .. }) if *depth == LAST => ("unpick", None),
            Some(search::Event::Remove { .. }) => ("up", None),
            _ => usual_lines(e, "test", "pick"),
        })
    }

    fn choices(&self) -> usize {
        FIRST_PICKS
    }

    /// 36, 18 and 6: the picks among 4, 3 and 2 numbers.
    fn choices_at(&self, depth: usize) -> usize {
        Pick::count(CARDS + 1 - depth)
    }

    fn max_depth(&self) -> usize {
        LAST
    }

    /// The tests made: 1 for a division (is the divisor 0?); at the last pick 1 more (is it
    /// 24?) and, for 24, 1 for each solution found compared up to a match.
    fn check(&self, depth: usize, choice: usize) -> (Option<Dead>, u64) {
        let tried = self.tried(depth, choice);
        let mut tests = u64::from(self.pick(depth, choice).op == Op::Div);
        let Some(value) = tried.value else {
            return (Some(Dead::DivByZero), tests);
        };
        if depth < LAST {
            return (None, tests);
        }
        tests += 1;
        if value != Frac::int(TARGET) {
            return (Some(Dead::NotTarget { value }), tests);
        }
        for (k, f) in self.found.iter().enumerate() {
            tests += 1;
            if f.key == tried.key {
                return (Some(Dead::Duplicate { of: k + 1 }), tests);
            }
        }
        (None, tests)
    }

    fn apply(&mut self, depth: usize, choice: usize) {
        let pick = self.pick(depth, choice);
        let made = self.tried(depth, choice).item();
        let mut next = self.levels[depth - 1].clone();
        if let Some(item) = made {
            next[pick.i - 1] = item;
        }
        next.remove(pick.j - 1);
        self.levels.truncate(depth);
        self.levels.push(next);
        self.picks.truncate(depth - 1);
        self.picks.push(choice);
    }

    fn undo(&mut self, depth: usize, _choice: usize) {
        self.levels.truncate(depth);
        self.picks.truncate(depth - 1);
    }

    fn is_solution(&self, depth: usize) -> bool {
        depth == LAST
    }

    /// Every solution is new (a duplicate fails the test): it joins the list.
    fn on_solution(&mut self, _depth: usize) -> Option<usize> {
        let last = self.left().first()?;
        let found =
            Found { text: last.text.clone(), key: last.key.clone(), picks: self.picks.clone() };
        self.found.push(found);
        Some(self.found.len() - 1)
    }

    fn restore(&mut self, before: usize) {
        self.found.truncate(before);
    }
}

/// The 24 points search of `hand` at step 0, stepped one event at a time in either
/// direction by the engine.
pub fn search(hand: Hand, mode: Mode) -> Search<TwentyFour> {
    Search::new(TwentyFour::new(hand), mode)
}

/// Every distinct expression of `hand` that makes 24, in the search's order.
pub fn solutions(hand: Hand) -> Vec<String> {
    let mut s = search(hand, Mode::AllSolutions);
    while s.step().is_some() {}
    s.problem().found().iter().map(|f| f.text.clone()).collect()
}

/// The first expression of `hand` that makes 24 in the search's order, if any.
pub fn first_solution(hand: Hand) -> Option<String> {
    let mut s = search(hand, Mode::FirstSolution);
    s.run_to_next_solution()?;
    s.problem().found().first().map(|f| f.text.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::search::Event::{Conflict, Place, Remove};
    use nqueens_wasm::search::{Counters, Executing};

    type E = search::Event<Dead>;

    fn p(depth: usize, choice: usize) -> E {
        Place { depth, choice }
    }

    fn r(depth: usize, choice: usize) -> E {
        Remove { depth, choice }
    }

    /// A last pick that makes `num / den`, not 24.
    fn not(choice: usize, num: i64, den: i64) -> E {
        Conflict {
            depth: 3,
            choice,
            conflict: Dead::NotTarget { value: Frac::new(num, den).unwrap() },
        }
    }

    #[test]
    fn picks_run_over_the_pairs_in_order_six_operations_each() {
        assert_eq!([4, 3, 2].map(Pick::count), [36, 18, 6]);
        let pairs: Vec<(usize, usize)> =
            (0..6).map(|k| Pick::of(4, 6 * k + 1)).map(|p| (p.i, p.j)).collect();
        assert_eq!(pairs, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
        let pairs: Vec<(usize, usize)> =
            (0..3).map(|k| Pick::of(3, 6 * k + 1)).map(|p| (p.i, p.j)).collect();
        assert_eq!(pairs, [(1, 2), (1, 3), (2, 3)]);
        let p = Pick::of(4, 36);
        assert_eq!((p.i, p.j, p.op, p.swapped, p.operands()), (3, 4, Op::Div, true, (4, 3)));
        assert_eq!(Pick::of(2, 3).operands(), (2, 1));
    }

    #[test]
    fn expressions_have_the_parentheses_their_tree_needs_and_a_key_for_duplicates() {
        let c = Item::card;
        let third = Tried::of(&c(8), Op::Div, &c(3)).item().unwrap();
        let left = Tried::of(&c(3), Op::Sub, &third).item().unwrap();
        assert_eq!(left.text, "3 − 8 ÷ 3");
        let top = Tried::of(&c(8), Op::Div, &left);
        assert_eq!((top.text.as_str(), top.value), ("8 ÷ (3 − 8 ÷ 3)", Some(Frac::int(24))));
        assert_eq!(top.key, "(8/(3-(8/3)))");
        let hundred = Tried::of(&c(10), Op::Mul, &c(10)).item().unwrap();
        let less = Tried::of(&hundred, Op::Sub, &c(4)).item().unwrap();
        assert_eq!(Tried::of(&less, Op::Div, &c(4)).text, "(10 × 10 − 4) ÷ 4");
        // + and × in either order have one key; − does not.
        let ab = Tried::of(&c(4), Op::Add, &c(10));
        let ba = Tried::of(&c(10), Op::Add, &c(4));
        assert_eq!((ab.key == ba.key, ab.text, ba.text), (true, "4 + 10".into(), "10 + 4".into()));
        assert_ne!(Tried::of(&c(4), Op::Sub, &c(10)).key, Tried::of(&c(10), Op::Sub, &c(4)).key);
        // A right operand that binds as tightly keeps its parentheses: the tree shows.
        let sum = Tried::of(&c(1), Op::Add, &c(2)).item().unwrap();
        assert_eq!(Tried::of(&c(3), Op::Add, &sum).text, "3 + (1 + 2)");
        assert_eq!(Tried::of(&sum, Op::Add, &c(3)).text, "1 + 2 + 3");
        assert_eq!(
            Tried::of(&c(5), Op::Div, &Tried::of(&c(2), Op::Sub, &c(2)).item().unwrap()).value,
            None
        );
    }

    /// The default hand's opening, hand-worked: 4 + 4 = 8 leaves 8, 10, 10; 8 + 10 = 18
    /// leaves 18, 10, whose six last picks make 28, 8, −8, 180, 9/5, 5/9; then 8 − 10 = −2
    /// leaves −2, 10: 8, −12, 12, −20, −1/5, −5; then 10 − 8 = 2 leaves 2, 10.
    #[test]
    fn the_default_hands_opening_by_hand_forwards_and_back() {
        let mut s = search(DEFAULT_HAND, Mode::AllSolutions);
        #[rustfmt::skip]
        let want = [
            p(1, 1), p(2, 1),                                                   // 4 + 4, 8 + 10
            not(1, 28, 1), not(2, 8, 1), not(3, -8, 1), not(4, 180, 1), not(5, 9, 5), not(6, 5, 9),
            r(2, 1), p(2, 2),                                                   // 8 − 10
            not(1, 8, 1), not(2, -12, 1), not(3, 12, 1), not(4, -20, 1), not(5, -1, 5), not(6, -5, 1),
            r(2, 2), p(2, 3),                                                   // 10 − 8
        ];
        let mut states = vec![s.clone()];
        for (k, w) in want.iter().enumerate() {
            assert_eq!(s.step(), Some(*w), "step {}", k + 1);
            let lines = [Some(s.executing()), s.executing_iterative()];
            for at in lines.into_iter().flatten() {
                for line in [Some(at.line), at.caller].into_iter().flatten() {
                    assert!(TwentyFour::LINES.contains(&line), "{line}");
                }
            }
            states.push(s.clone());
        }
        let texts: Vec<&str> = s.problem().left().iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts, ["10 − (4 + 4)", "10"]);
        assert_eq!(s.problem().tried(3, 3).text, "10 − (10 − (4 + 4))");
        // 16 picks tried, 4 taken, 12 dead; each of the 12 last picks tests 24, and the 4
        // divisions among them their divisor.
        let want = Counters {
            steps: 18,
            tried: 16,
            placements: 4,
            backtracks: 2,
            solutions: 0,
            comparisons: 12 + 4,
            constraint_prunes: 12,
            bound_prunes: 0,
        };
        assert_eq!(s.counters(), want);
        states.pop();
        while let Some(before) = states.pop() {
            s.back();
            assert_eq!(s, before, "back to step {}", states.len());
        }
        assert_eq!(s.counters(), Counters::default());
    }

    #[test]
    fn three_three_eight_eight_makes_24_only_with_fractions() {
        assert_eq!(solutions([3, 3, 8, 8]), ["8 ÷ (3 − 8 ÷ 3)"]);
        assert_eq!(first_solution([3, 3, 8, 8]).as_deref(), Some("8 ÷ (3 − 8 ÷ 3)"));
        assert_eq!(solutions([4, 4, 10, 10]), ["(10 × 10 − 4) ÷ 4"]);
        assert!(solutions([1, 1, 1, 1]).is_empty());
        assert_eq!(first_solution([1, 1, 1, 1]), None);
    }

    #[test]
    fn a_duplicate_is_rejected_naming_the_solution_it_repeats_and_back_undoes_it() {
        // 1, 2, 3, 4: (1 + 2 + 3) × 4 is found, then the same tree again by other picks.
        let mut s = search([1, 2, 3, 4], Mode::AllSolutions);
        let mut dup = None;
        while let Some(e) = s.step() {
            if let Conflict { conflict: Dead::Duplicate { of }, depth, choice } = e {
                dup = Some((s.counters().steps, of, s.problem().tried(depth, choice).key));
                break;
            }
        }
        let (step, of, key) = dup.expect("a duplicate");
        assert_eq!(s.problem().found()[of - 1].key, key);
        s.seek(step - 1).unwrap();
        s.seek(step).unwrap();
        let end = search::back_undoes_each_step(search([1, 2, 3, 4], Mode::AllSolutions), u64::MAX);
        assert!(end.unwrap().is_finished());
    }

    #[test]
    fn a_division_by_zero_is_a_dead_node_with_its_reason() {
        // The first: 4 + 4 = 8, then 10 − 10 = 0 (pick 14, the pair (2,3)) leaves 8, 0,
        // and the fifth last pick, 8 ÷ 0, divides by it.
        let mut s = search(DEFAULT_HAND, Mode::AllSolutions);
        while let Some(e) = s.step() {
            if let Conflict { conflict: Dead::DivByZero, depth, choice } = e {
                assert_eq!((depth, choice, s.problem().picks()), (3, 5, &[1, 14][..]));
                // Step 1 took 4 + 4; the 13 picks before 10 − 10 each took 8 steps (the pick,
                // six dead last picks, its backtrack); then 10 − 10 and five last picks.
                assert_eq!(s.counters().steps, 1 + 13 * 8 + 1 + 5);
                assert_eq!(s.problem().left()[1].value, Frac::int(0));
                let tried = s.problem().tried(depth, choice);
                assert_eq!((tried.text.as_str(), tried.value), ("(4 + 4) ÷ (10 − 10)", None));
                return;
            }
        }
        panic!("no division by zero");
    }

    #[test]
    fn each_step_is_on_its_line_in_both_forms() {
        let at = |line, caller: &'static str, depth| Executing {
            line,
            caller: (!caller.is_empty()).then_some(caller),
            depth,
        };
        let mut s = search([3, 3, 8, 8], Mode::FirstSolution);
        assert_eq!(s.executing(), at("start", "", 0));
        assert_eq!(s.executing_iterative(), Some(at("init", "", 1)));
        s.step();
        assert_eq!(s.executing(), at("assign", "test", 1));
        s.seek(3).unwrap();
        assert_eq!(s.executing(), at("test", "pick", 3));
        s.run_to_next_solution();
        assert_eq!(s.executing(), at("print", "", 3));
        s.step();
        assert_eq!(s.executing(), at("end", "", 0));
        let mut s = search([3, 3, 8, 8], Mode::AllSolutions);
        s.seek(9).unwrap();
        assert_eq!(s.last_event(), Some(r(2, 1)));
        assert_eq!(s.executing_iterative(), Some(at("up", "", 2)));
        s.run_to_next_solution();
        s.step();
        assert_eq!(s.executing_iterative().unwrap().line, "unpick");
    }

    #[test]
    fn the_first_solution_search_stops_at_its_first_expression() {
        let mut s = search(DEFAULT_HAND, Mode::FirstSolution);
        while s.step().is_some() {}
        assert_eq!(s.counters().solutions, 1);
        assert_eq!(s.problem().found()[0].text, "(10 × 10 − 4) ÷ 4");
        assert_eq!(s.problem().found()[0].picks.len(), 3);
        let end =
            search::back_undoes_each_step(search(DEFAULT_HAND, Mode::FirstSolution), u64::MAX);
        assert!(end.unwrap().is_finished());
        let end = search::back_undoes_each_step(search([1, 1, 1, 1], Mode::AllSolutions), u64::MAX);
        assert_eq!(end.unwrap().counters().solutions, 0);
    }

    #[test]
    fn hands_are_four_cards_from_1_to_13() {
        assert_eq!(hand(&[4, 4, 10, 10]), Ok(DEFAULT_HAND));
        assert_eq!(hand(&[4, 4, 10]), Err(HandError::Count { count: 3 }));
        assert_eq!(hand(&[4, 0, 10, 10]), Err(HandError::Range { item: 2, value: 0 }));
        assert_eq!(hand(&[4, 4, 10, 14]), Err(HandError::Range { item: 4, value: 14 }));
        assert_eq!(HandError::Range { item: 4, value: 14 }.code(), "cards-range");
        assert_eq!(HandError::Count { count: 3 }.to_string(), "a hand has 4 cards, not 3");
    }
}
