/** The move cannot start or did not verify: the message tells the operator what to do, and nothing was committed. */
export class MoveRefusedError extends Error {
  override name = "MoveRefusedError";
}

/** A connection URL as it may be printed: the password masked. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    parsed.searchParams.forEach((_value, key) => {
      if (key.toLowerCase() === "password") parsed.searchParams.set(key, "***");
    });
    return parsed.toString();
  } catch {
    return "(an unreadable URL)";
  }
}
