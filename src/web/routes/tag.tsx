import { NotFound } from "../components/not-found";
import { ScopePage } from "../features/topics/components/scope-page";
import { scopeMeta, scopeNotFoundMeta } from "../features/topics/topic-meta";
import type { Route } from "./+types/tag";
import { loadTopic } from "./tag.server";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return scopeNotFoundMeta("tag");
  const { topic, later, publicUrl } = loaderData;
  return scopeMeta({ kind: "tag", slug: topic.slug, name: topic.label, publicUrl, later });
}

/** /tag/{slug}: rendered on the server; 404 for a slug no published article carries. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTopic(params.slug, request, context);
}

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { topic, later } = loaderData;
  return <ScopePage kind="tag" slug={topic.slug} name={topic.label} page={topic.page} later={later} />;
}
