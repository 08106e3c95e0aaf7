import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("articolo/:id", "routes/article.tsx"),
  route("login", "routes/login.tsx"),
  route("contact", "routes/pages/contact.tsx"),
  route("about", "routes/pages/about.tsx"),
  route("how-it-works", "routes/pages/how-it-works.tsx"),
  route("privacy", "routes/pages/privacy.tsx"),
  route("terms", "routes/pages/terms.tsx"),
  route("cookie-policy", "routes/pages/cookie-policy.tsx"),
  ...prefix("dashboard", [
    layout("routes/dashboard/layout.tsx", [
      index("routes/dashboard/index.tsx"),
      route("feeds", "routes/dashboard/feeds.tsx"),
      route("articles", "routes/dashboard/articles.tsx"),
      route("statistics", "routes/dashboard/statistics.tsx"),
      route("diagnostics", "routes/dashboard/diagnostics.tsx"),
      route("storage", "routes/dashboard/storage.tsx"),
      route("ai", "routes/dashboard/ai.tsx"),
      route("adsense", "routes/dashboard/adsense.tsx"),
      route("messages", "routes/dashboard/messages.tsx"),
      route("automation", "routes/dashboard/automation.tsx"),
      route("social", "routes/dashboard/social.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
