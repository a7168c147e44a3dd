// The page's side of a worker that runs the package (worker.js: its functions by name;
// game-worker.js: the game). `const engine = startEngine(url); await engine.call(name, ...args)`
// resolves to the result, or rejects with an Error of the same name and message as the one
// thrown in the worker (and its `notice`, when it has one).
//
// A trap in WebAssembly (a RuntimeError: a panic, or the stack run out) leaves that module
// unusable, so the worker is replaced by a fresh one: the call that trapped rejects with the
// RuntimeError, the calls queued behind it with an Error named "Restarted", and `onrestart`
// runs (the game reloads its last save there). `restart()` does the same on purpose, to stop a
// long call (a puzzle being made that the player no longer wants). The worker starts at
// `wake()` or at the first call.
export function startEngine(url = new URL("./worker.js", import.meta.url), { onrestart } = {}) {
  const pending = new Map();
  let next = 0;
  // Started by `wake()` or the first call: a page that never needs it (the classic game's
  // workers while the variant game has the page) never loads the module.
  let worker = null;

  function failAll(error) {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  }

  function spawn() {
    worker = new Worker(url, { type: "module" });
    worker.onmessage = ({ data }) => {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (!data.error) {
        call?.resolve(data.result);
        return;
      }
      const error = new Error(data.error.message);
      error.name = data.error.name;
      if (data.error.notice !== undefined) error.notice = data.error.notice;
      call?.reject(error);
      if (error.name === "RuntimeError") restart();
    };
    // A worker that failed to load (or died) fails every call waiting on it.
    worker.onerror = (event) => {
      failAll(new Error(`the engine's worker failed: ${event.message}`));
    };
  }

  function restart() {
    worker?.terminate();
    const error = new Error("the engine was restarted before this call ran");
    error.name = "Restarted";
    failAll(error);
    spawn();
    onrestart?.();
  }

  return {
    call(name, ...args) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        if (worker === null) spawn();
        worker.postMessage({ id, name, args });
      });
    },
    // Whether a call is still waiting for its answer.
    get busy() {
      return pending.size > 0;
    },
    // Starts the worker now, so that it is ready by the first call.
    wake() {
      if (worker === null) spawn();
    },
    restart,
    terminate() {
      worker?.terminate();
      failAll(new Error("the engine was stopped"));
    },
  };
}

// <body data-busy> counts the answers the page waits for before it draws, over both games
// (the browser tests wait for it to be 0): `busyWhile(promise)` counts one until it settles.
let waiting = 0;
export async function busyWhile(promise) {
  document.body.dataset.busy = ++waiting;
  try {
    return await promise;
  } finally {
    document.body.dataset.busy = --waiting;
  }
}
