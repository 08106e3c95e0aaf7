/** A gap in the page list, drawn as "…". */
export const GAP = "gap" as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page buttons to show, always the same number once there are more pages
 * than fit (so the buttons do not jump as the admin pages on): the first and
 * the last page, the current one with `around` neighbours each side, and a gap
 * for each run of hidden pages. Near either end the neighbourhood grows
 * instead. Pages count from 1; `current` is clamped into 1..count.
 */
export function pageList(current: number, count: number, around = 1): Array<number | typeof GAP> {
  const slots = 2 * around + 5;
  if (count <= slots) return range(1, Math.max(count, 0));
  const page = Math.min(Math.max(current, 1), count);
  let start = page - around;
  let end = page + around;
  if (start <= 3) {
    start = 2;
    end = slots - 2;
  } else if (end >= count - 2) {
    end = count - 1;
    start = count - (slots - 3);
  }
  return [1, ...(start > 2 ? [GAP] : []), ...range(start, end), ...(end < count - 1 ? [GAP] : []), count];
}

/**
 * The page buttons when more pages follow `known` than were counted (a
 * capped total): as pageList, with no last page (it is not known) but a gap
 * after the pages shown, the page after `known` included, since it exists.
 */
export function openPageList(current: number, known: number, around = 1): Array<number | typeof GAP> {
  const pages = pageList(Math.max(current, 1), Math.max(known, current) + 2, around).slice(0, -1);
  return pages.at(-1) === GAP ? pages : [...pages, GAP];
}
