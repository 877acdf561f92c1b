/**
 * A submission cut short: stores a proof as submitReview does, prints its key, then waits as if
 * its transaction were still running, until the test kills the process with SIGKILL.
 */
import { createDiskStorage, newProofKey } from "~/storage/storage.server";

const dir = process.argv[2];
if (!dir) throw new Error("usage: store-proof-then-hang.ts <dir>");
const key = newProofKey();
await createDiskStorage({ dir }).put(key, Buffer.from("RIFF....WEBPVP8 proof"), "image/webp");
process.stdout.write(`${key}\n`);
setInterval(() => undefined, 60_000);
