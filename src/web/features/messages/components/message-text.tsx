import { clsx } from "clsx";
import { useId, useState } from "react";
import { isLongMessage } from "../inbox-view";
import { MESSAGES_TEXT } from "../labels";

const text = MESSAGES_TEXT.message;

/**
 * What the sender wrote, as plain text with its line breaks (never as HTML: a
 * contact message is untrusted input). A long one starts folded to six lines.
 */
export function MessageText({ message }: { message: string }) {
  const id = useId();
  const long = isLongMessage(message);
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <p id={id} className={clsx("text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere", long && !open && "line-clamp-6")}>
        {message}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded text-sm font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {open ? text.showLess : text.showAll}
        </button>
      ) : null}
    </div>
  );
}
