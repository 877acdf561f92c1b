// `node server/migrate.js`: applies the committed migrations (app/db/migrations) to DATABASE_URL
// with the built server's code, so a production image needs no TypeScript runner.
import path from "node:path";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. The embedded database migrates itself on start.");
  process.exit(1);
}
try {
  const build = /** @type {typeof import("./app")} */ (
    await import(path.resolve("build/server/index.js"))
  );
  const { applied } = await build.migratePostgres(url);
  console.log(`Migrations applied: ${applied} new.`);
} catch (error) {
  console.error(`Migrations failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
