//! Exact rational numbers for the 24 points search: a fraction kept in lowest terms with a
//! positive denominator, so that 8 ÷ 3 is 8/3 and 3 − 8/3 = 1/3 exactly, and 8 ÷ (1/3) is
//! 24 (floating point would make it 23.999…). Four cards of at most 13 keep every
//! numerator and denominator below 13⁴ = 28,561, far inside `i64`.

use std::fmt;

/// A fraction `num / den` in lowest terms, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frac {
    num: i64,
    den: i64,
}

/// The greatest common divisor of `|a|` and `|b|` (Euclid); 0 only for 0 and 0.
fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Frac {
    /// The whole number `n`.
    pub const fn int(n: i64) -> Self {
        Frac { num: n, den: 1 }
    }

    /// `num / den` in lowest terms, `None` when `den` is 0.
    pub fn new(num: i64, den: i64) -> Option<Self> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den);
        let sign = if den < 0 { -1 } else { 1 };
        Some(Frac { num: sign * num / g, den: sign * den / g })
    }

    /// The numerator (signed).
    pub fn num(self) -> i64 {
        self.num
    }

    /// The denominator (positive).
    pub fn den(self) -> i64 {
        self.den
    }

    /// True for 0.
    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// `self + o`.
    pub fn add(self, o: Frac) -> Frac {
        Frac::new(self.num * o.den + o.num * self.den, self.den * o.den).expect("den > 0")
    }

    /// `self − o`.
    pub fn sub(self, o: Frac) -> Frac {
        Frac::new(self.num * o.den - o.num * self.den, self.den * o.den).expect("den > 0")
    }

    /// `self × o`.
    pub fn mul(self, o: Frac) -> Frac {
        Frac::new(self.num * o.num, self.den * o.den).expect("den > 0")
    }

    /// `self ÷ o`, `None` when `o` is 0.
    pub fn div(self, o: Frac) -> Option<Frac> {
        Frac::new(self.num * o.den, self.den * o.num)
    }
}

/// `7`, `-3` or `8/3`.
impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_stay_in_lowest_terms_with_a_positive_denominator() {
        assert_eq!(Frac::new(6, -4), Frac::new(-3, 2));
        assert_eq!(Frac::new(6, -4).unwrap().to_string(), "-3/2");
        assert_eq!(Frac::new(0, -5), Some(Frac::int(0)));
        assert_eq!(Frac::new(1, 0), None);
        let third = Frac::int(8).div(Frac::int(3)).unwrap();
        assert_eq!(third.to_string(), "8/3");
        let left = Frac::int(3).sub(third);
        assert_eq!((left.num(), left.den()), (1, 3));
        assert_eq!(Frac::int(8).div(left), Some(Frac::int(24)));
        assert_eq!(Frac::int(5).div(Frac::int(0)), None);
        assert_eq!(Frac::int(2).mul(Frac::new(1, 2).unwrap()), Frac::int(1));
        assert_eq!(Frac::new(1, 2).unwrap().add(Frac::new(1, 3).unwrap()).to_string(), "5/6");
    }
}
