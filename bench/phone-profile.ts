/**
 * A mid-range Android phone on a congested 4G, as the phone bench emulates it (issue 50): a
 * 360×740 touch screen, the CPU slowed 4× and the network throttled through the DevTools protocol,
 * and what each load records in the page itself (paint timings, the moment the app hydrated).
 */
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
  };
  const recorded: Recorded = { fcp: null, lcp: null, hydrated: null, click: null };
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
  window.addEventListener("click", () => {
    recorded.click ??= performance.now();
  });
};

export type Recorded = {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  click: number | null;
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
