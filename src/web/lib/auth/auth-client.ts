import type { AuthUser, Session } from "../../../shared/auth";
import { retryAfterSeconds } from "../../../shared/wait-time";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";
export type AuthEvent = "INITIAL_SESSION" | "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "USER_UPDATED" | "PASSWORD_RECOVERY";

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface AuthFailure {
  code: string;
  message: string;
  /** From Retry-After on a 429: how long the sign-in limits ask the user to wait. */
  retryAfterSeconds?: number;
}

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;

async function requestSession(url: string, body: unknown): Promise<{ session?: Session; error?: AuthFailure }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as Partial<{ error: string; message: string }>;
    if (!response.ok) {
      const error: AuthFailure = { code: payload.error ?? "http_" + response.status, message: payload.message ?? "" };
      const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
      if (retryAfter !== null) error.retryAfterSeconds = retryAfter;
      return { error };
    }
    // Loaded on demand: the page that holds this client (every page) must not carry zod until a session is read.
    const { sessionSchema } = await import("../../../shared/auth-schemas");
    const parsed = sessionSchema.safeParse(payload);
    return parsed.success ? { session: parsed.data } : { error: { code: "invalid_response", message: "" } };
  } catch {
    return { error: { code: "network_error", message: "" } };
  }
}

/**
 * The browser's view of the admin session. The access token lives only in
 * memory; the refresh token is an httpOnly cookie the server rotates. Emits the
 * auth events of docs/product.md#sessions and refreshes a minute before expiry.
 */
export class AuthClient {
  private state: AuthState = { status: "loading", user: null };
  private accessToken: string | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private initializing: Promise<void> | undefined;
  private readonly stateListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: AuthEvent, user: AuthUser | null) => void>();
  /** Why the last SIGNED_OUT happened: the user asked, or the session could not be renewed. */
  signOutReason: "user" | "expired" | null = null;

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Calls back on every auth event, like the hosted auth client of the original product. */
  onAuthStateChange(listener: (event: AuthEvent, user: AuthUser | null) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Restores the session from the refresh cookie once; later calls share the first. */
  initialize(): Promise<void> {
    this.initializing ??= this.refresh("INITIAL_SESSION").then(() => undefined);
    return this.initializing;
  }

  async signInWithPassword(email: string, password: string): Promise<{ error?: AuthFailure }> {
    const { session, error } = await requestSession("/api/auth/token?grant_type=password", { email, password });
    if (!session) return { error: error ?? { code: "unknown", message: "" } };
    this.initializing = Promise.resolve();
    this.accept(session, "SIGNED_IN");
    return {};
  }

  async signOut(scope: "local" | "others" | "global" = "local"): Promise<void> {
    if (this.accessToken) {
      await fetch(`/api/auth/logout?scope=${scope}`, {
        method: "POST",
        headers: { authorization: `Bearer ${this.accessToken}` },
        credentials: "same-origin",
      }).catch(() => undefined);
    }
    if (scope !== "others") {
      this.signOutReason = "user";
      this.clear("SIGNED_OUT");
    }
  }

  /** fetch with the access token; one refresh and retry when the token was refused. */
  async fetch(input: string, init: RequestInit = {}): Promise<Response> {
    await this.initialize();
    const send = () =>
      fetch(input, {
        ...init,
        credentials: "same-origin",
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${this.accessToken ?? ""}` },
      });
    const response = await send();
    if (response.status !== 401 || !(await this.refresh("TOKEN_REFRESHED"))) return response;
    return send();
  }

  private async refresh(event: AuthEvent): Promise<boolean> {
    const { session } = await requestSession("/api/auth/token?grant_type=refresh_token", {});
    if (session) {
      this.accept(session, event);
      return true;
    }
    if (this.state.status === "authenticated") {
      this.signOutReason = "expired";
      this.clear("SIGNED_OUT");
    } else {
      this.clear(event);
    }
    return false;
  }

  private accept(session: Session, event: AuthEvent): void {
    this.accessToken = session.access_token;
    this.schedule(session.expires_at * 1000 - Date.now() - REFRESH_MARGIN_MS);
    this.setState({ status: "authenticated", user: session.user }, event);
  }

  private clear(event: AuthEvent): void {
    this.accessToken = null;
    clearTimeout(this.refreshTimer);
    this.setState({ status: "unauthenticated", user: null }, event);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => void this.refresh("TOKEN_REFRESHED"), Math.max(delayMs, 5_000));
  }

  private setState(next: AuthState, event: AuthEvent): void {
    this.state = next;
    this.stateListeners.forEach((listener) => listener());
    this.eventListeners.forEach((listener) => listener(event, next.user));
  }
}
