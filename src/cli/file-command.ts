import { parseArgs } from "node:util";

/**
 * The arguments of a file-reading command: one optional URL option (the base
 * for relative links) and the files. Answers a usage error message instead of throwing.
 */
export function parseFileArguments(args: string[], urlOption: string): { url: string | null; files: string[] } | string {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { [urlOption]: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    return (error as Error).message;
  }
  const url = (parsed.values[urlOption] as string | undefined) ?? null;
  if (url !== null && !URL.canParse(url)) return `--${urlOption} needs an absolute URL, got "${url}".`;
  return parsed.positionals.length > 0 ? { url, files: parsed.positionals } : "No file given.";
}

/** Writes one line and waits for stdout to drain, so hundreds of files piped into a slow reader do not pile up in memory. */
export function writeLine(line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const flushed = process.stdout.write(line, (error) => (error ? reject(error) : undefined));
    if (flushed) resolve();
    else process.stdout.once("drain", resolve);
  });
}
