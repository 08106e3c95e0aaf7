import { describe, expect, it } from "vitest";
import { boundedInteger, readProviderForm, type ProviderFormValues } from "./provider-form";

const PRIORITY = { min: 1, max: 10, fallback: 1 };

describe("boundedInteger", () => {
  it.each([
    { text: "3", value: 3 },
    { text: " 7 ", value: 7 },
    { text: "", value: 1 },
    { text: "abc", value: 1 },
    { text: "3abc", value: 1 },
    { text: "2.9", value: 2 },
    { text: "0", value: 1 },
    { text: "-4", value: 1 },
    { text: "11", value: 10 },
    { text: "1e1", value: 10 },
  ])("priority '$text' is $value", ({ text, value }) => {
    expect(boundedInteger(text, PRIORITY)).toBe(value);
  });
});

function values(overrides: Partial<ProviderFormValues> = {}): ProviderFormValues {
  return {
    provider: "openai",
    api_key: "  sk-test-1234567890abcdef  ",
    model_name: " gpt-4o-mini ",
    endpoint: "",
    priority: "1",
    daily_request_limit: "50",
    ...overrides,
  };
}

describe("readProviderForm", () => {
  it.each([
    { missing: "provider", overrides: { provider: "" }, fields: ["provider"] },
    { missing: "api key", overrides: { api_key: "   " }, fields: ["api_key"] },
    { missing: "model", overrides: { model_name: "" }, fields: ["model_name"] },
    { missing: "everything", overrides: { provider: "", api_key: "", model_name: "" }, fields: ["provider", "api_key", "model_name"] },
  ])("names the required fields when the $missing is missing", ({ overrides, fields }) => {
    expect(readProviderForm(values(overrides))).toEqual({ ok: false, reason: "missing", fields });
  });

  it("sends trimmed values, an empty endpoint, and falls back to priority 1 and limit 50", () => {
    expect(readProviderForm(values({ priority: "abc", daily_request_limit: "" }))).toEqual({
      ok: true,
      config: {
        provider: "openai",
        api_key: "sk-test-1234567890abcdef",
        model_name: "gpt-4o-mini",
        endpoint: "",
        priority: 1,
        daily_request_limit: 50,
      },
    });
  });

  it("keeps the limit within 1-1000 and an http(s) endpoint", () => {
    const result = readProviderForm(values({ daily_request_limit: "5000", priority: "4", endpoint: " http://127.0.0.1:8080/v1 " }));
    expect(result).toMatchObject({ ok: true, config: { daily_request_limit: 1000, priority: 4, endpoint: "http://127.0.0.1:8080/v1" } });
  });

  it.each(["ftp://example.com", "non un url"])("refuses the endpoint %s with a message saying so", (endpoint) => {
    expect(readProviderForm(values({ endpoint }))).toEqual({
      ok: false,
      reason: "invalid",
      message: "L'endpoint deve essere un indirizzo http:// o https:// valido",
    });
  });

  it("refuses a provider outside the six", () => {
    expect(readProviderForm(values({ provider: "mistral" }))).toEqual({ ok: false, reason: "invalid", message: "Controlla i valori inseriti" });
  });
});
