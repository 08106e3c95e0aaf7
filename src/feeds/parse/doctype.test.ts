import { describe, expect, it } from "vitest";
import { expandDoctype } from "./doctype.js";

describe("expandDoctype", () => {
  it.each([
    ["no DOCTYPE", "<rss><channel><title>&eacute;</title></channel></rss>", "<rss><channel><title>&eacute;</title></channel></rss>"],
    ["an external DOCTYPE, removed", '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://x/rss.dtd"><rss/>', "<rss/>"],
    ["declared entities written out", '<!DOCTYPE rss [<!ENTITY a "uno"><!ENTITY b \'due\'>]><rss>&a; &b; &c;</rss>', "<rss>uno due &c;</rss>"],
    ["the first of two declarations", '<!DOCTYPE rss [<!ENTITY a "uno"><!ENTITY a "altro">]><rss>&a;</rss>', "<rss>uno</rss>"],
    ["quotes escaped, so an attribute stays whole", '<!DOCTYPE rss [<!ENTITY q \'di "noi"\'>]><rss><link href="&q;"/></rss>', '<rss><link href="di &quot;noi&quot;"/></rss>'],
    ["a reference in CDATA or a comment left as written", '<!DOCTYPE rss [<!ENTITY a "uno">]><rss><![CDATA[&a;]]><!-- &a; --></rss>', "<rss><![CDATA[&a;]]><!-- &a; --></rss>"],
    ["a parameter entity dropped with the DOCTYPE", '<!DOCTYPE rss [<!ENTITY % lat1 PUBLIC "-//W3C//ENTITIES Latin 1//EN" "x.ent"> %lat1;]><rss/>', "<rss/>"],
    ["a DOCTYPE quoted in content left alone", "<rss><description><![CDATA[<!DOCTYPE html><p>x</p>]]></description></rss>", "<rss><description><![CDATA[<!DOCTYPE html><p>x</p>]]></description></rss>"],
  ])("%s", (_case, xml, expected) => {
    expect(expandDoctype(xml)).toBe(expected);
  });

  it("does not expand entities inside entities, so nested declarations cannot multiply", () => {
    const laughs = `<!DOCTYPE rss [<!ENTITY a "haha">${Array.from({ length: 9 }, (_, n) => `<!ENTITY l${n} "${"&a;".repeat(10)}">`).join("")}]><rss>&l8;</rss>`;
    expect(expandDoctype(laughs)).toBe(`<rss>${"&a;".repeat(10)}</rss>`);
  });

  it("stops writing out past a million characters of growth", () => {
    const xml = `<!DOCTYPE rss [<!ENTITY big "${"x".repeat(1_000)}">]><rss>${"&big;".repeat(5_000)}</rss>`;
    const expanded = expandDoctype(xml);
    expect(expanded.length).toBeLessThan(1_100_000);
    expect(expanded).toContain("&big;");
  });

  it("stays fast on an unterminated DOCTYPE", () => {
    const started = performance.now();
    expect(expandDoctype(`<!DOCTYPE rss [ "${"<!ENTITY a 'x'> ".repeat(50_000)}`)).toContain("<!DOCTYPE");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
