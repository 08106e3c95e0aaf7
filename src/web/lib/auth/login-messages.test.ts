import { describe, expect, it } from "vitest";
import { loginErrorMessage } from "./login-messages";

describe("loginErrorMessage", () => {
  it.each([
    [{ code: "invalid_credentials", message: "Invalid login credentials" }, "Credenziali non valide"],
    [{ code: "too_many_attempts", message: "", retryAfterSeconds: 900 }, "Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti."],
    [{ code: "too_many_attempts", message: "", retryAfterSeconds: 60 }, "Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto."],
    [{ code: "too_many_attempts", message: "", retryAfterSeconds: 10 }, "Troppi tentativi di accesso non riusciti. Riprova tra 10 secondi."],
    [{ code: "too_many_attempts", message: "", retryAfterSeconds: 1 }, "Troppi tentativi di accesso non riusciti. Riprova tra 1 secondo."],
    [{ code: "too_many_attempts", message: "" }, "Troppi tentativi di accesso non riusciti. Riprova più tardi."],
    [{ code: "too_many_requests", message: "Rate limit exceeded, retry in 1 minute", retryAfterSeconds: 42 }, "Troppi tentativi di accesso non riusciti. Riprova tra 42 secondi."],
    [{ code: "sign_in_busy", message: "", retryAfterSeconds: 1 }, "Il server sta verificando molti accessi. Riprova tra 1 secondo."],
    [{ code: "sign_in_busy", message: "" }, "Il server sta verificando molti accessi. Riprova tra qualche secondo."],
    [{ code: "internal_error", message: "Internal server error" }, "Errore durante il login"],
    [{ code: "validation_failed", message: "body/email: Invalid email" }, "Errore durante il login"],
    [{ code: "network_error", message: "" }, "Errore durante il login"],
  ])("%j -> %s", (failure, expected) => {
    expect(loginErrorMessage(failure)).toBe(expected);
  });
});
