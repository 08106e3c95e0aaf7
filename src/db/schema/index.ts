export * from "./ai.js";
export * from "./articles.js";
export * from "./auth.js";
export * from "./feeds.js";
export * from "./ops.js";
export * from "./site.js";
export * from "./jobs.js";
export * from "./view-rollups.js";
