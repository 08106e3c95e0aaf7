import { describe, expect, it } from "vitest";
import { isMobileDevice, shareTargets } from "./share-links";

const page = { url: "https://rassegna.example.it/articolo/abc?x=1&y=2", title: "Sì al piano & più bus: \"ok\" #Roma" };
const url = encodeURIComponent(page.url);
const title = encodeURIComponent(page.title);
const message = encodeURIComponent(`${page.title} ${page.url}`);

describe("shareTargets", () => {
  const targets = shareTargets(page);

  it("lists the six networks in the documented order", () => {
    expect(targets.map((target) => target.label)).toEqual(["Facebook", "X", "LinkedIn", "WhatsApp", "Telegram", "Email"]);
  });

  it.each([
    { network: "facebook", name: "Condividi su Facebook", web: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "x", name: "Condividi su X", web: `https://x.com/intent/tweet?url=${url}&text=${title}` },
    { network: "linkedin", name: "Condividi su LinkedIn", web: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: "whatsapp", name: "Condividi su WhatsApp", web: `https://wa.me/?text=${message}` },
    { network: "telegram", name: "Condividi su Telegram", web: `https://t.me/share/url?url=${url}&text=${title}` },
    { network: "email", name: "Condividi via email", web: `mailto:?subject=${title}&body=${encodeURIComponent(`${page.title}\r\n\r\n${page.url}`)}` },
  ])("$network links to its share page", ({ network, name, web }) => {
    const target = targets.find((t) => t.network === network)!;
    expect(target.accessibleName).toBe(name);
    expect(target.webUrl).toBe(web);
  });

  it.each([
    { network: "facebook", app: `fb://facewebmodal/f?href=${encodeURIComponent(`https://www.facebook.com/sharer/sharer.php?u=${url}`)}` },
    { network: "x", app: `twitter://post?message=${message}` },
    { network: "whatsapp", app: `whatsapp://send?text=${message}` },
    { network: "telegram", app: `tg://msg_url?url=${url}&text=${title}` },
    { network: "linkedin", app: null },
    { network: "email", app: null },
  ])("$network tries the app at $app", ({ network, app }) => {
    expect(targets.find((t) => t.network === network)!.appUrl).toBe(app);
  });

  it("keeps the page address whole: its query string cannot leak into the share link's parameters", () => {
    for (const target of targets.filter((t) => t.webUrl.startsWith("https://"))) {
      const params = new URL(target.webUrl).searchParams;
      const shared = params.get("u") ?? params.get("url") ?? params.get("text");
      expect(shared, target.network).toContain(page.url);
      expect(params.has("y"), target.network).toBe(false);
    }
  });
});

describe("isMobileDevice", () => {
  it.each([
    { name: "iPhone Safari", ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", touch: 5, mobile: true },
    { name: "Android Chrome", ua: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36", touch: 5, mobile: true },
    { name: "iPadOS (desktop-class UA, touch)", ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15", touch: 5, mobile: true },
    { name: "macOS Safari", ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15", touch: 0, mobile: false },
    { name: "Windows Chrome", ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36", touch: 0, mobile: false },
    { name: "Linux Firefox", ua: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", touch: 0, mobile: false },
  ])("$name -> $mobile", ({ ua, touch, mobile }) => {
    expect(isMobileDevice(ua, touch)).toBe(mobile);
  });
});
