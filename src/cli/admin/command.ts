/** One `npm run admin` command: its usage line and what it does with the arguments after its name. */
export interface AdminCommand {
  /** Shown in the usage text, e.g. "set-password EMAIL   create the admin or reset its password". */
  usage: string;
  /** Resolves with the message printed on success; throws UsageError for bad arguments. */
  run(args: string[]): Promise<string>;
}

/** A mistake in the operator's command line: printed as one line, without a stack. */
export class UsageError extends Error {}
