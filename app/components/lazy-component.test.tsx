import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Namaste, {name}</p>;
}

const inSuspense = (node: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<i>waiting</i>}>{node}</Suspense>);

describe("lazyComponent", () => {
  it("suspends while its module is coming, and draws it without suspending once it has come", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    // Not yet here: React.lazy's suspension, so the boundary's fallback.
    expect(inSuspense(<LazyGreeting name="Asha" />)).toBe("<i>waiting</i>");
    await LazyGreeting.preload();
    // Here: drawn at once, so no boundary waits (React 19's reveal throttle never starts).
    expect(inSuspense(<LazyGreeting name="Asha" />)).toBe("<p>Namaste, Asha</p>");
    expect(renderToStaticMarkup(<LazyGreeting name="Ravi" />)).toBe("<p>Namaste, Ravi</p>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("downloads once however often it is preloaded", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    await Promise.all([LazyGreeting.preload(), LazyGreeting.preload()]);
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
