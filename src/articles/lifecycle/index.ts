/**
 * An article's life from import to publication, in one place: its statuses,
 * the publishing rule, and every change of status (claim, release, publish,
 * fail). src/ai asks providers and decides; it calls these to change state.
 */
export { type ProcessingStatus } from "./statuses.js";
export { isPublished, isPublishedAs, PUBLISHED_STATE } from "./is-published.js";
export { claimArticle, claimPendingArticles, renewClaimsOf, PROCESSING_LEASE_MS, type ClaimedArticle, type ClaimOptions, type SingleClaim } from "./claim.js";
export { releaseAllClaims, releaseClaim, releaseClaimsOf, returnToQueue } from "./release.js";
export { publishEnrichment, type ArticleStory } from "./publish.js";
export { failEnrichment } from "./fail.js";
export { onArticlesWaiting, signalArticlesWaiting } from "./articles-waiting.js";
export { storeTranslation } from "./translate.js";
