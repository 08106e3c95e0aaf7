import { Share2 } from "lucide-react";
import { useSyncExternalStore, type MouseEvent } from "react";
import { openAppWithWebFallback } from "../app-fallback";
import { isMobileDevice, type ShareNetwork, type ShareTarget, shareTargets } from "../share-links";
import { ShareIcon } from "./share-icons";

// Each network in its own colour, dark enough for white text (WCAG AA). Fixed colours, not the palette's:
// the same in the dark theme, which redefines white and the slates (app.css).
const NETWORK_STYLES: Record<ShareNetwork, string> = {
  facebook: "bg-[#0866FF] hover:bg-[#0652cc]",
  // A faint edge keeps the black button apart from the dark theme's near-black page.
  x: "bg-black ring-1 ring-[#ffffff40] hover:bg-[#1e293b]",
  linkedin: "bg-[#0A66C2] hover:bg-[#084f96]",
  whatsapp: "bg-[#0b7a3e] hover:bg-[#08602f]",
  telegram: "bg-[#1a6fa3] hover:bg-[#145a85]",
  email: "bg-[#334155] hover:bg-[#1e293b]",
};

const noSubscription = () => () => {};
const hasNativeShare = () => typeof navigator.share === "function";

/** The share buttons (docs/product.md#sharing): real links to each network, the app first on a phone, and the system sheet where there is one. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  // The server cannot know whether the browser has a share sheet: the button appears after hydration.
  const nativeShare = useSyncExternalStore(noSubscription, hasNativeShare, () => false);
  const targets = shareTargets({ url, title });

  return (
    <section aria-labelledby="condividi-titolo">
      <h2 id="condividi-titolo" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Condividi
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {nativeShare ? (
          <li>
            <button
              type="button"
              onClick={() => void shareNatively(url, title)}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              <Share2 aria-hidden className="h-4 w-4" />
              Condividi
            </button>
          </li>
        ) : null}
        {targets.map((target) => (
          <li key={target.network}>
            <a
              href={target.webUrl}
              aria-label={target.accessibleName}
              data-share={target.network}
              {...(target.network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              onClick={(event) => tryApp(event, target)}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-medium text-[#fff] ${NETWORK_STYLES[target.network]}`}
            >
              <ShareIcon network={target.network} />
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On a phone, hands the share to the installed app, falling back to the web link (docs/product.md#sharing: after 2.5 s). */
function tryApp(event: MouseEvent<HTMLAnchorElement>, target: ShareTarget): void {
  if (!target.appUrl || !isMobileDevice(navigator.userAgent, navigator.maxTouchPoints)) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openAppWithWebFallback(target.appUrl, target.webUrl, {
    navigate: (href) => window.location.assign(href),
    document,
    window,
  });
}

/** The system share sheet; the reader closing it is no error (docs/product.md#sharing: silent). */
async function shareNatively(url: string, title: string): Promise<void> {
  try {
    await navigator.share({ title, text: title, url });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    console.error("Condivisione non riuscita", error);
  }
}
