import { z } from "zod";

/** Set when STORAGE=s3. Without an access key pair the SDK's default credential chain is used. */
export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix?: string;
};

/** Where proofs are kept: on this disk (DATA_DIR) or in an S3 bucket. */
export const storageEnvSchema = {
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name, like ap-south-1")
    .default("ap-south-1"),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, "must be an http(s) URL, like http://minio:9000")
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .regex(/^(true|false|1|0)$/i, "must be true or false")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*\/?$/,
      "must be a folder path inside the bucket, like reviewkaro/production",
    )
    .optional(),
};

type StorageEnv = { STORAGE: "disk" | "s3"; S3_REGION: string } & {
  [key in Exclude<keyof typeof storageEnvSchema, "STORAGE" | "S3_REGION">]?: string;
};

/** The settings STORAGE=s3 cannot do without, each with why. */
export function missingStorageSettings(env: StorageEnv): Array<{ path: string; message: string }> {
  if (env.STORAGE !== "s3") return [];
  const missing: Array<{ path: string; message: string }> = [];
  if (!env.S3_BUCKET) missing.push({ path: "S3_BUCKET", message: "required when STORAGE=s3" });
  // A key id without its secret (or the reverse) would silently fall back to other credentials.
  const [keyId, secret] = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  if (Boolean(env[keyId]) !== Boolean(env[secret])) {
    const [absent, present] = env[keyId] ? [secret, keyId] : [keyId, secret];
    missing.push({ path: absent, message: `required when ${present} is set` });
  }
  return missing;
}

export function readS3Config(env: StorageEnv): S3Config | undefined {
  if (env.STORAGE !== "s3" || !env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: /^(true|1)$/i.test(env.S3_FORCE_PATH_STYLE ?? "false"),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX?.replace(/\/$/, ""),
  };
}
