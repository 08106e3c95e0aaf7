import { data } from "react-router";
import { NotFound } from "../components/not-found";

export function meta() {
  return [{ title: "Pagina non trovata | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** Any unknown path: the 404 page with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
