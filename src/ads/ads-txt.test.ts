import { describe, expect, it } from "vitest";
import { adsTxt } from "./ads-txt.js";

describe("adsTxt", () => {
  it("authorises Google for the publisher, without the ca- prefix", () => {
    expect(adsTxt("ca-pub-1234567890123456")).toBe("google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n");
  });

  it.each(["", "pub-1234567890123456", "ca-pub-", "ca-pub-12345abc", "ca-pub-1234567890123456\ngoogle.com, pub-666"])(
    "has nothing to say for the publisher id %j",
    (publisherId) => {
      expect(adsTxt(publisherId)).toBeNull();
    },
  );
});
