import { BACK_HOME_LABEL, ERROR_PAGE_TEXT, SITE_NAME } from "../shared/labels.js";

function textFor(status: number) {
  if (status === 404) return ERROR_PAGE_TEXT.notFound;
  if (status === 405) return ERROR_PAGE_TEXT.methodNotAllowed;
  if (status === 413) return ERROR_PAGE_TEXT.tooLarge;
  if (status === 429) return ERROR_PAGE_TEXT.tooMany;
  if (status === 503) return ERROR_PAGE_TEXT.busy;
  return status >= 500 ? ERROR_PAGE_TEXT.failed : ERROR_PAGE_TEXT.badRequest;
}

/**
 * A small Italian page for a request to the site (not the API) that fails
 * before React Router renders: no scripts, no styles, nothing of the request
 * echoed back, and kept out of search results.
 */
export function renderErrorPage(status: number): string {
  const { title, text } = textFor(status);
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${SITE_NAME}</title></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">${BACK_HOME_LABEL}</a></p></main></body>
</html>
`;
}
