import { readFileSync } from "node:fs";
import path from "node:path";

/** Where global-setup keeps everything the test servers printed (in their DATA_DIR). */
export const serverLogName = "e2e-server.log";

/** Everything the test servers have printed so far. */
export function serverLog(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", serverLogName), "utf8");
}
