import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules every public page needs, bundled as one chunk in the client build.
 * Left to itself the bundler splits them into ~15 small shared chunks, and a
 * phone on a slow network waits for each preload in turn before the first
 * frame (Lighthouse performance 94 → see docs/performance.md).
 */
const PUBLIC_SITE_MODULES =
  /src[\\/](web[\\/](components[\\/](?!dashboard|toaster)|lib[\\/](api-request|cookie-consent)|features[\\/](home|ads|auth)[\\/])|shared[\\/](dates|constants|labels|articles|ads-constants)\.ts)|node_modules[\\/](lucide-react|date-fns|isbot)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "site", test: PUBLIC_SITE_MODULES }],
            },
          },
        },
      },
}));
