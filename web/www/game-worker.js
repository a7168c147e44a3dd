// The game off the main thread: a module worker that keeps one Game of the package (the rules
// crate, shudu-game) and runs what the page asks of it, so that a slow hint never freezes the
// page. The game's clock is this worker's performance.now(), in whole milliseconds: only its
// differences count, and a game loaded here counts on from the moment it is loaded.
//
// Messages, through engine.js: { id, name, args }. The game's operations (below) answer
// { state, save }: everything to draw, and the text to keep in local storage; its reads
// (a link to it) answer what they read. Any other name runs the package's function of that
// name (quick ones: the menu's words, the help, the settings' words) and answers its result.
import init, * as shudu from "./pkg/shudu.js";

const ready = init();
let game = null;
const now = () => Math.floor(performance.now());

function replace(next) {
  game?.free();
  game = next;
}

const operations = {
  generated: (made, prefs) => replace(shudu.Game.generated(made, now(), prefs)),
  given: (puzzle, prefs) => replace(shudu.Game.given(puzzle, now(), prefs)),
  shared: (puzzle, progress, notes, prefs) => replace(shudu.Game.shared(puzzle, progress, notes, now(), prefs)),
  entering: (prefs) => replace(shudu.Game.entering(prefs)),
  load: (text) => replace(shudu.Game.load(text, now())),
  act: (action) => game.act(action, now()),
  setGrade: (puzzle, grade) => game.setGrade(puzzle, grade),
  state: () => {},
};

// What the game answers without a change: a link to it.
const reads = {
  shareQuery: (progress) => game.shareQuery(progress),
};

// The package's plain functions, not its loaders nor its classes.
const functions = new Set(
  Object.entries(shudu)
    .filter(([name, value]) => typeof value === "function" && /^[a-z]/.test(name) && !["default", "initSync"].includes(name))
    .map(([name]) => name),
);

self.onmessage = async ({ data: { id, name, args } }) => {
  try {
    await ready;
    if (Object.hasOwn(operations, name)) {
      if (game === null && !["generated", "given", "shared", "entering", "load"].includes(name)) {
        throw new Error("no game has started yet");
      }
      operations[name](...args);
      const t = now();
      self.postMessage({ id, result: { state: game.state(t), save: game.save(t) } });
    } else if (Object.hasOwn(reads, name)) {
      if (game === null) throw new Error("no game has started yet");
      self.postMessage({ id, result: reads[name](...args) });
    } else if (functions.has(name)) {
      self.postMessage({ id, result: shudu[name](...args) });
    } else {
      throw new TypeError(`the game has no operation ${JSON.stringify(name)}`);
    }
  } catch (error) {
    self.postMessage({ id, error: { name: error.name, message: error.message, notice: error.notice } });
  }
};
