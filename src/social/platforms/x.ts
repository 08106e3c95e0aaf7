import type { PlatformClient, SendResult } from "./platform-client.js";
import { field, httpFailure, isFailure, type PlatformHttp, postToPlatform } from "./platform-http.js";
import { POST_LIMITS } from "./post-limits.js";

/**
 * X API v2 create post, as https://docs.x.com/x-api/posts/create-post
 * documents it: POST {base}/2/tweets, `Authorization: Bearer` with an OAuth
 * 2.0 user-context token (Authorization Code with PKCE, scope tweet.write),
 * JSON {text}; the answer is 201 {data: {id, text}}, an error a problem
 * document {title, detail, type, status} or {errors: [{message}]}. A 429
 * says when the window resets in x-rate-limit-reset (epoch seconds,
 * https://docs.x.com/x-api/fundamentals/rate-limits).
 */
export function createXClient(baseUrl: string, http: PlatformHttp): PlatformClient {
  return {
    platform: "twitter",
    maxLength: POST_LIMITS.twitter.maxLength,
    requires: [],
    async send(credentials, post): Promise<SendResult> {
      const secret = credentials.access_token;
      const answer = await postToPlatform(http, {
        url: `${baseUrl}/2/tweets`,
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify({ text: post.text }),
        secret,
      });
      if (isFailure(answer)) return answer;
      const id = field(answer.json, "data", "id");
      if (answer.status >= 200 && answer.status < 300 && typeof id === "string") {
        return { ok: true, status: answer.status, remoteId: id, response: answer.response };
      }
      return httpFailure(http, answer, detailOf(answer.json), secret, resetIn(answer.headers.get("x-rate-limit-reset"), http.now()));
    },
  };
}

function detailOf(json: unknown): string {
  for (const value of [field(json, "detail"), field(json, "errors", "0", "message"), field(json, "title")]) {
    if (typeof value === "string" && value !== "") return value;
  }
  return "unexpected answer from the X API";
}

/** Seconds until the rate-limit window resets, from its epoch-seconds header. */
function resetIn(reset: string | null, nowMs: number): number | undefined {
  if (reset === null || !/^\d+$/.test(reset.trim())) return undefined;
  return Math.max(0, Number(reset) - Math.floor(nowMs / 1000));
}
