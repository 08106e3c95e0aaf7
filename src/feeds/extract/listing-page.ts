/**
 * Readability always returns something, even for a home page or a section
 * index; these are the signs that what it kept is a list of teasers (each a
 * linked headline and a line of summary), not an article.
 */

// Text mostly inside links: menus, tag clouds, "related articles" lists.
const MAX_LINK_TEXT_SHARE = 0.5;
// A few headlines that are links, and they are most of the headings: teasers.
const MIN_LINKED_HEADINGS = 3;

/** Whether the extracted content is a listing of other articles rather than one article. */
export function looksLikeListing(content: Element): boolean {
  if (linkTextShare(content) > MAX_LINK_TEXT_SHARE) return true;
  const headings = Array.from(content.querySelectorAll("h1, h2, h3, h4, h5, h6"));
  const linked = headings.filter((heading) => {
    const text = compact(heading.textContent);
    return text.length > 0 && compactLinkText(heading) === text.length;
  });
  return linked.length >= MIN_LINKED_HEADINGS && linked.length * 2 >= headings.length;
}

function linkTextShare(content: Element): number {
  const total = compact(content.textContent).length;
  return total === 0 ? 1 : compactLinkText(content) / total;
}

function compactLinkText(element: Element): number {
  return Array.from(element.querySelectorAll("a")).reduce((sum, link) => sum + compact(link.textContent).length, 0);
}

function compact(text: string | null): string {
  return (text ?? "").replace(/\s+/g, "");
}
