import { lazy, Suspense, useSyncExternalStore } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CookieBanner } from "./components/cookie-banner";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { AuthProvider } from "./lib/auth/auth-provider";
import { hasAdminSession } from "./lib/session.server";
import { NotFound } from "./components/not-found";
import { useGoogleConsentMessage } from "./features/ad-slots/use-google-consent-message";
import { useOfflineReading, useReloadWhenOffline } from "./lib/offline/service-worker";
import { THEME_COLOURS, themeScript } from "./lib/theme/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  // No service worker in development, where Vite serves the modules (lib/offline/service-worker.ts).
  return { hasSession: await hasAdminSession(request, context), nonce: context.cspNonce, offline: !context.config.isDevelopment };
}

// Signing in leaves /login and an ended session goes to it: the header's "Dashboard Admin" link must follow.
export function shouldRevalidate({ defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === "/login" || nextUrl.pathname === "/login" || defaultShouldRevalidate;
}

/** The dashboard's layout route: under it the dashboard draws its own frame (docs/decisions.md). */
const DASHBOARD_LAYOUT = "routes/dashboard/layout";

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const inDashboard = useMatches().some((match) => match.id === DASHBOARD_LAYOUT);
  const googleAsks = useGoogleConsentMessage();
  useOfflineReading(data?.offline ?? false);
  return (
    // The theme script below sets the class and data-theme of <html> before React hydrates it.
    <html lang="it" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet first in <head>, ahead of the twenty-odd
            modulepreloads that would otherwise hold the browser's six connections while it waits. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOURS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOURS.dark} />
        {/* Before the first paint: the reader's theme (docs/product.md#dark-theme-and-offline-reading), so no white flash. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript() }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      {/* The dark palette applies to the public pages only (app.css): the dashboard stays light. */}
      <body className="flex min-h-screen flex-col" data-area={inDashboard ? "dashboard" : undefined}>
        {/* The first stop of the Tab key on every page: past the header and its menus to the page's own content
            (every layout names its <main> "contenuto"), hidden until focused (docs/product.md#header-and-footer). */}
        <a
          href="#contenuto"
          className="sr-only z-[60] rounded-md bg-blue-900 px-4 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:outline-2 focus:outline-offset-2 focus:outline-blue-900"
        >
          Vai al contenuto
        </a>
        <AuthProvider>
          {inDashboard ? (
            children
          ) : (
            <>
              <SiteHeader hasSession={data?.hasSession ?? false} />
              <main id="contenuto" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter />
            </>
          )}
          <CookieBanner adsAskedByGoogle={googleAsks} />
          <DeferredToaster />
        </AuthProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

// Toasts only come from the dashboard: sonner loads after hydration, off the readers' critical path.
const Toaster = lazy(() => import("./components/toaster").then((module) => ({ default: module.Toaster })));
const noSubscription = () => () => {};

/** The toaster, mounted once the page is hydrated (sonner shows toasts raised before it mounted). */
function DeferredToaster() {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}

function ServerError() {
  useReloadWhenOffline();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Si è verificato un errore</h1>
      <p className="mt-3 text-slate-600">La pagina non può essere mostrata in questo momento. Riprova tra qualche istante.</p>
      <a href="/" className="mt-6 inline-block text-blue-700 underline">
        Torna alla homepage
      </a>
    </div>
  );
}
