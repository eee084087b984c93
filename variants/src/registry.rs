//! The registry of variant names and parameters.
//!
//! The CLI and the tournament pick a variant by name at run time, then hand a
//! [`GameVisitor`] to [`visit`], which builds the concrete game type and calls the visitor's
//! generic method with it: search is monomorphized per game, with no dynamic dispatch inside.

use std::fmt;

use mcts::Game;

/// How a parameter's value is written.
#[derive(Clone, Copy, Debug)]
pub enum ParamKind {
    /// One of a fixed list of words.
    Choice(&'static [&'static str]),
    /// A whole number in `min..=max`.
    UInt { min: u64, max: u64 },
    /// Free text in a documented form (e.g. Quantimex `spread` and `setup`). `form` describes
    /// the valid form in words (printed by `collapse variants` and in errors); `validate`
    /// returns the canonical text or says what is wrong and where. The text must not contain
    /// `,` (it separates parameters) or whitespace.
    Text {
        form: &'static str,
        validate: fn(&str) -> Result<String, String>,
    },
}

/// Equality by value; two `Text` kinds are equal when their forms are (function pointers have
/// no meaningful equality).
impl PartialEq for ParamKind {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ParamKind::Choice(a), ParamKind::Choice(b)) => a == b,
            (ParamKind::UInt { min: a, max: b }, ParamKind::UInt { min: c, max: d }) => {
                a == c && b == d
            }
            (ParamKind::Text { form: a, .. }, ParamKind::Text { form: b, .. }) => a == b,
            _ => false,
        }
    }
}
impl Eq for ParamKind {}

/// One parameter of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    pub name: &'static str,
    pub kind: ParamKind,
    /// The default value, as text (the RULINGS default).
    pub default: &'static str,
    pub help: &'static str,
}

impl ParamSpec {
    /// The allowed values in words, e.g. `standard|torus` or `1..=100000`.
    pub fn allowed(&self) -> String {
        match self.kind {
            ParamKind::Choice(v) => v.join("|"),
            ParamKind::UInt { min, max } => format!("{min}..={max}"),
            ParamKind::Text { form, .. } => form.to_string(),
        }
    }

    fn check(&self, value: &str) -> Result<String, RegistryError> {
        match self.kind {
            ParamKind::Choice(vals) => {
                if vals.contains(&value) {
                    Ok(value.to_string())
                } else {
                    Err(RegistryError(format!(
                        "parameter '{}' has no value '{}'; allowed values: {} (default {})",
                        self.name,
                        value,
                        vals.join(", "),
                        self.default
                    )))
                }
            }
            ParamKind::UInt { min, max } => match value.parse::<u64>() {
                Ok(n) if n >= min && n <= max => Ok(n.to_string()),
                _ => Err(RegistryError(format!(
                    "parameter '{}' must be a whole number in {}..={}, not '{}' (default {})",
                    self.name, min, max, value, self.default
                ))),
            },
            ParamKind::Text { form, validate } => validate(value).map_err(|e| {
                RegistryError(format!(
                    "parameter '{}' has a bad value: {}; valid form: {} (default {})",
                    self.name, e, form, self.default
                ))
            }),
        }
    }
}

/// A registered variant: its name, what it is, which seed it implements, its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    pub name: &'static str,
    pub summary: &'static str,
    /// The seed file (in `shared/seeds/`) whose rules it implements, or "" for test games.
    pub seed: &'static str,
    pub params: &'static [ParamSpec],
    /// `key=value,...` of `mcts` agent keys whose defaults this variant changes (or ""),
    /// because head-to-head gauntlets found the changed setting stronger here; a key an agent
    /// spec names still wins (Five Up takes `heur=capqs`; the matches are in docs/strength.md,
    /// "Per-variant defaults").
    pub mcts_defaults: &'static str,
}

impl VariantSpec {
    /// Parses an agent spec for this variant: [`mcts::AgentSpec::parse_with_defaults`] with
    /// [`VariantSpec::mcts_defaults`], so `mcts` alone means the strongest settings measured
    /// for this variant and the canonical spec (`Display`) records every key's value.
    ///
    /// A key that needs a rule concept this variant lacks (`check` or `mate` without checks,
    /// `capture`, `qs`, `heur=capqs|qs` without captures; the game type's `Game::HAS_CHECK`
    /// and `Game::HAS_CAPTURE`) is refused rather than silently ignored
    /// ([`mcts::AgentSpec::refuse_missing_concepts`]). Every CLI command that builds agents
    /// for a variant (tournament, play, sweep, tune, analyse) parses them here.
    ///
    /// Errors: the spec's error (unknown agent, key or value, listing the valid ones), or the
    /// key, the concept it needs and the values valid for this variant.
    pub fn parse_agent(&self, text: &str) -> Result<mcts::AgentSpec, mcts::SpecError> {
        let spec = mcts::AgentSpec::parse_with_defaults(text, self.mcts_defaults)?;
        let params = Params::defaults(self.name).expect("defaults are valid");
        visit(
            &params,
            RefuseMissingConcepts {
                spec: &spec,
                text,
                variant: self.name,
                mcts_defaults: self.mcts_defaults,
            },
        )?;
        Ok(spec)
    }

    /// This variant at its defaults, then one parameter set per non-default value of each
    /// choice parameter (e.g. Uncertainty `board=torus`), the others at their defaults: the
    /// sets `collapse bench` measures and the generic tests cover.
    pub fn choice_sets(&self) -> Vec<Params> {
        let mut sets = vec![Params::defaults(self.name).expect("defaults are valid")];
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
    fn visit<G: Game>(self, _game: G) -> Self::Output {
        self.spec
            .refuse_missing_concepts::<G>(self.text, self.variant, self.mcts_defaults)
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

const MOVE_CAP: ParamSpec = ParamSpec {
    name: "move_cap",
    kind: ParamKind::UInt {
        min: 1,
        max: 100_000,
    },
    default: "300",
    help: "plies after which the game is drawn (termination move-cap); RULINGS All games",
};

/// Every registered variant, in the order `collapse variants` lists them.
pub static VARIANTS: &[VariantSpec] = &[
    VariantSpec {
        name: "uncertainty",
        summary: "Uncertainty: every piece starts as a directionless pawn and transforms into a reserve piece after it moves",
        seed: "000_2ad8c5d3a15ea4a8.txt",
        params: &[
            ParamSpec {
                name: "board",
                kind: ParamKind::Choice(&["standard", "torus", "fiveup", "hypertorus"]),
                default: "standard",
                help: "standard = 8x8, 16 pawns, reserve K Q R R B B N N; torus = 10x12 wrapping both ways, 24 pawns, reserve K Q M C R R N N N B B B; fiveup = 5x5x5 cube, 20 pawns, reserve K Q W G R R B B N N; hypertorus = 6x6x6 wrapping on all three axes, 26 pawns, reserve K Q G G W W R R R B B B N N N",
            },
            ParamSpec {
                name: "retransform",
                kind: ParamKind::Choice(&["off", "on"]),
                default: "off",
                help: "the seed's sub-variant: until its king is on the board, a player may exchange a piece that just moved for a reserve piece",
            },
            MOVE_CAP,
        ],
        mcts_defaults: "",
    },
    VariantSpec {
        name: "potential",
        summary: "Potential Chess: every piece starts as any piece; moves and captures reduce what it may be",
        seed: "002_a41f0f858c62d591.txt",
        params: &[MOVE_CAP],
        mcts_defaults: "",
    },
    VariantSpec {
        name: "chess",
        summary: "orthodox chess (FIDE rules), the baseline and perft reference of Potential Chess",
        seed: "002_a41f0f858c62d591.txt",
        params: &[MOVE_CAP],
        mcts_defaults: "",
    },
    VariantSpec {
        name: "quantimex",
        summary: "Quantimex: Ultima-style pieces on Glinski's 91-hex board; the opponent chooses where a long move lands",
        seed: "001_458953bcf665a48d.txt",
        params: &[
            ParamSpec {
                name: "spread",
                kind: ParamKind::Text {
                    form: crate::quantimex::SPREAD_FORM,
                    validate: crate::quantimex::validate_spread,
                },
                default: crate::quantimex::DEFAULT_SPREAD,
                help: "the uncertainty table: where a move of 2..6 steps may land besides its intended cell (B behind, S the two side-back cells, F the two side-front cells); RULINGS Quantimex",
            },
            ParamSpec {
                name: "setup",
                kind: ParamKind::Text {
                    form: crate::quantimex::SETUP_FORM,
                    validate: crate::quantimex::validate_setup,
                },
                default: crate::quantimex::DEFAULT_SETUP,
                help: "the starting array, files a..l each from rank 1 up (the position text's board field); default = the RULINGS array; Red moves first",
            },
            ParamSpec {
                name: "move_cap",
                kind: ParamKind::UInt { min: 1, max: 500 },
                default: "300",
                help: "WHOLE TURNS (a move or removal; the opponent's destination decision that follows belongs to that turn and is not counted) after which the game is drawn (termination move-cap); RULINGS All games, Quantimex",
            },
        ],
        mcts_defaults: "",
    },
    VariantSpec {
        name: "interdependent",
        summary: "Interdependent Chess: 6x7, a piece captures only by moving away from a toroidally adjacent piece, with its power; drops",
        seed: "004_0ca2faf906401d7b.txt",
        params: &[MOVE_CAP],
        mcts_defaults: "",
    },
    VariantSpec {
        name: "fiveup",
        summary: "Five Up: 3D chess on a 5x5x5 cube with wizards and guards (or on the hypercylinder or hypertorus; with unicorns)",
        seed: "003_3455fa5195cbf461.txt",
        params: &[
            ParamSpec {
                name: "topology",
                kind: ParamKind::Choice(&["cube", "hypercylinder", "hypertorus"]),
                default: "cube",
                help: "cube = the 5x5x5 board; hypercylinder = the a and e faces joined, every ray, leap and pawn capture wraps across files; hypertorus = all three axes wrap, with the non-combatant rule (no piece captures or is captured before it has moved; an unmoved king cannot be checked)",
            },
            ParamSpec {
                name: "unicorn",
                kind: ParamKind::Choice(&["off", "on"]),
                default: "off",
                help: "on = the seed's \"Riding on a Unicorn\": each side has a unicorn starting on its wizard's cell; it may share a cell with a friendly piece (not the king) and carry it",
            },
            MOVE_CAP,
        ],
        mcts_defaults: "heur=capqs",
    },
    VariantSpec {
        name: "tictactoe",
        summary: "tic-tac-toe, a tiny test game for checking agents and the tournament runner",
        seed: "",
        params: &[],
        mcts_defaults: "",
    },
];

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

/// A variant with every parameter set (defaults filled in), in declared order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub variant: &'static VariantSpec,
    values: Vec<(&'static str, String)>,
}

impl Params {
    /// Parses `key=value` pairs (as `--param` takes them; a pair may itself hold several
    /// comma-separated pairs, as the CSV `params` column does). Unknown keys, malformed pairs,
    /// bad values and repeated keys are errors that list what is valid.
    pub fn parse<S: AsRef<str>>(variant: &str, pairs: &[S]) -> Result<Params, RegistryError> {
        let spec = find(variant)?;
        let mut values: Vec<(&'static str, Option<String>)> =
            spec.params.iter().map(|p| (p.name, None)).collect();
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
            let Some(idx) = spec.params.iter().position(|p| p.name == k) else {
                return Err(RegistryError(format!(
                    "variant '{}' has no parameter '{}'; {}",
                    spec.name,
                    k,
                    describe_params(spec)
                )));
            };
            if values[idx].1.is_some() {
                return Err(RegistryError(format!("parameter '{k}' is given twice")));
            }
            values[idx].1 = Some(spec.params[idx].check(v)?);
        }
        Ok(Params {
            variant: spec,
            values: values
                .into_iter()
                .zip(spec.params)
                .map(|((k, v), p)| (k, v.unwrap_or_else(|| p.default.to_string())))
                .collect(),
        })
    }

    /// The defaults of `variant`.
    pub fn defaults(variant: &str) -> Result<Params, RegistryError> {
        Params::parse::<&str>(variant, &[])
    }

    /// The value of parameter `key` (always present: defaults are filled in).
    ///
    /// # Panics
    /// If the variant has no such parameter: a programming error.
    pub fn get(&self, key: &str) -> &str {
        self.values
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("variant {} has no parameter {}", self.variant.name, key))
    }

    /// A whole-number parameter.
    pub fn get_u64(&self, key: &str) -> u64 {
        self.get(key).parse().expect("checked when parsed")
    }

    /// `key=value` pairs joined by `,`, every parameter in declared order: the CSV `params`
    /// column, accepted back by [`Params::parse`].
    pub fn canonical(&self) -> String {
        self.values
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

fn describe_params(spec: &VariantSpec) -> String {
    if spec.params.is_empty() {
        return format!("variant '{}' takes no parameters", spec.name);
    }
    format!(
        "valid parameters: {}",
        spec.params
            .iter()
            .map(|p| format!("{}={} (default {})", p.name, p.allowed(), p.default))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Code that works on any game: [`visit`] calls `visit` with the concrete game.
pub trait GameVisitor {
    type Output;
    /// Called once with the game built from the parameters, at its starting position.
    fn visit<G: Game>(self, game: G) -> Self::Output;
}

/// Builds the game `params` describe and hands it to `visitor`.
pub fn visit<V: GameVisitor>(params: &Params, visitor: V) -> V::Output {
    match params.variant.name {
        "uncertainty" => visitor.visit(crate::uncertainty::Uncertainty::new(params)),
        "potential" => visitor.visit(crate::potential::PotentialChess::new(params)),
        "chess" => visitor.visit(crate::chess::Chess::new(params)),
        "quantimex" => visitor.visit(crate::quantimex::Quantimex::new(params)),
        "interdependent" => visitor.visit(crate::interdependent::Interdependent::new(params)),
        "fiveup" => visitor.visit(crate::fiveup::FiveUp::new(params)),
        "tictactoe" => visitor.visit(mcts::testgames::TicTacToe::default()),
        other => unreachable!("variant {other} is listed but not wired into registry::visit"),
    }
}
