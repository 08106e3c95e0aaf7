import path from "node:path";
import { z } from "zod";
import { normalizeEmail, setAdminPassword } from "../../auth/admin-accounts.js";
import { loadConfig } from "../../platform/config.js";
import { openDatabase } from "../../db/client.js";
import { migrateAndSeed } from "../../db/migrate.js";
import { readPassword } from "../read-password.js";
import { UsageError, type AdminCommand } from "./command.js";

const MIN_PASSWORD = 12;

/** `set-password EMAIL`: creates the administrator or resets its password (from stdin or a prompt). */
export const setPasswordCommand: AdminCommand = {
  usage: "set-password EMAIL   create the administrator or reset its password (read from stdin or a prompt)",
  async run([emailArgument]) {
    const email = z.email().safeParse(emailArgument?.trim());
    if (!email.success) throw new UsageError(`"${emailArgument ?? ""}" is not an e-mail address.`);
    const password = await readPassword();
    if (password.length < MIN_PASSWORD) throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters long.`);

    const config = loadConfig();
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
    try {
      await migrateAndSeed(handle);
      const { created } = await setAdminPassword(handle.db, email.data, password);
      const address = normalizeEmail(email.data);
      return created ? `Created administrator ${address}.` : `Password changed for ${address}; its open sessions were signed out and its sign-in limits cleared.`;
    } finally {
      await handle.close();
    }
  },
};
