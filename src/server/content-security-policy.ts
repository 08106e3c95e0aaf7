/**
 * Google AdSense: its loader (pagead2), the scripts and ad frames it pulls in,
 * and the beacons it sends. Named only while ads are on; the loader itself is
 * injected after the visitor consents to advertising cookies.
 */
const AD_SCRIPT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://*.googlesyndication.com",
  "https://*.google.com",
  "https://*.doubleclick.net",
  "https://*.adtrafficquality.google",
];
const AD_FRAME_HOSTS = [...AD_SCRIPT_HOSTS, "https://tpc.googlesyndication.com"];

export interface PolicyInput {
  /** This response's nonce, on every inline script the server render writes. */
  nonce: string;
  /** Whether pages may load AdSense (see ads/ads-enabled-cache.ts). */
  adsEnabled: boolean;
  /** The site is served over https: old http links are upgraded. */
  https: boolean;
}

/**
 * The Content-Security-Policy of one response (docs/security.md). Scripts run
 * by nonce with 'strict-dynamic': a CSP3 browser runs only the nonce'd scripts
 * and what they load (the AdSense loader) and ignores 'self' and the hosts,
 * which remain as the fallback for older browsers. Styles allow inline
 * attributes, which Radix positioning and the toasts use.
 */
export function contentSecurityPolicy({ nonce, adsEnabled, https }: PolicyInput): string {
  const adScripts = adsEnabled ? AD_SCRIPT_HOSTS : [];
  const adFrames = adsEnabled ? AD_FRAME_HOSTS : [];
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...adScripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    // Article pictures come from our own origin (/img, docs/security.md); only AdSense, after consent, draws
    // pixels from hosts Google does not list, so any https image is allowed while ads are on, and none otherwise.
    ["img-src", "'self'", "data:", ...(adsEnabled ? ["https:"] : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...adFrames],
    // The service worker, /sw.js: named here because 'strict-dynamic' makes script-src ignore 'self'.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    // The site frames nothing of its own; ad units are the only frames.
    ["frame-src", ...(adsEnabled ? adFrames : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join(";");
}
