import type { Config } from "../../platform/config.js";
import type { SocialPostingPlatform } from "../../shared/social.js";
import { createFacebookClient } from "./facebook.js";
import { createLinkedInClient } from "./linkedin.js";
import type { PlatformClient } from "./platform-client.js";
import { createPlatformHttp } from "./platform-http.js";
import { createTelegramClient } from "./telegram.js";
import { createXClient } from "./x.js";

/** The four clients that post for real, sharing one guarded fetch (docs/architecture.md#social-posting). */
export function createPlatformClients(options: {
  apis: Config["socialApis"];
  allowPrivateNetwork: boolean;
  ssrfExemptAddresses?: readonly string[];
  /** Clock for Retry-After dates; tests inject one. */
  now?: () => number;
  timeoutMs?: number;
}): Record<SocialPostingPlatform, PlatformClient> {
  const http = createPlatformHttp(options);
  return {
    telegram: createTelegramClient(options.apis.telegram, http),
    facebook: createFacebookClient(options.apis.facebook, http),
    twitter: createXClient(options.apis.twitter, http),
    linkedin: createLinkedInClient(options.apis.linkedin, http),
  };
}

export type { PlatformClient, PlatformCredentials, OutgoingPost, SendResult } from "./platform-client.js";
export { POST_LIMITS } from "./post-limits.js";
