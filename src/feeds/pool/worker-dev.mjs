/**
 * The worker entry when the server runs from TypeScript (tsx, Vitest): a
 * worker thread cannot load a .ts file without a loader, and Vitest's own
 * loader does not reach worker threads, so this one registers tsx first.
 */
import { register } from "tsx/esm/api";

register();
const { default: runFeedTask } = await import("./worker.ts");

export default runFeedTask;
