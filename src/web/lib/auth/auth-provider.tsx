import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { AuthClient, type AuthState } from "./auth-client";

const AuthContext = createContext<AuthClient | null>(null);
const SERVER_STATE: AuthState = { status: "loading", user: null };

/** Gives the page one AuthClient; it does nothing until a screen asks for the session. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new AuthClient());
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

/** The auth client of this page. */
export function useAuthClient(): AuthClient {
  const client = useContext(AuthContext);
  if (!client) throw new Error("useAuthClient outside AuthProvider");
  return client;
}

/** The current auth state, re-rendering on every change. */
export function useAuthState(): AuthState {
  const client = useAuthClient();
  return useSyncExternalStore(client.subscribe, client.getState, () => SERVER_STATE);
}
