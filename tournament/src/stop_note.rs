//! The line a tournament stopped by its SPRT prints under its report.

use reports::{SprtDecision, SprtStatus};

use crate::run::EarlyStop;

/// The line a tournament stopped by its SPRT prints under the report: the state on every game
/// written (the games in flight at the stop included), as the report computes it from the CSV,
/// so the same games give the same LLR. When those games in flight bring the LLR back inside
/// the bounds, it says so and gives both states, so "stopped" never stands beside "continue"
/// unexplained. `done` counts the games written (played now and already in the file) of
/// `scheduled`. `None` unless the SPRT stopped the run.
pub fn sprt_stop_note(
    early_stop: Option<EarlyStop>,
    state: Option<SprtStatus>,
    done: u64,
    scheduled: u64,
) -> Option<String> {
    let (Some(EarlyStop::Sprt(at)), Some(st)) = (early_stop, state) else {
        return None;
    };
    Some(if st.decision == SprtDecision::Continue {
        format!(
            "SPRT reached a bound ({at}) and stopped the tournament; the games in flight then, \
             written too, make {done} of {scheduled} scheduled games and bring it back \
             inside: {st}. Undecided: play on with the same command and --resume"
        )
    } else if done < scheduled {
        format!("SPRT stopped the tournament after {done} of {scheduled} scheduled games: {st}")
    } else {
        format!("SPRT decided on the last game: {st}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(llr: f64, decision: SprtDecision) -> SprtStatus {
        SprtStatus {
            llr,
            lower: -2.94,
            upper: 2.94,
            decision,
            pentanomial: true,
        }
    }

    #[test]
    fn the_stop_note_says_when_the_games_in_flight_undo_the_decision() {
        let h0 = status(-3.01, SprtDecision::AcceptH0);
        // The bound reached, and still reached on every game written.
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(h0), 60, 300).unwrap();
        assert_eq!(
            n,
            "SPRT stopped the tournament after 60 of 300 scheduled games: LLR -3.01 \
             (-2.94, 2.94) on pairs: H0 accepted (lower bound reached)"
        );
        // The games in flight at the stop bring the LLR back inside: both states, and undecided.
        let back = status(-2.59, SprtDecision::Continue);
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(back), 60, 300).unwrap();
        assert!(n.contains("reached a bound (LLR -3.01"), "{n}");
        assert!(n.contains("60 of 300") && n.contains("LLR -2.59"), "{n}");
        assert!(n.contains("Undecided") && n.contains("--resume"), "{n}");
        assert!(!n.contains("stopped the tournament after"), "{n}");
        // Decided on the last scheduled game; no SPRT stop, no note.
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(h0), 300, 300).unwrap();
        assert!(n.starts_with("SPRT decided on the last game"), "{n}");
        assert_eq!(
            sprt_stop_note(Some(EarlyStop::Interrupted), Some(back), 60, 300),
            None
        );
        assert_eq!(sprt_stop_note(None, Some(back), 60, 300), None);
    }
}
