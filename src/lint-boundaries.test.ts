import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import boundaries of docs/architecture.md are rules of eslint.config.js: each case lints a
// snippet as if it were a file at that path in the tree, with the project's own configuration.
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

describe("import boundaries (eslint.config.js)", () => {
  it.each([
    {
      name: "domain code imports the server (a type import counts too)",
      file: "src/feeds/probe.ts",
      code: 'import type { ServerDeps } from "../server/context.js";\nexport type Probe = ServerDeps;\n',
      message: "Domain code never imports the server",
    },
    {
      name: "domain code imports the web app",
      file: "src/articles/probe.ts",
      code: 'import type { ArticleAds } from "../web/features/article-page/components/article-view";\nexport type Probe = ArticleAds;\n',
      message: "Domain code never imports the server",
    },
    {
      name: "the bottom layer imports a capability",
      file: "src/platform/probe.ts",
      code: 'import type { Admission } from "../auth/login-throttle.js";\nexport type Probe = Admission;\n',
      message: "db/, net/ and platform/ are the bottom floor",
    },
    {
      name: "the bottom floor imports the Italian toolkit",
      file: "src/platform/probe.ts",
      code: 'export { tokenize } from "../italian/tokenize.js";\n',
      message: "db/, net/ and platform/ are the bottom floor",
    },
    {
      name: "the Italian toolkit imports the analyzer",
      file: "src/italian/probe.ts",
      code: 'export { analyzeArticleLocally } from "../ai/local/analyze-article.js";\n',
      message: "italian/ is a toolkit below the capabilities",
    },
    {
      name: "a capability imports one above it (articles imports the AI)",
      file: "src/articles/probe.ts",
      code: 'export { recordAdminCorrection } from "../ai/learning/record-training-example.js";\n',
      message: "articles/ is below statistics, seo, social, ai",
    },
    {
      name: "the settings import the articles they are applied to",
      file: "src/automation/probe.ts",
      code: 'export { cleanupOldArticles } from "../articles/cleanup-old-articles.js";\n',
      message: "automation/ is below",
    },
    {
      name: "a capability imports Diagnostica, on top of them",
      file: "src/feeds/probe.ts",
      code: 'export { listErrors } from "../diagnostics/errors/list-errors.js";\n',
      message: "feeds/ is below pictures, mail, edition, diagnostics",
    },
    {
      name: "shared imports other code of src",
      file: "src/shared/probe.ts",
      code: 'import type { Config } from "../platform/config.js";\nexport type Probe = Config;\n',
      message: "src/shared is used by both the server and the browser",
    },
    {
      name: "browser-side web code imports a domain type",
      file: "src/web/features/feeds/probe.ts",
      code: 'import type { Database } from "../../../db/database.js";\nexport type Probe = Database;\n',
      message: "Web code outside *.server.ts imports only src/web and src/shared",
    },
    {
      name: "a feature imports another feature",
      file: "src/web/features/article-page/probe.tsx",
      code: 'export { AdSlot } from "../ad-slots/ad-slot";\n',
      message: "A feature never imports another feature",
    },
    {
      name: "a component imports a feature",
      file: "src/web/components/probe.ts",
      code: 'export { homeMeta } from "../features/home/home-meta";\n',
      message: "web/components and web/lib are below the features",
    },
    {
      name: "web/lib imports a feature",
      file: "src/web/lib/probe.ts",
      code: 'export { homeMeta } from "../features/home/home-meta";\n',
      message: "web/components and web/lib are below the features",
    },
    {
      name: "the server imports the worker",
      file: "src/server/probe.ts",
      code: 'import type { workerJobs } from "../worker/jobs.js";\nexport type Probe = typeof workerJobs;\n',
      message: "The server imports domain code and shared/",
    },
  ])("rejects: $name", async ({ file, code, message }) => {
    const messages = await lint(file, code);
    expect(messages).toContainEqual({ rule: "import-x/no-restricted-paths", message: expect.stringContaining(message) });
  });

  it("rejects an import cycle", async () => {
    // shared/dates.ts imports TIME_ZONE from shared/constants.ts: constants importing dates closes the loop.
    const messages = await lint("src/shared/constants.ts", 'import "./dates.js";\n');
    expect(messages).toContainEqual({ rule: "import-x/no-cycle", message: expect.stringContaining("Dependency cycle") });
  });

  it.each([
    { name: "an unguarded HTTP client", code: 'import { request } from "undici";\nexport const probe = request;\n', rule: "@typescript-eslint/no-restricted-imports" },
    { name: "the global fetch", code: 'export const probe = () => fetch("https://example.com");\n', rule: "no-restricted-globals" },
  ])("rejects $name in domain code: outgoing HTTP goes through src/net", async ({ code, rule }) => {
    const messages = await lint("src/feeds/probe.ts", code);
    expect(messages).toContainEqual({ rule, message: expect.stringContaining("Outgoing HTTP goes through src/net") });
  });

  it("rejects an Intl formatter built at import in server-side code, and allows one built on first use", async () => {
    const atImport = await lint("src/mail/probe.ts", 'const integer = new Intl.NumberFormat("it-IT");\nexport const probe = (n: number) => integer.format(n);\n');
    expect(atImport).toContainEqual({ rule: "no-restricted-syntax", message: expect.stringContaining("Build Intl formatters on first use") });
    const exported = await lint("src/shared/probe.ts", 'export const integer = new Intl.NumberFormat("it-IT");\n');
    expect(exported).toContainEqual({ rule: "no-restricted-syntax", message: expect.stringContaining("Build Intl formatters on first use") });
    const onFirstUse = 'let integer: Intl.NumberFormat | undefined;\nexport const probe = (n: number) => (integer ??= new Intl.NumberFormat("it-IT")).format(n);\n';
    expect(await lint("src/mail/probe.ts", onFirstUse)).toEqual([]);
  });

  it.each([
    {
      name: "a feature uses shared, web/lib and web/components",
      file: "src/web/features/feeds/probe.tsx",
      code: [
        'import type { FeedView } from "../../../shared/feeds";',
        'import { readCookieConsent } from "../../lib/cookie-consent";',
        'import { NotFound } from "../../components/not-found";',
        "export type Probe = FeedView;",
        "export { readCookieConsent, NotFound };",
        "",
      ].join("\n"),
    },
    {
      name: "a *.server.ts loader reads the database",
      file: "src/web/routes/probe.server.ts",
      code: 'import type { Database } from "../../db/database.js";\nexport type Probe = Database;\n',
    },
    {
      name: "a capability uses one below it, the toolkit and the bottom floor",
      file: "src/ai/probe.ts",
      code: [
        'export { claimPendingArticles } from "../articles/lifecycle/index.js";',
        'export { tokenize } from "../italian/tokenize.js";',
        'export { mapLimit } from "../platform/map-limit.js";',
        "",
      ].join("\n"),
    },
    {
      name: "a test drives a walk through a higher floor",
      file: "src/social/probe.test.ts",
      code: 'export { processPendingArticles } from "../ai/process-articles.js";\n',
    },
    {
      name: "domain code uses the guarded fetch and a type of undici",
      file: "src/ai/probe.ts",
      code: 'import type { Dispatcher } from "undici";\nexport { createGuardedFetch } from "../net/guarded-fetch.js";\nexport type Probe = Dispatcher;\n',
    },
  ])("allows: $name", async ({ file, code }) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
