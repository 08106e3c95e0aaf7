import { MESSAGES_TEXT } from "./labels";

/** Characters a mailto address may hold as they are (RFC 6068); everything else is percent-encoded. */
function encodeAddress(address: string): string {
  return encodeURIComponent(address).replace(/%40/g, "@").replace(/%2B/gi, "+");
}

/** "Re: <subject>", on one line, without a second "Re:" when the sender already wrote one. */
export function replySubject(subject: string): string {
  const line = subject.replace(/\s+/g, " ").trim();
  return /^re\s*:/i.test(line) ? line : `${MESSAGES_TEXT.message.replyPrefix}${line}`;
}

/**
 * The link that opens the admin's mail program on a reply to a contact
 * message: `mailto:<address>?subject=Re: <subject>`, both percent-encoded, so
 * a "?", "&", "#" or line break typed by the sender (untrusted input) cannot
 * add recipients, headers or a body of its own.
 */
export function replyMailto(address: string, subject: string): string {
  return `mailto:${encodeAddress(address.trim())}?subject=${encodeURIComponent(replySubject(subject))}`;
}
