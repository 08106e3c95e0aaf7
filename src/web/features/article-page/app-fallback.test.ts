import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LaunchEnvironment, openAppWithWebFallback } from "./app-fallback";

/** A page that can be hidden (the app took over) or blurred, with the navigations it was asked for. */
function fakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const window = Object.assign(new EventTarget(), {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  });
  const visits: string[] = [];
  const env = { navigate: (url: string) => visits.push(url), document, window } as unknown as LaunchEnvironment;
  return {
    env,
    visits,
    hide() {
      document.visibilityState = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    blur: () => window.dispatchEvent(new Event("blur")),
    /** A visibility event while the page stays in front (e.g. a tab switch back). */
    stayVisible: () => document.dispatchEvent(new Event("visibilitychange")),
  };
}

describe("openAppWithWebFallback", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries the app at once and opens the web page when nothing took over after 2.5 s", () => {
    const page = fakePage();
    openAppWithWebFallback("whatsapp://send?text=x", "https://wa.me/?text=x", page.env);
    expect(page.visits).toEqual(["whatsapp://send?text=x"]);
    vi.advanceTimersByTime(2499);
    expect(page.visits).toEqual(["whatsapp://send?text=x"]);
    vi.advanceTimersByTime(1);
    expect(page.visits).toEqual(["whatsapp://send?text=x", "https://wa.me/?text=x"]);
    vi.advanceTimersByTime(10_000);
    expect(page.visits).toHaveLength(2);
  });

  it.each([
    { name: "the page was hidden (the app opened)", act: (page: ReturnType<typeof fakePage>) => page.hide() },
    { name: "the window lost focus to the app", act: (page: ReturnType<typeof fakePage>) => page.blur() },
    { name: "the caller cancelled", act: (_page: ReturnType<typeof fakePage>, cancel: () => void) => cancel() },
  ])("does not open the web page when $name", ({ act }) => {
    const page = fakePage();
    const cancel = openAppWithWebFallback("tg://msg_url?url=u", "https://t.me/share/url?url=u", page.env);
    vi.advanceTimersByTime(1000);
    act(page, cancel);
    vi.advanceTimersByTime(5000);
    expect(page.visits).toEqual(["tg://msg_url?url=u"]);
  });

  it("a visibility change that leaves the page visible does not cancel", () => {
    const page = fakePage();
    openAppWithWebFallback("fb://x", "https://www.facebook.com/sharer/sharer.php?u=u", page.env);
    page.stayVisible();
    vi.advanceTimersByTime(2500);
    expect(page.visits).toEqual(["fb://x", "https://www.facebook.com/sharer/sharer.php?u=u"]);
  });
});
