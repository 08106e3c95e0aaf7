import { Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { FeedCheckFailure } from "../../../../shared/feeds";
import { LIMITS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useCreateFeed, type NewFeed } from "../api/create-feed";
import { addedFeedDetail } from "../add-feed-check";
import { addFeedErrorToast } from "../add-feed-error";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";
import { INVALID_MAX_AGE, readMaxAge } from "../max-age";
import { FEEDS_TEXT } from "../labels";
import { AddFeedRefusal } from "./add-feed-refusal";
import { CategorySelect, categoryOf } from "./category-select";

const text = FEEDS_TEXT.add;

/**
 * The add-feed form: name and URL required, import limit 1-100 (10 when left blank), maximum age 0-3650 days (7),
 * default category. The server reads the address first (docs/product.md#feed-rss): a feed is added with what it
 * holds; anything else comes back with its reason, the site's feeds when the address was a page, and "Salva comunque".
 */
export function AddFeedForm() {
  const create = useCreateFeed();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<{ feed: NewFeed; failure: FeedCheckFailure } | null>(null);

  function send(feed: NewFeed) {
    create.mutate(feed, {
      onSuccess: (outcome) => {
        if ("refused" in outcome) {
          setRefusal({ feed, failure: outcome.refused });
          return;
        }
        setRefusal(null);
        notify.success(text.added, addedFeedDetail(outcome.added));
        formRef.current?.reset();
      },
      onError: (error) => {
        const toast = addFeedErrorToast(error);
        notify.error(toast.title, toast.description);
      },
    });
  }

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
    setRefusal(null);
    send({ name, feed_url: feedUrl, import_limit: importLimit, max_age_days: maxAge, default_category: categoryOf(form.get("default_category")) });
  }

  /** A feed found from the site takes the place of the address typed, and is read again before it is added. */
  function addCandidate(url: string) {
    if (!refusal) return;
    const input = formRef.current?.elements.namedItem("feed_url");
    if (input instanceof HTMLInputElement) input.value = url;
    send({ ...refusal.feed, feed_url: url, force: false });
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
      <div role="status" aria-live="polite">
        {refusal ? (
          <AddFeedRefusal
            refusal={refusal.failure}
            busy={create.isPending}
            onUseCandidate={addCandidate}
            onSaveAnyway={() => send({ ...refusal.feed, force: true })}
            onDismiss={() => setRefusal(null)}
          />
        ) : null}
      </div>
    </Panel>
  );
}
