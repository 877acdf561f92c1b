import { readFileSync } from "node:fs";

/**
 * The settings that are secrets. Each may be given instead as NAME_FILE, the path of a file that
 * holds the value (compose's `secrets:` mounts them at /run/secrets/…), so that it never shows in
 * `docker inspect` or a process's environment. Read once, when the configuration is loaded.
 */
export const secretSettings = [
  "DATABASE_URL",
  "SESSION_SECRET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_WEBHOOK_SECRET_PREVIOUS",
  "RAZORPAYX_KEY_SECRET",
  "RAZORPAYX_WEBHOOK_SECRET",
  "RAZORPAYX_WEBHOOK_SECRET_PREVIOUS",
  "MSG91_AUTH_KEY",
  "SENTRY_DSN",
] as const;

export type SecretFileProblem = { path: string; message: string };

type Env = Record<string, string | undefined>;

/**
 * Answers the environment with every NAME_FILE read into NAME (and NAME_FILE dropped), and the
 * problems, each naming its setting: both forms set, or a file that cannot be read.
 * The file's trailing line break (`echo secret > file`) is not part of the value.
 */
export function readSecretFiles(
  source: Env,
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
): { env: Env; problems: SecretFileProblem[] } {
  const env: Env = { ...source };
  const problems: SecretFileProblem[] = [];
  for (const name of secretSettings) {
    const fileKey = `${name}_FILE`;
    const file = source[fileKey];
    delete env[fileKey];
    if (!file) continue;
    if (source[name]) {
      problems.push({
        path: name,
        message: `set ${name} or ${fileKey}, not both (the file is for secrets kept out of the environment)`,
      });
      continue;
    }
    let value: string;
    try {
      value = read(file).replace(/[\r\n]+$/, "");
    } catch (error) {
      const reason = error instanceof Error && "code" in error ? String(error.code) : String(error);
      problems.push({ path: fileKey, message: `cannot read ${file} (${reason})` });
      continue;
    }
    // An empty file is a setting left unset (compose mounts every secret, given or not); a
    // required one is then named as missing by the configuration's own check.
    if (value !== "") env[name] = value;
  }
  return { env, problems };
}
