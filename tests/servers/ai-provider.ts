import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ErrorAnalysis } from "../../src/db/schema/ops.js";
import type { AiAnswer, Translation } from "../../src/shared/ai.js";

/**
 * A real HTTP server on 127.0.0.1 standing in for the AI providers: it speaks
 * OpenAI chat completions (also used by DeepSeek, OpenRouter and xAI),
 * Anthropic messages and Google generateContent, as far as the AI SDK clients
 * need. Tests script the answers in order and read back what was sent.
 */

export type AiServerKind = "openai" | "anthropic" | "google";

export type AiScriptStep =
  /** JSON the model "returns" (an Anthropic tool call when the request offered tools). */
  | { answer: object }
  /** Raw model text, e.g. malformed JSON. */
  | { text: string }
  /** An HTTP error; without body, the provider's usual error JSON. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Waits before answering with `then` (or the default answer). */
  | { delayMs: number; then?: AiScriptStep }
  /** Destroys the socket without answering. */
  | { hangUp: true };

export interface RecordedRequest {
  kind: AiServerKind;
  method: string;
  /** Path without query, e.g. /openai/v1/chat/completions. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body ({} when it was not JSON). */
  body: Record<string, unknown>;
  /** Text of the user messages, joined by newlines. */
  prompt: string;
  /** System instructions (system messages, Anthropic's system, Google's systemInstruction). */
  system: string;
  /** The model asked for (body.model, or the URL's for Google). */
  model: string;
}

export interface AiProviderServer {
  /** e.g. http://127.0.0.1:40123 */
  readonly origin: string;
  /** Base URL to configure as a provider's endpoint, e.g. http://127.0.0.1:40123/openai/v1 */
  baseUrl(kind: AiServerKind): string;
  /** Queues answers, consumed one per request in order. */
  script(...steps: AiScriptStep[]): void;
  /** The JSON answered when the queue is empty. */
  defaultAnswer: object;
  /**
   * Translations answered when the queue is empty and the request is a translation (src/ai/prompts.ts
   * translationPrompt), by the original title; an unknown title gets cannedTranslation()'s generic one.
   */
  translations: Map<string, Translation>;
  /** Requests received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Resolves when `count` requests have arrived (at once if they already have). */
  received(count?: number): Promise<void>;
  /** Forgets requests and queued steps and restores the default answer. */
  reset(): void;
  close(): Promise<void>;
}

const BASE_PATHS: Record<AiServerKind, string> = { openai: "/openai/v1", anthropic: "/anthropic/v1", google: "/google/v1beta" };

/** A schema-valid enrichment in Italian, with any fields replaced. */
export function validAnswer(overrides: Partial<AiAnswer> = {}): AiAnswer {
  return {
    summary:
      "Il governo ha approvato il nuovo piano per la banda ultralarga nelle aree interne. Gli investimenti partiranno entro l'estate.",
    category: "tecnologia",
    sentiment: "positivo",
    keywords: ["banda ultralarga", "governo", "aree interne"],
    tags: ["internet", "infrastrutture"],
    confidence: 0.86,
    ...overrides,
  };
}

/** An English report with its Italian translation, for tests of foreign news (docs/decisions.md "Foreign news in Italian"). */
export const ENGLISH_REPORT = {
  title: "Strong earthquake hits central Italy, buildings damaged in Norcia",
  text:
    "A magnitude 5.8 earthquake struck central Italy on Monday morning, damaging old buildings in Norcia and nearby villages. " +
    "The civil protection agency said several families had been evacuated and schools in the area would stay closed while engineers inspect them.",
};
export const ENGLISH_REPORT_IN_ITALIAN: Translation = {
  language: "en",
  title: "Forte terremoto nell'Italia centrale, danni agli edifici a Norcia",
  summary:
    "Un terremoto di magnitudo 5.8 ha colpito l'Italia centrale lunedì mattina, danneggiando edifici antichi a Norcia e nei paesi vicini. " +
    "La protezione civile ha detto che diverse famiglie sono state evacuate e che le scuole della zona resteranno chiuse mentre i tecnici le ispezionano.",
};
const CANNED_TRANSLATIONS: ReadonlyArray<[string, Translation]> = [[ENGLISH_REPORT.title, ENGLISH_REPORT_IN_ITALIAN]];

/** A deterministic translation of a title the stand-in has no canned answer for. */
export function cannedTranslation(title: string): Translation {
  return { language: "en", title: `Traduzione italiana: ${title}`.slice(0, 400), summary: "Testo tradotto in italiano dalla controfigura del provider." };
}

/** A request for a translation, told by the translation prompt's role. */
export function isTranslationRequest(request: Pick<RecordedRequest, "system">): boolean {
  return request.system.includes("Sei un traduttore");
}

/** A schema-valid error analysis in Italian. */
export function validErrorAnalysis(overrides: Partial<ErrorAnalysis> = {}): ErrorAnalysis {
  return {
    root_cause: "Il server del feed non risponde entro il tempo massimo.",
    suggested_solutions: ["Verificare che l'indirizzo del feed sia raggiungibile", "Aumentare il timeout della sincronizzazione"],
    prevention_tips: ["Disattivare i feed che falliscono da giorni"],
    ...overrides,
  };
}

/** Starts the stand-in on a random port of 127.0.0.1. */
export async function startAiProviderServer(): Promise<AiProviderServer> {
  const queue: AiScriptStep[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;
  let waiters: Array<{ count: number; resolve(): void }> = [];

  function wakeWaiters(): void {
    const ready = waiters.filter((waiter) => requests.length >= waiter.count);
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const kind = kindOf(path);
      const body = parseBody(Buffer.concat(chunks).toString("utf8"));
      if (!kind) {
        sendJson(response, 404, { error: { message: `No such route: ${path}` } });
        return;
      }
      const model = modelOf(kind, path, body);
      requests.push({ kind, method: request.method ?? "GET", path, headers: request.headers, body, ...promptOf(kind, body), model });
      wakeWaiters();
      if (!isRoute(kind, path, request.method)) {
        sendJson(response, 404, errorBody(kind, 404));
        return;
      }
      const recorded = requests.at(-1)!;
      play(queue.shift() ?? defaultStep(recorded), { kind, body, model, request, response });
    });
  });

  function play(step: AiScriptStep, call: Call): void {
    if ("hangUp" in step) {
      call.request.socket.destroy();
    } else if ("delayMs" in step) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        play(step.then ?? { answer: handle.defaultAnswer }, call);
      }, step.delayMs);
      timers.add(timer);
      // A client that gave up must not leave a timer holding the server open.
      call.response.on("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    } else if ("status" in step) {
      const body = step.body === undefined ? errorBody(call.kind, step.status) : step.body;
      const text = typeof body === "string" ? body : JSON.stringify(body);
      call.response.writeHead(step.status, { "content-type": "application/json", ...step.headers });
      call.response.end(text);
    } else {
      counter += 1;
      sendJson(call.response, 200, successBody(call, step, counter));
    }
  }

  /** The unscripted answer: a translation for a translation request, else the default enrichment. */
  function defaultStep(recorded: RecordedRequest): AiScriptStep {
    if (!isTranslationRequest(recorded)) return { answer: handle.defaultAnswer };
    const title = /^Titolo: (.*)$/mu.exec(recorded.prompt)?.[1]?.trim() ?? "";
    return { answer: handle.translations.get(title) ?? cannedTranslation(title) };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const handle: AiProviderServer = {
    origin,
    baseUrl: (kind) => origin + BASE_PATHS[kind],
    script: (...steps) => void queue.push(...steps),
    defaultAnswer: validAnswer(),
    translations: new Map(CANNED_TRANSLATIONS),
    requests,
    received: (count = 1) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        wakeWaiters();
      }),
    reset() {
      queue.length = 0;
      requests.length = 0;
      handle.defaultAnswer = validAnswer();
      handle.translations = new Map(CANNED_TRANSLATIONS);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return handle;
}

interface Call {
  kind: AiServerKind;
  body: Record<string, unknown>;
  model: string;
  request: IncomingMessage;
  response: ServerResponse;
}

function kindOf(path: string): AiServerKind | undefined {
  return (Object.keys(BASE_PATHS) as AiServerKind[]).find((kind) => path.startsWith(`${BASE_PATHS[kind]}/`));
}

function isRoute(kind: AiServerKind, path: string, method: string | undefined): boolean {
  if (method !== "POST") return false;
  const rest = path.slice(BASE_PATHS[kind].length);
  if (kind === "openai") return rest === "/chat/completions";
  if (kind === "anthropic") return rest === "/messages";
  return /^\/models\/[^/]+:generateContent$/.test(rest);
}

function modelOf(kind: AiServerKind, path: string, body: Record<string, unknown>): string {
  if (kind === "google") return decodeURIComponent(/\/models\/([^/:]+)/.exec(path)?.[1] ?? "");
  return typeof body.model === "string" ? body.model : "";
}

function successBody(call: Call, step: { answer: object } | { text: string }, counter: number): object {
  const text = "text" in step ? step.text : JSON.stringify(step.answer);
  if (call.kind === "openai") {
    return {
      id: `chatcmpl-fake-${counter}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: call.model,
      choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
    };
  }
  if (call.kind === "anthropic") {
    // claude-3 models get JSON through a forced tool (the SDK names it "json"): answer with a tool_use block.
    const tools = Array.isArray(call.body.tools) ? (call.body.tools as { name?: string }[]) : [];
    const toolName = tools.find((tool) => tool.name === "json")?.name ?? tools[0]?.name;
    const useTool = "answer" in step && toolName !== undefined;
    return {
      id: `msg_fake_${counter}`,
      type: "message",
      role: "assistant",
      model: call.model,
      content: useTool ? [{ type: "tool_use", id: `toolu_fake_${counter}`, name: toolName, input: step.answer }] : [{ type: "text", text }],
      stop_reason: useTool ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 50, output_tokens: 20 },
    };
  }
  return {
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 20, totalTokenCount: 70 },
    modelVersion: call.model,
  };
}

const STATUS_MESSAGES: Record<number, string> = {
  400: "Bad request",
  401: "Invalid API key",
  403: "Permission denied",
  404: "Model not found",
  429: "Rate limit exceeded",
  500: "Internal server error",
  503: "Service overloaded",
};

/** The error JSON each provider family sends. */
function errorBody(kind: AiServerKind, status: number): object {
  const message = STATUS_MESSAGES[status] ?? `HTTP ${status}`;
  if (kind === "anthropic") return { type: "error", error: { type: status === 429 ? "rate_limit_error" : "api_error", message } };
  if (kind === "google") return { error: { code: status, message, status: status === 429 ? "RESOURCE_EXHAUSTED" : "UNKNOWN" } };
  return { error: { message, type: status === 429 ? "rate_limit_exceeded" : "api_error", code: null } };
}

type Message = { role?: unknown; content?: unknown; parts?: unknown };

function promptOf(kind: AiServerKind, body: Record<string, unknown>): { prompt: string; system: string } {
  if (kind === "google") {
    const contents = Array.isArray(body.contents) ? (body.contents as Message[]) : [];
    const system = textOf((body.systemInstruction as Message | undefined)?.parts);
    return { prompt: join(contents.filter((c) => c.role === "user").map((c) => textOf(c.parts))), system };
  }
  const messages = Array.isArray(body.messages) ? (body.messages as Message[]) : [];
  const ofRole = (...roles: string[]) => join(messages.filter((m) => roles.includes(String(m.role))).map((m) => textOf(m.content)));
  const system = kind === "anthropic" ? textOf(body.system) : ofRole("system", "developer");
  return { prompt: ofRole("user"), system };
}

/** Text of a string or of a list of {text} parts. */
function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return join(content.map((part: { text?: unknown }) => (typeof part?.text === "string" ? part.text : "")));
}

function join(texts: string[]): string {
  return texts.filter((text) => text !== "").join("\n");
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
