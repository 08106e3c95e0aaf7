import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { useSendTestEmail } from "../api/send-test-email";
import { AUTOMATION_TEXT } from "../labels";
import { testEmailOutcome, testEmailRefusal, type TestEmailOutcome } from "../test-email-result";

const text = AUTOMATION_TEXT.email;

/** "Invia email di prova" to the address in the field (saved or not), and what the SMTP server answered, right under it. */
export function TestEmail({ recipient, smtpHost }: { recipient: string; smtpHost: string | null }) {
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<TestEmailOutcome | null>(null);

  function run() {
    const refusal = testEmailRefusal(recipient);
    if (refusal) {
      setOutcome(refusal);
      return;
    }
    setOutcome(null);
    const to = recipient.trim();
    send.mutate(to, {
      onSuccess: (answer) => setOutcome(testEmailOutcome(answer, to)),
      onError: () => setOutcome(testEmailOutcome(null, to)),
    });
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button icon={Send} busy={send.isPending} onClick={run}>
          {send.isPending ? text.sending : text.sendTest}
        </Button>
        {smtpHost ? <span className="text-xs text-slate-600">{text.smtpHost(smtpHost)}</span> : null}
      </div>
      <div role="status" aria-live="polite" data-result="test-email">
        {outcome ? (
          <Notice tone={outcome.tone} className="mt-3">
            <p className="font-semibold">{outcome.title}</p>
            {outcome.detail ? (
              <p className="mt-1">
                {outcome.detailLabel ? <span className="mr-1">{outcome.detailLabel}</span> : null}
                <code className="font-mono text-xs wrap-anywhere">{outcome.detail}</code>
              </p>
            ) : null}
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
