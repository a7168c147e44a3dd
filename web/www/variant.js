// The variant game on the page: puzzles that setters share (f-puzzles and SudokuPad links,
// f-puzzles JSON, a file), on any board from 4x4 to 16x16, drawn with every rule
// (variant-draw.js) and played in a worker that keeps the game (variant-worker.js, on the
// rules crate's VariantGame). The rules and every sentence about the game come from the
// package; this file decides how things look and which key is which.
//
// The page's own address opens a puzzle: ?load=<f-puzzles payload> (as f-puzzles.com links
// carry it), and &progress=<code> for the digits a player shared with it. game.js asks
// `opens()` first at start; while a variant game is shown, the classic game waits, and the
// "Classic sudoku" button hands the page back to it.
import { busyWhile, startEngine } from "./engine.js";
import { drawPuzzle, margin, rowCol } from "./variant-draw.js";

const SAVE = "shudu.variant"; // the variant game's save text
const FROM = "shudu.variant.from"; // the ?load= payload it was opened from
const MODE = "shudu.mode"; // "variant" while the page shows the variant game

let engine = null; // the worker, started on first use
let state = null; // the game's last VariantGameState
let drawing = null; // the puzzle as VariantGame.drawing() gives it
let lastSave = storage(() => localStorage.getItem(SAVE));
let startClassic = null; // game.js's start, run once when the page first shows the classic game
let switchTheme = null; // game.js's light or dark switch: the look is the page's, for both games

// The switch says what it switches to, as the classic game's does.
function showTheme() {
  const theme = document.documentElement.dataset.theme;
  const dark = theme === "dark" || (theme === undefined && matchMedia("(prefers-color-scheme: dark)").matches);
  const button = $("v-theme");
  button.textContent = dark ? "Light" : "Dark";
  button.setAttribute("aria-label", dark ? "Switch to the light look" : "Switch to the dark look");
  button.hidden = switchTheme === null;
}
let classicStarted = false;
let pending = null; // a "1" typed on a board above 9, waiting for a second digit
let cells = [];

function storage(f) {
  try {
    return f();
  } catch {
    return null; // storage refused (a private window): the game goes on without it
  }
}

const $ = (id) => document.getElementById(id);
const active = () => document.body.classList.contains("variant");

// --- the page's parts ------------------------------------------------------------------------

const section = document.createElement("section");
section.id = "variant";
section.className = "vgame";
section.hidden = true;
section.setAttribute("aria-label", "Variant sudoku");
section.innerHTML = `
  <header class="vtop">
    <h1>shudu</h1>
    <p class="vtitle"><span id="v-title"></span> <span id="v-author"></span></p>
    <p class="clock"><span id="v-time" role="timer" aria-live="off"></span>
      <button type="button" class="quiet" data-vaction="pause" aria-pressed="false" title="Pause (Space)">Pause</button>
      <button type="button" class="quiet" data-vaction="theme" id="v-theme" title="Light or dark">Dark</button></p>
  </header>
  <div class="vmain">
    <div class="vplay">
      <div class="vboard-wrap">
        <div class="vboard" id="v-board"><div class="vcells" id="v-cells" role="grid" aria-label="Variant sudoku board"></div></div>
        <div class="veil" id="v-veil" hidden><p id="v-veil-text"></p><button type="button" data-vaction="pause">Go on</button></div>
      </div>
      <p class="help-line" id="v-keys"></p>
    </div>
    <div class="vside">
      <div class="vpad" id="v-pad" role="group" aria-label="Digits"></div>
      <div class="tools four" role="group" aria-label="Editing">
        <button type="button" data-vaction="notes" aria-pressed="false" title="Notes (P)">Notes</button>
        <button type="button" data-vaction="erase" title="Erase (Delete)">Erase</button>
        <button type="button" data-vaction="undo" title="Undo (U, Ctrl+Z)">Undo</button>
        <button type="button" data-vaction="redo" title="Redo (R, Ctrl+Y)">Redo</button>
      </div>
      <div class="tools" role="group" aria-label="Help from the computer">
        <button type="button" class="primary" data-vaction="check" title="Check (K)">Check</button>
        <button type="button" data-vaction="aid" aria-pressed="false" title="True candidates (T)">True candidates</button>
        <button type="button" data-vaction="reset" title="Back to the givens">Restart</button>
      </div>
      <p class="message" id="v-message" role="status" aria-live="polite"></p>
      <p class="message" id="v-aid-note" data-tone="info"></p>
      <p class="vprogress" id="v-progress"></p>
      <section class="vrules" aria-label="Rules"><h2>Rules</h2><p id="v-rules"></p><p id="v-global"></p></section>
      <div class="tools" role="group" aria-label="Puzzle">
        <button type="button" data-vaction="share" title="A link to this puzzle">Share</button>
        <button type="button" data-vaction="open" title="Open a puzzle from a link, JSON or a file">Open a puzzle</button>
        <button type="button" data-vaction="classic" title="Back to classic sudoku">Classic sudoku</button>
      </div>
      <div class="vshare" id="v-share" hidden>
        <label><input type="checkbox" id="v-with-progress"> With my digits</label>
        <label class="sr-only" for="v-link">Link</label>
        <input id="v-link" readonly>
        <p class="vshare-also">Also in <a id="v-fpuzzles" target="_blank" rel="noopener">f-puzzles</a> and
          <a id="v-sudokupad" target="_blank" rel="noopener">SudokuPad</a>.</p>
      </div>
    </div>
  </div>`;

const dialog = document.createElement("dialog");
dialog.id = "v-open-dialog";
dialog.setAttribute("aria-labelledby", "v-open-title");
dialog.innerHTML = `
  <form method="dialog" class="vopen">
    <h2 id="v-open-title">Open a puzzle</h2>
    <p class="small">Paste an f-puzzles or SudokuPad link, or f-puzzles JSON, or choose a file.</p>
    <label class="sr-only" for="v-open-text">Link or JSON</label>
    <textarea id="v-open-text" rows="4" spellcheck="false" autocomplete="off" placeholder="https://f-puzzles.com/?load=N4Ig..."></textarea>
    <input type="file" id="v-open-file" accept=".json,.txt,application/json,text/plain">
    <p class="message" id="v-open-error" data-tone="bad"></p>
    <div class="row end">
      <button type="button" class="primary" data-vaction="open-text">Open</button>
      <button value="cancel">Cancel</button>
    </div>
  </form>`;

// --- talking to the worker ------------------------------------------------------------------

function worker() {
  engine ??= startEngine(new URL("./variant-worker.js", import.meta.url), {
    onrestart: () => {
      if (lastSave !== null) run("load", lastSave);
    },
  });
  return engine;
}

// A call to the game, drawn; <body data-busy> counts it while it runs (busyWhile).
async function run(name, ...args) {
  try {
    show(await busyWhile(worker().call(name, ...args)));
    return true;
  } catch (error) {
    if (error.name !== "Restarted") say(error.message, "bad");
    return false;
  }
}

function act(action) {
  if (state === null || !active()) return Promise.resolve(false);
  return run("act", action);
}

function show({ state: next, save, drawing: puzzle }) {
  if (puzzle !== undefined) build(puzzle);
  state = next;
  lastSave = save;
  storage(() => localStorage.setItem(SAVE, save));
  draw();
}

// --- opening ---------------------------------------------------------------------------------

// The ?load= payload of the address, as written (a payload's "+" is no space), or null.
function fromAddress(key) {
  const found = new RegExp(`[?&]${key}=([^&#]*)`).exec(location.search);
  if (found === null) return null;
  try {
    return decodeURIComponent(found[1]);
  } catch {
    return found[1];
  }
}

// Called by game.js at start, with its own start: whether a variant game took the page (a
// ?load= link, or the variant game the player left open).
export async function opens(classicStart, { toggleTheme } = {}) {
  startClassic = classicStart;
  switchTheme = toggleTheme ?? null;
  showTheme();
  const took = await takesPage();
  // When the variant game does not take the page, game.js starts the classic game at once:
  // "Classic sudoku" must not start it a second time.
  if (!took) classicStarted = true;
  return took;
}

async function takesPage() {
  const payload = fromAddress("load");
  try {
    if (payload !== null) {
      if (lastSave !== null && storage(() => localStorage.getItem(FROM)) === payload) {
        if (await showGame(() => run("load", lastSave))) return true;
      }
      if (await showGame(() => run("open", payload))) {
        storage(() => localStorage.setItem(FROM, payload));
        const progress = fromAddress("progress");
        if (progress !== null && progress !== "") await run("restoreProgress", progress);
        return true;
      }
      // The link did not open: say why over the classic game, which starts instead.
      const why = $("v-message").textContent;
      openDialog();
      $("v-open-text").value = payload;
      $("v-open-error").textContent = why;
      return false;
    }
    if (storage(() => localStorage.getItem(MODE)) === "variant" && lastSave !== null) {
      return await showGame(() => run("load", lastSave));
    }
  } catch (error) {
    say(error.message, "bad");
  }
  return false;
}

// The page has one board at a time: the classic board's cells give up their names
// (data-cell) while the variant board is shown, and take them back after.
function classicCells(shown) {
  if (shown) {
    for (const cell of document.querySelectorAll("#board [data-classic-cell]")) {
      cell.dataset.cell = cell.dataset.classicCell;
      delete cell.dataset.classicCell;
    }
  } else {
    for (const cell of document.querySelectorAll("#board [data-cell]")) {
      cell.dataset.classicCell = cell.dataset.cell;
      delete cell.dataset.cell;
    }
  }
}

// Opens a game with `start` and, when it opened, shows the variant page.
async function showGame(start) {
  const wasActive = active();
  document.body.classList.add("variant");
  section.hidden = false;
  classicCells(false);
  if (await start()) {
    pauseClassic();
    storage(() => localStorage.setItem(MODE, "variant"));
    performance.mark("variant-ready");
    document.body.dataset.status = "ready";
    return true;
  }
  if (!wasActive) {
    document.body.classList.remove("variant");
    section.hidden = true;
    classicCells(true);
  }
  return false;
}

// A puzzle from pasted text, a file, or the open dialog: shown, or the reason it is not.
async function openText(text, where = null) {
  const opened = await showGame(() => run("open", text));
  if (opened) {
    storage(() => localStorage.removeItem(FROM));
    // The address no longer names the puzzle on the page.
    if (location.search !== "") history.replaceState(null, "", location.pathname);
    dialog.close();
  } else if (where !== null) {
    where.textContent = $("v-message").textContent;
  }
  return opened;
}

// The classic game pauses while the variant one is shown (its clock must not run unseen).
function pauseClassic() {
  const pause = document.querySelector('.top [data-action="pause"]');
  if (pause && !pause.disabled && pause.getAttribute("aria-pressed") === "false") pause.click();
}

async function toClassic() {
  if (state !== null && !state.paused && !state.solved) await act("togglePause");
  document.body.classList.remove("variant");
  section.hidden = true;
  // The variant board goes (a variant game opened again draws it anew).
  $("v-cells").replaceChildren();
  cells = [];
  state = null;
  classicCells(true);
  storage(() => localStorage.setItem(MODE, "classic"));
  if (location.search.includes("load=")) history.replaceState(null, "", location.pathname);
  if (!classicStarted && startClassic !== null) {
    classicStarted = true;
    await busyWhile(startClassic());
  }
}

// --- drawing ---------------------------------------------------------------------------------

const KEY_HELP = (n) =>
  `Keys: arrows move; ${n > 9 ? "1 to 9, and 10 to " + n + " as 1 then the second digit (1 6 for 16)" : "1 to " + n} place a digit or a note; P notes; Delete, Backspace or 0 erase; U or Ctrl+Z undo; R or Ctrl+Y redo; K check; T true candidates; Space pause.`;

// The board of a new puzzle: its drawing, its cells, its digit pad and its words.
function build(puzzle) {
  drawing = puzzle;
  pending = null;
  const n = puzzle.size;
  const m = margin(puzzle);
  const board = $("v-board");
  for (const old of board.querySelectorAll("svg")) old.remove();
  const { under, over } = drawPuzzle(puzzle);
  board.prepend(under);
  board.append(over);
  board.style.setProperty("--units", n + 2 * m);
  const grid = $("v-cells");
  grid.style.setProperty("--n", n);
  grid.style.setProperty("--inset", `${(m / (n + 2 * m)) * 100}%`);
  const perRow = n <= 4 ? 2 : n <= 9 ? 3 : 4;
  cells = [];
  const rows = [];
  for (let r = 0; r < n; r++) {
    const row = document.createElement("div");
    row.setAttribute("role", "row");
    row.className = "vrow";
    for (let c = 0; c < n; c++) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.dataset.cell = `r${r + 1}c${c + 1}`;
      cell.className = "vcell";
      cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
      const digit = document.createElement("span");
      digit.className = "vdigit";
      digit.setAttribute("aria-hidden", "true");
      const notes = document.createElement("span");
      notes.className = "vnotes";
      notes.style.setProperty("--per-row", perRow);
      notes.setAttribute("aria-hidden", "true");
      for (let d = 1; d <= n; d++) notes.append(document.createElement("span"));
      cell.append(digit, notes);
      row.append(cell);
      cells.push(cell);
    }
    rows.push(row);
  }
  grid.replaceChildren(...rows);
  const pad = $("v-pad");
  pad.style.setProperty("--per-row", n <= 9 ? n : Math.ceil(n / 2));
  pad.replaceChildren(
    ...Array.from({ length: n }, (_, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.vdigit = i + 1;
      button.textContent = String(i + 1);
      return button;
    }),
  );
  $("v-title").textContent = puzzle.title ?? `A ${n}x${n} puzzle`;
  $("v-author").textContent = puzzle.author ? `by ${puzzle.author}` : "";
  $("v-rules").textContent = puzzle.rulesShown;
  $("v-global").textContent = puzzle.globalRules ?? "";
  $("v-keys").textContent = KEY_HELP(n);
  $("v-share").hidden = true;
}

function say(text, tone = "info") {
  const message = $("v-message");
  if (message.textContent !== text) message.textContent = text;
  message.dataset.tone = tone;
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function draw() {
  if (state === null || drawing === null) return;
  const s = state;
  const n = s.size;
  const [cr, cc] = rowCol(s.cursor);
  const cursor = cr * n + cc;
  const clashes = new Set(s.clashes);
  const wrong = new Set(s.wrong);
  const cursorDigit = s.digits[cursor];
  const region = drawing.regions;
  const aid = s.trueCandidates;
  cells.forEach((element, i) => {
    const [r, c] = [Math.floor(i / n), i % n];
    const digit = s.digits[i];
    const name = element.dataset.cell;
    const classes = {
      given: drawing.givens[i] !== 0,
      entry: digit !== 0 && drawing.givens[i] === 0,
      cursor: i === cursor,
      peer: i !== cursor && (r === cr || c === cc || (region[i] !== null && region[i] === region[cursor])),
      same: cursorDigit !== 0 && digit === cursorDigit,
      clash: clashes.has(name),
      wrong: wrong.has(name),
      two: digit > 9,
    };
    for (const [key, on] of Object.entries(classes)) element.classList.toggle(key, on);
    setText(element.firstChild, digit === 0 ? "" : String(digit));
    const shown = digit !== 0 ? 0 : aid !== null ? aid[i] : s.notes[i];
    element.lastChild.classList.toggle("vtrue", digit === 0 && aid !== null);
    [...element.lastChild.children].forEach((note, d) => setText(note, shown & (1 << d) ? String(d + 1) : ""));
    const notes = s.notes[i] ? ` notes ${[...Array(n).keys()].filter((d) => s.notes[i] & (1 << d)).map((d) => d + 1).join(" ")}` : "";
    const label = `${name}: ${digit === 0 ? "empty" : (drawing.givens[i] ? "given " : "") + digit}${digit === 0 ? notes : ""}`;
    if (element.getAttribute("aria-label") !== label) element.setAttribute("aria-label", label);
    element.setAttribute("aria-selected", String(i === cursor));
    element.tabIndex = i === cursor ? 0 : -1;
  });
  const grid = $("v-cells");
  if (grid.contains(document.activeElement) && document.activeElement !== cells[cursor]) cells[cursor].focus({ preventScroll: true });
  $("v-board").classList.toggle("paused", s.paused);
  $("v-board").classList.toggle("notes-mode", s.mode === "notes");
  setText($("v-time"), s.time);
  setText($("v-progress"), s.progress);
  const pause = section.querySelector('.vtop [data-vaction="pause"]');
  pause.setAttribute("aria-pressed", String(s.paused));
  setText(pause, s.paused ? "Go on" : "Pause");
  pause.disabled = s.solved;
  section.querySelector('[data-vaction="notes"]').setAttribute("aria-pressed", String(s.mode === "notes"));
  section.querySelector('[data-vaction="aid"]').setAttribute("aria-pressed", String(s.trueCandidatesOn));
  $("v-pad").classList.toggle("notes-mode", s.mode === "notes");
  for (const button of section.querySelectorAll("[data-vdigit], [data-vaction=erase], [data-vaction=check], [data-vaction=aid], [data-vaction=notes], [data-vaction=reset], [data-vaction=redo]")) {
    button.disabled = s.paused || s.solved;
  }
  section.querySelector("[data-vaction=undo]").disabled = s.paused;
  $("v-veil").hidden = !s.paused;
  if (s.paused) setText($("v-veil-text"), s.message?.text ?? "");
  say(s.paused ? "" : s.message?.text ?? "", s.message?.tone ?? "info");
  setText($("v-aid-note"), s.trueCandidatesNote ?? "");
  document.body.classList.toggle("vsolved", s.solved);
  document.body.dataset.solved = String(s.solved);
  if (!$("v-share").hidden) shareLink();
}

// --- sharing ---------------------------------------------------------------------------------

function shareLink() {
  const payload = encodeURIComponent(drawing.payload);
  let link = `${location.origin}${location.pathname}?load=${payload}`;
  if ($("v-with-progress").checked && state.progressCode !== "") link += `&progress=${state.progressCode}`;
  const field = $("v-link");
  if (field.value !== link) field.value = link;
  $("v-fpuzzles").href = `https://f-puzzles.com/?load=${drawing.payload}`;
  $("v-sudokupad").href = `https://sudokupad.app/fpuzzles${drawing.payload}`;
  return link;
}

async function share() {
  $("v-share").hidden = false;
  const link = shareLink();
  $("v-link").select();
  try {
    await navigator.clipboard.writeText(link);
    say("The link is copied: whoever opens it gets this puzzle.", "good");
  } catch {
    // No clipboard here (a page not in focus, a refused permission): the link is selected.
  }
}

// --- what the player does --------------------------------------------------------------------

function digit(d) {
  act({ digit: d });
}

// A "1" on a board above 9 waits a moment for a second digit (1 then 6 is 16); anything else
// places it first.
function flushPending() {
  if (pending === null) return;
  clearTimeout(pending);
  pending = null;
  digit(1);
}

const ACTIONS = {
  pause: () => act("togglePause"),
  notes: () => act("toggleMode"),
  erase: () => act("erase"),
  undo: () => act("undo"),
  redo: () => act("redo"),
  check: () => act("check"),
  aid: () => act("toggleTrueCandidates"),
  reset: () => act("reset"),
  theme: () => {
    switchTheme?.();
    showTheme();
  },
  share: () => share(),
  open: () => openDialog(),
  "open-text": () => openText($("v-open-text").value, $("v-open-error")),
  classic: () => toClassic(),
};

const VOPENERS = new Set(["share", "open", "open-text", "classic"]);

document.addEventListener("click", (event) => {
  const button = event.target.closest?.("[data-vaction], [data-vdigit]");
  if (button === null || button === undefined) return;
  if (button.dataset.vdigit !== undefined) {
    flushPending();
    digit(Number(button.dataset.vdigit));
  } else {
    ACTIONS[button.dataset.vaction]?.();
  }
  // A click or a tap hands the keys back to the board (as in the classic game), so that Space
  // pauses instead of pressing the button clicked last; what opens something keeps the focus.
  const pointer = event.detail > 0 || (event.pointerType !== undefined && event.pointerType !== "");
  if (pointer && !VOPENERS.has(button.dataset.vaction) && !button.closest("dialog")) {
    cells.find((cell) => cell.tabIndex === 0)?.focus({ preventScroll: true });
  }
});

section.addEventListener("click", (event) => {
  const cell = event.target.closest("[data-cell]");
  if (cell === null || state?.paused) return;
  flushPending();
  cell.focus({ preventScroll: true });
  act({ select: cell.dataset.cell });
});

function openDialog() {
  $("v-open-error").textContent = "";
  dialog.showModal();
  $("v-open-text").focus();
}

const MOVES = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
// As in the classic game beside it, no key of SudokuPad's mode keys (Z, X, C, V) checks or
// wipes the board: K checks, and Restart has a button only.
const LETTERS = { p: "toggleMode", u: "undo", r: "redo", k: "check", t: "toggleTrueCandidates" };

// While the variant game is shown, its keys are its own: the classic game's listeners
// (game.js, on the document) never see them.
window.addEventListener(
  "keydown",
  (event) => {
    if (!active()) return;
    event.stopPropagation();
    if (document.querySelector("dialog[open]") !== null) return;
    if (event.target.closest?.("input, textarea, select")) return;
    const key = event.key;
    const n = state?.size ?? 9;
    const ctrl = event.ctrlKey || event.metaKey;
    let action = null;
    if (ctrl && !event.altKey) {
      const lower = key.toLowerCase();
      if (lower === "z") action = event.shiftKey ? "redo" : "undo";
      else if (lower === "y") action = "redo";
      else return;
    } else if (event.altKey) {
      return;
    } else if (/^[0-9]$/.test(key)) {
      const d = Number(key);
      event.preventDefault();
      if (pending !== null) {
        clearTimeout(pending);
        pending = null;
        if (10 + d <= n) {
          digit(10 + d);
          return;
        }
        digit(1);
      }
      if (d === 1 && n > 9) {
        pending = setTimeout(() => {
          pending = null;
          digit(1);
        }, 1000);
        return;
      }
      // A digit above the board's: the game says so.
      action = d === 0 ? "erase" : { digit: d };
    } else if (MOVES[key]) {
      action = { move: MOVES[key] };
    } else if (key === "Delete" || key === "Backspace" || key === ".") {
      action = "erase";
    } else if (key === " " && event.target.closest?.("button") === null) {
      action = "togglePause";
    } else if (key === "Escape" && state?.paused) {
      action = "togglePause";
    } else if (LETTERS[key.toLowerCase()]) {
      action = LETTERS[key.toLowerCase()];
    }
    if (action === null) return;
    event.preventDefault();
    flushPending();
    act(action);
  },
  true,
);

// A puzzle link or JSON pasted anywhere but a text field opens it, whichever game is shown.
window.addEventListener(
  "paste",
  (event) => {
    if (event.target.closest?.("input, textarea, dialog")) return;
    const text = event.clipboardData?.getData("text") ?? "";
    const puzzleLike = /f-puzzles|sudokupad|crackingthecryptic|fpuzz|[?&]load=|^\s*\{/i.test(text);
    if (!active() && !puzzleLike) return;
    event.stopPropagation();
    event.preventDefault();
    if (text.trim() !== "") openText(text);
  },
  true,
);

// A hidden page pauses the game, so that its clock does not run while nobody plays.
document.addEventListener("visibilitychange", () => {
  if (document.hidden && active() && state !== null && !state.paused && !state.solved) act("togglePause");
});

// The clock, once a second while a game is played.
setInterval(() => {
  if (active() && state !== null && !state.paused && !state.solved && !engine?.busy) run("state");
}, 1000);

document.body.append(section, dialog);

$("v-with-progress").addEventListener("change", () => shareLink());
$("v-open-file").addEventListener("change", async () => {
  const file = $("v-open-file").files?.[0];
  if (file === undefined) return;
  await openText(await file.text(), $("v-open-error"));
});
