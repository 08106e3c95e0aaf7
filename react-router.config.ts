import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviours, declined for now (React Router 8 needs Node 22): saying so
  // explicitly keeps builds from printing a "Future Flag Warning" for each. See docs/decisions.md.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
