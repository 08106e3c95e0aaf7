import { isIPv4, isIPv6 } from "node:net";

/** Hextets of a valid IPv6 address, the embedded dotted IPv4 tail (::ffff:1.2.3.4) as two of them. */
function hextets(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => {
    if (!text) return [];
    const groups = text.split(":");
    const last = groups.at(-1)!;
    if (!last.includes(".")) return groups.map((group) => Number.parseInt(group, 16));
    const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
    return [...groups.slice(0, -1).map((group) => Number.parseInt(group, 16)), (a << 8) | b, (c << 8) | d];
  };
  const front = part(head);
  const back = part(tail ?? "");
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a per-address limit counts a client under (docs/security.md): an
 * IPv4 address as it is; an IPv6 address by its /64, the one network a
 * subscriber is given, since a client can pick any address inside it; an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports
 * IPv4 clients) as its IPv4. Anything else is returned unchanged.
 */
export function clientKey(address: string): string {
  const bare = address.split("%")[0]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = hextets(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
