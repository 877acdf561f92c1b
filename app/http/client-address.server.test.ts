import { describe, expect, it } from "vitest";
import { isLoopback, limitAddress } from "./client-address.server";

describe("limitAddress (what a per-address limit or cap counts)", () => {
  it("keeps an IPv4 address whole, also when mapped into IPv6", () => {
    expect(limitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(limitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const block = "2001:db8:aa:bb::/64";
    for (const address of [
      "2001:db8:aa:bb::1",
      "2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff",
      "2001:DB8:AA:BB:1:2:3:4",
      "2001:db8:aa:bb:1::9%eth0",
    ]) {
      expect(limitAddress(address), address).toBe(block);
    }
    expect(limitAddress("2001:db8:aa:bc::1")).not.toBe(block);
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as it is", () => {
    expect(limitAddress("unknown")).toBe("unknown");
  });
});

describe("isLoopback", () => {
  it("is true only for this machine's addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      "203.0.113.9",
      "::ffff:203.0.113.9",
      "2001:db8::1",
      "::",
      undefined,
      "",
    ]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
