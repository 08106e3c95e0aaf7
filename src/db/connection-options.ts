/**
 * The session options a pool's connections start with, beside the operator's
 * own (docs/deploy.md): the PostgreSQL driver lets `options` in the
 * connection string replace the options a pool is given, so a
 * `DATABASE_URL` carrying `?options=-c search_path=…` would drop the public
 * reads' statement timeout without a word. The operator's come first and this
 * application's after, so for a setting both name this application's limit
 * is the one that holds (PostgreSQL applies `-c` in order).
 */
export function withSessionOptions(connectionString: string, ours: string): { connectionString: string; options: string } {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    // A form URL cannot read (a socket path alone) carries no options to keep.
    return { connectionString, options: ours };
  }
  const theirs = url.searchParams.get("options");
  if (theirs === null) return { connectionString, options: ours };
  url.searchParams.delete("options");
  return { connectionString: url.toString(), options: joined(theirs, ours) };
}

const joined = (theirs: string, ours: string): string => (theirs.trim() ? `${theirs.trim()} ${ours}` : ours);
