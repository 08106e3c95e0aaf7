/**
 * The React Router CLI (`react-router build`, `react-router typegen`...)
 * without one upstream warning: @react-router/dev 7 passes Vite the
 * `envFile: false` option that Vite 8.1 deprecated, so every command printed
 * "The `envFile` option is deprecated, please use `envDir: false` instead."
 * several times (remix-run/react-router#15229, fixed only in React Router 8,
 * which needs Node 22). Remove this wrapper with the move to React Router 8.
 */
import { createRequire } from "node:module";
import path from "node:path";

const UPSTREAM_WARNING = "The `envFile` option is deprecated";
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(UPSTREAM_WARNING)) return;
  warn(...args);
};

const require = createRequire(import.meta.url);
// bin.js reads its command from process.argv, as when run as `react-router <command>`.
require(path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js"));
