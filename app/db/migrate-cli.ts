/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL (the built image runs server/migrate.js). */
import { migratePostgres } from "./migrate.server";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. The embedded database migrates itself on start.");
  process.exit(1);
}
const { applied } = await migratePostgres(url);
console.log(`Migrations applied: ${applied} new.`);
