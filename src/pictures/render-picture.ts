import type { default as sharpModule, Sharp, SharpOptions } from "sharp";
import { PictureUnavailableError } from "./picture-errors.js";

type SharpModule = typeof sharpModule;

/** The formats a publisher's picture may come in: what browsers show, SVG rasterised. */
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "svg"]);
/**
 * Every other libvips loader is blocked in this process (sharp.block): PDF,
 * TIFF, raw and the rest never parse what a publisher sends, whatever its
 * bytes claim to be. Buffers only: nothing is read from a path.
 */
const ALLOWED_LOADERS = [
  "VipsForeignLoadJpegBuffer",
  "VipsForeignLoadPngBuffer",
  "VipsForeignLoadWebpBuffer",
  "VipsForeignLoadNsgifBuffer",
  "VipsForeignLoadHeifBuffer",
  "VipsForeignLoadSvgBuffer",
];
/** 40 megapixels (8000 x 5000): a decompression bomb is refused from its header, before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** One picture may take this long to decode, resize and encode. */
const RENDER_TIMEOUT_SECONDS = 10;
/** WebP at 75: the measured sizes and times are in docs/decisions.md, "Pictures from our own origin". */
const WEBP = { quality: 75, effort: 4 } as const;
/** SVG's own unit: 72 pixels to the inch. */
const SVG_DENSITY = 72;

let loaded: Promise<SharpModule> | undefined;

/**
 * sharp (libvips) loaded on the first picture, not at start: an idle server
 * never maps it (docs/performance.md, idle memory). No operation cache (a
 * picture is rendered once, then read from disk) and one thread per picture.
 */
function loadSharp(): Promise<SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }): SharpModule => {
    sharp.cache(false);
    sharp.concurrency(1);
    sharp.block({ operation: ["VipsForeignLoad"] });
    sharp.unblock({ operation: ALLOWED_LOADERS });
    return sharp;
  });
  return loaded;
}

/** What the header of an accepted original says. */
export interface OriginalInfo {
  format: string;
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
}

/**
 * Reads an original's header: refuses anything but the allowed formats, an
 * image without a size and one past MAX_INPUT_PIXELS. An SVG is measured at
 * 72 dpi; librsvg reads it from memory with its safety limits on and loads
 * nothing it references (no file, no URL: tested in render-picture.test.ts).
 */
export async function inspectOriginal(bytes: Uint8Array): Promise<OriginalInfo> {
  const sharp = await loadSharp();
  let metadata;
  try {
    metadata = await sharp(bytes, inputOptions()).metadata();
  } catch (error) {
    throw new PictureUnavailableError(`Not a readable picture: ${errorText(error)}`);
  }
  if (!ALLOWED_FORMATS.has(metadata.format)) throw new PictureUnavailableError(`Picture format ${metadata.format} is not accepted`);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new PictureUnavailableError("The picture has no size");
  if (width * height > MAX_INPUT_PIXELS) throw new PictureUnavailableError(`The picture has ${width} x ${height} pixels, more than ${MAX_INPUT_PIXELS}`);
  return { format: metadata.format, width, height };
}

/**
 * The picture `width` pixels wide as WebP, never wider than a raster
 * original (an SVG is drawn at that width: it has no pixels to stretch). A
 * picture taller than it is wide is cut to a centred square: every place that
 * shows it crops it to a wider box around its centre, so nothing shown is lost.
 */
export async function renderWidth(bytes: Uint8Array, original: OriginalInfo, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const vector = original.format === "svg";
  const target = vector ? width : Math.min(width, original.width);
  const options = vector ? inputOptions(svgDensity(original.width, target)) : inputOptions();
  const tall = original.height > original.width;
  const image: Sharp = sharp(bytes, options)
    .resize(tall ? { width: target, height: target, fit: "cover", position: "centre" } : { width: target, withoutEnlargement: !vector })
    .webp(WEBP)
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  try {
    return await image.toBuffer();
  } catch (error) {
    throw new PictureUnavailableError(`Could not resize the picture: ${errorText(error)}`);
  }
}

/** The density at which an SVG `intrinsicWidth` wide at 72 dpi comes out `target` pixels wide, within sharp's bounds. */
function svgDensity(intrinsicWidth: number, target: number): number {
  return Math.min(100_000, Math.max(1, (SVG_DENSITY * target) / intrinsicWidth));
}

function inputOptions(density?: number): SharpOptions {
  return { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, pages: 1, ...(density !== undefined && { density }) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
