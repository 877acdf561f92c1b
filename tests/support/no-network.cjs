// @ts-nocheck: it replaces Node's own functions with ones that refuse, which their types do not allow.
// Preloaded (node --require) into a process and each of its worker threads: any connection or
// fetch throws, and is reported on stderr, so a test proves a piece of work needs no network.
const dns = require("node:dns");
const net = require("node:net");
const { isMainThread } = require("node:worker_threads");

function refuse(what) {
  const where = isMainThread ? "main thread" : "worker thread";
  process.stderr.write(`network refused: ${what} (${where})\n`);
  throw new Error(`no network in this test: ${what}`);
}
// A local socket (a path: tsx's own IPC with its parent) is no network; a host and port is.
const connectLocal = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  const [first] = args;
  const options = Array.isArray(first) ? first[0] : first;
  const local =
    typeof options === "string" || (typeof options === "object" && options?.path !== undefined);
  if (local) return connectLocal.apply(this, args);
  refuse(`socket connect ${JSON.stringify(options)}`);
};
dns.lookup = (host) => refuse(`dns lookup ${host}`);
globalThis.fetch = (url) => refuse(`fetch ${String(url)}`);
