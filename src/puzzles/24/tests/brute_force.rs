//! The 24 points search against a brute force written apart from it: every binary
//! expression tree over every order of the four cards, with every choice of the three
//! operations, evaluated with its own fractions; two trees are the same expression when
//! swapping the operands of some + or × turns one into the other (each tree is put in a
//! normal form: the operands of every + and × sorted). The search's expressions are read
//! back with a parser of its own and must be exactly the brute force's set, each making 24.
//! Outside value: 1,362 of the 1,820 hands of 1 to 13 can make 24 (docs/REFERENCE.md).

use points24::{first_solution, solutions, Hand};
use std::cmp::Ordering;
use std::collections::BTreeSet;

/// A fraction n / d, d > 0, compared by cross-multiplying (no reduction needed).
#[derive(Clone, Copy, Debug)]
struct Q(i128, i128);

impl Q {
    fn add(self, o: Q) -> Q {
        Q(self.0 * o.1 + o.0 * self.1, self.1 * o.1)
    }
    fn sub(self, o: Q) -> Q {
        Q(self.0 * o.1 - o.0 * self.1, self.1 * o.1)
    }
    fn mul(self, o: Q) -> Q {
        Q(self.0 * o.0, self.1 * o.1)
    }
    fn div(self, o: Q) -> Option<Q> {
        match o.0.cmp(&0) {
            Ordering::Equal => None,
            Ordering::Greater => Some(Q(self.0 * o.1, self.1 * o.0)),
            Ordering::Less => Some(Q(-self.0 * o.1, -self.1 * o.0)),
        }
    }
    fn is(self, n: i128) -> bool {
        self.0 == n * self.1
    }
}

/// An expression tree.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum T {
    Leaf(i128),
    Node(char, Box<T>, Box<T>),
}

impl T {
    fn node(op: char, a: T, b: T) -> T {
        T::Node(op, Box::new(a), Box::new(b))
    }

    fn value(&self) -> Option<Q> {
        match self {
            T::Leaf(v) => Some(Q(*v, 1)),
            T::Node(op, a, b) => {
                let (a, b) = (a.value()?, b.value()?);
                match op {
                    '+' => Some(a.add(b)),
                    '-' => Some(a.sub(b)),
                    '*' => Some(a.mul(b)),
                    _ => a.div(b),
                }
            }
        }
    }

    /// The normal form: the operands of every + and × in sorted order.
    fn normal(&self) -> T {
        match self {
            T::Leaf(v) => T::Leaf(*v),
            T::Node(op, a, b) => {
                let (a, b) = (a.normal(), b.normal());
                if (*op == '+' || *op == '*') && b < a {
                    T::node(*op, b, a)
                } else {
                    T::node(*op, a, b)
                }
            }
        }
    }

    fn leaves(&self, out: &mut Vec<i128>) {
        match self {
            T::Leaf(v) => out.push(*v),
            T::Node(_, a, b) => {
                a.leaves(out);
                b.leaves(out);
            }
        }
    }
}

/// Every tree over the leaves `xs` in this order, with every operation at each node.
fn trees(xs: &[i128]) -> Vec<T> {
    if xs.len() == 1 {
        return vec![T::Leaf(xs[0])];
    }
    let mut out = Vec::new();
    for cut in 1..xs.len() {
        for a in trees(&xs[..cut]) {
            for b in trees(&xs[cut..]) {
                for op in ['+', '-', '*', '/'] {
                    out.push(T::node(op, a.clone(), b.clone()));
                }
            }
        }
    }
    out
}

/// Every order of `xs`.
fn orders(xs: &[i128]) -> Vec<Vec<i128>> {
    if xs.len() <= 1 {
        return vec![xs.to_vec()];
    }
    let mut out = Vec::new();
    for k in 0..xs.len() {
        let mut rest = xs.to_vec();
        let x = rest.remove(k);
        for mut o in orders(&rest) {
            o.insert(0, x);
            out.push(o);
        }
    }
    out
}

/// The brute force's distinct expressions of `hand` that make 24, in normal form.
fn brute(hand: Hand) -> BTreeSet<T> {
    let xs: Vec<i128> = hand.iter().map(|&c| i128::from(c)).collect();
    let mut out = BTreeSet::new();
    for order in orders(&xs) {
        for t in trees(&order) {
            if t.value().is_some_and(|v| v.is(24)) {
                out.insert(t.normal());
            }
        }
    }
    out
}

/// Reads an expression as the page writes it (`8 ÷ (3 − 8 ÷ 3)`): the usual precedence,
/// left to right.
fn parse(text: &str) -> T {
    let tokens: Vec<String> = text
        .replace('(', " ( ")
        .replace(')', " ) ")
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    let mut at = 0;
    let t = sum(&tokens, &mut at);
    assert_eq!(at, tokens.len(), "{text}");
    t
}

fn sum(ts: &[String], at: &mut usize) -> T {
    let mut t = product(ts, at);
    while *at < ts.len() && (ts[*at] == "+" || ts[*at] == "−") {
        let op = if ts[*at] == "+" { '+' } else { '-' };
        *at += 1;
        t = T::node(op, t, product(ts, at));
    }
    t
}

fn product(ts: &[String], at: &mut usize) -> T {
    let mut t = atom(ts, at);
    while *at < ts.len() && (ts[*at] == "×" || ts[*at] == "÷") {
        let op = if ts[*at] == "×" { '*' } else { '/' };
        *at += 1;
        t = T::node(op, t, atom(ts, at));
    }
    t
}

fn atom(ts: &[String], at: &mut usize) -> T {
    let tok = &ts[*at];
    *at += 1;
    if tok == "(" {
        let t = sum(ts, at);
        assert_eq!(ts[*at], ")");
        *at += 1;
        t
    } else {
        T::Leaf(tok.parse().expect("a card"))
    }
}

/// The search's expressions of `hand`, each checked to use the hand's cards and make 24,
/// as a set in normal form (no two the same).
fn searched(hand: Hand) -> BTreeSet<T> {
    let mut out = BTreeSet::new();
    for text in solutions(hand) {
        let t = parse(&text);
        let mut leaves = Vec::new();
        t.leaves(&mut leaves);
        leaves.sort_unstable();
        let mut cards: Vec<i128> = hand.iter().map(|&c| i128::from(c)).collect();
        cards.sort_unstable();
        assert_eq!(leaves, cards, "{text}");
        assert!(t.value().is_some_and(|v| v.is(24)), "{text}");
        assert!(out.insert(t.normal()), "{text} twice");
    }
    out
}

/// Every hand of four cards from `lo` to `hi`, as a sorted multiset.
fn hands(lo: u8, hi: u8) -> Vec<Hand> {
    let mut out = Vec::new();
    for a in lo..=hi {
        for b in a..=hi {
            for c in b..=hi {
                for d in c..=hi {
                    out.push([a, b, c, d]);
                }
            }
        }
    }
    out
}

#[test]
fn the_brute_force_finds_the_known_hands() {
    assert!(brute([1, 1, 1, 1]).is_empty());
    let only = brute([3, 3, 8, 8]);
    assert_eq!(only.into_iter().collect::<Vec<_>>(), [parse("8 ÷ (3 − 8 ÷ 3)").normal()]);
    let only = brute([4, 4, 10, 10]);
    assert_eq!(only.into_iter().collect::<Vec<_>>(), [parse("(10 × 10 − 4) ÷ 4").normal()]);
    // The parser keeps the tree the parentheses give.
    assert_ne!(parse("1 + (2 + 3)"), parse("1 + 2 + 3"));
    assert_eq!(parse("1 + 2 + 3"), T::node('+', T::node('+', T::Leaf(1), T::Leaf(2)), T::Leaf(3)));
}

#[test]
fn the_search_finds_exactly_the_brute_forces_expressions_for_small_hands() {
    // The 70 hands of cards 1 to 5, and a few of the large ones.
    let mut all = hands(1, 5);
    all.extend([[3, 3, 8, 8], [4, 4, 10, 10], [1, 5, 5, 5], [6, 9, 12, 13], [13, 13, 13, 13]]);
    for hand in all {
        assert_eq!(searched(hand), brute(hand), "{hand:?}");
        assert_eq!(first_solution(hand).is_some(), !brute(hand).is_empty(), "{hand:?}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: 1,820 hands")]
fn of_the_1820_hands_1362_make_24_and_the_search_agrees_on_every_hand() {
    let all = hands(1, 13);
    assert_eq!(all.len(), 1820);
    let mut solvable = 0;
    for hand in all {
        let want = brute(hand);
        solvable += usize::from(!want.is_empty());
        assert_eq!(searched(hand), want, "{hand:?}");
        assert_eq!(first_solution(hand).is_some(), !want.is_empty(), "{hand:?}");
    }
    assert_eq!(solvable, 1362);
}
