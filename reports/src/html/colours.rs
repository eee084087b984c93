//! One fixed colour per termination, the same in every report (a colour never depends on
//! which terminations a report happens to hold or on their counts).

use mcts::Termination;
use plotters::style::RGBColor;

/// The colour of `termination` (its CSV name): decisive endings in warm and dark hues, drawn
/// endings in blues and greys; a name this build does not know is mid grey.
pub(crate) fn termination_colour(termination: &str) -> RGBColor {
    match Termination::parse(termination) {
        Some(Termination::Checkmate) => RGBColor(0xc0, 0x39, 0x2b),
        Some(Termination::KingCaptured) => RGBColor(0xe6, 0x7e, 0x22),
        Some(Termination::NoKing) => RGBColor(0x8e, 0x44, 0xad),
        Some(Termination::Forfeit) => RGBColor(0x33, 0x33, 0x33),
        Some(Termination::Resignation) => RGBColor(0x7b, 0x24, 0x1c),
        Some(Termination::Stalemate) => RGBColor(0x29, 0x80, 0xb9),
        Some(Termination::Repetition) => RGBColor(0x16, 0xa0, 0x85),
        Some(Termination::MoveCap) => RGBColor(0x95, 0xa5, 0xa6),
        Some(Termination::FiftyMove) => RGBColor(0x2c, 0x3e, 0x50),
        Some(Termination::InsufficientMaterial) => RGBColor(0x7f, 0xb3, 0xd5),
        None => RGBColor(0x80, 0x80, 0x80),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_termination_has_its_own_fixed_colour() {
        let all: Vec<RGBColor> = Termination::ALL
            .iter()
            .map(|t| termination_colour(t.as_str()))
            .collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b, "two terminations share a colour");
            }
        }
        // Fixed: the same name gives the same colour whatever else is reported.
        assert_eq!(termination_colour("checkmate"), RGBColor(0xc0, 0x39, 0x2b));
        assert_eq!(
            termination_colour("move-cap"),
            termination_colour("move-cap")
        );
        assert_eq!(termination_colour("bogus"), RGBColor(0x80, 0x80, 0x80));
    }
}
