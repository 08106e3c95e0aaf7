import { SHARE_APP_FALLBACK_MS } from "./share-links";

/** The few browser pieces the app-then-web hand-off uses (a real window and document in the page). */
export interface LaunchEnvironment {
  navigate(url: string): void;
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  window: Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout">;
}

/**
 * Opens a share app by its scheme and, if the page is still in front after the
 * delay (no app took over), the web share page instead. The page being hidden
 * or losing focus means the app opened: the fallback is cancelled.
 * Returns a function that cancels it too.
 */
export function openAppWithWebFallback(
  appUrl: string,
  webUrl: string,
  env: LaunchEnvironment,
  delayMs: number = SHARE_APP_FALLBACK_MS,
): () => void {
  let done = false;
  const onVisibility = () => {
    if (env.document.visibilityState === "hidden") cancel();
  };
  const timer = env.window.setTimeout(() => {
    const stillHere = env.document.visibilityState === "visible";
    cancel();
    if (stillHere) env.navigate(webUrl);
  }, delayMs);
  function cancel() {
    if (done) return;
    done = true;
    env.window.clearTimeout(timer);
    env.document.removeEventListener("visibilitychange", onVisibility);
    env.window.removeEventListener("blur", cancel);
    env.window.removeEventListener("pagehide", cancel);
  }
  env.document.addEventListener("visibilitychange", onVisibility);
  env.window.addEventListener("blur", cancel);
  env.window.addEventListener("pagehide", cancel);
  env.navigate(appUrl);
  return cancel;
}
