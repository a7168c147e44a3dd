// The page's side of worker.js: `const engine = startEngine(); await engine.call("rate", grid)`
// runs a function of the package in the worker and resolves to its result, or rejects with an
// Error of the same name and message as the one the package threw.
export function startEngine(url = new URL("./worker.js", import.meta.url)) {
  const worker = new Worker(url, { type: "module" });
  const pending = new Map();
  let next = 0;
  worker.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    pending.delete(data.id);
    if (data.error) {
      const error = new Error(data.error.message);
      error.name = data.error.name;
      call.reject(error);
    } else {
      call.resolve(data.result);
    }
  };
  // A worker that failed to load (or died) fails every call waiting on it.
  worker.onerror = (event) => {
    const error = new Error(`the engine's worker failed: ${event.message}`);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  return {
    call(name, ...args) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, name, args });
      });
    },
    terminate() {
      worker.terminate();
    },
  };
}
