import type { SocialPostingPlatform } from "../../shared/social.js";

/** What a platform needs to post: the stored configuration of its card. */
export interface PlatformCredentials {
  access_token: string;
  chat_id: string;
  page_id: string;
  author_urn: string;
}

/** One post: the rendered text, and the article's page on our site (the link every platform previews). */
export interface OutgoingPost {
  text: string;
  link: string;
  title: string;
}

/** The platform accepted the post. */
export interface SendSuccess {
  ok: true;
  status: number;
  /** The platform's id of the new post (message_id, post id, URN). */
  remoteId: string;
  /** The answer as it came, shortened, for the test-post result. */
  response: string;
}

/** The platform refused, or could not be reached (status null). */
export interface SendFailure {
  ok: false;
  status: number | null;
  /** 5xx, 429 and network errors are worth another try; 4xx are not. */
  retryable: boolean;
  /** From Retry-After (seconds or a date) or the platform's own retry hint, when given. */
  retryAfterMs?: number;
  /** English, for logs and error_logs: what the platform said. */
  detail: string;
  response: string | null;
}

export type SendResult = SendSuccess | SendFailure;

/**
 * A platform's client: one request per post, through the guarded HTTP layer,
 * against a base URL from configuration (a local stand-in in tests).
 */
export interface PlatformClient {
  platform: SocialPostingPlatform;
  /** The longest text the platform takes (characters as the platform counts them). */
  maxLength: number;
  /** Which credential fields must be set before posting, beside the token. */
  requires: ReadonlyArray<keyof Omit<PlatformCredentials, "access_token">>;
  send(credentials: PlatformCredentials, post: OutgoingPost): Promise<SendResult>;
}
