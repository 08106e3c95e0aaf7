import { FlaskConical, Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { ListingSelectors } from "../../../../shared/listing-selectors";
import type { ListingTestResult } from "../../../../shared/listing-sources";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useCreateListingSource } from "../api/create-listing-source";
import { useTestListingSource } from "../api/test-listing-source";
import { listingErrorToast } from "../listing-errors";
import { LISTING_TEXT as text } from "../listing-labels";
import { invalidSelectorLabel, readSelectors, SELECTOR_FIELDS } from "../listing-selectors";
import { CategorySelect, categoryOf } from "./category-select";
import { ListingTestResultNotice } from "./listing-test-result";

/** The browser's own selector parser: a selector it refuses is named at once (the server checks again). */
const parseInBrowser = (selector: string) => void document.createDocumentFragment().querySelector(selector);

/**
 * "Pagina senza feed" (docs/product.md#feed-rss): a page that lists articles plus CSS selectors becomes a
 * source like a feed. "Testa" reads the page as a sync would and shows what it finds, storing nothing.
 */
export function ListingSourceForm() {
  const create = useCreateListingSource();
  const test = useTestListingSource();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<ListingTestResult | null>(null);

  /** The page and its selectors, or null after telling the admin what is missing or wrong. */
  function readPage(form: FormData): { url: string; selectors: ListingSelectors } | null {
    const url = String(form.get("feed_url") ?? "").trim();
    const selectors = readSelectors(form);
    if (!url || !selectors) {
      notify.error(text.missing, text.missingHint);
      return null;
    }
    const invalid = invalidSelectorLabel(selectors, parseInBrowser);
    if (invalid) {
      notify.error(text.invalidSelector, text.invalidSelectorOf(invalid));
      return null;
    }
    return { url, selectors };
  }

  function runTest() {
    if (!formRef.current) return;
    const page = readPage(new FormData(formRef.current));
    if (!page) return;
    setResult(null);
    test.mutate(page, {
      onSuccess: setResult,
      onError: (error) => {
        const toast = listingErrorToast(error, text.testFailed);
        notify.error(toast.title, toast.description);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const page = readPage(form);
    if (!name || !page) return;
    create.mutate(
      { name, feed_url: page.url, selectors: page.selectors, default_category: categoryOf(form.get("default_category")) },
      {
        onSuccess: (source) => {
          notify.success(text.added, source.name);
          formRef.current?.reset();
          setResult(null);
        },
        onError: (error) => {
          const toast = listingErrorToast(error, text.failed);
          notify.error(toast.title, toast.description);
        },
      },
    );
  }

  return (
    <Panel title={text.title} description={text.description}>
      {/* noValidate: what is missing gets the Italian toast, not the browser's bubble. */}
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 @xl:grid-cols-6 @xl:items-start">
        <Field label={text.name} className="@xl:col-span-2">
          <Input name="name" required maxLength={200} autoComplete="off" placeholder={text.namePlaceholder} />
        </Field>
        <Field label={text.url} className="@xl:col-span-4">
          <Input name="feed_url" type="url" required placeholder={text.urlPlaceholder} />
        </Field>
        <fieldset className="grid gap-4 @xl:col-span-6 @xl:grid-cols-6">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{text.selectorsLegend}</legend>
          {SELECTOR_FIELDS.map((field) => (
            <Field key={field.key} label={field.label} hint={field.hint} className="@xl:col-span-2">
              <Input name={`selector_${field.key}`} required={field.required} maxLength={300} autoComplete="off" spellCheck={false} className="font-mono" />
            </Field>
          ))}
          <Field label={text.defaultCategory} hint={text.defaultCategoryHint} className="@xl:col-span-2">
            <CategorySelect name="default_category" defaultValue="" />
          </Field>
        </fieldset>
        <div className="flex flex-wrap gap-2 @xl:col-span-6">
          <Button type="button" icon={FlaskConical} busy={test.isPending} onClick={runTest}>
            {text.test}
          </Button>
          <Button type="submit" variant="primary" icon={Plus} busy={create.isPending}>
            {text.submit}
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-4 empty:mt-0">
        {result ? <ListingTestResultNotice result={result} /> : null}
      </div>
    </Panel>
  );
}
