import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { dashboardScreens, expectContent, openSection, type StepsBySection } from "./dashboard-sections";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/** Screenshots at phone and desktop widths, for a person to look at (test-results/screenshots). */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`screens at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screenshots/${name}-${viewport.name}.png`, fullPage: false });

    await page.goto("/");
    await expect(page.getByRole("button", { name: "Accetta Tutti" })).toBeVisible();
    await shot("home-with-banner");
    await page.getByRole("button", { name: "Accetta Tutti" }).click();
    await shot("home");

    if (viewport.name === "phone") {
      await page.getByRole("button", { name: "Apri menu" }).click();
      await shot("menu-open");
      await page.getByRole("button", { name: "Chiudi menu" }).click();
    } else {
      // The home has its own category bar; the header's dropdown serves the other pages.
      await page.goto("/privacy");
      await page.getByRole("button", { name: "Categorie" }).hover();
      await expect(page.getByRole("list", { name: "Categorie" }).getByRole("link", { name: "Tecnologia" })).toBeVisible();
      await shot("categories-open");
    }

    await page.goto("/privacy");
    await shot("privacy");

    await page.goto("/pagina-che-non-esiste");
    await shot("not-found");

    await page.goto("/login");
    await shot("login");

    await logIn(page);
    await shot("dashboard");
  });
}

/**
 * Every dashboard section (DASHBOARD_SECTIONS) with something in it: feeds that succeeded
 * and one failing five times in a row, their articles and the statistics of
 * them, two AI providers (one off), AdSense slots, two contact messages
 * (one read) and the failing feed's errors in Diagnostica. Everything made
 * here is removed afterwards, but the articles and the errors.
 */
test.describe("dashboard screens with content", () => {
  const TAG = `shot${Date.now().toString(36)}`;
  let host: FeedHost;
  let admin: AdminApi;
  let restoreFeeds: (() => Promise<void>) | undefined;

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000);
    host = await startFeedHost();
    admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
    restoreFeeds = await admin.isolate();
    const xml = await readFile(path.resolve("tests/fixtures/e2e/tre-articoli.rss.xml"), "utf8");
    host.route(`/${TAG}.rss`, {
      headers: { "content-type": "application/rss+xml; charset=utf-8" },
      body: xml.replaceAll("https://notizie.example/", `https://notizie.example/${TAG}/`),
    });
    await admin.createFeed({ name: `ANSA Cronaca ${TAG}`, feed_url: host.url(`/${TAG}.rss`), import_limit: 20 });
    await admin.createFeed({ name: `Fonte sparita con un nome piuttosto lungo ${TAG}`, feed_url: host.url(`/${TAG}/un/percorso/lungo/che/non/esiste/piu.rss`) });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await admin.sync()).toBe(200);
    await admin.createFeed({ name: `Il Post ${TAG}`, feed_url: host.url(`/${TAG}/nuovo.rss`) });

    await admin.createAiConfig({ provider: "openai", api_key: "sk-screenshot-0123456789abcdefghijklmnop", model_name: `gpt-4o-mini-${TAG}`, priority: 1 });
    const off = await admin.createAiConfig({ provider: "anthropic", api_key: "sk-ant-screenshot-0123456789abcdefghij", model_name: `claude-3-haiku-${TAG}`, priority: 3 });
    await admin.setAiConfigActive(off.id, false);

    await admin.saveAdsense({
      publisher_id: "ca-pub-1234567890123456",
      enabled: true,
      homepage_slots: [
        { name: "Banner in alto", slot_id: "1111111111", format: "display", position: "top" },
        { name: "Tra gli articoli", slot_id: "2222222222", format: "in-feed", position: "after-3" },
      ],
      article_slots: [{ name: "Dentro l'articolo", slot_id: "3333333333", format: "in-article", position: "middle" }],
    });

    await admin.sendContactMessage({
      name: "Anna Neri",
      email: "anna.neri@example.it",
      subject: `Collaborazione ${TAG}`,
      message: "Buongiorno, vorrei proporvi una collaborazione per la sezione cultura.",
    });
    await admin.sendContactMessage({
      name: "Marco Rossi",
      email: "marco.rossi@example.it",
      subject: `Richiesta di rettifica ${TAG}`,
      message: "Gentile redazione,\nnel riassunto dell'articolo di ieri la cifra dei lavoratori coinvolti non è corretta.\n\nCordiali saluti,\nMarco Rossi",
    });
    const read = (await admin.messages()).find((message) => message.subject === `Collaborazione ${TAG}`);
    await admin.setMessageRead(read!.id, true);
  });

  test.afterAll(async () => {
    await admin?.deleteWhere((feed) => feed.name.endsWith(TAG));
    await admin?.deleteAiConfigsWhere((config) => config.model_name.endsWith(TAG));
    await admin?.resetAdsense();
    await admin?.deleteMessagesWhere((message) => message.subject.endsWith(TAG));
    await restoreFeeds?.();
    await admin?.dispose();
    await host?.close();
  });

  async function settle(page: Page, heading: string): Promise<void> {
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Caricamento/ })).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  /**
   * The screens' own steps (tests/e2e/dashboard-sections.ts), keyed by section: the content staged above,
   * waited for, and Diagnostica's other tabs, each shot too. A section without an entry is shot as it opens,
   * and must show no empty list.
   */
  function dashboardSteps(shot: (name: string) => Promise<unknown>): StepsBySection {
    return {
      feeds: {
        ready: async (page) => {
          await expect(page.getByRole("row", { name: `ANSA Cronaca ${TAG}` })).toContainText("Successo");
        },
      },
      articles: {
        query: `?source=${encodeURIComponent(`ANSA Cronaca ${TAG}`)}`,
        ready: async (page) => {
          await expect(page.getByRole("table", { name: "Articoli" }).getByRole("row").nth(1)).toBeVisible();
        },
      },
      statistics: {
        ready: async (page) => {
          await expect(page.locator('[data-chart="views-per-day"] svg.recharts-surface')).toBeVisible();
        },
      },
      diagnostics: {
        ready: async (page) => {
          await page.getByRole("button", { name: "Aggiorna Ora" }).click();
          await expect(page.getByRole("list", { name: "Letture recenti" }).getByRole("listitem").first()).toBeVisible();
        },
        more: async (page) => {
          await page.getByRole("tab", { name: "Analisi Errori" }).click();
          await expect(page.getByRole("row").filter({ hasText: `Fonte sparita con un nome piuttosto lungo ${TAG}` }).first()).toBeVisible();
          await settle(page, "Diagnostica Sistema");
          await shot("diagnostics-errors");
          await page.getByRole("tab", { name: "Log di Sistema" }).click();
          await expect(page.locator("[data-log-count]")).toBeVisible();
          await settle(page, "Diagnostica Sistema");
          await shot("diagnostics-logs");
          await page.getByRole("tab", { name: "Risoluzione Problemi" }).click();
          await page.getByRole("region", { name: "Test connessione database" }).getByRole("button", { name: "Esegui" }).click();
          await expect(page.locator("[data-outcome]")).toBeVisible();
          await settle(page, "Diagnostica Sistema");
          await shot("diagnostics-tools");
        },
      },
      ai: {
        ready: async (page) => {
          await expect(page.getByRole("listitem", { name: `OpenAI – gpt-4o-mini-${TAG}` })).toBeVisible();
        },
      },
      automation: {
        ready: async (page) => {
          await expect(page.getByRole("slider", { name: "Confidenza minima" })).toHaveAttribute("aria-valuetext", "0,7");
        },
      },
      adsense: {
        ready: async (page) => {
          await expect(page.getByRole("group", { name: "Slot Homepage, slot 2" })).toBeVisible();
        },
      },
      social: {
        ready: async (page) => {
          await expect(page.getByRole("region", { name: "Come ottenere i token" })).toBeVisible();
        },
      },
      messages: {
        ready: async (page) => {
          await expect(page.getByRole("article", { name: `Richiesta di rettifica ${TAG}` })).toContainText("Non letto");
        },
      },
    };
  }

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.name} width`, async ({ page }) => {
      // Every screen, each settled and shot full page: ~25 s on a quiet machine, more while CI runs other jobs.
      test.setTimeout(90_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/dashboard-${name}-${viewport.name}.png`, fullPage: true });
      await acceptCookiesUpfront(page);
      await logIn(page);

      // Every section of the sidebar, shot as dashboard-<path>, with the content staged above where it needs some (dashboardSteps).
      for (const screen of dashboardScreens(dashboardSteps(shot))) {
        await openSection(page, screen);
        await screen.steps?.ready?.(page);
        await settle(page, screen.title);
        await expectContent(page, screen, "screenshots.spec.ts, dashboardSteps");
        await shot(screen.path);
        await screen.steps?.more?.(page);
      }

      if (viewport.name === "phone") {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/dashboard-menu-${viewport.name}.png` });
      }
    });
  }
});
