//! The text reader: every accepted form, and the exact error for each kind of mistake.

use shudu::{Grid, ParseError};

const LINE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn grid() -> Grid {
    LINE.parse().unwrap()
}

fn err(text: &str) -> ParseError {
    text.parse::<Grid>().unwrap_err()
}

#[test]
fn line_with_dots_zeros_and_other_empty_markers() {
    assert_eq!(grid().to_string(), LINE);
    assert_eq!(LINE.replace('.', "0").parse(), Ok(grid()));
    assert_eq!(LINE.replace('.', "_").parse(), Ok(grid()));
    assert_eq!(LINE.replace('.', "*").parse(), Ok(grid()));
    assert_eq!(format!("  {LINE}\r\n").parse(), Ok(grid()));
    assert_eq!(format!("\u{feff}{LINE}\n\n").parse(), Ok(grid()));
}

#[test]
fn full_width_digits() {
    let wide: String = LINE
        .chars()
        .map(|c| match c {
            '.' => '０',
            d => char::from_u32(u32::from(d) - u32::from('0') + u32::from('０')).unwrap(),
        })
        .collect();
    assert_eq!(wide.parse(), Ok(grid()));
}

#[test]
fn norvig_block_and_our_block() {
    let norvig = "
4 . . |. . . |8 . 5 
. 3 . |. . . |. . . 
. . . |7 . . |. . . 
------+------+------
. 2 . |. . . |. 6 . 
. . . |. 8 . |4 . . 
. . . |. 1 . |. . . 
------+------+------
. . . |6 . 3 |. 7 . 
5 . . |2 . . |. . . 
1 . 4 |. . . |. . . 
";
    assert_eq!(norvig.parse(), Ok(grid()));
    let ours = format!("{:#}", grid());
    assert_eq!(
        ours,
        "4 . . | . . . | 8 . 5\n\
         . 3 . | . . . | . . .\n\
         . . . | 7 . . | . . .\n\
         ------+-------+------\n\
         . 2 . | . . . | . 6 .\n\
         . . . | . 8 . | 4 . .\n\
         . . . | . 1 . | . . .\n\
         ------+-------+------\n\
         . . . | 6 . 3 | . 7 .\n\
         5 . . | 2 . . | . . .\n\
         1 . 4 | . . . | . . ."
    );
    assert_eq!(ours.parse(), Ok(grid()));
    assert_eq!(ours.replace('\n', "\r\n").parse(), Ok(grid()));
}

#[test]
fn nine_lines_of_digits_and_array_literals() {
    let rows = "400000805\n030000000\n000700000\n020000060\n000080400\n000010000\n000603070\n500200000\n104000000";
    assert_eq!(rows.parse(), Ok(grid()));
    let python: String = rows
        .lines()
        .map(|r| {
            let cells: Vec<String> = r.chars().map(String::from).collect();
            format!("    [{}],\n", cells.join(","))
        })
        .collect();
    assert_eq!(format!("[\n{python}]").parse(), Ok(grid()));
    let leetcode: String = rows
        .lines()
        .map(|r| {
            let cells: Vec<String> = r
                .chars()
                .map(|c| format!("\"{}\"", if c == '0' { '.' } else { c }))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect::<Vec<_>>()
        .join(",\n");
    assert_eq!(format!("[{leetcode}]").parse(), Ok(grid()));
}

#[test]
fn box_drawing_frame() {
    let mut text = String::from("┌───────┬───────┬───────┐\n");
    for (r, row) in LINE.as_bytes().chunks(9).enumerate() {
        if r == 3 || r == 6 {
            text.push_str("├───────┼───────┼───────┤\n");
        }
        text.push('│');
        for (c, &b) in row.iter().enumerate() {
            text.push(' ');
            text.push(char::from(b));
            if c % 3 == 2 {
                text.push_str(" │");
            }
        }
        text.push('\n');
    }
    text.push_str("└───────┴───────┴───────┘\n");
    assert_eq!(text.parse(), Ok(grid()));
}

#[test]
fn table_pasted_from_a_web_page() {
    // One row per line, tabs between cells, nothing in an empty cell: Arto Inkala's puzzle as
    // a Chinese blog printed it.
    let table = "8\t\t\t\t\t\t\t\t\n\
                 \t\t3\t6\t\t\t\t\t\n\
                 \t7\t\t\t9\t\t2\t\t\n\
                 \t5\t\t\t\t7\t\t\t\n\
                 \t\t\t\t4\t5\t7\t\t\n\
                 \t\t\t1\t\t\t\t3\t\n\
                 \t\t1\t\t\t\t\t6\t8\n\
                 \t\t8\t5\t\t\t\t1\t\n\
                 \t9\t\t\t\t\t4\t\t\n";
    let expected: Grid =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
            .parse()
            .unwrap();
    assert_eq!(table.parse(), Ok(expected));
    // Tabs between every cell, empty ones marked, reads the same.
    let marked: String = expected
        .to_string()
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join("\t") + "\n"
        })
        .collect();
    assert_eq!(marked.parse(), Ok(expected));
}

#[test]
fn syntax_only_clashing_clues_parse() {
    let two_fives = format!("55{}", ".".repeat(79));
    let grid: Grid = two_fives.parse().unwrap();
    assert!(!grid.is_valid());
}

#[test]
fn eighty_cells() {
    let e = err(&"1".repeat(80));
    assert_eq!(
        e,
        ParseError::TooFewCells {
            found: 80,
            lines: 1
        }
    );
    assert_eq!(
        e.to_string(),
        "found 80 cells, a grid needs 81: a cell is missing"
    );
    assert_eq!(
        err("1").to_string(),
        "found 1 cell, a grid needs 81: 80 cells are missing"
    );
}

#[test]
fn eighty_two_cells() {
    let e = err(&"1".repeat(82));
    assert_eq!(
        e,
        ParseError::TooManyCells {
            found: 82,
            lines: 1
        }
    );
    assert_eq!(
        e.to_string(),
        "found 82 cells, a grid has 81: 1 cell too many"
    );
    assert_eq!(
        err(&".".repeat(90)).to_string(),
        "found 90 cells, a grid has 81: 9 cells too many"
    );
}

#[test]
fn two_grids_at_once() {
    let e = err(&format!("{LINE}\n{LINE}\n"));
    assert_eq!(
        e,
        ParseError::TooManyCells {
            found: 162,
            lines: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "found 162 cells on 2 lines, a grid has 81: that is 2 grids, parse them one at a time"
    );
}

#[test]
fn a_letter_in_the_middle() {
    let mut text = String::from(LINE);
    text.replace_range(40..41, "x");
    let e = err(&text);
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: 'x',
            line: 1,
            column: 41
        }
    );
    assert_eq!(
        e.to_string(),
        "unexpected character 'x' at line 1, column 41: \
         a cell is a digit 1 to 9, or '.' or '0' for an empty cell"
    );
}

#[test]
fn a_letter_in_a_block_is_located_by_line_and_character() {
    let block = format!("{:#}", grid()).replacen("6", "b", 1);
    let e = err(&format!("数独\n{block}"));
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: '数',
            line: 1,
            column: 1
        }
    );
    let e = err(&format!("\n{block}"));
    // `6` first appears on row 4 (line 5 of the block), column 19; one blank line before.
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: 'b',
            line: 6,
            column: 19
        }
    );
    let e = err("1\t数");
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: '数',
            line: 1,
            column: 3
        }
    );
}

#[test]
fn a_block_with_a_row_missing() {
    let block = format!("{:#}", grid());
    let without_row_5: Vec<&str> = block
        .lines()
        .enumerate()
        .filter(|&(i, _)| i != 5)
        .map(|(_, l)| l)
        .collect();
    let e = err(&without_row_5.join("\n"));
    assert_eq!(
        e,
        ParseError::TooFewCells {
            found: 72,
            lines: 8
        }
    );
    assert_eq!(
        e.to_string(),
        "found 8 rows of 9 cells, a grid needs 9 rows: a row is missing"
    );
    let e = err(&format!("{block}\n1 2 3 4 5 6 7 8 9"));
    assert_eq!(
        e,
        ParseError::TooManyCells {
            found: 90,
            lines: 10
        }
    );
    assert_eq!(
        e.to_string(),
        "found 10 rows of 9 cells, a grid has 9 rows: 1 row too many"
    );
}

#[test]
fn a_block_with_a_cell_missing_names_the_line() {
    let block = format!("{:#}", grid()).replacen(". 8 .", ". 8", 1);
    let e = err(&block);
    assert_eq!(e, ParseError::WrongRowLength { line: 6, found: 8 });
    assert_eq!(
        e.to_string(),
        "line 6 holds 8 cells, but when a grid spans several lines \
         each line is a row of 9 cells: 1 cell missing"
    );
    // Even when another row makes up the total.
    let swapped = format!("{:#}", grid())
        .replacen(". 8 .", ". 8", 1)
        .replacen("5 . .", "5 . . .", 1);
    assert_eq!(
        err(&swapped),
        ParseError::WrongRowLength { line: 6, found: 8 }
    );
}

#[test]
fn empty_input() {
    for text in ["", " ", "\n\n", "\t\r\n", "------+-------+------\n|  |"] {
        assert_eq!(err(text), ParseError::Empty, "{text:?}");
    }
    assert_eq!(
        ParseError::Empty.to_string(),
        "found no cells: a grid needs 81, each a digit 1 to 9, or '.' or '0' for an empty cell"
    );
}

#[test]
fn invalid_utf8() {
    let mut bytes = LINE.as_bytes().to_vec();
    bytes[40] = 0xff;
    let e = Grid::parse_bytes(&bytes).unwrap_err();
    assert_eq!(
        e,
        ParseError::InvalidUtf8 {
            byte: 0xff,
            offset: 40,
            line: 1,
            column: 41
        }
    );
    assert_eq!(
        e.to_string(),
        "the input is not UTF-8 text: byte 0xff at line 1, column 41 \
         (byte offset 40) does not start a valid character"
    );
}

#[test]
fn invalid_utf8_reports_line_and_character_column() {
    // Line and column count characters, not bytes: the bad byte is the third character of
    // line 2, at byte offset 13.
    let mut bytes = "１２\n３\u{3000}".as_bytes().to_vec();
    bytes.extend_from_slice(b"\xc0\x80 more");
    let e = Grid::parse_bytes(&bytes).unwrap_err();
    assert_eq!(
        e,
        ParseError::InvalidUtf8 {
            byte: 0xc0,
            offset: 13,
            line: 2,
            column: 3
        }
    );
}

#[test]
fn a_mistake_before_the_bad_byte_wins() {
    let e = Grid::parse_bytes(b"12a\xff").unwrap_err();
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: 'a',
            line: 1,
            column: 3
        }
    );
}

#[test]
fn from_bytes_agrees_with_from_str() {
    for text in [LINE, "", "1", "x", &format!("{:#}", grid())] {
        assert_eq!(
            Grid::parse_bytes(text.as_bytes()),
            text.parse::<Grid>(),
            "{text:?}"
        );
    }
}
