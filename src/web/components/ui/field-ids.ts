/** The ids of a field's hint and error, derived from the control's id. */
export function fieldPartIds(id: string): { hint: string; error: string } {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * A control's aria-describedby: its error first (read before the hint), then
 * its hint, then any other element the screen points to; undefined when none.
 */
export function describedBy(id: string, shown: { hint?: boolean; error?: boolean }, ...others: Array<string | undefined>): string | undefined {
  const parts = fieldPartIds(id);
  const ids = [shown.error ? parts.error : undefined, shown.hint ? parts.hint : undefined, ...others].filter(
    (value): value is string => Boolean(value),
  );
  return ids.length > 0 ? [...new Set(ids)].join(" ") : undefined;
}
