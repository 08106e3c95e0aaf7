import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { requestProcessing } from "../../../lib/process-articles";
import { aiKeys } from "./query-keys";

/** The "Elabora articoli in attesa" action; afterwards the counters and the list are read again. */
export function useProcessPending() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestProcessing(auth),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}
