import { describe, expect, it } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { jsonBodies, PATH_VALUES, QUERY_STRINGS, RAW_BODIES, VALID_ID } from "../../tests/helpers/hostile-inputs.js";
import { ADMIN, useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { signAccessToken } from "../auth/access-token.js";
import { findAdminByEmail } from "../auth/admin-accounts.js";
import { createSession } from "../auth/sessions.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Target {
  method: Method;
  /** The route's pattern, e.g. /api/admin/feeds/:id. */
  pattern: string;
  isPublic: boolean;
}

/** Every method and pattern of the route table (HEAD twins aside), plus a path no route serves. */
function targets(): Target[] {
  const table = server.routes.flatMap((route) =>
    [route.method].flat().map((method) => ({ method: method as Method, pattern: route.url, isPublic: route.public })),
  );
  const concrete = table.filter((target) => target.method !== "HEAD" && target.pattern !== "/api/*");
  const unknown = (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => ({ method, pattern: "/api/no-such-route", isPublic: true }));
  return [...concrete, ...unknown];
}

/** The pattern with every parameter (`:id`, `:part(^\d+)`) set to `value`. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:\w+(\([^)]*\))?/g, value);
}

const hasBody = (method: Method) => method !== "GET" && method !== "HEAD";

interface Finding {
  request: string;
  status: number;
  body: string;
}

/**
 * Sends requests and keeps every answer that breaks the rules: a 5xx, or an
 * /api 4xx outside the `{error, message}` shape. Each request comes from its
 * own address, so the per-address rate limits do not cut the run short.
 */
function prober(adminToken: () => Promise<string | undefined>) {
  const findings: Finding[] = [];
  let sent = 0;
  async function send(options: InjectOptions & { url: string }, label: string): Promise<LightMyRequestResponse> {
    sent += 1;
    const token = await adminToken();
    const response = await server.app.inject({
      ...options,
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const request = `${options.method} ${options.url.slice(0, 160)} [${label}]${token ? " as admin" : " anonymously"}`;
    if (response.statusCode >= 500) findings.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
    else if (response.statusCode === 405 && !response.headers.allow) findings.push({ request, status: 405, body: "no Allow header" });
    else if (response.statusCode >= 400 && options.url.startsWith("/api/") && !hasErrorShape(response)) {
      findings.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
    }
    return response;
  }
  return { send, findings, count: () => sent };
}

function hasErrorShape(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json() as Record<string, unknown>;
    return Object.keys(body).sort().join() === "error,message" && typeof body.error === "string" && typeof body.message === "string";
  } catch {
    return false;
  }
}

/**
 * An admin session, opened again after a logout ends it, so the admin run stays
 * signed in. Opened directly rather than through the password grant, whose
 * slow hash would dominate the run.
 */
function adminSession() {
  let token: string | undefined;
  const open = async () => {
    const admin = (await findAdminByEmail(testDb.db, ADMIN.email))!;
    const { sessionId } = await createSession(testDb.db, admin.id, {});
    return (await signAccessToken(server.secret, { userId: admin.id, sessionId, email: admin.email })).token;
  };
  return {
    current: async () => (token ??= await open()),
    forget: () => {
      token = undefined;
    },
  };
}

/**
 * The route table is fuzzed in this many parts, each a test of its own: a part
 * takes seconds on a quiet machine, and a loaded one stretches each part, not
 * one test past its time limit.
 */
const PARTS = 6;
const inPart = (index: number, part: number) => index % PARTS === part;

async function fuzz(asAdmin: boolean, part: number): Promise<{ findings: Finding[]; sent: number }> {
  const session = adminSession();
  const probe = prober(asAdmin ? session.current : async () => undefined);
  const send = async (options: InjectOptions & { url: string }, label: string) => {
    const response = await probe.send(options, label);
    if (options.url.startsWith("/api/auth/logout") && response.statusCode === 204) session.forget();
    // What a request created goes again, so the next request meets the same empty state (no duplicate to refuse, no feed to sync).
    const created = response.statusCode === 201 ? (response.json() as { id?: string }).id : undefined;
    if (created) await probe.send({ method: "DELETE", url: `${options.url.split("?")[0]}/${created}` }, "clean-up");
  };
  const bodies = jsonBodies();
  // Methods no route declares, on every path: 405 with Allow, or 404.
  for (const [index, pattern] of [...new Set(targets().map((target) => fill(target.pattern, VALID_ID)))].entries()) {
    if (!inPart(index, part)) continue;
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "CONNECT"]) await send({ method: method as Method, url: pattern }, "unusual method");
  }
  for (const [index, target] of targets().entries()) {
    if (!inPart(index, part)) continue;
    const { method } = target;
    // A guarded route refuses an anonymous caller before reading anything: a few cases show that is so.
    const shallow = !asAdmin && !target.isPublic;
    const paths = target.pattern.includes(":") ? PATH_VALUES.map((value) => fill(target.pattern, value)) : [target.pattern];
    for (const path of shallow ? paths.slice(0, 4) : paths) {
      for (const query of shallow ? QUERY_STRINGS.slice(0, 3) : QUERY_STRINGS) await send({ method, url: `${path}${query}` }, "path and query");
    }
    if (!hasBody(method)) continue;
    const url = fill(target.pattern, VALID_ID);
    for (const raw of shallow ? RAW_BODIES.slice(0, 3) : RAW_BODIES) {
      await send({ method, url, payload: raw.payload, headers: raw.contentType ? { "content-type": raw.contentType } : {} }, raw.label);
    }
    for (const { label, body } of shallow ? bodies.slice(0, 3) : bodies) {
      await send({ method, url, payload: JSON.stringify(body), headers: { "content-type": "application/json" } }, label);
    }
  }
  return { findings: probe.findings, sent: probe.count() };
}

describe("every route under hostile input", () => {
  const sent = { admin: 0, anonymous: 0 };
  const cases = Array.from({ length: PARTS }, (_, index) => [
    { who: "signed in as admin", asAdmin: true, part: index + 1 },
    { who: "anonymously", asAdmin: false, part: index + 1 },
  ]).flat();
  it.each(cases)("never answers 5xx, and answers /api 4xx as {error, message} ($who, part $part)", { timeout: 180_000 }, async ({ asAdmin, part }) => {
    const result = await fuzz(asAdmin, part - 1);
    sent[asAdmin ? "admin" : "anonymous"] += result.sent;
    expect(result.findings.map((finding) => `${finding.status} ${finding.request} -> ${finding.body}`).join("\n")).toBe("");
  });

  it("sent over a thousand requests each way", () => {
    expect(sent.admin).toBeGreaterThan(1000);
    expect(sent.anonymous).toBeGreaterThan(1000);
  });
});
