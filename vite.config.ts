import { createHash } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * Modules every public page needs, bundled as one chunk in the client build.
 * Left to itself the bundler splits them into ~15 small shared chunks, and a
 * phone on a slow network waits for each preload in turn before the first
 * frame (Lighthouse performance 94 → see docs/performance.md).
 */
const PUBLIC_SITE_MODULES =
  /src[\\/](web[\\/](components[\\/](?!dashboard|toaster|ui[\\/])|lib[\\/](api-request|cookie-consent|theme|offline)|features[\\/](home|ad-slots|auth)[\\/])|shared[\\/](dates|constants|labels|articles|ads-constants)\.ts)|node_modules[\\/](lucide-react|date-fns|isbot)[\\/]/;

/**
 * The service worker (src/web/service-worker/sw.ts) as /sw.js at the root of the client build, so its
 * scope is the whole site. Its build version is a digest of the bundle's file names: a new build is a
 * new worker, which the browser installs (docs/decisions.md#dark-theme-and-installable-site).
 */
function serviceWorker(): Plugin {
  return {
    name: "rassegna-service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 16);
      const result = await build({
        entryPoints: ["src/web/service-worker/sw.ts"],
        bundle: true,
        write: false,
        minify: true,
        format: "iife",
        target: "es2022",
        define: { __BUILD_VERSION__: JSON.stringify(version) },
        logLevel: "warning",
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: result.outputFiles[0]!.text });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    !isSsrBuild && serviceWorker(),
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
