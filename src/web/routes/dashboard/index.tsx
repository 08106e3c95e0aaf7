import { redirect } from "react-router";

/** /dashboard opens on the feeds screen. */
export function loader() {
  return redirect("/dashboard/feeds");
}

export default function DashboardIndex() {
  return null;
}
