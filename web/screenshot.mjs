// Takes the guide's picture of the game (docs/web-game.md), web/screenshot.png: a Hard puzzle
// with every note filled in, played with hints up to the first step that is more than a
// single, shown whole (its pattern, its candidates and what it removes). Needs web/build and
// the browser tests' packages (npm ci --prefix web).
//
//   node web/screenshot.mjs
import { fileURLToPath } from "node:url";

import { launchBrowser, openPage, serveDist, waitReady } from "./test/browser/harness.mjs";

const file = fileURLToPath(new URL("./screenshot.png", import.meta.url));
const site = await serveDist();
const browser = await launchBrowser();
try {
  const { page, problems } = await openPage(browser, site.url("index.html?seed=40"), { viewport: { width: 960, height: 720 } });
  await waitReady(page);
  const idle = () => page.waitForFunction(() => document.body.dataset.busy === "0" && !document.body.classList.contains("making"));
  await page.click('[data-action="new"]');
  await page.click('[data-choice="hard"]');
  await idle();
  await page.waitForFunction(() => /^Hard/.test(document.querySelector("#grade").textContent));
  await page.click('[data-action="fill"]');
  await idle();
  for (let turn = 0; turn < 200; turn++) {
    await page.click('[data-action="hint"]');
    await idle();
    const title = await page.textContent("#hint-title");
    if (title === "Hint 3 of 3" && (await page.locator(".notes .gone").count()) > 0 && !/single/.test(await page.textContent("#hint-text"))) break;
  }
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file });
  if (problems().length > 0) throw new Error(problems().join("\n"));
} finally {
  await browser.close();
  await site.close();
}
console.log(`wrote ${file}`);
