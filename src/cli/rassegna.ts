/**
 * `npm run --silent cli -- <command> ...`: operator tools that read files only.
 *   parse-feed FILE...          one JSON line per feed file
 *   extract [--url URL] FILE... one JSON line per HTML page
 */
import { extractCommand } from "./extract-command.js";
import { parseFeedCommand } from "./parse-feed-command.js";

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  "parse-feed": parseFeedCommand,
  extract: extractCommand,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  process.stderr.write(`Usage: npm run --silent cli -- <${Object.keys(COMMANDS).join("|")}> FILE...\n`);
  process.exitCode = 1;
} else {
  command(args).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
