//! [`Set81`]: 81 bits (a set of cells, or of (house, digit) pairs) in one 128-bit vector, for
//! the bit-plane search (`planes.rs`).
//!
//! The search spends its time on AND-NOT and OR of whole sets. As a `u128` each of those is
//! two 64-bit operations, and a 128-bit value takes two registers; as a vector it is one
//! instruction and one register: SSE2 on x86-64 (every x86-64 processor has it), SIMD128 in
//! WebAssembly when the module is built with it (`.cargo/config.toml`). Other targets, and a
//! WebAssembly build without SIMD, use the two halves as words.

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use std::arch::wasm32 as simd;
#[cfg(target_arch = "x86_64")]
use std::arch::x86_64 as simd;

/// 81 bits, stored as two words (low half first), operated on as one vector where there is one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[repr(C, align(16))]
pub(super) struct Set81([u64; 2]);

impl Set81 {
    pub(super) const EMPTY: Set81 = Set81([0, 0]);

    /// The set of the bits of `bits` (below 81).
    pub(super) const fn from_bits(bits: u128) -> Set81 {
        assert!(bits >> 81 == 0);
        Set81([bits as u64, (bits >> 64) as u64])
    }

    /// The set of bits `halves[0] | halves[1] << 64`.
    pub(super) fn from_halves(halves: [u64; 2]) -> Set81 {
        Set81(halves)
    }

    /// Bits `64·half..64·half + 64`.
    #[inline(always)]
    pub(super) fn half(self, half: usize) -> u64 {
        self.0[half]
    }

    /// Whether bit `k` is set.
    #[inline(always)]
    pub(super) fn has(self, k: usize) -> bool {
        self.0[k / 64] >> (k % 64) & 1 != 0
    }

    #[inline(always)]
    pub(super) fn is_empty(self) -> bool {
        self.0[0] | self.0[1] == 0
    }

    /// The lowest bit set; 128 for an empty set.
    #[inline(always)]
    pub(super) fn first(self) -> u32 {
        if self.0[0] != 0 {
            self.0[0].trailing_zeros()
        } else {
            64 + self.0[1].trailing_zeros()
        }
    }

    #[inline(always)]
    pub(super) fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones()
    }
}

#[cfg(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128")))]
mod vector {
    use super::{simd, Set81};

    #[cfg(target_arch = "x86_64")]
    type Vector = simd::__m128i;
    #[cfg(target_arch = "wasm32")]
    type Vector = simd::v128;

    // SAFETY (all four): `Set81` and the vector are 16 bytes of plain bits with no invalid
    // values, and `Set81` is 16-aligned, so reading one as the other is a copy of its bits.
    #[inline(always)]
    fn load(set: Set81) -> Vector {
        unsafe { std::mem::transmute::<Set81, Vector>(set) }
    }

    #[inline(always)]
    fn store(vector: Vector) -> Set81 {
        unsafe { std::mem::transmute::<Vector, Set81>(vector) }
    }

    impl Set81 {
        /// `self & !other`.
        #[inline(always)]
        pub(in crate::sudoku) fn and_not(self, other: Set81) -> Set81 {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: SSE2 is part of x86-64.
            let result = unsafe { simd::_mm_andnot_si128(load(other), load(self)) };
            #[cfg(target_arch = "wasm32")]
            let result = simd::v128_andnot(load(self), load(other));
            store(result)
        }

        #[inline(always)]
        pub(in crate::sudoku) fn and(self, other: Set81) -> Set81 {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: SSE2 is part of x86-64.
            let result = unsafe { simd::_mm_and_si128(load(self), load(other)) };
            #[cfg(target_arch = "wasm32")]
            let result = simd::v128_and(load(self), load(other));
            store(result)
        }

        #[inline(always)]
        pub(in crate::sudoku) fn or(self, other: Set81) -> Set81 {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: SSE2 is part of x86-64.
            let result = unsafe { simd::_mm_or_si128(load(self), load(other)) };
            #[cfg(target_arch = "wasm32")]
            let result = simd::v128_or(load(self), load(other));
            store(result)
        }
    }
}

#[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128"))))]
impl Set81 {
    /// `self & !other`.
    #[inline(always)]
    pub(super) fn and_not(self, other: Set81) -> Set81 {
        Set81([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }

    #[inline(always)]
    pub(super) fn and(self, other: Set81) -> Set81 {
        Set81([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }

    #[inline(always)]
    pub(super) fn or(self, other: Set81) -> Set81 {
        Set81([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}
