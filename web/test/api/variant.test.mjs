// The variant engine in JavaScript (VariantPuzzle): every form load reads, the crate's sample
// of puzzles with their known solutions (tests/data/fpuzzles/sample.json), errors as thrown
// Errors with the library's message, budgets, and random 4x4 puzzles against a brute force
// written here.
//
//   web/build && node --test web/test/api/        (from the repository's root)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import * as shudu from "../../dist/pkg/node.js";

const { VariantPuzzle } = shudu;

// 100 puzzles made by the crate, 4 per rule, each with exactly one solution (checked by
// pencilmark): a link, its JSON and the solution.
const SAMPLE = JSON.parse(
  readFileSync(new URL("../../../tests/data/fpuzzles/sample.json", import.meta.url), "utf8"),
).puzzles;

// f-puzzles JSON for a board of `size` with `givens` (row by row, 0 for none) and `rules`
// (f-puzzles keys and values).
function fpuzzles(size, givens = [], rules = {}) {
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const d = givens[r * size + c] ?? 0;
      return d ? { value: d, given: true } : {};
    }));
  return JSON.stringify({ size, grid, ...rules });
}

// Loads `text`, runs `f` on the puzzle and frees it.
function withPuzzle(text, f) {
  const puzzle = VariantPuzzle.load(text);
  try {
    return f(puzzle);
  } finally {
    puzzle.free();
  }
}

function throwsNamed(f, name, message) {
  assert.throws(f, (error) => {
    assert.ok(error instanceof Error, "an Error");
    assert.equal(error.name, name);
    if (message instanceof RegExp) assert.match(error.message, message);
    else assert.equal(error.message, message);
    return true;
  });
}

test("load gives a puzzle with its size, count and first solution", () => {
  const [entry] = SAMPLE;
  withPuzzle(entry.link, (puzzle) => {
    assert.ok(puzzle instanceof VariantPuzzle);
    assert.equal(puzzle.size, 9);
    assert.equal(puzzle.count(), 1);
    assert.equal(puzzle.count(2), 1);
    const solution = puzzle.solve();
    assert.ok(Array.isArray(solution));
    assert.deepEqual(solution, entry.solution);
  });
  const again = new VariantPuzzle(entry.json);
  assert.deepEqual(again.solve(), entry.solution);
  again.free();
});

test("the sample solves to its known solutions, with true candidates and no breaks", () => {
  for (const entry of SAMPLE) {
    withPuzzle(entry.link, (puzzle) => {
      assert.equal(puzzle.count(5), 1, entry.rule);
      assert.deepEqual(puzzle.solve(), entry.solution, entry.rule);
      assert.deepEqual(puzzle.solutions(5), [entry.solution], entry.rule);
      assert.deepEqual(puzzle.breaks(entry.solution), [], entry.rule);
    });
  }
  for (const entry of SAMPLE.filter((_, i) => i % 5 === 0)) {
    withPuzzle(entry.link, (puzzle) => {
      assert.deepEqual(puzzle.trueCandidates(), entry.solution.map((d) => [d]), entry.rule);
    });
  }
});

test("every form loads the same puzzle, and the writers read back", () => {
  for (const entry of SAMPLE.filter((_, i) => i % 7 === 0)) {
    withPuzzle(entry.link, (puzzle) => {
      const link = puzzle.fpuzzlesLink();
      assert.match(link, /^https:\/\/f-puzzles\.com\/\?load=N4Ig/);
      assert.match(puzzle.sudokupadLink(), /^https:\/\/sudokupad\.app\/fpuzzlesN4Ig/);
      const payload = link.split("?load=")[1];
      const forms = [entry.json, puzzle.toFpuzzlesJson(), String(puzzle), link, puzzle.sudokupadLink(),
        payload, `fpuzzles${payload}`, `\n ${link} \n`];
      for (const text of forms) {
        withPuzzle(text, (again) => assert.ok(again.equals(puzzle), text.slice(0, 60)));
      }
    });
  }
});

test("count stops at the limit; solve gives null without a solution", () => {
  withPuzzle(fpuzzles(4), (empty) => {
    assert.equal(empty.count(), 2);
    assert.equal(empty.count(10), 10);
    assert.equal(empty.count(1000), 288);
    assert.equal(empty.count(0), 0);
    assert.equal(empty.solutions(3).length, 3);
  });
  withPuzzle(fpuzzles(4, [], { killercage: [{ cells: ["R1C1", "R1C2"], value: "9" }] }), (none) => {
    assert.equal(none.count(), 0);
    assert.equal(none.solve(), null);
    assert.deepEqual(none.solutions(), []);
    assert.equal(none.trueCandidates(), null);
  });
});

test("a text it cannot read throws a LoadError with the library's message", () => {
  const cases = [
    ["", /^the text is empty/],
    ["{not json", /^not JSON at line 1, column 2/],
    ['{"size": 3}', "size 3 is outside 4 to 16"],
    ['{"size": 9, "clone": [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]}', "unsupported constraint 'clone' (1 entry)"],
    ['{"size": 9, "killercage": [{"cells": ["R1C1"]}, {"cells": ["R10C1"], "value": "5"}]}',
      "killercage 2: cell r10c1 is outside the 9x9 board"],
    ["https://sudokupad.app/sclN4Ig", /^'scl\.\.\.' is SudokuPad's own format/],
  ];
  for (const [text, message] of cases) {
    throwsNamed(() => VariantPuzzle.load(text), "LoadError", message);
    throwsNamed(() => new VariantPuzzle(text), "LoadError", message);
  }
});

test("the board's shape, givens, regions, title, author, rules text and setter's solution", () => {
  const text = JSON.stringify({
    size: 6, title: "Six", author: "A. Setter", ruleset: "Normal rules.",
    grid: JSON.parse(fpuzzles(6, [1, 2])).grid, antiknight: true,
    solution: Array.from({ length: 36 }, (_, i) => (i % 6) + 1),
  });
  withPuzzle(text, (puzzle) => {
    assert.deepEqual(puzzle.boxShape, [2, 3]);
    assert.deepEqual(puzzle.givens, [1, 2, ...Array(34).fill(0)]);
    assert.deepEqual(puzzle.regions.slice(0, 12), [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    assert.equal(puzzle.ruleCount, 1);
    assert.equal(puzzle.title, "Six");
    assert.equal(puzzle.author, "A. Setter");
    assert.equal(puzzle.rulesText, "Normal rules.");
    assert.equal(puzzle.setterSolution.length, 36);
  });
  withPuzzle('{"size": 4}', (bare) => {
    assert.equal(bare.title, undefined);
    assert.equal(bare.setterSolution, undefined);
  });
  const rows = Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => ({ region: (r + (c >= 2)) % 4 })));
  withPuzzle(JSON.stringify({ size: 4, grid: rows }), (jigsaw) => {
    assert.equal(jigsaw.boxShape, null);
    assert.deepEqual(jigsaw.regions.slice(0, 4), [0, 0, 1, 1]);
  });
});

test("breaks name the rule, the cells and say what is wrong", () => {
  withPuzzle(fpuzzles(4, [], { killercage: [{ cells: ["R1C1", "R1C2"], value: "3" }] }), (puzzle) => {
    const flat = [1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    assert.deepEqual(puzzle.breaks(flat), [
      { rule: 0, cells: ["r1c1", "r1c2"], message: "r1c1 and r1c2 sum to 4 in a cage of 3" },
    ]);
    const rows = [flat.slice(0, 4), flat.slice(4, 8), flat.slice(8, 12), flat.slice(12)];
    assert.deepEqual(puzzle.breaks(rows), puzzle.breaks(flat));
    assert.deepEqual(puzzle.breaks(Uint8Array.from(flat)), puzzle.breaks(flat));
    assert.deepEqual(puzzle.breaks([1, 1, ...Array(14).fill(0)]).map((b) => [b.rule, b.message]), [
      [null, "r1c1 and r1c2 both hold 1 in row 1"],
      [null, "r1c1 and r1c2 both hold 1 in box 1"],
      [0, "r1c1 and r1c2 both hold 1 in a cage"],
      [0, "r1c1 and r1c2 sum to 2 in a cage of 3"],
    ]);
    throwsNamed(() => puzzle.breaks(Array(15).fill(0)), "RangeError", "a 4x4 board has 16 cells (or 4 rows), not 15");
    throwsNamed(() => puzzle.breaks([...Array(15).fill(0), 5]), "RangeError",
      "r4c4 holds 5: a cell holds 0 when empty, else a digit 1 to 4");
    throwsNamed(() => puzzle.breaks([...Array(15).fill(0), 257]), "RangeError", /holds 257/);
    throwsNamed(() => puzzle.breaks([...Array(15).fill(0), "1"]), "TypeError", "r4c4 must hold a number");
    throwsNamed(() => puzzle.breaks("0".repeat(16)), "TypeError", /must be an array of 16 numbers/);
    throwsNamed(() => puzzle.breaks([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0]]), "RangeError",
      "row 4 has 3 cells, the board 4");
  });
});

test("a search past its budget throws GaveUp; limits and budgets are whole numbers", () => {
  withPuzzle(fpuzzles(16), (empty) => {
    throwsNamed(() => empty.count(1e6, 10), "GaveUp",
      "the search gave up after 10 guesses, its budget: the grid needs more work than allowed");
    throwsNamed(() => empty.solutions(1e6, 10), "GaveUp", /gave up after 10 guesses/);
    throwsNamed(() => empty.trueCandidates(10), "GaveUp", /gave up after 10 guesses/);
    assert.equal(empty.count(3, 1000), 3);
  });
  withPuzzle(fpuzzles(9, [], { antiknight: true }), (puzzle) => {
    throwsNamed(() => puzzle.solve(0), "GaveUp", /gave up after 0 guesses/);
    throwsNamed(() => puzzle.count(-1), "RangeError", "the limit must be a whole number from 0 to 4294967295, not -1");
    throwsNamed(() => puzzle.count(2, 1.5), "RangeError", "the budget must be a whole number from 0 to 4294967295, not 1.5");
  });
});

// --- random 4x4 puzzles against a brute force ------------------------------------------------

// Every 4x4 sudoku grid (288), by plain backtracking.
function all4x4() {
  const grids = [];
  const cells = Array(16).fill(0);
  const ok = (i, d) => {
    const r = i >> 2, c = i & 3;
    for (let k = 0; k < 4; k++) {
      if (cells[r * 4 + k] === d || cells[k * 4 + c] === d) return false;
      const br = (r & 2) + (k >> 1), bc = (c & 2) + (k & 1);
      if (cells[br * 4 + bc] === d) return false;
    }
    return true;
  };
  const fill = (i) => {
    if (i === 16) return void grids.push([...cells]);
    for (let d = 1; d <= 4; d++) {
      if (ok(i, d)) {
        cells[i] = d;
        fill(i + 1);
        cells[i] = 0;
      }
    }
  };
  fill(0);
  return grids;
}

// Whether a full 4x4 grid keeps a global rule, cell by cell.
function keeps(rule, g) {
  const at = (r, c) => g[r * 4 + c];
  if (rule === "diagonal+") return new Set([0, 1, 2, 3].map((k) => at(3 - k, k))).size === 4;
  if (rule === "diagonal-") return new Set([0, 1, 2, 3].map((k) => at(k, k))).size === 4;
  const moves = {
    antiknight: [[1, 2], [2, 1], [1, -2], [2, -1]],
    antiking: [[1, 1], [1, -1]],
    nonconsecutive: [[0, 1], [1, 0]],
  }[rule];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr, c2 = c + dc;
        if (r2 < 0 || r2 > 3 || c2 < 0 || c2 > 3) continue;
        const x = at(r, c), y = at(r2, c2);
        if (rule === "nonconsecutive" ? Math.abs(x - y) === 1 : x === y) return false;
      }
    }
  }
  return true;
}

// A small seeded generator (mulberry32), so that a failure is repeatable.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("random 4x4 puzzles: counts, solutions and true candidates equal a brute force", () => {
  const grids = all4x4();
  assert.equal(grids.length, 288);
  const next = random(26);
  const pick = (n) => Math.floor(next() * n);
  const names = ["diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive"];
  for (let round = 0; round < 150; round++) {
    const grid = grids[pick(288)];
    const givens = grid.map((d) => (next() < 0.35 ? d : 0));
    if (next() < 0.3) givens[pick(16)] = pick(5);
    const rules = names.filter(() => next() < 0.25);
    const expected = grids.filter((g) =>
      givens.every((d, i) => d === 0 || g[i] === d) && rules.every((rule) => keeps(rule, g)));
    const text = fpuzzles(4, givens, Object.fromEntries(rules.map((rule) => [rule, true])));
    withPuzzle(text, (puzzle) => {
      const why = `${text} (${expected.length} solutions)`;
      assert.equal(puzzle.count(1000), expected.length, why);
      const key = (s) => s.join("");
      assert.deepEqual(puzzle.solutions(1000).map(key).sort(), expected.map(key).sort(), why);
      const first = puzzle.solve();
      assert.equal(first === null, expected.length === 0, why);
      const candidates = puzzle.trueCandidates();
      if (expected.length === 0) assert.equal(candidates, null, why);
      else {
        const union = Array.from({ length: 16 }, (_, i) => [...new Set(expected.map((g) => g[i]))].sort());
        assert.deepEqual(candidates, union, why);
      }
    });
  }
});
