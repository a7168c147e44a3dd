// The engine demo: the package loaded on the page for quick calls (reading the puzzle as it is
// typed, checking it) and in a worker (engine.js) for the rest, so the page never freezes.
import init, * as shudu from "./pkg/shudu.js";
import { startEngine } from "./engine.js";

const $ = (id) => document.getElementById(id);
const board = $("board");
const text = $("puzzle");
const result = $("result");
const engine = startEngine();

// The cells, r1c1 to r9c9 in reading order.
const names = Array.from({ length: 81 }, (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
const cells = names.map((name) => {
  const cell = document.createElement("div");
  cell.dataset.cell = name;
  cell.setAttribute("role", "cell");
  board.append(cell);
  return cell;
});

let clues = null; // the puzzle's line, to tell clues from digits found

function show(message, { error = false } = {}) {
  result.textContent = message;
  result.classList.toggle("error", error);
}

// Draws a grid (an 81-character line) on the board, with some cells highlighted.
function draw(line, { highlight = [], clash = [] } = {}) {
  cells.forEach((cell, i) => {
    const digit = line[i] === "." ? "" : line[i];
    const isClue = clues !== null && clues[i] !== ".";
    cell.textContent = digit;
    cell.className = "";
    cell.classList.toggle("clue", isClue);
    cell.classList.toggle("found", digit !== "" && !isClue);
    cell.classList.toggle("highlight", highlight.includes(names[i]));
    cell.classList.toggle("clash", clash.includes(names[i]));
    cell.setAttribute("aria-label", `${names[i]}: ${digit || "empty"}`);
  });
}

// The puzzle as typed, as a line; shows the parser's message and returns null when it is not one.
function current() {
  try {
    return shudu.parse(text.value);
  } catch (error) {
    show(`${error.name}: ${error.message}`, { error: true });
    return null;
  }
}

function load(line) {
  text.value = line;
  clues = line;
  draw(line);
}

// Runs an action with the buttons disabled, showing any error it throws; false if it threw.
async function run(action) {
  const buttons = document.querySelectorAll("button");
  buttons.forEach((button) => (button.disabled = true));
  try {
    await action();
    return true;
  } catch (error) {
    show(`${error.name}: ${error.message}`, { error: true });
    return false;
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
}

async function generate() {
  const options = {};
  if ($("level").value) options.level = $("level").value;
  if ($("seed").value.trim()) options.seed = Number($("seed").value.trim());
  show("Generating…");
  const started = performance.now();
  const puzzle = await engine.call("generate", options);
  const ms = Math.round(performance.now() - started);
  load(puzzle.puzzle);
  show(`A puzzle with ${puzzle.clues} clues, seed ${puzzle.seed}${options.level ? `, ${options.level}` : ""} (${ms} ms).`);
}

$("generate").addEventListener("click", () => run(generate));

text.addEventListener("input", () => {
  const line = current();
  if (line !== null) {
    clues = line;
    draw(line);
    show("");
  }
});

$("check").addEventListener("click", () => run(async () => {
  const line = current();
  if (line === null) return;
  const conflicts = shudu.check(line);
  draw(line, { clash: conflicts.flatMap((c) => c.cells) });
  show(conflicts.length === 0
    ? "No two cells of a row, column or box hold the same digit."
    : conflicts.map((c) => c.text).join("\n"), { error: conflicts.length > 0 });
}));

$("solve").addEventListener("click", () => run(async () => {
  const line = current();
  if (line === null) return;
  const solved = await engine.call("solve", line);
  if (solved.status === "none") {
    const conflicts = shudu.check(line);
    draw(line, { clash: conflicts.flatMap((c) => c.cells) });
    show(conflicts.length > 0
      ? `No solution: ${conflicts.map((c) => c.text).join("; ")}.`
      : "No solution: the search found none.", { error: true });
  } else if (solved.status === "unique") {
    draw(solved.solutions[0]);
    show("One solution.");
  } else if (solved.status === "gaveUp") {
    show("The search gave up: this grid takes more work than any real puzzle.", { error: true });
  } else {
    draw(solved.solutions[0]);
    show(`Several solutions. Two of them:\n${solved.solutions.join("\n")}`);
  }
}));

$("rate").addEventListener("click", () => run(async () => {
  const line = current();
  if (line === null) return;
  show("Rating…");
  const r = await engine.call("rate", line);
  show(`ER ${r.er.toFixed(1)}, EP ${r.ep.toFixed(1)}, ED ${r.ed.toFixed(1)} (hardest: ${r.hardest}, ${r.steps} steps)\n`
    + `HoDoKu: ${r.level}, score ${r.score} (hardest: ${r.hodokuHardest})`);
}));

$("step").addEventListener("click", () => run(async () => {
  const line = current();
  if (line === null) return;
  const step = await engine.call("nextStep", line, { order: "hodoku" });
  if (step === undefined) {
    draw(line);
    show("No step: the grid is solved, or no technique finds one.");
    return;
  }
  draw(line, { highlight: step.hints[1].cells });
  show(step.hints.map((hint) => hint.text).join("\n"));
}));

$("canonical").addEventListener("click", () => run(async () => {
  const line = current();
  if (line === null) return;
  const form = await engine.call("canonical", line);
  show(`Canonical form:\n${form.grid}\n(${form.automorphisms} automorphism${form.automorphisms === 1 ? "" : "s"})`);
}));

// Start: the package on this page, then a first puzzle from the worker (?seed=N repeats one).
try {
  await init();
  $("version").textContent = `version ${shudu.version()}`;
  const seed = new URLSearchParams(location.search).get("seed");
  if (seed !== null) $("seed").value = seed;
  const ready = await run(generate);
  // For the browser tests: how long from navigation to a board drawn from the worker's puzzle.
  performance.mark("ready");
  document.body.dataset.status = ready ? "ready" : "error";
} catch (error) {
  show(`The engine did not load: ${error.message}`, { error: true });
  document.body.dataset.status = "error";
}
