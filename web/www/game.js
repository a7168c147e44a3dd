// The game page: a view of the game the worker keeps (game-worker.js) and the player's clicks,
// taps and keys turned into the game's actions. The rules and every sentence the player reads
// come from the package (the rules crate, shudu-game); this file decides only how things
// look and which key is which. Puzzles are made and graded in a second worker (worker.js), so
// that neither a slow hint nor an Extreme puzzle being made ever freezes the page.
//
// The address may carry ?seed=N: the first new puzzle takes seed N, the next N + 1, and so on.
import { startEngine } from "./engine.js";

const SAVE = "shudu.game"; // the game's save text, in local storage
const SETTINGS = "shudu.settings"; // the symmetry chosen for new puzzles

const $ = (id) => document.getElementById(id);
const board = $("board");
const names = Array.from({ length: 81 }, (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
const index = new Map(names.map((name, i) => [name, i]));

// --- the two workers -------------------------------------------------------------------------

// The game. If its module traps, engine.js starts a fresh worker and the game comes back from
// its last save.
const game = startEngine(new URL("./game-worker.js", import.meta.url), { onrestart: () => resume() });
// Making and grading puzzles.
const engine = startEngine(new URL("./worker.js", import.meta.url), { onrestart: () => (grading = null) });

let state = null; // the game's last GameState
let lastSave = localStorage.getItem(SAVE);
let grading = null; // the puzzle being graded
let making = null; // { choice, seed } while a puzzle is being made
let words = null; // the menu's words and the help, from the package
let nextSeed = seedFromAddress();

function seedFromAddress() {
  const seed = new URLSearchParams(location.search).get("seed");
  return seed !== null && /^\d{1,15}$/.test(seed) ? Number(seed) : null;
}

function takeSeed() {
  if (nextSeed !== null) return nextSeed++;
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function settings() {
  try {
    return { symmetry: "none", ...JSON.parse(localStorage.getItem(SETTINGS) ?? "{}") };
  } catch {
    return { symmetry: "none" };
  }
}

// Runs a game operation and draws what comes back; a failure shows as the game's message
// would.
// While the game works, <body data-busy> counts the calls it has not answered yet.
let waiting = 0;
async function run(name, ...args) {
  document.body.dataset.busy = ++waiting;
  try {
    show(await game.call(name, ...args));
    return true;
  } catch (error) {
    if (error.name !== "Restarted") say(error.notice ?? error.message, "bad");
    return false;
  } finally {
    document.body.dataset.busy = --waiting;
  }
}

function act(action) {
  if (state === null || making !== null) return Promise.resolve(false);
  return run("act", action);
}

// A new answer from the game: keep its save, draw it, and ask for its grade if it needs one.
function show({ state: next, save }) {
  state = next;
  lastSave = save;
  try {
    localStorage.setItem(SAVE, save);
  } catch {
    // Storage full or refused (a private window): the game goes on without it.
  }
  draw();
  gradeIfNeeded();
}

// The puzzle's grade, made in the engine's worker and handed to the game.
async function gradeIfNeeded() {
  const puzzle = state.needsGrade;
  if (puzzle === undefined || grading === puzzle) return;
  grading = puzzle;
  let grade;
  try {
    grade = await engine.call("grade", puzzle);
  } catch (error) {
    if (error.name === "Restarted") return;
    grade = { error: error.message };
  }
  if (grading === puzzle) {
    grading = null;
    await run("setGrade", puzzle, grade);
  }
}

// The game after a reload, or after its worker restarted: from the last save, or a new one.
async function resume() {
  if (lastSave !== null) {
    try {
      show(await game.call("load", lastSave));
      return;
    } catch (error) {
      lastSave = null;
      await newPuzzle(undefined, error.notice ?? error.message);
      return;
    }
  }
  await newPuzzle();
}

// Makes a puzzle of `choice` in the engine's worker, then starts it. While it is being made,
// the board says so and the player can cancel; the game in progress stays until it is ready.
async function newPuzzle(choice = state?.choice, notice) {
  if (choice === undefined) {
    // The game's default level, as its menu selects it.
    const menu = await game.call("menu");
    choice = menu.items[menu.selected].choice;
  }
  const seed = takeSeed();
  const { symmetry } = settings();
  making = { choice, seed };
  $("making-text").textContent = await game.call("making", choice, seed);
  draw();
  try {
    const made = await engine.call("makePuzzle", choice, { symmetry, seed });
    if (making?.seed !== seed) return;
    making = null;
    await run("generated", made, state?.prefs);
    if (notice !== undefined) say(notice, "bad");
  } catch (error) {
    if (making?.seed !== seed) return;
    making = null;
    draw();
    if (error.name !== "Restarted") say(error.message, "bad");
    if (state === null) await run("entering", undefined);
  }
}

function cancelNew() {
  if (making === null) return;
  making = null;
  engine.restart();
  draw();
}

// --- drawing ---------------------------------------------------------------------------------

// The board: nine rows of nine cells, each a digit over a 3x3 grid of notes.
const cells = [];
for (let row = 0; row < 9; row++) {
  const line = document.createElement("div");
  line.setAttribute("role", "row");
  line.className = "board-row";
  for (let col = 0; col < 9; col++) {
    const i = row * 9 + col;
    const cell = document.createElement("div");
    cell.setAttribute("role", "gridcell");
    cell.dataset.cell = names[i];
    cell.className = "cell";
    cell.tabIndex = i === 0 ? 0 : -1;
    const digit = document.createElement("span");
    digit.className = "digit";
    digit.setAttribute("aria-hidden", "true");
    const notes = document.createElement("span");
    notes.className = "notes";
    notes.setAttribute("aria-hidden", "true");
    for (let d = 1; d <= 9; d++) {
      const note = document.createElement("span");
      note.dataset.note = d;
      notes.append(note);
    }
    cell.append(digit, notes);
    line.append(cell);
    cells.push(cell);
  }
  board.append(line);
}

function peers(a, b) {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3));
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function say(text, tone = "info") {
  const message = $("message");
  setText(message, text);
  message.dataset.tone = tone;
}

// The marks of a highlight as a map from cell index to the set of digits.
function byCell(marks) {
  const map = new Map();
  for (const { cell, digit } of marks) {
    const i = index.get(cell);
    if (!map.has(i)) map.set(i, new Set());
    map.get(i).add(digit);
  }
  return map;
}

function draw() {
  document.body.classList.toggle("making", making !== null);
  $("making-veil").hidden = making === null;
  if (state === null) return;
  const s = state;
  const cursor = index.get(s.cursor);
  const cursorDigit = s.cells[cursor].digit;
  const light = s.hint?.highlight ?? { area: [], cells: [], candidates: [], removals: [], placements: [] };
  const area = new Set(light.area.map((c) => index.get(c)));
  const pattern = new Set(light.cells.map((c) => index.get(c)));
  const candidates = byCell(light.candidates);
  const removals = byCell(light.removals);
  const placements = byCell(light.placements);
  const clashes = new Set(s.clashes.map((c) => index.get(c)));
  const wrong = new Set(s.wrong.map((c) => index.get(c)));

  document.body.dataset.phase = s.phase;
  board.classList.toggle("paused", s.paused);
  board.classList.toggle("notes-mode", s.mode === "notes");
  board.setAttribute("aria-label", `Sudoku board, ${s.status.progress}`);
  cells.forEach((element, i) => {
    const cell = s.cells[i];
    const classes = {
      clue: cell.clue,
      entry: cell.digit !== 0 && !cell.clue,
      cursor: i === cursor,
      // While a hint shows its pattern, the cursor's row, column, box and digit stay quiet.
      peer: s.hint === undefined && i !== cursor && peers(i, cursor),
      same: s.hint === undefined && cursorDigit !== 0 && cell.digit === cursorDigit,
      clash: clashes.has(i),
      wrong: wrong.has(i),
      area: area.has(i),
      pattern: pattern.has(i),
      place: placements.has(i),
    };
    for (const [name, on] of Object.entries(classes)) element.classList.toggle(name, on);
    setText(element.firstChild, cell.digit === 0 ? "" : String(cell.digit));
    const noted = new Set(cell.notes);
    const placed = placements.get(i);
    element.dataset.place = placed ? [...placed].join("") : "";
    if (placed && cell.digit === 0) setText(element.firstChild, [...placed].join(""));
    for (const note of element.lastChild.children) {
      const d = Number(note.dataset.note);
      const shown = cell.digit === 0 && (noted.has(d) || candidates.get(i)?.has(d) || removals.get(i)?.has(d));
      setText(note, shown ? String(d) : "");
      note.classList.toggle("cand", Boolean(candidates.get(i)?.has(d)));
      note.classList.toggle("gone", Boolean(removals.get(i)?.has(d)));
      note.classList.toggle("extra", shown && !noted.has(d));
    }
    // The game's words for the cell; what a hint, a check or a clash says about it is in the
    // message and the hint, which a screen reader reads as they change.
    if (element.getAttribute("aria-label") !== cell.label) element.setAttribute("aria-label", cell.label);
    element.setAttribute("aria-selected", String(i === cursor));
    element.tabIndex = i === cursor ? 0 : -1;
  });
  // Focus follows the cursor while it is on the board.
  if (board.contains(document.activeElement) && document.activeElement !== cells[cursor]) {
    cells[cursor].focus({ preventScroll: true });
  }

  setText($("title"), s.title);
  setText($("time"), s.status.time);
  setText($("progress"), s.status.progress);
  setText($("grade"), s.status.grade.replace(/^Grade: /, ""));
  $("grade").parentElement.hidden = s.status.grade === "";
  setText($("counts"), s.status.counts);
  $("auto-remove").checked = s.prefs.autoRemove;
  $("grade-at-end").checked = s.prefs.gradeAtEnd;

  const playing = s.phase === "playing";
  const pause = document.querySelector('[data-action="pause"]');
  pause.setAttribute("aria-pressed", String(s.paused));
  setText(pause, s.paused ? "Go on" : "Pause");
  pause.disabled = !playing;
  const notes = document.querySelector('[data-action="notes"]');
  notes.setAttribute("aria-pressed", String(s.mode === "notes"));
  document.querySelector(".pad").classList.toggle("notes-mode", s.mode === "notes");
  for (const button of document.querySelectorAll('[data-action="hint"], [data-action="check"], [data-action="solve"], [data-action="notes"], [data-action="fill"]')) {
    button.disabled = !playing || s.paused;
  }
  const done = s.phase === "done";
  for (const button of document.querySelectorAll('[data-digit], [data-action="erase"], [data-action="undo"], [data-action="redo"], [data-action="clear"]')) {
    // Undo stays open once solved: it takes the last digit back (and the game up again).
    button.disabled = s.paused || (done && button.dataset.action !== "undo");
  }
  document.querySelector('[data-action="new"]').classList.toggle("primary", done);
  document.querySelector('[data-action="hint"]').classList.toggle("primary", !done);
  for (const button of document.querySelectorAll("[data-digit]")) {
    const d = Number(button.dataset.digit);
    const left = 9 - s.digitCounts[d - 1];
    setText(button.lastChild, s.phase === "entering" || s.paused ? "" : String(Math.max(left, 0)));
    button.classList.toggle("used-up", s.phase !== "entering" && left <= 0);
    button.setAttribute("aria-label", s.phase === "entering" ? `${d}` : `${d}, ${Math.max(left, 0)} left`);
  }
  $("entering").hidden = s.phase !== "entering";
  $("paused-veil").hidden = !s.paused;
  if (s.paused) setText($("paused-text"), s.message?.text ?? "");

  const hint = $("hint");
  hint.hidden = s.hint === undefined;
  if (s.hint !== undefined) {
    setText($("hint-title"), s.hint.title);
    setText($("hint-text"), s.hint.text);
  }
  // While paused, the veil over the board says it.
  say(s.paused ? "" : s.message?.text ?? "", s.message?.tone ?? "info");
  document.body.classList.toggle("done", s.phase === "done");
}

// The clock, once a second while a game is played.
setInterval(() => {
  if (state?.phase === "playing" && !state.paused && making === null && !game.busy) run("state");
}, 1000);

// A hidden page pauses the game, so that its clock does not run while nobody plays.
document.addEventListener("visibilitychange", () => {
  if (document.hidden && state?.phase === "playing" && !state.paused) act("togglePause");
});

// --- what the player does --------------------------------------------------------------------

board.addEventListener("click", (event) => {
  const cell = event.target.closest("[data-cell]");
  if (cell === null || state?.paused) return;
  cell.focus({ preventScroll: true });
  act({ select: cell.dataset.cell });
});

document.querySelector(".pad").addEventListener("click", (event) => {
  const button = event.target.closest("[data-digit]");
  if (button !== null) act({ digit: Number(button.dataset.digit) });
});

const ACTIONS = {
  pause: () => act("togglePause"),
  resume: () => act("togglePause"),
  notes: () => act("toggleMode"),
  erase: () => act("erase"),
  undo: () => act("undo"),
  redo: () => act("redo"),
  hint: () => act("hint"),
  check: () => act("check"),
  solve: () => act("solve"),
  clear: () => act("reset"),
  fill: () => act("fillNotes"),
  start: () => act("finishEntry"),
  "auto-remove": () => act("toggleAutoRemove"),
  "grade-at-end": () => act("toggleGradeAtEnd"),
  new: () => openMenu(),
  own: () => ownPuzzle(),
  help: () => openHelp(),
  "cancel-new": () => cancelNew(),
  "make-se": () => makeSe(),
};

document.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-action], input[data-action]");
  if (button === null || button.dataset.action === "paste") return;
  const run = ACTIONS[button.dataset.action];
  if (run === undefined) return;
  if (button.type === "checkbox") event.preventDefault(); // the game says whether it is on
  run();
});

$("paste-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("paste-text").value;
  if (text.trim() !== "") act({ paste: text }).then(() => ($("paste-text").value = ""));
});

// Text pasted anywhere but a text field goes to the game (a whole puzzle while typing one).
document.addEventListener("paste", (event) => {
  if (event.target.closest?.("input, textarea, dialog")) return;
  const text = event.clipboardData?.getData("text") ?? "";
  if (text !== "") {
    event.preventDefault();
    act({ paste: text });
  }
});

// The keys, the terminal game's where they mean the same (see KEYS for the help page).
const KEYS = {
  move: "arrow keys, or click or tap a cell",
  digit: "1 to 9",
  erase: "Delete, Backspace, 0 or .",
  mode: "P",
  fillNotes: "F",
  undo: "U or Ctrl+Z",
  redo: "R or Ctrl+Y",
  hint: "H",
  check: "C",
  solve: "S",
  reset: "X",
  pause: "Space (Escape goes on)",
  autoRemove: "A",
  gradeAtEnd: "G",
  newPuzzle: "N",
  ownPuzzle: "E",
  finishEntry: "Enter",
  paste: "Ctrl+V",
  help: "?",
};

const MOVES = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
const LETTERS = {
  p: "toggleMode", f: "fillNotes", u: "undo", r: "redo", h: "hint", c: "check", s: "solve",
  x: "reset", a: "toggleAutoRemove", g: "toggleGradeAtEnd",
};

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || document.querySelector("dialog[open]") !== null) return;
  if (event.target.closest?.("input, textarea, select")) return;
  const onButton = event.target.closest?.("button") !== null;
  const key = event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  let action = null;
  if (ctrl && !event.altKey) {
    const lower = key.toLowerCase();
    if (lower === "z") action = event.shiftKey ? "redo" : "undo";
    else if (lower === "y") action = "redo";
    else return;
  } else if (event.altKey) {
    return;
  } else if (MOVES[key]) {
    action = { move: MOVES[key] };
    cells[index.get(state?.cursor ?? "r1c1")].focus({ preventScroll: true });
  } else if (/^[1-9]$/.test(key)) {
    action = { digit: Number(key) };
  } else if (key === "0" || key === ".") {
    action = "blank";
  } else if (key === "Backspace") {
    action = "back";
  } else if (key === "Delete") {
    action = "erase";
  } else if (key === " " && !onButton) {
    action = "togglePause";
  } else if (key === "Escape" && state?.paused) {
    action = "togglePause";
  } else if (key === "Enter" && !onButton && state?.phase === "entering") {
    action = "finishEntry";
  } else if (key === "Enter" && !onButton && state?.phase === "done") {
    event.preventDefault();
    openMenu();
    return;
  } else if (LETTERS[key.toLowerCase()]) {
    action = LETTERS[key.toLowerCase()];
  } else if (key === "n" || key === "N") {
    event.preventDefault();
    openMenu();
    return;
  } else if (key === "e" || key === "E") {
    event.preventDefault();
    ownPuzzle();
    return;
  } else if (key === "?") {
    event.preventDefault();
    openHelp();
    return;
  } else if (key === "Escape" && making !== null) {
    cancelNew();
    return;
  }
  if (action === null) return;
  event.preventDefault();
  act(action);
});

// --- dialogs ---------------------------------------------------------------------------------

async function menuWords() {
  words ??= {
    help: await game.call("helpItems"),
    helpTitle: await game.call("helpTitle"),
  };
  return { ...words, menu: await game.call("menu", state?.choice) };
}

async function openMenu() {
  const { menu } = await menuWords();
  const dialog = $("new-dialog");
  setText($("new-title"), menu.title);
  const replaces = $("new-replaces");
  replaces.hidden = !state?.hasProgress;
  setText(replaces, menu.replaces);
  const list = $("levels");
  list.replaceChildren();
  menu.items.forEach((item, i) => {
    if (item.choice === undefined) {
      setText($("se-about"), item.about);
      return;
    }
    const entry = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.choice = item.choice;
    button.className = i === menu.selected ? "level selected" : "level";
    const label = document.createElement("strong");
    label.textContent = item.label;
    const about = document.createElement("span");
    about.textContent = item.about;
    button.append(label, about);
    entry.append(button);
    list.append(entry);
  });
  $("se-range").value = menu.range;
  setText($("se-help"), menu.rangeHelp);
  $("se-help").dataset.tone = "info";
  $("symmetry").value = settings().symmetry;
  dialog.showModal();
  (list.querySelector(".selected") ?? list.querySelector("button"))?.focus();
}

$("levels").addEventListener("click", (event) => {
  const button = event.target.closest("[data-choice]");
  if (button === null) return;
  $("new-dialog").close();
  newPuzzle(button.dataset.choice);
});

$("symmetry").addEventListener("change", () => {
  localStorage.setItem(SETTINGS, JSON.stringify({ ...settings(), symmetry: $("symmetry").value }));
});

async function makeSe() {
  try {
    const choice = await game.call("seRange", $("se-range").value);
    $("new-dialog").close();
    newPuzzle(choice);
  } catch (error) {
    setText($("se-help"), error.message);
    $("se-help").dataset.tone = "bad";
  }
}

$("se-range").addEventListener("keydown", (event) => {
  if (event.key === "Enter") {
    event.preventDefault();
    makeSe();
  }
});

async function ownPuzzle() {
  $("new-dialog").close();
  if (state?.hasProgress) {
    const { menu } = await menuWords();
    setText($("own-question"), menu.ownPuzzle);
    const dialog = $("own-dialog");
    dialog.returnValue = "";
    dialog.showModal();
    const answer = await new Promise((resolve) => dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true }));
    if (answer !== "yes") return;
  }
  cancelNew();
  await run("entering", state?.prefs);
  cells[index.get(state.cursor)].focus({ preventScroll: true });
}

async function openHelp() {
  const { help, helpTitle } = await menuWords();
  setText($("help-title"), helpTitle);
  const rows = help
    .filter((item) => KEYS[item.name] !== undefined)
    .map((item) => {
      const row = document.createElement("tr");
      const key = document.createElement("th");
      key.scope = "row";
      key.textContent = KEYS[item.name];
      const text = document.createElement("td");
      text.textContent = item.text;
      row.append(key, text);
      return row;
    });
  $("keys").replaceChildren(...rows);
  $("help-dialog").showModal();
}

// --- start -----------------------------------------------------------------------------------

async function start() {
  // Both workers load the package at once (a page that shows a variant game loads neither).
  game.wake();
  engine.wake();
  try {
    await resume();
    if (state === null) throw new Error($("message").textContent || "no game");
    // For the browser tests and BENCHMARKS.md: from navigation to a board drawn and ready.
    performance.mark("ready");
    document.body.dataset.status = "ready";
  } catch (error) {
    say(`The game did not load: ${error.message}`, "bad");
    document.body.dataset.status = "error";
  }
}

// A variant puzzle (a ?load= link, or the variant game left open) takes the page first
// (variant.js); its "Classic sudoku" button starts this game then.
const variant = await import("./variant.js").catch((error) => console.error(`variant.js: ${error.message}`));
if (!(await variant?.opens(start))) await start();
