import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/config/config.server";
import { contentTypeOfKey, requireStorageKey } from "./keys.server";
import type { ProofStorage } from "./proof-storage";

export { isStorageKey, newProofKey } from "./keys.server";
export type { ProofStorage } from "./proof-storage";

/** Stores files under `dir` (DATA_DIR/uploads), readable only by the server's own user. */
export function createDiskStorage(options: { dir: string }): ProofStorage {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // isStorageKey already forbids escaping; this guards against a future change to it.
    if (!file.startsWith(`${root}${path.sep}`)) throw new RangeError(`key escapes storage: ${key}`);
    return file;
  };
  return {
    async put(key, bytes, contentType) {
      requireStorageKey(key, contentType);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file, even after a crash.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      requireStorageKey(key);
      await rm(fileOf(key), { force: true });
    },
    async *listStoredBefore(time) {
      let page: string[] = [];
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => (isMissingFile(error) ? [] : Promise.reject(error)),
      )) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        if (!contentTypeOfKey(key)) continue;
        const modified = (await stat(file).catch(() => null))?.mtime;
        if (!modified || modified >= time) continue;
        page.push(key);
        if (page.length === 1000) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
  };
}

/**
 * The storage the configuration asks for: DATA_DIR/uploads on disk, or the S3 bucket.
 * Async so that the S3 SDK (about 300 ms to load) is loaded only when STORAGE=s3.
 */
export async function createProofStorage(
  config: Pick<Config, "storage" | "dataDir" | "s3">,
): Promise<ProofStorage> {
  if (config.storage === "s3") {
    if (!config.s3) throw new Error("STORAGE=s3 needs S3_BUCKET");
    const { createS3Storage } = await import("./s3-storage.server");
    return createS3Storage(config.s3);
  }
  return createDiskStorage({ dir: path.join(config.dataDir, "uploads") });
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
