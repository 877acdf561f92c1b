import { accessSync, constants, mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** How long the daily log files are kept: CERT-In's rolling 180 days (decision 094). */
export const LOG_FILE_DAYS = 180;

export const logEnvSchema = {
  LOG_DIR: z.string().trim().min(1).optional(),
};

/**
 * Where the server also writes its JSON log lines, a file a day (decision 094): LOG_DIR, or
 * DATA_DIR/logs on a production installation; a local installation writes none unless told.
 * A folder the server cannot write stops the start, by name.
 */
export function readLogDir(
  env: { LOG_DIR?: string },
  options: { dataDir: string; local: boolean },
): { dir: string | null; problem?: string } {
  const chosen = env.LOG_DIR ?? (options.local ? undefined : path.join(options.dataDir, "logs"));
  if (chosen === undefined) return { dir: null };
  const dir = path.resolve(chosen);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : String(error);
    return { dir, problem: `${dir} is not a folder the server can write (${reason})` };
  }
  return { dir };
}
