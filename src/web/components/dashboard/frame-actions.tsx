import { ExternalLink, LogOut } from "lucide-react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useAuthClient } from "../../lib/auth/auth-provider";
import { FRAME_TEXT } from "./labels";

const itemClass = "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700";

/** Under the sections: back to the public site, and "Esci", which ends this browser's session and goes home. */
export function FrameActions({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  async function logout() {
    onNavigate?.();
    await auth.signOut("local");
    await navigate("/");
    // The root loader tells the public header whether to show "Dashboard Admin".
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-0.5 border-t border-slate-200 pt-2">
      <Link to="/" onClick={onNavigate} className={`${itemClass} text-slate-700 hover:bg-slate-100`}>
        <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
        {FRAME_TEXT.toSite}
      </Link>
      <button type="button" onClick={() => void logout()} className={`${itemClass} text-red-700 hover:bg-red-50`}>
        <LogOut aria-hidden className="h-4 w-4 shrink-0" />
        {FRAME_TEXT.logout}
      </button>
    </div>
  );
}
