/**
 * A mid-range Android phone on a congested 4G, as the phone bench emulates it (issue 50): a
 * 360×740 touch screen, the CPU slowed 4× and the network throttled through the DevTools protocol,
 * and what each load records in the page itself (paint timings, the moment the app hydrated).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";

/** 1.6 Mbit/s down, 750 kbit/s up, 150 ms added to every request; the CPU 4× slower. */
export const phoneThrottling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

/** The screen and browser of a ₹8,000 Android phone. */
export const phoneContext: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/131.0.0.0 Mobile Safari/537.36",
};

/**
 * Recorded in the page from its first byte on, in ms since navigation start: first contentful
 * paint, the last largest-contentful-paint candidate before the first input, the moment root.tsx
 * marks the document hydrated (`data-hydrated`), and the first click the page has handled (a
 * bubbling listener on window runs after React's own on the document).
 */
const recorder = () => {
  type Recorded = {
    fcp: number | null;
    lcp: number | null;
    hydrated: number | null;
    click: number | null;
    dialogReady: number | null;
  };
  const recorded: Recorded = {
    fcp: null,
    lcp: null,
    hydrated: null,
    click: null,
    dialogReady: null,
  };
  (window as unknown as { __phone: Recorded }).__phone = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") recorded.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) recorded.lcp = last.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver(() => {
    if (recorded.hydrated === null && document.documentElement?.dataset.hydrated === "true") {
      recorded.hydrated = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  // After the first tap: the frame that shows the review dialog's textarea has been painted and
  // the main thread is free again (a task queued after that frame runs), so a key pressed then
  // is taken at once. Watched only from the tap (the dialog's code is fetched at the tap, so it
  // cannot be shown before), so the load itself is not slowed by it. No named functions here:
  // tsx would wrap them in a helper the page does not have.
  const whenShown = new MutationObserver(() => {
    // Only a lookup here: reading its box would force a layout at every change of the DOM.
    if (!document.querySelector('[role="dialog"] textarea[name="reviewText"]')) return;
    whenShown.disconnect();
    requestAnimationFrame(() => {
      setTimeout(() => {
        recorded.dialogReady ??= performance.now();
      });
    });
  });
  window.addEventListener("click", () => {
    if (recorded.click !== null) return;
    recorded.click = performance.now();
    whenShown.observe(document, { childList: true, subtree: true, attributes: true });
  });
};

export type Recorded = {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  click: number | null;
  /** After the tap: the review dialog's textarea painted and the main thread free (see above). */
  dialogReady: number | null;
  /** The end of DOMContentLoaded: when a page without scripts answers a tap. */
  domReady: number;
};

/** A new page of the context with the phone's CPU and network, recording as above. */
export async function phonePage(context: { newPage(): Promise<Page> }): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recorder);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneThrottling.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneThrottling.latencyMs,
    downloadThroughput: phoneThrottling.downloadBytesPerSecond,
    uploadThroughput: phoneThrottling.uploadBytesPerSecond,
  });
  return page;
}

export async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const marks = (window as unknown as { __phone: Omit<Recorded, "domReady"> }).__phone;
    const navigation = performance.getEntriesByType("navigation")[0] as
      | PerformanceNavigationTiming
      | undefined;
    return { ...marks, domReady: navigation?.domContentLoadedEventEnd ?? 0 };
  });
}

/** The page's own clock now (ms since its navigation started). */
export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

/** What the renderer's main thread does, by the names DevTools' Performance panel shows. */
const mainThreadWork: Record<string, string> = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.produceModuleCache": "compile",
  "V8.CompileCode": "compile",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  MajorGC: "gc",
  MinorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  Paint: "paint",
  PrePaint: "paint",
  Commit: "paint",
  ParseHTML: "parse HTML",
};

/**
 * A DevTools trace of the page from now until `stopInto`, which writes it (DevTools'
 * Performance panel opens it) and prints the main thread's time by kind of work (outermost
 * events only, so nothing is counted twice): where a throttled phone spends the time between a
 * tap and the answer, or a load and its hydration.
 */
export async function startTrace(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to trace");
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "v8", "v8.execute", "disabled-by-default-devtools.timeline"],
  });
  return {
    async stopInto(dir: string, label: string) {
      const buffer = await browser.stopTracing();
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${label}-${Date.now()}.json`);
      writeFileSync(file, buffer);
      const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      // A navigation moves the page to a new renderer: of the renderers' main threads, the one
      // that worked most (the first one named was the blank page's, nearly idle).
      const mains = new Set(
        traceEvents
          .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
          .map((event) => `${event.pid}:${event.tid}`),
      );
      const work = new Map<string, number>();
      for (const event of traceEvents) {
        const thread = `${event.pid}:${event.tid}`;
        if (event.ph === "X" && mains.has(thread)) {
          work.set(thread, (work.get(thread) ?? 0) + (event.dur ?? 0));
        }
      }
      const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
      const spans = traceEvents
        .filter((event) => event.ph === "X" && `${event.pid}:${event.tid}` === main)
        .sort((a, b) => a.ts - b.ts);
      const byKind = new Map<string, number>();
      let covered = 0;
      for (const event of spans) {
        const kind = mainThreadWork[event.name];
        if (!kind || event.ts < covered) continue;
        const end = event.ts + (event.dur ?? 0);
        covered = end;
        byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const lines = [...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${kind}`);
      console.log(`trace ${file}\n  main thread, outermost events:\n${lines.join("\n")}`);
    },
  };
}
