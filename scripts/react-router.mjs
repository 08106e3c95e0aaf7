/**
 * The React Router CLI (`react-router build`, `react-router typegen`...)
 * without one upstream warning, and (loaded with `--import` by `npm run dev`)
 * the same silence for the dev server.
 *
 * The warning: @react-router/dev 7 passes Vite the `envFile: false` option
 * that Vite 8.1 deprecated, so every build, typegen and dev start printed
 * "The `envFile` option is deprecated, please use `envDir: false` instead."
 * several times (remix-run/react-router#15229, fixed only in React Router 8,
 * which needs Node 22). Remove this file with the move to React Router 8.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const UPSTREAM_WARNING = "The `envFile` option is deprecated";
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(UPSTREAM_WARNING)) return;
  warn(...args);
};

// Run as a program (not imported by `npm run dev`): the CLI reads its command from process.argv.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  require(path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js"));
}
