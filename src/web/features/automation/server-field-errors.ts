import { ApiError } from "../../lib/api-request";
import type { FormErrors } from "./automation-form";
import { AUTOMATION_TEXT } from "./labels";

/** The server's checks of the backup folder (src/automation/backup-folder.ts), by the end of their English. */
const FOLDER_REFUSALS: Array<[RegExp, string]> = [
  [/does not exist on the server$/, AUTOMATION_TEXT.errors.folderMissing],
  [/is not a folder$/, AUTOMATION_TEXT.errors.folderNotFolder],
  [/is not writable by the server$/, AUTOMATION_TEXT.errors.folderNotWritable],
  [/is not an absolute path$/, AUTOMATION_TEXT.errors.folderAbsolute],
  [/need a folder to be switched on$/, AUTOMATION_TEXT.errors.folderRequired],
];

/**
 * The field errors a refused save stands for, when the server refused a
 * field only it can check (whether the backup folder exists and is writable
 * on the server); null for any other failure, which the save bar words.
 */
export function serverFieldErrors(error: unknown): FormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.message.startsWith("folder: ")) return null;
  const words = FOLDER_REFUSALS.find(([pattern]) => pattern.test(error.message))?.[1];
  return words ? { backups: { folder: words } } : null;
}
