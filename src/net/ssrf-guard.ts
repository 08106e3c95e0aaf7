import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { SsrfRefusedError } from "./net-errors.js";

/**
 * The SSRF guard (docs/security.md): outgoing fetches never reach loopback,
 * private, link-local, shared (CGNAT), multicast, reserved or cloud-metadata
 * addresses, in IPv4 or IPv6, nor IPv6 forms that embed an IPv4 address
 * (NAT64, mapped, translated, 6to4, Teredo), unless ALLOW_PRIVATE_NETWORK=true.
 * Every hop of every request is checked: literal hosts on the URL, names in
 * the lookup.
 */
const RULES: Array<{ label: string; family: "ipv4" | "ipv6"; cidrs: Array<[string, number]> }> = [
  { label: "cloud metadata", family: "ipv4", cidrs: [["169.254.169.254", 32], ["100.100.100.200", 32]] },
  { label: "cloud metadata", family: "ipv6", cidrs: [["fd00:ec2::254", 128]] },
  { label: "loopback", family: "ipv4", cidrs: [["127.0.0.0", 8]] },
  { label: "loopback", family: "ipv6", cidrs: [["::1", 128]] },
  { label: "unspecified", family: "ipv4", cidrs: [["0.0.0.0", 8]] },
  // ::/96 also covers the deprecated IPv4-compatible form ::a.b.c.d.
  { label: "unspecified", family: "ipv6", cidrs: [["::", 96]] },
  { label: "private", family: "ipv4", cidrs: [["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16]] },
  // fec0::/10 is the deprecated site-local range, private in effect.
  { label: "private", family: "ipv6", cidrs: [["fc00::", 7], ["fec0::", 10]] },
  { label: "shared (CGNAT)", family: "ipv4", cidrs: [["100.64.0.0", 10]] },
  { label: "link-local", family: "ipv4", cidrs: [["169.254.0.0", 16]] },
  { label: "link-local", family: "ipv6", cidrs: [["fe80::", 10]] },
  { label: "multicast", family: "ipv4", cidrs: [["224.0.0.0", 4]] },
  { label: "multicast", family: "ipv6", cidrs: [["ff00::", 8]] },
  { label: "reserved", family: "ipv4", cidrs: [["192.0.0.0", 24], ["198.18.0.0", 15], ["240.0.0.0", 4]] },
  { label: "reserved", family: "ipv6", cidrs: [["100::", 64], ["2001:db8::", 32]] },
  // NAT64 (RFC 6052, and RFC 8215's local-use 64:ff9b:1::/48) can carry any IPv4 address, private ones included.
  { label: "NAT64", family: "ipv6", cidrs: [["64:ff9b::", 96], ["64:ff9b:1::", 48]] },
  // Last, so that a mapped private address keeps its own label from the IPv4 rules above. No feed host
  // resolves to a mapped or translated (RFC 2765) address, so even one embedding a public IPv4 is refused.
  { label: "IPv4-mapped", family: "ipv6", cidrs: [["::ffff:0:0", 96]] },
  { label: "IPv4-translated", family: "ipv6", cidrs: [["::ffff:0:0:0", 96]] },
  // Tunnels to an IPv4 address written inside the IPv6 one (Teredo's obfuscated): any IPv4, private included.
  { label: "6to4", family: "ipv6", cidrs: [["2002::", 16]] },
  { label: "Teredo", family: "ipv6", cidrs: [["2001::", 32]] },
];

const CHECKS = RULES.map((rule) => {
  const list = new BlockList();
  for (const [network, prefix] of rule.cidrs) list.addSubnet(network, prefix, rule.family);
  return { label: rule.label, family: rule.family, list };
});

/** The kind of forbidden range an IP address falls in ("loopback", "private"...), or null when it is public. */
export function forbiddenRange(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return null;
  const type = family === 4 ? "ipv4" : "ipv6";
  for (const check of CHECKS) {
    // A v6 address is checked against the v4 rules too: BlockList maps ::ffff:a.b.c.d onto them.
    // A v4 address skips the v6 rules, which BlockList would match through that same mapping.
    if (type === "ipv4" && check.family === "ipv6") continue;
    if (check.list.check(address, type)) return check.label;
  }
  return null;
}

/** The error that refuses an address, with a message an administrator can act on. */
function refusal(address: string, range: string, url?: string): SsrfRefusedError {
  return new SsrfRefusedError(`Refused ${range} address ${address} (SSRF guard)`, url);
}

/** Strips the brackets of an IPv6 literal host ("[::1]" -> "::1"). */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/**
 * Refuses a URL before any connection: schemes other than http(s) and literal
 * IP hosts in a forbidden range (a literal IP never goes through DNS lookup).
 */
export function assertFetchableUrl(url: URL, allowPrivateNetwork: boolean, exempt: ReadonlySet<string>): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SsrfRefusedError(`Refused URL scheme ${url.protocol} (only http and https are fetched)`, url.href);
  }
  if (allowPrivateNetwork) return;
  const host = bareHost(url.hostname);
  if (exempt.has(host)) return;
  const range = forbiddenRange(host);
  if (range) throw refusal(host, range, url.href);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connect that refuses hostnames resolving to any
 * forbidden address. It runs where the socket is opened, so the address
 * checked is the address connected to (no DNS-rebinding window).
 */
export function createGuardedLookup(exempt: ReadonlySet<string> = new Set()) {
  return function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const range = exempt.has(address) ? null : forbiddenRange(address);
        if (range) return callback(refusal(address, range) as unknown as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}
