//! How a game declares itself and its parameters, once.
//!
//! A game's parameters are one struct written with [`crate::params!`]: each field is a parameter,
//! its doc line is the parameter's help, its type says how the value is written (a
//! [`ParamValue`]: a choice of named values, a whole-number range, or text with its parser)
//! and `= "text"` gives its default. The macro derives the listing ([`ParamSet::SPECS`],
//! printed by `collapse variants` and `--help`, expanded by sweep axes), the parser of
//! `key=value` pairs and the canonical text (the CSV `params` column). The game receives the
//! typed struct (enums, numbers, parsed tables), never a string.
//!
//! A game is then a [`Variant`]: its name, summary, seed file, parameter struct and a
//! constructor from it. The registry lists each `Variant` on one line
//! (`crate::registry`); nothing else is written per game.
//!
//! ```
//! use variants::declare::{ParamSet, ParamValue, Variant, Bounded};
//! use variants::{choice, params};
//!
//! /// How many marks in a row win.
//! #[derive(Clone, Copy, Debug, PartialEq, Eq)]
//! pub enum Line { Three, Four }
//! choice!(Line { Three = "three", Four = "four" });
//!
//! params! {
//!     /// The parameters of a made-up game.
//!     pub struct ExampleParams {
//!         /// marks in a row that win
//!         line: Line = "three",
//!         /// plies after which the game is drawn
//!         move_cap: Bounded<1, 50> = "9",
//!         /// whether the first player may pass once
//!         pass: bool = "off",
//!     }
//! }
//!
//! let p = ExampleParams::parse_pairs(&[("line", "four"), ("pass", "on")]).unwrap();
//! assert_eq!((p.line, p.move_cap.0, p.pass), (Line::Four, 9, true));
//! assert_eq!(p.canonical(), "line=four,move_cap=9,pass=on");
//! let e = ExampleParams::parse_pairs(&[("line", "five")]).unwrap_err();
//! assert!(e.contains("allowed values: three, four"), "{e}");
//! assert_eq!(ExampleParams::SPECS[1].allowed(), "1..=50");
//! ```

use mcts::Game;

/// How a parameter's value is written: what `collapse variants` lists and sweeps expand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// One of a fixed list of words.
    Choice(&'static [&'static str]),
    /// A whole number in `min..=max`.
    UInt { min: u64, max: u64 },
    /// Free text in a documented form (e.g. Quantimex `spread` and `setup`); `form` describes
    /// the valid form in words. The text must not contain `,` (it separates parameters) or
    /// whitespace.
    Text { form: &'static str },
}

/// A type a parameter can have: how its value is read from text and written back.
///
/// `write(read(t)?)` is the canonical text of `t`; `read(write(v))` gives `v` back.
pub trait ParamValue: Clone + Sized {
    /// How the value is written, for listings and sweeps.
    const KIND: ParamKind;
    /// Reads a value. Errors say what is wrong with `text` (the caller adds the parameter's
    /// name and the valid values).
    fn read(text: &str) -> Result<Self, String>;
    /// The canonical text of the value.
    fn write(&self) -> String;
}

/// `off` or `on`.
impl ParamValue for bool {
    const KIND: ParamKind = ParamKind::Choice(&["off", "on"]);
    fn read(text: &str) -> Result<Self, String> {
        match text {
            "off" => Ok(false),
            "on" => Ok(true),
            _ => Err(format!("'{text}' is not off or on")),
        }
    }
    fn write(&self) -> String {
        if *self { "on" } else { "off" }.to_string()
    }
}

/// A whole number in `MIN..=MAX`, written in decimal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bounded<const MIN: u64, const MAX: u64>(pub u64);

impl<const MIN: u64, const MAX: u64> ParamValue for Bounded<MIN, MAX> {
    const KIND: ParamKind = ParamKind::UInt { min: MIN, max: MAX };
    fn read(text: &str) -> Result<Self, String> {
        match text.parse::<u64>() {
            Ok(n) if (MIN..=MAX).contains(&n) => Ok(Bounded(n)),
            _ => Err(format!("'{text}' is not a whole number in {MIN}..={MAX}")),
        }
    }
    fn write(&self) -> String {
        self.0.to_string()
    }
}

impl<const MIN: u64, const MAX: u64> Bounded<MIN, MAX> {
    /// The value as a `u32` (every declared range fits).
    pub fn as_u32(self) -> u32 {
        u32::try_from(self.0).unwrap_or(u32::MAX)
    }
}

/// The draw cap in plies shared by most games (RULINGS "All games": termination `move-cap`).
pub type MoveCap = Bounded<1, 100_000>;

/// One declared parameter, as listed: its name, how it is written, its default and its help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    pub name: &'static str,
    pub kind: ParamKind,
    /// The default value, as text (the RULINGS default).
    pub default: &'static str,
    /// One line of help (the field's doc comment).
    pub help: &'static str,
}

impl ParamSpec {
    /// The allowed values in words, e.g. `standard|torus` or `1..=100000`.
    pub fn allowed(&self) -> String {
        match self.kind {
            ParamKind::Choice(v) => v.join("|"),
            ParamKind::UInt { min, max } => format!("{min}..={max}"),
            ParamKind::Text { form } => form.to_string(),
        }
    }

    /// The help line without the doc comment's leading space.
    pub fn help_text(&self) -> &'static str {
        self.help.trim()
    }

    /// The message for a value `value` that `read` refused with `why`: names the parameter,
    /// the value and the valid values or form, and the default.
    pub fn refusal(&self, value: &str, why: &str) -> String {
        match self.kind {
            ParamKind::Choice(vals) => format!(
                "parameter '{}' has no value '{}'; allowed values: {} (default {})",
                self.name,
                value,
                vals.join(", "),
                self.default
            ),
            ParamKind::UInt { min, max } => format!(
                "parameter '{}' must be a whole number in {}..={}, not '{}' (default {})",
                self.name, min, max, value, self.default
            ),
            ParamKind::Text { form } => format!(
                "parameter '{}' has a bad value: {}; valid form: {} (default {})",
                self.name, why, form, self.default
            ),
        }
    }
}

/// A game's parameter struct, written with [`crate::params!`] (which implements this trait).
pub trait ParamSet: Clone + std::fmt::Debug + Default + PartialEq + Send + Sync + 'static {
    /// Every parameter in declared order.
    const SPECS: &'static [ParamSpec];

    /// Sets parameter `name` from `text`. `Ok(false)` when there is no such parameter;
    /// `Err` with `read`'s reason when the text is not a valid value.
    fn set(&mut self, name: &str, text: &str) -> Result<bool, String>;

    /// `(name, canonical text)` of every parameter, in declared order.
    fn values(&self) -> Vec<(&'static str, String)>;

    /// `key=value` pairs joined by `,`, every parameter in declared order (the CSV `params`
    /// column).
    fn canonical(&self) -> String {
        self.values()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The defaults with `key=value` items applied, each item possibly several pairs joined
    /// by `,` (the forms `--param` and the CSV `params` column take). Errors as
    /// [`ParamSet::parse_pairs`], or an item that is not `key=value`.
    fn parse_list<S: AsRef<str>>(items: &[S]) -> Result<Self, String> {
        let mut pairs = Vec::new();
        for item in items.iter().flat_map(|s| s.as_ref().split(',')) {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            let Some((k, v)) = item.split_once('=') else {
                return Err(format!("parameter '{item}' is not of the form key=value"));
            };
            pairs.push((k.trim(), v.trim()));
        }
        Self::parse_pairs(&pairs)
    }

    /// The defaults with `pairs` applied. Errors: an unknown key (listing the valid
    /// parameters), a key given twice, a bad value (naming the valid values or form).
    fn parse_pairs(pairs: &[(&str, &str)]) -> Result<Self, String> {
        let mut p = Self::default();
        let mut seen: Vec<&str> = Vec::new();
        for &(k, v) in pairs {
            if seen.contains(&k) {
                return Err(format!("parameter '{k}' is given twice"));
            }
            seen.push(k);
            match p.set(k, v) {
                Ok(true) => {}
                Ok(false) => return Err(format!("no parameter '{k}'; {}", describe(Self::SPECS))),
                Err(why) => {
                    return Err(match Self::SPECS.iter().find(|s| s.name == k) {
                        Some(spec) => spec.refusal(v, &why),
                        None => format!("parameter '{k}': {why}"),
                    })
                }
            }
        }
        Ok(p)
    }
}

/// `valid parameters: name=allowed (default d), ...` or `takes no parameters`.
pub fn describe(specs: &[ParamSpec]) -> String {
    if specs.is_empty() {
        return "it takes no parameters".to_string();
    }
    format!(
        "valid parameters: {}",
        specs
            .iter()
            .map(|p| format!("{}={} (default {})", p.name, p.allowed(), p.default))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// How a game's cells are laid out for drawing (the report page's viewer draws the board from
/// it and from the cell names of `Codec::cells`); display only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardLayout {
    /// A rectangle of `files` (a, b, ...) by `ranks` (1, 2, ...).
    Grid { files: u8, ranks: u8 },
    /// `layers` rectangles (A, B, ...), each `files` by `ranks`.
    Layers { layers: u8, files: u8, ranks: u8 },
    /// Glinski's 91-cell hexagon (files a..l without j).
    Hex91,
    /// No drawing: the game's text diagram.
    Text,
}

/// Which axes of a drawn board wrap around (display only: the geometry moves the pieces),
/// so that a drawing can show which edges meet: the files (a beside the last file), the ranks
/// (1 beside the last rank), the layers (A beside the last layer).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardWrap {
    /// The first and the last file are neighbours.
    pub files: bool,
    /// The first and the last rank are neighbours.
    pub ranks: bool,
    /// The first and the last layer are neighbours.
    pub layers: bool,
}

impl BoardWrap {
    /// No axis wraps.
    pub const NONE: BoardWrap = BoardWrap {
        files: false,
        ranks: false,
        layers: false,
    };

    /// The wrap of a geometry's axes (files, ranks, layers), as `GeoSpec::wrap` gives them.
    pub const fn of_axes(wrap: [bool; 3]) -> BoardWrap {
        BoardWrap {
            files: wrap[0],
            ranks: wrap[1],
            layers: wrap[2],
        }
    }
}

/// A game that the registry can list and build: its identity, its parameters and its
/// constructor. The registry holds one line per `Variant` (see `crate::registry`).
pub trait Variant: Game {
    /// The parameter struct (written with [`crate::params!`]).
    type Params: ParamSet;
    /// The name users type (`--variant NAME`), also the CSV `variant` column.
    const NAME: &'static str;
    /// One line on what the game is.
    const SUMMARY: &'static str;
    /// The seed file (in `shared/seeds/`) whose rules it implements, or "" for test games.
    const SEED: &'static str;
    /// The text of the game's `mcts` defaults file, `variants/defaults/NAME.txt` (embedded
    /// with `include_str!`), or "" for a game that changes no default: one `mcts` key a line
    /// with the match that adopted it, sections for parameter sets measured apart
    /// ([`crate::defaults`]); a key an agent spec names still wins.
    const DEFAULTS: &'static str = "";
    /// The starting position for `params`.
    fn from_params(params: &Self::Params) -> Self;
    /// How the board of `params` is drawn; the text diagram unless a game says otherwise.
    fn board_layout(_params: &Self::Params) -> BoardLayout {
        BoardLayout::Text
    }
    /// Which axes of the board of `params` wrap around, for drawing; none unless a game
    /// says otherwise.
    fn board_wrap(_params: &Self::Params) -> BoardWrap {
        BoardWrap::NONE
    }
}

/// Implements [`ParamValue`] for a fieldless enum: each variant with its name, as
/// `choice!(Type { Variant = "name", ... })`. The listed order is the listing's order.
#[macro_export]
macro_rules! choice {
    ($ty:ty { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl $crate::declare::ParamValue for $ty {
            const KIND: $crate::declare::ParamKind = $crate::declare::ParamKind::Choice(&[$($name),+]);
            fn read(text: &str) -> ::std::result::Result<Self, ::std::string::String> {
                match text {
                    $($name => Ok(Self::$variant),)+
                    _ => Err(format!("no value '{text}'")),
                }
            }
            fn write(&self) -> ::std::string::String {
                match self {
                    $(Self::$variant => $name,)+
                }
                .to_string()
            }
        }
    };
}

/// Declares a parameter struct: one field per parameter, each with exactly one doc line (its
/// help), a [`ParamValue`] type and `= "default text"`. Implements [`ParamSet`] and
/// `Default` (from the default texts; a harness test reads every declared default).
#[macro_export]
macro_rules! params {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $( #[doc = $help:literal] $field:ident : $ty:ty = $default:literal ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name {
            $( #[doc = $help] pub $field: $ty, )*
        }

        impl ::std::default::Default for $name {
            fn default() -> Self {
                Self {
                    $( $field: <$ty as $crate::declare::ParamValue>::read($default)
                        .expect(concat!("the declared default of '", stringify!($field), "' is valid")), )*
                }
            }
        }

        impl $crate::declare::ParamSet for $name {
            const SPECS: &'static [$crate::declare::ParamSpec] = &[
                $( $crate::declare::ParamSpec {
                    name: stringify!($field),
                    kind: <$ty as $crate::declare::ParamValue>::KIND,
                    default: $default,
                    help: $help,
                }, )*
            ];
            #[allow(unused_variables)]
            fn set(&mut self, name: &str, text: &str) -> ::std::result::Result<bool, ::std::string::String> {
                match name {
                    $( stringify!($field) => {
                        self.$field = <$ty as $crate::declare::ParamValue>::read(text)?;
                        Ok(true)
                    } )*
                    _ => Ok(false),
                }
            }
            fn values(&self) -> ::std::vec::Vec<(&'static str, ::std::string::String)> {
                ::std::vec![ $( (stringify!($field), $crate::declare::ParamValue::write(&self.$field)), )* ]
            }
        }
    };
}

crate::params! {
    /// The parameters of a game whose only parameter is its draw cap (orthodox chess,
    /// Potential Chess, Interdependent Chess).
    pub struct MoveCapParams {
        /// plies after which the game is drawn (termination move-cap); RULINGS All games
        move_cap: MoveCap = "300",
    }
}
