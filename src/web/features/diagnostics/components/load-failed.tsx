import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { DIAGNOSTICS_TEXT } from "../labels";

/** A tab's part that could not be read: the red box with "Riprova", which reads it again. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <Notice tone="error" className={className} action={<Button onClick={onRetry}>{DIAGNOSTICS_TEXT.retry}</Button>}>
      {message}
    </Notice>
  );
}
