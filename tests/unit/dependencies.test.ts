import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const manifest = read("../../package.json") as { engines: { node: string } };
const lock = read("../../package-lock.json") as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe("dependencies", () => {
  // npm warns EBADENGINE when a package wants a newer Node than ours; the README names the
  // oldest Node we support, so every installed package must run on that one.
  it("all run on the oldest Node version package.json promises", () => {
    const oldest = semver.minVersion(manifest.engines.node);
    expect(oldest?.version).toBeDefined();
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return (
          path !== "" && range !== undefined && !semver.satisfies(oldest as semver.SemVer, range)
        );
      })
      .map(([path, entry]) => `${path} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("the README names the same Node versions as package.json", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(readme).toContain(`Node \`${manifest.engines.node}\``);
  });
});
