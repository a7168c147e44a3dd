//! Links the core of shudu into a `#![no_std]` library. See `Cargo.toml` for why.
#![no_std]

use shudu::{Cell, Grid, Solver};

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}

/// Parses 81 bytes of text and counts the grid's solutions up to 2; `usize::MAX` when the
/// text is not a grid or its clues clash.
#[unsafe(no_mangle)]
pub extern "C" fn shudu_count_solutions(text: &[u8; 81]) -> usize {
    let Ok(grid) = Grid::parse_bytes(text) else {
        return usize::MAX;
    };
    if grid.conflicts().next().is_some() || !grid.is_valid() {
        return usize::MAX;
    }
    Solver::new().count_solutions(&grid, 2)
}

/// The candidates of the first cell of a grid parsed from `text`, as a bitmask; 0 on error.
#[unsafe(no_mangle)]
pub extern "C" fn shudu_first_candidates(text: &[u8; 81]) -> u16 {
    match (
        core::str::from_utf8(text).map(str::parse::<Grid>),
        Cell::new(0),
    ) {
        (Ok(Ok(grid)), Some(cell)) => grid.candidates(cell).bits(),
        _ => 0,
    }
}

/// Writes the canonical form of the grid parsed from `text` into `out` (0 for empty) and
/// returns its number of automorphisms; 0 when the text is not a grid.
#[unsafe(no_mangle)]
pub extern "C" fn shudu_canonical(text: &[u8; 81], out: &mut [u8; 81]) -> u32 {
    let Ok(grid) = Grid::parse_bytes(text) else {
        return 0;
    };
    let form = grid.canonical();
    *out = form.grid().to_values();
    form.automorphisms()
}
