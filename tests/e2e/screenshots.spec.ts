import { expect, logIn, test } from "./fixtures";

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
      await page.getByRole("button", { name: "Categorie" }).hover();
      await expect(page.getByRole("link", { name: "Tecnologia" })).toBeVisible();
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
