import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { PictureUnavailableError } from "./picture-errors.js";
import { inspectOriginal, MAX_INPUT_PIXELS, renderWidth } from "./render-picture.js";

/** A picture of `width` x `height` in `format`, made here: nothing is read from outside the repository. */
function raster(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "tiff"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } }).toFormat(format).toBuffer();
}

function svg(width: number, height: number, inside = ""): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#15803d"/>${inside}</svg>`);
}

async function render(bytes: Buffer, width: number) {
  const webp = await renderWidth(bytes, await inspectOriginal(bytes), width);
  return sharp(webp).metadata();
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PictureUnavailableError)) throw new Error(`expected a PictureUnavailableError, got ${String(error)}`);
  return error.message;
}

describe("renderWidth", () => {
  it.each([320, 480, 640, 960, 1280])("makes a %i px wide WebP of a 2000 x 1000 JPEG, keeping its shape", async (width) => {
    const result = await render(await raster(2000, 1000, "jpeg"), width);
    expect(result).toMatchObject({ format: "webp", width, height: width / 2 });
  });

  it.each(["png", "webp", "gif"] as const)("reads a %s original", async (format) => {
    expect(await render(await raster(1000, 500, format), 640)).toMatchObject({ format: "webp", width: 640, height: 320 });
  });

  it("never makes a raster wider than it is: an 800 px original asked at 1280 stays 800", async () => {
    expect(await render(await raster(800, 400, "png"), 1280)).toMatchObject({ width: 800, height: 400 });
  });

  it("cuts a picture taller than wide to a centred square, which every box crops from anyway", async () => {
    expect(await render(await raster(1000, 2000, "jpeg"), 640)).toMatchObject({ width: 640, height: 640 });
  });

  it.each([320, 1280])("draws an SVG at the width asked (%i px): it has no pixels to stretch", async (width) => {
    expect(await render(svg(1200, 630), width)).toMatchObject({ format: "webp", width, height: Math.round((630 * width) / 1200) });
  });
});

describe("an SVG from a publisher", () => {
  let host: FeedHost;
  beforeAll(async () => {
    host = await startFeedHost();
  });
  afterAll(async () => {
    await host.close();
  });

  it("is drawn without loading anything it references: no URL, no file, no stylesheet", async () => {
    host.route("/spia.png", { headers: { "content-type": "image/png" }, body: await raster(10, 10, "png") });
    const references =
      `<image href="${host.url("/spia.png")}" width="100" height="100"/>` +
      `<image xlink:href="file:///etc/passwd" width="100" height="100"/>` +
      `<style>@import url(${host.url("/spia.css")});</style>`;
    expect(await render(svg(1200, 630, references), 640)).toMatchObject({ width: 640 });
    expect(host.requests()).toHaveLength(0);
  });

  it.each([
    ["an external entity", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text y="50">&x;</text></svg>`],
    [
      "an entity expansion (a billion laughs)",
      `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 8 }, (_, n) => `<!ENTITY e${n + 1} "${`&${n === 0 ? "a" : `e${n}`};`.repeat(10)}">`).join("")}]><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text y="50">&e8;</text></svg>`,
    ],
  ])("is refused when it holds %s", async (_name, text) => {
    expect(await refusal(inspectOriginal(Buffer.from(text)))).toMatch(/^Not a readable picture: /);
  });
});

describe("inspectOriginal", () => {
  it("reads the size as shown", async () => {
    expect(await inspectOriginal(await raster(300, 200, "jpeg"))).toEqual({ format: "jpeg", width: 300, height: 200 });
  });

  it.each([
    ["an HTML page", Buffer.from("<!doctype html><html><body>Not found</body></html>")],
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF")],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", async (_name, bytes) => {
    expect(await refusal(inspectOriginal(bytes))).toMatch(/^Not a readable picture: /);
  });

  it("refuses a TIFF: its decoder is blocked, whatever the file claims", async () => {
    expect(await refusal(inspectOriginal(await raster(20, 20, "tiff")))).toMatch(/^Not a readable picture: /);
  });

  it(`refuses a picture of more than ${MAX_INPUT_PIXELS} pixels from its header, before decoding it`, async () => {
    expect(await refusal(inspectOriginal(svg(100_000, 100_000)))).toMatch(/pixel/);
  });
});
