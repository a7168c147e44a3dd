//! The two random draws the generator needs, on any [`rand_core::Rng`]: a uniform number below
//! a bound, and a Fisher–Yates shuffle; and [`SplitMix64`], the small built-in generator of
//! random numbers behind [`Generator::from_seed`](crate::Generator::from_seed).
//!
//! rand_core has no range sampling, and `next_u32() % n` favours small results whenever `n`
//! does not divide 2³², so [`below`] uses Lemire's multiply-shift with rejection instead. Both
//! functions draw only `next_u32`, so a seeded generator gives the same numbers on every
//! platform and build.

use core::convert::Infallible;

use rand_core::{Rng, SeedableRng, TryRng};

/// A small, fast generator of random numbers seeded with a `u64`: SplitMix64 (Steele, Lea
/// and Flood, 2014), a 64-bit counter passed through a mixing function.
///
/// It is what [`Generator::from_seed`](crate::Generator::from_seed) uses, so that making
/// puzzles from a seed needs no other crate. Its numbers pass the usual statistical test
/// batteries and are good for games and tests; it is not for secrets (the state is one
/// output away). It implements [`rand_core::Rng`] and [`rand_core::SeedableRng`] (of
/// rand_core 0.10), so it also serves anything else that takes an `Rng`.
///
/// # Examples
///
/// ```
/// use rand_core::Rng;
/// use shudu::SplitMix64;
///
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64()); // the same seed, the same numbers
/// assert_ne!(a.next_u64(), SplitMix64::new(8).next_u64());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose numbers are fixed by `seed`; every seed, 0 included, is fine.
    ///
    /// # Examples
    ///
    /// ```
    /// use rand_core::Rng;
    /// use shudu::SplitMix64;
    ///
    /// // The first output for seed 0, as published with the algorithm.
    /// assert_eq!(SplitMix64::new(0).next_u64(), 0xe220a8397b1dcdaf);
    /// ```
    #[must_use]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }
}

impl TryRng for SplitMix64 {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        // The high half: the better mixed.
        Ok((self.try_next_u64()? >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Ok(z ^ (z >> 31))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

/// The seed is the `u64` in little-endian bytes; `seed_from_u64(s)` is [`SplitMix64::new`]`(s)`.
impl SeedableRng for SplitMix64 {
    type Seed = [u8; 8];

    fn from_seed(seed: [u8; 8]) -> SplitMix64 {
        SplitMix64::new(u64::from_le_bytes(seed))
    }

    fn seed_from_u64(seed: u64) -> SplitMix64 {
        SplitMix64::new(seed)
    }
}

/// Draws [`below`] may reject before it accepts whatever it drew last.
///
/// A draw is rejected with probability `(2³² mod n) / 2³² < n / 2³²`; for the bounds the
/// generator uses (at most 81) sixteen rejections in a row have a probability below
/// 2⁻³⁰⁰, so a real generator never gets there. A degenerate one can (one that always
/// returns 0 is rejected for every `n` that is not a power of two), and without the cap it
/// would loop forever.
const MAX_REJECTIONS: u32 = 16;

/// A number drawn uniformly from `0..n`; `0` when `n` is `0` (without drawing).
///
/// Lemire's method: the high half of the 64-bit product `x * n` is uniform in `0..n` once the
/// few `x` whose low half falls below `2³² mod n` are rejected. Most calls draw once; after
/// [`MAX_REJECTIONS`] rejections in a row the last draw is kept, still in `0..n`, so the call
/// returns for any `rng`.
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let mut product = u64::from(rng.next_u32()) * u64::from(n);
    // `product as u32` is the low half; only when it is below `n` can it be in the biased zone.
    if (product as u32) < n {
        // 2³² mod n, computed in 32 bits as (2³² − n) mod n. This `%` sets the rejection
        // threshold; it is not the reduction of the draw, which stays the multiply-shift.
        let threshold = n.wrapping_neg() % n;
        let mut rejections = 0;
        while (product as u32) < threshold && rejections < MAX_REJECTIONS {
            product = u64::from(rng.next_u32()) * u64::from(n);
            rejections += 1;
        }
    }
    (product >> 32) as u32
}

/// Puts `items` in a uniformly random order (Fisher–Yates, from the back).
pub(crate) fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        // `i < items.len() <= usize::MAX`, and every slice shuffled here is short; a slice
        // longer than u32::MAX would shuffle only its tail.
        let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let j = below(rng, bound) as usize;
        items.swap(i, j);
    }
}

/// An `Rng` that returns the same word on every call: the most degenerate source of random
/// numbers, for tests that what draws from it still returns.
#[cfg(test)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Constant(pub(crate) u32);

#[cfg(test)]
impl rand_core::TryRng for Constant {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.0)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(u64::from(self.0) << 32 | u64::from(self.0))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for (k, byte) in dst.iter_mut().enumerate() {
            *byte = self.0.to_le_bytes()[k % 4];
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// An `Rng` that returns the given words in turn, then repeats the last.
    struct Script<'a> {
        words: &'a [u32],
        next: usize,
    }

    impl TryRng for Script<'_> {
        type Error = Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Infallible> {
            let w = self.words[self.next.min(self.words.len() - 1)];
            self.next += 1;
            Ok(w)
        }
        fn try_next_u64(&mut self) -> Result<u64, Infallible> {
            Ok(u64::from(self.try_next_u32()?))
        }
        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
            dst.fill(0);
            Ok(())
        }
    }

    #[test]
    fn below_rejects_the_biased_zone() {
        // n = 3: 2³² mod 3 = 1, so the draw 0 (low half 0 < 1) must be rejected, and the
        // next draw, u32::MAX, maps to the top value 2.
        let mut rng = Script {
            words: &[0, u32::MAX],
            next: 0,
        };
        assert_eq!(below(&mut rng, 3), 2);
        assert_eq!(rng.next, 2, "the first draw should have been rejected");

        // A low half at or above the threshold is accepted at once: 1 * 3 has low half 3.
        let mut rng = Script {
            words: &[1, u32::MAX],
            next: 0,
        };
        assert_eq!(below(&mut rng, 3), 0);
        assert_eq!(rng.next, 1);
    }

    #[test]
    fn below_returns_for_a_constant_rng() {
        // 0 is in the biased zone of every `n` that is not a power of two: without a cap on
        // rejections these calls would never return.
        for word in [0, 1 << 31, 1, u32::MAX] {
            for n in [1u32, 2, 3, 6, 7, 9, 10, 81, 1000, u32::MAX] {
                let mut rng = Constant(word);
                let x = below(&mut rng, n);
                assert!(x < n, "below({n}) gave {x} on the word {word:#x}");
            }
        }
        // The cap: the first draw, then MAX_REJECTIONS more, then the last is kept.
        let mut rng = Script {
            words: &[0],
            next: 0,
        };
        assert_eq!(below(&mut rng, 3), 0);
        assert_eq!(rng.next, 1 + MAX_REJECTIONS as usize);
    }

    #[test]
    fn below_zero_and_one() {
        let mut rng = Script {
            words: &[u32::MAX],
            next: 0,
        };
        assert_eq!(below(&mut rng, 0), 0);
        assert_eq!(rng.next, 0, "below(0) draws nothing");
        assert_eq!(below(&mut rng, 1), 0);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        for n in [1u32, 2, 3, 7, 9, 10, 81, 1000, u32::MAX] {
            let mut seen_top = false;
            let mut seen_zero = false;
            for _ in 0..2000 {
                let x = below(&mut rng, n);
                assert!(x < n, "below({n}) gave {x}");
                seen_top |= x == n - 1;
                seen_zero |= x == 0;
            }
            if n <= 81 {
                assert!(
                    seen_top && seen_zero,
                    "below({n}) missed an end of its range"
                );
            }
        }
    }

    #[test]
    fn below_is_close_to_uniform() {
        // 90_000 draws below 9: each count is 10_000 on average, standard deviation ~94.
        // Allow six of them; a `% n`-sized bias would not show here, but an off-by-one would.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
        let mut counts = [0u32; 9];
        for _ in 0..90_000 {
            counts[below(&mut rng, 9) as usize] += 1;
        }
        for (value, &count) in counts.iter().enumerate() {
            assert!(
                (9_436..=10_564).contains(&count),
                "value {value} drawn {count} times"
            );
        }
    }

    #[test]
    fn shuffle_is_a_permutation_and_reaches_every_order() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let mut items = [0u8, 1, 2];
            shuffle(&mut rng, &mut items);
            let mut sorted = items;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2]);
            // Index of the permutation: 3 choices for the first, 2 for the second.
            let second = if items[1] > items[0] {
                items[1] - 1
            } else {
                items[1]
            };
            seen[usize::from(items[0] * 2 + second)] = true;
        }
        assert!(
            seen.iter().all(|&s| s),
            "some order of three never came up: {seen:?}"
        );
    }

    #[test]
    fn shuffle_of_short_slices() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let mut empty: [u8; 0] = [];
        shuffle(&mut rng, &mut empty);
        let mut one = [5u8];
        shuffle(&mut rng, &mut one);
        assert_eq!(one, [5]);
    }

    #[test]
    fn splitmix_matches_the_reference_outputs() {
        // The reference implementation (Vigna's splitmix64.c) seeded with 1234567.
        let mut rng = SplitMix64::new(1_234_567);
        let expected = [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ];
        for e in expected {
            assert_eq!(rng.next_u64(), e);
        }
        assert_eq!(
            SplitMix64::seed_from_u64(9),
            SplitMix64::from_seed(9u64.to_le_bytes())
        );
        let mut bytes = [0u8; 11];
        let mut a = SplitMix64::new(3);
        a.fill_bytes(&mut bytes);
        let mut b = SplitMix64::new(3);
        let (x, y) = (b.next_u64().to_le_bytes(), b.next_u64().to_le_bytes());
        assert_eq!(bytes[..8], x);
        assert_eq!(bytes[8..], y[..3]);
    }

    #[test]
    fn a_borrowed_rng_works() {
        // rand_core implements the traits for `&mut R`, which the generator relies on.
        let mut a = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut b = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut borrowed = &mut b;
        assert_eq!(below(&mut a, 1000), below(&mut borrowed, 1000));
    }
}
