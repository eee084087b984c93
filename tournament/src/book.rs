//! The opening lines of `--openings FILE`: read from the file, and each checked against the
//! start position with the file's line number in the error.

use std::path::Path;

use mcts::Game;

/// The opening lines of a file, with the 1-based line number of each in the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningsFile {
    /// One move list per opening, in the variant's notation (trimmed).
    pub lines: Vec<String>,
    /// The file line of each of `lines`.
    pub numbers: Vec<usize>,
}

impl OpeningsFile {
    /// Reads `path`: one move list per line; blank lines and lines starting with `#` are
    /// skipped.
    ///
    /// Errors (messages name `--openings PATH`): the file cannot be read, or holds no line.
    pub fn read(path: &Path) -> Result<OpeningsFile, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("--openings {}: cannot read: {e}", path.display()))?;
        let f = Self::parse(&text);
        if f.lines.is_empty() {
            return Err(format!(
                "--openings {}: no opening in the file; expected one move list per line in \
                 the variant's notation",
                path.display()
            ));
        }
        Ok(f)
    }

    /// The openings of a file's `text` (see [`OpeningsFile::read`]); may be empty.
    pub fn parse(text: &str) -> OpeningsFile {
        let (lines, numbers) = text
            .lines()
            .map(str::trim)
            .enumerate()
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
            .map(|(i, l)| (l.to_string(), i + 1))
            .unzip();
        OpeningsFile { lines, numbers }
    }

    /// Checks that every line plays from `start` and leaves the game going.
    ///
    /// Errors (`--openings PATH:LINE: ...`, `path` being the file's): the first line with a
    /// move that does not parse or is not legal, or after which the game is over.
    pub fn check<G: Game>(&self, start: &G, path: &Path) -> Result<(), String> {
        for (text, n) in self.lines.iter().zip(&self.numbers) {
            let mut g = start.clone();
            mcts::play_move_list(&mut g, text)
                .map_err(|e| format!("--openings {}:{n}: {e}", path.display()))?;
            if !g.outcome().is_ongoing() {
                return Err(format!(
                    "--openings {}:{n}: the game is over after this opening ({}); an \
                     opening must leave the game going",
                    path.display(),
                    mcts::describe_outcome(g.outcome())
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mcts::testgames::TicTacToe;

    #[test]
    fn comments_and_blank_lines_are_skipped_and_lines_keep_their_numbers() {
        let f = OpeningsFile::parse("# book\n\n  1 \n2\n#x\n3\n");
        assert_eq!(f.lines, ["1", "2", "3"]);
        assert_eq!(f.numbers, [3, 4, 6]);
        assert!(OpeningsFile::parse("#only\n").lines.is_empty());
        let missing = OpeningsFile::read(Path::new("/nonexistent/book.txt")).unwrap_err();
        assert!(missing.starts_with("--openings /nonexistent/book.txt: cannot read"));
    }

    #[test]
    fn a_bad_line_is_named_by_its_file_line() {
        let path = Path::new("book.txt");
        let start = TicTacToe::default();
        let f = OpeningsFile::parse(
            "0 1

4 9
",
        );
        let e = f.check(&start, path).unwrap_err();
        assert!(e.starts_with("--openings book.txt:3: "), "{e}");
        // X takes the top row: the game is over after the opening.
        let over = OpeningsFile::parse("0 3 1 4 2")
            .check(&start, path)
            .unwrap_err();
        assert!(
            over.contains("book.txt:1: the game is over after this opening"),
            "{over}"
        );
        assert_eq!(
            OpeningsFile::parse(
                "4
0 8"
            )
            .check(&start, path),
            Ok(())
        );
    }
}
