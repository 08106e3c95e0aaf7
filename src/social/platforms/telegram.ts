import type { PlatformClient, SendResult } from "./platform-client.js";
import { field, httpFailure, isFailure, type PlatformHttp, postToPlatform } from "./platform-http.js";
import { POST_LIMITS } from "./post-limits.js";

/**
 * Telegram Bot API sendMessage, as https://core.telegram.org/bots/api#sendmessage
 * documents it: POST {base}/bot<token>/sendMessage with a JSON body (chat_id,
 * text, link_preview_options with is_disabled false and the article's url, see
 * #linkpreviewoptions); the answer is {ok, result: Message} or {ok: false,
 * error_code, description, parameters: {retry_after}} (#making-requests,
 * #responseparameters). The token travels in the path, so it is masked.
 */
export function createTelegramClient(baseUrl: string, http: PlatformHttp): PlatformClient {
  return {
    platform: "telegram",
    maxLength: POST_LIMITS.telegram.maxLength,
    requires: ["chat_id"],
    async send(credentials, post): Promise<SendResult> {
      const secret = credentials.access_token;
      const answer = await postToPlatform(http, {
        url: `${baseUrl}/bot${secret}/sendMessage`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          chat_id: credentials.chat_id,
          text: post.text,
          link_preview_options: { is_disabled: false, url: post.link },
        }),
        secret,
      });
      if (isFailure(answer)) return answer;
      const messageId = field(answer.json, "result", "message_id");
      if (answer.status >= 200 && answer.status < 300 && field(answer.json, "ok") === true && messageId !== undefined) {
        return { ok: true, status: answer.status, remoteId: String(messageId), response: answer.response };
      }
      const description = field(answer.json, "description");
      const retryAfter = field(answer.json, "parameters", "retry_after");
      return httpFailure(
        http,
        answer,
        typeof description === "string" ? description : "unexpected answer from the Bot API",
        secret,
        typeof retryAfter === "number" ? retryAfter : undefined,
      );
    },
  };
}
