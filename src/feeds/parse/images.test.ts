import { describe, expect, it } from "vitest";
import { firstImageSource, isImageMedia } from "./images.js";

describe("firstImageSource", () => {
  it.each([
    ["the first picture", '<p>a</p><img src="/a.jpg"><img src="/b.jpg">', "/a.jpg"],
    ["single quotes and upper case", "<IMG SRC='https://x.example/a.png' ALT=''>", "https://x.example/a.png"],
    ["an unquoted src", "<img src=a.jpg width=300>", "a.jpg"],
    ["&amp; in the URL", '<img src="https://x.example/a.jpg?w=1&amp;h=2">', "https://x.example/a.jpg?w=1&h=2"],
    ["a tracking pixel skipped", '<img src="/pixel.gif" width="1" height="1"><img src="/real.jpg">', "/real.jpg"],
    ["a data: placeholder skipped for data-src", '<img src="data:image/gif;base64,R0lG" data-src="/lazy.jpg">', "/lazy.jpg"],
    ["data-lazy-src", '<img data-lazy-src="/lazy.jpg" src="data:image/gif;base64,R0lG">', "/lazy.jpg"],
    ["srcset is not src", '<img srcset="/a.jpg 1x" src="/b.jpg">', "/b.jpg"],
    ["no picture", "<p>solo testo</p>", null],
    ["an img without a usable source", '<img alt="x"><img src="">', null],
  ])("%s", (_case, html, expected) => {
    expect(firstImageSource(html)).toBe(expected);
  });
});

describe("isImageMedia", () => {
  it.each([
    [{ url: "a.mp3", type: "image/jpeg" }, true],
    [{ url: "a.jpg", type: "audio/mpeg" }, false],
    [{ url: "a", medium: "image" }, true],
    [{ url: "a.jpg", medium: "video" }, false],
    [{ url: "https://x.example/a.JPG?w=1" }, true],
    [{ url: "https://x.example/a.webp" }, true],
    [{ url: "https://x.example/video.mp4" }, false],
    [{ url: "a", mime_type: "image/png" }, true],
  ])("%j is a picture: %s", (media, expected) => {
    expect(isImageMedia(media)).toBe(expected);
  });
});
