import { useRef, useState, type FormEvent } from "react";
import type { AdsenseConfigView } from "../../../../shared/ads";
import { notify } from "../../../lib/notify";
import { useSaveAdsenseConfig } from "../api/save-adsense-config";
import { checkDraft, newSlot, PAGE_LIST, toDraft, type AdsenseDraft, type DraftSlot, type SlotPage } from "../adsense-draft";
import { ADSENSE_TEXT } from "../labels";
import { ConsentModeSettings } from "./consent-mode-settings";
import { GeneralSettings } from "./general-settings";
import { SaveBar } from "./save-bar";
import { SlotSection } from "./slot-section";

/**
 * The editable configuration: general settings and both slot lists, saved
 * together. After a refused save the problems stay marked, and clear as the
 * admin fixes them.
 */
export function AdsenseForm({ stored }: { stored: AdsenseConfigView }) {
  const save = useSaveAdsenseConfig();
  const [draft, setDraft] = useState<AdsenseDraft>(() => toDraft(stored));
  const [attempted, setAttempted] = useState(false);
  const nextKey = useRef(0);

  const check = checkDraft(draft);
  const problems = attempted && !check.ok ? check : undefined;

  function setSlots(page: SlotPage, slots: DraftSlot[]) {
    setDraft((current) => ({ ...current, [PAGE_LIST[page]]: slots }));
  }

  function addSlot(page: SlotPage) {
    nextKey.current += 1;
    const slot = newSlot(page, draft[PAGE_LIST[page]], `nuovo-${nextKey.current}`);
    if (slot) setSlots(page, [...draft[PAGE_LIST[page]], slot]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) return;
    // A promise, not mutate's callbacks: on success the form remounts from the stored row
    // (new updated_at), and an unmounted form's callbacks would never run.
    void save.mutateAsync(check.config).then(
      () => notify.success(ADSENSE_TEXT.saved),
      () => notify.error(ADSENSE_TEXT.saveFailed),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <GeneralSettings
        enabled={draft.enabled}
        publisherId={draft.publisher_id}
        publisherError={problems?.publisher}
        onEnabledChange={(enabled) => setDraft((current) => ({ ...current, enabled }))}
        onPublisherIdChange={(publisher_id) => setDraft((current) => ({ ...current, publisher_id }))}
      />
      <ConsentModeSettings mode={draft.consent_mode} onChange={(consent_mode) => setDraft((current) => ({ ...current, consent_mode }))} />
      {(["home", "article"] as const).map((page) => (
        <SlotSection
          key={page}
          page={page}
          slots={draft[PAGE_LIST[page]]}
          errors={problems?.slots ?? {}}
          onChange={(slots) => setSlots(page, slots)}
          onAdd={() => addSlot(page)}
        />
      ))}
      <SaveBar saving={save.isPending} message={problems?.message} />
    </form>
  );
}
