// The package's TypeScript types, checked by `tsc -p web/test/types` (strict): every export
// used as the page will use it, and the mistakes the types must refuse.
import init, * as shudu from "../../dist/pkg/shudu.js";
import type {
  Canonical, Conflict, GameAction, GameCell, GameGrade, GameHighlight, GameMenu, GameState, Hint, MadePuzzle, Mark,
  Puzzle, Rating, Solved, Step, VariantBreak, VariantDrawing, VariantGameAction, VariantGameState, VariantRule,
} from "../../dist/pkg/shudu.js";

export async function everyExport(): Promise<void> {
  await init();
  const version: string = shudu.version();
  const line: string = shudu.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  const block: string = shudu.printBlock(line);
  const values: Uint8Array = shudu.toValues(line);
  const back: string = shudu.fromValues(values);
  const conflicts: Conflict[] = shudu.check(line);
  const pair: [string, string] = conflicts[0].cells;
  const solved: Solved = shudu.solve(line);
  const status: "none" | "unique" | "multiple" | "gaveUp" = solved.status;
  const count: number = shudu.count(line, 2);
  const first: string | undefined = shudu.firstSolution(line);
  const within: Solved = shudu.solve(line, 1000);
  const counted: number = shudu.count(line, 2, 1000);
  const firstWithin: string | undefined = shudu.firstSolution(line, 1000);
  const marks: string = shudu.pencilMarks(line);
  const boxed: string = shudu.pencilMarks(line, true);
  const step: Step | undefined = shudu.nextStep(line);
  if (step !== undefined) {
    const hints: [Hint, Hint, Hint] = step.hints;
    const stage: "technique" | "cells" | "full" = hints[0].stage;
    const placed: Mark[] = step.placements;
    const next: Step | undefined = shudu.nextStep(step.gridAfter, { order: "hodoku", candidates: step.candidatesAfter });
    console.log(stage, placed, next?.sentence);
  }
  const rating: Rating = shudu.rate(line);
  const level: "Easy" | "Medium" | "Hard" | "Unfair" | "Extreme" = rating.level;
  const form: Canonical = shudu.canonical(line);
  const puzzle: Puzzle = shudu.generate();
  const ordered: Puzzle = shudu.generate({ seed: 7, level: "hard", symmetry: "central", er: [2, 4], clues: 30, bestOf: 2, budget: 100 });
  const big: Puzzle = shudu.generate({ seed: 2n ** 63n });
  const generator = new shudu.Generator({ seed: 7 });
  const seed: number | bigint = generator.seed;
  const again: Puzzle = generator.generate();
  generator.free();
  console.log(version, block, back, pair, status, count, first, within, counted, firstWithin, marks, boxed, level, form, puzzle, ordered, big, seed, again);
}

// The game as the page drives it: made and graded in a worker, played in another.
export async function theGame(): Promise<void> {
  await init();
  const made: MadePuzzle = shudu.makePuzzle("hard", { seed: 7, symmetry: "central" });
  const random: MadePuzzle = shudu.makePuzzle("SE 4.0-6.0");
  const game = shudu.Game.generated(made, performance.now(), { autoRemove: false, gradeAtEnd: true });
  const actions: GameAction[] = ["hint", { move: "up" }, { select: "r1c1" }, { digit: 5 }, { paste: made.puzzle }, "finishEntry"];
  for (const action of actions) game.act(action, performance.now());
  const state: GameState = game.state(performance.now());
  const phase: "entering" | "playing" | "done" = state.phase;
  const cell: GameCell = state.cells[0];
  const light: GameHighlight | undefined = state.hint?.highlight;
  const removals: Mark[] | undefined = light?.removals;
  const tone: "info" | "good" | "bad" | undefined = state.message?.tone;
  const wanted: string | undefined = game.needsGrade;
  if (wanted !== undefined) {
    const grade: GameGrade = shudu.grade(wanted);
    const taken: boolean = game.setGrade(wanted, grade) || game.setGrade(wanted, { error: "the techniques ran out" });
    console.log(taken, grade.short);
  }
  const text: string = game.save(performance.now());
  const again = shudu.Game.load(text, performance.now());
  const given = shudu.Game.given(made.puzzle, 0);
  const own = shudu.Game.entering();
  const menu: GameMenu = shudu.menu(state.choice);
  const choice: string | undefined = menu.items[0].choice;
  const range: string = shudu.seRange("4-6");
  const making: string = shudu.making(range, 8);
  const help: { name: string; text: string }[] = shudu.helpItems();
  const title: string = shudu.helpTitle();
  for (const g of [game, again, given, own]) g.free();
  console.log(random, phase, cell.label, removals, tone, choice, making, help, title);
}

// The variant engine: a puzzle from an f-puzzles or SudokuPad link, its questions and writers.
export async function theVariantEngine(link: string): Promise<void> {
  await init();
  using puzzle = shudu.VariantPuzzle.load(link);
  const made = new shudu.VariantPuzzle(puzzle.toFpuzzlesJson());
  const same: boolean = made.equals(puzzle);
  made.free();
  const size: number = puzzle.size;
  const givens: number[] = puzzle.givens;
  const shape: [number, number] | null = puzzle.boxShape;
  const regions: (number | null)[] = puzzle.regions;
  const rules: number = puzzle.ruleCount;
  const title: string | undefined = puzzle.title;
  const author: string | undefined = puzzle.author;
  const text: string | undefined = puzzle.rulesText;
  const given: number[] | undefined = puzzle.setterSolution;
  const count: number = puzzle.count();
  const counted: number = puzzle.count(10, 1_000_000);
  const first: number[] | null = puzzle.solve();
  const within: number[] | null = puzzle.solve(1000);
  const all: number[][] = puzzle.solutions(5);
  const candidates: number[][] | null = puzzle.trueCandidates();
  const broken: VariantBreak[] = puzzle.breaks(first ?? givens);
  const byRows: VariantBreak[] = puzzle.breaks([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]);
  const typed: VariantBreak[] = puzzle.breaks(new Uint8Array(size * size));
  const rule: number | null = broken[0].rule;
  const cells: string[] = byRows[0].cells;
  const links: string[] = [puzzle.toFpuzzlesJson(), puzzle.fpuzzlesLink(), puzzle.sudokupadLink(), puzzle.toString()];
  console.log(same, shape, regions, rules, title, author, text, given, count, counted, within, all, candidates, typed, rule, cells, links);
}

// The variant game: a puzzle from a link, played, drawn, saved and shared.
export async function theVariantGame(link: string): Promise<void> {
  await init();
  const game = shudu.VariantGame.open(link, 0);
  const actions: VariantGameAction[] = [
    { select: "r1c1" }, { digit: 12 }, { move: "right" }, "toggleMode", "erase", "undo", "redo",
    "check", "reset", "togglePause", "toggleTrueCandidates",
  ];
  for (const action of actions) game.act(action, 10);
  const state: VariantGameState = game.state(20);
  const digits: number[] = state.digits;
  const notes: number[] = state.notes;
  const solutions: "one" | "none" | "several" | "unknown" = state.solutions;
  const candidates: number[] | null = state.trueCandidates;
  const broken: VariantBreak[] = state.breaks;
  const code: string = state.progressCode;
  const drawing: VariantDrawing = game.drawing();
  const rules: VariantRule[] = drawing.rules;
  const key: string = rules[0].key;
  const clue: [number, number] | undefined = rules[0].clue;
  const payload: string = drawing.payload;
  const saved: string = game.save(30);
  const again = shudu.VariantGame.load(saved, 0);
  again.restoreProgress(code, 0);
  const words: string = shudu.classicOnly();
  for (const g of [game, again]) g.free();
  console.log(digits, notes, solutions, candidates, broken, key, clue, payload, words);
}

export function mistakes(): void {
  // @ts-expect-error: a grid is text
  shudu.parse(81);
  // @ts-expect-error: count needs a limit
  shudu.count(".");
  // @ts-expect-error: the orders are "se" and "hodoku"
  shudu.nextStep(".", { order: "tdoku" });
  // @ts-expect-error: the ER range is [low, high]
  shudu.generate({ er: 7 });
  // @ts-expect-error: a seed is a number or a bigint
  shudu.generate({ seed: "7" });
  // @ts-expect-error: ER is a number
  const er: string = shudu.rate(".").er;
  console.log(er);
  const game = shudu.Game.entering();
  // @ts-expect-error: an action is a name or an object of GameAction
  game.act("jump", 0);
  // @ts-expect-error: a digit is a number
  game.act({ digit: "5" }, 0);
  // @ts-expect-error: the game takes the time
  game.act("hint");
  // @ts-expect-error: a cell's digit is a number
  const digit: string = game.state(0).cells[0].digit;
  // @ts-expect-error: makePuzzle takes a choice first
  shudu.makePuzzle({ level: "hard" });
  console.log(digit);
  const puzzle = shudu.VariantPuzzle.load("{}");
  // @ts-expect-error: a puzzle is read from text
  shudu.VariantPuzzle.load({ size: 9 });
  // @ts-expect-error: a solution is an array of numbers, not a line
  const line: string = puzzle.solve();
  // @ts-expect-error: the size is read-only
  puzzle.size = 6;
  // @ts-expect-error: a break's cells are names
  const cell: number = puzzle.breaks([])[0].cells[0];
  console.log(line, cell);
  puzzle.free();
  const variant = shudu.VariantGame.open("{}", 0);
  // @ts-expect-error: an action is a name or an object of VariantGameAction
  variant.act("hint", 0);
  // @ts-expect-error: the game takes the time
  variant.act("undo");
  // @ts-expect-error: a state's cursor is a cell's name
  const at: number = variant.state(0).cursor;
  console.log(at);
  variant.free();
}
