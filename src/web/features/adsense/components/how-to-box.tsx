import { Info } from "lucide-react";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.howTo;

/** The how-to box (docs/product.md#google-adsense): from an AdSense account to ads on the site, with ads.txt and consent explained. */
export function HowToBox() {
  return (
    <section aria-labelledby="adsense-howto-title" className="rounded-xl border border-blue-200 bg-blue-50 p-4 sm:p-5">
      <h2 id="adsense-howto-title" className="flex items-center gap-2 text-lg font-semibold text-blue-950">
        <Info aria-hidden className="h-5 w-5 shrink-0" />
        {text.title}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-blue-950">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ul className="mt-3 space-y-1.5 border-t border-blue-200 pt-3 text-sm text-blue-950">
        <li>
          {text.adsTxt.before}
          <a href="/ads.txt" target="_blank" rel="noopener" className="font-mono underline">
            /ads.txt
          </a>
          {text.adsTxt.after}
        </li>
        <li>{text.consent}</li>
      </ul>
    </section>
  );
}
