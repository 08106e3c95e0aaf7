import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, redirect, useNavigate } from "react-router";
import { DashboardSidebar } from "../../components/dashboard/sidebar";
import { useAuthClient, useAuthState } from "../../lib/auth/auth-provider";
import { notify } from "../../lib/notify";
import { hasAdminSession } from "../../lib/session.server";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ title: "Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** The server sends visitors without a session straight to /login; the API guards the data itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await hasAdminSession(request, context))) throw redirect("/login");
  return null;
}

export default function DashboardLayout() {
  const auth = useAuthClient();
  const { status } = useAuthState();
  const navigate = useNavigate();
  // One cache for the whole dashboard, made once per page so sections share what they read.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );

  useEffect(() => {
    void auth.initialize();
  }, [auth]);

  useEffect(() => {
    if (status === "unauthenticated") void navigate("/login", { replace: true });
  }, [status, navigate]);

  // A session that ends by itself (revoked elsewhere, expired) deserves a word before the login page.
  useEffect(
    () =>
      auth.onAuthStateChange((event) => {
        if (event === "SIGNED_OUT" && auth.signOutReason === "expired") {
          notify.warning("Sessione scaduta", "Accedi di nuovo per continuare.");
        }
      }),
    [auth],
  );

  if (status !== "authenticated") {
    return (
      <div className="flex justify-center py-24" role="status" aria-live="polite">
        <Loader2 aria-hidden className="h-8 w-8 animate-spin text-blue-900" />
        <span className="sr-only">Caricamento...</span>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <DashboardSidebar />
      <div className="min-w-0 flex-1">
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </div>
    </div>
  );
}
