/**
 * How wide each place shows an article's picture, as `sizes` for its
 * `srcset` (shared/pictures.ts), from the layouts' own classes: the pages'
 * container is `max-w-7xl px-4` (1280 px, 16 px each side), the article's
 * column `max-w-3xl` (768 px), the grid's gaps `gap-6` (24 px) from `sm`.
 * A phone of 390 px at 3x asks for 358 x 3 px, a 1280 px screen at 1x for
 * 400 px cards, a 750 px lead and a 768 px article picture.
 */

/** A card of the home's grid: one column, two from `sm`, three from `lg`. */
const GRID_FROM_SM = "(min-width: 1280px) 400px, (min-width: 1024px) calc(33.3vw - 27px), (min-width: 640px) calc(50vw - 28px)";

export const PICTURE_SIZES = {
  /** A full card of the grid. */
  gridCard: `${GRID_FROM_SM}, calc(100vw - 32px)`,
  /** A card that is a short row below `sm`: its picture is `w-28` (112 px) there. */
  gridCardCompact: `${GRID_FROM_SM}, 112px`,
  /** A related article under the article: a short row below `sm`, then two columns of the 768 px column. */
  relatedCard: "(min-width: 800px) 372px, (min-width: 640px) calc(50vw - 28px), 112px",
  /** The lead story: the container's width, three fifths of it beside the text from `xl`. */
  lead: "(min-width: 1280px) 750px, calc(100vw - 32px)",
  /** The article's own picture, across its column. */
  article: "(min-width: 800px) 768px, calc(100vw - 32px)",
} as const;
