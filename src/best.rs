//! The best leaf an optimising search has reached, and its choices: the notes' bestv,
//! bestw or bestf with bestx, which a bounding function (限界函数) compares with. It is a
//! search's history ([`crate::search::Problem::History`]): changed only at a leaf, and
//! put back as it was when the search steps back over that leaf.

/// Which leaf is better: the one of the larger value (a knapsack's value, a ship's load) or
/// of the smaller (a schedule's total time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The larger value is better.
    Largest,
    /// The smaller value is better.
    Smallest,
}

/// The best leaf reached so far: its value and its choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best<X> {
    /// The best value of a leaf reached; `None` before any.
    pub value: Option<u64>,
    /// Its choices (the puzzle's x); empty before any leaf is reached.
    pub x: Vec<X>,
}

impl<X> Default for Best<X> {
    fn default() -> Self {
        Self { value: None, x: Vec::new() }
    }
}

impl<X> Best<X> {
    /// A leaf of `value` reached: when it is better than the best by `goal` (or the first),
    /// it becomes the best, with its choices `x()`, and the best as it was is returned (for
    /// [`Problem::on_solution`](crate::search::Problem::on_solution) to give the search);
    /// `None` when the best stays.
    pub fn offer(&mut self, goal: Goal, value: u64, x: impl FnOnce() -> Vec<X>) -> Option<Self> {
        let better = match (self.value, goal) {
            (None, _) => true,
            (Some(best), Goal::Largest) => value > best,
            (Some(best), Goal::Smallest) => value < best,
        };
        better.then(|| std::mem::replace(self, Best { value: Some(value), x: x() }))
    }

    /// The best value, 0 before any leaf (what a bound on a largest value compares with).
    pub fn value_or_0(&self) -> u64 {
        self.value.unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_leaf_is_the_best_then_only_a_better_one_replaces_it() {
        let mut most = Best::<u8>::default();
        assert_eq!(most.value_or_0(), 0);
        assert_eq!(most.offer(Goal::Largest, 5, || vec![1]), Some(Best::default()));
        assert_eq!(most.offer(Goal::Largest, 5, || vec![0]), None);
        let before = most.offer(Goal::Largest, 7, || vec![0]);
        assert_eq!(before, Some(Best { value: Some(5), x: vec![1] }));
        assert_eq!(most, Best { value: Some(7), x: vec![0] });
        let mut least = Best { value: Some(18), x: vec![1usize, 3, 2] };
        assert_eq!(least.offer(Goal::Smallest, 19, || vec![1, 2, 3]), None);
        assert!(least.offer(Goal::Smallest, 12, || vec![2, 1, 3]).is_some());
        assert_eq!(least.value, Some(12));
    }
}
