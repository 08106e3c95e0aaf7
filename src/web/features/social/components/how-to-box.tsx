import { Info } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import { PLATFORM_LABELS, SOCIAL_TEXT } from "../labels";

const text = SOCIAL_TEXT.howTo;

/** "Come ottenere i token": a few steps per platform that posts for real, and a line on the two that do not yet. */
export function HowToBox() {
  return (
    <Panel title={text.title} icon={Info} tone="info" description={text.intro}>
      <div className="mt-4 grid gap-x-6 gap-y-4 @3xl:grid-cols-2">
        {text.platforms.map(({ platform, steps }) => (
          <div key={platform} className="min-w-0">
            <h3 className="text-sm font-semibold text-blue-950">{PLATFORM_LABELS[platform]}</h3>
            <ol className="mt-1.5 list-decimal space-y-1 pl-5 text-sm break-words text-blue-950">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p className="mt-4 border-t border-blue-200 pt-3 text-sm text-blue-950">{text.notYet}</p>
    </Panel>
  );
}
