import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * Modules every public page needs, bundled as one chunk in the client build.
 * Left to itself the bundler splits them into ~15 small shared chunks, and a
 * phone on a slow network waits for each preload in turn before the first
 * frame (Lighthouse performance 94 → see docs/performance.md).
 */
const PUBLIC_SITE_MODULES =
  /src[\\/](web[\\/](components[\\/](?!dashboard|toaster|ui[\\/])|lib[\\/](api-request|cookie-consent)|features[\\/](home|ad-slots|auth)[\\/])|shared[\\/](dates|constants|labels|articles|ads-constants)\.ts)|node_modules[\\/](lucide-react|date-fns|isbot)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies written once at build time, served by @fastify/static (preCompressed):
    // compressing a 200 KB script on every request held the server to ~170 scripts a second.
    !isSsrBuild && compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|svg|json|txt|xml|html)$/, threshold: 1024, skipIfLargerOrEqual: true, logLevel: "silent" }),
  ],
  // The server build imports these packages' used parts only, not their indexes: every icon
  // of lucide-react (~1,600 modules) and every Radix primitive otherwise load with the first page.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
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
