import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AutomationSettings } from "../../../../shared/automation";
import type { AutomationKey } from "../../../../shared/constants";
import { useSaveAutomation } from "../api/save-automation";
import { changedSections, formErrors, isValid, savePatches, toForm, type AutomationForm as FormState, type FormErrors } from "../automation-form";
import { SECTION_TITLES } from "../labels";
import { AiProcessingSection } from "./ai-processing-section";
import { AutoCleanupSection } from "./auto-cleanup-section";
import { BackupsSection } from "./backups-section";
import { DailyEditionSection } from "./daily-edition-section";
import { EmailNotificationsSection } from "./email-notifications-section";
import { RssSyncSection } from "./rss-sync-section";
import type { SaveOutcome } from "../save-outcome";
import { serverFieldErrors } from "../server-field-errors";
import { SaveBar } from "./save-bar";
import { SocialPostingSection } from "./social-posting-section";

/**
 * The seven sections and one save. A save sends only the sections that
 * changed, each with only its changed fields; a refused form marks its fields
 * and sends nothing, and the marks clear as the admin fixes them.
 */
export function AutomationForm({ stored }: { stored: AutomationSettings }) {
  const save = useSaveAutomation();
  const [form, setForm] = useState<FormState>(() => toForm(stored));
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  /** What the server refused that only it can check (the backup folder), until the admin edits the form. */
  const [refusedByServer, setRefusedByServer] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [seen, setSeen] = useState(stored);

  // Settings read again (coming back to the screen, changed elsewhere meanwhile) replace an untouched form;
  // edits in progress are kept, and what differs is listed as unsaved.
  if (stored !== seen) {
    setSeen(stored);
    if (changedSections(form, seen).length === 0) setForm(toForm(stored));
  }

  const errors = formErrors(form);
  const shown: FormErrors = { ...refusedByServer, ...(attempted ? errors : {}) };
  const unsaved = changedSections(form, stored).map((key) => SECTION_TITLES[key]);

  // A refused save takes the admin to the first field in error: on a phone it may be four sections up.
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  }, [refusals]);

  function change<K extends AutomationKey>(key: K) {
    return (fields: Partial<FormState[K]>) => {
      setOutcome(null);
      setRefusedByServer({});
      setForm((current) => ({ ...current, [key]: { ...current[key], ...fields } }));
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    if (!isValid(errors)) {
      setRefusals((count) => count + 1);
      return;
    }
    const patches = savePatches(form, stored);
    if (patches.length === 0) {
      setOutcome("nothing");
      return;
    }
    save.mutate(patches, {
      onSuccess: (saved) => {
        // The stored values as the server now holds them (the same as typed, tidied: "090" becomes "90").
        if (saved) setForm(toForm(saved));
        setAttempted(false);
        setOutcome("saved");
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) {
          setRefusedByServer(fields);
          setRefusals((count) => count + 1);
        }
        setOutcome("failed");
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <RssSyncSection value={form.rss_sync} errors={shown.rss_sync} onChange={change("rss_sync")} />
      <AiProcessingSection value={form.ai_processing} errors={shown.ai_processing} onChange={change("ai_processing")} />
      <AutoCleanupSection value={form.auto_cleanup} errors={shown.auto_cleanup} onChange={change("auto_cleanup")} />
      <SocialPostingSection value={form.social_posting} errors={shown.social_posting} onChange={change("social_posting")} />
      <EmailNotificationsSection value={form.email_notifications} errors={shown.email_notifications} onChange={change("email_notifications")} />
      <BackupsSection value={form.backups} errors={shown.backups} onChange={change("backups")} />
      <DailyEditionSection value={form.daily_edition} errors={shown.daily_edition} onChange={change("daily_edition")} />
      <SaveBar saving={save.isPending} unsaved={unsaved} refused={attempted && !isValid(errors)} outcome={outcome} />
    </form>
  );
}
