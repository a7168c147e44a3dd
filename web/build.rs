//! The WebAssembly module's stack: 4 MiB instead of the linker's 1 MiB.
//!
//! Rating the hardest puzzles known (Sudoku Explainer 11 and up) reaches SE's last resort,
//! nested forcing chains, which keep chains inside chains on the stack: measured in this
//! module, 512 KiB runs out on the first puzzles of `hardest1905_11plus` and 768 KiB is just
//! enough, so the default left too little room. Running out traps ("memory access out of
//! bounds") and leaves the instance unusable, so the margin is generous: the memory is only
//! reserved, and 4 MiB is nothing to a page.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=4194304");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
