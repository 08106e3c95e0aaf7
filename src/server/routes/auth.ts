import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { findAdminById, toAuthUser } from "../../auth/admin-accounts.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from "../../auth/device-cookie.js";
import { authenticateBearer } from "../../auth/guard.js";
import { revokeSessions, SESSION_IDLE_DAYS } from "../../auth/sessions.js";
import { refreshSession, signInWithPassword } from "../../auth/sign-in.js";
import { REFRESH_COOKIE, type Session } from "../../shared/auth.js";
import {
  authUserSchema,
  logoutQuerySchema,
  passwordGrantSchema,
  refreshGrantSchema,
  sessionSchema,
  tokenBodySchema,
  tokenQuerySchema,
} from "../../shared/auth-schemas.js";
import { AppError, UnauthorizedError } from "../../platform/errors.js";
import { LogThrottle } from "../../platform/log-throttle.js";
import { BEARER_AUTH } from "../access-control.js";
import type { ServerDeps } from "../context.js";

/** The refresh token also travels as an httpOnly cookie, so browser scripts never need to keep it. */
function setRefreshCookie(reply: FastifyReply, deps: ServerDeps, session: Session): void {
  reply.setCookie(REFRESH_COOKIE, session.refresh_token, {
    httpOnly: true,
    sameSite: "lax",
    secure: deps.config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: SESSION_IDLE_DAYS * 86_400,
  });
}

/** The device cookie only ever goes back to the auth API, where the sign-in limits read it. */
function setDeviceCookie(reply: FastifyReply, deps: ServerDeps, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: deps.config.publicUrl.startsWith("https://"),
    path: "/api/auth",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: "/" });
}

/** Token and user answers, errors included, must never sit in a browser or proxy cache. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
  reply.header("pragma", "no-cache");
}

/**
 * Sign-ins and refusals in the system log (category security). Never the
 * password, the address or the e-mail tried: only the admin's own address on
 * success (docs/security.md, "What the logs keep"). A 429 can come hundreds
 * of times a second in a flood: one line a minute says how many there were.
 */
function logRefusal(log: FastifyBaseLogger, grant: "password" | "refresh", error: unknown, refused: LogThrottle): void {
  if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 429)) return;
  if (error.status === 429) {
    const others = refused.take();
    if (others !== null) log.warn({ category: "security", source: "auth", reason: error.code, other_refusals: others }, "sign-in refused: too many attempts");
    return;
  }
  log.warn({ category: "security", source: "auth", reason: error.code }, grant === "password" ? "sign-in failed" : "session renewal refused");
}

/** The auth API: token (password and refresh grants), logout with scopes, the current user. */
export function authRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: 60, timeWindow: "1 minute" };
  const tags = ["auth"];
  const refused = new LogThrottle();

  const tokenSchema = {
    tags,
    summary: "Sign in (password grant) or renew a session (refresh grant, the token in the body or the refresh cookie)",
    querystring: tokenQuerySchema,
    body: tokenBodySchema,
    response: { 200: sessionSchema },
  };
  api.post("/api/auth/token", { config: { public: true, rateLimit }, onSend: noStore, schema: tokenSchema }, async (request, reply) => {
    let session: Session;
    // The declared body takes either grant's fields; the grant type says which ones it needs.
    if (request.query.grant_type === "password") {
      const client = { ip: request.ip, userAgent: request.headers["user-agent"], deviceCookie: request.cookies[DEVICE_COOKIE] };
      const signedIn = await signInWithPassword(deps, passwordGrantSchema.parse(request.body), client).catch((error: unknown) => {
        logRefusal(request.log, "password", error, refused);
        throw error;
      });
      request.log.info({ category: "security", source: "auth", email: signedIn.session.user.email }, "admin signed in");
      setDeviceCookie(reply, deps, signedIn.deviceCookie);
      session = signedIn.session;
    } else {
      const token = refreshGrantSchema.parse(request.body).refresh_token ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw new UnauthorizedError("Missing refresh token", "invalid_grant");
      try {
        session = await refreshSession(deps, token);
      } catch (error) {
        // A replayed refresh token (the family is revoked) is worth a line; an expired session is not.
        if (error instanceof AppError && error.code === "token_reused") logRefusal(request.log, "refresh", error, refused);
        clearRefreshCookie(reply);
        throw error;
      }
    }
    setRefreshCookie(reply, deps, session);
    return session;
  });

  // Public at the route table because it authenticates itself: a stale token must still clear the cookie.
  const logoutSchema = {
    tags,
    summary: "End this session (local), the others, or all of them (global)",
    description: "Needs the bearer token, checked by the route itself so that a stale token still clears the cookie.",
    security: [{ [BEARER_AUTH]: [] }],
    querystring: logoutQuerySchema,
    response: { 204: z.undefined().describe("Signed out") },
  };
  api.post("/api/auth/logout", { config: { public: true }, schema: logoutSchema }, async (request, reply) => {
    const { scope } = request.query;
    const claims = await authenticateBearer(deps, request.headers.authorization).catch((error: unknown) => {
      clearRefreshCookie(reply);
      throw error;
    });
    await revokeSessions(deps.db, claims, scope);
    request.log.info({ category: "security", source: "auth", email: claims.email, scope }, "admin signed out");
    if (scope !== "others") clearRefreshCookie(reply);
    return reply.status(204).send();
  });

  api.get("/api/auth/user", { onSend: noStore, schema: { tags, summary: "The signed-in admin", response: { 200: authUserSchema } } }, async (request) => {
    const user = request.admin && (await findAdminById(deps.db, request.admin.userId));
    if (!user) throw new UnauthorizedError("Session has ended", "session_ended");
    return toAuthUser(user);
  });
}
