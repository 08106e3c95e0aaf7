import { useEffect } from "react";
import { useLocation } from "react-router";
import type { KeepPageMessage } from "../../../shared/offline";

/** Where the built service worker is served: the site's root, so its scope is the whole site (vite.config.ts builds it). */
const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker once the page has loaded, off the first paint's way (docs/product.md#dark-theme-and-offline-reading).
 * A browser without service workers, or one that refuses it, simply has no offline reading.
 */
function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Asks the service worker to keep the page at `url`: a client-side navigation fetches only the
 * page's data, which the worker cannot read offline, so it fetches the page itself. A page loaded
 * whole was kept on its way in, and the worker skips a page it kept moments ago.
 */
function keepPage(url: string): void {
  if (!("serviceWorker" in navigator)) return;
  const message: KeepPageMessage = { type: "keep-page", url };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Registers the worker, then has it keep each page the reader opens (it decides which it keeps: never
 * the dashboard). `enabled` is false in development, where Vite serves the modules and there is no worker.
 */
export function useOfflineReading(enabled: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (enabled) registerServiceWorker();
  }, [enabled]);
  useEffect(() => {
    if (enabled) keepPage(pathname + search);
  }, [enabled, pathname, search]);
}

/**
 * On an error page shown because a client-side navigation found no connection: loads the page whole,
 * which the service worker answers with its kept copy or the offline page. Only with a worker in
 * control, so that the load cannot end on this error page again.
 */
export function useReloadWhenOffline(): void {
  useEffect(() => {
    if (!navigator.onLine && navigator.serviceWorker?.controller) window.location.reload();
  }, []);
}
