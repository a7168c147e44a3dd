//! `shudu`: the command. Everything it does is the library's ([`shudu_cli::main`]), which the
//! bundled examples and the Python package run too.

use std::process::ExitCode;

fn main() -> ExitCode {
    shudu_cli::main(std::env::args_os().skip(1)).into()
}
