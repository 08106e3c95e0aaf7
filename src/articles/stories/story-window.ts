/**
 * Articles further apart than this are never one story. A module of its own:
 * the hourly retry job reads it at start-up, and story-match.ts would bring
 * the Italian lexicons and name lists with it (docs/performance.md, idle memory).
 */
export const STORY_WINDOW_MS = 48 * 3_600_000;
