import { isIPv4, isIPv6 } from "node:net";

/**
 * The client as a per-address limit or cap counts it: an IPv4 address whole (a carrier's NAT
 * shares it, so its budget is large), an IPv6 address by its /64, the block one subscriber is
 * given (one phone on Jio holds billions of addresses in it). Anything else is kept as it is.
 */
export function limitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const address = ip.split("%")[0] ?? ip;
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** True for a request from this machine: 127.0.0.0/8 or ::1 (IPv4-mapped included). */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = /^::ffff:(.*)$/i.exec(ip)?.[1] ?? ip;
  if (isIPv4(address)) return address.startsWith("127.");
  return isIPv6(address) && ipv6Groups(address).join(":") === "0:0:0:0:0:0:0:1";
}

/** The eight groups of a valid IPv6 address, lower-case, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const split = (text: string) =>
    text
      ? text.split(":").flatMap((group) => {
          // A dotted IPv4 tail (::ffff:1.2.3.4 or 64:ff9b::1.2.3.4) stands for two groups.
          if (!group.includes(".")) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
