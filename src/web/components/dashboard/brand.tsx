import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { SITE_NAME } from "../../../shared/labels";
import { FRAME_TEXT } from "./labels";

/** The site's name with a "Dashboard" tag, linking to the dashboard's first section. */
export function Brand() {
  return (
    <Link to="/dashboard" className="flex min-w-0 items-center gap-2 rounded-md text-lg font-bold text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700">
      <Newspaper aria-hidden className="h-6 w-6 shrink-0" />
      {SITE_NAME}
      <span className="rounded bg-blue-100 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-blue-900 uppercase">{FRAME_TEXT.badge}</span>
    </Link>
  );
}
