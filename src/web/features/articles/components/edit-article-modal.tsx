import { useId, useState, type FormEvent } from "react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { EDITABLE_CATEGORIES, SENTIMENTS } from "../../../../shared/constants";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { notify } from "../../../lib/notify";
import { useUpdateArticle } from "../api/update-article";
import { editInput, editValuesOf, type EditValues } from "../edit-form";
import { ARTICLES_TEXT } from "../labels";

const text = ARTICLES_TEXT.edit;

/** The edit dialog (docs/product.md#articoli): title, summary, category (the twelve and "Altro"), sentiment. */
export function EditArticleModal({ article, onClose }: { article: AdminArticle; onClose: () => void }) {
  const update = useUpdateArticle();
  const [values, setValues] = useState<EditValues>(() => editValuesOf(article));
  const [titleMissing, setTitleMissing] = useState(false);
  const formId = useId();
  const set = (key: keyof EditValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === "title") setTitleMissing(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = editInput(values);
    if ("error" in result) {
      setTitleMissing(true);
      return;
    }
    update.mutate(
      { id: article.id, input: result.input },
      {
        onSuccess: (saved) => {
          notify.success(text.saved, saved.title);
          onClose();
        },
        onError: () => notify.error(text.failed),
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.title}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" busy={update.isPending}>
            {text.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <Field label={text.fieldTitle} markRequired error={titleMissing ? text.titleRequired : undefined}>
          <Input value={values.title} maxLength={500} onChange={(event) => set("title")(event.target.value)} />
        </Field>
        <Field label={text.summary} hint={text.summaryHint}>
          <Textarea value={values.summary} rows={6} maxLength={5000} onChange={(event) => set("summary")(event.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={text.category}>
            <Select value={values.category} onChange={(event) => set("category")(event.target.value)}>
              {values.category ? null : <option value="">{text.categoryPlaceholder}</option>}
              {EDITABLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={text.sentiment}>
            <Select value={values.sentiment} onChange={(event) => set("sentiment")(event.target.value)}>
              {values.sentiment ? null : <option value="">{text.sentimentPlaceholder}</option>}
              {SENTIMENTS.map((sentiment) => (
                <option key={sentiment} value={sentiment}>
                  {SENTIMENT_LABELS[sentiment]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </form>
    </Modal>
  );
}
