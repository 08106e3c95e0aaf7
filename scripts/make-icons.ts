/**
 * Writes the web app manifest's icons (public/icons/*.png) from the SVGs below, with sharp: the
 * favicon's newspaper on the brand blue. Run again after changing the drawing and commit the PNGs.
 *
 *   npx tsx scripts/make-icons.ts
 */
import path from "node:path";
import sharp from "sharp";

const BLUE = "#1e3a8a";
/** The favicon's newspaper (public/favicon.svg), drawn on a 32-unit grid. */
const GLYPH = `<path d="M8 9h12v14H10a2 2 0 0 1-2-2zM20 13h4v8a2 2 0 0 1-4 0zM11 12h6M11 16h6M11 19h4" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The icon as the favicon draws it: a rounded square, the newspaper filling most of it. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BLUE}"/>${GLYPH}</svg>`;

/**
 * Maskable (and Apple's touch icon): the blue to every edge, the newspaper shrunk into the middle 60 %,
 * inside the circle of 80 % that any platform's mask leaves visible.
 */
const FULL_BLEED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${GLYPH}</g></svg>`;

const OUT = path.resolve(import.meta.dirname, "..", "public", "icons");
const ICONS: Array<{ file: string; svg: string; size: number }> = [
  { file: "icon-192.png", svg: ROUNDED, size: 192 },
  { file: "icon-512.png", svg: ROUNDED, size: 512 },
  { file: "icon-maskable-512.png", svg: FULL_BLEED, size: 512 },
  { file: "apple-touch-icon.png", svg: FULL_BLEED, size: 180 },
];

for (const { file, svg, size } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
