import { CircleCheck, Clock, Mail, TriangleAlert } from "lucide-react";
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  contactEmailFor,
  contactFieldErrors,
  contactMessageSchema,
  contactTooManyMessage,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  type ContactField,
} from "../../../shared/contact";
import { SITE_NAME } from "../../../shared/labels";
import { retryAfterSeconds } from "../../../shared/wait-time";
import { StaticPage } from "../../components/static-page";
import { JSON_HEADERS } from "../../lib/api-request";
import type { Route } from "./+types/contact";

const DESCRIPTION = `Scrivi alla redazione di ${SITE_NAME}: segnalazioni, suggerimenti di fonti e richieste degli editori. Rispondiamo entro 48 ore lavorative.`;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Contatti | ${SITE_NAME}` },
    { name: "description", content: DESCRIPTION },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.config.publicUrl.replace(/\/+$/, "");
  return { contactEmail: contactEmailFor(context.config.publicUrl), canonical: `${origin}/contact` };
}

const noSubscription = () => () => {};

type Status = "idle" | "sending" | "success" | "error";
type FieldErrors = Partial<Record<ContactField, string>>;

const FIELD_ORDER: ContactField[] = ["name", "email", "subject", "message"];

const SEND_FAILED = "Si è verificato un errore. Riprova più tardi o contattaci direttamente via email.";

/** Contact page (docs/product.md#contact-page): the form with its four states, and how and when the newsroom answers. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<FieldErrors>({});
  // The second line of the error box: the generic failure, or how long an address over its limit must wait.
  const [failure, setFailure] = useState(SEND_FAILED);
  // Before hydration a submit would leave the page as a plain form post: the button waits for the script.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = contactMessageSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found = contactFieldErrors(parsed.error);
      setErrors(found);
      setStatus("idle");
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch("/api/contact", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(parsed.data) });
      if (response.status === 429) {
        setFailure(contactTooManyMessage(retryAfterSeconds(response.headers.get("retry-after"))));
        setStatus("error");
        return;
      }
      if (!response.ok) throw new Error(`contact answered ${response.status}`);
      form.reset();
      setStatus("success");
    } catch (error) {
      console.warn("contact message not sent", error);
      setFailure(SEND_FAILED);
      setStatus("error");
    }
  }

  /** A field's message goes away as soon as the reader edits it. */
  function clearError(field: ContactField) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const sending = status === "sending";
  return (
    <StaticPage title="Contatti">
      <p>
        Hai notato un errore in un riassunto, vuoi suggerire una fonte o sei un editore e desideri informazioni? Scrivici con il
        modulo qui sotto: il messaggio arriva direttamente alla redazione.
      </p>
      <div className="grid gap-8 md:grid-cols-3">
        <form noValidate onSubmit={submit} className="space-y-5 md:col-span-2">
          <p className="text-sm text-slate-600">
            Tutti i campi sono obbligatori.
          </p>
          <Field id="contact-name" label="Nome" error={errors.name}>
            <input {...fieldProps("contact-name", "name", errors.name)} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} onChange={() => clearError("name")} />
          </Field>
          <Field id="contact-email" label="Email" error={errors.email}>
            <input {...fieldProps("contact-email", "email", errors.email)} type="email" inputMode="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} onChange={() => clearError("email")} />
          </Field>
          <Field id="contact-subject" label="Oggetto" error={errors.subject}>
            <input {...fieldProps("contact-subject", "subject", errors.subject)} type="text" maxLength={CONTACT_LIMITS.subject} onChange={() => clearError("subject")} />
          </Field>
          <Field id="contact-message" label="Messaggio" error={errors.message}>
            <textarea {...fieldProps("contact-message", "message", errors.message)} rows={7} maxLength={CONTACT_LIMITS.message.max} onChange={() => clearError("message")} />
          </Field>
          {/* The honeypot: out of sight, out of the tab order and of the accessibility tree; only bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="contact-website">Sito web (lascia vuoto)</label>
            <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          {status === "error" ? (
            <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <div>
                <p className="font-semibold">Errore nell'invio</p>
                <p className="mt-1">{failure}</p>
              </div>
            </div>
          ) : null}
          <div aria-live="polite">
            {status === "success" ? (
              <div className="flex gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
                <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
                <div>
                  <p className="font-semibold">Messaggio inviato con successo!</p>
                  <p className="mt-1">Ti risponderemo entro 48 ore lavorative.</p>
                </div>
              </div>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={sending || !hydrated}
            className="w-full rounded-md bg-blue-900 px-5 py-2.5 font-medium text-white hover:bg-blue-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {sending ? "Invio in corso..." : "Invia messaggio"}
          </button>
          <p className="text-sm text-slate-600">
            Useremo i tuoi dati solo per risponderti, come spiegato nell'
            <Link to="/privacy" className="text-blue-700 underline">
              Informativa sulla privacy
            </Link>
            .
          </p>
        </form>
        <ContactInfo email={loaderData.contactEmail} />
      </div>
    </StaticPage>
  );
}

function fieldProps(id: string, name: ContactField, error: string | undefined) {
  return {
    id,
    name,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 ${
      error ? "border-red-600 focus:ring-red-600/30" : "border-slate-300 focus:border-blue-600 focus:ring-blue-600/30"
    }`,
  };
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The side column: when the answer comes and where else to write. */
function ContactInfo({ email }: { email: string }) {
  const [local, domain] = email.split("@");
  return (
    <aside aria-label="Informazioni di contatto" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm md:self-start">
      <section className="space-y-1">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Clock aria-hidden className="h-4 w-4 text-blue-900" />
          Tempi di risposta
        </h2>
        <p>
          Rispondiamo a tutti i messaggi entro <strong>48 ore lavorative</strong>.
        </p>
      </section>
      <section className="space-y-1">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Mail aria-hidden className="h-4 w-4 text-blue-900" />
          Email
        </h2>
        <p>Preferisci la posta elettronica? Scrivici a</p>
        {/* A narrow column breaks the address before the @ (the domain moves down whole), never after it or inside a word. */}
        <a href={`mailto:${email}`} className="break-words text-blue-700 underline">
          {local}
          <wbr />@{domain}
        </a>
      </section>
      <section className="space-y-1">
        <h2 className="font-semibold text-slate-900">Per una segnalazione</h2>
        <p>Indica il titolo o il link dell'articolo: ci aiuta a verificare e correggere più in fretta.</p>
      </section>
    </aside>
  );
}
