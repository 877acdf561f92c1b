import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProofKey } from "./keys.server";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.server";
import { createProofStorage } from "./storage.server";
import { describeProofStorage } from "./storage-contract";

const bucket = "reviewkaro-test";
const bytes = Buffer.from("RIFF....WEBPVP8 fake image bytes");

// s3rver knows one access key, S3RVER; it checks the key id but not V4 signatures.
let server: S3rver;
let directory: string;
let connection: S3StorageOptions;
beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "reviewkaro-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  connection = {
    bucket,
    region: "ap-south-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

// Each test gets its own folder of the bucket, so every test starts from an empty storage.
let folders = 0;
describeProofStorage("S3 storage", () =>
  createS3Storage({ ...connection, prefix: `contract-${++folders}` }),
);

describe("S3 storage", () => {
  it("keeps objects under its prefix, apart from other prefixes", async () => {
    const key = newProofKey();
    await createS3Storage({ ...connection, prefix: "/install-a/" }).put(key, bytes, "image/webp");
    expect(await createS3Storage(connection).get(`install-a/${key}`)).toEqual({
      bytes,
      contentType: "image/webp",
    });
    expect(await createS3Storage({ ...connection, prefix: "install-b" }).get(key)).toBeNull();
  });

  it("refuses a prefix that is not a plain folder path", () => {
    expect(() => createS3Storage({ ...connection, prefix: "../up" })).toThrow(RangeError);
  });

  it("reports a missing bucket or wrong credentials as errors, never as a missing proof", async () => {
    const key = newProofKey();
    const noBucket = createS3Storage({ ...connection, bucket: "no-such-bucket" });
    await expect(noBucket.get(key)).rejects.toThrow();
    await expect(noBucket.put(key, bytes, "image/webp")).rejects.toThrow();
    const unknownKey = createS3Storage({ ...connection, accessKeyId: "NOT-A-KEY" });
    await expect(unknownKey.get(key)).rejects.toThrow(/Access Key Id/);
  });

  it("is chosen by STORAGE=s3 with the S3 settings", async () => {
    const storage = await createProofStorage({
      storage: "s3",
      dataDir: directory,
      s3: { ...connection, forcePathStyle: true, prefix: "by-config" },
    });
    const key = newProofKey();
    await storage.put(key, bytes, "image/webp");
    expect(await createS3Storage(connection).get(`by-config/${key}`)).not.toBeNull();
  });
});
