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

/** Every route registered on the app, for the access tests that walk the route table. */
export type RouteTable = Array<Pick<RouteOptions, "method" | "url"> & { public: boolean }>;

/**
 * Secure by default: any route under /api that does not declare
 * `config: { public: true }` gets the admin guard, including routes that
 * later issues add. Must be registered before the routes.
 */
export function enforceAdminByDefault(app: FastifyInstance, deps: ServerDeps, table: RouteTable): void {
  app.addHook("onRoute", (route) => {
    const isPublic = route.config?.public === true || !route.url.startsWith("/api/");
    table.push({ method: route.method, url: route.url, public: isPublic });
    if (isPublic) return;
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
