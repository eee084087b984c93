//! The registry of variant names and parameters.
//!
//! The CLI and the tournament pick a variant by name at run time, then hand a
//! [`GameVisitor`] to [`visit`], which builds the concrete game type and calls the visitor's
//! generic method with it: search is monomorphized per game, with no dynamic dispatch inside.
//!
//! Each game is one line of the `games!` list in lib.rs: its identifier, its module and its
//! type, which implements [`crate::declare::Variant`] (name, summary, seed, typed parameters).
//! The listing, the parser of `--param` pairs, the typed parameters and [`visit`] are generated
//! here from that list (`registry!`), so a new game is its folder plus one line there.

use std::fmt;

use mcts::Game;

pub use crate::declare::{ParamKind, ParamSpec};
use crate::declare::{ParamSet, Variant};

/// A registered variant: its name, what it is, which seed it implements, its parameters
/// (all from its [`Variant`] implementation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    /// Which registered game this is.
    pub id: VariantId,
    pub name: &'static str,
    pub summary: &'static str,
    /// The seed file (in `shared/seeds/`) whose rules it implements, or "" for test games.
    pub seed: &'static str,
    /// The declared parameters ([`ParamSet::SPECS`] of the game's parameter struct).
    pub params: &'static [ParamSpec],
    /// The text of its `mcts` defaults file ([`Variant::DEFAULTS`], read by
    /// [`crate::defaults`]); [`VariantSpec::mcts_defaults`] and [`Params::mcts_defaults`] give
    /// the parsed values.
    pub defaults_text: &'static str,
}

impl VariantSpec {
    /// Parses an agent spec for this variant at its declared parameter defaults:
    /// [`Params::parse_agent`] of [`VariantSpec::defaults`]. Where a command has the parameter
    /// set it will play, it parses there instead, since a variant's `mcts` defaults may depend on
    /// its parameters ([`Variant::mcts_defaults`]).
    ///
    /// Errors: those of [`Params::parse_agent`].
    pub fn parse_agent(&'static self, text: &str) -> Result<mcts::AgentSpec, mcts::SpecError> {
        self.defaults().parse_agent(text)
    }

    /// This variant with every parameter at its declared default.
    pub fn defaults(&'static self) -> Params {
        Params {
            variant: self,
            typed: TypedParams::defaults(self.id),
        }
    }

    /// This variant at its defaults, then one parameter set per non-default value of each
    /// choice parameter (e.g. Uncertainty `board=torus`), the others at their defaults: the
    /// sets `collapse bench` measures and the generic tests cover.
    pub fn choice_sets(&'static self) -> Vec<Params> {
        let mut sets = vec![self.defaults()];
        for p in self.params {
            if let ParamKind::Choice(values) = p.kind {
                for v in values.iter().filter(|v| **v != p.default) {
                    let pair = format!("{}={}", p.name, v);
                    sets.push(Params::parse(self.name, &[pair]).expect("listed values are valid"));
                }
            }
        }
        sets
    }

    /// Every combination of the choice parameters' values, the others at their defaults, the
    /// all-defaults set first: 8 sets for Uncertainty (4 boards x 2 `retransform`), 6 for Five
    /// Up (3 topologies x 2 `unicorn`), 1 where no parameter is a choice. `collapse variants`
    /// lists the `mcts` defaults of each ([`Params::mcts_defaults`]), since they may depend on
    /// two parameters at once (Uncertainty's torus with `retransform=on`).
    pub fn choice_combinations(&'static self) -> Vec<Params> {
        let mut combos: Vec<Vec<String>> = vec![Vec::new()];
        for p in self.params {
            if let ParamKind::Choice(values) = p.kind {
                let mut next = Vec::with_capacity(combos.len() * values.len());
                // The default first, so the first combination is the all-defaults set.
                let others = values.iter().filter(|v| **v != p.default);
                for v in std::iter::once(&p.default).chain(others) {
                    for c in &combos {
                        let mut c = c.clone();
                        if *v != p.default {
                            c.push(format!("{}={}", p.name, v));
                        }
                        next.push(c);
                    }
                }
                combos = next;
            }
        }
        combos
            .iter()
            .map(|pairs| Params::parse(self.name, pairs).expect("listed values are valid"))
            .collect()
    }

    /// Every value of parameter `name` when it is a choice (a sweep axis `name=*`), or
    /// `None` for an unknown or non-choice parameter.
    pub fn choice_values(&self, name: &str) -> Option<&'static [&'static str]> {
        match self.params.iter().find(|p| p.name == name)?.kind {
            ParamKind::Choice(values) => Some(values),
            _ => None,
        }
    }
}

/// [`VariantSpec::parse_agent`]'s check of a spec against the concepts of the variant's game
/// type.
struct RefuseMissingConcepts<'a> {
    spec: &'a mcts::AgentSpec,
    text: &'a str,
    variant: &'static str,
    mcts_defaults: &'static str,
}

impl GameVisitor for RefuseMissingConcepts<'_> {
    type Output = Result<(), mcts::SpecError>;
    fn visit<G: Game>(self, game: G) -> Self::Output {
        self.spec
            .refuse_missing_concepts::<G>(self.text, self.variant, self.mcts_defaults)?;
        // A weights file named by `eval=file:PATH` is read now, for this game's features, so a
        // missing or mismatched file stops the command before any game is played.
        let eval = match self.spec {
            mcts::AgentSpec::Mcts(c) => c.eval,
            mcts::AgentSpec::AlphaBeta(c) => c.eval,
            _ => mcts::Eval::Learned,
        };
        if let mcts::Eval::File(path) = eval {
            mcts::eval::file_weights(path, game.feature_names()).map_err(|e| {
                mcts::SpecError(format!(
                    "agent '{}' for variant '{}': {e}",
                    self.text.trim(),
                    self.variant
                ))
            })?;
        }
        Ok(())
    }
}

/// An unknown variant, parameter or value. The message names the problem and lists the valid
/// choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegistryError(pub String);

impl fmt::Display for RegistryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for RegistryError {}

/// Lists the games: one line `Id => Type` each, `Type: Variant`. Generates [`VariantId`],
/// [`TypedParams`], [`VARIANTS`] and [`visit`] from that one list.
macro_rules! registry {
    ($($id:ident => $game:ty),+ $(,)?) => {
        /// Which registered game: one identifier per line of the registry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum VariantId {
            $(#[doc = concat!("`", stringify!($game), "`")] $id,)+
        }

        /// A registered game's parameters, typed: the game's own parameter struct.
        #[derive(Clone, Debug, PartialEq)]
        pub enum TypedParams {
            $(#[doc = concat!("The parameters of `", stringify!($game), "`.")]
              $id(<$game as Variant>::Params),)+
        }

        impl TypedParams {
            /// The declared defaults of game `id`.
            pub fn defaults(id: VariantId) -> TypedParams {
                match id {
                    $(VariantId::$id => TypedParams::$id(Default::default()),)+
                }
            }

            /// Sets parameter `name` (which the game declares) from `text`; `read`'s reason
            /// when the value is invalid.
            fn set(&mut self, name: &str, text: &str) -> Result<bool, String> {
                match self {
                    $(TypedParams::$id(p) => p.set(name, text),)+
                }
            }

            /// How the game's board is drawn ([`Variant::board_layout`]).
            pub fn board_layout(&self) -> crate::declare::BoardLayout {
                match self {
                    $(TypedParams::$id(p) => <$game as Variant>::board_layout(p),)+
                }
            }

            /// Which axes of the game's board wrap ([`Variant::board_wrap`]).
            pub fn board_wrap(&self) -> crate::declare::BoardWrap {
                match self {
                    $(TypedParams::$id(p) => <$game as Variant>::board_wrap(p),)+
                }
            }

            /// `(name, canonical text)` of every parameter, in declared order.
            pub fn values(&self) -> Vec<(&'static str, String)> {
                match self {
                    $(TypedParams::$id(p) => p.values(),)+
                }
            }
        }

        /// Every registered variant, in the order `collapse variants` lists them.
        pub static VARIANTS: &[VariantSpec] = &[
            $(VariantSpec {
                id: VariantId::$id,
                name: <$game as Variant>::NAME,
                summary: <$game as Variant>::SUMMARY,
                seed: <$game as Variant>::SEED,
                params: <<$game as Variant>::Params as ParamSet>::SPECS,
                defaults_text: <$game as Variant>::DEFAULTS,
            },)+
        ];

        /// Builds the game `params` describe and hands it to `visitor`.
        pub fn visit<V: GameVisitor>(params: &Params, visitor: V) -> V::Output {
            match &params.typed {
                $(TypedParams::$id(p) => visitor.visit(<$game as Variant>::from_params(p)),)+
            }
        }
    };
}

// The list of games is `games!` in lib.rs, the one place a game is named.
with_games!(registry);

/// The registered variant called `name`, or an error listing the valid names.
pub fn find(name: &str) -> Result<&'static VariantSpec, RegistryError> {
    VARIANTS.iter().find(|v| v.name == name).ok_or_else(|| {
        RegistryError(format!(
            "unknown variant '{}'; valid variants: {}",
            name,
            VARIANTS
                .iter()
                .map(|v| v.name)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

/// A variant with every parameter set (defaults filled in), typed.
#[derive(Clone, Debug)]
pub struct Params {
    pub variant: &'static VariantSpec,
    pub(crate) typed: TypedParams,
}

/// Equal when the variant and every parameter value are.
impl PartialEq for Params {
    fn eq(&self, other: &Self) -> bool {
        self.variant.id == other.variant.id && self.typed == other.typed
    }
}

impl Params {
    /// Parses `key=value` pairs (as `--param` takes them; a pair may itself hold several
    /// comma-separated pairs, as the CSV `params` column does). Unknown keys, malformed pairs,
    /// bad values and repeated keys are errors that list what is valid.
    pub fn parse<S: AsRef<str>>(variant: &str, pairs: &[S]) -> Result<Params, RegistryError> {
        let spec = find(variant)?;
        let mut params = spec.defaults();
        let mut seen: Vec<&str> = Vec::new();
        for item in pairs.iter().flat_map(|s| s.as_ref().split(',')) {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            let Some((k, v)) = item.split_once('=') else {
                return Err(RegistryError(format!(
                    "parameter '{item}' is not of the form key=value; {}",
                    describe_params(spec)
                )));
            };
            let (k, v) = (k.trim(), v.trim());
            let Some(p) = spec.params.iter().find(|p| p.name == k) else {
                return Err(RegistryError(format!(
                    "variant '{}' has no parameter '{}'; {}",
                    spec.name,
                    k,
                    describe_params(spec)
                )));
            };
            if seen.contains(&k) {
                return Err(RegistryError(format!("parameter '{k}' is given twice")));
            }
            seen.push(k);
            match params.typed.set(k, v) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(RegistryError(format!(
                        "variant '{}' declares parameter '{k}' but cannot set it",
                        spec.name
                    )))
                }
                Err(why) => return Err(RegistryError(p.refusal(v, &why))),
            }
        }
        Ok(params)
    }

    /// Parses an agent spec for this parameter set: [`mcts::AgentSpec::parse_with_defaults`]
    /// with [`Params::mcts_defaults`], so `mcts` alone means the strongest settings measured
    /// for this variant and board, and the canonical spec (`Display`) records every key's value.
    ///
    /// A key that needs a rule concept this variant lacks (`check` or `mate` without checks,
    /// `capture`, `qs`, `heur=capqs|qs` without captures; the game type's `Rules::HAS_CHECK`
    /// and `Rules::HAS_CAPTURE`) is refused rather than silently ignored
    /// ([`mcts::AgentSpec::refuse_missing_concepts`]). A weights file named by `eval=file:PATH`
    /// is read and checked against the game's features here. Every CLI command that builds agents
    /// for a variant (tournament, play, sweep, tune, analyse) parses them here.
    ///
    /// Errors: the spec's error (unknown agent, key or value, listing the valid ones), or the
    /// key, the concept it needs and the values valid for this variant; a weights file that
    /// cannot be read or does not list this game's features.
    pub fn parse_agent(&self, text: &str) -> Result<mcts::AgentSpec, mcts::SpecError> {
        let mcts_defaults = self.mcts_defaults();
        let spec = mcts::AgentSpec::parse_with_defaults(text, mcts_defaults)?;
        visit(
            self,
            RefuseMissingConcepts {
                spec: &spec,
                text,
                variant: self.variant.name,
                mcts_defaults,
            },
        )?;
        Ok(spec)
    }

    /// The defaults of `variant`.
    pub fn defaults(variant: &str) -> Result<Params, RegistryError> {
        Ok(find(variant)?.defaults())
    }

    /// The typed parameters (the game's own parameter struct inside).
    pub fn typed(&self) -> &TypedParams {
        &self.typed
    }

    /// The canonical text of parameter `key`, or `None` when the variant has no such
    /// parameter.
    pub fn get(&self, key: &str) -> Option<String> {
        self.typed
            .values()
            .into_iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v)
    }

    /// `key=value` pairs joined by `,`, every parameter in declared order: the CSV `params`
    /// column, accepted back by [`Params::parse`].
    pub fn canonical(&self) -> String {
        self.typed
            .values()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// The long help of `--param`: every variant's parameters with their values and defaults,
/// generated from the declarations (a text parameter shows `<text>`; `collapse variants`
/// gives its form).
pub fn param_help(lead: &str) -> String {
    let mut t = format!("{lead}\n\nParameters by variant (full help: `collapse variants`):");
    for v in VARIANTS {
        let list: Vec<String> = v
            .params
            .iter()
            .map(|p| match p.kind {
                ParamKind::Text { .. } => format!("{}=<text>", p.name),
                _ => format!("{}={} (default {})", p.name, p.allowed(), p.default),
            })
            .collect();
        let list = if list.is_empty() {
            "no parameters".to_string()
        } else {
            list.join(", ")
        };
        t.push_str(&format!("\n  {}: {}", v.name, list));
    }
    t
}

fn describe_params(spec: &VariantSpec) -> String {
    if spec.params.is_empty() {
        return format!("variant '{}' takes no parameters", spec.name);
    }
    crate::declare::describe(spec.params)
}

/// Code that works on any game: [`visit`] calls `visit` with the concrete game.
pub trait GameVisitor {
    type Output;
    /// Called once with the game built from the parameters, at its starting position.
    fn visit<G: Game>(self, game: G) -> Self::Output;
}
