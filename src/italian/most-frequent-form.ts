/** The form written most often; on a tie, the one seen first (Map keeps insertion order). */
export function mostFrequentForm(forms: Map<string, number>): string {
  let best = "";
  let bestCount = 0;
  for (const [form, count] of forms) {
    if (count > bestCount) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}
