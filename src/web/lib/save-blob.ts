/** Hands a fetched file to the browser as a download (a bearer token rules out a plain link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
