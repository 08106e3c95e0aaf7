import type { OutgoingMail } from "../mail/mailer.js";
import { html, layout } from "../mail/template.js";
import { articleUrl, siteOrigin } from "../seo/site-pages.js";
import { CATEGORY_LABELS } from "../shared/labels.js";
import { editionTitle, type Edition } from "../shared/edition.js";
import { editionKey } from "./edition-times.js";
import { confirmUrl, editionUrl, unsubscribeUrl } from "./edition-links.js";
import { EDITION_MAIL_TEXT as T } from "./labels.js";

// The daily edition's two e-mails, each as plain text and as HTML from the same values, on the notifications'
// template (mail/template.ts): titles and sources come from feeds and reach the HTML only through `html`.

const link = (href: string, label = href) => html`<a href="${href}" style="color:#2563eb">${label}</a>`;
const paragraph = (content: unknown) => html`<p style="margin:0 0 12px">${content}</p>`;

/** The double opt-in's message: the link to the page where the reader confirms. */
export function confirmationMail(to: string, site: string, token: string): OutgoingMail {
  const url = confirmUrl(site, token);
  const footer = T.footerConfirm(siteOrigin(site));
  const text = [T.confirmIntro, "", T.confirmAction, url, "", T.confirmExpiry, T.confirmIgnore, "", "--", footer, ""].join("\n");
  const body = html`${paragraph(T.confirmIntro)}
${paragraph(html`${T.confirmAction}<br>${link(url)}`)}
${paragraph(T.confirmExpiry)}
${paragraph(T.confirmIgnore)}`;
  return { to, subject: T.confirmSubject, text, html: layout(T.confirmTitle, body, html`${footer}`) };
}

/**
 * One edition for one subscriber: each category's stories linking to our
 * article pages, the edition's page, and the way out, in the footer and as
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so the mail client
 * offers one-click unsubscribing.
 */
export function editionMail(to: string, site: string, edition: Edition, unsubscribeToken: string): OutgoingMail {
  const title = editionTitle(edition.day, edition.slot);
  const page = editionUrl(site, editionKey(edition));
  const leave = unsubscribeUrl(site, unsubscribeToken);
  const leavePage = `${siteOrigin(site)}/edizione/disiscrizione?token=${encodeURIComponent(unsubscribeToken)}`;
  const count = edition.categories.reduce((sum, category) => sum + category.stories.length, 0);
  const categories = edition.categories.map((category) => ({
    label: CATEGORY_LABELS[category.category as keyof typeof CATEGORY_LABELS] ?? category.category,
    stories: category.stories.map(({ card, sources }) => ({
      title: card.title,
      url: articleUrl(site, card.id),
      source: sources > 1 ? `${card.source_name} ${T.otherSources(sources - 1)}` : card.source_name,
    })),
  }));
  const footerText = T.footer(siteOrigin(site));
  const text = [
    T.editionIntro(count),
    ...categories.flatMap((category) => ["", category.label.toUpperCase(), ...category.stories.flatMap((story) => [`- ${story.title} (${story.source})`, `  ${story.url}`])]),
    "",
    `${T.onSite} ${page}`,
    "",
    "--",
    footerText,
    `${T.unsubscribe} ${leavePage}`,
    "",
  ].join("\n");
  const body = html`${paragraph(T.editionIntro(count))}
${categories.map(
  (category) => html`<h2 style="margin:20px 0 8px;font-size:16px;color:#1e3a8a">${category.label}</h2>
<ul style="margin:0 0 12px;padding-left:20px">
${category.stories.map((story) => html`<li style="margin:0 0 6px">${link(story.url, story.title)} <span style="color:#71717a">(${story.source})</span></li>\n`)}</ul>
`,
)}${paragraph(html`${T.onSite} ${link(page)}`)}`;
  return {
    to,
    subject: T.editionSubject(title),
    text,
    html: layout(title, body, html`${footerText} ${T.unsubscribe} ${link(leavePage)}`),
    headers: { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
