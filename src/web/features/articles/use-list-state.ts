import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readListState, writeListState, type ListState } from "./list-state";

/**
 * The list's filters and page, read from and written to the URL, so a
 * filtered page can be bookmarked, shared and reached with Back.
 * `replace` corrects the URL without a history entry (a page past the end).
 */
export function useListState(): [ListState, (next: ListState, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const change = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => setParams(writeListState(next), { replace: options.replace, preventScrollReset: true }),
    [setParams],
  );
  return [state, change];
}
