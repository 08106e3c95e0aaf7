import { isRefreshTokenLive } from "../../auth/sessions.js";
import { REFRESH_COOKIE } from "../../shared/auth.js";
import type { RassegnaLoadContext } from "../load-context.js";

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** True when the request carries the refresh cookie of a live admin session. */
export async function hasAdminSession(request: Request, context: RassegnaLoadContext): Promise<boolean> {
  const token = readCookie(request, REFRESH_COOKIE);
  return token ? isRefreshTokenLive(context.db, token) : false;
}
