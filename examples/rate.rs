//! Rates puzzles on Sudoku Explainer's scale: one line per puzzle with ER/EP/ED.
use std::io::{BufRead, Write};

use shudu::{Explainer, Grid};

fn main() {
    let explainer = Explainer::new();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let verbose = std::env::args().any(|a| a == "--steps");
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let Some(text) = line.get(..81) else { continue };
        let grid: Grid = match text.parse() {
            Ok(g) => g,
            Err(e) => {
                writeln!(out, "{text}\terror: {e}").unwrap();
                continue;
            }
        };
        let result = explainer.walk(&grid, |step| {
            if verbose {
                println!("  {:.1} {step}", step.difficulty());
            }
        });
        match result {
            Ok(r) => writeln!(
                out,
                "{text}\t{:.1}\t{:.1}\t{:.1}\t{}",
                r.er(),
                r.ep(),
                r.ed(),
                r.hardest()
            )
            .unwrap(),
            Err(e) => writeln!(out, "{text}\terror: {e}").unwrap(),
        }
    }
}
