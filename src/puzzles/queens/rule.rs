//! The rule exercise (`ex=rule`, issue 22): the student writes the conflict test of the
//! notes' `place(k)` for an earlier row j, in the notes' notation, and the textbook search
//! runs with it. The true test is `x[j] = x[k] or |x[j] - x[k]| = |k - j|`: the rule is
//! true when row j's queen attacks the square (k, x\[k\]) being tried.
//!
//! The rule is parsed and type-checked here ([`Rule::parse`]) and evaluated by a small
//! interpreter; it is never JavaScript. Grammar, loosest binding first:
//!
//! ```text
//! rule    = or
//! or      = and { ("or" | "||") and }
//! and     = not { ("and" | "&&") not }
//! not     = ("not" | "!") not | compare
//! compare = sum { ("=" | "==" | "<>" | "!=" | "≠" | "<" | "<=" | "≤" | ">" | ">=" | "≥") sum }
//! sum     = product { ("+" | "-") product }
//! product = unary { "*" unary }
//! unary   = "-" unary | atom
//! atom    = integer | "j" | "k" | "n" | "true" | "false" | "x" "[" or "]"
//!         | "|" or "|" | "abs" "(" or ")" | "(" or ")"
//! ```
//!
//! - Names are case-sensitive. `true` and `false` are extras (a rule of `false` never
//!   refuses a square). `!` binds like `not`, looser than a comparison, so
//!   `!x[j] = x[k]` is `not (x[j] = x[k])`.
//! - Types are checked while parsing: `+ - *`, `abs`, `x[…]` and the comparisons take
//!   numbers; `and`, `or`, `not` take truth values; the whole rule is a truth value. So a
//!   chain `a < b < c` is a type error (a truth value compared with a number).
//! - **`|` as absolute value or as `||`.** Where an operand is expected, every `|` opens an
//!   absolute value (so `||x[j] - x[k]| - 1|` nests two). After an operand, a `|` closes the
//!   innermost absolute value opened at the same bracket level, if one is open; otherwise two
//!   adjacent bars `||` are `or` (a lone `|` is unexpected). Parentheses, `x[…]` and
//!   `abs(…)` start a new level. Inside an open `|…|` the value must be a number, so an `or`
//!   there could never be right and nothing is lost: `|x[j] - x[k]| = |k - j|` and
//!   `x[j]=x[k]|||x[j]-x[k]|=|k-j|` (`||` then `|`) both parse.
//! - Names are ASCII letters, digits and `_`, starting with a letter or `_`; any other
//!   character outside the grammar is [`RuleError::Unexpected`] (Unicode letter tables would
//!   cost the wasm several KB).
//! - Full-width forms (U+FF01–U+FF5E, as a Chinese input method types them) read as their
//!   ASCII letters, `−` (U+2212) as `-` and `×` as `*`; positions and texts in errors are the
//!   characters as typed.
//! - Numbers are 64-bit integers; `+ - *` wrap around on overflow instead of failing.
//! - `and` and `or` evaluate left to right and stop as soon as the value is known.
//! - `x[i]` is the column of row i's queen: for i < k the queen placed there, for i = k the
//!   square being tried, for k < i ≤ n 0 (an empty row). An index outside 1..=n is
//!   [`RuleError::Index`] at evaluation; the search stops at the first one.
//!
//! - At most [`RULE_MAX_CHARS`] characters, and at most [`RULE_MAX_DEPTH`] brackets, bars,
//!   `not`s and unary minuses nested in one another.
//! - A rule that reads x only at j and k is evaluated once per (j, k, x\[j\], x\[k\]) into a
//!   table, and the search reads the table; any other rule is interpreted at every
//!   evaluation (the same values, slower; see [`crate::limits::RULE_EVAL_BUDGET`]).
//!
//! Every error carries the 1-based character position (not byte) where it was found and,
//! where it helps, the text found there ([`RuleError::pos`], [`RuleError::text`]).
//!
//! The search ([`count_solutions`], [`first_divergence`], [`bad_solutions`]) is the
//! textbook one of [`crate::stepper`]: rows top to bottom, columns left to right, and a
//! square (k, i) refused iff the rule is true for some earlier row j, scanning j = 1..k−1.
//! The truth comes from [`crate::board::attack_line`] (through [`stepper::search`] and
//! [`Placement::attacks`]); reference counts are OEIS A000170 (docs/REFERENCE.md).

use std::fmt;

use crate::board::{Attack, Line, Placement, SizeError};
use crate::limits::{
    BOARD_MIN_N, RULE_MAX_BAD_SOLUTIONS, RULE_MAX_CHARS, RULE_MAX_DEPTH, RULE_MAX_N,
};
use crate::stepper::{self, CheckMethod, Event};
use nqueens_wasm::error::{plural, ErrorCode};
use nqueens_wasm::search::Mode;

/// Why a text is not a rule, or why evaluating a rule failed. Positions are 1-based
/// character positions in the text as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// Nothing but white space (position 1).
    Empty,
    /// Longer than [`RULE_MAX_CHARS`] characters; `chars` is the text's length (position
    /// `RULE_MAX_CHARS + 1`).
    TooLong {
        /// The length of the text, in characters.
        chars: usize,
    },
    /// A name that is not `j`, `k`, `n`, `x`, `abs`, `and`, `or`, `not`, `true`, `false`.
    UnknownName {
        /// Where the name starts.
        pos: usize,
        /// The name as typed.
        name: String,
    },
    /// Something that cannot stand here: a character outside the grammar, an operator
    /// where an operand is expected, a second operand with no operator between, a missing
    /// `[` after `x` or `(` after `abs`.
    Unexpected {
        /// Where it starts.
        pos: usize,
        /// What was found, as typed.
        text: String,
    },
    /// The text ends where an operand (or `[`, `(` after `x`, `abs`) is still needed.
    End {
        /// One past the last character.
        pos: usize,
    },
    /// A `(`, `[` or `|` that the text never closes.
    Unclosed {
        /// Where the opening bracket is.
        pos: usize,
        /// The opening bracket: `(`, `[` or `|`.
        open: String,
    },
    /// The rule is a number (such as `x[j]` alone), not a truth value.
    NotBoolean {
        /// Where the rule starts.
        pos: usize,
    },
    /// An operator given the wrong kind of value: `and`, `or`, `not` need truth values; a
    /// comparison, `+ - *`, `abs`, `|…|` and `x[…]` need numbers.
    Type {
        /// Where the operator is (for `x[…]` the `x`, for `|…|` the opening bar).
        pos: usize,
        /// The operator as typed (`and`, `&&`, `<=`, `x`, `|`, …).
        op: String,
    },
    /// A number that is not a 64-bit integer: too long, or with letters or a point in it
    /// (`2x`, `1.5`).
    BadNumber {
        /// Where it starts.
        pos: usize,
        /// The number as typed.
        text: String,
    },
    /// More than [`RULE_MAX_DEPTH`] brackets, bars, `not`s and unary minuses nested in one
    /// another (the parser and the interpreter recurse once a level).
    TooDeep {
        /// Where the first one too many is.
        pos: usize,
    },
    /// At evaluation: `x[i]` with i outside 1..=n (`x[0]`, `x[k+1]` in the last row).
    Index {
        /// Where the `x` is.
        pos: usize,
        /// The index i it was given.
        index: i64,
    },
}

impl RuleError {
    /// Every code [`ErrorCode::code`] gives, in variant order, for the page's message table.
    pub const CODES: [&'static str; 11] = [
        "rule-empty",
        "rule-too-long",
        "rule-unknown-name",
        "rule-unexpected",
        "rule-end",
        "rule-unclosed",
        "rule-not-boolean",
        "rule-type",
        "rule-bad-number",
        "rule-index",
        "rule-too-deep",
    ];

    /// The 1-based character position the error is about (see each variant).
    pub fn pos(&self) -> usize {
        match *self {
            RuleError::Empty => 1,
            RuleError::TooLong { .. } => RULE_MAX_CHARS + 1,
            RuleError::UnknownName { pos, .. }
            | RuleError::Unexpected { pos, .. }
            | RuleError::End { pos }
            | RuleError::Unclosed { pos, .. }
            | RuleError::NotBoolean { pos }
            | RuleError::Type { pos, .. }
            | RuleError::BadNumber { pos, .. }
            | RuleError::Index { pos, .. }
            | RuleError::TooDeep { pos } => pos,
        }
    }

    /// The text the error is about: the name, token, bracket, operator or number as typed
    /// (a message quotes it with [`nqueens_wasm::error::shown`]), the index in decimal for
    /// [`RuleError::Index`], the length in decimal for [`RuleError::TooLong`]; empty for
    /// the others.
    pub fn text(&self) -> String {
        match self {
            RuleError::UnknownName { name: t, .. }
            | RuleError::Unexpected { text: t, .. }
            | RuleError::Unclosed { open: t, .. }
            | RuleError::Type { op: t, .. }
            | RuleError::BadNumber { text: t, .. } => t.clone(),
            RuleError::Index { index, .. } => decimal(*index),
            RuleError::TooLong { chars } => decimal(*chars as i64),
            RuleError::Empty
            | RuleError::End { .. }
            | RuleError::NotBoolean { .. }
            | RuleError::TooDeep { .. } => String::new(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.pos();
        let t = nqueens_wasm::error::shown(&self.text(), usize::MAX);
        match self {
            RuleError::Empty => f.write_str("the rule is empty"),
            RuleError::TooLong { chars } => {
                let characters = plural(*chars as u64, "character", "characters");
                write!(f, "the rule has {chars} {characters}; at most {RULE_MAX_CHARS} are allowed")
            }
            RuleError::UnknownName { .. } => write!(f, "unknown name `{t}` at {p}"),
            RuleError::Unexpected { .. } => write!(f, "unexpected `{t}` at {p}"),
            RuleError::End { .. } => write!(f, "the rule ends too early, at {p}"),
            RuleError::Unclosed { .. } => write!(f, "the `{t}` at {p} is never closed"),
            RuleError::NotBoolean { .. } => f.write_str("the rule is a number, not true or false"),
            RuleError::Type { .. } => {
                write!(f, "`{t}` at {p} is given the wrong kind of value")
            }
            RuleError::BadNumber { .. } => write!(f, "`{t}` at {p} is not a number"),
            RuleError::Index { index, .. } => {
                write!(f, "x[{index}] at {p}: rows run from 1 to n")
            }
            RuleError::TooDeep { .. } => {
                write!(f, "more than {RULE_MAX_DEPTH} levels nested in one another at {p}")
            }
        }
    }
}

impl std::error::Error for RuleError {}

impl ErrorCode for RuleError {
    /// The error's code for the page, one of [`RuleError::CODES`].
    fn code(&self) -> &'static str {
        let i = match self {
            RuleError::Empty => 0,
            RuleError::TooLong { .. } => 1,
            RuleError::UnknownName { .. } => 2,
            RuleError::Unexpected { .. } => 3,
            RuleError::End { .. } => 4,
            RuleError::Unclosed { .. } => 5,
            RuleError::NotBoolean { .. } => 6,
            RuleError::Type { .. } => 7,
            RuleError::BadNumber { .. } => 8,
            RuleError::Index { .. } => 9,
            RuleError::TooDeep { .. } => 10,
        };
        Self::CODES[i]
    }
}

/// Why a search with a rule stopped without an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// N outside 1..=[`RULE_MAX_N`] (`max` is [`RULE_MAX_N`]).
    Size(SizeError),
    /// The rule failed at evaluation ([`RuleError::Index`]).
    Rule(RuleError),
    /// The budget of rule evaluations ran out; `solutions` were found before it did.
    Budget {
        /// Complete placements the rule accepted before the budget ran out.
        solutions: u64,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Size(e) => e.fmt(f),
            RunError::Rule(e) => e.fmt(f),
            RunError::Budget { solutions } => {
                let noun = plural(*solutions, "solution", "solutions");
                write!(f, "the budget ran out after {solutions} {noun}")
            }
        }
    }
}

impl std::error::Error for RunError {}

impl ErrorCode for RunError {
    /// The error's code for the page: `size-out-of-range`, a [`RuleError`] code, or
    /// `rule-budget`.
    fn code(&self) -> &'static str {
        match self {
            RunError::Size(e) => e.code(),
            RunError::Rule(e) => e.code(),
            RunError::Budget { .. } => "rule-budget",
        }
    }
}

fn decimal(v: i64) -> String {
    let mut s = String::new();
    if v < 0 {
        s.push('-');
    }
    crate::board::push_decimal(&mut s, v.unsigned_abs());
    s
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// The parsed rule; truth values are the numbers 1 and 0.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    Int(i64),
    J,
    K,
    N,
    /// `x[index]`, with the character position of the `x` for [`RuleError::Index`].
    X(Box<Node>, usize),
    Neg(Box<Node>),
    Abs(Box<Node>),
    Add(Box<Node>, Box<Node>),
    Sub(Box<Node>, Box<Node>),
    Mul(Box<Node>, Box<Node>),
    Cmp(CmpOp, Box<Node>, Box<Node>),
    And(Box<Node>, Box<Node>),
    Or(Box<Node>, Box<Node>),
    Not(Box<Node>),
}

/// What the rule is evaluated for: the placement `cols` (row 1 first, 0 = empty), the
/// earlier row j, and the square (k, col) being tried.
struct Env<'a> {
    cols: &'a [usize],
    j: usize,
    k: usize,
    col: usize,
}

/// `x[index]` out of range: the `x`'s position and the index.
type IndexError = (usize, i64);

impl Node {
    /// True when every `x[…]` in the rule is `x[j]` or `x[k]`.
    fn reads_only_j_and_k(&self) -> bool {
        match self {
            Node::Int(_) | Node::J | Node::K | Node::N => true,
            Node::X(index, _) => matches!(**index, Node::J | Node::K),
            Node::Neg(a) | Node::Abs(a) | Node::Not(a) => a.reads_only_j_and_k(),
            Node::Add(a, b)
            | Node::Sub(a, b)
            | Node::Mul(a, b)
            | Node::Cmp(_, a, b)
            | Node::And(a, b)
            | Node::Or(a, b) => a.reads_only_j_and_k() && b.reads_only_j_and_k(),
        }
    }

    fn eval(&self, env: &Env) -> Result<i64, IndexError> {
        let two = |a: &Node, b: &Node| -> Result<(i64, i64), IndexError> {
            Ok((a.eval(env)?, b.eval(env)?))
        };
        Ok(match self {
            Node::Int(v) => *v,
            Node::J => env.j as i64,
            Node::K => env.k as i64,
            Node::N => env.cols.len() as i64,
            Node::X(index, pos) => {
                let i = index.eval(env)?;
                if i < 1 || i > env.cols.len() as i64 {
                    return Err((*pos, i));
                }
                let i = i as usize;
                if i == env.k {
                    env.col as i64
                } else if i > env.k {
                    0
                } else {
                    env.cols[i - 1] as i64
                }
            }
            Node::Neg(a) => a.eval(env)?.wrapping_neg(),
            Node::Abs(a) => a.eval(env)?.wrapping_abs(),
            Node::Add(a, b) => two(a, b).map(|(a, b)| a.wrapping_add(b))?,
            Node::Sub(a, b) => two(a, b).map(|(a, b)| a.wrapping_sub(b))?,
            Node::Mul(a, b) => two(a, b).map(|(a, b)| a.wrapping_mul(b))?,
            Node::Cmp(op, a, b) => {
                let (a, b) = two(a, b)?;
                let t = match op {
                    CmpOp::Eq => a == b,
                    CmpOp::Ne => a != b,
                    CmpOp::Lt => a < b,
                    CmpOp::Le => a <= b,
                    CmpOp::Gt => a > b,
                    CmpOp::Ge => a >= b,
                };
                t as i64
            }
            Node::And(a, b) => (a.eval(env)? != 0 && b.eval(env)? != 0) as i64,
            Node::Or(a, b) => (a.eval(env)? != 0 || b.eval(env)? != 0) as i64,
            Node::Not(a) => (a.eval(env)? == 0) as i64,
        })
    }
}

/// A student's conflict rule, parsed and type-checked: true when row j's queen attacks
/// the square being tried in row k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    root: Node,
}

impl Rule {
    /// Parses and type-checks a rule (grammar in the module docs), at most
    /// [`RULE_MAX_CHARS`] characters.
    ///
    /// # Errors
    /// The first [`RuleError`] met reading left to right (a type error is met once its
    /// operator's operands are read): [`RuleError::Empty`], [`RuleError::TooLong`],
    /// [`RuleError::UnknownName`], [`RuleError::Unexpected`], [`RuleError::End`],
    /// [`RuleError::Unclosed`], [`RuleError::NotBoolean`], [`RuleError::Type`],
    /// [`RuleError::BadNumber`], [`RuleError::TooDeep`]; never [`RuleError::Index`].
    pub fn parse(text: &str) -> Result<Rule, RuleError> {
        let src: Vec<char> = text.chars().collect();
        if src.len() > RULE_MAX_CHARS {
            return Err(RuleError::TooLong { chars: src.len() });
        }
        let folded: Vec<char> = src.iter().map(|&c| fold(c)).collect();
        let toks = lex(&folded);
        let Some(first) = toks.first() else {
            return Err(RuleError::Empty);
        };
        let start = first.start + 1;
        let mut p =
            Parser { src: &src, folded: &folded, toks: &toks, at: 0, in_abs: false, depth: 0 };
        let (root, ty) = p.or()?;
        if let Some(t) = p.peek() {
            return Err(p.unexpected(t));
        }
        if ty != Ty::Bool {
            return Err(RuleError::NotBoolean { pos: start });
        }
        Ok(Rule { root })
    }

    /// The rule's value for the earlier row `j` and the square (`k`, `col`) being tried,
    /// on the placement `cols` (row 1 first, 1-based columns, 0 = empty row; N is
    /// `cols.len()`); `x[k]` reads `col` and rows after k read 0. The caller keeps
    /// 1 ≤ j < k ≤ N.
    ///
    /// # Errors
    /// [`RuleError::Index`] when the rule reads `x[i]` with i outside 1..=N.
    pub fn attacks(
        &self,
        cols: &[usize],
        j: usize,
        k: usize,
        col: usize,
    ) -> Result<bool, RuleError> {
        let env = Env { cols, j, k, col };
        match self.root.eval(&env) {
            Ok(v) => Ok(v != 0),
            Err((pos, index)) => Err(RuleError::Index { pos, index }),
        }
    }
}

/// The rule ready for one board size, as the notes' `ok(k, col)`. A rule that reads x only
/// at j and k (as the true test does) has a value that depends on j, k, x\[j\] and x\[k\]
/// alone: the interpreter fills a table of all of them once, (N + 1)^4 entries, and the
/// search looks them up, about as fast as a rule of `false` is interpreted. Any other rule
/// is interpreted at every evaluation.
struct Ready<'r> {
    rule: &'r Rule,
    n: usize,
    table: Option<Vec<bool>>,
}

impl<'r> Ready<'r> {
    fn new(rule: &'r Rule, n: usize) -> Self {
        let table = rule.root.reads_only_j_and_k().then(|| {
            let m = n + 1;
            let mut table = vec![false; m * m * m * m];
            let mut cols = vec![0; n];
            for j in 1..n {
                for k in j + 1..=n {
                    for xj in 1..=n {
                        cols[j - 1] = xj;
                        for xk in 1..=n {
                            table[((j * m + k) * m + xj) * m + xk] =
                                rule.attacks(&cols, j, k, xk).unwrap_or(false);
                        }
                    }
                    cols[j - 1] = 0;
                }
            }
            table
        });
        Ready { rule, n, table }
    }

    /// The first earlier row j in 1..k for which the rule is true, so that the square
    /// (k, `col`) is refused, or `None` (it is accepted): j evaluations in the first case,
    /// k − 1 in the second. `cols` as in [`Rule::attacks`]; rows k.. are not read.
    ///
    /// # Errors
    /// [`RuleError::Index`], from the first evaluation that reads outside the board.
    fn refuses(&self, cols: &[usize], k: usize, col: usize) -> Result<Option<usize>, RuleError> {
        let m = self.n + 1;
        for j in 1..k {
            let attacks = match &self.table {
                Some(t) => t.get(((j * m + k) * m + cols[j - 1]) * m + col) == Some(&true),
                None => self.rule.attacks(cols, j, k, col)?,
            };
            if attacks {
                return Ok(Some(j));
            }
        }
        Ok(None)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Num,
    Bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Int(i64),
    BadNumber,
    Name,
    Bar,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Plus,
    Minus,
    Star,
    Cmp(CmpOp),
    AndAnd,
    Bang,
    Unknown,
}

/// A token: its kind and its characters `start..end` (0-based) in the text.
#[derive(Clone, Copy, Debug)]
struct Token {
    tok: Tok,
    start: usize,
    end: usize,
}

/// A character as the lexer reads it: full-width forms as ASCII, `−` as `-`, `×` as `*`.
fn fold(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{2212}' => '-',
        '×' => '*',
        _ => c,
    }
}

/// The tokens of the folded characters `chars` (see [`fold`]).
fn lex(chars: &[char]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let next = chars.get(i + 1).copied();
        let word_end = |from: usize| {
            let mut e = from;
            while e < chars.len()
                && (chars[e].is_ascii_alphanumeric() || chars[e] == '_' || chars[e] == '.')
            {
                e += 1;
            }
            e
        };
        let (tok, len) = match c {
            '0'..='9' => {
                let e = word_end(i);
                let digits: String = chars[i..e].iter().collect();
                let tok = match digits.parse::<i64>() {
                    Ok(v) if digits.bytes().all(|b| b.is_ascii_digit()) => Tok::Int(v),
                    _ => Tok::BadNumber,
                };
                (tok, e - i)
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                let mut e = i;
                while e < chars.len() && (chars[e].is_ascii_alphanumeric() || chars[e] == '_') {
                    e += 1;
                }
                (Tok::Name, e - i)
            }
            '|' => (Tok::Bar, 1),
            '(' => (Tok::LParen, 1),
            ')' => (Tok::RParen, 1),
            '[' => (Tok::LBracket, 1),
            ']' => (Tok::RBracket, 1),
            '+' => (Tok::Plus, 1),
            '-' => (Tok::Minus, 1),
            '*' => (Tok::Star, 1),
            '=' if next == Some('=') => (Tok::Cmp(CmpOp::Eq), 2),
            '=' => (Tok::Cmp(CmpOp::Eq), 1),
            '<' if next == Some('=') => (Tok::Cmp(CmpOp::Le), 2),
            '<' if next == Some('>') => (Tok::Cmp(CmpOp::Ne), 2),
            '<' => (Tok::Cmp(CmpOp::Lt), 1),
            '>' if next == Some('=') => (Tok::Cmp(CmpOp::Ge), 2),
            '>' => (Tok::Cmp(CmpOp::Gt), 1),
            '!' if next == Some('=') => (Tok::Cmp(CmpOp::Ne), 2),
            '!' => (Tok::Bang, 1),
            '≠' => (Tok::Cmp(CmpOp::Ne), 1),
            '≤' => (Tok::Cmp(CmpOp::Le), 1),
            '≥' => (Tok::Cmp(CmpOp::Ge), 1),
            '&' if next == Some('&') => (Tok::AndAnd, 2),
            _ => (Tok::Unknown, 1),
        };
        out.push(Token { tok, start: i, end: i + len });
        i += len;
    }
    out
}

type Parsed = Result<(Node, Ty), RuleError>;

/// Recursive descent over the tokens. `in_abs` is true while the innermost bracket level
/// is an open `|…|`, where a `|` after an operand closes it instead of starting `||`.
struct Parser<'a> {
    /// The characters as typed, for the texts of errors.
    src: &'a [char],
    /// The characters as read ([`fold`]), for the names.
    folded: &'a [char],
    toks: &'a [Token],
    at: usize,
    in_abs: bool,
    /// Levels nested now (brackets, bars, `not`, unary minus), at most [`RULE_MAX_DEPTH`].
    depth: usize,
}

fn bx(n: Node) -> Box<Node> {
    Box::new(n)
}

impl Parser<'_> {
    fn peek(&self) -> Option<Token> {
        self.toks.get(self.at).copied()
    }

    fn text(&self, t: Token) -> String {
        self.src[t.start..t.end].iter().collect()
    }

    fn is_word(&self, t: Token, word: &str) -> bool {
        t.tok == Tok::Name && self.folded[t.start..t.end].iter().copied().eq(word.chars())
    }

    fn end_pos(&self) -> usize {
        self.src.len() + 1
    }

    fn unexpected(&self, t: Token) -> RuleError {
        RuleError::Unexpected { pos: t.start + 1, text: self.text(t) }
    }

    /// The error for `t`, or the end, where something else is needed.
    fn wrong(&self, t: Option<Token>) -> RuleError {
        match t {
            Some(t) => self.unexpected(t),
            None => RuleError::End { pos: self.end_pos() },
        }
    }

    /// [`RuleError::Type`] at `op` unless every operand has type `want`.
    fn check(&self, op: Token, want: Ty, got: &[Ty]) -> Result<(), RuleError> {
        if got.iter().all(|&t| t == want) {
            Ok(())
        } else {
            Err(RuleError::Type { pos: op.start + 1, op: self.text(op) })
        }
    }

    /// Consumes the next token when it is `tok`.
    fn eat(&mut self, tok: Tok) -> Option<Token> {
        let t = self.peek().filter(|t| t.tok == tok)?;
        self.at += 1;
        Some(t)
    }

    /// Parses `or` inside brackets opened by `open`, closed by `close`, with `in_abs` for
    /// the new level.
    /// Runs `parse` one level deeper, the level opened by `at`.
    fn nested(&mut self, at: Token, parse: impl FnOnce(&mut Self) -> Parsed) -> Parsed {
        if self.depth == RULE_MAX_DEPTH {
            return Err(RuleError::TooDeep { pos: at.start + 1 });
        }
        self.depth += 1;
        let parsed = parse(self);
        self.depth -= 1;
        parsed
    }

    fn inside(&mut self, open: Token, close: Tok, in_abs: bool) -> Parsed {
        let outer = std::mem::replace(&mut self.in_abs, in_abs);
        let inner = self.nested(open, Self::or)?;
        self.in_abs = outer;
        if self.eat(close).is_some() {
            return Ok(inner);
        }
        match self.peek() {
            Some(t) => Err(self.unexpected(t)),
            None => Err(RuleError::Unclosed { pos: open.start + 1, open: self.text(open) }),
        }
    }

    /// An `or` operator (`or`, or two adjacent bars outside an open `|…|`), consumed.
    fn or_op(&mut self) -> Option<Token> {
        let t = self.peek()?;
        if self.is_word(t, "or") {
            self.at += 1;
            return Some(t);
        }
        let second = self.toks.get(self.at + 1)?;
        if t.tok == Tok::Bar && !self.in_abs && second.tok == Tok::Bar && second.start == t.end {
            self.at += 2;
            return Some(Token { tok: Tok::Bar, start: t.start, end: second.end });
        }
        None
    }

    fn or(&mut self) -> Parsed {
        let (mut node, mut ty) = self.and()?;
        while let Some(op) = self.or_op() {
            let (right, rt) = self.and()?;
            self.check(op, Ty::Bool, &[ty, rt])?;
            (node, ty) = (Node::Or(bx(node), bx(right)), Ty::Bool);
        }
        Ok((node, ty))
    }

    fn and(&mut self) -> Parsed {
        let (mut node, mut ty) = self.not()?;
        loop {
            let Some(op) = self.peek().filter(|&t| t.tok == Tok::AndAnd || self.is_word(t, "and"))
            else {
                return Ok((node, ty));
            };
            self.at += 1;
            let (right, rt) = self.not()?;
            self.check(op, Ty::Bool, &[ty, rt])?;
            (node, ty) = (Node::And(bx(node), bx(right)), Ty::Bool);
        }
    }

    fn not(&mut self) -> Parsed {
        match self.peek() {
            Some(op) if op.tok == Tok::Bang || self.is_word(op, "not") => {
                self.at += 1;
                let (inner, ty) = self.nested(op, Self::not)?;
                self.check(op, Ty::Bool, &[ty])?;
                Ok((Node::Not(bx(inner)), Ty::Bool))
            }
            _ => self.compare(),
        }
    }

    fn compare(&mut self) -> Parsed {
        let (mut node, mut ty) = self.sum()?;
        while let Some(op) = self.peek() {
            let Tok::Cmp(cmp) = op.tok else { break };
            self.at += 1;
            let (right, rt) = self.sum()?;
            self.check(op, Ty::Num, &[ty, rt])?;
            (node, ty) = (Node::Cmp(cmp, bx(node), bx(right)), Ty::Bool);
        }
        Ok((node, ty))
    }

    fn sum(&mut self) -> Parsed {
        let (mut node, ty) = self.product()?;
        while let Some(op) = self.peek().filter(|t| matches!(t.tok, Tok::Plus | Tok::Minus)) {
            self.at += 1;
            let (right, rt) = self.product()?;
            self.check(op, Ty::Num, &[ty, rt])?;
            node = if op.tok == Tok::Plus {
                Node::Add(bx(node), bx(right))
            } else {
                Node::Sub(bx(node), bx(right))
            };
        }
        Ok((node, ty))
    }

    fn product(&mut self) -> Parsed {
        let (mut node, ty) = self.unary()?;
        while let Some(op) = self.eat(Tok::Star) {
            let (right, rt) = self.unary()?;
            self.check(op, Ty::Num, &[ty, rt])?;
            node = Node::Mul(bx(node), bx(right));
        }
        Ok((node, ty))
    }

    fn unary(&mut self) -> Parsed {
        if let Some(op) = self.eat(Tok::Minus) {
            let (inner, ty) = self.nested(op, Self::unary)?;
            self.check(op, Ty::Num, &[ty])?;
            return Ok((Node::Neg(bx(inner)), Ty::Num));
        }
        self.atom()
    }

    fn atom(&mut self) -> Parsed {
        let Some(t) = self.peek() else {
            return Err(self.wrong(None));
        };
        self.at += 1;
        let num = |n| Ok((n, Ty::Num));
        match t.tok {
            Tok::Int(v) => num(Node::Int(v)),
            Tok::BadNumber => Err(RuleError::BadNumber { pos: t.start + 1, text: self.text(t) }),
            Tok::LParen => self.inside(t, Tok::RParen, false),
            Tok::Bar => {
                let (inner, ty) = self.inside(t, Tok::Bar, true)?;
                self.check(t, Ty::Num, &[ty])?;
                num(Node::Abs(bx(inner)))
            }
            Tok::Name => {
                let word: String = self.folded[t.start..t.end].iter().collect();
                match word.as_str() {
                    "j" => num(Node::J),
                    "k" => num(Node::K),
                    "n" => num(Node::N),
                    "true" => Ok((Node::Int(1), Ty::Bool)),
                    "false" => Ok((Node::Int(0), Ty::Bool)),
                    "x" => {
                        let open =
                            self.eat(Tok::LBracket).ok_or_else(|| self.wrong(self.peek()))?;
                        let (index, ty) = self.inside(open, Tok::RBracket, false)?;
                        self.check(t, Ty::Num, &[ty])?;
                        num(Node::X(bx(index), t.start + 1))
                    }
                    "abs" => {
                        let open = self.eat(Tok::LParen).ok_or_else(|| self.wrong(self.peek()))?;
                        let (inner, ty) = self.inside(open, Tok::RParen, false)?;
                        self.check(t, Ty::Num, &[ty])?;
                        num(Node::Abs(bx(inner)))
                    }
                    "and" | "or" | "not" => Err(self.unexpected(t)),
                    _ => Err(RuleError::UnknownName { pos: t.start + 1, name: self.text(t) }),
                }
            }
            _ => Err(self.unexpected(t)),
        }
    }
}

/// The board size `n` if the rule exercise searches it (1..=[`RULE_MAX_N`]).
fn check_n(n: usize) -> Result<usize, RunError> {
    if (BOARD_MIN_N..=RULE_MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(RunError::Size(SizeError { n, max: RULE_MAX_N }))
    }
}

/// A complete placement the rule accepts that is not a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSolution {
    /// The placement: N 1-based columns, row 1 first.
    pub cols: Vec<usize>,
    /// Its first attacking pair (by row, then the later row), from [`Placement::attacks`].
    pub attack: Attack,
}

/// Why a walk stopped early.
enum Stop {
    Budget,
    Index(RuleError),
    Enough,
}

/// The textbook search with the rule, written as the notes' recursive `place(k)`, for
/// counting: no events, only the count, the first wrong solutions, and a budget.
struct Walk<'r> {
    ready: Ready<'r>,
    cols: Vec<usize>,
    left: u64,
    solutions: u64,
    bad: Vec<BadSolution>,
    max_bad: usize,
    stop_when_enough: bool,
}

impl Walk<'_> {
    fn place(&mut self, k: usize) -> Result<(), Stop> {
        let n = self.cols.len();
        for col in 1..=n {
            // A square of row k costs at most k − 1 evaluations; it is tried only when the
            // budget still holds them all.
            if self.left < (k - 1) as u64 {
                return Err(Stop::Budget);
            }
            let refused = self.ready.refuses(&self.cols, k, col).map_err(Stop::Index)?;
            self.left -= refused.unwrap_or(k - 1) as u64;
            if refused.is_some() {
                continue;
            }
            self.cols[k - 1] = col;
            if k == n {
                self.solution()?;
            } else {
                self.place(k + 1)?;
            }
            self.cols[k - 1] = 0;
        }
        Ok(())
    }

    fn solution(&mut self) -> Result<(), Stop> {
        self.solutions += 1;
        if self.bad.len() < self.max_bad {
            let attacks = Placement::new(self.cols.clone()).map(|p| p.attacks());
            if let Some(&attack) = attacks.as_deref().unwrap_or_default().first() {
                self.bad.push(BadSolution { cols: self.cols.clone(), attack });
                if self.stop_when_enough && self.bad.len() == self.max_bad {
                    return Err(Stop::Enough);
                }
            }
        }
        Ok(())
    }
}

fn walk(
    rule: &Rule,
    n: usize,
    budget: u64,
    max_bad: usize,
    stop_when_enough: bool,
) -> (Walk<'_>, Result<(), Stop>) {
    let mut w = Walk {
        ready: Ready::new(rule, n),
        cols: vec![0; n],
        left: budget,
        solutions: 0,
        bad: Vec::new(),
        max_bad,
        stop_when_enough,
    };
    let r = w.place(1);
    (w, r)
}

/// The number of complete placements the textbook search finds on an N × N board when
/// `rule` decides conflicts (for the true rule OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92,
/// 352, 724 for N = 1..=10), spending at most `budget` rule evaluations
/// ([`crate::limits::RULE_EVAL_BUDGET`] completes every rule for N ≤ 8).
///
/// # Errors
/// [`RunError::Size`] for N outside 1..=[`RULE_MAX_N`]; [`RunError::Rule`] with
/// [`RuleError::Index`] at the first evaluation that reads outside the board;
/// [`RunError::Budget`], with the count so far, when the budget runs out (a square of row k
/// is tried only while k − 1 evaluations are left).
pub fn count_solutions(rule: &Rule, n: usize, budget: u64) -> Result<u64, RunError> {
    let n = check_n(n)?;
    let (w, r) = walk(rule, n, budget, 0, false);
    match r {
        Ok(()) | Err(Stop::Enough) => Ok(w.solutions),
        Err(Stop::Budget) => Err(RunError::Budget { solutions: w.solutions }),
        Err(Stop::Index(e)) => Err(RunError::Rule(e)),
    }
}

/// The first `max` (at most [`RULE_MAX_BAD_SOLUTIONS`]) complete placements the search
/// with `rule` accepts that are not solutions, in the search's order (lexicographic), each
/// with one attacking pair. Fewer
/// when the search ends first, or when `budget` rule evaluations run out first (never for
/// N ≤ 8 with [`crate::limits::RULE_EVAL_BUDGET`]).
///
/// # Errors
/// [`RunError::Size`] for N outside 1..=[`RULE_MAX_N`]; [`RunError::Rule`] with
/// [`RuleError::Index`] at the first evaluation that reads outside the board.
pub fn bad_solutions(
    rule: &Rule,
    n: usize,
    max: usize,
    budget: u64,
) -> Result<Vec<BadSolution>, RunError> {
    let n = check_n(n)?;
    let (w, r) = walk(rule, n, budget, max.min(RULE_MAX_BAD_SOLUTIONS), true);
    match r {
        Err(Stop::Index(e)) => Err(RunError::Rule(e)),
        _ => Ok(w.bad),
    }
}

/// How the search with the student's rule first leaves the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The rule accepted the square, but the queen at (`attacker_row`, `attacker_col`)
    /// attacks it along `line`: the earliest such row, as the scan names it.
    WronglyAllowed {
        /// 1-based row of the attacking queen.
        attacker_row: usize,
        /// 1-based column of the attacking queen.
        attacker_col: usize,
        /// The line it attacks along ([`crate::board::attack_line`]).
        line: Line,
    },
    /// The rule refused the square, which no queen attacks; it came out true first for the
    /// earlier row `row`, whose queen is in column `col`.
    WronglyRefused {
        /// 1-based row j the rule blamed.
        row: usize,
        /// 1-based column of that row's queen.
        col: usize,
    },
}

/// The first step where the trace with the student's rule differs from the true trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The step, numbered as [`stepper::search`] numbers them in [`Mode::AllSolutions`] (one square
    /// tried, one removal or one solution a step; the first step is 1), so the page can
    /// open it with the real stepper. The true trace has this square tried at this step.
    pub step: u64,
    /// 1-based row of the square tried.
    pub row: usize,
    /// 1-based column of the square tried.
    pub col: usize,
    /// What the rule got wrong there.
    pub verdict: Verdict,
}

/// The first step where the textbook all-solutions search on an N × N board with `rule`
/// leaves the true search, or `None` when the two traces are the same to the end. Until they
/// part, the boards are the same, so they part at the first square the true search
/// ([`stepper::search`] with the notes' scan, [`CheckMethod::Scan`], whose conflicts name the
/// earliest attacker, as the rule is asked row by row) tries and the rule judges otherwise:
/// the real stepper is walked, and the rule is asked at every square it tries. The work is
/// the true search's length (N = 10: 384,413 steps).
///
/// # Errors
/// [`RunError::Size`] for N outside 1..=[`RULE_MAX_N`]; [`RunError::Rule`] with
/// [`RuleError::Index`] at the first evaluation that reads outside the board.
pub fn first_divergence(rule: &Rule, n: usize) -> Result<Option<Divergence>, RunError> {
    let n = check_n(n)?;
    let ready = Ready::new(rule, n);
    let mut truth =
        stepper::search(n, Mode::AllSolutions, CheckMethod::Scan).map_err(RunError::Size)?;
    while let Some(e) = truth.step() {
        let (row, col, attacker) = match Event::from(e) {
            Event::Place { row, col } => (row, col, None),
            Event::Conflict { row, col, attacker_row, attacker_col, line } => {
                (row, col, Some((attacker_row, attacker_col, line)))
            }
            _ => continue,
        };
        // The rule reads rows 1..row − 1 of the board, which the step did not change.
        let cols = truth.problem().cols();
        let verdict = match (attacker, ready.refuses(cols, row, col).map_err(RunError::Rule)?) {
            (Some((attacker_row, attacker_col, line)), None) => {
                Verdict::WronglyAllowed { attacker_row, attacker_col, line }
            }
            (None, Some(j)) => Verdict::WronglyRefused { row: j, col: cols[j - 1] },
            _ => continue,
        };
        return Ok(Some(Divergence { step: truth.counters().steps, row, col, verdict }));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::RULE_EVAL_BUDGET;
    use nqueens_wasm::search::{self, Problem, Search};

    const TRUE_RULE: &str = "x[j] = x[k] or |x[j] - x[k]| = |k - j|";
    /// OEIS A000170 for N = 1..=10 (docs/REFERENCE.md).
    const A000170: &[u64] = crate::reference::A000170.split_at(10).0;

    fn rule(text: &str) -> Rule {
        Rule::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
    }

    fn count(text: &str, n: usize) -> u64 {
        count_solutions(&rule(text), n, RULE_EVAL_BUDGET).unwrap()
    }

    fn err(text: &str) -> (&'static str, usize, String) {
        let e = Rule::parse(text).unwrap_err();
        (e.code(), e.pos(), e.text())
    }

    #[test]
    fn the_true_rule_in_many_spellings_finds_oeis_a000170_and_never_diverges() {
        for text in [
            TRUE_RULE,
            "x[j] == x[k] || abs(x[j]-x[k]) == abs(j-k)",
            "x[j]=x[k] or |x[j]-x[k]|=|k-j|",
            "x[j]=x[k]|||x[j]-x[k]|=|k-j|",
            "not (x[j] ≠ x[k] and |x[j] - x[k]| ≠ |k - j|)",
            "!(x[j] != x[k] && abs(x[j] - x[k]) <> abs(k - j))",
            "x[j] - x[k] = 0 or x[j] - x[k] = j - k or x[j] - x[k] = k - j",
            "(x[j]-x[k])*(x[j]-x[k]-j+k)*(x[j]-x[k]+j-k) = 0",
            "ｘ［ｊ］＝ｘ［ｋ］ or |x[j] − x[k]| = |k − j|",
        ] {
            let r = rule(text);
            for n in 1..=10 {
                assert_eq!(
                    count_solutions(&r, n, RULE_EVAL_BUDGET),
                    Ok(A000170[n - 1]),
                    "{text} N={n}"
                );
            }
            for n in 1..=8 {
                assert_eq!(first_divergence(&r, n), Ok(None), "{text} N={n}");
            }
            assert_eq!(bad_solutions(&r, 8, 3, RULE_EVAL_BUDGET), Ok(vec![]), "{text}");
        }
    }

    #[test]
    fn columns_only_finds_8_factorial_and_leaves_the_true_trace_at_step_3_of_n8() {
        let r = rule("x[j] = x[k]");
        assert_eq!(count_solutions(&r, 8, RULE_EVAL_BUDGET), Ok(40_320));
        // Issue 22: step 3 of N = 8 is the square (2,2), which row 1 attacks on a diagonal.
        let d = first_divergence(&r, 8).unwrap().unwrap();
        let verdict =
            Verdict::WronglyAllowed { attacker_row: 1, attacker_col: 1, line: Line::Diagonal };
        assert_eq!(d, Divergence { step: 3, row: 2, col: 2, verdict });
        // The real stepper has that square tried at that step.
        let mut s = stepper::search(8, Mode::AllSolutions, CheckMethod::Flags).unwrap();
        s.seek(3).unwrap();
        let last = s.last_event().map(Event::from);
        assert!(matches!(last, Some(Event::Conflict { row: 2, col: 2, .. })));
    }

    #[test]
    fn columns_and_one_diagonal_finds_2113_at_n8() {
        assert_eq!(count("x[j] = x[k] or x[j] - x[k] = j - k", 8), 2_113);
    }

    #[test]
    fn a_rule_that_refuses_too_much_is_reported_as_a_wrong_refusal() {
        // Also refusing a knight's move: N = 4's first safe square (2,3) is refused at step
        // 4 (docs/REFERENCE.md: step 4 places (2,3)), blamed on row 1's queen at (1,1).
        let r = rule(&format!("{TRUE_RULE} or |x[j] - x[k]| + |k - j| = 3"));
        let d = first_divergence(&r, 4).unwrap().unwrap();
        assert_eq!(
            d,
            Divergence {
                step: 4,
                row: 2,
                col: 3,
                verdict: Verdict::WronglyRefused { row: 1, col: 1 }
            }
        );
    }

    #[test]
    fn divergence_after_the_first_solution_counts_the_solution_event_as_a_step() {
        // Wrong only for (2,2) under (1,3): the rule lets it through, though (1,3) attacks it
        // on the anti-diagonal. The N = 4 search tries it after both solutions (2 4 1 3, and
        // 3 1 4 2 under (2,1)); the real stepper, walked here, tries it at that step.
        let r = rule(&format!("({TRUE_RULE}) and not (x[1] = 3 and k = 2 and x[k] = 2)"));
        let d = first_divergence(&r, 4).unwrap().unwrap();
        let mut s = stepper::search(4, Mode::AllSolutions, CheckMethod::Flags).unwrap();
        while let Some(e) = s.step().map(Event::from) {
            if s.problem().cols()[0] == 3 && matches!(e, Event::Conflict { row: 2, col: 2, .. }) {
                break;
            }
        }
        assert_eq!(s.counters().solutions, 2);
        let verdict =
            Verdict::WronglyAllowed { attacker_row: 1, attacker_col: 3, line: Line::AntiDiagonal };
        assert_eq!(d, Divergence { step: s.counters().steps, row: 2, col: 2, verdict });
    }

    #[test]
    fn wrong_solutions_come_with_an_attacking_pair() {
        let r = rule("x[j] = x[k]");
        let bad = bad_solutions(&r, 8, 3, RULE_EVAL_BUDGET).unwrap();
        assert_eq!(bad.len(), 3);
        assert_eq!(bad[0].cols, [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(
            bad[0].attack,
            Attack { row_a: 1, col_a: 1, row_b: 2, col_b: 2, line: Line::Diagonal }
        );
        for b in &bad {
            assert!(!Placement::new(b.cols.clone()).unwrap().is_solution());
            assert_eq!(
                crate::board::attack_line(
                    b.attack.row_a,
                    b.attack.col_a,
                    b.attack.row_b,
                    b.attack.col_b
                ),
                Some(b.attack.line)
            );
        }
        assert!(bad.windows(2).all(|w| w[0].cols < w[1].cols), "search order");
        let many = bad_solutions(&r, 8, usize::MAX, RULE_EVAL_BUDGET).unwrap();
        assert_eq!(many.len(), RULE_MAX_BAD_SOLUTIONS);
    }

    /// The queens problem with the rule as its check, on the shared engine: the student's
    /// own trace, to check [`count_solutions`] and [`first_divergence`] against.
    struct RuleQueens<'r> {
        ready: Ready<'r>,
        cols: Vec<usize>,
    }

    impl Problem for RuleQueens<'_> {
        type Conflict = usize;
        type History = ();
        const LINES: &'static [&'static str] = &["assign", "test", "undo", "print", "start", "end"];
        fn executes(
            &self,
            e: Option<&nqueens_wasm::search::Event<usize>>,
        ) -> (&'static str, Option<&'static str>) {
            nqueens_wasm::search::usual_lines(e, "test", "test")
        }
        fn choices(&self) -> usize {
            self.cols.len()
        }
        fn max_depth(&self) -> usize {
            self.cols.len()
        }
        fn check(&self, k: usize, col: usize) -> (Option<usize>, u64) {
            (self.ready.refuses(&self.cols, k, col).unwrap(), 0)
        }
        fn apply(&mut self, k: usize, col: usize) {
            self.cols[k - 1] = col;
        }
        fn undo(&mut self, k: usize, _col: usize) {
            self.cols[k - 1] = 0;
        }
        fn is_solution(&self, k: usize) -> bool {
            k == self.cols.len()
        }
    }

    fn students_search(r: &Rule, n: usize) -> Search<RuleQueens<'_>> {
        let problem = RuleQueens { ready: Ready::new(r, n), cols: vec![0; n] };
        Search::new(problem, Mode::AllSolutions)
    }

    #[test]
    fn counts_and_divergences_agree_with_the_students_own_trace_on_the_engine() {
        for text in [
            "x[j] = x[k]",
            "x[j] = x[k] or x[j] - x[k] = j - k",
            "false",
            "true",
            "x[j] = x[k] or |x[j] - x[k]| = |k - j| or k = 4 and x[k] = 3",
            "x[j] = x[k] or |x[j] - x[k]| = |k - j| and j > 1",
            TRUE_RULE,
        ] {
            let r = rule(text);
            for n in 1..=6 {
                let mut mine = students_search(&r, n);
                while mine.step().is_some() {}
                let count = count_solutions(&r, n, RULE_EVAL_BUDGET);
                assert_eq!(Ok(mine.counters().solutions), count, "{text} N={n}");
                // Both traces in step: the first step whose events differ in kind.
                let mut mine = students_search(&r, n);
                let mut truth = stepper::search(n, Mode::AllSolutions, CheckMethod::Flags).unwrap();
                let want = loop {
                    let t = truth.step().map(|e| match e {
                        search::Event::Place { .. } => 0,
                        search::Event::Conflict { .. } => 1,
                        search::Event::Remove { .. } => 2,
                        search::Event::Solution { .. } => 3,
                        search::Event::Done => 4,
                    });
                    let m = mine.step().map(|e| match e {
                        search::Event::Place { .. } => 0,
                        search::Event::Conflict { .. } => 1,
                        search::Event::Remove { .. } => 2,
                        search::Event::Solution { .. } => 3,
                        search::Event::Done => 4,
                    });
                    match (t, m) {
                        (None, None) => break None,
                        (t, m) if t != m => break Some(truth.counters().steps),
                        _ => {}
                    }
                };
                let got = first_divergence(&r, n).unwrap().map(|d| d.step);
                assert_eq!(got, want, "{text} N={n}");
            }
        }
    }

    #[test]
    fn the_table_of_a_rule_reading_x_at_j_and_k_agrees_with_the_interpreter() {
        // `x[j + 0]` is not `x[j]` to the table test, so the second spelling is interpreted.
        for text in [
            "x[j] = x[k]",
            "x[j] = x[k] or x[j] - x[k] = j - k",
            "x[j] * 2 > x[k] + n - k and j > 1",
            TRUE_RULE,
        ] {
            let (a, b) = (rule(text), rule(&text.replace("x[j]", "x[j + 0]")));
            assert!(a.root.reads_only_j_and_k() && !b.root.reads_only_j_and_k(), "{text}");
            for n in 1..=7 {
                let count = |r| count_solutions(r, n, RULE_EVAL_BUDGET);
                assert_eq!(count(&a), count(&b), "{text} N={n}");
                assert_eq!(first_divergence(&a, n), first_divergence(&b, n), "{text} N={n}");
            }
        }
    }

    #[test]
    fn a_rule_that_is_never_true_completes_n8_and_runs_out_of_budget_at_n10() {
        let r = rule("false");
        // Every square placed: 8^8 complete placements, within the budget.
        assert_eq!(count_solutions(&r, 8, RULE_EVAL_BUDGET), Ok(16_777_216));
        // N = 10 would place 10^10; a small budget stops it with the count so far.
        let e = count_solutions(&r, 10, 1_000_000).unwrap_err();
        assert_eq!(e.code(), "rule-budget");
        let RunError::Budget { solutions } = e else { panic!("{e:?}") };
        assert!(solutions > 0 && solutions < 1_000_000);
        // Exactly enough: N = 3 evaluates Σ 3^k (k − 1) = 9 + 54 = 63 times.
        assert_eq!(count_solutions(&r, 3, 63), Ok(27));
        assert_eq!(count_solutions(&r, 3, 62), Err(RunError::Budget { solutions: 26 }));
    }

    #[test]
    fn counts_of_one_are_worded_in_the_singular() {
        // N = 2 with `false`: (1,1) then (2,1) costs one evaluation, a first solution; the
        // budget of 1 runs out at (2,2).
        let e = count_solutions(&rule("false"), 2, 1).unwrap_err();
        assert_eq!(e.to_string(), "the budget ran out after 1 solution");
        assert_eq!(
            RunError::Budget { solutions: 0 }.to_string(),
            "the budget ran out after 0 solutions"
        );
        assert_eq!(
            RuleError::TooLong { chars: 1 }.to_string(),
            format!("the rule has 1 character; at most {RULE_MAX_CHARS} are allowed")
        );
    }

    #[test]
    fn sizes_outside_1_to_10_are_errors() {
        let r = rule(TRUE_RULE);
        for n in [0, 11] {
            let e = RunError::Size(SizeError { n, max: RULE_MAX_N });
            assert_eq!(count_solutions(&r, n, 1), Err(e.clone()));
            assert_eq!(first_divergence(&r, n), Err(e.clone()));
            assert_eq!(bad_solutions(&r, n, 1, 1), Err(e));
        }
    }

    #[test]
    fn reading_outside_the_board_is_an_index_error_with_the_position_of_x() {
        // x[k+1] is read in row 2 of N = 2 (k = 2), at the first square tried there.
        let r = rule("x[j] = x[k+1]");
        let e = RunError::Rule(RuleError::Index { pos: 8, index: 3 });
        assert_eq!(count_solutions(&r, 2, RULE_EVAL_BUDGET), Err(e.clone()));
        assert_eq!(first_divergence(&r, 2), Err(e.clone()));
        assert_eq!(e.code(), "rule-index");
        let RunError::Rule(inner) = &e else { unreachable!() };
        assert_eq!(inner.text(), "3");
        // x[0] anywhere; N = 1 never evaluates the rule (no earlier row).
        let r = rule("x[0] = 1");
        assert_eq!(count_solutions(&r, 1, RULE_EVAL_BUDGET), Ok(1));
        assert_eq!(
            count_solutions(&r, 5, RULE_EVAL_BUDGET),
            Err(RunError::Rule(RuleError::Index { pos: 1, index: 0 }))
        );
        // Rows after k read 0, as an empty row; short-circuit skips the bad read.
        assert_eq!(count("x[n] = 0 and x[j] = x[k] or k = n and x[j] = x[k]", 8), 40_320);
        assert_eq!(count("j < 1 and x[0] = 0 or x[j] = x[k]", 8), 40_320);
    }

    #[test]
    fn broken_rules_give_a_code_the_character_position_and_the_text() {
        let s = |t: &str| t.to_string();
        assert_eq!(err("x[j] = y"), ("rule-unknown-name", 8, s("y")));
        assert_eq!(err("(x[j] = x[k]"), ("rule-unclosed", 1, s("(")));
        assert_eq!(err("x[j] = x[k"), ("rule-unclosed", 9, s("[")));
        assert_eq!(err("|x[j] - x[k] = 1"), ("rule-unclosed", 1, s("|")));
        assert_eq!(err("abs(j"), ("rule-unclosed", 4, s("(")));
        assert_eq!(err("x[j] +"), ("rule-end", 7, s("")));
        assert_eq!(err("x[j] = "), ("rule-end", 8, s("")));
        assert_eq!(err("x[j]"), ("rule-not-boolean", 1, s("")));
        assert_eq!(err("  |j - k| + 1"), ("rule-not-boolean", 3, s("")));
        assert_eq!(err(&"j".repeat(201)), ("rule-too-long", 201, s("201")));
        assert!(Rule::parse(&format!("{}j = k", " ".repeat(195))).is_ok(), "200 characters");
        assert_eq!(err(""), ("rule-empty", 1, s("")));
        let deep = |d: usize| format!("{}j = k{}", "(".repeat(d), ")".repeat(d));
        assert!(Rule::parse(&deep(RULE_MAX_DEPTH)).is_ok());
        assert_eq!(err(&deep(RULE_MAX_DEPTH + 1)), ("rule-too-deep", 31, s("")));
        assert_eq!(err(&format!("{}j = k", "not ".repeat(31))), ("rule-too-deep", 121, s("")));
        assert_eq!(err(" \t "), ("rule-empty", 1, s("")));
        // Positions count characters, not bytes: `≤` is 3 bytes.
        assert_eq!(err("j ≤ k ≤ n"), ("rule-type", 7, s("≤")));
        assert_eq!(err("j ≤ k ≤ y"), ("rule-unknown-name", 9, s("y")));
        assert_eq!(err("j ≤ k and y"), ("rule-unknown-name", 11, s("y")));
        assert_eq!(err("x[j] = 1 and 2"), ("rule-type", 10, s("and")));
        assert_eq!(err("x[j] && 1 = 1"), ("rule-type", 6, s("&&")));
        assert_eq!(err("not x[j]"), ("rule-type", 1, s("not")));
        assert_eq!(err("(j = k) = (j = k)"), ("rule-type", 9, s("=")));
        assert_eq!(err("x[j = k] = 1"), ("rule-type", 1, s("x")));
        assert_eq!(err("|j = k| = 1"), ("rule-type", 1, s("|")));
        assert_eq!(err("-(j = k)"), ("rule-type", 1, s("-")));
        assert_eq!(err("j = 2x"), ("rule-bad-number", 5, s("2x")));
        assert_eq!(err("j = 1.5"), ("rule-bad-number", 5, s("1.5")));
        assert_eq!(
            err("j = 99999999999999999999"),
            ("rule-bad-number", 5, s("99999999999999999999"))
        );
        assert_eq!(err("j / k = 1"), ("rule-unexpected", 3, s("/")));
        assert_eq!(err("j = k)"), ("rule-unexpected", 6, s(")")));
        assert_eq!(err("x j = 1"), ("rule-unexpected", 3, s("j")));
        assert_eq!(err("x"), ("rule-end", 2, s("")));
        assert_eq!(err("abs j = 1"), ("rule-unexpected", 5, s("j")));
        assert_eq!(err("j = k or"), ("rule-end", 9, s("")));
        assert_eq!(err("j = and"), ("rule-unexpected", 5, s("and")));
        assert_eq!(err("j = k | j = 1"), ("rule-unexpected", 7, s("|")));
        assert_eq!(err("j = k & j = 1"), ("rule-unexpected", 7, s("&")));
        assert_eq!(err("(x[j] = x[k] y"), ("rule-unexpected", 14, s("y")));
        assert_eq!(err("X[j] = x[k]"), ("rule-unknown-name", 1, s("X")));
        assert_eq!(err("x[j] ＝ ｙ"), ("rule-unknown-name", 8, s("ｙ")));
    }

    #[test]
    fn bars_open_before_an_operand_and_close_after_one() {
        // Nested at the start: ||a| - 1|.
        assert!(Rule::parse("||x[j] - x[k]| - 1| = 0").is_ok());
        // `|a||||b| = 0` (`|a|`, `||`, `|b|`) reads as an `or` of two numbers: a type error at the `||`.
        assert_eq!(err("|j||||k| = 0"), ("rule-type", 4, "||".to_string()));
        // `|j|| |k|`: the bar after `j` closes, the next one stands alone.
        assert_eq!(err("|j|| |k| = 0"), ("rule-unexpected", 4, "|".to_string()));
        // Inside parentheses within |…| the `||` is `or` again, and the abs of a truth
        // value is a type error at the bar.
        assert_eq!(err("|(j = 1 || k = 2)| = 1"), ("rule-type", 1, "|".to_string()));
        // A space between two bars is not `||`.
        assert_eq!(err("j = 1 | | k = 2"), ("rule-unexpected", 7, "|".to_string()));
        // `!` binds like `not`, looser than a comparison.
        assert_eq!(count("!x[j] != x[k]", 8), 40_320);
        assert_eq!(count("true", 8), 0);
        assert_eq!(count("true", 1), 1);
        assert_eq!(count("-j + k > 0 and x[j] = x[k]", 8), 40_320);
    }

    #[test]
    fn every_error_code_is_in_the_list_and_kebab_case() {
        let errors = [
            RuleError::Empty,
            RuleError::TooLong { chars: 201 },
            RuleError::UnknownName { pos: 1, name: "y".into() },
            RuleError::Unexpected { pos: 1, text: "/".into() },
            RuleError::End { pos: 1 },
            RuleError::Unclosed { pos: 1, open: "(".into() },
            RuleError::NotBoolean { pos: 1 },
            RuleError::Type { pos: 1, op: "and".into() },
            RuleError::BadNumber { pos: 1, text: "2x".into() },
            RuleError::Index { pos: 1, index: 0 },
            RuleError::TooDeep { pos: 1 },
        ];
        let codes: Vec<_> = errors.iter().map(|e| e.code()).collect();
        assert_eq!(codes, RuleError::CODES);
        assert_eq!(RuleError::Index { pos: 3, index: -2 }.text(), "-2");
    }

    #[test]
    fn a_character_the_rule_cannot_read_is_quoted_visibly() {
        assert_eq!(err("x[j] = x[k] \u{4}"), ("rule-unexpected", 13, "\u{4}".to_string()));
        let e = Rule::parse("x[j] = x[k] \u{4}").unwrap_err();
        assert_eq!(e.to_string(), "unexpected `\\u0004` at 13");
    }
}
