import { Monitor, Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { themeSwitchName } from "../../lib/theme/labels";
import { chooseTheme, nextThemeChoice, readThemeChoice, type ThemeChoice } from "../../lib/theme/theme";

/** Said by chooseTheme's callers in this tab; other tabs' choices arrive as storage events. */
const CHANGED = "rassegna-theme";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The header's theme switch: one button cycling "come il sistema", "chiaro", "scuro". The icon shown is
 * picked by CSS from `data-theme` on <html> (app.css), which the inline script sets before the first
 * paint, so the server's render already shows the right one and nothing moves on hydration.
 */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const choice = useSyncExternalStore<ThemeChoice>(subscribe, readThemeChoice, () => "system");
  const next = nextThemeChoice(choice);
  const name = themeSwitchName(choice, next);
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      onClick={() => {
        chooseTheme(next);
        window.dispatchEvent(new Event(CHANGED));
      }}
      className={`rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${className}`}
    >
      <Monitor aria-hidden data-theme-icon="system" className="h-5 w-5" />
      <Sun aria-hidden data-theme-icon="light" className="h-5 w-5" />
      <Moon aria-hidden data-theme-icon="dark" className="h-5 w-5" />
    </button>
  );
}
