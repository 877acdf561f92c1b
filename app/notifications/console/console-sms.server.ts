import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "~/logging/logger.server";
import type { SmsProvider } from "../sms";

export type OutboxEntry = { to: string; body: string; code: string | null; at: string };

const outboxFileName = "dev-outbox.jsonl";

/**
 * The development and test provider: a line in the server log (without the code) and the whole
 * message, code included, appended to DATA_DIR/dev-outbox.jsonl for /dev/outbox and for tests.
 */
export function createConsoleSmsProvider(options: {
  dataDir: string;
  log?: (line: string) => void;
  now?: () => Date;
}): SmsProvider {
  const log = options.log ?? ((line: string) => logger.info(line));
  const file = path.join(options.dataDir, outboxFileName);
  return {
    async send(message) {
      const entry: OutboxEntry = {
        to: message.to,
        body: message.body,
        code: message.code ?? null,
        at: (options.now?.() ?? new Date()).toISOString(),
      };
      await mkdir(options.dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, "utf8");
      log(`[sms] message to ${message.to} written to ${file}`);
    },
  };
}

/** The development outbox, newest first; empty when nothing was sent yet. */
export async function readOutbox(options: {
  dataDir: string;
  limit?: number;
}): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(path.join(options.dataDir, outboxFileName), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxEntry];
      } catch {
        // A line cut short by a crash mid-append is skipped, not fatal.
        return [];
      }
    })
    .reverse();
  return options.limit === undefined ? entries : entries.slice(0, options.limit);
}
