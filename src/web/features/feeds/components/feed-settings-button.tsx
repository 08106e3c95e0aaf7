import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";
import { FEEDS_TEXT } from "../labels";
import { INVALID_MAX_AGE, readMaxAge } from "../max-age";
import { CategorySelect, categoryOf } from "./category-select";

const text = FEEDS_TEXT.row;

/** A feed's maximum age and default category, edited together in a dialog. */
export function FeedSettingsButton({ feed }: { feed: FeedView }) {
  const update = useUpdateFeed();
  const [open, setOpen] = useState(false);
  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const maxAge = readMaxAge(String(form.get("max_age_days") ?? ""));
    if (maxAge === null) {
      notify.error(INVALID_MAX_AGE.title, INVALID_MAX_AGE.description);
      return;
    }
    update.mutate(
      { id: feed.id, change: { max_age_days: maxAge, default_category: categoryOf(form.get("default_category")) } },
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
      <Button variant="ghost" size="icon" icon={SlidersHorizontal} aria-label={text.settingsOf(feed.name)} title={text.settingsTitle} onClick={() => setOpen(true)} />
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
        </form>
      </Modal>
    </>
  );
}
