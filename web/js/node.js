// shudu for Node: the same module as shudu.js, ready to use on import. Node's fetch cannot
// read the .wasm from a file: URL, so this reads the bytes beside it and instantiates them
// synchronously.
import { readFileSync } from "node:fs";
import { initSync } from "./shudu.js";

initSync({ module: readFileSync(new URL("./shudu_bg.wasm", import.meta.url)) });

export * from "./shudu.js";
