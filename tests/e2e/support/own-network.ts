import { randomInt } from "node:crypto";

/**
 * A network of its own (an IPv6 /64 drawn at random in the documentation range), for a test that
 * fills a per-network limit: the fixture's addresses are one of 255, which another test shares.
 */
export function ownNetworkHeaders(): Record<string, string> {
  const group = () => randomInt(1, 0xffff).toString(16);
  return { "X-Forwarded-For": `2001:db8:${group()}:${group()}::7` };
}
