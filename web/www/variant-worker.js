// The variant game off the main thread: a module worker that keeps one VariantGame of the
// package (the rules crate, shudu-game) and runs what the page asks of it, so that true
// candidates on a large board never freeze the page. The game's clock is this worker's
// performance.now(), in whole milliseconds.
//
// Messages, through engine.js: { id, name, args }. Each operation answers { state, save },
// and `drawing` (the puzzle to draw) when a game opens or loads.
import init, * as shudu from "./pkg/shudu.js";

const ready = init();
let game = null;
const now = () => Math.floor(performance.now());

function replace(next) {
  game?.free();
  game = next;
}

const operations = {
  open: (text) => replace(shudu.VariantGame.open(text, now())),
  load: (save) => replace(shudu.VariantGame.load(save, now())),
  act: (action) => game.act(action, now()),
  restoreProgress: (code) => game.restoreProgress(code, now()),
  state: () => {},
};

self.onmessage = async ({ data: { id, name, args } }) => {
  try {
    await ready;
    if (!Object.hasOwn(operations, name)) throw new TypeError(`the variant game has no operation ${JSON.stringify(name)}`);
    if (game === null && name !== "open" && name !== "load") throw new Error("no variant game has started yet");
    operations[name](...args);
    const t = now();
    const result = { state: game.state(t), save: game.save(t) };
    if (name === "open" || name === "load") result.drawing = game.drawing();
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: { name: error.name, message: error.message } });
  }
};
