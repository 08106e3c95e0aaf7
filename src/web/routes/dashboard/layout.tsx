import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Outlet, redirect, useNavigate } from "react-router";
import { DashboardFrame } from "../../components/dashboard/dashboard-frame";
import { FRAME_TEXT } from "../../components/dashboard/labels";
import { LoadingStatus } from "../../components/ui/loading-status";
import { Notice } from "../../components/ui/notice";
import { useAuthClient, useAuthState } from "../../lib/auth/auth-provider";
import { useDashboardCounts } from "../../lib/dashboard-counts";
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
          notify.warning(FRAME_TEXT.sessionExpired, FRAME_TEXT.signInAgain);
        }
      }),
    [auth],
  );

  if (status !== "authenticated") {
    return (
      <main id="contenuto" tabIndex={-1} className="flex flex-1 justify-center py-24 focus:outline-none">
        <LoadingStatus className="">{FRAME_TEXT.loading}</LoadingStatus>
      </main>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <CountedFrame>
        <Outlet />
      </CountedFrame>
    </QueryClientProvider>
  );
}

/**
 * The frame with the sidebar's counts, read here and handed down as props
 * (docs/product.md#dashboard-shell). A count that cannot be read shows no
 * badge; the section itself says what failed.
 */
function CountedFrame({ children }: { children: ReactNode }) {
  const { data: counts } = useDashboardCounts();
  return <DashboardFrame counts={counts}>{children}</DashboardFrame>;
}

/** A section that fails to render keeps the frame, so the other sections and "Esci" stay at hand. */
export function ErrorBoundary() {
  return (
    <DashboardFrame>
      <h1 className="text-2xl font-bold text-slate-900">{FRAME_TEXT.errorTitle}</h1>
      <Notice tone="error">{FRAME_TEXT.errorText}</Notice>
    </DashboardFrame>
  );
}
