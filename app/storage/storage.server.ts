import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Private file storage for proof images; disk today, S3 later behind the same interface. */
export interface ProofStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** The content type of a stored file follows from its extension, so no sidecar can drift. */
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

/** 'proofs/<32 hex>.webp': 128 random bits, so nobody can guess another reviewer's proof. */
export function newProofKey(): string {
  return `proofs/${randomBytes(16).toString("hex")}.webp`;
}

const keySegment = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** Keys are relative paths of plain segments: no '..', no absolute paths, no hidden files. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 200) return false;
  const segments = key.split("/");
  return segments.every((segment) => keySegment.test(segment));
}

function requireKey(key: string): string {
  if (!isStorageKey(key)) throw new RangeError(`invalid storage key: ${JSON.stringify(key)}`);
  const type = contentTypes[path.extname(key).toLowerCase()];
  if (!type) throw new RangeError(`storage key has no known image extension: ${key}`);
  return type;
}

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
      const type = requireKey(key);
      if (type !== contentType) {
        throw new RangeError(`content type ${contentType} does not match the key ${key}`);
      }
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
      if (!isStorageKey(key)) return null;
      const contentType = contentTypes[path.extname(key).toLowerCase()];
      if (!contentType) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      requireKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The storage the configuration asks for; proofs live in DATA_DIR/uploads on disk. */
export function createProofStorage(config: {
  storage: "disk" | "s3";
  dataDir: string;
}): ProofStorage {
  if (config.storage === "s3") throw new Error("STORAGE=s3 is not available yet; use disk");
  return createDiskStorage({ dir: path.join(config.dataDir, "uploads") });
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
