import { expect, signUp, test, visit } from "./support/fixtures";

/** Each test server's /metrics, on its own port (tests/e2e/support/global-setup.ts sets METRICS_PORT). */
const metricsUrls = (process.env.E2E_METRICS_URLS ?? "").split(" ").filter(Boolean);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series (name and labels exactly as exposed), or null when absent. */
function seriesValue(text: string, series: string): number | null {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

test("after browsing, /metrics on its own port names requests by route and status, live streams, queues, jobs and the pool", async ({
  page,
  browser,
}) => {
  const first = metricsUrls[0] as string;
  const anonymous = await (await browser.newContext()).newPage();
  await visit(anonymous, "/login");
  await visit(anonymous, "/nowhere-at-all");
  // A reviewer's dashboard holds a live stream open while it is shown.
  await signUp(page, { role: "user" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await expect
    .poll(async () => seriesValue(await scrape(first), "reviewkaro_live_streams_open"))
    .toBeGreaterThanOrEqual(1);
  const text = await scrape(first);
  const requests = "reviewkaro_http_request_duration_seconds";
  expect(
    seriesValue(text, `${requests}_count{route="/login",method="GET",status="200"}`),
  ).toBeGreaterThanOrEqual(1);
  // Sign-up posts to its page's route; the path of a campaign or a missing page is never a label.
  expect(text).toMatch(
    new RegExp(`${requests}_count\\{route="/signup",method="POST",status="\\d+"\\}`),
  );
  expect(
    seriesValue(text, `${requests}_count{route="/*",method="GET",status="404"}`),
  ).toBeGreaterThanOrEqual(1);
  expect(text).not.toContain("/nowhere-at-all");
  expect(text).toMatch(
    new RegExp(`${requests}_bucket\\{le="0.1",route="/login",method="GET",status="200"\\}`),
  );
  for (const queue of ["pending_reviews", "pending_campaigns", "pending_payouts"]) {
    expect(seriesValue(text, `reviewkaro_queue_length{queue="${queue}"}`)).toBeGreaterThanOrEqual(
      0,
    );
  }
  // The first server swept at its start, before a second one began.
  expect(seriesValue(text, 'reviewkaro_job_runs_total{job="proof_sweep",outcome="ok"}')).toBe(1);
  expect(text).toMatch(/^reviewkaro_job_duration_seconds_count\{job="proof_sweep"\} 1$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
  if (onPostgres) {
    expect(seriesValue(text, "reviewkaro_db_pool_connections_in_use")).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, "reviewkaro_db_pool_waiting")).toBeGreaterThanOrEqual(0);
  } else {
    // The embedded database has no pool, and says nothing rather than a made-up zero.
    expect(text).not.toContain("reviewkaro_db_pool");
  }
  // Never on the public port.
  expect((await page.request.get("/metrics")).status()).toBe(404);
});

// On PostgreSQL two servers share the database (global-setup): the hourly jobs that run once
// across servers ran on one of them at start, and the other one was told so.
if (onPostgres) {
  test("two servers ran the hourly sweep and backfill once between them at start, not twice", async () => {
    expect(metricsUrls).toHaveLength(2);
    const total = async (job: string, outcome: string) => {
      const texts = await Promise.all(metricsUrls.map(scrape));
      return texts
        .map(
          (text) =>
            seriesValue(text, `reviewkaro_job_runs_total{job="${job}",outcome="${outcome}"}`) ?? 0,
        )
        .reduce((sum, value) => sum + value, 0);
    };
    for (const job of ["proof_sweep", "fingerprint_backfill"]) {
      // Each server checks a moment after it starts; the second one finds the job done.
      await expect.poll(() => total(job, "skipped"), `${job} skipped`).toBeGreaterThanOrEqual(1);
      expect(await total(job, "ok"), `${job} runs`).toBe(1);
      expect(await total(job, "failed"), `${job} failures`).toBe(0);
    }
  });
}
