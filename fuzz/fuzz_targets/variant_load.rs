//! Any text to `variant::load`: it never panics, and every message of its errors can be shown.
//! A puzzle it loads is written back as f-puzzles JSON, an f-puzzles link and a SudokuPad link,
//! each of which loads to the same puzzle (the rules come out of `load` in the order the
//! writers keep), and its solutions are counted within a small budget of guesses, so that a
//! rule the engine cannot take without a panic or a blow-up is found here too.
//!
//! The seeds in `fuzz/seeds/variant_load` are f-puzzles JSON with every key, links in each
//! form and texts that fail; `fuzz/variant_load.dict` gives libFuzzer the keys and cell names.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::variant::{self, Solver};

/// Guesses allowed to each count: enough to finish small puzzles, few enough to keep the run
/// fast on a 16x16 board with no givens.
const BUDGET: u64 = 200;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    match variant::load(text) {
        Ok(puzzle) => {
            assert!(variant::fpuzzles_json(text).is_ok());
            let json = variant::to_fpuzzles_json(&puzzle);
            assert_eq!(variant::load(&json).as_ref(), Ok(&puzzle), "{json}");
            let link = variant::to_fpuzzles_link(&puzzle);
            assert_eq!(variant::load(&link).as_ref(), Ok(&puzzle));
            let link = variant::to_sudokupad_link(&puzzle);
            assert_eq!(variant::load(&link).as_ref(), Ok(&puzzle));
            if let Ok(count) = Solver::new(&puzzle).with_budget(BUDGET).count_solutions(2) {
                assert!(count <= 2);
            }
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
