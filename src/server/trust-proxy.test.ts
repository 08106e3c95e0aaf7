import { describe, expect, it } from "vitest";
import { ADMIN, useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
// nginx on this machine, as docs/deploy.md sets it up.
const server = useTestApp(testDb, { trustProxy: ["127.0.0.1"] });

const PROXY = "127.0.0.1";
const CLIENT = "198.51.100.7";
const message = {
  name: "Giulia Bianchi",
  email: "giulia.bianchi@example.it",
  subject: "Segnalazione di un errore",
  message: "Nel riassunto dell'articolo sul bilancio la cifra indicata non è corretta.",
};

const contact = (from: string, forwardedFor: string) =>
  server.app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: from, headers: { "user-agent": "Mozilla/5.0", "x-forwarded-for": forwardedFor } });
const wrongSignIn = (from: string, forwardedFor: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    payload: { email: ADMIN.email, password: "non-è-questa" },
    remoteAddress: from,
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("TRUST_PROXY names our proxies: the client is the right-most address that is not one of them", () => {
  it("a client that writes X-Forwarded-For itself, through our proxy, is still limited as itself", async () => {
    // The client claims a new address each time; nginx appends the address it really came from.
    const statuses = [];
    for (let n = 0; n < 7; n++) statuses.push((await contact(PROXY, `203.0.113.${n}, ${CLIENT}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another client through the same proxy is another client.
    expect((await contact(PROXY, "198.51.100.8")).statusCode).toBe(201);
  });

  it("wrong sign-ins with a forged X-Forwarded-For are blocked after ten", async () => {
    const statuses = [];
    for (let n = 0; n < 12; n++) statuses.push((await wrongSignIn(PROXY, `203.0.113.${n}, ${CLIENT}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("a client reaching the server directly, not through a listed proxy, is its own address whatever it writes", async () => {
    const statuses = [];
    for (let n = 0; n < 7; n++) statuses.push((await contact(CLIENT, `203.0.113.${n}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
