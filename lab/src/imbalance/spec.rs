//! What an imbalance run plays and how each row's value is formed: `--piece`/`--versus` or
//! `--match PIECE[:VERSUS]` into a list of matches (the pawn-odds unit first), and the chain of
//! each row (`Q` against `R+4P` is `R + 4 + (Q - R - 4P)` when R has its own row).

use reports::imbalance::Chain;

/// One match to play: the piece the stronger side has extra (`piece`), and what the other
/// side lacks instead (`versus`, the pieces given in return, each letter once per piece;
/// empty for none).
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSpec {
    pub piece: char,
    pub versus: Vec<char>,
}

impl MatchSpec {
    /// The label of its row: `N`, or `N-B` for N against B, `Q-R-4P` for Q against R+4P.
    pub fn label(&self) -> String {
        let mut s = self.piece.to_string();
        for (c, k) in counted(&self.versus) {
            s.push('-');
            if k > 1 {
                s.push_str(&k.to_string());
            }
            s.push(c);
        }
        s
    }

    /// The piece given as the game gives it: `N`, or `N+P` when the game takes `given` pawns
    /// with it (`Odds::odds_pawns`).
    pub fn given_text(&self, given: u32) -> String {
        match given {
            0 => self.piece.to_string(),
            1 => format!("{}+P", self.piece),
            k => format!("{}+{k}P", self.piece),
        }
    }

    /// The pawns the game takes with the pieces of `versus` (`Odds::odds_pawns` as
    /// `pawns_of`), the pawns written in it not counted.
    pub fn versus_hidden_pawns(&self, pawns_of: &dyn Fn(char) -> u32) -> u32 {
        self.versus
            .iter()
            .filter(|&&c| c != 'P')
            .map(|&c| pawns_of(c))
            .sum()
    }

    /// `versus` as the user writes it: `3P`, `R+4P` (empty for none).
    pub fn versus_text(&self) -> String {
        counted(&self.versus)
            .iter()
            .map(|&(c, k)| {
                if k > 1 {
                    format!("{k}{c}")
                } else {
                    c.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("+")
    }

    /// The number of pawns in `versus` when it holds pawns only (`3P`): the row is then the
    /// piece's own value, that many pawns plus the measured difference.
    pub fn pawns_only(&self) -> Option<usize> {
        (!self.versus.is_empty() && self.versus.iter().all(|&c| c == 'P'))
            .then_some(self.versus.len())
    }
}

/// `letters` as (letter, count) in first-seen order: `['R', 'P', 'P']` is `[('R', 1), ('P', 2)]`.
fn counted(letters: &[char]) -> Vec<(char, usize)> {
    let mut out: Vec<(char, usize)> = Vec::new();
    for &c in letters {
        match out.iter_mut().find(|(d, _)| *d == c) {
            Some((_, k)) => *k += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

/// Most pieces of one letter `--versus` may name (a side's whole array is at most this).
const MAX_VERSUS: usize = 32;

/// Parses `--versus` (or the part of `--match` after the colon; `opt` names the option in errors): terms joined by `+`, each an optional count (1..=32) and a piece letter
/// (`B`, `3P`, `R+4P`, case-folded), every letter in `valid`; the letters repeated by their
/// counts. Errors name the term and the fix.
pub fn parse_versus(opt: &str, text: &str, valid: &[char]) -> Result<Vec<char>, String> {
    let mut out = Vec::new();
    for term in text.split('+') {
        let t = term.trim();
        let digits = t.chars().take_while(char::is_ascii_digit).count();
        let (count, rest) = t.split_at(digits);
        let k: usize = if count.is_empty() {
            1
        } else {
            count.parse().unwrap_or(0)
        };
        let mut cs = rest.chars();
        let letter = match (cs.next(), cs.next()) {
            (Some(c), None) if valid.contains(&c.to_ascii_uppercase()) => c.to_ascii_uppercase(),
            _ => {
                return Err(format!(
                    "{opt} '{text}': term '{t}' is not a piece this game can give as odds, \
                     with an optional count; write e.g. B, 3P or R+4P with letters among {}",
                    valid
                        .iter()
                        .map(char::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
        };
        if !(1..=MAX_VERSUS).contains(&k) {
            return Err(format!(
                "{opt} '{text}': count {count} of {letter} is out of range; give 1..={MAX_VERSUS}"
            ));
        }
        out.extend(std::iter::repeat_n(letter, k));
    }
    Ok(out)
}

/// Parses one `--match PIECE[:VERSUS]`: `R` (odds against nothing), `R:3P`, `Q:R+4P`
/// (case-folded, letters among `valid`). Errors name the option, the text and the fix.
pub fn parse_match(text: &str, valid: &[char]) -> Result<MatchSpec, String> {
    let (piece, versus) = match text.split_once(':') {
        Some((p, v)) => (p.trim(), Some(v)),
        None => (text.trim(), None),
    };
    let piece = letter(&format!("--match '{text}'"), piece, valid)?;
    let versus = match versus {
        Some(v) => parse_versus(&format!("--match '{text}': versus"), v, valid)?,
        None => Vec::new(),
    };
    Ok(MatchSpec { piece, versus })
}

/// `text` as one piece letter of `valid` (upper case), or an error naming `opt` and the
/// letters.
fn letter(opt: &str, text: &str, valid: &[char]) -> Result<char, String> {
    let mut cs = text.chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) if valid.contains(&c.to_ascii_uppercase()) => Ok(c.to_ascii_uppercase()),
        _ => Err(format!(
            "{opt} '{text}': not a piece this game can give as odds; give one of {}",
            listed(valid)
        )),
    }
}

/// The letters as `R, N, B`.
pub fn listed(valid: &[char]) -> String {
    valid
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The matches of a run, in order, each once: the pawn-odds match first when the game has
/// pawns (`valid` holds `P`: the unit), then those asked for. With `matches` (`--match`),
/// each in the order given; otherwise `piece` (`--piece`: one letter, or every piece of
/// `valid` for `all` or none, the pawn left out when `versus` holds pawns) each against
/// `versus` (`--versus`). Errors name the option and the letters the game can give.
pub fn requested(
    piece: Option<&str>,
    versus: Option<&str>,
    matches: &[String],
    valid: &[char],
) -> Result<Vec<MatchSpec>, String> {
    let mut out = Vec::new();
    if valid.contains(&'P') {
        out.push(MatchSpec {
            piece: 'P',
            versus: Vec::new(),
        });
    }
    let asked: Vec<MatchSpec> = if matches.is_empty() {
        let versus = match versus {
            Some(v) => parse_versus("--versus", v, valid)?,
            None => Vec::new(),
        };
        let pieces: Vec<char> = match piece {
            None | Some("all") => valid
                .iter()
                .copied()
                .filter(|&c| c != 'P' || !versus.contains(&'P'))
                .collect(),
            Some(p) => {
                vec![letter("--piece", p, valid).map_err(|e| format!("{e} (or --piece all)"))?]
            }
        };
        pieces
            .into_iter()
            .map(|piece| MatchSpec {
                piece,
                versus: versus.clone(),
            })
            .collect()
    } else {
        matches
            .iter()
            .map(|t| parse_match(t, valid))
            .collect::<Result<_, _>>()?
    };
    for m in asked {
        if !out.contains(&m) {
            out.push(m);
        }
    }
    Ok(out)
}

/// The unit of `--unit PIECE[=VALUE]` for the imbalance method: a letter among `valid` (the
/// pieces the game gives as odds, either case) worth VALUE (default 1); `None` without
/// `--unit`.
///
/// Errors: a letter the game cannot give (listing those it can), or a VALUE that is not a
/// number above 0.
pub fn unit(given: Option<&str>, valid: &[char]) -> Result<Option<(char, f64)>, String> {
    let Some(text) = given else {
        return Ok(None);
    };
    let (piece, value) = text.split_once('=').unwrap_or((text, "1"));
    let u = letter("--unit", piece.trim(), valid)?;
    match value.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(Some((u, v))),
        _ => Err(format!(
            "--unit '{text}': '{value}' is not a value above 0; write PIECE or PIECE=VALUE, \
             e.g. Q=9"
        )),
    }
}

/// How each row's value is formed, and whether the row is its piece's own value (`true`) or
/// a difference (`false`, labelled `N-B`). A match against nothing or against pawns only is
/// the piece's value (the pawns shift it, in a game with a pawn unit). A match against a sum
/// with other pieces is the piece's value when every such piece has a value row earlier in
/// `matches` (the latest is taken): `Q:R+4P` after `R:3P` is `R + 4 + (Q - R - 4P)`;
/// otherwise it is the difference `Q-R-4P`. `pawns_of(c)` is the pawns the game takes with a
/// piece `c` (`Odds::odds_pawns`: Uncertainty's reserve pieces), counted in a game with a pawn
/// unit: the piece's own are subtracted (`N` given with its pawn is `(N + P) - 1`), those of
/// the pieces of the sum added (`N:B` is `(N + P) - (B + P)`, a difference without shift).
pub fn chains(
    matches: &[MatchSpec],
    pawns_of: &dyn Fn(char) -> u32,
    has_pawn: bool,
) -> Vec<(Chain, bool)> {
    let mut out: Vec<(Chain, bool)> = Vec::with_capacity(matches.len());
    for m in matches {
        let pawns = m.versus.iter().filter(|&&c| c == 'P').count() as f64;
        let hidden = m.versus_hidden_pawns(pawns_of) as f64 - pawns_of(m.piece) as f64;
        let (shift, hidden) = if has_pawn {
            (pawns + hidden, hidden)
        } else {
            (0.0, 0.0)
        };
        let refs: Option<Vec<usize>> = m
            .versus
            .iter()
            .filter(|&&c| c != 'P')
            .map(|&c| {
                (0..out.len())
                    .rev()
                    .find(|&j| out[j].1 && matches[j].piece == c)
            })
            .collect();
        out.push(match refs {
            Some(refs) => (Chain { shift, refs }, true),
            None => (
                Chain {
                    shift: hidden,
                    refs: vec![],
                },
                false,
            ),
        });
    }
    out
}

/// One line saying how the row of `m` (chain `c`, `own` when it is the piece's value) is
/// formed, for a match against something: `Q against R+4P: Q = R + 4 + (Q minus R+4P), R from
/// its own row`, or `N-B: the difference N minus B, in pawns`. Pieces the game gives with
/// pawns (`pawns_of`, `Odds::odds_pawns`) are written with them: `N against 3P: N = 3 + (N+P
/// minus 3P) - 1`.
pub fn formula(
    m: &MatchSpec,
    c: &Chain,
    own: bool,
    all: &[MatchSpec],
    unit: &str,
    pawns_of: &dyn Fn(char) -> u32,
) -> String {
    let given = pawns_of(m.piece);
    let mut v = m.versus_text();
    let hidden = m.versus_hidden_pawns(pawns_of);
    if hidden > 0 {
        v = format!("{v} (+{hidden}P with them)");
    }
    let piece = m.given_text(given);
    if !own {
        return format!("{}: the difference {piece} minus {v}, in {unit}", m.label());
    }
    let mut terms: Vec<String> = c.refs.iter().map(|&j| all[j].piece.to_string()).collect();
    let pawns = c.shift + given as f64;
    if pawns > 0.0 {
        terms.push(format!("{pawns}"));
    }
    terms.push(format!("({piece} minus {v})"));
    let mut line = format!(
        "{} against {}: {} = {}",
        m.piece,
        m.versus_text(),
        m.piece,
        terms.join(" + ")
    );
    if given > 0 {
        line.push_str(&format!(" - {given}"));
    }
    if !c.refs.is_empty() {
        let mut rests: Vec<String> = c
            .refs
            .iter()
            .map(|&j| match all[j].versus.is_empty() {
                true => format!("{} from its row against nothing", all[j].piece),
                false => format!(
                    "{} from its row against {}",
                    all[j].piece,
                    all[j].versus_text()
                ),
            })
            .collect();
        rests.dedup();
        line.push_str(&format!(", {}", rests.join(", ")));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: [char; 5] = ['R', 'N', 'B', 'Q', 'P'];

    /// [`chains`] in a game that gives every piece alone.
    fn chains_plain(matches: &[MatchSpec], has_pawn: bool) -> Vec<(Chain, bool)> {
        chains(matches, &|_| 0, has_pawn)
    }

    #[test]
    fn versus_parses_sums_with_counts_and_refuses_bad_terms() {
        assert_eq!(parse_versus("--versus", "b", &CHESS).unwrap(), vec!['B']);
        assert_eq!(
            parse_versus("--versus", "3P", &CHESS).unwrap(),
            vec!['P'; 3]
        );
        assert_eq!(
            parse_versus("--versus", "R+2p", &CHESS).unwrap(),
            vec!['R', 'P', 'P']
        );
        let e = parse_versus("--versus", "3K", &CHESS).unwrap_err();
        assert!(
            e.contains("term '3K'") && e.contains("R, N, B, Q, P"),
            "{e}"
        );
        assert!(parse_versus("--versus", "0P", &CHESS)
            .unwrap_err()
            .contains("1..=32"));
        assert!(parse_versus("--versus", "33P", &CHESS)
            .unwrap_err()
            .contains("1..=32"));
        assert!(parse_versus("--versus", "R+", &CHESS).is_err());
        assert!(parse_versus("--versus", "PP", &CHESS).is_err());
    }

    #[test]
    fn labels_count_the_letters_and_pawns_only_gives_the_shift() {
        let m = |p: char, v: &[char]| MatchSpec {
            piece: p,
            versus: v.to_vec(),
        };
        assert_eq!(m('N', &[]).label(), "N");
        assert_eq!(m('N', &['B']).label(), "N-B");
        assert_eq!(m('Q', &['R', 'P', 'P', 'P', 'P']).label(), "Q-R-4P");
        assert_eq!(m('N', &['P'; 3]).pawns_only(), Some(3));
        assert_eq!(m('Q', &['R', 'P']).pawns_only(), None);
        assert_eq!(m('N', &[]).pawns_only(), None);
    }

    #[test]
    fn matches_parse_and_the_unit_comes_first_each_once() {
        let m = |p: char, v: &[char]| MatchSpec {
            piece: p,
            versus: v.to_vec(),
        };
        assert_eq!(
            parse_match("q:R+4p", &CHESS).unwrap(),
            m('Q', &['R', 'P', 'P', 'P', 'P'])
        );
        assert_eq!(parse_match("N", &CHESS).unwrap(), m('N', &[]));
        let e = parse_match("K:3P", &CHESS).unwrap_err();
        assert!(
            e.contains("--match 'K:3P'") && e.contains("R, N, B, Q, P"),
            "{e}"
        );
        let e = parse_match("Q:R+3X", &CHESS).unwrap_err();
        assert!(
            e.contains("--match 'Q:R+3X'") && e.contains("term '3X'"),
            "{e}"
        );
        let list = ["R:3P".to_string(), "Q:R+4P".into(), "R:3P".into()];
        assert_eq!(
            requested(None, None, &list, &CHESS).unwrap(),
            vec![
                m('P', &[]),
                m('R', &['P'; 3]),
                m('Q', &['R', 'P', 'P', 'P', 'P'])
            ]
        );
        // --piece all against pawns leaves the pawn out; one piece; a bad letter.
        let all = requested(Some("all"), Some("3P"), &[], &CHESS).unwrap();
        assert_eq!(all.len(), 5);
        assert!(all[1..]
            .iter()
            .all(|x| x.piece != 'P' && x.versus == vec!['P'; 3]));
        assert_eq!(
            requested(Some("n"), Some("b"), &[], &CHESS).unwrap(),
            vec![m('P', &[]), m('N', &['B'])]
        );
        assert!(requested(Some("K"), None, &[], &CHESS)
            .unwrap_err()
            .contains("--piece all"));
        // A game without pawns has no unit match.
        assert_eq!(
            requested(None, None, &[], &['R']).unwrap(),
            vec![m('R', &[])]
        );
    }

    #[test]
    fn a_sum_rests_on_earlier_value_rows_or_stays_a_difference() {
        let m = |p: char, v: &[char]| MatchSpec {
            piece: p,
            versus: v.to_vec(),
        };
        let q = m('Q', &['R', 'P', 'P', 'P', 'P']);
        // R against 3P is R's value; Q against R+4P then rests on it.
        let c = chains_plain(&[m('P', &[]), m('R', &['P'; 3]), q.clone()], true);
        assert_eq!(c[0], (Chain::default(), true));
        assert_eq!(
            c[1],
            (
                Chain {
                    shift: 3.0,
                    refs: vec![]
                },
                true
            )
        );
        assert_eq!(
            c[2],
            (
                Chain {
                    shift: 4.0,
                    refs: vec![1]
                },
                true
            )
        );
        // Without R's row first (or with R only as a difference), Q-R-4P is a difference.
        assert_eq!(
            chains_plain(&[m('P', &[]), q.clone()], true)[1],
            (Chain::default(), false)
        );
        let c = chains_plain(&[m('P', &[]), m('R', &['B']), q.clone()], true);
        assert_eq!((c[1].1, c[2].1), (false, false));
        // Two of a kind refer twice; the latest value row is taken.
        let c = chains_plain(&[m('R', &[]), m('R', &['P'; 5]), m('Q', &['R', 'R'])], true);
        assert_eq!(
            c[2],
            (
                Chain {
                    shift: 0.0,
                    refs: vec![1, 1]
                },
                true
            )
        );
        // Without a pawn unit, nothing is shifted by pawns.
        assert_eq!(
            chains_plain(&[m('N', &[]), m('Q', &['N'])], false)[1]
                .0
                .refs,
            vec![0]
        );
    }

    #[test]
    fn pieces_given_with_a_pawn_have_it_subtracted_and_the_sums_pawns_added() {
        let m = |p: char, v: &[char]| MatchSpec {
            piece: p,
            versus: v.to_vec(),
        };
        // Uncertainty: every reserve piece goes with its pawn.
        let pawns_of = |c: char| u32::from(c != 'P');
        let shift = |ms: &[MatchSpec], i: usize| chains(ms, &pawns_of, true)[i].clone();
        // N alone measures N + P: N = (N+P) - 1.
        assert_eq!(shift(&[m('P', &[]), m('N', &[])], 1).0.shift, -1.0);
        // Against 3P: N = 3 + (N+P minus 3P) - 1.
        assert_eq!(shift(&[m('P', &[]), m('N', &['P'; 3])], 1).0.shift, 2.0);
        // Against B (which goes with its pawn too): the difference N - B, no shift.
        assert_eq!(
            shift(&[m('P', &[]), m('N', &['B'])], 1),
            (Chain::default(), false)
        );
        // Chained: Q against R+4P after R against 3P is R + 4 + (Q+P minus R+P+4P).
        let ms = [
            m('P', &[]),
            m('R', &['P'; 3]),
            m('Q', &['R', 'P', 'P', 'P', 'P']),
        ];
        let c = chains(&ms, &pawns_of, true);
        assert_eq!(c[1].0.shift, 2.0);
        assert_eq!(
            c[2].0,
            Chain {
                shift: 4.0,
                refs: vec![1]
            }
        );
        assert_eq!(
            formula(&ms[2], &c[2].0, true, &ms, "pawns", &pawns_of),
            "Q against R+4P: Q = R + 5 + (Q+P minus R+4P (+1P with them)) - 1, R from its row \
             against 3P"
        );
        assert_eq!(
            formula(&ms[1], &c[1].0, true, &ms, "pawns", &pawns_of),
            "R against 3P: R = 3 + (R+P minus 3P) - 1"
        );
        // Without a pawn unit nothing is shifted.
        assert_eq!(chains(&ms, &pawns_of, false)[1].0.shift, 0.0);
    }
}
