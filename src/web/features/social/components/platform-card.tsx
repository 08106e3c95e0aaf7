import { ChevronDown, Info } from "lucide-react";
import { useState } from "react";
import type { SocialConfigView } from "../../../../shared/social";
import { Button } from "../../../components/ui/button";
import { cardClass } from "../../../components/ui/card";
import { PLATFORM_LABELS, SOCIAL_TEXT } from "../labels";
import { BrandMark } from "./brand-mark";
import { ConfigForm } from "./config-form";
import { PlatformStatus } from "./platform-status";
import { PlatformSwitch } from "./platform-switch";
import { TestPost } from "./test-post";

const text = SOCIAL_TEXT.card;

/** One platform: name and switch, its facts, the "in sviluppo" notice where it applies, "Configura" and the test post. */
export function PlatformCard({ config }: { config: SocialConfigView }) {
  const [open, setOpen] = useState(false);
  const name = PLATFORM_LABELS[config.platform];
  const titleId = `social-${config.platform}-title`;
  const formId = `social-${config.platform}-form`;

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col p-4 sm:p-5`} data-platform={config.platform}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex min-w-0 items-center gap-3 text-lg font-semibold text-slate-900">
          <BrandMark platform={config.platform} />
          <span>{name}</span>
        </h2>
        <PlatformSwitch config={config} />
      </div>
      <PlatformStatus config={config} />
      {config.posts_for_real ? null : (
        <p className="mt-3 flex gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{text.inDevelopment[config.platform as keyof typeof text.inDevelopment]}</span>
        </p>
      )}
      <TestPost
        config={config}
        before={
          <Button icon={ChevronDown} aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)} className="w-full sm:w-auto [&[aria-expanded=true]>svg]:rotate-180">
            {text.configure}
          </Button>
        }
      />
      {open ? <ConfigForm id={formId} stored={config} /> : null}
    </section>
  );
}
