import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { contactMessages } from "../../db/schema/index.js";
import type { ContactMessageView, MessageList } from "../../shared/messages.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const MISSING = "00000000-0000-4000-8000-000000000000";
const START = Date.parse("2026-03-01T09:00:00Z");

/** Stores `count` messages one minute apart: "Messaggio 1" is the oldest. */
async function storeMessages(count: number, { read = () => false }: { read?: (n: number) => boolean } = {}) {
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      name: `Mittente ${n}`,
      email: `mittente${n}@example.it`,
      subject: `Messaggio ${n}`,
      message: `Testo del messaggio numero ${n}.\nSeconda riga.`,
      user_agent: "Mozilla/5.0 test",
      created_at: new Date(START + n * 60_000),
      read_at: read(n) ? new Date(START + n * 60_000 + 1_000) : null,
    };
  });
  return testDb.db.insert(contactMessages).values(rows).returning();
}

function admin(method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

async function list(query = ""): Promise<MessageList> {
  const response = await admin("GET", `/api/admin/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageList>();
}

const subjects = (page: MessageList) => page.messages.map((message) => message.subject);

async function unreadBadge(): Promise<number> {
  const response = await admin("GET", "/api/admin/dashboard/counts");
  expect(response.statusCode).toBe(200);
  return response.json<{ unread_messages: number }>().unread_messages;
}

describe("GET /api/admin/messages", () => {
  it("answers an empty inbox with no pages", async () => {
    expect(await list()).toEqual({ messages: [], total: 0, page: 1, page_count: 0, unread: 0 });
    expect(await list("?filter=unread&page=3")).toEqual({ messages: [], total: 0, page: 1, page_count: 0, unread: 0 });
  });

  it("lists newest first with what the inbox shows, never the sender's user agent", async () => {
    const [first] = await storeMessages(3, { read: (n) => n === 2 });
    const page = await list();
    expect(subjects(page)).toEqual(["Messaggio 3", "Messaggio 2", "Messaggio 1"]);
    expect(page.messages[2]).toEqual({
      id: first!.id,
      name: "Mittente 1",
      email: "mittente1@example.it",
      subject: "Messaggio 1",
      message: "Testo del messaggio numero 1.\nSeconda riga.",
      read_at: null,
      created_at: "2026-03-01T09:01:00.000Z",
    });
    expect(page.messages[1]!.read_at).toBe("2026-03-01T09:02:01.000Z");
    expect(JSON.stringify(page)).not.toContain("Mozilla");
    expect(page).toMatchObject({ total: 3, page: 1, page_count: 1, unread: 2 });
  });

  it("pages by 20, and a page past the last reads as the last", async () => {
    await storeMessages(45);
    const first = await list();
    expect(first).toMatchObject({ total: 45, page: 1, page_count: 3, unread: 45 });
    expect(subjects(first)).toHaveLength(20);
    expect(subjects(first)[0]).toBe("Messaggio 45");
    expect(subjects(first)[19]).toBe("Messaggio 26");
    expect(subjects(await list("?page=2"))).toEqual(Array.from({ length: 20 }, (_, i) => `Messaggio ${25 - i}`));
    const last = await list("?page=3");
    expect(subjects(last)).toEqual(["Messaggio 5", "Messaggio 4", "Messaggio 3", "Messaggio 2", "Messaggio 1"]);
    expect(await list("?page=99")).toEqual(last);
  });

  it("never shows a message twice or skips one when many arrive in the same instant", async () => {
    const at = new Date(START);
    await testDb.db.insert(contactMessages).values(
      Array.from({ length: 30 }, (_, i) => ({ name: "Stesso istante", email: "a@example.it", subject: `Uguale ${i}`, message: "Un messaggio.", created_at: at })),
    );
    const seen = [...subjects(await list("?page=1")), ...subjects(await list("?page=2"))];
    expect(new Set(seen).size).toBe(30);
  });

  it("shows only unread messages with filter=unread, counting them as the total", async () => {
    await storeMessages(25, { read: (n) => n % 2 === 0 });
    const unread = await list("?filter=unread");
    expect(unread).toMatchObject({ total: 13, page: 1, page_count: 1, unread: 13 });
    expect(unread.messages.every((message) => message.read_at === null)).toBe(true);
    expect(subjects(unread).slice(0, 3)).toEqual(["Messaggio 25", "Messaggio 23", "Messaggio 21"]);
    expect(await list("?filter=all&page=2")).toMatchObject({ total: 25, page: 2, page_count: 2, unread: 13 });
  });

  it.each([
    ["page=0", "page: page must be at least 1"],
    ["page=-1", "page: page must be at least 1"],
    ["page=1.5", "page: page must be a whole number"],
    ["page=due", "page: page must be a number"],
    ["page=10001", "page: page must be at most 10000"],
    ["filter=letti", "filter: filter must be one of all, unread"],
  ])("answers 400 for ?%s", async (query, message) => {
    const response = await admin("GET", `/api/admin/messages?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message: expect.stringContaining(message) });
  });
});

describe("PATCH /api/admin/messages/:id", () => {
  it("marks read and unread again, and the unread count and the badge follow", async () => {
    const [message] = await storeMessages(2);
    expect(await unreadBadge()).toBe(2);

    const read = await admin("PATCH", `/api/admin/messages/${message!.id}`, { read: true });
    expect(read.statusCode).toBe(200);
    const view = read.json<ContactMessageView>();
    expect(view).toMatchObject({ id: message!.id, subject: "Messaggio 1" });
    expect(Date.now() - Date.parse(view.read_at!)).toBeLessThan(60_000);
    expect(await unreadBadge()).toBe(1);
    expect(await list("?filter=unread")).toMatchObject({ total: 1, unread: 1 });

    // Marking it read again keeps the time it was first read.
    const again = await admin("PATCH", `/api/admin/messages/${message!.id}`, { read: true });
    expect(again.json<ContactMessageView>().read_at).toBe(view.read_at);

    const unread = await admin("PATCH", `/api/admin/messages/${message!.id}`, { read: false });
    expect(unread.statusCode).toBe(200);
    expect(unread.json<ContactMessageView>().read_at).toBeNull();
    expect(await unreadBadge()).toBe(2);
  });

  it("answers 404 for a message that does not exist", async () => {
    const response = await admin("PATCH", `/api/admin/messages/${MISSING}`, { read: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found", message: "Message not found" });
  });

  it.each([
    ["no body", undefined, "read"],
    ["read missing", {}, "read: read must be true or false"],
    ["read as a string", { read: "true" }, "read: read must be true or false"],
    ["read as a number", { read: 1 }, "read: read must be true or false"],
  ])("answers 400 for %s and changes nothing", async (_label, payload, message) => {
    const [stored] = await storeMessages(1);
    const response = await admin("PATCH", `/api/admin/messages/${stored!.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message: expect.stringContaining(message) });
    expect(await unreadBadge()).toBe(1);
  });
});

describe("DELETE /api/admin/messages/:id", () => {
  it("deletes the message, which then is gone from the list and the count, and a second delete is a 404", async () => {
    const [first, second] = await storeMessages(2);
    const response = await admin("DELETE", `/api/admin/messages/${second!.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await list()).toMatchObject({ total: 1, unread: 1, messages: [{ id: first!.id }] });
    expect(await unreadBadge()).toBe(1);
    expect((await admin("DELETE", `/api/admin/messages/${second!.id}`)).statusCode).toBe(404);
  });
});

describe("ids and access", () => {
  it.each([
    ["PATCH", { read: true }],
    ["DELETE", undefined],
  ] as const)("%s answers 400 for an id that is not a UUID", async (method, payload) => {
    const response = await admin(method, "/api/admin/messages/non-un-uuid", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message: expect.stringContaining("id must be a UUID") });
  });

  it.each([
    ["GET", "/api/admin/messages"],
    ["PATCH", `/api/admin/messages/${MISSING}`],
    ["DELETE", `/api/admin/messages/${MISSING}`],
    ["GET", "/api/admin/dashboard/counts"],
  ] as const)("refuses %s %s without an admin token", async (method, url) => {
    const [stored] = await storeMessages(1);
    const response = await server.app.inject({ method, url: url.replace(MISSING, stored!.id), payload: method === "PATCH" ? { read: true } : undefined });
    expect(response.statusCode).toBe(401);
    expect(await unreadBadge()).toBe(1);
    expect((await list()).total).toBe(1);
  });

  it("shows a message sent through the contact form as unread", async () => {
    const sent = await server.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Giulia Bianchi", email: "giulia@example.it", subject: "Una fonte", message: "Vi segnalo una testata locale." },
    });
    expect(sent.statusCode).toBe(201);
    expect(await unreadBadge()).toBe(1);
    expect(await list()).toMatchObject({ total: 1, unread: 1, messages: [{ name: "Giulia Bianchi", subject: "Una fonte", read_at: null }] });
  });
});
