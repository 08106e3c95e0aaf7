import { afterAll, beforeAll, beforeEach } from "vitest";
import { startSmtpServer, type SmtpStandIn } from "../servers/smtp.js";

/**
 * The SMTP stand-in of this test file: started once, emptied of messages,
 * refusals and hang-ups before each test, closed at the end. The returned
 * object always reads the running server.
 */
export function useSmtpStandIn(): Omit<SmtpStandIn, "close"> {
  let smtp: SmtpStandIn | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  beforeEach(() => smtp?.reset());
  const current = (): SmtpStandIn => {
    if (!smtp) throw new Error("the SMTP stand-in runs only inside the test file's hooks");
    return smtp;
  };
  return {
    get port() {
      return current().port;
    },
    get url() {
      return current().url;
    },
    get messages() {
      return current().messages;
    },
    received: (count) => current().received(count),
    refuse: (recipient, code, text) => current().refuse(recipient, code, text),
    hangUp: (on) => current().hangUp(on),
    reset: () => current().reset(),
  };
}
