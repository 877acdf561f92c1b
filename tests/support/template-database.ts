import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "~/db/client.server";
import { embeddedExtensions } from "~/db/prepared-pglite.server";
import { templateDatabaseName } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run: a PGlite data-dir dump (copied per test
 * file in under a second), or, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
    await admin.query(`create database ${templateDatabaseName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${templateDatabaseName}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    await pool.end();
    project.provide("pgliteTemplate", "");
    return;
  }
  const client = new PGlite({ extensions: embeddedExtensions });
  await client.waitReady;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
