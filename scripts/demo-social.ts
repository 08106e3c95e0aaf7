/**
 * The demo's social posting, offline: the local stand-in of the four
 * platforms' APIs (the one the tests use), Telegram configured on it, social
 * posting switched on, and every post the stand-in receives printed.
 */
import { startSocialStandIn, type SocialStandIn } from "../tests/servers/social-platforms.js";
import { putJson } from "./demo-api.js";

const DEMO_BOT_TOKEN = "123456:demo-bot-token-rassegna";
const DEMO_CHAT = "@rassegna_demo";

export interface DemoSocial {
  standIn: SocialStandIn;
  /** The app's environment: every platform's API at the stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the stand-in; the app must be started with `env`. */
export async function startDemoSocial(say: (line: string) => void): Promise<DemoSocial> {
  const standIn = await startSocialStandIn({ tokens: { telegram: DEMO_BOT_TOKEN } });
  let shown = 0;
  // The demo's terminal shows what "Telegram" received, as a reader of the channel would see it.
  const timer = setInterval(() => {
    const posts = standIn.posts("telegram");
    for (const post of posts.slice(shown)) say(`\n[Telegram stand-in] ${post.target}: ${post.text.replace(/\s+/g, " ")}`);
    shown = posts.length;
  }, 1000);
  timer.unref();
  const env = { TELEGRAM_API_URL: standIn.url, FACEBOOK_GRAPH_URL: standIn.url, X_API_URL: standIn.url, LINKEDIN_API_URL: standIn.url };
  return {
    standIn,
    env,
    close: async () => {
      clearInterval(timer);
      await standIn.close();
    },
  };
}

/**
 * Telegram on, hourly (one post per hour, the best-read article of the hour,
 * rather than one per imported article), and social posting on: the first
 * enriched articles reach the stand-in within seconds.
 */
export async function configureDemoSocial(site: string, token: string, say: (line: string) => void): Promise<void> {
  const telegram = await putJson(site, "/api/admin/social/telegram", { enabled: true, access_token: DEMO_BOT_TOKEN, chat_id: DEMO_CHAT, frequency: "hourly" }, token);
  const posting = await putJson(site, "/api/admin/automation/social_posting", { enabled: true, mode: "immediate", delay_minutes: 0 }, token);
  if (telegram.status !== 200 || posting.status !== 200) {
    say(`  Social posting not configured (HTTP ${telegram.status}/${posting.status}): ${telegram.error || posting.error}`);
    return;
  }
  say(`\nSocial posting: Telegram (local stand-in) posts to ${DEMO_CHAT} once an hour; posts received are printed here.`);
}
