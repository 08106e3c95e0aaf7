import { describe, expect, it } from "vitest";
import { SOCIAL_POSTING_PLATFORMS } from "../shared/constants.js";
import { credentialsCheck, SOCIAL_REQUIRED_IDS } from "./credentials.js";
import { createPlatformClients } from "./platforms/index.js";

const EMPTY = { access_token: "", chat_id: "", page_id: "", author_urn: "" };

describe("credentialsCheck", () => {
  it("asks of each posting platform exactly what its client requires", () => {
    const apis = { telegram: "http://127.0.0.1:1", facebook: "http://127.0.0.1:1", twitter: "http://127.0.0.1:1", linkedin: "http://127.0.0.1:1" };
    const clients = createPlatformClients({ apis, allowPrivateNetwork: true });
    for (const platform of SOCIAL_POSTING_PLATFORMS) expect(SOCIAL_REQUIRED_IDS[platform], platform).toEqual(clients[platform].requires);
  });

  it.each([
    ["telegram", EMPTY, ["access_token", "chat_id"]],
    ["telegram", { ...EMPTY, access_token: "1:a", chat_id: "  " }, ["chat_id"]],
    ["facebook", { ...EMPTY, access_token: "t", page_id: "123" }, []],
    ["twitter", EMPTY, ["access_token"]],
    ["linkedin", { ...EMPTY, access_token: "t" }, ["author_urn"]],
    ["instagram", EMPTY, []],
    ["whatsapp", EMPTY, []],
  ])("finds what %s is missing", (platform, stored, missing) => {
    expect(credentialsCheck(platform, stored).missing).toEqual(missing);
  });
});
