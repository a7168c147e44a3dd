// The game page: a view of the game the worker keeps (game-worker.js) and the player's clicks,
// taps and keys turned into the game's actions. The rules and every sentence the player reads
// come from the package (the rules crate, shudu-game); this file decides only how things
// look and which key is which. Puzzles are made and graded in a second worker (worker.js), so
// that neither a slow hint nor an Extreme puzzle being made ever freezes the page.
//
// The address may carry ?seed=N: the first new puzzle takes seed N, the next N + 1, and so on;
// or ?puzzle=<81 cells> (with &progress= and &notes= when the link carries them): that puzzle.
//
// Each tab plays a game of its own, saved under a slot of its own (shudu.game.<slot> in local
// storage); a tab that opens without one resumes the newest game no other open tab plays (the
// rule is the package's, slotToResume; the open tabs are the Web Locks they hold). Local
// storage may be blocked: the game then plays, and says it will not be kept.
import { busyWhile, startEngine } from "./engine.js";

const SLOTS = "shudu.slots"; // [{ id, written }]: every saved game's slot
const LEGACY = "shudu.game"; // the one save of earlier versions, moved into a slot
const TAB = "shudu.tab"; // in session storage: this tab's slot
const SETTINGS = "shudu.settings"; // symmetry, look and preferences, for every tab
const LOCK = "shudu.slot.";

const $ = (id) => document.getElementById(id);
const board = $("board");
// The classic game's controls: every query for them stays inside, so that another board
// (variant play) and its controls can sit on the same page.
const controls = $("controls");
const mine = (element) => element.closest(".top, #notice, #classic, #controls, #new-dialog, #own-dialog, #share-dialog, #help-dialog") !== null;
const names = Array.from({ length: 81 }, (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
const index = new Map(names.map((name, i) => [name, i]));

// --- storage that may be blocked -------------------------------------------------------------

function storage(name) {
  let area = null;
  try {
    area = window[name];
    area.setItem("shudu.probe", "1");
    area.removeItem("shudu.probe");
  } catch {
    area = null;
  }
  return {
    ok: area !== null,
    get(key) {
      try {
        return area?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area?.setItem(key, value);
        return area !== null;
      } catch {
        return false; // full, or refused since
      }
    },
    remove(key) {
      try {
        area?.removeItem(key);
      } catch {
        // nothing to remove from
      }
    },
  };
}

const store = storage("localStorage");
const session = storage("sessionStorage");

// --- the two workers -------------------------------------------------------------------------

// The game. If its module traps, engine.js starts a fresh worker and the game comes back from
// its last save.
const game = startEngine(new URL("./game-worker.js", import.meta.url), { onrestart: () => resume() });
// Making and grading puzzles: started once the board takes input (the first puzzle of a first
// visit is made in the game's worker), so that a cold load compiles the module once before
// the board shows.
let engineStarted = null;
function engine() {
  engineStarted ??= startEngine(new URL("./worker.js", import.meta.url), { onrestart: () => (grading = null) });
  return engineStarted;
}

let state = null; // the game's last GameState
let lastSave = null; // its save text
let slot = null; // this tab's slot, when storage works
let grading = null; // the puzzle being graded
let making = null; // { seed } while a puzzle is being made
let latest = null; // the seed of the last puzzle asked for
let words = null; // the package's words for the menu, the help and the settings
let wordsShown = null; // the settings' words on the page, once the game has started
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
  const defaults = { symmetry: "none", theme: "system" };
  try {
    return { ...defaults, ...JSON.parse(store.get(SETTINGS) ?? "{}") };
  } catch {
    return defaults;
  }
}

function keepSetting(key, value) {
  store.set(SETTINGS, JSON.stringify({ ...settings(), [key]: value }));
}

// The preferences a new game starts with: the game's in progress, else the last kept.
function prefs() {
  return state?.prefs ?? settings().prefs;
}

// --- slots: one saved game per tab -------------------------------------------------------------

function slotList() {
  try {
    const list = JSON.parse(store.get(SLOTS) ?? "[]");
    return Array.isArray(list) ? list.filter((s) => typeof s?.id === "string" && Number.isFinite(s?.written)) : [];
  } catch {
    return [];
  }
}

function newSlotId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The slots the other open tabs play: the Web Locks they hold.
async function openSlots() {
  if (!navigator.locks?.query) return [];
  const { held = [] } = await navigator.locks.query();
  return held.map((lock) => lock.name).filter((name) => name.startsWith(LOCK)).map((name) => name.slice(LOCK.length));
}

// Holds the slot's lock while this tab lives; false when another tab holds it.
function hold(id) {
  if (!navigator.locks?.request) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks.request(LOCK + id, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : new Promise(() => {});
    });
  });
}

// This tab's slot: its own after a reload; else (a new tab) the newest game no open tab plays,
// unless `fresh` (a link to open); else a new one. A duplicated tab (which copies the session)
// plays a copy of its original's game.
async function claimSlot(fresh) {
  if (!store.ok) return null;
  const legacy = store.get(LEGACY);
  if (legacy !== null) {
    const id = newSlotId();
    if (store.set(`shudu.game.${id}`, legacy)) writeSlot(id);
    store.remove(LEGACY);
  }
  const own = session.get(TAB);
  if (own !== null && (await hold(own))) return own;
  let id = null;
  if (own !== null) {
    // A duplicate: the original tab plays that slot; this one goes on with a copy.
    const copy = store.get(`shudu.game.${own}`);
    id = newSlotId();
    if (copy !== null && store.set(`shudu.game.${id}`, copy)) writeSlot(id);
  } else if (!fresh && slotList().length > 0) {
    const open = await openSlots();
    const pick = await ask("slotToResume", slotList(), open);
    if (pick !== undefined && (await hold(pick))) id = pick;
  }
  if (id === null) {
    // A new slot: no other tab can hold it, so the game need not wait for the lock.
    id = newSlotId();
    hold(id);
  }
  session.set(TAB, id);
  return id;
}

// Forgets the oldest games beyond the package's limit (KEPT_SLOTS), none an open tab plays.
async function forgetOldSlots() {
  if (slot === null || slotList().length === 0) return;
  const open = await openSlots();
  for (const old of await game.call("slotsToForget", slotList(), [...open, slot])) {
    store.remove(`shudu.game.${old}`);
    store.set(SLOTS, JSON.stringify(slotList().filter((s) => s.id !== old)));
  }
}

function writeSlot(id) {
  const others = slotList().filter((s) => s.id !== id);
  store.set(SLOTS, JSON.stringify([...others, { id, written: Date.now() }]));
}

// --- running the game ------------------------------------------------------------------------

// Runs a game operation and draws what comes back; a failure shows as the game's message
// would. While the game works, <body data-busy> counts it (busyWhile).
async function run(name, ...args) {
  try {
    show(await ask(name, ...args));
    return true;
  } catch (error) {
    if (error.name !== "Restarted") say(error.notice ?? error.message, "bad");
    return false;
  }
}

// A question to the game whose answer the page draws: counted in <body data-busy>.
function ask(name, ...args) {
  return busyWhile(game.call(name, ...args));
}

function act(action) {
  if (state === null || making !== null) return Promise.resolve(false);
  return run("act", action);
}

// A new answer from the game: keep its save, draw it, and ask for its grade if it needs one.
function show({ state: next, save }) {
  const before = state;
  state = next;
  lastSave = save;
  if (slot !== null && store.set(`shudu.game.${slot}`, save)) writeSlot(slot);
  if (state.prefs && JSON.stringify(settings().prefs) !== JSON.stringify(state.prefs)) keepSetting("prefs", state.prefs);
  draw();
  announce(before);
  gradeIfNeeded();
  if (document.body.dataset.status === "loading") ready();
}

// What a screen reader hears when the cursor's cell changes under it (a digit placed, a note
// written): the game's words for the cell. Moving the cursor moves the focus, which it reads.
function announce(before) {
  if (before === null || before.cursor !== state.cursor) return;
  const at = index.get(state.cursor);
  const label = state.cells[at].label;
  if (before.cells[at].label !== label) setText($("announce"), label);
}

// The puzzle's grade, made in the engine's worker and handed to the game.
async function gradeIfNeeded() {
  const puzzle = state.needsGrade;
  if (puzzle === undefined || grading === puzzle) return;
  grading = puzzle;
  let grade;
  try {
    grade = await engine().call("grade", puzzle);
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
  lastSave ??= slot === null ? null : store.get(`shudu.game.${slot}`);
  if (lastSave !== null) {
    try {
      show(await ask("load", lastSave));
      return;
    } catch (error) {
      lastSave = null;
      notice(error.notice ?? error.message);
    }
  }
  await newPuzzle();
}

// Makes a puzzle of `choice` (or today's, with `daily`) in the engine's worker, then starts
// it. While it is being made, the board says so and the player can cancel; the game in
// progress stays until it is ready.
async function newPuzzle(choice = state?.choice, { daily = false } = {}) {
  const date = localDate();
  const seed = daily ? Number(date.replaceAll("-", "")) : takeSeed();
  const { symmetry } = settings();
  // The first puzzle of a first visit is made where the game is: one worker to start.
  const maker = state === null ? game : engine();
  making = { seed, maker };
  latest = seed;
  $("making-text").textContent = "";
  draw();
  try {
    if (daily) {
      choice = await maker.call("dailyChoice", date);
    } else if (choice === undefined) {
      // The game's default level, as its menu selects it.
      const menu = await maker.call("menu");
      choice = menu.items[menu.selected].choice;
    }
  } catch (error) {
    if (making?.seed !== seed) return;
    making = null;
    draw();
    if (error.name !== "Restarted") say(error.message, "bad");
    if (state === null) await run("entering", prefs());
    return;
  }
  if (making?.seed !== seed) return;
  // What the veil says comes from the game's worker while the engine's makes the puzzle.
  game.call("making", choice, seed).then((said) => {
    if (latest === seed) $("making-text").textContent = said;
  }, () => {});
  try {
    const made = daily ? await maker.call("makeDaily", date) : await maker.call("makePuzzle", choice, { symmetry, seed });
    if (making?.seed !== seed) return;
    making = null;
    if (await run("generated", made, prefs())) focusBoard();
  } catch (error) {
    if (making?.seed !== seed) return;
    making = null;
    draw();
    if (error.name !== "Restarted") say(error.message, "bad");
    if (state === null) await run("entering", prefs());
  }
}

// The player's calendar day, as "2025-07-03".
function localDate() {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, "0")).join("-");
}

async function cancelNew() {
  if (making === null) return;
  // The engine's worker is stopped; the game's (a first puzzle) finishes, unheeded.
  if (making.maker === engineStarted) engineStarted.restart();
  making = null;
  draw();
  if (state === null) {
    // The very first puzzle: an empty board to type one on, and a word about what to do.
    await run("entering", prefs());
    notice((await menuWords()).settings.noPuzzleYet);
  }
}

// --- drawing ---------------------------------------------------------------------------------

// The board: nine rows of nine cells, each a digit over its notes and its corner marks.
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
    const corner = document.createElement("span");
    corner.className = "corner";
    corner.setAttribute("aria-hidden", "true");
    for (let d = 1; d <= 9; d++) {
      const note = document.createElement("span");
      note.dataset.note = d;
      notes.append(note);
      corner.append(document.createElement("span"));
    }
    cell.append(digit, notes, corner);
    line.append(cell);
    cells.push(cell);
  }
  board.append(line);
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

// A small mark's digit, drawn by CSS from data-d (none when undefined).
function setData(element, d) {
  if (d === undefined) {
    if (element.dataset.d !== undefined) delete element.dataset.d;
  } else if (element.dataset.d !== d) {
    element.dataset.d = d;
  }
}

function say(text, tone = "info") {
  const message = $("message");
  setText(message, text);
  message.dataset.tone = tone;
}

// A notice above the board that stays until the player dismisses it: blocked storage, a save
// that could not be read, a link that could not be opened.
function notice(text) {
  if (text === "") return;
  setText($("notice-text"), text);
  $("notice").hidden = false;
}

// Marks as a map from cell index to the set of digits.
function byCell(marks) {
  const map = new Map();
  for (const { cell, digit } of marks) {
    const i = index.get(cell);
    if (!map.has(i)) map.set(i, new Set());
    map.get(i).add(digit);
  }
  return map;
}

const NO_LIGHT = { area: [], cells: [], candidates: [], removals: [], placements: [], sets: [] };

function draw() {
  document.body.classList.toggle("making", making !== null);
  $("making-veil").hidden = making === null;
  if (state === null) return;
  const s = state;
  const cursor = index.get(s.cursor);
  const light = s.hint?.highlight ?? NO_LIGHT;
  const area = new Set(light.area.map((c) => index.get(c)));
  const pattern = new Set(light.cells.map((c) => index.get(c)));
  const candidates = byCell(light.candidates);
  const removals = byCell(light.removals);
  const placements = byCell(light.placements);
  const sets = new Map();
  light.sets.forEach((set, k) => set.forEach((c) => sets.set(index.get(c), k % 4)));
  const clashes = new Set(s.clashes.map((c) => index.get(c)));
  const wrong = new Set(s.wrong.map((c) => index.get(c)));
  // While a hint shows its pattern, the cursor's houses and digit stay quiet.
  const quiet = s.hint !== undefined;
  const houses = new Set(quiet ? [] : s.focus.houses.map((c) => index.get(c)));
  const same = new Set(quiet ? [] : s.focus.same.map((c) => index.get(c)));
  const focusNotes = byCell(quiet ? [] : s.focus.notes);

  document.body.dataset.phase = s.phase;
  board.classList.toggle("paused", s.paused);
  board.setAttribute("aria-label", `Sudoku board, ${s.status.progress}`);
  cells.forEach((element, i) => {
    const cell = s.cells[i];
    const classes = {
      clue: cell.clue,
      entry: cell.digit !== 0 && !cell.clue,
      cursor: i === cursor,
      peer: houses.has(i),
      same: same.has(i) && i !== cursor,
      clash: clashes.has(i),
      wrong: wrong.has(i),
      area: area.has(i),
      pattern: pattern.has(i),
      place: placements.has(i),
      cornered: cell.corner.length > 0,
    };
    for (const [name, on] of Object.entries(classes)) element.classList.toggle(name, on);
    if (cell.colour === 0) delete element.dataset.colour;
    else element.dataset.colour = cell.colour;
    if (sets.has(i)) element.dataset.set = sets.get(i);
    else delete element.dataset.set;
    const [digit, notes, corner] = element.children;
    // The cell's text is its digit alone; its small marks (notes, corner marks, a hint's
    // digit to place) are drawn from data-d, so that what a screen reader hears is the
    // game's label and what shows is part of it.
    setText(digit, cell.digit === 0 ? "" : String(cell.digit));
    const noted = new Set(cell.notes);
    const placed = placements.get(i);
    element.dataset.place = placed ? [...placed].join("") : "";
    setData(digit, placed && cell.digit === 0 ? [...placed].join("") : undefined);
    const lit = focusNotes.get(i);
    for (const note of notes.children) {
      const d = Number(note.dataset.note);
      const shown = cell.digit === 0 && Boolean(noted.has(d) || candidates.get(i)?.has(d) || removals.get(i)?.has(d));
      setData(note, shown ? String(d) : undefined);
      note.classList.toggle("cand", Boolean(candidates.get(i)?.has(d)));
      note.classList.toggle("gone", Boolean(removals.get(i)?.has(d)));
      note.classList.toggle("extra", shown && !noted.has(d));
      note.classList.toggle("focus-digit", shown && noted.has(d) && Boolean(lit?.has(d)));
    }
    [...corner.children].forEach((mark, k) => {
      const d = cell.corner[k];
      setData(mark, d === undefined ? undefined : String(d));
      mark.classList.toggle("focus-digit", d !== undefined && Boolean(lit?.has(d)));
    });
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
  setText($("print-title"), s.title);
  setText($("time"), s.status.time);
  setText($("progress"), s.status.progress);
  setText($("grade"), s.status.grade.replace(/^Grade: /, ""));
  $("grade").parentElement.hidden = s.status.grade === "";
  setText($("counts"), s.status.counts);
  $("auto-remove").checked = s.prefs.autoRemove;
  $("auto-notes").checked = s.prefs.autoNotes;
  $("grade-at-end").checked = s.prefs.gradeAtEnd;
  if ($("mistakes").value !== s.prefs.mistakes) $("mistakes").value = s.prefs.mistakes;

  const playing = s.phase === "playing";
  const pause = document.querySelector('.top [data-action="pause"]');
  pause.setAttribute("aria-pressed", String(s.paused));
  setText(pause, s.paused ? "Go on" : "Pause");
  pause.disabled = !playing;
  for (const button of controls.querySelectorAll(".modes [data-mode]")) {
    button.setAttribute("aria-pressed", String(button.dataset.mode === s.mode));
  }
  const pad = controls.querySelector(".pad");
  for (const mode of ["digits", "corner", "notes", "colour"]) pad.classList.toggle(`mode-${mode}`, s.mode === mode);
  for (const button of controls.querySelectorAll('[data-action="hint"], [data-action="check"], [data-action="solve"], .modes button, [data-action="fill"]')) {
    button.disabled = !playing || s.paused;
  }
  const over = s.phase === "done" || s.phase === "lost";
  for (const button of controls.querySelectorAll('[data-digit], [data-action="erase"], [data-action="redo"], [data-action="clear"]')) {
    button.disabled = s.paused || over;
  }
  // Undo stays open once solved or lost: it takes the last digit back (and the game up again).
  controls.querySelector('[data-action="undo"]').disabled = s.paused;
  controls.querySelector('[data-action="new"]').classList.toggle("primary", over);
  controls.querySelector('[data-action="hint"]').classList.toggle("primary", !over);
  for (const button of controls.querySelectorAll("[data-digit]")) {
    const d = Number(button.dataset.digit);
    const left = 9 - s.digitCounts[d - 1];
    const counted = s.phase !== "entering" && !s.paused && s.mode !== "colour";
    setData(button.lastChild, counted ? String(Math.max(left, 0)) : undefined);
    button.classList.toggle("used-up", counted && left <= 0);
    const label = s.mode === "colour" ? `colour ${d}` : counted ? `${d}, ${Math.max(left, 0)} left` : `${d}`;
    button.setAttribute("aria-label", label);
  }
  $("entering").hidden = s.phase !== "entering";
  $("paused-veil").hidden = !s.paused;
  if (s.paused) setText($("paused-text"), s.message?.text ?? "");

  const hint = $("hint");
  hint.hidden = s.hint === undefined;
  if (s.hint !== undefined) {
    setText($("hint-title"), s.hint.title);
    drawLines($("hint-text"), s.hint.lines);
  }
  // While paused, the veil over the board says it.
  say(s.paused ? "" : s.message?.text ?? "", s.message?.tone ?? "info");
  document.body.classList.toggle("done", s.phase === "done");
}

// A hint's lines, each a block; a line that defines a set has the set's colour at its side.
function drawLines(element, lines) {
  const text = lines.map((line) => line.text).join("\n");
  if (element.dataset.text === text) return;
  element.dataset.text = text;
  element.replaceChildren(
    ...lines.map((line) => {
      const span = document.createElement("span");
      span.className = "line";
      span.textContent = line.text;
      if (line.set !== undefined) span.dataset.set = line.set % 4;
      return span;
    }),
  );
}

function focusBoard() {
  if (state !== null && document.querySelector("dialog[open]") === null) {
    cells[index.get(state.cursor)].focus({ preventScroll: true });
  }
}

// The clock, once a second while a game is played.
setInterval(() => {
  if (state?.phase === "playing" && !state.paused && making === null && !game.busy) run("state");
}, 1000);

// A hidden page pauses the game, so that its clock does not run while nobody plays.
document.addEventListener("visibilitychange", () => {
  if (document.hidden && state?.phase === "playing" && !state.paused) act("togglePause");
});

// --- the look: light, dark, or the system's --------------------------------------------------

function applyTheme(theme = settings().theme) {
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  $("theme").value = theme;
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  const button = $("theme-button");
  setText(button, dark ? "Light" : "Dark");
  button.setAttribute("aria-label", dark ? "Switch to the light look" : "Switch to the dark look");
}

function setTheme(theme) {
  keepSetting("theme", theme);
  applyTheme(theme);
}

function toggleTheme() {
  const dark = document.documentElement.dataset.theme === "dark" ||
    (document.documentElement.dataset.theme === undefined && matchMedia("(prefers-color-scheme: dark)").matches);
  setTheme(dark ? "light" : "dark");
}

matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => applyTheme());
$("theme").addEventListener("change", () => setTheme($("theme").value));

// --- what the player does --------------------------------------------------------------------

board.addEventListener("click", (event) => {
  const cell = event.target.closest("[data-cell]");
  if (cell === null || state?.paused) return;
  cell.focus({ preventScroll: true });
  act({ select: cell.dataset.cell });
});

controls.querySelector(".pad").addEventListener("click", (event) => {
  const button = event.target.closest("[data-digit]");
  if (button !== null) act({ digit: Number(button.dataset.digit) });
});

const ACTIONS = {
  pause: () => act("togglePause"),
  resume: () => act("togglePause"),
  mode: (button) => act({ setMode: button.dataset.mode }),
  notes: () => act({ setMode: state?.mode === "notes" ? "digits" : "notes" }),
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
  "auto-notes": () => act("toggleAutoNotes"),
  "grade-at-end": () => act("toggleGradeAtEnd"),
  new: () => openMenu(),
  daily: () => daily(),
  own: () => ownPuzzle(),
  share: () => openShare(),
  print: () => window.print(),
  theme: () => toggleTheme(),
  help: () => openHelp(),
  dismiss: () => ($("notice").hidden = true),
  "copy-link": () => copyLink(),
  "cancel-new": () => cancelNew(),
  "make-se": () => makeSe(),
};

// The actions that open something (a dialog, the print preview) keep the focus where it
// goes; the others hand it back to the board after a click or a tap, so that a key pressed
// next (Space, a digit) goes to the game, not to the button clicked last.
const OPENERS = new Set(["new", "daily", "own", "share", "print", "help", "copy-link", "make-se", "dismiss", "start"]);

document.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-action], input[data-action]");
  if (button === null || button.dataset.action === "paste" || !mine(button)) return;
  const run = ACTIONS[button.dataset.action];
  if (run === undefined) return;
  if (button.type === "checkbox") event.preventDefault(); // the game says whether it is on
  run(button);
  const pointer = event.detail > 0 || event.pointerType !== undefined && event.pointerType !== "";
  if (pointer && !OPENERS.has(button.dataset.action) && !button.closest("dialog")) focusBoard();
});

$("mistakes").addEventListener("change", () => {
  act({ mistakeMode: $("mistakes").value }).then(focusBoard);
});

$("paste-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("paste-text").value;
  if (text.trim() !== "") act({ paste: text }).then(() => ($("paste-text").value = ""));
});

// Text pasted anywhere but a text field goes to the game (a whole puzzle while typing one).
document.addEventListener("paste", (event) => {
  if (event.target.closest?.("input, textarea, dialog")) return;
  if (event.target.closest?.('[role="grid"]') && !board.contains(event.target)) return; // another board's
  const text = event.clipboardData?.getData("text") ?? "";
  if (text !== "") {
    event.preventDefault();
    act({ paste: text });
  }
});

// The keys (the help lists them from KEYS). SudokuPad's mode keys: Z digits, X corner marks,
// C notes (centre marks), V colours; a shifted digit writes a note whatever the mode.
const KEYS = {
  move: "arrow keys, or click or tap a cell",
  digit: "1 to 9",
  note: "Shift and 1 to 9",
  erase: "Delete, Backspace, 0 or .",
  digitMode: "Z",
  cornerMode: "X",
  notesMode: "C",
  colourMode: "V",
  mode: "P",
  fillNotes: "F",
  undo: "U or Ctrl+Z",
  redo: "R or Ctrl+Y",
  hint: "H",
  check: "K",
  solve: "S",
  reset: "the Clear button (undo brings your work back)",
  pause: "Space (Escape goes on)",
  autoRemove: "A",
  autoNotes: "O",
  mistakeMode: "M",
  gradeAtEnd: "G",
  newPuzzle: "N",
  daily: "D",
  ownPuzzle: "E",
  share: "L",
  print: "Ctrl+P, or the Sheet link for several",
  theme: "T",
  finishEntry: "Enter",
  paste: "Ctrl+V",
  help: "?",
};

const MOVES = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
const LETTERS = {
  p: "toggleMode", f: "fillNotes", u: "undo", r: "redo", h: "hint", k: "check", s: "solve",
  a: "toggleAutoRemove", g: "toggleGradeAtEnd", o: "toggleAutoNotes",
  z: { setMode: "digits" }, x: { setMode: "corner" }, c: { setMode: "notes" }, v: { setMode: "colour" },
};
const OPENING_KEYS = { n: () => openMenu(), d: () => daily(), e: () => ownPuzzle(), l: () => openShare(), t: () => toggleTheme() };

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || document.querySelector("dialog[open]") !== null) return;
  // Keys on another board (variant play) or its controls are that board's.
  if (event.target !== document.body && event.target.closest && !mine(event.target)) return;
  if (event.target.closest?.("input, textarea, select")) return;
  // A button reached with the keyboard takes Space and Enter as its own press.
  const keyboardButton = event.target.closest?.("button, a") !== null && event.target.matches?.(":focus-visible");
  const key = event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  const digit = /^(Digit|Numpad)([1-9])$/.exec(event.code)?.[2];
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
  } else if (digit !== undefined && event.shiftKey) {
    action = { note: Number(digit) };
  } else if (/^[1-9]$/.test(key)) {
    action = { digit: Number(key) };
  } else if (key === "0" || key === ".") {
    action = "blank";
  } else if (key === "Backspace") {
    action = "back";
  } else if (key === "Delete") {
    action = "erase";
  } else if (key === " " && !keyboardButton) {
    action = "togglePause";
  } else if (key === "Escape" && state?.paused) {
    action = "togglePause";
  } else if (key === "Escape" && making !== null) {
    cancelNew();
    return;
  } else if (key === "Enter" && !keyboardButton && state?.phase === "entering") {
    action = "finishEntry";
  } else if (key === "Enter" && !keyboardButton && (state?.phase === "done" || state?.phase === "lost")) {
    event.preventDefault();
    openMenu();
    return;
  } else if (key === "?") {
    event.preventDefault();
    openHelp();
    return;
  } else if (key === "m" || key === "M") {
    const modes = words?.settings.mistakeModes.map((m) => m.name) ?? [];
    const at = modes.indexOf(state?.prefs.mistakes);
    if (modes.length > 0) action = { mistakeMode: modes[(at + 1) % modes.length] };
  } else if (LETTERS[key.toLowerCase()] !== undefined && !event.shiftKey) {
    action = LETTERS[key.toLowerCase()];
  } else if (OPENING_KEYS[key.toLowerCase()] !== undefined && !event.shiftKey) {
    event.preventDefault();
    OPENING_KEYS[key.toLowerCase()]();
    return;
  }
  if (action === null) return;
  event.preventDefault();
  act(action);
});

// --- dialogs ---------------------------------------------------------------------------------

async function menuWords() {
  words ??= {
    help: await ask("helpItems"),
    helpTitle: await ask("helpTitle"),
    settings: await ask("settings"),
  };
  return { ...words, menu: await ask("menu", state?.choice) };
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
  if (!dialog.open) dialog.showModal();
  (list.querySelector(".selected") ?? list.querySelector("button"))?.focus();
}

$("levels").addEventListener("click", (event) => {
  const button = event.target.closest("[data-choice]");
  if (button === null) return;
  $("new-dialog").close();
  newPuzzle(button.dataset.choice);
});

$("symmetry").addEventListener("change", () => keepSetting("symmetry", $("symmetry").value));

async function makeSe() {
  try {
    const choice = await ask("seRange", $("se-range").value);
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

function daily() {
  $("new-dialog").close();
  newPuzzle(undefined, { daily: true });
}

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
  if (making !== null) await cancelNew();
  await run("entering", prefs());
  focusBoard();
}

async function shareLink() {
  const query = await ask("shareQuery", $("share-progress").checked);
  return `${location.origin}${location.pathname}?${query}`;
}

async function openShare() {
  if (state === null || state.phase === "entering") return;
  $("share-link").value = await shareLink();
  setText($("share-said"), "");
  $("share-dialog").showModal();
  $("share-link").select();
}

$("share-progress").addEventListener("change", async () => {
  $("share-link").value = await shareLink();
});

async function copyLink() {
  const link = $("share-link").value;
  try {
    await navigator.clipboard.writeText(link);
    setText($("share-said"), words?.settings.linkCopied ?? "");
  } catch {
    $("share-link").select();
    setText($("share-said"), words?.settings.linkToCopy ?? "");
  }
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

// The board takes input once the first game is drawn: the mark "ready" times it from
// navigation (the browser tests report it). The page says it is ready (data-status) once the
// settings' words are there too.
function ready() {
  performance.mark("ready");
  engine();
  wordsShown.then(() => (document.body.dataset.status = "ready"));
  offline();
}

// The offline copy (sw.js), registered once a game shows so that it does not slow the first.
function offline() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch(() => {
      // No offline copy (a file:// page, a private window): the page plays as it is.
    });
  }
}

// --- start -----------------------------------------------------------------------------------

// The words of the settings and the notices come from the game's worker while the game
// loads: the board does not wait for them.
async function showWords() {
  const { settings: said } = await menuWords();
  said.rows.forEach((name, row) => board.children[row].setAttribute("aria-label", name));
  setText($("auto-remove-label"), said.autoRemove);
  setText($("auto-notes-label"), said.autoNotes);
  setText($("grade-at-end-label"), said.gradeAtEnd);
  setText($("mistakes-label"), said.mistakes);
  $("mistakes").replaceChildren(...said.mistakeModes.map(({ name, label }) => new Option(label, name)));
  if (state !== null) $("mistakes").value = state.prefs.mistakes;
  if (!store.ok) notice(said.storageBlocked);
}

async function start() {
  // The game's worker loads the package at once; the engine's starts once the board takes
  // input (ready()), so that a cold load compiles the module once before the board shows. A
  // page that shows a variant game starts neither.
  game.wake();
  try {
    wordsShown = showWords();
    const params = new URLSearchParams(location.search);
    const linked = params.get("puzzle");
    slot = await claimSlot(linked !== null);
    if (linked !== null) {
      await run("shared", linked, params.get("progress"), params.get("notes"), prefs());
      if (state === null) notice($("message").textContent);
      // The link is open: a reload resumes this tab's game instead of opening it afresh.
      for (const key of ["puzzle", "progress", "notes"]) params.delete(key);
      const rest = params.toString();
      history.replaceState(null, "", `${location.pathname}${rest === "" ? "" : `?${rest}`}`);
    }
    if (state === null) await resume();
    await wordsShown;
    await forgetOldSlots();
  } catch (error) {
    say(`The game did not load: ${error.message}`, "bad");
    document.body.dataset.status = "error";
  }
}

// The light or dark look is the page's, whichever game shows.
applyTheme();
// A variant puzzle (a ?load= link, or the variant game left open) takes the page first
// (variant.js); its "Classic sudoku" button starts this game then.
const variant = await import("./variant.js").catch((error) => console.error(`variant.js: ${error.message}`));
if (await variant?.opens(start, { toggleTheme })) offline();
else await start();
