//! Where the game is saved: a file under the user's data directory, `shudu/game.txt`
//! (`$XDG_DATA_HOME`, else `~/.local/share` on Linux and the BSDs; `~/Library/Application
//! Support` on macOS; `%APPDATA%` on Windows). The rules crate writes and reads the text; this
//! module only finds the file and moves the text in and out of it.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The save file's path under the user's data directory, or `None` when the environment names
/// none (no home directory).
#[must_use]
pub fn save_path() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("shudu").join("game.txt"))
}

/// The user's data directory, from the environment.
fn data_dir() -> Option<PathBuf> {
    let absolute = |var: &str| {
        std::env::var_os(var)
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
    };
    if cfg!(windows) {
        return absolute("APPDATA");
    }
    if cfg!(target_os = "macos") {
        return absolute("HOME").map(|home| home.join("Library").join("Application Support"));
    }
    absolute("XDG_DATA_HOME").or_else(|| absolute("HOME").map(|h| h.join(".local").join("share")))
}

/// The saved game's text, `None` when there is no save.
///
/// # Errors
///
/// An I/O error other than the file not being there.
pub fn read(path: &Path) -> io::Result<Option<String>> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(err),
    }
}

/// Writes `text` to `path`, creating its directory; through a temporary file renamed over the
/// old one, so that a crash never leaves half a save.
///
/// # Errors
///
/// The I/O error that stopped it.
pub fn write(path: &Path, text: &str) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let partial = path.with_extension("txt.partial");
    fs::write(&partial, text)?;
    fs::rename(&partial, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_is_written_and_read_back_in_a_new_directory() {
        let dir = std::env::temp_dir().join(format!("shudu-store-{}", std::process::id()));
        let path = dir.join("shudu").join("game.txt");
        assert_eq!(read(&path).unwrap(), None);
        write(&path, "shudu game 1\n").unwrap();
        assert_eq!(read(&path).unwrap().as_deref(), Some("shudu game 1\n"));
        write(&path, "again\n").unwrap();
        assert_eq!(read(&path).unwrap().as_deref(), Some("again\n"));
        assert!(!path.with_extension("txt.partial").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
