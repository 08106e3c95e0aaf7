import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { DASHBOARD_SECTIONS } from "../shared/labels";

export default [
  index("routes/home.tsx"),
  route("articolo/:id", "routes/article.tsx"),
  route("storia/:id", "routes/story.tsx"),
  route("tag/:slug", "routes/tag.tsx"),
  route("fonte/:slug", "routes/publisher.tsx"),
  route("login", "routes/login.tsx"),
  route("contact", "routes/pages/contact.tsx"),
  route("about", "routes/pages/about.tsx"),
  route("how-it-works", "routes/pages/how-it-works.tsx"),
  route("privacy", "routes/pages/privacy.tsx"),
  route("terms", "routes/pages/terms.tsx"),
  route("cookie-policy", "routes/pages/cookie-policy.tsx"),
  route("accessibilita", "routes/pages/accessibility.tsx"),
  // The daily edition: today's latest, a day's latest, or one edition (docs/product.md#edizione); the two link pages first.
  route("edizione/conferma", "routes/edition-confirm.tsx"),
  route("edizione/disiscrizione", "routes/edition-unsubscribe.tsx"),
  route("edizione/:day?/:slot?", "routes/edition.tsx"),
  route("offline", "routes/pages/offline.tsx"),
  ...prefix("dashboard", [
    layout("routes/dashboard/layout.tsx", [
      index("routes/dashboard/index.tsx"),
      // One route per section, its module named after its path (docs/architecture.md, "Adding a dashboard screen").
      ...DASHBOARD_SECTIONS.map((section) => route(section.path, `routes/dashboard/${section.path}.tsx`)),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
