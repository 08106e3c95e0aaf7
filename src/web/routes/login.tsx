import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useAuthClient } from "../lib/auth/auth-provider";
import { loginErrorMessage } from "../lib/auth/login-messages";

export function meta() {
  return [{ title: "Accesso amministratore | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** Admin sign-in: e-mail and password, then the dashboard. */
export default function Login() {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const result = await auth.signInWithPassword(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
    if (result.error) {
      setError(loginErrorMessage(result.error));
      setSubmitting(false);
      return;
    }
    await navigate("/dashboard");
  }

  return (
    <div className="flex justify-center px-4 py-16">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex flex-col items-center text-center">
          <span className="rounded-full bg-blue-100 p-3 text-blue-900">
            <Lock aria-hidden className="h-6 w-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Accesso amministratore</h1>
          <p className="mt-1 text-sm text-slate-600">Accedi per gestire feed, articoli e impostazioni.</p>
        </div>
        <form className="mt-8 space-y-5" onSubmit={submit}>
          <div>
            <label htmlFor="email" className="block text-sm font-medium text-slate-800">
              Email
            </label>
            <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium text-slate-800">
              Password
            </label>
            <input id="password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
          </div>
          {error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-blue-900 px-4 py-2.5 font-medium text-white hover:bg-blue-800 disabled:cursor-wait disabled:opacity-70"
          >
            {submitting ? "Accesso in corso..." : "Accedi"}
          </button>
        </form>
      </div>
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30";
