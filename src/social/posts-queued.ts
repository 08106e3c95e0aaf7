import { createInProcessEvent } from "../platform/in-process-event.js";

/**
 * "Posts were queued": a publish in this process wakes this process's social
 * queue instead of leaving the posts to its next poll (15 s). A worker in
 * another process does not hear it and finds them by polling.
 */
const postsQueued = createInProcessEvent("social-posts-queued");

/** Calls `listener` whenever an article published in this process queued posts; returns the function that stops it. */
export function onSocialPostsQueued(listener: () => void): () => void {
  return postsQueued.listen(listener);
}

/** Tells this process that posts were queued. */
export function signalSocialPostsQueued(): void {
  postsQueued.signal();
}
