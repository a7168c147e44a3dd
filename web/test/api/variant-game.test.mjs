// The variant game in JavaScript (VariantGame): a puzzle of every rule opened and drawn (each
// rule once, named by its f-puzzles key, as the JSON lists it), played to solved with its
// solution, clashes, save and load, progress codes, and errors as thrown Errors.
//
//   web/build && node --test web/test/api/        (from the repository's root)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import * as shudu from "../../dist/pkg/node.js";

const { VariantGame } = shudu;

const SAMPLE = JSON.parse(
  readFileSync(new URL("../../../tests/data/fpuzzles/sample.json", import.meta.url), "utf8"),
).puzzles;

const cellName = (i, n) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;

test("each sample puzzle draws its rules as the JSON lists them and plays to solved", () => {
  for (const entry of SAMPLE) {
    const json = JSON.parse(entry.json);
    const game = VariantGame.open(entry.link, 0);
    const drawing = game.drawing();
    assert.equal(drawing.size, json.size);
    assert.equal(drawing.title, json.title);
    // One rule per entry of each list, or per flag.
    const counts = {};
    for (const rule of drawing.rules) counts[rule.key] = (counts[rule.key] ?? 0) + 1;
    for (const [key, count] of Object.entries(counts)) {
      const listed = json[key] === true ? 1 : json[key].length;
      assert.equal(count, listed, `${entry.rule}: ${key}`);
    }
    // The payload opens the same puzzle again.
    const again = VariantGame.open(drawing.payload, 0);
    assert.deepEqual(again.drawing(), drawing);
    again.free();

    const n = json.size;
    assert.equal(game.state(0).solutions, "one");
    entry.solution.forEach((digit, i) => {
      if (drawing.givens[i] !== 0) return;
      game.act({ select: cellName(i, n) }, 1000);
      game.act({ digit }, 1000);
    });
    const state = game.state(5000);
    assert.equal(state.solved, true, entry.rule);
    assert.deepEqual(state.digits, entry.solution);
    assert.equal(state.message.tone, "good");
    assert.equal(state.message.text, "Solved in 0:01. Well done!");
    assert.deepEqual(state.breaks, []);
    game.free();
  }
});

test("the drawing gives each kind of rule its data", () => {
  const json = {
    size: 6,
    "diagonal-": true,
    antiknight: true,
    killercage: [{ cells: ["R1C1", "R1C2"], value: "7" }],
    thermometer: [{ lines: [["R2C1", "R2C2", "R2C3"]] }],
    littlekillersum: [{ cell: "R0C2", direction: "DR", value: "9" }],
    sandwichsum: [{ cell: "R7C3", value: "5" }],
    xv: [{ cells: ["R4C4", "R4C5"], value: "V" }],
    arrow: [{ cells: ["R5C1"], lines: [["R5C1", "R6C2"]] }],
    quadruple: [{ cells: ["R5C5", "R5C6", "R6C5", "R6C6"], values: [1, 3] }],
  };
  const game = VariantGame.open(JSON.stringify(json), 0);
  const rules = game.drawing().rules;
  const byKey = Object.fromEntries(rules.map((rule) => [rule.key, rule]));
  assert.deepEqual(byKey["diagonal-"], { key: "diagonal-" });
  assert.deepEqual(byKey.antiknight, { key: "antiknight" });
  assert.deepEqual(byKey.killercage, { key: "killercage", cells: ["r1c1", "r1c2"], value: "7" });
  assert.deepEqual(byKey.thermometer, { key: "thermometer", lines: [["r2c1", "r2c2", "r2c3"]] });
  assert.deepEqual(byKey.littlekillersum, { key: "littlekillersum", cells: ["r1c3", "r2c4", "r3c5", "r4c6"], clue: [-1, 1], step: [1, 1], value: "9" });
  assert.deepEqual(byKey.sandwichsum, { key: "sandwichsum", clue: [6, 2], value: "5" });
  assert.deepEqual(byKey.xv, { key: "xv", cells: ["r4c4", "r4c5"], value: "V" });
  assert.equal(byKey.arrow.cells[0], "r5c1");
  assert.deepEqual(byKey.quadruple.values, [1, 3]);
  assert.deepEqual(game.drawing().boxShape, [2, 3]);
  assert.equal(game.drawing().rulesShown, "Normal sudoku rules apply; the drawing shows the rest.");
  assert.equal(game.drawing().globalRules, "Also: anti-knight (cells a knight's move apart differ).");
  game.free();
});

test("clashes come as the engine's sentences; save, load and progress codes keep the game", () => {
  const json = JSON.stringify({ size: 4, killercage: [{ cells: ["R1C1", "R1C2"], value: "3" }] });
  const game = VariantGame.open(json, 0);
  assert.equal(game.state(0).solutions, "several");
  assert.equal(game.state(0).message.text, "This puzzle has more than one solution: check finds broken rules only.");
  game.act({ select: "r1c1" }, 0);
  game.act({ digit: 2 }, 0);
  game.act({ move: "right" }, 0);
  game.act({ digit: 2 }, 0);
  const state = game.state(0);
  assert.equal(state.message.text, "r1c1 and r1c2 both hold 2 in row 1. r1c1 and r1c2 both hold 2 in box 1. r1c1 and r1c2 both hold 2 in a cage. r1c1 and r1c2 sum to 4 in a cage of 3.");
  assert.deepEqual(state.clashes, ["r1c1", "r1c2"]);
  assert.equal(state.breaks.at(-1).rule, 0);
  assert.equal(state.progressCode, "22");

  const saved = game.save(9000);
  const loaded = VariantGame.load(saved, 0);
  assert.deepEqual(loaded.state(0).digits, state.digits);
  assert.equal(loaded.state(1000).elapsed, 10000);
  const fresh = VariantGame.open(json, 0);
  fresh.restoreProgress("22", 0);
  assert.deepEqual(fresh.state(0).digits, state.digits);
  assert.throws(() => fresh.restoreProgress("9", 0), { name: "ProgressError", message: /not one of a 4x4 board/ });
  for (const g of [game, loaded, fresh]) g.free();
});

test("errors are thrown as Errors that say what is wrong", () => {
  assert.throws(() => VariantGame.open("not a puzzle", 0), { name: "LoadError" });
  assert.throws(() => VariantGame.load("shudu game 1\n", 0), { name: "LoadError", message: /not a saved variant game/ });
  const game = VariantGame.open("{}", 0);
  assert.throws(() => game.act("jump", 0), { name: "RangeError" });
  assert.throws(() => game.act({ select: "r10c1x" }, 0), { name: "RangeError" });
  assert.throws(() => game.act(7, 0), { name: "TypeError" });
  assert.throws(() => game.state(-1), { name: "RangeError" });
  game.act({ digit: 10 }, 0);
  assert.equal(game.state(0).message.text, "10 is not a digit of this board: it takes 1 to 9.");
  assert.match(shudu.classicOnly(), /classic 9x9/);
  game.free();
});
