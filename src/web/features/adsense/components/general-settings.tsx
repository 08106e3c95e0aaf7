import { Switch } from "radix-ui";
import { headingClass, hintClass, inputClass, labelClass, panelClass, switchRootClass, switchThumbClass } from "../../../lib/dashboard-styles";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.general;

/** "Impostazioni Generali": the on/off switch and the publisher id. */
export function GeneralSettings(props: {
  enabled: boolean;
  publisherId: string;
  publisherError?: string;
  onEnabledChange: (enabled: boolean) => void;
  onPublisherIdChange: (publisherId: string) => void;
}) {
  const { enabled, publisherId, publisherError } = props;
  return (
    <section aria-labelledby="adsense-general-title" className={panelClass}>
      <h2 id="adsense-general-title" className={headingClass}>
        {text.title}
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <Switch.Root
          id="adsense-enabled"
          checked={enabled}
          onCheckedChange={props.onEnabledChange}
          aria-describedby="adsense-enabled-state"
          className={`${switchRootClass} mt-0.5`}
        >
          <Switch.Thumb className={switchThumbClass} />
        </Switch.Root>
        <div>
          <label htmlFor="adsense-enabled" className={labelClass}>
            {text.enabled}
          </label>
          <p id="adsense-enabled-state" className="text-sm text-slate-600">
            {enabled ? text.enabledOn : text.enabledOff}
          </p>
        </div>
      </div>
      <div className="mt-5">
        <label htmlFor="adsense-publisher" className={labelClass}>
          {text.publisherId}
        </label>
        <input
          id="adsense-publisher"
          name="publisher_id"
          value={publisherId}
          onChange={(event) => props.onPublisherIdChange(event.currentTarget.value)}
          placeholder="ca-pub-0000000000000000"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={publisherError ? true : undefined}
          aria-describedby={publisherError ? "adsense-publisher-error adsense-publisher-hint" : "adsense-publisher-hint"}
          className={`${inputClass} font-mono aria-invalid:border-red-600`}
        />
        {publisherError ? (
          <p id="adsense-publisher-error" className="mt-1 text-sm text-red-700">
            {publisherError}
          </p>
        ) : null}
        <p id="adsense-publisher-hint" className={hintClass}>
          {text.publisherHint}
        </p>
      </div>
    </section>
  );
}
