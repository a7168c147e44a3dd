//! From what a user pastes to f-puzzles JSON text: JSON as it is; f-puzzles links
//! (`f-puzzles.com/?load=<payload>`); SudokuPad links that carry an f-puzzles payload
//! (`sudokupad.app/fpuzzles<payload>`, `/sudoku/fpuzzles...`, `?puzzleid=fpuzzles...`, the
//! same on `app.crackingthecryptic.com`, and the `fpuz` prefix); the bare payload, with or
//! without its prefix. Payloads may be URL-encoded.

use alloc::string::String;
use alloc::vec::Vec;

use super::LoadError;
use super::lz;

/// The f-puzzles JSON text that `text` is or carries.
pub(crate) fn json_text(text: &str) -> Result<String, LoadError> {
    // A byte order mark is not whitespace, but a file saved by some editors starts with one.
    let text = text.trim().trim_start_matches('\u{feff}').trim_start();
    if text.is_empty() {
        return Err(LoadError::Empty);
    }
    if text.starts_with('{') {
        return Ok(text.into());
    }
    match split_link(text) {
        Some(link) => from_link(&link),
        None => payload(text),
    }
}

/// A link's parts: its host (lower case, without `www.` and port), path, and query.
struct Link<'a> {
    host: String,
    path: &'a str,
    query: &'a str,
}

/// The hosts a link may have without its scheme.
const BARE_HOSTS: [&str; 4] = [
    "f-puzzles.com",
    "www.f-puzzles.com",
    "sudokupad.app",
    "app.crackingthecryptic.com",
];

fn split_link(text: &str) -> Option<Link<'_>> {
    let rest = match text.find("://") {
        Some(at) if text[..at].bytes().all(|b| b.is_ascii_alphabetic()) => &text[at + 3..],
        _ => {
            let lower = text.get(..30).unwrap_or(text).to_ascii_lowercase();
            let bare = BARE_HOSTS.iter().any(|host| {
                lower.starts_with(host)
                    && matches!(lower.as_bytes().get(host.len()), None | Some(b'/' | b'?'))
            });
            if !bare {
                return None;
            }
            text
        }
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let mut host = rest[..end].to_ascii_lowercase();
    if let Some(colon) = host.find(':') {
        host.truncate(colon);
    }
    if let Some(bare) = host.strip_prefix("www.") {
        host = bare.into();
    }
    let rest = &rest[end..];
    let rest = &rest[..rest.find('#').unwrap_or(rest.len())];
    let (path, query) = match rest.find('?') {
        Some(q) => (&rest[..q], &rest[q + 1..]),
        None => (rest, ""),
    };
    Some(Link { host, path, query })
}

fn on(host: &str, domain: &str) -> bool {
    host == domain
        || host
            .strip_suffix(domain)
            .is_some_and(|sub| sub.ends_with('.'))
}

/// The value of `name` in a query string, as written (not yet decoded).
fn param<'a>(query: &'a str, name: &str) -> Option<&'a str> {
    query.split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        (key == name).then_some(value)
    })
}

fn from_link(link: &Link<'_>) -> Result<String, LoadError> {
    if on(&link.host, "f-puzzles.com") {
        if let Some(load) = param(link.query, "load") {
            return payload(load);
        }
        if let Some(id) = param(link.query, "id").filter(|id| !id.is_empty()) {
            return Err(LoadError::ShortLink {
                site: "TinyURL",
                id: id.into(),
            });
        }
        return Err(LoadError::NoPayload {
            hint: "an f-puzzles link carries its puzzle after '?load='",
        });
    }
    if on(&link.host, "sudokupad.app") || on(&link.host, "crackingthecryptic.com") {
        if let Some(id) = param(link.query, "puzzleid") {
            return sudokupad_key(id);
        }
        let path = link.path.trim_start_matches('/');
        let path = ["sudoku/", "puzzle/"]
            .iter()
            .find_map(|prefix| path.strip_prefix(prefix))
            .unwrap_or(path);
        return sudokupad_key(path.trim_end_matches('/'));
    }
    Err(LoadError::OtherSite {
        host: link.host.clone(),
    })
}

/// A SudokuPad puzzle key: an f-puzzles payload, SudokuPad's own format, or a short id.
fn sudokupad_key(key: &str) -> Result<String, LoadError> {
    if key.is_empty() {
        return Err(LoadError::NoPayload {
            hint: "a SudokuPad link carries its puzzle after 'sudokupad.app/' or in '?puzzleid='",
        });
    }
    let decoded = percent_decoded(key)?;
    if ["fpuz", "scl", "ctc", "scf"]
        .iter()
        .any(|prefix| decoded.starts_with(prefix))
    {
        return payload(&decoded);
    }
    Err(LoadError::ShortLink {
        site: "SudokuPad",
        id: decoded,
    })
}

/// Decodes `%XX` escapes.
fn percent_decoded(text: &str) -> Result<String, LoadError> {
    if !text.contains('%') {
        return Ok(text.into());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(hi), Some(lo)) = (
                bytes.get(i + 1).copied().and_then(hex),
                bytes.get(i + 2).copied().and_then(hex),
            )
        {
            out.push((hi * 16 + lo) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| LoadError::NotLzString {
        reason: "its %-escapes do not make UTF-8 text".into(),
    })
}

/// The most ways [`payload`] tries to restore slashes that a link's path lost.
const SLASH_TRIES: usize = 64;

/// Decodes a payload (with or without its `fpuzzles`/`fpuz` prefix, URL-encoded or not).
///
/// A payload may have lost slashes: some servers and chat programs fold the `//` that base64
/// can hold into `/` in a link's path. When the payload does not decode to JSON, restoring `/`
/// to `//` is tried (at its first six slashes, fewest first), as SudokuPad itself does.
fn payload(raw: &str) -> Result<String, LoadError> {
    let decoded = percent_decoded(raw)?;
    let text = decoded.trim();
    for prefix in ["scl", "ctc", "scf"] {
        if text.starts_with(prefix) {
            return Err(LoadError::SudokuPadFormat { prefix });
        }
    }
    let text = text
        .strip_prefix("fpuzzles")
        .or_else(|| text.strip_prefix("fpuz"))
        .unwrap_or(text);
    // A '+' read as a space by a form decoder, and a payload broken over lines.
    let clean: String = text
        .chars()
        .filter(|c| !matches!(c, '\n' | '\r' | '\t'))
        .map(|c| if c == ' ' { '+' } else { c })
        .collect();
    let first = decode(&clean);
    if !clean.contains('/') || first.as_deref().is_ok_and(is_json) {
        return first;
    }
    let slashes: Vec<usize> = clean.match_indices('/').map(|(at, _)| at).collect();
    let slashes = &slashes[..slashes.len().min(6)];
    // Fewest slashes doubled first, each count in increasing order of the mask (a loop where a
    // stable sort by the count of ones would bring its own sort into the `.wasm`).
    let len = slashes.len() as u32;
    let masks = (1..=len).flat_map(|ones| (1..1u32 << len).filter(move |m| m.count_ones() == ones));
    for mask in masks.take(SLASH_TRIES) {
        let mut fixed = String::with_capacity(clean.len() + slashes.len());
        let mut from = 0;
        for (k, &at) in slashes.iter().enumerate() {
            if mask & (1 << k) != 0 {
                fixed.push_str(&clean[from..=at]);
                fixed.push('/');
                from = at + 1;
            }
        }
        fixed.push_str(&clean[from..]);
        if let Ok(json) = decode(&fixed)
            && is_json(&json)
        {
            return Ok(json);
        }
    }
    first
}

fn is_json(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).is_ok()
}

fn decode(payload: &str) -> Result<String, LoadError> {
    let units = lz::decompress(payload).map_err(|e| LoadError::NotLzString {
        reason: alloc::format!("{e}"),
    })?;
    if units.is_empty() {
        // Without this, the JSON reader's "EOF while parsing a value" at column 0 would be
        // the message: right, but about the text after decoding, which the user never saw.
        return Err(LoadError::NotLzString {
            reason: "it decodes to no text at all (is it cut short, or not a payload?)".into(),
        });
    }
    Ok(String::from_utf16_lossy(&units))
}

#[cfg(test)]
mod tests {
    use super::*;

    const JSON: &str = r#"{"size":4}"#;

    fn packed() -> String {
        lz::compress_to_base64(JSON)
    }

    #[test]
    fn a_payload_of_nothing_says_so() {
        let err = json_text("https://sudokupad.app/fpuzzlesXYZ").unwrap_err();
        assert_eq!(
            alloc::format!("{err}"),
            "the payload is not lz-string base64: it decodes to no text at all (is it cut short, or not a payload?)"
        );
    }

    #[test]
    fn every_form_gives_the_json() {
        let p = packed();
        let enc = p
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        for text in [
            alloc::format!("  {JSON}\n"),
            alloc::format!("{}{JSON}", '\u{feff}'),
            alloc::format!("https://f-puzzles.com/?load={p}"),
            alloc::format!("https://www.f-puzzles.com/?load={enc}"),
            alloc::format!("f-puzzles.com/?load={p}"),
            alloc::format!("https://sudokupad.app/fpuzzles{p}"),
            alloc::format!("https://sudokupad.app/sudoku/fpuzzles{enc}"),
            alloc::format!("https://sudokupad.app/?puzzleid=fpuzzles{enc}"),
            alloc::format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{p}?setting-x=1"),
            alloc::format!("https://beta.sudokupad.app/fpuz{p}"),
            alloc::format!("fpuzzles{p}"),
            alloc::format!("fpuz{p}"),
            p.clone(),
            enc.clone(),
        ] {
            assert_eq!(json_text(&text).as_deref(), Ok(JSON), "{text}");
        }
    }

    #[test]
    fn lost_slashes_are_restored() {
        // A payload with a "//" (a code unit of sixteen 1 bits makes one), then a path that
        // folded it.
        let (json, p) = (0..500)
            .map(|i| {
                let json = alloc::format!("{{\"size\":9,\"title\":\"t{i}{}\"}}", '\u{ffff}');
                let p = lz::compress_to_base64(&json);
                (json, p)
            })
            .find(|(_, p)| p.contains("//"))
            .unwrap();
        let folded = p.replace("//", "/");
        let link = alloc::format!("https://sudokupad.app/fpuzzles{folded}");
        assert_eq!(json_text(&link), Ok(json));
    }

    #[test]
    fn what_cannot_be_read_says_why() {
        let cases: [(&str, LoadError); 6] = [
            (" \n", LoadError::Empty),
            (
                "https://example.com/?load=abc",
                LoadError::OtherSite {
                    host: "example.com".into(),
                },
            ),
            (
                "https://f-puzzles.com/?id=abc123",
                LoadError::ShortLink {
                    site: "TinyURL",
                    id: "abc123".into(),
                },
            ),
            (
                "https://sudokupad.app/kb1h7z3vxp",
                LoadError::ShortLink {
                    site: "SudokuPad",
                    id: "kb1h7z3vxp".into(),
                },
            ),
            (
                "https://sudokupad.app/sclN4IgzglgXg",
                LoadError::SudokuPadFormat { prefix: "scl" },
            ),
            ("ctcN4Ig", LoadError::SudokuPadFormat { prefix: "ctc" }),
        ];
        for (text, err) in cases {
            assert_eq!(json_text(text), Err(err), "{text}");
        }
        assert!(matches!(
            json_text("https://f-puzzles.com/"),
            Err(LoadError::NoPayload { .. })
        ));
    }
}
