//! What a new game is: the variant with its parameters, the start position, and who plays
//! each side (a person at the page, or an agent spec), read from the request's JSON.

use mcts::AgentSpec;
use serde::Deserialize;
use serde_json::{json, Value};
use variants::registry::{self, Params, VARIANTS};

use crate::error::{ApiError, ApiResult};

/// Who decides for one side: the person at the page, or an agent.
#[derive(Clone, Debug)]
pub enum Side {
    /// Moves come from the page (clicks or typed notation).
    Human,
    /// An agent, by its canonical spec text and its parsed spec.
    Agent(String, AgentSpec),
}

impl Side {
    /// `human`, or the agent's canonical spec (the CSV's `white` / `black` column).
    pub fn label(&self) -> String {
        match self {
            Side::Human => "human".to_string(),
            Side::Agent(text, _) => text.clone(),
        }
    }
}

/// The body of `POST /api/games`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The variant's registry name.
    pub variant: String,
    /// Parameters as `{"key": "value"}` (missing ones at their defaults).
    #[serde(default)]
    pub params: serde_json::Map<String, Value>,
    /// A position text to start from instead of the variant's setup.
    #[serde(default)]
    pub position: Option<String>,
    /// Moves (in the variant's notation, space-separated) played before the game starts.
    #[serde(default)]
    pub moves: String,
    /// White's player: `human` (the default) or an agent spec.
    #[serde(default)]
    pub white: Option<String>,
    /// Black's player: `human` or an agent spec (default `mcts`).
    #[serde(default)]
    pub black: Option<String>,
}

/// A parsed [`NewGame`]: typed parameters and sides.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The variant and every parameter.
    pub params: Params,
    /// The start position text, if not the variant's setup.
    pub position: Option<String>,
    /// Moves played before the game starts.
    pub moves: String,
    /// White's and Black's player.
    pub sides: [Side; 2],
}

/// The registered variants and their parameters, for the page's form: `[{name, summary,
/// params: [{name, kind, values, default, help}]}]` (`kind` is `choice` with its
/// values, `int` with `[min, max]`, or `text` with a description of its form).
pub fn variants_json() -> Value {
    let list: Vec<Value> = VARIANTS
        .iter()
        .map(|v| {
            let params: Vec<Value> = v
                .params
                .iter()
                .map(|p| {
                    let (kind, values) = match p.kind {
                        registry::ParamKind::Choice(vals) => ("choice", json!(vals)),
                        registry::ParamKind::Text { form } => ("text", json!(form)),
                        registry::ParamKind::UInt { min, max } => ("int", json!([min, max])),
                    };
                    json!({"name": p.name, "kind": kind, "values": values,
                           "default": p.default, "help": p.help})
                })
                .collect();
            json!({"name": v.name, "summary": v.summary, "params": params})
        })
        .collect();
    json!({ "variants": list })
}

impl NewGame {
    /// Checks the variant, parameters and agent specs.
    ///
    /// Errors (400): an unknown variant (listing the valid ones, also as `valid`), an unknown
    /// parameter or bad value (the registry's reason), a bad agent spec (its reason).
    pub fn setup(&self) -> ApiResult<Setup> {
        let pairs: Vec<String> = self
            .params
            .iter()
            .map(|(k, v)| match v {
                Value::String(s) => format!("{k}={s}"),
                other => format!("{k}={other}"),
            })
            .collect();
        let params = Params::parse(&self.variant, &pairs).map_err(|e| {
            let valid: Vec<&str> = VARIANTS.iter().map(|v| v.name).collect();
            let err = ApiError::bad(e.to_string());
            if registry::find(&self.variant).is_err() {
                err.with("valid", json!(valid))
            } else {
                err
            }
        })?;
        let side = |text: &Option<String>, default: &str, colour: &str| -> ApiResult<Side> {
            let text = text.as_deref().unwrap_or(default).trim();
            if text.is_empty() || text == "human" {
                return Ok(Side::Human);
            }
            let spec = params
                .parse_agent(text)
                .map_err(|e| ApiError::bad(format!("{colour}: {e}")))?;
            Ok(Side::Agent(spec.to_string(), spec))
        };
        let sides = [
            side(&self.white, "human", "white")?,
            side(&self.black, "mcts", "black")?,
        ];
        Ok(Setup {
            params,
            position: self.position.clone().filter(|p| !p.trim().is_empty()),
            moves: self.moves.clone(),
            sides,
        })
    }
}
