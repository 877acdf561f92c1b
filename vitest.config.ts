import { defineConfig } from "vitest/config";

/**
 * The build's maps of client files (vite.config.ts) are empty outside a production build, as on
 * the development server: a route module the tests import may name them (an island's page).
 */
const emptyBuildMaps = ["virtual:island-files", "virtual:message-group-files"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    {
      name: "reviewkaro:empty-build-maps",
      resolveId: (source) => (emptyBuildMaps.includes(source) ? `\0${source}` : null),
      load: (id) => (emptyBuildMaps.includes(id.slice(1)) ? "export default {};" : null),
    },
  ],
  test: {
    // Every core, not Vitest's default of all but one: on CI's 2 cores that default is one
    // worker, and each file's embedded database is single-threaded (decision 128).
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // Property tests and seeded simulations take 2-4 s alone and over 5 s (Vitest's
          // default) at a load average of 14 on the shared 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/template-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
