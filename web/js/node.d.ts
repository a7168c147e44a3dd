// shudu for Node: every export of shudu.js, already initialised.
export * from "./shudu.js";
