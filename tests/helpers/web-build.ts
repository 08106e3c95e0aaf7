import { type ServerBuild, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps } from "react-router";
import * as entry from "../../src/web/entry.server.js";
import * as root from "../../src/web/root.js";
import * as article from "../../src/web/routes/article.js";
import * as home from "../../src/web/routes/home.js";
import * as publisher from "../../src/web/routes/publisher.js";
import * as tag from "../../src/web/routes/tag.js";

/**
 * The module as the build hands it to React Router: its component and error
 * boundary wrapped to receive loaderData and params as props, as the Vite
 * plugin wraps them (without it a page renders with no data).
 */
function withRouteProps(module: object): object {
  const route = module as { default?: Parameters<typeof UNSAFE_withComponentProps>[0]; ErrorBoundary?: Parameters<typeof UNSAFE_withErrorBoundaryProps>[0] };
  return {
    ...module,
    ...(route.default ? { default: UNSAFE_withComponentProps(route.default) } : {}),
    ...(route.ErrorBoundary ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(route.ErrorBoundary) } : {}),
  };
}

/** A route as the build's server manifest and its browser manifest both list it. */
function route(id: string, options: { parentId?: string; path?: string; index?: boolean }, module: object) {
  const place = { id, parentId: options.parentId, path: options.path, index: options.index, caseSensitive: undefined };
  const listed = {
    ...place,
    hasAction: "action" in module,
    hasLoader: "loader" in module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: "ErrorBoundary" in module,
    module: `/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    imports: [],
    css: [],
  };
  return { server: { ...place, module: withRouteProps(module) }, listed };
}

/**
 * The web app's root, home, article, topic and publisher routes over its real server entry,
 * listed as `npm run build` lists them, for webRoutes' `build`: tests render
 * real pages through the server without building. The root's document frame
 * stays out: its stylesheet has a URL only in a real build.
 */
export function webAppBuild(): ServerBuild {
  const routes = [
    route("root", { path: "" }, { ...root, Layout: undefined }),
    route("routes/home", { parentId: "root", index: true }, home),
    route("routes/article", { parentId: "root", path: "articolo/:id" }, article),
    route("routes/tag", { parentId: "root", path: "tag/:slug" }, tag),
    route("routes/publisher", { parentId: "root", path: "fonte/:slug" }, publisher),
  ];
  return {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map(({ server }) => [server.id, server])),
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: Object.fromEntries(routes.map(({ listed }) => [listed.id, listed])),
      url: "/manifest.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    // As react-router.config.ts declines them.
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
