import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.js";

describe("clientKey", () => {
  it.each([
    ["an IPv4 address", "203.0.113.7", "203.0.113.7"],
    ["an IPv6 address", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["another address of the same /64", "2001:0DB8:0001:0002:ffff:ffff:ffff:fffe", "2001:db8:1:2::/64"],
    ["a compressed IPv6 address", "2001:db8::1", "2001:db8:0:0::/64"],
    ["an address compressed inside its /64", "2001:db8:0:2::", "2001:db8:0:2::/64"],
    ["a link-local address with its zone", "fe80::1%eth0", "fe80:0:0:0::/64"],
    ["loopback", "::1", "0:0:0:0::/64"],
    ["an IPv4-mapped address", "::ffff:198.51.100.20", "198.51.100.20"],
    ["an IPv4-mapped address in hex", "::ffff:c633:6414", "198.51.100.20"],
    ["something that is not an address", "unix-socket", "unix-socket"],
  ])("keys %s", (_name, address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("gives the 65,536 addresses a client may rotate through in its /64 one key, and a neighbouring /64 another", () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => clientKey(`2001:db8:aa:bb:${i.toString(16)}:${(i * 7).toString(16)}::${i.toString(16)}`)));
    expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe(clientKey("2001:db8:aa:bb::1"));
  });
});
