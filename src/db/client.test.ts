import { inspect } from "node:util";
import { describe, expect, it, inject } from "vitest";
import { openDatabase } from "./client.js";
import { migrateAndSeed } from "./migrate.js";

const PASSWORD = "s3cret-Passw0rd";

/** Everything start-up would print or log about the failure (main prints the stack). */
async function startupFailure(databaseUrl: string): Promise<string> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const error = await migrateAndSeed(handle).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof Error)) throw new Error("expected start-up to fail");
    return `${error.stack}\n${inspect(error, { depth: 5 })}`;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

describe("a PostgreSQL connection failure at start-up", () => {
  const server = inject("postgresTemplateUrl");
  const live = server ? new URL(server) : undefined;

  it.each([
    ["a refused port", `postgres://rassegna:${PASSWORD}@127.0.0.1:1/news`, /ECONNREFUSED/],
    ["an unknown host", `postgres://rassegna:${PASSWORD}@db.rassegna.invalid/news`, /ENOTFOUND|EAI_AGAIN/],
  ])("never shows the URL's password: %s", async (_case, url, cause) => {
    const printed = await startupFailure(url);
    expect(printed).toMatch(cause);
    expect(printed).not.toContain(PASSWORD);
  });

  it.runIf(live)("never shows the URL's password: a role the server does not know", async () => {
    const printed = await startupFailure(`postgres://nobody_here:${PASSWORD}@${live!.host}/news`);
    expect(printed).toMatch(/nobody_here/);
    expect(printed).not.toContain(PASSWORD);
  });
});
