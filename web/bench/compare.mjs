// WebAssembly under Node against the native build, on the same puzzles, doing the same work:
// parse each line and count its solutions up to LIMIT.
//
//   web/build && node web/bench/compare.mjs [FILE] [LIMIT] [RUNS] [ROUNDS]
//
// FILE defaults to ../shared/data/17clue.txt beside the repository, LIMIT to 2. It builds the
// native side (bench/native, the same profile as the wasm build: fat LTO, one codegen unit,
// panic=abort), then runs RUNS processes of each side in turn, native first, each doing ROUNDS
// passes over the file; each pass prints puzzles per second of its thread's CPU time. The first
// pass of each process is left out (WebAssembly's includes compiling to optimised code), and
// the figure is the median of the rest.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const bench = fileURLToPath(new URL(".", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const [file = `${root}../shared/data/17clue.txt`, limit = "2", runs = "3", rounds = "4"] = process.argv.slice(2);

const targetDir = `${root}target/web-bench`;
execFileSync("cargo", ["build", "--release", "--quiet", "--manifest-path", `${bench}native/Cargo.toml`, "--target-dir", targetDir], { stdio: "inherit" });
const native = [`${targetDir}/release/shudu-web-bench-native`, [file, limit, rounds]];
const wasm = [process.execPath, [`${bench}solve.mjs`, file, limit, rounds]];

const rates = { native: [], wasm: [] };
for (let run = 0; run < Number(runs); run++) {
  for (const [side, [command, args]] of Object.entries({ native, wasm })) {
    const out = execFileSync(command, args, { encoding: "utf8" }).trim().split("\n").map(Number);
    rates[side].push(...out.slice(1));
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const puzzles = readFileSync(file, "utf8").split("\n").filter((line) => line.trim() !== "").length;
const [n, w] = [median(rates.native), median(rates.wasm)];
console.log(`processor: ${cpus()[0].model}, ${cpus().length} cores; load average before: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
console.log(`node ${process.version}; ${puzzles} puzzles from ${file}, count to ${limit}; ${runs} runs x ${rounds - 1} timed passes a side`);
console.log(`native:      ${Math.round(n)} puzzles/s (passes: ${rates.native.join(" ")})`);
console.log(`WebAssembly: ${Math.round(w)} puzzles/s (passes: ${rates.wasm.join(" ")})`);
console.log(`WebAssembly / native: ${(w / n).toFixed(2)}`);
