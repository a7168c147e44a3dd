// The package's TypeScript types, checked by `tsc -p web/test/types` (strict): every export
// used as the page will use it, and the mistakes the types must refuse.
import init, * as shudu from "../../dist/pkg/shudu.js";
import type { Canonical, Conflict, Hint, Mark, Puzzle, Rating, Solved, Step } from "../../dist/pkg/shudu.js";

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
  const status: "none" | "unique" | "multiple" = solved.status;
  const count: number = shudu.count(line, 2);
  const first: string | undefined = shudu.firstSolution(line);
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
  console.log(version, block, back, pair, status, count, first, marks, boxed, level, form, puzzle, ordered, big, seed, again);
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
}
