import { PGlite } from "@electric-sql/pglite";
import { fixed } from "./fixtures";
const client = new PGlite("/tmp/pgl50k/db");
await client.waitReady;
const id = fixed.reviewerId;
await client.exec(`prepare p1(uuid) as select * from profiles where id = $1 limit 1`);
const cases: Record<string, () => Promise<unknown>> = {
  "select 1": () => client.query("select 1"),
  "select $1": () => client.query("select $1::int", [1]),
  "pk raw params": () => client.query("select * from profiles where id = $1 limit 1", [id]),
  "pk raw id only": () => client.query("select id from profiles where id = $1 limit 1", [id]),
  "pk literal exec": () => client.exec(`select * from profiles where id = '${id}' limit 1`),
  "pk prepared lit": () => client.exec(`execute p1('${id}')`),
};
for (let round = 0; round < 3; round++)
  for (const [name, run] of Object.entries(cases)) {
    for (let i = 0; i < 20; i++) await run();
    const c = process.cpuUsage();
    const n = 300;
    for (let i = 0; i < n; i++) await run();
    const d = process.cpuUsage(c);
    if (round) console.log(name.padEnd(16), ((d.user + d.system) / n / 1000).toFixed(3), "ms cpu/query");
  }
await client.close();
