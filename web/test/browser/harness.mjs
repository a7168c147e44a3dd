// What every browser test needs: web/dist/ served on loopback, Debian's Chromium started
// headless through playwright-core, a page that records what went wrong (console errors,
// uncaught exceptions, failed requests, requests that leave the page's origin), and
// screenshots checked to be more than a blank page.
//
//   const site = await serveDist();
//   const browser = await launchBrowser();
//   const { page, problems } = await openPage(browser, site.url("index.html"));
//   ...
//   assert.deepEqual(problems(), []);
//   await checkScreenshot(page, "name");      // web/test-output/name.png
//   await browser.close(); await site.close();
//
// Chromium comes from Debian (`apt-get install chromium`; web/test/run-browser installs it);
// playwright-core never downloads a browser of its own.
import { createServer } from "node:http";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

import { chromium } from "playwright-core";

export const web = fileURLToPath(new URL("../..", import.meta.url));
// The site served: web/dist/, or another build of it (SHUDU_WEB_DIST), to run the tests against
// an earlier page.
export const dist = process.env.SHUDU_WEB_DIST ?? join(web, "dist");
export const output = join(web, "test-output");

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

// Flags that work on this kind of machine, run as root without network: no sandbox (root), no
// GPU, and none of Chromium's own connections to Google's services, which a closed network
// refuses.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".ts": "text/plain; charset=utf-8",
};

// Serves `root` (web/dist/ by default) on 127.0.0.1 at a free port, as any static file server
// would: the page may need nothing else. `url(path)` makes a page's address; `requests` lists
// every path asked for.
export async function serveDist(root = dist) {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`${join(root, "index.html")} is missing: run web/build first`);
  }
  const requests = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    requests.push(path);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store",
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    requests,
    url: (path = "") => `${origin}/${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Debian's Chromium, headless.
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium (or set CHROMIUM)`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

// Opens `url` in a new context (its own storage) of `viewport` size, with any other options of
// a context (`hasTouch`, `isMobile`, `colorScheme`); `before(context)` runs before the page
// opens (an init script, a route). `problems()` lists what went wrong since: console errors,
// uncaught exceptions, failed requests, and any request to another origin than the page's (the
// page must not send any).
export async function openPage(browser, url, { viewport = { width: 1024, height: 768 }, before, ...options } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  await before?.(context);
  const page = await context.newPage();
  await slowDown(context, page);
  const problems = recordProblems(page, new URL(url).origin);
  await page.goto(url);
  return { context, page, problems };
}

// SHUDU_CPU_SLOWDOWN=N runs each page's scripts N times slower (Chromium's CPU throttling),
// as on a slow or busy machine: a test that only passes on a fast one waits for the wrong thing.
// SHUDU_WORKER_DELAY=MS delays every answer of the page's workers by MS milliseconds, as a
// worker busy compiling or working would: a test must wait for what it reads.
export async function slowDown(context, page) {
  const rate = Number(process.env.SHUDU_CPU_SLOWDOWN ?? 1);
  if (rate > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate });
  const delay = Number(process.env.SHUDU_WORKER_DELAY ?? 0);
  if (delay > 0) {
    await page.addInitScript((ms) => {
      const Plain = window.Worker;
      window.Worker = class extends Plain {
        set onmessage(handler) {
          super.onmessage = (event) => setTimeout(() => handler(event), ms);
        }
      };
    }, delay);
  }
}

// Records what goes wrong on `page` from now on: console errors, uncaught exceptions, failed
// requests, and any request to another origin than `origin`. Returns the function that lists
// them.
export function recordProblems(page, origin) {
  const found = [];
  page.on("console", (message) => {
    if (message.type() === "error") found.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => found.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => found.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on("request", (request) => {
    const address = request.url();
    if (!address.startsWith("data:") && !address.startsWith("blob:") && new URL(address).origin !== origin) {
      found.push(`request to another origin: ${address}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) found.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return () => [...found];
}

// Debian's Chromium with a profile of its own in `dir` (not incognito, as a new context is):
// what an installable app needs to be told apart from a private window.
export function launchPersistent(dir, { viewport = { width: 1024, height: 768 }, ...options } = {}) {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport, ...options });
}

// Waits until the page says it is ready (`<body data-status="ready">`); fails at once with the
// page's own words if it says "error" instead.
export async function waitReady(page, { timeout = 30_000 } = {}) {
  await page.waitForFunction(() => ["ready", "error"].includes(document.body.dataset.status), null, { timeout });
  const status = await page.evaluate(() => document.body.dataset.status);
  if (status !== "ready") {
    throw new Error(`the page says ${status}: ${await page.evaluate(() => document.body.innerText)}`);
  }
}

// Takes a screenshot into web/test-output/NAME.png and checks that it is not blank: several
// colours, none of which covers nearly all of it. Returns the file's path.
export async function checkScreenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(output, { recursive: true });
  const file = join(output, `${name}.png`);
  const png = await page.screenshot({ path: file, fullPage });
  const { colours, dominant } = colourCount(decodePng(png));
  if (colours < 3 || dominant > 0.995) {
    throw new Error(`${file} looks blank: ${colours} colours, the commonest covers ${(dominant * 100).toFixed(1)}%`);
  }
  return file;
}

// Decodes an 8-bit, non-interlaced PNG (as Chromium writes them) into RGBA pixels.
export function decodePng(png) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => png[i] === byte)) throw new Error("not a PNG");
  let offset = 8;
  let header;
  const data = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      };
    } else if (type === "IDAT") {
      data.push(body);
    } else if (type === "IEND") {
      break;
    }
    offset += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[header?.colour];
  if (!header || header.depth !== 8 || header.interlace !== 0 || channels === undefined) {
    throw new Error(`unsupported PNG: ${JSON.stringify(header)}`);
  }
  const { width, height } = header;
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 4);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      let add = 0;
      if (filter === 1) add = left;
      else if (filter === 2) add = up;
      else if (filter === 3) add = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[x] = (line[x] + add) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const at = x * channels;
      const [r, g, b, a] = channels >= 3
        ? [line[at], line[at + 1], line[at + 2], channels === 4 ? line[at + 3] : 255]
        : [line[at], line[at], line[at], channels === 2 ? line[at + 1] : 255];
      pixels.set([r, g, b, a], (y * width + x) * 4);
    }
    previous = line;
  }
  return { width, height, pixels };
}

// How many colours an image has, and the share of its commonest colour.
export function colourCount({ width, height, pixels }) {
  const counts = new Map();
  for (let i = 0; i < width * height; i++) {
    const key = pixels.readUInt32BE(i * 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { colours: counts.size, dominant: Math.max(...counts.values()) / (width * height) };
}

// Writes a small report (figures a test measured) into web/test-output/NAME.json.
export function report(name, figures) {
  mkdirSync(output, { recursive: true });
  writeFileSync(join(output, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
