// The game a player keeps (issue 30), in headless Chromium: each defect an hour of play found,
// played again as a player met it, and each feature players of the best sudoku apps expect,
// used as they would use it. The words checked are the rules crate's, through the package
// under Node. Figures (contrast ratios, load time, the accessibility check) go to
// web/test-output/keep-*.json, screenshots to web/test-output/keep-*.png.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

import * as shudu from "../../dist/pkg/node.js";
import { boardLine, cellsWith, indexOf, nameOf, notesOf, settled, step, text } from "./board.mjs";
import { checkScreenshot, launchBrowser, launchPersistent, openPage, recordProblems, report, serveDist, waitReady } from "./harness.mjs";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// 17 clues, one solution.
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
// First steps of HoDoKu's order, found over the shared puzzle sets: a naked single, a nice
// loop, a forcing net whose contradiction empties a house or a cell.
const NAKED_FIRST = ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....";
const LOOP_FIRST = ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...";
const NET_FIRST = "1.......2.2.....6...34..5.....8.5.....8.3.9.....9.4.....53..4...6......77......1.";
// A position whose next step is an ALS-XY-Wing (the library's table test), as a shared link
// with its progress and notes.
const ALS_GRID = "...........9..1.23..2...1459.1..54...65.389178..91..5...4..35...9..6....7..8.....";
const ALS_NOTES = "1345-134578-3678-234567-24578-2467-678-679-69-456-4578--4567-4578--678---36-378--367-789-679-----237--267-27---368-268-24---24-------2347-37---2467-236--26-126-128--127-279---6789-12689-1235--38-12457--247-237-378-1248--1235-36--2459-249-23-369-12469";
const ALS_LINK = `index.html?puzzle=${ALS_GRID}&progress=${ALS_GRID}&notes=${ALS_NOTES}`;

const SAID = shudu.settings();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

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

async function openFresh(path, options = {}) {
  const opened = await openPage(browser, site.url(path), { viewport: DESKTOP, ...options });
  await waitReady(opened.page);
  await settled(opened.page);
  return opened;
}

const press = (page, key) => step(page, () => page.keyboard.press(key));
const click = (page, selector) => step(page, () => page.click(selector));
const counts = (page) => text(page, "#counts");

// An empty cell of a made puzzle with two or more candidates, and a digit for it that is
// not its solution and clashes with no clue.
function wrongSpot(made, skip = 0) {
  const marks = shudu.pencilMarks(made.puzzle);
  const candidates = (i) => marks.slice(i * 9, i * 9 + 9).replace(/\./g, "");
  const spots = [...made.puzzle].flatMap((c, i) => (c === "." && candidates(i).length >= 2 ? [i] : []));
  const at = spots[skip];
  return { cell: nameOf(at), right: made.solution[at], wrong: [...candidates(at)].find((d) => d !== made.solution[at]) };
}

// --- the twelve defects ------------------------------------------------------------------------

test("1. a wrong digit's notes come back when it is erased, and the next hint is a step", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  const made = shudu.makePuzzle("medium", { seed: 7 });
  assert.equal(made.solution[indexOf("r1c5")], "1");
  await press(page, "f");
  const peers = ["r1c9", "r3c4", "r4c5"];
  for (const peer of peers) assert.ok((await notesOf(page, peer)).includes(6), peer);
  await click(page, '#board [data-cell="r1c5"]');
  await press(page, "6");
  assert.ok(!(await notesOf(page, "r1c9")).includes(6));
  await press(page, "Delete");
  for (const peer of peers) assert.ok((await notesOf(page, peer)).includes(6), `${peer} has its 6 again`);
  await press(page, "h");
  assert.equal(await text(page, "#hint-title"), "Hint 1 of 3", "a step, not the player's notes blamed");
  assert.equal(await counts(page), "Hints 1, checks 0, mistakes 0");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("2 and 11. Space pauses after any click; X, C, Z and V switch modes; K checks; a shifted digit notes", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=30");
  // A new puzzle from the menu, then Space: the game pauses, the menu stays shut.
  await page.click('[data-action="new"]');
  await page.click('[data-choice="easy"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 31, easy");
  await settled(page);
  await press(page, " ");
  assert.equal(await page.isVisible("#paused-veil"), true);
  assert.equal(await page.evaluate(() => document.querySelector("dialog[open]")), null);
  await press(page, "Escape");
  // Check, then Space: a pause, not a second check.
  await click(page, '[data-action="check"]');
  assert.equal(await counts(page), "Hints 0, checks 1, mistakes 0");
  await press(page, " ");
  assert.equal(await page.isVisible("#paused-veil"), true);
  await press(page, " ");
  assert.equal(await counts(page), "Hints 0, checks 1, mistakes 0");
  // SudokuPad's mode keys: nothing wiped, nothing counted.
  const board = await boardLine(page);
  const made = shudu.makePuzzle("easy", { seed: 31 });
  const empty = nameOf([...made.puzzle].indexOf("."));
  await click(page, `#board [data-cell="${empty}"]`);
  await press(page, "x");
  assert.equal(await page.getAttribute('[data-mode="corner"]', "aria-pressed"), "true");
  assert.equal(await boardLine(page), board, "X does not wipe the board");
  await press(page, "c");
  assert.equal(await page.getAttribute('[data-mode="notes"]', "aria-pressed"), "true");
  assert.equal(await counts(page), "Hints 0, checks 1, mistakes 0", "C does not check");
  await press(page, "v");
  assert.equal(await page.getAttribute('[data-mode="colour"]', "aria-pressed"), "true");
  await press(page, "z");
  assert.equal(await page.getAttribute('[data-mode="digits"]', "aria-pressed"), "true");
  const candidate = Number(shudu.pencilMarks(made.puzzle).slice(indexOf(empty) * 9, indexOf(empty) * 9 + 9).replace(/\./g, "")[0]);
  await press(page, `Shift+Digit${candidate}`);
  assert.deepEqual(await notesOf(page, empty), [candidate], "a shifted digit writes a note in digits mode");
  await press(page, "k");
  assert.equal(await counts(page), "Hints 0, checks 2, mistakes 0", "K checks");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("3. blocked site storage: the page plays, and says the game will not be kept", async () => {
  const block = (context) => context.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
  const { page, problems, context } = await openFresh("index.html?seed=12", { before: block });
  assert.equal(await page.isVisible("#notice"), true);
  assert.equal(await text(page, "#notice-text"), SAID.storageBlocked);
  const made = shudu.makePuzzle("medium", { seed: 12 });
  assert.equal(await boardLine(page), made.puzzle);
  const { cell, right } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  assert.equal((await boardLine(page))[indexOf(cell)], right);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("3. an unreadable save: its notice stays until the player dismisses it", async () => {
  const broken = (context) => context.addInitScript(() => {
    if (sessionStorage.getItem("shudu.tab") === null) {
      sessionStorage.setItem("shudu.tab", "broken");
      localStorage.setItem("shudu.game.broken", "shudu game 1\nhello");
    }
  });
  const { page, problems, context } = await openFresh("index.html?seed=13", { before: broken });
  const said = await text(page, "#notice-text");
  assert.match(said, /^Your saved game could not be read \(/);
  await page.waitForTimeout(1500);
  assert.equal(await page.isVisible("#notice"), true);
  assert.equal(await text(page, "#notice-text"), said, "not overwritten");
  assert.match(await text(page, "#message"), /^A new medium puzzle/);
  await click(page, '[data-action="dismiss"]');
  assert.equal(await page.isVisible("#notice"), false);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("4. mistakes count when they show; the three ways of showing them", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=9");
  const made = shudu.makePuzzle("medium", { seed: 9 });
  const first = wrongSpot(made, 0);
  await click(page, `#board [data-cell="${first.cell}"]`);
  await press(page, first.wrong);
  assert.equal(await counts(page), "Hints 0, checks 0, mistakes 0", "placing a wrong digit gives nothing away");
  assert.deepEqual(await cellsWith(page, "wrong"), []);
  await click(page, '[data-action="check"]');
  assert.equal(await counts(page), "Hints 0, checks 1, mistakes 1");
  await click(page, '[data-action="check"]');
  assert.equal(await counts(page), "Hints 0, checks 2, mistakes 1", "the same digit counts once");
  // None shown: a clash stays hidden.
  await step(page, () => page.selectOption("#mistakes", "none"));
  const clue = [...made.puzzle].findIndex((c) => c !== ".");
  const peer = [...made.puzzle].findIndex((c, i) => c === "." && Math.floor(i / 9) === Math.floor(clue / 9) && nameOf(i) !== first.cell);
  await click(page, `#board [data-cell="${nameOf(peer)}"]`);
  await press(page, made.puzzle[clue]);
  assert.deepEqual(await cellsWith(page, "clash"), []);
  await step(page, () => page.selectOption("#mistakes", "rule breaks"));
  assert.equal((await cellsWith(page, "clash")).length, 2);
  await press(page, "Delete");
  // A limit of three: each wrong digit shows and counts at once; the third ends the game.
  await step(page, () => page.selectOption("#mistakes", "limit 3"));
  for (let n = 1; n <= 4 && (await page.evaluate(() => document.body.dataset.phase)) === "playing"; n++) {
    const spot = wrongSpot(made, n);
    await click(page, `#board [data-cell="${spot.cell}"]`);
    await press(page, spot.wrong);
    assert.ok((await cellsWith(page, "wrong")).includes(spot.cell), `${spot.cell} shows at once`);
  }
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "lost");
  assert.match(await text(page, "#message"), /^Game over: 3 mistakes\./);
  await checkScreenshot(page, "keep-lost", { fullPage: false });
  await click(page, '[data-action="undo"]');
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "playing");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("5. cancelling the very first puzzle leaves a board to type on, and a level then starts", async () => {
  let first = true;
  const slow = (context) => context.route("**/game-worker.js", async (route) => {
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    await route.continue().catch(() => {});
  });
  const { page, problems, context } = await openPage(browser, site.url("index.html?seed=50"), { viewport: DESKTOP, before: slow });
  await page.waitForSelector("#making-veil:not([hidden])");
  await page.click('[data-action="cancel-new"]');
  await waitReady(page);
  await settled(page);
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "entering");
  assert.equal(await text(page, "#notice-text"), SAID.noPuzzleYet);
  await page.click('[data-action="new"]');
  await page.click('[data-choice="easy"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 51, easy");
  await settled(page);
  assert.equal(await boardLine(page), shudu.makePuzzle("easy", { seed: 51 }).puzzle);
  assert.equal(await page.evaluate(() => document.body.dataset.status), "ready");
  assert.deepEqual(problems().filter((p) => !p.includes("worker.js")), []);
  await context.close();
});

test("6. SE ranges: 9.5 and up refused at once with the odds, 9.0-10.0 made", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=1");
  await page.click('[data-action="new"]');
  await page.fill("#se-range", "9.5-10");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#se-help").dataset.tone === "bad");
  const refused = await text(page, "#se-help");
  assert.throws(() => shudu.seRange("9.5-10"), (error) => error.message === refused);
  assert.doesNotMatch(refused, / {2}/);
  assert.match(await text(page, "#se-about"), /up to 9\.0/);
  await page.fill("#se-range", "9-10");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 2, SE 9.0-10.0", null, { timeout: 60_000 });
  await settled(page);
  assert.equal(await boardLine(page), shudu.makePuzzle("SE 9.0-10.0", { seed: 2 }).puzzle);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("7. pastes: an almost-right grid or a huge paste is refused with its count, a comment is read", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=3");
  await click(page, '[data-action="own"]');
  await click(page, '#board [data-cell="r1c5"]');
  for (const [pasted, said] of [
    [PUZZLE.slice(0, 80), "That paste holds 80 cells"],
    [`${PUZZLE}123`, "That paste holds 84 cells"],
    ["1".repeat(164_000), "That paste is 164000 characters long"],
  ]) {
    await page.fill("#paste-text", pasted);
    await click(page, '[data-action="paste"]');
    assert.ok((await text(page, "#message")).startsWith(said), await text(page, "#message"));
    assert.equal(await boardLine(page), ".".repeat(81), "nothing typed");
  }
  await page.fill("#paste-text", `${PUZZLE} # from a book`);
  await click(page, '[data-action="paste"]');
  assert.equal(await boardLine(page), PUZZLE);
  assert.deepEqual(problems(), []);
  await context.close();
});

// Where each control is, to the pixel.
function controlBoxes(page) {
  return page.$$eval('.pad button, .modes button, .tools button, .tools a', (elements) => elements.map((element) => {
    const r = element.getBoundingClientRect();
    return `${element.dataset.digit ?? element.dataset.action}:${r.x},${r.y},${r.width},${r.height}`;
  }));
}

test("8. layout: no button moves through a hint's stages, a long hint scrolls in its box, a phone shows board and hint together, 640x400 plays", async () => {
  const { page, problems, context } = await openFresh(ALS_LINK);
  const boxes = await controlBoxes(page);
  for (let stage = 1; stage <= 3; stage++) {
    await press(page, "h");
    assert.deepEqual(await controlBoxes(page), boxes, `stage ${stage}`);
  }
  const news = await page.$eval("#news", (element) => ({ bottom: element.getBoundingClientRect().bottom, scroll: element.scrollHeight, client: element.clientHeight, overflow: getComputedStyle(element).overflowY }));
  assert.ok(news.bottom <= 800, `the hint's box ends at ${news.bottom}`);
  assert.equal(news.overflow, "auto");
  await checkScreenshot(page, "keep-hint-desktop", { fullPage: false });
  await context.close();

  const phone = await openFresh(ALS_LINK, PHONE);
  for (let stage = 1; stage <= 3; stage++) await press(phone.page, "h");
  const seen = await phone.page.evaluate(() => ["#board", "#hint-title", "#hint"].map((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return { selector, top: r.top, bottom: r.bottom };
  }));
  for (const { selector, top, bottom } of seen.slice(0, 2)) assert.ok(top >= 0 && bottom <= 844, `${selector} in view: ${top}-${bottom}`);
  assert.ok(seen[2].top < 844, "the hint starts on screen");
  await checkScreenshot(phone.page, "keep-hint-phone", { fullPage: false });
  await phone.context.close();

  const short = await openFresh("index.html?seed=7", { viewport: { width: 640, height: 400 } });
  await press(short.page, "f");
  const sizes = await short.page.evaluate(() => ({
    board: document.querySelector("#board").getBoundingClientRect().width,
    note: parseFloat(getComputedStyle(document.querySelector("#board .notes span")).fontSize),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  assert.ok(sizes.board >= 300, `the board is ${sizes.board} px at 640x400`);
  assert.ok(sizes.note >= 9, `notes are ${sizes.note} px`);
  assert.ok(sizes.overflow <= 0);
  report("keep-layout", { boardAt640x400: Math.round(sizes.board), notePxAt640x400: sizes.note });
  await checkScreenshot(short.page, "keep-640x400", { fullPage: false });
  await short.context.close();
  assert.deepEqual(problems(), []);
});

// WCAG's contrast ratio of two CSS colours (rgb() or rgba() over white).
function ratio(a, b) {
  const channels = (css) => {
    const [r, g, bl] = css.match(/[\d.]+/g).map(Number);
    return [r, g, bl].map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  };
  const lum = (css) => {
    const [r, g, bl] = channels(css);
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// Every text and mark on the board and beside it, with the colour under it.
function samples(page) {
  return page.evaluate(() => {
    const background = (element) => {
      for (let e = element; e !== null; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (c !== "rgba(0, 0, 0, 0)" && c !== "transparent") return c;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const ring = (element) => /rgb\([^)]*\)/.exec(getComputedStyle(element).boxShadow)?.[0];
    const found = { text: [], marks: [] };
    const visible = (e) => (e.textContent.trim() !== "" || e.dataset.d !== undefined) && getComputedStyle(e).visibility !== "hidden" && e.getClientRects().length > 0;
    for (const cell of document.querySelectorAll("#board [data-cell]")) {
      const under = background(cell);
      for (const e of cell.querySelectorAll(".digit, .notes span, .corner span")) {
        if (!visible(e)) continue;
        found.text.push([`${cell.className} ${e.className}`, getComputedStyle(e).color, background(e)]);
        if (e.classList.contains("cand")) found.marks.push(["candidate circle", background(e), under]);
      }
      const r = ring(cell);
      if (r !== undefined) {
        found.marks.push([`ring of ${cell.className}`, r, under]);
        found.marks.push([`ring of ${cell.className} against the board`, r, getComputedStyle(document.querySelector("#board")).backgroundColor]);
      }
    }
    for (const e of document.querySelectorAll(".side button, .side a.button, .side dt, .side dd, .side label, #message, #hint h2, #hint-text .line, .top .title, #time, .pad small")) {
      if (!visible(e) || e.disabled) continue;
      found.text.push([e.id || e.className || e.tagName, getComputedStyle(e).color, background(e)]);
    }
    for (const line of document.querySelectorAll("#hint-text .line[data-set]")) {
      found.marks.push(["set line", getComputedStyle(line).borderLeftColor, background(line)]);
    }
    return found;
  });
}

test("9. contrast, measured: text at 4.5:1 and marks at 3:1, light and dark", async () => {
  const figures = {};
  for (const scheme of ["light", "dark"]) {
    const { page, problems, context } = await openFresh(ALS_LINK, { colorScheme: scheme });
    const all = { text: [], marks: [] };
    const take = async () => {
      const found = await samples(page);
      all.text.push(...found.text);
      all.marks.push(...found.marks);
    };
    await click(page, '#board [data-cell="r1c1"]');
    await take(); // notes, the cursor on notes, its houses
    await click(page, '#board [data-cell="r1c2"]');
    await press(page, "Shift+Digit9");
    await click(page, '#board [data-cell="r2c3"]'); // a 9: its digit's cells and notes
    await take();
    for (let stage = 1; stage <= 3; stage++) {
      await press(page, "h");
      await take(); // where to look, the pattern and its candidates, the removal and the sets
    }
    await press(page, "h");
    await click(page, '#board [data-cell="r1c1"]');
    await press(page, "9"); // a 9 beside the clue 9 of r2c3: a clash
    await take();
    const worst = (list, floor) => {
      const rated = list.map(([what, a, b]) => [what, ratio(a, b)]).sort((x, y) => x[1] - y[1]);
      for (const [what, r] of rated) assert.ok(r >= floor, `${scheme}: ${what} at ${r.toFixed(2)}:1`);
      return { lowest: Number(rated[0][1].toFixed(2)), what: rated[0][0], measured: rated.length };
    };
    figures[scheme] = { text: worst(all.text, 4.5), marks: worst(all.marks, 3) };
    await checkScreenshot(page, `keep-contrast-${scheme}`, { fullPage: false });
    assert.deepEqual(problems(), []);
    await context.close();
  }
  report("keep-contrast", figures);
});

test("9. forced colours: the cursor, a clash, a hint's pattern and the same digit keep their marks", async () => {
  const { page, problems, context } = await openFresh(ALS_LINK, { forcedColors: "active" });
  assert.equal(await page.evaluate(() => matchMedia("(forced-colors: active)").matches), true);
  await click(page, '#board [data-cell="r2c3"]'); // the clue 9
  const outline = (cell) => page.$eval(`#board [data-cell="${cell}"]`, (e) => getComputedStyle(e).outlineStyle);
  assert.notEqual(await outline("r2c3"), "none", "the cursor");
  const same = (await cellsWith(page, "same"))[0];
  assert.notEqual(await outline(same), "none", "the same digit");
  await press(page, "h");
  await press(page, "h");
  const pattern = (await cellsWith(page, "pattern"))[0];
  assert.notEqual(await outline(pattern), "none", "the pattern");
  await checkScreenshot(page, "keep-forced-colours-hint", { fullPage: false });
  await press(page, "Escape");
  await click(page, '#board [data-cell="r1c1"]');
  await press(page, "9");
  assert.notEqual(await outline("r1c1"), "none", "a clash");
  await checkScreenshot(page, "keep-forced-colours", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
});

test("9. a screen reader hears a digit placed, and each row by its name", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  const made = shudu.makePuzzle("medium", { seed: 7 });
  const { cell, right } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  assert.equal(await text(page, "#announce"), `${cell}: your ${right}`);
  assert.equal(await page.getAttribute("#announce", "aria-live"), "polite");
  assert.deepEqual(await page.$$eval("#board [role=row]", (rows) => rows.map((row) => row.getAttribute("aria-label"))), SAID.rows);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("10. words: 'Making an extreme puzzle'; a phone's header shows the level", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=80");
  await page.click('[data-action="new"]');
  await page.click('[data-choice="extreme"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 81, extreme", null, { timeout: 60_000 });
  // What the veil said while the puzzle was made.
  assert.equal(await text(page, "#making-text"), "Making an extreme puzzle (seed 81)...");
  await context.close();
  const phone = await openFresh("index.html?seed=412425", PHONE);
  const title = await phone.page.$eval("#title", (e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth, right: e.getBoundingClientRect().right }));
  assert.equal(title.text, "seed 412425, medium");
  assert.equal(title.cut, false);
  assert.ok(title.right <= 390);
  await checkScreenshot(phone.page, "keep-phone-header", { fullPage: false });
  assert.deepEqual([...problems(), ...phone.problems()], []);
  await phone.context.close();
});

test("12. a reload keeps the pause and the undo history; two tabs keep two games", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=5");
  const made = shudu.makePuzzle("medium", { seed: 5 });
  const { cell, right } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  await page.waitForFunction(() => document.querySelector("#time").textContent >= "Time 0:02");
  await press(page, " ");
  const paused = await text(page, "#time");
  await page.reload();
  await waitReady(page);
  await settled(page);
  assert.equal(await page.isVisible("#paused-veil"), true, "still paused");
  await page.waitForTimeout(1500);
  assert.equal(await text(page, "#time"), paused, "the clock did not run");
  await press(page, "Escape");
  await click(page, '[data-action="undo"]');
  assert.equal((await boardLine(page))[indexOf(cell)], ".", "undo takes back a digit placed before the reload");

  // A second tab of the same browser: a game of its own; each keeps its own after a reload.
  const other = await context.newPage();
  await other.goto(site.url("index.html?seed=60"));
  await waitReady(other);
  await settled(other);
  assert.equal(await text(other, "#title"), "seed 60, medium");
  const second = wrongSpot(shudu.makePuzzle("medium", { seed: 60 }));
  await click(other, `#board [data-cell="${second.cell}"]`);
  await press(other, second.right);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  for (const [tab, title, spot] of [[page, "seed 5, medium", { cell, right }], [other, "seed 60, medium", second]]) {
    await tab.reload();
    await waitReady(tab);
    await settled(tab);
    assert.equal(await text(tab, "#title"), title);
    assert.equal((await boardLine(tab))[indexOf(spot.cell)], spot.right);
  }
  // A third tab, once the first is closed, takes up the first tab's game.
  await page.close();
  const third = await context.newPage();
  await third.goto(site.url("index.html?seed=90"));
  await waitReady(third);
  await settled(third);
  assert.equal(await text(third, "#title"), "seed 5, medium");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("12. Fill notes keeps the player's eliminations and says so; a check finds wrong notes; the auto-remove setting says all it does", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  const made = shudu.makePuzzle("medium", { seed: 7 });
  const { cell, right, wrong } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, `Shift+Digit${right}`);
  await press(page, "f");
  assert.deepEqual(await notesOf(page, cell), [Number(right)]);
  assert.match(await text(page, "#message"), /1 cell keeps your own notes/);
  await press(page, `Shift+Digit${right}`);
  await press(page, `Shift+Digit${wrong}`);
  await click(page, '[data-action="check"]');
  assert.equal(await text(page, "#message"), `Your digits are right so far, but the notes of ${cell} leave out the digit that goes there.`);
  assert.equal(await text(page, "#auto-remove-label"), SAID.autoRemove);
  assert.match(SAID.autoRemove, /cannot be written/);
  assert.deepEqual(problems(), []);
  await context.close();
});

// --- the hints' words --------------------------------------------------------------------------

test("hints that teach: a single's cell, a chain's box lit, a contradiction named, a long step in lines and colours", async () => {
  const naked = await openFresh(`index.html?puzzle=${NAKED_FIRST}`);
  await press(naked.page, "h");
  await press(naked.page, "h");
  assert.match(await text(naked.page, "#hint-text"), /^Naked Single: look at r\dc\d\. Another hint/);
  await naked.context.close();

  const loop = await openFresh(`index.html?puzzle=${LOOP_FIRST}`);
  await press(loop.page, "h");
  assert.match(await text(loop.page, "#hint-text"), /^Look for a Discontinuous Nice Loop starting in box 3/);
  assert.deepEqual(await cellsWith(loop.page, "area"), ["r1c7", "r1c8", "r1c9", "r2c7", "r2c8", "r2c9", "r3c7", "r3c8", "r3c9"]);
  await loop.context.close();

  const net = await openFresh(`index.html?puzzle=${NET_FIRST}`);
  for (let stage = 1; stage <= 3; stage++) await press(net.page, "h");
  assert.match(await text(net.page, "#hint-text"), /(no place is left for \d in (row|column|box) \d|has no candidate left|would both be \d and not be it|would be both \d and \d|would both be \d in (row|column|box) \d), a contradiction/);
  await net.context.close();

  const { page, problems, context } = await openFresh(ALS_LINK);
  for (let stage = 1; stage <= 3; stage++) await press(page, "h");
  const lines = await page.$$eval("#hint-text .line", (spans) => spans.map((span) => ({ set: span.dataset.set, colour: getComputedStyle(span).borderLeftColor, text: span.textContent })));
  assert.ok(lines.length >= 6, `${lines.length} lines`);
  const sets = lines.filter((line) => line.set !== undefined);
  assert.deepEqual(sets.map((line) => line.set), ["0", "1", "2"]);
  assert.equal(new Set(sets.map((line) => line.colour)).size, 3, "each set its own colour");
  for (const line of sets) {
    const ringed = await page.$$eval(`#board [data-set="${line.set}"]`, (cells) => cells.map((cell) => getComputedStyle(cell).boxShadow));
    assert.ok(ringed.length > 0 && ringed.every((shadow) => shadow.startsWith(line.colour)), `set ${line.set} on the board in ${line.colour}`);
  }
  await checkScreenshot(page, "keep-hint-als", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
});

// --- what players expect -----------------------------------------------------------------------

test("a link opens its puzzle, with the progress when asked; a bad link says why", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=11");
  const made = shudu.makePuzzle("medium", { seed: 11 });
  const { cell, right } = wrongSpot(made);
  const other = wrongSpot(made, 1);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  await click(page, `#board [data-cell="${other.cell}"]`);
  await press(page, `Shift+Digit${other.right}`);
  await page.click('[data-action="share"]');
  await page.waitForSelector("#share-dialog[open]");
  const plain = await page.inputValue("#share-link");
  assert.equal(plain, site.url(`index.html?puzzle=${made.puzzle}`));
  await page.check("#share-progress");
  await page.waitForFunction(() => document.querySelector("#share-link").value.includes("progress="));
  const full = await page.inputValue("#share-link");
  await checkScreenshot(page, "keep-share", { fullPage: false });
  await context.close();

  const opened = await openFresh(full.replace(site.url(""), ""));
  assert.equal((await boardLine(opened.page))[indexOf(cell)], right);
  assert.deepEqual(await notesOf(opened.page, other.cell), [Number(other.right)]);
  assert.equal(await text(opened.page, "#title"), "given puzzle");
  assert.equal(await opened.page.evaluate(() => location.search), "", "a reload resumes, not reopens");
  await opened.context.close();

  const given = await openFresh(`index.html?puzzle=${PUZZLE}`);
  assert.equal(await boardLine(given.page), PUZZLE);
  await given.context.close();

  const bad = await openFresh("index.html?puzzle=123&seed=4");
  assert.match(await text(bad.page, "#notice-text"), /^The link's puzzle cannot be read/);
  assert.equal(await text(bad.page, "#title"), "seed 4, medium");
  assert.deepEqual([...problems(), ...opened.problems(), ...given.problems(), ...bad.problems()], []);
  await bad.context.close();
});

test("corner marks, cell colours, candidates kept automatically, and the selected digit's candidates", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  const made = shudu.makePuzzle("medium", { seed: 7 });
  const { cell } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await click(page, '[data-mode="corner"]');
  await press(page, "1");
  await press(page, "3");
  assert.deepEqual(await page.$$eval(`#board [data-cell="${cell}"] .corner span[data-d]`, (s) => s.map((e) => e.dataset.d)), ["1", "3"]);
  assert.equal(await page.getAttribute(`#board [data-cell="${cell}"]`, "aria-label"), `${cell}: empty, corner marks 1 3`);
  await click(page, '[data-mode="colour"]');
  await click(page, '[data-digit="4"]');
  const colour = await page.$eval(`#board [data-cell="${cell}"]`, (e) => [e.dataset.colour, getComputedStyle(e).backgroundColor, getComputedStyle(document.documentElement).getPropertyValue("--c4")]);
  assert.equal(colour[0], "4");
  await click(page, '[data-mode="digits"]');
  // Candidates kept for the player: every empty cell noted; a digit placed and erased.
  await step(page, () => page.click("#auto-notes"));
  assert.equal(await page.isChecked("#auto-notes"), true);
  const notes = await notesOf(page, "r1c5");
  assert.ok(notes.length >= 2);
  await click(page, '#board [data-cell="r1c5"]');
  await press(page, "6");
  assert.ok(!(await notesOf(page, "r1c9")).includes(6));
  await press(page, "Delete");
  assert.ok((await notesOf(page, "r1c9")).includes(6));
  // A clue's digit: its cells ringed, and its candidates lit in the notes (the digit with the
  // most clues, so that other cells hold it too).
  const digits = [..."123456789"].sort((a, b) => made.puzzle.split(b).length - made.puzzle.split(a).length);
  const clue = nameOf(made.puzzle.indexOf(digits[0]));
  await click(page, `#board [data-cell="${clue}"]`);
  assert.ok((await cellsWith(page, "same")).length >= 1);
  const lit = await page.$$eval("#board .notes span.focus-digit", (s) => s.map((e) => e.dataset.d));
  assert.ok(lit.length > 0 && lit.every((d) => d === digits[0]), `${lit}`);
  await checkScreenshot(page, "keep-marks", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
});

test("the daily puzzle: the same for everyone on a date", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=3");
  const date = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  await page.click('[data-action="daily"]');
  await page.waitForFunction((d) => document.querySelector("#title").textContent.startsWith(`daily ${d}, `), date, { timeout: 60_000 });
  await settled(page);
  const made = shudu.makeDaily(date);
  assert.equal(await boardLine(page), made.puzzle);
  assert.equal(await text(page, "#title"), `daily ${date}, ${made.choice}`);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("light or dark, as the player chooses, kept for the next visit", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7", { colorScheme: "light" });
  const paper = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = await paper();
  await page.click('[data-action="theme"]');
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  assert.notEqual(await paper(), light);
  await page.reload();
  await waitReady(page);
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  await press(page, "h");
  await checkScreenshot(page, "keep-dark-desktop", { fullPage: false });
  await context.close();
  const phone = await openFresh("index.html?seed=7", { ...PHONE, colorScheme: "dark" });
  await press(phone.page, "f");
  await checkScreenshot(phone.page, "keep-dark-phone", { fullPage: false });
  assert.deepEqual([...problems(), ...phone.problems()], []);
  await phone.context.close();
});

test("print: the puzzle alone, clean; a sheet of puzzles and their solutions", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  await press(page, "f");
  await press(page, "h");
  await page.emulateMedia({ media: "print" });
  const shown = await page.evaluate(() => ({
    side: getComputedStyle(document.querySelector(".side")).display,
    notes: getComputedStyle(document.querySelector("#board .notes")).display,
    title: document.querySelector("#print-title").textContent,
  }));
  assert.deepEqual(shown, { side: "none", notes: "none", title: "seed 7, medium" });
  await checkScreenshot(page, "keep-print");
  await context.close();

  const sheet = await openPage(browser, site.url("print.html?level=easy&count=4&seed=5"), { viewport: DESKTOP });
  await waitReady(sheet.page);
  const puzzles = await sheet.page.$$eval('figure[data-sheet="puzzle"] .mini', (boards) => boards.map((b) => [...b.children].map((c) => c.textContent || ".").join("")));
  const solutions = await sheet.page.$$eval('figure[data-sheet="solution"] .mini', (boards) => boards.map((b) => [...b.children].map((c) => c.textContent).join("")));
  const made = [5, 6, 7, 8].map((seed) => shudu.makePuzzle("easy", { seed }));
  assert.deepEqual(puzzles, made.map((m) => m.puzzle));
  assert.deepEqual(solutions, made.map((m) => m.solution));
  assert.equal(await text(sheet.page, ".solutions h2"), SAID.solutions);
  await sheet.page.emulateMedia({ media: "print" });
  await checkScreenshot(sheet.page, "keep-sheet");
  assert.deepEqual([...problems(), ...sheet.problems()], []);
  await sheet.context.close();
});

test("offline: the page installs as an app and reloads with the network off; a cold load takes input at once", async () => {
  // A profile of its own: a private window (a new context) is never offered an install.
  const profile = mkdtempSync(join(tmpdir(), "shudu-offline-"));
  const context = await launchPersistent(profile, { viewport: DESKTOP });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = recordProblems(page, site.origin);
  await page.goto(site.url("index.html?seed=14"));
  await waitReady(page);
  await settled(page);
  const cold = await page.evaluate(() => performance.getEntriesByName("ready")[0].startTime);
  // The board takes input as soon as it is ready.
  const made = shudu.makePuzzle("medium", { seed: 14 });
  const { cell, right } = wrongSpot(made);
  await click(page, `#board [data-cell="${cell}"]`);
  await press(page, right);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, []);
  const { url: manifest } = await cdp.send("Page.getAppManifest");
  assert.ok(manifest.endsWith("/manifest.webmanifest"));
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await settled(page);
  assert.equal((await boardLine(page))[indexOf(cell)], right, "the game, offline");
  const offline = await page.evaluate(() => performance.getEntriesByName("ready")[0].startTime);
  await page.click('[data-action="new"]');
  await page.click('[data-choice="easy"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent.endsWith(", easy"));
  report("keep-load", { coldReadyMs: Math.round(cold), offlineReadyMs: Math.round(offline) });
  await checkScreenshot(page, "keep-offline", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("accessibility: axe-core finds nothing serious, light and dark, desktop and phone, dialogs and the sheet", async () => {
  const findings = {};
  const check = async (page, name) => {
    await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    findings[name] = { violations: result.violations.map((v) => `${v.id} (${v.impact})`), serious: serious.length };
    assert.deepEqual(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`), [], name);
  };
  for (const [name, options] of [["desktop-light", {}], ["desktop-dark", { colorScheme: "dark" }], ["phone", PHONE]]) {
    const { page, context } = await openFresh(ALS_LINK, options);
    await press(page, "h");
    await press(page, "h");
    await check(page, name);
    await context.close();
  }
  const { page, context } = await openFresh("index.html?seed=7");
  await page.click('[data-action="new"]');
  await page.waitForSelector("#new-dialog[open]");
  await check(page, "menu");
  await page.keyboard.press("Escape");
  await page.click('[data-action="help"]');
  await page.waitForSelector("#help-dialog[open]");
  await check(page, "keys");
  await context.close();
  const sheet = await openPage(browser, site.url("print.html?level=easy&count=2&seed=5"), { viewport: DESKTOP });
  await waitReady(sheet.page);
  await check(sheet.page, "sheet");
  await sheet.context.close();
  report("keep-axe", findings);
});
