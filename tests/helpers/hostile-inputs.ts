/**
 * A fixed catalogue of hostile inputs for the route fuzz test
 * (src/server/route-fuzz.test.ts): path values, query strings and bodies.
 * Fixed lists, not random ones, so a failure reproduces exactly.
 */

export const VALID_ID = "00000000-0000-4000-8000-000000000000";

/** The server's JSON body limit (src/server/app.ts). */
export const BODY_LIMIT = 1024 * 1024;

/** Values for a path parameter, already URL-encoded: a plausible one first, then hostile ones. */
export const PATH_VALUES = [
  VALID_ID,
  "1",
  "not-a-uuid",
  "%00",
  `${VALID_ID.slice(0, -1)}%00`,
  "..%2F..%2Fetc%2Fpasswd",
  "..",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "1e308",
  "-1",
  "99999999999999999999",
  "NaN",
  "x".repeat(3000),
];

const cursor = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** Query strings (with their "?"), appended to every route. */
export const QUERY_STRINGS = [
  "",
  "?unknown=1&nested[deep]=2&__proto__=x",
  "?search=%00",
  "?search=calcio%00&category=sport&grant_type=password&scope=local",
  "?search=%00&category=%00&cursor=%00&grant_type=%00&scope=%00",
  "?%00=%00",
  "?search=a&search=b&category=sport&category=politica",
  "?search=%ED%A0%80",
  "?search=%25%5F%5C%27%22&category=sport",
  `?search=${"x".repeat(5000)}`,
  "?grant_type=password&scope=1e308",
  "?grant_type=refresh_token&scope=NaN",
  `?cursor=${cursor(`k|1|${VALID_ID}`)}`,
  `?cursor=${cursor(`k|2020-02-30T00:00:00.000Z|${VALID_ID}`)}`,
  `?cursor=${cursor(`k|+099999-01-01T00:00:00.000Z|${VALID_ID}`)}`,
  `?cursor=${cursor("k|2024-01-01T00:00:00.000Z|gggggggg-0000-4000-8000-000000000000")}`,
  `?cursor=${cursor("k|2024-01-01T00:00:00.000Z|------------------------------------")}`,
  `?search=calcio&cursor=${cursor("s|2|10000")}`,
  `?cursor=${cursor("s|9|-1")}`,
  `?cursor=${"A".repeat(1000)}`,
];

/** An ad unit whose name PostgreSQL's jsonb refuses. */
const loneSurrogateSlot = { name: "\ud800", slot_id: "1234567890", format: "display", position: "top" };

/** Values put in every field of a JSON body at once, or sent as the whole body. */
export const HOSTILE_VALUES: unknown[] = [
  "\u0000",
  "ok\u0000ok",
  "\ud800",
  "a\udfffb",
  "",
  " ",
  1e308,
  2 ** 64,
  -1,
  0.5,
  "NaN",
  "1e308",
  true,
  null,
  {},
  [],
  [{}],
  { "\u0000": "key" },
  ["\u0000"],
  [{ name: "\u0000", slot_id: "\ud800", format: "display", position: "top" }],
  [loneSurrogateSlot],
  nested(200),
  "x".repeat(20_000),
];

/** Every field name the API's body schemas know (src/shared/*), so hostile values reach the checks. */
export const PLAUSIBLE_BODY = {
  email: "admin@example.it",
  password: "una-password-sbagliata",
  refresh_token: "x".repeat(43),
  name: "Prova",
  subject: "Oggetto",
  message: "Un messaggio abbastanza lungo.",
  website: "",
  feed_url: "http://127.0.0.1:1/feed.xml",
  url: "http://127.0.0.1:1/feed.xml",
  import_limit: 10,
  active: true,
  provider: "openai",
  api_key: "sk-test-1234567890abcdef",
  model_name: "gpt-4o-mini",
  // A closed local port: a provider created here fails at once instead of calling out.
  endpoint: "http://127.0.0.1:1/v1",
  priority: 1,
  daily_request_limit: 50,
  enabled: false,
  article_id: VALID_ID,
  auto_process: true,
  auto_analyze: true,
  opml: '<?xml version="1.0"?><opml version="2.0"><head/><body><outline text="a" xmlUrl="http://127.0.0.1:1/a.xml"/></body></opml>',
  publisher_id: "",
  homepage_slots: [],
  article_slots: [],
};

function nested(depth: number): unknown {
  let value: unknown = "\u0000";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

export interface RawBody {
  label: string;
  contentType?: string;
  payload: string;
}

const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"__proto__":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Bodies sent as raw bytes: broken JSON, wrong content types, sizes around the limit. */
export const RAW_BODIES: RawBody[] = [
  { label: "empty JSON body", contentType: "application/json", payload: "" },
  { label: "malformed JSON", contentType: "application/json", payload: "{not json" },
  { label: "JSON null", contentType: "application/json", payload: "null" },
  { label: "JSON array", contentType: "application/json", payload: "[1,2]" },
  { label: "JSON string", contentType: "application/json", payload: '"text"' },
  { label: "JSON huge number", contentType: "application/json", payload: "1e999" },
  { label: "JSON with NUL escape", contentType: "application/json", payload: '{"name":"\\u0000","email":"\\u0000"}' },
  { label: "JSON with a lone surrogate escape", contentType: "application/json", payload: '{"name":"\\ud800","opml":"\\udc00"}' },
  { label: "JSON __proto__", contentType: "application/json", payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { label: "deeply nested array", contentType: "application/json", payload: deepArray(100_000) },
  { label: "deeply nested __proto__", contentType: "application/json", payload: deepObject(50_000) },
  { label: "JSON in UTF-16", contentType: "application/json; charset=utf-16", payload: '{"a":1}' },
  { label: "text/plain", contentType: "text/plain", payload: "hello\u0000world" },
  { label: "text/plain JSON", contentType: "text/plain", payload: JSON.stringify(PLAUSIBLE_BODY) },
  { label: "multipart", contentType: "multipart/form-data; boundary=x", payload: '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\n\u0000\r\n--x--\r\n' },
  { label: "urlencoded", contentType: "application/x-www-form-urlencoded", payload: "name=%00&email=a%40b.it" },
  { label: "no content type", payload: "{}" },
  { label: "unknown content type", contentType: "application/x-rassegna", payload: "{}" },
  { label: "just under the body limit", contentType: "application/json", payload: JSON.stringify({ ...PLAUSIBLE_BODY, opml: "x".repeat(BODY_LIMIT - 2000) }) },
  { label: "over the body limit", contentType: "application/json", payload: JSON.stringify({ opml: "x".repeat(BODY_LIMIT) }) },
];

/** The hostile values also tried one field at a time: bad text, wrong types, extremes, a lone surrogate bound for jsonb. */
const PER_FIELD = ["\u0000", "\ud800", 1e308, -1, "NaN", true, null, {}, [], "x".repeat(20_000), [loneSurrogateSlot]];

/**
 * JSON bodies: each hostile value as the body and in every field at once,
 * then the per-field ones in one field of an otherwise plausible body (where
 * the other fields pass, so the value reaches the deeper checks).
 */
export function jsonBodies(): Array<{ label: string; body: unknown }> {
  const fields = Object.keys(PLAUSIBLE_BODY);
  const bodies: Array<{ label: string; body: unknown }> = [{ label: "plausible body", body: PLAUSIBLE_BODY }];
  for (const [index, value] of HOSTILE_VALUES.entries()) {
    bodies.push({ label: `hostile value #${index} as the body`, body: value });
    bodies.push({ label: `hostile value #${index} in every field`, body: Object.fromEntries(fields.map((field) => [field, value])) });
  }
  for (const [index, value] of PER_FIELD.entries()) {
    for (const field of fields) bodies.push({ label: `per-field value #${index} in ${field}`, body: { ...PLAUSIBLE_BODY, [field]: value } });
  }
  return bodies;
}
