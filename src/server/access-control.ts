import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from "fastify";
import { authenticateBearer } from "../auth/guard.js";
import type { ServerDeps } from "./context.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks an /api route as open to anonymous callers; every other /api route requires an admin. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin, set by the guard on protected routes. */
    admin?: { userId: string; sessionId: string; email: string };
  }
}

/** The name of the bearer-token security scheme in the API document. */
export const BEARER_AUTH = "bearerAuth";

/** Every route registered on the app, for the access tests that walk the route table. */
export type RouteTable = Array<Pick<RouteOptions, "method" | "url"> & { public: boolean }>;

/**
 * Secure by default: any route under /api that does not declare
 * `config: { public: true }` gets the admin guard, including routes that
 * later issues add, and says so in its schema for the API document. Must be
 * registered before the routes.
 */
export function enforceAdminByDefault(app: FastifyInstance, deps: ServerDeps, table: RouteTable): void {
  app.addHook("onRoute", (route) => {
    const isPublic = route.config?.public === true || !route.url.startsWith("/api/");
    table.push({ method: route.method, url: route.url, public: isPublic });
    if (isPublic) return;
    // The API document (api-docs.ts) marks the route as needing the bearer token, from this same decision.
    route.schema = { ...route.schema, security: [{ [BEARER_AUTH]: [] }] };
    const guard: onRequestAsyncHookHandler = async (request) => {
      request.admin = await authenticateBearer(deps, request.headers.authorization);
    };
    route.onRequest = [...toArray(route.onRequest), guard];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
