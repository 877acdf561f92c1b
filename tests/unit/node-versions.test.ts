import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const manifest = JSON.parse(text("package.json")) as { engines: { node: string } };
const lock = JSON.parse(text("package-lock.json")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** Node releases around every boundary our packages draw (majors 18 to 26). */
const versions = [
  "18.20.8",
  "20.18.3",
  "20.19.0",
  "20.20.2",
  "21.7.3",
  "22.12.0",
  "22.13.0",
  "22.23.0",
  "23.4.0",
  "23.11.1",
  "24.0.0",
  "24.21.0",
  "25.8.2",
  "26.12.1",
];

/** The packages every install has (a platform's optional binary is someone else's). */
const refusing = (version: string) =>
  Object.entries(lock.packages)
    .filter(([path, entry]) => path !== "" && !entry.optional)
    .flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !semver.satisfies(version, range) ? [`${path} wants node ${range}`] : [];
    });

describe("the Node versions we name", () => {
  it.each(versions)("engines admits %s exactly when every locked package does", (version) => {
    expect(semver.satisfies(version, manifest.engines.node)).toBe(refusing(version).length === 0);
  });

  it("the image, its stand-in base and CI's newest-LTS pass run one Node that engines admits", () => {
    const image = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-bookworm-slim@sha256:[0-9a-f]{64}$/m.exec(
      text("Dockerfile"),
    )?.[1];
    const standIn = /node_version=\$\{NODE_VERSION:-(\d+\.\d+\.\d+)\}/.exec(
      text("deploy/stand-in/base.sh"),
    )?.[1];
    const ci = /^lts_node=(\d+\.\d+\.\d+)$/m.exec(text(".ci/run"))?.[1];
    expect(image).toBeDefined();
    expect([standIn, ci]).toEqual([image, image]);
    expect(semver.satisfies(image as string, manifest.engines.node)).toBe(true);
    // An even major: the Long Term Support line (odd ones never are).
    expect(semver.major(image as string) % 2).toBe(0);
  });
});
