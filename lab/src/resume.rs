//! The command that resumes an interrupted run (`tournament`, `sweep`, `tune`, `explore`)
//! and the note that gives it.

use std::path::Path;

/// Quotes `arg` for a POSIX shell when it holds anything but plain characters.
pub fn shell_quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./=:,+@%".contains(c));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

/// The command line `args` (the program's arguments, the program first) that finishes the
/// run writing `out`: the same arguments with `--out OUT` (when it was chosen automatically)
/// and `--resume` added, each quoted for a shell.
pub fn resume_command(args: &[String], out: &Path) -> String {
    let mut args = args.to_vec();
    if !args
        .iter()
        .any(|a| a == "--out" || a == "-o" || a.starts_with("--out="))
    {
        args.push("--out".into());
        args.push(out.display().to_string());
    }
    if !args.iter().any(|a| a == "--resume") {
        args.push("--resume".into());
    }
    args.iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The note of a run interrupted `when` (e.g. `after 3 of 8 games`): the CSV is valid, and
/// the command ([`resume_command`] of `args` and `out`) that resumes it.
pub fn interrupted_note(when: &str, args: &[String], out: &Path) -> String {
    format!(
        "interrupted {when}; the CSV is valid. Resume with:\n  {}",
        resume_command(args, out)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_resume_command_adds_out_and_resume_once_and_quotes() {
        let out = Path::new("results/a b.csv");
        assert_eq!(
            resume_command(
                &args(&["collapse", "tournament", "-a", "mcts:iters=5"]),
                out
            ),
            "collapse tournament -a mcts:iters=5 --out 'results/a b.csv' --resume"
        );
        assert_eq!(
            resume_command(
                &args(&["collapse", "sweep", "-o", "x.csv", "--resume"]),
                out
            ),
            "collapse sweep -o x.csv --resume"
        );
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
        assert_eq!(shell_quote(""), "''");
        assert_eq!(
            interrupted_note("after 2 rounds", &args(&["c", "--out=x.csv"]), out),
            "interrupted after 2 rounds; the CSV is valid. Resume with:\n  c --out=x.csv --resume"
        );
    }
}
