import type { PlatformClient, SendFailure, SendResult } from "./platform-client.js";
import { field, httpFailure, isFailure, type PlatformHttp, postToPlatform } from "./platform-http.js";
import { POST_LIMITS } from "./post-limits.js";

/** The Graph API version we call; Meta keeps each version for about two years. */
export const GRAPH_API_VERSION = "v21.0";

/** Graph error codes for throttling (https://developers.facebook.com/docs/graph-api/overview/rate-limiting): they come as 4xx yet pass. */
const THROTTLING_CODES = new Set([4, 17, 32, 613]);

/**
 * Facebook Page post, as https://developers.facebook.com/docs/pages-api/posts
 * (and /docs/graph-api/reference/page/feed#publish) documents it: POST
 * {base}/v21.0/{page_id}/feed with the fields message, link and access_token
 * (the Page access token, the parameter the Pages API getting-started page
 * uses), form-encoded; the answer is {id: "pageid_postid"}, an error
 * {error: {message, type, code, is_transient}} (/docs/graph-api/guides/error-handling).
 */
export function createFacebookClient(baseUrl: string, http: PlatformHttp): PlatformClient {
  return {
    platform: "facebook",
    maxLength: POST_LIMITS.facebook.maxLength,
    requires: ["page_id"],
    async send(credentials, post): Promise<SendResult> {
      const secret = credentials.access_token;
      const answer = await postToPlatform(http, {
        url: `${baseUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(credentials.page_id)}/feed`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ message: post.text, link: post.link, access_token: secret }).toString(),
        secret,
      });
      if (isFailure(answer)) return answer;
      const id = field(answer.json, "id");
      if (answer.status >= 200 && answer.status < 300 && typeof id === "string") {
        return { ok: true, status: answer.status, remoteId: id, response: answer.response };
      }
      const message = field(answer.json, "error", "message");
      const code = field(answer.json, "error", "code");
      const failure: SendFailure = httpFailure(http, answer, typeof message === "string" ? message : "unexpected answer from the Graph API", secret);
      // Throttling and transient errors come with a 4xx status, yet a later try succeeds.
      const transient = field(answer.json, "error", "is_transient") === true || (typeof code === "number" && THROTTLING_CODES.has(code));
      return transient ? { ...failure, retryable: true } : failure;
    },
  };
}
