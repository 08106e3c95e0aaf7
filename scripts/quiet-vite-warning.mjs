/**
 * Drops one upstream warning from the console: @react-router/dev 7 passes
 * Vite the `envFile: false` option that Vite 8.1 deprecated, so every build,
 * typegen and dev start printed "The `envFile` option is deprecated, please
 * use `envDir: false` instead." several times (remix-run/react-router#15229,
 * fixed only in React Router 8, which needs Node 22). Loaded by
 * scripts/react-router.mjs and, with `--import`, by `npm run dev`. Remove it
 * with the move to React Router 8.
 */
const UPSTREAM_WARNING = "The `envFile` option is deprecated";
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(UPSTREAM_WARNING)) return;
  warn(...args);
};
