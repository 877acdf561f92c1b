import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientNetwork, hashClient } from "./client-marks.server";

describe("clientNetwork", () => {
  it("reduces IPv4 to its /24 and IPv6 to its /64", () => {
    expect(clientNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:203.0.113.5")).toBe("203.0.113.0/24");
    expect(clientNetwork("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:0db8:00aa:00bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:db8::1")).toBe(clientNetwork("2001:db8:0:0:ffff::2"));
  });

  it("gives no network for loopback, private, carrier-NAT and link-local addresses", () => {
    for (const internal of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.16.0.9",
      "192.168.1.20",
      "100.64.3.4",
      "169.254.1.1",
      "fd12:3456::1",
      "fe80::1%eth0",
    ]) {
      expect(clientNetwork(internal), internal).toBeNull();
    }
    expect(clientNetwork("172.32.0.9")).toBe("172.32.0.0/24");
  });

  it("gives nothing for what is not an address", () => {
    for (const bad of [null, "", "unknown", "2001:db8::1::2", "300.1.1.1"]) {
      expect(clientNetwork(bad)).toBeNull();
    }
  });
});

describe("hashClient", () => {
  const salt = "session-secret";

  it("gives one hash to every address of a network and another to the next network", () => {
    const a = hashClient({ ip: "198.51.100.1", deviceId: null }, salt).networkHash;
    expect(hashClient({ ip: "198.51.100.254", deviceId: null }, salt).networkHash).toBe(a);
    expect(hashClient({ ip: "198.51.101.1", deviceId: null }, salt).networkHash).not.toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("depends on the salt, and never uses the salt itself as the key", () => {
    const client = { ip: "198.51.100.1", deviceId: "abcdefghijklmnopqrstuv" };
    const one = hashClient(client, salt);
    expect(hashClient(client, "another")).not.toEqual(one);
    const direct = (value: string) => createHmac("sha256", salt).update(value).digest("base64url");
    expect(one.deviceHash).not.toBe(direct(`device:${client.deviceId}`));
    expect(one.deviceHash).not.toBe(direct(client.deviceId));
  });

  it("stores nothing without a salt or a client", () => {
    expect(hashClient(undefined, salt)).toEqual({ networkHash: null, deviceHash: null });
    expect(hashClient({ ip: "198.51.100.1", deviceId: "x" }, undefined)).toEqual({
      networkHash: null,
      deviceHash: null,
    });
  });
});
