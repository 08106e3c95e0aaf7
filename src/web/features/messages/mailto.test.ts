import { describe, expect, it } from "vitest";
import { replyMailto, replySubject } from "./mailto";

describe("replyMailto", () => {
  it("opens a reply to the sender with Re: before the subject, spaces as %20", () => {
    expect(replyMailto("giulia.bianchi@example.it", "Suggerimento di una fonte")).toBe(
      "mailto:giulia.bianchi@example.it?subject=Re%3A%20Suggerimento%20di%20una%20fonte",
    );
  });

  it.each([
    ["an ampersand, which would start another field", "Domande & risposte", "Re%3A%20Domande%20%26%20risposte"],
    ["a question mark and an equals sign", "Perché? body=ciao", "Re%3A%20Perch%C3%A9%3F%20body%3Dciao"],
    ["a hash, which would cut the link", "Articolo #42", "Re%3A%20Articolo%20%2342"],
    ["a percent sign", "Sconto del 50%", "Re%3A%20Sconto%20del%2050%25"],
    ["a plus sign, which a mail program must not read as a space", "1+1", "Re%3A%201%2B1"],
    ["accents and quotes", "L'età dell'oro “bella”", "Re%3A%20L'et%C3%A0%20dell'oro%20%E2%80%9Cbella%E2%80%9D"],
  ])("encodes %s in the subject", (_label, subject, encoded) => {
    expect(replyMailto("a@example.it", subject)).toBe(`mailto:a@example.it?subject=${encoded}`);
    expect(new URL(replyMailto("a@example.it", subject)).searchParams.get("subject")).toBe(`Re: ${subject}`);
  });

  it("keeps a line break in the subject from adding a header or a body", () => {
    const link = replyMailto("a@example.it", "Ciao\r\nBcc: altri@example.it\n&body=spam");
    expect(link).toBe("mailto:a@example.it?subject=Re%3A%20Ciao%20Bcc%3A%20altri%40example.it%20%26body%3Dspam");
    expect([...new URL(link).searchParams.keys()]).toEqual(["subject"]);
  });

  it("keeps + and @ of the address and encodes what would end it", () => {
    expect(replyMailto("nome+tag@example.it", "x")).toBe("mailto:nome+tag@example.it?subject=Re%3A%20x");
    expect(replyMailto("a?cc=b@example.it", "x")).toBe("mailto:a%3Fcc%3Db@example.it?subject=Re%3A%20x");
  });
});

describe("replySubject", () => {
  it.each([
    ["Una fonte", "Re: Una fonte"],
    ["Re: Una fonte", "Re: Una fonte"],
    ["RE:Una fonte", "RE:Una fonte"],
    ["  Una   fonte\n", "Re: Una fonte"],
    ["Recensione", "Re: Recensione"],
  ])("%j becomes %j", (subject, reply) => {
    expect(replySubject(subject)).toBe(reply);
  });
});
