import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import type { FeedView } from "../../src/shared/feeds";

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

  async feeds(): Promise<FeedView[]> {
    return (await this.request.get("/api/admin/feeds", { headers: this.headers })).json() as Promise<FeedView[]>;
  }

  async setActive(id: string, active: boolean): Promise<void> {
    expect((await this.request.patch(`/api/admin/feeds/${id}`, { headers: this.headers, data: { active } })).status()).toBe(200);
  }

  async sync(): Promise<number> {
    return (await this.request.post("/api/functions/import-rss-articles", { headers: this.headers, data: {} })).status();
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
}
