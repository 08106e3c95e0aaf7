import { describe, expect, it } from "vitest";
import { attachmentName } from "./attachment-name";

describe("the exported file's name", () => {
  it.each([
    [null, "log.csv"],
    ["attachment", "log.csv"],
    ['attachment; filename="log-di-sistema-2026-11-25.csv"', "log-di-sistema-2026-11-25.csv"],
    ["attachment; filename=log.csv", "log.csv"],
    ["attachment; filename=\"x.csv\"; filename*=UTF-8''log%20di%20sistema.csv", "log di sistema.csv"],
    ["attachment; filename*=UTF-8''%E0%A4%A.csv; filename=\"plain.csv\"", "plain.csv"],
  ])("%j names the file %s", (disposition, name) => {
    expect(attachmentName(disposition, "log.csv")).toBe(name);
  });
});
