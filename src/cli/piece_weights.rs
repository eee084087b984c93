//! `collapse values --weights-out FILE`: writes the regression's piece values as a weights
//! file for the game's learned evaluation ([`lab::piece_weights`] rescales them), with a
//! header saying how it was made.

use std::path::Path;

use reports::values::Values;
use variants::registry::Params;

/// Writes the weights file of `params`'s game with the piece values `v` (see
/// [`lab::piece_weights::piece_weights`]); the command line and `about` go into its header.
///
/// Errors: those of [`lab::piece_weights::piece_weights`], or a file that cannot be written.
pub fn write(params: &Params, v: &Values, path: &Path, about: &str) -> Result<(), String> {
    let p = lab::piece_weights::piece_weights(params, v)?;
    let (key, scale) = (p.key, p.scale);
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let mut header = vec![
        format!("piece values by: {command}"),
        about.to_string(),
        format!(
            "{} [{}]: the regression's logits of {} times {scale:.4}, so they sum as the \
             weights they replace in {key}.txt; the other features and the bias kept from it",
            params.variant.name,
            params.canonical(),
            p.written.join(" "),
        ),
        format!(
            "held-out log-loss {:.4} (constant model {:.4}), {} games, {} positions",
            v.held_out_log_loss, v.baseline_log_loss, v.games, v.positions
        ),
    ];
    if !p.left_out.is_empty() {
        let note = format!(
            "fitted but not features of the evaluation, so not in this file: {}",
            p.left_out.join(" ")
        );
        eprintln!("--weights-out: {note}");
        header.push(note);
    }
    std::fs::write(path, p.weights.to_text(p.names, &header)).map_err(|e| {
        format!(
            "--weights-out {}: cannot write: {e}; give a file in a directory that exists",
            path.display()
        )
    })?;
    eprintln!(
        "wrote {} (scale {scale:.4}; variants/weights/{key}.txt is what the game embeds)",
        path.display()
    );
    Ok(())
}
