import { BACK_HOME_LABEL, ERROR_PAGE_TEXT, SITE_NAME } from "../shared/labels.js";

function textFor(status: number, code: string | undefined) {
  // "Busy" would tell a visitor the site is crowded; an unreachable database is the site's own trouble.
  if (code === "database_unreachable") return ERROR_PAGE_TEXT.unavailable;
  if (status === 404) return ERROR_PAGE_TEXT.notFound;
  if (status === 405) return ERROR_PAGE_TEXT.methodNotAllowed;
  if (status === 413) return ERROR_PAGE_TEXT.tooLarge;
  if (status === 429) return ERROR_PAGE_TEXT.tooMany;
  if (status === 503) return ERROR_PAGE_TEXT.busy;
  return status >= 500 ? ERROR_PAGE_TEXT.failed : ERROR_PAGE_TEXT.badRequest;
}

/**
 * The site's colours and type in a few rules (Tailwind's slate and blue-900),
 * inline because the page must cost nothing: no stylesheet request, no build.
 * The policy's style-src admits inline styles; scripts stay out.
 */
const STYLE = `body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;background:#f8fafc;color:#0f172a}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px}
header a{color:#1e3a8a;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:36rem;margin:0 auto;padding:64px 16px;text-align:center}
h1{font-size:1.5rem;margin:0 0 8px}p{color:#475569;line-height:1.5;margin:0}
main a{display:inline-block;margin-top:24px;border-radius:6px;background:#1e3a8a;color:#fff;padding:10px 20px;font-weight:500;text-decoration:none}`;

/**
 * A small Italian page for a request to the site (not the API) that fails
 * before React Router renders, or while the database cannot be reached: no
 * scripts, nothing of the request echoed back, and kept out of search
 * results. `code` is the API's name for the error, when one says more than
 * the status.
 */
export function renderErrorPage(status: number, code?: string): string {
  const { title, text } = textFor(status, code);
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${SITE_NAME}</title><style>${STYLE}</style></head>
<body><header><a href="/">${SITE_NAME}</a></header><main><h1>${title}</h1><p>${text}</p><a href="/">${BACK_HOME_LABEL}</a></main></body>
</html>
`;
}
