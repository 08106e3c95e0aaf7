import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closedPort } from "../../tests/helpers/closed-port.js";
import { withDatabase } from "../../tests/helpers/global-setup.js";
import { openDatabase } from "../db/client.js";
import type { DatabaseHandle } from "../db/database.js";
import { sendNotice } from "../db/notices.js";
import { createDatabaseEvent, noticePayload } from "./database-event.js";
import { hearOtherInstances } from "./other-instances.js";

const templateUrl = inject("postgresTemplateUrl");
const listings = createDatabaseEvent("test-listings");
const settings = createDatabaseEvent("test-settings");

/** Resolves when `event`'s listeners are next called. */
const heard = (event: typeof listings) =>
  new Promise<void>((resolve) => {
    const stop = event.listen(() => {
      stop();
      resolve();
    });
  });

describe("hearing other instances with the database out of reach", () => {
  it("warns once for the outage, not once per retry", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const listener = hearOtherInstances(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, logger, { firstRetryMs: 5, maxRetryMs: 5 });
    try {
      // A refused connection fails at once: dozens of retries in this time.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await listener.close();
    }
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual(["lost the connection that hears other instances' changes: caches expire on their own until it is back"]);
  });
});

describe.runIf(templateUrl)("hearing other instances on PostgreSQL", () => {
  let admin: pg.Client;
  let url: string;
  let other: DatabaseHandle;
  const databaseName = `${new URL(templateUrl || "postgres://x/none").pathname.slice(1).replace("tpl", "t")}_instances_${randomBytes(3).toString("hex")}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    url = withDatabase(templateUrl, databaseName);
    other = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await other?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it("drops every cache when it starts hearing and each time it hears again, and hands on another instance's change", async () => {
    const started = Promise.all([heard(listings), heard(settings)]);
    const listener = hearOtherInstances(url, pino({ level: "silent" }), { firstRetryMs: 20 });
    try {
      await started;
      // Another instance's signal is a notice with another origin: sent raw, as that process would.
      const notice = heard(settings);
      await sendNotice(other.db, noticePayload("test-settings", "another-instance"));
      await notice;

      const again = Promise.all([heard(listings), heard(settings)]);
      const { rows } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'rassegna-notices'", [databaseName]);
      expect(rows).toHaveLength(1);
      await again;
    } finally {
      await listener.close();
    }
  });
});
