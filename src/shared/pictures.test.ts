import { describe, expect, it } from "vitest";
import { PICTURE_WIDTHS, picturePath, pictureSources, pictureVersion } from "./pictures.js";

const ID = "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3";

describe("picture addresses", () => {
  it("version a picture by its URL: the same URL the same eight hex digits, another URL others", () => {
    const url = "https://www.giornale.example/foto/derby.jpg";
    expect(pictureVersion(url)).toMatch(/^[0-9a-f]{8}$/);
    expect(pictureVersion(url)).toBe(pictureVersion(url));
    expect(pictureVersion(`${url}?v=2`)).not.toBe(pictureVersion(url));
    // FNV-1a's published value for the empty string and for "a".
    expect([pictureVersion(""), pictureVersion("a")]).toEqual(["811c9dc5", "e40c292c"]);
  });

  it("write every width into srcset and the middle one into src, all on this origin", () => {
    const url = "https://www.giornale.example/foto/derby.jpg";
    const sources = pictureSources(ID, url)!;
    const version = pictureVersion(url);
    expect(sources.src).toBe(`/img/${ID}/${version}/640.webp`);
    expect(sources.srcSet).toBe(PICTURE_WIDTHS.map((width) => `/img/${ID}/${version}/${width}.webp ${width}w`).join(", "));
    expect(picturePath(ID, url, 320)).toBe(`/img/${ID}/${version}/320.webp`);
    expect(sources.srcSet).not.toContain("giornale.example");
  });

  it("are none without a picture", () => {
    expect(pictureSources(ID, null)).toBeNull();
    expect(pictureSources(ID, "")).toBeNull();
  });
});
