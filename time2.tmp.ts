import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, wrapPglite } from "./src/db/client.js";
import { migrateAndSeed } from "./src/db/migrate.js";
const dist = new URL("./node_modules/@electric-sql/pglite/dist/", import.meta.url);
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t)); t = n; };
const h = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
await migrateAndSeed(h);
const dump = await h.dump();
await h.close();
lap("template");
const wasm = await WebAssembly.compile(fs.readFileSync(new URL("pglite.wasm", dist)));
const bundle = new Blob([fs.readFileSync(new URL("pglite.data", dist))]);
lap("compile+bundle");
for (let i = 0; i < 3; i++) {
  const x = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  lap("restore plain");
  await x.close();
  const y = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS, pgliteWasmModule: wasm, fsBundle: bundle });
  lap("restore w/ wasm+bundle");
  await y.close();
  const z = await PGlite.create({ loadDataDir: dump, pgliteWasmModule: wasm, fsBundle: bundle });
  lap("restore w/ wasm+bundle no ext");
  await z.close();
}
fs.rmSync("/dev/shm/pgl-test", { recursive: true, force: true });
const d = await PGlite.create({ dataDir: "/dev/shm/pgl-test", loadDataDir: dump, extensions: PGLITE_EXTENSIONS, pgliteWasmModule: wasm, fsBundle: bundle });
await d.close();
lap("to disk");
for (let i = 0; i < 2; i++) {
  fs.rmSync("/dev/shm/pgl-copy", { recursive: true, force: true });
  fs.cpSync("/dev/shm/pgl-test", "/dev/shm/pgl-copy", { recursive: true });
  lap("cp");
  const e = await PGlite.create({ dataDir: "/dev/shm/pgl-copy", extensions: PGLITE_EXTENSIONS, pgliteWasmModule: wasm, fsBundle: bundle });
  lap("open disk copy");
  await e.query("select 1");
  await e.close();
  lap("close");
}
