import type { Page } from "@playwright/test";
import type { AdsenseConfigInput } from "../../src/shared/ads";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { INFO_PAGES } from "../../src/shared/labels";
import { rss, type ItemSpec } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { expectNoViolations } from "./a11y";
import { AdminApi } from "./admin-api";
import { dashboardScreens, expectContent, openSection, type StepsBySection } from "./dashboard-sections";
import { acceptCookiesUpfront, consentRecord, expect, logIn, test } from "./fixtures";

/**
 * axe-core (WCAG 2.1 A and AA) on every public page a reader meets, in the
 * states that add content: a filled home, an empty search, an article, the
 * contact form with its error messages, login, 404, both views of the cookie
 * banner and the ad slots; then every dashboard section (DASHBOARD_SECTIONS) with content, a
 * confirmation dialog, the article edit dialog, an error's detail dialog and the phone menu; at a desktop and a phone width.
 * Articles come from a feed on a local host, published by the built-in local analyzer.
 */

const TAG = `a11y${Date.now().toString(36)}`;

const ADS_ON: AdsenseConfigInput = {
  publisher_id: "ca-pub-1234567890123456",
  enabled: true,
  homepage_slots: [
    { name: "A11y home in alto", slot_id: "3000000001", format: "display", position: "top" },
    { name: "A11y home dopo 3", slot_id: "3000000002", format: "in-feed", position: "after-3" },
  ],
  article_slots: [
    { name: "A11y articolo in alto", slot_id: "4000000001", format: "display", position: "top" },
    { name: "A11y articolo centro", slot_id: "4000000002", format: "in-article", position: "middle" },
  ],
};

let feeds: FeedHost;
let admin: AdminApi;
let article: PublicArticleCard;

/**
 * Four sports events of the run, each told in its own words: reports of one
 * event would be grouped into one story, and the article page would then have
 * no other story to suggest. Long enough that the importer scrapes nothing.
 */
const SPORTS_EVENTS: Array<{ title: string; sentence: (n: number) => string }> = [
  {
    title: `Pallavolo ${TAG}: la schiacciatrice trascina la nazionale in semifinale`,
    sentence: (n) => `Nel set numero ${n} la schiacciatrice ha messo a terra l'attacco decisivo sotto rete, e il palazzetto ha cantato l'inno.`,
  },
  {
    title: `Ciclismo ${TAG}: lo scalatore conquista la tappa di montagna`,
    sentence: (n) => `Al chilometro ${n * 7} lo scalatore ha staccato il gruppo sulla salita del passo, pedalando da solo verso il traguardo.`,
  },
  {
    title: `Nuoto ${TAG}: record italiano nei duecento farfalla agli europei`,
    sentence: (n) => `Alla virata numero ${n} il nuotatore era già davanti nella vasca olimpionica, e il cronometro ha segnato il primato.`,
  },
  {
    title: `Basket ${TAG}: il playmaker firma trenta punti nel derby del palasport`,
    sentence: (n) => `Nel quarto numero ${n} il playmaker ha infilato la tripla dall'angolo, e i canestri del pivot hanno chiuso la rimonta.`,
  },
];

function sportText(event: (typeof SPORTS_EVENTS)[number]): string {
  return Array.from({ length: 14 }, (_, i) => event.sentence(i + 1)).join(" ");
}

function picture(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="${colour}"/></svg>`;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  feeds = await startFeedHost();
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);

  const colours = ["#1d4ed8", "#15803d", "#b45309", "#7c3aed"];
  colours.forEach((colour, i) => feeds.route(`/${TAG}/${i}.svg`, { headers: { "content-type": "image/svg+xml" }, body: picture(colour) }));
  // Four sports stories: a home with a full first row, and related articles under the one we open.
  const items: ItemSpec[] = SPORTS_EVENTS.map((event, i) => ({
    title: event.title,
    link: `https://notizie.example/${TAG}/${i}`,
    text: sportText(event),
    pubDate: new Date(Date.now() - (i + 1) * 3_600_000),
    image: feeds.url(`/${TAG}/${i}.svg`),
  }));
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Feed ${TAG}`, items) });
  await admin.importArticlesFrom(`E2E accessibilità ${TAG}`, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  const listing = async () => ((await (await request.get(`/api/articles?search=${TAG}`)).json()) as ArticleListPage).articles;
  await expect.poll(async () => (await listing()).length, { timeout: 30_000 }).toBe(items.length);
  article = (await listing())[0]!;
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

/** Opens a page and waits until it is hydrated and its pictures are in, so axe sees what the reader sees. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("the check itself fails on an unnamed button and grey-on-grey text, naming rule and element", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="it"><head><title>Prova</title></head><body><main><h1>Prova</h1>` +
      `<p style="color:#bbb;background:#fff">Testo poco leggibile</p><button id="senza-nome"><svg width="16" height="16"></svg></button></main></body></html>`,
  );
  const failure = await expectNoViolations(page, "a broken page").then(
    () => "",
    (error: unknown) => String(error),
  );
  expect(failure).toContain("color-contrast");
  expect(failure).toContain("button-name");
  expect(failure).toContain("#senza-nome");
});

/**
 * The dashboard screens' own steps (tests/e2e/dashboard-sections.ts), keyed by section: the content the
 * dashboard block stages, waited for, and the dialogs, tabs and messages looked at after the screen.
 * A section without an entry is opened and looked at as it is, and must show no empty list.
 */
function dashboardSteps(name: string): StepsBySection {
  return {
    feeds: {
      ready: async (page) => {
        // Its state may be "In attesa" or already "Successo": the scheduled sync can reach a new feed first.
        await expect(page.getByRole("row", { name: `Feed ${TAG} ${name}` })).toContainText(feeds.url(`/${TAG}.rss`));
      },
      more: async (page) => {
        await page.getByRole("row", { name: `Feed ${TAG} ${name}` }).getByRole("button", { name: /^Elimina / }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoViolations(page, "the delete dialog");
      },
    },
    articles: {
      query: `?search=${TAG}`,
      ready: async (page) => {
        const first = page.getByRole("row", { name: article.title, exact: true });
        await expect(first).toContainText("Elaborato");
        await first.getByRole("checkbox").check();
        await expect(page.getByRole("button", { name: "Elimina selezionati (1)" })).toBeVisible();
      },
      more: async (page) => {
        await page.getByRole("row", { name: article.title, exact: true }).getByRole("button", { name: /^Modifica: / }).click();
        await expect(page.getByRole("dialog", { name: "Modifica articolo" })).toBeVisible();
        await expectNoViolations(page, "the article edit dialog");
      },
    },
    statistics: {
      ready: async (page) => {
        await expect(page.getByRole("row", { name: `E2E accessibilità ${TAG}` })).toBeVisible();
        await expect(page.locator('[data-chart="views-per-day"] svg.recharts-surface')).toBeVisible();
      },
    },
    diagnostics: {
      stage: async () => {
        // A feed answering 500, synced once, leaves an error to list and open.
        const broken = `Rotto ${TAG} ${name}`;
        feeds.route(`/${TAG}/rotto-${name}.rss`, { status: 500, headers: { "content-type": "text/plain" }, body: "Errore interno" });
        await admin.createFeed({ name: broken, feed_url: feeds.url(`/${TAG}/rotto-${name}.rss`) });
        expect(await admin.sync()).toBe(200);
        await admin.deleteWhere((feed) => feed.name === broken);
      },
      // Each tab with content, and an error's dialog.
      ready: async (page) => {
        await page.getByRole("button", { name: "Aggiorna Ora" }).click();
        await expect(page.getByRole("list", { name: "Letture recenti" }).getByRole("listitem").first()).toBeVisible();
        // The toast, once in (its colours are checked), then gone: it would otherwise sit over the next tabs' checks.
        // The pointer rests on it, which holds its 5 s timer: on a busy machine the check can take longer.
        const toast = page.locator("[data-sonner-toast]");
        await expect(toast).toHaveCSS("opacity", "1");
        await toast.hover();
      },
      more: async (page) => {
        const toast = page.locator("[data-sonner-toast]");
        await toast.getByRole("button", { name: "Chiudi notifica" }).click();
        await expect(toast).toHaveCount(0);

        await page.getByRole("tab", { name: "Analisi Errori" }).click();
        // The row reads in Italian, with "Dettagli tecnici" in its dialog.
        const row = page
          .getByRole("table", { name: "Errori registrati" })
          .getByRole("row")
          .filter({ hasText: `Il feed «Rotto ${TAG} ${name}» ha risposto HTTP 500` })
          .first();
        await expect(row).toBeVisible();
        await expectNoViolations(page, "Analisi Errori");
        await row.getByRole("button", { name: /^Dettagli/ }).click();
        await expect(page.getByRole("dialog", { name: "Dettagli dell'errore" })).toBeVisible();
        await expectNoViolations(page, "the error's dialog");
        await page.keyboard.press("Escape");

        await page.getByRole("tab", { name: "Log di Sistema" }).click();
        await expect(page.locator("[data-log-count]")).toBeVisible();
        await expectNoViolations(page, "Log di Sistema");

        await page.getByRole("tab", { name: "Risoluzione Problemi" }).click();
        const database = page.getByRole("region", { name: "Test connessione database" });
        await database.getByRole("button", { name: "Esegui" }).click();
        await expect(database.locator("[data-outcome]")).toBeVisible();
        await expectNoViolations(page, "Risoluzione Problemi");
      },
    },
    storage: {
      ready: async (page) => {
        await expect(page.getByRole("progressbar", { name: "Spazio utilizzato dal database" })).toBeVisible();
      },
      more: async (page) => {
        await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoViolations(page, "the cleanup dialog");
      },
    },
    ai: {
      ready: async (page) => {
        await expect(page.getByRole("listitem", { name: `OpenAI – a11y-${TAG}-${name}` })).toBeVisible();
        await expect(page.getByRole("progressbar").first()).toBeVisible();
      },
    },
    automation: {
      // Its five sections, with the delay field shown.
      ready: async (page) => {
        await expect(page.getByRole("slider", { name: "Confidenza minima" })).toBeVisible();
        await page.getByLabel("Modalità").selectOption({ label: "Con ritardo" });
      },
      more: async (page) => {
        // Nothing is saved: the form is refused before any request.
        await page.getByLabel("Conserva gli articoli per (giorni)").fill("0");
        await page.getByRole("switch", { name: "Attiva: Notifiche email" }).click();
        await page.getByRole("button", { name: "Salva Impostazioni" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "Correggi i campi evidenziati." })).toBeVisible();
        await page.getByRole("button", { name: "Invia email di prova" }).click();
        await expect(page.locator('[data-result="test-email"]')).toContainText("manca il destinatario");
        await expectNoViolations(page, "Automazione with errors");
      },
    },
    adsense: {
      ready: async (page) => {
        await expect(page.getByRole("group", { name: "Slot Homepage, slot 2" })).toBeVisible();
      },
      more: async (page) => {
        await page.getByRole("group", { name: "Slot Homepage, slot 1" }).getByLabel("ID slot").fill("12ab");
        await page.getByRole("button", { name: "Salva Configurazione" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "L'ID slot deve contenere solo cifre." })).toBeVisible();
        await expectNoViolations(page, "Google AdSense with an error");
      },
    },
    social: {
      // Its six cards, one open for configuring with an error.
      ready: async (page) => {
        const telegram = page.getByRole("region", { name: "Telegram", exact: true });
        await telegram.getByRole("button", { name: "Configura" }).click();
        await telegram.getByLabel("ID chat o canale").fill("senza chiocciola");
        await telegram.getByRole("button", { name: "Salva" }).click();
        await expect(telegram.getByRole("alert")).toHaveText("Correggi i campi evidenziati.");
        await expect(page.getByRole("region", { name: "Come ottenere i token" })).toBeVisible();
      },
    },
    messages: {
      ready: async (page) => {
        await expect(page.getByRole("article", { name: `Messaggio ${TAG} ${name}` })).toContainText("Non letto");
      },
      more: async (page) => {
        await page.getByRole("article", { name: `Messaggio ${TAG} ${name}` }).getByRole("button", { name: "Elimina" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoViolations(page, "the message delete dialog");
      },
    },
  };
}

const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test.describe("with the cookie choice made", () => {
      test.beforeEach(async ({ page }) => {
        await acceptCookiesUpfront(page);
      });

      test("home with articles", async ({ page }) => {
        await open(page, "/");
        await expect(page.locator("main article").first()).toBeVisible();
        await expectNoViolations(page, "the home");
      });

      test("home filtered by the search and by a category", async ({ page }) => {
        await open(page, `/?search=${TAG}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Risultati per «${TAG}»`);
        await expectNoViolations(page, "a search with results");
        await open(page, "/?category=sport");
        await expectNoViolations(page, "a category");
      });

      test("a search with no results", async ({ page }) => {
        await open(page, `/?search=nessunrisultato${TAG}`);
        await expect(page.getByText("Nessun articolo trovato")).toBeVisible();
        await expectNoViolations(page, "the empty state");
      });

      test("article page", async ({ page }) => {
        await open(page, `/articolo/${article.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
        await expect(page.getByRole("heading", { name: "Potrebbe interessarti anche" })).toBeVisible();
        await expectNoViolations(page, "an article");
      });

      test("an article that does not exist", async ({ page }) => {
        await open(page, "/articolo/00000000-0000-4000-8000-000000000000");
        await expect(page.getByRole("heading", { name: "Articolo non trovato" })).toBeVisible();
        await expectNoViolations(page, "a missing article");
      });

      test("contact page, blank and after a failed validation", async ({ page }) => {
        await open(page, "/contact");
        await expectNoViolations(page, "the contact form");
        const send = page.getByRole("button", { name: "Invia messaggio" });
        await expect(send).toBeEnabled();
        await page.getByLabel("Email").fill("non-una-email");
        await send.click();
        await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
        await expectNoViolations(page, "the contact form with its errors");
      });

      test("login page, blank and after a refused sign-in", async ({ page }) => {
        await open(page, "/login");
        await expectNoViolations(page, "the login page");
        await page.getByLabel("Email").fill("nessuno@rassegna.test");
        await page.getByLabel("Password").fill("password-sbagliata-davvero");
        await page.getByRole("button", { name: "Accedi" }).click();
        await expect(page.getByRole("alert")).toBeVisible();
        await expectNoViolations(page, "the login page with its error");
      });

      test("the information pages, the accessibility statement among them", async ({ page }) => {
        for (const { to, label } of INFO_PAGES) {
          await open(page, to);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoViolations(page, `the ${label} page`);
        }
      });

      test("the first Tab stop is \"Vai al contenuto\", shown when focused, and it leads past the header", async ({ page }) => {
        await open(page, "/");
        const skip = page.getByRole("link", { name: "Vai al contenuto" });
        await expect(skip).not.toBeInViewport();
        await page.keyboard.press("Tab");
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        const box = (await skip.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
        await page.keyboard.press("Enter");
        await expect(page.locator("main#contenuto")).toBeFocused();
        // The next Tab stop is inside the page's content, not the header's search or menu.
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
      });

      test("404 page", async ({ page }) => {
        await open(page, "/pagina-che-non-esiste");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
        await expectNoViolations(page, "the 404 page");
      });

      if (name === "phone") {
        test("the phone menu open", async ({ page }) => {
          await open(page, "/");
          await page.getByRole("button", { name: "Apri menu" }).click();
          await expect(page.locator("#menu-mobile")).toBeVisible();
          await expectNoViolations(page, "the home with the phone menu open");
        });
      }
    });

    test.describe("signed in, in the dashboard", () => {
      test.beforeAll(async () => {
        await admin.createFeed({ name: `Feed ${TAG} ${name}`, feed_url: feeds.url(`/${TAG}.rss`) });
        await admin.createAiConfig({ provider: "openai", api_key: "sk-a11y-0123456789abcdefghijklmnop", model_name: `a11y-${TAG}-${name}` });
        await admin.saveAdsense(ADS_ON);
        await admin.sendContactMessage({
          name: "Giulia Bianchi",
          email: "giulia.bianchi@example.it",
          subject: `Messaggio ${TAG} ${name}`,
          message: "Buongiorno,\nvi segnalo il feed di una testata locale.",
        });
      });
      test.afterAll(async () => {
        await admin.deleteMessagesWhere((message) => message.subject === `Messaggio ${TAG} ${name}`);
        await admin.deleteWhere((feed) => feed.name === `Feed ${TAG} ${name}`);
        await admin.deleteAiConfigsWhere((config) => config.model_name === `a11y-${TAG}-${name}`);
        await admin.resetAdsense();
      });
      test.beforeEach(async ({ page }) => {
        await acceptCookiesUpfront(page);
        await logIn(page);
      });

      // Every section of the sidebar, with this file's content where it stages some (dashboardSteps).
      for (const screen of dashboardScreens(dashboardSteps(name))) {
        test(`${screen.title}${screen.steps ? " with its content" : ""}`, async ({ page }) => {
          await openSection(page, screen);
          await screen.steps?.ready?.(page);
          await expectContent(page, screen, "accessibility.spec.ts, dashboardSteps");
          await expectNoViolations(page, screen.title);
          await screen.steps?.more?.(page);
        });
      }

      if (name === "phone") {
        test("the dashboard menu open", async ({ page }) => {
          await page.getByRole("button", { name: "Menu" }).click();
          await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
          await expectNoViolations(page, "the dashboard menu");
        });
      }
    });

    test.describe("with ads on and advertising consent", () => {
      test.beforeAll(async () => {
        await admin.saveAdsense(ADS_ON);
      });
      test.afterAll(async () => {
        await admin.resetAdsense();
      });
      test.beforeEach(async ({ page }) => {
        // No Google on the test network: the loader answers with an empty script, the units stay empty.
        await page.route("**/pagead2.googlesyndication.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
        await page.addInitScript((record) => localStorage.setItem("cookie_consent", record), consentRecord({ advertising: true }));
      });

      test("home and article with their ad slots", async ({ page }) => {
        await open(page, "/");
        await expect(page.locator('[data-ad-placement="home-top"]')).toBeVisible();
        await expectNoViolations(page, "the home with ads");
        await open(page, `/articolo/${article.id}`);
        await expect(page.locator('[data-ad-placement="article-middle"]')).toBeVisible();
        await expectNoViolations(page, "an article with ads");
      });
    });

    test("cookie banner, both views", async ({ page }) => {
      await open(page, "/");
      const banner = page.getByRole("dialog", { name: /cookie/i });
      await expect(banner.getByRole("button", { name: "Accetta Tutti" })).toBeVisible();
      await expectNoViolations(page, "the cookie banner");
      await banner.getByRole("button", { name: "Personalizza" }).click();
      await expect(banner.getByRole("heading", { name: "Gestione Preferenze Cookie" })).toBeVisible();
      await expectNoViolations(page, "the cookie preferences");
    });
  });
}
