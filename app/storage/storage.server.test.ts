import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, createProofStorage, isStorageKey, newProofKey } from "./storage.server";
import { describeProofStorage } from "./storage-contract";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-storage-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytes = Buffer.from("RIFF....WEBPVP8 fake image bytes");

describe("proof keys", () => {
  it("are random 32-hex names under proofs/", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newProofKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^proofs\/[0-9a-f]{32}\.webp$/);
  });

  it("never point outside the storage folder", () => {
    for (const key of [
      "../secret.webp",
      "proofs/../../etc/passwd",
      "/etc/passwd",
      "proofs//a.webp",
      "proofs/./a.webp",
      "proofs\\..\\a.webp",
      ".hidden.webp",
      "",
      "proofs/a.webp\u0000",
    ]) {
      expect(isStorageKey(key)).toBe(false);
    }
    expect(isStorageKey("proofs/0123abcd.webp")).toBe(true);
  });
});

describeProofStorage("disk storage", () => createDiskStorage({ dir }));

describe("disk storage", () => {
  it("keeps files readable only by the server's own user", async () => {
    const storage = createDiskStorage({ dir });
    const key = newProofKey();
    await storage.put(key, bytes, "image/webp");
    expect(statSync(path.join(dir, key)).mode & 0o777).toBe(0o600);
  });

  it("leaves no temporary file behind and overwrites a key in one step", async () => {
    const storage = createDiskStorage({ dir });
    const key = newProofKey();
    await Promise.all([
      storage.put(key, Buffer.from("first"), "image/webp"),
      storage.put(key, Buffer.from("second"), "image/webp"),
    ]);
    const stored = (await storage.get(key))?.bytes.toString();
    expect(["first", "second"]).toContain(stored);
    expect(readdirSync(path.join(dir, "proofs"))).toEqual([path.basename(key)]);
  });

  it("writes nothing for a refused key", async () => {
    const storage = createDiskStorage({ dir });
    await expect(storage.put("../escape.webp", bytes, "image/webp")).rejects.toThrow(RangeError);
    await expect(storage.put("proofs/a.webp", bytes, "image/png")).rejects.toThrow(RangeError);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(path.join(dir, "..", "escape.webp"))).toBe(false);
  });

  it("lives in DATA_DIR/uploads by configuration", async () => {
    const storage = await createProofStorage({ storage: "disk", dataDir: dir });
    await storage.put("proofs/abc.webp", bytes, "image/webp");
    expect(readdirSync(path.join(dir, "uploads", "proofs"))).toEqual(["abc.webp"]);
  });

  it("is not silently chosen when STORAGE=s3 lacks its bucket", async () => {
    await expect(createProofStorage({ storage: "s3", dataDir: dir })).rejects.toThrow(/S3_BUCKET/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
