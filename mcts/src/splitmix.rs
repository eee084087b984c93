//! SplitMix64 (Sebastiano Vigna, public domain reference `splitmix64.c`): the project's one
//! small deterministic generator, for compile-time Zobrist keys (`variants::zobrist`), magic
//! number search (`variants::potential::tables`), per-game seeds ([`crate::derive_seed`]) and
//! bootstrap resampling (`reports::ratings`). Not for gameplay randomness: that is
//! [`crate::GameRng`], made by [`crate::rng_from_seed`].

/// SplitMix64 state: a counter advanced by [`SplitMix64::GAMMA`] and whitened by
/// [`SplitMix64::mix`]. Every method is `const`, so key tables can be built at compile time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The increment of the state per output (2^64 / golden ratio, odd).
    pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

    /// A generator whose first output is `mix(seed + GAMMA)`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64-bit output: the state advances by [`Self::GAMMA`] and is finalized by
    /// [`Self::mix`].
    #[allow(clippy::should_implement_trait)]
    pub const fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(Self::GAMMA);
        Self::mix(self.0)
    }

    /// A uniform-enough index in `0..n` (modulo reduction; `n` must not be 0).
    pub const fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// The SplitMix64 finalizer (a bijection on `u64`; Stafford's "Mix13" constants): turns
    /// nearby inputs into unrelated outputs.
    pub const fn mix(z: u64) -> u64 {
        let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    #[test]
    fn matches_the_reference_outputs() {
        // splitmix64.c seeded with 1234567: the first outputs of the reference implementation.
        let mut g = SplitMix64::new(1_234_567);
        assert_eq!(g.next(), 6_457_827_717_110_365_317);
        assert_eq!(g.next(), 3_203_168_211_198_807_973);
        assert_eq!(g.next(), 9_817_491_932_198_370_423);
    }

    #[test]
    fn mix_is_the_finalizer_of_next() {
        let mut g = SplitMix64::new(42);
        assert_eq!(
            g.next(),
            SplitMix64::mix(42u64.wrapping_add(SplitMix64::GAMMA))
        );
    }
}
