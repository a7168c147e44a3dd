// The game page (web/dist/index.html) in headless Chromium, played as a person plays it: a
// Hard puzzle made from the level menu and played to the end with hints, clicks and keys;
// puzzles typed and pasted and their verdicts; the game found as it was after a reload; play
// with the keyboard alone; a phone-sized window played by touch; pause, check, undo, redo,
// solve and clear. The words checked are the rules crate's, through the package under Node.
// Screenshots go to web/test-output/ (game-*.png).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";

import * as shudu from "../../dist/pkg/node.js";
import { boardLine, cellsWith, hintMarks, indexOf, nameOf, notesOf, settled, step, text } from "./board.mjs";
import { checkScreenshot, launchBrowser, openPage, report, serveDist, waitReady } from "./harness.mjs";

// 17 clues, one solution; the same with a second 4 in column 1; row 1 needs a 9 that column 9
// already has (no solution, though no two clues clash); three clues (several solutions).
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const CLASH = "4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......";
const DEAD_END = "12345678.........9" + ".".repeat(63);

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

async function openFresh(path, options) {
  const opened = await openPage(browser, site.url(path), options);
  await waitReady(opened.page);
  await settled(opened.page);
  return opened;
}

// --- the tests -------------------------------------------------------------------------------

test("the page shows a board ready to play, within the page's own origin", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7");
  const made = shudu.makePuzzle("medium", { seed: 7 });
  assert.equal(await boardLine(page), made.puzzle);
  assert.equal(await text(page, "#title"), "seed 7, medium");
  const started = shudu.Game.generated(made, 0).state(0);
  assert.equal(await text(page, "#message"), started.message.text);
  const names = await page.$$eval("#board [data-cell]", (cells) => cells.map((cell) => cell.dataset.cell));
  assert.deepEqual(names, Array.from({ length: 81 }, (_, i) => nameOf(i)));
  for (const action of ["new", "check", "hint", "solve", "clear", "undo", "redo", "pause", "notes"]) {
    assert.equal(await page.locator(`button[data-action="${action}"]`).count() > 0, true, action);
  }
  // The grade comes from the engine's worker.
  await page.waitForFunction(() => !document.querySelector("#grade").textContent.includes("rating"));
  assert.equal(await text(page, "#grade"), shudu.grade(made.puzzle).short);
  const readyMs = await page.evaluate(() => performance.getEntriesByName("ready")[0]?.startTime);
  assert.equal(typeof readyMs, "number");
  report("game-load", { readyMs: Math.round(readyMs) });
  await checkScreenshot(page, "game-start", { fullPage: false });
  assert.ok(site.requests.includes("/pkg/shudu_bg.wasm"));
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a new player makes a Hard puzzle and plays it to the end with hints, clicks and keys", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=40");
  await step(page, () => page.click('[data-action="new"]'));
  assert.equal(await text(page, "#new-title"), "New puzzle: choose a level");
  await page.click('[data-choice="hard"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 41, hard");
  await settled(page);
  const made = shudu.makePuzzle("hard", { seed: 41 });
  assert.equal(await boardLine(page), made.puzzle);
  await page.waitForFunction(() => document.querySelector("#grade").textContent.startsWith("Hard, SE"));

  let hints = 0;
  let shots = 0;
  for (let turn = 0; turn < 400 && !(await page.evaluate(() => document.body.classList.contains("done"))); turn++) {
    await step(page, () => page.click('[data-action="hint"]'));
    hints++;
    const title = await text(page, "#hint-title");
    if (title !== "Hint 1 of 3") {
      // A hint about a mistake or a reveal: another hint carries it out.
      assert.equal(title, "Hint");
      await step(page, () => page.click('[data-action="hint"]'));
      continue;
    }
    // Where to look first, then the pattern, then the whole step.
    assert.ok((await cellsWith(page, "area")).length > 0, "the first stage shows where to look");
    await step(page, () => page.click('[data-action="hint"]'));
    assert.equal(await text(page, "#hint-title"), "Hint 2 of 3");
    assert.ok((await cellsWith(page, "pattern")).length > 0, "the second stage shows the pattern");
    await step(page, () => page.click('[data-action="hint"]'));
    assert.equal(await text(page, "#hint-title"), "Hint 3 of 3");
    const { placements, removals } = await hintMarks(page);
    assert.ok(placements.length + removals.length > 0, "the whole step places or removes something");
    for (const [cell, digit] of removals) assert.notEqual(Number(made.solution[indexOf(cell)]), digit, `${cell} keeps ${digit}`);
    if (shots < 2 && removals.length > 0) {
      await checkScreenshot(page, `game-hint-${++shots}`, { fullPage: false });
    }
    if (placements.length > 0) {
      // The player places the digit: a click on the cell, the digit's key.
      for (const [cell, digit] of placements) {
        assert.equal(Number(made.solution[indexOf(cell)]), digit, `${cell} takes ${digit}`);
        await step(page, () => page.click(`#board [data-cell="${cell}"]`));
        await step(page, () => page.keyboard.press(String(digit)));
      }
    } else {
      // Removals: the hint carries them out, in the player's notes.
      await step(page, () => page.click('[data-action="hint"]'));
      assert.match(await text(page, "#message"), /^Applied: /);
      for (const [cell, digit] of removals) {
        if ((await boardLine(page))[indexOf(cell)] === ".") {
          assert.ok(!(await notesOf(page, cell)).includes(digit), `${digit} is gone from ${cell}'s notes`);
        }
      }
    }
  }
  assert.equal(await boardLine(page), made.solution);
  const message = await text(page, "#message");
  assert.match(message, /^Solved in \d+:\d\d with \d+ hints, no checks and no mistakes\. Well done! The puzzle was Hard /);
  assert.ok(hints > 20, `${hints} hints`);
  assert.equal(await page.isDisabled('[data-action="hint"]'), true);
  await checkScreenshot(page, "game-solved", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
});

test("typed and pasted puzzles get their verdict: no solution and why, several, one", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=3");
  // No progress yet, so no question: the board empties for typing.
  await step(page, () => page.click('[data-action="own"]'));
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "entering");
  assert.equal(await boardLine(page), ".".repeat(81));
  const entering = shudu.Game.entering().state(0);
  assert.equal(await text(page, "#message"), entering.message.text);

  // Pasted with a clash: the clashing clues are named and marked.
  await page.fill("#paste-text", CLASH);
  await step(page, () => page.click('[data-action="paste"]'));
  assert.equal(await boardLine(page), CLASH);
  assert.equal(await text(page, "#message"), "Pasted a puzzle of 18 clues, but r1c1 and r6c1 both hold 4 in column 1.");
  assert.deepEqual(await cellsWith(page, "clash"), ["r1c1", "r6c1"]);
  await step(page, () => page.click('[data-action="start"]'));
  assert.equal(await text(page, "#message"), "This puzzle has no solution: r1c1 and r6c1 both hold 4 in column 1.");
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "entering");
  await checkScreenshot(page, "game-verdict", { fullPage: false });

  // Emptied, then typed with keys: three clues have several solutions.
  await step(page, () => page.click('[data-action="clear"]'));
  assert.equal(await boardLine(page), ".".repeat(81));
  await step(page, () => page.click('[data-cell="r1c1"]'));
  for (const key of ["1", "2", "3"]) await step(page, () => page.keyboard.press(key));
  assert.equal(await boardLine(page), "123" + ".".repeat(78));
  await step(page, () => page.keyboard.press("Enter"));
  assert.equal(await text(page, "#message"), "This puzzle has several solutions: add clues until it has one.");

  // No solution, though no two clues clash.
  await step(page, () => page.click('[data-action="clear"]'));
  await page.fill("#paste-text", DEAD_END);
  await step(page, () => page.click('[data-action="paste"]'));
  await step(page, () => page.click('[data-action="start"]'));
  assert.equal(await text(page, "#message"), "This puzzle has no solution, though no two clues clash.");
  assert.deepEqual(await cellsWith(page, "clash"), []);

  // A puzzle with one solution starts, pasted onto the page itself (not into the field).
  await step(page, () => page.click('[data-action="clear"]'));
  await step(page, () => page.click('[data-cell="r1c1"]'));
  await step(page, () => page.evaluate((line) => {
    const data = new DataTransfer();
    data.setData("text/plain", line);
    document.activeElement.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, PUZZLE));
  await step(page, () => page.click('[data-action="start"]'));
  assert.equal(await text(page, "#message"), "Your puzzle has exactly one solution (17 clues). Play!");
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "playing");
  assert.equal(await text(page, "#title"), "your puzzle");
  assert.equal(await boardLine(page), PUZZLE);

  // With progress, a new own puzzle asks first; "Stay" keeps the game.
  await step(page, () => page.click('[data-cell="r1c2"]'));
  await step(page, () => page.keyboard.press("1"));
  await page.click('[data-action="own"]');
  await page.waitForSelector("#own-dialog[open]");
  assert.equal(await text(page, "#own-question"), shudu.menu().ownPuzzle);
  await page.click('#own-dialog button[value="stay"]');
  await settled(page);
  assert.equal(await page.evaluate(() => document.body.dataset.phase), "playing");
  assert.equal((await boardLine(page))[1], "1");
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a reload finds the game as it was: digits, notes, cursor, counts and time", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=5");
  const made = shudu.makePuzzle("medium", { seed: 5 });
  const empty = [...made.puzzle].flatMap((c, i) => (c === "." ? [nameOf(i)] : []));
  // A right digit, a wrong one, notes in a third cell, a check.
  await step(page, () => page.click(`#board [data-cell="${empty[0]}"]`));
  await step(page, () => page.keyboard.press(made.solution[indexOf(empty[0])]));
  const wrongDigit = made.solution[indexOf(empty[1])] === "1" ? "2" : "1";
  await step(page, () => page.click(`#board [data-cell="${empty[1]}"]`));
  await step(page, () => page.click(`[data-digit="${wrongDigit}"]`));
  await step(page, () => page.click('[data-action="check"]'));
  assert.deepEqual(await cellsWith(page, "wrong"), [empty[1]]);
  await step(page, () => page.click(`#board [data-cell="${empty[2]}"]`));
  await step(page, () => page.click('[data-action="notes"]'));
  const open = shudu.pencilMarks(await boardLine(page)).slice(indexOf(empty[2]) * 9, indexOf(empty[2]) * 9 + 9).replace(/\./g, "");
  const noted = [...open].slice(0, 2).map(Number);
  for (const d of noted) await step(page, () => page.keyboard.press(String(d)));
  assert.deepEqual(await notesOf(page, empty[2]), noted);
  await page.waitForFunction(() => document.querySelector("#time").textContent !== "Time 0:00");
  await page.waitForTimeout(1100); // one more tick of the clock, so the save holds the time
  await settled(page);

  const before = {
    board: await boardLine(page),
    notes: await notesOf(page, empty[2]),
    cursor: await page.$eval("#board [data-cell].cursor", (cell) => cell.dataset.cell),
    counts: await text(page, "#counts"),
    wrong: await cellsWith(page, "wrong"),
    notesMode: await page.getAttribute('[data-action="notes"]', "aria-pressed"),
    seconds: await page.evaluate(() => { const [m, s] = document.querySelector("#time").textContent.replace("Time ", "").split(":"); return Number(m) * 60 + Number(s); }),
  };
  await page.reload();
  await waitReady(page);
  await settled(page);
  assert.equal(await boardLine(page), before.board);
  assert.deepEqual(await notesOf(page, empty[2]), before.notes);
  assert.equal(await page.$eval("#board [data-cell].cursor", (cell) => cell.dataset.cell), before.cursor);
  assert.equal(await text(page, "#counts"), before.counts);
  assert.equal(before.counts, "Hints 0, checks 1, mistakes 1");
  assert.deepEqual(await cellsWith(page, "wrong"), before.wrong);
  assert.equal(await page.getAttribute('[data-action="notes"]', "aria-pressed"), before.notesMode);
  assert.equal(await text(page, "#message"), "Welcome back: your game (seed 5, medium) is as you left it.");
  const seconds = await page.evaluate(() => { const [m, s] = document.querySelector("#time").textContent.replace("Time ", "").split(":"); return Number(m) * 60 + Number(s); });
  assert.ok(seconds >= before.seconds, `the clock went on from ${before.seconds} s, shows ${seconds} s`);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("keyboard alone: focus shows, cells are labelled, and an Easy puzzle is played to the end", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=60");
  // A new Easy puzzle from the menu, by keys.
  await page.keyboard.press("n");
  await page.waitForSelector("#new-dialog[open]");
  const focusedChoice = () => page.evaluate(() => document.activeElement.dataset.choice);
  assert.equal(await focusedChoice(), "medium", "the menu opens on the last level");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focusedChoice(), "easy");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 61, easy");
  await settled(page);
  const made = shudu.makePuzzle("easy", { seed: 61 });

  // Tab reaches the board: one stop, the cursor's cell, with a visible focus ring.
  await page.evaluate(() => document.activeElement.blur());
  let tabs = 0;
  while (!(await page.evaluate(() => document.activeElement?.hasAttribute("data-cell"))) && tabs < 60) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  const focus = await page.evaluate(() => {
    const cell = document.activeElement;
    return { name: cell.dataset.cell, visible: cell.matches(":focus-visible"), ring: getComputedStyle(cell).boxShadow, role: cell.getAttribute("role"), label: cell.getAttribute("aria-label") };
  });
  assert.equal(focus.name, "r1c1");
  assert.equal(focus.visible, true);
  assert.notEqual(focus.ring, "none");
  assert.equal(focus.role, "gridcell");
  assert.match(focus.label, /^r1c1: (clue \d|empty)/);
  assert.equal(await page.getAttribute("#board", "role"), "grid");
  assert.equal(await page.locator('[role="row"]').count(), 9);
  await checkScreenshot(page, "game-keyboard-focus", { fullPage: false });

  // Play: h up to the whole step, arrows to the cell, the digit; h again for removals.
  const moveTo = async (target) => {
    for (;;) {
      const at = indexOf(await page.evaluate(() => document.activeElement.dataset.cell));
      if (at === target) return;
      const [dr, dc] = [Math.floor(target / 9) - Math.floor(at / 9), (target % 9) - (at % 9)];
      const key = dr > 0 ? "ArrowDown" : dr < 0 ? "ArrowUp" : dc > 0 ? "ArrowRight" : "ArrowLeft";
      await step(page, () => page.keyboard.press(key));
    }
  };
  let labelled = false;
  for (let turn = 0; turn < 200 && !(await page.evaluate(() => document.body.classList.contains("done"))); turn++) {
    await step(page, () => page.keyboard.press("h"));
    if ((await text(page, "#hint-title")) === "Hint 1 of 3") {
      await step(page, () => page.keyboard.press("h"));
      await step(page, () => page.keyboard.press("h"));
    }
    const { placements } = await hintMarks(page);
    if (placements.length === 0) {
      await step(page, () => page.keyboard.press("h"));
      continue;
    }
    for (const [cell, digit] of placements) {
      await moveTo(indexOf(cell));
      if (!labelled) {
        assert.match(await page.getAttribute(`#board [data-cell="${cell}"]`, "aria-label"), new RegExp(`^${cell}: (empty|notes [1-9 ]+)$`));
        assert.match(await text(page, "#hint-text"), new RegExp(`${cell}`), "the hint names the cell");
      }
      await step(page, () => page.keyboard.press(String(digit)));
      if (!labelled) {
        assert.equal(await page.getAttribute(`#board [data-cell="${cell}"]`, "aria-label"), `${cell}: your ${digit}`);
        labelled = true;
      }
    }
    assert.equal(await page.evaluate(() => document.activeElement.hasAttribute("data-cell")), true, "focus stays on the board");
  }
  assert.equal(await boardLine(page), made.solution);
  assert.match(await text(page, "#message"), /^Solved in .* Well done!/);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a phone-sized window: everything fits, and taps play", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=7", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
  const box = async (selector) => page.locator(selector).boundingBox();
  const board = await box("#board");
  assert.ok(board.width >= 340, `the board is ${board.width} px wide`);
  const nine = await box('[data-digit="9"]');
  assert.ok(nine.y + nine.height <= 844, "the digit pad shows without scrolling");
  assert.ok(nine.x + nine.width <= 390);
  const made = shudu.makePuzzle("medium", { seed: 7 });
  const cell = nameOf([...made.puzzle].indexOf("."));
  await step(page, () => page.tap(`#board [data-cell="${cell}"]`));
  await step(page, () => page.tap(`[data-digit="${made.solution[indexOf(cell)]}"]`));
  assert.equal((await boardLine(page))[indexOf(cell)], made.solution[indexOf(cell)]);
  await step(page, () => page.tap('[data-action="hint"]'));
  await step(page, () => page.tap('[data-action="hint"]'));
  assert.equal(await text(page, "#hint-title"), "Hint 2 of 3");
  await checkScreenshot(page, "game-phone", { fullPage: false });
  assert.deepEqual(problems(), []);
  await context.close();
});

test("pause hides the board and stops the clock; check, undo, redo, clear and solve", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=9");
  const made = shudu.makePuzzle("medium", { seed: 9 });
  // A wrong digit that clashes with no clue: another candidate of a cell with two or more.
  const marks = shudu.pencilMarks(made.puzzle);
  const candidates = (i) => marks.slice(i * 9, i * 9 + 9).replace(/\./g, "");
  const at = [...made.puzzle].findIndex((c, i) => c === "." && candidates(i).length >= 2);
  const cell = nameOf(at);
  const right = made.solution[at];
  const wrong = [...candidates(at)].find((d) => d !== right);
  await step(page, () => page.click(`#board [data-cell="${cell}"]`));
  await step(page, () => page.keyboard.press(wrong));
  await step(page, () => page.click('[data-action="check"]'));
  assert.deepEqual(await cellsWith(page, "wrong"), [cell]);
  assert.equal(await text(page, "#message"), `Your digit at ${cell} is not the solution's.`);
  await step(page, () => page.click('[data-action="undo"]'));
  assert.equal(await text(page, "#message"), `Undone: ${wrong} in ${cell}.`);
  assert.equal((await boardLine(page))[indexOf(cell)], ".");
  await step(page, () => page.click('[data-action="redo"]'));
  assert.equal((await boardLine(page))[indexOf(cell)], wrong);
  await step(page, () => page.click('[data-action="clear"]'));
  assert.equal(await boardLine(page), made.puzzle);
  assert.equal(await text(page, "#message"), "Back to the clues alone (undo brings your digits and notes back).");

  await page.waitForFunction(() => document.querySelector("#time").textContent !== "Time 0:00");
  await step(page, () => page.click(`#board [data-cell="${cell}"]`)); // Space on a button presses it
  await step(page, () => page.keyboard.press(" "));
  assert.equal(await page.isVisible("#paused-veil"), true);
  assert.match(await text(page, "#paused-text"), /^Paused at \d+:\d\d: the board is hidden and the clock stopped\.$/);
  assert.equal(await page.$eval(`#board [data-cell="${nameOf(made.puzzle.search(/[1-9]/))}"] .digit`, (d) => getComputedStyle(d).visibility), "hidden");
  const stopped = await text(page, "#time");
  await checkScreenshot(page, "game-paused", { fullPage: false });
  await page.waitForTimeout(1500);
  assert.equal(await text(page, "#time"), stopped);
  await step(page, () => page.keyboard.press("1"));
  assert.equal(await text(page, "#paused-text"), "The game is paused: go on to play.");
  await step(page, () => page.click('[data-action="resume"]'));
  assert.equal(await page.isVisible("#paused-veil"), false);
  // A page hidden (another tab, a phone's lock) pauses the game.
  await step(page, () => page.evaluate(() => {
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }));
  assert.equal(await page.isVisible("#paused-veil"), true);
  await step(page, () => page.evaluate(() => {
    delete document.hidden;
    document.dispatchEvent(new Event("visibilitychange"));
  }));
  assert.equal(await page.isVisible("#paused-veil"), true, "it stays paused until the player goes on");
  await step(page, () => page.keyboard.press("Escape"));
  assert.equal(await page.isVisible("#paused-veil"), false);

  await step(page, () => page.click('[data-action="solve"]'));
  assert.equal(await boardLine(page), made.solution);
  assert.match(await text(page, "#message"), /^Solved by the computer after \d+:\d\d \(no hints, 1 check and 1 mistake\)\./);
  await step(page, () => page.click('[data-action="undo"]'));
  assert.equal(await boardLine(page), made.puzzle);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("an SE range: a mistyped one is explained, a slow one can be cancelled while the page answers", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=70");
  const before = await boardLine(page);
  await page.click('[data-action="new"]');
  await page.waitForSelector("#new-dialog[open]");
  assert.equal(await text(page, "#se-help"), shudu.menu().rangeHelp);
  await page.fill("#se-range", "6-4");
  await page.click('[data-action="make-se"]');
  await page.waitForFunction(() => document.querySelector("#se-help").dataset.tone === "bad");
  assert.equal(await text(page, "#se-help"), "The range 6-4 ends below its start: write the lower rating first, as in 4.0-6.0.");
  // A range no puzzle dug at random reaches is refused at once, with the measured odds.
  await page.fill("#se-range", "11.5-12");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#se-help").textContent.startsWith("No puzzle of SE 11.5-12.0"));
  assert.match(await text(page, "#se-help"), /not one of 100,000 puzzles dug at random/);
  // The hardest range there is, with the clues in full symmetry: the worker digs a while.
  await page.selectOption("#symmetry", "full");
  await page.fill("#se-range", "9-12");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#making-veil:not([hidden])");
  // The veil's words come from the game's worker while the engine's digs.
  await page.waitForFunction(() => document.querySelector("#making-text").textContent !== "");
  assert.equal(await text(page, "#making-text"), "Making a puzzle of SE 9.0-12.0 (seed 71)...");
  await checkScreenshot(page, "game-making", { fullPage: false });
  // The page still answers: the help opens and closes, then Escape cancels.
  await page.keyboard.press("?");
  await page.waitForSelector("#help-dialog[open]");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#help-dialog:not([open])", { state: "attached" });
  await page.keyboard.press("Escape");
  await page.waitForSelector("#making-veil[hidden]", { state: "attached" });
  assert.equal(await boardLine(page), before);
  assert.equal(await text(page, "#title"), "seed 70, medium");
  // The engine's worker was replaced: the next puzzle comes at once.
  await page.click('[data-action="new"]');
  await page.selectOption("#symmetry", "none");
  await page.click('[data-choice="easy"]');
  await page.waitForFunction(() => document.querySelector("#title").textContent === "seed 72, easy");
  await settled(page);
  assert.equal(await boardLine(page), shudu.makePuzzle("easy", { seed: 72 }).puzzle);
  assert.deepEqual(problems(), []);
  await context.close();
});

test("a worker whose module traps is replaced by a fresh one", async () => {
  const { page, problems, context } = await openFresh("index.html?seed=1");
  const outcome = await page.evaluate(async () => {
    const { startEngine } = await import("./engine.js");
    // A stand-in worker: "trap" answers as a trapped module does; "who" names the instance.
    const source = `const me = Math.random();
      self.onmessage = ({ data: { id, name } }) => self.postMessage(name === "trap"
        ? { id, error: { name: "RuntimeError", message: "unreachable" } }
        : { id, result: me });`;
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    let restarts = 0;
    const engine = startEngine(url, { onrestart: () => restarts++ });
    const first = await engine.call("who");
    const trapped = await engine.call("trap").catch((error) => error.name);
    const second = await engine.call("who");
    engine.terminate();
    return { fresh: first !== second, trapped, restarts };
  });
  assert.deepEqual(outcome, { fresh: true, trapped: "RuntimeError", restarts: 1 });
  assert.deepEqual(problems(), []);
  await context.close();
});
