/**
 * The React Router CLI (`react-router build`, `react-router typegen`...)
 * without an upstream deprecation warning (see quiet-vite-warning.mjs).
 */
import "./quiet-vite-warning.mjs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// bin.js reads its command from process.argv, as when run as `react-router <command>`.
require(path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js"));
