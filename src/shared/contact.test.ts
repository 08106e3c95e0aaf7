import { describe, expect, it } from "vitest";
import { contactEmailFor, contactFieldErrors, contactMessageSchema, contactTooManyMessage } from "./contact.js";

describe("contactEmailFor", () => {
  it.each([
    ["https://www.notizie.example.it", "redazione@notizie.example.it"],
    ["https://rassegna.it/", "redazione@rassegna.it"],
    ["http://localhost:3000", "redazione@rassegna.example"],
    ["http://127.0.0.1:8080", "redazione@rassegna.example"],
    ["http://[::1]:3000", "redazione@rassegna.example"],
    ["http://app.localhost", "redazione@rassegna.example"],
    ["not a url", "redazione@rassegna.example"],
  ])("for %s is %s", (publicUrl, expected) => {
    expect(contactEmailFor(publicUrl)).toBe(expected);
  });
});

describe("contactFieldErrors", () => {
  it("keeps the first problem of each field, in Italian", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "x", subject: "Ciao", message: "" });
    expect(result.success).toBe(false);
    expect(contactFieldErrors(result.error!)).toEqual({
      name: "Inserisci il tuo nome",
      email: "Inserisci un indirizzo email valido, ad esempio nome@dominio.it",
      message: "Scrivi il tuo messaggio",
    });
  });
});

describe("contactTooManyMessage", () => {
  it.each([
    [600, "Troppi messaggi inviati. Riprova tra 10 minuti."],
    [45, "Troppi messaggi inviati. Riprova tra 45 secondi."],
    [60, "Troppi messaggi inviati. Riprova tra 1 minuto."],
    [null, "Troppi messaggi inviati. Riprova più tardi."],
  ])("%j seconds: %s", (seconds, text) => {
    expect(contactTooManyMessage(seconds)).toBe(text);
  });
});
