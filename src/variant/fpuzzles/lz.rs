//! lz-string's compression, as f-puzzles and SudokuPad use it to put a puzzle in a link: an LZW
//! variant over UTF-16 code units, written 6 bits to a character of a base64 alphabet.
//!
//! Two alphabets are in use. `compressToBase64` writes `A-Z a-z 0-9 + /` and pads with `=`;
//! `compressToEncodedURIComponent` writes `-` for `/` and never pads. The decoder reads both at
//! once (the 63 shared characters have the same values, and padding only follows the end mark),
//! so a payload in either opens without a guess. The encoder writes the base64 form, as
//! f-puzzles does, byte for byte what lz-string 1.4 writes for the same text.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// The base64 alphabet, in value order.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The most UTF-16 code units a payload may decode to. An f-puzzles puzzle is a few kilobytes;
/// a crafted payload can make every code one unit longer than the last and so decode to the
/// square of its length, which this bound stops early.
pub(crate) const MAX_DECODED: usize = 1 << 22;

/// Why a payload does not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LzError {
    /// Nothing to decode.
    Empty,
    /// A character of neither alphabet, at a position counted from 1.
    Character { ch: char, at: usize },
    /// The data ends before lz-string's end mark.
    Truncated,
    /// A code that names no dictionary entry.
    BadCode,
    /// The text would be longer than [`MAX_DECODED`] code units.
    TooLong,
}

impl fmt::Display for LzError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LzError::Empty => f.write_str("it is empty"),
            LzError::Character { ch, at } => write!(
                f,
                "{ch:?} at character {at} is not a base64 character (A-Z, a-z, 0-9, +, / or -)"
            ),
            LzError::Truncated => f.write_str("it ends before its end mark (is it cut short?)"),
            LzError::BadCode => f.write_str("it refers to a dictionary entry it never made"),
            LzError::TooLong => write!(f, "it would decode to more than {MAX_DECODED} characters"),
        }
    }
}

/// The value of a character in either alphabet; `=` and `$` (padding) read as 64, whose bits
/// below 64 are all zero, as lz-string reads them.
fn value(byte: u8) -> Option<u8> {
    match byte {
        b'A'..=b'Z' => Some(byte - b'A'),
        b'a'..=b'z' => Some(byte - b'a' + 26),
        b'0'..=b'9' => Some(byte - b'0' + 52),
        b'+' => Some(62),
        b'/' | b'-' => Some(63),
        b'=' | b'$' => Some(64),
        _ => None,
    }
}

/// Reads bits, lowest first, from 6-bit values (a value past the end reads as zeros).
struct Bits {
    values: Vec<u8>,
    /// The index of the next value to load.
    index: usize,
    current: u32,
    /// The bit of `current` to read next (32, 16, ..., 1).
    position: u32,
}

impl Bits {
    fn read(&mut self, count: u32) -> u32 {
        let mut bits = 0;
        for i in 0..count {
            if self.current & self.position != 0 {
                bits |= 1 << i;
            }
            self.position >>= 1;
            if self.position == 0 {
                self.position = 32;
                self.current = u32::from(self.values.get(self.index).copied().unwrap_or(0));
                self.index += 1;
            }
        }
        bits
    }
}

/// A dictionary entry: the entry it extends (or `NONE`), its last and first code units, its
/// length. Entries are kept as links, so the dictionary grows by one small record per code.
#[derive(Clone, Copy)]
struct Entry {
    prefix: u32,
    last: u16,
    first: u16,
    len: u32,
}

const NONE: u32 = u32::MAX;

/// Appends entry `code` to `out`.
fn emit(dict: &[Entry], code: u32, out: &mut Vec<u16>) -> Result<(), LzError> {
    let entry = dict[code as usize];
    let start = out.len();
    if start + entry.len as usize > MAX_DECODED {
        return Err(LzError::TooLong);
    }
    out.resize(start + entry.len as usize, 0);
    let (mut at, mut code) = (out.len(), code);
    loop {
        let link = dict[code as usize];
        at -= 1;
        out[at] = link.last;
        if link.prefix == NONE {
            return Ok(());
        }
        code = link.prefix;
    }
}

/// Decodes a payload in either alphabet into UTF-16 code units.
pub(crate) fn decompress(payload: &str) -> Result<Vec<u16>, LzError> {
    if payload.is_empty() {
        return Err(LzError::Empty);
    }
    let mut values = Vec::with_capacity(payload.len());
    for (i, ch) in payload.chars().enumerate() {
        let v = u8::try_from(ch)
            .ok()
            .and_then(value)
            .ok_or(LzError::Character { ch, at: i + 1 })?;
        values.push(v);
    }
    let length = values.len();
    let mut bits = Bits {
        current: u32::from(values[0]),
        values,
        index: 1,
        position: 32,
    };
    let single = |unit: u32| Entry {
        prefix: NONE,
        last: unit as u16,
        first: unit as u16,
        len: 1,
    };
    // Codes 0, 1 and 2 are the markers: a literal of 8 bits, of 16 bits, the end.
    let mut dict = alloc::vec![single(0); 3];
    let mut out = Vec::new();
    let first = match bits.read(2) {
        0 => bits.read(8),
        1 => bits.read(16),
        2 => return Ok(out),
        _ => return Err(LzError::BadCode),
    };
    dict.push(single(first));
    let mut w = 3u32;
    out.push(first as u16);
    let (mut enlarge_in, mut num_bits) = (4u32, 3u32);
    loop {
        if bits.index > length {
            return Err(LzError::Truncated);
        }
        let mut code = bits.read(num_bits);
        match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 });
                dict.push(single(unit));
                code = dict.len() as u32 - 1;
                enlarge_in -= 1;
            }
            2 => return Ok(out),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
        let known = (code as usize) < dict.len();
        if !known && code as usize != dict.len() {
            return Err(LzError::BadCode);
        }
        // The new entry is `w` and the first unit of `code`'s entry; when `code` is the entry
        // being made (the LZW corner case), that unit is `w`'s first.
        let head = if known {
            dict[code as usize].first
        } else {
            dict[w as usize].first
        };
        let previous = dict[w as usize];
        dict.push(Entry {
            prefix: w,
            last: head,
            first: previous.first,
            len: previous.len + 1,
        });
        emit(&dict, code, &mut out)?;
        enlarge_in -= 1;
        w = code;
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
        // Codes wider than 32 bits cannot be read; no payload under MAX_DECODED gets there.
        if num_bits > 31 {
            return Err(LzError::TooLong);
        }
    }
}

/// Writes bits, lowest first, 6 to a character.
struct Writer {
    out: String,
    value: u32,
    position: u32,
}

impl Writer {
    fn write(&mut self, mut value: u32, count: u32) {
        for _ in 0..count {
            self.value = (self.value << 1) | (value & 1);
            if self.position == 5 {
                self.position = 0;
                self.out.push(ALPHABET[self.value as usize] as char);
                self.value = 0;
            } else {
                self.position += 1;
            }
            value >>= 1;
        }
    }

    fn finish(mut self) -> String {
        loop {
            self.value <<= 1;
            if self.position == 5 {
                self.out.push(ALPHABET[self.value as usize] as char);
                break;
            }
            self.position += 1;
        }
        self.out
    }
}

/// The current prefix while compressing: its code, and its unit when it is a single one.
#[derive(Clone, Copy)]
struct Prefix {
    code: u32,
    unit: Option<u16>,
}

/// State of the compressor: the dictionary as a trie, the units not yet written as literals.
struct Compressor {
    singles: BTreeMap<u16, u32>,
    pairs: BTreeMap<(u32, u16), u32>,
    unwritten: BTreeSet<u16>,
    size: u32,
    num_bits: u32,
    enlarge_in: u32,
    bits: Writer,
}

impl Compressor {
    fn count(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.num_bits;
            self.num_bits += 1;
        }
    }

    /// Writes prefix `w`: its unit as a literal the first time a unit is written, else its code.
    fn put(&mut self, w: Prefix) {
        match w.unit {
            Some(unit) if self.unwritten.remove(&unit) => {
                if unit < 256 {
                    self.bits.write(0, self.num_bits);
                    self.bits.write(u32::from(unit), 8);
                } else {
                    self.bits.write(1, self.num_bits);
                    self.bits.write(u32::from(unit), 16);
                }
                self.count();
            }
            _ => self.bits.write(w.code, self.num_bits),
        }
        self.count();
    }
}

/// Compresses `text` as lz-string's `compressToBase64` does, padding included.
pub(crate) fn compress_to_base64(text: &str) -> String {
    let mut c = Compressor {
        singles: BTreeMap::new(),
        pairs: BTreeMap::new(),
        unwritten: BTreeSet::new(),
        size: 3,
        num_bits: 2,
        enlarge_in: 2,
        bits: Writer {
            out: String::new(),
            value: 0,
            position: 0,
        },
    };
    let mut w: Option<Prefix> = None;
    for unit in text.encode_utf16() {
        let code = match c.singles.get(&unit) {
            Some(&code) => code,
            None => {
                let code = c.size;
                c.singles.insert(unit, code);
                c.size += 1;
                c.unwritten.insert(unit);
                code
            }
        };
        let here = Prefix {
            code,
            unit: Some(unit),
        };
        w = Some(match w {
            None => here,
            Some(prefix) => match c.pairs.get(&(prefix.code, unit)) {
                Some(&longer) => Prefix {
                    code: longer,
                    unit: None,
                },
                None => {
                    c.put(prefix);
                    c.pairs.insert((prefix.code, unit), c.size);
                    c.size += 1;
                    here
                }
            },
        });
    }
    if let Some(prefix) = w {
        c.put(prefix);
    }
    c.bits.write(2, c.num_bits);
    let mut out = c.bits.finish();
    match out.len() % 4 {
        1 => out.push_str("==="),
        2 => out.push_str("=="),
        3 => out.push('='),
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// The pairs two independent implementations made (Python's `lzstring` and Node's
    /// `lz-string`): `[text, compressToBase64, compressToEncodedURIComponent]`.
    const PAIRS: &str = include_str!("../../../tests/data/lzstring-pairs.json");

    fn pairs() -> Vec<(String, String, String)> {
        let value: serde_json::Value = serde_json::from_str(PAIRS).unwrap();
        value["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                let s = |i: usize| p[i].as_str().unwrap().to_string();
                (s(0), s(1), s(2))
            })
            .collect()
    }

    fn text(units: &[u16]) -> String {
        String::from_utf16(units).unwrap()
    }

    #[test]
    fn pairs_agree_both_ways() {
        let pairs = pairs();
        assert!(pairs.len() >= 20, "only {} pairs", pairs.len());
        let value: serde_json::Value = serde_json::from_str(PAIRS).unwrap();
        for extra in value["node_only"].as_array().unwrap() {
            let s = |i: usize| extra[i].as_str().unwrap();
            assert_eq!(compress_to_base64(s(0)), s(1));
            assert_eq!(text(&decompress(s(1)).unwrap()), s(0));
            assert_eq!(text(&decompress(s(2)).unwrap()), s(0));
        }
        for (plain, base64, uri) in &pairs {
            assert_eq!(&compress_to_base64(plain), base64, "compressing {plain:?}");
            assert_eq!(&text(&decompress(base64).unwrap()), plain, "{base64}");
            assert_eq!(&text(&decompress(uri).unwrap()), plain, "{uri}");
        }
    }

    #[test]
    fn errors_say_why() {
        assert_eq!(decompress(""), Err(LzError::Empty));
        assert_eq!(
            decompress("N4.g"),
            Err(LzError::Character { ch: '.', at: 3 })
        );
        let full = compress_to_base64("{\"size\":9,\"title\":\"a longer text to cut\"}");
        assert_eq!(decompress(&full[..full.len() / 2]), Err(LzError::Truncated));
        // A literal 'a', then code 6: two past the dictionary's four entries.
        assert_eq!(decompress("IZgA"), Err(LzError::BadCode));
    }

    #[test]
    fn a_growing_payload_stops_at_the_bound() {
        // The LZW corner case over and over: each code one unit longer than the last.
        let text: String = core::iter::repeat_n('a', 40_000).collect();
        let packed = compress_to_base64(&text);
        assert_eq!(self::text(&decompress(&packed).unwrap()), text);
        assert!(packed.len() < 2_000);
    }
}
