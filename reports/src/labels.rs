//! Short, readable agent names for tables: `--agent NAME=SPEC` names as fastchess gives them,
//! or automatic labels built from the keys in which the specs differ.

/// Splits a spec `kind:k=v,k=v` into its kind and its key/value pairs in order.
fn split_spec(spec: &str) -> (&str, Vec<(&str, &str)>) {
    match spec.split_once(':') {
        None => (spec.trim(), Vec::new()),
        Some((kind, body)) => (
            kind.trim(),
            body.split(',')
                .filter(|p| !p.trim().is_empty())
                .map(|p| match p.split_once('=') {
                    Some((k, v)) => (k.trim(), v.trim()),
                    None => (p.trim(), ""),
                })
                .collect(),
        ),
    }
}

/// Automatic labels for `specs` (canonical spec strings), one per spec, in order.
///
/// Rule: an agent whose kind (the part before `:`) is the only one of its kind among the
/// distinct specs is labelled by its kind (`mcts`, `greedy`); otherwise by its kind and the
/// keys whose values are not the same for every spec of that kind, in spec order
/// (`mcts:iters=1000` and `mcts:iters=500,c=0.7` for two MCTS specs differing in `iters` and
/// `c`). A spec listed twice gets `#2`, `#3`, ... on its later copies.
///
/// ```
/// let l = reports::short_labels(&[
///     "mcts:iters=1000,c=1.4".into(), "mcts:iters=500,c=1.4".into(), "random".into(),
/// ]);
/// assert_eq!(l, ["mcts:iters=1000", "mcts:iters=500", "random"]);
/// ```
pub fn short_labels(specs: &[String]) -> Vec<String> {
    let parsed: Vec<(&str, Vec<(&str, &str)>)> = specs.iter().map(|s| split_spec(s)).collect();
    let mut distinct: Vec<&String> = Vec::new();
    for s in specs {
        if !distinct.contains(&s) {
            distinct.push(s);
        }
    }
    let mut out: Vec<String> = Vec::with_capacity(specs.len());
    for (i, (kind, pairs)) in parsed.iter().enumerate() {
        let same_kind: Vec<&(&str, Vec<(&str, &str)>)> = distinct
            .iter()
            .map(|s| {
                let j = specs.iter().position(|x| x == *s).unwrap();
                &parsed[j]
            })
            .filter(|(k, _)| k == kind)
            .collect();
        let base = if same_kind.len() <= 1 {
            kind.to_string()
        } else {
            let value = |p: &[(&str, &str)], key: &str| {
                p.iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| v.to_string())
            };
            let differing: Vec<String> = pairs
                .iter()
                .filter(|(k, v)| {
                    same_kind
                        .iter()
                        .any(|(_, other)| value(other, k).as_deref() != Some(*v))
                })
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            if differing.is_empty() {
                kind.to_string()
            } else {
                format!("{kind}:{}", differing.join(","))
            }
        };
        let earlier = specs[..i].iter().filter(|s| **s == specs[i]).count();
        let mut label = if earlier > 0 {
            format!("{base}#{}", earlier + 1)
        } else {
            base
        };
        // Distinct specs that still share a label (keys missing on one side) stay apart.
        while out.contains(&label) {
            label.push('\'');
        }
        out.push(label);
    }
    out
}

/// Labels that say what differs: one per item `(name, [(key, value)])`, in order. An item
/// whose name no other item shares is labelled by its name; items sharing a name are labelled
/// `name key=value, key=value` with only the keys whose values are not the same for every
/// item of that name (`uncertainty board=torus, retransform=on` rather than `uncertainty#2`).
/// Items that would still read the same (equal values) get ` (2)`, ` (3)`, ... on later
/// copies, so every label is distinct.
///
/// ```
/// let p = |s: &str| reports::param_pairs(s);
/// let l = reports::differing_labels(&[
///     ("uncertainty".into(), p("board=standard,retransform=off,move_cap=300")),
///     ("uncertainty".into(), p("board=torus,retransform=on,move_cap=300")),
///     ("chess".into(), p("move_cap=300")),
/// ]);
/// assert_eq!(l, [
///     "uncertainty board=standard, retransform=off",
///     "uncertainty board=torus, retransform=on",
///     "chess",
/// ]);
/// ```
pub fn differing_labels(items: &[(String, Vec<(String, String)>)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(items.len());
    for (name, pairs) in items {
        let same_name: Vec<&Vec<(String, String)>> = items
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, p)| p)
            .collect();
        let value = |p: &[(String, String)], key: &str| {
            p.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
        };
        let differing: Vec<String> = pairs
            .iter()
            .filter(|(k, v)| {
                same_name
                    .iter()
                    .any(|other| value(other, k).as_deref() != Some(v.as_str()))
            })
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let base = if name.is_empty() {
            differing.join(", ")
        } else if differing.is_empty() {
            name.clone()
        } else {
            format!("{name} {}", differing.join(", "))
        };
        let mut label = base.clone();
        let mut k = 1;
        while out.contains(&label) {
            k += 1;
            label = format!("{base} ({k})");
        }
        out.push(label);
    }
    out
}

/// What tells each report section apart from the other sections of its variant: one
/// `(variant, differing)` per `(variant, params)` scope, in order, where `differing` is
/// `key=value, key=value` over the parameters whose values are not the same in every
/// section of that variant (see [`differing_labels`]), empty when the variant has one
/// section. Parameters every section of the variant shares (defaults included) are left
/// out; the full text is the caller's to show beside (a hover title, a line beneath).
///
/// ```
/// let l = reports::section_labels(&[
///     ("uncertainty".into(), "board=standard,retransform=off,move_cap=300".into()),
///     ("uncertainty".into(), "board=torus,retransform=off,move_cap=300".into()),
///     ("chess".into(), "move_cap=300".into()),
/// ]);
/// assert_eq!(l[0], ("uncertainty".to_string(), "board=standard".to_string()));
/// assert_eq!(l[1], ("uncertainty".to_string(), "board=torus".to_string()));
/// assert_eq!(l[2], ("chess".to_string(), String::new()));
/// ```
pub fn section_labels(scopes: &[(String, String)]) -> Vec<(String, String)> {
    let items: Vec<(String, Vec<(String, String)>)> = scopes
        .iter()
        .map(|(v, p)| (v.clone(), param_pairs(p)))
        .collect();
    differing_labels(&items)
        .into_iter()
        .zip(scopes)
        .map(|(label, (v, _))| {
            let rest = label.strip_prefix(v.as_str()).unwrap_or(&label).trim();
            (v.clone(), rest.to_string())
        })
        .collect()
}

/// A canonical `key=value,key=value` parameter text as pairs, in order (a part without `=`
/// becomes a key with an empty value).
pub fn param_pairs(params: &str) -> Vec<(String, String)> {
    params
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.trim().to_string(), v.trim().to_string()),
            None => (p.trim().to_string(), String::new()),
        })
        .collect()
}

/// Reads `NAME=SPEC` (fastchess-style) or a bare `SPEC`: a name is the text before the first
/// `=` when that text holds no `:` (a spec's own keys come after its `:`). Names are 1 to 32
/// characters from `A-Z a-z 0-9 _ - . +`.
///
/// Returns `(Some(name), spec)` or `(None, spec)`. Errors: a message naming the bad name and
/// the valid form.
pub fn split_named_spec(text: &str) -> Result<(Option<String>, String), String> {
    let text = text.trim();
    match text.split_once('=') {
        Some((name, spec)) if !name.contains(':') && !name.trim().is_empty() => {
            let name = name.trim();
            let ok = name.len() <= 32
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-.+".contains(c));
            if !ok {
                return Err(format!(
                    "bad agent name '{name}': use 1 to 32 of A-Z a-z 0-9 _ - . + \
                     (NAME=SPEC, e.g. fast=mcts:iters=200)"
                ));
            }
            Ok((Some(name.to_string()), spec.trim().to_string()))
        }
        _ => Ok((None, text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: &[&str]) -> Vec<String> {
        x.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn labels_keep_only_the_keys_that_differ() {
        let full = "mcts:iters=1000,ms=0,c=1.4,cutoff=60,det=none,threads=1";
        let other = "mcts:iters=500,ms=0,c=0.7,cutoff=60,det=none,threads=1";
        assert_eq!(
            short_labels(&v(&[full, "greedy", "random"])),
            ["mcts", "greedy", "random"]
        );
        assert_eq!(
            short_labels(&v(&[full, other, "alphabeta:depth=2"])),
            ["mcts:iters=1000,c=1.4", "mcts:iters=500,c=0.7", "alphabeta"]
        );
        assert_eq!(
            short_labels(&v(&["random", "random", "greedy"])),
            ["random", "random#2", "greedy"]
        );
    }

    #[test]
    fn variant_labels_say_what_differs_and_stay_distinct() {
        let items = |x: &[(&str, &str)]| -> Vec<(String, Vec<(String, String)>)> {
            x.iter()
                .map(|(n, p)| (n.to_string(), param_pairs(p)))
                .collect()
        };
        assert_eq!(
            differing_labels(&items(&[
                ("u", "board=standard,retransform=off,cap=300"),
                ("u", "board=torus,retransform=off,cap=300"),
                ("u", "board=torus,retransform=on,cap=300"),
                ("c", "cap=300"),
            ])),
            [
                "u board=standard, retransform=off",
                "u board=torus, retransform=off",
                "u board=torus, retransform=on",
                "c"
            ]
        );
        // Same name and parameters twice (e.g. two agent pairs): numbered, not merged.
        assert_eq!(
            differing_labels(&items(&[("c", "a=1"), ("c", "a=1")])),
            ["c", "c (2)"]
        );
        // No name: only the differing keys.
        assert_eq!(
            differing_labels(&items(&[("", "x=1,y=2"), ("", "x=1,y=3")])),
            ["y=2", "y=3"]
        );
    }

    #[test]
    fn names_are_split_from_specs() {
        assert_eq!(
            split_named_spec("fast=mcts:iters=200").unwrap(),
            (Some("fast".into()), "mcts:iters=200".into())
        );
        assert_eq!(
            split_named_spec("mcts:iters=200").unwrap(),
            (None, "mcts:iters=200".into())
        );
        assert_eq!(split_named_spec("random").unwrap(), (None, "random".into()));
        assert!(split_named_spec("my name=random")
            .unwrap_err()
            .contains("bad agent name"));
    }
}
