// The WebAssembly side of web/bench/run: `node bench/solve.mjs FILE LIMIT ROUNDS` reads one
// puzzle per line and, in each round, calls `count(line, LIMIT)` on every line (parsing
// included, as the native side does); it prints each round's puzzles per second of the
// thread's CPU time (Linux's /proc/thread-self/schedstat, as the native side measures).
import { readFileSync } from "node:fs";
import { count } from "../dist/pkg/node.js";

const [file, limitText, roundsText] = process.argv.slice(2);
if (roundsText === undefined) {
  console.error("usage: node bench/solve.mjs FILE LIMIT ROUNDS");
  process.exit(2);
}
// The CPU time this thread has run, in seconds (the first field is in nanoseconds).
function cpuSeconds() {
  return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e9;
}

const limit = Number(limitText);
const rounds = Number(roundsText);
const lines = readFileSync(file, "utf8").split("\n").filter((line) => line.trim() !== "");
for (let round = 0; round < rounds; round++) {
  const start = cpuSeconds();
  let solutions = 0;
  for (const line of lines) {
    solutions += count(line, limit);
  }
  const seconds = cpuSeconds() - start;
  if (solutions < lines.length) {
    console.error(`${lines.length - solutions} puzzles have no solution`);
  }
  console.log((lines.length / seconds).toFixed(0));
}
