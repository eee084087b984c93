//! The uncertainty table: which cells may become the final destination of a move of `n >= 2`
//! steps (001_458953bcf665a48d.txt, "2. Uncertainty"; RULINGS "Quantimex", Uncertain
//! destination). It is the variant parameter `spread`.
//!
//! A piece moved `n` steps along direction `d` to its intended cell `D` may end on `D` (always
//! a candidate) or on these neighbours of `D`:
//! - `B` behind: `D - d`;
//! - `S` side-back: the two cells adjacent to both `D` and `D - d` (directions `d + 2`, `d + 4`
//!   from `D`);
//! - `F` side-front: the two cells adjacent to both `D` and `D + d` (directions `d + 1`, `d + 5`).
//!
//! Text form: five entries separated by `/`, for 2, 3, 4, 5 and 6 steps in that order, each
//! either `-` (only `D`) or a set of the letters `B`, `S`, `F` (either case, any order, no
//! repeats). The RULINGS table is [`DEFAULT_SPREAD`] = `B/S/BS/SF/BSF`. A move of one step
//! always ends on `D`.

use super::hex::{Hex, NONE};

/// The RULINGS table: 2 steps `D, behind`; 3 `D, side-back`; 4 `D, behind, side-back`;
/// 5 `D, side-back, side-front`; 6 `D, behind, side-back, side-front`.
pub const DEFAULT_SPREAD: &str = "B/S/BS/SF/BSF";

/// The valid text form, for error messages and `collapse variants`.
pub const SPREAD_FORM: &str = "five '/'-separated entries for 2,3,4,5,6 steps, each '-' or letters from B (behind) S (two side-back) F (two side-front), e.g. B/S/BS/SF/BSF";

const BEHIND: u8 = 1;
const SIDE_BACK: u8 = 2;
const SIDE_FRONT: u8 = 4;

/// A parsed table: `masks[n]` for `n` in `2..=6` (bits `B` = 1, `S` = 2, `F` = 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spread {
    masks: [u8; 7],
}

impl Default for Spread {
    fn default() -> Self {
        Spread::parse(DEFAULT_SPREAD).expect("the default table is valid")
    }
}

impl Spread {
    /// Reads the text form. Errors name the entry (by its step count) and the bad letter (the
    /// registry adds the valid form, [`SPREAD_FORM`]).
    pub fn parse(text: &str) -> Result<Spread, String> {
        let parts: Vec<&str> = text.trim().split('/').collect();
        if parts.len() != 5 {
            return Err(format!(
                "spread '{text}' has {} entries, expected 5",
                parts.len()
            ));
        }
        let mut masks = [0u8; 7];
        for (i, part) in parts.iter().enumerate() {
            let n = i + 2;
            if *part == "-" {
                continue;
            }
            if part.is_empty() {
                return Err(format!(
                    "spread '{text}': the entry for {n} steps is empty (write '-' for the intended cell only)"
                ));
            }
            for ch in part.chars() {
                let bit = match ch.to_ascii_uppercase() {
                    'B' => BEHIND,
                    'S' => SIDE_BACK,
                    'F' => SIDE_FRONT,
                    _ => {
                        return Err(format!(
                            "spread '{text}': the entry for {n} steps '{part}' has '{ch}', which is not B, S or F"
                        ))
                    }
                };
                if masks[n] & bit != 0 {
                    return Err(format!(
                        "spread '{text}': the entry for {n} steps '{part}' repeats '{ch}'"
                    ));
                }
                masks[n] |= bit;
            }
        }
        Ok(Spread { masks })
    }

    /// The canonical text (letters in the order B S F).
    pub fn text(&self) -> String {
        (2..=6)
            .map(|n| {
                let m = self.masks[n];
                if m == 0 {
                    return "-".to_string();
                }
                let mut s = String::new();
                for (bit, ch) in [(BEHIND, 'B'), (SIDE_BACK, 'S'), (SIDE_FRONT, 'F')] {
                    if m & bit != 0 {
                        s.push(ch);
                    }
                }
                s
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The on-board candidate cells of an `n`-step move along `d` to `dest`, `dest` first, then
    /// behind, side-back, side-front ([`NONE`]-padded; the count is returned). Occupancy is
    /// not looked at here.
    #[inline]
    pub fn cells(&self, hex: &Hex, dest: usize, d: usize, n: usize) -> ([u8; 7], usize) {
        let mut out = [NONE; 7];
        out[0] = dest as u8;
        let mut k = 1;
        let m = if (2..=6).contains(&n) {
            self.masks[n]
        } else {
            0
        };
        let step = &hex.step[dest];
        let mut add = |c: u8| {
            if c != NONE {
                out[k] = c;
                k += 1;
            }
        };
        if m & BEHIND != 0 {
            add(step[(d + 3) % 6]);
        }
        if m & SIDE_BACK != 0 {
            add(step[(d + 2) % 6]);
            add(step[(d + 4) % 6]);
        }
        if m & SIDE_FRONT != 0 {
            add(step[(d + 1) % 6]);
            add(step[(d + 5) % 6]);
        }
        (out, k)
    }
}

/// Registry validator for the `spread` parameter: the canonical text, or the error.
pub fn validate_spread(text: &str) -> Result<String, String> {
    Spread::parse(text).map(|s| s.text())
}
