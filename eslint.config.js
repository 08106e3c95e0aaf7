import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const src = (...parts) => path.join("src", ...parts);
const dirsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The floors of src (docs/decisions/007-floors.md), bottom to top; each imports only the floors below it.
// shared/ is loaded by the browser too and imports nothing else of src.
// The bottom floor: server-only plumbing, the database and the guarded outgoing HTTP.
const BOTTOM = ["db", "net", "platform"];
// The Italian text toolkit, below the analyzer and the stories that both use it.
const TOOLKITS = ["italian"];
// The capabilities, each above the ones before it: a capability imports only those listed before it, so no two
// import each other. The Diagnostica capability is on top: it reads every other one.
const CAPABILITIES = ["automation", "auth", "contact", "consent", "ads", "articles", "statistics", "seo", "social", "ai", "feeds", "pictures", "mail", "edition", "diagnostics"];
// The shells that run the capabilities: the API server, the web app, the worker, the CLI and main.ts that starts them.
const SHELLS = ["server", "web", "worker", "cli"];
const DOMAIN = [...BOTTOM, ...TOOLKITS, ...CAPABILITIES];
const unplaced = dirsIn("src").filter((name) => name !== "shared" && !DOMAIN.includes(name) && !SHELLS.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place src/${unplaced.join(", src/")} on a floor (BOTTOM, TOOLKITS, CAPABILITIES or SHELLS)`);
const FEATURES = dirsIn(src("web", "features"));

/** Import boundaries (docs/architecture.md, "Boundaries"); type imports count too. */
const boundaryZones = [
  {
    target: DOMAIN.map((name) => src(name)),
    from: [...SHELLS.map((name) => src(name)), src("main.ts")],
    message: "Domain code never imports the server, the web app, the worker or the CLI: they call it, not the other way round.",
  },
  {
    target: BOTTOM.map((name) => src(name)),
    from: "src",
    except: [...BOTTOM, "shared"].map((name) => `./${name}`),
    message: "db/, net/ and platform/ are the bottom floor: they import only shared/ (and each other).",
  },
  {
    target: TOOLKITS.map((name) => src(name)),
    from: "src",
    except: [...TOOLKITS, "platform", "shared"].map((name) => `./${name}`),
    message: "italian/ is a toolkit below the capabilities: it imports only platform/ and shared/.",
  },
  // Source files only: a test may drive a whole walk through higher floors (a feed parsed, enriched, grouped).
  ...CAPABILITIES.slice(0, -1).map((name, floor) => ({
    target: src(name, "**", "!(*.test).{ts,tsx}"),
    from: CAPABILITIES.slice(floor + 1).map((above) => src(above)),
    message: `${name}/ is below ${CAPABILITIES.slice(floor + 1).join(", ")} (eslint.config.js, CAPABILITIES): it never imports them; pass what it needs down, or move the use case up.`,
  })),
  {
    target: src("shared"),
    from: "src",
    except: ["./shared"],
    message: "src/shared is used by both the server and the browser: it imports nothing else from src.",
  },
  {
    // Anything but *.server.ts(x) files (and their tests) may end up in the browser bundle.
    target: src("web", "**", "!(*.server|*.server.test).{ts,tsx}"),
    from: "src",
    except: ["./web", "./shared"],
    message:
      "Web code outside *.server.ts imports only src/web and src/shared: move the type to src/shared, or the call into a *.server.ts loader.",
  },
  {
    target: src("web"),
    from: [src("server"), src("worker"), src("cli"), src("main.ts")],
    message: "The web app never imports the server, the worker or the CLI.",
  },
  ...FEATURES.map((feature) => ({
    target: src("web", "features", feature),
    from: src("web", "features"),
    except: [`./${feature}`],
    message: "A feature never imports another feature: share through web/components or web/lib, or let the route pass it as a prop.",
  })),
  {
    target: [src("web", "components"), src("web", "lib")],
    from: src("web", "features"),
    message: "web/components and web/lib are below the features: they import no feature.",
  },
  {
    target: [src("web", "components"), src("web", "lib"), src("web", "features")],
    from: src("web", "routes"),
    message: "Routes compose components and features; nothing imports a route.",
  },
  {
    target: src("server"),
    from: [src("web"), src("worker"), src("cli"), src("main.ts")],
    message: "The server imports domain code and shared/, not the web app (it loads its build), the worker or the CLI.",
  },
  {
    target: src("worker"),
    from: [src("server"), src("web"), src("cli"), src("main.ts")],
    message: "The worker imports domain code and shared/, not the server, the web app or the CLI.",
  },
  {
    target: src("cli"),
    from: [src("server"), src("web"), src("worker"), src("main.ts")],
    message: "The CLI imports domain code and shared/, not the server, the web app or the worker.",
  },
];

const OUTGOING_HTTP = "Outgoing HTTP goes through src/net (guarded-agent, guarded-fetch): the SSRF guard checks every hop.";
const PROCESS_ENV = { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read configuration through src/platform/config.ts." };
// An Intl formatter reads megabytes of ICU data when it is built (docs/performance.md, idle memory).
const MODULE_LEVEL_INTL = {
  selector:
    ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl']",
  message: "Build Intl formatters on first use in server-side code: one made at import holds megabytes of ICU data in an idle server.",
};

export default tseslint.config(
  { ignores: ["build/", "data/", "data-demo/", ".react-router/", "node_modules/", "scratch/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", PROCESS_ENV],
    },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test, so no cycle can pass through one: skipping them halves no-cycle's time.
    files: ["src/**/*.test.ts"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    // Outgoing HTTP from the server side goes through src/net, which checks every hop against the SSRF guard.
    files: ["src/**/*.ts"],
    ignores: ["src/net/**", "src/web/**", "src/**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: OUTGOING_HTTP }],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "undici", allowTypeImports: true, message: OUTGOING_HTTP },
            ...["node:http", "node:https", "http", "https"].map((name) => ({
              name,
              importNames: ["request", "get", "Agent", "globalAgent"],
              message: OUTGOING_HTTP,
            })),
          ],
        },
      ],
    },
  },
  {
    // Code the server imports at start (everything of src/ but the web app and tests).
    files: ["src/**/*.ts"],
    ignores: ["src/web/**", "src/**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", PROCESS_ENV, MODULE_LEVEL_INTL] },
  },
  {
    files: ["src/web/**/*.tsx", "src/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The configuration module, the test harness and tooling may read the environment.
    files: ["src/platform/config.ts", "tests/**", "scripts/**", "*.config.ts", "*.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
