import { Info } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.howTo;

/** The how-to box: from an AdSense account to ads on the site, with ads.txt and consent explained. */
export function HowToBox() {
  return (
    <Panel title={text.title} icon={Info} tone="info">
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
    </Panel>
  );
}
