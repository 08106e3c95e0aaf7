import { Plus } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useCreateFeed } from "../api/create-feed";
import { addFeedErrorToast } from "../add-feed-error";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";
import { INVALID_MAX_AGE, readMaxAge } from "../max-age";
import { FEEDS_TEXT } from "../labels";
import { CategorySelect, categoryOf } from "./category-select";

const text = FEEDS_TEXT.add;

/** The add-feed form: name and URL required, import limit 1-100 (10 when left blank), maximum age 0-3650 days (7), default category. */
export function AddFeedForm() {
  const create = useCreateFeed();
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const feedUrl = String(form.get("feed_url") ?? "").trim();
    // Without a name and a URL nothing happens (docs/product.md, Feed RSS).
    if (!name || !feedUrl) return;
    const importLimit = readImportLimit(String(form.get("import_limit") ?? ""));
    if (importLimit === null) {
      notify.error(INVALID_LIMIT.title, INVALID_LIMIT.description);
      return;
    }
    const maxAge = readMaxAge(String(form.get("max_age_days") ?? ""));
    if (maxAge === null) {
      notify.error(INVALID_MAX_AGE.title, INVALID_MAX_AGE.description);
      return;
    }
    create.mutate(
      { name, feed_url: feedUrl, import_limit: importLimit, max_age_days: maxAge, default_category: categoryOf(form.get("default_category")) },
      {
        onSuccess: (feed) => {
          notify.success(text.added, feed.name);
          formRef.current?.reset();
        },
        onError: (error) => {
          const toast = addFeedErrorToast(error);
          notify.error(toast.title, toast.description);
        },
      },
    );
  }

  return (
    <Panel title={text.title}>
      <form ref={formRef} onSubmit={submit} className="mt-4 grid gap-4 @xl:grid-cols-6 @xl:items-start">
        <Field label={text.name} className="@xl:col-span-3">
          <Input name="name" required maxLength={200} autoComplete="off" placeholder={text.namePlaceholder} />
        </Field>
        <Field label={text.url} className="@xl:col-span-3">
          <Input name="feed_url" type="url" required placeholder={text.urlPlaceholder} />
        </Field>
        <Field label={text.limit} className="@xl:col-span-2">
          {/* No min/max: the browser would block the form silently instead of the "Limite non valido" toast. */}
          <Input name="import_limit" type="number" inputMode="numeric" defaultValue={LIMITS.importLimit.fallback} />
        </Field>
        <Field label={text.maxAge} hint={text.maxAgeHint} className="@xl:col-span-2">
          <Input name="max_age_days" type="number" inputMode="numeric" defaultValue={LIMITS.maxAgeDays.fallback} />
        </Field>
        <Field label={text.defaultCategory} hint={text.defaultCategoryHint} className="@xl:col-span-2">
          <CategorySelect name="default_category" defaultValue="" />
        </Field>
        <div className="@xl:col-span-6">
          <Button type="submit" variant="primary" icon={Plus} busy={create.isPending}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
