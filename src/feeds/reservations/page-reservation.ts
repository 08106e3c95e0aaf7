/**
 * A page's own word on text and data mining, read from what the scraper fetched anyway: the TDMRep HTTP header
 * ("tdm-reservation: 1"), its HTML form (<meta name="tdm-reservation" content="1">), and the robots "noai" value
 * (<meta name="robots" content="noai">, or X-Robots-Tag: noai), which publishers use to refuse AI use of their text.
 */

const NOAI = /(^|[\s,])noai([\s,]|$)/i;

/** Whether a response's headers reserve the page (header names lower-cased, as undici gives them). */
export function headersReserveTdm(headers: Record<string, string | string[] | undefined>): boolean {
  const values = (name: string) => [headers[name]].flat().filter((value): value is string => typeof value === "string");
  if (values("tdm-reservation").some((value) => value.trim() === "1")) return true;
  return values("x-robots-tag").some((value) => NOAI.test(value));
}

/** Whether a parsed page's meta tags reserve it. */
export function documentReservesTdm(document: Document): boolean {
  for (const meta of Array.from(document.querySelectorAll("meta[name]"))) {
    const name = meta.getAttribute("name")?.trim().toLowerCase();
    const content = meta.getAttribute("content")?.trim() ?? "";
    if (name === "tdm-reservation" && content === "1") return true;
    if ((name === "robots" || name === "tdm-robots") && NOAI.test(content)) return true;
  }
  return false;
}
