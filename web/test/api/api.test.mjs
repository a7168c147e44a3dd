// The JavaScript package under Node's own test runner: every export, its errors as exceptions
// that carry the library's message, and the same puzzles for the same seed as the Rust API.
//
//   web/build && node --test web/test/api/        (from the repository's root)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import * as shudu from "../../dist/pkg/node.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));

// Arto Inkala's puzzle's neighbour from the guide (docs/library.md): 17 clues, one solution.
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
// The same with a second 4 in column 1, on row 6.
const CLASH = "4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......";
// An easy puzzle the library's documentation rates and explains.
const EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const EMPTY = ".".repeat(81);

// The puzzles `cargo run --release --example generate -- ARGS --format line` prints.
function rustGenerate(...args) {
  const out = execFileSync(
    "cargo",
    ["run", "-q", "--release", "--example", "generate", "--", ...args, "--format", "line"],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  return out.trim().split("\n");
}

// Asserts that `f` throws an Error of this name whose message is `message` (a string: equal;
// a RegExp: matching).
function throwsRust(f, name, message) {
  assert.throws(f, (error) => {
    assert.ok(error instanceof Error, "an Error");
    assert.equal(error.name, name);
    if (message instanceof RegExp) assert.match(error.message, message);
    else assert.equal(error.message, message);
    return true;
  });
}

// The grid with rows and columns swapped.
function transpose(line) {
  return Array.from({ length: 81 }, (_, i) => line[(i % 9) * 9 + Math.floor(i / 9)]).join("");
}

// Whether a line is a complete grid without clashes that keeps the clues of `puzzle`.
function isSolutionOf(line, puzzle) {
  return /^[1-9]{81}$/.test(line)
    && shudu.check(line).length === 0
    && [...puzzle].every((c, i) => c === "." || c === line[i]);
}

test("version is the crate's", () => {
  const cargo = readFileSync(new URL("../../Cargo.toml", import.meta.url), "utf8");
  assert.equal(shudu.version(), cargo.match(/^version = "(.*)"/m)[1]);
});

test("parse reads a line, a block and full-width digits, and prints the line", () => {
  assert.equal(shudu.parse(PUZZLE), PUZZLE);
  assert.equal(shudu.parse(PUZZLE.replaceAll(".", "0")), PUZZLE);
  assert.equal(shudu.parse(shudu.printBlock(PUZZLE)), PUZZLE);
  const fullWidth = PUZZLE.replace(/[1-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  assert.equal(shudu.parse(fullWidth), PUZZLE);
});

test("parse errors are ParseErrors with the library's message", () => {
  throwsRust(
    () => shudu.parse("4.....8.5.3.x"),
    "ParseError",
    "unexpected character 'x' at line 1, column 13: a cell is a digit 1 to 9, or '.' or '0' for an empty cell",
  );
  throwsRust(() => shudu.parse("4.....8.5.3"), "ParseError", "found 11 cells, a grid needs 81: 70 cells are missing");
  // Every function that takes a grid reads it the same way.
  for (const f of [shudu.printBlock, shudu.toValues, shudu.check, shudu.solve, shudu.firstSolution,
    shudu.pencilMarks, shudu.nextStep, shudu.rate, shudu.canonical, (t) => shudu.count(t, 2)]) {
    throwsRust(() => f("4.....8.5.3"), "ParseError", "found 11 cells, a grid needs 81: 70 cells are missing");
  }
});

test("printBlock writes nine rows with the boxes marked", () => {
  const block = shudu.printBlock(PUZZLE);
  const rows = block.split("\n");
  assert.equal(rows.length, 11);
  assert.equal(rows[0], "4 . . | . . . | 8 . 5");
  assert.equal(rows[3], "------+-------+------");
});

test("toValues and fromValues convert to 81 numbers and back", () => {
  const values = shudu.toValues(PUZZLE);
  assert.ok(values instanceof Uint8Array);
  assert.equal(values.length, 81);
  assert.deepEqual([...values.slice(0, 9)], [4, 0, 0, 0, 0, 0, 8, 0, 5]);
  assert.equal(shudu.fromValues(values), PUZZLE);
  assert.equal(shudu.fromValues(Array.from(values)), PUZZLE);
  throwsRust(() => shudu.fromValues([1, 2, 3]), "RangeError", "a grid needs 81 values, found 3");
  const bad = Array(81).fill(0);
  bad[10] = 12;
  throwsRust(
    () => shudu.fromValues(bad),
    "InvalidCellValue",
    "cell r2c2 (index 10) holds 12: a cell holds 0 when empty, else a digit 1 to 9",
  );
});

test("check names the clashing cells, their digit and house, as a sentence", () => {
  assert.deepEqual(shudu.check(PUZZLE), []);
  assert.deepEqual(shudu.check(CLASH), [
    { text: "r1c1 and r6c1 both hold 4 in column 1", cells: ["r1c1", "r6c1"], digit: 4, house: "column 1" },
  ]);
  // Two equal digits side by side clash in their row and in their box.
  const pair = shudu.check(`77${".".repeat(79)}`);
  assert.deepEqual(pair.map((c) => c.house), ["row 1", "box 1"]);
});

test("solve tells no solution, one, and several with two of them", () => {
  assert.deepEqual(shudu.solve(PUZZLE), { status: "unique", solutions: [SOLUTION] });
  assert.deepEqual(shudu.solve(CLASH), { status: "none", solutions: [] });
  const several = shudu.solve(EMPTY);
  assert.equal(several.status, "multiple");
  assert.equal(several.solutions.length, 2);
  assert.notEqual(several.solutions[0], several.solutions[1]);
  for (const solution of several.solutions) assert.ok(isSolutionOf(solution, EMPTY));
});

test("count counts up to the limit, and the limit is checked", () => {
  assert.equal(shudu.count(PUZZLE, 2), 1);
  assert.equal(shudu.count(CLASH, 2), 0);
  assert.equal(shudu.count(EMPTY, 1000), 1000);
  assert.equal(shudu.count(EMPTY, 0), 0);
  for (const limit of [-1, 1.5, NaN, Infinity, 2 ** 32]) {
    throwsRust(() => shudu.count(PUZZLE, limit), "RangeError", /^the limit must be a whole number from 0 to 4294967295/);
  }
});

// Arto Inkala's 2010 puzzle: propagation alone does not settle it, the search guesses.
const INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

test("a search past its budget gives up instead of running on", () => {
  // Counting every solution of the empty grid would run for years: the default budget stops
  // it at once.
  throwsRust(() => shudu.count(EMPTY, 2 ** 32 - 1), "GaveUp", /^the search gave up after 100000 guesses/);
  // A puzzle that needs guesses, with a budget of none, in each of the three exports.
  assert.deepEqual(shudu.solve(INKALA, 0), { status: "gaveUp", solutions: [] });
  throwsRust(() => shudu.count(INKALA, 2, 0), "GaveUp", /^the search gave up after 0 guesses/);
  throwsRust(() => shudu.firstSolution(INKALA, 0), "GaveUp", /^the search gave up after 0 guesses/);
  // A budget that is enough answers as without one.
  assert.equal(shudu.solve(INKALA, 100000).status, "unique");
  assert.equal(shudu.count(INKALA, 2, 100000), 1);
  assert.ok(isSolutionOf(shudu.firstSolution(INKALA, 100000), INKALA));
  for (const budget of [-1, 0.5, NaN, 2 ** 32]) {
    throwsRust(() => shudu.solve(INKALA, budget), "RangeError", /^the budget must be a whole number from 0 to 4294967295/);
  }
});

test("firstSolution gives a solution or undefined", () => {
  assert.equal(shudu.firstSolution(PUZZLE), SOLUTION);
  assert.equal(shudu.firstSolution(CLASH), undefined);
  assert.ok(isSolutionOf(shudu.firstSolution(EMPTY), EMPTY));
});

test("pencilMarks gives every cell's candidates, as a line and as a grid", () => {
  const line = shudu.pencilMarks(EASY);
  assert.equal(line.length, 729);
  // r1c3 holds the clue 3: its nine places show only the 3.
  assert.equal(line.slice(18, 27), "..3......");
  const boxed = shudu.pencilMarks(EASY, true);
  assert.ok(boxed.includes("|"));
  // Both forms are the same candidates, those nextStep assumes without any.
  assert.deepEqual(shudu.nextStep(EASY, { candidates: boxed }), shudu.nextStep(EASY));
  assert.deepEqual(shudu.nextStep(EASY, { candidates: line }), shudu.nextStep(EASY));
  throwsRust(
    () => shudu.nextStep(EASY, { candidates: "| 12 x |" }),
    "ParseMarksError",
    "unexpected character 'x' at line 1, column 6: a cell is a run of digits 1 to 9, and spaces, '|', '-', '+', '.', ':' or '*' are borders",
  );
});

test("nextStep gives the step, its sentence, its hints in stages and the cells to highlight", () => {
  const step = shudu.nextStep(EASY);
  assert.equal(step.technique, "Hidden single");
  assert.equal(step.difficulty, 1.2);
  assert.equal(step.sentence, "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the box's other empty cells");
  assert.deepEqual(step.cells, ["r2c2"]);
  assert.deepEqual(step.houses, ["box 1"]);
  assert.deepEqual(step.digits, [6]);
  assert.deepEqual(step.placements, [{ cell: "r2c2", digit: 6 }]);
  assert.deepEqual(step.eliminations, []);
  assert.deepEqual(step.hints.map((h) => h.stage), ["technique", "cells", "full"]);
  assert.equal(step.hints[0].text, "Look for a hidden single in box 1");
  assert.equal(step.hints[1].text, "Hidden single: look at r1c7, r2c2, r3c6 and r6c3 for 6");
  assert.equal(step.hints[2].text, step.sentence);
  // Where to look: the box; then every cell the second hint names.
  assert.deepEqual(step.hints[0].cells, ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]);
  assert.deepEqual(step.hints[1].cells, ["r1c7", "r2c2", "r3c6", "r6c3"]);
  // After it, r2c2 holds the 6, and no cell of its row, column or box has 6 as a candidate.
  assert.equal(step.gridAfter, EASY.slice(0, 10) + "6" + EASY.slice(11));
  assert.equal(step.candidatesAfter.slice(9 * 10, 9 * 11), ".....6...");
  for (const cell of [9, 11, 12, 13, 14, 15, 16, 17, 1, 19, 28, 37, 46, 55, 64, 73, 0, 2, 18, 20]) {
    if (EASY[cell] === ".") assert.equal(step.candidatesAfter[9 * cell + 5], ".", `cell ${cell}`);
  }
});

// Walks a puzzle with nextStep from position to position; calls `each(step)` on every step
// and returns the last position.
function walk(puzzle, order, each = () => {}) {
  let position = { grid: puzzle, candidates: undefined };
  for (;;) {
    const step = shudu.nextStep(position.grid, { order, candidates: position.candidates });
    if (step === undefined) return position;
    each(step);
    position = { grid: step.gridAfter, candidates: step.candidatesAfter };
  }
}

test("a step that strikes candidates highlights the cells it strikes from", () => {
  const hard = shudu.generate({ seed: 7, level: "hard", symmetry: "central" }).puzzle;
  let strikes = 0;
  walk(hard, "hodoku", (step) => {
    for (const cell of step.cells) assert.ok(step.hints[1].cells.includes(cell), cell);
    for (const { cell } of step.placements) assert.ok(step.hints[1].cells.includes(cell), cell);
    for (const { cell } of step.eliminations) assert.ok(step.hints[2].cells.includes(cell), cell);
    if (step.eliminations.length > 0) strikes += 1;
  });
  assert.ok(strikes > 0);
});

test("stepping from position to position solves generated puzzles, in either order", () => {
  for (const seed of [11, 12]) {
    const puzzle = shudu.generate({ seed, level: "hard" });
    for (const order of ["se", "hodoku"]) {
      let steps = 0;
      const end = walk(puzzle.puzzle, order, (step) => {
        assert.ok(step.placements.length + step.eliminations.length > 0);
        steps += 1;
      });
      assert.equal(end.grid, puzzle.solution, `seed ${seed}, ${order}`);
      assert.ok(steps > 0);
    }
  }
  assert.equal(shudu.nextStep(SOLUTION), undefined);
  throwsRust(() => shudu.nextStep(EASY, { order: "tdoku" }), "RangeError", 'the order must be "se" or "hodoku", not "tdoku"');
  throwsRust(() => shudu.nextStep(EASY, "hodoku"), "TypeError", "the options must be an object");
});

test("rate gives SE's ER, EP, ED and HoDoKu's level and score", () => {
  const easy = shudu.rate(EASY);
  assert.deepEqual(
    { er: easy.er, ep: easy.ep, ed: easy.ed, hardest: easy.hardest, level: easy.level },
    { er: 1.2, ep: 1.2, ed: 1.2, hardest: "Hidden single", level: "Easy" },
  );
  assert.ok(easy.steps > 0 && easy.score > 0);
  const hard = shudu.rate(shudu.generate({ seed: 7, level: "hard", symmetry: "central" }).puzzle);
  assert.equal(hard.level, "Hard");
  assert.ok(hard.er >= hard.ep && hard.ep >= hard.ed);
  assert.equal(typeof hard.hodokuHardest, "string");
  throwsRust(() => shudu.rate(EMPTY), "RateError", "the puzzle has more than one solution, so it has no rating");
  throwsRust(() => shudu.rate(CLASH), "RateError", "the puzzle has no solution, so it has no rating");
});

test("rate reaches Sudoku Explainer's last resort, nested forcing chains, within the module's stack", () => {
  // The first puzzle of the forum's 2019 list of the hardest, rated 11.1 by SE: its path needs
  // nested chains, the deepest stack the library uses (over 512 KiB of it in WebAssembly).
  const hardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
  const rating = shudu.rate(hardest);
  assert.equal(rating.er, 11.1);
  assert.equal(rating.hardest, "Nested forcing chain");
  assert.equal(rating.level, "Extreme");
});

test("canonical gives one form to a puzzle and its transformations", () => {
  const form = shudu.canonical(PUZZLE);
  assert.equal(form.grid.length, 81);
  assert.ok(form.automorphisms >= 1);
  assert.equal(shudu.canonical(transpose(PUZZLE)).grid, form.grid);
  const relabelled = PUZZLE.replace(/[1-9]/g, (d) => String(10 - Number(d)));
  assert.equal(shudu.canonical(relabelled).grid, form.grid);
  assert.equal(shudu.canonical(form.grid).grid, form.grid);
  assert.notEqual(shudu.canonical(EASY).grid, form.grid);
});

test("generate makes the puzzles the Rust API makes for the same seed and options", () => {
  const cases = [
    [{ seed: 1 }, ["--seed", "1"]],
    [{ seed: 2024, symmetry: "central" }, ["--seed", "2024", "--symmetry", "central"]],
    [{ seed: 5, clues: 36 }, ["--seed", "5", "--clues", "36"]],
    [{ seed: 3, bestOf: 4 }, ["--seed", "3", "--attempts", "4"]],
    [{ seed: 7, level: "hard" }, ["--seed", "7", "--level", "hard"]],
    [{ seed: 8, er: [3.0, 4.5] }, ["--seed", "8", "--er", "3.0-4.5"]],
    [{ seed: 2n ** 64n - 1n }, ["--seed", "18446744073709551615"]],
  ];
  for (const [options, args] of cases) {
    const puzzle = shudu.generate(options);
    assert.deepEqual([puzzle.puzzle], rustGenerate(...args), JSON.stringify(options, (_, v) => (typeof v === "bigint" ? `${v}n` : v)));
    assert.deepEqual(shudu.solve(puzzle.puzzle), { status: "unique", solutions: [puzzle.solution] });
    assert.equal(puzzle.clues, [...puzzle.puzzle].filter((c) => c !== ".").length);
    assert.equal(puzzle.seed, options.seed);
  }
});

test("a Generator goes on with its seed; the example makes puzzle n from seed + n - 1", () => {
  const generator = new shudu.Generator({ seed: 42, symmetry: "mirror-lr" });
  assert.equal(generator.seed, 42);
  const puzzles = [generator.generate(), generator.generate(), generator.generate()].map((p) => p.puzzle);
  generator.free();
  // The first puzzle is the seed's; the next ones go on from the generator's state.
  assert.deepEqual([puzzles[0]], rustGenerate("--seed", "42", "--symmetry", "mirror-lr"));
  assert.equal(new Set(puzzles).size, 3);
  for (const p of puzzles) assert.ok(isSolutionOf(shudu.solve(p).solutions[0], p));
  // The example's puzzles of one run are those of consecutive seeds, whatever its threads.
  const seeded = [42, 43, 44].map((seed) => shudu.generate({ seed, symmetry: "mirror-lr" }).puzzle);
  assert.deepEqual(seeded, rustGenerate("--seed", "42", "--symmetry", "mirror-lr", "--count", "3", "--jobs", "2"));
});

test("generate without a seed draws one and reports it, so the puzzle can be made again", () => {
  const first = shudu.generate();
  assert.ok(Number.isSafeInteger(first.seed) && first.seed >= 0);
  assert.equal(shudu.generate({ seed: first.seed }).puzzle, first.puzzle);
  assert.equal(first.symmetry, "none");
  assert.equal(first.targetMet, true);
  assert.equal(first.orderMet, true);
});

test("generate meets a level, a clue target and a symmetry, and says when a target is out of reach", () => {
  const hard = shudu.generate({ seed: 9, level: "Hard" });
  assert.equal(shudu.rate(hard.puzzle).level, "Hard");
  const easy = shudu.generate({ seed: 1, clues: 36 });
  assert.equal(easy.clues, 36);
  const unreachable = shudu.generate({ seed: 1, clues: 5 });
  assert.equal(unreachable.targetMet, false);
  assert.ok(unreachable.clues >= 17);
  const symmetric = shudu.generate({ seed: 4, symmetry: "full" });
  assert.equal(symmetric.symmetry, "full");
  assert.equal(transpose(symmetric.puzzle).replace(/[1-9]/g, "x"), symmetric.puzzle.replace(/[1-9]/g, "x"));
});

test("generate's errors carry the library's message, or say which option is wrong", () => {
  throwsRust(() => shudu.generate({ level: "tricky" }), "ParseLevelError", "not a level: expected easy, medium, hard, unfair or extreme");
  throwsRust(() => shudu.generate({ symmetry: "spiral" }), "ParseSymmetryError", /^unknown symmetry; the names are none, central/);
  throwsRust(
    () => shudu.generate({ seed: 4, level: "easy", clues: 17, budget: 1 }),
    "GenerateError",
    "no puzzle of 1 attempts fit the order: raise the budget or widen the order",
  );
  throwsRust(() => shudu.generate({ seed: -1 }), "RangeError", /^the seed must be a whole number from 0 to 9007199254740991/);
  throwsRust(() => shudu.generate({ seed: 2 ** 60 }), "RangeError", /^the seed must be a whole number/);
  throwsRust(() => shudu.generate({ seed: 2n ** 64n }), "RangeError", /^a bigint seed must be from 0 to 18446744073709551615/);
  throwsRust(() => shudu.generate({ seed: "7" }), "TypeError", "the seed must be a number or a bigint");
  throwsRust(() => shudu.generate({ level: 3 }), "TypeError", "the option level must be a string");
  throwsRust(() => shudu.generate({ clues: -3 }), "RangeError", /^the option clues must be a whole number/);
  throwsRust(() => shudu.generate({ er: 5 }), "TypeError", "the option er must be an array of two numbers, [low, high]");
  throwsRust(() => shudu.generate({ er: [5, 4] }), "RangeError", "the option er must be a range [low, high] with low <= high, not [5, 4]");
  throwsRust(() => shudu.generate("hard"), "TypeError", "the options must be an object");
});

test("the README's and the guide's example (docs/javascript.md) gives what they say", () => {
  const puzzle = shudu.generate({ level: "hard", symmetry: "central", seed: 7 });
  assert.equal(puzzle.puzzle, "6...5.7..79...1..4...9..2.5.....4....826.715....8.....5.6..2...9..1...72..4.9...6");
  assert.ok(puzzle.solution.startsWith("621453798795281364"));
  assert.equal(puzzle.clues, 28);
  assert.deepEqual(shudu.solve(puzzle.puzzle), { status: "unique", solutions: [puzzle.solution] });
  assert.equal(shudu.count(EMPTY, 10), 10);
  assert.deepEqual(shudu.check(`11${".".repeat(79)}`).map((c) => c.text), [
    "r1c1 and r1c2 both hold 1 in row 1",
    "r1c1 and r1c2 both hold 1 in box 1",
  ]);
  assert.deepEqual(shudu.rate(puzzle.puzzle), {
    er: 6.6, ep: 1.2, ed: 1.2, hardest: "Forcing X-Chain", steps: 56, level: "Hard", score: 592, hodokuHardest: "Skyscraper",
  });
  const step = shudu.nextStep(puzzle.puzzle, { order: "hodoku" });
  assert.deepEqual(step.hints.map((hint) => hint.text), [
    "Look for a Naked Single in box 7",
    "Naked Single: look at r8c2",
    "Naked Single: r8c2 can only hold 3: its row, column and box hold every other digit",
  ]);
  assert.deepEqual(step.hints[1].cells, ["r2c2", "r5c2", "r7c1", "r7c3", "r8c1", "r8c2", "r8c4", "r8c8", "r8c9", "r9c3"]);
  assert.equal(shudu.canonical(puzzle.puzzle).grid, "........1.......2..13.45.67...4.3..868.2...5.7....64....27..8..4.7....3.8..36...5");
});
