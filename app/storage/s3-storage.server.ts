import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { contentTypeOfKey, isStorageKey, requireStorageKey } from "./keys.server";
import type { ProofStorage } from "./proof-storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver); unset talks to AWS. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`), which MinIO and s3rver need. */
  forcePathStyle?: boolean;
  /** Both or neither; neither uses the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A folder inside the bucket, so one bucket can serve several installations. */
  prefix?: string;
};

/**
 * Stores proofs as private objects (no ACL is ever set, so the bucket's private default holds)
 * under the same keys and rules as the disk storage.
 */
export function createS3Storage(options: S3StorageOptions): ProofStorage {
  const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix !== "" && !isStorageKey(prefix)) {
    throw new RangeError(`invalid S3 prefix: ${JSON.stringify(options.prefix)}`);
  }
  const objectKey = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC32 checksums to every request, which some S3-compatible servers refuse.
    ...(options.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  const bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      requireStorageKey(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        const body = await response.Body?.transformToByteArray();
        if (!body) throw new Error(`S3 returned no body for ${key}`);
        return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      requireStorageKey(key);
      // S3 answers 204 for a key that holds nothing, so deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *listStoredBefore(time) {
      let token: string | undefined;
      do {
        const answer = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix ? `${prefix}/` : undefined,
            ContinuationToken: token,
            MaxKeys: 1000,
          }),
        );
        const keys = (answer.Contents ?? [])
          .filter((object) => object.Key && object.LastModified && object.LastModified < time)
          .map((object) => (object.Key ?? "").slice(prefix ? prefix.length + 1 : 0))
          .filter((key) => contentTypeOfKey(key) !== undefined);
        if (keys.length > 0) yield keys;
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** A missing object is null; a missing bucket is a misconfiguration and stays an error. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as {
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (name === "NoSuchKey") return true;
  return name !== "NoSuchBucket" && $metadata?.httpStatusCode === 404;
}
