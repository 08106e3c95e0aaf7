import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";

/** "Cerca notizie...": submits a trimmed, non-blank term to /?search= and clears itself. */
export function SearchBox({ className = "", onSearch }: { className?: string; onSearch?: () => void }) {
  const [term, setTerm] = useState("");
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    void navigate(`/?search=${encodeURIComponent(trimmed)}`);
    setTerm("");
    onSearch?.();
  }

  return (
    <form role="search" action="/" method="get" onSubmit={submit} className={`relative ${className}`}>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Cerca notizie..."
        aria-label="Cerca notizie"
        className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
      />
    </form>
  );
}
