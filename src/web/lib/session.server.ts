import { isRefreshTokenLive } from "../../auth/sessions.js";
import { REFRESH_COOKIE } from "../../shared/auth.js";
import type { RassegnaLoadContext } from "../load-context.server.js";

/** A cookie's value, or undefined when absent or not valid percent-encoding (a bad cookie must not break the page). */
function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** True when the request carries the refresh cookie of a live admin session. */
export async function hasAdminSession(request: Request, context: Pick<RassegnaLoadContext, "db">): Promise<boolean> {
  const token = readCookie(request, REFRESH_COOKIE);
  // isRefreshTokenLive refuses implausible tokens before any query.
  return token ? isRefreshTokenLive(context.db, token) : false;
}
