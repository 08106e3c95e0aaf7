import type { Config } from "../../config.js";
import type { SocialPostingPlatform } from "../../shared/social.js";
import type { PlatformClient } from "./platform-client.js";

/** Stand-in until h/platforms is merged: every send is refused. */
export function createPlatformClients(_options: {
  apis: Config["socialApis"];
  allowPrivateNetwork: boolean;
  ssrfExemptAddresses?: readonly string[];
}): Record<SocialPostingPlatform, PlatformClient> {
  const client = (platform: SocialPostingPlatform): PlatformClient => ({
    platform,
    maxLength: 4096,
    requires: [],
    send: () => Promise.resolve({ ok: false, status: null, retryable: false, detail: "not built", response: null }),
  });
  return { telegram: client("telegram"), facebook: client("facebook"), twitter: client("twitter"), linkedin: client("linkedin") };
}

export type { PlatformClient, PlatformCredentials, OutgoingPost, SendResult } from "./platform-client.js";
export { POST_LIMITS } from "./post-limits.js";
