import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Sends one view of the article to the server without making anything wait for it (docs/product.md#view-counting: failures are logged only). */
export function sendView(articleId: string): void {
  const url = `/api/articles/${encodeURIComponent(articleId)}/view`;
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
  } catch {
    // A beacon the browser refuses falls through to fetch.
  }
  fetch(url, { method: "POST", keepalive: true, credentials: "omit" }).catch((error: unknown) => {
    console.error("Registrazione della visualizzazione non riuscita", error);
  });
}

/**
 * Records one view per page view, after the page has shown: re-renders and
 * revalidations keep the same location key and send nothing; each navigation,
 * to another article or back to this one, is a new view.
 */
export function useRecordView(articleId: string | null): void {
  const { key } = useLocation();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!articleId) return;
    const view = `${key}:${articleId}`;
    // React's development double-run of effects must not count twice.
    if (sentFor.current === view) return;
    sentFor.current = view;
    sendView(articleId);
  }, [articleId, key]);
}
