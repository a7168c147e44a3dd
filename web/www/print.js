// A sheet of puzzles to print, then their solutions: the puzzles made in the engine's worker
// (worker.js) from a level and seeds, as the game makes them, so that the sheet of a level
// and seed is the same for everyone. The address may carry ?level=hard&count=6&seed=40.
import { startEngine } from "./engine.js";

const $ = (id) => document.getElementById(id);
const engine = startEngine(new URL("./worker.js", import.meta.url));
const params = new URLSearchParams(location.search);

function board(grid, puzzle) {
  const element = document.createElement("div");
  element.className = "mini";
  element.setAttribute("role", "img");
  for (let i = 0; i < 81; i++) {
    const cell = document.createElement("span");
    const c = grid[i];
    cell.textContent = c === "." ? "" : c;
    if (puzzle[i] !== ".") cell.className = "clue";
    element.append(cell);
  }
  return element;
}

function figure(grid, puzzle, caption, kind) {
  const element = document.createElement("figure");
  element.dataset.sheet = kind;
  const drawn = board(grid, puzzle);
  drawn.setAttribute("aria-label", `${caption}: ${grid}`);
  const words = document.createElement("figcaption");
  words.textContent = caption;
  element.append(drawn, words);
  return element;
}

function page(title, kind) {
  const element = document.createElement("section");
  element.className = `page ${kind}`;
  const heading = document.createElement("h2");
  heading.textContent = title;
  const boards = document.createElement("div");
  boards.className = "boards";
  element.append(heading, boards);
  $("sheet").append(element);
  return boards;
}

async function makeSheet() {
  document.body.dataset.status = "making";
  const level = $("level").value;
  const count = Math.min(12, Math.max(1, Number($("count").value) || 6));
  const seed = /^\d{1,15}$/.test($("seed").value) ? Number($("seed").value) : crypto.getRandomValues(new Uint32Array(1))[0];
  $("seed").value = seed;
  history.replaceState(null, "", `?level=${encodeURIComponent(level)}&count=${count}&seed=${seed}`);
  $("sheet").replaceChildren();
  const made = [];
  for (let n = 0; n < count; n++) {
    $("said").textContent = await engine.call("making", level, seed + n);
    made.push(await engine.call("makePuzzle", level, { seed: seed + n }));
  }
  const words = await engine.call("settings");
  const puzzles = page(`${count} ${level} puzzles`, "puzzles");
  const solutions = page(words.solutions, "solutions");
  made.forEach((puzzle, n) => {
    const caption = `${n + 1}. ${puzzle.choice}, seed ${puzzle.seed}`;
    puzzles.append(figure(puzzle.puzzle, puzzle.puzzle, caption, "puzzle"));
    solutions.append(figure(puzzle.solution, puzzle.puzzle, `${n + 1}.`, "solution"));
  });
  $("said").textContent = "";
  document.body.dataset.status = "ready";
}

const menu = await engine.call("menu");
for (const item of menu.items) {
  if (item.choice !== undefined) $("level").append(new Option(item.label, item.choice));
}
$("level").value = params.get("level") ?? menu.items[menu.selected].choice;
$("count").value = params.get("count") ?? 6;
$("seed").value = params.get("seed") ?? "";
$("sheet-form").addEventListener("submit", (event) => {
  event.preventDefault();
  makeSheet();
});
$("print").addEventListener("click", () => window.print());
await makeSheet();
