//! Value parsers of the numeric options: each option states its range in
//! `--help` and refuses a value outside it at parse time, exit 2, with a message naming the
//! option, the value and the range, e.g. `--games 0 is out of range 1..=1000000000`.
//!
//! A numeric option is declared as
//! `#[arg(long, allow_negative_numbers = true, value_parser = whole::<u32>(1, 1_000_000_000))]`
//! (`allow_negative_numbers` so that `-1` reaches the parser and is named as out of range,
//! not taken for an unknown flag) and its help text ends with the range in parentheses, e.g.
//! `(1..=1000000000)`; a unit test (tests/unit/option_ranges.rs) and tests/suite/cli_ranges.rs check that every numeric
//! option does both, and that the stated bounds are the enforced ones.

use std::ffi::OsStr;
use std::marker::PhantomData;

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use clap::{Arg, Command};

/// The largest seed: any `u64`.
pub const MAX_SEED: i128 = u64::MAX as i128;

/// A whole number of type `T` in `lo..=hi` (see [`whole`]).
#[derive(Debug)]
pub struct Whole<T> {
    lo: i128,
    hi: i128,
    zero: Option<&'static str>,
    _t: PhantomData<fn() -> T>,
}

// Manual impls: derive would require `T: Clone`/`T: Copy`.
impl<T> Clone for Whole<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Whole<T> {}

/// A parser of whole numbers of type `T` in `lo..=hi`: anything else is refused with the
/// option, the value and the range. `T` must hold both bounds (the tests check it).
pub fn whole<T>(lo: i128, hi: i128) -> Whole<T> {
    Whole {
        lo,
        hi,
        zero: None,
        _t: PhantomData,
    }
}

impl<T> Whole<T> {
    /// Adds `hint` to the message refusing 0 (what 0 would mean, what to give instead);
    /// `None` adds none.
    pub fn zero_hint(self, hint: impl Into<Option<&'static str>>) -> Self {
        Whole {
            zero: hint.into(),
            ..self
        }
    }
}

/// `--long` of `arg` (or its id), as the messages name the option.
fn option_name(arg: Option<&Arg>) -> String {
    match arg {
        Some(a) => match a.get_long() {
            Some(l) => format!("--{l}"),
            None => a.get_id().to_string(),
        },
        None => "the value".to_string(),
    }
}

/// `'--games <GAMES>'` as clap's own messages name an option.
fn option_usage(arg: Option<&Arg>) -> String {
    arg.map_or_else(|| "the value".to_string(), |a| format!("'{a}'"))
}

fn refuse(cmd: &Command, message: String) -> clap::Error {
    cmd.clone().error(ErrorKind::ValueValidation, message)
}

impl<T> TypedValueParser for Whole<T>
where
    T: TryFrom<i128> + Clone + Send + Sync + 'static,
{
    type Value = T;

    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        let (lo, hi) = (self.lo, self.hi);
        let Ok(n) = text.parse::<i128>() else {
            return Err(refuse(
                cmd,
                format!(
                    "invalid value '{text}' for {}: expected a whole number in {lo}..={hi}",
                    option_usage(arg)
                ),
            ));
        };
        if n < lo || n > hi {
            let hint = match self.zero {
                Some(h) if n == 0 => format!(": {h}"),
                _ => String::new(),
            };
            return Err(refuse(
                cmd,
                format!(
                    "{} {text} is out of range {lo}..={hi}{hint}",
                    option_name(arg)
                ),
            ));
        }
        T::try_from(n).map_err(|_| {
            refuse(
                cmd,
                format!(
                    "{} {text}: does not fit the option's type (range {lo}..={hi})",
                    option_name(arg)
                ),
            )
        })
    }
}

/// A real number `x` with `lo < x < hi` (both bounds excluded; see [`open`]).
#[derive(Clone, Copy, Debug)]
pub struct Open {
    lo: f64,
    hi: f64,
}

/// A parser of real numbers strictly between `lo` and `hi`; its range is written
/// `(LO < NAME < HI)` in the help, NAME the option's value name.
pub fn open(lo: f64, hi: f64) -> Open {
    Open { lo, hi }
}

impl TypedValueParser for Open {
    type Value = f64;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<f64, clap::Error> {
        let text = value.to_string_lossy();
        let name = arg
            .and_then(|a| a.get_value_names())
            .and_then(|v| v.first())
            .map_or_else(|| "X".to_string(), |v| v.to_string());
        let range = format!("{} < {name} < {}", self.lo, self.hi);
        match text.parse::<f64>() {
            Ok(x) if x > self.lo && x < self.hi => Ok(x),
            Ok(_) => Err(refuse(
                cmd,
                format!("{} {text} is out of range {range}", option_name(arg)),
            )),
            Err(_) => Err(refuse(
                cmd,
                format!(
                    "invalid value '{text}' for {}: expected a number with {range}",
                    option_usage(arg)
                ),
            )),
        }
    }
}
