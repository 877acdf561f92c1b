// `node server/migrate.js`: applies the committed migrations (app/db/migrations) to DATABASE_URL
// (or the file DATABASE_URL_FILE names) with the built server's code, so a production image needs
// no TypeScript runner. In compose it connects as the owner role, never as the apps' role.
import path from "node:path";

const build = /** @type {typeof import("./app")} */ (
  await import(path.resolve("build/server/index.js"))
);
const { env, problems } = build.readSecretFiles(process.env);
for (const problem of problems) console.error(`${problem.path}: ${problem.message}`);
if (problems.length > 0) process.exit(1);
const url = env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. The embedded database migrates itself on start.");
  process.exit(1);
}
try {
  const { applied } = await build.migratePostgres(url);
  console.log(`Migrations applied: ${applied} new.`);
} catch (error) {
  console.error(`Migrations failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
