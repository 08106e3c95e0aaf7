import type { MetaDescriptor } from "react-router";
import { editionTitle, type Edition } from "../../../shared/edition";
import { SITE_NAME } from "../../../shared/labels";
import { editionPath } from "./edition-address";
import { EDITION_TEXT } from "./labels";

/** Title, description and canonical link of an edition: its own dated address, whichever address showed it. */
export function editionMeta(edition: Edition | null, publicUrl: string): MetaDescriptor[] {
  const title = `${edition ? editionTitle(edition.day, edition.slot) : EDITION_TEXT.pageTitle} | ${SITE_NAME}`;
  const base = publicUrl.replace(/\/+$/, "");
  const canonical = `${base}${edition ? editionPath(edition) : "/edizione"}`;
  return [
    { title },
    { name: "description", content: EDITION_TEXT.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "it_IT" },
    { property: "og:title", content: title },
    { property: "og:description", content: EDITION_TEXT.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  ];
}
