//! The one directory the server reads and writes (`--out`): every path a request names is
//! relative to it, and one that leaves it (`..`, an absolute path, a symbolic link pointing
//! out) is refused with 403 before anything is opened.

use std::path::{Component, Path, PathBuf};

use crate::error::{ApiError, ApiResult};

/// The `--out` directory, canonical (symbolic links resolved).
#[derive(Clone, Debug)]
pub struct OutDir {
    root: PathBuf,
}

impl OutDir {
    /// `dir`, created if missing, then canonicalized.
    ///
    /// Errors: the directory cannot be created or resolved (the OS error, with the path).
    pub fn new(dir: &Path) -> Result<OutDir, String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("--out {}: cannot create the directory: {e}", dir.display()))?;
        let root = dir
            .canonicalize()
            .map_err(|e| format!("--out {}: {e}", dir.display()))?;
        Ok(OutDir { root })
    }

    /// The directory itself (canonical).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The path `rel` names inside the directory. `rel` must be relative, without `..`, and
    /// (where the file or its folder exists) must resolve inside the directory.
    ///
    /// Errors: 400 for an empty path; 403 naming the path for anything that leaves the
    /// directory.
    pub fn resolve(&self, rel: &str) -> ApiResult<PathBuf> {
        let outside = || {
            ApiError::forbidden(format!(
                "path '{rel}' is outside the served directory {}: give a path relative to it, \
                 without '..'",
                self.root.display()
            ))
        };
        if rel.trim().is_empty() {
            return Err(ApiError::bad(
                "no path given: name a CSV file relative to the served directory",
            ));
        }
        let p = Path::new(rel);
        if !p.components().all(|c| matches!(c, Component::Normal(_))) {
            return Err(outside());
        }
        let full = self.root.join(p);
        // Resolve symbolic links of what exists: the file, else its folder.
        let check = if full.exists() {
            full.canonicalize().map_err(|_| outside())?
        } else {
            let parent = full.parent().ok_or_else(outside)?;
            match parent.canonicalize() {
                Ok(c) => c.join(full.file_name().ok_or_else(outside)?),
                Err(_) => full.clone(),
            }
        };
        if !check.starts_with(&self.root) {
            return Err(outside());
        }
        Ok(check)
    }

    /// The CSV files under the directory (two levels deep at most), relative, sorted.
    pub fn csv_files(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut dirs = vec![(self.root.clone(), 0)];
        while let Some((dir, depth)) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.is_dir() && depth < 2 {
                    dirs.push((path, depth + 1));
                } else if path.extension().is_some_and(|x| x == "csv") {
                    if let Ok(rel) = path.strip_prefix(&self.root) {
                        out.push(rel.display().to_string());
                    }
                }
            }
        }
        out.sort();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_leave_the_directory_are_refused() {
        let dir = std::env::temp_dir().join(format!("serve-paths-{}", std::process::id()));
        let out = OutDir::new(&dir).unwrap();
        assert!(out.resolve("games.csv").unwrap().starts_with(out.root()));
        assert!(out.resolve("sub/games.csv").is_ok());
        for bad in ["../x.csv", "/etc/passwd", "a/../../x", "./../x"] {
            assert_eq!(out.resolve(bad).unwrap_err().status, 403, "{bad}");
        }
        assert_eq!(out.resolve("").unwrap_err().status, 400);
        #[cfg(unix)]
        {
            let link = dir.join("link");
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink("/etc", &link).unwrap();
            assert_eq!(out.resolve("link/passwd").unwrap_err().status, 403);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
