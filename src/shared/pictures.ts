/**
 * Article pictures from our own origin (docs/architecture.md#pictures): the
 * address of a publisher's picture resized to one of a few widths, read alike
 * by the pages that write `src`/`srcset` and by the server route that answers it.
 */

/** The widths the server makes, in pixels; never wider than the original (docs/decisions.md, "Pictures from our own origin"). */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width of `src`, for a browser that ignores `srcset`. */
export const FALLBACK_PICTURE_WIDTH: PictureWidth = 640;

/** Where the pictures are served. */
export const PICTURE_PATH_PREFIX = "/img";

/**
 * Eight hex digits (FNV-1a, 32 bits) of the picture's URL. It only versions
 * the address, so a picture that changes gets a new one and a year-long
 * browser cache never shows the old: the server checks it against the
 * article's stored URL and never trusts it for anything else.
 */
export function pictureVersion(imageUrl: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < imageUrl.length; index++) {
    hash ^= imageUrl.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The address of an article's picture at one width: `/img/{article id}/{version}/{width}.webp`. */
export function picturePath(articleId: string, imageUrl: string, width: PictureWidth): string {
  return `${PICTURE_PATH_PREFIX}/${articleId}/${pictureVersion(imageUrl)}/${width}.webp`;
}

/** `src` and `srcset` of an article's picture; null without a picture. */
export function pictureSources(articleId: string, imageUrl: string | null): { src: string; srcSet: string } | null {
  if (!imageUrl) return null;
  return {
    src: picturePath(articleId, imageUrl, FALLBACK_PICTURE_WIDTH),
    srcSet: PICTURE_WIDTHS.map((width) => `${picturePath(articleId, imageUrl, width)} ${width}w`).join(", "),
  };
}
