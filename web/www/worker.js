// The engine off the main thread: a module worker that loads the package once and runs the
// functions it exports by name, so that slow work (an Extreme puzzle to generate, a hint that
// needs nested chains, a grade) never freezes the page. engine.js is the page's side of it.
import init, * as shudu from "./pkg/shudu.js";

const ready = init();
// The package's plain functions; not its loaders, and not its classes (Generator, Game), whose
// objects cannot cross to the page.
const callable = new Set(
  Object.entries(shudu)
    .filter(([name, value]) => typeof value === "function" && /^[a-z]/.test(name) && !["default", "initSync"].includes(name))
    .map(([name]) => name),
);

self.onmessage = async ({ data: { id, name, args } }) => {
  try {
    await ready;
    if (!callable.has(name)) {
      throw new TypeError(`the engine has no function ${JSON.stringify(name)}`);
    }
    self.postMessage({ id, result: shudu[name](...args) });
  } catch (error) {
    self.postMessage({ id, error: { name: error.name, message: error.message } });
  }
};
