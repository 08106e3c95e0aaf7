import type { TtlMap } from "./ttl-map.js";

/**
 * A set of keys with a time to live is a TtlMap of `true` (ttl-map.ts). This
 * name stays only while src/web/load-context.server.ts still types the missing
 * articles with it; once that file says TtlMap<true>, this file goes.
 */
export type ExpiringSet = TtlMap<true>;
