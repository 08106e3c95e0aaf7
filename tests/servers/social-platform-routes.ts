import type { IncomingHttpHeaders } from "node:http";
import { postLength } from "../../src/social/post-length.js";
import type { SocialPostingPlatform } from "../../src/shared/social.js";

/**
 * What each platform's API checks in a post request and how it answers, as
 * its documentation describes (docs/decisions.md#social-platforms): the
 * paths, the auth, the body fields, the limits and the error shapes.
 */

export interface Incoming {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request the platform would accept, read the platform's way. */
export interface ReadPost {
  token: string;
  text: string;
  link: string | null;
  /** chat_id, page id or author URN; "" for X. */
  target: string;
  fields: Record<string, unknown>;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** Which platform a path belongs to, under its real path. */
export function platformOf(path: string): SocialPostingPlatform | undefined {
  if (/^\/bot[^/]*\/sendMessage$/.test(path)) return "telegram";
  if (/^\/v\d+\.\d+\/[^/]+\/feed$/.test(path)) return "facebook";
  if (path === "/2/tweets") return "twitter";
  if (path === "/rest/posts") return "linkedin";
  return undefined;
}

/** The request read as the platform reads it, or the error the platform answers. */
export function readPost(platform: SocialPostingPlatform, request: Incoming, expectedToken: string | undefined): ReadPost | Answer {
  if (request.method !== "POST") return errorAnswer(platform, 405, "Method not allowed");
  return READERS[platform](request, (token) => expectedToken === undefined || token === expectedToken);
}

export function isAnswer(value: ReadPost | Answer): value is Answer {
  return "status" in value;
}

type Reader = (request: Incoming, tokenOk: (token: string) => boolean) => ReadPost | Answer;

const READERS: Record<SocialPostingPlatform, Reader> = {
  telegram(request, tokenOk) {
    const token = decodeURIComponent(/^\/bot([^/]*)\//.exec(request.path)![1]!);
    // A token that is not "<bot id>:<secret>" is no bot at all: the Bot API answers 404.
    if (!/^\d+:[\w-]+$/.test(token)) return errorAnswer("telegram", 404, "Not Found");
    if (!tokenOk(token)) return errorAnswer("telegram", 401, "Unauthorized");
    const fields = bodyFields(request);
    if (!fields) return errorAnswer("telegram", 400, "Bad Request: can't parse request body");
    const chatId = fields.chat_id;
    if (chatId === undefined || chatId === "") return errorAnswer("telegram", 400, "Bad Request: chat_id is empty");
    if (typeof fields.text !== "string" || fields.text.trim() === "") return errorAnswer("telegram", 400, "Bad Request: message text is empty");
    if (fields.text.length > 4096) return errorAnswer("telegram", 400, "Bad Request: message is too long");
    const preview = fields.link_preview_options;
    if (preview !== undefined && (preview === null || typeof preview !== "object")) {
      return errorAnswer("telegram", 400, "Bad Request: can't parse link preview options");
    }
    const link = (preview as { url?: unknown } | undefined)?.url;
    return { token, text: fields.text, link: typeof link === "string" ? link : null, target: String(chatId), fields };
  },

  facebook(request, tokenOk) {
    const fields = bodyFields(request) ?? {};
    const token = String(fields.access_token ?? request.query.get("access_token") ?? bearer(request.headers) ?? "");
    if (token === "") return errorAnswer("facebook", 400, "An active access token must be used to query information about the current user.", 2500);
    if (!tokenOk(token)) return errorAnswer("facebook", 400, "Invalid OAuth access token - Cannot parse access token", 190);
    const pageId = /^\/v[\d.]+\/([^/]+)\/feed$/.exec(request.path)![1]!;
    if (!/^\d+$/.test(pageId)) return errorAnswer("facebook", 400, "(#803) Some of the aliases you requested do not exist", 803);
    const message = typeof fields.message === "string" ? fields.message : "";
    const link = typeof fields.link === "string" ? fields.link : "";
    if (message === "" && link === "") return errorAnswer("facebook", 400, "(#100) Param message or link is required", 100);
    if (link !== "" && !URL.canParse(link)) return errorAnswer("facebook", 400, "(#100) The parameter link must be a valid URL", 100);
    if ([...message].length > 63_206) return errorAnswer("facebook", 400, "(#100) The message is too long", 100);
    return { token, text: message, link: link || null, target: pageId, fields };
  },

  twitter(request, tokenOk) {
    const token = bearer(request.headers);
    if (token === undefined || !tokenOk(token)) return errorAnswer("twitter", 401, "Unauthorized");
    const fields = jsonFields(request);
    if (!fields || typeof fields.text !== "string") {
      return invalidRequest("The `text` field is required and must be a string.");
    }
    if (postLength(fields.text, 23) > 280) {
      return errorAnswer("twitter", 403, "Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.");
    }
    return { token, text: fields.text, link: null, target: "", fields };
  },

  linkedin(request, tokenOk) {
    const token = bearer(request.headers);
    if (token === undefined || !tokenOk(token)) return linkedInError(401, "Invalid access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
    const version = String(request.headers["linkedin-version"] ?? "");
    if (!/^\d{6}(\.\d{2})?$/.test(version)) return linkedInError(426, `Requested version ${version} is not active`, { code: "NONEXISTENT_VERSION" });
    if (request.headers["x-restli-protocol-version"] !== "2.0.0") return linkedInError(400, "X-Restli-Protocol-Version 2.0.0 is required");
    const fields = jsonFields(request);
    if (!fields) return linkedInError(400, "Invalid JSON body");
    const problems = linkedInProblems(fields);
    if (problems.length > 0) return linkedInError(422, problems.join("; "), { errorDetailType: "com.linkedin.common.error.BadRequest" });
    const article = (fields.content as { article: { source: string } }).article;
    return { token, text: String(fields.commentary), link: article.source, target: String(fields.author), fields };
  },
};

function linkedInProblems(fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const problem = (path: string, reason: string) => problems.push(`ERROR :: ${path} :: ${reason}`);
  if (typeof fields.author !== "string" || !/^urn:li:(organization|person):[\w-]+$/.test(fields.author)) problem("/author", "invalid URN syntax");
  if (typeof fields.commentary !== "string") problem("/commentary", "field is required");
  else if (fields.commentary.length > 3000) problem("/commentary", "length must be at most 3000");
  if (!["PUBLIC", "CONNECTIONS", "LOGGED_IN"].includes(String(fields.visibility))) problem("/visibility", "is not a valid enum value");
  const distribution = fields.distribution as { feedDistribution?: unknown } | undefined;
  if (!["MAIN_FEED", "NONE"].includes(String(distribution?.feedDistribution))) problem("/distribution/feedDistribution", "field is required");
  if (!["PUBLISHED", "DRAFT"].includes(String(fields.lifecycleState))) problem("/lifecycleState", "is not a valid enum value");
  const source = (fields.content as { article?: { source?: unknown } } | undefined)?.article?.source;
  if (typeof source !== "string" || !URL.canParse(source)) problem("/content/article/source", "must be a valid URL");
  return problems;
}

/** The answer to an accepted post, the platform's way; `id` is a counter. */
export function successAnswer(platform: SocialPostingPlatform, post: ReadPost, id: number, nowSeconds: number): Answer {
  if (platform === "telegram") {
    const chat = /^-?\d+$/.test(post.target) ? { id: Number(post.target), type: "channel" } : { id: -1001000000000 - id, type: "channel", username: post.target.slice(1) };
    return { status: 200, body: { ok: true, result: { message_id: id, date: nowSeconds, chat, text: post.text } } };
  }
  if (platform === "facebook") return { status: 200, body: { id: `${post.target}_${1000 + id}` } };
  if (platform === "twitter") {
    const tweetId = String(1_800_000_000_000_000_000n + BigInt(id));
    return { status: 201, body: { data: { id: tweetId, text: post.text, edit_history_tweet_ids: [tweetId] } } };
  }
  const urn = `urn:li:share:${7_000_000_000_000_000_000n + BigInt(id)}`;
  return { status: 201, headers: { "x-restli-id": urn, "x-linkedin-id": urn }, body: "" };
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/** The platform's error document for a status (a scripted failure, or a refused request). */
export function errorAnswer(platform: SocialPostingPlatform, status: number, message?: string, code?: number, retryAfter?: string): Answer {
  const text = message ?? DEFAULT_MESSAGES[status] ?? `HTTP ${status}`;
  if (platform === "telegram") {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    const description = status === 429 && seconds !== undefined ? `Too Many Requests: retry after ${seconds}` : text;
    return { status, body: { ok: false, error_code: status, description, ...(seconds !== undefined && { parameters: { retry_after: seconds } }) } };
  }
  if (platform === "facebook") {
    const type = status === 401 || code === 190 ? "OAuthException" : "FacebookApiException";
    const fbCode = code ?? (status === 401 ? 190 : status === 429 ? 4 : status >= 500 ? 2 : 100);
    return { status, body: { error: { message: text, type, code: fbCode, fbtrace_id: "AStandInTrace" } } };
  }
  if (platform === "twitter") return { status, body: { title: DEFAULT_MESSAGES[status] ?? "Error", detail: text, type: "about:blank", status } };
  return linkedInError(status, text);
}

function invalidRequest(message: string): Answer {
  return {
    status: 400,
    body: {
      errors: [{ message }],
      title: "Invalid Request",
      detail: "One or more parameters to your request was invalid.",
      type: "https://api.twitter.com/2/problems/invalid-request",
    },
  };
}

function linkedInError(status: number, message: string, extra: Record<string, unknown> = {}): Answer {
  return { status, body: { status, message, ...extra } };
}

function bearer(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? "");
  return match?.[1];
}

/** The body as JSON (any platform) or as a form (Telegram and the Graph API take both). */
function bodyFields(request: Incoming): Record<string, unknown> | undefined {
  const type = String(request.headers["content-type"] ?? "");
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(request.body));
  return jsonFields(request);
}

function jsonFields(request: Incoming): Record<string, unknown> | undefined {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) return undefined;
  try {
    const value: unknown = JSON.parse(request.body);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
