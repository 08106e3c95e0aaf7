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
    "::ffff:8.8.8.8",
  ])("lets public %s through", (address) => {
    expect(forbiddenRange(address)).toBeNull();
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

  it("allows everything but other schemes with allowPrivateNetwork", () => {
    expect(() => assertFetchableUrl(new URL("http://127.0.0.1/"), true, none)).not.toThrow();
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

  it("passes DNS failures through", async () => {
    const { error } = await resolve(createGuardedLookup(), "nonexistent.invalid", true);
    expect((error as NodeJS.ErrnoException).code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
