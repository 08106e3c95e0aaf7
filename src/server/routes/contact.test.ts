import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { contactMessages } from "../../db/schema/index.js";
import { contactTooManyMessage } from "../../shared/contact.js";
import { retryAfterSeconds } from "../../shared/wait-time.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

const valid = {
  name: "Giulia Bianchi",
  email: "giulia.bianchi@example.it",
  subject: "Segnalazione di un errore",
  message: "Nel riassunto dell'articolo sul bilancio la cifra indicata non è corretta.",
};
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function send(payload: unknown, ip = "198.51.100.7") {
  return server.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as object,
    headers: { "user-agent": BROWSER },
    remoteAddress: ip,
  });
}

async function storedMessages() {
  return testDb.db.select().from(contactMessages);
}

describe("POST /api/contact", () => {
  it("stores the trimmed message with the user agent and no address", async () => {
    const response = await send({ ...valid, name: "  Giulia Bianchi  ", email: " giulia.bianchi@example.it " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, user_agent: BROWSER, read_at: null });
    expect(JSON.stringify(rows[0])).not.toContain("198.51.100.7");
  });

  it.each([
    ["no name", { ...valid, name: "" }, "name: Inserisci il tuo nome"],
    ["a blank name", { ...valid, name: "   " }, "name: Inserisci il tuo nome"],
    ["a name of 101 characters", { ...valid, name: "a".repeat(101) }, "name: Il nome può contenere al massimo 100 caratteri"],
    ["no e-mail", { ...valid, email: "" }, "email: Inserisci il tuo indirizzo email"],
    ["an e-mail without @", { ...valid, email: "giulia.example.it" }, "email: Inserisci un indirizzo email valido"],
    ["an e-mail without a domain", { ...valid, email: "giulia@" }, "email: Inserisci un indirizzo email valido"],
    ["an e-mail with a space", { ...valid, email: "giulia bianchi@example.it" }, "email: Inserisci un indirizzo email valido"],
    ["no subject", { ...valid, subject: "" }, "subject: Inserisci l'oggetto del messaggio"],
    ["a subject of 201 characters", { ...valid, subject: "s".repeat(201) }, "subject: L'oggetto può contenere al massimo 200 caratteri"],
    ["a message of 9 characters after trimming", { ...valid, message: "   123456789   " }, "message: Il messaggio deve contenere almeno 10 caratteri"],
    ["a message of 5001 characters", { ...valid, message: "m".repeat(5001) }, "message: Il messaggio può contenere al massimo 5000 caratteri"],
    ["a message that is not text", { ...valid, message: 42 }, "message:"],
    ["no body fields at all", {}, "name:"],
  ])("refuses %s with 400 and stores nothing", async (_label, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("validation_failed");
    expect(response.json().message).toContain(message);
    expect(await storedMessages()).toHaveLength(0);
  });

  it.each([
    ["a name of 100 characters", { name: "a".repeat(100) }],
    ["a subject of 200 characters", { subject: "s".repeat(200) }],
    ["a message of exactly 10 characters", { message: "1234567890" }],
    ["a message of 5000 characters", { message: "m".repeat(5000) }],
    ["an empty honeypot", { website: "" }],
  ])("accepts %s", async (_label, change) => {
    expect((await send({ ...valid, ...change })).statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await send({ ...valid, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await storedMessages()).toHaveLength(0);
  });

  it("limits one address to five messages in ten minutes, leaving other addresses alone", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await send(valid)).statusCode, `attempt ${attempt}`).toBe(201);
    const refused = await send(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "too_many_requests" });
    expect(refused.headers["retry-after"]).toBeDefined();
    // The page reads the wait from Retry-After: the whole ten-minute window, in minutes.
    expect(contactTooManyMessage(retryAfterSeconds(String(refused.headers["retry-after"])))).toBe("Troppi messaggi inviati. Riprova tra 10 minuti.");
    expect((await send(valid, "198.51.100.8")).statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(6);
  });
});
