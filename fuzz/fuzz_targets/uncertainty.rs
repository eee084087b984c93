#![no_main]
//! Uncertainty position parser on each board, with and without `retransform` (the first byte
//! picks the parameters).
mod common;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use variants::declare::ParamSet;
use variants::uncertainty::UncertaintyParams;
use variants::uncertainty::Uncertainty;

fn games() -> &'static [Uncertainty] {
    static GAMES: OnceLock<Vec<Uncertainty>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut v = Vec::new();
        for board in ["standard", "torus", "fiveup", "hypertorus"] {
            for re in ["off", "on"] {
                let b = format!("board={board}");
                let r = format!("retransform={re}");
                let p = UncertaintyParams::parse_list(&[b.as_str(), r.as_str()]).unwrap();
                v.push(Uncertainty::new(&p));
            }
        }
        v
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let g = games();
    common::check(&g[pick as usize % g.len()], text);
});
