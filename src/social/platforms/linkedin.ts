import type { PlatformClient, SendResult } from "./platform-client.js";
import { field, httpFailure, isFailure, type PlatformHttp, postToPlatform } from "./platform-http.js";
import { POST_LIMITS } from "./post-limits.js";

/**
 * The Marketing API version we ask for (LinkedIn-Version, YYYYMM). LinkedIn
 * supports each version for at least a year: move it forward yearly
 * (https://learn.microsoft.com/linkedin/marketing/versioning).
 */
export const LINKEDIN_VERSION = "202605";

/**
 * LinkedIn article post, as the Posts API documents it
 * (https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api,
 * "Article Post"): POST {base}/rest/posts with Authorization: Bearer,
 * LinkedIn-Version and X-Restli-Protocol-Version: 2.0.0, JSON {author,
 * commentary, visibility, distribution, content.article {source, title},
 * lifecycleState, isReshareDisabledByAuthor}; the answer is 201 with the new
 * post's URN in the x-restli-id header, an error {message, status, serviceErrorCode}.
 */
export function createLinkedInClient(baseUrl: string, http: PlatformHttp): PlatformClient {
  return {
    platform: "linkedin",
    maxLength: POST_LIMITS.linkedin.maxLength,
    requires: ["author_urn"],
    async send(credentials, post): Promise<SendResult> {
      const secret = credentials.access_token;
      const answer = await postToPlatform(http, {
        url: `${baseUrl}/rest/posts`,
        headers: {
          authorization: `Bearer ${secret}`,
          "content-type": "application/json",
          "linkedin-version": LINKEDIN_VERSION,
          "x-restli-protocol-version": "2.0.0",
        },
        body: JSON.stringify({
          author: credentials.author_urn,
          commentary: escapeLittleText(post.text),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          content: { article: { source: post.link, title: post.title } },
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        }),
        secret,
      });
      if (isFailure(answer)) return answer;
      const urn = answer.headers.get("x-restli-id");
      if (answer.status >= 200 && answer.status < 300 && urn) {
        return { ok: true, status: answer.status, remoteId: urn, response: answer.response || urn };
      }
      const message = field(answer.json, "message");
      return httpFailure(http, answer, typeof message === "string" ? message : "unexpected answer from the Posts API", secret);
    },
  };
}

/**
 * Commentary is "little" text: its reserved characters must be escaped or
 * LinkedIn cuts the post at the first one
 * (https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format).
 * URLs stay as they are, so they still link; "#parola" stays a hashtag.
 */
export function escapeLittleText(text: string): string {
  return text
    .split(/(https?:\/\/\S+)/u)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\\|{}@[\]()<>*_~]|#(?![\p{L}\p{N}])/gu, (char) => `\\${char}`)))
    .join("");
}
