//! The error of a request: an HTTP status and a reason a person can act on, sent as JSON
//! `{"error": REASON, ...}` (with extra fields such as `legal` or `valid` where they help).

use serde_json::{json, Value};

/// A refused request: its HTTP status (4xx for the client's mistakes, 5xx for the server's)
/// and the reason, with optional extra JSON fields merged into the body.
#[derive(Clone, Debug, PartialEq)]
pub struct ApiError {
    /// The HTTP status code, e.g. 400.
    pub status: u16,
    /// What is wrong and how to fix it.
    pub message: String,
    /// Extra fields of the JSON body (an object), e.g. `{"legal": [...]}`; `Null` for none.
    pub extra: Value,
}

impl ApiError {
    /// An error with `status` and `message`, no extra fields.
    pub fn new(status: u16, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            extra: Value::Null,
        }
    }

    /// 400 Bad Request: a malformed body or an invalid value.
    pub fn bad(message: impl Into<String>) -> Self {
        Self::new(400, message)
    }

    /// 404 Not Found.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(404, message)
    }

    /// 409 Conflict: the request does not fit the game's state (a search already running,
    /// a human's turn asked of the agent, ...).
    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(409, message)
    }

    /// 403 Forbidden: a foreign Host header, a path outside `--out`.
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(403, message)
    }

    /// This error with the extra field `key` set to `value`.
    pub fn with(mut self, key: &str, value: Value) -> Self {
        if !self.extra.is_object() {
            self.extra = json!({});
        }
        self.extra[key] = value;
        self
    }

    /// The JSON body: `{"error": message}` plus the extra fields.
    pub fn body(&self) -> Value {
        let mut body = json!({ "error": self.message });
        if let Value::Object(m) = &self.extra {
            for (k, v) in m {
                body[k] = v.clone();
            }
        }
        body
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, self.message)
    }
}

impl std::error::Error for ApiError {}

/// The result of an endpoint.
pub type ApiResult<T = Value> = Result<T, ApiError>;
