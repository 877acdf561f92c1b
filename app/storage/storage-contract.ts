import { beforeEach, describe, expect, it } from "vitest";
import { contentTypeOfKey, newProofKey } from "./keys.server";
import type { ProofStorage } from "./proof-storage";

const webp = Buffer.from("RIFF....WEBPVP8 fake image bytes");

/**
 * The behaviours every ProofStorage adapter owes the domain code, run against each adapter.
 * `createStorage` is called before each test and must return an empty storage.
 */
export function describeProofStorage(
  name: string,
  createStorage: () => ProofStorage | Promise<ProofStorage>,
): void {
  describe(`${name}: the proof storage contract`, () => {
    let storage: ProofStorage;
    beforeEach(async () => {
      storage = await createStorage();
    });

    it("gives back the bytes and the content type that were put, key by key", async () => {
      const stored = [
        { key: newProofKey(), bytes: webp, contentType: "image/webp" },
        { key: "proofs/photo.jpg", bytes: Buffer.from("jpeg bytes"), contentType: "image/jpeg" },
        {
          key: "proofs/shot.png",
          bytes: Buffer.from([0x89, 0x50, 0x00, 0xff]),
          contentType: "image/png",
        },
      ];
      for (const { key, bytes, contentType } of stored) await storage.put(key, bytes, contentType);
      for (const { key, bytes, contentType } of stored) {
        expect(await storage.get(key)).toEqual({ bytes, contentType });
      }
    });

    it("lists the keys stored before a time, and none stored after it", async () => {
      const keys = [newProofKey(), newProofKey(), "proofs/old/nested.png"];
      for (const key of keys) await storage.put(key, webp, contentTypeOfKey(key) ?? "");
      const listed: string[] = [];
      for await (const page of storage.listStoredBefore(new Date(Date.now() + 60_000))) {
        listed.push(...page);
      }
      expect(listed.toSorted()).toEqual(keys.toSorted());
      const older: string[] = [];
      for await (const page of storage.listStoredBefore(new Date(Date.now() - 60_000))) {
        older.push(...page);
      }
      expect(older).toEqual([]);
    });

    it("answers null for a key that holds nothing", async () => {
      expect(await storage.get(newProofKey())).toBeNull();
      expect(await storage.get("proofs/missing.webp")).toBeNull();
    });

    it("forgets an object on delete, and deleting it again is fine", async () => {
      const key = newProofKey();
      const other = newProofKey();
      await storage.put(key, webp, "image/webp");
      await storage.put(other, webp, "image/webp");
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
      await storage.delete(newProofKey());
      expect(await storage.get(other)).toEqual({ bytes: webp, contentType: "image/webp" });
    });

    it("replaces the bytes when a key is put again", async () => {
      const key = newProofKey();
      await storage.put(key, Buffer.from("first"), "image/webp");
      await storage.put(key, Buffer.from("second"), "image/webp");
      expect((await storage.get(key))?.bytes.toString()).toBe("second");
    });

    it("refuses keys that escape, are absolute or are not images, and stores nothing", async () => {
      for (const key of ["../escape.webp", "/tmp/abs.webp", "proofs/../a.webp", ".hidden.webp"]) {
        await expect(storage.put(key, webp, "image/webp")).rejects.toThrow(RangeError);
        await expect(storage.delete(key)).rejects.toThrow(RangeError);
        expect(await storage.get(key)).toBeNull();
      }
      await expect(storage.put("proofs/a.svg", webp, "image/svg+xml")).rejects.toThrow(RangeError);
      expect(await storage.get("proofs/a.svg")).toBeNull();
    });

    it("refuses a content type that does not match the key's extension", async () => {
      await expect(storage.put("proofs/a.webp", webp, "image/png")).rejects.toThrow(RangeError);
      await expect(storage.put("proofs/a.png", webp, "text/html")).rejects.toThrow(RangeError);
      expect(await storage.get("proofs/a.webp")).toBeNull();
      expect(await storage.get("proofs/a.png")).toBeNull();
    });
  });
}
