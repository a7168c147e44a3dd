// The engine demo page in headless Chromium: it loads the WebAssembly, shows a seeded puzzle,
// and shows what solving, rating, a hint and checking a clash give, the same answers as the
// package gives under Node. Its screenshots go to web/test-output/.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";

import * as shudu from "../../dist/pkg/node.js";
import { checkScreenshot, launchBrowser, openPage, report, serveDist, waitReady } from "./harness.mjs";

// The demo's page (the game is index.html), and the level it asks for unless told otherwise.
const DEMO = "engine.html";
const LEVEL = "medium";

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

// The 81 cells of the board as a line, "." for an empty cell.
function boardLine(page) {
  return page.$$eval("[data-cell]", (cells) => cells.map((cell) => cell.textContent.trim() || ".").join(""));
}

test("the page loads the package and shows the seeded puzzle", async () => {
  const { page, problems, context } = await openPage(browser, site.url(`${DEMO}?seed=7`));
  await waitReady(page);
  const expected = shudu.generate({ seed: 7, level: LEVEL });
  assert.equal(await boardLine(page), expected.puzzle);
  assert.equal(await page.textContent("#version"), `version ${shudu.version()}`);
  assert.match(await page.textContent("#result"), new RegExp(`^A puzzle with ${expected.clues} clues, seed 7, ${LEVEL}`));
  const names = await page.$$eval("[data-cell]", (cells) => cells.map((cell) => cell.dataset.cell));
  assert.equal(names.length, 81);
  assert.equal(names[0], "r1c1");
  assert.equal(names[80], "r9c9");
  // From navigation to a board drawn from the worker's first puzzle.
  const readyMs = await page.evaluate(() => performance.getEntriesByName("ready")[0]?.startTime);
  assert.equal(typeof readyMs, "number");
  report("demo-load", { readyMs: Math.round(readyMs) });
  assert.deepEqual(problems(), []);
  assert.ok(site.requests.includes("/pkg/shudu_bg.wasm"));
  await context.close();
});

test("solving, rating, a hint and a clash show the package's answers", async () => {
  const { page, problems, context } = await openPage(browser, site.url(`${DEMO}?seed=3`));
  await waitReady(page);
  const puzzle = shudu.generate({ seed: 3, level: LEVEL });

  await page.click("#step");
  await page.waitForFunction(() => document.querySelectorAll("#board .highlight").length > 0);
  const step = shudu.nextStep(puzzle.puzzle, { order: "hodoku" });
  assert.equal(await page.textContent("#result"), step.hints.map((hint) => hint.text).join("\n"));
  const highlighted = await page.$$eval("#board .highlight", (cells) => cells.map((cell) => cell.dataset.cell));
  assert.deepEqual(highlighted, step.hints[1].cells);

  await page.click("#rate");
  await page.waitForFunction(() => document.querySelector("#result").textContent.startsWith("ER "));
  const rating = shudu.rate(puzzle.puzzle);
  assert.match(await page.textContent("#result"), new RegExp(`^ER ${rating.er.toFixed(1)}, EP ${rating.ep.toFixed(1)}, ED ${rating.ed.toFixed(1)}`));
  assert.match(await page.textContent("#result"), new RegExp(`HoDoKu: ${rating.level}, score ${rating.score}`));

  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#result").textContent === "One solution.");
  assert.equal(await boardLine(page), puzzle.solution);
  await checkScreenshot(page, "demo-solved");

  // A typed puzzle with two 4s in column 1: the check names them and marks both cells.
  const clash = "4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......";
  await page.fill("#puzzle", clash);
  await page.click("#check");
  await page.waitForFunction(() => document.querySelectorAll("#board .clash").length > 0);
  assert.equal(await page.textContent("#result"), "r1c1 and r6c1 both hold 4 in column 1");
  const clashing = await page.$$eval("#board .clash", (cells) => cells.map((cell) => cell.dataset.cell));
  assert.deepEqual(clashing, ["r1c1", "r6c1"]);
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#result").textContent.startsWith("No solution"));

  // A mistyped puzzle: the parser's message, as the package throws it.
  await page.fill("#puzzle", "4.....8.5.3");
  assert.equal(await page.textContent("#result"), "ParseError: found 11 cells, a grid needs 81: 70 cells are missing");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("the page fits a phone-sized window", async () => {
  const { page, problems, context } = await openPage(browser, site.url(`${DEMO}?seed=7`), { viewport: { width: 390, height: 844 } });
  await waitReady(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
  await checkScreenshot(page, "demo-phone");
  assert.deepEqual(problems(), []);
  await context.close();
});
