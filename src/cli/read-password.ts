import readline from "node:readline";

/** Reads a password: the whole of stdin when piped, else a hidden prompt asked twice. */
export async function readPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += String(chunk);
    return text.replace(/\r?\n$/, "");
  }
  const first = await promptHidden(input, "New password: ");
  const second = await promptHidden(input, "Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

function promptHidden(input: NodeJS.ReadStream, question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, output: process.stdout, terminal: true });
    // Echo nothing but the question while the password is typed.
    const writable = rl as unknown as { _writeToOutput: (text: string) => void };
    writable._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}
