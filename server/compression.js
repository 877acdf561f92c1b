// Response compression, with the one fix it needs for React Router's streaming.
import compression from "compression";

/**
 * compression sends `res.on("drain")` to its zlib stream but leaves `res.off` /
 * `res.removeListener` on the response, so the once-listeners React Router adds while waiting
 * for a slow phone to read (waitForDrain) are never removed: they pile up on the stream until
 * Node warns (MaxListenersExceededWarning). Here a drain listener is removed from where it was
 * really added.
 * @param {import("express").Request} _req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
export function removableDrainListeners(_req, res, next) {
  const on = res.on;
  const removeListener = res.removeListener;
  /** @type {WeakMap<Function, NodeJS.EventEmitter>} */
  const homes = new WeakMap();
  res.on = function onEvent(type, listener) {
    const home = on.call(this, type, listener);
    if (type === "drain" && home !== this) homes.set(listener, home);
    return this;
  };
  res.removeListener = function removeEventListener(type, listener) {
    const home = type === "drain" ? homes.get(listener) : undefined;
    if (!home) return removeListener.call(this, type, listener);
    homes.delete(listener);
    home.removeListener(type, listener);
    return this;
  };
  res.off = res.removeListener;
  next();
}

/** Compresses responses, except live-update streams, which must reach the page event by event. */
export function compressResponses() {
  return [
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
        compression.filter(req, res),
    }),
    removableDrainListeners,
  ];
}
