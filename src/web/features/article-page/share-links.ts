/** docs/product.md#sharing: on mobile, the web share page opens if the app has not taken over within this time. */
export const SHARE_APP_FALLBACK_MS = 2500;

export type ShareNetwork = "facebook" | "x" | "linkedin" | "whatsapp" | "telegram" | "email";

/** One share button: its visible label, accessible name, web link and (for the mobile apps) app link. */
export interface ShareTarget {
  network: ShareNetwork;
  label: string;
  accessibleName: string;
  webUrl: string;
  /** Tried first on a phone; null where the web link already opens the app (e-mail) or none exists. */
  appUrl: string | null;
}

const enc = encodeURIComponent;

/** The six share links (docs/product.md#sharing) for a page address and title, in display order. */
export function shareTargets(page: { url: string; title: string }): ShareTarget[] {
  const { url, title } = page;
  const message = `${title} ${url}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
  return [
    { network: "facebook", label: "Facebook", accessibleName: "Condividi su Facebook", webUrl: facebook, appUrl: `fb://facewebmodal/f?href=${enc(facebook)}` },
    {
      network: "x",
      label: "X",
      accessibleName: "Condividi su X",
      webUrl: `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
      appUrl: `twitter://post?message=${enc(message)}`,
    },
    {
      network: "linkedin",
      label: "LinkedIn",
      accessibleName: "Condividi su LinkedIn",
      webUrl: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      appUrl: null,
    },
    {
      network: "whatsapp",
      label: "WhatsApp",
      accessibleName: "Condividi su WhatsApp",
      webUrl: `https://wa.me/?text=${enc(message)}`,
      appUrl: `whatsapp://send?text=${enc(message)}`,
    },
    {
      network: "telegram",
      label: "Telegram",
      accessibleName: "Condividi su Telegram",
      webUrl: `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`,
      appUrl: `tg://msg_url?url=${enc(url)}&text=${enc(title)}`,
    },
    {
      network: "email",
      label: "Email",
      accessibleName: "Condividi via email",
      // encodeURIComponent, not URLSearchParams: mail clients show a "+" literally.
      webUrl: `mailto:?subject=${enc(title)}&body=${enc(`${title}\r\n\r\n${url}`)}`,
      appUrl: null,
    },
  ];
}

/** Whether the browser is a phone or tablet, where share apps are installed (iPadOS reports a Mac with touch). */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
