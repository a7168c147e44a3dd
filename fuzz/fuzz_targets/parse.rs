//! Any bytes: the readers never panic, `&str` and `&[u8]` agree, and every grid that parses
//! prints and parses back to itself in both forms; so do pencil marks (the 729-character
//! line and the boxed candidate grid).
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::{Grid, Marks, ParseError};

fuzz_target!(|data: &[u8]| {
    let parsed = Grid::parse_bytes(data);
    match core::str::from_utf8(data) {
        Ok(text) => assert_eq!(text.parse::<Grid>(), parsed),
        Err(_) => assert!(matches!(
            parsed,
            Err(ParseError::InvalidUtf8 { .. } | ParseError::UnexpectedChar { .. })
        )),
    }
    match parsed {
        Ok(grid) => {
            let line = grid.to_string();
            assert_eq!(line.parse::<Grid>(), Ok(grid));
            assert_eq!(format!("{grid:#}").parse::<Grid>(), Ok(grid));
            assert_eq!(grid.is_valid(), grid.conflicts().next().is_none());
        }
        // The messages are built when shown: they must not panic either.
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    if let Ok(text) = core::str::from_utf8(data) {
        match text.parse::<Marks>() {
            Ok(marks) => {
                assert_eq!(marks.to_string().parse::<Marks>().as_ref(), Ok(&marks));
                assert_eq!(format!("{marks:#}").parse::<Marks>().as_ref(), Ok(&marks));
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});
