import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { Switch } from "../../../components/ui/switch";
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
    <Panel title={text.title}>
      <Switch
        id="adsense-enabled"
        checked={enabled}
        onCheckedChange={props.onEnabledChange}
        label={text.enabled}
        description={enabled ? text.enabledOn : text.enabledOff}
        className="mt-4"
      />
      <Field id="adsense-publisher" label={text.publisherId} hint={text.publisherHint} error={publisherError} className="mt-5">
        <Input
          name="publisher_id"
          value={publisherId}
          onChange={(event) => props.onPublisherIdChange(event.currentTarget.value)}
          placeholder={text.publisherPlaceholder}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
      </Field>
    </Panel>
  );
}
