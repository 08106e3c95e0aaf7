import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test.describe("search box", () => {
  test("does nothing with a blank term", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("searchbox", { name: "Cerca notizie" }).first();
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
  });

  test("navigates with the trimmed term and clears itself", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("searchbox", { name: "Cerca notizie" }).first();
    await expect(box).toHaveAttribute("placeholder", "Cerca notizie...");
    await box.fill("  elezioni regionali  ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/\?search=elezioni(%20|\+)regionali$/);
    await expect(page.getByRole("heading", { name: "Risultati per «elezioni regionali»" })).toBeVisible();
    await expect(page.getByText("0 articoli trovati")).toBeVisible();
    await expect(box).toHaveValue("");
  });
});

test.describe("categories menu", () => {
  test("opens on hover at desktop width and links the 12 categories", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const tecnologia = page.getByRole("link", { name: "Tecnologia" });
    await expect(tecnologia).toBeHidden();
    await page.getByRole("button", { name: "Categorie" }).hover();
    await expect(tecnologia).toBeVisible();
    await expect(page.getByRole("list", { name: "Categorie" }).getByRole("link")).toHaveCount(12);
    await tecnologia.click();
    await expect(page).toHaveURL(/\/\?category=tecnologia$/);
    await expect(page.getByRole("heading", { name: "Notizie di Tecnologia" })).toBeVisible();
  });

  test("is a list in the mobile menu at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Categorie" })).toBeHidden();
    await page.getByRole("button", { name: "Apri menu" }).click();
    const menu = page.locator("#menu-mobile");
    await expect(menu.getByRole("link")).toHaveCount(12);
    await menu.getByRole("link", { name: "Viaggi" }).click();
    await expect(page).toHaveURL(/\/\?category=viaggi$/);
    await expect(page.getByRole("heading", { name: "Notizie di Viaggi" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test("an unknown page answers 404 with home, six categories and useful links", async ({ page }) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Torna alla homepage" })).toHaveAttribute("href", "/");
  for (const category of ["tecnologia", "politica", "economia", "sport", "salute", "scienza"]) {
    await expect(page.locator(`main a[href="/?category=${category}"]`)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Chi siamo" }).first()).toBeVisible();
});

test("the static pages render in Italian", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "Chi siamo"],
    ["/how-it-works", "Come funziona"],
    ["/privacy", /privacy/i],
    ["/terms", "Termini di servizio"],
    ["/cookie-policy", "Cookie Policy"],
    ["/accessibilita", "Dichiarazione di accessibilità"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  expect(await page.locator("html").getAttribute("lang")).toBe("it");
});
