import { Send } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { SocialConfigView } from "../../../../shared/social";
import { Button } from "../../../components/ui/button";
import { useSendTestPost } from "../api/send-test-post";
import { testReadiness } from "../card-status";
import { PLATFORM_LABELS, SOCIAL_TEXT } from "../labels";
import { testOutcome, testRequestFailure, type TestOutcome } from "../test-outcome";
import { TestOutcomeBox } from "./test-outcome-box";

const text = SOCIAL_TEXT.test;

/**
 * The card's row of buttons (`before` it, "Configura") and "Invia post di prova": a real post for Telegram, Facebook, X and LinkedIn,
 * showing the platform's answer; for Instagram and WhatsApp the API answers
 * the "in sviluppo" notice. Enabled only when the platform is on and  has a token (docs/product.md#social-media), and
 * for a real post where it goes.
 */
export function TestPost({ config, before }: { config: SocialConfigView; before: ReactNode }) {
  const send = useSendTestPost();
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const name = PLATFORM_LABELS[config.platform];
  const readiness = testReadiness(config);
  const reasonId = `social-${config.platform}-test-reason`;

  function run() {
    setOutcome(null);
    send.mutate(config.platform, {
      onSuccess: (result) => setOutcome(testOutcome(result, config.posts_for_real)),
      onError: (error) => setOutcome(testRequestFailure(error)),
    });
  }

  // The answer goes under the whole row of buttons, where it has the card's width.
  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        {before}
        <div className="min-w-0">
          <Button
            icon={Send}
            busy={send.isPending}
            disabled={!readiness.ready}
            onClick={run}
            aria-label={text.sendOf(name)}
            aria-describedby={readiness.ready ? undefined : reasonId}
            className="w-full sm:w-auto"
          >
            {send.isPending ? text.sending : text.send}
          </Button>
          {readiness.ready ? null : (
            <p id={reasonId} className="mt-1.5 text-xs text-slate-600">
              {readiness.reason}
            </p>
          )}
        </div>
      </div>
      {outcome ? <TestOutcomeBox outcome={outcome} /> : null}
    </>
  );
}
