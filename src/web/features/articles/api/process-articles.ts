import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { requestProcessing } from "../../../lib/process-articles";
import { articleKeys } from "./query-keys";

/** "Elabora con AI" (no id) or "Elabora ora con AI" / "Riprova" (an id); the list and the numbers are read again after. */
export function useProcessArticles() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId?: string) => requestProcessing(auth, articleId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
