/**
 * A client's marks (decision 027): the network its address belongs to (IPv4 /24, IPv6 /64) and
 * the browser's device id, as salted hashes. Enough to see that two accounts share one, never
 * which one; nothing raw is stored. One word for one idea: the request tells the client, the
 * client is hashed into marks, and the marks are stored with a review and as the account's.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { clientMarks } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** What the request tells about the client; hashed with a salt before anything stores it. */
export type Client = { ip: string | null; deviceId: string | null };

/** The client's salted hashes: stored with a review, and as an account's client marks. */
export type ClientMarks = { networkHash: string | null; deviceHash: string | null };

const keys = new Map<string, Buffer>();

/** A key of its own, derived from the salt (the session secret is never used directly). */
function markKey(salt: string): Buffer {
  let key = keys.get(salt);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", salt, "reviewkaro", "client-marks/v1", 32));
    keys.set(salt, key);
  }
  return key;
}

/**
 * The network an address belongs to: IPv4 /24 (one household or office router, one mobile
 * carrier's NAT pool slice), IPv6 /64 (what one subscriber is given). Null for anything else.
 */
export function clientNetwork(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) {
    if (isInternalIPv4(address)) return null;
    return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  }
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address.split("%")[0] ?? address);
  if (!groups || isInternalIPv6(groups)) return null;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * Loopback, private and link-local addresses say where a proxy or a local test runs, not who
 * the client is (behind a proxy without TRUST_PROXY every request has the proxy's address): no
 * network signal from them, or everyone would share the business's network.
 */
function isInternalIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split(".").map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isInternalIPv6(groups: string[]): boolean {
  const first = Number.parseInt(groups[0] ?? "0", 16);
  const unspecifiedOrLoopback = groups.slice(0, 7).every((group) => group === "0");
  return unspecifiedOrLoopback || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** The eight 16-bit groups of an IPv6 address, lower-case and without leading zeros. */
function expandIPv6(address: string): string[] | null {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups matter here.
  const last = right.length > 0 ? right : left;
  if (last.length > 0 && last[last.length - 1]?.includes(".")) {
    last.splice(last.length - 1, 1, "0", "0");
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group || "0", 16).toString(16));
}

function hmac(key: Buffer, kind: "network" | "device", value: string): string {
  return createHmac("sha256", key).update(`${kind}:${value}`).digest("base64url");
}

/** The client's network and device as HMAC-SHA256 under a key derived from the salt. */
export function hashClient(client: Client | undefined, salt: string | undefined): ClientMarks {
  if (!client || !salt) return { networkHash: null, deviceHash: null };
  const key = markKey(salt);
  const network = clientNetwork(client.ip);
  return {
    networkHash: network ? hmac(key, "network", network) : null,
    deviceHash: client.deviceId ? hmac(key, "device", client.deviceId) : null,
  };
}

/**
 * Remembers that this account used this network and device (salted hashes only, decision 027):
 * on sign-in, signup, campaign creation and review submission, in that action's transaction.
 */
export async function recordClientMarks(
  tx: DbOrTx,
  input: { profileId: string; marks: ClientMarks; now?: Date },
): Promise<void> {
  if (!isUuid(input.profileId)) return;
  const now = input.now ?? new Date();
  const rows = [
    input.marks.networkHash ? { kind: "network" as const, hash: input.marks.networkHash } : null,
    input.marks.deviceHash ? { kind: "device" as const, hash: input.marks.deviceHash } : null,
  ].filter((mark) => mark !== null);
  if (rows.length === 0) return;
  await tx
    .insert(clientMarks)
    .values(
      rows.map((mark) => ({
        profileId: input.profileId,
        ...mark,
        firstSeenAt: now,
        lastSeenAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [clientMarks.profileId, clientMarks.kind, clientMarks.hash],
      set: { lastSeenAt: sql`greatest(${clientMarks.lastSeenAt}, excluded.last_seen_at)` },
    });
}
