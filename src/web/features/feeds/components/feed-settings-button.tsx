import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { LIMITS } from "../../../../shared/constants";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";
import { FEEDS_TEXT } from "../labels";
import { INVALID_MAX_AGE, readMaxAge } from "../max-age";
import { CategorySelect, categoryOf } from "./category-select";
import { ForeignItemsField, foreignItemsOf } from "./foreign-items-field";

/** The summary limit typed in the dialog, or null when it is not a whole number of 100..600 characters. */
function readSummaryMaxChars(value: string): number | null {
  const number = Number(value.trim());
  const { min, max } = LIMITS.summaryMaxChars;
  return value.trim() && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

const text = FEEDS_TEXT.row;

/**
 * A feed's settings, edited together in a dialog: maximum age, default category, and the publisher's terms
 * (docs/product.md#feed-rss): "Solo estratto", the summary's maximum length, whether pictures show.
 */
export function FeedSettingsButton({ feed }: { feed: FeedView }) {
  const update = useUpdateFeed();
  const [open, setOpen] = useState(false);
  const [extractOnly, setExtractOnly] = useState(feed.extract_only);
  const [showImages, setShowImages] = useState(feed.show_images);
  const formId = useId();

  function openDialog() {
    setExtractOnly(feed.extract_only);
    setShowImages(feed.show_images);
    setOpen(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const maxAge = readMaxAge(String(form.get("max_age_days") ?? ""));
    if (maxAge === null) {
      notify.error(INVALID_MAX_AGE.title, INVALID_MAX_AGE.description);
      return;
    }
    const summaryMaxChars = readSummaryMaxChars(String(form.get("summary_max_chars") ?? ""));
    if (summaryMaxChars === null) {
      notify.error(text.invalidSummaryMaxChars);
      return;
    }
    const change = {
      max_age_days: maxAge,
      default_category: categoryOf(form.get("default_category")),
      extract_only: extractOnly,
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
        onError: () => notify.error(text.settingsFailed),
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
            <Button type="submit" form={formId} variant="primary" busy={update.isPending}>
              {text.save}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="grid gap-4">
          <Field label={FEEDS_TEXT.add.maxAge} hint={FEEDS_TEXT.add.maxAgeHint}>
            <Input name="max_age_days" type="number" inputMode="numeric" defaultValue={feed.max_age_days} />
          </Field>
          <Field label={FEEDS_TEXT.add.defaultCategory} hint={FEEDS_TEXT.add.defaultCategoryHint}>
            <CategorySelect name="default_category" defaultValue={feed.default_category ?? ""} />
          </Field>
          <Field label={text.summaryMaxChars} hint={text.summaryMaxCharsHint}>
            <Input name="summary_max_chars" type="number" inputMode="numeric" defaultValue={feed.summary_max_chars} />
          </Field>
          <Switch checked={extractOnly} onCheckedChange={setExtractOnly} label={text.extractOnly} description={text.extractOnlyHint} />
          <Switch checked={showImages} onCheckedChange={setShowImages} label={text.showImages} description={text.showImagesHint} />
          <ForeignItemsField defaultValue={feed.foreign_items} />
        </form>
      </Modal>
    </>
  );
}
