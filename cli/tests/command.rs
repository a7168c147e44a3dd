//! The `shudu` binary run as a user runs it: files and pipes, every format, bad flags, bad
//! lines, an empty file, a closed pipe.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use shudu::{Grid, Solution, Solver};

const P1: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const P2: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/data")
        .join(name)
}

/// Runs `shudu ARGS` with `stdin` piped in.
fn shudu(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shudu"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shudu runs");
    let mut input = child.stdin.take().expect("a pipe");
    input.write_all(stdin.as_bytes()).expect("shudu reads");
    drop(input);
    child.wait_with_output().expect("shudu ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// A temporary file holding `contents`, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &str) -> TempFile {
        let path = std::env::temp_dir().join(format!("shudu-cli-{}-{name}", std::process::id()));
        std::fs::write(&path, contents).expect("a temporary file");
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn solution_of(puzzle: &str) -> String {
    let grid: Grid = puzzle.parse().unwrap();
    match Solver::new().solve(&grid) {
        Solution::Unique(s) => s.to_string(),
        other => panic!("{puzzle} has no unique solution: {other:?}"),
    }
}

#[test]
fn solve_prints_a_line_per_puzzle_puzzle_first_label_last() {
    let file = TempFile::new(
        "solve.txt",
        &format!("# two puzzles\n{P1} easy50 #1\n\n{P2}\n"),
    );
    let out = shudu(&["solve", file.path()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], format!("{P1}\t{}\teasy50 #1", solution_of(P1)));
    assert_eq!(lines[1], format!("{P2}\t{}", solution_of(P2)));
    assert!(text(&out.stderr).contains("2 puzzles: 2 solved"));
}

#[test]
fn solve_reads_a_pipe_and_names_bad_lines() {
    let bad = P1.replacen('9', "x", 1);
    let out = shudu(&["solve"], &format!("{P1}\n{bad}\n{P2}\n"));
    assert_eq!(
        out.status.code(),
        Some(1),
        "an unreadable puzzle is status 1"
    );
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines.len(),
        3,
        "the other puzzles are still solved: {stdout}"
    );
    assert!(lines[1].starts_with(&format!("{bad}\terror: unexpected character 'x' at line 2")));
    assert!(text(&out.stderr).contains("shudu solve: unexpected character 'x' at line 2"));
    assert_eq!(lines[2], format!("{P2}\t{}", solution_of(P2)));
}

#[test]
fn solve_says_why_there_is_no_single_solution() {
    let clash = format!("55{}", &P1[2..]);
    let empty = ".".repeat(81);
    let out = shudu(&["solve"], &format!("{clash}\n{empty}\n"));
    assert!(out.status.success(), "no solution and several are answers");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("\tno solution: the clues clash: r1c1 and r1c2 both hold 5 in row 1"));
    assert!(stdout.contains("\tmore than one solution, two of them: "));
}

#[test]
fn an_empty_file_is_no_puzzle_and_no_error() {
    let file = TempFile::new("empty.txt", "");
    let out = shudu(&["solve", file.path()], "");
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert!(text(&out.stderr).contains("0 puzzles"));
}

#[test]
fn a_missing_file_is_named_and_the_others_still_read() {
    let file = TempFile::new("one.txt", &format!("{P1}\n"));
    let out = shudu(&["solve", "/nonexistent/puzzles.txt", file.path()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot read /nonexistent/puzzles.txt: "));
    assert_eq!(text(&out.stdout).lines().count(), 1);
}

#[test]
fn count_reports_counts_and_limits() {
    let empty = ".".repeat(81);
    let out = shudu(&["count", "--limit", "5"], &format!("{P1}\n{empty}\n"));
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), format!("{P1}\t1\n{empty}\t5+\n"));
}

#[test]
fn rate_prints_a_line_per_puzzle_puzzle_first() {
    let out = shudu(&["rate", data("rate-demo.txt").to_str().unwrap()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert!(
            fields[0].parse::<Grid>().is_ok() && fields[0].len() == 81,
            "{line}"
        );
        let er: f32 = fields[1].parse().expect("ER is a number");
        assert!((1.0..=12.0).contains(&er));
    }
    assert!(lines[0].ends_with("\tProject Euler 96, grid 1"));
}

#[test]
fn generate_prints_count_lines_the_same_on_any_number_of_threads() {
    let one = shudu(
        &["generate", "--count", "6", "--seed", "11", "--jobs", "1"],
        "",
    );
    let two = shudu(
        &["generate", "--count", "6", "--seed", "11", "--jobs", "2"],
        "",
    );
    assert!(one.status.success() && two.status.success());
    assert_eq!(one.stdout, two.stdout);
    let stdout = text(&one.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 6);
    for line in &lines {
        assert_eq!(line.len(), 81);
        let grid: Grid = line.parse().unwrap();
        assert!(matches!(Solver::new().solve(&grid), Solution::Unique(_)));
    }
    // Puzzle n is the one seed S + n - 1 makes alone.
    let fifth = shudu(&["generate", "--seed", "15"], "");
    assert_eq!(text(&fifth.stdout).trim_end(), lines[4]);
    assert_eq!(text(&one.stderr), "seed: 11\n");
}

#[test]
fn generated_puzzles_pipe_into_solve_and_rate() {
    let made = shudu(
        &[
            "generate",
            "--count",
            "3",
            "--seed",
            "2",
            "--format",
            "line+solution",
        ],
        "",
    );
    let made = text(&made.stdout);
    let puzzles: String = made
        .lines()
        .map(|line| format!("{}\n", &line[..81]))
        .collect();
    let solved = text(&shudu(&["solve"], &puzzles).stdout);
    assert_eq!(solved, made, "solve gives generate's solutions");
    let rated = shudu(&["rate", "--format", "json"], &puzzles);
    for line in text(&rated.stdout).lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["status"], "rated");
        assert!(record["er"].as_f64().unwrap() >= 1.0);
        assert!(record["level"].is_string());
    }
}

#[test]
fn tsv_has_a_header_and_the_same_columns_on_every_line() {
    let bad = "12345";
    let out = shudu(
        &["solve", "--format", "tsv"],
        &format!("{P1} a label\n{bad}\n"),
    );
    let stdout = text(&out.stdout);
    let lines: Vec<Vec<&str>> = stdout.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(
        lines[0],
        [
            "puzzle", "status", "solution", "other", "message", "label", "input", "line"
        ]
    );
    assert!(lines.iter().all(|l| l.len() == lines[0].len()));
    assert_eq!(lines[1][1], "unique");
    assert_eq!(lines[1][5], "a label");
    assert_eq!(lines[2][1], "unreadable");
    assert_eq!(lines[2][7], "2");
}

#[test]
fn json_lines_parse_for_every_verb() {
    let input = format!("{P1}\n{P2} second\n");
    for args in [
        &["solve", "--format", "json"][..],
        &["count", "--format", "json"],
        &["rate", "--format", "json", "--steps"],
        &["hint", "--format", "json", "--stage", "all", "--apply"],
        &["path", "--format", "json"],
        &["canonical", "--format", "json"],
        &[
            "generate", "--format", "json", "--count", "2", "--seed", "1",
        ],
    ] {
        let out = shudu(args, &input);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert_eq!(stdout.lines().count(), 2, "{args:?}");
        for line in stdout.lines() {
            let record: serde_json::Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{args:?}: {e}: {line}"));
            assert!(record.is_object());
        }
    }
}

#[test]
fn hint_goes_in_stages_and_its_marks_feed_the_next_hint() {
    let first = shudu(&["hint"], &format!("{P1}\n"));
    assert!(first.status.success());
    assert_eq!(
        text(&first.stdout),
        format!("{P1}\tLook for a Naked Single in box 5\n")
    );
    let cells = shudu(
        &["hint", "--stage", "2", "--order", "se"],
        &format!("{P1}\n"),
    );
    assert!(text(&cells.stdout).contains("look at r1c7, r2c2, r3c6 and r6c3 for 6"));
    let applied = shudu(&["hint", "--stage", "full", "--apply"], &format!("{P1}\n"));
    let stdout = text(&applied.stdout);
    let fields: Vec<&str> = stdout.trim_end().split('\t').collect();
    assert_eq!(fields.len(), 3);
    assert_eq!(fields[2].len(), 729, "the pencil marks after the step");
    let next = shudu(&["hint", "--stage", "full"], &format!("{}\n", fields[2]));
    assert!(next.status.success(), "{}", text(&next.stderr));
    let next = text(&next.stdout);
    assert!(next.starts_with(fields[2]));
    assert_ne!(
        next.split('\t').nth(1),
        Some(fields[1]),
        "the next step is another"
    );
}

#[test]
fn hint_refuses_a_puzzle_without_one_solution() {
    let out = shudu(&["hint"], &format!("{}\n", ".".repeat(81)));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("\terror: more than one solution"));
}

#[test]
fn canonical_forms_drop_disguised_duplicates() {
    // P1 turned a quarter is the same puzzle.
    let grid: Grid = P1.parse().unwrap();
    let turned = shudu::Transform::rotate().apply(&grid).to_string();
    let out = shudu(
        &["canonical", "--dedup"],
        &format!("{P1}\n{turned}\n{P2}\n"),
    );
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().count(), 2);
    assert!(text(&out.stderr).contains("3 grids, 2 distinct forms"));
}

#[test]
fn path_lines_add_up() {
    let out = shudu(&["path"], &format!("{P1}\n"));
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let p: Vec<&str> = stdout.lines().next().unwrap().split('\t').collect();
    assert_eq!(&p[..3], ["P", "1", P1]);
    assert_eq!(p[6], "solved");
    let steps = stdout.lines().filter(|l| l.starts_with("S\t1\t")).count();
    assert_eq!(p[5], steps.to_string());
}

#[test]
fn variant_verbs_read_every_form() {
    let file = data("variant.txt");
    let file = file.to_str().unwrap();
    let solved = shudu(&["variant", "solve", file], "");
    assert_eq!(solved.status.code(), Some(1), "three lines are not puzzles");
    let stdout = text(&solved.stdout);
    assert!(stdout.contains("unique\t2341143232144123\tshudu sample: diagonal+ 4\n"));
    assert!(stdout.contains("no solution\t-\tA cage of 9 in two cells\n"));
    assert!(stdout.contains("error: unsupported constraint 'clone' (1 entry)\n"));
    assert!(text(&solved.stderr).contains("line 16: unsupported constraint 'clone'"));
    let line6: String = std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .nth(5)
        .unwrap()
        .to_owned();
    let counted = shudu(&["variant", "count"], &line6);
    assert_eq!(text(&counted.stdout), "1\tshudu sample: diagonal+ 4\n");
    let candidates = shudu(&["variant", "candidates"], &line6);
    assert_eq!(
        text(&candidates.stdout),
        "2 3 4 1 1 4 3 2 3 2 1 4 4 1 2 3\tshudu sample: diagonal+ 4\n"
    );
}

#[test]
fn a_puzzle_can_be_an_argument() {
    let link = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOAvkA";
    let out = shudu(
        &["variant", "count", "--limit", "3", link, r#"{"size": 4}"#],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "3+\n3+\n");
    // A grid of 81 cells is a puzzle too, for the classic verbs.
    let grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let out = shudu(&["solve", grid], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with(&format!("{grid}\t417369825")));
    let out = shudu(&["rate", "--se", grid], "");
    assert!(
        text(&out.stderr).contains("1 puzzle: 1 rated"),
        "{}",
        text(&out.stderr)
    );
    // What is neither a file nor a puzzle is still a file that cannot be read.
    let out = shudu(&["variant", "count", "no-such-file.txt"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot read no-such-file.txt"));
    // A payload that decodes to nothing says so, not "EOF while parsing".
    let out = shudu(
        &["variant", "solve", "https://sudokupad.app/fpuzzlesXYZ"],
        "",
    );
    assert!(
        text(&out.stdout)
            .contains("error: the payload is not lz-string base64: it decodes to no text at all")
    );
}

#[test]
fn every_verb_has_help_and_bad_flags_are_usage_errors() {
    for verb in [
        "solve",
        "count",
        "rate",
        "hint",
        "path",
        "generate",
        "canonical",
        "play",
        "variant",
    ] {
        let out = shudu(&[verb, "--help"], "");
        assert!(out.status.success(), "{verb} --help");
        let help = text(&out.stdout);
        assert!(
            help.to_lowercase().contains("usage:"),
            "{verb} --help: {help}"
        );
        let bogus = shudu(&[verb, "--bogus"], "");
        assert_eq!(bogus.status.code(), Some(2), "{verb} --bogus");
    }
    for args in [
        &["solve", "--jobs", "0"][..],
        &["rate", "--jobs", "x"],
        &["solve", "--format", "xml"],
        &["generate", "--clues", "90"],
        &["generate", "--count", "0"],
        &["hint", "--stage", "4"],
        &["count", "--limit", "0"],
        &["variant", "shuffle"],
        &["rate", "--se", "--hodoku"],
        &["frobnicate"],
        &[],
    ] {
        let out = shudu(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} says why");
    }
    let jobs = shudu(&["solve", "--jobs", "0"], "");
    assert!(text(&jobs.stderr).contains("--jobs must be at least 1 (leave it out for every core)"));
    let top = shudu(&["--help"], "");
    assert!(text(&top.stdout).contains("Exit status:"));
    let version = shudu(&["--version"], "");
    assert_eq!(
        text(&version.stdout),
        format!("shudu {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shudu"))
        .args(["generate", "--count", "100000", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shudu runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader goes away, as `head -1` does.
    let status = child.wait().unwrap();
    assert_eq!(first.trim_end().len(), 81);
    assert!(status.success(), "{status:?}");
}
