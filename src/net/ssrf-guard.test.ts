import { describe, expect, it } from "vitest";
import { SsrfRefusedError } from "./net-errors.js";
import { assertFetchableUrl, createGuardedLookup, forbiddenRange } from "./ssrf-guard.js";

describe("forbiddenRange", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["10.0.0.5", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.254", "shared (CGNAT)"],
    ["127.0.0.1", "loopback"],
    ["127.10.20.30", "loopback"],
    ["169.254.169.254", "cloud metadata"],
    ["169.254.1.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "reserved"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fd00:ec2::254", "cloud metadata"],
    ["fe80::1", "link-local"],
    ["febf::1", "link-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "cloud metadata"],
    ["fec0::1", "private"],
    ["2001:db8::1", "reserved"],
    ["64:ff9b::a00:1", "NAT64"],
    ["fe80::1%eth0", "link-local"],
  ])("refuses %s as %s", (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.0.1.1",
    "198.17.255.255",
    "223.255.255.255",
    "2001:4860:4860::8888",
    "2a00:1450:4002:80a::200e",
    "2a00:1450:4001:80b::200e",
    "2001:67c:2e8:22::c100:68b",
    "2003:e5:1f00::1",
    "151.101.1.69",
  ])("lets public %s through", (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });

  // IPv6 forms that carry an IPv4 address, each in several spellings: they reach whatever IPv4 they embed.
  it.each([
    ["::ffff:8.8.8.8", "IPv4-mapped"],
    ["::ffff:808:808", "IPv4-mapped"],
    ["::ffff:151.101.1.69", "IPv4-mapped"],
    ["::ffff:7f00:1", "loopback"],
    ["0:0:0:0:0:FFFF:7F00:0001", "loopback"],
    ["::ffff:0:7f00:1", "IPv4-translated"],
    ["::ffff:0:127.0.0.1", "IPv4-translated"],
    ["0:0:0:0:ffff:0:808:808", "IPv4-translated"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["64:ff9b::127.0.0.1", "NAT64"],
    ["64:ff9b:1::a00:1", "NAT64"],
    ["64:ff9b:1:ffff:ffff:ffff:ffff:ffff", "NAT64"],
    ["0064:FF9B:0001:0000:0000:0000:0a00:0001", "NAT64"],
    ["2002:7f00:1::", "6to4"],
    ["2002:a9fe:a9fe::1", "6to4"],
    ["2002:0808:0808:0:0:0:0:1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["2001::1", "Teredo"],
    ["2001:0000:ffff:ffff:ffff:ffff:ffff:ffff", "Teredo"],
  ])("refuses %s, an IPv6 form of an IPv4 address, as %s", (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each(["64:ff9b:2::1", "2001:1::1", "2003::1", "2001:4860:4860::8844"])("stops each embedding range at its prefix: %s is outside them", (address) => {
    expect(["IPv4-mapped", "IPv4-translated", "NAT64", "6to4", "Teredo"]).not.toContain(forbiddenRange(address));
  });

  it("ignores host names (they are checked once resolved)", () => {
    expect(forbiddenRange("localhost")).toBeNull();
  });
});

describe("assertFetchableUrl", () => {
  const none = new Set<string>();

  it.each(["http://[fe80::1]/", "http://0177.0.0.1/", "http://0x7f000001/", "https://192.168.0.1:8443/admin"])("refuses the literal address in %s", (url) => {
    expect(() => assertFetchableUrl(new URL(url), false, none)).toThrow(SsrfRefusedError);
  });

  it.each([
    ["http://[::ffff:7f00:1]/", "Refused loopback address ::ffff:7f00:1 (SSRF guard)"],
    ["http://[0:0:0:0:0:ffff:127.0.0.1]:8080/", "Refused loopback address ::ffff:7f00:1 (SSRF guard)"],
    ["https://[::ffff:8.8.8.8]/", "Refused IPv4-mapped address ::ffff:808:808 (SSRF guard)"],
    ["http://[::ffff:0:127.0.0.1]/", "Refused IPv4-translated address ::ffff:0:7f00:1 (SSRF guard)"],
    ["http://[64:ff9b::10.0.0.1]/", "Refused NAT64 address 64:ff9b::a00:1 (SSRF guard)"],
    ["http://[64:ff9b:1::a00:1]/", "Refused NAT64 address 64:ff9b:1::a00:1 (SSRF guard)"],
    ["http://[0064:ff9b:0001:0000:0000:0000:0a00:0001]/", "Refused NAT64 address 64:ff9b:1::a00:1 (SSRF guard)"],
    ["http://[2002:7f00:1::]/", "Refused 6to4 address 2002:7f00:1:: (SSRF guard)"],
    ["http://[2002:A9FE:A9FE::]/latest/meta-data/", "Refused 6to4 address 2002:a9fe:a9fe:: (SSRF guard)"],
    ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "Refused Teredo address 2001:0:4136:e378:8000:63bf:3fff:fdd2 (SSRF guard)"],
  ])("refuses the IPv4 address embedded in %s", (url, message) => {
    expect(() => assertFetchableUrl(new URL(url), false, none)).toThrow(message);
  });

  it.each(["http://[2a00:1450:4001:80b::200e]/feed", "https://151.101.1.69/rss"])("lets the public literal host of %s through", (url) => {
    expect(() => assertFetchableUrl(new URL(url), false, none)).not.toThrow();
  });

  it("allows everything but other schemes with allowPrivateNetwork", () => {
    expect(() => assertFetchableUrl(new URL("http://127.0.0.1/"), true, none)).not.toThrow();
    for (const url of ["http://[::ffff:7f00:1]/", "http://[64:ff9b:1::a00:1]/", "http://[2002:7f00:1::]/", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/"]) {
      expect(() => assertFetchableUrl(new URL(url), true, none)).not.toThrow();
    }
    expect(() => assertFetchableUrl(new URL("javascript:alert(1)"), true, none)).toThrow(/Refused URL scheme javascript:/);
  });

  it("lets exempt addresses through, and only those", () => {
    const exempt = new Set(["127.0.0.1"]);
    expect(() => assertFetchableUrl(new URL("http://127.0.0.1:8080/"), false, exempt)).not.toThrow();
    expect(() => assertFetchableUrl(new URL("http://127.0.0.2/"), false, exempt)).toThrow("Refused loopback address 127.0.0.2 (SSRF guard)");
  });
});

describe("createGuardedLookup", () => {
  function resolve(lookup: ReturnType<typeof createGuardedLookup>, host: string, all: boolean) {
    return new Promise<{ error: Error | null; address: unknown }>((done) =>
      lookup(host, { all }, (error, address) => done({ error, address })),
    );
  }

  it.each([true, false])("refuses a name that resolves to loopback (all=%s)", async (all) => {
    const { error } = await resolve(createGuardedLookup(), "localhost", all);
    expect(error).toBeInstanceOf(SsrfRefusedError);
    expect(error).toMatchObject({ message: "Refused loopback address 127.0.0.1 (SSRF guard)" });
  });

  it("answers in the form net asks for when the address is allowed", async () => {
    const lookup = createGuardedLookup(new Set(["127.0.0.1"]));
    expect(await resolve(lookup, "localhost", true)).toEqual({ error: null, address: [{ address: "127.0.0.1", family: 4 }] });
    expect(await resolve(lookup, "localhost", false)).toEqual({ error: null, address: "127.0.0.1" });
  });

  // dns.lookup answers an IP literal with itself, which is how a test makes a "name" resolve to these ranges.
  it.each([
    ["::ffff:7f00:1", "Refused loopback address ::ffff:7f00:1 (SSRF guard)"],
    ["::ffff:8.8.8.8", "Refused IPv4-mapped address ::ffff:8.8.8.8 (SSRF guard)"],
    ["::ffff:0:7f00:1", "Refused IPv4-translated address ::ffff:0:7f00:1 (SSRF guard)"],
    ["64:ff9b:1::a00:1", "Refused NAT64 address 64:ff9b:1::a00:1 (SSRF guard)"],
    ["2002:7f00:1::", "Refused 6to4 address 2002:7f00:1:: (SSRF guard)"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Refused Teredo address 2001:0:4136:e378:8000:63bf:3fff:fdd2 (SSRF guard)"],
  ])("refuses a lookup answering %s", async (address, message) => {
    for (const all of [true, false]) {
      const { error } = await resolve(createGuardedLookup(), address, all);
      expect(error).toBeInstanceOf(SsrfRefusedError);
      expect(error).toMatchObject({ message });
    }
  });

  it.each([
    ["2a00:1450:4001:80b::200e", 6],
    ["151.101.1.69", 4],
  ])("answers a lookup of the public %s", async (address, family) => {
    expect(await resolve(createGuardedLookup(), address, true)).toEqual({ error: null, address: [{ address, family }] });
  });

  it("passes DNS failures through", async () => {
    const { error } = await resolve(createGuardedLookup(), "nonexistent.invalid", true);
    expect((error as NodeJS.ErrnoException).code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
