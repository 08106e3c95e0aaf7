import os from "node:os";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { systemHealthMetrics } from "../db/schema/index.js";
import { createFetcher } from "../feeds/fetch/fetcher.js";
import { createHealthCollector } from "../ops/health/collector.js";
import { machineProbes } from "../ops/health/probes.js";
import { workerJobs } from "./jobs.js";

const testDb = useTestDatabase();

describe("the worker's health job", () => {
  it("runs every minute and, in a worker without HTTP, stores a reading that says so", async () => {
    const fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: false });
    try {
      const health = createHealthCollector({ db: testDb.db, probes: machineProbes({ db: testDb.db, dataDir: os.tmpdir() }) });
      const jobs = workerJobs({ db: testDb.db, fetcher }, pino({ level: "silent" }), { embeddedDatabase: false, health });
      const job = jobs.find((candidate) => candidate.name === "system-health")!;
      expect(job.everyMs).toBe(60_000);
      await job.run();
      const [reading] = await testDb.db.select().from(systemHealthMetrics);
      expect(reading).toMatchObject({ scope: "no_http", active_connections: null, api_response_time: null });
      expect(reading!.memory_usage).toBeGreaterThan(0);
    } finally {
      await fetcher.close();
    }
  });
});
