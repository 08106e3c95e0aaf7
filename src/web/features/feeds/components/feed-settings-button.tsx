import { FlaskConical, SlidersHorizontal } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { LIMITS, SCRAPE_MODES, type ScrapeMode } from "../../../../shared/constants";
import type { FeedSettingsPreview, FeedView } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Switch } from "../../../components/ui/switch";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-request";
import { notify } from "../../../lib/notify";
import { useTestFeedSettings, type FeedReadingSettings } from "../api/test-feed-settings";
import { useUpdateFeed } from "../api/update-feed";
import { readContentSelector } from "../content-selector";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";
import { feedFailureText, FEEDS_TEXT } from "../labels";
import { INVALID_MAX_AGE, readMaxAge } from "../max-age";
import { CategorySelect, categoryOf } from "./category-select";
import { ForeignItemsField, foreignItemsOf } from "./foreign-items-field";
import { FeedSettingsPreviewList } from "./feed-settings-preview";

/** The summary limit typed in the dialog, or null when it is not a whole number of 100..600 characters. */
function readSummaryMaxChars(value: string): number | null {
  const number = Number(value.trim());
  const { min, max } = LIMITS.summaryMaxChars;
  return value.trim() && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

const text = FEEDS_TEXT.row;

/** The reading settings typed in the dialog, or null after a toast that says which one is wrong. */
function readReadingSettings(form: FormData): FeedReadingSettings | null {
  const maxAge = readMaxAge(String(form.get("max_age_days") ?? ""));
  if (maxAge === null) {
    notify.error(INVALID_MAX_AGE.title, INVALID_MAX_AGE.description);
    return null;
  }
  const importLimit = readImportLimit(String(form.get("import_limit") ?? ""));
  if (importLimit === null) {
    notify.error(INVALID_LIMIT.title, INVALID_LIMIT.description);
    return null;
  }
  const selector = readContentSelector(String(form.get("content_selector") ?? ""));
  if (selector === "invalid") {
    notify.error(text.invalidSelector, String(form.get("content_selector") ?? ""));
    return null;
  }
  const mode = String(form.get("scrape_mode") ?? "auto");
  const scrapeMode: ScrapeMode = (SCRAPE_MODES as readonly string[]).includes(mode) ? (mode as ScrapeMode) : "auto";
  return { scrape_mode: scrapeMode, content_selector: selector.selector, max_age_days: maxAge, import_limit: importLimit };
}

/** The server's refusal of a selector its extraction cannot read, else the generic failure. */
function failureToast(error: unknown, fallback: string): [string, string?] {
  if (error instanceof ApiError && error.code === "invalid_selector") return [text.invalidSelector, error.message];
  if (error instanceof ApiError && error.status === 422) return [fallback, feedFailureText(error.code, error.message)];
  return [fallback];
}

/**
 * A feed's settings, edited together in a dialog (docs/product.md#feed-rss): how it is read (scraping mode and
 * content selector), maximum age, import limit, default category, and the publisher's terms (the summary's
 * maximum length, whether pictures show). "Testa" runs the feed with the settings as typed, storing nothing.
 */
export function FeedSettingsButton({ feed }: { feed: FeedView }) {
  const update = useUpdateFeed();
  const test = useTestFeedSettings();
  const [open, setOpen] = useState(false);
  const [showImages, setShowImages] = useState(feed.show_images);
  const [preview, setPreview] = useState<FeedSettingsPreview | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  function openDialog() {
    setShowImages(feed.show_images);
    setPreview(null);
    setOpen(true);
  }

  function runTest() {
    if (!formRef.current) return;
    const settings = readReadingSettings(new FormData(formRef.current));
    if (!settings) return;
    setPreview(null);
    test.mutate(
      { id: feed.id, settings },
      {
        onSuccess: setPreview,
        onError: (error) => notify.error(...failureToast(error, text.testFailed)),
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reading = readReadingSettings(form);
    if (!reading) return;
    const summaryMaxChars = readSummaryMaxChars(String(form.get("summary_max_chars") ?? ""));
    if (summaryMaxChars === null) {
      notify.error(text.invalidSummaryMaxChars);
      return;
    }
    const change = {
      ...reading,
      default_category: categoryOf(form.get("default_category")),
      summary_max_chars: summaryMaxChars,
      show_images: showImages,
      foreign_items: foreignItemsOf(form.get("foreign_items")),
    };
    update.mutate(
      { id: feed.id, change },
      {
        onSuccess: (updated) => {
          notify.success(text.settingsSaved, updated.name);
          setOpen(false);
        },
        onError: (error) => notify.error(...failureToast(error, text.settingsFailed)),
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="icon" icon={SlidersHorizontal} aria-label={text.settingsOf(feed.name)} title={text.settingsTitle} onClick={openDialog} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={text.settingsTitle}
        description={feed.name}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{text.cancel}</Button>
            <Button icon={FlaskConical} busy={test.isPending} onClick={runTest}>
              {text.test}
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={update.isPending}>
              {text.save}
            </Button>
          </>
        }
      >
        <form ref={formRef} id={formId} onSubmit={submit} className="grid gap-4">
          <Field label={text.scrapeMode} hint={text.scrapeModeHint}>
            <Select name="scrape_mode" defaultValue={feed.scrape_mode}>
              {SCRAPE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {text.scrapeModes[mode]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={text.contentSelector} hint={text.contentSelectorHint}>
            <Input name="content_selector" autoComplete="off" spellCheck={false} maxLength={LIMITS.contentSelectorChars} defaultValue={feed.content_selector ?? ""} />
          </Field>
          <Field label={FEEDS_TEXT.add.maxAge} hint={FEEDS_TEXT.add.maxAgeHint}>
            <Input name="max_age_days" type="number" inputMode="numeric" defaultValue={feed.max_age_days} />
          </Field>
          <Field label={FEEDS_TEXT.add.limit}>
            <Input name="import_limit" type="number" inputMode="numeric" defaultValue={feed.import_limit} />
          </Field>
          <Field label={FEEDS_TEXT.add.defaultCategory} hint={FEEDS_TEXT.add.defaultCategoryHint}>
            <CategorySelect name="default_category" defaultValue={feed.default_category ?? ""} />
          </Field>
          <Field label={text.summaryMaxChars} hint={text.summaryMaxCharsHint}>
            <Input name="summary_max_chars" type="number" inputMode="numeric" defaultValue={feed.summary_max_chars} />
          </Field>
          <Switch checked={showImages} onCheckedChange={setShowImages} label={text.showImages} description={text.showImagesHint} />
          <ForeignItemsField defaultValue={feed.foreign_items} />
        </form>
        <div role="status" aria-live="polite" className="mt-4 empty:hidden">
          {preview ? <FeedSettingsPreviewList preview={preview} /> : null}
        </div>
      </Modal>
    </>
  );
}
