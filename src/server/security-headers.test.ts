import { describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../tests/helpers/test-app.js";
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

/** Turns ads on or off through the AdSense screen's API, as the admin does. */
async function saveAds(enabled: boolean): Promise<void> {
  const token = (await signIn(server.app)).session.access_token;
  const payload = { publisher_id: "ca-pub-1234567890123456", enabled, homepage_slots: [], article_slots: [] };
  const response = await server.app.inject({ method: "PUT", url: "/api/admin/adsense", payload, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
}

const AD_HOSTS = ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.google.com", "https://*.doubleclick.net"];

describe("Content-Security-Policy scripts", () => {
  it("runs scripts by nonce with strict-dynamic, 'self' as the fallback, and nothing unsafe", async () => {
    const scriptSrc = (await policy()).get("script-src") ?? [];
    expect(scriptSrc.slice(0, 3)).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/), "'strict-dynamic'"]);
    expect(scriptSrc.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|(^| )https?:( |$)|\*( |$)/);
  });
});

describe("Content-Security-Policy for AdSense", () => {
  it("names no ad host in any directive while ads are off (the default)", async () => {
    const directives = await policy();
    expect([...directives.values()].flat().join(" ")).not.toMatch(/googlesyndication|doubleclick|google\.com|adtrafficquality/);
    expect(directives.get("frame-src")).toEqual(["'none'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
  });

  it("names the ad hosts as soon as the admin turns ads on, and drops them when turned off", async () => {
    await policy();
    await saveAds(true);
    const on = await policy();
    expect(on.get("script-src")).toEqual(expect.arrayContaining(["'strict-dynamic'", ...AD_HOSTS]));
    for (const directive of ["frame-src", "connect-src"]) {
      const sources = on.get(directive) ?? [];
      expect(sources).toEqual(expect.arrayContaining([...AD_HOSTS, "https://tpc.googlesyndication.com"]));
      for (const source of sources) expect(source).toMatch(/^('self'|https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+)$/);
    }
    await saveAds(false);
    expect(JSON.stringify([...(await policy())])).not.toContain("googlesyndication");
  });

  it("keeps the rest as strict as before", async () => {
    const directives = await policy();
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    // Pictures come from this origin (/img): while ads are off no other host may draw one.
    expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
    // The service worker and the manifest: this origin only, whether ads are on or off.
    expect(directives.get("worker-src")).toEqual(["'self'"]);
    expect(directives.get("manifest-src")).toEqual(["'self'"]);
  });

  it("lets AdSense draw its pixels from any https host once the admin turns ads on, never over plain http", async () => {
    await saveAds(true);
    expect((await policy()).get("img-src")).toEqual(["'self'", "data:", "https:"]);
  });
});
