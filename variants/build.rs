//! Lists the weights files (`weights/*.txt`) for `src/weights.rs`, so that a new game's or
//! board's file needs no line of its own there: `$OUT_DIR/weights_files.rs` holds
//! `&[("key", include_str!("<abs path>/weights/key.txt")), ...]`, sorted by key.

use std::fmt::Write;
use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("weights");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut keys: Vec<String> = std::fs::read_dir(&dir)
        .expect("variants/weights")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "txt").then(|| p.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    keys.sort();
    let mut out = String::from("&[\n");
    for k in &keys {
        let path = dir.join(format!("{k}.txt"));
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(
            out,
            "    ({k:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    out.push(']');
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("weights_files.rs");
    std::fs::write(dest, out).unwrap();
}
