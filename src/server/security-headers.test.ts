import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

/** The policy's directives, by name, each as its list of sources. */
async function policy(): Promise<Map<string, string[]>> {
  const response = await server.app.inject({ method: "GET", url: "/api/health" });
  const header = String(response.headers["content-security-policy"]);
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const AD_HOSTS = ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.google.com", "https://*.doubleclick.net"];

describe("Content-Security-Policy for AdSense", () => {
  it("lets the AdSense loader and its scripts run, beside this origin and the nonce", async () => {
    const scriptSrc = (await policy()).get("script-src") ?? [];
    expect(scriptSrc.slice(0, 2)).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/)]);
    expect(scriptSrc).toEqual(expect.arrayContaining(AD_HOSTS));
    expect(scriptSrc.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|(^| )https?:( |$)|\*( |$)/);
  });

  it.each(["frame-src", "connect-src"])("admits the ad hosts in %s and nothing broader", async (directive) => {
    const sources = (await policy()).get(directive) ?? [];
    expect(sources).toEqual(expect.arrayContaining([...AD_HOSTS, "https://tpc.googlesyndication.com"]));
    for (const source of sources) expect(source).toMatch(/^('self'|https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+)$/);
  });

  it("keeps the rest as strict as before", async () => {
    const directives = await policy();
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(directives.get("img-src")).toEqual(expect.arrayContaining(["https:", "data:"]));
  });
});
