/** `text` with LIKE's wildcards (`%`, `_`) and its escape character taken literally, for `ilike '%' || text || '%'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
