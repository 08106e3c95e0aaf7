import { useState, type FormEvent } from "react";

/**
 * A number of days typed, then confirmed before anything runs (the cleanup's and the archive's forms):
 * on submit the field shows the days that will be used (`read` turns anything invalid into the
 * fallback), so the confirmation and the form agree; `asking` holds those days while the dialog is open.
 */
export function useDaysConfirmation(read: (typed: string) => number, fallback: number) {
  const [typed, setTyped] = useState(String(fallback));
  const [asking, setAsking] = useState<number | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = read(typed);
    setTyped(String(days));
    setAsking(days);
  }

  return { typed, setTyped, asking, stopAsking: () => setAsking(null), submit };
}
