import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    pool: "forks",
    // Test files share their worker's module cache instead of loading Fastify, Drizzle, PGlite and the
    // app again for each of them: about half the suite's CPU time. So a test file must leave no state
    // behind in a module it did not create (docs/testing.md).
    isolate: false,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which
    // then sits idle while process tests wait for their servers. Two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
