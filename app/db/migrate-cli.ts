/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL (for deploys). */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "./client.server";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. The embedded database migrates itself on start.");
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  await migrate(drizzle({ client: pool }), { migrationsFolder });
  console.log("Migrations applied.");
} finally {
  await pool.end();
}
