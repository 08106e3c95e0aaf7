import { expect, test } from "./fixtures";

/** What crawlers and feed readers fetch, answered by the built server rather than the page renderer. */
const DOCUMENTS = [
  { path: "/rss.xml", type: "application/rss+xml; charset=utf-8", contains: ['<rss version="2.0"', 'rel="self"', "<language>it-IT</language>"] },
  { path: "/feed.json", type: "application/feed+json; charset=utf-8", contains: ['"version": "https://jsonfeed.org/version/1.1"', '"feed_url":', '"items":'] },
  { path: "/sitemap.xml", type: "application/xml; charset=utf-8", contains: ["<urlset", "/?category=tecnologia</loc>", "/contact</loc>"] },
  { path: "/sitemap-news.xml", type: "application/xml; charset=utf-8", contains: ["<urlset", 'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"'] },
  { path: "/robots.txt", type: "text/plain; charset=utf-8", contains: ["User-agent: *", "Disallow: /dashboard", "Disallow: /api/", "/sitemap.xml", "/sitemap-news.xml"] },
];

for (const document of DOCUMENTS) {
  test(`${document.path} answers ${document.type.split(";")[0]}`, async ({ request }) => {
    const response = await request.get(document.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(document.type);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const body = await response.text();
    expect(body).not.toContain("<html");
    for (const text of document.contains) expect(body).toContain(text);
  });
}

test("robots.txt names the sitemaps with absolute URLs", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  expect(body).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap-news\.xml$/m);
});
