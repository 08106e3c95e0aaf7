import { NotFound } from "../components/not-found";
import { PublisherFacts } from "../features/topics/components/publisher-facts";
import { ScopePage } from "../features/topics/components/scope-page";
import { scopeMeta, scopeNotFoundMeta } from "../features/topics/topic-meta";
import type { Route } from "./+types/publisher";
import { loadPublisher } from "./publisher.server";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return scopeNotFoundMeta("fonte");
  const { publisher, later, publicUrl } = loaderData;
  return scopeMeta({ kind: "fonte", slug: publisher.slug, name: publisher.name, publicUrl, later });
}

/** /fonte/{slug}: rendered on the server; 404 for a slug no published article's source reads as. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPublisher(params.slug, request, context);
}

export default function PublisherRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { publisher, later } = loaderData;
  return (
    <ScopePage
      kind="fonte"
      slug={publisher.slug}
      name={publisher.name}
      page={publisher.page}
      later={later}
      facts={<PublisherFacts profile={publisher.profile} />}
    />
  );
}
