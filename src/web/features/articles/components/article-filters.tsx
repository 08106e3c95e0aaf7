import { Search, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ADMIN_SEARCH_MIN_LENGTH, AI_STATUS_FILTERS } from "../../../../shared/admin-articles";
import { EDITABLE_CATEGORIES, EXTRACTION_METHODS, PROCESSING_STATUSES, SENTIMENTS } from "../../../../shared/constants";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { Select } from "../../../components/ui/select";
import { useArticleSources } from "../api/get-article-sources";
import { AI_STATUS_LABELS, ARTICLES_TEXT, methodLabel, STATUS_LABELS } from "../labels";
import { hasFilters, withFilter, type FilterKey, type ListState } from "../list-state";

const text = ARTICLES_TEXT.filters;

type Props = { state: ListState; onChange: (next: ListState) => void };

/** The seven filters; each change applies at once and goes back to page 1. The search applies on "Cerca" or Enter. */
export function ArticleFilters({ state, onChange }: Props) {
  const { data: sources } = useArticleSources();
  const set = (key: FilterKey) => (value: string) => onChange(withFilter(state, key, value));
  const source = state.filters.source;
  // A source in the URL that no article has (any more) stays choosable, so the select shows what filters the list.
  const sourceChoices = source && sources && !sources.includes(source) ? [source, ...sources] : (sources ?? (source ? [source] : []));

  return (
    <Panel
      title={text.title}
      actions={
        hasFilters(state.filters) ? (
          <Button size="sm" variant="ghost" icon={X} onClick={() => onChange({ filters: {}, page: 1 })}>
            {text.reset}
          </Button>
        ) : null
      }
    >
      {/* Keyed by the applied search, so Back or "Azzera filtri" puts the box back in step with the URL. */}
      <SearchForm key={state.filters.search ?? ""} applied={state.filters.search ?? ""} onApply={set("search")} />
      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 @3xl:grid-cols-3 @5xl:grid-cols-6">
        <ChoiceFilter label={text.category} all={text.allFeminine} value={state.filters.category} onChange={set("category")}
          choices={EDITABLE_CATEGORIES.map((category) => [category, CATEGORY_LABELS[category]])} />
        <ChoiceFilter label={text.sentiment} all={text.all} value={state.filters.sentiment} onChange={set("sentiment")}
          choices={SENTIMENTS.map((sentiment) => [sentiment, SENTIMENT_LABELS[sentiment]])} />
        <ChoiceFilter label={text.aiStatus} all={text.all} value={state.filters.ai_status} onChange={set("ai_status")}
          choices={AI_STATUS_FILTERS.map((status) => [status, AI_STATUS_LABELS[status]])} />
        <ChoiceFilter label={text.source} all={text.allFeminine} value={source} onChange={set("source")}
          choices={sourceChoices.map((name) => [name, name])} />
        <ChoiceFilter label={text.method} all={text.all} value={state.filters.method} onChange={set("method")}
          choices={EXTRACTION_METHODS.map((method) => [method, methodLabel(method)])} />
        <ChoiceFilter label={text.status} all={text.all} value={state.filters.status} onChange={set("status")}
          choices={PROCESSING_STATUSES.map((status) => [status, STATUS_LABELS[status]])} />
      </div>
    </Panel>
  );
}

function SearchForm({ applied, onApply }: { applied: string; onApply: (search: string) => void }) {
  const [value, setValue] = useState(applied);
  const [tooShort, setTooShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const search = value.trim();
    // The server refuses a shorter search: its index needs three characters (docs/decisions.md).
    if (search.length > 0 && search.length < ADMIN_SEARCH_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onApply(search);
  }

  return (
    <form role="search" onSubmit={submit} className="mt-4 flex items-start gap-2">
      <Field label={text.search} error={tooShort ? text.searchTooShort : undefined} className="min-w-0 flex-1">
        <Input
          type="search"
          name="search"
          value={value}
          maxLength={200}
          placeholder={text.searchPlaceholder}
          onChange={(event) => {
            setValue(event.target.value);
            setTooShort(false);
          }}
        />
      </Field>
      {/* Lined up with the input, below the field's label. */}
      <Button type="submit" icon={Search} className="mt-6">
        {text.searchSubmit}
      </Button>
    </form>
  );
}

function ChoiceFilter({ label, all, value, choices, onChange }: {
  label: string;
  all: string;
  value: string | undefined;
  choices: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <Select value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {choices.map(([choice, choiceLabel]) => (
          <option key={choice} value={choice}>
            {choiceLabel}
          </option>
        ))}
      </Select>
    </Field>
  );
}
