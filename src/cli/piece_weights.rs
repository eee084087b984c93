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
    let header = p.header(params, v, &command, about);
    if let Some(note) = p.left_out_note() {
        eprintln!("--weights-out: {note}");
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
