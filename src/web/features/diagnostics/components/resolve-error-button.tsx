import { CheckCheck } from "lucide-react";
import type { ErrorLogView } from "../../../../shared/diagnostics";
import { errorText } from "../../../../shared/error-text";
import { Button } from "../../../components/ui/button";
import type { ButtonSize } from "../../../components/ui/button-styles";
import { notify } from "../../../lib/notify";
import { useResolveError } from "../api/resolve-error";
import { DIAGNOSTICS_TEXT } from "../labels";

const text = DIAGNOSTICS_TEXT.errors;

/**
 * "Segna come Risolto": shown only on an open error, since the server never
 * reopens a resolved one. In a list, `named` adds the error's message (in
 * Italian, as the row shows it) to the button's accessible name, so each row's
 * button says which error it resolves.
 */
export function ResolveErrorButton({ error, size = "md", variant = "secondary", named = false }: {
  error: ErrorLogView;
  size?: ButtonSize;
  variant?: "secondary" | "primary";
  named?: boolean;
}) {
  const resolve = useResolveError();
  return (
    <Button
      size={size}
      variant={variant}
      icon={CheckCheck}
      busy={resolve.isPending}
      aria-label={named ? text.resolveOf(errorText(error).text) : undefined}
      onClick={() => resolve.mutate(error.id, { onSuccess: () => notify.success(text.resolvedToast), onError: () => notify.error(text.resolveFailed) })}
    >
      {text.resolve}
    </Button>
  );
}
