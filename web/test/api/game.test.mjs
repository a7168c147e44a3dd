// The game's part of the package under Node: the class Game (the rules crate, shudu-game,
// behind a binding that only converts), and the functions a page runs in a worker (makePuzzle,
// grade) or reads its words from (menu, seRange, making, helpItems, helpTitle).
//
//   web/build && node --test web/test/api/        (from the repository's root)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import * as shudu from "../../dist/pkg/node.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));

const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
const CLASH = "4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......";
const EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

function rustGenerate(...args) {
  const out = execFileSync(
    "cargo",
    ["run", "-q", "--release", "--example", "generate", "--", ...args, "--format", "line"],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  return out.trim();
}

function throwsRust(f, name, message) {
  assert.throws(f, (error) => {
    assert.ok(error instanceof Error, "an Error");
    assert.equal(error.name, name);
    if (message instanceof RegExp) assert.match(error.message, message);
    else assert.equal(error.message, message);
    return true;
  });
}

const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

test("makePuzzle makes the generate example's puzzle for a level or an SE range and a seed", () => {
  const hard = shudu.makePuzzle("hard", { seed: 7 });
  assert.deepEqual(Object.keys(hard).sort(), ["choice", "puzzle", "seed", "solution", "symmetry"]);
  assert.equal(hard.puzzle, rustGenerate("--level", "hard", "--seed", "7"));
  assert.deepEqual([hard.choice, hard.symmetry, hard.seed], ["hard", "none", 7]);
  assert.deepEqual(shudu.solve(hard.puzzle), { status: "unique", solutions: [hard.solution] });
  const ranged = shudu.makePuzzle("SE 4.0-6.0", { seed: 3, symmetry: "central" });
  assert.equal(ranged.puzzle, rustGenerate("--er", "4.0-6.0", "--seed", "3", "--symmetry", "central"));
  assert.equal(ranged.choice, "SE 4.0-6.0");
  // Without a seed, a random one, which the puzzle names.
  const random = shudu.makePuzzle("easy");
  assert.equal(shudu.makePuzzle("easy", { seed: random.seed }).puzzle, random.puzzle);
  throwsRust(() => shudu.makePuzzle("fiendish"), "ParseChoiceError", /^Unknown level "fiendish": the levels are easy, medium, hard/);
  throwsRust(() => shudu.makePuzzle("easy", { symmetry: "round" }), "ParseSymmetryError", /^unknown symmetry; the names are none, central/);
  throwsRust(() => shudu.makePuzzle("easy", { seed: -1 }), "RangeError", /^the seed must be a whole number/);
});

test("a generated game starts with the game's words and everything a face draws", () => {
  const made = shudu.makePuzzle("medium", { seed: 7 });
  const game = shudu.Game.generated(made, 1_000);
  const state = game.state(1_000);
  assert.equal(state.phase, "playing");
  assert.equal(state.title, "seed 7, medium");
  assert.equal(state.choice, "medium");
  assert.equal(state.puzzle, made.puzzle);
  assert.equal(state.board, made.puzzle);
  assert.equal(state.cursor, "r1c1");
  assert.equal(state.mode, "digits");
  assert.deepEqual(state.message, { tone: "info", text: `A new medium puzzle: ${81 - 55} clues, 55 cells to fill.` });
  assert.equal(state.cells.length, 81);
  assert.deepEqual(state.cells[0], { name: "r1c1", digit: 9, clue: true, notes: [], label: "r1c1: clue 9" });
  assert.deepEqual(state.cells[2], { name: "r1c3", digit: 0, clue: false, notes: [], label: "r1c3: empty" });
  assert.equal(state.digitCounts.reduce((a, b) => a + b), 26);
  assert.equal(state.status.time, "Time 0:00");
  assert.equal(state.status.progress, "55 cells to fill");
  assert.equal(state.needsGrade, made.puzzle);
  assert.equal(game.needsGrade, made.puzzle);
  assert.equal(state.hasProgress, false);
  assert.deepEqual(state.prefs, { autoRemove: true, gradeAtEnd: false });
  assert.equal(state.hint, undefined);
  assert.equal(game.state(84_000).status.time, "Time 1:23");
  assert.equal(game.state(84_000).elapsed, 83_000);
  game.free();
});

test("act takes the GameAction names and objects, and refuses anything else", () => {
  const game = shudu.Game.given(EASY, 0, { autoRemove: false });
  assert.equal(game.state(0).prefs.autoRemove, false);
  game.act({ select: "r1c1" }, 0);
  game.act({ digit: 4 }, 0);
  assert.equal(game.state(0).cells[0].label, "r1c1: your 4");
  game.act({ move: "right" }, 0);
  assert.equal(game.state(0).cursor, "r1c2");
  game.act("toggleMode", 0);
  game.act({ digit: 5 }, 0);
  game.act({ digit: 7 }, 0);
  assert.deepEqual(game.state(0).cells[1].notes, [5, 7]);
  game.act("undo", 0);
  assert.deepEqual(game.state(0).cells[1].notes, [5]);
  assert.equal(game.state(0).message.text, "Undone: note 7 in r1c2.");
  game.act("redo", 0);
  game.act("erase", 0);
  assert.deepEqual(game.state(0).cells[1].notes, []);
  for (const name of ["blank", "back", "fillNotes", "hint", "check", "reset", "togglePause", "togglePause",
    "toggleAutoRemove", "toggleGradeAtEnd", "finishEntry", "solve"]) {
    game.act(name, 0);
  }
  assert.equal(game.state(0).phase, "done");
  game.act({ digit: 1 }, 0);
  assert.equal(game.state(0).message.text, "This puzzle is done: choose a new one.");
  game.act({ paste: PUZZLE }, 0);
  assert.equal(game.state(0).message.text, "To play a puzzle of your own, start typing one, then paste it there.");
  throwsRust(() => game.act("jump", 0), "RangeError", 'no action is called "jump"');
  throwsRust(() => game.act({ digit: 0 }, 0), "RangeError", "a digit is 1 to 9, not 0");
  throwsRust(() => game.act({ digit: 1.5 }, 0), "RangeError", /^the option digit must be a whole number/);
  throwsRust(() => game.act({ select: "r0c1" }, 0), "RangeError", '"r0c1": not a cell: expected a name from r1c1 to r9c9');
  throwsRust(() => game.act({ move: "north" }, 0), "RangeError", /^a move is "up", "down", "left" or "right"/);
  throwsRust(() => game.act({ jump: 1 }, 0), "TypeError", /^an action is a name or an object/);
  throwsRust(() => game.act(5, 0), "TypeError", /^an action is a name or an object/);
  throwsRust(() => game.act("hint", -1), "RangeError", /^the time must be a number of milliseconds/);
  throwsRust(() => game.state(NaN), "RangeError", /^the time must be a number of milliseconds/);
  throwsRust(() => shudu.Game.given(EASY, 0, { autoRemove: "yes" }), "TypeError", "the preference autoRemove must be a boolean");
  game.free();
});

test("hints come in three stages with what to highlight, and alone they solve the puzzle", () => {
  const made = shudu.makePuzzle("hard", { seed: 7 });
  const game = shudu.Game.generated(made, 0);
  let now = 0;
  let steps = 0;
  while (game.state(now).phase === "playing") {
    game.act("hint", (now += 1_000));
    const first = game.state(now).hint;
    if (first.title === "Hint 1 of 3") {
      assert.match(first.text, /\. Another hint shows the cells\.$/);
      assert.ok(first.highlight.area.length > 0);
      assert.deepEqual([first.highlight.cells, first.highlight.removals, first.highlight.placements], [[], [], []]);
      game.act("hint", now);
      const second = game.state(now).hint;
      assert.equal(second.title, "Hint 2 of 3");
      assert.ok(second.highlight.cells.length > 0);
      game.act("hint", now);
      const third = game.state(now).hint.highlight;
      for (const { cell, digit } of third.placements) assert.equal(Number(made.solution[at(cell)]), digit);
      for (const { cell, digit } of third.removals) assert.notEqual(Number(made.solution[at(cell)]), digit);
      assert.ok(third.placements.length + third.removals.length > 0);
      steps++;
    }
    game.act("hint", now);
    assert.equal(game.state(now).hint, undefined);
  }
  const state = game.state(now + 5_000);
  assert.equal(state.board, made.solution);
  assert.equal(state.byPlayer, true);
  assert.equal(state.stats.hints, steps);
  assert.equal(state.summary, state.message.text);
  assert.match(state.summary, /^Solved in \d+:\d\d with \d+ hints, no checks and no mistakes\. Well done!$/);
  assert.equal(state.elapsed, now);
  game.free();
});

test("grade gives the game's grade, and setGrade hands it to the game by its puzzle", () => {
  const made = shudu.makePuzzle("hard", { seed: 7 });
  const grade = shudu.grade(made.puzzle);
  assert.equal(grade.level, "Hard");
  assert.equal(grade.short, `Hard, SE ${grade.er.toFixed(1)}`);
  assert.equal(grade.text, `Hard (HoDoKu score ${grade.score}, hardest ${grade.hardest}), SE ${grade.er.toFixed(1)}`);
  const rating = shudu.rate(made.puzzle);
  assert.deepEqual([grade.er, grade.ep, grade.ed, grade.score, grade.hardest], [rating.er, rating.ep, rating.ed, rating.score, rating.hodokuHardest]);

  const game = shudu.Game.generated(made, 0);
  assert.equal(game.state(0).status.grade, "Grade: rating the puzzle...");
  assert.equal(game.setGrade(PUZZLE, grade), false, "a grade for another puzzle is not this game's");
  // The grade crosses a worker as a structured clone: a plain copy of its fields.
  assert.equal(game.setGrade(made.puzzle, structuredClone(grade)), true);
  const state = game.state(0);
  assert.equal(state.status.grade, `Grade: ${grade.short}`);
  assert.deepEqual(state.grade, grade);
  assert.equal(state.needsGrade, undefined);

  // A grade that failed comes back as its message.
  const other = shudu.Game.given(PUZZLE, 0);
  assert.equal(other.setGrade(PUZZLE, { error: "no technique finds a step" }), true);
  assert.equal(other.state(0).status.grade, "Grade: none (the techniques ran out)");
  throwsRust(() => shudu.grade(CLASH), "GradeError", /solution/);
  throwsRust(() => other.setGrade(PUZZLE, { ...grade, hardest: "Magic" }), "RangeError", '"Magic": not a technique: expected a name such as x-wing, skyscraper or als-xz');
  throwsRust(() => other.setGrade(PUZZLE, { ...grade, level: "Trivial" }), "ParseLevelError", /^not a level: expected easy, medium/);
  game.free();
  other.free();
});

test("a game saved and loaded is the same game, its clock counting on", () => {
  const game = shudu.Game.given(PUZZLE, 0);
  game.act({ select: "r1c2" }, 1_000);
  game.act({ digit: 1 }, 2_000);
  game.act({ move: "right" }, 2_000);
  game.act("toggleMode", 2_000);
  game.act({ digit: 6 }, 3_000);
  game.act("check", 4_000);
  const text = game.save(10_000);
  assert.match(text, /^shudu game 1\n/);
  const again = shudu.Game.load(text, 50);
  const [a, b] = [game.state(10_000), again.state(50)];
  for (const key of ["phase", "board", "cells", "cursor", "mode", "stats", "prefs", "wrong", "title"]) {
    assert.deepEqual(b[key], a[key], key);
  }
  assert.equal(b.elapsed, 10_000);
  assert.equal(again.state(1_050).elapsed, 11_000);
  assert.equal(b.message.text, "Welcome back: your game (given puzzle) is as you left it.");
  assert.throws(() => shudu.Game.load("hello", 0), (error) => {
    assert.equal(error.name, "LoadError");
    assert.equal(error.message, 'not a saved game: its first line is "hello", not "shudu game 1"');
    assert.equal(error.notice, `Your saved game could not be read (${error.message}): your next game will replace it.`);
    return true;
  });
  throwsRust(() => shudu.Game.load(text.replace(/^board .*$/m, "board 5" + ".".repeat(80)), 0), "LoadError", /clue at r1c1/);
  game.free();
  again.free();
});

test("a typed puzzle's verdict: no solution (and which clues clash), several, one", () => {
  const game = shudu.Game.entering();
  let state = game.state(0);
  assert.equal(state.phase, "entering");
  assert.equal(state.title, "your puzzle");
  assert.equal(state.status.grade, "");
  game.act({ paste: CLASH }, 0);
  state = game.state(0);
  assert.equal(state.board, CLASH);
  assert.deepEqual(state.clashes, ["r1c1", "r6c1"]);
  assert.equal(state.cells[0].label, "r1c1: clue 4");
  game.act("finishEntry", 0);
  assert.deepEqual(game.state(0).message, { tone: "bad", text: "This puzzle has no solution: r1c1 and r6c1 both hold 4 in column 1." });
  game.act("reset", 0);
  game.act({ paste: "123" }, 0);
  game.act("finishEntry", 0);
  assert.equal(game.state(0).message.text, "This puzzle has several solutions: add clues until it has one.");
  game.act("reset", 0);
  game.act({ paste: PUZZLE }, 0);
  game.act("finishEntry", 5);
  state = game.state(5);
  assert.equal(state.phase, "playing");
  assert.deepEqual(state.message, { tone: "good", text: "Your puzzle has exactly one solution (17 clues). Play!" });
  game.act("solve", 5);
  assert.equal(game.state(5).board, SOLUTION);
  throwsRust(() => shudu.Game.given(CLASH, 0), "PuzzleError", "This puzzle has no solution: r1c1 and r6c1 both hold 4 in column 1.");
  throwsRust(() => shudu.Game.given(".".repeat(81), 0), "PuzzleError", "This puzzle has several solutions: add clues until it has one.");
  throwsRust(() => shudu.Game.given("4.....8.5.3", 0), "ParseError", "found 11 cells, a grid needs 81: 70 cells are missing");
  throwsRust(() => shudu.Game.generated({ puzzle: PUZZLE, choice: "hard", symmetry: "none" }, 0), "TypeError", "the puzzle has no seed");
  game.free();
});

test("the menu, the SE range, the help and the wait are the game's words", () => {
  const menu = shudu.menu("hard");
  assert.equal(menu.title, "New puzzle: choose a level");
  assert.deepEqual(menu.items.map((item) => item.choice), ["easy", "medium", "hard", "unfair", "extreme", undefined]);
  assert.equal(menu.items[2].about, "fish, wings, single-digit patterns, uniqueness");
  assert.equal(menu.items[5].label, "SE rating 4.0-6.0");
  assert.equal(menu.selected, 2);
  assert.equal(shudu.menu().selected, 1);
  assert.equal(shudu.menu("SE 7.0-8.5").range, "7.0-8.5");
  assert.match(menu.rangeHelp, /^Type a range such as 4\.0-6\.0/);
  assert.equal(menu.ownPuzzle, "Empty the board to type in your own puzzle? This game will be lost.");
  assert.equal(shudu.seRange(" 7.5 - 8.5 "), "SE 7.5-8.5");
  assert.equal(shudu.seRange("7.2"), "SE 7.2-7.2");
  throwsRust(() => shudu.seRange("6-4"), "ParseChoiceError", "The range 6-4 ends below its start: write the lower rating first, as in 4.0-6.0.");
  throwsRust(() => shudu.seRange("0.5-3"), "ParseChoiceError", "0.5 is off SE's scale: ratings go from 1.0 to 12.0.");
  assert.equal(shudu.making("hard", 8), "Making a hard puzzle (seed 8)...");
  assert.equal(shudu.making("SE 4.0-6.0", 8), "Making a puzzle of SE 4.0-6.0 (seed 8)...");
  const help = shudu.helpItems();
  assert.equal(help.length, 21);
  assert.deepEqual(help.find((item) => item.name === "hint"), { name: "hint", text: "hint: where to look, the cells, the whole step, then apply it" });
  assert.equal(new Set(help.map((item) => item.name)).size, 21);
  assert.equal(shudu.helpTitle(), "Help: what each key does");
});

test("the README's game example gives what the README says", () => {
  const made = shudu.makePuzzle("hard", { seed: 7 });
  assert.deepEqual({ ...made, puzzle: undefined, solution: undefined }, { puzzle: undefined, solution: undefined, choice: "hard", symmetry: "none", seed: 7 });
  const game = shudu.Game.generated(made, 0);
  game.act({ select: "r1c2" }, 10);
  game.act("hint", 20);
  const state = game.state(30);
  assert.equal(state.hint.text, "Look for a Hidden Single in row 1. Another hint shows the cells.");
  assert.deepEqual(state.hint.highlight.area, ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]);
  assert.equal(game.setGrade(made.puzzle, shudu.grade(made.puzzle)), true);
  assert.equal(game.state(40).status.grade, "Grade: Hard, SE 4.2");
  const again = shudu.Game.load(game.save(50), 0);
  assert.equal(again.state(0).board, state.board);
  game.free();
  again.free();
});
