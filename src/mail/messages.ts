import { articleUrl, siteOrigin } from "../seo/site-pages.js";
import { longDateTime } from "../shared/dates.js";
import { formatBytes } from "../shared/storage-figures.js";
import { MAIL_TEXT as T } from "./labels.js";
import type { OutgoingMail } from "./mailer.js";
import { html, layout, type SafeHtml } from "./template.js";

// The four notification e-mails, each as plain text and as HTML built from the same values. Values that come
// from feeds or errors reach the HTML only through `html`, which escapes them.

/** Links in the HTML part, each with its address in the text part. */
const link = (href: string, label = href) => html`<a href="${href}" style="color:#2563eb">${label}</a>`;
const paragraph = (content: unknown) => html`<p style="margin:0 0 12px">${content}</p>`;

function compose(to: string, subject: string, title: string, site: string, text: string[], body: SafeHtml): OutgoingMail {
  const settings = `${siteOrigin(site)}/dashboard/automation`;
  const footerText = `${T.footer(siteOrigin(site))} ${T.settingsHint} ${settings}`;
  const footer = html`${T.footer(siteOrigin(site))} ${T.settingsHint} ${link(settings)}`;
  return { to, subject, text: `${text.join("\n")}\n\n--\n${footerText}\n`, html: layout(title, body, footer) };
}

export interface CriticalErrorSummary {
  kind: string;
  count: number;
  latest: { at: Date; source: string; message: string };
  /** When the previous mail of this kind went out; null for the first in the last day. */
  previousMailAt: Date | null;
}

/** "Errore critico": how many errors of one kind since the last mail about it, and the latest in full. */
export function criticalErrorMail(to: string, site: string, summary: CriticalErrorSummary): OutgoingMail {
  const since = summary.previousMailAt ? T.criticalSinceLast(longDateTime(summary.previousMailAt)) : T.criticalSinceDay;
  const count = T.criticalCount(summary.count, summary.kind) + since;
  const where = `${siteOrigin(site)}/dashboard/diagnostics`;
  const when = longDateTime(summary.latest.at);
  const text = [
    count,
    "",
    `${T.criticalLatest}:`,
    `${T.criticalWhen}: ${when}`,
    `${T.criticalSource}: ${summary.latest.source}`,
    `${T.criticalMessage}: ${summary.latest.message}`,
    "",
    T.criticalWhere,
    where,
    "",
    T.criticalThrottle,
  ];
  const body = html`${paragraph(count)}
<p style="margin:0 0 4px;font-weight:bold">${T.criticalLatest}</p>
<table style="border-collapse:collapse;margin:0 0 12px">
<tr><td style="padding:2px 12px 2px 0;color:#71717a">${T.criticalWhen}</td><td>${when}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#71717a">${T.criticalSource}</td><td>${summary.latest.source}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#71717a;vertical-align:top">${T.criticalMessage}</td><td style="white-space:pre-wrap">${summary.latest.message}</td></tr>
</table>
${paragraph(html`${T.criticalWhere} ${link(where)}`)}
${paragraph(T.criticalThrottle)}`;
  return compose(to, T.criticalSubject(summary.kind), T.criticalTitle, site, text, body);
}

export interface DigestArticle {
  id: string;
  title: string;
  source_name: string;
}

/** The daily digest: how many articles the last 24 hours published, and the newest of them with links to our pages. */
export function digestMail(to: string, site: string, total: number, newest: DigestArticle[]): OutgoingMail {
  const items = newest.map((article) => ({ ...article, url: articleUrl(site, article.id) }));
  const more = total - items.length;
  const home = `${siteOrigin(site)}/`;
  const text = [
    T.digestIntro(total),
    "",
    T.digestLatest,
    ...items.flatMap((item) => [`- ${item.title} (${item.source_name})`, `  ${item.url}`]),
    ...(more > 0 ? ["", T.digestMore(more)] : []),
    "",
    `${T.digestSite} ${home}`,
  ];
  const body = html`${paragraph(T.digestIntro(total))}
${paragraph(T.digestLatest)}
<ul style="margin:0 0 12px;padding-left:20px">
${items.map((item) => html`<li style="margin:0 0 6px">${link(item.url, item.title)} <span style="color:#71717a">(${item.source_name})</span></li>\n`)}</ul>
${more > 0 ? paragraph(T.digestMore(more)) : ""}
${paragraph(html`${T.digestSite} ${link(home)}`)}`;
  return compose(to, T.digestSubject(total), T.digestTitle, site, text, body);
}

/** The storage warning: the database's size against the assumed capacity, as Spazio Server shows them. */
export function storageWarningMail(to: string, site: string, usage: { bytes: number; capacity: number; percent: number; threshold: number }): OutgoingMail {
  const where = `${siteOrigin(site)}/dashboard/storage`;
  const use = T.storageUse(formatBytes(usage.bytes), formatBytes(usage.capacity), usage.percent);
  const text = [use, T.storageAdvice(usage.threshold), "", T.storageWhere, where, "", T.storageThrottle];
  const body = html`${paragraph(use)}
${paragraph(T.storageAdvice(usage.threshold))}
${paragraph(html`${T.storageWhere} ${link(where)}`)}
${paragraph(T.storageThrottle)}`;
  return compose(to, T.storageSubject(usage.threshold), T.storageTitle, site, text, body);
}

/** The daily backup failed: when, the file it was writing and why; the settings' page. */
export function backupFailedMail(to: string, site: string, failure: { at: Date; file: string; reason: string }): OutgoingMail {
  const where = `${siteOrigin(site)}/dashboard/automation`;
  const failed = T.backupFailed(longDateTime(failure.at));
  const text = [failed, "", `${T.backupFile}: ${failure.file}`, `${T.backupReason}: ${failure.reason}`, "", T.backupAdvice, "", T.backupWhere, where];
  const body = html`${paragraph(failed)}
${paragraph(html`${T.backupFile}: ${failure.file}<br>${T.backupReason}: ${failure.reason}`)}
${paragraph(T.backupAdvice)}
${paragraph(html`${T.backupWhere} ${link(where)}`)}`;
  return compose(to, T.backupSubject, T.backupTitle, site, text, body);
}

/** The test e-mail of Automazione. */
export function testMail(to: string, site: string, now: Date): OutgoingMail {
  const sent = T.testSent(longDateTime(now));
  return compose(to, T.testSubject, T.testTitle, site, [T.testBody, "", sent], html`${paragraph(T.testBody)}${paragraph(sent)}`);
}
