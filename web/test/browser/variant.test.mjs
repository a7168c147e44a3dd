// The variant game in headless Chromium, as a player meets it: a puzzle of every rule opened
// from a ?load= link and drawn (one element per rule, named by its f-puzzles key), puzzles of
// every size from 4x4 to 16x16 solved by typing their solutions, a clash in a cage, notes, undo
// and true candidates, a reload that keeps the game, a shared link with and without progress,
// a pasted link on the classic page, and the way back to the classic game. Screenshots go to
// web/test-output/variant-*.png; the load and input times to web/test-output/variant-load.json.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import * as shudu from "../../dist/pkg/node.js";
import { checkScreenshot, launchBrowser, openPage, output, report, serveDist, waitReady } from "./harness.mjs";

const root = new URL("../../../", import.meta.url);
const SAMPLE = JSON.parse(readFileSync(new URL("tests/data/fpuzzles/sample.json", root), "utf8")).puzzles;

let site;
let browser;
before(async () => {
  site = await serveDist();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

// The ?load= payload of a puzzle given as f-puzzles JSON (or a link), as f-puzzles makes it.
function payload(text) {
  const puzzle = new shudu.VariantPuzzle(text);
  try {
    return puzzle.fpuzzlesLink().split("?load=")[1];
  } finally {
    puzzle.free();
  }
}

const address = (text) => `index.html?load=${encodeURIComponent(payload(text))}`;

async function open(path, options) {
  const opened = await openPage(browser, site.url(path), options);
  await waitReady(opened.page);
  await settled(opened.page);
  return opened;
}

// Until every call to the game has come back.
async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.busy === undefined || document.body.dataset.busy === "0");
}

const text = (page, selector) => page.textContent(selector).then((t) => t.trim());
const digitsOnBoard = (page) => page.$$eval("#v-cells [data-cell]", (cells) => cells.map((cell) => Number(cell.querySelector(".vdigit").textContent) || 0));

// Each rule key drawn, and how often.
async function drawnRules(page) {
  const keys = await page.$$eval("[data-rule]", (nodes) => nodes.map((node) => node.dataset.rule));
  const counts = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

// What the JSON's rule lists hold, by key: as many drawn elements as entries, one for a
// diagonal, none for the rules that are not drawn.
const NOT_DRAWN = new Set(["antiknight", "antiking", "nonconsecutive", "disjointgroups", "negative"]);
function expectedRules(json) {
  const counts = {};
  for (const [key, value] of Object.entries(json)) {
    if (NOT_DRAWN.has(key) || key === "line" || key === "grid") continue;
    if (key === "diagonal+" || key === "diagonal-") {
      if (value === true) counts[key] = 1;
    } else if (Array.isArray(value) && value.length > 0 && typeof value[0] === "object" && key !== "solution") {
      counts[key] = value.length;
    }
  }
  return counts;
}

// Types a solution into every empty cell, row by row, with the keys: the cursor starts on
// r1c1, moves right (wrapping) and down. Digits 10 to 16 are typed as 1 and the second digit.
async function typeSolution(page, solution, n) {
  await page.click('#v-cells [data-cell="r1c1"]');
  const givens = await digitsOnBoard(page);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (givens[i] === 0) {
        const d = solution[i];
        if (d > 9) {
          await page.keyboard.press("1");
          await page.keyboard.press(String(d - 10));
        } else {
          await page.keyboard.press(String(d));
        }
      }
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("ArrowDown");
  }
  await settled(page);
}

// A puzzle of size n with one solution, made with the engine: a solution of the empty board,
// then givens dug out in reading order while the solution stays unique, keeping `keep`.
function makePuzzle(n, keep) {
  const json = (digits) =>
    JSON.stringify({
      size: n,
      title: `A ${n}x${n} made by the engine`,
      grid: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (digits[r * n + c] ? { value: digits[r * n + c], given: true } : {}))),
    });
  const empty = new shudu.VariantPuzzle(json([]));
  const solution = empty.solve();
  empty.free();
  const givens = [...solution];
  let left = n * n;
  for (let i = 0; i < n * n && left > keep; i++) {
    givens[i] = 0;
    const puzzle = new shudu.VariantPuzzle(json(givens));
    let unique = false;
    try {
      unique = puzzle.count(2, 10_000) === 1;
    } catch {
      unique = false;
    } finally {
      puzzle.free();
    }
    if (unique) left--;
    else givens[i] = solution[i];
  }
  return { json: json(givens), solution };
}

// --- the tests -------------------------------------------------------------------------------

test("a puzzle of every rule opens from a link, drawn with one element per entry of each rule", async () => {
  mkdirSync(output, { recursive: true });
  const { page, problems, context } = await open("index.html");
  const seen = new Set();
  for (const entry of SAMPLE) {
    if (seen.has(entry.rule)) continue;
    seen.add(entry.rule);
    // Leaving a page while it still loads (the classic page's engine fetches its module once
    // the board shows) aborts that request, which would count as a problem of the page.
    await page.waitForLoadState("networkidle");
    await page.goto(site.url(address(entry.link)));
    await waitReady(page);
    await settled(page);
    const json = JSON.parse(entry.json);
    assert.equal(await text(page, "#v-title"), json.title);
    assert.deepEqual(await drawnRules(page), expectedRules(json), entry.rule);
    const n = json.size;
    const names = await page.$$eval("#v-cells [data-cell]", (cells) => cells.map((cell) => cell.dataset.cell));
    assert.equal(names.length, n * n);
    assert.equal(names.at(-1), `r${n}c${n}`);
    assert.equal(await page.locator("[data-vdigit]").count(), n);
    assert.equal(await text(page, "#v-message"), "Check compares your digits with the puzzle's one solution.");
    await page.locator(".vgame").screenshot({ path: join(output, `variant-rule-${entry.rule}.png`) });
  }
  assert.equal(seen.size, 25);
  assert.deepEqual(problems(), []);
  await context.close();
});

// Every rule the page draws, on one board, at a desktop's size and a phone's.
const SHOWCASE = JSON.stringify({
  size: 9,
  title: "Every rule drawn",
  author: "shudu tests",
  ruleset: "Normal sudoku rules apply. Every kind of clue the page draws is here at least once.",
  grid: Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (r === 0 && c === 0 ? { value: 5, given: true } : {}))),
  "diagonal+": true,
  "diagonal-": true,
  antiknight: true,
  extraregion: [{ cells: ["R2C2", "R2C3", "R3C2", "R3C3"] }],
  odd: [{ cell: "R1C9" }],
  even: [{ cell: "R9C1" }],
  minimum: [{ cell: "R5C2" }],
  maximum: [{ cell: "R9C5" }],
  thermometer: [{ lines: [["R4C1", "R5C1", "R6C1", "R7C1"]] }],
  palindrome: [{ lines: [["R1C4", "R2C5", "R1C6"]] }],
  killercage: [{ cells: ["R7C2", "R7C3", "R8C2"], value: "15" }, { cells: ["R1C7", "R1C8"], value: "9" }],
  littlekillersum: [{ cell: "R0C3", direction: "DR", value: "25" }],
  sandwichsum: [{ cell: "R10C7", value: "10" }, { cell: "R4C10", value: "0" }],
  difference: [{ cells: ["R6C8", "R6C9"] }, { cells: ["R3C9", "R4C9"], value: "3" }],
  ratio: [{ cells: ["R7C8", "R7C9"] }],
  arrow: [{ lines: [["R4C4", "R5C3", "R6C3"]], cells: ["R4C4"] }, { cells: ["R2C8", "R3C8"], lines: [["R3C8", "R4C7", "R5C7"]] }],
  betweenline: [{ lines: [["R3C5", "R3C6", "R3C7"]] }],
  xv: [{ cells: ["R8C4", "R9C4"], value: "X" }, { cells: ["R5C8", "R5C9"], value: "V" }],
  quadruple: [{ cells: ["R8C8", "R8C9", "R9C8", "R9C9"], values: [1, 2] }],
  renban: [{ lines: [["R6C4", "R6C5", "R6C6"]] }],
  whispers: [{ lines: [["R4C6", "R5C6", "R4C7"]] }],
});

test("every rule on one board, at a desktop's size and a phone's", async () => {
  const json = JSON.parse(SHOWCASE);
  for (const [name, options] of [
    ["desktop", { viewport: { width: 1280, height: 860 } }],
    ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ]) {
    const { page, problems, context } = await open(address(SHOWCASE), options);
    assert.deepEqual(await drawnRules(page), expectedRules(json));
    assert.equal(await text(page, "#v-title"), "Every rule drawn");
    assert.equal(await text(page, "#v-author"), "by shudu tests");
    assert.equal(await text(page, "#v-rules"), json.ruleset);
    assert.equal(await text(page, "#v-global"), "Also: anti-knight (cells a knight's move apart differ).");
    // Over-constrained on purpose: the page says so, and checks broken rules only.
    assert.equal(await text(page, "#v-message"), "This puzzle has no solution: check finds broken rules only.");
    // Touch: a tap on a cell and on the pad.
    const press = (selector) => (name === "phone" ? page.tap(selector) : page.click(selector));
    await press('#v-cells [data-cell="r2c2"]');
    await press('[data-vdigit="7"]');
    await settled(page);
    assert.equal(await text(page, '#v-cells [data-cell="r2c2"] .vdigit'), "7");
    await checkScreenshot(page, `variant-showcase-${name}`);
    assert.deepEqual(problems(), []);
    await context.close();
  }
});

test("the light or dark switch is the page's: the variant board and its drawing follow it", async () => {
  const { page, problems, context } = await open(address(SHOWCASE), { viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  const cage = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--v-cage").trim());
  assert.equal(await text(page, "#v-theme"), "Dark");
  assert.equal(await cage(), "#2b2b2b");
  await page.click("#v-theme");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  assert.equal(await text(page, "#v-theme"), "Light");
  assert.equal(await cage(), "#d7dbe2");
  await checkScreenshot(page, "variant-dark-desktop", { fullPage: false });
  // The choice is kept: the next visit opens dark, on a system that is light, at a phone's size.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await waitReady(page);
  assert.equal(await cage(), "#d7dbe2");
  await checkScreenshot(page, "variant-dark-phone", { fullPage: false });
  await page.click("#v-theme");
  assert.equal(await cage(), "#2b2b2b");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a puzzle of each size, 4x4 to 16x16, made by the engine, plays to solved by typing", async () => {
  const figures = {};
  for (const [n, keep] of [[4, 0], [6, 0], [8, 0], [9, 0], [12, 60], [16, 160]]) {
    const { json, solution } = makePuzzle(n, keep);
    const check = new shudu.VariantPuzzle(json);
    assert.equal(check.count(2), 1, `${n}x${n} has one solution`);
    check.free();
    const { page, problems, context } = await open(address(json));
    assert.equal(await page.locator("#v-cells [data-cell]").count(), n * n);
    // One board on the page: the classic board's cells carry no names while this one shows.
    assert.equal(await page.locator("[data-cell]").count(), n * n);
    assert.equal(await page.locator(`[data-cell="r${n}c${n}"]`).count(), 1);
    assert.equal(await page.locator("[data-vdigit]").count(), n);
    // The board takes input as soon as it is ready.
    const ready = await page.evaluate(() => performance.getEntriesByName("variant-ready")[0].startTime);
    const given = (await digitsOnBoard(page)).filter((d) => d !== 0).length;
    const started = Date.now();
    await typeSolution(page, solution, n);
    await page.waitForFunction(() => document.body.dataset.solved === "true");
    figures[`${n}x${n}`] = { readyMs: Math.round(ready), typedCells: (await digitsOnBoard(page)).length - given, typingMs: Date.now() - started };
    assert.match(await text(page, "#v-message"), /^Solved in \d+:\d\d\. Well done!$/);
    assert.deepEqual(await digitsOnBoard(page), solution);
    if (n === 16 || n === 6) await checkScreenshot(page, `variant-solved-${n}x${n}`);
    assert.deepEqual(problems(), []);
    await context.close();
  }
  report("variant-sizes", figures);
});

test("a wrong digit in a cage names the clash; check, notes, undo and true candidates", async () => {
  const entry = SAMPLE.find((p) => p.rule === "killercage");
  const json = JSON.parse(entry.json);
  const n = json.size;
  const { page, problems, context } = await open(address(entry.json));
  const givens = await digitsOnBoard(page);
  const index = (name) => {
    const [, r, c] = /^R(\d+)C(\d+)$/.exec(name);
    return (Number(r) - 1) * n + Number(c) - 1;
  };
  // A cage with an empty cell: a digit that takes its total past the sum, or misses it.
  const total = (k) => k.cells.reduce((sum, c) => sum + givens[index(c)], 0);
  const emptyOf = (k) => k.cells.filter((c) => givens[index(c)] === 0);
  // A cage one digit can break: its last empty cell, or a total one digit can reach.
  const cage = json.killercage.find((k) => k.value !== undefined && (emptyOf(k).length === 1 || (emptyOf(k).length > 1 && Number(k.value) - total(k) <= 9)));
  const empty = emptyOf(cage);
  const sum = Number(cage.value);
  const target = empty[0];
  const digit = empty.length === 1 ? (sum - total(cage) === 9 ? 8 : 9) : Math.min(9, Math.max(1, sum - total(cage)));
  const name = target.toLowerCase();
  await page.click(`#v-cells [data-cell="${name}"]`);
  await page.keyboard.press(String(digit));
  await settled(page);
  const message = await text(page, "#v-message");
  assert.match(message, /in a cage of \d+\./, message);
  assert.ok(message.includes(name), message);
  assert.equal(await page.locator(`[data-cell="${name}"].clash`).count(), 1);
  await checkScreenshot(page, "variant-clash", { fullPage: false });

  // Check (K, as in the classic game) marks it wrong (it is not the solution's digit).
  await page.keyboard.press("k");
  await settled(page);
  assert.match(await text(page, "#v-message"), new RegExp(`^${name} is wrong\\.$|are wrong\\.$`));
  assert.equal(await page.locator(`[data-cell="${name}"].wrong`).count(), 1);
  // Undo takes it back, redo brings it again, undo once more.
  await page.keyboard.press("u");
  await settled(page);
  assert.equal(await text(page, `[data-cell="${name}"] .vdigit`), "");
  await page.keyboard.press("Control+y");
  await settled(page);
  assert.equal(await text(page, `[data-cell="${name}"] .vdigit`), String(digit));
  await page.click('[data-vaction="undo"]');
  await settled(page);

  // Notes: P, then digits toggle notes.
  await page.keyboard.press("p");
  await page.keyboard.press("3");
  await page.keyboard.press("4");
  await settled(page);
  assert.equal(await page.locator('[data-vaction="notes"][aria-pressed="true"]').count(), 1);
  const notes = await page.$$eval(`[data-cell="${name}"] .vnotes span`, (spans) => spans.map((s) => s.textContent).join(""));
  assert.equal(notes, "34");
  await page.keyboard.press("p");

  // True candidates: the solution's digit in each empty cell (the puzzle has one solution).
  await page.click('[data-vaction="aid"]');
  await settled(page);
  assert.match(await text(page, "#v-message"), /^True candidates on/);
  const shown = await page.$$eval("#v-cells [data-cell]", (cells) => cells.map((cell) => (cell.querySelector(".vdigit").textContent ? "" : [...cell.querySelectorAll(".vnotes.vtrue span")].map((s) => s.textContent).join(""))));
  const solution = entry.solution;
  shown.forEach((candidates, i) => assert.equal(candidates, givens[i] ? "" : String(solution[i]), `cell ${i}`));
  await checkScreenshot(page, "variant-true-candidates", { fullPage: false });
  await page.keyboard.press("t");
  await settled(page);
  assert.equal(await text(page, "#v-message"), "True candidates off.");

  // X and C are SudokuPad's mode keys, as in the classic game: neither restarts nor checks.
  await page.keyboard.press("x");
  await page.keyboard.press("c");
  await settled(page);
  assert.equal(await text(page, "#v-message"), "True candidates off.");
  // After a click on Check, Space pauses (the click handed the keys back to the board)
  // instead of pressing Check again.
  await page.click('[data-vaction="check"]');
  await settled(page);
  await page.keyboard.press(" ");
  await settled(page);
  assert.equal(await page.locator("#v-board.paused").count(), 1);
  await page.keyboard.press(" ");
  await settled(page);
  assert.equal(await page.locator("#v-board.paused").count(), 0);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a reload keeps the game; a shared link opens the same puzzle, with the player's digits if asked", async () => {
  const entry = SAMPLE.find((p) => p.rule === "thermometer");
  const { page, problems, context } = await open(address(entry.json));
  const givens = await digitsOnBoard(page);
  const empties = givens.map((d, i) => (d === 0 ? i : -1)).filter((i) => i >= 0).slice(0, 3);
  const n = Math.sqrt(givens.length);
  for (const i of empties) {
    await page.click(`#v-cells [data-cell="r${Math.floor(i / n) + 1}c${(i % n) + 1}"]`);
    await page.keyboard.press(String(entry.solution[i]));
  }
  await settled(page);
  const before = await digitsOnBoard(page);
  await page.reload();
  await waitReady(page);
  await settled(page);
  assert.deepEqual(await digitsOnBoard(page), before, "the reload restores the digits");
  assert.equal(await text(page, "#v-progress"), `${givens.filter((d) => d === 0).length - 3} cells to fill`);

  // Share: the link opens the puzzle on a fresh page; with the digits, they come too.
  await page.click('[data-vaction="share"]');
  const link = await page.inputValue("#v-link");
  assert.ok(link.startsWith(site.url("index.html?load=")), link);
  await page.check("#v-with-progress");
  const withProgress = await page.inputValue("#v-link");
  assert.match(withProgress, /&progress=[0-9a-g]+$/);
  await checkScreenshot(page, "variant-share", { fullPage: false });
  for (const [url, expected] of [[link, givens], [withProgress, before]]) {
    const other = await openPage(browser, url);
    await waitReady(other.page);
    await settled(other.page);
    assert.equal(await text(other.page, "#v-title"), JSON.parse(entry.json).title);
    assert.deepEqual(await drawnRules(other.page), expectedRules(JSON.parse(entry.json)));
    assert.deepEqual(await digitsOnBoard(other.page), expected);
    assert.deepEqual(other.problems(), []);
    await other.context.close();
  }
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a link pasted on the classic page opens it; the classic game comes back, as it was; a file opens", async () => {
  const { page, problems, context } = await open("index.html?seed=7");
  const classic = await page.$$eval("#board [data-cell]", (cells) => cells.map((cell) => cell.textContent.trim() || ".").join(""));
  assert.equal(classic, shudu.makePuzzle("medium", { seed: 7 }).puzzle);
  const tabSlot = () => page.evaluate(() => [sessionStorage.getItem("shudu.tab"), JSON.parse(localStorage.getItem("shudu.slots") ?? "[]").length]);
  const slotBefore = await tabSlot();
  const entry = SAMPLE.find((p) => p.rule === "whispers");
  const link = entry.link.replace("https://f-puzzles.com/?load=", "https://sudokupad.app/fpuzzles");
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text", text);
    document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, link);
  await page.waitForFunction(() => document.body.classList.contains("variant"));
  await settled(page);
  assert.equal(await text(page, "#v-title"), JSON.parse(entry.json).title);
  assert.equal(await page.locator("#board").isVisible(), false);
  // Keys go to the variant game alone.
  await page.click('#v-cells [data-cell="r1c1"]');
  await page.keyboard.press("Delete");
  await page.click('[data-vaction="classic"]');
  await page.waitForFunction(() => !document.body.classList.contains("variant"));
  await settled(page);
  assert.equal(await page.locator("#board").isVisible(), true);
  const back = await page.$$eval("#board [data-cell]", (cells) => cells.map((cell) => cell.textContent.trim() || ".").join(""));
  assert.equal(back, classic);
  assert.deepEqual(await tabSlot(), slotBefore, "the classic game goes on in its slot: it is not started a second time");
  assert.equal(await page.locator("#v-cells [data-cell]").count(), 0, "one board at a time");

  // "Open a link" takes a file too.
  await page.click('.side [data-vaction="open"]');
  const arrow = SAMPLE.find((p) => p.rule === "arrow");
  await page.setInputFiles("#v-open-file", { name: "arrow.json", mimeType: "application/json", buffer: Buffer.from(arrow.json) });
  await page.waitForFunction(() => document.body.classList.contains("variant"));
  await settled(page);
  assert.equal(await text(page, "#v-title"), JSON.parse(arrow.json).title);
  assert.equal(await page.locator("dialog[open]").count(), 0);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a link the engine cannot read says why over the classic game, which starts", async () => {
  const { page, problems, context } = await open("index.html?load=notapayload");
  assert.equal(await page.locator("#v-open-dialog[open]").count(), 1);
  assert.equal(await text(page, "#v-open-error"), "the payload is not lz-string base64: it refers to a dictionary entry it never made");
  assert.equal(await page.locator("#board [data-cell]").count(), 81);
  assert.equal(await page.evaluate(() => document.body.classList.contains("variant")), false);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("the board takes input once loaded (the times go to variant-load.json)", async () => {
  const entry = SAMPLE.find((p) => p.rule === "killercage");
  const { page, problems, context } = await openPage(browser, site.url(address(entry.json)));
  await waitReady(page);
  const givens = await digitsOnBoard(page);
  const i = givens.indexOf(0);
  const n = Math.sqrt(givens.length);
  const name = `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;
  await page.click(`#v-cells [data-cell="${name}"]`);
  await page.keyboard.press(String(entry.solution[i]));
  const shown = await page.waitForFunction(
    (name) => document.querySelector(`#v-cells [data-cell="${name}"] .vdigit`).textContent !== "" && performance.now(),
    name,
  );
  const shownMs = await shown.jsonValue();
  const readyMs = await page.evaluate(() => performance.getEntriesByName("variant-ready")[0].startTime);
  report("variant-load", { readyMs: Math.round(readyMs), firstDigitShownMs: Math.round(shownMs) });
  // A figure for the report, not a check: timing belongs in benchmarks.
  assert.ok(shownMs >= readyMs);
  assert.deepEqual(problems(), []);
  await context.close();
});
