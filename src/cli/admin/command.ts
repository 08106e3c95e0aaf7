/** One `npm run admin` command: its usage line and what it does with the arguments after its name. */
export interface AdminCommand {
  /** Shown in the usage text, e.g. "set-password EMAIL   create the admin or reset its password". */
  usage: string;
  /** Resolves with the message printed on success; throws UsageError for bad arguments. */
  run(args: string[]): Promise<string>;
}

/** A mistake in the operator's command line: printed as one line, without a stack. */
export class UsageError extends Error {}

/** `FILE [--flag]` of backup and restore: the backup file and whether its one option was given; anything else is a UsageError. */
export function backupFileArguments(args: string[], flag: string): { file: string; flagged: boolean } {
  const [file, ...extra] = args.filter((arg) => arg !== flag);
  if (!file || file.startsWith("--")) throw new UsageError(file ? `Unknown option "${file}".` : "No backup file given.");
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  return { file, flagged: args.includes(flag) };
}
