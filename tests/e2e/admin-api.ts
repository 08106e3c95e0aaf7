import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import type {
  AiConfigView,
  CreateAiConfigInput,
  LocalAnalyzerView,
  ProcessArticlesResponse,
  RoundRobinTestResponse,
} from "../../src/shared/ai";
import type { AdminArticleFilters, AdminArticlePage, AdminArticleStats } from "../../src/shared/admin-articles";
import type { FeedView } from "../../src/shared/feeds";
import type { AdsenseConfigInput, AdsenseConfigView } from "../../src/shared/ads";
import type { AutomationSettings } from "../../src/shared/automation";
import type { CookieConsentList } from "../../src/shared/cookie-consents";
import { AUTOMATION_DEFAULTS, AUTOMATION_KEYS, type AutomationKey } from "../../src/shared/constants";
import type { ContactMessageInput } from "../../src/shared/contact";
import type { DashboardCounts } from "../../src/shared/dashboard";
import type { ErrorList, LogList } from "../../src/shared/diagnostics";
import type { HealthList } from "../../src/shared/health";
import type { ContactMessageView, MessageList } from "../../src/shared/messages";
import { SOCIAL_DEFAULT_TEMPLATE, SOCIAL_PLATFORMS } from "../../src/shared/constants";
import type { SocialConfigUpdate, SocialConfigView, SocialPlatform } from "../../src/shared/social";

/** Made-up sender addresses (198.18.0.0/15, the benchmarking range), from a random start so spec files do not share them. */
let stagedSenders = Math.floor(Math.random() * 60_000);

/** The admin API, signed in once for the whole file, for setting the stage around the screen. */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async open(request: APIRequestContext): Promise<AdminApi> {
    const response = await request.post("/api/auth/token?grant_type=password", { data: E2E_ADMIN });
    expect(response.status()).toBe(200);
    return new AdminApi(request, ((await response.json()) as { access_token: string }).access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** Saves an article's edit, as the dashboard's "Modifica articolo" does. */
  async updateArticle(id: string, input: { title?: string; content_summary?: string | null; category?: string; sentiment?: string }): Promise<void> {
    const response = await this.request.patch(`/api/admin/articles/${id}`, { headers: this.headers, data: input });
    expect(response.status(), await response.text()).toBe(200);
  }

  async feeds(): Promise<FeedView[]> {
    return (await this.request.get("/api/admin/feeds", { headers: this.headers })).json() as Promise<FeedView[]>;
  }

  /** Adds a feed without an age limit by default: fixture feeds carry fixed dates that age as the calendar moves on. */
  async createFeed(input: { name: string; feed_url: string; import_limit?: number; max_age_days?: number }): Promise<FeedView> {
    const response = await this.request.post("/api/admin/feeds", { headers: this.headers, data: { import_limit: 10, max_age_days: 0, force: true, ...input } });
    expect(response.status(), await response.text()).toBe(201);
    return response.json() as Promise<FeedView>;
  }

  async setActive(id: string, active: boolean): Promise<void> {
    expect((await this.request.patch(`/api/admin/feeds/${id}`, { headers: this.headers, data: { active } })).status()).toBe(200);
  }

  /**
   * Syncs every feed and answers the status. A sync still running (the worker's, or one a spec left going) holds
   * the lease: this waits its turn, asking again until the lease is free or a minute has passed.
   */
  async sync(): Promise<number> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = (await this.request.post("/api/functions/import-rss-articles", { headers: this.headers, data: {} })).status();
      if (status !== 409 || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async deleteWhere(match: (feed: FeedView) => boolean): Promise<void> {
    for (const feed of (await this.feeds()).filter(match)) {
      await this.request.delete(`/api/admin/feeds/${feed.id}`, { headers: this.headers });
    }
  }

  /** Switches every active feed off; the returned function switches them back on. */
  async isolate(): Promise<() => Promise<void>> {
    const active = (await this.feeds()).filter((feed) => feed.active);
    for (const feed of active) await this.setActive(feed.id, false);
    return async () => {
      const still = new Set((await this.feeds()).map((feed) => feed.id));
      for (const feed of active) if (still.has(feed.id)) await this.setActive(feed.id, true);
    };
  }

  dispose(): Promise<void> {
    return this.request.dispose();
  }

  // Configurazione AI.

  async aiConfigs(): Promise<AiConfigView[]> {
    return (await this.request.get("/api/admin/ai-configs", { headers: this.headers })).json() as Promise<AiConfigView[]>;
  }

  async createAiConfig(input: CreateAiConfigInput): Promise<AiConfigView> {
    const response = await this.request.post("/api/admin/ai-configs", { headers: this.headers, data: input });
    expect(response.status()).toBe(201);
    return response.json() as Promise<AiConfigView>;
  }

  async setAiConfigActive(id: string, active: boolean): Promise<void> {
    expect((await this.request.patch(`/api/admin/ai-configs/${id}`, { headers: this.headers, data: { active } })).status()).toBe(200);
  }

  async deleteAiConfigsWhere(match: (config: AiConfigView) => boolean): Promise<void> {
    for (const config of (await this.aiConfigs()).filter(match)) {
      await this.request.delete(`/api/admin/ai-configs/${config.id}`, { headers: this.headers });
    }
  }

  /** Switches every active AI provider off; the returned function switches them back on. */
  async isolateAi(): Promise<() => Promise<void>> {
    const active = (await this.aiConfigs()).filter((config) => config.active);
    for (const config of active) await this.setAiConfigActive(config.id, false);
    return async () => {
      const still = new Set((await this.aiConfigs()).map((config) => config.id));
      for (const config of active) if (still.has(config.id)) await this.setAiConfigActive(config.id, true);
    };
  }

  async localAnalyzer(): Promise<LocalAnalyzerView> {
    return (await this.request.get("/api/admin/ai/local-analyzer", { headers: this.headers })).json() as Promise<LocalAnalyzerView>;
  }

  async setLocalAnalyzer(enabled: boolean): Promise<void> {
    expect((await this.request.put("/api/admin/ai/local-analyzer", { headers: this.headers, data: { enabled } })).status()).toBe(200);
  }

  async processPending(): Promise<ProcessArticlesResponse> {
    const response = await this.request.post("/api/functions/process-article-with-ai", { headers: this.headers, data: { auto_process: true } });
    return response.json() as Promise<ProcessArticlesResponse>;
  }

  /** Processes pending articles until none is left (each call takes a bounded batch). */
  async drainPending(): Promise<void> {
    for (let round = 0; round < 50; round += 1) {
      const { processed, failed } = await this.processPending();
      if (processed + failed === 0) return;
    }
    throw new Error("pending articles keep coming: is a sync running?");
  }

  async roundRobinTest(): Promise<RoundRobinTestResponse> {
    return (await this.request.post("/api/admin/ai/round-robin-test", { headers: this.headers, data: {} })).json() as Promise<RoundRobinTestResponse>;
  }

  /** Stages pending articles for the AI screen: adds a feed, syncs it, then removes the feed (its articles stay). */
  async importArticlesFrom(name: string, feedUrl: string): Promise<void> {
    const created = await this.request.post("/api/admin/feeds", { headers: this.headers, data: { name, feed_url: feedUrl, import_limit: 10, max_age_days: 0, force: true } });
    expect(created.status()).toBe(201);
    expect(await this.sync()).toBe(200);
    await this.deleteWhere((feed) => feed.name === name);
  }

  // Google AdSense.

  async adsense(): Promise<AdsenseConfigView> {
    return (await this.request.get("/api/admin/adsense", { headers: this.headers })).json() as Promise<AdsenseConfigView>;
  }

  async saveAdsense(config: AdsenseConfigInput): Promise<AdsenseConfigView> {
    const response = await this.request.put("/api/admin/adsense", { headers: this.headers, data: config });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<AdsenseConfigView>;
  }

  /** Ads off, no publisher, no slots: the state every spec file starts from and leaves behind. */
  async resetAdsense(): Promise<void> {
    await this.saveAdsense({ publisher_id: "", enabled: false, homepage_slots: [], article_slots: [] });
  }

  /** The cookie banner's stored choices (newest first), one page, with the last 30 days' counts. */
  async cookieConsents(page = 1): Promise<CookieConsentList> {
    const response = await this.request.get(`/api/admin/cookie-consents?page=${page}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<CookieConsentList>;
  }

  // Automazione.

  async automation(): Promise<AutomationSettings> {
    return (await this.request.get("/api/admin/automation", { headers: this.headers })).json() as Promise<AutomationSettings>;
  }

  /** PUT /api/admin/automation/:key, whatever the answer: its status. */
  async putAutomation(key: AutomationKey, body: Record<string, unknown>): Promise<number> {
    return (await this.request.put(`/api/admin/automation/${key}`, { headers: this.headers, data: body })).status();
  }

  async saveAutomation(key: AutomationKey, body: Record<string, unknown>): Promise<AutomationSettings> {
    const response = await this.request.put(`/api/admin/automation/${key}`, { headers: this.headers, data: body });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<AutomationSettings>;
  }

  /** Every automation section back to its defaults; ai_processing.local_analyzer (Configurazione AI's) is left as it is. */
  async resetAutomation(): Promise<void> {
    for (const key of AUTOMATION_KEYS) {
      const { local_analyzer: _kept, ...defaults } = AUTOMATION_DEFAULTS[key];
      await this.saveAutomation(key, defaults);
    }
  }

  // Gestione Articoli.

  /** Stores a feed's items as pending articles under the feed's name (their source), then removes the feed; its articles stay. */
  async stageArticles(name: string, feedUrl: string, importLimit = 10): Promise<void> {
    const created = await this.request.post("/api/admin/feeds", { headers: this.headers, data: { name, feed_url: feedUrl, import_limit: importLimit, max_age_days: 0, force: true } });
    expect(created.status(), await created.text()).toBe(201);
    expect(await this.sync()).toBe(200);
    await this.deleteWhere((feed) => feed.name === name);
  }

  async articles(filters: AdminArticleFilters & { page?: number } = {}): Promise<AdminArticlePage> {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
    const response = await this.request.get(`/api/admin/articles?${query}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<AdminArticlePage>;
  }

  async articleStats(): Promise<AdminArticleStats> {
    return (await this.request.get("/api/admin/articles/stats", { headers: this.headers })).json() as Promise<AdminArticleStats>;
  }

  /** Deletes every article of a source (a spec's own), through the bulk delete. */
  async deleteArticlesOf(source: string): Promise<void> {
    for (let round = 0; round < 20; round += 1) {
      const { articles } = await this.articles({ source });
      if (articles.length === 0) return;
      const response = await this.request.post("/api/admin/articles/bulk-delete", { headers: this.headers, data: { ids: articles.map((article) => article.id) } });
      expect(response.status()).toBe(200);
    }
  }

  /**
   * Waits until the AI queue has tried the pending articles and found nobody
   * to process them (every provider off, the local analyzer off): it then
   * sleeps a minute, and pending articles stay pending meanwhile.
   */
  async quietQueue(): Promise<void> {
    await expect
      .poll(async () => {
        const response = await this.roundRobinTest();
        return response.success && response.status;
      })
      .toBe("failed");
  }

  // Diagnostica Sistema.

  /** The latest health readings, newest first. */
  async health(limit = 20): Promise<HealthList> {
    const response = await this.request.get(`/api/admin/health?limit=${limit}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<HealthList>;
  }

  async errors(query = ""): Promise<ErrorList> {
    const response = await this.request.get(`/api/admin/errors${query ? `?${query}` : ""}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<ErrorList>;
  }

  async resolveError(id: string): Promise<void> {
    expect((await this.request.post(`/api/admin/errors/${id}/resolve`, { headers: this.headers, data: {} })).status()).toBe(200);
  }

  async logs(query = ""): Promise<LogList> {
    const response = await this.request.get(`/api/admin/logs${query ? `?${query}` : ""}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<LogList>;
  }

  // Messaggi.

  /**
   * Sends a message through the public contact endpoint, from an address of
   * its own (the server trusts X-Forwarded-For in the e2e run), so staging
   * never meets the per-address limit the tests of the form itself rely on.
   */
  async sendContactMessage(input: Omit<ContactMessageInput, "website">): Promise<void> {
    stagedSenders += 1;
    const address = `198.${18 + (Math.floor(stagedSenders / 62_500) % 2)}.${Math.floor(stagedSenders / 250) % 250}.${(stagedSenders % 250) + 1}`;
    const response = await this.request.post("/api/contact", { headers: { "x-forwarded-for": address }, data: input });
    expect(response.status(), await response.text()).toBe(201);
  }

  async counts(): Promise<DashboardCounts> {
    return (await this.request.get("/api/admin/dashboard/counts", { headers: this.headers })).json() as Promise<DashboardCounts>;
  }

  /** Every stored message, all pages. */
  async messages(): Promise<ContactMessageView[]> {
    const all: ContactMessageView[] = [];
    for (let page = 1; ; page += 1) {
      const list = (await (await this.request.get(`/api/admin/messages?page=${page}`, { headers: this.headers })).json()) as MessageList;
      all.push(...list.messages);
      if (list.page >= list.page_count) return all;
    }
  }

  async setMessageRead(id: string, read: boolean): Promise<void> {
    expect((await this.request.patch(`/api/admin/messages/${id}`, { headers: this.headers, data: { read } })).status()).toBe(200);
  }

  async deleteMessagesWhere(match: (message: ContactMessageView) => boolean): Promise<void> {
    for (const message of (await this.messages()).filter(match)) {
      await this.request.delete(`/api/admin/messages/${message.id}`, { headers: this.headers });
    }
  }

  // Social Media.

  async socialConfigs(): Promise<SocialConfigView[]> {
    return (await this.request.get("/api/admin/social", { headers: this.headers })).json() as Promise<SocialConfigView[]>;
  }

  async social(platform: SocialPlatform): Promise<SocialConfigView> {
    return (await this.socialConfigs()).find((config) => config.platform === platform)!;
  }

  async saveSocial(platform: SocialPlatform, update: SocialConfigUpdate): Promise<SocialConfigView> {
    const response = await this.request.put(`/api/admin/social/${platform}`, { headers: this.headers, data: update });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<SocialConfigView>;
  }

  /** Every platform off, with no ids, the default template and frequency. A stored token stays: the API never clears one. */
  async resetSocial(): Promise<void> {
    for (const platform of SOCIAL_PLATFORMS) {
      await this.saveSocial(platform, { enabled: false, chat_id: "", page_id: "", author_urn: "", post_template: SOCIAL_DEFAULT_TEMPLATE, frequency: "immediate" });
    }
  }
}
