import { describe, expect, it } from "vitest";
import { menuBadge, sectionBadges } from "./section-badges";

describe("sectionBadges", () => {
  it("gives Messaggi a badge only while messages are unread", () => {
    expect(sectionBadges(undefined)).toEqual({});
    expect(sectionBadges({ unread_messages: 0, open_errors: 0 })).toEqual({});
    expect(sectionBadges({ unread_messages: 1, open_errors: 0 })).toEqual({ messages: { text: "1", label: "1 messaggio non letto" } });
    expect(sectionBadges({ unread_messages: 3, open_errors: 0 })).toEqual({ messages: { text: "3", label: "3 messaggi non letti" } });
  });

  it("gives Diagnostica Sistema a badge while errors are open", () => {
    expect(sectionBadges({ unread_messages: 0, open_errors: 1 })).toEqual({ diagnostics: { text: "1", label: "1 errore aperto" } });
    expect(sectionBadges({ unread_messages: 2, open_errors: 4 })).toEqual({
      diagnostics: { text: "4", label: "4 errori aperti" },
      messages: { text: "2", label: "2 messaggi non letti" },
    });
  });

  it("keeps the pill short past 99 and says the whole number, in Italian digits", () => {
    expect(sectionBadges({ unread_messages: 12500, open_errors: 0 })).toEqual({ messages: { text: "99+", label: "12.500 messaggi non letti" } });
  });
});

describe("menuBadge", () => {
  it("is the one section's badge, or none", () => {
    expect(menuBadge({})).toBeUndefined();
    const messages = { text: "2", label: "2 messaggi non letti" };
    expect(menuBadge({ messages })).toBe(messages);
  });

  it("lists every count when several sections have one", () => {
    expect(menuBadge({ messages: { text: "2", label: "2 messaggi non letti" }, diagnostics: { text: "1", label: "1 errore aperto" } })).toEqual({
      text: "•",
      label: "2 messaggi non letti, 1 errore aperto",
    });
  });
});
