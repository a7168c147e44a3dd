//! The README's Rust examples are the crate documentation's doctests, word for word.
//!
//! The README is not compiled, but the crate docs in `src/lib.rs` are: every example there is a
//! doctest. Requiring each ```` ```rust ```` block of `README.md` to be one of those examples
//! (lines hidden with `# ` left out) keeps the README's tour compiling and passing with the crate.

use std::path::Path;

/// The fenced code blocks of `text` whose opening fence satisfies `wanted`, each as its lines.
fn code_blocks(text: &str, wanted: impl Fn(&str) -> bool) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<String>> = None;
    let mut keep = false;
    for line in text.lines() {
        let fence = line.trim_start().strip_prefix("```");
        match (fence, current.take()) {
            (Some(info), None) => {
                keep = wanted(info.trim());
                current = Some(Vec::new());
            }
            (Some(_), Some(block)) => {
                if keep {
                    blocks.push(block);
                }
            }
            (None, Some(mut block)) => {
                block.push(line.to_owned());
                current = Some(block);
            }
            (None, None) => {}
        }
    }
    assert!(current.is_none(), "a code block is not closed");
    blocks
}

fn read(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The doctests of the crate docs: the `//!` lines of `src/lib.rs`, code blocks with no
/// language or `rust`, without the lines rustdoc hides.
fn crate_doctests() -> Vec<Vec<String>> {
    let lib = read("src/lib.rs");
    let docs: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line))
        .flat_map(|line| [line, "\n"])
        .collect();
    code_blocks(&docs, |info| info.is_empty() || info == "rust")
        .into_iter()
        .map(|block| {
            block
                .into_iter()
                .filter(|line| line.trim() != "#" && !line.trim_start().starts_with("# "))
                .collect()
        })
        .collect()
}

#[test]
fn readme_rust_examples_are_crate_doctests() {
    let readme = code_blocks(&read("README.md"), |info| info == "rust");
    let doctests = crate_doctests();
    assert!(!readme.is_empty(), "the README has no Rust example");
    for (i, block) in readme.iter().enumerate() {
        assert!(
            doctests.contains(block),
            "Rust block {} of README.md is not an example of the crate docs in src/lib.rs; \
             copy it there (or from there), so that it is compiled and run as a doctest:\n{}",
            i + 1,
            block.join("\n")
        );
    }
}

#[test]
fn the_check_can_fail() {
    let text = "```rust\nlet x = 1;\n```\n```sh\ncargo test\n```\n";
    assert_eq!(code_blocks(text, |info| info == "rust"), [["let x = 1;"]]);
    let doctests = crate_doctests();
    assert!(!doctests.is_empty(), "no doctest found in src/lib.rs");
    assert!(!doctests.contains(&vec!["let x = 1;".to_owned()]));
}
