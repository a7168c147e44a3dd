// Takes the README's two pictures of the web game into docs/images/: web-game.png, a Hard
// puzzle a few steps in, with every note filled in; hint.png, the board and the hint beside it
// at the hint's second stage (the pattern's cells and candidates highlighted) for the first
// step that is more than a single or a full house. Needs web/build and the browser tests' packages
// (npm ci --prefix web).
//
//   node docs/images/take.mjs
import { fileURLToPath } from "node:url";

import { launchBrowser, openPage, serveDist, waitReady } from "../../web/test/browser/harness.mjs";

const file = (name) => fileURLToPath(new URL(name, import.meta.url));
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
  // A few steps in: hints to the end of six steps (three stages and the step applied, each).
  for (let press = 0; press < 24; press++) {
    await page.click('[data-action="hint"]');
    await idle();
  }
  await page.keyboard.press("ArrowDown");
  await idle();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file("web-game.png") });
  // On to the first step past the singles, at its second stage.
  for (let press = 0; press < 400; press++) {
    await page.click('[data-action="hint"]');
    await idle();
    const title = await page.textContent("#hint-title");
    if (title === "Hint 2 of 3" && !/single|full house/i.test(await page.textContent("#hint-text"))) break;
  }
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file("hint.png") });
  if (problems().length > 0) throw new Error(problems().join("\n"));
} finally {
  await browser.close();
  await site.close();
}
console.log(`wrote ${file("web-game.png")} and ${file("hint.png")}`);
