import pg from "pg";

/** Runs one statement (create or drop a test database) on the PostgreSQL server of `serverUrl`. */
export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
