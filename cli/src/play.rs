//! `shudu play`: the terminal game of `play/`, whose library holds the whole program.

use std::ffi::OsString;

use crate::args::Context;
use crate::streams::Status;

/// Plays in the terminal. The game owns the process's terminal and standard streams, so it
/// runs only on them (`shudu_cli::main`), never on captured streams.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let mut texts = Vec::with_capacity(args.len());
    for arg in args {
        match arg.into_string() {
            Ok(text) => texts.push(text),
            Err(arg) => return ctx.usage(&format!("{arg:?} is not UTF-8 text")),
        }
    }
    if !ctx.process {
        return ctx.usage("the game needs the terminal: run it as `shudu play`");
    }
    match shudu_play::terminal::run(&ctx.name, texts) {
        0 => Status::Success,
        2 => Status::Usage,
        _ => Status::Failure,
    }
}
