//! The results of a tune CSV, read back incrementally as the race plays.

use super::settings::TUNE_STRIDE;
use crate::sweep::Combination;

/// The results of a tune CSV by game id, read incrementally: [`TuneResults::update`] reads
/// only the complete lines appended since its last call (the runner only appends whole rows to
/// the file, so each row is parsed once, not once per round).
#[derive(Default)]
pub(crate) struct TuneResults {
    /// The file's header line, newline included (empty before the first read).
    header: Vec<u8>,
    /// Bytes of the file read so far: complete lines only.
    read: u64,
    /// Complete lines read so far, the header included.
    lines: u64,
    /// The result of every game read, by game id.
    pub(crate) games: std::collections::HashMap<u64, reports::GameResult>,
}

impl TuneResults {
    /// Reads the complete lines of `out` after those already read. Every row must be a game of
    /// one of `combos` (variant, params and self-play spec of combination `game_id /
    /// TUNE_STRIDE`) and appear once; an unterminated last line (a run killed while writing
    /// it, which the runner truncates) is left for later.
    ///
    /// Errors: the file cannot be read or parsed, or a row is not a game of this race or is
    /// repeated (the message names the file, line and game id).
    pub(crate) fn update(
        &mut self,
        out: &std::path::Path,
        combos: &[Combination],
    ) -> Result<(), String> {
        use std::io::{Read, Seek, SeekFrom};
        let io = |e: std::io::Error| format!("{}: cannot read: {e}", out.display());
        let mut f = std::fs::File::open(out).map_err(io)?;
        f.seek(SeekFrom::Start(self.read)).map_err(io)?;
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes).map_err(io)?;
        let Some(last_nl) = bytes.iter().rposition(|&b| b == b'\n') else {
            return Ok(());
        };
        let chunk = &bytes[..=last_nl];
        // Line numbers of the chunk's rows in the file: the chunk's line k is file line
        // `k + offset` (with the header prepended to later chunks).
        let (text, offset) = if self.read == 0 {
            let end = chunk.iter().position(|&b| b == b'\n').unwrap_or(0);
            self.header = chunk[..=end].to_vec();
            (chunk.to_vec(), 0)
        } else {
            ([self.header.as_slice(), chunk].concat(), self.lines - 1)
        };
        let rows = reports::load_reader(out, text.as_slice()).map_err(|e| e.to_string())?;
        for r in rows {
            let at = || format!("{}:{} (game {})", out.display(), r.line + offset, r.game_id);
            let c = (r.game_id / TUNE_STRIDE) as usize;
            let Some(combo) = combos.get(c) else {
                return Err(format!(
                    "{}: combination {} of a race of {}; was --param or --agent changed? \
                     Resume with the arguments of the run that wrote the file",
                    at(),
                    c + 1,
                    combos.len()
                ));
            };
            let spec = combo.agents[0].to_string();
            if r.variant != combo.params.variant.name
                || r.params != combo.params.canonical()
                || r.white != spec
                || r.black != spec
            {
                return Err(format!(
                    "{}: '{}' [{}] {} vs {}, but combination {} of this race is '{}' [{}] \
                     {spec} self-play; was --variant, --param or --agent changed?",
                    at(),
                    r.variant,
                    r.params,
                    r.white,
                    r.black,
                    c + 1,
                    combo.params.variant.name,
                    combo.params.canonical()
                ));
            }
            if self.games.insert(r.game_id, r.result).is_some() {
                return Err(format!("{}: the game id appears twice", at()).into());
            }
        }
        self.read += chunk.len() as u64;
        self.lines += chunk.iter().filter(|&&b| b == b'\n').count() as u64;
        Ok(())
    }
}
